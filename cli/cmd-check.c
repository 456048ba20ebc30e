// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint check: lint MAINTAINERS with FILE:LINE diagnostics, and
 * get_maintainer.pl's --self-test (for maint check and maint get).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "builtin.h"
#include "cli.h"
#include "clidiag.h"
#include "links.h"
#include "maint.h"
#include "mbuf.h"
#include "opt.h"
#include "textfile.h"

static void print_json(const struct maint_finding *f, size_t n)
{
	struct mbuf m = MBUF_INIT;
	struct jsonw w;
	size_t i;

	jsonw_init(&w, &m, 0);
	jsonw_start_array_nl(&w, JSONW_PRETTY, 2);
	for (i = 0; i < n; i++) {
		jsonw_start_object(&w);
		jsonw_string_field(&w, "file", f[i].file);
		jsonw_uint_field(&w, "line", f[i].line);
		jsonw_string_field(&w, "level", cli_level_name(f[i].level));
		jsonw_string_field(&w, "check", f[i].check);
		jsonw_string_field(&w, "message", f[i].message);
		jsonw_end_object(&w);
	}
	jsonw_end_array(&w);
	cli_json_put(&m);
}

static size_t file_rank(const struct cli_texts *in, const char *file)
{
	size_t i;

	for (i = 0; i < in->n; i++)
		if (!strcmp(in->t[i].name, file))
			return i;
	return i;
}

/* qsort_r()'s comparison: the inputs' order, then the line. */
static int cmp_by_file_line(const void *a, const void *b, void *ctx)
{
	const struct maint_finding *x = a, *y = b;
	size_t fx = file_rank(ctx, x->file), fy = file_rank(ctx, y->file);

	if (fx != fy)
		return fx < fy ? -1 : 1;
	return x->line < y->line ? -1 : x->line > y->line;
}

/*
 * The nlf link findings (their messages taken over) join the n of *f, in
 * file and line order.  0, or -ENOMEM with *f as it was.
 */
static int merge_links(const struct cli_texts *in, struct maint_finding **f,
		       size_t *n, struct maint_finding *lf, size_t nlf)
{
	struct maint_finding *all = calloc(*n + nlf, sizeof(*all));
	size_t i;

	if (!all)
		return -ENOMEM;
	if (*n)
		memcpy(all, *f, *n * sizeof(**f));
	for (i = 0; i < nlf; i++) {
		all[*n + i] = lf[i];
		lf[i].message = NULL;
	}
	qsort_r(all, *n + nlf, sizeof(*all), cmp_by_file_line, (void *)in);
	free(*f);
	*f = all;
	*n += nlf;
	return 0;
}

static void print_findings(const struct maint_finding *f, size_t n, bool json)
{
	size_t i;

	if (json) {
		print_json(f, n);
		return;
	}
	for (i = 0; i < n; i++) {
		cli_fprintf_safe(stdout, 0, "%s:%u: %s: %s", f[i].file,
				 f[i].line, cli_level_name(f[i].level),
				 f[i].message);
		putchar('\n');
	}
}

static const char usage[] =
	"maint check [--mpath <path>] [--json] [--online [--timeout <s>]] [<MAINTAINERS>]\n"
	"       maint check --self-test[=sections,patterns,links,scm] [--mpath <path>]";

int cmd_check(int argc, char **argv)
{
	bool json = false, online = false, st_seen = false;
	int timeout = 10;
	struct maint_finding *lf = NULL;
	size_t nlf = 0;
	bool find_files = false;
	const char *mpath = NULL, *what = NULL, *path;
	struct opt opts[] = {
		OPT_STR("mpath|maintainer-path", &mpath, "PATH",
			"MAINTAINERS file or directory to check"),
		OPT_SET("find-maintainer-files", &find_files,
			"read every MAINTAINERS file below --mpath"),
		OPT_SET("json", &json, "print the findings as JSON"),
		OPT_SET("online", &online,
			"also check that W: Q: B: C: links and T: trees answer"),
		OPT_INTEGER("timeout", &timeout, "SECONDS",
			    "with --online: how long one link may take (10)"),
		{ OPT_OPTSTRING, "self-test", &what, "WHAT",
		  "print what get_maintainer.pl --self-test prints", &st_seen },
		OPT_TABLE_END,
	};
	struct maint_check_opts co = { 0 };
	struct maint_paths *paths = NULL;
	struct maint_finding *f = NULL;
	struct cli_texts in = { 0 };
	struct cli c;
	size_t n = 0;
	int nargs, ret;

	ret = cli_options(opts, argc, argv, usage, NULL,
			  "\nExit status: 0 clean, 1 findings, 2 usage, 3 bad "
			  "input, 4 system error.\n",
			  &nargs);
	if (ret >= 0)
		return ret;
	cli_init(&c, "check");
	path = nargs == 1 ? argv[1] : mpath;
	if (nargs > 1 || (nargs == 1 && mpath))
		ret = cli_fail(&c, EXIT_USAGE,
			       "give one MAINTAINERS file (or --mpath)");
	else if (st_seen)
		ret = cli_self_test(&c, what ? what : "", path, find_files);
	else if (timeout < 1 || timeout > 600)
		ret = cli_fail(&c, EXIT_USAGE,
			       "--timeout takes 1 to 600 seconds");
	else
		ret = cli_read_texts(&c, path ? path : "MAINTAINERS",
				     find_files, &in);
	if (ret || st_seen)
		goto out;
	ret = maint_paths_load(&paths, in.root, NULL);
	if (ret == -MAINT_E_GITREFUSED) {
		ret = cli_git_refused(&c, in.root);
		goto out;
	}
	if (ret) {
		ret = cli_fail(&c, EXIT_SYSTEM,
			       "cannot list the files of '%s': %s", in.root,
			       strerror(-ret));
		goto out;
	}
	co.root = in.root;
	co.paths = paths;
	ret = maint_check(in.t, in.n, &co, &f, &n);
	if (!ret && online)
		ret = cli_check_links(in.t, in.n, (unsigned int)timeout, &lf,
				      &nlf);
	if (ret) {
		ret = cli_fail(&c, EXIT_SYSTEM, "out of memory");
		goto out;
	}
	if (nlf && merge_links(&in, &f, &n, lf, nlf)) {
		ret = cli_fail(&c, EXIT_SYSTEM, "out of memory");
		goto out;
	}
	print_findings(f, n, json);
	ret = n ? EXIT_FINDINGS : EXIT_OK;
out:
	maint_findings_free(f, n);
	maint_findings_free(lf, nlf);
	maint_paths_free(paths);
	cli_texts_free(&in);
	cli_release(&c);
	return ret;
}
