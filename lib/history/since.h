/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef MNT_HISTORY_SINCE_H
#define MNT_HISTORY_SINCE_H

#include <stdint.h>

/*
 * git's reading of a --since value (approxidate) as seconds since the
 * epoch: 0, or -EAGAIN for a form only git itself reads (since.c).
 */
int mnt_git_since(const char *s, int64_t *t);

#endif
