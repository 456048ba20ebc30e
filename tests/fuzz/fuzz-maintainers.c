// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: the MAINTAINERS reader (maint_db_load), matching a few
 * fixed paths and the F: values of the input itself, and the in-memory
 * readers of the same text: maint_fmt, maint_check and maint_migrate.
 */
#include <stdint.h>

#include "fuzz.h"

static const char *const fixed_paths[] = {
	"MAINTAINERS",
	"drivers/net/ethernet/intel/e1000e/netdev.c",
	"include/linux/widget.h",
	"Documentation/process/maintainer-netdev.rst",
	"a",
	"drivers/",
	"arch/x86/kvm/x86.c",
};

static void match(struct maint_db *db, const char *path)
{
	struct maint_matches *m = NULL;
	bool exact = false;

	if (!maint_matches_new(&m) &&
	    !maint_match_file(db, path, 0, m, &exact)) {
		size_t i;

		for (i = 0; i < maint_matches_count(m); i++)
			fuzz_sink_bytes += strlen(maint_section_name(
				db, maint_matches_at(m, i)->section));
	}
	maint_matches_free(m);
}

static void read_db(void)
{
	struct maint_load_opts lo = { 0 };
	struct maint_db *db = NULL;
	size_t i, nf = 0;

	lo.root = fuzz_scratch();
	lo.path = NULL;
	if (maint_db_load(&db, &lo, &fuzz_sink))
		return;
	for (i = 0; i < maint_db_nsections(db); i++)
		fuzz_sink_bytes += strlen(maint_section_name(db, i));
	for (i = 0; i < sizeof(fixed_paths) / sizeof(fixed_paths[0]); i++)
		match(db, fixed_paths[i]);
	/* the literal F: values as paths: most match their own section */
	for (i = 0; i < maint_db_nitems(db) && nf < 8; i++) {
		const struct maint_item *it = maint_db_item(db, i);

		if (it->type == 'F' && it->value && strlen(it->value) < 256) {
			match(db, it->value);
			nf++;
		}
	}
	maint_db_free(db);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	struct maint_text t =
		MAINT_TEXT_INIT("MAINTAINERS", (const char *)data, len);
	const struct maint_text *tp[] = { &t };
	struct maint_check_opts co = { 0 };
	struct maint_findings *f = NULL;
	char *out = NULL;
	size_t outlen = 0;

	fuzz_put("MAINTAINERS", data, len);
	read_db();

	if (maint_fmt(&t, len & 1, &out, &outlen, &fuzz_sink) == 0)
		fuzz_sink_bytes += outlen;
	free(out);
	out = NULL;
	if (maint_migrate(&t, fuzz_scratch(), &out, &outlen, &fuzz_sink) >= 0)
		fuzz_sink_bytes += outlen;
	free(out);
	co.root = fuzz_scratch();
	if (maint_check(tp, 1, &co, &f) == 0)
		maint_findings_free(f);
	return 0;
}
