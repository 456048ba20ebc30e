/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Internals of preflight.c, the run of maint preflight (its public
 * functions are in include/maint/preflight.h).
 */
#ifndef MNT_PREFLIGHT_PREFLIGHT_H
#define MNT_PREFLIGHT_PREFLIGHT_H

#include <stdbool.h>
#include <stddef.h>

struct maint_preflight;

/* The primary sections of mail i (the cover letter: of every patch). */
bool mnt_pf_primary(const struct maint_preflight *pf, size_t i, size_t sec);

#endif
