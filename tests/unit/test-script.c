// SPDX-License-Identifier: GPL-2.0-only
/*
 * Unit tests of the script model (lib/compat.c): the features of a
 * get_maintainer.pl read from its text, finding the tree's script, and
 * what each feature changes in an answer.  The scripts here are invented
 * stand-ins carrying the markers maint reads (it never runs a script).
 */
#include <errno.h>
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

static char tmpdir[] = "/tmp/maint-test-script-XXXXXX";

static void put(const char *rel, const char *text)
{
	tmptree_put(tmpdir, rel, text);
}

static void rm(const char *rel)
{
	char p[1024];

	tmptree_path(p, sizeof(p), tmpdir, rel);
	unlink(p);
}

static void mkdir_in(const char *rel)
{
	char p[1024];

	tmptree_path(p, sizeof(p), tmpdir, rel);
	mkdir(p, 0755);
}

/* An old fork: few options, another chief, no tree check called. */
static const char old_fork[] =
	"#!/usr/bin/env perl\n"
	"# an invented stand-in: markers only\n"
	"my $V = '0.25';\n"
	"my @penguin_chief = ();\n"
	"push(@penguin_chief, \"Foo Person:foo\\@example.org\");\n"
	"#push(@penguin_chief, \"Not Me:not\\@example.org\");\n"
	"if (!GetOptions(\n"
	"\t\t'email!' => \\$email,\n"
	"\t\t'git-chief-penguins!' => \\$chiefs,\n"
	"\t\t'm!' => \\$m, 'l!' => \\$l,\n"
	"\t\t'k|keywords!' => \\$keywords,\n"
	"\t\t'f|file' => \\$from_filename,\n"
	"\t\t'v|version' => \\$version,\n"
	"\t\t)) {\n"
	"    die \"$P: invalid argument\\n\";\n"
	"}\n"
	"open(my $maint, '<', \"MAINTAINERS\");\n"
	"if (m/^\\+\\+\\+\\s+(\\S+)/ or m/^---\\s+(\\S+)/) { }\n"
	"if ($1 eq \"P\") { }\n"
	"sub get_maintainer_role {\n"
	"    $role = lc($role);\n"
	"    if      ($role eq \"supported\") {\n"
	"\t$role = \"helper\";\n"
	"    } elsif ($role eq \"maintained\") {\n"
	"\t$role = \"keeper\";\n"
	"    }\n"
	"}\n"
	"sub top_of_kernel_tree {\n"
	"    if ((-f \"${lk_path}COPYING\") && (-d \"${lk_path}src\")) {\n"
	"\treturn 1;\n"
	"    }\n"
	"}\n";

/* A newer one: the patch rules, ":Keyword:", a tree check called. */
static const char new_script[] =
	"#!/usr/bin/perl -w\n"
	"use open qw(:std :encoding(UTF-8));\n"
	"my $V = '0.26';\n"
	"push(@penguin_chief, \"Linus Torvalds:torvalds\\@linux-foundation.org\");\n"
	"if (!GetOptions('email!' => \\$email, 'tree!' => \\$tree,\n"
	"    'm!' => \\$m, 'r!' => \\$r, 'l!' => \\$l, 'fixes!' => \\$f,\n"
	"    'kf|keywords-in-file!' => \\$kf, 'k|keywords!' => \\$k,\n"
	"    'f|file' => \\$from_filename)) {\n"
	"    die \"$P: invalid argument\\n\";\n"
	"}\n"
	"if ($tree && !top_of_kernel_tree($lk_path)) {\n"
	"    die \"$P: The current directory does not appear to be \"\n"
	"\t. \"a frob source tree.\\n\";\n"
	"}\n"
	"# MAINTAINERS\n"
	"open(my $maint, '<', \"MAINTAINERS\");\n"
	"if (m/^ mode change [0-7]+ => [0-7]+ (\\S+)\\s*$/) {\n"
	"} elsif (m/^rename (?:from|to) (\\S+)\\s*$/) {\n"
	"} elsif (m/^diff --git a\\/(\\S+) b\\/(\\S+)\\s*$/) {\n"
	"} elsif (m/^Fixes:\\s+([0-9a-fA-F]{6,40})/) {\n"
	"}\n"
	"add_categories($line, \":Keyword:$keyword_hash{$line}\");\n"
	"sub top_of_kernel_tree {\n"
	"    if (   (-f \"${lk_path}COPYING\")\n"
	"\t&& (-e \"${lk_path}MAINTAINERS\")\n"
	"\t&& (-d \"${lk_path}frob\")) {\n"
	"\treturn 1;\n"
	"    }\n"
	"}\n";

