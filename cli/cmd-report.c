// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint report: the profiles MAINTAINERS names side by side (table,
 * markdown, csv, json, html, rst-toc), and one self-contained HTML page
 * with that table, the coverage summary and a treemap of the tree.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "builtin.h"
#include "cli.h"
#include "clidiag.h"
#include "covrun.h"
#include "pullsrun.h"
#include "fsutil.h"
#include "mbuf.h"
#include "opt.h"
#include "textfile.h"
#include "util.h"

#define TABLE_CELL_MAX 28

enum fmt { F_TABLE, F_MARKDOWN, F_CSV, F_JSON, F_HTML, F_RST_TOC };

static const char *const fmt_names[] = {
	"table", "markdown", "csv", "json", "html", "rst-toc",
};

static const char profiles_usage[] =
	"maint report profiles [--mpath PATH] "
	"[--format=table|markdown|csv|json|html|rst-toc] [--json] "
	"[--by-kind] [--toc-dir DIR]";
static const char html_usage[] =
	"maint report html -o FILE [--mpath PATH] [--files-from FILE] "
	"[--lines] [--title TEXT] [--activity [--activity-since DATE]] "
	"[--quiet] [PATH...]";

/* Output helpers */

static void put_plain(const char *s)
{
	cli_fput_cell(stdout, s, "", 0);
}

static void put_md(const char *s)
{
	cli_fput_cell(stdout, s, "|\\*_`[]<", '\\');
}

static void put_csv(const char *s)
{
	putchar('"');
	cli_fput_cell(stdout, s, "\"", '"');
	putchar('"');
}

/* Characters of s shown in at most max columns ("..." when cut). */
static void put_cell(const char *s, size_t width, size_t max, bool last)
{
	size_t len = strlen(s), n = mnt_utf8_len(s, len), shown = n;

	if (n > max) {
		size_t off = mnt_utf8_offset(s, len, max - 3);
		char *cut = mnt_strndup(s, off);

		if (cut) {
			put_plain(cut);
			free(cut);
		}
		fputs("...", stdout);
		shown = max;
	} else {
		put_plain(s);
	}
	if (!last)
		printf("%*s", (int)(width - shown + 2), "");
}

struct rep {
	struct maint_db *db;
	struct maint_report_profiles *p;
	size_t np; /* maint_report_profiles_count(p) */
	char **cells; /* np * MAINT_RC_COUNT */
};

/*
 * Rows of cells under named columns: the comparison (a profile a row) or
 * --by-kind (a profile and kind a row).  Column 0 names the row and is
 * never cut in a table.
 */
struct grid {
	size_t ncols, nrows;
	const char *const *names;
	const char *const *keys; /* JSON names */
	char **cells; /* nrows * ncols */
	bool *numeric; /* JSON: a number, not a string */
};

static const char *gcell(const struct grid *g, size_t i, size_t c)
{
	return g->cells[i * g->ncols + c];
}

static int load_profiles(struct cli *cl, struct rep *r)
{
	size_t i, c;
	int ret;

	ret = maint_report_profiles(r->db, ".", &r->p, &cl->sink);
	if (ret)
		return cli_fail(cl, EXIT_SYSTEM, "%s", strerror(-ret));
	r->np = maint_report_profiles_count(r->p);
	r->cells = calloc(r->np * MAINT_RC_COUNT + 1, sizeof(*r->cells));
	if (!r->cells)
		return cli_fail(cl, EXIT_SYSTEM, "%s", strerror(ENOMEM));
	for (i = 0; i < r->np; i++)
		for (c = 0; c < MAINT_RC_COUNT; c++) {
			char **cell = &r->cells[i * MAINT_RC_COUNT + c];

			*cell = maint_report_cell(
				r->db, maint_report_profiles_at(r->p, i), c);
			if (!*cell)
				return cli_fail(cl, EXIT_SYSTEM, "%s",
						strerror(ENOMEM));
		}
	return 0;
}

static void rep_release(struct rep *r)
{
	size_t i;

	for (i = 0; r->cells && i < r->np * MAINT_RC_COUNT; i++)
		free(r->cells[i]);
	free(r->cells);
	maint_report_profiles_free(r->p);
}

/* The first column is never cut: it names the row. */
static size_t col_max(size_t c)
{
	return c == 0 ? 4096 : TABLE_CELL_MAX;
}

