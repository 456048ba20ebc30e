// SPDX-License-Identifier: GPL-2.0-only
/*
 * The word lists of the rule reader: which words make a rule of which
 * kind, and the small closed classes of English the reader needs (verbs
 * that start an imperative, finite verbs, words of no weight).  Phrases
 * are matched against a unit's tokens (rules.h: '*' ends a prefix, "#" is
 * a number, "#rc" an -rc, "#dur" a unit of time); a kind's weight is the
 * sum of its cues, the heading's counting half.
 */
#include <string.h>

#include "profile/rulewords.h"
#include "maint.h"

#define CUES(name, ...) \
	static const struct mnt_kind_cue name[] = { __VA_ARGS__, { NULL, 0 } }

CUES(c_rc_new, { "merge window", 1 }, { "any time", 3 }, { "anytime", 3 },
     { "deadline*", 2 }, { "next merge window", 2 },
     { "before the merge window", 3 }, { "before #rc", 3 },
     { "between #rc", 3 }, { "key cycle dates", 2 }, { "cycle dates", 2 },
     { "release cycle", 1 });
CUES(c_rc_merge, { "stabiliz*", 3 }, { "stabilis*", 3 }, { "soft close", 2 },
     { "merge decision*", 3 }, { "by #rc", 2 });
CUES(c_ping, { "ping*", 4 }, { "remind*", 3 }, { "heard back", 3 },
     { "bump", 2 }, { "no response", 2 }, { "idle", 2 }, { "status update", 2 },
     { "pinging", 4 });
CUES(c_cleanup, { "clean-up*", 4 }, { "cleanup*", 4 }, { "clean up*", 3 },
     { "spelling", 2 }, { "grammar", 2 }, { "churn", 2 },
     { "whitespace damage", 2 }, { "style change*", 2 });
CUES(c_test, { "test*", 2 }, { "selftest*", 3 }, { "kselftest*", 3 },
     { "kunit*", 3 }, { "fstests", 3 }, { "xfstests", 3 }, { "compliance", 2 },
     { "build*", 2 }, { "allyesconfig", 3 }, { "allmodconfig", 3 },
     { "w=1", 3 }, { "warning*", 2 }, { "checkpatch*", 2 }, { "sparse", 2 },
     { "smatch", 2 }, { "coccinelle", 2 }, { "dtbs_check", 3 },
     { "htmldocs", 3 }, { "reproducer*", 3 }, { "kvm-unit-tests", 3 },
     { "boot*", 1 }, { "compile*", 2 }, { "debugging options", 2 },
     { "validat*", 2 }, { "kbuild", 2 }, { "coverage", 2 }, { "errors", 1 },
     { "testcases", 3 }, { "regression*", 2 }, { "fail*", 1 }, { "verify", 1 },
     { "pass", 1 });
CUES(c_base, { "based on", 4 }, { "based against", 4 }, { "base*", 2 },
     { "rebase*", 4 }, { "against the", 2 }, { "on top of", 2 },
     { "applicable against", 4 }, { "made against", 4 },
     { "development against", 4 }, { "-next", 1 }, { "for-next", 1 });
CUES(c_tag, { "[ patch", 3 }, { "--subject-prefix*", 3 }, { "designate*", 2 },
     { "target tree", 2 }, { "which tree", 3 }, { "lower case", 1 });
CUES(c_prefix, { "prefix", 3 }, { "prefixes", 3 }, { "prefixed", 3 },
     { "shortlog", 2 }, { "subject prefix*", 3 }, { "title", 1 },
     { "topic*", 1 });
CUES(c_summary, { "condensed patch description", 4 }, { "subject line", 2 },
     { "capitaliz*", 3 }, { "uppercase", 2 }, { "upper case", 2 },
     { "punct*", 2 }, { "character limit", 2 }, { "summary", 2 },
     { "shortlog", 1 });
CUES(c_series_max, { "series longer than", 4 }, { "large series", 1 },
     { "# patches", 2 }, { "more than # patches", 4 });
