// SPDX-License-Identifier: GPL-2.0-only
/*
 * The on-disk image of a parsed MAINTAINERS.
 *
 * A run of maint get would spend most of its time reading the same 800 KB
 * MAINTAINERS and making the same items, sections and patterns of it.  The
 * cache file holds all of that as the database uses it: the files' lines
 * (cut at '\n' as the parse cuts them), then the arrays of struct
 * maint_item, struct maint_section, the section of every item and struct
 * mnt_pattern, their pointers laid out for the address the file is meant
 * to be mapped at (chosen at random when it is written).  A run maps it
 * read-only at that address and uses it in place: nothing is read, copied
 * or hashed but the cache file itself, and only the pages a query touches
 * are faulted in.  Where that address is taken the file is mapped
 * elsewhere and its pointers moved (a private copy of the pages).
 *
 * Which file: the key is a hash of this build of maint, and of every
 * MAINTAINERS file's path and stat data (device, inode, size, mtime and
 * ctime to the nanosecond), so that no file is read to find it.  Why the
 * answer cannot change: a cache file is written only when every file's
 * mtime and ctime were at least MNT_RACY_NS before it was read, and
 * used only when they still are before now.  Any write to a file after
 * that reading sets its ctime to the time of the write (no system call
 * sets ctime to anything else), later than the ctime recorded by more
 * than any file system's timestamp granularity, so the key differs and
 * the file is parsed again; replacing it (rename, cp) changes its inode
 * or ctime too.  Restoring the mtime (touch -d, git checkout) does not
 * help an edit hide: the ctime still moves.  Only a clock set back by
 * more than MNT_RACY_NS across an edit could replay a stat, as for git's
 * index; --no-cache then parses.
 *
 * Before anything of the file is used, it must be this user's and writable
 * by no one else (who else could write there could run code as the user
 * anyway), and its header, size, version, key and stat data must be
 * right.  The first run that maps it checks it whole: its checksum (a torn
 * write or a damaged disk shows there), and every pointer, index and flag
 * of its records, which must lie inside the mapping and the arrays, so
 * that no content of it can make maint read or write outside them; then
 * it flushes the file to the disk and seals it (KEY.ok: its stat data at
 * that check, see sealed()).  Later runs find the seal and trust what
 * was checked: they read the header, the file records and the seal, so a
 * run's cost does not grow with the size of MAINTAINERS.  Anything else
 * is not a cache file: it is parsed again and replaced.  The directory is
 * 0700, so the address a file is meant for is known only to its user.
 *
 * Layout (host byte order; the endianness word rejects another host's),
 * each part 8-byte aligned: struct cache_header, nfiles struct cache_file,
 * nitems struct maint_item, nsections struct maint_section, nitems size_t
 * (the section of each item), npats struct mnt_pattern, nklits struct
 * mnt_item_lits (one per K: and N: item, in item order: the necessary
 * literals of its regex, which only the text decides; its type and
 * whether it is in a section, so that a run need not read the item), nnregs size_t (the
 * N: items in a section: db->nregs), nlitv pointers
 * (each item's NULL-terminated array of literals, one after another),
 * then the blob: every file's name and its text, then every literal, each
 * NUL-terminated.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "db/cache.h"
#include "db/pidx.h"
#include "base/seal.h"
#include "fsutil.h"
#include "base/kwfilter.h"

#ifndef MAP_FIXED_NOREPLACE
#define MAP_FIXED_NOREPLACE 0x100000 /* older kernels take it as a hint */
#endif

#define CACHE_FORMAT 5
#define CACHE_KEEP 16 /* cache files kept per directory */
#define CACHE_MAX ((size_t)256 << 20)
/* where cache files are meant to be mapped: 1 GiB slots of 16 TiB */
#define CACHE_BASE_LO 0x200000000000ULL
#define CACHE_BASE_SLOTS 16384u

static const char cache_magic[8] = "MAINTDB\n";

