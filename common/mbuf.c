// SPDX-License-Identifier: GPL-2.0-only
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mbuf.h"
#include "util.h"

char mbuf_empty[1];

void mbuf_init(struct mbuf *mb)
{
	mb->buf = mbuf_empty;
	mb->len = 0;
	mb->alloc = 0;
	mb->oom = false;
}

void mbuf_release(struct mbuf *mb)
{
	if (mb->alloc)
		free(mb->buf);
	mbuf_init(mb);
}

char *mbuf_detach(struct mbuf *mb, size_t *len)
{
	char *p;

	if (len)
		*len = mb->len;
	if (!mb->alloc) {
		p = malloc(1);
		if (p)
			*p = '\0';
	} else {
		p = mb->buf;
	}
	mbuf_init(mb);
	return p;
}

bool mbuf_grow(struct mbuf *mb, size_t extra)
{
	size_t want;
	char *p;

	if (mb->oom)
		return false;
	if (extra > (size_t)-1 / 2 - mb->len) {
		mb->oom = true;
		return false;
	}
	want = mb->len + extra + 1;
	if (want <= mb->alloc)
		return true;
	if (want < mb->alloc * 2)
		want = mb->alloc * 2;
	if (want < 64)
		want = 64;
	p = mb->alloc ? realloc(mb->buf, want) : malloc(want);
	if (!p) {
		mb->oom = true;
		return false;
	}
	if (!mb->alloc)
		p[0] = '\0';
	mb->buf = p;
	mb->alloc = want;
	return true;
}

void mbuf_add(struct mbuf *mb, const void *data, size_t len)
{
	if (!len || !mbuf_grow(mb, len))
		return;
	memcpy(mb->buf + mb->len, data, len);
	mb->len += len;
	mb->buf[mb->len] = '\0';
}

void mbuf_adds(struct mbuf *mb, const char *s)
{
	mbuf_add(mb, s, strlen(s));
}

void mbuf_addch(struct mbuf *mb, int c)
{
	if (!mbuf_grow(mb, 1))
		return;
	mb->buf[mb->len++] = (char)c;
	mb->buf[mb->len] = '\0';
}

void mbuf_vaddf(struct mbuf *mb, const char *fmt, va_list ap)
{
	va_list cp;
	int n;

	if (mb->oom)
		return;
	va_copy(cp, ap);
	n = vsnprintf(mb->buf + mb->len, mb->alloc ? mb->alloc - mb->len : 0,
		      fmt, cp);
	va_end(cp);
	if (n < 0) {
		mb->oom = true;
		return;
	}
	if (!mb->alloc || (size_t)n >= mb->alloc - mb->len) {
		if (!mbuf_grow(mb, (size_t)n))
			return;
		n = vsnprintf(mb->buf + mb->len, mb->alloc - mb->len, fmt, ap);
		if (n < 0) {
			mb->oom = true;
			return;
		}
	}
	mb->len += (size_t)n;
}

void mbuf_addf(struct mbuf *mb, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	mbuf_vaddf(mb, fmt, ap);
	va_end(ap);
}

void mbuf_reset(struct mbuf *mb)
{
	mbuf_setlen(mb, 0);
}

void mbuf_setlen(struct mbuf *mb, size_t len)
{
	if (!mb->alloc)
		return;
	if (len > mb->len)
		len = mb->len;
	mb->len = len;
	mb->buf[len] = '\0';
}

size_t mbuf_add_json_str(struct mbuf *mb, const char *s, size_t len)
{
	static const char hex[] = "0123456789abcdef";
	size_t i, lost = 0;

	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];
		size_t n;

		if (c >= 0x80) {
			n = mnt_utf8_valid((const unsigned char *)s + i,
					   len - i);
			if (n == 2 && c == 0xc2 &&
			    (unsigned char)s[i + 1] <= 0x9f) {
				/* C1 (mnt_term_char()): \u0080-\u009f */
				mbuf_addf(mb, "\\u%04x",
					  (unsigned char)s[i + 1]);
				i++;
			} else if (n) {
				mbuf_add(mb, s + i, n);
				i += n - 1;
			} else {
				/* U+FFFD REPLACEMENT CHARACTER */
				mbuf_add(mb, "\xef\xbf\xbd", 3);
				lost++;
			}
			continue;
		}

		switch (c) {
		case '"':
			mbuf_add(mb, "\\\"", 2);
			break;
		case '\\':
			mbuf_add(mb, "\\\\", 2);
			break;
		case '\n':
			mbuf_add(mb, "\\n", 2);
			break;
		case '\t':
			mbuf_add(mb, "\\t", 2);
			break;
		case '\r':
			mbuf_add(mb, "\\r", 2);
			break;
		default:
			if (c < 0x20 || c == 0x7f) {
				char u[6] = { '\\', 'u', '0', '0', hex[c >> 4],
					      hex[c & 15] };
				mbuf_add(mb, u, 6);
			} else {
				mbuf_addch(mb, c);
			}
		}
	}
	return lost;
}
