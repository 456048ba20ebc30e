// SPDX-License-Identifier: GPL-2.0-only
/*
 * Facts from the prose of a Maintainer Entry Profile.
 *
 * The prose is cut into sentences (comments and literal blocks left out,
 * inline markup removed) and matched against the table below.  Rules are
 * PCRE2 patterns, caseless, over one sentence at a time; a rule's value
 * is a template where $1..$9 stand for its groups.
 *
 * - Single facts (the -rc dates, pinging, the cleanup policy): rules are
 *   tried in table order; the first rule that matches any sentence gives
 *   the fact.  Sentences of the template section the fact belongs to
 *   (rule.prefer) are tried first, then all others in document order.
 *   So specific rules come first: "sent before -rc4" wins over "can be
 *   sent any time" in the same profile.
 * - Bases (branches and trees to work against): every rule, every
 *   sentence; values that do not name a branch, tree or -rc are dropped.
 * - Tests and tools: only in checklist and testing sections (the Submit
 *   Checklist Addendum, or a heading about tests, checks, validation or
 *   compliance, and their subsections).  A sentence names tools (the
 *   tools[] table, or an RST link whose text is about tests) and says how
 *   strongly it asks for them (must/mandatory/need to: required;
 *   should/ideally/encouraged/preferred/helps: recommended).  A sentence
 *   without such a word takes the strength of the sentence before it (in
 *   the same section) when it starts with "These", "This", "Those", "It"
 *   or "They", and a list
 *   item takes that of the paragraph introducing the list.  Tools in
 *   sentences that ask for nothing are not facts.  A bare URL after a tool
 *   is the tool's URL, and so is a footnote "[N]" whose "[N] URL" line is
 *   in the document.
 *
 * Nothing is inferred: a fact no rule finds is "not stated".
 */
#include <ctype.h>
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "base/kwfilter.h"
#include "profile/profile.h"
#include "base/recache.h"

static const char *const fact_names[MAINT_FACT_NKINDS] = {
	[MAINT_FACT_RC_NEW] = "rc-new",	      [MAINT_FACT_RC_MERGE] = "rc-merge",
	[MAINT_FACT_PING_WAIT] = "ping-wait", [MAINT_FACT_PING_HOW] = "ping-how",
	[MAINT_FACT_CLEANUP] = "cleanup",     [MAINT_FACT_TEST] = "test",
	[MAINT_FACT_BASE] = "base",
	[MAINT_FACT_SUBJECT_TAG] = "subject-tag",
	[MAINT_FACT_SUBJECT_PREFIX] = "subject-prefix",
	[MAINT_FACT_SUMMARY_STYLE] = "summary-style",
	[MAINT_FACT_SERIES_MAX] = "series-max",
	[MAINT_FACT_REPOST_WAIT] = "repost-wait",
	[MAINT_FACT_CLOSED] = "closed",
	[MAINT_FACT_TRAILER] = "trailer",
	[MAINT_FACT_COVER_LETTER] = "cover-letter",
	[MAINT_FACT_CHANGELOG] = "changelog",
};

static const char *const fact_labels[MAINT_FACT_NKINDS] = {
	[MAINT_FACT_RC_NEW] = "last -rc for new feature submissions",
	[MAINT_FACT_RC_MERGE] = "last -rc to merge or stabilize features",
	[MAINT_FACT_PING_WAIT] = "wait before pinging",
	[MAINT_FACT_PING_HOW] = "preferred reminder",
	[MAINT_FACT_CLEANUP] = "style cleanup patches",
	[MAINT_FACT_TEST] = "tests and tools",
	[MAINT_FACT_BASE] = "base work on",
	[MAINT_FACT_SUBJECT_TAG] = "subject bracket tag",
	[MAINT_FACT_SUBJECT_PREFIX] = "subject prefix",
	[MAINT_FACT_SUMMARY_STYLE] = "summary style",
	[MAINT_FACT_SERIES_MAX] = "most patches per series",
	[MAINT_FACT_REPOST_WAIT] = "wait between postings",
	[MAINT_FACT_CLOSED] = "closed to new work",
	[MAINT_FACT_TRAILER] = "trailers",
	[MAINT_FACT_COVER_LETTER] = "cover letter",
	[MAINT_FACT_CHANGELOG] = "per-version changelog",
};

static const char *const cond_names[] = {
	[MAINT_COND_NONE] = "none",	[MAINT_COND_PATHS] = "paths",
	[MAINT_COND_FIXES] = "fixes",	[MAINT_COND_FEATURES] = "features",
	[MAINT_COND_SERIES_MIN] = "series-min",
};

const char *maint_fact_kind_name(enum maint_fact_kind k)
{
	return (unsigned int)k < MAINT_FACT_NKINDS ? fact_names[k] : "?";
}

const char *maint_fact_kind_label(enum maint_fact_kind k)
{
	return (unsigned int)k < MAINT_FACT_NKINDS ? fact_labels[k] : "?";
}

bool maint_fact_kind_multi(enum maint_fact_kind k)
{
	return k == MAINT_FACT_TEST || k == MAINT_FACT_BASE ||
	       k == MAINT_FACT_SUBJECT_TAG || k == MAINT_FACT_TRAILER ||
	       k == MAINT_FACT_CLOSED;
}

const char *maint_fact_cond_name(enum maint_fact_cond c)
{
	return (unsigned int)c < ARRAY_SIZE(cond_names) ? cond_names[c] : "?";
}

/*
 * A rule: kind, the template section tried first, the pattern, the value
 * template ("@tags", "@style": computed, see rule_value()), whether it
 * applies only in the preferred section; then, for the rule kinds, the
 * level ("@level": required/recommended by the sentence's words), the
 * condition and its value template (a path, or the series size of
 * MAINT_COND_SERIES_MIN), whether that path is relative to the profile's
 * directory, and a pattern the section heading must match.
 */
struct rule {
	enum maint_fact_kind kind;
	enum maint_tmpl prefer;
	const char *re;
	const char *value;
	bool strict; /* only in the preferred section */
	const char *level;
	enum maint_fact_cond cond;
	const char *cond_value;
	bool rel; /* cond_value is relative to the profile's directory */
	const char *heading;
	const char *vals; /* template: space-separated values */
};

#define RC "-?rc\\s?(\\d+)"
#define DURATION                                                             \
	"((?:up\\s+to|at\\s+least|more\\s+than|within|after|about|around)\\s+)?" \
	"((?:a|an|one|two|three|four|five|a\\s+couple\\s+of|a\\s+few|\\d+)"    \
	"\\s+(?:business\\s+|working\\s+)?(?:hours?|days?|weeks?|months?))\\b"
#define PINGWORD                                                             \
	"(?=.*\\b(?:ping\\w*|remind\\w*|heard\\s+back|idle|resen[dt]\\w*|"      \
	"no\\s+(?:response|feedback|reply)))"
#define BASE_END                                                             \
	"(?=[,;]|[.:](?:\\s|$)|\\s+(?:whenever|when|if|unless|is|are|and\\s+not|" \
	"instead|i\\.e\\.|e\\.g\\.|for(?!-)|as|to|since|but)\\b|$)"

/* The rules of the first seven kinds: no level, condition or heading. */
#define OLD(k, pr, r, v, st) \
	{ .kind = k, .prefer = pr, .re = r, .value = v, .strict = st }

