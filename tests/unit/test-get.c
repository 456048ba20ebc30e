// SPDX-License-Identifier: GPL-2.0-only
/* Unit tests of answer assembly: roles, lists, keywords, blocks. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "maint.h"
#include "tmptree.h"

static char tmpdir[] = "/tmp/maint-test-get-XXXXXX";
static struct maint_db *db;

static const char maintainers[] =
	"FOO DRIVER\n"
	"M:\tFoo Person <foo@example.org>\n"
	"R:\tRev Iewer <rev@example.org>\n"
	"L:\tfoo-list@example.org\n"
	"L:\tmod@example.org (moderated for non-subscribers)\n"
	"L:\tsubs@example.org (subscribers-only)\n"
	"S:\tMaintained\n"
	"W:\thttps://foo.example.org/\n"
	"T:\tgit git://git.example.org/foo.git\n"
	"F:\tdrivers/foo/\n"
	"K:\t\\bfoo_magic\\b\n"
	"\n"
	"A SECTION WITH A VERY LONG NAME THAT GOES ON AND ON AND ON\n"
	"M:\tOld Address <old@example.org>\n"
	"S:\tOdd Fixes\n"
	"F:\tdrivers/foo/long.c\n"
	"\n"
	"THE REST\n"
	"M:\tLinus Torvalds <torvalds@linux-foundation.org>\n"
	"L:\tlinux-kernel@vger.kernel.org\n"
	"S:\tBuried alive in reporters\n"
	"F:\t*\n"
	"F:\t*/\n";

static const char mailmap[] = "New Address <new@example.org> <old@example.org>\n";

static const char patch[] =
	"From: Someone <someone@example.org>\n"
	"Subject: [PATCH] foo: fix\n"
	"\n"
	"---\n"
	"diff --git a/drivers/foo/long.c b/drivers/foo/long.c\n"
	"--- a/drivers/foo/long.c\n"
	"+++ b/drivers/foo/long.c\n"
	"@@ -1,1 +1,1 @@\n"
	"-x\n"
	"+y\n"
	"diff --git a/lib/other.c b/lib/other.c\n"
	"--- a/lib/other.c\n"
	"+++ b/lib/other.c\n"
	"@@ -1,1 +1,1 @@\n"
	"-a\n"
	"+call foo_magic();\n";

static void put(const char *rel, const char *text)
{
	tmptree_put(tmpdir, rel, text);
}

static int setup(void **state)
{
	struct maint_load_opts lo = { 0 };

	assert_non_null(mkdtemp(tmpdir));
	put("MAINTAINERS", maintainers);
	put(".mailmap", mailmap);
	lo.root = tmpdir;
	assert_int_equal(maint_db_load(&db, &lo, NULL), 0);
	return 0;
}

static int teardown(void **state)
{
	char p[600];

	maint_db_free(db);
	snprintf(p, sizeof(p), "%s/MAINTAINERS", tmpdir);
	unlink(p);
	snprintf(p, sizeof(p), "%s/.mailmap", tmpdir);
	unlink(p);
	rmdir(tmpdir);
	return 0;
}

static char *answer(struct maint_get_opts *o, const char *file)
{
	struct maint_get *g;
	const char *out;
	size_t len;
	char *r;

	o->root = tmpdir;
	assert_int_equal(maint_get_new(&g, db, o, NULL), 0);
	if (file)
		assert_int_equal(maint_get_add_file(g, file), 0);
	else
		assert_int_equal(maint_get_add_patch(g, "p", patch,
						     strlen(patch)),
				 0);
	assert_int_equal(maint_get_run(g), 0);
	out = maint_get_output(g, &len);
	r = strdup(out);
	maint_get_free(g);
	return r;
}

