// SPDX-License-Identifier: GPL-2.0-only
/*
 * The release cycle: dates, release tags, the cycle position from tags
 * and from --rc, ping waits, and profiles evaluated on the cycle (made-up
 * profiles with and without key dates, and the linux-6.12 ones).
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
#include "release/when.h"
#include "corpus.h"

static long D(const char *s)
{
	long d = -1;

	assert_int_equal(maint_date_parse(s, &d), 0);
	return d;
}

static void assert_date(long d, const char *want)
{
	char b[11];

	maint_date_format(d, b);
	assert_string_equal(b, want);
}

static void test_when__dates(void **state)
{
	long d;

	assert_int_equal(D("1970-01-01"), 0);
	assert_int_equal(D("2024-02-29") + 1, D("2024-03-01"));
	assert_int_equal(maint_date_parse("2023-02-29", &d), -EINVAL);
	assert_int_equal(maint_date_parse("2024-13-01", &d), -EINVAL);
	assert_int_equal(maint_date_parse("2024-1-01", &d), -EINVAL);
	assert_int_equal(maint_date_parse("2024-01-01x", &d), -EINVAL);
	assert_int_equal(maint_date_parse("1969-12-31", &d), -EINVAL);
	assert_int_equal(maint_date_parse(NULL, &d), -EINVAL);
	assert_date(D("2000-02-29"), "2000-02-29");
	assert_date(D("2100-03-01") - 1, "2100-02-28");
	assert_int_equal(maint_date_weekday(D("2024-11-17")), 0);
	assert_int_equal(maint_date_weekday(D("1970-01-01")), 4);
	assert_true(maint_date_today() > D("2024-01-01"));
}

static void test_when__tag_names(void **state)
{
	int a, b, r;

	assert_true(maint_rtag_parse("v6.12", &a, &b, &r));
	assert_int_equal(a * 1000 + b * 10 + r, 6120);
	assert_true(maint_rtag_parse("v6.12-rc8", &a, &b, &r));
	assert_int_equal(r, 8);
	assert_true(maint_rtag_parse("v2025.01-rc1", &a, &b, &r));
	assert_false(maint_rtag_parse("v6.12.1", &a, &b, &r));
	assert_false(maint_rtag_parse("v6.12-rc0", &a, &b, &r));
	assert_false(maint_rtag_parse("v6.12-rc1-dontuse", &a, &b, &r));
	assert_false(maint_rtag_parse("6.12", &a, &b, &r));
	assert_false(maint_rtag_parse("v6", &a, &b, &r));
	assert_false(maint_rtag_parse("RELEASE-4.19.0", &a, &b, &r));
}

static void test_when__tags_output(void **state)
{
	static const char out[] =
		"refs/tags/v6.11 1726401600\n"
		"refs/tags/v6.12-rc1 1727640000\n"
		"refs/tags/v6.12.1 1732276800\n"
		"refs/tags/v6.12-rc2 notanumber\n"
		"refs/tags/v6.12-rc3 \n"
		"garbage\n"
		"refs/tags/v6.12 1731844800";
	struct maint_rtags *t = NULL;
	int a, b, r;

	assert_int_equal(mnt_rtags_parse(out, strlen(out), &t), 0);
	assert_int_equal(maint_rtags_count(t), 3);
	assert_string_equal(maint_rtags_name(t, 0), "v6.11");
	assert_date(maint_rtags_date(t, 0), "2024-09-15");
	assert_string_equal(maint_rtags_name(t, 1), "v6.12-rc1");
	assert_true(maint_rtag_parse(maint_rtags_name(t, 1), &a, &b, &r));
	assert_int_equal(r, 1);
	assert_date(maint_rtags_date(t, 1), "2024-09-29");
	assert_string_equal(maint_rtags_name(t, 2), "v6.12");
	assert_date(maint_rtags_date(t, 2), "2024-11-17");
	assert_null(maint_rtags_name(t, 3));
	assert_int_equal(maint_rtags_date(t, 3), -1);
	maint_rtags_free(t);
}

static void test_when__no_repository(void **state)
{
	struct maint_rtags *t = (struct maint_rtags *)1;

	assert_int_equal(maint_rtags_git("/nonexistent/maint-when", &t),
			 -ENOENT);
	assert_null(t);
	assert_int_equal(maint_rtags_count(t), 0);
}

/* A caller's own tags: only release tags are taken. */
static void test_when__tags_built(void **state)
{
	struct maint_rtags *t = NULL;

	assert_int_equal(maint_rtags_new(&t), 0);
	assert_int_equal(maint_rtags_count(t), 0);
	assert_int_equal(maint_rtags_add(t, "v6.12-rc1", 5), 0);
	assert_int_equal(maint_rtags_add(t, "v6.12.1", 6), -EINVAL);
	assert_int_equal(maint_rtags_add(t, "v6.12", 7), 0);
	assert_int_equal(maint_rtags_count(t), 2);
	assert_string_equal(maint_rtags_name(t, 1), "v6.12");
	assert_int_equal(maint_rtags_date(t, 1), 7);
	maint_rtags_free(t);
	maint_rtags_free(NULL);
}

