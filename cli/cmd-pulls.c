// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint pulls: the pull paths and pull depth of a tree's history, tied to
 * the T: lines of MAINTAINERS.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "builtin.h"
#include "maint.h"
#include "mbuf.h"
#include "opt.h"
#include "textfile.h"

#define USAGE                                                                 \
	"usage: maint pulls [--release <vX.Y>] [--json | --format=<text|json|dot>]\n" \
	"                   [--mpath <path>] [--find-maintainer-files]\n"      \
	"                   [--host-alias <old=new>[,...]] [--merges] [-C <dir>]\n" \
	"                   [<revision-range>]\n\n"

static void usage(const struct opt *opts, FILE *out)
{
	fputs(USAGE, out);
	opt_help(opts, out);
	fprintf(out,
		"\nWithout a range: from the last release tag before HEAD to HEAD.\n"
		"Exit status: 0 ok, 2 usage, 3 bad input (no such release or\n"
		"range, not a git repository, unreadable MAINTAINERS), 4 system error.\n");
}

/* Print s with control characters escaped, padded to width columns. */
static void put_safe(const char *s, int width)
{
	int n = 0;

	for (; s && *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c < 0x20 || c == 0x7f) {
			n += printf("\\x%02x", c);
			continue;
		}
		putchar(c);
		if ((c & 0xc0) != 0x80)
			n++;
	}
	for (; n < width; n++)
		putchar(' ');
}

static void put_day(const struct maint_pulls *p, size_t m)
{
	const struct maint_pull_merge *mg = maint_pulls_merge(p, m);

	if (mg && strlen(mg->date) >= 10)
		printf("%.10s", mg->date);
	else
		printf("%-10s", "-");
}

static const char *tree_label(const struct maint_pulls *p, size_t t)
{
	const struct maint_pull_tree *tr = maint_pulls_tree(p, t);

	return tr ? tr->name : "mainline";
}

static void print_sections(const struct maint_pulls *p,
			   const struct maint_db *db,
			   const struct maint_pull_tree *t, bool people)
{
	for (size_t j = 0; j < t->nsections; j++) {
		if (j)
			printf("; ");
		put_safe(maint_section_name(db, t->sections[j]), 0);
		if (people) {
			const char *const *pp;
			size_t n = maint_pulls_section_people(p, t->sections[j],
							      &pp);

			for (size_t k = 0; k < n; k++) {
				printf(k ? ", " : " (");
				put_safe(pp[k], 0);
			}
			if (n)
				putchar(')');
		}
	}
	if (!t->nsections)
		printf("-");
}

