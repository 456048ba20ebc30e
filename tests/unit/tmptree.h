/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A small tree of files under a mkdtemp() directory for a unit test:
 * write one (tmptree_put), name one (tmptree_path), remove the tree
 * (tmptree_rm).  Include after
 * <cmocka.h>: a failure to write fails the test.
 */
#ifndef MAINT_TEST_TMPTREE_H
#define MAINT_TEST_TMPTREE_H

#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* dir/rel into out (at most size bytes) */
static inline void tmptree_path(char *out, size_t size, const char *dir,
				const char *rel)
{
	snprintf(out, size, "%s/%s", dir, rel);
}

/* Write text to dir/rel (its directory must exist). */
static inline void tmptree_put(const char *dir, const char *rel,
			       const char *text)
{
	char path[1024];
	FILE *f;

	tmptree_path(path, sizeof(path), dir, rel);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
}

/* Remove dir and everything below it (symlinks are not followed). */
static inline int tmptree_rm(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	char p[PATH_MAX];
	struct stat st;

	if (!d)
		return -1;
	while ((de = readdir(d))) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		if (snprintf(p, sizeof(p), "%s/%s", dir, de->d_name) >=
		    (int)sizeof(p))
			continue; /* not ours to guess at */
		if (!lstat(p, &st) && S_ISDIR(st.st_mode))
			tmptree_rm(p);
		else
			unlink(p);
	}
	closedir(d);
	return rmdir(dir);
}

#endif
