// SPDX-License-Identifier: GPL-2.0-only
/*
 * The MAINTAINERS tags: one table, in the preferred order of
 * parse-maintainers.pl and the file's preamble.  Adding a tag is one line
 * here (and its meaning wherever a tag's value is used).
 */
#include <stddef.h>

#include "maint.h"

static const struct maint_tag tags[] = {
	{ 'M', MAINT_TV_ADDR, "Mail" },
	{ 'R', MAINT_TV_ADDR, "Designated reviewer" },
	{ 'L', MAINT_TV_LIST, "Mailing list" },
	{ 'S', MAINT_TV_STATUS, "Status" },
	{ 'W', MAINT_TV_URI, "Web-page" },
	{ 'Q', MAINT_TV_URI, "Patchwork" },
	{ 'B', MAINT_TV_URI, "Bug reports" },
	{ 'C', MAINT_TV_URI, "Chat" },
	{ 'P', MAINT_TV_PROFILE, "Subsystem profile" },
	{ 'T', MAINT_TV_SCM, "SCM tree" },
	{ 'F', MAINT_TV_PATTERN, "Files" },
	{ 'X', MAINT_TV_PATTERN, "Excluded files" },
	{ 'N', MAINT_TV_REGEX, "Files regex" },
	{ 'K', MAINT_TV_REGEX, "Content regex" },
};

_Static_assert(sizeof(tags) / sizeof(tags[0]) == MAINT_NTAGS,
	       "MAINT_NTAGS is the size of the tag table");

const struct maint_tag *maint_tag_at(size_t i)
{
	return i < MAINT_NTAGS ? &tags[i] : NULL;
}

int maint_tag_rank(char letter)
{
	size_t i;

	for (i = 0; i < MAINT_NTAGS; i++)
		if (tags[i].letter == letter)
			return (int)i;
	return MAINT_NTAGS;
}

const struct maint_tag *maint_tag(char letter)
{
	return maint_tag_at((size_t)maint_tag_rank(letter));
}
