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

static const char *const assumptions[] = {
	"-rc releases come weekly, on the weekday of the last tag",
	"the release comes one week after -rc7, or after the last -rc when the cycle already has an -rc8 or later",
	"the merge window lasts two weeks",
	"tag dates are UTC days: the tagger date of annotated tags, the tagged commit's committer date of lightweight ones",
	"\"before -rcN\" has passed once -rcN is tagged (or, with --rc, reached)",
};

struct wcli {
	struct cli cli;
	const char *mpath, *today_s, *posted_s, *repo;
	bool from_filename, help;
	struct cli_cycle_opts cyc;
	long today, posted;
};

/* Output */

static void put_safe(const char *s)
{
	cli_fput_safe(stdout, s, strlen(s),
		      CLI_SAFE_NL_SPACE | CLI_SAFE_TAB_SPACE);
}

static void json_date(struct mbuf *mb, long d)
{
	char b[11];

	if (d < 0) {
		mbuf_adds(mb, "null");
		return;
	}
	maint_date_format(d, b);
	mbuf_addf(mb, "\"%s\"", b);
}

static const char *date_s(long d, char *b)
{
	if (d < 0)
		return "unknown";
	maint_date_format(d, b);
	return b;
}

/* The distinct sections that brought t in, as JSON array items. */
static void json_sections(struct mbuf *mb, const struct maint_db *db,
			  const struct cli_target *t)
{
	size_t i, k, n = 0;

	for (i = 0; i < t->nfrom; i++) {
		bool seen = false;

		for (k = 0; k < i && !seen; k++)
			seen = t->from[k].section == t->from[i].section;
		if (seen)
			continue;
		mbuf_adds(mb, n++ ? ", " : "");
		cli_json_str(mb, maint_section_name(db, t->from[i].section));
	}
}

/* The cycle */

static void cycle_name(const struct maint_cycle *cy, char *b, size_t n)
{
	if (cy->phase == MAINT_PHASE_RC && cy->from_tags)
		snprintf(b, n, "%s", cy->tag);
	else if (cy->phase == MAINT_PHASE_RC)
		snprintf(b, n, "-rc%d", cy->rc);
	else if (cy->phase == MAINT_PHASE_MERGE_WINDOW && cy->prev_release[0])
		snprintf(b, n, "merge window after %s", cy->prev_release);
	else if (cy->phase == MAINT_PHASE_MERGE_WINDOW)
		snprintf(b, n, "merge window");
	else
		b[0] = '\0';
}

static void json_cycle(struct mbuf *mb, const struct maint_cycle *cy)
{
	char name[128];

	if (cy->phase == MAINT_PHASE_UNKNOWN) {
		mbuf_adds(mb, "null");
		return;
	}
	cycle_name(cy, name, sizeof(name));
	mbuf_adds(mb, "{\"name\": ");
	cli_json_str(mb, name);
	mbuf_addf(mb, ", \"phase\": \"%s\", \"rc\": ",
		  cy->phase == MAINT_PHASE_RC ? "rc" : "merge-window");
	if (cy->phase == MAINT_PHASE_RC)
		mbuf_addf(mb, "%d", cy->rc);
	else
		mbuf_adds(mb, "null");
	mbuf_addf(mb, ", \"week\": %d, \"since\": ", cy->week);
	json_date(mb, cy->since);
	mbuf_addf(mb, ", \"days_since\": %ld, \"tag\": ", cy->today - cy->since);
	cli_json_str(mb, cy->tag[0] ? cy->tag : NULL);
	mbuf_adds(mb, ", \"version\": ");
	cli_json_str(mb, cy->version[0] ? cy->version : NULL);
	mbuf_adds(mb, ", \"previous_release\": ");
	cli_json_str(mb, cy->prev_release[0] ? cy->prev_release : NULL);
	mbuf_adds(mb, ", \"previous_release_date\": ");
	json_date(mb, cy->release);
	mbuf_adds(mb, ", \"next_release_date\": ");
	json_date(mb, cy->next_release);
	mbuf_addf(mb, ", \"last_rc\": %d, \"release_day\": %s, \"source\": \"%s\", \"stale\": %s}",
		  cy->last_rc, cy->release_day ? "true" : "false",
		  cy->from_tags ? "tags" : "option",
		  cy->stale ? "true" : "false");
}

static void json_source(struct mbuf *mb, const struct maint_fact *f)
{
	mbuf_adds(mb, ", \"file\": ");
	cli_json_str(mb, f->file);
	mbuf_addf(mb, ", \"line\": %u, \"quote\": ", f->line);
	cli_json_str(mb, f->quote);
}

static void json_deadline(struct mbuf *mb, const struct maint_deadline *d)
{
	if (!d->fact || (!d->rc && d->date < 0)) {
		mbuf_adds(mb, "null");
		return;
	}
	mbuf_adds(mb, "{\"rc\": ");
	if (d->rc)
		mbuf_addf(mb, "\"-rc%d\"", d->rc);
	else
		mbuf_adds(mb, "null");
	mbuf_adds(mb, ", \"stated\": ");
	cli_json_str(mb, d->fact->value);
	mbuf_adds(mb, ", \"date\": ");
	json_date(mb, d->date);
	mbuf_addf(mb, ", \"estimated\": %s, \"passed\": %s, \"next_cycle_date\": ",
		  d->date >= 0 && !d->tagged ? "true" : "false",
		  d->passed ? "true" : "false");
	json_date(mb, d->next_date);
	json_source(mb, d->fact);
	mbuf_adds(mb, "}");
}

