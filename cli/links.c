// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint check --online: are the links of MAINTAINERS reachable?  W:, Q:,
 * B: and C: values that are http(s) URLs are fetched with curl (HEAD,
 * redirects followed, HTTP errors count), T: git trees are asked with git
 * ls-remote, quilt and hg trees by their URL.  Every check runs with an
 * argument vector and a deadline; up to MAX_JOBS run at once, and each
 * distinct link is checked once.
 *
 * The URLs come from MAINTAINERS and are not trusted: curl runs with
 * --globoff (no "[1-100000000]" or "{a,b}" expansion into many requests)
 * and --proto/--proto-redir =http,https; git ls-remote runs in "/", away
 * from the repository whose config could name commands (proxies,
 * url.insteadOf, ssh), and only over git, http(s) and file.  Each check is
 * its own process group; SIGINT, SIGTERM and SIGHUP kill every running
 * group before maint itself ends by the same signal.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "links.h"
#include "mbuf.h"
#include "util.h"

extern char **environ;

#define MAX_JOBS 16
#define MAX_LINKS 100000

struct link {
	char *kind; /* "url", "git" */
	char *target; /* URL */
	char *branch; /* for git, or NULL */
	const char *file;
	unsigned int line;
	char tag;
	int result; /* -1 pending, 0 ok, 1 unreachable, 2 timed out */
	size_t first; /* index of the first link with the same check */
};

static bool is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

static char *word(const char **p, const char *end)
{
	const char *s = *p, *e;

	while (s < end && is_space(*s))
		s++;
	e = s;
	while (e < end && !is_space(*e))
		e++;
	*p = e;
	return e > s ? mnt_strndup(s, (size_t)(e - s)) : NULL;
}

static bool http_url(const char *s)
{
	return !strncmp(s, "http://", 7) || !strncmp(s, "https://", 8);
}

/* Collect the links of one MAINTAINERS text. */
static int collect(const struct maint_text *t, struct link **v, size_t *n,
		   size_t *alloc)
{
	const char *p = t->buf, *end = t->buf + t->len;
	unsigned int line = 0;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *le = nl ? nl : end, *q;
		char tag = p[0];
		struct link l = { 0 };

		line++;
		if (le - p > 2 && p[1] == ':' && strchr("WQBCT", tag) &&
		    *n < MAX_LINKS) {
			q = p + 2;
			l.file = t->name;
			l.line = line;
			l.tag = tag;
			l.result = -1;
			if (tag == 'T') {
				char *type = word(&q, le);

				l.target = word(&q, le);
				if (type && l.target && !strcmp(type, "git")) {
					l.kind = strdup("git");
					l.branch = word(&q, le);
				} else if (type && l.target &&
					   http_url(l.target)) {
					l.kind = strdup("url"); /* quilt, hg */
				}
				free(type);
			} else {
				l.target = word(&q, le);
				if (l.target && http_url(l.target))
					l.kind = strdup("url");
			}
			if (l.kind) {
				if (ALLOC_GROW(*v, *n + 1, *alloc))
					return -ENOMEM;
				(*v)[(*n)++] = l;
			} else {
				free(l.target);
				free(l.branch);
			}
		}
		p = nl ? nl + 1 : end;
	}
	return 0;
}

