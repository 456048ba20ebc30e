/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * libmaint: read the Linux kernel's MAINTAINERS file (and the files of
 * trees that copied its format), answer who maintains which file exactly
 * as scripts/get_maintainer.pl does, and read Maintainer Entry Profiles.
 *
 * The library never prints and never exits.  Functions return 0 or a
 * negative errno value; problems found in the input are reported through
 * a diagnostic callback with file and line.
 *
 * Threads: the library keeps no state between calls outside the objects
 * it hands out.  Separate objects (databases, answers, profiles, reports)
 * may be used from separate threads at once; one object, and the objects
 * made from it (the answers of one database), are used by one thread at a
 * time or under the caller's lock, since a database compiles its patterns
 * and builds its index when first asked.  What is shared is safe: the fixed
 * regexes of the library live in per-thread caches, and what is worked out
 * once per process (the rules' literals, MAINT_NO_JIT, the libcurl and
 * libxml2 symbols of URL profiles) is made under pthread_once() and never
 * written again.
 */
#ifndef MAINT_H
#define MAINT_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Diagnostics */

enum maint_level {
	MAINT_INFO,
	MAINT_WARNING,
	MAINT_ERROR,
};

/**
 * struct maint_diag - one diagnostic
 * @file: the file it is about, or NULL
 * @line: 1-based line number, or 0 when it is about the whole file
 * @level: how serious
 * @msg: the message, lower case, no trailing full stop (messages that
 *       reproduce get_maintainer.pl's own keep its wording)
 * @flags: MAINT_DIAG_* bits
 */
struct maint_diag {
	const char *file;
	unsigned int line;
	enum maint_level level;
	const char *msg;
	unsigned int flags;
};

/* Print the message as it is, without the program name in front. */
#define MAINT_DIAG_BARE 1u

typedef void (*maint_diag_fn)(const struct maint_diag *d, void *ctx);

/**
 * struct maint_diag_sink - where a library call reports diagnostics
 * @fn: callback, or NULL to drop them
 * @ctx: passed to @fn
 */
struct maint_diag_sink {
	maint_diag_fn fn;
	void *ctx;
};

/* The MAINTAINERS database */

/**
 * struct maint_item - one significant line of a MAINTAINERS file
 * @text: the line as read, without its newline
 * @type: the tag letter ('A'..'Z') of a tag line ("X:\tvalue"), or 0 for a
 *        section header or other text line
 * @value: for tag lines, the value after the tag and the blanks following
 *         it; for F: and X: lines this is the glob as written.  NULL for
 *         text lines.
 * @file: the file it came from
 * @line: its 1-based line number in @file
 *
 * Blank lines and lines starting with '#' are not items, as in
 * get_maintainer.pl.
 */
struct maint_item {
	const char *text;
	const char *value;
	const char *file;
	unsigned int line;
	char type;
};

/**
 * struct maint_section - a run of tag lines and the header before it
 * @header: index of the header item (the text line just before the run;
 *          the first tag item itself when the run starts the data)
 * @first: index of the first tag item
 * @end: one past the last tag item
 */
struct maint_section {
	size_t header;
	size_t first;
	size_t end;
};

struct maint_db;

/**
 * struct maint_load_opts - what to read
 * @path: a MAINTAINERS file, or a directory whose files (not starting with
 *        '.') are all read; NULL means "MAINTAINERS" in @root
 * @find_maintainer_files: with a directory @path, read every file named
 *        MAINTAINERS below it instead (depth first, names sorted, .git
 *        skipped)
 * @root: the tree's top directory, against which F:/X: patterns naming a
 *        directory are recognised; NULL means the current directory
 * @max_file_size: refuse larger files (0: 64 MiB)
 * @no_globstar: read `**` in F:/X: as two `*` (get_maintainer.pl before
 *        the `**` glob), so it does not cross directory levels
 * @use_cache: use (and write) the on-disk index of the parsed files in
 *        $XDG_CACHE_HOME/maint/ (or ~/.cache/maint/), keyed by their
 *        contents; it changes no answer, and a missing, unwritable or
 *        damaged cache just means a parse
 * @failed_file: when not NULL, receives the file a failed load could not
 *        read (after -MAINT_E_NOFILES: the directory that was searched),
 *        malloc'd (free() it), or NULL when no file is to blame (out of
 *        memory, a parse error) and after a successful load.  Per call:
 *        nothing is kept between loads, so loads may run on several
 *        threads at once
 */
struct maint_load_opts {
	const char *path;
	bool find_maintainer_files;
	const char *root;
	size_t max_file_size;
	/* F:/X: `**` is one more `*` (scripts before 2026), not a globstar */
	bool no_globstar;
	bool use_cache;
	char **failed_file;
};

/*
 * Load errors.  maint_db_load() returns these (negated) besides -errno.
 */
#define MAINT_E_NOTFOUND 1001 /* @path does not exist */
#define MAINT_E_NOFILES 1002 /* the directory holds no MAINTAINERS file */

/**
 * maint_db_load() - read MAINTAINERS files
 * @out: receives the database (free it with maint_db_free())
 * @opts: what to read; NULL reads "MAINTAINERS" in the current directory
 * @diag: where problems found later (patterns that do not compile, regexes
 *        over their match limit) are reported; it must outlive the database
 *
 * Items and sections come out exactly as get_maintainer.pl sees them.
 * Nothing is compiled up front: patterns and regexes are prepared when a
 * match first needs them, and an index is built once many paths are
 * matched, so one query stays cheap.
 *
 * Return: 0, -MAINT_E_NOTFOUND, -MAINT_E_NOFILES, or -errno (the file
 * that could not be read: @opts->failed_file).
 */
int maint_db_load(struct maint_db **out, const struct maint_load_opts *opts,
		  const struct maint_diag_sink *diag);
/* Free a database and everything its accessors returned. */
void maint_db_free(struct maint_db *db);

/**
 * maint_db_changed() - has a file @db was read from changed since?
 * @db: the database
 *
 * Compares every MAINTAINERS file's stat data with what it was when read,
 * and for a file written moments before its reading (when a later write
 * can leave the same time stamp) its content.  A long-running caller (maint
 * get --batch) loads the database again when this is true, so that its
 * answers are always those of a fresh parse.
 *
 * Return: true when a file changed or can no longer be read.
 */
bool maint_db_changed(struct maint_db *db);

size_t maint_db_nitems(const struct maint_db *db);
const struct maint_item *maint_db_item(const struct maint_db *db, size_t i);
size_t maint_db_nsections(const struct maint_db *db);
const struct maint_section *maint_db_section(const struct maint_db *db,
					     size_t i);
/* The files that were read, in order. */
size_t maint_db_nfiles(const struct maint_db *db);
const char *maint_db_file(const struct maint_db *db, size_t i);
/* The section holding item i, or (size_t)-1 for a text item. */
size_t maint_db_section_of(const struct maint_db *db, size_t item);
/* The header text of section s. */
const char *maint_section_name(const struct maint_db *db, size_t s);
/* Find a section by its exact header; (size_t)-1 if none. */
size_t maint_db_find_section(const struct maint_db *db, const char *name);

/*
 * Patterns.  F:/X: globs become Perl-style regexes the way get_maintainer.pl
 * converts them: '.' -> '\.', '*' -> '.*', '?' -> '.'; a '/' is appended
 * when the result names a directory of the tree.
 */
char *maint_glob_to_regex(const char *glob);
/* The reverse conversion used by --sections output. */
char *maint_regex_to_glob(const char *re);

