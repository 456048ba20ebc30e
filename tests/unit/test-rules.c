// SPDX-License-Identifier: GPL-2.0-only
/*
 * The rule reader (lib/profile/rules.c, facts.c): every local profile of
 * linux-6.12 and linux-2026 read into rules, each table checked by hand
 * against the document's lines (strength, kind, whom it addresses, its
 * condition, the sentence); the typed facts of each document in full;
 * the ten facts issue 25 found wrong, as regressions; documents the
 * reader was not tuned on (the profile template, submitting-patches.rst,
 * coding-style.rst, U-Boot's and DPDK's process documents); bad input.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "maint.h"
#include "mbuf.h"
#include "corpus.h"

/* A rule: line, strength, kind, addressee, condition ("" none, else how it
 * starts), how its text starts. */
struct wrule {
	unsigned int line;
	const char *strength, *kind, *to, *when, *text;
};

/* A typed fact, in full. */
struct wfact {
	enum maint_fact_kind kind;
	const char *value, *level;
	enum maint_fact_cond cond;
	const char *cond_value;
	unsigned int line;
};

#include "rules-tables.h"

static const struct maint_rule *find_rule(const struct maint_profile *p,
					  const struct wrule *w)
{
	for (size_t i = 0; i < maint_profile_nrules(p); i++) {
		const struct maint_rule *r = maint_profile_rule(p, i);

		if (r->line == w->line &&
		    !strncmp(r->text, w->text, strlen(w->text)))
			return r;
	}
	return NULL;
}

static void check_rules(const struct maint_profile *p, const struct wrule *w,
			size_t n)
{
	for (size_t i = 0; i < n; i++) {
		const struct maint_rule *r = find_rule(p, &w[i]);

		if (!r)
			fail_msg("%s:%u: no rule '%s'", maint_profile_name(p),
				 w[i].line, w[i].text);
		if (strcmp(maint_strength_name(maint_rule_strength(r)),
			   w[i].strength) ||
		    strcmp(maint_rule_kind_name(maint_rule_kind_of(r)),
			   w[i].kind) ||
		    strcmp(maint_addressee_name(r->to), w[i].to))
			fail_msg("%s:%u: %s %s %s, want %s %s %s",
				 maint_profile_name(p), r->line,
				 maint_strength_name(r->strength),
				 maint_rule_kind_name(r->kind),
				 maint_addressee_name(r->to), w[i].strength,
				 w[i].kind, w[i].to);
		if (!*w[i].when ? r->when != NULL :
				  !r->when || strncmp(r->when, w[i].when,
						      strlen(w[i].when)))
			fail_msg("%s:%u: when '%s', want '%s'",
				 maint_profile_name(p), r->line,
				 r->when ? r->when : "(none)", w[i].when);
		assert_string_equal(r->file, maint_profile_name(p));
		assert_true(r->end_line >= r->line);
		assert_non_null(r->heading);
		/* the accessor agrees with the fields */
		{
			enum maint_fact_cond c;

			assert_ptr_equal(maint_rule_condition(r, &c), r->when);
			assert_int_equal(c, r->cond);
			assert_true(r->when ? c != MAINT_COND_NONE :
					      c == MAINT_COND_NONE);
		}
	}
}

static void check_facts(const struct maint_profile *p, const struct wfact *w,
			size_t n)
{
	size_t nf = maint_profile_nfacts(p);

	for (size_t i = 0; i < nf && i < n; i++) {
		const struct maint_fact *f = maint_profile_fact(p, i);

		if (f->kind != w[i].kind || strcmp(f->value, w[i].value) ||
		    f->cond != w[i].cond || f->line != w[i].line ||
		    strcmp(f->level ? f->level : "",
			   w[i].level ? w[i].level : "") ||
		    strcmp(f->cond_value ? f->cond_value : "",
			   w[i].cond_value ? w[i].cond_value : ""))
			fail_msg(
				"%s: fact %zu: %s '%s' (%s) %s %u, want %s '%s' (%s) %s %u",
				maint_profile_name(p), i,
				maint_fact_kind_name(f->kind), f->value,
				f->level ? f->level : "-",
				maint_fact_cond_name(f->cond), f->line,
				maint_fact_kind_name(w[i].kind), w[i].value,
				w[i].level ? w[i].level : "-",
				maint_fact_cond_name(w[i].cond), w[i].line);
		/* a fact carries its rule, strength and condition */
		assert_non_null(maint_fact_rule(f));
		assert_string_equal(maint_fact_rule(f)->file,
				    maint_profile_name(p));
		if (f->cond == MAINT_COND_CLAUSE)
			assert_non_null(maint_fact_condition(f, NULL));
	}
	if (nf != n)
		fail_msg("%s: %zu facts, want %zu", maint_profile_name(p), nf,
			 n);
}

