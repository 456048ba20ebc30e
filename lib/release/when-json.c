// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint when's answer as JSON (maint_when_json(); the schema is in
 * include/maint/release.h), and what its text shares with it: the
 * cycle's name and the assumptions of the cycle model.
 */
#include <stdio.h>
#include <string.h>

#include "base/opts.h"
#include "jsonw.h"
#include "maint.h"
#include "mbuf.h"
#include "util.h"

static const char *const assumptions[] = {
	"-rc releases come weekly, on the weekday of the last tag",
	"the release comes one week after -rc7, or after the last -rc when the cycle already has an -rc8 or later",
	"the merge window lasts two weeks",
	"tag dates are UTC days: the tagger date of annotated tags, the tagged commit's committer date of lightweight ones",
	"\"before -rcN\" has passed once -rcN is tagged (or, with --rc, reached); \"through -rcN\" (\"between -rc1 and -rcN\") once -rcN+1 is",
};

const char *const *maint_cycle_assumptions(size_t *n)
{
	*n = ARRAY_SIZE(assumptions);
	return assumptions;
}

void maint_cycle_name(const struct maint_cycle *cy, char *b, size_t n)
{
	if (cy->phase == MAINT_PHASE_RC && cy->from_tags)
		snprintf(b, n, "%s", cy->tag);
	else if (cy->phase == MAINT_PHASE_RC)
		snprintf(b, n, "-rc%d", cy->rc);
	else if (cy->phase == MAINT_PHASE_MERGE_WINDOW && cy->prev_release &&
		 cy->prev_release[0])
		snprintf(b, n, "merge window after %s", cy->prev_release);
	else if (cy->phase == MAINT_PHASE_MERGE_WINDOW)
		snprintf(b, n, "merge window");
	else if (n)
		b[0] = '\0';
}

/* "YYYY-MM-DD", or null for an unknown date */
static void json_date(struct jsonw *w, long d)
{
	char b[11];

	if (d < 0) {
		jsonw_null(w);
		return;
	}
	maint_date_format(d, b);
	jsonw_string(w, b);
}

static void json_date_field(struct jsonw *w, const char *name, long d)
{
	jsonw_name(w, name);
	json_date(w, d);
}

/* The distinct sections that brought t in, as a JSON array. */
static void json_sections(struct jsonw *w, const struct maint_db *db,
			  const struct maint_ptarget *t)
{
	const struct maint_ptarget_match *m;
	size_t i, k;

	jsonw_start_array(w);
	for (i = 0; (m = maint_ptarget_from(t, i)); i++) {
		bool seen = false;

		for (k = 0; k < i && !seen; k++)
			seen = maint_ptarget_from(t, k)->section == m->section;
		if (!seen)
			jsonw_string(w, maint_section_name(db, m->section));
	}
	jsonw_end_array(w);
}

/* a string, or null when empty */
static void json_str_or_null(struct jsonw *w, const char *name, const char *s)
{
	jsonw_string_field(w, name, s && s[0] ? s : NULL);
}

static void json_cycle(struct jsonw *w, const struct maint_cycle *cy)
{
	char name[128];

	if (cy->phase == MAINT_PHASE_UNKNOWN) {
		jsonw_null(w);
		return;
	}
	maint_cycle_name(cy, name, sizeof(name));
	jsonw_start_object(w);
	jsonw_string_field(w, "name", name);
	jsonw_string_field(w, "phase",
			   cy->phase == MAINT_PHASE_RC ? "rc" : "merge-window");
	jsonw_name(w, "rc");
	if (cy->phase == MAINT_PHASE_RC)
		jsonw_int(w, cy->rc);
	else
		jsonw_null(w);
	jsonw_int_field(w, "week", cy->week);
	json_date_field(w, "since", cy->since);
	jsonw_int_field(w, "days_since", cy->today - cy->since);
	json_str_or_null(w, "tag", cy->tag);
	json_str_or_null(w, "version", cy->version);
	json_str_or_null(w, "previous_release", cy->prev_release);
	json_date_field(w, "previous_release_date", cy->release);
	json_date_field(w, "next_release_date", cy->next_release);
	jsonw_int_field(w, "last_rc", cy->last_rc);
	jsonw_bool_field(w, "release_day", cy->release_day);
	jsonw_string_field(w, "source", cy->from_tags ? "tags" : "option");
	jsonw_bool_field(w, "stale", cy->stale);
	jsonw_end_object(w);
}

/* where a fact was stated: file, line, quote */
static void json_source(struct jsonw *w, const struct maint_fact *f)
{
	jsonw_string_field(w, "file", f->file);
	jsonw_uint_field(w, "line", f->line);
	jsonw_string_field(w, "quote", f->quote);
}

static void json_deadline(struct jsonw *w, const char *name,
			  const struct maint_deadline *d)
{
	char rc[16];

	jsonw_name(w, name);
	if (!d->fact || (!d->rc && d->date < 0)) {
		jsonw_null(w);
		return;
	}
	jsonw_start_object(w);
	snprintf(rc, sizeof(rc), "-rc%d", d->rc);
	jsonw_string_field(w, "rc", d->rc ? rc : NULL);
	jsonw_string_field(w, "stated", d->fact->value);
	json_date_field(w, "date", d->date);
	jsonw_bool_field(w, "estimated", d->date >= 0 && !d->tagged);
	jsonw_bool_field(w, "passed", d->passed);
	jsonw_bool_field(w, "through", d->through);
	json_date_field(w, "next_cycle_date", d->next_date);
	json_source(w, d->fact);
	jsonw_end_object(w);
}

