// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint check's findings as JSON (maint_check_json(); the schema is in
 * include/maint/lint.h), and the level words its text shares with it.
 */
#include <stdlib.h>

#include "jsonw.h"
#include "maint.h"
#include "mbuf.h"

const char *maint_finding_level_name(enum maint_level l)
{
	return l == MAINT_ERROR	  ? "error" :
	       l == MAINT_WARNING ? "warning" :
				    "check";
}

char *maint_check_json(const struct maint_findings *fs, size_t *len)
{
	const struct maint_finding *f;
	struct mbuf m = MBUF_INIT;
	struct jsonw w;
	size_t i;

	jsonw_init(&w, &m, 0);
	jsonw_start_array_nl(&w, JSONW_PRETTY, 2);
	for (i = 0; (f = maint_findings_at(fs, i)); i++) {
		jsonw_start_object(&w);
		jsonw_string_field(&w, "file", f->file);
		jsonw_uint_field(&w, "line", f->line);
		jsonw_string_field(&w, "level",
				   maint_finding_level_name(f->level));
		jsonw_string_field(&w, "check", f->check);
		jsonw_string_field(&w, "message", f->message);
		jsonw_end_object(&w);
	}
	jsonw_end_array(&w);
	return jsonw_finish(&w, &m, len);
}