/**
 * struct maint_match - a section that matched a file
 * @section: section index
 * @depth: pattern depth (get_maintainer.pl's value_pd; 0 for N: matches)
 * @item: the F: or N: item that matched last
 */
struct maint_match {
	size_t section;
	int depth;
	size_t item;
};

/**
 * maint_match_file() - the sections whose F:/N: patterns match @path
 * @db: the database
 * @path: a path relative to the tree top (directories end in '/')
 * @pattern_depth: get_maintainer.pl's --pattern-depth (0: all)
 * @out: receives a malloc'd array, deepest first, ties in MAINTAINERS order
 * @n: receives its length
 * @exact: set when an F: pattern at least as deep as the path matched in a
 *         section with an M: line and a maintained/supported status (this
 *         is what stops get_maintainer.pl's git fallback)
 *
 * Sections with a matching X: pattern are skipped.
 */
int maint_match_file(struct maint_db *db, const char *path, int pattern_depth,
		     struct maint_match **out, size_t *n, bool *exact);

/* Answers: who gets a patch, as get_maintainer.pl says. */

/**
 * enum maint_compat - which get_maintainer.pl to behave as
 * @MAINT_COMPAT_2026: the newest script (2026): every M: person is a
 *	"maintainer", --substatus, the `**` glob
 * @MAINT_COMPAT_6_12: the script of Linux 6.12 and older: role words by
 *	the section's S: status ("supporter", "odd fixer", ...), no
 *	--substatus, no `**` glob
 */
enum maint_compat {
	MAINT_COMPAT_2026 = 0,
	MAINT_COMPAT_6_12,
};

/**
 * struct maint_compat_info - what maint_compat_detect() found
 * @compat: the behaviour to use
 * @globstar: the script knows the `**` glob (see maint_load_opts)
 * @from_script: decided from the tree's script (false: none, or unusable)
 * @version: the script's version string ("0.26"), "" when unknown
 */
struct maint_compat_info {
	enum maint_compat compat;
	bool globstar;
	bool from_script;
	char version[16];
};

/**
 * maint_compat_detect() - the behaviour of the tree's own get_maintainer.pl
 * @root: the tree's top directory (NULL: the current directory)
 * @info: receives the result
 * @diag: gets one warning naming the file when scripts/get_maintainer.pl
 *        exists but is not the kernel's script (another program, a
 *        binary, unreadable, too large, not a regular file)
 *
 * Reads scripts/get_maintainer.pl as bounded text, never runs it, and
 * looks for the markers of its features (the --substatus option, `**`
 * handling, the version string).  Without a usable script: the newest
 * behaviour.
 */
void maint_compat_detect(const char *root, struct maint_compat_info *info,
			 const struct maint_diag_sink *diag);
/**
 * maint_compat_detect_cached() - maint_compat_detect(), the finding kept
 * @root: as for maint_compat_detect()
 * @info: receives the result
 * @diag: as for maint_compat_detect() (the same warning from a kept one)
 * @use_cache: keep the finding (and use a kept one) in the cache
 *             directory of the MAINTAINERS index (maint_load_opts), keyed
 *             by the script's path and stat data: the script is then not
 *             read again until it changes
 */
void maint_compat_detect_cached(const char *root,
				struct maint_compat_info *info,
				const struct maint_diag_sink *diag,
				bool use_cache);
/* "2026", "6.12"; maint_compat_parse() also takes "auto" (returns 1). */
const char *maint_compat_name(enum maint_compat c);
int maint_compat_parse(const char *s, enum maint_compat *out);

/**
 * struct maint_get_opts - the options of get_maintainer.pl
 *
 * Field names follow the script's option names; defaults are set by
 * maint_get_opts_init().
 */
struct maint_get_opts {
	bool email, usename, maintainer, reviewer, fixes, list, moderated,
		subscriber;
	bool git, git_all_signature_types, git_blame, git_blame_signatures,
		git_fallback, git_chief_penguins;
	int git_min_signatures, git_max_maintainers, git_min_percent;
	const char *git_since;
	bool remove_duplicates, mailmap;
	bool multiline, roles, rolestats, substatus;
	const char *separator;
	bool scm, status, subsystem, web, bug;
	const char *letters;
	bool sections;
	int pattern_depth;
	bool keywords, keywords_in_file, file_emails;
	bool from_filename;
	/* The tree's top directory (for .mailmap, .get_maintainer.ignore). */
	const char *root;
	/* Which script's behaviour (role words, --substatus). */
	enum maint_compat compat;
	/* git processes run at once for history (0: online CPUs) */
	int jobs;
};

void maint_get_opts_init(struct maint_get_opts *o);

struct maint_get;

/**
 * maint_get_new() - start an answer
 * @out: receives the answer object (free it with maint_get_free())
 * @db: the database; it must outlive the answer
 * @o: the options (copied); set them up with maint_get_opts_init()
 * @diag: where get_maintainer.pl's warnings go (e.g. "file 'x' doesn't
 *        appear to be a patch"); MAINT_DIAG_BARE marks those the script
 *        prints without its name in front
 *
 * Feed it inputs with maint_get_add_file() (the -f case) and
 * maint_get_add_patch(), then call maint_get_run().  .mailmap is read
 * from @o->root.
 *
 * Return: 0 or -ENOMEM.
 */
int maint_get_new(struct maint_get **out, struct maint_db *db,
		  const struct maint_get_opts *o,
		  const struct maint_diag_sink *diag);
void maint_get_free(struct maint_get *g);
/**
 * maint_get_add_file() - add a file (get_maintainer.pl -f FILE)
 * @g: the answer
 * @path: relative to the tree's top; a directory ends in '/'
 *
 * With keywords_in_file the file's text is scanned for K: patterns.
 * Return: 0 or -ENOMEM.
 */
int maint_get_add_file(struct maint_get *g, const char *path);
/**
 * maint_get_add_patch() - add the files, keywords and Fixes: of a patch
 * @g: the answer
 * @name: what warnings call the patch
 * @buf: a git format-patch file, an mbox holding a series, or a plain
 *       diff (any bytes; NUL-terminated not required)
 * @len: its length
 *
 * Return: 0 or -ENOMEM.
 */
int maint_get_add_patch(struct maint_get *g, const char *name,
			const char *buf, size_t len);
/* Number of files the inputs named so far. */
size_t maint_get_nfiles(const struct maint_get *g);
/* File i of them (sorted, as matched; NULL past the end). */
const char *maint_get_file(const struct maint_get *g, size_t i);

/**
 * maint_get_run() - work out the answer
 * @g: the answer, with its inputs added
 *
 * Matches every file, adds the sections whose K: patterns matched, reads
 * git history where the options ask for it, and renders the output
 * (maint_get_output()) and the structured answer (maint_get_person(),
 * maint_get_match(), maint_get_json()).
 *
 * Return: 0 or -ENOMEM.
 */
int maint_get_run(struct maint_get *g);

/*
 * In a git work tree (with git installed), whether git tracks @path; false
 * without one.  get_maintainer.pl warns about -f files git does not track
 * and reads a tracked file named as a patch as a -f file.
 */
bool maint_get_vcs_tracked(struct maint_get *g, const char *path);

/**
 * maint_get_output() - the text get_maintainer.pl would print
 *
 * Valid after maint_get_run(); owned by @g.
 */
const char *maint_get_output(const struct maint_get *g, size_t *len);

