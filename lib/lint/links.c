// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint check --online: are the links of MAINTAINERS reachable?  W:, Q:,
 * B: and C: values that are http(s) URLs are asked with curl (HEAD,
 * redirects followed, HTTP errors count), T: git trees with git
 * ls-remote, quilt and hg trees by their URL.  Each distinct link is
 * checked once, through base/procrun.c: an argument vector, a deadline, a
 * bounded number at once.
 *
 * The URLs come from MAINTAINERS and are not trusted: curl runs with
 * --globoff (no "[1-100000000]" or "{a,b}" expansion into many requests)
 * and --proto/--proto-redir =http,https; git ls-remote runs in "/", away
 * from the repository whose config could name commands (proxies,
 * url.insteadOf, ssh), and only over git, http(s) and file.  (It runs
 * there, outside any repository and under a deadline, which the git
 * runner of base/gitrun.c is not made for.)
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/opts.h"
#include "base/procrun.h"
#include "lint/findings.h"
#include "maint.h"
#include "mbuf.h"
#include "util.h"

#define MAX_LINKS 100000
#define DEFAULT_JOBS 16
#define ARGV_MAX 24

struct link {
	bool git; /* git ls-remote, else curl */
	char *target; /* URL */
	char *branch; /* for git, or NULL */
	const char *file;
	unsigned int line;
	char tag;
	size_t first; /* index of the first link with the same check */
	size_t proc; /* its run (of the first link) */
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

/* The link of one W:/Q:/B:/C:/T: line into *l: true when it is one. */
static bool parse_link(const char *p, const char *le, struct link *l)
{
	const char *q = p + 2;

	if (l->tag == 'T') {
		char *type = word(&q, le);

		l->target = word(&q, le);
		if (type && l->target && !strcmp(type, "git")) {
			l->git = true;
			l->branch = word(&q, le);
		}
		free(type);
		/* quilt and hg trees by their URL */
		if (l->target && (l->git || http_url(l->target)))
			return true;
	} else {
		l->target = word(&q, le);
		if (l->target && http_url(l->target))
			return true;
	}
	free(l->target);
	free(l->branch);
	return false;
}

/* Collect the links of one MAINTAINERS text. */
static int collect(const struct maint_text *t, struct link **v, size_t *n,
		   size_t *alloc)
{
	const char *p = t->buf, *end = t->buf + t->len;
	unsigned int line = 0;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *le = nl ? nl : end;
		struct link l = { 0 };

		line++;
		l.tag = p[0];
		if (le - p > 2 && p[1] == ':' && strchr("WQBCT", l.tag) &&
		    *n < MAX_LINKS) {
			l.file = t->name;
			l.line = line;
			if (parse_link(p, le, &l)) {
				if (ALLOC_GROW(*v, *n + 1, *alloc)) {
					free(l.target);
					free(l.branch);
					return -ENOMEM;
				}
				(*v)[(*n)++] = l;
			}
		}
		p = nl ? nl + 1 : end;
	}
	return 0;
}

static bool same_check(const struct link *a, const struct link *b)
{
	return a->git == b->git && !strcmp(a->target, b->target) &&
	       !strcmp(a->branch ? a->branch : "", b->branch ? b->branch : "");
}

/* Each link checked once: v[i].first is the first link of the same check. */
static size_t mark_duplicates(struct link *v, size_t n)
{
	size_t i, k, distinct = 0;

	for (i = 0; i < n; i++) {
		v[i].first = i;
		for (k = 0; k < i; k++)
			if (v[k].first == k && same_check(&v[i], &v[k])) {
				v[i].first = k;
				break;
			}
		if (v[i].first == i)
			v[i].proc = distinct++;
	}
	return distinct;
}