/* Rules that ask something (not statements). */
static size_t asking(const struct maint_profile *p)
{
	size_t n = 0;

	for (size_t i = 0; i < maint_profile_nrules(p); i++)
		n += maint_profile_rule(p, i)->strength != MAINT_STRENGTH_NONE;
	return n;
}

#define N(a) (sizeof(a) / sizeof((a)[0]))

static const struct doc {
	const char *path;
	bool in_612; /* linux-6.12 has it (the same file) */
	const struct wrule *rules;
	size_t nrules;
	const struct wfact *facts;
	size_t nfacts;
	size_t min_asking; /* at least so many rules that ask something */
} docs[] = {
#define DOC(path, in612, name, min)                                            \
	{                                                                      \
		path, in612, r_##name, N(r_##name), f_##name, N(f_##name), min \
	}
	DOC("Documentation/process/maintainer-netdev.rst", true, netdev, 55),
	DOC("Documentation/process/maintainer-tip.rst", true, tip, 60),
	DOC("Documentation/process/maintainer-kvm-x86.rst", true, kvm_x86, 65),
	DOC("Documentation/process/maintainer-soc.rst", true, soc, 20),
	DOC("Documentation/process/maintainer-soc-clean-dts.rst", true,
	    soc_clean_dts, 3),
	DOC("Documentation/nvdimm/maintainer-entry-profile.rst", true, nvdimm,
	    10),
	DOC("Documentation/filesystems/xfs/xfs-maintainer-entry-profile.rst",
	    true, xfs, 25),
	DOC("Documentation/driver-api/media/maintainer-entry-profile.rst", true,
	    media, 18),
	DOC("Documentation/mm/damon/maintainer-profile.rst", true, damon, 12),
	DOC("Documentation/doc-guide/maintainer-profile.rst", true, doc_guide,
	    5),
	DOC("Documentation/arch/riscv/patch-acceptance.rst", true, riscv, 4),
	DOC("Documentation/filesystems/nfs/nfsd-maintainer-entry-profile.rst",
	    false, nfsd, 55),
	DOC("Documentation/driver-api/vfio-pci-device-specific-driver-acceptance.rst",
	    true, vfio, 3),
	DOC("rust/pin-init/CONTRIBUTING.md", false, pin_init, 15),
#undef DOC
};

static void check_doc(const char *world, const struct doc *d)
{
	struct maint_profile *p = corpus_profile(world, d->path);

	check_rules(p, d->rules, d->nrules);
	check_facts(p, d->facts, d->nfacts);
	if (asking(p) < d->min_asking)
		fail_msg("%s: %zu rules, want at least %zu", d->path, asking(p),
			 d->min_asking);
	assert_null(maint_profile_rules_note(p));
	maint_profile_free(p);
}

/* Every local profile of linux-2026, and of linux-6.12 where it has it. */
static void test_rules__local_profiles(void **state)
{
	CORPUS_SKIP();
	for (size_t i = 0; i < N(docs); i++) {
		check_doc("linux-2026", &docs[i]);
		if (docs[i].in_612)
			check_doc("linux-6.12", &docs[i]);
	}
}

static const struct maint_fact *fact_of(const struct maint_profile *p,
					enum maint_fact_kind k, const char *v)
{
	for (size_t i = 0; i < maint_profile_nfacts(p); i++) {
		const struct maint_fact *f = maint_profile_fact(p, i);

		if (f->kind == k && (!v || !strcmp(f->value, v)))
			return f;
	}
	return NULL;
}

