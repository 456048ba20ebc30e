// SPDX-License-Identifier: GPL-2.0-only
/*
 * The rules of a Maintainer Entry Profile, read from its prose.
 *
 * The prose is cut into units: sentences, and list items (comments,
 * literal blocks and tables are not prose; a block quote inside a sentence
 * is part of it).  Lines are joined, a word broken by a line-end hyphen is
 * made whole again.  Each unit is then read in the same way, whatever the
 * document:
 *
 * - its clauses: leading conditions ("If ...,", "For changes that ...,",
 *   "When ...,"), the main clause, a trailing condition ("... if ...",
 *   "... unless ...", "... for fixes"), and the subject of the main clause;
 * - how strongly it asks: modal words and their negation ("must",
 *   "should not", "isn't strictly required", "No X should"), evaluative
 *   words ("preferred", "discouraged", "considered rude"), the imperative
 *   ("Order the variable declaration lines ...", "Do not ...");
 * - whom it addresses: the contributor (the imperative, "you", patches,
 *   changes), or the maintainers' own practice ("the maintainers apply
 *   ...", "we", "I"), reviewers; maintainers who ask something of others
 *   ("we expect", "the maintainers discourage") address the contributor;
 * - its condition: the clauses above and a restrictive subject ("fixes
 *   that target mainline", "changes that touch ... .rst files"), typed as
 *   fixes, features or paths when they say no more than that;
 * - its kind, by the words it and its headings use (rulewords.c).
 *
 * Then: a sentence that only explains the rule before it ("This is
 * because ...") is folded into it, list items that are not rules on their
 * own (examples, reasons, alternatives) into the rule introducing them,
 * and a tl;dr item into the rule it repeats.  Nothing is read from one
 * document's wording: the word lists are about English and kernel
 * process, and the tests run the reader over documents it was not tuned
 * on.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "profile/rules.h"
#include "maint.h"
#include "mbuf.h"
#include "profile/facts.h"
#include "profile/profile.h"
#include "profile/pstore.h"
#include "profile/rst.h"
#include "profile/rulewords.h"
#include "profile/units.h"
#include "util.h"

/* Bounds: sentences read per profile, words per sentence, the look back
 * for a list's lead-in (paragraphs). */
#define MNT_RULES_MAX_UNITS 20000
#define MNT_UNIT_MAX_TOKENS 256
#define MNT_LEAD_LOOKBACK 200

#define NONE ((size_t)-1)

const char *maint_addressee_name(enum maint_addressee a)
{
	switch (a) {
	case MAINT_TO_CONTRIBUTOR:
		return "contributor";
	case MAINT_TO_MAINTAINER:
		return "maintainer";
	case MAINT_TO_REVIEWER:
		return "reviewer";
	}
	return "?";
}

enum maint_rule_kind maint_rule_kind_of(const struct maint_rule *r)
{
	return r->kind;
}

enum maint_strength maint_rule_strength(const struct maint_rule *r)
{
	return r->strength;
}

const char *maint_rule_condition(const struct maint_rule *r,
				 enum maint_fact_cond *typed)
{
	if (typed)
		*typed = r->cond;
	return r->when;
}

/* Units: cutting the prose */

/* Text being built with the line each of its source lines starts on. */
struct lbuf {
	struct mbuf mb;
	struct mnt_lmark *lm;
	size_t nlm, alloc;
};

static int lbuf_mark(struct lbuf *b, unsigned int line)
{
	if (b->nlm && b->lm[b->nlm - 1].off == b->mb.len) {
		b->lm[b->nlm - 1].line = line;
		return 0;
	}
	if (ALLOC_GROW(b->lm, b->nlm + 1, b->alloc))
		return -ENOMEM;
	b->lm[b->nlm].off = (unsigned int)b->mb.len;
	b->lm[b->nlm].line = line;
	b->nlm++;
	return 0;
}

/*
 * Append a paragraph's lines: a blank between them, none where a word
 * was broken with a hyphen at the end of a line ("clean-" "ups").
 */
static int lbuf_para(struct lbuf *b, const char *text, unsigned int line)
{
	const char *l = text;

	while (l) {
		const char *e = strchr(l, '\n');
		size_t len = e ? (size_t)(e - l) : strlen(l);
		size_t n = b->mb.len;
		bool join = n >= 2 && b->mb.buf[n - 1] == '-' &&
			    isalpha((unsigned char)b->mb.buf[n - 2]) &&
			    islower((unsigned char)*l);

		if (n && !join)
			mbuf_addch(&b->mb, ' ');
		if (lbuf_mark(b, line))
			return -ENOMEM;
		mbuf_add(&b->mb, l, len);
		line++;
		l = e ? e + 1 : NULL;
	}
	return mbuf_failed(&b->mb) ? -ENOMEM : 0;
}

static const char *const abbrevs[] = {
	"e.g", "i.e", "etc", "a.k.a", "aka",  "vs",  "ex", "cf", "approx",
	"mr",  "dr",  "al",  "resp",  "incl", "esp", "no", "eg", "ie",
};

/* The word before offset i (letters and dots), as written. */
static bool abbrev_before(const char *t, size_t i)
{
	size_t b = i, k;

	while (b && (isalpha((unsigned char)t[b - 1]) || t[b - 1] == '.'))
		b--;
	for (k = 0; k < ARRAY_SIZE(abbrevs); k++)
		if (strlen(abbrevs[k]) == i - b &&
		    !strncasecmp(t + b, abbrevs[k], i - b))
			return true;
	return false;
}

/* The word before t[i] is all lower-case letters ("amendment", not "Fixes"). */
static bool lower_word_before(const char *t, size_t i)
{
	size_t b = i;

	while (b && isalpha((unsigned char)t[b - 1]))
		b--;
	if (b == i || (b && !isspace((unsigned char)t[b - 1])))
		return false;
	for (size_t k = b; k < i; k++)
		if (!islower((unsigned char)t[k]))
			return false;
	return true;
}

/*
 * A sentence ends at [.!?] before blanks and something that can start
 * one (an upper-case letter, a digit, markup, a quote or bracket), or
 * at "; " before "however", "but" or "otherwise" (a clause of its own).
 * Returns the offset just past its end (closing quotes and brackets
 * included), 0 when it does not end at i.
 */
static size_t sentence_end(const char *t, size_t i)
{
	size_t j = i + 1, end;

	/* "..., with one amendment: lead with a short blurb ..." */
	if (t[i] == ':' && t[j] == ' ' && lower_word_before(t, i)) {
		char w[24];
		size_t n = 0;

		while (t[j] == ' ')
			j++;
		while (n + 1 < sizeof(w) && islower((unsigned char)t[j + n])) {
			w[n] = t[j + n];
			n++;
		}
		w[n] = '\0';
		if (n && t[j + n] == ' ' && mnt_word_imperative(w) &&
		    !mnt_word_notice(w) && strcmp(w, "the") && strcmp(w, "be"))
			return i + 1;
		return 0;
	}
	/* "..., however if X then Y": a clause of its own */
	if (t[i] == ',' && !strncasecmp(t + j, " however", 8) &&
	    !isalpha((unsigned char)t[j + 8]))
		return i + 1;
	/* "X is fine, but for Y, development should ...": two rules */
	if (t[i] == ',' && !strncmp(t + j, " but ", 5)) {
		static const char *const open[] = {
			"for ", "if ", "when ", "unless ", "where ", NULL,
		};

		for (size_t k = 0; open[k]; k++)
			if (!strncasecmp(t + j + 5, open[k], strlen(open[k])))
				return i + 1;
		return 0;
	}
	if (t[i] == ';' && t[j] == ' ') {
		while (t[j] == ' ')
			j++;
		if (!strncasecmp(t + j, "however", 7) ||
		    !strncasecmp(t + j, "but ", 4) ||
		    !strncasecmp(t + j, "otherwise", 9))
			return i + 1;
		return 0;
	}
	if (!strchr(".!?", t[i]))
		return 0;
	while (t[j] && strchr(")\"'*`_", t[j]))
		j++;
	end = j;
	if (t[j] != ' ')
		return 0;
	while (t[j] == ' ')
		j++;
	if (!t[j])
		return 0;
	if (t[i] == '.' && abbrev_before(t, i))
		return 0;
	if (!(isupper((unsigned char)t[j]) || isdigit((unsigned char)t[j]) ||
	      strchr("`*\"'(:[", t[j]) || (unsigned char)t[j] >= 0x80))
		return 0;
	return end;
}

/* Collapse runs of blanks, trim. */
static void squeeze(char *v)
{
	char *r = v, *w = v;

	while (*r == ' ')
		r++;
	for (; *r; r++) {
		if (*r == ' ' && (w == v || w[-1] == ' '))
			continue;
		*w++ = *r;
	}
	while (w > v && w[-1] == ' ')
		w--;
	*w = '\0';
}

static int add_unit(struct mnt_units *us, const struct lbuf *b, size_t from,
		    size_t to, size_t sec, size_t para)
{
	struct mnt_unit *u;
	size_t k;

	if (us->n >= MNT_RULES_MAX_UNITS) {
		us->capped = true;
		return 0;
	}
	while (from < to && isspace((unsigned char)b->mb.buf[from]))
		from++;
	while (to > from && isspace((unsigned char)b->mb.buf[to - 1]))
		to--;
	if (from == to)
		return 0;
	if (ALLOC_GROW(us->u, us->n + 1, us->alloc))
		return -ENOMEM;
	u = &us->u[us->n];
	memset(u, 0, sizeof(*u));
	u->section = sec;
	u->para = para;
	u->lead = NONE;
	u->into = NONE;
	u->rule = NONE;
	u->tldr_of = NONE;
	u->raw = mnt_strndup(b->mb.buf + from, to - from);
	u->text = mnt_strndup(b->mb.buf + from, to - from);
	u->lm = calloc(b->nlm ? b->nlm : 1, sizeof(*u->lm));
	if (!u->raw || !u->text || !u->lm) {
		free(u->raw);
		free(u->text);
		free(u->lm);
		return -ENOMEM;
	}
	for (k = 0; k < b->nlm; k++) {
		unsigned int off = b->lm[k].off;

		if (off >= to)
			break;
		if (off <= from) {
			u->nlm = 0;
			off = (unsigned int)from;
		}
		u->lm[u->nlm].off = off - (unsigned int)from;
		u->lm[u->nlm].line = b->lm[k].line;
		u->nlm++;
	}
	u->line = mnt_unit_line(u, 0);
	u->end_line = mnt_unit_line(u, to - from - 1);
	mnt_rst_clean(u->text);
	squeeze(u->text);
	/* "... as follows::" keeps one colon */
	k = strlen(u->text);
	if (k >= 2 && !strcmp(u->text + k - 2, "::"))
		u->text[k - 1] = '\0';
	us->n++;
	return 0;
}

/* The sentences of a paragraph (or a group of them) as units. */
static int para_units(struct mnt_units *us, const struct lbuf *b, size_t sec,
		      size_t para, const struct mnt_para *pa)
{
	const char *t = b->mb.buf ? b->mb.buf : "";
	size_t i, start = 0, first = us->n, e;
	int ret = 0;

	for (i = 0; t[i] && !ret; i++) {
		e = sentence_end(t, i);
		if (!e)
			continue;
		ret = add_unit(us, b, start, e, sec, para);
		start = e;
		i = e - 1;
	}
	if (!ret)
		ret = add_unit(us, b, start, strlen(t), sec, para);
	if (ret || us->n == first)
		return ret;
	for (i = first; i < us->n; i++)
		us->u[i].item = pa->bullet;
	us->u[first].first_in_para = true;
	us->u[us->n - 1].last_in_para = true;
	us->u[us->n - 1].lead_in = pa->lead_in;
	return 0;
}

static bool prose(const struct mnt_para *p)
{
	return !p->literal && !p->table;
}

/* Ends like a sentence or a lead-in. */
static bool para_closed(const struct mnt_para *p)
{
	size_t n = strlen(p->text);

	while (n && strchr(")\"'*`_", p->text[n - 1]))
		n--;
	return n && strchr(".!?", p->text[n - 1]);
}

/*
 * How many paragraphs from k make one run of text: a sentence broken by
 * a block quote (a path, a URL, a command on its own indented line) goes
 * on after it when the next paragraph starts in lower case.
 */
static size_t para_run(const struct mnt_para *pa, size_t np, size_t k)
{
	const struct mnt_para *a = &pa[k];

	if (!prose(a) || a->bullet || para_closed(a) || k + 1 >= np)
		return 1;
	if (!prose(&pa[k + 1]) || pa[k + 1].bullet ||
	    pa[k + 1].indent <= a->indent)
		return 1;
	if (k + 2 < np && prose(&pa[k + 2]) && !pa[k + 2].bullet &&
	    pa[k + 2].indent == a->indent &&
	    islower((unsigned char)pa[k + 2].text[0]))
		return 3;
	return a->lead_in ? 1 : 2;
}

/* The unit introducing the list item of paragraph k, or NONE. */
static size_t item_lead(const struct mnt_para *pa, const size_t *last, size_t k)
{
	size_t bi = pa[k].indent >= 2 ? pa[k].indent - 2 : 0, j;

	for (j = k; j-- > 0 && j + MNT_LEAD_LOOKBACK > k;) {
		if (!prose(&pa[j]) || last[j] == NONE)
			continue;
		if (pa[j].indent <= bi ||
		    (!pa[j].bullet && pa[j].indent <= pa[k].indent &&
		     pa[j].indent < pa[k].indent))
			return last[j];
	}
	return NONE;
}

static bool tldr_heading(const char *h)
{
	return strcasestr(h, "tl;dr") || strcasestr(h, "tldr");
}

static int section_units(struct mnt_units *us, size_t sec, size_t *para)
{
	const struct maint_psection *ps = &us->p->secs[sec];
	struct mnt_para *pa;
	size_t np, k, *last;
	bool tldr = false;
	int ret;

	for (size_t s = sec; s != NONE; s = us->p->parent[s])
		tldr |= tldr_heading(us->p->secs[s].heading);
	ret = mnt_rst_paragraphs(ps->body, ps->body_line, &pa, &np);
	if (ret)
		return ret;
	us->paras[sec] = pa;
	us->nparas[sec] = np;
	last = calloc(np ? np : 1, sizeof(*last));
	if (!last)
		return -ENOMEM;
	for (k = 0; k < np && !ret;) {
		struct lbuf b = { .mb = MBUF_INIT };
		size_t run, j, first = us->n;

		last[k] = NONE;
		/*
		 * A line quoted on its own below the text (a command, a URL,
		 * a path): shown, not read as a sentence.
		 */
		if (k && prose(&pa[k]) && !pa[k].bullet &&
		    pa[k].line == pa[k].end_line && prose(&pa[k - 1]) &&
		    pa[k].indent > pa[k - 1].indent && !para_closed(&pa[k]) &&
		    us->n > 0 && us->u[us->n - 1].section == sec) {
			if (!us->u[us->n - 1].literal) {
				pa[k].literal = true;
				us->u[us->n - 1].literal = &pa[k];
			}
			k++;
			continue;
		}
		if (!prose(&pa[k])) {
			/* a literal block or table: the unit before it */
			if (us->n > 0 && us->u[us->n - 1].section == sec) {
				struct mnt_unit *u = &us->u[us->n - 1];

				if (pa[k].literal && !u->literal)
					u->literal = &pa[k];
				if (pa[k].table && !u->table)
					u->table = &pa[k];
			}
			k++;
			continue;
		}
		run = para_run(pa, np, k);
		for (j = k; j < k + run && !ret; j++)
			ret = lbuf_para(&b, pa[j].text, pa[j].line);
		if (!ret)
			ret = para_units(us, &b, sec, (*para)++, &pa[k]);
		mbuf_release(&b.mb);
		free(b.lm);
		for (j = first; j < us->n; j++)
			us->u[j].tldr = tldr;
		if (us->n > first) {
			if (pa[k].bullet)
				for (j = first; j < us->n; j++)
					us->u[j].lead = item_lead(pa, last, k);
			for (j = k; j < k + run; j++)
				last[j] = us->n - 1;
		}
		k += run;
	}
	free(last);
	return ret;
}

