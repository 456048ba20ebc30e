/* SPDX-License-Identifier: GPL-2.0-only */
/* libmaint: the pull graph of a range of history.  Include <maint.h>. */
#ifndef MAINT_PULLS_H
#define MAINT_PULLS_H

#include "maint/db.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Pulls: the pull graph of a range of history (who merged which tree into
 * which, and how deep below the mainline first-parent line each tree
 * sits), tied to the T: lines of MAINTAINERS.
 */

/* What a merge commit's subject says it is. */
enum maint_merge_kind {
	MAINT_MERGE_PULL, /* "Merge tag|branch 'x' of URL", "Merge URL" */
	MAINT_MERGE_SERIES, /* "Merge patch series ..." */
	MAINT_MERGE_BACK, /* a release tag or master/main merged back */
	MAINT_MERGE_LOCAL, /* another local branch or tag ('next', topics) */
	MAINT_MERGE_SUBTREE, /* "Subtree merge ..." */
	MAINT_MERGE_OTHER,
	MAINT_MERGE_KIND_COUNT,
};

/* "pull", "series", "back-merge", "local", "subtree", "other" */
const char *maint_merge_kind_name(enum maint_merge_kind k);

/*
 * A merge subject taken apart (maint_merge_parse()), read with the
 * accessors below.  The strings they return point into the subject that
 * was parsed: they are valid while it lives, and not NUL-terminated.
 */
struct maint_merge_subject;

/**
 * maint_merge_parse() - take a merge subject (its first line) apart
 * @subject: the subject; it must outlive *@out
 * @out: receives the parts (free them with maint_merge_subject_free())
 *
 * Any text is taken: what is no merge subject is MAINT_MERGE_OTHER.
 *
 * Return: 0 or -ENOMEM (then *@out is NULL).
 */
int maint_merge_parse(const char *subject, struct maint_merge_subject **out);
/**
 * maint_merge_subject_free() - free a subject taken apart
 * @m: what maint_merge_parse() gave, or NULL
 */
void maint_merge_subject_free(struct maint_merge_subject *m);
/**
 * maint_merge_subject_kind() - what the merge is
 * @m: the subject taken apart
 *
 * Return: its kind (MAINT_MERGE_OTHER when it is no merge subject).
 */
enum maint_merge_kind
maint_merge_subject_kind(const struct maint_merge_subject *m);
/**
 * maint_merge_subject_tag() - is the merged ref a tag?
 * @m: the subject taken apart
 *
 * Return: true for "Merge tag(s) ...".
 */
bool maint_merge_subject_tag(const struct maint_merge_subject *m);
/**
 * maint_merge_subject_ref() - the merged tag or branch
 * @m: the subject taken apart
 * @len: receives its length (may be NULL)
 *
 * Return: the tag or branch name (the first one of several), or NULL.
 */
const char *maint_merge_subject_ref(const struct maint_merge_subject *m,
				    size_t *len);
/**
 * maint_merge_subject_url() - the tree pulled from
 * @m: the subject taken apart
 * @len: receives its length (may be NULL)
 *
 * Return: the tree's URL as written (pulls only), or NULL.
 */
const char *maint_merge_subject_url(const struct maint_merge_subject *m,
				    size_t *len);
/**
 * maint_merge_subject_into() - the branch merged into
 * @m: the subject taken apart
 * @len: receives its length (may be NULL)
 *
 * Return: the branch after " into ", or NULL.
 */
const char *maint_merge_subject_into(const struct maint_merge_subject *m,
				     size_t *len);

/**
 * maint_tree_url_norm() - the key under which a tree URL is compared
 * @url: a URL as written in a merge or on a T: line
 * @len: its length
 * @aliases: "OLDHOST=NEWHOST,..." host renames, or NULL
 *
 * The scheme (git://, https://, ssh://, ...) and a user@ are dropped, as
 * are a port, trailing slashes and a trailing ".git"; scp-like
 * "host:path" becomes "host/path"; the host is lower-cased.
 * git://git.kernel.org/pub/scm/a/b.git/ gives git.kernel.org/pub/scm/a/b.
 * Returns a malloc'd string, or NULL when out of memory or @url is empty.
 */
char *maint_tree_url_norm(const char *url, size_t len, const char *aliases);

