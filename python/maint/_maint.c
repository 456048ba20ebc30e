// SPDX-License-Identifier: GPL-2.0-only
/*
 * _maint: the C half of the Python module "maint", over libmaint's public
 * API (include/maint.h) and nothing else.
 *
 * One type, Db: a loaded MAINTAINERS (and the tree it belongs to) that
 * answers get, profiles and preflight queries.  Arguments are checked here
 * (types, sizes, NUL bytes) and arrive already shaped by maint/__init__.py;
 * answers go back as plain Python values (bytes, str, lists, dicts), the
 * structured ones as the library's own JSON where it writes one (get,
 * preflight), so that fields the library adds reach Python unchanged.
 *
 * Threads: the library's objects are for one thread at a time (a database
 * compiles its patterns lazily).  Each Db has a lock; a query holds it and
 * releases the GIL while the library works, so queries on one Db from many
 * threads run one after another and queries on different Dbs in parallel.
 * Diagnostics are collected (not printed) while the GIL is released and
 * handed back as a list of (level, file, line, message) tuples.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <pythread.h>

#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "maint.h"

/* The sizes the maint CLI accepts (cli/cli.h): a patch, a series. */
#define PY_MAX_PATCH ((Py_ssize_t)256 << 20)
#define PY_MAX_INPUTS 100000
#define PY_MAX_PATH 4096

#ifndef MAINT_VERSION
#define MAINT_VERSION "unknown"
#endif

PyMODINIT_FUNC PyInit__maint(void);

static PyObject *MaintError, *LoadError, *InputError;

/* Diagnostics, collected without the GIL */

struct diag {
	int level;
	char *file;
	unsigned int line;
	char *msg;
};

struct diags {
	struct diag *v;
	size_t n, alloc;
	bool oom;
};

static char *dup_or_null(const char *s, bool *oom)
{
	char *d;

	if (!s)
		return NULL;
	d = strdup(s);
	if (!d)
		*oom = true;
	return d;
}

static void diag_cb(const struct maint_diag *d, void *ctx)
{
	struct diags *ds = ctx;
	struct diag *x;

	if (ds->n >= 10000) /* enough to say what is wrong */
		return;
	if (ds->n == ds->alloc) {
		size_t a = ds->alloc ? ds->alloc * 2 : 16;
		struct diag *v = realloc(ds->v, a * sizeof(*v));

		if (!v) {
			ds->oom = true;
			return;
		}
		ds->v = v;
		ds->alloc = a;
	}
	x = &ds->v[ds->n++];
	x->level = (int)d->level;
	x->line = d->line;
	x->file = dup_or_null(d->file, &ds->oom);
	x->msg = dup_or_null(d->msg ? d->msg : "", &ds->oom);
}

static void diags_free(struct diags *ds)
{
	size_t i;

	for (i = 0; i < ds->n; i++) {
		free(ds->v[i].file);
		free(ds->v[i].msg);
	}
	free(ds->v);
	memset(ds, 0, sizeof(*ds));
}

static const char *level_name(int l)
{
	return l == MAINT_ERROR	  ? "error" :
	       l == MAINT_WARNING ? "warning" :
				    "info";
}

/* text from the library: UTF-8, with any other byte kept (surrogates) */
static PyObject *text(const char *s)
{
	if (!s)
		Py_RETURN_NONE;
	return PyUnicode_DecodeUTF8(s, (Py_ssize_t)strlen(s),
				    "surrogateescape");
}

/* [(level, file, line, message), ...] */
static PyObject *diags_list(const struct diags *ds)
{
	PyObject *l = PyList_New(0);
	size_t i;

	if (!l)
		return NULL;
	for (i = 0; i < ds->n; i++) {
		const struct diag *d = &ds->v[i];
		PyObject *f = text(d->file), *m = text(d->msg), *t = NULL;

		if (f && m)
			t = Py_BuildValue("(sOIO)", level_name(d->level), f,
					  d->line, m);
		Py_XDECREF(f);
		Py_XDECREF(m);
		if (!t || PyList_Append(l, t)) {
			Py_XDECREF(t);
			Py_DECREF(l);
			return NULL;
		}
		Py_DECREF(t);
	}
	return l;
}

/*
 * An error of the library (-errno or -MAINT_E_*) as an exception, in the
 * library's words (maint_strerror()); returns NULL.  @root: the tree, for
 * git's refusal, which is said with the command that lifts it.
 */
static PyObject *set_errno(PyObject *type, int err, const char *what,
			   const char *root)
{
	char *msg = NULL;
	PyObject *r;

	err = err < 0 ? -err : err;
	if (err == ENOMEM)
		return PyErr_NoMemory();
	if (err == MAINT_E_GITREFUSED && maint_git_refused(root, &msg) > 0 &&
	    msg)
		r = PyErr_Format(type, "%s", msg);
	else
		r = PyErr_Format(type, "%s: %s", what, maint_strerror(err));
	maint_free(msg);
	return r;
}

/* Arguments */

