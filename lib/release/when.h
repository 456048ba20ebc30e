/* SPDX-License-Identifier: GPL-2.0-only */
/* Internals of the release-cycle module (when.c). */
#ifndef MNT_RELEASE_WHEN_H
#define MNT_RELEASE_WHEN_H

#include "maint.h"
#include "mbuf.h"
#include "util.h"

/* Output of `git for-each-ref` larger than this is refused. */
#define MNT_TAGS_OUTPUT_MAX ((size_t)16 << 20)

/* Parse "NAME UNIXTIME\n" lines (git for-each-ref output) into tags. */
int mnt_rtags_parse(const char *buf, size_t len, struct maint_rtags **out);

#endif