/**
 * struct maint_pulls_opts - what to read
 * @root: the git work tree or repository (NULL: the current directory)
 * @range: a revision range ("v6.11..v6.12"); NULL: from the last release
 *         tag reachable from HEAD to HEAD (or @release)
 * @release: "vX.Y": the cycle from the release tag before it to it
 * @db: MAINTAINERS, for T: lines; NULL for none
 * @host_aliases: see maint_tree_url_norm()
 * @max_output: cap on git's output in bytes (0: 1 GiB)
 * @maintainers_from_git: with no @db, read MAINTAINERS from the range's
 *        end commit through git (never the work tree's file); a missing
 *        one is an error (-MAINT_E_NOTFOUND)
 * @find_maintainer_files: with @maintainers_from_git, every file named
 *        MAINTAINERS in that commit (sorted by path)
 * @allow_shallow: read a shallow clone anyway (the summary says partial);
 *        without it a shallow clone is refused with -MAINT_E_SHALLOW
 */
struct maint_pulls_opts {
	/* MAINT_PULLS_OPTIONS_VERSION: the layout the caller knows */
	unsigned int version;
	const char *root;
	const char *range;
	const char *release;
	const struct maint_db *db;
	const char *host_aliases;
	size_t max_output;
	bool maintainers_from_git;
	bool find_maintainer_files;
	bool allow_shallow;
};
#define MAINT_PULLS_OPTIONS_VERSION 1u
#define MAINT_PULLS_OPTIONS_INIT { .version = MAINT_PULLS_OPTIONS_VERSION }

#define MAINT_PULLS_NONE ((size_t)-1)

/**
 * struct maint_pull_merge - one merge commit of the range
 * @id: its commit id
 * @committer, @email: who made it
 * @date: its committer date as git prints it (ISO 8601 strict)
 * @time: the same in seconds since the epoch
 * @subject: its first line
 * @kind: see enum maint_merge_kind
 * @tree: for pulls, the tree index; else MAINT_PULLS_NONE
 * @depth: 1 on the first-parent line, d + 1 when reached from the second
 *         parent of a merge of depth d; 0 when not reached
 * @via: the merge of depth @depth - 1 it was reached through, or
 *       MAINT_PULLS_NONE
 * @into: the tree it was merged into: the tree of the nearest pull among
 *        @via, its @via, ...; MAINT_PULLS_NONE for mainline
 */
struct maint_pull_merge {
	const char *id, *committer, *email, *date, *subject;
	long long time;
	enum maint_merge_kind kind;
	size_t tree;
	unsigned int depth;
	size_t via;
	size_t into;
};

/**
 * struct maint_pull_tree - a tree that was pulled or that a T: line names
 * @url: the normalised URL (the key)
 * @display: the URL as first written (in a merge, else on a T: line)
 * @name: its last two path components, for tables
 * @npulls: its pull merges in the range (0: named by T: lines only)
 * @depth: the smallest depth of its pulls (0 if none)
 * @first, @last: merge indexes of its first and last pull by date
 * @sections, @nsections: the sections whose T: lines name it
 * @committers, @ncommitters: who merged its pulls, most pulls first
 * @into, @ninto: the trees it was merged into (MAINT_PULLS_NONE for
 *       mainline), most pulls first
 * @tie: how a pulled tree was tied to T: lines
 * @t_url: for MAINT_TIE_PATH, the normalised URL of the T: tree
 * @candidates, @ncandidates: for MAINT_TIE_AMBIGUOUS, the T: trees whose
 *       path ends the same way (normalised URLs)
 */
enum maint_pull_tie {
	MAINT_TIE_NONE, /* no T: line names it */
	MAINT_TIE_URL, /* the normalised URLs are equal */
	MAINT_TIE_PATH, /* the path ends the same as one T: tree's only */
	MAINT_TIE_AMBIGUOUS, /* the path ends the same as several: untied */
};

struct maint_pull_tree {
	const char *url, *display, *name;
	size_t npulls;
	unsigned int depth;
	size_t first, last;
	const size_t *sections;
	size_t nsections;
	const char *const *committers;
	size_t ncommitters;
	const size_t *into;
	size_t ninto;
	enum maint_pull_tie tie;
	const char *t_url;
	const char *const *candidates;
	size_t ncandidates;
};

