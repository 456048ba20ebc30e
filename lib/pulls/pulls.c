// SPDX-License-Identifier: GPL-2.0-only
/*
 * Pulls: the pull graph of a range of history, the domain part.  The
 * merges of the log (pulls-parse.c takes their subjects apart) are placed
 * on the commit graph (pulls-graph.c: their depth and the merge each was
 * reached through); each pull names a tree, which is tied to the T: lines
 * of MAINTAINERS by URL, or by the end of its path; then the summary:
 * counts per depth and per week, the trees in their order.  pulls-git.c
 * collects the input through git, pulls-json.c, pulls-dot.c and
 * pulls-svg.c write the formats.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/opts.h"
#include "base/diag.h"
#include "base/lines.h"
#include "maint.h"
#include "mbuf.h"
#include "util.h"
#include "pulls/pulls.h"

#define WEEK (7LL * 24 * 3600)
/* More weeks than this are counted in the last one. */
#define MAX_WEEKS 520

/* Trees */

static size_t tree_get(struct maint_pulls *p, const char *url, size_t len)
{
	struct mnt_map_slot *sl;
	struct pl_tree *t;
	char *norm;
	bool created;
	const char *slash1 = NULL, *slash2 = NULL;

	norm = maint_tree_url_norm(url, len, p->aliases);
	if (!norm)
		return MAINT_PULLS_NONE;
	sl = mnt_map_insert(&p->tree_map, norm, strlen(norm), &created);
	if (!sl || (created && ALLOC_GROW(p->trees, p->ntrees + 1,
					  p->trees_alloc))) {
		free(norm);
		return MAINT_PULLS_NONE;
	}
	if (!created) {
		free(norm);
		return (size_t)sl->value;
	}
	sl->value = (intptr_t)p->ntrees;
	t = &p->trees[p->ntrees++];
	memset(t, 0, sizeof(*t));
	t->url = norm;
	t->display = mnt_strndup(url, len);
	t->first = t->last = MAINT_PULLS_NONE;
	for (const char *q = norm; *q; q++) {
		if (*q == '/') {
			slash2 = slash1;
			slash1 = q;
		}
	}
	t->name = strdup(slash2 ? slash2 + 1 : norm);
	if (!t->display || !t->name)
		return MAINT_PULLS_NONE;
	return p->ntrees - 1;
}

static int count_add(const char ***names, size_t **counts, size_t *n,
		     size_t *alloc, const char *name)
{
	for (size_t i = 0; i < *n; i++) {
		if (!strcmp((*names)[i], name)) {
			(*counts)[i]++;
			return 0;
		}
	}
	if (*n + 1 > *alloc) {
		size_t na = *alloc ? *alloc * 2 : 4;
		const char **nn = realloc(*names, na * sizeof(**names));
		size_t *nc;

		if (!nn)
			return -ENOMEM;
		*names = nn;
		nc = realloc(*counts, na * sizeof(**counts));
		if (!nc)
			return -ENOMEM;
		*counts = nc;
		*alloc = na;
	}
	(*names)[*n] = name;
	(*counts)[(*n)++] = 1;
	return 0;
}

static int idx_add(size_t **v, size_t **counts, size_t *n, size_t *alloc,
		   size_t x)
{
	for (size_t i = 0; i < *n; i++) {
		if ((*v)[i] == x) {
			(*counts)[i]++;
			return 0;
		}
	}
	if (*n + 1 > *alloc) {
		size_t na = *alloc ? *alloc * 2 : 4;
		size_t *nv = realloc(*v, na * sizeof(**v)), *nc;

		if (!nv)
			return -ENOMEM;
		*v = nv;
		nc = realloc(*counts, na * sizeof(**counts));
		if (!nc)
			return -ENOMEM;
		*counts = nc;
		*alloc = na;
	}
	(*v)[*n] = x;
	(*counts)[(*n)++] = 1;
	return 0;
}

/* Sort names (or indexes) by their counts, most first, stably. */
static void sort_by_count(void *v, size_t elem, size_t *counts, size_t n)
{
	char tmp[sizeof(void *) > sizeof(size_t) ? sizeof(void *) :
						   sizeof(size_t)];

	for (size_t i = 1; i < n; i++) {
		for (size_t j = i; j > 0 && counts[j] > counts[j - 1]; j--) {
			char *a = (char *)v + (j - 1) * elem, *b = a + elem;
			size_t c = counts[j];

			memcpy(tmp, a, elem);
			memcpy(a, b, elem);
			memcpy(b, tmp, elem);
			counts[j] = counts[j - 1];
			counts[j - 1] = c;
		}
	}
}