struct cache_header {
	char magic[8];
	uint32_t format, endian;
	uint64_t key[2];
	uint64_t base; /* the address its pointers are for */
	uint64_t size;
	uint64_t body_sum[2];
	uint32_t nfiles, nitems, nsections, npats;
	uint64_t blob_len;
	uint32_t nklits, nlitv;
	uint32_t nnregs; /* N: items in a section (db->nregs) */
	uint32_t npslots, nalways; /* the prefix index (struct mnt_pidx) */
	uint32_t pad;
	uint64_t plens[(MNT_MAX_PREFIX + 64) / 64];
};

struct cache_file {
	uint64_t dev, ino, size;
	int64_t mtime_ns, ctime_ns;
	uint64_t name; /* offset of its name in the cache file */
};

/* Where each part of a cache file with these counts starts. */
struct cache_layout {
	uint64_t files, items, sections, section_of, pats, klits, nregs, pslots,
		pnext, always, litv, blob, size;
};

static uint64_t align8(uint64_t o)
{
	return (o + 7) & ~(uint64_t)7;
}

static bool cache_layout(const struct cache_header *h, struct cache_layout *l)
{
	uint64_t o = sizeof(*h);

	if (h->blob_len > CACHE_MAX)
		return false;
	l->files = o;
	o = align8(o + (uint64_t)h->nfiles * sizeof(struct cache_file));
	l->items = o;
	o = align8(o + (uint64_t)h->nitems * sizeof(struct maint_item));
	l->sections = o;
	o = align8(o + (uint64_t)h->nsections * sizeof(struct maint_section));
	l->section_of = o;
	o = align8(o + (uint64_t)h->nitems * sizeof(size_t));
	l->pats = o;
	o = align8(o + (uint64_t)h->npats * sizeof(struct mnt_pattern));
	l->klits = o;
	o = align8(o + (uint64_t)h->nklits * sizeof(struct mnt_item_lits));
	l->nregs = o;
	o = align8(o + (uint64_t)h->nnregs * sizeof(size_t));
	l->pslots = o;
	o = align8(o + (uint64_t)h->npslots * sizeof(struct mnt_pslot));
	l->pnext = o;
	o = align8(o + (uint64_t)h->npats * sizeof(uint32_t));
	l->always = o;
	o = align8(o + (uint64_t)h->nalways * sizeof(uint32_t));
	l->litv = o;
	o = align8(o + (uint64_t)h->nlitv * sizeof(char *));
	l->blob = o;
	o += h->blob_len;
	l->size = o;
	return o <= CACHE_MAX;
}

static void file_stat(struct cache_file *f, const struct stat *st)
{
	f->dev = (uint64_t)st->st_dev;
	f->ino = (uint64_t)st->st_ino;
	f->size = (uint64_t)st->st_size;
	f->mtime_ns = mnt_ns_of(&st->st_mtim);
	f->ctime_ns = mnt_ns_of(&st->st_ctim);
}

char *mnt_cache_path(const char *const *names, const struct stat *st, size_t n,
		     bool create, uint64_t key[2])
{
	static const uint64_t seed[2] = {
		CACHE_FORMAT,
		sizeof(struct maint_item) | sizeof(struct maint_section) << 8 |
			sizeof(struct mnt_pattern) << 16 |
			sizeof(size_t) << 24 | (uint64_t)sizeof(void *) << 32 |
			(uint64_t)sizeof(struct mnt_item_lits) << 40
	};

	return mnt_cache_path_seed(names, st, n, create, "db", seed, key);
}

/*
 * The cache file at path, mapped (at h->base when that address is free:
 * *moved false): ours (written by this user: anyone else who can write
 * there could run code as the user anyway), a regular file, not writable
 * by others, with a header of this format.  A moved mapping is writable
 * (its pointers are to be moved).
 */
