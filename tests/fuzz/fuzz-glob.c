// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: F:/X: glob conversion and matching.  The input's first
 * line is a glob, its second an X: glob, the rest paths.  The glob goes
 * through maint_glob_to_regex(), maint_regex_to_glob() and
 * maint_self_test_regex(), the regex is compiled and run against the paths,
 * and a MAINTAINERS section made of the globs is matched against them by
 * maint_match_file() (the index, literal prefixes, ** and directories).
 * The regex runs as maint runs a tree's regexes: under a budget
 * (mnt_re_match_budget()), given up at the first limit, so that one input
 * stays well inside the run's per-input time bound (-timeout) whatever
 * the glob (issue 23: a glob made to backtrack timed out).
 */
#include <stdint.h>

#include "fuzz.h"
#include "mbuf.h"
#include "base/regex.h"

#define MAX_PATHS 16

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len);

static char *next_line(char **p)
{
	char *s = *p, *nl;

	if (!s)
		return NULL;
	nl = strchr(s, '\n');
	if (nl) {
		*nl = '\0';
		*p = nl + 1;
	} else {
		*p = NULL;
	}
	return s;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	char *in = fuzz_str(data, len), *rest = in;
	char *glob, *xglob, *re, *back, *st;
	const char *paths[MAX_PATHS];
	size_t np = 0, i;
	struct mbuf m = MBUF_INIT;
	struct maint_load_opts lo = { 0 };
	struct maint_db *db = NULL;
	struct mnt_re *code;
	char err[128];

	if (len > 4096 || memchr(data, '\0', len)) {
		free(in);
		return 0;
	}
	glob = next_line(&rest);
	xglob = next_line(&rest);
	while (np < MAX_PATHS && (paths[np] = next_line(&rest)))
		np++;
	if (!xglob)
		xglob = "";

	re = maint_glob_to_regex(glob);
	if (re) {
		back = maint_regex_to_glob(re);
		free(back);
		code = mnt_re_compile(re, strlen(re), MNT_RE_ANCHORED, err,
				      sizeof(err));
		if (code) {
			struct mnt_re_budget b;

			mnt_re_budget_reset(&b);
			for (i = 0; i < np; i++) {
				int rc = mnt_re_match_budget(code, paths[i],
							     strlen(paths[i]),
							     0, NULL, 0, &b);

				fuzz_sink_bytes += (size_t)rc;
				if (rc == MNT_RE_LIMIT || rc == MNT_RE_SPENT)
					break;
			}
			mnt_re_free(code);
		}
	}
	free(re);
	st = maint_self_test_regex(glob, strlen(glob), fuzz_scratch());
	free(st);

	mbuf_addf(&m, "GLOB\nM:\tA <a@example.org>\nS:\tMaintained\nF:\t%s\n",
		  glob);
	if (*xglob)
		mbuf_addf(&m, "X:\t%s\n", xglob);
	mbuf_adds(&m, "\nOTHER\nS:\tOdd Fixes\nF:\t");
	mbuf_adds(&m, xglob);
	mbuf_adds(&m, "\n");
	fuzz_put("MAINTAINERS", m.buf, m.len);
	mbuf_release(&m);
	lo.root = fuzz_scratch();
	if (maint_db_load(&db, &lo, &fuzz_sink) == 0) {
		/* past MNT_SCAN_QUERIES queries the prefix index is built */
		size_t rounds = np > 8 ? 3 : 1, r;
		struct maint_matches *mt = NULL;

		for (r = 0; r < rounds && !maint_matches_new(&mt); r++) {
			for (i = 0; i < np; i++) {
				bool exact;

				maint_match_file(db, paths[i], 0, mt, &exact);
			}
			maint_matches_free(mt);
			mt = NULL;
		}
		maint_db_free(db);
	}
	free(in);
	return 0;
}
