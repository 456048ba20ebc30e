// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint history's answer as JSON (maint_history_json(); the schema is in
 * include/maint/history.h).
 */
#include "jsonw.h"
#include "maint.h"
#include "mbuf.h"

char *maint_history_json(const struct maint_history_status *s,
			 const struct maint_history_stats *update, int err,
			 const char *why, size_t *len)
{
	struct mbuf mb = MBUF_INIT;
	struct jsonw w;

	jsonw_init(&w, &mb, JSONW_PRETTY);
	jsonw_start_object(&w);
	jsonw_string_field(&w, "state", s->state);
	jsonw_string_field(&w, "why", s->why);
	jsonw_string_field(&w, "index", s->path);
	jsonw_uint_field(&w, "commits", s->commits);
	jsonw_uint_field(&w, "files", s->paths);
	jsonw_uint_field(&w, "changes", s->changes);
	jsonw_uint_field(&w, "tips", s->tips);
	jsonw_uint_field(&w, "size", s->size);
	jsonw_int_field(&w, "built", s->built);
	if (update) {
		jsonw_name(&w, "update");
		jsonw_start_object(&w);
		jsonw_bool_field(&w, "ok", !err);
		jsonw_string_field(&w, "why", err ? why : NULL);
		jsonw_uint_field(&w, "added", err ? 0 : update->added);
		jsonw_bool_field(&w, "rebuilt", !err && update->rebuilt);
		jsonw_bool_field(&w, "compacted", !err && update->compacted);
		jsonw_uint_field(&w, "broken", err ? 0 : update->broken);
		jsonw_float_field(&w, "seconds", 3, err ? 0 : update->seconds);
		jsonw_end_object(&w);
	}
	jsonw_end_object(&w);
	return jsonw_finish(&w, &mb, len);
}
