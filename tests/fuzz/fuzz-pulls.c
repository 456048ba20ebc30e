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
		struct maint_merge_subject *m;
		const char *url;
		size_t ref_len, url_len, into_len;
		char *norm;

		nl = strchr(p, '\n');
		if (nl)
			*nl = '\0';
		if (line == 0 && strchr(p, '='))
			aliases = p;
		if (maint_merge_parse(p, &m))
			break;
		maint_merge_subject_ref(m, &ref_len);
		url = maint_merge_subject_url(m, &url_len);
		maint_merge_subject_into(m, &into_len);
		fuzz_sink_bytes += (size_t)maint_merge_subject_kind(m) +
				   maint_merge_subject_tag(m) + ref_len +
				   url_len + into_len;
		fuzz_sink_bytes += strlen(
			maint_merge_kind_name(maint_merge_subject_kind(m)));
		if (url) {
			norm = maint_tree_url_norm(url, url_len, aliases);
			free(norm);
		}
		maint_merge_subject_free(m);
		norm = maint_tree_url_norm(p, strlen(p),
					   aliases == p ? NULL : aliases);
		free(norm);
		fuzz_sink_bytes += (size_t)mnt_pulls_parse_date(p);
	}
	free(in);
	return 0;
}
