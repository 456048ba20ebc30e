/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * MAINTAINERS as text: reading the files (check, the self-test, fmt,
 * migrate, profile new) and rewriting one of them (fmt, migrate).
 */
#ifndef MAINT_CLI_TEXTFILE_H
#define MAINT_CLI_TEXTFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "cli.h"
#include "maint.h"

/* The largest MAINTAINERS file read (the library's default too). */
#define CLI_MAX_FILE ((size_t)64 << 20)

/*
 * Read path into t (t->name = path).  On failure prints the reason and
 * returns EXIT_BADINPUT (missing, too large) or EXIT_SYSTEM.
 */
int cli_read_text(const struct cli *c, const char *path, struct maint_text *t,
		  char **buf);

/* The MAINTAINERS files of a check or a self-test, as text. */
struct cli_texts {
	struct maint_text *t; /* t[i].name malloc'd */
	const struct maint_text **p; /* &t[i]: what the library takes */
	char **bufs;
	size_t n;
	char *root; /* the tree's top: "." for a directory, else path's */
};

/*
 * The MAINTAINERS files named by path: the file itself, or the files of a
 * directory as get_maintainer.pl --mpath reads them (every MAINTAINERS
 * file below it with find_files).  Returns 0 or an exit status (said).
 */
int cli_read_texts(struct cli *c, const char *path, bool find_files,
		   struct cli_texts *in);
void cli_texts_free(struct cli_texts *in);

/*
 * get_maintainer.pl --self-test[=WHAT] over mpath (NULL: ./MAINTAINERS),
 * for maint check and maint get: the script's warnings on stdout.
 * Returns the exit status.
 */
int cli_self_test(struct cli *c, const char *what, const char *mpath,
		  bool find_files);

/*
 * Where a rewriting command's result goes: stdout, -o FILE, or back to
 * path through mnt_write_atomic().  Returns an exit status.
 */
int cli_write_result(const struct cli *c, const char *path,
		     const char *out_file, bool in_place, const char *data,
		     size_t len, const char *orig, size_t orig_len);

/*
 * Take the in-place writer's lock of path (mnt_lock(): PATH.lock) before
 * reading it; it is held until the process exits, after the rename.  A
 * second writer waits for the first; after MNT_LOCK_WAIT_MS it gives up
 * with a message and EXIT_SYSTEM.  Returns an exit status.
 */
int cli_lock_rewrite(const struct cli *c, const char *path);

/* The directory part of path ("." when it has none); malloc'd. */
char *cli_dirname(const char *path);

/*
 * --check: print the unified diff from the file's text to the result
 * (a/PATH, b/PATH) and return EXIT_FINDINGS when they differ, EXIT_OK
 * when they do not.
 */
int cli_check_diff(const struct cli *c, const char *path, const char *old,
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

#endif
