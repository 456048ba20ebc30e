// SPDX-License-Identifier: GPL-2.0-only
/*
 * Unit tests of maint preflight: mails taken apart (mbox split, RFC 2047
 * headers, quoted-printable bodies with their line numbers, subjects,
 * trailers) and the checks through the public API on a small tree.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "maint.h"
#include "preflight/preflight-mail.h"

struct mails {
	struct pf_msg *v;
	size_t n, alloc;
};

static void split(struct mails *m, const char *text)
{
	memset(m, 0, sizeof(*m));
	assert_int_equal(mnt_pf_split("in", text, strlen(text), &m->v, &m->n,
				      &m->alloc),
			 0);
}

static void mails_free(struct mails *m)
{
	size_t i;

	for (i = 0; i < m->n; i++)
		mnt_pf_msg_clear(&m->v[i]);
	free(m->v);
}

static const char *const series =
	"From 1111111111111111111111111111111111111111 Mon Sep 17 00:00:00 2001\n"
	"From: =?UTF-8?q?Zo=C3=AB_Doe?= <zoe@example.org>\n"
	"To: Jane <jane@example.org>,\n"
	"\t\"Doe, John\" <JOHN@Example.org>\n"
	"Cc: list@lists.example.org\n"
	"Subject: [PATCH net-next v3 2/5] widget/core: Add the\n"
	" frobnicator\n"
	"Content-Transfer-Encoding: quoted-printable\n"
	"\n"
	"A long line that was wrapped by quoted-printable and goes on and =\n"
	"on (caf=C3=A9).\n"
	"\n"
	"Fixes: 0123456789ab (\"widget: Old\")\n"
	"Signed-off-by: Zo=C3=AB Doe <zoe@example.org>\n"
	"---\n"
	"v2 -> v3: renamed\n"
	" drivers/widget/core.c | 1 +\n"
	"\n"
	"diff --git a/drivers/widget/core.c b/drivers/widget/core.c\n"
	"--- a/drivers/widget/core.c\n"
	"+++ b/drivers/widget/core.c\n"
	"@@ -1 +1,2 @@\n"
	" a\n"
	"+b\n"
	"\n"
	"base-commit: abcdef\n"
	"\n"
	"From 2222222222222222222222222222222222222222 Mon Sep 17 00:00:00 2001\n"
	"From: x@example.org\n"
	"Subject: Re: [PATCHv2 RFC] something\n"
	"\n"
	"a reply\n";

static void test_preflight__split_and_headers(void **state)
{
	struct mails m;
	const struct pf_msg *a;

	split(&m, series);
	assert_int_equal(m.n, 2);
	a = &m.v[0];
	assert_string_equal(a->from, "Zo\xc3\xab Doe <zoe@example.org>");
	assert_int_equal(a->from_line, 2);
	assert_int_equal(a->subject_line, 6);
	assert_string_equal(a->subject,
			    "[PATCH net-next v3 2/5] widget/core: Add the frobnicator");
	assert_int_equal(a->nrcpt, 3);
	assert_string_equal(a->rcpt[1].addr, "john@example.org");
	assert_string_equal(a->rcpt[1].name, "Doe, John");
	assert_string_equal(a->rcpt[2].addr, "list@lists.example.org");
	/* the second mail starts at its own "From " line */
	assert_int_equal(m.v[1].line, 28);
	assert_true(m.v[1].reply);
	assert_true(m.v[1].patch_tag);
	assert_true(m.v[1].rfc);
	assert_int_equal(m.v[1].version, 2);
	assert_false(m.v[1].has_diff);
	mails_free(&m);
}

static void test_preflight__subject_and_body(void **state)
{
	struct mails m;
	const struct pf_msg *a;
	size_t len, pos = 0;
	const char *l;

	split(&m, series);
	a = &m.v[0];
	assert_true(a->patch_tag);
	assert_int_equal(a->version, 3);
	assert_int_equal(a->k, 2);
	assert_int_equal(a->n, 5);
	assert_int_equal(a->ntags, 1);
	assert_string_equal(a->tags[0], "net-next");
	assert_string_equal(a->prefix, "widget/core");
	assert_string_equal(a->summary, "Add the frobnicator");
	/* quoted-printable: the soft break joins two input lines */
	l = mnt_pf_line(a, 0, &len);
	assert_int_equal(len, strlen("A long line that was wrapped by quoted-printable and goes on and on (caf\xc3\xa9)."));
	assert_memory_equal(l, "A long line", 11);
	assert_int_equal(mnt_pf_lineno(a, 0), 10);
	assert_int_equal(mnt_pf_lineno(a, 1), 12);
	assert_string_equal(mnt_pf_trailer(a, "fixes", &pos)->value,
			    "0123456789ab (\"widget: Old\")");
	pos = 0;
	assert_string_equal(mnt_pf_trailer(a, "Signed-off-by", &pos)->value,
			    "Zo\xc3\xab Doe <zoe@example.org>");
	assert_int_equal(mnt_pf_trailer(a, "Signed-off-by", &(size_t){ 0 })->line,
			 14);
	assert_true(a->has_diff);
	assert_true(a->notes);
	assert_string_equal(a->base_commit, "abcdef");
	assert_string_equal(a->author, a->from);
	mails_free(&m);
}

