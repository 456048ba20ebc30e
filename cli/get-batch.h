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
 * @load: load MAINTAINERS into *@db as a single run does, with its
 *        messages: -1 when loaded, else the exit status a single run ends
 *        with (nothing in *@db)
 * @one: run one query for @path over @db exactly as `maint get OPTIONS
 *       PATH` does: print its output to standard output, return its exit
 *       status, and set *@answer to the answer as JSON (malloc'd) when the
 *       run succeeds
 * @ctx: for @load and @one
 */
struct get_batch {
	int (*load)(void *ctx, struct maint_db **db);
	int (*one)(void *ctx, struct maint_db *db, char *path, char **answer);
	void *ctx;
};

/*
 * Answer each of args[0..nargs) ("-" alone: read the paths from standard
 * input, one a line, each at most 65,536 bytes) as `maint get OPTIONS
 * PATH` alone would, printing {"patch": PATH, "status": N, "output":
 * "...", "answer": {...}} a line.  *db is reloaded (and replaced) when a
 * MAINTAINERS file changes; when that fails (MAINTAINERS gone for a
 * moment), the path's line has the status and standard error the message
 * a single run would give, and the batch goes on.  A path line too long or
 * holding a NUL byte is skipped with a message naming it.  Returns 0, 3
 * when a path line was skipped, or 4 when out of memory or output fails.
 */
int cli_get_batch(const struct get_batch *b, struct maint_db **db, char **args,
		  int nargs);

#endif
