// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/gitrun.h"
#include "maint.h"
#include "util.h"

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
 * and -p), blame gets --no-textconv.  The system and global config are the
 * machine's and the user's and stay in force (GIT_CONFIG_NOSYSTEM is not
 * set): they are not in the tree.  Credential helpers, ssh and proxy
 * commands are for remotes only; maint runs git on local repositories here.
 *
 * Filter drivers.  Blame of the work tree runs the clean filter (or the
 * long-running process filter) of every path's filter=<driver> attribute,
 * and both the attribute and the driver's config come from the repository.
 * The drivers the config defines are read first with `git config` (which
 * runs nothing) and each one's clean and process commands are emptied (and
 * required=false set) for the blame.  Those keys hold the driver's name,
 * which is repository data, so they never go through `git -c KEY=VALUE`:
 * git splits that at the first '=', and a driver named "x=y" would set the
 * key "filter.x" and leave "filter.x=y.clean" in force.  They go through
 * the environment instead (GIT_CONFIG_COUNT, GIT_CONFIG_KEY_<n>,
 * GIT_CONFIG_VALUE_<n>: key and value apart, nothing to split), after any
 * the user set.  Then `git config`, under the same environment, is asked
 * again for every filter driver's clean and process command: when one is
 * still set (a name git could not take back as a key, a newline in it, or
 * a setting of the user's own later on git's list), blame is not run at all
 * (-EPERM): a refused blame, never a command of the repository's.  Running
 * blame without attributes is not possible with the git maint supports
 * (--attr-source and GIT_ATTR_SOURCE came with git 2.40 and still read
 * $GIT_DIR/info/attributes).
 */
static const char *const safe_opts[] = {
	"--no-pager",
	"-c",
	"core.fsmonitor=false",
	"-c",
	"core.hooksPath=/dev/null",
	"-c",
	"log.showSignature=false",
};

static const char *const log_opts[] = { "--no-show-signature", "--no-textconv",
					"--no-ext-diff" };
static const char *const blame_opts[] = { "--no-textconv" };

/* An environment for git: NULL is ours as it is. */
struct git_env {
	char **envp;
	size_t n, alloc;
};

/*
 * git, found once per process: the first "git" in a directory of $PATH
 * that is a regular file we may run (as execvp() would take it; without
 * PATH, the system's default path), and whether a "git" exists in $PATH
 * at all (get_maintainer.pl's which("git"), which runs nothing).  Each
 * run then starts that file directly, instead of trying every directory
 * of $PATH in turn: a U-Boot patch's runs cost 117 failed execve() calls
 * each before.  The environment is read once, so a PATH changed later by
 * a caller of the library is not seen.
 */
static pthread_once_t git_once = PTHREAD_ONCE_INIT;
static char git_exe[PATH_MAX];
static bool git_named;

/*
 * dir (n bytes) + "/git" into cand (PATH_MAX), "git" for an empty dir
 * when bare; its length, or 0 when it does not fit.  (Not snprintf():
 * a call tries every directory of PATH, at 1,500 instructions each.)
 */
static size_t git_in(char *cand, const char *dir, size_t n, bool bare)
{
	size_t sep = n || !bare ? 1 : 0;

	if (n + sep + 4 > PATH_MAX)
		return 0;
	memcpy(cand, dir, n);
	memcpy(cand + n, &"/git"[1 - sep], 3 + sep + 1);
	return n + sep + 3;
}

/* execvp() would run cand: a regular file we may run. */
static bool runnable(const char *cand, const struct stat *st)
{
	return S_ISREG(st->st_mode) && access(cand, X_OK) == 0;
}

