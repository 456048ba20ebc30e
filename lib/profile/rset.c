// SPDX-License-Identifier: GPL-2.0-only
/*
 * Profiles in relation: the rules that apply to a file from the profiles
 * of its sections (the most specific first) and from the documents those
 * profiles say to follow, with the rules a more specific profile
 * contradicts kept but marked overridden.
 *
 * A rule of kind MAINT_RULE_RELATION names what it follows (rules.c): a
 * path is resolved inside the tree, a reference label (":ref:`x`") is
 * looked for as ".. _x:" in the .rst files of the profile's directory and
 * scopes the section it labels.  Such a document is read when it is a
 * profile (one of the set's, or named like one: maintainer-*, *profile*,
 * CONTRIBUTING*); the kernel's general process documents are named only.
 * One level: what a followed document follows is not read.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/opts.h"
#include "maint.h"
#include "mbuf.h"
#include "profile/profile.h"
#include "util.h"

#define NONE ((size_t)-1)
/* .rst files of a directory searched for a reference label, at most */
#define MAX_LABEL_FILES 400

struct maint_rset {
	struct maint_rset_doc *docs;
	size_t ndocs, docs_alloc;
	struct maint_rset_rule *rules;
	size_t nrules, rules_alloc;
	struct maint_rset_rule *refs;
	size_t nrefs, refs_alloc;
	struct maint_profile **loaded; /* followed documents read here */
	size_t nloaded, loaded_alloc;
	char **strs;
	size_t nstrs, strs_alloc;
};

static char *keep(struct maint_rset *rs, char *s)
{
	if (!s || ALLOC_GROW(rs->strs, rs->nstrs + 1, rs->strs_alloc)) {
		free(s);
		return NULL;
	}
	rs->strs[rs->nstrs++] = s;
	return s;
}

static int add_doc(struct maint_rset *rs, const struct maint_profile *p,
		   const char *value, size_t rank, bool own)
{
	struct maint_rset_doc *d;

	if (ALLOC_GROW(rs->docs, rs->ndocs + 1, rs->docs_alloc))
		return -ENOMEM;
	d = &rs->docs[rs->ndocs++];
	memset(d, 0, sizeof(*d));
	d->prof = p;
	d->value = value;
	d->rank = rank;
	d->own = own;
	d->scope = NONE;
	return 0;
}

/* Named like a profile: maintainer-*, *profile*, CONTRIBUTING*. */
static bool profile_like(const char *path)
{
	const char *b = strrchr(path, '/');

	b = b ? b + 1 : path;
	return !strncmp(b, "maintainer-", 11) || strstr(b, "profile") ||
	       !strncasecmp(b, "contributing", 12);
}

/* "Documentation/process/maintainer-soc.rst": a path, not a label. */
static bool is_path(const char *r)
{
	size_t n = strlen(r);

	return strchr(r, '/') && ((n > 4 && !strcmp(r + n - 4, ".rst")) ||
				  (n > 3 && !strcmp(r + n - 3, ".md")) ||
				  (n > 4 && !strcmp(r + n - 4, ".txt")));
}

/* The directory part of a P: value ("Documentation/process/"), malloc'd. */
static char *dir_of(const char *value)
{
	const char *s = strrchr(value, '/');

	return s ? mnt_strndup(value, (size_t)(s - value) + 1) : strdup("");
}

/* The line ".. _label:" is on in buf, or 0. */
static unsigned int label_line(const char *buf, const char *label)
{
	size_t n = strlen(label);
	unsigned int line = 1;

	for (const char *l = buf; l && *l; line++) {
		const char *q = l;

		while (*q == ' ')
			q++;
		if (!strncmp(q, ".. _", 4) && !strncmp(q + 4, label, n) &&
		    q[4 + n] == ':')
			return line;
		l = strchr(l, '\n');
		l = l ? l + 1 : NULL;
	}
	return 0;
}

/*
 * The file of @dir (relative to @root) that defines reference @label,
 * and the line it is on.  *path is malloc'd (relative to the top).
 */
