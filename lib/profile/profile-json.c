// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint profile's answers as JSON: the profiles of show and -f
 * (maint_profile_show_json()), the P: lines of list
 * (maint_profile_list_json()), and the pieces the query's document
 * (lib/release, maint_profile_query_json()) shares.  The schema is in
 * include/maint/profile.h.
 */
#include <string.h>
#include <strings.h>

#include "profile/profile-json.h"
#include "jsonw.h"
#include "maint.h"
#include "mbuf.h"

/* The members of a fact after "level". */
static void fact_more(struct jsonw *w, const struct maint_fact *f)
{
	size_t i;

	jsonw_string_field(w, "strength",
			   f->strength == MAINT_STRENGTH_NONE ?
				   NULL :
				   maint_strength_name(f->strength));
	jsonw_string_field(w, "cond", maint_fact_cond_name(f->cond));
	jsonw_string_field(w, "cond_value", f->cond_value);
	jsonw_string_field(w, "when", f->when);
	jsonw_name(w, "values");
	jsonw_start_array(w);
	for (i = 0; i < f->nvalues; i++)
		jsonw_string(w, f->values[i]);
	jsonw_end_array(w);
	jsonw_uint_field(w, "number", f->number);
	jsonw_uint_field(w, "number2", f->number2);
	if (f->rule)
		jsonw_uint_field(w, "rule_line", f->rule->line);
}

static void fact_json(struct jsonw *w, const struct maint_fact *f)
{
	jsonw_start_object(w);
	jsonw_string_field(w, "kind", maint_fact_kind_name(f->kind));
	jsonw_string_field(w, "value", f->value);
	jsonw_string_field(w, "url", f->url);
	jsonw_string_field(w, "level", f->level);
	fact_more(w, f);
	jsonw_string_field(w, "file", f->file);
	jsonw_uint_field(w, "line", f->line);
	jsonw_string_field(w, "quote", f->quote);
	jsonw_end_object(w);
}

void mnt_rule_json(struct jsonw *w, const struct maint_rule *r)
{
	jsonw_string_field(w, "kind", maint_rule_kind_name(r->kind));
	jsonw_string_field(w, "strength", maint_strength_name(r->strength));
	jsonw_string_field(w, "to", maint_addressee_name(r->to));
	jsonw_string_field(w, "text", r->text);
	jsonw_string_field(w, "when", r->when);
	jsonw_string_field(w, "cond", maint_fact_cond_name(r->cond));
	jsonw_string_field(w, "cond_value", r->cond_value);
	jsonw_string_field(w, "file", r->file);
	jsonw_uint_field(w, "line", r->line);
	jsonw_uint_field(w, "end_line", r->end_line);
	jsonw_string_field(w, "heading", r->heading);
	if (r->tldr_line)
		jsonw_uint_field(w, "tldr_line", r->tldr_line);
	if (r->refers)
		jsonw_string_field(w, "refers", r->refers);
	jsonw_bool_field(w, "item", r->item);
}

/* The rule set's entry of rule r (overridden, inherited), or NULL. */
static const struct maint_rset_rule *rset_entry(const struct maint_rset *rs,
						const struct maint_rule *r)
{
	for (size_t i = 0; rs && i < maint_rset_nrules(rs); i++)
		if (maint_rset_rule(rs, i)->rule == r)
			return maint_rset_rule(rs, i);
	return NULL;
}

static bool section_selected(const struct maint_profile_doc *d,
			     const struct maint_psection *s)
{
	if (!d->section)
		return true;
	return !strcasecmp(d->section, s->heading) ||
	       (s->tmpl != MAINT_TMPL_NONE &&
		!strcasecmp(d->section, maint_tmpl_name(s->tmpl)));
}

static void json_rules(struct jsonw *w, const struct maint_profile_doc *d,
		       const struct maint_profile *p)
{
	jsonw_name(w, "rules");
	jsonw_start_array(w);
	for (size_t i = 0; i < maint_profile_nrules(p); i++) {
		const struct maint_rule *r = maint_profile_rule(p, i);
		const struct maint_rset_rule *e = rset_entry(d->rset, r);

		jsonw_start_object(w);
		mnt_rule_json(w, r);
		if (e && e->overridden_by) {
			jsonw_name(w, "overridden_by");
			jsonw_start_object(w);
			jsonw_string_field(w, "file", e->overridden_by->file);
			jsonw_uint_field(w, "line", e->overridden_by->line);
			jsonw_end_object(w);
		}
		jsonw_end_object(w);
	}
	jsonw_end_array(w);
}

