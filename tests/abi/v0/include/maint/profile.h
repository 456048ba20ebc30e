/* SPDX-License-Identifier: GPL-2.0-only */
/* libmaint: Maintainer Entry Profiles: P: targets, documents, facts.  Include <maint.h>. */
#ifndef MAINT_PROFILE_H
#define MAINT_PROFILE_H

#include "maint/get.h"
#include "maint/lint.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Maintainer Entry Profiles: the documents a section's P: lines name.
 * Since 2019 a P: value is an in-tree path or a URI; before that it named
 * a person.
 */
/**
 * maint_profile_resolve() - the file a P: path names inside the tree @root
 *
 * Refuses absolute paths, ".." and symlinks leading out of the tree
 * (-EXDEV); -ENOENT when missing.  *out is malloc'd.
 */
int maint_profile_resolve(const char *root, const char *value, char **out);

/**
 * struct maint_ptarget_match - what brought a target of a set in
 * @section: the matched section (index in the database)
 * @file: the file it matched for; "" by keyword
 *
 * Only the library allocates it (maint_ptarget_from()): members may be
 * added at its end.
 */
struct maint_ptarget_match {
	size_t section;
	const char *file;
};

/*
 * A P: value opened: classified, resolved inside the tree, loaded
 * (maint_ptarget_open()), alone or in a set (struct maint_ptargets).
 * What it holds is read through the maint_ptarget_*() accessors below.
 */
struct maint_ptarget;

struct maint_fetch_opts;

/**
 * maint_ptarget_open() - classify, resolve and load one P: value
 * @out: receives the target (maint_ptarget_free()), NULL when out of
 *       memory
 * @root: the tree's top directory
 * @value: the P: value (not kept: maint_ptarget_value() is NULL)
 * @fetch: URI profiles are read (from the cache, or fetched when
 *         @fetch->fetch) when non-NULL; NULL: not read
 * @diag: the loader's and fetcher's own diagnostics (too large, not text,
 *        HTTP errors); the target's trouble is in maint_ptarget_err(),
 *        for the caller to word
 *
 * The one way profile, when and preflight open what a P: line names.
 * Returns 0 (even when the target could not be read) or -ENOMEM.
 */
int maint_ptarget_open(struct maint_ptarget **out, const char *root,
		       const char *value, const struct maint_fetch_opts *fetch,
		       const struct maint_diag_sink *diag);
/* Free a target opened alone (NULL allowed); a set frees its own. */
void maint_ptarget_free(struct maint_ptarget *t);

/**
 * maint_ptarget_kind() - what the value is
 * @t: the target
 *
 * Returns the group (maint_pkind_group()) of what maint_pkind_classify()
 * answers in the tree.
 */
enum maint_pkind maint_ptarget_kind(const struct maint_ptarget *t);
/**
 * maint_ptarget_read() - whether an attempt was made to read it
 * @t: the target
 *
 * Returns true for a file, or a URI with fetch options.
 */
bool maint_ptarget_read(const struct maint_ptarget *t);
/**
 * maint_ptarget_exists() - whether it is a file that exists inside the tree
 * @t: the target
 *
 * Returns true for such a file (it may still not load).
 */
bool maint_ptarget_exists(const struct maint_ptarget *t);
/**
 * maint_ptarget_path() - the file it resolved to
 * @t: the target
 *
 * Returns the path (valid while @t lives), or NULL.
 */
const char *maint_ptarget_path(const struct maint_ptarget *t);
/**
 * maint_ptarget_profile() - the profile read
 * @t: the target
 *
 * Returns the profile (valid while @t lives), or NULL.
 */
const struct maint_profile *
maint_ptarget_profile(const struct maint_ptarget *t);
/**
 * maint_ptarget_take_profile() - the profile read, handed to the caller
 * @t: the target (opened alone)
 *
 * Returns the profile (maint_profile_free()), or NULL; @t no longer holds
 * it.
 */
struct maint_profile *maint_ptarget_take_profile(struct maint_ptarget *t);
/**
 * maint_ptarget_err() - why it was not read
 * @t: the target
 *
 * Returns 0, or -EXDEV (leads out of the tree), -ENOENT (no such file;
 * for a URI: neither fetched nor cached), -EISDIR, -EINVAL when it does
 * not exist as a regular file (a FIFO, a device), or the error of
 * maint_profile_load() or maint_profile_url().  0 for a person or a
 * malformed URI (see maint_ptarget_kind()): not profiles, not read.
 */
int maint_ptarget_err(const struct maint_ptarget *t);
/**
 * maint_ptarget_value() - the P: value, in a set
 * @t: the target
 *
 * Returns the value (borrowed: the database's, or the caller's), or NULL
 * for a target opened alone.
 */
const char *maint_ptarget_value(const struct maint_ptarget *t);
/**
 * maint_ptarget_item() - the first P: line naming it, in a set
 * @t: the target
 *
 * Returns the line, or NULL (a value of the caller's, or opened alone).
 */
const struct maint_item *maint_ptarget_item(const struct maint_ptarget *t);
/**
 * maint_ptarget_not_fetched() - a URI profile neither fetched nor cached,
 * in a set
 * @t: the target
 */
bool maint_ptarget_not_fetched(const struct maint_ptarget *t);
/**
 * maint_ptarget_error() - why it was not read, in a few words, in a set
 * @t: the target
 *
 * Returns "leads outside the tree", "no such file", "not a readable
 * profile", "a link: not read", ... (static), or NULL.
 */
