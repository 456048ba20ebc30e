// SPDX-License-Identifier: GPL-2.0-only
/*
 * Unit tests of lib/gitindex.c: mnt_git_index_tracked() gives the answer
 * `git ls-files -- PATH` gives (non-empty output or not) for every index
 * version git writes (2, 3 with an intent-to-add entry, 4 with prefix
 * compression), for files, directories, untracked and outside paths, and
 * says "not certain" (-1) for a split index, a .git file, glob characters
 * and a path through a symlink instead of guessing.  git itself is the
 * oracle; the tests are skipped without it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "base/gitindex.h"
#include "base/gitrun.h"

static char top[PATH_MAX], outside[PATH_MAX + 8];

static int git(const char *const *args, struct mbuf *out)
{
	struct mbuf dummy = MBUF_INIT;
	int st = -1;

	if (mnt_git(top, args, out ? out : &dummy, 1 << 24, true, &st))
		st = -1;
	mbuf_release(&dummy);
	return st;
}

static void put(const char *rel, const char *text)
{
	char p[PATH_MAX * 2];
	FILE *f;

	snprintf(p, sizeof(p), "%s/%s", top, rel);
	f = fopen(p, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static void mkd(const char *rel)
{
	char p[PATH_MAX * 2];

	snprintf(p, sizeof(p), "%s/%s", top, rel);
	assert_int_equal(mkdir(p, 0755), 0);
}

/* git's answer for path (relative to top, or absolute). */
static int oracle(const char *path)
{
	const char *args[] = { "ls-files", "--", path, NULL };
	struct mbuf out = MBUF_INIT;
	int st = git(args, &out), r = st == 0 && out.len;

	mbuf_release(&out);
	return r;
}

static const char *const paths[] = {
	"a.c",
	"b/c.c",
	"b",
	"b/",
	"b/d",
	"b/d/e.h",
	"b/d/",
	"bb",
	"b.c",
	"c",
	"untracked",
	"0001-x.patch",
	"b/../a.c",
	"./b/c.c",
	"b//c.c",
	"zz/y",
	"ita.c",
	"b/d/e",
	"Documentation/x.rst",
	"b-",
	"b0",
};

/*
 * The same questions through one mnt_git_index each (relative to top, and
 * absolute from the current directory): the answers git gives, whichever
 * question comes first and reads the index (and makes its cache file).
 */
static void compare_handle(bool use_cache)
{
	struct mnt_git_index *gt = mnt_git_index_new(top, use_cache),
			     *ga = mnt_git_index_new(NULL, use_cache);
	char abs[PATH_MAX * 2], cwd[PATH_MAX];
	size_t i;

	assert_non_null(gt);
	assert_non_null(ga);
	assert_non_null(getcwd(cwd, sizeof(cwd)));
	assert_int_equal(chdir(top), 0);
	for (i = 0; i < sizeof(paths) / sizeof(*paths); i++) {
		int want = oracle(paths[i]), got;

		got = mnt_git_index_ask(gt, paths[i]);
		if (got != want)
			fail_msg("%s: git says %d, one index %d", paths[i],
				 want, got);
		snprintf(abs, sizeof(abs), "%s/%s", top, paths[i]);
		got = mnt_git_index_ask(ga, abs);
		if (got != want)
			fail_msg("%s: git says %d, one index %d", abs, want,
				 got);
	}
	assert_int_equal(mnt_git_index_ask(gt, outside), 0);
	assert_int_equal(mnt_git_index_ask(ga, "*.c"), -1);
	mnt_git_index_free(gt);
	mnt_git_index_free(ga);
	assert_int_equal(chdir(cwd), 0);
}

static void compare_all(void)
{
	char abs[PATH_MAX * 2], cwd[PATH_MAX];
	size_t i;

	assert_non_null(getcwd(cwd, sizeof(cwd)));
	assert_int_equal(chdir(top), 0);

	for (i = 0; i < sizeof(paths) / sizeof(*paths); i++) {
		int want = oracle(paths[i]);
		int got = mnt_git_index_tracked(top, paths[i]);

		if (got != want)
			fail_msg("%s: git says %d, index reader %d", paths[i],
				 want, got);
		snprintf(abs, sizeof(abs), "%s/%s", top, paths[i]);
		got = mnt_git_index_tracked(NULL, abs);
		if (got != want)
			fail_msg("%s: git says %d, index reader %d", abs, want,
				 got);
	}
	/* outside the work tree: git says "outside repository" */
	assert_int_equal(oracle(outside), 0);
	assert_int_equal(mnt_git_index_tracked(top, outside), 0);
	assert_int_equal(chdir(cwd), 0);
	compare_handle(true);
	compare_handle(false);
}

static void set_version(const char *v)
{
	const char *args[] = { "update-index", "--index-version", v, NULL };

	assert_int_equal(git(args, NULL), 0);
}