static void test_get__patch_default(void **state)
{
	struct maint_get_opts o;
	char *out;

	maint_get_opts_init(&o);
	out = answer(&o, NULL);
	assert_string_equal(out,
		/* cut to 47 characters; .mailmap applied */
		"New Address <new@example.org> (maintainer:A SECTION WITH A VERY LONG NAME THAT GOES ON AN...)\n"
		/* already there: the keyword match adds no role */
		"Foo Person <foo@example.org> (maintainer:FOO DRIVER)\n"
		"Rev Iewer <rev@example.org> (reviewer:FOO DRIVER)\n"
		"foo-list@example.org (open list:FOO DRIVER)\n"
		"mod@example.org (moderated list:FOO DRIVER)\n"
		"linux-kernel@vger.kernel.org (open list)\n");
	free(out);
}

static void test_get__blocks_and_separator(void **state)
{
	struct maint_get_opts o;
	char *out;

	maint_get_opts_init(&o);
	o.rolestats = false;
	o.usename = false;
	o.list = false;
	o.keywords = false;
	o.scm = o.web = o.status = true;
	o.separator = ",";
	out = answer(&o, "drivers/foo/a.c");
	assert_string_equal(out, "foo@example.org,rev@example.org\n"
				 "git git://git.example.org/foo.git\n"
				 "Maintained,Buried alive in reporters\n"
				 "https://foo.example.org/\n");
	free(out);
}

static void test_get__sections_letters(void **state)
{
	struct maint_get_opts o;
	char *out;

	maint_get_opts_init(&o);
	o.letters = "MF";
	out = answer(&o, "drivers/foo/a.c");
	assert_string_equal(out, "FOO DRIVER\n"
				 "M:\tFoo Person <foo@example.org>\n"
				 "F:\tdrivers/foo/\n"
				 "\n"
				 "THE REST\n"
				 "M:\tLinus Torvalds <torvalds@linux-foundation.org>\n"
				 "F:\t*\n"
				 "F:\t*/\n"
				 "\n");
	free(out);
}

static void test_get__subscriber_and_chief(void **state)
{
	struct maint_get_opts o;
	char *out;

	maint_get_opts_init(&o);
	o.subscriber = true;
	o.moderated = false;
	o.git_chief_penguins = true;
	o.rolestats = false;
	out = answer(&o, "drivers/foo/a.c");
	assert_string_equal(out, "Foo Person <foo@example.org>\n"
				 "Rev Iewer <rev@example.org>\n"
				 "Linus Torvalds <torvalds@linux-foundation.org>\n"
				 "foo-list@example.org\n"
				 "subs@example.org\n"
				 "linux-kernel@vger.kernel.org\n");
	free(out);
}

static void test_get__not_a_patch(void **state)
{
	struct maint_get_opts o;
	struct maint_get *g;

	maint_get_opts_init(&o);
	o.root = tmpdir;
	assert_int_equal(maint_get_new(&g, db, &o, NULL), 0);
	assert_int_equal(maint_get_add_patch(g, "x", "hello\n", 6), 0);
	assert_int_equal(maint_get_nfiles(g), 0);
	maint_get_free(g);
}

static void test_get__compat_612_role_words(void **state)
{
	struct maint_get_opts o;
	struct maint_script *s612, *newest;
	char *out;

	assert_int_equal(maint_script_builtin(&s612, "6.12"), 0);
	assert_int_equal(maint_script_builtin(&newest, "2026"), 0);
	maint_get_opts_init(&o);
	o.script = s612;
	o.substatus = true; /* the 6.12 script has none: ignored */
	out = answer(&o, NULL);
	assert_string_equal(out,
		"New Address <new@example.org> (odd fixer:A SECTION WITH A VERY LONG NAME THAT GOES ON AN...)\n"
		"Foo Person <foo@example.org> (maintainer:FOO DRIVER)\n"
		"Rev Iewer <rev@example.org> (reviewer:FOO DRIVER)\n"
		"foo-list@example.org (open list:FOO DRIVER)\n"
		"mod@example.org (moderated list:FOO DRIVER)\n"
		"linux-kernel@vger.kernel.org (open list)\n");
	free(out);
	/* the 2026 script: maintainer, and the status line */
	o.script = newest;
	out = answer(&o, "drivers/foo/long.c");
	assert_non_null(strstr(out, "(maintainer:A SECTION WITH"));
	assert_non_null(strstr(out, "\nA SECTION WITH A VERY LONG NAME THAT GOES ON AND ON AND ON status: Odd Fixes\n"));
	free(out);
	maint_script_free(s612);
	maint_script_free(newest);
}

