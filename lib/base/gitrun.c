// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/gitrun.h"

extern char **environ;

/*
 * A repository's own config (.git/config, and what it includes) comes with
 * the tree and is not trusted: it must not make git run a command.  The
 * settings that would, for the read-only commands maint runs, are
 * overridden on the command line, which wins over every config file:
 *
 *   core.fsmonitor    a hook run by every command that reads the index
 *                     (ls-files, blame, log --follow)
 *   core.hooksPath    no hook at all (none runs for reads today)
 *   log.showSignature gpg.program / gpg.*.program run to verify signed
 *                     commits shown by log
 *   --no-pager        core.pager / pager.<cmd> (only on a terminal anyway)
 *
 * Per subcommand: log and show get --no-show-signature, --no-textconv and
 * --no-ext-diff (diff.<driver>.textconv, diff.external, run for --numstat
 * and -p), blame gets --no-textconv; blame of the work tree also runs the
 * clean filter of every path's filter=<driver> attribute, so blame gets
 * -c filter.<name>.clean= (and .process=, .required=false) for each filter
 * driver the config defines (read first with `git config`, which runs
 * nothing).  The system and global config are the machine's and the user's
 * and stay in force (GIT_CONFIG_NOSYSTEM is not set): they are not in the
 * tree.  Credential helpers, ssh and proxy commands are for remotes only;
 * maint runs git on local repositories here.
 */
static const char *const safe_opts[] = {
	"--no-pager",		     "-c", "core.fsmonitor=false",
	"-c", "core.hooksPath=/dev/null", "-c", "log.showSignature=false",
};

static const char *const log_opts[] = { "--no-show-signature", "--no-textconv",
					"--no-ext-diff" };
static const char *const blame_opts[] = { "--no-textconv" };

static int spawn_git(const char *root, const char *const *pre, size_t npre,
		     const char *const *args, struct mbuf *out, size_t max,
		     bool quiet, int *status);

/* "-c filter.NAME.clean= -c filter.NAME.process= ..." for blame */
static int filter_opts(const char *root, struct mbuf *names, char ***v,
		       size_t *nv)
{
	static const char *const args[] = { "config", "-z", "--name-only",
					    "--get-regexp",
					    "^filter\\..*\\.(clean|smudge|process)$",
					    NULL };
	char *p, *end, **o;
	size_t n = 0, k = 0;
	int st, ret;

	*v = NULL;
	*nv = 0;
	ret = spawn_git(root, safe_opts, sizeof(safe_opts) / sizeof(*safe_opts),
			args, names, 1 << 20, true, &st);
	if (ret || st || !names->len)
		return ret == -EFBIG ? ret : 0; /* none (status 1) */
	end = names->buf + names->len;
	for (p = names->buf; p < end; p += strlen(p) + 1)
		n++;
	o = calloc(n * 6 + 1, sizeof(*o));
	if (!o)
		return -ENOMEM;
	for (p = names->buf; p < end; p += strlen(p) + 1) {
		/* filter.NAME.KEY: cut KEY, keep "filter.NAME" */
		char *dot = strrchr(p, '.');
		static const char *const keys[] = { "clean=", "process=",
						    "required=false" };

		if (!dot)
			continue;
		*dot = '\0';
		for (size_t j = 0; j < 3; j++) {
			size_t len = strlen(p) + strlen(keys[j]) + 2;

			o[k] = strdup("-c");
			o[k + 1] = malloc(len);
			if (!o[k] || !o[k + 1]) {
				free(o[k]);
				free(o[k + 1]);
				o[k] = NULL;
				*v = o;
				*nv = k;
				return -ENOMEM;
			}
			snprintf(o[k + 1], len, "%s.%s", p, keys[j]);
			k += 2;
		}
	}
	*v = o;
	*nv = k;
	return 0;
}

int mnt_git(const char *root, const char *const *args, struct mbuf *out,
	    size_t max, bool quiet, int *status)
{
	size_t nsafe = sizeof(safe_opts) / sizeof(*safe_opts), npre = 0;
	size_t nargs = 0, nsub = 0, nfilt = 0, i;
	const char *const *sub = NULL;
	const char **pre, **rest;
	char **filt = NULL;
	struct mbuf names = MBUF_INIT;
	int ret;

	*status = -1;
	while (args[nargs])
		nargs++;
	if (nargs && (!strcmp(args[0], "log") || !strcmp(args[0], "show"))) {
		sub = log_opts;
		nsub = sizeof(log_opts) / sizeof(*log_opts);
	} else if (nargs && !strcmp(args[0], "blame")) {
		sub = blame_opts;
		nsub = sizeof(blame_opts) / sizeof(*blame_opts);
		ret = filter_opts(root, &names, &filt, &nfilt);
		if (ret)
			goto out;
	}
	ret = -ENOMEM;
	pre = malloc((nsafe + nfilt + 1) * sizeof(*pre));
	rest = malloc((nargs + nsub + 1) * sizeof(*rest));
	if (pre && rest) {
		for (i = 0; i < nsafe; i++)
			pre[npre++] = safe_opts[i];
		for (i = 0; i < nfilt; i++)
			pre[npre++] = filt[i];
		/* the subcommand, its own safe options, then the rest */
		i = 0;
		if (nargs)
			rest[i++] = args[0];
		for (size_t j = 0; j < nsub; j++)
			rest[i++] = sub[j];
		for (size_t j = 1; j < nargs; j++)
			rest[i++] = args[j];
		rest[i] = NULL;
		ret = spawn_git(root, pre, npre, rest, out, max, quiet,
				status);
	}
	free(pre);
	free(rest);
out:
	for (i = 0; i < nfilt; i++)
		free(filt[i]);
	free(filt);
	mbuf_release(&names);
	return ret;
}

static int spawn_git(const char *root, const char *const *pre, size_t npre,
		     const char *const *args, struct mbuf *out, size_t max,
		     bool quiet, int *status)
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
	argv = malloc((npre + nargs + 4) * sizeof(*argv));
	if (!argv)
		return -ENOMEM;
	argv[n++] = "git";
	if (root) {
		argv[n++] = "-C";
		argv[n++] = root;
	}
	for (i = 0; i < npre; i++)
		argv[n++] = pre[i];
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
