/* SPDX-License-Identifier: GPL-2.0-only */
/* Text for HTML, SVG and XML (base/html.c). */
#ifndef MNT_BASE_HTML_H
#define MNT_BASE_HTML_H

#include <stddef.h>

#include "mbuf.h"

/*
 * Append s as XML text, at most max characters (0: all; longer ends in
 * "..."): &, <, >, " escaped, control bytes dropped, a byte that does
 * not start valid UTF-8 becomes '?'.  Returns the characters written.
 */
size_t mnt_html_text_max(struct mbuf *mb, const char *s, size_t max);
/* The same, all of s. */
void mnt_html_text(struct mbuf *mb, const char *s);

#endif