CUES(c_repost, { "between postings", 4 }, { "repost*", 2 }, { "re-post*", 2 },
     { "24h", 3 }, { "more than once", 2 }, { "once a week", 2 },
     { "once every", 2 }, { "# #dur", 1 });
CUES(c_closed, { "closed", 4 }, { "reopen*", 3 }, { "re-open*", 3 },
     { "merge window", 2 }, { "soft close", 2 });
CUES(c_trailer, { "fixes :", 3 }, { "fixes tag*", 3 }, { "signed-off-by*", 3 },
     { "reviewed-by*", 3 }, { "acked-by*", 3 }, { "tested-by*", 3 },
     { "reported-by*", 3 }, { "suggested-by*", 3 }, { "co-developed-by*", 3 },
     { "link :", 3 }, { "closes :", 3 }, { "cc : stable*", 4 },
     { "stable tag*", 3 }, { "tag", 1 }, { "tags", 1 }, { "sob*", 2 },
     { "trailer*", 3 }, { "generated-by*", 3 }, { "commit tags", 3 },
     { "tagging", 2 }, { "fixes tags", 3 }, { "stable cc's", 2 });
CUES(c_cover, { "cover letter*", 4 }, { "cover-letter*", 4 });
CUES(c_changelog, { "change log", 3 }, { "new version", 1 },
     { "previous posting*", 2 }, { "previous version*", 2 },
     { "version history", 2 });
CUES(c_coding, { "coding style", 3 }, { "code style", 3 }, { "style", 1 },
     { "variable*", 2 }, { "declaration*", 2 }, { "xmas", 4 },
     { "christmas", 4 }, { "fir tree", 4 }, { "bracket*", 2 }, { "brace*", 2 },
     { "indent*", 2 }, { "line length", 3 }, { "# char*", 2 },
     { "# column*", 2 }, { "column*", 2 }, { "initializ*", 2 }, { "struct", 1 },
     { "u8", 2 }, { "u32", 2 }, { "u64", 2 }, { "unsigned", 2 },
     { "namespace*", 3 }, { "function names", 3 }, { "function name*", 2 },
     { "naming", 2 }, { "guard", 2 }, { "scoped_guard", 2 }, { "__free", 2 },
     { "devm_*", 2 }, { "cleanup.h", 2 }, { "macro*", 2 }, { "defines", 2 },
     { "enum", 2 }, { "constants", 2 }, { "line breaks", 2 },
     { "format strings", 2 }, { "greppability", 2 }, { "local variables", 3 },
     { "mid-function", 2 }, { "lock/unlock", 2 }, { "lines longer", 2 },
     { "80 characters", 3 }, { "80 columns", 3 }, { "print*", 1 },
     { "warn", 1 }, { "bug", 1 });
CUES(c_comment, { "comment", 3 }, { "comments", 3 }, { "tail comments", 4 },
     { "kernel-doc", 2 }, { "kdoc", 2 }, { "multi-line", 2 });
CUES(c_commit, { "changelog*", 3 }, { "commit message*", 4 },
     { "commit log", 3 }, { "patch description*", 3 }, { "description", 1 },
     { "imperative mood", 3 }, { "imperative", 2 }, { "pronouns", 2 },
     { "describe*", 2 }, { "explain*", 1 }, { "backtraces", 2 },
     { "symptom*", 2 }, { "root-cause", 2 }, { "commit title", 3 },
     { "meaningful", 1 });
CUES(c_series, { "separate series", 4 }, { "separate patchsets", 4 },
     { "separately", 2 }, { "one series", 3 }, { "single series", 3 },
     { "same series", 2 }, { "series", 1 }, { "patchset*", 1 },
     { "ordered after", 3 }, { "order*", 1 }, { "beginning of the series", 4 },
     { "immediately after", 3 }, { "split*", 2 }, { "break them up", 3 },
     { "single commit", 2 }, { "one commit", 2 }, { "logically", 2 },
     { "first post", 2 }, { "alongside", 2 }, { "along with", 1 },
     { "co-post*", 2 }, { "every commit", 2 }, { "same commit", 2 },
     { "in their entirety", 2 }, { "in its entirety", 2 });