static void units_free(struct mnt_units *us)
{
	size_t i;

	for (i = 0; i < us->n; i++) {
		struct mnt_unit *u = &us->u[i];

		free(u->raw);
		free(u->text);
		free(u->lm);
		free(u->tok);
		free(u->arena);
		free(u->when);
		free(u->cond_value);
		free(u->refers);
	}
	free(us->fact_unit);
	free(us->u);
	for (i = 0; us->paras && i < us->p->nsecs; i++)
		mnt_rst_paragraphs_free(us->paras[i], us->nparas[i]);
	free(us->paras);
	free(us->nparas);
}

/* Tokens */

static bool word_byte(unsigned char c)
{
	return isalnum(c) || c == '_' || c >= 0x80;
}

/* ’ (U+2019) */
static bool rsquo(const char *s)
{
	return (unsigned char)s[0] == 0xe2 && (unsigned char)s[1] == 0x80 &&
	       (unsigned char)s[2] == 0x99;
}

/* Joins two word parts: don't, net-next, kvm.git, W=1, x86/mmu, a@b. */
static size_t joiner(const char *t, size_t i)
{
	size_t n = rsquo(t + i) ? 3 : 1;

	if (!(t[i] == '\'' || t[i] == '-' || t[i] == '.' || t[i] == '/' ||
	      t[i] == '=' || t[i] == '@' || t[i] == '+' || n == 3))
		return 0;
	if (!word_byte((unsigned char)t[i + n]) || rsquo(t + i + n))
		return 0;
	return n;
}

/* "https://...", "git://..." starting at i */
static bool url_at(const char *t, size_t i)
{
	size_t k = i;

	while (isalpha((unsigned char)t[k]))
		k++;
	return k > i && k - i <= 6 && !strncmp(t + k, "://", 3);
}

static int tokenize(struct mnt_unit *u)
{
	const char *t = u->text;
	size_t len = strlen(t), i = 0, n = 0, alloc = 0, a = 0;
	unsigned char depth = 0;
	bool quoted = false;

	u->arena = malloc(2 * len + 2);
	if (!u->arena)
		return -ENOMEM;
	while (i < len) {
		size_t s = i, j, wend;
		bool punct;

		if (isspace((unsigned char)t[i])) {
			i++;
			continue;
		}
		if (word_byte((unsigned char)t[i]) && !rsquo(t + i) &&
		    url_at(t, i)) {
			i += strcspn(t + i, " \t<>`\"");
			while (i > s && strchr(".,;:)'", t[i - 1]))
				i--;
			punct = false;
		} else if (word_byte((unsigned char)t[i]) && !rsquo(t + i)) {
			while (i < len) {
				size_t jn;

				if (word_byte((unsigned char)t[i]) &&
				    !rsquo(t + i)) {
					i++;
					continue;
				}
				jn = joiner(t, i);
				if (!jn)
					break;
				i += jn;
			}
			punct = false;
		} else if ((t[i] == '-' && (i + 1 < len) &&
			    (word_byte((unsigned char)t[i + 1]) ||
			     (t[i + 1] == '-' && i + 2 < len &&
			      word_byte((unsigned char)t[i + 2])))) &&
			   (!i || isspace((unsigned char)t[i - 1]) ||
			    strchr("(\"'`[", t[i - 1]))) {
			/* -rc4, --base */
			i += t[i + 1] == '-' ? 2 : 1;
			while (i < len) {
				size_t jn;

				if (word_byte((unsigned char)t[i])) {
					i++;
					continue;
				}
				jn = joiner(t, i);
				if (!jn)
					break;
				i += jn;
			}
			punct = false;
		} else {
			i += rsquo(t + i) ? 3 : 1;
			while (i < len && (t[i] & 0xc0) == 0x80)
				i++;
			punct = true;
		}
		/* "e.g.", "i.e.": the dot is the word's */
		wend = i;
		if (!punct && t[i] == '.' &&
		    ((i - s == 3 && (!strncasecmp(t + s, "e.g", 3) ||
				     !strncasecmp(t + s, "i.e", 3))) ||
		     (i - s == 5 && !strncasecmp(t + s, "a.k.a", 5)) ||
		     (i - s == 3 && !strncasecmp(t + s, "etc", 3))))
			i++;
		if (n == MNT_UNIT_MAX_TOKENS) {
			u->truncated = true;
			break;
		}
		if (ALLOC_GROW(u->tok, n + 1, alloc))
			return -ENOMEM;
		u->tok[n].w = u->arena + a;
		u->tok[n].off = (unsigned int)s;
		u->tok[n].end = (unsigned int)i;
		u->tok[n].punct = punct;
		if (punct && (t[s] == ')' || t[s] == ']') && depth)
			depth--;
		u->tok[n].depth = depth;
		if (punct && (t[s] == '(' || t[s] == '['))
			depth++;
		if (punct &&
		    (t[s] == '"' || !strncmp(t + s, "\xe2\x80\x9c", 3) ||
		     !strncmp(t + s, "\xe2\x80\x9d", 3)))
			quoted = !quoted;
		u->tok[n].quoted = quoted && !punct;
		for (j = s; j < wend; j++) {
			if (rsquo(t + j)) {
				u->arena[a++] = '\'';
				j += 2;
				continue;
			}
			u->arena[a++] = (char)tolower((unsigned char)t[j]);
		}
		u->arena[a++] = '\0';
		n++;
	}
	u->ntok = n;
	return 0;
}

/* Reading a unit */

/* How a marker word is negated. */
enum mkind {
	MK_PLAIN, /* as it is */
	MK_MODAL, /* "should not": negated by what follows */
	MK_ADJ, /* "not required": negated by what precedes */
	MK_MAYCAN, /* "may be sent": only before a verb of submitting */
	MK_PERSON, /* "expected to": only of a person */
	MK_START, /* "do not", "never": only where a clause starts */
};

#define S_REQ MAINT_STRENGTH_REQUIRED
#define S_REC MAINT_STRENGTH_RECOMMENDED
#define S_ALW MAINT_STRENGTH_ALLOWED
#define S_DIS MAINT_STRENGTH_DISCOURAGED
#define S_FOR MAINT_STRENGTH_FORBIDDEN
#define S_NON MAINT_STRENGTH_NONE

static const struct marker {
	const char *phrase;
	unsigned char s, neg, kind;
} markers[] = {
	{ "do not hesitate", S_REC, S_NON, MK_PLAIN },
	{ "don't hesitate", S_REC, S_NON, MK_PLAIN },
	{ "feel free", S_ALW, S_NON, MK_PLAIN },
	{ "free to", S_ALW, S_NON, MK_PLAIN },
	{ "do not", S_FOR, S_NON, MK_START },
	{ "don't", S_FOR, S_NON, MK_START },
	{ "never", S_FOR, S_NON, MK_START },
	{ "must not", S_FOR, S_NON, MK_PLAIN },
	{ "mustn't", S_FOR, S_NON, MK_PLAIN },
	{ "shall not", S_FOR, S_NON, MK_PLAIN },
	{ "should not", S_DIS, S_NON, MK_PLAIN },
	{ "shouldn't", S_DIS, S_NON, MK_PLAIN },
	{ "need not", S_ALW, S_NON, MK_PLAIN },
	{ "needn't", S_ALW, S_NON, MK_PLAIN },
	{ "no need", S_ALW, S_NON, MK_PLAIN },
	{ "not necessarily", S_ALW, S_NON, MK_PLAIN },
	{ "try not to", S_DIS, S_NON, MK_PLAIN },
	{ "better not", S_DIS, S_NON, MK_PLAIN },
	{ "not a good idea", S_DIS, S_NON, MK_PLAIN },
	{ "must", S_REQ, S_FOR, MK_MODAL },
	{ "shall", S_REQ, S_FOR, MK_MODAL },
	{ "should", S_REC, S_DIS, MK_MODAL },
	{ "ought to", S_REC, S_DIS, MK_PLAIN },
	{ "need to", S_REQ, S_ALW, MK_ADJ },
	{ "needs to", S_REQ, S_ALW, MK_ADJ },
	{ "have to", S_REQ, S_ALW, MK_ADJ },
	{ "has to", S_REQ, S_ALW, MK_ADJ },
	{ "required", S_REQ, S_ALW, MK_ADJ },
	{ "mandatory", S_REQ, S_ALW, MK_ADJ },
	{ "proper", S_REQ, S_NON, MK_PLAIN },
	{ "necessary", S_REQ, S_ALW, MK_ADJ },
	{ "needed", S_REQ, S_ALW, MK_ADJ },
	{ "requirement", S_REQ, S_ALW, MK_ADJ },
	{ "a must", S_REQ, S_NON, MK_PLAIN },
	{ "make sure", S_REQ, S_NON, MK_START },
	{ "ensure", S_REQ, S_NON, MK_START },
	{ "be sure", S_REQ, S_NON, MK_START },
	{ "at a bare minimum", S_REQ, S_NON, MK_PLAIN },
	{ "at the bare minimum", S_REQ, S_NON, MK_PLAIN },
	{ "at the very minimum", S_REQ, S_NON, MK_PLAIN },
	{ "at a minimum", S_REQ, S_NON, MK_PLAIN },
	{ "at minimum", S_REQ, S_NON, MK_PLAIN },
	{ "expected to", S_REQ, S_ALW, MK_PERSON },
	{ "expect", S_REQ, S_NON, MK_PERSON },
	{ "requested to", S_REQ, S_NON, MK_PLAIN },
	{ "asked to", S_REQ, S_NON, MK_PLAIN },
	{ "only accept*", S_REQ, S_NON, MK_PLAIN },
	{ "only consider", S_REQ, S_NON, MK_PLAIN },
	{ "ideally", S_REC, S_NON, MK_PLAIN },
	{ "preferred", S_REC, S_DIS, MK_ADJ },
	{ "prefer", S_REC, S_DIS, MK_ADJ },
	{ "prefers", S_REC, S_DIS, MK_ADJ },
	{ "preferably", S_REC, S_NON, MK_PLAIN },
	{ "encouraged", S_REC, S_DIS, MK_ADJ },
	{ "encourage", S_REC, S_DIS, MK_ADJ },
	{ "encourages", S_REC, S_DIS, MK_ADJ },
	{ "recommended", S_REC, S_DIS, MK_ADJ },
	{ "recommend", S_REC, S_DIS, MK_ADJ },
	{ "recommends", S_REC, S_DIS, MK_ADJ },
	{ "suggested", S_REC, S_DIS, MK_ADJ },
	{ "advised", S_REC, S_DIS, MK_ADJ },
	{ "advisable", S_REC, S_DIS, MK_ADJ },
	{ "helpful", S_REC, S_DIS, MK_ADJ },
	{ "good way", S_REC, S_NON, MK_PLAIN },
	{ "good structure", S_REC, S_NON, MK_PLAIN },
	{ "good approach", S_REC, S_NON, MK_PLAIN },
	{ "helps to", S_REC, S_NON, MK_PLAIN },
	{ "useful to", S_REC, S_NON, MK_PLAIN },
	{ "valuable to", S_REC, S_NON, MK_PLAIN },
	{ "good practice", S_REC, S_NON, MK_PLAIN },
	{ "best practice", S_REC, S_NON, MK_PLAIN },
	{ "better to", S_REC, S_NON, MK_PLAIN },
	{ "is better than", S_REC, S_NON, MK_PLAIN },
	{ "consider", S_REC, S_NON, MK_START },
	{ "try to", S_REC, S_NON, MK_START },
	{ "wise", S_REC, S_NON, MK_PLAIN },
	{ "appreciated", S_REC, S_NON, MK_PLAIN },
	{ "like to see", S_REC, S_NON, MK_PLAIN },
	{ "advantageous", S_REC, S_NON, MK_PLAIN },
	{ "good idea", S_REC, S_NON, MK_PLAIN },
	{ "it's best", S_REC, S_NON, MK_PLAIN },
	{ "it is best", S_REC, S_NON, MK_PLAIN },
	{ "welcome", S_ALW, S_FOR, MK_ADJ },
	{ "welcomed", S_ALW, S_FOR, MK_ADJ },
	{ "fine", S_ALW, S_DIS, MK_ADJ },
	{ "acceptable", S_ALW, S_FOR, MK_ADJ },
	{ "a-ok", S_ALW, S_NON, MK_PLAIN },
	{ "ok", S_ALW, S_DIS, MK_ADJ },
	{ "okay", S_ALW, S_DIS, MK_ADJ },
	{ "allowed", S_ALW, S_FOR, MK_ADJ },
	{ "permitted", S_ALW, S_FOR, MK_ADJ },
	{ "optional", S_ALW, S_REQ, MK_ADJ },
	{ "accepted", S_ALW, S_FOR, MK_ADJ },
	{ "accept", S_ALW, S_FOR, MK_ADJ },
	{ "may", S_ALW, S_NON, MK_MAYCAN },
	{ "can", S_ALW, S_NON, MK_MAYCAN },
	{ "avoid", S_DIS, S_NON, MK_START },
	{ "avoided", S_DIS, S_NON, MK_PLAIN },
	{ "discouraged", S_DIS, S_ALW, MK_ADJ },
	{ "discourage", S_DIS, S_ALW, MK_ADJ },
	{ "discourages", S_DIS, S_ALW, MK_ADJ },
	{ "refrain", S_DIS, S_NON, MK_START },
	{ "frowned", S_DIS, S_NON, MK_PLAIN },
	{ "skeptical", S_DIS, S_NON, MK_PLAIN },
	{ "unlikely to be applied", S_DIS, S_NON, MK_PLAIN },
	{ "unlikely to be accepted", S_DIS, S_NON, MK_PLAIN },
	{ "no point", S_DIS, S_NON, MK_PLAIN },
	{ "prohibited", S_FOR, S_ALW, MK_ADJ },
	{ "forbidden", S_FOR, S_ALW, MK_ADJ },
	{ "unacceptable", S_FOR, S_NON, MK_PLAIN },
	{ "rejected", S_FOR, S_NON, MK_PLAIN },
	{ "rude", S_FOR, S_NON, MK_PLAIN },
};

