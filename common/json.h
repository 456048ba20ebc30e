/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The one JSON string value writer, for the library's JSON output and the
 * CLI's (cli_json_str): s quoted and escaped (mbuf_add_json_str), or null.
 */
#ifndef MAINT_JSON_H
#define MAINT_JSON_H

#include <string.h>

#include "mbuf.h"

static inline void mnt_json_str(struct mbuf *mb, const char *s)
{
	if (!s) {
		mbuf_adds(mb, "null");
		return;
	}
	mbuf_addch(mb, '"');
	mbuf_add_json_str(mb, s, strlen(s));
	mbuf_addch(mb, '"');
}

#endif
