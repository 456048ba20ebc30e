// SPDX-License-Identifier: GPL-2.0-only
/*
 * Pulls: the pull graph of a range of history.
 *
 * Two git processes give everything: `git rev-list --parents RANGE` the
 * topology (every commit, to know what is reachable from where) and
 * `git log -z --merges --format=...` the merges' committers, dates and
 * subjects.  Depth is a 0-1 breadth-first walk over the commit graph:
 * following a first parent costs nothing, any other parent costs one, so
 * the first-parent line of the tip is depth 1 and a merge reachable from
 * the second parent of a merge of depth d has depth d + 1 (its smallest
 * such depth).  Subjects are taken apart by hand (no regex: linear time on
 * untrusted text).
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "internal.h"
#include "pulls.h"
#include "gitrun.h"

extern char **environ;

#define PULLS_OUTPUT_MAX ((size_t)1 << 30)
/* All MAINTAINERS files of a commit together (as maint_db_load's bound) */
#define MAINTAINERS_MAX ((size_t)64 << 20)
#define WEEK (7LL * 24 * 3600)
/* More weeks than this are counted in the last one. */
#define MAX_WEEKS 520

const char *const mnt_pull_kind_names[MAINT_MERGE_KIND_COUNT] = {
	[MAINT_MERGE_PULL] = "pull",	   [MAINT_MERGE_SERIES] = "series",
	[MAINT_MERGE_BACK] = "back-merge", [MAINT_MERGE_LOCAL] = "local",
	[MAINT_MERGE_SUBTREE] = "subtree", [MAINT_MERGE_OTHER] = "other",
};

const char *maint_merge_kind_name(enum maint_merge_kind k)
{
	return (unsigned int)k < MAINT_MERGE_KIND_COUNT ?
		       mnt_pull_kind_names[k] :
		       "?";
}

/* Subjects */

static bool skip_prefix(const char **s, const char *p)
{
	size_t n = strlen(p);

	if (strncmp(*s, p, n))
		return false;
	*s += n;
	return true;
}

static size_t token_len(const char *s)
{
	size_t n = 0;

	while (s[n] && s[n] != ' ' && s[n] != '\t')
		n++;
	return n;
}

static bool is_url_start(const char *s)
{
	const char *p = s;

	while ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
	       (*p >= '0' && *p <= '9') || *p == '+' || *p == '-' || *p == '.')
		p++;
	if (p > s && !strncmp(p, "://", 3))
		return true;
	/* scp-like user@host:path */
	p = s + token_len(s);
	return memchr(s, '@', p - s) && memchr(s, ':', p - s);
}

/* "v6.12", "v6.12-rc7", "v2026.07-rc2": a release or -rc tag */
static bool is_version_ref(const char *s, size_t n)
{
	return n >= 2 && s[0] == 'v' && s[1] >= '0' && s[1] <= '9';
}

static bool is_mainline_ref(const char *s, size_t n)
{
	static const char *const names[] = { "master", "main", "mainline",
					     "linus", "origin/master",
					     "origin/main" };

	for (size_t i = 0; i < ARRAY_SIZE(names); i++)
		if (strlen(names[i]) == n && !memcmp(names[i], s, n))
			return true;
	return is_version_ref(s, n);
}

/* After "Merge ": " into X" at *s (X up to the end) */
static void parse_into(const char *s, struct maint_merge_subject *m)
{
	if (!strncmp(s, " into ", 6) && s[6]) {
		m->into = s + 6;
		m->into_len = token_len(s + 6);
	}
}

void maint_merge_parse(const char *subject, struct maint_merge_subject *m)
{
	const char *s = subject;
	bool plural = false;

	memset(m, 0, sizeof(*m));
	m->kind = MAINT_MERGE_OTHER;
	if (!s)
		return;
	if (!strncmp(s, "Subtree merge", 13)) {
		m->kind = MAINT_MERGE_SUBTREE;
		return;
	}
	if (!skip_prefix(&s, "Merge "))
		return;
	if (!strncmp(s, "patch series", 12) || !strncmp(s, "a patch series", 14) ||
	    !strncmp(s, "series", 6) || !strncmp(s, "patch set", 9) ||
	    !strncmp(s, "patches", 7)) {
		m->kind = MAINT_MERGE_SERIES;
		return;
	}
	if (is_url_start(s)) {
		/* "Merge URL [BRANCH]" or "Merge URL into BRANCH" */
		m->kind = MAINT_MERGE_PULL;
		m->url = s;
		m->url_len = token_len(s);
		s += m->url_len;
		if (!strncmp(s, " into ", 6)) {
			parse_into(s, m);
		} else if (*s == ' ' && s[1] && s[1] != ' ') {
			m->ref = s + 1;
			m->ref_len = token_len(s + 1);
		}
		return;
	}
	skip_prefix(&s, "remote-tracking ");
	if (skip_prefix(&s, "tags ")) {
		m->tag = plural = true;
	} else if (skip_prefix(&s, "tag ")) {
		m->tag = true;
	} else if (skip_prefix(&s, "branches ")) {
		plural = true;
	} else if (!skip_prefix(&s, "branch ") && !skip_prefix(&s, "commit ")) {
		return;
	}
	/* one quoted name, or a list "'a', 'b' and 'c'" */
	for (;;) {
		const char *q;

		if (*s != '\'')
			break;
		q = strchr(s + 1, '\'');
		if (!q)
			return;
		if (!m->ref) {
			m->ref = s + 1;
			m->ref_len = (size_t)(q - s - 1);
		}
		s = q + 1;
		if (!plural)
			break;
		if (!skip_prefix(&s, ", ") && !skip_prefix(&s, " and "))
			break;
	}
	if (!m->ref)
		return;
	if (!strncmp(s, " of ", 4) && s[4] && s[4] != ' ') {
		m->kind = MAINT_MERGE_PULL;
		m->url = s + 4;
		m->url_len = token_len(s + 4);
		parse_into(s + 4 + m->url_len, m);
		return;
	}
	parse_into(s, m);
	m->kind = is_mainline_ref(m->ref, m->ref_len) ? MAINT_MERGE_BACK :
							MAINT_MERGE_LOCAL;
}

