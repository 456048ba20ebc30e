/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Running programs other than git (curl for maint check --online): an
 * argument vector, never a shell; bounded in number and in time.
 */
#ifndef MNT_BASE_PROCRUN_H
#define MNT_BASE_PROCRUN_H

#include <signal.h>
#include <stddef.h>

/* What became of one run */
enum mnt_proc_result {
	MNT_PROC_PENDING = -1,
	MNT_PROC_OK = 0, /* exit status 0 */
	MNT_PROC_FAILED = 1, /* another status, a signal, or not started */
	MNT_PROC_TIMEOUT = 2, /* killed at its deadline */
};

/**
 * struct mnt_proc - one program to run
 * @argv: its argument vector, NULL-terminated; argv[0] is looked up in
 *        $PATH (posix_spawnp), never given to a shell
 * @result: set by mnt_proc_run() (enum mnt_proc_result)
 */
struct mnt_proc {
	const char *const *argv;
	int result;
};

/**
 * mnt_proc_run() - run every program of @procs, @width at a time
 * @dir: the directory they run in (away from a repository whose config
 *       could steer git: "/")
 * @limit_s: seconds after its start at which a run's whole process group
 *           is killed (MNT_PROC_TIMEOUT)
 * @stop: when non-NULL, polled every 20 ms: once it is set (by a signal
 *        handler), every running process group is killed and reaped
 *
 * Each run has /dev/null for standard input, output and error and a
 * process group of its own.  Returns 0, -ENOMEM (nothing ran), or -EINTR
 * after @stop (the runs not finished keep MNT_PROC_PENDING).
 */
int mnt_proc_run(struct mnt_proc *procs, size_t n, const char *dir,
		 unsigned int width, double limit_s,
		 volatile sig_atomic_t *stop);

#endif
