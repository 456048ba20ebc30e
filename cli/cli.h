/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The CLI spine: one context per running subcommand (struct cli), its
 * diagnostic sink, the one way to fail ("maint CMD: message"), to load the
 * MAINTAINERS database and to read a patch.  Every string these print is
 * passed through cli_fput_safe() on the way out.  See doc/design.md.
 */
#ifndef MAINT_CLI_H
#define MAINT_CLI_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "builtin.h"
#include "jsonw.h"
#include "maint.h"
#include "mbuf.h"
#include "term.h"

/*
 * The largest input read whole: a patch or a series (get, profile, when,
 * preflight), standard input, coverage's --files-from list, the answer
 * get --batch captures.  1 GiB, for get's sake: it answers what
 * get_maintainer.pl answers, and the script reads a patch of any size;
 * real inputs stay far below it (a whole release's diff is a few hundred
 * MB), and memory stays near the input's size (tests/hostile/h0002).
 */
#define CLI_MAX_INPUT ((size_t)1 << 30)

/* One running subcommand. */
struct cli {
	const char *cmd; /* "when", "profile list": the message prefix */
	bool json; /* --json: diagnostics are collected in diags */
	bool color, color_given, tty; /* stdout is a terminal */
	bool diag_stdout; /* the diagnostics are the output (lint) */
	struct mbuf diags; /* the JSON array, under --json: cli_diags_json() */
	struct jsonw diagw; /* writing diags */
	bool diags_open; /* diagw's array is started (on first use) */
	size_t nerrors; /* errors among the diagnostics so far */
	/*
	 * a failure is JSON on stdout too: set by cli_init() for a
	 * CLI_HAS_JSON command given --json, by get after its options
	 */
	bool json_errors;
	unsigned int flags; /* the command's, from the runner (builtin.h) */
	struct maint_diag_sink sink; /* points at this context */
	/* which MAINTAINERS cli_db() reads: set from the command's options */
	struct maint_load_opts load;
	struct maint_db *db; /* cli_db()'s, freed by cli_release() */
};

/* Set up c for subcommand cmd (the string is kept, not copied). */
void cli_init(struct cli *c, const char *cmd);

/* After option parsing: tty, and colour unless --[no-]color was given. */
void cli_setup_tty(struct cli *c);

void cli_release(struct cli *c);

/*
 * The diagnostics collected under --json, as a JSON array, one a line
 * ("[\n    {...},\n    {...}]", or "[]"); the array is closed by the
 * first call, so collect nothing after it.
 */
const char *cli_diags_json(struct cli *c);

/*
 * A finished JSON document in mb and its newline onto stdout, and mb
 * released; false (nothing written) when it ran out of memory.
 */
bool cli_json_put(struct mbuf *mb);

/* "diagnostics": cli_diags_json(c), a member of the object w has open */
void cli_diags_field(struct jsonw *w, struct cli *c);

/* The sink callback: JSON under --json, else escaped text on stderr. */
void cli_diag_cb(const struct maint_diag *d, void *ctx);