/* URLs */

static bool alias_lookup(const char *aliases, const char *host, size_t hl,
			 const char **to, size_t *tl)
{
	const char *p = aliases;

	while (p && *p) {
		const char *end = strchr(p, ','), *eq;

		if (!end)
			end = p + strlen(p);
		eq = memchr(p, '=', (size_t)(end - p));
		if (eq && (size_t)(eq - p) == hl && !strncasecmp(p, host, hl)) {
			*to = eq + 1;
			*tl = (size_t)(end - eq - 1);
			return true;
		}
		p = *end ? end + 1 : end;
	}
	return false;
}

char *maint_tree_url_norm(const char *url, size_t len, const char *aliases)
{
	const char *p = url, *end = url + len, *host, *hend, *path, *at, *to;
	struct mbuf mb = MBUF_INIT;
	size_t tl, i;
	bool scp = true;

	while (p < end && (*p == ' ' || *p == '\t' || *p == '<'))
		p++;
	while (end > p && (end[-1] == ' ' || end[-1] == '\t' ||
			   end[-1] == '>' || end[-1] == '\n'))
		end--;
	for (const char *q = p; q + 2 < end && q < p + 32; q++) {
		if (!strncmp(q, "://", 3)) {
			p = q + 3;
			scp = false;
			break;
		}
	}
	/* host: up to the first '/' (or, scp-like, the first ':') */
	host = p;
	hend = host;
	while (hend < end && *hend != '/' && !(scp && *hend == ':'))
		hend++;
	path = hend;
	if (scp && path < end && *path == ':')
		path++;
	at = NULL;
	for (const char *q = host; q < hend; q++)
		if (*q == '@')
			at = q;
	if (at)
		host = at + 1;
	/* a port */
	for (const char *q = host; q < hend; q++) {
		if (*q == ':') {
			hend = q;
			break;
		}
	}
	if (hend == host)
		return NULL;
	while (path < end && *path == '/')
		path++;
	for (;;) {
		while (end > path && end[-1] == '/')
			end--;
		if (end - path >= 4 && !strncmp(end - 4, ".git", 4))
			end -= 4;
		else
			break;
	}
	if (alias_lookup(aliases, host, (size_t)(hend - host), &to, &tl)) {
		host = to;
		hend = to + tl;
	}
	for (i = 0; host + i < hend; i++) {
		char c = host[i];

		mbuf_addch(&mb, c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
	}
	if (end > path) {
		mbuf_addch(&mb, '/');
		mbuf_add(&mb, path, (size_t)(end - path));
	}
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, NULL);
}

/* Dates: "2026-08-20T12:15:24-06:00" */

static int num(const char *s, int n)
{
	int v = 0;

	for (int i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		v = v * 10 + (s[i] - '0');
	}
	return v;
}

long long mnt_pulls_parse_date(const char *s)
{
	int y, mo, d, h, mi, se, oh = 0, om = 0;
	long long t;

	if (strlen(s) < 19 || s[4] != '-' || s[7] != '-' ||
	    (s[10] != 'T' && s[10] != ' '))
		return 0;
	y = num(s, 4);
	mo = num(s + 5, 2);
	d = num(s + 8, 2);
	h = num(s + 11, 2);
	mi = num(s + 14, 2);
	se = num(s + 17, 2);
	if (y < 0 || mo < 1 || mo > 12 || d < 1 || d > 31 || h < 0 ||
	    mi < 0 || se < 0)
		return 0;
	t = mnt_days_from_civil(y, (unsigned int)mo, (unsigned int)d) * 86400 +
	    h * 3600 + mi * 60 + se;
	if ((s[19] == '+' || s[19] == '-') && strlen(s) >= 25) {
		oh = num(s + 20, 2);
		om = num(s + 23, 2);
		if (oh < 0 || om < 0)
			return t;
		t += (s[19] == '+' ? -1 : 1) * (oh * 3600LL + om * 60);
	}
	return t;
}

