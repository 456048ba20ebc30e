/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The rule reader (rules.c): a profile's prose cut into units (units.h)
 * and each unit read for what it asks, then the typed facts taken from
 * the units (facts.c).
 */
#ifndef MNT_PROFILE_RULES_H
#define MNT_PROFILE_RULES_H

struct maint_profile;

/* Cut the profile into units and read them; fills p->rules and, through
 * facts.c, p->facts. */
int mnt_rules_read(struct maint_profile *p);

#endif
