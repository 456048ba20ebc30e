// SPDX-License-Identifier: GPL-2.0-only
/*
 * Pulls: the output of a pull graph (JSON, Graphviz dot, the report's
 * HTML panel, SVG) and of the per-release table.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "pulls.h"

/* Output */

static void json_str(struct mbuf *mb, const char *s)
{
	if (!s) {
		mbuf_adds(mb, "null");
		return;
	}
	mbuf_addch(mb, '"');
	mbuf_add_json_str(mb, s, strlen(s));
	mbuf_addch(mb, '"');
}

static void json_counts(struct mbuf *mb, const size_t *v, unsigned int max)
{
	mbuf_addch(mb, '{');
	for (unsigned int d = 1; d <= max; d++)
		mbuf_addf(mb, "%s\"%u\": %zu", d > 1 ? ", " : "", d, v[d]);
	mbuf_addch(mb, '}');
}

static void json_date(struct mbuf *mb, const struct maint_pulls *p, size_t m)
{
	json_str(mb, m < p->nmerges ? p->merges[m].date : NULL);
}

static void json_tree_ref(struct mbuf *mb, const struct maint_pulls *p,
			  size_t t)
{
	json_str(mb, t < p->ntrees ? p->trees[t].url : "mainline");
}

static void json_sections(struct mbuf *mb, const struct maint_pulls *p,
			  const struct pl_tree *t)
{
	mbuf_addch(mb, '[');
	for (size_t j = 0; j < t->nsections; j++) {
		size_t s = t->sections[j];
		const struct maint_section *sec = maint_db_section(p->db, s);
		const struct maint_item *it = maint_db_item(p->db, sec->header);

		mbuf_adds(mb, j ? ", {\"name\": " : "{\"name\": ");
		json_str(mb, maint_section_name(p->db, s));
		mbuf_adds(mb, ", \"file\": ");
		json_str(mb, it->file);
		mbuf_addf(mb, ", \"line\": %u, \"maintainers\": [", it->line);
		for (size_t k = 0; k < p->npeople[s]; k++) {
			if (k)
				mbuf_adds(mb, ", ");
			json_str(mb, p->people[s][k]);
		}
		mbuf_adds(mb, "]}");
	}
	mbuf_addch(mb, ']');
}

