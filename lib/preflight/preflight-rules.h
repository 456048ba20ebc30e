/* SPDX-License-Identifier: GPL-2.0-only */
/* The checks of a preflight run after the numbering (preflight-rules.c). */
#ifndef MNT_PREFLIGHT_PREFLIGHT_RULES_H
#define MNT_PREFLIGHT_PREFLIGHT_RULES_H

struct maint_preflight;

int mnt_pf_rules(struct maint_preflight *pf);

#endif
