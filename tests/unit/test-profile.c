// SPDX-License-Identifier: GPL-2.0-only
/*
 * Profiles: P: kinds, path resolution, and the facts of the libnvdimm
 * seed and of every profile a P: line of linux-6.12 names, checked by
 * hand against the prose ("not stated" where the profile does not say).
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "maint.h"
#include "corpus.h"

static void test_profile__p_kinds(void **state)
{
	assert_int_equal(maint_p_kind("Documentation/process/maintainer-netdev.rst"),
			 MAINT_P_FILE);
	assert_int_equal(maint_p_kind("rust/pin-init/CONTRIBUTING.md"),
			 MAINT_P_FILE);
	assert_int_equal(maint_p_kind("https://rust-for-linux.com/contributing"),
			 MAINT_P_URI);
	assert_int_equal(maint_p_kind("http://example.org/a b"),
			 MAINT_P_BADURI);
	assert_int_equal(maint_p_kind("https:///nohost"), MAINT_P_BADURI);
	assert_int_equal(maint_p_kind("ftp://example.org/x"), MAINT_P_BADURI);
	assert_int_equal(maint_p_kind("Andres Salomon <dilinger@queued.net>"),
			 MAINT_P_PERSON);
	assert_int_equal(maint_p_kind("Ben Dooks"), MAINT_P_PERSON);
	assert_int_equal(maint_p_kind("LinuxTV.org Project"), MAINT_P_PERSON);
	assert_int_equal(maint_p_kind("Comtrol Corp."), MAINT_P_PERSON);
	assert_string_equal(maint_p_kind_name(MAINT_P_PERSON), "person");
}

static void test_profile__resolve_stays_in_tree(void **state)
{
	char *out = NULL;

	assert_int_equal(maint_profile_resolve(".", "../etc/passwd", &out),
			 -EXDEV);
	assert_int_equal(maint_profile_resolve(".", "/etc/passwd", &out),
			 -EXDEV);
	assert_int_equal(maint_profile_resolve(".", "no/such/file.rst", &out),
			 -ENOENT);
	assert_null(out);
}

static struct maint_profile *load(const char *rel)
{
	char path[4200];
	struct maint_profile *p = NULL;

	snprintf(path, sizeof(path), "%s/linux-6.12/files/%s", corpus_dir,
		 rel);
	assert_int_equal(maint_profile_load(&p, path, rel, NULL), 0);
	return p;
}

/* The fact of kind k: value and line, or NULL for "not stated". */
static void want(const struct maint_profile *p, enum maint_fact_kind k,
		 const char *value, unsigned int line)
{
	const struct maint_fact *f = maint_profile_get_fact(p, k);

	if (!value) {
		if (f)
			fail_msg("%s: %s should be not stated, got '%s' at %u",
				 maint_profile_name(p), maint_fact_kind_name(k),
				 f->value, f->line);
		return;
	}
	if (!f)
		fail_msg("%s: %s not found (want '%s')", maint_profile_name(p),
			 maint_fact_kind_name(k), value);
	assert_string_equal(f->value, value);
	if (line)
		assert_int_equal(f->line, line);
}

struct want_multi {
	const char *value, *url, *level;
};

/* Every fact of kind k, in order. */
static void want_all(const struct maint_profile *p, enum maint_fact_kind k,
		     const struct want_multi *w, size_t n)
{
	size_t i, j = 0;

	for (i = 0; i < maint_profile_nfacts(p); i++) {
		const struct maint_fact *f = maint_profile_fact(p, i);

		if (f->kind != k)
			continue;
		if (j >= n)
			fail_msg("%s: extra %s '%s'", maint_profile_name(p),
				 maint_fact_kind_name(k), f->value);
		assert_string_equal(f->value, w[j].value);
		if (w[j].url)
			assert_string_equal(f->url, w[j].url);
		else
			assert_null(f->url);
		if (w[j].level)
			assert_string_equal(f->level, w[j].level);
		assert_string_equal(f->file, maint_profile_name(p));
		j++;
	}
	assert_int_equal(j, n);
}

#define SKIP_NO_CORPUS()                                                     \
	do {                                                                 \
		if (corpus_skip())                                           \
			skip();                                              \
	} while (0)

