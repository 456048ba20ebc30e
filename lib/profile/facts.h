/* SPDX-License-Identifier: GPL-2.0-only */
/* The typed facts of a profile's rules (facts.c). */
#ifndef MNT_PROFILE_FACTS_H
#define MNT_PROFILE_FACTS_H

struct mnt_units;

/* The typed facts of the units read by rules.c; fills p->facts. */
int mnt_facts_from_units(struct mnt_units *us);

#endif
