// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint get's opt-in extras beyond the script: the top of the tree found
 * from a subdirectory (as git finds its work tree), and the patches of a
 * series found from its cover letter (--series).
 */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "get-where.h"
#include "maint.h"
#include "mbuf.h"
#include "util.h"

static char *strf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *strf(const char *fmt, ...)
{
	struct mbuf m = MBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	mbuf_vaddf(&m, fmt, ap);
	va_end(ap);
	if (mbuf_failed(&m)) {
		mbuf_release(&m);
		return NULL;
	}
	return mbuf_detach(&m, NULL);
}

static bool exists_in(const char *dir, const char *name, bool want_reg)
{
	struct mbuf p = MBUF_INIT;
	struct stat st;
	bool r;

	mbuf_addf(&p, "%s/%s", dir, name);
	r = !mbuf_failed(&p) && stat(p.buf, &st) == 0 &&
	    (!want_reg || S_ISREG(st.st_mode));
	mbuf_release(&p);
	return r;
}

/*
 * Is dir the top of a tree: MAINTAINERS there, and a git work tree's top,
 * or the tree check of the script found there passes (a script without a
 * tree check: that a script is there)?
 */
static bool is_top(const char *dir, bool use_cache)
{
	struct maint_script_where w = MAINT_SCRIPT_WHERE_INIT;
	struct maint_script *s;
	bool top;

	if (!exists_in(dir, "MAINTAINERS", true))
		return false;
	if (exists_in(dir, ".git", false))
		return true;
	w.root = dir;
	w.use_cache = use_cache;
	if (maint_script_find(&s, &w, NULL))
		return false;
	top = maint_script_tree_check(s) ? maint_script_tree_ok(s, dir) :
					   maint_script_path(s)[0] != '\0';
	maint_script_free(s);
	return top;
}

int get_find_top(bool use_cache, char **prefix)
{
	char cwd[PATH_MAX], dir[PATH_MAX];
	char *slash;

	*prefix = NULL;
	if (!getcwd(cwd, sizeof(cwd)))
		return -errno;
	if (is_top(".", use_cache))
		return 1;
	snprintf(dir, sizeof(dir), "%s", cwd);
	while ((slash = strrchr(dir, '/')) && slash != dir) {
		*slash = '\0';
		if (!is_top(dir, use_cache)) {
			/* a git work tree's top ends the search, as for git */
			if (exists_in(dir, ".git", false))
				return 1;
			continue;
		}
		if (chdir(dir))
			return -errno;
		*prefix = strf("%s/", cwd + strlen(dir) + 1);
		return *prefix ? 0 : -ENOMEM;
	}
	return 1;
}

char *get_rebase_path(const char *prefix, const char *arg)
{
	struct mbuf out = MBUF_INIT;
	char *all, *p, *save = NULL;

	if (!prefix || arg[0] == '/' || !strcmp(arg, "&STDIN"))
		return strdup(arg);
	all = strf("%s%s", prefix, arg);
	if (!all)
		return NULL;
	/* "a/b/../c" is "a/c"; "." goes; a ".." past the top stays */
	for (p = strtok_r(all, "/", &save); p; p = strtok_r(NULL, "/", &save)) {
		const char *last = out.len ? strrchr(out.buf, '/') : NULL;

		last = last ? last + 1 : out.buf;
		if (!strcmp(p, "."))
			continue;
		if (!strcmp(p, "..") && out.len && strcmp(last, "..")) {
			mbuf_setlen(&out, last > out.buf ?
						  (size_t)(last - out.buf - 1) :
						  0);
			continue;
		}
		if (out.len)
			mbuf_addch(&out, '/');
		mbuf_adds(&out, p);
	}
	if (!out.len)
		mbuf_addch(&out, '.');
	if (arg[strlen(arg) - 1] == '/' && strcmp(out.buf, "."))
		mbuf_addch(&out, '/');
	free(all);
	if (mbuf_failed(&out)) {
		mbuf_release(&out);
		return NULL;
	}
	return mbuf_detach(&out, NULL);
}

/*
 * git format-patch's names: [vN-]NNNN-subject.patch.  *vlen gets the
 * length of the "vN-" part, *num the number; false for another name.
 */
static bool patch_name(const char *base, size_t *vlen, unsigned int *num)
{
	const char *p = base;
	unsigned int n = 0;
	int i;

	*vlen = 0;
	if (p[0] == 'v' && p[1] >= '0' && p[1] <= '9') {
		p++;
		while (*p >= '0' && *p <= '9')
			p++;
		if (*p++ != '-')
			return false;
		*vlen = (size_t)(p - base);
	}
	for (i = 0; i < 4; i++, p++) {
		if (*p < '0' || *p > '9')
			return false;
		n = n * 10 + (unsigned int)(*p - '0');
	}
	if (*p != '-' || strlen(p) < 7 || strcmp(p + strlen(p) - 6, ".patch"))
		return false;
	*num = n;
	return true;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int get_series_siblings(const char *cover, char ***out, size_t *n)
{
	const char *slash = strrchr(cover, '/');
	const char *base = slash ? slash + 1 : cover;
	char *dir = slash ? mnt_strndup(cover, (size_t)(slash - cover) + 1) :
			    strdup("./");
	size_t vlen, vl2, alloc = 0;
	unsigned int num, k;
	struct dirent *de;
	DIR *d;

	*out = NULL;
	*n = 0;
	if (!dir)
		return -ENOMEM;
	if (!patch_name(base, &vlen, &num) || num != 0) {
		free(dir);
		return 0;
	}
	d = opendir(dir);
	if (!d) {
		int e = -errno;

		free(dir);
		return e;
	}
	while ((de = readdir(d))) {
		char *p;

		if (!patch_name(de->d_name, &vl2, &k) || k == 0 ||
		    vl2 != vlen || strncmp(de->d_name, base, vlen))
			continue;
		p = strf("%s%s", slash ? dir : "", de->d_name);
		if (!p || ALLOC_GROW(*out, *n + 1, alloc)) {
			free(p);
			closedir(d);
			free(dir);
			return -ENOMEM;
		}
		(*out)[(*n)++] = p;
	}
	closedir(d);
	free(dir);
	if (*n)
		qsort(*out, *n, sizeof(**out), cmp_str);
	return 0;
}
