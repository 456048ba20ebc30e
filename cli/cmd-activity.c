// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint activity: who really looks after what.  For every MAINTAINERS
 * section, what each person it lists (M:, R:) did within its files over a
 * window of git history (authored commits, sign-offs, acks, reviews,
 * merges, with the last date of each), the sections whose maintainers
 * were all silent, the sections handled more by people they do not list,
 * and a summary of the tree; from the history index (maint history).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtin.h"
#include "cli.h"
#include "maint.h"
#include "mbuf.h"
#include "opt.h"
#include "term.h"

static const char *const usage =
	"maint activity [--since DATE] [--section NAME] [--json | --csv]\n"
	"                      [--others N] [--no-mailmap] [--no-update] "
	"[--mpath PATH [--find-maintainer-files]]";

struct acli {
	struct cli cli;
	const char *since, *section, *mpath;
	bool csv, no_mailmap, no_update, find_files;
	int others;
};

static void date_of(long long t, char b[11])
{
	long days = (long)(t >= 0 ? t / 86400 : -((-t + 86399) / 86400));

	maint_date_format(days, b);
}

static unsigned int total(const struct maint_activity_person *p)
{
	unsigned int n = 0;
	int k;

	for (k = 0; k < MAINT_ACT_NKINDS; k++)
		n += p->count[k];
	return n;
}

/* Text */

static void put_safe(const char *s)
{
	cli_fput_safe(stdout, s, strlen(s), 0);
}

static void put_person(const struct maint_activity_person *p)
{
	char d[11];
	int k;

	printf("  %s: ", p->role == 'M' ? "M" : p->role == 'R' ? "R" : "other");
	if (p->name[0]) {
		put_safe(p->name);
		fputs(" <", stdout);
		put_safe(p->email);
		fputs(">", stdout);
	} else {
		put_safe(p->email);
	}
	if (!total(p)) {
		if (p->last_tree) {
			date_of(p->last_tree, d);
			printf(": silent here (last in the tree %s)\n", d);
		} else {
			printf(": silent in the whole tree\n");
		}
		return;
	}
	date_of(p->last_any, d);
	printf(": last %s;", d);
	for (k = 0; k < MAINT_ACT_NKINDS; k++)
		printf(" %s %u%s", maint_act_kind_name(k), p->count[k],
		       k + 1 < MAINT_ACT_NKINDS ? "," : "");
	if (!p->role)
		printf("; handled %u", p->handled);
	putchar('\n');
}

static void put_text(const struct maint_db *db, const struct maint_activity *a)
{
	const struct maint_activity_summary *sum = maint_activity_summary(a);
	char since[11], head[11];
	size_t i, k;

	date_of(sum->since, since);
	date_of(sum->head, head);
	for (i = 0; i < maint_activity_nsections(a); i++) {
		const struct maint_activity_section *s =
			maint_activity_section(a, i);

		put_safe(maint_section_name(db, s->section));
		putchar('\n');
		fputs("  status: ", stdout);
		put_safe(*s->status ? s->status : "(none)");
		printf("; %u commits and %u merges since %s\n", s->commits,
		       s->merges, since);
		for (k = 0; k < s->npeople; k++)
			put_person(maint_activity_person(a, i, k));
		if (s->silent)
			printf("  => silent: none of its maintainers did anything "
			       "in its files since %s\n",
			       since);
		if (s->handled_by_others)
			printf("  => handled by people it does not list: %u "
			       "against %u by those it lists\n",
			       s->handled_others, s->handled_listed);
		putchar('\n');
	}
	printf("summary: %u sections, %u with maintainers (M:): %u active, %u "
	       "silent; %u handled more by people they do not list; %u with "
	       "no commits; %u commits and %u merges from %s to %s",
	       sum->sections, sum->with_maintainers, sum->active, sum->silent,
	       sum->handled_by_others, sum->no_commits, sum->commits,
	       sum->merges, since, head);
	if (sum->unmapped)
		printf("; %u commits without their files", sum->unmapped);
	putchar('\n');
}

/* CSV (RFC 4180): one row per section and person */

static void csv_field(const char *s)
{
	bool quote = strpbrk(s, ",\"\r\n") != NULL;

	if (quote)
		putchar('"');
	for (; *s; s++) {
		if (*s == '"')
			putchar('"');
		putchar(*s);
	}
	if (quote)
		putchar('"');
}

static void put_csv(const struct maint_db *db, const struct maint_activity *a)
{
	size_t i, k;
	int j;

	printf("section,status,section_commits,section_merges,silent,"
	       "handled_by_others,role,name,email");
	for (j = 0; j < MAINT_ACT_NKINDS; j++)
		printf(",%s,last_%s", maint_act_kind_name(j),
		       maint_act_kind_name(j));
	printf(",handled,last,last_in_tree\r\n");
	for (i = 0; i < maint_activity_nsections(a); i++) {
		const struct maint_activity_section *s =
			maint_activity_section(a, i);

		for (k = 0; k < s->npeople || (!k && !s->npeople); k++) {
			const struct maint_activity_person *p =
				maint_activity_person(a, i, k);
			char d[11];

			csv_field(maint_section_name(db, s->section));
			putchar(',');
			csv_field(s->status);
			printf(",%u,%u,%d,%d,", s->commits, s->merges,
			       s->silent, s->handled_by_others);
			if (!p) {
				printf(",,");
				for (j = 0; j < MAINT_ACT_NKINDS; j++)
					printf(",,");
				printf(",,,\r\n");
				continue;
			}
			printf("%s,", p->role == 'M' ? "M" :
				      p->role == 'R' ? "R" :
						       "other");
			csv_field(p->name);
			putchar(',');
			csv_field(p->email);
			for (j = 0; j < MAINT_ACT_NKINDS; j++) {
				printf(",%u,", p->count[j]);
				if (p->last[j]) {
					date_of(p->last[j], d);
					fputs(d, stdout);
				}
			}
			printf(",%u,", p->handled);
			if (p->last_any) {
				date_of(p->last_any, d);
				fputs(d, stdout);
			}
			putchar(',');
			if (p->last_tree) {
				date_of(p->last_tree, d);
				fputs(d, stdout);
			}
			printf("\r\n");
		}
	}
}

