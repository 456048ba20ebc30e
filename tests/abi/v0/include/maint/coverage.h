/* SPDX-License-Identifier: GPL-2.0-only */
/* libmaint: which sections, statuses and profiles own every file.  Include <maint.h>. */
#ifndef MAINT_COVERAGE_H
#define MAINT_COVERAGE_H

#include "maint/db.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Coverage: which sections, statuses and profiles own every file of a
 * tree, with maint get -f's matching (maint_match_file(), all depths).
 */

/**
 * struct maint_coverage_file - one file's answer
 * @path: the path as given (relative to the tree's top)
 * @all: every matching section in maint get --sections order
 * @nall: their number
 * @best: the deepest of them (a prefix of @all)
 * @nbest: their number
 * @status: the strongest S: of the deepest matches other than THE REST
 * @profile: a matching section has a P: profile (in-tree path or URI)
 * @rest_only: only THE REST matched
 * @unmatched: no section matched at all
 * @lines: newline count (with maint_coverage_opts.lines)
 * @dir: index of its directory (see maint_coverage_dir())
 */
struct maint_coverage_file {
	const char *path;
	const size_t *all;
	size_t nall;
	const size_t *best;
	size_t nbest;
	enum maint_status status;
	bool profile, rest_only, unmatched;
	unsigned long long lines;
	size_t dir;
};

/**
 * struct maint_coverage_dir - a directory and the files below it
 * @path: "" for the top, else "drivers/net" (no trailing slash)
 * @name: its last component
 * @parent, @first_child, @next_sibling, @last_child: the tree, in sorted
 *        order; (size_t)-1 where there is none
 * @depth: 0 for the top
 * @files, @lines: by status, every file below it
 * @nfiles, @nlines: totals
 * @profile_files, @profile_lines: of them, those a profile applies to
 * @rest_only_files: of them, those only THE REST matched
 * @own_files, @own_lines, @own_nfiles, @own_profile_files: the same for
 *        the files directly in it
 */
struct maint_coverage_dir {
	const char *path, *name;
	size_t parent, first_child, next_sibling, last_child;
	unsigned int depth;
	size_t files[MAINT_ST_COUNT];
	unsigned long long lines[MAINT_ST_COUNT];
	size_t nfiles, profile_files, rest_only_files;
	unsigned long long nlines, profile_lines;
	size_t own_files[MAINT_ST_COUNT];
	unsigned long long own_lines[MAINT_ST_COUNT];
	size_t own_nfiles, own_profile_files;
};

/**
 * struct maint_coverage_summary - the whole answer in numbers
 * @files, @lines: [status][a profile applies]
 */
struct maint_coverage_summary {
	size_t nfiles;
	unsigned long long nlines;
	size_t files[MAINT_ST_COUNT][2];
	unsigned long long lines[MAINT_ST_COUNT][2];
	size_t rest_only_files, unmatched_files;
	unsigned long long rest_only_lines, unmatched_lines;
	size_t sections_matched;
};

/**
 * struct maint_coverage_opts - how to run
 * @root: the tree's top, for @lines (NULL: ".")
 * @lines: count every file's lines (files are opened below @root one
 *         component at a time, never through a symlink)
 * @progress: called every few thousand files and at the end
 */
struct maint_coverage_opts {
	/* MAINT_COVERAGE_OPTIONS_VERSION: the layout the caller knows */
	unsigned int version;
	const char *root;
	bool lines;
	void (*progress)(size_t done, size_t total, void *ctx);
	void *progress_ctx;
};
#define MAINT_COVERAGE_OPTIONS_VERSION 1u
#define MAINT_COVERAGE_OPTIONS_INIT \
	{ .version = MAINT_COVERAGE_OPTIONS_VERSION }

struct maint_coverage;

/**
 * maint_coverage_run() - match @paths (which must outlive the result);
 * they are taken sorted byte-wise, empty and repeated paths skipped.
 */
int maint_coverage_run(struct maint_coverage **out, struct maint_db *db,
		       const char *const *paths, size_t npaths,
		       const struct maint_coverage_opts *o);
void maint_coverage_free(struct maint_coverage *c);
size_t maint_coverage_nfiles(const struct maint_coverage *c);
/* Files in sorted order. */
const struct maint_coverage_file *
maint_coverage_file(const struct maint_coverage *c, size_t i);
const struct maint_coverage_summary *
maint_coverage_summary(const struct maint_coverage *c);
/* Directory 0 is the top; parents come before their children. */
size_t maint_coverage_ndirs(const struct maint_coverage *c);
const struct maint_coverage_dir *
maint_coverage_dir(const struct maint_coverage *c, size_t i);
/*
 * The topmost directories none of whose files has a Supported or
 * Maintained status, largest first (by files or lines), at most @max.
 * *out is malloc'd.
 */
int maint_coverage_unowned_dirs(const struct maint_coverage *c, bool by_lines,
				size_t max, size_t **out, size_t *n);
/* Sections with F: or N: patterns that matched none of the files. */
int maint_coverage_unmatched_sections(const struct maint_coverage *c,
				      size_t **out, size_t *n);
/* The database the run matched against. */
const struct maint_db *maint_coverage_db(const struct maint_coverage *c);

/**
 * struct maint_coverage_json_opts - what maint_coverage_json() says
 * @source: where the file list came from: "git" (git ls-files), "walk"
 *          (a directory walk), "list" (the caller's list)
 * @lines: line counts too (the run counted them)
 * @top: at most this many unowned directories
 */
struct maint_coverage_json_opts {
	/* MAINT_COVERAGE_JSON_OPTIONS_VERSION: the layout the caller knows */
	unsigned int version;
	const char *source;
	bool lines;
	size_t top;
};
#define MAINT_COVERAGE_JSON_OPTIONS_VERSION 1u
#define MAINT_COVERAGE_JSON_OPTIONS_INIT \
	{ .version = MAINT_COVERAGE_JSON_OPTIONS_VERSION }

/**
 * maint_coverage_json() - the summary as JSON (malloc'd, a newline at the
 * end; NULL when out of memory), maint coverage --json:
 *
 * {"source": @source, "files": N, "lines": N (@lines),
 *  "by_status": [{"status", "files", "with_profile", "without_profile",
 *                 "lines", "lines_with_profile" (@lines)}...],
 *  "rest_only_files", "unmatched_files", "rest_only_lines" and
 *  "unmatched_lines" (@lines),
 *  "unowned_dirs": [{"path", "files", "lines" (@lines)}...]
 *                  (maint_coverage_unowned_dirs()),
 *  "unmatched_sections": [{"section", "file", "line"}...]}
 *
 * One status a line, one directory or section a line.
 */
char *maint_coverage_json(const struct maint_coverage *c,
			  const struct maint_coverage_json_opts *o,
			  size_t *len);

/**
 * maint_coverage_files_json() - every file as JSON, maint coverage
 * --per-file --json: {"files": [{"path", "best": [sections], "sections":
 * [sections], "status", "profile", "rest_only", "lines" (@lines)}...]},
 * one file a line, the closing bracket and a newline on a line of their
 * own.  Handed to @write in pieces of about 64 KiB, in order; a non-zero
 * return of @write stops it.
 *
 * Returns 0, -ENOMEM, or what @write returned.
 */
int maint_coverage_files_json(const struct maint_coverage *c, bool lines,
			      int (*write)(const char *buf, size_t len,
					   void *ctx),
			      void *ctx);

#ifdef __cplusplus
}
#endif

#endif
