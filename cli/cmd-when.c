// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint when: what the key cycle dates and review cadence of the profiles
 * that apply to a patch mean today: where the release cycle is, whether a
 * new feature can still target the next merge window, and from when a
 * ping is appropriate.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "builtin.h"
#include "cli.h"
#include "clidiag.h"
#include "maint.h"
#include "mbuf.h"
#include "opt.h"
#include "util.h"

static const char *const usage =
	"maint when [--today YYYY-MM-DD] [--posted YYYY-MM-DD] [--rc N | --merge-window]\n"
	"                  [--repo DIR] [--mpath PATH] [--json] [<patch>... | -f <file>...]";

static const char *const weekdays[7] = { "Sunday",   "Monday", "Tuesday",
					 "Wednesday", "Thursday", "Friday",
					 "Saturday" };

struct wcli {
	struct cli cli;
	const char *mpath, *today_s, *posted_s, *repo;
	bool from_filename;
	struct cli_cycle_opts cyc;
	long today, posted;
};

/* Output */

static void put_safe(const char *s)
{
	cli_fput_safe(stdout, s, strlen(s),
		      CLI_SAFE_NL_SPACE | CLI_SAFE_TAB_SPACE);
}

static const char *date_s(long d, char *b)
{
	if (d < 0)
		return "unknown";
	maint_date_format(d, b);
	return b;
}

/* Text */

static void print_where(const struct maint_fact *f)
{
	printf("  [");
	put_safe(f->file);
	printf(":%u]\n", f->line);
}

static void print_cycle(const struct wcli *c, const struct maint_cycle *cy)
{
	char name[128], b1[11], b2[11];

	printf("today: %s (%s)%s\n", date_s(cy->today, b1),
	       weekdays[maint_date_weekday(cy->today)],
	       c->today_s ? "" : ", UTC");
	if (cy->phase == MAINT_PHASE_UNKNOWN) {
		printf("release cycle: unknown (no vX.Y or vX.Y-rcN tags; pass --rc N or --merge-window)\n");
		return;
	}
	maint_cycle_name(cy, name, sizeof(name));
	printf("release cycle: ");
	put_safe(name);
	if (cy->phase == MAINT_PHASE_RC)
		printf(", week %d of the cycle, day %ld of -rc%d", cy->week,
		       cy->today - cy->since + 1, cy->rc);
	else
		printf(", week %d of the cycle (week %d of the merge window)",
		       cy->week, cy->week);
	if (cy->from_tags)
		printf("; %s tagged %s", cy->tag, date_s(cy->since, b1));
	else
		printf("; as given, assumed to have started %s",
		       date_s(cy->since, b1));
	putchar('\n');
	if (cy->release_day)
		printf("release day: %s was released today; the merge window is open\n",
		       cy->prev_release);
	if (cy->phase == MAINT_PHASE_MERGE_WINDOW)
		printf("-rc1 expected: %s\n",
		       date_s(maint_cycle_rc_date(cy, 1, NULL), b1));
	printf("next release: %s expected %s (after -rc%d); the next merge window opens then\n",
	       cy->version[0] ? cy->version : "the next one",
	       date_s(cy->next_release, b2), cy->last_rc);
}

static void print_deadline(const char *label, const struct maint_deadline *d,
			   const char *prep)
{
	char b[11];

	printf("  %s: ", label);
	if (!d->fact) {
		printf("not stated\n");
		return;
	}
	if (d->rc)
		printf("%s -rc%d", d->through ? "through" : prep, d->rc);
	else
		put_safe(d->fact->value);
	if (d->date >= 0)
		printf(" (%s %s)", d->tagged ? "tagged" : "expected",
		       date_s(d->date, b));
	if (d->passed)
		printf(", passed");
	print_where(d->fact);
	if (d->passed && d->next_date >= 0)
		printf("    in the following cycle: expected %s\n",
		       date_s(d->next_date, b));
}

/* "  LABEL: VALUE  [FILE:LINE]", or "not stated". */
static void print_stated(const char *label, const struct maint_fact *f)
{
	printf("  %s: ", label);
	if (!f) {
		printf("not stated\n");
		return;
	}
	put_safe(f->value);
	print_where(f);
}

