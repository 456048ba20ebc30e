// SPDX-License-Identifier: GPL-2.0-only
/* Pulls: a pull graph for Graphviz (maint_pulls_dot). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maint.h"
#include "mbuf.h"
#include "util.h"
#include "pulls/pulls.h"
#include "util.h"

/*
 * A dot string: quotes and backslashes escaped, control characters
 * (mnt_term_char(): C0, DEL, C1) dropped.
 */
static void dot_str(struct mbuf *mb, const char *s)
{
	size_t i, n, len = strlen(s);
	bool ctl;

	mbuf_addch(mb, '"');
	for (i = 0; i < len; i += n) {
		n = mnt_term_char(s + i, len - i, &ctl);
		if (ctl)
			continue;
		if (s[i] == '"' || s[i] == '\\')
			mbuf_addch(mb, '\\');
		mbuf_add(mb, s + i, n);
	}
	mbuf_addch(mb, '"');
}

char *maint_pulls_dot(const struct maint_pulls *p, size_t *len)
{
	struct mbuf mb = MBUF_INIT;

	mbuf_adds(&mb, "digraph pulls {\n\trankdir=RL;\n"
		       "\tnode [shape=box, fontsize=10];\n"
		       "\t\"mainline\" [shape=doubleoctagon];\n");
	for (size_t i = 0; i < p->nshown; i++) {
		const struct pl_tree *t = &p->trees[i];
		char label[64];

		if (!t->npulls)
			continue;
		mbuf_adds(&mb, "\t");
		dot_str(&mb, t->url);
		mbuf_adds(&mb, " [label=");
		snprintf(label, sizeof(label), "\\n%zu pull%s, depth %u",
			 t->npulls, t->npulls == 1 ? "" : "s", t->depth);
		{
			struct mbuf l = MBUF_INIT;

			mbuf_adds(&l, t->name);
			dot_str(&mb, l.buf);
			mbuf_release(&l);
		}
		/* the counts after the name: a second string would not do */
		mb.len--;
		mbuf_adds(&mb, label);
		mbuf_addch(&mb, '"');
		if (!t->nsections)
			mbuf_adds(&mb, ", style=dashed");
		mbuf_adds(&mb, "];\n");
	}
	for (size_t i = 0; i < p->nshown; i++) {
		const struct pl_tree *t = &p->trees[i];

		for (size_t j = 0; j < t->ninto; j++) {
			mbuf_adds(&mb, "\t");
			dot_str(&mb, t->url);
			mbuf_adds(&mb, " -> ");
			dot_str(&mb, t->into[j] < p->nshown ?
					     p->trees[t->into[j]].url :
					     "mainline");
			mbuf_addf(&mb, " [label=\"%zu\"];\n", t->icount[j]);
		}
	}
	mbuf_adds(&mb, "}\n");
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, len);
}
