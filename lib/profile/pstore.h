/* SPDX-License-Identifier: GPL-2.0-only */
/* The strings a profile object owns (pstore.c). */
#ifndef MNT_PROFILE_PSTORE_H
#define MNT_PROFILE_PSTORE_H

struct maint_profile;

/* Keep s (malloc'd) until the profile is freed; returns s or NULL. */
char *mnt_profile_own(struct maint_profile *p, char *s);

#endif
