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
#include "cli.h"
#include "maint.h"
#include "mbuf.h"
#include "opt.h"
#include "pullsrun.h"
#include "textfile.h"
#include "util.h"

static const char usage[] =
	"maint pulls [--release <vX.Y> | --releases <vA..vB|vA,vB,...>]\n"
	"                   [--json | --format=<text|json|dot|svg|html|csv>]\n"
	"                   [--mpath <path>] [--find-maintainer-files]\n"
	"                   [--host-alias <old=new>[,...]] [--merges]\n"
	"                   [--allow-shallow] [-C <dir>] [<revision-range>]";

static const char notes[] =
	"\nWithout a range: from the last release tag before HEAD to HEAD.\n"
	"MAINTAINERS is read from the range's end commit through git\n"
	"(a bare repository works), unless --mpath names a file.\n"
	"A pulled tree is tied to a T: tree by URL, else by the end of its\n"
	"path when that fits one T: tree only (trees move hosts).\n"
	"Exit status: 0 ok, 2 usage, 3 bad input (no such release or\n"
	"range, a range without merges, a shallow clone, no MAINTAINERS,\n"
	"not a git repository), 4 system error.\n";

/* s (NULL: nothing) escaped, padded to width columns. */
static void put_safe(const char *s, int width)
{
	cli_fput_padded(stdout, s, width);
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

/* The trees tied by path, and those whose path fits several T: trees. */
static void print_ties(const struct maint_pulls *p)
{
	const struct maint_pulls_summary *s = maint_pulls_summary(p);
	size_t nt = maint_pulls_ntrees(p);
	char note[512];

	if (s->tied_path)
		printf("\nTrees tied by path (%zu):\n", s->tied_path);
	for (size_t i = 0; s->tied_path && i < nt; i++) {
		const struct maint_pull_tree *t = maint_pulls_tree(p, i);

		if (t->tie != MAINT_TIE_PATH)
			continue;
		maint_pulls_tie_note(t, note, sizeof(note));
		printf("  ");
		put_safe(t->url, 0);
		printf(" = ");
		put_safe(t->t_url, 0);
		cli_fprintf_safe(stdout, CLI_SAFE_NL, ": %s\n", note);
	}
	if (s->ambiguous)
		printf("\nTrees not tied: the path fits several T: trees "
		       "(%zu):\n", s->ambiguous);
	for (size_t i = 0; s->ambiguous && i < nt; i++) {
		const struct maint_pull_tree *t = maint_pulls_tree(p, i);

		if (t->tie != MAINT_TIE_AMBIGUOUS)
			continue;
		printf("  ");
		put_safe(t->url, 0);
		printf(": ");
		for (size_t k = 0; k < t->ncandidates; k++) {
			if (k)
				printf(", ");
			put_safe(t->candidates[k], 0);
		}
		printf(" (--host-alias may tell)\n");
	}
}

/* The range, and where MAINTAINERS came from. */
static void print_head(const struct maint_pulls_summary *s,
		       const struct maint_db *db)
{
	printf("range ");
	put_safe(s->range, 0);
	printf(": %zu merges, %zu pulls from %zu trees, %zu other merges\n",
	       s->merges, s->pulls, s->trees, s->other);
	if (s->partial)
		printf("PARTIAL: a shallow clone; every count may be short\n");
	if (s->maintainers_rev) {
		printf("MAINTAINERS of ");
		put_safe(s->maintainers_rev, 0);
		printf(" (%zu file%s, through git)\n", s->maintainers_files,
		       s->maintainers_files == 1 ? "" : "s");
	} else if (db) {
		printf("MAINTAINERS: ");
		put_safe(maint_db_nfiles(db) ? maint_db_file(db, 0) : "-", 0);
		if (maint_db_nfiles(db) > 1)
			printf(" and %zu more", maint_db_nfiles(db) - 1);
		putchar('\n');
	}
	putchar('\n');
}

/* The TREE column: 28 wide, or as wide as the longest name in it. */
static int tree_width(const struct maint_pulls *p)
{
	size_t nt = maint_pulls_ntrees(p);
	int w = 28;

	for (size_t i = 0; i < nt; i++) {
		const struct maint_pull_tree *t = maint_pulls_tree(p, i);
		int n = cli_term_cols(t->name);

		if (t->npulls && n > w)
			w = n;
	}
	return w;
}

/* VIA: the first two committers, and the tree it was pulled into. */
static void put_via(const struct maint_pulls *p,
		    const struct maint_pull_tree *t)
{
	struct mbuf via = MBUF_INIT;

	for (size_t k = 0; k < t->ncommitters && k < 2; k++)
		mbuf_addf(&via, "%s%s", k ? ", " : "", t->committers[k]);
	if (t->ncommitters > 2)
		mbuf_adds(&via, ", ...");
	if (t->ninto && t->into[0] != MAINT_PULLS_NONE)
		mbuf_addf(&via, " into %s", tree_label(p, t->into[0]));
	put_safe(via.buf, 40);
	mbuf_release(&via);
}

/* A row per pulled tree. */
static void print_trees(const struct maint_pulls *p,
			const struct maint_db *db)
{
	size_t nt = maint_pulls_ntrees(p);
	int w = tree_width(p);

	printf("%-*s %5s %5s  %-10s  %-10s  %-40s %s\n", w, "TREE", "DEPTH",
	       "PULLS", "FIRST", "LAST", "VIA", "SECTIONS");
	for (size_t i = 0; i < nt; i++) {
		const struct maint_pull_tree *t = maint_pulls_tree(p, i);

		if (!t->npulls)
			continue;
		put_safe(t->name, w);
		printf(" %5u %5zu  ", t->depth, t->npulls);
		put_day(p, t->first);
		printf("  ");
		put_day(p, t->last);
		printf("  ");
		put_via(p, t);
		putchar(' ');
		print_sections(p, db, t, false);
		putchar('\n');
	}
}

/* T: trees never pulled, and pulled trees named by no T: line. */
static void print_untied(const struct maint_pulls *p,
			 const struct maint_db *db)
{
	const struct maint_pulls_summary *s = maint_pulls_summary(p);
	size_t nt = maint_pulls_ntrees(p), i;

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
	print_ties(p);
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
}

/* " 1: N 2: M" for depths 1..max */
static void print_depths(const size_t *v, unsigned int max)
{
	for (unsigned int d = 1; d <= max; d++)
		printf(" %u: %zu", d, v[d]);
}

static void print_summary(const struct maint_pulls_summary *s)
{
	printf("\nSummary:\n");
	printf("  trees pulled:               %zu (directly by the top: %zu)\n",
	       s->trees, s->trees_direct);
	printf("  pulls by depth:            ");
	print_depths(s->pulls_by_depth, s->max_depth);
	printf("\n  trees by depth:            ");
	print_depths(s->trees_by_depth, s->max_depth);
	printf("\n  max depth:                  %u\n", s->max_depth);
	printf("  pulls through intermediaries: %.1f%%\n",
	       s->indirect_share * 100.0);
	printf("  pulls per week:            ");
	for (size_t i = 0; i < s->nweeks; i++)
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
	for (size_t k = 1; k < MAINT_MERGE_KIND_COUNT; k++)
		printf("%s%s %zu", k > 1 ? ", " : "",
		       maint_merge_kind_name((enum maint_merge_kind)k),
		       s->other_by_kind[k]);
	printf(")\n");
	printf("  T: trees:                   %zu (never pulled: %zu)\n",
	       s->t_trees, s->t_unpulled);
	printf("  trees tied:                 %zu of %zu (by URL %zu, by path "
	       "%zu; ambiguous %zu)\n",
	       s->tied_url + s->tied_path, s->trees, s->tied_url,
	       s->tied_path, s->ambiguous);
	if (s->t_bad)
		printf("  T: lines ignored:           %zu (no usable URL)\n",
		       s->t_bad);
	if (s->unreached)
		printf("  merges not reached:         %zu\n", s->unreached);
}

static void print_merges(const struct maint_pulls *p)
{
	printf("\nMerges:\n");
	for (size_t i = 0; i < maint_pulls_nmerges(p); i++) {
		const struct maint_pull_merge *m = maint_pulls_merge(p, i);

		printf("  %.12s %u %-10s ", m->id, m->depth,
		       maint_merge_kind_name(m->kind));
		put_safe(m->subject, 0);
		putchar('\n');
	}
}

static void print_text(const struct maint_pulls *p, const struct maint_db *db,
		       bool merges)
{
	const struct maint_pulls_summary *s = maint_pulls_summary(p);

	print_head(s, db);
	if (s->trees)
		print_trees(p, db);
	print_untied(p, db);
	print_summary(s);
	if (merges)
		print_merges(p);
}

/* One row per release cycle. */
static void print_cycles(const struct maint_pulls_cycles *c)
{
	size_t n = maint_pulls_cycles_count(c);

	printf("%-12s %6s %5s %5s %7s %7s %5s %7s %9s %9s\n", "RELEASE",
	       "MERGES", "PULLS", "TREES", "DEPTH-1", "DEPTH2+", "MAXD",
	       "WINDOW", "AFTER-RC1", "T-UNPULLED");
	for (size_t i = 0; i < n; i++) {
		const struct maint_pulls_cycle *r = maint_pulls_cycles_at(c, i);

		put_safe(r->release, 12);
		printf(" %6zu %5zu %5zu %7zu %6.1f%% %5u", r->merges, r->pulls,
		       r->trees, r->trees_direct, r->indirect_share * 100.0,
		       r->max_depth);
		if (r->have_rc1)
			printf(" %7zu %9zu", r->window_pulls, r->rc_pulls);
		else
			printf(" %7s %9s", "-", "-");
		printf(" %9zu%s\n", r->t_unpulled,
		       r->partial ? "  (partial)" : "");
	}
	if (n && maint_pulls_cycles_at(c, n - 1)->maintainers_rev) {
		printf("\nT: lines of each release's own MAINTAINERS (");
		put_safe(maint_pulls_cycles_at(c, n - 1)->maintainers_rev, 0);
		printf(" for the last).\n");
	}
}

/* --format=html for one range: a page around maint_pulls_html(). */
static char *pulls_page(const struct maint_pulls *p, size_t *len)
{
	struct mbuf mb = MBUF_INIT;
	char *frag = maint_pulls_html(p, NULL);

	if (!frag)
		return NULL;
	mbuf_adds(&mb, "<!DOCTYPE html>\n<html lang=\"en\"><head>"
		       "<meta charset=\"utf-8\"><title>maint pulls</title>"
		       "</head><body style=\"font-family:sans-serif\">\n");
	mbuf_adds(&mb, frag);
	mbuf_adds(&mb, "</body></html>\n");
	free(frag);
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, len);
}

