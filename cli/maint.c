// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint: the command table and the setup every subcommand shares.
 */
#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtin.h"

/* Subcommands that are not linked in yet resolve to NULL. */
#pragma weak cmd_check
#pragma weak cmd_fmt
#pragma weak cmd_migrate
#pragma weak cmd_profile
#pragma weak cmd_report
#pragma weak cmd_coverage
#pragma weak cmd_when
#pragma weak cmd_pulls
#pragma weak maint_self_test

struct cmd {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *summary;
};

const char *maint_progname = "maint";

static const struct cmd commands[] = {
	{ "get", cmd_get, "who gets this patch (drop-in get_maintainer.pl)" },
	{ "profile", cmd_profile, "the maintainer entry profiles for a patch" },
	{ "check", cmd_check, "lint MAINTAINERS with file:line diagnostics" },
	{ "fmt", cmd_fmt, "format MAINTAINERS like parse-maintainers.pl" },
	{ "migrate", cmd_migrate, "reclaim obsolete P: person lines" },
	{ "report", cmd_report, "compare profiles across subsystems" },
	{ "coverage", cmd_coverage, "who owns which part of the tree" },
	{ "when", cmd_when, "what a profile's dates mean today" },
	{ "pulls", cmd_pulls, "pull paths and pull depth of a tree" },
};

static void overview(FILE *out)
{
	size_t i;

	fprintf(out, "usage: maint <command> [<args>]\n\n"
		     "Commands:\n");
	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		fprintf(out, "  %-10s %s%s\n", commands[i].name,
			commands[i].summary,
			commands[i].fn ? "" : " (not yet available)");
	fprintf(out, "\nRun 'maint <command> --help' for a command's options.\n"
		     "Invoked as get_maintainer.pl, maint acts as 'maint get'.\n");
}

static int finish(int status)
{
	/* report write errors on stdout (e.g. a full disk) */
	if (fflush(stdout) || ferror(stdout)) {
		if (errno != EPIPE)
			fprintf(stderr, "maint: write error: %s\n",
				strerror(errno));
		return status ? status : EXIT_SYSTEM;
	}
	return status;
}

int main(int argc, char **argv)
{
	const char *base = strrchr(argv[0], '/');
	size_t i;

	base = base ? base + 1 : argv[0];
	maint_progname = base;
	signal(SIGPIPE, SIG_DFL);
	if (!strcmp(base, "get_maintainer.pl") ||
	    !strcmp(base, "get_maintainer"))
		return finish(cmd_get(argc, argv));
	if (argc < 2) {
		overview(stdout);
		return finish(EXIT_OK);
	}
	if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "version")) {
		printf("maint %s (%s)\n", MAINT_VERSION, MAINT_GIT_DESCRIBE);
		return finish(EXIT_OK);
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") ||
	    !strcmp(argv[1], "help")) {
		if (argc > 2 && strcmp(argv[1], "help") == 0) {
			for (i = 0; i < sizeof(commands) / sizeof(commands[0]);
			     i++) {
				if (!strcmp(argv[2], commands[i].name) &&
				    commands[i].fn) {
					char *args[] = { argv[2], "--help",
							 NULL };

					return finish(commands[i].fn(2, args));
				}
			}
		}
		overview(stdout);
		return finish(EXIT_OK);
	}
	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++) {
		if (strcmp(argv[1], commands[i].name))
			continue;
		if (!commands[i].fn) {
			fprintf(stderr, "maint: '%s' is not available yet\n",
				argv[1]);
			return EXIT_USAGE;
		}
		/* argv[0] of a subcommand is its own name */
		return finish(commands[i].fn(argc - 1, argv + 1));
	}
	fprintf(stderr, "maint: '%s' is not a maint command; see 'maint --help'\n",
		argv[1]);
	return EXIT_USAGE;
}
