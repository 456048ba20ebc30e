// SPDX-License-Identifier: GPL-2.0-only
/*
 * Unit tests of the regex-free matcher of simple glob regexes (db/glob.h):
 * which regexes it takes, and that it answers as PCRE2 (anchored, the
 * flags F:/X: patterns compile with) on random regexes and paths over a
 * small alphabet, where segments occur, overlap and repeat.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "base/regex.h"
#include "db/glob.h"
#include "mbuf.h"

static uint32_t rnd(uint32_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 17;
	*s ^= *s << 5;
	return *s;
}

static void test_simple_forms(void **state)
{
	static const char *const yes[] = {
		"",	 "drivers/net/", "drivers/.*/foo",
		"a\\.c", "a.c",		 "include/linux/.*mm.*\\.h",
		".*",	 "x.*.*y",	 "a-b_c@d~e/f g#",
	};
	static const char *const no[] = {
		"a(b|c)", "a[bc]", "a+",    "a?",	 "^a",
		"a$",	  "a{2}",  "a\\d",  "a\\",	 ".*?",
		".*+",	  "a*",	   "x\\.*", "tab\there", "caf\xc3\xa9",
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(yes) / sizeof(*yes); i++)
		assert_true(mnt_glob_re_simple(yes[i], strlen(yes[i])));
	for (i = 0; i < sizeof(no) / sizeof(*no); i++)
		assert_false(mnt_glob_re_simple(no[i], strlen(no[i])));
}

static void test_unsure_bytes(void **state)
{
	bool unsure;

	(void)state;
	assert_false(mnt_glob_re_match("a.c", 3, "a\xc3\xa9", 3, &unsure));
	assert_true(unsure);
	assert_false(mnt_glob_re_match("a.*", 3, "a\nb", 3, &unsure));
	assert_true(unsure);
	assert_true(mnt_glob_re_match("a.*", 3, "ab", 2, &unsure));
	assert_false(unsure);
}

/* A random simple regex over {a, b, /, .} and its tokens. */
static void random_re(uint32_t *s, struct mbuf *re)
{
	static const char *const tok[] = { "a", "b", "/", "\\.", ".", ".*" };
	unsigned int n = rnd(s) % 9, i;

	mbuf_reset(re);
	for (i = 0; i < n; i++)
		mbuf_adds(re, tok[rnd(s) % 6]);
}

static void test_random_against_pcre(void **state)
{
	struct mbuf re = MBUF_INIT;
	uint32_t s = 0x9e3779b9u;
	size_t round, matched = 0;

	(void)state;
	for (round = 0; round < 3000; round++) {
		struct mnt_re *code;
		int k;

		random_re(&s, &re);
		assert_true(mnt_glob_re_simple(re.buf ? re.buf : "", re.len));
		code = mnt_re_compile(re.buf ? re.buf : "", re.len,
				      MNT_RE_ANCHORED, NULL, 0);
		assert_non_null(code);
		for (k = 0; k < 20; k++) {
			char path[16];
			size_t n = rnd(&s) % sizeof(path), j;
			bool unsure, fast;
			int slow;

			for (j = 0; j < n; j++)
				path[j] = "ab/."[rnd(&s) % 4];
			fast = mnt_glob_re_match(re.buf ? re.buf : "", re.len,
						 path, n, &unsure);
			slow = mnt_re_match(code, path, n, 0, NULL, 0);
			assert_false(unsure);
			assert_true(slow == MNT_RE_MATCH ||
				    slow == MNT_RE_NOMATCH);
			if (fast != (slow == MNT_RE_MATCH))
				fail_msg("regex '%.*s' path '%.*s': %d vs %d",
					 (int)re.len, re.buf, (int)n, path,
					 fast, slow);
			matched += fast;
		}
		mnt_re_free(code);
	}
	/* the sample has both answers in plenty */
	assert_true(matched > 3000 && matched < 57000);
	mbuf_release(&re);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_simple_forms),
		cmocka_unit_test(test_unsure_bytes),
		cmocka_unit_test(test_random_against_pcre),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
