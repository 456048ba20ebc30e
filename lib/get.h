/* SPDX-License-Identifier: GPL-2.0-only */
/* Internal state of a get_maintainer.pl-compatible answer. */
#ifndef MAINT_GET_H
#define MAINT_GET_H

#include "email.h"
#include "get-dedup.h"
#include "internal.h"
#include "strlist.h"

struct person {
	char *email;
	char *role;
};

struct people {
	struct person *v;
	size_t n, alloc;
	bool oom;
};

struct kw {
	size_t item;
	struct mnt_re *plain; /* K as written (/x) */
	struct mnt_re *prefixed; /* "^[+-].*" . K, for diff lines */
	char **lits; /* necessary literals, lower case */
	size_t *cand; /* lines of the current patch holding one */
	size_t ncand, acand, ci;
	bool alone; /* no literals: try every line */
	bool plain_tried, prefixed_tried;
	bool warned;
};

struct result {
	char *email;
	char *role;
	bool is_list;
};

struct maint_get {
	struct maint_db *db;
	struct maint_get_opts o;
	const struct maint_diag_sink *diag;

	struct kw *kws;
	size_t nkws, kws_alloc;
	bool kws_ready;

	struct strlist files, fixes, keyword_tvi, file_emails;
	struct strlist scm, web, bug, subsystem, status, substatus;
	struct people email_to, list_to;
	struct role_index *role_idx; /* mnt_add_role()'s, see get.c */
	struct mnt_map hash_list_to;
	struct mnt_map email_hash_name, email_hash_address;
	struct mnt_dedup dedup;
	struct mnt_mailmap mailmap;
	struct mnt_githist *git; /* its git history (git.h) */
	struct mnt_re *chief_re;

	struct maint_match *matches;
	const char **match_files;
	size_t nmatches, matches_alloc, match_files_alloc;
	struct result *result;
	size_t nresult, result_alloc;

	struct mbuf out;
	bool *exact; /* per file: an exact F: match stops the fallback */
	struct strlist ranges; /* "file:start:length" of patch hunks */
	char *lastfile; /* of the patch being read, for --git-blame ranges */
};


bool mnt_push_email_address(struct maint_get *g, const char *line, size_t n,
			    const char *role);
void mnt_add_role(struct maint_get *g, const char *line, const char *role);

/* maintainers_in_file(): addresses in .yaml files (or any with -fe). */
void mnt_file_emails(struct maint_get *g, const char *file);

#endif
