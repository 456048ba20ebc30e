// SPDX-License-Identifier: GPL-2.0-only
/*
 * Coverage and report: statuses, per-file answers (best sections, status,
 * profile, THE REST), the directory tree, sections matching nothing, the
 * profile comparison cells, the toctree and the HTML page.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "maint.h"
#include "mbuf.h"

static const char maintainers[] =
	"FOO DRIVER\n"
	"M:\tA <a@example.org>\n"
	"S:\tOrphan\n"
	"F:\tdrivers/foo/\n"
	"\n"
	"FOO DRIVER CORE\n"
	"M:\tB <b@example.org>\n"
	"S:\tSupported\n"
	"F:\tdrivers/foo/core.c\n"
	"\n"
	"NET\n"
	"M:\tC <c@example.org>\n"
	"S:\tMaintained\n"
	"Q:\thttps://patchwork.example.org/net/\n"
	"P:\tDocumentation/net-profile.rst\n"
	"F:\tdrivers/net/\n"
	"F:\tnet/\n"
	"\n"
	"NET CLONE\n"
	"M:\tD <d@example.org>\n"
	"S:\tOdd Fixes\n"
	"F:\tnet/\n"
	"\n"
	"GONE\n"
	"M:\tE <e@example.org>\n"
	"S:\tObsolete\n"
	"F:\tgone/\n"
	"\n"
	"URI PROFILE\n"
	"M:\tF <f@example.org>\n"
	"S:\tSupported\n"
	"P:\thttps://example.org/profile\n"
	"F:\tlib/uri/\n"
	"\n"
	"THE REST\n"
	"L:\tlinux-kernel@example.org\n"
	"S:\tBuried alive in reporters\n"
	"F:\t*\n"
	"F:\t*/\n";

static const char profile[] =
	"Net profile\n"
	"===========\n\n"
	"Key Cycle Dates\n"
	"---------------\n\n"
	"New feature submissions must be sent before -rc4.\n";

static const char *const files[] = {
	"Makefile",	    "drivers/foo/core.c", "drivers/foo/util.c",
	"drivers/net/a.c",  "net/core/b.c",	  "lib/uri/x.c",
	"lib/other/y.c",    "lib/other/z.c",	  "Documentation/net-profile.rst",
};

struct fixture {
	char dir[64];
	struct maint_db *db;
	struct maint_coverage *cov;
};

static void put(const char *dir, const char *rel, const char *text)
{
	char path[256];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, rel);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static int setup(void **state)
{
	struct fixture *fx = calloc(1, sizeof(*fx));
	struct maint_load_opts lo = { 0 };
	char path[128];

	if (!fx)
		return -1;
	snprintf(fx->dir, sizeof(fx->dir), "/tmp/maint-cov.XXXXXX");
	if (!mkdtemp(fx->dir))
		return -1;
	put(fx->dir, "MAINTAINERS", maintainers);
	snprintf(path, sizeof(path), "%s/Documentation", fx->dir);
	mkdir(path, 0755);
	put(fx->dir, "Documentation/net-profile.rst", profile);
	snprintf(path, sizeof(path), "%s/MAINTAINERS", fx->dir);
	lo.path = path;
	lo.root = fx->dir;
	if (maint_db_load(&fx->db, &lo, NULL))
		return -1;
	if (maint_coverage_run(&fx->cov, fx->db, files,
			       sizeof(files) / sizeof(files[0]), NULL))
		return -1;
	*state = fx;
	return 0;
}

static int teardown(void **state)
{
	struct fixture *fx = *state;
	char cmd[128];

	maint_coverage_free(fx->cov);
	maint_db_free(fx->db);
	snprintf(cmd, sizeof(cmd), "%s/Documentation/net-profile.rst",
		 fx->dir);
	unlink(cmd);
	snprintf(cmd, sizeof(cmd), "%s/Documentation", fx->dir);
	rmdir(cmd);
	snprintf(cmd, sizeof(cmd), "%s/MAINTAINERS", fx->dir);
	unlink(cmd);
	rmdir(fx->dir);
	free(fx);
	return 0;
}

static const struct maint_coverage_file *find(struct fixture *fx, const char *p)
{
	size_t i;

	for (i = 0; i < maint_coverage_nfiles(fx->cov); i++)
		if (!strcmp(maint_coverage_file(fx->cov, i)->path, p))
			return maint_coverage_file(fx->cov, i);
	fail_msg("no file %s", p);
	return NULL;
}

static const char *sec(struct fixture *fx, size_t s)
{
	return maint_section_name(fx->db, s);
}

