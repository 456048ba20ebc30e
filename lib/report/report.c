// SPDX-License-Identifier: GPL-2.0-only
/*
 * Report: the profiles MAINTAINERS names compared side by side, their
 * toctree, and one self-contained HTML page with the comparison, the
 * coverage summary and a treemap of the tree.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "base/gitrun.h"
#include "base/html.h"
#include "maint.h"
#include "mbuf.h"
#include "util.h"
#include "jsonw.h"

static int cmp_profile(const void *a, const void *b)
{
	const struct maint_report_profile *x = a, *y = b;

	return strcmp(x->value, y->value);
}

int maint_report_profiles(struct maint_db *db, const char *root,
			  struct maint_report_profile **out, size_t *n,
			  const struct maint_diag_sink *diag)
{
	struct maint_report_profile *v = NULL;
	size_t nv = 0, alloc = 0, i, k, ni = maint_db_nitems(db);
	struct mnt_map seen = MNT_MAP_INIT;
	int ret = 0;

	*out = NULL;
	*n = 0;
	for (i = 0; i < ni; i++) {
		const struct maint_item *it = maint_db_item(db, i);
		size_t s = maint_db_section_of(db, i);
		struct maint_report_profile *p;
		struct mnt_map_slot *slot;
		enum maint_pkind kind;
		bool created;

		if (it->type != 'P' || s == (size_t)-1)
			continue;
		kind = maint_p_kind(it->value);
		if (kind != MAINT_P_FILE && kind != MAINT_P_URI)
			continue;
		slot = mnt_map_insert(&seen, it->value, strlen(it->value),
				      &created);
		if (!slot) {
			ret = -ENOMEM;
			goto fail;
		}
		if (created) {
			if (ALLOC_GROW(v, nv + 1, alloc)) {
				ret = -ENOMEM;
				goto fail;
			}
			memset(&v[nv], 0, sizeof(v[nv]));
			v[nv].value = it->value;
			v[nv].kind = kind;
			slot->value = (intptr_t)nv++;
		}
		p = &v[slot->value];
		if (p->nsections && p->sections[p->nsections - 1] == s)
			continue;
		k = p->nsections;
		if (ALLOC_GROW(p->sections, k + 1, k)) {
			ret = -ENOMEM;
			goto fail;
		}
		p->sections[p->nsections++] = s;
	}
	for (i = 0; i < nv; i++) {
		struct maint_report_profile *p = &v[i];
		char *path = NULL;
		struct stat st;

		if (p->kind != MAINT_P_FILE)
			continue;
		p->err = maint_profile_resolve(root ? root : ".", p->value,
					       &path);
		if (!p->err && (stat(path, &st) || !S_ISREG(st.st_mode)))
			p->err = -ENOENT;
		if (!p->err) {
			p->exists = true;
			p->err = maint_profile_load(&p->prof, path, p->value,
						    diag);
			if (p->err == -ENOMEM) {
				free(path);
				ret = -ENOMEM;
				goto fail;
			}
		}
		free(path);
	}
	mnt_map_clear(&seen);
	if (nv > 1)
		mnt_qsort(v, nv, sizeof(*v), cmp_profile);
	*out = v;
	*n = nv;
	return 0;
fail:
	mnt_map_clear(&seen);
	maint_report_profiles_free(v, nv);
	return ret;
}

void maint_report_profiles_free(struct maint_report_profile *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		free(p[i].sections);
		maint_profile_free(p[i].prof);
	}
	free(p);
}

static const char *const col_names[MAINT_RC_COUNT][2] = {
	{ "profile", "profile" },
	{ "sections", "sections" },
	{ "status", "status" },
	{ "patchwork", "patchwork" },
	{ "feature deadline", "feature_deadline" },
	{ "merge deadline", "merge_deadline" },
	{ "ping wait", "ping_wait" },
	{ "reminder style", "reminder_style" },
	{ "cleanup policy", "cleanup_policy" },
	{ "tests", "tests" },
	{ "base", "base" },
};

const char *maint_report_col_name(enum maint_report_col col)
{
	return col < MAINT_RC_COUNT ? col_names[col][0] : "";
}

const char *maint_report_col_key(enum maint_report_col col)
{
	return col < MAINT_RC_COUNT ? col_names[col][1] : "";
}

/* Append value unless the "; "-joined list already holds it. */
static void add_distinct(struct mbuf *mb, const char *value)
{
	size_t vl = strlen(value);
	const char *p = mb->buf;

	while (p && *p) {
		const char *e = strstr(p, "; ");
		size_t l = e ? (size_t)(e - p) : strlen(p);

		if (l == vl && !memcmp(p, value, l))
			return;
		p = e ? e + 2 : NULL;
	}
	if (mb->len)
		mbuf_adds(mb, "; ");
	mbuf_adds(mb, value);
}

static void section_tags(const struct maint_db *db,
			 const struct maint_report_profile *p, char tag,
			 struct mbuf *mb)
{
	size_t i, k;

	for (k = 0; k < p->nsections; k++) {
		const struct maint_section *s =
			maint_db_section(db, p->sections[k]);

		for (i = s->first; i < s->end; i++) {
			const struct maint_item *it = maint_db_item(db, i);

			if (it->type == tag && it->value && *it->value)
				add_distinct(mb, it->value);
		}
	}
}

