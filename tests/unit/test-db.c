// SPDX-License-Identifier: GPL-2.0-only
/* Unit tests of the MAINTAINERS reader and the path matcher. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "db/cache.h"
#include "base/kwfilter.h"
#include "maint.h"

static char tmpdir[] = "/tmp/maint-test-db-XXXXXX";

static void write_file(const char *rel, const char *text)
{
	char path[512];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", tmpdir, rel);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static struct maint_db *load(const char *text)
{
	struct maint_load_opts lo = { 0 };
	struct maint_db *db = NULL;

	write_file("MAINTAINERS", text);
	lo.root = tmpdir;
	assert_int_equal(maint_db_load(&db, &lo, NULL), 0);
	return db;
}

static const char sample[] =
	"Preamble text\n"
	"\tM: Mail patches to\n"
	"\n"
	"# a comment\n"
	"ALPHA DRIVER\n"
	"M:\tAl Pha <al@example.org>\n"
	"S:\tMaintained\n"
	"F:\tdrivers/alpha/\n"
	"F:\tinclude/alpha.h\n"
	"X:\tdrivers/alpha/excluded/\n"
	"\n"
	"BETA\n"
	"M:  Be Ta <be@example.org>\n"
	"S:\tOdd Fixes\n"
	"F:\tdrivers/*/beta*.c\n"
	"N:\tgamma\n"
	"\n"
	"DIRS\n"
	"M:\tdi@example.org\n"
	"S:\tSupported\n"
	"F:\tsrc\n"
	"\n"
	"THE REST\n"
	"M:\tLinus Torvalds <torvalds@linux-foundation.org>\n"
	"S:\tBuried alive in reporters\n"
	"F:\t*\n"
	"F:\t*/\n";

static int setup(void **state)
{
	char path[512];

	assert_non_null(mkdtemp(tmpdir));
	snprintf(path, sizeof(path), "%s/src", tmpdir);
	assert_int_equal(mkdir(path, 0755), 0);
	*state = load(sample);
	return 0;
}

static int teardown(void **state)
{
	char cmd[600];

	maint_db_free(*state);
	snprintf(cmd, sizeof(cmd), "%s/MAINTAINERS", tmpdir);
	unlink(cmd);
	snprintf(cmd, sizeof(cmd), "%s/src", tmpdir);
	rmdir(cmd);
	rmdir(tmpdir);
	return 0;
}

static void test_db__items_and_sections(void **state)
{
	struct maint_db *db = *state;
	const struct maint_section *s;
	const struct maint_item *it;

	/* blank and '#' lines are not items; the preamble lines are */
	assert_int_equal(maint_db_nsections(db), 4);
	s = maint_db_section(db, 0);
	assert_string_equal(maint_section_name(db, 0), "ALPHA DRIVER");
	it = maint_db_item(db, s->first);
	assert_int_equal(it->type, 'M');
	assert_string_equal(it->value, "Al Pha <al@example.org>");
	assert_int_equal(it->line, 6);
	it = maint_db_item(db, 1);
	assert_int_equal(it->type, 0); /* "\tM: ..." is text */
	/* blanks after the tag are skipped, spaces too */
	it = maint_db_item(db, maint_db_section(db, 1)->first);
	assert_string_equal(it->value, "Be Ta <be@example.org>");
	assert_int_equal(maint_db_find_section(db, "BETA"), 1);
	assert_int_equal(maint_db_find_section(db, "NOPE"), (size_t)-1);
}

/* A new set of matches in *m (maint_matches_free()); their number. */
static size_t match(struct maint_db *db, const char *path,
		    struct maint_matches **m, bool *exact)
{
	assert_int_equal(maint_matches_new(m), 0);
	assert_int_equal(maint_match_file(db, path, 0, *m, exact), 0);
	assert_null(maint_matches_at(*m, maint_matches_count(*m)));
	return maint_matches_count(*m);
}

static void test_db__match_depth_order(void **state)
{
	struct maint_db *db = *state;
	struct maint_matches *m;
	bool exact;
	size_t n = match(db, "drivers/alpha/a.c", &m, &exact);

	assert_int_equal(n, 2);
	/* drivers/alpha/: depth 2 */
	assert_int_equal(maint_matches_at(m, 0)->section, 0);
	assert_int_equal(maint_matches_at(m, 0)->depth, 2);
	/* THE REST: .* is -1 */
	assert_int_equal(maint_matches_at(m, 1)->section, 3);
	assert_int_equal(maint_matches_at(m, 1)->depth, -1);
	assert_true(exact); /* pattern depth 2 >= file depth 2 */
	maint_matches_free(m);
}