/* The graph */

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

/* Commits of the rev-list output */
struct pl_commit {
	uint32_t par; /* index into the parent array */
	uint32_t npar;
	unsigned int depth;
	uint32_t via; /* commit index of the merge it was reached through */
	uint32_t merge; /* merge index + 1, 0 if not a merge of the log */
	bool child; /* some commit of the range has it as a parent */
};

#define NO_COMMIT UINT32_MAX

struct pl_graph {
	struct pl_commit *c;
	size_t n;
	uint32_t *par; /* NO_COMMIT: a parent outside the range */
	size_t npar;
	struct mnt_map ids;
};

static void graph_free(struct pl_graph *g)
{
	free(g->c);
	free(g->par);
	mnt_map_clear(&g->ids);
}

/* Split "H P1 P2\n" lines in place. */
static int graph_read(struct pl_graph *g, char *buf, size_t len)
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
static int graph_depths(struct pl_graph *g)
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

/*
 * A T: URL worth comparing: "scheme://host/path", "[user@]host:path" or
 * "/path"; a host of letters, digits, '.', '-', '_' (a port and a user
 * allowed); and a path below it.  Anything else ("git", "http://",
 * "https://host") ties nothing and is reported.
 */
static bool url_usable(const char *u, size_t n)
{
	const char *end = u + n, *h = u, *q;
	bool scheme = false;

	for (q = u; q + 2 < end && q < u + 32; q++) {
		if (!strncmp(q, "://", 3)) {
			for (const char *c = u; c < q; c++)
				if (!isalnum((unsigned char)*c) && *c != '+' &&
				    *c != '.' && *c != '-')
					return false;
			h = q + 3;
			scheme = q > u;
			break;
		}
		if (*q == '/' || *q == ':')
			break;
	}
	if (!scheme && *u == '/')
		return n > 1;
	for (q = h; q < end && *q != '/' && (scheme || *q != ':'); q++)
		if (*q == '@')
			h = q + 1;
	if (q == h)
		return false;
	for (const char *c = h; c < q; c++)
		if (!isalnum((unsigned char)*c) && !strchr(".-_:[]", *c))
			return false;
	if (q == end || (!scheme && *q != ':'))
		return false;
	while (q < end && (*q == '/' || *q == ':'))
		q++;
	return q < end;
}