static pid_t start(const struct link *l, unsigned int timeout)
{
	char tbuf[32];
	const char *argv[32];
	posix_spawn_file_actions_t fa;
	posix_spawnattr_t at;
	size_t n = 0;
	pid_t pid;
	int rc;

	snprintf(tbuf, sizeof(tbuf), "%u", timeout);
	if (!strcmp(l->kind, "git")) {
		argv[n++] = "git";
		argv[n++] = "-c";
		argv[n++] = "core.askPass=true";
		argv[n++] = "-c";
		argv[n++] = "protocol.allow=never";
		argv[n++] = "-c";
		argv[n++] = "protocol.git.allow=always";
		argv[n++] = "-c";
		argv[n++] = "protocol.http.allow=always";
		argv[n++] = "-c";
		argv[n++] = "protocol.https.allow=always";
		argv[n++] = "-c";
		argv[n++] = "protocol.file.allow=always";
		argv[n++] = "ls-remote";
		argv[n++] = "--exit-code";
		argv[n++] = "-h";
		argv[n++] = "--";
		argv[n++] = l->target;
		if (l->branch)
			argv[n++] = l->branch;
	} else {
		argv[n++] = "curl";
		argv[n++] = "-sSfL";
		argv[n++] = "--globoff";
		argv[n++] = "--proto";
		argv[n++] = "=http,https";
		argv[n++] = "--proto-redir";
		argv[n++] = "=http,https";
		argv[n++] = "-I";
		argv[n++] = "-o";
		argv[n++] = "/dev/null";
		argv[n++] = "--max-time";
		argv[n++] = tbuf;
		argv[n++] = "--";
		argv[n++] = l->target;
	}
	argv[n] = NULL;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
	posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
	posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
	/* not in the tree: its .git/config must not steer git */
	posix_spawn_file_actions_addchdir_np(&fa, "/");
	posix_spawnattr_init(&at);
	/* its own process group, so that a timeout ends all of it */
	posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP);
	posix_spawnattr_setpgroup(&at, 0);
	rc = posix_spawnp(&pid, argv[0], &fa, &at, (char *const *)argv,
			  environ);
	posix_spawn_file_actions_destroy(&fa);
	posix_spawnattr_destroy(&at);
	return rc ? -1 : pid;
}

/* The signal that asked us to stop (SIGINT, SIGTERM, SIGHUP), or 0. */
static volatile sig_atomic_t stop_signal;

static void on_stop(int sig)
{
	stop_signal = sig;
}

static const int stop_signals[] = { SIGINT, SIGTERM, SIGHUP };

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static bool same_check(const struct link *a, const struct link *b)
{
	return !strcmp(a->kind, b->kind) && !strcmp(a->target, b->target) &&
	       !strcmp(a->branch ? a->branch : "", b->branch ? b->branch : "");
}

/* One check running: its process (group), its link, when it must end. */
struct job {
	pid_t pid;
	size_t link;
	double deadline;
};

/* Each link checked once: v[i].first is the first link of the same check. */
static void mark_duplicates(struct link *v, size_t n)
{
	size_t i, k;

	for (i = 0; i < n; i++) {
		v[i].first = i;
		for (k = 0; k < i; k++)
			if (v[k].first == k && same_check(&v[i], &v[k])) {
				v[i].first = k;
				break;
			}
	}
}

/* A stop signal came: end every check's whole process group, then us. */
static void stop_all(const struct job *jobs, size_t running,
		     const struct sigaction *old_stop)
{
	int sig = stop_signal;
	size_t k;

	for (k = 0; k < running; k++)
		kill(-jobs[k].pid, SIGKILL);
	for (k = 0; k < running; k++)
		while (waitpid(jobs[k].pid, NULL, 0) < 0 && errno == EINTR)
			;
	for (k = 0; k < ARRAY_SIZE(stop_signals); k++)
		sigaction(stop_signals[k], &old_stop[k], NULL);
	raise(sig);
	_exit(128 + sig); /* the signal was ignored before */
}

/* Start checks from v[next] on while the pool has room; the new next. */
static size_t fill_pool(struct link *v, size_t n, size_t next,
			struct job *jobs, size_t *running,
			unsigned int timeout)
{
	while (next < n && *running < MAX_JOBS && !stop_signal) {
		pid_t pid;

		if (v[next].first != next) {
			next++;
			continue;
		}
		pid = start(&v[next], timeout);
		if (pid < 0) {
			v[next].result = 1;
			next++;
			continue;
		}
		jobs[*running].pid = pid;
		jobs[*running].link = next;
		jobs[*running].deadline = now() + timeout + 2;
		(*running)++;
		next++;
	}
	return next;
}