static const enum maint_fact_kind col_fact[MAINT_RC_COUNT] = {
	[MAINT_RC_RC_NEW] = MAINT_FACT_RC_NEW,
	[MAINT_RC_RC_MERGE] = MAINT_FACT_RC_MERGE,
	[MAINT_RC_PING_WAIT] = MAINT_FACT_PING_WAIT,
	[MAINT_RC_PING_HOW] = MAINT_FACT_PING_HOW,
	[MAINT_RC_CLEANUP] = MAINT_FACT_CLEANUP,
	[MAINT_RC_TESTS] = MAINT_FACT_TEST,
	[MAINT_RC_BASE] = MAINT_FACT_BASE,
};

char *maint_report_cell(const struct maint_db *db,
			const struct maint_report_profile *p,
			enum maint_report_col col)
{
	struct mbuf mb = MBUF_INIT;
	size_t i, n;

	switch (col) {
	case MAINT_RC_PROFILE:
		mbuf_adds(&mb, p->value);
		break;
	case MAINT_RC_SECTIONS:
		for (i = 0; i < p->nsections; i++)
			add_distinct(&mb,
				     maint_section_name(db, p->sections[i]));
		break;
	case MAINT_RC_STATUS:
		section_tags(db, p, 'S', &mb);
		break;
	case MAINT_RC_PATCHWORK:
		section_tags(db, p, 'Q', &mb);
		break;
	case MAINT_RC_COUNT:
		break;
	default:
		if (!p->prof)
			break;
		n = maint_profile_nfacts(p->prof);
		for (i = 0; i < n; i++) {
			const struct maint_fact *f =
				maint_profile_fact(p->prof, i);
			struct mbuf v = MBUF_INIT;

			if (f->kind != col_fact[col] || !f->value)
				continue;
			mbuf_adds(&v, f->value);
			if (f->level && strcmp(f->level, "required"))
				mbuf_addf(&v, " (%s)", f->level);
			add_distinct(&mb, v.buf);
			mbuf_release(&v);
			if (!maint_fact_kind_multi(f->kind))
				break;
		}
		break;
	}
	if (!mb.len)
		mbuf_adds(&mb, MAINT_NOT_STATED);
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, NULL);
}

static int cmp_cstr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* @target relative to the directory @base, both relative to the top. */
static void relpath(struct mbuf *mb, const char *base, const char *target)
{
	size_t i = 0, common = 0;
	const char *p;

	/* the longest common run of whole directories */
	while (base[i] && base[i] == target[i]) {
		i++;
		if (target[i] == '/' && (base[i] == '/' || !base[i]))
			common = i + 1;
	}
	if (!base[i] && target[i] == '/')
		common = i + 1;
	if (!*base)
		common = 0;
	/* one ".." for each directory of base past the common part */
	/* common may point just past base's end (base is a prefix) */
	for (p = base + (common > strlen(base) ? strlen(base) : common); *p;) {
		mbuf_adds(mb, "../");
		p = strchr(p, '/');
		if (!p)
			break;
		while (*p == '/')
			p++;
	}
	mbuf_adds(mb, target + common);
}

char *maint_report_toc(const struct maint_report_profile *p, size_t n,
		       const char *base_dir)
{
	struct mbuf mb = MBUF_INIT;
	char **v = calloc(n + 1, sizeof(*v));
	size_t i, k = 0;
	char *base;

	if (!v)
		return NULL;
	base = mnt_strndup(base_dir ? base_dir : "",
			   base_dir ? strlen(base_dir) : 0);
	if (!base) {
		free(v);
		return NULL;
	}
	while (*base && base[strlen(base) - 1] == '/')
		base[strlen(base) - 1] = '\0';
	for (i = 0; i < n; i++) {
		struct mbuf r = MBUF_INIT;
		size_t l;

		if (p[i].kind != MAINT_P_FILE || !p[i].exists)
			continue;
		relpath(&r, base, p[i].value);
		l = r.len;
		if (l > 4 && !strcmp(r.buf + l - 4, ".rst"))
			mbuf_setlen(&r, l - 4);
		v[k++] = mbuf_detach(&r, NULL);
		if (!v[k - 1])
			goto oom;
	}
	mnt_qsort(v, k, sizeof(*v), cmp_cstr);
	mbuf_adds(&mb, ".. toctree::\n   :maxdepth: 1\n\n");
	for (i = 0; i < k; i++)
		if (!i || strcmp(v[i], v[i - 1]))
			mbuf_addf(&mb, "   %s\n", v[i]);
oom:
	for (i = 0; i < k; i++)
		free(v[i]);
	free(v);
	free(base);
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, NULL);
}

/* HTML */

/*
 * The ownership classes of the page: the five statuses, then files only
 * THE REST matched, then files with no section or a section without a
 * recognised S: line.  The first five are enum maint_status's values.
 */
enum {
	CL_ORPHAN = MAINT_ST_ORPHAN,
	CL_ODD = MAINT_ST_ODD_FIXES,
	CL_REST = MAINT_ST_COUNT - 1,
	CL_NONE,
	CL_COUNT,
};

static const char *const class_names[CL_COUNT] = {
	"Supported", "Maintained", "Odd Fixes",	    "Orphan",
	"Obsolete",  "THE REST only", "no status",
};

static const char *const class_colors[CL_COUNT] = {
	"#1b7837", "#5aae61", "#fdb863", "#d6604d",
	"#8c6d31", "#9e9ac8", "#bababa",
};