/* *p freed, for the next model: maint_script_*(fresh(&s), ...) */
static struct maint_script **fresh(struct maint_script **p)
{
	maint_script_free(*p);
	*p = NULL;
	return p;
}

static size_t nchiefs(const struct maint_script *s)
{
	size_t n = 0;

	while (maint_script_chief(s, n, NULL, NULL))
		n++;
	return n;
}

static size_t nchecks(const struct maint_script *s)
{
	size_t n = 0;

	while (maint_script_check(s, n, NULL, NULL))
		n++;
	return n;
}

static size_t nroles(const struct maint_script *s)
{
	size_t n = 0;

	while (maint_script_role(s, n, NULL, NULL))
		n++;
	return n;
}

/* The i-th chief penguin's name (which 0) or address (which 1) */
static const char *chief(const struct maint_script *s, size_t i, int which)
{
	const char *name = NULL, *addr = NULL;

	maint_script_chief(s, i, &name, &addr);
	return which ? addr : name;
}

static const char *role(const struct maint_script *s, size_t i, int which)
{
	const char *status = NULL, *word = NULL;

	maint_script_role(s, i, &status, &word);
	return which ? word : status;
}

static char check_kind(const struct maint_script *s, size_t i)
{
	char kind = 0;

	maint_script_check(s, i, &kind, NULL);
	return kind;
}

static const char *check_name(const struct maint_script *s, size_t i)
{
	const char *name = NULL;

	maint_script_check(s, i, NULL, &name);
	return name;
}

static void test_script__parse_old_fork(void **state)
{
	struct maint_script *s = NULL;

	assert_int_equal(
		maint_script_parse(fresh(&s), old_fork, strlen(old_fork)), 0);
	assert_string_equal(maint_script_version(s), "0.25");
	assert_string_equal(maint_script_name(s), "");
	assert_true(maint_script_knows(s, "email"));
	assert_true(maint_script_knows(s, "k"));
	assert_true(maint_script_knows(s, "keywords"));
	assert_true(maint_script_knows(s, "l"));
	assert_false(maint_script_knows(s, "tree"));
	assert_false(maint_script_knows(s, "fixes"));
	assert_false(maint_script_knows(s, "mpath"));
	assert_false(maint_script_knows(s, "maintainer-path"));
	assert_true(maint_script_knows(s, "json")); /* maint's own */
	assert_int_equal(nchiefs(s), 1);
	assert_string_equal(chief(s, 0, 0), "Foo Person");
	assert_string_equal(chief(s, 0, 1), "foo@example.org");
	assert_false(maint_script_tree_check(s)); /* defined, never called */
	assert_int_equal(nchecks(s), 2);
	assert_int_equal(check_kind(s, 1), 'd');
	assert_string_equal(check_name(s, 1), "src");
	assert_int_equal(nroles(s), 2);
	assert_string_equal(role(s, 1, 0), "maintained");
	assert_string_equal(role(s, 1, 1), "keeper");
	assert_true(maint_script_has(s, MAINT_SF_P_NAMES));
	assert_false(maint_script_has(s, MAINT_SF_DIFF_GIT));
	assert_false(maint_script_has(s, MAINT_SF_RENAME));
	assert_false(maint_script_has(s, MAINT_SF_KEYWORD_ROLE));
	assert_false(maint_script_has(s, MAINT_SF_KEYWORDS_IN_FILE));
	assert_false(maint_script_has(s, MAINT_SF_SUBSTATUS));
	assert_false(maint_script_has(s, MAINT_SF_UTF8));
	assert_false(maint_script_has(s, MAINT_SF_FALLBACK_SKIPS_MAINTAINERS));
	maint_script_free(s);
}