CUES(c_routing, { "routed", 3 }, { "route*", 2 }, { "through", 1 },
     { "via", 1 }, { "sent via", 3 }, { "submaintainer*", 2 },
     { "taken through", 3 }, { "go through", 2 }, { "merged through", 2 },
     { "github", 1 }, { "appropriate tree", 2 }, { "soc@kernel.org", 2 },
     { "platform-specific maintainers", 2 }, { "where to send", 3 });
CUES(c_recipients, { "cc", 3 }, { "cc'd", 3 }, { "cc:ed", 3 },
     { "copy the", 2 }, { "mailing list*", 2 }, { "list", 1 },
     { "recipients", 3 }, { "email address*", 2 }, { "lkml", 2 },
     { "sent to", 2 }, { "send to", 2 }, { "directly", 1 },
     { "private inboxes", 2 }, { "mail alias", 2 }, { "to :", 1 });
CUES(c_resend, { "resend*", 3 }, { "re-send*", 3 }, { "resubmit*", 3 },
     { "re-submit*", 3 }, { "new version", 2 }, { "revision*", 2 },
     { "revised", 2 }, { "entire patch series", 3 }, { "partial*", 2 },
     { "incremental", 2 }, { "next version", 2 }, { "repost*", 1 },
     { "re-post*", 1 }, { "the feedback", 2 }, { "again", 1 },
     { "version number", 2 });
CUES(c_thread, { "in-reply-to", 4 }, { "thread*", 3 },
     { "reply to the previous", 3 }, { "as a reply", 3 });
CUES(c_review, { "review comment*", 5 }, { "review*", 2 }, { "feedback", 2 },
     { "response*", 2 }, { "respond*", 1 }, { "queue", 1 }, { "triage*", 1 },
     { "review cadence", 3 }, { "notification*", 2 }, { "comments", 1 },
     { "expertise", 1 }, { "questions", 1 });
CUES(c_accept, { "accept*", 3 }, { "acceptance", 3 }, { "considered", 2 },
     { "approval", 3 }, { "approv*", 2 }, { "ratified", 2 }, { "frozen", 2 },
     { "specification*", 2 }, { "not be applied", 2 }, { "criteria", 2 },
     { "standards", 1 }, { "not optional", 2 }, { "go upstream", 1 },
     { "merged", 1 });
CUES(c_security, { "security*", 3 }, { "vulnerabilit*", 3 }, { "embargo*", 3 },
     { "exploit*", 3 }, { "cve*", 3 }, { "security@kernel.org", 4 },
     { "soundness", 3 }, { "privately", 2 }, { "escape", 2 }, { "distros", 2 },
     { "securitybugs", 3 });
CUES(c_patchwork, { "patchwork", 4 }, { "pw-bot*", 4 }, { "bot", 2 },
     { "patch status", 3 }, { "delegate", 1 });
CUES(c_docs, { "documentation", 2 }, { "document*", 1 }, { "docs", 2 },
     { "design document", 3 }, { "documented", 2 }, { "api files", 2 },
     { "readme*", 2 }, { "changelog.md", 3 }, { "format document", 2 },
     { "target audience", 2 }, { "abi.rst", 1 });
CUES(c_mail, { "plain text", 4 }, { "html", 3 }, { "mangl*", 3 },
     { "emailer", 3 }, { "email client*", 3 }, { "git send-email", 3 },
     { "send-email", 3 }, { "email tools", 3 }, { "mailing tool", 3 },
     { "hkml", 2 }, { "format-patch", 1 }, { "--base*", 2 },
     { "mail it to yourself", 3 });
CUES(c_pull, { "pull request*", 3 }, { "pull-request*", 3 },
     { "[ git pull", 4 }, { "git pull", 2 }, { "signed tag", 3 },
     { "pull requests", 3 });