static void print_text(const struct maint_pulls *p, const struct maint_db *db,
		       bool merges)
{
	const struct maint_pulls_summary *s = maint_pulls_summary(p);
	size_t nt = maint_pulls_ntrees(p), i, k;

	printf("range ");
	put_safe(s->range, 0);
	printf(": %zu merges, %zu pulls from %zu trees, %zu other merges\n\n",
	       s->merges, s->pulls, s->trees, s->other);
	if (s->trees) {
		printf("%-28s %5s %5s  %-10s  %-10s  %-40s %s\n", "TREE",
		       "DEPTH", "PULLS", "FIRST", "LAST", "VIA", "SECTIONS");
		for (i = 0; i < nt; i++) {
			const struct maint_pull_tree *t = maint_pulls_tree(p, i);
			struct mbuf via = MBUF_INIT;

			if (!t->npulls)
				continue;
			put_safe(t->name, 28);
			printf(" %5u %5zu  ", t->depth, t->npulls);
			put_day(p, t->first);
			printf("  ");
			put_day(p, t->last);
			printf("  ");
			for (k = 0; k < t->ncommitters && k < 2; k++)
				mbuf_addf(&via, "%s%s", k ? ", " : "",
					  t->committers[k]);
			if (t->ncommitters > 2)
				mbuf_adds(&via, ", ...");
			if (t->ninto && t->into[0] != MAINT_PULLS_NONE)
				mbuf_addf(&via, " into %s",
					  tree_label(p, t->into[0]));
			put_safe(via.buf, 40);
			mbuf_release(&via);
			putchar(' ');
			print_sections(p, db, t, false);
			putchar('\n');
		}
	}
	if (s->t_unpulled) {
		printf("\nT: trees never pulled in the range (%zu):\n",
		       s->t_unpulled);
		for (i = 0; i < nt; i++) {
			const struct maint_pull_tree *t = maint_pulls_tree(p, i);

			if (t->npulls)
				continue;
			printf("  ");
			put_safe(t->url, 0);
			printf("  ");
			print_sections(p, db, t, false);
			putchar('\n');
		}
	}
	if (s->trees_unlisted) {
		printf("\nTrees pulled but named by no T: line (%zu):\n",
		       s->trees_unlisted);
		for (i = 0; i < nt; i++) {
			const struct maint_pull_tree *t = maint_pulls_tree(p, i);

			if (!t->npulls || t->nsections)
				continue;
			printf("  ");
			put_safe(t->url, 0);
			putchar('\n');
		}
	}
	printf("\nSummary:\n");
	printf("  trees pulled:               %zu (directly by the top: %zu)\n",
	       s->trees, s->trees_direct);
	printf("  pulls by depth:            ");
	for (unsigned int d = 1; d <= s->max_depth; d++)
		printf(" %u: %zu", d, s->pulls_by_depth[d]);
	printf("\n  trees by depth:            ");
	for (unsigned int d = 1; d <= s->max_depth; d++)
		printf(" %u: %zu", d, s->trees_by_depth[d]);
	printf("\n  max depth:                  %u\n", s->max_depth);
	printf("  pulls through intermediaries: %.1f%%\n",
	       s->indirect_share * 100.0);
	printf("  pulls per week:            ");
	for (i = 0; i < s->nweeks; i++)
		printf(" %zu", s->pulls_by_week[i]);
	putchar('\n');
	if (s->have_rc1) {
		char day[16] = "?";
		time_t t = (time_t)s->rc1;
		struct tm tm;

		if (gmtime_r(&t, &tm))
			strftime(day, sizeof(day), "%Y-%m-%d", &tm);
		printf("  merge window:               %zu pulls (until -rc1, %s)\n"
		       "  after -rc1:                 %zu pulls\n",
		       s->window_pulls, day, s->rc_pulls);
	}
	printf("  other merges:               %zu (", s->other);
	for (k = 1; k < MAINT_MERGE_KIND_COUNT; k++)
		printf("%s%s %zu", k > 1 ? ", " : "",
		       maint_merge_kind_name((enum maint_merge_kind)k),
		       s->other_by_kind[k]);
	printf(")\n");
	printf("  T: trees:                   %zu (never pulled: %zu)\n",
	       s->t_trees, s->t_unpulled);
	if (s->unreached)
		printf("  merges not reached:         %zu\n", s->unreached);
	if (!merges)
		return;
	printf("\nMerges:\n");
	for (i = 0; i < maint_pulls_nmerges(p); i++) {
		const struct maint_pull_merge *m = maint_pulls_merge(p, i);

		printf("  %.12s %u %-10s ", m->id, m->depth,
		       maint_merge_kind_name(m->kind));
		put_safe(m->subject, 0);
		putchar('\n');
	}
}

static bool file_exists(const char *dir, const char *name)
{
	char buf[4096];
	struct stat st;

	if (snprintf(buf, sizeof(buf), "%s/%s", dir ? dir : ".", name) >=
	    (int)sizeof(buf))
		return false;
	return stat(buf, &st) == 0;
}

