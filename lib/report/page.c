// SPDX-License-Identifier: GPL-2.0-only
/*
 * report html: one self-contained HTML page (maint_report_html()): the
 * header, the treemap and the hot spots, the rules each profile states,
 * the pull graph and the coverage summary, around the model and data of
 * page-data.c and the style sheet and script of report-page.h.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/opts.h"
#include "base/html.h"
#include "maint.h"
#include "mbuf.h"
#include "report/page-data.h"
#include "report/profiles.h"
#include "report/report-page.h"
#include "util.h"

/* Link text for a directory of the tree; "" is the top. */
static void html_dir_link(struct mbuf *mb, const char *path, const char *cls)
{
	mbuf_addf(mb, "<a class=\"%s\" href=\"#tm\" data-path=\"", cls);
	mnt_html_text(mb, path);
	mbuf_adds(mb, "\"><code>");
	if (*path) {
		mnt_html_text(mb, path);
		mbuf_addch(mb, '/');
	} else {
		mbuf_adds(mb, "(the whole tree)");
	}
	mbuf_adds(mb, "</code></a>");
}

struct hot {
	size_t dir;
	unsigned long long files, lines;
	bool top_lines;
};

static int cmp_hot_files(const void *a, const void *b)
{
	const struct hot *x = a, *y = b;

	if (x->files != y->files)
		return x->files > y->files ? -1 : 1;
	if (x->lines != y->lines)
		return x->lines > y->lines ? -1 : 1;
	return x->dir < y->dir ? -1 : x->dir > y->dir;
}

static int cmp_hot_lines(const void *a, const void *b)
{
	const struct hot *x = a, *y = b;

	if (x->lines != y->lines)
		return x->lines > y->lines ? -1 : 1;
	return cmp_hot_files(a, b);
}

/* The owner of a directory whose files share their best sections. */
static void html_owner(struct mbuf *mb, const struct page *pg, size_t di)
{
	long key = pg->d[di].key, fi;
	const struct maint_coverage_file *f;
	size_t k;

	if (key < 0 || (fi = pg->key_file[key]) < 0) {
		mbuf_adds(mb, key == MIXED ? "several" : "none");
		return;
	}
	f = maint_coverage_file(pg->cov, (size_t)fi);
	if (!f->nbest)
		mbuf_adds(mb, "none");
	for (k = 0; k < f->nbest; k++) {
		if (k)
			mbuf_adds(mb, "; ");
		mnt_html_text(mb, maint_section_name(pg->db, f->best[k]));
	}
}

/* The largest topmost directories all of whose files are of class c. */
static void html_hot(struct mbuf *mb, const struct page *pg, int c,
		     const char *what)
{
	struct hot *v = malloc((pg->nd + 1) * sizeof(*v));
	size_t i, n = 0, shown = 0;
	unsigned long long tf = 0, tl = 0;

	if (!v) {
		mb->oom = true;
		return;
	}
	for (i = 0; i < pg->nd; i++) {
		const struct maint_coverage_dir *d =
			maint_coverage_dir(pg->cov, i);

		if (pg->d[i].cls != c || (i && pg->d[d->parent].cls == c))
			continue;
		v[n].dir = i;
		v[n].files = pg->d[i].cf[c];
		v[n].lines = pg->d[i].cl[c];
		v[n].top_lines = false;
		tf += v[n].files;
		tl += v[n].lines;
		n++;
	}
	/* the largest by files, and with --lines also the largest by lines */
	if (pg->lines) {
		mnt_qsort(v, n, sizeof(*v), cmp_hot_lines);
		for (i = 0; i < n && i < HOT_MAX; i++)
			v[i].top_lines = true;
	}
	mnt_qsort(v, n, sizeof(*v), cmp_hot_files);
	for (i = 0; i < n; i++)
		if (i < HOT_MAX || v[i].top_lines)
			v[shown++] = v[i];
	mbuf_addf(mb, "<div class=\"hotbox\" id=\"hot-%d\"><h3>", c);
	mnt_html_text(mb, what);
	mbuf_addf(mb, "</h3>\n<p class=\"note\">%zu such director%s, "
		      "%llu files",
		  n, n == 1 ? "y" : "ies", tf);
	if (pg->lines)
		mbuf_addf(mb, ", %llu lines", tl);
	mbuf_adds(mb, " in all.</p>\n");
	if (!n) {
		mbuf_adds(mb, "</div>\n");
		free(v);
		return;
	}
	mbuf_adds(mb, "<table class=\"sortable hot-t\"><thead><tr>"
		      "<th class=\"sort\">directory</th>"
		      "<th class=\"sort num\">files</th>");
	if (pg->lines)
		mbuf_adds(mb, "<th class=\"sort num\">lines</th>");
	mbuf_adds(mb, "<th class=\"sort\">best section</th></tr></thead>"
		      "<tbody>\n");
	for (i = 0; i < shown; i++) {
		const struct maint_coverage_dir *d =
			maint_coverage_dir(pg->cov, v[i].dir);

		mbuf_adds(mb, "<tr><td>");
		html_dir_link(mb, d->path, "hs go");
		mbuf_addf(mb, "</td><td class=\"num\" data-v=\"%llu\">%llu</td>",
			  v[i].files, v[i].files);
		if (pg->lines)
			mbuf_addf(mb, "<td class=\"num\" data-v=\"%llu\">"
				      "%llu</td>",
				  v[i].lines, v[i].lines);
		mbuf_adds(mb, "<td>");
		html_owner(mb, pg, v[i].dir);
		mbuf_adds(mb, "</td></tr>\n");
	}
	mbuf_adds(mb, "</tbody></table>");
	if (shown < n)
		mbuf_addf(mb, "<p class=\"note\">and %zu smaller.</p>",
			  n - shown);
	mbuf_adds(mb, "</div>\n");
	free(v);
}