static unsigned char *map_cache(const char *path, struct cache_header *h,
				bool *moved, struct stat *fst)
{
	unsigned char *map = MAP_FAILED;
	struct stat st;
	void *want;
	int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY);

	if (fd < 0)
		return NULL;
	if (fstat(fd, &st) || !S_ISREG(st.st_mode) ||
	    !mnt_cache_file_ours(&st) || (uint64_t)st.st_size < sizeof(*h) ||
	    (uint64_t)st.st_size > CACHE_MAX ||
	    pread(fd, h, sizeof(*h), 0) != (ssize_t)sizeof(*h) ||
	    memcmp(h->magic, cache_magic, sizeof(h->magic)) ||
	    h->format != CACHE_FORMAT || h->endian != 0x01020304 ||
	    h->size != (uint64_t)st.st_size)
		goto out;
	want = (void *)(uintptr_t)h->base;
	*moved = true;
	if (h->base == (uintptr_t)h->base && !(h->base & 4095)) {
		map = mmap(want, (size_t)h->size, PROT_READ,
			   MAP_PRIVATE | MAP_FIXED_NOREPLACE, fd, 0);
		if (map != MAP_FAILED && map != want) {
			munmap(map, (size_t)h->size);
			map = MAP_FAILED;
		}
		*moved = map == MAP_FAILED;
	}
	if (map == MAP_FAILED)
		map = mmap(NULL, (size_t)h->size, PROT_READ | PROT_WRITE,
			   MAP_PRIVATE, fd, 0);
	*fst = st;
out:
	close(fd);
	return map == MAP_FAILED ? NULL : map;
}

/* What checking a mapped cache file needs. */
struct cache_check {
	unsigned char *map;
	uint64_t base, blob, size; /* blob, size: offsets */
	bool moved;
};

static bool flag_ok(const bool *b)
{
	unsigned char v;

	memcpy(&v, b, 1);
	return v <= 1;
}

/* The file table: the files named and described by names and st. */
static bool check_files(const struct cache_check *c,
			const struct cache_layout *l, const char *const *names,
			const struct stat *st, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		struct cache_file f = { 0 }, r;
		size_t len = strlen(names[i]) + 1;

		memcpy(&r, c->map + l->files + i * sizeof(r), sizeof(r));
		file_stat(&f, &st[i]);
		if (r.dev != f.dev || r.ino != f.ino || r.size != f.size ||
		    r.mtime_ns != f.mtime_ns || r.ctime_ns != f.ctime_ns ||
		    r.name < c->blob || r.name >= c->size ||
		    c->size - r.name < len ||
		    memcmp(c->map + r.name, names[i], len))
			return false;
	}
	return true;
}

/* p moved by delta (unsigned arithmetic: any value is harmless here). */
static void move_ptr(const char **p, uintptr_t delta)
{
	if (*p)
		*p = (const char *)((uintptr_t)*p + delta);
}

/*
 * A file mapped elsewhere than it was laid out for: every pointer moved
 * by the difference (checked afterwards like any other).
 */
static void move_records(const struct cache_check *c,
			 const struct cache_layout *l,
			 const struct cache_header *h)
{
	struct maint_item *items = (void *)(c->map + l->items);
	struct mnt_pattern *pats = (void *)(c->map + l->pats);
	struct mnt_item_lits *kl = (void *)(c->map + l->klits);
	const char **litv = (void *)(c->map + l->litv);
	uintptr_t delta = (uintptr_t)c->map - (uintptr_t)c->base;
	size_t i;

	for (i = 0; i < h->nitems; i++) {
		move_ptr(&items[i].text, delta);
		move_ptr(&items[i].value, delta);
		move_ptr(&items[i].file, delta);
	}
	for (i = 0; i < h->npats; i++)
		move_ptr(&pats[i].glob, delta);
	for (i = 0; i < h->nklits; i++)
		if (kl[i].lits)
			kl[i].lits = (char **)((uintptr_t)kl[i].lits + delta);
	for (i = 0; i < h->nlitv; i++)
		move_ptr(&litv[i], delta);
}

/*
 * The K:/N: literals: records of K: and N: items in item order (as
 * written, one for each; a crafted file could leave one out, as it could
 * change any text, but not make maint read outside the mapping); each
 * array inside litv, not empty, ended by a NULL inside it (the last
 * pointer of litv is NULL); each literal inside the blob.
 */
