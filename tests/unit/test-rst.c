// SPDX-License-Identifier: GPL-2.0-only
/*
 * The RST side of profiles: headings, levels, the title, template
 * mapping, bad input; and the section lists of real profiles (linux-6.12,
 * checked by hand against the files).
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "maint.h"
#include "corpus.h"

struct diags {
	int n[3];
	char last[256];
};

static void collect(const struct maint_diag *d, void *ctx)
{
	struct diags *g = ctx;

	g->n[d->level]++;
	snprintf(g->last, sizeof(g->last), "%s", d->msg);
}

static struct maint_profile *parse(const char *text, struct diags *g)
{
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(collect, g);
	struct maint_profile *p = NULL;

	memset(g, 0, sizeof(*g));
	assert_int_equal(maint_profile_parse(&p, "t.rst", text, strlen(text),
					     &sink),
			 0);
	return p;
}

static void test_rst__levels_by_first_appearance(void **state)
{
	struct diags g;
	struct maint_profile *p = parse(
		"=====\nTitle\n=====\n\nintro\n\nA\n~~~\ntext a\n\nB\n***\n"
		"text b\n\nC\n~~~\ntext c\n",
		&g);
	unsigned int line = 0;

	assert_string_equal(maint_profile_title(p, &line), "Title");
	assert_int_equal(line, 2);
	assert_int_equal(maint_profile_nsections(p), 4);
	assert_int_equal(maint_profile_section(p, 1)->level, 1);
	assert_string_equal(maint_profile_section(p, 1)->heading, "A");
	assert_int_equal(maint_profile_section(p, 2)->level, 2);
	assert_int_equal(maint_profile_section(p, 3)->level, 1);
	assert_int_equal(maint_profile_section(p, 3)->line, 15);
	assert_int_equal(maint_profile_section(p, 3)->end_line, 17);
	assert_string_equal(maint_profile_section(p, 3)->body, "text c\n");
	maint_profile_free(p);
}

static void test_rst__no_title_when_top_style_repeats(void **state)
{
	struct diags g;
	struct maint_profile *p =
		parse("One\n===\n\nx\n\nTwo\n===\n\ny\n", &g);

	assert_null(maint_profile_title(p, NULL));
	assert_int_equal(maint_profile_nsections(p), 2);
	assert_int_equal(maint_profile_section(p, 0)->level, 1);
	maint_profile_free(p);
}

static void test_rst__literal_and_comment_are_not_headings(void **state)
{
	struct diags g;
	struct maint_profile *p = parse(
		"T\n=\n\nExample::\n\n  code\n  ----\n\n.. comment\n   ----\n\n"
		"Overview\n--------\nbody\n",
		&g);

	/* "T" has a one-character underline: accepted as docutils does */
	assert_int_equal(maint_profile_nsections(p), 2);
	assert_string_equal(maint_profile_section(p, 1)->heading, "Overview");
	assert_int_equal(maint_profile_section(p, 1)->tmpl,
			 MAINT_TMPL_OVERVIEW);
	maint_profile_free(p);
}

static void test_rst__underline_lengths_linted(void **state)
{
	struct diags g;
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(collect, &g);
	struct maint_profile *p = parse(
		"Title\n=====\n\nOverview\n-----\nbody\n\nReview Cadence\n"
		"------------------\nwait two weeks before pinging\n",
		&g);

	memset(&g, 0, sizeof(g));
	maint_profile_lint(p, &sink);
	/* 4 missing template sections, 1 short underline */
	assert_int_equal(g.n[MAINT_WARNING], 5);
	/* 1 long underline */
	assert_true(g.n[MAINT_INFO] >= 1);
	maint_profile_free(p);
}

static void test_rst__empty_section_linted(void **state)
{
	struct diags g;
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(collect, &g);
	struct maint_profile *p =
		parse("T\n=\n\nOverview\n--------\n\n.. only a comment\n\n"
		      "Other\n-----\ntext\n",
		      &g);

	assert_false(maint_profile_section(p, 1)->has_prose);
	memset(&g, 0, sizeof(g));
	maint_profile_lint(p, &sink);
	assert_int_equal(g.n[MAINT_ERROR], 0);
	maint_profile_free(p);
}

