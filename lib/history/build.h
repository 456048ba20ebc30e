/* SPDX-License-Identifier: GPL-2.0-only */
/* Building and updating the history index from git (build.c). */
#ifndef MNT_HISTORY_BUILD_H
#define MNT_HISTORY_BUILD_H

#include <stdbool.h>
#include <stdint.h>

struct mbuf;

enum {
	HIX_BUILD_REBUILD = 1u << 0, /* start again from nothing */
	HIX_BUILD_WAIT = 1u << 1, /* wait for another builder to finish */
};

struct mnt_hix_stats {
	uint32_t added; /* commits added */
	uint32_t ncommits; /* commits in the index after */
	uint32_t broken; /* commits whose diff git could not make */
	bool rebuilt, compacted, current;
	double seconds;
};

/*
 * Bring the index of the repository at root up to date with its HEAD:
 * build it, or add the commits it lacks.  Only one process builds at a
 * time (a lock beside the index): with HIX_BUILD_WAIT the second waits
 * and then finds the index current, otherwise it returns -EWOULDBLOCK.
 * Returns 0 or -errno; *why (static) says what stopped it.
 */
int mnt_hix_update(const char *root, unsigned int flags,
		   struct mnt_hix_stats *st, const char **why);

/* Append time @t at zone @tz (+hhmm) as git prints an RFC 2822 date
 * ("Tue, 3 Dec 2024 10:00:00 +0100"). */
void mnt_hix_rfc2822(struct mbuf *out, int64_t t, int32_t tz);

#endif
