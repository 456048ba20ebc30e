// SPDX-License-Identifier: GPL-2.0-only
/*
 * Unit tests of patch -> sections -> profiles (maint_get_profiles), of
 * opening one P: value (maint_ptarget_open) and of the set of the targets
 * a query brought in (maint_ptargets).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "maint.h"
#include "tmptree.h"

static char tmpdir[] = "/tmp/maint-test-ptarget-XXXXXX";
static struct maint_db *db;

static const char maintainers[] =
	"FOO DRIVER\n"
	"M:\tFoo Person <foo@example.org>\n"
	"S:\tMaintained\n"
	"P:\tDocumentation/foo.rst\n"
	"P:\tHTTPS://example.org/foo\n"
	"F:\tdrivers/foo/\n"
	"\n"
	"BAR LIBRARY\n"
	"M:\tBar Person <bar@example.org>\n"
	"S:\tMaintained\n"
	"P:\tDocumentation/bar.rst\n"
	"K:\t\\bbar_magic\\b\n"
	"\n"
	"THE REST\n"
	"M:\tLinus Torvalds <torvalds@linux-foundation.org>\n"
	"S:\tBuried alive in reporters\n"
	"F:\t*\n"
	"F:\t*/\n";

static const char profile[] = "Foo maintainer entry profile\n"
			      "============================\n"
			      "\n"
			      "Overview\n"
			      "--------\n"
			      "\n"
			      "Patches go to the list.\n";

static const char patch[] = "From: Someone <someone@example.org>\n"
			    "Subject: [PATCH] foo: fix\n"
			    "\n"
			    "---\n"
			    "diff --git a/drivers/foo/a.c b/drivers/foo/a.c\n"
			    "--- a/drivers/foo/a.c\n"
			    "+++ b/drivers/foo/a.c\n"
			    "@@ -1,1 +1,1 @@\n"
			    "-x\n"
			    "+call bar_magic();\n";

static void sub(char *out, size_t size, const char *rel)
{
	tmptree_path(out, size, tmpdir, rel);
}

static int setup(void **state)
{
	struct maint_load_opts lo = { .root = tmpdir };
	const char *const dirs[] = { "Documentation", "Documentation/dir.rst" };
	char p[512];
	size_t i;

	(void)state;
	assert_non_null(mkdtemp(tmpdir));
	for (i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++) {
		sub(p, sizeof(p), dirs[i]);
		assert_int_equal(mkdir(p, 0755), 0);
	}
	tmptree_put(tmpdir, "MAINTAINERS", maintainers);
	tmptree_put(tmpdir, "Documentation/foo.rst", profile);
	assert_int_equal(maint_db_load(&db, &lo, NULL), 0);
	return 0;
}

static int teardown(void **state)
{
	char p[512];

	(void)state;
	maint_db_free(db);
	sub(p, sizeof(p), "MAINTAINERS");
	unlink(p);
	sub(p, sizeof(p), "Documentation/foo.rst");
	unlink(p);
	sub(p, sizeof(p), "Documentation/dir.rst");
	rmdir(p);
	sub(p, sizeof(p), "Documentation");
	rmdir(p);
	rmdir(tmpdir);
	return 0;
}

static struct maint_get *query(void)
{
	struct maint_get_opts o;
	struct maint_get *g;

	maint_get_opts_init(&o);
	o.git_fallback = false;
	o.root = tmpdir;
	assert_int_equal(maint_get_new(&g, db, &o, NULL), 0);
	assert_int_equal(maint_get_add_patch(g, "p", patch, strlen(patch)), 0);
	assert_int_equal(maint_get_run(g), 0);
	return g;
}

/* The section's P: lines, for the file or by keyword; THE REST has none */
static void test_get_profiles__files_and_keywords(void **state)
{
	struct maint_get *g = query();
	struct maint_get_prefs *v = NULL;
	const struct maint_get_pref *r;
	size_t i;
	bool bar = false;

	(void)state;
	assert_int_equal(maint_get_profiles(g, db, false, &v), 0);
	assert_int_equal(maint_get_prefs_count(v), 2);
	r = maint_get_prefs_at(v, 0);
	assert_string_equal(r->item->value, "Documentation/foo.rst");
	assert_string_equal(r->file, "drivers/foo/a.c");
	assert_string_equal(maint_section_name(db, r->section), "FOO DRIVER");
	assert_string_equal(maint_get_prefs_at(v, 1)->item->value,
			    "HTTPS://example.org/foo");
	assert_null(maint_get_prefs_at(v, 2));
	maint_get_prefs_free(v);

	assert_int_equal(maint_get_profiles(g, db, true, &v), 0);
	assert_int_equal(maint_get_prefs_count(v), 3);
	for (i = 0; (r = maint_get_prefs_at(v, i)); i++)
		if (!strcmp(r->item->value, "Documentation/bar.rst")) {
			bar = true;
			assert_string_equal(r->file, "");
		}
	assert_true(bar);
	maint_get_prefs_free(v);
	maint_get_free(g);
}