static void test_script__parse_new(void **state)
{
	struct maint_script *s = NULL;

	assert_int_equal(maint_script_parse(fresh(&s), new_script,
					    strlen(new_script)),
			 0);
	assert_true(maint_script_tree_check(s));
	assert_string_equal(
		maint_script_tree_msg(s),
		"The current directory does not appear to be a frob source tree.");
	assert_int_equal(nchecks(s), 3);
	assert_int_equal(check_kind(s, 1), 'e');
	assert_true(maint_script_knows(s, "kf"));
	assert_true(maint_script_knows(s, "fixes"));
	assert_false(maint_script_knows(s, "substatus"));
	assert_true(maint_script_has(s, MAINT_SF_KEYWORDS_IN_FILE));
	assert_true(maint_script_has(s, MAINT_SF_KEYWORD_ROLE));
	assert_true(maint_script_has(s, MAINT_SF_MODE_CHANGE));
	assert_true(maint_script_has(s, MAINT_SF_RENAME));
	assert_true(maint_script_has(s, MAINT_SF_DIFF_GIT));
	assert_true(maint_script_has(s, MAINT_SF_FIXES));
	assert_true(maint_script_has(s, MAINT_SF_UTF8));
	assert_false(maint_script_has(s, MAINT_SF_P_NAMES));
	assert_false(maint_script_has(s, MAINT_SF_GLOBSTAR));
	assert_int_equal(nroles(s), 0);
	maint_script_free(s);
}

static void test_script__not_a_script(void **state)
{
	static const char *const bad[] = {
		"\177ELF\002\001",
		"#!/bin/sh\nexec maint get \"$@\"\n",
		"#!/usr/bin/perl\nprint \"hello\";\n",
		/* the markers, but no option spec maint can read */
		("#!/usr/bin/perl\nmy $V = '0.26';\n# 'email!'\n"
		 "GetOptions(%h);\nMAINTAINERS 'email!'\n"),
	};
	struct maint_script *s = NULL;
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(*bad); i++) {
		assert_int_equal(maint_script_parse(fresh(&s), bad[i],
						    strlen(bad[i]) + !i),
				 -EINVAL);
		assert_string_equal(maint_script_name(s), "newest");
		assert_true(maint_script_note(s)[0] != '\0');
		assert_true(maint_script_has(s, MAINT_SF_SUBSTATUS));
	}
	maint_script_free(s);
}

static void test_script__builtin(void **state)
{
	struct maint_script *s = NULL;
	const char *o;
	size_t i;

	assert_int_equal(maint_script_builtin(fresh(&s), "2026"), 0);
	assert_string_equal(maint_script_name(s), "newest");
	for (i = 0; (o = maint_script_option(i)); i++)
		assert_true(maint_script_knows(s, o));
	for (i = 0; i < MAINT_SF_COUNT; i++)
		assert_non_null(maint_sfeat_name((enum maint_sfeat)i));
	assert_null(maint_sfeat_name(MAINT_SF_COUNT));
	assert_int_equal(maint_script_builtin(fresh(&s), "6.12"), 0);
	assert_false(maint_script_knows(s, "substatus"));
	assert_false(maint_script_has(s, MAINT_SF_GLOBSTAR));
	assert_string_equal(role(s, 0, 1), "supporter");
	assert_int_equal(maint_script_builtin(fresh(&s), "5.4"), -EINVAL);
	assert_string_equal(maint_script_name(s), "newest");
	maint_script_free(s);
}

static int ndiags;
static char last_diag[512];

static void count_diag(const struct maint_diag *d, void *ctx)
{
	ndiags++;
	snprintf(last_diag, sizeof(last_diag), "%s", d->msg);
}

static void find(struct maint_script **s, const char *path)
{
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(count_diag, NULL);
	struct maint_script_where w = MAINT_SCRIPT_WHERE_INIT;

	w.root = tmpdir;
	w.path = path;
	ndiags = 0;
	last_diag[0] = '\0';
	assert_int_equal(maint_script_find(s, &w, &sink), 0);
}

