// SPDX-License-Identifier: GPL-2.0-only
/*
 * Pulls: the data formats.  A pull graph as JSON (maint_pulls_json: the
 * summary, the trees, the edges between them, optionally the merges),
 * the per-release table as JSON and CSV, and the note on a tie.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "json.h"
#include "pulls.h"

static void json_counts(struct mbuf *mb, const size_t *v, unsigned int max)
{
	mbuf_addch(mb, '{');
	for (unsigned int d = 1; d <= max; d++)
		mbuf_addf(mb, "%s\"%u\": %zu", d > 1 ? ", " : "", d, v[d]);
	mbuf_addch(mb, '}');
}

static void json_date(struct mbuf *mb, const struct maint_pulls *p, size_t m)
{
	mnt_json_str(mb, m < p->nmerges ? p->merges[m].date : NULL);
}

static void json_tree_ref(struct mbuf *mb, const struct maint_pulls *p,
			  size_t t)
{
	mnt_json_str(mb, t < p->nshown ? p->trees[t].url : "mainline");
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
		mnt_json_str(mb, maint_section_name(p->db, s));
		mbuf_adds(mb, ", \"file\": ");
		mnt_json_str(mb, it->file);
		mbuf_addf(mb, ", \"line\": %u, \"maintainers\": [", it->line);
		for (size_t k = 0; k < p->npeople[s]; k++) {
			if (k)
				mbuf_adds(mb, ", ");
			mnt_json_str(mb, p->people[s][k]);
		}
		mbuf_adds(mb, "]}");
	}
	mbuf_addch(mb, ']');
}

static const char *const tie_names[] = {
	[MAINT_TIE_NONE] = "none", [MAINT_TIE_URL] = "url",
	[MAINT_TIE_PATH] = "path", [MAINT_TIE_AMBIGUOUS] = "ambiguous",
};

/* The host of a normalised URL, as a length. */
static size_t host_len(const char *url)
{
	return strcspn(url, "/");
}

int maint_pulls_tie_note(const struct maint_pull_tree *t, char *buf,
			 size_t size)
{
	size_t a, b;

	if (t->tie == MAINT_TIE_URL)
		return snprintf(buf, size, "tied by URL");
	if (t->tie == MAINT_TIE_AMBIGUOUS)
		return snprintf(buf, size,
				"not tied: the path fits several T: trees");
	if (t->tie != MAINT_TIE_PATH || !t->t_url)
		return snprintf(buf, size, "named by no T: line");
	a = host_len(t->url);
	b = host_len(t->t_url);
	if (a != b || memcmp(t->url, t->t_url, a))
		return snprintf(buf, size,
				"tied by path (host differs: %.*s vs %.*s)",
				(int)a, t->url, (int)b, t->t_url);
	return snprintf(buf, size, "tied by path (same host, path differs)");
}

static void json_tie(struct mbuf *mb, const struct maint_pulls *p, size_t i)
{
	const struct pl_tree *t = &p->trees[i];

	if (!t->pulled)
		return;
	mbuf_addf(mb, ", \"tie\": \"%s\"", tie_names[t->tie]);
	if (t->tie == MAINT_TIE_PATH) {
		char note[512];

		mbuf_adds(mb, ", \"t_url\": ");
		mnt_json_str(mb, t->t_url);
		maint_pulls_tie_note(&p->pub[i], note, sizeof(note));
		mbuf_adds(mb, ", \"tie_note\": ");
		mnt_json_str(mb, note);
	}
	if (t->tie == MAINT_TIE_AMBIGUOUS) {
		mbuf_adds(mb, ", \"candidates\": [");
		for (size_t k = 0; k < t->ncand; k++) {
			if (k)
				mbuf_adds(mb, ", ");
			mnt_json_str(mb, t->cand[k]);
		}
		mbuf_addch(mb, ']');
	}
}

/* "[a, b]": a JSON array of the strings v[0..n) */
static void json_strs(struct mbuf *mb, const char *const *v, size_t n)
{
	mbuf_addch(mb, '[');
	for (size_t k = 0; k < n; k++) {
		if (k)
			mbuf_adds(mb, ", ");
		mnt_json_str(mb, v[k]);
	}
	mbuf_addch(mb, ']');
}