static void test_db__exclude(void **state)
{
	struct maint_db *db = *state;
	struct maint_matches *m;
	bool exact;
	size_t n = match(db, "drivers/alpha/excluded/x.c", &m, &exact);

	assert_int_equal(n, 1);
	assert_int_equal(maint_matches_at(m, 0)->section, 3);
	maint_matches_free(m);
}

static void test_db__slash_count_rule(void **state)
{
	struct maint_db *db = *state;
	struct maint_matches *m;
	bool exact;
	size_t n;

	/* drivers/ * /beta*.c needs exactly two slashes */
	n = match(db, "drivers/x/beta1.c", &m, &exact);
	assert_int_equal(n, 2);
	assert_int_equal(maint_matches_at(m, 0)->section, 1);
	assert_int_equal(maint_matches_at(m, 0)->depth, 3);
	maint_matches_free(m);
	n = match(db, "drivers/x/y/beta1.c", &m, &exact);
	assert_int_equal(n, 1);
	maint_matches_free(m);
	/* no end anchor: include/alpha.h also matches include/alpha.hx */
	n = match(db, "include/alpha.hx", &m, &exact);
	assert_int_equal(n, 2);
	assert_int_equal(maint_matches_at(m, 0)->section, 0);
	maint_matches_free(m);
}

static void test_db__regex_n(void **state)
{
	struct maint_db *db = *state;
	struct maint_matches *m;
	bool exact;
	size_t n = match(db, "lib/gamma/g.c", &m, &exact);

	assert_int_equal(n, 2);
	assert_int_equal(maint_matches_at(m, 0)->section, 1);
	assert_int_equal(maint_matches_at(m, 0)->depth, 0);
	maint_matches_free(m);
}

static void test_db__directory_pattern(void **state)
{
	struct maint_db *db = *state;
	struct maint_matches *m;
	bool exact;
	size_t n;

	/* "F: src" names a directory of the tree: it gets a '/' */
	n = match(db, "src/deep/file.c", &m, &exact);
	assert_int_equal(n, 2);
	assert_int_equal(maint_matches_at(m, 0)->section, 2);
	assert_int_equal(maint_matches_at(m, 0)->depth, 1);
	maint_matches_free(m);
	n = match(db, "srcx", &m, &exact);
	assert_int_equal(n, 1);
	maint_matches_free(m);
}

static void test_db__exact(void **state)
{
	struct maint_db *db = *state;
	struct maint_matches *m;
	bool exact;

	match(db, "include/alpha.h", &m, &exact);
	assert_true(exact);
	maint_matches_free(m);
	match(db, "drivers/x/beta.c", &m, &exact);
	assert_false(exact); /* Odd Fixes is not maintained */
	maint_matches_free(m);
}

/* After MNT_SCAN_QUERIES queries the index and N: prefilter take over. */
static void test_db__index_agrees_with_scan(void **state)
{
	struct maint_db *db = *state;
	static const char *const paths[] = {
		"drivers/alpha/a.c", "drivers/x/beta1.c", "lib/gamma/g.c",
		"lib/GAMMA/g.c",     "src/deep/file.c",  "srcx",
		"include/alpha.hx",  "README",		 "drivers/alpha/excluded/x",
	};
	size_t first[9][4], nfirst[9], round, i, k;

	for (round = 0; round < 6; round++) {
		for (i = 0; i < 9; i++) {
			struct maint_matches *m;
			bool exact;
			size_t n = match(db, paths[i], &m, &exact);

			if (!round) {
				nfirst[i] = n;
				for (k = 0; k < n && k < 4; k++)
					first[i][k] =
						maint_matches_at(m, k)->section;
			} else {
				assert_int_equal(n, nfirst[i]);
				for (k = 0; k < n && k < 4; k++)
					assert_int_equal(
						maint_matches_at(m, k)->section,
						first[i][k]);
			}
			maint_matches_free(m);
		}
	}
}

static void test_db__missing_file(void **state)
{
	struct maint_load_opts lo = { 0 };
	struct maint_db *db = NULL;

	lo.path = "/nonexistent/MAINTAINERS";
	assert_int_equal(maint_db_load(&db, &lo, NULL), -MAINT_E_NOTFOUND);
	assert_null(db);
}

