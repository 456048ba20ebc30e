/* SPDX-License-Identifier: GPL-2.0-only */
/* libmaint: release cycles and what a profile's dates mean.  Include <maint.h>. */
#ifndef MAINT_RELEASE_H
#define MAINT_RELEASE_H

#include "maint/profile.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The most -rc releases of one cycle maint understands. */
#define MAINT_CYCLE_MAX_RC 20

/* Whether @name is "vX.Y" or "vX.Y-rcN" (N 1..MAINT_CYCLE_MAX_RC). */
bool maint_rtag_parse(const char *name, int *major, int *minor, int *rc);

/*
 * Release tags: a list of release tags ("v6.12") and release candidates'
 * ("v6.12-rc3"), each with its day.  A tag's day is, for an annotated tag,
 * the tagger's date, for a lightweight tag the tagged commit's committer
 * date (git's %(creatordate)), as a UTC day.  The list is read from git
 * (maint_rtags_git()) or built by a caller that has its own tags
 * (maint_rtags_new(), maint_rtags_add()); maint_cycle_from_tags() reads it.
 */
struct maint_rtags;

/**
 * maint_rtags_git() - the release tags of the git repository at @repo
 * @repo: a directory in the repository (NULL: ".")
 * @out: receives the list (maint_rtags_free()), NULL on failure
 *
 * Runs one `git -C REPO for-each-ref` (argument vector, no shell); names
 * that are not release tags (maint_rtag_parse()) are left out.  Returns 0
 * (maybe with no tags), -ENOENT when @repo is not in a git repository or
 * git is missing, or -errno.
 */
int maint_rtags_git(const char *repo, struct maint_rtags **out);

/**
 * maint_rtags_new() - an empty list of release tags, for maint_rtags_add()
 * @out: receives the list (maint_rtags_free()), NULL on failure
 *
 * Returns 0 or -ENOMEM.
 */
int maint_rtags_new(struct maint_rtags **out);

/**
 * maint_rtags_add() - add a tag to a list
 * @ts: the list
 * @name: the tag's name, "vX.Y" or "vX.Y-rcN" (copied)
 * @date: its day (days since 1970-01-01, UTC)
 *
 * Returns 0, -EINVAL when @name is not a release tag (maint_rtag_parse();
 * nothing added), or -ENOMEM.
 */
int maint_rtags_add(struct maint_rtags *ts, const char *name, long date);

/* Free a list of tags (NULL allowed). */
void maint_rtags_free(struct maint_rtags *ts);

/**
 * maint_rtags_count() - how many tags @ts holds
 * @ts: the list (NULL: none)
 *
 * The tags are in the order git gave them or they were added.
 */
size_t maint_rtags_count(const struct maint_rtags *ts);

/**
 * maint_rtags_name() - the name of the @i-th tag ("v6.12-rc3")
 * @ts: the list
 * @i: below maint_rtags_count()
 *
 * Returns the name, valid while @ts lives, or NULL when @i is out of range.
 * maint_rtag_parse() gives its version and -rc.
 */
const char *maint_rtags_name(const struct maint_rtags *ts, size_t i);

/**
 * maint_rtags_date() - the day of the @i-th tag
 * @ts: the list
 * @i: below maint_rtags_count()
 *
 * Returns the day (days since 1970-01-01, UTC), or -1 when @i is out of
 * range.
 */
long maint_rtags_date(const struct maint_rtags *ts, size_t i);

enum maint_phase {
	MAINT_PHASE_UNKNOWN,
	MAINT_PHASE_MERGE_WINDOW, /* between a release and the next -rc1 */
	MAINT_PHASE_RC, /* -rc1 and later */
};

/**
 * struct maint_cycle - where the tree is in its release cycle on a day
 * @phase: merge window, -rc, or unknown (no tags, no assumption)
 * @rc: in the -rc phase, the current -rc
 * @today: the day it is about
 * @tag: the newest release or -rc tag dated on or before @today ("" when
 *       the position was given rather than read from tags)
 * @prev_release: the release the cycle follows ("v6.11"; "" unknown)
 * @version: the release being prepared ("v6.12"; "" in the merge window,
 *           whose release name is not known yet)
 * @since: the day the current -rc (or the merge window) started
 * @release: the day of the release the cycle follows (tag or estimate)
 * @week: week of the cycle: 1 and 2 are the merge window, 3 the week of
 *        -rc1, ...
 * @last_rc: the -rc the release is expected after: 7, or the cycle's
 *           highest -rc when it already has an -rc8 or later
 * @next_release: estimated day of the release being prepared (one week
 *                after @last_rc); the next merge window opens then
 * @release_day: @today is the day of the release the cycle follows
 * @from_tags: the position was read from tags (else given: assumed dates)
 * @stale: the newest tag is more than a week older than the next tag was
 *         expected: the repository's tags are probably not up to date
 *
 * Only the library allocates it (maint_cycle_from_tags(),
 * maint_cycle_assume()) and callers read it through a const pointer, so
 * members may be added at its end; the day of each -rc is
 * maint_cycle_rc_date()'s.  Free it with maint_cycle_free().
 */
