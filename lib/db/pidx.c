// SPDX-License-Identifier: GPL-2.0-only
/*
 * The patterns' prefix index (pidx.h): an open-addressed table of the
 * literal prefixes (cut at MNT_MAX_PREFIX), by mnt_hash_step() over their
 * bytes as a query walks a path, each slot the head of a chain of the
 * patterns with that prefix.
 */
#include <string.h>

#include "db/pidx.h"
#include "util.h"

/* A pattern's prefix (cut at MNT_MAX_PREFIX): its length and hash. */
static size_t prefix_key(const struct mnt_pattern *pt, uint64_t *hash)
{
	size_t k = pt->lit_len > MNT_MAX_PREFIX ? MNT_MAX_PREFIX : pt->lit_len;
	uint64_t hv = MNT_HASH_INIT;
	size_t i;

	for (i = 0; i < k; i++)
		hv = mnt_hash_step(hv, (unsigned char)pt->glob[i]);
	*hash = hv;
	return k;
}

void mnt_pidx_count(const struct mnt_pattern *pats, size_t n, uint32_t *nslots,
		    uint32_t *nalways)
{
	size_t i, keys = 0;

	*nalways = 0;
	for (i = 0; i < n; i++) {
		if (!pats[i].lit_len)
			(*nalways)++;
		else
			keys++; /* at most: shared prefixes count once */
	}
	/* slots for twice the prefixes: a probe ends soon */
	for (*nslots = 16; *nslots < 2 * keys; *nslots *= 2)
		;
}

void mnt_pidx_fill(const struct mnt_pattern *pats, size_t n,
		   struct mnt_pslot *slots, uint32_t nslots, uint32_t *next,
		   uint32_t *always, uint64_t lens[(MNT_MAX_PREFIX + 64) / 64])
{
	uint32_t mask = nslots - 1, na = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		const struct mnt_pattern *pt = &pats[i];
		uint64_t hash;
		size_t k = prefix_key(pt, &hash);
		uint32_t s = (uint32_t)hash & mask;

		next[i] = 0;
		if (!k) {
			always[na++] = (uint32_t)i;
			continue;
		}
		while (slots[s].head &&
		       (slots[s].hash != hash || slots[s].len != k ||
			memcmp(pats[slots[s].head - 1].glob, pt->glob, k)))
			s = (s + 1) & mask;
		if (!slots[s].head) {
			slots[s].hash = hash;
			slots[s].len = (uint32_t)k;
		}
		next[i] = slots[s].head;
		slots[s].head = (uint32_t)i + 1;
		lens[k / 64] |= 1ULL << (k % 64);
	}
}

int mnt_pidx_walk(const struct mnt_pidx *x, const struct mnt_pattern *pats,
		  const char *path, size_t len, int (*fn)(size_t i, void *ctx),
		  void *ctx)
{
	size_t i, L, mask = x->nslots - 1;
	uint64_t hash;
	int ret;

	for (i = 0; i < x->nalways; i++) {
		ret = fn(x->always[i], ctx);
		if (ret)
			return ret;
	}
	for (L = 1, hash = MNT_HASH_INIT; L <= len && L <= MNT_MAX_PREFIX;
	     L++) {
		size_t s, probes;
		uint32_t idx;

		hash = mnt_hash_step(hash, (unsigned char)path[L - 1]);
		if (!(x->lens[L / 64] & (1ULL << (L % 64))))
			continue;
		/* a probe ends at an empty slot, or after every slot */
		for (s = (size_t)hash & mask, probes = 0;
		     x->slots[s].head && probes < x->nslots;
		     s = (s + 1) & mask, probes++) {
			const struct mnt_pslot *sl = &x->slots[s];

			if (sl->hash == hash && sl->len == L &&
			    !memcmp(pats[sl->head - 1].glob, path, L))
				break;
		}
		if (probes == x->nslots || !x->slots[s].head)
			continue;
		for (idx = x->slots[s].head; idx; idx = x->next[idx - 1]) {
			ret = fn(idx - 1, ctx);
			if (ret)
				return ret;
		}
	}
	return 0;
}
