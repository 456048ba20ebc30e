// SPDX-License-Identifier: GPL-2.0-only
/*
 * Pulls: the pictures.  A pull graph as SVG (a column per depth, each
 * tree under the one it was pulled into) and as the report's HTML panel;
 * the per-release chart as SVG in HTML.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/html.h"
#include "maint.h"
#include "mbuf.h"
#include "util.h"
#include "pulls/pulls.h"

/* Characters of s as mnt_html_text_max() counts them (for the layout). */
static size_t text_chars(const char *s, size_t max)
{
	struct mbuf mb = MBUF_INIT;
	size_t n = mnt_html_text_max(&mb, s, max);

	mbuf_release(&mb);
	return n;
}

/* SVG layout: monospace 12px, so a character is at most 7.5px wide. */
#define SVG_FONT 12
#define SVG_CHAR 7.5
#define SVG_ROW 18
#define SVG_GAP 8 /* between the groups of one column */
#define SVG_COLGAP 90 /* between columns, for the edges */
#define SVG_TOP 56
#define SVG_LABEL 44 /* characters of a label at most */

struct svg_node {
	size_t tree; /* MAINT_PULLS_NONE: mainline */
	size_t parent; /* node index of the tree it was pulled into */
	double y;
	size_t order; /* position within its column */
};

/*
 * The label of tree t: its first section's name (else the tree's name),
 * cut to fit max characters with " +N" more sections and "(pulls)" kept.
 */
static void node_label(struct mbuf *mb, const struct maint_pulls *p,
		       const struct pl_tree *t, size_t max)
{
	char suffix[64];
	size_t n = 0;

	if (t->nsections > 1)
		n = (size_t)snprintf(suffix, sizeof(suffix), " +%zu",
				     t->nsections - 1);
	snprintf(suffix + n, sizeof(suffix) - n, " (%zu)", t->npulls);
	n = strlen(suffix);
	mnt_html_text_max(mb, t->nsections && p->db ?
			     maint_section_name(p->db, t->sections[0]) :
			     t->name,
		 max > n + 8 ? max - n : 8);
	mbuf_adds(mb, suffix);
}

/* A node of a column to sort: by its parent's row, then its order. */
struct svg_key {
	double parent_y;
	size_t order, node;
};

static int svg_key_cmp(const void *x, const void *y)
{
	const struct svg_key *a = x, *b = y;

	if (a->parent_y != b->parent_y)
		return a->parent_y < b->parent_y ? -1 : 1;
	return a->order < b->order ? -1 : a->order > b->order;
}

/* Where everything goes: columns by depth, a row for each node. */
struct svg_layout {
	const struct maint_pulls *p;
	unsigned int md; /* the deepest column */
	struct svg_node *nodes; /* [0] is mainline */
	size_t nn;
	size_t *tnode; /* tree -> node, 0 when not drawn */
	struct svg_key *col; /* scratch: the nodes of one column */
	double *colx, *colw; /* by depth */
	double width, height;
};

static void svg_layout_free(struct svg_layout *l)
{
	free(l->nodes);
	free(l->tnode);
	free(l->colx);
	free(l->colw);
	free(l->col);
}

/*
 * The nodes: mainline, then every pulled tree with a depth, each under
 * the tree it was pulled into when that is drawn in a column before.
 */
static int svg_nodes(struct svg_layout *l)
{
	const struct maint_pulls *p = l->p;
	size_t nt = p->nshown, i;

	l->nodes = calloc(nt + 1, sizeof(*l->nodes));
	l->tnode = calloc(nt + 1, sizeof(*l->tnode));
	l->colx = calloc((size_t)l->md + 2, sizeof(*l->colx));
	l->colw = calloc((size_t)l->md + 2, sizeof(*l->colw));
	l->col = malloc((nt + 1) * sizeof(*l->col));
	if (!l->nodes || !l->tnode || !l->colx || !l->colw || !l->col)
		return -ENOMEM;
	l->nodes[0].tree = MAINT_PULLS_NONE;
	l->nodes[0].y = SVG_TOP;
	l->nn = 1;
	for (i = 0; i < nt; i++) {
		l->tnode[i] = 0;
		if (!p->trees[i].npulls || !p->trees[i].depth)
			continue;
		l->tnode[i] = l->nn;
		l->nodes[l->nn].tree = i;
		l->nodes[l->nn].order = i; /* trees come sorted by most pulls */
		l->nn++;
	}
	for (i = 1; i < l->nn; i++) {
		const struct pl_tree *t = &p->trees[l->nodes[i].tree];
		size_t up = t->ninto ? t->into[0] : MAINT_PULLS_NONE;

		l->nodes[i].parent = 0;
		if (up < nt && p->trees[up].depth &&
		    p->trees[up].depth < t->depth)
			l->nodes[i].parent = l->tnode[up];
	}
	return 0;
}

