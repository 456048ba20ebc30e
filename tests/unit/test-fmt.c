// SPDX-License-Identifier: GPL-2.0-only
/*
 * Unit tests of maint_diff(); maint_fmt()'s cases are in
 * tests/unit/cases/fmt.test.
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

#include "maint.h"

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
		cmocka_unit_test(test_fmt__diff_equal_is_empty),
		cmocka_unit_test(test_fmt__diff_hunk),
		cmocka_unit_test(test_fmt__diff_no_newline),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
