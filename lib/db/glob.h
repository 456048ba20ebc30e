/* SPDX-License-Identifier: GPL-2.0-only */
/* F:/X: globs as regexes (db/glob.c). */
#ifndef MNT_DB_GLOB_H
#define MNT_DB_GLOB_H

#include <stddef.h>

#include "mbuf.h"

/* Append glob[0..len) converted to a regex as get_maintainer.pl does. */
void mnt_glob_regex(struct mbuf *re, const char *glob, size_t len);

#endif