/* The facts issue 25 found wrong, each as it reads now. */
static void test_rules__issue_regressions(void **state)
{
	struct maint_profile *p;
	const struct maint_fact *f;

	CORPUS_SKIP();
	/* 1. netdev: "an allyesconfig and an allmodconfig build with W=1" */
	p = corpus_profile("linux-2026",
			   "Documentation/process/maintainer-netdev.rst");
	assert_null(fact_of(p, MAINT_FACT_TEST, "allmodconfig build"));
	f = fact_of(p, MAINT_FACT_TEST, "allmodconfig build with W=1");
	assert_non_null(f);
	assert_int_equal(maint_fact_strength(f), MAINT_STRENGTH_REQUIRED);
	maint_profile_free(p);
	/* 2. soc-clean-dts: "make dtbs_check W=1", a requirement */
	p = corpus_profile(
		"linux-2026",
		"Documentation/process/maintainer-soc-clean-dts.rst");
	f = fact_of(p, MAINT_FACT_TEST, NULL);
	assert_string_equal(f->value, "make dtbs_check W=1");
	assert_string_equal(f->level, "required");
	maint_profile_free(p);
	/* 3, 6, 9. KVM: htmldocs for .rst changes; the fixes base; coverage */
	p = corpus_profile("linux-2026",
			   "Documentation/process/maintainer-kvm-x86.rst");
	f = fact_of(p, MAINT_FACT_TEST, "make htmldocs");
	assert_int_equal(f->cond, MAINT_COND_CLAUSE);
	assert_non_null(strstr(f->when, ".rst files"));
	f = fact_of(p, MAINT_FACT_BASE,
		    "git://git.kernel.org/pub/scm/virt/kvm/kvm.git master");
	assert_int_equal(f->cond, MAINT_COND_FIXES);
	assert_non_null(
		strstr(f->when, "Fixes that target the current release"));
	f = fact_of(p, MAINT_FACT_BASE, "kvm-x86/next");
	assert_int_equal(f->cond, MAINT_COND_FEATURES);
	f = fact_of(p, MAINT_FACT_TEST, "test coverage");
	assert_int_equal(f->cond, MAINT_COND_FEATURES);
	assert_string_equal(f->level, "required");
	/* "KVM specific tests aren't strictly required, e.g. ... selftest" */
	assert_null(fact_of(p, MAINT_FACT_TEST, "kselftest"));
	maint_profile_free(p);
	/* 4. tip: the mainline tree is for fixes that target mainline */
	p = corpus_profile("linux-2026",
			   "Documentation/process/maintainer-tip.rst");
	f = fact_of(p, MAINT_FACT_BASE, "mainline kernel tree");
	assert_int_equal(f->cond, MAINT_COND_FIXES);
	maint_profile_free(p);
	/* 5. nvdimm: libnvdimm-for-next when dependent on pending changes */
	p = corpus_profile("linux-2026",
			   "Documentation/nvdimm/maintainer-entry-profile.rst");
	f = fact_of(p, MAINT_FACT_BASE, "libnvdimm-for-next branch");
	assert_int_equal(f->cond, MAINT_COND_CLAUSE);
	assert_non_null(strstr(f->when, "dependent on other pending changes"));
	f = fact_of(p, MAINT_FACT_BASE, "latest -rc");
	assert_int_equal(f->cond, MAINT_COND_NONE);
	maint_profile_free(p);
	/* 7. media: standalone cleanups may be accepted, not "only with" */
	p = corpus_profile(
		"linux-2026",
		"Documentation/driver-api/media/maintainer-entry-profile.rst");
	f = fact_of(p, MAINT_FACT_CLEANUP, NULL);
	assert_string_equal(f->value, "welcome");
	assert_non_null(strstr(f->when, "together with other changes"));
	maint_profile_free(p);
	/* 8. nfsd: the maintainers' own -rc1 branch is no advice */
	p = corpus_profile(
		"linux-2026",
		"Documentation/filesystems/nfs/nfsd-maintainer-entry-profile.rst");
	for (size_t i = 0; i < maint_profile_nfacts(p); i++)
		assert_null(strstr(maint_profile_fact(p, i)->value, "rc1"));
	/* "clean-\nups": the hyphen at the line's end joins the word */
	f = fact_of(p, MAINT_FACT_CLEANUP, NULL);
	assert_string_equal(f->value, "only with other changes");
	assert_non_null(strstr(f->quote, "simple clean-ups"));
	/* "at least two Reviewed-by" */
	f = fact_of(p, MAINT_FACT_TRAILER, "Reviewed-by: at least two");
	assert_int_equal(f->number, 2);
	maint_profile_free(p);
	/* 10. KVM x86 follows tip's coding style; clean-dts follows soc */
	p = corpus_profile("linux-2026",
			   "Documentation/process/maintainer-kvm-x86.rst");
	{
		bool seen = false;

		for (size_t i = 0; i < maint_profile_nrules(p); i++) {
			const struct maint_rule *r = maint_profile_rule(p, i);

			seen |= r->kind == MAINT_RULE_RELATION && r->refers &&
				!strcmp(r->refers,
					"maintainer-tip-coding-style");
		}
		assert_true(seen);
	}
	maint_profile_free(p);
}

/* A document at a path of /work/trees (or its mirror), or NULL. */
static struct maint_profile *tree_doc(const char *tree, const char *rel)
{
	char path[4096];
	struct maint_profile *p = NULL;
	struct stat st;

	snprintf(path, sizeof(path), "/work/trees/%s/%s", tree, rel);
	if (stat(path, &st))
		return NULL;
	assert_int_equal(maint_profile_load(&p, path, rel, NULL), 0);
	return p;
}

static const struct maint_rule *rule_at(const struct maint_profile *p,
					unsigned int line, const char *text)
{
	struct wrule w = { .line = line, .text = text };

	return find_rule(p, &w);
}

static void want_rule(const struct maint_profile *p, unsigned int line,
		      const char *text, enum maint_strength s,
		      enum maint_rule_kind k)
{
	const struct maint_rule *r = rule_at(p, line, text);

	if (!r)
		fail_msg("%s:%u: no rule '%s'", maint_profile_name(p), line,
			 text);
	if (r->strength != s || (k != MAINT_RULE_NKINDS && r->kind != k))
		fail_msg("%s:%u: %s %s", maint_profile_name(p), line,
			 maint_strength_name(r->strength),
			 maint_rule_kind_name(r->kind));
}