const char *maint_ptarget_error(const struct maint_ptarget *t);
/**
 * maint_ptarget_nfrom() - how many matches brought it in, in a set
 * @t: the target
 */
size_t maint_ptarget_nfrom(const struct maint_ptarget *t);
/**
 * maint_ptarget_from() - a match that brought it in
 * @t: the target
 * @i: below maint_ptarget_nfrom()
 *
 * Returns the match (valid while @t lives), or NULL when @i is out of
 * range.
 */
const struct maint_ptarget_match *
maint_ptarget_from(const struct maint_ptarget *t, size_t i);

/**
 * struct maint_ptargets_opts - how a set opens its targets
 * @root: the tree's top directory (NULL: ".")
 * @level: the level a target's problems are reported at (a file missing,
 *         outside the tree, a directory, not a profile)
 * @quiet_kinds: a person or a malformed URI is not reported
 * @urls: URI profiles are read: cached, or fetched with @fetch (a failure
 *        is reported and counted, maint_ptargets_nfetch_failed())
 * @timeout_ms: of one fetch
 */
struct maint_ptargets_opts {
	/* MAINT_PTARGETS_OPTIONS_VERSION: the layout the caller knows */
	unsigned int version;
	const char *root;
	enum maint_level level;
	bool quiet_kinds, urls, fetch;
	int timeout_ms;
};
#define MAINT_PTARGETS_OPTIONS_VERSION 1u
#define MAINT_PTARGETS_OPTIONS_INIT \
	{ .version = MAINT_PTARGETS_OPTIONS_VERSION }

/*
 * The P: targets a query brought in (maint profile, maint when): each
 * distinct value once, opened when added (maint_ptarget_open()) with its
 * problems reported through the set's sink ("P: 'X' leads outside the
 * tree" at its P: line, ...), and the matches that brought it in.
 */
struct maint_ptargets;

int maint_ptargets_new(struct maint_ptargets **out,
		       const struct maint_ptargets_opts *o,
		       const struct maint_diag_sink *diag);
void maint_ptargets_free(struct maint_ptargets *ts);
/* The targets in the order they were added. */
size_t maint_ptargets_count(const struct maint_ptargets *ts);
const struct maint_ptarget *maint_ptargets_at(const struct maint_ptargets *ts,
					      size_t i);
/* URI profiles that could not be read (@urls). */
size_t maint_ptargets_nfetch_failed(const struct maint_ptargets *ts);

/**
 * maint_ptargets_get() - the target for @value, added when new
 * @ts: the set
 * @value: the P: value (borrowed: must outlive the set)
 * @item: the P: line naming it: the target is opened when added; NULL for
 *        a value of the caller's, opened by maint_ptargets_open() or
 *        maint_ptargets_load_file()
 * @created: set when this call added it
 *
 * Returns the target (valid while the set lives), or NULL when out of
 * memory.
 */
struct maint_ptarget *maint_ptargets_get(struct maint_ptargets *ts,
					 const char *value,
					 const struct maint_item *item,
					 bool *created);
/* Classify, resolve and load t, its problems reported. */
void maint_ptargets_open(struct maint_ptargets *ts, struct maint_ptarget *t);
/* Load the profile file @path (named by the caller) into t. */
void maint_ptargets_load_file(struct maint_ptargets *ts,
			      struct maint_ptarget *t, const char *path);
/*
 * The P: targets of @section added; with @file (the matched file, "" for
 * a keyword match) the match is recorded.  0 or -ENOMEM.
 */
int maint_ptargets_add_section(struct maint_ptargets *ts,
			       const struct maint_db *db, size_t section,
			       const char *file);
/*
 * patch -> sections -> profiles: the P: targets of every section @g (run)
 * matched, each match recorded once per target (maint_get_profiles(),
 * keyword matches included).  0 or -ENOMEM.
 */
int maint_ptargets_add_query(struct maint_ptargets *ts,
			     const struct maint_get *g,
			     const struct maint_db *db);

/* The six sections of Documentation/maintainer/maintainer-entry-profile.rst */
enum maint_tmpl {
	MAINT_TMPL_NONE,
	MAINT_TMPL_OVERVIEW,
	MAINT_TMPL_SUBMIT_CHECKLIST,
	MAINT_TMPL_KEY_CYCLE_DATES,
	MAINT_TMPL_CODING_STYLE,
	MAINT_TMPL_REVIEW_CADENCE,
	MAINT_TMPL_STYLE_CLEANUP,
	MAINT_TMPL_COUNT,
};

/* The template's heading for @t ("Review Cadence"); "" for NONE. */
const char *maint_tmpl_name(enum maint_tmpl t);
/* Which template section a heading is (variants included). */
enum maint_tmpl maint_tmpl_match(const char *heading);

/**
 * struct maint_psection - one section of a profile
 * @heading: the heading text
 * @level: 0 for the document title, 1 for its sections, ... (docutils
 *         assigns levels by the order the underline styles appear in)
 * @tmpl: the template section it is, or MAINT_TMPL_NONE
 * @line: line of the heading text
 * @body_line: first line after the heading's underline
 * @end_line: last line before the next heading (or of the file)
 * @body: the text between the heading and the next heading
 * @heading_len: characters of the heading text
 * @underline_len: characters of its underline
 * @is_title: the lone top-level heading that docutils makes the title
 * @has_prose: the body holds text other than comments and blank lines
 */