static void out_table(const struct grid *g)
{
	size_t w[32], i, c, nc = g->ncols < 32 ? g->ncols : 32;

	for (c = 0; c < nc; c++) {
		w[c] = strlen(g->names[c]);
		for (i = 0; i < g->nrows; i++) {
			const char *s = gcell(g, i, c);
			size_t n = mnt_utf8_len(s, strlen(s));

			if (n > col_max(c))
				n = col_max(c);
			if (n > w[c])
				w[c] = n;
		}
	}
	for (c = 0; c < nc; c++)
		put_cell(g->names[c], w[c], col_max(c), c + 1 == nc);
	putchar('\n');
	for (c = 0; c < nc; c++) {
		for (i = 0; i < w[c]; i++)
			putchar('-');
		if (c + 1 < nc)
			fputs("  ", stdout);
	}
	putchar('\n');
	for (i = 0; i < g->nrows; i++) {
		for (c = 0; c < nc; c++)
			put_cell(gcell(g, i, c), w[c], col_max(c), c + 1 == nc);
		putchar('\n');
	}
}

static void out_markdown(const struct grid *g)
{
	size_t i, c;

	for (c = 0; c < g->ncols; c++) {
		fputs("| ", stdout);
		put_md(g->names[c]);
		putchar(' ');
	}
	fputs("|\n", stdout);
	for (c = 0; c < g->ncols; c++)
		fputs("| --- ", stdout);
	fputs("|\n", stdout);
	for (i = 0; i < g->nrows; i++) {
		for (c = 0; c < g->ncols; c++) {
			fputs("| ", stdout);
			put_md(gcell(g, i, c));
			putchar(' ');
		}
		fputs("|\n", stdout);
	}
}

static void out_csv(const struct grid *g)
{
	size_t i, c;

	for (c = 0; c < g->ncols; c++) {
		if (c)
			putchar(',');
		put_csv(g->names[c]);
	}
	fputs("\r\n", stdout);
	for (i = 0; i < g->nrows; i++) {
		for (c = 0; c < g->ncols; c++) {
			if (c)
				putchar(',');
			put_csv(gcell(g, i, c));
		}
		fputs("\r\n", stdout);
	}
}

/* A JSON document of the library's (NULL: out of memory) on stdout. */
static int put_json(struct cli *cl, char *out)
{
	if (!out)
		return cli_fail(cl, EXIT_SYSTEM, "%s", strerror(ENOMEM));
	fputs(out, stdout);
	free(out);
	return 0;
}

/* --by-kind: the columns */
enum {
	BK_PROFILE,
	BK_KIND,
	BK_RULES,
	BK_REQUIRED,
	BK_RECOMMENDED,
	BK_ALLOWED,
	BK_DISCOURAGED,
	BK_FORBIDDEN,
	BK_STATED,
	BK_MAINTAINERS,
	BK_FIRST,
	BK_COUNT,
};

static const char *const bk_names[BK_COUNT] = {
	"profile",     "kind",	      "rules",	     "required",
	"recommended", "allowed",     "discouraged", "forbidden",
	"stated",      "maintainers", "first line",
};

static const char *const bk_keys[BK_COUNT] = {
	"profile",     "kind",	      "rules",	     "required",
	"recommended", "allowed",     "discouraged", "forbidden",
	"stated",      "maintainers", "first_line",
};

static bool bk_numeric[BK_COUNT] = {
	[BK_RULES] = true,   [BK_REQUIRED] = true,    [BK_RECOMMENDED] = true,
	[BK_ALLOWED] = true, [BK_DISCOURAGED] = true, [BK_FORBIDDEN] = true,
	[BK_STATED] = true,  [BK_MAINTAINERS] = true, [BK_FIRST] = true,
};

static int grid_put(struct grid *g, size_t *cap, const char *const *row)
{
	size_t c;

	if ((g->nrows + 1) * g->ncols > *cap) {
		size_t ncap = *cap ? *cap * 2 : g->ncols * 16;
		char **nc = realloc(g->cells, ncap * sizeof(*nc));

		if (!nc)
			return -ENOMEM;
		g->cells = nc;
		*cap = ncap;
	}
	for (c = 0; c < g->ncols; c++) {
		char *s = mnt_strndup(row[c], strlen(row[c]));

		if (!s) {
			for (; c > 0; c--)
				free(g->cells[g->nrows * g->ncols + c - 1]);
			return -ENOMEM;
		}
		g->cells[g->nrows * g->ncols + c] = s;
	}
	g->nrows++;
	return 0;
}