/* Report a T: line whose URL ties nothing (quoted as mnt_quote() does). */
static void bad_t_line(struct maint_pulls *p, const struct maint_item *it)
{
	struct mbuf msg = MBUF_INIT;

	mbuf_adds(&msg, "T: line names no usable URL, ignored: ");
	mnt_quote(&msg, it->value, strlen(it->value), 200);
	p->sum.t_bad++;
	if (!mbuf_failed(&msg))
		mnt_diag(p->diag, it->file, it->line, MAINT_WARNING, msg.buf);
	mbuf_release(&msg);
}

/* T: lines */
static int read_t_lines(struct maint_pulls *p)
{
	const struct maint_db *db = p->db;
	size_t n = db ? maint_db_nitems(db) : 0;

	if (!db)
		return 0;
	p->nsec = maint_db_nsections(db);
	p->people = calloc(p->nsec + 1, sizeof(*p->people));
	p->npeople = calloc(p->nsec + 1, sizeof(*p->npeople));
	if (!p->people || !p->npeople)
		return -ENOMEM;
	for (size_t i = 0; i < n; i++) {
		const struct maint_item *it = maint_db_item(db, i);
		size_t s = maint_db_section_of(db, i), ti, ul;
		const char *u;
		struct pl_tree *t;

		if (s == (size_t)-1 || !it->value)
			continue;
		if (it->type == 'M') {
			const char **np = realloc((void *)p->people[s],
						  (p->npeople[s] + 1) *
							  sizeof(*np));

			if (!np)
				return -ENOMEM;
			np[p->npeople[s]++] = it->value;
			p->people[s] = np;
			continue;
		}
		if (it->type != 'T')
			continue;
		u = mnt_pulls_t_url(it->value, &ul);
		if (!u) {
			bad_t_line(p, it);
			continue;
		}
		ti = tree_get(p, u, ul);
		if (ti == MAINT_PULLS_NONE)
			return -ENOMEM;
		t = &p->trees[ti];
		t->is_t = true;
		if (t->nsections && t->sections[t->nsections - 1] == s)
			continue;
		if (ALLOC_GROW(t->sections, t->nsections + 1,
			       t->sections_alloc))
			return -ENOMEM;
		t->sections[t->nsections++] = s;
	}
	return 0;
}

/* Path components two normalised URLs end with alike (after the host). */
static size_t common_suffix(const char *a, const char *b)
{
	const char *pa = strchr(a, '/'), *pb = strchr(b, '/');
	const char *ea = a + strlen(a), *eb = b + strlen(b);
	size_t k = 0;

	if (!pa || !pb)
		return 0;
	for (;;) {
		const char *sa = ea, *sb = eb;

		while (sa > pa && sa[-1] != '/')
			sa--;
		while (sb > pb && sb[-1] != '/')
			sb--;
		if (sa <= pa || sb <= pb || ea - sa != eb - sb || ea == sa ||
		    memcmp(sa, sb, (size_t)(ea - sa)))
			return k;
		k++;
		ea = sa - 1;
		eb = sb - 1;
	}
}

/*
 * Tie each pulled tree that no T: line names by URL to the one T: tree
 * whose path ends with the most components alike (at least the
 * repository name): U-Boot's source.denx.de/u-boot-usb is
 * git.u-boot-project.org/u-boot/custodians/u-boot-usb.  When several T:
 * trees end alike as far, it is tied to none and they are kept as
 * candidates.
 */
