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

static const char usage[] =
	"maint check [--mpath <path>] [--json] [--color[=auto|always|never]] [--level <level>] [--section <name>] [--online [--timeout <s>]] [<MAINTAINERS>]\n"
	"       maint check (--patch <file> | --since <rev>) [<options>] [<MAINTAINERS>]\n"
	"       maint check --self-test[=sections,patterns,links,scm] [--mpath <path>]";

/* The gate: what a change brings, in a section, at a level */
struct gate {
	const char *patch, *since, *section, *level;
	enum maint_level min;
	char *pbuf; /* the patch */
	size_t plen;
	char **added; /* the files it creates */
	size_t nadded;
	struct maint_text *before; /* one per input; its own text or theirs */
	char **bbufs, **abufs;
	struct maint_text *after;
	/* &before[i], &after[i]: what the library takes */
	const struct maint_text **bp, **ap;
	struct maint_findings *bf;
	bool touched; /* the change touches a MAINTAINERS file */
	char *what; /* "new in what PATCH changes" */
};

static void gate_free(struct gate *g, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (g->bbufs)
			free(g->bbufs[i]);
		if (g->abufs)
			free(g->abufs[i]);
	}
	free(g->bbufs);
	free(g->abufs);
	free(g->before);
	free(g->after);
	free(g->bp);
	free(g->ap);
	free(g->pbuf);
	free(g->what);
	maint_strings_free(g->added, g->nadded);
	maint_findings_free(g->bf);
}

/* in->t[i]'s path relative to the tree's top (in->root) */
static const char *rel_name(const struct cli_texts *in, size_t i)
{
	const char *name = in->t[i].name;
	size_t rl = strlen(in->root);

	if (strcmp(in->root, ".") && !strncmp(name, in->root, rl) &&
	    name[rl] == '/')
		name += rl + 1;
	while (!strncmp(name, "./", 2))
		name += 2;
	return name;
}

/* Text i before --since (g->before[i]); 0 or an exit status. */
static int gate_since(const struct cli *c, struct gate *g,
		      const struct cli_texts *in, size_t i)
{
	const char *rel = rel_name(in, i);
	size_t len = 0;
	int ret =
		maint_text_at_rev(in->root, g->since, rel, &g->bbufs[i], &len);

	if (ret == -ENOENT) /* new since then */
		ret = 0, len = 0;
	if (ret == -EINVAL)
		return cli_fail(c, EXIT_BADINPUT, "no such revision '%s'",
				g->since);
	if (ret == -MAINT_E_GITREFUSED)
		return cli_git_refused(c, in->root);
	if (ret)
		return cli_fail(c, EXIT_SYSTEM, "cannot read %s at %s: %s", rel,
				g->since, strerror(-ret));
	g->before[i].buf = g->bbufs[i] ? g->bbufs[i] : "";
	g->before[i].len = len;
	g->touched |= len != in->t[i].len ||
		      memcmp(g->before[i].buf, in->t[i].buf, len);
	return 0;
}

/*
 * Text i after --patch (g->after[i]), or before it when the patch is
 * applied already (g->before[i]); 0 or an exit status.
 */
static int gate_patch(const struct cli *c, struct gate *g,
		      const struct cli_texts *in, size_t i)
{
	const char *rel = rel_name(in, i);
	size_t len = 0;
	int ret = maint_patch_apply(g->pbuf, g->plen, rel, in->t[i].buf,
				    in->t[i].len, false, &g->abufs[i], &len);

	if (!ret) {
		g->after[i].buf = g->abufs[i];
		g->after[i].len = len;
	} else if (ret == -EINVAL) {
		ret = maint_patch_apply(g->pbuf, g->plen, rel, in->t[i].buf,
					in->t[i].len, true, &g->bbufs[i], &len);
		if (ret == -EINVAL)
			return cli_fail(
				c, EXIT_BADINPUT,
				"'%s' does not apply to %s (nor is it applied there)",
				g->patch, in->t[i].name);
		g->before[i].buf = g->bbufs[i];
		g->before[i].len = len;
	}
	if (ret == -ENOENT)
		return 0;
	if (ret)
		return cli_fail(c, EXIT_SYSTEM, "out of memory");
	g->touched = true;
	return 0;
}