static void print_target(const struct wcli *c, const struct maint_ptarget *t,
			 const struct maint_when *w)
{
	char b[11];

	printf("P: ");
	put_safe(maint_ptarget_value(t));
	putchar('\n');
	if (!maint_ptarget_profile(t)) {
		const char *error = maint_ptarget_error(t);

		cli_fprintf_safe(stdout, CLI_SAFE_NL, "  (%s)\n",
				 error ? error : "not read");
		return;
	}
	if (w->any_time) {
		printf("  new features: any time");
		print_where(w->feature->fact);
	} else if (w->feature->fact && !w->feature->rc &&
		   w->feature->date < 0) {
		printf("  new features: ");
		put_safe(w->feature->fact->value);
		print_where(w->feature->fact);
	} else {
		print_deadline("new features", w->feature, "post before");
	}
	printf("  next merge window: %s (%s)\n",
	       w->can_target < 0 ? "not stated" :
	       w->can_target ? "a new feature posted today can still target it" :
			       "too late for a new feature posted today",
	       w->reason);
	print_deadline("merge deadline", w->merge, "merged by");
	print_stated("wait before pinging", w->ping_wait);
	if (w->ping_from >= 0)
		printf("  ping from: %s (posted %s)%s\n", date_s(w->ping_from, b),
		       c->posted_s, w->ping_from <= c->today ? ", due now" : "");
	else if (w->ping_wait && !w->wait)
		printf("  ping from: cannot tell from the wording\n");
	else if (w->ping_wait)
		printf("  ping from: pass --posted YYYY-MM-DD for the date\n");
	print_stated("how to remind", w->ping_how);
}

/* Where the release cycle is: from --rc/--merge-window or the git tags. */
static int read_cycle(struct wcli *c, const struct maint_cycle **out)
{
	const char *repo = c->repo ? c->repo : ".";
	const struct maint_cycle *cy;
	char b[11];
	int ret, status;

	status = cli_cycle_read(&c->cli, &c->cyc, c->repo, c->today, out, &ret);
	cy = *out;
	if (status || c->cyc.rc_given || c->cyc.merge_window)
		return status;
	if (ret == -ENOENT || (!ret && cy->phase == MAINT_PHASE_UNKNOWN))
		cli_report(&c->cli, NULL, 0, MAINT_INFO,
			   ret ? "'%s' is not a git repository: pass --rc N or --merge-window" :
				 "no vX.Y or vX.Y-rcN tag in '%s' on or before today: pass --rc N or --merge-window",
			   repo);
	else if (ret)
		cli_report(&c->cli, NULL, 0, MAINT_WARNING,
			   "cannot read the tags of '%s': %s", repo,
			   strerror(-ret));
	if (cy->stale)
		cli_report(&c->cli, NULL, 0, MAINT_WARNING,
			   "the newest release tag %s (%s) is %ld days old: fetch the tags or pass --rc N or --merge-window",
			   cy->tag, date_s(cy->since, b), cy->today - cy->since);
	return 0;
}

/* The dates and option combinations; 0 or EXIT_USAGE. */
static int check_opts(struct wcli *c, int n)
{
	const struct cli *k = &c->cli;

	if (c->today_s && maint_date_parse(c->today_s, &c->today))
		return cli_fail(k, EXIT_USAGE,
				"--today: '%s' is not a date (YYYY-MM-DD)",
				c->today_s);
	if (c->posted_s && maint_date_parse(c->posted_s, &c->posted))
		return cli_fail(k, EXIT_USAGE,
				"--posted: '%s' is not a date (YYYY-MM-DD)",
				c->posted_s);
	if (!c->today_s)
		c->today = maint_date_today();
	if (c->posted >= 0 && c->posted > c->today)
		return cli_fail(k, EXIT_USAGE, "--posted %s is after today (%s)",
				c->posted_s, c->today_s ? c->today_s : "UTC");
	if (cli_cycle_check(k, &c->cyc))
		return EXIT_USAGE;
	if (!n && c->from_filename)
		return cli_fail(k, EXIT_USAGE, "-f needs at least one file");
	return 0;
}