static struct maint_ptarget *open_one(const char *value)
{
	struct maint_ptarget *t = NULL;

	assert_int_equal(maint_ptarget_open(&t, tmpdir, value, NULL, NULL), 0);
	assert_non_null(t);
	return t;
}

static void test_ptarget__kinds_and_errors(void **state)
{
	struct maint_ptarget *t;
	struct maint_profile *p;

	(void)state;
	t = open_one("Documentation/foo.rst");
	assert_int_equal(maint_ptarget_kind(t), MAINT_P_FILE);
	assert_int_equal(maint_ptarget_err(t), 0);
	assert_true(maint_ptarget_exists(t) && maint_ptarget_read(t));
	assert_non_null(maint_ptarget_profile(t));
	assert_non_null(maint_ptarget_path(t));
	assert_null(maint_ptarget_value(t));
	assert_null(maint_ptarget_item(t));
	assert_int_equal(maint_ptarget_nfrom(t), 0);
	assert_null(maint_ptarget_from(t, 0));
	/* the caller may take the profile: the target no longer holds it */
	p = maint_ptarget_take_profile(t);
	assert_non_null(p);
	assert_null(maint_ptarget_profile(t));
	maint_ptarget_free(t);
	maint_profile_free(p);

	t = open_one("Documentation/bar.rst");
	assert_int_equal(maint_ptarget_kind(t), MAINT_P_FILE);
	assert_int_equal(maint_ptarget_err(t), -ENOENT);
	assert_false(maint_ptarget_exists(t));
	assert_null(maint_ptarget_profile(t));
	maint_ptarget_free(t);

	t = open_one("../outside.rst");
	assert_int_equal(maint_ptarget_err(t), -EXDEV);
	maint_ptarget_free(t);

	t = open_one("Documentation/dir.rst");
	assert_int_equal(maint_ptarget_err(t), -EISDIR);
	assert_false(maint_ptarget_exists(t));
	maint_ptarget_free(t);

	/* a URI in capitals is a URI; without fetch options it is not read */
	t = open_one("HTTPS://example.org/foo");
	assert_int_equal(maint_ptarget_kind(t), MAINT_P_URI);
	assert_false(maint_ptarget_read(t));
	assert_int_equal(maint_ptarget_err(t), 0);
	assert_null(maint_ptarget_profile(t));
	maint_ptarget_free(t);

	t = open_one("Joe Person <joe@example.org>");
	assert_int_equal(maint_ptarget_kind(t), MAINT_P_PERSON);
	assert_false(maint_ptarget_read(t));
	maint_ptarget_free(t);
}

/* What a set reported: "LEVEL FILE:LINE MESSAGE" a line. */
struct said {
	char text[2048];
	size_t len;
};

static void say_cb(const struct maint_diag *d, void *ctx)
{
	struct said *s = ctx;
	int n = snprintf(s->text + s->len, sizeof(s->text) - s->len,
			 "%d %s:%u %s\n", d->level, d->file ? d->file : "-",
			 d->line, d->msg);

	if (n > 0 && (size_t)n < sizeof(s->text) - s->len)
		s->len += (size_t)n;
}

