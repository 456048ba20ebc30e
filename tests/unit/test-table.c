// SPDX-License-Identifier: GPL-2.0-only
/*
 * Table tests: small input -> output cases of the library, one case a few
 * lines of a text file (in the manner of jq's tests/NAME.test), so that a new
 * case is a paragraph of data, not a C function.
 *
 * Every tests/unit/cases/NAME.test is read (or only the files named on the
 * command line).  The format:
 *
 *   # a comment (outside a case's blocks; inside one, '#' is text)
 *   %tree PATH...       empty files (a trailing '/' makes a directory) the
 *                       following cases see in their tree (it also ends
 *                       the case before it)
 *   == OP [ARG]: TITLE  a case: OP run with ARG on the lines that follow
 *   --                  the lines after it, up to the next "==" or the end
 *                       of the file, are what OP must give
 *
 * Blank lines at the end of a block are dropped.  Inside a block "\t" is a
 * tab and "\r" a carriage return (any other backslash is itself: regexes
 * read as written); a line that ends in "\c" has no newline; a line that
 * is only "\" is an empty line kept even at the end of a block.
 *
 * The operations (all through include/maint.h):
 *   check               maint_check(): "LINE:check" per finding
 *   self-test [KINDS]   maint_self_test_text(), its text
 *   fmt [order]         maint_fmt(): the text, or "error: E" and the
 *                       diagnostics ("FILE:LINE: message") when it fails
 *   glob                per line, maint_glob_to_regex(), then back through
 *                       maint_regex_to_glob(): "REGEX <- GLOB" (the glob
 *                       given back)
 *   status              per line, maint_status_name(maint_status_of(line))
 *   pkind               per line, the P: kind name of the value
 *
 * A case that fails names its file and line.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <dirent.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "maint.h"
#include "tmptree.h"

#define CASES_DIR "tests/unit/cases"
#define MAX_TREE 64

struct tcase {
	const char *file;
	unsigned int line;
	char *op, *arg, *name;
	char *in, *want;
	char *tree[MAX_TREE];
	size_t ntree;
};

/* A growing string; out of memory ends the test run. */
struct str {
	char *s;
	size_t len, cap;
};

static void str_addn(struct str *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		b->cap = (b->len + n + 1) * 2;
		b->s = realloc(b->s, b->cap);
		if (!b->s)
			abort();
	}
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}

static void str_adds(struct str *b, const char *s)
{
	str_addn(b, s, strlen(s));
}

static char *str_done(struct str *b)
{
	if (!b->s)
		str_addn(b, "", 0);
	return b->s;
}

static void str_addf(struct str *b, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	str_adds(b, buf);
}

/* One line of a block, its escapes undone, with its newline (or not). */
static void add_block_line(struct str *b, const char *l, size_t n)
{
	bool nl = true;
	size_t i;

	if (n == 1 && l[0] == '\\') {
		str_adds(b, "\n");
		return;
	}
	if (n >= 2 && l[n - 2] == '\\' && l[n - 1] == 'c') {
		nl = false;
		n -= 2;
	}
	for (i = 0; i < n; i++) {
		char c = l[i];

		if (c == '\\' && i + 1 < n &&
		    (l[i + 1] == 't' || l[i + 1] == 'r'))
			c = l[++i] == 't' ? '\t' : '\r';
		str_addn(b, &c, 1);
	}
	if (nl)
		str_adds(b, "\n");
}

/* Drop the blank lines at the end of a block (not the kept "\" ones). */
static void trim_block(struct str *b, size_t *blank)
{
	if (b->s && *blank) {
		b->len -= *blank;
		b->s[b->len] = '\0';
	}
	*blank = 0;
}

static char *xstrndup(const char *s, size_t n)
{
	char *r = strndup(s, n);

	if (!r)
		abort();
	return r;
}

static struct tcase *cases;
static size_t ncases, capcases;

