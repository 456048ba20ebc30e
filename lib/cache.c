// SPDX-License-Identifier: GPL-2.0-only
/*
 * The on-disk index of a parsed MAINTAINERS.
 *
 * A run of maint get spends most of its instructions re-reading the same
 * 800 KB MAINTAINERS into items.  The cache keeps what the parse found:
 * for every item its file, offset, length, line and type, and for every
 * F:/X: pattern its literal prefix.  It is keyed by a hash of every file's
 * path and content and of this build of maint, lives in
 * $XDG_CACHE_HOME/maint/ (or ~/.cache/maint/), is written atomically, and
 * is never required: without a usable directory maint simply parses.
 *
 * Before anything of the file is used, it must be this user's and writable
 * by no one else (who else could write there could run code as the user),
 * and its header, size, version, key and checksum must be right (a torn
 * write or a damaged disk shows there); every record is bounds-checked
 * against the files, so that no content of it can make maint read or
 * write outside them.  Anything else is not a cache file: it is parsed
 * again and replaced.
 *
 * Layout (host byte order; the endianness word rejects another host's):
 *   struct cache_header, then nitems struct cache_item, then npats u32.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cache.h"
#include "fsutil.h"

#ifndef MAINT_VERSION
#define MAINT_VERSION "unknown"
#endif
#ifndef MAINT_GIT_DESCRIBE
#define MAINT_GIT_DESCRIBE "unknown"
#endif

#define CACHE_FORMAT 1
#define CACHE_KEEP 16 /* cache files kept per directory */
#define CACHE_MAX ((size_t)256 << 20)

static const char cache_magic[8] = "MAINTDB\n";

struct cache_header {
	char magic[8];
	uint32_t format, endian;
	uint64_t key[2];
	uint32_t nfiles, nitems, npats, reserved;
	uint64_t body_sum[2];
	uint64_t size;
};

struct cache_item {
	uint32_t off, len, line;
	uint16_t file;
	uint8_t type, reserved;
};

static inline uint64_t rotl(uint64_t x, int r)
{
	return (x << r) | (x >> (64 - r));
}

static inline uint64_t fmix(uint64_t k)
{
	k ^= k >> 33;
	k *= 0xff51afd7ed558ccdULL;
	k ^= k >> 33;
	k *= 0xc4ceb9fe1a85ec53ULL;
	k ^= k >> 33;
	return k;
}

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
	h[0] = fmix(fmix(l0) ^ rotl(fmix(l2), 17) ^ len);
	h[1] = fmix(fmix(l1) ^ rotl(fmix(l3), 29) ^ h[0]);
}

static void cache_key(const struct mnt_cache_src *src, size_t n,
		      uint64_t key[2])
{
	static const char build[] = "maint " MAINT_VERSION
				    " " MAINT_GIT_DESCRIBE " cache";
	uint64_t h[2] = { CACHE_FORMAT, sizeof(struct cache_item) };
	size_t i;

	mnt_hash128(build, sizeof(build), h);
	for (i = 0; i < n; i++) {
		uint64_t f[2] = { h[0], h[1] };
		uint64_t c[2] = { h[1], h[0] };

		mnt_hash128(src[i].path, strlen(src[i].path), f);
		mnt_hash128(src[i].buf, src[i].len, c);
		h[0] = fmix(h[0] ^ f[0] ^ rotl(c[0], 17));
		h[1] = fmix(h[1] ^ f[1] ^ rotl(c[1], 29) ^ src[i].len);
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

char *mnt_cache_path(const struct mnt_cache_src *src, size_t n, bool create,
		     uint64_t key[2])
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
	cache_key(src, n, key);
	mbuf_addf(&p, "%s/%016llx%016llx.db", base.buf,
		  (unsigned long long)key[0], (unsigned long long)key[1]);
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

/*
 * The cache file, mapped: ours (written by this user: anyone else who can
 * write there could run code as the user anyway), a regular file, not
 * writable by others.
 */
static const unsigned char *map_cache(const char *path, size_t *len)
{
	const unsigned char *map;
	struct stat st;

	map = mnt_map_file(path, sizeof(struct cache_header), CACHE_MAX, &st);
	if (!map)
		return NULL;
	if (st.st_uid != geteuid() || (st.st_mode & 022)) {
		munmap((void *)map, (size_t)st.st_size);
		return NULL;
	}
	*len = (size_t)st.st_size;
	return map;
}

int mnt_cache_load(struct maint_db *db, const char *path, const uint64_t key[2],
		   const struct mnt_cache_src *src, size_t n, uint32_t **pats,
		   size_t *npats)
{
	struct cache_header h;
	const struct cache_item *items;
	const unsigned char *map;
	uint64_t sum[2] = { 0, 0 };
	size_t len = 0, body, i;
	int ret = -EINVAL;

	*pats = NULL;
	*npats = 0;
	map = map_cache(path, &len);
	if (!map)
		return -ENOENT;
	memcpy(&h, map, sizeof(h));
	if (memcmp(h.magic, cache_magic, sizeof(h.magic)) ||
	    h.format != CACHE_FORMAT || h.endian != 0x01020304 ||
	    h.key[0] != key[0] || h.key[1] != key[1] || h.nfiles != n ||
	    h.size != len)
		goto out;
	body = (size_t)h.nitems * sizeof(struct cache_item) +
	       (size_t)h.npats * sizeof(uint32_t);
	if (body != len - sizeof(h))
		goto out;
	/* damage (a torn write, a bad disk) shows in the checksum */
	mnt_hash128(map + sizeof(h), body, sum);
	if (sum[0] != h.body_sum[0] || sum[1] != h.body_sum[1])
		goto out;
	/* the header is a multiple of 8 bytes and the map page-aligned */
	items = (const struct cache_item *)(const void *)(map + sizeof(h));
	for (i = 0; i < h.nitems; i++) {
		const struct cache_item *r = &items[i];

		/* in bounds whatever the records say */
		if (r->file >= n || r->off > src[r->file].len ||
		    r->len > src[r->file].len - r->off ||
		    (r->type && (r->type < 'A' || r->type > 'Z' || r->len < 2)))
			goto out;
	}
	*pats = malloc((h.npats ? h.npats : 1) * sizeof(**pats));
	if (ALLOC_GROW(db->items, h.nitems + 1, db->items_alloc) || !*pats) {
		ret = -ENOMEM;
		goto out;
	}
	memcpy(*pats, map + sizeof(h) + (size_t)h.nitems * sizeof(*items),
	       (size_t)h.npats * sizeof(uint32_t));
	*npats = h.npats;
	/* cut the lines and make the items as the parse does */
	for (i = 0; i < h.nitems; i++) {
		const struct cache_item *r = &items[i];
		struct maint_item *it = &db->items[i];
		char *text = src[r->file].buf + r->off, *v;

		text[r->len] = '\0';
		it->text = text;
		it->file = db->files[r->file];
		it->line = r->line;
		it->type = (char)r->type;
		it->value = NULL;
		if (it->type) {
			v = text + 2;
			while (*v == ' ' || *v == '\t' || *v == '\r' ||
			       *v == '\f' || *v == '\v')
				v++;
			it->value = v;
		}
	}
	db->nitems = h.nitems;
	ret = 0;
out:
	if (ret) {
		free(*pats);
		*pats = NULL;
		*npats = 0;
	}
	munmap((void *)map, len);
	return ret;
}

static int cmp_mtime(const void *a, const void *b)
{
	const struct stat *x = a, *y = b;

	if (x->st_mtim.tv_sec != y->st_mtim.tv_sec)
		return x->st_mtim.tv_sec < y->st_mtim.tv_sec ? -1 : 1;
	return 0;
}

/* Keep the newest CACHE_KEEP cache files of the directory. */
static void prune(const char *path)
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

		if (l != 35 || strcmp(de->d_name + 32, ".db") ||
		    ALLOC_GROW(f, nf + 1, alloc))
			continue;
		memcpy(f[nf].name, de->d_name, l + 1);
		if (fstatat(dirfd(d), de->d_name, &f[nf].st,
			    AT_SYMLINK_NOFOLLOW) == 0)
			nf++;
	}
	if (d && nf > CACHE_KEEP) {
		qsort(f, nf, sizeof(*f), cmp_mtime);
		for (i = 0; i + CACHE_KEEP < nf; i++)
			unlinkat(dirfd(d), f[i].name, 0);
	}
	if (d)
		closedir(d);
	free(f);
	free(dir);
}

