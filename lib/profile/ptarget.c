// SPDX-License-Identifier: GPL-2.0-only
/*
 * patch -> sections -> profiles: the P: lines of the sections a maint_get
 * run matched, one P: value opened (classified, resolved inside the tree,
 * loaded), and the set of the targets a query brought in, each opened
 * once with what brought it in and its problems reported (maint profile,
 * maint when; preflight opens its own and words them itself).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/opts.h"
#include "base/diag.h"
#include "maint.h"
#include "util.h"

/* struct maint_get_prefs: @n entries in @v */
struct maint_get_prefs {
	struct maint_get_pref *v;
	size_t n;
};

size_t maint_get_prefs_count(const struct maint_get_prefs *ps)
{
	return ps ? ps->n : 0;
}

const struct maint_get_pref *
maint_get_prefs_at(const struct maint_get_prefs *ps, size_t i)
{
	return ps && i < ps->n ? &ps->v[i] : NULL;
}

void maint_get_prefs_free(struct maint_get_prefs *ps)
{
	if (!ps)
		return;
	free(ps->v);
	free(ps);
}

int maint_get_profiles(const struct maint_get *g, const struct maint_db *db,
		       bool keywords, struct maint_get_prefs **out)
{
	size_t i, k = 0, alloc = 0, nm = maint_get_nmatches(g);
	struct maint_get_pref *v = NULL;
	struct maint_get_prefs *ps;

	*out = NULL;

	for (i = 0; i < nm; i++) {
		const char *file = NULL;
		const struct maint_match *mt = maint_get_match(g, i, &file);
		const struct maint_section *s =
			maint_db_section(db, mt->section);
		size_t it;

		if (!file)
			file = "";
		if (!*file && !keywords)
			continue;
		for (it = s->first; it < s->end; it++) {
			const struct maint_item *pi = maint_db_item(db, it);

			if (pi->type != 'P')
				continue;
			if (ALLOC_GROW(v, k + 1, alloc)) {
				free(v);
				return -ENOMEM;
			}
			v[k].section = mt->section;
			v[k].file = file;
			v[k].item = pi;
			k++;
		}
	}
	ps = malloc(sizeof(*ps));
	if (!ps) {
		free(v);
		return -ENOMEM;
	}
	ps->v = v;
	ps->n = k;
	*out = ps;
	return 0;
}

/* One P: value opened (include/maint/profile.h has what each member says) */
struct maint_ptarget {
	enum maint_pkind kind;
	bool read, exists;
	char *path;
	struct maint_profile *prof;
	int err;
	/* in a set */
	const char *value;
	const struct maint_item *item;
	bool not_fetched;
	const char *error;
	struct maint_ptarget_match *from;
	size_t nfrom, from_alloc;
};

enum maint_pkind maint_ptarget_kind(const struct maint_ptarget *t)
{
	return t->kind;
}

bool maint_ptarget_read(const struct maint_ptarget *t)
{
	return t->read;
}

bool maint_ptarget_exists(const struct maint_ptarget *t)
{
	return t->exists;
}

const char *maint_ptarget_path(const struct maint_ptarget *t)
{
	return t->path;
}

const struct maint_profile *maint_ptarget_profile(const struct maint_ptarget *t)
{
	return t->prof;
}

struct maint_profile *maint_ptarget_take_profile(struct maint_ptarget *t)
{
	struct maint_profile *p = t->prof;

	t->prof = NULL;
	return p;
}

int maint_ptarget_err(const struct maint_ptarget *t)
{
	return t->err;
}

const char *maint_ptarget_value(const struct maint_ptarget *t)
{
	return t->value;
}

const struct maint_item *maint_ptarget_item(const struct maint_ptarget *t)
{
	return t->item;
}

bool maint_ptarget_not_fetched(const struct maint_ptarget *t)
{
	return t->not_fetched;
}

const char *maint_ptarget_error(const struct maint_ptarget *t)
{
	return t->error;
}

size_t maint_ptarget_nfrom(const struct maint_ptarget *t)
{
	return t->nfrom;
}

