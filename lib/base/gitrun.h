/* SPDX-License-Identifier: GPL-2.0-only */
/* Running git: always with an argument vector, never through a shell. */
#ifndef MNT_BASE_GITRUN_H
#define MNT_BASE_GITRUN_H

#include <stdbool.h>
#include <stddef.h>

#include "mbuf.h"

/**
 * mnt_git() - run git and collect its standard output
 * @root: the directory to run in ("git -C ROOT"), or NULL for the current
 * @args: git's arguments (after "git"), NULL-terminated; put "--" before
 *        paths
 * @out: receives standard output (appended)
 * @max: more output than this is refused (-EFBIG)
 * @quiet: send git's standard error to /dev/null instead of ours
 * @status: git's exit status, or -1 when it died by a signal
 *
 * Standard input is /dev/null.  Returns 0 (whatever git's status) or
 * -errno: -ENOENT when git cannot be run, -EPERM for a blame not run
 * because a filter driver of the repository's config could not be switched
 * off, -MAINT_E_GITREFUSED when git refused the repository for its owner
 * (see mnt_git_refused()).
 *
 * The repository's own config cannot make git run a command: options that
 * override core.fsmonitor, hooks, signature verification, textconv and
 * external diff go before and after the subcommand; the filter drivers,
 * whose names are the repository's, are switched off through the
 * environment, never through "-c" (see gitrun.c).
 */
int mnt_git(const char *root, const char *const *args, struct mbuf *out,
	    size_t max, bool quiet, int *status);

/**
 * mnt_git_refused() - does git refuse the repository at @root for its owner?
 * @root: as for mnt_git()
 * @msg: NULL, or receives (when refused) the explanation with the command
 *       that lifts it, to show as it is (free it)
 *
 * git (2.35.2 and later) refuses a repository another user owns unless
 * safe.directory lists it ("detected dubious ownership").  Runs one
 * `git rev-parse --git-dir` with messages in English (LC_ALL=C) and reads
 * them.  Returns 1 (refused), 0 (not refused: fine, not a repository, no
 * git) or -ENOMEM.
 */
int mnt_git_refused(const char *root, char **msg);

/**
 * struct mnt_git_job - one git run of mnt_git_parallel()
 * @args: git's arguments, as for mnt_git()
 * @out: receives standard output (appended)
 * @status: git's exit status (-1: died by a signal or did not run)
 * @ret: what mnt_git() returned for it
 */
struct mnt_git_job {
	const char *const *args;
	struct mbuf out;
	int status;
	int ret;
};

/**
 * mnt_git_parallel() - run several gits at once
 * @root: as for mnt_git()
 * @jobs: the runs; each gets exactly what mnt_git() alone would give it
 * @n: how many
 * @max: output cap of each, as for mnt_git()
 * @quiet: as for mnt_git()
 * @width: at most this many run at once (0: the number of online CPUs)
 *
 * Returns 0, or -errno when the runs could not be started (then none ran).
 */
int mnt_git_parallel(const char *root, struct mnt_git_job *jobs, size_t n,
		     size_t max, bool quiet, unsigned int width);

/*
 * Whether a "git" exists in a directory of $PATH (get_maintainer.pl's
 * which("git")); looked up once per process, with the git every run
 * starts.
 */
bool mnt_git_in_path(void);

/* The number of online CPUs (at least 1). */
unsigned int mnt_online_cpus(void);

#endif
