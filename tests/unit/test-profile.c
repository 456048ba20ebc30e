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

/* One classifier: maint_p_kind and maint check's maint_pline_classify agree. */
static void test_profile__one_classifier(void **state)
{
	static const struct {
		const char *value;
		enum maint_pline pl; /* in a tree where nothing exists */
	} cases[] = {
		{ "HTTPS://example.org/x", MAINT_PL_URI },
		{ "https://example.org/x", MAINT_PL_URI },
		{ "Http://example.org", MAINT_PL_URI },
		{ "https://exa mple.org/x", MAINT_PL_BADURI },
		{ "ftp://example.org/x", MAINT_PL_BADURI },
		{ "www.example.org", MAINT_PL_BADURI },
		{ "Documentation/process/maintainer-x.rst", MAINT_PL_MISSING },
		{ "Andres Salomon <dilinger@queued.net>", MAINT_PL_PERSON_ADDR },
		{ "dilinger@queued.net", MAINT_PL_PERSON_ADDR },
		{ "Ben Dooks", MAINT_PL_PERSON },
		{ "../outside.rst", MAINT_PL_OUTSIDE },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const char *v = cases[i].value;
		enum maint_pline pl =
			maint_pline_classify(v, strlen(v), "/nonexistent");

		if (pl != cases[i].pl)
			fail_msg("'%s': %d, want %d", v, pl, cases[i].pl);
		assert_int_equal(maint_p_kind(v), maint_pline_kind(pl));
	}
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

/* A profile of a corpus world's files/, named by its path in the tree. */
#define load_world corpus_profile

static struct maint_profile *load(const char *rel)
{
	return load_world("linux-6.12", rel);
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

/*
 * The rule kinds (subject-tag ... changelog) a profile states: exactly
 * those named in @kinds (space-separated JSON names), the others "not
 * stated".
 */
static void want_kinds(const struct maint_profile *p, const char *kinds)
{
	int k;

	for (k = MAINT_FACT_SUBJECT_TAG; k < MAINT_FACT_NKINDS; k++) {
		const char *name = maint_fact_kind_name((enum maint_fact_kind)k);
		const char *hit = strstr(kinds, name);
		bool listed = hit && (hit == kinds || hit[-1] == ' ') &&
			      (!hit[strlen(name)] || hit[strlen(name)] == ' ');
		const struct maint_fact *f =
			maint_profile_get_fact(p, (enum maint_fact_kind)k);

		if (listed && !f)
			fail_msg("%s: %s not found", maint_profile_name(p), name);
		if (!listed && f)
			fail_msg("%s: %s should be not stated, got '%s' at %u",
				 maint_profile_name(p), name, f->value, f->line);
	}
}

struct want_rule {
	const char *value, *level;
	enum maint_fact_cond cond;
	const char *cond_value;
	unsigned long number, number2;
	unsigned int line;
	const char *values; /* space-separated, or NULL for none */
};

static void check_rule(const struct maint_profile *p,
		       const struct maint_fact *f, const struct want_rule *w)
{
	char got[1024] = "";
	size_t i;

	assert_string_equal(f->value, w->value);
	if (w->level)
		assert_string_equal(f->level, w->level);
	else
		assert_null(f->level);
	assert_int_equal(f->cond, w->cond);
	if (w->cond_value)
		assert_string_equal(f->cond_value, w->cond_value);
	else
		assert_null(f->cond_value);
	assert_int_equal(f->number, w->number);
	assert_int_equal(f->number2, w->number2);
	if (w->line)
		assert_int_equal(f->line, w->line);
	for (i = 0; i < f->nvalues; i++)
		snprintf(got + strlen(got), sizeof(got) - strlen(got), "%s%s",
			 i ? " " : "", f->values[i]);
	assert_string_equal(got, w->values ? w->values : "");
	assert_non_null(f->quote);
	assert_string_equal(f->file, maint_profile_name(p));
}

/* Every fact of kind k, in order, with its rule fields. */
static void want_rules(const struct maint_profile *p, enum maint_fact_kind k,
		       const struct want_rule *w, size_t n)
{
	size_t i, j = 0;

	for (i = 0; i < maint_profile_nfacts(p); i++) {
		const struct maint_fact *f = maint_profile_fact(p, i);

		if (f->kind != k)
			continue;
		if (j >= n)
			fail_msg("%s: extra %s '%s'", maint_profile_name(p),
				 maint_fact_kind_name(k), f->value);
		check_rule(p, f, &w[j++]);
	}
	if (j != n)
		fail_msg("%s: %zu %s facts, want %zu", maint_profile_name(p), j,
			 maint_fact_kind_name(k), n);
}

#define WANT_RULES(p, k, ...)                                                \
	do {                                                                 \
		static const struct want_rule w_[] = { __VA_ARGS__ };        \
		want_rules(p, k, w_, sizeof(w_) / sizeof(w_[0]));            \
	} while (0)

#define SKIP_NO_CORPUS CORPUS_SKIP

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
	want_kinds(p, "");
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
	want_kinds(p, "subject-tag series-max repost-wait closed trailer "
		      "changelog");
	/* "designate your patch to a tree - [PATCH net] or [PATCH net-next]" */
	WANT_RULES(p, MAINT_FACT_SUBJECT_TAG,
		   { "net", "fixes", MAINT_COND_NONE, NULL, 0, 0, 12,
		     "net net-next" },
		   { "net-next", "features", MAINT_COND_NONE, NULL, 0, 0, 12,
		     "net net-next" });
	/* "don't post large series (> 15 patches), break them up" */
	WANT_RULES(p, MAINT_FACT_SERIES_MAX,
		   { "15", NULL, MAINT_COND_NONE, NULL, 15, 0, 14, NULL });
	/* "Allow at least 24 hours to pass between postings." */
	WANT_RULES(p, MAINT_FACT_REPOST_WAIT,
		   { "at least 24 hours", NULL, MAINT_COND_NONE, NULL, 86400, 0,
		     414, NULL });
	/* net-next closed in the merge window; "RFC ... welcome at any time" */
	WANT_RULES(p, MAINT_FACT_CLOSED,
		   { "merge window", "RFC", MAINT_COND_FEATURES, NULL, 0, 0, 75,
		     "net-next" });
	/* "for fixes the Fixes: tag is required, regardless of the tree" */
	WANT_RULES(p, MAINT_FACT_TRAILER,
		   { "Fixes:", "required", MAINT_COND_FIXES, NULL, 0, 0, 13,
		     "Fixes" });
	WANT_RULES(p, MAINT_FACT_CHANGELOG,
		   { "below ---", "recommended", MAINT_COND_NONE, NULL, 0, 0,
		     219, NULL });
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
	want_kinds(p, "subject-prefix summary-style closed trailer "
		      "cover-letter");
	WANT_RULES(p, MAINT_FACT_SUBJECT_PREFIX,
		   { "subsys/component:", NULL, MAINT_COND_NONE, NULL, 0, 0, 119,
		     NULL });
	WANT_RULES(p, MAINT_FACT_SUMMARY_STYLE,
		   { "uppercase, imperative", NULL, MAINT_COND_NONE, NULL, 0, 0,
		     124, NULL });
	/* "The trees are closed to all but urgent fixes during this time." */
	WANT_RULES(p, MAINT_FACT_CLOSED,
		   { "merge window", "urgent fixes", MAINT_COND_NONE, NULL, 0, 0,
		     428, NULL });
	WANT_RULES(p, MAINT_FACT_TRAILER,
		   { "Fixes: <12+ hex digits> (\"<subject>\")", "recommended",
		     MAINT_COND_FIXES, NULL, 12, 0, 273, "Fixes" },
		   { "Cc: stable@vger.kernel.org", "tag-only", MAINT_COND_NONE,
		     NULL, 0, 0, 369, "Cc" },
		   { "Link:", "recommended", MAINT_COND_NONE, NULL, 0, 0, 373,
		     "Link" });
	WANT_RULES(p, MAINT_FACT_COVER_LETTER,
		   { "a git URL of a branch holding the series", "recommended",
		     MAINT_COND_NONE, NULL, 0, 0, 456, NULL });
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
	/* "... and a soft close around rc6 for fixes": with a condition */
	WANT_RULES(p, MAINT_FACT_RC_MERGE,
		   { "-rc5", NULL, MAINT_COND_NONE, NULL, 0, 0, 61, NULL },
		   { "-rc6", NULL, MAINT_COND_FIXES, NULL, 0, 0, 61, NULL });
	want_kinds(p, "subject-prefix summary-style closed trailer");
	/* "KVM: <topic>:", the topics of the literal list, as written */
	WANT_RULES(p, MAINT_FACT_SUBJECT_PREFIX,
		   { "KVM: <topic>:", NULL, MAINT_COND_NONE, NULL, 0, 0, 150,
		     "x86 x86/mmu x86/pmu x86/xen selftests SVM nSVM VMX nVMX" });
	WANT_RULES(p, MAINT_FACT_SUMMARY_STYLE,
		   { "uppercase, no trailing period", NULL, MAINT_COND_NONE, NULL,
		     0, 0, 171, NULL });
	WANT_RULES(p, MAINT_FACT_CLOSED,
		   { "-rc5", "soft", MAINT_COND_FEATURES, NULL, 0, 0, 61, NULL },
		   { "-rc6", "soft", MAINT_COND_FIXES, NULL, 0, 0, 61, NULL });
	WANT_RULES(p, MAINT_FACT_TRAILER,
		   { "Fixes:", "required", MAINT_COND_FIXES, NULL, 0, 0, 228,
		     "Fixes" },
		   { "Cc: stable@vger.kernel.org", "tag-only", MAINT_COND_NONE,
		     NULL, 0, 0, 232, "Cc" },
		   { "Link:", "recommended", MAINT_COND_NONE, NULL, 0, 0, 327,
		     "Link" });
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
	/* "[GIT PULL]" is for pull requests, not a patch tag */
	want_kinds(p, "");
	maint_profile_free(p);
	p = load("Documentation/process/maintainer-soc-clean-dts.rst");
	want_all(p, MAINT_FACT_TEST, tests, 1);
	want(p, MAINT_FACT_RC_NEW, NULL, 0);
	want_kinds(p, "");
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
	/* "The docs tree tends to close late" names no phase */
	want_kinds(p, "");
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
	/* "reserve one of those at least 24 hours before" is about meetups */
	want_kinds(p, "");
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
	/* -rc6, but -rc4 when the series also changes fs/iomap */
	WANT_RULES(p, MAINT_FACT_RC_NEW,
		   { "-rc6", NULL, MAINT_COND_NONE, NULL, 0, 0, 173, NULL },
		   { "-rc4", NULL, MAINT_COND_PATHS, "fs/iomap", 0, 0, 177,
		     NULL });
	want_kinds(p, "");
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

static void test_profile__media(void **state)
{
	struct maint_profile *p;

	SKIP_NO_CORPUS();
	p = load("Documentation/driver-api/media/maintainer-entry-profile.rst");
	want(p, MAINT_FACT_RC_NEW, "-rc5", 187);
	want(p, MAINT_FACT_RC_MERGE, "-rc6", 188);
	want(p, MAINT_FACT_PING_WAIT, "a couple of weeks", 200);
	want(p, MAINT_FACT_CLEANUP, "only with other changes", 140);
	want_kinds(p, "closed");
	/* "Except for bug fixes, we don't usually add new patches to the
	 * development tree between -rc6 and the next -rc1." */
	WANT_RULES(p, MAINT_FACT_CLOSED,
		   { "-rc6", "bug fixes", MAINT_COND_NONE, NULL, 0, 0, 196,
		     NULL });
	maint_profile_free(p);
}

static struct maint_profile *load2026(const char *rel)
{
	return load_world("linux-2026", rel);
}

/* linux-2026's profiles that linux-6.12 has are the same files. */
static void test_profile__linux_2026_same(void **state)
{
	static const char *const rel[] = {
		"Documentation/process/maintainer-netdev.rst",
		"Documentation/process/maintainer-tip.rst",
		"Documentation/process/maintainer-kvm-x86.rst",
		"Documentation/filesystems/xfs/xfs-maintainer-entry-profile.rst",
		"Documentation/nvdimm/maintainer-entry-profile.rst",
		"Documentation/driver-api/media/maintainer-entry-profile.rst",
		"Documentation/doc-guide/maintainer-profile.rst",
		"Documentation/mm/damon/maintainer-profile.rst",
		"Documentation/process/maintainer-soc.rst",
		"Documentation/process/maintainer-soc-clean-dts.rst",
		"Documentation/arch/riscv/patch-acceptance.rst",
		"Documentation/driver-api/vfio-pci-device-specific-driver-acceptance.rst",
	};
	size_t i, k;

	SKIP_NO_CORPUS();
	for (i = 0; i < sizeof(rel) / sizeof(rel[0]); i++) {
		struct maint_profile *a = load(rel[i]), *b = load2026(rel[i]);

		assert_int_equal(maint_profile_nfacts(a), maint_profile_nfacts(b));
		for (k = 0; k < maint_profile_nfacts(a); k++) {
			const struct maint_fact *x = maint_profile_fact(a, k);
			const struct maint_fact *y = maint_profile_fact(b, k);

			assert_int_equal(x->kind, y->kind);
			assert_string_equal(x->value, y->value);
			assert_int_equal(x->line, y->line);
			assert_int_equal(x->cond, y->cond);
		}
		maint_profile_free(a);
		maint_profile_free(b);
	}
}

static void test_profile__nfsd_2026(void **state)
{
	struct maint_profile *p;
	static const struct want_multi bases[] = {
		{ "nfsd-testing branch", NULL, NULL },
		{ "upstream -rc1 tag", NULL, NULL },
	};

	SKIP_NO_CORPUS();
	p = load2026("Documentation/filesystems/nfs/nfsd-maintainer-entry-profile.rst");
	want(p, MAINT_FACT_RC_NEW, NULL, 0);
	want(p, MAINT_FACT_PING_WAIT, NULL, 0);
	want_all(p, MAINT_FACT_BASE, bases, 2);
	want_kinds(p, "repost-wait trailer cover-letter");
	/* "please avoid reposting series revisions more than once every
	 * 24 hours" (not "more than once a week", about large series) */
	WANT_RULES(p, MAINT_FACT_REPOST_WAIT,
		   { "24 hours", NULL, MAINT_COND_NONE, NULL, 86400, 0, 428,
		     NULL });
	WANT_RULES(p, MAINT_FACT_TRAILER,
		   { "Fixes:", "required", MAINT_COND_FIXES, NULL, 0, 0, 228,
		     "Fixes" },
		   { "Cc: stable@vger.kernel.org", "discouraged",
		     MAINT_COND_NONE, NULL, 0, 0, 239, "Cc" });
	/* "A series consisting of a single patch is not required to have a
	 * cover letter." */
	WANT_RULES(p, MAINT_FACT_COVER_LETTER,
		   { "required", "required", MAINT_COND_SERIES_MIN, NULL, 0, 2,
		     279, NULL });
	maint_profile_free(p);
}

/* Markdown, read with libcmark, into the same sections. */
static void test_profile__pin_init_markdown(void **state)
{
	static const char *const headings[] = {
		"Contributing to pin-init", "Non-Code Contributions",
		"Bug Reports",		    "Feature Requests",
		"Questions and Getting Help", "Contributing Code",
		"Linux Kernel",		    "Commit Style",
	};
	struct maint_profile *p;
	size_t i;

	SKIP_NO_CORPUS();
	p = load2026("rust/pin-init/CONTRIBUTING.md");
	assert_int_equal(maint_profile_format(p), MAINT_PFMT_MARKDOWN);
	assert_string_equal(maint_profile_title(p, NULL),
			    "Contributing to pin-init");
	assert_int_equal(maint_profile_nsections(p), 8);
	for (i = 0; i < 8; i++)
		assert_string_equal(maint_profile_section(p, i)->heading,
				    headings[i]);
	assert_int_equal(maint_profile_section(p, 1)->level, 1);
	assert_int_equal(maint_profile_section(p, 2)->level, 2);
	/* the Markdown file's own lines */
	assert_int_equal(maint_profile_section(p, 2)->line, 11);
	assert_int_equal(maint_profile_section(p, 7)->line, 46);
	want_kinds(p, "subject-prefix trailer");
	/* "Commits with changes to files in the `internal` directory should
	 * have a title prefixed with `internal:`" */
	WANT_RULES(p, MAINT_FACT_SUBJECT_PREFIX,
		   { "internal:", NULL, MAINT_COND_PATHS,
		     "rust/pin-init/internal/", 0, 0, 55, NULL });
	WANT_RULES(p, MAINT_FACT_TRAILER,
		   { "Signed-off-by:", "required", MAINT_COND_NONE, NULL, 0, 0,
		     57, "Signed-off-by" });
	maint_profile_free(p);
}

static void test_profile__markdown_text(void **state)
{
	static const char md[] =
		"# Widget\n"
		"\n"
		"## Key Cycle Dates\n"
		"\n"
		"New submissions should be sent before -rc3.\n"
		"\n"
		"```\n"
		"Patches should be sent before -rc1.\n"
		"```\n"
		"\n"
		"- Don't post large series (more than 8 patches).\n"
		"- Use the [tests](https://example.org/t) first.\n";
	struct maint_profile *p = NULL;
	const struct maint_fact *f;

	assert_int_equal(maint_profile_parse(&p, "w/README.md", md,
					     strlen(md), NULL),
			 0);
	assert_int_equal(maint_profile_nsections(p), 2);
	assert_int_equal(maint_profile_section(p, 1)->tmpl,
			 MAINT_TMPL_KEY_CYCLE_DATES);
	assert_int_equal(maint_profile_section(p, 1)->line, 3);
	/* the code block is literal text, not prose */
	want(p, MAINT_FACT_RC_NEW, "-rc3", 5);
	f = maint_profile_get_fact(p, MAINT_FACT_SERIES_MAX);
	assert_non_null(f);
	assert_int_equal(f->number, 8);
	assert_int_equal(f->line, 11);
	maint_profile_free(p);
	/* the same text as RST has no Markdown headings */
	assert_int_equal(maint_profile_parse_as(&p, "w/README.md", md,
						strlen(md), MAINT_PFMT_RST,
						NULL),
			 0);
	assert_int_equal(maint_profile_format(p), MAINT_PFMT_RST);
	assert_int_equal(maint_profile_find_tmpl(p, MAINT_TMPL_KEY_CYCLE_DATES),
			 (size_t)-1);
	maint_profile_free(p);
}

static void test_profile__html_text(void **state)
{
	static const char html[] =
		"<!DOCTYPE html><html><head><title>x</title>"
		"<script>var a = 'Patches should be sent before -rc1.';</script>"
		"<style>p{}</style></head><body><nav>Home</nav>"
		"<h1>Contributing</h1><div><p>Allow at least <b>two days</b> "
		"between postings.</p><h2>Submitting</h2><ul><li>Don't send "
		"series longer than 10 patches.</li></ul>"
		"<pre>Series longer than 99 patches</pre></div></body></html>";
	static const char garbage[] = "<<<>>\x01<p<<h1>>></ &&&;";
	struct maint_profile *p = NULL;
	const struct maint_fact *f;

	assert_int_equal(maint_profile_parse_as(&p, "https://example.org/c",
						html, strlen(html),
						MAINT_PFMT_HTML, NULL),
			 0);
	assert_int_equal(maint_profile_format(p), MAINT_PFMT_HTML);
	assert_string_equal(maint_profile_title(p, NULL), "Contributing");
	assert_int_equal(maint_profile_nsections(p), 2);
	assert_string_equal(maint_profile_section(p, 1)->heading, "Submitting");
	f = maint_profile_get_fact(p, MAINT_FACT_REPOST_WAIT);
	assert_non_null(f);
	assert_string_equal(f->value, "at least two days");
	assert_int_equal(f->number, 2 * 86400);
	f = maint_profile_get_fact(p, MAINT_FACT_SERIES_MAX);
	assert_non_null(f);
	assert_int_equal(f->number, 10); /* not the <pre> block's 99 */
	/* scripts are not prose */
	want(p, MAINT_FACT_RC_NEW, NULL, 0);
	maint_profile_free(p);
	/* garbage: parsed as far as it goes, never a crash */
	p = NULL;
	if (maint_profile_parse_as(&p, "g", garbage, strlen(garbage),
				   MAINT_PFMT_HTML, NULL) == 0)
		maint_profile_free(p);
}

static void test_profile__raw_url(void **state)
{
	static const struct {
		const char *in, *out;
	} cases[] = {
		{ "https://github.com/LinuxSecurityModule/kernel/blob/main/README.md",
		  "https://raw.githubusercontent.com/LinuxSecurityModule/kernel/main/README.md" },
		{ "https://github.com/SELinuxProject/selinux-kernel/blob/main/README.md",
		  "https://raw.githubusercontent.com/SELinuxProject/selinux-kernel/main/README.md" },
		{ "https://rust-for-linux.com/contributing",
		  "https://rust-for-linux.com/contributing" },
		{ "https://github.com/a/b/tree/main/x", "https://github.com/a/b/tree/main/x" },
		{ "https://github.com/a/b/blob/", "https://github.com/a/b/blob/" },
		{ "https://github.com/a/b/blob/main/R.md?plain=1",
		  "https://github.com/a/b/blob/main/R.md?plain=1" },
	};
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char *r = maint_profile_raw_url(cases[i].in);

		assert_non_null(r);
		assert_string_equal(r, cases[i].out);
		free(r);
	}
}

/* Offline, a URL profile without a cached copy is "not fetched". */
static void test_profile__url_offline(void **state)
{
	char dir[] = "/tmp/maint-test-cache-XXXXXX";
	struct maint_fetch_opts o = { .fetch = false };
	struct maint_profile *p = NULL;

	assert_non_null(mkdtemp(dir));
	o.cache_dir = dir;
	assert_int_equal(maint_profile_url(&p, "https://rust-for-linux.com/contributing",
					   &o, NULL),
			 -ENOENT);
	assert_null(p);
	assert_int_equal(maint_profile_url(&p, "ftp://example.org/x", &o, NULL),
			 -EINVAL);
	assert_int_equal(rmdir(dir), 0);
}

/* Conditions and values on synthetic prose, each rule on and off. */
static void test_profile__rule_conditions(void **state)
{
	static const char text[] =
		"Key Cycle Dates\n"
		"---------------\n"
		"Code submissions should be sent between -rc1 and -rc5.\n"
		"Code submissions also requiring changes to mm/slab and "
		"targeting the next merge window should be sent between -rc1 "
		"and -rc2.\n";
	static const char none[] =
		"Key Cycle Dates\n"
		"---------------\n"
		"Code submissions should be sent between -rc1 and -rc5.\n";
	struct maint_profile *p = NULL;

	assert_int_equal(maint_profile_parse(&p, "c.rst", text, strlen(text),
					     NULL),
			 0);
	WANT_RULES(p, MAINT_FACT_RC_NEW,
		   { "-rc5", NULL, MAINT_COND_NONE, NULL, 0, 0, 3, NULL },
		   { "-rc2", NULL, MAINT_COND_PATHS, "mm/slab", 0, 0, 4, NULL });
	/* the unconditional fact is the one get_fact() gives */
	assert_string_equal(maint_profile_get_fact(p, MAINT_FACT_RC_NEW)->value,
			    "-rc5");
	maint_profile_free(p);
	assert_int_equal(maint_profile_parse(&p, "c.rst", none, strlen(none),
					     NULL),
			 0);
	WANT_RULES(p, MAINT_FACT_RC_NEW,
		   { "-rc5", NULL, MAINT_COND_NONE, NULL, 0, 0, 3, NULL });
	maint_profile_free(p);
}

static void lint_count(const struct maint_diag *d, void *arg)
{
	if (d->level == MAINT_WARNING && strstr(d->msg, "is not a duration"))
		(*(int *)arg)++;
}

/* A rule that cannot be worked out says so, the rest still reads. */
static void test_profile__rule_unparsable(void **state)
{
	static const char text[] =
		"Review Cadence\n"
		"--------------\n"
		"Please avoid reposting series more than once every hour.\n"
		"Don't post series longer than 12 patches.\n";
	struct maint_profile *p = NULL;
	struct maint_diag_sink sink = { lint_count, NULL };
	int n = 0;

	sink.ctx = &n;
	assert_int_equal(maint_profile_parse(&p, "u.rst", text, strlen(text),
					     NULL),
			 0);
	/* "hour" has no count: stated, but no number */
	assert_int_equal(maint_profile_get_fact(p, MAINT_FACT_REPOST_WAIT)->number,
			 0);
	assert_int_equal(maint_profile_get_fact(p, MAINT_FACT_SERIES_MAX)->number,
			 12);
	maint_profile_lint(p, &sink);
	assert_int_equal(n, 1);
	maint_profile_free(p);
}

int main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_profile__p_kinds),
		cmocka_unit_test(test_profile__one_classifier),
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
		cmocka_unit_test(test_profile__media),
		cmocka_unit_test(test_profile__linux_2026_same),
		cmocka_unit_test(test_profile__nfsd_2026),
		cmocka_unit_test(test_profile__pin_init_markdown),
		cmocka_unit_test(test_profile__markdown_text),
		cmocka_unit_test(test_profile__html_text),
		cmocka_unit_test(test_profile__raw_url),
		cmocka_unit_test(test_profile__url_offline),
		cmocka_unit_test(test_profile__rule_conditions),
		cmocka_unit_test(test_profile__rule_unparsable),
	};

	if (!corpus_find(argc ? argv[0] : ""))
		fprintf(stderr, "# SKIP corpus tests: ../shared/corpus is absent\n");
	return cmocka_run_group_tests(tests, NULL, NULL);
}