static int find_label(const char *root, const char *dir, const char *label,
		      char **path, unsigned int *line)
{
	char *full = NULL, *d;
	DIR *dh;
	struct dirent *e;
	size_t seen = 0;
	int ret = 0;

	*path = NULL;
	if (maint_profile_resolve(root, *dir ? dir : ".", &d))
		return 0;
	dh = opendir(d);
	free(d);
	if (!dh)
		return 0;
	while ((e = readdir(dh)) && seen < MAX_LABEL_FILES && !*path) {
		size_t n = strlen(e->d_name);
		char *rel = NULL, *buf = NULL;
		size_t len;
		struct mbuf mb = MBUF_INIT;

		if (n < 5 || strcmp(e->d_name + n - 4, ".rst"))
			continue;
		seen++;
		mbuf_addf(&mb, "%s%s", dir, e->d_name);
		if (mbuf_failed(&mb)) {
			ret = -ENOMEM;
			break;
		}
		rel = mbuf_detach(&mb, NULL);
		if (!maint_profile_resolve(root, rel, &full) &&
		    !mnt_read_file(full, MAINT_PROFILE_MAX_SIZE, &buf, &len) &&
		    (*line = label_line(buf, label))) {
			*path = rel;
			rel = NULL;
		}
		free(full);
		full = NULL;
		free(buf);
		free(rel);
	}
	closedir(dh);
	return ret;
}

/* The section a label at line @line stands before. */
static size_t labelled_section(const struct maint_profile *p, unsigned int line)
{
	for (size_t s = 0; s < p->nsecs; s++)
		if (p->secs[s].line > line)
			return s;
	return NONE;
}

static int add_ref(struct maint_rset *rs, const struct maint_rule *r,
		   size_t doc)
{
	struct maint_rset_rule *x;

	if (ALLOC_GROW(rs->refs, rs->nrefs + 1, rs->refs_alloc))
		return -ENOMEM;
	x = &rs->refs[rs->nrefs++];
	memset(x, 0, sizeof(*x));
	x->rule = r;
	x->doc = doc;
	return 0;
}

/* What rule r of own document @doc follows: read it in, or name it. */
static int follow(struct maint_rset *rs, const char *root, size_t doc,
		  const struct maint_rule *r,
		  const struct maint_diag_sink *diag)
{
	const struct maint_rset_doc *d = &rs->docs[doc];
	char *path = NULL, *full = NULL, *dir;
	unsigned int line = 0;
	struct maint_profile *p = NULL;
	size_t k, scope = NONE;
	int ret;

	if (is_path(r->refers)) {
		path = strdup(r->refers);
		if (!path)
			return -ENOMEM;
	} else {
		dir = dir_of(d->value);
		if (!dir)
			return -ENOMEM;
		ret = find_label(root, dir, r->refers, &path, &line);
		free(dir);
		if (ret)
			return ret;
	}
	if (!path)
		return add_ref(rs, r, doc);
	/* a profile of the set: its rules are there already */
	for (k = 0; k < rs->ndocs; k++)
		if (rs->docs[k].own && !strcmp(rs->docs[k].value, path) &&
		    k != doc) {
			if (line)
				rs->docs[k].scope = labelled_section(
					rs->docs[k].prof, line);
			rs->docs[k].followed_by = r;
			free(path);
			return 0;
		}
	if (!profile_like(path) || !root) {
		free(path);
		return add_ref(rs, r, doc);
	}
	ret = maint_profile_resolve(root, path, &full);
	if (!ret)
		ret = maint_profile_load(&p, full, path, diag);
	free(full);
	if (ret == -ENOMEM) {
		free(path);
		return ret;
	}
	if (ret) {
		mnt_pdiagf(
			diag, r->file, r->line, MAINT_WARNING,
			"%s: cannot read what the profile says to follow: %s",
			path, strerror(-ret));
		free(path);
		return add_ref(rs, r, doc);
	}
	if (ALLOC_GROW(rs->loaded, rs->nloaded + 1, rs->loaded_alloc) ||
	    !keep(rs, path)) {
		maint_profile_free(p);
		return -ENOMEM;
	}
	rs->loaded[rs->nloaded++] = p;
	if (line)
		scope = labelled_section(p, line);
	ret = add_doc(rs, p, path, rs->docs[doc].rank, false);
	if (ret)
		return ret;
	rs->docs[rs->ndocs - 1].followed_by = r;
	rs->docs[rs->ndocs - 1].scope = scope;
	return 0;
}