static int write_out(const struct cli *cl, char *s, size_t len)
{
	if (!s)
		return cli_fail(cl, EXIT_SYSTEM, "out of memory");
	cli_put_text(s, len);
	free(s);
	return EXIT_OK;
}

enum pulls_fmt { F_TEXT, F_JSON, F_DOT, F_SVG, F_HTML, F_CSV };

/* What the command line asks for. */
struct pulls_args {
	bool json, find_files, merges, allow_shallow;
	const char *release, *releases, *format, *mpath, *aliases, *dir;
	const char *range; /* the argument, or NULL */
	enum pulls_fmt fmt;
};

/* --format and --json: 0 or an exit status (said). */
static int pulls_format(const struct cli *cl, struct pulls_args *a)
{
	static const char *const fmts[] = { "text", "json", "dot",
					    "svg",  "html", "csv" };

	if (a->format) {
		size_t k;

		for (k = 0; k < sizeof(fmts) / sizeof(*fmts); k++)
			if (!strcmp(a->format, fmts[k]))
				break;
		if (k == sizeof(fmts) / sizeof(*fmts))
			return cli_fail(cl, EXIT_USAGE, "unknown format '%s'",
					a->format);
		a->fmt = k;
	}
	if (a->json) {
		if (a->fmt != F_TEXT && a->fmt != F_JSON)
			return cli_fail(
				cl, EXIT_USAGE,
				"--json and --format=%s exclude each other",
				a->format);
		a->fmt = F_JSON;
	}
	return 0;
}

