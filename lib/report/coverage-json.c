// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint coverage's answer as JSON: the summary (maint_coverage_json())
 * and every file (maint_coverage_files_json(), written in pieces so that
 * a tree of a million files is not held in memory twice).  The schema is
 * in include/maint/coverage.h.
 */
#include <errno.h>
#include <stdlib.h>

#include "base/opts.h"
#include "jsonw.h"
#include "maint.h"
#include "mbuf.h"

#define COV_FLUSH ((size_t)64 << 10) /* per-file JSON written in pieces */

static void json_sections(struct jsonw *w, const struct maint_db *db,
			  const size_t *v, size_t n)
{
	size_t i;

	jsonw_start_array(w);
	for (i = 0; i < n; i++)
		jsonw_string(w, maint_section_name(db, v[i]));
	jsonw_end_array(w);
}

/* {"files": [...]}, a file a line, the closing bracket on its own */
int maint_coverage_files_json(const struct maint_coverage *c, bool lines,
			      int (*write)(const char *buf, size_t len,
					   void *ctx),
			      void *ctx)
{
	const struct maint_db *db = maint_coverage_db(c);
	size_t i, n = maint_coverage_nfiles(c);
	struct mbuf mb = MBUF_INIT;
	struct jsonw w;
	int ret = 0;

	jsonw_init(&w, &mb, 0);
	jsonw_start_object(&w);
	jsonw_name(&w, "files");
	jsonw_start_array_nl(&w, JSONW_NL_SEP | JSONW_NL_LEAD, 2);
	for (i = 0; i < n && !ret; i++) {
		const struct maint_coverage_file *f = maint_coverage_file(c, i);

		jsonw_start_object(&w);
		jsonw_string_field(&w, "path", f->path);
		jsonw_name(&w, "best");
		json_sections(&w, db, f->best, f->nbest);
		jsonw_name(&w, "sections");
		json_sections(&w, db, f->all, f->nall);
		jsonw_string_field(&w, "status", maint_status_name(f->status));
		jsonw_bool_field(&w, "profile", f->profile);
		jsonw_bool_field(&w, "rest_only", f->rest_only);
		if (lines)
			jsonw_uint_field(&w, "lines", f->lines);
		jsonw_end_object(&w);
		if (mb.len >= COV_FLUSH && !mbuf_failed(&mb)) {
			ret = write(mb.buf, mb.len, ctx);
			mbuf_setlen(&mb, 0);
		}
	}
	jsonw_break(&w);
	jsonw_end_array(&w);
	jsonw_end_object(&w);
	mbuf_addch(&mb, '\n');
	if (!ret)
		ret = mbuf_failed(&mb) ? -ENOMEM : write(mb.buf, mb.len, ctx);
	jsonw_release(&w);
	mbuf_release(&mb);
	return ret;
}

/* "by_status": one object a status */
static void json_by_status(struct jsonw *w,
			   const struct maint_coverage_summary *s, bool lines)
{
	size_t st;

	jsonw_name(w, "by_status");
	jsonw_start_array_nl(w, JSONW_NL_SEP | JSONW_NL_LEAD, 2);
	for (st = 0; st < MAINT_ST_COUNT; st++) {
		jsonw_start_object(w);
		jsonw_string_field(w, "status", maint_status_name(st));
		jsonw_uint_field(w, "files", s->files[st][0] + s->files[st][1]);
		jsonw_uint_field(w, "with_profile", s->files[st][1]);
		jsonw_uint_field(w, "without_profile", s->files[st][0]);
		if (lines) {
			jsonw_uint_field(w, "lines",
					 s->lines[st][0] + s->lines[st][1]);
			jsonw_uint_field(w, "lines_with_profile",
					 s->lines[st][1]);
		}
		jsonw_end_object(w);
	}
	jsonw_end_array(w);
}

/* "unowned_dirs": the largest directories no maintained section owns */
static void json_unowned(struct jsonw *w, const struct maint_coverage *c,
			 bool lines, size_t top)
{
	size_t *v = NULL, n = 0, i;

	jsonw_name(w, "unowned_dirs");
	jsonw_start_array_nl(w, JSONW_NL_SEP | JSONW_NL_LEAD, 2);
	if (!maint_coverage_unowned_dirs(c, lines, top, &v, &n)) {
		for (i = 0; i < n; i++) {
			const struct maint_coverage_dir *d =
				maint_coverage_dir(c, v[i]);

			jsonw_start_object(w);
			jsonw_string_field(w, "path", d->path);
			jsonw_uint_field(w, "files", d->nfiles);
			if (lines)
				jsonw_uint_field(w, "lines", d->nlines);
			jsonw_end_object(w);
		}
	}
	jsonw_end_array(w);
	free(v);
}

/* "unmatched_sections": sections whose patterns match no file */
static void json_unmatched(struct jsonw *w, const struct maint_coverage *c)
{
	const struct maint_db *db = maint_coverage_db(c);
	size_t *v = NULL, n = 0, i;

	jsonw_name(w, "unmatched_sections");
	jsonw_start_array_nl(w, JSONW_NL_SEP | JSONW_NL_LEAD, 2);
	if (!maint_coverage_unmatched_sections(c, &v, &n)) {
		for (i = 0; i < n; i++) {
			const struct maint_section *sec =
				maint_db_section(db, v[i]);
			const struct maint_item *it =
				maint_db_item(db, sec->header);

			jsonw_start_object(w);
			jsonw_string_field(w, "section",
					   maint_section_name(db, v[i]));
			jsonw_string_field(w, "file", it->file);
			jsonw_uint_field(w, "line", it->line);
			jsonw_end_object(w);
		}
	}
	jsonw_end_array(w);
	free(v);
}

/* The summary: its members inline, a break before each list */
char *maint_coverage_json(const struct maint_coverage *c,
			  const struct maint_coverage_json_opts *o, size_t *len)
{
	const struct maint_coverage_summary *s;
	struct mbuf mb = MBUF_INIT;
	struct jsonw w;

	if (!MNT_OPTS_OK(o, MAINT_COVERAGE_JSON_OPTIONS_VERSION)) {
		errno = EINVAL;
		return NULL;
	}
	s = maint_coverage_summary(c);
	jsonw_init(&w, &mb, 0);
	jsonw_start_object_nl(&w, 0, 1);
	jsonw_string_field(&w, "source", o->source);
	jsonw_uint_field(&w, "files", s->nfiles);
	if (o->lines)
		jsonw_uint_field(&w, "lines", s->nlines);
	jsonw_break(&w);
	json_by_status(&w, s, o->lines);
	jsonw_break(&w);
	jsonw_uint_field(&w, "rest_only_files", s->rest_only_files);
	jsonw_uint_field(&w, "unmatched_files", s->unmatched_files);
	if (o->lines) {
		jsonw_uint_field(&w, "rest_only_lines", s->rest_only_lines);
		jsonw_uint_field(&w, "unmatched_lines", s->unmatched_lines);
	}
	jsonw_break(&w);
	json_unowned(&w, c, o->lines, o->top);
	jsonw_break(&w);
	json_unmatched(&w, c);
	jsonw_end_object(&w);
	return jsonw_finish(&w, &mb, len);
}