static const struct rule rules[] = {
	/* last -rc for new feature submissions */
	OLD(MAINT_FACT_RC_NEW, MAINT_TMPL_KEY_CYCLE_DATES,
	  "^(?!.*pull\\s+requests?).*\\b(?:submi\\w+|sent|send|post\\w*|appear)\\b[^.]*?\\bbefore\\s+" RC,
	  "-rc$1", false),
	OLD(MAINT_FACT_RC_NEW, MAINT_TMPL_KEY_CYCLE_DATES,
	  "^(?!.*pull\\s+requests?).*\\b(?:submi\\w+|sent|send|post\\w*)\\b[^.]*?\\bbetween\\s+-?rc\\s?\\d+\\s+and\\s+" RC,
	  "-rc$1", false),
	OLD(MAINT_FACT_RC_NEW, MAINT_TMPL_KEY_CYCLE_DATES,
	  "\\b(?:submi\\w+|sent|posted)\\b[^.]*?\\b((?:at\\s+least\\s+)?(?:a|one|two|three|\\d+)\\s+weeks?\\s+before\\s+the\\s+merge\\s+window)",
	  "$1", false),
	OLD(MAINT_FACT_RC_NEW, MAINT_TMPL_KEY_CYCLE_DATES,
	  "\\b(?:patches|submissions|changes|code)\\s+(?:can|may)\\s+be\\s+(?:sent|submitted)\\s+(?:at\\s+)?any\\s?time\\b",
	  "any time", false),

	/* last -rc to merge or stabilize features */
	OLD(MAINT_FACT_RC_MERGE, MAINT_TMPL_KEY_CYCLE_DATES,
	  "\\bstabili[sz]ed\\b[^.]*?\\bby\\s+" RC, "-rc$1", false),
	OLD(MAINT_FACT_RC_MERGE, MAINT_TMPL_KEY_CYCLE_DATES,
	  "\\bsoft\\s+close\\s+(?:around|at|by|after)\\s+" RC
	  "\\s+for\\s+new\\s+features",
	  "-rc$1", false),
	OLD(MAINT_FACT_RC_MERGE, MAINT_TMPL_KEY_CYCLE_DATES,
	  "\\b(?:merged?|applied|accepted|queued)\\b[^.]*?\\b(?:by|before|until|at|no\\s+later\\s+than)\\s+" RC,
	  "-rc$1", false),

	/* how long to wait before pinging */
	OLD(MAINT_FACT_PING_WAIT, MAINT_TMPL_REVIEW_CADENCE,
	  "^" PINGWORD ".*?\\b" DURATION, "$1$2", false),

	/* the preferred way to remind */
	OLD(MAINT_FACT_PING_HOW, MAINT_TMPL_REVIEW_CADENCE,
	  "\\bprivate(?:ly)?\\s+(?:e-?)?mail\\s+reminders?\\b|\\bprivately\\s+send\\s+a\\s+reminder|\\breminders?\\s+(?:sent\\s+)?privately",
	  "private mail reminder", false),
	OLD(MAINT_FACT_PING_HOW, MAINT_TMPL_REVIEW_CADENCE,
	  "\\bresend\\s+the\\s+(?:full\\s+|whole\\s+|entire\\s+)?(?:series|patch\\w*)",
	  "resend the series", true),
	OLD(MAINT_FACT_PING_HOW, MAINT_TMPL_REVIEW_CADENCE,
	  "\\bresend\\s+rather\\s+than|\\bpost\\s+the\\s+series\\s+again|\\bas\\s+a\\s+RESEND\\b",
	  "resend the series", true),
	OLD(MAINT_FACT_PING_HOW, MAINT_TMPL_REVIEW_CADENCE,
	  "^(?=.*\\b(?:idle|silence|no\\s+response|heard\\s+back)\\b).*?\\b((?:clarify\\s+the\\s+next\\s+steps\\s+and/or\\s+)?post\\s+the\\s+next\\s+version)",
	  "$1", false),
	OLD(MAINT_FACT_PING_HOW, MAINT_TMPL_REVIEW_CADENCE,
	  "\\bsend(?:ing)?\\s+a\\s+ping\\b", "a ping", false),
	OLD(MAINT_FACT_PING_HOW, MAINT_TMPL_REVIEW_CADENCE,
	  "\\bpings?\\b[^.]*?\\b(?:are|is)\\s+welcome", "a ping", false),

	/* style cleanup patches */
	OLD(MAINT_FACT_CLEANUP, MAINT_TMPL_STYLE_CLEANUP,
	  "\\bclean-?ups?\\b[^.]*?\\b(?:are|is)\\s+not\\s+(?:welcome|accepted)",
	  "not welcome", false),
	OLD(MAINT_FACT_CLEANUP, MAINT_TMPL_STYLE_CLEANUP,
	  "\\bdiscourage\\w*\\b[^.]*?clean-?ups?[^.]*?\\b(?:not\\s+in\\s+the\\s+context\\s+of|unless\\s+part\\s+of|outside)\\s+(?:of\\s+)?(?:other|related|real)\\s+(?:work|changes)",
	  "only with other changes", false),
	OLD(MAINT_FACT_CLEANUP, MAINT_TMPL_STYLE_CLEANUP,
	  "\\bclean-?ups?\\b[^.]*?\\b(?:together|along|combined)\\s+with\\s+(?:other|related|real)\\s+(?:work|changes|patches)",
	  "only with other changes", false),
	OLD(MAINT_FACT_CLEANUP, MAINT_TMPL_STYLE_CLEANUP,
	  "\\bclean-?ups?\\b[^.]*?\\bonly\\b[^.]*?\\b(?:with|as\\s+part\\s+of|alongside)\\b[^.]*?\\b(?:other|related)\\s+(?:work|changes|patches)",
	  "only with other changes", false),
	OLD(MAINT_FACT_CLEANUP, MAINT_TMPL_STYLE_CLEANUP,
	  "\\b(?:discourage\\w*|do\\s+not\\s+accept|does\\s+not\\s+accept|won't\\s+accept|reject\\w*)\\b[^.]*?\\bclean-?ups?\\b",
	  "not welcome", false),
	OLD(MAINT_FACT_CLEANUP, MAINT_TMPL_STYLE_CLEANUP,
	  "\\bclean-?ups?\\b[^.]*?\\b(?:are|is)\\s+(?:welcome|accepted|appreciated|fine)\\b",
	  "welcome", false),

	/* branches and trees to base work on */
	OLD(MAINT_FACT_BASE, MAINT_TMPL_NONE,
	  "\\bbased?\\s+(?:(?:new\\s+)?(?:work|patches|changes|development)\\s+)?(?:on|against|upon)\\s+(?:top\\s+of\\s+)?(?:the\\s+)?(.{2,90}?)" BASE_END,
	  "$1", false),
	OLD(MAINT_FACT_BASE, MAINT_TMPL_NONE,
	  "\\b(?:submitted|made|developed|development|prepared|applicable|test\\s+your\\s+changes)\\s+(?:\\w+\\s+){0,3}?(?:against|on\\s+top\\s+of)\\s+(?:the\\s+)?(?:head\\s+of\\s+the\\s+)?(.{2,90}?)" BASE_END,
	  "$1", false),
	/* nfsd: "rebase your patch or series on the nfsd-testing branch" */
	OLD(MAINT_FACT_BASE, MAINT_TMPL_NONE,
	  "\\brebase\\s+your\\s+(?:patch(?:es)?|series|work|changes)(?:\\s+or\\s+series)?\\s+(?:on|onto)\\s+(?:top\\s+of\\s+)?(?:the\\s+)?(.{2,60}?\\s+(?:branch|tree))\\b",
	  "$1", false),

	/*
	 * The local rules (issue 16).  Conditional rules come before the
	 * unconditional ones of their kind: a sentence that gave a fact with
	 * a condition gives no unconditional fact of the same kind.
	 */

	/* XFS: "Code submissions also requiring changes to fs/iomap ... */
	{ MAINT_FACT_RC_NEW, MAINT_TMPL_KEY_CYCLE_DATES,
	  "\\brequir\\w*\\s+changes\\s+to\\s+([\\w.-]+(?:/[\\w.-]+)+)[^.]*?\\b(?:sent|submitted|posted)\\s+between\\s+-?rc\\s?\\d+\\s+and\\s+-?rc\\s?(\\d+)",
	  "-rc$2", false, NULL, MAINT_COND_PATHS, "$1", false, NULL, NULL },
	/* KVM x86: "... and a soft close around rc6 for fixes" */
	{ MAINT_FACT_RC_MERGE, MAINT_TMPL_KEY_CYCLE_DATES,
	  "\\bsoft\\s+close\\s+(?:around|at|by|after)\\s+" RC
	  "\\s+for\\s+(?:bug\\s+)?fixes\\b",
	  "-rc$1", false, NULL, MAINT_COND_FIXES, NULL, false, NULL, NULL },

	/* bracket tags: netdev's "[PATCH net] or [PATCH net-next]" */
	{ MAINT_FACT_SUBJECT_TAG, MAINT_TMPL_NONE,
	  "\\b(?:designat|mark|target|tag|indicat)\\w*\\b[^.]*?\\[PATCH\\s+[a-z][\\w.-]*\\]",
	  "@tags", false, NULL, MAINT_COND_NONE, NULL, false, NULL, NULL },

	/* shortlog prefixes */
	{ MAINT_FACT_SUBJECT_PREFIX, MAINT_TMPL_NONE,
	  "\\b(?:in|under)\\s+(?:the\\s+)?([\\w.-]+(?:/[\\w.-]+)*)\\s+director(?:y|ies)\\b[^.]*?\\b(?:title|subject|shortlog)\\w*\\s+prefixed\\s+with\\s+([\\w/.-]+:)",
	  "$2", false, NULL, MAINT_COND_PATHS, "$1/", true, NULL, NULL },
	{ MAINT_FACT_SUBJECT_PREFIX, MAINT_TMPL_NONE,
	  "\\b(?:prefix\\s+format|format\\s+for\\s+(?:patch\\s+)?(?:subject\\s+)?prefix(?:es)?)\\s+(?:is|are)\\s+'?([^\\s'].*?:)'?(?:,|\\s+where\\b|\\s*$)",
	  "$1", false, NULL, MAINT_COND_NONE, NULL, false, NULL, NULL },

	/* case and mood of the summary */
	{ MAINT_FACT_SUMMARY_STYLE, MAINT_TMPL_NONE,
	  "^(?=.*\\b(?:upper-?case|capitali[sz]e|lower-?case|imperative|punct\\w*)\\b).*\\b(?:condensed\\s+patch\\s+description|patch\\s+summary|summary\\s+line|subject\\s+line)\\b",
	  "@style", false, NULL, MAINT_COND_NONE, NULL, false, NULL, NULL },

	/* the most patches in one posting */
	{ MAINT_FACT_SERIES_MAX, MAINT_TMPL_NONE,
	  "\\bseries\\b[^.]*?(?:\\(\\s*>\\s*|longer\\s+than\\s+|more\\s+than\\s+|over\\s+)(\\d+)\\s+patch(?:es)?\\b",
	  "$1", false, NULL, MAINT_COND_NONE, NULL, false, NULL, NULL },

	/* time between postings */
	{ MAINT_FACT_REPOST_WAIT, MAINT_TMPL_NONE,
	  "\\b(?:allow|wait)\\s+" DURATION "\\s+(?:to\\s+pass\\s+)?between\\s+(?:postings|reposts|versions|revisions)\\b",
	  "$1$2", false, NULL, MAINT_COND_NONE, NULL, false, NULL, NULL },
	{ MAINT_FACT_REPOST_WAIT, MAINT_TMPL_NONE,
	  "\\brepost\\w*\\b[^.]*?\\bmore\\s+than\\s+once\\s+(?:every|a|per)\\s+((?:\\d+|one|two)\\s+(?:hours?|days?|weeks?)|hour|day|week)\\b",
	  "$1", false, NULL, MAINT_COND_NONE, NULL, false, NULL, NULL },
	{ MAINT_FACT_REPOST_WAIT, MAINT_TMPL_NONE,
	  "\\brepost\\w*\\b[^.]*?\\bwithin\\s+(?:one\\s+|a\\s+)?(\\d+)\\s*h\\b",
	  "$1 hours", false, NULL, MAINT_COND_NONE, NULL, false, NULL, NULL },

	/* closed phases: value "merge window" or "-rcN" (to the next -rc1) */
	{ MAINT_FACT_CLOSED, MAINT_TMPL_NONE,
	  "\\bmerge\\s+window\\b[^.]*?\\b([\\w-]+)\\s+tree\\s+(?:will\\s+be|is)\\s+closed\\b",
	  "merge window", false, NULL, MAINT_COND_FEATURES, NULL, false, NULL,
	  "$1" },
	{ MAINT_FACT_CLOSED, MAINT_TMPL_NONE,
	  "\\btrees?\\s+(?:is|are)\\s+closed\\s+to\\s+all\\s+but\\s+((?:urgent\\s+)?(?:bug\\s+)?fixes)\\s+during\\s+(?:the\\s+merge\\s+window|this\\s+time)",
	  "merge window", false, "$1", MAINT_COND_NONE, NULL, false,
	  "merge\\s+window", NULL },
	{ MAINT_FACT_CLOSED, MAINT_TMPL_NONE,
	  "\\bexcept\\s+for\\s+((?:urgent\\s+)?(?:bug\\s+)?fixes)\\b[^.]*?\\b(?:don'?t|do\\s+not|no)\\b[^.]*?\\bbetween\\s+" RC "\\s+and\\s+the\\s+next\\s+-?rc\\s?1\\b",
	  "-rc$2", false, "$1", MAINT_COND_NONE, NULL, false, NULL, NULL },
	{ MAINT_FACT_CLOSED, MAINT_TMPL_NONE,
	  "\\bsoft\\s+close\\s+(?:around|at|by|after)\\s+" RC
	  "\\s+for\\s+new\\s+features",
	  "-rc$1", false, "soft", MAINT_COND_FEATURES, NULL, false, NULL, NULL },
	{ MAINT_FACT_CLOSED, MAINT_TMPL_NONE,
	  "\\bsoft\\s+close\\s+(?:around|at|by|after)\\s+" RC
	  "\\s+for\\s+(?:bug\\s+)?fixes\\b",
	  "-rc$1", false, "soft", MAINT_COND_FIXES, NULL, false, NULL, NULL },

	/* trailers */
	{ MAINT_FACT_TRAILER, MAINT_TMPL_NONE,
	  "^Fixes:\\s+(\\d+)\\s*-?char(?:acter)?s?-SHA-?1\\s+\\(\"",
	  "Fixes: <$1+ hex digits> (\"<subject>\")", false, "recommended",
	  MAINT_COND_FIXES, NULL, false, NULL, NULL },
	{ MAINT_FACT_TRAILER, MAINT_TMPL_NONE,
	  "\\bfor\\s+fixes\\b[^.]*?\\bFixes:?\\s+tag\\s+is\\s+required|\\bfix\\w*\\s+(?:a\\s+)?(?:\\S+\\s+)?bug\\b[^.]*?\\badd\\s+a\\s+Fixes:?\\s+tag|\\bintroduced\\s+by\\s+using\\s+a\\s+Fixes:?\\s+tag",
	  "Fixes:", false, "required", MAINT_COND_FIXES, NULL, false, NULL, NULL },
	{ MAINT_FACT_TRAILER, MAINT_TMPL_NONE,
	  "\\b(?:add|tag)\\b[^.]*?\\bCc:\\s*stable@vger\\.kernel(?:\\.org)?\\b[^.]*?(?:\\bdo\\s+not|\\bdoesn'?t\\s+need\\s+to)\\s+Cc\\b",
	  "Cc: stable@vger.kernel.org", false, "tag-only", MAINT_COND_NONE,
	  NULL, false, NULL, NULL },
	{ MAINT_FACT_TRAILER, MAINT_TMPL_NONE,
	  "\\b(?:don'?t|do\\s+not)\\s+add\\s+\"?Cc:\\s*stable\\b[^.]*?\\bunless\\b",
	  "Cc: stable@vger.kernel.org", false, "discouraged", MAINT_COND_NONE,
	  NULL, false, NULL, NULL },
	{ MAINT_FACT_TRAILER, MAINT_TMPL_NONE,
	  "^Link:\\s+https?://\\S+$|\\bprovide\\s+a\\s+(?:formal\\s+)?Link:",
	  "Link:", false, "recommended", MAINT_COND_NONE, NULL, false, NULL, NULL },
	{ MAINT_FACT_TRAILER, MAINT_TMPL_NONE,
	  "\\b(?:have\\s+to|must|need\\s+to)\\s+add\\s+(?:your|a)\\s+Signed-off-by\\b",
	  "Signed-off-by:", false, "required", MAINT_COND_NONE, NULL, false,
	  NULL, NULL },

	/* cover letters */
	{ MAINT_FACT_COVER_LETTER, MAINT_TMPL_NONE,
	  "\\bseries\\s+consisting\\s+of\\s+a\\s+single\\s+patch\\s+is\\s+not\\s+required\\s+to\\s+have\\s+a\\s+cover\\s+letter",
	  "required", false, "required", MAINT_COND_SERIES_MIN, "2", false,
	  NULL, NULL },
	{ MAINT_FACT_COVER_LETTER, MAINT_TMPL_NONE,
	  "\\bgit\\s+(?:URL|branch|tree)\\s+in\\s+the\\s+cover\\s+letter\\b",
	  "a git URL of a branch holding the series", false, "recommended",
	  MAINT_COND_NONE, NULL, false, NULL, NULL },

	/* per-version change logs */
	{ MAINT_FACT_CHANGELOG, MAINT_TMPL_NONE,
	  "\\bnew\\s+version\\s+(?:should|must)\\s+(?:come\\s+with|include|have)\\s+a\\s+change\\s?log\\b|\\bchange\\s?log\\b[^.]*?\\bbelow\\s+(?:the\\s+)?-{3}",
	  "below ---", false, "@level", MAINT_COND_NONE, NULL, false, NULL, NULL },
};

