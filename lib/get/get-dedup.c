// SPDX-License-Identifier: GPL-2.0-only
/* deduplicate_email(): see get-dedup.h. */
#include <string.h>

#include "get/get-dedup.h"

void mnt_email_key(struct mbuf *out, const char *s, size_t n)
{
	size_t i;

	mbuf_reset(out);
	for (i = 0; i < n; i++) {
		char c = s[i];

		mbuf_addch(out, (c >= 'A' && c <= 'Z') ? c + 32 : c);
	}
}

void mnt_dedup_init(struct mnt_dedup *d, struct mnt_mailmap *mailmap,
		    bool enabled)
{
	memset(d, 0, sizeof(*d));
	d->mailmap = mailmap;
	d->enabled = enabled;
}

void mnt_dedup_clear(struct mnt_dedup *d)
{
	mnt_map_clear_free(&d->name);
	mnt_map_clear_free(&d->address);
}

/* deduplicate_email() */
void mnt_dedup_email(struct mnt_dedup *d, const char *in, struct mbuf *out)
{
	struct mbuf name = MBUF_INIT, addr = MBUF_INIT, e = MBUF_INIT,
		    lc = MBUF_INIT, pair = MBUF_INIT;
	struct mnt_map_slot *slot = NULL;
	bool matched = false;

	mnt_email_parse(in, strlen(in), &name, &addr);
	mnt_email_format(&e, name.buf, name.len, addr.buf, addr.len, true);
	mbuf_reset(out);
	mnt_mailmap_email(d->mailmap, e.buf, e.len, out);
	if (!d->enabled)
		goto done;
	mnt_email_parse(out->buf, out->len, &name, &addr);
	if (name.len) {
		mnt_email_key(&lc, name.buf, name.len);
		slot = mnt_map_find(&d->name, lc.buf, lc.len);
	}
	if (!slot) {
		mnt_email_key(&lc, addr.buf, addr.len);
		slot = mnt_map_find(&d->address, lc.buf, lc.len);
	}
	if (slot) {
		const char *stored = (const char *)slot->value;
		size_t nl = strlen(stored);

		matched = true;
		mbuf_reset(&name);
		mbuf_add(&name, stored, nl);
		mbuf_reset(&addr);
		mbuf_adds(&addr, stored + nl + 1);
	}
	if (!matched) {
		struct mnt_map_slot *s2;

		mbuf_add(&pair, name.buf, name.len);
		mbuf_addch(&pair, '\0');
		mbuf_add(&pair, addr.buf, addr.len);
		mnt_email_key(&lc, name.buf, name.len);
		s2 = mnt_map_insert(&d->name, lc.buf, lc.len, NULL);
		if (s2) {
			free((char *)s2->value);
			s2->value = (intptr_t)mnt_strndup(pair.buf, pair.len);
		}
		mnt_email_key(&lc, addr.buf, addr.len);
		s2 = mnt_map_insert(&d->address, lc.buf, lc.len, NULL);
		if (s2) {
			free((char *)s2->value);
			s2->value = (intptr_t)mnt_strndup(pair.buf, pair.len);
		}
	}
	mbuf_reset(&e);
	mnt_email_format(&e, name.buf, name.len, addr.buf, addr.len, true);
	mbuf_reset(out);
	mnt_mailmap_email(d->mailmap, e.buf, e.len, out);
done:
	mbuf_release(&name);
	mbuf_release(&addr);
	mbuf_release(&e);
	mbuf_release(&lc);
	mbuf_release(&pair);
}