/* The texts before and after --patch or --since; 0 or an exit status. */
static int gate_texts(const struct cli *c, struct gate *g,
		      const struct cli_texts *in)
{
	size_t i;
	int ret = 0;

	g->before = calloc(in->n + 1, sizeof(*g->before));
	g->after = calloc(in->n + 1, sizeof(*g->after));
	g->bbufs = calloc(in->n + 1, sizeof(*g->bbufs));
	g->abufs = calloc(in->n + 1, sizeof(*g->abufs));
	g->bp = calloc(in->n + 1, sizeof(*g->bp));
	g->ap = calloc(in->n + 1, sizeof(*g->ap));
	if (!g->before || !g->after || !g->bbufs || !g->abufs || !g->bp ||
	    !g->ap)
		return cli_fail(c, EXIT_SYSTEM, "out of memory");
	for (i = 0; i < in->n && !ret; i++) {
		g->before[i] = g->after[i] = in->t[i];
		g->bp[i] = &g->before[i];
		g->ap[i] = &g->after[i];
		ret = g->since ? gate_since(c, g, in, i) :
				 gate_patch(c, g, in, i);
	}
	return ret;
}

/*
 * The findings of g->before (kept in g->bf), then those of g->after that
 * are new; *f and *n hold the after findings; g->what says what they are.
 * 0 or an exit status.
 */
static int gate_findings(const struct cli *c, struct gate *g,
			 const struct cli_texts *in,
			 struct maint_check_opts *co, struct maint_findings **f)
{
	struct mbuf w = MBUF_INIT;
	int ret;

	co->added = (const char *const *)g->added;
	co->nadded = g->nadded;
	ret = maint_check(g->bp, in->n, co, &g->bf);
	if (!ret)
		ret = maint_check(g->ap, in->n, co, f);
	if (!ret)
		ret = maint_findings_new(g->bf, *f);
	if (g->patch)
		mbuf_addf(&w,
			  g->touched ? "new in what %s changes" :
				       "%s changes no MAINTAINERS file",
			  g->patch);
	else
		mbuf_addf(&w,
			  g->touched ? "new since %s" :
				       "MAINTAINERS unchanged since %s",
			  g->since);
	g->what = mbuf_detach(&w, NULL);
	return ret || !g->what ? cli_fail(c, EXIT_SYSTEM, "out of memory") : 0;
}

/* What gate_filter() keeps: g->section's lines (in texts t) of each text */
struct keep {
	const struct gate *g;
	const struct maint_text *t;
	size_t nt;
	unsigned int first[64], last[64];
	bool have[64];
};

static bool keep_finding(const struct maint_finding *f, void *ctx)
{
	const struct keep *k = ctx;
	size_t j;

	if (f->level < k->g->min)
		return false;
	if (!k->g->section)
		return true;
	for (j = 0; j < k->nt && j < 64; j++)
		if (f->file == k->t[j].name)
			break;
	return j < k->nt && j < 64 && k->have[j] && f->line >= k->first[j] &&
	       f->line <= k->last[j];
}

/* Keep the findings of g->section (in texts t) at g->min or above. */
static int gate_filter(const struct cli *c, const struct gate *g,
		       const struct maint_text *t, size_t nt,
		       struct maint_findings *f)
{
	struct keep k = { .g = g, .t = t, .nt = nt };
	bool any = false;
	size_t j;

	for (j = 0; g->section && j < nt && j < 64; j++) {
		int r = maint_text_section(&t[j], g->section, &k.first[j],
					   &k.last[j]);

		if (r == -ENOMEM)
			return cli_fail(c, EXIT_SYSTEM, "out of memory");
		k.have[j] = !r;
		any |= k.have[j];
	}
	if (g->section && !any)
		return cli_fail(c, EXIT_BADINPUT, "no section '%s' in %s",
				g->section,
				nt == 1 ? t[0].name : "the MAINTAINERS files");
	maint_findings_filter(f, keep_finding, &k);
	return 0;
}

/* --level, --patch, --since: 0 or EXIT_USAGE */
static int gate_opts(const struct cli *c, struct gate *g)
{
	int ret = cli_level_arg(c, g->level, &g->min);

	if (!ret && g->patch && g->since)
		return cli_fail(c, EXIT_USAGE,
				"give --patch or --since, not both");
	return ret;
}

/* --patch FILE read (and the files it creates); 0 or an exit status */
static int gate_read_patch(const struct cli *c, struct gate *g)
{
	int ret = cli_read_input(c, g->patch, &g->pbuf, &g->plen);

	if (!ret &&
	    maint_patch_new_files(g->pbuf, g->plen, &g->added, &g->nadded))
		ret = cli_fail(c, EXIT_SYSTEM, "out of memory");
	return ret;
}