static void find_git(void)
{
	const char *path = getenv("PATH"), *p;
	char def[PATH_MAX];

	/*
	 * One walk of $PATH for both: which() takes "$dir/git" that exists,
	 * execvp() the first regular file we may run ("" the current dir).
	 */
	for (p = path; p && (!git_named || !git_exe[0]);) {
		const char *c = strchr(p, ':');
		size_t n = c ? (size_t)(c - p) : strlen(p);
		char cand[PATH_MAX];
		struct stat st;
		size_t len = git_in(cand, p, n, true);
		bool found = len && stat(cand, &st) == 0;

		if (!git_exe[0] && found && runnable(cand, &st))
			memcpy(git_exe, cand, len + 1);
		/* which() reads an empty directory as "/git" */
		if (!git_named && n)
			git_named = found;
		else if (!git_named)
			git_named = git_in(cand, p, n, false) &&
				    access(cand, F_OK) == 0;
		p = c ? c + 1 : NULL;
	}
	if (path)
		return;
	/* no PATH: which() finds nothing, execvp() the system's default */
	{
		size_t n = confstr(_CS_PATH, def, sizeof(def));

		path = n && n <= sizeof(def) ? def : "/bin:/usr/bin";
	}
	for (p = path; p && !git_exe[0];) {
		const char *c = strchr(p, ':');
		size_t n = c ? (size_t)(c - p) : strlen(p);
		char cand[PATH_MAX];
		struct stat st;
		size_t len = git_in(cand, p, n, true);

		if (len && stat(cand, &st) == 0 && runnable(cand, &st))
			memcpy(git_exe, cand, len + 1);
		p = c ? c + 1 : NULL;
	}
}

bool mnt_git_in_path(void)
{
	pthread_once(&git_once, find_git);
	return git_named;
}

static void git_env_free(struct git_env *e)
{
	for (size_t i = 0; i < e->n; i++)
		free(e->envp[i]);
	free(e->envp);
	memset(e, 0, sizeof(*e));
}

