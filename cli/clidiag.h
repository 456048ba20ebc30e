/* SPDX-License-Identifier: GPL-2.0-only */
/* Diagnostics, the same way in every subcommand: text or JSON. */
#ifndef MAINT_CLIDIAG_H
#define MAINT_CLIDIAG_H

#include <stdbool.h>
#include <stdio.h>

#include "jsonw.h"
#include "maint.h"
#include "mbuf.h"

/* "error", "warning", "info" */
const char *cli_level_name(enum maint_level l);

/*
 * A finding's level in checkpatch's words, as preflight and check print
 * them: "ERROR", "WARNING", "CHECK" (MAINT_INFO); lower case for JSON.
 */
const char *cli_finding_level(enum maint_level l, bool upper);

struct cli;

/*
 * "when" of --color[=WHEN]: NULL (not given) or "auto", "" or "always",
 * "never".  Sets @c's tty and color as cli_setup_tty() does (auto: colour
 * on a terminal unless NO_COLOR is set) and returns 0; for another word
 * says so (cli_fail) and returns EXIT_USAGE.
 */
int cli_color_when(struct cli *c, const char *when);

/*
 * --level WORD ("error", "warning", "check"; NULL: check): the lowest
 * level to report in *min, and 0; for another word says so (cli_fail)
 * and returns EXIT_USAGE.
 */
int cli_level_arg(const struct cli *c, const char *arg, enum maint_level *min);

/*
 * The level word of a finding on @o, in checkpatch's colours when @color
 * (ERROR red, WARNING magenta, CHECK green).
 */
void cli_finding_level_print(FILE *o, enum maint_level l, bool color);

/* "E error(s), W warning(s), C check(s)" on @o, each word in number. */
void cli_finding_totals(FILE *o, size_t e, size_t w, size_t c);

/*
 * Findings as maint check and maint profile check print them:
 * "FILE:LINE: LEVEL: check: message" ("FILE: ..." for one about the
 * whole file, line 0; the level words in colour when @c's color is on),
 * then "total: E errors, W warnings, C checks[; @what]"; with @json
 * maint_check_json() instead.  0, or EXIT_SYSTEM when out of memory
 * (said).
 */
int cli_findings_print(struct cli *c, const struct maint_findings *fs,
		       bool json, const char *what);

/* Write one diagnostic as a JSON object (file, line, level, message). */
void cli_diag_json(struct jsonw *w, const struct maint_diag *d);

/*
 * Print "FILE:LINE: LEVEL: MESSAGE" (or "maint CMD: LEVEL: MESSAGE" for
 * one about no file) with control characters escaped.
 */
void cli_diag_fprint(FILE *o, const char *cmd, const struct maint_diag *d);

/*
 * The sink callback of the commands that rewrite MAINTAINERS (fmt,
 * migrate): "FILE:LINE: [warning: |error: ]MESSAGE" on stderr, escaped.
 */
void cli_diag_print(const struct maint_diag *d, void *ctx);

/* The sink of a rewriting command: cli_diag_print on stderr. */
extern const struct maint_diag_sink cli_stderr_sink;

#endif
