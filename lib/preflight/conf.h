/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What the user states that the tree does not (conf.c): the tags a
 * section's tree takes, list aliases and the sent mail folder, from
 * .maint.conf and git config's maint.* keys.
 */
#ifndef MNT_PREFLIGHT_CONF_H
#define MNT_PREFLIGHT_CONF_H

#include <stdbool.h>
#include <stddef.h>

struct maint_preflight;

/* Tags a section's tree takes, as the user states them. */
struct pf_tags {
	char *section;
	char **v;
	bool *fixes; /* v[i] is for fixes */
	size_t n, alloc;
	const char *file; /* where stated (static) */
	unsigned int line;
};

struct pf_alias {
	char *from, *to;
};

/* .maint.conf and git config's maint.* */
struct pf_conf {
	struct pf_tags *tags;
	size_t ntags, atags;
	struct pf_alias *aliases;
	size_t naliases, aaliases;
	char *file;
	char *sent; /* maint.sentFolder: the sender's sent mail, or NULL */
	const char *sent_from; /* where it is stated (static) */
};

int mnt_pf_conf_load(struct maint_preflight *pf);
void mnt_pf_conf_clear(struct pf_conf *c);
/* The address a list goes by (malloc'd, NULL when out of memory). */
char *mnt_pf_canon_addr(const struct maint_preflight *pf, const char *addr);
const struct pf_tags *mnt_pf_conf_tags(const struct maint_preflight *pf,
				       const char *sec);

#endif