static void grid_release(struct grid *g)
{
	size_t i;

	for (i = 0; i < g->nrows * g->ncols; i++)
		free(g->cells[i]);
	free(g->cells);
}

/* The rows of --by-kind (maint_report_kinds_new()) as a grid. */
static int by_kind_grid(const struct maint_report_kinds *k, struct grid *g)
{
	size_t cap = 0, i, c;
	int ret = 0;

	g->ncols = BK_COUNT;
	g->names = bk_names;
	g->keys = bk_keys;
	g->numeric = bk_numeric;
	for (i = 0; i < maint_report_kinds_count(k) && !ret; i++) {
		const struct maint_report_kind *r = maint_report_kinds_at(k, i);
		size_t num[BK_COUNT] = {
			[BK_RULES] = r->rules,
			[BK_REQUIRED] = r->required,
			[BK_RECOMMENDED] = r->recommended,
			[BK_ALLOWED] = r->allowed,
			[BK_DISCOURAGED] = r->discouraged,
			[BK_FORBIDDEN] = r->forbidden,
			[BK_STATED] = r->stated,
			[BK_MAINTAINERS] = r->maintainers,
			[BK_FIRST] = r->first_line,
		};
		char text[BK_COUNT][24];
		const char *row[BK_COUNT];

		for (c = 0; c < BK_COUNT; c++) {
			snprintf(text[c], sizeof(text[c]), "%zu", num[c]);
			row[c] = text[c];
		}
		row[BK_PROFILE] = r->profile;
		row[BK_KIND] = r->kind;
		ret = grid_put(g, &cap, row);
	}
	return ret;
}

/* The comparison as a grid (the cells stay the rep's). */
static void rep_grid(const struct rep *r, struct grid *g, const char **names)
{
	size_t c;

	for (c = 0; c < MAINT_RC_COUNT; c++)
		names[c] = maint_report_col_name(c);
	g->ncols = MAINT_RC_COUNT;
	g->nrows = r->np;
	g->names = names;
	g->cells = r->cells;
}

/* The rows in format f. */
static int out_format(enum fmt f, const struct rep *r, struct cli *cl,
		      const char *toc_dir)
{
	const char *names[MAINT_RC_COUNT];
	struct grid g = { 0 };
	int ret = 0;

	rep_grid(r, &g, names);
	switch (f) {
	case F_TABLE:
		out_table(&g);
		break;
	case F_MARKDOWN:
		out_markdown(&g);
		break;
	case F_CSV:
		out_csv(&g);
		break;
	case F_JSON:
		ret = put_json(cl, maint_report_json(r->db, r->p, NULL));
		break;
	case F_HTML: {
		size_t len;
		char *html = maint_report_html(r->db, r->p, NULL, NULL, &len);

		if (!html) {
			ret = cli_fail(cl, EXIT_SYSTEM, "%s",
				       strerror(ENOMEM));
			break;
		}
		cli_put_text(html, len);
		free(html);
		break;
	}
	case F_RST_TOC: {
		char *toc = maint_report_toc(r->p, toc_dir);

		if (!toc) {
			ret = cli_fail(cl, EXIT_SYSTEM, "%s",
				       strerror(ENOMEM));
			break;
		}
		cli_put_text(toc, strlen(toc));
		free(toc);
		break;
	}
	}
	return ret;
}

/* --by-kind in format f (html and rst-toc refused before). */
static int out_by_kind(enum fmt f, const struct rep *r, struct cli *cl)
{
	struct maint_report_kinds *k = NULL;
	struct grid g = { 0 };
	int ret = maint_report_kinds_new(&k, r->p);

	if (!ret && f == F_JSON) {
		ret = put_json(cl, maint_report_kinds_json(k, NULL));
		maint_report_kinds_free(k);
		return ret;
	}
	if (!ret)
		ret = by_kind_grid(k, &g);
	maint_report_kinds_free(k);
	if (ret) {
		grid_release(&g);
		return cli_fail(cl, EXIT_SYSTEM, "%s", strerror(-ret));
	}
	if (f == F_TABLE)
		out_table(&g);
	else if (f == F_MARKDOWN)
		out_markdown(&g);
	else
		out_csv(&g);
	grid_release(&g);
	return 0;
}

