/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A small tree of files under a mkdtemp() directory for a unit test:
 * write one (tmptree_put), name one (tmptree_path).  Include after
 * <cmocka.h>: a failure to write fails the test.
 */
#ifndef MAINT_TEST_TMPTREE_H
#define MAINT_TEST_TMPTREE_H

#include <stdio.h>

/* dir/rel into out (at most size bytes) */
static inline void tmptree_path(char *out, size_t size, const char *dir,
				const char *rel)
{
	snprintf(out, size, "%s/%s", dir, rel);
}

/* Write text to dir/rel (its directory must exist). */
static inline void tmptree_put(const char *dir, const char *rel,
			       const char *text)
{
	char path[1024];
	FILE *f;

	tmptree_path(path, sizeof(path), dir, rel);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
}

#endif
