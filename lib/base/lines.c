// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <string.h>

#include "base/lines.h"
#include "mbuf.h"
#include "util.h"

int mnt_split_lines(const char *buf, size_t len, struct mnt_line **out,
		    size_t *n)
{
	struct mnt_line *v = NULL;
	size_t nr = 0, alloc = 0;
	const char *p = buf, *end = buf + len;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		struct mnt_line *l;

		if (ALLOC_GROW(v, nr + 1, alloc)) {
			free(v);
			return -ENOMEM;
		}
		l = &v[nr++];
		l->s = p;
		l->len = nl ? (size_t)(nl - p) : (size_t)(end - p);
		l->full = nl ? l->len + 1 : l->len;
		l->cr = l->len && p[l->len - 1] == '\r';
		if (l->cr)
			l->len--;
		p += l->full;
	}
	*out = v;
	*n = nr;
	return 0;
}

const char *mnt_trim(const char *s, size_t *len)
{
	size_t n = *len;

	while (n && mnt_isspace((unsigned char)*s)) {
		s++;
		n--;
	}
	while (n && mnt_isspace((unsigned char)s[n - 1]))
		n--;
	*len = n;
	return s;
}

void mnt_quote(struct mbuf *mb, const char *s, size_t len, size_t max)
{
	size_t i, k, n = len > max ? max : len;
	bool ctl;

	for (i = 0; i < n; i += k) {
		unsigned char c = (unsigned char)s[i];

		k = mnt_term_char(s + i, n - i, &ctl);
		if (c == '\t')
			mbuf_adds(mb, "\\t");
		else if (c == '\r')
			mbuf_adds(mb, "\\r");
		else if (c == '\\' || c == '\'')
			mbuf_addf(mb, "\\%c", c);
		else if (ctl)
			for (size_t j = 0; j < k; j++)
				mbuf_addf(mb, "\\x%02x",
					  (unsigned char)s[i + j]);
		else
			mbuf_add(mb, s + i, k);
	}
	if (n < len)
		mbuf_adds(mb, "...");
}