static void test_script__find(void **state)
{
	struct maint_script *s = NULL;

	find(fresh(&s), NULL); /* none: the newest, silently */
	assert_string_equal(maint_script_name(s), "newest");
	assert_string_equal(maint_script_path(s), "");
	assert_int_equal(ndiags, 0);

	mkdir_in("util");
	mkdir_in("util/scripts");
	put("util/scripts/get_maintainer.pl", old_fork);
	find(fresh(&s), NULL);
	assert_string_equal(maint_script_path(s),
			    "util/scripts/get_maintainer.pl");
	assert_string_equal(maint_script_origin(s), "work tree");
	assert_false(maint_script_knows(s, "tree"));
	assert_int_equal(ndiags, 0);

	/* scripts/ first; an empty placeholder is as good as none */
	mkdir_in("scripts");
	put("scripts/get_maintainer.pl", "");
	find(fresh(&s), NULL);
	assert_string_equal(maint_script_name(s), "newest");
	assert_string_equal(maint_script_path(s), "scripts/get_maintainer.pl");
	assert_int_equal(ndiags, 0);

	/* what b4's configuration runs comes first */
	put(".b4-config",
	    "[b4]\n  send-auto-to-cmd = util/scripts/get_maintainer.pl --nol\n");
	find(fresh(&s), NULL);
	assert_string_equal(maint_script_path(s),
			    "util/scripts/get_maintainer.pl");
	rm(".b4-config");

	/* a dummy: one warning naming it, the newest */
	put("scripts/get_maintainer.pl", "#!/bin/sh\necho nobody\n");
	find(fresh(&s), NULL);
	assert_string_equal(maint_script_name(s), "newest");
	assert_int_equal(ndiags, 1);
	assert_string_equal(
		last_diag,
		"scripts/get_maintainer.pl: not a perl script; answering as the newest get_maintainer.pl");

	/* named: that one; a name that is not there says so */
	find(fresh(&s), "util/scripts/get_maintainer.pl");
	assert_string_equal(maint_script_path(s),
			    "util/scripts/get_maintainer.pl");
	assert_int_equal(ndiags, 0);
	find(fresh(&s), "nowhere.pl");
	assert_int_equal(ndiags, 1);
	assert_string_equal(maint_script_name(s), "newest");

	rm("scripts/get_maintainer.pl");
	rm("util/scripts/get_maintainer.pl");
	maint_script_free(s);
}

static void test_script__tree_ok(void **state)
{
	struct maint_script *s = NULL;

	maint_script_parse(fresh(&s), new_script, strlen(new_script));
	assert_false(maint_script_tree_ok(s, tmpdir));
	put("COPYING", "x");
	put("MAINTAINERS", "");
	mkdir_in("frob");
	assert_true(maint_script_tree_ok(s, tmpdir));
	rm("COPYING");
	mkdir_in("COPYING"); /* -f: a directory does not do */
	assert_false(maint_script_tree_ok(s, tmpdir));
	maint_script_free(s);
}

/* What the features change in an answer */

static const char maintainers[] =
	"FOO DRIVER\n"
	"M:\tFoo Person <foo@example.org>\n"
	"P:\tPat Name\n"
	"M:\tpat@example.org\n"
	"L:\tfoo-list@example.org\n"
	"S:\tMaintained\n"
	"F:\tdrivers/foo/\n"
	"\n"
	"MAGIC KEYWORD\n"
	"M:\tKey Holder <key@example.org>\n"
	"S:\tSupported\n"
	"K:\tfoo_magic\n"
	"\n"
	"A SECTION NAMED WITH \xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9 AND "
	"\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9 CHARACTERS\n"
	"M:\tLong Name <long@example.org>\n"
	"S:\tOdd Fixes\n"
	"F:\tdrivers/long/\n";

static struct maint_db *db;

/* The output of a maint get of file or patch in d with o. */
static char *answer_in(struct maint_db *d, const struct maint_get_opts *o,
		       const char *file, const char *patch)
{
	struct maint_get *g;
	const char *out;
	size_t len;
	char *r;

	assert_int_equal(maint_get_new(&g, d, o, NULL), 0);
	if (file)
		assert_int_equal(maint_get_add_file(g, file), 0);
	if (patch)
		assert_int_equal(
			maint_get_add_patch(g, "p", patch, strlen(patch)), 0);
	assert_int_equal(maint_get_run(g), 0);
	out = maint_get_output(g, &len);
	r = strndup(out, len);
	maint_get_free(g);
	return r;
}