/* The argument vector of l's check into argv (ARGV_MAX entries). */
static void link_argv(const struct link *l, const char *timeout,
		      const char **argv)
{
	static const char *const git[] = {
		"git",
		"-c",
		"core.askPass=true",
		"-c",
		"protocol.allow=never",
		"-c",
		"protocol.git.allow=always",
		"-c",
		"protocol.http.allow=always",
		"-c",
		"protocol.https.allow=always",
		"-c",
		"protocol.file.allow=always",
		"ls-remote",
		"--exit-code",
		"-h",
		"--",
	};
	static const char *const curl[] = {
		"curl",	       "-sSfL",		"--globoff",   "--proto",
		"=http,https", "--proto-redir", "=http,https", "-I",
		"-o",	       "/dev/null",	"--max-time",
	};
	size_t n = 0, k;

	if (l->git) {
		for (k = 0; k < ARRAY_SIZE(git); k++)
			argv[n++] = git[k];
		argv[n++] = l->target;
		if (l->branch)
			argv[n++] = l->branch;
	} else {
		for (k = 0; k < ARRAY_SIZE(curl); k++)
			argv[n++] = curl[k];
		argv[n++] = timeout;
		argv[n++] = "--";
		argv[n++] = l->target;
	}
	argv[n] = NULL;
}

/* A finding for each link whose check failed.  0 or -ENOMEM. */
static int findings(const struct link *v, size_t n,
		    const struct mnt_proc *procs, struct maint_findings *f)
{
	size_t i;

	for (i = 0; i < n; i++) {
		int r = procs[v[v[i].first].proc].result;
		struct mbuf m = MBUF_INIT;

		if (r == MNT_PROC_OK)
			continue;
		mbuf_addf(&m, "possible bad link: %c: %s%s%s (%s)", v[i].tag,
			  v[i].target, v[i].branch ? " " : "",
			  v[i].branch ? v[i].branch : "",
			  r == MNT_PROC_TIMEOUT ? "no answer in time" :
			  v[i].git		? "git ls-remote failed" :
						  "HTTP request failed");
		if (mbuf_failed(&m) ||
		    mnt_findings_push(f, v[i].file, v[i].line, MAINT_WARNING,
				      "link", mbuf_detach(&m, NULL)))
			return -ENOMEM;
	}
	return 0;
}

/* Run the distinct checks of v (argvs: ARGV_MAX each) and word them. */
static int run_checks(struct link *v, size_t n, size_t distinct,
		      const struct maint_links_opts *o,
		      struct maint_findings *f)
{
	struct mnt_proc *procs = calloc(distinct + 1, sizeof(*procs));
	const char **argvs = calloc((distinct + 1) * ARGV_MAX, sizeof(*argvs));
	char timeout[32];
	size_t i;
	int ret = -ENOMEM;

	snprintf(timeout, sizeof(timeout), "%u", o->timeout);
	if (!procs || !argvs)
		goto out;
	for (i = 0; i < n; i++) {
		const char **argv = argvs + v[i].proc * ARGV_MAX;

		if (v[i].first != i)
			continue;
		link_argv(&v[i], timeout, argv);
		procs[v[i].proc].argv = argv;
	}
	/* the deadline: curl's own --max-time, and 2 s more to end */
	ret = mnt_proc_run(procs, distinct, "/",
			   o->jobs ? o->jobs : DEFAULT_JOBS, o->timeout + 2.0,
			   o->stop);
	if (!ret)
		ret = findings(v, n, procs, f);
out:
	free(procs);
	free(argvs);
	return ret;
}

int maint_links_check(const struct maint_text *const *t, size_t nt,
		      const struct maint_links_opts *o,
		      struct maint_findings **out)
{
	struct link *v = NULL;
	struct maint_findings *f;
	size_t n = 0, alloc = 0, i, distinct;
	int ret = 0;

	*out = NULL;
	if (!MNT_OPTS_OK(o, MAINT_LINKS_OPTIONS_VERSION) ||
	    !mnt_texts_ok(t, nt))
		return -EINVAL;
	f = mnt_findings_alloc();
	if (!f)
		return -ENOMEM;
	for (i = 0; i < nt && !ret; i++)
		ret = collect(t[i], &v, &n, &alloc);
	if (!ret) {
		distinct = mark_duplicates(v, n);
		ret = run_checks(v, n, distinct, o, f);
	}
	for (i = 0; i < n; i++) {
		free(v[i].target);
		free(v[i].branch);
	}
	free(v);
	if (ret) {
		maint_findings_free(f);
		return ret;
	}
	*out = f;
	return 0;
}