struct maint_psection {
	const char *heading;
	unsigned int level;
	enum maint_tmpl tmpl;
	unsigned int line, body_line, end_line;
	const char *body;
	size_t heading_len, underline_len;
	bool is_title;
	bool has_prose;
};

/* What the prose states; see lib/facts.c for the rules. */
enum maint_fact_kind {
	MAINT_FACT_RC_NEW, /* last -rc for new feature submissions */
	MAINT_FACT_RC_MERGE, /* last -rc to merge or stabilize features */
	MAINT_FACT_PING_WAIT, /* how long to wait before pinging */
	MAINT_FACT_PING_HOW, /* the preferred way to remind */
	MAINT_FACT_CLEANUP, /* style-cleanup policy */
	MAINT_FACT_TEST, /* a test or tool the checklist asks for */
	MAINT_FACT_BASE, /* a branch or tree to base work on */
	MAINT_FACT_SUBJECT_TAG, /* a bracket tag the subject carries */
	MAINT_FACT_SUBJECT_PREFIX, /* the shortlog prefix format */
	MAINT_FACT_SUMMARY_STYLE, /* case and mood of the summary */
	MAINT_FACT_SERIES_MAX, /* the most patches in one posting */
	MAINT_FACT_REPOST_WAIT, /* time between postings of a series */
	MAINT_FACT_CLOSED, /* a phase when the tree takes no new work */
	MAINT_FACT_TRAILER, /* a trailer asked for or forbidden */
	MAINT_FACT_COVER_LETTER, /* a cover letter and what it holds */
	MAINT_FACT_CHANGELOG, /* per-version notes below the --- */
	MAINT_FACT_NKINDS,
};

/* When a fact applies; see struct maint_fact. */
enum maint_fact_cond {
	MAINT_COND_NONE, /* always */
	MAINT_COND_PATHS, /* the series also touches cond_value's paths */
	MAINT_COND_FIXES, /* to fixes */
	MAINT_COND_FEATURES, /* to features (new work) */
	MAINT_COND_SERIES_MIN, /* the series has at least number2 patches */
	MAINT_COND_CLAUSE, /* a condition stated in words only: see @when */
	MAINT_COND_STABLE, /* the patch is meant for stable (backported) */
};

/*
 * How strongly a profile asks for something, in its own words: "must",
 * "required", "need to", the imperative (REQUIRED); "should", "preferred",
 * "encouraged" (RECOMMENDED); "may", "welcome", "not required" (ALLOWED);
 * "avoid", "discouraged", "should not" (DISCOURAGED); "do not", "never",
 * "must not", "not accepted" (FORBIDDEN).  NONE: a statement of how things
 * are ("the tree is closed during the merge window"), asking nothing.
 */
enum maint_strength {
	MAINT_STRENGTH_NONE,
	MAINT_STRENGTH_REQUIRED,
	MAINT_STRENGTH_RECOMMENDED,
	MAINT_STRENGTH_ALLOWED,
	MAINT_STRENGTH_DISCOURAGED,
	MAINT_STRENGTH_FORBIDDEN,
};

/* "stated", "required", "recommended", "allowed", "discouraged", "forbidden" */
const char *maint_strength_name(enum maint_strength s);

/* Whom a rule addresses. */
enum maint_addressee {
	MAINT_TO_CONTRIBUTOR, /* the patch's author: advice to follow */
	MAINT_TO_MAINTAINER, /* the maintainers' own practice, not advice */
	MAINT_TO_REVIEWER, /* reviewers */
};

/* "contributor", "maintainer", "reviewer" */
const char *maint_addressee_name(enum maint_addressee a);

/*
 * What a rule is about.  The first MAINT_FACT_NKINDS are the kinds of the
 * typed facts, with the same numbers; the others have no typed fact.
 */
enum maint_rule_kind {
	MAINT_RULE_RC_NEW = MAINT_FACT_RC_NEW,
	MAINT_RULE_RC_MERGE = MAINT_FACT_RC_MERGE,
	MAINT_RULE_PING_WAIT = MAINT_FACT_PING_WAIT,
	MAINT_RULE_PING_HOW = MAINT_FACT_PING_HOW,
	MAINT_RULE_CLEANUP = MAINT_FACT_CLEANUP,
	MAINT_RULE_TEST = MAINT_FACT_TEST,
	MAINT_RULE_BASE = MAINT_FACT_BASE,
	MAINT_RULE_SUBJECT_TAG = MAINT_FACT_SUBJECT_TAG,
	MAINT_RULE_SUBJECT_PREFIX = MAINT_FACT_SUBJECT_PREFIX,
	MAINT_RULE_SUMMARY_STYLE = MAINT_FACT_SUMMARY_STYLE,
	MAINT_RULE_SERIES_MAX = MAINT_FACT_SERIES_MAX,
	MAINT_RULE_REPOST_WAIT = MAINT_FACT_REPOST_WAIT,
	MAINT_RULE_CLOSED = MAINT_FACT_CLOSED,
	MAINT_RULE_TRAILER = MAINT_FACT_TRAILER,
	MAINT_RULE_COVER_LETTER = MAINT_FACT_COVER_LETTER,
	MAINT_RULE_CHANGELOG = MAINT_FACT_CHANGELOG,
	MAINT_RULE_CODING_STYLE = MAINT_FACT_NKINDS, /* code layout, names */
	MAINT_RULE_COMMENT_STYLE, /* comments in the code */
	MAINT_RULE_COMMIT_MESSAGE, /* the changelog's shape and mood */
	MAINT_RULE_SERIES_ORDER, /* what goes in one series, in which order */
	MAINT_RULE_ROUTING, /* which tree or people a patch goes through */
	MAINT_RULE_RECIPIENTS, /* To:, Cc:, the lists */
	MAINT_RULE_RESEND, /* new versions and resends */
	MAINT_RULE_THREADING, /* In-Reply-To, threads */
	MAINT_RULE_REVIEW_CADENCE, /* review, replies, feedback */
	MAINT_RULE_ACCEPTANCE, /* what is taken, and on what terms */
	MAINT_RULE_SECURITY, /* security bugs, embargoes */
	MAINT_RULE_PATCHWORK, /* patchwork and its bots */
	MAINT_RULE_DOCS, /* documentation to write or update */
	MAINT_RULE_MAIL_FORMAT, /* plain text, mail tools */
	MAINT_RULE_PULL_REQUEST, /* git pull requests */
	MAINT_RULE_BUG_REPORT, /* reporting bugs */
	MAINT_RULE_RELATION, /* follow another document's rules */
	MAINT_RULE_OTHER, /* none of these: listed under its heading */
	MAINT_RULE_NKINDS,
};

