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

#include "fsutil.h"
#include "gitindex.h"
#include "mbuf.h"
#include "util.h"

#define UNSURE (-1)
#define CONFIG_MAX (1u << 20)
#define HASH_LEN 20 /* SHA-1; a SHA-256 repository is left to git */

extern char **environ;

/* Variables that change what git reads or how it matches pathspecs. */
static bool git_env_set(void)
{
	static const char *const harmless[] = {
		"GIT_CONFIG_NOSYSTEM", "GIT_PAGER",	      "GIT_EDITOR",
		"GIT_TERMINAL_PROMPT", "GIT_ASKPASS",	      "GIT_SSH",
		"GIT_SSH_COMMAND",     "GIT_AUTHOR_",	      "GIT_COMMITTER_",
		"GIT_SEQUENCE_EDITOR", "GIT_MERGE_VERBOSITY", "GIT_SSL_",
		"GIT_HTTP_",	       "GIT_CURL_",	      "GIT_PROXY_",
		"GIT_TRACE",
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
static bool config_unsure(const char *gitdir)
{
	static const char *const words[] = {
		"worktree", "include",	  "objectformat", "ignorecase",
		"sparse",   "splitindex", "pathspec",	  "precompose",
	};
	struct mbuf p = MBUF_INIT;
	char *buf = NULL, *line, *end;
	size_t len = 0, i;
	int ret;

	mbuf_adds(&p, gitdir);
	mbuf_adds(&p, "/config");
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
		end = memchr(line, '\n', (size_t)(buf + len - line));
		if (!end)
			end = buf + len;
		*end = '\0';
		for (i = 0; i < sizeof(words) / sizeof(*words) && !ret; i++)
			ret = strstr(line, words[i]) != NULL;
		if (strstr(line, "bare") && !strstr(line, "false"))
			ret = true;
	}
	free(buf);
	return ret;
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

int mnt_git_index_lookup(const unsigned char *map, size_t size, const char *key,
			 size_t klen, bool dir_only)
{
	const unsigned char *p = map + 12, *end;
	uint32_t version, count, i;
	unsigned char key0;
	char *prev = NULL;
	size_t prev_len = 0, prev_alloc = 0;
	int ret = 0;

	if (size < 12 + HASH_LEN || memcmp(map, "DIRC", 4))
		return UNSURE;
	version = (uint32_t)map[4] << 24 | (uint32_t)map[5] << 16 |
		  (uint32_t)map[6] << 8 | map[7];
	count = (uint32_t)map[8] << 24 | (uint32_t)map[9] << 16 |
		(uint32_t)map[10] << 8 | map[11];
	if (version < 2 || version > 4)
		return UNSURE;
	key0 = (unsigned char)key[0];
	end = map + size - HASH_LEN;
	for (i = 0; i < count; i++) {
		const unsigned char *e, *name;

		/*
		 * Versions 2 and 3: pass over the names below the key's first
		 * byte (most of the index) looking at their lengths alone.
		 */
		while (version != 4 && i < count &&
		       (size_t)(end - p) > 40 + HASH_LEN + 3) {
			unsigned int fl = (unsigned int)p[40 + HASH_LEN] << 8 |
					  p[40 + HASH_LEN + 1];
			size_t step = (40 + HASH_LEN + 2 + (fl & 0xfff) + 8) &
				      ~(size_t)7;

			if ((fl & 0x4000) || (fl & 0xfff) == 0xfff ||
			    !(fl & 0xfff) || p[40 + HASH_LEN + 2] >= key0 ||
			    (size_t)(end - p) < step)
				break;
			p += step;
			i++;
		}
		if (i == count)
			break;
		e = p;
		size_t fixed = 40 + HASH_LEN + 2, nlen;
		unsigned int flags;
		uint32_t mode;
		int cmp;

		if ((size_t)(end - p) < fixed)
			goto unsure;
		flags = (unsigned int)e[40 + HASH_LEN] << 8 |
			e[40 + HASH_LEN + 1];
		if (flags & 0x4000) {
			if (version < 3)
				goto unsure;
			fixed += 2;
			if ((size_t)(end - p) < fixed)
				goto unsure;
		}
		p += fixed;
		if (version == 4) {
			size_t drop, rest;
			const unsigned char *nul;

			if (!get_varint(&p, end, &drop) || drop > prev_len)
				goto unsure;
			nul = memchr(p, '\0', (size_t)(end - p));
			if (!nul)
				goto unsure;
			rest = (size_t)(nul - p);
			nlen = prev_len - drop + rest;
			if (ALLOC_GROW(prev, nlen + 1, prev_alloc)) {
				ret = UNSURE;
				break;
			}
			memcpy(prev + prev_len - drop, p, rest);
			prev_len = nlen;
			name = (const unsigned char *)prev;
			p = nul + 1;
		} else {
			nlen = flags & 0xfff;
			if (nlen == 0xfff) {
				const unsigned char *nul =
					memchr(p, '\0', (size_t)(end - p));

				if (!nul)
					goto unsure;
				nlen = (size_t)(nul - p);
			}
			if ((size_t)(end - p) < nlen + 1 || p[nlen])
				goto unsure;
			name = p;
			/* padded with 1-8 NULs to a multiple of 8 */
			p = e + ((fixed + nlen + 8) & ~(size_t)7);
			if (p > end)
				goto unsure;
		}
		mode = (uint32_t)e[24] << 24 | (uint32_t)e[25] << 16 |
		       (uint32_t)e[26] << 8 | e[27];
		if ((mode & 0170000) == 0040000)
			goto unsure; /* a sparse directory entry */
		cmp = memcmp(name, key, nlen < klen ? nlen : klen);
		if (!cmp && nlen == klen) {
			if (dir_only)
				goto unsure;
			ret = 1;
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
	free(prev);
	return ret;
unsure:
	free(prev);
	return UNSURE;
}

static int read_index(const char *top, const char *key, size_t klen,
		      bool dir_only)
{
	struct mbuf p = MBUF_INIT;
	struct stat st;
	const unsigned char *map;
	int ret;

	mbuf_adds(&p, top);
	mbuf_adds(&p, "/.git/index");
	if (mbuf_failed(&p)) {
		mbuf_release(&p);
		return UNSURE;
	}
	errno = 0;
	map = mnt_map_file(p.buf, 32, SIZE_MAX / 2, &st);
	mbuf_release(&p);
	if (!map)
		return errno == ENOENT ? 0 : UNSURE; /* no index: nothing */
	ret = mnt_git_index_lookup(map, (size_t)st.st_size, key, klen,
				   dir_only);
	munmap((void *)map, (size_t)st.st_size);
	return ret;
}

int mnt_git_index_tracked(const char *dir, const char *path)
{
	char *base = NULL, *top = NULL, *abs = NULL, *real = NULL;
	struct mbuf gitdir = MBUF_INIT, a = MBUF_INIT;
	size_t tlen, plen = strlen(path);
	bool dir_only;
	int ret = UNSURE;

	if (!plen || path[0] == ':' || strpbrk(path, "*?[\\") || git_env_set())
		return UNSURE;
	base = realpath(dir ? dir : ".", NULL);
	if (!base)
		return UNSURE;
	top = find_worktree(base);
	if (!top)
		goto out;
	mbuf_adds(&gitdir, top);
	mbuf_adds(&gitdir, strcmp(top, "/") ? "/.git" : ".git");
	if (mbuf_failed(&gitdir) || config_unsure(gitdir.buf) ||
	    split_index(gitdir.buf))
		goto out;
	if (path[0] != '/') {
		mbuf_adds(&a, base);
		mbuf_addch(&a, '/');
	}
	mbuf_adds(&a, path);
	abs = mbuf_failed(&a) ? NULL : mbuf_detach(&a, NULL);
	if (!abs)
		goto out;
	dir_only = path[plen - 1] == '/';
	if (!normalize(abs))
		goto out;
	tlen = strcmp(top, "/") ? strlen(top) : 0;
	if (strncmp(abs, top, tlen) || abs[tlen] != '/' || !abs[tlen + 1]) {
		/*
		 * Outside the work tree (git: "outside repository"), unless a
		 * symlink on the way leads back in: only a path without one
		 * is certain.
		 */
		real = realpath(abs, NULL);
		if (real && !strcmp(real, abs) &&
		    (strncmp(abs, top, tlen) || abs[tlen] != '/'))
			ret = 0;
		goto out;
	}
	ret = read_index(top, abs + tlen + 1, strlen(abs + tlen + 1), dir_only);
out:
	mbuf_release(&gitdir);
	mbuf_release(&a);
	free(real);
	free(abs);
	free(top);
	free(base);
	return ret;
}
