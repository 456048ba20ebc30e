// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint fmt: format MAINTAINERS exactly as the kernel's
 * scripts/parse-maintainers.pl does.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtin.h"
#include "maint.h"
#include "mbuf.h"
#include "opt.h"
#include "textfile.h"

static void usage(const struct opt *opts, FILE *out)
{
	fprintf(out, "usage: maint fmt [--order] [--check | --in-place | -o <file>] [<MAINTAINERS>]\n\n");
	opt_help(opts, out);
	fprintf(out,
		"\nExit status: 0 ok (or formatted with --check), 1 not formatted\n"
		"(--check), 2 usage, 3 bad input, 4 system error.\n");
}

int cmd_fmt(int argc, char **argv)
{
	bool order = false, check = false, in_place = false, help = false;
	const char *out_file = NULL, *path = "MAINTAINERS";
	struct opt opts[] = {
		OPT_SET("order", &order,
			"sort each section's lines: M R L S W Q B C P T F X N K"),
		OPT_SET("check", &check,
			"print a diff and exit 1 when the file is not formatted"),
		OPT_SET("i|in-place", &in_place,
			"rewrite the file (atomically)"),
		OPT_STR("o|output", &out_file, "FILE", "write the result to FILE"),
		OPT_SET("h|help", &help, "show this help"),
		OPT_TABLE_END,
	};
	struct maint_diag_sink sink = { cli_diag_print, NULL };
	struct maint_text t;
	char *buf = NULL, *res = NULL;
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
		return cli_die("fmt", EXIT_USAGE, "too many arguments");
	if ((in_place && out_file) || (check && (in_place || out_file)))
		return cli_die("fmt", EXIT_USAGE,
			       "--check, --in-place and -o exclude each other");
	if (nargs == 1)
		path = argv[1];
	ret = cli_read_text("fmt", path, &t, &buf);
	if (ret)
		return ret;
	ret = maint_fmt(&t, order, &res, &len, &sink);
	if (ret) {
		free(buf);
		if (ret == -EINVAL)
			return EXIT_BADINPUT;
		return cli_die("fmt", EXIT_SYSTEM, "out of memory");
	}
	if (check) {
		ret = cli_check_diff("fmt", path, t.buf, t.len, res, len);
	} else {
		ret = cli_write_result("fmt", path, out_file, in_place, res,
				       len, t.buf, t.len);
	}
	free(res);
	free(buf);
	return ret;
}