/*
 * Documents the reader was not tuned on: what it finds there, checked by
 * reading them.  The trees are optional (skipped when absent).
 */
static void test_rules__unseen_documents(void **state)
{
	struct maint_profile *p;

	CORPUS_SKIP();
	/* the template speaks to whoever writes a profile */
	p = corpus_profile(
		"linux-2026",
		"Documentation/maintainer/maintainer-entry-profile.rst");
	assert_int_equal(maint_profile_nfacts(p), 0);
	want_rule(p, 17,
		  "Provide an introduction to how the subsystem operates",
		  MAINT_STRENGTH_REQUIRED, MAINT_RULE_NKINDS);
	assert_int_equal(rule_at(p, 57, "Clarify for the submitter")->to,
			 MAINT_TO_MAINTAINER);
	/* "set expectation with contributors that ... before -rc5" */
	assert_int_equal(rule_at(p, 66, "A general guideline")->to,
			 MAINT_TO_MAINTAINER);
	maint_profile_free(p);

	p = tree_doc("linux-6.12",
		     "Documentation/process/submitting-patches.rst");
	if (p) {
		assert_true(asking(p) >= 90);
		/* "If your patch fixes a bug in a specific commit ... use the
		 * 'Fixes:' tag": a condition in words */
		assert_non_null(fact_of(p, MAINT_FACT_TRAILER, "Fixes:"));
		assert_int_equal(fact_of(p, MAINT_FACT_TRAILER, "Fixes:")->cond,
				 MAINT_COND_CLAUSE);
		/* no tree tag, prefix or deadline is stated there */
		assert_null(fact_of(p, MAINT_FACT_SUBJECT_TAG, NULL));
		assert_null(fact_of(p, MAINT_FACT_RC_NEW, NULL));
		assert_null(fact_of(p, MAINT_FACT_BASE, NULL));
		maint_profile_free(p);
	}
	p = tree_doc("linux-6.12", "Documentation/process/coding-style.rst");
	if (p) {
		size_t style =
			maint_profile_count_rules(p, MAINT_RULE_CODING_STYLE) +
			maint_profile_count_rules(p, MAINT_RULE_COMMENT_STYLE);

		assert_true(asking(p) >= 80);
		/* a coding style: mostly rules of style, and no typed fact */
		assert_true(style * 2 >= asking(p) / 2);
		assert_int_equal(maint_profile_nfacts(p), 0);
		maint_profile_free(p);
	}
	p = tree_doc("u-boot", "doc/develop/sending_patches.rst");
	if (p) {
		assert_true(asking(p) >= 50);
		/* "[PATCH v2]" is a version, not a tree tag */
		assert_null(fact_of(p, MAINT_FACT_SUBJECT_TAG, NULL));
		assert_non_null(
			fact_of(p, MAINT_FACT_TRAILER, "Signed-off-by:"));
		maint_profile_free(p);
	}
	p = tree_doc("dpdk", "doc/guides/contributing/patches.rst");
	if (p) {
		const struct maint_fact *f;

		assert_true(asking(p) >= 90);
		/* "Allow at least 24 hours between posting patch revisions." */
		f = fact_of(p, MAINT_FACT_REPOST_WAIT, NULL);
		assert_non_null(f);
		assert_string_equal(f->value, "at least 24 hours");
		assert_int_equal(f->number, 86400);
		/* "The summary line should be lowercase apart from acronyms." */
		f = fact_of(p, MAINT_FACT_SUMMARY_STYLE, NULL);
		assert_string_equal(f->value, "lowercase");
		maint_profile_free(p);
	}
}

static struct maint_profile *parse(const char *text)
{
	struct maint_profile *p = NULL;

	assert_int_equal(maint_profile_parse(&p, "x/p.rst", text, strlen(text),
					     NULL),
			 0);
	return p;
}