/* Column widths from the labels, and where each column starts. */
static void svg_columns(struct svg_layout *l)
{
	l->colw[0] = SVG_CHAR * 10 + 16;
	for (size_t i = 1; i < l->nn; i++) {
		const struct pl_tree *t = &l->p->trees[l->nodes[i].tree];
		struct mbuf lb = MBUF_INIT;
		double w;

		node_label(&lb, l->p, t, SVG_LABEL);
		w = SVG_CHAR * (double)text_chars(lb.buf, 0) + 16;
		mbuf_release(&lb);
		if (w > l->colw[t->depth])
			l->colw[t->depth] = w;
	}
	for (unsigned int d = 1; d <= l->md + 1; d++)
		l->colx[d] = l->colx[d - 1] + l->colw[d - 1] + SVG_COLGAP;
}

/* Rows: column by column, grouped under the parent, near its row. */
static void svg_rows(struct svg_layout *l)
{
	l->height = SVG_TOP + SVG_ROW;
	for (unsigned int d = 1; d <= l->md; d++) {
		double y = SVG_TOP;
		size_t last = (size_t)-1, ncol = 0;

		for (size_t i = 1; i < l->nn; i++) {
			const struct svg_node *n = &l->nodes[i];

			if (l->p->trees[n->tree].depth != d)
				continue;
			l->col[ncol].parent_y = l->nodes[n->parent].y;
			l->col[ncol].order = n->order;
			l->col[ncol++].node = i;
		}
		mnt_qsort(l->col, ncol, sizeof(*l->col), svg_key_cmp);
		for (size_t k = 0; k < ncol; k++) {
			struct svg_node *n = &l->nodes[l->col[k].node];

			if (d > 1 && n->parent != last) {
				if (last != (size_t)-1)
					y += SVG_GAP;
				if (l->nodes[n->parent].y > y)
					y = l->nodes[n->parent].y;
			}
			last = n->parent;
			n->y = y;
			y += SVG_ROW;
		}
		if (y > l->height)
			l->height = y;
	}
	l->width = l->colx[l->md + 1] - SVG_COLGAP + 20;
	if (l->width < 640)
		l->width = 640;
	l->height += 30;
}

