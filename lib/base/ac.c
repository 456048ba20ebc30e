// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>
#include <string.h>

#include "base/ac.h"
#include "util.h"

struct mnt_ac {
	int32_t (*next)[256]; /* full transition table (a DFA) */
	int32_t *fail;
	int32_t *out; /* first output of a state, -1 none */
	int32_t *olink; /* next state in the output chain, -1 end */
	uint32_t **ids; /* ids ending exactly at a state */
	size_t *nids;
	size_t nstates, astates;
};

static int32_t new_state(struct mnt_ac *ac)
{
	size_t s = ac->nstates;

	if (ALLOC_GROW(ac->next, s + 1, ac->astates))
		return -1;
	memset(ac->next[s], -1, sizeof(ac->next[s]));
	ac->nstates++;
	return (int32_t)s;
}

void mnt_ac_free(struct mnt_ac *ac)
{
	size_t i;

	if (!ac)
		return;
	for (i = 0; ac->ids && i < ac->nstates; i++)
		free(ac->ids[i]);
	free(ac->ids);
	free(ac->nids);
	free(ac->next);
	free(ac->fail);
	free(ac->out);
	free(ac->olink);
	free(ac);
}

struct mnt_ac *mnt_ac_build(const char *const *strs, const uint32_t *ids,
			    size_t n)
{
	struct mnt_ac *ac = calloc(1, sizeof(*ac));
	int32_t *queue = NULL;
	size_t i, qh = 0, qt = 0;

	if (!ac || new_state(ac) < 0)
		goto fail;
	/* the trie */
	for (i = 0; i < n; i++) {
		const unsigned char *p = (const unsigned char *)strs[i];
		int32_t s = 0;

		for (; *p; p++) {
			if (ac->next[s][*p] < 0) {
				int32_t t = new_state(ac);

				if (t < 0)
					goto fail;
				ac->next[s][*p] = t;
			}
			s = ac->next[s][*p];
		}
		/* ids are attached after all states exist */
		(void)s;
	}
	ac->fail = calloc(ac->nstates, sizeof(*ac->fail));
	ac->out = malloc(ac->nstates * sizeof(*ac->out));
	ac->olink = malloc(ac->nstates * sizeof(*ac->olink));
	ac->ids = calloc(ac->nstates, sizeof(*ac->ids));
	ac->nids = calloc(ac->nstates, sizeof(*ac->nids));
	queue = malloc(ac->nstates * sizeof(*queue));
	if (!ac->fail || !ac->out || !ac->olink || !ac->ids || !ac->nids ||
	    !queue)
		goto fail;
	for (i = 0; i < n; i++) {
		const unsigned char *p = (const unsigned char *)strs[i];
		int32_t s = 0;
		uint32_t *v;

		for (; *p; p++)
			s = ac->next[s][*p];
		v = realloc(ac->ids[s], (ac->nids[s] + 1) * sizeof(*v));
		if (!v)
			goto fail;
		v[ac->nids[s]++] = ids[i];
		ac->ids[s] = v;
	}
	/* breadth first: failure links and the full transition table */
	for (i = 0; i < ac->nstates; i++) {
		ac->out[i] = ac->nids[i] ? (int32_t)i : -1;
		ac->olink[i] = -1;
	}
	for (i = 0; i < 256; i++) {
		int32_t t = ac->next[0][i];

		if (t < 0) {
			ac->next[0][i] = 0;
		} else {
			ac->fail[t] = 0;
			queue[qt++] = t;
		}
	}
	while (qh < qt) {
		int32_t s = queue[qh++];
		int32_t f = ac->fail[s];

		/* outputs reachable through the failure link */
		ac->olink[s] = ac->out[f] >= 0 ? ac->out[f] : ac->olink[f];
		for (i = 0; i < 256; i++) {
			int32_t t = ac->next[s][i];

			if (t < 0) {
				ac->next[s][i] = ac->next[f][i];
			} else {
				ac->fail[t] = ac->next[f][i];
				queue[qt++] = t;
			}
		}
	}
	free(queue);
	return ac;
fail:
	free(queue);
	mnt_ac_free(ac);
	return NULL;
}

void mnt_ac_scan(const struct mnt_ac *ac, const char *text, size_t len,
		 void (*hit)(uint32_t id, void *ctx), void *ctx)
{
	const unsigned char *p = (const unsigned char *)text;
	int32_t s = 0;
	size_t i, k;

	for (i = 0; i < len; i++) {
		int32_t o;

		s = ac->next[s][p[i]];
		for (o = ac->out[s] >= 0 ? ac->out[s] : ac->olink[s]; o >= 0;
		     o = ac->olink[o])
			for (k = 0; k < ac->nids[o]; k++)
				hit(ac->ids[o][k], ctx);
	}
}
