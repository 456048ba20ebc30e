// SPDX-License-Identifier: GPL-2.0-only
/* Unit tests of address parsing, formatting, RFC 822 and .mailmap. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "db/email.h"

static void parse(const char *in, const char *name, const char *addr)
{
	struct mbuf n = MBUF_INIT, a = MBUF_INIT;

	mnt_email_parse(in, strlen(in), &n, &a);
	assert_string_equal(n.buf, name);
	assert_string_equal(a.buf, addr);
	mbuf_release(&n);
	mbuf_release(&a);
}

static void test_email__parse_forms(void **state)
{
	parse("Jane Doe <jane@example.org>", "Jane Doe", "jane@example.org");
	parse("  <jane@example.org>", "", "jane@example.org");
	parse("jane@example.org (comment)", "", "jane@example.org");
	/* names outside [A-Za-z0-9_ -] are quoted */
	parse("J. Doe <j@example.org>", "\"J. Doe\"", "j@example.org");
	parse("\"Doe, Jane\" <j@example.org>", "\"Doe, Jane\"",
	      "j@example.org");
	parse("Zoë <z@example.org>", "\"Zoë\"", "z@example.org");
	parse("no address here", "", "");
}

/*
 * The fast path of mnt_email_parse() against the regexes alone, on every
 * string of up to 5 characters over an alphabet of what decides them
 * (and random longer ones): the same name and address, always.
 */
static void same_as_regexes(const char *s, size_t n)
{
	struct mbuf n1 = MBUF_INIT, a1 = MBUF_INIT, n2 = MBUF_INIT,
		    a2 = MBUF_INIT;

	mnt_email_parse(s, n, &n1, &a1);
	mnt_email_parse_re(s, n, &n2, &a2);
	if (n1.len != n2.len || a1.len != a2.len ||
	    (n1.len && memcmp(n1.buf, n2.buf, n1.len)) ||
	    (a1.len && memcmp(a1.buf, a2.buf, a1.len)))
		fail_msg("'%.*s': fast '%s' <%s>, regexes '%s' <%s>", (int)n, s,
			 n1.buf ? n1.buf : "", a1.buf ? a1.buf : "",
			 n2.buf ? n2.buf : "", a2.buf ? a2.buf : "");
	mbuf_release(&n1);
	mbuf_release(&a1);
	mbuf_release(&n2);
	mbuf_release(&a2);
}

static void test_email__fast_path_is_the_regexes(void **state)
{
	static const char alpha[] = { 'a', ' ',	       '<',	  '>',
				      '@', '"',	       '\t',	  '\n',
				      '.', (char)0xc3, (char)0xff };
	const size_t na = sizeof(alpha);
	char s[40];
	size_t len, i, k, total;
	uint32_t seed = 12345;

	(void)state;
	for (len = 0; len <= 5; len++) {
		for (total = 1, i = 0; i < len; i++)
			total *= na;
		for (k = 0; k < total; k++) {
			size_t v = k;

			for (i = 0; i < len; i++, v /= na)
				s[i] = alpha[v % na];
			same_as_regexes(s, len);
		}
	}
	for (k = 0; k < 100000; k++) {
		len = 6 + k % 32;
		for (i = 0; i < len; i++) {
			seed = seed * 1103515245u + 12345u;
			s[i] = alpha[(seed >> 16) % (na - 3)];
		}
		same_as_regexes(s, len);
	}
	mnt_email_cleanup();
}

static void test_email__format(void **state)
{
	struct mbuf o = MBUF_INIT;

	mnt_email_format(&o, "Jane", 4, "j@example.org", 13, true);
	assert_string_equal(o.buf, "Jane <j@example.org>");
	mbuf_reset(&o);
	mnt_email_format(&o, "Jane", 4, "j@example.org", 13, false);
	assert_string_equal(o.buf, "j@example.org");
	mbuf_reset(&o);
	mnt_email_format(&o, "", 0, "j@example.org", 13, true);
	assert_string_equal(o.buf, "j@example.org");
	mbuf_release(&o);
}

