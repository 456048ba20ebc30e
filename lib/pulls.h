/* SPDX-License-Identifier: GPL-2.0-only */
/* Internals of the pull graph (lib/pulls.c) shared with its tests. */
#ifndef MAINT_PULLS_H
#define MAINT_PULLS_H

#include <stdbool.h>
#include <stddef.h>

#include "maint.h"
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
	const struct maint_db *db;
	char *range;
	const char *aliases;
	/* section people for the tables: s -> M: values */
	const char ***people;
	size_t *npeople;
	size_t nsec;
	size_t *by_depth, *trees_by_depth, *by_week;
	struct maint_pulls_summary sum;
};

/* "pull", "series", ... by enum maint_merge_kind (lib/pulls.c). */
extern const char *const mnt_pull_kind_names[MAINT_MERGE_KIND_COUNT];

#endif
