/* SPDX-License-Identifier: GPL-2.0-only */
/* libmaint: who gets a patch, as get_maintainer.pl says.  Include <maint.h>. */
#ifndef MAINT_GET_H
#define MAINT_GET_H

#include "maint/db.h"
#include "maint/history.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Answers: who gets a patch, as get_maintainer.pl says. */

/*
 * Which get_maintainer.pl to answer as.  Trees carry different versions
 * and forks of the script (Linux 6.12 and 6.1, U-Boot's, coreboot's 2017
 * fork, the newest); maint reads the tree's own script as text (never runs
 * it) and answers with the features it finds there, one by one.
 */

/**
 * enum maint_sfeat - one behaviour a get_maintainer.pl has or has not
 * @MAINT_SF_SUBSTATUS: every M: person is a "maintainer", --substatus
 *	prints the section's status (without: the role word names the
 *	status, "supporter", "odd fixer", ...)
 * @MAINT_SF_GLOBSTAR: `**` in F:/X: crosses directory levels
 * @MAINT_SF_KEYWORD_ROLE: the roles of a section matched by K: end in
 *	":Keyword:REGEX"
 * @MAINT_SF_KEYWORDS_IN_FILE: -f files are scanned for K: only with
 *	--keywords-in-file (without: whenever keywords are on)
 * @MAINT_SF_MODE_CHANGE: " mode change ... FILE" lines of a patch name FILE
 * @MAINT_SF_RENAME: "rename from/to FILE" lines name FILE
 * @MAINT_SF_DIFF_GIT: "diff --git a/X b/Y" lines name X and Y
 * @MAINT_SF_FIXES: "Fixes: COMMIT" lines are read (--fixes)
 * @MAINT_SF_FALLBACK_SKIPS_MAINTAINERS: the git fallback leaves out
 *	MAINTAINERS files
 * @MAINT_SF_FILE_EMAILS_ALL: addresses written in every file of the
 *	answer, patches too (without: only in -f files)
 * @MAINT_SF_YAML_EMAILS: always the addresses written in .yaml files
 * @MAINT_SF_FILE_EMAILS_MAILMAP: those addresses go through .mailmap
 * @MAINT_SF_P_NAMES: an M:/R: address without a name takes the name of a
 *	P: line just before it
 * @MAINT_SF_UTF8: text is read as UTF-8 characters (without: bytes; a
 *	long section name is cut at a byte)
 * @MAINT_SF_CANONPATH: input paths are cleaned ("a//b/./c" is "a/b/c")
 * @MAINT_SF_VCS_NOTE: a -f file git does not track gets a warning
 * @MAINT_SF_NOVCS_QUIET: "No supported VCS found" only with --git
 * @MAINT_SF_REST_DROP: Xen's fork: where every file of the answer has a
 *	section besides THE REST, and someone other than a reviewer came
 *	from one, THE REST's supporters are left out
 *	(--[no]drop_the_rest_supporter)
 * @MAINT_SF_REVIEWER_PLAIN: Xen's fork: an R: person's role is
 *	"reviewer", without the section
 * @MAINT_SF_SKIP_DEVNULL: Xen's fork: a patch's "--- /dev/null" (a new
 *	file) names no file (without: "dev/null")
 * @MAINT_SF_LIST_PARSE_EMAIL: Xen's fork: an L: line is read as an
 *	address ("Team <list@host>" is list@host; words after an address,
 *	"moderated", are lost)
 * @MAINT_SF_GIT_STATS: the history of --git leaves merges out and adds
 *	"authored", "added_lines", "removed_lines" (without, Xen's fork:
 *	merges count, commit signers only)
 * @MAINT_SF_BRACES: Xen's fork: `{a,b}` in F:/X: is a or b
 * @MAINT_SF_XEN_VERSION: Xen's fork: MAINTAINERS must carry a
 *	"V: xen-maintainers-VERSION" line in THE REST (maint_script_db_ok())
 * @MAINT_SF_COUNT: the number of features
 */