/**
 * struct maint_pulls_summary - the range in numbers
 * @range: the revision range read
 * @merges: merge commits in it
 * @pulls: of them, pulls
 * @other: the rest (@other_by_kind by kind)
 * @unreached: merges the depth walk did not reach (0 in a sane range)
 * @trees: trees pulled
 * @trees_direct: trees with a pull of depth 1
 * @trees_unlisted: trees pulled that no T: line names
 * @t_trees: trees named by T: lines; @t_unpulled: of them, never pulled
 * @max_depth: the deepest pull (0: no pulls)
 * @pulls_by_depth, @trees_by_depth: index 1..@max_depth (trees by their
 *        smallest depth)
 * @indirect_share: pulls of depth > 1 over all pulls (0 without pulls)
 * @start, @rc1: start of the cycle and the -rc1 tag's commit date
 *        (seconds; @have_start/@have_rc1 tell whether known)
 * @window_pulls, @rc_pulls: pulls before and from -rc1
 * @pulls_by_week, @nweeks: pulls in each week since @start
 * @tied_url, @tied_path, @ambiguous: pulled trees tied by URL, by path,
 *        and left untied because their path fits several T: trees
 * @t_bad: T: lines whose URL could not be used (reported as warnings)
 * @partial: read from a shallow clone: every count may be short
 * @maintainers_rev: the commit MAINTAINERS was read from ("v6.12
 *        (0123456789ab)"), or NULL when not read through git
 * @maintainers_files: how many MAINTAINERS files were read
 */
struct maint_pulls_summary {
	const char *range;
	size_t merges, pulls, other, unreached;
	size_t other_by_kind[MAINT_MERGE_KIND_COUNT];
	size_t trees, trees_direct, trees_unlisted, t_trees, t_unpulled;
	unsigned int max_depth;
	const size_t *pulls_by_depth, *trees_by_depth;
	double indirect_share;
	bool have_start, have_rc1;
	long long start, rc1;
	size_t window_pulls, rc_pulls;
	const size_t *pulls_by_week;
	size_t nweeks;
	size_t tied_url, tied_path, ambiguous, t_bad;
	bool partial;
	const char *maintainers_rev;
	size_t maintainers_files;
};

struct maint_pulls;

/*
 * Read the range with two git processes (git rev-list --parents for the
 * topology, git log --merges for the subjects) plus one or two for the
 * tags, and build the pull graph.  Returns 0, -ENOMEM, -EFBIG (output
 * over the cap), -EINVAL (a range starting with '-', an unknown
 * release), or -ECHILD when git failed (its stderr passes through).
 */
int maint_pulls_collect(struct maint_pulls **out,
			const struct maint_pulls_opts *o,
			const struct maint_diag_sink *diag);

/*
 * The same from git's output given as text, for tests and other
 * sources: @revlist as printed by `git rev-list --parents RANGE` and
 * @log by `git log -z --merges --format=%H%x00%cn%x00%ce%x00%cI%x00%s`.
 * @o->range is only recorded; @start and @rc1 as in the summary (0:
 * unknown).
 */
int maint_pulls_build(struct maint_pulls **out, const char *revlist,
		      size_t revlist_len, const char *log, size_t log_len,
		      long long start, long long rc1,
		      const struct maint_pulls_opts *o,
		      const struct maint_diag_sink *diag);

void maint_pulls_free(struct maint_pulls *p);

const struct maint_pulls_summary *maint_pulls_summary(const struct maint_pulls *p);
size_t maint_pulls_nmerges(const struct maint_pulls *p);
const struct maint_pull_merge *maint_pulls_merge(const struct maint_pulls *p,
						 size_t i);
/* Trees: the pulled ones first (by depth, most pulls, URL), then those
 * only T: lines name (by URL). */
size_t maint_pulls_ntrees(const struct maint_pulls *p);
const struct maint_pull_tree *maint_pulls_tree(const struct maint_pulls *p,
					       size_t i);
/*
 * How tree t was tied, in words: "tied by path (host differs: A vs B)",
 * "tied by URL", ...; snprintf()'s return.
 */
int maint_pulls_tie_note(const struct maint_pull_tree *t, char *buf,
			 size_t size);
/* MAINTAINERS as used: the one given, or read through git; or NULL. */
const struct maint_db *maint_pulls_db(const struct maint_pulls *p);
/* The section names and M: values of section s (for the tables). */
size_t maint_pulls_section_people(const struct maint_pulls *p, size_t s,
				  const char *const **out);

/* With MAINT_PULLS_JSON_MERGES every merge is listed as well. */
#define MAINT_PULLS_JSON_MERGES 1u

/*
 * The graph as one JSON object (malloc'd, NUL-terminated, *len set):
 * "range", "summary" (with "pulls_by_depth", "trees_by_depth",
 * "other_merges", ...), "trees", "edges" (from tree, to tree or
 * "mainline", pulls) and optionally "merges".  This is what the HTML
 * report embeds in its "pulls-panel".  NULL when out of memory.
 */
char *maint_pulls_json(const struct maint_pulls *p, unsigned int flags,
		       size_t *len);
