// SPDX-License-Identifier: GPL-2.0-only
/*
 * The tracked-file question (`git ls-files -- PATH`) answered from the
 * index file, without a git process.  get_maintainer.pl asks it for every
 * patch and -f file; a process costs more than everything else maint does.
 *
 * The index (Documentation/gitformat-index.txt): a 12-byte header "DIRC",
 * version, entry count; then the entries sorted by name, each 40 bytes of
 * stat data (the mode at offset 24), the object hash, 16 bits of flags
 * (the low 12 the name's length), 16 more in version 3 when the extended
 * bit is set, and the name: NUL-padded to a multiple of 8 bytes in
 * versions 2 and 3, prefix-compressed against the previous name in
 * version 4 (a varint of bytes to drop, then the NUL-terminated rest).
 *
 * Whatever git could see differently is not guessed: the caller asks git.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/cachedir.h"
#include "fsutil.h"
#include "base/gitindex.h"
#include "mbuf.h"
#include "util.h"

#define UNSURE (-1)
#define CONFIG_MAX (1u << 20)
#define HASH_LEN 20 /* SHA-1; a SHA-256 repository is left to git */

extern char **environ;

/* Variables that change what git reads or how it matches pathspecs. */
bool mnt_git_env_set(void)
{
	static const char *const harmless[] = {
		"GIT_CONFIG_NOSYSTEM", "GIT_PAGER",	      "GIT_EDITOR",
		"GIT_TERMINAL_PROMPT", "GIT_ASKPASS",	      "GIT_SSH",
		"GIT_SSH_COMMAND",     "GIT_AUTHOR_",	      "GIT_COMMITTER_",
		"GIT_SEQUENCE_EDITOR", "GIT_MERGE_VERBOSITY", "GIT_SSL_",
		"GIT_HTTP_",	       "GIT_CURL_",	      "GIT_PROXY_",
		"GIT_TRACE",	       "GIT_TEST_DATE_NOW",
	};
	char **e;
	size_t i;

	for (e = environ; e && *e; e++) {
		bool ok = false;

		if (strncmp(*e, "GIT_", 4))
			continue;
		for (i = 0; i < sizeof(harmless) / sizeof(*harmless) && !ok;
		     i++) {
			size_t n = strlen(harmless[i]);

			ok = !strncmp(*e, harmless[i], n) &&
			     (harmless[i][n - 1] == '_' || (*e)[n] == '=');
		}
		if (!ok)
			return true;
	}
	return false;
}

/*
 * The repository's own config: anything that moves the work tree or the
 * index, changes the hash or the pathspec rules, or includes other files.
 */
/*
 * One config file (gitdir/name; absent: nothing to fear): a setting under
 * which the index or the paths may read otherwise (true), and whether it
 * turns on extensions.worktreeConfig (*wtconfig: config.worktree counts).
 */