static void test_preflight__bare_diff_and_empty(void **state)
{
	struct mails m;

	split(&m, "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n");
	assert_int_equal(m.n, 1);
	assert_int_equal(m.v[0].nheaders, 0);
	assert_true(m.v[0].has_diff);
	assert_null(m.v[0].subject);
	mails_free(&m);
	split(&m, "");
	assert_int_equal(m.n, 1);
	assert_false(m.v[0].has_diff);
	mails_free(&m);
}

/* A tree: MAINTAINERS, a .mailmap and one source file. */
static char tree[64];

static void put(const char *name, const char *text)
{
	char path[256];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", tree, name);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

#define WIDGET_SECTION                        \
	"WIDGET\n"                            \
	"M:\tJane <jane@example.org>\n"       \
	"M:\tMax New <max@new.example.org>\n" \
	"R:\tRita <rita@example.org>\n"       \
	"L:\tlist@lists.example.org\n"        \
	"S:\tMaintained\n"                    \
	"F:\tdrivers/widget/\n"

static const char widget_maintainers[] = WIDGET_SECTION;

static int tree_setup(void **state)
{
	char path[256];

	strcpy(tree, "/tmp/maint-pf-XXXXXX");
	if (!mkdtemp(tree))
		return -1;
	snprintf(path, sizeof(path), "%s/drivers", tree);
	mkdir(path, 0755);
	snprintf(path, sizeof(path), "%s/drivers/widget", tree);
	mkdir(path, 0755);
	put("drivers/widget/core.c", "a\n");
	put("MAINTAINERS", widget_maintainers);
	put(".mailmap", "Max New <max@new.example.org> <max@old.example.org>\n");
	return 0;
}

static int tree_teardown(void **state)
{
	const char *f[] = { "drivers/widget/core.c", "MAINTAINERS", ".mailmap",
			    "drivers/widget", "drivers", "" };
	char path[256];
	size_t i;

	for (i = 0; i < sizeof(f) / sizeof(f[0]); i++) {
		snprintf(path, sizeof(path), "%s/%s", tree, f[i]);
		if (remove(path))
			rmdir(path);
	}
	return 0;
}

static const char *const patch_tmpl =
	"From: Zoe <zoe@example.org>\n"
	"To: %s\n"
	"Subject: [PATCH] %s\n"
	"\n"
	"Add b.\n"
	"\n"
	"%s"
	"---\n"
	"diff --git a/drivers/widget/core.c b/drivers/widget/core.c\n"
	"--- a/drivers/widget/core.c\n"
	"+++ b/drivers/widget/core.c\n"
	"@@ -1 +1,2 @@\n"
	" a\n"
	"+b\n";

/* Run preflight on one patch; the findings as "LEVEL check: message\n". */
static char *run_subject(const char *subject, const char *to,
			 const char *trailers)
{
	struct maint_load_opts lo = { 0 };
	struct maint_preflight_opts po = MAINT_PREFLIGHT_OPTIONS_INIT;
	struct maint_preflight *pf = NULL;
	struct maint_db *db = NULL;
	char mpath[256], buf[4096], *out;
	size_t i, len = 0, cap = 8192;

	snprintf(mpath, sizeof(mpath), "%s/MAINTAINERS", tree);
	lo.path = mpath;
	lo.root = tree;
	assert_int_equal(maint_db_load(&db, &lo, NULL), 0);
	po.db = db;
	po.root = tree;
	po.recipients = true;
	po.posted = po.previous = -1;
	assert_int_equal(maint_preflight_new(&pf, &po, NULL), 0);
	snprintf(buf, sizeof(buf), patch_tmpl, to, subject, trailers);
	assert_int_equal(maint_preflight_add(pf, "p", buf, strlen(buf)), 0);
	assert_int_equal(maint_preflight_run(pf), 0);
	out = calloc(1, cap);
	assert_non_null(out);
	for (i = 0; i < maint_preflight_nfindings(pf); i++) {
		const struct maint_preflight_finding *f =
			maint_preflight_finding(pf, i);

		len += (size_t)snprintf(out + len, cap - len, "%s %s: %s\n",
					f->level == MAINT_ERROR	  ? "ERROR" :
					f->level == MAINT_WARNING ? "WARNING" :
								    "CHECK",
					f->check, f->message);
	}
	maint_preflight_free(pf);
	maint_db_free(db);
	return out;
}

static char *run(const char *to, const char *trailers)
{
	return run_subject("widget: Add b", to, trailers);
}

static void test_preflight__recipients(void **state)
{
	char *o;

	/* everyone, Max at an old address: .mailmap makes him reached */
	o = run("Jane <jane@example.org>, Rita <rita@example.org>, "
		"list@lists.example.org, Max New <max@old.example.org>",
		"Signed-off-by: Zoe <zoe@example.org>\n");
	assert_null(strstr(o, "ERROR"));
	assert_null(strstr(o, "recipients"));
	free(o);
	/* the list under its other host is the list */
	o = run("Jane <jane@example.org>, Rita <rita@example.org>, "
		"list@example.org, Max New <max@new.example.org>",
		"Signed-off-by: Zoe <zoe@example.org>\n");
	assert_null(strstr(o, "recipients"));
	free(o);
	/* nobody but the list: the maintainers are warnings, Rita a CHECK */
	o = run("list@lists.example.org",
		"Signed-off-by: Zoe <zoe@example.org>\n");
	assert_null(strstr(o, "ERROR"));
	assert_non_null(strstr(o, "WARNING recipients: maintainer Jane <jane@example.org> of WIDGET is not a recipient\n"));
	assert_non_null(strstr(o, "CHECK recipients: not recipients of WIDGET (its reviewers): Rita <rita@example.org>"));
	free(o);
	/* one maintainer: the other and the list are warnings */
	o = run("Jane <jane@example.org>",
		"Signed-off-by: Zoe <zoe@example.org>\n");
	assert_null(strstr(o, "ERROR"));
	assert_non_null(strstr(o, "WARNING recipients: maintainer Max New <max@new.example.org> of WIDGET"));
	assert_non_null(strstr(o, "WARNING recipients: list list@lists.example.org of WIDGET"));
	assert_null(strstr(o, "Jane <jane@example.org> of"));
	free(o);
	/* none of the section: one error naming them all */
	o = run("Someone <someone@example.org>",
		"Signed-off-by: Zoe <zoe@example.org>\n");
	assert_non_null(strstr(o, "ERROR recipients: none of the maintainers and lists of WIDGET is a recipient: Jane <jane@example.org>, Max New <max@new.example.org>, list@lists.example.org\n"));
	assert_null(strstr(o, "WARNING recipients"));
	free(o);
}

/*
 * A section matched by F: and by N: (and K:) is the file's primary
 * section: get's answer names it by its last matching item, the N: one,
 * as RISC-V ARCHITECTURE's "N: riscv" follows its "F: arch/riscv/".
 */
static void test_preflight__file_match_under_name_match(void **state)
{
	char *o;

	put("MAINTAINERS", WIDGET_SECTION "N:\twidget\nK:\twidget\n");
	o = run("list@lists.example.org",
		"Signed-off-by: Zoe <zoe@example.org>\n");
	assert_non_null(strstr(
		o,
		"WARNING recipients: maintainer Jane <jane@example.org> of WIDGET is not a recipient\n"));
	assert_non_null(strstr(
		o,
		"CHECK recipients: not recipients of WIDGET (its reviewers): Rita <rita@example.org>"));
	assert_null(strstr(o, "keyword match"));
	assert_null(strstr(o, "N: pattern match"));
	free(o);
	o = run("Someone <someone@example.org>",
		"Signed-off-by: Zoe <zoe@example.org>\n");
	assert_non_null(strstr(
		o,
		"ERROR recipients: none of the maintainers and lists of WIDGET is a recipient"));
	free(o);
	put("MAINTAINERS", widget_maintainers);
}

/*
 * A subject that says it fixes something is asked for a Fixes: (a
 * CHECK), unless it fixes only words: a typo has no commit to name.
 */
static void test_preflight__fix_words(void **state)
{
	static const char *const wording[] = {
		"widget: Fix typo in comment",
		"widget: fix spelling mistakes",
		"widget: Fix grammar errors in core.c",
		"widget: fix misspelled word",
		"widget: Fix whitespace",
	};
	const char *to =
		"Jane <jane@example.org>, Max New <max@new.example.org>, "
		"Rita <rita@example.org>, list@lists.example.org";
	const char *sob = "Signed-off-by: Zoe <zoe@example.org>\n";
	char *o;

	o = run_subject("widget: Fix a crash on unbind", to, sob);
	assert_non_null(
		strstr(o, "CHECK fixes: the subject says it fixes something"));
	free(o);
	for (size_t k = 0; k < sizeof(wording) / sizeof(wording[0]); k++) {
		o = run_subject(wording[k], to, sob);
		assert_null(strstr(o, "fixes:"));
		free(o);
	}
}

/*
 * "Fixes: SHA (\"subject\") # 6.15.x": the trailer is well formed, the
 * versions are in the wrong place (a CHECK), not a malformed Fixes:.
 */
static void test_preflight__fixes_note(void **state)
{
	char *o;

	o = run("list@lists.example.org",
		"Fixes: 0123456789ab (\"widget: old\") # 6.15.x\n"
		"Signed-off-by: Zoe <zoe@example.org>\n");
	assert_null(strstr(o, "WARNING fixes"));
	assert_non_null(strstr(
		o,
		"CHECK fixes: 'Fixes: 0123456789ab (\"widget: old\") # 6.15.x': '# 6.15.x' after the subject"));
	free(o);
	o = run("list@lists.example.org",
		"Fixes: 0123456789ab (\"widget: old\")\n"
		"Signed-off-by: Zoe <zoe@example.org>\n");
	assert_null(strstr(o, "fixes:"));
	free(o);
	o = run("list@lists.example.org",
		"Fixes: 0123456789ab (\"widget: old\") and more\n"
		"Signed-off-by: Zoe <zoe@example.org>\n");
	assert_non_null(strstr(
		o,
		"WARNING fixes: 'Fixes: 0123456789ab (\"widget: old\") and more': want"));
	free(o);
}

static void test_preflight__signoff(void **state)
{
	char *o;

	o = run("list@lists.example.org", "");
	assert_non_null(strstr(o, "ERROR signed-off-by: no Signed-off-by: (the author is Zoe <zoe@example.org>)"));
	free(o);
	o = run("list@lists.example.org",
		"Signed-off-by: Other <other@example.org>\n");
	assert_non_null(strstr(o, "ERROR signed-off-by: no Signed-off-by: of the author"));
	free(o);
	o = run("list@lists.example.org",
		"Signed-off-by: ZOE <zoe@elsewhere.example.org>\n");
	assert_null(strstr(o, "ERROR"));
	assert_non_null(strstr(o, "CHECK signed-off-by: Signed-off-by: ZOE <zoe@elsewhere.example.org> is the author by name"));
	free(o);
	o = run("list@lists.example.org",
		"Fixes: 0123456 (widget: old)\nSigned-off-by: Zoe <zoe@example.org>\n");
	assert_non_null(strstr(o, "WARNING fixes: 'Fixes: 0123456 (widget: old)': want at least 12 hex digits"));
	free(o);
}

/*
 * A caller built against layout 1 of the options (before per_patch,
 * posted_at, previous_at): its struct ends where layout 2's new fields
 * begin, and the library reads no further (ASan in make sanitize).
 */
static void test_preflight__options_layout_1(void **state)
{
	size_t v1 = offsetof(struct maint_preflight_opts, per_patch);
	struct maint_preflight_opts full = MAINT_PREFLIGHT_OPTIONS_INIT;
	struct maint_load_opts lo = { 0 };
	struct maint_preflight *pf = NULL;
	struct maint_db *db = NULL;
	char mpath[256];
	void *old;

	snprintf(mpath, sizeof(mpath), "%s/MAINTAINERS", tree);
	lo.path = mpath;
	lo.root = tree;
	assert_int_equal(maint_db_load(&db, &lo, NULL), 0);
	full.version = 1;
	full.db = db;
	full.root = tree;
	full.posted = full.previous = -1;
	old = malloc(v1);
	assert_non_null(old);
	memcpy(old, &full, v1);
	assert_int_equal(maint_preflight_new(&pf, old, NULL), 0);
	maint_preflight_free(pf);
	full.version = MAINT_PREFLIGHT_OPTIONS_VERSION + 1;
	assert_int_equal(maint_preflight_new(&pf, &full, NULL), -EINVAL);
	free(old);
	maint_db_free(db);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_preflight__split_and_headers),
		cmocka_unit_test(test_preflight__subject_and_body),
		cmocka_unit_test(test_preflight__bare_diff_and_empty),
		cmocka_unit_test(test_preflight__recipients),
		cmocka_unit_test(test_preflight__file_match_under_name_match),
		cmocka_unit_test(test_preflight__fix_words),
		cmocka_unit_test(test_preflight__fixes_note),
		cmocka_unit_test(test_preflight__signoff),
		cmocka_unit_test(test_preflight__options_layout_1),
	};

	return cmocka_run_group_tests(tests, tree_setup, tree_teardown);
}