/* What the treemap shows at most: below this, directories are summed. */
#define TM_MAX_NODES 15000
#define TM_MAX_DEPTH 24
/* Sections named per area, people and lists per section, hot spots. */
#define TM_TOP_SECTIONS 6
#define SEC_MAX_PEOPLE 8
#define SEC_MAX_LISTS 4
#define HOT_MAX 15

static int file_class(const struct maint_cov_file *f)
{
	if (f->status != MAINT_ST_NONE)
		return (int)f->status;
	return f->rest_only ? CL_REST : CL_NONE;
}

/* A section's class from its first S: line; THE REST is CL_REST. */
static int section_class(const struct maint_db *db, size_t s)
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

#define MIXED (-2)
#define UNSET (-1)

static long merge_key(long a, long b)
{
	if (a == UNSET)
		return b;
	return a == b ? a : MIXED;
}

/* Per directory of the coverage: what its files add up to. */
struct tm_dir {
	size_t cf[CL_COUNT], pf[CL_COUNT];
	unsigned long long cl[CL_COUNT], pl[CL_COUNT];
	long key; /* the owner (best sections) all its files share, or MIXED */
	long cls; /* the class all its files share, or MIXED */
	long node; /* its node on the page, or -1 */
	size_t nchildren;
};

struct tm_count {
	size_t node, section, files;
};

struct page {
	const struct maint_db *db;
	const struct maint_coverage *cov;
	const struct maint_report_profile *p;
	size_t np;
	bool lines;
	struct tm_dir *d;
	size_t nd;
	size_t *nodes; /* node -> directory, BFS order */
	size_t nnodes;
	long *key_file; /* owner key -> a file with it */
	size_t nkeys;
	struct tm_count *counts; /* by node, most files first */
	size_t *count_off; /* node -> first count; nnodes + 1 entries */
	long *secref; /* section -> index in the page's table, or -1 */
	size_t *secs; /* the table: sections */
	size_t nsecs;
};

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
		const struct maint_cov_file *f = maint_coverage_file(cov, i);
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
		const struct maint_cov_dir *d = maint_coverage_dir(cov, di);

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
		const struct maint_cov_file *f = maint_coverage_file(cov, i);
		size_t di = f->dir;

		for (;;) {
			const struct maint_cov_dir *d =
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

static void page_release(struct page *pg)
{
	free(pg->d);
	free(pg->nodes);
	free(pg->key_file);
	free(pg->counts);
	free(pg->count_off);
	free(pg->secref);
	free(pg->secs);
}

static int page_build(struct page *pg)
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
	const struct maint_cov_dir *d = maint_coverage_dir(pg->cov, di);
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
		jsonw_int(w, section_class(pg->db, s));
		js_tags(w, pg->db, s, 'M', SEC_MAX_PEOPLE);
		js_tags(w, pg->db, s, 'L', SEC_MAX_LISTS);
		jsonw_int(w, section_profile(pg, s));
		jsonw_uint(w, h->line);
		jsonw_end_array(w);
	}
	jsonw_end_array(w);
}

/* Link text for a directory of the tree; "" is the top. */
static void html_dir_link(struct mbuf *mb, const char *path, const char *cls)
{
	mbuf_addf(mb, "<a class=\"%s\" href=\"#tm\" data-path=\"", cls);
	mnt_html_text(mb, path);
	mbuf_adds(mb, "\"><code>");
	if (*path) {
		mnt_html_text(mb, path);
		mbuf_addch(mb, '/');
	} else {
		mbuf_adds(mb, "(the whole tree)");
	}
	mbuf_adds(mb, "</code></a>");
}

struct hot {
	size_t dir;
	unsigned long long files, lines;
	bool top_lines;
};

static int cmp_hot_files(const void *a, const void *b)
{
	const struct hot *x = a, *y = b;

	if (x->files != y->files)
		return x->files > y->files ? -1 : 1;
	if (x->lines != y->lines)
		return x->lines > y->lines ? -1 : 1;
	return x->dir < y->dir ? -1 : x->dir > y->dir;
}

static int cmp_hot_lines(const void *a, const void *b)
{
	const struct hot *x = a, *y = b;

	if (x->lines != y->lines)
		return x->lines > y->lines ? -1 : 1;
	return cmp_hot_files(a, b);
}

/* The owner of a directory whose files share their best sections. */
static void html_owner(struct mbuf *mb, const struct page *pg, size_t di)
{
	long key = pg->d[di].key, fi;
	const struct maint_cov_file *f;
	size_t k;

	if (key < 0 || (fi = pg->key_file[key]) < 0) {
		mbuf_adds(mb, key == MIXED ? "several" : "none");
		return;
	}
	f = maint_coverage_file(pg->cov, (size_t)fi);
	if (!f->nbest)
		mbuf_adds(mb, "none");
	for (k = 0; k < f->nbest; k++) {
		if (k)
			mbuf_adds(mb, "; ");
		mnt_html_text(mb, maint_section_name(pg->db, f->best[k]));
	}
}

