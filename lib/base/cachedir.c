// SPDX-License-Identifier: GPL-2.0-only
/*
 * The cache directory every cache of maint lives in ($XDG_CACHE_HOME/maint
 * or ~/.cache/maint), the names of its files (a key hashed from this build
 * and the stat data of the files a cache is made of), the hash, and the
 * pruning of old files.  What each cache holds is its module's: the
 * MAINTAINERS image (db/cache.c), the git index names (base/gitindex.c),
 * the script's features (get/compat.c).
 */
#include <dirent.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/cachedir.h"
#include "base/version.h"
#include "mbuf.h"
#include "util.h"

void mnt_hash128(const void *data, size_t len, uint64_t h[2])
{
	const unsigned char *p = data;
	const uint64_t k = 0x9e3779b97f4a7c15ULL;
	uint64_t l0 = h[0] ^ len, l1 = h[1] + k,
		 l2 = h[0] + 0x87c37b91114253d5ULL,
		 l3 = h[1] ^ 0x4cf5ad432745937fULL;
	unsigned char tail[32] = { 0 };
	size_t i;

	/* four lanes, one multiply per 8 bytes; mixed thoroughly at the end */
	for (i = 0; i + 32 <= len; i += 32) {
		uint64_t w0, w1, w2, w3;

		memcpy(&w0, p + i, 8);
		memcpy(&w1, p + i + 8, 8);
		memcpy(&w2, p + i + 16, 8);
		memcpy(&w3, p + i + 24, 8);
		l0 = (l0 ^ w0) * k;
		l1 = (l1 ^ w1) * k;
		l2 = (l2 ^ w2) * k;
		l3 = (l3 ^ w3) * k;
	}
	if (i < len) {
		uint64_t w0, w1, w2, w3;

		memcpy(tail, p + i, len - i);
		memcpy(&w0, tail, 8);
		memcpy(&w1, tail + 8, 8);
		memcpy(&w2, tail + 16, 8);
		memcpy(&w3, tail + 24, 8);
		l0 = (l0 ^ w0) * k;
		l1 = (l1 ^ w1) * k;
		l2 = (l2 ^ w2) * k;
		l3 = (l3 ^ w3) * k;
	}
	h[0] = mnt_fmix64(mnt_fmix64(l0) ^ mnt_rotl64(mnt_fmix64(l2), 17) ^
			  len);
	h[1] = mnt_fmix64(mnt_fmix64(l1) ^ mnt_rotl64(mnt_fmix64(l3), 29) ^
			  h[0]);
}

bool mnt_stat_racy(const struct stat *st)
{
	struct timespec now;
	int64_t t;

	clock_gettime(CLOCK_REALTIME, &now);
	t = mnt_ns_of(&now);
	return mnt_ns_of(&st->st_mtim) + MNT_RACY_NS > t ||
	       mnt_ns_of(&st->st_ctim) + MNT_RACY_NS > t;
}

static void cache_key(const char *const *names, const struct stat *st, size_t n,
		      const uint64_t seed[2], uint64_t key[2])
{
	static const char build[] = "maint " MAINT_VERSION
				    " " MAINT_GIT_DESCRIBE " cache";
	uint64_t h[2] = { seed[0], seed[1] };
	size_t i;

	mnt_hash128(build, sizeof(build), h);
	for (i = 0; i < n; i++) {
		struct {
			uint64_t dev, ino, size;
			int64_t mtime_ns, ctime_ns;
		} f = { (uint64_t)st[i].st_dev, (uint64_t)st[i].st_ino,
			(uint64_t)st[i].st_size, mnt_ns_of(&st[i].st_mtim),
			mnt_ns_of(&st[i].st_ctim) };
		uint64_t a[2] = { h[0], h[1] };
		uint64_t c[2] = { h[1], h[0] };

		mnt_hash128(names[i], strlen(names[i]) + 1, a);
		mnt_hash128(&f, sizeof(f), c);
		h[0] = mnt_fmix64(h[0] ^ a[0] ^ mnt_rotl64(c[0], 17));
		h[1] = mnt_fmix64(h[1] ^ a[1] ^ mnt_rotl64(c[1], 29) ^ i);
	}
	key[0] = h[0];
	key[1] = h[1];
}

