// SPDX-License-Identifier: GPL-2.0-only
/*
 * The brief: what a contributor needs first from the rules that apply to
 * a patch (maint_rset), in six parts: where to send, what to base on,
 * whether the tree is open now, the subject, the required builds and
 * tests, and what not to do; each line from a typed fact or a rule of a
 * profile, with its condition and file:line.  Rules a more specific
 * profile overrides are left out.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "maint.h"
#include "mbuf.h"
#include "util.h"

/* A rule's sentence is cut after this many bytes (at a word). */
#define BRIEF_TEXT_MAX 160

struct maint_brief {
	struct maint_brief_item *v;
	size_t n, alloc;
	char **strs;
	size_t nstrs, strs_alloc;
};

static const char *const what_labels[MAINT_BRIEF_COUNT] = {
	[MAINT_BRIEF_SEND] = "send to",
	[MAINT_BRIEF_BASE] = "base on",
	[MAINT_BRIEF_NOW] = "now",
	[MAINT_BRIEF_SUBJECT] = "subject",
	[MAINT_BRIEF_TESTS] = "builds and tests",
	[MAINT_BRIEF_DONT] = "don't",
};

const char *maint_brief_what_label(enum maint_brief_what w)
{
	return (unsigned int)w < MAINT_BRIEF_COUNT ? what_labels[w] : "?";
}

static const char *own_str(struct maint_brief *b, char *s)
{
	if (!s || ALLOC_GROW(b->strs, b->nstrs + 1, b->strs_alloc)) {
		free(s);
		return NULL;
	}
	b->strs[b->nstrs++] = s;
	return s;
}

static int add(struct maint_brief *b, enum maint_brief_what what,
	       const char *text, const struct maint_rule *r,
	       const struct maint_fact *f, const char *state)
{
	struct maint_brief_item *it;

	if (!text)
		return -ENOMEM;
	for (size_t i = 0; i < b->n; i++) {
		const char *w1 = b->v[i].when, *w2 = f ? f->when :
						     r ? r->when :
							 NULL;

		if (b->v[i].what == what && !strcmp(b->v[i].text, text) &&
		    !strcmp(w1 ? w1 : "", w2 ? w2 : ""))
			return 0;
	}
	if (ALLOC_GROW(b->v, b->n + 1, b->alloc))
		return -ENOMEM;
	it = &b->v[b->n++];
	memset(it, 0, sizeof(*it));
	it->what = what;
	it->text = text;
	it->rule = r;
	it->fact = f;
	it->state = state;
	it->when = f ? f->when : r ? r->when : NULL;
	it->file = f ? f->file : r ? r->file : NULL;
	it->line = f ? f->line : r ? r->line : 0;
	return 0;
}

/* A rule's first sentence, cut at a word past BRIEF_TEXT_MAX. */
static char *sentence(const char *t)
{
	struct mbuf mb = MBUF_INIT;
	size_t n = strlen(t), cut = n;

	for (size_t i = 0; i + 1 < n; i++)
		if (strchr(".!?", t[i]) && t[i + 1] == ' ' && i > 20 &&
		    !(i >= 3 && (!strncmp(t + i - 3, "e.g", 3) ||
				 !strncmp(t + i - 3, "i.e", 3) ||
				 !strncmp(t + i - 3, "etc", 3)))) {
			cut = i + 1;
			break;
		}
	if (cut <= BRIEF_TEXT_MAX)
		return mnt_strndup(t, cut);
	cut = BRIEF_TEXT_MAX;
	while (cut > 40 && t[cut] != ' ')
		cut--;
	mbuf_add(&mb, t, cut);
	mbuf_adds(&mb, " ...");
	return mbuf_failed(&mb) ? NULL : mbuf_detach(&mb, NULL);
}

/* The rule set's entry of rule r, or NULL. */
static const struct maint_rset_rule *entry(const struct maint_rset *rs,
					   const struct maint_rule *r)
{
	for (size_t i = 0; r && i < maint_rset_nrules(rs); i++)
		if (maint_rset_rule(rs, i)->rule == r)
			return maint_rset_rule(rs, i);
	return NULL;
}

static bool applies(const struct maint_rset *rs, const struct maint_rule *r)
{
	const struct maint_rset_rule *e = entry(rs, r);

	return e && !e->overridden_by && r->to == MAINT_TO_CONTRIBUTOR;
}

/* A fact's condition agrees with the kind of change. */
static bool for_change(enum maint_fact_cond c, enum maint_change ch)
{
	return !((c == MAINT_COND_FIXES && ch == MAINT_CHANGE_FEATURE) ||
		 (c == MAINT_COND_FEATURES && ch == MAINT_CHANGE_FIX));
}

/* "-rc5" -> 5, else 0 */
static int rc_of(const char *v)
{
	return !strncmp(v, "-rc", 3) ? atoi(v + 3) : 0;
}

