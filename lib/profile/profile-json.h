/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The pieces of maint profile's JSON that lib/release's query document
 * (maint_profile_query_json()) writes as well (profile-json.c).
 */
#ifndef MNT_PROFILE_PROFILE_JSON_H
#define MNT_PROFILE_PROFILE_JSON_H

#include "jsonw.h"
#include "maint.h"

/* {"KEY": [, an item a line: the caller writes the items */
void mnt_profile_json_start(struct jsonw *w, const char *key);

/* Every target of @d as an object, into the array w has open. */
void mnt_profile_json_targets(struct jsonw *w,
			      const struct maint_profile_doc *d);

/* "relations": [...] of @rs, a member of the object w has open. */
void mnt_profile_json_relations(struct jsonw *w, const struct maint_rset *rs);

/* A rule's members (every field of struct maint_rule), into the object w
 * has open. */
void mnt_rule_json(struct jsonw *w, const struct maint_rule *r);

/* "diagnostics": @diagnostics as it is (NULL: []), the object closed, and
 * the document handed out (jsonw_finish()). */
char *mnt_profile_json_end(struct jsonw *w, struct mbuf *mb,
			   const char *diagnostics, size_t *len);

#endif
