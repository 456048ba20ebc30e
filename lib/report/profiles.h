/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The set maint_report_profiles() hands out (lib/report/ only): the
 * renderers read its array directly.
 */
#ifndef MNT_REPORT_PROFILES_H
#define MNT_REPORT_PROFILES_H

#include <stddef.h>

#include "maint.h"

/* The profiles, sorted by value */
struct maint_report_profiles {
	struct maint_report_profile *v;
	size_t n;
};

#endif