#define BASE_OK                                                              \
	"tree|branch|-rc|\\brc\\d|next|master|mainline|\\.git\\b|fixes|\\bHEAD\\b|\\bmain\\b"

/* Tools and tests by name; more specific names first. */
static const struct {
	const char *re;
	const char *name;
} tools[] = {
	{ "\\bkvm[-\\s]unit[-\\s]tests\\b", "KVM-unit-tests" },
	{ "\\bkvm\\s+selftests\\b", "KVM selftests" },
	{ "\\bndctl\\b", "ndctl" },
	{ "\\bcheckpatch(?:\\.pl)?\\b", "checkpatch.pl" },
	{ "\\bsparse\\b", "sparse" },
	{ "\\bsmatch\\b", "smatch" },
	{ "\\bcoccinelle\\b|\\bcoccicheck\\b", "coccinelle" },
	{ "\\bkunit\\b", "KUnit" },
	{ "\\b(?:kernel\\s+)?k?selftests?\\b", "kselftest" },
	{ "\\bx?fstests\\b", "fstests" },
	{ "\\bblktests\\b", "blktests" },
	{ "\\bltp\\b", "LTP" },
	{ "\\bdtbs_check\\b", "make dtbs_check" },
	{ "\\bdt_binding_check\\b", "make dt_binding_check" },
	{ "\\bhtmldocs\\b", "make htmldocs" },
	{ "\\bbuild\\s+(?:the\\s+)?documentation\\b", "documentation build" },
	{ "\\ballyesconfig\\b", "allyesconfig build" },
	{ "\\ballmodconfig\\b", "allmodconfig build" },
	{ "\\bx86_debug\\.config\\b", "x86_debug.config" },
	{ "\\bnetdevsim\\b", "netdevsim" },
	{ "\\bkbuild\\s+(?:test\\s+)?robot\\b|\\b0-?day\\s+bot\\b", "kbuild test robot" },
	{ "\\bsyzkaller\\b", "syzkaller" },
	{ "(?:\\./)?(?:tools/testing|scripts)/[\\w./-]*\\w", NULL },
	{ "\\bkselftest\\b", "kselftest" },
};

