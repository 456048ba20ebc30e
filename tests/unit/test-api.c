// SPDX-License-Identifier: GPL-2.0-only
/*
 * Unit tests of what every part of the library shares (include/maint/
 * common.h): the version, the words for errors, maint_free(), and the
 * versioned options structs: MAINT_X_OPTIONS_INIT, and a call whose
 * options say a newer layout than the library's refused with -EINVAL
 * before anything is read or allocated.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "maint.h"

static void test_api__version_and_errors(void **state)
{
	(void)state;
	assert_non_null(maint_version());
	assert_true(strlen(maint_version()) > 0);
	assert_string_equal(maint_strerror(-MAINT_E_NOTFOUND),
			    maint_strerror(MAINT_E_NOTFOUND));
	assert_string_equal(maint_strerror(-ENOENT), strerror(ENOENT));
	assert_non_null(maint_strerror(-MAINT_E_SHALLOW));
	assert_non_null(maint_strerror(-123456));
	maint_free(NULL);
	maint_free(malloc(16));
}

/* get's INIT is get_maintainer.pl's defaults, as maint_get_opts_init() */
static void test_api__get_init(void **state)
{
	struct maint_get_opts a = MAINT_GET_OPTIONS_INIT, b;

	(void)state;
	memset(&b, 0x5a, sizeof(b));
	maint_get_opts_init(&b);
	assert_int_equal(a.version, MAINT_GET_OPTIONS_VERSION);
	assert_int_equal(b.version, MAINT_GET_OPTIONS_VERSION);
	assert_true(b.email && b.maintainer && b.reviewer && b.list &&
		    b.rolestats && b.keywords && !b.git && !b.subscriber);
	assert_int_equal(b.git_max_maintainers, 5);
	assert_string_equal(b.git_since, "1-year-ago");
	assert_string_equal(b.separator, ", ");
	assert_int_equal(a.git_min_percent, b.git_min_percent);
	assert_ptr_equal(a.script, b.script);
}

/* every function that takes options refuses a layout from the future */
static void test_api__newer_layout_refused(void **state)
{
	struct maint_load_opts lo = MAINT_LOAD_OPTIONS_INIT;
	struct maint_get_opts go = MAINT_GET_OPTIONS_INIT;
	struct maint_check_opts co = MAINT_CHECK_OPTIONS_INIT;
	struct maint_links_opts ko = MAINT_LINKS_OPTIONS_INIT;
	struct maint_ptargets_opts to = MAINT_PTARGETS_OPTIONS_INIT;
	struct maint_fetch_opts fo = MAINT_FETCH_OPTIONS_INIT;
	struct maint_preflight_opts po = MAINT_PREFLIGHT_OPTIONS_INIT;
	struct maint_pulls_opts plo = MAINT_PULLS_OPTIONS_INIT;
	struct maint_coverage_opts vo = MAINT_COVERAGE_OPTIONS_INIT;
	struct maint_coverage_json_opts jo = MAINT_COVERAGE_JSON_OPTIONS_INIT;
	struct maint_report_html_opts ho = MAINT_REPORT_HTML_OPTIONS_INIT;
	struct maint_text t = MAINT_TEXT_INIT("MAINTAINERS", "", 0);
	const struct maint_text *tp[] = { &t };
	struct maint_check_opts co1 = MAINT_CHECK_OPTIONS_INIT;
	char *out = NULL;
	size_t len = 0;
	struct maint_db *db = (struct maint_db *)&lo; /* never read */
	struct maint_get *g = (struct maint_get *)&lo;
	struct maint_ptargets *ts = (struct maint_ptargets *)&lo;
	struct maint_preflight *pf = (struct maint_preflight *)&lo;
	struct maint_pulls *p = (struct maint_pulls *)&lo;
	struct maint_pulls_cycles *pc = NULL;
	struct maint_coverage *cov = (struct maint_coverage *)&lo;
	struct maint_profile *prof = (struct maint_profile *)&lo;
	struct maint_findings *f = NULL;

	(void)state;
	lo.version = MAINT_LOAD_OPTIONS_VERSION + 1;
	lo.path = "/nonexistent/MAINTAINERS";
	assert_int_equal(maint_db_load(&db, &lo, NULL), -EINVAL);
	go.version = MAINT_GET_OPTIONS_VERSION + 1;
	assert_int_equal(maint_get_new(&g, NULL, &go, NULL), -EINVAL);
	co.version = MAINT_CHECK_OPTIONS_VERSION + 1;
	assert_int_equal(maint_check(tp, 1, &co, &f), -EINVAL);
	assert_null(f);
	ko.version = MAINT_LINKS_OPTIONS_VERSION + 1;
	assert_int_equal(maint_links_check(tp, 1, &ko, &f), -EINVAL);
	/* a text of a newer layout, wherever a text goes in */
	t.version = MAINT_TEXT_VERSION + 1;
	assert_int_equal(maint_check(tp, 1, &co1, &f), -EINVAL);
	assert_null(f);
	assert_int_equal(maint_fmt(&t, false, &out, &len, NULL), -EINVAL);
	assert_null(out);
	assert_int_equal(maint_migrate(&t, ".", &out, &len, NULL), -EINVAL);
	assert_int_equal(maint_insert_line(&t, 0, "P:\tx", &out, &len),
			 -EINVAL);
	assert_int_equal(maint_self_test_text(tp, 1, "", NULL, ".", &out, &len),
			 -EINVAL);
	assert_null(out);
	t.version = 0; /* a caller that sets the rest alone: the first layout */
	assert_int_equal(maint_fmt(&t, false, &out, &len, NULL), 0);
	free(out);
	to.version = MAINT_PTARGETS_OPTIONS_VERSION + 1;
	assert_int_equal(maint_ptargets_new(&ts, &to, NULL), -EINVAL);
	assert_null(ts);
	fo.version = MAINT_FETCH_OPTIONS_VERSION + 1;
	assert_int_equal(maint_profile_url(&prof, "https://example.invalid/",
					   &fo, NULL),
			 -EINVAL);
	po.version = MAINT_PREFLIGHT_OPTIONS_VERSION + 1;
	assert_int_equal(maint_preflight_new(&pf, &po, NULL), -EINVAL);
	plo.version = MAINT_PULLS_OPTIONS_VERSION + 1;
	assert_int_equal(maint_pulls_build(&p, "", 0, "", 0, 0, 0, &plo, NULL),
			 -EINVAL);
	assert_int_equal(maint_pulls_collect(&p, &plo, NULL), -EINVAL);
	assert_int_equal(maint_pulls_cycles(&pc, &plo, "v1..v2", NULL, NULL),
			 -EINVAL);
	vo.version = MAINT_COVERAGE_OPTIONS_VERSION + 1;
	assert_int_equal(maint_coverage_run(&cov, NULL, NULL, 0, &vo), -EINVAL);
	jo.version = MAINT_COVERAGE_JSON_OPTIONS_VERSION + 1;
	errno = 0;
	assert_null(maint_coverage_json(NULL, &jo, NULL));
	assert_int_equal(errno, EINVAL);
	ho.version = MAINT_REPORT_HTML_OPTIONS_VERSION + 1;
	errno = 0;
	assert_null(maint_report_html(NULL, NULL, NULL, &ho, NULL));
	assert_int_equal(errno, EINVAL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_api__version_and_errors),
		cmocka_unit_test(test_api__get_init),
		cmocka_unit_test(test_api__newer_layout_refused),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
