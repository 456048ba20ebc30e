/* SPDX-License-Identifier: GPL-2.0-only */
/* libmaint: the profiles side by side, and the HTML page.  Include <maint.h>. */
#ifndef MAINT_REPORT_H
#define MAINT_REPORT_H

#include "maint/coverage.h"
#include "maint/profile.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Report: the profiles MAINTAINERS names, side by side.
 */

/**
 * struct maint_report_profile - one profile and the sections naming it
 * @value: the P: value (in-tree path or URI)
 * @kind: MAINT_P_FILE or MAINT_P_URI
 * @exists: for files, it exists in the tree and was read
 * @err: for files, why it could not be read (-errno), else 0
 * @prof: the parsed profile, or NULL (URIs, unreadable files)
 * @sections: the sections with a P: line naming it, in MAINTAINERS order
 * @nsections: their number
 *
 * Handed out by the library only (maint_report_profiles_at()), never
 * allocated or indexed by a caller: members may be added at its end.
 */
struct maint_report_profile {
	const char *value;
	enum maint_pkind kind;
	bool exists;
	int err;
	struct maint_profile *prof;
	size_t *sections;
	size_t nsections;
};

/* The answer of maint_report_profiles(): the profiles, sorted by value. */
struct maint_report_profiles;

/**
 * maint_report_profiles() - every distinct profile P: lines name
 * @db: the database (it must outlive *@out: the values point into it)
 * @root: the tree's top (NULL: the current directory)
 * @out: receives the profiles (free them with maint_report_profiles_free())
 * @diag: where the profiles' problems go (may be NULL)
 *
 * Sorted by value; P: person lines and bad URIs are left out.  In-tree
 * files are resolved below @root (maint_profile_resolve()) and parsed;
 * their problems go to @diag.
 *
 * Return: 0 or -ENOMEM (then *@out is NULL).
 */
int maint_report_profiles(struct maint_db *db, const char *root,
			  struct maint_report_profiles **out,
			  const struct maint_diag_sink *diag);
/**
 * maint_report_profiles_free() - free the profiles
 * @ps: what maint_report_profiles() gave, or NULL
 */
void maint_report_profiles_free(struct maint_report_profiles *ps);
/**
 * maint_report_profiles_count() - how many profiles there are
 * @ps: the profiles
 *
 * Return: their number.
 */
size_t maint_report_profiles_count(const struct maint_report_profiles *ps);
/**
 * maint_report_profiles_at() - profile @i of @ps
 * @ps: the profiles
 * @i: its index, 0 to maint_report_profiles_count() - 1, in the order of
 *     their values
 *
 * Return: the profile (valid while @ps lives), or NULL past the end.
 */
const struct maint_report_profile *
maint_report_profiles_at(const struct maint_report_profiles *ps, size_t i);

/* The columns of the comparison, in order. */
enum maint_report_col {
	MAINT_RC_PROFILE,
	MAINT_RC_SECTIONS,
	MAINT_RC_STATUS,
	MAINT_RC_PATCHWORK,
	MAINT_RC_RC_NEW,
	MAINT_RC_RC_MERGE,
	MAINT_RC_PING_WAIT,
	MAINT_RC_PING_HOW,
	MAINT_RC_CLEANUP,
	MAINT_RC_TESTS,
	MAINT_RC_BASE,
	MAINT_RC_COUNT,
};

/* "feature deadline", ...; and the JSON key ("feature_deadline"). */
const char *maint_report_col_name(enum maint_report_col col);
const char *maint_report_col_key(enum maint_report_col col);

/* What the profile says there ("not stated" when silent); "; " joins
 * several values.  malloc'd, NULL when out of memory. */
char *maint_report_cell(const struct maint_db *db,
			const struct maint_report_profile *p,
			enum maint_report_col col);

#define MAINT_NOT_STATED "not stated"

/**
 * maint_report_json() - the comparison as JSON (malloc'd, a newline at
 * the end, its length in *len when @len is not NULL; NULL when out of
 * memory), the schema of maint report profiles --json:
 *
 * {"profiles": [{"profile", "sections": [names], and a member a column
 *   after them, named maint_report_col_key() ("status", "patchwork",
 *   "feature_deadline", ...): maint_report_cell(), or null where the
 *   profile is silent; then "kind" (maint_pkind_name()) and, for files,
 *   "exists"}...]}
 *
 * A profile a line, in the order of @ps.
 */
char *maint_report_json(const struct maint_db *db,
			const struct maint_report_profiles *ps, size_t *len);

/**
 * struct maint_report_kind - one row of maint report profiles --by-kind
 * @profile: the P: value
 * @kind: the kind of rule (maint_rule_kind_name()), or for a profile
 *        without rules why: "not read (URI)", "not read", "no rules"
 *        (its numbers 0)
 * @rules: how many rules of that kind it states
 * @required, @recommended, @allowed, @discouraged, @forbidden: how many
 *        ask that strongly (maint_rule_strength())
 * @stated: how many only say what happens (a typed fact's source)
 * @maintainers: how many are the maintainers' own practice
 * @first_line: the first one's line
 */
struct maint_report_kind {
	const char *profile;
	const char *kind;
	size_t rules, required, recommended, allowed, discouraged, forbidden,
		stated, maintainers;
	unsigned int first_line;
};

struct maint_report_kinds;

