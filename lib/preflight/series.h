/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What the series is (series.c): how many patches, which mail is the
 * cover letter, the N of k/N.
 */
#ifndef MNT_PREFLIGHT_SERIES_H
#define MNT_PREFLIGHT_SERIES_H

#include <stddef.h>

struct maint_preflight;

/* Patches of the series (not the cover letter, not the mails left out). */
size_t mnt_pf_npatches(const struct maint_preflight *pf);
/* The cover letter's mail, or MNT_PF_SERIES. */
size_t mnt_pf_cover(const struct maint_preflight *pf);
/* The largest n of a k/n in the subjects (0: none). */
int mnt_pf_series_n(const struct maint_preflight *pf);

#endif
