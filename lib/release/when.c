// SPDX-License-Identifier: GPL-2.0-only
/*
 * Where a tree is in the kernel's release cycle, and what a Maintainer
 * Entry Profile's key dates and review cadence mean on a given day.
 *
 * The cycle model (Documentation/process/2.Process.rst): a release
 * ("vX.Y") opens a two-week merge window that -rc1 closes; release
 * candidates follow weekly; the release comes one week after -rc7, or
 * after the last -rc when the cycle already has an -rc8 or later.  Tag
 * dates are read as UTC days: an annotated tag's tagger date, a
 * lightweight tag's committer date (git's %(creatordate)).  Dates not
 * given by a tag are estimated from the nearest tag with that cadence.
 *
 * Deadlines: "before -rcN" is passed once the cycle has reached -rcN
 * (its tag is dated on or before the day); "N weeks before the merge
 * window" is passed on the estimated release day minus N weeks.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <spawn.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "release/when.h"
#include "base/duration.h"
#include "base/gitrun.h"

extern char **environ;

/* Days and civil dates: date.c */

/* Release tags */

bool maint_rtag_parse(const char *name, int *major, int *minor, int *rc)
{
	const char *p = name;
	int a, b, r = 0;

	if (!p || *p++ != 'v' || !mnt_digits(&p, &a) || *p++ != '.' ||
	    !mnt_digits(&p, &b))
		return false;
	if (!strncmp(p, "-rc", 3)) {
		p += 3;
		if (!mnt_digits(&p, &r) || r < 1 || r > MAINT_CYCLE_MAX_RC)
			return false;
	}
	if (*p)
		return false;
	*major = a;
	*minor = b;
	*rc = r;
	return true;
}

/* One tag of a list, its version parsed */
struct rtag {
	char *name;
	long date;
	int major, minor, rc;
};

struct maint_rtags {
	struct rtag *v;
	size_t n, alloc;
};

int maint_rtags_new(struct maint_rtags **out)
{
	*out = calloc(1, sizeof(**out));
	return *out ? 0 : -ENOMEM;
}

void maint_rtags_free(struct maint_rtags *ts)
{
	size_t i;

	if (!ts)
		return;
	for (i = 0; i < ts->n; i++)
		free(ts->v[i].name);
	free(ts->v);
	free(ts);
}

int maint_rtags_add(struct maint_rtags *ts, const char *name, long date)
{
	struct rtag *t;
	int a, b, r;

	if (!maint_rtag_parse(name, &a, &b, &r))
		return -EINVAL;
	if (ALLOC_GROW(ts->v, ts->n + 1, ts->alloc))
		return -ENOMEM;
	t = &ts->v[ts->n];
	t->name = strdup(name);
	if (!t->name)
		return -ENOMEM;
	t->date = date;
	t->major = a;
	t->minor = b;
	t->rc = r;
	ts->n++;
	return 0;
}

size_t maint_rtags_count(const struct maint_rtags *ts)
{
	return ts ? ts->n : 0;
}

const char *maint_rtags_name(const struct maint_rtags *ts, size_t i)
{
	return ts && i < ts->n ? ts->v[i].name : NULL;
}

long maint_rtags_date(const struct maint_rtags *ts, size_t i)
{
	return ts && i < ts->n ? ts->v[i].date : -1;
}

int mnt_rtags_parse(const char *buf, size_t len, struct maint_rtags **out)
{
	struct maint_rtags *ts;
	size_t i = 0;
	int ret;

	ret = maint_rtags_new(&ts);
	while (!ret && i < len) {
		const char *l = buf + i, *e = memchr(l, '\n', len - i);
		size_t ll = e ? (size_t)(e - l) : len - i;
		const char *sp = memchr(l, ' ', ll);
		char name[128], *end;
		long long secs;

		i += ll + 1;
		if (!sp || (size_t)(sp - l) >= sizeof(name))
			continue;
		memcpy(name, l, (size_t)(sp - l));
		name[sp - l] = '\0';
		if (!strncmp(name, "refs/tags/", 10))
			memmove(name, name + 10, strlen(name + 10) + 1);
		errno = 0;
		secs = strtoll(sp + 1, &end, 10);
		if (errno || end == sp + 1 || (end != l + ll && *end != '\r'))
			continue;
		ret = maint_rtags_add(ts, name,
				      (long)(secs >= 0 ?
						     secs / 86400 :
						     (secs - 86399) / 86400));
		if (ret == -EINVAL) /* not a release tag */
			ret = 0;
	}
	if (ret) {
		maint_rtags_free(ts);
		ts = NULL;
	}
	*out = ts;
	return ret;
}

