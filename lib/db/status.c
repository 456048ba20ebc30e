// SPDX-License-Identifier: GPL-2.0-only
/*
 * S: statuses: the one list of the values MAINTAINERS uses, strongest
 * first, and how a value is read; and the catch-all section.
 */
#include <string.h>
#include <strings.h>

#include "maint.h"
#include "util.h"

static const char *const status_names[MAINT_ST_COUNT] = {
	"Supported", "Maintained", "Odd Fixes", "Orphan", "Obsolete", "none",
};

const char *maint_status_name(enum maint_status st)
{
	return st < MAINT_ST_COUNT ? status_names[st] : "none";
}

enum maint_status maint_status_of(const char *s)
{
	static const struct {
		const char *prefix;
		enum maint_status st;
	} map[] = {
		{ "supported", MAINT_ST_SUPPORTED },
		{ "maintained", MAINT_ST_MAINTAINED },
		{ "odd fix", MAINT_ST_ODD_FIXES },
		{ "orphan", MAINT_ST_ORPHAN },
		{ "obsolete", MAINT_ST_OBSOLETE },
	};
	size_t i;

	if (!s)
		return MAINT_ST_NONE;
	while (*s == ' ' || *s == '\t')
		s++;
	for (i = 0; i < ARRAY_SIZE(map); i++)
		if (!strncasecmp(s, map[i].prefix, strlen(map[i].prefix)))
			return map[i].st;
	return MAINT_ST_NONE;
}

bool maint_section_is_rest(const struct maint_db *db, size_t s)
{
	const char *name = maint_section_name(db, s);

	return name && !strcmp(name, "THE REST");
}