/* What excludes what: 0 or an exit status (said). */
static int pulls_check(const struct cli *cl, const struct pulls_args *a,
		       int nargs)
{
	if (nargs > 1)
		return cli_fail(cl, EXIT_USAGE, "too many arguments");
	if ((nargs == 1) + !!a->release + !!a->releases > 1)
		return cli_fail(
			cl, EXIT_USAGE,
			"a range, --release and --releases exclude each other");
	if ((a->range && a->range[0] == '-') ||
	    (a->release && a->release[0] == '-') ||
	    (a->releases && a->releases[0] == '-'))
		return cli_fail(cl, EXIT_USAGE,
				"a revision cannot start with '-'");
	if (a->fmt == F_CSV && !a->releases)
		return cli_fail(cl, EXIT_USAGE,
				"--format=csv needs --releases");
	if (a->releases && (a->fmt == F_DOT || a->merges))
		return cli_fail(cl, EXIT_USAGE,
				"--releases gives a table: no %s",
				a->merges ? "--merges" : "--format=dot");
	return 0;
}

/* The options into a: -1 to go on, else the exit status. */
static int pulls_options(const struct cli *cl, struct pulls_args *a, int argc,
			 char **argv)
{
	struct opt opts[] = {
		OPT_STR("release", &a->release, "vX.Y",
			"one release cycle: from the release tag before vX.Y to vX.Y"),
		OPT_STR("releases", &a->releases, "vA..vB|vA,vB,...",
			"a row per release cycle after vA up to vB, or those listed"),
		OPT_SET("json", &a->json,
			"print JSON (the same as --format=json)"),
		OPT_STR("format", &a->format, "text|json|dot|svg|html|csv",
			"the output (default text; csv with --releases)"),
		OPT_STR("mpath|maintainer-path", &a->mpath, "PATH",
			"MAINTAINERS file or directory (default: the end commit's)"),
		OPT_SET("find-maintainer-files", &a->find_files,
			"read every MAINTAINERS file of the commit or --mpath"),
		OPT_STR("host-alias", &a->aliases, "OLD=NEW[,...]",
			"treat host OLD as NEW when comparing tree URLs"),
		OPT_SET("merges", &a->merges,
			"list every merge (text), or add them to the JSON"),
		OPT_SET("allow-shallow", &a->allow_shallow,
			"read a shallow clone; counts marked partial"),
		OPT_STR("C", &a->dir, "DIR",
			"run in DIR (a git repository, bare or not)"),
		OPT_TABLE_END,
	};
	int nargs, ret;

	ret = cli_options(opts, argc, argv, usage, NULL, notes, &nargs);
	if (ret >= 0)
		return ret;
	a->range = nargs == 1 ? argv[1] : NULL;
	ret = pulls_format(cl, a);
	if (!ret)
		ret = pulls_check(cl, a, nargs);
	return ret ? ret : -1;
}