static int cmd_profiles(int argc, char **argv)
{
	const char *format = NULL, *toc_dir = "Documentation/maintainer";
	const char *mpath = NULL;
	bool json = false, by_kind = false;
	struct covrun cr = { .cmd = "report profiles" };
	struct rep r = { 0 };
	enum fmt f = F_TABLE;
	int n, ret;
	size_t i;
	struct opt opts[] = {
		OPT_STR("mpath|maintainer-path", &mpath, "PATH",
			"MAINTAINERS file or directory to read"),
		OPT_STR("format", &format,
			"table|markdown|csv|json|html|rst-toc",
			"the output (default: table on a terminal, else csv)"),
		OPT_SET("json", &json, "the same as --format=json"),
		OPT_SET("by-kind", &by_kind,
			"a row per profile and kind of rule: how many, how "
			"strongly asked, the first's line"),
		OPT_STR("toc-dir", &toc_dir, "DIR",
			"rst-toc: the directory of the page holding the "
			"toctree (default Documentation/maintainer)"),
		OPT_TABLE_END,
	};

	ret = cli_options(
		opts, argc, argv, profiles_usage,
		"One row per profile that P: lines name: the sections "
		"naming it, their S: and\nQ:, and the facts maint "
		"profile extracts (\"not stated\" where it is "
		"silent).\n\n",
		NULL, &n);
	if (ret >= 0)
		return ret;
	covrun_init(&cr);
	if (n > 0)
		return cli_fail(&cr.cli, EXIT_USAGE, "unexpected argument '%s'",
				argv[1]);
	if (json)
		f = F_JSON;
	else if (format) {
		for (i = 0; i < ARRAY_SIZE(fmt_names); i++)
			if (!strcmp(format, fmt_names[i]))
				break;
		if (i == ARRAY_SIZE(fmt_names))
			return cli_fail(&cr.cli, EXIT_USAGE,
					"unknown format '%s'", format);
		f = (enum fmt)i;
	} else {
		f = isatty(1) ? F_TABLE : F_CSV;
	}
	if (by_kind && (f == F_HTML || f == F_RST_TOC))
		return cli_fail(
			&cr.cli, EXIT_USAGE,
			"--by-kind prints table, markdown, csv or json");
	cr.mpath = mpath;
	ret = covrun_load_db(&cr);
	if (ret)
		return ret;
	r.db = cr.db;
	ret = load_profiles(&cr.cli, &r);
	if (!ret && by_kind)
		ret = out_by_kind(f, &r, &cr.cli);
	else if (!ret)
		ret = out_format(f, &r, &cr.cli, toc_dir);
	rep_release(&r);
	covrun_release(&cr);
	return ret; /* cli_run checks stdout */
}

/* The header's tree name: the last component of the current directory. */
static char *tree_name(void)
{
	char *cwd = getcwd(NULL, 0), *slash, *name;

	if (!cwd)
		return NULL;
	slash = strrchr(cwd, '/');
	name = mnt_strndup(slash && slash[1] ? slash + 1 : cwd,
			   strlen(slash && slash[1] ? slash + 1 : cwd));
	free(cwd);
	return name;
}

/*
 * The pull graph, or in *note the sentence saying why there is none.
 * Failures git is expected to meet (no repository, shallow, no tags)
 * are probed quietly first; only a failure past them is worth a warning.
 */
static char *pulls_panel(struct rep *r, struct maint_pulls_opts *popts,
			 const struct maint_report_git *g, bool quiet,
			 const char **note)
{
	struct maint_diag_sink silent = MAINT_DIAG_SINK_INIT(NULL, NULL);
	struct maint_pulls *pl = NULL;
	char *html = NULL;
	int pr;

	if (!maint_report_git_history(g)) {
		*note = maint_report_git_why_not(g);
		return NULL;
	}
	popts->db = r->db;
	pr = maint_pulls_collect(&pl, popts, &silent);
	if (!pr) {
		html = maint_pulls_html(pl, NULL);
	} else if (pr == -EINVAL) {
		*note = "No pull graph: the range or release given is not "
			"one of this repository.";
	} else {
		*note = "No pull graph: git failed to read the history.";
	}
	if (pr && !quiet)
		fprintf(stderr, "maint report html: %s\n", *note);
	maint_pulls_free(pl);
	return html;
}

