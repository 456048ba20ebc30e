/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Finding the shared corpus from a unit test: ../shared/corpus from the
 * top of the source tree (where `make unit` runs the tests), or relative
 * to the test binary (build/tests/test-x).  Absent: the tests that need it
 * skip with a notice, or fail when MAINT_REQUIRE_CORPUS=1.
 */
#ifndef MAINT_TEST_CORPUS_H
#define MAINT_TEST_CORPUS_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char corpus_dir[4096];

static const char *corpus_find(const char *argv0)
{
	struct stat st;
	const char *slash = strrchr(argv0, '/');

	if (!stat("../shared/corpus/README.md", &st)) {
		snprintf(corpus_dir, sizeof(corpus_dir), "../shared/corpus");
		return corpus_dir;
	}
	if (slash) {
		snprintf(corpus_dir, sizeof(corpus_dir),
			 "%.*s/../../../shared/corpus/README.md",
			 (int)(slash - argv0), argv0);
		if (!stat(corpus_dir, &st)) {
			corpus_dir[strlen(corpus_dir) - strlen("/README.md")] =
				'\0';
			return corpus_dir;
		}
	}
	corpus_dir[0] = '\0';
	return NULL;
}

/* Returns 1 when the caller should skip (and 0 to go on). */
static int corpus_skip(void)
{
	const char *req = getenv("MAINT_REQUIRE_CORPUS");

	if (corpus_dir[0])
		return 0;
	if (req && !strcmp(req, "1")) {
		fprintf(stderr, "corpus ../shared/corpus is absent and "
				"MAINT_REQUIRE_CORPUS=1\n");
		exit(1);
	}
	return 1;
}

/*
 * The prelude of a test that needs the corpus: skip it (or fail, with
 * MAINT_REQUIRE_CORPUS=1) when the corpus is absent.  Needs cmocka.h.
 */
#define CORPUS_SKIP()                                                        \
	do {                                                                 \
		if (corpus_skip())                                           \
			skip();                                              \
	} while (0)

#ifdef MAINT_H
/* The profile rel of a corpus world's files/, loaded (asserted). */
static inline struct maint_profile *corpus_profile(const char *world,
						   const char *rel)
{
	char path[4200];
	struct maint_profile *p = NULL;

	snprintf(path, sizeof(path), "%s/%s/files/%s", corpus_dir, world, rel);
	assert_int_equal(maint_profile_load(&p, path, rel, NULL), 0);
	return p;
}

/* The same in the linux-6.12 world. */
static inline struct maint_profile *corpus_profile_612(const char *rel)
{
	return corpus_profile("linux-6.12", rel);
}
#endif

#endif