/* A diagnostic of the CLI's own, through the same sink. */
void cli_report(struct cli *c, const char *file, unsigned int line,
		enum maint_level lvl, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

/*
 * The one way to say that something went wrong.  How cli_say() words it:
 * by default "maint CMD: message" on stderr with every control character
 * escaped (maint's own words, CMD being c->cmd);
 */
enum cli_say_how {
	/*
	 * giving up: under c->json_errors the message is also one JSON
	 * object on stdout, {"error": {"command": CMD, "status": N,
	 * "message": TEXT}} (maint(1), ERRORS)
	 */
	CLI_SAY_FATAL = 1 << 0,
	/*
	 * get_maintainer.pl's words (maint get): "PROG: message", PROG the
	 * name maint was called as, written as the script writes it to a
	 * pipe and escaped on a terminal
	 */
	CLI_SAY_SCRIPT = 1 << 1,
};

/* Say fmt as how says (c NULL: "maint: message"); returns status. */
int cli_say(const struct cli *c, unsigned int how, int status, const char *fmt,
	    ...) __attribute__((format(printf, 4, 5)));
int cli_vsay(const struct cli *c, unsigned int how, int status, const char *fmt,
	     va_list ap);

/* Give up: cli_say(c, CLI_SAY_FATAL, status, ...). */
int cli_fail(const struct cli *c, int status, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/*
 * The database of a command that reads MAINTAINERS (CLI_NEEDS_DB): loaded
 * on the first call from c->load (path NULL: ./MAINTAINERS; root, ...),
 * which the command sets from its options, and kept in c->db until
 * cli_release().  Returns 0, or prints the one wording of each load error
 * and returns its exit status: EXIT_BADINPUT for a missing or unusable
 * input, EXIT_SYSTEM when the system failed us (out of memory, permission,
 * I/O).  Called after the options, so that --help and usage errors need
 * no MAINTAINERS.
 */
int cli_db(struct cli *c);

/* How cli_load_db() loads and words its errors */
enum cli_db_how {
	CLI_DB_QUIET = 1 << 0, /* no diagnostics (only the files are wanted) */
	/*
	 * get_maintainer.pl's words and status (2): "MAINTAINER file not
	 * found", "No MAINTAINER files found in", "Can't open MAINTAINERS
	 * file"
	 */
	CLI_DB_SCRIPT = 1 << 1,
};

/*
 * The one way the CLI loads MAINTAINERS (cli_db()'s, and that of a
 * database of the caller's: pulls --mpath, get, check's file list): lo
 * into *db with the diagnostics through c->sink, the one wording of each
 * load error said.  Returns 0 or the exit status.
 */
int cli_load_db(struct cli *c, const struct maint_load_opts *lo,
		unsigned int how, struct maint_db **db);

/* The exit status of a negative errno reading an input file. */
int cli_errno_status(int err);

/*
 * The one wording of a file that could not be read (err: an errno, either
 * sign): "maint CMD: cannot open 'PATH': reason" when it is not there
 * (ENOENT, ENOTDIR), "cannot read 'PATH': reason" otherwise.  Returns the
 * exit status, cli_errno_status(err).
 */
int cli_file_error(const struct cli *c, const char *path, int err);

/*
 * git refused the repository of dir (a library call returned
 * -MAINT_E_GITREFUSED): "maint CMD: git refuses the repository 'PATH':
 * ...; if you trust it, run: git config --global --add safe.directory
 * PATH".  Returns EXIT_SYSTEM.  maint's commands stop there rather than
 * answer without git (a directory walk, no tags) as if nothing happened.
 */
int cli_git_refused(const struct cli *c, const char *dir);

/*
 * The one reader of inputs: path whole (NULL: standard input), a FIFO or
 * a device too (`<(git diff)`), at most CLI_MAX_INPUT bytes.  Returns 0 or
 * -errno (-EFBIG past the cap), saying nothing.
 */
int cli_read_all(const char *path, char **buf, size_t *len);

/*
 * Read a patch: "-" is standard input (cli_read_all()).  Prints "cannot
 * open 'PATH': reason" and returns its exit status.
 */
int cli_read_input(const struct cli *c, const char *path, char **buf,
		   size_t *len);

/*
 * Feed n arguments to g: patches, or with files set, file and directory
 * names (a leading "./" dropped, directories given a trailing "/").
 * Returns 0 or an exit status (the reason printed).
 */
int cli_get_inputs(const struct cli *c, struct maint_get *g, int n, char **args,
		   bool files);

/*
 * --rc N and --merge-window: where the release cycle is, given instead of
 * read from the git tags (maint when, maint preflight).
 */
struct cli_cycle_opts {
	int rc;
	bool rc_given, merge_window;
};

/* The two options, for an opt table (opt.h) */
/* clang-format off */
#define CLI_OPTS_CYCLE(co)						\
	{ OPT_INT, "rc", &(co)->rc, "N",				\
	  "the tree is at -rcN (instead of reading git tags)",		\
	  &(co)->rc_given },						\
	OPT_SET("merge-window", &(co)->merge_window,			\
		"the merge window is open (instead of reading git tags)")
/* clang-format on */

/* They exclude each other, -rcN is in range: 0 or EXIT_USAGE (said). */
int cli_cycle_check(const struct cli *c, const struct cli_cycle_opts *co);

/*
 * The cycle on day today: as given, or from the release tags of repo
 * (*tags_err: maint_rtags_git()'s answer, 0 when given) into *cy
 * (maint_cycle_free(); NULL on failure).  Returns 0, or EXIT_SYSTEM out of
 * memory or when git refuses the repository (said).
 */
int cli_cycle_read(const struct cli *c, const struct cli_cycle_opts *co,
		   const char *repo, long today, const struct maint_cycle **cy,
		   int *tags_err);

/*
 * The one runner: run cmd on argc, argv (argv[0] its name) as its flags
 * say, and check stdout on the way out: a write error is "maint CMD:
 * write error: reason" and status 4 (EXIT_SYSTEM).  CLI_HAS_SUBCMDS:
 * argv[1] naming an entry of cmd->sub runs that entry on argc - 1, argv
 * + 1, "-h" and "--help" its "help" entry, anything else (options,
 * patches) cmd->fn.  CLI_HAS_JSON with --json: failures are JSON too
 * (struct cli's json_errors).  CLI_NEEDS_DB: cli_db() loads MAINTAINERS
 * (it refuses for a command without the flag).  Returns the exit status.
 */
int cli_run(const struct cli_cmd *cmd, int argc, char **argv);

/*
 * Flush stdout; on a write error (but a closed pipe) print "maint [CMD:]
 * write error: reason" and return EXIT_SYSTEM (or status, when it is a
 * worse one); else status.
 */
int cli_check_stdout(const char *cmd, int status);

/* The entry of table[0..n) named name, or NULL (a NULL name ends it). */
const struct cli_cmd *cli_cmd_find(const struct cli_cmd *table, size_t n,
				   const char *name);

/*
 * "  NAME    SUMMARY" for each entry of table[0..n), names padded to
 * width (a NULL name ends it).
 */
void cli_cmd_list(FILE *o, const struct cli_cmd *table, size_t n, int width);

/*
 * patch -> sections -> profiles: run maint_get on n patches (or, with
 * files, files), and add the P: targets of every matched section to ts
 * (maint_ptargets_add_query()).  Returns 0 or an exit status.
 */
int cli_profile_query(struct cli *c, struct maint_db *db, int n, char **args,
		      bool files, struct maint_ptargets *ts);

#endif
