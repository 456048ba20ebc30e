// SPDX-License-Identifier: GPL-2.0-only
/*
 * One pass over a text for many short literals (litscan.h).
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "base/litscan.h"

/*
 * Chains of the literals of 4 bytes or more, by the top LS_SHIFT bits of
 * a hash of those bytes; before them a bitmap of the top 16 bits, so that
 * a position no literal starts at costs a load, a multiply and a bit test.
 */
#define LS_SHIFT 11
#define LS_SLOTS (1u << LS_SHIFT)
#define LS_FILTER_WORDS ((1u << 16) / 64)

struct ls_lit {
	const char *s;
	size_t len;
	uint32_t prefix; /* the first 4 bytes, as loaded from the text */
	uint32_t id;
	uint32_t next; /* the next literal of the chain + 1; 0 ends it */
};

struct mnt_litscan {
	struct ls_lit *lits;
	size_t n, longest;
	bool any_short;
	uint64_t filter[LS_FILTER_WORDS]; /* bit (hash >> 16): a chain may */
	uint32_t head[LS_SLOTS]; /* literal + 1 of each chain, 0: none */
	uint32_t short_head[256]; /* literals under 4 bytes, by first byte */
};

static uint32_t ls_hash(uint32_t v)
{
	return v * 0x9e3779b1u;
}

static bool ls_filter_has(const struct mnt_litscan *ls, uint32_t h)
{
	return ls->filter[h >> 22] >> ((h >> 16) & 63) & 1;
}

struct mnt_litscan *mnt_litscan_new(const char *const *lits,
				    const uint32_t *ids, size_t n)
{
	struct mnt_litscan *ls;
	size_t i;

	if (n >= UINT32_MAX)
		return NULL;
	ls = calloc(1, sizeof(*ls));
	if (!ls)
		return NULL;
	ls->lits = calloc(n ? n : 1, sizeof(*ls->lits));
	if (!ls->lits) {
		free(ls);
		return NULL;
	}
	/* filed in reverse, so that each chain lists literals in order */
	for (i = n; i-- > 0;) {
		struct ls_lit *l = &ls->lits[ls->n];
		uint32_t *slot;

		l->len = strlen(lits[i]);
		if (!l->len)
			continue;
		l->s = lits[i];
		l->id = ids[i];
		if (l->len > ls->longest)
			ls->longest = l->len;
		if (l->len >= 4) {
			uint32_t h;

			memcpy(&l->prefix, l->s, 4);
			h = ls_hash(l->prefix);
			ls->filter[h >> 22] |= 1ull << ((h >> 16) & 63);
			slot = &ls->head[h >> (32 - LS_SHIFT)];
		} else {
			slot = &ls->short_head[(unsigned char)l->s[0]];
			ls->any_short = true;
		}
		l->next = *slot;
		*slot = (uint32_t)++ls->n;
	}
	return ls;
}

void mnt_litscan_free(struct mnt_litscan *ls)
{
	if (!ls)
		return;
	free(ls->lits);
	free(ls);
}

size_t mnt_litscan_longest(const struct mnt_litscan *ls)
{
	return ls->longest;
}

int mnt_litscan_run(const struct mnt_litscan *ls, const char *text, size_t len,
		    size_t limit,
		    int (*hit)(uint32_t id, size_t pos, void *ctx), void *ctx)
{
	size_t i, end = limit < len ? limit : len;
	/* literals of 4 bytes or more start where 4 bytes are left */
	size_t end4 = len < 4 ? 0 : end < len - 3 ? end : len - 3;
	uint32_t k;
	int ret;

	for (i = 0; i < end4; i++) {
		uint32_t v, h;

		memcpy(&v, text + i, 4);
		h = ls_hash(v);
		if (!ls_filter_has(ls, h))
			continue;
		for (k = ls->head[h >> (32 - LS_SHIFT)]; k;
		     k = ls->lits[k - 1].next) {
			const struct ls_lit *l = &ls->lits[k - 1];

			if (l->prefix == v && l->len <= len - i &&
			    !memcmp(text + i + 4, l->s + 4, l->len - 4) &&
			    (ret = hit(l->id, i, ctx)))
				return ret;
		}
	}
	/* the short ones in a pass of their own: each literal's in order */
	for (i = 0; ls->any_short && i < end; i++) {
		for (k = ls->short_head[(unsigned char)text[i]]; k;
		     k = ls->lits[k - 1].next) {
			const struct ls_lit *l = &ls->lits[k - 1];

			if (l->len <= len - i && !memcmp(text + i, l->s, l->len) &&
			    (ret = hit(l->id, i, ctx)))
				return ret;
		}
	}
	return 0;
}