char *maint_pulls_json(const struct maint_pulls *p, unsigned int flags,
		       size_t *len)
{
	const struct maint_pulls_summary *s = &p->sum;
	struct mbuf mb = MBUF_INIT;
	size_t i, k, nedges = 0;

	mbuf_adds(&mb, "{\n  \"range\": ");
	json_str(&mb, p->range);
	mbuf_adds(&mb, ",\n  \"summary\": {\n");
	mbuf_addf(&mb, "    \"merges\": %zu,\n    \"pulls\": %zu,\n"
		       "    \"other_merges\": %zu,\n    \"other_by_kind\": {",
		  s->merges, s->pulls, s->other);
	for (k = 1; k < MAINT_MERGE_KIND_COUNT; k++)
		mbuf_addf(&mb, "%s\"%s\": %zu", k > 1 ? ", " : "",
			  mnt_pull_kind_names[k], s->other_by_kind[k]);
	mbuf_addf(&mb, "},\n    \"unreached_merges\": %zu,\n"
		       "    \"trees\": %zu,\n    \"trees_direct\": %zu,\n"
		       "    \"trees_unlisted\": %zu,\n    \"t_trees\": %zu,\n"
		       "    \"t_trees_unpulled\": %zu,\n    \"max_depth\": %u,\n"
		       "    \"pulls_by_depth\": ",
		  s->unreached, s->trees, s->trees_direct, s->trees_unlisted,
		  s->t_trees, s->t_unpulled, s->max_depth);
	json_counts(&mb, s->pulls_by_depth, s->max_depth);
	mbuf_adds(&mb, ",\n    \"trees_by_depth\": ");
	json_counts(&mb, s->trees_by_depth, s->max_depth);
	mbuf_addf(&mb, ",\n    \"indirect_share\": %.4f,\n", s->indirect_share);
	if (s->have_start)
		mbuf_addf(&mb, "    \"start\": %lld,\n", s->start);
	else
		mbuf_adds(&mb, "    \"start\": null,\n");
	if (s->have_rc1)
		mbuf_addf(&mb, "    \"rc1\": %lld,\n"
			       "    \"merge_window_pulls\": %zu,\n"
			       "    \"rc_pulls\": %zu,\n",
			  s->rc1, s->window_pulls, s->rc_pulls);
	else
		mbuf_adds(&mb, "    \"rc1\": null,\n"
			       "    \"merge_window_pulls\": null,\n"
			       "    \"rc_pulls\": null,\n");
	mbuf_adds(&mb, "    \"pulls_by_week\": [");
	for (i = 0; i < s->nweeks; i++)
		mbuf_addf(&mb, "%s%zu", i ? ", " : "", s->pulls_by_week[i]);
	mbuf_adds(&mb, "]\n  },\n  \"trees\": [");
	for (i = 0; i < p->ntrees; i++) {
		const struct pl_tree *t = &p->trees[i];

		mbuf_adds(&mb, i ? ",\n    {\"url\": " : "\n    {\"url\": ");
		json_str(&mb, t->url);
		mbuf_adds(&mb, ", \"name\": ");
		json_str(&mb, t->name);
		mbuf_adds(&mb, ", \"display\": ");
		json_str(&mb, t->display);
		mbuf_addf(&mb, ", \"pulls\": %zu, \"depth\": %u, \"first\": ",
			  t->npulls, t->depth);
		json_date(&mb, p, t->first);
		mbuf_adds(&mb, ", \"last\": ");
		json_date(&mb, p, t->last);
		mbuf_adds(&mb, ", \"committers\": [");
		for (k = 0; k < t->ncommitters; k++) {
			if (k)
				mbuf_adds(&mb, ", ");
			json_str(&mb, t->committers[k]);
		}
		mbuf_adds(&mb, "], \"into\": [");
		for (k = 0; k < t->ninto; k++) {
			if (k)
				mbuf_adds(&mb, ", ");
			json_tree_ref(&mb, p, t->into[k]);
		}
		mbuf_adds(&mb, "], \"sections\": ");
		json_sections(&mb, p, t);
		mbuf_addch(&mb, '}');
		nedges += t->ninto;
	}
	mbuf_adds(&mb, p->ntrees ? "\n  ],\n  \"edges\": [" :
				   "],\n  \"edges\": [");
	for (i = 0, k = 0; i < p->ntrees; i++) {
		const struct pl_tree *t = &p->trees[i];

		for (size_t j = 0; j < t->ninto; j++, k++) {
			mbuf_adds(&mb, k ? ",\n    {\"from\": " :
					   "\n    {\"from\": ");
			json_str(&mb, t->url);
			mbuf_adds(&mb, ", \"to\": ");
			json_tree_ref(&mb, p, t->into[j]);
			mbuf_addf(&mb, ", \"pulls\": %zu}", t->icount[j]);
		}
	}
	mbuf_adds(&mb, nedges ? "\n  ]" : "]");
	if (flags & MAINT_PULLS_JSON_MERGES) {
		mbuf_adds(&mb, ",\n  \"merges\": [");
		for (i = 0; i < p->nmerges; i++) {
			const struct maint_pull_merge *m = &p->merges[i];

			mbuf_adds(&mb, i ? ",\n    {\"id\": " :
					   "\n    {\"id\": ");
			json_str(&mb, m->id);
			mbuf_addf(&mb, ", \"kind\": \"%s\", \"depth\": %u, "
				       "\"tree\": ",
				  mnt_pull_kind_names[m->kind], m->depth);
			if (m->tree != MAINT_PULLS_NONE)
				json_tree_ref(&mb, p, m->tree);
			else
				mbuf_adds(&mb, "null");
			mbuf_adds(&mb, ", \"into\": ");
			json_tree_ref(&mb, p, m->into);
			mbuf_adds(&mb, ", \"via\": ");
			json_str(&mb, m->via != MAINT_PULLS_NONE ?
					      p->merges[m->via].id :
					      NULL);
			mbuf_adds(&mb, ", \"committer\": ");
			json_str(&mb, m->committer);
			mbuf_adds(&mb, ", \"date\": ");
			json_str(&mb, m->date);
			mbuf_adds(&mb, ", \"subject\": ");
			json_str(&mb, m->subject);
			mbuf_addch(&mb, '}');
		}
		mbuf_adds(&mb, p->nmerges ? "\n  ]" : "]");
	}
	mbuf_adds(&mb, "\n}\n");
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, len);
}

/* A dot string: quotes and backslashes escaped, control bytes dropped. */
static void dot_str(struct mbuf *mb, const char *s)
{
	mbuf_addch(mb, '"');
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			mbuf_addch(mb, '\\');
		if (c < 0x20 || c == 0x7f)
			continue;
		mbuf_addch(mb, (char)c);
	}
	mbuf_addch(mb, '"');
}

