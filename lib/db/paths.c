// SPDX-License-Identifier: GPL-2.0-only
/*
 * The files of a tree, sorted, and "does any of them match this regex at
 * its start" answered without running the regex over every path: the
 * regex's literal prefix selects a range by binary search first.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "maint.h"
#include "base/regex.h"
#include "mbuf.h"
#include "util.h"
#include "base/gitrun.h"

#define MAX_LIST ((size_t)1 << 30)
#define MAX_DEPTH 64

extern char **environ;

struct maint_paths {
	char *buf; /* NUL-separated names */
	const char **v;
	size_t n, alloc;
	struct mbuf names; /* for the walk */
};

static int cmp_path(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void sort_paths(struct maint_paths *pl)
{
	size_t i;

	for (i = 1; i < pl->n; i++)
		if (strcmp(pl->v[i - 1], pl->v[i]) > 0)
			break;
	if (i < pl->n)
		mnt_qsort(pl->v, pl->n, sizeof(*pl->v), cmp_path);
}

int maint_paths_git(struct maint_paths **out, const char *root)
{
	const char *args[] = { "ls-files", "-z", NULL };
	struct mbuf mb = MBUF_INIT;
	struct maint_paths *pl;
	int status, ret;
	size_t len, i;
	char *p;

	*out = NULL;
	ret = mnt_git(root ? root : ".", args, &mb, MAX_LIST, true, &status);
	if (!ret && status)
		ret = -ENOENT;
	if (ret) {
		mbuf_release(&mb);
		return ret;
	}
	pl = calloc(1, sizeof(*pl));
	if (!pl) {
		mbuf_release(&mb);
		return -ENOMEM;
	}
	pl->buf = mbuf_detach(&mb, &len);
	if (!pl->buf) {
		free(pl);
		return -ENOMEM;
	}
	for (p = pl->buf, i = 0; i < len;) {
		size_t k = strnlen(p + i, len - i);

		if (ALLOC_GROW(pl->v, pl->n + 1, pl->alloc)) {
			maint_paths_free(pl);
			return -ENOMEM;
		}
		pl->v[pl->n++] = p + i;
		i += k + 1;
	}
	sort_paths(pl);
	*out = pl;
	return 0;
}

/* Collect offsets into pl->names; turned into pointers at the end. */
static int walk(struct maint_paths *pl, struct mbuf *dir, size_t rootlen,
		unsigned int depth)
{
	DIR *d;
	struct dirent *de;
	size_t base = dir->len;
	int ret = 0;

	if (depth > MAX_DEPTH)
		return 0;
	d = opendir(dir->buf);
	if (!d)
		return depth ? 0 : -errno;
	while (!ret && (de = readdir(d))) {
		struct stat st;

		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, "..") ||
		    (!strcmp(de->d_name, ".git")))
			continue;
		mbuf_setlen(dir, base);
		if (base && dir->buf[base - 1] != '/')
			mbuf_addch(dir, '/');
		mbuf_adds(dir, de->d_name);
		if (mbuf_failed(dir)) {
			ret = -ENOMEM;
			break;
		}
		/* d_type saves an lstat() per entry where the file system
		 * fills it in */
		if (de->d_type == DT_DIR) {
			st.st_mode = S_IFDIR;
		} else if (de->d_type == DT_REG || de->d_type == DT_LNK) {
			st.st_mode = S_IFREG;
		} else if (lstat(dir->buf, &st)) {
			continue;
		}
		if (S_ISDIR(st.st_mode)) {
			ret = walk(pl, dir, rootlen, depth + 1);
		} else {
			if (ALLOC_GROW(pl->v, pl->n + 1, pl->alloc)) {
				ret = -ENOMEM;
				break;
			}
			/* an offset for now: names may move as it grows */
			pl->v[pl->n++] = (const char *)(uintptr_t)pl->names.len;
			mbuf_adds(&pl->names, dir->buf + rootlen);
			mbuf_addch(&pl->names, '\0');
		}
	}
	closedir(d);
	mbuf_setlen(dir, base);
	return ret;
}

int maint_paths_walk(struct maint_paths **out, const char *root)
{
	struct maint_paths *pl;
	struct mbuf dir = MBUF_INIT;
	size_t rootlen, i;
	int ret;

	*out = NULL;
	pl = calloc(1, sizeof(*pl));
	if (!pl)
		return -ENOMEM;
	mbuf_init(&pl->names);
	mbuf_adds(&dir, root && *root ? root : ".");
	if (dir.buf[dir.len - 1] != '/')
		mbuf_addch(&dir, '/');
	rootlen = dir.len;
	ret = mbuf_failed(&dir) ? -ENOMEM : walk(pl, &dir, rootlen, 0);
	mbuf_release(&dir);
	if (!ret && mbuf_failed(&pl->names))
		ret = -ENOMEM;
	if (ret) {
		maint_paths_free(pl);
		return ret;
	}
	for (i = 0; i < pl->n; i++)
		pl->v[i] = pl->names.buf + (uintptr_t)pl->v[i];
	sort_paths(pl);
	*out = pl;
	return 0;
}