int cmd_check(int argc, char **argv)
{
	bool json = false, online = false, st_seen = false;
	const char *color_s = NULL;
	int timeout = 10;
	struct maint_findings *lf = NULL;
	bool find_files = false;
	const char *mpath = NULL, *what = NULL, *path;
	struct gate g = { 0 };
	struct opt opts[] = {
		OPT_STR("mpath|maintainer-path", &mpath, "PATH",
			"MAINTAINERS file or directory to check"),
		OPT_SET("find-maintainer-files", &find_files,
			"read every MAINTAINERS file below --mpath"),
		OPT_SET("json", &json, "print the findings as JSON"),
		{ OPT_OPTSTRING, "color", &color_s, "WHEN",
		  "the level words in colour: auto (on a terminal, the default), always, never",
		  NULL },
		OPT_STR("level", &g.level, "error|warning|check",
			"report findings of this level and above (check: all)"),
		OPT_STR("section", &g.section, "NAME",
			"only the findings of this section"),
		OPT_STR("patch", &g.patch, "FILE",
			"only the findings a patch to MAINTAINERS brings ('-': stdin)"),
		OPT_STR("since", &g.since, "REV",
			"only the findings MAINTAINERS gained since git revision REV"),
		OPT_SET("online", &online,
			"also check that W: Q: B: C: links and T: trees answer"),
		OPT_INTEGER("timeout", &timeout, "SECONDS",
			    "with --online: how long one link may take (10)"),
		{ OPT_OPTSTRING, "self-test", &what, "WHAT",
		  "print what get_maintainer.pl --self-test prints", &st_seen },
		OPT_TABLE_END,
	};
	struct maint_check_opts co = MAINT_CHECK_OPTIONS_INIT;
	struct maint_paths *paths = NULL;
	struct maint_findings *f = NULL;
	const struct maint_text *shown;
	const struct maint_text *const *shown_p;
	struct cli_texts in = { 0 };
	struct cli c;
	int nargs, ret;

	ret = cli_options(
		opts, argc, argv, usage, NULL,
		"\nLevels: error (tools misread it, patches get lost), "
		"warning (probably\nwrong), check (style).  --patch "
		"and --since report only the findings the\nchange "
		"brings.  Exit status: 0 no finding at the level, 1 "
		"findings,\n2 usage, 3 bad input, 4 system error.\n",
		&nargs);
	if (ret >= 0)
		return ret;
	cli_init(&c, "check");
	ret = cli_color_when(&c, color_s);
	if (ret)
		goto out;
	path = nargs == 1 ? argv[1] : mpath;
	if (nargs > 1 || (nargs == 1 && mpath))
		ret = cli_fail(&c, EXIT_USAGE,
			       "give one MAINTAINERS file (or --mpath)");
	else if (st_seen)
		ret = cli_self_test(&c, what ? what : "", path, find_files);
	else if (timeout < 1 || timeout > 600)
		ret = cli_fail(&c, EXIT_USAGE,
			       "--timeout takes 1 to 600 seconds");
	else if (!(ret = gate_opts(&c, &g)) && g.patch)
		ret = gate_read_patch(&c, &g);
	if (!ret && !st_seen)
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
	shown = in.t;
	shown_p = in.p;
	if (g.patch || g.since) {
		ret = gate_texts(&c, &g, &in);
		if (!ret)
			ret = gate_findings(&c, &g, &in, &co, &f);
		if (ret)
			goto out;
		shown = g.after;
		shown_p = g.ap;
	} else {
		ret = maint_check(in.p, in.n, &co, &f);
	}
	if (!ret && online)
		ret = cli_check_links(shown_p, in.n, (unsigned int)timeout,
				      &lf);
	if (ret) {
		ret = cli_fail(&c, EXIT_SYSTEM, "out of memory");
		goto out;
	}
	if (lf && maint_findings_merge(f, lf, in.p, in.n)) {
		ret = cli_fail(&c, EXIT_SYSTEM, "out of memory");
		goto out;
	}
	ret = gate_filter(&c, &g, shown, in.n, f);
	if (ret)
		goto out;
	ret = cli_findings_print(&c, f, json, g.what);
	if (!ret)
		ret = maint_findings_count(f) ? EXIT_FINDINGS : EXIT_OK;
out:
	maint_findings_free(f);
	maint_findings_free(lf);
	maint_paths_free(paths);
	gate_free(&g, in.n);
	cli_texts_free(&in);
	cli_release(&c);
	return ret;
}