/* The <svg> element, its title, caption and column headings. */
static void svg_head(struct mbuf *mb, const struct svg_layout *l,
		     unsigned int flags)
{
	const struct maint_pulls *p = l->p;
	const struct maint_pulls_summary *s = &p->sum;

	if (flags & MAINT_PULLS_STANDALONE)
		mbuf_adds(mb, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	mbuf_addf(mb,
		  "<svg class=\"pulls-graph\" xmlns=\"http://www.w3.org/2000/svg\" "
		  "width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" "
		  "font-family=\"monospace\" font-size=\"%d\" role=\"img\">\n",
		  l->width + 20, l->height, l->width + 20, l->height, SVG_FONT);
	mbuf_adds(mb, "<title>pull paths of ");
	mnt_html_text_max(mb, p->range, 0);
	mbuf_adds(mb, "</title>\n");
	mbuf_addf(mb, "<rect width=\"100%%\" height=\"100%%\" fill=\"#fff\"/>\n"
		      "<text class=\"pulls-caption\" x=\"10\" y=\"18\" "
		      "font-size=\"14\" font-weight=\"bold\">Pull paths of ");
	mnt_html_text_max(mb, p->range, 60);
	mbuf_addf(mb, ": %zu pulls of %zu trees, deepest %u%s</text>\n",
		  s->pulls, s->trees, l->md, s->partial ? " (partial)" : "");
	for (unsigned int d = 0; d <= l->md; d++) {
		size_t c = 0;

		for (size_t i = 1; i < l->nn; i++)
			c += p->trees[l->nodes[i].tree].depth == d;
		mbuf_addf(mb,
			  "<text class=\"pulls-column\" x=\"%.1f\" y=\"40\" "
			  "fill=\"#555\">",
			  l->colx[d] + 4);
		if (d)
			mbuf_addf(mb, "depth %u: %zu</text>\n", d, c);
		else
			mbuf_adds(mb, "mainline</text>\n");
	}
}

/* A curve from each node to the one it was pulled into, under the nodes. */
static void svg_edges(struct mbuf *mb, const struct svg_layout *l)
{
	static const char *const colours[] = { "#1b6ca8", "#c0392b", "#27ae60",
					       "#8e44ad", "#d68910" };
	const struct maint_pulls *p = l->p;

	mbuf_adds(mb, "<g class=\"pull-edges\" fill=\"none\">\n");
	for (size_t i = 1; i < l->nn; i++) {
		const struct pl_tree *t = &p->trees[l->nodes[i].tree];
		const struct svg_node *up = &l->nodes[l->nodes[i].parent];
		unsigned int ud = up->tree == MAINT_PULLS_NONE ?
					  0 :
					  p->trees[up->tree].depth;
		double x1 = l->colx[t->depth];
		double y1 = l->nodes[i].y + SVG_ROW / 2 - 2;
		double x2 = l->colx[ud] + l->colw[ud];
		double y2 = up->y + SVG_ROW / 2 - 2;
		size_t cnt = t->ninto ? t->icount[0] : t->npulls;
		double w = 1;

		for (size_t c = cnt; c > 1; c >>= 1)
			w += 1.5; /* 1 + 1.5 * log2(pulls) */

		mbuf_addf(mb,
			  "<path d=\"M%.1f %.1fC%.1f %.1f %.1f %.1f %.1f %.1f\" "
			  "stroke=\"%s\" stroke-opacity=\"0.55\" "
			  "stroke-width=\"%.1f\"><title>%zu pull%s</title></path>\n",
			  x1, y1, x1 - SVG_COLGAP / 2.0, y1,
			  x2 + SVG_COLGAP / 2.0, y2, x2, y2,
			  colours[(t->depth - 1) % 5], w, cnt,
			  cnt == 1 ? "" : "s");
	}
	mbuf_adds(mb, "</g>\n");
}

/* Node i (a tree): its title (tooltip), box and label. */
static void svg_tree_node(struct mbuf *mb, const struct svg_layout *l,
			  size_t i)
{
	const struct maint_pulls *p = l->p;
	const struct pl_tree *t = &p->trees[l->nodes[i].tree];
	double x = l->colx[t->depth], y = l->nodes[i].y;

	mbuf_addf(mb, "<g class=\"pull-node\" data-depth=\"%u\"><title>",
		  t->depth);
	mnt_html_text_max(mb, t->display, 0);
	mbuf_addf(mb, ": %zu pull%s, depth %u", t->npulls,
		  t->npulls == 1 ? "" : "s", t->depth);
	for (size_t j = 0; j < t->nsections && p->db; j++) {
		mbuf_adds(mb, j ? "; " : "\n");
		mnt_html_text_max(mb, maint_section_name(p->db, t->sections[j]), 0);
	}
	if (t->tie == MAINT_TIE_PATH) {
		mbuf_adds(mb, "\ntied by path to ");
		mnt_html_text_max(mb, t->t_url, 0);
	}
	mbuf_addf(mb,
		  "</title><rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
		  "height=\"%d\" rx=\"3\" fill=\"%s\"/>"
		  "<text class=\"pull-label\" x=\"%.1f\" y=\"%.1f\">",
		  x, y, l->colw[t->depth], SVG_ROW - 3,
		  t->nsections ? "#cfe3d6" : "#f3d9c9", x + 6,
		  y + SVG_ROW - 7);
	node_label(mb, p, t, SVG_LABEL);
	mbuf_adds(mb, "</text></g>\n");
}

char *maint_pulls_svg(const struct maint_pulls *p, unsigned int flags,
		      size_t *len)
{
	struct svg_layout l = { .p = p, .md = p->sum.max_depth };
	struct mbuf mb = MBUF_INIT;

	if (svg_nodes(&l)) {
		svg_layout_free(&l);
		return NULL;
	}
	svg_columns(&l);
	svg_rows(&l);
	svg_head(&mb, &l, flags);
	svg_edges(&mb, &l);
	mbuf_addf(&mb,
		  "<g class=\"pull-node\" data-depth=\"0\"><rect x=\"%.1f\" "
		  "y=\"%.1f\" width=\"%.1f\" height=\"%d\" rx=\"3\" "
		  "fill=\"#234\"/><text class=\"pull-label\" x=\"%.1f\" "
		  "y=\"%.1f\" fill=\"#fff\">mainline</text></g>\n",
		  l.colx[0], l.nodes[0].y, l.colw[0], SVG_ROW - 3,
		  l.colx[0] + 6, l.nodes[0].y + SVG_ROW - 7);
	for (size_t i = 1; i < l.nn; i++)
		svg_tree_node(&mb, &l, i);
	mbuf_adds(&mb, "</svg>\n");
	svg_layout_free(&l);
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, len);
}

