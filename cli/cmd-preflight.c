// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint preflight: check a series before it is sent, against MAINTAINERS
 * and the rules of every profile it touches.  The checks are libmaint's
 * (lib/preflight*.c); this file reads the inputs and prints the findings
 * in checkpatch's shape.  Nothing is sent or changed.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "builtin.h"
#include "cli.h"
#include "clidiag.h"
#include "facts.h"
#include "maint.h"
#include "mbuf.h"
#include "opt.h"
#include "util.h"

#define MAX_DIR_FILES 4096

static const char *const usage =
	"maint preflight [--json | --terse] [--color[=auto|always|never]] [--no-summary] [--per-patch] [--root DIR]\n"
	"                       [--mpath PATH] [--today YYYY-MM-DD] [--rc N | --merge-window]\n"
	"                       [--posted DATE[THH:MM]] [--previous DATE[THH:MM]] [--sent PATH]\n"
	"                       [--no-git] [--no-recipients] [--fetch] [<patch>|<dir>|<mbox>|-]...";

struct pcli {
	struct cli cli; /* json, the diagnostics */
	const char *mpath, *root, *today_s, *posted_s, *previous_s, *color_s;
	const char *sent; /* --sent: the sent mail, an mbox or a maildir */
	bool wrap; /* on a terminal: wrapped, the rule and fix on lines of their own */
	size_t width; /* the terminal's */
	bool terse, no_summary, no_git, no_recipients, fetch, per_patch;
	struct cli_cycle_opts cyc;
	struct maint_ptargets *ts; /* the profiles of what comes first */
};