/* A query's targets: each once, opened, with the matches behind them */
static void test_ptargets__query(void **state)
{
	struct maint_ptargets_opts o = { .root = tmpdir, .level = MAINT_ERROR };
	struct maint_get *g = query();
	struct maint_ptargets *ts = NULL;
	struct said said = { .len = 0 };
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(say_cb, &said);
	const struct maint_ptarget *t;
	struct maint_ptarget *again;
	bool created = true;

	(void)state;
	assert_int_equal(maint_ptargets_new(&ts, &o, &sink), 0);
	assert_int_equal(maint_ptargets_add_query(ts, g, db), 0);
	assert_int_equal(maint_ptargets_count(ts), 3);
	t = maint_ptargets_at(ts, 0);
	assert_string_equal(maint_ptarget_value(t), "Documentation/foo.rst");
	assert_non_null(maint_ptarget_profile(t));
	assert_null(maint_ptarget_error(t));
	assert_int_equal(maint_ptarget_nfrom(t), 1);
	assert_string_equal(maint_ptarget_from(t, 0)->file, "drivers/foo/a.c");
	assert_string_equal(
		maint_section_name(db, maint_ptarget_from(t, 0)->section),
		"FOO DRIVER");
	/* a link is not read without urls, and says so */
	t = maint_ptargets_at(ts, 1);
	assert_int_equal(maint_ptarget_kind(t), MAINT_P_URI);
	assert_string_equal(maint_ptarget_error(t), "a link: not read");
	/* by keyword: no such file, reported at its P: line */
	t = maint_ptargets_at(ts, 2);
	assert_string_equal(maint_ptarget_value(t), "Documentation/bar.rst");
	assert_string_equal(maint_ptarget_error(t), "no such file");
	assert_string_equal(maint_ptarget_from(t, 0)->file, "");
	assert_non_null(strstr(said.text, "MAINTAINERS:11 P: 'Documentation/"
					  "bar.rst': no such file"));
	assert_null(maint_ptargets_at(ts, 3));
	/* the same value again: the same target, not opened twice */
	again = maint_ptargets_get(ts, "Documentation/foo.rst", NULL, &created);
	assert_false(created);
	assert_ptr_equal(again, maint_ptargets_at(ts, 0));
	assert_int_equal(maint_ptargets_nfetch_failed(ts), 0);
	maint_ptargets_free(ts);
	maint_get_free(g);
}

/* A section's targets; problems at the set's level, kinds quiet or not */
static void test_ptargets__section_levels(void **state)
{
	struct maint_ptargets_opts o = { .root = tmpdir,
					 .level = MAINT_WARNING,
					 .quiet_kinds = true };
	struct maint_ptargets *ts = NULL;
	struct said said = { .len = 0 };
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(say_cb, &said);
	struct maint_ptarget *t;
	char want[512];
	bool created;

	(void)state;
	assert_int_equal(maint_ptargets_new(&ts, &o, &sink), 0);
	assert_int_equal(maint_ptargets_add_section(ts, db, 1, NULL), 0);
	assert_int_equal(maint_ptargets_count(ts), 1);
	assert_int_equal(maint_ptarget_nfrom(maint_ptargets_at(ts, 0)), 0);
	snprintf(want, sizeof(want),
		 "%d %s/MAINTAINERS:11 P: 'Documentation/"
		 "bar.rst': no such file\n",
		 MAINT_WARNING, tmpdir);
	assert_string_equal(said.text, want);
	/* a value of the caller's: opened on demand */
	t = maint_ptargets_get(ts, "../outside.rst", NULL, &created);
	assert_true(created);
	assert_int_equal(maint_ptarget_kind(t), MAINT_P_FILE);
	maint_ptargets_open(ts, t);
	assert_int_equal(maint_ptarget_err(t), -EXDEV);
	assert_string_equal(maint_ptarget_error(t), "leads outside the tree");
	snprintf(want, sizeof(want),
		 "%d -:0 P: '../outside.rst' leads "
		 "outside the tree\n",
		 MAINT_WARNING);
	assert_non_null(strstr(said.text, want));
	/* a person line: quiet with quiet_kinds */
	said.len = 0;
	said.text[0] = '\0';
	t = maint_ptargets_get(ts, "Joe Person <joe@example.org>", NULL,
			       &created);
	maint_ptargets_open(ts, t);
	assert_int_equal(maint_ptarget_kind(t), MAINT_P_PERSON);
	assert_int_equal(said.len, 0);
	maint_ptargets_free(ts);
}