#define REQUIRED                                                             \
	"\\b(?:must|mandatory|required|need(?:s|ed)?\\s+to|have\\s+to|" \
	"has\\s+to|shall|expected\\s+to|at\\s+(?:the\\s+)?(?:very\\s+|bare\\s+)?minimum)\\b"
#define NEGATED "(?:\\bnot|n't)\\s+(?:strictly\\s+)?(?:required|mandatory|needed)\\b"
#define RECOMMENDED                                                          \
	"\\b(?:should|ideally|encourag\\w*|recommend\\w*|prefer\\w*|helpful|helps|" \
	"suggest\\w*|useful|advis\\w*)\\b"
/* A checklist item in the imperative asks for it. */
#define IMPERATIVE "^(?:run|use|pass|build|test)\\b"
#define ANAPHORA "^(?:these|this|those|it|they)\\b"
#define TESTY "test|check|lint|tool|\\bci\\b"
#define TEST_HEADING "test|check|validat|complian|\\bci\\b"
#define FOOTNOTE "^\\s*\\[(\\d+)\\]"
#define URL "https?://[^\\s<>`\"')\\]]+"

enum {
	RE_BASE_OK,
	RE_REQUIRED,
	RE_NEGATED,
	RE_RECOMMENDED,
	RE_ANAPHORA,
	RE_TESTY,
	RE_TEST_HEADING,
	RE_FOOTNOTE,
	RE_URL,
	RE_LEAD,
	RE_IMPERATIVE,
	RE_UPPER,
	RE_LOWER,
	RE_MOOD,
	RE_NOPERIOD,
	RE_RFC_OK,
	RE_COUNT,
};

static const char *const aux_res[RE_COUNT] = {
	[RE_BASE_OK] = BASE_OK,		[RE_REQUIRED] = REQUIRED,
	[RE_NEGATED] = NEGATED,		[RE_RECOMMENDED] = RECOMMENDED,
	[RE_ANAPHORA] = ANAPHORA,	[RE_TESTY] = TESTY,
	[RE_TEST_HEADING] = TEST_HEADING, [RE_FOOTNOTE] = FOOTNOTE,
	[RE_URL] = URL,			[RE_LEAD] = "\\b(?:below|following)\\b",
	[RE_IMPERATIVE] = IMPERATIVE,
	[RE_UPPER] = "\\b(?:upper-?case|capitali[sz]e)",
	[RE_LOWER] = "\\blower-?case\\b",
	[RE_MOOD] = "\\bimperative\\b",
	[RE_NOPERIOD] = "\\b(?:omit|no|without)\\s+(?:the\\s+)?(?:ending|trailing|final)\\s+(?:punct\\w*|period|full\\s+stop)",
	[RE_RFC_OK] = "\\bRFCs?\\b[^.]*?\\b(?:welcome|allowed|accepted)\\b[^.]*?\\bany\\s?time\\b",
};

/*
 * Compiled patterns, made on first use, one set per thread (recache.h):
 * the rules', the rules' headings', the tools' and the others (aux_res),
 * one slot each.
 */
#define SLOT_RULE(r) (r)
#define SLOT_HEADING(r) (ARRAY_SIZE(rules) + (r))
#define SLOT_TOOL(k) (2 * ARRAY_SIZE(rules) + (k))
#define SLOT_AUX(w) (2 * ARRAY_SIZE(rules) + ARRAY_SIZE(tools) + (w))

static const struct mnt_recache facts_cache =
	MNT_RECACHE_INIT(SLOT_AUX(RE_COUNT));

static struct mnt_re *get_re(size_t slot, const char *pat)
{
	return mnt_recache_get(&facts_cache, slot, pat, MNT_RE_CASELESS);
}

static bool aux(int which, const char *s, size_t len, size_t *ov, size_t nov)
{
	struct mnt_re *re = get_re(SLOT_AUX(which), aux_res[which]);

	return re && mnt_re_match(re, s, len, 0, ov, nov) == MNT_RE_MATCH;
}

struct sentence {
	char *raw; /* newlines made spaces, markup kept */
	char *text; /* markup removed */
	unsigned int line;
	size_t *nl_raw, *nl_text; /* offsets of the line breaks */
	size_t n_raw, n_text;
	size_t section;
	size_t para; /* global paragraph number */
	bool bullet, lead_in, para_start;
	unsigned int used; /* kinds a conditional fact took from it */
};

struct ctx {
	struct maint_profile *p;
	struct sentence *s;
	size_t ns, salloc;
};

