/* SPDX-License-Identifier: GPL-2.0-only */
/* What maint pulls and maint report html share: pull graphs through git. */
#ifndef MAINT_CLI_PULLSRUN_H
#define MAINT_CLI_PULLSRUN_H

#include "cli.h"
#include "maint.h"

/*
 * A failure of maint_pulls_collect() or maint_pulls_cycles() (ret) on
 * what (a range, a release, a release list) in the repository dir (NULL:
 * "."), as the user sees it.  Returns the exit status.
 */
int cli_pulls_error(const struct cli *c, int ret, const char *what,
		    const char *dir);

/*
 * The HTML of the depth chart per release of spec (each cycle tied with
 * its own MAINTAINERS through git) into *html, for report html
 * --pulls-releases.  Returns 0 or the exit status (said).
 */
int cli_pulls_chart(const struct cli *c, const struct maint_pulls_opts *o,
		    const char *spec, char **html);

#endif