static bool check_lits(const struct cache_check *c,
		       const struct cache_layout *l,
		       const struct cache_header *h)
{
	const struct maint_item *items = (void *)(c->map + l->items);
	const struct mnt_item_lits *kl = (void *)(c->map + l->klits);
	const size_t *sec_of = (const void *)(c->map + l->section_of);
	char *const *litv = (const void *)(c->map + l->litv);
	uintptr_t lo = (uintptr_t)c->map + (uintptr_t)c->blob;
	uintptr_t span = (uintptr_t)(c->size - c->blob);
	uintptr_t vspan = (uintptr_t)h->nlitv * sizeof(char *);
	size_t i;
	bool bad = h->nklits > h->nitems || (h->nlitv && litv[h->nlitv - 1]);

	for (i = 0; i < h->nlitv && !bad; i++)
		bad |= litv[i] && (uintptr_t)litv[i] - lo >= span;
	for (i = 0; i < h->nklits && !bad; i++) {
		uintptr_t v = (uintptr_t)kl[i].lits - (uintptr_t)litv;

		bad |= kl[i].item >= h->nitems ||
		       (i && kl[i].item <= kl[i - 1].item);
		if (bad)
			break;
		bad |= (items[kl[i].item].type != 'K' &&
			items[kl[i].item].type != 'N') ||
		       kl[i].type != (uint32_t)items[kl[i].item].type ||
		       kl[i].live != (sec_of[kl[i].item] != (size_t)-1);
		if (kl[i].lits)
			bad |= v >= vspan || v % sizeof(char *) ||
			       !litv[v / sizeof(char *)];
	}
	return !bad;
}

/*
 * The prefix index: every pattern number inside the array, every chain
 * going to lower numbers (so it ends), an empty slot to end each probe.
 */
static bool check_pidx(const struct cache_check *c,
		       const struct cache_layout *l,
		       const struct cache_header *h)
{
	const struct mnt_pslot *slots = (const void *)(c->map + l->pslots);
	const uint32_t *next = (const void *)(c->map + l->pnext);
	const uint32_t *always = (const void *)(c->map + l->always);
	uint64_t lens[ARRAY_SIZE(h->plens)] = { 0 };
	size_t i, empty = 0;
	bool bad = h->npslots & (h->npslots - 1) || h->nalways > h->npats ||
		   (h->npats && !h->npslots);

	for (i = 0; i < h->npslots && !bad; i++) {
		empty += !slots[i].head;
		bad |= slots[i].head > h->npats ||
		       (slots[i].head &&
			(!slots[i].len || slots[i].len > MNT_MAX_PREFIX));
	}
	for (i = 0; i < h->npats && !bad; i++)
		bad |= next[i] > i;
	for (i = 0; i < h->nalways && !bad; i++)
		bad |= always[i] >= h->npats;
	/* the lengths the header says are filed are the slots' */
	for (i = 0; i < h->npslots && !bad; i++)
		if (slots[i].head)
			lens[slots[i].len / 64] |= 1ULL << (slots[i].len % 64);
	return !bad && (!h->npslots || empty) &&
	       !memcmp(lens, h->plens, sizeof(lens));
}

/*
 * Items, sections and patterns: every index inside the arrays, every
 * pointer inside the blob (the mapping ends with a NUL, so each string
 * ends inside it).  The loops are branch-light: they see every record.
 */
