// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint check as a gate (lib/lint/change.c): a patch applied to a text in
 * memory (and taken back), the files a patch creates, the findings a
 * change brings, the lines of a section.  Every patch of the corpus that
 * changes MAINTAINERS is applied to linux-6.12's as `git apply` applies
 * it, byte for byte.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "maint.h"
#include "corpus.h"
#include "tmptree.h"
#include "lint/findings.h"

extern char **environ;

static const char base[] = "A\n"
			   "M:\ta@example.org\n"
			   "S:\tMaintained\n"
			   "F:\tdrivers/a/\n"
			   "\n"
			   "C\n"
			   "M:\tc@example.org\n"
			   "S:\tMaintained\n"
			   "F:\tdrivers/c/\n";

/* base with section B added between A and C */
static const char with_b[] = "A\n"
			     "M:\ta@example.org\n"
			     "S:\tMaintained\n"
			     "F:\tdrivers/a/\n"
			     "\n"
			     "B\n"
			     "M:\tb@example.org\n"
			     "S:\tMaintained\n"
			     "F:\tdrivers/b/\n"
			     "\n"
			     "C\n"
			     "M:\tc@example.org\n"
			     "S:\tMaintained\n"
			     "F:\tdrivers/c/\n";

static const char add_b[] = "Subject: [PATCH] add B\n"
			    "\n"
			    "diff --git a/MAINTAINERS b/MAINTAINERS\n"
			    "--- a/MAINTAINERS\n"
			    "+++ b/MAINTAINERS\n"
			    "@@ -3,5 +3,10 @@ A\n"
			    " S:\tMaintained\n"
			    " F:\tdrivers/a/\n"
			    " \n"
			    "+B\n"
			    "+M:\tb@example.org\n"
			    "+S:\tMaintained\n"
			    "+F:\tdrivers/b/\n"
			    "+\n"
			    " C\n"
			    " M:\tc@example.org\n"
			    "diff --git a/drivers/b/b.c b/drivers/b/b.c\n"
			    "new file mode 100644\n"
			    "--- /dev/null\n"
			    "+++ b/drivers/b/b.c\n"
			    "@@ -0,0 +1 @@\n"
			    "+int b;\n";

static void apply_ok(const char *patch, const char *name, const char *in,
		     bool reverse, const char *want)
{
	char *out = NULL;
	size_t len = 0;

	assert_int_equal(maint_patch_apply(patch, strlen(patch), name, in,
					   strlen(in), reverse, &out, &len),
			 0);
	assert_int_equal(len, strlen(want));
	assert_memory_equal(out, want, len);
	free(out);
}

static void test_change__apply_and_take_back(void **state)
{
	char *out = NULL;
	size_t len = 0;

	apply_ok(add_b, "MAINTAINERS", base, false, with_b);
	apply_ok(add_b, "./MAINTAINERS", base, false, with_b);
	apply_ok(add_b, "MAINTAINERS", with_b, true, base);
	/* applied already: forward does not fit */
	assert_int_equal(maint_patch_apply(add_b, strlen(add_b), "MAINTAINERS",
					   with_b, strlen(with_b), false, &out,
					   &len),
			 -EINVAL);
	assert_null(out);
	/* not about this file */
	assert_int_equal(maint_patch_apply(add_b, strlen(add_b),
					   "board/x/MAINTAINERS", base,
					   strlen(base), false, &out, &len),
			 -ENOENT);
	/* a hunk cut short */
	assert_int_equal(maint_patch_apply(add_b, strlen(add_b) - 200,
					   "MAINTAINERS", base, strlen(base),
					   false, &out, &len),
			 -EINVAL);
}