struct maint_cycle {
	enum maint_phase phase;
	int rc;
	long today;
	const char *tag, *prev_release, *version;
	long since, release;
	int week, last_rc;
	long next_release;
	bool release_day, from_tags, stale;
};

/**
 * maint_cycle_from_tags() - the cycle position on a day, from release tags
 * @tags: the tags, in any order (tags dated after @today are ignored;
 *        NULL: none)
 * @today: the day
 * @out: receives the position (maint_cycle_free()), NULL on failure
 *
 * Without a usable tag the phase is MAINT_PHASE_UNKNOWN.  Returns 0 or
 * -ENOMEM.
 */
int maint_cycle_from_tags(const struct maint_rtags *tags, long today,
			  const struct maint_cycle **out);

/**
 * maint_cycle_assume() - the position given by the user
 * @rc: -rc @rc, or the merge window when 0 (out of 0..MAINT_CYCLE_MAX_RC:
 *      the phase is MAINT_PHASE_UNKNOWN)
 * @today: the day
 * @out: receives the position (maint_cycle_free()), NULL on failure
 *
 * The current -rc (or the merge window) is assumed to have started on the
 * last Sunday on or before @today.  Returns 0 or -ENOMEM.
 */
int maint_cycle_assume(int rc, long today, const struct maint_cycle **out);

/* Free a cycle position (NULL allowed). */
void maint_cycle_free(const struct maint_cycle *c);

/**
 * maint_cycle_rc_date() - the day of an -rc of the cycle being prepared
 * @c: the cycle
 * @rc: the -rc, 1..MAINT_CYCLE_MAX_RC
 * @tagged: when not NULL, set when the day is the -rc tag's own (else it
 *          is estimated, weekly cadence)
 *
 * Returns the day, or -1 when @rc is out of range or the cycle unknown.
 */
long maint_cycle_rc_date(const struct maint_cycle *c, int rc, bool *tagged);

/**
 * struct maint_deadline - an -rc deadline of a profile on the cycle
 * @fact: the fact it comes from, or NULL when the profile does not state it
 * @rc: the -rc (0 when not an -rc deadline)
 * @date: its day (tagged or estimated), or -1 when the cycle is unknown
 * @tagged: @date is the -rc tag's own
 * @passed: the cycle is past it on @today: at -rc@rc or later for a
 *          deadline "before -rcN", after -rc@rc for one "through -rcN"
 * @next_date: when @passed, the same deadline in the following cycle
 *             (estimated), else -1
 * @through: -rc@rc itself is still in time: the profile says "between
 *           -rc1 and -rcN", "through", "until", "up to", "no later than"
 *           or "at the latest"; @date is then the day of the next -rc
 *
 * Only the library allocates it (maint_rc_deadline(), inside a struct
 * maint_when) and callers read it through a const pointer: members may be
 * added at its end.
 */
struct maint_deadline {
	const struct maint_fact *fact;
	int rc;
	long date;
	bool tagged, passed;
	long next_date;
	bool through;
};

/**
 * maint_rc_deadline() - an "-rcN" deadline of a profile on the cycle
 * @f: the fact ("-rc4", with the sentence it came from; NULL: none)
 * @c: the cycle
 * @out: receives the deadline (maint_deadline_free()), as
 *       maint_when_eval() gives its own; NULL when @f states no -rc or on
 *       failure
 *
 * Returns N, 0 when @f states no -rc, or -ENOMEM.
 */
int maint_rc_deadline(const struct maint_fact *f, const struct maint_cycle *c,
		      const struct maint_deadline **out);
/* Free a deadline of maint_rc_deadline() (NULL allowed). */
void maint_deadline_free(const struct maint_deadline *dl);

