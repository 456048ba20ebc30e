// SPDX-License-Identifier: GPL-2.0-only
/* A list of malloc'd strings (strlist.h). */
#include <string.h>

#include "maint.h"
#include "mbuf.h"
#include "util.h"
#include "base/strlist.h"

void mnt_strlist_push(struct strlist *l, const char *s, size_t n)
{
	char *d;

	if (ALLOC_GROW(l->v, l->n + 1, l->alloc)) {
		l->oom = true;
		return;
	}
	d = mnt_strndup(s, n);
	if (!d) {
		l->oom = true;
		return;
	}
	l->v[l->n++] = d;
}

void mnt_strlist_clear(struct strlist *l)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		free(l->v[i]);
	free(l->v);
	memset(l, 0, sizeof(*l));
}

static int cmp_strp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void mnt_strlist_sort_uniq(struct strlist *l)
{
	size_t i, j = 0;

	if (l->n < 2)
		return;
	mnt_qsort(l->v, l->n, sizeof(*l->v), cmp_strp);
	for (i = 0; i < l->n; i++) {
		if (j && !strcmp(l->v[j - 1], l->v[i])) {
			free(l->v[i]);
			continue;
		}
		l->v[j++] = l->v[i];
	}
	l->n = j;
}

/* uniq(): drop later duplicates, keep order. */
void mnt_strlist_uniq(struct strlist *l)
{
	struct mnt_map seen = MNT_MAP_INIT;
	size_t i, j = 0;
	bool created;

	for (i = 0; i < l->n; i++) {
		if (!mnt_map_insert(&seen, l->v[i], strlen(l->v[i]),
				    &created)) {
			l->oom = true;
			created = true;
		}
		if (!created) {
			free(l->v[i]);
			continue;
		}
		l->v[j++] = l->v[i];
	}
	l->n = j;
	mnt_map_clear(&seen);
}