/* A sentence ends at [.!?] before blanks and an upper-case start. */
static bool sentence_end(const char *t, size_t i)
{
	size_t j = i + 1;

	if (!strchr(".!?", t[i]))
		return false;
	while (t[j] == ')' || t[j] == '"' || t[j] == '\'' || t[j] == '*')
		j++;
	if (t[j] != ' ' && t[j] != '\n')
		return false;
	while (t[j] == ' ' || t[j] == '\n')
		j++;
	if (!t[j])
		return false;
	/* "e.g." "i.e." "etc." */
	if (i >= 3 && (!strncmp(t + i - 3, "e.g", 3) ||
		       !strncmp(t + i - 3, "i.e", 3) ||
		       !strncmp(t + i - 3, "etc", 3)))
		return false;
	return isupper((unsigned char)t[j]) || isdigit((unsigned char)t[j]) ||
	       strchr("`*\"(", t[j]);
}

/* Record where the line breaks are, then make them (and tabs) blanks. */
static int breaks(char *t, size_t **out, size_t *n)
{
	size_t i, k = 0, alloc = 0;

	*out = NULL;
	for (i = 0; t[i]; i++) {
		if (t[i] == '\n') {
			if (ALLOC_GROW(*out, k + 1, alloc))
				return -ENOMEM;
			(*out)[k++] = i;
		}
		if (t[i] == '\n' || t[i] == '\t')
			t[i] = ' ';
	}
	*n = k;
	return 0;
}

/* The line of offset off of a sentence's text (raw or cleaned). */
static unsigned int line_at(const struct sentence *s, bool raw, size_t off)
{
	const size_t *v = raw ? s->nl_raw : s->nl_text;
	size_t n = raw ? s->n_raw : s->n_text, i;

	for (i = 0; i < n && v[i] < off; i++)
		;
	return s->line + (unsigned int)i;
}

static int add_sentence(struct ctx *c, const char *t, size_t from, size_t to,
			const struct mnt_para *pa, size_t sec, size_t para,
			bool first)
{
	struct sentence *s;
	unsigned int line = pa->line;
	size_t i;

	while (from < to && isspace((unsigned char)t[from]))
		from++;
	while (to > from && isspace((unsigned char)t[to - 1]))
		to--;
	if (from == to)
		return 0;
	for (i = 0; i < from; i++)
		if (t[i] == '\n')
			line++;
	if (ALLOC_GROW(c->s, c->ns + 1, c->salloc))
		return -ENOMEM;
	s = &c->s[c->ns];
	s->raw = mnt_strndup(t + from, to - from);
	s->text = mnt_strndup(t + from, to - from);
	if (!s->raw || !s->text) {
		free(s->raw);
		free(s->text);
		return -ENOMEM;
	}
	mnt_rst_clean(s->text);
	if (breaks(s->raw, &s->nl_raw, &s->n_raw) ||
	    breaks(s->text, &s->nl_text, &s->n_text)) {
		free(s->raw);
		free(s->text);
		free(s->nl_raw);
		free(s->nl_text);
		return -ENOMEM;
	}
	s->line = line;
	s->section = sec;
	s->para = para;
	s->bullet = pa->bullet;
	s->lead_in = pa->lead_in;
	s->para_start = first;
	s->used = 0;
	c->ns++;
	return 0;
}

static int split_sentences(struct ctx *c)
{
	size_t sec, para = 0;
	int ret = 0;

	for (sec = 0; sec < c->p->nsecs && !ret; sec++) {
		const struct maint_psection *ps = &c->p->secs[sec];
		struct mnt_para *pa;
		size_t np, k;

		ret = mnt_rst_paragraphs(ps->body, ps->body_line, &pa, &np);
		if (ret)
			break;
		for (k = 0; k < np && !ret; k++, para++) {
			const char *t = pa[k].text;
			size_t i, start = 0;
			bool first = true;

			for (i = 0; t[i] && !ret; i++) {
				if (!sentence_end(t, i))
					continue;
				ret = add_sentence(c, t, start, i + 1, &pa[k],
						   sec, para, first);
				first = false;
				start = i + 1;
			}
			if (!ret)
				ret = add_sentence(c, t, start, strlen(t),
						   &pa[k], sec, para, first);
		}
		mnt_rst_paragraphs_free(pa, np);
	}
	return ret;
}

static char *expand(const char *tmpl, const char *s, const size_t *ov,
		    size_t nov)
{
	struct mbuf mb = MBUF_INIT;
	const char *t;

	for (t = tmpl; *t; t++) {
		if (t[0] == '$' && isdigit((unsigned char)t[1])) {
			size_t g = (size_t)(t[1] - '0');

			if (g < nov && ov[2 * g] != (size_t)-1 &&
			    ov[2 * g + 1] >= ov[2 * g])
				mbuf_add(&mb, s + ov[2 * g],
					 ov[2 * g + 1] - ov[2 * g]);
			t++;
			continue;
		}
		mbuf_addch(&mb, *t);
	}
	if (mbuf_failed(&mb))
		return NULL;
	return mbuf_detach(&mb, NULL);
}

/* Collapse runs of blanks; drop a leading "the ". */
static void tidy(char *v)
{
	char *r = v, *w = v;

	while (*r == ' ')
		r++;
	if (!strncasecmp(r, "the ", 4))
		r += 4;
	for (; *r; r++) {
		if (*r == ' ' && (w == v || w[-1] == ' '))
			continue;
		*w++ = *r;
	}
	while (w > v && w[-1] == ' ')
		w--;
	*w = '\0';
}

static int add_fact(struct ctx *c, enum maint_fact_kind kind, char *value,
		    char *url, const char *level, const struct sentence *s,
		    unsigned int line)
{
	struct maint_profile *p = c->p;
	struct maint_fact *f;
	char *quote;

	if (!mnt_profile_own(p, value))
		goto oom;
	if (url && !mnt_profile_own(p, url))
		goto oom;
	quote = strdup(s->text);
	if (quote)
		tidy(quote);
	if (!mnt_profile_own(p, quote))
		return -ENOMEM;
	if (ALLOC_GROW(p->facts, p->nfacts + 1, p->facts_alloc))
		return -ENOMEM;
	f = &p->facts[p->nfacts++];
	memset(f, 0, sizeof(*f));
	f->kind = kind;
	f->value = value;
	f->url = url;
	f->level = level;
	f->quote = quote;
	f->file = p->name;
	f->line = line;
	f->section = s->section;
	return 0;
oom:
	return -ENOMEM;
}

static bool have_value(const struct maint_profile *p, enum maint_fact_kind k,
		       const char *v)
{
	size_t i;

	for (i = 0; i < p->nfacts; i++)
		if (p->facts[i].kind == k && !strcasecmp(p->facts[i].value, v))
			return true;
	return false;
}

/*
 * The rules' necessary literals (see kwfilter.h): a sentence holding none
 * of a rule's literals, compared without regard to case, cannot match it,
 * and the regex is not run.  Most sentences match no rule, so this saves
 * most of the regex work.
 */
static char **rule_lits[ARRAY_SIZE(rules)]; /* written once, under lits_once */
static pthread_once_t lits_once = PTHREAD_ONCE_INIT;

/* Immutable after this, so every thread may read it. */
static void find_rule_lits(void)
{
	size_t r;

	for (r = 0; r < ARRAY_SIZE(rules); r++)
		if (mnt_kw_literals(rules[r].re, false, &rule_lits[r]) <= 0)
			rule_lits[r] = NULL;
}

static bool rule_may_match(size_t r, const char *text)
{
	char **l;

	pthread_once(&lits_once, find_rule_lits);
	if (!rule_lits[r])
		return true;
	for (l = rule_lits[r]; *l; l++)
		if (strcasestr(text, *l))
			return true;
	return false;
}

static const char *level_of(const char *t);

/* The line of the profile's text starting at line @n (1-based), or NULL. */
static const char *line_start(const struct maint_profile *p, unsigned int n)
{
	const char *l = p->buf;

	while (l && --n)
		l = (l = strchr(l, '\n')) ? l + 1 : NULL;
	return l && *l ? l : NULL;
}

#define MAX_VALUES 64

