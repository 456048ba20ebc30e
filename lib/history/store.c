// SPDX-License-Identifier: GPL-2.0-only
/*
 * The history index file: layout, writing, mapping, checking.
 *
 * One file per repository in the cache directory (KEY.hix, the key a hash
 * of the real path of the repository's common git directory), written
 * whole through a temporary file and a rename, so a reader sees an old
 * index or a new one, never half of one.
 *
 * Layout (host byte order; the endianness word rejects another host's):
 * struct hix_header; one 64-bit checksum per 4 KiB block of the data;
 * the data, each part 8-byte aligned: the commits (struct hix_commit, in
 * the order they were added), their indices sorted by id, the parents
 * (commit indices), the changes (struct hix_change, each commit's sorted
 * by path), the paths (struct hix_path, sorted by name, bytewise), the
 * postings (for each path the commits that changed it, ascending), the
 * line references (string offsets: each commit's kept message lines),
 * the tips (commits the index was brought up to), the attributes
 * (struct hix_attr: every .gitattributes of the work tree and a hash of
 * it, sorted by directory), and the strings (NUL-terminated; offset 0 is
 * the empty string).
 *
 * What a run trusts: the header is checked when the file is opened (its
 * own checksum, its size against the file's, every part's offset against
 * the layout its counts give, the fingerprint of the repository's state
 * it was made under).  Every offset and index read from it is checked
 * against the bounds of its part before it is followed.  The data: the
 * first run that reads an index no longer being written (older than
 * MNT_RACY_NS) checks every block of it, flushes it to the disk and seals
 * it (KEY.hok: its stat data then, as lib/db/cache.c seals the
 * MAINTAINERS image); later runs find the seal and trust the blocks, so
 * the time a run spends on checking does not depend on the size of the
 * index.  Until then (a fresh index, or no seal could be written), no
 * block is read before its checksum has been checked.  A block that
 * fails its check marks the whole index bad: the question goes to git,
 * and the next update rebuilds the index instead of trusting any of it.
 */
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/cachedir.h"
#include "base/seal.h"
#include "fsutil.h"
#include "history/store.h"
#include "util.h"

#define HIX_FORMAT 1
#define HIX_BLOCK_SHIFT 12
#define HIX_BLOCK (1u << HIX_BLOCK_SHIFT)
#define HIX_MAX ((uint64_t)16 << 30)

static const char hix_magic[8] = "MAINTHIX";

struct hix_header {
	char magic[8];
	uint32_t format, endian;
	uint64_t size, header_sum;
	uint64_t fp[2], repo[2];
	uint32_t nblocks, pad;
	uint64_t sums, data;
	uint32_t ncommits, nparents, nchanges, npaths, npostings, nlinerefs,
		ntips, nattrs;
	uint64_t commits, oidsort, parents, changes, paths, postings, linerefs,
		tips, attrs, strings, strings_len;
	int64_t built;
	uint64_t reserved[8];
};

struct mnt_hix {
	const unsigned char *map;
	size_t size;
	struct hix_header h;
	struct stat st; /* of the file mapped */
	unsigned char *checked; /* one bit per block */
	bool trusted; /* every block checked, now or when it was sealed */
	bool bad;
};

static uint64_t align8(uint64_t o)
{
	return (o + 7) & ~(uint64_t)7;
}

