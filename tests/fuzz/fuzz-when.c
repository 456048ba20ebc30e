// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: the `when` parsers.  Every line of the input goes
 * through the date parser (maint_date_parse, and maint_date_format of what
 * it gives), the duration parser ("up to one week", "48 hours":
 * maint_duration_parse, maint_duration_add), the number words
 * (mnt_number_word) and the release tag parser (maint_rtag_parse); the
 * whole input is also read as `git for-each-ref` output (mnt_rtags_parse)
 * and the tags it gives place a cycle (maint_cycle_from_tags) on the first
 * line's date, or on a fixed day.  Last, the input as a profile is
 * evaluated on that cycle (maint_when_eval), as `maint when` does.
 */
#include <stdint.h>

#include "base/duration.h"
#include "fuzz.h"
#include "release/when.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	char *in, *p, *nl, buf[16];
	long today = 20000, day; /* 2024-10-04 */
	struct maint_rtags *tags = NULL;
	struct maint_profile *prof = NULL;
	const struct maint_cycle *c = NULL, *assumed = NULL;
	size_t line = 0;

	if (len > 65536)
		return 0;
	in = fuzz_str(data, len);
	for (p = in; p && line < 64; p = nl ? nl + 1 : NULL, line++) {
		struct maint_duration d = MAINT_DURATION_INIT;
		int major, minor, rc;
		size_t used = 0;
		bool approx = false;

		nl = strchr(p, '\n');
		if (nl)
			*nl = '\0';
		if (maint_date_parse(p, &day) == 0) {
			maint_date_format(day, buf);
			fuzz_sink_bytes += (size_t)maint_date_weekday(day);
			if (line == 0)
				today = day;
		}
		if (maint_duration_parse(p, &d) == 0)
			fuzz_sink_bytes += (size_t)maint_duration_add(&d, today);
		fuzz_sink_bytes += (size_t)mnt_number_word(p, &used, &approx);
		if (maint_rtag_parse(p, &major, &minor, &rc))
			fuzz_sink_bytes += (size_t)(major + minor + rc);
		if (nl)
			*nl = '\n';
	}
	/* NUL-terminated, as git's output in an mbuf always is */
	if (mnt_rtags_parse(in, len, &tags) == 0 &&
	    maint_cycle_from_tags(tags, today, &c) == 0) {
		fuzz_sink_bytes += (size_t)c->week + (size_t)c->rc;
		fuzz_sink_bytes += (size_t)maint_cycle_rc_date(c, 1, NULL);
	} else if (maint_cycle_from_tags(NULL, today, &c)) {
		c = NULL;
	}
	if (maint_cycle_assume(len % (MAINT_CYCLE_MAX_RC + 1), today, &assumed))
		assumed = NULL;
	if (c && assumed &&
	    maint_profile_parse(&prof, "fuzz.rst", in, len, &fuzz_sink) == 0 &&
	    prof) {
		const struct maint_when *w;

		if (!maint_when_eval(prof, c, today - 3, &w)) {
			fuzz_sink_bytes += (size_t)w->can_target;
			maint_when_free(w);
		}
		if (!maint_when_eval(prof, assumed, -1, &w)) {
			fuzz_sink_bytes += (size_t)w->can_target;
			maint_when_free(w);
		}
	}
	maint_profile_free(prof);
	maint_cycle_free(c);
	maint_cycle_free(assumed);
	maint_rtags_free(tags);
	free(in);
	return 0;
}
