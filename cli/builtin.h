/* SPDX-License-Identifier: GPL-2.0-only */
/* The subcommands of maint: one file each, one table in maint.c. */
#ifndef MAINT_BUILTIN_H
#define MAINT_BUILTIN_H

#include <stdbool.h>

/* Exit codes of every subcommand but get (which follows the script). */
enum maint_exit {
	EXIT_OK = 0,
	EXIT_FINDINGS = 1, /* findings, or a diff */
	EXIT_USAGE = 2,
	EXIT_BADINPUT = 3,
	EXIT_SYSTEM = 4,
};

/* What a command is, for the runner (cli_run) */
enum cli_cmd_flags {
	/*
	 * reads MAINTAINERS (status 3 without) through cli_db(), loaded
	 * after its options (--mpath is one) on first use, freed with its
	 * struct cli; or as text (check, fmt, migrate)
	 */
	CLI_NEEDS_DB = 1 << 0,
	CLI_HAS_JSON = 1 << 1, /* has --json: its fatal errors are JSON too */
	CLI_HAS_SUBCMDS = 1 << 2, /* has sub-subcommands: sub */
};

/*
 * A (sub-)subcommand: the command table of maint.c, and the sub-subcommand
 * tables of profile and report (ended by an entry with a NULL name).
 */
struct cli_cmd {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *summary;
	unsigned int flags; /* enum cli_cmd_flags */
	/* with CLI_HAS_SUBCMDS: the sub-subcommands, a "help" among them */
	const struct cli_cmd *sub;
};

/* The name maint was invoked as (basename of argv[0]). */
extern const char *maint_progname;

int cmd_get(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_fmt(int argc, char **argv);
int cmd_migrate(int argc, char **argv);
int cmd_profile(int argc, char **argv);
int cmd_report(int argc, char **argv);
int cmd_coverage(int argc, char **argv);
int cmd_when(int argc, char **argv);
int cmd_pulls(int argc, char **argv);
int cmd_preflight(int argc, char **argv);
int cmd_history(int argc, char **argv);
int cmd_activity(int argc, char **argv);

/* The sub-subcommands of profile and report (cmd->fn takes the rest). */
extern const struct cli_cmd cmd_profile_sub[];
extern const struct cli_cmd cmd_report_sub[];

#endif