/* The largest topmost directories all of whose files are of class c. */
static void html_hot(struct mbuf *mb, const struct page *pg, int c,
		     const char *what)
{
	struct hot *v = malloc((pg->nd + 1) * sizeof(*v));
	size_t i, n = 0, shown = 0;
	unsigned long long tf = 0, tl = 0;

	if (!v) {
		mb->oom = true;
		return;
	}
	for (i = 0; i < pg->nd; i++) {
		const struct maint_cov_dir *d = maint_coverage_dir(pg->cov, i);

		if (pg->d[i].cls != c || (i && pg->d[d->parent].cls == c))
			continue;
		v[n].dir = i;
		v[n].files = pg->d[i].cf[c];
		v[n].lines = pg->d[i].cl[c];
		v[n].top_lines = false;
		tf += v[n].files;
		tl += v[n].lines;
		n++;
	}
	/* the largest by files, and with --lines also the largest by lines */
	if (pg->lines) {
		mnt_qsort(v, n, sizeof(*v), cmp_hot_lines);
		for (i = 0; i < n && i < HOT_MAX; i++)
			v[i].top_lines = true;
	}
	mnt_qsort(v, n, sizeof(*v), cmp_hot_files);
	for (i = 0; i < n; i++)
		if (i < HOT_MAX || v[i].top_lines)
			v[shown++] = v[i];
	mbuf_addf(mb, "<div class=\"hotbox\" id=\"hot-%d\"><h3>", c);
	mnt_html_text(mb, what);
	mbuf_addf(mb, "</h3>\n<p class=\"note\">%zu such director%s, "
		      "%llu files",
		  n, n == 1 ? "y" : "ies", tf);
	if (pg->lines)
		mbuf_addf(mb, ", %llu lines", tl);
	mbuf_adds(mb, " in all.</p>\n");
	if (!n) {
		mbuf_adds(mb, "</div>\n");
		free(v);
		return;
	}
	mbuf_adds(mb, "<table class=\"sortable hot-t\"><thead><tr>"
		      "<th class=\"sort\">directory</th>"
		      "<th class=\"sort num\">files</th>");
	if (pg->lines)
		mbuf_adds(mb, "<th class=\"sort num\">lines</th>");
	mbuf_adds(mb, "<th class=\"sort\">best section</th></tr></thead>"
		      "<tbody>\n");
	for (i = 0; i < shown; i++) {
		const struct maint_cov_dir *d =
			maint_coverage_dir(pg->cov, v[i].dir);

		mbuf_adds(mb, "<tr><td>");
		html_dir_link(mb, d->path, "hs go");
		mbuf_addf(mb, "</td><td class=\"num\" data-v=\"%llu\">%llu</td>",
			  v[i].files, v[i].files);
		if (pg->lines)
			mbuf_addf(mb, "<td class=\"num\" data-v=\"%llu\">"
				      "%llu</td>",
				  v[i].lines, v[i].lines);
		mbuf_adds(mb, "<td>");
		html_owner(mb, pg, v[i].dir);
		mbuf_adds(mb, "</td></tr>\n");
	}
	mbuf_adds(mb, "</tbody></table>");
	if (shown < n)
		mbuf_addf(mb, "<p class=\"note\">and %zu smaller.</p>",
			  n - shown);
	mbuf_adds(mb, "</div>\n");
	free(v);
}

static void html_hot_spots(struct mbuf *mb, const struct page *pg)
{
	mbuf_adds(mb, "<h2 id=\"hot\">Hot spots</h2>\n<p>Each list names the "
		      "largest directories <em>every</em> file of which has "
		      "the status shown in its best section (the most "
		      "specific section matching it, THE REST aside), topmost "
		      "directories only; the files (");
	mbuf_adds(mb, pg->lines ? "and lines) counted are all those below "
				  "the directory. Sorted by files; click a "
				  "heading to sort by lines."
				: "with --lines, lines) counted are all those "
				  "below the directory.");
	mbuf_adds(mb, " A directory links to its place in the treemap.</p>\n"
		      "<div class=\"hot\">\n");
	html_hot(mb, pg, CL_ORPHAN, "Orphaned: every file's best section is "
				    "Orphan");
	html_hot(mb, pg, CL_ODD, "Odd fixes only: every file's best section "
				 "is Odd Fixes");
	html_hot(mb, pg, CL_REST, "THE REST only: no section but THE REST "
				  "matches any file");
	mbuf_adds(mb, "</div>\n");
}

/* The rules matrix: one row per profile, one column per fact kind. */
/* The table's columns and headings: one per kind of rule. */
static void rules_head(struct mbuf *mb)
{
	size_t kind;

	mbuf_adds(mb, "<table id=\"rules\" class=\"sortable\"><colgroup>"
		      "<col class=\"c-p\"><col class=\"c-s\"><col class="
		      "\"c-st\"><col class=\"c-n\">");
	for (kind = 0; kind < MAINT_FACT_NKINDS; kind++)
		mbuf_adds(mb, "<col class=\"c-k\">");
	mbuf_adds(mb, "</colgroup>\n<thead><tr><th class=\"sort\">profile"
		      "</th><th class=\"sort\">sections</th><th class=\"sort\">"
		      "status</th><th class=\"sort num k\" title=\"rules "
		      "stated\"><span>rules</span></th>");
	for (kind = 0; kind < MAINT_FACT_NKINDS; kind++) {
		mbuf_adds(mb, "<th class=\"sort k\" title=\"");
		mnt_html_text(mb, maint_fact_kind_label(kind));
		mbuf_adds(mb, "\"><span>");
		mnt_html_text(mb, maint_fact_kind_name(kind));
		mbuf_adds(mb, "</span></th>");
	}
	mbuf_adds(mb, "</tr></thead>\n<tbody>\n");
}

/*
 * The cell of profile r for one kind of rule, added to cells: not read,
 * not stated, or stated (the values, and where, in its title).  Returns
 * whether the profile states it.
 */