/* "rc-new", ..., "changelog", "coding-style", ..., "other" */
const char *maint_rule_kind_name(enum maint_rule_kind k);
/* A label for people: "coding style", "where to send", ... */
const char *maint_rule_kind_label(enum maint_rule_kind k);

/**
 * struct maint_rule - one thing a profile asks, as it says it
 * @kind: what it is about
 * @strength: how strongly it asks (NONE: a statement a typed fact came from)
 * @to: whom it addresses; MAINT_TO_MAINTAINER is the maintainers' own
 *      practice ("a new branch is created ..."), never advice
 * @text: the sentence or list item, markup removed, on one line (a list
 *        the sentence introduces, a tl;dr repeating it, a sentence that
 *        only explains it are folded in)
 * @when: the condition as the profile words it ("fixes that target the
 *        current release", "changes that touch reStructured Text
 *        documentation, i.e. .rst files"), or NULL: always
 * @cond: @when typed as far as it can be: MAINT_COND_FIXES, _FEATURES,
 *        _STABLE, _PATHS (@cond_value); MAINT_COND_CLAUSE when it has no
 *        typed form; MAINT_COND_NONE without @when
 * @cond_value: the paths of MAINT_COND_PATHS, else NULL
 * @file: the profile's name
 * @line: where it starts; @end_line where it ends
 * @tldr_line: the line of a tl;dr item that repeats it, else 0
 * @section: index of the profile section it is in
 * @heading: the headings above it, outermost first, joined by " > "
 *           (the document title left out); "" before the first
 * @refers: for MAINT_RULE_RELATION, the document it points to: a path
 *          ("Documentation/process/maintainer-soc.rst") or a reference
 *          label (":ref:`maintainer-tip-coding-style`"); else NULL
 * @item: a list item
 */
struct maint_rule {
	enum maint_rule_kind kind;
	enum maint_strength strength;
	enum maint_addressee to;
	const char *text;
	const char *when;
	enum maint_fact_cond cond;
	const char *cond_value;
	const char *file;
	unsigned int line, end_line, tldr_line;
	size_t section;
	const char *heading;
	const char *refers;
	bool item;
};

/*
 * The accessors preflight and other readers use: a rule's kind, strength
 * (preferred vs required: RECOMMENDED vs REQUIRED) and condition (the
 * clause as written, NULL when none; *@typed its typed form when non-NULL).
 */
enum maint_rule_kind maint_rule_kind_of(const struct maint_rule *r);
enum maint_strength maint_rule_strength(const struct maint_rule *r);
const char *maint_rule_condition(const struct maint_rule *r,
				 enum maint_fact_cond *typed);

