// SPDX-License-Identifier: GPL-2.0-only
/*
 * Unit tests of the per-thread pattern caches (lib/recache.c): each
 * thread compiles its own patterns, and profiles, addresses and template
 * headings read in several threads at once agree with one thread's.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db/email.h"
#include "maint.h"
#include "base/recache.h"

static const struct mnt_recache cache = MNT_RECACHE_INIT(2);

static void *other_thread(void *arg)
{
	struct mnt_re **out = arg;

	out[0] = mnt_recache_get(&cache, 0, "a+b", 0);
	out[1] = mnt_recache_get(&cache, 0, "a+b", 0);
	/* still usable here; freed when this thread ends */
	if (out[0] &&
	    mnt_re_match(out[0], "xaab", 4, 0, NULL, 0) != MNT_RE_MATCH)
		out[0] = NULL;
	return NULL;
}

static void test_recache__per_thread(void **state)
{
	struct mnt_re *mine, *theirs[2] = { NULL, NULL };
	pthread_t t;

	(void)state;
	mine = mnt_recache_get(&cache, 0, "a+b", 0);
	assert_non_null(mine);
	assert_ptr_equal(mnt_recache_get(&cache, 0, "a+b", 0), mine);
	assert_int_equal(mnt_re_match(mine, "aab", 3, 0, NULL, 0),
			 MNT_RE_MATCH);
	assert_null(mnt_recache_get(&cache, 2, "x", 0)); /* no such slot */
	assert_int_equal(pthread_create(&t, NULL, other_thread, theirs), 0);
	assert_int_equal(pthread_join(t, NULL), 0);
	assert_non_null(theirs[0]);
	assert_ptr_equal(theirs[0], theirs[1]);
	assert_ptr_not_equal(theirs[0], mine);
	/* dropping frees this thread's set; the next use compiles again */
	mnt_recache_drop(&cache);
	mine = mnt_recache_get(&cache, 0, "a+b", 0);
	assert_non_null(mine);
	assert_int_equal(mnt_re_match(mine, "ab", 2, 0, NULL, 0), MNT_RE_MATCH);
	mnt_recache_drop(&cache);
}

static const char profile[] =
	"Widget maintainer entry profile\n"
	"===============================\n"
	"\n"
	"Submit checklist addendum\n"
	"-------------------------\n"
	"\n"
	"Patches must be based on the widget-next branch.  Run checkpatch.pl\n"
	"before sending.  The subject line must start with \"widget:\".\n"
	"\n"
	"Key cycle dates\n"
	"---------------\n"
	"\n"
	"New features are not accepted after -rc5.  Send fixes any time.\n"
	"See https://example.org/widget for the tree.\n";

/* The facts of the profile as one string */
static char *facts(void)
{
	struct maint_profile *p = NULL;
	size_t i, len = 0;
	char *s = NULL;
	FILE *f;

	if (maint_profile_parse(&p, "widget.rst", profile, strlen(profile),
				NULL))
		return NULL;
	f = open_memstream(&s, &len);
	if (!f) {
		maint_profile_free(p);
		return NULL;
	}
	for (i = 0; i < maint_profile_nfacts(p); i++) {
		const struct maint_fact *ft = maint_profile_fact(p, i);

		fprintf(f, "%d %s %u\n", ft->kind, ft->value ? ft->value : "",
			ft->line);
	}
	fprintf(f, "%d %d\n", maint_tmpl_match("Key cycle dates"),
		mnt_rfc822_valid("a@b.org, c@d.org", 16));
	fclose(f);
	maint_profile_free(p);
	return s;
}

#define NTHREADS 4
#define ROUNDS 20

static void *parse_thread(void *arg)
{
	const char *want = arg;
	int i;

	for (i = 0; i < ROUNDS; i++) {
		char *got = facts();
		bool same = got && !strcmp(got, want);

		free(got);
		if (!same)
			return (void *)1;
	}
	return NULL;
}

static void test_recache__threads_agree(void **state)
{
	pthread_t t[NTHREADS];
	char *want = facts();
	void *bad;
	int i;

	(void)state;
	assert_non_null(want);
	/* some facts, then the heading and address line */
	assert_non_null(strchr(want, '\n'));
	assert_non_null(strchr(strchr(want, '\n') + 1, '\n'));
	for (i = 0; i < NTHREADS; i++)
		assert_int_equal(
			pthread_create(&t[i], NULL, parse_thread, want), 0);
	for (i = 0; i < NTHREADS; i++) {
		assert_int_equal(pthread_join(t[i], &bad), 0);
		assert_null(bad);
	}
	free(want);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_recache__per_thread),
		cmocka_unit_test(test_recache__threads_agree),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