static bool rule_cell(struct mbuf *cells, const struct maint_report_profile *r,
		      size_t kind)
{
	/* t: the title, already HTML; v: the values */
	struct mbuf t = MBUF_INIT, v = MBUF_INIT;
	size_t nf = r->prof ? maint_profile_nfacts(r->prof) : 0, n = 0;

	for (size_t j = 0; j < nf; j++) {
		const struct maint_fact *f = maint_profile_fact(r->prof, j);

		if (f->kind != kind || !f->value)
			continue;
		if (n++) {
			mbuf_adds(&t, "&#10;");
			mbuf_adds(&v, "; ");
		}
		mnt_html_text(&t, f->value);
		mbuf_adds(&v, f->value);
		if (f->level && strcmp(f->level, "required")) {
			mbuf_adds(&t, " (");
			mnt_html_text(&t, f->level);
			mbuf_adds(&t, ")");
		}
		mbuf_adds(&t, " \xe2\x80\x94 ");
		mnt_html_text(&t, f->file);
		mbuf_addf(&t, ":%u", f->line);
	}
	if (!r->prof) {
		mbuf_adds(cells, "<td class=\"m na\" data-v=\"\">&#8211;</td>");
	} else if (!n) {
		mbuf_adds(cells, "<td class=\"m n\" data-v=\"\" title=\"not "
				 "stated\">&#183;</td>");
	} else {
		mbuf_adds(cells, "<td class=\"m y\" data-v=\"");
		mnt_html_text(cells, v.buf);
		mbuf_adds(cells, "\" title=\"");
		mnt_html_text(cells, maint_fact_kind_label(kind));
		mbuf_adds(cells, ": ");
		mbuf_add(cells, t.buf, t.len);
		mbuf_adds(cells, "\">&#9679;");
		if (n > 1)
			mbuf_addf(cells, "<sup>%zu</sup>", n);
		mbuf_adds(cells, "</td>");
	}
	if (mbuf_failed(&t) || mbuf_failed(&v))
		cells->oom = true;
	mbuf_release(&t);
	mbuf_release(&v);
	return r->prof && n;
}

/* The profile's cell: a link for a URL, "(missing)" for a lost file. */
static void rule_profile(struct mbuf *mb, const struct maint_report_profile *r)
{
	if (r->kind == MAINT_P_URI) {
		mbuf_adds(mb, "<a href=\"");
		mnt_html_text(mb, r->value);
		mbuf_adds(mb, "\">");
		mnt_html_text(mb, r->value);
		mbuf_adds(mb, "</a>");
	} else {
		mnt_html_text(mb, r->value);
		if (!r->exists)
			mbuf_adds(mb, " <em>(missing)</em>");
	}
}

/* The sections' cell: all in the title, the first two shown. */
static void rule_sections(struct mbuf *mb, const struct maint_db *db,
			  const struct maint_report_profile *r)
{
	size_t k;

	mbuf_adds(mb, "<td class=\"s\" title=\"");
	for (k = 0; k < r->nsections; k++) {
		if (k)
			mbuf_adds(mb, "&#10;");
		mnt_html_text(mb, maint_section_name(db, r->sections[k]));
	}
	mbuf_adds(mb, "\">");
	for (k = 0; k < r->nsections && k < 2; k++) {
		if (k)
			mbuf_adds(mb, "; ");
		mnt_html_text(mb, maint_section_name(db, r->sections[k]));
	}
	if (r->nsections > 2)
		mbuf_addf(mb, " <em>+%zu</em>", r->nsections - 2);
	mbuf_adds(mb, "</td>");
}

/* Row i: profile r, its sections, their best status, its rules. */
static void rule_row(struct mbuf *mb, const struct maint_db *db,
		     const struct maint_report_profile *r, size_t i)
{
	struct mbuf cells = MBUF_INIT;
	size_t nstated = 0;
	int best = CL_COUNT;

	for (size_t k = 0; k < r->nsections; k++) {
		int c = section_class(db, r->sections[k]);

		if (c < best)
			best = c;
	}
	for (size_t kind = 0; kind < MAINT_FACT_NKINDS; kind++)
		nstated += rule_cell(&cells, r, kind);
	mbuf_adds(mb, "<tr data-profile=\"");
	mnt_html_text(mb, r->value);
	mbuf_addf(mb, "\" id=\"rule-%zu\" tabindex=\"0\"><td class=\"p\">", i);
	rule_profile(mb, r);
	mbuf_adds(mb, "</td>");
	rule_sections(mb, db, r);
	mbuf_addf(mb, "<td data-v=\"%d\">", best);
	if (best < CL_COUNT)
		mbuf_addf(mb, "<i class=\"sw\" style=\"background:%s\"></i>%s",
			  class_colors[best], class_names[best]);
	mbuf_addf(mb, "</td><td class=\"num\">%zu</td>", nstated);
	mbuf_add(mb, cells.buf ? cells.buf : "", cells.len);
	if (mbuf_failed(&cells))
		mb->oom = true;
	mbuf_release(&cells);
	mbuf_adds(mb, "</tr>\n");
}

