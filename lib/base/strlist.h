/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A list of malloc'd strings with a sticky out-of-memory flag: what
 * get_maintainer.pl keeps in its arrays (files, statuses, signers, ...).
 */
#ifndef MNT_BASE_STRLIST_H
#define MNT_BASE_STRLIST_H

#include <stdbool.h>
#include <stddef.h>

struct strlist {
	char **v;
	size_t n, alloc;
	bool oom;
};

/* Append a copy of s[0..n) (sets oom on failure); free all. */
void mnt_strlist_push(struct strlist *l, const char *s, size_t n);
void mnt_strlist_clear(struct strlist *l);

/* Sort (strcmp) and drop duplicates. */
void mnt_strlist_sort_uniq(struct strlist *l);

/* Perl's uniq(): drop later duplicates, keep the order. */
void mnt_strlist_uniq(struct strlist *l);

#endif
