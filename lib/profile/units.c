// SPDX-License-Identifier: GPL-2.0-only
/*
 * The words of a unit of prose (a sentence or list item, rules.h): where a
 * phrase stands among its tokens, which line an offset is on, and the
 * names of the strengths.  Below both readers of units, the rules
 * (rules.c) and the typed facts (facts.c), so that neither uses the other
 * in a circle.
 */
#include <ctype.h>
#include <string.h>

#include "profile/units.h"
#include "maint.h"
#include "util.h"

#define NONE ((size_t)-1)

static const char *const strength_names[] = {
	[MAINT_STRENGTH_NONE] = "stated",
	[MAINT_STRENGTH_REQUIRED] = "required",
	[MAINT_STRENGTH_RECOMMENDED] = "recommended",
	[MAINT_STRENGTH_ALLOWED] = "allowed",
	[MAINT_STRENGTH_DISCOURAGED] = "discouraged",
	[MAINT_STRENGTH_FORBIDDEN] = "forbidden",
};

const char *maint_strength_name(enum maint_strength s)
{
	return (unsigned int)s < ARRAY_SIZE(strength_names) ?
		       strength_names[s] :
		       "?";
}

unsigned int mnt_unit_line(const struct mnt_unit *u, size_t off)
{
	size_t lo = 0, hi = u->nlm;

	if (!u->nlm)
		return u->line;
	while (hi - lo > 1) {
		size_t mid = (lo + hi) / 2;

		if (u->lm[mid].off <= off)
			lo = mid;
		else
			hi = mid;
	}
	return u->lm[lo].line;
}

bool mnt_tok_is(const struct mnt_tok *t, const char *w)
{
	return !strcmp(t->w, w);
}

static bool rc_token(const char *w)
{
	if (*w == '-')
		w++;
	if (strncmp(w, "rc", 2))
		return false;
	w += 2;
	if (!strcmp(w, "n"))
		return true;
	if (!isdigit((unsigned char)*w))
		return false;
	while (isdigit((unsigned char)*w))
		w++;
	return !*w;
}

static bool dur_token(const char *w)
{
	static const char *const units[] = {
		"hour",	 "hours", "h",	    "day",	"days",	   "week",
		"weeks", "month", "months", "business", "working", "hrs",
	};

	for (size_t k = 0; k < ARRAY_SIZE(units); k++)
		if (!strcmp(w, units[k]))
			return true;
	return false;
}

static bool word_match(const char *tok, const char *pw, size_t pl)
{
	if (pl == 1 && *pw == '#')
		return isdigit((unsigned char)*tok);
	if (pl == 3 && !strncmp(pw, "#rc", 3))
		return rc_token(tok);
	if (pl == 4 && !strncmp(pw, "#dur", 4))
		return dur_token(tok);
	if (pw[pl - 1] == '*')
		return !strncmp(tok, pw, pl - 1);
	return strlen(tok) == pl && !strncmp(tok, pw, pl);
}

size_t mnt_tok_match(const struct mnt_unit *u, size_t i, const char *phrase)
{
	const char *p = phrase;
	size_t k = i;

	while (*p) {
		const char *e = strchr(p, ' ');
		size_t pl = e ? (size_t)(e - p) : strlen(p);

		if (k >= u->ntok || !word_match(u->tok[k].w, p, pl))
			return 0;
		k++;
		p = e ? e + 1 : p + pl;
	}
	return k - i;
}

size_t mnt_tok_find(const struct mnt_unit *u, size_t from, size_t to,
		    const char *phrase)
{
	for (size_t i = from; i < to && i < u->ntok; i++)
		if (mnt_tok_match(u, i, phrase))
			return i;
	return NONE;
}

size_t mnt_tok_find_any(const struct mnt_unit *u, size_t from, size_t to,
			const char *const *phrases, size_t *len)
{
	for (size_t i = from; i < to && i < u->ntok; i++)
		for (size_t k = 0; phrases[k]; k++) {
			size_t n = mnt_tok_match(u, i, phrases[k]);

			if (n) {
				if (len)
					*len = n;
				return i;
			}
		}
	return NONE;
}
