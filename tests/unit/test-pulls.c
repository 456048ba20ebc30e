// SPDX-License-Identifier: GPL-2.0-only
/* Unit tests of the pull graph: subjects, tree URLs, dates and depths. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db/db.h"
#include "maint.h"
#include "pulls/pulls.h"

static void expect_subject(const char *s, enum maint_merge_kind kind,
			   const char *ref, const char *url, const char *into)
{
	struct maint_merge_subject *m;
	const char *p;
	size_t len;

	assert_int_equal(maint_merge_parse(s, &m), 0);
	assert_int_equal(maint_merge_subject_kind(m), kind);
	p = maint_merge_subject_ref(m, &len);
	if (ref) {
		assert_non_null(p);
		assert_int_equal(len, strlen(ref));
		assert_memory_equal(p, ref, len);
	} else {
		assert_null(p);
	}
	p = maint_merge_subject_url(m, &len);
	if (url) {
		assert_non_null(p);
		assert_int_equal(len, strlen(url));
		assert_memory_equal(p, url, len);
	} else {
		assert_null(p);
	}
	p = maint_merge_subject_into(m, NULL);
	if (into) {
		assert_non_null(p);
		assert_memory_equal(p, into, strlen(into));
	} else {
		assert_null(p);
	}
	maint_merge_subject_free(m);
}

static void test_pulls__kernel_subjects(void **state)
{
	(void)state;
	expect_subject("Merge tag 'net-next-6.12' of git://git.kernel.org/pub/scm/linux/kernel/git/netdev/net-next",
		       MAINT_MERGE_PULL, "net-next-6.12",
		       "git://git.kernel.org/pub/scm/linux/kernel/git/netdev/net-next",
		       NULL);
	expect_subject("Merge branch 'for-linus' of git://git.kernel.dk/linux-block.git",
		       MAINT_MERGE_PULL, "for-linus",
		       "git://git.kernel.dk/linux-block.git", NULL);
	expect_subject("Merge branches 'a' and 'b' of git://h/x",
		       MAINT_MERGE_PULL, "a", "git://h/x", NULL);
	expect_subject("Merge git://git.kernel.org/pub/scm/linux/kernel/git/netdev/net",
		       MAINT_MERGE_PULL, NULL,
		       "git://git.kernel.org/pub/scm/linux/kernel/git/netdev/net",
		       NULL);
	expect_subject("Merge branch 'akpm' (patches from Andrew)",
		       MAINT_MERGE_LOCAL, "akpm", NULL, NULL);
	expect_subject("Merge tag 'v6.11-rc7' into x86/core, to resolve conflicts",
		       MAINT_MERGE_BACK, "v6.11-rc7", NULL, "x86/core,");
}

static void test_pulls__uboot_subjects(void **state)
{
	(void)state;
	expect_subject("Merge branch 'main' of https://source.denx.de/u-boot/custodians/u-boot-usb",
		       MAINT_MERGE_PULL, "main",
		       "https://source.denx.de/u-boot/custodians/u-boot-usb",
		       NULL);
	expect_subject("Merge tag 'u-boot-dfu-20260819' of https://git.u-boot-project.org/u-boot/custodians/u-boot-dfu into next",
		       MAINT_MERGE_PULL, "u-boot-dfu-20260819",
		       "https://git.u-boot-project.org/u-boot/custodians/u-boot-dfu",
		       "next");
	expect_subject("Merge https://source.denx.de/u-boot/custodians/u-boot-riscv",
		       MAINT_MERGE_PULL, NULL,
		       "https://source.denx.de/u-boot/custodians/u-boot-riscv",
		       NULL);
	expect_subject("Merge patch series \"gunzip: Fix\"", MAINT_MERGE_SERIES,
		       NULL, NULL, NULL);
	expect_subject("Merge tag 'v2026.07-rc2' into next", MAINT_MERGE_BACK,
		       "v2026.07-rc2", NULL, "next");
	expect_subject("Merge branch 'next'", MAINT_MERGE_LOCAL, "next", NULL,
		       NULL);
	expect_subject("Subtree merge tag 'v6.19-dts' of dts repo [1] into dts/upstream",
		       MAINT_MERGE_SUBTREE, NULL, NULL, NULL);
	expect_subject("Merge assorted patches", MAINT_MERGE_OTHER, NULL, NULL,
		       NULL);
	expect_subject("Revert \"x\"", MAINT_MERGE_OTHER, NULL, NULL, NULL);
	expect_subject("Merge branch 'unterminated", MAINT_MERGE_OTHER, NULL,
		       NULL, NULL);
}

static void expect_norm(const char *url, const char *aliases, const char *want)
{
	char *n = maint_tree_url_norm(url, strlen(url), aliases);

	assert_non_null(n);
	assert_string_equal(n, want);
	free(n);
}

static void test_pulls__url_norm(void **state)
{
	const char *k = "git.kernel.org/pub/scm/linux/kernel/git/netdev/net";

	(void)state;
	expect_norm("git://git.kernel.org/pub/scm/linux/kernel/git/netdev/net.git", NULL, k);
	expect_norm("https://git.kernel.org/pub/scm/linux/kernel/git/netdev/net.git/", NULL, k);
	expect_norm("ssh://git@Git.Kernel.ORG:22/pub/scm/linux/kernel/git/netdev/net", NULL, k);
	expect_norm("git@git.kernel.org:pub/scm/linux/kernel/git/netdev/net.git", NULL, k);
	expect_norm("https://source.denx.de/u-boot/custodians/u-boot-usb.git",
		    "gitlab.denx.de=x,source.denx.de=git.u-boot-project.org",
		    "git.u-boot-project.org/u-boot/custodians/u-boot-usb");
	assert_null(maint_tree_url_norm("", 0, NULL));
}

static void test_pulls__dates(void **state)
{
	(void)state;
	assert_int_equal(mnt_pulls_parse_date("1970-01-01T00:00:00+00:00"), 0);
	assert_int_equal(mnt_pulls_parse_date("2024-09-15T12:00:00-07:00"),
			 1726426800LL);
	assert_int_equal(mnt_pulls_parse_date("2026-08-20T12:15:24-06:00"),
			 1787249724LL);
	assert_int_equal(mnt_pulls_parse_date("garbage"), 0);
}

/*
 * tip M1 (pull of A, 2nd parent a2) <- a2 = merge A1 (pull of B, 2nd
 * parent b1) ; M1's first parent c0; M0 on the first-parent line (local).
 */