static void json_sections(struct jsonw *w, const struct maint_profile_doc *d,
			  const struct maint_profile *p)
{
	size_t i, n = maint_profile_nsections(p);

	jsonw_name(w, "sections");
	jsonw_start_array(w);
	for (i = 0; i < n; i++) {
		const struct maint_psection *s = maint_profile_section(p, i);

		if (!section_selected(d, s))
			continue;
		jsonw_start_object(w);
		jsonw_string_field(w, "heading", s->heading);
		jsonw_uint_field(w, "level", s->level);
		jsonw_string_field(w, "template",
				   s->tmpl ? maint_tmpl_name(s->tmpl) : NULL);
		jsonw_uint_field(w, "line", s->line);
		jsonw_uint_field(w, "end_line", s->end_line);
		jsonw_string_field(w, "body", s->body);
		jsonw_end_object(w);
	}
	jsonw_end_array(w);
}

/* A profile's members of its target's object: title, facts, sections */
static void json_profile(struct jsonw *w, const struct maint_profile_doc *d,
			 const struct maint_profile *p)
{
	size_t i, n;
	unsigned int tl = 0;
	int k;

	jsonw_string_field(w, "title", maint_profile_title(p, &tl));
	jsonw_name(w, "facts");
	jsonw_start_array(w);
	n = maint_profile_nfacts(p);
	for (i = 0; i < n; i++)
		fact_json(w, maint_profile_fact(p, i));
	jsonw_end_array(w);
	jsonw_name(w, "not_stated");
	jsonw_start_array(w);
	for (k = 0; k < MAINT_FACT_NKINDS; k++)
		if (!maint_profile_get_fact(p, (enum maint_fact_kind)k))
			jsonw_string(w, maint_fact_kind_name(
						(enum maint_fact_kind)k));
	jsonw_end_array(w);
	json_rules(w, d, p);
	jsonw_string_field(w, "rules_note", maint_profile_rules_note(p));
	if (d->text)
		json_sections(w, d, p);
}

/* What brought a target in: each section, with the file it matched. */
static void json_from(struct jsonw *w, const struct maint_db *db,
		      const struct maint_ptarget *t)
{
	const struct maint_ptarget_match *m;
	size_t i;

	jsonw_name(w, "brought_in_by");
	jsonw_start_array(w);
	for (i = 0; (m = maint_ptarget_from(t, i)); i++) {
		const struct maint_section *s =
			maint_db_section(db, m->section);

		jsonw_start_object(w);
		jsonw_string_field(w, "section",
				   maint_section_name(db, m->section));
		jsonw_uint_field(w, "line", maint_db_item(db, s->header)->line);
		jsonw_string_field(w, "file", m->file);
		jsonw_end_object(w);
	}
	jsonw_end_array(w);
}

static void json_target(struct jsonw *w, const struct maint_profile_doc *d,
			const struct maint_ptarget *t)
{
	const struct maint_profile *prof = maint_ptarget_profile(t);
	const struct maint_item *item = maint_ptarget_item(t);
	enum maint_pkind kind = maint_ptarget_kind(t);
	const char *error = maint_ptarget_error(t);
	int err = maint_ptarget_err(t);

	jsonw_start_object(w);
	jsonw_string_field(w, "value", maint_ptarget_value(t));
	jsonw_string_field(w, "kind", maint_pkind_name(kind));
	if (item) {
		jsonw_string_field(w, "maintainers", item->file);
		jsonw_uint_field(w, "maintainers_line", item->line);
	}
	if (kind == MAINT_P_FILE)
		jsonw_bool_field(w, "exists", maint_ptarget_exists(t));
	if (kind == MAINT_P_URI) {
		jsonw_name(w, "fetched");
		if (prof && maint_profile_fetched(prof))
			jsonw_int(w, maint_profile_fetched(prof));
		else
			jsonw_null(w);
		if (maint_ptarget_not_fetched(t))
			jsonw_string_field(w, "not_fetched",
					   "run with --fetch");
	}
	if (err)
		jsonw_string_field(w, "error", error ? error : strerror(-err));
	if (maint_ptarget_nfrom(t) && d->db)
		json_from(w, d->db, t);
	if (prof)
		json_profile(w, d, prof);
	jsonw_end_object(w);
}

void mnt_profile_json_targets(struct jsonw *w,
			      const struct maint_profile_doc *d)
{
	size_t i, n = d->targets ? maint_ptargets_count(d->targets) : 0;

	for (i = 0; i < n; i++)
		json_target(w, d, maint_ptargets_at(d->targets, i));
}

