// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint migrate: reclaim obsolete P: person lines as the 2019 series
 * did, so that P: names Maintainer Entry Profiles only.
 */
#include <errno.h>
#include <stdlib.h>

#include "builtin.h"
#include "clidiag.h"
#include "maint.h"
#include "textfile.h"

static int migrate_transform(const struct cli_rewrite *rw,
			     const struct maint_text *t, const char *path,
			     char **res, size_t *len)
{
	char *root = cli_dirname(path);
	int ret;

	(void)rw;
	if (!root)
		return -ENOMEM;
	ret = maint_migrate(t, root, res, len, &cli_stderr_sink);
	free(root);
	return ret < 0 ? ret : 0;
}

int cmd_migrate(int argc, char **argv)
{
	static const struct cli_rewrite rw = {
		.cmd = "migrate",
		.usage = "maint migrate [--check] [--in-place | -o <file>] [<MAINTAINERS>]",
		.notes = "\nEvery change is reported on stderr as FILE:LINE: 'before' -> 'after'.\n"
			 "Exit status: 0 ok (nothing to do with --check), 1 changes needed\n"
			 "(--check), 2 usage, 3 bad input, 4 system error.\n",
		.check_help =
			"print a diff and exit 1 when there is something to migrate",
		.transform = migrate_transform,
	};

	return cli_rewrite_run(&rw, argc, argv);
}