static const char *const negators[] = {
	"not",	 "never",   "no",    "nor",    "neither", "isn't",  "aren't",
	"don't", "doesn't", "won't", "wasn't", "weren't", "didn't", NULL,
};

static bool negator(const char *w)
{
	if (mnt_word_in(w, negators))
		return true;
	return false;
}

/* Verbs of submitting and doing that "may" and "can" give leave for. */
static bool leave_verb(const char *w)
{
	static const char *const v[] = {
		"send",	   "sent",     "submit",  "submitted", "post",
		"posted",  "omit",     "omitted", "include",   "included",
		"accept",  "accepted", "add",	  "added",     "skip",
		"skipped", "ignore",   "ignored", "ping",      "ask",
		"contact", "reach",    "leave",	  "left",      "suggest",
		"go",	   "request",  "dropped", "left",      "named",
		"reached", NULL,
	};

	if (mnt_word_in(w, v))
		return true;
	return false;
}

/* Adverbs between a modal and its verb or "not". */
static bool adverb(const char *w)
{
	size_t n = strlen(w);

	if (!strcmp(w, "only") || !strcmp(w, "early") || !strcmp(w, "apply") ||
	    !strcmp(w, "reply"))
		return false;
	return (n > 3 && !strcmp(w + n - 2, "ly")) || !strcmp(w, "also") ||
	       !strcmp(w, "always") || !strcmp(w, "still") ||
	       !strcmp(w, "ever") || !strcmp(w, "even") ||
	       !strcmp(w, "instead") || !strcmp(w, "then") ||
	       !strcmp(w, "just") || !strcmp(w, "again") ||
	       !strcmp(w, "perhaps") || !strcmp(w, "rather") ||
	       !strcmp(w, "first") || !strcmp(w, "too") || !strcmp(w, "so") ||
	       !strcmp(w, "now") || !strcmp(w, "therefore") ||
	       !strcmp(w, "thus") || !strcmp(w, "hence");
}

/* The clauses of a unit: [from, to) spans of its tokens. */
struct span {
	size_t from, to;
};

struct reading {
	struct mnt_unit *u;
	struct span cond[4];
	size_t ncond;
	struct span skip[4]; /* leading phrases that are no condition */
	size_t nskip;
	size_t main, end; /* the main clause */
	size_t mark; /* the deciding marker, or NONE */
	size_t subj_from, subj_to;
	enum maint_strength s;
	const char *heading_to; /* the headings say whom: "maintainer", ... */
	bool heading_roles; /* the section describes roles */
	bool heading_req; /* the headings speak of requirements */
};

static bool in_cond(const struct reading *r, size_t i)
{
	for (size_t k = 0; k < r->ncond; k++)
		if (i >= r->cond[k].from && i < r->cond[k].to)
			return true;
	for (size_t k = 0; k < r->nskip; k++)
		if (i >= r->skip[k].from && i < r->skip[k].to)
			return true;
	return false;
}

/* Words that open a condition, and leading phrases that do not. */
static size_t cond_opener(const struct mnt_unit *u, size_t i)
{
	static const char *const open[] = {
		"if",
		"when",
		"whenever",
		"unless",
		"once",
		"in case",
		"in cases where",
		"except for",
		"except",
		"provided that",
		"as long as",
		"so long as",
		"just before",
		"before",
		"after",
		"for",
		"where",
		"to",
		NULL,
	};
	static const char *const not_for[] = {
		"for example",
		"for instance",
		"for now",
		"for this reason",
		"for several reasons",
		"for more",
		"for the most part",
		"for details",
		"for general",
		"for that matter",
		"for these",
		"for this",
		NULL,
	};
	size_t n;

	if (mnt_tok_find_any(u, i, i + 1, not_for, &n) == i)
		return 0;
	/* "To tie X back to Y, ...": a purpose, when it is a verb's */
	if (mnt_tok_is(&u->tok[i], "to") &&
	    (i + 1 >= u->ntok || !mnt_word_imperative(u->tok[i + 1].w)))
		return 0;
	if (mnt_tok_find_any(u, i, i + 1, open, &n) == i)
		return n;
	return 0;
}

/*
 * "To help maintainers and CI bots, ...", "To avoid confusion, ...": a
 * purpose that names a benefit is the rule's reason, not its condition.
 */
static bool purpose_opener(const struct mnt_unit *u, size_t i)
{
	static const char *const reason[] = {
		"help",	    "ensure",	  "make",   "avoid",	"allow",
		"simplify", "speed",	  "reduce", "ease",	"minimize",
		"minimise", "prevent",	  "keep",   "save",	"facilitate",
		"improve",  "streamline", "spare",  "increase", NULL,
	};

	if (!mnt_tok_is(&u->tok[i], "to") || i + 1 >= u->ntok)
		return false;
	return mnt_word_in(u->tok[i + 1].w, reason);
}

static size_t adverbial_opener(const struct mnt_unit *u, size_t i)
{
	static const char *const open[] = {
		"as",
		"in",
		"with",
		"like",
		"given",
		"since",
		"because",
		"due to",
		"according to",
		"during",
		"while",
		"although",
		"though",
		"on",
		"at",
		"generally speaking",
		"of course",
		"most importantly",
		"first and foremost",
		"finally",
		"conversely",
		"otherwise",
		"however",
		"additionally",
		"also",
		"so",
		"note",
		"therefore",
		"instead",
		"again",
		"further",
		"besides",
		"beyond",
		"by",
		"unlike",
		"similarly",
		"thus",
		"that said",
		"still",
		"today",
		"currently",
		"regardless",
		"apart from",
		"aside from",
		"outside",
		"within",
		"especially",
		"even",
		NULL,
	};
	size_t n;

	if (mnt_tok_find_any(u, i, i + 1, open, &n) == i)
		return n;
	return 0;
}

static const struct marker *marker_at(const struct mnt_unit *u, size_t i,
				      size_t *len);

/* Words a subject starts with: where a clause without a comma ends. */
static bool subject_start(const char *w)
{
	static const char *const v[] = {
		"the", "a",	"an",	"your", "this",	 "these", "those",
		"all", "any",	"each", "no",	"they",	 "you",	  "we",
		"it",  "there", "such", "our",	"every", NULL,
	};

	if (mnt_word_in(w, v))
		return true;
	return false;
}

/*
 * Where a leading clause that starts at i ends.  Returns where the main
 * clause starts and sets *to to the end of the condition (a comma, a
 * dash or "then" between them is in neither): after the comma where a
 * main clause starts; else the last comma before the first word that
 * asks something; else, with no comma, where the subject of the word
 * that asks starts, or an imperative ("... ordering move the
 * initialization"); else the first comma.  NONE when it has none.
 */
static size_t clause_split(const struct mnt_unit *u, size_t i, size_t end,
			   size_t *to)
{
	size_t k, first = NONE, last = NONE, len;

	for (k = i + 1; k < end; k++) {
		const struct mnt_tok *t = &u->tok[k];
		const struct marker *m;

		if (t->depth)
			continue;
		if (mnt_tok_is(t, "then") && k > i + 1) {
			*to = k;
			return k + 1;
		}
		if (t->punct && t->w[0] == '-' && k + 1 < end &&
		    !u->tok[k + 1].punct && k > i + 2) {
			*to = k;
			return k + 1;
		}
		if (t->punct && t->w[0] == ',') {
			if (first == NONE)
				first = k;
			last = k;
			if (k + 1 < end &&
			    (mnt_word_clause_start(u->tok[k + 1].w) ||
			     (k + 2 < end && adverb(u->tok[k + 1].w) &&
			      mnt_word_imperative(u->tok[k + 2].w)))) {
				*to = k;
				return k + 1;
			}
			continue;
		}
		if (t->punct)
			continue;
		m = marker_at(u, k, &len);
		if (m && m->kind != MK_MAYCAN && m->kind != MK_START &&
		    m->kind != MK_PERSON) {
			size_t b;

			if (last != NONE) {
				*to = last;
				return last + 1;
			}
			/* "for fixes the Fixes: tag is required" */
			for (b = k; b > i + 1; b--)
				if (subject_start(u->tok[b - 1].w))
					break;
			if (b > i + 1 && b - 1 > i + 1) {
				*to = b - 1;
				return b - 1;
			}
		}
		/* "... preventing the ordering move the initialization" */
		if (last == NONE && k > i + 2 && mnt_word_imperative(t->w) &&
		    !mnt_word_notice(t->w) && k + 1 < end &&
		    subject_start(u->tok[k + 1].w) && !u->tok[k - 1].punct &&
		    !mnt_tok_is(&u->tok[k - 1], "to") &&
		    !adverb(u->tok[k - 1].w) &&
		    !mnt_word_finite(u->tok[k - 1].w) &&
		    !mnt_word_stop(u->tok[k - 1].w)) {
			*to = k;
			return k;
		}
	}
	if (first == NONE)
		return NONE;
	*to = first;
	return first + 1;
}

/* Skip "please", "also", adverbs, "and", "but" at i. */
static size_t skip_fillers(const struct mnt_unit *u, size_t i, size_t end)
{
	while (i < end) {
		const char *w = u->tok[i].w;

		if (!strcmp(w, "please") || !strcmp(w, "and") ||
		    !strcmp(w, "speaking") || !strcmp(w, "however") ||
		    !strcmp(w, "but") || !strcmp(w, "or") ||
		    (adverb(w) && !mnt_word_imperative(w)) ||
		    (u->tok[i].punct && strchr(",:-*(\"'`", w[0]) &&
		     !u->tok[i].depth))
			i++;
		else
			break;
	}
	return i;
}

static void read_clauses(struct reading *r)
{
	struct mnt_unit *u = r->u;
	size_t i = 0, n, e, end = u->ntok;

	/* a closing full stop or colon is no part of the clause */
	while (end && u->tok[end - 1].punct &&
	       strchr(".:;!,", u->tok[end - 1].w[0]))
		end--;
	r->end = end;
	for (;;) {
		size_t to;

		i = skip_fillers(u, i, end);
		if (i >= end)
			break;
		/* "Note, that ...", "Please note that ...", "Either use ..." */
		if ((mnt_tok_is(&u->tok[i], "note") ||
		     mnt_tok_is(&u->tok[i], "notice")) &&
		    i + 1 < end &&
		    (mnt_tok_is(&u->tok[i + 1], "that") ||
		     mnt_tok_is(&u->tok[i + 1], ","))) {
			i += 2;
			if (i < end && mnt_tok_is(&u->tok[i], "that"))
				i++;
			continue;
		}
		if (mnt_tok_is(&u->tok[i], "either")) {
			i++;
			continue;
		}
		if (purpose_opener(u, i)) {
			e = clause_split(u, i, end, &to);
			if (e != NONE && e < i + 24 && to < end) {
				if (r->nskip < ARRAY_SIZE(r->skip)) {
					r->skip[r->nskip].from = i;
					r->skip[r->nskip].to = to;
					r->nskip++;
				}
				i = e;
				continue;
			}
		}
		n = cond_opener(u, i);
		if (n) {
			e = clause_split(u, i, end, &to);
			if (e == NONE || to <= i + n)
				break;
			if (r->ncond < ARRAY_SIZE(r->cond)) {
				r->cond[r->ncond].from = i;
				r->cond[r->ncond].to = to;
				r->ncond++;
			}
			i = e;
			continue;
		}
		n = adverbial_opener(u, i);
		if (n) {
			e = clause_split(u, i, end, &to);
			if (e != NONE && e < i + 24 && to < end &&
			    u->tok[to].punct) {
				if (r->nskip < ARRAY_SIZE(r->skip)) {
					r->skip[r->nskip].from = i;
					r->skip[r->nskip].to = to;
					r->nskip++;
				}
				i = e;
				continue;
			}
		}
		break;
	}
	r->main = i;
}

/* The marker at token i, if any. */
static const struct marker *marker_at(const struct mnt_unit *u, size_t i,
				      size_t *len)
{
	for (size_t k = 0; k < ARRAY_SIZE(markers); k++) {
		size_t n = mnt_tok_match(u, i, markers[k].phrase);

		if (n) {
			*len = n;
			return &markers[k];
		}
	}
	return NULL;
}

static bool person_contributor(const char *w)
{
	static const char *const v[] = {
		"you",		"your",	  "yourself", "contributor",
		"contributors", "author", "authors",  "submitter",
		"submitters",	"sender", "senders",  "developer",
		"developers",	"anyone", "people",   "requester",
		"everyone",	NULL,
	};

	if (mnt_word_in(w, v))
		return true;
	return false;
}

static bool person_maintainer(const char *w)
{
	static const char *const v[] = {
		"maintainer",
		"maintainers",
		"maintainer's",
		"maintainers'",
		"submaintainer",
		"submaintainers",
		"sub-maintainer",
		"sub-maintainers",
		"we",
		"us",
		"i",
		"bot",
		"pw-bot",
		"automation",
		"manager",
		"managers",
		"lead",
		"triager",
		"triagers",
		NULL,
	};

	if (mnt_word_in(w, v))
		return true;
	return false;
}

static bool person_reviewer(const char *w)
{
	return !strcmp(w, "reviewer") || !strcmp(w, "reviewers");
}

/* What a maintainer asks of others: "we expect", "they prefer that". */
static bool request_verb(const char *w)
{
	static const char *const v[] = {
		"expect",    "expects",	   "ask",	 "asks",
		"prefer",    "prefers",	   "like",	 "likes",
		"want",	     "wants",	   "require",	 "requires",
		"request",   "requests",   "discourage", "discourages",
		"encourage", "encourages", "accept",	 "accepts",
		"reject",    "rejects",	   "welcome",	 "welcomes",
		"take",	     "takes",	   "consider",	 "considers",
		"entertain", "recommend",  "recommends", "suggest",
		"suggests",  "push",	   "need",	 "needs",
		"won't",     "will",	   "retain",	 NULL,
	};

	if (mnt_word_in(w, v))
		return true;
	return false;
}

static bool may_can_leave(const struct mnt_unit *u, size_t i)
{
	size_t k;

	for (k = i + 1; k < u->ntok && k < i + 5; k++) {
		const char *w = u->tok[k].w;

		if (!strcmp(w, "be") || !strcmp(w, "also") || adverb(w) ||
		    !strcmp(w, "of") || !strcmp(w, "course") || u->tok[k].punct)
			continue;
		return leave_verb(w);
	}
	return false;
}

/*
 * "accepted", "required" as adjectives: after a copula ("are accepted",
 * "isn't strictly required", "is highly encouraged"), not as a verb
 * ("the server accepted your patch"); "the preferred format" is one too.
 */
