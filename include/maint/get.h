/* SPDX-License-Identifier: GPL-2.0-only */
/* libmaint: who gets a patch, as get_maintainer.pl says.  Include <maint.h>. */
#ifndef MAINT_GET_H
#define MAINT_GET_H

#include "maint/db.h"

#ifdef __cplusplus
extern "C" {
#endif

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
	/* Which script's behaviour (role words, --substatus). */
	enum maint_compat compat;
	/* git processes run at once for history (0: online CPUs) */
	int jobs;
};
#define MAINT_GET_OPTIONS_VERSION 1u
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
	}

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
 * struct maint_role - one role of an entry
 * @kind: what the role is
 * @section: the MAINTAINERS section that gave it (index for
 *	maint_db_section()), or (size_t)-1 (git history, a file's own
 *	addresses, the chief penguin of --git-chief-penguins)
 * @keyword: the K: item (index for maint_db_item()) whose match in the
 *	patch brought @section in, or (size_t)-1 when a file matched it
 * @text: the role as --roles prints it ("maintainer:XFS FILESYSTEM",
 *	"open list:NETWORKING DRIVERS", "commit_signer:3/7=43%")
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
 *	of @roles joined by ',' as the script joins them (a text already
 *	contained in the ones before is not repeated)
 * @is_list: a mailing list
 * @roles: every role, in the order they were given, each once
 * @nroles: how many
 */
struct maint_person {
	const char *email;
	const char *role;
	bool is_list;
	const struct maint_role *roles;
	size_t nroles;
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

/* Render the answer as JSON (malloc'd, NUL-terminated). */
char *maint_get_json(const struct maint_get *g);

#ifdef __cplusplus
}
#endif

#endif