int maint_paths_load(struct maint_paths **out, const char *root,
		     bool *from_git)
{
	int ret = maint_paths_git(out, root);

	if (!ret && !(*out)->n) {
		/* an untracked tree inside a work tree (an ignored build
		 * directory): git lists nothing of it, so walk it */
		maint_paths_free(*out);
		*out = NULL;
		ret = -ENOENT;
	}
	if (from_git)
		*from_git = !ret;
	if (ret == -ENOENT)
		ret = maint_paths_walk(out, root);
	return ret;
}

void maint_paths_free(struct maint_paths *pl)
{
	if (!pl)
		return;
	free(pl->buf);
	free(pl->v);
	mbuf_release(&pl->names);
	free(pl);
}

size_t maint_paths_count(const struct maint_paths *pl)
{
	return pl ? pl->n : 0;
}

const char *maint_paths_get(const struct maint_paths *pl, size_t i)
{
	return pl && i < pl->n ? pl->v[i] : NULL;
}

/*
 * The bytes every match of re must start with.  Stops at the first
 * metacharacter; a literal followed by a quantifier that allows zero
 * repetitions is dropped.  An alternation anywhere makes it empty.
 */
static size_t literal_prefix(const char *re, size_t len, char *out,
			     bool *whole)
{
	size_t i = 0, o = 0, k;

	*whole = false;
	for (k = 0; k < len; k++) {
		if (re[k] == '\\') {
			k++;
		} else if (re[k] == '|') {
			return 0;
		}
	}
	while (i < len) {
		char c = re[i];
		size_t step = 1;

		if (c == '\\') {
			unsigned char n = i + 1 < len ?
						  (unsigned char)re[i + 1] :
						  0;

			if (!n || (n >= '0' && n <= '9') ||
			    (n >= 'a' && n <= 'z') || (n >= 'A' && n <= 'Z') ||
			    n >= 0x80)
				break;
			c = (char)n;
			step = 2;
		} else if (strchr(".^$|()[]{}*+?", c)) {
			break;
		}
		if (i + step < len && strchr("*?{", re[i + step]))
			break;
		out[o++] = c;
		i += step;
		if (i < len && re[i] == '+')
			return o;
	}
	*whole = i == len;
	return o;
}

static size_t lower_bound(const struct maint_paths *pl, const char *p,
			  size_t plen)
{
	size_t lo = 0, hi = pl->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (strncmp(pl->v[mid], p, plen) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

int maint_paths_match(const struct maint_paths *pl, const char *re,
		      size_t relen)
{
	char *prefix;
	size_t plen, i;
	bool whole;
	struct mnt_re *code = NULL;
	struct mnt_re_budget budget;
	int ret = 0, rc;

	if (!pl || !pl->n)
		return 0;
	prefix = malloc(relen + 1);
	if (!prefix)
		return -ENOMEM;
	plen = literal_prefix(re, relen, prefix, &whole);
	prefix[plen] = '\0';
	/* MNT_RE_BUDGET_PATH to start with, and as much again per 32 paths */
	mnt_re_budget_reset(&budget);
	budget.left = MNT_RE_BUDGET_PATH;
	/* a NUL in the prefix can never match a path */
	if (memchr(prefix, '\0', plen))
		goto out;
	for (i = lower_bound(pl, prefix, plen); i < pl->n; i++) {
		const char *p = pl->v[i];

		if (strncmp(p, prefix, plen))
			break;
		if (whole) {
			ret = 1;
			break;
		}
		if (!code) {
			code = mnt_re_compile(re, relen, MNT_RE_ANCHORED, NULL,
					      0);
			if (!code) {
				ret = -EINVAL;
				break;
			}
		}
		mnt_re_budget_credit(&budget, MNT_RE_BUDGET_PATH / 32);
		rc = mnt_re_match_budget(code, p, strlen(p), 0, NULL, 0,
					 &budget);
		if (rc == MNT_RE_MATCH) {
			ret = 1;
			break;
		}
		if (rc == MNT_RE_LIMIT || rc == MNT_RE_SPENT) {
			ret = -ERANGE; /* given up: cannot tell */
			break;
		}
	}
out:
	mnt_re_free(code);
	free(prefix);
	return ret;
}