static int setup(void **state)
{
	const char *tmp = getenv("TMPDIR");
	const char *init[] = { "init", "-q", NULL };
	const char *add[] = { "add", "a.c",	      "b", "bb", "b.c", "b-",
			      "b0",  "Documentation", NULL };
	const char *ita[] = { "add", "-N", "ita.c", NULL };
	FILE *f;

	snprintf(top, sizeof(top), "%s/maint-gitindex.XXXXXX",
		 tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(top))
		return -1;
	if (git(init, NULL) != 0)
		return -1; /* no git: skipped below */
	put("a.c", "a\n");
	mkd("b");
	mkd("b/d");
	mkd("Documentation");
	put("b/c.c", "c\n");
	put("b/d/e.h", "e\n");
	put("bb", "bb\n");
	put("b.c", "b\n");
	put("b-", "-\n");
	put("b0", "0\n");
	put("Documentation/x.rst", "x\n");
	put("untracked", "u\n");
	put("0001-x.patch", "p\n");
	put("ita.c", "i\n");
	if (git(add, NULL) || git(ita, NULL))
		return -1;
	snprintf(outside, sizeof(outside), "%s.out", top);
	f = fopen(outside, "w");
	if (!f)
		return -1;
	fclose(f);
	*state = top;
	return 0;
}

static int teardown(void **state)
{
	const char *rm[] = { "rm", "-rf", top, outside, NULL };
	char *const *argv = (char *const *)rm;
	pid_t pid = fork();

	if (pid == 0) {
		execvp("rm", argv);
		_exit(127);
	}
	if (pid > 0)
		while (waitpid(pid, NULL, 0) < 0)
			;
	return 0;
}

static void test_v2(void **state)
{
	set_version("2");
	compare_all();
}

static void test_v3(void **state)
{
	set_version("3");
	compare_all();
}

static void test_v4(void **state)
{
	set_version("4");
	compare_all();
}

static void test_no_index(void **state)
{
	char p[PATH_MAX * 2], q[PATH_MAX * 2];

	snprintf(p, sizeof(p), "%s/.git/index", top);
	snprintf(q, sizeof(q), "%s/.git/index.saved", top);
	assert_int_equal(rename(p, q), 0);
	assert_int_equal(mnt_git_index_tracked(top, "a.c"), 0);
	assert_int_equal(oracle("a.c"), 0);
	assert_int_equal(rename(q, p), 0);
}

static void test_unsure(void **state)
{
	const char *split[] = { "update-index", "--split-index", NULL };
	const char *nosplit[] = { "update-index", "--no-split-index", NULL };
	char p[PATH_MAX * 2], l[PATH_MAX * 2];

	/* pathspec magic and globs are git's business */
	assert_int_equal(mnt_git_index_tracked(top, "*.c"), -1);
	assert_int_equal(mnt_git_index_tracked(top, ":(top)a.c"), -1);
	/* a symlink to a tracked file from outside */
	snprintf(p, sizeof(p), "%s/a.c", top);
	snprintf(l, sizeof(l), "%s.lnk", top);
	assert_int_equal(symlink(p, l), 0);
	assert_int_equal(mnt_git_index_tracked(top, l), -1);
	unlink(l);
	/* a split index */
	assert_int_equal(git(split, NULL), 0);
	assert_int_equal(mnt_git_index_tracked(top, "a.c"), -1);
	assert_int_equal(git(nosplit, NULL), 0);
	teardown(state);
	/* not certain either: a truncated index */
	assert_int_equal(setup(state), 0);
	snprintf(p, sizeof(p), "%s/.git/index", top);
	assert_int_equal(truncate(p, 40), 0);
	assert_int_equal(mnt_git_index_tracked(top, "b/d/e.h"), -1);
}

/*
 * extensions.worktreeConfig alone changes nothing the index says; the
 * settings of config.worktree then count as config's.  A sparse checkout
 * leaves files out of the work tree, not out of git ls-files (a file it
 * left out is still tracked); a sparse index folds directories: unsure.
 */
static void test_worktree_config(void **state)
{
	const char *on[] = { "config", "extensions.worktreeConfig", "true",
			     NULL };
	const char *sparse[] = { "config", "--worktree", "core.sparseCheckout",
				 "true", NULL };
	const char *cone[] = { "config", "--worktree",
			       "core.sparseCheckoutCone", "false", NULL };
	const char *set[] = { "sparse-checkout", "set", "--no-cone", "/a.c",
			      NULL };
	const char *sindex[] = { "config", "--worktree", "index.sparse", "true",
				 NULL };
	const char *probe[] = { "a.c", "b/c.c", "b/d/e.h", "b/", "zz/y" };
	size_t i;

	(void)state;
	assert_int_equal(git(on, NULL), 0);
	assert_int_equal(mnt_git_index_tracked(top, "a.c"), oracle("a.c"));
	assert_int_equal(mnt_git_index_tracked(top, "a.c"), 1);
	assert_int_equal(git(sparse, NULL), 0);
	assert_int_equal(git(cone, NULL), 0);
	assert_int_equal(git(set, NULL), 0);
	for (i = 0; i < sizeof(probe) / sizeof(*probe); i++)
		assert_int_equal(mnt_git_index_tracked(top, probe[i]),
				 oracle(probe[i]));
	assert_int_equal(mnt_git_index_tracked(top, "b/c.c"), 1);
	assert_int_equal(git(sindex, NULL), 0);
	assert_int_equal(mnt_git_index_tracked(top, "a.c"), -1);
}

