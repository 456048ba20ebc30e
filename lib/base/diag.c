// SPDX-License-Identifier: GPL-2.0-only
/*
 * Diagnostics: how the library hands a message to the caller's sink
 * (struct maint_diag_sink), the one way every module reports.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "base/diag.h"

void mnt_diagf(const struct maint_diag_sink *d, const char *file,
	       unsigned int line, enum maint_level lvl, const char *fmt, ...)
{
	struct maint_diag dg;
	char msg[512];
	va_list ap;

	if (!d || !d->fn)
		return;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	dg.file = file;
	dg.line = line;
	dg.level = lvl;
	dg.msg = msg;
	dg.flags = 0;
	if (lvl == MAINT_WARNING && !strncmp(msg, "Invalid MAINTAINERS", 19))
		dg.flags = MAINT_DIAG_BARE;
	d->fn(&dg, d->ctx);
}

void mnt_diag_bare(const struct maint_diag_sink *d, const char *msg)
{
	struct maint_diag dg = { NULL, 0, MAINT_WARNING, msg, MAINT_DIAG_BARE };

	if (d && d->fn)
		d->fn(&dg, d->ctx);
}

void mnt_diag(const struct maint_diag_sink *d, const char *file,
	      unsigned int line, enum maint_level lvl, const char *msg)
{
	mnt_diagf(d, file, line, lvl, "%s", msg);
}