static int tie_by_path(struct maint_pulls *p)
{
	size_t nt = p->ntrees, *tl, ntl = 0, *best;
	int ret = 0;

	tl = malloc((nt + 1) * sizeof(*tl));
	best = malloc((nt + 1) * sizeof(*best));
	if (!tl || !best) {
		free(tl);
		free(best);
		return -ENOMEM;
	}
	for (size_t i = 0; i < nt; i++)
		if (p->trees[i].is_t)
			tl[ntl++] = i;
	for (size_t i = 0; i < nt && !ret; i++) {
		struct pl_tree *t = &p->trees[i];
		size_t bk = 0, nb = 0;

		if (!t->pulled) {
			continue;
		} else if (t->is_t) {
			t->tie = MAINT_TIE_URL;
			p->sum.tied_url++;
			continue;
		}
		for (size_t j = 0; j < ntl; j++) {
			size_t k = common_suffix(t->url, p->trees[tl[j]].url);

			if (!k || k < bk)
				continue;
			if (k > bk)
				nb = 0;
			bk = k;
			best[nb++] = tl[j];
		}
		if (nb == 1) {
			struct pl_tree *u = &p->trees[best[0]];

			t->tie = MAINT_TIE_PATH;
			t->t_url = u->url;
			u->tied++;
			p->sum.tied_path++;
			for (size_t j = 0; j < u->nsections && !ret; j++) {
				if (ALLOC_GROW(t->sections, t->nsections + 1,
					       t->sections_alloc))
					ret = -ENOMEM;
				else
					t->sections[t->nsections++] =
						u->sections[j];
			}
		} else if (nb > 1) {
			t->tie = MAINT_TIE_AMBIGUOUS;
			t->cand = malloc(nb * sizeof(*t->cand));
			if (!t->cand) {
				ret = -ENOMEM;
				break;
			}
			for (size_t j = 0; j < nb; j++)
				t->cand[j] = p->trees[best[j]].url;
			t->ncand = nb;
			p->sum.ambiguous++;
		}
	}
	free(tl);
	free(best);
	return ret;
}

/* A T: tree that pulled trees were tied to by path, pulled by no URL. */
static bool absorbed(const struct pl_tree *t)
{
	return t->is_t && !t->pulled && t->tied;
}

static int tree_cmp_depth(const struct pl_tree *a, const struct pl_tree *b)
{
	if (absorbed(a) != absorbed(b))
		return absorbed(a) ? 1 : -1;
	if (!a->npulls != !b->npulls)
		return a->npulls ? -1 : 1;
	if (a->depth != b->depth)
		return a->depth < b->depth ? -1 : 1;
	if (a->npulls != b->npulls)
		return a->npulls > b->npulls ? -1 : 1;
	return strcmp(a->url, b->url);
}

static int tree_qcmp(const void *x, const void *y)
{
	return tree_cmp_depth(x, y);
}

/* A pull merge whose tree is known: what the counts are about. */
static bool is_pull(const struct maint_pull_merge *m)
{
	return m->kind == MAINT_MERGE_PULL && m->tree != MAINT_PULLS_NONE;
}

/* The week of time t from start, the last one taking what is later. */
static size_t week_of(long long t, long long start)
{
	long long w = t >= start ? (t - start) / WEEK : 0;

	return (size_t)(w >= MAX_WEEKS ? MAX_WEEKS - 1 : w);
}

/* The summary's counts of merges; returns the deepest pull's depth. */
static unsigned int count_merges(struct maint_pulls *p, long long start,
				 long long rc1)
{
	struct maint_pulls_summary *s = &p->sum;
	unsigned int md = 0;

	s->merges = p->nmerges;
	s->have_start = start != 0;
	s->start = start;
	s->have_rc1 = rc1 != 0;
	s->rc1 = rc1;
	for (size_t i = 0; i < p->nmerges; i++) {
		struct maint_pull_merge *m = &p->merges[i];

		if (!m->depth)
			s->unreached++;
		if (!is_pull(m)) {
			s->other++;
			s->other_by_kind[m->kind]++;
			continue;
		}
		s->pulls++;
		if (m->depth > md)
			md = m->depth;
	}
	return md;
}

/* into: the tree of the nearest pull up the via chain */
static void link_into(struct maint_pulls *p)
{
	for (size_t i = 0; i < p->nmerges; i++) {
		struct maint_pull_merge *m = &p->merges[i];
		size_t v = m->via, guard = 0;

		m->into = MAINT_PULLS_NONE;
		while (v != MAINT_PULLS_NONE && guard++ < p->nmerges) {
			if (is_pull(&p->merges[v])) {
				m->into = p->merges[v].tree;
				break;
			}
			v = p->merges[v].via;
		}
	}
}

/*
 * Each pull counted at its depth and in its tree: the tree's pulls,
 * smallest depth, first and last, committers and the trees it went into.
 */
