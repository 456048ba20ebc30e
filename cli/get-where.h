/* SPDX-License-Identifier: GPL-2.0-only */
/* maint get's opt-in extras: the top from a subdirectory, --series. */
#ifndef MAINT_GET_WHERE_H
#define MAINT_GET_WHERE_H

#include <stdbool.h>
#include <stddef.h>

/*
 * When the current directory is not the top of a tree (MAINTAINERS there,
 * and a git work tree's top or the tree check of the script found there
 * passes), the nearest directory above it that is: chdir() there, and
 * *prefix (malloc'd) is the way back down ("drivers/net/").  Returns 0
 * after the move, 1 when there is none to make (here is the top, or no
 * top above: as the script, the caller goes on here), or -errno.
 */
int get_find_top(bool use_cache, char **prefix);

/*
 * A path as given in the directory below the top, as seen from the top
 * (prefix + arg, "." and ".." resolved; absolute paths and "&STDIN" as
 * they are).  malloc'd, NULL when out of memory.
 */
char *get_rebase_path(const char *prefix, const char *arg);

/*
 * --series: for a cover letter ([vN-]0000-*.patch), the other patches of
 * its series beside it ([vN-]NNNN-*.patch, the same vN-, sorted) into
 * *out (each and the array malloc'd); none for another name.  0 or -errno.
 */
int get_series_siblings(const char *cover, char ***out, size_t *n);

#endif
