// SPDX-License-Identifier: GPL-2.0-only
/*
 * Typed facts from a profile's rules: the values a check needs (tree
 * tags, prefixes, series limits, waits, closed phases, deadlines,
 * trailers, bases, the builds and tests with their exact flags), each
 * from a unit the reader has already read (rules.c): its strength, whom
 * it addresses and its condition come with it, so a fact is never
 * stated more widely than its sentence states it.
 *
 * Each kind has one extractor over a unit's tokens, in words about the
 * kind, never about one document: a base is what follows "based on",
 * "against", "on top of", "rebase ... on"; a test is a tool of the tools
 * table, a "make" target, a test link, or the tests a sentence refers to
 * ("Those tests need to pass" after a table of tools), with the
 * VAR=value flags the sentence gives (W=1, KVM_WERROR=y, C=1); a closed
 * phase is "closed" with a merge window or "between -rcN and the next
 * -rc1"; and so on below.  Advice to maintainers gives no fact; the
 * statements of how the tree works (closed phases, soft closes) do.
 *
 * Nothing is inferred: a fact no extractor finds is "not stated".
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "profile/facts.h"
#include "maint.h"
#include "mbuf.h"
#include "profile/profile.h"
#include "profile/pstore.h"
#include "profile/rst.h"
#include "profile/rulewords.h"
#include "profile/units.h"
#include "util.h"

#define NONE ((size_t)-1)
#define MAX_VALUES 64

static const char *const fact_names[MAINT_FACT_NKINDS] = {
	[MAINT_FACT_RC_NEW] = "rc-new",
	[MAINT_FACT_RC_MERGE] = "rc-merge",
	[MAINT_FACT_PING_WAIT] = "ping-wait",
	[MAINT_FACT_PING_HOW] = "ping-how",
	[MAINT_FACT_CLEANUP] = "cleanup",
	[MAINT_FACT_TEST] = "test",
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
	[MAINT_COND_NONE] = "none",
	[MAINT_COND_PATHS] = "paths",
	[MAINT_COND_FIXES] = "fixes",
	[MAINT_COND_FEATURES] = "features",
	[MAINT_COND_SERIES_MIN] = "series-min",
	[MAINT_COND_CLAUSE] = "clause",
	[MAINT_COND_STABLE] = "stable",
};

static const char *const rule_names[MAINT_RULE_NKINDS] = {
	[MAINT_RULE_CODING_STYLE] = "coding-style",
	[MAINT_RULE_COMMENT_STYLE] = "comment-style",
	[MAINT_RULE_COMMIT_MESSAGE] = "commit-message",
	[MAINT_RULE_SERIES_ORDER] = "series-order",
	[MAINT_RULE_ROUTING] = "routing",
	[MAINT_RULE_RECIPIENTS] = "recipients",
	[MAINT_RULE_RESEND] = "resend",
	[MAINT_RULE_THREADING] = "threading",
	[MAINT_RULE_REVIEW_CADENCE] = "review-cadence",
	[MAINT_RULE_ACCEPTANCE] = "acceptance",
	[MAINT_RULE_SECURITY] = "security",
	[MAINT_RULE_PATCHWORK] = "patchwork",
	[MAINT_RULE_DOCS] = "docs",
	[MAINT_RULE_MAIL_FORMAT] = "mail-format",
	[MAINT_RULE_PULL_REQUEST] = "pull-request",
	[MAINT_RULE_BUG_REPORT] = "bug-report",
	[MAINT_RULE_RELATION] = "relation",
	[MAINT_RULE_OTHER] = "other",
};

static const char *const rule_labels[MAINT_RULE_NKINDS] = {
	[MAINT_RULE_RC_NEW] = "feature deadline",
	[MAINT_RULE_RC_MERGE] = "merge deadline",
	[MAINT_RULE_PING_WAIT] = "when to ping",
	[MAINT_RULE_PING_HOW] = "how to remind",
	[MAINT_RULE_CLEANUP] = "cleanup patches",
	[MAINT_RULE_TEST] = "builds and tests",
	[MAINT_RULE_BASE] = "base tree or branch",
	[MAINT_RULE_SUBJECT_TAG] = "subject tag",
	[MAINT_RULE_SUBJECT_PREFIX] = "subject prefix",
	[MAINT_RULE_SUMMARY_STYLE] = "subject line",
	[MAINT_RULE_SERIES_MAX] = "series size",
	[MAINT_RULE_REPOST_WAIT] = "wait between postings",
	[MAINT_RULE_CLOSED] = "closed periods",
	[MAINT_RULE_TRAILER] = "trailers",
	[MAINT_RULE_COVER_LETTER] = "cover letter",
	[MAINT_RULE_CHANGELOG] = "version notes",
	[MAINT_RULE_CODING_STYLE] = "coding style",
	[MAINT_RULE_COMMENT_STYLE] = "comment style",
	[MAINT_RULE_COMMIT_MESSAGE] = "commit message",
	[MAINT_RULE_SERIES_ORDER] = "series layout and order",
	[MAINT_RULE_ROUTING] = "which tree, through whom",
	[MAINT_RULE_RECIPIENTS] = "where to send, whom to Cc",
	[MAINT_RULE_RESEND] = "new versions and resends",
	[MAINT_RULE_THREADING] = "threading",
	[MAINT_RULE_REVIEW_CADENCE] = "review",
	[MAINT_RULE_ACCEPTANCE] = "acceptance",
	[MAINT_RULE_SECURITY] = "security",
	[MAINT_RULE_PATCHWORK] = "patchwork",
	[MAINT_RULE_DOCS] = "documentation",
	[MAINT_RULE_MAIL_FORMAT] = "mail format and tools",
	[MAINT_RULE_PULL_REQUEST] = "pull requests",
	[MAINT_RULE_BUG_REPORT] = "bug reports",
	[MAINT_RULE_RELATION] = "other documents to follow",
	[MAINT_RULE_OTHER] = "other",
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

const char *maint_rule_kind_name(enum maint_rule_kind k)
{
	if ((unsigned int)k < MAINT_FACT_NKINDS)
		return fact_names[k];
	return (unsigned int)k < MAINT_RULE_NKINDS ? rule_names[k] : "?";
}

const char *maint_rule_kind_label(enum maint_rule_kind k)
{
	return (unsigned int)k < MAINT_RULE_NKINDS ? rule_labels[k] : "?";
}

enum maint_strength maint_fact_strength(const struct maint_fact *f)
{
	return f->strength;
}

const char *maint_fact_condition(const struct maint_fact *f,
				 enum maint_fact_cond *typed)
{
	if (typed)
		*typed = f->cond;
	return f->when;
}

const struct maint_rule *maint_fact_rule(const struct maint_fact *f)
{
	return f->rule;
}

/* Adding facts */

struct fctx {
	struct mnt_units *us;
	struct maint_profile *p;
};

/* The strength a unit asks with: its own, or the rule it was folded in. */
static enum maint_strength unit_strength(const struct fctx *c, size_t i)
{
	const struct mnt_unit *u = &c->us->u[i];

	/* a sentence folded into a rule asks what the rule asks */
	while (u->into != NONE)
		u = &c->us->u[u->into];
	return u->strength;
}

static const struct mnt_unit *unit_of(const struct fctx *c, size_t i)
{
	const struct mnt_unit *u = &c->us->u[i];

	while (!u->when && u->into != NONE && u->cond == MAINT_COND_NONE &&
	       c->us->u[u->into].when)
		u = &c->us->u[u->into];
	return u;
}

/* Collapse blanks; drop a leading "the ". */
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
	while (w > v && (w[-1] == ' ' || w[-1] == ','))
		w--;
	*w = '\0';
}

static char *own(struct maint_profile *p, const char *s)
{
	char *d = s ? strdup(s) : NULL;

	return d && mnt_profile_own(p, d) ? d : NULL;
}

/*
 * A fact of unit i: value (copied), level (static or owned); the unit's
 * condition unless @cond says otherwise (MAINT_COND_NONE + NULL @when
 * keeps the unit's).  Returns the fact or NULL when out of memory.
 */
static struct maint_fact *add_fact(struct fctx *c, size_t i,
				   enum maint_fact_kind kind, const char *value,
				   const char *level, unsigned int line)
{
	struct maint_profile *p = c->p;
	const struct mnt_unit *u = unit_of(c, i);
	struct maint_fact *f;
	char *v = own(p, value), *quote = own(p, c->us->u[i].text);

	if (!v || !quote)
		return NULL;
	tidy(v);
	if (ALLOC_GROW(p->facts, p->nfacts + 1, p->facts_alloc) ||
	    ALLOC_GROW(c->us->fact_unit, p->nfacts + 1, c->us->fact_unit_alloc))
		return NULL;
	c->us->fact_unit[p->nfacts] = i;
	f = &p->facts[p->nfacts++];
	memset(f, 0, sizeof(*f));
	f->kind = kind;
	f->value = v;
	f->level = level;
	f->quote = quote;
	f->file = p->name;
	f->line = line ? line : c->us->u[i].line;
	f->section = c->us->u[i].section;
	f->strength = unit_strength(c, i);
	f->cond = u->cond;
	if (u->when && !(f->when = own(p, u->when)))
		return NULL;
	if (u->cond_value && !(f->cond_value = own(p, u->cond_value)))
		return NULL;
	c->us->u[i].has_fact = true;
	return f;
}

static bool have_fact(const struct maint_profile *p, enum maint_fact_kind k,
		      const char *v, enum maint_fact_cond cond)
{
	for (size_t i = 0; i < p->nfacts; i++)
		if (p->facts[i].kind == k && p->facts[i].cond == cond &&
		    (!v || !strcasecmp(p->facts[i].value, v)))
			return true;
	return false;
}

static bool have_value(const struct maint_profile *p, enum maint_fact_kind k,
		       const char *v)
{
	for (size_t i = 0; i < p->nfacts; i++)
		if (p->facts[i].kind == k && !strcasecmp(p->facts[i].value, v))
			return true;
	return false;
}