static bool config_file_unsure(const char *gitdir, const char *name,
			       bool *wtconfig)
{
	static const char *const words[] = {
		"worktree",   "include",  "objectformat", "ignorecase",
		"splitindex", "pathspec", "precompose",
	};
	struct mbuf p = MBUF_INIT;
	char *buf = NULL, *line, *end, *sp;
	size_t len = 0, i;
	int ret;

	mbuf_adds(&p, gitdir);
	mbuf_addch(&p, '/');
	mbuf_adds(&p, name);
	ret = mbuf_failed(&p) ? -ENOMEM :
				mnt_read_file(p.buf, CONFIG_MAX, &buf, &len);
	mbuf_release(&p);
	if (ret == -ENOENT)
		return false;
	if (ret)
		return true;
	for (i = 0; i < len; i++)
		buf[i] = (char)((buf[i] >= 'A' && buf[i] <= 'Z') ? buf[i] + 32 :
								   buf[i]);
	ret = memchr(buf, '\0', len) != NULL;
	for (line = buf; !ret && line < buf + len; line = end + 1) {
		char *wc;

		end = memchr(line, '\n', (size_t)(buf + len - line));
		if (!end)
			end = buf + len;
		*end = '\0';
		/* extensions.worktreeConfig: the settings of config.worktree */
		wc = strstr(line, "worktreeconfig");
		if (wc && !strstr(line, "false")) {
			*wtconfig = true;
			memset(wc, ' ', 14);
		}
		for (i = 0; i < sizeof(words) / sizeof(*words) && !ret; i++)
			ret = strstr(line, words[i]) != NULL;
		/*
		 * core.sparseCheckout(Cone) only leaves files out of the work
		 * tree: git ls-files still lists them (skip-worktree).  A
		 * sparse index (index.sparse) folds directories: unsure.
		 */
		for (sp = line; !ret && (sp = strstr(sp, "sparse")); sp += 6)
			ret = strncmp(sp + 6, "checkout", 8) != 0;
		if (strstr(line, "bare") && !strstr(line, "false"))
			ret = true;
	}
	free(buf);
	return ret;
}

static bool config_unsure(const char *gitdir)
{
	bool wt = false;

	return config_file_unsure(gitdir, "config", &wt) ||
	       (wt && config_file_unsure(gitdir, "config.worktree", &wt));
}

/* A split index keeps its entries in .git/sharedindex.<hash>. */
static bool split_index(const char *gitdir)
{
	struct dirent *de;
	bool found = false;
	DIR *d = opendir(gitdir);

	if (!d)
		return true;
	while (!found && (de = readdir(d)))
		found = !strncmp(de->d_name, "sharedindex.", 12);
	closedir(d);
	return found;
}

/* Normalize an absolute path in place: "//", "/./" and "/../" removed. */
static bool normalize(char *p)
{
	char *o = p, *s = p;

	while (*s) {
		while (*s == '/')
			s++;
		if (!*s)
			break;
		if (s[0] == '.' && (s[1] == '/' || !s[1])) {
			s++;
			continue;
		}
		if (s[0] == '.' && s[1] == '.' && (s[2] == '/' || !s[2])) {
			if (o == p)
				return false; /* above / */
			while (o > p && *--o != '/')
				;
			s += 2;
			continue;
		}
		*o++ = '/';
		while (*s && *s != '/')
			*o++ = *s++;
	}
	if (o == p)
		*o++ = '/';
	*o = '\0';
	return true;
}

/*
 * Find the work tree git would find from dir (a real path): the nearest
 * directory upwards with a .git directory.  NULL when that is not plain.
 */
static char *find_worktree(const char *dir)
{
	char *cur = strdup(dir);
	struct stat st, gs;
	dev_t dev;
	bool first = true;

	if (!cur || stat(cur, &st))
		goto unsure;
	dev = st.st_dev;
	for (;;) {
		struct mbuf p = MBUF_INIT;
		char *slash;
		int r;

		if (stat(cur, &st) || st.st_dev != dev)
			goto unsure; /* git stops at file-system boundaries */
		mbuf_adds(&p, cur);
		mbuf_adds(&p, strcmp(cur, "/") ? "/.git" : ".git");
		r = mbuf_failed(&p) ? -1 : lstat(p.buf, &gs);
		if (!r) {
			bool plain = S_ISDIR(gs.st_mode) &&
				     gs.st_uid == geteuid() &&
				     st.st_uid == geteuid();

			if (plain) {
				mbuf_adds(&p, "/HEAD");
				plain = !mbuf_failed(&p) &&
					stat(p.buf, &gs) == 0 &&
					S_ISREG(gs.st_mode);
			}
			mbuf_release(&p);
			if (!plain)
				goto unsure; /* a .git file, another owner... */
			return cur;
		}
		mbuf_release(&p);
		if (errno != ENOENT)
			goto unsure;
		/* a directory that is itself a git directory: ask git */
		mbuf_adds(&p, cur);
		mbuf_adds(&p, "/HEAD");
		r = mbuf_failed(&p) ? -1 : lstat(p.buf, &gs);
		mbuf_release(&p);
		if (!r || (first && strstr(cur, "/.git")))
			goto unsure;
		first = false;
		if (!strcmp(cur, "/"))
			goto unsure; /* no repository: let git say so */
		slash = strrchr(cur, '/');
		if (slash == cur)
			slash[1] = '\0';
		else
			*slash = '\0';
	}
unsure:
	free(cur);
	return NULL;
}