static void test_get__json_blocks(void **state)
{
	struct maint_get_opts o;
	struct maint_script *s612;
	struct maint_get *g;
	char *j;

	maint_script_builtin(&s612, "6.12");
	maint_get_opts_init(&o);
	o.root = tmpdir;
	o.scm = o.web = o.status = o.subsystem = true;
	o.script = s612;
	assert_int_equal(maint_get_new(&g, db, &o, NULL), 0);
	assert_int_equal(maint_get_add_file(g, "drivers/foo/a.c"), 0);
	assert_int_equal(maint_get_run(g), 0);
	j = maint_get_json(g);
	assert_non_null(j);
	assert_non_null(strstr(j, ",\"scm\":[\"git git://git.example.org/foo.git\"]"));
	assert_non_null(strstr(j, ",\"status\":[\"Maintained\",\"Buried alive in reporters\"]"));
	assert_non_null(strstr(j, ",\"subsystem\":[\"FOO DRIVER\",\"THE REST\"]"));
	assert_non_null(strstr(j, ",\"web\":[\"https://foo.example.org/\"]"));
	assert_null(strstr(j, "\"bug\""));
	assert_non_null(strstr(
		j,
		",\"script\":{\"path\":null,\"origin\":null,\"model\":\"6.12\",\"version\":\"0.26\",\"features\":[\"keyword-role\","));
	assert_non_null(strstr(
		j,
		"\"unknown_options\":[\"substatus\"],\"chief_penguins\":[\"Linus Torvalds\"],\"tree_check\":true}}"));
	free(j);
	maint_get_free(g);
	maint_script_free(s612);
}

/*
 * maint_get_person(): each entry is the answer's own (no shared static):
 * two entries, and entries of two answers, can be held at once.
 */
static void test_get__person_owned(void **state)
{
	struct maint_get_opts o;
	struct maint_get *g1, *g2;
	const struct maint_person *a, *b, *c;

	maint_get_opts_init(&o);
	o.root = tmpdir;
	assert_int_equal(maint_get_new(&g1, db, &o, NULL), 0);
	assert_int_equal(maint_get_add_file(g1, "drivers/foo/x.c"), 0);
	assert_int_equal(maint_get_run(g1), 0);
	o.reviewer = false;
	assert_int_equal(maint_get_new(&g2, db, &o, NULL), 0);
	assert_int_equal(maint_get_add_file(g2, "lib/other.c"), 0);
	assert_int_equal(maint_get_run(g2), 0);

	assert_true(maint_get_npeople(g1) >= 2);
	a = maint_get_person(g1, 0);
	b = maint_get_person(g1, 1);
	c = maint_get_person(g2, 0);
	assert_non_null(a);
	assert_non_null(b);
	assert_non_null(c);
	assert_ptr_not_equal(a, b);
	assert_string_equal(a->email, "Foo Person <foo@example.org>");
	assert_string_equal(a->role, "maintainer:FOO DRIVER");
	assert_false(a->is_list);
	assert_string_equal(b->email, "Rev Iewer <rev@example.org>");
	assert_string_equal(c->email, "linux-kernel@vger.kernel.org");
	assert_true(c->is_list);
	/* a later call leaves the entries already held alone */
	assert_ptr_equal(maint_get_person(g1, 0), a);
	assert_string_equal(a->email, "Foo Person <foo@example.org>");
	assert_null(maint_get_person(g1, maint_get_npeople(g1)));
	maint_get_free(g2);
	maint_get_free(g1);
}

/* The role text, and what it is made of: kind, section, keyword item. */
static const struct maint_person *find_person(const struct maint_get *g,
					      const char *needle)
{
	for (size_t i = 0; i < maint_get_npeople(g); i++)
		if (strstr(maint_get_person(g, i)->email, needle))
			return maint_get_person(g, i);
	return NULL;
}

