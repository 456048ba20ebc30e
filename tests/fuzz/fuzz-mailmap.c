// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: the .mailmap reader (mnt_mailmap_load) and lookups
 * (mnt_mailmap_email) of fixed addresses and of the addresses the input
 * names itself, plus the address parser and RFC 822 validation.
 */
#include <stdint.h>

#include "db/email.h"
#include "fuzz.h"

static const char *const lookups[] = {
	"Alice <alice@example.org>",
	"alice@example.org",
	"\"Doe, John\" <john@example.org>",
	"<>",
	"",
	"Bob Example <BOB@EXAMPLE.ORG>",
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	struct mnt_mailmap mm;
	struct mbuf out = MBUF_INIT, name = MBUF_INIT, addr = MBUF_INIT;
	struct mbuf items = MBUF_INIT;
	const char *p = (const char *)data, *end = p + len;
	size_t i, count = 0, nl = 0;

	mnt_mailmap_init(&mm);
	if (mnt_mailmap_load(&mm, (const char *)data, len) == 0) {
		for (i = 0; i < sizeof(lookups) / sizeof(lookups[0]); i++) {
			mbuf_reset(&out);
			mnt_mailmap_email(&mm, lookups[i], strlen(lookups[i]),
					  &out);
		}
		/* each of the first lines as an address to look up */
		while (p < end && nl++ < 16) {
			const char *eol = memchr(p, '\n', (size_t)(end - p));
			size_t n = eol ? (size_t)(eol - p) : (size_t)(end - p);

			mbuf_reset(&out);
			mnt_mailmap_email(&mm, p, n, &out);
			mbuf_reset(&name);
			mbuf_reset(&addr);
			mnt_email_parse(p, n, &name, &addr);
			fuzz_sink_bytes += mnt_rfc822_valid(p, n);
			mbuf_reset(&items);
			fuzz_sink_bytes += mnt_rfc822_validlist(p, n, &items,
								&count);
			p += n + (eol != NULL);
		}
	}
	mnt_mailmap_clear(&mm);
	mbuf_release(&out);
	mbuf_release(&name);
	mbuf_release(&addr);
	mbuf_release(&items);
	return 0;
}