/* git's offset varint (varint.c): 7 bits a byte, +1 per continuation. */
static bool get_varint(const unsigned char **p, const unsigned char *end,
		       size_t *out)
{
	const unsigned char *q = *p;
	size_t v;

	if (q >= end)
		return false;
	v = *q & 127;
	while (*q++ & 128) {
		if (q >= end || v > (SIZE_MAX >> 8))
			return false;
		v = ((v + 1) << 7) | (*q & 127);
	}
	*p = q;
	*out = v;
	return true;
}

/* Walking the entries of an index, in order. */
struct gi_iter {
	const unsigned char *p, *end;
	uint32_t version, count, i;
	char *prev; /* version 4: the name before */
	size_t prev_len, prev_alloc;
};

/* Start at the first entry of the index map (size bytes); 0 or UNSURE. */
static int gi_begin(struct gi_iter *it, const unsigned char *map, size_t size)
{
	memset(it, 0, sizeof(*it));
	if (size < 12 + HASH_LEN || memcmp(map, "DIRC", 4))
		return UNSURE;
	it->version = (uint32_t)map[4] << 24 | (uint32_t)map[5] << 16 |
		      (uint32_t)map[6] << 8 | map[7];
	it->count = (uint32_t)map[8] << 24 | (uint32_t)map[9] << 16 |
		    (uint32_t)map[10] << 8 | map[11];
	if (it->version < 2 || it->version > 4)
		return UNSURE;
	it->p = map + 12;
	it->end = map + size - HASH_LEN;
	return 0;
}

/*
 * Versions 2 and 3: pass over the names whose first byte is below key0
 * (most of the index for a late key) looking at their lengths alone.
 */
static void gi_skip_below(struct gi_iter *it, unsigned char key0)
{
	while (it->version != 4 && it->i < it->count &&
	       (size_t)(it->end - it->p) > 40 + HASH_LEN + 3) {
		unsigned int fl = (unsigned int)it->p[40 + HASH_LEN] << 8 |
				  it->p[40 + HASH_LEN + 1];
		size_t step = (40 + HASH_LEN + 2 + (fl & 0xfff) + 8) &
			      ~(size_t)7;

		if ((fl & 0x4000) || (fl & 0xfff) == 0xfff || !(fl & 0xfff) ||
		    it->p[40 + HASH_LEN + 2] >= key0 ||
		    (size_t)(it->end - it->p) < step)
			break;
		it->p += step;
		it->i++;
	}
}

/*
 * The next entry: 1 with its name (nlen bytes, not NUL-terminated in
 * version 4) and mode, 0 past the last one, UNSURE for a damaged entry.
 */