static void html_rules(struct mbuf *mb, const struct maint_db *db,
		       const struct maint_report_profile *p, size_t np)
{
	mbuf_addf(mb, "<h2 id=\"rules-h\">Rules the profiles state (%zu "
		      "profiles)</h2>\n<p>One row per profile that P: lines "
		      "name, one column per kind of rule maint profile "
		      "extracts: <span class=\"m y\">&#9679;</span> stated "
		      "(hover for the value and where), <span class=\"m n\">"
		      "&#183;</span> not stated, <span class=\"m na\">&#8211;"
		      "</span> not read (a URL, or a file missing from the "
		      "tree). Click or press Enter on a heading to sort; focus "
		      "a row for its rules in full.</p>\n",
		  np);
	if (!np) {
		mbuf_adds(mb, "<p class=\"note\" id=\"rules-none\">No section "
			      "of MAINTAINERS has a P: line naming a "
			      "profile.</p>\n");
		return;
	}
	rules_head(mb);
	for (size_t i = 0; i < np; i++)
		rule_row(mb, db, &p[i], i);
	mbuf_adds(mb, "</tbody></table>\n<div id=\"rule-detail\" "
		      "aria-live=\"polite\"></div>\n");
}

static void html_coverage(struct mbuf *mb, const struct page *pg)
{
	const struct maint_cov_summary *s = maint_coverage_summary(pg->cov);
	const struct tm_dir *t = &pg->d[0];
	size_t *v = NULL, n = 0, i, c;

	mbuf_adds(mb, "<h2 id=\"coverage\">Coverage</h2>\n");
	mbuf_addf(mb, "<p>%zu files", s->nfiles);
	if (pg->lines)
		mbuf_addf(mb, ", %llu lines", s->nlines);
	mbuf_addf(mb, "; %zu only matched by THE REST, %zu matched by no "
		      "section. A file's status is that of its best section: "
		      "the most specific section matching it, THE REST "
		      "aside.</p>\n<div class=\"cov\"><table id=\"summary\">"
		      "<thead><tr><th>status of the best section</th>"
		      "<th class=\"num\">files</th><th class=\"num\">with a "
		      "profile</th>",
		  s->rest_only_files, s->unmatched_files);
	if (pg->lines)
		mbuf_adds(mb, "<th class=\"num\">lines</th>");
	mbuf_adds(mb, "</tr></thead><tbody>\n");
	for (c = 0; c < CL_COUNT; c++) {
		mbuf_addf(mb, "<tr><td><i class=\"sw\" style=\"background:%s\">"
			      "</i>%s</td><td class=\"num\">%zu</td>"
			      "<td class=\"num\">%zu</td>",
			  class_colors[c], class_names[c], t->cf[c], t->pf[c]);
		if (pg->lines)
			mbuf_addf(mb, "<td class=\"num\">%llu</td>", t->cl[c]);
		mbuf_adds(mb, "</tr>\n");
	}
	mbuf_adds(mb, "</tbody></table>\n<svg id=\"chart\" role=\"img\" "
		      "aria-label=\"files by status\"></svg></div>\n");

	if (!maint_coverage_unowned_dirs(pg->cov, pg->lines, 20, &v, &n) &&
	    n) {
		mbuf_adds(mb, "<h3>Largest directories in which no file's best "
			      "section is Supported or Maintained</h3>\n"
			      "<p class=\"note\">Topmost such directories; all "
			      "their files counted. A section without an S: "
			      "line counts as no status, even where a wider "
			      "section is Maintained.</p>\n<ol id=\"unowned\">\n");
		for (i = 0; i < n; i++) {
			const struct maint_cov_dir *d =
				maint_coverage_dir(pg->cov, v[i]);

			mbuf_adds(mb, "<li>");
			html_dir_link(mb, d->path, "go");
			mbuf_addf(mb, ": %zu files", d->nfiles);
			if (pg->lines)
				mbuf_addf(mb, ", %llu lines", d->nlines);
			mbuf_adds(mb, "</li>\n");
		}
		mbuf_adds(mb, "</ol>\n");
	}
	free(v);
	v = NULL;
	if (!maint_coverage_unmatched_sections(pg->cov, &v, &n) && n) {
		mbuf_addf(mb, "<h3>Sections whose patterns match no file "
			      "(%zu)</h3>\n<ul id=\"unmatched\">\n",
			  n);
		for (i = 0; i < n; i++) {
			mbuf_adds(mb, "<li>");
			mnt_html_text(mb, maint_section_name(pg->db, v[i]));
			mbuf_adds(mb, "</li>\n");
		}
		mbuf_adds(mb, "</ul>\n");
	}
	free(v);
}