/* The status words themselves: tests/unit/cases/status.test. */
static void test_coverage__status_of(void **state)
{
	assert_int_equal(maint_status_of(NULL), MAINT_ST_NONE);
	assert_string_equal(maint_status_name(MAINT_ST_ODD_FIXES), "Odd Fixes");
	assert_string_equal(maint_status_name(MAINT_ST_NONE), "none");
}

static void test_coverage__deepest_section_gives_status(void **state)
{
	struct fixture *fx = *state;
	const struct maint_coverage_file *f = find(fx, "drivers/foo/core.c");

	/* core.c (depth 3) beats drivers/foo/ (depth 2) and THE REST */
	assert_int_equal(f->nbest, 1);
	assert_string_equal(sec(fx, f->best[0]), "FOO DRIVER CORE");
	assert_int_equal(f->nall, 3);
	assert_string_equal(sec(fx, f->all[1]), "FOO DRIVER");
	assert_string_equal(sec(fx, f->all[2]), "THE REST");
	assert_int_equal(f->status, MAINT_ST_SUPPORTED);
	assert_false(f->rest_only);
	f = find(fx, "drivers/foo/util.c");
	assert_int_equal(f->status, MAINT_ST_ORPHAN);
}

static void test_coverage__ties_take_the_strongest_status(void **state)
{
	struct fixture *fx = *state;
	const struct maint_coverage_file *f = find(fx, "net/core/b.c");

	assert_int_equal(f->nbest, 2);
	assert_string_equal(sec(fx, f->best[0]), "NET");
	assert_string_equal(sec(fx, f->best[1]), "NET CLONE");
	assert_int_equal(f->status, MAINT_ST_MAINTAINED);
	assert_true(f->profile);
}

static void test_coverage__rest_only(void **state)
{
	struct fixture *fx = *state;
	const struct maint_coverage_file *f = find(fx, "lib/other/y.c");

	assert_true(f->rest_only);
	assert_int_equal(f->status, MAINT_ST_NONE);
	assert_false(f->profile);
	f = find(fx, "Makefile");
	assert_true(f->rest_only);
	f = find(fx, "lib/uri/x.c");
	assert_true(f->profile); /* a URI profile counts */
	assert_false(f->rest_only);
}

static void test_coverage__summary(void **state)
{
	struct fixture *fx = *state;
	const struct maint_coverage_summary *s =
		maint_coverage_summary(fx->cov);

	assert_int_equal(s->nfiles, 9);
	assert_int_equal(s->files[MAINT_ST_SUPPORTED][0], 1);
	assert_int_equal(s->files[MAINT_ST_SUPPORTED][1], 1);
	assert_int_equal(s->files[MAINT_ST_MAINTAINED][1], 2);
	assert_int_equal(s->files[MAINT_ST_ORPHAN][0], 1);
	assert_int_equal(s->rest_only_files, 4);
	assert_int_equal(s->unmatched_files, 0);
}

static void test_coverage__directory_tree(void **state)
{
	struct fixture *fx = *state;
	const struct maint_coverage_dir *top = maint_coverage_dir(fx->cov, 0);
	size_t i, ntop = 0;

	assert_string_equal(top->path, "");
	assert_int_equal(top->nfiles, 9);
	assert_int_equal(top->own_nfiles, 1); /* Makefile */
	for (i = top->first_child; i != (size_t)-1;
	     i = maint_coverage_dir(fx->cov, i)->next_sibling)
		ntop++;
	assert_int_equal(ntop, 4); /* Documentation drivers lib net */
	for (i = 0; i < maint_coverage_ndirs(fx->cov); i++) {
		const struct maint_coverage_dir *d =
			maint_coverage_dir(fx->cov, i);

		if (!strcmp(d->path, "drivers/foo")) {
			assert_string_equal(d->name, "foo");
			assert_int_equal(d->nfiles, 2);
			assert_int_equal(d->files[MAINT_ST_ORPHAN], 1);
			assert_int_equal(d->depth, 2);
		}
	}
}

static void test_coverage__unowned_dirs(void **state)
{
	struct fixture *fx = *state;
	size_t *v, n;

	assert_int_equal(maint_coverage_unowned_dirs(fx->cov, false, 10, &v,
						     &n),
			 0);
	/* lib/ has a Supported file: lib/other/ is the topmost one there */
	assert_int_equal(n, 2);
	assert_string_equal(maint_coverage_dir(fx->cov, v[0])->path,
			    "lib/other");
	assert_string_equal(maint_coverage_dir(fx->cov, v[1])->path,
			    "Documentation");
	free(v);
	assert_int_equal(maint_coverage_unowned_dirs(fx->cov, false, 1, &v,
						     &n),
			 0);
	assert_int_equal(n, 1);
	free(v);
}