static int gi_next(struct gi_iter *it, const unsigned char **name,
		   size_t *nlen, uint32_t *mode)
{
	const unsigned char *e = it->p;
	size_t fixed = 40 + HASH_LEN + 2;
	unsigned int flags;

	if (it->i >= it->count)
		return 0;
	if ((size_t)(it->end - e) < fixed)
		return UNSURE;
	flags = (unsigned int)e[40 + HASH_LEN] << 8 | e[40 + HASH_LEN + 1];
	if (flags & 0x4000) {
		if (it->version < 3)
			return UNSURE;
		fixed += 2;
		if ((size_t)(it->end - e) < fixed)
			return UNSURE;
	}
	it->p += fixed;
	if (it->version == 4) {
		size_t drop, rest;
		const unsigned char *nul;

		if (!get_varint(&it->p, it->end, &drop) || drop > it->prev_len)
			return UNSURE;
		nul = memchr(it->p, '\0', (size_t)(it->end - it->p));
		if (!nul)
			return UNSURE;
		rest = (size_t)(nul - it->p);
		*nlen = it->prev_len - drop + rest;
		if (ALLOC_GROW(it->prev, *nlen + 1, it->prev_alloc))
			return UNSURE;
		memcpy(it->prev + it->prev_len - drop, it->p, rest);
		it->prev_len = *nlen;
		*name = (const unsigned char *)it->prev;
		it->p = nul + 1;
	} else {
		*nlen = flags & 0xfff;
		if (*nlen == 0xfff) {
			const unsigned char *nul = memchr(
				it->p, '\0', (size_t)(it->end - it->p));

			if (!nul)
				return UNSURE;
			*nlen = (size_t)(nul - it->p);
		}
		if ((size_t)(it->end - it->p) < *nlen + 1 || it->p[*nlen])
			return UNSURE;
		*name = it->p;
		/* padded with 1-8 NULs to a multiple of 8 */
		it->p = e + ((fixed + *nlen + 8) & ~(size_t)7);
		if (it->p > it->end)
			return UNSURE;
	}
	*mode = (uint32_t)e[24] << 24 | (uint32_t)e[25] << 16 |
		(uint32_t)e[26] << 8 | e[27];
	it->i++;
	return 1;
}

int mnt_git_index_lookup(const unsigned char *map, size_t size, const char *key,
			 size_t klen, bool dir_only)
{
	struct gi_iter it;
	const unsigned char *name;
	size_t nlen;
	uint32_t mode;
	int ret = gi_begin(&it, map, size), r;

	if (ret)
		return ret;
	for (;;) {
		int cmp;

		gi_skip_below(&it, (unsigned char)key[0]);
		r = gi_next(&it, &name, &nlen, &mode);
		if (r <= 0) {
			ret = r;
			break;
		}
		if ((mode & 0170000) == 0040000) {
			ret = UNSURE; /* a sparse directory entry */
			break;
		}
		cmp = memcmp(name, key, nlen < klen ? nlen : klen);
		if (!cmp && nlen == klen) {
			ret = dir_only ? UNSURE : 1;
			break;
		}
		if (!cmp && nlen > klen) {
			if (name[klen] == '/') {
				ret = 1;
				break;
			}
			cmp = name[klen] > '/';
		}
		if (cmp > 0)
			break; /* sorted: every later name is greater */
	}
	free(it.prev);
	return ret;
}

/*
 * The names of an index, for a binary search: its cache file (KEY.gi in
 * the cache directory of lib/cache.c, keyed by the index's path and stat
 * data: git replaces the index by a rename, so a new one has a new inode
 * and ctime).  Made only from an index without damage, sparse entries
 * or names out of order (where the scan above and a binary search could
 * differ), and only when the index was written over 2 s before it is read
 * (a write within the timestamp's granularity could keep its stat).
 *
 * Layout: struct gi_header; one 64-bit checksum per GI_BLOCK bytes of the
 * body; the body: count 32-bit offsets of the names (from the start of the
 * names), then the names, each NUL-terminated, in index order.  A lookup
 * checks the checksum of each block it reads (a few of them), so damage
 * anywhere it looks is seen, and bounds-checks every offset.
 */
#define GI_FORMAT 1
#define GI_BLOCK 4096
#define GI_KEEP 4
#define GI_MAX ((size_t)1 << 30)

struct gi_header {
	char magic[8];
	uint32_t format, endian;
	uint64_t key[2];
	uint64_t size;
	uint32_t count, nblocks;
	uint64_t names_len;
};

