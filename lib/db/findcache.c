// SPDX-License-Identifier: GPL-2.0-only
/*
 * The --find-maintainer-files search, kept: KEY.fw in the cache directory
 * (base/cachedir.h's policy), keyed by the top directory's real path and
 * stat data and this build of maint.  It holds every directory the search
 * read, with its device, inode, mtime and ctime, and the MAINTAINERS files
 * it kept.  A directory's mtime changes whenever an entry is added,
 * removed or renamed in it, so when every directory is as recorded the
 * search would find the same files: U-Boot's 3,000 directories cost a
 * lstat() each instead of a read, and 46,000 entries are not looked at.
 * A search during which a directory changed (within MNT_RACY_NS of its
 * stamp: a coarse clock could hide the next change) is not kept.
 *
 * Layout (this build's byte order and sizes; the key names the build):
 * a header (magic, key, counts), the directories, the files' name
 * offsets, the names, and a 128-bit sum of all that came before.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/cachedir.h"
#include "base/parfor.h"
#include "db/findcache.h"
#include "fsutil.h"
#include "mbuf.h"
#include "util.h"

#define FW_MAX ((size_t)64 << 20)
/* Below this many directories, their lstat() on one thread. */
#define FW_SPLIT 512

static const char fw_magic[8] = "MAINTFW1";

struct fw_head {
	char magic[8];
	uint64_t key[2];
	uint64_t ndirs, nfiles, nlen;
};

struct fw_dir {
	uint64_t dev, ino;
	int64_t mtime, ctime;
	uint64_t name;
};

static size_t rec_name(struct mnt_find_rec *r, const char *s)
{
	size_t n = strlen(s) + 1, at = r->nlen;

	if (ALLOC_GROW(r->names, r->nlen + n, r->nalloc)) {
		r->oom = true;
		return 0;
	}
	memcpy(r->names + at, s, n);
	r->nlen += n;
	return at;
}

void mnt_find_rec_dir(struct mnt_find_rec *r, const char *rel,
		      const struct stat *st)
{
	struct mnt_find_dir *d;

	if (r->oom)
		return;
	if (mnt_stat_racy(st))
		r->racy = true;
	if (ALLOC_GROW(r->dirs, r->ndirs + 1, r->adirs)) {
		r->oom = true;
		return;
	}
	d = &r->dirs[r->ndirs];
	d->dev = st->st_dev;
	d->ino = st->st_ino;
	d->mtime = st->st_mtim;
	d->ctime = st->st_ctim;
	d->name = rec_name(r, rel);
	if (!r->oom)
		r->ndirs++;
}

void mnt_find_rec_file(struct mnt_find_rec *r, const char *rel)
{
	size_t at;

	if (r->oom)
		return;
	at = rec_name(r, rel);
	if (r->oom)
		return;
	if (ALLOC_GROW(r->files, r->nfiles + 1, r->afiles)) {
		r->oom = true;
		return;
	}
	r->files[r->nfiles++] = at;
}

void mnt_find_rec_free(struct mnt_find_rec *r)
{
	free(r->dirs);
	free(r->files);
	free(r->names);
	memset(r, 0, sizeof(*r));
}

/* The cache file of the search below top's real path real, or NULL. */
static char *fw_path(const char *real, bool create, uint64_t key[2])
{
	const char *names[1] = { real };
	struct stat st;

	if (stat(real, &st) || !S_ISDIR(st.st_mode))
		return NULL;
	return mnt_cache_path_ext(names, &st, 1, create, key, "fw");
}

/* The name at offset off of a names table of nlen bytes, or NULL. */
static const char *name_at(const char *names, uint64_t nlen, uint64_t off)
{
	return off < nlen && memchr(names + off, '\0', nlen - off) ?
		       names + off :
		       NULL;
}

/* The directories of a record, to check. */
struct fw_check {
	const struct fw_dir *d;
	const char *names;
	uint64_t nlen;
	int top; /* the top directory, opened (O_PATH) */
};

/* 0 when directories from..to of the record are as recorded, else 1. */
static int fw_check_dirs(void *arg, int part, size_t from, size_t to)
{
	const struct fw_check *c = arg;
	bool ok = true;
	size_t i;

	(void)part;
	for (i = from; ok && i < to; i++) {
		const char *rel = name_at(c->names, c->nlen, c->d[i].name);
		const struct fw_dir *d = &c->d[i];
		struct stat st;

		if (!rel)
			break;
		/* relative to the open top: a path walk of rel alone */
		ok = !fstatat(c->top, rel, &st,
			      AT_SYMLINK_NOFOLLOW |
				      (*rel ? 0 : AT_EMPTY_PATH)) &&
		     S_ISDIR(st.st_mode) && (uint64_t)st.st_dev == d->dev &&
		     (uint64_t)st.st_ino == d->ino &&
		     mnt_ns_of(&st.st_mtim) == d->mtime &&
		     mnt_ns_of(&st.st_ctim) == d->ctime;
	}
	return !ok || i < to;
}

