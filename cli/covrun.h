/* SPDX-License-Identifier: GPL-2.0-only */
/* What maint coverage and maint report share: the tree's files matched. */
#ifndef MAINT_CLI_COVRUN_H
#define MAINT_CLI_COVRUN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "cli.h"
#include "maint.h"

/**
 * struct covrun - one run over the tree
 * @cmd: "coverage", "report html": what messages are prefixed with
 * @mpath: --mpath, or NULL for ./MAINTAINERS
 * @files_from: --files-from FILE ("-": stdin), or NULL for the tree's files
 * @limits: PATH arguments (files at or below them), @nlimits of them
 * @lines: count lines
 * @quiet: no progress even on a terminal
 */
struct covrun {
	const char *cmd;
	const char *mpath;
	const char *files_from;
	char **limits;
	size_t nlimits;
	bool lines, quiet;
	/* results */
	struct cli cli; /* set up by covrun_init() or covrun_load_db() */
	struct maint_db *db; /* r->cli.db */
	struct maint_paths *pl;
	char *list; /* --files-from contents */
	const char **paths;
	size_t npaths;
	bool from_git;
	struct maint_coverage *cov;
	bool progress_shown;
	size_t nempty_limits; /* PATH arguments that matched no file */
};

/* Set up r->cli (r->cmd), for what is said before the load. */
void covrun_init(struct covrun *r);
/*
 * Load MAINTAINERS (r->mpath) into r->db with cli_db(), r->cli set up
 * first unless covrun_init() did it; returns an exit status (0: ok).
 */
int covrun_load_db(struct covrun *r);
/*
 * Collect the files and match them; returns an exit status (0: ok).  A
 * PATH argument that matches no file is warned about and counted in
 * r->nempty_limits (the command then exits EXIT_BADINPUT).
 */
int covrun_run(struct covrun *r);
void covrun_release(struct covrun *r);

/* Progress line on stderr, only when it is a terminal and not quiet. */
void covrun_progress(struct covrun *r, const char *what, size_t done,
		     size_t total);
void covrun_progress_end(struct covrun *r);

#endif