static const char gi_magic[8] = "MAINTGI\n";

static uint64_t gi_block_sum(const unsigned char *b, size_t len, size_t i)
{
	uint64_t h[2] = { i, GI_BLOCK };

	mnt_hash128(b, len, h);
	return h[1]; /* h[1] depends on every byte, h[0] on half the lanes */
}

int mnt_git_index_cache_build(const unsigned char *map, size_t size,
			      unsigned char **out, size_t *len)
{
	struct mbuf offs = MBUF_INIT, names = MBUF_INIT, img = MBUF_INIT;
	struct gi_header h;
	struct gi_iter it;
	const unsigned char *name;
	size_t nlen, prev_off = 0, body, i, prev_len = 0;
	uint32_t mode;
	int r, ret = -EINVAL;

	*out = NULL;
	*len = 0;
	if (gi_begin(&it, map, size))
		return -EINVAL;
	while ((r = gi_next(&it, &name, &nlen, &mode)) == 1) {
		uint32_t o = (uint32_t)names.len;
		int cmp;

		if ((mode & 0170000) == 0040000 || memchr(name, '\0', nlen) ||
		    names.len > UINT32_MAX - nlen - 1)
			goto out;
		/* in order, as git keeps them (a stage repeats a name) */
		if (names.len) {
			cmp = memcmp(names.buf + prev_off, name,
				     prev_len < nlen ? prev_len : nlen);
			if (cmp > 0 || (!cmp && prev_len > nlen))
				goto out;
		}
		prev_off = names.len;
		prev_len = nlen;
		mbuf_add(&offs, &o, sizeof(o));
		mbuf_add(&names, name, nlen);
		mbuf_addch(&names, '\0');
	}
	if (r || mbuf_failed(&offs) || mbuf_failed(&names))
		goto out;
	memset(&h, 0, sizeof(h));
	memcpy(h.magic, gi_magic, sizeof(h.magic));
	h.format = GI_FORMAT;
	h.endian = 0x01020304;
	h.count = it.count;
	h.names_len = names.len;
	body = offs.len + names.len;
	h.nblocks = (uint32_t)((body + GI_BLOCK - 1) / GI_BLOCK);
	h.size = sizeof(h) + 8 * (uint64_t)h.nblocks + body;
	if (h.size > GI_MAX)
		goto out;
	mbuf_add(&img, &h, sizeof(h));
	for (i = 0; i < h.nblocks; i++) {
		uint64_t zero = 0;

		mbuf_add(&img, &zero, sizeof(zero));
	}
	mbuf_add(&img, offs.buf, offs.len);
	mbuf_add(&img, names.buf, names.len);
	if (mbuf_failed(&img))
		goto out;
	for (i = 0; i < h.nblocks; i++) {
		size_t at = sizeof(h) + 8 * (size_t)h.nblocks + i * GI_BLOCK;
		size_t bl = body - i * GI_BLOCK < GI_BLOCK ?
				    body - i * GI_BLOCK :
				    GI_BLOCK;
		uint64_t sum = gi_block_sum((unsigned char *)img.buf + at, bl,
					    i);

		memcpy(img.buf + sizeof(h) + 8 * i, &sum, sizeof(sum));
	}
	*len = img.len;
	*out = (unsigned char *)mbuf_detach(&img, NULL);
	ret = 0;
out:
	free(it.prev);
	mbuf_release(&offs);
	mbuf_release(&names);
	mbuf_release(&img);
	return ret;
}

/* A mapped cache file, its blocks checked as they are read. */
struct gi_view {
	const unsigned char *map, *body;
	size_t body_len, names_at, count;
	unsigned char *checked; /* one per block: 1 good */
};