/**
 * struct maint_fact - one fact, with where the profile states it
 * @kind: what it is about
 * @value: the normalised answer ("-rc4", "up to one week", "welcome",
 *         "only with other changes", "not welcome", a tool or branch name)
 * @url: for MAINT_FACT_TEST, the tool's URL when the profile gives one
 * @level: for MAINT_FACT_TEST, "required" or "recommended"; for
 *         MAINT_FACT_SUBJECT_TAG what the tag is for ("fixes", "features");
 *         for MAINT_FACT_TRAILER "required", "recommended", "discouraged"
 *         (do not add it unless sure) or "tag-only" (a trailer, never a
 *         mail recipient: Cc: stable); for MAINT_FACT_CLOSED what is still
 *         accepted ("urgent fixes", "bug fixes", "RFC") or "soft" (a soft
 *         close: late work is unlikely to be taken); for
 *         MAINT_FACT_COVER_LETTER and MAINT_FACT_CHANGELOG "required" or
 *         "recommended"; else NULL
 * @quote: the sentence it was taken from, markup removed
 * @file: the profile's name
 * @line: the line the sentence starts on
 * @section: index of the profile section it is in
 * @cond: when the fact applies: MAINT_COND_NONE always;
 *        MAINT_COND_PATHS when the series also touches @cond_value (paths
 *        relative to the tree's top, space-separated, each matching itself
 *        and what is below it: "fs/iomap");
 *        MAINT_COND_FIXES to fixes; MAINT_COND_FEATURES to features (new
 *        work); MAINT_COND_SERIES_MIN when the series has at least
 *        @number2 patches; MAINT_COND_STABLE to patches meant for stable
 *        (a Cc: stable trailer, or stable mailed); MAINT_COND_CLAUSE when
 *        only the words of @when say when (a reader cannot check it)
 * @cond_value: the paths of MAINT_COND_PATHS, else NULL
 * @values: allowed values, or NULL: the topics of a subject-prefix (KVM's
 *          "x86", "SVM", ...: compared case-sensitively), every tree tag of
 *          a subject-tag ("net", "net-next"), the trailer name of a
 *          trailer ("Fixes", "Cc", "Link"), the trees a closed phase is
 *          about ("net-next")
 * @nvalues: how many @values
 * @number: series-max: the count; repost-wait: seconds; trailer: the
 *          fewest hex digits of a Fixes: SHA-1 when the format is stated;
 *          0 otherwise
 * @number2: MAINT_COND_SERIES_MIN: the series size; 0 otherwise
 * @strength: how strongly the rule it comes from asks (@level in words)
 * @when: the condition as the profile words it, or NULL (see @cond)
 * @rule: the rule it was read from
 *
 * Value formats of the rule kinds: subject-tag: the tag ("net-next");
 * subject-prefix: the format ("subsys/component:", "KVM: <topic>:",
 * "internal:"); summary-style: "uppercase", "lowercase", "imperative",
 * "no trailing period", joined by ", "; series-max: "15"; repost-wait: the
 * duration ("at least 24 hours"); closed: the phase, "merge window" (from
 * a release to the next -rc1) or "-rcN" (from -rcN to the next -rc1);
 * trailer: its format ("Fixes: <12+ hex digits> (\"<subject>\")",
 * "Fixes:", "Cc: stable@vger.kernel.org", "Link:"); cover-letter:
 * "required" or what it must hold; changelog: "below ---".
 *
 * Kinds that are not multi state at most one unconditional fact; a fact
 * with a condition may follow it (XFS's -rc4 with fs/iomap).
 */
struct maint_fact {
	enum maint_fact_kind kind;
	const char *value;
	const char *url;
	const char *level;
	const char *quote;
	const char *file;
	unsigned int line;
	size_t section;
	enum maint_fact_cond cond;
	const char *cond_value;
	const char *const *values;
	size_t nvalues;
	unsigned long number;
	unsigned long number2;
	enum maint_strength strength;
	const char *when;
	const struct maint_rule *rule;
};

/*
 * The same for a typed fact: how strongly its rule asks (NONE for a
 * statement such as a closed phase), the condition as written (NULL:
 * none; *@typed is f->cond when non-NULL), and the rule it was read from.
 */
enum maint_strength maint_fact_strength(const struct maint_fact *f);
const char *maint_fact_condition(const struct maint_fact *f,
				 enum maint_fact_cond *typed);
const struct maint_rule *maint_fact_rule(const struct maint_fact *f);

/*
 * "rc-new", "rc-merge", "ping-wait", "ping-how", "cleanup", "test", "base",
 * "subject-tag", "subject-prefix", "summary-style", "series-max",
 * "repost-wait", "closed", "trailer", "cover-letter", "changelog"
 */
const char *maint_fact_kind_name(enum maint_fact_kind k);
/* A label for people: "last -rc for new features", ... */
const char *maint_fact_kind_label(enum maint_fact_kind k);
/* Facts of this kind may repeat (tests, bases, tags, trailers, closes). */
bool maint_fact_kind_multi(enum maint_fact_kind k);
/*
 * "none", "paths", "fixes", "features", "series-min", "clause", "stable"
 */
const char *maint_fact_cond_name(enum maint_fact_cond c);

struct maint_profile;

/* Profiles larger than this are refused (EFBIG). */
#define MAINT_PROFILE_MAX_SIZE ((size_t)4 << 20)

/**
 * maint_profile_parse() - parse an RST profile held in memory
 * @out: receives the profile
 * @name: what diagnostics and facts call the file
 * @buf: its contents (need not be NUL-terminated)
 * @len: its length; more than MAINT_PROFILE_MAX_SIZE is refused (-EFBIG)
 * @diag: where problems are reported
 *
 * Binary input (NUL bytes, mostly invalid UTF-8) is refused with -EINVAL
 * and an error diagnostic; text without any section heading parses (one
 * untitled section) with a warning.  Facts are extracted at once.
 */
int maint_profile_parse(struct maint_profile **out, const char *name,
			const char *buf, size_t len,
			const struct maint_diag_sink *diag);
/* What a profile is written in. */
enum maint_pformat {
	MAINT_PFMT_AUTO, /* by the name: .md and .markdown Markdown, else RST */
	MAINT_PFMT_RST,
	MAINT_PFMT_MARKDOWN, /* CommonMark, read with libcmark */
	MAINT_PFMT_HTML, /* reduced to text with libxml2's HTML parser */
};

/* "auto", "rst", "markdown", "html" */
const char *maint_profile_format_name(enum maint_pformat f);

/**
 * maint_profile_parse_as() - maint_profile_parse() in a given format
 *
 * Markdown and HTML are mapped to the same sections as RST: headings by
 * level, paragraphs and list items as prose, code blocks as literal text.
 * Facts and sections name the lines of the Markdown source; for HTML, the
 * lines of the text it is reduced to (maint_profile_section() bodies).
 */
int maint_profile_parse_as(struct maint_profile **out, const char *name,
			   const char *buf, size_t len, enum maint_pformat fmt,
			   const struct maint_diag_sink *diag);
