// SPDX-License-Identifier: GPL-2.0-only
/*
 * The one glob -> regex conversion, get_maintainer.pl's: '.' becomes
 * "\.", '*' ".*", '?' '.', every other byte stays (so a glob's other
 * regex metacharacters keep their regex meaning, as in the script).
 */
#include <stdlib.h>
#include <string.h>

#include "db/glob.h"
#include "maint.h"
#include "util.h"
#include "mbuf.h"

void mnt_glob_regex(struct mbuf *re, const char *glob, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++) {
		if (glob[i] == '.')
			mbuf_adds(re, "\\.");
		else if (glob[i] == '*')
			mbuf_adds(re, ".*");
		else if (glob[i] == '?')
			mbuf_addch(re, '.');
		else
			mbuf_addch(re, glob[i]);
	}
}

char *maint_glob_to_regex(const char *glob)
{
	struct mbuf re = MBUF_INIT;

	mnt_glob_regex(&re, glob, strlen(glob));
	if (mbuf_failed(&re)) {
		mbuf_release(&re);
		return NULL;
	}
	return mbuf_detach(&re, NULL);
}