/* s (str or os.PathLike) as a file system path, new bytes; NULL: error */
static PyObject *fs_path(PyObject *s, const char *what)
{
	PyObject *b = NULL;

	if (s == Py_None) {
		PyErr_Format(PyExc_TypeError, "%s must be a path, not None",
			     what);
		return NULL;
	}
	if (!PyUnicode_FSConverter(s, &b))
		return NULL;
	if (PyBytes_GET_SIZE(b) == 0 || PyBytes_GET_SIZE(b) > PY_MAX_PATH) {
		PyErr_Format(PyExc_ValueError, "%s: an empty or too long path",
			     what);
		Py_DECREF(b);
		return NULL;
	}
	return b;
}

/* An optional str option: NULL (unset) or its UTF-8 bytes (new ref). */
static int opt_str(PyObject *d, const char *key, PyObject **out)
{
	PyObject *v = PyDict_GetItemString(d, key);

	*out = NULL;
	if (!v || v == Py_None)
		return 0;
	if (!PyUnicode_Check(v)) {
		PyErr_Format(PyExc_TypeError, "option %s must be a str", key);
		return -1;
	}
	*out = PyUnicode_AsEncodedString(v, "utf-8", "surrogateescape");
	if (!*out)
		return -1;
	if (strlen(PyBytes_AS_STRING(*out)) != (size_t)PyBytes_GET_SIZE(*out) ||
	    PyBytes_GET_SIZE(*out) > PY_MAX_PATH) {
		PyErr_Format(PyExc_ValueError,
			     "option %s: a NUL byte or too long", key);
		Py_CLEAR(*out);
		return -1;
	}
	return 0;
}

static int opt_bool(PyObject *d, const char *key, bool *out)
{
	PyObject *v = PyDict_GetItemString(d, key);

	if (!v)
		return 0;
	if (!PyBool_Check(v)) {
		PyErr_Format(PyExc_TypeError, "option %s must be a bool", key);
		return -1;
	}
	*out = v == Py_True;
	return 0;
}

static int opt_int(PyObject *d, const char *key, int lo, int hi, int *out)
{
	PyObject *v = PyDict_GetItemString(d, key);
	long x;

	if (!v)
		return 0;
	if (!PyLong_Check(v) || PyBool_Check(v)) {
		PyErr_Format(PyExc_TypeError, "option %s must be an int", key);
		return -1;
	}
	x = PyLong_AsLong(v);
	if (x == -1 && PyErr_Occurred())
		return -1;
	if (x < lo || x > hi) {
		PyErr_Format(PyExc_ValueError, "option %s: %d to %d", key, lo,
			     hi);
		return -1;
	}
	*out = (int)x;
	return 0;
}

/* The inputs of a query: files of the tree, or patches (name, bytes). */
struct input {
	bool patch;
	const char *name; /* into names */
	const char *buf; /* a patch: into the bytes object held */
	size_t len;
};

struct inputs {
	struct input *v;
	Py_ssize_t n;
	PyObject *hold; /* a list keeping the bytes objects alive */
};

static void inputs_release(struct inputs *in)
{
	PyMem_Free(in->v);
	Py_CLEAR(in->hold);
	in->v = NULL;
	in->n = 0;
}

/*
 * seq: a list of ("file", path) and ("patch", name, bytes) tuples.
 * Returns 0, or -1 with an exception set.
 */
static int inputs_get(PyObject *seq, struct inputs *in)
{
	PyObject *fast;
	Py_ssize_t i;

	memset(in, 0, sizeof(*in));
	fast = PySequence_Fast(seq, "the inputs must be a list");
	if (!fast)
		return -1;
	in->n = PySequence_Fast_GET_SIZE(fast);
	if (in->n > PY_MAX_INPUTS) {
		Py_DECREF(fast);
		PyErr_Format(PyExc_ValueError, "more than %d inputs",
			     PY_MAX_INPUTS);
		return -1;
	}
	in->v = PyMem_Calloc((size_t)in->n + 1, sizeof(*in->v));
	in->hold = PyList_New(0);
	if (!in->v || !in->hold) {
		Py_DECREF(fast);
		inputs_release(in);
		PyErr_NoMemory();
		return -1;
	}
	for (i = 0; i < in->n; i++) {
		PyObject *t = PySequence_Fast_GET_ITEM(fast, i), *name, *data;
		const char *kind;

		if (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) < 2 ||
		    !PyUnicode_Check(PyTuple_GET_ITEM(t, 0))) {
			PyErr_SetString(PyExc_TypeError, "a malformed input");
			goto fail;
		}
		kind = PyUnicode_AsUTF8(PyTuple_GET_ITEM(t, 0));
		if (!kind)
			goto fail;
		name = fs_path(PyTuple_GET_ITEM(t, 1), "a file name");
		if (!name)
			goto fail;
		if (PyList_Append(in->hold, name)) {
			Py_DECREF(name);
			goto fail;
		}
		Py_DECREF(name);
		in->v[i].name = PyBytes_AS_STRING(name);
		if (!strcmp(kind, "file")) {
			continue;
		}
		if (strcmp(kind, "patch") || PyTuple_GET_SIZE(t) != 3) {
			PyErr_SetString(PyExc_TypeError, "a malformed input");
			goto fail;
		}
		data = PyTuple_GET_ITEM(t, 2);
		if (!PyBytes_Check(data)) {
			PyErr_SetString(PyExc_TypeError,
					"a patch must be bytes");
			goto fail;
		}
		if (PyBytes_GET_SIZE(data) > PY_MAX_PATCH) {
			PyErr_Format(InputError,
				     "%s: a patch over %zd MiB is refused",
				     in->v[i].name, PY_MAX_PATCH >> 20);
			goto fail;
		}
		if (PyList_Append(in->hold, data))
			goto fail;
		in->v[i].patch = true;
		in->v[i].buf = PyBytes_AS_STRING(data);
		in->v[i].len = (size_t)PyBytes_GET_SIZE(data);
	}
	Py_DECREF(fast);
	return 0;
