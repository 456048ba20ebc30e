// SPDX-License-Identifier: GPL-2.0-only
/*
 * report html's page, its model: every directory of the coverage summed
 * up by class (bottom up), the owner its files share, the directories the
 * treemap shows (breadth first, bounded), the largest best sections of
 * each, and all of it as the JSON the page's script reads.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "report/page-data.h"
#include "jsonw.h"
#include "maint.h"
#include "mbuf.h"
#include "util.h"

const char *const mnt_page_class_names[CL_COUNT] = {
	"Supported", "Maintained", "Odd Fixes",	    "Orphan",
	"Obsolete",  "THE REST only", "no status",
};

const char *const mnt_page_class_colors[CL_COUNT] = {
	"#1b7837", "#5aae61", "#fdb863", "#d6604d",
	"#8c6d31", "#9e9ac8", "#bababa",
};

static int file_class(const struct maint_coverage_file *f)
{
	if (f->status != MAINT_ST_NONE)
		return (int)f->status;
	return f->rest_only ? CL_REST : CL_NONE;
}

int mnt_page_section_class(const struct maint_db *db, size_t s)
{
	const struct maint_section *sec = maint_db_section(db, s);
	size_t i;

	if (maint_section_is_rest(db, s))
		return CL_REST;
	for (i = sec->first; i < sec->end; i++) {
		const struct maint_item *it = maint_db_item(db, i);

		if (it->type == 'S') {
			enum maint_status st = maint_status_of(it->value);

			return st == MAINT_ST_NONE ? CL_NONE : (int)st;
		}
	}
	return CL_NONE;
}


static long merge_key(long a, long b)
{
	if (a == UNSET)
		return b;
	return a == b ? a : MIXED;
}


static int cmp_count(const void *a, const void *b)
{
	const struct tm_count *x = a, *y = b;

	if (x->node != y->node)
		return x->node < y->node ? -1 : 1;
	if (x->files != y->files)
		return x->files > y->files ? -1 : 1;
	return x->section < y->section ? -1 : x->section > y->section;
}

/* Every directory's sums, owner key and class, bottom up. */
static int page_sum_dirs(struct page *pg)
{
	const struct maint_coverage *cov = pg->cov;
	size_t nf = maint_coverage_nfiles(cov), i, k;
	struct mnt_map keys = MNT_MAP_INIT;
	size_t kalloc = 0;

	pg->nd = maint_coverage_ndirs(cov);
	pg->d = calloc(pg->nd + 1, sizeof(*pg->d));
	if (!pg->d)
		return -ENOMEM;
	for (i = 0; i < pg->nd; i++) {
		pg->d[i].key = UNSET;
		pg->d[i].cls = UNSET;
		pg->d[i].node = -1;
	}
	/* key 0: files no section matched */
	if (ALLOC_GROW(pg->key_file, 1, kalloc))
		goto oom;
	pg->key_file[0] = -1;
	pg->nkeys = 1;
	for (i = 0; i < nf; i++) {
		const struct maint_coverage_file *f =
			maint_coverage_file(cov, i);
		struct tm_dir *d = &pg->d[f->dir];
		int c = file_class(f);
		long key = 0;

		if (f->nbest) {
			struct mnt_map_slot *slot;
			bool created;

			slot = mnt_map_insert(&keys, (const char *)f->best,
					      f->nbest * sizeof(*f->best),
					      &created);
			if (!slot)
				goto oom;
			if (created) {
				if (ALLOC_GROW(pg->key_file, pg->nkeys + 1,
					       kalloc))
					goto oom;
				pg->key_file[pg->nkeys] = (long)i;
				slot->value = (intptr_t)pg->nkeys++;
			}
			key = (long)slot->value;
		} else if (pg->key_file[0] < 0) {
			pg->key_file[0] = (long)i;
		}
		d->cf[c]++;
		d->cl[c] += f->lines;
		if (f->profile) {
			d->pf[c]++;
			d->pl[c] += f->lines;
		}
		d->key = merge_key(d->key, key);
		d->cls = merge_key(d->cls, c);
	}
	mnt_map_clear(&keys);
	/* directories come parent first: add each to its parent, last first */
	for (i = pg->nd; i-- > 1;) {
		struct tm_dir *d = &pg->d[i];
		struct tm_dir *up = &pg->d[maint_coverage_dir(cov, i)->parent];

		for (k = 0; k < CL_COUNT; k++) {
			up->cf[k] += d->cf[k];
			up->cl[k] += d->cl[k];
			up->pf[k] += d->pf[k];
			up->pl[k] += d->pl[k];
		}
		if (d->key != UNSET)
			up->key = merge_key(up->key, d->key);
		if (d->cls != UNSET)
			up->cls = merge_key(up->cls, d->cls);
		up->nchildren++;
	}
	return 0;
oom:
	mnt_map_clear(&keys);
	return -ENOMEM;
}

