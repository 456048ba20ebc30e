/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Compiled patterns kept between calls, one set per thread.
 *
 * A compiled pattern (struct mnt_re) carries its match data and its JIT
 * state, so it must not be used by two threads at once.  A module that
 * compiles its fixed patterns on first use keeps them in a struct
 * mnt_recache: each thread gets its own slots, compiled on that thread's
 * first use and freed when the thread exits (or by mnt_recache_drop()).
 * The library thus has no shared mutable regex state: two threads may
 * parse profiles, read addresses and match templates at the same time.
 */
#ifndef MNT_BASE_RECACHE_H
#define MNT_BASE_RECACHE_H

#include <stddef.h>

#include "base/regex.h"

/* One module's patterns: n slots (a static, constant after init) */
struct mnt_recache {
	size_t n;
};

#define MNT_RECACHE_INIT(nslots) \
	{                        \
		.n = (nslots)    \
	}

/*
 * This thread's slots of c (c->n pointers, NULL until compiled), or NULL
 * when out of memory.  Valid until the thread ends or mnt_recache_drop().
 */
struct mnt_re **mnt_recache_slots(const struct mnt_recache *c);

/*
 * The pattern in slot i of this thread, compiled from pat (NUL-ended)
 * with flags on first use; NULL when it does not compile or memory ran
 * out (tried again on the next call).
 */
struct mnt_re *mnt_recache_get(const struct mnt_recache *c, size_t i,
			       const char *pat, unsigned int flags);

/* Free this thread's patterns of c now (tests; a thread's end does it). */
void mnt_recache_drop(const struct mnt_recache *c);

#endif