static bool gi_check(struct gi_view *v, size_t from, size_t len)
{
	size_t b, last;

	if (from > v->body_len || len > v->body_len - from)
		return false;
	if (!len)
		return true;
	last = (from + len - 1) / GI_BLOCK;
	for (b = from / GI_BLOCK; b <= last; b++) {
		size_t bl = v->body_len - b * GI_BLOCK < GI_BLOCK ?
				    v->body_len - b * GI_BLOCK :
				    GI_BLOCK;
		uint64_t sum;

		if (v->checked[b])
			continue;
		memcpy(&sum, v->map + sizeof(struct gi_header) + 8 * b, 8);
		if (sum != gi_block_sum(v->body + b * GI_BLOCK, bl, b))
			return false;
		v->checked[b] = 1;
	}
	return true;
}

/* Name i, checked: its bytes in *name, its length in *nlen. */
static bool gi_name(struct gi_view *v, size_t i, const char **name,
		    size_t *nlen)
{
	uint32_t o;
	size_t at, room;

	if (!gi_check(v, i * 4, 4))
		return false;
	memcpy(&o, v->body + i * 4, 4);
	at = v->names_at + o;
	if (at >= v->body_len)
		return false;
	room = v->body_len - at;
	*name = (const char *)v->body + at;
	*nlen = strnlen(*name, room);
	return *nlen < room && gi_check(v, at, *nlen + 1);
}

/* The first name not below key (klen bytes), or count; -1: damage. */
static long gi_lower_bound(struct gi_view *v, const char *key, size_t klen)
{
	size_t lo = 0, hi = v->count;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2, nlen;
		const char *name;
		int cmp;

		if (!gi_name(v, mid, &name, &nlen))
			return -1;
		cmp = memcmp(name, key, nlen < klen ? nlen : klen);
		if (cmp < 0 || (!cmp && nlen < klen))
			lo = mid + 1;
		else
			hi = mid;
	}
	return (long)lo;
}

int mnt_git_index_cache_lookup(const unsigned char *map, size_t size,
			       const char *key, size_t klen, bool dir_only)
{
	struct gi_header h;
	struct gi_view v;
	const char *name;
	char *slash = NULL;
	size_t nlen;
	long i;
	int ret = UNSURE;

	if (size < sizeof(h))
		return UNSURE;
	memcpy(&h, map, sizeof(h));
	if (memcmp(h.magic, gi_magic, sizeof(h.magic)) ||
	    h.format != GI_FORMAT || h.endian != 0x01020304 ||
	    h.size != size || h.nblocks > size / 8 ||
	    size - sizeof(h) < 8 * (uint64_t)h.nblocks)
		return UNSURE;
	v.map = map;
	v.body = map + sizeof(h) + 8 * (size_t)h.nblocks;
	v.body_len = size - sizeof(h) - 8 * (size_t)h.nblocks;
	v.count = h.count;
	v.names_at = 4 * (size_t)h.count;
	if (v.names_at > v.body_len ||
	    h.names_len != v.body_len - v.names_at ||
	    (v.body_len + GI_BLOCK - 1) / GI_BLOCK != h.nblocks)
		return UNSURE;
	v.checked = calloc(h.nblocks + 1, 1);
	if (!v.checked)
		return UNSURE;
	i = gi_lower_bound(&v, key, klen);
	if (i < 0)
		goto out;
	if ((size_t)i < v.count) {
		if (!gi_name(&v, (size_t)i, &name, &nlen))
			goto out;
		if (nlen == klen && !memcmp(name, key, klen)) {
			ret = dir_only ? UNSURE : 1;
			goto out;
		}
	}
	/* a name below key/: the first one not below it */
	slash = malloc(klen + 1);
	if (!slash)
		goto out;
	memcpy(slash, key, klen);
	slash[klen] = '/';
	i = gi_lower_bound(&v, slash, klen + 1);
	if (i < 0)
		goto out;
	ret = 0;
	if ((size_t)i < v.count) {
		if (!gi_name(&v, (size_t)i, &name, &nlen)) {
			ret = UNSURE;
			goto out;
		}
		ret = nlen > klen && !memcmp(name, slash, klen + 1);
	}
out:
	free(slash);
	free(v.checked);
	return ret;
}

