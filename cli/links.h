/* SPDX-License-Identifier: GPL-2.0-only */
/* maint check --online: the reachability of MAINTAINERS links. */
#ifndef MAINT_LINKS_H
#define MAINT_LINKS_H

#include <stddef.h>

#include "maint.h"

struct cli_link_finding {
	const char *file;
	unsigned int line;
	char *message;
};

/*
 * Check every http(s) W:/Q:/B:/C: link and every T: tree of the texts,
 * each distinct one once, with a deadline of @timeout seconds each.
 * *out lists the unreachable ones in file and line order.
 */
int cli_check_links(const struct maint_text *t, size_t nt,
		    unsigned int timeout, struct cli_link_finding **out,
		    size_t *nout);
void cli_link_findings_free(struct cli_link_finding *f, size_t n);

#endif