/* Whether a closed phase holds on the cycle: "closed now", "open". */
static const char *closed_state(const struct maint_fact *f,
				const struct maint_cycle *c)
{
	int rc = rc_of(f->value);
	bool now;

	if (!c || c->phase == MAINT_PHASE_UNKNOWN)
		return NULL;
	if (!strcmp(f->value, "merge window"))
		now = c->phase == MAINT_PHASE_MERGE_WINDOW;
	else if (rc)
		now = c->phase == MAINT_PHASE_RC && c->rc >= rc;
	else
		return NULL;
	if (!now)
		return "open";
	return f->level && !strcmp(f->level, "soft") ? "soft close now" :
						       "closed now";
}

static int fact_line(struct maint_brief *b, const struct maint_fact *f,
		     enum maint_brief_what what, const struct maint_cycle *c)
{
	struct mbuf mb = MBUF_INIT;
	const char *state = NULL;

	switch (f->kind) {
	case MAINT_FACT_SUBJECT_TAG:
		mbuf_addf(&mb, "[PATCH %s]", f->value);
		if (f->level)
			mbuf_addf(&mb, " for %s", f->level);
		break;
	case MAINT_FACT_SUBJECT_PREFIX:
		mbuf_addf(&mb, "prefix %s", f->value);
		for (size_t k = 0; k < f->nvalues; k++)
			mbuf_addf(&mb, "%s%s",
				  k ? ", " : " (topic: ", f->values[k]);
		if (f->nvalues)
			mbuf_addch(&mb, ')');
		break;
	case MAINT_FACT_SUMMARY_STYLE:
		mbuf_addf(&mb, "summary: %s", f->value);
		break;
	case MAINT_FACT_CLOSED:
		mbuf_addf(&mb, "closed: %s", f->value);
		if (f->nvalues)
			mbuf_addf(&mb, " (%s)", f->values[0]);
		if (f->level && !strcmp(f->level, "soft"))
			mbuf_adds(&mb, ", a soft close");
		else if (f->level)
			mbuf_addf(&mb, ", except %s", f->level);
		state = closed_state(f, c);
		break;
	case MAINT_FACT_RC_NEW:
		/* "Bug fixes may be sent at any time": fixes, not features */
		mbuf_addf(&mb, "%s: %s%s",
			  f->cond == MAINT_COND_FIXES ? "fixes" :
							"new features",
			  rc_of(f->value) ? "before " : "", f->value);
		break;
	case MAINT_FACT_RC_MERGE:
		mbuf_addf(&mb, "merged or stabilized by %s", f->value);
		break;
	default:
		mbuf_adds(&mb, f->value);
		if (f->url)
			mbuf_addf(&mb, " <%s>", f->url);
		break;
	}
	if (mbuf_failed(&mb))
		return -ENOMEM;
	return add(b, what, own_str(b, mbuf_detach(&mb, NULL)), f->rule, f,
		   state);
}

/* The deadline for new features on the cycle, from when.c. */
static int deadline(struct maint_brief *b, const struct maint_profile *p,
		    const struct maint_cycle *c)
{
	const struct maint_deadline *dl;
	const struct maint_when *w;
	struct mbuf mb = MBUF_INIT;
	char day[16] = "";
	const char *state;
	int ret;

	if (!c || c->phase == MAINT_PHASE_UNKNOWN)
		return 0;
	if (maint_when_eval(p, c, -1, &w))
		return -ENOMEM;
	dl = w->feature;
	if (!dl->fact || dl->date < 0) {
		maint_when_free(w);
		return 0;
	}
	maint_date_format(dl->date, day);
	mbuf_addf(&mb, "new features: before %s (%s%s)", dl->fact->value,
		  dl->tagged ? "" : "about ", day);
	state = dl->passed ? "passed" : "open";
	if (mbuf_failed(&mb)) {
		maint_when_free(w);
		return -ENOMEM;
	}
	/* the deadline's own line, when there is one, says it with its date */
	for (size_t i = 0; i < b->n; i++) {
		struct maint_brief_item *it = &b->v[i];

		if (it->what == MAINT_BRIEF_NOW && it->fact == dl->fact) {
			it->text = own_str(b, mbuf_detach(&mb, NULL));
			it->state = state;
			maint_when_free(w);
			return it->text ? 0 : -ENOMEM;
		}
	}
	ret = add(b, MAINT_BRIEF_NOW, own_str(b, mbuf_detach(&mb, NULL)),
		  dl->fact->rule, dl->fact, state);
	maint_when_free(w);
	return ret;
}

static bool dont_kind(enum maint_rule_kind k)
{
	return k != MAINT_RULE_CODING_STYLE && k != MAINT_RULE_COMMENT_STYLE &&
	       k != MAINT_RULE_COMMIT_MESSAGE && k != MAINT_RULE_OTHER &&
	       k != MAINT_RULE_DOCS;
}

