/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A mail's body as a person reads it (mime.c): quoted-printable, base64,
 * charsets and multipart bodies decoded, each line's input line kept.
 */
#ifndef MNT_PREFLIGHT_MIME_H
#define MNT_PREFLIGHT_MIME_H

#include <stddef.h>

struct mbuf;
struct mnt_line;
struct pf_msg;

/* The body of lines [a, b) decoded into m. */
int mnt_pf_read_body(struct pf_msg *m, const struct mnt_line *l, size_t a,
		     size_t b, const char *ctype, const char *cte);
/* The boundary of a multipart Content-Type (malloc'd), else NULL. */
char *mnt_pf_boundary(const char *ctype);
/* Base64 appended to @out; the bytes that were not base64. */
size_t mnt_pf_b64_decode(struct mbuf *out, const char *s, size_t n);
/* s[0..n) of charset cs[0..csl) appended as UTF-8. */
void mnt_pf_to_utf8(struct mbuf *out, const char *cs, size_t csl, const char *s,
		    size_t n);

#endif