/**
 * struct maint_when - what a profile's key dates and review cadence mean
 * on a day
 * @feature: the last -rc for new feature submissions
 * @merge: the last -rc to merge or stabilize features
 * @any_time: the profile takes submissions any time (and gives no
 *            deadline for the next merge window)
 * @can_target: a new feature posted today can still target the next
 *              merge window: 1 yes, 0 no, -1 the profile does not say or
 *              the cycle is unknown
 * @reason: why (lower case, no full stop; static)
 * @ping_wait: the wait before pinging, or NULL
 * @ping_how: the preferred way to remind, or NULL
 * @wait: @ping_wait parsed, or NULL when it could not be
 * @ping_from: with a posting day: the first day a ping is appropriate,
 *             or -1
 *
 * Only the library allocates it (maint_when_eval()) and callers read it
 * through a const pointer: members may be added at its end.  @feature,
 * @merge and @wait point into it.  Free it with maint_when_free().
 */
struct maint_when {
	const struct maint_deadline *feature, *merge;
	bool any_time;
	int can_target;
	const char *reason;
	const struct maint_fact *ping_wait, *ping_how;
	const struct maint_duration *wait;
	long ping_from;
};

/**
 * maint_when_eval() - evaluate a profile on a cycle
 * @p: the profile (must outlive the answer: its facts are pointed to)
 * @c: the cycle
 * @posted: the day the patch was posted, or -1
 * @out: receives the answer (maint_when_free()), NULL on failure
 *
 * Returns 0 or -ENOMEM.
 */
int maint_when_eval(const struct maint_profile *p, const struct maint_cycle *c,
		    long posted, const struct maint_when **out);

/* Free an answer of maint_when_eval() (NULL allowed). */
void maint_when_free(const struct maint_when *w);

/* The assumptions of the cycle model, in words (static): *n of them. */
const char *const *maint_cycle_assumptions(size_t *n);

/*
 * The cycle's name into buf: its tag ("v6.13-rc3"), "-rc3" (given),
 * "merge window after v6.12", "merge window"; "" when unknown.
 */
void maint_cycle_name(const struct maint_cycle *c, char *buf, size_t size);

/**
 * struct maint_when_doc - an answer of maint when, for maint_when_json()
 * @version: MAINT_WHEN_DOC_VERSION, the layout the caller knows
 *           (MAINT_WHEN_DOC_INIT sets it)
 * @today: the day answered for
 * @posted: the day the patch was posted, or -1
 * @cycle: where the release cycle is on @today
 * @targets: the profiles the patch brought in (NULL: none)
 * @when: maint_when_eval() of each target, in @targets order: an array of
 *        maint_ptargets_count() pointers, NULL for a target that was not
 *        read
 * @db: the database @targets came from
 * @diagnostics: the caller's diagnostics as a JSON array, written as it
 *               is (NULL: [])
 */
struct maint_when_doc {
	unsigned int version;
	long today, posted;
	const struct maint_cycle *cycle;
	const struct maint_ptargets *targets;
	const struct maint_when *const *when;
	const struct maint_db *db;
	const char *diagnostics;
};
#define MAINT_WHEN_DOC_VERSION 1u
#define MAINT_WHEN_DOC_INIT                       \
	{                                         \
		.version = MAINT_WHEN_DOC_VERSION \
	}

/**
 * maint_when_json() - the answer as JSON (malloc'd, a newline at the end;
 * NULL when out of memory or when @d->version is newer than this
 * library's), the schema of maint when --json:
 *
 * {"today": DATE, "posted": DATE|null,
 *  "cycle_position": CYCLE|null (unknown),
 *  "assumptions": [maint_cycle_assumptions()...],
 *  "profiles": [PROFILE...], "diagnostics": [...]}
 *
 * CYCLE: {"name", "phase": "rc"|"merge-window", "rc": N|null, "week",
 * "since": DATE, "days_since", "tag", "version", "previous_release"
 * (strings or null), "previous_release_date", "next_release_date" (DATE
 * or null), "last_rc", "release_day", "source": "tags"|"option", "stale"}
 *
 * PROFILE: {"value", "kind" (maint_pkind_name()), "maintainers" and
 * "maintainers_line" (the P: line), "sections": [names], "error" (why it
 * was not read, or null), "cycle_position": CYCLE, "feature_deadline"
 * and "merge_deadline": DEADLINE|null, "submissions_any_time",
 * "can_target_next_merge_window": true|false|null, "reason",
 * "ping_wait": {"stated", "count", "unit" ("hours", "days", "business
 * days", "weeks", "months"), "more_than", "approximate", SOURCE}|null,
 * "ping_from": DATE|null, "ping_due": true|false|null, "ping_how":
 * {"stated", SOURCE}|null, "not_stated": [fact kind names]}
 *
 * DEADLINE: {"rc": "-rcN"|null, "stated", "date": DATE|null, "estimated",
 * "passed", "through", "next_cycle_date": DATE|null, SOURCE}; SOURCE:
 * "file", "line", "quote" (where the profile states it); DATE:
 * "YYYY-MM-DD".
 */
