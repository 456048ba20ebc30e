/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The pull graph's domain (pulls.c), shared by its files and its tests;
 * the folder, a header for each file that has internals of its own:
 *
 *   pulls-parse.c  text taken apart: merge subjects, tree URLs, dates,
 *                  T: values, release names, tag and log records
 *   pulls-graph.c  the commit graph of `git rev-list --parents`, depths
 *   pulls.c        the domain: trees, T: lines, ties, the summary
 *   pulls-git.c    a range (or a row per release) collected through git
 *   pulls-json.c   JSON and CSV (and the note on a tie)
 *   pulls-dot.c    Graphviz dot
 *   pulls-svg.c    SVG, the report's HTML panel, the per-release chart
 */
#ifndef MNT_PULLS_PULLS_H
#define MNT_PULLS_PULLS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maint.h"
#include "mbuf.h"
#include "util.h"

#include "pulls/pulls-graph.h"
#include "pulls/pulls-parse.h"

/* A tree: pulled, named by T: lines, or both. */
struct pl_tree {
	char *url, *display, *name;
	size_t npulls;
	unsigned int depth;
	size_t first, last;
	size_t *sections;
	size_t nsections, sections_alloc;
	const char **committers;
	size_t *ccount;
	size_t ncommitters, committers_alloc;
	size_t *into, *icount;
	size_t ninto, into_alloc;
	bool is_t; /* a T: line names it */
	bool pulled; /* a pull merge names it */
	size_t tied; /* pulled trees tied to it by path */
	enum maint_pull_tie tie;
	const char *t_url; /* points into the T: tree's url */
	const char **cand; /* MAINT_TIE_AMBIGUOUS: T: tree urls */
	size_t ncand;
};

/* Everything of one range; the accessors in maint.h read it. */
/* maint_pulls_cycles(): the rows, in the order of the releases */
struct maint_pulls_cycles {
	struct maint_pulls_cycle *v;
	size_t n, alloc;
};

struct maint_pulls {
	char *revlist, *log; /* git's output; strings point into them */
	size_t nmerges;
	struct maint_pull_merge *merges;
	struct pl_tree *trees;
	size_t ntrees, trees_alloc;
	struct maint_pull_tree *pub;
	struct mnt_map tree_map;
	const struct maint_db *db; /* given, or own_db */
	char *range;
	const char *aliases;
	/* section people for the tables: s -> M: values */
	const char ***people;
	size_t *npeople;
	size_t nsec;
	size_t *by_depth, *trees_by_depth, *by_week;
	struct maint_pulls_summary sum;
	const struct maint_diag_sink *diag;
	struct maint_db *own_db; /* MAINTAINERS read through git */
	char *mrev;
	size_t nshown; /* trees but those only tied to by path (last) */
};

/* The domain (pulls.c) */

/* An empty result for the options o (range, aliases, db); NULL: ENOMEM. */
struct maint_pulls *mnt_pulls_new(const struct maint_pulls_opts *o,
				  const struct maint_diag_sink *diag);

/*
 * Build p from rev-list output and log records (both split in place),
 * start (0: the first merge's time) and tags (the earliest "-rc1" on a
 * commit of the range is the cycle's -rc1 unless p has one).
 */
int mnt_pulls_build(struct maint_pulls *p, char *revlist, size_t rlen,
		    char *log, size_t llen, long long start,
		    const struct pl_tag *tags, size_t ntags);

#endif