static void html_treemap(struct mbuf *mb, const struct page *pg)
{
	size_t c;

	mbuf_adds(mb, "<h2 id=\"tm\">Who owns what</h2>\n<p>The whole tree, "
		      "each rectangle a directory sized by its ");
	mbuf_adds(mb, pg->lines ? "files or lines" : "files");
	mbuf_adds(mb, " and coloured by the status most of its files have in "
		      "their best section (the strip at the bottom shows the "
		      "mix). Directories open down to where ownership "
		      "changes. Mouse: hover for details, click to open. "
		      "Keyboard: Tab to a rectangle, arrows to move, Enter to "
		      "open, Escape to go up.</p>\n<div class=\"tm-bar\">"
		      "<nav id=\"crumbs\" aria-label=\"treemap path\"></nav>"
		      "<form id=\"find\" role=\"search\"><label for=\"q\">"
		      "Find a path </label><input id=\"q\" type=\"search\" "
		      "size=\"32\" placeholder=\"e.g. drivers/net\" "
		      "autocomplete=\"off\"> <button>Show</button> <span "
		      "id=\"qmsg\" aria-live=\"polite\"></span></form>");
	if (pg->lines)
		mbuf_adds(mb, "<label>Size by <select id=\"unit\"><option "
			      "value=\"files\">files</option><option value="
			      "\"lines\">lines</option></select></label>");
	mbuf_adds(mb, "<label>Colour by <select id=\"colour\"><option "
		      "value=\"status\">the status most files have</option>"
		      "<option value=\"risk\">the share outside Supported "
		      "and Maintained</option></select></label>");
	mbuf_adds(mb, "</div>\n<div class=\"legend\">");
	for (c = 0; c < CL_COUNT; c++)
		mbuf_addf(mb, "<span><i class=\"sw\" style=\"background:%s\">"
			      "</i>%s</span>",
			  class_colors[c], class_names[c]);
	mbuf_adds(mb, "<span id=\"heat\" hidden>fill: share of files whose "
		      "best section is not Supported or Maintained, <i "
		      "class=\"grad\"></i> 0% to 50% and more</span>");
	mbuf_adds(mb, "</div>\n<div class=\"tm-grid\"><div id=\"tm-wrap\">"
		      "<svg id=\"treemap\" tabindex=\"-1\" data-path=\"\" "
		      "role=\"group\" aria-label=\"treemap\"></svg></div>"
		      "<aside id=\"panel\" aria-live=\"polite\"></aside></div>"
		      "\n");
}

static void html_meta(struct mbuf *mb, const char *dt, const char *dd,
		      const char *id)
{
	if (!dd || !*dd)
		return;
	mbuf_addf(mb, "<div id=\"%s\"><dt>", id);
	mnt_html_text(mb, dt);
	mbuf_adds(mb, "</dt><dd>");
	mnt_html_text(mb, dd);
	mbuf_adds(mb, "</dd></div>");
}

static void html_header(struct mbuf *mb, const struct maint_db *db,
			const struct maint_coverage *cov, const char *title,
			const struct maint_report_html_opts *o)
{
	char num[96];

	mbuf_adds(mb, "<header><h1>");
	mnt_html_text(mb, title);
	mbuf_adds(mb, "</h1>\n<dl class=\"meta\">");
	if (o) {
		html_meta(mb, "tree", o->tree, "m-tree");
		html_meta(mb, "revision", o->revision, "m-rev");
		html_meta(mb, "date", o->date, "m-date");
	}
	snprintf(num, sizeof(num), "%zu sections", maint_db_nsections(db));
	html_meta(mb, "MAINTAINERS", num, "m-sections");
	if (cov) {
		snprintf(num, sizeof(num), "%zu",
			 maint_coverage_summary(cov)->nfiles);
		html_meta(mb, "files counted", num, "m-files");
	}
	if (o) {
		html_meta(mb, "file list", o->source, "m-source");
		html_meta(mb, "generated", o->generated, "m-gen");
		html_meta(mb, "maint", o->version, "m-version");
	}
	mbuf_adds(mb, "</dl>\n<nav class=\"toc\">");
	if (cov)
		mbuf_adds(mb, "<a href=\"#tm\">who owns what</a>"
			      "<a href=\"#hot\">hot spots</a>");
	mbuf_adds(mb, "<a href=\"#rules-h\">rules</a>"
		      "<a href=\"#pulls-panel\">pulls</a>");
	if (cov)
		mbuf_adds(mb, "<a href=\"#coverage\">coverage</a>");
	mbuf_adds(mb, "</nav></header>\n");
}

static void html_pulls(struct mbuf *mb, const struct maint_report_html_opts *o)
{
	bool graph = o && o->pulls_html && *o->pulls_html;

	mbuf_adds(mb, "<section id=\"pulls-panel\">");
	if (!graph || (o && o->pulls_note)) {
		mbuf_adds(mb, "<h2>Pull graph</h2>\n<p class=\"note\" "
			      "id=\"pulls-none\">");
		mnt_html_text(mb, o && o->pulls_note ? o->pulls_note :
			      "No pull graph was asked for.");
		mbuf_adds(mb, "</p>\n");
	}
	if (graph)
		mbuf_adds(mb, o->pulls_html);
	mbuf_adds(mb, "</section>\n");
}

#include "report/report-page.h"

