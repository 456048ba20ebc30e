/* SPDX-License-Identifier: GPL-2.0-only */
/* Running git: always with an argument vector, never through a shell. */
#ifndef MAINT_GITRUN_H
#define MAINT_GITRUN_H

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
 * -errno: -ENOENT when git cannot be run.
 */
int mnt_git(const char *root, const char *const *args, struct mbuf *out,
	    size_t max, bool quiet, int *status);

#endif
