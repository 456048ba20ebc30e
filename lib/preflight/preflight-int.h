/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The state of a preflight check, shared by lib/preflight/: the series
 * (preflight.c), the findings (finding.c), what the user states
 * (conf.c), the recipients (recipients.c) and the
 * rules of the profiles (preflight-rules.c).  Types only: each file's
 * functions are in its own header.
 */
#ifndef MNT_PREFLIGHT_PREFLIGHT_INT_H
#define MNT_PREFLIGHT_PREFLIGHT_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "maint.h"
#include "mbuf.h"
#include "base/strlist.h"
#include "db/email.h"
#include "preflight/conf.h"

struct pf_msg;

#define MNT_PF_SERIES ((size_t)-1)
/* At most this many git processes for one series (Fixes:, prefixes). */
#define MNT_PF_GIT_MAX 32

/* A profile the series touches. */
struct pf_prof {
	char *value; /* the P: value */
	const char *item_file; /* the first P: line naming it */
	unsigned int item_line;
	struct maint_profile *prof; /* NULL when not read */
	const char *error; /* why not (static) */
};

/* Someone maint get's answers name (each address once in the series). */
struct pf_expect {
	char *email; /* as maint get prints it */
	char *addr; /* lower case, the list alias resolved */
	char *name;
	bool is_list;
};

/* One role of someone in the answer for a mail. */
struct pf_want {
	size_t exp; /* index into pf->exp */
	size_t section; /* MAINTAINERS section */
	char kind; /* 'M', 'R' or 'L' */
	bool keyword; /* brought in by a K: match */
};

/* A section the answer for a mail matched. */
struct pf_sec {
	size_t section;
	bool primary; /* the most specific F: match of one of its files */
	bool by_file; /* an F: pattern matched (not only N: or K:) */
	bool by_keyword; /* a K: pattern matched the patch */
	bool rest; /* THE REST */
};

/* What maint get's answer says about one mail. */
struct pf_info {
	struct strlist files; /* the files it touches */
	size_t in_tree; /* of them, in the tree (or new in a directory of it) */
	size_t *profs; /* indexes into pf->profs */
	bool *prof_primary; /* that profile is a primary section's */
	size_t nprofs, aprofs;
	struct pf_want *wants;
	size_t nwants, awants;
	struct pf_sec *secs;
	size_t nsecs, asecs;
	bool fix; /* a fix: Fixes:, or a fixes tree tag */
	bool fix_words; /* the subject says it fixes something */
};

struct maint_preflight {
	struct maint_preflight_opts o;
	struct maint_diag_sink diag;
	struct pf_msg *msgs;
	size_t nmsgs, amsgs, ninputs;
	struct maint_preflight_mail *mails;
	struct pf_info *info;
	struct maint_preflight_finding *f;
	size_t nf, af;
	struct pf_prof *profs;
	size_t nprofs, aprofs;
	struct pf_expect *exp;
	size_t nexp, aexp;
	struct mnt_mailmap mailmap;
	char *mailmap_buf;
	struct pf_conf conf;
	int git; /* 0 unknown, 1 a git tree, 2 not */
	unsigned int git_runs; /* git processes run for the series */
	/* the last history query (its paths, NUL-separated) and its answer */
	struct mbuf hist_key, hist_out;
	int whole_history; /* 0 unknown, 1 whole, 2 shallow or short */
	struct strlist files; /* the patches' files, each once */
	char *sp_file; /* submitting-patches.rst, when in the tree */
	unsigned int sp_dco, sp_fixes, sp_changes; /* its lines */
	bool oom;
};

#endif