/* An array of @n owned strings, owned by the profile itself. */
static const char *const *own_values(struct maint_profile *p, char **v,
				     size_t n)
{
	char **arr;
	size_t i;

	if (!n)
		return NULL;
	arr = calloc(n + 1, sizeof(*arr));
	if (!arr || !mnt_profile_own(p, (char *)arr))
		goto oom;
	for (i = 0; i < n; i++) {
		if (!mnt_profile_own(p, v[i])) {
			for (i++; i < n; i++)
				free(v[i]);
			return NULL;
		}
		arr[i] = v[i];
		v[i] = NULL;
	}
	return (const char *const *)arr;
oom:
	for (i = 0; i < n; i++)
		free(v[i]);
	return NULL;
}

/*
 * The items of the literal block a sentence ending in "::" introduces
 * ("- x86", one a line), as KVM x86 lists its topics.
 */
static size_t literal_items(const struct maint_profile *p,
			    const struct sentence *s, char **out)
{
	unsigned int last = s->line + (unsigned int)s->n_raw, indent = 0;
	const char *l = line_start(p, last), *e;
	size_t n = 0, len;

	/* the paragraph keeps one ':' of "::"; look at the source line */
	if (!l)
		return 0;
	e = strchr(l, '\n');
	len = e ? (size_t)(e - l) : strlen(l);
	while (len && isspace((unsigned char)l[len - 1]))
		len--;
	if (len < 2 || strncmp(l + len - 2, "::", 2))
		return 0;
	l = e ? e + 1 : NULL;
	while (l && (*l == '\n' || !strncmp(l, "\r\n", 2)))
		l = strchr(l, '\n') + 1;
	for (; l && *l && n < MAX_VALUES;) {
		const char *t = l;
		unsigned int ind = 0;

		e = strchr(l, '\n');
		len = e ? (size_t)(e - l) : strlen(l);

		while (t < l + len && (*t == ' ' || *t == '\t'))
			t++, ind++;
		if (t == l + len) {
			l = e ? e + 1 : NULL;
			continue; /* blank */
		}
		if (!ind || (indent && ind < indent))
			break;
		indent = indent ? indent : ind;
		if ((*t == '-' || *t == '*') && t[1] == ' ')
			t += 2;
		len -= (size_t)(t - l);
		while (len && isspace((unsigned char)t[len - 1]))
			len--;
		if (len && len < 80 && !memchr(t, ' ', len)) {
			out[n] = mnt_strndup(t, len);
			if (out[n])
				n++;
		}
		l = e ? e + 1 : NULL;
	}
	return n;
}

/* "[PATCH tag]" in the sentence, each tag once. */
static size_t bracket_tags(const char *t, char **out)
{
	size_t n = 0, i;
	const char *q = t;

	while (n < MAX_VALUES && (q = strcasestr(q, "[PATCH "))) {
		const char *b = q + 7, *e = b;

		while (isalnum((unsigned char)*e) || *e == '-' || *e == '_' ||
		       *e == '.')
			e++;
		q = e;
		if (e == b || *e != ']')
			continue;
		for (i = 0; i < n; i++)
			if (strlen(out[i]) == (size_t)(e - b) &&
			    !strncmp(out[i], b, (size_t)(e - b)))
				break;
		if (i == n && (out[n] = mnt_strndup(b, (size_t)(e - b))))
			n++;
	}
	return n;
}

/* summary-style: "uppercase", "imperative", "no trailing period", joined. */
static char *style_value(const char *t)
{
	struct mbuf mb = MBUF_INIT;
	size_t n = strlen(t);

	if (aux(RE_UPPER, t, n, NULL, 0))
		mbuf_adds(&mb, "uppercase");
	else if (aux(RE_LOWER, t, n, NULL, 0))
		mbuf_adds(&mb, "lowercase");
	if (aux(RE_MOOD, t, n, NULL, 0))
		mbuf_addf(&mb, "%simperative", mb.len ? ", " : "");
	if (aux(RE_NOPERIOD, t, n, NULL, 0))
		mbuf_addf(&mb, "%sno trailing period", mb.len ? ", " : "");
	if (mbuf_failed(&mb))
		return NULL;
	if (!mb.len) {
		mbuf_release(&mb);
		return strdup("");
	}
	return mbuf_detach(&mb, NULL);
}

static bool have_fact(const struct maint_profile *p, enum maint_fact_kind k,
		      const char *v, enum maint_fact_cond cond)
{
	size_t i;

	for (i = 0; i < p->nfacts; i++)
		if (p->facts[i].kind == k && p->facts[i].cond == cond &&
		    (!v || !strcasecmp(p->facts[i].value, v)))
			return true;
	return false;
}

/* seconds of a duration, 0 when it is none */
static unsigned long duration_seconds(const char *v)
{
	struct maint_duration d;
	unsigned long unit;

	if (maint_duration_parse(v, &d))
		return 0;
	switch (d.unit) {
	case 'h':
		unit = 3600;
		break;
	case 'd':
	case 'b':
		unit = 86400;
		break;
	case 'w':
		unit = 7 * 86400;
		break;
	default:
		unit = 30 * 86400;
		break;
	}
	return (unsigned long)d.count * unit;
}

/* The numbers, values and condition a rule's fact carries. */
static int fill_fact(struct ctx *c, const struct rule *ru, struct maint_fact *f,
		     const struct sentence *s, const size_t *ov, size_t nov,
		     char **vals, size_t nvals)
{
	struct maint_profile *p = c->p;
	char *v;

	f->cond = ru->cond;
	if (ru->cond_value) {
		v = expand(ru->cond_value, s->text, ov, nov);
		if (!v)
			return -ENOMEM;
		if (ru->cond == MAINT_COND_SERIES_MIN) {
			f->number2 = strtoul(v, NULL, 10);
			free(v);
		} else {
			const char *slash = strrchr(p->name, '/');

			if (ru->rel && slash) {
				struct mbuf mb = MBUF_INIT;

				mbuf_add(&mb, p->name,
					 (size_t)(slash - p->name) + 1);
				mbuf_adds(&mb, v);
				free(v);
				if (mbuf_failed(&mb))
					return -ENOMEM;
				v = mbuf_detach(&mb, NULL);
			}
			if (!mnt_profile_own(p, v))
				return -ENOMEM;
			f->cond_value = v;
		}
	}
	switch (f->kind) {
	case MAINT_FACT_SERIES_MAX:
		f->number = strtoul(f->value, NULL, 10);
		break;
	case MAINT_FACT_REPOST_WAIT:
		f->number = duration_seconds(f->value);
		break;
	case MAINT_FACT_TRAILER: {
		const char *colon = strchr(f->value, ':'), *lt;

		if (colon && nvals < MAX_VALUES &&
		    (vals[nvals] = mnt_strndup(f->value,
					       (size_t)(colon - f->value))))
			nvals++;
		lt = strchr(f->value, '<');
		if (lt && isdigit((unsigned char)lt[1]))
			f->number = strtoul(lt + 1, NULL, 10);
		break;
	}
	default:
		break;
	}
	if (ru->vals) {
		char *t = expand(ru->vals, s->text, ov, nov), *tok, *save = NULL;

		if (!t)
			return -ENOMEM;
		for (tok = strtok_r(t, " ", &save); tok && nvals < MAX_VALUES;
		     tok = strtok_r(NULL, " ", &save))
			if ((vals[nvals] = strdup(tok)))
				nvals++;
		free(t);
	}
	if (nvals) {
		f->values = own_values(p, vals, nvals);
		if (!f->values)
			return -ENOMEM;
		f->nvalues = nvals;
	}
	return 0;
}

static int add_rule_fact(struct ctx *c, size_t r, struct sentence *s,
			 char *v, const size_t *ov, size_t nov, char **vals,
			 size_t nvals)
{
	const struct rule *ru = &rules[r];
	const char *level = NULL;
	unsigned int line = line_at(s, false,
				    nov > 1 && ov[2] != (size_t)-1 ? ov[2] :
								      ov[0]);
	size_t i;
	int ret;

	if (ru->level && !strcmp(ru->level, "@level")) {
		level = level_of(s->text);
	} else if (ru->level) {
		char *l = expand(ru->level, s->text, ov, nov);

		if (l)
			tidy(l);
		if (!l || !mnt_profile_own(c->p, l))
			goto oom;
		level = l;
	}
	ret = add_fact(c, ru->kind, v, NULL, level, s, line);
	if (ret)
		goto fail;
	ret = fill_fact(c, ru, &c->p->facts[c->p->nfacts - 1], s, ov, nov,
			vals, nvals);
	if (ret)
		return ret;
	if (ru->cond != MAINT_COND_NONE)
		s->used |= 1u << ru->kind;
	return 0;
oom:
	free(v);
	ret = -ENOMEM;
fail:
	for (i = 0; i < nvals; i++)
		free(vals[i]);
	return ret;
}