/* Bad input: a clear note and whatever can be read, never a fact. */
static void test_rules__bad_input(void **state)
{
	struct maint_profile *p;
	struct mbuf mb = MBUF_INIT;
	size_t i;

	p = parse(
		"Just a paragraph about the weather in the hills, where nothing happens.\n");
	assert_int_equal(maint_profile_nrules(p), 0);
	assert_non_null(
		strstr(maint_profile_rules_note(p), "single paragraph"));
	maint_profile_free(p);

	p = parse(
		"Titel\n=====\n\nDie Patches muessen vor dem Zusammenfuehrungsfenster "
		"gesendet werden. Bitte testen Sie Ihre Aenderungen sorgfaeltig, "
		"bevor Sie sie an die Liste des Subsystems schicken.\n");
	assert_non_null(strstr(maint_profile_rules_note(p), "not English"));
	assert_int_equal(maint_profile_nfacts(p), 0);
	maint_profile_free(p);

	p = parse(
		"Title\n=====\n\nThe tree has many files. Nobody knows why.\n\n"
		"Another paragraph that states how things are.\n");
	assert_non_null(strstr(maint_profile_rules_note(p), "no rules"));
	maint_profile_free(p);

	/* a huge table: its cells are data, not rules */
	mbuf_adds(
		&mb,
		"Title\n=====\n\n====== =======\nstate  meaning\n====== =======\n");
	for (i = 0; i < 2000; i++)
		mbuf_addf(&mb, "s%zu     you must never do %zu\n", i, i);
	mbuf_adds(&mb, "====== =======\n\nYou must test.\n");
	p = parse(mb.buf);
	assert_int_equal(maint_profile_nrules(p), 1);
	assert_non_null(strstr(maint_profile_rules_note(p), "tables"));
	maint_profile_free(p);
	mbuf_release(&mb);

	/* deep nesting: each level read, in bounded time */
	for (i = 0; i < 300; i++)
		mbuf_addf(&mb, "%*s- you must do level %zu:\n\n", (int)(2 * i),
			  "", i);
	p = parse(mb.buf);
	assert_int_equal(maint_profile_nrules(p), 300);
	maint_profile_free(p);
	mbuf_release(&mb);

	/* more sentences than are read: the first are, with a note */
	mbuf_adds(&mb, "Title\n=====\n\n");
	for (i = 0; i < 25000; i++)
		mbuf_addf(&mb, "You must do %zu.\n", i);
	p = parse(mb.buf);
	assert_true(maint_profile_nrules(p) > 10000);
	assert_non_null(strstr(maint_profile_rules_note(p), "too long"));
	maint_profile_free(p);
	mbuf_release(&mb);

	/* one word a sentence, no text at all: nothing, no crash */
	p = parse("T\n=\n\n.\n\n!\n\n?\n\n- \n\n::\n\n  x\n");
	assert_int_equal(maint_profile_nfacts(p), 0);
	maint_profile_free(p);
}

/* The reader's grammar on small texts, each part on and off. */
static void test_rules__reading(void **state)
{
	static const struct {
		const char *text;
		const char *strength, *kind, *to, *when;
	} cases[] = {
		{ "Patches must be based on the foo-next branch.", "required",
		  "base", "contributor", "" },
		{ "Fixes that target mainline should be based on the foo-fixes branch.",
		  "recommended", "base", "contributor",
		  "Fixes that target mainline" },
		{ "Do not send HTML mail.", "forbidden", NULL, "contributor",
		  "" },
		{ "Please avoid large series.", "discouraged", NULL,
		  "contributor", "" },
		{ "Tests are not strictly required, though they are preferred.",
		  "recommended", "test", "contributor", "" },
		{ "Booting a VM is encouraged, but not mandatory.",
		  "recommended", NULL, "contributor", "" },
		{ "If your patch fixes a bug, add a Fixes: tag.", "required",
		  "trailer", "contributor", "your patch fixes a bug" },
		{ "The maintainers apply patches to the foo branch.", "stated",
		  NULL, NULL, NULL },
		{ "We expect a detailed description.", "required", NULL,
		  "contributor", "" },
		{ "The maintainers prefer to add stable tags themselves.",
		  "recommended", NULL, "maintainer", "" },
		{ "No change should introduce new warnings.", "discouraged",
		  NULL, "contributor", "" },
		{ "Is this a question?", "stated", NULL, NULL, NULL },
		{ "Don't repost unless a reviewer asks.", "forbidden", NULL,
		  "contributor", "unless a reviewer asks" },
		{ "Changes to drivers/foo/ must be tested on hardware.",
		  "required", NULL, "contributor", "Changes to drivers/foo/" },
		/* where contributions go, said in the present */
		{ "Patches go to the foo-devel@example.org list.", "required",
		  "recipients", "contributor", "" },
		{ "Fixes are routed through the foo-fixes tree.", "required",
		  "routing", "contributor", "" },
		/* a purpose naming a benefit, "as if", "if at all
		 * possible": no conditions */
		{ "To help reviewers you should mark the tree.", "recommended",
		  NULL, "contributor", "" },
		{ "Re-read your patch as if you were the reviewer.", "required",
		  NULL, "contributor", "" },
		{ "BUG() must be avoided if at all possible.", "forbidden",
		  NULL, "contributor", "" },
		/* an if-clause with its own consequent is not the rule's
		 * condition; "sure the patch ..." is no consequent */
		{ "Be patient, if your patch is queued (i.e. listed) the "
		  "chances it was missed are small.",
		  "required", NULL, "contributor", "" },
		{ "Don't add a stable tag unless you are sure the patch needs "
		  "it.",
		  "forbidden", NULL, "contributor",
		  "unless you are sure the patch needs it" },
		/* a participle first is attributive: no ask */
		{ "Accepted patches are applied to the foo branch.", "stated",
		  NULL, NULL, NULL },
		/* who: the head of the subject, not a word that qualifies
		 * it (issue 25: SoC line 78, netdev's bot) */
		{ "The MAINTAINERS file entry should list the new "
		  "maintainers.",
		  "recommended", NULL, "contributor", "" },
		{ "The use of the bot is entirely optional.", "allowed", NULL,
		  "contributor", "" },
		{ "The maintainers of the tree should apply fixes first.",
		  "recommended", NULL, "maintainer", "" },
		/* a promise to the person, not something they do (KVM
		 * line 11); being welcome to do something is allowed */
		{ "So long as you follow the guidelines, you will be welcomed "
		  "with open arms.",
		  "stated", NULL, NULL, NULL },
		{ "You are welcome to send RFC patches.", "allowed", NULL,
		  "contributor", "" },
		{ "Patches are welcome.", "allowed", NULL, "contributor", "" },
		/* a premise of an inference drawn, no rule (KVM line 143) */
		{ "The core must follow the spec, therefore it is implied "
		  "that its behaviour matches the spec.",
		  "stated", NULL, NULL, NULL },
		{ "Patches must be tested, therefore run the tests.",
		  "required", NULL, "contributor", "" },
	};

	for (size_t i = 0; i < N(cases); i++) {
		char buf[512];
		struct maint_profile *p;
		const struct maint_rule *r;

		snprintf(buf, sizeof(buf), "T\n=\n\n%s\n", cases[i].text);
		p = parse(buf);
		r = maint_profile_nrules(p) ? maint_profile_rule(p, 0) : NULL;
		if (!strcmp(cases[i].strength, "stated")) {
			if (r && r->strength != MAINT_STRENGTH_NONE)
				fail_msg("'%s': %s, want no rule",
					 cases[i].text,
					 maint_strength_name(r->strength));
			maint_profile_free(p);
			continue;
		}
		if (!r)
			fail_msg("'%s': no rule", cases[i].text);
		if (strcmp(maint_strength_name(r->strength),
			   cases[i].strength) ||
		    (cases[i].kind &&
		     strcmp(maint_rule_kind_name(r->kind), cases[i].kind)) ||
		    strcmp(maint_addressee_name(r->to), cases[i].to))
			fail_msg("'%s': %s %s %s", cases[i].text,
				 maint_strength_name(r->strength),
				 maint_rule_kind_name(r->kind),
				 maint_addressee_name(r->to));
		if (!*cases[i].when ?
			    r->when != NULL :
			    !r->when || strcmp(r->when, cases[i].when))
			fail_msg("'%s': when '%s'", cases[i].text,
				 r->when ? r->when : "(none)");
		maint_profile_free(p);
	}
}