/* The graph in Graphviz dot (malloc'd); NULL when out of memory. */
char *maint_pulls_dot(const struct maint_pulls *p, size_t *len);
/*
 * The graph as an HTML fragment (a summary and an inline SVG, one column
 * per depth) for the "pulls-panel" of maint_report_html(); malloc'd.
 */
char *maint_pulls_html(const struct maint_pulls *p, size_t *len);

/**
 * struct maint_pulls_cycle - one release cycle in numbers
 * @release: the release ("v2026.07"); @range: what was read
 *        ("v2026.04..v2026.07")
 * @merges, @pulls, @trees, @trees_direct, @max_depth, @indirect_share,
 * @window_pulls, @rc_pulls (with @have_rc1), @t_trees, @t_unpulled,
 * @tied_path, @partial: as in struct maint_pulls_summary
 * @deep_pulls: pulls at depth 2 or more
 * @maintainers_rev: whose MAINTAINERS tied the trees (NULL: given)
 *
 * Handed out by the library only (maint_pulls_cycles_at()), never
 * allocated or indexed by a caller: members may be added at its end.
 */
struct maint_pulls_cycle {
	char *release, *range, *maintainers_rev;
	size_t merges, pulls, trees, trees_direct, deep_pulls;
	unsigned int max_depth;
	double indirect_share;
	bool have_rc1, partial;
	size_t window_pulls, rc_pulls, t_trees, t_unpulled, tied_path;
};

/* The rows of maint_pulls_cycles(), one per release cycle. */
struct maint_pulls_cycles;

/**
 * maint_pulls_cycles() - one row per release cycle
 * @out: receives the rows (free them with maint_pulls_cycles_free())
 * @o: what to read, as for maint_pulls_collect()
 * @spec: "vA..vB" (every release tag after vA up to vB, in version
 *        order) or "vA,vB,..." (those, in that order)
 * @failed: on -EINVAL (or a failed cycle) the release at fault, malloc'd
 * @diag: where problems go, as for maint_pulls_collect()
 *
 * Each cycle is read as maint_pulls_collect() with @o->release set to it.
 * Returns 0 or an error of maint_pulls_collect() (then *@out is NULL).
 */
int maint_pulls_cycles(struct maint_pulls_cycles **out,
		       const struct maint_pulls_opts *o, const char *spec,
		       char **failed, const struct maint_diag_sink *diag);
/**
 * maint_pulls_cycles_free() - free the rows of maint_pulls_cycles()
 * @cs: the rows, or NULL
 */
void maint_pulls_cycles_free(struct maint_pulls_cycles *cs);
/**
 * maint_pulls_cycles_count() - how many rows (releases) there are
 * @cs: the rows
 *
 * Return: their number (0 when the spec named no release).
 */
size_t maint_pulls_cycles_count(const struct maint_pulls_cycles *cs);
/**
 * maint_pulls_cycles_at() - row @i of @cs
 * @cs: the rows
 * @i: its index, 0 to maint_pulls_cycles_count() - 1, in the order of the
 *     releases
 *
 * Return: the row (valid while @cs lives), or NULL past the end.
 */
const struct maint_pulls_cycle *
maint_pulls_cycles_at(const struct maint_pulls_cycles *cs, size_t i);
/* The rows as JSON ({"releases": [...]}), CSV (a header line first) or
 * an HTML fragment (a heading, an SVG chart of the share of pulls at
 * depth >= 2 per release, and the table); malloc'd, NULL when out of
 * memory.  MAINT_PULLS_STANDALONE makes the HTML a whole page and
 * MAINT_PULLS_SVG_ONLY gives the chart alone as an SVG document. */
#define MAINT_PULLS_STANDALONE 1u
#define MAINT_PULLS_SVG_ONLY 2u
char *maint_pulls_cycles_json(const struct maint_pulls_cycles *cs, size_t *len);
char *maint_pulls_cycles_csv(const struct maint_pulls_cycles *cs, size_t *len);
char *maint_pulls_cycles_html(const struct maint_pulls_cycles *cs,
			      unsigned int flags, size_t *len);
/*
 * The pull paths of the range as an SVG picture: one column per depth
 * (mainline at the left), the trees of each column grouped under the
 * tree they were pulled into, labelled with their MAINTAINERS section
 * names (else the tree's name), an edge per "pulled into" whose width
 * grows with the pulls.  Sized for hundreds of trees: labels never
 * overlap.  With MAINT_PULLS_STANDALONE a whole SVG document, else an
 * inline <svg> element.  NULL when out of memory.
 */
char *maint_pulls_svg(const struct maint_pulls *p, unsigned int flags,
		      size_t *len);

/* --- end of pulls --- */

#ifdef __cplusplus
}
#endif

#endif
