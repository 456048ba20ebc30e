/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * libmaint: the history index, git history kept per repository for
 * maint get --git, its git fallback and maint activity.  Include
 * <maint.h>.
 */
#ifndef MAINT_HISTORY_H
#define MAINT_HISTORY_H

#include <stdbool.h>

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
	unsigned int added, commits, broken;
	bool rebuilt, compacted, current;
	double seconds;
};

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
 */
struct maint_history_status {
	const char *state, *why;
	char *path;
	unsigned long long size;
	unsigned int commits, paths, changes, tips;
	long long built;
};

/* The status of root's history index; 0 or -ENOMEM. */
int maint_history_status(const char *root, struct maint_history_status *st);
void maint_history_status_release(struct maint_history_status *st);

#ifdef __cplusplus
}
#endif

#endif
