/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Every occurrence of a few hundred short literals in a text, in one pass:
 * the K: keywords' necessary literals (base/kwfilter.h) looked up in a
 * patch, where a memmem() per literal read the patch once for each.
 * Literals of 4 bytes or more are filed by their first four bytes (a
 * bitmap of their hashes, then chains), shorter ones by their first byte;
 * a position whose bytes no literal begins with costs a load, a multiply
 * and a bit test.  Bytes are compared as given (lower-case both sides for
 * a caseless search).
 */
#ifndef MNT_BASE_LITSCAN_H
#define MNT_BASE_LITSCAN_H

#include <stddef.h>
#include <stdint.h>

struct mnt_litscan;

/*
 * Build from n NUL-terminated literals (empty ones are left out); literal
 * i reports id ids[i].  NULL when out of memory.
 */
struct mnt_litscan *mnt_litscan_new(const char *const *lits,
				    const uint32_t *ids, size_t n);
void mnt_litscan_free(struct mnt_litscan *ls);
/* The length of the longest literal (0: none). */
size_t mnt_litscan_longest(const struct mnt_litscan *ls);

/*
 * Call hit(id, pos, ctx) for every occurrence of every literal that
 * starts at a position below limit of text[0..len) (each literal's
 * occurrences in text order; overlapping ones too).  A non-zero return
 * from hit stops the scan and is returned.
 */
int mnt_litscan_run(const struct mnt_litscan *ls, const char *text, size_t len,
		    size_t limit,
		    int (*hit)(uint32_t id, size_t pos, void *ctx), void *ctx);

#endif
