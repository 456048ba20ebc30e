/* SPDX-License-Identifier: GPL-2.0-only */
/* Profile facts and URL profiles, shown the same way by every command. */
#ifndef MAINT_CLI_FACTS_H
#define MAINT_CLI_FACTS_H

#include <stdbool.h>
#include <stddef.h>

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

/* "fetched 2026-12-03 14:05 UTC" */
void cli_fetched(struct mbuf *mb, long long when);

/* The seconds of --timeout: 1..300, or -1 (a usage error). */
long cli_fetch_timeout(const char *arg);

#endif