static bool copula_before(const struct mnt_unit *u, size_t i,
			  const struct marker *m)
{
	static const char *const cop[] = {
		"is",	   "are",   "be",     "been", "was",	"were",
		"'s",	   "isn't", "aren't", "get",  "gets",	"considered",
		"remains", "it's",  "not",    "also", "always", "still",
		"very",	   "more",  "than",   "and",  "or",	NULL,
	};
	size_t n = strlen(m->phrase), k;

	if (n < 3 || strcmp(m->phrase + n - 2, "ed"))
		return true;
	if (i == 0) {
		/* "Accepted patches are applied ...": attributive, no ask */
		static const char *const after[] = {
			"by",  "to",	  "for",  "in",	    "at",  "with",
			"as",  "on",	  "only", "unless", "if",  "when",
			"is",  "are",	  "and",  "or",	    "but", "from",
			"via", "through", NULL,
		};
		const char *w = u->ntok > 1 ? u->tok[1].w : "";

		if (u->ntok < 2 || u->tok[1].punct)
			return true;
		for (k = 0; after[k]; k++)
			if (!strcmp(w, after[k]))
				return true;
		return false;
	}
	if ((!strcmp(m->phrase, "preferred") ||
	     !strcmp(m->phrase, "recommended") ||
	     !strcmp(m->phrase, "suggested")) &&
	    (subject_start(u->tok[i - 1].w) || !u->tok[i - 1].punct))
		return true;
	for (k = i; k-- > 0 && k + 4 > i;) {
		const char *w = u->tok[k].w;
		size_t j;

		if (adverb(w) || !strcmp(w, "strictly"))
			continue;
		for (j = 0; cop[j]; j++)
			if (!strcmp(w, cop[j]))
				return true;
		return false;
	}
	return false;
}

/* A marker at i, as it reads where it stands: its strength or NONE. */
static enum maint_strength marker_strength(struct reading *r, size_t i,
					   const struct marker *m, size_t len,
					   bool clause_start, bool no_subject)
{
	const struct mnt_unit *u = r->u;
	size_t k;

	/* "might be asked to", "to need to": a possibility, an infinitive */
	for (k = i; k-- > 0 && k + 3 > i;) {
		const char *w = u->tok[k].w;

		if (!strcmp(w, "might") || !strcmp(w, "could") ||
		    (!strcmp(w, "can") && m->kind != MK_MAYCAN))
			return S_NON;
		if (k + 1 == i && !strcmp(w, "to") && m->kind == MK_ADJ)
			return S_NON;
		if (u->tok[k].punct)
			break;
	}
	switch (m->kind) {
	case MK_START:
		return clause_start ? m->s : S_NON;
	case MK_MAYCAN:
		return may_can_leave(u, i) ? m->s : S_NON;
	case MK_PERSON:
		if (!strcmp(m->phrase, "expect")) {
			/* "we expect", "the maintainers also expect" */
			for (k = i; k-- > 0 && k + 3 > i;)
				if (mnt_tok_is(&u->tok[k], "we") ||
				    mnt_tok_is(&u->tok[k], "i") ||
				    !strncmp(u->tok[k].w, "maintainer", 10))
					return m->s;
			return S_NON;
		}
		for (k = r->main; k < i; k++)
			if (person_contributor(u->tok[k].w))
				return m->s;
		return S_NON;
	case MK_MODAL:
		/* "automation which should point out ...": not the main verb */
		if (i > 0 && (mnt_tok_is(&u->tok[i - 1], "which") ||
			      mnt_tok_is(&u->tok[i - 1], "that") ||
			      mnt_tok_is(&u->tok[i - 1], "who")))
			return S_NON;
		for (k = i + len; k < u->ntok && k < i + len + 3; k++) {
			const char *w = u->tok[k].w;

			if (!strcmp(w, "never"))
				return m->s == S_ALW ? S_NON : S_FOR;
			if (!strcmp(w, "not"))
				return m->neg;
			if (!strcmp(w, "ever") && no_subject)
				return S_FOR;
			if (!strcmp(w, "be") && k + 1 < u->ntok &&
			    mnt_tok_is(&u->tok[k + 1], "avoided"))
				return m->s == S_REQ ? S_FOR : S_DIS;
			if (!adverb(w))
				break;
		}
		if (no_subject)
			return m->neg;
		return m->s;
	case MK_ADJ:
		/* "patches that were not accepted", "after being accepted" */
		for (k = i; k-- > 0 && k + 6 > i;) {
			const char *w = u->tok[k].w;

			if (!strcmp(w, "that") || !strcmp(w, "which") ||
			    !strcmp(w, "who") || !strcmp(w, "being") ||
			    !strcmp(w, "after") || !strcmp(w, "once") ||
			    !strcmp(w, "what") ||
			    (k + 1 == i &&
			     (!strcmp(w, "as") || !strcmp(w, "if") ||
			      !strcmp(w, "when") || !strcmp(w, "where"))))
				return S_NON;
			if (u->tok[k].punct)
				break;
		}
		if (!copula_before(u, i, m))
			return S_NON;
		for (k = i; k-- > 0 && k + 4 > i;) {
			if (u->tok[k].punct)
				break;
			if (negator(u->tok[k].w))
				return m->neg;
		}
		return m->s;
	default:
		return m->s;
	}
}

/* At i a clause starts (for "do not", "never"): the imperative's place. */
static bool clause_start_at(const struct reading *r, size_t i)
{
	const struct mnt_unit *u = r->u;
	size_t k = i;

	if (skip_fillers(u, r->main, r->end) >= i)
		return true;
	while (k > r->main) {
		const char *w = u->tok[k - 1].w;

		if (!strcmp(w, "please") || !strcmp(w, "and") ||
		    !strcmp(w, "speaking") || !strcmp(w, "however") ||
		    !strcmp(w, "you") || !strcmp(w, "also") || adverb(w)) {
			k--;
			continue;
		}
		if (u->tok[k - 1].punct && w[0] == ',')
			return u->imperative;
		return u->tok[k - 1].punct && strchr(";:", w[0]);
	}
	return true;
}

static bool imperative_at(const struct mnt_unit *u, size_t i, size_t end)
{
	const char *w;
	size_t k;

	if (i >= end || u->tok[i].punct)
		return false;
	w = u->tok[i].w;
	if (!mnt_word_imperative(w) || mnt_word_notice(w))
		return false;
	if (!strcmp(w, "do") && i + 1 < end && mnt_word_notice(u->tok[i + 1].w))
		return false;
	/* "Use of guard() is ...", "Link: https://..." (a label) */
	if (i + 1 < end && (mnt_tok_is(&u->tok[i + 1], "of") ||
			    mnt_tok_is(&u->tok[i + 1], ":")))
		return false;
	for (k = i + 1; k < end && k < i + 4; k++) {
		if (u->tok[k].punct || subject_start(u->tok[k].w) ||
		    mnt_tok_is(&u->tok[k], "everything"))
			break;
		if (mnt_word_finite(u->tok[k].w) && strcmp(u->tok[k].w, "do") &&
		    strcmp(u->tok[k].w, "don't"))
			return false;
	}
	/* "Be aware", "Keep in mind": notices */
	if (!strcmp(w, "be") && i + 1 < end &&
	    (mnt_tok_is(&u->tok[i + 1], "aware") ||
	     mnt_tok_is(&u->tok[i + 1], "prepared")))
		return false;
	if (!strcmp(w, "keep") && mnt_tok_match(u, i, "keep in mind"))
		return false;
	return true;
}

static const char *const adverse[] = {
	"warning",  "warnings",	  "error",	 "errors",   "failure",
	"failures", "regression", "regressions", "breakage", NULL,
};

/* After "e.g." in the same comma-delimited stretch: an example. */
static bool after_eg(const struct mnt_unit *u, size_t i)
{
	for (size_t k = i; k-- > 0;) {
		if (u->tok[k].punct && strchr(",;:", u->tok[k].w[0]))
			return false;
		if (mnt_tok_is(&u->tok[k], "e.g") ||
		    mnt_tok_match(u, k, "for example"))
			return true;
	}
	return false;
}

static bool person_contributor(const char *w);
static bool adverb(const char *w);

/*
 * "you will be welcomed with open arms": the person is what is welcomed
 * (accepted, allowed), not something they do: a promise, no rule ("you
 * are welcome to send ..." is one, and so is "patches are welcome").
 */
static bool welcomes_person(const struct reading *r)
{
	static const char *const v[] = { "welcome", "welcomed",	 "accepted",
					 "allowed", "permitted", NULL };
	const struct mnt_unit *u = r->u;

	if (r->mark == NONE || !mnt_word_in(u->tok[r->mark].w, v) ||
	    (r->mark + 1 < r->end && mnt_tok_is(&u->tok[r->mark + 1], "to")))
		return false;
	/* the word before the verb's auxiliaries: who is welcomed */
	for (size_t k = r->mark; k > 0; k--) {
		const struct mnt_tok *t = &u->tok[k - 1];

		if (mnt_word_finite(t->w) || adverb(t->w) ||
		    mnt_tok_is(t, "be") || mnt_tok_is(t, "been") ||
		    mnt_tok_is(t, "not"))
			continue;
		return !t->punct && !t->quoted && person_contributor(t->w) &&
		       strcmp(t->w, "your");
	}
	return false;
}

/*
 * "X must hold, therefore it's implied that Y": the marker is the premise
 * of an inference the sentence draws, an explanation, no rule.
 */
static bool inference(const struct reading *r)
{
	static const char *const so[] = { "therefore", "hence", "thus", NULL };
	static const char *const drawn[] = { "implied", "implies", "it follows",
					     "means",	"meaning", NULL };
	const struct mnt_unit *u = r->u;

	if (r->mark == NONE)
		return false;
	for (size_t i = r->mark + 1; i + 1 < r->end; i++) {
		if (!u->tok[i].punct || u->tok[i].depth ||
		    !strchr(",;", u->tok[i].w[0]) ||
		    mnt_tok_find_any(u, i + 1, i + 2, so, NULL) != i + 1)
			continue;
		return mnt_tok_find_any(u, i + 2, r->end, drawn, NULL) != NONE;
	}
	return false;
}

/* Strength, the deciding token and the subject of the main clause. */
static void read_strength(struct reading *r)
{
	struct mnt_unit *u = r->u;
	size_t i, len, start = skip_fillers(u, r->main, r->end), first = NONE;
	enum maint_strength got = S_NON, s;
	bool no_subject = start < r->end && mnt_tok_is(&u->tok[start], "no") &&
			  start + 1 < r->end && !u->tok[start + 1].punct;
	int pass;

	r->mark = NONE;
	u->imperative = imperative_at(u, start, r->end);
	if (start < r->end && mnt_word_notice(u->tok[start].w) &&
	    !u->tok[start].punct)
		u->imperative = false;
	for (pass = 0; pass < 2 && got == S_NON; pass++) {
		for (i = 0; i < r->end; i++) {
			const struct marker *m;

			if (in_cond(r, i) || (u->tok[i].depth != 0) != pass ||
			    after_eg(u, i))
				continue;
			m = marker_at(u, i, &len);
			if (!m)
				continue;
			s = marker_strength(r, i, m, len, clause_start_at(r, i),
					    no_subject && first == NONE);
			if (s == S_NON)
				continue;
			if (first == NONE) {
				first = i;
				got = s;
				r->mark = i;
				u->imp_only = false;
			} else if (got == S_ALW && (s == S_REC || s == S_REQ)) {
				/* "not strictly required, though preferred" */
				got = s;
				r->mark = i;
			}
			i += len - 1;
		}
	}
	if (u->imperative && (r->mark == NONE || r->mark > start + 2)) {
		const struct marker *m = marker_at(u, start, &len);

		/* "Write comments ... and avoid pronouns": the first verb */
		if (!m || m->kind == MK_MAYCAN) {
			u->imp_only = got == S_NON;
			got = S_REQ;
			r->mark = start;
		}
	}
	/* "..., but please start a discussion": an imperative later on */
	if (got == S_NON) {
		for (i = start + 1; i + 1 < r->end; i++) {
			size_t k = i + 1;

			if (!(u->tok[i].punct &&
			      strchr(",;", u->tok[i].w[0])) ||
			    u->tok[i].depth)
				continue;
			while (k < r->end && (mnt_tok_is(&u->tok[k], "but") ||
					      mnt_tok_is(&u->tok[k], "and") ||
					      mnt_tok_is(&u->tok[k], "so") ||
					      mnt_tok_is(&u->tok[k], "then")))
				k++;
			if (k < r->end && mnt_tok_is(&u->tok[k], "please") &&
			    imperative_at(u, k + 1, r->end)) {
				got = S_REQ;
				r->mark = k + 1;
				u->imperative = true;
				u->imp_only = true;
				break;
			}
		}
	}
	/* "the maintainers ask for reposts": what they ask is a rule */
	if (got == S_NON && !u->imperative) {
		for (i = start; i < r->end && i < start + 6; i++) {
			const char *w = u->tok[i].w;

			if (u->tok[i].punct)
				break;
			if ((!strcmp(w, "ask") || !strcmp(w, "asks") ||
			     !strcmp(w, "want") || !strcmp(w, "wants") ||
			     !strcmp(w, "prefer") || !strcmp(w, "prefers") ||
			     !strcmp(w, "request") || !strcmp(w, "requests")) &&
			    i > start &&
			    (person_maintainer(u->tok[i - 1].w) ||
			     adverb(u->tok[i - 1].w))) {
				got = S_REC;
				r->mark = i;
				break;
			}
		}
	}
	/* "One of the common misunderstandings is that patches can ...": no */
	if (mnt_tok_find(u, 0, r->mark != NONE ? r->mark : r->end,
			 "misunderstanding*") != NONE ||
	    mnt_tok_find(u, 0, r->mark != NONE ? r->mark : r->end,
			 "misconception*") != NONE)
		got = S_NON;
	/* "See X for more information": a pointer, not a rule */
	if ((start < r->end && mnt_tok_is(&u->tok[start], "see")) ||
	    (mnt_tok_find(u, 0, r->end, "please see") != NONE && got != S_REQ &&
	     got != S_FOR))
		got = S_NON;
	r->s = got;
	/*
	 * The subject: the words before the deciding word (its auxiliaries
	 * left out: "... is preferred"), from the last clause boundary on; an
	 * expletive ("There is", "It is") has none.
	 */
	r->subj_from = r->subj_to = start;
	if (!u->imperative && r->mark != NONE && r->mark > start) {
		size_t e = r->mark;

		while (e > start && (mnt_word_finite(u->tok[e - 1].w) ||
				     adverb(u->tok[e - 1].w) ||
				     mnt_tok_is(&u->tok[e - 1], "be") ||
				     mnt_tok_is(&u->tok[e - 1], "been") ||
				     mnt_tok_is(&u->tok[e - 1], "not")))
			e--;
		for (i = e; i > start; i--) {
			const struct mnt_tok *t = &u->tok[i - 1];

			if (t->depth)
				continue;
			if (t->punct && strchr(";:", t->w[0]))
				break;
			if (i >= 2 && u->tok[i - 2].punct &&
			    u->tok[i - 2].w[0] == ',' &&
			    (mnt_tok_is(t, "and") || mnt_tok_is(t, "but") ||
			     mnt_tok_is(t, "so") || mnt_tok_is(t, "though")))
				break;
			if (mnt_tok_is(t, "and") && i < e &&
			    subject_start(u->tok[i].w))
				break;
		}
		r->subj_from = i;
		r->subj_to = e;
		if (e > i && (mnt_tok_is(&u->tok[i], "there") ||
			      mnt_tok_is(&u->tok[i], "it") ||
			      mnt_tok_is(&u->tok[i], "it's")))
			r->subj_to = r->subj_from;
	}
	if (got == S_ALW && welcomes_person(r))
		got = r->s = S_NON;
	if (got != S_NON && !u->imperative && inference(r))
		got = r->s = S_NON;
	if (r->mark != NONE && (got == S_DIS || got == S_FOR || no_subject))
		u->adverse = mnt_tok_find_any(u, r->mark, r->end, adverse,
					      NULL) != NONE;
	/* "... not introduce new warnings", "without new warnings" */
	for (i = 0; i < r->end && !u->adverse; i++) {
		if (mnt_tok_find_any(u, i, i + 1, adverse, NULL) != i)
			continue;
		for (size_t k = i; k-- > 0 && k + 5 > i;)
			if (negator(u->tok[k].w) ||
			    mnt_tok_is(&u->tok[k], "without"))
				u->adverse = true;
	}
	u->verb = r->mark;
}

