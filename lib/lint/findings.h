/* SPDX-License-Identifier: GPL-2.0-only */
/* The set of findings check and links hand back (lint/findings.c). */
#ifndef MNT_LINT_FINDINGS_H
#define MNT_LINT_FINDINGS_H

#include "maint.h"

/* struct maint_findings: @n findings in @v (@alloc of room); messages owned */
struct maint_findings {
	struct maint_finding *v;
	size_t n, alloc;
};

/* A new empty set, or NULL (no memory). */
struct maint_findings *mnt_findings_alloc(void);
/*
 * Append a finding; @message (malloc'd) is taken over, also on failure.
 * 0 or -ENOMEM.
 */
int mnt_findings_push(struct maint_findings *fs, const char *file,
		      unsigned int line, enum maint_level level,
		      const char *check, char *message);

/*
 * Are the @n texts of @files all of a layout this library reads
 * (struct maint_text's version)?
 */
bool mnt_texts_ok(const struct maint_text *const *files, size_t n);

#endif