enum maint_sfeat {
	MAINT_SF_SUBSTATUS,
	MAINT_SF_GLOBSTAR,
	MAINT_SF_KEYWORD_ROLE,
	MAINT_SF_KEYWORDS_IN_FILE,
	MAINT_SF_MODE_CHANGE,
	MAINT_SF_RENAME,
	MAINT_SF_DIFF_GIT,
	MAINT_SF_FIXES,
	MAINT_SF_FALLBACK_SKIPS_MAINTAINERS,
	MAINT_SF_FILE_EMAILS_ALL,
	MAINT_SF_YAML_EMAILS,
	MAINT_SF_FILE_EMAILS_MAILMAP,
	MAINT_SF_P_NAMES,
	MAINT_SF_UTF8,
	MAINT_SF_CANONPATH,
	MAINT_SF_VCS_NOTE,
	MAINT_SF_NOVCS_QUIET,
	MAINT_SF_REST_DROP,
	MAINT_SF_REVIEWER_PLAIN,
	MAINT_SF_SKIP_DEVNULL,
	MAINT_SF_LIST_PARSE_EMAIL,
	MAINT_SF_GIT_STATS,
	MAINT_SF_BRACES,
	MAINT_SF_XEN_VERSION,
	MAINT_SF_COUNT
};

/*
 * struct maint_script - a get_maintainer.pl, feature by feature: an
 * answer object of the library's (maint_script_builtin(),
 * maint_script_parse(), maint_script_find()), read through the
 * maint_script_*() accessors and freed with maint_script_free().
 */
struct maint_script;

/**
 * maint_script_builtin() - a built-in model
 * @out: receives the model (maint_script_free()); NULL when out of memory
 * @name: "newest" (also "2026": the newest kernel script) or "6.12"
 *	(Linux 6.12's script)
 *
 * Return: 0, -EINVAL for another name (*@out then holds the newest), or
 * -ENOMEM.
 */
int maint_script_builtin(struct maint_script **out, const char *name);

/**
 * maint_script_parse() - the features of a get_maintainer.pl, from its text
 * @out: receives the model (maint_script_free()); its path and origin
 *	are "" (NULL when out of memory)
 * @buf: the script's text (any bytes)
 * @len: its length
 *
 * Reads the text as data, never runs it: the option specs of its
 * GetOptions(), its @penguin_chief, its top_of_kernel_tree() and whether it
 * calls it, the role words of get_maintainer_role(), and the markers of
 * each feature (the patch-line rules, the ":Keyword:" suffix, ...).
 *
 * Return: 0, -EINVAL when @buf is not a get_maintainer.pl (*@out then
 * holds the newest model, with maint_script_note() saying why), or
 * -ENOMEM.
 */
int maint_script_parse(struct maint_script **out, const char *buf, size_t len);

/**
 * struct maint_script_where - where maint_script_find() looks
 * @version: MAINT_SCRIPT_WHERE_VERSION, the layout the caller knows
 *	(MAINT_SCRIPT_WHERE_INIT sets it)
 * @root: the tree's top directory (NULL: the current directory)
 * @path: the script to read, as named by the user (NULL: look for it)
 * @self: the running program (for a script that is a symlink to it); NULL
 *	when not known
 * @use_cache: keep the finding in the cache directory of the MAINTAINERS
 *	index (maint_load_opts), keyed by the script's stat data: the script
 *	is not read again until it changes
 *
 * A new field goes at the end, with MAINT_SCRIPT_WHERE_VERSION raised.
 */
struct maint_script_where {
	unsigned int version;
	const char *root;
	const char *path;
	const char *self;
	bool use_cache;
};
#define MAINT_SCRIPT_WHERE_VERSION 1u
#define MAINT_SCRIPT_WHERE_INIT                       \
	{                                             \
		.version = MAINT_SCRIPT_WHERE_VERSION \
	}

/**
 * maint_script_find() - the tree's own get_maintainer.pl, as a model
 * @out: receives the model (maint_script_free()); NULL on failure
 * @w: where to look (MAINT_SCRIPT_WHERE_INIT, then the fields)
 * @diag: gets one warning naming the file when the script found cannot be
 *	read as a get_maintainer.pl (another program, a binary, a FIFO, too
 *	large)
 *
 * Looks where trees keep the script: the path b4's configuration of the
 * tree (.b4-config) runs, scripts/get_maintainer.pl, then
 * util/scripts/get_maintainer.pl.  A script that was replaced in the work
 * tree (a symlink to maint, a wrapper) is read from the git index, or
 * HEAD, instead, without a word.  Without a script (or an empty one): the
 * newest model.
 *
 * Return: 0, -EINVAL (@w of a newer layout than this library's) or
 * -ENOMEM.
 */
