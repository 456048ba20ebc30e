/* SPDX-License-Identifier: GPL-2.0-only */
/* Diagnostics, the same way in every subcommand. */
#ifndef MAINT_CLIDIAG_H
#define MAINT_CLIDIAG_H

#include <stdio.h>

#include "jsonw.h"
#include "maint.h"
#include "mbuf.h"

/* "error", "warning", "info" */
const char *cli_level_name(enum maint_level l);

/* Write one diagnostic as a JSON object (file, line, level, message). */
void cli_diag_json(struct jsonw *w, const struct maint_diag *d);

/*
 * Print "FILE:LINE: LEVEL: MESSAGE" (or "maint CMD: LEVEL: MESSAGE" for
 * one about no file) with control characters escaped.
 */
void cli_diag_fprint(FILE *o, const char *cmd, const struct maint_diag *d);

#endif