/*
 * The same for a file: -EISDIR, -EFBIG, -ENOENT, ... as read errors; a
 * FIFO, device or socket is refused at once (-EINVAL, with a diagnostic).
 */
int maint_profile_load(struct maint_profile **out, const char *path,
		       const char *name, const struct maint_diag_sink *diag);
void maint_profile_free(struct maint_profile *p);

const char *maint_profile_name(const struct maint_profile *p);
/* The format it was read in (never MAINT_PFMT_AUTO). */
enum maint_pformat maint_profile_format(const struct maint_profile *p);
/* URL profiles: when the copy was fetched (seconds since 1970), else 0. */
long long maint_profile_fetched(const struct maint_profile *p);
/* The document title, or NULL; *line receives its line when non-NULL. */
const char *maint_profile_title(const struct maint_profile *p,
				unsigned int *line);
size_t maint_profile_nsections(const struct maint_profile *p);
const struct maint_psection *maint_profile_section(const struct maint_profile *p,
						   size_t i);
/* The first section that is template section @t, or (size_t)-1. */
size_t maint_profile_find_tmpl(const struct maint_profile *p,
			       enum maint_tmpl t);
size_t maint_profile_nfacts(const struct maint_profile *p);
const struct maint_fact *maint_profile_fact(const struct maint_profile *p,
					    size_t i);
/*
 * The first fact of @kind without a condition (else the first with a
 * typed one: fixes, features, paths, ...), or NULL when the profile does
 * not state it, or states it only under a condition in words
 * (MAINT_COND_CLAUSE: "for RFC patches sent for review only").
 */
const struct maint_fact *maint_profile_get_fact(const struct maint_profile *p,
						enum maint_fact_kind kind);

/*
 * Every rule the profile states, in document order: each sentence or list
 * item that asks something of a contributor (or states the maintainers'
 * own practice, or a statement a typed fact was read from).  Literal
 * blocks and examples are not rules.
 */
size_t maint_profile_nrules(const struct maint_profile *p);
const struct maint_rule *maint_profile_rule(const struct maint_profile *p,
					    size_t i);
/* How many rules of @kind ask something (strength other than NONE). */
size_t maint_profile_count_rules(const struct maint_profile *p,
				 enum maint_rule_kind kind);
/*
 * Why few rules could be read, or NULL: "no rules: ..." (the document
 * asks nothing in words the reader knows), "not English: ...", "a single
 * paragraph ...", "N tables ...".  Static text.
 */
const char *maint_profile_rules_note(const struct maint_profile *p);

/**
 * struct maint_fetch_opts - how maint_profile_url() may fetch
 * @fetch: fetch the URL now (else only the cached copy is read)
 * @cache_dir: the cache, or NULL for $XDG_CACHE_HOME/maint/profiles
 *             (~/.cache/maint/profiles when XDG_CACHE_HOME is unset)
 * @timeout_ms: the deadline for the whole transfer; 0: 20 seconds
 * @max_size: the most bytes read (the transfer is aborted when the body
 *            grows past it); 0 or more than MAINT_PROFILE_MAX_SIZE:
 *            MAINT_PROFILE_MAX_SIZE
 */
struct maint_fetch_opts {
	/* MAINT_FETCH_OPTIONS_VERSION: the layout the caller knows */
	unsigned int version;
	bool fetch;
	const char *cache_dir;
	long timeout_ms;
	size_t max_size;
};
#define MAINT_FETCH_OPTIONS_VERSION 1u
#define MAINT_FETCH_OPTIONS_INIT { .version = MAINT_FETCH_OPTIONS_VERSION }

/**
 * maint_profile_url() - a URL profile, from the cache or fetched
 * @out: receives the profile; maint_profile_fetched() says when
 * @url: the P: value (http or https)
 * @o: options, or NULL (no fetch)
 * @diag: fetch errors (timeout, too large, HTTP status, bad protocol or
 *        redirect) and the profile's own diagnostics
 *
 * Fetches with libcurl (http and https only, redirects too; no globbing),
 * reads GitHub blob/ URLs as their raw file, caches the body atomically
 * and parses it as Markdown, RST or HTML (by Content-Type, then name).
 * When a fetch fails and a cached copy exists, that copy is used (with a
 * warning).  Returns 0, -ENOENT when nothing was fetched and nothing is
 * cached ("not fetched: run with --fetch"), -ETIMEDOUT, -EFBIG, -EIO,
 * -EPROTO, -EINVAL or -ENOMEM.  Only this function uses the network.
 */
int maint_profile_url(struct maint_profile **out, const char *url,
		      const struct maint_fetch_opts *o,
		      const struct maint_diag_sink *diag);
/* The URL to fetch for @url: a GitHub blob/ URL's raw file; malloc'd. */
char *maint_profile_raw_url(const char *url);

/**
 * maint_profile_lint() - report the profile's problems through @diag:
 * missing template sections (warning), empty sections (warning), heading
 * underlines shorter (warning) or longer (info) than their text, template
 * sections stating no extractable fact (info).  Returns the number of
 * errors reported.
 */
size_t maint_profile_lint(const struct maint_profile *p,
			  const struct maint_diag_sink *diag);