/* v6.11 and the v6.12 cycle with their real dates */
static const char *const tag_names[] = {
	"v6.12-rc3", "v6.11",	  "v6.12-rc1", "v6.12-rc2", "v6.12-rc4",
	"v6.12-rc5", "v6.12-rc6", "v6.12-rc7", "v6.12",	    "v6.10",
};
static const char *const tag_dates[] = {
	"2024-10-13", "2024-09-15", "2024-09-29", "2024-10-06", "2024-10-20",
	"2024-10-27", "2024-11-03", "2024-11-10", "2024-11-17", "2024-07-14",
};
static struct maint_rtags *tags;

/*
 * Tags first..first+n-1 of the table, the one at @swap (when below n)
 * replaced by @name on @day.
 */
static struct maint_rtags *tag_list(size_t first, size_t n, size_t swap,
				    const char *name, long day)
{
	struct maint_rtags *t = NULL;
	size_t i;

	assert_int_equal(maint_rtags_new(&t), 0);
	for (i = first; i < first + n; i++)
		assert_int_equal(i == swap ? maint_rtags_add(t, name, day) :
					     maint_rtags_add(t, tag_names[i],
							     D(tag_dates[i])),
				 0);
	return t;
}

/* The answers of a test: each kept until the next one, or the end. */
static const struct maint_cycle *cur_cycle;
static const struct maint_when *cur_when;

static const struct maint_cycle *from_tags(const struct maint_rtags *t,
					   long day)
{
	maint_cycle_free(cur_cycle);
	assert_int_equal(maint_cycle_from_tags(t, day, &cur_cycle), 0);
	return cur_cycle;
}

static const struct maint_cycle *assume(int rc, long day)
{
	maint_cycle_free(cur_cycle);
	assert_int_equal(maint_cycle_assume(rc, day, &cur_cycle), 0);
	return cur_cycle;
}

static const struct maint_when *when(const struct maint_profile *p,
				     const struct maint_cycle *c, long posted)
{
	maint_when_free(cur_when);
	assert_int_equal(maint_when_eval(p, c, posted, &cur_when), 0);
	return cur_when;
}

static bool rc_tagged(const struct maint_cycle *c, int rc)
{
	bool tagged = true;

	maint_cycle_rc_date(c, rc, &tagged);
	return tagged;
}

static int tags_setup(void **state)
{
	tags = tag_list(0, ARRAY_SIZE(tag_names), (size_t)-1, NULL, 0);
	return 0;
}

static int tags_teardown(void **state)
{
	maint_rtags_free(tags);
	maint_cycle_free(cur_cycle);
	maint_when_free(cur_when);
	return 0;
}

static void test_when__merge_window(void **state)
{
	const struct maint_cycle *c;

	c = from_tags(tags, D("2024-09-15"));
	assert_int_equal(c->phase, MAINT_PHASE_MERGE_WINDOW);
	assert_string_equal(c->tag, "v6.11");
	assert_string_equal(c->prev_release, "v6.11");
	assert_string_equal(c->version, "");
	assert_true(c->release_day);
	assert_int_equal(c->week, 1);
	assert_date(maint_cycle_rc_date(c, 1, NULL), "2024-09-29");
	assert_false(rc_tagged(c, 1));
	assert_date(maint_cycle_rc_date(c, 4, NULL), "2024-10-20");
	assert_date(c->next_release, "2024-11-17");
	assert_int_equal(c->last_rc, 7);
	c = from_tags(tags, D("2024-09-28"));
	assert_int_equal(c->phase, MAINT_PHASE_MERGE_WINDOW);
	assert_int_equal(c->week, 2);
	assert_false(c->release_day);
	assert_false(c->stale);
}

