/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The on-disk image of a parsed MAINTAINERS: its lines, items, sections
 * and F:/X: patterns laid out as the database uses them, so that a run
 * maps it and uses it in place instead of reading and parsing the files.
 */
#ifndef MNT_DB_CACHE_H
#define MNT_DB_CACHE_H

#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>

#include "base/cachedir.h"
#include "db/db.h"

/* The files a database was read from, before parsing. */
struct mnt_cache_src {
	const char *path;
	char *buf; /* as read; parsing puts NULs in it */
	size_t len;
};

/*
 * The cache file for the n files names[] as stat(2) describes them in st[]
 * (device, inode, size, mtime and ctime, to the nanosecond) and this build
 * of maint, its key in key, or NULL when there is no usable cache
 * directory ($XDG_CACHE_HOME/maint or ~/.cache/maint: ours, not a
 * symlink, not writable by others).  With create, a missing directory is
 * made (mode 0700).
 */
char *mnt_cache_path(const char *const *names, const struct stat *st,
		     size_t n, bool create, uint64_t key[2]);

/*
 * Make db (empty) the database of the cache file at path, used in place:
 * db->items, sections, section_of, patterns and files point into its
 * read-only mapping (db->map), db->nregs is made.  A file that is
 * missing, not ours, writable by others, truncated, damaged, of another
 * version or key, for other stat data, or with a record pointing outside
 * it is not used.  Returns 0 on success; otherwise db is left empty.
 */
int mnt_cache_load(struct maint_db *db, const char *path, const uint64_t key[2],
		   const char *const *names, const struct stat *st, size_t n);

/* Whether p points into db's cache file (is the mapping's, not freed). */
static inline bool mnt_db_in_map(const struct maint_db *db, const void *p)
{
	return db->map && (uintptr_t)p - (uintptr_t)db->map < db->map_len;
}

/* Undo what mnt_cache_load() made (maint_db_free()). */
void mnt_cache_unmap(struct maint_db *db);

/*
 * Write the cache file at path for db (parsed from src, whose files st
 * describes as they were before reading), atomically.  Failure is
 * harmless: the next run parses again.
 */
int mnt_cache_store(const struct maint_db *db, const char *path,
		    const uint64_t key[2], const struct mnt_cache_src *src,
		    const struct stat *st, size_t n);

#endif