/* A followed document's rules: no profile shows them. */
static void json_followed_rules(struct jsonw *w, const struct maint_rset *rs,
				size_t doc)
{
	jsonw_name(w, "rules");
	jsonw_start_array(w);
	for (size_t k = 0; k < maint_rset_nrules(rs); k++) {
		const struct maint_rset_rule *e = maint_rset_rule(rs, k);

		if (e->doc != doc)
			continue;
		jsonw_start_object(w);
		mnt_rule_json(w, e->rule);
		jsonw_end_object(w);
	}
	jsonw_end_array(w);
}

void mnt_profile_json_relations(struct jsonw *w, const struct maint_rset *rs)
{
	jsonw_name(w, "relations");
	jsonw_start_array(w);
	for (size_t i = 0; i < maint_rset_ndocs(rs); i++) {
		const struct maint_rset_doc *d = maint_rset_doc(rs, i);

		jsonw_start_object(w);
		jsonw_string_field(w, "document", d->value);
		jsonw_uint_field(w, "rank", d->rank);
		jsonw_bool_field(w, "own", d->own);
		if (d->followed_by) {
			jsonw_string_field(w, "followed_from",
					   d->followed_by->file);
			jsonw_uint_field(w, "followed_line",
					 d->followed_by->line);
		}
		if (d->scope != (size_t)-1)
			jsonw_string_field(w, "section",
					   maint_profile_section(d->prof,
								 d->scope)
						   ->heading);
		if (!d->own)
			json_followed_rules(w, rs, i);
		jsonw_end_object(w);
	}
	for (size_t i = 0; i < maint_rset_nrefs(rs); i++) {
		const struct maint_rule *r = maint_rset_ref(rs, i)->rule;

		jsonw_start_object(w);
		jsonw_string_field(w, "document", r->refers);
		jsonw_bool_field(w, "read", false);
		jsonw_string_field(w, "followed_from", r->file);
		jsonw_uint_field(w, "followed_line", r->line);
		jsonw_end_object(w);
	}
	jsonw_end_array(w);
}

void mnt_profile_json_start(struct jsonw *w, const char *key)
{
	jsonw_start_object_nl(w, 0, 2);
	jsonw_name(w, key);
	jsonw_start_array_nl(w, JSONW_NL_SEP, 2);
}

char *mnt_profile_json_end(struct jsonw *w, struct mbuf *mb,
			   const char *diagnostics, size_t *len)
{
	if (!diagnostics)
		diagnostics = "[]";
	jsonw_break(w);
	jsonw_name(w, "diagnostics");
	jsonw_raw(w, diagnostics, strlen(diagnostics));
	jsonw_end_object(w);
	return jsonw_finish(w, mb, len);
}

char *maint_profile_show_json(const struct maint_profile_doc *d, size_t *len)
{
	struct mbuf mb = MBUF_INIT;
	struct jsonw w;

	jsonw_init(&w, &mb, 0);
	mnt_profile_json_start(&w, "profiles");
	mnt_profile_json_targets(&w, d);
	jsonw_end_array(&w);
	return mnt_profile_json_end(&w, &mb, d->diagnostics, len);
}

/* One P: line of list: its section, value, kind and (files) its state. */
static void json_pline(struct jsonw *w, const struct maint_db *db, size_t i,
		       const char *root)
{
	const struct maint_item *it = maint_db_item(db, i);
	size_t s = maint_db_section_of(db, i);
	enum maint_pkind pk =
		maint_pkind_classify(it->value, strlen(it->value), root);
	enum maint_pkind kind = maint_pkind_group(pk);

	jsonw_start_object(w);
	jsonw_string_field(w, "section",
			   s != (size_t)-1 ? maint_section_name(db, s) : NULL);
	jsonw_string_field(w, "value", it->value);
	jsonw_string_field(w, "kind", maint_pkind_name(kind));
	jsonw_string_field(w, "file", it->file);
	jsonw_uint_field(w, "line", it->line);
	if (kind == MAINT_P_FILE) {
		jsonw_bool_field(w, "exists", pk == MAINT_P_FILE);
		jsonw_string_field(w, "state", maint_pkind_state(pk));
	}
	jsonw_end_object(w);
}

char *maint_profile_list_json(const struct maint_db *db, const char *root,
			      const char *diagnostics, size_t *len)
{
	struct mbuf mb = MBUF_INIT;
	struct jsonw w;
	size_t i, n = maint_db_nitems(db);

	jsonw_init(&w, &mb, 0);
	mnt_profile_json_start(&w, "profiles");
	for (i = 0; i < n; i++)
		if (maint_db_item(db, i)->type == 'P')
			json_pline(&w, db, i, root ? root : ".");
	jsonw_end_array(&w);
	return mnt_profile_json_end(&w, &mb, diagnostics, len);
}