/* The same problems as findings, each with its check and line */
static void test_rst__lint_findings(void **state)
{
	struct diags g;
	struct maint_profile *p = parse(
		"Title\n=====\n\nOverview\n-----\nbody\n\nReview Cadence\n"
		"------------------\nwait two weeks before pinging\n\n"
		"Coding Style\n------------\n\n",
		&g);
	struct maint_findings *fs = NULL;
	const struct maint_finding *f;
	size_t i, missing = 0;

	(void)state;
	assert_int_equal(maint_profile_lint_findings(p, &fs), 0);
	for (i = 0; (f = maint_findings_at(fs, i)); i++) {
		assert_ptr_equal(f->file, maint_profile_name(p));
		if (!strcmp(f->check, "template-section")) {
			assert_int_equal(f->level, MAINT_WARNING);
			assert_int_equal(f->line, 1);
			missing++;
		}
	}
	assert_int_equal(missing, 3);
	assert_int_equal(maint_findings_count(fs), 6);
	f = maint_findings_at(fs, 3);
	assert_string_equal(f->check, "underline");
	assert_int_equal(f->level, MAINT_WARNING);
	assert_int_equal(f->line, 5);
	assert_string_equal(
		f->message,
		"heading underline is shorter than its text (5 < 8)");
	f = maint_findings_at(fs, 4);
	assert_string_equal(f->check, "underline");
	assert_int_equal(f->level, MAINT_INFO);
	assert_int_equal(f->line, 9);
	f = maint_findings_at(fs, 5);
	assert_string_equal(f->check, "empty-section");
	assert_string_equal(f->message, "section 'Coding Style' is empty");
	assert_int_equal(f->line, 12);
	maint_findings_free(fs);
	maint_profile_free(p);
}

static void test_rst__template_variants(void **state)
{
	assert_int_equal(maint_tmpl_match("Resubmit Cadence"),
			 MAINT_TMPL_REVIEW_CADENCE);
	assert_int_equal(maint_tmpl_match("Review cadence"),
			 MAINT_TMPL_REVIEW_CADENCE);
	assert_int_equal(maint_tmpl_match("Checkpatch / Style Cleanups"),
			 MAINT_TMPL_STYLE_CLEANUP);
	assert_int_equal(maint_tmpl_match("Style Cleanup Patches"),
			 MAINT_TMPL_STYLE_CLEANUP);
	assert_int_equal(maint_tmpl_match("Clean-up patches"),
			 MAINT_TMPL_STYLE_CLEANUP);
	assert_int_equal(maint_tmpl_match("KEY CYCLE DATES"),
			 MAINT_TMPL_KEY_CYCLE_DATES);
	assert_int_equal(maint_tmpl_match("Key Release Cycle Dates"),
			 MAINT_TMPL_KEY_CYCLE_DATES);
	assert_int_equal(maint_tmpl_match("Submission Checklist Addendum"),
			 MAINT_TMPL_SUBMIT_CHECKLIST);
	assert_int_equal(maint_tmpl_match("Coding style notes"),
			 MAINT_TMPL_CODING_STYLE);
	assert_int_equal(maint_tmpl_match("Testing"), MAINT_TMPL_NONE);
	assert_string_equal(maint_tmpl_name(MAINT_TMPL_REVIEW_CADENCE),
			    "Review Cadence");
}

static void test_rst__binary_refused(void **state)
{
	struct diags g = { 0 };
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(collect, &g);
	struct maint_profile *p = NULL;
	static const char bin[] = "Title\n=====\n\0\1\2\3";

	assert_int_equal(maint_profile_parse(&p, "b.rst", bin, sizeof(bin),
					     &sink),
			 -EINVAL);
	assert_null(p);
	assert_int_equal(g.n[MAINT_ERROR], 1);
	assert_non_null(strstr(g.last, "binary"));
}

static void test_rst__huge_refused(void **state)
{
	struct diags g = { 0 };
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(collect, &g);
	struct maint_profile *p = NULL;
	size_t n = MAINT_PROFILE_MAX_SIZE + 1;
	char *big = malloc(n);

	assert_non_null(big);
	memset(big, 'a', n);
	assert_int_equal(maint_profile_parse(&p, "h.rst", big, n, &sink),
			 -EFBIG);
	assert_int_equal(g.n[MAINT_ERROR], 1);
	free(big);
}

static void test_rst__not_rst_warns(void **state)
{
	struct diags g;
	struct maint_profile *p = parse("just some words\nand more\n", &g);

	assert_int_equal(g.n[MAINT_WARNING], 1);
	assert_int_equal(maint_profile_nsections(p), 1);
	assert_null(maint_profile_title(p, NULL));
	maint_profile_free(p);
}

/* Real profiles */

struct want_sec {
	const char *heading;
	unsigned int level;
	enum maint_tmpl tmpl;
	unsigned int line;
};

static void check_sections(const char *rel, const struct want_sec *w,
			   size_t n)
{
	struct maint_profile *p = corpus_profile_612(rel);
	size_t i;

	assert_int_equal(maint_profile_nsections(p), n);
	for (i = 0; i < n; i++) {
		const struct maint_psection *s = maint_profile_section(p, i);

		assert_string_equal(s->heading, w[i].heading);
		assert_int_equal(s->level, w[i].level);
		assert_int_equal(s->tmpl, w[i].tmpl);
		assert_int_equal(s->line, w[i].line);
	}
	assert_true(maint_profile_section(p, 0)->is_title);
	maint_profile_free(p);
}

