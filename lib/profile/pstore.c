// SPDX-License-Identifier: GPL-2.0-only
/*
 * The strings a profile object owns: what its sections and facts point
 * at, freed with it (maint_profile_free()).  Loading (profile.c) and the
 * fact reader (facts.c) both hand their strings over here.
 */
#include <stdlib.h>

#include "profile/pstore.h"
#include "profile/profile.h"
#include "util.h"

char *mnt_profile_own(struct maint_profile *p, char *s)
{
	if (!s)
		return NULL;
	if (ALLOC_GROW(p->strs, p->nstrs + 1, p->strs_alloc)) {
		free(s);
		return NULL;
	}
	p->strs[p->nstrs++] = s;
	return s;
}