/* The verb after the subject, auxiliaries and adverbs skipped. */
static const char *main_verb(const struct reading *r)
{
	const struct mnt_unit *u = r->u;

	for (size_t i = r->subj_to; i < r->end; i++) {
		const char *w = u->tok[i].w;

		if (u->tok[i].punct || adverb(w) || !strcmp(w, "not") ||
		    !strcmp(w, "usually") || !strcmp(w, "normally") ||
		    (mnt_word_finite(w) && strcmp(w, "need") &&
		     strcmp(w, "needs") && strcmp(w, "require") &&
		     strcmp(w, "requires") && strcmp(w, "won't")) ||
		    !strcmp(w, "be") || !strcmp(w, "to"))
			continue;
		return w;
	}
	return "";
}

/* "X should be added by ...": X is what is done, not who does it. */
static bool passive(const struct reading *r)
{
	const struct mnt_unit *u = r->u;
	size_t k = r->mark;

	if (k == NONE || k + 2 >= r->end)
		return false;
	k++;
	while (k < r->end && adverb(u->tok[k].w))
		k++;
	if (k + 1 >= r->end ||
	    !(mnt_tok_is(&u->tok[k], "be") || mnt_tok_is(&u->tok[k], "been")))
		return false;
	k++;
	while (k < r->end && adverb(u->tok[k].w))
		k++;
	return k < r->end && strlen(u->tok[k].w) > 3 &&
	       !strcmp(u->tok[k].w + strlen(u->tok[k].w) - 2, "ed");
}

static bool participle(const char *w);

static const char *const about_contributors[] = {
	"to contributors",   "for the submitter",
	"with contributors", "to submitters",
	"for contributors",  "to the contributor",
	"the submitter",     NULL,
};

/* Words that qualify the noun before them: what follows is not the head. */
static bool qualifier(const struct mnt_tok *t)
{
	static const char *const v[] = {
		"of",	"for",	 "in",	  "on",	   "with",  "from", "at",
		"by",	"to",	 "under", "via",   "about", "who",  "which",
		"that", "whose", "whom",  "where", "like",  NULL,
	};

	return t->punct ? t->w[0] == ',' || t->w[0] == '(' :
			  mnt_word_in(t->w, v);
}

static bool conjunction(const struct mnt_tok *t)
{
	return mnt_tok_is(t, "and") || mnt_tok_is(t, "or");
}

/*
 * Whether the subject's token i names who it is: the head of its noun
 * phrase (the last word of a conjunct before what qualifies it: "the
 * MAINTAINERS file entry" is an entry, "maintainers of the tree" are
 * maintainers, "you and the maintainers" both), or a possessive ("the
 * maintainer's tree", "your patch").
 */
static bool subject_person_word(const struct mnt_unit *u, size_t i, size_t from,
				size_t to)
{
	const char *w = u->tok[i].w;
	size_t l = strlen(w);

	if (u->tok[i].quoted || u->tok[i].punct)
		return false;
	if ((l > 2 && !strcmp(w + l - 2, "'s")) ||
	    (l > 1 && w[l - 1] == '\'') || !strcmp(w, "your") ||
	    !strcmp(w, "our"))
		return true;
	/* not after a qualifier of this conjunct */
	for (size_t k = i; k-- > from;) {
		if (conjunction(&u->tok[k]))
			break;
		if (qualifier(&u->tok[k]))
			return false;
	}
	return i + 1 >= to || conjunction(&u->tok[i + 1]) ||
	       qualifier(&u->tok[i + 1]) || u->tok[i + 1].punct;
}

static void read_addressee(struct reading *r)
{
	struct mnt_unit *u = r->u;
	bool c = false, m = false, rv = false;
	size_t i;

	u->to = MAINT_TO_CONTRIBUTOR;
	if (r->heading_to && !strcmp(r->heading_to, "maintainer"))
		u->to = MAINT_TO_MAINTAINER;
	else if (r->heading_to)
		u->to = MAINT_TO_REVIEWER;
	/* "set expectation with contributors", "Clarify for the submitter" */
	if (mnt_tok_find_any(u, 0, r->end, about_contributors, NULL) != NONE) {
		u->to = MAINT_TO_MAINTAINER;
		return;
	}
	if (u->imperative)
		return;
	for (i = r->subj_from; i < r->subj_to; i++) {
		const char *w = u->tok[i].w;

		if (!subject_person_word(u, i, r->subj_from, r->subj_to))
			continue;
		c |= person_contributor(w);
		m |= person_maintainer(w);
		rv |= person_reviewer(w);
	}
	if (passive(r))
		c = m = rv = false;
	/* "This section can also indicate ...": to whoever writes it */
	if (!c &&
	    mnt_tok_find(u, r->subj_from, r->subj_to, "section") != NONE &&
	    mnt_tok_find(u, r->subj_from, r->subj_to, "this") != NONE) {
		u->to = MAINT_TO_MAINTAINER;
		return;
	}
	if (c) {
		u->to = MAINT_TO_CONTRIBUTOR;
	} else if (m && r->heading_roles) {
		u->to = MAINT_TO_MAINTAINER;
	} else if (m) {
		u->to = request_verb(main_verb(r)) &&
					mnt_tok_find(u, r->main, r->end,
						     "themselves") == NONE ?
				MAINT_TO_CONTRIBUTOR :
				MAINT_TO_MAINTAINER;
	} else if (rv) {
		u->to = MAINT_TO_REVIEWER;
	} else if (u->to == MAINT_TO_MAINTAINER && !r->heading_roles &&
		   !(r->subj_to > r->subj_from &&
		     participle(u->tok[r->subj_from].w)) &&
		   mnt_tok_find(u, 0, u->ntok, "pull request*") == NONE &&
		   mnt_tok_find(u, 0, u->ntok, "branch*") == NONE) {
		/* a rule about the patch, whoever the section speaks to */
		u->to = MAINT_TO_CONTRIBUTOR;
	}
}

/* Conditions */

/* The text of tokens [from, to) of u, as written. */
static char *span_text(const struct mnt_unit *u, size_t from, size_t to)
{
	char *s;

	if (from >= to || to > u->ntok)
		return NULL;
	while (to > from + 1 && u->tok[to - 1].punct &&
	       strchr(",;:-", u->tok[to - 1].w[0]))
		to--;
	s = mnt_strndup(u->text + u->tok[from].off,
			u->tok[to - 1].end - u->tok[from].off);
	if (s)
		squeeze(s);
	return s;
}

static bool participle(const char *w)
{
	size_t n = strlen(w);
	static const char *const not [] = {
		"during",   "something", "thing",   "nothing", "everything",
		"anything", "string",	 "strings", "morning", "bring",
		"king",	    "ring",	 "spring",  "evening", NULL,
	};

	if (n < 5 || strcmp(w + n - 3, "ing"))
		return false;
	for (size_t k = 0; not [k]; k++)
		if (!strcmp(w, not [k]))
			return false;
	return true;
}

static bool fix_word(const char *w)
{
	return !strncmp(w, "fix", 3) || !strncmp(w, "bugfix", 6) ||
	       !strncmp(w, "bug-fix", 7) || !strncmp(w, "hotfix", 6);
}

static bool feature_word(const char *w)
{
	return !strncmp(w, "feature", 7) || !strncmp(w, "enhancement", 11);
}

static bool path_word(const char *w);

/* A restrictive subject: "fixes that target ...", "new features". */
static bool restrictive(const struct mnt_unit *u, size_t from, size_t to)
{
	static const char *const kinds[] = {
		"rfc",	   "rfcs",	    "large", "multi-arch", "driver",
		"drivers", "documentation", "bug",   "bugs",	   NULL,
	};
	size_t i;

	if (mnt_tok_find(u, from, to, "everything else") != NONE ||
	    mnt_tok_find(u, from, to, "all other") != NONE)
		return true;
	for (i = from; i < to; i++) {
		const char *w = u->tok[i].w;

		if (fix_word(w) && i + 1 < to &&
		    (mnt_tok_is(&u->tok[i + 1], "tag") ||
		     mnt_tok_is(&u->tok[i + 1], "tags") ||
		     mnt_tok_is(&u->tok[i + 1], ":")))
			continue;
		if (!strcmp(w, "that") || !strcmp(w, "which") ||
		    !strcmp(w, "who") || participle(w) || fix_word(w) ||
		    feature_word(w) || path_word(w) || !strcmp(w, "directory"))
			return true;
		if (mnt_word_in(w, kinds))
			return true;
	}
	return false;
}

/*
 * A path of the tree: "fs/iomap", "arch/x86/", "drivers/media/": under a
 * top directory kernel-like trees have, or plainly a path (ending in '/',
 * two slashes, a file name).
 */
static bool path_word(const char *w)
{
	static const char *const top[] = {
		"arch",	   "block",   "certs",	  "crypto",   "documentation",
		"drivers", "fs",      "include",  "init",     "io_uring",
		"ipc",	   "kernel",  "lib",	  "mm",	      "net",
		"rust",	   "samples", "scripts",  "security", "sound",
		"tools",   "usr",     "virt",	  "board",    "cmd",
		"common",  "disk",    "dts",	  "env",      "test",
		"doc",	   "app",     "examples", NULL,
	};
	const char *sl = strchr(w, '/'), *c;
	size_t n = strlen(w), k;

	if (!sl || sl == w || strstr(w, "://") || strchr(w, '@'))
		return false;
	for (c = w; *c; c++)
		if (!(isalnum((unsigned char)*c) || strchr("/_.-*", *c)))
			return false;
	if (w[n - 1] == '/' || strchr(sl + 1, '/') || strchr(sl, '.'))
		return true;
	for (k = 0; top[k]; k++)
		if ((size_t)(sl - w) == strlen(top[k]) &&
		    !strncmp(w, top[k], (size_t)(sl - w)))
			return true;
	return false;
}

/* Words that make a condition more than "a fix" or "a feature". */
static bool narrowing(const char *w)
{
	static const char *const v[] = {
		"except",     "not",	 "no",	  "only",   "obvious",
		"trivial",    "depend*", "-rc",	  "lts",    "embargo*",
		"security",   "pending", "large", "small",  "simple",
		"multi-arch", "rfc",	 "rfcs",  "unless", "without",
		"minor",      NULL,
	};

	for (size_t k = 0; v[k]; k++) {
		size_t n = strlen(v[k]);

		if (v[k][n - 1] == '*' ? !strncmp(w, v[k], n - 1) :
					 !strcmp(w, v[k]))
			return true;
	}
	return false;
}

/*
 * Words a condition may hold and still be typed as fixes, features or
 * stable: "Fixes that target the current release, a.k.a. mainline",
 * "Authors of new feature patchsets", "if a fix does need to be
 * backported"; names (capitalized words, "KVM/kernel") too.
 */
static bool other_ff(const struct mnt_unit *u, size_t from, size_t to)
{
	static const char *const plain[] = {
		"the",	       "a",	      "an",	     "all",
		"any",	       "that",	      "which",	     "is",
		"are",	       "for",	      "to",	     "of",
		"in",	       "on",	      "target",	     "targets",
		"targeting",   "mainline",    "current",     "release",
		"upstream",    "kernel",      "tree",	     "patch",
		"patches",     "change",      "changes",     "commit",
		"commits",     "submission",  "submissions", "content",
		"code",	       "bug",	      "bugs",	     "new",
		"next",	       "merge",	      "window",	     "cycle",
		"development", "work",	      "everything",  "else",
		"other",       "it",	      "this",	     "they",
		"authors",     "author",      "your",	     "you",
		"series",      "patchset",    "patchsets",   "implementing",
		"adding",      "introducing", "a.k.a",	     "aka",
		"i.e",	       "does",	      "do",	     "need",
		"needs",       "be",	      "should",	     "must",
		"go",	       "goes",	      "stable",	     "only",
		"urgent",      "critical",    "hardware",    "regression",
		"regressions", "build",	      "with",	     "and",
		"or",	       "intend",      "hit",	     "enabling",
		"fixing",      "if",	      "when",	     "whenever",
		"once",	       "where",	      "those",	     "these",
		NULL,
	};

	for (size_t i = from; i < to; i++) {
		const char *w = u->tok[i].w, *o = u->text + u->tok[i].off;
		bool ok = u->tok[i].punct || fix_word(w) ||
			  !strncmp(w, "feature", 7) ||
			  !strncmp(w, "backport", 8) ||
			  isupper((unsigned char)*o) ||
			  (strchr(w, '/') && !path_word(w));

		for (size_t k = 0; plain[k] && !ok; k++)
			ok = !strcmp(w, plain[k]);
		if (!ok)
			return true;
	}
	return false;
}

/*
 * The typed form of a condition's tokens [from, to): fixes, features,
 * stable or paths when it says no more than that, else a clause.  *paths
 * receives the paths of MAINT_COND_PATHS (malloc'd, space-separated).
 */
