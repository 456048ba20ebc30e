/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A profile's prose cut into units (a sentence, or a list item) and their
 * tokens: what the rule reader (rules.c) makes and reads, and the typed
 * facts (facts.c) read again; units.c matches phrases against the tokens.
 */
#ifndef MNT_PROFILE_UNITS_H
#define MNT_PROFILE_UNITS_H

#include <stdbool.h>
#include <stddef.h>

#include "maint.h"

struct mnt_para;

/* A word or punctuation mark of a unit's text. */
struct mnt_tok {
	const char *w; /* lower case, ’ as ' (the unit's arena) */
	unsigned int off, end; /* its span in the unit's text */
	unsigned char depth; /* inside how many brackets */
	bool punct;
	bool quoted; /* a word between double quotes */
};

/* Where a line of the source starts in a unit's raw text. */
struct mnt_lmark {
	unsigned int off, line;
};

/*
 * One sentence or list item.  raw keeps the inline markup (links, ``x``),
 * text has it removed; both have line breaks made blanks and words split
 * by a line-end hyphen joined ("clean-\nups" -> "clean-ups").
 */
struct mnt_unit {
	char *raw, *text;
	struct mnt_lmark *lm; /* raw offset -> line */
	size_t nlm;
	unsigned int line, end_line;
	size_t section, para;
	size_t lead; /* the unit introducing the list it is in, or -1 */
	const struct mnt_para *literal; /* the literal block it introduces */
	const struct mnt_para *table; /* a table following it */
	bool item, first_in_para, last_in_para, lead_in, tldr;

	/* the reading (rules.c) */
	struct mnt_tok *tok;
	size_t ntok;
	char *arena;
	size_t main; /* first token of the main clause */
	size_t verb; /* the token of the deciding marker or verb */
	enum maint_strength strength;
	enum maint_addressee to;
	enum maint_rule_kind kind;
	char *when; /* the condition as written, or NULL */
	enum maint_fact_cond cond;
	char *cond_value;
	char *refers; /* "follow X": X */
	size_t cspan[6][2]; /* the tokens of its conditions */
	size_t ncspan;
	bool question, imperative, imp_only, adverse, example, truncated;
	bool bare_lead; /* "Please use:": the literal block it introduces is
			 * what it asks */
	bool has_fact; /* a typed fact was read from it */
	size_t into; /* merged into that unit, or -1 */
	size_t tldr_of; /* the tl;dr item merged into it, or -1 */
	size_t rule; /* its rule in the profile, or -1 */
};

struct mnt_units {
	struct maint_profile *p;
	struct mnt_unit *u;
	size_t n, alloc;
	struct mnt_para **paras; /* the paragraphs of each section */
	size_t *nparas;
	size_t *fact_unit; /* the unit each fact of p->facts comes from */
	size_t fact_unit_alloc;
	bool capped; /* rules.c's bound of units reached */
};

/* The line of offset @off of a unit's raw text. */
unsigned int mnt_unit_line(const struct mnt_unit *u, size_t off);

/*
 * Token matching: a phrase is words separated by blanks; a word ending
 * in '*' matches any token it starts; "#" a number, "#rc" an -rc ("rc5",
 * "-rc5"), "#dur" a time unit (hour, day, week, month, h).  Returns the
 * tokens matched at @i (0: no match).
 */
size_t mnt_tok_match(const struct mnt_unit *u, size_t i, const char *phrase);
/* The first match of @phrase in tokens [from, to), or (size_t)-1. */
size_t mnt_tok_find(const struct mnt_unit *u, size_t from, size_t to,
		    const char *phrase);
/* Any of the phrases (a NULL-terminated list) in [from, to). */
size_t mnt_tok_find_any(const struct mnt_unit *u, size_t from, size_t to,
			const char *const *phrases, size_t *len);
bool mnt_tok_is(const struct mnt_tok *t, const char *w);

#endif
