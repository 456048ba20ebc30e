// SPDX-License-Identifier: GPL-2.0-only
/*
 * Running programs other than git: posix_spawnp() with an argument vector,
 * each in a process group of its own (so that a deadline or a stop ends
 * all it started), a bounded number at once, each with a deadline.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>

#include "base/procrun.h"

extern char **environ;

/* One run in progress: its process (group), its entry, its deadline. */
struct job {
	pid_t pid;
	size_t proc;
	double deadline;
};

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static pid_t start(const struct mnt_proc *p, const char *dir)
{
	posix_spawn_file_actions_t fa;
	posix_spawnattr_t at;
	pid_t pid;
	int rc;

	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
	posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
	posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
	posix_spawn_file_actions_addchdir_np(&fa, dir);
	posix_spawnattr_init(&at);
	/* its own process group, so that a deadline ends all of it */
	posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP);
	posix_spawnattr_setpgroup(&at, 0);
	rc = posix_spawnp(&pid, p->argv[0], &fa, &at, (char *const *)p->argv,
			  environ);
	posix_spawn_file_actions_destroy(&fa);
	posix_spawnattr_destroy(&at);
	return rc ? -1 : pid;
}

/* Start runs from procs[next] on while the pool has room; the new next. */
static size_t fill(struct mnt_proc *procs, size_t n, size_t next,
		   struct job *jobs, size_t *running, size_t width,
		   const char *dir, double limit_s, volatile sig_atomic_t *stop)
{
	while (next < n && *running < width && !(stop && *stop)) {
		pid_t pid = start(&procs[next], dir);

		if (pid < 0) {
			procs[next++].result = MNT_PROC_FAILED;
			continue;
		}
		jobs[*running].pid = pid;
		jobs[*running].proc = next++;
		jobs[*running].deadline = now() + limit_s;
		(*running)++;
	}
	return next;
}

/* Reap the runs that ended, and end those past their deadline. */
static void reap(struct mnt_proc *procs, struct job *jobs, size_t *running)
{
	size_t k;

	for (k = 0; k < *running;) {
		int st;
		pid_t r = waitpid(jobs[k].pid, &st, WNOHANG);
		int *res = &procs[jobs[k].proc].result;

		if (r == 0 && now() > jobs[k].deadline) {
			kill(-jobs[k].pid, SIGKILL);
			waitpid(jobs[k].pid, &st, 0);
			*res = MNT_PROC_TIMEOUT;
		} else if (r == jobs[k].pid) {
			*res = WIFEXITED(st) && !WEXITSTATUS(st) ?
				       MNT_PROC_OK :
				       MNT_PROC_FAILED;
		} else if (r < 0 && errno != EINTR) {
			*res = MNT_PROC_FAILED;
		} else {
			k++;
			continue;
		}
		jobs[k] = jobs[--*running];
	}
}

/* Every running process group ended and reaped. */
static void kill_all(const struct job *jobs, size_t running)
{
	size_t k;

	for (k = 0; k < running; k++)
		kill(-jobs[k].pid, SIGKILL);
	for (k = 0; k < running; k++)
		while (waitpid(jobs[k].pid, NULL, 0) < 0 && errno == EINTR)
			;
}

int mnt_proc_run(struct mnt_proc *procs, size_t n, const char *dir,
		 unsigned int width, double limit_s,
		 volatile sig_atomic_t *stop)
{
	struct job *jobs;
	size_t i, next = 0, running = 0;

	if (!width)
		width = 1;
	jobs = calloc(width, sizeof(*jobs));
	if (!jobs)
		return -ENOMEM;
	for (i = 0; i < n; i++)
		procs[i].result = MNT_PROC_PENDING;
	while (next < n || running) {
		if (stop && *stop) {
			kill_all(jobs, running);
			free(jobs);
			return -EINTR;
		}
		next = fill(procs, n, next, jobs, &running, width, dir, limit_s,
			    stop);
		reap(procs, jobs, &running);
		if (running) {
			struct timespec ts = { 0, 20 * 1000 * 1000 };

			nanosleep(&ts, NULL);
		}
	}
	free(jobs);
	return 0;
}
