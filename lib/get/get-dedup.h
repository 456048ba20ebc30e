/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * get_maintainer.pl's deduplicate_email(): the first spelling seen of a
 * name or an address wins for every later one with the same name or
 * address (compared in lower case), after .mailmap.  One per answer: the
 * answer's own addresses (lib/get.c) and git history's (lib/git.c) go
 * through the same one, in the script's order.
 */
#ifndef MNT_GET_GET_DEDUP_H
#define MNT_GET_GET_DEDUP_H

#include "db/email.h"

struct mnt_dedup {
	struct mnt_mailmap *mailmap; /* borrowed; lookups fill its cache */
	bool enabled; /* --remove-duplicates; else only .mailmap */
	struct mnt_map name, address; /* key -> malloc'd "name\0addr" */
};

void mnt_dedup_init(struct mnt_dedup *d, struct mnt_mailmap *mailmap,
		    bool enabled);
void mnt_dedup_clear(struct mnt_dedup *d);

/* deduplicate_email(in) into out (reset first). */
void mnt_dedup_email(struct mnt_dedup *d, const char *in, struct mbuf *out);

/* The key of a name or address in the answer's maps: s[0..n), lc(). */
void mnt_email_key(struct mbuf *out, const char *s, size_t n);

#endif