/* Where every part of an index with h's counts lies; false: too large. */
static bool hix_layout(struct hix_header *h)
{
	uint64_t o = sizeof(*h), data_len;

	if (h->strings_len > HIX_MAX)
		return false;
	/* the checksums come first: their count depends on the data size */
	data_len = 0;
	data_len = align8(data_len +
			  (uint64_t)h->ncommits * sizeof(struct hix_commit));
	data_len = align8(data_len + (uint64_t)h->ncommits * 4);
	data_len = align8(data_len + (uint64_t)h->nparents * 4);
	data_len = align8(data_len +
			  (uint64_t)h->nchanges * sizeof(struct hix_change));
	data_len = align8(data_len +
			  (uint64_t)h->npaths * sizeof(struct hix_path));
	data_len = align8(data_len + (uint64_t)h->npostings * 4);
	data_len = align8(data_len + (uint64_t)h->nlinerefs * 4);
	data_len = align8(data_len + (uint64_t)h->ntips * 4);
	data_len = align8(data_len +
			  (uint64_t)h->nattrs * sizeof(struct hix_attr));
	data_len += h->strings_len;
	if (data_len > HIX_MAX)
		return false;
	h->nblocks = (uint32_t)((data_len + HIX_BLOCK - 1) >> HIX_BLOCK_SHIFT);
	h->sums = o;
	o = align8(o + (uint64_t)h->nblocks * 8);
	h->data = o;
	h->commits = o;
	o = align8(o + (uint64_t)h->ncommits * sizeof(struct hix_commit));
	h->oidsort = o;
	o = align8(o + (uint64_t)h->ncommits * 4);
	h->parents = o;
	o = align8(o + (uint64_t)h->nparents * 4);
	h->changes = o;
	o = align8(o + (uint64_t)h->nchanges * sizeof(struct hix_change));
	h->paths = o;
	o = align8(o + (uint64_t)h->npaths * sizeof(struct hix_path));
	h->postings = o;
	o = align8(o + (uint64_t)h->npostings * 4);
	h->linerefs = o;
	o = align8(o + (uint64_t)h->nlinerefs * 4);
	h->tips = o;
	o = align8(o + (uint64_t)h->ntips * 4);
	h->attrs = o;
	o = align8(o + (uint64_t)h->nattrs * sizeof(struct hix_attr));
	h->strings = o;
	o += h->strings_len;
	h->size = o;
	return o - h->data == data_len;
}

static uint64_t block_sum(const unsigned char *b, size_t len, uint64_t i)
{
	uint64_t h[2] = { i, HIX_BLOCK };

	mnt_hash128(b, len, h);
	return h[1];
}

static uint64_t header_sum(const struct hix_header *h)
{
	struct hix_header c = *h;
	uint64_t s[2] = { 0x686978ULL, sizeof(c) };

	c.header_sum = 0;
	mnt_hash128(&c, sizeof(c), s);
	return s[0] ^ s[1];
}

static int cmp_oid(const void *a, const void *b, void *arg)
{
	const struct hix_commit *c = arg;

	return memcmp(c[*(const uint32_t *)a].oid, c[*(const uint32_t *)b].oid,
		      HIX_OID);
}

static void repo_id(const char *real, uint64_t id[2])
{
	id[0] = 0x7265706fULL;
	id[1] = strlen(real);
	mnt_hash128(real, strlen(real), id);
}

char *mnt_hix_path(const struct mnt_hrepo *r, bool create)
{
	struct mbuf p = MBUF_INIT;
	uint64_t id[2];
	char *dir;

	/* errno ENOENT after: a directory on the way does not exist (yet) */
	errno = 0;
	dir = mnt_cache_dir(NULL, create);

	/*
	 * Keyed by the repository's real path alone (not by maint's build:
	 * the format number in the header says which maint can read it;
	 * not by stat data: a git directory changes as git works in it).
	 */
	if (!dir)
		return NULL;
	repo_id(r->real, id);
	mbuf_addf(&p, "%s/%016llx%016llx.hix", dir, (unsigned long long)id[0],
		  (unsigned long long)id[1]);
	free(dir);
	return mbuf_failed(&p) ? (mbuf_release(&p), NULL) :
				 mbuf_detach(&p, NULL);
}

bool mnt_hix_keep_line(const char *s, size_t n)
{
	if (!n)
		return false;
	return (s[0] >= '0' && s[0] <= '9') ||
	       (n >= 3 && s[0] == 'G' && s[1] == 'i' && s[2] == 't') ||
	       memchr(s, '@', n) != NULL;
}

/* memcpy() of @n bytes, none when @n is 0 (@src may then be NULL) */
static void put(unsigned char *dst, const void *src, size_t n)
{
	if (n)
		memcpy(dst, src, n);
}

