/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Internals of the pull graph, shared by its files and its tests:
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

/* Parsing (pulls-parse.c) */

/* The length of the word at s (up to a space, a tab or the end). */
size_t mnt_pulls_token_len(const char *s);

/*
 * Seconds since the epoch of an ISO 8601 date as git's %cI prints it
 * ("2026-08-20T12:15:24-06:00"); 0 when it is not one.
 */
long long mnt_pulls_parse_date(const char *s);

/*
 * The URL of a T: value ("git URL [branch]", or a bare URL), its length
 * in *len; NULL when it names no URL worth comparing (see url_usable).
 */
const char *mnt_pulls_t_url(const char *value, size_t *len);

/* "v6.12", "v2026.07": a release tag (no -rc) */
bool mnt_pulls_is_release(const char *name);

/* Release names compared numerically, component by component. */
int mnt_pulls_version_cmp(const char *a, const char *b);

/* Tags: name, commit, commit date */
struct pl_tag {
	const char *name, *commit;
	long long date;
};

/*
 * The tags of `git for-each-ref` records (mnt_pulls_tag_format), split
 * in place in buf[0..len); *out points into buf.  0 or -ENOMEM.
 */
extern const char mnt_pulls_tag_format[];
int mnt_pulls_tags_parse(char *buf, size_t len, struct pl_tag **out,
			 size_t *n);

/* The tag named name[0..len) of t[0..n), or NULL. */
const struct pl_tag *mnt_pulls_tag_find(const struct pl_tag *t, size_t n,
					const char *name, size_t len);

/* The git log format of a merge record: five NUL-terminated fields. */
#define PL_LOG_FIELDS 5
extern const char mnt_pulls_log_format[];

/*
 * The next record of the log at *q (before end) into f, *q moved past
 * it; false at the end (or at a record cut short).
 */
bool mnt_pulls_log_record(char **q, char *end, char *f[PL_LOG_FIELDS]);

/* The commit graph (pulls-graph.c) */

struct pl_commit {
	uint32_t par; /* index into the parent array */
	uint32_t npar;
	unsigned int depth;
	uint32_t via; /* commit index of the merge it was reached through */
	uint32_t merge; /* merge index + 1, 0 if not a merge of the log */
	bool child; /* some commit of the range has it as a parent */
};

#define NO_COMMIT UINT32_MAX

struct pl_graph {
	struct pl_commit *c;
	size_t n;
	uint32_t *par; /* NO_COMMIT: a parent outside the range */
	size_t npar;
	struct mnt_map ids;
};

/* Read rev-list's "H P1 P2\n" lines, split in place (ids point in). */
int mnt_pulls_graph_read(struct pl_graph *g, char *buf, size_t len);

/* Every commit's depth and the merge it was reached through. */
int mnt_pulls_graph_depths(struct pl_graph *g);

/* The commit named id, or NULL when it is not in the range. */
struct pl_commit *mnt_pulls_graph_find(const struct pl_graph *g,
				       const char *id);

void mnt_pulls_graph_free(struct pl_graph *g);

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

/* "pull", "series", ... by enum maint_merge_kind (pulls-parse.c). */
extern const char *const mnt_pull_kind_names[MAINT_MERGE_KIND_COUNT];

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
