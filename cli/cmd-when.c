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
#include "clidiag.h"
#include "maint.h"
#include "mbuf.h"
#include "opt.h"
#include "util.h"

#define MAX_PATCH_SIZE ((size_t)256 << 20)

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
	const char *mpath, *today_s, *posted_s, *repo;
	bool from_filename, json, help, merge_window, rc_given;
	int rc;
	long today, posted;
	struct mbuf diags;
	size_t ndiags;
};

/* Output */

static void put_safe(const char *s)
{
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '\t' || c == '\n')
			putchar(' ');
		else if (c < 0x20 || c == 0x7f)
			printf("\\x%02x", c);
		else
			putchar(c);
	}
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


static void diag_cb(const struct maint_diag *d, void *ctx)
{
	struct wcli *c = ctx;

	if (c->json)
		cli_diag_json(&c->diags, &c->ndiags, d);
	else
		cli_diag_fprint(stderr, "when", d);
}

static void report(struct wcli *c, const char *file, unsigned int line,
		   enum maint_level lvl, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

static void report(struct wcli *c, const char *file, unsigned int line,
		   enum maint_level lvl, const char *fmt, ...)
{
	struct maint_diag d = { file, line, lvl, NULL, 0 };
	char msg[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	d.msg = msg;
	diag_cb(&d, c);
}

static int die(int status, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static int die(int status, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s when: ", maint_progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return status;
}

/* The profiles that apply */

struct target {
	const char *value;
	const struct maint_item *item; /* the first P: line naming it */
	enum maint_pkind kind;
	struct maint_profile *prof;
	const char *error;
	struct mbuf sections; /* JSON array items */
	size_t *secs; /* the sections that brought it in */
	size_t nsections, secs_alloc;
	struct maint_when w;
};

struct targets {
	struct target *v;
	size_t n, alloc;
};

static void target_open(struct wcli *c, struct target *t)
{
	struct maint_diag_sink sink = { diag_cb, c };
	char *path = NULL;
	struct stat st;
	int ret;

	t->kind = maint_p_kind(t->value);
	if (t->kind == MAINT_P_URI) {
		t->error = "a link: not read";
		return;
	}
	if (t->kind == MAINT_P_PERSON) {
		t->error = "an obsolete P: person line, not a profile";
		return;
	}
	if (t->kind == MAINT_P_BADURI) {
		t->error = "not a valid http(s) URI";
		return;
	}
	ret = maint_profile_resolve(".", t->value, &path);
	if (!ret && !stat(path, &st) && S_ISDIR(st.st_mode))
		ret = -EISDIR;
	if (!ret)
		ret = maint_profile_load(&t->prof, path, t->value, &sink);
	free(path);
	if (ret) {
		t->error = ret == -EXDEV ? "leads outside the tree" :
			   ret == -ENOENT ? "no such file" :
					    "not a readable profile";
		report(c, t->item->file, t->item->line, MAINT_WARNING,
		       "P: '%s': %s", t->value, t->error);
	}
}

static struct target *targets_get(struct targets *ts,
				  const struct maint_item *it, bool *created)
{
	size_t i;

	*created = false;
	for (i = 0; i < ts->n; i++)
		if (!strcmp(ts->v[i].value, it->value))
			return &ts->v[i];
	if (ALLOC_GROW(ts->v, ts->n + 1, ts->alloc))
		return NULL;
	memset(&ts->v[ts->n], 0, sizeof(ts->v[0]));
	ts->v[ts->n].value = it->value;
	ts->v[ts->n].item = it;
	mbuf_init(&ts->v[ts->n].sections);
	*created = true;
	return &ts->v[ts->n++];
}

static void targets_free(struct targets *ts)
{
	size_t i;

	for (i = 0; i < ts->n; i++) {
		maint_profile_free(ts->v[i].prof);
		mbuf_release(&ts->v[i].sections);
		free(ts->v[i].secs);
	}
	free(ts->v);
}

static int load_db(struct wcli *c, struct maint_db **db)
{
	struct maint_load_opts lo = { 0 };
	struct maint_diag_sink sink = { diag_cb, c };
	int ret;

	lo.path = c->mpath;
	ret = maint_db_load(db, &lo, &sink);
	if (ret == -MAINT_E_NOTFOUND)
		return die(EXIT_BADINPUT, "cannot open '%s': %s",
			   c->mpath ? c->mpath : "MAINTAINERS",
			   strerror(ENOENT));
	if (ret == -MAINT_E_NOFILES)
		return die(EXIT_BADINPUT, "no MAINTAINERS files in '%s'",
			   c->mpath);
	if (ret)
		return die(ret == -ENOMEM ? EXIT_SYSTEM : EXIT_BADINPUT,
			   "cannot read '%s': %s", maint_db_last_failed_file(),
			   strerror(-ret));
	return 0;
}

/* Feed the patches or files to maint_get and collect the P: targets. */
static int find_profiles(struct wcli *c, struct maint_db *db, int n,
			 char **args, struct targets *ts)
{
	struct maint_diag_sink sink = { diag_cb, c };
	struct maint_get_opts o;
	struct maint_get *g = NULL;
	size_t i, m;
	int ret;

	maint_get_opts_init(&o);
	o.git_fallback = false;
	ret = maint_get_new(&g, db, &o, &sink);
	if (ret)
		return die(EXIT_SYSTEM, "%s", strerror(-ret));
	for (i = 0; i < (size_t)n; i++) {
		const char *a = args[i];

		if (c->from_filename) {
			struct stat st;
			char *rel = NULL;

			if (stat(a, &st)) {
				ret = die(EXIT_BADINPUT, "cannot open '%s': %s",
					  a, strerror(errno));
				goto out;
			}
			while (!strncmp(a, "./", 2))
				a += 2;
			if (S_ISDIR(st.st_mode) && *a && a[strlen(a) - 1] != '/') {
				rel = malloc(strlen(a) + 2);
				if (rel)
					sprintf(rel, "%s/", a);
			}
			ret = maint_get_add_file(g, rel ? rel : a);
			free(rel);
		} else {
			char *buf = NULL;
			size_t len = 0;

			ret = !strcmp(a, "-") ?
				      mnt_read_fd(0, MAX_PATCH_SIZE, &buf, &len) :
				      mnt_read_file(a, MAX_PATCH_SIZE, &buf, &len);
			if (ret) {
				ret = die(EXIT_BADINPUT, "cannot open '%s': %s",
					  a, strerror(-ret));
				goto out;
			}
			ret = maint_get_add_patch(g, a, buf, len);
			free(buf);
		}
		if (ret) {
			ret = die(EXIT_SYSTEM, "%s", strerror(-ret));
			goto out;
		}
	}
	ret = maint_get_run(g);
	if (ret) {
		ret = die(EXIT_SYSTEM, "%s", strerror(-ret));
		goto out;
	}
	m = maint_get_nmatches(g);
	for (i = 0; i < m; i++) {
		const struct maint_match *mt = maint_get_match(g, i, NULL);
		const struct maint_section *s = maint_db_section(db, mt->section);
		size_t it;

		for (it = s->first; it < s->end; it++) {
			const struct maint_item *pi = maint_db_item(db, it);
			const char *name = maint_section_name(db, mt->section);
			struct target *t;
			bool created, seen = false;
			size_t k;

			if (pi->type != 'P')
				continue;
			t = targets_get(ts, pi, &created);
			if (!t) {
				ret = die(EXIT_SYSTEM, "out of memory");
				goto out;
			}
			if (created)
				target_open(c, t);
			for (k = 0; k < t->nsections && !seen; k++)
				seen = t->secs[k] == mt->section;
			if (seen)
				continue;
			if (ALLOC_GROW(t->secs, t->nsections + 1,
				       t->secs_alloc)) {
				ret = die(EXIT_SYSTEM, "out of memory");
				goto out;
			}
			t->secs[t->nsections] = mt->section;
			mbuf_adds(&t->sections, t->nsections++ ? ", " : "");
			cli_json_str(&t->sections, name);
		}
	}
	ret = 0;
out:
	maint_get_free(g);
	return ret;
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
			const struct maint_cycle *cy, const struct target *t)
{
	const struct maint_when *w = &t->w;
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
	mbuf_addf(mb, ", \"maintainers_line\": %u, \"sections\": [%s], \"error\": ",
		  t->item->line, t->sections.buf);
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

static void print_target(const struct wcli *c, const struct target *t)
{
	const struct maint_when *w = &t->w;
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
	printf("  wait before pinging: ");
	if (w->ping_wait) {
		put_safe(w->ping_wait->value);
		print_where(w->ping_wait);
	} else {
		printf("not stated\n");
	}
	if (w->ping_from >= 0)
		printf("  ping from: %s (posted %s)%s\n", date_s(w->ping_from, b),
		       c->posted_s, w->ping_from <= c->today ? ", due now" : "");
	else if (w->ping_wait && !w->wait_ok)
		printf("  ping from: cannot tell from the wording\n");
	else if (w->ping_wait)
		printf("  ping from: pass --posted YYYY-MM-DD for the date\n");
	printf("  how to remind: ");
	if (w->ping_how) {
		put_safe(w->ping_how->value);
		print_where(w->ping_how);
	} else {
		printf("not stated\n");
	}
}

int cmd_when(int argc, char **argv)
{
	struct wcli c = { .today = -1, .posted = -1 };
	struct maint_db *db = NULL;
	struct targets ts = { 0 };
	struct maint_cycle cy;
	struct mbuf out = MBUF_INIT;
	bool rc_seen = false;
	size_t i;
	int n, ret = 0;
	struct opt opts[] = {
		OPT_SET("f|file", &c.from_filename,
			"arguments are files, not patches"),
		OPT_STR("today", &c.today_s, "YYYY-MM-DD",
			"the day to answer for (default: today, UTC)"),
		OPT_STR("posted", &c.posted_s, "YYYY-MM-DD",
			"when the patch was posted: the day a ping is appropriate"),
		{ OPT_INT, "rc", &c.rc, "N",
		  "the tree is at -rcN (instead of reading git tags)", &rc_seen },
		OPT_SET("merge-window", &c.merge_window,
			"the merge window is open (instead of reading git tags)"),
		OPT_STR("repo", &c.repo, "DIR",
			"git repository to read release tags from (default: .)"),
		OPT_STR("mpath|maintainer-path", &c.mpath, "PATH",
			"MAINTAINERS file or directory to read"),
		OPT_SET("json", &c.json, "print JSON"),
		OPT_SET("h|help", &c.help, "show this help"),
		OPT_TABLE_END,
	};

	mbuf_init(&c.diags);
	n = opt_parse(opts, argc - 1, argv + 1, stderr);
	if (n < 0) {
		fprintf(stderr, "usage: %s\n", usage);
		return EXIT_USAGE;
	}
	if (c.help) {
		printf("usage: %s\n\n", usage);
		opt_help(opts, stdout);
		printf("\nWithout a patch or file: the release cycle only.  \"-\" reads a patch\n"
		       "from standard input.\n");
		return EXIT_OK;
	}
	if (c.today_s && maint_date_parse(c.today_s, &c.today))
		return die(EXIT_USAGE, "--today: '%s' is not a date (YYYY-MM-DD)",
			   c.today_s);
	if (c.posted_s && maint_date_parse(c.posted_s, &c.posted))
		return die(EXIT_USAGE, "--posted: '%s' is not a date (YYYY-MM-DD)",
			   c.posted_s);
	if (!c.today_s)
		c.today = maint_date_today();
	if (c.posted >= 0 && c.posted > c.today)
		return die(EXIT_USAGE, "--posted %s is after today (%s)",
			   c.posted_s, c.today_s ? c.today_s : "UTC");
	if (rc_seen && c.merge_window)
		return die(EXIT_USAGE, "--rc and --merge-window exclude each other");
	if (rc_seen && (c.rc < 1 || c.rc > MAINT_CYCLE_MAX_RC))
		return die(EXIT_USAGE, "--rc: want 1 to %d", MAINT_CYCLE_MAX_RC);
	if (!n && c.from_filename)
		return die(EXIT_USAGE, "-f needs at least one file");

	if (rc_seen || c.merge_window) {
		maint_cycle_assume(rc_seen ? c.rc : 0, c.today, &cy);
	} else {
		struct maint_rtag *tags = NULL;
		size_t nt = 0;

		ret = maint_rtags_git(c.repo, &tags, &nt);
		if (ret == -ENOMEM)
			return die(EXIT_SYSTEM, "out of memory");
		maint_cycle_from_tags(tags, nt, c.today, &cy);
		maint_rtags_free(tags, nt);
		if (ret == -ENOENT || (!ret && cy.phase == MAINT_PHASE_UNKNOWN))
			report(&c, NULL, 0, MAINT_INFO,
			       ret ? "'%s' is not a git repository: pass --rc N or --merge-window" :
				     "no vX.Y or vX.Y-rcN tag in '%s' on or before today: pass --rc N or --merge-window",
			       c.repo ? c.repo : ".");
		else if (ret)
			report(&c, NULL, 0, MAINT_WARNING,
			       "cannot read the tags of '%s': %s",
			       c.repo ? c.repo : ".", strerror(-ret));
		ret = 0;
		if (cy.stale) {
			char b[11];

			report(&c, NULL, 0, MAINT_WARNING,
			       "the newest release tag %s (%s) is %ld days old: fetch the tags or pass --rc N or --merge-window",
			       cy.tag, date_s(cy.since, b), cy.today - cy.since);
		}
	}

	if (n) {
		ret = load_db(&c, &db);
		if (ret)
			goto out;
		ret = find_profiles(&c, db, n, argv + 1, &ts);
		if (ret)
			goto out;
	}
	for (i = 0; i < ts.n; i++)
		if (ts.v[i].prof)
			maint_when_eval(ts.v[i].prof, &cy, c.posted, &ts.v[i].w);
		else
			ts.v[i].w.ping_from = -1;

	if (c.json) {
		mbuf_adds(&out, "{\"today\": ");
		json_date(&out, c.today);
		mbuf_adds(&out, ", \"posted\": ");
		json_date(&out, c.posted);
		mbuf_adds(&out, ",\n  \"cycle_position\": ");
		json_cycle(&out, &cy);
		mbuf_adds(&out, ",\n  \"assumptions\": [");
		for (i = 0; i < ARRAY_SIZE(assumptions); i++) {
			mbuf_adds(&out, i ? ", " : "");
			cli_json_str(&out, assumptions[i]);
		}
		mbuf_adds(&out, "],\n  \"profiles\": [");
		for (i = 0; i < ts.n; i++) {
			mbuf_adds(&out, i ? ",\n    " : "\n    ");
			json_target(&out, &c, &cy, &ts.v[i]);
		}
		mbuf_addf(&out, "],\n  \"diagnostics\": [%s]}\n", c.diags.buf);
		if (mbuf_failed(&out)) {
			ret = die(EXIT_SYSTEM, "out of memory");
			goto out;
		}
		fputs(out.buf, stdout);
	} else {
		print_cycle(&c, &cy);
		if (cy.phase != MAINT_PHASE_UNKNOWN) {
			printf("assumes:\n");
			for (i = 0; i < ARRAY_SIZE(assumptions); i++)
				printf("  - %s\n", assumptions[i]);
		}
		if (n && !ts.n)
			printf("\nno profile applies (no matching section has a P: line)\n");
		for (i = 0; i < ts.n; i++) {
			putchar('\n');
			print_target(&c, &ts.v[i]);
		}
	}
	ret = 0;
out:
	mbuf_release(&out);
	mbuf_release(&c.diags);
	targets_free(&ts);
	maint_db_free(db);
	return ret;
}
