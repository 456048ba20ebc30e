// SPDX-License-Identifier: GPL-2.0-only
/* Unit tests of maint_check(), the self-test text and the path index. */
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

/* The findings for text as "LINE:check" lines. */
static char *check(const char *text)
{
	struct maint_text t = { "M", text, strlen(text) };
	struct maint_check_opts o = { tmpdir, paths };
	struct maint_finding *f;
	static char buf[4096];
	size_t n, i;

	buf[0] = '\0';
	assert_int_equal(maint_check(&t, 1, &o, &f, &n), 0);
	for (i = 0; i < n; i++) {
		size_t l = strlen(buf);

		snprintf(buf + l, sizeof(buf) - l, "%u:%s\n", f[i].line,
			 f[i].check);
	}
	maint_findings_free(f, n);
	return buf;
}

static const char good[] = "A\nM:\tA B <a@b.org>\nS:\tMaintained\nF:\tdrivers/\n";

static void test_check__clean_section(void **state)
{
	assert_string_equal(check(good), "");
}

static void test_check__missing_status_email_pattern(void **state)
{
	assert_string_equal(check("A\nW:\thttps://x.org/\n"),
			    "1:no-email\n1:no-status\n1:no-pattern\n");
}

static void test_check__orphan_needs_no_email(void **state)
{
	assert_string_equal(check("A\nS:\tOrphan\nF:\tdrivers/foo.c\n"), "");
}

static void test_check__duplicate_header(void **state)
{
	assert_string_equal(check("A\nM:\ta@b.org\nS:\tMaintained\nF:\tdrivers/\n\n"
				  "A\nM:\ta@b.org\nS:\tMaintained\nF:\tdrivers/\n"),
			    "6:duplicate-header\n");
}

static void test_check__one_tab(void **state)
{
	assert_string_equal(check("A\nM:  a@b.org\nS:\tMaintained\nF:\t\tdrivers/\n"),
			    "2:tab\n4:tab\n");
}

static void test_check__unknown_type(void **state)
{
	assert_string_equal(check("A\nM:\ta@b.org\nS:\tMaintained\nF:\tdrivers/\nZ:\tz\n"),
			    "5:unknown-type\n");
}

static void test_check__type_and_pattern_order(void **state)
{
	assert_string_equal(check("A\nS:\tMaintained\nM:\ta@b.org\nF:\tdrivers/foo.c\nF:\tdrivers/bar.c\n"),
			    "3:type-order\n5:pattern-order\n");
}

static void test_check__no_file_matches(void **state)
{
	assert_string_equal(check("A\nM:\ta@b.org\nS:\tMaintained\nF:\tdrivers/baz*\nX:\tdrivers/f?o.c\n"),
			    "4:no-match\n");
}

static void test_check__bad_address_and_status(void **state)
{
	assert_string_equal(check("A\nM:\tJo <jo@>\nL:\tlist\nS:\tMaintained (mostly)\nS:\tDead\nF:\tdrivers/\n"),
			    "2:address\n3:address\n5:status\n");
}

static void test_check__bad_regex(void **state)
{
	assert_string_equal(check("A\nM:\ta@b.org\nS:\tMaintained\nN:\tfoo(\nK:\t[x\n"),
			    "4:regex\n5:regex\n");
}

static void test_check__section_order(void **state)
{
	assert_string_equal(check("B\nM:\ta@b.org\nS:\tMaintained\nF:\tdrivers/\n\n"
				  "A\nM:\ta@b.org\nS:\tMaintained\nF:\tdrivers/\n\n"
				  "THE REST\nM:\ta@b.org\nS:\tMaintained\nF:\t*\n"),
			    "6:section-order\n");
}

static void test_check__p_lines(void **state)
{
	assert_string_equal(check("A\nM:\ta@b.org\nS:\tMaintained\n"
				  "P:\tDocumentation/profile.rst\n"
				  "P:\thttps://example.org/p\n"
				  "P:\tJo Person\n"
				  "P:\tDocumentation/none.rst\n"
				  "P:\t../outside.rst\n"
				  "F:\tdrivers/\n"),
			    "6:obsolete-person\n7:profile-missing\n8:profile-outside\n");
}

static void test_check__entries_before_first_section(void **state)
{
	assert_string_equal(check("M:\ta@b.org\n\nA\nM:\ta@b.org\nS:\tMaintained\nF:\tdrivers/\n"),
			    "1:orphan-entry\n");
}

static void test_check__odd_line_and_crlf(void **state)
{
	assert_string_equal(check("A\r\nM:\ta@b.org\r\nS:\tMaintained\r\nF:\tdrivers/\r\n\r\nX\r\nY\r\nF:\tdrivers/\r\n"),
			    "1:crlf\n6:odd-line\n7:no-email\n7:no-status\n");
}

static void test_check__self_test_text(void **state)
{
	const char *text = "AA\nM:\ta\nF:\tnope\nT:\tbogus\n\nA B\nS:\tOrphan\nF:\tdrivers/\n";
	struct maint_text t = { "./M", text, strlen(text) };
	char *out;
	size_t len;

	assert_int_equal(maint_self_test_text(&t, 1, "", paths, tmpdir, &out,
					      &len),
			 0);
	assert_string_equal(out,
			    "./M:1: warning: section without status \tAA\n"
			    "./M:3: warning: no file matches\tF:\tnope\n"
			    "./M:4: warning: malformed entry\tT:\tbogus\n");
	free(out);
}

static void test_check__self_test_duplicate_prefix(void **state)
{
	const char *text = "ABC\nS:\tOrphan\nF:\tx\n\nAB\nS:\tOrphan\nF:\tx\n";
	struct maint_text t = { "M", text, strlen(text) };
	char *out;
	size_t len;

	assert_int_equal(maint_self_test_text(&t, 1, "sections", NULL, tmpdir,
					      &out, &len),
			 0);
	assert_string_equal(out, "M:5: warning: duplicate section header\tAB\n");
	free(out);
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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_check__tag_table),
		cmocka_unit_test(test_check__clean_section),
		cmocka_unit_test(test_check__missing_status_email_pattern),
		cmocka_unit_test(test_check__orphan_needs_no_email),
		cmocka_unit_test(test_check__duplicate_header),
		cmocka_unit_test(test_check__one_tab),
		cmocka_unit_test(test_check__unknown_type),
		cmocka_unit_test(test_check__type_and_pattern_order),
		cmocka_unit_test(test_check__no_file_matches),
		cmocka_unit_test(test_check__bad_address_and_status),
		cmocka_unit_test(test_check__bad_regex),
		cmocka_unit_test(test_check__section_order),
		cmocka_unit_test(test_check__p_lines),
		cmocka_unit_test(test_check__entries_before_first_section),
		cmocka_unit_test(test_check__odd_line_and_crlf),
		cmocka_unit_test(test_check__self_test_text),
		cmocka_unit_test(test_check__self_test_duplicate_prefix),
		cmocka_unit_test(test_check__paths_prefix_index),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