static void test_change__offset_series_and_newline(void **state)
{
	/* the header's line numbers are off by 20: found nearby */
	static const char off[] = "--- a/MAINTAINERS\n"
				  "+++ b/MAINTAINERS\n"
				  "@@ -23,3 +23,3 @@\n"
				  " C\n"
				  "-M:\tc@example.org\n"
				  "+M:\tcc@example.org\n"
				  " S:\tMaintained\n";
	/* two patches of a series, the second on the first's result */
	static const char series[] = "--- a/MAINTAINERS\n"
				     "+++ b/MAINTAINERS\n"
				     "@@ -1,2 +1,3 @@\n"
				     " A\n"
				     "+R:\tr@example.org\n"
				     " M:\ta@example.org\n"
				     "--- a/MAINTAINERS\n"
				     "+++ b/MAINTAINERS\n"
				     "@@ -1,3 +1,3 @@\n"
				     " A\n"
				     "-R:\tr@example.org\n"
				     "+R:\ts@example.org\n"
				     " M:\ta@example.org\n";
	static const char nonl[] = "--- a/M\n"
				   "+++ b/M\n"
				   "@@ -1,2 +1,2 @@\n"
				   " x\n"
				   "-y\n"
				   "\\ No newline at end of file\n"
				   "+z\n";
	char want[512];

	snprintf(want, sizeof(want), "%s", base);
	memcpy(strstr(want, "c@example"),
	       "cc@example.org\nS:\tMaintained\nF:\tdrivers/c/\n",
	       sizeof("cc@example.org\nS:\tMaintained\nF:\tdrivers/c/\n"));
	apply_ok(off, "MAINTAINERS", base, false, want);
	apply_ok(series, "MAINTAINERS", "A\nM:\ta@example.org\n", false,
		 "A\nR:\ts@example.org\nM:\ta@example.org\n");
	apply_ok(series, "MAINTAINERS",
		 "A\nR:\ts@example.org\nM:\ta@example.org\n", true,
		 "A\nM:\ta@example.org\n");
	apply_ok(nonl, "M", "x\ny", false, "x\nz\n");
	apply_ok(nonl, "M", "x\nz\n", true, "x\ny");
}

static void test_change__new_files(void **state)
{
	static const char ren[] = "diff --git a/x/old.c b/x/new.c\n"
				  "similarity index 100%\n"
				  "rename from x/old.c\n"
				  "rename to x/new.c\n";
	char **v = NULL;
	size_t n = 0;

	assert_int_equal(maint_patch_new_files(add_b, strlen(add_b), &v, &n),
			 0);
	assert_int_equal(n, 1);
	assert_string_equal(v[0], "drivers/b/b.c");
	maint_strings_free(v, n);
	assert_int_equal(maint_patch_new_files(ren, strlen(ren), &v, &n), 0);
	assert_int_equal(n, 1);
	assert_string_equal(v[0], "x/new.c");
	maint_strings_free(v, n);
}

static void fnd(struct maint_findings *fs, const char *file, unsigned int line,
		const char *check, const char *msg)
{
	assert_int_equal(mnt_findings_push(fs, file, line, MAINT_WARNING, check,
					   strdup(msg)),
			 0);
}

static void test_change__new_findings(void **state)
{
	struct maint_findings *before = mnt_findings_alloc();
	struct maint_findings *after = mnt_findings_alloc();

	(void)state;
	assert_non_null(before);
	assert_non_null(after);
	fnd(before, "M", 1, "no-status", "section 'A' has no S: entry");
	fnd(before, "M", 1, "tab", "use exactly one tab after 'F:'");
	fnd(before, "M", 1, "tab", "use exactly one tab after 'F:'");
	fnd(after, "M", 1, "tab", "use exactly one tab after 'F:'");
	fnd(after, "M", 1, "no-status", "section 'B' has no S: entry");
	fnd(after, "M", 1, "tab", "use exactly one tab after 'F:'");
	fnd(after, "M", 1, "no-status", "section 'A' has no S: entry");
	assert_int_equal(maint_findings_new(before, after), 0);
	assert_int_equal(maint_findings_count(after), 1);
	assert_string_equal(maint_findings_at(after, 0)->message,
			    "section 'B' has no S: entry");
	assert_null(maint_findings_at(after, 1));
	assert_int_equal(maint_findings_count(before), 3);
	maint_findings_free(after);
	maint_findings_free(before);
}

static bool keep_tab(const struct maint_finding *f, void *ctx)
{
	return !strcmp(f->check, ctx);
}