static int rule_lines(struct maint_brief *b, const struct maint_rset *rs)
{
	int ret = 0;

	for (size_t i = 0; i < maint_rset_nrules(rs) && !ret; i++) {
		const struct maint_rset_rule *e = maint_rset_rule(rs, i);
		const struct maint_rule *r = e->rule;
		bool dont;

		if (e->overridden_by || r->to != MAINT_TO_CONTRIBUTOR)
			continue;
		dont = dont_kind(r->kind) &&
		       (r->strength == MAINT_STRENGTH_FORBIDDEN ||
			(r->strength == MAINT_STRENGTH_DISCOURAGED &&
			 (r->kind == MAINT_RULE_SERIES_MAX ||
			  r->kind == MAINT_RULE_REPOST_WAIT ||
			  r->kind == MAINT_RULE_RESEND ||
			  r->kind == MAINT_RULE_PING_HOW ||
			  r->kind == MAINT_RULE_TRAILER)) ||
			(r->kind == MAINT_RULE_THREADING &&
			 r->strength != MAINT_STRENGTH_ALLOWED));
		if (dont)
			ret = add(b, MAINT_BRIEF_DONT,
				  own_str(b, sentence(r->text)), r, NULL, NULL);
		else if ((r->kind == MAINT_RULE_RECIPIENTS ||
			  r->kind == MAINT_RULE_ROUTING) &&
			 (r->strength == MAINT_STRENGTH_REQUIRED ||
			  r->strength == MAINT_STRENGTH_RECOMMENDED ||
			  r->strength == MAINT_STRENGTH_ALLOWED))
			ret = add(b, MAINT_BRIEF_SEND,
				  own_str(b, sentence(r->text)), r, NULL, NULL);
	}
	return ret;
}

static bool soft_close_at(const struct maint_profile *p, unsigned int line)
{
	for (size_t i = 0; i < maint_profile_nfacts(p); i++) {
		const struct maint_fact *f = maint_profile_fact(p, i);

		if (f->kind == MAINT_FACT_CLOSED && f->line == line &&
		    f->level && !strcmp(f->level, "soft"))
			return true;
	}
	return false;
}

static int fact_lines(struct maint_brief *b, const struct maint_rset *rs,
		      const struct maint_cycle *c, enum maint_change ch)
{
	int ret = 0;

	for (size_t d = 0; d < maint_rset_ndocs(rs) && !ret; d++) {
		const struct maint_profile *p = maint_rset_doc(rs, d)->prof;

		for (size_t i = 0; i < maint_profile_nfacts(p) && !ret; i++) {
			const struct maint_fact *f = maint_profile_fact(p, i);
			enum maint_brief_what what;

			if (!f->rule || !applies(rs, f->rule) ||
			    !for_change(f->cond, ch))
				continue;
			switch (f->kind) {
			case MAINT_FACT_BASE:
				what = MAINT_BRIEF_BASE;
				break;
			case MAINT_FACT_RC_MERGE:
				/* a soft close says it as a closed phase */
				if (soft_close_at(p, f->line))
					continue;
				what = MAINT_BRIEF_NOW;
				break;
			case MAINT_FACT_CLOSED:
			case MAINT_FACT_RC_NEW:
				what = MAINT_BRIEF_NOW;
				break;
			case MAINT_FACT_SUBJECT_TAG:
			case MAINT_FACT_SUBJECT_PREFIX:
			case MAINT_FACT_SUMMARY_STYLE:
				what = MAINT_BRIEF_SUBJECT;
				break;
			case MAINT_FACT_TEST:
				if (f->strength != MAINT_STRENGTH_REQUIRED)
					continue;
				what = MAINT_BRIEF_TESTS;
				break;
			case MAINT_FACT_TRAILER:
				/* Cc: stable as a tag, never by mail */
				if (!f->level || strcmp(f->level, "tag-only"))
					continue;
				ret = add(
					b, MAINT_BRIEF_DONT,
					"no Cc: to stable@vger.kernel.org by mail: "
					"the Cc: stable tag only",
					f->rule, f, NULL);
				continue;
			default:
				continue;
			}
			ret = fact_line(b, f, what, c);
		}
		if (!ret && maint_rset_doc(rs, d)->own)
			ret = deadline(b, p, c);
	}
	return ret;
}

int maint_brief_new(struct maint_brief **out, const struct maint_rset *rs,
		    const struct maint_cycle *c, enum maint_change change)
{
	struct maint_brief *b = calloc(1, sizeof(*b));
	int ret;

	*out = NULL;
	if (!b)
		return -ENOMEM;
	ret = fact_lines(b, rs, c, change);
	if (!ret)
		ret = rule_lines(b, rs);
	if (ret) {
		maint_brief_free(b);
		return ret;
	}
	/* by part, each part in the order found (a stable sort) */
	for (size_t i = 1; i < b->n; i++) {
		struct maint_brief_item t = b->v[i];
		size_t j = i;

		while (j && b->v[j - 1].what > t.what) {
			b->v[j] = b->v[j - 1];
			j--;
		}
		b->v[j] = t;
	}
	*out = b;
	return 0;
}

void maint_brief_free(struct maint_brief *b)
{
	if (!b)
		return;
	for (size_t i = 0; i < b->nstrs; i++)
		free(b->strs[i]);
	free(b->strs);
	free(b->v);
	free(b);
}

size_t maint_brief_nitems(const struct maint_brief *b)
{
	return b->n;
}

const struct maint_brief_item *maint_brief_item(const struct maint_brief *b,
						size_t i)
{
	return i < b->n ? &b->v[i] : NULL;
}