static void html_hot_spots(struct mbuf *mb, const struct page *pg)
{
	mbuf_adds(mb, "<h2 id=\"hot\">Hot spots</h2>\n<p>Each list names the "
		      "largest directories <em>every</em> file of which has "
		      "the status shown in its best section (the most "
		      "specific section matching it, THE REST aside), topmost "
		      "directories only; the files (");
	mbuf_adds(mb, pg->lines ? "and lines) counted are all those below "
				  "the directory. Sorted by files; click a "
				  "heading to sort by lines."
				: "with --lines, lines) counted are all those "
				  "below the directory.");
	mbuf_adds(mb, " A directory links to its place in the treemap.</p>\n"
		      "<div class=\"hot\">\n");
	html_hot(mb, pg, CL_ORPHAN, "Orphaned: every file's best section is "
				    "Orphan");
	html_hot(mb, pg, CL_ODD, "Odd fixes only: every file's best section "
				 "is Odd Fixes");
	html_hot(mb, pg, CL_REST, "THE REST only: no section but THE REST "
				  "matches any file");
	mbuf_adds(mb, "</div>\n");
}

/* The rules matrix: one row per profile, one column per fact kind. */
/* The table's columns and headings: one per kind of rule. */
static void rules_head(struct mbuf *mb)
{
	size_t kind;

	mbuf_adds(mb, "<table id=\"rules\" class=\"sortable\"><colgroup>"
		      "<col class=\"c-p\"><col class=\"c-s\"><col class="
		      "\"c-st\"><col class=\"c-n\">");
	for (kind = 0; kind < MAINT_FACT_NKINDS; kind++)
		mbuf_adds(mb, "<col class=\"c-k\">");
	mbuf_adds(mb, "</colgroup>\n<thead><tr><th class=\"sort\">profile"
		      "</th><th class=\"sort\">sections</th><th class=\"sort\">"
		      "status</th><th class=\"sort num k\" title=\"rules "
		      "stated\"><span>rules</span></th>");
	for (kind = 0; kind < MAINT_FACT_NKINDS; kind++) {
		mbuf_adds(mb, "<th class=\"sort k\" title=\"");
		mnt_html_text(mb, maint_fact_kind_label(kind));
		mbuf_adds(mb, "\"><span>");
		mnt_html_text(mb, maint_fact_kind_name(kind));
		mbuf_adds(mb, "</span></th>");
	}
	mbuf_adds(mb, "</tr></thead>\n<tbody>\n");
}

/*
 * The cell of profile r for one kind of rule, added to cells: not read,
 * not stated, or stated (the values, and where, in its title).  Returns
 * whether the profile states it.
 */
