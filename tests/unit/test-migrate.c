// SPDX-License-Identifier: GPL-2.0-only
/*
 * Unit tests of maint_migrate(): the P: tag reclaimed as the 2019 series
 * did.  Two tests read the corpus (../shared/corpus from the top of the
 * source tree, or $MAINT_CORPUS): every hunk of seed patch 0002 and the
 * 15 obsolete P: lines of Linux 3.6.  Without the corpus they are skipped
 * with a notice, or fail when MAINT_REQUIRE_CORPUS=1.
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

#include "maint.h"

#define SEED "seeds/002-patch-maintainers-reclaim-the-p-tag-for-maintainer-entry-profi.patch"

struct diags {
	char text[8192];
	int n;
};

static void collect(const struct maint_diag *d, void *ctx)
{
	struct diags *c = ctx;
	size_t l = strlen(c->text);

	snprintf(c->text + l, sizeof(c->text) - l, "%u:%s%s\n", d->line,
		 d->level == MAINT_WARNING ? "warning: " : "", d->msg);
	c->n++;
}

static int migrate(const char *in, char **out, struct diags *dg)
{
	struct maint_text t = MAINT_TEXT_INIT("M", in, strlen(in));
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(collect, dg);
	size_t len;

	return maint_migrate(&t, "/nonexistent", out, &len, &sink);
}

/* The corpus file rel, or NULL after skipping (or failing) the test. */
static char *corpus_file(const char *rel)
{
	const char *dir = getenv("MAINT_CORPUS");
	const char *req = getenv("MAINT_REQUIRE_CORPUS");
	char path[1024];
	FILE *f;
	char *buf;
	long n;

	snprintf(path, sizeof(path), "%s/%s", dir ? dir : "../shared/corpus",
		 rel);
	f = fopen(path, "rb");
	if (!f) {
		if (req && !strcmp(req, "1"))
			fail_msg("corpus file %s is missing", path);
		printf("# SKIP corpus file %s is missing\n", path);
		return NULL;
	}
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	buf = malloc((size_t)n + 1);
	assert_non_null(buf);
	assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
	buf[n] = '\0';
	fclose(f);
	return buf;
}

static void test_migrate__p_with_address_becomes_m(void **state)
{
	struct diags dg = { "", 0 };
	char *out;

	assert_int_equal(migrate("A\nP:\tJo <jo@x.org>\nS:\tMaintained\n", &out,
				 &dg),
			 1);
	assert_string_equal(out, "A\nM:\tJo <jo@x.org>\nS:\tMaintained\n");
	assert_string_equal(dg.text,
			    "2:'P:\\tJo <jo@x.org>' -> 'M:\\tJo <jo@x.org>'\n");
	free(out);
}

static void test_migrate__p_duplicate_of_m_is_dropped(void **state)
{
	struct diags dg = { "", 0 };
	char *out;

	assert_int_equal(migrate("A\nP:\tJo <JO@x.org>\nM:\tJo <jo@x.org>\n",
				 &out, &dg),
			 1);
	assert_string_equal(out, "A\nM:\tJo <jo@x.org>\n");
	free(out);
}

static void test_migrate__p_without_address_is_removed(void **state)
{
	struct diags dg = { "", 0 };
	char *out;

	assert_int_equal(migrate("A\nP:\tSome Team\nM:\tx@y.z\n", &out, &dg), 1);
	assert_string_equal(out, "A\nM:\tx@y.z\n");
	assert_non_null(strstr(dg.text, "3:warning: 'x@y.z' loses the name 'Some Team'"));
	free(out);
}

static void test_migrate__profile_uri_stays(void **state)
{
	struct diags dg = { "", 0 };
	const char *in = "A\nM:\tx@y.z\nP:\thttps://example.org/profile\n";
	char *out;

	assert_int_equal(migrate(in, &out, &dg), 0);
	assert_string_equal(out, in);
	assert_int_equal(dg.n, 0);
	free(out);
}

static void test_migrate__preamble_description(void **state)
{
	struct diags dg = { "", 0 };
	char *out;

	assert_int_equal(migrate("Intro\n\n\tP: Person (obsolete)\n\tM: Mail\n"
				 "\tF: Files and directories\n\nA\nM:\tx@y.z\n",
				 &out, &dg),
			 2);
	assert_string_equal(out,
			    "Intro\n\n\tM: Mail\n"
			    "\tP: Subsystem Profile document for more details submitting\n"
			    "\t   patches to the given subsystem. This is either an in-tree file,\n"
			    "\t   or a URI. See Documentation/maintainer/maintainer-entry-profile.rst\n"
			    "\t   for details.\n"
			    "\tF: Files and directories\n\nA\nM:\tx@y.z\n");
	free(out);
}

static void test_migrate__crlf_kept(void **state)
{
	struct diags dg = { "", 0 };
	char *out;

	assert_int_equal(migrate("A\r\nP:\tJo <jo@x.org>\r\nP:\tBob\r\n", &out,
				 &dg),
			 2);
	assert_string_equal(out, "A\r\nM:\tJo <jo@x.org>\r\n");
	free(out);
}

