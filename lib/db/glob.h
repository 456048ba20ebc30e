/* SPDX-License-Identifier: GPL-2.0-only */
/* F:/X: globs as regexes (db/glob.c). */
#ifndef MNT_DB_GLOB_H
#define MNT_DB_GLOB_H

#include <stdbool.h>
#include <stddef.h>

#include "mbuf.h"

/*
 * Append glob[0..len) with its brace groups as regex alternations, as
 * Xen's fork reads them first: "a/{b,c}.c" is "a/(b|c).c" (a group after
 * a byte that is not a backslash, not right after another group, with a
 * comma, no piece ending in a backslash; not nested).
 */
void mnt_glob_braces(struct mbuf *out, const char *glob, size_t len);
/* The other way, as Xen's --sections prints a pattern: "(b|c)" is "{b,c}". */
void mnt_glob_unbraces(struct mbuf *out, const char *s, size_t len);

/* Append glob[0..len) converted to a regex as get_maintainer.pl does. */
void mnt_glob_regex(struct mbuf *re, const char *glob, size_t len);

/*
 * Is re[0..len) a regex of only literal bytes, "\\." and "." and ".*" (as
 * most globs convert to), with no byte outside printable ASCII?  Such a
 * regex, anchored at the start, is matched by mnt_glob_re_match()
 * without a regex engine.
 */
bool mnt_glob_re_simple(const char *re, size_t len);

/*
 * Does re (mnt_glob_re_simple()) match at the start of s[0..n), as PCRE2
 * with PCRE2_ANCHORED would?  False when s has a byte outside printable
 * ASCII: *unsure then says the regex engine must answer.
 */
bool mnt_glob_re_match(const char *re, size_t len, const char *s, size_t n,
		       bool *unsure);

#endif