/* The libnvdimm profile of the 2019 series, taken out of patch 3/3. */
static void test_profile__libnvdimm_seed(void **state)
{
	char path[4200], *buf, *line, *save = NULL;
	struct maint_profile *p = NULL;
	FILE *f;
	size_t len = 0, alloc = 1 << 16;
	bool in = false;
	static const struct want_multi tests[] = {
		{ "ndctl", "https://github.com/pmem/ndctl", "required" },
	};

	SKIP_NO_CORPUS();
	snprintf(path, sizeof(path),
		 "%s/seeds/004-patch-libnvdimm-maintainers-maintainer-entry-profile.patch",
		 corpus_dir);
	f = fopen(path, "r");
	assert_non_null(f);
	buf = malloc(alloc);
	line = malloc(4096);
	assert_non_null(buf);
	while (fgets(line, 4096, f)) {
		if (!strncmp(line, "+++ b/Documentation/nvdimm/", 27)) {
			in = true;
			continue;
		}
		if (!strncmp(line, "diff --git", 10))
			in = false;
		if (!in || line[0] != '+')
			continue;
		assert_true(len + strlen(line) < alloc);
		memcpy(buf + len, line + 1, strlen(line + 1));
		len += strlen(line + 1);
	}
	fclose(f);
	free(line);
	(void)save;
	assert_int_equal(maint_profile_parse(&p, "maintainer-entry-profile.rst",
					     buf, len, NULL),
			 0);
	free(buf);
	assert_string_equal(maint_profile_title(p, NULL),
			    "LIBNVDIMM Maintainer Entry Profile");
	assert_int_equal(maint_profile_nsections(p), 7);
	for (int t = MAINT_TMPL_OVERVIEW; t < MAINT_TMPL_COUNT; t++)
		assert_int_not_equal(maint_profile_find_tmpl(p, (enum maint_tmpl)t),
				     (size_t)-1);
	want(p, MAINT_FACT_RC_NEW, "-rc4", 40);
	want(p, MAINT_FACT_RC_MERGE, "-rc6", 41);
	want(p, MAINT_FACT_PING_WAIT, "up to one week", 56);
	want(p, MAINT_FACT_PING_HOW, "private mail reminder", 57);
	want(p, MAINT_FACT_CLEANUP, "welcome", 64);
	want_all(p, MAINT_FACT_TEST, tests, 1);
	assert_int_equal(maint_profile_get_fact(p, MAINT_FACT_TEST)->line, 30);
	maint_profile_free(p);
}

static void test_profile__libnvdimm_612(void **state)
{
	struct maint_profile *p;
	static const struct want_multi tests[] = {
		{ "ndctl", "https://github.com/pmem/ndctl", "required" },
	};
	static const struct want_multi bases[] = {
		{ "latest -rc", NULL, NULL },
		{ "libnvdimm-for-next branch", NULL, NULL },
	};

	SKIP_NO_CORPUS();
	p = load("Documentation/nvdimm/maintainer-entry-profile.rst");
	want(p, MAINT_FACT_RC_NEW, "-rc4", 49);
	want(p, MAINT_FACT_RC_MERGE, "-rc6", 50);
	want(p, MAINT_FACT_PING_WAIT, "up to one week", 57);
	want(p, MAINT_FACT_PING_HOW, "private mail reminder", 58);
	/* 6.12's copy lost the Style Cleanup Patches section */
	want(p, MAINT_FACT_CLEANUP, NULL, 0);
	want_all(p, MAINT_FACT_TEST, tests, 1);
	want_all(p, MAINT_FACT_BASE, bases, 2);
	maint_profile_free(p);
}

static void test_profile__netdev(void **state)
{
	struct maint_profile *p;
	static const struct want_multi tests[] = {
		{ "allyesconfig build", NULL, "required" },
		{ "allmodconfig build", NULL, "required" },
		{ "kselftest", NULL, "recommended" },
		{ "KUnit", NULL, "recommended" },
		{ "netdevsim", NULL, "recommended" },
	};
	static const struct want_multi bases[] = {
		{ "relevant networking tree (net or net-next)", NULL, NULL },
	};

	SKIP_NO_CORPUS();
	p = load("Documentation/process/maintainer-netdev.rst");
	assert_string_equal(maint_profile_title(p, NULL),
			    "Networking subsystem (netdev)");
	/* net-next closes with the merge window: no -rc is named */
	want(p, MAINT_FACT_RC_NEW, NULL, 0);
	want(p, MAINT_FACT_RC_MERGE, NULL, 0);
	want(p, MAINT_FACT_PING_WAIT, "more than a week", 199);
	want(p, MAINT_FACT_PING_HOW,
	     "clarify the next steps and/or post the next version", 200);
	want(p, MAINT_FACT_CLEANUP, "only with other changes", 399);
	want_all(p, MAINT_FACT_TEST, tests, 5);
	want_all(p, MAINT_FACT_BASE, bases, 1);
	maint_profile_free(p);
}

