/* SPDX-License-Identifier: GPL-2.0-only */
/* Internals of the pull graph (lib/pulls.c) shared with its tests. */
#ifndef MAINT_PULLS_H
#define MAINT_PULLS_H

#include <stdbool.h>
#include <stddef.h>

#include "maint.h"
#include "mbuf.h"
#include "util.h"

/*
 * Seconds since the epoch of an ISO 8601 date as git's %cI prints it
 * ("2026-08-20T12:15:24-06:00"); 0 when it is not one.
 */
long long mnt_pulls_parse_date(const char *s);

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

/* "pull", "series", ... by enum maint_merge_kind (lib/pulls.c). */
extern const char *const mnt_pull_kind_names[MAINT_MERGE_KIND_COUNT];

#endif
