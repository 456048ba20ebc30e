// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: the profile parsers (RST; Markdown and HTML, the
 * format picked by the first byte) with fact extraction and lint
 * (maint_profile_parse_as and the accessors), plus P: value
 * classification.
 */
#include <stdint.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	struct maint_profile *p = NULL;
	unsigned int line = 0;
	const char *title;
	size_t i;
	int k;

	enum maint_pformat fmt = !len		  ? MAINT_PFMT_RST :
				 data[0] % 3 == 0 ? MAINT_PFMT_RST :
				 data[0] % 3 == 1 ? MAINT_PFMT_MARKDOWN :
						    MAINT_PFMT_HTML;

	if (maint_profile_parse_as(&p, "fuzz/p.rst", (const char *)data, len,
				   fmt, &fuzz_sink) == 0) {
		title = maint_profile_title(p, &line);
		if (title)
			fuzz_sink_bytes += strlen(title) + line;
		for (i = 0; i < maint_profile_nsections(p); i++) {
			const struct maint_psection *s =
				maint_profile_section(p, i);

			fuzz_sink_bytes += strlen(s->heading) +
					   strlen(s->body) + s->level +
					   s->end_line;
			fuzz_sink_bytes += maint_tmpl_match(s->heading);
		}
		for (i = 0; i < maint_profile_nfacts(p); i++) {
			const struct maint_fact *f = maint_profile_fact(p, i);

			fuzz_sink_bytes += strlen(f->value) + strlen(f->quote);
			if (f->url)
				fuzz_sink_bytes += strlen(f->url);
			if (f->cond_value)
				fuzz_sink_bytes += strlen(f->cond_value);
			for (size_t v = 0; v < f->nvalues; v++)
				fuzz_sink_bytes += strlen(f->values[v]);
			fuzz_sink_bytes += f->number + f->number2;
		}
		for (k = 0; k < MAINT_FACT_NKINDS; k++)
			fuzz_sink_bytes += !!maint_profile_get_fact(p, k);
		for (k = 0; k < MAINT_TMPL_COUNT; k++)
			fuzz_sink_bytes += maint_profile_find_tmpl(p, k);
		fuzz_sink_bytes += maint_profile_lint(p, &fuzz_sink);
		maint_profile_free(p);
	}
	/* the first line as a P: value */
	if (len < 4096) {
		char *s = fuzz_str(data, len);

		s[strcspn(s, "\n")] = '\0';
		fuzz_sink_bytes += maint_pkind_of(s);
		fuzz_sink_bytes +=
			maint_pkind_classify(s, strlen(s), fuzz_scratch());
		free(s);
	}
	return 0;
}
