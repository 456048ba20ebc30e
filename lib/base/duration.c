// SPDX-License-Identifier: GPL-2.0-only
/*
 * Numbers and durations as profiles write them ("a couple of days",
 * "up to two weeks", "5 business days"), and the day a duration ends.
 */
#include <errno.h>
#include <stdbool.h>
#include <string.h>
#include <strings.h>

#include "base/date.h"
#include "base/duration.h"
#include "base/opts.h"
#include "util.h"

bool mnt_digits(const char **p, int *out)
{
	const char *s = *p;
	long v = 0;

	if (*s < '0' || *s > '9')
		return false;
	while (*s >= '0' && *s <= '9') {
		v = v * 10 + (*s++ - '0');
		if (v > 99999)
			return false;
	}
	*out = (int)v;
	*p = s;
	return true;
}

static const struct {
	const char *word;
	int value;
	bool approx;
} numbers[] = {
	{ "a couple of", 2, false }, { "a few", 3, true },
	{ "an", 1, false },	     { "a", 1, false },
	{ "one", 1, false },	     { "two", 2, false },
	{ "three", 3, false },	     { "four", 4, false },
	{ "five", 5, false },	     { "six", 6, false },
	{ "seven", 7, false },	     { "eight", 8, false },
	{ "nine", 9, false },	     { "ten", 10, false },
};

int mnt_number_word(const char *s, size_t *used, bool *approx)
{
	size_t i;

	*approx = false;
	if (*s >= '0' && *s <= '9') {
		const char *p = s;
		int v;

		if (!mnt_digits(&p, &v))
			return -1;
		*used = (size_t)(p - s);
		return v;
	}
	for (i = 0; i < ARRAY_SIZE(numbers); i++) {
		size_t l = strlen(numbers[i].word);

		if (!strncasecmp(s, numbers[i].word, l) && s[l] == ' ') {
			*used = l;
			*approx = numbers[i].approx;
			return numbers[i].value;
		}
	}
	return -1;
}

bool mnt_eat_word(const char **p, const char *word)
{
	size_t l = strlen(word);

	if (strncasecmp(*p, word, l) || ((*p)[l] != ' ' && (*p)[l] != '\0'))
		return false;
	*p += l;
	while (**p == ' ')
		(*p)++;
	return true;
}

int maint_duration_parse(const char *s, struct maint_duration *d)
{
	static const char *const quals[] = { "up to", "at least", "within",
					     "after", "about",	  "around" };
	const char *p = s;
	size_t used, i;
	int n;

	if (!MNT_OPTS_OK(d, MAINT_DURATION_VERSION))
		return -EINVAL;
	/* the members of version 1, its own kept */
	d->count = 0;
	d->unit = '\0';
	d->more_than = d->approx = false;
	if (!s)
		return -EINVAL;
	while (*p == ' ')
		p++;
	if (mnt_eat_word(&p, "more than"))
		d->more_than = true;
	for (i = 0; i < ARRAY_SIZE(quals) && !d->more_than; i++)
		if (mnt_eat_word(&p, quals[i]))
			break;
	n = mnt_number_word(p, &used, &d->approx);
	if (n < 1 || n > 3650)
		return -EINVAL;
	p += used;
	while (*p == ' ')
		p++;
	d->count = n;
	if (mnt_eat_word(&p, "business") || mnt_eat_word(&p, "working")) {
		if (!mnt_eat_word(&p, "days") && !mnt_eat_word(&p, "day"))
			return -EINVAL;
		d->unit = 'b';
	} else if (mnt_eat_word(&p, "hours") || mnt_eat_word(&p, "hour")) {
		d->unit = 'h';
	} else if (mnt_eat_word(&p, "days") || mnt_eat_word(&p, "day")) {
		d->unit = 'd';
	} else if (mnt_eat_word(&p, "weeks") || mnt_eat_word(&p, "week")) {
		d->unit = 'w';
	} else if (mnt_eat_word(&p, "months") || mnt_eat_word(&p, "month")) {
		d->unit = 'm';
	} else {
		return -EINVAL;
	}
	return *p ? -EINVAL : 0;
}

long maint_duration_add(const struct maint_duration *d, long from)
{
	long to = from, y;
	unsigned int m, day, md;
	int i;

	if (!MNT_OPTS_OK(d, MAINT_DURATION_VERSION))
		return from;
	switch (d->unit) {
	case 'h':
		to += (d->count + 23) / 24;
		break;
	case 'd':
		to += d->count;
		break;
	case 'w':
		to += 7L * d->count;
		break;
	case 'b':
		for (i = 0; i < d->count;) {
			int wd;

			to++;
			wd = maint_date_weekday(to);
			if (wd != 0 && wd != 6)
				i++;
		}
		break;
	case 'm':
		mnt_civil_from_days(from, &y, &m, &day);
		y += (long)(m - 1 + (unsigned int)d->count) / 12;
		m = (m - 1 + (unsigned int)d->count) % 12 + 1;
		md = mnt_month_days(y, m);
		to = (long)mnt_days_from_civil(y, m, day > md ? md : day);
		break;
	default:
		break;
	}
	return d->more_than ? to + 1 : to;
}