static void put_safe(const char *s)
{
	if (s)
		cli_fput_safe(stdout, s, strlen(s),
			      CLI_SAFE_NL_SPACE | CLI_SAFE_TAB_SPACE);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool mail_name(const char *n)
{
	size_t l = strlen(n);

	return (l > 6 && !strcmp(n + l - 6, ".patch")) ||
	       (l > 4 && !strcmp(n + l - 4, ".eml")) ||
	       (l > 5 && !strcmp(n + l - 5, ".mbox")) ||
	       (l > 5 && !strcmp(n + l - 5, ".diff"));
}

static int add_file(struct cli *c, struct maint_preflight *pf, const char *path)
{
	char *buf = NULL;
	size_t len = 0;
	int ret;

	ret = cli_read_input(c, path, &buf, &len);
	if (ret)
		return ret;
	ret = maint_preflight_add(pf, path, buf, len);
	free(buf);
	return ret ? cli_fail(c, EXIT_SYSTEM, "%s", strerror(-ret)) : 0;
}

/* A directory: its *.patch, *.eml, *.mbox and *.diff files, by name. */
static int add_dir(struct cli *c, struct maint_preflight *pf, const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	char **names = NULL;
	size_t n = 0, alloc = 0, i;
	int ret = 0;

	if (!d)
		return cli_fail(c, EXIT_BADINPUT, "cannot open '%s': %s", dir,
				strerror(errno));
	while ((e = readdir(d)) && n < MAX_DIR_FILES) {
		struct mbuf p = MBUF_INIT;
		struct stat st;

		if (e->d_name[0] == '.' || !mail_name(e->d_name))
			continue;
		mbuf_addf(&p, "%s/%s", dir, e->d_name);
		if (lstat(p.buf, &st) || !S_ISREG(st.st_mode) ||
		    ALLOC_GROW(names, n + 1, alloc)) {
			mbuf_release(&p);
			continue;
		}
		names[n++] = mbuf_detach(&p, NULL);
	}
	closedir(d);
	mnt_qsort(names, n, sizeof(*names), cmp_str);
	if (!n)
		ret = cli_fail(
			c, EXIT_BADINPUT,
			"'%s' holds no *.patch, *.eml, *.mbox or *.diff file",
			dir);
	for (i = 0; i < n; i++) {
		if (!ret && names[i])
			ret = add_file(c, pf, names[i]);
		free(names[i]);
	}
	free(names);
	return ret;
}

/* "patches 1-3, 5" (their k/n numbers; else their places in the input) */
static void print_mails(const struct maint_preflight *pf,
			const struct maint_preflight_finding *f)
{
	size_t i = 0;
	bool numbered = true;

	for (i = 0; i < f->nmails; i++)
		numbered &= maint_preflight_mail(pf, f->mails[i])->n > 0;
	printf(" (%s ", numbered ? "patches" : "mails");
	for (i = 0; i < f->nmails;) {
		const struct maint_preflight_mail *m =
			maint_preflight_mail(pf, f->mails[i]);
		long a = numbered ? m->k : (long)f->mails[i] + 1, b = a;
		size_t j = i + 1;

		while (j < f->nmails) {
			const struct maint_preflight_mail *n =
				maint_preflight_mail(pf, f->mails[j]);
			long v = numbered ? n->k : (long)f->mails[j] + 1;

			if (v != b + 1)
				break;
			b = v;
			j++;
		}
		printf("%s%ld", i ? ", " : "", a);
		if (b > a)
			printf("-%ld", b);
		i = j;
	}
	printf(")");
}

/*
 * One finding.  On a terminal (not --terse) the message, the mails, the
 * rule and the fix have lines of their own under "FILE:LINE: LEVEL:
 * check:", wrapped at the terminal's width; otherwise one line,
 * checkpatch's shape, for tools.
 */
static void print_finding(const struct pcli *c,
			  const struct maint_preflight *pf,
			  const struct maint_preflight_finding *f)
{
	bool wrap = c->wrap;
	struct mbuf mb = MBUF_INIT;

	if (f->file) {
		put_safe(f->file);
		printf(":%u: ", f->line);
	} else {
		printf("series: ");
	}
	cli_finding_level_print(stdout, f->level, c->cli.color);
	printf(": %s:", f->check);
	if (wrap) {
		putchar('\n');
		cli_fput_wrapped(stdout, f->message, 4, 4, c->width);
	} else {
		putchar(' ');
		put_safe(f->message);
	}
	if (f->nmails > 1) {
		if (wrap)
			printf("   ");
		print_mails(pf, f);
		if (wrap)
			putchar('\n');
	}
	if (f->rule_file) {
		printf(wrap ? "    [" : " [");
		put_safe(f->rule_file);
		if (f->rule_line)
			printf(":%u", f->rule_line);
		printf(wrap ? "]\n" : "]");
	}
	if (f->fix && !c->terse) {
		if (wrap) {
			mbuf_addf(&mb, "fix: %s", f->fix);
			cli_fput_wrapped(stdout, mb.buf, 4, 9, c->width);
			mbuf_release(&mb);
		} else {
			printf(" -- fix: ");
			put_safe(f->fix);
		}
	}
	if (!wrap)
		putchar('\n');
}

static void print_summary(const struct maint_preflight *pf)
{
	size_t i, n = maint_preflight_nmails(pf), e, w, k, np = 0;
	bool cover = false;

	putchar('\n');
	for (i = 0; i < n; i++) {
		const struct maint_preflight_mail *m =
			maint_preflight_mail(pf, i);

		put_safe(m->file);
		if (m->line > 1)
			printf(":%u", m->line);
		printf(": %s", m->skipped ? "left out: " :
			       m->cover	  ? "cover letter: " :
					    "");
		cli_finding_totals(stdout, m->errors, m->warnings, m->checks);
		printf(": ");
		put_safe(m->subject ? m->subject : "(no subject)");
		putchar('\n');
		np += !m->skipped && !m->cover;
		cover |= m->cover;
	}
	maint_preflight_totals(pf, &e, &w, &k);
	printf("total: ");
	cli_finding_totals(stdout, e, w, k);
	printf("; %zu patch%s%s; profiles:", np, np == 1 ? "" : "es",
	       cover ? " and a cover letter" : "");
	for (i = 0; i < maint_preflight_nprofiles(pf); i++) {
		putchar(' ');
		put_safe(maint_preflight_profile(pf, i));
	}
	if (!maint_preflight_nprofiles(pf))
		printf(" none");
	putchar('\n');
}

/* MAINTAINERS of --root (or --mpath) into c->cli.db. */
static int load_db(struct pcli *c)
{
	struct mbuf p = MBUF_INIT;
	int ret;

	if (!c->mpath && strcmp(c->root, ".")) {
		mbuf_addf(&p, "%s/MAINTAINERS", c->root);
		c->cli.load.path = p.buf;
	} else {
		c->cli.load.path = c->mpath;
	}
	c->cli.load.root = c->root;
	ret = cli_db(&c->cli);
	c->cli.load.path = NULL; /* p's, gone */
	mbuf_release(&p);
	return ret;
}

/* "HH:MM[:SS]" and an optional "Z" or "+HH:MM"/"-HHMM": seconds, or -1. */
static long long parse_time(const char *t)
{
	int h, m, sec = 0, oh = 0, om = 0, n = 0;
	long long off = 0;

	if (sscanf(t, "%2d:%2d%n", &h, &m, &n) != 2 || h > 23 || m > 59)
		return -1;
	t += n;
	if (*t == ':') {
		if (sscanf(t, ":%2d%n", &sec, &n) != 1 || sec > 60)
			return -1;
		t += n;
	}
	if (*t == 'Z' || *t == 'z') {
		t++;
	} else if (*t == '+' || *t == '-') {
		int sign = *t == '-' ? -1 : 1;

		if (sscanf(t + 1, "%2d%n", &oh, &n) != 1)
			return -1;
		t += 1 + n;
		if (*t == ':')
			t++;
		if (isdigit((unsigned char)*t) &&
		    sscanf(t, "%2d%n", &om, &n) == 1)
			t += n;
		off = sign * (oh * 3600LL + om * 60LL);
	}
	if (*t)
		return -1;
	return h * 3600LL + m * 60LL + sec - off;
}

/*
 * A day "YYYY-MM-DD", or a moment "YYYY-MM-DDTHH:MM[:SS][Z|+HH:MM]"
 * (also with a blank for the T; UTC without a zone): *d the day, *at the
 * seconds since the epoch (0 for a day alone).
 */
static int parse_day(struct cli *c, const char *opt, const char *s, long *d,
		     long long *at)
{
	char day[11];
	long long t = 0;

	*at = 0;
	if (!s) {
		*d = -1;
		return 0;
	}
	if (strlen(s) > 10 && (s[10] == 'T' || s[10] == 't' || s[10] == ' ')) {
		t = parse_time(s + 11);
		if (t < 0)
			return cli_fail(
				c, EXIT_USAGE,
				"--%s: '%s' is not a time (YYYY-MM-DDTHH:MM[:SS][Z|+HH:MM])",
				opt, s);
		memcpy(day, s, 10);
		day[10] = '\0';
		s = day;
	}
	if (maint_date_parse(s, d))
		return cli_fail(c, EXIT_USAGE,
				"--%s: '%s' is not a date (YYYY-MM-DD)", opt,
				s);
	if (t || s == day)
		*at = *d * 86400LL + t;
	return 0;
}

/* The options once parsed: what excludes what, the days (po, today). */
static int check_opts(struct pcli *c, struct maint_preflight_opts *po,
		      long *today, int n)
{
	if (c->cli.json && c->terse)
		return cli_fail(&c->cli, EXIT_USAGE,
				"--json and --terse exclude each other");
	if (cli_cycle_check(&c->cli, &c->cyc))
		return EXIT_USAGE;
	if (c->today_s) {
		if (maint_date_parse(c->today_s, today))
			return cli_fail(
				&c->cli, EXIT_USAGE,
				"--today: '%s' is not a date (YYYY-MM-DD)",
				c->today_s);
	} else {
		*today = maint_date_today();
	}
	if (parse_day(&c->cli, "posted", c->posted_s, &po->posted,
		      &po->posted_at) ||
	    parse_day(&c->cli, "previous", c->previous_s, &po->previous,
		      &po->previous_at))
		return EXIT_USAGE;
	if (po->posted >= 0 && po->previous >= 0 &&
	    (po->previous > po->posted || (po->posted_at && po->previous_at &&
					   po->previous_at > po->posted_at)))
		return cli_fail(&c->cli, EXIT_USAGE,
				"--previous is after --posted");
	if (!n && isatty(0))
		return cli_fail(
			&c->cli, EXIT_USAGE,
			"no patch given and standard input is a terminal; see --help");
	return 0;
}

/* The n patches, directories and mboxes of args; none: standard input. */
static int add_inputs(struct pcli *c, struct maint_preflight *pf, int n,
		      char **args)
{
	int i, ret = 0;

	for (i = 0; i < n && !ret; i++) {
		struct stat st;
		const char *a = args[i];

		if (strcmp(a, "-") && !stat(a, &st) && S_ISDIR(st.st_mode))
			ret = add_dir(&c->cli, pf, a);
		else
			ret = add_file(&c->cli, pf, a);
	}
	if (!n && !ret)
		ret = add_file(&c->cli, pf, "-");
	return ret;
}

/*
 * What comes first for the series, as maint profile -f prints it for the
 * files it touches (the same rule set and brief), for the kind of change
 * the series is: *rs and *brief, both NULL when no profile applies.
 */
static int make_brief(struct pcli *c, const struct maint_preflight *pf,
		      const struct maint_cycle *cy, struct maint_rset **rs,
		      struct maint_brief **brief)
{
	static const struct maint_diag_sink quiet =
		MAINT_DIAG_SINK_INIT(NULL, NULL);
	struct maint_ptargets_opts to = MAINT_PTARGETS_OPTIONS_INIT;
	struct maint_ptargets *ts = NULL;
	struct maint_get_opts o;
	struct maint_get *g = NULL;
	size_t i;
	int ret;

	*rs = NULL;
	*brief = NULL;
	if (!maint_preflight_nfiles(pf))
		return 0;
	/* the checks have said what is wrong with the profiles: quiet here */
	to.root = c->root;
	to.level = MAINT_INFO;
	to.quiet_kinds = true;
	/* URL profiles: their cached copies (the checks fetched them) */
	to.urls = true;
	maint_get_opts_init(&o);
	o.git_fallback = false;
	o.root = c->root;
	ret = maint_ptargets_new(&ts, &to, &quiet);
	if (!ret)
		ret = maint_get_new(&g, c->cli.db, &o, &quiet);
	for (i = 0; !ret && i < maint_preflight_nfiles(pf); i++)
		ret = maint_get_add_file(g, maint_preflight_file(pf, i));
	if (!ret)
		ret = maint_get_run(g);
	if (!ret)
		ret = maint_ptargets_add_query(ts, g, c->cli.db);
	if (!ret) {
		*rs = cli_rset_new(c->cli.db, ts, c->root, &quiet);
		if (*rs &&
		    maint_brief_new(brief, *rs, cy, maint_preflight_change(pf)))
			ret = -ENOMEM;
	}
	maint_get_free(g);
	/* the rule set keeps pointers into the targets' profiles */
	if (ret || !*rs)
		maint_ptargets_free(ts);
	else
		c->ts = ts;
	return ret ? cli_fail(&c->cli, EXIT_SYSTEM, "%s", strerror(-ret)) : 0;
}

/* The findings, as JSON or text; the exit status. */
static int render(struct pcli *c, struct maint_preflight *pf,
		  const struct maint_cycle *cy, const struct maint_brief *brief)
{
	size_t i, e, w, k;

	if (c->cli.json) {
		size_t len;
		char *j = maint_preflight_json(pf, &len);
		char *first = maint_brief_json(brief, NULL);

		if (!j || !first) {
			free(j);
			free(first);
			return cli_fail(&c->cli, EXIT_SYSTEM, "out of memory");
		}
		/* what comes first and the diagnostics go in before the
		 * closing brace */
		if (len >= 2)
			j[len - 2] = '\0';
		printf("%s,\n \"first\": %s,\n \"diagnostics\": %s}\n", j,
		       first, cli_diags_json(&c->cli));
		free(j);
		free(first);
	} else {
		/* a header before the findings; hooks read --terse */
		if (brief && !c->terse && !c->per_patch)
			cli_brief_print(brief, c->cli.color,
					c->wrap ? c->width : 78);
		for (i = 0; i < maint_preflight_nfindings(pf); i++)
			print_finding(c, pf, maint_preflight_finding(pf, i));
		if (!c->terse && !c->no_summary)
			print_summary(pf);
		if (!c->terse && cy->phase == MAINT_PHASE_UNKNOWN)
			cli_fprintf_safe(
				stdout, CLI_SAFE_NL,
				"timing not checked: no release tags in '%s'; pass --rc N or --merge-window\n",
				c->root);
	}
	maint_preflight_totals(pf, &e, &w, &k);
	return e ? EXIT_FINDINGS : EXIT_OK;
}

int cmd_preflight(int argc, char **argv)
{
	struct pcli c = { .root = "." };
	struct maint_preflight_opts po = MAINT_PREFLIGHT_OPTIONS_INIT;
	struct maint_fetch_opts fo = { 0 };
	struct maint_preflight *pf = NULL;
	struct maint_rset *rs = NULL;
	struct maint_brief *brief = NULL;
	const struct maint_cycle *cy = NULL;
	int tags_err;
	long today;
	int n, ret;
	struct opt opts[] = {
		OPT_SET("json", &c.cli.json, "print JSON"),
		OPT_SET("terse", &c.terse,
			"one line per finding, no summary (checkpatch --terse)"),
		{ OPT_OPTSTRING, "color", &c.color_s, "WHEN",
		  "the level words in colour: auto (on a terminal, the default), always, never",
		  NULL },
		OPT_SET("no-summary", &c.no_summary,
			"no summary per mail and for the series"),
		OPT_SET("per-patch", &c.per_patch,
			"one patch at a time (a hook): no findings about the series it cannot see"),
		OPT_STR("root", &c.root, "DIR",
			"the tree's top: MAINTAINERS, profiles, .mailmap, git (default: .)"),
		OPT_STR("mpath|maintainer-path", &c.mpath, "PATH",
			"MAINTAINERS file or directory to read"),
		OPT_STR("today", &c.today_s, "YYYY-MM-DD",
			"the day to check for (default: today, UTC)"),
		CLI_OPTS_CYCLE(&c.cyc),
		OPT_STR("posted", &c.posted_s, "DATE[THH:MM]",
			"when this posting is sent (default: today)"),
		OPT_STR("previous", &c.previous_s, "DATE[THH:MM]",
			"when the previous version was sent (repost interval; default: the sent mail, else b4's sent tag)"),
		OPT_STR("sent", &c.sent, "PATH",
			"your sent mail (an mbox or a maildir): when the previous version was sent (default: git config maint.sentFolder)"),
		OPT_SET("no-git", &c.no_git,
			"do not read git history (Fixes: commits, usual prefixes)"),
		OPT_SET("no-recipients", &c.no_recipients,
			"do not compare To:/Cc: with maint get's answer"),
		OPT_SET("fetch", &c.fetch,
			"fetch URL profiles (else their cached copies are read)"),
		OPT_TABLE_END,
	};

	cli_init(&c.cli, "preflight");
	ret = cli_options(
		opts, argc, argv, usage, NULL,
		"\nInputs: git format-patch files, a directory of them, an mbox, or \"-\"\n"
		"(also without arguments) for standard input.  Exit status 1 when there\n"
		"are errors.  Nothing is sent or changed.\n",
		&n);
	if (ret >= 0)
		return ret;
	ret = check_opts(&c, &po, &today, n);
	if (ret)
		return ret;
	ret = cli_color_when(&c.cli, c.color_s);
	if (ret)
		return ret;
	c.wrap = !c.terse && !c.cli.json && c.cli.tty;
	if (c.wrap)
		c.width = cli_term_width();
	ret = cli_cycle_read(&c.cli, &c.cyc, c.root, today, &cy, &tags_err);
	if (ret)
		return ret;
	ret = load_db(&c);
	if (ret)
		goto out;
	po.db = c.cli.db;
	po.root = c.root;
	po.git = !c.no_git;
	po.cycle = cy;
	po.recipients = !c.no_recipients;
	po.per_patch = c.per_patch;
	po.sent = c.sent;
	fo.fetch = c.fetch;
	po.fetch = &fo;
	if (po.posted < 0)
		po.posted = today;
	ret = maint_preflight_new(&pf, &po, &c.cli.sink);
	if (ret) {
		ret = cli_fail(&c.cli, EXIT_SYSTEM, "%s", strerror(-ret));
		goto out;
	}
	ret = add_inputs(&c, pf, n, argv + 1);
	if (ret)
		goto out;
	ret = maint_preflight_run(pf);
	if (ret) {
		ret = cli_fail(&c.cli, EXIT_SYSTEM, "%s", strerror(-ret));
		goto out;
	}
	ret = make_brief(&c, pf, cy, &rs, &brief);
	if (!ret)
		ret = render(&c, pf, cy, brief);
out:
	maint_brief_free(brief);
	maint_cycle_free(cy);
	maint_rset_free(rs);
	maint_ptargets_free(c.ts);
	maint_preflight_free(pf);
	cli_release(&c.cli);
	return ret;
}
