// SPDX-License-Identifier: GPL-2.0-only
/*
 * The answer of maint profile on patches as JSON
 * (maint_profile_query_json(); the schema is in include/maint/release.h):
 * the profiles as show writes them (lib/profile/profile-json.c), their
 * relations, and the brief of what comes first.
 */
#include "jsonw.h"
#include "maint.h"
#include "mbuf.h"
#include "profile/profile-json.h"

static void brief_json(struct jsonw *w, const struct maint_brief *b)
{
	jsonw_start_array(w);
	for (size_t i = 0; i < maint_brief_nitems(b); i++) {
		const struct maint_brief_item *it = maint_brief_item(b, i);

		jsonw_start_object(w);
		jsonw_string_field(w, "what", maint_brief_what_label(it->what));
		jsonw_string_field(w, "text", it->text);
		jsonw_string_field(w, "when", it->when);
		jsonw_string_field(
			w, "cond",
			it->fact ? maint_fact_cond_name(it->fact->cond) : NULL);
		jsonw_string_field(w, "state", it->state);
		jsonw_string_field(w, "file", it->file);
		jsonw_uint_field(w, "line", it->line);
		jsonw_end_object(w);
	}
	jsonw_end_array(w);
}

char *maint_brief_json(const struct maint_brief *b, size_t *len)
{
	struct mbuf mb = MBUF_INIT;
	struct jsonw w;

	jsonw_init(&w, &mb, 0);
	if (b)
		brief_json(&w, b);
	else
		jsonw_null(&w);
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	if (len)
		*len = mb.len;
	return mbuf_detach(&mb, NULL);
}

char *maint_profile_query_json(const struct maint_profile_doc *d,
			       const struct maint_brief *brief, size_t *len)
{
	struct mbuf mb = MBUF_INIT;
	struct jsonw w;

	jsonw_init(&w, &mb, 0);
	mnt_profile_json_start(&w, "profiles");
	mnt_profile_json_targets(&w, d);
	jsonw_end_array(&w);
	jsonw_break(&w);
	if (d->rset)
		mnt_profile_json_relations(&w, d->rset);
	jsonw_name(&w, "first");
	if (brief)
		brief_json(&w, brief);
	else
		jsonw_null(&w);
	return mnt_profile_json_end(&w, &mb, d->diagnostics, len);
}