static void test_when__each_rc(void **state)
{
	const struct maint_cycle *c;
	int k;

	for (k = 1; k <= 7; k++) {
		long day = D("2024-09-29") + 7L * (k - 1) + 3;

		c = from_tags(tags, day);
		assert_int_equal(c->phase, MAINT_PHASE_RC);
		assert_int_equal(c->rc, k);
		assert_int_equal(c->week, k + 2);
		assert_string_equal(c->version, "v6.12");
		assert_string_equal(c->prev_release, "v6.11");
		assert_date(c->release, "2024-09-15");
		assert_true(rc_tagged(c, k));
		assert_false(rc_tagged(c, k + 1));
		assert_int_equal(maint_cycle_rc_date(c, k + 1, NULL),
				 maint_cycle_rc_date(c, k, NULL) + 7);
		assert_date(c->next_release, "2024-11-17");
	}
}

static void test_when__rc8_and_release(void **state)
{
	/* the release replaced by an -rc8 on its day */
	struct maint_rtags *more = tag_list(0, ARRAY_SIZE(tag_names), 8,
					    "v6.12-rc8", D("2024-11-17"));
	const struct maint_cycle *c;

	assert_string_equal(tag_names[8], "v6.12");
	c = from_tags(more, D("2024-11-18"));
	assert_int_equal(c->rc, 8);
	assert_int_equal(c->last_rc, 8);
	assert_date(c->next_release, "2024-11-24");
	maint_rtags_free(more);
	/* the release wins over its -rc tags */
	c = from_tags(tags, D("2024-11-17"));
	assert_int_equal(c->phase, MAINT_PHASE_MERGE_WINDOW);
	assert_string_equal(c->prev_release, "v6.12");
	assert_true(c->release_day);
	assert_date(maint_cycle_rc_date(c, 1, NULL), "2024-12-01");
}

static void test_when__without_previous_release(void **state)
{
	const struct maint_cycle *c;

	/* only -rc tags: the release is estimated two weeks before -rc1 */
	struct maint_rtags *rcs = tag_list(2, 6, (size_t)-1, NULL, 0);

	c = from_tags(rcs, D("2024-10-08"));
	maint_rtags_free(rcs);
	assert_int_equal(c->rc, 2);
	assert_string_equal(c->prev_release, "");
	assert_date(c->release, "2024-09-15");
	assert_int_equal(c->week, 4);
}

static void test_when__unknown_and_stale(void **state)
{
	const struct maint_cycle *c;

	c = from_tags(NULL, D("2024-10-01"));
	assert_int_equal(c->phase, MAINT_PHASE_UNKNOWN);
	/* every tag after the day */
	c = from_tags(tags, D("2024-01-01"));
	assert_int_equal(c->phase, MAINT_PHASE_UNKNOWN);
	c = from_tags(tags, D("2024-10-28"));
	assert_false(c->stale);
	c = from_tags(tags, D("2025-03-01"));
	assert_true(c->stale);
	assert_string_equal(c->tag, "v6.12");
}

static void test_when__assumed(void **state)
{
	const struct maint_cycle *c;

	/* a Wednesday: -rc3 came out on the Sunday before */
	c = assume(3, D("2024-10-16"));
	assert_int_equal(c->phase, MAINT_PHASE_RC);
	assert_false(c->from_tags);
	assert_date(c->since, "2024-10-13");
	assert_date(maint_cycle_rc_date(c, 4, NULL), "2024-10-20");
	assert_date(c->release, "2024-09-15");
	assert_int_equal(c->week, 5);
	c = assume(0, D("2024-10-13"));
	assert_int_equal(c->phase, MAINT_PHASE_MERGE_WINDOW);
	assert_date(maint_cycle_rc_date(c, 1, NULL), "2024-10-27");
	assert_false(c->release_day);
	c = assume(-1, D("2024-10-13"));
	assert_int_equal(c->phase, MAINT_PHASE_UNKNOWN);
}