CUES(c_bug, { "bug report*", 3 }, { "report*", 1 }, { "bugzilla", 3 },
     { "issue template", 3 }, { "report problems", 3 }, { "distributor", 2 },
     { "bug tracker*", 3 }, { "issue", 1 }, { "feature request*", 2 });

const struct mnt_kind_cue *const mnt_kind_cues[MAINT_RULE_NKINDS] = {
	[MAINT_RULE_RC_NEW] = c_rc_new,
	[MAINT_RULE_RC_MERGE] = c_rc_merge,
	[MAINT_RULE_PING_WAIT] = c_ping,
	[MAINT_RULE_CLEANUP] = c_cleanup,
	[MAINT_RULE_TEST] = c_test,
	[MAINT_RULE_BASE] = c_base,
	[MAINT_RULE_SUBJECT_TAG] = c_tag,
	[MAINT_RULE_SUBJECT_PREFIX] = c_prefix,
	[MAINT_RULE_SUMMARY_STYLE] = c_summary,
	[MAINT_RULE_SERIES_MAX] = c_series_max,
	[MAINT_RULE_REPOST_WAIT] = c_repost,
	[MAINT_RULE_CLOSED] = c_closed,
	[MAINT_RULE_TRAILER] = c_trailer,
	[MAINT_RULE_COVER_LETTER] = c_cover,
	[MAINT_RULE_CHANGELOG] = c_changelog,
	[MAINT_RULE_CODING_STYLE] = c_coding,
	[MAINT_RULE_COMMENT_STYLE] = c_comment,
	[MAINT_RULE_COMMIT_MESSAGE] = c_commit,
	[MAINT_RULE_SERIES_ORDER] = c_series,
	[MAINT_RULE_ROUTING] = c_routing,
	[MAINT_RULE_RECIPIENTS] = c_recipients,
	[MAINT_RULE_RESEND] = c_resend,
	[MAINT_RULE_THREADING] = c_thread,
	[MAINT_RULE_REVIEW_CADENCE] = c_review,
	[MAINT_RULE_ACCEPTANCE] = c_accept,
	[MAINT_RULE_SECURITY] = c_security,
	[MAINT_RULE_PATCHWORK] = c_patchwork,
	[MAINT_RULE_DOCS] = c_docs,
	[MAINT_RULE_MAIL_FORMAT] = c_mail,
	[MAINT_RULE_PULL_REQUEST] = c_pull,
	[MAINT_RULE_BUG_REPORT] = c_bug,
};

bool mnt_word_in(const char *w, const char *const *l)
{
	for (; *l; l++)
		if (!strcmp(*l, w))
			return true;
	return false;
}

bool mnt_word_imperative(const char *w)
{
	static const char *const v[] = {
		"add",	      "address",      "aggregate",  "aim",
		"align",      "allow",	      "apply",	    "ask",
		"attach",     "avoid",	      "base",	    "be",
		"break",      "build",	      "capitalize", "cc",
		"change",     "check",	      "choose",	    "clarify",
		"comment",    "commit",	      "compile",    "consider",
		"consult",    "contact",      "copy",	    "copy-paste",
		"create",     "cut",	      "declare",    "defer",
		"define",     "derive",	      "describe",   "designate",
		"do",	      "document",     "draw",	    "drop",
		"enable",     "ensure",	      "err",	    "explain",
		"feed",	      "file",	      "fix",	    "follow",
		"format",     "generate",     "give",	    "go",
		"group",      "identify",     "implement",  "include",
		"indicate",   "keep",	      "lead",	    "let",
		"limit",      "link",	      "list",	    "mail",
		"make",	      "mark",	      "match",	    "mention",
		"move",	      "name",	      "omit",	    "order",
		"pass",	      "ping",	      "post",	    "prefix",
		"prepare",    "provide",      "put",	    "rebase",
		"refer",      "reference",    "refrain",    "rename",
		"reply",      "report",	      "repost",	    "request",
		"resend",     "resist",	      "respect",    "re-read",
		"resubmit",   "review",	      "run",	    "search",
		"select",     "send",	      "set",	    "share",
		"sign",	      "split",	      "squash",	    "start",
		"state",      "stick",	      "stop",	    "submit",
		"tag",	      "test",	      "track",	    "traverse",
		"treat",      "try",	      "update",	    "use",
		"verify",     "wait",	      "wrap",	    "write",
		"contribute", "justify",      "reach",	    "remove",
		"replace",    "tell",	      "rerun",	    "retest",
		"mock",	      "note",	      "notice",	    "remember",
		"see",	      "read",	      "look",	    "feel",
		"skip",	      "strip",	      "put",	    "reserve",
		"introduce",  "think",	      "post",	    "break",
		"combine",    "measure",      "avoid",	    "leave",
		"handle",     "fill",	      "answer",	    "re-post",
		"re-send",    "cite",	      "prefer",	    "organize",
		"reorder",    "double-check", "help",	    NULL,
	};

	return mnt_word_in(w, v);
}