/* The "summary" object's members, each on a line of its own. */
static void json_summary(struct mbuf *mb, const struct maint_pulls_summary *s)
{
	mbuf_addf(mb, "    \"merges\": %zu,\n    \"pulls\": %zu,\n"
		       "    \"other_merges\": %zu,\n    \"other_by_kind\": {",
		  s->merges, s->pulls, s->other);
	for (size_t k = 1; k < MAINT_MERGE_KIND_COUNT; k++)
		mbuf_addf(mb, "%s\"%s\": %zu", k > 1 ? ", " : "",
			  mnt_pull_kind_names[k], s->other_by_kind[k]);
	mbuf_addf(mb, "},\n    \"unreached_merges\": %zu,\n"
		       "    \"trees\": %zu,\n    \"trees_direct\": %zu,\n"
		       "    \"trees_unlisted\": %zu,\n    \"t_trees\": %zu,\n"
		       "    \"t_trees_unpulled\": %zu,\n    \"max_depth\": %u,\n"
		       "    \"pulls_by_depth\": ",
		  s->unreached, s->trees, s->trees_direct, s->trees_unlisted,
		  s->t_trees, s->t_unpulled, s->max_depth);
	json_counts(mb, s->pulls_by_depth, s->max_depth);
	mbuf_adds(mb, ",\n    \"trees_by_depth\": ");
	json_counts(mb, s->trees_by_depth, s->max_depth);
	mbuf_addf(mb, ",\n    \"indirect_share\": %.4f,\n", s->indirect_share);
	if (s->have_start)
		mbuf_addf(mb, "    \"start\": %lld,\n", s->start);
	else
		mbuf_adds(mb, "    \"start\": null,\n");
	if (s->have_rc1)
		mbuf_addf(mb, "    \"rc1\": %lld,\n"
			       "    \"merge_window_pulls\": %zu,\n"
			       "    \"rc_pulls\": %zu,\n",
			  s->rc1, s->window_pulls, s->rc_pulls);
	else
		mbuf_adds(mb, "    \"rc1\": null,\n"
			       "    \"merge_window_pulls\": null,\n"
			       "    \"rc_pulls\": null,\n");
	mbuf_addf(mb, "    \"tied_url\": %zu,\n    \"tied_path\": %zu,\n"
		       "    \"ambiguous\": %zu,\n    \"t_bad_lines\": %zu,\n"
		       "    \"partial\": %s,\n    \"maintainers_rev\": ",
		  s->tied_url, s->tied_path, s->ambiguous, s->t_bad,
		  s->partial ? "true" : "false");
	mnt_json_str(mb, s->maintainers_rev);
	mbuf_addf(mb, ",\n    \"maintainers_files\": %zu,\n",
		  s->maintainers_files);
	mbuf_adds(mb, "    \"pulls_by_week\": [");
	for (size_t i = 0; i < s->nweeks; i++)
		mbuf_addf(mb, "%s%zu", i ? ", " : "", s->pulls_by_week[i]);
	mbuf_addch(mb, ']');
}

/* Tree i as a JSON object. */
static void json_tree(struct mbuf *mb, const struct maint_pulls *p, size_t i)
{
	const struct pl_tree *t = &p->trees[i];

	mbuf_adds(mb, "{\"url\": ");
	mnt_json_str(mb, t->url);
	mbuf_adds(mb, ", \"name\": ");
	mnt_json_str(mb, t->name);
	mbuf_adds(mb, ", \"display\": ");
	mnt_json_str(mb, t->display);
	mbuf_addf(mb, ", \"pulls\": %zu, \"depth\": %u, \"first\": ",
		  t->npulls, t->depth);
	json_date(mb, p, t->first);
	mbuf_adds(mb, ", \"last\": ");
	json_date(mb, p, t->last);
	mbuf_adds(mb, ", \"committers\": ");
	json_strs(mb, t->committers, t->ncommitters);
	mbuf_adds(mb, ", \"into\": [");
	for (size_t k = 0; k < t->ninto; k++) {
		if (k)
			mbuf_adds(mb, ", ");
		json_tree_ref(mb, p, t->into[k]);
	}
	mbuf_adds(mb, "], \"sections\": ");
	json_sections(mb, p, t);
	json_tie(mb, p, i);
	mbuf_addch(mb, '}');
}

/* The "edges" array: one object for each tree a tree was pulled into. */
static void json_edges(struct mbuf *mb, const struct maint_pulls *p)
{
	size_t k = 0;

	mbuf_addch(mb, '[');
	for (size_t i = 0; i < p->nshown; i++) {
		const struct pl_tree *t = &p->trees[i];

		for (size_t j = 0; j < t->ninto; j++, k++) {
			mbuf_adds(mb, k ? ",\n    {\"from\": " :
					  "\n    {\"from\": ");
			mnt_json_str(mb, t->url);
			mbuf_adds(mb, ", \"to\": ");
			json_tree_ref(mb, p, t->into[j]);
			mbuf_addf(mb, ", \"pulls\": %zu}", t->icount[j]);
		}
	}
	mbuf_adds(mb, k ? "\n  ]" : "]");
}

/* Merge m as a JSON object. */
static void json_merge(struct mbuf *mb, const struct maint_pulls *p,
		       const struct maint_pull_merge *m)
{
	mbuf_adds(mb, "{\"id\": ");
	mnt_json_str(mb, m->id);
	mbuf_addf(mb, ", \"kind\": \"%s\", \"depth\": %u, \"tree\": ",
		  mnt_pull_kind_names[m->kind], m->depth);
	if (m->tree != MAINT_PULLS_NONE)
		json_tree_ref(mb, p, m->tree);
	else
		mbuf_adds(mb, "null");
	mbuf_adds(mb, ", \"into\": ");
	json_tree_ref(mb, p, m->into);
	mbuf_adds(mb, ", \"via\": ");
	mnt_json_str(mb,
		     m->via != MAINT_PULLS_NONE ? p->merges[m->via].id : NULL);
	mbuf_adds(mb, ", \"committer\": ");
	mnt_json_str(mb, m->committer);
	mbuf_adds(mb, ", \"date\": ");
	mnt_json_str(mb, m->date);
	mbuf_adds(mb, ", \"subject\": ");
	mnt_json_str(mb, m->subject);
	mbuf_addch(mb, '}');
}