static void test_when__durations(void **state)
{
	static const struct {
		const char *text;
		int count;
		char unit;
		bool more, approx;
		const char *from, *to;
	} cases[] = {
		{ "up to one week", 1, 'w', false, false, "2024-10-01", "2024-10-08" },
		{ "within a week", 1, 'w', false, false, "2024-10-01", "2024-10-08" },
		{ "at least one week", 1, 'w', false, false, "2024-10-01", "2024-10-08" },
		{ "more than a week", 1, 'w', true, false, "2024-10-01", "2024-10-09" },
		{ "two weeks", 2, 'w', false, false, "2024-10-01", "2024-10-15" },
		{ "a couple of days", 2, 'd', false, false, "2024-10-01", "2024-10-03" },
		{ "a few days", 3, 'd', false, true, "2024-10-01", "2024-10-04" },
		{ "48 hours", 48, 'h', false, false, "2024-10-01", "2024-10-03" },
		{ "25 hours", 25, 'h', false, false, "2024-10-01", "2024-10-03" },
		/* Friday + 5 business days: the next Friday */
		{ "5 business days", 5, 'b', false, false, "2024-10-04", "2024-10-11" },
		{ "after 2 working days", 2, 'b', false, false, "2024-10-04", "2024-10-08" },
		{ "a month", 1, 'm', false, false, "2024-01-31", "2024-02-29" },
		{ "about 12 months", 12, 'm', false, false, "2024-02-29", "2025-02-28" },
	};
	static const char *const bad[] = { "", "soon", "a week or so", "0 days",
					   "one fortnight", "99999 days",
					   "business days" };
	struct maint_duration d = MAINT_DURATION_INIT;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		assert_int_equal(maint_duration_parse(cases[i].text, &d), 0);
		assert_int_equal(d.count, cases[i].count);
		assert_int_equal(d.unit, cases[i].unit);
		assert_int_equal(d.more_than, cases[i].more);
		assert_int_equal(d.approx, cases[i].approx);
		assert_date(maint_duration_add(&d, D(cases[i].from)),
			    cases[i].to);
	}
	for (i = 0; i < ARRAY_SIZE(bad); i++)
		assert_int_equal(maint_duration_parse(bad[i], &d), -EINVAL);
	assert_int_equal(d.version, MAINT_DURATION_VERSION);
	/* a layout newer than the library's is refused, left alone */
	d.version = MAINT_DURATION_VERSION + 1;
	assert_int_equal(maint_duration_parse("two weeks", &d), -EINVAL);
	assert_int_equal(d.version, MAINT_DURATION_VERSION + 1);
	assert_int_equal(maint_duration_add(&d, 5), 5);
}

static struct maint_profile *parse(const char *text)
{
	struct maint_profile *p = NULL;

	assert_int_equal(maint_profile_parse(&p, "p.rst", text, strlen(text),
					     NULL),
			 0);
	return p;
}

static const char dated[] =
	"Test Profile\n============\n\n"
	"Key Cycle Dates\n---------------\n\n"
	"New features should be sent before -rc4, and will be merged by -rc6.\n\n"
	"Review Cadence\n--------------\n\n"
	"Please wait up to one week before pinging. A private mail reminder is preferred.\n";

static void test_when__profile_with_dates(void **state)
{
	struct maint_profile *p = parse(dated);
	const struct maint_cycle *c;
	const struct maint_when *w;

	c = from_tags(tags, D("2024-10-16"));
	w = when(p, c, D("2024-10-02"));
	assert_int_equal(w->feature->rc, 4);
	assert_date(w->feature->date, "2024-10-20");
	assert_false(w->feature->tagged);
	assert_false(w->feature->passed);
	assert_int_equal(w->can_target, 1);
	assert_int_equal(w->merge->rc, 6);
	assert_date(w->merge->date, "2024-11-03");
	assert_date(w->ping_from, "2024-10-09");
	assert_string_equal(w->ping_how->value, "private mail reminder");
	/* at -rc4 */
	c = from_tags(tags, D("2024-10-20"));
	w = when(p, c, -1);
	assert_int_equal(w->can_target, 0);
	assert_true(w->feature->passed);
	assert_true(w->feature->tagged);
	assert_date(w->feature->next_date, "2024-12-22");
	assert_int_equal(w->ping_from, -1);
	/* in the merge window after v6.12 */
	c = from_tags(tags, D("2024-11-20"));
	w = when(p, c, -1);
	assert_int_equal(w->can_target, 1);
	assert_date(w->feature->date, "2024-12-22");
	/* unknown cycle: the -rc, no date, no answer */
	c = from_tags(NULL, D("2024-11-20"));
	w = when(p, c, -1);
	assert_int_equal(w->can_target, -1);
	assert_int_equal(w->feature->rc, 4);
	assert_int_equal(w->feature->date, -1);
	maint_profile_free(p);
}