static enum maint_fact_cond cond_type(const struct mnt_unit *u, size_t from,
				      size_t to, const char *profile,
				      char **paths)
{
	static const char *const path_plain[] = {
		"the",	     "a",	"an",	      "all",
		"any",	     "that",	"which",      "is",
		"are",	     "to",	"of",	      "in",
		"on",	     "code",	"submission", "submissions",
		"patch",     "patches", "change",     "changes",
		"commit",    "commits", "series",     "patchset",
		"patchsets", "touch",	"touches",    "touching",
		"changing",  "modify",	"modifies",   "modifying",
		"affect",    "affects", "affecting",  "require",
		"requiring", "also",	"and",	      "files",
		"file",	     "under",	"directory",  "with",
		"targeting", "next",	"merge",      "window",
		"it",	     "you",	"your",	      NULL,
	};
	struct mbuf mb = MBUF_INIT;
	bool fix = false, feat = false, stable = false, narrow = false;
	bool other_path = false;
	size_t i, npath = 0;

	*paths = NULL;
	for (i = from; i < to; i++) {
		const char *w = u->tok[i].w;
		bool known = false;

		if (u->tok[i].punct)
			continue;
		narrow |= narrowing(w);
		/* "bug fixes", "fixes that ...", not "grammar fixes" */
		if (fix_word(w) && (i == from || u->tok[i - 1].punct ||
				    mnt_word_stop(u->tok[i - 1].w) ||
				    mnt_tok_is(&u->tok[i - 1], "bug") ||
				    mnt_tok_is(&u->tok[i - 1], "urgent") ||
				    mnt_tok_is(&u->tok[i - 1], "critical") ||
				    mnt_tok_is(&u->tok[i - 1], "regression") ||
				    mnt_tok_is(&u->tok[i - 1], "build") ||
				    mnt_tok_is(&u->tok[i - 1], "change") ||
				    mnt_tok_is(&u->tok[i - 1], "patch") ||
				    mnt_tok_is(&u->tok[i - 1], "commit")))
			fix = true;
		else if (fix_word(w))
			narrow = true;
		if (!strncmp(w, "backport", 8) || !strcmp(w, "stable"))
			stable = true;
		/* "new features", "a feature": the head, not "netdevsim features" */
		if ((!strncmp(w, "feature", 7) ||
		     !strncmp(w, "enhancement", 11)) &&
		    (i == from || u->tok[i - 1].punct ||
		     mnt_word_stop(u->tok[i - 1].w) ||
		     mnt_tok_is(&u->tok[i - 1], "new")))
			feat = true;
		if (mnt_tok_match(u, i, "next release") ||
		    mnt_tok_match(u, i, "next merge window") ||
		    mnt_tok_match(u, i, "next cycle"))
			feat = true;
		if (path_word(w)) {
			if (mb.len)
				mbuf_addch(&mb, ' ');
			mbuf_add(&mb, u->text + u->tok[i].off,
				 u->tok[i].end - u->tok[i].off);
			npath++;
			continue;
		}
		/* "in the internal directory": relative to the profile */
		if (i + 1 < to && mnt_tok_is(&u->tok[i + 1], "directory") &&
		    i > from && mnt_tok_is(&u->tok[i - 1], "the") &&
		    strcmp(w, "same")) {
			const char *slash = strrchr(profile, '/');

			if (mb.len)
				mbuf_addch(&mb, ' ');
			if (slash)
				mbuf_add(&mb, profile,
					 (size_t)(slash - profile) + 1);
			mbuf_add(&mb, u->text + u->tok[i].off,
				 u->tok[i].end - u->tok[i].off);
			mbuf_addch(&mb, '/');
			npath++;
			continue;
		}
		for (size_t k = 0; path_plain[k] && !known; k++)
			known = !strcmp(w, path_plain[k]);
		other_path |= !known;
	}
	if (npath && !other_path && !fix && !narrow) {
		if (mbuf_failed(&mb))
			return MAINT_COND_CLAUSE;
		*paths = mbuf_detach(&mb, NULL);
		return MAINT_COND_PATHS;
	}
	mbuf_release(&mb);
	if (npath || narrow || other_ff(u, from, to))
		return MAINT_COND_CLAUSE;
	if (stable)
		return MAINT_COND_STABLE;
	if (fix && !feat)
		return MAINT_COND_FIXES;
	if (feat && !fix)
		return MAINT_COND_FEATURES;
	return MAINT_COND_CLAUSE;
}

/* A trailing "if ...", "unless ...", "for fixes" of the main clause. */
/*
 * "..., if your patch is active in patchwork (...) the chances it was
 * missed are close to zero": after its own verb the if-clause has a
 * subject and a verb of its own, a conditional sentence whose condition
 * is not the rule's.  ("if you are sure the patch ...": a clause after
 * "sure", "think", ... whose "that" is left out is no consequent.)
 */
static bool own_consequent(const struct mnt_unit *u, size_t from, size_t to)
{
	static const char *const joins[] = {
		"that",	   "which",   "who",   "whom",	    "where",   "when",
		"whether", "because", "and",   "or",	    "but",     "if",
		"as",	   "than",    "of",    "to",	    "in",      "on",
		"for",	   "with",    "by",    "from",	    "at",      "into",
		"about",   "what",    "how",   "sure",	    "certain", "think",
		"know",	   "believe", "aware", "confident", "suspect", "assume",
		"clear",   "feel",    "say",   "says",	    "means",   NULL,
	};
	size_t k = from, s;

	while (k < to && (u->tok[k].depth || !mnt_word_finite(u->tok[k].w)))
		k++;
	for (s = k + 1; s + 1 < to; s++) {
		const struct mnt_tok *p = &u->tok[s - 1];

		if (u->tok[s].depth || !subject_start(u->tok[s].w) ||
		    (p->punct && p->w[0] != ')') ||
		    (!p->punct && mnt_word_in(p->w, joins)))
			continue;
		for (size_t v = s + 1; v < to && v < s + 8; v++)
			if (!u->tok[v].depth && mnt_word_finite(u->tok[v].w))
				return true;
	}
	return false;
}

static bool trailing_cond(const struct reading *r, struct span *out)
{
	static const char *const open[] = {
		"only if", "only when", "if",	      "when",	  "whenever",
		"unless",  "in case",	"as long as", "provided", NULL,
	};
	static const char *const vague[] = {
		"necessary", "possible",    "needed", "in doubt", "applicable",
		"relevant",  "appropriate", "any",    "so",	  "unsure",
		"not",	     "it's",	    "it",     "at all",	  NULL,
	};
	const struct mnt_unit *u = r->u;
	size_t from = r->mark != NONE ? r->mark + 1 : r->main, i, n, e;

	for (i = from; i < r->end; i++) {
		if (u->tok[i].depth)
			continue;
		/* the main clause ends at ", but ..." */
		if (u->tok[i].punct && u->tok[i].w[0] == ',' &&
		    i + 1 < r->end &&
		    (mnt_tok_is(&u->tok[i + 1], "but") ||
		     mnt_tok_is(&u->tok[i + 1], "though")))
			return false;
		/* "..., i.e. when ...": an explanation, not a condition */
		if (i > 0 && (mnt_tok_is(&u->tok[i - 1], "i.e") ||
			      mnt_tok_is(&u->tok[i - 1], "e.g")))
			continue;
		if (mnt_tok_find_any(u, i, i + 1, open, &n) == i) {
			if (mnt_tok_find_any(u, i + n, i + n + 1, vague,
					     NULL) != NONE ||
			    (i > 0 && (mnt_tok_is(&u->tok[i - 1], "even") ||
				       /* "as if": a comparison */
				       mnt_tok_is(&u->tok[i - 1], "as") ||
				       mnt_tok_is(&u->tok[i - 1], "yourself") ||
				       mnt_tok_is(&u->tok[i - 1], "ask") ||
				       mnt_tok_is(&u->tok[i - 1], "check") ||
				       mnt_tok_is(&u->tok[i - 1], "unsure") ||
				       mnt_tok_is(&u->tok[i - 1], "know"))))
				continue;
			break;
		}
		if (mnt_tok_is(&u->tok[i], "before") &&
		    (mnt_tok_find(u, i + 1, i + 6, "upstream") != NONE ||
		     mnt_tok_find(u, i + 1, i + 6, "merged") != NONE ||
		     mnt_tok_find(u, i + 1, i + 6, "applied") != NONE)) {
			n = 1;
			break;
		}
		if (mnt_tok_is(&u->tok[i], "for") && i + 1 < r->end &&
		    !(i > 0 && mnt_tok_is(&u->tok[i - 1], "even")) &&
		    (fix_word(u->tok[i + 1].w) ||
		     mnt_tok_match(u, i + 1, "new feature*") ||
		     mnt_tok_match(u, i + 1, "bug fix*") ||
		     mnt_tok_match(u, i + 1, "bug-fix*") ||
		     mnt_tok_match(u, i + 1, "bug report*") ||
		     mnt_tok_match(u, i + 1, "patches that") ||
		     mnt_tok_match(u, i + 1, "patches which") ||
		     mnt_tok_match(u, i + 1, "changes that") ||
		     mnt_tok_match(u, i + 1, "changes which") ||
		     mnt_tok_match(u, i + 1, "any change*"))) {
			n = 1;
			break;
		}
	}
	if (i >= r->end)
		return false;
	for (e = i + n; e < r->end; e++) {
		const struct mnt_tok *t = &u->tok[e];

		if (t->depth)
			continue;
		if (t->punct && t->w[0] == ';')
			break;
		if (t->punct && t->w[0] == ',' && e + 1 < r->end &&
		    (mnt_tok_is(&u->tok[e + 1], "but") ||
		     mnt_tok_is(&u->tok[e + 1], "though") ||
		     mnt_tok_is(&u->tok[e + 1], "and") ||
		     mnt_tok_is(&u->tok[e + 1], "so") ||
		     mnt_tok_is(&u->tok[e + 1], "as") ||
		     mnt_tok_is(&u->tok[e + 1], "since") ||
		     mnt_tok_is(&u->tok[e + 1], "i.e") ||
		     mnt_tok_is(&u->tok[e + 1], "e.g")))
			break;
	}
	if (own_consequent(u, i + n, e))
		return false;
	out->from = i;
	out->to = e;
	return e > i + n;
}

static void add_when(struct mbuf *mb, const struct mnt_unit *u, size_t from,
		     size_t to, bool strip)
{
	static const char *const lead[] = {
		"if",
		"when",
		"whenever",
		"once",
		"in case",
		"in cases where",
		"provided that",
		"as long as",
		"for",
		"only if",
		"only when",
		"provided",
		"where",
		NULL,
	};
	char *t;
	size_t n;

	if (strip && mnt_tok_find_any(u, from, from + 1, lead, &n) == from)
		from += n;
	t = span_text(u, from, to);
	if (!t)
		return;
	if (mb->len)
		mbuf_adds(mb, "; ");
	mbuf_adds(mb, t);
	free(t);
}

static bool negative(enum maint_strength s)
{
	return s == S_DIS || s == S_FOR;
}

/*
 * The subject is a condition when it narrows what the rule applies to
 * ("fixes that target mainline should ..."), not when it is the thing
 * judged ("Posting as one thread is discouraged", "Emails saying just
 * ping are rude"): never for an action (an -ing head), for a
 * prohibition only when it names fixes or features.
 */
static bool subject_condition(const struct reading *r, const char *profile)
{
	const struct mnt_unit *u = r->u;
	size_t h = r->subj_from;
	char *pv = NULL;
	enum maint_fact_cond t;

	while (h < r->subj_to &&
	       (u->tok[h].punct || subject_start(u->tok[h].w) ||
		adverb(u->tok[h].w)))
		h++;
	if (h >= r->subj_to || participle(u->tok[h].w) ||
	    !restrictive(u, r->subj_from, r->subj_to))
		return false;
	t = cond_type(u, r->subj_from, r->subj_to, profile, &pv);
	free(pv);
	if (negative(r->s))
		return t == MAINT_COND_FIXES || t == MAINT_COND_FEATURES;
	return true;
}

/* "(just) before each submission": true whenever one submits */
static bool trivial_when(const char *w)
{
	static const char *const t[] = {
		"before each submission", "just before each submission",
		"before submitting",	  "before submission",
		"before posting",	  "before sending",
		"before you post",	  "before you send",
		"before you submit",	  NULL,
	};

	for (size_t k = 0; t[k]; k++)
		if (!strcasecmp(w, t[k]))
			return true;
	return false;
}

static void add_cspan(struct mnt_unit *u, size_t from, size_t to)
{
	if (u->ncspan < ARRAY_SIZE(u->cspan)) {
		u->cspan[u->ncspan][0] = from;
		u->cspan[u->ncspan][1] = to;
		u->ncspan++;
	}
}

static void read_condition(struct reading *r, const char *profile)
{
	struct mnt_unit *u = r->u;
	struct mbuf mb = MBUF_INIT;
	enum maint_fact_cond typed = MAINT_COND_NONE, t;
	char *paths = NULL, *pv;
	struct span tail;
	size_t k;

	for (k = 0; k < r->ncond; k++) {
		add_cspan(u, r->cond[k].from, r->cond[k].to);
		add_when(&mb, u, r->cond[k].from, r->cond[k].to, true);
		t = cond_type(u, r->cond[k].from, r->cond[k].to, profile, &pv);
		if (typed == MAINT_COND_NONE || (typed != t)) {
			typed = typed == MAINT_COND_NONE ? t :
							   MAINT_COND_CLAUSE;
			free(paths);
			paths = pv;
		} else {
			free(pv);
		}
	}
	if (!u->imperative && r->subj_to > r->subj_from &&
	    subject_condition(r, profile)) {
		add_cspan(u, r->subj_from, r->subj_to);
		add_when(&mb, u, r->subj_from, r->subj_to, false);
		t = cond_type(u, r->subj_from, r->subj_to, profile, &pv);
		if (typed == MAINT_COND_NONE) {
			typed = t;
			free(paths);
			paths = pv;
		} else {
			typed = typed == t ? t : MAINT_COND_CLAUSE;
			free(pv);
		}
	}
	if (trailing_cond(r, &tail)) {
		bool neg = mnt_tok_is(&u->tok[tail.from], "unless");

		add_cspan(u, tail.from, tail.to);
		add_when(&mb, u, tail.from, tail.to, true);
		t = neg ? MAINT_COND_CLAUSE :
			  cond_type(u, tail.from, tail.to, profile, &pv);
		if (neg)
			pv = NULL;
		if (typed == MAINT_COND_NONE) {
			typed = t;
			free(paths);
			paths = pv;
		} else {
			typed = typed == t ? t : MAINT_COND_CLAUSE;
			free(pv);
		}
	}
	if (typed != MAINT_COND_PATHS) {
		free(paths);
		paths = NULL;
	}
	if (mbuf_failed(&mb) || !mb.len || trivial_when(mb.buf)) {
		mbuf_release(&mb);
		free(paths);
		u->cond = MAINT_COND_NONE;
		u->ncspan = 0;
		return;
	}
	u->when = mbuf_detach(&mb, NULL);
	u->cond = typed;
	u->cond_value = paths;
}

/* Kinds */

static unsigned int cue_score(const struct mnt_unit *u,
			      const struct mnt_kind_cue *c)
{
	unsigned int sc = 0;
	unsigned char used[MNT_UNIT_MAX_TOKENS] = { 0 };

	for (; c && c->phrase; c++)
		for (size_t i = 0; i < u->ntok; i++) {
			size_t n = used[i] ? 0 : mnt_tok_match(u, i, c->phrase);

			if (!n)
				continue;
			sc += c->weight;
			for (size_t k = i; k < i + n && k < u->ntok; k++)
				used[k] = 1;
		}
	return sc;
}

