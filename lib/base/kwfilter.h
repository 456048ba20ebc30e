/* SPDX-License-Identifier: GPL-2.0-only */
/* Necessary literals of a regex, to skip lines that cannot match it. */
#ifndef MNT_BASE_KWFILTER_H
#define MNT_BASE_KWFILTER_H

#include <stdbool.h>
#include <stdlib.h>

/*
 * Find strings (lower case) at least one of which every match of the Perl
 * regex re contains, compared without regard to ASCII case.  Returns their
 * number (*out is a NULL-terminated array to free with
 * mnt_kw_literals_free()), 0 when no such set was found, -1 when out of
 * memory.
 */
int mnt_kw_literals(const char *re, bool extended, char ***out);
void mnt_kw_literals_free(char **v);

#endif