/* The file a load failed on comes back to the caller of that load. */
static void test_db__failed_file_per_call(void **state)
{
	struct maint_load_opts lo = { 0 };
	struct maint_db *db = NULL;
	char dir[512], fifo[600], *failed = (char *)"stale";

	snprintf(dir, sizeof(dir), "%s/src", tmpdir);
	lo.path = dir;
	lo.failed_file = &failed;
	/* an empty directory: the directory is named */
	assert_int_equal(maint_db_load(&db, &lo, NULL), -MAINT_E_NOFILES);
	assert_non_null(failed);
	assert_string_equal(failed, dir);
	free(failed);
	/* a file that cannot be read (a FIFO): that file */
	snprintf(fifo, sizeof(fifo), "%s/MAINTAINERS", dir);
	assert_int_equal(mkfifo(fifo, 0600), 0);
	failed = NULL;
	assert_true(maint_db_load(&db, &lo, NULL) < 0);
	assert_null(db);
	assert_non_null(failed);
	assert_string_equal(failed, fifo);
	free(failed);
	unlink(fifo);
	/* a load that succeeds clears it; no file to blame clears it too */
	failed = (char *)"stale";
	lo.path = NULL;
	lo.root = tmpdir;
	assert_int_equal(maint_db_load(&db, &lo, NULL), 0);
	assert_null(failed);
	maint_db_free(db);
	failed = (char *)"stale";
	lo.path = "/nonexistent/MAINTAINERS";
	assert_int_equal(maint_db_load(&db, &lo, NULL), -MAINT_E_NOTFOUND);
	assert_null(failed);
}

/*
 * A cache file holds every K: and N: item's necessary literals, in item
 * order, as mnt_kw_literals() works them out (none found: NULL).
 */
static void test_db__cache_literals(void **state)
{
	static const char text[] =
		"A\nM:\ta@a\nF:\ta/\nK:\t\\bFoo_(get|put)\\b\nN:\tbar\n"
		"K:\t.*\n\nB\nM:\tb@b\nN:\t[^a-z]Baz\nK:\tqux\n";
	const char *names[1] = { "MAINTAINERS" };
	struct maint_db *src_db = NULL, db = { 0 };
	struct mnt_cache_src src;
	struct stat st = { 0 };
	uint64_t key[2];
	char *buf = malloc(sizeof(text)), *cpath, dir[600];
	size_t i, j, k = 0;

	(void)state;
	assert_non_null(buf);
	memcpy(buf, text, sizeof(text));
	assert_int_equal(mnt_db_load_mem(&src_db, 1, names, &buf,
					 (size_t[]){ sizeof(text) - 1 }, NULL),
			 0);
	setenv("XDG_CACHE_HOME", tmpdir, 1);
	cpath = mnt_cache_path(names, &st, 1, true, key);
	assert_non_null(cpath);
	src.path = src_db->files[0];
	src.buf = src_db->bufs[0];
	src.len = sizeof(text) - 1;
	assert_int_equal(mnt_cache_store(src_db, cpath, key, &src, &st, 1), 0);
	assert_int_equal(mnt_cache_load(&db, cpath, key, names, &st, 1), 0);
	assert_int_equal(db.nitem_lits, 5);
	for (i = 0; i < db.nitems; i++) {
		char **want;
		int n;

		if (db.items[i].type != 'K' && db.items[i].type != 'N')
			continue;
		assert_true(k < db.nitem_lits);
		assert_int_equal(db.item_lits[k].item, i);
		n = mnt_kw_literals(db.items[i].value, true, &want);
		assert_true(n >= 0);
		if (!n) {
			assert_null(db.item_lits[k].lits);
		} else {
			for (j = 0; want[j]; j++)
				assert_string_equal(db.item_lits[k].lits[j],
						    want[j]);
			assert_null(db.item_lits[k].lits[j]);
		}
		mnt_kw_literals_free(want);
		k++;
	}
	assert_int_equal(k, 5);
	assert_null(db.item_lits[2].lits); /* K: .* */
	assert_string_equal(db.item_lits[0].lits[0], "foo_");
	mnt_cache_unmap(&db);
	unlink(cpath);
	free(cpath);
	snprintf(dir, sizeof(dir), "%s/maint", tmpdir);
	rmdir(dir);
	maint_db_free(src_db);
	unsetenv("XDG_CACHE_HOME");
}

