// SPDX-License-Identifier: GPL-2.0-only
/*
 * Unit tests of the one-pass literal scanner (base/litscan.h): every
 * occurrence a memmem() per literal finds, no other, on random texts over
 * a small alphabet (so that literals occur, overlap and share prefixes).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "base/litscan.h"

#define MAXHITS 100000

struct hits {
	uint64_t v[MAXHITS]; /* pos << 16 | id */
	size_t n;
};

static int record(uint32_t id, size_t pos, void *ctx)
{
	struct hits *h = ctx;

	assert_true(h->n < MAXHITS);
	h->v[h->n++] = (uint64_t)pos << 16 | id;
	return 0;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

static uint32_t rnd(uint32_t *s)
{
	*s = *s * 1103515245u + 12345u;
	return *s >> 16;
}

static void test_litscan__same_as_memmem(void **state)
{
	static struct hits got, want;
	char text[600], lits[40][8];
	const char *lp[40];
	uint32_t ids[40], seed = 7;
	size_t round, i, j, n, len, limit;
	struct mnt_litscan *ls;

	(void)state;
	for (round = 0; round < 2000; round++) {
		n = 1 + rnd(&seed) % 40;
		for (i = 0; i < n; i++) {
			size_t ll = rnd(&seed) % 7; /* 0 (left out) to 6 */

			for (j = 0; j < ll; j++)
				lits[i][j] = (char)('a' + rnd(&seed) % 3);
			lits[i][ll] = '\0';
			lp[i] = lits[i];
			ids[i] = (uint32_t)(rnd(&seed) % 5); /* ids repeat */
		}
		len = rnd(&seed) % sizeof(text);
		for (j = 0; j < len; j++)
			text[j] = (char)('a' + rnd(&seed) % 4);
		limit = round % 3 ? len : rnd(&seed) % (len + 1);

		ls = mnt_litscan_new(lp, ids, n);
		assert_non_null(ls);
		got.n = want.n = 0;
		assert_int_equal(
			mnt_litscan_run(ls, text, len, limit, record, &got), 0);
		for (i = 0; i < n; i++) {
			size_t ll = strlen(lits[i]), off = 0;
			const char *p;

			while (ll && off < len &&
			       (p = memmem(text + off, len - off, lits[i],
					   ll)) &&
			       (size_t)(p - text) < limit) {
				assert_true(want.n < MAXHITS);
				want.v[want.n++] = (uint64_t)(p - text) << 16 |
						   ids[i];
				off = (size_t)(p - text) + 1;
			}
		}
		qsort(got.v, got.n, sizeof(*got.v), cmp_u64);
		qsort(want.v, want.n, sizeof(*want.v), cmp_u64);
		assert_int_equal(got.n, want.n);
		assert_memory_equal(got.v, want.v, got.n * sizeof(*got.v));
		mnt_litscan_free(ls);
	}
}

static int stop_at_third(uint32_t id, size_t pos, void *ctx)
{
	int *count = ctx;

	(void)id;
	(void)pos;
	return ++*count == 3 ? 42 : 0;
}

static void test_litscan__hit_stops_the_scan(void **state)
{
	const char *lits[] = { "ab", "abcd" };
	const uint32_t ids[] = { 0, 1 };
	struct mnt_litscan *ls = mnt_litscan_new(lits, ids, 2);
	int count = 0;

	(void)state;
	assert_non_null(ls);
	assert_int_equal(mnt_litscan_longest(ls), 4);
	assert_int_equal(mnt_litscan_run(ls, "abcdabcdabcd", 12, 12,
					 stop_at_third, &count),
			 42);
	assert_int_equal(count, 3);
	mnt_litscan_free(ls);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_litscan__same_as_memmem),
		cmocka_unit_test(test_litscan__hit_stops_the_scan),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
