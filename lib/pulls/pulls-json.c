// SPDX-License-Identifier: GPL-2.0-only
/*
 * Pulls: the data formats.  A pull graph as JSON (maint_pulls_json: the
 * summary, the trees, the edges between them, optionally the merges),
 * the per-release table as JSON and CSV, and the note on a tie.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maint.h"
#include "mbuf.h"
#include "util.h"
#include "jsonw.h"
#include "pulls/pulls.h"

/* {"1": v[1], ..., "max": v[max]} */
static void json_counts(struct jsonw *w, const size_t *v, unsigned int max)
{
	char key[16];

	jsonw_start_object(w);
	for (unsigned int d = 1; d <= max; d++) {
		snprintf(key, sizeof(key), "%u", d);
		jsonw_uint_field(w, key, v[d]);
	}
	jsonw_end_object(w);
}

static void json_date(struct jsonw *w, const struct maint_pulls *p, size_t m)
{
	jsonw_string(w, m < p->nmerges ? p->merges[m].date : NULL);
}

static void json_tree_ref(struct jsonw *w, const struct maint_pulls *p,
			  size_t t)
{
	jsonw_string(w, t < p->nshown ? p->trees[t].url : "mainline");
}

/* "[a, b]": a JSON array of the strings v[0..n) */
static void json_strs(struct jsonw *w, const char *const *v, size_t n)
{
	jsonw_start_array(w);
	for (size_t k = 0; k < n; k++)
		jsonw_string(w, v[k]);
	jsonw_end_array(w);
}

