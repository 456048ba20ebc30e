// SPDX-License-Identifier: GPL-2.0-only
/*
 * Unit tests of rfc822_valid()'s plain forms (mnt_rfc822_plain()): each
 * address it takes the script's regex takes too, on every M:/R: address
 * of linux-6.12's MAINTAINERS (most of which it must take) and on random
 * strings over the bytes that matter (blanks, quotes, specials, Latin-1
 * and other UTF-8, a backslash, parentheses).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "corpus.h"
#include "db/email.h"

static void agree(const char *s, size_t n, size_t *plain)
{
	if (!mnt_rfc822_plain(s, n))
		return;
	(*plain)++;
	if (!mnt_rfc822_valid_re(s, n))
		fail_msg("plain but not valid: '%.*s'", (int)n, s);
}

static void test_forms(void **state)
{
	static const char *const yes[] = {
		"a@b",
		"John Smith <js@example.org>",
		"  <x.y@z.w>  ",
		"\"Morten Br\xc3\xb8rup\" <mb@example.dk>",
		"J\xc3\xa9r\xc3\xb4me X <j@x.org>",
		"a.b+c@d-e.f",
		"Foo<foo@bar.baz>",
	};
	static const char *const unsure[] = {
		"",
		"John.Smith <js@example.org>",
		"a (comment) <a@b>",
		"\"a\\\"b\" <a@b>",
		"Micha\xc5\x82 <m@x.org>",
		"a@b, c@d",
		"<a@b",
		"a@b>",
		"\"open <a@b>",
		"a@[1.2.3.4]",
		"a\nb@c",
		"\"x\"\"y\" <a@b>",
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(yes) / sizeof(*yes); i++) {
		assert_true(mnt_rfc822_plain(yes[i], strlen(yes[i])));
		assert_true(mnt_rfc822_valid_re(yes[i], strlen(yes[i])));
	}
	for (i = 0; i < sizeof(unsure) / sizeof(*unsure); i++)
		assert_false(mnt_rfc822_plain(unsure[i], strlen(unsure[i])));
	/* the regex's answer stands where the fast path has none */
	assert_false(mnt_rfc822_valid("John.Smith <js@example.org>", 27));
	assert_true(mnt_rfc822_valid("a (c) <a@b>", 11));
}

static uint32_t rnd(uint32_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 17;
	*s ^= *s << 5;
	return *s;
}

static void test_random(void **state)
{
	static const char *const piece[] = {
		"a", "b", " ", "\t", "\"",  "<",	">",	    "@",
		".", ",", "(", ")",  "\\",  "\xc3\xa9", "\xc5\x82", "\xc3",
		":", ";", "[", "]",  "x@y", "<a@b>",	"Jo ",	    "\"q r\" ",
	};
	uint32_t st = 0x2545f491u;
	size_t round, plain = 0;

	(void)state;
	for (round = 0; round < 40000; round++) {
		char s[64];
		size_t n = 0, k = rnd(&st) % 8;

		while (k--) {
			const char *p = piece[rnd(&st) %
					      (sizeof(piece) / sizeof(*piece))];
			size_t l = strlen(p);

			if (n + l >= sizeof(s))
				break;
			memcpy(s + n, p, l);
			n += l;
		}
		agree(s, n, &plain);
	}
	assert_true(plain > 100); /* the sample reaches the fast path */
}

static void test_maintainers(void **state)
{
	char path[4200], line[4096];
	size_t total = 0, plain = 0;
	FILE *f;

	(void)state;
	CORPUS_SKIP();
	snprintf(path, sizeof(path), "%s/linux-6.12/MAINTAINERS", corpus_dir);
	f = fopen(path, "r");
	assert_non_null(f);
	while (fgets(line, sizeof(line), f)) {
		size_t n = strcspn(line, "\n");

		if (n < 3 || (line[0] != 'M' && line[0] != 'R') ||
		    line[1] != ':')
			continue;
		total++;
		agree(line + 3, n - 3, &plain);
	}
	fclose(f);
	assert_true(total > 4000);
	/* nearly every address is written plainly */
	assert_true(plain * 100 > total * 95);
}

int main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_forms),
		cmocka_unit_test(test_random),
		cmocka_unit_test(test_maintainers),
	};

	(void)argc;
	corpus_find(argv[0]);
	return cmocka_run_group_tests(tests, NULL, NULL);
}
