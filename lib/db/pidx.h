/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The F:/X: patterns filed by literal prefix (struct mnt_pidx, db.h): made
 * here for a cache file (cache.c) or, without one, in memory once a run
 * has asked about enough paths (db.c); walked the same way from either.
 */
#ifndef MNT_DB_PIDX_H
#define MNT_DB_PIDX_H

#include <stddef.h>
#include <stdint.h>

#include "db/db.h"

/* How many slots (a power of 2) and prefix-less patterns n patterns need. */
void mnt_pidx_count(const struct mnt_pattern *pats, size_t n, uint32_t *nslots,
		    uint32_t *nalways);

/*
 * File n patterns into slots[nslots] (zeroed), next[n] and always[] (as
 * mnt_pidx_count() sized them), setting the bit of each prefix length
 * filed in lens[].
 */
void mnt_pidx_fill(const struct mnt_pattern *pats, size_t n,
		   struct mnt_pslot *slots, uint32_t nslots, uint32_t *next,
		   uint32_t *always, uint64_t lens[(MNT_MAX_PREFIX + 64) / 64]);

/*
 * Call fn(i, ctx) for every pattern i that x files under a prefix of
 * path[0..len) (those without a prefix first, then by prefix length, each
 * chain last filed first); a non-zero return stops the walk and is
 * returned.
 */
int mnt_pidx_walk(const struct mnt_pidx *x, const struct mnt_pattern *pats,
		  const char *path, size_t len, int (*fn)(size_t i, void *ctx),
		  void *ctx);

#endif