static int tally_pulls(struct maint_pulls *p)
{
	for (size_t i = 0; i < p->nmerges; i++) {
		struct maint_pull_merge *m = &p->merges[i];
		struct pl_tree *t;

		if (!is_pull(m))
			continue;
		p->by_depth[m->depth]++;
		t = &p->trees[m->tree];
		t->npulls++;
		if (m->depth && (!t->depth || m->depth < t->depth))
			t->depth = m->depth;
		if (t->first == MAINT_PULLS_NONE ||
		    m->time < p->merges[t->first].time)
			t->first = i;
		if (t->last == MAINT_PULLS_NONE ||
		    m->time >= p->merges[t->last].time)
			t->last = i;
		if (count_add(&t->committers, &t->ccount, &t->ncommitters,
			      &t->committers_alloc, m->committer) ||
		    idx_add(&t->into, &t->icount, &t->ninto, &t->into_alloc,
			    m->into))
			return -ENOMEM;
	}
	return 0;
}

/* The summary's counts of trees; their committers and targets sorted. */
static void count_trees(struct maint_pulls *p)
{
	struct maint_pulls_summary *s = &p->sum;

	for (size_t i = 0; i < p->ntrees; i++) {
		struct pl_tree *t = &p->trees[i];

		sort_by_count(t->committers, sizeof(*t->committers), t->ccount,
			      t->ncommitters);
		sort_by_count(t->into, sizeof(*t->into), t->icount, t->ninto);
		if (t->is_t)
			s->t_trees++;
		if (!absorbed(t))
			p->nshown++;
		if (!t->npulls) {
			if (t->is_t && !t->tied)
				s->t_unpulled++;
			continue;
		}
		s->trees++;
		p->trees_by_depth[t->depth]++;
		if (t->depth == 1)
			s->trees_direct++;
		if (!t->nsections)
			s->trees_unlisted++;
	}
	s->indirect_share = s->pulls ? (double)(s->pulls - p->by_depth[1] -
						p->by_depth[0]) /
					       (double)s->pulls :
				       0.0;
}

/*
 * Pulls per week from start (0: the earliest merge), and before and
 * after -rc1 when it is known.
 */
static int count_weeks(struct maint_pulls *p, long long start, long long rc1)
{
	struct maint_pulls_summary *s = &p->sum;
	size_t i;

	if (!start) {
		for (i = 0; i < p->nmerges; i++)
			if (!start || p->merges[i].time < start)
				start = p->merges[i].time;
	}
	for (i = 0; i < p->nmerges; i++) {
		struct maint_pull_merge *m = &p->merges[i];
		size_t w;

		if (!is_pull(m))
			continue;
		w = week_of(m->time, start);
		if (w + 1 > s->nweeks)
			s->nweeks = w + 1;
		if (rc1 && m->time < rc1)
			s->window_pulls++;
		else if (rc1)
			s->rc_pulls++;
	}
	p->by_week = calloc(s->nweeks + 1, sizeof(size_t));
	if (!p->by_week)
		return -ENOMEM;
	for (i = 0; i < p->nmerges; i++)
		if (is_pull(&p->merges[i]))
			p->by_week[week_of(p->merges[i].time, start)]++;
	return 0;
}

/* Sort the trees (tree_cmp_depth) and renumber the references to them. */
static int sort_trees(struct maint_pulls *p)
{
	struct pl_tree *sorted = malloc((p->ntrees + 1) * sizeof(*sorted));
	size_t i, *remap = malloc((p->ntrees + 1) * sizeof(*remap));

	if (!sorted || !remap) {
		free(sorted);
		free(remap);
		return -ENOMEM;
	}
	if (p->ntrees)
		memcpy(sorted, p->trees, p->ntrees * sizeof(*sorted));
	/* remember where each came from through its url pointer */
	mnt_qsort(sorted, p->ntrees, sizeof(*sorted), tree_qcmp);
	for (i = 0; i < p->ntrees; i++) {
		struct mnt_map_slot *sl = mnt_map_find(&p->tree_map,
						       sorted[i].url,
						       strlen(sorted[i].url));

		remap[sl->value] = i;
		sl->value = (intptr_t)i;
	}
	free(p->trees);
	p->trees = sorted;
	p->trees_alloc = p->ntrees + 1;
	for (i = 0; i < p->nmerges; i++) {
		struct maint_pull_merge *m = &p->merges[i];

		if (m->tree != MAINT_PULLS_NONE)
			m->tree = remap[m->tree];
		if (m->into != MAINT_PULLS_NONE)
			m->into = remap[m->into];
	}
	for (i = 0; i < p->ntrees; i++) {
		size_t *into = p->trees[i].into;

		for (size_t j = 0; j < p->trees[i].ninto; j++)
			if (into[j] != MAINT_PULLS_NONE)
				into[j] = remap[into[j]];
	}
	free(remap);
	return 0;
}

