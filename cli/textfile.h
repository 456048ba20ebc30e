/* SPDX-License-Identifier: GPL-2.0-only */
/* Helpers of the commands that read and rewrite MAINTAINERS files. */
#ifndef MAINT_CLI_TEXTFILE_H
#define MAINT_CLI_TEXTFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "maint.h"

/* The largest MAINTAINERS file read (the library's default too). */
#define CLI_MAX_FILE ((size_t)64 << 20)

/* "maint <cmd>: message" on stderr; returns status. */
int cli_die(const char *cmd, int status, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/*
 * Read path into t (t->name = path).  On failure prints the reason and
 * returns EXIT_BADINPUT (missing, too large) or EXIT_SYSTEM.
 */
int cli_read_text(const char *cmd, const char *path, struct maint_text *t,
		  char **buf);

/* A diag sink callback: "FILE:LINE: [warning: |error: ]MSG" on stderr. */
void cli_diag_print(const struct maint_diag *d, void *ctx);

/*
 * Where a rewriting command's result goes: stdout, -o FILE, or back to
 * path through mnt_write_atomic().  Returns an exit status.
 */
int cli_write_result(const char *cmd, const char *path, const char *out_file,
		     bool in_place, const char *data, size_t len,
		     const char *orig, size_t orig_len);

/*
 * Take the in-place writer's lock of path (mnt_lock(): PATH.lock) before
 * reading it; it is held until the process exits, after the rename.  A
 * second writer waits for the first; after MNT_LOCK_WAIT_MS it gives up
 * with a message and EXIT_SYSTEM.  Returns an exit status.
 */
int cli_lock_rewrite(const char *cmd, const char *path);

/* The directory part of path ("." when it has none); malloc'd. */
char *cli_dirname(const char *path);

/*
 * --check: print the unified diff from the file's text to the result
 * (a/PATH, b/PATH) and return EXIT_FINDINGS when they differ, EXIT_OK
 * when they do not.
 */
int cli_check_diff(const char *cmd, const char *path, const char *old,
		   size_t oldlen, const char *new, size_t newlen);

/*
 * A command that rewrites one MAINTAINERS file (fmt, migrate): its own
 * options, then --check, -i/--in-place, -o/--output and --help; the file
 * (default ./MAINTAINERS) read, transformed, and the result diffed
 * (--check), written back atomically (-i), to -o FILE or to stdout.
 */
struct opt;
struct cli_rewrite {
	const char *cmd; /* "fmt" */
	const char *usage; /* "maint fmt [--order] ..." */
	const char *notes; /* printed after the options by --help */
	const char *check_help; /* --check's help text */
	const struct opt *opts; /* the command's own, OPT_TABLE_END-ended */
	/*
	 * The new text of t (path: its name) into *res, *len; returns 0 or
	 * a negative errno (-EINVAL: bad input, already reported).
	 */
	int (*transform)(const struct cli_rewrite *rw, const struct maint_text *t,
			 const char *path, char **res, size_t *len);
};

/* Run rw on argv; returns the exit status. */
int cli_rewrite_run(const struct cli_rewrite *rw, int argc, char **argv);

/* The sink of a rewriting command: cli_diag_print on stderr. */
extern const struct maint_diag_sink cli_stderr_sink;

#endif