/* true, false, or null when not known */
static void json_tristate(struct jsonw *w, const char *name, bool known, bool v)
{
	jsonw_name(w, name);
	if (known)
		jsonw_bool(w, v);
	else
		jsonw_null(w);
}

static const char *wait_unit_name(char unit)
{
	return unit == 'h' ? "hours" :
	       unit == 'd' ? "days" :
	       unit == 'b' ? "business days" :
	       unit == 'w' ? "weeks" :
			     "months";
}

static void json_ping(struct jsonw *w, const struct maint_when *wh)
{
	jsonw_name(w, "ping_wait");
	if (wh->ping_wait) {
		jsonw_start_object(w);
		jsonw_string_field(w, "stated", wh->ping_wait->value);
		if (wh->wait) {
			jsonw_int_field(w, "count", wh->wait->count);
			jsonw_string_field(w, "unit",
					   wait_unit_name(wh->wait->unit));
			jsonw_bool_field(w, "more_than", wh->wait->more_than);
			jsonw_bool_field(w, "approximate", wh->wait->approx);
		}
		json_source(w, wh->ping_wait);
		jsonw_end_object(w);
	} else {
		jsonw_null(w);
	}
}

static void json_target(struct jsonw *w, const struct maint_when_doc *d,
			const struct maint_ptarget *t,
			const struct maint_when *wh)
{
	static const enum maint_fact_kind kinds[] = {
		MAINT_FACT_RC_NEW,
		MAINT_FACT_RC_MERGE,
		MAINT_FACT_PING_WAIT,
		MAINT_FACT_PING_HOW,
	};
	/* a target that was not read: nothing stated, nothing known */
	static const struct maint_deadline none = { .date = -1,
						    .next_date = -1 };
	static const struct maint_when not_read = { .feature = &none,
						    .merge = &none,
						    .ping_from = -1 };
	const struct maint_profile *prof = maint_ptarget_profile(t);
	const struct maint_item *item = maint_ptarget_item(t);
	size_t k;

	jsonw_start_object(w);
	if (!wh)
		wh = &not_read;
	jsonw_string_field(w, "value", maint_ptarget_value(t));
	jsonw_string_field(w, "kind", maint_pkind_name(maint_ptarget_kind(t)));
	jsonw_string_field(w, "maintainers", item->file);
	jsonw_uint_field(w, "maintainers_line", item->line);
	jsonw_name(w, "sections");
	json_sections(w, d->db, t);
	jsonw_string_field(w, "error", maint_ptarget_error(t));
	jsonw_name(w, "cycle_position");
	json_cycle(w, d->cycle);
	json_deadline(w, "feature_deadline", wh->feature);
	jsonw_bool_field(w, "submissions_any_time", wh->any_time);
	json_tristate(w, "can_target_next_merge_window",
		      prof && wh->can_target >= 0, wh->can_target);
	jsonw_string_field(w, "reason",
			   prof ? wh->reason : maint_ptarget_error(t));
	json_deadline(w, "merge_deadline", wh->merge);
	json_ping(w, wh);
	json_date_field(w, "ping_from", wh->ping_from);
	json_tristate(w, "ping_due", wh->ping_from >= 0,
		      wh->ping_from <= d->today);
	jsonw_name(w, "ping_how");
	if (wh->ping_how) {
		jsonw_start_object(w);
		jsonw_string_field(w, "stated", wh->ping_how->value);
		json_source(w, wh->ping_how);
		jsonw_end_object(w);
	} else {
		jsonw_null(w);
	}
	jsonw_name(w, "not_stated");
	jsonw_start_array(w);
	for (k = 0; prof && k < ARRAY_SIZE(kinds); k++)
		if (!maint_profile_get_fact(prof, kinds[k]))
			jsonw_string(w, maint_fact_kind_name(kinds[k]));
	jsonw_end_array(w);
	jsonw_end_object(w);
}

char *maint_when_json(const struct maint_when_doc *d, size_t *len)
{
	size_t i, n = d->targets ? maint_ptargets_count(d->targets) : 0;
	struct mbuf out = MBUF_INIT;
	struct jsonw jw;

	if (!MNT_OPTS_OK(d, MAINT_WHEN_DOC_VERSION))
		return NULL;
	jsonw_init(&jw, &out, 0);
	jsonw_start_object_nl(&jw, 0, 2);
	json_date_field(&jw, "today", d->today);
	json_date_field(&jw, "posted", d->posted);
	jsonw_break(&jw);
	jsonw_name(&jw, "cycle_position");
	json_cycle(&jw, d->cycle);
	jsonw_break(&jw);
	jsonw_name(&jw, "assumptions");
	jsonw_start_array(&jw);
	for (i = 0; i < ARRAY_SIZE(assumptions); i++)
		jsonw_string(&jw, assumptions[i]);
	jsonw_end_array(&jw);
	jsonw_break(&jw);
	jsonw_name(&jw, "profiles");
	jsonw_start_array_nl(&jw, JSONW_NL_SEP | JSONW_NL_LEAD, 4);
	for (i = 0; i < n; i++)
		json_target(&jw, d, maint_ptargets_at(d->targets, i),
			    d->when ? d->when[i] : NULL);
	jsonw_end_array(&jw);
	jsonw_break(&jw);
	jsonw_name(&jw, "diagnostics");
	if (d->diagnostics)
		jsonw_raw(&jw, d->diagnostics, strlen(d->diagnostics));
	else
		jsonw_raw(&jw, "[]", 2);
	jsonw_end_object(&jw);
	mbuf_addch(&out, '\n');
	jsonw_release(&jw);
	if (mbuf_failed(&out)) {
		mbuf_release(&out);
		return NULL;
	}
	return mbuf_detach(&out, len);
}