/* The chart of pull depth per release cycle after the pull graph. */
static int add_release_chart(struct covrun *cr,
			     const struct maint_pulls_opts *popts,
			     const char *preleases, char **pulls_html)
{
	char *chart = NULL, *both;
	size_t l;
	int ret = cli_pulls_chart(&cr->cli, popts, preleases, &chart);

	if (ret || !chart)
		return ret;
	l = *pulls_html ? strlen(*pulls_html) : 0;
	both = realloc(*pulls_html, l + strlen(chart) + 1);
	if (both) {
		strcpy(both + l, chart);
		*pulls_html = both;
	}
	free(chart);
	if (!both)
		return cli_fail(&cr->cli, EXIT_SYSTEM, "%s", strerror(ENOMEM));
	return 0;
}

/*
 * Who really looks after what, from the history index brought up to date
 * first (maint activity): the panel's HTML, or NULL and a warning.
 */
static char *activity_panel(struct covrun *cr, const char *since)
{
	struct maint_activity_opts o = MAINT_ACTIVITY_OPTIONS_INIT;
	struct maint_history_stats st = MAINT_HISTORY_STATS_INIT;
	struct maint_activity *a = NULL;
	const char *why = NULL;
	char *html = NULL;
	int ret;

	o.since = since;
	covrun_progress(cr, "reading the history", 0, 1);
	ret = maint_history_update(NULL, 0, &st, &why);
	if (!ret)
		ret = maint_activity_run(&a, cr->db, &o, &why);
	covrun_progress_end(cr);
	if (!ret)
		html = maint_activity_html(a, cr->db, NULL);
	else
		cli_report(&cr->cli, NULL, 0, MAINT_WARNING,
			   "no activity panel: %s", why ? why : strerror(-ret));
	maint_activity_free(a);
	return html;
}

/* The page's header filled in, the page made and written to out. */
static int write_page(struct covrun *cr, const struct rep *r,
		      struct maint_report_html_opts *ho,
		      const struct maint_report_git *git,
		      const char *pulls_html, const char *out)
{
	char when[64], *tree = tree_name(), *html;
	time_t now = time(NULL);
	size_t len = 0;
	int ret = 0, err;

	strftime(when, sizeof(when), "%Y-%m-%d %H:%M UTC", gmtime(&now));
	ho->lines = cr->lines;
	ho->pulls_html = pulls_html;
	ho->tree = tree;
	ho->revision = maint_report_git_revision(git);
	if (!ho->revision)
		ho->revision = "none (not the top of a git work tree)";
	ho->date = maint_report_git_date(git);
	ho->source = cr->files_from ? "--files-from" :
		     cr->from_git   ? "git ls-files" :
				      "directory walk";
	ho->generated = when;
	ho->maint_version = MAINT_VERSION " (" MAINT_GIT_DESCRIBE ")";
	covrun_progress(cr, "writing the page", 0, 1);
	html = maint_report_html(r->db, r->p, cr->cov, ho, &len);
	covrun_progress_end(cr);
	if (!html) {
		ret = cli_fail(&cr->cli, EXIT_SYSTEM, "%s", strerror(ENOMEM));
	} else {
		err = mnt_write_atomic(out, html, len, 0);
		if (err)
			ret = cli_fail(&cr->cli, EXIT_SYSTEM,
				       "cannot write '%s': %s", out,
				       strerror(-err));
	}
	free(html);
	free(tree);
	return ret;
}