/*
 * The questions about one directory's repository (see gitindex.h): what
 * does not depend on the path is read on the first question that needs
 * it and kept for the next ones.  A reading that leaves the answer
 * uncertain is kept too: the caller asks git, which answers the same.
 */
struct mnt_git_index {
	char *dir; /* NULL: the current directory */
	bool use_cache;
	/* the work tree (find_worktree()): NULL when it is not plain */
	bool repo_read;
	char *base, *top;
	/* its index, mapped: map NULL when it could not be (index_errno) */
	bool index_read;
	char *index;
	const unsigned char *map;
	struct stat ist;
	int index_errno;
	/*
	 * The cache file of the index's names (cpath NULL: none may be
	 * used): mapped, or the image made here when it was missing or
	 * not usable (made once, cimg set).
	 */
	bool cache_read, built, cimg;
	char *cpath;
	const unsigned char *cmap;
	size_t clen;
};

struct mnt_git_index *mnt_git_index_new(const char *dir, bool use_cache)
{
	struct mnt_git_index *gi = calloc(1, sizeof(*gi));

	if (!gi)
		return NULL;
	gi->use_cache = use_cache;
	if (dir && !(gi->dir = strdup(dir))) {
		free(gi);
		return NULL;
	}
	return gi;
}

void mnt_git_index_free(struct mnt_git_index *gi)
{
	if (!gi)
		return;
	if (gi->cimg)
		free((void *)gi->cmap);
	else if (gi->cmap)
		munmap((void *)gi->cmap, gi->clen);
	if (gi->map)
		munmap((void *)gi->map, (size_t)gi->ist.st_size);
	free(gi->cpath);
	free(gi->index);
	free(gi->top);
	free(gi->base);
	free(gi->dir);
	free(gi);
}

/* The work tree and whether its repository reads plainly. */
static void repo_read(struct mnt_git_index *gi)
{
	struct mbuf gitdir = MBUF_INIT;
	char *top;

	gi->repo_read = true;
	gi->base = realpath(gi->dir ? gi->dir : ".", NULL);
	top = gi->base ? find_worktree(gi->base) : NULL;
	if (!top)
		return;
	mbuf_adds(&gitdir, top);
	mbuf_adds(&gitdir, strcmp(top, "/") ? "/.git" : ".git");
	if (mbuf_failed(&gitdir) || config_unsure(gitdir.buf) ||
	    split_index(gitdir.buf))
		free(top);
	else
		gi->top = top;
	mbuf_release(&gitdir);
}

static void index_read(struct mnt_git_index *gi)
{
	struct mbuf p = MBUF_INIT;

	gi->index_read = true;
	mbuf_adds(&p, gi->top);
	mbuf_adds(&p, "/.git/index");
	if (mbuf_failed(&p)) {
		mbuf_release(&p);
		gi->index_errno = ENOMEM;
		return;
	}
	gi->index = mbuf_detach(&p, NULL);
	errno = 0;
	gi->map = mnt_map_file(gi->index, 32, SIZE_MAX / 2, &gi->ist);
	if (!gi->map)
		gi->index_errno = errno;
}

/*
 * The answer from the index's cache file, made first when there is none
 * (from the index as mapped); UNSURE when there is no usable one.
 */
