/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The mails of a series taken apart (preflight-mail.c): one mail's
 * headers, subject, body lines, trailers and recipients.
 */
#ifndef MNT_PREFLIGHT_PREFLIGHT_MAIL_H
#define MNT_PREFLIGHT_PREFLIGHT_MAIL_H

#include <stdbool.h>
#include <stddef.h>

#include "base/strlist.h"

/* One "Key: value" trailer of the commit message. */
struct pf_trailer {
	char *key; /* as written ("Signed-off-by") */
	char *value; /* trimmed */
	unsigned int line; /* line in the input file */
};

/* One address of a To:/Cc: header. */
struct pf_addr {
	char *name; /* decoded display name, may be "" */
	char *addr; /* lower case */
};

struct pf_msg {
	char *name; /* the input's name ("-" for standard input) */
	unsigned int line; /* first line of the mail in the input */
	size_t index; /* the mail's place in the input (0-based) */

	/* headers, unfolded and decoded (NULL when absent) */
	char *from, *to, *cc, *subject, *date, *msgid;
	bool in_reply_to; /* In-Reply-To: or References: present */
	unsigned int from_line, to_line, subject_line;
	size_t nheaders;
	bool headers_broken; /* a line in the header block is no header */

	/* the body, decoded (quoted-printable, base64), with line numbers */
	char *body;
	size_t bodylen;
	unsigned int *lines; /* input line of each body line */
	size_t *loff; /* offset of each body line in @body (nlines + 1) */
	size_t nlines;

	/* the subject taken apart */
	bool reply; /* "Re:" */
	bool patch_tag; /* [PATCH...] */
	bool rfc;
	int version; /* 1 without a vN tag */
	int k, n; /* k/n, 0/0 when not numbered */
	char **tags; /* other words of the brackets ("net-next") */
	size_t ntags;
	char *shortlog; /* the subject after the brackets */
	char *prefix; /* "x86/apic" ("" when none) */
	char *summary; /* after the prefix */

	/* the body taken apart */
	char *author; /* body From: line, else the From: header */
	unsigned int author_line;
	struct pf_trailer *trailers;
	size_t ntrailers;
	size_t sep; /* body line of the "---" that ends the message, or nlines */
	size_t diff; /* body line of the first "diff --git", or nlines */
	bool has_diff;
	bool notes; /* text other than the diffstat between --- and diff */
	bool vnotes; /* version notes ("v2:", "Changes in v3") before the diff */
	unsigned int
		vnotes_above; /* input line of such notes above the ---, or 0 */
	char *base_commit;
	unsigned int base_line;
	struct strlist created; /* files the diff creates (--- /dev/null) */

	struct pf_addr *rcpt; /* To: and Cc: */
	size_t nrcpt;

	/* how the body came */
	const char *unreadable; /* why it cannot be read (static), or NULL */
	bool *crl; /* each body line: it ended in CR LF once decoded */
	size_t cr_input; /* lines of the diff that end in CR LF in the input */
	bool cr_headers; /* the header lines did too (a file saved with CR LF) */
	size_t cr_decoded; /* lines of the diff in CR LF once decoded (=0D=0A) */
};

/*
 * Split @buf into mails ("From " lines of an mbox; one mail without
 * them) and take each apart.  *out grows by the mails found.  Returns 0
 * or -ENOMEM.
 */
int mnt_pf_split(const char *name, const char *buf, size_t len,
		 struct pf_msg **out, size_t *n, size_t *alloc);
void mnt_pf_msg_clear(struct pf_msg *m);
/* Body line i's text and length (without the newline). */
const char *mnt_pf_line(const struct pf_msg *m, size_t i, size_t *len);
/* Input line of body line i (the last line for i past the end). */
unsigned int mnt_pf_lineno(const struct pf_msg *m, size_t i);
/* The trailers named @key (case-insensitive): the next after *pos. */
const struct pf_trailer *mnt_pf_trailer(const struct pf_msg *m, const char *key,
					size_t *pos);
/* "Name <a@b>" or "a@b": the address, lower case, malloc'd (NULL: none). */
char *mnt_pf_addr_of(const char *s, size_t n);
/*
 * A summary that fixes only words: a typo, spelling, grammar, wording,
 * whitespace ("docs: Fix typo in nfsroot.rst").  No commit brought a bug
 * there to name in a Fixes:, and it is no fix for a fixes tree.
 */
bool mnt_pf_wording_fix(const char *summary);

#endif
