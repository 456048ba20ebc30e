// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>
#include <string.h>

#include "builtin.h"
#include "cli.h"
#include "clidiag.h"
#include "term.h"

const char *cli_level_name(enum maint_level l)
{
	return l == MAINT_ERROR ? "error" : l == MAINT_WARNING ? "warning" :
								 "info";
}

const char *cli_finding_level(enum maint_level l, bool upper)
{
	if (!upper)
		return maint_finding_level_name(l);
	if (l == MAINT_ERROR)
		return "ERROR";
	if (l == MAINT_WARNING)
		return "WARNING";
	return "CHECK";
}

int cli_color_when(struct cli *c, const char *when)
{
	if (!when || !strcmp(when, "auto")) {
		c->color_given = false;
	} else if (!*when || !strcmp(when, "always")) {
		c->color = c->color_given = true;
	} else if (!strcmp(when, "never")) {
		c->color = false;
		c->color_given = true;
	} else {
		return cli_fail(
			c, EXIT_USAGE,
			"--color must be auto, always or never, not '%s' (write --color=WHEN)",
			when);
	}
	cli_setup_tty(c);
	return 0;
}

int cli_level_arg(const struct cli *c, const char *arg, enum maint_level *min)
{
	int l;

	*min = MAINT_INFO;
	if (!arg)
		return 0;
	/* the level words are the library's (maint_finding_level_name()) */
	for (l = MAINT_INFO; l <= MAINT_ERROR; l++)
		if (!strcmp(arg,
			    maint_finding_level_name((enum maint_level)l))) {
			*min = (enum maint_level)l;
			return 0;
		}
	return cli_fail(c, EXIT_USAGE,
			"--level takes error, warning or check, not '%s'", arg);
}

void cli_finding_level_print(FILE *o, enum maint_level l, bool color)
{
	const char *sgr = "32";

	if (l == MAINT_ERROR)
		sgr = "31";
	else if (l == MAINT_WARNING)
		sgr = "35";
	if (color)
		fprintf(o, "\033[1;%sm%s\033[0m", sgr,
			cli_finding_level(l, true));
	else
		fputs(cli_finding_level(l, true), o);
}

void cli_finding_totals(FILE *o, size_t e, size_t w, size_t c)
{
	fprintf(o, "%zu error%s, %zu warning%s, %zu check%s", e,
		e == 1 ? "" : "s", w, w == 1 ? "" : "s", c, c == 1 ? "" : "s");
}

int cli_findings_print(struct cli *c, const struct maint_findings *fs,
		       bool json, const char *what)
{
	const struct maint_finding *f;
	size_t i, e = 0, w = 0, k = 0;

	if (json) {
		size_t len;
		char *out = maint_check_json(fs, &len);

		if (!out)
			return cli_fail(c, EXIT_SYSTEM, "out of memory");
		fwrite(out, 1, len, stdout);
		free(out);
		return 0;
	}
	for (i = 0; (f = maint_findings_at(fs, i)); i++) {
		if (f->line)
			cli_fprintf_safe(stdout, 0, "%s:%u: ", f->file,
					 f->line);
		else /* about the whole file */
			cli_fprintf_safe(stdout, 0, "%s: ", f->file);
		cli_finding_level_print(stdout, f->level, c->color);
		cli_fprintf_safe(stdout, 0, ": %s: %s", f->check, f->message);
		putchar('\n');
		e += f->level == MAINT_ERROR;
		w += f->level == MAINT_WARNING;
		k += f->level == MAINT_INFO;
	}
	printf("total: ");
	cli_finding_totals(stdout, e, w, k);
	if (what)
		cli_fprintf_safe(stdout, 0, "; %s", what);
	putchar('\n');
	return 0;
}

void cli_diag_json(struct jsonw *w, const struct maint_diag *d)
{
	jsonw_start_object(w);
	jsonw_string_field(w, "file", d->file);
	jsonw_uint_field(w, "line", d->line);
	jsonw_string_field(w, "level", cli_level_name(d->level));
	jsonw_string_field(w, "message", d->msg);
	jsonw_end_object(w);
}

void cli_diag_fprint(FILE *o, const char *cmd, const struct maint_diag *d)
{
	fflush(stdout);
	if (d->file && d->line)
		cli_fprintf_safe(o, 0, "%s:%u: ", d->file, d->line);
	else if (d->file)
		cli_fprintf_safe(o, 0, "%s: ", d->file);
	else
		cli_fprintf_safe(o, 0, "%s %s: ", maint_progname, cmd);
	fprintf(o, "%s: ", cli_level_name(d->level));
	cli_fput_safe(o, d->msg, strlen(d->msg), 0);
	fputc('\n', o);
}

void cli_diag_print(const struct maint_diag *d, void *ctx)
{
	const char *lvl = d->level == MAINT_ERROR   ? "error: " :
			  d->level == MAINT_WARNING ? "warning: " :
						      "";

	(void)ctx;
	fflush(stdout);
	if (d->file && d->line)
		cli_fprintf_safe(stderr, 0, "%s:%u: ", d->file, d->line);
	else
		cli_fprintf_safe(stderr, 0,
				 "%s: ", d->file ? d->file : maint_progname);
	fputs(lvl, stderr);
	cli_fput_safe(stderr, d->msg, strlen(d->msg), 0);
	fputc('\n', stderr);
}

const struct maint_diag_sink cli_stderr_sink =
	MAINT_DIAG_SINK_INIT(cli_diag_print, NULL);
