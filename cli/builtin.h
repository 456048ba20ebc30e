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

#endif
