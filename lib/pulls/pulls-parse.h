/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Text of the pull graph taken apart (pulls-parse.c): merge subjects,
 * tree URLs, dates, T: values, release names, tag and log records.
 */
#ifndef MNT_PULLS_PARSE_H
#define MNT_PULLS_PARSE_H

#include <stdbool.h>
#include <stddef.h>

#include "maint.h"

/* The length of the word at s (up to a space, a tab or the end). */
size_t mnt_pulls_token_len(const char *s);

/*
 * Seconds since the epoch of an ISO 8601 date as git's %cI prints it
 * ("2026-08-20T12:15:24-06:00"); 0 when it is not one.
 */
long long mnt_pulls_parse_date(const char *s);

/*
 * The URL of a T: value ("git URL [branch]", or a bare URL), its length
 * in *len; NULL when it names no URL worth comparing (see url_usable).
 */
const char *mnt_pulls_t_url(const char *value, size_t *len);

/* "v6.12", "v2026.07": a release tag (no -rc) */
bool mnt_pulls_is_release(const char *name);

/* Release names compared numerically, component by component. */
int mnt_pulls_version_cmp(const char *a, const char *b);

/* Tags: name, commit, commit date */
struct pl_tag {
	const char *name, *commit;
	long long date;
};

/*
 * The tags of `git for-each-ref` records (mnt_pulls_tag_format), split
 * in place in buf[0..len); *out points into buf.  0 or -ENOMEM.
 */
extern const char mnt_pulls_tag_format[];
int mnt_pulls_tags_parse(char *buf, size_t len, struct pl_tag **out, size_t *n);

/* The tag named name[0..len) of t[0..n), or NULL. */
const struct pl_tag *mnt_pulls_tag_find(const struct pl_tag *t, size_t n,
					const char *name, size_t len);

/* The git log format of a merge record: five NUL-terminated fields. */
#define PL_LOG_FIELDS 5
extern const char mnt_pulls_log_format[];

/*
 * The next record of the log at *q (before end) into f, *q moved past
 * it; false at the end (or at a record cut short).
 */
bool mnt_pulls_log_record(char **q, char *end, char *f[PL_LOG_FIELDS]);

/*
 * A merge subject taken apart: what maint_merge_parse() hands out, and
 * what lib/pulls/ fills in place (mnt_merge_parse(), nothing allocated)
 * for each merge of a log.
 * @kind: what it is
 * @tag: the merged ref is a tag
 * @ref, @ref_len: the tag or branch name (the first one of several), or
 *        NULL
 * @url, @url_len: the tree's URL as written (pulls only), or NULL
 * @into, @into_len: the branch after " into ", or NULL
 *
 * The pointers point into the subject that was parsed.
 */
struct maint_merge_subject {
	enum maint_merge_kind kind;
	bool tag;
	const char *ref, *url, *into;
	size_t ref_len, url_len, into_len;
};

/* Take a merge subject (its first line) apart into *m; never fails. */
void mnt_merge_parse(const char *subject, struct maint_merge_subject *m);

/* "pull", "series", ... by enum maint_merge_kind (pulls-parse.c). */
extern const char *const mnt_pull_kind_names[MAINT_MERGE_KIND_COUNT];

#endif
