// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint: the command table and the setup every subcommand shares.
 */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "builtin.h"
#include "cli.h"

const char *maint_progname = "maint";

#define DB CLI_NEEDS_DB
#define JSON CLI_HAS_JSON
#define SUB CLI_HAS_SUBCMDS

/*
 * get keeps get_maintainer.pl's errors and statuses, and turns JSON
 * errors on itself once its options (.get_maintainer.conf's too) say
 * --json without --batch: no JSON flag.  pulls
 * reads MAINTAINERS from git unless --mpath is given: no DB flag.
 */
static const struct cli_cmd commands[] = {
	{ "get", cmd_get, "who gets this patch (drop-in get_maintainer.pl)",
	  DB, NULL },
	{ "profile", cmd_profile, "the maintainer entry profiles for a patch",
	  DB | JSON | SUB, cmd_profile_sub },
	{ "check", cmd_check, "lint MAINTAINERS with file:line diagnostics",
	  DB | JSON, NULL },
	{ "fmt", cmd_fmt, "format MAINTAINERS like parse-maintainers.pl", DB,
	  NULL },
	{ "migrate", cmd_migrate, "reclaim obsolete P: person lines", DB,
	  NULL },
	{ "report", cmd_report, "compare profiles across subsystems",
	  DB | JSON | SUB, cmd_report_sub },
	{ "coverage", cmd_coverage, "who owns which part of the tree",
	  DB | JSON, NULL },
	{ "when", cmd_when, "what a profile's dates mean today", DB | JSON,
	  NULL },
	{ "pulls", cmd_pulls, "pull paths and pull depth of a tree", JSON,
	  NULL },
	{ "preflight", cmd_preflight,
	  "check a series against every subsystem's rules", DB | JSON, NULL },
	{ "history", cmd_history, "the git history index maint keeps", JSON,
	  NULL },
	{ "activity", cmd_activity, "who really looks after what (git history)",
	  DB | JSON, NULL },
};

#undef DB
#undef JSON
#undef SUB

#define NCOMMANDS (sizeof(commands) / sizeof(commands[0]))

static void overview(FILE *out)
{
	fprintf(out, "usage: maint [--version] [--help] <command> [<args>]\n"
		     "       maint help <command>\n\n"
		     "Commands:\n");
	cli_cmd_list(out, commands, NCOMMANDS, 10);
	fprintf(out, "\nRun 'maint <command> --help' for a command's options,\n"
		     "'maint help <command>' for its manual page.\n"
		     "Invoked as get_maintainer.pl, maint acts as 'maint get'.\n");
}

static const struct cli_cmd *find_command(const char *name)
{
	return cli_cmd_find(commands, NCOMMANDS, name);
}

/* Is @name an executable file in a directory of $PATH? */
static bool in_path(const char *name)
{
	const char *path = getenv("PATH"), *p, *end;
	char buf[PATH_MAX];
	int n;

	if (!path)
		return false;
	for (p = path; *p; p = *end ? end + 1 : end) {
		end = strchrnul(p, ':');
		n = snprintf(buf, sizeof(buf), "%.*s/%s", (int)(end - p),
			     end > p ? p : ".", name);
		if (n > 0 && (size_t)n < sizeof(buf) && !access(buf, X_OK))
			return true;
	}
	return false;
}

/*
 * The man page of subcommand @cmd: maint-CMD.1 in build/man beside the
 * binary (a build tree), in man beside it (a binary inside a build
 * directory, such as the sanitizer build's) or in ../share/man/man1 (an
 * installed maint).
 */
static bool find_man_page(const char *cmd, char *out, size_t size)
{
	static const char *const dirs[] = { "build/man", "man",
					    "../share/man/man1" };
	char exe[PATH_MAX];
	struct stat st;
	ssize_t len;
	char *slash;
	size_t i;
	int n;

	len = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (len <= 0)
		return false;
	exe[len] = '\0';
	slash = strrchr(exe, '/');
	if (!slash)
		return false;
	*slash = '\0';
	for (i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++) {
		n = snprintf(out, size, "%s/%s/maint-%s.1", exe, dirs[i], cmd);
		if (n > 0 && (size_t)n < size && !stat(out, &st) &&
		    S_ISREG(st.st_mode))
			return true;
	}
	return false;
}

/* Run man -l @page; its exit status, or -1 when it could not run. */
static int run_man(const char *page)
{
	char *args[] = { "man", "-l", (char *)page, NULL };
	int status;
	pid_t pid;

	fflush(stdout);
	pid = fork();
	if (pid < 0)
		return -1;
	if (!pid) {
		/* not a terminal: plain text, no pager */
		if (!isatty(STDOUT_FILENO))
			unsetenv("MAN_KEEP_FORMATTING");
		execvp("man", args);
		_exit(127);
	}
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return -1;
	if (!WIFEXITED(status) || WEXITSTATUS(status) == 127)
		return -1;
	return WEXITSTATUS(status);
}

/*
 * maint help CMD: the manual page through man -l (paged on a terminal,
 * plain text otherwise); without man or a page, the command's --help.
 */
static int help_command(const char *name)
{
	const struct cli_cmd *c = find_command(name);
	char page[PATH_MAX];
	char *args[] = { (char *)name, "--help", NULL };

	if (!c) {
		fprintf(stderr,
			"maint: '%s' is not a maint command; see 'maint --help'\n",
			name);
		return EXIT_USAGE;
	}
	if (find_man_page(name, page, sizeof(page)) && in_path("man") &&
	    run_man(page) == 0)
		return EXIT_OK;
	return cli_run(c, 2, args);
}

static int finish(int status)
{
	return cli_check_stdout(NULL, status);
}

int main(int argc, char **argv)
{
	const char *base = strrchr(argv[0], '/');
	const struct cli_cmd *c;

	base = base ? base + 1 : argv[0];
	maint_progname = base;
	signal(SIGPIPE, SIG_DFL);
	if (!strcmp(base, "get_maintainer.pl") ||
	    !strcmp(base, "get_maintainer"))
		return finish(cmd_get(argc, argv));
	if (argc < 2) {
		/* no command: a usage error (git, apt and make say so too) */
		overview(stderr);
		return finish(EXIT_USAGE);
	}
	if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "version")) {
		printf("maint %s (%s)\n", MAINT_VERSION, MAINT_GIT_DESCRIBE);
		return finish(EXIT_OK);
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") ||
	    !strcmp(argv[1], "help")) {
		if (argc > 2 && strcmp(argv[1], "help") == 0)
			return finish(help_command(argv[2]));
		overview(stdout);
		return finish(EXIT_OK);
	}
	c = find_command(argv[1]);
	/* argv[0] of a subcommand is its own name */
	if (c)
		return cli_run(c, argc - 1, argv + 1);
	fprintf(stderr, "maint: '%s' is not a maint command; see 'maint --help'\n",
		argv[1]);
	return EXIT_USAGE;
}
