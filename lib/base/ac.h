/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Aho-Corasick: which of many literal strings occur in a text, in one
 * pass over the text.  Used to find the few N:/K: regexes worth running.
 */
#ifndef MNT_BASE_AC_H
#define MNT_BASE_AC_H

#include <stddef.h>
#include <stdint.h>

struct mnt_ac;

/* Build from n strings; string i reports id ids[i].  NULL on ENOMEM. */
struct mnt_ac *mnt_ac_build(const char *const *strs, const uint32_t *ids,
			    size_t n);
void mnt_ac_free(struct mnt_ac *ac);

/*
 * Call hit(id, ctx) for every occurrence of every string in text (bytes
 * compared as given: lower-case both sides for a caseless search).
 */
void mnt_ac_scan(const struct mnt_ac *ac, const char *text, size_t len,
		 void (*hit)(uint32_t id, void *ctx), void *ctx);

#endif