/*
 * --find-maintainer-files: every MAINTAINERS below, names sorted; not in
 * .git, not through a symlinked directory; a symlink named MAINTAINERS to
 * a regular file counts, to a directory it does not.
 */
static void test_db__find_files(void **state)
{
	static const char *const dirs[] = { "ft", "ft/a", "ft/a/z", "ft/b",
					    "ft/.git", "ft/c", "ft/d" };
	struct maint_load_opts lo = MAINT_LOAD_OPTIONS_INIT;
	struct maint_db *db = NULL;
	char path[512], target[512];
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(dirs) / sizeof(*dirs); i++) {
		snprintf(path, sizeof(path), "%s/%s", tmpdir, dirs[i]);
		assert_int_equal(mkdir(path, 0755), 0);
	}
	write_file("ft/a/MAINTAINERS", "A\nF:\ta/\n");
	write_file("ft/a/z/MAINTAINERS", "Z\nF:\tz/\n");
	write_file("ft/a/other", "x\n");
	write_file("ft/.git/MAINTAINERS", "G\nF:\tg/\n");
	write_file("ft/MAINTAINERS", "TOP\nF:\t*\n");
	snprintf(path, sizeof(path), "%s/ft/c/MAINTAINERS", tmpdir);
	snprintf(target, sizeof(target), "%s/ft/a/MAINTAINERS", tmpdir);
	assert_int_equal(symlink(target, path), 0);
	snprintf(path, sizeof(path), "%s/ft/d/MAINTAINERS", tmpdir);
	snprintf(target, sizeof(target), "%s/ft/a", tmpdir);
	assert_int_equal(symlink(target, path), 0);
	snprintf(path, sizeof(path), "%s/ft/b/link", tmpdir);
	assert_int_equal(symlink(target, path), 0);
	snprintf(path, sizeof(path), "%s/ft", tmpdir);
	lo.path = path;
	lo.find_maintainer_files = true;
	assert_int_equal(maint_db_load(&db, &lo, NULL), 0);
	assert_int_equal(maint_db_nfiles(db), 4);
	assert_non_null(strstr(maint_db_file(db, 0), "ft/MAINTAINERS"));
	assert_non_null(strstr(maint_db_file(db, 1), "ft/a/MAINTAINERS"));
	assert_non_null(strstr(maint_db_file(db, 2), "ft/a/z/MAINTAINERS"));
	assert_non_null(strstr(maint_db_file(db, 3), "ft/c/MAINTAINERS"));
	maint_db_free(db);
}

/* Every MAINTAINERS below dir, as a newline-separated list, via load. */
static void find_list(const char *dir, bool use_cache, char *out, size_t n)
{
	struct maint_load_opts lo = MAINT_LOAD_OPTIONS_INIT;
	struct maint_db *db = NULL;
	size_t i;

	lo.path = dir;
	lo.find_maintainer_files = true;
	lo.use_cache = use_cache;
	assert_int_equal(maint_db_load(&db, &lo, NULL), 0);
	out[0] = '\0';
	for (i = 0; i < maint_db_nfiles(db); i++) {
		const char *f = maint_db_file(db, i);

		strncat(out, f + strlen(dir), n - strlen(out) - 2);
		strcat(out, "\n");
	}
	maint_db_free(db);
}

/*
 * The search kept in the cache: the same files again, and a change in any
 * directory (a file added, one removed, the record damaged) is seen.
 */