static void test_get__role_fields(void **state)
{
	struct maint_get_opts o;
	struct maint_get *g;
	const struct maint_person *p;
	size_t foo = maint_db_find_section(db, "FOO DRIVER");
	size_t rest = maint_db_find_section(db, "THE REST");
	size_t longsec = maint_db_find_section(
		db,
		"A SECTION WITH A VERY LONG NAME THAT GOES ON AND ON AND ON");
	const struct maint_section *s;
	const struct maint_item *kw = NULL;

	/* the second file of the patch alone: FOO DRIVER by its K: line */
	const char *kwpatch = strstr(patch, "diff --git a/lib/other.c");

	maint_get_opts_init(&o);
	o.root = tmpdir;
	o.git_fallback = false;
	assert_int_equal(maint_get_new(&g, db, &o, NULL), 0);
	assert_int_equal(maint_get_add_patch(g, "p", kwpatch, strlen(kwpatch)),
			 0);
	assert_int_equal(maint_get_run(g), 0);
	p = find_person(g, "foo@example.org");
	assert_non_null(p);
	assert_int_equal(maint_person_nroles(p), 1);
	assert_null(maint_person_role(p, 1));
	assert_int_equal(maint_person_role(p, 0)->kind, MAINT_ROLE_MAINTAINER);
	assert_int_equal(maint_person_role(p, 0)->section, foo);
	s = maint_db_section(db, foo);
	for (size_t i = s->first; i < s->end; i++)
		if (maint_db_item(db, i)->type == 'K')
			kw = maint_db_item(db, i);
	assert_non_null(kw);
	assert_ptr_equal(maint_db_item(db, maint_person_role(p, 0)->keyword),
			 kw);
	assert_string_equal(maint_person_role(p, 0)->text,
			    "maintainer:FOO DRIVER:Keyword:\\bfoo_magic\\b");
	assert_string_equal(p->role, maint_person_role(p, 0)->text);

	p = find_person(g, "rev@example.org");
	assert_non_null(p);
	assert_int_equal(maint_person_role(p, 0)->kind, MAINT_ROLE_REVIEWER);
	maint_get_free(g);

	/* the whole patch: a file brings FOO DRIVER first, no keyword */
	assert_int_equal(maint_get_new(&g, db, &o, NULL), 0);
	assert_int_equal(maint_get_add_patch(g, "p", patch, strlen(patch)), 0);
	assert_int_equal(maint_get_run(g), 0);
	p = find_person(g, "foo@example.org");
	assert_non_null(p);
	assert_int_equal(maint_person_role(p, 0)->keyword, (size_t)-1);
	assert_string_equal(p->role, "maintainer:FOO DRIVER");

	/* the person of a long-named section, through .mailmap */
	p = find_person(g, "new@example.org");
	assert_non_null(p);
	assert_int_equal(maint_person_role(p, 0)->kind, MAINT_ROLE_MAINTAINER);
	assert_int_equal(maint_person_role(p, 0)->section, longsec);
	assert_int_equal(maint_person_role(p, 0)->keyword, (size_t)-1);

	/* lists: THE REST's has no section name in its text */
	p = find_person(g, "linux-kernel@vger.kernel.org");
	assert_non_null(p);
	assert_true(p->is_list);
	assert_int_equal(maint_person_role(p, 0)->kind, MAINT_ROLE_LIST);
	assert_int_equal(maint_person_role(p, 0)->section, rest);
	assert_string_equal(p->role, "open list");
	p = find_person(g, "foo-list@example.org");
	assert_non_null(p);
	assert_int_equal(maint_person_role(p, 0)->kind, MAINT_ROLE_LIST);
	assert_int_equal(maint_person_role(p, 0)->section, foo);
	maint_get_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_get__patch_default),
		cmocka_unit_test(test_get__blocks_and_separator),
		cmocka_unit_test(test_get__sections_letters),
		cmocka_unit_test(test_get__subscriber_and_chief),
		cmocka_unit_test(test_get__not_a_patch),
		cmocka_unit_test(test_get__compat_612_role_words),
		cmocka_unit_test(test_get__json_blocks),
		cmocka_unit_test(test_get__person_owned),
		cmocka_unit_test(test_get__role_fields),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
