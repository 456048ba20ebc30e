/* SPDX-License-Identifier: GPL-2.0-only */
/* Numbers and durations in prose (base/duration.c). */
#ifndef MNT_BASE_DURATION_H
#define MNT_BASE_DURATION_H

#include <stdbool.h>
#include <stddef.h>

#include "maint.h"

/* Decimal digits at *p (at most 99999), advancing *p; false if none. */
bool mnt_digits(const char **p, int *out);
/* A number written as a word or digits ("one", "a couple of", "3"). */
int mnt_number_word(const char *s, size_t *used, bool *approx);

/*
 * The word at *p (case aside) followed by a space or the end: *p moves
 * past it and the spaces after it.
 */
bool mnt_eat_word(const char **p, const char *word);

#endif
