// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint fmt: format MAINTAINERS exactly as the kernel's
 * scripts/parse-maintainers.pl does.
 */
#include <stdbool.h>
#include <stddef.h>

#include "builtin.h"
#include "clidiag.h"
#include "maint.h"
#include "opt.h"
#include "textfile.h"

struct fmt_rw {
	struct cli_rewrite rw; /* first: the callback gets &rw */
	bool order;
};

static int fmt_transform(const struct cli_rewrite *rw,
			 const struct maint_text *t, const char *path,
			 char **res, size_t *len)
{
	const struct fmt_rw *f = (const struct fmt_rw *)rw;

	(void)path;
	return maint_fmt(t, f->order, res, len, &cli_stderr_sink);
}

int cmd_fmt(int argc, char **argv)
{
	struct fmt_rw f = { .order = false };
	const struct opt opts[] = {
		OPT_SET("order", &f.order,
			"sort each section's lines: M R L S W Q B C P T F X N K"),
		OPT_TABLE_END,
	};

	f.rw = (struct cli_rewrite){
		.cmd = "fmt",
		.usage = "maint fmt [--order] [--check | --in-place | -o <file>] [<MAINTAINERS>]",
		.notes = "\nExit status: 0 ok (or formatted with --check), 1 not formatted\n"
			 "(--check), 2 usage, 3 bad input, 4 system error.\n",
		.check_help =
			"print a diff and exit 1 when the file is not formatted",
		.opts = opts,
		.transform = fmt_transform,
	};
	return cli_rewrite_run(&f.rw, argc, argv);
}
