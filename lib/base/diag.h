/* SPDX-License-Identifier: GPL-2.0-only */
/* Diagnostics to the caller's sink (base/diag.c). */
#ifndef MNT_BASE_DIAG_H
#define MNT_BASE_DIAG_H

#include "maint.h"

/*
 * Hand a message to the sink d (nothing when d or its fn is NULL).  A
 * warning starting "Invalid MAINTAINERS" is get_maintainer.pl's own
 * wording and goes out bare (MAINT_DIAG_BARE).
 */
void mnt_diag(const struct maint_diag_sink *d, const char *file,
	      unsigned int line, enum maint_level lvl, const char *msg);
/* The same with a printf format (the message is cut at 511 bytes). */
void mnt_diagf(const struct maint_diag_sink *d, const char *file,
	       unsigned int line, enum maint_level lvl, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
/* A warning printed as it is (get_maintainer.pl's own wording). */
void mnt_diag_bare(const struct maint_diag_sink *d, const char *msg);

#endif