/**
 * maint_report_kinds_new() - a row per profile of @ps and kind of rule it
 * states, in the order of @ps and of enum maint_rule_kind; a profile
 * without rules gets one row saying why.  *out (maint_report_kinds_free())
 * is valid while @ps lives.  Returns 0 or -ENOMEM.
 */
int maint_report_kinds_new(struct maint_report_kinds **out,
			   const struct maint_report_profiles *ps);
void maint_report_kinds_free(struct maint_report_kinds *k);
size_t maint_report_kinds_count(const struct maint_report_kinds *k);
/* Row @i, or NULL past the end. */
const struct maint_report_kind *
maint_report_kinds_at(const struct maint_report_kinds *k, size_t i);

/**
 * maint_report_kinds_json() - the rows as JSON (malloc'd, a newline at the
 * end; NULL when out of memory), the schema of maint report profiles
 * --by-kind --json:
 *
 * {"kinds": [{"profile", "kind", "rules", "required", "recommended",
 *   "allowed", "discouraged", "forbidden", "stated", "maintainers",
 *   "first_line"}...]}
 *
 * A row a line; the counts as numbers.
 */
char *maint_report_kinds_json(const struct maint_report_kinds *k, size_t *len);

/**
 * maint_report_toc() - the toctree of every in-tree profile of @ps that
 * exists, sorted, as paths relative to @base_dir (a directory of the tree,
 * e.g. "Documentation/maintainer") without ".rst".  malloc'd text.
 */
char *maint_report_toc(const struct maint_report_profiles *ps,
		       const char *base_dir);

/**
 * struct maint_report_html_opts - the page
 * @title: its title (NULL: "maint report")
 * @lines: the coverage has line counts (the treemap can size by lines)
 * @pulls_html: HTML for the element with id "pulls-panel" (NULL or "":
 *              the panel says @pulls_note instead)
 * @pulls_note: a sentence saying why there is no pull graph
 * @tree, @revision, @date: the header: the tree's name, its revision and
 *              its commit date (NULL: left out)
 * @source: where the file list came from ("git ls-files", ...)
 * @generated: when the page was made
 * @maint_version: maint's version (the tool that made the page)
 * @activity_html: (version 2) HTML for the element with id
 *              "activity-panel" (maint_activity_html(); NULL: no panel)
 */
struct maint_report_html_opts {
	/* MAINT_REPORT_HTML_OPTIONS_VERSION: the layout the caller knows */
	unsigned int version;
	const char *title;
	bool lines;
	const char *pulls_html;
	const char *pulls_note;
	const char *tree, *revision, *date, *source, *generated,
		   *maint_version;
	/* version 2 */
	const char *activity_html;
};
#define MAINT_REPORT_HTML_OPTIONS_VERSION 2u
#define MAINT_REPORT_HTML_OPTIONS_INIT \
	{ .version = MAINT_REPORT_HTML_OPTIONS_VERSION }

/*
 * What the page's header and the pull graph need of the tree's git
 * repository (maint_report_git_probe()), read with the accessors below.
 */
struct maint_report_git;

/**
 * maint_report_git_probe() - look at the git repository of @root
 * @root: the tree's top (NULL: the current directory)
 * @have_range: an explicit range or release will be given for the pull
 *              graph, so no release tag is needed
 * @out: receives what was found (free it with maint_report_git_free())
 *
 * Without a word on stderr: every failure git may meet here (no
 * repository, no commit, shallow, no tags) is expected and ends up in
 * maint_report_git_why_not().
 *
 * Return: 0 or -ENOMEM (then *@out is NULL).
 */
int maint_report_git_probe(const char *root, bool have_range,
			   struct maint_report_git **out);
/**
 * maint_report_git_free() - free what maint_report_git_probe() found
 * @g: the answer, or NULL
 */
void maint_report_git_free(struct maint_report_git *g);
/**
 * maint_report_git_revision() - the revision of HEAD
 * @g: the answer
 *
 * Return: "v6.12-rc1-5-gabcdef012345" or an abbreviated commit id; NULL
 * outside git.  Valid while @g lives, as are the strings below.
 */
const char *maint_report_git_revision(const struct maint_report_git *g);
/**
 * maint_report_git_date() - the commit date of HEAD
 * @g: the answer
 *
 * Return: the date (ISO 8601), or NULL.
 */
const char *maint_report_git_date(const struct maint_report_git *g);
/**
 * maint_report_git_history() - can a pull graph be drawn?
 * @g: the answer
 *
 * Return: true when the history holds what the pull graph needs.
 */
bool maint_report_git_history(const struct maint_report_git *g);
/**
 * maint_report_git_why_not() - why no pull graph can be drawn
 * @g: the answer
 *
 * Return: a sentence saying why (no tags, shallow, not a git repository,
 * ...) when maint_report_git_history() is false, else NULL.
 */
const char *maint_report_git_why_not(const struct maint_report_git *g);

/**
 * maint_report_html() - one self-contained HTML page (inline CSS, JS and
 * SVG, nothing fetched): the profile table of @ps (NULL: none), the
 * coverage summary chart and the treemap of @cov (may be NULL).  malloc'd,
 * NULL when out of memory.
 */
char *maint_report_html(const struct maint_db *db,
			const struct maint_report_profiles *ps,
			const struct maint_coverage *cov,
			const struct maint_report_html_opts *o, size_t *len);

/* --- end of coverage, report --- */

#ifdef __cplusplus
}
#endif

#endif
