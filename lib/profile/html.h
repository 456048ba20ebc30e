/* SPDX-License-Identifier: GPL-2.0-only */
/* HTML profiles reduced to text, as RST (html.c, libxml2). */
#ifndef MNT_PROFILE_HTML_H
#define MNT_PROFILE_HTML_H

#include <stddef.h>

/* buf[0..len) as RST; *out is malloc'd.  -EINVAL: not HTML. */
int mnt_html_to_rst(const char *buf, size_t len, char **out, size_t *outlen);

#endif