static bool check_records(struct maint_db *db, const struct cache_check *c,
			  const struct cache_layout *l,
			  const struct cache_header *h)
{
	const struct maint_item *items = (void *)(c->map + l->items);
	const struct maint_section *secs = (void *)(c->map + l->sections);
	const size_t *sec_of = (const void *)(c->map + l->section_of);
	const struct mnt_pattern *pats = (void *)(c->map + l->pats);
	uintptr_t lo = (uintptr_t)c->map + (uintptr_t)c->blob;
	uintptr_t span = (uintptr_t)(c->size - c->blob);
	size_t i, file = 0, nsec = h->nsections;
	bool bad = false;

	for (i = 0; i < nsec; i++)
		bad |= secs[i].header > secs[i].first ||
		       secs[i].first >= secs[i].end || secs[i].end > h->nitems;
	for (i = 0; i < h->nitems && !bad; i++) {
		const struct maint_item *it = &items[i];
		uintptr_t t = (uintptr_t)it->text - lo;
		uintptr_t v = (uintptr_t)it->value - lo;

		bad |= sec_of[i] + 1 > nsec; /* (size_t)-1: in no section */
		bad |= t >= span;
		if (it->type)
			bad |= it->type < 'A' || it->type > 'Z' || v >= span ||
			       v < t;
		else
			bad |= it->value != NULL;
		/* the files in order; an item's name is one of them */
		while (it->file != db->files[file] && file + 1 < db->nfiles)
			file++;
		bad |= it->file != db->files[file];
		if (it->type == 'N' && sec_of[i] != (size_t)-1) {
			if (ALLOC_GROW(db->nregs, db->nnregs + 1,
				       db->nregs_alloc))
				return false;
			db->nregs[db->nnregs++] = i;
		}
	}
	/* the N: items the file lists are the ones found */
	bad |= db->nnregs != h->nnregs;
	for (i = 0; i < h->nnregs && !bad; i++) {
		size_t r;

		memcpy(&r, c->map + l->nregs + i * sizeof(r), sizeof(r));
		bad |= r != db->nregs[i];
	}
	for (i = 0; i < h->npats && !bad; i++) {
		const struct mnt_pattern *pt = &pats[i];
		uintptr_t g = (uintptr_t)pt->glob - lo;

		bad |= pt->item >= h->nitems ||
		       (i && pt->item <= pats[i - 1].item);
		if (bad)
			break;
		bad |= (items[pt->item].type != 'F' &&
			items[pt->item].type != 'X') ||
		       pt->glob_len >= span || g >= span - pt->glob_len ||
		       pt->lit_len > pt->glob_len || !flag_ok(&pt->literal) ||
		       !flag_ok(&pt->globstar);
	}
	return !bad && check_lits(c, l, h) && check_pidx(c, l, h);
}

/*
 * The seal of a cache file: KEY.ok beside KEY.db (base/seal.h), naming
 * the file's key: a run that finds it trusts the file after its header.
 */
static const char seal_magic[8] = "MAINTOK\n";

static bool sealed(const char *path, const uint64_t key[2],
		   const struct stat *st)
{
	const uint64_t id[3] = { key[0], key[1], 0 };

	return mnt_seal_holds(path, "ok", seal_magic, id, st);
}

/* Seal path (checked whole just now). */
static void seal(const char *path, const uint64_t key[2], const struct stat *st)
{
	const uint64_t id[3] = { key[0], key[1], 0 };

	mnt_seal_write(path, "ok", seal_magic, id, st, CACHE_KEEP);
}

void mnt_cache_unmap(struct maint_db *db)
{
	if (!db->map)
		return;
	munmap(db->map, db->map_len);
	free(db->files);
	free(db->nregs);
	db->map = NULL;
	db->map_len = 0;
	db->files = NULL;
	db->nfiles = db->files_alloc = 0;
	db->items = NULL;
	db->nitems = db->items_alloc = 0;
	db->sections = NULL;
	db->nsections = db->sections_alloc = 0;
	db->section_of = NULL;
	db->patterns = NULL;
	db->npatterns = 0;
	memset(&db->pidx, 0, sizeof(db->pidx));
	db->item_lits = NULL;
	db->nitem_lits = 0;
	db->nregs = NULL;
	db->nnregs = db->nregs_alloc = 0;
}