static void test_email__rfc822(void **state)
{
	struct mbuf items = MBUF_INIT;
	size_t n;
	const char *list = "a@example.org, b@example.org";

	assert_true(mnt_rfc822_valid("Jane <j@example.org>", 20));
	assert_false(mnt_rfc822_valid(list, strlen(list)));
	assert_int_equal(mnt_rfc822_validlist(list, strlen(list), &items, &n),
			 1);
	assert_int_equal(n, 2);
	assert_string_equal(items.buf, "a@example.org");
	mbuf_release(&items);
	mnt_email_cleanup();
}

static void map(struct mnt_mailmap *mm, const char *in, const char *out)
{
	struct mbuf o = MBUF_INIT;

	mnt_mailmap_email(mm, in, strlen(in), &o);
	assert_string_equal(o.buf, out);
	mbuf_release(&o);
}

static void test_email__mailmap_four_forms(void **state)
{
	static const char text[] =
		"# comment\n"
		"Proper Name <one@example.org>\n"
		"<two-new@example.org> <two@example.org>\n"
		"Three Name <three-new@example.org> <three@example.org>\n"
		"Four Name <four-new@example.org> Old Four <four@example.org>\n";
	struct mnt_mailmap mm;

	mnt_mailmap_init(&mm);
	assert_int_equal(mnt_mailmap_load(&mm, text, strlen(text)), 0);
	map(&mm, "x <one@example.org>", "Proper Name <one@example.org>");
	map(&mm, "Two <two@example.org>", "Two <two-new@example.org>");
	map(&mm, "three@example.org", "Three Name <three-new@example.org>");
	map(&mm, "Old Four <four@example.org>",
	    "Four Name <four-new@example.org>");
	/* the fourth form needs the old name too */
	map(&mm, "Other <four@example.org>", "Other <four@example.org>");
	map(&mm, "Unknown <u@example.org>", "Unknown <u@example.org>");
	mnt_mailmap_clear(&mm);
	mnt_email_cleanup();
}

/*
 * The first lookups scan the keys, later ones use an index: both find a
 * key's lines in file order (the last one wins), in whatever order the
 * addresses are asked for.
 */
static void test_email__mailmap_scan_then_index(void **state)
{
	struct mbuf text = MBUF_INIT, in = MBUF_INIT, want = MBUF_INIT;
	int pass, i;

	(void)state;
	for (i = 0; i < 40; i++)
		mbuf_addf(&text,
			  "Old %d <a%d@example.org>\n"
			  "<b%d@example.org>  <a%d@example.org>\n"
			  "New %d <a%d@example.org> # later wins\n",
			  i, i, i, i, i, i);
	assert_false(mbuf_failed(&text));
	for (pass = 0; pass < 2; pass++) {
		struct mnt_mailmap mm;

		mnt_mailmap_init(&mm);
		assert_int_equal(mnt_mailmap_load(&mm, text.buf, text.len), 0);
		for (i = 0; i < 40; i++) {
			int a = pass ? 39 - i : i;

			mbuf_reset(&in);
			mbuf_reset(&want);
			mbuf_addf(&in, "x <a%d@example.org>", a);
			mbuf_addf(&want, "New %d <b%d@example.org>", a, a);
			map(&mm, in.buf, want.buf);
			map(&mm, in.buf, want.buf); /* asked again */
		}
		map(&mm, "Unknown <u@example.org>", "Unknown <u@example.org>");
		mnt_mailmap_clear(&mm);
	}
	mbuf_release(&text);
	mbuf_release(&in);
	mbuf_release(&want);
	mnt_email_cleanup();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_email__parse_forms),
		cmocka_unit_test(test_email__fast_path_is_the_regexes),
		cmocka_unit_test(test_email__format),
		cmocka_unit_test(test_email__rfc822),
		cmocka_unit_test(test_email__mailmap_four_forms),
		cmocka_unit_test(test_email__mailmap_scan_then_index),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
