/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Split a buffer into lines the way Perl's <$fh> reads them: every line
 * ends at '\n' (kept in @full), the last one may lack it.  Shared by the
 * commands that read MAINTAINERS line by line (check, fmt, migrate).
 */
#ifndef MNT_BASE_LINES_H
#define MNT_BASE_LINES_H

#include <stdbool.h>
#include <stddef.h>

struct mnt_line {
	const char *s; /* start of the line */
	size_t len; /* without '\n' (and without a '\r' before it) */
	size_t full; /* with the '\n' when there is one */
	bool cr; /* the line ended in "\r\n" (or "\r" at EOF) */
};

/* Returns 0 or -ENOMEM; *out is malloc'd (free it), *n its length. */
int mnt_split_lines(const char *buf, size_t len, struct mnt_line **out,
		    size_t *n);

/* Perl's \s: space, \t, \n, \r, \f, \v */
static inline bool mnt_isspace(int c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	       c == '\v';
}

/* Trim Perl \s from both ends of s[0..*len); returns the new start. */
const char *mnt_trim(const char *s, size_t *len);

/* "X:" at the start of a line: a tag line (the tag letter, else 0). */
static inline char mnt_tag_of(const char *s, size_t len)
{
	return len >= 2 && s[0] >= 'A' && s[0] <= 'Z' && s[1] == ':' ? s[0] :
								       0;
}

/*
 * Append s[0..len) to mb quoted for a message: control bytes escaped as
 * \t, \r, \xNN, at most max bytes of input shown ("..." marks the cut).
 */
struct mbuf;
void mnt_quote(struct mbuf *mb, const char *s, size_t len, size_t max);

#endif
