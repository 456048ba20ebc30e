// SPDX-License-Identifier: GPL-2.0-only
/*
 * Unit tests of common/mbuf.c's JSON string writer: whatever the bytes, the
 * result is valid UTF-8 JSON string content (issue 13, D11): well-formed
 * sequences copied, every other byte >= 0x80 one U+FFFD, control
 * characters escaped.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "mbuf.h"

static void check(const char *in, size_t len, const char *want)
{
	struct mbuf mb = MBUF_INIT;

	mbuf_add_json_str(&mb, in, len);
	assert_false(mbuf_failed(&mb));
	assert_string_equal(mb.buf, want);
	mbuf_release(&mb);
}

#define FFFD "\xef\xbf\xbd"

static void test_json__valid_utf8_copied(void **state)
{
	(void)state;
	check("caf\xc3\xa9", 5, "caf\xc3\xa9");
	check("\xe2\x82\xac \xf0\x9f\x90\xa7", 8, "\xe2\x82\xac \xf0\x9f\x90\xa7");
	check("\xed\x9f\xbf", 3, "\xed\x9f\xbf"); /* U+D7FF */
	check("\xf4\x8f\xbf\xbf", 4, "\xf4\x8f\xbf\xbf"); /* U+10FFFF */
}

static void test_json__invalid_bytes_become_fffd(void **state)
{
	(void)state;
	check("bad\xff\xfe.c", 7, "bad" FFFD FFFD ".c");
	check("\x80", 1, FFFD); /* stray continuation */
	check("\xc3", 1, FFFD); /* cut */
	check("\xc3(", 2, FFFD "("); /* cut, then ASCII */
	check("\xc0\xaf", 2, FFFD FFFD); /* overlong '/' */
	check("\xe0\x80\xaf", 3, FFFD FFFD FFFD); /* overlong */
	check("\xed\xa0\x80", 3, FFFD FFFD FFFD); /* surrogate U+D800 */
	check("\xf4\x90\x80\x80", 4, FFFD FFFD FFFD FFFD); /* > U+10FFFF */
	check("\xf5\x80", 2, FFFD FFFD);
	check("\xe2\x82", 2, FFFD FFFD); /* cut at the end */
}

static void test_json__escapes(void **state)
{
	(void)state;
	check("a\"b\\c\n\t\r", 8, "a\\\"b\\\\c\\n\\t\\r");
	check("\x01\x1b\x7f", 3, "\\u0001\\u001b\\u007f");
	check("a\0b", 3, "a\\u0000b");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_json__valid_utf8_copied),
		cmocka_unit_test(test_json__invalid_bytes_become_fffd),
		cmocka_unit_test(test_json__escapes),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