static bool rule_cell(struct mbuf *cells, const struct maint_report_profile *r,
		      size_t kind)
{
	/* t: the title, already HTML; v: the values */
	struct mbuf t = MBUF_INIT, v = MBUF_INIT;
	size_t nf = r->prof ? maint_profile_nfacts(r->prof) : 0, n = 0;

	for (size_t j = 0; j < nf; j++) {
		const struct maint_fact *f = maint_profile_fact(r->prof, j);

		if (f->kind != kind || !f->value)
			continue;
		if (n++) {
			mbuf_adds(&t, "&#10;");
			mbuf_adds(&v, "; ");
		}
		mnt_html_text(&t, f->value);
		mbuf_adds(&v, f->value);
		if (f->level && strcmp(f->level, "required")) {
			mbuf_adds(&t, " (");
			mnt_html_text(&t, f->level);
			mbuf_adds(&t, ")");
		}
		mbuf_adds(&t, " \xe2\x80\x94 ");
		mnt_html_text(&t, f->file);
		mbuf_addf(&t, ":%u", f->line);
	}
	if (!r->prof) {
		mbuf_adds(cells, "<td class=\"m na\" data-v=\"\">&#8211;</td>");
	} else if (!n) {
		mbuf_adds(cells, "<td class=\"m n\" data-v=\"\" title=\"not "
				 "stated\">&#183;</td>");
	} else {
		mbuf_adds(cells, "<td class=\"m y\" data-v=\"");
		mnt_html_text(cells, v.buf);
		mbuf_adds(cells, "\" title=\"");
		mnt_html_text(cells, maint_fact_kind_label(kind));
		mbuf_adds(cells, ": ");
		mbuf_add(cells, t.buf, t.len);
		mbuf_adds(cells, "\">&#9679;");
		if (n > 1)
			mbuf_addf(cells, "<sup>%zu</sup>", n);
		mbuf_adds(cells, "</td>");
	}
	if (mbuf_failed(&t) || mbuf_failed(&v))
		cells->oom = true;
	mbuf_release(&t);
	mbuf_release(&v);
	return r->prof && n;
}

/* The profile's cell: a link for a URL, "(missing)" for a lost file. */
static void rule_profile(struct mbuf *mb, const struct maint_report_profile *r)
{
	if (r->kind == MAINT_P_URI) {
		mbuf_adds(mb, "<a href=\"");
		mnt_html_text(mb, r->value);
		mbuf_adds(mb, "\">");
		mnt_html_text(mb, r->value);
		mbuf_adds(mb, "</a>");
	} else {
		mnt_html_text(mb, r->value);
		if (!r->exists)
			mbuf_adds(mb, " <em>(missing)</em>");
	}
}

/* The sections' cell: all in the title, the first two shown. */
static void rule_sections(struct mbuf *mb, const struct maint_db *db,
			  const struct maint_report_profile *r)
{
	size_t k;

	mbuf_adds(mb, "<td class=\"s\" title=\"");
	for (k = 0; k < r->nsections; k++) {
		if (k)
			mbuf_adds(mb, "&#10;");
		mnt_html_text(mb, maint_section_name(db, r->sections[k]));
	}
	mbuf_adds(mb, "\">");
	for (k = 0; k < r->nsections && k < 2; k++) {
		if (k)
			mbuf_adds(mb, "; ");
		mnt_html_text(mb, maint_section_name(db, r->sections[k]));
	}
	if (r->nsections > 2)
		mbuf_addf(mb, " <em>+%zu</em>", r->nsections - 2);
	mbuf_adds(mb, "</td>");
}

/* Row i: profile r, its sections, their best status, its rules. */
static void rule_row(struct mbuf *mb, const struct maint_db *db,
		     const struct maint_report_profile *r, size_t i)
{
	struct mbuf cells = MBUF_INIT;
	size_t nstated = 0;
	int best = CL_COUNT;

	for (size_t k = 0; k < r->nsections; k++) {
		int c = mnt_page_section_class(db, r->sections[k]);

		if (c < best)
			best = c;
	}
	for (size_t kind = 0; kind < MAINT_FACT_NKINDS; kind++)
		nstated += rule_cell(&cells, r, kind);
	mbuf_adds(mb, "<tr data-profile=\"");
	mnt_html_text(mb, r->value);
	mbuf_addf(mb, "\" id=\"rule-%zu\" tabindex=\"0\"><td class=\"p\">", i);
	rule_profile(mb, r);
	mbuf_adds(mb, "</td>");
	rule_sections(mb, db, r);
	mbuf_addf(mb, "<td data-v=\"%d\">", best);
	if (best < CL_COUNT)
		mbuf_addf(mb, "<i class=\"sw\" style=\"background:%s\"></i>%s",
			  mnt_page_class_colors[best], mnt_page_class_names[best]);
	mbuf_addf(mb, "</td><td class=\"num\">%zu</td>", nstated);
	mbuf_add(mb, cells.buf ? cells.buf : "", cells.len);
	if (mbuf_failed(&cells))
		mb->oom = true;
	mbuf_release(&cells);
	mbuf_adds(mb, "</tr>\n");
}

