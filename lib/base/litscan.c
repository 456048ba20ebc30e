// SPDX-License-Identifier: GPL-2.0-only
/*
 * One pass over a text for many short literals (litscan.h).
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "base/litscan.h"

/* Chains of the literals of 4 bytes or more, by a hash of those bytes. */
#define LS_SHIFT 11
#define LS_SLOTS (1u << LS_SHIFT)

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
	uint32_t head[LS_SLOTS]; /* literal + 1 of each chain, 0: none */
	uint32_t short_head[256]; /* literals under 4 bytes, by first byte */
};

static uint32_t ls_hash(uint32_t v)
{
	return (v * 0x9e3779b1u) >> (32 - LS_SHIFT);
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
			memcpy(&l->prefix, l->s, 4);
			slot = &ls->head[ls_hash(l->prefix)];
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
	int ret;

	for (i = 0; i < end; i++) {
		const char *t = text + i;
		size_t left = len - i;
		uint32_t k;

		if (left >= 4) {
			uint32_t v;

			memcpy(&v, t, 4);
			for (k = ls->head[ls_hash(v)]; k;
			     k = ls->lits[k - 1].next) {
				const struct ls_lit *l = &ls->lits[k - 1];

				if (l->prefix == v && l->len <= left &&
				    !memcmp(t + 4, l->s + 4, l->len - 4) &&
				    (ret = hit(l->id, i, ctx)))
					return ret;
			}
		}
		if (!ls->any_short)
			continue;
		for (k = ls->short_head[(unsigned char)*t]; k;
		     k = ls->lits[k - 1].next) {
			const struct ls_lit *l = &ls->lits[k - 1];

			if (l->len <= left && !memcmp(t, l->s, l->len) &&
			    (ret = hit(l->id, i, ctx)))
				return ret;
		}
	}
	return 0;
}