const struct maint_ptarget_match *
maint_ptarget_from(const struct maint_ptarget *t, size_t i)
{
	return i < t->nfrom ? &t->from[i] : NULL;
}

/* A file: resolved inside root, a regular file (not a FIFO...), loaded. */
static int open_file(struct maint_ptarget *t, const char *root,
		     const char *value, const struct maint_diag_sink *diag)
{
	struct stat st;
	int ret;

	ret = maint_profile_resolve(root, value, &t->path);
	if (ret == -ENOMEM)
		return ret;
	if (ret) {
		t->err = ret;
		return 0;
	}
	if (stat(t->path, &st) == 0 && !S_ISREG(st.st_mode)) {
		t->err = S_ISDIR(st.st_mode) ? -EISDIR : -EINVAL;
		return 0;
	}
	t->exists = true;
	t->err = maint_profile_load(&t->prof, t->path, value, diag);
	return 0;
}

/* Open value into t (zeroed). */
static int ptarget_open(struct maint_ptarget *t, const char *root,
			const char *value, const struct maint_fetch_opts *fetch,
			const struct maint_diag_sink *diag)
{
	t->kind = maint_pkind_group(
		maint_pkind_classify(value, strlen(value), root));
	switch (t->kind) {
	case MAINT_P_URI:
		if (fetch)
			t->err =
				maint_profile_url(&t->prof, value, fetch, diag);
		t->read = fetch != NULL;
		return t->err == -ENOMEM ? t->err : 0;
	case MAINT_P_FILE:
		t->read = true;
		return open_file(t, root, value, diag);
	default:
		return 0;
	}
}

int maint_ptarget_open(struct maint_ptarget **out, const char *root,
		       const char *value, const struct maint_fetch_opts *fetch,
		       const struct maint_diag_sink *diag)
{
	struct maint_ptarget *t = calloc(1, sizeof(*t));
	int ret;

	*out = NULL;
	if (!t)
		return -ENOMEM;
	ret = ptarget_open(t, root, value, fetch, diag);
	if (ret) {
		maint_ptarget_free(t);
		return ret;
	}
	*out = t;
	return 0;
}

void maint_ptarget_free(struct maint_ptarget *t)
{
	size_t k;

	if (!t)
		return;
	free(t->path);
	maint_profile_free(t->prof);
	for (k = 0; k < t->nfrom; k++)
		free((char *)(uintptr_t)t->from[k].file);
	free(t->from);
	free(t);
}

/* The set of the targets a query brought in */

struct maint_ptargets {
	struct maint_ptarget **v;
	size_t n, alloc;
	struct maint_ptargets_opts o;
	const struct maint_diag_sink *diag; /* the caller's */
	struct maint_diag_sink counted; /* diag, its errors counted */
	size_t nerrors; /* errors reported through counted */
	size_t nfetch_failed;
};

static void count_cb(const struct maint_diag *d, void *ctx)
{
	struct maint_ptargets *ts = ctx;

	if (d->level == MAINT_ERROR)
		ts->nerrors++;
	if (ts->diag && ts->diag->fn)
		ts->diag->fn(d, ts->diag->ctx);
}

int maint_ptargets_new(struct maint_ptargets **out,
		       const struct maint_ptargets_opts *o,
		       const struct maint_diag_sink *diag)
{
	struct maint_ptargets *ts;

	*out = NULL;
	if (!MNT_OPTS_OK(o, MAINT_PTARGETS_OPTIONS_VERSION))
		return -EINVAL;
	ts = calloc(1, sizeof(*ts));
	*out = ts;
	if (!ts)
		return -ENOMEM;
	ts->o = *o;
	if (!ts->o.root)
		ts->o.root = ".";
	ts->diag = diag;
	ts->counted.version = MAINT_DIAG_SINK_VERSION;
	ts->counted.fn = count_cb;
	ts->counted.ctx = ts;
	return 0;
}

void maint_ptargets_free(struct maint_ptargets *ts)
{
	size_t i;

	if (!ts)
		return;
	for (i = 0; i < ts->n; i++)
		maint_ptarget_free(ts->v[i]);
	free(ts->v);
	free(ts);
}