static void test_coverage__unmatched_sections(void **state)
{
	struct fixture *fx = *state;
	size_t *v, n;

	assert_int_equal(maint_coverage_unmatched_sections(fx->cov, &v, &n), 0);
	assert_int_equal(n, 1);
	assert_string_equal(sec(fx, v[0]), "GONE");
	free(v);
}

/* A writer of the per-file JSON: the pieces collected */
static int collect_piece(const char *buf, size_t len, void *ctx)
{
	struct mbuf *mb = ctx;

	mbuf_add(mb, buf, len);
	return 0;
}

static int refuse_piece(const char *buf, size_t len, void *ctx)
{
	(void)buf;
	(void)len;
	(void)ctx;
	return -EIO;
}

/* The JSON of the summary and of every file */
static void test_coverage__json(void **state)
{
	struct fixture *fx = *state;
	struct maint_coverage_json_opts o = {
		.version = MAINT_COVERAGE_JSON_OPTIONS_VERSION,
		.source = "list",
		.top = 10
	};
	struct mbuf mb = MBUF_INIT;
	size_t len = 0;
	char *j = maint_coverage_json(fx->cov, &o, &len);

	assert_ptr_equal(maint_coverage_db(fx->cov), fx->db);
	assert_non_null(j);
	assert_int_equal(len, strlen(j));
	assert_non_null(strstr(j, "{\"source\": \"list\", \"files\": 9,\n"
				  " \"by_status\": [\n  {\"status\": "
				  "\"Supported\", \"files\": 2, "));
	assert_non_null(strstr(j, "\n \"unmatched_sections\": [\n  "
				  "{\"section\": \"GONE\", "));
	assert_null(strstr(j, "\"lines\""));
	assert_int_equal(j[len - 1], '\n');
	free(j);

	assert_int_equal(maint_coverage_files_json(fx->cov, true, collect_piece,
						   &mb),
			 0);
	assert_false(mbuf_failed(&mb));
	assert_non_null(strstr(mb.buf, "{\"files\": [\n  {\"path\": "
				       "\"Documentation/net-profile.rst\", "));
	assert_non_null(strstr(mb.buf, "{\"path\": \"drivers/foo/core.c\", "
				       "\"best\": [\"FOO DRIVER CORE\"], "
				       "\"sections\": [\"FOO DRIVER CORE\", "
				       "\"FOO DRIVER\", \"THE REST\"], "
				       "\"status\": \"Supported\", "
				       "\"profile\": false, \"rest_only\": "
				       "false, \"lines\": 0}"));
	assert_string_equal(mb.buf + mb.len - 4, "\n]}\n");
	mbuf_release(&mb);
	assert_int_equal(maint_coverage_files_json(fx->cov, false, refuse_piece,
						   NULL),
			 -EIO);
}

static void test_coverage__report_cells(void **state)
{
	struct fixture *fx = *state;
	const struct maint_report_profile *p0, *p1;
	struct maint_report_profiles *p;
	char *c;

	assert_int_equal(maint_report_profiles(fx->db, fx->dir, &p, NULL), 0);
	assert_int_equal(maint_report_profiles_count(p), 2);
	p0 = maint_report_profiles_at(p, 0);
	p1 = maint_report_profiles_at(p, 1);
	assert_null(maint_report_profiles_at(p, 2));
	assert_string_equal(p0->value, "Documentation/net-profile.rst");
	assert_true(p0->exists);
	c = maint_report_cell(fx->db, p0, MAINT_RC_RC_NEW);
	assert_string_equal(c, "-rc4");
	free(c);
	c = maint_report_cell(fx->db, p0, MAINT_RC_PING_WAIT);
	assert_string_equal(c, MAINT_NOT_STATED);
	free(c);
	c = maint_report_cell(fx->db, p0, MAINT_RC_PATCHWORK);
	assert_string_equal(c, "https://patchwork.example.org/net/");
	free(c);
	c = maint_report_cell(fx->db, p1, MAINT_RC_STATUS);
	assert_string_equal(c, "Supported");
	free(c);
	c = maint_report_toc(p, "Documentation/maintainer");
	assert_string_equal(c, ".. toctree::\n   :maxdepth: 1\n\n"
			       "   ../net-profile\n");
	free(c);
	maint_report_profiles_free(p);
}

