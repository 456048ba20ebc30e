/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef MAINT_BASE_PARFOR_H
#define MAINT_BASE_PARFOR_H

#include <stddef.h>

/*
 * mnt_par_for() - fn(ctx, part, from, to) over 0..n in parts
 * @n: how many items
 * @min_split: below this many items, one part on the calling thread
 * @fn: does items from..to (part is 0 or 1); returns nonzero to fail
 * @ctx: passed to fn
 *
 * Where n reaches min_split and a second CPU is online, the second half
 * runs on a thread of its own, joined before the return: for loops of
 * system calls (a stat() per directory) that cost a run most of its time.
 * Returns 0 when every part returned 0, else the first nonzero.
 */
int mnt_par_for(size_t n, size_t min_split,
		int (*fn)(void *ctx, int part, size_t from, size_t to),
		void *ctx);

#endif