/*
 * The pull graph as an HTML fragment for the report's "pulls-panel": a
 * summary line and the SVG picture of maint_pulls_svg().
 */
char *maint_pulls_html(const struct maint_pulls *p, size_t *len)
{
	const struct maint_pulls_summary *s = maint_pulls_summary(p);
	struct mbuf mb = MBUF_INIT;
	char *svg = maint_pulls_svg(p, 0, NULL);

	if (!svg)
		return NULL;
	mbuf_adds(&mb, "<h2>Pull paths</h2>\n<p class=\"pulls-summary\">");
	mbuf_addf(&mb,
		  "%zu merges: %zu pulls of %zu trees, %zu other merges; "
		  "deepest pull at depth %u; %.0f%% of pulls through an "
		  "intermediary.",
		  s->merges, s->pulls, s->trees, s->other,
		  s->max_depth, s->indirect_share * 100.0);
	mbuf_adds(&mb, "</p>\n");
	mbuf_adds(&mb, svg);
	free(svg);
	mbuf_adds(&mb, "<p class=\"pulls-legend\">Columns: depth "
		       "below the mainline first-parent line; labels: the "
		       "MAINTAINERS sections of each tree (pulls). Green: "
		       "named by a T: line; orange: named by none.</p>\n");
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, len);
}

