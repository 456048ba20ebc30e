/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A small declarative option parser with Getopt::Long's rules, so that
 * `maint get` accepts exactly what get_maintainer.pl accepts:
 * "--name", "-name", "--name=value", "--name value", "--noname" and
 * "--no-name" for negatable flags, names matched without regard to case,
 * no abbreviations, options and arguments in any order, "--" ends options.
 * One table per command also generates its --help text, and the parser
 * owns -h/--help and the usage of every command but get (which prints
 * get_maintainer.pl's): cli_options().
 */
#ifndef MAINT_OPT_H
#define MAINT_OPT_H

#include <stdbool.h>
#include <stdio.h>

enum opt_type {
	OPT_END,
	OPT_BOOL, /* bool *, negatable */
	OPT_FLAG, /* bool *, set only */
	OPT_INT, /* int * */
	OPT_STRING, /* const char ** */
	OPT_OPTSTRING, /* const char **: value optional ("" when absent) */
	OPT_GROUP, /* a heading in the help text */
};

struct opt {
	enum opt_type type;
	const char *names; /* "k|keywords": first is shown in help */
	void *value;
	const char *argh; /* placeholder for the value in help */
	const char *help;
	bool *seen; /* set when the option was given */
};

#define OPT_BOOLEAN(n, v, h) { OPT_BOOL, (n), (v), NULL, (h), NULL }
#define OPT_SET(n, v, h) { OPT_FLAG, (n), (v), NULL, (h), NULL }
#define OPT_INTEGER(n, v, a, h) { OPT_INT, (n), (v), (a), (h), NULL }
#define OPT_STR(n, v, a, h) { OPT_STRING, (n), (v), (a), (h), NULL }
#define OPT_HEADING(h) { OPT_GROUP, NULL, NULL, NULL, (h), NULL }
#define OPT_TABLE_END { OPT_END, NULL, NULL, NULL, NULL, NULL }

/*
 * Parse argv[0..argc) (argv[0] is not skipped: pass argv + 1).  Non-option
 * arguments are moved, in order, to the front of argv; their count is
 * returned.  On error a Getopt::Long-style message is written to err and
 * -1 is returned.
 */
int opt_parse(const struct opt *opts, int argc, char **argv, FILE *err);

/*
 * Print one line per option: "  --name=ARG  help", and last "-h, --help"
 * unless the table has an option of that name.
 */
void opt_help(const struct opt *opts, FILE *out);

/*
 * The options of a command: opt_parse() argv[1..argc) into opts, -h and
 * --help the parser's own (no table entry: opt_help() lists them last).
 * After a usage error prints "usage: USAGE" on stderr and returns
 * EXIT_USAGE; after -h or --help prints "usage: USAGE", a blank line,
 * intro, the options and notes (intro and notes may be NULL) on stdout
 * and returns EXIT_OK; else stores how many arguments are left (in
 * argv[1..]) in *nargs and returns -1.
 */
int cli_options(const struct opt *opts, int argc, char **argv,
		const char *usage, const char *intro, const char *notes,
		int *nargs);

#endif