/* Ours, a real directory, not writable by anyone else. */
static bool dir_ok(const char *dir)
{
	struct stat st;

	return lstat(dir, &st) == 0 && S_ISDIR(st.st_mode) &&
	       st.st_uid == geteuid() && !(st.st_mode & 022);
}

char *mnt_cache_path_seed(const char *const *names, const struct stat *st,
			  size_t n, bool create, const char *ext,
			  const uint64_t seed[2], uint64_t key[2])
{
	const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
	struct mbuf base = MBUF_INIT, p = MBUF_INIT;

	if (xdg && xdg[0] == '/') {
		mbuf_adds(&base, xdg);
	} else if (home && home[0] == '/') {
		mbuf_adds(&base, home);
		mbuf_adds(&base, "/.cache");
	} else {
		return NULL;
	}
	if (create)
		(void)mkdir(base.buf, 0700);
	mbuf_adds(&base, "/maint");
	if (mbuf_failed(&base))
		goto fail;
	if (create)
		(void)mkdir(base.buf, 0700);
	if (!dir_ok(base.buf))
		goto fail;
	cache_key(names, st, n, seed, key);
	/* another kind of file, another key */
	mnt_hash128(ext, strlen(ext), key);
	mbuf_addf(&p, "%s/%016llx%016llx.%s", base.buf,
		  (unsigned long long)key[0], (unsigned long long)key[1], ext);
	mbuf_release(&base);
	if (mbuf_failed(&p)) {
		mbuf_release(&p);
		return NULL;
	}
	return mbuf_detach(&p, NULL);
fail:
	mbuf_release(&base);
	return NULL;
}

char *mnt_cache_path_ext(const char *const *names, const struct stat *st,
			 size_t n, bool create, uint64_t key[2],
			 const char *ext)
{
	static const uint64_t seed[2];

	return mnt_cache_path_seed(names, st, n, create, ext, seed, key);
}

static int cmp_mtime(const void *a, const void *b)
{
	const struct stat *x = a, *y = b;

	if (x->st_mtim.tv_sec != y->st_mtim.tv_sec)
		return x->st_mtim.tv_sec < y->st_mtim.tv_sec ? -1 : 1;
	return 0;
}

/* Keep the newest keep cache files of path's directory ending in .ext. */
void mnt_cache_prune(const char *path, const char *ext, size_t keep)
{
	char *dir = strdup(path), *slash;
	struct {
		struct stat st;
		char name[64];
	} *f = NULL;
	size_t nf = 0, alloc = 0, i;
	struct dirent *de;
	DIR *d;

	if (!dir || !(slash = strrchr(dir, '/'))) {
		free(dir);
		return;
	}
	*slash = '\0';
	d = opendir(dir);
	while (d && (de = readdir(d))) {
		size_t l = strlen(de->d_name);

		if (l != 33 + strlen(ext) || de->d_name[32] != '.' ||
		    strcmp(de->d_name + 33, ext) ||
		    ALLOC_GROW(f, nf + 1, alloc))
			continue;
		memcpy(f[nf].name, de->d_name, l + 1);
		if (fstatat(dirfd(d), de->d_name, &f[nf].st,
			    AT_SYMLINK_NOFOLLOW) == 0)
			nf++;
	}
	if (d && nf > keep) {
		qsort(f, nf, sizeof(*f), cmp_mtime);
		for (i = 0; i + keep < nf; i++)
			unlinkat(dirfd(d), f[i].name, 0);
	}
	if (d)
		closedir(d);
	free(f);
	free(dir);
}