int maint_rtags_git(const char *repo, struct maint_rtags **out)
{
	const char *args[] = {
		"for-each-ref", "--format=%(refname) %(creatordate:unix)",
		"refs/tags/v*", NULL,
	};
	struct mbuf mb = MBUF_INIT;
	int ret, st;

	*out = NULL;
	ret = mnt_git(repo ? repo : ".", args, &mb, MNT_TAGS_OUTPUT_MAX, true,
		      &st);
	if (!ret && st)
		ret = -ENOENT;
	if (!ret)
		ret = mnt_rtags_parse(mb.buf, mb.len, out);
	mbuf_release(&mb);
	return ret;
}

/* The cycle */

/*
 * A cycle as allocated: the public part first, its strings and the day of
 * each -rc after it.
 */
struct cycle {
	struct maint_cycle pub;
	char tag[48], prev_release[48], version[48];
	long rc_date[MAINT_CYCLE_MAX_RC + 1];
	bool rc_tagged[MAINT_CYCLE_MAX_RC + 1];
};

static struct cycle *cycle_of(const struct maint_cycle *c)
{
	return (struct cycle *)((char *)(uintptr_t)c -
				offsetof(struct cycle, pub));
}

static long long tag_key(int major, int minor, int rc)
{
	return ((long long)major * 100000 + minor) * 100 +
	       (rc ? rc : 99);
}

static void fill_from_rc(struct cycle *cc, int k, long date)
{
	struct maint_cycle *c = &cc->pub;
	int i;

	for (i = 1; i <= MAINT_CYCLE_MAX_RC; i++) {
		cc->rc_date[i] = date + 7L * (i - k);
		cc->rc_tagged[i] = false;
	}
	c->last_rc = k > 7 ? k : 7;
	c->next_release = date + 7L * (c->last_rc - k + 1);
}

static struct cycle *cycle_new(long today)
{
	struct cycle *cc = calloc(1, sizeof(*cc));

	if (!cc)
		return NULL;
	cc->pub.today = today;
	cc->pub.since = cc->pub.release = cc->pub.next_release = -1;
	cc->pub.tag = cc->tag;
	cc->pub.prev_release = cc->prev_release;
	cc->pub.version = cc->version;
	return cc;
}

void maint_cycle_free(const struct maint_cycle *c)
{
	if (c)
		free(cycle_of(c));
}

long maint_cycle_rc_date(const struct maint_cycle *c, int rc, bool *tagged)
{
	const struct cycle *cc = cycle_of(c);

	if (tagged)
		*tagged = false;
	if (rc < 1 || rc > MAINT_CYCLE_MAX_RC ||
	    c->phase == MAINT_PHASE_UNKNOWN)
		return -1;
	if (tagged)
		*tagged = cc->rc_tagged[rc];
	return cc->rc_date[rc];
}

static void cycle_from_tags(const struct maint_rtags *ts, long today,
			    struct cycle *cc)
{
	const struct rtag *t = ts ? ts->v : NULL;
	const struct rtag *best = NULL, *prev = NULL;
	struct maint_cycle *c = &cc->pub;
	size_t i, n = maint_rtags_count(ts);

	for (i = 0; i < n; i++) {
		if (t[i].date > today)
			continue;
		if (!best || tag_key(t[i].major, t[i].minor, t[i].rc) >
				     tag_key(best->major, best->minor, best->rc))
			best = &t[i];
	}
	if (!best)
		return;
	c->from_tags = true;
	snprintf(cc->tag, sizeof(cc->tag), "%s", best->name);
	c->since = best->date;
	if (!best->rc) {
		c->phase = MAINT_PHASE_MERGE_WINDOW;
		snprintf(cc->prev_release, sizeof(cc->prev_release), "%s",
			 best->name);
		c->release = best->date;
		fill_from_rc(cc, 1, best->date + 14);
		c->week = (int)((today - c->release) / 7) + 1;
		c->release_day = today == c->release;
		c->stale = today - c->since > 21;
		return;
	}
	c->phase = MAINT_PHASE_RC;
	c->rc = best->rc;
	snprintf(cc->version, sizeof(cc->version), "v%d.%d", best->major,
		 best->minor);
	fill_from_rc(cc, best->rc, best->date);
	for (i = 0; i < n; i++) {
		long long k = tag_key(t[i].major, t[i].minor, t[i].rc);

		if (t[i].date > today)
			continue;
		if (t[i].major == best->major && t[i].minor == best->minor &&
		    t[i].rc && t[i].rc <= best->rc) {
			cc->rc_date[t[i].rc] = t[i].date;
			cc->rc_tagged[t[i].rc] = true;
		}
		if (!t[i].rc && k < tag_key(best->major, best->minor, 0) &&
		    (!prev || k > tag_key(prev->major, prev->minor, 0)))
			prev = &t[i];
	}
	if (prev) {
		snprintf(cc->prev_release, sizeof(cc->prev_release), "%s",
			 prev->name);
		c->release = prev->date;
	} else {
		c->release = cc->rc_date[1] - 14;
	}
	c->week = (int)((today - c->release) / 7) + 1;
	c->stale = today - c->since > 14;
}