static const char revlist[] =
	"m1 m0 a2\n"
	"a2 a1 b1\n"
	"b1 base\n"
	"a1 base\n"
	"m0 c0 t1\n"
	"t1 base\n"
	"c0 base\n";
static const char logtxt[] =
	"m1\0Top\0top@x\0" "2024-09-20T00:00:00+00:00\0Merge tag 'a' of git://h/A.git\0\n"
	"a2\0Mid\0mid@x\0" "2024-09-10T00:00:00+00:00\0Merge branch 'b' of https://h/B\0\n"
	"m0\0Top\0top@x\0" "2024-09-18T00:00:00+00:00\0Merge branch 'topic'\0";

static void test_pulls__depths(void **state)
{
	struct maint_pulls_opts o = { .range = "base..m1" };
	const struct maint_pulls_summary *s;
	const struct maint_pull_merge *m;
	const struct maint_pull_tree *t;
	struct maint_pulls *p;

	(void)state;
	assert_int_equal(maint_pulls_build(&p, revlist, sizeof(revlist) - 1,
					   logtxt, sizeof(logtxt) - 1, 0, 0,
					   &o, NULL),
			 0);
	s = maint_pulls_summary(p);
	assert_int_equal(s->merges, 3);
	assert_int_equal(s->pulls, 2);
	assert_int_equal(s->other, 1);
	assert_int_equal(s->other_by_kind[MAINT_MERGE_LOCAL], 1);
	assert_int_equal(s->max_depth, 2);
	assert_int_equal(s->pulls_by_depth[1], 1);
	assert_int_equal(s->pulls_by_depth[2], 1);
	m = maint_pulls_merge(p, 1);
	assert_int_equal(m->depth, 2);
	assert_int_equal(m->via, 0);
	t = maint_pulls_tree(p, m->tree);
	assert_string_equal(t->url, "h/B");
	assert_int_equal(t->ninto, 1);
	assert_string_equal(maint_pulls_tree(p, t->into[0])->url, "h/A");
	assert_int_equal(maint_pulls_merge(p, 2)->depth, 1);
	maint_pulls_free(p);
}