static int cmd_html(int argc, char **argv)
{
	struct covrun cr = { .cmd = "report html" };
	struct maint_report_html_opts ho = MAINT_REPORT_HTML_OPTIONS_INIT;
	struct maint_report_git *git = NULL;
	const char *out = NULL;
	struct rep r = { 0 };
	char *pulls_html = NULL;
	struct maint_pulls_opts popts = { 0 };
	const char *preleases = NULL, *activity_since = NULL;
	char *activity_html = NULL;
	bool pulls = true, activity = false;
	int n, ret;
	struct opt opts[] = {
		OPT_STR("o|output", &out, "FILE", "write the page to FILE"),
		OPT_STR("mpath|maintainer-path", &cr.mpath, "PATH",
			"MAINTAINERS file or directory to read"),
		OPT_STR("files-from", &cr.files_from, "FILE",
			"the files of the tree, one a line ('-': stdin)"),
		OPT_SET("lines", &cr.lines,
			"count lines (the treemap can size by lines)"),
		OPT_STR("title", &ho.title, "TEXT",
			"the page title (default: maint report)"),
		OPT_BOOLEAN("pulls", &pulls,
			    "draw the pull graph of a git tree (default: on; "
			    "the page says why when there is no history)"),
		OPT_STR("pulls-range", &popts.range, "RANGE",
			"the revisions for the pull graph"),
		OPT_STR("release", &popts.release, "vX.Y",
			"the pull graph of one release cycle"),
		OPT_STR("pulls-releases", &preleases, "vA..vB",
			"add the chart of pull depth per release cycle"),
		OPT_SET("activity", &activity,
			"add who really looks after what (maint activity)"),
		OPT_STR("activity-since", &activity_since, "DATE",
			"the activity window's start (default: 2-years-ago)"),
		OPT_SET("q|quiet", &cr.quiet, "no progress on stderr"),
		OPT_TABLE_END,
	};

	ret = cli_options(
		opts, argc, argv, html_usage,
		"One self-contained HTML page: who owns what (a treemap "
		"of the tree), the\nhot spots, the rules each profile "
		"states, the pull graph and the coverage\nsummary "
		"(PATH limits the tree).\n\n",
		NULL, &n);
	if (ret >= 0)
		return ret;
	covrun_init(&cr);
	if (!out)
		return cli_fail(&cr.cli, EXIT_USAGE, "missing -o FILE");
	cr.limits = argv + 1;
	cr.nlimits = (size_t)n;
	ret = covrun_load_db(&cr);
	if (!ret)
		ret = covrun_run(&cr);
	r.db = cr.db;
	if (!ret)
		ret = load_profiles(&cr.cli, &r);
	if (!ret && maint_report_git_probe(NULL, popts.range || popts.release,
					   &git))
		ret = cli_fail(&cr.cli, EXIT_SYSTEM, "%s", strerror(ENOMEM));
	if (!ret && pulls)
		pulls_html =
			pulls_panel(&r, &popts, git, cr.quiet, &ho.pulls_note);
	else if (!pulls)
		ho.pulls_note = "No pull graph: --no-pulls was given.";
	if (!ret && preleases)
		ret = add_release_chart(&cr, &popts, preleases, &pulls_html);
	if (!ret && (activity || activity_since)) {
		activity_html = activity_panel(&cr, activity_since);
		ho.activity_html = activity_html;
	}
	if (!ret)
		ret = write_page(&cr, &r, &ho, git, pulls_html, out);
	if (!ret && cr.nempty_limits)
		ret = EXIT_BADINPUT;
	free(pulls_html);
	free(activity_html);
	maint_report_git_free(git);
	rep_release(&r);
	covrun_release(&cr);
	return ret;
}

/* The sub-subcommands (the runner's, cli_run()) */

static int cmd_help(int argc, char **argv);

const struct cli_cmd cmd_report_sub[] = {
	{ "profiles", cmd_profiles, "compare the profiles P: lines name", 0,
	  NULL },
	{ "html", cmd_html, "one HTML page: ownership, rules, pulls", 0, NULL },
	{ "help", cmd_help, "this help", 0, NULL },
	{ NULL, NULL, NULL, 0, NULL },
};

static int cmd_help(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	printf("usage: maint report (profiles|html|help) [OPTIONS]\n\n"
	       "Commands:\n");
	cli_cmd_list(stdout, cmd_report_sub, ARRAY_SIZE(cmd_report_sub), 9);
	return EXIT_OK;
}

/* maint report without a sub-subcommand, or with an unknown one */
int cmd_report(int argc, char **argv)
{
	struct cli c;
	int ret;

	if (argc < 2) {
		fprintf(stderr,
			"usage: maint report (profiles|html|help) [OPTIONS]\n");
		return EXIT_USAGE;
	}
	cli_init(&c, "report");
	ret = cli_fail(&c, EXIT_USAGE,
		       "unknown command '%s' (see maint report help)", argv[1]);
	cli_release(&c);
	return ret;
}