bool mnt_word_notice(const char *w)
{
	static const char *const v[] = {
		"note",	   "notice",	 "remember", "see",	"look",
		"imagine", "understand", "realize",  "realise", NULL,
	};

	return mnt_word_in(w, v);
}

bool mnt_word_finite(const char *w)
{
	static const char *const v[] = {
		"is",	    "are",	 "was",	    "were",    "will",
		"would",    "can",	 "could",   "may",     "might",
		"should",   "must",	 "shall",   "has",     "have",
		"had",	    "does",	 "do",	    "did",     "get",
		"gets",	    "need",	 "needs",   "tend",    "tends",
		"seem",	    "seems",	 "remain",  "remains", "won't",
		"isn't",    "aren't",	 "doesn't", "don't",   "can't",
		"cannot",   "shouldn't", "mustn't", "wasn't",  "weren't",
		"it's",	    "'s",	 "go",	    "goes",    "require",
		"requires", "takes",	 "makes",   "becomes", "means",
		"helps",    "happens",	 "runs",    "applies", NULL,
	};

	return mnt_word_in(w, v);
}

bool mnt_word_clause_start(const char *w)
{
	static const char *const v[] = {
		"you",		"we",	      "i",	     "they",
		"it",		"it's",	      "the",	     "a",
		"an",		"all",	      "any",	     "each",
		"every",	"this",	      "these",	     "those",
		"there",	"please",     "then",	     "your",
		"our",		"patches",    "changes",     "fixes",
		"do",		"don't",      "never",	     "always",
		"no",		"new",	      "one",	     "such",
		"contributors", "authors",    "maintainers", "reviewers",
		"submissions",	"everything", "nothing",     NULL,
	};

	return mnt_word_in(w, v) || mnt_word_imperative(w);
}

bool mnt_word_stop(const char *w)
{
	static const char *const v[] = {
		"a",	  "an",	    "the",   "and",   "or",    "of",	"to",
		"in",	  "on",	    "for",   "with",  "by",    "at",	"from",
		"as",	  "is",	    "are",   "be",    "been",  "it",	"its",
		"it's",	  "this",   "that",  "these", "those", "your",	"you",
		"we",	  "our",    "they",  "their", "them",  "if",	"when",
		"which",  "who",    "what",  "not",   "no",    "do",	"don't",
		"does",	  "should", "must",  "can",   "may",   "will",	"would",
		"could",  "all",    "any",   "each",  "so",    "such",	"than",
		"then",	  "there",  "into",  "also",  "only",  "just",	"very",
		"more",	  "most",   "some",  "other", "e.g",   "i.e",	"etc",
		"please", "always", "never", "one",   "via",   "about", "after",
		"before", "but",    "has",   "have",  "had",   "was",	"were",
		"make",	  "sure",   "use",   "using", "being", "up",	"out",
		NULL,
	};

	return mnt_word_in(w, v);
}