/* Append one "NAME=VALUE" made by fmt. */
static int git_env_addf(struct git_env *e, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static int git_env_addf(struct git_env *e, const char *fmt, ...)
{
	struct mbuf mb = MBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	mbuf_vaddf(&mb, fmt, ap);
	va_end(ap);
	if (mbuf_failed(&mb) || ALLOC_GROW(e->envp, e->n + 2, e->alloc)) {
		mbuf_release(&mb);
		return -ENOMEM;
	}
	e->envp[e->n++] = mbuf_detach(&mb, NULL);
	e->envp[e->n] = NULL;
	return 0;
}

/* GIT_CONFIG_KEY_<n> or GIT_CONFIG_VALUE_<n> with n >= from? */
static bool config_env_at_or_after(const char *var, unsigned long from)
{
	const char *p;
	char *end;
	unsigned long n;

	if (!strncmp(var, "GIT_CONFIG_KEY_", 15))
		p = var + 15;
	else if (!strncmp(var, "GIT_CONFIG_VALUE_", 17))
		p = var + 17;
	else
		return false;
	n = strtoul(p, &end, 10);
	return end != p && *end == '=' && n >= from;
}

/*
 * The environment with "filter.NAME.{clean,process,required}" set for every
 * "filter.NAME.KEY" of names (NUL-separated, as `git config -z
 * --name-only` prints them), after the user's own GIT_CONFIG_COUNT entries.
 */
static int filter_env(const struct mbuf *names, struct git_env *e)
{
	static const char *const keys[][2] = { { "clean", "" },
					       { "process", "" },
					       { "required", "false" } };
	const char *c = getenv("GIT_CONFIG_COUNT"), *p, *end;
	unsigned long base = 0, k;
	char *cend;
	int ret;

	if (c && *c) {
		base = strtoul(c, &cend, 10);
		if (*cend || base > 1000000)
			base = 0; /* git refuses it anyway */
	}
	for (char **v = environ; *v; v++) {
		if (!strncmp(*v, "GIT_CONFIG_COUNT=", 17) ||
		    config_env_at_or_after(*v, base))
			continue;
		ret = git_env_addf(e, "%s", *v);
		if (ret)
			return ret;
	}
	k = base;
	end = names->buf + names->len;
	for (p = names->buf; p < end; p += strlen(p) + 1) {
		/* filter.NAME.KEY: NAME is what lies between */
		const char *dot = strrchr(p, '.');
		int nl = dot ? (int)(dot - p) : 0;

		if (!dot || dot - p > 1 << 20)
			continue;
		for (size_t j = 0; j < ARRAY_SIZE(keys); j++, k++) {
			ret = git_env_addf(e, "GIT_CONFIG_KEY_%lu=%.*s.%s", k,
					   nl, p, keys[j][0]);
			if (!ret)
				ret = git_env_addf(e, "GIT_CONFIG_VALUE_%lu=%s",
						   k, keys[j][1]);
			if (ret)
				return ret;
		}
	}
	return git_env_addf(e, "GIT_CONFIG_COUNT=%lu", k);
}

/* spawn_git()'s flags */
enum {
	GIT_QUIET = 1, /* git's standard error to /dev/null */
	GIT_STDERR = 2, /* collect standard error, not standard output */
};

static int spawn_git(const char *root, const char *const *pre, size_t npre,
		     const char *const *args, char *const *envp,
		     struct mbuf *out, size_t max, int flags, int *status);

/*
 * Whether, under envp, no filter driver has a clean or process command
 * left: `git config -z --get-regexp` prints "KEY\nVALUE\0" (or "KEY\0"
 * for a key without a value) for each setting in the order git reads
 * them, so the last of each key is the one in force.
 */
static int filters_off(const char *root, char *const *envp)
{
	static const char *const args[] = { "config", "-z", "--get-regexp",
					    "^filter\\..*\\.(clean|process)$",
					    NULL };
	struct mbuf out = MBUF_INIT;
	struct mnt_map last = MNT_MAP_INIT;
	char *p, *end;
	int st, ret;

	ret = spawn_git(root, safe_opts, ARRAY_SIZE(safe_opts), args, envp,
			&out, 4 << 20, GIT_QUIET, &st);
	if (ret || (st && st != 1)) {
		ret = ret ? ret : -EPERM;
		goto out;
	}
	end = out.buf + out.len;
	for (p = out.buf; p < end; p += strlen(p) + 1) {
		char *nl = strchr(p, '\n');
		size_t klen = nl ? (size_t)(nl - p) : strlen(p);
		struct mnt_map_slot *s =
			mnt_map_insert(&last, p, klen, &(bool){ 0 });

		if (!s) {
			ret = -ENOMEM;
			goto out;
		}
		s->value = !nl || nl[1]; /* a command (or no value) */
	}
	for (size_t i = 0; i < last.cap; i++)
		if (last.slots[i].key && last.slots[i].value)
			ret = -EPERM;
out:
	mnt_map_clear(&last);
	mbuf_release(&out);
	return ret;
}

/*
 * The environment for blame: every filter driver of the config switched
 * off and checked to be off, or -EPERM.  e->envp stays NULL when the
 * config defines none.
 */
static int blame_env(const char *root, struct git_env *e)
{
	static const char *const args[] = {
		"config",
		"-z",
		"--name-only",
		"--get-regexp",
		"^filter\\..*\\.(clean|smudge|process)$",
		NULL
	};
	struct mbuf names = MBUF_INIT;
	int st, ret;

	ret = spawn_git(root, safe_opts, ARRAY_SIZE(safe_opts), args, NULL,
			&names, 1 << 20, GIT_QUIET, &st);
	if (ret || st || !names.len) {
		/* none (status 1); too many to read is refused */
		ret = ret == -EFBIG ? -EPERM : 0;
		goto out;
	}
	ret = filter_env(&names, e);
	if (!ret)
		ret = filters_off(root, e->envp);
out:
	mbuf_release(&names);
	return ret;
}

int mnt_git(const char *root, const char *const *args, struct mbuf *out,
	    size_t max, bool quiet, int *status)
{
	size_t nargs = 0, nsub = 0, i;
	const char *const *sub = NULL;
	const char **rest;
	struct git_env env = { 0 };
	int ret;

	*status = -1;
	while (args[nargs])
		nargs++;
	if (nargs && (!strcmp(args[0], "log") || !strcmp(args[0], "show"))) {
		sub = log_opts;
		nsub = ARRAY_SIZE(log_opts);
	} else if (nargs && !strcmp(args[0], "blame")) {
		sub = blame_opts;
		nsub = ARRAY_SIZE(blame_opts);
		ret = blame_env(root, &env);
		if (ret)
			goto out;
	}
	ret = -ENOMEM;
	rest = malloc((nargs + nsub + 1) * sizeof(*rest));
	if (rest) {
		/* the subcommand, its own safe options, then the rest */
		i = 0;
		if (nargs)
			rest[i++] = args[0];
		for (size_t j = 0; j < nsub; j++)
			rest[i++] = sub[j];
		for (size_t j = 1; j < nargs; j++)
			rest[i++] = args[j];
		rest[i] = NULL;
		ret = spawn_git(root, safe_opts, ARRAY_SIZE(safe_opts), rest,
				env.envp, out, max, quiet ? GIT_QUIET : 0,
				status);
	}
	free(rest);
	/* git's fatal errors end with 128: was it a refusal? */
	if (!ret && *status == 128 && mnt_git_refused(root, NULL) > 0)
		ret = -MAINT_E_GITREFUSED;
out:
	git_env_free(&env);
	return ret;
}

static int spawn_git(const char *root, const char *const *pre, size_t npre,
		     const char *const *args, char *const *envp,
		     struct mbuf *out, size_t max, int flags, int *status)
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
	if (flags & GIT_STDERR) {
		posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY,
						 0);
		posix_spawn_file_actions_adddup2(&fa, pipefd[1], 2);
	} else {
		posix_spawn_file_actions_adddup2(&fa, pipefd[1], 1);
		if (flags & GIT_QUIET)
			posix_spawn_file_actions_addopen(&fa, 2, "/dev/null",
							 O_WRONLY, 0);
	}
	posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
	pthread_once(&git_once, find_git);
	if (git_exe[0])
		ret = posix_spawn(&pid, git_exe, &fa, NULL, (char *const *)argv,
				  envp ? envp : environ);
	else
		ret = posix_spawnp(&pid, "git", &fa, NULL, (char *const *)argv,
				   envp ? envp : environ);
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

