/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * libmaint: the history index, git history kept per repository for
 * maint get --git, its git fallback and maint activity.  Include
 * <maint.h>.
 */
#ifndef MAINT_HISTORY_H
#define MAINT_HISTORY_H

#include <stdbool.h>
#include <stddef.h>

#include "maint/db.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * enum maint_history_mode - how git history is read (maint_get_opts.history)
 * @MAINT_HISTORY_AUTO: from the history index (maint_history_update())
 *	where it holds HEAD, otherwise through git (maint_get_history_stale()
 *	then tells the caller an update would have helped)
 * @MAINT_HISTORY_WAIT: bring the index up to date first, then answer
 *	from it
 * @MAINT_HISTORY_OFF: always through git
 *
 * Either way the answer is the same: what the index cannot answer byte
 * for byte (see maint-history(1)) goes to git.
 */
enum maint_history_mode {
	MAINT_HISTORY_AUTO,
	MAINT_HISTORY_WAIT,
	MAINT_HISTORY_OFF,
};

/**
 * struct maint_history_stats - what maint_history_update() did
 * @version: MAINT_HISTORY_STATS_VERSION (MAINT_HISTORY_STATS_INIT; 0 reads
 *	as 1): the caller allocates it, the library fills the members of
 *	that version and refuses a newer one (-EINVAL)
 * @added: commits added
 * @commits: commits the index holds now
 * @broken: commits whose diff git could not make (a missing object):
 *	kept without line counts, their files answered by git
 * @rebuilt: made from nothing (none yet, or damaged, or for another
 *	state of the repository)
 * @compacted: commits no tip reaches any more were dropped
 * @current: it already held HEAD: nothing was done
 * @seconds: how long it took
 */
struct maint_history_stats {
	unsigned int version;
	unsigned int added, commits, broken;
	bool rebuilt, compacted, current;
	double seconds;
};
#define MAINT_HISTORY_STATS_VERSION 1u
#define MAINT_HISTORY_STATS_INIT                       \
	{                                              \
		.version = MAINT_HISTORY_STATS_VERSION \
	}

/* maint_history_update() flags */
#define MAINT_HISTORY_REBUILD 1u /* from nothing */
#define MAINT_HISTORY_NO_WAIT 2u /* another maint builds it: -EWOULDBLOCK */

/**
 * maint_history_update() - bring the history index of a tree up to date
 * @root: the work tree's top (NULL: the current directory)
 * @flags: MAINT_HISTORY_*
 * @st: receives what was done
 * @why: receives why it failed (a static string), or NULL
 *
 * Reads what the index lacks of HEAD's history through git and writes the
 * index again (in the cache directory, beside the MAINTAINERS index), under
 * a lock: a second process waits for the first (or, with
 * MAINT_HISTORY_NO_WAIT, gives up).
 *
 * Return: 0, -ENOENT (not a git work tree), -ENOTSUP (a repository the
 * index cannot serve: *why says why; git answers), -EACCES (no usable
 * cache directory), -EWOULDBLOCK, -EIO (git failed), -ENOMEM.
 */
int maint_history_update(const char *root, unsigned int flags,
			 struct maint_history_stats *st, const char **why);

/**
 * struct maint_history_status - the history index of a tree
 * @state: "ready" (it holds HEAD), "behind" (HEAD is newer, or the
 *	repository's configuration changed), "missing", "damaged",
 *	"unusable" (a repository it cannot serve: grafts, replace refs, a
 *	GIT_* variable, ...), "no-repository", "no-cache-directory"
 * @why: a sentence for the state (static)
 * @path: the index file (malloc'd), or NULL
 * @size: its size in bytes
 * @commits: commits in it
 * @paths: file names in it
 * @changes: file changes (commit, file) in it
 * @tips: heads it was brought up to
 * @built: when it was written (seconds since the epoch), or 0
 *
 * Only the library makes one (maint_history_status()): a caller reads it
 * through the pointer it hands out and never allocates one, so fields
 * may be added at the end.
 */
struct maint_history_status {
	const char *state, *why;
	char *path;
	unsigned long long size;
	unsigned int commits, paths, changes, tips;
	long long built;
};

/**
 * maint_history_status() - the status of a tree's history index
 * @root: the work tree's top (NULL: the current directory)
 * @out: receives the status (maint_history_status_free()); NULL when out
 *	of memory
 *
 * Return: 0 or -ENOMEM.
 */