/* Report a T: line whose URL ties nothing; control bytes shown as '?'. */
static void bad_t_line(struct maint_pulls *p, const struct maint_item *it)
{
	char msg[256];
	size_t k = (size_t)snprintf(msg, sizeof(msg),
				    "T: line names no usable URL, ignored: ");

	for (const char *c = it->value; *c && k + 4 < sizeof(msg); c++)
		msg[k++] = (unsigned char)*c < 0x20 || *c == 0x7f ? '?' : *c;
	msg[k] = '\0';
	p->sum.t_bad++;
	mnt_diag(p->diag, it->file, it->line, MAINT_WARNING, msg);
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
		const char *v, *u;
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
		/* "git URL [branch]"; other SCMs too */
		v = it->value;
		u = v + token_len(v);
		while (*u == ' ' || *u == '\t')
			u++;
		if (!*u)
			u = v; /* a bare URL */
		ul = token_len(u);
		if (!ul || !url_usable(u, ul)) {
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

static int finish(struct maint_pulls *p, long long start, long long rc1)
{
	struct maint_pulls_summary *s = &p->sum;
	size_t i, *remap;
	unsigned int md = 0;

	s->merges = p->nmerges;
	s->have_start = start != 0;
	s->start = start;
	s->have_rc1 = rc1 != 0;
	s->rc1 = rc1;
	for (i = 0; i < p->nmerges; i++) {
		struct maint_pull_merge *m = &p->merges[i];

		if (!m->depth)
			s->unreached++;
		if (m->kind != MAINT_MERGE_PULL || m->tree == MAINT_PULLS_NONE) {
			s->other++;
			s->other_by_kind[m->kind]++;
			continue;
		}
		s->pulls++;
		if (m->depth > md)
			md = m->depth;
	}
	s->max_depth = md;
	/* into: the tree of the nearest pull up the via chain */
	for (i = 0; i < p->nmerges; i++) {
		struct maint_pull_merge *m = &p->merges[i];
		size_t v = m->via, guard = 0;

		m->into = MAINT_PULLS_NONE;
		while (v != MAINT_PULLS_NONE && guard++ < p->nmerges) {
			if (p->merges[v].kind == MAINT_MERGE_PULL &&
			    p->merges[v].tree != MAINT_PULLS_NONE) {
				m->into = p->merges[v].tree;
				break;
			}
			v = p->merges[v].via;
		}
	}
	p->by_depth = calloc(md + 2, sizeof(size_t));
	p->trees_by_depth = calloc(md + 2, sizeof(size_t));
	if (!p->by_depth || !p->trees_by_depth)
		return -ENOMEM;
	/* per tree */
	for (i = 0; i < p->nmerges; i++) {
		struct maint_pull_merge *m = &p->merges[i];
		struct pl_tree *t;

		if (m->kind != MAINT_MERGE_PULL || m->tree == MAINT_PULLS_NONE)
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
	for (i = 0; i < p->ntrees; i++) {
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
	/* weeks */
	if (!start) {
		for (i = 0; i < p->nmerges; i++)
			if (!start || p->merges[i].time < start)
				start = p->merges[i].time;
	}
	for (i = 0; i < p->nmerges; i++) {
		struct maint_pull_merge *m = &p->merges[i];
		long long w;

		if (m->kind != MAINT_MERGE_PULL || m->tree == MAINT_PULLS_NONE)
			continue;
		w = m->time >= start ? (m->time - start) / WEEK : 0;
		if (w >= MAX_WEEKS)
			w = MAX_WEEKS - 1;
		if ((size_t)w + 1 > s->nweeks)
			s->nweeks = (size_t)w + 1;
		if (rc1 && m->time < rc1)
			s->window_pulls++;
		else if (rc1)
			s->rc_pulls++;
	}
	p->by_week = calloc(s->nweeks + 1, sizeof(size_t));
	if (!p->by_week)
		return -ENOMEM;
	for (i = 0; i < p->nmerges; i++) {
		struct maint_pull_merge *m = &p->merges[i];
		long long w;

		if (m->kind != MAINT_MERGE_PULL || m->tree == MAINT_PULLS_NONE)
			continue;
		w = m->time >= start ? (m->time - start) / WEEK : 0;
		if (w >= MAX_WEEKS)
			w = MAX_WEEKS - 1;
		p->by_week[w]++;
	}
	s->pulls_by_depth = p->by_depth;
	s->trees_by_depth = p->trees_by_depth;
	s->pulls_by_week = p->by_week;
	s->range = p->range;

	/* sort the trees, and renumber the references to them */
	{
		struct pl_tree *sorted = malloc((p->ntrees + 1) *
						sizeof(*sorted));

		remap = malloc((p->ntrees + 1) * sizeof(*remap));
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
			struct mnt_map_slot *sl =
				mnt_map_find(&p->tree_map, sorted[i].url,
					     strlen(sorted[i].url));

			remap[sl->value] = i;
			sl->value = (intptr_t)i;
		}
		free(p->trees);
		p->trees = sorted;
		p->trees_alloc = p->ntrees + 1;
	}
	for (i = 0; i < p->nmerges; i++) {
		struct maint_pull_merge *m = &p->merges[i];

		if (m->tree != MAINT_PULLS_NONE)
			m->tree = remap[m->tree];
		if (m->into != MAINT_PULLS_NONE)
			m->into = remap[m->into];
	}
	for (i = 0; i < p->ntrees; i++)
		for (size_t j = 0; j < p->trees[i].ninto; j++)
			if (p->trees[i].into[j] != MAINT_PULLS_NONE)
				p->trees[i].into[j] = remap[p->trees[i].into[j]];
	free(remap);
	p->pub = calloc(p->ntrees + 1, sizeof(*p->pub));
	if (!p->pub)
		return -ENOMEM;
	for (i = 0; i < p->ntrees; i++) {
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

/* Parse the log: records of five NUL-terminated fields. */
static int read_log(struct maint_pulls *p, char *buf, size_t len,
		    struct pl_graph *g)
{
	char *q = buf, *end = buf + len;
	size_t n = 0, alloc = 0;

	while (q < end) {
		char *f[5];
		int k;
		struct maint_pull_merge *m;
		struct maint_merge_subject ms;
		struct mnt_map_slot *sl;

		while (q < end && (*q == '\n' || *q == '\0'))
			q++;
		if (q >= end)
			break;
		for (k = 0; k < 5 && q < end; k++) {
			char *z = memchr(q, '\0', (size_t)(end - q));

			f[k] = q;
			if (!z) {
				q = end;
				k++;
				break;
			}
			q = z + 1;
		}
		if (k < 5)
			break;
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
		maint_merge_parse(m->subject, &ms);
		m->kind = ms.kind;
		if (ms.kind == MAINT_MERGE_PULL) {
			m->tree = tree_get(p, ms.url, ms.url_len);
			if (m->tree == MAINT_PULLS_NONE)
				m->kind = MAINT_MERGE_OTHER;
			else
				p->trees[m->tree].pulled = true;
		}
		sl = mnt_map_find(&g->ids, m->id, strlen(m->id));
		if (sl) {
			struct pl_commit *c = &g->c[sl->value];

			c->merge = (uint32_t)(n + 1);
			m->depth = c->depth;
		}
		n++;
	}
	p->nmerges = n;
	/* via, now that every merge is known */
	for (size_t i = 0; i < n; i++) {
		struct maint_pull_merge *m = &p->merges[i];
		struct mnt_map_slot *sl = mnt_map_find(&g->ids, m->id,
						       strlen(m->id));
		uint32_t v;

		if (!sl)
			continue;
		v = g->c[sl->value].via;
		if (v != NO_COMMIT && g->c[v].merge)
			m->via = g->c[v].merge - 1;
	}
	return 0;
}

/* Tags: name, commit, commit date */
struct pl_tag {
	const char *name, *commit;
	long long date;
};

/*
 * With tags, the cycle's -rc1 is the earliest "-rc1" tag on a commit of
 * the range.
 */
static int build(struct maint_pulls *p, char *revlist, size_t rlen,
		 char *log, size_t llen, long long start,
		 const struct pl_tag *tags, size_t ntags)
{
	struct pl_graph g = { 0 };
	long long rc1 = p->sum.rc1;
	int ret;

	g.ids = (struct mnt_map)MNT_MAP_INIT;
	ret = graph_read(&g, revlist, rlen);
	if (!ret)
		ret = graph_depths(&g);
	if (!ret)
		ret = read_t_lines(p);
	if (!ret)
		ret = read_log(p, log, llen, &g);
	if (!ret)
		ret = tie_by_path(p);
	for (size_t i = 0; !ret && i < ntags; i++) {
		size_t l = strlen(tags[i].name);

		if (l < 5 || strcmp(tags[i].name + l - 4, "-rc1") ||
		    !mnt_map_find(&g.ids, tags[i].commit,
				  strlen(tags[i].commit)))
			continue;
		if (!rc1 || tags[i].date < rc1)
			rc1 = tags[i].date;
	}
	graph_free(&g);
	if (!ret)
		ret = finish(p, start, rc1);
	return ret;
}

static struct maint_pulls *pulls_new(const struct maint_pulls_opts *o,
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

	*out = NULL;
	p = pulls_new(o, diag);
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
	ret = build(p, p->revlist, revlist_len, p->log, log_len, start, NULL,
		    0);
	if (ret) {
		maint_pulls_free(p);
		return ret;
	}
	*out = p;
	return 0;
}

/* Running git */

static int run(const char *root, const char *const *args, struct mbuf *out,
	       size_t max)
{
	int st, ret = mnt_git(root, args, out, max, false, &st);

	if (!ret && st)
		ret = -ECHILD;
	return ret;
}

static bool is_release(const char *n)
{
	bool dot = false;

	if (n[0] != 'v' || n[1] < '0' || n[1] > '9')
		return false;
	for (const char *q = n + 1; *q; q++) {
		if (*q == '.')
			dot = true;
		else if (*q < '0' || *q > '9')
			return false;
	}
	return dot;
}

/* Compare release names numerically, component by component. */
static int version_cmp(const char *a, const char *b)
{
	a++;
	b++;
	while (*a || *b) {
		unsigned long long x = strtoull(a, (char **)&a, 10);
		unsigned long long y = strtoull(b, (char **)&b, 10);

		if (x != y)
			return x < y ? -1 : 1;
		if (*a == '.')
			a++;
		if (*b == '.')
			b++;
		if (!*a != !*b)
			return *a ? 1 : -1;
	}
	return 0;
}

static int read_tags(const char *root, struct mbuf *buf, struct pl_tag **out,
		     size_t *n, size_t max)
{
	static const char *const args[] = {
		"for-each-ref",
		"--format=%(refname:strip=2)%00%(objectname)%00%(*objectname)"
		"%00%(committerdate:unix)%00%(*committerdate:unix)",
		"refs/tags/", NULL
	};
	size_t alloc = 0;
	char *p, *end;
	int ret = run(root, args, buf, max);

	*out = NULL;
	*n = 0;
	if (ret)
		return ret;
	p = buf->buf;
	end = buf->buf + buf->len;
	while (p < end) {
		char *nl = memchr(p, '\n', (size_t)(end - p)), *f[5];
		int k;

		if (!nl)
			nl = end;
		*nl = '\0';
		for (k = 0; k < 5; k++) {
			f[k] = p;
			p = memchr(p, '\0', (size_t)(nl - p) + 1);
			if (!p || p >= nl) {
				k++;
				break;
			}
			p++;
		}
		p = nl + 1;
		if (k < 5)
			continue;
		if (ALLOC_GROW(*out, *n + 1, alloc))
			return -ENOMEM;
		(*out)[*n].name = f[0];
		(*out)[*n].commit = *f[2] ? f[2] : f[1];
		(*out)[*n].date = strtoll(*f[4] ? f[4] : f[3], NULL, 10);
		(*n)++;
	}
	return 0;
}

/* The end of a range: B of "A..B" or "A...B" (HEAD when empty), or it. */
static int range_end(const char *range, struct mbuf *out)
{
	const char *d = strstr(range, "..");

	if (d)
		d += d[2] == '.' ? 3 : 2;
	else
		d = range;
	mbuf_adds(out, *d ? d : "HEAD");
	mbuf_adds(out, "^{commit}");
	return mbuf_failed(out) ? -ENOMEM : 0;
}

/* A file of the tree that is read as MAINTAINERS. */
static bool maintainers_path(const char *path, bool all)
{
	const char *base = strrchr(path, '/');

	base = base ? base + 1 : path;
	if (all)
		return !strcmp(base, "MAINTAINERS");
	/* MAINTAINERS, or the files of a directory of that name */
	return !strcmp(path, "MAINTAINERS") ||
	       (!strncmp(path, "MAINTAINERS/", 12) && !strchr(path + 12, '/') &&
		base[0] != '.');
}

/*
 * MAINTAINERS as of the range's end commit, through git: `git ls-tree`
 * for the blobs and their sizes, one `git show` for all their contents at
 * once (split by the sizes).  Works in a bare
 * repository; the work tree is never read.
 */
static int load_maintainers(struct maint_pulls *p, const char *root,
			    const char *range, bool all, size_t max)
{
	struct mbuf end = MBUF_INIT, id = MBUF_INIT, ls = MBUF_INIT,
		    blobs = MBUF_INIT, name = MBUF_INIT;
	const char **args = NULL, **names = NULL;
	char **bufs = NULL, *q, *e;
	size_t *lens = NULL, n = 0, alloc = 0, nalloc = 0, lalloc = 0;
	size_t total = 0, off = 0, i;
	int ret = range_end(range, &end);

	if (!ret) {
		const char *a[] = { "rev-parse", "--verify", "--quiet",
				    "--end-of-options", end.buf, NULL };

		ret = mnt_git(root, a, &id, 4096, true, &(int){ 0 });
		if (!ret && (id.len < 41 || id.buf[id.len - 1] != '\n'))
			ret = -EINVAL;
	}
	if (ret)
		goto out;
	mbuf_setlen(&id, id.len - 1);
	{
		const char *a[] = { "ls-tree", "-r", "-z", "-l", "--full-tree",
				    id.buf, NULL };

		ret = run(root, a, &ls, max);
	}
	if (ret)
		goto out;
	/* "<mode> blob <id> <size>\t<path>\0" */
	for (q = ls.buf, e = ls.buf + ls.len; q < e; q += strlen(q) + 1) {
		char *tab = strchr(q, '\t'), *oid, *sp;
		unsigned long long sz;

		if (!tab || strncmp(q, "100", 3) || !strstr(q, " blob ") ||
		    !maintainers_path(tab + 1, all))
			continue;
		*tab = '\0';
		oid = strstr(q, " blob ") + 6;
		sp = strchr(oid, ' ');
		if (!sp)
			continue;
		*sp = '\0';
		sz = strtoull(sp + 1, NULL, 10);
		if (sz > max - total) {
			ret = -EFBIG;
			goto out;
		}
		if (ALLOC_GROW(args, n + 6, alloc) ||
		    ALLOC_GROW(names, n + 1, nalloc) ||
		    ALLOC_GROW(lens, n + 1, lalloc)) {
			ret = -ENOMEM;
			goto out;
		}
		args[n + 3] = oid;
		names[n] = tab + 1;
		lens[n] = (size_t)sz;
		total += (size_t)sz;
		n++;
	}
	if (!n) {
		ret = -MAINT_E_NOTFOUND;
		goto out;
	}
	args[0] = "show";
	args[1] = "--no-textconv";
	args[2] = "--no-color";
	args[n + 3] = NULL;
	ret = run(root, args, &blobs, max);
	if (!ret && blobs.len != total)
		ret = -ECHILD;
	bufs = calloc(n, sizeof(*bufs));
	if (!ret && !bufs)
		ret = -ENOMEM;
	for (i = 0; !ret && i < n; i++) {
		bufs[i] = malloc(lens[i] + 1);
		if (!bufs[i]) {
			ret = -ENOMEM;
			break;
		}
		memcpy(bufs[i], blobs.buf + off, lens[i]);
		bufs[i][lens[i]] = '\0';
		off += lens[i];
	}
	if (!ret)
		ret = mnt_db_load_mem(&p->own_db, n, names, bufs, lens,
				      p->diag);
	else
		for (i = 0; bufs && i < n; i++)
			free(bufs[i]);
	if (!ret) {
		p->db = p->own_db;
		p->sum.maintainers_files = n;
		mbuf_setlen(&end, end.len - strlen("^{commit}"));
		mbuf_addf(&name, "%s (%.12s)", end.buf, id.buf);
		p->mrev = mbuf_failed(&name) ? NULL : mbuf_detach(&name, NULL);
		if (!p->mrev)
			ret = -ENOMEM;
		p->sum.maintainers_rev = p->mrev;
	}
out:
	free(bufs);
	free(args);
	free(names);
	free(lens);
	mbuf_release(&end);
	mbuf_release(&id);
	mbuf_release(&ls);
	mbuf_release(&blobs);
	mbuf_release(&name);
	return ret;
}

static const struct pl_tag *tag_find(const struct pl_tag *t, size_t n,
				     const char *name, size_t len)
{
	for (size_t i = 0; i < n; i++)
		if (strlen(t[i].name) == len && !memcmp(t[i].name, name, len))
			return &t[i];
	return NULL;
}

int maint_pulls_collect(struct maint_pulls **out,
			const struct maint_pulls_opts *o,
			const struct maint_diag_sink *diag)
{
	struct maint_pulls_opts ro = *o;
	struct mbuf tagbuf = MBUF_INIT, desc = MBUF_INIT, rl = MBUF_INIT,
		    lg = MBUF_INIT, rangebuf = MBUF_INIT;
	struct pl_tag *tags = NULL;
	const struct pl_tag *from = NULL;
	size_t ntags = 0, max = o->max_output ? o->max_output :
						PULLS_OUTPUT_MAX;
	long long start = 0;
	struct maint_pulls *p = NULL;
	bool shallow;
	int ret;

	*out = NULL;
	if ((o->range && o->range[0] == '-') ||
	    (o->release && o->release[0] == '-'))
		return -EINVAL;
	{
		static const char *const args[] = {
			"rev-parse", "--is-shallow-repository", NULL
		};

		ret = run(o->root, args, &desc, 4096);
		if (ret)
			goto out;
		shallow = !strcmp(desc.buf, "true\n");
		mbuf_setlen(&desc, 0);
		if (shallow && !o->allow_shallow) {
			ret = -MAINT_E_SHALLOW;
			goto out;
		}
	}
	ret = read_tags(o->root, &tagbuf, &tags, &ntags, max);
	if (ret)
		goto out;
	if (o->release) {
		const struct pl_tag *rel = tag_find(tags, ntags, o->release,
						    strlen(o->release));

		if (!rel || !is_release(rel->name)) {
			ret = -EINVAL;
			goto out;
		}
		for (size_t i = 0; i < ntags; i++) {
			if (!is_release(tags[i].name) ||
			    version_cmp(tags[i].name, rel->name) >= 0)
				continue;
			if (!from || version_cmp(tags[i].name, from->name) > 0)
				from = &tags[i];
		}
		if (from)
			mbuf_addf(&rangebuf, "%s..%s", from->name, rel->name);
		else
			mbuf_adds(&rangebuf, rel->name);
	} else if (!o->range) {
		static const char *const args[] = {
			"describe", "--tags", "--abbrev=0", "--match=v[0-9]*",
			"--exclude=*-*", "HEAD", NULL
		};

		/* no release tag at all: the whole history */
		if (run(o->root, args, &desc, 4096) == 0 && desc.len > 1) {
			mbuf_setlen(&desc, desc.len - 1);
			from = tag_find(tags, ntags, desc.buf, desc.len);
			mbuf_addf(&rangebuf, "%s..HEAD", desc.buf);
		} else {
			mbuf_adds(&rangebuf, "HEAD");
		}
	} else {
		const char *dots = strstr(o->range, "..");

		mbuf_adds(&rangebuf, o->range);
		if (dots && dots[2] != '.')
			from = tag_find(tags, ntags, o->range,
					(size_t)(dots - o->range));
	}
	if (mbuf_failed(&rangebuf)) {
		ret = -ENOMEM;
		goto out;
	}
	if (from)
		start = from->date;
	ro.range = rangebuf.buf;
	{
		const char *rargs[] = { "rev-list", "--parents", rangebuf.buf,
					"--", NULL };
		const char *largs[] = {
			"log",
			"-z",
			"--merges",
			"--no-show-signature",
			"--no-color",
			"--format=%H%x00%cn%x00%ce%x00%cI%x00%s",
			rangebuf.buf,
			"--",
			NULL
		};

		ret = run(o->root, rargs, &rl, max);
		if (!ret)
			ret = run(o->root, largs, &lg, max);
		if (ret)
			goto out;
	}
	p = pulls_new(&ro, diag);
	if (!p) {
		ret = -ENOMEM;
		goto out;
	}
	p->revlist = mbuf_detach(&rl, NULL);
	p->sum.partial = shallow;
	if (!o->db && o->maintainers_from_git)
		ret = load_maintainers(p, o->root, rangebuf.buf,
				       o->find_maintainer_files,
				       max < MAINTAINERS_MAX ? max :
							       MAINTAINERS_MAX);
	if (ret)
		goto out;
	{
		size_t llen = lg.len, rlen = strlen(p->revlist);

		p->log = mbuf_detach(&lg, NULL);
		ret = build(p, p->revlist, rlen, p->log, llen, start, tags,
			    ntags);
	}
	if (ret)
		goto out;
	*out = p;
	p = NULL;
out:
	(void)diag;
	maint_pulls_free(p);
	free(tags);
	mbuf_release(&tagbuf);
	mbuf_release(&desc);
	mbuf_release(&rl);
	mbuf_release(&lg);
	mbuf_release(&rangebuf);
	return ret;
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


/* Per release */

void maint_pulls_cycles_free(struct maint_pulls_cycle *c, size_t n)
{
	for (size_t i = 0; c && i < n; i++) {
		free(c[i].release);
		free(c[i].range);
		free(c[i].maintainers_rev);
	}
	free(c);
}

static int cycle_add(struct maint_pulls_cycle **c, size_t *n, size_t *alloc,
		     const struct maint_pulls *p, const char *release)
{
	const struct maint_pulls_summary *s = &p->sum;
	struct maint_pulls_cycle *r;

	if (ALLOC_GROW(*c, *n + 1, *alloc))
		return -ENOMEM;
	r = &(*c)[(*n)++];
	memset(r, 0, sizeof(*r));
	r->release = strdup(release);
	r->range = strdup(s->range);
	r->maintainers_rev = s->maintainers_rev ? strdup(s->maintainers_rev) :
						  NULL;
	if (!r->release || !r->range ||
	    (s->maintainers_rev && !r->maintainers_rev))
		return -ENOMEM;
	r->merges = s->merges;
	r->pulls = s->pulls;
	r->trees = s->trees;
	r->trees_direct = s->trees_direct;
	r->deep_pulls = s->pulls - (s->max_depth ? s->pulls_by_depth[1] : 0) -
			(p->by_depth ? p->by_depth[0] : 0);
	r->indirect_share = s->indirect_share;
	r->max_depth = s->max_depth;
	r->have_rc1 = s->have_rc1;
	r->window_pulls = s->window_pulls;
	r->rc_pulls = s->rc_pulls;
	r->t_trees = s->t_trees;
	r->t_unpulled = s->t_unpulled;
	r->tied_path = s->tied_path;
	r->partial = s->partial;
	return 0;
}

int maint_pulls_cycles(struct maint_pulls_cycle **out, size_t *nout,
		       const struct maint_pulls_opts *o, const char *spec,
		       char **failed, const struct maint_diag_sink *diag)
{
	struct mbuf tagbuf = MBUF_INIT;
	struct pl_tag *tags = NULL;
	const char **names = NULL;
	size_t ntags = 0, n = 0, alloc = 0, nalloc = 0;
	const char *dots = strstr(spec, "..");
	struct maint_pulls_cycle *c = NULL;
	int ret;

	*out = NULL;
	*nout = 0;
	*failed = NULL;
	if (spec[0] == '-')
		return -EINVAL;
	ret = read_tags(o->root, &tagbuf, &tags, &ntags,
			o->max_output ? o->max_output : PULLS_OUTPUT_MAX);
	if (ret)
		goto out;
	if (dots) {
		/* every release after A up to B, in version order */
		const struct pl_tag *a = tag_find(tags, ntags, spec,
						  (size_t)(dots - spec));
		const struct pl_tag *b = tag_find(tags, ntags, dots + 2,
						  strlen(dots + 2));

		if (!a || !is_release(a->name) || !b || !is_release(b->name)) {
			*failed = !a || !is_release(a->name) ?
					  mnt_strndup(spec,
						      (size_t)(dots - spec)) :
					  strdup(dots + 2);
			ret = -EINVAL;
			goto out;
		}
		for (size_t i = 0; i < ntags; i++) {
			if (!is_release(tags[i].name) ||
			    version_cmp(tags[i].name, a->name) <= 0 ||
			    version_cmp(tags[i].name, b->name) > 0)
				continue;
			if (ALLOC_GROW(names, n + 1, nalloc)) {
				ret = -ENOMEM;
				goto out;
			}
			names[n++] = tags[i].name;
		}
		/* insertion sort: a few dozen releases */
		for (size_t i = 1; i < n; i++)
			for (size_t j = i; j && version_cmp(names[j - 1],
							    names[j]) > 0;
			     j--) {
				const char *t = names[j];

				names[j] = names[j - 1];
				names[j - 1] = t;
			}
	} else {
		/* "vA,vB,...": each a release tag */
		for (const char *q = spec; *q;) {
			size_t l = strcspn(q, ",");
			const struct pl_tag *t = tag_find(tags, ntags, q, l);

			if (!t || !is_release(t->name)) {
				*failed = mnt_strndup(q, l);
				ret = -EINVAL;
				goto out;
			}
			if (ALLOC_GROW(names, n + 1, nalloc)) {
				ret = -ENOMEM;
				goto out;
			}
			names[n++] = t->name;
			q += l;
			if (*q)
				q++;
		}
	}
	for (size_t i = 0; i < n; i++) {
		struct maint_pulls_opts ro = *o;
		struct maint_pulls *p;
		size_t k = *nout;

		ro.release = names[i];
		ro.range = NULL;
		ret = maint_pulls_collect(&p, &ro, diag);
		if (ret) {
			*failed = strdup(names[i]);
			goto out;
		}
		ret = cycle_add(&c, &k, &alloc, p, names[i]);
		*nout = k;
		maint_pulls_free(p);
		if (ret)
			goto out;
	}
	*out = c;
	c = NULL;
out:
	if (c)
		maint_pulls_cycles_free(c, *nout);
	if (ret)
		*nout = 0;
	free(names);
	free(tags);
	mbuf_release(&tagbuf);
	return ret;
}