static enum maint_rule_kind read_kind(const struct mnt_unit *u,
				      const struct mnt_unit *head,
				      const struct mnt_unit *phead)
{
	unsigned int best = 0, sc;
	enum maint_rule_kind k, kind = MAINT_RULE_OTHER;

	for (k = 0; k < MAINT_RULE_NKINDS; k++) {
		const struct mnt_kind_cue *c = mnt_kind_cues[k];

		if (!c)
			continue;
		sc = 2 * cue_score(u, c) + (head ? 2 * cue_score(head, c) : 0) +
		     (phead ? cue_score(phead, c) : 0);
		if (sc > best) {
			best = sc;
			kind = k;
		}
	}
	if (best < 2)
		return MAINT_RULE_OTHER;
	/* ping, repost: how long when a duration is named, else how */
	if (kind == MAINT_RULE_PING_WAIT &&
	    mnt_tok_find(u, 0, u->ntok, "#dur") == NONE)
		kind = MAINT_RULE_PING_HOW;
	if (kind == MAINT_RULE_REPOST_WAIT &&
	    mnt_tok_find(u, 0, u->ntok, "#dur") == NONE &&
	    mnt_tok_find(u, 0, u->ntok, "24h") == NONE)
		kind = MAINT_RULE_RESEND;
	return kind;
}

/* "follow the rules of X": the document X, or NULL. */
static char *relation_of(const struct mnt_unit *u, size_t from, size_t to)
{
	const char *r = strstr(u->raw, ":ref:`");
	size_t i;

	if (mnt_tok_find(u, from, to, "follow*") == NONE)
		return NULL;
	if (r) {
		const char *b = r + 6, *e = strchr(b, '`'), *lt;

		if (!e)
			return NULL;
		lt = memchr(b, '<', (size_t)(e - b));
		if (lt && e[-1] == '>')
			return mnt_strndup(lt + 1, (size_t)(e - 1 - lt - 1));
		return mnt_strndup(b, (size_t)(e - b));
	}
	for (i = from; i < to; i++) {
		const char *w = u->tok[i].w;
		size_t n = strlen(w);

		if (strchr(w, '/') && ((n > 4 && !strcmp(w + n - 4, ".rst")) ||
				       (n > 3 && !strcmp(w + n - 3, ".md")) ||
				       (n > 4 && !strcmp(w + n - 4, ".txt"))))
			return mnt_strndup(u->text + u->tok[i].off,
					   u->tok[i].end - u->tok[i].off);
	}
	return NULL;
}

/* Headings: whom a section speaks to, whether it states requirements. */
struct headinfo {
	const char *to; /* "maintainer", "reviewer" or NULL */
	bool req, roles;
};

static void heading_info(const struct mnt_units *us,
			 const struct mnt_unit *heads, size_t sec,
			 struct headinfo *hi)
{
	static const char *const meant[] = {
		"for",	 "guidance", "information", "notes",
		"hints", "tips",     NULL,
	};
	static const char *const reqs[] = {
		"requirement*",
		"mandatory",
		"strict",
		NULL,
	};
	const struct maint_profile *p = us->p;

	hi->to = NULL;
	hi->req = hi->roles = false;
	for (size_t s = sec; s != NONE; s = p->parent[s]) {
		const struct mnt_unit *h = &heads[s];
		bool m = false, rv = false;

		for (size_t i = 0; i < h->ntok; i++) {
			m |= !strncmp(h->tok[i].w, "maintainer", 10) ||
			     !strncmp(h->tok[i].w, "submaintainer", 13) ||
			     !strncmp(h->tok[i].w, "sub-maintainer", 14);
			rv |= !strncmp(h->tok[i].w, "reviewer", 8);
		}
		if (!hi->to && (m || rv) &&
		    mnt_tok_find_any(h, 0, h->ntok, meant, NULL) != NONE &&
		    mnt_tok_find(h, 0, h->ntok, "submitting") == NONE &&
		    mnt_tok_find(h, 0, h->ntok, "to") == NONE)
			hi->to = rv && !m ? "reviewer" : "maintainer";
		hi->req |= mnt_tok_find_any(h, 0, h->ntok, reqs, NULL) != NONE;
		/* "Roles", "Community roles and their authority" */
		if (mnt_tok_find(h, 0, h->ntok, "role*") != NONE) {
			hi->roles = true;
			if (!hi->to)
				hi->to = "maintainer";
		}
	}
}

static bool starts_example(const struct mnt_unit *u)
{
	static const char *const ex[] = {
		"for example", "for instance", "e.g",	  "eg", "example",
		"examples",    "an example",   "such as", NULL,
	};

	return u->ntok && mnt_tok_find_any(u, 0, 1, ex, NULL) == 0;
}

/*
 * "Patches go to the foo@ list", "Fixes are sent through the net tree":
 * where contributions go, said in the present, is what a contributor is
 * to do even without a modal.
 */
static bool destination_norm(const struct reading *r)
{
	static const char *const noun[] = {
		"patch*",	 "fix*",    "submission*", "series",
		"contribution*", "change*", NULL,
	};
	static const char *const verb[] = {
		"go to",
		"go through",
		"goes to",
		"goes through",
		"are sent to",
		"is sent to",
		"are posted to",
		"is posted to",
		"are routed through",
		"is routed through",
		"are routed to",
		"are merged through",
		"is merged through",
		"are sent via",
		NULL,
	};
	const struct mnt_unit *u = r->u;
	size_t k, n;

	for (k = r->main; k < r->end && k < r->main + 5; k++) {
		if (u->tok[k].punct)
			return false;
		if (mnt_tok_find_any(u, k, k + 1, noun, &n) != k)
			continue;
		for (k += n; k < r->end && k < r->main + 8; k++)
			if (mnt_tok_find_any(u, k, k + 1, verb, NULL) == k)
				return true;
			else if (u->tok[k].punct)
				return false;
		return false;
	}
	return false;
}

static int read_unit(struct mnt_units *us, size_t i,
		     const struct mnt_unit *heads)
{
	struct mnt_unit *u = &us->u[i];
	const struct maint_profile *p = us->p;
	struct reading r = { .u = u };
	struct headinfo hi;
	size_t n = strlen(u->text), sec = u->section;
	int ret = tokenize(u);

	if (ret || !u->ntok)
		return ret;
	u->question = n && u->text[n - 1] == '?';
	u->example = starts_example(u);
	heading_info(us, heads, sec, &hi);
	r.heading_to = hi.to;
	r.heading_roles = hi.roles;
	read_clauses(&r);
	u->main = r.main;
	read_strength(&r);
	read_addressee(&r);
	read_condition(&r, p->name);
	if (hi.req && r.s == S_REC)
		r.s = S_REQ;
	else if (hi.req && r.s == S_DIS)
		r.s = S_FOR;
	u->strength = r.s;
	if (u->question || u->example)
		u->strength = S_NON;
	/* "Optional:", "At a minimum:": a label for what follows */
	if (n && u->text[n - 1] == ':' && u->ntok <= 5 && !u->imperative)
		u->strength = S_NON;
	u->kind = read_kind(u, &heads[sec],
			    p->parent[sec] != NONE ? &heads[p->parent[sec]] :
						     NULL);
	if (u->strength == S_NON && !u->question && !u->example &&
	    destination_norm(&r)) {
		u->strength = S_REQ;
		if (!hi.to)
			u->to = MAINT_TO_CONTRIBUTOR;
		if (u->kind != MAINT_RULE_RECIPIENTS &&
		    u->kind != MAINT_RULE_ROUTING)
			u->kind = strchr(u->text, '@') ||
						  mnt_tok_find(u, r.main, r.end,
							       "list") != NONE ?
					  MAINT_RULE_RECIPIENTS :
					  MAINT_RULE_ROUTING;
	}
	/*
	 * Where to send, under a heading for maintainers ("Information for
	 * (new) Submaintainers"), is the route of their own work.
	 */
	if (hi.to && !strcmp(hi.to, "maintainer") &&
	    u->to == MAINT_TO_CONTRIBUTOR &&
	    (u->kind == MAINT_RULE_ROUTING ||
	     u->kind == MAINT_RULE_RECIPIENTS) &&
	    mnt_tok_find_any(u, 0, u->ntok, about_contributors, NULL) == NONE)
		u->to = MAINT_TO_MAINTAINER;
	if (u->strength != S_NON) {
		u->refers = relation_of(u, r.main, r.end);
		if (u->refers)
			u->kind = MAINT_RULE_RELATION;
	}
	return 0;
}

static size_t target_of(const struct mnt_units *us, size_t i)
{
	while (i != NONE && us->u[i].into != NONE)
		i = us->u[i].into;
	return i;
}

/* "These ...", "This is because ...": about the sentence before. */
static bool anaphoric(const struct mnt_unit *u)
{
	static const char *const a[] = {
		"this",		"these",	 "those",
		"they",		"such",		 "that",
		"doing so",	"the usual way", "a convenient way",
		"the best way", "one way",	 "the easiest way",
		NULL,
	};

	if (!u->ntok)
		return false;
	if (mnt_tok_find_any(u, 0, 1, a, NULL) == 0)
		return true;
	/* "It ..." but not "It is useful to ...", "It's ..." */
	return mnt_tok_is(&u->tok[0], "it") && u->ntok > 1 &&
	       !mnt_tok_is(&u->tok[1], "is") && !mnt_tok_is(&u->tok[1], "'s");
}

/* A lead-in that lists rules ("follow these additional rules:"). */
static bool lists_rules(const struct mnt_unit *u)
{
	static const char *const yes[] = {
		"follow*",   "rules",	   "exceptions", "below",
		"following", "these",	   "steps",	 "checklist",
		"criteria",  "additional", "guidelines", NULL,
	};
	static const char *const no[] = {
		"example*", "reasons", "question*", "include",
		"includes", "such as", "e.g",	    "either",
		"cases",    "ways",    NULL,
	};

	return mnt_tok_find_any(u, 0, u->ntok, yes, NULL) != NONE &&
	       mnt_tok_find_any(u, 0, u->ntok, no, NULL) == NONE;
}

/* The template's Submit Checklist Addendum, or a section under it. */
static bool checklist(const struct mnt_units *us, size_t s)
{
	for (; s != NONE; s = us->p->parent[s])
		if (us->p->secs[s].tmpl == MAINT_TMPL_SUBMIT_CHECKLIST)
			return true;
	return false;
}

/* A lead-in: ends in ':', or says "below", "the following". */
static bool introduces(const struct mnt_unit *u)
{
	static const char *const v[] = { "below", "following", NULL };

	size_t n = strlen(u->text);

	return u->lead_in || mnt_tok_find_any(u, 0, u->ntok, v, NULL) != NONE ||
	       (n && isalpha((unsigned char)u->text[n - 1]));
}

/* A lead-in offering choices: "There are multiple ways to deal with this:" */
static bool alternatives(const struct mnt_unit *u)
{
	static const char *const v[] = {
		"ways",
		"options",
		"alternatives",
		"either",
		"one of the following",
		NULL,
	};

	return mnt_tok_find_any(u, 0, u->ntok, v, NULL) != NONE;
}

/* Fold items, explanations and examples into the rules they belong to. */
static void fold_units(struct mnt_units *us)
{
	size_t i;

	for (i = 0; i < us->n; i++) {
		struct mnt_unit *u = &us->u[i];
		size_t t;

		if (u->tldr && u->strength == S_NON && !u->question &&
		    !u->example && (u->item || u->lead == NONE)) {
			u->strength = S_REQ;
			continue;
		}
		/* a checklist's bare items: what the checklist asks */
		if (u->item && u->lead == NONE && u->strength == S_NON &&
		    u->first_in_para && !u->question && !u->example &&
		    checklist(us, u->section)) {
			u->strength = S_REQ;
			continue;
		}
		if (u->item && u->lead != NONE) {
			const struct mnt_unit *l;

			t = target_of(us, u->lead);
			l = &us->u[t];
			if (!introduces(&us->u[u->lead]))
				continue;
			if (!u->first_in_para) {
				/* the item's second sentence: about the first */
				if (u->strength == S_NON && i &&
				    us->u[i - 1].para == u->para)
					u->into = target_of(us, i - 1);
				continue;
			}
			if (u->strength == S_NON && !u->question &&
			    !u->example && l->strength != S_NON &&
			    lists_rules(l)) {
				u->strength = l->strength;
				u->to = l->to;
			} else if (u->strength == S_NON && u->tldr) {
				u->strength = S_REQ;
			} else if (u->strength == S_NON &&
				   l->strength != S_NON) {
				u->into = t;
			} else if (u->imp_only && l->strength != S_NON &&
				   l->strength != S_REQ &&
				   !negative(l->strength)) {
				u->strength = l->strength;
			} else if (u->imp_only && alternatives(l)) {
				u->strength = S_ALW;
			}
			continue;
		}
		if (!i || us->u[i - 1].section != u->section)
			continue;
		/* "These debugging options ..." after a rule's paragraph */
		if ((u->first_in_para || us->u[i - 1].para != u->para) &&
		    !(u->ntok &&
		      (mnt_tok_is(&u->tok[0], "these") ||
		       mnt_tok_is(&u->tok[0], "this") ||
		       mnt_tok_is(&u->tok[0], "those") ||
		       mnt_tok_is(&u->tok[0], "such")) &&
		      !us->u[i - 1].item))
			continue;
		t = target_of(us, i - 1);
		if (us->u[t].strength == S_NON)
			continue;
		if (u->example && u->ntok <= 4)
			continue;
		if (u->first_in_para && u->strength == S_NON && !u->item &&
		    us->u[i - 1].lead_in &&
		    us->u[target_of(us, i - 1)].strength != S_NON) {
			u->into = target_of(us, i - 1);
			continue;
		}
		if ((u->strength == S_NON && (anaphoric(u) || u->example)) ||
		    (u->example && u->strength == S_NON) ||
		    (anaphoric(u) && !u->when && u->strength != S_NON &&
		     negative(u->strength) == negative(us->u[t].strength) &&
		     !u->imperative))
			u->into = t;
	}
}

/* Content words for matching a tl;dr item with the rule it repeats. */
static size_t stem(const char *w, char *out, size_t max)
{
	size_t n = strlen(w);

	if (n >= max)
		n = max - 1;
	memcpy(out, w, n);
	out[n] = '\0';
	if (n > 4 && !strcmp(out + n - 3, "ing"))
		n -= 3;
	else if (n > 3 && !strcmp(out + n - 2, "ed"))
		n -= 2;
	else if (n > 3 && out[n - 1] == 's')
		n--;
	/* 24h */
	if (n > 1 && out[n - 1] == 'h' && isdigit((unsigned char)out[0]))
		n--;
	out[n] = '\0';
	return n;
}

/* A word of some marker phrase ("must", "required", "not"). */
static bool marker_word(const char *w)
{
	size_t n = strlen(w);

	for (size_t k = 0; k < ARRAY_SIZE(markers); k++) {
		const char *p = markers[k].phrase;

		while (*p) {
			const char *e = strchr(p, ' ');
			size_t l = e ? (size_t)(e - p) : strlen(p);

			if (l == n && !strncmp(p, w, n))
				return true;
			p += l + (e != NULL);
		}
	}
	return false;
}