int maint_history_status(const char *root, struct maint_history_status **out);

/**
 * maint_history_status_free() - free a status from maint_history_status()
 * @st: the status (NULL is fine)
 */
void maint_history_status_free(struct maint_history_status *st);

/**
 * maint_history_json() - the status, and what an update did, as JSON
 * (malloc'd, a newline at the end, its length in *len when @len is not
 * NULL; NULL when out of memory), the schema of maint history --json:
 *
 * {"state", "why", "index" (@s's, the path or null), "commits", "files",
 *  "changes", "tips", "size", "built" (seconds since the epoch, 0: never),
 *  "update": {"ok", "why" (why it failed, or null), "added", "rebuilt",
 *   "compacted", "broken", "seconds"} (only with @update)}
 *
 * @update: what maint_history_update() said in its @st, or NULL when no
 * update was asked for; @err its return value (an update that failed is
 * "ok": false, its numbers 0), @why its *why.  Pretty-printed, a member
 * a line.
 */
char *maint_history_json(const struct maint_history_status *s,
			 const struct maint_history_stats *update, int err,
			 const char *why, size_t *len);

/* Who really looks after what: maint_activity_run() (maint-activity(1)) */

/* What a person did within a section's files. */
enum maint_act_kind {
	MAINT_ACT_AUTHORED, /* authored a commit (not a merge) */
	MAINT_ACT_SIGNOFF, /* Signed-off-by: (their own commits too) */
	MAINT_ACT_ACK, /* Acked-by: */
	MAINT_ACT_REVIEW, /* Reviewed-by: */
	MAINT_ACT_MERGE, /* committed a merge */
	MAINT_ACT_NKINDS,
};

/**
 * struct maint_activity_person - one person's activity in one section
 * @name: the name as .mailmap gives it (or as first seen)
 * @email: the address, through .mailmap, in lower case
 * @role: 'M' or 'R' for a person the section lists, 0 for another
 * @count: commits of each kind (enum maint_act_kind) within the window
 * @last: committer date of the last of each kind (0: none)
 * @last_any: the last of all kinds here
 * @last_tree: the last commit of any kind by this person in the whole
 *	tree within the window (0: none), to tell "silent here" from
 *	"silent"
 * @handled: commits of others they handled here: sign-offs of commits
 *	they did not author, acks, reviews, merges
 */
struct maint_activity_person {
	const char *name, *email;
	char role;
	unsigned int count[MAINT_ACT_NKINDS];
	long long last[MAINT_ACT_NKINDS];
	long long last_any, last_tree;
	unsigned int handled;
};

/**
 * struct maint_activity_section - one MAINTAINERS section
 * @section: its index in the database
 * @status: the value of its S: line ("" when it has none)
 * @commits: non-merge commits within the window touching its files
 * @merges: merges within the window whose first-parent diff does
 * @npeople: how many people (maint_activity_person()): the people it
 *	lists (M: then R:, in MAINTAINERS order), then at most opts.others
 *	people it does not list who did anything within its files, those
 *	who handled most first, then the most active
 * @nlisted: how many of them are listed (the first @nlisted)
 * @has_maintainers: it has an M: line
 * @silent: it has M: people, and none of them did anything within its
 *	files in the window
 * @handled_by_others: people it does not list handled more of its
 *	commits than the people it lists
 * @handled_listed: handling (see struct maint_activity_person) by listed
 * @handled_others: ... and by people it does not list, counting only what
 *	they handled in commits none of whose sections lists them (the
 *	maintainer of a wider section covering the same files, such as the
 *	catch-all one, is not "someone else")
 */
struct maint_activity_section {
	size_t section;
	const char *status;
	unsigned int commits, merges;
	size_t npeople, nlisted;
	bool has_maintainers, silent, handled_by_others;
	unsigned int handled_listed, handled_others;
};

/**
 * struct maint_activity_summary - the whole tree
 * @since: the window's start (seconds since the epoch)
 * @head: HEAD's committer date
 * @commits: non-merge commits in the window
 * @merges: merge commits in the window
 * @sections: sections reported
 * @with_maintainers: of those with an M: line
 * @active: of those with M: people, where one of them was active
 * @silent: ... where all of them were silent
 * @no_commits: sections none of whose files changed in the window
 * @handled_by_others: sections handled more by people they do not list
 * @unmapped: commits whose files the index does not know (not counted)
 */