static int cached_lookup(struct mnt_git_index *gi, const char *key, size_t klen,
			 bool dir_only)
{
	unsigned char *img;
	size_t len;
	int ret = UNSURE;

	if (!gi->cache_read) {
		const char *names[1] = { gi->index };
		struct stat cst;
		uint64_t ckey[2];

		gi->cache_read = true;
		if (mnt_stat_racy(&gi->ist))
			return UNSURE;
		gi->cpath = mnt_cache_path_ext(names, &gi->ist, 1, true, ckey,
					       "gi");
		if (!gi->cpath)
			return UNSURE;
		gi->cmap = mnt_cache_map(gi->cpath, sizeof(struct gi_header),
					 GI_MAX, &cst);
		if (gi->cmap)
			gi->clen = (size_t)cst.st_size;
	}
	if (!gi->cpath)
		return UNSURE;
	if (gi->cmap)
		ret = mnt_git_index_cache_lookup(gi->cmap, gi->clen, key, klen,
						 dir_only);
	if (ret != UNSURE || gi->built)
		return ret;
	/* the index does not change here: one try at making it will do */
	gi->built = true;
	if (!mnt_git_index_cache_build(gi->map, (size_t)gi->ist.st_size, &img,
				       &len)) {
		if (!mnt_write_atomic(gi->cpath, (const char *)img, len,
				      MNT_WRITE_NOSYNC))
			mnt_cache_prune(gi->cpath, "gi", GI_KEEP);
		/* the next questions read the names just made, in memory */
		if (gi->cmap)
			munmap((void *)gi->cmap, gi->clen);
		gi->cmap = img;
		gi->clen = len;
		gi->cimg = true;
	}
	return ret;
}

static int read_index(struct mnt_git_index *gi, const char *key, size_t klen,
		      bool dir_only)
{
	int ret = UNSURE;

	if (!gi->index_read)
		index_read(gi);
	if (!gi->map)
		return gi->index_errno == ENOENT ? 0 : UNSURE; /* no index */
	if (gi->use_cache)
		ret = cached_lookup(gi, key, klen, dir_only);
	if (ret == UNSURE)
		ret = mnt_git_index_lookup(gi->map, (size_t)gi->ist.st_size,
					   key, klen, dir_only);
	return ret;
}

int mnt_git_index_ask(struct mnt_git_index *gi, const char *path)
{
	char *abs = NULL, *real = NULL;
	struct mbuf a = MBUF_INIT;
	size_t tlen, plen = strlen(path);
	bool dir_only;
	int ret = UNSURE;

	if (!plen || path[0] == ':' || strpbrk(path, "*?[\\") || mnt_git_env_set())
		return UNSURE;
	if (!gi->repo_read)
		repo_read(gi);
	if (!gi->top)
		return UNSURE;
	if (path[0] != '/') {
		mbuf_adds(&a, gi->base);
		mbuf_addch(&a, '/');
	}
	mbuf_adds(&a, path);
	abs = mbuf_failed(&a) ? NULL : mbuf_detach(&a, NULL);
	if (!abs)
		goto out;
	dir_only = path[plen - 1] == '/';
	if (!normalize(abs))
		goto out;
	tlen = strcmp(gi->top, "/") ? strlen(gi->top) : 0;
	if (strncmp(abs, gi->top, tlen) || abs[tlen] != '/' || !abs[tlen + 1]) {
		/*
		 * Outside the work tree (git: "outside repository"), unless a
		 * symlink on the way leads back in: only a path without one
		 * is certain.
		 */
		real = realpath(abs, NULL);
		if (real && !strcmp(real, abs) &&
		    (strncmp(abs, gi->top, tlen) || abs[tlen] != '/'))
			ret = 0;
		goto out;
	}
	ret = read_index(gi, abs + tlen + 1, strlen(abs + tlen + 1), dir_only);
out:
	mbuf_release(&a);
	free(real);
	free(abs);
	return ret;
}

int mnt_git_index_tracked_opt(const char *dir, const char *path, bool use_cache)
{
	struct mnt_git_index *gi = mnt_git_index_new(dir, use_cache);
	int ret = gi ? mnt_git_index_ask(gi, path) : UNSURE;

	mnt_git_index_free(gi);
	return ret;
}

int mnt_git_index_tracked(const char *dir, const char *path)
{
	return mnt_git_index_tracked_opt(dir, path, true);
}
