// SPDX-License-Identifier: GPL-2.0-only
/* The history index's public face (maint_history_*, include/maint/history.h). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "history/build.h"
#include "history/query.h"
#include "maint.h"

int maint_history_update(const char *root, unsigned int flags,
			 struct maint_history_stats *st, const char **why)
{
	unsigned int v = st->version ? st->version : 1;
	struct mnt_hix_stats s = { 0 };
	const char *w = NULL;
	int ret;

	if (v > MAINT_HISTORY_STATS_VERSION)
		return -EINVAL;
	ret = mnt_hix_update(
		root,
		(flags & MAINT_HISTORY_REBUILD ? HIX_BUILD_REBUILD : 0) |
			(flags & MAINT_HISTORY_NO_WAIT ? 0 : HIX_BUILD_WAIT),
		&s, &w);
	/* the members of version 1: every one */
	st->version = v;
	st->added = s.added;
	st->commits = s.ncommits;
	st->broken = s.broken;
	st->rebuilt = s.rebuilt;
	st->compacted = s.compacted;
	st->current = s.current;
	st->seconds = s.seconds;
	if (why)
		*why = w;
	return ret;
}

static const char *state_name(enum hq_state s)
{
	switch (s) {
	case HQ_READY:
		return "ready";
	case HQ_BEHIND:
		return "behind";
	case HQ_MISSING:
		return "missing";
	case HQ_DAMAGED:
		return "damaged";
	case HQ_NO_REPO:
		return "no-repository";
	case HQ_NO_CACHE:
		return "no-cache-directory";
	default:
		return "unusable";
	}
}

int maint_history_status(const char *root, struct maint_history_status **out)
{
	struct maint_history_status *st = calloc(1, sizeof(*st));
	struct mnt_hq *q = st ? mnt_hq_new(root) : NULL;
	struct hix_counts n;

	*out = NULL;
	if (!q) {
		free(st);
		return -ENOMEM;
	}
	st->state = state_name(mnt_hq_state(q, &st->why));
	if (mnt_hq_index(q, &st->path, &n)) {
		st->size = n.size;
		st->commits = n.ncommits;
		st->paths = n.npaths;
		st->changes = n.nchanges;
		st->tips = n.ntips;
		st->built = n.built;
	}
	mnt_hq_free(q);
	*out = st;
	return 0;
}

void maint_history_status_free(struct maint_history_status *st)
{
	if (!st)
		return;
	free(st->path);
	free(st);
}