/* s for a shell: as it is when it is plain, else in single quotes */
static void add_shell_word(struct mbuf *m, const char *s)
{
	const char *p;

	if (*s &&
	    strspn(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
		      "0123456789_./@%+=:,-") == strlen(s)) {
		mbuf_adds(m, s);
		return;
	}
	mbuf_addch(m, '\'');
	for (p = s; *p; p++) {
		if (*p == '\'')
			mbuf_adds(m, "'\\''");
		else
			mbuf_addch(m, *p);
	}
	mbuf_addch(m, '\'');
}

/* Our environment with LC_ALL=C: git's messages in English, to be read. */
static int c_locale_env(struct git_env *e)
{
	int ret = git_env_addf(e, "LC_ALL=C");

	for (char **v = environ; !ret && *v; v++)
		if (strncmp(*v, "LC_ALL=", 7))
			ret = git_env_addf(e, "%s", *v);
	return ret;
}

int mnt_git_refused(const char *root, char **msg)
{
	static const char *const args[] = { "rev-parse", "--git-dir", NULL };
	static const char mark[] =
		"detected dubious ownership in repository at '";
	struct mbuf err = MBUF_INIT, m = MBUF_INIT;
	struct git_env env = { 0 };
	const char *at, *end;
	char *repo;
	int st, ret;

	if (msg)
		*msg = NULL;
	ret = c_locale_env(&env);
	if (!ret)
		ret = spawn_git(root, safe_opts, ARRAY_SIZE(safe_opts), args,
				env.envp, &err, 16384, GIT_STDERR, &st);
	if (ret && ret != -ENOMEM)
		ret = 0; /* no git, or a flood of text: no refusal we know */
	if (ret || st != 128)
		goto out;
	mbuf_addch(&err, '\0');
	at = mbuf_failed(&err) ? NULL : strstr(err.buf, mark);
	if (!at)
		goto out;
	at += sizeof(mark) - 1;
	end = strchr(at, '\n');
	if (!end)
		end = at + strlen(at);
	/* the path is quoted: its closing quote is the line's last */
	while (end > at && end[-1] != '\'')
		end--;
	ret = 1;
	if (!msg)
		goto out;
	repo = end > at ? strndup(at, (size_t)(end - at - 1)) :
			  strdup(root ? root : ".");
	if (repo) {
		mbuf_addf(
			&m,
			"git refuses the repository '%s': another user owns it (git's safe.directory check); if you trust it, run: git config --global --add safe.directory ",
			repo);
		add_shell_word(&m, repo);
		free(repo);
	}
	*msg = mbuf_failed(&m) || !repo ? NULL : mbuf_detach(&m, NULL);
	if (!*msg)
		ret = -ENOMEM;
out:
	git_env_free(&env);
	mbuf_release(&err);
	mbuf_release(&m);
	return ret;
}

int maint_git_refused(const char *dir, char **msg)
{
	return mnt_git_refused(dir, msg);
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