static void test_gitfile(void **state)
{
	char p[PATH_MAX * 2], q[PATH_MAX * 2];

	snprintf(p, sizeof(p), "%s/.git", top);
	snprintf(q, sizeof(q), "%s/.gitreal", top);
	assert_int_equal(rename(p, q), 0);
	put(".git", "gitdir: .gitreal\n");
	assert_int_equal(mnt_git_index_tracked(top, "a.c"), -1);
}

/* The keys of paths[] that name a path of the top as it is. */
static const char *const keys[] = {
	"a.c", "b/c.c", "b",	 "b/d",	    "b/d/e.h", "bb",	     "b.c",
	"c",   "zz/y",	"ita.c", "b/d/e",   "b-",      "b0",	     "untracked",
	"0001-x.patch", "Documentation/x.rst", "Documentation", "~", " ",
};

/*
 * The cache file made of the index answers as the scan of the index does,
 * for every key, as a file and as a directory; damaged anywhere, it
 * answers the same or -1 ("ask git"), never the other answer.
 */
static void cache_same(void)
{
	char p[PATH_MAX * 2];
	unsigned char *idx, *img;
	size_t ilen, len, i, at;
	int d;
	FILE *f;

	snprintf(p, sizeof(p), "%s/.git/index", top);
	f = fopen(p, "rb");
	assert_non_null(f);
	idx = malloc(1 << 20);
	assert_non_null(idx);
	ilen = fread(idx, 1, 1 << 20, f);
	fclose(f);
	assert_int_equal(mnt_git_index_cache_build(idx, ilen, &img, &len), 0);
	for (i = 0; i < sizeof(keys) / sizeof(*keys); i++)
		for (d = 0; d < 2; d++) {
			int want = mnt_git_index_lookup(idx, ilen, keys[i],
							strlen(keys[i]), d);
			int got = mnt_git_index_cache_lookup(
				img, len, keys[i], strlen(keys[i]), d);

			if (got != want)
				fail_msg("%s%s: scan %d, cache %d", keys[i],
					 d ? "/" : "", want, got);
		}
	for (at = 0; at < len; at++) {
		img[at] ^= 0x01;
		for (i = 0; i < sizeof(keys) / sizeof(*keys); i++) {
			int want = mnt_git_index_lookup(idx, ilen, keys[i],
							strlen(keys[i]), 0);
			int got = mnt_git_index_cache_lookup(
				img, len, keys[i], strlen(keys[i]), 0);

			if (got != want && got != -1)
				fail_msg("byte %zu changed: %s: scan %d, "
					 "cache %d",
					 at, keys[i], want, got);
		}
		img[at] ^= 0x01;
	}
	/* truncated: not used */
	assert_int_equal(mnt_git_index_cache_lookup(img, len - 1, "a.c", 3, 0),
			 -1);
	free(img);
	free(idx);
}

static void test_cache(void **state)
{
	set_version("2");
	cache_same();
	set_version("3");
	cache_same();
	set_version("4");
	cache_same();
}

/*
 * Through the cache directory: an index written over 2 s before gets its
 * cache file on the first lookup, and the next lookups answer from it as
 * git does (through one mnt_git_index: from the names it made).
 */
static void test_cache_dir(void **state)
{
	char p[PATH_MAX * 2], cmd[PATH_MAX * 3];
	struct timespec ts[2] = { { 1000000000, 0 }, { 1000000000, 0 } };

	snprintf(p, sizeof(p), "%s/c", top);
	setenv("XDG_CACHE_HOME", p, 1);
	/* an index of long ago (its ctime is now: wait past 2 s) */
	snprintf(cmd, sizeof(cmd), "%s/.git/index", top);
	assert_int_equal(utimensat(AT_FDCWD, cmd, ts, 0), 0);
	sleep(3);
	compare_handle(true);
	snprintf(cmd, sizeof(cmd), "%s/c/maint", top);
	{
		DIR *d = opendir(cmd);
		struct dirent *de;
		int n = 0;

		assert_non_null(d);
		while ((de = readdir(d)))
			n += strlen(de->d_name) > 3 &&
			     !strcmp(de->d_name + strlen(de->d_name) - 3, ".gi");
		closedir(d);
		assert_int_equal(n, 1);
	}
	compare_all();
	unsetenv("XDG_CACHE_HOME");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
#define T(f) cmocka_unit_test_setup_teardown(f, setup, teardown)
		T(test_v2),	  T(test_v3),	  T(test_v4),
		T(test_no_index), T(test_unsure), T(test_gitfile),
		T(test_cache),	  T(test_cache_dir), T(test_worktree_config),
#undef T
	};
	struct mbuf out = MBUF_INIT;
	const char *ver[] = { "--version", NULL };
	int st = -1;

	if (mnt_git(NULL, ver, &out, 4096, true, &st) || st != 0) {
		mbuf_release(&out);
		printf("1..0 # SKIP git not found\n");
		return 0;
	}
	mbuf_release(&out);
	return cmocka_run_group_tests(tests, NULL, NULL);
}