/* --mpath (below -C DIR when relative): 0 or an exit status (said). */
static int pulls_load_db(struct cli *cl, const struct pulls_args *a,
			 struct maint_db **db)
{
	struct maint_load_opts lo = { 0 };
	struct mbuf mp = MBUF_INIT;
	int status;

	if (a->dir && a->mpath[0] != '/')
		mbuf_addf(&mp, "%s/%s", a->dir, a->mpath);
	else
		mbuf_adds(&mp, a->mpath);
	lo.path = mp.buf;
	lo.root = a->dir;
	lo.find_maintainer_files = a->find_files;
	status = cli_load_db(cl, &lo, 0, db);
	mbuf_release(&mp);
	return status;
}

/* --releases: a row per release cycle. */
static int pulls_releases(struct cli *cl, const struct pulls_args *a,
			  const struct maint_pulls_opts *po)
{
	struct maint_pulls_cycles *c = NULL;
	size_t len = 0;
	char *failed = NULL, *o;
	int status = EXIT_OK,
	    ret = maint_pulls_cycles(&c, po, a->releases, &failed, &cl->sink);

	if (ret) {
		status = cli_pulls_error(cl, ret, failed ? failed : a->releases,
					 a->dir);
		free(failed);
		return status;
	}
	if (!maint_pulls_cycles_count(c)) {
		status = cli_fail(cl, EXIT_BADINPUT, "no release tag in '%s'",
				  a->releases);
	} else if (a->fmt == F_TEXT) {
		print_cycles(c);
	} else {
		if (a->fmt == F_JSON)
			o = maint_pulls_cycles_json(c, &len);
		else if (a->fmt == F_CSV)
			o = maint_pulls_cycles_csv(c, &len);
		else
			o = maint_pulls_cycles_html(
				c,
				a->fmt == F_SVG ? MAINT_PULLS_SVG_ONLY :
						  MAINT_PULLS_STANDALONE,
				&len);
		status = write_out(cl, o, len);
	}
	maint_pulls_cycles_free(c);
	return status;
}