/*
 * Lead-ins ending in ':' (issue 25): one that says only its verb takes
 * the literal block after it as what it asks; one that lists rules whose
 * items are rules is no rule itself; one with content of its own keeps
 * its block as an example.
 */
static void test_rules__lead_ins(void **state)
{
	struct maint_profile *p =
		parse("T\n=\n\n"
		      "Please use::\n\n\tlockdep_assert_held(&foo->lock);\n\n"
		      "Please follow these rules:\n\n"
		      "- Patches must be signed off.\n"
		      "- Do not top-post.\n\n"
		      "Order the declarations longest to shortest, e.g.::\n\n"
		      "\tint a_long_name;\n\tint b;\n");
	const struct maint_rule *r;

	r = rule_at(p, 4, "Please use:");
	assert_non_null(r);
	assert_string_equal(r->text,
			    "Please use: lockdep_assert_held(&foo->lock);");
	assert_int_equal(r->end_line, 6);
	assert_null(rule_at(p, 8, "Please follow"));
	assert_non_null(rule_at(p, 10, "Patches must be signed off"));
	assert_non_null(rule_at(p, 11, "Do not top-post"));
	r = rule_at(p, 13, "Order the declarations");
	assert_non_null(r);
	assert_string_equal(
		r->text, "Order the declarations longest to shortest, e.g.:");
	maint_profile_free(p);
	/* items that are rules only by the lead-in's words: it stays */
	p = parse("T\n=\n\nPatches must go to these lists:\n\n"
		  "- foo@example.org\n- bar@example.org\n");
	assert_non_null(rule_at(p, 4, "Patches must go to these lists:"));
	maint_profile_free(p);
	(void)state;
}

/* Typed facts from wordings no local profile uses. */
static void test_rules__fact_wordings(void **state)
{
	struct maint_profile *p;
	const struct maint_fact *f;

	p = parse("T\n=\n\nWait a week, then resend rather than ping "
		  "privately.\n");
	f = fact_of(p, MAINT_FACT_PING_HOW, NULL);
	assert_non_null(f);
	assert_string_equal(f->value, "resend the series");
	maint_profile_free(p);

	p = parse("T\n=\n\n- The last features are merged into foo-next "
		  "at -rc6.\n");
	f = fact_of(p, MAINT_FACT_RC_MERGE, NULL);
	assert_non_null(f);
	assert_string_equal(f->value, "-rc6");
	maint_profile_free(p);
	/* "at -rcN" without "last" is no deadline */
	p = parse("T\n=\n\n- foo-next opens for new submissions at -rc2.\n");
	assert_null(fact_of(p, MAINT_FACT_RC_MERGE, NULL));
	maint_profile_free(p);
}

