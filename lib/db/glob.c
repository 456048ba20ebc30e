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

/* A byte a regex reads as itself (outside a class, not /x). */
static bool re_plain(char c)
{
	return c >= 0x20 && c < 0x7f && !strchr("\\^$.[]|()?*+{}", c);
}

bool mnt_glob_re_simple(const char *re, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++) {
		if (re[i] == '\\') {
			if (++i == len || re[i] != '.')
				return false;
		} else if (re[i] == '.') {
			if (i + 1 < len && re[i + 1] == '*')
				i++;
		} else if (!re_plain(re[i])) {
			return false;
		}
	}
	/* a quantifier after ".*" ("*?", "*+") was refused above */
	return true;
}

/* Token k of a simple regex at re[*i]: 0 a byte (in *c), 1 ".", 2 ".*". */
static int re_token(const char *re, size_t len, size_t *i, char *c)
{
	if (re[*i] == '\\') {
		*c = re[*i + 1];
		*i += 2;
		return 0;
	}
	if (re[*i] == '.') {
		if (*i + 1 < len && re[*i + 1] == '*') {
			*i += 2;
			return 2;
		}
		*i += 1;
		return 1;
	}
	*c = re[(*i)++];
	return 0;
}

/* Does the segment re[from..to) (no ".*") match s at p? */
static bool seg_at(const char *re, size_t from, size_t to, const char *s,
		   size_t n, size_t p, size_t *end)
{
	size_t i = from;
	char c = 0;

	while (i < to) {
		int t = re_token(re, to, &i, &c);

		if (p >= n || (t == 0 && s[p] != c))
			return false;
		p++;
	}
	*end = p;
	return true;
}

/*
 * The regex is segments between ".*"s.  The first must match at the
 * start; each later one anywhere after the one before it, and where it
 * first does is best: the earliest end leaves the most room for the rest
 * (the subject has no newline, so ".*" spans anything).
 */
bool mnt_glob_re_match(const char *re, size_t len, const char *s, size_t n,
		       bool *unsure)
{
	size_t i = 0, pos = 0, k;
	bool first = true;

	*unsure = false;
	for (k = 0; k < n; k++) {
		if (s[k] < 0x20 || s[k] >= 0x7f) {
			*unsure = true;
			return false;
		}
	}
	while (i <= len) {
		size_t seg = i, segend = i, p, end = 0;
		char c;

		/* the segment: up to the next ".*" or the end */
		while (segend < len) {
			size_t t = segend;

			if (re_token(re, len, &t, &c) == 2)
				break;
			segend = t;
		}
		if (first) {
			if (!seg_at(re, seg, segend, s, n, pos, &end))
				return false;
		} else {
			for (p = pos; p <= n; p++)
				if (seg_at(re, seg, segend, s, n, p, &end))
					break;
			if (p > n)
				return false;
		}
		pos = end;
		first = false;
		if (segend == len)
			return true;
		i = segend + 2; /* past ".*" */
	}
	return true;
}