static void json_sections(struct jsonw *w, const struct maint_pulls *p,
			  const struct pl_tree *t)
{
	jsonw_start_array(w);
	for (size_t j = 0; j < t->nsections; j++) {
		size_t s = t->sections[j];
		const struct maint_section *sec = maint_db_section(p->db, s);
		const struct maint_item *it = maint_db_item(p->db, sec->header);

		jsonw_start_object(w);
		jsonw_string_field(w, "name", maint_section_name(p->db, s));
		jsonw_string_field(w, "file", it->file);
		jsonw_uint_field(w, "line", it->line);
		jsonw_name(w, "maintainers");
		json_strs(w, (const char *const *)p->people[s], p->npeople[s]);
		jsonw_end_object(w);
	}
	jsonw_end_array(w);
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

static void json_tie(struct jsonw *w, const struct maint_pulls *p, size_t i)
{
	const struct pl_tree *t = &p->trees[i];

	if (!t->pulled)
		return;
	jsonw_string_field(w, "tie", tie_names[t->tie]);
	if (t->tie == MAINT_TIE_PATH) {
		char note[512];

		jsonw_string_field(w, "t_url", t->t_url);
		maint_pulls_tie_note(&p->pub[i], note, sizeof(note));
		jsonw_string_field(w, "tie_note", note);
	}
	if (t->tie == MAINT_TIE_AMBIGUOUS) {
		jsonw_name(w, "candidates");
		json_strs(w, (const char *const *)t->cand, t->ncand);
	}
}

/* n, or null when it is not known */
static void json_uint_or_null(struct jsonw *w, const char *name, bool known,
			      unsigned long long n)
{
	jsonw_name(w, name);
	if (known)
		jsonw_uint(w, n);
	else
		jsonw_null(w);
}

/* The "summary" object's members, each on a line of its own. */
static void json_summary(struct jsonw *w, const struct maint_pulls_summary *s)
{
	jsonw_start_object_nl(w, JSONW_PRETTY, 4);
	jsonw_uint_field(w, "merges", s->merges);
	jsonw_uint_field(w, "pulls", s->pulls);
	jsonw_uint_field(w, "other_merges", s->other);
	jsonw_name(w, "other_by_kind");
	jsonw_start_object(w);
	for (size_t k = 1; k < MAINT_MERGE_KIND_COUNT; k++)
		jsonw_uint_field(w, mnt_pull_kind_names[k], s->other_by_kind[k]);
	jsonw_end_object(w);
	jsonw_uint_field(w, "unreached_merges", s->unreached);
	jsonw_uint_field(w, "trees", s->trees);
	jsonw_uint_field(w, "trees_direct", s->trees_direct);
	jsonw_uint_field(w, "trees_unlisted", s->trees_unlisted);
	jsonw_uint_field(w, "t_trees", s->t_trees);
	jsonw_uint_field(w, "t_trees_unpulled", s->t_unpulled);
	jsonw_uint_field(w, "max_depth", s->max_depth);
	jsonw_name(w, "pulls_by_depth");
	json_counts(w, s->pulls_by_depth, s->max_depth);
	jsonw_name(w, "trees_by_depth");
	json_counts(w, s->trees_by_depth, s->max_depth);
	jsonw_float_field(w, "indirect_share", 4, s->indirect_share);
	jsonw_name(w, "start");
	if (s->have_start)
		jsonw_int(w, s->start);
	else
		jsonw_null(w);
	jsonw_name(w, "rc1");
	if (s->have_rc1)
		jsonw_int(w, s->rc1);
	else
		jsonw_null(w);
	json_uint_or_null(w, "merge_window_pulls", s->have_rc1,
			  s->window_pulls);
	json_uint_or_null(w, "rc_pulls", s->have_rc1, s->rc_pulls);
	jsonw_uint_field(w, "tied_url", s->tied_url);
	jsonw_uint_field(w, "tied_path", s->tied_path);
	jsonw_uint_field(w, "ambiguous", s->ambiguous);
	jsonw_uint_field(w, "t_bad_lines", s->t_bad);
	jsonw_bool_field(w, "partial", s->partial);
	jsonw_string_field(w, "maintainers_rev", s->maintainers_rev);
	jsonw_uint_field(w, "maintainers_files", s->maintainers_files);
	jsonw_name(w, "pulls_by_week");
	jsonw_start_array(w);
	for (size_t i = 0; i < s->nweeks; i++)
		jsonw_uint(w, s->pulls_by_week[i]);
	jsonw_end_array(w);
	jsonw_end_object(w);
}

/* Tree i as a JSON object. */
static void json_tree(struct jsonw *w, const struct maint_pulls *p, size_t i)
{
	const struct pl_tree *t = &p->trees[i];

	jsonw_start_object(w);
	jsonw_string_field(w, "url", t->url);
	jsonw_string_field(w, "name", t->name);
	jsonw_string_field(w, "display", t->display);
	jsonw_uint_field(w, "pulls", t->npulls);
	jsonw_uint_field(w, "depth", t->depth);
	jsonw_name(w, "first");
	json_date(w, p, t->first);
	jsonw_name(w, "last");
	json_date(w, p, t->last);
	jsonw_name(w, "committers");
	json_strs(w, t->committers, t->ncommitters);
	jsonw_name(w, "into");
	jsonw_start_array(w);
	for (size_t k = 0; k < t->ninto; k++)
		json_tree_ref(w, p, t->into[k]);
	jsonw_end_array(w);
	jsonw_name(w, "sections");
	json_sections(w, p, t);
	json_tie(w, p, i);
	jsonw_end_object(w);
}

/* The "edges" array: one object for each tree a tree was pulled into. */
static void json_edges(struct jsonw *w, const struct maint_pulls *p)
{
	jsonw_start_array_nl(w, JSONW_PRETTY, 4);
	for (size_t i = 0; i < p->nshown; i++) {
		const struct pl_tree *t = &p->trees[i];

		for (size_t j = 0; j < t->ninto; j++) {
			jsonw_start_object(w);
			jsonw_string_field(w, "from", t->url);
			jsonw_name(w, "to");
			json_tree_ref(w, p, t->into[j]);
			jsonw_uint_field(w, "pulls", t->icount[j]);
			jsonw_end_object(w);
		}
	}
	jsonw_end_array(w);
}

/* Merge m as a JSON object. */
static void json_merge(struct jsonw *w, const struct maint_pulls *p,
		       const struct maint_pull_merge *m)
{
	jsonw_start_object(w);
	jsonw_string_field(w, "id", m->id);
	jsonw_string_field(w, "kind", mnt_pull_kind_names[m->kind]);
	jsonw_uint_field(w, "depth", m->depth);
	jsonw_name(w, "tree");
	if (m->tree != MAINT_PULLS_NONE)
		json_tree_ref(w, p, m->tree);
	else
		jsonw_null(w);
	jsonw_name(w, "into");
	json_tree_ref(w, p, m->into);
	jsonw_string_field(w, "via", m->via != MAINT_PULLS_NONE ?
					     p->merges[m->via].id :
					     NULL);
	jsonw_string_field(w, "committer", m->committer);
	jsonw_string_field(w, "date", m->date);
	jsonw_string_field(w, "subject", m->subject);
	jsonw_end_object(w);
}

/* The text of a JSON document: mb and its final newline, or NULL */
static char *json_done(struct mbuf *mb, size_t *len)
{
	mbuf_addch(mb, '\n');
	if (mbuf_failed(mb)) {
		mbuf_release(mb);
		return NULL;
	}
	return mbuf_detach(mb, len);
}

char *maint_pulls_json(const struct maint_pulls *p, unsigned int flags,
		       size_t *len)
{
	struct mbuf mb = MBUF_INIT;
	struct jsonw w;

	jsonw_init(&w, &mb, 0);
	jsonw_start_object_nl(&w, JSONW_PRETTY, 2);
	jsonw_string_field(&w, "range", p->range);
	jsonw_name(&w, "summary");
	json_summary(&w, &p->sum);
	jsonw_name(&w, "trees");
	jsonw_start_array_nl(&w, JSONW_PRETTY, 4);
	for (size_t i = 0; i < p->nshown; i++)
		json_tree(&w, p, i);
	jsonw_end_array(&w);
	jsonw_name(&w, "edges");
	json_edges(&w, p);
	if (flags & MAINT_PULLS_JSON_MERGES) {
		jsonw_name(&w, "merges");
		jsonw_start_array_nl(&w, JSONW_PRETTY, 4);
		for (size_t i = 0; i < p->nmerges; i++)
			json_merge(&w, p, &p->merges[i]);
		jsonw_end_array(&w);
	}
	jsonw_end_object(&w);
	return json_done(&mb, len);
}

/* Per release */

char *maint_pulls_cycles_json(const struct maint_pulls_cycles *cs, size_t *len)
{
	const struct maint_pulls_cycle *c = cs->v;
	size_t n = cs->n;
	struct mbuf mb = MBUF_INIT;
	struct jsonw w;

	jsonw_init(&w, &mb, 0);
	jsonw_start_object_nl(&w, JSONW_PRETTY, 2);
	jsonw_name(&w, "releases");
	jsonw_start_array_nl(&w, JSONW_PRETTY, 4);
	for (size_t i = 0; i < n; i++) {
		const struct maint_pulls_cycle *r = &c[i];

		jsonw_start_object(&w);
		jsonw_string_field(&w, "release", r->release);
		jsonw_string_field(&w, "range", r->range);
		jsonw_uint_field(&w, "merges", r->merges);
		jsonw_uint_field(&w, "pulls", r->pulls);
		jsonw_uint_field(&w, "trees", r->trees);
		jsonw_uint_field(&w, "trees_direct", r->trees_direct);
		jsonw_uint_field(&w, "deep_pulls", r->deep_pulls);
		jsonw_float_field(&w, "indirect_share", 4, r->indirect_share);
		jsonw_uint_field(&w, "max_depth", r->max_depth);
		json_uint_or_null(&w, "merge_window_pulls", r->have_rc1,
				  r->window_pulls);
		json_uint_or_null(&w, "rc_pulls", r->have_rc1, r->rc_pulls);
		jsonw_uint_field(&w, "t_trees", r->t_trees);
		jsonw_uint_field(&w, "t_trees_unpulled", r->t_unpulled);
		jsonw_uint_field(&w, "tied_path", r->tied_path);
		jsonw_bool_field(&w, "partial", r->partial);
		jsonw_string_field(&w, "maintainers_rev", r->maintainers_rev);
		jsonw_end_object(&w);
	}
	jsonw_end_array(&w);
	jsonw_end_object(&w);
	return json_done(&mb, len);
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

char *maint_pulls_cycles_csv(const struct maint_pulls_cycles *cs, size_t *len)
{
	const struct maint_pulls_cycle *c = cs->v;
	size_t n = cs->n;
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