int maint_script_find(struct maint_script **out,
		      const struct maint_script_where *w,
		      const struct maint_diag_sink *diag);

/* maint_script_free() - free a model (NULL is fine) */
void maint_script_free(struct maint_script *s);

/* Whether the script has feature @f. */
bool maint_script_has(const struct maint_script *s, enum maint_sfeat f);

/* The name of a feature ("diff-git", ...); NULL past MAINT_SF_COUNT. */
const char *maint_sfeat_name(enum maint_sfeat f);

/**
 * maint_script_name() - the built-in model a script is ("newest",
 * "6.12"), or "" when it was read from a file
 * @s: the model
 */
const char *maint_script_name(const struct maint_script *s);

/**
 * maint_script_path() - the file the model was read from, relative to
 * the tree ("" for a built-in model)
 * @s: the model
 */
const char *maint_script_path(const struct maint_script *s);

/**
 * maint_script_origin() - where the script's text came from: "work tree",
 * "git index", "HEAD" ("" for a built-in model)
 * @s: the model
 */
const char *maint_script_origin(const struct maint_script *s);

/**
 * maint_script_version() - the script's version string ("0.26"), "" when
 * unknown
 * @s: the model
 */
const char *maint_script_version(const struct maint_script *s);

/**
 * maint_script_note() - why no script of the tree answers ("" when one
 * does)
 * @s: the model
 */
const char *maint_script_note(const struct maint_script *s);

/**
 * maint_script_chief() - one of the script's chief penguins
 * (@penguin_chief)
 * @s: the model
 * @i: which, from 0
 * @name: receives the name (a case-insensitive regex, as in the script,
 *	for the sign-offs left out); NULL when not wanted
 * @addr: receives the address; NULL when not wanted
 *
 * Return: false past the last one (*@name and *@addr untouched).
 */
bool maint_script_chief(const struct maint_script *s, size_t i,
			const char **name, const char **addr);

/**
 * maint_script_role() - one of the script's role words: an M: person's
 * role by the section's status, where the script names roles by status
 * @s: the model
 * @i: which, from 0
 * @status: receives the status (lower case); NULL when not wanted
 * @word: receives the role word; NULL when not wanted
 *
 * Return: false past the last one (none: the newest script's
 * "maintainer" with MAINT_SF_SUBSTATUS, else the status lower-cased).
 */
bool maint_script_role(const struct maint_script *s, size_t i,
		       const char **status, const char **word);

/**
 * maint_script_tree_check() - whether the script refuses to run outside
 * a tree that passes its checks (maint_script_check(); without --no-tree,
 * where it knows that option)
 * @s: the model
 */
bool maint_script_tree_check(const struct maint_script *s);

/**
 * maint_script_check() - one test of the script's top_of_kernel_tree()
 * @s: the model
 * @i: which, from 0
 * @kind: receives 'f' (a regular file), 'd' (a directory) or 'e'
 *	(anything); NULL when not wanted
 * @name: receives the name tested, relative to the tree; NULL when not
 *	wanted
 *
 * Return: false past the last one.
 */
bool maint_script_check(const struct maint_script *s, size_t i, char *kind,
			const char **name);

/**
 * maint_script_tree_msg() - what the script says when its tree check
 * fails (without "NAME: " and the newline)
 * @s: the model
 */
const char *maint_script_tree_msg(const struct maint_script *s);

/**
 * maint_script_section_maxlen() - a section name longer than this is cut
 * to this less 3 characters and "..." in roles (0: never cut)
 * @s: the model
 */
unsigned int maint_script_section_maxlen(const struct maint_script *s);

/*
 * The options of the kernel's get_maintainer.pl the model tells about, by
 * their long name ("tree", "keywords-in-file", ...; NULL past the end).
 * A fork's own option (Xen's drop_the_rest_supporter) goes with its
 * feature (MAINT_SF_REST_DROP) instead.
 */
const char *maint_script_option(size_t i);

