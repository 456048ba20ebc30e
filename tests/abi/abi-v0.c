// SPDX-License-Identifier: GPL-2.0-only
/*
 * A program written against libmaint's headers as they were when the ABI
 * was first frozen (tests/abi/v0/include, a copy never edited): it must
 * keep building against them and running against every later
 * libmaint.so.0 (tests/cli/t7010).  It answers `maint get -f FILE` in
 * TREE the way the library says it, then checks what the versioned API
 * promises.
 *
 *   abi-v0 TREE FILE
 *
 * Prints the answer's text (maint_get_output()), then one line per person
 * ("EMAIL (ROLE)"), then "ok"; exit status 0, or 1 with the reason.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <maint.h>

static int fail(const char *what, int err)
{
	fprintf(stderr, "abi-v0: %s: %s\n", what, maint_strerror(err));
	return 1;
}

int main(int argc, char **argv)
{
	struct maint_load_opts lo = MAINT_LOAD_OPTIONS_INIT;
	struct maint_get_opts go = MAINT_GET_OPTIONS_INIT;
	struct maint_db *db = NULL;
	struct maint_get *g = NULL;
	char mpath[4096];
	const char *out;
	size_t len, i;
	int ret;

	if (argc != 3) {
		fprintf(stderr, "usage: abi-v0 TREE FILE\n");
		return 2;
	}
	if (!maint_version() || !*maint_version())
		return fail("maint_version", -EINVAL);
	if ((size_t)snprintf(mpath, sizeof(mpath), "%s/MAINTAINERS",
			     argv[1]) >= sizeof(mpath))
		return fail("path", -ENAMETOOLONG);
	lo.path = mpath;
	lo.root = argv[1];
	ret = maint_db_load(&db, &lo, NULL);
	if (ret)
		return fail(mpath, ret);
	go.root = argv[1];
	go.git_fallback = false;
	ret = maint_get_new(&g, db, &go, NULL);
	if (!ret)
		ret = maint_get_add_file(g, argv[2]);
	if (!ret)
		ret = maint_get_run(g);
	if (ret) {
		maint_get_free(g);
		maint_db_free(db);
		return fail("maint_get", ret);
	}
	out = maint_get_output(g, &len);
	fwrite(out, 1, len, stdout);
	for (i = 0; i < maint_get_npeople(g); i++) {
		const struct maint_person *p = maint_get_person(g, i);

		printf("%s (%s)\n", p->email, p->role);
	}
	maint_get_free(g);
	maint_db_free(db);
	/* a layout from the future is refused, not misread */
	lo.version = MAINT_LOAD_OPTIONS_VERSION + 1;
	if (maint_db_load(&db, &lo, NULL) != -EINVAL)
		return fail("a newer options layout", -EPROTO);
	printf("ok\n");
	return 0;
}