/* The answers of maint profile as JSON: show, the query, list */
static void test_ptargets__json(void **state)
{
	struct maint_ptargets_opts o = { .root = tmpdir, .level = MAINT_ERROR };
	struct maint_profile_doc d = MAINT_PROFILE_DOC_INIT;
	struct maint_get *g = query();
	struct maint_ptargets *ts = NULL;
	struct maint_rset_in in = MAINT_RSET_IN_INIT;
	const struct maint_rset_in *inp = &in;
	struct maint_rset *rs = NULL;
	struct maint_brief *b = NULL;
	char want[512];
	size_t len = 0;
	char *j;

	(void)state;
	assert_int_equal(maint_ptargets_new(&ts, &o, NULL), 0);
	assert_int_equal(maint_ptargets_add_query(ts, g, db), 0);
	d.targets = ts;
	d.db = db;
	d.text = true;
	d.section = "OVERVIEW";
	j = maint_profile_show_json(&d, &len);
	assert_non_null(j);
	assert_int_equal(len, strlen(j));
	snprintf(want, sizeof(want),
		 "{\"profiles\": [{\"value\": \"Documentation/foo.rst\", "
		 "\"kind\": \"file\", \"maintainers\": \"%s/MAINTAINERS\", "
		 "\"maintainers_line\": 4, \"exists\": true, "
		 "\"brought_in_by\": [{\"section\": \"FOO DRIVER\", "
		 "\"line\": 1, \"file\": \"drivers/foo/a.c\"}], "
		 "\"title\": \"Foo maintainer entry profile\", ",
		 tmpdir);
	assert_memory_equal(j, want, strlen(want));
	assert_non_null(strstr(j, "\"sections\": [{\"heading\": "
				  "\"Overview\", \"level\": 1, "
				  "\"template\": \"Overview\", "));
	assert_non_null(strstr(j, "{\"value\": \"HTTPS://example.org/foo\", "
				  "\"kind\": \"uri\", "));
	assert_non_null(strstr(j, "\"error\": \"no such file\""));
	assert_string_equal(j + len - 22, "\n  \"diagnostics\": []}\n");
	free(j);
	/* without the text, the caller's diagnostics as they are */
	d.text = false;
	d.diagnostics = "[{\"x\": 1}]";
	j = maint_profile_show_json(&d, NULL);
	assert_null(strstr(j, "\"sections\""));
	assert_non_null(strstr(j, "}],\n  \"diagnostics\": [{\"x\": 1}]}\n"));
	free(j);
	/* the query: the relations and what comes first */
	in.prof = maint_ptarget_profile(maint_ptargets_at(ts, 0));
	in.value = maint_ptarget_value(maint_ptargets_at(ts, 0));
	assert_int_equal(maint_rset_new(&rs, tmpdir, &inp, 1, NULL), 0);
	d.rset = rs;
	d.diagnostics = NULL;
	j = maint_profile_query_json(&d, NULL, &len);
	assert_non_null(strstr(j, "}],\n  \"relations\": [{\"document\": "
				  "\"Documentation/foo.rst\", \"rank\": 0, "
				  "\"own\": true}], \"first\": null,\n  "
				  "\"diagnostics\": []}\n"));
	free(j);
	assert_int_equal(maint_brief_new(&b, rs, NULL, MAINT_CHANGE_ANY), 0);
	j = maint_profile_query_json(&d, b, NULL);
	assert_non_null(strstr(j, "\"first\": ["));
	free(j);
	maint_brief_free(b);
	maint_rset_free(rs);
	/* list: every P: line, its state */
	j = maint_profile_list_json(db, tmpdir, NULL, &len);
	snprintf(want, sizeof(want),
		 "{\"profiles\": [{\"section\": \"FOO DRIVER\", "
		 "\"value\": \"Documentation/foo.rst\", \"kind\": \"file\", "
		 "\"file\": \"%s/MAINTAINERS\", \"line\": 4, "
		 "\"exists\": true, \"state\": \"exists\"},\n",
		 tmpdir);
	assert_memory_equal(j, want, strlen(want));
	assert_non_null(strstr(j, "\"value\": \"Documentation/bar.rst\", "
				  "\"kind\": \"file\", "));
	assert_non_null(strstr(j, "\"exists\": false, \"state\": "
				  "\"missing\"}],\n  \"diagnostics\": []}\n"));
	free(j);
	maint_ptargets_free(ts);
	maint_get_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_get_profiles__files_and_keywords),
		cmocka_unit_test(test_ptarget__kinds_and_errors),
		cmocka_unit_test(test_ptargets__query),
		cmocka_unit_test(test_ptargets__section_levels),
		cmocka_unit_test(test_ptargets__json),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