static void html_rules(struct mbuf *mb, const struct maint_db *db,
		       const struct maint_report_profile *p, size_t np)
{
	mbuf_addf(mb, "<h2 id=\"rules-h\">Rules the profiles state (%zu "
		      "profiles)</h2>\n<p>One row per profile that P: lines "
		      "name, one column per kind of rule maint profile "
		      "extracts: <span class=\"m y\">&#9679;</span> stated "
		      "(hover for the value and where), <span class=\"m n\">"
		      "&#183;</span> not stated, <span class=\"m na\">&#8211;"
		      "</span> not read (a URL, or a file missing from the "
		      "tree). Click or press Enter on a heading to sort; focus "
		      "a row for its rules in full.</p>\n",
		  np);
	if (!np) {
		mbuf_adds(mb, "<p class=\"note\" id=\"rules-none\">No section "
			      "of MAINTAINERS has a P: line naming a "
			      "profile.</p>\n");
		return;
	}
	rules_head(mb);
	for (size_t i = 0; i < np; i++)
		rule_row(mb, db, &p[i], i);
	mbuf_adds(mb, "</tbody></table>\n<div id=\"rule-detail\" "
		      "aria-live=\"polite\"></div>\n");
}

static void html_coverage(struct mbuf *mb, const struct page *pg)
{
	const struct maint_coverage_summary *s =
		maint_coverage_summary(pg->cov);
	const struct tm_dir *t = &pg->d[0];
	size_t *v = NULL, n = 0, i, c;

	mbuf_adds(mb, "<h2 id=\"coverage\">Coverage</h2>\n");
	mbuf_addf(mb, "<p>%zu files", s->nfiles);
	if (pg->lines)
		mbuf_addf(mb, ", %llu lines", s->nlines);
	mbuf_addf(mb, "; %zu only matched by THE REST, %zu matched by no "
		      "section. A file's status is that of its best section: "
		      "the most specific section matching it, THE REST "
		      "aside.</p>\n<div class=\"cov\"><table id=\"summary\">"
		      "<thead><tr><th>status of the best section</th>"
		      "<th class=\"num\">files</th><th class=\"num\">with a "
		      "profile</th>",
		  s->rest_only_files, s->unmatched_files);
	if (pg->lines)
		mbuf_adds(mb, "<th class=\"num\">lines</th>");
	mbuf_adds(mb, "</tr></thead><tbody>\n");
	for (c = 0; c < CL_COUNT; c++) {
		mbuf_addf(mb, "<tr><td><i class=\"sw\" style=\"background:%s\">"
			      "</i>%s</td><td class=\"num\">%zu</td>"
			      "<td class=\"num\">%zu</td>",
			  mnt_page_class_colors[c], mnt_page_class_names[c], t->cf[c], t->pf[c]);
		if (pg->lines)
			mbuf_addf(mb, "<td class=\"num\">%llu</td>", t->cl[c]);
		mbuf_adds(mb, "</tr>\n");
	}
	mbuf_adds(mb, "</tbody></table>\n<svg id=\"chart\" role=\"img\" "
		      "aria-label=\"files by status\"></svg></div>\n");

	if (!maint_coverage_unowned_dirs(pg->cov, pg->lines, 20, &v, &n) &&
	    n) {
		mbuf_adds(mb, "<h3>Largest directories in which no file's best "
			      "section is Supported or Maintained</h3>\n"
			      "<p class=\"note\">Topmost such directories; all "
			      "their files counted. A section without an S: "
			      "line counts as no status, even where a wider "
			      "section is Maintained.</p>\n<ol id=\"unowned\">\n");
		for (i = 0; i < n; i++) {
			const struct maint_coverage_dir *d =
				maint_coverage_dir(pg->cov, v[i]);

			mbuf_adds(mb, "<li>");
			html_dir_link(mb, d->path, "go");
			mbuf_addf(mb, ": %zu files", d->nfiles);
			if (pg->lines)
				mbuf_addf(mb, ", %llu lines", d->nlines);
			mbuf_adds(mb, "</li>\n");
		}
		mbuf_adds(mb, "</ol>\n");
	}
	free(v);
	v = NULL;
	if (!maint_coverage_unmatched_sections(pg->cov, &v, &n) && n) {
		mbuf_addf(mb, "<h3>Sections whose patterns match no file "
			      "(%zu)</h3>\n<ul id=\"unmatched\">\n",
			  n);
		for (i = 0; i < n; i++) {
			mbuf_adds(mb, "<li>");
			mnt_html_text(mb, maint_section_name(pg->db, v[i]));
			mbuf_adds(mb, "</li>\n");
		}
		mbuf_adds(mb, "</ul>\n");
	}
	free(v);
}

