/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The cache directory and the names of its files (base/cachedir.c): one
 * policy for every cache maint keeps.
 */
#ifndef MNT_BASE_CACHEDIR_H
#define MNT_BASE_CACHEDIR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>
#include <time.h>

/*
 * A file written within MNT_RACY_NS of now may change again without a new
 * stat (the clock a file system stamps with is coarse: 2 s on FAT): none
 * of the caches is made of it or trusted for it.
 */
#define MNT_RACY_NS 2000000000LL

static inline int64_t mnt_ns_of(const struct timespec *t)
{
	return (int64_t)t->tv_sec * 1000000000LL + t->tv_nsec;
}

static inline uint64_t mnt_rotl64(uint64_t x, int r)
{
	return (x << r) | (x >> (64 - r));
}

/* A 64-bit finaliser: every input bit moves every output bit. */
static inline uint64_t mnt_fmix64(uint64_t k)
{
	k ^= k >> 33;
	k *= 0xff51afd7ed558ccdULL;
	k ^= k >> 33;
	k *= 0xc4ceb9fe1a85ec53ULL;
	k ^= k >> 33;
	return k;
}

/* Whether st's mtime or ctime is within MNT_RACY_NS of now. */
bool mnt_stat_racy(const struct stat *st);

/* 128 bits over data (not cryptographic: catches change, not attack). */
void mnt_hash128(const void *data, size_t len, uint64_t h[2]);

struct mbuf;

/*
 * A cache file's trailing checksum: mnt_cache_sum_add() appends the 16
 * bytes of mnt_hash128() over what out holds; mnt_cache_sum_ok() says
 * whether the 16 bytes after m[0..len) are that of m[0..len).
 */
void mnt_cache_sum_add(struct mbuf *out);
bool mnt_cache_sum_ok(const void *m, size_t len);

/*
 * Whether a cache file (stat data st) may be trusted at all: this user's,
 * writable by no one else.  Anything else is ignored (and replaced).
 */
bool mnt_cache_file_ours(const struct stat *st);

/*
 * mnt_map_file() of the cache file at path, refused (NULL, nothing
 * mapped) unless mnt_cache_file_ours(); munmap() it with st->st_size
 * bytes.
 */
const unsigned char *mnt_cache_map(const char *path, size_t min, size_t max,
				   struct stat *st);

/*
 * The one policy of every cache directory maint keeps (the MAINTAINERS
 * image, the git index names, the script's features, URL profiles, the
 * git history index, and whatever comes next): the cache directory,
 * $XDG_CACHE_HOME/maint or ~/.cache/maint, or its subdirectory sub (NULL:
 * the directory itself), as a malloc'd real path, only when
 *  - every directory on the way to it, from "/", can be changed only by
 *    us or root (owned by one of them, not writable by others unless
 *    root's and sticky, as /tmp): so no other user can put a symlink or a
 *    directory of theirs in the way, then or later.  Run as root with
 *    another user's $HOME (sudo keeping HOME), that user's home fails
 *    this: no cache at all, nothing read from or written there, and no
 *    root-owned ~/.cache left behind to break the user's tools;
 *  - maint's own directories (maint/, sub/) and any it made are ours,
 *    not symlinks, not writable by group or others ($XDG_CACHE_HOME or
 *    ~/.cache may be a symlink: its real path is what is checked).
 * With create, missing directories are made (mode 0700), only below a
 * directory that passed.  NULL when there is no such directory.
 */
char *mnt_cache_dir(const char *sub, bool create);
/* The same policy for a directory given (absolute), itself ours. */
char *mnt_cache_dir_in(const char *dir, bool create);

/*
 * The cache file of kind ext (a few letters: the file is KEY.ext) for the
 * n files names[] as stat(2) describes them in st[] (device, inode, size,
 * mtime and ctime, to the nanosecond), this build of maint and seed (what
 * else the kind's format depends on); its key in key.  NULL when there is
 * no usable cache directory (mnt_cache_dir(NULL, create)).
 */
char *mnt_cache_path_seed(const char *const *names, const struct stat *st,
			  size_t n, bool create, const char *ext,
			  const uint64_t seed[2], uint64_t key[2]);
/* The same with no seed. */
char *mnt_cache_path_ext(const char *const *names, const struct stat *st,
			 size_t n, bool create, uint64_t key[2],
			 const char *ext);

/* Keep the newest keep cache files of path's directory ending in .ext. */
void mnt_cache_prune(const char *path, const char *ext, size_t keep);

#endif