/* The page's data, JSON inside <script> (the page's script reads it). */
static void js_data(struct mbuf *mb, const struct page *pg,
		    const struct maint_report_profile *p, size_t np, bool cov)
{
	struct jsonw w;
	size_t i;

	jsonw_init(&w, mb, JSONW_COMPACT | JSONW_SCRIPT);
	jsonw_start_object(&w);
	jsonw_name(&w, "classes");
	jsonw_start_array(&w);
	for (i = 0; i < CL_COUNT; i++)
		jsonw_string(&w, class_names[i]);
	jsonw_end_array(&w);
	jsonw_name(&w, "colors");
	jsonw_start_array(&w);
	for (i = 0; i < CL_COUNT; i++)
		jsonw_string(&w, class_colors[i]);
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

char *maint_report_html(const struct maint_db *db,
			const struct maint_report_profile *p, size_t np,
			const struct maint_coverage *cov,
			const struct maint_report_html_opts *o, size_t *len)
{
	const char *title = o && o->title ? o->title : "maint report";
	struct page pg = { 0 };
	struct mbuf mb = MBUF_INIT;

	pg.db = db;
	pg.cov = cov;
	pg.p = p;
	pg.np = np;
	pg.lines = o && o->lines;
	if (cov && page_build(&pg)) {
		page_release(&pg);
		return NULL;
	}
	mbuf_adds(&mb, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
		       "<meta charset=\"utf-8\">\n"
		       "<meta name=\"viewport\" content=\"width=device-width, "
		       "initial-scale=1\">\n"
		       "<meta name=\"color-scheme\" content=\"light dark\">\n"
		       "<meta http-equiv=\"Content-Security-Policy\" content="
		       "\"default-src 'none'; style-src 'unsafe-inline'; "
		       "script-src 'unsafe-inline'; img-src data:\">\n<title>");
	mnt_html_text(&mb, title);
	mbuf_adds(&mb, "</title>\n<style>\n");
	mbuf_adds(&mb, page_css);
	mbuf_adds(&mb, "</style>\n</head>\n<body>\n");
	html_header(&mb, db, cov, title, o);
	if (cov) {
		html_treemap(&mb, &pg);
		html_hot_spots(&mb, &pg);
	}
	html_rules(&mb, db, p, np);
	html_pulls(&mb, o);
	if (cov)
		html_coverage(&mb, &pg);

	mbuf_adds(&mb, "<script type=\"application/json\" id=\"maint-data\">");
	js_data(&mb, &pg, p, np, cov);
	mbuf_adds(&mb, "</script>\n<script>\n");
	mbuf_adds(&mb, page_js);
	mbuf_adds(&mb, "</script>\n</body>\n</html>\n");
	page_release(&pg);
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, len);
}

/* git's first output line, quietly; NULL when it fails or says nothing. */
static char *git_line(const char *root, const char *const *args, int *err)
{
	struct mbuf out = MBUF_INIT;
	int st = 0, ret = mnt_git(root, args, &out, 65536, true, &st);
	char *nl;

	if (ret == -ENOMEM)
		*err = ret;
	if (ret || st || !out.len || mbuf_failed(&out)) {
		mbuf_release(&out);
		return NULL;
	}
	nl = memchr(out.buf, '\n', out.len);
	if (nl)
		mbuf_setlen(&out, (size_t)(nl - out.buf));
	if (!out.len) {
		mbuf_release(&out);
		return NULL;
	}
	return mbuf_detach(&out, NULL);
}

static int why_not(struct maint_report_git *g, const char *why)
{
	g->history = false;
	g->why_not = mnt_strndup(why, strlen(why));
	return g->why_not ? 0 : -ENOMEM;
}

int maint_report_git_probe(const char *root, bool have_range,
			   struct maint_report_git *g)
{
	static const char *const inside[] = { "rev-parse",
					      "--is-inside-work-tree", NULL };
	static const char *const prefix[] = { "rev-parse", "--show-prefix",
					      NULL };
	static const char *const head[] = { "rev-parse", "--verify", "-q",
					    "HEAD^{commit}", NULL };
	static const char *const desc[] = { "describe", "--tags", "--always",
					    "--abbrev=12", "HEAD", NULL };
	static const char *const date[] = { "log", "-1", "--format=%cI",
					    "HEAD", "--", NULL };
	static const char *const shallow[] = {
		"rev-parse", "--is-shallow-repository", NULL
	};
	static const char *const release[] = {
		"describe", "--tags",	     "--abbrev=0", "--match=v[0-9]*",
		"--exclude=*-*", "HEAD", NULL
	};
	static const char *const anytag[] = { "for-each-ref", "--count=1",
					      "--format=%(refname)",
					      "refs/tags/", NULL };
	char *s;
	int err = 0;

	memset(g, 0, sizeof(*g));
	s = git_line(root, inside, &err);
	if (!s || strcmp(s, "true")) {
		free(s);
		return err ? err :
			     why_not(g, "No pull graph: this tree is not a git "
					"work tree, so there is no history to "
					"read.");
	}
	free(s);
	s = git_line(root, prefix, &err);
	if (s) {
		free(s);
		return err ? err :
			     why_not(g, "No pull graph: this directory is not "
					"the top of its git work tree, so the "
					"history there is not this tree's.");
	}
	s = git_line(root, head, &err);
	if (!s)
		return err ? err :
			     why_not(g, "No pull graph: the git repository has "
					"no commit yet.");
	free(s);
	g->revision = git_line(root, desc, &err);
	g->date = git_line(root, date, &err);
	s = git_line(root, shallow, &err);
	if (s && !strcmp(s, "true")) {
		free(s);
		return err ? err :
			     why_not(g, "No pull graph: the repository is a "
					"shallow clone, so its history stops "
					"short of the release cycle's merges.");
	}
	free(s);
	if (!have_range) {
		s = git_line(root, release, &err);
		if (!s) {
			char *t = git_line(root, anytag, &err);

			free(t);
			if (err)
				return err;
			return why_not(g, t ? "No pull graph: no release tag "
					      "(vX.Y) is reachable from HEAD, "
					      "so the cycle has no start; "
					      "give --pulls-range or "
					      "--release." :
					      "No pull graph: the repository "
					      "has no tags, so the release "
					      "cycle (from the last vX.Y tag "
					      "to HEAD) cannot be found; give "
					      "--pulls-range.");
		}
		free(s);
	}
	g->history = true;
	return err;
}

void maint_report_git_release(struct maint_report_git *g)
{
	free(g->revision);
	free(g->date);
	free(g->why_not);
	memset(g, 0, sizeof(*g));
}