int mnt_hix_write(const char *path, const struct hix_image *im)
{
	struct hix_header h;
	unsigned char *buf;
	uint64_t b;
	int ret;

	memset(&h, 0, sizeof(h));
	memcpy(h.magic, hix_magic, sizeof(h.magic));
	h.format = HIX_FORMAT;
	h.endian = 0x01020304;
	h.ncommits = im->ncommits;
	h.nparents = im->nparents;
	h.nchanges = im->nchanges;
	h.npaths = im->npaths;
	h.npostings = im->npostings;
	h.nlinerefs = im->nlinerefs;
	h.ntips = im->ntips;
	h.nattrs = im->nattrs;
	h.strings_len = im->strings_len;
	h.fp[0] = im->fp[0];
	h.fp[1] = im->fp[1];
	h.built = (int64_t)time(NULL);
	if (!hix_layout(&h) || h.size > SIZE_MAX)
		return -EFBIG;
	buf = calloc(1, (size_t)h.size);
	if (!buf)
		return -ENOMEM;
	put(buf + h.commits, im->commits,
	    (size_t)im->ncommits * sizeof(*im->commits));
	{
		/* the commits sorted by id */
		uint32_t *sorted = (uint32_t *)(buf + h.oidsort), i;

		for (i = 0; i < im->ncommits; i++)
			sorted[i] = i;
		if (im->ncommits > 1)
			qsort_r(sorted, im->ncommits, sizeof(*sorted), cmp_oid,
				(void *)im->commits);
	}
	put(buf + h.parents, im->parents, (size_t)im->nparents * 4);
	put(buf + h.changes, im->changes,
	    (size_t)im->nchanges * sizeof(*im->changes));
	put(buf + h.paths, im->paths, (size_t)im->npaths * sizeof(*im->paths));
	put(buf + h.postings, im->postings, (size_t)im->npostings * 4);
	put(buf + h.linerefs, im->linerefs, (size_t)im->nlinerefs * 4);
	put(buf + h.tips, im->tips, (size_t)im->ntips * 4);
	put(buf + h.attrs, im->attrs, (size_t)im->nattrs * sizeof(*im->attrs));
	put(buf + h.strings, im->strings, (size_t)im->strings_len);
	for (b = 0; b < h.nblocks; b++) {
		uint64_t at = h.data + (b << HIX_BLOCK_SHIFT), sum;
		size_t len = h.size - at < HIX_BLOCK ? (size_t)(h.size - at) :
						       HIX_BLOCK;

		sum = block_sum(buf + at, len, b);
		memcpy(buf + h.sums + 8 * b, &sum, 8);
	}
	repo_id(im->real, h.repo);
	memcpy(buf, &h, sizeof(h));
	((struct hix_header *)buf)->header_sum = header_sum(&h);
	ret = mnt_write_atomic(path, (const char *)buf, (size_t)h.size,
			       MNT_WRITE_NOSYNC);
	free(buf);
	return ret;
}

/*
 * The seal of an index: KEY.hok beside KEY.hix (base/seal.h), naming the
 * repository and the index's header checksum.
 */
static const char seal_magic[8] = "MAINTHOK";

static void seal_id(const struct mnt_hix *ix, uint64_t id[3])
{
	id[0] = ix->h.repo[0];
	id[1] = ix->h.repo[1];
	id[2] = ix->h.header_sum;
}

/* Whether the index at path, mapped as ix, has its seal. */
static bool sealed(const char *path, const struct mnt_hix *ix)
{
	uint64_t id[3];

	seal_id(ix, id);
	return mnt_seal_holds(path, "hok", seal_magic, id, &ix->st);
}

void mnt_hix_close(struct mnt_hix *ix)
{
	if (!ix)
		return;
	if (ix->map)
		munmap((void *)ix->map, ix->size);
	free(ix->checked);
	free(ix);
}

int mnt_hix_open(struct mnt_hix **out, const char *path,
		 const struct mnt_hrepo *r)
{
	struct mnt_hix *ix;
	struct hix_header want;
	struct stat st;
	int ret = -EINVAL;

	*out = NULL;
	ix = calloc(1, sizeof(*ix));
	if (!ix)
		return -ENOMEM;
	ix->map = mnt_map_file(
		path, sizeof(struct hix_header),
		(size_t)(HIX_MAX < SIZE_MAX ? HIX_MAX : SIZE_MAX), &st);
	if (!ix->map) {
		ret = errno == ENOENT ? -ENOENT : -EINVAL;
		free(ix);
		return ret;
	}
	ix->size = (size_t)st.st_size;
	ix->st = st;
	memcpy(&ix->h, ix->map, sizeof(ix->h));
	/* ours (written by this user), not writable by anyone else */
	if (!mnt_cache_file_ours(&st))
		goto fail;
	if (memcmp(ix->h.magic, hix_magic, sizeof(hix_magic)) ||
	    ix->h.endian != 0x01020304)
		goto fail;
	if (ix->h.format != HIX_FORMAT) {
		ret = -ESTALE;
		goto fail;
	}
	if (ix->h.header_sum != header_sum(&ix->h) || ix->h.size != ix->size)
		goto fail;
	want = ix->h;
	if (!hix_layout(&want) || want.size != ix->h.size ||
	    want.nblocks != ix->h.nblocks || want.sums != ix->h.sums ||
	    want.data != ix->h.data || want.commits != ix->h.commits ||
	    want.oidsort != ix->h.oidsort || want.parents != ix->h.parents ||
	    want.changes != ix->h.changes || want.paths != ix->h.paths ||
	    want.postings != ix->h.postings ||
	    want.linerefs != ix->h.linerefs || want.tips != ix->h.tips ||
	    want.attrs != ix->h.attrs || want.strings != ix->h.strings ||
	    ix->h.strings_len < 1)
		goto fail;
	if (r) {
		uint64_t id[2];

		repo_id(r->real, id);
		if (id[0] != ix->h.repo[0] || id[1] != ix->h.repo[1] ||
		    ix->h.fp[0] != r->fp[0] || ix->h.fp[1] != r->fp[1]) {
			ret = -ESTALE;
			goto fail;
		}
	}
	ix->checked = calloc((size_t)ix->h.nblocks / 8 + 1, 1);
	if (!ix->checked) {
		ret = -ENOMEM;
		goto fail;
	}
	ix->trusted = sealed(path, ix);
	*out = ix;
	return 0;
fail:
	mnt_hix_close(ix);
	return ret;
}

