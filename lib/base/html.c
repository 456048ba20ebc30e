// SPDX-License-Identifier: GPL-2.0-only
/*
 * Text for HTML, SVG and XML: the one escaping of the pages maint writes
 * (report html, the pull graphs).
 */
#include <string.h>

#include "base/html.h"

/*
 * Append s as XML text, at most max characters (0: all; longer ends in
 * "..."): &, <, >, " escaped, control bytes dropped, a byte that does
 * not start valid UTF-8 becomes '?'.  Returns the characters written.
 */
size_t mnt_html_text_max(struct mbuf *mb, const char *s, size_t max)
{
	size_t n = 0, len = s ? strlen(s) : 0;

	for (size_t i = 0; i < len;) {
		unsigned char c = (unsigned char)s[i];
		size_t k = c < 0x80	      ? 1 :
			   (c & 0xe0) == 0xc0 ? 2 :
			   (c & 0xf0) == 0xe0 ? 3 :
			   (c & 0xf8) == 0xf0 ? 4 :
						0;

		if (max && n + 1 >= max && i + k < len) {
			mbuf_adds(mb, "...");
			return n + 3;
		}
		for (size_t j = 1; k && j < k; j++)
			if (i + j >= len ||
			    ((unsigned char)s[i + j] & 0xc0) != 0x80)
				k = 0;
		if (!k || (k == 2 && c < 0xc2)) {
			mbuf_addch(mb, '?');
			i++;
			n++;
			continue;
		}
		if (c < 0x20 || c == 0x7f) {
			i++;
			continue;
		}
		if (c == '&')
			mbuf_adds(mb, "&amp;");
		else if (c == '<')
			mbuf_adds(mb, "&lt;");
		else if (c == '>')
			mbuf_adds(mb, "&gt;");
		else if (c == '"')
			mbuf_adds(mb, "&quot;");
		else
			mbuf_add(mb, s + i, k);
		i += k;
		n++;
	}
	return n;
}

void mnt_html_text(struct mbuf *mb, const char *s)
{
	mnt_html_text_max(mb, s, 0);
}