static void test_profile__tip(void **state)
{
	struct maint_profile *p;
	static const struct want_multi bases[] = {
		{ "tip tree master branch", NULL, NULL },
		{ "mainline kernel tree", NULL, NULL },
	};

	SKIP_NO_CORPUS();
	p = load("Documentation/process/maintainer-tip.rst");
	want(p, MAINT_FACT_RC_NEW, "at least a week before the merge window",
	     431);
	want(p, MAINT_FACT_RC_MERGE, NULL, 0);
	/* "See :ref:`resend_reminders`" only points elsewhere */
	want(p, MAINT_FACT_PING_WAIT, NULL, 0);
	want(p, MAINT_FACT_PING_HOW, NULL, 0);
	want(p, MAINT_FACT_CLEANUP, NULL, 0);
	want(p, MAINT_FACT_TEST, "x86_debug.config", 466);
	want_all(p, MAINT_FACT_BASE, bases, 2);
	maint_profile_free(p);
}

static void test_profile__kvm_x86(void **state)
{
	struct maint_profile *p;
	static const struct want_multi tests[] = {
		{ "KVM selftests", NULL, "required" },
		{ "KVM-unit-tests", NULL, "required" },
		{ "make htmldocs", NULL, "required" },
		{ "kselftest", NULL, "recommended" },
	};
	static const struct want_multi bases[] = {
		{ "git://git.kernel.org/pub/scm/virt/kvm/kvm.git master", NULL,
		  NULL },
		{ "kvm-x86/next", NULL, NULL },
	};

	SKIP_NO_CORPUS();
	p = load("Documentation/process/maintainer-kvm-x86.rst");
	assert_int_equal(maint_profile_find_tmpl(p, MAINT_TMPL_KEY_CYCLE_DATES),
			 (size_t)-1);
	want(p, MAINT_FACT_RC_NEW, NULL, 0);
	/* "a soft close around rc5 for new features" */
	want(p, MAINT_FACT_RC_MERGE, "-rc5", 61);
	want(p, MAINT_FACT_PING_WAIT, NULL, 0);
	want(p, MAINT_FACT_PING_HOW, "a ping", 76);
	want(p, MAINT_FACT_CLEANUP, NULL, 0);
	want_all(p, MAINT_FACT_TEST, tests, 4);
	want_all(p, MAINT_FACT_BASE, bases, 2);
	maint_profile_free(p);
}

static void test_profile__soc(void **state)
{
	struct maint_profile *p;
	static const struct want_multi tests[] = {
		{ "make dtbs_check", NULL, "recommended" },
	};

	SKIP_NO_CORPUS();
	p = load("Documentation/process/maintainer-soc.rst");
	want(p, MAINT_FACT_RC_NEW, NULL, 0);
	want(p, MAINT_FACT_RC_MERGE, NULL, 0);
	want(p, MAINT_FACT_PING_WAIT, NULL, 0);
	want(p, MAINT_FACT_PING_HOW, NULL, 0);
	want(p, MAINT_FACT_CLEANUP, NULL, 0);
	want(p, MAINT_FACT_BASE, NULL, 0);
	want_all(p, MAINT_FACT_TEST, tests, 1);
	maint_profile_free(p);
	p = load("Documentation/process/maintainer-soc-clean-dts.rst");
	want_all(p, MAINT_FACT_TEST, tests, 1);
	want(p, MAINT_FACT_RC_NEW, NULL, 0);
	maint_profile_free(p);
}

/* A profile with no Key Cycle Dates and no stated facts at all. */
static void test_profile__riscv_and_vfio_state_nothing(void **state)
{
	static const char *const rel[] = {
		"Documentation/arch/riscv/patch-acceptance.rst",
		"Documentation/driver-api/vfio-pci-device-specific-driver-acceptance.rst",
	};
	size_t i;

	SKIP_NO_CORPUS();
	for (i = 0; i < 2; i++) {
		struct maint_profile *p = load(rel[i]);

		assert_int_equal(maint_profile_find_tmpl(p,
							 MAINT_TMPL_KEY_CYCLE_DATES),
				 (size_t)-1);
		assert_int_equal(maint_profile_nfacts(p), 0);
		maint_profile_free(p);
	}
}

static void test_profile__doc_guide(void **state)
{
	struct maint_profile *p;
	static const struct want_multi tests[] = {
		{ "documentation build", NULL, "recommended" },
	};
	static const struct want_multi bases[] = {
		{ "docs-next tree", NULL, NULL },
	};

	SKIP_NO_CORPUS();
	p = load("Documentation/doc-guide/maintainer-profile.rst");
	want(p, MAINT_FACT_RC_NEW, "any time", 40);
	want(p, MAINT_FACT_RC_MERGE, NULL, 0);
	want(p, MAINT_FACT_PING_WAIT, "within a week", 52);
	want(p, MAINT_FACT_PING_HOW, "a ping", 51);
	want(p, MAINT_FACT_CLEANUP, NULL, 0);
	want_all(p, MAINT_FACT_TEST, tests, 1);
	want_all(p, MAINT_FACT_BASE, bases, 1);
	maint_profile_free(p);
}