struct maint_activity_summary {
	long long since, head;
	unsigned int commits, merges, sections, with_maintainers, active,
		silent, no_commits, handled_by_others, unmapped;
};

/**
 * struct maint_activity_opts - what maint_activity_run() looks at
 * @version: MAINT_ACTIVITY_OPTIONS_VERSION (MAINT_ACTIVITY_OPTIONS_INIT)
 * @root: the work tree (NULL: the current directory)
 * @since: the window, as git reads --since (NULL: "2-years-ago")
 * @section: one section by its exact name, or NULL for all
 * @mailmap: addresses through the tree's .mailmap
 * @others: at most this many people not listed per section (0: 5)
 */
struct maint_activity_opts {
	unsigned int version;
	const char *root, *since, *section;
	bool mailmap;
	unsigned int others;
};
#define MAINT_ACTIVITY_OPTIONS_VERSION 1u
#define MAINT_ACTIVITY_OPTIONS_INIT \
	{ .version = MAINT_ACTIVITY_OPTIONS_VERSION, .mailmap = true }

struct maint_activity;

/**
 * maint_activity_run() - who did what within each section's files
 * @out: receives the result (maint_activity_free())
 * @db: MAINTAINERS of the tree
 * @o: the options (NULL: MAINT_ACTIVITY_OPTIONS_INIT)
 * @why: receives why it failed (static), or NULL
 *
 * Reads the history index of @o->root, which must hold HEAD (bring it up
 * to date with maint_history_update() first): every commit reachable
 * from HEAD through commits no older than the window (merges too), the
 * sections their files match (maint_match_file()), their author,
 * committer and Signed-off-by:, Acked-by: and Reviewed-by: lines.
 *
 * Return: 0, -ESTALE (no usable index: *why), -ENOENT (no such
 * section), -EINVAL (options of a newer layout, a --since git cannot
 * read, a damaged index), -ENOMEM.
 */
int maint_activity_run(struct maint_activity **out, struct maint_db *db,
		       const struct maint_activity_opts *o, const char **why);
void maint_activity_free(struct maint_activity *a);
size_t maint_activity_nsections(const struct maint_activity *a);
const struct maint_activity_section *
maint_activity_section(const struct maint_activity *a, size_t i);
/*
 * maint_activity_person() - person k of section i of the answer (both
 * 0-based; see maint_activity_section's @npeople), or NULL past the end
 */
const struct maint_activity_person *
maint_activity_person(const struct maint_activity *a, size_t i, size_t k);
const struct maint_activity_summary *
maint_activity_summary(const struct maint_activity *a);
/*
 * The panel of maint report html --activity: the summary and a table of
 * the sections found silent or handled by others.  malloc'd (*len: its
 * length), NULL when out of memory.
 */
char *maint_activity_html(const struct maint_activity *a,
			  const struct maint_db *db, size_t *len);
/**
 * maint_activity_json() - the answer as JSON (malloc'd, a newline at the
 * end; NULL when out of memory), the schema of maint activity --json:
 *
 * {"since": DATE, "head": DATE (HEAD's committer date),
 *  "summary": {"sections", "with_maintainers", "active", "silent",
 *   "handled_by_others", "no_commits", "commits", "merges", "unmapped"},
 *  "sections": [{"name", "status", "commits", "merges", "silent",
 *   "handled_by_others", "handled_listed", "handled_others",
 *   "people": [PERSON...]}...],
 *  "diagnostics": @diagnostics (a JSON array; NULL: [])}
 *
 * PERSON: {"role": "M"|"R"|null, "name", "email", "counts": {KIND: N},
 * "last": {KIND: DATE|null}, "handled", "last_any": DATE|null,
 * "last_in_tree": DATE|null}; KIND: maint_act_kind_name(); DATE:
 * "YYYY-MM-DD" (UTC).
 */
char *maint_activity_json(const struct maint_activity *a,
			  const struct maint_db *db, const char *diagnostics,
			  size_t *len);
/* "authored", "signoff", "ack", "review", "merge" */
const char *maint_act_kind_name(enum maint_act_kind k);

#ifdef __cplusplus
}
#endif

#endif
