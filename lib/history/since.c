// SPDX-License-Identifier: GPL-2.0-only
/*
 * git's reading of a --since value, for the forms get_maintainer.pl users
 * write ("1-year-ago", the script's default; U-Boot's "6-months-ago";
 * "2.weeks.ago", "3 days ago": a number, a unit, and an optional "ago",
 * joined by '-', '.', '_' or blanks; and a bare date, "2025-01-01").
 * Every other form ("yesterday", "last friday", a date with a time, ...)
 * is left to git itself, which the caller asks once (`git rev-parse
 * --since=VALUE` prints the timestamp git log would use).
 *
 * The arithmetic is git's approxidate: "now" is the current time (or
 * GIT_TEST_DATE_NOW, as git reads it), broken down in local time; units
 * of fixed length (seconds to weeks) go back that many seconds; months
 * and years change the month or year field and let mktime() normalise
 * the date (so "1-month-ago" on 31 March is 3 March), keeping the time of
 * day and the daylight-saving flag of now.  A bare date YYYY-MM-DD (year
 * 1970 to 2099, any day 1 to 31 of the month: mktime() moves 31 February
 * on) is that day at now's time of day, as git reads it.
 */
#include <ctype.h>
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "history/since.h"

struct unit {
	const char *name; /* singular */
	long seconds; /* 0: months, -1: years */
};

static const struct unit units[] = {
	{ "second", 1 },  { "minute", 60 },	 { "hour", 3600 },
	{ "day", 86400 }, { "week", 7 * 86400 }, { "month", 0 },
	{ "year", -1 },
};

static bool is_sep(char c)
{
	return c == '-' || c == '.' || c == '_' || c == ' ' || c == '\t';
}

/* The unit word s[0..n): singular or plural, either case. */
static const struct unit *unit_of(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < sizeof(units) / sizeof(*units); i++) {
		size_t ul = strlen(units[i].name);

		if ((n == ul ||
		     (n == ul + 1 && (s[ul] == 's' || s[ul] == 'S'))) &&
		    !strncasecmp(s, units[i].name, ul))
			return &units[i];
	}
	return NULL;
}

/* Fill the date fields git left unset from now; back sec seconds. */
static time_t update_tm(struct tm *tm, const struct tm *now, time_t sec)
{
	time_t n;

	if (tm->tm_mday < 0)
		tm->tm_mday = now->tm_mday;
	if (tm->tm_mon < 0)
		tm->tm_mon = now->tm_mon;
	if (tm->tm_year < 0) {
		tm->tm_year = now->tm_year;
		if (tm->tm_mon > now->tm_mon)
			tm->tm_year--;
	}
	n = mktime(tm) - sec;
	localtime_r(&n, tm);
	return n;
}

/* Now, broken down in local time, as git's approxidate starts. */
static bool git_now(struct tm *tm)
{
	const char *env = getenv("GIT_TEST_DATE_NOW");
	time_t tnow = env ? (time_t)atoi(env) : time(NULL);

	return localtime_r(&tnow, tm) != NULL;
}

static bool digits(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!isdigit((unsigned char)s[i]))
			return false;
	return true;
}

/* YYYY-MM-DD: 0 and *t, or -EAGAIN. */
static int bare_date(const char *s, int64_t *t)
{
	struct tm tm, now;
	int y, m, d;

	if (strlen(s) != 10 || !digits(s, 4) || s[4] != '-' ||
	    !digits(s + 5, 2) || s[7] != '-' || !digits(s + 8, 2))
		return -EAGAIN;
	y = atoi(s);
	m = atoi(s + 5);
	d = atoi(s + 8);
	if (y < 1970 || y > 2099 || m < 1 || m > 12 || d < 1 || d > 31 ||
	    !git_now(&tm))
		return -EAGAIN;
	now = tm;
	tm.tm_year = y - 1900;
	tm.tm_mon = m - 1;
	tm.tm_mday = d;
	*t = (int64_t)update_tm(&tm, &now, 0);
	return 0;
}

int mnt_git_since(const char *s, int64_t *t)
{
	const char *p = s, *w;
	const struct unit *u;
	struct tm tm, now;
	long num = 0;
	size_t nd = 0;

	if (!bare_date(s, t))
		return 0;
	while (isdigit((unsigned char)p[nd]))
		nd++;
	/* "0002" is not a count in git; keep to plain numbers */
	if (!nd || nd > 4 || (p[0] == '0' && nd > 1))
		return -EAGAIN;
	num = strtol(p, NULL, 10);
	p += nd;
	if (!is_sep(*p))
		return -EAGAIN;
	while (is_sep(*p))
		p++;
	for (w = p; isalpha((unsigned char)*p); p++)
		;
	u = unit_of(w, (size_t)(p - w));
	if (!u)
		return -EAGAIN;
	if (*p) {
		if (!is_sep(*p))
			return -EAGAIN;
		while (is_sep(*p))
			p++;
		if (strncasecmp(p, "ago", 3))
			return -EAGAIN;
		p += 3;
		if (*p)
			return -EAGAIN;
	}
	if (!git_now(&tm))
		return -EAGAIN;
	now = tm;
	tm.tm_year = -1;
	tm.tm_mon = -1;
	tm.tm_mday = -1;
	if (u->seconds > 0) {
		update_tm(&tm, &now, (time_t)(u->seconds * num));
	} else if (u->seconds == 0) {
		int n;

		update_tm(&tm, &now, 0);
		n = tm.tm_mon - (int)num;
		while (n < 0) {
			n += 12;
			tm.tm_year--;
		}
		tm.tm_mon = n;
	} else {
		update_tm(&tm, &now, 0);
		tm.tm_year -= (int)num;
	}
	*t = (int64_t)update_tm(&tm, &now, 0);
	return 0;
}
