// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint coverage: every file of the tree matched as maint get -f matches
 * it; per file, or summed up by status, profile and directory.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtin.h"
#include "covrun.h"
#include "mbuf.h"
#include "opt.h"
#include "textfile.h"

static const char usage_line[] =
	"maint coverage [--mpath PATH] [--files-from FILE] [--per-file] "
	"[--json] [--lines] [--top N] [--quiet] [PATH...]";

/* A piece of the per-file JSON onto stdout */
static int put_piece(const char *buf, size_t len, void *ctx)
{
	(void)ctx;
	fwrite(buf, 1, len, stdout);
	return 0;
}

/* Where the files came from, as the JSON says it */
static const char *source(const struct covrun *r)
{
	return r->files_from ? "list" : r->from_git ? "git" : "walk";
}

static void per_file(const struct covrun *r)
{
	size_t i, k, n = maint_coverage_nfiles(r->cov);

	for (i = 0; i < n; i++) {
		const struct maint_coverage_file *f =
			maint_coverage_file(r->cov, i);

		cli_fput_field(stdout, f->path);
		putchar('\t');
		for (k = 0; k < f->nbest; k++) {
			if (k)
				fputs("; ", stdout);
			cli_fput_field(stdout,
					   maint_section_name(r->db,
							      f->best[k]));
		}
		printf("\t%s\t%s\t%s", maint_status_name(f->status),
		       f->profile ? "profile" : "-",
		       f->rest_only ? "rest-only" : "-");
		if (r->lines)
			printf("\t%llu", f->lines);
		putchar('\n');
	}
}

static void summary_text(const struct covrun *r, size_t top)
{
	const struct maint_coverage_summary *s = maint_coverage_summary(r->cov);
	size_t *v = NULL, n = 0, i, st;

	printf("%zu files", s->nfiles);
	if (r->lines)
		printf(", %llu lines", s->nlines);
	printf(" (%s)\n\n", r->files_from ? "from the list" :
			    r->from_git	  ? "git ls-files" :
					    "directory walk");
	printf("%-12s %9s %13s %9s", "status", "files", "with-profile",
	       "without");
	if (r->lines)
		printf(" %12s %13s", "lines", "with-profile");
	putchar('\n');
	for (st = 0; st < MAINT_ST_COUNT; st++) {
		printf("%-12s %9zu %13zu %9zu", maint_status_name(st),
		       s->files[st][0] + s->files[st][1], s->files[st][1],
		       s->files[st][0]);
		if (r->lines)
			printf(" %12llu %13llu",
			       s->lines[st][0] + s->lines[st][1],
			       s->lines[st][1]);
		putchar('\n');
	}
	printf("\nonly THE REST: %zu files", s->rest_only_files);
	if (r->lines)
		printf(", %llu lines", s->rest_only_lines);
	printf("\nno section:    %zu files", s->unmatched_files);
	if (r->lines)
		printf(", %llu lines", s->unmatched_lines);
	putchar('\n');
	if (!maint_coverage_unowned_dirs(r->cov, r->lines, top, &v, &n) &&
	    n) {
		printf("\nlargest directories in which no file's best section "
		       "(its most specific\nmatch, THE REST aside) is Supported "
		       "or Maintained; all their files counted:\n");
		for (i = 0; i < n; i++) {
			const struct maint_coverage_dir *d =
				maint_coverage_dir(r->cov, v[i]);

			printf("  %7zu files  ", d->nfiles);
			if (r->lines)
				printf("%10llu lines  ", d->nlines);
			cli_fput_field(stdout, d->path);
			printf("/\n");
		}
	}
	free(v);
	v = NULL;
	if (!maint_coverage_unmatched_sections(r->cov, &v, &n) && n) {
		printf("\nsections whose patterns match no file (%zu):\n", n);
		for (i = 0; i < n; i++) {
			const struct maint_section *sec =
				maint_db_section(r->db, v[i]);
			const struct maint_item *it =
				maint_db_item(r->db, sec->header);

			cli_fprintf_safe(stdout, 0, "  %s:%u: ", it->file,
					 it->line);
			cli_fput_field(stdout,
					   maint_section_name(r->db, v[i]));
			putchar('\n');
		}
	}
	free(v);
}

int cmd_coverage(int argc, char **argv)
{
	struct covrun r = { .cmd = "coverage" };
	bool json = false, per = false;
	int top = 10, n, ret;
	struct opt opts[] = {
		OPT_STR("mpath|maintainer-path", &r.mpath, "PATH",
			"MAINTAINERS file or directory to read"),
		OPT_STR("files-from", &r.files_from, "FILE",
			"the files to match, one a line ('-': stdin)"),
		OPT_SET("per-file", &per,
			"one line per file: path, best sections, status, "
			"profile, rest-only"),
		OPT_SET("json", &json, "print JSON"),
		OPT_SET("lines", &r.lines, "count lines as well as files"),
		OPT_INTEGER("top", &top, "N",
			    "directories listed without a maintained "
			    "section (default 10)"),
		OPT_SET("q|quiet", &r.quiet, "no progress on stderr"),
		OPT_TABLE_END,
	};

	ret = cli_options(
		opts, argc, argv, usage_line,
		"Match every file of the tree (git ls-files, or a walk "
		"outside git) against\nMAINTAINERS as maint get -f "
		"does, and sum up who owns what.\n\n",
		NULL, &n);
	if (ret >= 0)
		return ret;
	r.limits = argv + 1;
	r.nlimits = (size_t)n;
	covrun_init(&r);
	if (top < 0)
		ret = cli_fail(&r.cli, EXIT_USAGE,
			       "--top must not be negative");
	else
		ret = covrun_load_db(&r);
	if (!ret)
		ret = covrun_run(&r);
	if (!ret && per && json) {
		if (maint_coverage_files_json(r.cov, r.lines, put_piece, NULL))
			ret = cli_fail(&r.cli, EXIT_SYSTEM, "out of memory");
	} else if (!ret && json) {
		struct maint_coverage_json_opts jo =
			MAINT_COVERAGE_JSON_OPTIONS_INIT;
		char *j;

		jo.source = source(&r);
		jo.lines = r.lines;
		jo.top = (size_t)top;
		j = maint_coverage_json(r.cov, &jo, NULL);
		if (j)
			fputs(j, stdout);
		else
			ret = cli_fail(&r.cli, EXIT_SYSTEM, "out of memory");
		free(j);
	} else if (!ret && per) {
		per_file(&r);
	} else if (!ret) {
		summary_text(&r, (size_t)top);
	}
	if (!ret && r.nempty_limits)
		ret = EXIT_BADINPUT;
	covrun_release(&r);
	return ret; /* cli_run checks stdout */
}
