// SPDX-License-Identifier: GPL-2.0-only
/*
 * report profiles as JSON: the comparison (maint_report_json()), and
 * --by-kind, a row per profile and kind of rule it states
 * (maint_report_kinds_new(), maint_report_kinds_json()).  The schema is
 * in include/maint/report.h.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "jsonw.h"
#include "maint.h"
#include "mbuf.h"
#include "report/profiles.h"
#include "util.h"

struct maint_report_kinds {
	struct maint_report_kind *v;
	size_t n, alloc;
};

static int kinds_put(struct maint_report_kinds *k,
		     const struct maint_report_kind *row)
{
	if (ALLOC_GROW(k->v, k->n + 1, k->alloc))
		return -ENOMEM;
	k->v[k->n++] = *row;
	return 0;
}

/* Rule r counted in row: how strongly it asks, whose practice it is. */
static void count_rule(struct maint_report_kind *row,
		       const struct maint_rule *r)
{
	if (!row->rules++)
		row->first_line = r->line;
	switch (maint_rule_strength(r)) {
	case MAINT_STRENGTH_REQUIRED:
		row->required++;
		break;
	case MAINT_STRENGTH_RECOMMENDED:
		row->recommended++;
		break;
	case MAINT_STRENGTH_ALLOWED:
		row->allowed++;
		break;
	case MAINT_STRENGTH_DISCOURAGED:
		row->discouraged++;
		break;
	case MAINT_STRENGTH_FORBIDDEN:
		row->forbidden++;
		break;
	default:
		row->stated++;
		break;
	}
	if (r->to == MAINT_TO_MAINTAINER)
		row->maintainers++;
}

/* The rows of profile p: a kind of rule a row, or one saying why none. */
static int profile_rows(struct maint_report_kinds *k,
			const struct maint_report_profile *p)
{
	size_t n = p->prof ? maint_profile_nrules(p->prof) : 0;
	bool any = false;
	int ret = 0;

	for (int kind = 0; kind < MAINT_RULE_NKINDS && !ret; kind++) {
		struct maint_report_kind row = { .profile = p->value };

		for (size_t j = 0; j < n; j++) {
			const struct maint_rule *r =
				maint_profile_rule(p->prof, j);

			if (maint_rule_kind_of(r) == (enum maint_rule_kind)kind)
				count_rule(&row, r);
		}
		if (!row.rules)
			continue;
		any = true;
		row.kind = maint_rule_kind_name((enum maint_rule_kind)kind);
		ret = kinds_put(k, &row);
	}
	if (!any && !ret) {
		struct maint_report_kind row = { .profile = p->value };

		row.kind = p->kind == MAINT_P_URI ? "not read (URI)" :
			   !p->prof		  ? "not read" :
						    "no rules";
		ret = kinds_put(k, &row);
	}
	return ret;
}

int maint_report_kinds_new(struct maint_report_kinds **out,
			   const struct maint_report_profiles *ps)
{
	const struct maint_report_profile *p = ps->v;
	size_t np = ps->n;
	struct maint_report_kinds *k = calloc(1, sizeof(*k));
	int ret = 0;

	*out = NULL;
	if (!k)
		return -ENOMEM;
	for (size_t i = 0; i < np && !ret; i++)
		ret = profile_rows(k, &p[i]);
	if (ret) {
		maint_report_kinds_free(k);
		return ret;
	}
	*out = k;
	return 0;
}

void maint_report_kinds_free(struct maint_report_kinds *k)
{
	if (!k)
		return;
	free(k->v);
	free(k);
}

size_t maint_report_kinds_count(const struct maint_report_kinds *k)
{
	return k->n;
}

const struct maint_report_kind *
maint_report_kinds_at(const struct maint_report_kinds *k, size_t i)
{
	return i < k->n ? &k->v[i] : NULL;
}

char *maint_report_kinds_json(const struct maint_report_kinds *k, size_t *len)
{
	struct mbuf mb = MBUF_INIT;
	struct jsonw w;

	jsonw_init(&w, &mb, 0);
	jsonw_start_object(&w);
	jsonw_name(&w, "kinds");
	jsonw_start_array_nl(&w, JSONW_NL_SEP | JSONW_NL_LEAD, 2);
	for (size_t i = 0; i < k->n; i++) {
		const struct maint_report_kind *r = &k->v[i];

		jsonw_start_object(&w);
		jsonw_string_field(&w, "profile",
				   *r->profile ? r->profile : NULL);
		jsonw_string_field(&w, "kind", r->kind);
		jsonw_uint_field(&w, "rules", r->rules);
		jsonw_uint_field(&w, "required", r->required);
		jsonw_uint_field(&w, "recommended", r->recommended);
		jsonw_uint_field(&w, "allowed", r->allowed);
		jsonw_uint_field(&w, "discouraged", r->discouraged);
		jsonw_uint_field(&w, "forbidden", r->forbidden);
		jsonw_uint_field(&w, "stated", r->stated);
		jsonw_uint_field(&w, "maintainers", r->maintainers);
		jsonw_uint_field(&w, "first_line", r->first_line);
		jsonw_end_object(&w);
	}
	jsonw_break(&w);
	jsonw_end_array(&w);
	jsonw_end_object(&w);
	return jsonw_finish(&w, &mb, len);
}

char *maint_report_json(const struct maint_db *db,
			const struct maint_report_profiles *ps, size_t *len)
{
	const struct maint_report_profile *p = ps->v;
	size_t np = ps->n;
	struct mbuf mb = MBUF_INIT;
	struct jsonw w;
	bool oom = false;

	jsonw_init(&w, &mb, 0);
	jsonw_start_object(&w);
	jsonw_name(&w, "profiles");
	jsonw_start_array_nl(&w, JSONW_NL_SEP | JSONW_NL_LEAD, 2);
	for (size_t i = 0; i < np && !oom; i++) {
		jsonw_start_object(&w);
		for (int c = 0; c < MAINT_RC_COUNT && !oom; c++) {
			char *cell;

			if (c == MAINT_RC_SECTIONS) {
				jsonw_name(&w, "sections");
				jsonw_start_array(&w);
				for (size_t k = 0; k < p[i].nsections; k++)
					jsonw_string(&w,
						     maint_section_name(
							     db,
							     p[i].sections[k]));
				jsonw_end_array(&w);
				continue;
			}
			cell = maint_report_cell(db, &p[i],
						 (enum maint_report_col)c);
			oom = !cell;
			jsonw_name(&w, maint_report_col_key(
					       (enum maint_report_col)c));
			if (cell && c != MAINT_RC_PROFILE &&
			    !strcmp(cell, MAINT_NOT_STATED))
				jsonw_null(&w);
			else
				jsonw_string(&w, cell);
			free(cell);
		}
		jsonw_string_field(&w, "kind", maint_pkind_name(p[i].kind));
		if (p[i].kind == MAINT_P_FILE)
			jsonw_bool_field(&w, "exists", p[i].exists);
		jsonw_end_object(&w);
	}
	jsonw_break(&w);
	jsonw_end_array(&w);
	jsonw_end_object(&w);
	if (oom) {
		jsonw_release(&w);
		mbuf_release(&mb);
		return NULL;
	}
	return jsonw_finish(&w, &mb, len);
}