fail:
	Py_DECREF(fast);
	inputs_release(in);
	return -1;
}

/* The Db type */

typedef struct {
	PyObject_HEAD
	struct maint_db *db;
	char *root;
	/* the get_maintainer.pl answered as (maint_script_free()) */
	struct maint_script *script;
	PyThread_type_lock lock;
} DbObject;

static void Db_dealloc(DbObject *self)
{
	maint_db_free(self->db);
	maint_script_free(self->script);
	free(self->root);
	if (self->lock)
		PyThread_free_lock(self->lock);
	Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *Db_new(PyTypeObject *type, PyObject *args, PyObject *kw)
{
	static char *kwlist[] = {
		"root", "mpath", "compat", "cache", "find_maintainer_files",
		NULL
	};
	PyObject *root_o, *mpath_o = Py_None, *root_b = NULL, *mpath_b = NULL;
	const char *compat = NULL;
	int cache = 1, find = 0, ret, builtin = 0;
	struct maint_load_opts lo = MAINT_LOAD_OPTIONS_INIT;
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(diag_cb, NULL);
	struct diags ds = { 0 };
	struct maint_script *model = NULL;
	char *failed = NULL;
	DbObject *self;
	struct stat st;

	if (!PyArg_ParseTupleAndKeywords(args, kw, "O|Ozpp", kwlist, &root_o,
					 &mpath_o, &compat, &cache, &find))
		return NULL;
	if (compat && strcmp(compat, "auto")) {
		ret = maint_script_builtin(&model, compat);
		if (ret) {
			maint_script_free(model);
			if (ret == -ENOMEM)
				return PyErr_NoMemory();
			return PyErr_Format(
				PyExc_ValueError,
				"unknown compat '%s' (auto, newest, 2026 or 6.12)",
				compat);
		}
		builtin = 1;
	}
	root_b = fs_path(root_o, "root");
	if (!root_b)
		return NULL;
	if (mpath_o != Py_None) {
		mpath_b = fs_path(mpath_o, "mpath");
		if (!mpath_b) {
			Py_DECREF(root_b);
			return NULL;
		}
	}
	if (stat(PyBytes_AS_STRING(root_b), &st) || !S_ISDIR(st.st_mode)) {
		PyErr_Format(LoadError, "%s: not a directory",
			     PyBytes_AS_STRING(root_b));
		goto fail;
	}
	self = (DbObject *)type->tp_alloc(type, 0);
	if (!self)
		goto fail;
	self->lock = PyThread_allocate_lock();
	self->root = strdup(PyBytes_AS_STRING(root_b));
	if (!self->lock || !self->root) {
		Py_DECREF(self);
		PyErr_NoMemory();
		goto fail;
	}
	sink.ctx = &ds;
	lo.root = self->root;
	lo.path = mpath_b ? PyBytes_AS_STRING(mpath_b) : NULL;
	lo.find_maintainer_files = find;
	lo.use_cache = cache;
	lo.failed_file = &failed;
	Py_BEGIN_ALLOW_THREADS
	if (builtin) {
		self->script = model;
		model = NULL;
	} else {
		struct maint_script_where w = MAINT_SCRIPT_WHERE_INIT;

		w.root = self->root;
		w.use_cache = cache;
		maint_script_find(&self->script, &w, &sink);
	}
	lo.no_globstar = self->script &&
			 !maint_script_has(self->script, MAINT_SF_GLOBSTAR);
	{
		/* without --mpath: ROOT/MAINTAINERS */
		char *def = NULL;

		if (!lo.path) {
			size_t n = strlen(self->root) + sizeof("/MAINTAINERS");

			def = malloc(n);
			if (def) {
				snprintf(def, n, "%s/MAINTAINERS", self->root);
				lo.path = def;
			}
		}
		ret = lo.path && self->script ?
			      maint_db_load(&self->db, &lo, &sink) :
			      -ENOMEM;
		free(def);
	}
	Py_END_ALLOW_THREADS
	diags_free(&ds);
	if (ret) {
		set_errno(LoadError, ret,
			  failed  ? failed :
			  mpath_b ? PyBytes_AS_STRING(mpath_b) :
				    "MAINTAINERS",
			  self->root);
		free(failed);
		Py_DECREF(self);
		goto fail;
	}
	free(failed);
	Py_DECREF(root_b);
	Py_XDECREF(mpath_b);
	return (PyObject *)self;
fail:
	maint_script_free(model);
	Py_XDECREF(root_b);
	Py_XDECREF(mpath_b);
	return NULL;
}

/* get */

/* The options of get (struct maint_get_opts' fields) from a dict. */
struct get_strs {
	PyObject *separator, *letters, *git_since;
};

static int get_opts(PyObject *d, struct maint_get_opts *o, struct get_strs *s)
{
	static const struct {
		const char *name;
		size_t off;
	} bools[] = {
#define B(f) { #f, offsetof(struct maint_get_opts, f) }
		B(email),
		B(usename),
		B(maintainer),
		B(reviewer),
		B(fixes),
		B(list),
		B(moderated),
		B(subscriber),
		B(git),
		B(git_all_signature_types),
		B(git_blame),
		B(git_blame_signatures),
		B(git_fallback),
		B(git_chief_penguins),
		B(remove_duplicates),
		B(mailmap),
		B(multiline),
		B(roles),
		B(rolestats),
		B(substatus),
		B(scm),
		B(status),
		B(subsystem),
		B(web),
		B(bug),
		B(sections),
		B(keywords),
		B(keywords_in_file),
		B(file_emails),
		B(from_filename),
#undef B
	};
	size_t i;

	memset(s, 0, sizeof(*s));
	if (!PyDict_Check(d)) {
		PyErr_SetString(PyExc_TypeError, "the options must be a dict");
		return -1;
	}
	for (i = 0; i < sizeof(bools) / sizeof(bools[0]); i++)
		if (opt_bool(d, bools[i].name,
			     (bool *)((char *)o + bools[i].off)))
			return -1;
	if (opt_int(d, "git_min_signatures", 0, 1 << 30,
		    &o->git_min_signatures) ||
	    opt_int(d, "git_max_maintainers", 0, 1 << 30,
		    &o->git_max_maintainers) ||
	    opt_int(d, "git_min_percent", 0, 100, &o->git_min_percent) ||
	    opt_int(d, "pattern_depth", 0, 1 << 30, &o->pattern_depth) ||
	    opt_int(d, "jobs", 0, 1024, &o->jobs) ||
	    opt_str(d, "separator", &s->separator) ||
	    opt_str(d, "letters", &s->letters) ||
	    opt_str(d, "git_since", &s->git_since))
		return -1;
	if (s->separator)
		o->separator = PyBytes_AS_STRING(s->separator);
	if (s->letters)
		o->letters = PyBytes_AS_STRING(s->letters);
	if (s->git_since)
		o->git_since = PyBytes_AS_STRING(s->git_since);
	return 0;
}

static void get_strs_release(struct get_strs *s)
{
	Py_CLEAR(s->separator);
	Py_CLEAR(s->letters);
	Py_CLEAR(s->git_since);
}

/*
 * Add the inputs to g: a file relative to the tree's top (a directory
 * gets its '/'), or a patch.  0, -errno, or 1 with *bad the file that is
 * not there.
 */
static int add_inputs(struct maint_get *g, const char *root,
		      const struct inputs *in, const char **bad)
{
	Py_ssize_t i;
	int ret = 0;

	for (i = 0; i < in->n && !ret; i++) {
		const struct input *x = &in->v[i];
		char *p, *rel;
		const char *name = x->name;
		struct stat st;
		size_t n;

		if (x->patch) {
			ret = maint_get_add_patch(g, name, x->buf, x->len);
			continue;
		}
		while (!strncmp(name, "./", 2))
			name += 2;
		n = strlen(root) + strlen(name) + 3;
		p = malloc(n);
		if (!p)
			return -ENOMEM;
		snprintf(p, n, "%s/%s", root, name);
		if (name[0] == '/' || stat(p, &st)) {
			free(p);
			*bad = x->name;
			return 1;
		}
		free(p);
		rel = NULL;
		n = strlen(name);
		if (S_ISDIR(st.st_mode) && n && name[n - 1] != '/') {
			rel = malloc(n + 2);
			if (!rel)
				return -ENOMEM;
			memcpy(rel, name, n);
			memcpy(rel + n, "/", 2);
		}
		ret = maint_get_add_file(g, rel ? rel : name);
		free(rel);
	}
	return ret;
}

static PyObject *Db_get(DbObject *self, PyObject *args)
{
	PyObject *seq, *od, *out = NULL, *res = NULL, *dl = NULL, *js = NULL;
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(diag_cb, NULL);
	struct maint_get_opts o;
	struct maint_get *g = NULL;
	struct get_strs strs;
	struct diags ds = { 0 };
	struct inputs in;
	const char *bad = NULL;
	char *json = NULL;
	char *text = NULL;
	size_t tlen = 0;
	int ret;

	if (!PyArg_ParseTuple(args, "OO!", &seq, &PyDict_Type, &od))
		return NULL;
	maint_get_opts_init(&o);
	/* the script's own defaults (Xen's), then the caller's options */
	maint_get_opts_script(&o, self->script);
	if (get_opts(od, &o, &strs))
		goto out_strs;
	o.root = self->root;
	o.script = self->script;
	if (inputs_get(seq, &in))
		goto out_strs;
	sink.ctx = &ds;
	Py_BEGIN_ALLOW_THREADS
	PyThread_acquire_lock(self->lock, WAIT_LOCK);
	ret = maint_get_new(&g, self->db, &o, &sink);
	if (!ret)
		ret = add_inputs(g, self->root, &in, &bad);
	if (!ret)
		ret = maint_get_run(g);
	if (!ret) {
		const char *t = maint_get_output(g, &tlen);

		text = malloc(tlen + 1);
		json = maint_get_json(g);
		if (!text || !json)
			ret = -ENOMEM;
		else
			memcpy(text, t, tlen);
	}
	maint_get_free(g);
	PyThread_release_lock(self->lock);
	Py_END_ALLOW_THREADS
	if (ret == 1) {
		PyErr_Format(InputError, "%s: no such file in the tree", bad);
	} else if (ret) {
		set_errno(MaintError, ret, "get", self->root);
	} else {
		out = PyBytes_FromStringAndSize(text, (Py_ssize_t)tlen);
		js = PyUnicode_DecodeUTF8(json, (Py_ssize_t)strlen(json),
					  "replace");
		dl = diags_list(&ds);
		if (out && js && dl)
			res = PyTuple_Pack(3, out, js, dl);
	}
	free(text);
	maint_free(json);
	Py_XDECREF(out);
	Py_XDECREF(js);
	Py_XDECREF(dl);
	diags_free(&ds);
	inputs_release(&in);
out_strs:
	get_strs_release(&strs);
	return res;
}

/* profiles */

static int set_item(PyObject *d, const char *key, PyObject *v)
{
	int r;

	if (!v)
		return -1;
	r = PyDict_SetItemString(d, key, v);
	Py_DECREF(v);
	return r;
}

static PyObject *fact_dict(const struct maint_fact *f)
{
	PyObject *d = PyDict_New(), *vals;
	size_t i;

	if (!d)
		return NULL;
	vals = PyList_New(0);
	if (!vals)
		goto fail;
	for (i = 0; i < f->nvalues; i++) {
		PyObject *v = text(f->values[i]);

		if (!v || PyList_Append(vals, v)) {
			Py_XDECREF(v);
			Py_DECREF(vals);
			goto fail;
		}
		Py_DECREF(v);
	}
	if (set_item(d, "values", vals) ||
	    set_item(d, "kind", text(maint_fact_kind_name(f->kind))) ||
	    set_item(d, "label", text(maint_fact_kind_label(f->kind))) ||
	    /* the kinds from subject-tag on are the rules preflight checks */
	    set_item(d, "rule",
		     PyBool_FromLong(f->kind >= MAINT_FACT_SUBJECT_TAG)) ||
	    set_item(d, "value", text(f->value)) ||
	    set_item(d, "url", text(f->url)) ||
	    set_item(d, "level", text(f->level)) ||
	    set_item(d, "quote", text(f->quote)) ||
	    set_item(d, "file", text(f->file)) ||
	    set_item(d, "line", PyLong_FromUnsignedLong(f->line)) ||
	    set_item(d, "cond", text(maint_fact_cond_name(f->cond))) ||
	    set_item(d, "cond_value", text(f->cond_value)) ||
	    set_item(d, "number", PyLong_FromUnsignedLong(f->number)) ||
	    set_item(d, "number2", PyLong_FromUnsignedLong(f->number2)))
		goto fail;
	return d;
fail:
	Py_DECREF(d);
	return NULL;
}

/* One P: value: what it is, where it is named, its facts. */
struct ptarget {
	const char *value;
	struct maint_ptarget *t;
	size_t first; /* its first entry in prefs */
};

static PyObject *ptarget_dict(DbObject *self, const struct ptarget *p,
			      const struct maint_get_prefs *prefs)
{
	PyObject *d = PyDict_New(), *named = NULL, *facts = NULL;
	const struct maint_profile *prof = maint_ptarget_profile(p->t);
	size_t i;

	if (!d)
		return NULL;
	named = PyList_New(0);
	facts = PyList_New(0);
	if (!named || !facts)
		goto fail;
	for (i = p->first; i < maint_get_prefs_count(prefs); i++) {
		const struct maint_get_pref *r = maint_get_prefs_at(prefs, i);
		PyObject *x;

		if (strcmp(r->item->value, p->value))
			continue;
		x = Py_BuildValue(
			"{s:N,s:N,s:I,s:N}", "section",
			text(maint_section_name(self->db, r->section)), "file",
			text(r->item->file), "line", r->item->line, "for",
			text(r->file));
		if (!x || PyList_Append(named, x)) {
			Py_XDECREF(x);
			goto fail;
		}
		Py_DECREF(x);
	}
	for (i = 0; prof && i < maint_profile_nfacts(prof); i++) {
		PyObject *f = fact_dict(maint_profile_fact(prof, i));

		if (!f || PyList_Append(facts, f)) {
			Py_XDECREF(f);
			goto fail;
		}
		Py_DECREF(f);
	}
	if (set_item(d, "value", text(p->value)) ||
	    set_item(d, "kind",
		     text(maint_pkind_name(maint_ptarget_kind(p->t)))) ||
	    set_item(d, "path", text(maint_ptarget_path(p->t))) ||
	    set_item(d, "exists",
		     PyBool_FromLong(maint_ptarget_exists(p->t))) ||
	    set_item(d, "read", PyBool_FromLong(prof != NULL)) ||
	    set_item(d, "error",
		     maint_ptarget_err(p->t) ?
			     text(maint_strerror(maint_ptarget_err(p->t))) :
			     Py_NewRef(Py_None)) ||
	    set_item(d, "title",
		     prof ? text(maint_profile_title(prof, NULL)) :
			    Py_NewRef(Py_None)) ||
	    set_item(d, "fetched",
		     PyLong_FromLongLong(prof ? maint_profile_fetched(prof) :
						0)))
		goto fail;
	if (PyDict_SetItemString(d, "named_at", named) ||
	    PyDict_SetItemString(d, "facts", facts))
		goto fail;
	Py_DECREF(named);
	Py_DECREF(facts);
	return d;
fail:
	Py_XDECREF(named);
	Py_XDECREF(facts);
	Py_DECREF(d);
	return NULL;
}

static PyObject *Db_profiles(DbObject *self, PyObject *args)
{
	PyObject *seq, *od, *res = NULL, *dl = NULL, *l = NULL;
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(diag_cb, NULL);
	struct maint_fetch_opts fo = MAINT_FETCH_OPTIONS_INIT;
	struct maint_get_prefs *prefs = NULL;
	struct ptarget *pt = NULL;
	struct maint_get_opts o;
	struct maint_get *g = NULL;
	struct get_strs strs;
	struct diags ds = { 0 };
	struct inputs in;
	const char *bad = NULL;
	size_t n = 0, npt = 0, i, j;
	int keywords = 1, fetch = 0, timeout = 20, ret;

	if (!PyArg_ParseTuple(args, "OO!ppi", &seq, &PyDict_Type, &od,
			      &keywords, &fetch, &timeout))
		return NULL;
	maint_get_opts_init(&o);
	maint_get_opts_script(&o, self->script);
	if (get_opts(od, &o, &strs))
		goto out_strs;
	if (timeout < 1 || timeout > 300) {
		PyErr_SetString(PyExc_ValueError, "timeout: 1 to 300 seconds");
		goto out_strs;
	}
	/* the sections a patch touches: matching only, no history */
	o.git = o.git_fallback = o.git_blame = false;
	o.root = self->root;
	o.script = self->script;
	fo.fetch = fetch;
	fo.timeout_ms = timeout * 1000L;
	if (inputs_get(seq, &in))
		goto out_strs;
	sink.ctx = &ds;
	Py_BEGIN_ALLOW_THREADS
	PyThread_acquire_lock(self->lock, WAIT_LOCK);
	ret = maint_get_new(&g, self->db, &o, &sink);
	if (!ret)
		ret = add_inputs(g, self->root, &in, &bad);
	if (!ret)
		ret = maint_get_run(g);
	if (!ret)
		ret = maint_get_profiles(g, self->db, keywords, &prefs);
	if (!ret) {
		n = maint_get_prefs_count(prefs);
		pt = calloc(n + 1, sizeof(*pt));
		if (!pt)
			ret = -ENOMEM;
	}
	for (i = 0; !ret && i < n; i++) {
		const char *v = maint_get_prefs_at(prefs, i)->item->value;

		for (j = 0; j < npt; j++)
			if (!strcmp(pt[j].value, v))
				break;
		if (j < npt)
			continue;
		pt[npt].value = v;
		pt[npt].first = i;
		ret = maint_ptarget_open(&pt[npt].t, self->root, v, &fo, &sink);
		npt++;
	}
	PyThread_release_lock(self->lock);
	Py_END_ALLOW_THREADS
	if (ret == 1) {
		PyErr_Format(InputError, "%s: no such file in the tree", bad);
	} else if (ret) {
		set_errno(MaintError, ret, "profiles", self->root);
	} else {
		l = PyList_New(0);
		for (i = 0; l && i < npt; i++) {
			PyObject *d = ptarget_dict(self, &pt[i], prefs);

			if (!d || PyList_Append(l, d))
				Py_CLEAR(l);
			Py_XDECREF(d);
		}
		dl = l ? diags_list(&ds) : NULL;
		if (l && dl)
			res = PyTuple_Pack(2, l, dl);
	}
	Py_XDECREF(l);
	Py_XDECREF(dl);
	/* the targets borrow from the query, freed after them */
	Py_BEGIN_ALLOW_THREADS
	PyThread_acquire_lock(self->lock, WAIT_LOCK);
	for (i = 0; pt && i < npt; i++)
		maint_ptarget_free(pt[i].t);
	free(pt);
	maint_get_prefs_free(prefs);
	maint_get_free(g);
	PyThread_release_lock(self->lock);
	Py_END_ALLOW_THREADS
	diags_free(&ds);
	inputs_release(&in);
out_strs:
	get_strs_release(&strs);
	return res;
}

/* preflight */

static int day_opt(PyObject *d, const char *key, long *out)
{
	PyObject *v = PyDict_GetItemString(d, key);
	const char *s;

	if (!v || v == Py_None)
		return 0;
	if (!PyUnicode_Check(v)) {
		PyErr_Format(PyExc_TypeError,
			     "%s must be a str YYYY-MM-DD or None", key);
		return -1;
	}
	s = PyUnicode_AsUTF8(v);
	if (!s)
		return -1;
	if (strlen(s) > 32 || maint_date_parse(s, out)) {
		PyErr_Format(PyExc_ValueError, "%s: not a date YYYY-MM-DD: %R",
			     key, v);
		return -1;
	}
	return 0;
}

static PyObject *Db_preflight(DbObject *self, PyObject *args)
{
	PyObject *seq, *od, *res = NULL, *dl = NULL, *js = NULL;
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(diag_cb, NULL);
	struct maint_preflight_opts po = MAINT_PREFLIGHT_OPTIONS_INIT;
	struct maint_fetch_opts fo = MAINT_FETCH_OPTIONS_INIT;
	struct maint_preflight *pf = NULL;
	struct maint_rtags *tags = NULL;
	const struct maint_cycle *cy = NULL;
	struct diags ds = { 0 };
	struct inputs in;
	bool git = true, recipients = true, fetch = false, mw = false;
	int rc = 0, ret, tags_err = 0;
	long today = -1;
	size_t len = 0;
	char *json = NULL;
	Py_ssize_t i;

	if (!PyArg_ParseTuple(args, "OO!", &seq, &PyDict_Type, &od))
		return NULL;
	po.posted = po.previous = -1;
	if (opt_bool(od, "git", &git) ||
	    opt_bool(od, "recipients", &recipients) ||
	    opt_bool(od, "fetch", &fetch) ||
	    opt_bool(od, "merge_window", &mw) ||
	    opt_int(od, "rc", 0, MAINT_CYCLE_MAX_RC, &rc) ||
	    day_opt(od, "today", &today) || day_opt(od, "posted", &po.posted) ||
	    day_opt(od, "previous", &po.previous))
		return NULL;
	if (rc && mw) {
		PyErr_SetString(PyExc_ValueError,
				"rc and merge_window exclude each other");
		return NULL;
	}
	if (inputs_get(seq, &in))
		return NULL;
	for (i = 0; i < in.n; i++)
		if (!in.v[i].patch) {
			inputs_release(&in);
			PyErr_SetString(PyExc_TypeError,
					"preflight takes patches, not files");
			return NULL;
		}
	if (today < 0)
		today = maint_date_today();
	if (po.posted < 0)
		po.posted = today;
	po.db = self->db;
	po.root = self->root;
	po.git = git;
	po.recipients = recipients;
	fo.fetch = fetch;
	po.fetch = &fo;
	sink.ctx = &ds;
	Py_BEGIN_ALLOW_THREADS
	PyThread_acquire_lock(self->lock, WAIT_LOCK);
	ret = 0;
	if (rc || mw) {
		ret = maint_cycle_assume(rc, today, &cy);
	} else {
		tags_err = maint_rtags_git(self->root, &tags);
		if (tags_err == -ENOMEM || tags_err == -MAINT_E_GITREFUSED)
			ret = tags_err;
		else
			ret = maint_cycle_from_tags(tags, today, &cy);
		maint_rtags_free(tags);
	}
	po.cycle = cy;
	if (!ret)
		ret = maint_preflight_new(&pf, &po, &sink);
	for (i = 0; !ret && i < in.n; i++)
		ret = maint_preflight_add(pf, in.v[i].name, in.v[i].buf,
					  in.v[i].len);
	if (!ret)
		ret = maint_preflight_run(pf);
	if (!ret) {
		json = maint_preflight_json(pf, &len);
		if (!json)
			ret = -ENOMEM;
	}
	maint_preflight_free(pf);
	PyThread_release_lock(self->lock);
	Py_END_ALLOW_THREADS
	if (ret) {
		set_errno(MaintError, ret, "preflight", self->root);
	} else {
		js = PyUnicode_DecodeUTF8(json, (Py_ssize_t)len, "replace");
		dl = diags_list(&ds);
		if (js && dl)
			res = Py_BuildValue(
				"(OOs)", js, dl,
				cy->phase == MAINT_PHASE_UNKNOWN ? "unknown" :
				cy->phase == MAINT_PHASE_RC	 ? "rc" :
							      "merge window");
	}
	maint_cycle_free(cy);
	maint_free(json);
	Py_XDECREF(js);
	Py_XDECREF(dl);
	diags_free(&ds);
	inputs_release(&in);
	return res;
}

static PyObject *Db_get_root(DbObject *self, void *closure)
{
	return PyUnicode_DecodeFSDefault(self->root);
}

static PyObject *Db_get_compat(DbObject *self, void *closure)
{
	/* a built-in model's name, else the tree's script */
	return PyUnicode_DecodeFSDefault(
		maint_script_name(self->script)[0] ?
			maint_script_name(self->script) :
		maint_script_path(self->script)[0] ?
			maint_script_path(self->script) :
			"newest");
}

static PyObject *Db_get_files(DbObject *self, void *closure)
{
	PyObject *l = PyList_New(0);
	size_t i;

	for (i = 0; l && i < maint_db_nfiles(self->db); i++) {
		PyObject *s =
			PyUnicode_DecodeFSDefault(maint_db_file(self->db, i));

		if (!s || PyList_Append(l, s))
			Py_CLEAR(l);
		Py_XDECREF(s);
	}
	return l;
}

static PyObject *Db_get_nsections(DbObject *self, void *closure)
{
	return PyLong_FromSize_t(maint_db_nsections(self->db));
}

static PyMethodDef Db_methods[] = {
	{ "get", (PyCFunction)Db_get, METH_VARARGS,
	  "get(inputs, options) -> (output bytes, JSON str, diagnostics)" },
	{ "profiles", (PyCFunction)Db_profiles, METH_VARARGS,
	  "profiles(inputs, options, keywords, fetch, timeout) -> "
	  "([profile dict], diagnostics)" },
	{ "preflight", (PyCFunction)Db_preflight, METH_VARARGS,
	  "preflight(patches, options) -> (JSON str, diagnostics, phase)" },
	{ NULL, NULL, 0, NULL },
};

static PyGetSetDef Db_getset[] = {
	{ "root", (getter)Db_get_root, NULL, "the tree's top directory", NULL },
	{ "compat", (getter)Db_get_compat, NULL,
	  "the get_maintainer.pl behaviour answered as: '2026' or '6.12'",
	  NULL },
	{ "files", (getter)Db_get_files, NULL, "the MAINTAINERS files read",
	  NULL },
	{ "nsections", (getter)Db_get_nsections, NULL, "the number of sections",
	  NULL },
	{ NULL, NULL, NULL, NULL, NULL },
};

static PyTypeObject DbType = {
	PyVarObject_HEAD_INIT(NULL, 0).tp_name = "maint._maint.Db",
	.tp_basicsize = sizeof(DbObject),
	.tp_dealloc = (destructor)Db_dealloc,
	.tp_flags = Py_TPFLAGS_DEFAULT,
	.tp_doc = "Db(root, mpath=None, compat=None, cache=True, "
		  "find_maintainer_files=False): a loaded MAINTAINERS",
	.tp_methods = Db_methods,
	.tp_getset = Db_getset,
	.tp_new = Db_new,
};

static struct PyModuleDef module = {
	PyModuleDef_HEAD_INIT,
	.m_name = "maint._maint",
	.m_doc = "libmaint's public API for the maint package",
	.m_size = -1,
};

PyMODINIT_FUNC PyInit__maint(void)
{
	PyObject *m;

	if (PyType_Ready(&DbType) < 0)
		return NULL;
	m = PyModule_Create(&module);
	if (!m)
		return NULL;
	MaintError = PyErr_NewExceptionWithDoc(
		"maint.MaintError", "An error of libmaint.", NULL, NULL);
	LoadError = PyErr_NewExceptionWithDoc(
		"maint.LoadError",
		"MAINTAINERS (or the tree) could not be read.", MaintError,
		NULL);
	{
		PyObject *bases = PyTuple_Pack(2, MaintError, PyExc_ValueError);

		InputError = bases ? PyErr_NewExceptionWithDoc(
					     "maint.InputError",
					     "An input that cannot be "
					     "answered for (a file not in the "
					     "tree, a patch too large).",
					     bases, NULL) :
				     NULL;
		Py_XDECREF(bases);
	}
	if (!MaintError || !LoadError || !InputError ||
	    PyModule_AddObjectRef(m, "MaintError", MaintError) ||
	    PyModule_AddObjectRef(m, "LoadError", LoadError) ||
	    PyModule_AddObjectRef(m, "InputError", InputError) ||
	    PyModule_AddObjectRef(m, "Db", (PyObject *)&DbType) ||
	    PyModule_AddStringConstant(m, "VERSION", MAINT_VERSION)) {
		Py_DECREF(m);
		return NULL;
	}
	return m;
}