static struct tcase *new_case(const char *file, unsigned int line,
			      const char *head, size_t n, char **tree,
			      size_t ntree)
{
	struct tcase *c;
	const char *colon = memchr(head, ':', n), *sp;
	size_t hl = colon ? (size_t)(colon - head) : n;

	if (ncases == capcases) {
		capcases = capcases ? 2 * capcases : 64;
		cases = realloc(cases, capcases * sizeof(*cases));
		if (!cases)
			abort();
	}
	c = &cases[ncases++];
	memset(c, 0, sizeof(*c));
	c->file = file;
	c->line = line;
	while (hl && head[hl - 1] == ' ')
		hl--;
	sp = memchr(head, ' ', hl);
	c->op = xstrndup(head, sp ? (size_t)(sp - head) : hl);
	c->arg = sp ? xstrndup(sp + 1, hl - (size_t)(sp + 1 - head)) : NULL;
	{
		struct str nm = { 0 };
		const char *t = colon ? colon + 1 : head + n;

		while (t < head + n && *t == ' ')
			t++;
		str_addf(&nm, "%s:%u: %s", file, line, c->op);
		if (t < head + n) {
			str_adds(&nm, ": ");
			str_addn(&nm, t, (size_t)(head + n - t));
		}
		c->name = str_done(&nm);
	}
	for (size_t i = 0; i < ntree; i++)
		c->tree[i] = xstrndup(tree[i], strlen(tree[i]));
	c->ntree = ntree;
	return c;
}

/* The state of reading one .test file. */
struct reader {
	const char *path; /* lives as long as the cases */
	unsigned int lno;
	struct tcase *c; /* the case being read, or NULL */
	struct str *blk, in, want; /* blk: &in, &want or NULL */
	size_t blank; /* blank lines at the end of *blk */
	char *tree[MAX_TREE];
	size_t ntree;
};

/* Ends the case being read, if any: it must have had its "--". */
static int end_case(struct reader *r)
{
	if (!r->c)
		return 0;
	if (r->blk != &r->want) {
		fprintf(stderr, "%s:%u: case without \"--\"\n", r->path,
			r->c->line);
		return -1;
	}
	trim_block(r->blk, &r->blank);
	r->c->in = str_done(&r->in);
	r->c->want = str_done(&r->want);
	memset(&r->in, 0, sizeof(r->in));
	memset(&r->want, 0, sizeof(r->want));
	r->c = NULL;
	r->blk = NULL;
	return 0;
}

/* "%tree PATH...": the tree of the cases that follow. */
static int set_tree(struct reader *r, char *paths)
{
	char *save, *t;

	while (r->ntree)
		free(r->tree[--r->ntree]);
	for (t = strtok_r(paths, " ", &save); t;
	     t = strtok_r(NULL, " ", &save)) {
		if (r->ntree == MAX_TREE) {
			fprintf(stderr, "%s:%u: too many paths\n", r->path,
				r->lno);
			return -1;
		}
		r->tree[r->ntree++] = xstrndup(t, strlen(t));
	}
	return 0;
}

/* One line of a .test file (without its newline). */
static int read_line(struct reader *r, char *line, size_t n)
{
	if (!strncmp(line, "== ", 3)) {
		if (end_case(r))
			return -1;
		r->c = new_case(r->path, r->lno, line + 3, n - 3, r->tree,
				r->ntree);
		r->blk = &r->in;
		return 0;
	}
	if (!strncmp(line, "%tree", 5))
		return end_case(r) ? -1 : set_tree(r, line + 5);
	if (r->blk == &r->in && !strcmp(line, "--")) {
		trim_block(r->blk, &r->blank);
		r->blk = &r->want;
		return 0;
	}
	if (r->blk) {
		r->blank = n ? 0 : r->blank + 1;
		add_block_line(r->blk, line, n);
		return 0;
	}
	if (n && line[0] != '#') {
		fprintf(stderr, "%s:%u: not in a case: %s\n", r->path, r->lno,
			line);
		return -1;
	}
	return 0;
}

/* Reads one .test file into cases[]; a syntax error fails the run. */
static int read_cases(const char *path)
{
	struct reader r = { .path = path };
	char *line = NULL;
	size_t cap = 0;
	int rc = 0;
	ssize_t n;
	FILE *f = fopen(path, "r");

	if (!f) {
		fprintf(stderr, "%s: %s\n", path, strerror(errno));
		return -1;
	}
	while (!rc && (n = getline(&line, &cap, f)) >= 0) {
		r.lno++;
		if (n && line[n - 1] == '\n')
			line[--n] = '\0';
		rc = read_line(&r, line, (size_t)n);
	}
	if (!rc)
		rc = end_case(&r);
	while (r.ntree)
		free(r.tree[--r.ntree]);
	free(line);
	fclose(f);
	return rc;
}

