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

/* "YYYY-MM-DD", or null for an unknown date */
static void json_date(struct jsonw *w, long d)
{
	char b[11];

	if (d < 0) {
		jsonw_null(w);
		return;
	}
	maint_date_format(d, b);
	jsonw_string(w, b);
}

static void json_date_field(struct jsonw *w, const char *name, long d)
{
	jsonw_name(w, name);
	json_date(w, d);
}

static const char *date_s(long d, char *b)
{
	if (d < 0)
		return "unknown";
	maint_date_format(d, b);
	return b;
}

/* The distinct sections that brought t in, as a JSON array. */
static void json_sections(struct jsonw *w, const struct maint_db *db,
			  const struct maint_ptarget *t)
{
	size_t i, k;

	jsonw_start_array(w);
	for (i = 0; i < t->nfrom; i++) {
		bool seen = false;

		for (k = 0; k < i && !seen; k++)
			seen = t->from[k].section == t->from[i].section;
		if (!seen)
			jsonw_string(w, maint_section_name(db,
							   t->from[i].section));
	}
	jsonw_end_array(w);
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

/* a string, or null when empty */
static void json_str_or_null(struct jsonw *w, const char *name, const char *s)
{
	jsonw_string_field(w, name, s[0] ? s : NULL);
}

static void json_cycle(struct jsonw *w, const struct maint_cycle *cy)
{
	char name[128];

	if (cy->phase == MAINT_PHASE_UNKNOWN) {
		jsonw_null(w);
		return;
	}
	cycle_name(cy, name, sizeof(name));
	jsonw_start_object(w);
	jsonw_string_field(w, "name", name);
	jsonw_string_field(w, "phase", cy->phase == MAINT_PHASE_RC ?
					       "rc" :
					       "merge-window");
	jsonw_name(w, "rc");
	if (cy->phase == MAINT_PHASE_RC)
		jsonw_int(w, cy->rc);
	else
		jsonw_null(w);
	jsonw_int_field(w, "week", cy->week);
	json_date_field(w, "since", cy->since);
	jsonw_int_field(w, "days_since", cy->today - cy->since);
	json_str_or_null(w, "tag", cy->tag);
	json_str_or_null(w, "version", cy->version);
	json_str_or_null(w, "previous_release", cy->prev_release);
	json_date_field(w, "previous_release_date", cy->release);
	json_date_field(w, "next_release_date", cy->next_release);
	jsonw_int_field(w, "last_rc", cy->last_rc);
	jsonw_bool_field(w, "release_day", cy->release_day);
	jsonw_string_field(w, "source", cy->from_tags ? "tags" : "option");
	jsonw_bool_field(w, "stale", cy->stale);
	jsonw_end_object(w);
}

/* where a fact was stated: file, line, quote */
static void json_source(struct jsonw *w, const struct maint_fact *f)
{
	jsonw_string_field(w, "file", f->file);
	jsonw_uint_field(w, "line", f->line);
	jsonw_string_field(w, "quote", f->quote);
}

static void json_deadline(struct jsonw *w, const char *name,
			  const struct maint_deadline *d)
{
	char rc[16];

	jsonw_name(w, name);
	if (!d->fact || (!d->rc && d->date < 0)) {
		jsonw_null(w);
		return;
	}
	jsonw_start_object(w);
	snprintf(rc, sizeof(rc), "-rc%d", d->rc);
	jsonw_string_field(w, "rc", d->rc ? rc : NULL);
	jsonw_string_field(w, "stated", d->fact->value);
	json_date_field(w, "date", d->date);
	jsonw_bool_field(w, "estimated", d->date >= 0 && !d->tagged);
	jsonw_bool_field(w, "passed", d->passed);
	json_date_field(w, "next_cycle_date", d->next_date);
	json_source(w, d->fact);
	jsonw_end_object(w);
}

/* true, false, or null when not known */
static void json_tristate(struct jsonw *w, const char *name, bool known,
			  bool v)
{
	jsonw_name(w, name);
	if (known)
		jsonw_bool(w, v);
	else
		jsonw_null(w);
}

static const char *wait_unit_name(char unit)
{
	return unit == 'h' ? "hours" :
	       unit == 'd' ? "days" :
	       unit == 'b' ? "business days" :
	       unit == 'w' ? "weeks" :
			     "months";
}

static void json_ping(struct jsonw *w, const struct maint_when *wh)
{
	jsonw_name(w, "ping_wait");
	if (wh->ping_wait) {
		jsonw_start_object(w);
		jsonw_string_field(w, "stated", wh->ping_wait->value);
		if (wh->wait_ok) {
			jsonw_int_field(w, "count", wh->wait.count);
			jsonw_string_field(w, "unit",
					   wait_unit_name(wh->wait.unit));
			jsonw_bool_field(w, "more_than", wh->wait.more_than);
			jsonw_bool_field(w, "approximate", wh->wait.approx);
		}
		json_source(w, wh->ping_wait);
		jsonw_end_object(w);
	} else {
		jsonw_null(w);
	}
}

static void json_target(struct jsonw *w, const struct wcli *c,
			const struct maint_db *db, const struct maint_cycle *cy,
			const struct maint_ptarget *t,
			const struct maint_when *wh)
{
	static const enum maint_fact_kind kinds[] = {
		MAINT_FACT_RC_NEW, MAINT_FACT_RC_MERGE, MAINT_FACT_PING_WAIT,
		MAINT_FACT_PING_HOW,
	};
	size_t k;

	jsonw_start_object(w);
	jsonw_string_field(w, "value", t->value);
	jsonw_string_field(w, "kind", maint_p_kind_name(t->kind));
	jsonw_string_field(w, "maintainers", t->item->file);
	jsonw_uint_field(w, "maintainers_line", t->item->line);
	jsonw_name(w, "sections");
	json_sections(w, db, t);
	jsonw_string_field(w, "error", t->error);
	jsonw_name(w, "cycle_position");
	json_cycle(w, cy);
	json_deadline(w, "feature_deadline", &wh->feature);
	jsonw_bool_field(w, "submissions_any_time", wh->any_time);
	json_tristate(w, "can_target_next_merge_window",
		      t->prof && wh->can_target >= 0, wh->can_target);
	jsonw_string_field(w, "reason", t->prof ? wh->reason : t->error);
	json_deadline(w, "merge_deadline", &wh->merge);
	json_ping(w, wh);
	json_date_field(w, "ping_from", wh->ping_from);
	json_tristate(w, "ping_due", wh->ping_from >= 0,
		      wh->ping_from <= c->today);
	jsonw_name(w, "ping_how");
	if (wh->ping_how) {
		jsonw_start_object(w);
		jsonw_string_field(w, "stated", wh->ping_how->value);
		json_source(w, wh->ping_how);
		jsonw_end_object(w);
	} else {
		jsonw_null(w);
	}
	jsonw_name(w, "not_stated");
	jsonw_start_array(w);
	for (k = 0; t->prof && k < ARRAY_SIZE(kinds); k++)
		if (!maint_profile_get_fact(t->prof, kinds[k]))
			jsonw_string(w, maint_fact_kind_name(kinds[k]));
	jsonw_end_array(w);
	jsonw_end_object(w);
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

static void print_target(const struct wcli *c, const struct maint_ptarget *t,
			 const struct maint_when *w)
{
	char b[11];

	printf("P: ");
	put_safe(t->value);
	putchar('\n');
	if (!t->prof) {
		cli_fprintf_safe(stdout, CLI_SAFE_NL, "  (%s)\n",
				 t->error ? t->error : "not read");
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
		       const struct maint_ptargets *ts,
		       const struct maint_when *w)
{
	struct mbuf out = MBUF_INIT;
	struct jsonw jw;
	size_t i;
	int ret = 0;

	jsonw_init(&jw, &out, 0);
	jsonw_start_object_nl(&jw, 0, 2);
	json_date_field(&jw, "today", c->today);
	json_date_field(&jw, "posted", c->posted);
	jsonw_break(&jw);
	jsonw_name(&jw, "cycle_position");
	json_cycle(&jw, cy);
	jsonw_break(&jw);
	jsonw_name(&jw, "assumptions");
	jsonw_start_array(&jw);
	for (i = 0; i < ARRAY_SIZE(assumptions); i++)
		jsonw_string(&jw, assumptions[i]);
	jsonw_end_array(&jw);
	jsonw_break(&jw);
	jsonw_name(&jw, "profiles");
	jsonw_start_array_nl(&jw, JSONW_NL_SEP | JSONW_NL_LEAD, 4);
	for (i = 0; i < maint_ptargets_count(ts); i++)
		json_target(&jw, c, db, cy, maint_ptargets_at(ts, i), &w[i]);
	jsonw_end_array(&jw);
	jsonw_break(&jw);
	cli_diags_field(&jw, &c->cli);
	jsonw_end_object(&jw);
	mbuf_addch(&out, '\n');
	if (mbuf_failed(&out) || mbuf_failed(&c->cli.diags))
		ret = cli_fail(&c->cli, EXIT_SYSTEM, "out of memory");
	else
		fputs(out.buf, stdout);
	mbuf_release(&out);
	return ret;
}

static void render_text(const struct wcli *c, const struct maint_cycle *cy,
			bool queried, const struct maint_ptargets *ts,
			const struct maint_when *w)
{
	size_t i;

	print_cycle(c, cy);
	if (cy->phase != MAINT_PHASE_UNKNOWN) {
		printf("assumes:\n");
		for (i = 0; i < ARRAY_SIZE(assumptions); i++)
			printf("  - %s\n", assumptions[i]);
	}
	if (queried && !maint_ptargets_count(ts))
		printf("\nno profile applies (no matching section has a P: line)\n");
	for (i = 0; i < maint_ptargets_count(ts); i++) {
		putchar('\n');
		print_target(c, maint_ptargets_at(ts, i), &w[i]);
	}
}

int cmd_when(int argc, char **argv)
{
	struct wcli c = { .today = -1, .posted = -1 };
	struct maint_db *db = NULL;
	struct maint_ptargets_opts to = { .level = MAINT_WARNING,
					  .quiet_kinds = true };
	struct maint_ptargets *ts = NULL;
	struct maint_when *w = NULL;
	struct maint_cycle cy;
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
	for (i = 0; i < nt; i++)
		if (maint_ptargets_at(ts, i)->prof)
			maint_when_eval(maint_ptargets_at(ts, i)->prof, &cy,
					c.posted, &w[i]);
		else
			w[i].ping_from = -1;
	if (c.cli.json)
		ret = render_json(&c, db, &cy, ts, w);
	else
		render_text(&c, &cy, n > 0, ts, w);
out:
	free(w);
	cli_release(&c.cli);
	maint_ptargets_free(ts);
	return ret;
}