/*
 * Whether the script knows the option @name (any of its spellings: "k",
 * "keywords"; no "no" prefix).  An option the model does not tell about
 * (maint's own) is known.
 */
bool maint_script_knows(const struct maint_script *s, const char *name);

/*
 * Whether the script's default for option @name (as maint_script_knows())
 * is known; then *@on says whether it is on.
 */
bool maint_script_default(const struct maint_script *s, const char *name,
			  bool *on);

/* Whether directory @root (NULL: the current one) passes its tree check. */
bool maint_script_tree_ok(const struct maint_script *s, const char *root);

struct maint_db;
/*
 * Whether MAINTAINERS as read into @db passes the script's check of it
 * (Xen's fork: THE REST carries "V: xen-maintainers-VERSION", VERSION
 * neither empty nor "0").  When it does not, *@msg (static) is the
 * script's message without its "NAME: " (the caller prints it, then the
 * message, then a newline: the message ends with one of its own).
 */
bool maint_script_db_ok(const struct maint_script *s, const struct maint_db *db,
			const char **msg);

/*
 * struct maint_dropin - the git configuration that makes b4 and git
 * send-email in a tree call maint get instead of get_maintainer.pl: an
 * answer object of maint_dropin_plan(), read through maint_dropin_at()
 *
 * b4's commands take the options of the tree's own .b4-config where it
 * names get_maintainer.pl (a command naming another program is left
 * alone), else b4's defaults; send-email's run --series (a cover letter
 * gets the union of its series).
 */
struct maint_dropin;

/**
 * maint_dropin_plan() - what to set in a tree for maint get
 * @out: receives the plan (maint_dropin_free()); NULL on failure
 * @root: the tree's top directory (NULL: the current directory)
 * @prog: the command line that runs maint ("maint")
 *
 * Return: 0 or -ENOMEM.
 */
int maint_dropin_plan(struct maint_dropin **out, const char *root,
		      const char *prog);

/**
 * maint_dropin_at() - one setting of a plan
 * @d: the plan
 * @i: which, from 0
 * @key: receives the key (b4.send-auto-to-cmd, b4.send-auto-cc-cmd,
 *	sendemail.tocmd, sendemail.cccmd); NULL when not wanted
 * @value: receives its value; NULL when not wanted
 *
 * Return: false past the last one.
 */
bool maint_dropin_at(const struct maint_dropin *d, size_t i, const char **key,
		     const char **value);

/*
 * Set it in the work tree's own git configuration (git config --local:
 * .git/config, no tracked file changes).  Returns 0, -EINVAL when
 * git refuses (not a git work tree), or -errno.
 */
int maint_dropin_write(const struct maint_dropin *d, const char *root);
/* maint_dropin_free() - free a plan (NULL is fine) */
void maint_dropin_free(struct maint_dropin *d);

/**
 * struct maint_get_opts - the options of get_maintainer.pl
 *
 * Field names follow the script's option names; defaults are set by
 * maint_get_opts_init().
 */
struct maint_get_opts {
	/* MAINT_GET_OPTIONS_VERSION: the layout the caller knows */
	unsigned int version;
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
	/*
	 * The get_maintainer.pl to answer as (borrowed: it must outlive the
	 * answer); NULL: the newest.
	 */
	const struct maint_script *script;
	/* git processes run at once for history (0: online CPUs) */
	int jobs;
	/* the history index (off as well without the cache) */
	enum maint_history_mode history;
	/* (layout 2) Xen's --drop_the_rest_supporter (MAINT_SF_REST_DROP) */
	bool drop_the_rest_supporter;
};
#define MAINT_GET_OPTIONS_VERSION 2u
/* get_maintainer.pl's defaults (maint_get_opts_init() sets the same) */
#define MAINT_GET_OPTIONS_INIT                                               \
	{                                                                    \
		.version = MAINT_GET_OPTIONS_VERSION, .email = true,         \
		.usename = true, .maintainer = true, .reviewer = true,       \
		.fixes = true, .list = true, .moderated = true,              \
		.git_blame_signatures = true, .git_fallback = true,          \
		.git_min_signatures = 1, .git_max_maintainers = 5,           \
		.git_min_percent = 5, .git_since = "1-year-ago",             \
		.remove_duplicates = true, .mailmap = true,                  \
		.multiline = true, .rolestats = true, .separator = ", ",     \
		.letters = "", .keywords = true,                             \
		.drop_the_rest_supporter = true,                             \
	}