/**
 * maint_profile_lint_findings() - the problems maint_profile_lint()
 * reports, as findings with their checks (maint profile check):
 * "template-section" (missing), "underline" (shorter: warning, longer:
 * info), "empty-section", "no-fact" (a template section stating no
 * extractable fact), "rule-number" (a series limit or repost wait that is
 * not a number or duration).  Each finding's @file is the profile's name
 * (valid while @p lives).  *out: free with maint_findings_free().
 * Returns 0 or -ENOMEM.
 */
int maint_profile_lint_findings(const struct maint_profile *p,
				struct maint_findings **out);

/**
 * struct maint_get_pref - one P: line of a section a query matched
 * @section: the section (index in the database)
 * @file: the file it matched for (borrowed from the query); "" by keyword
 * @item: the P: line
 *
 * Only the library makes one: a caller reads it through the pointer
 * maint_get_prefs_at() hands out, never allocates one nor steps from one
 * to the next (fields may be added at the end).
 */
struct maint_get_pref {
	size_t section;
	const char *file;
	const struct maint_item *item;
};

/*
 * struct maint_get_prefs - what maint_get_profiles() found: opaque, read
 * with maint_get_prefs_count() and maint_get_prefs_at(), released with
 * maint_get_prefs_free()
 */
struct maint_get_prefs;

/**
 * maint_get_prefs_count() - how many entries @ps holds (0 for NULL)
 * @ps: the entries
 */
size_t maint_get_prefs_count(const struct maint_get_prefs *ps);
/**
 * maint_get_prefs_at() - entry @i of @ps, or NULL past the end; owned by
 * @ps
 * @ps: the entries
 * @i: the index
 */
const struct maint_get_pref *
maint_get_prefs_at(const struct maint_get_prefs *ps, size_t i);
/**
 * maint_get_prefs_free() - release @ps (NULL: no-op)
 * @ps: the entries
 */
void maint_get_prefs_free(struct maint_get_prefs *ps);

/*
 * Rule sets: the rules that apply to one file (or a patch), from the
 * profiles of the sections that match it, the most specific section's
 * first, and from the documents those profiles say to follow.
 */

/**
 * struct maint_rset_in - one profile of a rule set
 * @version: MAINT_RSET_IN_VERSION, the layout the caller knows
 *           (MAINT_RSET_IN_INIT sets it)
 * @prof: the profile (must outlive the set)
 * @value: the P: value that names it
 * @depth: how specific its section's match is (maint_match.depth: the
 *         deeper, the more specific); equal depths keep their order
 *
 * An input the caller fills, versioned like an options struct, and handed
 * to maint_rset_new() as an array of pointers (never an array of the
 * structs, whose stride would freeze its size).
 */
struct maint_rset_in {
	unsigned int version;
	const struct maint_profile *prof;
	const char *value;
	int depth;
};
#define MAINT_RSET_IN_VERSION 1u
#define MAINT_RSET_IN_INIT                       \
	{                                        \
		.version = MAINT_RSET_IN_VERSION \
	}

/**
 * struct maint_rset_doc - a document of a rule set
 * @prof: the document
 * @value: the P: value, or for a followed document its path in the tree
 * @rank: 0 for the most specific profile, 1 for the next, ...; a followed
 *        document has the rank of the profile following it
 * @followed_by: a followed document: the rule that says to follow it
 *               ("SoC platforms ... should follow all the rules from
 *               Documentation/process/maintainer-soc.rst"); else NULL
 * @scope: a followed document: the section that rule points to and its
 *         subsections ((size_t)-1: the whole document)
 * @own: a profile of the input (not only followed)
 */
struct maint_rset_doc {
	const struct maint_profile *prof;
	const char *value;
	size_t rank;
	const struct maint_rule *followed_by;
	size_t scope;
	bool own;
};

/**
 * struct maint_rset_rule - a rule as it applies in a set
 * @rule: the rule
 * @doc: index of its document (maint_rset_doc())
 * @inherited: from a followed document (@doc's followed_by says why)
 * @overridden_by: a rule of a more specific profile that says otherwise
 *                 on the same matter (the same kind of a matter with one
 *                 answer: base, subject prefix, changelog order, deadline,
 *                 ...; or the same topic of style), else NULL: this rule
 *                 does not apply, both are cited
 * @by_doc: the document of @overridden_by
 */
struct maint_rset_rule {
	const struct maint_rule *rule;
	size_t doc;
	bool inherited;
	const struct maint_rule *overridden_by;
	size_t by_doc;
};

struct maint_rset;

/**
 * maint_rset_new() - the rules that apply, profiles in relation
 * @out: receives the set (maint_rset_free())
 * @root: the tree's top: followed documents are read from it (NULL: not)
 * @in: the profiles that apply, in any order: @n pointers
 * @n: how many
 * @diag: problems of followed documents (not found, not readable)
 *
 * A rule that says to follow another document ("follow all the rules from
 * X", "follow the tip tree maintainers' preferred :ref:`label`") brings
 * that document's rules in when it is a profile (a document of a P: line
 * of the set, or named maintainer-*, *profile*, CONTRIBUTING*): the whole
 * document for a path, the labelled section for a reference (searched in
 * the .rst files of the profile's directory).  Other documents (the
 * kernel's coding-style.rst, submitting-patches.rst) are named, not read.
 * A less specific profile's rules that a more specific one contradicts
 * are kept, marked overridden.  Returns 0, -EINVAL when an input is NULL
 * or of a newer version than this library's, or -ENOMEM.
 */
int maint_rset_new(struct maint_rset **out, const char *root,
		   const struct maint_rset_in *const *in, size_t n,
		   const struct maint_diag_sink *diag);
