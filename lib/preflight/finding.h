/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The findings of a preflight check (finding.c): added one mail at a
 * time, merged and put in order at the end.
 */
#ifndef MNT_PREFLIGHT_FINDING_H
#define MNT_PREFLIGHT_FINDING_H

#include <stddef.h>

#include "maint.h"

void mnt_pf_add(struct maint_preflight *pf, enum maint_level lvl,
		const char *check, size_t patch, unsigned int line,
		const struct maint_fact *rule, const char *fix, const char *fmt,
		...) __attribute__((format(printf, 8, 9)));
void mnt_pf_add_at(struct maint_preflight *pf, enum maint_level lvl,
		   const char *check, size_t patch, unsigned int line,
		   const char *rule_file, unsigned int rule_line,
		   const char *fix, const char *fmt, ...)
	__attribute__((format(printf, 9, 10)));
/*
 * One finding per problem: the same finding for several mails becomes
 * one naming them all; then by mail, series first; each mail's counts.
 */
int mnt_pf_findings_finish(struct maint_preflight *pf);
void mnt_pf_findings_free(struct maint_preflight *pf);

#endif