int maint_cycle_from_tags(const struct maint_rtags *tags, long today,
			  const struct maint_cycle **out)
{
	struct cycle *cc = cycle_new(today);

	*out = NULL;
	if (!cc)
		return -ENOMEM;
	cycle_from_tags(tags, today, cc);
	*out = &cc->pub;
	return 0;
}

int maint_cycle_assume(int rc, long today, const struct maint_cycle **out)
{
	long sunday = today - maint_date_weekday(today);
	struct cycle *cc = cycle_new(today);
	struct maint_cycle *c;

	*out = NULL;
	if (!cc)
		return -ENOMEM;
	*out = c = &cc->pub;
	if (rc < 0 || rc > MAINT_CYCLE_MAX_RC)
		return 0;
	c->since = sunday;
	if (!rc) {
		c->phase = MAINT_PHASE_MERGE_WINDOW;
		c->release = sunday;
		fill_from_rc(cc, 1, sunday + 14);
	} else {
		c->phase = MAINT_PHASE_RC;
		c->rc = rc;
		fill_from_rc(cc, rc, sunday);
		c->release = cc->rc_date[1] - 14;
	}
	c->week = (int)((today - c->release) / 7) + 1;
	return 0;
}


/* Profiles on the cycle */

/* "-rc4" -> 4; 0 when the value is not an -rc */
static int rc_of(const char *v)
{
	const char *p = v;
	int n;

	if (!strncasecmp(p, "-rc", 3))
		p += 3;
	else if (!strncasecmp(p, "rc", 2))
		p += 2;
	else
		return 0;
	if (!mnt_digits(&p, &n) || *p || n > MAINT_CYCLE_MAX_RC)
		return 0;
	return n;
}

/* "two weeks before the merge window" -> 2; 0 otherwise */
static int weeks_before_mw(const char *v)
{
	const char *p = v;
	size_t used;
	bool approx;
	int n;

	mnt_eat_word(&p, "at least");
	n = mnt_number_word(p, &used, &approx);
	if (n < 1 || n > 20)
		return 0;
	p += used;
	while (*p == ' ')
		p++;
	if ((mnt_eat_word(&p, "weeks") || mnt_eat_word(&p, "week")) && mnt_eat_word(&p, "before") &&
	    mnt_eat_word(&p, "the") && mnt_eat_word(&p, "merge") && mnt_eat_word(&p, "window") && !*p)
		return n;
	return 0;
}

static int position(const struct maint_cycle *c)
{
	return c->phase == MAINT_PHASE_RC ? c->rc : 0;
}

/*
 * Is -rcN itself still in time?  "between -rc1 and -rc6", "through -rc6",
 * "until -rc6", "up to -rc6", "no later than -rc6", "-rc6 at the latest"
 * say yes; "before -rc4" (and anything else) no.
 */
static bool rc_through(const struct maint_fact *f)
{
	static const char *const words[] = { "between",	      "through",
					     "until",	      "up to",
					     "no later than", "at the latest",
					     "inclusive" };
	const char *q = f->quote ? f->quote : "";
	const char *rc = f->value ? strstr(q, f->value) : NULL;

	if (!rc)
		return false;
	for (size_t k = 0; k < sizeof(words) / sizeof(words[0]); k++) {
		const char *w = strcasestr(q, words[k]);

		/* the word governs the -rc: before it, or right after it */
		if (w && (w < rc || !strcasecmp(words[k], "at the latest")))
			return true;
	}
	return false;
}

/* The deadline "before -rcN" (or "through -rcN") on the cycle. */
static void rc_deadline(const struct maint_cycle *c, int n, bool through,
			struct maint_deadline *dl)
{
	int due = through && n < MAINT_CYCLE_MAX_RC ? n + 1 : n;

	dl->rc = n;
	dl->through = through;
	if (c->phase == MAINT_PHASE_UNKNOWN)
		return;
	dl->date = maint_cycle_rc_date(c, due, &dl->tagged);
	dl->passed = position(c) >= due;
	if (dl->passed)
		dl->next_date = c->next_release + 14 + 7L * (due - 1);
}