static int try_rule(struct ctx *c, size_t r, struct sentence *s, bool *hit)
{
	const struct rule *ru = &rules[r];
	char *vals[MAX_VALUES];
	size_t nvals = 0, i;
	struct mnt_re *re;
	size_t ov[20];
	char *v;

	*hit = false;
	if ((s->used & (1u << ru->kind)) && ru->cond == MAINT_COND_NONE)
		return 0;
	if (!rule_may_match(r, s->text))
		return 0;
	if (ru->heading) {
		const char *h = c->p->secs[s->section].heading;
		struct mnt_re *hre = get_re(SLOT_HEADING(r), ru->heading);

		if (!hre || mnt_re_match(hre, h, strlen(h), 0, NULL, 0) !=
				    MNT_RE_MATCH)
			return 0;
	}
	re = get_re(SLOT_RULE(r), ru->re);
	if (!re || mnt_re_match(re, s->text, strlen(s->text), 0, ov, 10) !=
			   MNT_RE_MATCH)
		return 0;
	if (!strcmp(ru->value, "@tags")) {
		int ret = 0;

		nvals = bracket_tags(s->text, vals);
		for (i = 0; i < nvals && !ret; i++) {
			char *tv[MAX_VALUES];
			const char *lvl = NULL;
			size_t k, nl = strlen(vals[i]);

			if (have_fact(c->p, ru->kind, vals[i], ru->cond))
				continue;
			/* the -next convention: X-next for features, X fixes */
			if (nl > 5 && !strcmp(vals[i] + nl - 5, "-next"))
				lvl = "features";
			for (k = 0; k < nvals && !lvl; k++)
				if (strlen(vals[k]) == nl + 5 &&
				    !strncmp(vals[k], vals[i], nl) &&
				    !strcmp(vals[k] + nl, "-next"))
					lvl = "fixes";
			for (k = 0; k < nvals; k++)
				tv[k] = strdup(vals[k]);
			v = strdup(vals[i]);
			if (!v) {
				ret = -ENOMEM;
				for (k = 0; k < nvals; k++)
					free(tv[k]);
				break;
			}
			ret = add_rule_fact(c, r, s, v, ov, 1, tv, nvals);
			if (!ret && lvl)
				c->p->facts[c->p->nfacts - 1].level = lvl;
			*hit = true;
		}
		for (i = 0; i < nvals; i++)
			free(vals[i]);
		return ret;
	}
	if (!strcmp(ru->value, "@style"))
		v = style_value(s->text);
	else
		v = expand(ru->value, s->text, ov, 10);
	if (!v)
		return -ENOMEM;
	tidy(v);
	if (!*v) {
		free(v);
		return 0;
	}
	if (ru->kind == MAINT_FACT_BASE) {
		if (!aux(RE_BASE_OK, v, strlen(v), NULL, 0) ||
		    have_value(c->p, MAINT_FACT_BASE, v)) {
			free(v);
			return 0;
		}
	} else if (maint_fact_kind_multi(ru->kind) &&
		   have_fact(c->p, ru->kind, v, ru->cond)) {
		free(v);
		return 0;
	}
	if (ru->kind == MAINT_FACT_SUBJECT_PREFIX)
		nvals = literal_items(c->p, s, vals);
	*hit = true;
	return add_rule_fact(c, r, s, v, ov, 10, vals, nvals);
}

static int single_facts(struct ctx *c)
{
	size_t r, i;
	int ret;

	for (r = 0; r < ARRAY_SIZE(rules); r++) {
		enum maint_fact_kind k = rules[r].kind;
		bool hit = false;
		int pass;

		if (maint_fact_kind_multi(k) ||
		    have_fact(c->p, k, NULL, rules[r].cond))
			continue;
		for (pass = 0; pass < 2 && !hit; pass++) {
			for (i = 0; i < c->ns && !hit; i++) {
				bool pref = c->p->secs[c->s[i].section].tmpl ==
					    rules[r].prefer;

				if (pref != (pass == 0) ||
				    (rules[r].strict && !pref))
					continue;
				ret = try_rule(c, r, &c->s[i], &hit);
				if (ret)
					return ret;
			}
		}
	}
	return 0;
}

/* Bases, tags, trailers, closed phases: every rule, every sentence. */
static int multi_facts(struct ctx *c)
{
	size_t r, i;
	int ret;

	for (i = 0; i < c->ns; i++) {
		for (r = 0; r < ARRAY_SIZE(rules); r++) {
			bool hit;

			if (!maint_fact_kind_multi(rules[r].kind) ||
			    rules[r].kind == MAINT_FACT_TEST)
				continue;
			ret = try_rule(c, r, &c->s[i], &hit);
			if (ret)
				return ret;
		}
	}
	return 0;
}

/*
 * A closed phase without a stated exception takes "RFC" when its section
 * says RFCs are welcome at any time (netdev).
 */
static void closed_rfc(struct ctx *c)
{
	size_t i, k;

	for (i = 0; i < c->p->nfacts; i++) {
		struct maint_fact *f = &c->p->facts[i];

		if (f->kind != MAINT_FACT_CLOSED || f->level)
			continue;
		for (k = 0; k < c->ns; k++)
			if (c->s[k].section == f->section &&
			    aux(RE_RFC_OK, c->s[k].text, strlen(c->s[k].text),
				NULL, 0))
				f->level = "RFC";
	}
}

static bool test_scope(const struct maint_profile *p, size_t s)
{
	for (; s != (size_t)-1; s = p->parent[s]) {
		const struct maint_psection *ps = &p->secs[s];

		if (ps->tmpl == MAINT_TMPL_SUBMIT_CHECKLIST)
			return true;
		if (ps->tmpl == MAINT_TMPL_STYLE_CLEANUP ||
		    ps->tmpl == MAINT_TMPL_CODING_STYLE)
			return false;
		if (aux(RE_TEST_HEADING, ps->heading, strlen(ps->heading),
			NULL, 0))
			return true;
	}
	return false;
}

static const char *level_of(const char *t)
{
	size_t n = strlen(t);

	if (aux(RE_REQUIRED, t, n, NULL, 0) && !aux(RE_NEGATED, t, n, NULL, 0))
		return "required";
	if (aux(RE_RECOMMENDED, t, n, NULL, 0))
		return "recommended";
	return NULL;
}

struct found {
	size_t start, end;
	char *name, *url;
};

/* "[N] URL" somewhere in the document */
static char *footnote_url(const struct maint_profile *p, const char *num)
{
	const char *l = p->buf;
	size_t nl = strlen(num);

	while (l && *l) {
		const char *e = strchr(l, '\n');
		const char *q = l;

		while (*q == ' ' || *q == '|')
			q++;
		if (*q == '[' && !strncmp(q + 1, num, nl) && q[1 + nl] == ']') {
			size_t ov[2];
			size_t len = e ? (size_t)(e - q) : strlen(q);

			if (aux(RE_URL, q, len, ov, 1))
				return mnt_strndup(q + ov[0], ov[1] - ov[0]);
		}
		l = e ? e + 1 : NULL;
	}
	return NULL;
}

static void trim_url(char *u)
{
	size_t n = strlen(u);

	while (n && strchr(".,;:", u[n - 1]))
		u[--n] = '\0';
}

static bool overlaps(const struct found *f, size_t n, size_t a, size_t b)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (a < f[i].end && b > f[i].start)
			return true;
	return false;
}

