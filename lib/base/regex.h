/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Perl-compatible regexes through PCRE2, with bounded work: every match
 * runs under a match limit and a depth limit, so a pattern written for
 * catastrophic backtracking fails (MNT_RE_LIMIT) instead of hanging.
 */
#ifndef MNT_BASE_REGEX_H
#define MNT_BASE_REGEX_H

#include <stdbool.h>
#include <stddef.h>

struct mnt_re;

enum {
	MNT_RE_EXTENDED = 1 << 0, /* Perl /x */
	MNT_RE_CASELESS = 1 << 1, /* Perl /i */
	MNT_RE_ANCHORED = 1 << 2, /* match only at the start */
	MNT_RE_DOTALL = 1 << 3, /* Perl /s */
	MNT_RE_MULTILINE = 1 << 4, /* Perl /m */
	MNT_RE_JIT_NOW = 1 << 5, /* JIT compile at once (a long subject) */
};

#define MNT_RE_NOMATCH 0
#define MNT_RE_MATCH 1
#define MNT_RE_LIMIT (-2) /* match or depth limit hit */
#define MNT_RE_ERROR (-3)

/*
 * Compile pattern (pattern_len bytes).  On failure returns NULL and, when
 * err is non-NULL, writes a message of at most errlen bytes.
 */
struct mnt_re *mnt_re_compile(const char *pattern, size_t pattern_len,
			      unsigned int flags, char *err, size_t errlen);
void mnt_re_free(struct mnt_re *re);

/*
 * Match against subject[0..len) starting at offset.  Returns MNT_RE_MATCH,
 * MNT_RE_NOMATCH or a negative MNT_RE_* error.  When ovec is non-NULL it
 * receives the start and end of the whole match and of up to nvec-1 groups.
 */
int mnt_re_match(struct mnt_re *re, const char *subject, size_t len,
		 size_t offset, size_t *ovec, size_t nvec);

#endif
