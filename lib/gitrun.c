// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "gitrun.h"

extern char **environ;

int mnt_git(const char *root, const char *const *args, struct mbuf *out,
	    size_t max, bool quiet, int *status)
{
	posix_spawn_file_actions_t fa;
	const char **argv;
	size_t n = 0, i, nargs = 0;
	int pipefd[2], ret = 0, st;
	char buf[65536];
	pid_t pid;

	*status = -1;
	while (args[nargs])
		nargs++;
	argv = malloc((nargs + 4) * sizeof(*argv));
	if (!argv)
		return -ENOMEM;
	argv[n++] = "git";
	if (root) {
		argv[n++] = "-C";
		argv[n++] = root;
	}
	for (i = 0; i < nargs; i++)
		argv[n++] = args[i];
	argv[n] = NULL;
	if (pipe2(pipefd, O_CLOEXEC)) {
		ret = -errno;
		free(argv);
		return ret;
	}
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, pipefd[1], 1);
	posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
	if (quiet)
		posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY,
						 0);
	ret = posix_spawnp(&pid, "git", &fa, NULL, (char *const *)argv,
			   environ);
	posix_spawn_file_actions_destroy(&fa);
	free(argv);
	close(pipefd[1]);
	if (ret) {
		close(pipefd[0]);
		return -ret;
	}
	for (;;) {
		ssize_t r = read(pipefd[0], buf, sizeof(buf));

		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		if (out->len + (size_t)r > max) {
			ret = -EFBIG;
			break; /* closing the pipe ends git with SIGPIPE */
		}
		mbuf_add(out, buf, (size_t)r);
	}
	close(pipefd[0]);
	while (waitpid(pid, &st, 0) < 0) {
		if (errno != EINTR)
			return ret ? ret : -errno;
	}
	*status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
	if (!ret && mbuf_failed(out))
		ret = -ENOMEM;
	return ret;
}

/* mnt_git_parallel(): a few threads, each running one git at a time. */
struct git_pool {
	const char *root;
	struct mnt_git_job *jobs;
	size_t n, max;
	bool quiet;
	atomic_size_t next;
};

static void *pool_worker(void *arg)
{
	struct git_pool *p = arg;
	size_t i;

	while ((i = atomic_fetch_add(&p->next, 1)) < p->n) {
		struct mnt_git_job *j = &p->jobs[i];

		j->ret = mnt_git(p->root, j->args, &j->out, p->max, p->quiet,
				 &j->status);
	}
	return NULL;
}

unsigned int mnt_online_cpus(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n < 1 ? 1 : n > 1024 ? 1024 : (unsigned int)n;
}

int mnt_git_parallel(const char *root, struct mnt_git_job *jobs, size_t n,
		     size_t max, bool quiet, unsigned int width)
{
	struct git_pool p = { root, jobs, n, max, quiet, 0 };
	pthread_t *tids;
	size_t i, started = 0;

	for (i = 0; i < n; i++) {
		jobs[i].status = -1;
		jobs[i].ret = 0;
	}
	if (!width)
		width = mnt_online_cpus();
	if (width > n)
		width = (unsigned int)n;
	if (width <= 1) {
		pool_worker(&p);
		return 0;
	}
	tids = malloc(width * sizeof(*tids));
	if (!tids)
		return -ENOMEM;
	/* this thread is one of the workers */
	for (i = 0; i + 1 < width; i++) {
		if (pthread_create(&tids[i], NULL, pool_worker, &p))
			break;
		started++;
	}
	pool_worker(&p);
	for (i = 0; i < started; i++)
		pthread_join(tids[i], NULL);
	free(tids);
	return 0;
}