bool mnt_hix_bad(const struct mnt_hix *ix)
{
	return ix->bad;
}

bool mnt_hix_trusted(const struct mnt_hix *ix, struct stat *st)
{
	if (!ix->trusted || ix->bad)
		return false;
	*st = ix->st;
	return true;
}

void mnt_hix_counts(const struct mnt_hix *ix, struct hix_counts *c)
{
	c->ncommits = ix->h.ncommits;
	c->nparents = ix->h.nparents;
	c->nchanges = ix->h.nchanges;
	c->npaths = ix->h.npaths;
	c->npostings = ix->h.npostings;
	c->nlinerefs = ix->h.nlinerefs;
	c->ntips = ix->h.ntips;
	c->nattrs = ix->h.nattrs;
	c->strings_len = ix->h.strings_len;
	c->size = ix->h.size;
	c->built = ix->h.built;
}

/* Check the blocks of [off, off + len): false (and bad) on damage. */
static bool check(struct mnt_hix *ix, uint64_t off, uint64_t len)
{
	uint64_t b, last;

	if (ix->bad || off < ix->h.data || off > ix->h.size ||
	    len > ix->h.size - off)
		goto bad;
	if (!len || ix->trusted)
		return true;
	last = (off + len - 1 - ix->h.data) >> HIX_BLOCK_SHIFT;
	for (b = (off - ix->h.data) >> HIX_BLOCK_SHIFT; b <= last; b++) {
		uint64_t at = ix->h.data + (b << HIX_BLOCK_SHIFT), sum;
		size_t bl;

		if (ix->checked[b / 8] & (1u << (b % 8)))
			continue;
		bl = ix->h.size - at < HIX_BLOCK ? (size_t)(ix->h.size - at) :
						   HIX_BLOCK;
		memcpy(&sum, ix->map + ix->h.sums + 8 * b, 8);
		if (sum != block_sum(ix->map + at, bl, b))
			goto bad;
		ix->checked[b / 8] |= (unsigned char)(1u << (b % 8));
	}
	return true;
bad:
	ix->bad = true;
	return false;
}

int mnt_hix_check_all(struct mnt_hix *ix)
{
	if (!check(ix, ix->h.data, ix->h.size - ix->h.data))
		return -EINVAL;
	ix->trusted = true;
	return 0;
}

int mnt_hix_seal(struct mnt_hix *ix, const char *path)
{
	uint64_t id[3];
	int ret;

	if (ix->trusted && !ix->bad)
		return 0;
	if (mnt_stat_racy(&ix->st))
		return 0; /* may still change: checked block by block */
	ret = mnt_hix_check_all(ix);
	if (ret)
		return ret;
	seal_id(ix, id);
	mnt_seal_write(path, "hok", seal_magic, id, &ix->st, 0);
	return 0;
}

/* Record i of a table at base holding n records of size bytes, checked. */
static const void *record(struct mnt_hix *ix, uint64_t base, uint32_t n,
			  uint32_t i, size_t size)
{
	uint64_t off = base + (uint64_t)i * size;

	if (i >= n || !check(ix, off, size)) {
		ix->bad = true;
		return NULL;
	}
	return ix->map + off;
}