static void html_treemap(struct mbuf *mb, const struct page *pg)
{
	size_t c;

	mbuf_adds(mb, "<h2 id=\"tm\">Who owns what</h2>\n<p>The whole tree, "
		      "each rectangle a directory sized by its ");
	mbuf_adds(mb, pg->lines ? "files or lines" : "files");
	mbuf_adds(mb, " and coloured by the status most of its files have in "
		      "their best section (the strip at the bottom shows the "
		      "mix). Directories open down to where ownership "
		      "changes. Mouse: hover for details, click to open. "
		      "Keyboard: Tab to a rectangle, arrows to move, Enter to "
		      "open, Escape to go up.</p>\n<div class=\"tm-bar\">"
		      "<nav id=\"crumbs\" aria-label=\"treemap path\"></nav>"
		      "<form id=\"find\" role=\"search\"><label for=\"q\">"
		      "Find a path </label><input id=\"q\" type=\"search\" "
		      "size=\"32\" placeholder=\"e.g. drivers/net\" "
		      "autocomplete=\"off\"> <button>Show</button> <span "
		      "id=\"qmsg\" aria-live=\"polite\"></span></form>");
	if (pg->lines)
		mbuf_adds(mb, "<label>Size by <select id=\"unit\"><option "
			      "value=\"files\">files</option><option value="
			      "\"lines\">lines</option></select></label>");
	mbuf_adds(mb, "<label>Colour by <select id=\"colour\"><option "
		      "value=\"status\">the status most files have</option>"
		      "<option value=\"risk\">the share outside Supported "
		      "and Maintained</option></select></label>");
	mbuf_adds(mb, "</div>\n<div class=\"legend\">");
	for (c = 0; c < CL_COUNT; c++)
		mbuf_addf(mb, "<span><i class=\"sw\" style=\"background:%s\">"
			      "</i>%s</span>",
			  mnt_page_class_colors[c], mnt_page_class_names[c]);
	mbuf_adds(mb, "<span id=\"heat\" hidden>fill: share of files whose "
		      "best section is not Supported or Maintained, <i "
		      "class=\"grad\"></i> 0% to 50% and more</span>");
	mbuf_adds(mb, "</div>\n<div class=\"tm-grid\"><div id=\"tm-wrap\">"
		      "<svg id=\"treemap\" tabindex=\"-1\" data-path=\"\" "
		      "role=\"group\" aria-label=\"treemap\"></svg></div>"
		      "<aside id=\"panel\" aria-live=\"polite\"></aside></div>"
		      "\n");
}

static void html_meta(struct mbuf *mb, const char *dt, const char *dd,
		      const char *id)
{
	if (!dd || !*dd)
		return;
	mbuf_addf(mb, "<div id=\"%s\"><dt>", id);
	mnt_html_text(mb, dt);
	mbuf_adds(mb, "</dt><dd>");
	mnt_html_text(mb, dd);
	mbuf_adds(mb, "</dd></div>");
}

