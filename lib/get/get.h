/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Internal state of a get_maintainer.pl-compatible answer, shared by the
 * get*.c files (and fileemails.c, preflight): get-parse.c fills files,
 * fixes, ranges, keyword_tvi and the kws; get-roles.c email_to, list_to
 * and the blocks (scm ... substatus), then result; get-out.c out.  Git
 * history (git.h) sees none of it: get.c hands it what it needs.
 */
#ifndef MNT_GET_GET_H
#define MNT_GET_GET_H

#include "db/db.h"
#include "db/email.h"
#include "get/get-dedup.h"
#include "get/compat.h"
#include "maint.h"
#include "mbuf.h"
#include "util.h"
#include "base/strlist.h"

struct person {
	char *email;
	char *role; /* the joined text, as the script builds it */
	struct maint_role *roles; /* each role once, texts owned */
	size_t nroles, aroles;
};

/*
 * An entry of the answer: what maint_get_person() hands out (@pub), and
 * its roles, read through maint_person_role()
 */
struct mnt_person_result {
	struct maint_person pub;
	struct maint_role *roles; /* texts owned */
	size_t nroles;
};

/* A role to give: its kind, section and keyword; the text is the caller's. */
#define MNT_ROLE(k, sec, kw) \
	((struct maint_role){ .kind = (k), .section = (sec), .keyword = (kw) })
#define MNT_NO_SECTION ((size_t)-1)

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
	bool lits_borrowed; /* lits are the cache file's: not freed */
	bool alone; /* no literals: try every line */
	bool plain_tried, prefixed_tried;
	bool warned; /* "does not compile" said */
};

struct maint_get {
	struct maint_db *db;
	struct maint_get_opts o;
	const struct maint_diag_sink *diag;
	/* the script answered as: o.script, or newest */
	const struct maint_script *script;
	struct maint_script newest;

	struct kw *kws;
	size_t nkws, kws_alloc;
	bool kws_ready;
	struct mnt_litscan *kw_scan; /* every kws[i].lits, reporting i */
	uint32_t *kw_alone; /* the keywords without literals, in order */
	size_t nalone;
	/* (line, keyword) of the current patch: a literal of it there */
	struct kw_cand {
		size_t line;
		uint32_t kw;
	} *kc;
	size_t nkc, akc, kci;

	struct strlist files, fixes, keyword_tvi, file_emails;
	struct strlist scm, web, bug, subsystem, status, substatus;
	struct people email_to, list_to;
	struct role_index *role_idx; /* mnt_add_role()'s, see get-roles.c */
	struct mnt_map hash_list_to;
	struct mnt_map email_hash_name, email_hash_address;
	struct mnt_dedup dedup;
	struct mnt_mailmap mailmap;
	struct mnt_githist *git; /* its git history (git.h) */

	struct maint_match *matches;
	const char **match_files;
	size_t nmatches, matches_alloc, match_files_alloc;
	struct mnt_person_result *result; /* the answer; strings owned */
	size_t nresult, result_alloc;

	struct mbuf out;
	bool *exact; /* per file: an exact F: match stops the fallback */
	struct strlist ranges; /* "file:start:length" of patch hunks */
	char *lastfile; /* of the patch being read, for --git-blame ranges */
};

/* Does the script answered as have feature f? */
static inline bool get_has(const struct maint_get *g, enum maint_sfeat f)
{
	return maint_script_has(g->script, f);
}

/* Perl's \s, on bytes. */
static inline bool get_isspace(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	       c == '\v';
}

/* Length of the \S+ run at p (bounded by n). */
static inline size_t get_nonspace(const char *p, size_t n)
{
	size_t i = 0;

	while (i < n && !get_isspace(p[i]))
		i++;
	return i;
}

/* Is the rest of the line only blanks (for "\s*$")? */
static inline bool get_only_space(const char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!get_isspace(p[i]))
			return false;
	return true;
}

#endif
