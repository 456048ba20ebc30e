/* SPDX-License-Identifier: GPL-2.0-only */
/* libmaint: check, fmt, migrate, self-test.  Include <maint.h>. */
#ifndef MAINT_LINT_H
#define MAINT_LINT_H

#include <signal.h>

#include "maint/db.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * struct maint_text - a MAINTAINERS file held in memory
 * @version: MAINT_TEXT_VERSION, the layout the caller knows
 *	(MAINT_TEXT_INIT() sets it; 0 reads as 1)
 * @name: what diagnostics call it
 * @buf: its contents (need not be NUL-terminated)
 * @len: its length
 *
 * The caller's, filled in as input: one is passed by pointer, several as
 * an array of pointers (never an array of structs), so that a new field
 * can go at the end, with MAINT_TEXT_VERSION raised; the library reads it
 * only where @version says the caller has it, and refuses (-EINVAL) a
 * text of a newer layout than its own.
 */
struct maint_text {
	unsigned int version;
	const char *name;
	const char *buf;
	size_t len;
};
#define MAINT_TEXT_VERSION 1u
#define MAINT_TEXT_INIT(name_, buf_, len_)                                     \
	{                                                                      \
		.version = MAINT_TEXT_VERSION, .name = (name_), .buf = (buf_), \
		.len = (len_)                                                  \
	}

/**
 * maint_fmt() - format a MAINTAINERS file as scripts/parse-maintainers.pl
 * @in: the file
 * @order: also sort each section's lines in the preferred order
 *         (parse-maintainers.pl --order): M R L S W Q B C P T F X N K
 * @out: receives the malloc'd result (NUL-terminated)
 * @outlen: receives its length
 * @diag: where input problems are reported
 *
 * The script's fatal cases (a duplicate section header; a text line where
 * a blank line or a section's entries are due) are reported as errors with
 * file and line and make it return -EINVAL.  Otherwise returns 0 or
 * -ENOMEM (-EINVAL too for @in of a newer layout).
 */
int maint_fmt(const struct maint_text *in, bool order, char **out,
	      size_t *outlen, const struct maint_diag_sink *diag);

/**
 * maint_diff() - a unified diff (3 lines of context) from @a to @b
 *
 * @a_name and @b_name go into the "---" and "+++" lines.  Returns the
 * malloc'd diff ("" when the texts are equal), or NULL when out of memory.
 * Large, scattered differences are shown as one hunk rather than a
 * minimal edit script, so the work stays bounded.
 */
char *maint_diff(const char *a_name, const char *a, size_t alen,
		 const char *b_name, const char *b, size_t blen,
		 size_t *outlen);

/*
 * get_maintainer.pl's --self-test glob conversion of an F:/X: value:
 * '.' -> '\.', '*' -> '.*', '?' -> '.', and a '/' appended when the
 * result names a directory below @root.  malloc'd, NULL when out of memory.
 */
char *maint_self_test_regex(const char *value, size_t len, const char *root);

/**
 * maint_self_test_text() - the output of get_maintainer.pl --self-test[=WHAT]
 * @files: every MAINTAINERS file read, in order (@nfiles pointers)
 * @nfiles: how many
 * @what: "" for all, else a list naming sections, patterns, links, scm
 * @paths: the tree's files (for patterns; may be NULL when not asked for)
 * @root: the directory F:/X: values are tested against for directories
 * @out: receives the malloc'd text (as the script prints it)
 *
 * Links (W:/Q:/B:) need the network and are not checked; of the scm (T:)
 * checks only "malformed entry" is made.  Returns 0, -EINVAL (a text of a
 * newer layout) or -ENOMEM.
 */
int maint_self_test_text(const struct maint_text *const *files, size_t nfiles,
			 const char *what, const struct maint_paths *paths,
			 const char *root, char **out, size_t *outlen);