char *maint_pulls_dot(const struct maint_pulls *p, size_t *len)
{
	struct mbuf mb = MBUF_INIT;

	mbuf_adds(&mb, "digraph pulls {\n\trankdir=RL;\n"
		       "\tnode [shape=box, fontsize=10];\n"
		       "\t\"mainline\" [shape=doubleoctagon];\n");
	for (size_t i = 0; i < p->ntrees; i++) {
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
	for (size_t i = 0; i < p->ntrees; i++) {
		const struct pl_tree *t = &p->trees[i];

		for (size_t j = 0; j < t->ninto; j++) {
			mbuf_adds(&mb, "\t");
			dot_str(&mb, t->url);
			mbuf_adds(&mb, " -> ");
			dot_str(&mb, t->into[j] < p->ntrees ?
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

/*
 * The pull graph as an HTML fragment for the report's "pulls-panel": a
 * summary line and an inline SVG with one column per depth (mainline on
 * the left), one box per pulled tree and a line for every "merged into".
 */
char *maint_pulls_html(const struct maint_pulls *p, size_t *len)
{
	const struct maint_pulls_summary *s = maint_pulls_summary(p);
	size_t nt = maint_pulls_ntrees(p), i, k, maxrow = 1;
	size_t *row = calloc(nt + 1, sizeof(*row));
	size_t *count = calloc((size_t)s->max_depth + 2, sizeof(*count));
	struct mbuf mb = MBUF_INIT;
	const int colw = 280, rowh = 24, boxw = 240;

	if (!row || !count) {
		free(row);
		free(count);
		return NULL;
	}
	for (i = 0; i < nt; i++) {
		const struct maint_pull_tree *t = maint_pulls_tree(p, i);

		if (!t->npulls)
			continue;
		row[i] = count[t->depth]++;
		if (count[t->depth] > maxrow)
			maxrow = count[t->depth];
	}
	mbuf_adds(&mb, "<h2>Pull paths</h2>\n<p class=\"pulls-summary\">");
	mbuf_addf(&mb,
		  "%zu merges: %zu pulls of %zu trees, %zu other merges; "
		  "deepest pull at depth %u; %.0f%% of pulls through an "
		  "intermediary.",
		  s->merges, s->pulls, s->trees, s->other,
		  s->max_depth, s->indirect_share * 100.0);
	mbuf_adds(&mb, "</p>\n");
	mbuf_addf(&mb,
		  "<svg class=\"pulls-graph\" xmlns=\"http://www.w3.org/2000/svg\" "
		  "width=\"%d\" height=\"%zu\" role=\"img\" "
		  "aria-label=\"pull graph\">\n",
		  colw * ((int)s->max_depth + 1) + 20,
		  (size_t)rowh * maxrow + 40);
	/* lines first, boxes over them */
	for (i = 0; i < nt; i++) {
		const struct maint_pull_tree *t = maint_pulls_tree(p, i);
		int x1 = colw * (int)t->depth + 10;
		size_t y1 = (size_t)rowh * row[i] + 30 + rowh / 2;

		if (!t->npulls)
			continue;
		for (k = 0; k < t->ninto; k++) {
			int x2 = 10 + boxw;
			size_t y2 = 30 + rowh / 2;

			if (t->into[k] != MAINT_PULLS_NONE) {
				const struct maint_pull_tree *u =
					maint_pulls_tree(p, t->into[k]);

				x2 = colw * (int)u->depth + 10 + boxw;
				y2 = (size_t)rowh * row[t->into[k]] + 30 +
				     rowh / 2;
			}
			mbuf_addf(&mb,
				  "<line x1=\"%d\" y1=\"%zu\" x2=\"%d\" y2=\"%zu\" "
				  "stroke=\"#9aa\" stroke-width=\"1\"/>\n",
				  x1, y1, x2, y2);
		}
	}
	mbuf_addf(&mb,
		  "<g class=\"pull-node\" data-depth=\"0\"><rect x=\"10\" y=\"30\" "
		  "width=\"%d\" height=\"%d\" rx=\"3\" fill=\"#234\"/>"
		  "<text x=\"16\" y=\"%d\" fill=\"#fff\" font-size=\"12\">"
		  "mainline</text></g>\n",
		  boxw, rowh - 4, 30 + rowh / 2 + 4);
	for (i = 0; i < nt; i++) {
		const struct maint_pull_tree *t = maint_pulls_tree(p, i);
		int x = colw * (int)t->depth + 10;
		size_t y = (size_t)rowh * row[i] + 30;

		if (!t->npulls)
			continue;
		mbuf_addf(&mb,
			  "<g class=\"pull-node\" data-depth=\"%u\"><title>",
			  t->depth);
		mnt_html_text(&mb, t->display);
		mbuf_addf(&mb, ": %zu pulls, depth %u</title>", t->npulls,
			  t->depth);
		mbuf_addf(&mb,
			  "<rect x=\"%d\" y=\"%zu\" width=\"%d\" height=\"%d\" "
			  "rx=\"3\" fill=\"%s\"/>",
			  x, y, boxw, rowh - 4,
			  t->nsections ? "#cfe3d6" : "#f3d9c9");
		mbuf_addf(&mb,
			  "<text x=\"%d\" y=\"%zu\" font-size=\"12\">", x + 6,
			  y + rowh / 2 + 4);
		mnt_html_text(&mb, t->name);
		mbuf_addf(&mb, " (%zu)</text></g>\n", t->npulls);
	}
	mbuf_adds(&mb, "</svg>\n<p class=\"pulls-legend\">Columns: depth "
		       "below the mainline first-parent line. Green: named by "
		       "a T: line; orange: named by none.</p>\n");
	free(row);
	free(count);
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, len);
}
