// SPDX-License-Identifier: GPL-2.0-only
/*
 * bench-match: match every path of a tree against its MAINTAINERS.
 *
 *   bench-match WORLD/MAINTAINERS TREE_TXT
 *   bench-match WORLD_DIR TREE_TXT
 *
 * Changes into the world's directory (F:/X: patterns naming a directory
 * are recognised against the tree on disk, as get_maintainer.pl does),
 * loads MAINTAINERS, then reads TREE_TXT (one path a line, relative to the
 * tree top) and matches each path.  Prints the number of paths, how many
 * matched at least one section other than THE REST, and the elapsed
 * milliseconds for loading, matching and both.
 *
 * Exit status: 0, or 1 on any error.
 */
#include <errno.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "maint.h"

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static const char *load_error(int err)
{
	if (err == -MAINT_E_NOTFOUND)
		return "not found";
	if (err == -MAINT_E_NOFILES)
		return "no MAINTAINERS file in it";
	return strerror(-err);
}

/* The non-"THE REST" sections get a flag so matching stays cheap. */
static bool *real_sections(struct maint_db *db)
{
	size_t n = maint_db_nsections(db);
	bool *real = calloc(n ? n : 1, sizeof(*real));

	if (!real)
		return NULL;
	for (size_t i = 0; i < n; i++) {
		const char *name = maint_section_name(db, i);

		real[i] = !name || strcmp(name, "THE REST") != 0;
	}
	return real;
}

int main(int argc, char **argv)
{
	struct maint_load_opts lo = { 0 };
	struct maint_db *db = NULL;
	struct stat st;
	char *arg = NULL, *dir, *base;
	char *line = NULL;
	size_t cap = 0, npaths = 0, nmatched = 0;
	bool *real = NULL;
	struct maint_matches *ms = NULL;
	double t0, t1, t2;
	ssize_t len;
	FILE *tree;
	int err, ret = 1;

	if (argc != 3) {
		fprintf(stderr,
			"usage: bench-match <world/MAINTAINERS|world-dir> <tree.txt>\n");
		return 1;
	}
	/* Open the path list before changing directory: it may be relative. */
	tree = fopen(argv[2], "r");
	if (!tree) {
		fprintf(stderr, "bench-match: cannot open '%s': %s\n", argv[2],
			strerror(errno));
		return 1;
	}
	arg = strdup(argv[1]);
	if (!arg) {
		fprintf(stderr, "bench-match: out of memory\n");
		goto out_close;
	}
	if (stat(arg, &st) == 0 && S_ISDIR(st.st_mode)) {
		dir = arg;
		base = "MAINTAINERS";
	} else {
		/* dirname() may modify its argument; basename() from a copy. */
		base = strrchr(argv[1], '/') ? strrchr(argv[1], '/') + 1 :
					       argv[1];
		dir = dirname(arg);
	}
	if (chdir(dir) != 0) {
		fprintf(stderr, "bench-match: cannot enter '%s': %s\n", dir,
			strerror(errno));
		goto out_free_arg;
	}

	t0 = now_ms();
	lo.path = base;
	err = maint_db_load(&db, &lo, NULL);
	if (err < 0) {
		fprintf(stderr, "bench-match: cannot load '%s': %s\n", argv[1],
			load_error(err));
		goto out_free_arg;
	}
	real = real_sections(db);
	if (!real || maint_matches_new(&ms)) {
		fprintf(stderr, "bench-match: out of memory\n");
		goto out_free_db;
	}
	t1 = now_ms();

	while ((len = getline(&line, &cap, tree)) >= 0) {
		bool exact = false;

		if (len > 0 && line[len - 1] == '\n')
			line[--len] = '\0';
		if (!len)
			continue;
		npaths++;
		err = maint_match_file(db, line, 0, ms, &exact);
		if (err < 0) {
			fprintf(stderr, "bench-match: matching '%s': %s\n",
				line, strerror(-err));
			goto out_free_line;
		}
		for (size_t i = 0; i < maint_matches_count(ms); i++) {
			if (real[maint_matches_at(ms, i)->section]) {
				nmatched++;
				break;
			}
		}
	}
	if (ferror(tree)) {
		fprintf(stderr, "bench-match: reading '%s': %s\n", argv[2],
			strerror(errno));
		goto out_free_line;
	}
	t2 = now_ms();

	printf("paths %zu, matched a section other than THE REST %zu (%.1f%%), "
	       "load %.1f ms, match %.1f ms, total %.1f ms\n",
	       npaths, nmatched, npaths ? 100.0 * nmatched / npaths : 0.0,
	       t1 - t0, t2 - t1, t2 - t0);
	ret = fflush(stdout) || ferror(stdout) ? 1 : 0;

out_free_line:
	free(line);
	free(real);
	maint_matches_free(ms);
out_free_db:
	maint_db_free(db);
out_free_arg:
	free(arg);
out_close:
	fclose(tree);
	return ret;
}
