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

/*
 * The cache file of kind ext (a few letters: the file is KEY.ext) for the
 * n files names[] as stat(2) describes them in st[] (device, inode, size,
 * mtime and ctime, to the nanosecond), this build of maint and seed (what
 * else the kind's format depends on); its key in key.  NULL when there is
 * no usable cache directory ($XDG_CACHE_HOME/maint or ~/.cache/maint:
 * ours, not a symlink, not writable by others).  With create, a missing
 * directory is made (mode 0700).
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