/* JSON: the library's (maint_activity_json()) */

static int put_json(struct acli *c, const struct maint_activity *a)
{
	const char *diags = cli_diags_json(&c->cli);
	char *out = mbuf_failed(&c->cli.diags) ?
			    NULL :
			    maint_activity_json(a, c->cli.db, diags, NULL);

	if (!out)
		return cli_fail(&c->cli, EXIT_SYSTEM, "out of memory");
	fputs(out, stdout);
	free(out);
	return 0;
}

/* The history index, brought up to date first (unless --no-update). */
static int history_ready(struct acli *c)
{
	struct maint_history_stats st = MAINT_HISTORY_STATS_INIT;
	const char *why = NULL;
	int ret;

	if (c->no_update)
		return 0;
	ret = maint_history_update(NULL, 0, &st, &why);
	if (ret == -ENOENT)
		return cli_fail(&c->cli, EXIT_BADINPUT,
				"not a git work tree: no history to read");
	if (ret)
		return cli_fail(&c->cli,
				ret == -ENOTSUP ? EXIT_BADINPUT : EXIT_SYSTEM,
				"cannot bring the history index up to date: %s",
				why ? why : strerror(-ret));
	if (!st.current && !c->cli.json)
		cli_report(&c->cli, NULL, 0, MAINT_INFO,
			   "history index: %u commits added in %.1f s",
			   st.added, st.seconds);
	return 0;
}

int cmd_activity(int argc, char **argv)
{
	struct acli c = { 0 };
	struct maint_activity_opts o = MAINT_ACTIVITY_OPTIONS_INIT;
	struct maint_activity *a = NULL;
	const char *why = NULL;
	int n, ret;
	struct opt opts[] = {
		OPT_STR("since", &c.since, "DATE",
			"the window's start, as git log --since reads it "
			"(default: 2-years-ago)"),
		OPT_STR("section", &c.section, "NAME",
			"one section (its exact name)"),
		OPT_SET("json", &c.cli.json, "print JSON"),
		OPT_SET("csv", &c.csv,
			"print CSV: one row per section and person"),
		OPT_INTEGER("others", &c.others, "N",
			    "people not listed shown per section (default 5)"),
		OPT_SET("no-mailmap", &c.no_mailmap,
			"do not map addresses through .mailmap"),
		OPT_SET("no-update", &c.no_update,
			"do not bring the history index up to date first"),
		OPT_STR("mpath|maintainer-path", &c.mpath, "PATH",
			"MAINTAINERS file or directory to read"),
		OPT_SET("find-maintainer-files", &c.find_files,
			"read every MAINTAINERS file below --mpath"),
		OPT_TABLE_END,
	};

	cli_init(&c.cli, "activity");
	ret = cli_options(
		opts, argc, argv, usage,
		"Who really looks after what: for every MAINTAINERS section, "
		"what the people it\nlists did within its files over a window "
		"of git history, the sections whose\nmaintainers were all "
		"silent, and those handled more by people they do not list.\n\n",
		"\nThe history comes from maint's history index, brought up to "
		"date first\n(maint history).  See maint-activity(1).\n",
		&n);
	if (ret >= 0)
		goto out;
	ret = EXIT_USAGE;
	if (n) {
		cli_fail(&c.cli, ret, "unexpected argument '%s'", argv[1]);
		goto out;
	}
	if (c.csv && c.cli.json) {
		cli_fail(&c.cli, ret, "--csv and --json exclude each other");
		goto out;
	}
	if (c.others < 0) {
		cli_fail(&c.cli, ret, "--others must not be negative");
		goto out;
	}
	c.cli.load.path = c.mpath;
	c.cli.load.find_maintainer_files = c.find_files;
	ret = cli_db(&c.cli);
	if (ret)
		goto out;
	ret = history_ready(&c);
	if (ret)
		goto out;
	o.since = c.since;
	o.section = c.section;
	o.mailmap = !c.no_mailmap;
	o.others = c.others ? (unsigned int)c.others : 0;
	ret = maint_activity_run(&a, c.cli.db, &o, &why);
	if (ret == -ENOENT) {
		ret = cli_fail(&c.cli, EXIT_BADINPUT, "no section named '%s'",
			       c.section);
		goto out;
	}
	if (ret) {
		ret = cli_fail(&c.cli,
			       ret == -ENOMEM ? EXIT_SYSTEM : EXIT_BADINPUT,
			       "cannot read the history: %s",
			       why ? why : strerror(-ret));
		goto out;
	}
	ret = EXIT_OK;
	if (c.cli.json)
		ret = put_json(&c, a);
	else if (c.csv)
		put_csv(c.cli.db, a);
	else
		put_text(c.cli.db, a);
out:
	maint_activity_free(a);
	cli_release(&c.cli);
	return ret;
}