/* The tree of a case, made in a fresh temporary directory. */
static char *make_tree(const struct tcase *c)
{
	char tmpl[] = "/tmp/maint-table.XXXXXX", path[4096];
	char *dir = mkdtemp(tmpl);

	assert_non_null(dir);
	for (size_t i = 0; i < c->ntree; i++) {
		const char *p = c->tree[i];
		size_t l = strlen(p);

		for (size_t j = 1; j < l; j++) {
			if (p[j] != '/')
				continue;
			snprintf(path, sizeof(path), "%s/%.*s", dir, (int)j, p);
			mkdir(path, 0755);
		}
		if (p[l - 1] != '/') {
			FILE *f;

			snprintf(path, sizeof(path), "%s/%s", dir, p);
			f = fopen(path, "w");
			assert_non_null(f);
			fclose(f);
		}
	}
	return strdup(dir);
}

static void op_check(const struct tcase *c, const char *root,
		     struct maint_paths *pl, struct str *out)
{
	struct maint_text t = MAINT_TEXT_INIT("M", c->in, strlen(c->in));
	const struct maint_text *tp[] = { &t };
	struct maint_check_opts o = { .version = MAINT_CHECK_OPTIONS_VERSION,
				      .root = root, .paths = pl };
	struct maint_findings *fs;
	const struct maint_finding *f;

	assert_int_equal(maint_check(tp, 1, &o, &fs), 0);
	for (size_t i = 0; (f = maint_findings_at(fs, i)); i++)
		str_addf(out, "%u:%s\n", f->line, f->check);
	maint_findings_free(fs);
}

static void op_self_test(const struct tcase *c, const char *root,
			 struct maint_paths *pl, struct str *out)
{
	struct maint_text t = MAINT_TEXT_INIT("./M", c->in, strlen(c->in));
	const struct maint_text *tp[] = { &t };
	char *s;
	size_t len;

	assert_int_equal(maint_self_test_text(tp, 1, c->arg ? c->arg : "", pl,
					      root, &s, &len),
			 0);
	str_addn(out, s, len);
	free(s);
}

static void collect(const struct maint_diag *d, void *ctx)
{
	str_addf(ctx, "%s:%u: %s\n", d->file ? d->file : "-", d->line, d->msg);
}

static void op_fmt(const struct tcase *c, struct str *out)
{
	struct maint_text t = MAINT_TEXT_INIT("M", c->in, strlen(c->in));
	struct str diags = { 0 };
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(collect, &diags);
	bool order = c->arg && !strcmp(c->arg, "order");
	char *s = NULL;
	size_t len;
	int rc;

	if (c->arg && !order)
		fail_msg("%s: fmt takes \"order\" or nothing", c->name);
	rc = maint_fmt(&t, order, &s, &len, &sink);
	if (rc) {
		assert_null(s);
		str_addf(out, "error: %s\n",
			 rc == -EINVAL ? "EINVAL" : strerror(-rc));
	} else {
		str_addn(out, s, len);
	}
	str_adds(out, str_done(&diags));
	free(diags.s);
	free(s);
}

/* Calls fn on every line of c->in (without its newline). */
static void per_line(const struct tcase *c, struct str *out,
		     void (*fn)(const char *line, struct str *out))
{
	const char *p = c->in;

	while (*p) {
		const char *e = strchrnul(p, '\n');
		char *l = xstrndup(p, (size_t)(e - p));

		fn(l, out);
		free(l);
		p = *e ? e + 1 : e;
	}
}

static void line_glob(const char *l, struct str *out)
{
	char *re = maint_glob_to_regex(l);
	char *back;

	assert_non_null(re);
	back = maint_regex_to_glob(re);
	assert_non_null(back);
	str_addf(out, "%s <- %s\n", re, back);
	free(re);
	free(back);
}

