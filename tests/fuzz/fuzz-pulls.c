// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: the `pulls` merge-subject parser.  Every line of the
 * input is a merge commit's subject ("Merge tag 'x' of URL into y"): it is
 * taken apart by maint_merge_parse(), the URL it names (and the whole line)
 * is normalised by maint_tree_url_norm() with the first line as the
 * --host-alias list, and the line is read as a git date too
 * (mnt_pulls_parse_date()).
 */
#include <stdint.h>

#include "fuzz.h"
#include "pulls/pulls.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	char *in, *p, *nl, *aliases = NULL;
	size_t line = 0;

	if (len > 65536)
		return 0;
	in = fuzz_str(data, len);
	for (p = in; p && line < 256; p = nl ? nl + 1 : NULL, line++) {
		struct maint_merge_subject m;
		char *norm;

		nl = strchr(p, '\n');
		if (nl)
			*nl = '\0';
		if (line == 0 && strchr(p, '='))
			aliases = p;
		maint_merge_parse(p, &m);
		fuzz_sink_bytes += (size_t)m.kind + m.tag + m.ref_len +
				   m.url_len + m.into_len;
		fuzz_sink_bytes += strlen(maint_merge_kind_name(m.kind));
		if (m.url) {
			norm = maint_tree_url_norm(m.url, m.url_len, aliases);
			free(norm);
		}
		norm = maint_tree_url_norm(p, strlen(p),
					   aliases == p ? NULL : aliases);
		free(norm);
		fuzz_sink_bytes += (size_t)mnt_pulls_parse_date(p);
	}
	free(in);
	return 0;
}
