// SPDX-License-Identifier: GPL-2.0-only
/*
 * Unit tests of lib/jsonw.c, the one JSON writer: the commas and colons it
 * places (inline, compact, one element per line), nesting, null for a
 * NULL string, escaping (also inside <script>), invalid UTF-8 as U+FFFD,
 * nesting as deep as the data, and an unbalanced end as a failure.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "jsonw.h"

#define FFFD "\xef\xbf\xbd"

static struct mbuf mb;
static struct jsonw w;

static int setup(void **state)
{
	mbuf_init(&mb);
	return 0;
}

static int teardown(void **state)
{
	mbuf_release(&mb);
	return 0;
}

static void test_jsonw__inline_commas_and_nesting(void **state)
{
	jsonw_init(&w, &mb, 0);
	jsonw_start_object(&w);
	jsonw_string_field(&w, "a", "x");
	jsonw_uint_field(&w, "b", 18446744073709551615ull);
	jsonw_int_field(&w, "c", -3);
	jsonw_name(&w, "d");
	jsonw_start_array(&w);
	jsonw_start_object(&w);
	jsonw_end_object(&w);
	jsonw_start_array(&w);
	jsonw_end_array(&w);
	jsonw_bool(&w, true);
	jsonw_null(&w);
	jsonw_string(&w, NULL);
	jsonw_end_array(&w);
	jsonw_bool_field(&w, "e", false);
	jsonw_null_field(&w, "f");
	jsonw_float_field(&w, "g", 4, 0.25);
	jsonw_end_object(&w);
	assert_false(mbuf_failed(&mb));
	assert_string_equal(mb.buf,
			    "{\"a\": \"x\", \"b\": 18446744073709551615, "
			    "\"c\": -3, \"d\": [{}, [], true, null, null], "
			    "\"e\": false, \"f\": null, \"g\": 0.2500}");
}

static void test_jsonw__compact(void **state)
{
	jsonw_init(&w, &mb, JSONW_COMPACT);
	jsonw_start_object(&w);
	jsonw_name(&w, "l");
	jsonw_start_array(&w);
	jsonw_string(&w, "a");
	jsonw_string(&w, "b");
	jsonw_end_array(&w);
	jsonw_uint_field(&w, "n", 1);
	jsonw_end_object(&w);
	assert_false(mbuf_failed(&mb));
	assert_string_equal(mb.buf, "{\"l\":[\"a\",\"b\"],\"n\":1}");
}

static void test_jsonw__pretty(void **state)
{
	jsonw_init(&w, &mb, 0);
	jsonw_start_object_nl(&w, JSONW_PRETTY, 2);
	jsonw_string_field(&w, "range", "a..b");
	jsonw_name(&w, "trees");
	jsonw_start_array_nl(&w, JSONW_PRETTY, 4);
	jsonw_start_object(&w);
	jsonw_uint_field(&w, "n", 1);
	jsonw_uint_field(&w, "m", 2);
	jsonw_end_object(&w);
	jsonw_start_object(&w);
	jsonw_end_object(&w);
	jsonw_end_array(&w);
	jsonw_name(&w, "edges");
	jsonw_start_array_nl(&w, JSONW_PRETTY, 4);
	jsonw_end_array(&w);
	jsonw_end_object(&w);
	assert_false(mbuf_failed(&mb));
	assert_string_equal(mb.buf, "{\n"
				    "  \"range\": \"a..b\",\n"
				    "  \"trees\": [\n"
				    "    {\"n\": 1, \"m\": 2},\n"
				    "    {}\n"
				    "  ],\n"
				    "  \"edges\": []\n"
				    "}");
}

/* one element per line, the first on the opening line; or after a break */
static void test_jsonw__hanging_lines(void **state)
{
	jsonw_init(&w, &mb, 0);
	jsonw_start_object_nl(&w, JSONW_NL_SEP, 1);
	jsonw_name(&w, "p");
	jsonw_start_array(&w);
	jsonw_uint(&w, 1);
	jsonw_uint(&w, 2);
	jsonw_end_array(&w);
	jsonw_name(&w, "m");
	jsonw_start_array_nl(&w, JSONW_NL_SEP | JSONW_NL_LEAD, 2);
	jsonw_string(&w, "x");
	jsonw_string(&w, "y");
	jsonw_end_array(&w);
	jsonw_name(&w, "e");
	jsonw_start_array_nl(&w, JSONW_NL_SEP | JSONW_NL_LEAD, 2);
	jsonw_end_array(&w);
	jsonw_end_object(&w);
	assert_false(mbuf_failed(&mb));
	assert_string_equal(mb.buf, "{\"p\": [1, 2],\n"
				    " \"m\": [\n"
				    "  \"x\",\n"
				    "  \"y\"],\n"
				    " \"e\": []}");
}

