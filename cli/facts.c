// SPDX-License-Identifier: GPL-2.0-only
/* Profile facts and URL profiles, shown the same way by every command. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "clidiag.h"
#include "facts.h"
#include "term.h"

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

/* How specific the section that brought a target in is: its deepest match. */
static int target_depth(struct maint_db *db, const struct maint_ptarget *t)
{
	const struct maint_ptarget_match *f;
	struct maint_matches *ms;
	int best = 0;

	if (maint_matches_new(&ms))
		return 0;
	for (size_t i = 0; (f = maint_ptarget_from(t, i)); i++) {
		if (!*f->file || maint_match_file(db, f->file, 0, ms, NULL))
			continue;
		for (size_t k = 0; k < maint_matches_count(ms); k++) {
			const struct maint_match *m = maint_matches_at(ms, k);

			if (m->section == f->section && m->depth > best)
				best = m->depth;
		}
	}
	maint_matches_free(ms);
	return best;
}

struct maint_rset *cli_rset_new(struct maint_db *db,
				const struct maint_ptargets *ts,
				const char *root,
				const struct maint_diag_sink *sink)
{
	size_t nt = maint_ptargets_count(ts), n = 0;
	struct maint_rset_in *in = calloc(nt ? nt : 1, sizeof(*in));
	const struct maint_rset_in **inp = calloc(nt ? nt : 1, sizeof(*inp));
	struct maint_rset *rs = NULL;

	if (!in || !inp) {
		free(in);
		free(inp);
		return NULL;
	}
	for (size_t i = 0; i < nt; i++) {
		const struct maint_ptarget *t = maint_ptargets_at(ts, i);

		if (!maint_ptarget_profile(t))
			continue;
		in[n].version = MAINT_RSET_IN_VERSION;
		in[n].prof = maint_ptarget_profile(t);
		in[n].value = maint_ptarget_value(t);
		in[n].depth = db ? target_depth(db, t) : 0;
		inp[n] = &in[n];
		n++;
	}
	if (n && maint_rset_new(&rs, root, inp, n, sink))
		rs = NULL;
	free(inp);
	free(in);
	return rs;
}

void cli_brief_print(const struct maint_brief *b, bool color, size_t width)
{
	int last = -1;

	if (!maint_brief_nitems(b))
		return;
	printf(color ? "\033[1mfirst:\033[0m\n" : "first:\n");
	for (size_t i = 0; i < maint_brief_nitems(b); i++) {
		const struct maint_brief_item *it = maint_brief_item(b, i);
		struct mbuf mb = MBUF_INIT;

		if ((int)it->what != last)
			printf("  %s:\n", maint_brief_what_label(it->what));
		last = (int)it->what;
		mbuf_adds(&mb, it->text);
		if (it->state)
			mbuf_addf(&mb, " (%s)", it->state);
		cli_fput_wrapped(stdout, mb.buf, 4, 6, width);
		mbuf_release(&mb);
		if (it->when) {
			mbuf_addf(&mb, "when: %s", it->when);
			cli_fput_wrapped(stdout, mb.buf, 6, 12, width);
		} else if (it->fact && cli_fact_cond(&mb, it->fact)) {
			cli_fput_wrapped(stdout, mb.buf, 6, 6, width);
		}
		mbuf_release(&mb);
		if (it->file) {
			printf("      [");
			cli_fprintf_safe(stdout, 0, "%s:%u", it->file,
					 it->line);
			printf("]\n");
		}
	}
	putchar('\n');
}