/**
 * struct maint_finding - one problem found by maint_check()
 * @file: the file (points into the caller's struct maint_text)
 * @line: 1-based line
 * @level: MAINT_ERROR: the file says something wrong, that tools misread
 *         or that loses patches (a section nobody receives mail for, a
 *         duplicate header, a regex that does not compile, a line that is
 *         neither header nor entry, a P: that names no profile);
 *         MAINT_WARNING: probably wrong (no status, an unknown status, a
 *         pattern that matches no file, a malformed address);
 *         MAINT_INFO: style, checkpatch's CHECK (the order of sections,
 *         entries and patterns, tabs)
 * @check: short name of the check ("no-status", "tab", ...)
 * @message: lower case, no full stop
 *
 * Only the library makes one: a caller reads it through the pointer
 * maint_findings_at() hands out, never allocates one nor steps from one
 * to the next (fields may be added at the end).
 */
struct maint_finding {
	const char *file;
	unsigned int line;
	enum maint_level level;
	const char *check;
	const char *message;
};

/*
 * struct maint_findings - what maint_check() or maint_links_check() found:
 * opaque, read with maint_findings_count() and maint_findings_at(),
 * released with maint_findings_free()
 */
struct maint_findings;

/**
 * maint_findings_count() - how many findings @fs holds (0 for NULL)
 * @fs: the findings
 */
size_t maint_findings_count(const struct maint_findings *fs);
/**
 * maint_findings_at() - finding @i of @fs, in their order (file, then
 * line), or NULL past the end; owned by @fs, valid until it changes
 * (maint_findings_new(), maint_findings_merge(), maint_findings_filter())
 * or is freed
 * @fs: the findings
 * @i: the index
 */
const struct maint_finding *maint_findings_at(const struct maint_findings *fs,
					      size_t i);
/**
 * maint_findings_free() - release @fs and every finding of it (NULL: no-op)
 * @fs: the findings
 */
void maint_findings_free(struct maint_findings *fs);

/**
 * maint_findings_alloc() - an empty set, for a caller's own findings in
 * the shared format (maint profile check); NULL when out of memory
 */
struct maint_findings *maint_findings_alloc(void);
/**
 * maint_findings_add() - append a finding to @fs
 * @fs: the findings
 * @file: its file (not copied: it must outlive @fs)
 * @line: its line (0: about the whole file)
 * @level: its level
 * @check: the check's name (not copied: it must outlive @fs)
 * @message: the message (copied)
 *
 * Returns 0 or -ENOMEM.
 */
int maint_findings_add(struct maint_findings *fs, const char *file,
		       unsigned int line, enum maint_level level,
		       const char *check, const char *message);

/**
 * maint_findings_merge() - move the findings of @from into @into
 * @into: receives them, the whole in the order of @files, then by line
 *        (a file not in @files last)
 * @from: left empty (the caller still frees it)
 * @files: the files the findings are of, their order (@nfiles pointers)
 * @nfiles: how many
 *
 * maint check --online: the link findings among the others.  Returns 0,
 * -EINVAL (a text of a newer layout) or -ENOMEM (both as they were).
 */
int maint_findings_merge(struct maint_findings *into,
			 struct maint_findings *from,
			 const struct maint_text *const *files, size_t nfiles);

/**
 * maint_findings_filter() - keep the findings @keep says yes to, in order
 * @fs: the findings; the others are freed
 * @keep: asked of each finding with @ctx
 * @ctx: the caller's
 */
void maint_findings_filter(struct maint_findings *fs,
			   bool (*keep)(const struct maint_finding *f,
					void *ctx),
			   void *ctx);

/**
 * struct maint_check_opts - what maint_check() looks at
 * @root: the tree's top directory (P: targets, directories); NULL: "."
 * @paths: the tree's files for the F:/X: check; NULL skips that check
 * @added: files that are not in @paths yet, @nadded of them (those a
 *         patch creates): an F:/X: pattern matching one matches a file
 *         (version 2; a caller of layout 1 has none)
 */
