// SPDX-License-Identifier: GPL-2.0-only
/*
 * Profiles: P: kinds, path resolution, the facts of the libnvdimm seed,
 * Markdown and HTML profiles, conditions and values on synthetic prose
 * (the local profiles of linux-6.12 and linux-2026, rule by rule and fact
 * by fact: test-rules.c).
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
	assert_int_equal(
		maint_pkind_of("Documentation/process/maintainer-netdev.rst"),
		MAINT_P_FILE);
	assert_int_equal(maint_pkind_of("rust/pin-init/CONTRIBUTING.md"),
			 MAINT_P_FILE);
	assert_int_equal(
		maint_pkind_of("https://rust-for-linux.com/contributing"),
		MAINT_P_URI);
	assert_int_equal(maint_pkind_of("http://example.org/a b"),
			 MAINT_P_BADURI);
	assert_int_equal(maint_pkind_of("https:///nohost"), MAINT_P_BADURI);
	assert_int_equal(maint_pkind_of("ftp://example.org/x"), MAINT_P_BADURI);
	assert_int_equal(maint_pkind_of("Andres Salomon <dilinger@queued.net>"),
			 MAINT_P_PERSON);
	assert_int_equal(maint_pkind_of("Ben Dooks"), MAINT_P_PERSON);
	assert_int_equal(maint_pkind_of("LinuxTV.org Project"), MAINT_P_PERSON);
	assert_int_equal(maint_pkind_of("Comtrol Corp."), MAINT_P_PERSON);
	assert_string_equal(maint_pkind_name(MAINT_P_PERSON), "person");
	/* the finer kinds are named by their group */
	assert_string_equal(maint_pkind_name(MAINT_P_PERSON_ADDR), "person");
	assert_string_equal(maint_pkind_name(MAINT_P_MISSING), "file");
	assert_string_equal(maint_pkind_name(MAINT_P_OUTSIDE), "file");
	assert_string_equal(maint_pkind_name(MAINT_P_NOTFILE), "file");
	assert_string_equal(maint_pkind_name(MAINT_P_BADURI), "bad-uri");
	assert_string_equal(maint_pkind_name((enum maint_pkind)99), "?");
	assert_int_equal(maint_pkind_group(MAINT_P_URI), MAINT_P_URI);
}

/*
 * One classifier: maint_pkind_of() is the group of maint_pkind_classify()'s
 * answer, with or without the tree.
 */
static void test_profile__one_classifier(void **state)
{
	static const struct {
		const char *value;
		enum maint_pkind pk; /* in a tree where nothing exists */
	} cases[] = {
		{ "HTTPS://example.org/x", MAINT_P_URI },
		{ "https://example.org/x", MAINT_P_URI },
		{ "Http://example.org", MAINT_P_URI },
		{ "https://exa mple.org/x", MAINT_P_BADURI },
		{ "ftp://example.org/x", MAINT_P_BADURI },
		{ "www.example.org", MAINT_P_BADURI },
		{ "Documentation/process/maintainer-x.rst", MAINT_P_MISSING },
		{ "Andres Salomon <dilinger@queued.net>", MAINT_P_PERSON_ADDR },
		{ "dilinger@queued.net", MAINT_P_PERSON_ADDR },
		{ "Ben Dooks", MAINT_P_PERSON },
		{ "../outside.rst", MAINT_P_OUTSIDE },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const char *v = cases[i].value;
		enum maint_pkind pk =
			maint_pkind_classify(v, strlen(v), "/nonexistent");
		enum maint_pkind bare =
			maint_pkind_classify(v, strlen(v), NULL);

		if (pk != cases[i].pk)
			fail_msg("'%s': %d, want %d", v, pk, cases[i].pk);
		assert_int_equal(maint_pkind_of(v), maint_pkind_group(pk));
		assert_int_equal(maint_pkind_of(v), maint_pkind_group(bare));
		assert_string_equal(maint_pkind_name(pk),
				    maint_pkind_name(maint_pkind_of(v)));
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
	/* "Those tests need to be passed before the patches go upstream" */
	assert_int_equal(maint_profile_fact(p, 5)->kind, MAINT_FACT_TEST);
	assert_int_equal(maint_profile_fact(p, 5)->line, 30);
	assert_int_equal(maint_profile_fact(p, 5)->cond, MAINT_COND_CLAUSE);
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

static void test_profile__cleanup_policies(void **state)
{
	static const struct {
		const char *text, *want;
	} cases[] = {
		{ "Style Cleanup Patches\n---------------------\n"
		  "Standalone style-cleanups are welcome.\n", "welcome" },
		/* welcome with other changes; standalone ones are not refused */
		{ "Checkpatch / Style Cleanups\n---------------------------\n"
		  "Style cleanups are welcome when they come together with other changes.\n",
		  "welcome" },
		{ "Style Cleanup Patches\n---------------------\n"
		  "We discourage cleanups which are not part of other work.\n",
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
		f = NULL;
		for (size_t k = 0; k < maint_profile_nfacts(p) && !f; k++)
			if (maint_profile_fact(p, k)->kind == MAINT_FACT_CLEANUP)
				f = maint_profile_fact(p, k);
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
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(lint_count, NULL);
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
	{
		struct maint_findings *fs = NULL;
		const struct maint_finding *f;
		size_t i, k = 0;

		assert_int_equal(maint_profile_lint_findings(p, &fs), 0);
		for (i = 0; (f = maint_findings_at(fs, i)); i++)
			if (!strcmp(f->check, "rule-number")) {
				assert_int_equal(f->level, MAINT_WARNING);
				assert_int_equal(f->line, 3);
				assert_non_null(strstr(f->message,
						       "is not a duration"));
				k++;
			}
		assert_int_equal(k, 1);
		maint_findings_free(fs);
	}
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
		cmocka_unit_test(test_profile__riscv_and_vfio_state_nothing),
		cmocka_unit_test(test_profile__linux_2026_same),
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