/*
 * The nodes of the treemap, breadth first: the top, its directories,
 * and below each directory whose files have more than one owner its
 * directories, while TM_MAX_NODES and TM_MAX_DEPTH allow; a directory
 * shown has all its directories shown or none (the rest is summed up).
 */
static int page_pick_nodes(struct page *pg)
{
	const struct maint_coverage *cov = pg->cov;
	size_t head = 0, ch;

	pg->nodes = malloc((pg->nd < TM_MAX_NODES ? pg->nd : TM_MAX_NODES) *
				   sizeof(*pg->nodes) +
			   sizeof(*pg->nodes));
	if (!pg->nodes)
		return -ENOMEM;
	pg->nodes[pg->nnodes] = 0;
	pg->d[0].node = (long)pg->nnodes++;
	for (head = 0; head < pg->nnodes; head++) {
		size_t di = pg->nodes[head];
		const struct maint_coverage_dir *d =
			maint_coverage_dir(cov, di);

		if (di && (pg->d[di].key != MIXED || d->depth >= TM_MAX_DEPTH))
			continue;
		if (pg->nnodes + pg->d[di].nchildren > TM_MAX_NODES)
			continue;
		for (ch = d->first_child; ch != (size_t)-1;
		     ch = maint_coverage_dir(cov, ch)->next_sibling) {
			pg->nodes[pg->nnodes] = ch;
			pg->d[ch].node = (long)pg->nnodes++;
		}
	}
	return 0;
}

/* Files per best section for every node, and the sections named. */
static int page_count_sections(struct page *pg)
{
	const struct maint_coverage *cov = pg->cov;
	size_t nf = maint_coverage_nfiles(cov), i, k, n = 0, ns;
	struct mnt_map m = MNT_MAP_INIT;
	int ret = -ENOMEM;

	for (i = 0; i < nf; i++) {
		const struct maint_coverage_file *f =
			maint_coverage_file(cov, i);
		size_t di = f->dir;

		for (;;) {
			const struct maint_coverage_dir *d =
				maint_coverage_dir(cov, di);

			if (pg->d[di].node >= 0) {
				for (k = 0; k < f->nbest; k++) {
					size_t key[2] = {
						(size_t)pg->d[di].node,
						f->best[k]
					};
					struct mnt_map_slot *slot;
					bool created;

					slot = mnt_map_insert(&m,
							      (const char *)key,
							      sizeof(key),
							      &created);
					if (!slot)
						goto out;
					slot->value++;
				}
			}
			if (!di)
				break;
			di = d->parent;
		}
	}
	pg->counts = malloc((m.nr + 1) * sizeof(*pg->counts));
	pg->count_off = calloc(pg->nnodes + 1, sizeof(*pg->count_off));
	if (!pg->counts || !pg->count_off)
		goto out;
	for (i = 0; i < m.cap; i++) {
		size_t key[2];

		if (!m.slots[i].key)
			continue;
		memcpy(key, m.slots[i].key, sizeof(key));
		pg->counts[n].node = key[0];
		pg->counts[n].section = key[1];
		pg->counts[n].files = (size_t)m.slots[i].value;
		n++;
	}
	mnt_qsort(pg->counts, n, sizeof(*pg->counts), cmp_count);
	for (i = 0, k = 0; k <= pg->nnodes; k++) {
		while (i < n && pg->counts[i].node < k)
			i++;
		pg->count_off[k] = i;
	}
	/* the page's section table: those named in a node's top list */
	ns = maint_db_nsections(pg->db);
	pg->secref = malloc((ns + 1) * sizeof(*pg->secref));
	pg->secs = malloc((ns + 1) * sizeof(*pg->secs));
	if (!pg->secref || !pg->secs)
		goto out;
	for (i = 0; i < ns; i++)
		pg->secref[i] = -1;
	for (k = 0; k < pg->nnodes; k++)
		for (i = pg->count_off[k];
		     i < pg->count_off[k + 1] &&
		     i < pg->count_off[k] + TM_TOP_SECTIONS;
		     i++)
			if (pg->secref[pg->counts[i].section] < 0) {
				pg->secref[pg->counts[i].section] =
					(long)pg->nsecs;
				pg->secs[pg->nsecs++] = pg->counts[i].section;
			}
	ret = 0;
out:
	mnt_map_clear(&m);
	return ret;
}

