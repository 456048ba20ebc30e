// SPDX-License-Identifier: GPL-2.0-only
/*
 * Necessary literals of a Perl regex: a set of strings such that every
 * match of the regex contains at least one of them.  A patch line that
 * contains none of a K: pattern's literals (compared without regard to
 * ASCII case) cannot match it, so the regex need not run on that line.
 *
 * The extractor is conservative: anything it does not understand makes it
 * give up (returns false), and the pattern is then tried on every line.
 */
#include <string.h>

#include "base/kwfilter.h"

#define MAX_LITS 64
#define MAX_LIT_LEN 64

struct litset {
	int n; /* -1: no usable set (matches may contain anything) */
	char s[MAX_LITS][MAX_LIT_LEN + 1];
};

struct parser {
	const char *p, *end;
	bool extended;
	bool bad;
};

static void set_none(struct litset *ls)
{
	ls->n = -1;
}

static int set_minlen(const struct litset *ls)
{
	int i, m = 1 << 30;

	if (ls->n <= 0)
		return 0;
	for (i = 0; i < ls->n; i++) {
		int l = (int)strlen(ls->s[i]);

		if (l < m)
			m = l;
	}
	return m;
}

/* Keep the better of two necessary sets: the longer shortest literal. */
static void set_better(struct litset *best, const struct litset *cand)
{
	if (cand->n <= 0)
		return;
	if (best->n <= 0 || set_minlen(cand) > set_minlen(best))
		*best = *cand;
}

static void skip_blanks(struct parser *ps)
{
	if (!ps->extended)
		return;
	while (ps->p < ps->end) {
		char c = *ps->p;

		if (c == ' ' || c == '\t' || c == '\n' || c == '\r' ||
		    c == '\f' || c == '\v') {
			ps->p++;
		} else if (c == '#') {
			while (ps->p < ps->end && *ps->p != '\n')
				ps->p++;
		} else {
			break;
		}
	}
}

static char lower(char c)
{
	return (c >= 'A' && c <= 'Z') ? (char)(c + 32) : c;
}

static void parse_alt(struct parser *ps, struct litset *out);

/*
 * Quantifier after an atom.  *min_one: the atom occurs at least once;
 * *single: exactly once.
 */
static void quantifier(struct parser *ps, bool *min_one, bool *single)
{
	*min_one = true;
	*single = true;
	skip_blanks(ps);
	if (ps->p >= ps->end)
		return;
	switch (*ps->p) {
	case '?':
	case '*':
		*min_one = false;
		*single = false;
		ps->p++;
		break;
	case '+':
		*single = false;
		ps->p++;
		break;
	case '{': {
		const char *q = ps->p + 1;
		int lo = 0, digits = 0;

		while (q < ps->end && *q >= '0' && *q <= '9') {
			lo = lo * 10 + (*q - '0');
			q++;
			digits++;
		}
		if (!digits || q >= ps->end || (*q != ',' && *q != '}'))
			return; /* a literal '{' */
		while (q < ps->end && *q != '}')
			q++;
		if (q >= ps->end) {
			ps->bad = true;
			return;
		}
		ps->p = q + 1;
		*min_one = lo >= 1;
		*single = false;
		break;
	}
	default:
		return;
	}
	/* lazy or possessive suffix */
	if (ps->p < ps->end && (*ps->p == '?' || *ps->p == '+'))
		ps->p++;
}

/* Skip a character class [...]. */
static void skip_class(struct parser *ps)
{
	ps->p++; /* '[' */
	if (ps->p < ps->end && *ps->p == '^')
		ps->p++;
	if (ps->p < ps->end && *ps->p == ']')
		ps->p++;
	while (ps->p < ps->end && *ps->p != ']') {
		if (*ps->p == '\\' && ps->p + 1 < ps->end)
			ps->p++;
		else if (*ps->p == '[' && ps->p + 1 < ps->end &&
			 ps->p[1] == ':') {
			const char *q = strstr(ps->p + 2, ":]");

			if (q && q < ps->end)
				ps->p = q + 1;
		}
		ps->p++;
	}
	if (ps->p >= ps->end) {
		ps->bad = true;
		return;
	}
	ps->p++;
}

/*
 * A concatenation being read: the best literal set of its atoms so far,
 * and the run of literal characters since the last atom that is not one.
 */
struct concat {
	struct litset best;
	char run[MAX_LIT_LEN + 1];
	int rl;
};

/* The run ends: as a literal of its own it may be the best set. */
static void flush_run(struct concat *cc)
{
	struct litset r;

	if (!cc->rl)
		return;
	r.n = 1;
	memcpy(r.s[0], cc->run, (size_t)cc->rl);
	r.s[0][cc->rl] = '\0';
	set_better(&cc->best, &r);
	cc->rl = 0;
}

/*
 * After '(': a look-around (zero-width: what a positive one needs is
 * needed in the subject too; a negative one says nothing), inline flags
 * (no atom), or a group (its set counts when it must occur once at least).
 */