static bool in_scope(const struct maint_profile *p, size_t s, size_t top)
{
	if (top == NONE)
		return true;
	for (; s != NONE; s = p->parent[s])
		if (s == top)
			return true;
	return false;
}

static bool timing(enum maint_rule_kind k)
{
	return k == MAINT_RULE_RC_NEW || k == MAINT_RULE_RC_MERGE ||
	       k == MAINT_RULE_CLOSED;
}

/* Kinds with one answer: a more specific profile's replaces the other's. */
static bool exclusive(enum maint_rule_kind k)
{
	switch (k) {
	case MAINT_RULE_BASE:
	case MAINT_RULE_SUBJECT_TAG:
	case MAINT_RULE_SUBJECT_PREFIX:
	case MAINT_RULE_SUMMARY_STYLE:
	case MAINT_RULE_RC_NEW:
	case MAINT_RULE_RC_MERGE:
	case MAINT_RULE_PING_WAIT:
	case MAINT_RULE_PING_HOW:
	case MAINT_RULE_REPOST_WAIT:
	case MAINT_RULE_SERIES_MAX:
	case MAINT_RULE_CLEANUP:
	case MAINT_RULE_CHANGELOG:
		return true;
	default:
		return false;
	}
}

static bool dull(const char *w, size_t n)
{
	static const char *const v[] = {
		"should", "please",   "that",	   "with",  "this",
		"these",  "those",    "code",	   "from",  "into",
		"have",	  "must",     "only",	   "when",  "which",
		"their",  "there",    "what",	   "your",  "also",
		"than",	  "then",     "them",	   "they",  "will",
		"would",  "such",     "each",	   "other", "more",
		"most",	  "function", "functions", "patch", "patches",
		"change", "changes",  NULL,
	};

	for (size_t k = 0; v[k]; k++)
		if (strlen(v[k]) == n && !strncasecmp(v[k], w, n))
			return true;
	return false;
}

/*
 * How many words of four letters or more two rules share (at most 64);
 * with @no_order, not counting the words of order ("order", "first").
 */
static unsigned int shared_words(const char *a, const char *b, bool no_order)
{
	unsigned int shared = 0;

	for (const char *p = a; *p && shared < 64;) {
		size_t n = 0;

		while (*p && !isalnum((unsigned char)*p))
			p++;
		while (isalnum((unsigned char)p[n]))
			n++;
		if (n >= 4 && !dull(p, n) &&
		    !(no_order && (!strncasecmp(p, "order", 5) ||
				   (n == 5 && !strncasecmp(p, "first", 5))))) {
			bool seen = false, hit = false;

			/* count each word of a once */
			for (const char *q = a; q < p && !seen; q++)
				seen = !strncasecmp(q, p, n) &&
				       (q == a ||
					!isalnum((unsigned char)q[-1])) &&
				       !isalnum((unsigned char)q[n]);
			for (const char *q = b; *q && !hit && !seen; q++)
				hit = !strncasecmp(q, p, n) &&
				      (q == b ||
				       !isalnum((unsigned char)q[-1])) &&
				      !isalnum((unsigned char)q[n]);
			shared += hit;
		}
		p += n;
	}
	return shared;
}

/* Whether a rule's text says in which order things come. */
static bool says_order(const char *t)
{
	static const char *const cue[] = {
		"order",     "ordering", "first",  "lead with", "followed by",
		"follow up", "then",	 "before", NULL,
	};

	for (size_t k = 0; cue[k]; k++) {
		size_t n = strlen(cue[k]);

		for (const char *q = t; (q = strcasestr(q, cue[k])); q += n)
			if ((q == t || !isalnum((unsigned char)q[-1])) &&
			    !isalnum((unsigned char)q[n]))
				return true;
	}
	return false;
}