static void test_profile__damon(void **state)
{
	struct maint_profile *p;
	static const struct want_multi tests[] = {
		{ "selftests",
		  "https://github.com/damonitor/damon-tests/blob/master/corr/run.sh#L49",
		  "recommended" },
		{ "kunittests",
		  "https://github.com/damonitor/damon-tests/blob/master/corr/tests/kunit.sh",
		  "recommended" },
		{ "damon-tests/corr",
		  "https://github.com/damonitor/damon-tests/tree/master/corr",
		  "recommended" },
		{ "damon-tests/perf",
		  "https://github.com/damonitor/damon-tests/tree/master/perf",
		  "recommended" },
	};

	SKIP_NO_CORPUS();
	p = load("Documentation/mm/damon/maintainer-profile.rst");
	want(p, MAINT_FACT_RC_NEW, "any time", 56);
	want(p, MAINT_FACT_PING_WAIT, "within a week", 66);
	want(p, MAINT_FACT_PING_HOW, "a ping", 66);
	want(p, MAINT_FACT_CLEANUP, NULL, 0);
	want_all(p, MAINT_FACT_TEST, tests, 4);
	want(p, MAINT_FACT_BASE,
	     "mm-unstable tree <https://git.kernel.org/akpm/mm/h/mm-unstable>",
	     10);
	maint_profile_free(p);
}

static void test_profile__xfs(void **state)
{
	struct maint_profile *p;
	static const struct want_multi tests[] = {
		{ "fstests", "https://git.kernel.org/pub/scm/fs/xfs/xfstests-dev.git/",
		  "required" },
	};

	SKIP_NO_CORPUS();
	p = load("Documentation/filesystems/xfs/xfs-maintainer-entry-profile.rst");
	want(p, MAINT_FACT_RC_NEW, "-rc6", 173);
	want(p, MAINT_FACT_RC_MERGE, NULL, 0);
	want(p, MAINT_FACT_PING_WAIT, "at least one week", 184);
	want(p, MAINT_FACT_PING_HOW, NULL, 0);
	want(p, MAINT_FACT_CLEANUP, NULL, 0);
	want_all(p, MAINT_FACT_TEST, tests, 1);
	want(p, MAINT_FACT_BASE, "latest -rc or the for-next branch", 109);
	maint_profile_free(p);
}

static void test_profile__cleanup_policies(void **state)
{
	static const struct {
		const char *text, *want;
	} cases[] = {
		{ "Style Cleanup Patches\n---------------------\n"
		  "Standalone style-cleanups are welcome.\n", "welcome" },
		{ "Checkpatch / Style Cleanups\n---------------------------\n"
		  "Style cleanups are welcome when they come together with other changes.\n",
		  "only with other changes" },
		{ "Style Cleanup Patches\n---------------------\n"
		  "Standalone style cleanups are not welcome.\n", "not welcome" },
		{ "Style Cleanup Patches\n---------------------\n"
		  "Ask on the list first.\n", NULL },
	};
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct maint_profile *p = NULL;
		const struct maint_fact *f;

		assert_int_equal(maint_profile_parse(&p, "c.rst", cases[i].text,
						     strlen(cases[i].text), NULL),
				 0);
		assert_int_equal(maint_profile_section(p, 0)->tmpl,
				 MAINT_TMPL_STYLE_CLEANUP);
		f = maint_profile_get_fact(p, MAINT_FACT_CLEANUP);
		if (cases[i].want) {
			assert_non_null(f);
			assert_string_equal(f->value, cases[i].want);
			assert_int_equal(f->line, 3);
		} else {
			assert_null(f);
		}
		maint_profile_free(p);
	}
}

int main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_profile__p_kinds),
		cmocka_unit_test(test_profile__resolve_stays_in_tree),
		cmocka_unit_test(test_profile__cleanup_policies),
		cmocka_unit_test(test_profile__libnvdimm_seed),
		cmocka_unit_test(test_profile__libnvdimm_612),
		cmocka_unit_test(test_profile__netdev),
		cmocka_unit_test(test_profile__tip),
		cmocka_unit_test(test_profile__kvm_x86),
		cmocka_unit_test(test_profile__soc),
		cmocka_unit_test(test_profile__riscv_and_vfio_state_nothing),
		cmocka_unit_test(test_profile__doc_guide),
		cmocka_unit_test(test_profile__damon),
		cmocka_unit_test(test_profile__xfs),
	};

	if (!corpus_find(argc ? argv[0] : ""))
		fprintf(stderr, "# SKIP corpus tests: ../shared/corpus is absent\n");
	return cmocka_run_group_tests(tests, NULL, NULL);
}