#define N MAINT_TMPL_NONE
#define CHECK_SECTIONS(rel, arr)                                             \
	do {                                                                 \
		CORPUS_SKIP();                                               \
		check_sections(rel, arr, sizeof(arr) / sizeof(arr[0]));      \
	} while (0)

static void test_rst__netdev_sections(void **state)
{
	static const struct want_sec w[] = {
		{ "Networking subsystem (netdev)", 0, N, 6 },
		{ "tl;dr", 1, N, 9 },
		{ "netdev", 1, N, 18 },
		{ "Development cycle", 1, N, 35 },
		{ "git trees and patch flow", 1, N, 61 },
		{ "netdev patch review", 1, N, 108 },
		{ "Patch status", 2, N, 113 },
		{ "Updating patch status", 2, N, 156 },
		{ "Review timelines", 2, N, 189 },
		{ "Changes requested", 2, N, 215 },
		{ "Partial resends", 2, N, 242 },
		{ "Handling misapplied patches", 2, N, 249 },
		{ "Stable tree", 2, N, 266 },
		{ "Security fixes", 2, N, 275 },
		{ "Co-posting changes to user space components", 2, N, 287 },
		{ "Preparing changes", 1, N, 314 },
		{ "Indicating target tree", 2, N, 332 },
		{ "Dividing work into patches", 2, N, 344 },
		{ "Local variable ordering (\"reverse xmas tree\", \"RCS\")", 2, N,
		  360 },
		{ "Format precedence", 2, N, 373 },
		{ "Using device-managed and cleanup.h constructs", 2, N, 380 },
		{ "Clean-up patches", 2, MAINT_TMPL_STYLE_CLEANUP, 396 },
		{ "Resending after review", 2, N, 411 },
		{ "Testing", 1, N, 427 },
		{ "Expected level of testing", 2, N, 430 },
		{ "patchwork checks", 2, N, 443 },
		{ "netdevsim", 2, N, 457 },
		{ "Reviewer guidance", 1, N, 473 },
		{ "Testimonials / feedback", 1, N, 488 },
	};

	CHECK_SECTIONS("Documentation/process/maintainer-netdev.rst", w);
}

static void test_rst__tip_sections(void **state)
{
	static const struct want_sec w[] = {
		{ "The tip tree handbook", 0, N, 3 },
		{ "What is the tip tree?", 1, N, 6 },
		{ "Patch submission notes", 1, N, 100 },
		{ "Selecting the tree/branch", 2, N, 103 },
		{ "Patch subject", 2, N, 115 },
		{ "Changelog", 2, N, 128 },
		{ "Function references in changelogs", 2, N, 243 },
		{ "Backtraces in changelogs", 2, N, 262 },
		{ "Ordering of commit tags", 2, N, 267 },
		{ "Links to documentation", 2, N, 405 },
		{ "Patch resend or reminders", 2, N, 418 },
		{ "Merge window", 2, N, 423 },
		{ "Git", 2, N, 444 },
		{ "Testing", 2, N, 459 },
		{ "Coding style notes", 1, MAINT_TMPL_CODING_STYLE, 476 },
		{ "Comment style", 2, N, 479 },
		{ "Documenting locking requirements", 2, N, 601 },
		{ "Bracket rules", 2, N, 623 },
		{ "Variable declarations", 2, N, 647 },
		{ "Variable types", 2, N, 700 },
		{ "Constants", 2, N, 717 },
		{ "Struct declarations and initializers", 2, N, 725 },
		{ "Line breaks", 2, N, 786 },
		{ "Namespaces", 2, N, 809 },
		{ "Commit notifications", 1, N, 835 },
	};

	CHECK_SECTIONS("Documentation/process/maintainer-tip.rst", w);
}

static void test_rst__kvm_x86_sections(void **state)
{
	static const struct want_sec w[] = {
		{ "KVM x86", 0, N, 3 },
		{ "Foreword", 1, N, 6 },
		{ "TL;DR", 1, N, 16 },
		{ "Trees", 1, N, 20 },
		{ "Branches", 2, N, 36 },
		{ "Lifecycle", 2, N, 49 },
		{ "Timeline", 2, N, 64 },
		{ "Development", 1, N, 82 },
		{ "Base Tree/Branch", 2, N, 85 },
		{ "Coding Style", 2, MAINT_TMPL_CODING_STYLE, 106 },
		{ "Comments", 2, N, 123 },
		{ "SDM and APM References", 2, N, 130 },
		{ "Shortlog", 2, N, 148 },
		{ "Changelog", 2, N, 193 },
		{ "Fixes", 2, N, 226 },
		{ "Function References", 2, N, 237 },
		{ "Testing", 1, N, 243 },
		{ "New Features", 2, N, 272 },
		{ "Bug Fixes", 2, N, 294 },
		{ "Posting", 1, N, 312 },
		{ "Links", 2, N, 315 },
		{ "Git Base", 2, N, 331 },
		{ "Co-Posting Tests", 2, N, 346 },
		{ "Notifications", 1, N, 360 },
		{ "SHA1 Stability", 2, N, 376 },
		{ "Vulnerabilities", 1, N, 384 },
	};

	CHECK_SECTIONS("Documentation/process/maintainer-kvm-x86.rst", w);
}