/*
 * How strongly rule w of a more specific profile contradicts r: 0 not at
 * all, else the more the likelier (the words they share; a kind with one
 * answer or a timetable above any).
 */
static unsigned int contradicts(const struct maint_rule *w,
				const struct maint_rule *r)
{
	unsigned int n;

	/* a stated timetable ("a soft close around rc5") replaces another */
	if (timing(w->kind) && timing(r->kind) &&
	    r->to == MAINT_TO_CONTRIBUTOR && w->to == MAINT_TO_CONTRIBUTOR)
		return 1000;
	if (w->to != MAINT_TO_CONTRIBUTOR || r->to != MAINT_TO_CONTRIBUTOR ||
	    w->strength == MAINT_STRENGTH_NONE ||
	    r->strength == MAINT_STRENGTH_NONE)
		return 0;
	if (w->kind == r->kind && exclusive(w->kind))
		return 1000;
	/*
	 * A commit message has many rules and one order: two rules on the
	 * order of the same parts are one answer.
	 */
	if (w->kind == MAINT_RULE_COMMIT_MESSAGE &&
	    r->kind == MAINT_RULE_COMMIT_MESSAGE)
		return says_order(w->text) && says_order(r->text) &&
				       shared_words(w->text, r->text, true) ?
			       1000 :
			       0;
	if (!((w->kind == r->kind ||
	       (w->kind == MAINT_RULE_CODING_STYLE &&
		r->kind == MAINT_RULE_COMMENT_STYLE) ||
	       (r->kind == MAINT_RULE_CODING_STYLE &&
		w->kind == MAINT_RULE_COMMENT_STYLE)) &&
	      (w->kind == MAINT_RULE_CODING_STYLE ||
	       w->kind == MAINT_RULE_COMMENT_STYLE ||
	       w->kind == MAINT_RULE_TRAILER)))
		return 0;
	/* the same topic: three words of four letters or more shared */
	n = shared_words(w->text, r->text, false);
	return n >= 3 ? n : 0;
}

static int add_rules(struct maint_rset *rs, size_t doc)
{
	const struct maint_rset_doc *d = &rs->docs[doc];
	const struct maint_profile *p = d->prof;

	for (size_t i = 0; i < p->nrules; i++) {
		const struct maint_rule *r = &p->rules[i];
		struct maint_rset_rule *x;

		if (!d->own && !in_scope(p, r->section, d->scope))
			continue;
		if (ALLOC_GROW(rs->rules, rs->nrules + 1, rs->rules_alloc))
			return -ENOMEM;
		x = &rs->rules[rs->nrules++];
		memset(x, 0, sizeof(*x));
		x->rule = r;
		x->doc = doc;
		x->inherited = !d->own;
		x->by_doc = NONE;
	}
	return 0;
}

/*
 * A rule is overridden by the rule, of a more specific profile (or of the
 * profile following its document), that contradicts it most (the first of
 * those that contradict it as much).
 */
static void override(struct maint_rset *rs)
{
	for (size_t i = 0; i < rs->nrules; i++) {
		struct maint_rset_rule *x = &rs->rules[i];
		const struct maint_rset_doc *dx = &rs->docs[x->doc];
		unsigned int best = 0;

		for (size_t k = 0; k < rs->nrules && best < 1000; k++) {
			const struct maint_rset_rule *w = &rs->rules[k];
			const struct maint_rset_doc *dw = &rs->docs[w->doc];
			unsigned int c;

			if (!dw->own || w->inherited ||
			    !(dw->rank < dx->rank ||
			      (dw->rank == dx->rank && x->inherited)))
				continue;
			c = contradicts(w->rule, x->rule);
			if (c > best) {
				best = c;
				x->overridden_by = w->rule;
				x->by_doc = w->doc;
			}
		}
	}
}

