// SPDX-License-Identifier: GPL-2.0-only
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/regex.h"

/* Enough for any sane MAINTAINERS pattern on one line or path. */
#define MATCH_LIMIT 1000000
#define DEPTH_LIMIT 10000

/*
 * A step of PCRE2's matcher copies a backtracking frame, and a frame grows
 * with the pattern's capturing groups (128 bytes, and 16 more for each
 * group): with 900 groups one match limit takes 60 times as long.  Limits
 * and budgets count work, not steps: a pattern's steps weigh its frame
 * size in FRAME_UNIT bytes (at least 1), so that a limit reached costs
 * about the same time whatever the pattern.
 */
#define FRAME_UNIT 256

struct mnt_re {
	pcre2_code *code;
	pcre2_match_data *md;
	pcre2_match_context *mctx;
	uint32_t weight; /* work per step: frame size / FRAME_UNIT */
	unsigned int uses;
	bool jit;
	bool jit_tried;
};

/*
 * JIT compiling costs as much as a few hundred interpreted matches of a
 * short subject, so a pattern is JIT compiled only once it has been used
 * this often.  A one-shot `maint get -f FILE` then never pays for JIT.
 */
#define JIT_AFTER 48

/*
 * MAINT_NO_JIT=1 in the environment turns JIT off: the code PCRE2's JIT
 * generates reads whole words past the end of subjects, which valgrind's
 * memcheck reports although it is harmless.
 */
static bool allowed; /* written once, under allowed_once */
static pthread_once_t allowed_once = PTHREAD_ONCE_INIT;

static void read_no_jit(void)
{
	const char *e = getenv("MAINT_NO_JIT");

	allowed = !(e && *e && strcmp(e, "0"));
}

static bool jit_allowed(void)
{
	pthread_once(&allowed_once, read_no_jit);
	return allowed;
}

struct mnt_re *mnt_re_compile(const char *pattern, size_t pattern_len,
			      unsigned int flags, char *err, size_t errlen)
{
	uint32_t opts = PCRE2_UTF | PCRE2_UCP | PCRE2_MATCH_INVALID_UTF;
	PCRE2_SIZE erroff;
	int errcode;
	struct mnt_re *re;

	if (flags & MNT_RE_EXTENDED)
		opts |= PCRE2_EXTENDED;
	if (flags & MNT_RE_CASELESS)
		opts |= PCRE2_CASELESS;
	if (flags & MNT_RE_ANCHORED)
		opts |= PCRE2_ANCHORED;
	if (flags & MNT_RE_DOTALL)
		opts |= PCRE2_DOTALL;
	if (flags & MNT_RE_MULTILINE)
		opts |= PCRE2_MULTILINE;
	re = calloc(1, sizeof(*re));
	if (!re) {
		if (err)
			snprintf(err, errlen, "out of memory");
		return NULL;
	}
	re->code = pcre2_compile((PCRE2_SPTR)pattern, pattern_len, opts,
				 &errcode, &erroff, NULL);
	if (!re->code) {
		if (err) {
			PCRE2_UCHAR msg[256];

			pcre2_get_error_message(errcode, msg, sizeof(msg));
			snprintf(err, errlen, "%s at offset %zu", (char *)msg,
				 (size_t)erroff);
		}
		free(re);
		return NULL;
	}
	re->md = pcre2_match_data_create_from_pattern(re->code, NULL);
	re->mctx = pcre2_match_context_create(NULL);
	if (!re->md || !re->mctx) {
		mnt_re_free(re);
		if (err)
			snprintf(err, errlen, "out of memory");
		return NULL;
	}
	if ((flags & MNT_RE_JIT_NOW) && jit_allowed()) {
		re->jit_tried = true;
		re->jit = pcre2_jit_compile(re->code, PCRE2_JIT_COMPLETE) == 0;
	}
	{
		size_t frame = 0;

		pcre2_pattern_info(re->code, PCRE2_INFO_FRAMESIZE, &frame);
		re->weight = frame > FRAME_UNIT ?
				     (uint32_t)((frame + FRAME_UNIT - 1) /
						FRAME_UNIT) :
				     1;
	}
	pcre2_set_match_limit(re->mctx, MATCH_LIMIT);
	pcre2_set_depth_limit(re->mctx, DEPTH_LIMIT);
	return re;
}

