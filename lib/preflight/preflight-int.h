/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The state of a preflight check, shared by lib/preflight/: the series
 * (preflight.c), the findings (finding.c), what the user states
 * (conf.c), the recipients (recipients.c) and the
 * rules of the profiles (preflight-rules.c).
 */
#ifndef MNT_PREFLIGHT_PREFLIGHT_INT_H
#define MNT_PREFLIGHT_PREFLIGHT_INT_H

#include "base/strlist.h"
#include "db/email.h"
#include "preflight/preflight.h"

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

/* preflight-finding.c: the findings */
void mnt_pf_add(struct maint_preflight *pf, enum maint_level lvl,
		const char *check, size_t patch, unsigned int line,
		const struct maint_fact *rule, const char *fix, const char *fmt,
		...) __attribute__((format(printf, 8, 9)));
void mnt_pf_add_at(struct maint_preflight *pf, enum maint_level lvl,
		   const char *check, size_t patch, unsigned int line,
		   const char *rule_file, unsigned int rule_line,
		   const char *fix, const char *fmt, ...)
	__attribute__((format(printf, 9, 10)));
/*
 * One finding per problem: the same finding for several mails becomes
 * one naming them all; then by mail, series first; each mail's counts.
 */
int mnt_pf_findings_finish(struct maint_preflight *pf);
void mnt_pf_findings_free(struct maint_preflight *pf);

/* series.c: the series */
/* Patches of the series (not the cover letter, not the mails left out). */
size_t mnt_pf_npatches(const struct maint_preflight *pf);
/* The cover letter's mail, or MNT_PF_SERIES. */
size_t mnt_pf_cover(const struct maint_preflight *pf);
/* The largest n of a k/n in the subjects (0: none). */
int mnt_pf_series_n(const struct maint_preflight *pf);
/* The primary sections of mail i (the cover letter: of every patch). */
bool mnt_pf_primary(const struct maint_preflight *pf, size_t i, size_t sec);

/* sent.c: when a version was sent, from the sender's sent mail */
struct mnt_pf_sent {
	long long at; /* the earliest mail's time (0: none found) */
	const char *how; /* "Date:" or "Message-ID" (static) */
	size_t nmails; /* mails read */
	size_t nfound; /* of them, of the version looked for */
	bool capped; /* the folder was read in part (its bounds) */
	const char *error; /* why it could not be read (static), or NULL */
};
/*
 * The mails of version @version of the series in the mbox or maildir at
 * @path, sent before @before (0: any time).  Returns 0 (out->error says
 * when the folder could not be read) or -ENOMEM.
 */
int mnt_pf_sent_find(const struct maint_preflight *pf, const char *path,
		     int version, long long before, struct mnt_pf_sent *out);
/* A Date: header's moment (0: not one); git send-email's Message-ID's. */
long long mnt_pf_mail_date(const char *s);
long long mnt_pf_msgid_date(const char *s);

/* preflight-conf.c: what the user states */
int mnt_pf_conf_load(struct maint_preflight *pf);
void mnt_pf_conf_clear(struct pf_conf *c);
/* The address a list goes by (malloc'd, NULL when out of memory). */
char *mnt_pf_canon_addr(const struct maint_preflight *pf, const char *addr);
const struct pf_tags *mnt_pf_conf_tags(const struct maint_preflight *pf,
				       const char *sec);

/* preflight-recipients.c */
void mnt_pf_recipients(struct maint_preflight *pf);
/* Mail m is addressed (From:, To:, Cc:) to @addr (canonical). */
bool mnt_pf_reached(const struct maint_preflight *pf, const struct pf_msg *m,
		    const char *addr);

/* preflight-rules.c: every check after the numbering */
int mnt_pf_rules(struct maint_preflight *pf);

#endif
