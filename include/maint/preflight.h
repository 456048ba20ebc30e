/* SPDX-License-Identifier: GPL-2.0-only */
/* libmaint: a series checked before it is sent.  Include <maint.h>. */
#ifndef MAINT_PREFLIGHT_H
#define MAINT_PREFLIGHT_H

#include "maint/release.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Preflight: a series checked, before it is sent, against MAINTAINERS and
 * the rules of every profile it touches.  Nothing is sent or changed.
 */

/* A finding's level: MAINT_ERROR, MAINT_WARNING, or MAINT_INFO (CHECK). */

/**
 * struct maint_preflight_finding - one finding
 * @level: MAINT_ERROR, MAINT_WARNING or MAINT_INFO (checkpatch's CHECK)
 * @check: the check ("recipients", "subject-tag", "signed-off-by", ...)
 * @patch: the mail it is about (index into maint_preflight_mail()), or
 *         (size_t)-1 for the series as a whole
 * @file: the input file (NULL for the series)
 * @line: its line (0: the whole mail)
 * @rule_file, @rule_line: where the rule is stated (a profile, MAINTAINERS,
 *         submitting-patches.rst), or NULL
 * @message: what is wrong (lower case, no full stop)
 * @fix: how to fix it, or NULL
 * @mails: every mail the finding is about, in input order (@patch the
 *         first): one problem of several mails is one finding; NULL for
 *         the series
 * @nmails: how many (0 for the series)
 */
struct maint_preflight_finding {
	enum maint_level level;
	const char *check;
	size_t patch;
	const char *file;
	unsigned int line;
	const char *rule_file;
	unsigned int rule_line;
	char *message;
	char *fix;
	size_t *mails;
	size_t nmails;
};

/**
 * struct maint_preflight_mail - one mail of the series, for the summaries
 * @file: the input it came from; @line: its first line there
 * @subject: its subject (decoded), or NULL
 * @k, @n: its number k/n (0/0 when not numbered)
 * @version: the vN of its subject (1 without)
 * @cover: a cover letter (0/n, or numbered without a diff)
 * @skipped: not a patch of the series (a reply, a mail without a diff)
 * @errors, @warnings, @checks: its findings
 */
struct maint_preflight_mail {
	const char *file;
	unsigned int line;
	const char *subject;
	int k, n, version;
	bool cover, skipped;
	size_t errors, warnings, checks;
};

/**
 * struct maint_preflight_opts - how to check
 * @db: MAINTAINERS (must outlive the check)
 * @root: the tree's top: profiles, .mailmap, git (NULL: ".")
 * @git: read git history in @root (Fixes: commits, subject prefixes)
 * @prefix_commits: how many recent commits the prefix check reads (0: 50)
 * @cycle: where the release cycle is, or NULL to skip the timing checks
 * @posted: the day of this posting (-1: @cycle's today)
 * @previous: the day of the previous posting of the series, or -1
 * @recipients: compare To:/Cc: with maint get's answer
 * @fetch: how URL profiles are read (maint_profile_url()); NULL: only
 *         their cached copies
 * @per_patch: (layout 2) the inputs are one patch at a time (a hook):
 *         say nothing about the series it cannot see (numbering gaps,
 *         series length, cover letter, version notes, repost wait)
 * @posted_at: (layout 2) when this posting is sent, in seconds since the
 *         epoch (UTC); 0: not known (@posted, the day, is used)
 * @previous_at: (layout 2) when the previous version was sent (seconds),
 *         or 0: then @previous (a day), else what b4 recorded (its sent
 *         tags)
 * @sent: (layout 3) the sender's sent mail, an mbox file or a maildir,
 *         where the previous version's send time is looked for (the
 *         mails of version N-1 of the series: their Date:, else git
 *         send-email's Message-ID time); NULL: maint.sentFolder of the
 *         tree's .maint.conf or git config, else none
 */
struct maint_preflight_opts {
	/* MAINT_PREFLIGHT_OPTIONS_VERSION: the layout the caller knows */
	unsigned int version;
	struct maint_db *db;
	const char *root;
	bool git;
	unsigned int prefix_commits;
	const struct maint_cycle *cycle;
	long posted, previous;
	bool recipients;
	const struct maint_fetch_opts *fetch;
	bool per_patch;
	long long posted_at, previous_at;
	const char *sent;
};
#define MAINT_PREFLIGHT_OPTIONS_VERSION 3u
#define MAINT_PREFLIGHT_OPTIONS_INIT \
	{ .version = MAINT_PREFLIGHT_OPTIONS_VERSION }

struct maint_preflight;

/* Start a check; @diag receives problems of the inputs and profiles. */
int maint_preflight_new(struct maint_preflight **out,
			const struct maint_preflight_opts *o,
			const struct maint_diag_sink *diag);
/*
 * Add an input: a format-patch file, an mbox (several mails) or a bare
 * diff; @name is what findings call it.  Returns 0 or -ENOMEM.
 */
int maint_preflight_add(struct maint_preflight *pf, const char *name,
			const char *buf, size_t len);
/* Run every check.  Returns 0 or -ENOMEM. */
int maint_preflight_run(struct maint_preflight *pf);
void maint_preflight_free(struct maint_preflight *pf);

/* Findings, by mail in input order (series findings first). */
size_t maint_preflight_nfindings(const struct maint_preflight *pf);
const struct maint_preflight_finding *
maint_preflight_finding(const struct maint_preflight *pf, size_t i);
size_t maint_preflight_nmails(const struct maint_preflight *pf);
const struct maint_preflight_mail *
maint_preflight_mail(const struct maint_preflight *pf, size_t i);
/* The profiles the series touches (P: values), in the order found. */
size_t maint_preflight_nprofiles(const struct maint_preflight *pf);
const char *maint_preflight_profile(const struct maint_preflight *pf, size_t i);
/*
 * The files the series' patches touch (tree paths, each once, in the
 * order found; not the cover letter's, nor those of mails left out):
 * what maint profile -f would be asked about the series.
 */
size_t maint_preflight_nfiles(const struct maint_preflight *pf);
const char *maint_preflight_file(const struct maint_preflight *pf, size_t i);
/*
 * The kind of change the series is: MAINT_CHANGE_FIX when every patch is
 * a fix (Fixes:, or a fixes tree's tag), MAINT_CHANGE_FEATURE when none
 * is one nor says it fixes something, else MAINT_CHANGE_ANY.
 */
enum maint_change maint_preflight_change(const struct maint_preflight *pf);
/* Totals over every finding. */
void maint_preflight_totals(const struct maint_preflight *pf, size_t *errors,
			    size_t *warnings, size_t *checks);
/* Everything as one JSON object (malloc'd); NULL when out of memory. */
char *maint_preflight_json(const struct maint_preflight *pf, size_t *len);

/* --- end of preflight --- */

#ifdef __cplusplus
}
#endif

#endif
