// SPDX-License-Identifier: GPL-2.0-only
/* Unit tests of maint_fmt() (parse-maintainers.pl) and maint_diff(). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maint.h"

struct diags {
	char text[4096];
	int n;
};

static void collect(const struct maint_diag *d, void *ctx)
{
	struct diags *c = ctx;
	size_t l = strlen(c->text);

	snprintf(c->text + l, sizeof(c->text) - l, "%s:%u: %s\n",
		 d->file ? d->file : "-", d->line, d->msg);
	c->n++;
}

static int fmt(const char *in, bool order, char **out, struct diags *dg)
{
	struct maint_text t = { "M", in, strlen(in) };
	struct maint_diag_sink sink = { collect, dg };
	size_t len;

	return maint_fmt(&t, order, out, &len, &sink);
}

static void test_fmt__sorts_sections_the_rest_last(void **state)
{
	struct diags dg = { "", 0 };
	char *out;

	assert_int_equal(fmt("Intro\n\nTHE REST\nM:\ta@b.c\n\nzeta\nM:\tz@b.c\n\nAlpha\nF:  x\n",
			     false, &out, &dg),
			 0);
	assert_string_equal(out, "Intro\n\nAlpha\nF:\tx\n\nzeta\nM:\tz@b.c\n\n"
				 "THE REST\nM:\ta@b.c\n");
	free(out);
}

static void test_fmt__normalises_tag_lines(void **state)
{
	struct diags dg = { "", 0 };
	char *out;

	assert_int_equal(fmt("A\nM:   x@y.z   \r\nF:\n", false, &out, &dg), 0);
	assert_string_equal(out, "A\nM:\tx@y.z\nF:\t\n");
	free(out);
}

static void test_fmt__order_sorts_tags_and_patterns(void **state)
{
	struct diags dg = { "", 0 };
	char *out;

	assert_int_equal(fmt("A\nF:\tb\nS:\tMaintained\nF:\ta\nM:\tm@x.y\nK:\tk\n",
			     true, &out, &dg),
			 0);
	assert_string_equal(out,
			    "A\nM:\tm@x.y\nS:\tMaintained\nF:\ta\nF:\tb\nK:\tk\n");
	free(out);
}

static void test_fmt__duplicate_header_is_an_error(void **state)
{
	struct diags dg = { "", 0 };
	char *out = NULL;

	assert_int_equal(fmt("A\nM:\ta@b.c\n\nA\nM:\tb@b.c\n", false, &out,
			     &dg),
			 -EINVAL);
	assert_null(out);
	assert_string_equal(dg.text, "M:4: duplicate section header 'A'\n");
}

static void test_fmt__odd_line_is_an_error(void **state)
{
	struct diags dg = { "", 0 };
	char *out = NULL;

	assert_int_equal(fmt("A\nM:\ta@b.c\n\nB\nC\nM:\tb@b.c\n", false, &out,
			     &dg),
			 -EINVAL);
	assert_string_equal(dg.text, "M:4: odd non-pattern line 'B' for 'A'\n");
}

static void test_fmt__missing_final_newline(void **state)
{
	struct diags dg = { "", 0 };
	char *out;

	assert_int_equal(fmt("B\nF:\tx\n\nA\nF:\ty", false, &out, &dg), 0);
	assert_string_equal(out, "A\nF:\ty\n\nB\nF:\tx\n");
	free(out);
}

static void test_fmt__diff_equal_is_empty(void **state)
{
	char *d = maint_diff("a", "x\n", 2, "b", "x\n", 2, NULL);

	assert_string_equal(d, "");
	free(d);
}

static void test_fmt__diff_hunk(void **state)
{
	const char *a = "1\n2\n3\n4\n5\n6\n7\n8\n";
	const char *b = "1\n2\n3\n4\nfive\n6\n7\n8\n";
	char *d = maint_diff("a/M", a, strlen(a), "b/M", b, strlen(b), NULL);

	assert_string_equal(d, "--- a/M\n+++ b/M\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n"
			       "-5\n+five\n 6\n 7\n 8\n");
	free(d);
}

static void test_fmt__diff_no_newline(void **state)
{
	char *d = maint_diff("a", "x", 1, "b", "x\n", 2, NULL);

	assert_string_equal(d, "--- a\n+++ b\n@@ -1 +1 @@\n-x\n"
			       "\\ No newline at end of file\n+x\n");
	free(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fmt__sorts_sections_the_rest_last),
		cmocka_unit_test(test_fmt__normalises_tag_lines),
		cmocka_unit_test(test_fmt__order_sorts_tags_and_patterns),
		cmocka_unit_test(test_fmt__duplicate_header_is_an_error),
		cmocka_unit_test(test_fmt__odd_line_is_an_error),
		cmocka_unit_test(test_fmt__missing_final_newline),
		cmocka_unit_test(test_fmt__diff_equal_is_empty),
		cmocka_unit_test(test_fmt__diff_hunk),
		cmocka_unit_test(test_fmt__diff_no_newline),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
