/* SPDX-License-Identifier: GPL-2.0-only */
/* maint check --online: the library's link checks, stoppable by a signal. */
#ifndef MAINT_LINKS_H
#define MAINT_LINKS_H

#include <stddef.h>

#include "maint.h"

/*
 * maint_links_check() with a deadline of timeout seconds for each link.
 * SIGINT, SIGTERM and SIGHUP (unless ignored) end every running check
 * and then maint itself, by the same signal.  Returns 0 or -ENOMEM.
 */
int cli_check_links(const struct maint_text *const *t, size_t nt,
		    unsigned int timeout, struct maint_findings **out);

#endif