/* One range (or --release): the graph in a->fmt. */
static int pulls_range(struct cli *cl, const struct pulls_args *a,
		       const struct maint_pulls_opts *po)
{
	struct maint_pulls *p = NULL;
	size_t len = 0;
	char *out = NULL;
	int status, ret = maint_pulls_collect(&p, po, &cl->sink);

	if (ret) {
		const char *what = a->release ? a->release : po->range;

		return cli_pulls_error(
			cl, ret, what ? what : "the default range", a->dir);
	}
	if (!maint_pulls_summary(p)->merges) {
		status = cli_fail(cl, EXIT_BADINPUT,
				  "no merge commits in '%s': nothing to count",
				  maint_pulls_summary(p)->range);
	} else if (a->fmt == F_TEXT) {
		print_text(p, maint_pulls_db(p), a->merges);
		status = EXIT_OK;
	} else {
		if (a->fmt == F_JSON)
			out = maint_pulls_json(p,
					       a->merges ?
						       MAINT_PULLS_JSON_MERGES :
						       0,
					       &len);
		else if (a->fmt == F_DOT)
			out = maint_pulls_dot(p, &len);
		else if (a->fmt == F_SVG)
			out = maint_pulls_svg(p, MAINT_PULLS_STANDALONE, &len);
		else
			out = pulls_page(p, &len);
		status = write_out(cl, out, len);
	}
	maint_pulls_free(p);
	return status;
}

int cmd_pulls(int argc, char **argv)
{
	struct pulls_args a = { .fmt = F_TEXT };
	struct maint_pulls_opts po = { 0 };
	struct maint_db *db = NULL;
	struct cli cl;
	int status;

	cli_init(&cl, "pulls");
	status = pulls_options(&cl, &a, argc, argv);
	if (status >= 0)
		return status;
	/* MAINTAINERS: given, or of the end commit through git */
	status = a.mpath ? pulls_load_db(&cl, &a, &db) : EXIT_OK;
	if (!status) {
		po.root = a.dir;
		po.range = a.range;
		po.release = a.release;
		po.db = db;
		po.host_aliases = a.aliases;
		po.maintainers_from_git = !a.mpath;
		po.find_maintainer_files = a.find_files;
		po.allow_shallow = a.allow_shallow;
		status = a.releases ? pulls_releases(&cl, &a, &po) :
				      pulls_range(&cl, &a, &po);
	}
	maint_db_free(db);
	cli_release(&cl);
	return status; /* cli_run checks stdout */
}