/**
 * struct maint_person - one entry of the answer (person or list)
 * @email: formatted address as printed ("Name <addr>" or "addr")
 * @role: the role text (what --roles prints in parentheses)
 * @is_list: a mailing list
 */
struct maint_person {
	const char *email;
	const char *role;
	bool is_list;
};

size_t maint_get_npeople(const struct maint_get *g);
/*
 * Entry @i of the answer (NULL past the end): owned by @g, valid until
 * maint_get_free(); each call and each answer object has its own, so
 * entries of two answers (or two threads' answers) may be held at once.
 */
const struct maint_person *maint_get_person(const struct maint_get *g,
					    size_t i);
/* The matched sections, in the order they were applied. */
size_t maint_get_nmatches(const struct maint_get *g);
/* @file receives the path the match was for ("" for keyword matches). */
const struct maint_match *maint_get_match(const struct maint_get *g, size_t i,
					  const char **file);

/**
 * struct maint_get_pref - one P: line of a section a query matched
 * @section: the section (index in the database)
 * @file: the file it matched for (borrowed from the query); "" by keyword
 * @item: the P: line
 */
struct maint_get_pref {
	size_t section;
	const char *file;
	const struct maint_item *item;
};

/**
 * maint_get_profiles() - patch -> sections -> profiles
 * @g: a query after maint_get_run()
 * @db: the database @g ran on
 * @keywords: include the sections matched by K: keyword (file "")
 * @out: receives a malloc'd array (free() it), valid while @g lives
 * @n: receives its length
 *
 * One entry per matched section and P: line, in the order of the matches
 * and of the section's lines (a P: value may come more than once).
 * Returns 0 or -ENOMEM.
 */
int maint_get_profiles(const struct maint_get *g, const struct maint_db *db,
		       bool keywords, struct maint_get_pref **out, size_t *n);

/* Render the answer as JSON (malloc'd, NUL-terminated). */
char *maint_get_json(const struct maint_get *g);

/* --- check, fmt, migrate --- */

/**
 * struct maint_text - a MAINTAINERS file held in memory
 * @name: what diagnostics call it
 * @buf: its contents (need not be NUL-terminated)
 * @len: its length
 */
struct maint_text {
	const char *name;
	const char *buf;
	size_t len;
};

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
 * -ENOMEM.
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
 * The files of a tree, sorted byte-wise: what `git ls-files` lists in a
 * git work tree, otherwise every file below the directory (.git skipped).
 */
struct maint_paths;

/* Returns 0, -ENOENT when @root is not in a git work tree, or -errno. */
int maint_paths_git(struct maint_paths **out, const char *root);
int maint_paths_walk(struct maint_paths **out, const char *root);
/* git first, then the walk; @from_git (may be NULL) says which. */
int maint_paths_load(struct maint_paths **out, const char *root,
		     bool *from_git);
void maint_paths_free(struct maint_paths *pl);
size_t maint_paths_count(const struct maint_paths *pl);
const char *maint_paths_get(const struct maint_paths *pl, size_t i);

/**
 * maint_paths_match() - does any path match a Perl regex at its start?
 *
 * The regex's literal prefix narrows the candidates to a range found by
 * binary search; only those are matched.  Returns 1, 0, or -EINVAL when
 * @re does not compile.
 */
int maint_paths_match(const struct maint_paths *pl, const char *re,
		      size_t relen);

/*
 * get_maintainer.pl's --self-test glob conversion of an F:/X: value:
 * '.' -> '\.', '*' -> '.*', '?' -> '.', and a '/' appended when the
 * result names a directory below @root.  malloc'd, NULL when out of memory.
 */
char *maint_self_test_regex(const char *value, size_t len, const char *root);

/**
 * maint_self_test() - the output of get_maintainer.pl --self-test[=WHAT]
 * @files: every MAINTAINERS file read, in order
 * @what: "" for all, else a list naming sections, patterns, links, scm
 * @paths: the tree's files (for patterns; may be NULL when not asked for)
 * @root: the directory F:/X: values are tested against for directories
 * @out: receives the malloc'd text (as the script prints it)
 *
 * Links (W:/Q:/B:) need the network and are not checked; of the scm (T:)
 * checks only "malformed entry" is made.  Returns 0 or -ENOMEM.
 */
int maint_self_test_text(const struct maint_text *files, size_t nfiles,
			 const char *what, const struct maint_paths *paths,
			 const char *root, char **out, size_t *outlen);

/**
 * struct maint_finding - one problem found by maint_check()
 * @file: the file (points into the caller's struct maint_text)
 * @line: 1-based line
 * @level: MAINT_WARNING or MAINT_ERROR
 * @check: short name of the check ("no-status", "tab", ...)
 * @message: lower case, no full stop (malloc'd)
 */
struct maint_finding {
	const char *file;
	unsigned int line;
	enum maint_level level;
	const char *check;
	char *message;
};

/**
 * struct maint_check_opts - what maint_check() looks at
 * @root: the tree's top directory (P: targets, directories); NULL: "."
 * @paths: the tree's files for the F:/X: check; NULL skips that check
 */
struct maint_check_opts {
	const char *root;
	const struct maint_paths *paths;
};

/**
 * maint_check() - lint MAINTAINERS files
 *
 * Runs get_maintainer.pl's --self-test checks of sections and patterns,
 * checkpatch.pl's MAINTAINERS style rules and maint's own (addresses,
 * statuses, regexes, section order, P: lines).  @out receives the
 * findings sorted by file (in @files order) and line.  Returns 0 or
 * -ENOMEM.
 */
int maint_check(const struct maint_text *files, size_t nfiles,
		const struct maint_check_opts *opts,
		struct maint_finding **out, size_t *n);
void maint_findings_free(struct maint_finding *f, size_t n);

/*
 * What a P: value is: a Maintainer Entry Profile (an existing in-tree path
 * or an http(s) URI), or a pre-2019 person line.
 */
enum maint_pline {
	MAINT_PL_URI,
	MAINT_PL_PATH, /* exists inside the tree */
	MAINT_PL_MISSING, /* looks like a path, does not exist */
	MAINT_PL_OUTSIDE, /* a path leaving the tree */
	MAINT_PL_PERSON_ADDR, /* a person with an address */
	MAINT_PL_PERSON, /* a person or team without an address */
	MAINT_PL_BADURI, /* a URI, but not a valid http(s) one */
	MAINT_PL_NOTFILE, /* inside the tree, but a directory, FIFO, device */
};

enum maint_pline maint_pline_classify(const char *value, size_t len,
				      const char *root);

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
 * description is put before the F: one.  Returns the number of changes
 * or -ENOMEM.
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
 * than @after lines, or -ENOMEM.
 */
int maint_insert_line(const struct maint_text *in, unsigned int after,
		      const char *line, char **out, size_t *outlen);

/* --- end of check, fmt, migrate --- */

/* --- the tag table --- */

/* What a tag's value is. */
enum maint_tag_value {
	MAINT_TV_ADDR, /* "Name <address>" */
	MAINT_TV_LIST, /* a mailing list address, maybe a note */
	MAINT_TV_STATUS, /* one of the status names */
	MAINT_TV_URI, /* a URI */
	MAINT_TV_PROFILE, /* a Maintainer Entry Profile: path or URI */
	MAINT_TV_SCM, /* "git URI [branch]" and the like */
	MAINT_TV_PATTERN, /* a file pattern */
	MAINT_TV_REGEX, /* a regex */
};

/* Tags MAINTAINERS knows (the size of the table). */
#define MAINT_NTAGS 14