static void html_header(struct mbuf *mb, const struct maint_db *db,
			const struct maint_coverage *cov, const char *title,
			const struct maint_report_html_opts *o)
{
	char num[96];

	mbuf_adds(mb, "<header><h1>");
	mnt_html_text(mb, title);
	mbuf_adds(mb, "</h1>\n<dl class=\"meta\">");
	if (o) {
		html_meta(mb, "tree", o->tree, "m-tree");
		html_meta(mb, "revision", o->revision, "m-rev");
		html_meta(mb, "date", o->date, "m-date");
	}
	snprintf(num, sizeof(num), "%zu sections", maint_db_nsections(db));
	html_meta(mb, "MAINTAINERS", num, "m-sections");
	if (cov) {
		snprintf(num, sizeof(num), "%zu",
			 maint_coverage_summary(cov)->nfiles);
		html_meta(mb, "files counted", num, "m-files");
	}
	if (o) {
		html_meta(mb, "file list", o->source, "m-source");
		html_meta(mb, "generated", o->generated, "m-gen");
		html_meta(mb, "maint", o->maint_version, "m-version");
	}
	mbuf_adds(mb, "</dl>\n<nav class=\"toc\">");
	if (cov)
		mbuf_adds(mb, "<a href=\"#tm\">who owns what</a>"
			      "<a href=\"#hot\">hot spots</a>");
	mbuf_adds(mb, "<a href=\"#rules-h\">rules</a>"
		      "<a href=\"#pulls-panel\">pulls</a>");
	if (o && o->version >= 2 && o->activity_html)
		mbuf_adds(mb, "<a href=\"#activity-panel\">activity</a>");
	if (cov)
		mbuf_adds(mb, "<a href=\"#coverage\">coverage</a>");
	mbuf_adds(mb, "</nav></header>\n");
}

static void html_pulls(struct mbuf *mb, const struct maint_report_html_opts *o)
{
	bool graph = o && o->pulls_html && *o->pulls_html;

	mbuf_adds(mb, "<section id=\"pulls-panel\">");
	if (!graph || (o && o->pulls_note)) {
		mbuf_adds(mb, "<h2>Pull graph</h2>\n<p class=\"note\" "
			      "id=\"pulls-none\">");
		mnt_html_text(mb, o && o->pulls_note ? o->pulls_note :
			      "No pull graph was asked for.");
		mbuf_adds(mb, "</p>\n");
	}
	if (graph)
		mbuf_adds(mb, o->pulls_html);
	mbuf_adds(mb, "</section>\n");
}

/* Who really looks after what (maint_activity_html()), when asked for. */
static void html_activity(struct mbuf *mb,
			  const struct maint_report_html_opts *o)
{
	if (!o || o->version < 2 || !o->activity_html)
		return;
	mbuf_adds(mb, "<section id=\"activity-panel\">");
	mbuf_adds(mb, o->activity_html);
	mbuf_adds(mb, "</section>\n");
}

char *maint_report_html(const struct maint_db *db,
			const struct maint_report_profiles *ps,
			const struct maint_coverage *cov,
			const struct maint_report_html_opts *o, size_t *len)
{
	const struct maint_report_profile *p = ps ? ps->v : NULL;
	size_t np = ps ? ps->n : 0;
	const char *title = o && o->title ? o->title : "maint report";
	struct page pg = { 0 };
	struct mbuf mb = MBUF_INIT;

	if (!MNT_OPTS_OK(o, MAINT_REPORT_HTML_OPTIONS_VERSION)) {
		errno = EINVAL;
		return NULL;
	}
	pg.db = db;
	pg.cov = cov;
	pg.p = p;
	pg.np = np;
	pg.lines = o && o->lines;
	if (cov && mnt_page_build(&pg)) {
		mnt_page_release(&pg);
		return NULL;
	}
	mbuf_adds(&mb, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
		       "<meta charset=\"utf-8\">\n"
		       "<meta name=\"viewport\" content=\"width=device-width, "
		       "initial-scale=1\">\n"
		       "<meta name=\"color-scheme\" content=\"light dark\">\n"
		       "<meta http-equiv=\"Content-Security-Policy\" content="
		       "\"default-src 'none'; style-src 'unsafe-inline'; "
		       "script-src 'unsafe-inline'; img-src data:\">\n<title>");
	mnt_html_text(&mb, title);
	mbuf_adds(&mb, "</title>\n<style>\n");
	mbuf_adds(&mb, page_css);
	mbuf_adds(&mb, "</style>\n</head>\n<body>\n");
	html_header(&mb, db, cov, title, o);
	if (cov) {
		html_treemap(&mb, &pg);
		html_hot_spots(&mb, &pg);
	}
	html_rules(&mb, db, p, np);
	html_pulls(&mb, o);
	html_activity(&mb, o);
	if (cov)
		html_coverage(&mb, &pg);

	mbuf_adds(&mb, "<script type=\"application/json\" id=\"maint-data\">");
	mnt_page_data(&mb, &pg, p, np, cov);
	mbuf_adds(&mb, "</script>\n<script>\n");
	mbuf_adds(&mb, page_js);
	mbuf_adds(&mb, "</script>\n</body>\n</html>\n");
	mnt_page_release(&pg);
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, len);
}