static void test_when__profile_without_dates(void **state)
{
	struct maint_profile *p = parse(
		"Quiet Profile\n=============\n\nOverview\n--------\n\n"
		"We review patches.\n");
	const struct maint_cycle *c;
	const struct maint_when *w;

	c = from_tags(tags, D("2024-10-16"));
	w = when(p, c, D("2024-10-02"));
	assert_null(w->feature->fact);
	assert_null(w->merge->fact);
	assert_int_equal(w->can_target, -1);
	assert_string_equal(
		w->reason,
		"the profile does not state a deadline for new features");
	assert_null(w->ping_wait);
	assert_null(w->ping_how);
	assert_int_equal(w->ping_from, -1);
	maint_profile_free(p);
}

static void test_when__weeks_before_merge_window(void **state)
{
	struct maint_profile *p = parse(
		"W\n=\n\nKey Cycle Dates\n---------------\n\n"
		"Features must be submitted at least two weeks before the merge window.\n");
	const struct maint_cycle *c;
	const struct maint_when *w;

	c = from_tags(tags, D("2024-10-30"));
	w = when(p, c, -1);
	assert_non_null(w->feature->fact);
	assert_int_equal(w->feature->rc, 6);
	assert_date(w->feature->date, "2024-11-03");
	assert_int_equal(w->can_target, 1);
	c = from_tags(tags, D("2024-11-03"));
	w = when(p, c, -1);
	assert_int_equal(w->can_target, 0);
	maint_profile_free(p);
}

static void test_when__merge_deadline_only(void **state)
{
	struct maint_profile *p = parse(
		"M\n=\n\nKey Cycle Dates\n---------------\n\n"
		"Features are merged until -rc5.\n");
	const struct maint_cycle *c;
	const struct maint_when *w;

	c = assume(4, D("2024-10-20"));
	w = when(p, c, -1);
	assert_null(w->feature->fact);
	assert_int_equal(w->merge->rc, 5);
	assert_int_equal(w->can_target, -1);
	/* "until -rc5": -rc5 is still in time, -rc6 is not */
	assert_true(w->merge->through);
	c = assume(5, D("2024-10-27"));
	w = when(p, c, -1);
	assert_int_equal(w->can_target, -1);
	assert_false(w->merge->passed);
	c = assume(6, D("2024-11-03"));
	w = when(p, c, -1);
	assert_int_equal(w->can_target, 0);
	maint_profile_free(p);
}

/* "before -rc4" passes at -rc4; "between -rc1 and -rc4" after it. */
static void test_when__before_and_through(void **state)
{
	struct maint_profile *p1 =
		parse("M\n=\n\nKey Cycle Dates\n---------------\n\n"
		      "New features should be sent before -rc4.\n");
	struct maint_profile *p2 = parse(
		"M\n=\n\nKey Cycle Dates\n---------------\n\n"
		"Code submissions should be sent between -rc1 and -rc4.\n");
	const struct maint_cycle *c;
	const struct maint_when *w;

	c = assume(4, D("2024-10-20"));
	w = when(p1, c, -1);
	assert_int_equal(w->feature->rc, 4);
	assert_false(w->feature->through);
	assert_true(w->feature->passed);
	w = when(p2, c, -1);
	assert_int_equal(w->feature->rc, 4);
	assert_true(w->feature->through);
	assert_false(w->feature->passed);
	assert_date(w->feature->date, "2024-10-27");
	c = assume(5, D("2024-10-27"));
	w = when(p2, c, -1);
	assert_true(w->feature->passed);
	maint_profile_free(p1);
	maint_profile_free(p2);
}

#define load612 corpus_profile_612