void maint_rset_free(struct maint_rset *rs);
size_t maint_rset_ndocs(const struct maint_rset *rs);
const struct maint_rset_doc *maint_rset_doc(const struct maint_rset *rs,
					    size_t i);
/* Every rule: the profiles' in rank order, a followed document's after
 * its follower's, each in document order. */
size_t maint_rset_nrules(const struct maint_rset *rs);
const struct maint_rset_rule *maint_rset_rule(const struct maint_rset *rs,
					      size_t i);
/*
 * "Follow X" rules whose X is not read (a general document, or not found):
 * the rule and what it names (maint_rule.refers).
 */
size_t maint_rset_nrefs(const struct maint_rset *rs);
const struct maint_rset_rule *maint_rset_ref(const struct maint_rset *rs,
					     size_t i);

/**
 * maint_get_profiles() - patch -> sections -> profiles
 * @g: a query after maint_get_run()
 * @db: the database @g ran on
 * @keywords: include the sections matched by K: keyword (file "")
 * @out: receives the entries (maint_get_prefs_free()), valid while @g
 *       lives
 *
 * One entry per matched section and P: line, in the order of the matches
 * and of the section's lines (a P: value may come more than once).
 * Returns 0 or -ENOMEM.
 */
int maint_get_profiles(const struct maint_get *g, const struct maint_db *db,
		       bool keywords, struct maint_get_prefs **out);

/*
 * maint profile's answers as JSON.
 */

/**
 * struct maint_profile_doc - an answer of maint profile (show, -f, a
 * patch), for maint_profile_show_json() and maint_profile_query_json()
 * @targets: the profiles, in order (NULL: none)
 * @db: the database the targets' sections come from ("brought_in_by";
 *      NULL: left out)
 * @rset: the targets' profiles in relation (maint_rset_new()): the
 *        "overridden_by" of their rules, and the query's "relations"
 *        (NULL: none)
 * @text: each profile's "sections" too
 * @section: with @text, only the sections of this heading or template
 *           name (maint_tmpl_name(); either compared ignoring case; NULL:
 *           all)
 * @diagnostics: the caller's diagnostics as a JSON array, written as it
 *               is (NULL: [])
 */
struct maint_profile_doc {
	/* MAINT_PROFILE_DOC_VERSION: the layout the caller knows */
	unsigned int version;
	const struct maint_ptargets *targets;
	const struct maint_db *db;
	const struct maint_rset *rset;
	bool text;
	const char *section;
	const char *diagnostics;
};
#define MAINT_PROFILE_DOC_VERSION 1u
#define MAINT_PROFILE_DOC_INIT                       \
	{                                            \
		.version = MAINT_PROFILE_DOC_VERSION \
	}

/**
 * maint_profile_show_json() - the profiles as JSON (malloc'd, a newline
 * at the end, its length in *len when @len is not NULL; NULL when out of
 * memory), the schema of maint profile show --json:
 *
 * {"profiles": [TARGET...], "diagnostics": [...]}
 *
 * TARGET: {"value", "kind" (maint_pkind_name()), "maintainers" and
 * "maintainers_line" (the P: line, when one named it), "exists" (files),
 * "fetched": seconds since the epoch|null and "not_fetched": "run with
 * --fetch" (when not fetched; URIs), "error" (why it was not read, when
 * it was not), "brought_in_by": [{"section", "line", "file"}...] (the
 * sections that brought it in, with @db), and, when it was read:
 * "title", "facts": [FACT...], "not_stated": [fact kind names],
 * "rules": [RULE + "overridden_by": {"file", "line"} (with @rset, when
 * a more specific profile says otherwise)...], "rules_note" (why few
 * rules were read, or null), "sections" (with @text): [{"heading",
 * "level", "template" (maint_tmpl_name() or null), "line", "end_line",
 * "body"}...].
 *
 * FACT: {"kind" (maint_fact_kind_name()), "value", "url", "level",
 * "strength" (maint_strength_name() or null), "cond"
 * (maint_fact_cond_name()), "cond_value", "when", "values": [...],
 * "number", "number2", "rule_line" (when a rule states it), "file",
 * "line", "quote"}.
 *
 * RULE: {"kind" (maint_rule_kind_name()), "strength", "to"
 * (maint_addressee_name()), "text", "when", "cond", "cond_value",
 * "file", "line", "end_line", "heading", "tldr_line" (when it has one),
 * "refers" (when it names a document), "item"}.
 *
 * A target a line; "diagnostics" on a line of its own.
 */
char *maint_profile_show_json(const struct maint_profile_doc *d, size_t *len);

/**
 * maint_profile_list_json() - every P: line of @db as JSON (malloc'd, a
 * newline at the end; NULL when out of memory), the schema of maint
 * profile list --json:
 *
 * {"profiles": [{"section" (null outside a section), "value", "kind"
 *   (maint_pkind_name()), "file", "line", and for files "exists" and
 *   "state": "exists"|"missing"|"outside the tree"|"not a regular
 *   file" (maint_pkind_state() of maint_pkind_classify() below @root;
 *   NULL: ".")}...],
 *  "diagnostics": @diagnostics (a JSON array; NULL: [])}
 *
 * A P: line a line, in MAINTAINERS order.
 */
char *maint_profile_list_json(const struct maint_db *db, const char *root,
			      const char *diagnostics, size_t *len);

#ifdef __cplusplus
}
#endif

#endif