static int found_add(struct found **f, size_t *n, size_t *alloc, size_t a,
		     size_t b, char *name, char *url)
{
	if (!name || ALLOC_GROW(*f, *n + 1, *alloc)) {
		free(name);
		free(url);
		return -ENOMEM;
	}
	(*f)[*n].start = a;
	(*f)[*n].end = b;
	(*f)[*n].name = name;
	(*f)[*n].url = url;
	(*n)++;
	return 0;
}

static int cmp_found(const void *a, const void *b)
{
	const struct found *x = a, *y = b;

	return x->start < y->start ? -1 : x->start > y->start;
}

/* What a sentence names so far: tools, where, with their URLs. */
struct found_list {
	struct found *v;
	size_t n, alloc;
};

/* `text <url>`_ links whose text is about tests. */
static int tools_links(const char *t, size_t len, struct found_list *fl)
{
	for (size_t i = 0; i < len; i++) {
		const char *e, *lt;

		if (t[i] != '`' || (i && t[i - 1] == '`') || t[i + 1] == '`')
			continue;
		e = strchr(t + i + 1, '`');
		if (!e)
			break;
		lt = memchr(t + i + 1, '<', (size_t)(e - t - i - 1));
		if (lt && e[-1] == '>' && e[1] == '_') {
			char *name = mnt_strndup(t + i + 1,
						 (size_t)(lt - t - i - 1));
			char *url = mnt_strndup(lt + 1,
						(size_t)(e - 1 - lt - 1));

			if (!name || !url) {
				free(name);
				free(url);
				return -ENOMEM;
			}
			tidy(name);
			if (aux(RE_TESTY, name, strlen(name), NULL, 0)) {
				int ret = found_add(&fl->v, &fl->n, &fl->alloc,
						    i, (size_t)(e - t) + 1,
						    name, url);

				if (ret)
					return ret;
			} else {
				free(name);
				free(url);
			}
		}
		i = (size_t)(e - t);
	}
	return 0;
}

/* The URL of a footnote reference "[N]" at t (NULL when none). */
static char *footnote_at(struct ctx *c, const char *t, size_t len)
{
	size_t fo[4];
	char *num, *url = NULL;

	if (*t != '[' || !aux(RE_FOOTNOTE, t, len, fo, 2))
		return NULL;
	num = mnt_strndup(t + fo[2], fo[3] - fo[2]);
	if (num)
		url = footnote_url(c->p, num);
	free(num);
	return url;
}

/* The tools of the table, where no link named them already. */
static int tools_named(struct ctx *c, const char *t, size_t len,
		       struct found_list *fl)
{
	for (size_t k = 0; k < ARRAY_SIZE(tools); k++) {
		struct mnt_re *re = get_re(SLOT_TOOL(k), tools[k].re);
		size_t off = 0, ov[2];

		while (re && off < len &&
		       mnt_re_match(re, t, len, off, ov, 1) == MNT_RE_MATCH) {
			if (!overlaps(fl->v, fl->n, ov[0], ov[1])) {
				char *url = footnote_at(c, t + ov[1],
							len - ov[1]);
				char *name = tools[k].name ?
						     strdup(tools[k].name) :
						     mnt_strndup(t + ov[0],
								 ov[1] - ov[0]);
				int ret = found_add(&fl->v, &fl->n, &fl->alloc,
						    ov[0], ov[1], name, url);

				if (ret)
					return ret;
			}
			off = ov[1] > off ? ov[1] : off + 1;
		}
	}
	return 0;
}

/* Bare URLs go to the nearest tool before them that has none. */
static void tools_urls(const char *t, size_t len, struct found_list *fl)
{
	struct mnt_re *url = get_re(SLOT_AUX(RE_URL), aux_res[RE_URL]);
	size_t off = 0, ov[2];

	while (off < len && url &&
	       mnt_re_match(url, t, len, off, ov, 1) == MNT_RE_MATCH) {
		if (!(ov[0] && t[ov[0] - 1] == '<')) {
			for (size_t k = fl->n; k-- > 0;) {
				struct found *f = &fl->v[k];

				if (f->start >= ov[0])
					continue;
				if (!f->url) {
					f->url = mnt_strndup(t + ov[0],
							     ov[1] - ov[0]);
					if (f->url)
						trim_url(f->url);
				}
				break;
			}
		}
		off = ov[1];
	}
}

/* The tools a sentence names, in order, with their URLs. */
static int sentence_tools(struct ctx *c, const struct sentence *s,
			  struct found **out, size_t *nout)
{
	const char *t = s->raw;
	size_t len = strlen(t);
	struct found_list fl = { 0 };
	int ret = tools_links(t, len, &fl);

	if (!ret)
		ret = tools_named(c, t, len, &fl);
	if (ret) {
		for (size_t k = 0; k < fl.n; k++) {
			free(fl.v[k].name);
			free(fl.v[k].url);
		}
		free(fl.v);
		return ret;
	}
	if (fl.n > 1)
		mnt_qsort(fl.v, fl.n, sizeof(*fl.v), cmp_found);
	tools_urls(t, len, &fl);
	*out = fl.v;
	*nout = fl.n;
	return 0;
}

static int test_facts(struct ctx *c)
{
	const char *prev_level = NULL, *list_level = NULL;
	size_t i, k, para = (size_t)-1, sec = (size_t)-1;
	int ret = 0;

	for (i = 0; i < c->ns && !ret; i++) {
		const struct sentence *s = &c->s[i];
		const char *lvl;
		struct found *f = NULL;
		size_t n = 0;

		if (!test_scope(c->p, s->section)) {
			list_level = prev_level = NULL;
			continue;
		}
		if (s->section != sec) {
			sec = s->section;
			prev_level = list_level = NULL;
		}
		if (s->para != para) {
			para = s->para;
			if (!s->bullet)
				list_level = NULL;
		}
		lvl = level_of(s->text);
		if (lvl && !s->bullet &&
		    (s->lead_in ||
		     aux(RE_LEAD, s->text, strlen(s->text), NULL, 0)))
			list_level = lvl;
		if (!lvl && aux(RE_ANAPHORA, s->text, strlen(s->text), NULL, 0))
			lvl = prev_level;
		if (!lvl && s->bullet)
			lvl = list_level;
		if (!lvl && s->para_start &&
		    c->p->secs[s->section].tmpl == MAINT_TMPL_SUBMIT_CHECKLIST &&
		    aux(RE_IMPERATIVE, s->text, strlen(s->text), NULL, 0))
			lvl = "required";
		prev_level = lvl;
		ret = sentence_tools(c, s, &f, &n);
		if (ret)
			break;
		for (k = 0; k < n; k++) {
			if (!ret && lvl &&
			    !have_value(c->p, MAINT_FACT_TEST, f[k].name)) {
				ret = add_fact(c, MAINT_FACT_TEST, f[k].name,
					       f[k].url, lvl, s,
					       line_at(s, true, f[k].start));
				continue;
			}
			free(f[k].name);
			free(f[k].url);
		}
		free(f);
	}
	return ret;
}

static int cmp_fact(const void *a, const void *b)
{
	const struct maint_fact *x = a, *y = b;

	if (x->kind != y->kind)
		return x->kind < y->kind ? -1 : 1;
	return x->line < y->line ? -1 : x->line > y->line;
}

int mnt_facts_extract(struct maint_profile *p)
{
	struct ctx c = { .p = p };
	size_t i;
	int ret;

	ret = split_sentences(&c);
	if (!ret)
		ret = single_facts(&c);
	if (!ret)
		ret = test_facts(&c);
	if (!ret)
		ret = multi_facts(&c);
	if (!ret)
		closed_rfc(&c);
	for (i = 0; i < c.ns; i++) {
		free(c.s[i].raw);
		free(c.s[i].text);
		free(c.s[i].nl_raw);
		free(c.s[i].nl_text);
	}
	free(c.s);
	/* by kind, then line; stable (insertion sort, few facts) */
	for (i = 1; !ret && i < p->nfacts; i++) {
		struct maint_fact t = p->facts[i];
		size_t j = i;

		while (j && cmp_fact(&p->facts[j - 1], &t) > 0) {
			p->facts[j] = p->facts[j - 1];
			j--;
		}
		p->facts[j] = t;
	}
	return ret;
}
