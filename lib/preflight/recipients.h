/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The recipients of each patch against maint get's answer for it
 * (recipients.c).
 */
#ifndef MNT_PREFLIGHT_RECIPIENTS_H
#define MNT_PREFLIGHT_RECIPIENTS_H

#include <stdbool.h>

struct maint_preflight;
struct pf_msg;

void mnt_pf_recipients(struct maint_preflight *pf);
/* Mail m is addressed (From:, To:, Cc:) to @addr (canonical). */
bool mnt_pf_reached(const struct maint_preflight *pf, const struct pf_msg *m,
		    const char *addr);

#endif
