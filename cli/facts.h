/* SPDX-License-Identifier: GPL-2.0-only */
/* Profile facts and URL profiles, shown the same way by every command. */
#ifndef MAINT_CLI_FACTS_H
#define MAINT_CLI_FACTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "maint.h"
#include "mbuf.h"

/*
 * What comes after a fact's value for people: its allowed values and its
 * condition as the profile words it (" one of: x86, SVM", " [when: Fixes
 * that target the current release]", " [when the series also touches
 * fs/iomap]", " [for fixes]", " [from 2 patches]"); nothing for a plain
 * fact, never a condition the profile does not state.
 */
void cli_fact_extra(struct mbuf *mb, const struct maint_fact *f);
/* A typed condition in words ("for fixes"); false when it has none. */
bool cli_fact_cond(struct mbuf *mb, const struct maint_fact *f);

/*
 * The profiles of a query in relation (maint_rset_new() under @root),
 * each ranked by the depth of the section match that brought it in
 * (@db: NULL, all alike); NULL when none was read or out of memory.
 */
struct maint_rset *cli_rset_new(struct maint_db *db,
				const struct maint_ptargets *ts,
				const char *root,
				const struct maint_diag_sink *sink);

/*
 * A brief for people on standard output: "first:", then each part's
 * label and its items, wrapped at @width, with their conditions and
 * file:line; a blank line after.  Nothing for an empty brief.  Every
 * line but "first:" is indented (never one a finding reader takes).
 */
void cli_brief_print(const struct maint_brief *b, bool color, size_t width);

/* "fetched 2026-12-03 14:05 UTC" */
void cli_fetched(struct mbuf *mb, long long when);

/* The seconds of --timeout: 1..300, or -1 (a usage error). */
long cli_fetch_timeout(const char *arg);

#endif