/**
 * struct maint_tag - one MAINTAINERS tag
 * @letter: 'M', 'R', ...
 * @value: what its value is
 * @name: the preamble's name for it ("Mail", "Files", ...)
 *
 * The table is in the preferred order of parse-maintainers.pl (M R L S W
 * Q B C P T F X N K): maint_tag_at(i) is the tag of rank i.
 */
struct maint_tag {
	char letter;
	enum maint_tag_value value;
	const char *name;
};

/* The tag of rank i (0 .. MAINT_NTAGS - 1), or NULL. */
const struct maint_tag *maint_tag_at(size_t i);
/* The tag of letter, or NULL for a letter MAINTAINERS does not use. */
const struct maint_tag *maint_tag(char letter);
/* The rank of letter in the preferred order; MAINT_NTAGS when unknown. */
int maint_tag_rank(char letter);

/* --- end of the tag table --- */

/* --- profiles --- */

/*
 * Maintainer Entry Profiles: the documents a section's P: lines name.
 * Since 2019 a P: value is an in-tree path or a URI; before that it named
 * a person.
 */
enum maint_pkind {
	MAINT_P_FILE, /* a path inside the tree */
	MAINT_P_URI, /* an http(s) URI */
	MAINT_P_PERSON, /* the obsolete meaning: a name, maybe an address */
	MAINT_P_BADURI, /* looks like a URI but is not a valid http(s) one */
};

/*
 * Classify a P: value (no file system access): maint_pline_classify()'s
 * rules without the look-up in the tree.
 */
enum maint_pkind maint_p_kind(const char *value);
/* The kind of a maint_pline_classify() answer (paths are files). */
enum maint_pkind maint_pline_kind(enum maint_pline pl);
/* "file", "uri", "person", "bad-uri" */
const char *maint_p_kind_name(enum maint_pkind k);

/**
 * maint_profile_resolve() - the file a P: path names inside the tree @root
 *
 * Refuses absolute paths, ".." and symlinks leading out of the tree
 * (-EXDEV); -ENOENT when missing.  *out is malloc'd.
 */
int maint_profile_resolve(const char *root, const char *value, char **out);

/**
 * struct maint_ptarget - one P: value opened by maint_ptarget_open()
 * @kind: what the value is, as maint_pline_classify() sees it in the tree
 * @read: a file, or a URI with fetch options: an attempt was made to read it
 * @exists: a file that exists inside the tree (it may still not load)
 * @path: the file it resolved to (malloc'd), or NULL
 * @prof: the profile read, or NULL
 * @err: 0, or why it was not read: -EXDEV (leads out of the tree), -ENOENT
 *       (no such file; for a URI: neither fetched nor cached), -EISDIR,
 *       -EINVAL with !@exists (a FIFO, a device: not a regular file), or
 *       the error of maint_profile_load() or maint_profile_url().  0 for a
 *       person or a malformed URI (see @kind): not profiles, not read.
 */
struct maint_ptarget {
	enum maint_pkind kind;
	bool read, exists;
	char *path;
	struct maint_profile *prof;
	int err;
};

struct maint_fetch_opts;

/**
 * maint_ptarget_open() - classify, resolve and load one P: value
 * @t: filled in (release it with maint_ptarget_release())
 * @root: the tree's top directory
 * @value: the P: value
 * @fetch: URI profiles are read (from the cache, or fetched when
 *         @fetch->fetch) when non-NULL; NULL: not read
 * @diag: the loader's and fetcher's own diagnostics (too large, not text,
 *        HTTP errors); the target's trouble is in @t->err, for the caller
 *        to word
 *
 * The one way profile, when and preflight open what a P: line names.
 * Returns 0 (even when the target could not be read) or -ENOMEM.
 */
int maint_ptarget_open(struct maint_ptarget *t, const char *root,
		       const char *value, const struct maint_fetch_opts *fetch,
		       const struct maint_diag_sink *diag);
void maint_ptarget_release(struct maint_ptarget *t);

/* The six sections of Documentation/maintainer/maintainer-entry-profile.rst */
enum maint_tmpl {
	MAINT_TMPL_NONE,
	MAINT_TMPL_OVERVIEW,
	MAINT_TMPL_SUBMIT_CHECKLIST,
	MAINT_TMPL_KEY_CYCLE_DATES,
	MAINT_TMPL_CODING_STYLE,
	MAINT_TMPL_REVIEW_CADENCE,
	MAINT_TMPL_STYLE_CLEANUP,
	MAINT_TMPL_COUNT,
};

/* The template's heading for @t ("Review Cadence"); "" for NONE. */
const char *maint_tmpl_name(enum maint_tmpl t);
/* Which template section a heading is (variants included). */
enum maint_tmpl maint_tmpl_match(const char *heading);

/**
 * struct maint_psection - one section of a profile
 * @heading: the heading text
 * @level: 0 for the document title, 1 for its sections, ... (docutils
 *         assigns levels by the order the underline styles appear in)
 * @tmpl: the template section it is, or MAINT_TMPL_NONE
 * @line: line of the heading text
 * @body_line: first line after the heading's underline
 * @end_line: last line before the next heading (or of the file)
 * @body: the text between the heading and the next heading
 * @heading_len: characters of the heading text
 * @underline_len: characters of its underline
 * @is_title: the lone top-level heading that docutils makes the title
 * @has_prose: the body holds text other than comments and blank lines
 */
struct maint_psection {
	const char *heading;
	unsigned int level;
	enum maint_tmpl tmpl;
	unsigned int line, body_line, end_line;
	const char *body;
	size_t heading_len, underline_len;
	bool is_title;
	bool has_prose;
};

/* What the prose states; see lib/facts.c for the rules. */
enum maint_fact_kind {
	MAINT_FACT_RC_NEW, /* last -rc for new feature submissions */
	MAINT_FACT_RC_MERGE, /* last -rc to merge or stabilize features */
	MAINT_FACT_PING_WAIT, /* how long to wait before pinging */
	MAINT_FACT_PING_HOW, /* the preferred way to remind */
	MAINT_FACT_CLEANUP, /* style-cleanup policy */
	MAINT_FACT_TEST, /* a test or tool the checklist asks for */
	MAINT_FACT_BASE, /* a branch or tree to base work on */
	MAINT_FACT_SUBJECT_TAG, /* a bracket tag the subject carries */
	MAINT_FACT_SUBJECT_PREFIX, /* the shortlog prefix format */
	MAINT_FACT_SUMMARY_STYLE, /* case and mood of the summary */
	MAINT_FACT_SERIES_MAX, /* the most patches in one posting */
	MAINT_FACT_REPOST_WAIT, /* time between postings of a series */
	MAINT_FACT_CLOSED, /* a phase when the tree takes no new work */
	MAINT_FACT_TRAILER, /* a trailer asked for or forbidden */
	MAINT_FACT_COVER_LETTER, /* a cover letter and what it holds */
	MAINT_FACT_CHANGELOG, /* per-version notes below the --- */
	MAINT_FACT_NKINDS,
};

/* When a fact applies; see struct maint_fact. */
enum maint_fact_cond {
	MAINT_COND_NONE, /* always */
	MAINT_COND_PATHS, /* the series also touches cond_value's paths */
	MAINT_COND_FIXES, /* to fixes */
	MAINT_COND_FEATURES, /* to features (new work) */
	MAINT_COND_SERIES_MIN, /* the series has at least number2 patches */
};