const struct hix_commit *mnt_hix_commit(struct mnt_hix *ix, uint32_t i)
{
	return record(ix, ix->h.commits, ix->h.ncommits, i,
		      sizeof(struct hix_commit));
}

const struct hix_change *mnt_hix_changes(struct mnt_hix *ix,
					 const struct hix_commit *c)
{
	uint64_t off = ix->h.changes +
		       (uint64_t)c->changes * sizeof(struct hix_change);

	if (c->changes > ix->h.nchanges ||
	    c->nchanges > ix->h.nchanges - c->changes ||
	    !check(ix, off,
		   (uint64_t)c->nchanges * sizeof(struct hix_change))) {
		ix->bad = true;
		return NULL;
	}
	return (const struct hix_change *)(ix->map + off);
}

const struct hix_path *mnt_hix_pathrec(struct mnt_hix *ix, uint32_t i)
{
	return record(ix, ix->h.paths, ix->h.npaths, i,
		      sizeof(struct hix_path));
}

const struct hix_attr *mnt_hix_attr(struct mnt_hix *ix, uint32_t i)
{
	return record(ix, ix->h.attrs, ix->h.nattrs, i,
		      sizeof(struct hix_attr));
}

const uint32_t *mnt_hix_u32s(struct mnt_hix *ix, int which, uint32_t first,
			     uint32_t n)
{
	uint64_t base;
	uint32_t count;

	switch (which) {
	case HIX_PARENTS:
		base = ix->h.parents;
		count = ix->h.nparents;
		break;
	case HIX_POSTINGS:
		base = ix->h.postings;
		count = ix->h.npostings;
		break;
	case HIX_LINES:
		base = ix->h.linerefs;
		count = ix->h.nlinerefs;
		break;
	case HIX_TIPS:
		base = ix->h.tips;
		count = ix->h.ntips;
		break;
	default:
		base = ix->h.oidsort;
		count = ix->h.ncommits;
		break;
	}
	if (first > count || n > count - first ||
	    !check(ix, base + (uint64_t)first * 4, (uint64_t)n * 4)) {
		ix->bad = true;
		return NULL;
	}
	return (const uint32_t *)(ix->map + base) + first;
}

const char *mnt_hix_str(struct mnt_hix *ix, uint32_t off)
{
	uint64_t at = ix->h.strings + off,
		 end = ix->h.strings + ix->h.strings_len;
	uint64_t from = at;

	if (off >= ix->h.strings_len)
		goto bad;
	/* check block by block up to the terminating NUL */
	for (;;) {
		uint64_t blk_end =
			ix->h.data +
			((((from - ix->h.data) >> HIX_BLOCK_SHIFT) + 1)
			 << HIX_BLOCK_SHIFT);
		const unsigned char *nul;

		if (blk_end > end)
			blk_end = end;
		if (!check(ix, from, blk_end - from))
			goto bad;
		nul = memchr(ix->map + from, '\0', (size_t)(blk_end - from));
		if (nul)
			return (const char *)ix->map + at;
		if (blk_end >= end)
			goto bad;
		from = blk_end;
	}
bad:
	ix->bad = true;
	return NULL;
}

int mnt_hix_find(struct mnt_hix *ix, const unsigned char *oid, uint32_t *i)
{
	uint32_t lo = 0, hi = ix->h.ncommits;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		const uint32_t *s = mnt_hix_u32s(ix, HIX_OIDSORT, mid, 1);
		const struct hix_commit *c = s ? mnt_hix_commit(ix, *s) : NULL;
		int cmp;

		if (!c)
			return -EINVAL;
		cmp = memcmp(c->oid, oid, HIX_OID);
		if (!cmp) {
			*i = *s;
			return 0;
		}
		if (cmp < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -ENOENT;
}

int mnt_hix_find_path(struct mnt_hix *ix, const char *name, size_t len,
		      uint32_t *i)
{
	uint32_t lo = 0, hi = ix->h.npaths;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		const struct hix_path *p = mnt_hix_pathrec(ix, mid);
		const char *s = p ? mnt_hix_str(ix, p->name) : NULL;
		size_t sl;
		int cmp;

		if (!s)
			return -EINVAL;
		sl = strlen(s);
		cmp = memcmp(s, name, sl < len ? sl : len);
		if (!cmp && sl != len)
			cmp = sl < len ? -1 : 1;
		if (!cmp) {
			*i = mid;
			return 0;
		}
		if (cmp < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	*i = lo;
	return -ENOENT;
}
