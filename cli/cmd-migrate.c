// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint migrate: reclaim obsolete P: person lines as the 2019 series
 * did, so that P: names Maintainer Entry Profiles only.
 */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#include "builtin.h"
#include "maint.h"
#include "mbuf.h"
#include "opt.h"
#include "textfile.h"

static void usage(const struct opt *opts, FILE *out)
{
	fprintf(out, "usage: maint migrate [--check] [--in-place | -o <file>] [<MAINTAINERS>]\n\n");
	opt_help(opts, out);
	fprintf(out,
		"\nEvery change is reported on stderr as FILE:LINE: 'before' -> 'after'.\n"
		"Exit status: 0 ok (nothing to do with --check), 1 changes needed\n"
		"(--check), 2 usage, 3 bad input, 4 system error.\n");
}

int cmd_migrate(int argc, char **argv)
{
	bool check = false, in_place = false, help = false;
	const char *out_file = NULL, *path = "MAINTAINERS";
	struct opt opts[] = {
		OPT_SET("check", &check,
			"print a diff and exit 1 when there is something to migrate"),
		OPT_SET("i|in-place", &in_place,
			"rewrite the file (atomically)"),
		OPT_STR("o|output", &out_file, "FILE", "write the result to FILE"),
		OPT_SET("h|help", &help, "show this help"),
		OPT_TABLE_END,
	};
	struct maint_diag_sink sink = { cli_diag_print, NULL };
	struct maint_text t;
	char *buf = NULL, *res = NULL, *root = NULL;
	size_t len = 0;
	int nargs, ret;

	nargs = opt_parse(opts, argc - 1, argv + 1, stderr);
	if (nargs < 0) {
		usage(opts, stderr);
		return EXIT_USAGE;
	}
	if (help) {
		usage(opts, stdout);
		return EXIT_OK;
	}
	if (nargs > 1)
		return cli_die("migrate", EXIT_USAGE, "too many arguments");
	if ((in_place && out_file) || (check && (in_place || out_file)))
		return cli_die("migrate", EXIT_USAGE,
			       "--check, --in-place and -o exclude each other");
	if (nargs == 1)
		path = argv[1];
	ret = cli_read_text("migrate", path, &t, &buf);
	if (ret)
		return ret;
	root = cli_dirname(path);
	if (!root) {
		free(buf);
		return cli_die("migrate", EXIT_SYSTEM, "out of memory");
	}
	ret = maint_migrate(&t, root, &res, &len, &sink);
	if (ret < 0) {
		ret = cli_die("migrate", EXIT_SYSTEM, "out of memory");
	} else if (check) {
		ret = cli_check_diff("migrate", path, t.buf, t.len, res, len);
	} else {
		ret = cli_write_result("migrate", path, out_file, in_place, res,
				       len, t.buf, t.len);
	}
	free(root);
	free(res);
	free(buf);
	return ret;
}