/* Where to send, under a heading for maintainers, is theirs to follow. */
static void test_rules__audience(void **state)
{
	struct maint_profile *p = parse(
		"T\n=\n\nSubmitting patches to the maintainers\n"
		"-------------------------------------\n\n"
		"Patches go to the foo-devel@example.org list.\n\n"
		"Information for submaintainers\n"
		"------------------------------\n\n"
		"Small sets of patches can also be sent to foo@example.org.\n\n"
		"Patches must not add new warnings.\n");

	assert_int_equal(rule_at(p, 7, "Patches go to")->to,
			 MAINT_TO_CONTRIBUTOR);
	assert_int_equal(rule_at(p, 12, "Small sets of patches")->to,
			 MAINT_TO_MAINTAINER);
	/* a rule about the patch stays the contributor's */
	assert_int_equal(rule_at(p, 14, "Patches must not")->to,
			 MAINT_TO_CONTRIBUTOR);
	maint_profile_free(p);
}

/* Lines broken with a hyphen are one word; a tl;dr item joins its rule. */
static void test_rules__joins(void **state)
{
	static const char text[] =
		"T\n=\n\n"
		"tl;dr\n-----\n\n"
		" - don't post series longer than 9 patches\n\n"
		"Series\n------\n\n"
		"The maintainers discourage simple clean-\n"
		"ups which are not part of other work.\n\n"
		"Avoid sending series longer than 9 patches.\n";
	struct maint_profile *p = parse(text);
	const struct maint_rule *r;
	const struct maint_fact *f;

	r = rule_at(p, 12, "The maintainers discourage simple clean-ups");
	assert_non_null(r);
	assert_int_equal(r->end_line, 13);
	assert_int_equal(r->to, MAINT_TO_CONTRIBUTOR);
	f = fact_of(p, MAINT_FACT_CLEANUP, NULL);
	assert_string_equal(f->value, "only with other changes");
	/* the tl;dr item is merged into the rule it repeats */
	r = rule_at(p, 15, "Avoid sending series longer than 9 patches");
	assert_non_null(r);
	assert_int_equal(r->tldr_line, 7);
	assert_int_equal(r->strength, MAINT_STRENGTH_FORBIDDEN);
	assert_null(rule_at(p, 7, "don't post"));
	f = fact_of(p, MAINT_FACT_SERIES_MAX, NULL);
	assert_int_equal(f->number, 9);
	maint_profile_free(p);
}