void mnt_re_free(struct mnt_re *re)
{
	if (!re)
		return;
	pcre2_match_data_free(re->md);
	pcre2_match_context_free(re->mctx);
	pcre2_code_free(re->code);
	free(re);
}

/* One match under limit, in work (pcre2_match()'s result). */
static int run_match(struct mnt_re *re, const char *subject, size_t len,
		     size_t offset, uint32_t limit)
{
	uint32_t steps = limit / re->weight;

	pcre2_set_match_limit(re->mctx, steps ? steps : 1);
	if (!re->jit_tried && ++re->uses >= JIT_AFTER && jit_allowed()) {
		re->jit_tried = true;
		re->jit = pcre2_jit_compile(re->code, PCRE2_JIT_COMPLETE) == 0;
	}
	if (re->jit)
		return pcre2_jit_match(re->code, (PCRE2_SPTR)subject, len,
				       offset, 0, re->md, re->mctx);
	return pcre2_match(re->code, (PCRE2_SPTR)subject, len, offset, 0,
			   re->md, re->mctx);
}

static bool hit_limit(int rc)
{
	return rc == PCRE2_ERROR_MATCHLIMIT || rc == PCRE2_ERROR_DEPTHLIMIT ||
	       rc == PCRE2_ERROR_HEAPLIMIT || rc == PCRE2_ERROR_JIT_STACKLIMIT;
}

/* pcre2_match()'s result as MNT_RE_*, the groups into ovec. */
static int result(struct mnt_re *re, int rc, size_t *ovec, size_t nvec)
{
	PCRE2_SIZE *ov;
	uint32_t i, n;

	if (rc == PCRE2_ERROR_NOMATCH)
		return MNT_RE_NOMATCH;
	if (hit_limit(rc))
		return MNT_RE_LIMIT;
	if (rc < 0)
		return MNT_RE_ERROR;
	if (ovec && nvec) {
		ov = pcre2_get_ovector_pointer(re->md);
		n = pcre2_get_ovector_count(re->md);
		for (i = 0; i < nvec; i++) {
			if (i < n && i < (uint32_t)rc &&
			    ov[2 * i] != PCRE2_UNSET) {
				ovec[2 * i] = ov[2 * i];
				ovec[2 * i + 1] = ov[2 * i + 1];
			} else {
				ovec[2 * i] = ovec[2 * i + 1] = (size_t)-1;
			}
		}
	}
	return MNT_RE_MATCH;
}

int mnt_re_match(struct mnt_re *re, const char *subject, size_t len,
		 size_t offset, size_t *ovec, size_t nvec)
{
	if (offset > len)
		return MNT_RE_NOMATCH;
	return result(re, run_match(re, subject, len, offset, MATCH_LIMIT),
		      ovec, nvec);
}

void mnt_re_budget_reset(struct mnt_re_budget *b)
{
	b->left = MNT_RE_BUDGET_CAP;
	b->spent = false;
}

void mnt_re_budget_credit(struct mnt_re_budget *b, uint64_t steps)
{
	b->left = b->left + steps > MNT_RE_BUDGET_CAP ? MNT_RE_BUDGET_CAP :
							b->left + steps;
}

int mnt_re_match_budget(struct mnt_re *re, const char *subject, size_t len,
			size_t offset, size_t *ovec, size_t nvec,
			struct mnt_re_budget *b)
{
	static const uint32_t tiers[] = { 1024, 32768, MATCH_LIMIT };
	int rc = PCRE2_ERROR_MATCHLIMIT;

	if (offset > len)
		return MNT_RE_NOMATCH;
	for (size_t t = 0; t < sizeof(tiers) / sizeof(*tiers); t++) {
		uint32_t limit = tiers[t];
		bool cut = false;

		if (b->left < limit) {
			limit = (uint32_t)b->left;
			cut = true;
		}
		if (!limit) {
			b->spent = true;
			return MNT_RE_SPENT;
		}
		b->left -= limit;
		rc = run_match(re, subject, len, offset, limit);
		if (rc != PCRE2_ERROR_MATCHLIMIT)
			break; /* done, or a limit a higher tier would hit too */
		if (cut) {
			b->spent = true;
			return MNT_RE_SPENT;
		}
	}
	return result(re, rc, ovec, nvec);
}
