// SPDX-License-Identifier: GPL-2.0-only
/*
 * The one glob -> regex conversion, get_maintainer.pl's: '.' becomes
 * "\.", '*' ".*", '?' '.', every other byte stays (so a glob's other
 * regex metacharacters keep their regex meaning, as in the script).
 */
#include <stdlib.h>
#include <string.h>

#include "db/glob.h"
#include "maint.h"
#include "util.h"
#include "mbuf.h"

/*
 * The group at g[i] == o[0] ('{' or '('): the index of its closing o[1],
 * or 0 when none counts (no separator o[2], a piece ending in '\\').
 */
static size_t group_end(const char *g, size_t len, size_t i, const char *o)
{
	size_t j, seps = 0;

	for (j = i + 1; j < len && g[j] != o[1]; j++) {
		if (g[j] == o[2]) {
			if (g[j - 1] == '\\')
				return 0;
			seps++;
		}
	}
	if (j >= len || !seps || g[j - 1] == '\\')
		return 0;
	return j;
}

/* Each group of s opened by from[0] rewritten with to's brackets and sep. */
static void regroup(struct mbuf *out, const char *s, size_t len,
		    const char *from, const char *to)
{
	size_t i, j, after = 0; /* after: where the last group ended + 1 */

	for (i = 0; i < len; i++) {
		if (s[i] != from[0] || !i || s[i - 1] == '\\' ||
		    (after && i == after) ||
		    !(j = group_end(s, len, i, from))) {
			mbuf_addch(out, s[i]);
			continue;
		}
		mbuf_addch(out, to[0]);
		for (i++; i < j; i++)
			mbuf_addch(out, s[i] == from[2] ? to[2] : s[i]);
		mbuf_addch(out, to[1]);
		after = j + 1;
	}
}

void mnt_glob_braces(struct mbuf *out, const char *glob, size_t len)
{
	regroup(out, glob, len, "{},", "()|");
}

void mnt_glob_unbraces(struct mbuf *out, const char *s, size_t len)
{
	regroup(out, s, len, "()|", "{},");
}

void mnt_glob_regex(struct mbuf *re, const char *glob, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++) {
		if (glob[i] == '.')
			mbuf_adds(re, "\\.");
		else if (glob[i] == '*')
			mbuf_adds(re, ".*");
		else if (glob[i] == '?')
			mbuf_addch(re, '.');
		else
			mbuf_addch(re, glob[i]);
	}
}

char *maint_glob_to_regex(const char *glob)
{
	struct mbuf re = MBUF_INIT;

	mnt_glob_regex(&re, glob, strlen(glob));
	if (mbuf_failed(&re)) {
		mbuf_release(&re);
		return NULL;
	}
	return mbuf_detach(&re, NULL);
}