/* An array of @n strings the profile owns. */
static int set_values(struct maint_profile *p, struct maint_fact *f, char **v,
		      size_t n)
{
	char **arr;
	size_t i;

	if (!n)
		return 0;
	arr = calloc(n + 1, sizeof(*arr));
	if (!arr || !mnt_profile_own(p, (char *)arr))
		goto oom;
	for (i = 0; i < n; i++) {
		if (!mnt_profile_own(p, v[i])) {
			for (i++; i < n; i++)
				free(v[i]);
			return -ENOMEM;
		}
		arr[i] = v[i];
	}
	f->values = (const char *const *)arr;
	f->nvalues = n;
	return 0;
oom:
	for (i = 0; i < n; i++)
		free(v[i]);
	return -ENOMEM;
}

static bool is_punct_tok(const struct mnt_tok *t, char ch)
{
	return t->punct && t->w[0] == ch;
}

static bool negative(enum maint_strength s)
{
	return s == MAINT_STRENGTH_DISCOURAGED || s == MAINT_STRENGTH_FORBIDDEN;
}

static bool contributor(const struct mnt_unit *u)
{
	return u->to == MAINT_TO_CONTRIBUTOR;
}

static bool asks(const struct fctx *c, size_t i)
{
	return unit_strength(c, i) != MAINT_STRENGTH_NONE &&
	       contributor(&c->us->u[i]);
}

/* The text of tokens [from, to) as written. */
static char *tok_text(const struct mnt_unit *u, size_t from, size_t to)
{
	if (from >= to || to > u->ntok)
		return NULL;
	return mnt_strndup(u->text + u->tok[from].off,
			   u->tok[to - 1].end - u->tok[from].off);
}

/* Durations: "at least 24 hours", "up to one week", "a couple of weeks" */

static const char *const qualifiers[] = {
	"up to", "at least", "more than", "within", "after",
	"about", "around",   "less than", "over",   NULL,
};

static const char *const counts[] = {
	"a couple of", "a few", "a",	"an",  "one",	"two",
	"three",       "four",	"five", "six", "seven", "eight",
	"nine",	       "ten",	"#",	NULL,
};

/* A duration at token i: its tokens (qualifier included) or 0. */
static size_t duration_at(const struct mnt_unit *u, size_t i, size_t *from)
{
	size_t q = 0, n = 0, k = i;

	*from = i;
	if (mnt_tok_find_any(u, i, i + 1, qualifiers, &q) == i)
		k += q;
	if (k < u->ntok && mnt_tok_match(u, k, "#dur") &&
	    isdigit((unsigned char)u->tok[k].w[0]) == 0 &&
	    (!strcmp(u->tok[k].w, "24h") || 0)) {
		return k + 1 - i;
	}
	/* 24h */
	if (k < u->ntok && isdigit((unsigned char)u->tok[k].w[0]) &&
	    u->tok[k].w[strlen(u->tok[k].w) - 1] == 'h' &&
	    strspn(u->tok[k].w, "0123456789") + 1 == strlen(u->tok[k].w))
		return k + 1 - i;
	if (mnt_tok_find_any(u, k, k + 1, counts, &n) != k)
		return 0;
	k += n;
	if (k < u->ntok && (mnt_tok_is(&u->tok[k], "business") ||
			    mnt_tok_is(&u->tok[k], "working")))
		k++;
	if (k >= u->ntok || !mnt_tok_match(u, k, "#dur") ||
	    mnt_tok_is(&u->tok[k], "business") ||
	    mnt_tok_is(&u->tok[k], "working"))
		return 0;
	return k + 1 - i;
}

/* The first duration in [from, to): malloc'd text ("24h" -> "24 hours"). */
static char *find_duration(const struct mnt_unit *u, size_t from, size_t to,
			   size_t *at)
{
	for (size_t i = from; i < to && i < u->ntok; i++) {
		size_t s, n = duration_at(u, i, &s);
		const char *w;
		size_t wl;

		if (!n)
			continue;
		*at = i;
		w = u->tok[i + n - 1].w;
		wl = strlen(w);
		if (isdigit((unsigned char)w[0]) && w[wl - 1] == 'h') {
			struct mbuf mb = MBUF_INIT;
			char *q = n > 1 ? tok_text(u, i, i + n - 1) : NULL;

			if (q)
				mbuf_addf(&mb, "%s ", q);
			free(q);
			mbuf_add(&mb, w, wl - 1);
			mbuf_adds(&mb, " hours");
			return mbuf_failed(&mb) ? NULL : mbuf_detach(&mb, NULL);
		}
		return tok_text(u, i, i + n);
	}
	return NULL;
}