/* a break where a layout has one, and the compact one a line (report's) */
static void test_jsonw__break(void **state)
{
	jsonw_init(&w, &mb, JSONW_COMPACT);
	jsonw_start_object(&w);
	jsonw_uint_field(&w, "a", 1);
	jsonw_break(&w);
	jsonw_name(&w, "b");
	jsonw_start_array_nl(&w, JSONW_NL_SEP | JSONW_NL_LEAD, 0);
	jsonw_uint(&w, 2);
	jsonw_uint(&w, 3);
	jsonw_end_array(&w);
	jsonw_uint_field(&w, "c", 4);
	jsonw_end_object(&w);
	jsonw_init(&w, &mb, 0); /* a document of its own, on the same buffer */
	jsonw_start_array(&w);
	jsonw_break(&w);
	jsonw_null(&w);
	jsonw_end_array(&w);
	assert_false(mbuf_failed(&mb));
	assert_string_equal(mb.buf, "{\"a\":1,\n\"b\":[\n2,\n3],\"c\":4}"
				    "[\nnull]");
}

/* a break before an end: the closing bracket on its own line, even empty */
static void test_jsonw__break_before_end(void **state)
{
	jsonw_init(&w, &mb, 0);
	jsonw_start_object(&w);
	jsonw_name(&w, "a");
	jsonw_start_array_nl(&w, JSONW_NL_SEP | JSONW_NL_LEAD, 2);
	jsonw_break(&w);
	jsonw_end_array(&w);
	jsonw_name(&w, "b");
	jsonw_start_array_nl(&w, JSONW_NL_SEP | JSONW_NL_LEAD, 2);
	jsonw_uint(&w, 1);
	jsonw_break(&w);
	jsonw_end_array(&w);
	jsonw_end_object(&w);
	assert_false(mbuf_failed(&mb));
	assert_string_equal(mb.buf, "{\"a\": [\n], \"b\": [\n  1\n]}");
}

static void test_jsonw__escaping(void **state)
{
	static const char in[] = "q\"b\\n\nt\tc\x01"
				 "d\x7f<&>";

	jsonw_init(&w, &mb, 0);
	jsonw_start_array(&w);
	jsonw_string_len(&w, in, sizeof(in) - 1);
	jsonw_end_array(&w);
	assert_string_equal(mb.buf, "[\"q\\\"b\\\\n\\nt\\tc\\u0001d\\u007f"
				    "<&>\"]");

	mbuf_reset(&mb);
	jsonw_init(&w, &mb, JSONW_SCRIPT);
	jsonw_start_object(&w);
	jsonw_string_field(&w, "<n>", "</script>&\xc3\xa9");
	jsonw_end_object(&w);
	assert_false(mbuf_failed(&mb));
	assert_string_equal(mb.buf,
			    "{\"\\u003cn\\u003e\": "
			    "\"\\u003c/script\\u003e\\u0026\xc3\xa9\"}");
}

