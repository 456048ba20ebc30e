/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * maint get --batch: many queries in one process, MAINTAINERS parsed once
 * (and again only when it changes), one JSON line per query.
 */
#ifndef MAINT_GET_BATCH_H
#define MAINT_GET_BATCH_H

#include <stdbool.h>

#include "maint.h"

/**
 * struct get_batch - what a batch needs from a single `maint get` run
 * @lo: how the database was loaded (to load it again when it changed)
 * @sink: diagnostics
 * @one: run one query for @path over @db exactly as `maint get OPTIONS
 *       PATH` does: print its output to standard output, return its exit
 *       status, and set *@answer to the answer as JSON (malloc'd) when the
 *       run succeeds
 * @ctx: for @one
 */
struct get_batch {
	const struct maint_load_opts *lo;
	const struct maint_diag_sink *sink;
	int (*one)(void *ctx, struct maint_db *db, char *path, char **answer);
	void *ctx;
};

/*
 * Answer each of args[0..nargs) ("-" alone: read the paths from standard
 * input, one a line) as `maint get OPTIONS PATH` alone would, printing
 * {"patch": PATH, "status": N, "output": "...", "answer": {...}} a line.
 * *db is reloaded (and replaced) when a MAINTAINERS file changes.
 * Returns 0, or 4 when out of memory or output fails.
 */
int cli_get_batch(const struct get_batch *b, struct maint_db **db, char **args,
		  int nargs);

#endif