/* seconds of a duration, 0 when it is none */
static unsigned long duration_seconds(const char *v)
{
	struct maint_duration d = MAINT_DURATION_INIT;
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

/*
 * The line token k of unit u is on: its text found again in the raw
 * text (markup kept), from where the tokens before it were.
 */
static unsigned int tok_line(const struct mnt_unit *u, size_t k)
{
	const char *r = u->raw;

	for (size_t j = 0; j <= k && j < u->ntok; j++) {
		size_t n = u->tok[j].end - u->tok[j].off;
		const char *hit;
		char *w = mnt_strndup(u->text + u->tok[j].off, n);

		if (!w)
			break;
		hit = strstr(r, w);
		free(w);
		if (!hit)
			break;
		if (j == k)
			return mnt_unit_line(u, (size_t)(hit - u->raw));
		r = hit + n;
	}
	return u->line;
}

/* "-rc5", "rc5" at token i: N, else -1 */
static int rc_at(const struct mnt_unit *u, size_t i)
{
	const char *w;

	if (i >= u->ntok || !mnt_tok_match(u, i, "#rc"))
		return -1;
	w = u->tok[i].w;
	w += *w == '-';
	return isdigit((unsigned char)w[2]) ? atoi(w + 2) : -1;
}

static char *rc_value(int n)
{
	struct mbuf mb = MBUF_INIT;

	mbuf_addf(&mb, "-rc%d", n);
	return mbuf_failed(&mb) ? NULL : mbuf_detach(&mb, NULL);
}

/* Deadlines: rc-new, rc-merge */

static const char *const submit_words[] = {
	"submi*", "sent", "send", "post*", "appear*", NULL,
};

static int rc_facts(struct fctx *c, size_t i)
{
	const struct mnt_unit *u = &c->us->u[i];
	size_t k, n, at = NONE;
	int rc, ret = 0;
	char *v = NULL;
	struct maint_fact *f;

	if (mnt_tok_find(u, 0, u->ntok, "pull request*") != NONE ||
	    mnt_tok_find(u, 0, u->ntok, "pull-request*") != NONE)
		return 0;
	/* a soft close: rc-merge for new features, a closed phase */
	for (k = 0; k < u->ntok; k++) {
		enum maint_fact_cond cond;

		if (!mnt_tok_match(u, k, "soft close"))
			continue;
		n = k + 2;
		if (n < u->ntok && !u->tok[n].punct &&
		    !mnt_tok_match(u, n, "#rc"))
			n++;
		rc = rc_at(u, n);
		if (rc < 0)
			continue;
		cond = mnt_tok_match(u, n + 1, "for new feature*") ||
				       mnt_tok_match(u, n + 1, "for feature*") ?
			       MAINT_COND_FEATURES :
		       mnt_tok_match(u, n + 1, "for fix*") ||
				       mnt_tok_match(u, n + 1, "for bug fix*") ?
			       MAINT_COND_FIXES :
			       MAINT_COND_CLAUSE;
		v = rc_value(rc);
		if (!v)
			return -ENOMEM;
		if (cond != MAINT_COND_CLAUSE &&
		    !have_fact(c->p, MAINT_FACT_RC_MERGE, NULL,
			       cond == MAINT_COND_FEATURES ? MAINT_COND_NONE :
							     cond)) {
			f = add_fact(c, i, MAINT_FACT_RC_MERGE, v, NULL,
				     tok_line(u, n));
			if (!f)
				goto oom;
			f->cond = cond == MAINT_COND_FEATURES ?
					  MAINT_COND_NONE :
					  cond;
			f->when = NULL;
			f->cond_value = NULL;
		}
		f = add_fact(c, i, MAINT_FACT_CLOSED, v, "soft",
			     tok_line(u, n));
		if (!f)
			goto oom;
		f->cond = cond;
		f->when = NULL;
		f->cond_value = NULL;
		free(v);
		v = NULL;
	}
	/* stabilized, merged ... by -rcN */
	for (k = 0; k + 1 < u->ntok; k++) {
		static const char *const by[] = {
			"by", "before", "until", "no later than", NULL,
		};
		static const char *const done[] = {
			"stabiliz*", "stabilis*", "merged", "applied",
			"accepted",  "queued",	  NULL,
		};

		if (mnt_tok_find_any(u, k, k + 1, done, NULL) != k)
			continue;
		rc = -1;
		for (n = k + 1; n < u->ntok && n < k + 12; n++) {
			size_t bl;

			if (u->tok[n].punct && u->tok[n].w[0] != '-')
				break;
			if (mnt_tok_find_any(u, n, n + 1, by, &bl) == n &&
			    (rc = rc_at(u, n + bl)) > 0)
				break;
			/* "the last features are merged ... at -rcN" */
			if (mnt_tok_match(u, n, "at #rc") &&
			    mnt_tok_find(u, 0, k, "last") != NONE &&
			    (rc = rc_at(u, n + 1)) > 0)
				break;
		}
		if (n < u->ntok && n < k + 12 && rc > 0 &&
		    !have_fact(c->p, MAINT_FACT_RC_MERGE, NULL,
			       MAINT_COND_NONE)) {
			v = rc_value(rc);
			f = v ? add_fact(c, i, MAINT_FACT_RC_MERGE, v, NULL,
					 tok_line(u, k)) :
				NULL;
			if (!f)
				goto oom;
			f->cond = MAINT_COND_NONE;
			f->when = NULL;
			free(v);
			v = NULL;
			break;
		}
	}
	/* submissions: before -rcN, between -rcA and -rcB, before the merge window, any time */
	if (!asks(c, i) ||
	    (mnt_tok_find_any(u, 0, u->ntok, submit_words, NULL) == NONE &&
	     mnt_tok_find(u, 0, u->ntok, "anytime") == NONE))
		return 0;
	for (k = 0; k < u->ntok && !v; k++) {
		if (mnt_tok_match(u, k, "before #rc"))
			rc = rc_at(u, at = k + 1);
		else if (mnt_tok_match(u, k, "between #rc and #rc"))
			rc = rc_at(u, at = k + 3);
		else
			rc = -1;
		if (rc > 0)
			v = rc_value(rc);
	}
	if (!v) {
		char *d = NULL;

		k = mnt_tok_find(u, 0, u->ntok, "before the merge window");
		if (k != NONE && k > 0) {
			/* "(at least) a week before the merge window" */
			size_t from = k, s;

			for (n = k > 6 ? k - 6 : 0; n < k; n++)
				if (duration_at(u, n, &s) &&
				    n + duration_at(u, n, &s) == k) {
					from = n;
					break;
				}
			if (from < k)
				d = tok_text(u, from, k + 4);
		}
		if (d) {
			v = d;
			at = k;
		} else if (mnt_tok_find(u, 0, u->ntok, "any time") != NONE ||
			   mnt_tok_find(u, 0, u->ntok, "anytime") != NONE ||
			   mnt_tok_find(u, 0, u->ntok, "any point") != NONE) {
			v = strdup("any time");
		}
	}
	if (!v)
		return 0;
	{
		const struct mnt_unit *cu = unit_of(c, i);
		enum maint_fact_cond cond = cu->cond;

		/* rc-new is about new work: "targeting the next merge window" */
		if (cond == MAINT_COND_FEATURES)
			cond = MAINT_COND_NONE;
		if (!have_fact(c->p, MAINT_FACT_RC_NEW, v, cond)) {
			f = add_fact(c, i, MAINT_FACT_RC_NEW, v, NULL,
				     at != NONE ? tok_line(u, at) : 0);
			if (!f)
				goto oom;
			f->cond = cond;
			if (cond == MAINT_COND_NONE)
				f->when = NULL, f->cond_value = NULL;
		}
	}
	free(v);
	return ret;
oom:
	free(v);
	return -ENOMEM;
}

/* Closed phases */

/* What is still taken: "to all but urgent fixes", "except for bug fixes". */
static char *closed_exception(const struct mnt_unit *u)
{
	static const char *const stop[] = {
		"during", "between", "in",     "when", "until", "from",
		"and",	  "at",	     "around", "for",  "we",	NULL,
	};
	static const char *const but[] = {
		"to all but",
		"except for",
		"except",
		NULL,
	};
	size_t n, k = mnt_tok_find_any(u, 0, u->ntok, but, &n), e;

	if (k == NONE)
		return NULL;
	for (e = k + n; e < u->ntok && e < k + n + 4; e++)
		if (u->tok[e].punct ||
		    mnt_tok_find_any(u, e, e + 1, stop, NULL) == e)
			break;
	return tok_text(u, k + n, e);
}

static int closed_facts(struct fctx *c, size_t i)
{
	const struct mnt_unit *u = &c->us->u[i];
	const struct maint_psection *ps = &c->p->secs[u->section];
	struct maint_fact *f;
	char *exc = NULL, *tree = NULL, *v = NULL;
	size_t k;
	int rc = -1;
	bool mw;

	/* "between -rc6 and the next -rc1": no new work in between */
	for (k = 0; k + 4 < u->ntok; k++)
		if (mnt_tok_match(u, k, "between #rc and the next #rc")) {
			rc = rc_at(u, k + 1);
			break;
		}
	if (rc > 0 && (mnt_tok_find(u, 0, u->ntok, "don't") != NONE ||
		       mnt_tok_find(u, 0, u->ntok, "not") != NONE ||
		       mnt_tok_find(u, 0, u->ntok, "no") != NONE ||
		       mnt_tok_find(u, 0, u->ntok, "closed") != NONE)) {
		v = rc_value(rc);
		exc = closed_exception(u);
		if (!v ||
		    have_fact(c->p, MAINT_FACT_CLOSED, v, MAINT_COND_NONE))
			goto out;
		f = add_fact(c, i, MAINT_FACT_CLOSED, v, NULL, 0);
		if (!f)
			goto oom;
		f->level = exc && mnt_profile_own(c->p, exc) ? exc : NULL;
		exc = NULL;
		f->cond = MAINT_COND_NONE;
		f->when = NULL;
		goto out;
	}
	k = mnt_tok_find(u, 0, u->ntok, "closed");
	/* "if the tag is a release, net-next is closed": how to tell, not when */
	if (u->when)
		return 0;
	if (k == NONE || mnt_tok_find(u, 0, u->ntok, "re-opened") != NONE ||
	    mnt_tok_find(u, 0, u->ntok, "reopen*") != NONE)
		return 0;
	/* the merge window: named, in the heading, or "during this time" */
	mw = mnt_tok_find(u, 0, u->ntok, "merge window") != NONE ||
	     (strcasestr(ps->heading, "merge window") &&
	      (mnt_tok_find(u, 0, u->ntok, "this time") != NONE ||
	       mnt_tok_find(u, 0, u->ntok, "this period") != NONE));
	if (!mw)
		return 0;
	/* a tree is closed ("the merge window is closed" is not) */
	{
		size_t t;

		for (t = 0; t < k; t++)
			if (mnt_tok_is(&u->tok[t], "tree") ||
			    mnt_tok_is(&u->tok[t], "trees") ||
			    strstr(u->tok[t].w, "-next"))
				break;
		if (t == k)
			return 0;
	}
	/* which tree: "the net-next tree will be closed" */
	for (size_t t = 1; t < k; t++)
		if (mnt_tok_is(&u->tok[t], "tree") && !u->tok[t - 1].punct &&
		    strchr(u->tok[t - 1].w, '-')) {
			tree = tok_text(u, t - 1, t);
			break;
		}
	exc = closed_exception(u);
	if (have_fact(c->p, MAINT_FACT_CLOSED, "merge window",
		      MAINT_COND_NONE) ||
	    have_fact(c->p, MAINT_FACT_CLOSED, "merge window",
		      MAINT_COND_FEATURES))
		goto out;
	f = add_fact(c, i, MAINT_FACT_CLOSED, "merge window", NULL, 0);
	if (!f)
		goto oom;
	f->when = NULL;
	f->cond_value = NULL;
	f->cond = MAINT_COND_NONE;
	if (exc) {
		f->level = mnt_profile_own(c->p, exc);
		exc = NULL;
		if (!f->level)
			goto oom;
	} else if ((tree && strlen(tree) > 5 &&
		    !strcmp(tree + strlen(tree) - 5, "-next")) ||
		   mnt_tok_find(u, k, u->ntok, "no new") != NONE) {
		f->cond = MAINT_COND_FEATURES;
	}
	if (tree && set_values(c->p, f, &tree, 1))
		goto oom_tree;
	tree = NULL;
out:
	free(exc);
	free(tree);
	free(v);
	return 0;
oom:
	free(tree);
oom_tree:
	free(exc);
	free(v);
	return -ENOMEM;
}

/* A closed phase without an exception: RFCs, when "welcome at any time". */
static void closed_rfc(struct fctx *c)
{
	for (size_t i = 0; i < c->p->nfacts; i++) {
		struct maint_fact *f = &c->p->facts[i];

		if (f->kind != MAINT_FACT_CLOSED || f->level)
			continue;
		for (size_t k = 0; k < c->us->n; k++) {
			const struct mnt_unit *u = &c->us->u[k];

			if (u->section == f->section &&
			    u->strength == MAINT_STRENGTH_ALLOWED &&
			    mnt_tok_find(u, 0, u->ntok, "rfc*") != NONE &&
			    (mnt_tok_find(u, 0, u->ntok, "any time") != NONE ||
			     mnt_tok_find(u, 0, u->ntok, "anytime") != NONE))
				f->level = "RFC";
		}
	}
}

/* Pinging */

static const char *const ping_words[] = {
	"ping*",       "remind*", "heard back",	   "idle",
	"no response", "bump",	  "status update", NULL,
};

static int ping_facts(struct fctx *c, size_t i)
{
	const struct mnt_unit *u = &c->us->u[i];
	struct maint_fact *f;
	size_t at;
	char *v;

	if (mnt_tok_find_any(u, 0, u->ntok, ping_words, NULL) == NONE)
		return 0;
	if (!contributor(u) || unit_strength(c, i) == MAINT_STRENGTH_NONE)
		return 0;
	v = find_duration(u, 0, u->ntok, &at);
	if (v &&
	    !have_fact(c->p, MAINT_FACT_PING_WAIT, NULL, MAINT_COND_NONE)) {
		f = add_fact(c, i, MAINT_FACT_PING_WAIT, v, NULL,
			     tok_line(u, at));
		if (!f) {
			free(v);
			return -ENOMEM;
		}
		f->cond = MAINT_COND_NONE;
		f->when = NULL;
	}
	free(v);
	if (have_fact(c->p, MAINT_FACT_PING_HOW, NULL, MAINT_COND_NONE) ||
	    negative(unit_strength(c, i)))
		return 0;
	v = NULL;
	at = mnt_tok_find(u, 0, u->ntok, "private*");
	if (at != NONE && mnt_tok_find(u, 0, u->ntok, "remind*") != NONE)
		v = strdup("private mail reminder");
	else if ((at = NONE, mnt_tok_find(u, 0, u->ntok, "resend the")) !=
			 NONE &&
		 mnt_tok_find(u, 0, u->ntok, "series") != NONE)
		v = strdup("resend the series");
	else if ((at = mnt_tok_find(u, 0, u->ntok, "resend rather than")) !=
			 NONE ||
		 (at = mnt_tok_find(u, 0, u->ntok, "resend instead of")) !=
			 NONE)
		v = strdup("resend the series");
	else if (mnt_tok_find(u, 0, u->ntok, "ping*") != NONE &&
		 (unit_strength(c, i) == MAINT_STRENGTH_ALLOWED ||
		  unit_strength(c, i) == MAINT_STRENGTH_RECOMMENDED ||
		  mnt_tok_find(u, 0, u->ntok, "send a ping") != NONE))
		v = strdup("a ping");
	else if (u->imperative && u->main < u->ntok &&
		 (mnt_tok_find(u, 0, u->main, "idle") != NONE ||
		  mnt_tok_find(u, 0, u->main, "heard back") != NONE)) {
		v = tok_text(u, u->main, u->ntok);
		if (v) {
			size_t n = strlen(v);

			while (n && strchr(".!", v[n - 1]))
				v[--n] = '\0';
			v[0] = (char)tolower((unsigned char)v[0]);
		}
	}
	if (!v)
		return 0;
	f = add_fact(c, i, MAINT_FACT_PING_HOW, v, NULL,
		     at != NONE ? tok_line(u, at) : 0);
	free(v);
	if (!f)
		return -ENOMEM;
	f->cond = MAINT_COND_NONE;
	f->when = NULL;
	return 0;
}

/* Style cleanups */

static bool in_cond_span(const struct mnt_unit *u, size_t k)
{
	for (size_t j = 0; j < u->ncspan; j++)
		if (k >= u->cspan[j][0] && k < u->cspan[j][1])
			return true;
	return false;
}

static int cleanup_facts(struct fctx *c, size_t i)
{
	static const char *const clean[] = {
		"clean-ups",	   "cleanups",
		"clean-up patch*", "cleanup patch*",
		"clean up patch*", "style cleanup*",
		"style clean-up*", "style-cleanup*",
		"style-clean-up*", NULL,
	};
	static const char *const with_other[] = {
		"with other",	 "together with",
		"along with",	 "in the context of",
		"part of",	 "alongside",
		"combined with", NULL,
	};
	const struct mnt_unit *u = &c->us->u[i];
	enum maint_strength s = unit_strength(c, i);
	const char *v;
	bool other;
	struct maint_fact *f;

	size_t at = mnt_tok_find_any(u, 0, u->ntok, clean, NULL);

	if (!contributor(u) || s == MAINT_STRENGTH_NONE || at == NONE ||
	    in_cond_span(u, at) ||
	    have_fact(c->p, MAINT_FACT_CLEANUP, NULL, MAINT_COND_NONE) ||
	    have_fact(c->p, MAINT_FACT_CLEANUP, NULL, MAINT_COND_CLAUSE))
		return 0;
	/* an evaluation of cleanups, not "put the fixes before the cleanups" */
	if ((s == MAINT_STRENGTH_REQUIRED || s == MAINT_STRENGTH_RECOMMENDED) &&
	    !(u->verb != NONE && !mnt_tok_is(&u->tok[u->verb], "should") &&
	      !mnt_tok_is(&u->tok[u->verb], "must")))
		return 0;
	other = mnt_tok_find_any(u, 0, u->ntok, with_other, NULL) != NONE;
	if (negative(s))
		v = other ? "only with other changes" : "not welcome";
	else if (s == MAINT_STRENGTH_ALLOWED || s == MAINT_STRENGTH_RECOMMENDED)
		v = "welcome";
	else
		return 0;
	f = add_fact(c, i, MAINT_FACT_CLEANUP, v, NULL, tok_line(u, at));
	if (!f)
		return -ENOMEM;
	/* "not in the context of other work" is the value, not a condition */
	if (!strcmp(v, "only with other changes")) {
		f->cond = MAINT_COND_NONE;
		f->when = NULL;
	}
	return 0;
}

/* Tests and tools */

static const struct {
	const char *phrase, *name;
	bool build;
} tools[] = {
	{ "kvm-unit-tests", "KVM-unit-tests", false },
	{ "kvm unit tests", "KVM-unit-tests", false },
	{ "kvm selftests", "KVM selftests", false },
	{ "ndctl", "ndctl", false },
	{ "checkpatch.pl", "checkpatch.pl", false },
	{ "checkpatch", "checkpatch.pl", false },
	{ "sparse", "sparse", false },
	{ "smatch", "smatch", false },
	{ "coccinelle", "coccinelle", false },
	{ "coccicheck", "coccinelle", false },
	{ "kunit", "KUnit", false },
	{ "kernel selftest*", "kselftest", false },
	{ "kselftest*", "kselftest", false },
	{ "selftest*", "kselftest", false },
	{ "fstests", "fstests", false },
	{ "xfstests", "fstests", false },
	{ "blktests", "blktests", false },
	{ "ltp", "LTP", false },
	{ "make dtbs_check", "make dtbs_check", true },
	{ "dtbs_check", "make dtbs_check", true },
	{ "make dt_binding_check", "make dt_binding_check", true },
	{ "dt_binding_check", "make dt_binding_check", true },
	{ "make htmldocs", "make htmldocs", true },
	{ "htmldocs", "make htmldocs", true },
	{ "build the documentation", "documentation build", true },
	{ "build documentation", "documentation build", true },
	{ "allyesconfig", "allyesconfig build", true },
	{ "allmodconfig", "allmodconfig build", true },
	{ "x86_debug.config", "x86_debug.config", false },
	{ "netdevsim", "netdevsim", false },
	{ "kbuild test robot", "kbuild test robot", false },
	{ "kbuild robot", "kbuild test robot", false },
	{ "0-day bot", "kbuild test robot", false },
	{ "syzkaller", "syzkaller", false },
	{ "kdevops", "kdevops", false },
	{ "test coverage", "test coverage", false },
	{ "reproducer", "a reproducer", false },
	{ "regression test*", "regression tests", false },
};

struct tool {
	char *name, *url;
	unsigned int off; /* in the unit's text */
	bool build;
};

struct toolset {
	struct tool v[32];
	size_t n;
};

static void tools_free(struct toolset *ts)
{
	for (size_t k = 0; k < ts->n; k++) {
		free(ts->v[k].name);
		free(ts->v[k].url);
	}
	ts->n = 0;
}

static bool tool_known(const struct toolset *ts, const char *name)
{
	size_t n = strlen(name);

	while (n && name[n - 1] == '/')
		n--;
	for (size_t k = 0; k < ts->n; k++) {
		size_t m = strlen(ts->v[k].name);

		while (m && ts->v[k].name[m - 1] == '/')
			m--;
		if (m == n && !strncasecmp(ts->v[k].name, name, n))
			return true;
	}
	return false;
}

static int tool_add(struct toolset *ts, char *name, char *url, unsigned int off,
		    bool build)
{
	if (!name) {
		free(url);
		return -ENOMEM;
	}
	if (ts->n == ARRAY_SIZE(ts->v) || tool_known(ts, name)) {
		free(name);
		free(url);
		return 0;
	}
	ts->v[ts->n].name = name;
	ts->v[ts->n].url = url;
	ts->v[ts->n].off = off;
	ts->v[ts->n].build = build;
	ts->n++;
	return 0;
}

static bool testy(const char *s)
{
	return strcasestr(s, "test") || strcasestr(s, "check") ||
	       strcasestr(s, "lint") || strcasestr(s, "compliance");
}

/* `text <url>`_ links whose text is about tests (in the raw text). */
static int tools_links(const struct mnt_unit *u, struct toolset *ts)
{
	const char *t = u->raw;

	for (const char *q = strchr(t, '`'); q; q = strchr(q + 1, '`')) {
		const char *e = strchr(q + 1, '`'), *lt;
		char *name, *url;
		int ret;

		if (!e)
			break;
		lt = memchr(q + 1, '<', (size_t)(e - q - 1));
		if (!(lt && e[-1] == '>' && e[1] == '_')) {
			q = e;
			continue;
		}
		name = mnt_strndup(q + 1, (size_t)(lt - q - 1));
		url = mnt_strndup(lt + 1, (size_t)(e - 1 - lt - 1));
		if (!name || !url) {
			free(name);
			free(url);
			return -ENOMEM;
		}
		tidy(name);
		if (testy(name)) {
			const char *at = strstr(u->text, name);

			ret = tool_add(ts, name, url,
				       at ? (unsigned int)(at - u->text) : 0,
				       false);
			if (ret)
				return ret;
		} else {
			free(name);
			free(url);
		}
		q = e;
	}
	return 0;
}

/* ``make ...`` commands, and ``...`` spans naming a compliance tool. */
static int tools_literals(const char *t, unsigned int off, struct toolset *ts)
{
	for (const char *q = strstr(t, "``"); q; q = strstr(q + 2, "``")) {
		const char *e = strstr(q + 2, "``");
		char *name;
		int ret;

		if (!e)
			break;
		if ((e - q > 7 && !strncmp(q + 2, "make ", 5)) ||
		    (e - q > 4 && e - q < 60 &&
		     !memchr(q + 2, ' ', (size_t)(e - q - 2)) &&
		     strncmp(q + 2, "tools/", 6) && e[-1] != ':' &&
		     !memmem(q + 2, (size_t)(e - q - 2), "-by", 3) &&
		     (strstr(q + 2, "compliance") < e ||
		      strstr(q + 2, "test") < e) &&
		     (strstr(q + 2, "compliance") || strstr(q + 2, "test")))) {
			name = mnt_strndup(q + 2, (size_t)(e - q - 2));
			ret = tool_add(ts, name, NULL, off,
				       !strncmp(q + 2, "make ", 5));
			if (ret)
				return ret;
		}
		q = e;
	}
	return 0;
}

/* An example ("e.g.", "such as") before token k in its clause. */
static bool in_example(const struct mnt_unit *u, size_t k)
{
	static const char *const ex[] = {
		"e.g", "for example", "such as", "for instance", "eg", NULL,
	};

	for (size_t j = k; j-- > 0;) {
		const struct mnt_tok *t = &u->tok[j];

		if (t->punct && (t->w[0] == ';' || t->w[0] == '.'))
			return false;
		if (mnt_tok_find_any(u, j, j + 1, ex, NULL) == j)
			return true;
		if (mnt_tok_is(t, "but") || mnt_tok_is(t, "and"))
			return false;
	}
	return false;
}

/* "[N] URL" somewhere in the document */
static char *footnote_url(const struct maint_profile *p, const char *num)
{
	const char *l = p->buf;
	size_t nl = strlen(num);

	while (l && *l) {
		const char *e = strchr(l, '\n'), *q = l, *h;
		size_t len = e ? (size_t)(e - l) : strlen(l);

		while (*q == ' ' || *q == '|')
			q++;
		if (*q == '[' && !strncmp(q + 1, num, nl) && q[1 + nl] == ']' &&
		    (h = strstr(q, "http")) && h < l + len) {
			size_t n = strcspn(h, " \t\n<>`\"')]");

			return mnt_strndup(h, n);
		}
		l = e ? e + 1 : NULL;
	}
	return NULL;
}

static char *url_after(const char *t, unsigned int from, unsigned int to)
{
	const char *h = strstr(t + from, "http");
	size_t n;

	if (!h || (size_t)(h - t) >= to ||
	    (strncmp(h, "http://", 7) && strncmp(h, "https://", 8)))
		return NULL;
	if (h > t && h[-1] == '<')
		return NULL;
	n = strcspn(h, " \t\n<>`\"')]");
	while (n && strchr(".,;:", h[n - 1]))
		n--;
	return mnt_strndup(h, n);
}

/* "[2]" at token f */
static bool is_bracket_num(const struct mnt_unit *u, size_t f)
{
	return f + 2 < u->ntok && is_punct_tok(&u->tok[f], '[') &&
	       isdigit((unsigned char)u->tok[f + 1].w[0]) &&
	       is_punct_tok(&u->tok[f + 2], ']');
}

static char *fn_url(const struct fctx *c, const struct mnt_unit *u, size_t f)
{
	return footnote_url(c->p, u->tok[f + 1].w);
}

/* The tools a unit names, with their URLs. */
static int unit_tools(const struct fctx *c, const struct mnt_unit *u,
		      struct toolset *ts)
{
	int ret = tools_links(u, ts);

	if (!ret)
		ret = tools_literals(u->raw, 0, ts);
	for (size_t k = 0; k < u->ntok && !ret; k++) {
		for (size_t t = 0; t < ARRAY_SIZE(tools); t++) {
			const char *w = u->tok[k].w, *base = strrchr(w, '/');
			size_t n = mnt_tok_match(u, k, tools[t].phrase);
			bool cmd = false;

			if (!n && base && !strcmp(base + 1, tools[t].phrase))
				n = 1;
			if (!n)
				continue;
			for (size_t q = 0; q < ts->n && !cmd; q++)
				cmd = ts->v[q].build &&
				      strstr(ts->v[q].name, u->tok[k].w);
			if (!cmd && !in_example(u, k) && !in_cond_span(u, k) &&
			    !tool_known(ts, tools[t].name) &&
			    !tool_known(ts, u->tok[k].w)) {
				char *url = NULL;
				size_t f = k + n;

				if (f + 2 < u->ntok && is_bracket_num(u, f))
					url = fn_url(c, u, f);
				ret = tool_add(ts, strdup(tools[t].name), url,
					       u->tok[k].off, tools[t].build);
			}
			k += n - 1;
			break;
		}
		/* tools/testing/selftests/net, when no tool is named */
		if (!ret && !ts->n &&
		    !strncmp(u->tok[k].w, "tools/testing/", 14) &&
		    !in_example(u, k) && !in_cond_span(u, k))
			ret = tool_add(ts, tok_text(u, k, k + 1), NULL,
				       u->tok[k].off, false);
	}
	/* bare URLs go to the nearest tool before them */
	for (size_t k = 0; k < ts->n && !ret; k++) {
		unsigned int end = (unsigned int)strlen(u->text);

		for (size_t q = 0; q < ts->n; q++)
			if (ts->v[q].off > ts->v[k].off && ts->v[q].off < end)
				end = ts->v[q].off;
		if (!ts->v[k].url)
			ts->v[k].url = url_after(u->text, ts->v[k].off, end);
	}
	return ret;
}

/* The VAR=value flags of a unit, as written: "W=1", "KVM_WERROR=y". */
static char *unit_flags(const struct mnt_unit *u)
{
	struct mbuf mb = MBUF_INIT;

	for (size_t k = 0; k < u->ntok; k++) {
		const char *t = u->text + u->tok[k].off;
		size_t n = u->tok[k].end - u->tok[k].off;
		const char *eq = memchr(t, '=', n);

		if (!eq || eq == t || !isupper((unsigned char)t[0]) ||
		    eq + 1 == t + n)
			continue;
		if (strspn(t, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") !=
		    (size_t)(eq - t))
			continue;
		if (mb.len)
			mbuf_addch(&mb, ' ');
		mbuf_add(&mb, t, n);
	}
	if (mbuf_failed(&mb) || !mb.len) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, NULL);
}

/* The tools of the units before i that "Those tests" refers to. */
static int tools_before(const struct fctx *c, size_t i, struct toolset *ts)
{
	const struct mnt_unit *u = &c->us->u[i];
	int ret = 0;

	for (size_t k = i; k-- > 0 && k + 4 > i && !ts->n && !ret;) {
		const struct mnt_unit *b = &c->us->u[k];

		if (b->section != u->section)
			break;
		if (b->table)
			ret = tools_literals(b->table->text, 0, ts);
		if (!ts->n && !ret)
			ret = unit_tools(c, b, ts);
	}
	return ret;
}

/* The build command of a literal block the unit before i introduces. */
static char *command_before(const struct fctx *c, size_t i)
{
	const struct mnt_unit *u = &c->us->u[i];

	for (size_t k = i; k-- > 0 && k + 3 > i;) {
		const struct mnt_unit *b = &c->us->u[k];
		const char *t;
		size_t n;

		if (b->section != u->section)
			break;
		if (!b->literal)
			continue;
		t = b->literal->text;
		t += strspn(t, " \t$");
		if (strncmp(t, "make ", 5))
			continue;
		n = strcspn(t, "\n");
		while (n && isspace((unsigned char)t[n - 1]))
			n--;
		return mnt_strndup(t, n);
	}
	return NULL;
}

/* In a checklist, a testing section, or about tests by its words. */
static bool test_scope(const struct fctx *c, const struct mnt_unit *u)
{
	const struct maint_profile *p = c->p;

	if (u->kind == MAINT_RULE_TEST)
		return true;
	for (size_t s = u->section; s != NONE; s = p->parent[s]) {
		const struct maint_psection *ps = &p->secs[s];
		const char *h = ps->heading;

		if (ps->tmpl == MAINT_TMPL_SUBMIT_CHECKLIST)
			return true;
		if (ps->tmpl == MAINT_TMPL_STYLE_CLEANUP ||
		    ps->tmpl == MAINT_TMPL_CODING_STYLE)
			return false;
		if (strcasestr(h, "test") || strcasestr(h, "check") ||
		    strcasestr(h, "validat") || strcasestr(h, "complian"))
			return true;
	}
	return false;
}

/* Running, building, passing: what a sentence asking for a test does. */
static bool testing_verb(const struct mnt_unit *u)
{
	static const char *const v[] = {
		"run",	     "runs",	  "running",	 "pass",
		"passed",    "build",	  "builds",	 "built",
		"building",  "use",	  "used",	 "using",
		"survive",   "come with", "accompanied", "provide",
		"providing", "validat*",  "compil*",	 "execut*",
		"exercise*", "boot*",	  "tested",	 "testing",
		"to test",   "ensure",	  "have",	 "mock-ups",
		NULL,
	};

	return mnt_tok_find_any(u, 0, u->ntok, v, NULL) != NONE;
}

/* The line of text offset off: the token starting there. */
static unsigned int tool_line(const struct mnt_unit *u, unsigned int off)
{
	for (size_t k = 0; k < u->ntok; k++)
		if (u->tok[k].off >= off)
			return tok_line(u, k);
	return u->line;
}

static int test_facts(struct fctx *c, size_t i)
{
	static const char *const refer[] = {
		"those tests", "these tests", "the tests", "those tools",
		"these tools", "they",	      NULL,
	};
	const struct mnt_unit *u = &c->us->u[i];
	enum maint_strength s = unit_strength(c, i);
	struct toolset ts = { .n = 0 };
	char *flags = NULL, *cmd = NULL;
	const char *level;
	int ret;

	if (!contributor(u) || s == MAINT_STRENGTH_NONE ||
	    s == MAINT_STRENGTH_ALLOWED || !test_scope(c, u) ||
	    (!u->adverse && !testing_verb(u)))
		return 0;
	if (negative(s)) {
		if (!u->adverse)
			return 0;
		/* "should not introduce new warnings": it must pass clean */
		s = s == MAINT_STRENGTH_FORBIDDEN ? MAINT_STRENGTH_REQUIRED :
						    MAINT_STRENGTH_RECOMMENDED;
	}
	level = maint_strength_name(s);
	ret = unit_tools(c, u, &ts);
	if (!ret && !ts.n &&
	    mnt_tok_find_any(u, 0, u->ntok > 3 ? 3 : u->ntok, refer, NULL) !=
		    NONE)
		ret = tools_before(c, i, &ts);
	flags = ret ? NULL : unit_flags(u);
	if (!ret && !ts.n && (u->adverse || flags) &&
	    (cmd = command_before(c, i)))
		ret = tool_add(&ts, cmd, NULL, 0, true);
	if (!ret && !ts.n && flags &&
	    (mnt_tok_find(u, 0, u->ntok, "build*") != NONE ||
	     mnt_tok_find(u, 0, u->ntok, "compile*") != NONE))
		ret = tool_add(&ts, strdup("build"), NULL, 0, true);
	for (size_t k = 0; k < ts.n && !ret; k++) {
		struct tool *t = &ts.v[k];
		struct mbuf v = MBUF_INIT;
		struct maint_fact *f;

		mbuf_adds(&v, t->name);
		/* the flags the sentence gives go with its builds */
		if (t->build && flags && !strstr(t->name, flags))
			mbuf_addf(&v, " with %s", flags);
		if (mbuf_failed(&v) ||
		    have_value(c->p, MAINT_FACT_TEST, v.buf)) {
			ret = mbuf_failed(&v) ? -ENOMEM : 0;
			mbuf_release(&v);
			continue;
		}
		f = add_fact(c, i, MAINT_FACT_TEST, v.buf, level,
			     tool_line(u, t->off));
		mbuf_release(&v);
		if (!f) {
			ret = -ENOMEM;
			break;
		}
		f->strength = s;
		if (t->url && !(f->url = own(c->p, t->url)))
			ret = -ENOMEM;
	}
	tools_free(&ts);
	free(flags);
	return ret;
}

/* Bases */

static const char *const base_end[] = {
	"whenever", "when",    "if",  "unless", "is",	"are",
	"and not",  "instead", "i.e", "e.g",	"for",	"as",
	"to",	    "since",   "but", "which",	"that", "whenever",
	"at",	    "where",   "so",  "before", "with", NULL,
};

static bool base_ok(const char *v)
{
	static const char *const ok[] = {
		"tree", "branch", "-rc",  "next", "master", "mainline",
		".git", "fixes",  "HEAD", "main", "rc1",    NULL,
	};

	for (size_t k = 0; ok[k]; k++)
		if (strcasestr(v, ok[k]))
			return true;
	return false;
}

/* The base named from token k on ("the latest -rc", "kvm-x86/next"). */
static char *base_value(const struct mnt_unit *u, size_t k)
{
	static const char *const skip[] = {
		"top of the",  "top of", "the head of the",
		"head of the", "the",	 NULL,
	};
	size_t n, e;

	if (mnt_tok_find_any(u, k, k + 1, skip, &n) == k)
		k += n;
	for (e = k; e < u->ntok && e < k + 12; e++) {
		const struct mnt_tok *t = &u->tok[e];

		if (t->depth || (t->punct && t->w[0] == ')' && e > k &&
				 u->tok[e - 1].depth))
			continue;
		if (t->punct && t->w[0] != '-' && t->w[0] != '<' &&
		    t->w[0] != '>' && t->w[0] != '(' && t->w[0] != '`' &&
		    t->w[0] != '/' && t->w[0] != '#')
			break;
		if (e > k && mnt_tok_find_any(u, e, e + 1, base_end, NULL) == e)
			break;
	}
	return e > k ? tok_text(u, k, e) : NULL;
}

static int base_gapped(struct fctx *c, size_t i, size_t at);

static int base_facts(struct fctx *c, size_t i)
{
	static const char *const against_by[] = {
		"submitted", "submit",	   "made",     "based", "development",
		"develop*",  "applicable", "prepared", "work",	"patches",
		"changes",   "test",	   NULL,
	};
	const struct mnt_unit *u = &c->us->u[i];
	int ret = 0;

	if (!asks(c, i))
		return 0;
	for (size_t k = 0; k < u->ntok && !ret; k++) {
		size_t at = NONE, b;
		char *v;
		struct maint_fact *f;

		if (mnt_tok_match(u, k, "based on") ||
		    mnt_tok_match(u, k, "based upon") ||
		    mnt_tok_match(u, k, "based against"))
			at = k + 2;
		else if (mnt_tok_match(u, k, "on top of") && k > 0)
			at = k + 3;
		else if (mnt_tok_is(&u->tok[k], "base")) {
			/* "Base new work on widget-next" */
			for (b = k + 1; b < u->ntok && b < k + 5; b++)
				if (mnt_tok_is(&u->tok[b], "on") ||
				    mnt_tok_is(&u->tok[b], "upon") ||
				    mnt_tok_is(&u->tok[b], "against"))
					break;
			if (b < u->ntok && b < k + 5)
				at = b + 1;
		} else if (mnt_tok_is(&u->tok[k], "against") &&
			   (b = mnt_tok_find_any(u, k > 4 ? k - 4 : 0, k,
						 against_by, NULL)) != NONE)
			at = k + 1;
		else if (mnt_tok_match(u, k, "rebase*")) {
			for (b = k + 1; b < u->ntok && b < k + 6; b++)
				if (mnt_tok_is(&u->tok[b], "on") ||
				    mnt_tok_is(&u->tok[b], "onto"))
					break;
			if (b < u->ntok && b < k + 6)
				at = b + 1;
		}
		if (at == NONE || at >= u->ntok || in_example(u, k))
			continue;
		v = base_value(u, at);
		if (!v)
			continue;
		tidy(v);
		if (!*v || !base_ok(v) ||
		    have_value(c->p, MAINT_FACT_BASE, v)) {
			free(v);
			continue;
		}
		f = add_fact(c, i, MAINT_FACT_BASE, v, NULL, 0);
		free(v);
		if (!f)
			return -ENOMEM;
		f->line = tok_line(u, k);
		ret = base_gapped(c, i, at);
	}
	return ret;
}

/*
 * "Base new work on A, fixes on B": the second base, its words before
 * "on" its condition (fixes or features, else in words).
 */
static int base_gapped(struct fctx *c, size_t i, size_t at)
{
	const struct mnt_unit *u = &c->us->u[i];
	struct maint_fact *f;
	size_t k, on;
	char *v, *w;
	bool fix = false, feat = false;

	for (k = at; k < u->ntok && !(u->tok[k].punct && u->tok[k].w[0] == ',');
	     k++)
		if (u->tok[k].punct && strchr(".;", u->tok[k].w[0]))
			return 0;
	for (on = k + 1; on < u->ntok && on < k + 5; on++)
		if (mnt_tok_is(&u->tok[on], "on"))
			break;
	if (k >= u->ntok || on >= u->ntok || on >= k + 5 || on == k + 1)
		return 0;
	for (size_t j = k + 1; j < on; j++) {
		if (u->tok[j].punct || mnt_word_finite(u->tok[j].w))
			return 0;
		fix |= !strncmp(u->tok[j].w, "fix", 3);
		feat |= !strncmp(u->tok[j].w, "feature", 7);
	}
	v = base_value(u, on + 1);
	if (!v)
		return 0;
	tidy(v);
	if (!*v || !base_ok(v) || have_value(c->p, MAINT_FACT_BASE, v)) {
		free(v);
		return 0;
	}
	w = tok_text(u, k + 1, on);
	f = add_fact(c, i, MAINT_FACT_BASE, v, NULL, tok_line(u, on));
	free(v);
	if (!f || !w || !mnt_profile_own(c->p, w))
		return -ENOMEM;
	f->when = w;
	f->cond = fix && !feat ? MAINT_COND_FIXES :
		  feat && !fix ? MAINT_COND_FEATURES :
				 MAINT_COND_CLAUSE;
	f->cond_value = NULL;
	return 0;
}

/* "Everything else should be based on ...": not what the base before says. */
static void base_otherwise(struct fctx *c)
{
	const struct maint_fact *prev = NULL;

	for (size_t i = 0; i < c->p->nfacts; i++) {
		struct maint_fact *f = &c->p->facts[i];

		if (f->kind != MAINT_FACT_BASE)
			continue;
		if (f->cond == MAINT_COND_CLAUSE && f->when && prev &&
		    (!strncasecmp(f->when, "everything else", 15) ||
		     !strncasecmp(f->when, "all other", 9)) &&
		    (prev->cond == MAINT_COND_FIXES ||
		     prev->cond == MAINT_COND_FEATURES))
			f->cond = prev->cond == MAINT_COND_FIXES ?
					  MAINT_COND_FEATURES :
					  MAINT_COND_FIXES;
		prev = f;
	}
}

/* Subject: bracket tags, prefixes, the summary's style */

static int tag_facts(struct fctx *c, size_t i)
{
	const struct mnt_unit *u = &c->us->u[i];
	char *tags[MAX_VALUES];
	size_t n = 0, k;
	const char *q = u->text;
	int ret = 0;

	if (!asks(c, i))
		return 0;
	while (n < MAX_VALUES && (q = strcasestr(q, "[PATCH "))) {
		const char *b = q + 7, *e = b;

		while (isalnum((unsigned char)*e) || *e == '-' || *e == '_' ||
		       *e == '.')
			e++;
		q = e;
		if (e == b || *e != ']')
			continue;
		/* "[PATCH v2]", "[PATCH RFC]": a version or a kind, no tree */
		if ((*b == 'v' && e - b > 1 &&
		     strspn(b + 1, "0123456789") == (size_t)(e - b - 1)) ||
		    !strncmp(b, "RFC", 3) || !strncmp(b, "RESEND", 6))
			continue;
		for (k = 0; k < n; k++)
			if (strlen(tags[k]) == (size_t)(e - b) &&
			    !strncmp(tags[k], b, (size_t)(e - b)))
				break;
		if (k == n && (tags[n] = mnt_strndup(b, (size_t)(e - b))))
			n++;
	}
	for (k = 0; k < n && !ret; k++) {
		size_t nl = strlen(tags[k]), j;
		const char *lvl = NULL;
		char *vals[MAX_VALUES];
		struct maint_fact *f;

		if (have_fact(c->p, MAINT_FACT_SUBJECT_TAG, tags[k],
			      MAINT_COND_NONE))
			continue;
		/* the -next convention: X-next for features, X for fixes */
		if (nl > 5 && !strcmp(tags[k] + nl - 5, "-next"))
			lvl = "features";
		for (j = 0; j < n && !lvl; j++)
			if (strlen(tags[j]) == nl + 5 &&
			    !strncmp(tags[j], tags[k], nl) &&
			    !strcmp(tags[j] + nl, "-next"))
				lvl = "fixes";
		f = add_fact(c, i, MAINT_FACT_SUBJECT_TAG, tags[k], lvl, 0);
		if (!f) {
			ret = -ENOMEM;
			break;
		}
		f->cond = MAINT_COND_NONE;
		f->when = NULL;
		for (j = 0; j < n; j++)
			vals[j] = strdup(tags[j]);
		ret = set_values(c->p, f, vals, n);
	}
	for (k = 0; k < n; k++)
		free(tags[k]);
	return ret;
}

/* "- x86" lines of the literal block a "::" sentence introduces. */
static size_t literal_items(const struct mnt_para *lit, char **out)
{
	const char *l = lit ? lit->text : NULL;
	size_t n = 0;

	while (l && *l && n < MAX_VALUES) {
		const char *e = strchr(l, '\n'), *t = l;
		size_t len = e ? (size_t)(e - l) : strlen(l);

		while (t < l + len && (*t == ' ' || *t == '\t'))
			t++;
		if ((*t == '-' || *t == '*') && t[1] == ' ')
			t += 2;
		len -= (size_t)(t - l);
		while (len && isspace((unsigned char)t[len - 1]))
			len--;
		if (len && len < 80 && !memchr(t, ' ', len) &&
		    (out[n] = mnt_strndup(t, len)))
			n++;
		l = e ? e + 1 : NULL;
	}
	return n;
}

static int prefix_facts(struct fctx *c, size_t i)
{
	const struct mnt_unit *u = &c->us->u[i];
	const char *t = u->raw, *q;
	char *v = NULL, *vals[MAX_VALUES];
	size_t n;
	struct maint_fact *f;

	if (!asks(c, i) || negative(unit_strength(c, i)) ||
	    (mnt_tok_find(u, 0, u->ntok, "prefix*") == NONE &&
	     mnt_tok_find(u, 0, u->ntok, "prefixed") == NONE))
		return 0;
	/* a quoted or literal span ending in ':' */
	for (q = t; *q && !v; q++) {
		const char *b, *e;
		char qc = *q;
		size_t ql = 1;

		if (qc != '`' && qc != '\'')
			continue;
		if (qc == '`' && q[1] == '`')
			ql = 2;
		b = q + ql;
		e = ql == 2 ? strstr(b, "``") : strchr(b, qc);
		if (!e || e - b > 40 || e == b) {
			if (e)
				q = e + ql - 1;
			continue;
		}
		if (e[-1] == ':' && b[0] != ':')
			v = mnt_strndup(b, (size_t)(e - b));
		q = e + ql - 1;
	}
	if (!v)
		return 0;
	if (have_fact(c->p, MAINT_FACT_SUBJECT_PREFIX, NULL,
		      unit_of(c, i)->cond)) {
		free(v);
		return 0;
	}
	f = add_fact(c, i, MAINT_FACT_SUBJECT_PREFIX, v, NULL, 0);
	free(v);
	if (!f)
		return -ENOMEM;
	n = literal_items(u->literal, vals);
	return set_values(c->p, f, vals, n);
}

static int style_facts(struct fctx *c, size_t i)
{
	static const char *const about[] = {
		"condensed patch description",
		"patch summary",
		"summary line",
		"subject line",
		"shortlog",
		NULL,
	};
	const struct mnt_unit *u = &c->us->u[i];
	struct mbuf mb = MBUF_INIT;
	struct maint_fact *f;
	size_t k;

	if (!asks(c, i) ||
	    mnt_tok_find_any(u, 0, u->ntok, about, NULL) == NONE ||
	    have_fact(c->p, MAINT_FACT_SUMMARY_STYLE, NULL, MAINT_COND_NONE))
		return 0;
	if (mnt_tok_find(u, 0, u->ntok, "capitaliz*") != NONE ||
	    mnt_tok_find(u, 0, u->ntok, "uppercase") != NONE ||
	    mnt_tok_find(u, 0, u->ntok, "upper case") != NONE ||
	    mnt_tok_find(u, 0, u->ntok, "upper-case") != NONE)
		mbuf_adds(&mb, "uppercase");
	else if (mnt_tok_find(u, 0, u->ntok, "lowercase") != NONE ||
		 mnt_tok_find(u, 0, u->ntok, "lower case") != NONE)
		mbuf_adds(&mb, "lowercase");
	if (mnt_tok_find(u, 0, u->ntok, "imperative") != NONE)
		mbuf_addf(&mb, "%simperative", mb.len ? ", " : "");
	for (k = 0; k < u->ntok; k++)
		if ((mnt_tok_is(&u->tok[k], "omit") ||
		     mnt_tok_is(&u->tok[k], "no") ||
		     mnt_tok_is(&u->tok[k], "without")) &&
		    (mnt_tok_match(u, k + 1, "ending punct*") ||
		     mnt_tok_match(u, k + 1, "trailing punct*") ||
		     mnt_tok_match(u, k + 1, "the ending punct*") ||
		     mnt_tok_match(u, k + 1, "the trailing punct*") ||
		     mnt_tok_match(u, k + 1, "trailing period") ||
		     mnt_tok_match(u, k + 1, "ending period") ||
		     mnt_tok_match(u, k + 1, "final period"))) {
			mbuf_addf(&mb, "%sno trailing period",
				  mb.len ? ", " : "");
			break;
		}
	if (mbuf_failed(&mb))
		return -ENOMEM;
	if (!mb.len)
		return 0;
	f = add_fact(c, i, MAINT_FACT_SUMMARY_STYLE, mb.buf, NULL, 0);
	mbuf_release(&mb);
	return f ? 0 : -ENOMEM;
}

/* Series size, reposting */

static int series_facts(struct fctx *c, size_t i)
{
	static const char *const more[] = {
		"longer than #", "more than #", "> #", "over #", NULL,
	};
	const struct mnt_unit *u = &c->us->u[i];
	size_t k, n;
	struct maint_fact *f;

	if (!asks(c, i) || mnt_tok_find(u, 0, u->ntok, "series") == NONE ||
	    have_fact(c->p, MAINT_FACT_SERIES_MAX, NULL, MAINT_COND_NONE))
		return 0;
	k = mnt_tok_find_any(u, 0, u->ntok, more, &n);
	if (k == NONE || !mnt_tok_match(u, k + n, "patch*"))
		return 0;
	f = add_fact(c, i, MAINT_FACT_SERIES_MAX, u->tok[k + n - 1].w, NULL, 0);
	if (!f)
		return -ENOMEM;
	f->number = strtoul(f->value, NULL, 10);
	return 0;
}

static int repost_facts(struct fctx *c, size_t i)
{
	static const char *const between[] = {
		"between postings", "between posting",	 "between reposts",
		"between versions", "between revisions", NULL,
	};
	static const char *const repost[] = {
		"repost*", "re-post*", "resend*", "posting*", NULL,
	};
	const struct mnt_unit *u = &c->us->u[i];
	size_t at = NONE, k;
	char *v = NULL;
	struct maint_fact *f;

	if (!asks(c, i) ||
	    have_fact(c->p, MAINT_FACT_REPOST_WAIT, NULL, MAINT_COND_NONE))
		return 0;
	if (mnt_tok_find_any(u, 0, u->ntok, between, NULL) != NONE &&
	    (mnt_tok_find(u, 0, u->ntok, "allow") != NONE ||
	     mnt_tok_find(u, 0, u->ntok, "wait") != NONE) &&
	    !negative(unit_strength(c, i)))
		v = find_duration(u, 0, u->ntok, &at);
	else if (mnt_tok_find_any(u, 0, u->ntok, repost, NULL) != NONE &&
		 negative(unit_strength(c, i))) {
		k = mnt_tok_find(u, 0, u->ntok, "more than once");
		if (k != NONE && (mnt_tok_match(u, k + 3, "every") ||
				  mnt_tok_match(u, k + 3, "per"))) {
			v = find_duration(u, k + 4, u->ntok, &at);
			/* "every hour": stated, but no count to check */
			if (!v && mnt_tok_match(u, k + 4, "#dur"))
				v = tok_text(u, k + 4, k + 5);
		} else if (k != NONE && mnt_tok_match(u, k + 3, "a #dur"))
			v = tok_text(u, k + 4, k + 5);
		else if ((k = mnt_tok_find(u, 0, u->ntok, "within")) != NONE)
			v = find_duration(u, k + 1, u->ntok, &at);
	}
	if (!v)
		return 0;
	f = add_fact(c, i, MAINT_FACT_REPOST_WAIT, v, NULL, 0);
	free(v);
	if (!f)
		return -ENOMEM;
	f->number = duration_seconds(f->value);
	return 0;
}

/* Trailers */

static bool have_trailer(const struct maint_profile *p, const char *v,
			 const char *level, const char *when)
{
	for (size_t i = 0; i < p->nfacts; i++) {
		const struct maint_fact *f = &p->facts[i];

		if (f->kind == MAINT_FACT_TRAILER && !strcasecmp(f->value, v) &&
		    (!f->level || !strcmp(f->level, level)) &&
		    (!strcmp(f->when ? f->when : "", when ? when : "") ||
		     f->cond == MAINT_COND_FIXES))
			return true;
	}
	return false;
}

static const struct {
	const char *phrase, *name;
} trailers[] = {
	{ "fixes :", "Fixes" },
	{ "fixes tag*", "Fixes" },
	{ "fixes", "Fixes" },
	{ "signed-off-by*", "Signed-off-by" },
	{ "reviewed-by*", "Reviewed-by" },
	{ "link :", "Link" },
	{ "closes :", "Closes" },
	{ "reported-by*", "Reported-by" },
	{ "generated-by*", "Generated-by" },
};

/*
 * The trailer at k is what the sentence asks for: the object of "add",
 * "include", "provide", "use", "tag", "see", or the subject of "is
 * required", "must" (not "ask developers that have Reviewed-by tags").
 */
static bool trailer_asked(const struct mnt_unit *u, size_t k)
{
	static const char *const verbs[] = {
		"add",	     "adding", "include", "including", "provide",
		"providing", "use",    "using",	  "carry",     "carries",
		"tag",	     "see",    "put",	  NULL,
	};
	size_t j;

	for (j = k; j-- > 0 && j + 7 > k;) {
		if (u->tok[j].punct && strchr(",;.", u->tok[j].w[0]))
			break;
		if (mnt_tok_is(&u->tok[j], "have") ||
		    mnt_tok_is(&u->tok[j], "with"))
			break;
		if (mnt_tok_find_any(u, j, j + 1, verbs, NULL) == j)
			return true;
	}
	return u->verb != NONE && u->verb > k && u->verb < k + 6;
}

static int trailer_facts(struct fctx *c, size_t i)
{
	static const char *const not_mail[] = {
		"doesn't need to cc", "do not cc", "don't cc", "not cc",
		"need to cc",	      NULL,
	};
	const struct mnt_unit *u = &c->us->u[i];
	enum maint_strength s = unit_strength(c, i);
	struct maint_fact *f;
	size_t k, t;

	if (!asks(c, i) || s == MAINT_STRENGTH_ALLOWED)
		return 0;
	/* Cc: stable as a trailer, never as a recipient */
	k = mnt_tok_find(u, 0, u->ntok, "cc : stable*");
	if (k != NONE) {
		const char *lvl = mnt_tok_find_any(u, k + 3, u->ntok, not_mail,
						   NULL) != NONE ?
					  "tag-only" :
					  maint_strength_name(s);
		struct mbuf mb = MBUF_INIT;

		/* the address as the profile writes it */
		mbuf_adds(&mb, "Cc: ");
		mbuf_add(&mb, u->text + u->tok[k + 2].off,
			 u->tok[k + 2].end - u->tok[k + 2].off);
		if (mbuf_failed(&mb))
			return -ENOMEM;
		if (!have_value(c->p, MAINT_FACT_TRAILER, mb.buf)) {
			f = add_fact(c, i, MAINT_FACT_TRAILER, mb.buf, lvl,
				     tok_line(u, k));
			if (!f || set_values(c->p, f,
					     (char *[]){ strdup("Cc") }, 1)) {
				mbuf_release(&mb);
				return -ENOMEM;
			}
		}
		mbuf_release(&mb);
	}
	/* "Fixes: 12char-SHA1 (...)": the format */
	k = mnt_tok_find(u, 0, u->ntok, "fixes :");
	if (k != NONE && k + 2 < u->ntok &&
	    isdigit((unsigned char)u->tok[k + 2].w[0]) &&
	    strstr(u->tok[k + 2].w, "char")) {
		struct mbuf mb = MBUF_INIT;
		unsigned long d = strtoul(u->tok[k + 2].w, NULL, 10);

		mbuf_addf(&mb, "Fixes: <%lu+ hex digits> (\"<subject>\")", d);
		f = mbuf_failed(&mb) ?
			    NULL :
			    add_fact(c, i, MAINT_FACT_TRAILER, mb.buf,
				     maint_strength_name(s), 0);
		mbuf_release(&mb);
		if (!f)
			return -ENOMEM;
		f->number = d;
		if (f->cond == MAINT_COND_NONE)
			f->cond = MAINT_COND_FIXES;
		return set_values(c->p, f, (char *[]){ strdup("Fixes") }, 1);
	}
	for (t = 0; t < ARRAY_SIZE(trailers); t++) {
		struct mbuf mb = MBUF_INIT;
		const char *name = trailers[t].name;

		k = mnt_tok_find(u, 0, u->ntok, trailers[t].phrase);
		if (k == NONE || !trailer_asked(u, k))
			continue;
		/* "fixes" alone is a trailer only as "Fixes tag(s)" or "Fixes:" */
		if (!strcmp(trailers[t].phrase, "fixes") &&
		    !(k + 1 < u->ntok && (mnt_tok_match(u, k + 1, "tag*") ||
					  is_punct_tok(&u->tok[k + 1], ':'))))
			continue;
		mbuf_addf(&mb, "%s:", name);
		/* "at least two Reviewed-by" */
		if (k >= 3 && mnt_tok_match(u, k - 3, "at least")) {
			mbuf_setlen(&mb, 0);
			mbuf_addf(&mb, "%s: at least %s", name,
				  u->tok[k - 1].w);
		}
		if (mbuf_failed(&mb) ||
		    have_trailer(c->p, mb.buf, maint_strength_name(s),
				 unit_of(c, i)->when)) {
			mbuf_release(&mb);
			if (mbuf_failed(&mb))
				return -ENOMEM;
			continue;
		}
		f = add_fact(c, i, MAINT_FACT_TRAILER, mb.buf,
			     maint_strength_name(s), tok_line(u, k));
		mbuf_release(&mb);
		if (!f)
			return -ENOMEM;
		if (k >= 3 && mnt_tok_match(u, k - 3, "at least"))
			f->number = strtoul(u->tok[k - 1].w, NULL, 10) ?
					    strtoul(u->tok[k - 1].w, NULL, 10) :
				    !strcmp(u->tok[k - 1].w, "two")   ? 2 :
				    !strcmp(u->tok[k - 1].w, "three") ? 3 :
									1;
		/* a Fixes: tag is about fixes, whatever else it says */
		if (!strcmp(name, "Fixes") && f->cond == MAINT_COND_NONE)
			f->cond = MAINT_COND_FIXES;
		{
			char *nv = strdup(name);

			if (set_values(c->p, f, &nv, 1))
				return -ENOMEM;
		}
		break;
	}
	return 0;
}

/* Cover letters, version notes */

static int cover_facts(struct fctx *c, size_t i)
{
	const struct mnt_unit *u = &c->us->u[i];
	enum maint_strength s = unit_strength(c, i);
	size_t k = mnt_tok_find(u, 0, u->ntok, "cover letter*"), b;
	struct maint_fact *f;
	char *v = NULL;

	if (k == NONE || !contributor(u) || s == MAINT_STRENGTH_NONE ||
	    negative(s) || in_example(u, k))
		return 0;
	/* "a single patch is not required to have a cover letter" */
	if (s == MAINT_STRENGTH_ALLOWED &&
	    mnt_tok_find(u, 0, u->ntok, "single patch") != NONE) {
		if (have_fact(c->p, MAINT_FACT_COVER_LETTER, NULL,
			      MAINT_COND_SERIES_MIN))
			return 0;
		f = add_fact(c, i, MAINT_FACT_COVER_LETTER, "required",
			     "required", 0);
		if (!f)
			return -ENOMEM;
		f->strength = MAINT_STRENGTH_REQUIRED;
		f->cond = MAINT_COND_SERIES_MIN;
		f->number2 = 2;
		f->when = "not for a series of a single patch";
		return 0;
	}
	if (s == MAINT_STRENGTH_ALLOWED)
		return 0;
	/* "X in the cover letter": X; "the cover letter should state X" */
	if (k >= 2 && mnt_tok_is(&u->tok[k - 1], "the") &&
	    mnt_tok_is(&u->tok[k - 2], "in")) {
		for (b = k - 2; b > 0 && b + 8 > k; b--) {
			const char *w = u->tok[b - 1].w;

			if (!strcmp(w, "a") || !strcmp(w, "an")) {
				v = tok_text(u, b - 1, k - 2);
				break;
			}
			if (u->tok[b - 1].punct)
				break;
		}
	} else {
		for (b = k + 2; b < u->ntok && b < k + 5; b++)
			if (mnt_tok_is(&u->tok[b], "should") ||
			    mnt_tok_is(&u->tok[b], "must"))
				break;
		if (b < u->ntok && b < k + 5) {
			size_t e = b + 1;

			while (e < u->ntok && !(u->tok[e].punct &&
						strchr(",;.", u->tok[e].w[0])))
				e++;
			v = tok_text(u, b + 1, e);
		}
	}
	if (!v)
		v = strdup(maint_strength_name(s));
	if (!v)
		return -ENOMEM;
	if (have_value(c->p, MAINT_FACT_COVER_LETTER, v)) {
		free(v);
		return 0;
	}
	f = add_fact(c, i, MAINT_FACT_COVER_LETTER, v, maint_strength_name(s),
		     0);
	free(v);
	return f ? 0 : -ENOMEM;
}

/* A line "---" (indented or not) in a literal block. */
static bool dashes_line(const char *t)
{
	for (const char *l = t; l;
	     l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
		const char *q = l + strspn(l, " \t");

		if (!strncmp(q, "---", 3) &&
		    (q[3] == '\n' || !q[3] || q[3] == ' '))
			return true;
	}
	return false;
}

static int changelog_facts(struct fctx *c, size_t i)
{
	const struct mnt_unit *u = &c->us->u[i];
	enum maint_strength s = unit_strength(c, i);
	bool below;
	struct maint_fact *f;

	if (!asks(c, i) || negative(s) || s == MAINT_STRENGTH_ALLOWED ||
	    have_fact(c->p, MAINT_FACT_CHANGELOG, NULL, MAINT_COND_NONE))
		return 0;
	if (mnt_tok_find(u, 0, u->ntok, "change log") == NONE &&
	    !(mnt_tok_find(u, 0, u->ntok, "changelog") != NONE &&
	      mnt_tok_find(u, 0, u->ntok, "version*") != NONE))
		return 0;
	if (mnt_tok_find(u, 0, u->ntok, "version*") == NONE &&
	    mnt_tok_find(u, 0, u->ntok, "posting*") == NONE)
		return 0;
	below = strstr(u->text, "---") ||
		(u->literal && dashes_line(u->literal->text));
	f = add_fact(c, i, MAINT_FACT_CHANGELOG,
		     below ? "below ---" : "with each new version",
		     maint_strength_name(s), 0);
	return f ? 0 : -ENOMEM;
}

/* Settling */

/* Drop fact i (and its unit record). */
static void drop_fact(struct fctx *c, size_t i)
{
	struct maint_profile *p = c->p;

	memmove(&p->facts[i], &p->facts[i + 1],
		(p->nfacts - i - 1) * sizeof(*p->facts));
	memmove(&c->us->fact_unit[i], &c->us->fact_unit[i + 1],
		(p->nfacts - i - 1) * sizeof(*c->us->fact_unit));
	p->nfacts--;
}

/* "can be sent any time, but ... before -rc4": the -rc wins. */
static void settle_rc_new(struct fctx *c)
{
	struct maint_profile *p = c->p;

	for (size_t i = 0; i < p->nfacts; i++) {
		const struct maint_fact *f = &p->facts[i];

		if (f->kind != MAINT_FACT_RC_NEW ||
		    strcmp(f->value, "any time"))
			continue;
		for (size_t k = 0; k < p->nfacts; k++)
			if (p->facts[k].kind == MAINT_FACT_RC_NEW && k != i &&
			    p->facts[k].cond == f->cond &&
			    strcmp(p->facts[k].value, "any time")) {
				drop_fact(c, i--);
				break;
			}
	}
}

static int unit_facts(struct fctx *c, size_t i)
{
	const struct mnt_unit *u = &c->us->u[i];
	int ret;

	if (!u->ntok || u->question || (u->example && u->into == NONE))
		return 0;
	ret = rc_facts(c, i);
	if (!ret)
		ret = closed_facts(c, i);
	if (!ret)
		ret = ping_facts(c, i);
	if (!ret)
		ret = cleanup_facts(c, i);
	if (!ret)
		ret = test_facts(c, i);
	if (!ret)
		ret = base_facts(c, i);
	if (!ret)
		ret = tag_facts(c, i);
	if (!ret)
		ret = prefix_facts(c, i);
	if (!ret)
		ret = style_facts(c, i);
	if (!ret)
		ret = series_facts(c, i);
	if (!ret)
		ret = repost_facts(c, i);
	if (!ret)
		ret = trailer_facts(c, i);
	if (!ret)
		ret = cover_facts(c, i);
	if (!ret)
		ret = changelog_facts(c, i);
	return ret;
}

int mnt_facts_from_units(struct mnt_units *us)
{
	struct fctx c = { .us = us, .p = us->p };
	struct maint_profile *p = us->p;
	size_t i, j;
	int ret = 0, pass;

	/* the body first: a tl;dr only adds what the body does not say */
	for (pass = 0; pass < 2 && !ret; pass++)
		for (i = 0; i < us->n && !ret; i++)
			if (us->u[i].tldr == (pass == 1))
				ret = unit_facts(&c, i);
	if (ret)
		return ret;
	settle_rc_new(&c);
	base_otherwise(&c);
	closed_rfc(&c);
	/* by kind, then line; stable (insertion sort, few facts) */
	for (i = 1; i < p->nfacts; i++) {
		struct maint_fact t = p->facts[i];
		size_t tu = us->fact_unit[i];

		for (j = i; j && (p->facts[j - 1].kind > t.kind ||
				  (p->facts[j - 1].kind == t.kind &&
				   p->facts[j - 1].line > t.line));
		     j--) {
			p->facts[j] = p->facts[j - 1];
			us->fact_unit[j] = us->fact_unit[j - 1];
		}
		p->facts[j] = t;
		us->fact_unit[j] = tu;
	}
	return 0;
}
