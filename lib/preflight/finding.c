// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint preflight: the findings.  The checks add them one mail at a time;
 * at the end the same finding for several mails (a maintainer missing on
 * every patch, a tag missing on every subject) becomes one finding that
 * names the mails, and the findings are put in mail order, series first.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "preflight/finding.h"
#include "maint.h"
#include "mbuf.h"
#include "preflight/preflight-int.h"
#include "preflight/preflight-mail.h"
#include "util.h"

static void finding_vadd(struct maint_preflight *pf, enum maint_level lvl,
			 const char *check, size_t patch, unsigned int line,
			 const char *rule_file, unsigned int rule_line,
			 const char *fix, const char *fmt, va_list ap)
{
	struct maint_preflight_finding *f;
	struct mbuf m = MBUF_INIT;

	if (ALLOC_GROW(pf->f, pf->nf + 1, pf->af)) {
		pf->oom = true;
		return;
	}
	mbuf_vaddf(&m, fmt, ap);
	f = &pf->f[pf->nf];
	memset(f, 0, sizeof(*f));
	f->level = lvl;
	f->check = check;
	f->patch = patch;
	f->file = patch == MNT_PF_SERIES ? NULL : pf->msgs[patch].name;
	f->line = line;
	f->rule_file = rule_file;
	f->rule_line = rule_line;
	f->message = mbuf_detach(&m, NULL);
	f->fix = fix ? strdup(fix) : NULL;
	if (patch != MNT_PF_SERIES) {
		f->mails = malloc(sizeof(*f->mails));
		if (f->mails) {
			f->mails[0] = patch;
			f->nmails = 1;
		}
	}
	if (!f->message || (fix && !f->fix) ||
	    (patch != MNT_PF_SERIES && !f->mails)) {
		free(f->message);
		free(f->fix);
		free(f->mails);
		pf->oom = true;
		return;
	}
	pf->nf++;
}

void mnt_pf_add(struct maint_preflight *pf, enum maint_level lvl,
		const char *check, size_t patch, unsigned int line,
		const struct maint_fact *rule, const char *fix, const char *fmt,
		...)
{
	va_list ap;

	va_start(ap, fmt);
	finding_vadd(pf, lvl, check, patch, line, rule ? rule->file : NULL,
		     rule ? rule->line : 0, fix, fmt, ap);
	va_end(ap);
}

void mnt_pf_add_at(struct maint_preflight *pf, enum maint_level lvl,
		   const char *check, size_t patch, unsigned int line,
		   const char *rule_file, unsigned int rule_line,
		   const char *fix, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	finding_vadd(pf, lvl, check, patch, line, rule_file, rule_line, fix,
		     fmt, ap);
	va_end(ap);
}

static bool same_str(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

/* The same problem: level, check, words, rule and fix. */
static bool same_problem(const struct maint_preflight_finding *a,
			 const struct maint_preflight_finding *b)
{
	return a->level == b->level && same_str(a->check, b->check) &&
	       same_str(a->message, b->message) && same_str(a->fix, b->fix) &&
	       same_str(a->rule_file, b->rule_file) &&
	       a->rule_line == b->rule_line &&
	       (a->patch == MNT_PF_SERIES) == (b->patch == MNT_PF_SERIES);
}

static void finding_free(struct maint_preflight_finding *f)
{
	free(f->message);
	free(f->fix);
	free(f->mails);
}

/* Fold finding @b into @a (a's mails gain b's); b is freed. */
static int fold(struct maint_preflight_finding *a,
		struct maint_preflight_finding *b)
{
	size_t k, q;

	for (k = 0; k < b->nmails; k++) {
		for (q = 0; q < a->nmails && a->mails[q] != b->mails[k]; q++)
			;
		if (q < a->nmails)
			continue;
		size_t *nm = realloc(a->mails, (a->nmails + 1) * sizeof(*nm));

		if (!nm)
			return -ENOMEM;
		a->mails = nm;
		/* keep input order */
		for (q = a->nmails; q > 0 && a->mails[q - 1] > b->mails[k]; q--)
			a->mails[q] = a->mails[q - 1];
		a->mails[q] = b->mails[k];
		a->nmails++;
	}
	if (b->patch != MNT_PF_SERIES && a->patch != MNT_PF_SERIES &&
	    b->patch < a->patch) {
		a->patch = b->patch;
		a->file = b->file;
		a->line = b->line;
	}
	finding_free(b);
	return 0;
}

static size_t rank(const struct maint_preflight_finding *f)
{
	return f->patch == MNT_PF_SERIES ? 0 : f->patch + 1;
}

int mnt_pf_findings_finish(struct maint_preflight *pf)
{
	size_t i, j, n = 0;

	/* one finding per problem */
	for (i = 0; i < pf->nf; i++) {
		for (j = 0; j < n && !same_problem(&pf->f[j], &pf->f[i]); j++)
			;
		if (j < n) {
			if (fold(&pf->f[j], &pf->f[i]))
				return -ENOMEM;
			continue;
		}
		pf->f[n++] = pf->f[i];
	}
	pf->nf = n;
	/* stable order: by (first) mail, series first */
	for (i = 1; i < pf->nf; i++) {
		struct maint_preflight_finding t = pf->f[i];

		for (j = i; j > 0 && rank(&pf->f[j - 1]) > rank(&t); j--)
			pf->f[j] = pf->f[j - 1];
		pf->f[j] = t;
	}
	for (i = 0; i < pf->nf; i++) {
		for (j = 0; j < pf->f[i].nmails; j++) {
			struct maint_preflight_mail *pm =
				&pf->mails[pf->f[i].mails[j]];

			if (pf->f[i].level == MAINT_ERROR)
				pm->errors++;
			else if (pf->f[i].level == MAINT_WARNING)
				pm->warnings++;
			else
				pm->checks++;
		}
	}
	return 0;
}

void mnt_pf_findings_free(struct maint_preflight *pf)
{
	for (size_t i = 0; i < pf->nf; i++)
		finding_free(&pf->f[i]);
	free(pf->f);
	pf->f = NULL;
	pf->nf = pf->af = 0;
}

size_t maint_preflight_nfindings(const struct maint_preflight *pf)
{
	return pf->nf;
}

const struct maint_preflight_finding *
maint_preflight_finding(const struct maint_preflight *pf, size_t i)
{
	return i < pf->nf ? &pf->f[i] : NULL;
}

void maint_preflight_totals(const struct maint_preflight *pf, size_t *errors,
			    size_t *warnings, size_t *checks)
{
	size_t i;

	*errors = *warnings = *checks = 0;
	for (i = 0; i < pf->nf; i++)
		if (pf->f[i].level == MAINT_ERROR)
			(*errors)++;
		else if (pf->f[i].level == MAINT_WARNING)
			(*warnings)++;
		else
			(*checks)++;
}
