/* SPDX-License-Identifier: GPL-2.0-only */
/* Internals shared by the profile modules (rst.c, profile.c, facts.c). */
#ifndef MAINT_PROFILE_INTERNAL_H
#define MAINT_PROFILE_INTERNAL_H

#include "internal.h"

struct maint_profile {
	char *name;
	char *buf; /* NUL-terminated copy of the input */
	size_t len;
	struct maint_psection *secs;
	size_t nsecs, secs_alloc;
	size_t *parent; /* parent section of each section, or (size_t)-1 */
	struct maint_fact *facts;
	size_t nfacts, facts_alloc;
	char **strs; /* strings the profile owns */
	size_t nstrs, strs_alloc;
	unsigned int nlines;
	bool no_headings;
};

/* A paragraph of prose: comments and literal blocks left out. */
struct mnt_para {
	char *text; /* lines joined with '\n', indentation removed */
	unsigned int line; /* first line */
	bool bullet; /* a list item */
	bool lead_in; /* ends with ':' (introduces what follows) */
};

/* Split a section body (starting at line first) into paragraphs. */
int mnt_rst_paragraphs(const char *body, unsigned int first,
		       struct mnt_para **out, size_t *n);
void mnt_rst_paragraphs_free(struct mnt_para *p, size_t n);

/* Remove inline markup (``x``, *x*, `t <u>`_, :role:`x`) in place. */
void mnt_rst_clean(char *s);

/* Keep s (malloc'd) until the profile is freed; returns s or NULL. */
char *mnt_profile_own(struct maint_profile *p, char *s);

/* Parse buf into p->secs (rst.c). */
int mnt_rst_parse(struct maint_profile *p);

/* Fill p->facts (facts.c). */
int mnt_facts_extract(struct maint_profile *p);

#endif
