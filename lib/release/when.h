/* SPDX-License-Identifier: GPL-2.0-only */
/* Internals of the release-cycle module (when.c). */
#ifndef MAINT_WHEN_INTERNAL_H
#define MAINT_WHEN_INTERNAL_H

#include "db/internal.h"

/* Output of `git for-each-ref` larger than this is refused. */
#define MNT_TAGS_OUTPUT_MAX ((size_t)16 << 20)

/* Parse "NAME UNIXTIME\n" lines (git for-each-ref output) into tags. */
int mnt_rtags_parse(const char *buf, size_t len, struct maint_rtag **out,
		    size_t *n);

/* A number written as a word or digits ("one", "a couple of", "3"). */
int mnt_number_word(const char *s, size_t *used, bool *approx);

#endif
