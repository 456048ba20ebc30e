/* SPDX-License-Identifier: GPL-2.0-only */
/* libmaint: the MAINTAINERS database: loading, sections, patterns, matching, tags, statuses, P: kinds, the tree's files.  Include <maint.h>. */
#ifndef MAINT_DB_H
#define MAINT_DB_H

#include "maint/common.h"

#ifdef __cplusplus
extern "C" {
#endif

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
	/* MAINT_LOAD_OPTIONS_VERSION: the layout the caller knows */
	unsigned int version;
	const char *path;
	bool find_maintainer_files;
	const char *root;
	size_t max_file_size;
	/* F:/X: `**` is one more `*` (scripts before 2026), not a globstar */
	bool no_globstar;
	bool use_cache;
	char **failed_file;
};
#define MAINT_LOAD_OPTIONS_VERSION 1u
#define MAINT_LOAD_OPTIONS_INIT { .version = MAINT_LOAD_OPTIONS_VERSION }

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
 *
 * Handed out by the library only (maint_matches_at(), maint_get_match()),
 * never allocated or indexed by a caller: members may be added at its end.
 */
struct maint_match {
	size_t section;
	int depth;
	size_t item;
};

/*
 * The answer of maint_match_file(): the sections that matched one path.
 * A caller matching many paths creates one set and passes it to every
 * call; each call refills it, reusing its memory.
 */
struct maint_matches;

/**
 * maint_matches_new() - an empty set of matches
 * @out: receives it (free it with maint_matches_free())
 *
 * Return: 0 or -ENOMEM.
 */
int maint_matches_new(struct maint_matches **out);
/**
 * maint_matches_free() - free a set of matches
 * @ms: the set, or NULL
 */
void maint_matches_free(struct maint_matches *ms);
/**
 * maint_matches_count() - how many sections matched
 * @ms: the set
 *
 * Return: the number of matches the last maint_match_file() into @ms
 * found (0 before the first).
 */
size_t maint_matches_count(const struct maint_matches *ms);
/**
 * maint_matches_at() - match @i of @ms
 * @ms: the set
 * @i: its index, 0 to maint_matches_count() - 1
 *
 * Return: the match (valid until @ms is refilled or freed), or NULL past
 * the end.
 */
const struct maint_match *maint_matches_at(const struct maint_matches *ms,
					   size_t i);

/**
 * maint_match_file() - the sections whose F:/N: patterns match @path
 * @db: the database
 * @path: a path relative to the tree top (directories end in '/')
 * @pattern_depth: get_maintainer.pl's --pattern-depth (0: all)
 * @out: a set from maint_matches_new(), emptied, then filled with the
 *       matches, deepest first, ties in MAINTAINERS order
 * @exact: set when an F: pattern at least as deep as the path matched in a
 *         section with an M: line and a maintained/supported status (this
 *         is what stops get_maintainer.pl's git fallback); may be NULL
 *
 * Sections with a matching X: pattern are skipped.
 *
 * Return: 0 or -ENOMEM (then @out is empty).
 */
int maint_match_file(struct maint_db *db, const char *path, int pattern_depth,
		     struct maint_matches *out, bool *exact);

/*
 * The files of a tree, sorted byte-wise: what `git ls-files` lists in a
 * git work tree, otherwise every file below the directory (.git skipped).
 */
struct maint_paths;

/* Returns 0, -ENOENT when @root is not in a git work tree, or -errno. */
int maint_paths_git(struct maint_paths **out, const char *root);
int maint_paths_walk(struct maint_paths **out, const char *root);
/*
 * git first, then the walk (also when git lists no file there: an
 * untracked tree inside a work tree); @from_git (may be NULL) says which.
 */
int maint_paths_load(struct maint_paths **out, const char *root,
		     bool *from_git);
void maint_paths_free(struct maint_paths *pl);
size_t maint_paths_count(const struct maint_paths *pl);
const char *maint_paths_get(const struct maint_paths *pl, size_t i);

/**
 * maint_paths_match() - does any path match a Perl regex at its start?
 *
 * The regex's literal prefix narrows the candidates to a range found by
 * binary search; only those are matched, under a budget of regex work
 * that grows with the paths tried (a regex a tree brings may be made to
 * backtrack without end).  Returns 1, 0, -EINVAL when @re does not
 * compile, or -ERANGE when it cannot tell: the regex hit PCRE2's match
 * limit or spent its budget before any path matched.
 */
