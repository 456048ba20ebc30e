// SPDX-License-Identifier: GPL-2.0-only
#include <string.h>

#include "builtin.h"
#include "clidiag.h"

const char *cli_level_name(enum maint_level l)
{
	return l == MAINT_ERROR ? "error" : l == MAINT_WARNING ? "warning" :
								 "info";
}

void cli_json_str(struct mbuf *mb, const char *s)
{
	if (!s) {
		mbuf_adds(mb, "null");
		return;
	}
	mbuf_addch(mb, '"');
	mbuf_add_json_str(mb, s, strlen(s));
	mbuf_addch(mb, '"');
}

void cli_diag_json(struct mbuf *mb, size_t *n, const struct maint_diag *d)
{
	mbuf_adds(mb, (*n)++ ? ",\n    " : "\n    ");
	mbuf_adds(mb, "{\"file\": ");
	cli_json_str(mb, d->file);
	mbuf_addf(mb, ", \"line\": %u, \"level\": \"%s\", ", d->line,
		  cli_level_name(d->level));
	mbuf_adds(mb, "\"message\": ");
	cli_json_str(mb, d->msg);
	mbuf_adds(mb, "}");
}

void cli_diag_fprint(FILE *o, const char *cmd, const struct maint_diag *d)
{
	const char *m;

	fflush(stdout);
	if (d->file && d->line)
		fprintf(o, "%s:%u: %s: ", d->file, d->line,
			cli_level_name(d->level));
	else if (d->file)
		fprintf(o, "%s: %s: ", d->file, cli_level_name(d->level));
	else
		fprintf(o, "%s %s: %s: ", maint_progname, cmd,
			cli_level_name(d->level));
	for (m = d->msg; *m; m++)
		if ((unsigned char)*m < 0x20 || *m == 0x7f)
			fprintf(o, "\\x%02x", (unsigned char)*m);
		else
			fputc(*m, o);
	fputc('\n', o);
}