/* merge: the files' order, then the line; filter: in order, freed */
static void test_change__merge_filter(void **state)
{
	static const struct maint_text b = MAINT_TEXT_INIT("B", "", 0);
	static const struct maint_text a = MAINT_TEXT_INIT("A", "", 0);
	const struct maint_text *files[] = { &b, &a };
	struct maint_findings *fs = mnt_findings_alloc();
	struct maint_findings *more = mnt_findings_alloc();
	static const char *const want[][2] = {
		{ "B", "tab" }, { "B", "link" }, { "A", "link" },
		{ "A", "tab" }, { "C", "tab" },
	};
	size_t i;

	(void)state;
	assert_non_null(fs);
	assert_non_null(more);
	fnd(fs, "B", 1, "tab", "one");
	fnd(fs, "A", 9, "tab", "two");
	fnd(fs, "C", 1, "tab", "three");
	fnd(more, "A", 2, "link", "four");
	fnd(more, "B", 5, "link", "five");
	assert_int_equal(maint_findings_merge(fs, more, files, 2), 0);
	assert_int_equal(maint_findings_count(more), 0);
	assert_int_equal(maint_findings_count(fs), 5);
	for (i = 0; i < 5; i++) {
		assert_string_equal(maint_findings_at(fs, i)->file, want[i][0]);
		assert_string_equal(maint_findings_at(fs, i)->check,
				    want[i][1]);
	}
	maint_findings_filter(fs, keep_tab, "tab");
	assert_int_equal(maint_findings_count(fs), 3);
	assert_string_equal(maint_findings_at(fs, 1)->message, "two");
	assert_int_equal(maint_findings_count(NULL), 0);
	assert_null(maint_findings_at(NULL, 0));
	maint_findings_free(more);
	maint_findings_free(fs);
	maint_findings_free(NULL);
}

static void test_change__section(void **state)
{
	struct maint_text t = MAINT_TEXT_INIT("M", with_b, strlen(with_b));
	unsigned int a = 0, b = 0;

	assert_int_equal(maint_text_section(&t, "B", &a, &b), 0);
	assert_int_equal(a, 6);
	assert_int_equal(b, 9);
	assert_int_equal(maint_text_section(&t, "c", &a, &b), 0);
	assert_int_equal(a, 11);
	assert_int_equal(b, 14);
	assert_int_equal(maint_text_section(&t, "D", &a, &b), -ENOENT);
	assert_int_equal(maint_text_section(&t, "M:", &a, &b), -ENOENT);
}

/* Run argv in dir, output to /dev/null; its exit status. */
static int run(const char *dir, char *const argv[])
{
	posix_spawn_file_actions_t fa;
	int st = -1;
	pid_t pid;

	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addchdir_np(&fa, dir);
	posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
	posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
	st = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
	if (st)
		fail_msg("cannot run %s: %s", argv[0], strerror(st));
	waitpid(pid, &st, 0);
	posix_spawn_file_actions_destroy(&fa);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *b;
	long n;

	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	b = malloc((size_t)n + 1);
	assert_non_null(b);
	assert_int_equal(fread(b, 1, (size_t)n, f), (size_t)n);
	fclose(f);
	b[n] = '\0';
	*len = (size_t)n;
	return b;
}