static void concat_group(struct parser *ps, struct concat *cc)
{
	struct litset sub;
	bool min_one, single;

	ps->p++;
	if (ps->p + 1 < ps->end && ps->p[0] == '?' &&
	    (ps->p[1] == '=' || ps->p[1] == '!' ||
	     (ps->p[1] == '<' && ps->p + 2 < ps->end &&
	      (ps->p[2] == '=' || ps->p[2] == '!')))) {
		bool neg = ps->p[1] == '!' ||
			   (ps->p[1] == '<' && ps->p[2] == '!');

		ps->p += ps->p[1] == '<' ? 3 : 2;
		parse_alt(ps, &sub);
		if (ps->p >= ps->end || *ps->p != ')') {
			ps->bad = true;
			return;
		}
		ps->p++;
		flush_run(cc);
		if (!neg)
			set_better(&cc->best, &sub);
		return;
	}
	if (ps->p < ps->end && *ps->p == '?') {
		/* (?:  (?i)  (?i:  (?-i:  only */
		const char *q = ps->p + 1;

		while (q < ps->end &&
		       ((*q >= 'a' && *q <= 'z') || *q == '-' || *q == '^'))
			q++;
		if (q < ps->end && *q == ')') {
			if (memchr(ps->p, 'x', (size_t)(q - ps->p)))
				ps->extended = true;
			ps->p = q + 1;
			return;
		}
		if (q >= ps->end || *q != ':') {
			ps->bad = true;
			return;
		}
		ps->p = q + 1;
	}
	parse_alt(ps, &sub);
	if (ps->p >= ps->end || *ps->p != ')') {
		ps->bad = true;
		return;
	}
	ps->p++;
	quantifier(ps, &min_one, &single);
	flush_run(cc);
	if (min_one)
		set_better(&cc->best, &sub);
}

/*
 * After '\\': a class or assertion (\b \w \d \s \x.. \p{..}), no literal;
 * \Q \E \c \k \g are not understood (ps->bad).  True for an escaped
 * literal character, in *lit.
 */
static bool concat_escape(struct parser *ps, struct concat *cc, char *lit)
{
	bool min_one, single;
	char e;

	if (ps->p + 1 >= ps->end) {
		ps->bad = true;
		return false;
	}
	e = ps->p[1];
	ps->p += 2;
	if (!((e >= 'a' && e <= 'z') || (e >= 'A' && e <= 'Z') ||
	      (e >= '0' && e <= '9'))) {
		*lit = e;
		return true;
	}
	if (e == 'Q' || e == 'E' || e == 'c' || e == 'k' || e == 'g') {
		ps->bad = true;
		return false;
	}
	if ((e == 'p' || e == 'P' || e == 'x' || e == 'o' || e == 'N') &&
	    ps->p < ps->end && *ps->p == '{') {
		const char *q = memchr(ps->p, '}', (size_t)(ps->end - ps->p));

		if (!q) {
			ps->bad = true;
			return false;
		}
		ps->p = q + 1;
	}
	quantifier(ps, &min_one, &single);
	flush_run(cc);
	return false;
}

/* A literal character (its quantifier next): it may extend the run. */
static void concat_literal(struct parser *ps, struct concat *cc, char lit)
{
	bool min_one, single;

	quantifier(ps, &min_one, &single);
	if ((unsigned char)lit >= 0x80 || !min_one) {
		/* multi-byte (kept out of literals), or optional */
		flush_run(cc);
		return;
	}
	if (cc->rl < MAX_LIT_LEN)
		cc->run[cc->rl++] = lower(lit);
	if (!single)
		flush_run(cc);
}

/* Parse a concatenation up to '|' or ')' or the end. */
static void parse_concat(struct parser *ps, struct litset *out)
{
	struct concat cc = { .rl = 0 };

	set_none(&cc.best);
	for (;;) {
		bool min_one, single;
		char c, lit;

		skip_blanks(ps);
		if (ps->bad || ps->p >= ps->end)
			break;
		c = *ps->p;
		if (c == '|' || c == ')')
			break;
		if (c == '(') {
			concat_group(ps, &cc);
		} else if (c == '[') {
			skip_class(ps);
			quantifier(ps, &min_one, &single);
			flush_run(&cc);
		} else if (c == '\\') {
			if (concat_escape(ps, &cc, &lit))
				concat_literal(ps, &cc, lit);
		} else if (c == '.' || c == '^' || c == '$') {
			ps->p++;
			quantifier(ps, &min_one, &single);
			flush_run(&cc);
		} else {
			ps->p++;
			concat_literal(ps, &cc, c);
		}
	}
	flush_run(&cc);
	*out = cc.best;
}

static void parse_alt(struct parser *ps, struct litset *out)
{
	struct litset acc, br;
	bool any_none = false;

	acc.n = 0;
	for (;;) {
		parse_concat(ps, &br);
		if (ps->bad)
			break;
		if (br.n <= 0) {
			any_none = true;
		} else if (!any_none) {
			int i;

			for (i = 0; i < br.n; i++) {
				if (acc.n >= MAX_LITS) {
					any_none = true;
					break;
				}
				strcpy(acc.s[acc.n++], br.s[i]);
			}
		}
		if (ps->p < ps->end && *ps->p == '|') {
			ps->p++;
			continue;
		}
		break;
	}
	if (any_none || ps->bad)
		set_none(&acc);
	*out = acc;
}

int mnt_kw_literals(const char *re, bool extended, char ***out)
{
	struct parser ps = { re, re + strlen(re), extended, false };
	struct litset *ls;
	char **v;
	int i, n;

	*out = NULL;
	ls = malloc(sizeof(*ls));
	if (!ls)
		return -1;
	parse_alt(&ps, ls);
	if (ps.bad || ps.p != ps.end || ls->n <= 0) {
		free(ls);
		return 0;
	}
	n = ls->n;
	v = calloc((size_t)n + 1, sizeof(*v));
	if (!v) {
		free(ls);
		return -1;
	}
	for (i = 0; i < n; i++) {
		v[i] = strdup(ls->s[i]);
		if (!v[i]) {
			while (i--)
				free(v[i]);
			free(v);
			free(ls);
			return -1;
		}
	}
	free(ls);
	*out = v;
	return n;
}

void mnt_kw_literals_free(char **v)
{
	size_t i;

	for (i = 0; v && v[i]; i++)
		free(v[i]);
	free(v);
}