static void test_pulls__json_and_dot(void **state)
{
	struct maint_pulls_opts o = { .range = "base..m1" };
	struct maint_pulls *p;
	size_t len;
	char *j, *d;

	(void)state;
	assert_int_equal(maint_pulls_build(&p, revlist, sizeof(revlist) - 1,
					   logtxt, sizeof(logtxt) - 1, 0, 0,
					   &o, NULL),
			 0);
	j = maint_pulls_json(p, MAINT_PULLS_JSON_MERGES, &len);
	assert_non_null(j);
	assert_non_null(strstr(j, "\"pulls_by_depth\": {\"1\": 1, \"2\": 1}"));
	assert_non_null(strstr(j, "\"other_merges\": 1"));
	assert_non_null(strstr(j, "{\"from\": \"h/B\", \"to\": \"h/A\", \"pulls\": 1}"));
	d = maint_pulls_dot(p, &len);
	assert_non_null(d);
	assert_non_null(strstr(d, "\"h/B\" -> \"h/A\" [label=\"1\"];"));
	free(j);
	free(d);
	maint_pulls_free(p);
}

static void test_pulls__empty_and_truncated_input(void **state)
{
	struct maint_pulls_opts o = { 0 };
	struct maint_pulls *p;

	(void)state;
	assert_int_equal(maint_pulls_build(&p, "", 0, "", 0, 0, 0, &o, NULL), 0);
	assert_int_equal(maint_pulls_summary(p)->merges, 0);
	assert_int_equal(maint_pulls_summary(p)->max_depth, 0);
	maint_pulls_free(p);
	assert_int_equal(maint_pulls_build(&p, "m1 x y", 6, "m1\0Top", 6, 0, 0,
					   &o, NULL),
			 0);
	assert_int_equal(maint_pulls_summary(p)->merges, 0);
	maint_pulls_free(p);
}

/* Three pulls straight into the top: m3, m2, m1 on the first-parent line. */
static const char tie_revlist[] = "m3 m2 x3\n"
				  "m2 m1 x2\n"
				  "m1 base x1\n"
				  "x3 base\n"
				  "x2 base\n"
				  "x1 base\n";
static const char tie_log[] =
	"m3\0T\0t@x\0" "2024-09-20T00:00:00+00:00\0Merge tag 'a' of git://old.host/u-boot-usb\0\n"
	"m2\0T\0t@x\0" "2024-09-19T00:00:00+00:00\0Merge tag 'b' of https://a.org/x/linux.git\0\n"
	"m1\0T\0t@x\0" "2024-09-18T00:00:00+00:00\0Merge tag 'c' of git://h.org/exact\0";
static const char tie_mnt[] = "USB\n"
			      "T:\tgit https://new.host/u-boot/custodians/u-boot-usb.git\n"
			      "ONE\n"
			      "T:\tgit git://b.org/p/linux.git\n"
			      "TWO\n"
			      "T:\tgit https://c.org/q/linux\n"
			      "EXACT\n"
			      "T:\tgit https://h.org/exact.git\n"
			      "BAD\n"
			      "T:\tgit\n"
			      "T:\tgit https://\n"
			      "T:\tgit https://host-only.org/\n";

