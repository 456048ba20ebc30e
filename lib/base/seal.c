// SPDX-License-Identifier: GPL-2.0-only
/*
 * Seals of the cache files checked whole once (base/seal.h): the
 * MAINTAINERS image (db/cache.c), the history index (history/store.c)
 * and the index of .mailmap (db/email.c).
 */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/seal.h"
#include "base/cachedir.h"
#include "fsutil.h"

struct seal {
	char magic[8];
	uint64_t id[3];
	uint64_t dev, ino, size;
	int64_t mtime_ns, ctime_ns;
	uint64_t sum;
};

/* path with its extension (after the last '.' of its last part) ext. */
static char *seal_path(const char *path, const char *ext)
{
	const char *slash = strrchr(path, '/'), *dot = strrchr(path, '.');
	size_t stem, n = strlen(ext);
	char *p;

	if (!dot || (slash && dot < slash))
		return NULL;
	stem = (size_t)(dot - path) + 1;
	p = malloc(stem + n + 1);
	if (!p)
		return NULL;
	memcpy(p, path, stem);
	memcpy(p + stem, ext, n + 1);
	return p;
}

static void seal_fill(struct seal *s, const char magic[8], const uint64_t id[3],
		      const struct stat *st)
{
	uint64_t h[2] = { 0x5345414cULL, sizeof(*s) };

	memset(s, 0, sizeof(*s));
	memcpy(s->magic, magic, sizeof(s->magic));
	memcpy(s->id, id, sizeof(s->id));
	s->dev = (uint64_t)st->st_dev;
	s->ino = (uint64_t)st->st_ino;
	s->size = (uint64_t)st->st_size;
	s->mtime_ns = mnt_ns_of(&st->st_mtim);
	s->ctime_ns = mnt_ns_of(&st->st_ctim);
	mnt_hash128(s, offsetof(struct seal, sum), h);
	s->sum = h[0] ^ h[1];
}

bool mnt_seal_holds(const char *path, const char *ext, const char magic[8],
		    const uint64_t id[3], const struct stat *st)
{
	struct seal want, got;
	struct stat sst;
	char *sp = seal_path(path, ext);
	bool ok = false;
	int fd;

	if (!sp)
		return false;
	fd = open(sp,
		  O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
	free(sp);
	if (fd < 0)
		return false;
	if (!fstat(fd, &sst) && S_ISREG(sst.st_mode) &&
	    mnt_cache_file_ours(&sst) &&
	    sst.st_size == (off_t)sizeof(got) &&
	    pread(fd, &got, sizeof(got), 0) == (ssize_t)sizeof(got)) {
		seal_fill(&want, magic, id, st);
		ok = !memcmp(&want, &got, sizeof(got));
	}
	close(fd);
	return ok;
}

void mnt_seal_write(const char *path, const char *ext, const char magic[8],
		    const uint64_t id[3], const struct stat *st, size_t keep)
{
	struct stat now;
	struct seal s;
	char *sp;
	int fd;

	if (mnt_stat_racy(st))
		return;
	sp = seal_path(path, ext);
	if (!sp)
		return;
	fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY);
	/* flushed, and still the file that was checked */
	if (fd >= 0 && !fsync(fd) && !fstat(fd, &now) &&
	    now.st_dev == st->st_dev && now.st_ino == st->st_ino &&
	    mnt_ns_of(&now.st_ctim) == mnt_ns_of(&st->st_ctim)) {
		seal_fill(&s, magic, id, st);
		if (!mnt_write_atomic(sp, (const char *)&s, sizeof(s),
				      MNT_WRITE_NOSYNC) &&
		    keep)
			mnt_cache_prune(sp, ext, keep);
	}
	if (fd >= 0)
		close(fd);
	free(sp);
}
