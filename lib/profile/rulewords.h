/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The word lists of the rule reader (rulewords.c): the cues of each rule
 * kind and the small closed classes of English the reader needs.
 */
#ifndef MNT_PROFILE_RULEWORDS_H
#define MNT_PROFILE_RULEWORDS_H

#include <stdbool.h>

#include "maint.h"

struct mnt_kind_cue {
	const char *phrase;
	unsigned char weight;
};

/* Cues of each rule kind, NULL-terminated lists. */
extern const struct mnt_kind_cue *const mnt_kind_cues[MAINT_RULE_NKINDS];
/* Verbs a sentence in the imperative starts with. */
bool mnt_word_imperative(const char *w);
/* Verbs that tell the reader something rather than ask ("note"). */
bool mnt_word_notice(const char *w);
/* Finite verbs and modals: after a noun they show it is a subject. */
bool mnt_word_finite(const char *w);
/* Whether w is one of the NULL-terminated word list l. */
bool mnt_word_in(const char *w, const char *const *l);
/* Words that start a main clause after a leading condition's comma. */
bool mnt_word_clause_start(const char *w);
/* Words of no weight for matching (articles, prepositions, ...). */
bool mnt_word_stop(const char *w);

#endif
