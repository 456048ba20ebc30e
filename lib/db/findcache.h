/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What --find-maintainer-files found below a directory, kept in the cache
 * directory (db/findcache.c), so that a tree of thousands of directories
 * is not read again on every call while none of them changed.
 */
#ifndef MNT_DB_FINDCACHE_H
#define MNT_DB_FINDCACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>

/*
 * A search's record: every directory it read (relative to the top, "" the
 * top itself) with its stat data, and the MAINTAINERS it kept (relative),
 * in order.  Filled by the walk, written by mnt_find_cache_store().
 */
struct mnt_find_dir {
	dev_t dev;
	ino_t ino;
	struct timespec mtime, ctime;
	size_t name; /* offset in names */
};

struct mnt_find_rec {
	struct mnt_find_dir *dirs;
	size_t ndirs, adirs;
	size_t *files; /* offsets in names */
	size_t nfiles, afiles;
	char *names; /* NUL-terminated names */
	size_t nlen, nalloc;
	bool racy; /* a directory changed within MNT_RACY_NS: not kept */
	bool oom;
};

/* Note directory rel (stat data st) or MAINTAINERS file rel. */
void mnt_find_rec_dir(struct mnt_find_rec *r, const char *rel,
		      const struct stat *st);
void mnt_find_rec_file(struct mnt_find_rec *r, const char *rel);
void mnt_find_rec_free(struct mnt_find_rec *r);

/*
 * The files found below top (the path as given, ending in '/') by the
 * search whose record is cached for its real path, when every directory
 * it read is unchanged (the same inode, mtime and ctime; a directory
 * gains or loses an entry only with a new mtime) and every file still a
 * regular file: true with *list (top + the relative name, malloc'd) and
 * *n; false to search again.
 */
bool mnt_find_cache_load(const char *top, char ***list, size_t *n);

/* Keep r as the search below top (nothing when racy, or no cache dir). */
void mnt_find_cache_store(const char *top, const struct mnt_find_rec *r);

#endif