static void test_db__find_cache(void **state)
{
	char dir[512], cache[512], p[600], got[4096];
	const struct timespec wait = { 2, 300000000 };
	DIR *d;
	struct dirent *de;
	size_t nfw = 0;
	FILE *f;

	(void)state;
	snprintf(cache, sizeof(cache), "%s/cache", tmpdir);
	assert_int_equal(mkdir(cache, 0700), 0);
	setenv("XDG_CACHE_HOME", cache, 1);
	snprintf(dir, sizeof(dir), "%s/fc/", tmpdir);
	assert_int_equal(mkdir(dir, 0755), 0);
	snprintf(p, sizeof(p), "%sa", dir);
	assert_int_equal(mkdir(p, 0755), 0);
	snprintf(p, sizeof(p), "%sb", dir);
	assert_int_equal(mkdir(p, 0755), 0);
	write_file("fc/a/MAINTAINERS", "A\nF:\ta/\n");
	/* a search over directories changed within 2 s is not kept */
	nanosleep(&wait, NULL);
	find_list(dir, true, got, sizeof(got));
	assert_string_equal(got, "a/MAINTAINERS\n");
	find_list(dir, true, got, sizeof(got));
	assert_string_equal(got, "a/MAINTAINERS\n");
	write_file("fc/b/MAINTAINERS", "B\nF:\tb/\n");
	find_list(dir, true, got, sizeof(got));
	assert_string_equal(got, "a/MAINTAINERS\nb/MAINTAINERS\n");
	snprintf(p, sizeof(p), "%sa/MAINTAINERS", dir);
	assert_int_equal(unlink(p), 0);
	find_list(dir, true, got, sizeof(got));
	assert_string_equal(got, "b/MAINTAINERS\n");
	/* kept again once settled; then a damaged record is not trusted */
	nanosleep(&wait, NULL);
	find_list(dir, true, got, sizeof(got));
	snprintf(p, sizeof(p), "%s/maint", cache);
	d = opendir(p);
	assert_non_null(d);
	while ((de = readdir(d))) {
		size_t l = strlen(de->d_name);

		if (l > 3 && !strcmp(de->d_name + l - 3, ".fw")) {
			nfw++;
			snprintf(p, sizeof(p), "%s/maint/%s", cache,
				 de->d_name);
			f = fopen(p, "r+");
			assert_non_null(f);
			fseek(f, 60, SEEK_SET);
			fputc('x', f);
			fclose(f);
		}
	}
	closedir(d);
	assert_true(nfw >= 1);
	write_file("fc/b/MAINTAINERS", "B\nF:\tb/\n"); /* same entries */
	find_list(dir, true, got, sizeof(got));
	assert_string_equal(got, "b/MAINTAINERS\n");
	find_list(dir, false, got, sizeof(got));
	assert_string_equal(got, "b/MAINTAINERS\n");
	unsetenv("XDG_CACHE_HOME");
}

/*
 * Enough directories for their check to be split over two threads
 * (FW_SPLIT): a change at either end of the record is seen.
 */
static void test_db__find_cache_many(void **state)
{
	char dir[512], cache[512], p[600], got[4096];
	const struct timespec wait = { 2, 300000000 };
	int i;

	(void)state;
	snprintf(cache, sizeof(cache), "%s/cache2", tmpdir);
	assert_int_equal(mkdir(cache, 0700), 0);
	setenv("XDG_CACHE_HOME", cache, 1);
	snprintf(dir, sizeof(dir), "%s/fm/", tmpdir);
	assert_int_equal(mkdir(dir, 0755), 0);
	for (i = 0; i < 1500; i++) {
		snprintf(p, sizeof(p), "%sd%04d", dir, i);
		assert_int_equal(mkdir(p, 0755), 0);
	}
	write_file("fm/d0700/MAINTAINERS", "M\nF:\td0700/\n");
	nanosleep(&wait, NULL);
	find_list(dir, true, got, sizeof(got));
	assert_string_equal(got, "d0700/MAINTAINERS\n");
	find_list(dir, true, got, sizeof(got));
	assert_string_equal(got, "d0700/MAINTAINERS\n");
	write_file("fm/d1499/MAINTAINERS", "Z\nF:\td1499/\n");
	find_list(dir, true, got, sizeof(got));
	assert_string_equal(got, "d0700/MAINTAINERS\nd1499/MAINTAINERS\n");
	nanosleep(&wait, NULL);
	find_list(dir, true, got, sizeof(got));
	write_file("fm/d0000/MAINTAINERS", "A\nF:\td0000/\n");
	find_list(dir, true, got, sizeof(got));
	assert_string_equal(
		got,
		"d0000/MAINTAINERS\nd0700/MAINTAINERS\nd1499/MAINTAINERS\n");
	unsetenv("XDG_CACHE_HOME");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_db__items_and_sections),
		cmocka_unit_test(test_db__match_depth_order),
		cmocka_unit_test(test_db__exclude),
		cmocka_unit_test(test_db__slash_count_rule),
		cmocka_unit_test(test_db__regex_n),
		cmocka_unit_test(test_db__directory_pattern),
		cmocka_unit_test(test_db__exact),
		cmocka_unit_test(test_db__index_agrees_with_scan),
		cmocka_unit_test(test_db__missing_file),
		cmocka_unit_test(test_db__failed_file_per_call),
		cmocka_unit_test(test_db__cache_literals),
		cmocka_unit_test(test_db__find_files),
		cmocka_unit_test(test_db__find_cache),
		cmocka_unit_test(test_db__find_cache_many),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