/* Every hunk of seed patch 0002: migrate(pre) == post. */
static void test_migrate__seed_0002_hunks(void **state)
{
	char *patch = corpus_file(SEED), *p, *line;
	int hunks = 0;

	if (!patch)
		skip();
	p = strstr(patch, "\n@@ ");
	assert_non_null(p);
	p++;
	while (p && !strncmp(p, "@@ ", 3)) {
		char pre[8192] = "", post[8192] = "", *out;
		struct diags dg = { "", 0 };

		p = strchr(p, '\n') + 1;
		while (*p && (*p == ' ' || *p == '-' || *p == '+')) {
			char *eol = strchr(p, '\n');
			size_t n = (size_t)(eol - p);

			line = p + 1;
			if (*p != '+')
				strncat(pre, line, n - 1), strcat(pre, "\n");
			if (*p != '-')
				strncat(post, line, n - 1), strcat(post, "\n");
			p = eol + 1;
		}
		assert_true(migrate(pre, &out, &dg) > 0);
		assert_string_equal(out, post);
		free(out);
		hunks++;
		if (strncmp(p, "@@ ", 3))
			break;
	}
	assert_int_equal(hunks, 6);
	free(patch);
}

/* The 15 obsolete P: lines of Linux 3.6, one by one. */
static void test_migrate__linux_3_6(void **state)
{
	static const struct {
		unsigned int line;
		const char *what;
	} want[] = {
		{ 71, "'\\tP: Person (obsolete)' -> (removed)" },
		{ 87, "(inserted) -> '\\tP: Subsystem Profile document for more details submitting' and 3 more lines" },
		{ 488, "'P:\\tAndres Salomon <dilinger@queued.net>' -> 'M:\\tAndres Salomon <dilinger@queued.net>'" },
		{ 2415, "'P:\\tPhilipp Reisner' -> (removed)" },
		{ 2416, "'P:\\tLars Ellenberg' -> (removed)" },
		{ 2417, "warning: 'drbd-dev@lists.linbit.com' loses the name 'Philipp Reisner', 'Lars Ellenberg' that old get_maintainer.pl paired with it" },
		{ 3435, "'P:\\tJack Hammer' -> (removed)" },
		{ 4480, "'P:\\tLinuxTV.org Project' -> (removed)" },
		{ 4681, "'P:\\tHarald Welte' -> (removed)" },
		{ 4682, "'P:\\tJozsef Kadlecsik' -> (removed)" },
		{ 5251, "'P:\\tLinux PCMCIA Team' -> (removed)" },
		{ 5676, "'P:\\trt2x00 project' -> (removed)" },
		{ 5796, "'P:\\tComtrol Corp.' -> (removed)" },
		{ 6204, "'P:\\tBen Dooks' -> (removed)" },
		{ 6205, "'P:\\tVincent Sanders <vince@simtec.co.uk>' -> 'M:\\tVincent Sanders <vince@simtec.co.uk>'" },
		{ 6211, "'P:\\tBen Dooks' -> (removed)" },
		{ 6212, "'P:\\tVincent Sanders <vince@simtec.co.uk>' -> 'M:\\tVincent Sanders <vince@simtec.co.uk>'" },
		{ 7781, "'P:\\tSilicon Graphics Inc' -> (removed)" },
	};
	char *in = corpus_file("linux-3.6/MAINTAINERS"), *out, *again;
	struct diags dg = { "", 0 }, dg2 = { "", 0 };
	char expect[8192] = "";
	size_t i;

	if (!in)
		skip();
	for (i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		char l[512];

		snprintf(l, sizeof(l), "%u:%s\n", want[i].line, want[i].what);
		strcat(expect, l);
	}
	/* 13 P: lines changed, the description removed and inserted */
	assert_int_equal(migrate(in, &out, &dg), 17);
	assert_string_equal(dg.text, expect);
	assert_null(strstr(out, "\nP:"));
	/* idempotent */
	assert_int_equal(migrate(out, &again, &dg2), 0);
	assert_string_equal(again, out);
	free(again);
	free(out);
	free(in);
}

/* profile new's edit: one line after line N, a missing newline added. */
static void test_migrate__insert_line(void **state)
{
	static const struct {
		const char *in;
		unsigned int after;
		const char *want;
		int ret;
	} cases[] = {
		{ "A\nM:\tx\nF:\ty\n", 2, "A\nM:\tx\nP:\tp.rst\nF:\ty\n", 0 },
		{ "A\nM:\tx", 2, "A\nM:\tx\nP:\tp.rst\n", 0 },
		{ "A\n", 0, "P:\tp.rst\nA\n", 0 },
		{ "A\n", 2, NULL, -EINVAL },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct maint_text t = MAINT_TEXT_INIT(
			"MAINTAINERS", cases[i].in, strlen(cases[i].in));
		char *out = NULL;
		size_t len = 0;

		assert_int_equal(maint_insert_line(&t, cases[i].after, "P:\tp.rst",
						   &out, &len),
				 cases[i].ret);
		if (cases[i].want) {
			assert_string_equal(out, cases[i].want);
			assert_int_equal(len, strlen(cases[i].want));
		}
		free(out);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_migrate__insert_line),
		cmocka_unit_test(test_migrate__p_with_address_becomes_m),
		cmocka_unit_test(test_migrate__p_duplicate_of_m_is_dropped),
		cmocka_unit_test(test_migrate__p_without_address_is_removed),
		cmocka_unit_test(test_migrate__profile_uri_stays),
		cmocka_unit_test(test_migrate__preamble_description),
		cmocka_unit_test(test_migrate__crlf_kept),
		cmocka_unit_test(test_migrate__seed_0002_hunks),
		cmocka_unit_test(test_migrate__linux_3_6),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