int mnt_cache_store(const struct maint_db *db, const char *path,
		    const uint64_t key[2], const struct mnt_cache_src *src,
		    size_t n)
{
	struct cache_header h = { 0 };
	struct mbuf out = MBUF_INIT;
	size_t i, file = 0, npats = db->npatterns;
	int ret;

	if (n > UINT16_MAX || db->nitems > UINT32_MAX)
		return -EFBIG;
	for (i = 0; i < n; i++)
		if (src[i].len >= UINT32_MAX)
			return -EFBIG;
	memcpy(h.magic, cache_magic, sizeof(h.magic));
	h.format = CACHE_FORMAT;
	h.endian = 0x01020304;
	h.key[0] = key[0];
	h.key[1] = key[1];
	h.nfiles = (uint32_t)n;
	h.nitems = (uint32_t)db->nitems;
	h.npats = (uint32_t)npats;
	mbuf_add(&out, &h, sizeof(h));
	for (i = 0; i < db->nitems; i++) {
		const struct maint_item *it = &db->items[i];
		struct cache_item r = { 0 };

		while (file < n && (it->text < src[file].buf ||
				    it->text > src[file].buf + src[file].len))
			file++;
		if (file == n) {
			mbuf_release(&out);
			return -EINVAL;
		}
		r.off = (uint32_t)(it->text - src[file].buf);
		r.len = (uint32_t)strlen(it->text);
		r.line = it->line;
		r.file = (uint16_t)file;
		r.type = (uint8_t)it->type;
		mbuf_add(&out, &r, sizeof(r));
	}
	for (i = 0; i < npats; i++) {
		const struct mnt_pattern *pt = &db->patterns[i];
		uint32_t w;

		if (pt->lit_len > MNT_PAT_LEN_MASK) {
			mbuf_release(&out);
			return -EFBIG;
		}
		/* the glob's own "**", whatever this run makes of it */
		w = (uint32_t)pt->lit_len |
		    (pt->literal ? MNT_PAT_LITERAL : 0) |
		    (!pt->literal && memmem(pt->glob + pt->lit_len,
					    pt->glob_len - pt->lit_len, "**",
					    2) ?
			     MNT_PAT_GLOBSTAR :
			     0);
		mbuf_add(&out, &w, sizeof(w));
	}
	if (mbuf_failed(&out)) {
		mbuf_release(&out);
		return -ENOMEM;
	}
	h.size = out.len;
	mnt_hash128(out.buf + sizeof(h), out.len - sizeof(h), h.body_sum);
	memcpy(out.buf, &h, sizeof(h));
	ret = mnt_write_atomic(path, out.buf, out.len, MNT_WRITE_NOSYNC);
	mbuf_release(&out);
	if (!ret)
		prune(path);
	return ret;
}