static char *answer(const struct maint_script *s, const char *file,
		    const char *patch, bool chiefs)
{
	struct maint_get_opts o;

	maint_get_opts_init(&o);
	o.root = tmpdir;
	o.script = s;
	o.git_fallback = false;
	o.git_chief_penguins = chiefs;
	return answer_in(db, &o, file, patch);
}

static void test_script__answers(void **state)
{
	struct maint_load_opts lo = { .root = tmpdir };
	struct maint_script *old = NULL, *s612 = NULL, *newest = NULL;
	static const char git_only[] =
		"diff --git a/drivers/foo/a.c b/drivers/foo/a.c\n"
		"rename from drivers/foo/a.c\n";
	static const char kw_patch[] =
		"--- a/drivers/foo/a.c\n+++ b/drivers/foo/a.c\n"
		"@@ -1,1 +1,1 @@\n+foo_magic();\n";
	char *out;

	mkdir_in("drivers");
	mkdir_in("drivers/foo");
	mkdir_in("drivers/long");
	put("MAINTAINERS", maintainers);
	put("drivers/foo/a.c", "int x = foo_magic;\n");
	assert_int_equal(maint_db_load(&db, &lo, NULL), 0);
	maint_script_parse(fresh(&old), old_fork, strlen(old_fork));
	maint_script_builtin(fresh(&s612), "6.12");
	maint_script_builtin(fresh(&newest), "newest");

	/* the old fork's role words, its P: names, its chief left out */
	out = answer(old, "drivers/foo/a.c", NULL, false);
	assert_string_equal(
		out, "Pat Name <pat@example.org> (keeper:FOO DRIVER)\n"
		     "Key Holder <key@example.org> (helper:MAGIC KEYWORD)\n"
		     "foo-list@example.org (open list:FOO DRIVER)\n");
	free(out);
	/* ... or added with --git-chief-penguins */
	out = answer(old, "drivers/foo/a.c", NULL, true);
	/* (its "chief penguin" entry comes after: the same address, dropped) */
	assert_true(!strncmp(
		out, "Foo Person <foo@example.org> (keeper:FOO DRIVER)\n", 49));
	assert_null(strstr(out, "chief penguin"));
	free(out);
	/* the 6.12 script: no P: names, the Keyword suffix */
	out = answer(s612, "drivers/foo/a.c", NULL, false);
	assert_non_null(
		strstr(out, "pat@example.org (maintainer:FOO DRIVER)\n"));
	assert_null(strstr(out, "MAGIC")); /* -f needs --keywords-in-file */
	free(out);
	out = answer(s612, NULL, kw_patch, false);
	assert_non_null(
		strstr(out, "(supporter:MAGIC KEYWORD:Keyword:foo_magic)"));
	free(out);
	out = answer(old, NULL, kw_patch, false);
	assert_non_null(strstr(out, "(helper:MAGIC KEYWORD)\n"));
	free(out);
	/* only ---/+++ lines name files in the old fork */
	out = answer(old, NULL, git_only, false);
	assert_string_equal(out, "");
	free(out);
	out = answer(s612, NULL, git_only, false);
	assert_non_null(strstr(out, "(maintainer:FOO DRIVER)"));
	free(out);
	/* 48 characters, 59 bytes: cut only where the script reads bytes */
	out = answer(newest, "drivers/long/x.c", NULL, false);
	assert_non_null(strstr(
		out,
		"(maintainer:A SECTION NAMED WITH \xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9 AND \xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9 CHARACTERS)"));
	free(out);
	out = answer(old, "drivers/long/x.c", NULL, false);
	assert_non_null(strstr(
		out,
		"(odd fixes:A SECTION NAMED WITH \xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9 AND \xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3...)"));
	free(out);
	maint_db_free(db);
	db = NULL;
	maint_script_free(old);
	maint_script_free(s612);
	maint_script_free(newest);
}

