/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * When a version of the series was sent, from the sender's sent mail
 * (sent.c).
 */
#ifndef MNT_PREFLIGHT_SENT_H
#define MNT_PREFLIGHT_SENT_H

#include <stdbool.h>
#include <stddef.h>

struct maint_preflight;

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

#endif