/* Reap the checks that ended, and end those past their deadline. */
static void reap(struct link *v, struct job *jobs, size_t *running)
{
	size_t k;

	for (k = 0; k < *running;) {
		int st;
		pid_t r = waitpid(jobs[k].pid, &st, WNOHANG);

		if (r == 0 && now() > jobs[k].deadline) {
			kill(-jobs[k].pid, SIGKILL);
			waitpid(jobs[k].pid, &st, 0);
			v[jobs[k].link].result = 2;
		} else if (r == jobs[k].pid) {
			v[jobs[k].link].result =
				WIFEXITED(st) && !WEXITSTATUS(st) ? 0 : 1;
		} else if (r < 0 && errno != EINTR) {
			v[jobs[k].link].result = 1;
		} else {
			k++;
			continue;
		}
		jobs[k] = jobs[--*running];
	}
}

/* A finding for each link whose check failed.  0 or -ENOMEM. */
static int findings(const struct link *v, size_t n,
		    struct cli_link_finding **f, size_t *nf)
{
	size_t i, af = 0;

	for (i = 0; i < n; i++) {
		int r = v[v[i].first].result;
		struct mbuf m = MBUF_INIT;

		if (!r)
			continue;
		if (ALLOC_GROW(*f, *nf + 1, af))
			return -ENOMEM;
		mbuf_addf(&m, "possible bad link: %c: %s%s%s (%s)", v[i].tag,
			  v[i].target, v[i].branch ? " " : "",
			  v[i].branch ? v[i].branch : "",
			  r == 2 ? "no answer in time" :
			  !strcmp(v[i].kind, "git") ? "git ls-remote failed" :
						      "HTTP request failed");
		(*f)[*nf].file = v[i].file;
		(*f)[*nf].line = v[i].line;
		(*f)[*nf].message = mbuf_detach(&m, NULL);
		(*nf)++;
	}
	return 0;
}

int cli_check_links(const struct maint_text *t, size_t nt,
		    unsigned int timeout, struct cli_link_finding **out,
		    size_t *nout)
{
	struct link *v = NULL;
	size_t n = 0, alloc = 0, i, next = 0, running = 0;
	struct job jobs[MAX_JOBS];
	struct cli_link_finding *f = NULL;
	size_t nf = 0;
	int ret = 0;
	struct sigaction ign = { .sa_handler = SIG_IGN }, old;
	struct sigaction stop = { .sa_handler = on_stop };
	struct sigaction old_stop[ARRAY_SIZE(stop_signals)];

	*out = NULL;
	*nout = 0;
	sigaction(SIGPIPE, &ign, &old);
	stop_signal = 0;
	sigemptyset(&stop.sa_mask);
	for (i = 0; i < ARRAY_SIZE(stop_signals); i++) {
		sigaction(stop_signals[i], &stop, &old_stop[i]);
		/* an ignored signal (nohup) stays ignored */
		if (old_stop[i].sa_handler == SIG_IGN)
			sigaction(stop_signals[i], &old_stop[i], NULL);
	}
	for (i = 0; i < nt && !ret; i++)
		ret = collect(&t[i], &v, &n, &alloc);
	mark_duplicates(v, n);
	while (!ret && (next < n || running)) {
		if (stop_signal)
			stop_all(jobs, running, old_stop);
		next = fill_pool(v, n, next, jobs, &running, timeout);
		reap(v, jobs, &running);
		if (running) {
			struct timespec ts = { 0, 20 * 1000 * 1000 };

			nanosleep(&ts, NULL);
		}
	}
	if (!ret)
		ret = findings(v, n, &f, &nf);
	for (i = 0; i < n; i++) {
		free(v[i].kind);
		free(v[i].target);
		free(v[i].branch);
	}
	free(v);
	sigaction(SIGPIPE, &old, NULL);
	for (i = 0; i < ARRAY_SIZE(stop_signals); i++)
		sigaction(stop_signals[i], &old_stop[i], NULL);
	*out = f;
	*nout = nf;
	return ret;
}

void cli_link_findings_free(struct cli_link_finding *f, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(f[i].message);
	free(f);
}
