/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Safe file rewriting and path checks shared by the commands that write
 * (fmt --in-place, migrate --in-place, profile new) or follow paths named
 * by MAINTAINERS (P: profiles).
 */
#ifndef MAINT_FSUTIL_H
#define MAINT_FSUTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>

enum {
	MNT_WRITE_FOLLOW_SYMLINK = 1 << 0, /* write through a symlinked path */
	MNT_WRITE_EXCL = 1 << 1, /* refuse to replace an existing file */
	/* no fsync: for files that may be lost (caches that are checked) */
	MNT_WRITE_NOSYNC = 1 << 2,
};

/*
 * Replace path with data: write a temporary file in the same directory
 * (PATH.maint-PID-XXXXXX), fsync it, give it the mode of the file it
 * replaces (0644 for a new one), rename it over path and fsync the
 * directory.  On any error the original is untouched and the temporary file
 * is removed; temporary files of PATH left by a killed process are removed
 * by the next call.  A symlink at path is refused (-ELOOP) unless
 * MNT_WRITE_FOLLOW_SYMLINK, which replaces the file the link names.
 * Returns 0 or -errno.
 */
int mnt_write_atomic(const char *path, const char *data, size_t len,
		     unsigned int flags);

/*
 * Resolve rel (a path from a MAINTAINERS line) inside the tree rooted at
 * root: refuses absolute paths, ".." components and symlinks that lead
 * outside the tree.  On success *out is the malloc'd path root/rel.
 * Returns 0, -EXDEV (outside the tree), -ENOENT, or -errno.
 */
int mnt_tree_path(const char *root, const char *rel, char **out);

/*
 * Map the regular file at path read-only (not through a symlink), of
 * between min and max bytes; *st receives its stat data.  Returns the
 * mapping (munmap() it with st->st_size bytes) or NULL with errno set
 * (EINVAL: not a regular file or out of the size bounds).
 */
const unsigned char *mnt_map_file(const char *path, size_t min, size_t max,
				  struct stat *st);

#endif
