/* SPDX-License-Identifier: GPL-2.0-only */
/* Civil dates and days since 1970 (base/date.c): the one date module. */
#ifndef MNT_BASE_DATE_H
#define MNT_BASE_DATE_H

#include "maint.h"

/* Days since 1970-01-01 of a civil date, and back. */
long long mnt_days_from_civil(long long y, unsigned int m, unsigned int d);
void mnt_civil_from_days(long z, long *y, unsigned int *m, unsigned int *d);
/* Days in month m (1-12) of year y. */
unsigned int mnt_month_days(long y, unsigned int m);

#endif