/* The public view of the trees, for maint_pulls_tree(). */
static int publish_trees(struct maint_pulls *p)
{
	p->pub = calloc(p->ntrees + 1, sizeof(*p->pub));
	if (!p->pub)
		return -ENOMEM;
	for (size_t i = 0; i < p->ntrees; i++) {
		struct pl_tree *t = &p->trees[i];
		struct maint_pull_tree *o = &p->pub[i];

		o->url = t->url;
		o->display = t->display;
		o->name = t->name;
		o->npulls = t->npulls;
		o->depth = t->depth;
		o->first = t->first;
		o->last = t->last;
		o->sections = t->sections;
		o->nsections = t->nsections;
		o->committers = t->committers;
		o->ncommitters = t->ncommitters;
		o->into = t->into;
		o->ninto = t->ninto;
		o->tie = t->tie;
		o->t_url = t->t_url;
		o->candidates = t->cand;
		o->ncandidates = t->ncand;
	}
	return 0;
}

/* The merges are read and tied: count, sort and publish. */
static int finish(struct maint_pulls *p, long long start, long long rc1)
{
	struct maint_pulls_summary *s = &p->sum;
	int ret;

	s->max_depth = count_merges(p, start, rc1);
	link_into(p);
	p->by_depth = calloc(s->max_depth + 2, sizeof(size_t));
	p->trees_by_depth = calloc(s->max_depth + 2, sizeof(size_t));
	if (!p->by_depth || !p->trees_by_depth)
		return -ENOMEM;
	ret = tally_pulls(p);
	if (ret)
		return ret;
	count_trees(p);
	ret = count_weeks(p, start, rc1);
	if (ret)
		return ret;
	s->pulls_by_depth = p->by_depth;
	s->trees_by_depth = p->trees_by_depth;
	s->pulls_by_week = p->by_week;
	s->range = p->range;
	ret = sort_trees(p);
	return ret ? ret : publish_trees(p);
}

/* Parse the log: records of five NUL-terminated fields. */
static int read_log(struct maint_pulls *p, char *buf, size_t len,
		    struct pl_graph *g)
{
	char *q = buf, *end = buf + len;
	char *f[PL_LOG_FIELDS];
	size_t n = 0, alloc = 0;

	while (mnt_pulls_log_record(&q, end, f)) {
		struct maint_pull_merge *m;
		struct maint_merge_subject ms;
		struct pl_commit *c;

		if (ALLOC_GROW(p->merges, n + 1, alloc))
			return -ENOMEM;
		m = &p->merges[n];
		memset(m, 0, sizeof(*m));
		m->id = f[0];
		m->committer = f[1];
		m->email = f[2];
		m->date = f[3];
		m->subject = f[4];
		/* the subject line only */
		{
			char *nl = strchr(f[4], '\n');

			if (nl)
				*nl = '\0';
		}
		m->time = mnt_pulls_parse_date(m->date);
		m->tree = m->via = m->into = MAINT_PULLS_NONE;
		mnt_merge_parse(m->subject, &ms);
		m->kind = ms.kind;
		if (ms.kind == MAINT_MERGE_PULL) {
			m->tree = tree_get(p, ms.url, ms.url_len);
			if (m->tree == MAINT_PULLS_NONE)
				m->kind = MAINT_MERGE_OTHER;
			else
				p->trees[m->tree].pulled = true;
		}
		c = mnt_pulls_graph_find(g, m->id);
		if (c) {
			c->merge = (uint32_t)(n + 1);
			m->depth = c->depth;
		}
		n++;
	}
	p->nmerges = n;
	/* via, now that every merge is known */
	for (size_t i = 0; i < n; i++) {
		const char *id = p->merges[i].id;
		const struct pl_commit *c = mnt_pulls_graph_find(g, id);
		uint32_t v;

		if (!c)
			continue;
		v = c->via;
		if (v != NO_COMMIT && g->c[v].merge)
			p->merges[i].via = g->c[v].merge - 1;
	}
	return 0;
}

/*
 * With tags, the cycle's -rc1 is the earliest "-rc1" tag on a commit of
 * the range.
 */