/**
 * struct maint_fact - one fact, with where the profile states it
 * @kind: what it is about
 * @value: the normalised answer ("-rc4", "up to one week", "welcome",
 *         "only with other changes", "not welcome", a tool or branch name)
 * @url: for MAINT_FACT_TEST, the tool's URL when the profile gives one
 * @level: for MAINT_FACT_TEST, "required" or "recommended"; for
 *         MAINT_FACT_SUBJECT_TAG what the tag is for ("fixes", "features");
 *         for MAINT_FACT_TRAILER "required", "recommended", "discouraged"
 *         (do not add it unless sure) or "tag-only" (a trailer, never a
 *         mail recipient: Cc: stable); for MAINT_FACT_CLOSED what is still
 *         accepted ("urgent fixes", "bug fixes", "RFC") or "soft" (a soft
 *         close: late work is unlikely to be taken); for
 *         MAINT_FACT_COVER_LETTER and MAINT_FACT_CHANGELOG "required" or
 *         "recommended"; else NULL
 * @quote: the sentence it was taken from, markup removed
 * @file: the profile's name
 * @line: the line the sentence starts on
 * @section: index of the profile section it is in
 * @cond: when the fact applies: MAINT_COND_NONE always;
 *        MAINT_COND_PATHS when the series also touches @cond_value (paths
 *        relative to the tree's top, space-separated, each matching itself
 *        and what is below it: "fs/iomap");
 *        MAINT_COND_FIXES to fixes; MAINT_COND_FEATURES to features (new
 *        work); MAINT_COND_SERIES_MIN when the series has at least
 *        @number2 patches
 * @cond_value: the paths of MAINT_COND_PATHS, else NULL
 * @values: allowed values, or NULL: the topics of a subject-prefix (KVM's
 *          "x86", "SVM", ...: compared case-sensitively), every tree tag of
 *          a subject-tag ("net", "net-next"), the trailer name of a
 *          trailer ("Fixes", "Cc", "Link"), the trees a closed phase is
 *          about ("net-next")
 * @nvalues: how many @values
 * @number: series-max: the count; repost-wait: seconds; trailer: the
 *          fewest hex digits of a Fixes: SHA-1 when the format is stated;
 *          0 otherwise
 * @number2: MAINT_COND_SERIES_MIN: the series size; 0 otherwise
 *
 * Value formats of the rule kinds: subject-tag: the tag ("net-next");
 * subject-prefix: the format ("subsys/component:", "KVM: <topic>:",
 * "internal:"); summary-style: "uppercase", "lowercase", "imperative",
 * "no trailing period", joined by ", "; series-max: "15"; repost-wait: the
 * duration ("at least 24 hours"); closed: the phase, "merge window" (from
 * a release to the next -rc1) or "-rcN" (from -rcN to the next -rc1);
 * trailer: its format ("Fixes: <12+ hex digits> (\"<subject>\")",
 * "Fixes:", "Cc: stable@vger.kernel.org", "Link:"); cover-letter:
 * "required" or what it must hold; changelog: "below ---".
 *
 * Kinds that are not multi state at most one unconditional fact; a fact
 * with a condition may follow it (XFS's -rc4 with fs/iomap).
 */
struct maint_fact {
	enum maint_fact_kind kind;
	const char *value;
	const char *url;
	const char *level;
	const char *quote;
	const char *file;
	unsigned int line;
	size_t section;
	enum maint_fact_cond cond;
	const char *cond_value;
	const char *const *values;
	size_t nvalues;
	unsigned long number;
	unsigned long number2;
};

/*
 * "rc-new", "rc-merge", "ping-wait", "ping-how", "cleanup", "test", "base",
 * "subject-tag", "subject-prefix", "summary-style", "series-max",
 * "repost-wait", "closed", "trailer", "cover-letter", "changelog"
 */
const char *maint_fact_kind_name(enum maint_fact_kind k);
/* A label for people: "last -rc for new features", ... */
const char *maint_fact_kind_label(enum maint_fact_kind k);
/* Facts of this kind may repeat (tests, bases, tags, trailers, closes). */
bool maint_fact_kind_multi(enum maint_fact_kind k);
/* "none", "paths", "fixes", "features", "series-min" */
const char *maint_fact_cond_name(enum maint_fact_cond c);

struct maint_profile;

/* Profiles larger than this are refused (EFBIG). */
#define MAINT_PROFILE_MAX_SIZE ((size_t)4 << 20)

/**
 * maint_profile_parse() - parse an RST profile held in memory
 * @out: receives the profile
 * @name: what diagnostics and facts call the file
 * @buf: its contents (need not be NUL-terminated)
 * @len: its length; more than MAINT_PROFILE_MAX_SIZE is refused (-EFBIG)
 * @diag: where problems are reported
 *
 * Binary input (NUL bytes, mostly invalid UTF-8) is refused with -EINVAL
 * and an error diagnostic; text without any section heading parses (one
 * untitled section) with a warning.  Facts are extracted at once.
 */
int maint_profile_parse(struct maint_profile **out, const char *name,
			const char *buf, size_t len,
			const struct maint_diag_sink *diag);
/* What a profile is written in. */
enum maint_pformat {
	MAINT_PFMT_AUTO, /* by the name: .md and .markdown Markdown, else RST */
	MAINT_PFMT_RST,
	MAINT_PFMT_MARKDOWN, /* CommonMark, read with libcmark */
	MAINT_PFMT_HTML, /* reduced to text with libxml2's HTML parser */
};

/* "auto", "rst", "markdown", "html" */
const char *maint_profile_format_name(enum maint_pformat f);

/**
 * maint_profile_parse_as() - maint_profile_parse() in a given format
 *
 * Markdown and HTML are mapped to the same sections as RST: headings by
 * level, paragraphs and list items as prose, code blocks as literal text.
 * Facts and sections name the lines of the Markdown source; for HTML, the
 * lines of the text it is reduced to (maint_profile_section() bodies).
 */
int maint_profile_parse_as(struct maint_profile **out, const char *name,
			   const char *buf, size_t len, enum maint_pformat fmt,
			   const struct maint_diag_sink *diag);
/*
 * The same for a file: -EISDIR, -EFBIG, -ENOENT, ... as read errors; a
 * FIFO, device or socket is refused at once (-EINVAL, with a diagnostic).
 */
int maint_profile_load(struct maint_profile **out, const char *path,
		       const char *name, const struct maint_diag_sink *diag);
void maint_profile_free(struct maint_profile *p);

const char *maint_profile_name(const struct maint_profile *p);
/* The format it was read in (never MAINT_PFMT_AUTO). */
enum maint_pformat maint_profile_format(const struct maint_profile *p);
/* URL profiles: when the copy was fetched (seconds since 1970), else 0. */
long long maint_profile_fetched(const struct maint_profile *p);
/* The document title, or NULL; *line receives its line when non-NULL. */
const char *maint_profile_title(const struct maint_profile *p,
				unsigned int *line);
size_t maint_profile_nsections(const struct maint_profile *p);
const struct maint_psection *maint_profile_section(const struct maint_profile *p,
						   size_t i);
/* The first section that is template section @t, or (size_t)-1. */
size_t maint_profile_find_tmpl(const struct maint_profile *p,
			       enum maint_tmpl t);
size_t maint_profile_nfacts(const struct maint_profile *p);
const struct maint_fact *maint_profile_fact(const struct maint_profile *p,
					    size_t i);
/*
 * The first fact of @kind without a condition (else the first with one),
 * or NULL when the profile does not state it.
 */
