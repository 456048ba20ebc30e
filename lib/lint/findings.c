// SPDX-License-Identifier: GPL-2.0-only
/*
 * The findings maint_check() and maint_links_check() hand back: a set the
 * caller reads by index and never allocates, so that a finding may gain
 * fields.  The merge of two sets (maint check --online) and the filter
 * (--level, --section) live here too; what a change brings is change.c's.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "maint.h"
#include "base/opts.h"
#include "util.h"
#include "lint/findings.h"

struct maint_findings *mnt_findings_alloc(void)
{
	return calloc(1, sizeof(struct maint_findings));
}

int mnt_findings_push(struct maint_findings *fs, const char *file,
		      unsigned int line, enum maint_level level,
		      const char *check, char *message)
{
	struct maint_finding *f;

	if (!message || ALLOC_GROW(fs->v, fs->n + 1, fs->alloc)) {
		free(message);
		return -ENOMEM;
	}
	f = &fs->v[fs->n++];
	memset(f, 0, sizeof(*f));
	f->file = file;
	f->line = line;
	f->level = level;
	f->check = check;
	f->message = message;
	return 0;
}

struct maint_findings *maint_findings_alloc(void)
{
	return mnt_findings_alloc();
}

int maint_findings_add(struct maint_findings *fs, const char *file,
		       unsigned int line, enum maint_level level,
		       const char *check, const char *message)
{
	return mnt_findings_push(fs, file, line, level, check,
				 message ? strdup(message) : NULL);
}

size_t maint_findings_count(const struct maint_findings *fs)
{
	return fs ? fs->n : 0;
}

const struct maint_finding *maint_findings_at(const struct maint_findings *fs,
					      size_t i)
{
	return fs && i < fs->n ? &fs->v[i] : NULL;
}

void maint_findings_free(struct maint_findings *fs)
{
	size_t i;

	if (!fs)
		return;
	for (i = 0; i < fs->n; i++)
		free((char *)fs->v[i].message);
	free(fs->v);
	free(fs);
}

bool mnt_texts_ok(const struct maint_text *const *files, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!MNT_OPTS_OK(files[i], MAINT_TEXT_VERSION))
			return false;
	return true;
}

struct order {
	const struct maint_text *const *files;
	size_t nfiles;
};

static size_t file_rank(const struct order *o, const char *file)
{
	size_t i;

	for (i = 0; i < o->nfiles; i++)
		if (!strcmp(o->files[i]->name, file))
			return i;
	return i;
}

/* qsort_r()'s comparison: the files' order, then the line. */
static int cmp_by_file_line(const void *a, const void *b, void *ctx)
{
	const struct maint_finding *x = a, *y = b;
	size_t fx = file_rank(ctx, x->file), fy = file_rank(ctx, y->file);

	if (fx != fy)
		return fx < fy ? -1 : 1;
	return x->line < y->line ? -1 : x->line > y->line;
}

int maint_findings_merge(struct maint_findings *into,
			 struct maint_findings *from,
			 const struct maint_text *const *files, size_t nfiles)
{
	struct order o = { files, nfiles };
	struct maint_finding *all;

	if (!mnt_texts_ok(files, nfiles))
		return -EINVAL;
	if (!from->n)
		return 0;
	all = calloc(into->n + from->n, sizeof(*all));
	if (!all)
		return -ENOMEM;
	if (into->n)
		memcpy(all, into->v, into->n * sizeof(*all));
	memcpy(all + into->n, from->v, from->n * sizeof(*all));
	qsort_r(all, into->n + from->n, sizeof(*all), cmp_by_file_line, &o);
	free(into->v);
	into->v = all;
	into->n += from->n;
	into->alloc = into->n;
	from->n = 0;
	return 0;
}

void maint_findings_filter(struct maint_findings *fs,
			   bool (*keep)(const struct maint_finding *f,
					void *ctx),
			   void *ctx)
{
	size_t i, k = 0;

	for (i = 0; i < fs->n; i++) {
		if (keep(&fs->v[i], ctx))
			fs->v[k++] = fs->v[i];
		else
			free((char *)fs->v[i].message);
	}
	fs->n = k;
}
