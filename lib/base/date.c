// SPDX-License-Identifier: GPL-2.0-only
/*
 * Days since 1970-01-01 and civil (proleptic Gregorian) dates, with
 * Howard Hinnant's algorithms: the one date module (when, pulls).
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "base/date.h"

long long mnt_days_from_civil(long long y, unsigned int m, unsigned int d)
{
	long long era;
	unsigned int yoe, doy, doe;

	y -= m <= 2;
	era = (y >= 0 ? y : y - 399) / 400;
	yoe = (unsigned int)(y - era * 400);
	doy = (153 * (m + (m > 2 ? (unsigned int)-3 : 9)) + 2) / 5 + d - 1;
	doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + (long long)doe - 719468;
}

void mnt_civil_from_days(long z, long *y, unsigned int *m, unsigned int *d)
{
	long era;
	unsigned int doe, yoe, doy, mp;

	z += 719468;
	era = (z >= 0 ? z : z - 146096) / 146097;
	doe = (unsigned int)(z - era * 146097);
	yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	mp = (5 * doy + 2) / 153;
	*d = doy - (153 * mp + 2) / 5 + 1;
	*m = mp < 10 ? mp + 3 : mp - 9;
	*y = (long)yoe + era * 400 + (*m <= 2);
}

unsigned int mnt_month_days(long y, unsigned int m)
{
	static const unsigned char n[12] = { 31, 28, 31, 30, 31, 30,
					     31, 31, 30, 31, 30, 31 };
	bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;

	return m == 2 && leap ? 29 : n[m - 1];
}

int maint_date_parse(const char *s, long *days)
{
	long y = 0;
	unsigned int m, d, i;

	if (!s || strlen(s) != 10 || s[4] != '-' || s[7] != '-')
		return -EINVAL;
	for (i = 0; i < 10; i++)
		if (i != 4 && i != 7 && (s[i] < '0' || s[i] > '9'))
			return -EINVAL;
	for (i = 0; i < 4; i++)
		y = y * 10 + (s[i] - '0');
	m = (unsigned int)((s[5] - '0') * 10 + (s[6] - '0'));
	d = (unsigned int)((s[8] - '0') * 10 + (s[9] - '0'));
	if (y < 1970 || m < 1 || m > 12 || d < 1 || d > mnt_month_days(y, m))
		return -EINVAL;
	*days = (long)mnt_days_from_civil(y, m, d);
	return 0;
}

void maint_date_format(long days, char *buf)
{
	long y;
	unsigned int m, d;

	mnt_civil_from_days(days, &y, &m, &d);
	if (y < 0 || y > 9999) {
		strcpy(buf, "0000-00-00");
		return;
	}
	snprintf(buf, 11, "%04ld-%02u-%02u", y, m, d);
}

long maint_date_today(void)
{
	time_t t = time(NULL);

	return (long)(t >= 0 ? t / 86400 : (t - 86399) / 86400);
}

int maint_date_weekday(long days)
{
	/* 1970-01-01 was a Thursday */
	long w = (days + 4) % 7;

	return (int)(w < 0 ? w + 7 : w);
}