struct maint_check_opts {
	/* MAINT_CHECK_OPTIONS_VERSION: the layout the caller knows */
	unsigned int version;
	const char *root;
	const struct maint_paths *paths;
	const char *const *added;
	size_t nadded;
};
#define MAINT_CHECK_OPTIONS_VERSION 2u
#define MAINT_CHECK_OPTIONS_INIT { .version = MAINT_CHECK_OPTIONS_VERSION }

/**
 * maint_check() - lint MAINTAINERS files
 *
 * Runs get_maintainer.pl's --self-test checks of sections and patterns,
 * checkpatch.pl's MAINTAINERS style rules and maint's own (addresses,
 * statuses, regexes, section order, P: lines).  @out receives the
 * findings (maint_findings_free()) sorted by file (in @files order: an
 * array of @nfiles pointers) and line.  Returns 0, -EINVAL (@opts or a
 * text of a newer layout) or -ENOMEM.
 */
int maint_check(const struct maint_text *const *files, size_t nfiles,
		const struct maint_check_opts *opts,
		struct maint_findings **out);

/* A finding's level in checkpatch's words, lower case: "error",
 * "warning", "check" (MAINT_INFO). */
const char *maint_finding_level_name(enum maint_level l);

/**
 * maint_check_json() - findings as JSON (malloc'd, a newline at the end,
 * its length in *len when @len is not NULL; NULL when out of memory), the
 * schema of maint check --json and maint profile check --json:
 *
 * [{"file", "line", "level": "error"|"warning"|"check"
 *   (maint_finding_level_name()), "check", "message"}...]
 *
 * One finding a line, in the order given.
 */
char *maint_check_json(const struct maint_findings *fs, size_t *len);

/*
 * maint check as a gate: the findings a change brings.
 */

/**
 * maint_findings_new() - the findings a change brings
 * @before: the findings of the files before the change
 * @after: the findings after it; those @before has too (the same file
 *         name, check and message, each paired once) are freed and removed
 *
 * Returns 0 or -ENOMEM (@after as it was).
 */
int maint_findings_new(const struct maint_findings *before,
		       struct maint_findings *after);

/**
 * maint_patch_apply() - apply a patch's hunks for one file to its text
 * @patch: a unified diff (a git format-patch mail, git diff, diff -u)
 * @plen: its length
 * @name: the file's path as the diff names it, without "a/" or "b/"
 * @text: the file's text, @len bytes
 * @reverse: take the change back instead (the patch is applied already)
 * @out: receives the result (the caller's: maint_free()), @outlen its
 *       length
 *
 * A hunk is applied where its header says, or where its context is
 * nearest to that after the hunk before it, as patch(1) does without
 * fuzz.  Returns 0, -ENOENT when the patch does not change @name, -EINVAL
 * when a hunk does not fit the text (or the diff is cut), or -ENOMEM.
 */
int maint_patch_apply(const char *patch, size_t plen, const char *name,
		      const char *text, size_t len, bool reverse, char **out,
		      size_t *outlen);

/*
 * The paths a patch creates (new files, rename targets), malloc'd; free
 * them with maint_strings_free().  Returns 0 or -ENOMEM.
 */
int maint_patch_new_files(const char *patch, size_t plen, char ***out,
			  size_t *n);
void maint_strings_free(char **v, size_t n);

/**
 * maint_text_section() - the lines of a section of a MAINTAINERS text
 * @t: the text
 * @name: the section's header, exactly or, when no header is exactly
 *        that, without regard to case (when only one header fits)
 * @first: receives the header's line (1-based)
 * @last: receives its last entry's line
 *
 * Returns 0, -ENOENT (no such section), -EINVAL (@t of a newer layout) or
 * -ENOMEM.
 */
int maint_text_section(const struct maint_text *t, const char *name,
		       unsigned int *first, unsigned int *last);