static void test_when__linux_612_profiles(void **state)
{
	static const struct {
		const char *path;
		int can_target; /* at v6.12-rc3 */
		const char *deadline, *ping_from; /* posted 2024-10-01 */
		bool any_time;
	} cases[] = {
		{ "Documentation/nvdimm/maintainer-entry-profile.rst", 1,
		  "2024-10-20", "2024-10-08", false },
		/* "between -rc1 and -rc6": in time through -rc6, until -rc7 */
		{ "Documentation/filesystems/xfs/xfs-maintainer-entry-profile.rst",
		  1, "2024-11-10", "2024-10-08", false },
		{ "Documentation/process/maintainer-kvm-x86.rst", -1, NULL,
		  NULL, false },
		{ "Documentation/process/maintainer-netdev.rst", -1, NULL,
		  "2024-10-09", false },
		{ "Documentation/mm/damon/maintainer-profile.rst", -1, NULL,
		  "2024-10-08", true },
		{ "Documentation/doc-guide/maintainer-profile.rst", -1, NULL,
		  "2024-10-08", true },
		{ "Documentation/arch/riscv/patch-acceptance.rst", -1, NULL,
		  NULL, false },
		{ "Documentation/process/maintainer-soc.rst", -1, NULL, NULL,
		  false },
	};
	const struct maint_cycle *c;
	size_t i;

	CORPUS_SKIP();
	c = from_tags(tags, D("2024-10-16"));
	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		struct maint_profile *p = load612(cases[i].path);
		const struct maint_when *w;

		w = when(p, c, D("2024-10-01"));
		if (w->can_target != cases[i].can_target)
			fail_msg("%s: can_target %d, want %d", cases[i].path,
				 w->can_target, cases[i].can_target);
		assert_int_equal(w->any_time, cases[i].any_time);
		if (cases[i].deadline)
			assert_date(w->feature->date, cases[i].deadline);
		else
			assert_int_equal(w->feature->date, -1);
		if (cases[i].ping_from)
			assert_date(w->ping_from, cases[i].ping_from);
		else
			assert_int_equal(w->ping_from, -1);
		maint_profile_free(p);
	}
}

/* The cycle's name, and the JSON of an answer without profiles */
static void test_when__json_and_names(void **state)
{
	const struct maint_cycle *c;
	struct maint_when_doc d = MAINT_WHEN_DOC_INIT;
	char name[64], *j;
	size_t n, len = 0;

	(void)state;
	c = assume(3, D("2024-10-16"));
	maint_cycle_name(c, name, sizeof(name));
	assert_string_equal(name, "-rc3");
	c = assume(0, D("2024-10-13"));
	maint_cycle_name(c, name, sizeof(name));
	assert_string_equal(name, "merge window");
	c = assume(-1, D("2024-10-13"));
	maint_cycle_name(c, name, sizeof(name));
	assert_string_equal(name, "");
	assert_int_equal(maint_cycle_assumptions(&n)[0][0], '-');
	assert_int_equal(n, 5);

	d.posted = -1;
	d.cycle = c;
	d.today = D("2024-10-13");
	j = maint_when_json(&d, &len);
	assert_non_null(j);
	assert_int_equal(len, strlen(j));
	assert_non_null(strstr(j, "{\"today\": \"2024-10-13\", "
				  "\"posted\": null,\n  \"cycle_position\": "
				  "null,\n  \"assumptions\": [\"-rc releases"));
	assert_non_null(strstr(j, "\n  \"profiles\": [],\n  "
				  "\"diagnostics\": []}\n"));
	free(j);
	/* a layout newer than the library's is refused */
	d.version = MAINT_WHEN_DOC_VERSION + 1;
	assert_null(maint_when_json(&d, &len));
}

int main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_when__dates),
		cmocka_unit_test(test_when__tag_names),
		cmocka_unit_test(test_when__tags_output),
		cmocka_unit_test(test_when__no_repository),
		cmocka_unit_test(test_when__tags_built),
		cmocka_unit_test(test_when__merge_window),
		cmocka_unit_test(test_when__each_rc),
		cmocka_unit_test(test_when__rc8_and_release),
		cmocka_unit_test(test_when__without_previous_release),
		cmocka_unit_test(test_when__unknown_and_stale),
		cmocka_unit_test(test_when__assumed),
		cmocka_unit_test(test_when__durations),
		cmocka_unit_test(test_when__profile_with_dates),
		cmocka_unit_test(test_when__profile_without_dates),
		cmocka_unit_test(test_when__weeks_before_merge_window),
		cmocka_unit_test(test_when__merge_deadline_only),
		cmocka_unit_test(test_when__before_and_through),
		cmocka_unit_test(test_when__linux_612_profiles),
		cmocka_unit_test(test_when__json_and_names),
	};

	if (!corpus_find(argc ? argv[0] : ""))
		fprintf(stderr, "# SKIP corpus tests: ../shared/corpus is absent\n");
	return cmocka_run_group_tests(tests, tags_setup, tags_teardown);
}