static int render_json(struct wcli *c, const struct maint_db *db,
		       const struct maint_cycle *cy,
		       const struct maint_ptargets *ts,
		       const struct maint_when *const *w)
{
	struct maint_when_doc d = MAINT_WHEN_DOC_INIT;
	char *out;

	d.today = c->today;
	d.posted = c->posted;
	d.cycle = cy;
	d.targets = ts;
	d.when = w;
	d.db = db;
	d.diagnostics = cli_diags_json(&c->cli);
	out = mbuf_failed(&c->cli.diags) ? NULL : maint_when_json(&d, NULL);
	if (!out)
		return cli_fail(&c->cli, EXIT_SYSTEM, "out of memory");
	fputs(out, stdout);
	free(out);
	return 0;
}

static void render_text(const struct wcli *c, const struct maint_cycle *cy,
			bool queried, const struct maint_ptargets *ts,
			const struct maint_when *const *w)
{
	size_t i, n;
	const char *const *as = maint_cycle_assumptions(&n);

	print_cycle(c, cy);
	if (cy->phase != MAINT_PHASE_UNKNOWN) {
		printf("assumes:\n");
		for (i = 0; i < n; i++)
			printf("  - %s\n", as[i]);
	}
	if (queried && !maint_ptargets_count(ts))
		printf("\nno profile applies (no matching section has a P: line)\n");
	for (i = 0; i < maint_ptargets_count(ts); i++) {
		putchar('\n');
		print_target(c, maint_ptargets_at(ts, i), w[i]);
	}
}

int cmd_when(int argc, char **argv)
{
	struct wcli c = { .today = -1, .posted = -1 };
	struct maint_db *db = NULL;
	struct maint_ptargets_opts to = { .level = MAINT_WARNING,
					  .quiet_kinds = true };
	struct maint_ptargets *ts = NULL;
	const struct maint_when **w = NULL;
	const struct maint_cycle *cy = NULL;
	size_t i, nt;
	int n, ret = 0;
	struct opt opts[] = {
		OPT_SET("f|file", &c.from_filename,
			"arguments are files, not patches"),
		OPT_STR("today", &c.today_s, "YYYY-MM-DD",
			"the day to answer for (default: today, UTC)"),
		OPT_STR("posted", &c.posted_s, "YYYY-MM-DD",
			"when the patch was posted: the day a ping is appropriate"),
		CLI_OPTS_CYCLE(&c.cyc),
		OPT_STR("repo", &c.repo, "DIR",
			"git repository to read release tags from (default: .)"),
		OPT_STR("mpath|maintainer-path", &c.mpath, "PATH",
			"MAINTAINERS file or directory to read"),
		OPT_SET("json", &c.cli.json, "print JSON"),
		OPT_TABLE_END,
	};

	cli_init(&c.cli, "when");
	ret = cli_options(opts, argc, argv, usage, NULL,
			  "\nWithout a patch or file: the release cycle only.  "
			  "\"-\" reads a patch\nfrom standard input.\n",
			  &n);
	if (ret >= 0)
		goto out;
	ret = check_opts(&c, n);
	if (!ret && maint_ptargets_new(&ts, &to, &c.cli.sink))
		ret = cli_fail(&c.cli, EXIT_SYSTEM, "out of memory");
	if (ret)
		goto out;
	/* the patches first: a bad one is the first thing said */
	if (n) {
		c.cli.load.path = c.mpath;
		ret = cli_db(&c.cli);
		db = c.cli.db;
		if (!ret)
			ret = cli_profile_query(&c.cli, db, n, argv + 1,
						c.from_filename, ts);
		if (ret)
			goto out;
	}
	ret = read_cycle(&c, &cy);
	if (ret)
		goto out;
	nt = maint_ptargets_count(ts);
	w = calloc(nt ? nt : 1, sizeof(*w));
	if (!w) {
		ret = cli_fail(&c.cli, EXIT_SYSTEM, "out of memory");
		goto out;
	}
	for (i = 0; i < nt; i++) {
		const struct maint_profile *p =
			maint_ptarget_profile(maint_ptargets_at(ts, i));

		if (p && maint_when_eval(p, cy, c.posted, &w[i])) {
			ret = cli_fail(&c.cli, EXIT_SYSTEM, "out of memory");
			goto out;
		}
	}
	if (c.cli.json)
		ret = render_json(&c, db, cy, ts, w);
	else
		render_text(&c, cy, n > 0, ts, w);
out:
	for (i = 0; w && i < maint_ptargets_count(ts); i++)
		maint_when_free(w[i]);
	free(w);
	maint_cycle_free(cy);
	cli_release(&c.cli);
	maint_ptargets_free(ts);
	return ret;
}
