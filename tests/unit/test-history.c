// SPDX-License-Identifier: GPL-2.0-only
/*
 * Unit tests of maint history's answer as JSON (maint_history_json()).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "maint.h"

/* The status alone, then with an update that worked and one that failed */
static void test_history__json(void **state)
{
	struct maint_history_status *s;
	struct maint_history_stats st = {
		.added = 3, .broken = 1, .rebuilt = true, .seconds = 0.25
	};
	size_t len = 0;
	char *j;

	(void)state;
	/* the library's status (of a directory that is no repository), set */
	assert_int_equal(maint_history_status("/", &s), 0);
	free(s->path);
	s->state = "ready";
	s->why = NULL;
	s->path = strdup("/c/x.hix");
	assert_non_null(s->path);
	s->size = 457;
	s->commits = 3;
	s->paths = 2;
	s->changes = 4;
	s->tips = 1;
	s->built = 1796407135;
	j = maint_history_json(s, NULL, 0, NULL, &len);
	assert_non_null(j);
	assert_int_equal(len, strlen(j));
	assert_string_equal(j, "{\"state\":\"ready\",\"why\":null,"
			       "\"index\":\"/c/x.hix\",\"commits\":3,"
			       "\"files\":2,\"changes\":4,\"tips\":1,"
			       "\"size\":457,\"built\":1796407135}\n");
	free(j);
	j = maint_history_json(s, &st, 0, NULL, NULL);
	assert_non_null(strstr(j, ",\"update\":{\"ok\":true,\"why\":null,"
				  "\"added\":3,\"rebuilt\":true,"
				  "\"compacted\":false,\"broken\":1,"
				  "\"seconds\":0.250}}\n"));
	free(j);
	/* a stats layout from the future is refused, not written past */
	{
		struct maint_history_stats newer = {
			.version = MAINT_HISTORY_STATS_VERSION + 1
		};

		assert_int_equal(maint_history_update("/", 0, &newer, NULL),
				 -EINVAL);
	}
	/* a failed update: its numbers 0, why it failed */
	j = maint_history_json(s, &st, -EWOULDBLOCK, "another maint builds it",
			       NULL);
	assert_non_null(strstr(j, ",\"update\":{\"ok\":false,\"why\":"
				  "\"another maint builds it\",\"added\":0,"
				  "\"rebuilt\":false,\"compacted\":false,"
				  "\"broken\":0,\"seconds\":0.000}}\n"));
	free(j);
	maint_history_status_free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_history__json),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