static void json_target(struct mbuf *mb, const struct wcli *c,
			const struct maint_db *db, const struct maint_cycle *cy,
			const struct cli_target *t, const struct maint_when *w)
{
	static const enum maint_fact_kind kinds[] = {
		MAINT_FACT_RC_NEW, MAINT_FACT_RC_MERGE, MAINT_FACT_PING_WAIT,
		MAINT_FACT_PING_HOW,
	};
	size_t k, n = 0;

	mbuf_adds(mb, "{\"value\": ");
	cli_json_str(mb, t->value);
	mbuf_addf(mb, ", \"kind\": \"%s\", \"maintainers\": ",
		  maint_p_kind_name(t->kind));
	cli_json_str(mb, t->item->file);
	mbuf_addf(mb, ", \"maintainers_line\": %u, \"sections\": [",
		  t->item->line);
	json_sections(mb, db, t);
	mbuf_adds(mb, "], \"error\": ");
	cli_json_str(mb, t->error);
	mbuf_adds(mb, ", \"cycle_position\": ");
	json_cycle(mb, cy);
	mbuf_adds(mb, ", \"feature_deadline\": ");
	json_deadline(mb, &w->feature);
	mbuf_addf(mb, ", \"submissions_any_time\": %s",
		  w->any_time ? "true" : "false");
	mbuf_adds(mb, ", \"can_target_next_merge_window\": ");
	mbuf_adds(mb, !t->prof || w->can_target < 0 ? "null" :
		      w->can_target ? "true" : "false");
	mbuf_adds(mb, ", \"reason\": ");
	cli_json_str(mb, t->prof ? w->reason : t->error);
	mbuf_adds(mb, ", \"merge_deadline\": ");
	json_deadline(mb, &w->merge);
	mbuf_adds(mb, ", \"ping_wait\": ");
	if (w->ping_wait) {
		mbuf_adds(mb, "{\"stated\": ");
		cli_json_str(mb, w->ping_wait->value);
		if (w->wait_ok)
			mbuf_addf(mb, ", \"count\": %d, \"unit\": \"%s\", \"more_than\": %s, \"approximate\": %s",
				  w->wait.count,
				  w->wait.unit == 'h' ? "hours" :
				  w->wait.unit == 'd' ? "days" :
				  w->wait.unit == 'b' ? "business days" :
				  w->wait.unit == 'w' ? "weeks" : "months",
				  w->wait.more_than ? "true" : "false",
				  w->wait.approx ? "true" : "false");
		json_source(mb, w->ping_wait);
		mbuf_adds(mb, "}");
	} else {
		mbuf_adds(mb, "null");
	}
	mbuf_adds(mb, ", \"ping_from\": ");
	json_date(mb, w->ping_from);
	mbuf_adds(mb, ", \"ping_due\": ");
	mbuf_adds(mb, w->ping_from < 0 ? "null" :
		      w->ping_from <= c->today ? "true" : "false");
	mbuf_adds(mb, ", \"ping_how\": ");
	if (w->ping_how) {
		mbuf_adds(mb, "{\"stated\": ");
		cli_json_str(mb, w->ping_how->value);
		json_source(mb, w->ping_how);
		mbuf_adds(mb, "}");
	} else {
		mbuf_adds(mb, "null");
	}
	mbuf_adds(mb, ", \"not_stated\": [");
	for (k = 0; t->prof && k < ARRAY_SIZE(kinds); k++)
		if (!maint_profile_get_fact(t->prof, kinds[k]))
			mbuf_addf(mb, "%s\"%s\"", n++ ? ", " : "",
				  maint_fact_kind_name(kinds[k]));
	mbuf_adds(mb, "]}");
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
	cycle_name(cy, name, sizeof(name));
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
		printf("-rc1 expected: %s\n", date_s(cy->rc_date[1], b1));
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
		printf("%s -rc%d", prep, d->rc);
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

static void print_target(const struct wcli *c, const struct cli_target *t,
			 const struct maint_when *w)
{
	char b[11];

	printf("P: ");
	put_safe(t->value);
	putchar('\n');
	if (!t->prof) {
		printf("  (%s)\n", t->error ? t->error : "not read");
		return;
	}
	if (w->any_time) {
		printf("  new features: any time");
		print_where(w->feature.fact);
	} else if (w->feature.fact && !w->feature.rc && w->feature.date < 0) {
		printf("  new features: ");
		put_safe(w->feature.fact->value);
		print_where(w->feature.fact);
	} else {
		print_deadline("new features", &w->feature, "post before");
	}
	printf("  next merge window: %s (%s)\n",
	       w->can_target < 0 ? "not stated" :
	       w->can_target ? "a new feature posted today can still target it" :
			       "too late for a new feature posted today",
	       w->reason);
	print_deadline("merge deadline", &w->merge, "merged by");
	print_stated("wait before pinging", w->ping_wait);
	if (w->ping_from >= 0)
		printf("  ping from: %s (posted %s)%s\n", date_s(w->ping_from, b),
		       c->posted_s, w->ping_from <= c->today ? ", due now" : "");
	else if (w->ping_wait && !w->wait_ok)
		printf("  ping from: cannot tell from the wording\n");
	else if (w->ping_wait)
		printf("  ping from: pass --posted YYYY-MM-DD for the date\n");
	print_stated("how to remind", w->ping_how);
}

/* Where the release cycle is: from --rc/--merge-window or the git tags. */
static int read_cycle(struct wcli *c, struct maint_cycle *cy)
{
	const char *repo = c->repo ? c->repo : ".";
	char b[11];
	int ret, status;

	status = cli_cycle_read(&c->cli, &c->cyc, c->repo, c->today, cy, &ret);
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
		       const struct cli_targets *ts,
		       const struct maint_when *w)
{
	struct mbuf out = MBUF_INIT;
	size_t i;
	int ret = 0;

	mbuf_adds(&out, "{\"today\": ");
	json_date(&out, c->today);
	mbuf_adds(&out, ", \"posted\": ");
	json_date(&out, c->posted);
	mbuf_adds(&out, ",\n  \"cycle_position\": ");
	json_cycle(&out, cy);
	mbuf_adds(&out, ",\n  \"assumptions\": [");
	for (i = 0; i < ARRAY_SIZE(assumptions); i++) {
		mbuf_adds(&out, i ? ", " : "");
		cli_json_str(&out, assumptions[i]);
	}
	mbuf_adds(&out, "],\n  \"profiles\": [");
	for (i = 0; i < ts->n; i++) {
		mbuf_adds(&out, i ? ",\n    " : "\n    ");
		json_target(&out, c, db, cy, &ts->v[i], &w[i]);
	}
	mbuf_addf(&out, "],\n  \"diagnostics\": %s}\n",
		  cli_diags_json(&c->cli));
	if (mbuf_failed(&out) || mbuf_failed(&c->cli.diags))
		ret = cli_fail(&c->cli, EXIT_SYSTEM, "out of memory");
	else
		fputs(out.buf, stdout);
	mbuf_release(&out);
	return ret;
}

static void render_text(const struct wcli *c, const struct maint_cycle *cy,
			bool queried, const struct cli_targets *ts,
			const struct maint_when *w)
{
	size_t i;

	print_cycle(c, cy);
	if (cy->phase != MAINT_PHASE_UNKNOWN) {
		printf("assumes:\n");
		for (i = 0; i < ARRAY_SIZE(assumptions); i++)
			printf("  - %s\n", assumptions[i]);
	}
	if (queried && !ts->n)
		printf("\nno profile applies (no matching section has a P: line)\n");
	for (i = 0; i < ts->n; i++) {
		putchar('\n');
		print_target(c, &ts->v[i], &w[i]);
	}
}

int cmd_when(int argc, char **argv)
{
	struct wcli c = { .today = -1, .posted = -1 };
	struct maint_db *db = NULL;
	struct cli_targets ts = { .level = MAINT_WARNING, .quiet_kinds = true };
	struct maint_when *w = NULL;
	struct maint_cycle cy;
	size_t i;
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
		OPT_SET("h|help", &c.help, "show this help"),
		OPT_TABLE_END,
	};

	cli_init(&c.cli, "when");
	n = opt_parse(opts, argc - 1, argv + 1, stderr);
	if (n < 0) {
		fprintf(stderr, "usage: %s\n", usage);
		ret = EXIT_USAGE;
		goto out;
	}
	if (c.help) {
		printf("usage: %s\n\n", usage);
		opt_help(opts, stdout);
		printf("\nWithout a patch or file: the release cycle only.  \"-\" reads a patch\n"
		       "from standard input.\n");
		goto out;
	}
	ret = check_opts(&c, n);
	if (ret)
		goto out;
	/* the patches first: a bad one is the first thing said */
	if (n) {
		c.cli.load.path = c.mpath;
		ret = cli_db(&c.cli);
		db = c.cli.db;
		if (!ret)
			ret = cli_profile_query(&c.cli, db, n, argv + 1,
						c.from_filename, &ts);
		if (ret)
			goto out;
	}
	ret = read_cycle(&c, &cy);
	if (ret)
		goto out;
	w = calloc(ts.n ? ts.n : 1, sizeof(*w));
	if (!w) {
		ret = cli_fail(&c.cli, EXIT_SYSTEM, "out of memory");
		goto out;
	}
	for (i = 0; i < ts.n; i++)
		if (ts.v[i].prof)
			maint_when_eval(ts.v[i].prof, &cy, c.posted, &w[i]);
		else
			w[i].ping_from = -1;
	if (c.cli.json)
		ret = render_json(&c, db, &cy, &ts, w);
	else
		render_text(&c, &cy, n > 0, &ts, w);
out:
	free(w);
	cli_release(&c.cli);
	cli_targets_free(&ts);
	return ret;
}