const struct maint_fact *maint_profile_get_fact(const struct maint_profile *p,
						enum maint_fact_kind kind);

/**
 * struct maint_fetch_opts - how maint_profile_url() may fetch
 * @fetch: fetch the URL now (else only the cached copy is read)
 * @cache_dir: the cache, or NULL for $XDG_CACHE_HOME/maint/profiles
 *             (~/.cache/maint/profiles when XDG_CACHE_HOME is unset)
 * @timeout_ms: the deadline for the whole transfer; 0: 20 seconds
 * @max_size: the most bytes read (the transfer is aborted when the body
 *            grows past it); 0 or more than MAINT_PROFILE_MAX_SIZE:
 *            MAINT_PROFILE_MAX_SIZE
 */
struct maint_fetch_opts {
	bool fetch;
	const char *cache_dir;
	long timeout_ms;
	size_t max_size;
};

/**
 * maint_profile_url() - a URL profile, from the cache or fetched
 * @out: receives the profile; maint_profile_fetched() says when
 * @url: the P: value (http or https)
 * @o: options, or NULL (no fetch)
 * @diag: fetch errors (timeout, too large, HTTP status, bad protocol or
 *        redirect) and the profile's own diagnostics
 *
 * Fetches with libcurl (http and https only, redirects too; no globbing),
 * reads GitHub blob/ URLs as their raw file, caches the body atomically
 * and parses it as Markdown, RST or HTML (by Content-Type, then name).
 * When a fetch fails and a cached copy exists, that copy is used (with a
 * warning).  Returns 0, -ENOENT when nothing was fetched and nothing is
 * cached ("not fetched: run with --fetch"), -ETIMEDOUT, -EFBIG, -EIO,
 * -EPROTO, -EINVAL or -ENOMEM.  Only this function uses the network.
 */
int maint_profile_url(struct maint_profile **out, const char *url,
		      const struct maint_fetch_opts *o,
		      const struct maint_diag_sink *diag);
/* The URL to fetch for @url: a GitHub blob/ URL's raw file; malloc'd. */
char *maint_profile_raw_url(const char *url);

/**
 * maint_profile_lint() - report the profile's problems through @diag:
 * missing template sections (warning), empty sections (warning), heading
 * underlines shorter (warning) or longer (info) than their text, template
 * sections stating no extractable fact (info).  Returns the number of
 * errors reported.
 */
size_t maint_profile_lint(const struct maint_profile *p,
			  const struct maint_diag_sink *diag);

/* --- end of profiles --- */

/* --- coverage, report --- */

/*
 * Coverage: which sections, statuses and profiles own every file of a
 * tree, with maint get -f's matching (maint_match_file(), all depths).
 */

/* S: values, strongest first; anything else (and no S: line) is NONE. */
enum maint_status {
	MAINT_ST_SUPPORTED,
	MAINT_ST_MAINTAINED,
	MAINT_ST_ODD_FIXES,
	MAINT_ST_ORPHAN,
	MAINT_ST_OBSOLETE,
	MAINT_ST_NONE,
	MAINT_ST_COUNT,
};

/* Classify an S: value by its first words, without regard to case. */
enum maint_status maint_status_of(const char *value);
/* "Supported", ..., "none" */
const char *maint_status_name(enum maint_status st);
/* The catch-all section "THE REST". */
bool maint_section_is_rest(const struct maint_db *db, size_t s);

/**
 * struct maint_cov_file - one file's answer
 * @path: the path as given (relative to the tree's top)
 * @all: every matching section in maint get --sections order
 * @nall: their number
 * @best: the deepest of them (a prefix of @all)
 * @nbest: their number
 * @status: the strongest S: of the deepest matches other than THE REST
 * @profile: a matching section has a P: profile (in-tree path or URI)
 * @rest_only: only THE REST matched
 * @unmatched: no section matched at all
 * @lines: newline count (with maint_cov_opts.lines)
 * @dir: index of its directory (see maint_coverage_dir())
 */