/* Xen's fork, as its text shows it: its defaults, THE REST, braces. */
static const char xen_fork[] =
	"#!/usr/bin/perl -w\n"
	"my $V = '0.26-xen';\n"
	"my $email_git_fallback = 0;\n"
	"my $email_remove_duplicates = 0;\n"
	"my $email_drop_the_rest_supporter_if_supporter_found = 1;\n"
	"my $output_roles = 0;\n"
	"my $output_rolestats = 0;\n"
	"my $email_usename = 1;\n"
	"sub get_maintainer_role {\n"
	"    if      ($role eq \"supported\") {\n"
	"\t$role = \"supporter\";\n"
	"    }\n"
	"}\n"
	"if (!GetOptions('email!' => \\$email, 'm!' => \\$m,\n"
	"    'git-fallback!' => \\$email_git_fallback,\n"
	"    'remove-duplicates!' => \\$email_remove_duplicates,\n"
	"    'drop_the_rest_supporter!' => "
	"\\$email_drop_the_rest_supporter_if_supporter_found,\n"
	"    'roles!' => \\$output_roles, 'rolestats!' => \\$output_rolestats,\n"
	"    'n!' => \\$email_usename, 'f|file' => \\$from_filename)) {\n"
	"    die \"$P: invalid argument\\n\";\n"
	"}\n"
	"open (my $maint, '<', \"${xen_path}MAINTAINERS\");\n"
	"    # Bash brace expansion, not nested\n"
	"    $value =~ s/([^\\\\])\\{(|[^},]*[^,\\\\]),(|[^}]*[^\\\\])\\}/$1($2|$3)/g;\n"
	"} elsif (m/^\\+\\+\\+\\s+(\\S+)/ or m/^---\\s+(\\S+)/) {\n"
	"    if ($1 ne \"/dev/null\") { #Ignore the no-file placeholder\n"
	"    }\n"
	"            if ($email->[1] ne 'supporter:THE REST' and 1) {\n"
	"\tmy ($list_name, $list_address) = parse_email($pvalue);\n"
	"\t    push_email_addresses($pvalue, 'reviewer');\n"
	"sub get_maintainer_role {\n"
	"    if (length($subsystem) > 20) {\n"
	"\t$subsystem = substr($subsystem, 0, 17);\n"
	"    }\n"
	"}\n"
	"\"git log --no-color --follow --since=\\$email_git_since \" .\n"
	"            if ($line =~ m/xen-maintainers-(.*)/) {\n";

static const char xen_maintainers[] =
	"FOO DRIVER WITH A LONG NAME\n"
	"M:\tFoo Keeper <foo@example.org>\n"
	"R:\tRe Viewer <rev@example.org>\n"
	"L:\tFoo Team <foo-list@example.org>\n"
	"S:\tSupported\n"
	"F:\tdrivers/foo/{a,b}.c\n"
	"\n"
	"THE REST\n"
	"M:\tRest One <rest1@example.org>\n"
	"M:\tFoo Keeper <foo@example.org>\n"
	"L:\txen-devel@example.org\n"
	"S:\tSupported\n"
	"F:\t*\n"
	"F:\t*/\n"
	"V:\txen-maintainers-1\n";

static char *xen_answer(struct maint_db *xdb, const struct maint_script *s,
			const char *file, bool roles, bool drop)
{
	struct maint_get_opts o;

	maint_get_opts_init(&o);
	maint_get_opts_script(&o, s);
	o.root = tmpdir;
	o.script = s;
	o.roles = roles;
	o.drop_the_rest_supporter = drop;
	return answer_in(xdb, &o, file, NULL);
}