static void test_jsonw__invalid_utf8(void **state)
{
	jsonw_init(&w, &mb, 0);
	jsonw_start_object(&w);
	/* a stray byte, an overlong '/', a surrogate, a cut sequence */
	jsonw_string_field(&w, "b\xff", "\xfe-\xe0\x80\xaf-\xed\xa0\x80-\xc3");
	jsonw_string_field(&w, "ok", "caf\xc3\xa9 \xf0\x9f\x90\xa7");
	jsonw_end_object(&w);
	assert_false(mbuf_failed(&mb));
	assert_string_equal(mb.buf,
			    "{\"b" FFFD "\": \"" FFFD "-" FFFD FFFD FFFD
			    "-" FFFD FFFD FFFD "-" FFFD "\", "
			    "\"ok\": \"caf\xc3\xa9 \xf0\x9f\x90\xa7\"}");

	assert_int_equal(w.lost, 1 + 1 + 3 + 3 + 1); /* the bytes replaced */
}

/* a value that is JSON already, between the commas */
static void test_jsonw__raw(void **state)
{
	jsonw_init(&w, &mb, JSONW_COMPACT);
	jsonw_start_object(&w);
	jsonw_uint_field(&w, "a", 1);
	jsonw_name(&w, "answer");
	jsonw_raw(&w, "{\"x\":[1,2]}", 11);
	jsonw_bool_field(&w, "b", true);
	jsonw_end_object(&w);
	assert_false(mbuf_failed(&mb));
	assert_int_equal(w.lost, 0);
	assert_string_equal(mb.buf,
			    "{\"a\":1,\"answer\":{\"x\":[1,2]},\"b\":true}");
}

/* as deep as the data: the levels past the inline ones are allocated */
static void test_jsonw__deep_nesting(void **state)
{
	int i, n = 1000;

	jsonw_init(&w, &mb, JSONW_COMPACT);
	for (i = 0; i < n; i++) {
		jsonw_start_object(&w);
		jsonw_uint_field(&w, "d", (unsigned int)i);
		jsonw_name(&w, "c");
		jsonw_start_array(&w);
	}
	for (i = 0; i < n; i++) {
		jsonw_end_array(&w);
		jsonw_end_object(&w);
	}
	assert_false(mbuf_failed(&mb));
	assert_int_equal(w.depth, 0);
	assert_int_equal(w.alloc, 0); /* freed with the document's end */
	assert_memory_equal(mb.buf, "{\"d\":0,\"c\":[{\"d\":1,\"c\":[{", 25);
	assert_string_equal(mb.buf + mb.len - 6, "]}]}]}");
}

/* a writer left with containers open frees its levels on release */
static void test_jsonw__release_open(void **state)
{
	int i;

	jsonw_init(&w, &mb, 0);
	for (i = 0; i < 3 * JSONW_INLINE_DEPTH; i++)
		jsonw_start_array(&w);
	assert_false(mbuf_failed(&mb));
	assert_true(w.alloc > 0);
	jsonw_release(&w);
	assert_int_equal(w.alloc, 0);
}

static void test_jsonw__unbalanced_end_fails(void **state)
{
	jsonw_init(&w, &mb, 0);
	jsonw_start_object(&w);
	jsonw_end_object(&w);
	assert_false(mbuf_failed(&mb));
	jsonw_end_object(&w);
	assert_true(mbuf_failed(&mb));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
#define T(f) cmocka_unit_test_setup_teardown(f, setup, teardown)
		T(test_jsonw__inline_commas_and_nesting),
		T(test_jsonw__compact),
		T(test_jsonw__pretty),
		T(test_jsonw__hanging_lines),
		T(test_jsonw__break),
		T(test_jsonw__break_before_end),
		T(test_jsonw__escaping),
		T(test_jsonw__invalid_utf8),
		T(test_jsonw__raw),
		T(test_jsonw__deep_nesting),
		T(test_jsonw__release_open),
		T(test_jsonw__unbalanced_end_fails),
#undef T
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
