// SPDX-License-Identifier: GPL-2.0-only
/*
 * Unit tests of the process runner (base/procrun.c: results, deadlines,
 * the stop flag) and of maint check --online's link checks
 * (maint_links_check) against addresses that cannot answer.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/procrun.h"
#include "maint.h"

static double seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* 0, another status, a deadline, a program that is not there */
static void test_procrun__results(void **state)
{
	static const char *const ok[] = { "true", NULL };
	static const char *const no[] = { "false", NULL };
	static const char *const slow[] = { "sleep", "30", NULL };
	static const char *const none[] = { "maint-no-such-program", NULL };
	/* a shell would expand this; an argument vector does not */
	static const char *const glob[] = { "test", "-e", "/*", NULL };
	struct mnt_proc p[] = {
		{ ok, 7 }, { no, 7 }, { slow, 7 }, { none, 7 }, { glob, 7 }
	};
	double t0 = seconds();

	(void)state;
	assert_int_equal(mnt_proc_run(p, 5, "/", 2, 0.3, NULL), 0);
	assert_int_equal(p[0].result, MNT_PROC_OK);
	assert_int_equal(p[1].result, MNT_PROC_FAILED);
	assert_int_equal(p[2].result, MNT_PROC_TIMEOUT);
	assert_int_equal(p[3].result, MNT_PROC_FAILED);
	assert_int_equal(p[4].result, MNT_PROC_FAILED);
	assert_true(seconds() - t0 < 10);
}

/* The stop flag: the running groups are killed, -EINTR at once */
static void test_procrun__stop(void **state)
{
	static const char *const slow[] = { "sleep", "30", NULL };
	struct mnt_proc p[] = { { slow, 7 }, { slow, 7 }, { slow, 7 } };
	volatile sig_atomic_t stop = 1;
	double t0 = seconds();

	(void)state;
	assert_int_equal(mnt_proc_run(p, 3, "/", 2, 60, &stop), -EINTR);
	assert_int_equal(p[0].result, MNT_PROC_PENDING);
	assert_int_equal(p[2].result, MNT_PROC_PENDING);
	assert_true(seconds() - t0 < 5);
}

static const char maintainers[] =
	"FOO\n"
	"M:\tA <a@example.org>\n"
	"W:\thttp://127.0.0.1:9/foo\n"
	"B:\tmailto:bugs@example.org\n"
	"T:\tgit file:///nonexistent/maint-test/repo.git main\n"
	"T:\tquilt http://127.0.0.1:9/quilt/\n"
	"T:\tsvn svn://example.org/x\n"
	"F:\tfoo/\n"
	"\n"
	"BAR\n"
	"M:\tB <b@example.org>\n"
	"Q:\thttp://127.0.0.1:9/foo\n"
	"F:\tbar/\n";

/* Which lines are links, each asked once, in file and line order */
static void test_links__unreachable(void **state)
{
	struct maint_text t = MAINT_TEXT_INIT("MAINTAINERS", maintainers,
					      sizeof(maintainers) - 1);
	const struct maint_text *tp[] = { &t };
	struct maint_links_opts o = { .timeout = 10 };
	struct maint_findings *fs = NULL;
	const struct maint_finding *f;

	(void)state;
	assert_int_equal(maint_links_check(tp, 1, &o, &fs), 0);
	assert_int_equal(maint_findings_count(fs), 4);
	f = maint_findings_at(fs, 0);
	assert_int_equal(f->line, 3);
	assert_string_equal(f->check, "link");
	assert_int_equal(f->level, MAINT_WARNING);
	assert_string_equal(f->message, "possible bad link: W: "
					"http://127.0.0.1:9/foo (HTTP "
					"request failed)");
	f = maint_findings_at(fs, 1);
	assert_int_equal(f->line, 5);
	assert_string_equal(f->message,
			    "possible bad link: T: file:///nonexistent/"
			    "maint-test/repo.git main (git ls-remote failed)");
	assert_int_equal(maint_findings_at(fs, 2)->line, 6);
	f = maint_findings_at(fs, 3);
	assert_int_equal(f->line, 12);
	assert_string_equal(f->file, "MAINTAINERS");
	maint_findings_free(fs);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_procrun__results),
		cmocka_unit_test(test_procrun__stop),
		cmocka_unit_test(test_links__unreachable),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