static void test_rst__soc_sections(void **state)
{
	static const struct want_sec w[] = {
		{ "SoC Subsystem", 0, N, 4 },
		{ "Overview", 1, MAINT_TMPL_OVERVIEW, 7 },
		{ "Maintainers", 1, N, 33 },
		{ "Submitting Patches for Given SoC", 2, N, 55 },
		{ "Submitting Patches to the Main SoC Maintainers", 2, N, 63 },
		{ "Information for (new) Submaintainers", 1, N, 86 },
		{ "Devicetree ABI Stability", 2, N, 93 },
		{ "Driver Branch Dependencies", 2, N, 107 },
		{ "Devicetree Naming Convention", 2, N, 140 },
		{ "Validating Devicetree Files", 2, N, 159 },
		{ "Branches and Pull Requests", 2, N, 173 },
	};

	CHECK_SECTIONS("Documentation/process/maintainer-soc.rst", w);
}

static void test_rst__riscv_sections(void **state)
{
	static const struct want_sec w[] = {
		{ "arch/riscv maintenance guidelines for developers", 0, N, 3 },
		{ "Overview", 1, MAINT_TMPL_OVERVIEW, 6 },
		{ "Patchwork", 1, N, 19 },
		{ "Submit Checklist Addendum", 1, MAINT_TMPL_SUBMIT_CHECKLIST,
		  37 },
	};

	CHECK_SECTIONS("Documentation/arch/riscv/patch-acceptance.rst", w);
}

static void test_rst__damon_and_xfs_sections(void **state)
{
	static const struct want_sec d[] = {
		{ "DAMON Maintainer Entry Profile", 0, N, 3 },
		{ "SCM Trees", 1, N, 14 },
		{ "Submit checklist addendum", 1, MAINT_TMPL_SUBMIT_CHECKLIST,
		  32 },
		{ "Key cycle dates", 1, MAINT_TMPL_KEY_CYCLE_DATES, 53 },
		{ "Review cadence", 1, MAINT_TMPL_REVIEW_CADENCE, 61 },
		{ "Mailing tool", 1, N, 69 },
		{ "Community meetup", 1, N, 86 },
	};
	static const struct want_sec x[] = {
		{ "XFS Maintainer Entry Profile", 0, N, 1 },
		{ "Overview", 1, MAINT_TMPL_OVERVIEW, 4 },
		{ "Roles", 1, N, 23 },
		{ "Submission Checklist Addendum", 1,
		  MAINT_TMPL_SUBMIT_CHECKLIST, 104 },
		{ "Key Release Cycle Dates", 1, MAINT_TMPL_KEY_CYCLE_DATES,
		  167 },
		{ "Review Cadence", 1, MAINT_TMPL_REVIEW_CADENCE, 182 },
		{ "References", 1, N, 189 },
	};

	CHECK_SECTIONS("Documentation/mm/damon/maintainer-profile.rst", d);
	CHECK_SECTIONS(
		"Documentation/filesystems/xfs/xfs-maintainer-entry-profile.rst",
		x);
}

int main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rst__levels_by_first_appearance),
		cmocka_unit_test(test_rst__lint_findings),
		cmocka_unit_test(test_rst__no_title_when_top_style_repeats),
		cmocka_unit_test(
			test_rst__literal_and_comment_are_not_headings),
		cmocka_unit_test(test_rst__underline_lengths_linted),
		cmocka_unit_test(test_rst__empty_section_linted),
		cmocka_unit_test(test_rst__template_variants),
		cmocka_unit_test(test_rst__binary_refused),
		cmocka_unit_test(test_rst__huge_refused),
		cmocka_unit_test(test_rst__not_rst_warns),
		cmocka_unit_test(test_rst__netdev_sections),
		cmocka_unit_test(test_rst__tip_sections),
		cmocka_unit_test(test_rst__kvm_x86_sections),
		cmocka_unit_test(test_rst__soc_sections),
		cmocka_unit_test(test_rst__riscv_sections),
		cmocka_unit_test(test_rst__damon_and_xfs_sections),
	};

	if (!corpus_find(argc ? argv[0] : ""))
		fprintf(stderr, "# SKIP corpus tests: ../shared/corpus is absent\n");
	return cmocka_run_group_tests(tests, NULL, NULL);
}