int mnt_cache_load(struct maint_db *db, const char *path, const uint64_t key[2],
		   const char *const *names, const struct stat *st, size_t n)
{
	struct cache_header h;
	struct cache_layout l;
	struct cache_check c;
	struct stat fst;
	uint64_t sum[2] = { 0, 0 };
	bool trusted;
	size_t i;

	c.map = map_cache(path, &h, &c.moved, &fst);
	if (!c.map)
		return -ENOENT;
	db->map = c.map;
	db->map_len = (size_t)h.size;
	c.base = h.base;
	c.size = h.size;
	if (h.key[0] != key[0] || h.key[1] != key[1] || h.nfiles != n ||
	    !cache_layout(&h, &l) || l.size != h.size || !h.blob_len ||
	    h.nnregs > h.nitems)
		goto bad;
	c.blob = l.blob;
	if (c.map[h.size - 1] != '\0' || !check_files(&c, &l, names, st, n))
		goto bad;
	trusted = sealed(path, key, &fst);
	/* damage (a torn write, a bad disk) shows in the checksum */
	if (!trusted) {
		mnt_hash128(c.map + sizeof(h), (size_t)h.size - sizeof(h), sum);
		if (sum[0] != h.body_sum[0] || sum[1] != h.body_sum[1])
			goto bad;
	}
	db->files = malloc((n + 1) * sizeof(*db->files));
	if (!db->files)
		goto bad;
	for (i = 0; i < n; i++) {
		struct cache_file r;

		memcpy(&r, c.map + l.files + i * sizeof(r), sizeof(r));
		db->files[i] = (const char *)c.map + r.name;
	}
	db->nfiles = db->files_alloc = n;
	if (c.moved)
		move_records(&c, &l, &h);
	if (trusted) {
		/* checked whole when it was sealed: the N: list as stored */
		db->nregs = malloc((h.nnregs + 1) * sizeof(*db->nregs));
		if (!db->nregs)
			goto bad;
		memcpy(db->nregs, c.map + l.nregs, h.nnregs * sizeof(size_t));
		db->nnregs = db->nregs_alloc = h.nnregs;
	} else if (!check_records(db, &c, &l, &h)) {
		goto bad;
	}
	if (c.moved && mprotect(c.map, (size_t)h.size, PROT_READ))
		goto bad;
	db->items = (void *)(c.map + l.items);
	db->nitems = h.nitems;
	db->sections = (void *)(c.map + l.sections);
	db->nsections = h.nsections;
	db->section_of = (void *)(c.map + l.section_of);
	db->patterns = (void *)(c.map + l.pats);
	db->npatterns = h.npats;
	db->item_lits = (const void *)(c.map + l.klits);
	db->nitem_lits = h.nklits;
	db->pidx.slots = (const void *)(c.map + l.pslots);
	db->pidx.nslots = h.npslots;
	db->pidx.next = (const void *)(c.map + l.pnext);
	db->pidx.always = (const void *)(c.map + l.always);
	db->pidx.nalways = h.nalways;
	memcpy(db->pidx.lens, h.plens, sizeof(h.plens));
	if (!trusted)
		seal(path, key, &fst);
	return 0;
bad:
	mnt_cache_unmap(db);
	return -EINVAL;
}

/* An address for a new cache file: random, so known only to its user. */
static uint64_t pick_base(void)
{
	uint64_t r = 0;

	if (sizeof(void *) < 8)
		return 0; /* moved on every load */
	if (getrandom(&r, sizeof(r), GRND_NONBLOCK) != (ssize_t)sizeof(r)) {
		struct timespec t;

		clock_gettime(CLOCK_MONOTONIC, &t);
		r = mnt_fmix64((uint64_t)t.tv_nsec ^
			       ((uint64_t)getpid() << 32));
	}
	return CACHE_BASE_LO + (r % CACHE_BASE_SLOTS) * (1ULL << 30);
}

/* Where p, inside one of the files read, lies in the cache file. */
static bool blob_ptr(const char *p, const struct mnt_cache_src *src, size_t n,
		     const uint64_t *data, uint64_t *out)
{
	size_t k;

	if (!p) {
		*out = 0;
		return true;
	}
	for (k = 0; k < n; k++) {
		if (p >= src[k].buf && p <= src[k].buf + src[k].len) {
			*out = data[k] + (uint64_t)(p - src[k].buf);
			return true;
		}
	}
	return false;
}

