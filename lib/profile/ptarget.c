// SPDX-License-Identifier: GPL-2.0-only
/*
 * patch -> sections -> profiles: the P: lines of the sections a maint_get
 * run matched, and one P: value opened (classified, resolved inside the
 * tree, loaded), for maint profile, maint when and maint preflight.  The
 * callers word the problems their own way; this file only finds them.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "maint.h"
#include "util.h"

int maint_get_profiles(const struct maint_get *g, const struct maint_db *db,
		       bool keywords, struct maint_get_pref **out, size_t *n)
{
	size_t i, k = 0, alloc = 0, nm = maint_get_nmatches(g);
	struct maint_get_pref *v = NULL;

	for (i = 0; i < nm; i++) {
		const char *file = NULL;
		const struct maint_match *mt = maint_get_match(g, i, &file);
		const struct maint_section *s =
			maint_db_section(db, mt->section);
		size_t it;

		if (!file)
			file = "";
		if (!*file && !keywords)
			continue;
		for (it = s->first; it < s->end; it++) {
			const struct maint_item *pi = maint_db_item(db, it);

			if (pi->type != 'P')
				continue;
			if (ALLOC_GROW(v, k + 1, alloc)) {
				free(v);
				return -ENOMEM;
			}
			v[k].section = mt->section;
			v[k].file = file;
			v[k].item = pi;
			k++;
		}
	}
	*out = v;
	*n = k;
	return 0;
}

/* A file: resolved inside root, a regular file (not a FIFO...), loaded. */
static int open_file(struct maint_ptarget *t, const char *root,
		     const char *value, const struct maint_diag_sink *diag)
{
	struct stat st;
	int ret;

	ret = maint_profile_resolve(root, value, &t->path);
	if (ret == -ENOMEM)
		return ret;
	if (ret) {
		t->err = ret;
		return 0;
	}
	if (stat(t->path, &st) == 0 && !S_ISREG(st.st_mode)) {
		t->err = S_ISDIR(st.st_mode) ? -EISDIR : -EINVAL;
		return 0;
	}
	t->exists = true;
	t->err = maint_profile_load(&t->prof, t->path, value, diag);
	return 0;
}

int maint_ptarget_open(struct maint_ptarget *t, const char *root,
		       const char *value, const struct maint_fetch_opts *fetch,
		       const struct maint_diag_sink *diag)
{
	memset(t, 0, sizeof(*t));
	t->kind = maint_pline_kind(
		maint_pline_classify(value, strlen(value), root));
	switch (t->kind) {
	case MAINT_P_URI:
		if (fetch)
			t->err =
				maint_profile_url(&t->prof, value, fetch, diag);
		t->read = fetch != NULL;
		return t->err == -ENOMEM ? t->err : 0;
	case MAINT_P_FILE:
		t->read = true;
		return open_file(t, root, value, diag);
	default:
		return 0;
	}
}

void maint_ptarget_release(struct maint_ptarget *t)
{
	free(t->path);
	maint_profile_free(t->prof);
	memset(t, 0, sizeof(*t));
}