static bool content_word(const struct mnt_tok *t)
{
	return !t->punct && strlen(t->w) > 1 && !mnt_word_stop(t->w) &&
	       !marker_word(t->w);
}

static unsigned int tldr_score(const struct mnt_unit *a,
			       const struct mnt_unit *b,
			       const struct mnt_unit *head, unsigned int *total)
{
	unsigned int sc = 0;

	*total = 0;
	for (size_t i = 0; i < a->ntok; i++) {
		char sa[64], sb[64];
		unsigned int w;
		bool hit = false, seen = false;

		if (!content_word(&a->tok[i]))
			continue;
		stem(a->tok[i].w, sa, sizeof(sa));
		for (size_t k = 0; k < i && !seen; k++)
			seen = content_word(&a->tok[k]) &&
			       stem(a->tok[k].w, sb, sizeof(sb)) &&
			       !strcmp(sa, sb);
		if (seen)
			continue;
		w = isdigit((unsigned char)a->tok[i].w[0]) ? 2 : 1;
		*total += w;
		for (size_t k = 0; k < b->ntok && !hit; k++)
			hit = content_word(&b->tok[k]) &&
			      stem(b->tok[k].w, sb, sizeof(sb)) &&
			      !strcmp(sa, sb);
		for (size_t k = 0; head && k < head->ntok && !hit; k++)
			hit = content_word(&head->tok[k]) &&
			      stem(head->tok[k].w, sb, sizeof(sb)) &&
			      !strcmp(sa, sb);
		if (hit)
			sc += w;
	}
	if (sc && a->kind == b->kind && a->kind != MAINT_RULE_OTHER)
		sc += 2;
	return sc;
}

static void merge_tldr(struct mnt_units *us, const struct mnt_unit *heads)
{
	for (size_t i = 0; i < us->n; i++) {
		struct mnt_unit *u = &us->u[i];
		size_t best = NONE;
		unsigned int bs = 0, total = 0;

		if (!u->tldr || u->into != NONE || u->strength == S_NON)
			continue;
		for (size_t k = 0; k < us->n; k++) {
			const struct mnt_unit *c = &us->u[k];
			unsigned int sc, t;

			if (c->tldr || c->into != NONE ||
			    c->strength == S_NON ||
			    c->to != MAINT_TO_CONTRIBUTOR)
				continue;
			sc = tldr_score(u, c, &heads[c->section], &t);
			total = t;
			if (sc > bs && 5 * sc >= 2 * t) {
				bs = sc;
				best = k;
			}
		}
		(void)total;
		if (best == NONE || bs < 2)
			continue;
		u->into = best;
		if (us->u[best].tldr_of == NONE)
			us->u[best].tldr_of = i;
		/* the tl;dr's "don't" is firmer than the body's "avoid" */
		if (u->strength == S_FOR && us->u[best].strength == S_DIS)
			us->u[best].strength = S_FOR;
		if (u->strength == S_REQ && us->u[best].strength == S_REC)
			us->u[best].strength = S_REQ;
	}
}

/* Rules */

/* "Testing > Expected level of testing" for section s. */
static char *heading_path(const struct maint_profile *p, size_t s)
{
	struct mbuf mb = MBUF_INIT;
	size_t chain[16], n = 0;

	for (; s != NONE && n < ARRAY_SIZE(chain); s = p->parent[s])
		if (!p->secs[s].is_title && p->secs[s].heading[0])
			chain[n++] = s;
	while (n--) {
		if (mb.len)
			mbuf_adds(&mb, " > ");
		mbuf_adds(&mb, p->secs[chain[n]].heading);
	}
	if (mbuf_failed(&mb))
		return NULL;
	if (!mb.len) {
		mbuf_release(&mb);
		return strdup("");
	}
	return mbuf_detach(&mb, NULL);
}

/*
 * A rule's text: its unit, and what was folded into it, in order (the
 * units folded into each rule are chained through @next).
 */
static char *rule_text(const struct mnt_units *us, size_t i, const size_t *next,
		       unsigned int *end_line)
{
	struct mbuf mb = MBUF_INIT;

	mbuf_adds(&mb, us->u[i].text);
	*end_line = us->u[i].end_line;
	if (us->u[i].bare_lead) {
		/* the block, its blanks collapsed, up to a bound */
		const struct mnt_para *b = us->u[i].literal;
		size_t n = 0;
		bool blank = true;

		mbuf_addch(&mb, ' ');
		for (const char *c = b->text; *c && n < 200; c++) {
			bool sp = *c == ' ' || *c == '\t' || *c == '\n';

			if (sp && blank)
				continue;
			mbuf_addch(&mb, sp ? ' ' : *c);
			blank = sp;
			n++;
		}
		if (n >= 200)
			mbuf_adds(&mb, " ...");
		while (mb.len && mb.buf[mb.len - 1] == ' ')
			mb.buf[--mb.len] = '\0';
		if (b->end_line > *end_line)
			*end_line = b->end_line;
	}
	for (size_t k = next[i]; k != NONE; k = next[k]) {
		const struct mnt_unit *f = &us->u[k];

		if (f->tldr)
			continue;
		mbuf_addch(&mb, ' ');
		if (f->item)
			mbuf_adds(&mb, "- ");
		mbuf_adds(&mb, f->text);
		if (f->end_line > *end_line)
			*end_line = f->end_line;
	}
	if (mbuf_failed(&mb))
		return NULL;
	return mbuf_detach(&mb, NULL);
}

static bool listed(const struct mnt_unit *u)
{
	return u->into == NONE && (u->strength != S_NON || u->has_fact);
}

/*
 * A lead-in that says nothing but its verb ("Please use:", "Write it
 * like this:", "Use the following format:"): what it asks is the block
 * that follows.
 */
static bool bare_lead(const struct mnt_unit *u)
{
	static const char *const empty[] = {
		"please", "like",   "follows", "following", "below",
		"here",	  "format", "form",    "way",	    "instead",
		"rather", "style",  "pattern", NULL,
	};
	size_t content = 0;

	for (size_t i = 0; i < u->ntok; i++) {
		const char *w = u->tok[i].w;

		if (u->tok[i].punct || mnt_word_stop(w) || adverb(w) ||
		    mnt_word_in(w, empty))
			continue;
		content++;
	}
	return content <= 1;
}

/*
 * Lead-ins ending in ':'.  One that lists rules ("Please follow these
 * additional rules when submitting to XFS:") whose items are each a rule
 * of their own is no rule itself: its typed condition goes to the items
 * that state none.  One that says nothing but its verb before a literal block
 * ("Please use::") takes the block as what it asks (rule_text()).
 */
static int lead_ins(struct mnt_units *us)
{
	for (size_t i = 0; i < us->n; i++) {
		struct mnt_unit *l = &us->u[i];
		size_t nitems = 0, nrules = 0, k;

		if (!listed(l) || l->has_fact || l->refers || !l->lead_in)
			continue;
		if (l->literal && bare_lead(l)) {
			l->bare_lead = true;
			continue;
		}
		if (!lists_rules(l))
			continue;
		for (k = i + 1; k < us->n && us->u[k].section == l->section;
		     k++) {
			const struct mnt_unit *it = &us->u[k];

			if (it->lead != i) {
				if (!it->item)
					break;
				continue;
			}
			if (!it->first_in_para)
				continue;
			nitems++;
			/* a rule in its own words, not by the lead-in's */
			nrules += listed(it) && it->verb != NONE;
		}
		if (!nitems || nrules < nitems)
			continue;
		/* a typed condition (fixes, features, paths) goes on; a
		 * clause is most often the profile's own scope ("when
		 * submitting to XFS") */
		for (k = i + 1;
		     l->when && l->cond != MAINT_COND_CLAUSE && k < us->n;
		     k++) {
			struct mnt_unit *it = &us->u[k];

			if (it->section != l->section)
				break;
			if (it->lead != i || !listed(it) || it->when)
				continue;
			it->when = strdup(l->when);
			it->cond = l->cond;
			it->cond_value = l->cond_value ? strdup(l->cond_value) :
							 NULL;
			if (!it->when || (l->cond_value && !it->cond_value))
				return -ENOMEM;
		}
		l->strength = S_NON;
	}
	return 0;
}

static int make_rules(struct mnt_units *us)
{
	struct maint_profile *p = us->p;
	char **paths = calloc(p->nsecs ? p->nsecs : 1, sizeof(*paths));
	size_t *next = malloc((us->n ? us->n : 1) * sizeof(*next));
	size_t *tail = malloc((us->n ? us->n : 1) * sizeof(*tail));
	size_t i, n = 0;
	int ret = 0;

	if (!paths || !next || !tail) {
		free(paths);
		free(next);
		free(tail);
		return -ENOMEM;
	}
	/* chain the units folded into each rule, in document order */
	for (i = 0; i < us->n; i++)
		next[i] = NONE, tail[i] = i;
	for (i = 0; i < us->n; i++) {
		size_t t = target_of(us, i);

		if (t != i) {
			next[tail[t]] = i;
			tail[t] = i;
		}
	}
	for (i = 0; i < us->n; i++)
		n += listed(&us->u[i]);
	p->rules = calloc(n ? n : 1, sizeof(*p->rules));
	if (!p->rules) {
		free(paths);
		return -ENOMEM;
	}
	for (i = 0; i < us->n && !ret; i++) {
		struct mnt_unit *u = &us->u[i];
		struct maint_rule *r;
		char *text;

		if (!listed(u))
			continue;
		if (!paths[u->section]) {
			paths[u->section] = heading_path(p, u->section);
			if (!mnt_profile_own(p, paths[u->section])) {
				ret = -ENOMEM;
				break;
			}
		}
		r = &p->rules[p->nrules];
		memset(r, 0, sizeof(*r));
		text = rule_text(us, i, next, &r->end_line);
		if (!mnt_profile_own(p, text) ||
		    (u->when && !mnt_profile_own(p, u->when)) ||
		    (u->cond_value && !mnt_profile_own(p, u->cond_value)) ||
		    (u->refers && !mnt_profile_own(p, u->refers))) {
			/* owned (and freed with the profile) or freed */
			u->when = u->cond_value = u->refers = NULL;
			ret = -ENOMEM;
			break;
		}
		r->kind = u->kind;
		r->strength = u->strength;
		r->to = u->to;
		r->text = text;
		r->when = u->when;
		r->cond = u->cond;
		r->cond_value = u->cond_value;
		r->refers = u->refers;
		u->when = u->cond_value = u->refers = NULL;
		r->file = p->name;
		r->line = u->line;
		r->section = u->section;
		r->heading = paths[u->section];
		r->item = u->item;
		if (u->tldr_of != NONE)
			r->tldr_line = us->u[u->tldr_of].line;
		u->rule = p->nrules++;
	}
	free(paths);
	free(next);
	free(tail);
	return ret;
}

/* Point each fact at its rule; a rule takes the kind of its first fact. */
static void link_facts(struct mnt_units *us)
{
	struct maint_profile *p = us->p;
	bool *kinded = calloc(p->nrules ? p->nrules : 1, sizeof(*kinded));

	for (size_t f = 0; f < p->nfacts; f++) {
		size_t u = target_of(us, us->fact_unit[f]);
		size_t r = us->u[u].rule;

		if (r == NONE)
			continue;
		p->facts[f].rule = &p->rules[r];
		if (kinded && !kinded[r] &&
		    p->rules[r].kind != MAINT_RULE_RELATION) {
			p->rules[r].kind =
				(enum maint_rule_kind)p->facts[f].kind;
			kinded[r] = true;
		}
	}
	free(kinded);
}

/* Why few rules were read: a note for the reader of the output. */
static const char *rules_note(const struct mnt_units *us)
{
	static const char *const english[] = {
		"the", "a",   "an",   "to",	"of",	"and", "is",
		"are", "be",  "in",   "for",	"that", "it",  "with",
		"on",  "not", "this", "should", "must", "you", "your",
		"or",  "by",  "as",   "if",	"can",	NULL,
	};
	size_t words = 0, common = 0, asking = 0, tables = 0, tchars = 0;
	size_t pchars = 0, paras = 0;

	for (size_t i = 0; i < us->n; i++) {
		const struct mnt_unit *u = &us->u[i];

		asking += u->into == NONE && u->strength != S_NON;
		pchars += strlen(u->text);
		for (size_t k = 0; k < u->ntok; k++) {
			if (u->tok[k].punct)
				continue;
			words++;
			for (size_t e = 0; english[e]; e++)
				if (!strcmp(u->tok[k].w, english[e])) {
					common++;
					break;
				}
		}
	}
	for (size_t s = 0; s < us->p->nsecs; s++)
		for (size_t k = 0; k < us->nparas[s]; k++) {
			const struct mnt_para *pa = &us->paras[s][k];

			if (pa->table) {
				tables++;
				tchars += strlen(pa->text);
			} else if (!pa->literal) {
				paras++;
			}
		}
	if (us->capped)
		return "too long: only its first sentences were read";
	if (words >= 20 && common * 100 < words * 8)
		return "not English: rules are read from English prose only";
	if (!asking && paras <= 1)
		return "no rules: a single paragraph that asks nothing of a contributor in words the reader knows";
	if (!asking)
		return "no rules: nothing in it asks something of a contributor in words the reader knows";
	if (tables && tchars > pchars)
		return "mostly tables: table cells are data, not read as rules";
	return NULL;
}

int mnt_rules_read(struct maint_profile *p)
{
	struct mnt_units us = { .p = p };
	struct mnt_unit *heads;
	size_t i, para = 0;
	int ret = 0;

	us.paras = calloc(p->nsecs ? p->nsecs : 1, sizeof(*us.paras));
	us.nparas = calloc(p->nsecs ? p->nsecs : 1, sizeof(*us.nparas));
	heads = calloc(p->nsecs ? p->nsecs : 1, sizeof(*heads));
	if (!us.paras || !us.nparas || !heads) {
		ret = -ENOMEM;
		goto out;
	}
	for (i = 0; i < p->nsecs && !ret; i++) {
		heads[i].text = (char *)p->secs[i].heading;
		ret = tokenize(&heads[i]);
		heads[i].text = NULL;
	}
	for (i = 0; i < p->nsecs && !ret; i++)
		ret = section_units(&us, i, &para);
	for (i = 0; i < us.n && !ret; i++)
		ret = read_unit(&us, i, heads);
	if (ret)
		goto out;
	fold_units(&us);
	merge_tldr(&us, heads);
	ret = mnt_facts_from_units(&us);
	if (!ret)
		ret = lead_ins(&us);
	if (!ret)
		ret = make_rules(&us);
	if (!ret) {
		link_facts(&us);
		p->rules_note = rules_note(&us);
	}
out:
	for (i = 0; heads && i < p->nsecs; i++) {
		free(heads[i].tok);
		free(heads[i].arena);
	}
	free(heads);
	units_free(&us);
	return ret;
}