char *maint_when_json(const struct maint_when_doc *d, size_t *len);

/* --- end of when --- */

/*
 * What a contributor sees first: for the rules that apply (a rule set),
 * where to send and through whom, which tree or branch to base on for
 * this kind of change, whether the tree is open now and the deadline, the
 * subject's tag and prefix, the required builds and tests with their
 * exact flags, and the hard don'ts, each with the file:line it comes
 * from.  maint profile prints it first; preflight's header may too.
 */
enum maint_brief_what {
	MAINT_BRIEF_SEND, /* where to send, whom to Cc, through whom */
	MAINT_BRIEF_BASE, /* the tree or branch to base work on */
	MAINT_BRIEF_NOW, /* open or closed now, and the deadline */
	MAINT_BRIEF_SUBJECT, /* the subject's tree tag, prefix and style */
	MAINT_BRIEF_TESTS, /* the builds and tests required */
	MAINT_BRIEF_DONT, /* what not to do */
	MAINT_BRIEF_COUNT,
};

/* The kind of change a brief is for: its facts' conditions are kept to it. */
enum maint_change {
	MAINT_CHANGE_ANY, /* not known: every condition shown */
	MAINT_CHANGE_FIX,
	MAINT_CHANGE_FEATURE,
};

/**
 * struct maint_brief_item - one line of a brief
 * @what: which part it belongs to
 * @text: the line, for people (the fact's value, or the rule's sentence)
 * @when: its condition as the profile words it, or NULL
 * @file: where it is stated; @line
 * @rule: the rule it comes from
 * @fact: the typed fact it comes from, or NULL
 * @state: for MAINT_BRIEF_NOW with a known cycle: "closed now", "open",
 *         "passed", "soft close now"; else NULL
 */
struct maint_brief_item {
	enum maint_brief_what what;
	const char *text;
	const char *when;
	const char *file;
	unsigned int line;
	const struct maint_rule *rule;
	const struct maint_fact *fact;
	const char *state;
};

struct maint_brief;

/**
 * maint_brief_new() - the first things to know, from a rule set
 * @out: receives the brief (maint_brief_free())
 * @rs: the rules that apply (maint_rset_new()); must outlive the brief
 * @c: where the release cycle is, or NULL (open or closed not said)
 * @change: the kind of change: facts for fixes only (or features only)
 *          are left out of a brief for the other kind
 *
 * Overridden rules are left out.  Items are grouped by @what, in the
 * order of the rule set (the most specific profile first).  Returns 0 or
 * -ENOMEM.
 */
int maint_brief_new(struct maint_brief **out, const struct maint_rset *rs,
		    const struct maint_cycle *c, enum maint_change change);
void maint_brief_free(struct maint_brief *b);
size_t maint_brief_nitems(const struct maint_brief *b);
const struct maint_brief_item *maint_brief_item(const struct maint_brief *b,
						size_t i);
/* "send to", "base on", "now", "subject", "builds and tests", "don't" */
const char *maint_brief_what_label(enum maint_brief_what w);

/**
 * maint_profile_query_json() - the answer of maint profile on patches or
 * files (-f) as JSON (malloc'd, a newline at the end, its length in *len
 * when @len is not NULL; NULL when out of memory), the schema of maint
 * profile --json (here, not in profile.h, because of the brief):
 *
 * {"profiles": [TARGET...] (maint_profile_show_json()),
 *  "relations": [RELATION...] (when @d->rset),
 *  "first": [BRIEF...]|null (@brief; NULL: null),
 *  "diagnostics": [...]}
 *
 * RELATION: a document of the rule set, {"document", "rank", "own",
 * "followed_from" and "followed_line" (the rule that follows it),
 * "section" (when only a section of it is followed), "rules": [RULE...]
 * (the rules of a followed document that is no target's own)}, or one
 * named but not read, {"document", "read": false, "followed_from",
 * "followed_line"}.
 *
 * BRIEF: {"what" (maint_brief_what_label()), "text", "when", "cond"
 * (maint_fact_cond_name() of its fact, or null), "state", "file",
 * "line"}.
 */
char *maint_profile_query_json(const struct maint_profile_doc *d,
			       const struct maint_brief *brief, size_t *len);

/**
 * maint_brief_json() - a brief alone as JSON, [BRIEF...] as above, or
 * null for a NULL @b (malloc'd, no newline; its length in *len when @len
 * is not NULL; NULL when out of memory): the "first" of maint preflight
 * --json
 */
char *maint_brief_json(const struct maint_brief *b, size_t *len);

#ifdef __cplusplus
}
#endif

#endif
