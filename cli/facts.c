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