int mnt_pulls_build(struct maint_pulls *p, char *revlist, size_t rlen,
		    char *log, size_t llen, long long start,
		    const struct pl_tag *tags, size_t ntags)
{
	struct pl_graph g = { 0 };
	long long rc1 = p->sum.rc1;
	int ret;

	g.ids = (struct mnt_map)MNT_MAP_INIT;
	ret = mnt_pulls_graph_read(&g, revlist, rlen);
	if (!ret)
		ret = mnt_pulls_graph_depths(&g);
	if (!ret)
		ret = read_t_lines(p);
	if (!ret)
		ret = read_log(p, log, llen, &g);
	if (!ret)
		ret = tie_by_path(p);
	for (size_t i = 0; !ret && i < ntags; i++) {
		size_t l = strlen(tags[i].name);

		if (l < 5 || strcmp(tags[i].name + l - 4, "-rc1") ||
		    !mnt_pulls_graph_find(&g, tags[i].commit))
			continue;
		if (!rc1 || tags[i].date < rc1)
			rc1 = tags[i].date;
	}
	mnt_pulls_graph_free(&g);
	if (!ret)
		ret = finish(p, start, rc1);
	return ret;
}

struct maint_pulls *mnt_pulls_new(const struct maint_pulls_opts *o,
				  const struct maint_diag_sink *diag)
{
	struct maint_pulls *p = calloc(1, sizeof(*p));

	if (!p)
		return NULL;
	p->diag = diag;
	p->tree_map = (struct mnt_map)MNT_MAP_INIT;
	p->db = o->db;
	p->aliases = o->host_aliases;
	p->range = strdup(o->range ? o->range : "HEAD");
	if (!p->range) {
		free(p);
		return NULL;
	}
	return p;
}

int maint_pulls_build(struct maint_pulls **out, const char *revlist,
		      size_t revlist_len, const char *log, size_t log_len,
		      long long start, long long rc1,
		      const struct maint_pulls_opts *o,
		      const struct maint_diag_sink *diag)
{
	struct maint_pulls *p;
	int ret;

	if (!MNT_OPTS_OK(o, MAINT_PULLS_OPTIONS_VERSION))
		return -EINVAL;
	*out = NULL;
	p = mnt_pulls_new(o, diag);
	if (!p)
		return -ENOMEM;
	p->revlist = mnt_strndup(revlist, revlist_len);
	p->log = malloc(log_len + 1);
	if (!p->revlist || !p->log) {
		maint_pulls_free(p);
		return -ENOMEM;
	}
	if (log_len)
		memcpy(p->log, log, log_len);
	p->log[log_len] = '\0';
	p->sum.rc1 = rc1;
	ret = mnt_pulls_build(p, p->revlist, revlist_len, p->log, log_len,
			      start, NULL, 0);
	if (ret) {
		maint_pulls_free(p);
		return ret;
	}
	*out = p;
	return 0;
}

void maint_pulls_free(struct maint_pulls *p)
{
	if (!p)
		return;
	for (size_t i = 0; i < p->ntrees; i++) {
		struct pl_tree *t = &p->trees[i];

		free(t->url);
		free(t->display);
		free(t->name);
		free(t->sections);
		free(t->committers);
		free(t->ccount);
		free(t->into);
		free(t->icount);
		free(t->cand);
	}
	for (size_t i = 0; p->people && i < p->nsec; i++)
		free((void *)p->people[i]);
	free(p->people);
	free(p->npeople);
	free(p->trees);
	free(p->pub);
	free(p->merges);
	free(p->revlist);
	free(p->log);
	free(p->range);
	free(p->by_depth);
	free(p->trees_by_depth);
	free(p->by_week);
	mnt_map_clear(&p->tree_map);
	maint_db_free(p->own_db);
	free(p->mrev);
	free(p);
}

const struct maint_db *maint_pulls_db(const struct maint_pulls *p)
{
	return p->db;
}

const struct maint_pulls_summary *maint_pulls_summary(const struct maint_pulls *p)
{
	return &p->sum;
}

size_t maint_pulls_nmerges(const struct maint_pulls *p)
{
	return p->nmerges;
}

const struct maint_pull_merge *maint_pulls_merge(const struct maint_pulls *p,
						 size_t i)
{
	return i < p->nmerges ? &p->merges[i] : NULL;
}

size_t maint_pulls_ntrees(const struct maint_pulls *p)
{
	return p->nshown;
}

const struct maint_pull_tree *maint_pulls_tree(const struct maint_pulls *p,
					       size_t i)
{
	return i < p->nshown ? &p->pub[i] : NULL;
}

size_t maint_pulls_section_people(const struct maint_pulls *p, size_t s,
				  const char *const **out)
{
	if (!p->people || s >= p->nsec) {
		*out = NULL;
		return 0;
	}
	*out = p->people[s];
	return p->npeople[s];
}
