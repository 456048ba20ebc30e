/* SPDX-License-Identifier: GPL-2.0-only */
/* The state of a preflight check, shared by lib/preflight*.c. */
#ifndef MNT_PREFLIGHT_PREFLIGHT_INT_H
#define MNT_PREFLIGHT_PREFLIGHT_INT_H

#include "db/email.h"
#include "get/get.h"
#include "preflight/preflight.h"

#define MNT_PF_SERIES ((size_t)-1)

/* A profile the series touches. */
struct pf_prof {
	char *value; /* the P: value */
	const char *item_file; /* the first P: line naming it */
	unsigned int item_line;
	struct maint_profile *prof; /* NULL when not read */
	const char *error; /* why not (static) */
};

/* Someone maint get's answer names for a patch. */
struct pf_expect {
	char *email; /* as maint get prints it */
	char *addr; /* lower case */
	char *name;
	char *section; /* the section (as maint get shortens it) */
	char *sections; /* every section of its roles, each ending in '\n' */
	char kind; /* 'M', 'R' or 'L' */
	bool keyword; /* brought in by K: patterns only */
	bool rest; /* a list of THE REST */
};

/* What maint get's answer says about one mail. */
struct pf_info {
	struct strlist files; /* the files it touches */
	size_t in_tree; /* of them, in the tree */
	size_t *profs; /* indexes into pf->profs */
	size_t nprofs, aprofs;
	size_t *expected; /* indexes into pf->exp */
	size_t nexpected, aexpected;
	bool fix; /* a fix: Fixes: or a fixes tree tag */
};

struct maint_preflight {
	struct maint_preflight_opts o;
	struct maint_diag_sink diag;
	struct pf_msg *msgs;
	size_t nmsgs, amsgs, ninputs;
	struct maint_pf_mail *mails;
	struct pf_info *info;
	struct maint_pf_finding *f;
	size_t nf, af;
	struct pf_prof *profs;
	size_t nprofs, aprofs;
	struct pf_expect *exp;
	size_t nexp, aexp;
	struct mnt_mailmap mailmap;
	char *mailmap_buf;
	int git; /* 0 unknown, 1 a git tree, 2 not */
	char *sp_file; /* submitting-patches.rst, when in the tree */
	unsigned int sp_dco, sp_fixes, sp_changes; /* its lines */
	bool oom;
};

void mnt_pf_add(struct maint_preflight *pf, enum maint_level lvl,
		const char *check, size_t patch, unsigned int line,
		const struct maint_fact *rule, const char *fix,
		const char *fmt, ...) __attribute__((format(printf, 8, 9)));
void mnt_pf_add_at(struct maint_preflight *pf, enum maint_level lvl,
		   const char *check, size_t patch, unsigned int line,
		   const char *rule_file, unsigned int rule_line,
		   const char *fix, const char *fmt, ...)
	__attribute__((format(printf, 9, 10)));
/* Patches of the series (not the cover letter, not the mails left out). */
size_t mnt_pf_npatches(const struct maint_preflight *pf);
/* The cover letter's mail, or MNT_PF_SERIES. */
size_t mnt_pf_cover(const struct maint_preflight *pf);
/* Every check after the numbering (lib/preflight-rules.c). */
int mnt_pf_rules(struct maint_preflight *pf);

#endif