void mnt_page_release(struct page *pg)
{
	free(pg->d);
	free(pg->nodes);
	free(pg->key_file);
	free(pg->counts);
	free(pg->count_off);
	free(pg->secref);
	free(pg->secs);
}

int mnt_page_build(struct page *pg)
{
	int ret = page_sum_dirs(pg);

	if (!ret)
		ret = page_pick_nodes(pg);
	if (!ret)
		ret = page_count_sections(pg);
	return ret;
}

static void js_counts(struct jsonw *w, const size_t *v)
{
	size_t i;

	jsonw_start_array(w);
	for (i = 0; i < CL_COUNT; i++)
		jsonw_uint(w, v[i]);
	jsonw_end_array(w);
}

static void js_counts_ull(struct jsonw *w, const unsigned long long *v)
{
	size_t i;

	jsonw_start_array(w);
	for (i = 0; i < CL_COUNT; i++)
		jsonw_uint(w, v[i]);
	jsonw_end_array(w);
}

/* One node and its shown directories, as nested objects. */
static void js_node(struct jsonw *w, const struct page *pg, size_t node,
		    unsigned int depth)
{
	size_t di = pg->nodes[node], i, ch, pf = 0;
	const struct maint_coverage_dir *d = maint_coverage_dir(pg->cov, di);
	const struct tm_dir *t = &pg->d[di];

	jsonw_start_object(w);
	jsonw_string_field(w, "n", di ? d->name : "");
	jsonw_name(w, "f");
	js_counts(w, t->cf);
	if (pg->lines) {
		jsonw_name(w, "l");
		js_counts_ull(w, t->cl);
	}
	for (i = 0; i < CL_COUNT; i++)
		pf += t->pf[i];
	jsonw_uint_field(w, "p", pf);
	jsonw_name(w, "s");
	jsonw_start_array(w);
	for (i = pg->count_off[node];
	     i < pg->count_off[node + 1] &&
	     i < pg->count_off[node] + TM_TOP_SECTIONS;
	     i++) {
		jsonw_start_array(w);
		jsonw_int(w, pg->secref[pg->counts[i].section]);
		jsonw_uint(w, pg->counts[i].files);
		jsonw_end_array(w);
	}
	jsonw_end_array(w);
	jsonw_uint_field(w, "k", pg->count_off[node + 1] - pg->count_off[node]);
	jsonw_name(w, "c");
	jsonw_start_array_nl(w, JSONW_NL_SEP | JSONW_NL_LEAD, 0);
	for (ch = d->first_child; ch != (size_t)-1;
	     ch = maint_coverage_dir(pg->cov, ch)->next_sibling) {
		if (pg->d[ch].node < 0)
			break;
		js_node(w, pg, (size_t)pg->d[ch].node, depth + 1);
	}
	jsonw_end_array(w);
	jsonw_end_object(w);
}

