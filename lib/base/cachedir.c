// SPDX-License-Identifier: GPL-2.0-only
/*
 * The cache directory every cache of maint lives in ($XDG_CACHE_HOME/maint
 * or ~/.cache/maint), the names of its files (a key hashed from this build
 * and the stat data of the files a cache is made of), the hash, and the
 * pruning of old files, under one policy (mnt_cache_dir()).  What each
 * cache holds is its module's: the MAINTAINERS image (db/cache.c), the git
 * index names (base/gitindex.c), the script's features (get/compat.c), URL
 * profiles (profile/fetch.c, in maint/profiles/).
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/cachedir.h"
#include "base/version.h"
#include "fsutil.h"
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

void mnt_cache_sum_add(struct mbuf *out)
{
	uint64_t sum[2] = { 0, 0 }; /* mnt_hash128() adds to what sum holds */

	if (mbuf_failed(out))
		return;
	mnt_hash128(out->buf, out->len, sum);
	mbuf_add(out, sum, sizeof(sum));
}

bool mnt_cache_sum_ok(const void *m, size_t len)
{
	uint64_t sum[2] = { 0, 0 };

	mnt_hash128(m, len, sum);
	return !memcmp(sum, (const unsigned char *)m + len, sizeof(sum));
}

bool mnt_cache_file_ours(const struct stat *st)
{
	return st->st_uid == geteuid() && !(st->st_mode & 022);
}

const unsigned char *mnt_cache_map(const char *path, size_t min, size_t max,
				   struct stat *st)
{
	const unsigned char *m = mnt_map_file(path, min, max, st);

