/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The profile object (profile.c loads it; rules.c, facts.c and pstore.c
 * fill it in) and profile.c's diagnostics.
 */
#ifndef MNT_PROFILE_PROFILE_H
#define MNT_PROFILE_PROFILE_H

#include <stdbool.h>
#include <stddef.h>

#include "maint.h"

struct maint_profile {
	char *name;
	char *buf; /* NUL-terminated copy of the input */
	size_t len;
	struct maint_psection *secs;
	size_t nsecs, secs_alloc;
	size_t *parent; /* parent section of each section, or (size_t)-1 */
	struct maint_fact *facts;
	size_t nfacts, facts_alloc;
	struct maint_rule *rules; /* rules.c */
	size_t nrules;
	const char *rules_note; /* why few rules were read (static), or NULL */
	char **strs; /* strings the profile owns */
	size_t nstrs, strs_alloc;
	unsigned int nlines;
	bool no_headings;
	enum maint_pformat format;
	long long fetched; /* URL profiles: when, seconds since the epoch */
};

/* A diagnostic with a printf format (profile.c, fetch.c, rset.c). */
void mnt_pdiagf(const struct maint_diag_sink *d, const char *file,
		unsigned int line, enum maint_level lvl, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

#endif