/* Profiles in relation: KVM x86 over tip, clean-dts following soc. */
static void test_rules__relations(void **state)
{
	char root[4200];
	struct maint_profile *kvm, *tip, *dts;
	struct maint_rset *rs = NULL;
	struct maint_brief *b = NULL;
	const struct maint_cycle *cy = NULL;
	size_t i, over = 0, inherited = 0;
	bool base_fix = false, tip_base = false;

	CORPUS_SKIP();
	snprintf(root, sizeof(root), "%s/linux-2026/files", corpus_dir);
	kvm = corpus_profile("linux-2026",
			     "Documentation/process/maintainer-kvm-x86.rst");
	tip = corpus_profile("linux-2026",
			     "Documentation/process/maintainer-tip.rst");
	{
		/* tip's section matches less deep, given first on purpose */
		const struct maint_rset_in in[] = {
			{ MAINT_RSET_IN_VERSION, tip,
			  "Documentation/process/maintainer-tip.rst", 2 },
			{ MAINT_RSET_IN_VERSION, kvm,
			  "Documentation/process/maintainer-kvm-x86.rst", 3 },
		};
		const struct maint_rset_in *inp[] = { &in[0], &in[1] };
		struct maint_rset_in newer = in[0];
		const struct maint_rset_in *bad[] = { &in[0], &newer };

		/* a layout newer than the library's is refused */
		newer.version = MAINT_RSET_IN_VERSION + 1;
		assert_int_equal(maint_rset_new(&rs, root, bad, 2, NULL),
				 -EINVAL);
		assert_null(rs);
		assert_int_equal(maint_rset_new(&rs, root, inp, 2, NULL), 0);
	}
	assert_int_equal(maint_rset_ndocs(rs), 2);
	assert_ptr_equal(maint_rset_doc(rs, 0)->prof, kvm);
	assert_int_equal(maint_rset_doc(rs, 1)->rank, 1);
	/* KVM follows tip's coding style notes: the section the label names */
	assert_non_null(maint_rset_doc(rs, 1)->followed_by);
	assert_string_equal(maint_profile_section(tip,
						  maint_rset_doc(rs, 1)->scope)
				    ->heading,
			    "Coding style notes");
	for (i = 0; i < maint_rset_nrules(rs); i++) {
		const struct maint_rset_rule *e = maint_rset_rule(rs, i);

		over += e->overridden_by != NULL;
		inherited += e->inherited;
		/* tip's bases give way to KVM's */
		if (e->rule->kind == MAINT_RULE_BASE && e->doc == 1)
			assert_non_null(e->overridden_by);
		/* tip's variable ordering: KVM says it is only preferred */
		if (e->doc == 1 && e->rule->line == 650)
			assert_int_equal(e->overridden_by->line, 115);
		/* tip's Cc: LKML stays: KVM says nothing against it */
		if (e->doc == 1 && e->rule->line == 31)
			assert_null(e->overridden_by);
		/* tip's changelog order: KVM's blurb first replaces it, and
		 * only it (paragraphs, function_name(), memory ordering) */
		if (e->doc == 1 && e->rule->line == 141)
			assert_int_equal(e->overridden_by->line, 197);
		if (e->doc == 1 &&
		    (e->rule->line == 140 || e->rule->line == 213 ||
		     e->rule->line == 246))
			assert_null(e->overridden_by);
		/* Cc: stable as a tag: by the KVM rule saying the same */
		if (e->doc == 1 && e->rule->line == 369)
			assert_int_equal(e->overridden_by->line, 232);
	}
	assert_true(over >= 10);
	assert_int_equal(inherited, 0); /* tip is a profile of the set */
	/* what comes first, for a fix, at -rc5 */
	assert_int_equal(maint_cycle_assume(5, maint_date_today(), &cy), 0);
	assert_int_equal(maint_brief_new(&b, rs, cy, MAINT_CHANGE_FIX), 0);
	for (i = 0; i < maint_brief_nitems(b); i++) {
		const struct maint_brief_item *it = maint_brief_item(b, i);

		if (it->what == MAINT_BRIEF_BASE) {
			base_fix |= strstr(it->text, "kvm.git master") != NULL;
			tip_base |= strstr(it->text, "tip tree") != NULL;
			/* a feature's base is not a fix's */
			assert_null(strstr(it->text, "kvm-x86/next"));
		}
		if (it->what == MAINT_BRIEF_NOW && strstr(it->text, "-rc5"))
			assert_string_equal(it->state, "soft close now");
		assert_non_null(it->file);
		assert_true(it->line > 0);
	}
	assert_true(base_fix);
	assert_false(tip_base);
	maint_brief_free(b);
	maint_cycle_free(cy);
	maint_rset_free(rs);

	/* clean-dts follows soc: soc is read from the tree */
	dts = corpus_profile(
		"linux-2026",
		"Documentation/process/maintainer-soc-clean-dts.rst");
	{
		const struct maint_rset_in in = {
			MAINT_RSET_IN_VERSION, dts,
			"Documentation/process/maintainer-soc-clean-dts.rst", 4
		};
		const struct maint_rset_in *inp = &in;

		assert_int_equal(maint_rset_new(&rs, root, &inp, 1, NULL), 0);
	}
	assert_int_equal(maint_rset_ndocs(rs), 2);
	assert_false(maint_rset_doc(rs, 1)->own);
	assert_string_equal(maint_rset_doc(rs, 1)->value,
			    "Documentation/process/maintainer-soc.rst");
	inherited = 0;
	for (i = 0; i < maint_rset_nrules(rs); i++)
		inherited += maint_rset_rule(rs, i)->inherited;
	assert_true(inherited >= 20);
	maint_rset_free(rs);
	/* without the tree, soc is named and not read */
	{
		const struct maint_rset_in in = {
			MAINT_RSET_IN_VERSION, dts,
			"Documentation/process/maintainer-soc-clean-dts.rst", 4
		};
		const struct maint_rset_in *inp = &in;

		assert_int_equal(maint_rset_new(&rs, NULL, &inp, 1, NULL), 0);
	}
	assert_int_equal(maint_rset_ndocs(rs), 1);
	assert_int_equal(maint_rset_nrefs(rs), 1);
	assert_string_equal(maint_rset_ref(rs, 0)->rule->refers,
			    "Documentation/process/maintainer-soc.rst");
	maint_rset_free(rs);
	maint_profile_free(dts);
	maint_profile_free(kvm);
	maint_profile_free(tip);
}

int main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rules__local_profiles),
		cmocka_unit_test(test_rules__issue_regressions),
		cmocka_unit_test(test_rules__unseen_documents),
		cmocka_unit_test(test_rules__bad_input),
		cmocka_unit_test(test_rules__reading),
		cmocka_unit_test(test_rules__fact_wordings),
		cmocka_unit_test(test_rules__audience),
		cmocka_unit_test(test_rules__joins),
		cmocka_unit_test(test_rules__relations),
		cmocka_unit_test(test_rules__lead_ins),
	};

	if (!corpus_find(argc ? argv[0] : ""))
		fprintf(stderr,
			"# SKIP corpus tests: ../shared/corpus is absent\n");
	return cmocka_run_group_tests(tests, NULL, NULL);
}