char *maint_pulls_json(const struct maint_pulls *p, unsigned int flags,
		       size_t *len)
{
	struct mbuf mb = MBUF_INIT;

	mbuf_adds(&mb, "{\n  \"range\": ");
	mnt_json_str(&mb, p->range);
	mbuf_adds(&mb, ",\n  \"summary\": {\n");
	json_summary(&mb, &p->sum);
	mbuf_adds(&mb, "\n  },\n  \"trees\": [");
	for (size_t i = 0; i < p->nshown; i++) {
		mbuf_adds(&mb, i ? ",\n    " : "\n    ");
		json_tree(&mb, p, i);
	}
	mbuf_adds(&mb, p->nshown ? "\n  ],\n  \"edges\": " :
				   "],\n  \"edges\": ");
	json_edges(&mb, p);
	if (flags & MAINT_PULLS_JSON_MERGES) {
		mbuf_adds(&mb, ",\n  \"merges\": [");
		for (size_t i = 0; i < p->nmerges; i++) {
			mbuf_adds(&mb, i ? ",\n    " : "\n    ");
			json_merge(&mb, p, &p->merges[i]);
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

/* Per release */

char *maint_pulls_cycles_json(const struct maint_pulls_cycle *c, size_t n,
			      size_t *len)
{
	struct mbuf mb = MBUF_INIT;

	mbuf_adds(&mb, "{\n  \"releases\": [");
	for (size_t i = 0; i < n; i++) {
		const struct maint_pulls_cycle *r = &c[i];

		mbuf_adds(&mb, i ? ",\n    {\"release\": " :
				   "\n    {\"release\": ");
		mnt_json_str(&mb, r->release);
		mbuf_adds(&mb, ", \"range\": ");
		mnt_json_str(&mb, r->range);
		mbuf_addf(&mb,
			  ", \"merges\": %zu, \"pulls\": %zu, \"trees\": %zu, "
			  "\"trees_direct\": %zu, \"deep_pulls\": %zu, "
			  "\"indirect_share\": %.4f, \"max_depth\": %u, ",
			  r->merges, r->pulls, r->trees, r->trees_direct,
			  r->deep_pulls, r->indirect_share, r->max_depth);
		if (r->have_rc1)
			mbuf_addf(&mb,
				  "\"merge_window_pulls\": %zu, "
				  "\"rc_pulls\": %zu, ",
				  r->window_pulls, r->rc_pulls);
		else
			mbuf_adds(&mb, "\"merge_window_pulls\": null, "
				       "\"rc_pulls\": null, ");
		mbuf_addf(&mb,
			  "\"t_trees\": %zu, \"t_trees_unpulled\": %zu, "
			  "\"tied_path\": %zu, \"partial\": %s, "
			  "\"maintainers_rev\": ",
			  r->t_trees, r->t_unpulled, r->tied_path,
			  r->partial ? "true" : "false");
		mnt_json_str(&mb, r->maintainers_rev);
		mbuf_addch(&mb, '}');
	}
	mbuf_adds(&mb, n ? "\n  ]\n}\n" : "]\n}\n");
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, len);
}

/* A CSV field: quoted when it holds a comma, quote or line break. */
static void csv_str(struct mbuf *mb, const char *s)
{
	if (!s)
		return;
	if (!strpbrk(s, ",\"\r\n")) {
		mbuf_adds(mb, s);
		return;
	}
	mbuf_addch(mb, '"');
	for (; *s; s++) {
		if (*s == '"')
			mbuf_addch(mb, '"');
		mbuf_addch(mb, *s);
	}
	mbuf_addch(mb, '"');
}

char *maint_pulls_cycles_csv(const struct maint_pulls_cycle *c, size_t n,
			     size_t *len)
{
	struct mbuf mb = MBUF_INIT;

	mbuf_adds(&mb, "release,range,merges,pulls,trees,trees_direct,"
		       "deep_pulls,deep_share,max_depth,merge_window_pulls,"
		       "rc_pulls,t_trees,t_trees_unpulled,partial\r\n");
	for (size_t i = 0; i < n; i++) {
		const struct maint_pulls_cycle *r = &c[i];

		csv_str(&mb, r->release);
		mbuf_addch(&mb, ',');
		csv_str(&mb, r->range);
		mbuf_addf(&mb, ",%zu,%zu,%zu,%zu,%zu,%.4f,%u,", r->merges,
			  r->pulls, r->trees, r->trees_direct, r->deep_pulls,
			  r->indirect_share, r->max_depth);
		if (r->have_rc1)
			mbuf_addf(&mb, "%zu,%zu", r->window_pulls, r->rc_pulls);
		else
			mbuf_adds(&mb, ",");
		mbuf_addf(&mb, ",%zu,%zu,%s\r\n", r->t_trees, r->t_unpulled,
			  r->partial ? "yes" : "no");
	}
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, len);
}