int cmd_pulls(int argc, char **argv)
{
	bool json = false, help = false, find_files = false, merges = false;
	const char *release = NULL, *format = NULL, *mpath = NULL,
		   *aliases = NULL, *dir = NULL;
	struct opt opts[] = {
		OPT_STR("release", &release, "vX.Y",
			"one release cycle: from the release tag before vX.Y to vX.Y"),
		OPT_SET("json", &json, "print JSON (the same as --format=json)"),
		OPT_STR("format", &format, "FORMAT",
			"text (default), json or dot (Graphviz)"),
		OPT_STR("mpath|maintainer-path", &mpath, "PATH",
			"MAINTAINERS file or directory (default: MAINTAINERS at the top, if any)"),
		OPT_SET("find-maintainer-files", &find_files,
			"read every MAINTAINERS file below --mpath"),
		OPT_STR("host-alias", &aliases, "OLD=NEW[,...]",
			"treat host OLD as NEW when comparing tree URLs"),
		OPT_SET("merges", &merges,
			"list every merge (text), or add them to the JSON"),
		OPT_STR("C", &dir, "DIR", "run in DIR (a git work tree)"),
		OPT_SET("h|help", &help, "show this help"),
		OPT_TABLE_END,
	};
	struct maint_diag_sink sink = { cli_diag_print, NULL };
	struct maint_pulls_opts po = { 0 };
	struct maint_db *db = NULL;
	struct maint_pulls *p = NULL;
	struct mbuf mp = MBUF_INIT;
	int nargs, ret, status = EXIT_OK;
	enum { F_TEXT, F_JSON, F_DOT } fmt = F_TEXT;

	nargs = opt_parse(opts, argc - 1, argv + 1, stderr);
	if (nargs < 0) {
		usage(opts, stderr);
		return EXIT_USAGE;
	}
	if (help) {
		usage(opts, stdout);
		return EXIT_OK;
	}
	if (format) {
		if (!strcmp(format, "json"))
			fmt = F_JSON;
		else if (!strcmp(format, "dot"))
			fmt = F_DOT;
		else if (strcmp(format, "text"))
			return cli_die("pulls", EXIT_USAGE,
				       "unknown format '%s'", format);
	}
	if (json) {
		if (fmt == F_DOT)
			return cli_die("pulls", EXIT_USAGE,
				       "--json and --format=dot exclude each other");
		fmt = F_JSON;
	}
	if (nargs > 1)
		return cli_die("pulls", EXIT_USAGE, "too many arguments");
	if (nargs == 1 && release)
		return cli_die("pulls", EXIT_USAGE,
			       "a range and --release exclude each other");
	if ((nargs == 1 && argv[1][0] == '-') || (release && release[0] == '-'))
		return cli_die("pulls", EXIT_USAGE,
			       "a revision cannot start with '-'");
	if (find_files && !mpath)
		return cli_die("pulls", EXIT_USAGE,
			       "--find-maintainer-files needs --mpath");

	/* MAINTAINERS: given, or at the top when there is one */
	if (mpath || file_exists(dir, "MAINTAINERS")) {
		struct maint_load_opts lo = { 0 };

		if (mpath && dir && mpath[0] != '/')
			mbuf_addf(&mp, "%s/%s", dir, mpath);
		else if (mpath)
			mbuf_adds(&mp, mpath);
		else
			mbuf_addf(&mp, "%s/MAINTAINERS", dir ? dir : ".");
		lo.path = mp.buf;
		lo.root = dir;
		lo.find_maintainer_files = find_files;
		ret = maint_db_load(&db, &lo, &sink);
		if (ret == -MAINT_E_NOTFOUND || ret == -MAINT_E_NOFILES) {
			status = cli_die("pulls", EXIT_BADINPUT,
					 "cannot open '%s': %s", mp.buf,
					 strerror(ENOENT));
			goto out;
		}
		if (ret) {
			status = cli_die("pulls",
					 ret == -ENOMEM ? EXIT_SYSTEM :
							  EXIT_BADINPUT,
					 "cannot read '%s': %s",
					 maint_db_last_failed_file(),
					 strerror(-ret));
			goto out;
		}
	}
	po.root = dir;
	po.range = nargs == 1 ? argv[1] : NULL;
	po.release = release;
	po.db = db;
	po.host_aliases = aliases;
	ret = maint_pulls_collect(&p, &po, &sink);
	if (ret == -EINVAL) {
		status = cli_die("pulls", EXIT_BADINPUT,
				 release ? "no release tag '%s'" :
					   "bad revision range '%s'",
				 release ? release : po.range);
		goto out;
	}
	if (ret == -ECHILD) {
		status = cli_die("pulls", EXIT_BADINPUT,
				 "git failed on '%s'",
				 release ? release :
				 po.range ? po.range : "the default range");
		goto out;
	}
	if (ret) {
		status = cli_die("pulls", EXIT_SYSTEM, "cannot run git: %s",
				 strerror(-ret));
		goto out;
	}
	if (fmt == F_TEXT) {
		print_text(p, db, merges);
	} else {
		size_t len = 0;
		char *s = fmt == F_JSON ?
				  maint_pulls_json(p,
						   merges ? MAINT_PULLS_JSON_MERGES :
							    0,
						   &len) :
				  maint_pulls_dot(p, &len);

		if (!s) {
			status = cli_die("pulls", EXIT_SYSTEM, "out of memory");
			goto out;
		}
		fwrite(s, 1, len, stdout);
		free(s);
	}
out:
	maint_pulls_free(p);
	maint_db_free(db);
	mbuf_release(&mp);
	return status;
}