/* The profile a section names (index into p), or -1. */
static long section_profile(const struct page *pg, size_t s)
{
	const struct maint_section *sec = maint_db_section(pg->db, s);
	size_t i, k;

	for (i = sec->first; i < sec->end; i++) {
		const struct maint_item *it = maint_db_item(pg->db, i);

		if (it->type != 'P')
			continue;
		for (k = 0; k < pg->np; k++)
			if (!strcmp(pg->p[k].value, it->value))
				return (long)k;
	}
	return -1;
}

/* The values of a section's @tag lines, at most max, as a JSON array. */
static void js_tags(struct jsonw *w, const struct maint_db *db, size_t s,
		    char tag, size_t max)
{
	const struct maint_section *sec = maint_db_section(db, s);
	size_t i, n = 0;

	jsonw_start_array(w);
	for (i = sec->first; i < sec->end && n < max; i++) {
		const struct maint_item *it = maint_db_item(db, i);

		if (it->type != tag || !it->value)
			continue;
		n++;
		jsonw_string(w, it->value);
	}
	jsonw_end_array(w);
}

/* [name, class, [M:], [L:], profile, file:line] per section named. */
static void js_sections(struct jsonw *w, const struct page *pg)
{
	size_t i;

	jsonw_start_array_nl(w, JSONW_NL_SEP | JSONW_NL_LEAD, 0);
	for (i = 0; i < pg->nsecs; i++) {
		size_t s = pg->secs[i];
		const struct maint_item *h = maint_db_item(
			pg->db, maint_db_section(pg->db, s)->header);

		jsonw_start_array(w);
		jsonw_string(w, maint_section_name(pg->db, s));
		jsonw_int(w, mnt_page_section_class(pg->db, s));
		js_tags(w, pg->db, s, 'M', SEC_MAX_PEOPLE);
		js_tags(w, pg->db, s, 'L', SEC_MAX_LISTS);
		jsonw_int(w, section_profile(pg, s));
		jsonw_uint(w, h->line);
		jsonw_end_array(w);
	}
	jsonw_end_array(w);
}

void mnt_page_data(struct mbuf *mb, const struct page *pg,
		    const struct maint_report_profile *p, size_t np, bool cov)
{
	struct jsonw w;
	size_t i;

	jsonw_init(&w, mb, JSONW_COMPACT | JSONW_SCRIPT);
	jsonw_start_object(&w);
	jsonw_name(&w, "classes");
	jsonw_start_array(&w);
	for (i = 0; i < CL_COUNT; i++)
		jsonw_string(&w, mnt_page_class_names[i]);
	jsonw_end_array(&w);
	jsonw_name(&w, "colors");
	jsonw_start_array(&w);
	for (i = 0; i < CL_COUNT; i++)
		jsonw_string(&w, mnt_page_class_colors[i]);
	jsonw_end_array(&w);
	jsonw_uint_field(&w, "nprofiles", np);
	jsonw_bool_field(&w, "lines", pg->lines);
	jsonw_name(&w, "profiles");
	jsonw_start_array(&w);
	for (i = 0; i < np; i++)
		jsonw_string(&w, p[i].value);
	jsonw_end_array(&w);
	if (cov) {
		jsonw_break(&w);
		jsonw_name(&w, "pf");
		js_counts(&w, pg->d[0].pf);
		jsonw_name(&w, "pl");
		js_counts_ull(&w, pg->d[0].pl);
		jsonw_break(&w);
		jsonw_name(&w, "sections");
		js_sections(&w, pg);
		jsonw_break(&w);
		jsonw_name(&w, "tree");
		js_node(&w, pg, 0, 0);
	}
	jsonw_end_object(&w);
}
