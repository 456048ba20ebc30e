// SPDX-License-Identifier: GPL-2.0-only
/*
 * The tree's files matched against MAINTAINERS for maint coverage and
 * maint report: the file list (git ls-files, a walk, or --files-from),
 * limited to the PATH arguments, with progress on a terminal.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtin.h"
#include "covrun.h"
#include "textfile.h"
#include "util.h"

void covrun_init(struct covrun *r)
{
	cli_init(&r->cli, r->cmd);
}

int covrun_load_db(struct covrun *r)
{
	int ret;

	if (!r->cli.cmd)
		covrun_init(r);
	r->cli.load.path = r->mpath;
	ret = cli_db(&r->cli);
	r->db = r->cli.db;
	return ret;
}

/* "./a//b/" -> "a/b"; "." and "" -> "" (the whole tree). */
static void normalize(char *p)
{
	char *w = p, *s = p;

	while (s[0] == '.' && s[1] == '/')
		for (s += 2; *s == '/'; s++)
			;
	for (; *s; s++) {
		if (*s == '/' && (w == p || w[-1] == '/'))
			continue;
		*w++ = *s;
	}
	while (w > p && w[-1] == '/')
		w--;
	*w = '\0';
	if (!strcmp(p, "."))
		*p = '\0';
}

/* Is path at or below a PATH argument?  hits[i] counts the matches. */
static bool limited_in(const struct covrun *r, const char *path,
		       size_t *hits)
{
	bool in = false;
	size_t i;

	if (!r->nlimits)
		return true;
	for (i = 0; i < r->nlimits; i++) {
		size_t l = strlen(r->limits[i]);

		if (!l || (!strncmp(path, r->limits[i], l) &&
			   (!path[l] || path[l] == '/'))) {
			hits[i]++;
			in = true;
		}
	}
	return in;
}

/* Warn about every PATH argument that matched no file. */
static void warn_empty_limits(struct covrun *r, const size_t *hits)
{
	size_t i;

	for (i = 0; i < r->nlimits; i++) {
		if (hits[i])
			continue;
		r->nempty_limits++;
		cli_report(&r->cli, NULL, 0, MAINT_WARNING,
			   "'%s' matches no file of the tree", r->limits[i]);
	}
}

static int read_list(struct covrun *r, size_t *hits)
{
	size_t len, i, n = 0, alloc = 0;
	char *p;
	int ret;

	ret = cli_read_all(strcmp(r->files_from, "-") ? r->files_from : NULL,
			   &r->list, &len);
	if (ret)
		return cli_file_error(&r->cli, r->files_from, ret);
	for (p = r->list, i = 0; i <= len; i++) {
		if (i < len && r->list[i] != '\n' && r->list[i] != '\0')
			continue;
		r->list[i] = '\0';
		if (i > 0 && r->list[i - 1] == '\r')
			r->list[i - 1] = '\0';
		normalize(p);
		if (*p && limited_in(r, p, hits)) {
			if (ALLOC_GROW(r->paths, n + 1, alloc))
				return cli_fail(&r->cli, EXIT_SYSTEM, "%s",
						strerror(ENOMEM));
			r->paths[n++] = p;
		}
		p = r->list + i + 1;
	}
	r->npaths = n;
	return 0;
}

static void progress_cb(size_t done, size_t total, void *ctx)
{
	covrun_progress(ctx, "matching files", done, total);
}

/* The files of the tree (or of the list) at or below the PATHs. */
static int covrun_collect(struct covrun *r, size_t *hits)
{
	size_t i, n = 0;
	int ret;

	if (r->files_from)
		return read_list(r, hits);
	ret = maint_paths_load(&r->pl, ".", &r->from_git);
	if (ret == -MAINT_E_GITREFUSED)
		return cli_git_refused(&r->cli, ".");
	if (ret)
		return cli_fail(&r->cli,
				ret == -ENOMEM ? EXIT_SYSTEM : EXIT_BADINPUT,
				"cannot list the files of the tree: %s",
				strerror(-ret));
	r->paths = malloc((maint_paths_count(r->pl) + 1) * sizeof(*r->paths));
	if (!r->paths)
		return cli_fail(&r->cli, EXIT_SYSTEM, "%s", strerror(ENOMEM));
	for (i = 0; i < maint_paths_count(r->pl); i++) {
		const char *p = maint_paths_get(r->pl, i);

		if (limited_in(r, p, hits))
			r->paths[n++] = p;
	}
	r->npaths = n;
	return 0;
}

int covrun_run(struct covrun *r)
{
	struct maint_coverage_opts co = { 0 };
	size_t i, *hits;
	int ret;

	for (i = 0; i < r->nlimits; i++)
		normalize(r->limits[i]);
	hits = calloc(r->nlimits + 1, sizeof(*hits));
	if (!hits)
		return cli_fail(&r->cli, EXIT_SYSTEM, "%s", strerror(ENOMEM));
	ret = covrun_collect(r, hits);
	if (!ret)
		warn_empty_limits(r, hits);
	free(hits);
	if (ret)
		return ret;
	co.root = ".";
	co.lines = r->lines;
	co.progress = progress_cb;
	co.progress_ctx = r;
	ret = maint_coverage_run(&r->cov, r->db, r->paths, r->npaths, &co);
	covrun_progress_end(r);
	if (ret)
		return cli_fail(&r->cli,
				ret == -ENOMEM ? EXIT_SYSTEM : EXIT_BADINPUT,
				"cannot match the files: %s", strerror(-ret));
	return 0;
}

void covrun_release(struct covrun *r)
{
	maint_coverage_free(r->cov);
	maint_paths_free(r->pl);
	free(r->paths);
	free(r->list);
	cli_release(&r->cli); /* and r->db with it */
	r->cov = NULL;
	r->pl = NULL;
	r->paths = NULL;
	r->list = NULL;
	r->db = NULL;
}

void covrun_progress(struct covrun *r, const char *what, size_t done,
		     size_t total)
{
	if (r->quiet || !isatty(2))
		return;
	fprintf(stderr, "\r%s %s: %zu/%zu", maint_progname, r->cmd, done,
		total);
	fprintf(stderr, " %s", what);
	fflush(stderr);
	r->progress_shown = true;
}

void covrun_progress_end(struct covrun *r)
{
	if (!r->progress_shown)
		return;
	fprintf(stderr, "\r%*s\r", 72, "");
	fflush(stderr);
	r->progress_shown = false;
}