int maint_paths_match(const struct maint_paths *pl, const char *re,
		      size_t relen);

/**
 * enum maint_pkind - what a P: value is
 * @MAINT_P_FILE: a path; looked up in the tree, an existing regular file
 *	inside it (a Maintainer Entry Profile)
 * @MAINT_P_URI: an http(s) URI (a profile on the web)
 * @MAINT_P_PERSON: the pre-2019 meaning: a person or team, no address
 * @MAINT_P_BADURI: looks like a URI, but is not a valid http(s) one
 * @MAINT_P_PERSON_ADDR: the pre-2019 meaning, with an address (its group:
 *	%MAINT_P_PERSON)
 * @MAINT_P_MISSING: looks like a path, no such file in the tree (its
 *	group: %MAINT_P_FILE)
 * @MAINT_P_OUTSIDE: a path leading out of the tree (group: %MAINT_P_FILE)
 * @MAINT_P_NOTFILE: inside the tree, but a directory, FIFO or device
 *	(group: %MAINT_P_FILE)
 *
 * The first four are the groups (maint_pkind_group()), the kinds the JSON
 * and text outputs name (maint_pkind_name()); the others are the finer
 * answers of maint_pkind_classify().  Without the tree the answer is never
 * %MAINT_P_MISSING, %MAINT_P_OUTSIDE or %MAINT_P_NOTFILE.
 */
enum maint_pkind {
	MAINT_P_FILE,
	MAINT_P_URI,
	MAINT_P_PERSON,
	MAINT_P_BADURI,
	MAINT_P_PERSON_ADDR,
	MAINT_P_MISSING,
	MAINT_P_OUTSIDE,
	MAINT_P_NOTFILE,
};

/**
 * maint_pkind_classify() - what a P: value is
 * @value: the value (@len bytes; a NUL byte in them: %MAINT_P_PERSON)
 * @len: its length
 * @root: the tree's top directory, where a path is looked up; NULL: no
 *	file system access, a path-like value is %MAINT_P_FILE
 *
 * The one set of rules: a URI by its scheme, a person by an address or a
 * space, else a path.  Returns the finest answer (any enum maint_pkind).
 */
enum maint_pkind maint_pkind_classify(const char *value, size_t len,
				      const char *root);
/**
 * maint_pkind_of() - the group of a NUL-terminated P: value, without the
 * tree: maint_pkind_group(maint_pkind_classify(@value, strlen(@value),
 * NULL)), one of %MAINT_P_FILE, %MAINT_P_URI, %MAINT_P_PERSON or
 * %MAINT_P_BADURI
 * @value: the value
 */
enum maint_pkind maint_pkind_of(const char *value);
/**
 * maint_pkind_group() - the group of a kind: %MAINT_P_PERSON_ADDR is a
 * %MAINT_P_PERSON, %MAINT_P_MISSING, %MAINT_P_OUTSIDE and %MAINT_P_NOTFILE
 * are %MAINT_P_FILE; the four groups are their own
 * @k: the kind
 */
enum maint_pkind maint_pkind_group(enum maint_pkind k);
/**
 * maint_pkind_name() - the name of a kind's group: "file", "uri",
 * "person" or "bad-uri" ("?" for a value outside the enum)
 * @k: the kind
 */
const char *maint_pkind_name(enum maint_pkind k);
/**
 * maint_pkind_state() - a path's state in the tree, as maint profile list
 * says it: "exists" (%MAINT_P_FILE), "outside the tree", "not a regular
 * file", "missing" (the other kinds of the file group); NULL for the
 * other groups
 * @k: the kind
 */
const char *maint_pkind_state(enum maint_pkind k);
/*
 * What maint check and maint profile check say of a P: value of the group
 * %MAINT_P_PERSON: the check's name, and the message, a printf format
 * whose one %s is the value.
 */
#define MAINT_P_PERSON_CHECK "obsolete-person"
#define MAINT_P_PERSON_MESSAGE \
	"obsolete P: person line '%s' (P: names a profile since 2019; use M:)"

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

#ifdef __cplusplus
}
#endif

#endif