static void line_status(const char *l, struct str *out)
{
	str_addf(out, "%s\n", maint_status_name(maint_status_of(l)));
}

static void line_pkind(const char *l, struct str *out)
{
	str_addf(out, "%s\n", maint_pkind_name(maint_pkind_of(l)));
}

static void run_case(void **state)
{
	const struct tcase *c = *state;
	struct str out = { 0 };
	struct maint_paths *pl = NULL;
	char *root = NULL;

	if (!strcmp(c->op, "check") || !strcmp(c->op, "self-test")) {
		root = make_tree(c);
		assert_non_null(root);
		assert_int_equal(maint_paths_walk(&pl, root), 0);
		if (c->op[0] == 'c')
			op_check(c, root, pl, &out);
		else
			op_self_test(c, root, pl, &out);
		maint_paths_free(pl);
		assert_int_equal(tmptree_rm(root), 0);
		free(root);
	} else if (!strcmp(c->op, "fmt")) {
		op_fmt(c, &out);
	} else if (!strcmp(c->op, "glob")) {
		per_line(c, &out, line_glob);
	} else if (!strcmp(c->op, "status")) {
		per_line(c, &out, line_status);
	} else if (!strcmp(c->op, "pkind")) {
		per_line(c, &out, line_pkind);
	} else {
		fail_msg("%s: unknown operation \"%s\"", c->name, c->op);
	}
	if (strcmp(str_done(&out), c->want)) {
		print_error("%s\n--- want\n%s--- got\n%s", c->name, c->want,
			    out.s);
		free(out.s);
		fail();
	}
	free(out.s);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static char **names;
static size_t nnames;

/* Every tests/unit/cases/ *.test, from the top of the tree or the binary. */
static int read_dir(const char *argv0)
{
	char dir[4096], path[8192];
	const char *slash = strrchr(argv0, '/');
	size_t n = 0;
	struct dirent *e;
	DIR *d = opendir(CASES_DIR);
	int rc = 0;

	snprintf(dir, sizeof(dir), "%s", CASES_DIR);
	if (!d && slash) {
		snprintf(dir, sizeof(dir), "%.*s/../../%s",
			 (int)(slash - argv0), argv0, CASES_DIR);
		d = opendir(dir);
	}
	if (!d) {
		fprintf(stderr, "%s: %s\n", CASES_DIR, strerror(errno));
		return -1;
	}
	while ((e = readdir(d))) {
		size_t l = strlen(e->d_name);

		if (l < 6 || strcmp(e->d_name + l - 5, ".test"))
			continue;
		names = realloc(names, (n + 1) * sizeof(*names));
		if (!names)
			abort();
		snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
		names[n++] = xstrndup(path, strlen(path));
	}
	closedir(d);
	nnames = n;
	qsort(names, n, sizeof(*names), by_name);
	for (size_t i = 0; i < n && !rc; i++)
		rc = read_cases(names[i]);
	if (!rc && !n) {
		fprintf(stderr, "%s: no .test files\n", dir);
		rc = -1;
	}
	return rc;
}

int main(int argc, char **argv)
{
	struct CMUnitTest *tests;
	int rc = 0;

	if (argc > 1) {
		for (int i = 1; i < argc && !rc; i++)
			rc = read_cases(argv[i]);
	} else {
		rc = read_dir(argv[0]);
	}
	if (rc)
		return 1;
	tests = calloc(ncases ? ncases : 1, sizeof(*tests));
	if (!tests)
		abort();
	for (size_t i = 0; i < ncases; i++) {
		tests[i].name = cases[i].name;
		tests[i].test_func = run_case;
		tests[i].initial_state = &cases[i];
	}
	rc = _cmocka_run_group_tests("table", tests, ncases, NULL, NULL);
	for (size_t i = 0; i < ncases; i++) {
		struct tcase *c = &cases[i];

		free(c->op);
		free(c->arg);
		free(c->name);
		free(c->in);
		free(c->want);
		for (size_t j = 0; j < c->ntree; j++)
			free(c->tree[j]);
	}
	for (size_t i = 0; i < nnames; i++)
		free(names[i]);
	free(names);
	free(cases);
	free(tests);
	return rc;
}