static unsigned int tie_warnings;

static void count_diag(const struct maint_diag *d, void *ctx)
{
	(void)ctx;
	if (d->level == MAINT_WARNING && strstr(d->msg, "no usable URL") &&
	    d->line >= 10)
		tie_warnings++;
}

static void test_pulls__ties(void **state)
{
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(count_diag, NULL);
	const char *name = "MAINTAINERS";
	char *buf = malloc(sizeof(tie_mnt)), note[256];
	size_t len = sizeof(tie_mnt) - 1, i, seen = 0;
	struct maint_pulls_opts o = { .range = "base..m3" };
	const struct maint_pulls_summary *s;
	struct maint_db *db;
	struct maint_pulls *p;
	char *svg;

	(void)state;
	assert_non_null(buf);
	memcpy(buf, tie_mnt, sizeof(tie_mnt));
	assert_int_equal(mnt_db_load_mem(&db, 1, &name, &buf, &len, NULL), 0);
	o.db = db;
	assert_int_equal(maint_pulls_build(&p, tie_revlist,
					   sizeof(tie_revlist) - 1, tie_log,
					   sizeof(tie_log) - 1, 0, 0, &o, &sink),
			 0);
	s = maint_pulls_summary(p);
	assert_int_equal(s->pulls, 3);
	assert_int_equal(s->tied_url, 1);
	assert_int_equal(s->tied_path, 1);
	assert_int_equal(s->ambiguous, 1);
	assert_int_equal(s->t_bad, 3);
	assert_int_equal(tie_warnings, 3);
	assert_int_equal(s->t_trees, 4);
	assert_int_equal(s->t_unpulled, 2); /* b.org and c.org linux */
	assert_int_equal(s->trees_unlisted, 1);
	for (i = 0; i < maint_pulls_ntrees(p); i++) {
		const struct maint_pull_tree *t = maint_pulls_tree(p, i);

		/* the T: tree tied to by path is not listed on its own */
		assert_string_not_equal(t->url,
					"new.host/u-boot/custodians/u-boot-usb");
		if (!strcmp(t->url, "old.host/u-boot-usb")) {
			assert_int_equal(t->tie, MAINT_TIE_PATH);
			assert_string_equal(t->t_url,
					    "new.host/u-boot/custodians/u-boot-usb");
			assert_int_equal(t->nsections, 1);
			assert_string_equal(maint_section_name(db, t->sections[0]),
					    "USB");
			maint_pulls_tie_note(t, note, sizeof(note));
			assert_string_equal(note, "tied by path (host differs: "
						  "old.host vs new.host)");
			seen++;
		} else if (!strcmp(t->url, "a.org/x/linux")) {
			assert_int_equal(t->tie, MAINT_TIE_AMBIGUOUS);
			assert_int_equal(t->nsections, 0);
			assert_int_equal(t->ncandidates, 2);
			seen++;
		} else if (!strcmp(t->url, "h.org/exact")) {
			assert_int_equal(t->tie, MAINT_TIE_URL);
			seen++;
		}
	}
	assert_int_equal(seen, 3);
	svg = maint_pulls_svg(p, MAINT_PULLS_STANDALONE, &len);
	assert_non_null(svg);
	assert_non_null(strstr(svg, ">USB (1)</text>"));
	assert_non_null(strstr(svg, ">EXACT (1)</text>"));
	assert_non_null(strstr(svg, ">x/linux (1)</text>"));
	free(svg);
	maint_pulls_free(p);
	maint_db_free(db);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_pulls__kernel_subjects),
		cmocka_unit_test(test_pulls__uboot_subjects),
		cmocka_unit_test(test_pulls__url_norm),
		cmocka_unit_test(test_pulls__dates),
		cmocka_unit_test(test_pulls__depths),
		cmocka_unit_test(test_pulls__json_and_dot),
		cmocka_unit_test(test_pulls__empty_and_truncated_input),
		cmocka_unit_test(test_pulls__ties),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
