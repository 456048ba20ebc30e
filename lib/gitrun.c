// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <fcntl.h>
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
