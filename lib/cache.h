/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The on-disk index of a parsed MAINTAINERS: where each item's line is and
 * what its pattern's literal prefix is, so that a run skips the parse.
 */
#ifndef MAINT_CACHE_H
#define MAINT_CACHE_H

#include <stddef.h>
#include <stdint.h>

#include "internal.h"

/* bits of a cached pattern word: the literal prefix length and flags */
#define MNT_PAT_LITERAL (1u << 31)
#define MNT_PAT_GLOBSTAR (1u << 30)
#define MNT_PAT_LEN_MASK ((1u << 30) - 1)

/* The files a database was read from, before parsing. */
struct mnt_cache_src {
	const char *path;
	char *buf; /* as read; parsing puts NULs in it */
	size_t len;
};

/* 128 bits over data (not cryptographic: catches change, not attack). */
void mnt_hash128(const void *data, size_t len, uint64_t h[2]);

/*
 * The cache file for these files' contents (read, not yet parsed) and this
 * build of maint, its key in key, or
 * NULL when there is no usable cache directory ($XDG_CACHE_HOME/maint or
 * ~/.cache/maint: ours, not a symlink, not writable by others).  With
 * create, a missing directory is made (mode 0700).
 */
char *mnt_cache_path(const struct mnt_cache_src *src, size_t n, bool create,
		     uint64_t key[2]);

/*
 * Fill db->items (and *pats, one word per F:/X: item of a section in item
 * order, malloc'd) from the cache file at path, mapped read-only.  A file
 * that is missing, not ours, writable by others, truncated, damaged, of
 * another version or key, or with a record outside the files is not used.
 * Returns 0 on success; otherwise db->items is left empty and the files
 * untouched.
 */
int mnt_cache_load(struct maint_db *db, const char *path, const uint64_t key[2],
		   const struct mnt_cache_src *src, size_t n, uint32_t **pats,
		   size_t *npats);

/*
 * Write the cache file at path for db (parsed from src), atomically.
 * Failure is harmless: the next run parses again.
 */
int mnt_cache_store(const struct maint_db *db, const char *path,
		    const uint64_t key[2], const struct mnt_cache_src *src,
		    size_t n);

#endif
