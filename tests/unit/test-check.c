// SPDX-License-Identifier: GPL-2.0-only
/*
 * Unit tests of the tag table and the path index; the maint_check() and
 * self-test cases are in tests/unit/cases/check.test.
 */
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

static char tmpdir[] = "/tmp/maint-test-check-XXXXXX";
static struct maint_paths *paths;

static void touch(const char *rel)
{
	char path[512];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", tmpdir, rel);
	f = fopen(path, "w");
	assert_non_null(f);
	fclose(f);
}

static int setup(void **state)
{
	char path[512];

	if (!mkdtemp(tmpdir))
		return -1;
	snprintf(path, sizeof(path), "%s/drivers", tmpdir);
	mkdir(path, 0755);
	snprintf(path, sizeof(path), "%s/Documentation", tmpdir);
	mkdir(path, 0755);
	touch("drivers/foo.c");
	touch("drivers/bar.c");
	touch("Documentation/profile.rst");
	return maint_paths_walk(&paths, tmpdir);
}

static int teardown(void **state)
{
	char cmd[600];
	int r;

	maint_paths_free(paths);
	snprintf(cmd, sizeof(cmd), "%s/drivers/foo.c", tmpdir);
	unlink(cmd);
	snprintf(cmd, sizeof(cmd), "%s/drivers/bar.c", tmpdir);
	unlink(cmd);
	snprintf(cmd, sizeof(cmd), "%s/Documentation/profile.rst", tmpdir);
	unlink(cmd);
	snprintf(cmd, sizeof(cmd), "%s/drivers", tmpdir);
	r = rmdir(cmd);
	snprintf(cmd, sizeof(cmd), "%s/Documentation", tmpdir);
	r |= rmdir(cmd);
	return r | rmdir(tmpdir);
}

static void test_check__paths_prefix_index(void **state)
{
	assert_int_equal(maint_paths_count(paths), 3);
	assert_string_equal(maint_paths_get(paths, 0),
			    "Documentation/profile.rst");
	assert_int_equal(maint_paths_match(paths, "drivers/.*\\.c", 13), 1);
	assert_int_equal(maint_paths_match(paths, "drivers/baz", 11), 0);
	assert_int_equal(maint_paths_match(paths, "drivers/(foo|qux)", 17), 1);
	assert_int_equal(maint_paths_match(paths, "drivers/fo+", 11), 1);
	assert_int_equal(maint_paths_match(paths, "drivers/x?foo", 13), 1);
	assert_int_equal(maint_paths_match(paths, "drivers/(", 9), -22);
}

/* The one tag table: the preferred order, the letters known. */
static void test_check__tag_table(void **state)
{
	char order[MAINT_NTAGS + 1];
	size_t i;

	(void)state;
	for (i = 0; i < MAINT_NTAGS; i++) {
		order[i] = maint_tag_at(i)->letter;
		assert_int_equal(maint_tag_rank(order[i]), (int)i);
		assert_ptr_equal(maint_tag(order[i]), maint_tag_at(i));
	}
	order[i] = '\0';
	assert_string_equal(order, "MRLSWQBCPTFXNK");
	assert_null(maint_tag_at(MAINT_NTAGS));
	assert_null(maint_tag('Z'));
	assert_null(maint_tag('\0'));
	assert_int_equal(maint_tag_rank('Z'), MAINT_NTAGS);
	assert_int_equal(maint_tag('F')->value, MAINT_TV_PATTERN);
}

/* maint check --json: a finding a line, the level in checkpatch's words */
static void test_check__json(void **state)
{
	struct maint_findings *fs = maint_findings_alloc();
	size_t len = 0;
	char *j;

	(void)state;
	assert_non_null(fs);
	assert_string_equal(maint_finding_level_name(MAINT_ERROR), "error");
	assert_string_equal(maint_finding_level_name(MAINT_WARNING), "warning");
	assert_string_equal(maint_finding_level_name(MAINT_INFO), "check");
	assert_int_equal(maint_findings_add(fs, "MAINTAINERS", 3, MAINT_ERROR,
					    "no-email",
					    "section has no \"M:\" line"),
			 0);
	assert_int_equal(maint_findings_add(fs, "M2", 7, MAINT_INFO, "tab",
					    "space after the colon"),
			 0);
	assert_int_equal(maint_findings_count(fs), 2);
	j = maint_check_json(fs, &len);
	assert_non_null(j);
	assert_int_equal(len, strlen(j));
	assert_string_equal(
		j, "[\n  {\"file\": \"MAINTAINERS\", \"line\": 3, "
		   "\"level\": \"error\", \"check\": \"no-email\", "
		   "\"message\": \"section has no \\\"M:\\\" line\"},\n"
		   "  {\"file\": \"M2\", \"line\": 7, \"level\": \"check\", "
		   "\"check\": \"tab\", \"message\": \"space after the "
		   "colon\"}\n]\n");
	free(j);
	maint_findings_free(fs);
	j = maint_check_json(NULL, NULL);
	assert_string_equal(j, "[]\n");
	free(j);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_check__tag_table),
		cmocka_unit_test(test_check__paths_prefix_index),
		cmocka_unit_test(test_check__json),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
