/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Perl-compatible regexes through PCRE2, with bounded work: every match
 * runs under a match limit (of steps weighted by the pattern's frame size,
 * which grows with its capturing groups) and a depth limit, so a pattern
 * written for catastrophic backtracking fails (MNT_RE_LIMIT) instead of
 * hanging.
 */
#ifndef MNT_BASE_REGEX_H
#define MNT_BASE_REGEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

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
#define MNT_RE_SPENT (-4) /* the budget ran out (mnt_re_match_budget()) */

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

/*
 * A budget of regex work (PCRE2 match steps, what the match limit counts,
 * each weighted by the pattern's backtracking frame size: regex.c), for
 * the patterns a tree brings: one query's F:, X:, N: and K:
 * regexes all draw on one.  It holds at most MNT_RE_BUDGET_CAP steps and
 * is credited as the query's input is read (MNT_RE_BUDGET_PATH steps per
 * path matched, MNT_RE_BUDGET_LINE per patch line scanned), so a query
 * costs at most the cap plus a bounded amount per unit of its input,
 * whatever the patterns.  Charging is by the match limit a match ran
 * under, never by time: the same input spends the same budget on every
 * machine, and the answer stays deterministic.
 */
struct mnt_re_budget {
	uint64_t left;
	bool spent; /* a match was refused or cut for want of budget */
};
#define MNT_RE_BUDGET_CAP ((uint64_t)64 << 20)
#define MNT_RE_BUDGET_PATH ((uint64_t)128 << 10)
#define MNT_RE_BUDGET_LINE ((uint64_t)4 << 10)

/* A full budget. */
void mnt_re_budget_reset(struct mnt_re_budget *b);
/* Add steps, up to the cap. */
void mnt_re_budget_credit(struct mnt_re_budget *b, uint64_t steps);

/*
 * mnt_re_match() charged to b.  The match runs under rising limits (1,024
 * steps, 32,768, then the full match limit), each charged in full, so
 * that the many cheap matches cost little and an expensive one is charged
 * at least what it did; a limit is never above what is left.  Returns as
 * mnt_re_match(), or MNT_RE_SPENT when the budget ran out first (b->spent
 * is set).
 */
int mnt_re_match_budget(struct mnt_re *re, const char *subject, size_t len,
			size_t offset, size_t *ovec, size_t nvec,
			struct mnt_re_budget *b);

#endif
