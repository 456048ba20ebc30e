/* SPDX-License-Identifier: GPL-2.0-only */
/* F:/X: globs as regexes (db/glob.c). */
#ifndef MNT_DB_GLOB_H
#define MNT_DB_GLOB_H

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

#endif
