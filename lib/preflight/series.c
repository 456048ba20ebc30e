// SPDX-License-Identifier: GPL-2.0-only
/*
 * What the series is, as the checks and the recipients ask it: how many
 * patches, which mail is the cover letter, the N of k/N.  Below
 * preflight.c (which runs the checks) and the rules and recipients (which
 * ask), so that none of them uses another in a circle.
 */
#include "preflight/series.h"
#include "preflight/preflight-int.h"
#include "preflight/preflight-mail.h"

size_t mnt_pf_npatches(const struct maint_preflight *pf)
{
	size_t i, n = 0;

	for (i = 0; i < pf->nmsgs; i++)
		n += !pf->mails[i].skipped && !pf->mails[i].cover;
	return n;
}

size_t mnt_pf_cover(const struct maint_preflight *pf)
{
	size_t i;

	for (i = 0; i < pf->nmsgs; i++)
		if (pf->mails[i].cover)
			return i;
	return MNT_PF_SERIES;
}

int mnt_pf_series_n(const struct maint_preflight *pf)
{
	int n = 0;

	for (size_t i = 0; i < pf->nmsgs; i++)
		if (!pf->mails[i].skipped && pf->msgs[i].n > n)
			n = pf->msgs[i].n;
	return n;
}