static bool is_kn(const struct maint_item *it)
{
	return it->type == 'K' || it->type == 'N';
}

/*
 * The literals of db's K: and N: items (lv[], one per item, NULL when none
 * were found), counted in h (records, pointers and blob bytes).
 */
static int lits_make(const struct maint_db *db, char ***lv,
		     struct cache_header *h)
{
	size_t i, j = 0;

	for (i = 0; i < db->nitems; i++) {
		char **v;
		int n;

		if (!is_kn(&db->items[i]))
			continue;
		n = mnt_kw_literals(db->items[i].value, true, &lv[j++]);
		if (n < 0)
			return -ENOMEM;
		h->nklits++;
		if (!n)
			continue;
		h->nlitv += (uint32_t)n + 1;
		for (v = lv[j - 1]; *v; v++)
			h->blob_len += strlen(*v) + 1;
	}
	return 0;
}

/* The literals' records, arrays and strings (from blob offset o). */
static void fill_lits(unsigned char *buf, const struct maint_db *db,
		      const struct cache_header *h,
		      const struct cache_layout *l, char ***lv, uint64_t o)
{
	uint64_t nv = 0;
	size_t i, j = 0;

	for (i = 0; i < db->nitems; i++) {
		struct mnt_item_lits r;
		char **v;

		if (!is_kn(&db->items[i]))
			continue;
		memset(&r, 0, sizeof(r));
		r.item = i;
		r.type = (uint32_t)db->items[i].type;
		r.live = db->section_of[i] != (size_t)-1;
		if (lv[j])
			r.lits = (char **)(uintptr_t)(h->base + l->litv +
						      nv * sizeof(char *));
		for (v = lv[j]; v && *v; v++) {
			uint64_t p = h->base + o;
			size_t len = strlen(*v) + 1;

			memcpy(buf + o, *v, len);
			o += len;
			memcpy(buf + l->litv + nv++ * sizeof(char *), &p,
			       sizeof(char *));
		}
		if (lv[j])
			nv++; /* the NULL that ends the array */
		memcpy(buf + l->klits + j++ * sizeof(r), &r, sizeof(r));
	}
}

/* The image of db in buf (l.size bytes, zeroed), pointers for h->base. */
static bool fill(unsigned char *buf, const struct maint_db *db,
		 const struct cache_header *h, const struct cache_layout *l,
		 const struct mnt_cache_src *src, const struct stat *st,
		 size_t n, uint64_t *data, char ***lv)
{
	uint64_t o = l->blob, *name = data + n, v;
	size_t i, k;

	for (k = 0; k < n; k++) {
		struct cache_file f = { 0 };
		size_t len = strlen(src[k].path) + 1;

		file_stat(&f, &st[k]);
		f.name = o;
		name[k] = o;
		memcpy(buf + l->files + k * sizeof(f), &f, sizeof(f));
		memcpy(buf + o, src[k].path, len);
		o += len;
	}
	for (k = 0; k < n; k++) {
		data[k] = o;
		memcpy(buf + o, src[k].buf, src[k].len);
		o += src[k].len + 1;
	}
	for (i = k = 0; i < db->nitems; i++) {
		const struct maint_item *it = &db->items[i];
		struct maint_item r;

		memset(&r, 0, sizeof(r));
		while (k < n && strcmp(it->file, src[k].path))
			k++;
		if (k == n || !blob_ptr(it->text, src, n, data, &v))
			return false;
		r.text = (const char *)(uintptr_t)(h->base + v);
		if (!blob_ptr(it->value, src, n, data, &v))
			return false;
		r.value = it->value ? (const char *)(uintptr_t)(h->base + v) :
				      NULL;
		r.file = (const char *)(uintptr_t)(h->base + name[k]);
		r.line = it->line;
		r.type = it->type;
		memcpy(buf + l->items + i * sizeof(r), &r, sizeof(r));
	}
	memcpy(buf + l->sections, db->sections,
	       db->nsections * sizeof(*db->sections));
	memcpy(buf + l->section_of, db->section_of,
	       db->nitems * sizeof(*db->section_of));
	for (i = 0; i < db->npatterns; i++) {
		const struct mnt_pattern *pt = &db->patterns[i];
		struct mnt_pattern r;

		memset(&r, 0, sizeof(r));
		if (!blob_ptr(pt->glob, src, n, data, &v))
			return false;
		r.item = pt->item;
		r.glob = (const char *)(uintptr_t)(h->base + v);
		r.glob_len = pt->glob_len;
		r.lit_len = pt->lit_len;
		r.literal = pt->literal;
		r.globstar = pt->globstar;
		memcpy(buf + l->pats + i * sizeof(r), &r, sizeof(r));
	}
	fill_lits(buf, db, h, l, lv, o);
	for (i = k = 0; i < db->nitems; i++)
		if (db->items[i].type == 'N' && db->section_of[i] != (size_t)-1)
			memcpy(buf + l->nregs + k++ * sizeof(i), &i, sizeof(i));
	return true;
}