	if (m && !mnt_cache_file_ours(st)) {
		munmap((void *)m, (size_t)st->st_size);
		return NULL;
	}
	return m;
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

/*
 * A directory on the way to the cache: one that only we or root can
 * change (a directory others may write to only when root's and sticky,
 * as /tmp is, where no one can rename what is ours).
 */
static bool safe_ancestor(const struct stat *st, uid_t me)
{
	if (!S_ISDIR(st->st_mode) || (st->st_uid != me && st->st_uid != 0))
		return false;
	if (st->st_mode & 022)
		return st->st_uid == 0 && (st->st_mode & S_ISVTX);
	return true;
}

/* A directory of the cache itself: ours, not a symlink, no one else writes. */
static bool own_dir(const char *path, uid_t me)
{
	struct stat st;

	return lstat(path, &st) == 0 && S_ISDIR(st.st_mode) &&
	       st.st_uid == me && !(st.st_mode & 022);
}

/* Every directory of the real path rp, from "/" down, is safe_ancestor(). */
static bool safe_chain(const char *rp, uid_t me)
{
	char buf[PATH_MAX];
	size_t i, n = strlen(rp);
	struct stat st;

	if (n >= sizeof(buf) || rp[0] != '/')
		return false;
	memcpy(buf, rp, n + 1);
	for (i = 1; i <= n; i++) {
		if (i < n && buf[i] != '/')
			continue;
		buf[i] = '\0';
		if (lstat(buf, &st) || !safe_ancestor(&st, me))
			return false;
		buf[i] = rp[i];
	}
	return lstat("/", &st) == 0 && safe_ancestor(&st, me);
}

/*
 * dir's real path when no one but us and root can change the way to it
 * (safe_chain()); with create, its missing directories are made (0700)
 * below the part that exists, each checked to be ours.  NULL when not.
 */
static char *safe_dir(const char *dir, bool create, uid_t me)
{
	char *d = strdup(dir), real[PATH_MAX], *end;
	struct mbuf p = MBUF_INIT;
	struct stat st;
	size_t keep;

	if (!d || d[0] != '/')
		goto fail;
	end = d + strlen(d);
	while (end > d + 1 && end[-1] == '/')
		*--end = '\0';
	/* the longest part of dir that exists */
	while (stat(d, &st)) {
		char *slash = strrchr(d, '/');

		if (errno != ENOENT || !create || slash <= d)
			goto fail;
		*slash = '\0';
	}
	if (!realpath(d, real) || !safe_chain(real, me))
		goto fail;
	mbuf_adds(&p, real);
	/* the rest is made here, 0700, and must be ours */
	for (keep = strlen(d); dir[keep];) {
		const char *c = dir + keep, *e;

		while (*c == '/')
			c++;
		if (!*c)
			break;
		e = strchr(c, '/');
		if (!e)
			e = c + strlen(c);
		if ((e - c == 2 && c[0] == '.' && c[1] == '.') ||
		    (e - c == 1 && c[0] == '.'))
			goto fail;
		mbuf_addch(&p, '/');
		mbuf_add(&p, c, (size_t)(e - c));
		if (mbuf_failed(&p) ||
		    (mkdir(p.buf, 0700) && errno != EEXIST) ||
		    !own_dir(p.buf, me))
			goto fail;
		keep = (size_t)(e - dir);
	}
	if (mbuf_failed(&p))
		goto fail;
	free(d);
	return mbuf_detach(&p, NULL);
fail:
	free(d);
	mbuf_release(&p);
	return NULL;
}

/* dir/name, made (0700) when create, and ours (own_dir()); NULL if not */
static char *own_subdir(char *dir, const char *name, bool create, uid_t me)
{
	struct mbuf p = MBUF_INIT;

	mbuf_addf(&p, "%s/%s", dir, name);
	free(dir);
	if (mbuf_failed(&p) ||
	    (create && mkdir(p.buf, 0700) && errno != EEXIST) ||
	    !own_dir(p.buf, me)) {
		mbuf_release(&p);
		return NULL;
	}
	return mbuf_detach(&p, NULL);
}

char *mnt_cache_dir_in(const char *dir, bool create)
{
	uid_t me = geteuid();
	char *d = safe_dir(dir, create, me);

	if (d && !own_dir(d, me)) {
		free(d);
		d = NULL;
	}
	return d;
}

/*
 * The last maint directory found (mnt_cache_dir(NULL, ...)), for the
 * base it was found from: a run asks for it once per kind of cache file,
 * and each search checks every directory above it.  Found again while it
 * is still the same directory (device and inode), ours, not writable by
 * others: whoever replaces a directory on the way gets another inode.
 */
static struct {
	pthread_mutex_t lock;
	char *base, *dir;
	uid_t me;
	dev_t dev;
	ino_t ino;
} last_dir = { .lock = PTHREAD_MUTEX_INITIALIZER };

static char *last_dir_get(const char *base, uid_t me)
{
	char *d = NULL;
	struct stat st;

	pthread_mutex_lock(&last_dir.lock);
	if (last_dir.dir && last_dir.me == me && !strcmp(last_dir.base, base) &&
	    !lstat(last_dir.dir, &st) && S_ISDIR(st.st_mode) &&
	    st.st_uid == me && !(st.st_mode & 022) &&
	    st.st_dev == last_dir.dev && st.st_ino == last_dir.ino)
		d = strdup(last_dir.dir);
	pthread_mutex_unlock(&last_dir.lock);
	return d;
}

static void last_dir_set(const char *base, uid_t me, const char *dir)
{
	struct stat st;
	char *b, *d;

	if (lstat(dir, &st))
		return;
	b = strdup(base);
	d = strdup(dir);
	pthread_mutex_lock(&last_dir.lock);
	free(last_dir.base);
	free(last_dir.dir);
	last_dir.base = b;
	last_dir.dir = b && d ? d : NULL;
	if (!last_dir.dir)
		free(d);
	last_dir.me = me;
	last_dir.dev = st.st_dev;
	last_dir.ino = st.st_ino;
	pthread_mutex_unlock(&last_dir.lock);
}

char *mnt_cache_dir(const char *sub, bool create)
{
	const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
	struct mbuf base = MBUF_INIT;
	uid_t me = geteuid();
	char *dir = NULL;

	if (xdg && xdg[0] == '/')
		mbuf_adds(&base, xdg);
	else if (home && home[0] == '/')
		mbuf_addf(&base, "%s/.cache", home);
	else
		return NULL;
	if (mbuf_failed(&base))
		return NULL;
	dir = sub ? NULL : last_dir_get(base.buf, me);
	if (dir) {
		mbuf_release(&base);
		return dir;
	}
	/* $XDG_CACHE_HOME or ~/.cache may be a symlink: its real path */
	dir = safe_dir(base.buf, create, me);
	/* maint's own directories are never symlinks */
	if (dir)
		dir = own_subdir(dir, "maint", create, me);
	if (dir && !sub)
		last_dir_set(base.buf, me, dir);
	mbuf_release(&base);
	if (dir && sub)
		dir = own_subdir(dir, sub, create, me);
	return dir;
}

char *mnt_cache_path_seed(const char *const *names, const struct stat *st,
			  size_t n, bool create, const char *ext,
			  const uint64_t seed[2], uint64_t key[2])
{
	struct mbuf p = MBUF_INIT;
	char *base = mnt_cache_dir(NULL, create);

	if (!base)
		return NULL;
	cache_key(names, st, n, seed, key);
	/* another kind of file, another key */
	mnt_hash128(ext, strlen(ext), key);
	mbuf_addf(&p, "%s/%016llx%016llx.%s", base, (unsigned long long)key[0],
		  (unsigned long long)key[1], ext);
	free(base);
	if (mbuf_failed(&p)) {
		mbuf_release(&p);
		return NULL;
	}
	return mbuf_detach(&p, NULL);
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