/* The chart: a bar per release, its height the share at depth >= 2. */
static void cycles_svg(struct mbuf *mb, const struct maint_pulls_cycle *c,
		       size_t n, bool standalone)
{
	const double bw = 56, gap = 18, ch = 220, top = 40, left = 50;
	double width = left + (double)n * (bw + gap) + 20, max = 0.1;

	if (width < 360)
		width = 360;
	for (size_t i = 0; i < n; i++)
		if (c[i].indirect_share > max)
			max = c[i].indirect_share;
	/* the scale: the next 10% above the largest share */
	max = (double)((int)(max * 10 + 0.999)) / 10;
	if (standalone)
		mbuf_adds(mb, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	mbuf_addf(mb,
		  "<svg class=\"pulls-depth-chart\" "
		  "xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" "
		  "height=\"%.0f\" font-family=\"sans-serif\" font-size=\"12\" "
		  "role=\"img\">\n<title>share of pulls at depth 2 or more, "
		  "per release</title>\n"
		  "<rect width=\"100%%\" height=\"100%%\" fill=\"#fff\"/>\n"
		  "<text x=\"10\" y=\"20\" font-size=\"14\" font-weight=\"bold\">"
		  "Pulls through an intermediary (depth &gt;= 2), per "
		  "release</text>\n",
		  width, top + ch + 50);
	for (int k = 0; k <= 4; k++) {
		double y = top + ch - ch * k / 4.0;

		mbuf_addf(mb,
			  "<line x1=\"%.0f\" y1=\"%.1f\" x2=\"%.0f\" y2=\"%.1f\" "
			  "stroke=\"#ddd\"/><text x=\"%.0f\" y=\"%.1f\" "
			  "text-anchor=\"end\" fill=\"#555\">%.0f%%</text>\n",
			  left - 4, y, width - 10, y, left - 8, y + 4,
			  max * 100 * k / 4.0);
	}
	for (size_t i = 0; i < n; i++) {
		const struct maint_pulls_cycle *r = &c[i];
		double h = ch * r->indirect_share / max;
		double x = left + (double)i * (bw + gap) + gap / 2;

		mbuf_addf(mb, "<g class=\"pulls-cycle\"><title>");
		mnt_html_text_max(mb, r->range, 0);
		mbuf_addf(mb,
			  ": %zu of %zu pulls at depth &gt;= 2, %zu trees, "
			  "max depth %u</title>",
			  r->deep_pulls, r->pulls, r->trees, r->max_depth);
		mbuf_addf(mb,
			  "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.0f\" "
			  "height=\"%.1f\" fill=\"%s\"/>"
			  "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">"
			  "%.1f%%</text><text x=\"%.1f\" y=\"%.0f\" "
			  "text-anchor=\"middle\">",
			  x, top + ch - h, bw, h,
			  r->partial ? "#bbb" : "#1b6ca8", x + bw / 2,
			  top + ch - h - 4, r->indirect_share * 100,
			  x + bw / 2, top + ch + 16);
		mnt_html_text_max(mb, r->release, 10);
		mbuf_addf(mb, "</text><text x=\"%.1f\" y=\"%.0f\" "
			      "text-anchor=\"middle\" fill=\"#555\">%zu</text>"
			      "</g>\n",
			  x + bw / 2, top + ch + 32, r->pulls);
	}
	mbuf_adds(mb, "</svg>\n");
}

char *maint_pulls_cycles_html(const struct maint_pulls_cycles *cs,
			      unsigned int flags, size_t *len)
{
	const struct maint_pulls_cycle *c = cs->v;
	size_t n = cs->n;
	struct mbuf mb = MBUF_INIT;

	if (flags & MAINT_PULLS_SVG_ONLY) {
		cycles_svg(&mb, c, n, true);
		goto done;
	}
	if (flags & MAINT_PULLS_STANDALONE)
		mbuf_adds(&mb, "<!DOCTYPE html>\n<html lang=\"en\"><head>"
			       "<meta charset=\"utf-8\"><title>maint pulls: "
			       "pull depth per release</title><style>"
			       "body{font-family:sans-serif}"
			       "table{border-collapse:collapse}"
			       "td,th{padding:2px 8px;text-align:right}"
			       "</style></head><body>\n");
	mbuf_adds(&mb, "<h2>Pull depth per release</h2>\n");
	cycles_svg(&mb, c, n, false);
	mbuf_adds(&mb, "<table class=\"pulls-cycles\"><thead><tr>"
		       "<th>release</th><th>merges</th><th>pulls</th>"
		       "<th>trees</th><th>depth 1</th><th>depth &gt;= 2</th>"
		       "<th>max depth</th><th>merge window</th>"
		       "<th>after -rc1</th><th>T: never pulled</th>"
		       "</tr></thead><tbody>\n");
	for (size_t i = 0; i < n; i++) {
		const struct maint_pulls_cycle *r = &c[i];

		mbuf_adds(&mb, "<tr><td>");
		mnt_html_text_max(&mb, r->release, 0);
		mbuf_addf(&mb,
			  "</td><td>%zu</td><td>%zu</td><td>%zu</td>"
			  "<td>%zu</td><td>%.1f%%</td><td>%u</td>",
			  r->merges, r->pulls, r->trees, r->trees_direct,
			  r->indirect_share * 100, r->max_depth);
		if (r->have_rc1)
			mbuf_addf(&mb, "<td>%zu</td><td>%zu</td>",
				  r->window_pulls, r->rc_pulls);
		else
			mbuf_adds(&mb, "<td>-</td><td>-</td>");
		mbuf_addf(&mb, "<td>%zu</td></tr>\n", r->t_unpulled);
	}
	mbuf_adds(&mb, "</tbody></table>\n");
	if (flags & MAINT_PULLS_STANDALONE)
		mbuf_adds(&mb, "</body></html>\n");
done:
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, len);
}