static void test_script__xen(void **state)
{
	struct maint_load_opts lo = MAINT_LOAD_OPTIONS_INIT;
	struct maint_get_opts o;
	struct maint_db *xdb, *vdb;
	struct maint_script *s = NULL, *k = NULL;
	const char *why;
	bool on;
	char *out;

	assert_int_equal(
		maint_script_parse(fresh(&s), xen_fork, strlen(xen_fork)), 0);
	assert_string_equal(maint_script_version(s), "0.26-xen");
	assert_int_equal(maint_script_section_maxlen(s), 20);
	assert_true(maint_script_has(s, MAINT_SF_REST_DROP));
	assert_true(maint_script_has(s, MAINT_SF_REVIEWER_PLAIN));
	assert_true(maint_script_has(s, MAINT_SF_SKIP_DEVNULL));
	assert_true(maint_script_has(s, MAINT_SF_LIST_PARSE_EMAIL));
	assert_true(maint_script_has(s, MAINT_SF_BRACES));
	assert_false(maint_script_has(s, MAINT_SF_GIT_STATS));
	assert_true(maint_script_has(s, MAINT_SF_XEN_VERSION));
	assert_true(maint_script_knows(s, "drop_the_rest_supporter"));
	assert_true(maint_script_default(s, "git-fallback", &on) && !on);
	assert_true(maint_script_default(s, "n", &on) && on);
	assert_false(maint_script_default(s, "email", &on)); /* no "my" */
	maint_get_opts_init(&o);
	maint_get_opts_script(&o, s);
	assert_false(o.git_fallback);
	assert_false(o.remove_duplicates);
	assert_false(o.rolestats);
	assert_true(o.drop_the_rest_supporter);
	assert_true(o.usename && o.email && o.keywords);
	/* the kernel's scripts keep maint's defaults; none drops THE REST */
	maint_script_parse(fresh(&s), new_script, strlen(new_script));
	assert_false(maint_script_has(s, MAINT_SF_REST_DROP));
	maint_script_builtin(fresh(&s), "newest");
	assert_int_equal(maint_script_section_maxlen(s), 50);
	assert_true(maint_script_has(s, MAINT_SF_GIT_STATS));
	assert_false(maint_script_has(s, MAINT_SF_BRACES));
	assert_false(maint_script_has(s, MAINT_SF_XEN_VERSION));
	assert_false(maint_script_knows(s, "drop_the_rest_supporter"));

	maint_script_parse(fresh(&s), xen_fork, strlen(xen_fork));
	mkdir_in("drivers");
	mkdir_in("drivers/foo");
	put("MAINTAINERS", xen_maintainers);
	lo.root = tmpdir;
	assert_int_equal(maint_db_load(&xdb, &lo, NULL), 0);
	/* THE REST says which Xen MAINTAINERS it is; the kernel asks not */
	assert_true(maint_script_db_ok(s, xdb, &why));
	assert_null(why);
	put("MAINTAINERS", "THE REST\nM:\tA <a@example.org>\n"
			   "V:\txen-maintainers-0\nF:\t*\n");
	assert_int_equal(maint_db_load(&vdb, &lo, NULL), 0);
	assert_false(maint_script_db_ok(s, vdb, &why));
	assert_non_null(strstr(why, "'V: xen-maintainers-<version>'"));
	maint_script_builtin(fresh(&k), "newest");
	assert_true(maint_script_db_ok(k, vdb, &why));
	maint_db_free(vdb);
	/* a file of FOO: THE REST's supporters go, the list's name too */
	out = xen_answer(xdb, s, "drivers/foo/b.c", true, true);
	assert_string_equal(
		out, "Foo Keeper <foo@example.org> (supporter:FOO DRIVER WITH A...)\n"
		     "Re Viewer <rev@example.org> (reviewer)\n"
		     "foo-list@example.org (open list:FOO DRIVER WITH A...)\n"
		     "xen-devel@example.org (open list)\n");
	free(out);
	/* without the rule: both entries of Foo Keeper, printed once */
	out = xen_answer(xdb, s, "drivers/foo/a.c", false, false);
	assert_string_equal(out, "Foo Keeper <foo@example.org>\n"
				 "Re Viewer <rev@example.org>\n"
				 "Rest One <rest1@example.org>\n"
				 "foo-list@example.org\n"
				 "xen-devel@example.org\n");
	free(out);
	/* a file only THE REST has keeps it; {a,b} is not c */
	out = xen_answer(xdb, s, "drivers/foo/c.c", false, true);
	assert_string_equal(out, "Rest One <rest1@example.org>\n"
				 "Foo Keeper <foo@example.org>\n"
				 "xen-devel@example.org\n");
	free(out);
	maint_db_free(xdb);
	maint_script_free(s);
	maint_script_free(k);
}

static int setup(void **state)
{
	assert_non_null(mkdtemp(tmpdir));
	return 0;
}

static int teardown(void **state)
{
	return tmptree_rm(tmpdir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_script__parse_old_fork),
		cmocka_unit_test(test_script__parse_new),
		cmocka_unit_test(test_script__not_a_script),
		cmocka_unit_test(test_script__builtin),
		cmocka_unit_test(test_script__find),
		cmocka_unit_test(test_script__tree_ok),
		cmocka_unit_test(test_script__answers),
		cmocka_unit_test(test_script__xen),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