/* An input profile and its place in the caller's array */
struct in_ord {
	const struct maint_rset_in *in;
	size_t i;
};

static int cmp_in(const void *a, const void *b)
{
	const struct in_ord *x = a, *y = b;

	if (x->in->depth != y->in->depth)
		return x->in->depth > y->in->depth ? -1 : 1;
	return x->i < y->i ? -1 : x->i > y->i;
}

int maint_rset_new(struct maint_rset **out, const char *root,
		   const struct maint_rset_in *const *in, size_t n,
		   const struct maint_diag_sink *diag)
{
	struct maint_rset *rs;
	struct in_ord *ord;
	size_t i, k, nown, rank = 0;
	int ret = 0;

	*out = NULL;
	for (i = 0; i < n; i++)
		if (!in[i] || !MNT_OPTS_OK(in[i], MAINT_RSET_IN_VERSION))
			return -EINVAL;
	rs = calloc(1, sizeof(*rs));
	ord = calloc(n ? n : 1, sizeof(*ord));
	if (!rs || !ord) {
		free(rs);
		free(ord);
		return -ENOMEM;
	}
	for (i = 0; i < n; i++) {
		ord[i].in = in[i];
		ord[i].i = i;
	}
	qsort(ord, n, sizeof(*ord), cmp_in);
	for (i = 0; i < n && !ret; i++) {
		const struct maint_rset_in *x = ord[i].in;
		bool dup = false;

		if (!x->prof)
			continue;
		for (k = 0; k < rs->ndocs && !dup; k++)
			dup = rs->docs[k].prof == x->prof ||
			      !strcmp(rs->docs[k].value, x->value);
		if (!dup)
			ret = add_doc(rs, x->prof, x->value, rank++, true);
	}
	free(ord);
	nown = rs->ndocs;
	for (i = 0; i < nown && !ret; i++) {
		const struct maint_profile *p = rs->docs[i].prof;

		for (k = 0; k < p->nrules && !ret; k++)
			if (p->rules[k].kind == MAINT_RULE_RELATION &&
			    p->rules[k].refers &&
			    p->rules[k].to == MAINT_TO_CONTRIBUTOR)
				ret = follow(rs, root, i, &p->rules[k], diag);
	}
	/* rules: each profile, then the documents it follows */
	for (i = 0; i < nown && !ret; i++) {
		ret = add_rules(rs, i);
		for (k = nown; k < rs->ndocs && !ret; k++)
			if (rs->docs[k].rank == rs->docs[i].rank)
				ret = add_rules(rs, k);
	}
	if (ret) {
		maint_rset_free(rs);
		return ret;
	}
	override(rs);
	*out = rs;
	return 0;
}

void maint_rset_free(struct maint_rset *rs)
{
	size_t i;

	if (!rs)
		return;
	for (i = 0; i < rs->nloaded; i++)
		maint_profile_free(rs->loaded[i]);
	for (i = 0; i < rs->nstrs; i++)
		free(rs->strs[i]);
	free(rs->loaded);
	free(rs->strs);
	free(rs->docs);
	free(rs->rules);
	free(rs->refs);
	free(rs);
}

size_t maint_rset_ndocs(const struct maint_rset *rs)
{
	return rs->ndocs;
}

const struct maint_rset_doc *maint_rset_doc(const struct maint_rset *rs,
					    size_t i)
{
	return i < rs->ndocs ? &rs->docs[i] : NULL;
}

size_t maint_rset_nrules(const struct maint_rset *rs)
{
	return rs->nrules;
}

const struct maint_rset_rule *maint_rset_rule(const struct maint_rset *rs,
					      size_t i)
{
	return i < rs->nrules ? &rs->rules[i] : NULL;
}

size_t maint_rset_nrefs(const struct maint_rset *rs)
{
	return rs->nrefs;
}

const struct maint_rset_rule *maint_rset_ref(const struct maint_rset *rs,
					     size_t i)
{
	return i < rs->nrefs ? &rs->refs[i] : NULL;
}
