// SPDX-License-Identifier: GPL-2.0-only
/*
 * Pulls: the commit graph of `git rev-list --parents RANGE` (every commit
 * of the range, to know what is reachable from where) and the depth of
 * each commit.  Depth is a 0-1 breadth-first walk over the graph:
 * following a first parent costs nothing, any other parent costs one, so
 * the first-parent line of the tip is depth 1 and a merge reachable from
 * the second parent of a merge of depth d has depth d + 1 (its smallest
 * such depth).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "maint.h"
#include "mbuf.h"
#include "util.h"
#include "pulls/pulls-graph.h"

void mnt_pulls_graph_free(struct pl_graph *g)
{
	free(g->c);
	free(g->par);
	mnt_map_clear(&g->ids);
}

/* Split "H P1 P2\n" lines in place. */
int mnt_pulls_graph_read(struct pl_graph *g, char *buf, size_t len)
{
	size_t nlines = 0, nwords = 0, i;
	char *p, *end = buf + len;
	uint32_t k = 0, pi = 0;

	for (i = 0; i < len; i++) {
		if (buf[i] == '\n')
			nlines++;
		else if (buf[i] == ' ')
			nwords++;
	}
	if (len && buf[len - 1] != '\n')
		nlines++;
	if (nlines >= NO_COMMIT || nwords >= NO_COMMIT)
		return -EFBIG;
	g->c = calloc(nlines + 1, sizeof(*g->c));
	g->par = calloc(nwords + 1, sizeof(*g->par));
	if (!g->c || !g->par)
		return -ENOMEM;
	/* pass 1: ids */
	for (p = buf; p < end; k++) {
		char *nl = memchr(p, '\n', (size_t)(end - p)), *sp;
		struct mnt_map_slot *sl;
		bool created;

		if (!nl)
			nl = end;
		sp = memchr(p, ' ', (size_t)(nl - p));
		if (!sp)
			sp = nl;
		if (sp == p) {
			p = nl + 1;
			k--;
			continue;
		}
		sl = mnt_map_insert_borrowed(&g->ids, p, (size_t)(sp - p),
					     &created);
		if (!sl)
			return -ENOMEM;
		if (created)
			sl->value = k;
		p = nl + 1;
	}
	g->n = k;
	/* pass 2: parents */
	k = 0;
	for (p = buf; p < end;) {
		char *nl = memchr(p, '\n', (size_t)(end - p)), *q;

		if (!nl)
			nl = end;
		q = memchr(p, ' ', (size_t)(nl - p));
		if (q == p || p == nl) {
			p = nl + 1;
			continue;
		}
		g->c[k].par = pi;
		g->c[k].via = NO_COMMIT;
		while (q && q < nl) {
			char *w = q + 1, *we = memchr(w, ' ', (size_t)(nl - w));
			struct mnt_map_slot *sl;

			if (!we)
				we = nl;
			if (we > w) {
				sl = mnt_map_find(&g->ids, w, (size_t)(we - w));
				g->par[pi] = sl ? (uint32_t)sl->value :
						  NO_COMMIT;
				if (sl)
					g->c[sl->value].child = true;
				pi++;
				g->c[k].npar++;
			}
			q = we < nl ? we : NULL;
		}
		k++;
		p = nl + 1;
	}
	g->npar = pi;
	return 0;
}

/*
 * The 0-1 walk, level by level: within a level follow first parents
 * (depth-first, on an explicit stack), and queue the other parents of
 * merges for the next level.
 */
int mnt_pulls_graph_depths(struct pl_graph *g)
{
	uint32_t *cur = NULL, *curv = NULL, *next = NULL, *nextv = NULL;
	size_t ncur = 0, nnext = 0, cap = g->npar + g->n + 1;
	unsigned int level = 1;
	int ret = 0;

	cur = malloc(cap * sizeof(*cur));
	curv = malloc(cap * sizeof(*curv));
	next = malloc(cap * sizeof(*next));
	nextv = malloc(cap * sizeof(*nextv));
	if (!cur || !curv || !next || !nextv) {
		ret = -ENOMEM;
		goto out;
	}
	/* tips, in rev-list order; pushed in reverse so the first pops first */
	for (size_t i = g->n; i-- > 0;) {
		if (!g->c[i].child) {
			cur[ncur] = (uint32_t)i;
			curv[ncur++] = NO_COMMIT;
		}
	}
	while (ncur) {
		nnext = 0;
		while (ncur) {
			uint32_t c = cur[--ncur], v = curv[ncur];
			struct pl_commit *pc = &g->c[c];

			if (pc->depth)
				continue;
			pc->depth = level;
			pc->via = v;
			/* others first on the next level, in parent order */
			for (uint32_t j = 1; j < pc->npar; j++) {
				uint32_t pp = g->par[pc->par + j];

				if (pp != NO_COMMIT && !g->c[pp].depth &&
				    nnext < cap) {
					next[nnext] = pp;
					nextv[nnext++] = c;
				}
			}
			if (pc->npar && g->par[pc->par] != NO_COMMIT &&
			    !g->c[g->par[pc->par]].depth && ncur < cap) {
				cur[ncur] = g->par[pc->par];
				curv[ncur++] = v;
			}
		}
		/* the next level pops in the order it was queued */
		for (size_t i = 0; i < nnext; i++) {
			cur[i] = next[nnext - 1 - i];
			curv[i] = nextv[nnext - 1 - i];
		}
		ncur = nnext;
		level++;
	}
out:
	free(cur);
	free(curv);
	free(next);
	free(nextv);
	return ret;
}

struct pl_commit *mnt_pulls_graph_find(const struct pl_graph *g,
				       const char *id)
{
	struct mnt_map_slot *sl = mnt_map_find(&g->ids, id, strlen(id));

	return sl ? &g->c[sl->value] : NULL;
}
