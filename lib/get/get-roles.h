/* SPDX-License-Identifier: GPL-2.0-only */
/* The domain rules of an answer (get-roles.c): roles, merge_email(). */
#ifndef MNT_GET_GET_ROLES_H
#define MNT_GET_GET_ROLES_H

#include "get/get.h"

void mnt_get_people_clear(struct people *p);
/*
 * add_categories(): what section sec adds; sfx ends every role, kw is
 * the K: item that brought the section in (MNT_NO_SECTION: a file did).
 */
void mnt_get_add_categories(struct maint_get *g, size_t sec, const char *sfx,
			    size_t kw);
/* push_email_address(), add_role(): @rt the role's kind and section. */
bool mnt_push_email_address(struct maint_get *g, const char *line, size_t n,
			    const char *role, struct maint_role rt);
void mnt_add_role(struct maint_get *g, const char *line, const char *role,
		  struct maint_role rt);
/* The roles of @p copied into @r, its text rendered from them. */
int mnt_get_person_result(const struct person *p, struct mnt_person_result *r);
/* Free what mnt_get_person_result() allocated. */
void mnt_get_person_result_free(struct mnt_person_result *r);
/* Drop add_role()'s index (email_to was rewritten). */
void mnt_get_role_index_reset(struct maint_get *g);
/*
 * Xen's fork: is section sec's maintainer role "supporter:THE REST"?  And
 * its drop of those people from email_to (MAINT_SF_REST_DROP).
 */
bool mnt_get_rest_supporter(struct maint_get *g, size_t sec);
void mnt_get_drop_rest(struct maint_get *g);
/* Linus Torvalds out of email_to (or in, with --git-chief-penguins). */
void mnt_get_remove_chiefs(struct maint_get *g);
/* Keep n matches of file for maint_get_match(); 0 or -ENOMEM. */
int mnt_get_record_matches(struct maint_get *g, const char *file,
			   const struct maint_match *m, size_t n);

/* merge_email(): the people and lists, each once, into g->result. */
int mnt_get_merge_email(struct maint_get *g);

#endif