struct maint_cov_file {
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
 * struct maint_cov_dir - a directory and the files below it
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
struct maint_cov_dir {
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
 * struct maint_cov_summary - the whole answer in numbers
 * @files, @lines: [status][a profile applies]
 */
struct maint_cov_summary {
	size_t nfiles;
	unsigned long long nlines;
	size_t files[MAINT_ST_COUNT][2];
	unsigned long long lines[MAINT_ST_COUNT][2];
	size_t rest_only_files, unmatched_files;
	unsigned long long rest_only_lines, unmatched_lines;
	size_t sections_matched;
};

/**
 * struct maint_cov_opts - how to run
 * @root: the tree's top, for @lines (NULL: ".")
 * @lines: count every file's lines (files are opened below @root one
 *         component at a time, never through a symlink)
 * @progress: called every few thousand files and at the end
 */
struct maint_cov_opts {
	const char *root;
	bool lines;
	void (*progress)(size_t done, size_t total, void *ctx);
	void *progress_ctx;
};

struct maint_coverage;

/**
 * maint_coverage_run() - match @paths (which must outlive the result);
 * they are taken sorted byte-wise, empty and repeated paths skipped.
 */
int maint_coverage_run(struct maint_coverage **out, struct maint_db *db,
		       const char *const *paths, size_t npaths,
		       const struct maint_cov_opts *o);
void maint_coverage_free(struct maint_coverage *c);
size_t maint_coverage_nfiles(const struct maint_coverage *c);
/* Files in sorted order. */
const struct maint_cov_file *maint_coverage_file(const struct maint_coverage *c,
						 size_t i);
const struct maint_cov_summary *
maint_coverage_summary(const struct maint_coverage *c);
/* Directory 0 is the top; parents come before their children. */
size_t maint_coverage_ndirs(const struct maint_coverage *c);
const struct maint_cov_dir *maint_coverage_dir(const struct maint_coverage *c,
					       size_t i);
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

/**
 * maint_report_profiles() - every distinct profile P: lines name, sorted
 * by value; P: person lines and bad URIs are left out.  In-tree files are
 * resolved below @root (maint_profile_resolve()) and parsed; their
 * problems go to @diag.
 */
int maint_report_profiles(struct maint_db *db, const char *root,
			  struct maint_report_profile **out, size_t *n,
			  const struct maint_diag_sink *diag);
void maint_report_profiles_free(struct maint_report_profile *p, size_t n);

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
 * maint_report_toc() - the toctree of every in-tree profile that exists,
 * sorted, as paths relative to @base_dir (a directory of the tree, e.g.
 * "Documentation/maintainer") without ".rst".  malloc'd text.
 */
char *maint_report_toc(const struct maint_report_profile *p, size_t n,
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
 * @version: maint's version
 */
struct maint_report_html_opts {
	const char *title;
	bool lines;
	const char *pulls_html;
	const char *pulls_note;
	const char *tree, *revision, *date, *source, *generated, *version;
};

/**
 * struct maint_report_git - what the header and the pull graph need
 * @revision: "v6.12-rc1-5-gabcdef012345" or an abbreviated commit id;
 *            NULL outside git
 * @date: the commit date of HEAD (ISO 8601), or NULL
 * @history: a pull graph can be drawn
 * @why_not: when it cannot, a sentence saying why (no tags, shallow,
 *           not a git repository, ...)
 */
struct maint_report_git {
	char *revision, *date;
	bool history;
	char *why_not;
};

/**
 * maint_report_git_probe() - look at the git repository of @root (NULL:
 * the current directory) without a word on stderr: every failure git may
 * meet here (no repository, no commit, shallow, no tags) is expected and
 * ends up in @out->why_not.  With @have_range (an explicit range or
 * release) no release tag is needed.  Returns 0 or -ENOMEM.
 */
int maint_report_git_probe(const char *root, bool have_range,
			   struct maint_report_git *out);
void maint_report_git_release(struct maint_report_git *g);

/**
 * maint_report_html() - one self-contained HTML page (inline CSS, JS and
 * SVG, nothing fetched): the profile table, the coverage summary chart
 * and the treemap of @cov (may be NULL).  malloc'd, NULL when out of
 * memory.
 */
char *maint_report_html(const struct maint_db *db,
			const struct maint_report_profile *p, size_t np,
			const struct maint_coverage *cov,
			const struct maint_report_html_opts *o, size_t *len);

/* --- end of coverage, report --- */

/* --- when --- */

/*
 * Dates are whole days since 1970-01-01, UTC, in the proleptic Gregorian
 * calendar.  maint_date_parse() takes exactly "YYYY-MM-DD" (years 1970 to
 * 9999) and returns 0 or -EINVAL; maint_date_format() writes
 * "YYYY-MM-DD" and its NUL into buf (at least 11 bytes).
 */
int maint_date_parse(const char *s, long *days);
void maint_date_format(long days, char *buf);
long maint_date_today(void);
/* 0 for Sunday .. 6 for Saturday */
int maint_date_weekday(long days);

/* The most -rc releases of one cycle maint understands. */
#define MAINT_CYCLE_MAX_RC 20

/**
 * struct maint_rtag - a release tag ("v6.12") or a release candidate's
 * ("v6.12-rc3")
 * @name: the tag's name
 * @date: for an annotated tag the tagger's date, for a lightweight tag
 *        the tagged commit's committer date (git's %(creatordate)), as a
 *        UTC day
 * @major, @minor: the version
 * @rc: the release candidate, or 0 for the release itself
 */
struct maint_rtag {
	char *name;
	long date;
	int major, minor, rc;
};

/* Whether @name is "vX.Y" or "vX.Y-rcN" (N 1..MAINT_CYCLE_MAX_RC). */
bool maint_rtag_parse(const char *name, int *major, int *minor, int *rc);

/**
 * maint_rtags_git() - the release tags of the git repository at @repo
 *
 * Runs one `git -C REPO for-each-ref` (argument vector, no shell).
 * Returns 0 (maybe with no tags), -ENOENT when @repo is not in a git
 * repository or git is missing, or -errno.
 */
int maint_rtags_git(const char *repo, struct maint_rtag **out, size_t *n);
void maint_rtags_free(struct maint_rtag *t, size_t n);

enum maint_phase {
	MAINT_PHASE_UNKNOWN,
	MAINT_PHASE_MERGE_WINDOW, /* between a release and the next -rc1 */
	MAINT_PHASE_RC, /* -rc1 and later */
};

/**
 * struct maint_cycle - where the tree is in its release cycle on a day
 * @phase: merge window, -rc, or unknown (no tags, no assumption)
 * @rc: in the -rc phase, the current -rc
 * @today: the day it is about
 * @tag: the newest release or -rc tag dated on or before @today ("" when
 *       the position was given rather than read from tags)
 * @prev_release: the release the cycle follows ("v6.11"; "" unknown)
 * @version: the release being prepared ("v6.12"; "" in the merge window,
 *           whose release name is not known yet)
 * @since: the day the current -rc (or the merge window) started
 * @release: the day of the release the cycle follows (tag or estimate)
 * @week: week of the cycle: 1 and 2 are the merge window, 3 the week of
 *        -rc1, ...
 * @last_rc: the -rc the release is expected after: 7, or the cycle's
 *           highest -rc when it already has an -rc8 or later
 * @rc_date: [1..MAINT_CYCLE_MAX_RC] the day of each -rc of the cycle
 *           being prepared, from its tag or estimated (weekly cadence)
 * @rc_tagged: whether @rc_date[i] is a tag's date
 * @next_release: estimated day of the release being prepared (one week
 *                after @last_rc); the next merge window opens then
 * @release_day: @today is the day of the release the cycle follows
 * @from_tags: the position was read from tags (else given: assumed dates)
 * @stale: the newest tag is more than a week older than the next tag was
 *         expected: the repository's tags are probably not up to date
 */
struct maint_cycle {
	enum maint_phase phase;
	int rc;
	long today;
	char tag[48], prev_release[48], version[48];
	long since, release;
	int week, last_rc;
	long rc_date[MAINT_CYCLE_MAX_RC + 1];
	bool rc_tagged[MAINT_CYCLE_MAX_RC + 1];
	long next_release;
	bool release_day, from_tags, stale;
};

/*
 * The cycle position on @today from release tags (in any order; tags
 * dated after @today are ignored).  Without a usable tag the phase is
 * MAINT_PHASE_UNKNOWN.
 */
void maint_cycle_from_tags(const struct maint_rtag *t, size_t n, long today,
			   struct maint_cycle *c);
/*
 * The position given by the user: -rc @rc, or the merge window when @rc
 * is 0.  The current -rc (or the merge window) is assumed to have started
 * on the last Sunday on or before @today.
 */
void maint_cycle_assume(int rc, long today, struct maint_cycle *c);

/**
 * struct maint_duration - how long to wait, from a profile's "up to one
 * week", "more than a week", "48 hours", "5 business days"
 * @count: how many @unit
 * @unit: 'h' hours, 'd' days, 'b' business days, 'w' weeks, 'm' months
 * @more_than: "more than": the day after
 * @approx: the count was a word like "a few" (taken as 3)
 */
struct maint_duration {
	int count;
	char unit;
	bool more_than, approx;
};

int maint_duration_parse(const char *s, struct maint_duration *d);
/* The day @d after @from (hours round up to whole days). */
long maint_duration_add(const struct maint_duration *d, long from);

/**
 * struct maint_deadline - an -rc deadline of a profile on the cycle
 * @fact: the fact it comes from, or NULL when the profile does not state it
 * @rc: the -rc (0 when not an -rc deadline)
 * @date: its day (tagged or estimated), or -1 when the cycle is unknown
 * @tagged: @date is the -rc tag's own
 * @passed: the cycle is at or past it on @today
 * @next_date: when @passed, the same deadline in the following cycle
 *             (estimated), else -1
 */
struct maint_deadline {
	const struct maint_fact *fact;
	int rc;
	long date;
	bool tagged, passed;
	long next_date;
};

/**
 * struct maint_when - what a profile's key dates and review cadence mean
 * on a day
 * @feature: the last -rc for new feature submissions
 * @merge: the last -rc to merge or stabilize features
 * @any_time: the profile takes submissions any time (and gives no
 *            deadline for the next merge window)
 * @can_target: a new feature posted today can still target the next
 *              merge window: 1 yes, 0 no, -1 the profile does not say or
 *              the cycle is unknown
 * @reason: why (lower case, no full stop; static)
 * @ping_wait: the wait before pinging, or NULL
 * @ping_how: the preferred way to remind, or NULL
 * @wait: @ping_wait parsed (@wait_ok when it could be)
 * @ping_from: with a posting day: the first day a ping is appropriate,
 *             or -1
 */
struct maint_when {
	struct maint_deadline feature, merge;
	bool any_time;
	int can_target;
	const char *reason;
	const struct maint_fact *ping_wait, *ping_how;
	struct maint_duration wait;
	bool wait_ok;
	long ping_from;
};

/* Evaluate profile @p on cycle @c; @posted is a day or -1. */
void maint_when_eval(const struct maint_profile *p, const struct maint_cycle *c,
		     long posted, struct maint_when *w);

/* --- end of when --- */

/* --- pulls --- */

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

/**
 * struct maint_merge_subject - a merge subject taken apart
 * @kind: what it is
 * @tag: the merged ref is a tag
 * @ref, @ref_len: the tag or branch name (the first one of several), or
 *        NULL
 * @url, @url_len: the tree's URL as written (pulls only), or NULL
 * @into, @into_len: the branch after " into ", or NULL
 *
 * The pointers point into the subject that was parsed.
 */
struct maint_merge_subject {
	enum maint_merge_kind kind;
	bool tag;
	const char *ref, *url, *into;
	size_t ref_len, url_len, into_len;
};

/* Take a merge subject (its first line) apart; never fails. */
void maint_merge_parse(const char *subject, struct maint_merge_subject *out);

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

/* maint_pulls_collect(): the repository is a shallow clone. */
#define MAINT_E_SHALLOW 1101

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
 */
struct maint_pulls_cycle {
	char *release, *range, *maintainers_rev;
	size_t merges, pulls, trees, trees_direct, deep_pulls;
	unsigned int max_depth;
	double indirect_share;
	bool have_rc1, partial;
	size_t window_pulls, rc_pulls, t_trees, t_unpulled, tied_path;
};

/**
 * maint_pulls_cycles() - one row per release cycle
 * @spec: "vA..vB" (every release tag after vA up to vB, in version
 *        order) or "vA,vB,..." (those, in that order)
 * @failed: on -EINVAL (or a failed cycle) the release at fault, malloc'd
 *
 * Each cycle is read as maint_pulls_collect() with @o->release set to it.
 * Returns 0 or an error of maint_pulls_collect().
 */
int maint_pulls_cycles(struct maint_pulls_cycle **out, size_t *n,
		       const struct maint_pulls_opts *o, const char *spec,
		       char **failed, const struct maint_diag_sink *diag);
void maint_pulls_cycles_free(struct maint_pulls_cycle *c, size_t n);
/* The rows as JSON ({"releases": [...]}), CSV (a header line first) or
 * an HTML fragment (a heading, an SVG chart of the share of pulls at
 * depth >= 2 per release, and the table); malloc'd, NULL when out of
 * memory.  MAINT_PULLS_STANDALONE makes the HTML a whole page and
 * MAINT_PULLS_SVG_ONLY gives the chart alone as an SVG document. */
#define MAINT_PULLS_STANDALONE 1u
#define MAINT_PULLS_SVG_ONLY 2u
char *maint_pulls_cycles_json(const struct maint_pulls_cycle *c, size_t n,
			      size_t *len);
char *maint_pulls_cycles_csv(const struct maint_pulls_cycle *c, size_t n,
			     size_t *len);
char *maint_pulls_cycles_html(const struct maint_pulls_cycle *c, size_t n,
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

/* --- preflight --- */

/*
 * Preflight: a series checked, before it is sent, against MAINTAINERS and
 * the rules of every profile it touches.  Nothing is sent or changed.
 */

/* A finding's level: MAINT_ERROR, MAINT_WARNING, or MAINT_INFO (CHECK). */

/**
 * struct maint_pf_finding - one finding
 * @level: MAINT_ERROR, MAINT_WARNING or MAINT_INFO (checkpatch's CHECK)
 * @check: the check ("recipients", "subject-tag", "signed-off-by", ...)
 * @patch: the mail it is about (index into maint_preflight_mail()), or
 *         (size_t)-1 for the series as a whole
 * @file: the input file (NULL for the series)
 * @line: its line (0: the whole mail)
 * @rule_file, @rule_line: where the rule is stated (a profile, MAINTAINERS,
 *         submitting-patches.rst), or NULL
 * @message: what is wrong (lower case, no full stop)
 * @fix: how to fix it, or NULL
 */
struct maint_pf_finding {
	enum maint_level level;
	const char *check;
	size_t patch;
	const char *file;
	unsigned int line;
	const char *rule_file;
	unsigned int rule_line;
	char *message;
	char *fix;
};

/**
 * struct maint_pf_mail - one mail of the series, for the summaries
 * @file: the input it came from; @line: its first line there
 * @subject: its subject (decoded), or NULL
 * @k, @n: its number k/n (0/0 when not numbered)
 * @version: the vN of its subject (1 without)
 * @cover: a cover letter (0/n, or numbered without a diff)
 * @skipped: not a patch of the series (a reply, a mail without a diff)
 * @errors, @warnings, @checks: its findings
 */
struct maint_pf_mail {
	const char *file;
	unsigned int line;
	const char *subject;
	int k, n, version;
	bool cover, skipped;
	size_t errors, warnings, checks;
};

/**
 * struct maint_preflight_opts - how to check
 * @db: MAINTAINERS (must outlive the check)
 * @root: the tree's top: profiles, .mailmap, git (NULL: ".")
 * @git: read git history in @root (Fixes: commits, subject prefixes)
 * @prefix_commits: how many recent commits the prefix check reads (0: 50)
 * @cycle: where the release cycle is, or NULL to skip the timing checks
 * @posted: the day of this posting (-1: @cycle's today)
 * @previous: the day of the previous posting of the series, or -1
 * @recipients: compare To:/Cc: with maint get's answer
 * @fetch: how URL profiles are read (maint_profile_url()); NULL: only
 *         their cached copies
 */
struct maint_preflight_opts {
	struct maint_db *db;
	const char *root;
	bool git;
	unsigned int prefix_commits;
	const struct maint_cycle *cycle;
	long posted, previous;
	bool recipients;
	const struct maint_fetch_opts *fetch;
};

struct maint_preflight;

/* Start a check; @diag receives problems of the inputs and profiles. */
int maint_preflight_new(struct maint_preflight **out,
			const struct maint_preflight_opts *o,
			const struct maint_diag_sink *diag);
/*
 * Add an input: a format-patch file, an mbox (several mails) or a bare
 * diff; @name is what findings call it.  Returns 0 or -ENOMEM.
 */
int maint_preflight_add(struct maint_preflight *pf, const char *name,
			const char *buf, size_t len);
/* Run every check.  Returns 0 or -ENOMEM. */
int maint_preflight_run(struct maint_preflight *pf);
void maint_preflight_free(struct maint_preflight *pf);

/* Findings, by mail in input order (series findings first). */
size_t maint_preflight_nfindings(const struct maint_preflight *pf);
const struct maint_pf_finding *
maint_preflight_finding(const struct maint_preflight *pf, size_t i);
size_t maint_preflight_nmails(const struct maint_preflight *pf);
const struct maint_pf_mail *maint_preflight_mail(const struct maint_preflight *pf,
						 size_t i);
/* The profiles the series touches (P: values), in the order found. */
size_t maint_preflight_nprofiles(const struct maint_preflight *pf);
const char *maint_preflight_profile(const struct maint_preflight *pf, size_t i);
/* Totals over every finding. */
void maint_preflight_totals(const struct maint_preflight *pf, size_t *errors,
			    size_t *warnings, size_t *checks);
/* Everything as one JSON object (malloc'd); NULL when out of memory. */
char *maint_preflight_json(const struct maint_preflight *pf, size_t *len);

/* --- end of preflight --- */

#ifdef __cplusplus
}
#endif

#endif