/**
 * maint_text_at_rev() - a file as it is at a git revision
 * @root: a directory of the work tree (or the repository)
 * @rev: the revision (a commit, a tag, HEAD~3); not an option
 * @path: the file's path relative to @root
 * @buf: receives its contents (the caller's: maint_free()), @len their length
 *
 * Runs git (an argument vector; the repository's config cannot run a
 * command).  Returns 0, -EINVAL (no such revision), -ENOENT (no such file
 * there), -MAINT_E_GITREFUSED, -EFBIG (over 64 MiB) or -errno.
 */
int maint_text_at_rev(const char *root, const char *rev, const char *path,
		      char **buf, size_t *len);

/**
 * struct maint_links_opts - how maint_links_check() asks
 * @timeout: seconds one link may take (its check is killed 2 s later)
 * @jobs: checks at once (0: 16)
 * @stop: when non-NULL, polled while the checks run: once a signal
 *        handler sets it, every running check is killed and
 *        maint_links_check() returns -EINTR
 */
struct maint_links_opts {
	/* MAINT_LINKS_OPTIONS_VERSION: the layout the caller knows */
	unsigned int version;
	unsigned int timeout;
	unsigned int jobs;
	volatile sig_atomic_t *stop;
};
#define MAINT_LINKS_OPTIONS_VERSION 1u
#define MAINT_LINKS_OPTIONS_INIT { .version = MAINT_LINKS_OPTIONS_VERSION }

/**
 * maint_links_check() - are the links of MAINTAINERS reachable?
 *
 * Every http(s) W:, Q:, B: and C: value is asked with curl (HEAD, at most
 * http and https, no URL globbing), every T: git tree with git ls-remote
 * (run in "/", over git, http(s) and file only), a quilt or hg tree by its
 * http(s) URL: each distinct link once, an argument vector and a
 * deadline, never a shell.  @out receives a finding (warning, check
 * "link", "possible bad link: W: URL (HTTP request failed)", ... ) for
 * each line whose link did not answer, in @files order (an array of
 * @nfiles pointers) and line order.  Returns 0, -EINVAL (@o or a text of
 * a newer layout), -ENOMEM or -EINTR (@stop).
 */
int maint_links_check(const struct maint_text *const *files, size_t nfiles,
		      const struct maint_links_opts *o,
		      struct maint_findings **out);

/**
 * maint_migrate() - reclaim P: as the 2019 series did
 * @in: the file
 * @root: the tree's top directory (to recognise in-tree profiles)
 * @out: receives the malloc'd result
 * @diag: every change (MAINT_INFO, "before -> after" with file and line)
 *        and every address that loses the name a removed P: line gave it
 *        (MAINT_WARNING)
 *
 * P: lines with an address become M: lines (dropped when the section
 * already has that address), P: lines naming a person without an address
 * are removed, profiles stay.  The preamble's "P: Person (obsolete)" line
 * goes and, when the preamble then describes F: but not P:, the profile
 * description is put before the F: one.  Returns the number of changes,
 * -EINVAL (@in of a newer layout) or -ENOMEM.
 */
int maint_migrate(const struct maint_text *in, const char *root, char **out,
		  size_t *outlen, const struct maint_diag_sink *diag);

/**
 * maint_insert_line() - a MAINTAINERS text with one line added
 * @in: the file
 * @after: the line (1-based) to insert after; 0 for the start
 * @line: the new line, without its newline
 * @out: receives the malloc'd result (@outlen its length)
 *
 * The edit of maint profile new (a P: line in a section).  A last line
 * without a newline gets one.  Returns 0, -EINVAL when @in has fewer
 * than @after lines (or is of a newer layout), or -ENOMEM.
 */
int maint_insert_line(const struct maint_text *in, unsigned int after,
		      const char *line, char **out, size_t *outlen);

/* --- end of check, fmt, migrate --- */

#ifdef __cplusplus
}
#endif

#endif