int mnt_cache_store(const struct maint_db *db, const char *path,
		    const uint64_t key[2], const struct mnt_cache_src *src,
		    const struct stat *st, size_t n)
{
	struct cache_header h;
	struct cache_layout l;
	unsigned char *buf = NULL;
	uint64_t *data = NULL;
	char ***lv;
	size_t i;
	int ret = -EFBIG;

	memset(&h, 0, sizeof(h));
	memcpy(h.magic, cache_magic, sizeof(h.magic));
	h.format = CACHE_FORMAT;
	h.endian = 0x01020304;
	h.key[0] = key[0];
	h.key[1] = key[1];
	h.base = pick_base();
	if (n > UINT32_MAX || db->nitems > UINT32_MAX ||
	    db->nsections > UINT32_MAX || db->npatterns > UINT32_MAX / 4 ||
	    db->nfiles != n)
		return -EFBIG;
	for (i = 0; i < n; i++) {
		if (src[i].len > CACHE_MAX)
			return -EFBIG;
		h.blob_len += strlen(src[i].path) + 1 + src[i].len + 1;
	}
	h.nfiles = (uint32_t)n;
	h.nitems = (uint32_t)db->nitems;
	h.nsections = (uint32_t)db->nsections;
	h.npats = (uint32_t)db->npatterns;
	for (i = 0; i < db->nitems; i++)
		h.nnregs += db->items[i].type == 'N' &&
			    db->section_of[i] != (size_t)-1;
	mnt_pidx_count(db->patterns, db->npatterns, &h.npslots, &h.nalways);
	lv = calloc(db->nitems + 1, sizeof(*lv));
	if (!lv || lits_make(db, lv, &h)) {
		ret = -ENOMEM;
		goto out;
	}
	if (!cache_layout(&h, &l))
		goto out;
	h.size = l.size;
	buf = calloc(1, (size_t)l.size);
	data = calloc(2 * n + 1, sizeof(*data));
	if (!buf || !data) {
		ret = -ENOMEM;
	} else if (fill(buf, db, &h, &l, src, st, n, data, lv)) {
		mnt_pidx_fill(db->patterns, db->npatterns,
			      (void *)(buf + l.pslots), h.npslots,
			      (void *)(buf + l.pnext), (void *)(buf + l.always),
			      h.plens);
		mnt_hash128(buf + sizeof(h), (size_t)l.size - sizeof(h),
			    h.body_sum);
		memcpy(buf, &h, sizeof(h));
		ret = mnt_write_atomic(path, (const char *)buf, (size_t)l.size,
				       MNT_WRITE_NOSYNC);
		if (!ret)
			mnt_cache_prune(path, "db", CACHE_KEEP);
	} else {
		ret = -EINVAL;
	}
out:
	for (i = 0; lv && i < db->nitems; i++)
		mnt_kw_literals_free(lv[i]);
	free(lv);
	free(buf);
	free(data);
	return ret;
}