size_t maint_ptargets_count(const struct maint_ptargets *ts)
{
	return ts->n;
}

const struct maint_ptarget *maint_ptargets_at(const struct maint_ptargets *ts,
					      size_t i)
{
	return i < ts->n ? ts->v[i] : NULL;
}

size_t maint_ptargets_nfetch_failed(const struct maint_ptargets *ts)
{
	return ts->nfetch_failed;
}

/* A problem, through the counting sink (the message cut at 1023 bytes). */
static void say(struct maint_ptargets *ts, const char *file, unsigned int line,
		enum maint_level lvl, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

static void say(struct maint_ptargets *ts, const char *file, unsigned int line,
		enum maint_level lvl, const char *fmt, ...)
{
	char msg[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	mnt_diag(&ts->counted, file, line, lvl, msg);
}

/* At the P: line naming t (if any), at the set's level. */
static void say_at_item(struct maint_ptargets *ts,
			const struct maint_ptarget *t, enum maint_level lvl,
			const char *fmt)
{
	say(ts, t->item ? t->item->file : NULL, t->item ? t->item->line : 0,
	    lvl, fmt, t->value);
}

/* The loader failed on t's file: say so unless it did already. */
static void load_failed(struct maint_ptargets *ts, struct maint_ptarget *t,
			int ret)
{
	t->err = ret;
	t->error = "not a readable profile";
	/* the loader reported a file too large or not text itself */
	if (ret != -EFBIG && ret != -EINVAL)
		say(ts, t->value, 0, MAINT_ERROR, "cannot read: %s",
		    strerror(-ret));
}

/* A URL profile: from the cache, or fetched (o.fetch). */
static void target_url(struct maint_ptargets *ts, struct maint_ptarget *t,
		       int ret, size_t errors_before)
{
	if (!ts->o.urls) {
		t->error = "a link: not read";
		return;
	}
	t->not_fetched = ret == -ENOENT;
	if (!ret || t->not_fetched)
		return;
	t->err = ret;
	ts->nfetch_failed++;
	if (ts->nerrors == errors_before)
		say(ts, t->value, 0, MAINT_ERROR, "cannot read: %s",
		    strerror(-ret));
}

/* A file that could not be resolved inside the tree, or a directory. */
static void target_unresolved(struct maint_ptargets *ts,
			      struct maint_ptarget *t)
{
	if (t->err == -EXDEV) {
		t->error = "leads outside the tree";
		say_at_item(ts, t, ts->o.level,
			    "P: '%s' leads outside the tree");
	} else if (t->err == -EISDIR) {
		t->error = "a directory, not a profile";
		say_at_item(ts, t, ts->o.level,
			    "P: '%s' is a directory, not a profile");
	} else if (t->err == -EINVAL) {
		t->error = "not a regular file";
		say_at_item(ts, t, ts->o.level,
			    "P: '%s' is not a regular file");
	} else {
		t->error = t->err == -ENOENT ? "no such file" :
					       strerror(-t->err);
		say(ts, t->item ? t->item->file : NULL,
		    t->item ? t->item->line : 0, ts->o.level, "P: '%s': %s",
		    t->value, t->error);
	}
}

/* What t's kind says: a URL, a malformed URI, a person, or a file. */
static bool target_kind(struct maint_ptargets *ts, struct maint_ptarget *t,
			int err, size_t before)
{
	switch (maint_pkind_group(t->kind)) {
	case MAINT_P_URI:
		target_url(ts, t, err, before);
		return true;
	case MAINT_P_BADURI:
		t->error = "not a valid http(s) URI";
		if (!ts->o.quiet_kinds)
			say_at_item(ts, t, MAINT_ERROR,
				    "P: '%s' is not a valid http(s) URI");
		return true;
	case MAINT_P_PERSON:
		t->error = "an obsolete P: person line, not a profile";
		if (!ts->o.quiet_kinds)
			say_at_item(ts, t, MAINT_WARNING,
				    MAINT_P_PERSON_MESSAGE);
		return true;
	default: /* MAINT_P_FILE */
		break;
	}
	return false;
}

void maint_ptargets_open(struct maint_ptargets *ts, struct maint_ptarget *t)
{
	struct maint_fetch_opts fo = { .fetch = ts->o.fetch };
	size_t before = ts->nerrors;
	struct maint_ptarget pt = { 0 };

	fo.timeout_ms = ts->o.timeout_ms;
	if (ptarget_open(&pt, ts->o.root, t->value, ts->o.urls ? &fo : NULL,
			 &ts->counted)) {
		free(pt.path);
		maint_profile_free(pt.prof);
		t->kind = MAINT_P_FILE;
		t->err = -ENOMEM;
		target_unresolved(ts, t);
		return;
	}
	/* t takes what pt holds */
	t->kind = pt.kind;
	t->read = pt.read;
	t->path = pt.path;
	t->prof = pt.prof;
	t->exists = pt.exists;
	if (target_kind(ts, t, pt.err, before) || !pt.err)
		return;
	t->err = pt.err;
	if (!t->exists) {
		target_unresolved(ts, t);
		return;
	}
	load_failed(ts, t, pt.err);
	say_at_item(ts, t, ts->o.level, "P: '%s' is not a readable profile");
}

void maint_ptargets_load_file(struct maint_ptargets *ts,
			      struct maint_ptarget *t, const char *path)
{
	int ret;

	t->kind = MAINT_P_FILE;
	t->exists = true;
	t->read = true;
	ret = maint_profile_load(&t->prof, path, t->value, &ts->counted);
	if (ret)
		load_failed(ts, t, ret);
}

struct maint_ptarget *maint_ptargets_get(struct maint_ptargets *ts,
					 const char *value,
					 const struct maint_item *item,
					 bool *created)
{
	struct maint_ptarget *t;
	size_t i;

	*created = false;
	for (i = 0; i < ts->n; i++)
		if (!strcmp(ts->v[i]->value, value))
			return ts->v[i];
	if (ALLOC_GROW(ts->v, ts->n + 1, ts->alloc))
		return NULL;
	t = calloc(1, sizeof(*t));
	if (!t)
		return NULL;
	ts->v[ts->n++] = t;
	t->value = value;
	t->item = item;
	*created = true;
	if (item)
		maint_ptargets_open(ts, t);
	return t;
}

static int add_match(struct maint_ptarget *t, size_t section, const char *file)
{
	struct maint_ptarget_match *m;
	char *f;

	if (ALLOC_GROW(t->from, t->nfrom + 1, t->from_alloc))
		return -ENOMEM;
	m = &t->from[t->nfrom];
	m->section = section;
	f = strdup(file ? file : "");
	if (!f)
		return -ENOMEM;
	m->file = f;
	t->nfrom++;
	return 0;
}

int maint_ptargets_add_section(struct maint_ptargets *ts,
			       const struct maint_db *db, size_t section,
			       const char *file)
{
	const struct maint_section *s = maint_db_section(db, section);
	size_t it;

	for (it = s->first; it < s->end; it++) {
		const struct maint_item *pi = maint_db_item(db, it);
		struct maint_ptarget *t;
		bool created;

		if (pi->type != 'P')
			continue;
		t = maint_ptargets_get(ts, pi->value, pi, &created);
		if (!t || (file && add_match(t, section, file)))
			return -ENOMEM;
	}
	return 0;
}

int maint_ptargets_add_query(struct maint_ptargets *ts,
			     const struct maint_get *g,
			     const struct maint_db *db)
{
	struct maint_get_prefs *refs = NULL;
	const struct maint_get_pref *r;
	size_t i;
	int ret;

	ret = maint_get_profiles(g, db, true, &refs);
	for (i = 0; !ret && (r = maint_get_prefs_at(refs, i)); i++) {
		struct maint_ptarget *t;
		bool created;

		t = maint_ptargets_get(ts, r->item->value, r->item, &created);
		if (!t || add_match(t, r->section, r->file))
			ret = -ENOMEM;
	}
	maint_get_prefs_free(refs);
	return ret;
}