void maint_get_opts_init(struct maint_get_opts *o);

/*
 * maint_get_opts_script() - the defaults of the script @s in @o: where it
 * sets an on/off option's default otherwise than the newest script (Xen's
 * fork: no roles, no git fallback, duplicates kept), @o gets the script's.
 * Call it after maint_get_opts_init(), before setting the caller's options.
 */
void maint_get_opts_script(struct maint_get_opts *o,
			   const struct maint_script *s);

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

/*
 * After maint_get_run(): whether git history was read through git where a
 * history index brought up to date (maint_history_update()) would have
 * answered.
 */
bool maint_get_history_stale(const struct maint_get *g);

/**
 * maint_get_output() - the text get_maintainer.pl would print
 *
 * Valid after maint_get_run(); owned by @g.
 */
const char *maint_get_output(const struct maint_get *g, size_t *len);

/**
 * enum maint_role_kind - what brought an entry into the answer
 * @MAINT_ROLE_MAINTAINER: an M: line (whatever word the script's
 *	version prints for it: maintainer, supporter, odd fixer, ...)
 * @MAINT_ROLE_REVIEWER: an R: line
 * @MAINT_ROLE_LIST: an L: line (open, moderated or subscriber list)
 * @MAINT_ROLE_CHIEF: the chief penguin (a "Buried alive in reporters"
 *	section's M:, or --git-chief-penguins)
 * @MAINT_ROLE_GIT: git history (commit_signer, authored, added_lines,
 *	removed_lines, with or without their --rolestats counts)
 * @MAINT_ROLE_FILE: an address written in the file itself ("in file")
 */
enum maint_role_kind {
	MAINT_ROLE_MAINTAINER,
	MAINT_ROLE_REVIEWER,
	MAINT_ROLE_LIST,
	MAINT_ROLE_CHIEF,
	MAINT_ROLE_GIT,
	MAINT_ROLE_FILE,
};

/**
 * struct maint_role - one role of an entry (maint_person_role())
 * @kind: what the role is
 * @section: the MAINTAINERS section that gave it (index for
 *	maint_db_section()), or (size_t)-1 (git history, a file's own
 *	addresses, the chief penguin of --git-chief-penguins)
 * @keyword: the K: item (index for maint_db_item()) whose match in the
 *	patch brought @section in, or (size_t)-1 when a file matched it
 * @text: the role as --roles prints it ("maintainer:XFS FILESYSTEM",
 *	"open list:NETWORKING DRIVERS", "commit_signer:3/7=43%")
 *
 * Only the library makes one; a caller reads it through the pointer
 * maint_person_role() hands out (fields may be added at the end).
 */
struct maint_role {
	enum maint_role_kind kind;
	size_t section;
	size_t keyword;
	const char *text;
};

/**
 * struct maint_person - one entry of the answer (person or list)
 * @email: formatted address as printed ("Name <addr>" or "addr")
 * @role: the role text (what --roles prints in parentheses): the texts
 *	of its roles (maint_person_role()) joined by ',' as the script joins
 *	them (a text already contained in the ones before is not repeated)
 * @is_list: a mailing list
 *
 * Only the library makes one (maint_get_person()): a caller never
 * allocates one nor steps from one to the next; fields may be added at
 * the end.
 */
struct maint_person {
	const char *email;
	const char *role;
	bool is_list;
};

/**
 * maint_person_nroles() - how many roles @p has
 * @p: an entry of maint_get_person()
 */
size_t maint_person_nroles(const struct maint_person *p);
/**
 * maint_person_role() - role @i of @p, in the order they were given (each
 * once), or NULL past the end; valid as long as @p
 * @p: an entry of maint_get_person()
 * @i: the index
 */
const struct maint_role *maint_person_role(const struct maint_person *p,
					   size_t i);

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

/* Render the answer as JSON (malloc'd, NUL-terminated). */
char *maint_get_json(const struct maint_get *g);

#ifdef __cplusplus
}
#endif

#endif