/* An "-rcN" deadline into dl: N, or 0 (dl left alone). */
static int rc_deadline_of(const struct maint_fact *f,
			  const struct maint_cycle *c,
			  struct maint_deadline *dl)
{
	int n = f ? rc_of(f->value) : 0;

	if (!n)
		return 0;
	dl->fact = f;
	dl->date = dl->next_date = -1;
	dl->tagged = dl->passed = false;
	rc_deadline(c, n, rc_through(f), dl);
	return n;
}

int maint_rc_deadline(const struct maint_fact *f, const struct maint_cycle *c,
		      const struct maint_deadline **out)
{
	struct maint_deadline *dl = calloc(1, sizeof(*dl));
	int n;

	*out = NULL;
	if (!dl)
		return -ENOMEM;
	n = rc_deadline_of(f, c, dl);
	if (n)
		*out = dl;
	else
		free(dl);
	return n;
}

void maint_deadline_free(const struct maint_deadline *dl)
{
	free((void *)(uintptr_t)dl);
}

/* An answer as allocated: the public part, and what it points to. */
struct when {
	struct maint_when pub;
	struct maint_deadline feature, merge;
	struct maint_duration wait;
};

void maint_when_free(const struct maint_when *w)
{
	if (w)
		free((struct when *)((char *)(uintptr_t)w -
				     offsetof(struct when, pub)));
}

int maint_when_eval(const struct maint_profile *p, const struct maint_cycle *c,
		    long posted, const struct maint_when **out)
{
	const struct maint_fact *fn, *fm;
	bool unknown = c->phase == MAINT_PHASE_UNKNOWN;
	struct when *ww = calloc(1, sizeof(*ww));
	struct maint_deadline *feature, *merge;
	struct maint_when *w;
	int n, wk;

	*out = NULL;
	if (!ww)
		return -ENOMEM;
	w = &ww->pub;
	feature = &ww->feature;
	merge = &ww->merge;
	w->feature = feature;
	w->merge = merge;
	feature->date = merge->date = -1;
	feature->next_date = merge->next_date = -1;
	w->ping_from = -1;
	w->can_target = -1;
	fn = maint_profile_get_fact(p, MAINT_FACT_RC_NEW);
	fm = maint_profile_get_fact(p, MAINT_FACT_RC_MERGE);
	feature->fact = fn;
	merge->fact = fm;
	if (fm)
		rc_deadline_of(fm, c, merge);

	if (fn && (n = rc_deadline_of(fn, c, feature))) {
		if (unknown) {
			w->reason = "the release cycle position is unknown";
		} else {
			w->can_target = !feature->passed;
			w->reason =
				feature->passed ?
					"the deadline for new features has passed" :
					"before the deadline for new features";
		}
	} else if (fn && (wk = weeks_before_mw(fn->value))) {
		if (c->last_rc + 1 - wk >= 1)
			feature->rc = c->last_rc + 1 - wk;
		if (unknown) {
			w->reason = "the release cycle position is unknown";
		} else {
			feature->date = c->next_release - 7L * wk;
			feature->passed = c->today >= feature->date;
			if (feature->passed)
				feature->next_date = feature->date + 63;
			w->can_target = !feature->passed;
			w->reason =
				feature->passed ?
					"the deadline for new features has passed" :
					"before the deadline for new features";
		}
	} else if (fn && !strcasecmp(fn->value, "any time")) {
		w->any_time = true;
		w->reason = "the profile takes submissions any time and states no deadline for the next merge window";
	} else if (fm && merge->rc) {
		if (unknown) {
			w->reason = "the release cycle position is unknown";
		} else if (merge->passed) {
			w->can_target = 0;
			w->reason = "the profile states no deadline for new features, and the last -rc to merge features has passed";
		} else {
			w->reason = "the profile states no deadline for new features, only the last -rc to merge them";
		}
	} else {
		w->reason = "the profile does not state a deadline for new features";
	}

	w->ping_wait = maint_profile_get_fact(p, MAINT_FACT_PING_WAIT);
	w->ping_how = maint_profile_get_fact(p, MAINT_FACT_PING_HOW);
	ww->wait.version = MAINT_DURATION_VERSION;
	if (w->ping_wait &&
	    !maint_duration_parse(w->ping_wait->value, &ww->wait))
		w->wait = &ww->wait;
	if (w->wait && posted >= 0)
		w->ping_from = maint_duration_add(w->wait, posted);
	*out = w;
	return 0;
}
