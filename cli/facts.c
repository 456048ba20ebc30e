// SPDX-License-Identifier: GPL-2.0-only
/* Profile facts and URL profiles, shown the same way by every command. */
#include <stdlib.h>
#include <time.h>

#include "clidiag.h"
#include "facts.h"

bool cli_fact_cond(struct mbuf *mb, const struct maint_fact *f)
{
	switch (f->cond) {
	case MAINT_COND_PATHS:
		mbuf_addf(mb, "when the series also touches %s",
			  f->cond_value ? f->cond_value : "?");
		return true;
	case MAINT_COND_FIXES:
		/* a Fixes: tag is about fixes by itself: nothing to add */
		if (f->kind == MAINT_FACT_TRAILER)
			return false;
		mbuf_adds(mb, "for fixes");
		return true;
	case MAINT_COND_FEATURES:
		mbuf_adds(mb, "for features");
		return true;
	case MAINT_COND_SERIES_MIN:
		mbuf_addf(mb, "from %lu patches", f->number2);
		return true;
	default:
		return false;
	}
}

void cli_fact_extra(struct mbuf *mb, const struct maint_fact *f)
{
	size_t i;

	if (f->nvalues > 1 ||
	    (f->nvalues == 1 && f->kind == MAINT_FACT_SUBJECT_PREFIX)) {
		mbuf_adds(mb, " one of: ");
		for (i = 0; i < f->nvalues; i++)
			mbuf_addf(mb, "%s%s", i ? ", " : "", f->values[i]);
	}
	/* the condition as the profile words it */
	if (f->when) {
		mbuf_addf(mb, " [when: %s]", f->when);
		return;
	}
	mbuf_adds(mb, " [");
	if (!cli_fact_cond(mb, f)) {
		mbuf_setlen(mb, mb->len - 2);
		return;
	}
	mbuf_adds(mb, "]");
	if (f->cond == MAINT_COND_FEATURES && f->kind == MAINT_FACT_CLOSED &&
	    f->nvalues == 1)
		mbuf_addf(mb, " [%s]", f->values[0]);
}

void cli_fact_json(struct jsonw *w, const struct maint_fact *f)
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

void cli_rule_json(struct jsonw *w, const struct maint_rule *r)
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

void cli_brief_json(struct jsonw *w, const struct maint_brief *b)
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

void cli_fetched(struct mbuf *mb, long long when)
{
	time_t t = (time_t)when;
	struct tm tm;
	char buf[64];

	if (gmtime_r(&t, &tm) &&
	    strftime(buf, sizeof(buf), "%Y-%m-%d %H:%M UTC", &tm))
		mbuf_addf(mb, "fetched %s", buf);
	else
		mbuf_addf(mb, "fetched at %lld", when);
}

long cli_fetch_timeout(const char *arg)
{
	char *end;
	long v;

	if (!arg)
		return 20;
	v = strtol(arg, &end, 10);
	if (end == arg || *end || v < 1 || v > 300)
		return -1;
	return v;
}