/* report profiles --json and --by-kind: the comparison and the rows */
static void test_coverage__report_json(void **state)
{
	struct fixture *fx = *state;
	struct maint_report_profiles *p;
	struct maint_report_kinds *k = NULL;
	const struct maint_report_kind *r;
	size_t len = 0, i;
	char *j;

	assert_int_equal(maint_report_profiles(fx->db, fx->dir, &p, NULL), 0);
	j = maint_report_json(fx->db, p, &len);
	assert_non_null(j);
	assert_int_equal(len, strlen(j));
	assert_non_null(strstr(j, "{\"profiles\": [\n  {\"profile\": "
				  "\"Documentation/net-profile.rst\", "
				  "\"sections\": ["));
	assert_non_null(strstr(j, "\"feature_deadline\": \"-rc4\", "));
	assert_non_null(strstr(j, "\"ping_wait\": null, "));
	assert_non_null(strstr(j, "\"kind\": \"file\", \"exists\": true}"));
	assert_non_null(strstr(j, "\"kind\": \"uri\"}\n]}\n"));
	free(j);

	assert_int_equal(maint_report_kinds_new(&k, p), 0);
	assert_true(maint_report_kinds_count(k) >= 2);
	r = maint_report_kinds_at(k, 0);
	assert_string_equal(r->profile, "Documentation/net-profile.rst");
	assert_true(r->rules >= 1 && r->first_line > 0);
	assert_int_equal(r->rules, r->required + r->recommended + r->allowed +
					   r->discouraged + r->forbidden +
					   r->stated);
	i = maint_report_kinds_count(k) - 1;
	r = maint_report_kinds_at(k, i);
	assert_string_equal(r->profile, "https://example.org/profile");
	assert_string_equal(r->kind, "not read (URI)");
	assert_int_equal(r->rules, 0);
	assert_null(maint_report_kinds_at(k, i + 1));
	j = maint_report_kinds_json(k, &len);
	assert_non_null(j);
	assert_non_null(strstr(j, "{\"kinds\": [\n  {\"profile\": "
				  "\"Documentation/net-profile.rst\", "
				  "\"kind\": "));
	assert_non_null(strstr(j, "{\"profile\": \"https://example.org/"
				  "profile\", \"kind\": \"not read (URI)\", "
				  "\"rules\": 0, \"required\": 0, "
				  "\"recommended\": 0, \"allowed\": 0, "
				  "\"discouraged\": 0, \"forbidden\": 0, "
				  "\"stated\": 0, \"maintainers\": 0, "
				  "\"first_line\": 0}\n]}\n"));
	free(j);
	maint_report_kinds_free(k);
	maint_report_profiles_free(p);
}

static void test_coverage__html_is_self_contained(void **state)
{
	struct fixture *fx = *state;
	struct maint_report_html_opts o = { .title = "a <b> title" };
	struct maint_report_profiles *p;
	size_t len;
	char *h;

	assert_int_equal(maint_report_profiles(fx->db, fx->dir, &p, NULL), 0);
	h = maint_report_html(fx->db, p, fx->cov, &o, &len);
	assert_non_null(h);
	assert_int_equal(strlen(h), len);
	assert_non_null(strstr(h, "<title>a &lt;b&gt; title</title>"));
	assert_non_null(strstr(h, "<section id=\"pulls-panel\"><h2>Pull graph"
				  "</h2>\n<p class=\"note\" id=\"pulls-none\">"));
	assert_null(strstr(h, "src=\"http"));
	assert_null(strstr(h, "<link"));
	assert_non_null(strstr(h, "<tr data-profile=\"https://example.org/profile\""));
	/* one rules column per fact kind */
	{
		const char *q = h;
		size_t k = 0;

		while ((q = strstr(q, "<th class=\"sort k\" title=")))
			k++, q++;
		assert_int_equal(k, MAINT_FACT_NKINDS);
	}
	free(h);
	o.pulls_html = "<p>pulls</p>";
	h = maint_report_html(fx->db, p, NULL, &o, &len);
	assert_non_null(strstr(h, "<section id=\"pulls-panel\"><p>pulls</p>"));
	free(h);
	o.pulls_html = NULL;
	o.pulls_note = "No pull graph: <none>.";
	h = maint_report_html(fx->db, p, NULL, &o, &len);
	assert_non_null(strstr(h, "id=\"pulls-none\">No pull graph: &lt;none&gt;."));
	free(h);
	maint_report_profiles_free(p);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_coverage__status_of),
		cmocka_unit_test(test_coverage__deepest_section_gives_status),
		cmocka_unit_test(test_coverage__ties_take_the_strongest_status),
		cmocka_unit_test(test_coverage__rest_only),
		cmocka_unit_test(test_coverage__summary),
		cmocka_unit_test(test_coverage__directory_tree),
		cmocka_unit_test(test_coverage__unowned_dirs),
		cmocka_unit_test(test_coverage__json),
		cmocka_unit_test(test_coverage__unmatched_sections),
		cmocka_unit_test(test_coverage__report_cells),
		cmocka_unit_test(test_coverage__report_json),
		cmocka_unit_test(test_coverage__html_is_self_contained),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