/* Every corpus patch that changes MAINTAINERS, against git apply. */
static void test_change__corpus_as_git_apply(void **state)
{
	char dir[] = "/tmp/maint-test-change-XXXXXX", path[4300], *m, *p;
	char top[PATH_MAX];
	char *out;
	size_t mlen, plen, olen, tried = 0, applied = 0;
	struct dirent *e;
	DIR *d;

	CORPUS_SKIP();
	assert_non_null(realpath(corpus_dir, top));
	snprintf(path, sizeof(path), "%s/linux-6.12/MAINTAINERS", corpus_dir);
	m = slurp(path, &mlen);
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/patches", corpus_dir);
	d = opendir(path);
	assert_non_null(d);
	while ((e = readdir(d))) {
		char git_path[4400];
		char *argv[] = { "git", "apply", "--include=MAINTAINERS",
				 git_path, NULL };
		int r, g;

		if (!strstr(e->d_name, ".patch"))
			continue;
		/* absolute: git runs in the scratch directory */
		snprintf(git_path, sizeof(git_path), "%s/patches/%s", top,
			 e->d_name);
		p = slurp(git_path, &plen);
		if (!strstr(p, "\n+++ b/MAINTAINERS")) {
			free(p);
			continue;
		}
		tried++;
		tmptree_path(path, sizeof(path), dir, "MAINTAINERS");
		{
			FILE *f = fopen(path, "wb");

			assert_non_null(f);
			assert_int_equal(fwrite(m, 1, mlen, f), mlen);
			fclose(f);
		}
		g = run(dir, argv);
		out = NULL;
		r = maint_patch_apply(p, plen, "MAINTAINERS", m, mlen, false,
				      &out, &olen);
		if (g == 0) {
			size_t glen;
			char *want = slurp(path, &glen);

			if (r != 0)
				fail_msg(
					"%s: git apply applies it, maint not (%d)",
					e->d_name, r);
			assert_int_equal(olen, glen);
			assert_memory_equal(out, want, glen);
			free(want);
			applied++;
		} else {
			if (r != -EINVAL)
				fail_msg(
					"%s: git apply refuses it, maint says %d",
					e->d_name, r);
		}
		free(out);
		free(p);
	}
	closedir(d);
	free(m);
	tmptree_rm(dir);
	assert_true(tried >= 5);
	assert_true(applied >= 3);
}

/* How many findings of check name n of f has. */
static size_t count_check(const struct maint_findings *f, const char *name)
{
	size_t k = 0;

	for (size_t i = 0; i < maint_findings_count(f); i++)
		k += !strcmp(maint_findings_at(f, i)->check, name);
	return k;
}

/*
 * The files a patch creates match an F: line (@added, layout 2); a caller
 * of layout 1 has no @added, so the library does not read it.
 */
static void test_change__added_by_layout(void **state)
{
	static const char text[] = "B\n"
				   "M:\tb@example.org\n"
				   "S:\tMaintained\n"
				   "F:\tdrivers/b/b.c\n";
	const char *const added[] = { "drivers/b/b.c" };
	char dir[] = "/tmp/maint-test-change-XXXXXX", path[64];
	struct maint_text t =
		MAINT_TEXT_INIT("MAINTAINERS", text, sizeof(text) - 1);
	const struct maint_text *tp[] = { &t };
	struct maint_check_opts co = MAINT_CHECK_OPTIONS_INIT;
	struct maint_paths *paths = NULL;
	struct maint_findings *f = NULL;

	(void)state;
	assert_non_null(mkdtemp(dir));
	tmptree_path(path, sizeof(path), dir, "drivers");
	assert_int_equal(mkdir(path, 0755), 0);
	tmptree_put(dir, "drivers/a.c", "");
	assert_int_equal(maint_paths_walk(&paths, dir), 0);
	co.root = dir;
	co.paths = paths;
	assert_int_equal(maint_check(tp, 1, &co, &f), 0);
	assert_int_equal(count_check(f, "no-match"), 1);
	maint_findings_free(f);
	co.added = added;
	co.nadded = 1;
	assert_int_equal(maint_check(tp, 1, &co, &f), 0);
	assert_int_equal(count_check(f, "no-match"), 0);
	maint_findings_free(f);
	for (unsigned int v = 0; v < 2; v++) {
		co.version = v;
		assert_int_equal(maint_check(tp, 1, &co, &f), 0);
		assert_int_equal(count_check(f, "no-match"), 1);
		maint_findings_free(f);
	}
	maint_paths_free(paths);
	tmptree_rm(dir);
}

int main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_change__apply_and_take_back),
		cmocka_unit_test(test_change__offset_series_and_newline),
		cmocka_unit_test(test_change__new_files),
		cmocka_unit_test(test_change__new_findings),
		cmocka_unit_test(test_change__merge_filter),
		cmocka_unit_test(test_change__section),
		cmocka_unit_test(test_change__corpus_as_git_apply),
		cmocka_unit_test(test_change__added_by_layout),
	};

	corpus_find(argv[0]);
	return cmocka_run_group_tests(tests, NULL, NULL);
}