/*
 * Whether the directories of the mapped record m still hold (then so do
 * its files: a file added, removed, renamed or replaced by a directory
 * changes its directory's mtime; what a file holds is the MAINTAINERS
 * cache's to check).  A lstat() each, most of a U-Boot call's time: on
 * two threads (mnt_par_for()).
 */
static bool fw_valid(const unsigned char *m, size_t size, const char *real,
		     const uint64_t key[2])
{
	const struct fw_head *h = (const void *)m;
	struct fw_check c;
	size_t need;
	bool ok;

	if (size < sizeof(*h) + 16 || memcmp(h->magic, fw_magic, 8) ||
	    h->key[0] != key[0] || h->key[1] != key[1] ||
	    h->ndirs > size / sizeof(struct fw_dir) || h->nfiles > size / 8 ||
	    h->nlen > size)
		return false;
	need = sizeof(*h) + h->ndirs * sizeof(struct fw_dir) + h->nfiles * 8 +
	       h->nlen;
	if (need + 16 != size || !mnt_cache_sum_ok(m, need))
		return false;
	c.d = (const void *)(m + sizeof(*h));
	c.names = (const char *)(m + sizeof(*h) +
				 h->ndirs * sizeof(struct fw_dir) +
				 h->nfiles * 8);
	c.nlen = h->nlen;
	c.top = open(real, O_PATH | O_DIRECTORY | O_CLOEXEC);
	if (c.top < 0)
		return false;
	ok = !mnt_par_for((size_t)h->ndirs, FW_SPLIT, fw_check_dirs, &c);
	close(c.top);
	return ok;
}

bool mnt_find_cache_load(const char *top, char ***list, size_t *n)
{
	char *real = realpath(top, NULL), *cpath = NULL;
	const unsigned char *m = NULL;
	const struct fw_head *h;
	struct stat cst;
	uint64_t key[2], i;
	bool ok = false;

	*list = NULL;
	*n = 0;
	if (real)
		cpath = fw_path(real, false, key);
	if (cpath)
		m = mnt_cache_map(cpath, sizeof(*h) + 16, FW_MAX, &cst);
	if (!m || !fw_valid(m, (size_t)cst.st_size, real, key))
		goto out;
	h = (const void *)m;
	{
		const uint64_t *files =
			(const void *)(m + sizeof(*h) +
				       h->ndirs * sizeof(struct fw_dir));
		const char *names = (const char *)(files + h->nfiles);

		*list = calloc(h->nfiles + 1, sizeof(**list));
		for (i = 0; *list && i < h->nfiles; i++) {
			const char *rel = name_at(names, h->nlen, files[i]);
			struct mbuf f = MBUF_INIT;

			if (!rel)
				break;
			mbuf_adds(&f, top);
			mbuf_adds(&f, rel);
			if (mbuf_failed(&f)) {
				mbuf_release(&f);
				break;
			}
			(*list)[(*n)++] = mbuf_detach(&f, NULL);
		}
		ok = *list && *n == h->nfiles;
	}
	if (!ok) {
		while (*n)
			free((*list)[--*n]);
		free(*list);
		*list = NULL;
	}
out:
	if (m)
		munmap((void *)m, (size_t)cst.st_size);
	free(cpath);
	free(real);
	return ok;
}

void mnt_find_cache_store(const char *top, const struct mnt_find_rec *r)
{
	char *real, *cpath = NULL;
	struct fw_head h = { .ndirs = r->ndirs,
			     .nfiles = r->nfiles,
			     .nlen = r->nlen };
	struct mbuf out = MBUF_INIT;
	size_t i;

	if (r->racy || r->oom || !r->ndirs)
		return;
	real = realpath(top, NULL);
	if (real)
		cpath = fw_path(real, true, h.key);
	if (!cpath)
		goto out;
	memcpy(h.magic, fw_magic, 8);
	mbuf_add(&out, &h, sizeof(h));
	for (i = 0; i < r->ndirs; i++) {
		struct fw_dir d = {
			.dev = r->dirs[i].dev,
			.ino = r->dirs[i].ino,
			.mtime = mnt_ns_of(&r->dirs[i].mtime),
			.ctime = mnt_ns_of(&r->dirs[i].ctime),
			.name = r->dirs[i].name,
		};

		mbuf_add(&out, &d, sizeof(d));
	}
	for (i = 0; i < r->nfiles; i++) {
		uint64_t off = r->files[i];

		mbuf_add(&out, &off, sizeof(off));
	}
	mbuf_add(&out, r->names, r->nlen);
	if (mbuf_failed(&out) || out.len + 16 > FW_MAX)
		goto out;
	mnt_cache_sum_add(&out);
	if (!mbuf_failed(&out) &&
	    !mnt_write_atomic(cpath, out.buf, out.len, MNT_WRITE_NOSYNC))
		mnt_cache_prune(cpath, "fw", 16);
out:
	mbuf_release(&out);
	free(cpath);
	free(real);
}
