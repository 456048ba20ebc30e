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
 * (PATH.maint-PID-XXXXXX), fsync it, give it the owner, group and mode of
 * the file it replaces (owner and group where permitted: as root, or a
 * group the user is in), or 0666 & ~umask for a new one, rename it over
 * path and fsync the directory.  On any error the original is untouched and the temporary file
 * is removed; temporary files of PATH left by a killed process are removed
 * by the next call.  A symlink at path is refused (-ELOOP) unless
 * MNT_WRITE_FOLLOW_SYMLINK, which replaces the file the link names.
 * Returns 0 or -errno.
 */
int mnt_write_atomic(const char *path, const char *data, size_t len,
		     unsigned int flags);

/*
 * The advisory lock of every in-place writer (fmt -i, migrate -i, profile
 * new): an exclusive flock(2) on the lock file PATH.lock beside the target,
 * taken before the target is read and held until after it is renamed, so
 * two writers never both read the old text (the second waits, then reads
 * what the first wrote).  The lock file is removed while still locked, and
 * a lock taken on a file that was meanwhile removed or replaced is taken
 * again, so a lock file left by a killed process is harmless.
 */
struct mnt_lock {
	int fd; /* -1: not held */
	char *path; /* PATH.lock */
};
#define MNT_LOCK_INIT { -1, NULL }
/* How long mnt_lock() waits for another writer by default. */
#define MNT_LOCK_WAIT_MS 30000

/*
 * Lock target (see struct mnt_lock), waiting up to wait_ms for a writer
 * that holds it.  Returns 0, -EWOULDBLOCK (still held after wait_ms), or
 * -errno of creating the lock file.
 */
int mnt_lock(struct mnt_lock *l, const char *target, unsigned int wait_ms);
/* Remove the lock file and release the lock (a no-op when not held). */
void mnt_unlock(struct mnt_lock *l);

/*
 * Resolve rel (a path from a MAINTAINERS line) inside the tree rooted at
 * root: refuses absolute paths, ".." components and symlinks that lead
 * outside the tree.  On success *out is the malloc'd path root/rel.
 * Returns 0, -EXDEV (outside the tree), -ENOENT, or -errno.
 */
int mnt_tree_path(const char *root, const char *rel, char **out);

/*
 * The one way to open a file the tree names (a path in a patch, a -f
 * file, the tree's .mailmap, scripts/get_maintainer.pl, ...): rel inside
 * the tree at root (NULL: the current directory), as mnt_tree_path()
 * decides, so an absolute path, a ".." component or a symlink that leads
 * out of the tree is refused (-EXDEV) and nothing outside the tree is ever
 * read.  Opened read-only, non-blocking, at its resolved path.  Returns
 * the descriptor or -errno.
 */
int mnt_tree_open(const char *root, const char *rel);
/* mnt_read_file() of rel inside the tree (mnt_tree_open()). */
int mnt_read_tree_file(const char *root, const char *rel, size_t max,
		       char **out, size_t *len);

/*
 * Map the regular file at path read-only (not through a symlink), of
 * between min and max bytes; *st receives its stat data.  Returns the
 * mapping (munmap() it with st->st_size bytes) or NULL with errno set
 * (EINVAL: not a regular file or out of the size bounds).
 */
const unsigned char *mnt_map_file(const char *path, size_t min, size_t max,
				  struct stat *st);

#endif
