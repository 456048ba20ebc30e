// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint preflight: one series checked against MAINTAINERS (through maint
 * get's answer for each patch) and the rules of every profile it touches
 * (the facts of lib/facts.c), before it is sent.  This file holds the
 * series model, the findings and the output; the rule checks are in
 * lib/preflight-rules.c.  Nothing is sent, edited or rewritten.
 */
#include <ctype.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "base/opts.h"
#include "base/strlist.h"
#include "db/db.h"
#include "db/email.h"
#include "fsutil.h"
#include "jsonw.h"
#include "maint.h"
#include "mbuf.h"
#include "preflight/conf.h"
#include "preflight/finding.h"
#include "preflight/preflight-int.h"
#include "preflight/preflight-mail.h"
#include "preflight/preflight-rules.h"
#include "preflight/series.h"
#include "util.h"

int maint_preflight_new(struct maint_preflight **out,
			const struct maint_preflight_opts *o,
			const struct maint_diag_sink *diag)
{
	struct maint_preflight *pf;
	char *buf = NULL;
	size_t len = 0;

	if (!MNT_OPTS_OK(o, MAINT_PREFLIGHT_OPTIONS_VERSION))
		return -EINVAL;
	pf = calloc(1, sizeof(*pf));
	if (!pf)
		return -ENOMEM;
	/* a caller of layout 1 has no per_patch, posted_at, previous_at;
	 * one of layout 2 no sent */
	if (o->version >= 3)
		pf->o = *o;
	else if (o->version == 2)
		memcpy(&pf->o, o, offsetof(struct maint_preflight_opts, sent));
	else
		memcpy(&pf->o, o, offsetof(struct maint_preflight_opts, per_patch));
	pf->o.version = MAINT_PREFLIGHT_OPTIONS_VERSION;
	pf->mails = NULL;
	if (!pf->o.root)
		pf->o.root = ".";
	if (!pf->o.prefix_commits)
		pf->o.prefix_commits = 50;
	if (diag)
		pf->diag = *diag;
	mnt_mailmap_init(&pf->mailmap);
	if (!mnt_read_tree_file(pf->o.root, ".mailmap", (size_t)16 << 20, &buf,
				&len)) {
		if (mnt_mailmap_load(&pf->mailmap, buf, len)) {
			free(buf);
			maint_preflight_free(pf);
			return -ENOMEM;
		}
		pf->mailmap_buf = buf;
	}
	if (mnt_pf_conf_load(pf)) {
		maint_preflight_free(pf);
		return -ENOMEM;
	}
	*out = pf;
	return 0;
}

int maint_preflight_add(struct maint_preflight *pf, const char *name,
			const char *buf, size_t len)
{
	size_t before = pf->nmsgs, i;
	int ret;

	ret = mnt_pf_split(name, buf, len, &pf->msgs, &pf->nmsgs, &pf->amsgs);
	for (i = before; i < pf->nmsgs; i++)
		pf->msgs[i].index = i - before;
	pf->ninputs++;
	return ret;
}

void maint_preflight_free(struct maint_preflight *pf)
{
	size_t i;

	if (!pf)
		return;
	for (i = 0; i < pf->nmsgs; i++)
		mnt_pf_msg_clear(&pf->msgs[i]);
	free(pf->msgs);
	if (pf->info)
		for (i = 0; i < pf->nmsgs; i++) {
			free(pf->info[i].profs);
			free(pf->info[i].prof_primary);
			mnt_strlist_clear(&pf->info[i].files);
			free(pf->info[i].wants);
			free(pf->info[i].secs);
		}
	free(pf->info);
	free(pf->mails);
	mnt_pf_findings_free(pf);
	for (i = 0; i < pf->nprofs; i++) {
		free(pf->profs[i].value);
		maint_profile_free(pf->profs[i].prof);
	}
	free(pf->profs);
	for (i = 0; i < pf->nexp; i++) {
		free(pf->exp[i].email);
		free(pf->exp[i].addr);
		free(pf->exp[i].name);
	}
	free(pf->exp);
	mnt_pf_conf_clear(&pf->conf);
	mnt_mailmap_clear(&pf->mailmap);
	free(pf->mailmap_buf);
	free(pf->sp_file);
	mnt_strlist_clear(&pf->files);
	mbuf_release(&pf->hist_key);
	mbuf_release(&pf->hist_out);
	free(pf);
}

size_t maint_preflight_nmails(const struct maint_preflight *pf)
{
	return pf->mails ? pf->nmsgs : 0;
}

const struct maint_preflight_mail *
maint_preflight_mail(const struct maint_preflight *pf, size_t i)
{
	return pf->mails && i < pf->nmsgs ? &pf->mails[i] : NULL;
}

size_t maint_preflight_nprofiles(const struct maint_preflight *pf)
{
	return pf->nprofs;
}

const char *maint_preflight_profile(const struct maint_preflight *pf, size_t i)
{
	return i < pf->nprofs ? pf->profs[i].value : NULL;
}

size_t maint_preflight_nfiles(const struct maint_preflight *pf)
{
	return pf->files.n;
}

const char *maint_preflight_file(const struct maint_preflight *pf, size_t i)
{
	return i < pf->files.n ? pf->files.v[i] : NULL;
}

enum maint_change maint_preflight_change(const struct maint_preflight *pf)
{
	size_t fixes = 0, plain = 0;

	for (size_t m = 0; pf->info && m < pf->nmsgs; m++) {
		if (pf->mails[m].cover || pf->mails[m].skipped)
			continue;
		if (pf->info[m].fix)
			fixes++;
		else if (!pf->info[m].fix_words)
			plain++;
		else
			return MAINT_CHANGE_ANY;
	}
	if (fixes && !plain)
		return MAINT_CHANGE_FIX;
	if (plain && !fixes)
		return MAINT_CHANGE_FEATURE;
	return MAINT_CHANGE_ANY;
}

/* The series */

/*
 * CR LF line ends that git am keeps: decoded from quoted-printable or
 * base64 (=0D=0A, as Outlook and Exchange send), or in the body alone of
 * a mail whose headers end in LF (a file saved with CR LF throughout
 * loses them in git am's mailsplit).
 */
static void mail_line_ends(struct maint_preflight *pf, size_t i)
{
	const struct pf_msg *m = &pf->msgs[i];

	if (m->cr_decoded)
		mnt_pf_add_at(
			pf, MAINT_WARNING, "crlf", i, m->line, NULL, 0,
			"send it with git send-email or b4 send; to apply it: git am --quoted-cr=strip (b4 am strips them)",
			"%zu line%s end in CR LF once the transfer encoding is undone: git am keeps the CRs and the patch does not apply",
			m->cr_decoded, m->cr_decoded == 1 ? "" : "s");
	else if (m->cr_input && m->has_diff && !m->cr_headers)
		mnt_pf_add_at(
			pf, MAINT_WARNING, "crlf", i, m->line, NULL, 0,
			"convert the lines to LF (dos2unix) unless the file itself has CR LF",
			"%zu line%s of the body end in CR LF (DOS line endings)",
			m->cr_input, m->cr_input == 1 ? "" : "s");
}

/* The mail's headers: there, and headers. */
static void mail_headers(struct maint_preflight *pf, size_t i)
{
	const struct pf_msg *m = &pf->msgs[i];

	if (m->body && memchr(m->body, '\0', m->bodylen)) {
		mnt_pf_add_at(pf, MAINT_ERROR, "headers", i, m->line, NULL, 0,
			      NULL, "binary data (NUL bytes): not a mail");
	} else if (!m->nheaders) {
		mnt_pf_add_at(
			pf, MAINT_ERROR, "headers", i, m->line, NULL, 0,
			"send what git format-patch writes",
			"no mail headers (From:, Subject:): not a git format-patch mail");
	} else {
		if (!m->from)
			mnt_pf_add_at(pf, MAINT_ERROR, "headers", i, m->line,
				      NULL, 0, NULL, "no From: header");
		if (!m->subject)
			mnt_pf_add_at(pf, MAINT_ERROR, "headers", i, m->line,
				      NULL, 0, NULL, "no Subject: header");
		if (m->headers_broken)
			mnt_pf_add_at(
				pf, MAINT_WARNING, "headers", i, m->line, NULL,
				0, NULL,
				"a line in the header block is not a header: mangled headers?");
	}
}

/*
 * Which mails are patches, which the cover letter, which are left out:
 * every mail is checked or named as not checkable, with the reason.
 */
static void classify(struct maint_preflight *pf)
{
	for (size_t i = 0; i < pf->nmsgs; i++) {
		struct pf_msg *m = &pf->msgs[i];
		struct maint_preflight_mail *pm = &pf->mails[i];
		unsigned int sl = m->subject_line ? m->subject_line : m->line;

		pm->file = m->name;
		pm->line = m->line;
		pm->subject = m->subject;
		pm->k = m->k;
		pm->n = m->n;
		pm->version = m->version;
		mail_headers(pf, i);
		if (m->unreadable) {
			pm->skipped = true;
			mnt_pf_add_at(
				pf, MAINT_ERROR, "mail", i, m->line, NULL, 0,
				"send it as git format-patch writes it (git send-email, b4 send)",
				"cannot be read: %s; not checked",
				m->unreadable);
			continue;
		}
		if (m->reply && !m->has_diff) {
			pm->skipped = true;
			mnt_pf_add_at(
				pf, MAINT_INFO, "series", i, sl, NULL, 0, NULL,
				"a reply, not a patch: left out of the series");
			continue;
		}
		mail_line_ends(pf, i);
		if (m->n && m->k == 0) {
			pm->cover = true;
		} else if (m->n && !m->has_diff) {
			pm->skipped = true;
			mnt_pf_add_at(
				pf, MAINT_ERROR, "series", i, sl, NULL, 0, NULL,
				"numbered %d/%d but no diff found: an attachment, a mangled body, or not a patch; not checked",
				m->k, m->n);
		} else if (!m->has_diff) {
			pm->skipped = true;
			mnt_pf_add_at(
				pf, MAINT_WARNING, "series", i, sl, NULL, 0,
				NULL,
				"no diff: a patch that touches no file, or not a patch at all; left out of the series");
		}
	}
}

/* Numbering: 1/N..N/N, no gaps, one N, one version. */
/* What the subjects' [PATCH vV k/n] say, mail by mail. */
struct numbering {
	size_t numbered, plain, cover;
	int n, version; /* of the first numbered mail, the first patch */
	bool mixed; /* mails disagree on n */
};

/* Each mail: its version and its k/n agree with the first ones. */
static void number_each(struct maint_preflight *pf, struct numbering *nb)
{
	for (size_t i = 0; i < pf->nmsgs; i++) {
		const struct pf_msg *m = &pf->msgs[i];

		if (pf->mails[i].skipped)
			continue;
		if (pf->mails[i].cover) {
			nb->cover = i;
		} else if (!nb->version) {
			nb->version = m->version;
		} else if (m->version != nb->version) {
			mnt_pf_add_at(
				pf, MAINT_ERROR, "numbering", i,
				m->subject_line, NULL, 0,
				"give every mail the same --reroll-count (-v)",
				"version v%d, but the first patch of the series is v%d",
				m->version, nb->version);
		}
		if (!m->n) {
			nb->plain += !pf->mails[i].cover;
			continue;
		}
		nb->numbered++;
		if (!nb->n) {
			nb->n = m->n;
		} else if (m->n != nb->n) {
			nb->mixed = true;
			mnt_pf_add_at(
				pf, MAINT_ERROR, "numbering", i,
				m->subject_line, NULL, 0, NULL,
				"numbered %d/%d, but the series has %d patches by its first mail",
				m->k, m->n, nb->n);
		}
		if (m->k > m->n || m->k < 0)
			mnt_pf_add_at(pf, MAINT_ERROR, "numbering", i,
				      m->subject_line, NULL, 0, NULL,
				      "number %d/%d is out of range", m->k,
				      m->n);
	}
}

/* The series as a whole: the cover letter's version, numbered or not. */
static void number_series(struct maint_preflight *pf,
			  const struct numbering *nb)
{
	size_t cover = nb->cover;

	if (cover != MNT_PF_SERIES && nb->version &&
	    pf->msgs[cover].version != nb->version)
		mnt_pf_add_at(pf, MAINT_WARNING, "numbering", cover,
			      pf->msgs[cover].subject_line, NULL, 0,
			      "give every mail the same --reroll-count (-v)",
			      "the cover letter is v%d, the patches v%d",
			      pf->msgs[cover].version, nb->version);
	if (nb->plain && nb->numbered)
		mnt_pf_add_at(
			pf, MAINT_ERROR, "numbering", MNT_PF_SERIES, 0, NULL, 0,
			"git format-patch -n (or --cover-letter)",
			"%zu patches are numbered and %zu are not: not one series",
			nb->numbered, nb->plain);
	if (nb->plain > 1 && !nb->numbered && !pf->o.per_patch)
		mnt_pf_add_at(
			pf, MAINT_WARNING, "numbering", MNT_PF_SERIES, 0, NULL,
			0,
			"number a series with git format-patch -n, or check unrelated patches one by one",
			"%zu patches without k/n numbers: not one series, or unrelated mails",
			nb->plain);
}

/* "N of n patches missing: 2, 5" for the numbers not seen. */
static void number_missing(struct maint_preflight *pf, const bool *seen, int n)
{
	struct mbuf miss = MBUF_INIT;
	size_t nmiss = 0;

	for (size_t i = 1; i <= (size_t)n; i++)
		if (!seen[i] && nmiss++ < 20)
			mbuf_addf(&miss, "%s%zu", nmiss > 1 ? ", " : "", i);
	if (nmiss)
		mnt_pf_add_at(pf, MAINT_ERROR, "numbering", MNT_PF_SERIES, 0,
			      NULL, 0, "send the whole series together",
			      "%zu of %d patches missing: %s%s", nmiss, n,
			      miss.buf, nmiss > 20 ? ", ..." : "");
	mbuf_release(&miss);
}

/* Numbers twice, numbers missing (or one patch of a series alone). */
static void number_gaps(struct maint_preflight *pf, const struct numbering *nb)
{
	int n = nb->n;
	bool *seen;
	size_t i;

	if (n <= 0 || n > 10000)
		return;
	seen = calloc((size_t)n + 1, sizeof(*seen));
	if (!seen) {
		pf->oom = true;
		return;
	}
	for (i = 0; i < pf->nmsgs; i++) {
		const struct pf_msg *m = &pf->msgs[i];

		if (pf->mails[i].skipped || m->n != n || m->k < 0 || m->k > n)
			continue;
		if (seen[m->k])
			mnt_pf_add_at(pf, MAINT_ERROR, "numbering", i,
				      m->subject_line, NULL, 0, NULL,
				      "a second mail numbered %d/%d", m->k, n);
		seen[m->k] = true;
	}
	if (nb->numbered == 1 && !nb->plain) {
		/* one patch of a series alone (a hook, b4): no gaps to see */
		for (i = 0; i < pf->nmsgs && !pf->o.per_patch; i++)
			if (!pf->mails[i].skipped && pf->msgs[i].n > 1)
				mnt_pf_add_at(
					pf, MAINT_INFO, "numbering", i,
					pf->msgs[i].subject_line, NULL, 0, NULL,
					"patch %d/%d alone: the series checks need the whole series",
					pf->msgs[i].k, n);
	} else if (!nb->mixed && !pf->o.per_patch) {
		number_missing(pf, seen, n);
	}
	free(seen);
}

static void check_numbering(struct maint_preflight *pf)
{
	struct numbering nb = { .cover = MNT_PF_SERIES };

	number_each(pf, &nb);
	number_series(pf, &nb);
	number_gaps(pf, &nb);
}

/* Profiles */

static size_t profile_get(struct maint_preflight *pf,
			  const struct maint_item *it)
{
	struct maint_fetch_opts nofetch = { 0 };
	struct maint_ptarget *t;
	struct pf_prof *p;
	size_t i;
	int ret;

	for (i = 0; i < pf->nprofs; i++)
		if (!strcmp(pf->profs[i].value, it->value))
			return i;
	if (ALLOC_GROW(pf->profs, pf->nprofs + 1, pf->aprofs)) {
		pf->oom = true;
		return MNT_PF_SERIES;
	}
	p = &pf->profs[pf->nprofs];
	memset(p, 0, sizeof(*p));
	p->value = strdup(it->value);
	p->item_file = it->file;
	p->item_line = it->line;
	if (!p->value) {
		pf->oom = true;
		return MNT_PF_SERIES;
	}
	pf->nprofs++;
	/* URL profiles: the cached copy, or fetched with --fetch */
	ret = maint_ptarget_open(&t, pf->o.root, it->value,
				 pf->o.fetch ? pf->o.fetch : &nofetch,
				 &pf->diag);
	if (ret) {
		pf->oom = true;
		return i;
	}
	p->prof = maint_ptarget_take_profile(t);
	ret = maint_ptarget_err(t);
	switch (maint_pkind_group(maint_ptarget_kind(t))) {
	case MAINT_P_URI:
		if (ret == -ENOENT) {
			p->error = "not fetched: run with --fetch";
			mnt_pf_add_at(
				pf, MAINT_INFO, "profile", MNT_PF_SERIES, 0,
				it->file, it->line, NULL,
				"P: %s: not fetched: run with --fetch to check its rules",
				it->value);
		} else if (ret) {
			p->error = "could not be fetched";
			mnt_pf_add_at(pf, MAINT_WARNING, "profile",
				      MNT_PF_SERIES, 0, it->file, it->line,
				      NULL,
				      "P: %s: %s: its rules are not checked",
				      it->value, strerror(-ret));
		}
		break;
	case MAINT_P_PERSON:
	case MAINT_P_BADURI:
		p->error = "not a profile";
		break;
	default: /* MAINT_P_FILE, the one group left */
		if (!ret)
			break;
		p->error = ret == -EXDEV  ? "leads outside the tree" :
			   ret == -ENOENT ? "no such file" :
					    "not a readable profile";
		mnt_pf_add_at(pf, MAINT_WARNING, "profile", MNT_PF_SERIES, 0,
			      it->file, it->line, NULL,
			      "P: %s: %s: its rules are not checked", it->value,
			      p->error);
		break;
	}
	maint_ptarget_free(t);
	return i;
}

/*
 * In the tree: the file is there, or the patch creates it in a directory
 * below the top that is (a new driver's new directory, in its parent's).
 */
static bool in_tree(const struct maint_preflight *pf, const struct pf_msg *m,
		    const char *file)
{
	struct mbuf p = MBUF_INIT;
	struct stat st;
	bool r, created = false;
	char *slash;
	size_t top;

	mbuf_addf(&p, "%s/%s", pf->o.root, file);
	r = !lstat(p.buf, &st);
	for (size_t k = 0; !r && k < m->created.n && !created; k++)
		created = !strcmp(m->created.v[k], file);
	top = strlen(pf->o.root) + 1;
	while (!r && created && (slash = strrchr(p.buf, '/')) &&
	       slash > p.buf + top) {
		*slash = '\0';
		if (!lstat(p.buf, &st)) {
			/* the nearest directory there: not the top's own */
			r = S_ISDIR(st.st_mode) && strchr(p.buf + top, '/');
			break;
		}
	}
	mbuf_release(&p);
	return r;
}

static struct pf_sec *sec_add(struct maint_preflight *pf, struct pf_info *in,
			      size_t section)
{
	struct pf_sec *s;

	for (size_t k = 0; k < in->nsecs; k++)
		if (in->secs[k].section == section)
			return &in->secs[k];
	if (ALLOC_GROW(in->secs, in->nsecs + 1, in->asecs)) {
		pf->oom = true;
		return NULL;
	}
	s = &in->secs[in->nsecs++];
	memset(s, 0, sizeof(*s));
	s->section = section;
	s->rest = !strcmp(maint_section_name(pf->o.db, section), "THE REST");
	return s;
}

/*
 * The depth of the F: match of section match @m for @file, or
 * MNT_NO_FDEPTH.  The answer names a section by its last matching F:/N:
 * item (as get_maintainer.pl does), so an N: match may hide an F: one of
 * the same section (RISC-V's "F: arch/riscv/" under "N: riscv").
 */
static int match_fdepth(struct maint_preflight *pf, const struct maint_match *m,
			const char *file)
{
	const struct maint_item *it = maint_db_item(pf->o.db, m->item);

	if (!it || !*file)
		return MNT_NO_FDEPTH;
	if (it->type == 'F')
		return m->depth;
	if (it->type == 'N')
		return mnt_db_section_fdepth(pf->o.db, m->section, file);
	return MNT_NO_FDEPTH;
}

/*
 * The sections of the answer: for each file, the F: matches of the
 * greatest depth are its primary sections (THE REST never is); N: and K:
 * matches are marked as such.
 */
static void answer_sections(struct maint_preflight *pf, struct pf_info *in,
			    const struct maint_get *g)
{
	size_t n = maint_get_nmatches(g), k, j;

	for (k = 0; k < n; k = j) {
		const char *file;
		const struct maint_match *m = maint_get_match(g, k, &file);
		int best = -1;

		for (j = k; j < n; j++) {
			const char *f2;
			const struct maint_match *m2 =
				maint_get_match(g, j, &f2);
			int d;

			if (strcmp(f2, file))
				break;
			d = match_fdepth(pf, m2, f2);
			if (d != MNT_NO_FDEPTH && d > best &&
			    strcmp(maint_section_name(pf->o.db, m2->section),
				   "THE REST"))
				best = d;
		}
		for (size_t q = k; q < j; q++) {
			const struct maint_match *m2 =
				maint_get_match(g, q, NULL);
			const struct maint_item *it =
				maint_db_item(pf->o.db, m2->item);
			struct pf_sec *s = sec_add(pf, in, m2->section);
			int d;

			if (!s || !it)
				continue;
			if (!*file || it->type == 'K') {
				s->by_keyword = true;
			} else if ((d = match_fdepth(pf, m2, file)) !=
				   MNT_NO_FDEPTH) {
				s->by_file = true;
				s->primary |= !s->rest && d == best;
			}
		}
		(void)m;
	}
}

/* The address of a MAINTAINERS M:/R:/L: value, as a recipient compares. */
static char *item_addr(struct maint_preflight *pf, const struct maint_item *it)
{
	struct mbuf out = MBUF_INIT;
	char *a, *c;
	size_t n = strlen(it->value);

	if (it->type == 'L')
		n = strcspn(it->value, " \t");
	else
		mnt_mailmap_email(&pf->mailmap, it->value, n, &out);
	a = out.len ? mnt_pf_addr_of(out.buf, out.len) :
		      mnt_pf_addr_of(it->value, n);
	mbuf_release(&out);
	if (!a)
		return NULL;
	c = mnt_pf_canon_addr(pf, a);
	free(a);
	return c;
}

static size_t exp_find(const struct maint_preflight *pf, const char *addr)
{
	for (size_t k = 0; k < pf->nexp; k++)
		if (!strcmp(pf->exp[k].addr, addr))
			return k;
	return MNT_PF_SERIES;
}

/* Someone of get's answer, once per series. */
static void exp_add(struct maint_preflight *pf, const struct maint_person *p)
{
	struct mbuf name = MBUF_INIT, addr = MBUF_INIT;
	struct pf_expect *x;
	char *lc, *canon;

	mnt_email_parse(p->email, strlen(p->email), &name, &addr);
	lc = mnt_pf_addr_of(addr.buf ? addr.buf : "", addr.len);
	canon = lc ? mnt_pf_canon_addr(pf, lc) : NULL;
	free(lc);
	if (canon && exp_find(pf, canon) == MNT_PF_SERIES &&
	    !ALLOC_GROW(pf->exp, pf->nexp + 1, pf->aexp)) {
		x = &pf->exp[pf->nexp];
		x->email = strdup(p->email);
		x->addr = canon;
		x->name = mbuf_detach(&name, NULL);
		x->is_list = p->is_list;
		canon = NULL;
		if (x->email && x->name)
			pf->nexp++;
		else
			pf->oom = true;
	}
	free(canon);
	mbuf_release(&name);
	mbuf_release(&addr);
}

/*
 * Who mail @in should reach, section by section: each M:, R: and L: of
 * a matched section that get's answer names (the answer leaves out what
 * .get_maintainer.ignore and the options leave out).
 */
static void answer_wants(struct maint_preflight *pf, struct pf_info *in)
{
	for (size_t k = 0; k < in->nsecs; k++) {
		const struct pf_sec *s = &in->secs[k];
		const struct maint_section *sec =
			maint_db_section(pf->o.db, s->section);

		for (size_t it = sec->first; it < sec->end; it++) {
			const struct maint_item *x =
				maint_db_item(pf->o.db, it);
			char *a;
			size_t e;

			if (!x->value || (x->type != 'M' && x->type != 'R' &&
					  x->type != 'L'))
				continue;
			a = item_addr(pf, x);
			e = a ? exp_find(pf, a) : MNT_PF_SERIES;
			free(a);
			if (e == MNT_PF_SERIES)
				continue;
			if (ALLOC_GROW(in->wants, in->nwants + 1, in->awants)) {
				pf->oom = true;
				return;
			}
			in->wants[in->nwants++] = (struct pf_want){
				.exp = e,
				.section = s->section,
				.kind = pf->exp[e].is_list ? 'L' : x->type,
				.keyword = s->by_keyword && !s->by_file,
			};
		}
	}
}

/* The primary sections of mail i (the cover letter: of every patch). */
static bool primary(const struct maint_preflight *pf, size_t i, size_t sec)
{
	if (i == MNT_PF_SERIES || pf->mails[i].cover) {
		for (size_t j = 0; j < pf->nmsgs; j++)
			if (!pf->mails[j].cover && !pf->mails[j].skipped &&
			    primary(pf, j, sec))
				return true;
		return false;
	}
	for (size_t k = 0; k < pf->info[i].nsecs; k++)
		if (pf->info[i].secs[k].section == sec)
			return pf->info[i].secs[k].primary;
	return false;
}

/* maint get's answer for each patch: files, sections, profiles, people. */
static int answer(struct maint_preflight *pf, size_t i)
{
	struct pf_msg *m = &pf->msgs[i];
	struct pf_info *in = &pf->info[i];
	struct maint_diag_sink quiet = MAINT_DIAG_SINK_INIT(NULL, NULL);
	struct maint_get_prefs *refs = NULL;
	const struct maint_get_pref *r;
	struct maint_get_opts o;
	struct maint_get *g = NULL;
	size_t k;
	int ret;

	maint_get_opts_init(&o);
	o.git_fallback = false;
	o.fixes = false;
	o.root = pf->o.root;
	ret = maint_get_new(&g, pf->o.db, &o, &quiet);
	if (ret)
		return ret;
	ret = maint_get_add_patch(g, m->name, m->body, m->bodylen);
	if (!ret)
		ret = maint_get_run(g);
	if (ret) {
		maint_get_free(g);
		return ret;
	}
	for (k = 0; k < maint_get_nfiles(g); k++) {
		const char *f = maint_get_file(g, k);

		if (!strcmp(f, "null") || !strcmp(f, "dev/null"))
			continue;
		mnt_strlist_push(&in->files, f, strlen(f));
		if (in_tree(pf, m, f))
			in->in_tree++;
	}
	answer_sections(pf, in, g);
	/* keyword matches bring no profile */
	ret = maint_get_profiles(g, pf->o.db, false, &refs);
	if (ret)
		pf->oom = true;
	for (k = 0; (r = maint_get_prefs_at(refs, k)); k++) {
		size_t p = profile_get(pf, r->item), q;
		bool prim = primary(pf, i, r->section);

		if (p == MNT_PF_SERIES)
			continue;
		for (q = 0; q < in->nprofs && in->profs[q] != p; q++)
			;
		if (q < in->nprofs) {
			in->prof_primary[q] |= prim;
			continue;
		}
		if (ALLOC_GROW(in->profs, in->nprofs + 1, in->aprofs)) {
			pf->oom = true;
			break;
		}
		bool *pp = realloc(in->prof_primary, in->aprofs * sizeof(*pp));

		if (!pp) {
			pf->oom = true;
			break;
		}
		in->prof_primary = pp;
		in->prof_primary[in->nprofs] = prim;
		in->profs[in->nprofs++] = p;
	}
	maint_get_prefs_free(refs);
	for (k = 0; k < maint_get_npeople(g); k++)
		exp_add(pf, maint_get_person(g, k));
	answer_wants(pf, in);
	maint_get_free(g);
	return pf->oom ? -ENOMEM : 0;
}

int maint_preflight_run(struct maint_preflight *pf)
{
	size_t i;
	int ret = 0;

	if (pf->mails)
		return -EINVAL; /* run once */
	pf->mails = calloc(pf->nmsgs + 1, sizeof(*pf->mails));
	pf->info = calloc(pf->nmsgs + 1, sizeof(*pf->info));
	if (!pf->mails || !pf->info)
		return -ENOMEM;
	if (!pf->nmsgs)
		mnt_pf_add_at(pf, MAINT_ERROR, "series", MNT_PF_SERIES, 0, NULL,
			      0, NULL, "no mail to check");
	classify(pf);
	check_numbering(pf);
	for (i = 0; i < pf->nmsgs && !ret; i++) {
		if (pf->mails[i].skipped)
			continue;
		ret = answer(pf, i);
		if (pf->mails[i].cover || !pf->info[i].files.n)
			continue;
		if (!pf->info[i].in_tree)
			mnt_pf_add_at(
				pf, MAINT_WARNING, "tree", i,
				mnt_pf_lineno(&pf->msgs[i], pf->msgs[i].diff),
				NULL, 0,
				"run preflight in the tree the patch is for",
				"none of the files it touches is in this tree ('%s'): not a patch for it? its recipients and rules are not checked",
				pf->o.root);
	}
	if (!ret)
		ret = mnt_pf_rules(pf);
	/* the series' files, each once */
	for (i = 0; i < pf->nmsgs && !ret; i++)
		for (size_t k = 0;
		     !pf->mails[i].cover && !pf->mails[i].skipped &&
		     k < pf->info[i].files.n;
		     k++)
			mnt_strlist_push(&pf->files, pf->info[i].files.v[k],
					 strlen(pf->info[i].files.v[k]));
	mnt_strlist_uniq(&pf->files);
	pf->oom |= pf->files.oom;
	if (!ret && pf->oom)
		ret = -ENOMEM;
	if (!ret)
		ret = mnt_pf_findings_finish(pf);
	return ret;
}

/* JSON */

static const char *level_name(enum maint_level l)
{
	return l == MAINT_ERROR	  ? "error" :
	       l == MAINT_WARNING ? "warning" :
				    "check";
}

/* the totals of the series */
static void json_series(struct jsonw *w, const struct maint_preflight *pf)
{
	size_t e, wn, c;

	maint_preflight_totals(pf, &e, &wn, &c);
	jsonw_start_object(w);
	jsonw_uint_field(w, "mails", pf->nmsgs);
	jsonw_uint_field(w, "patches", pf->mails ? mnt_pf_npatches(pf) : 0);
	jsonw_bool_field(w, "cover_letter",
			 pf->mails && mnt_pf_cover(pf) != MNT_PF_SERIES);
	jsonw_uint_field(w, "errors", e);
	jsonw_uint_field(w, "warnings", wn);
	jsonw_uint_field(w, "checks", c);
	jsonw_end_object(w);
}

static void json_mail(struct jsonw *w, const struct maint_preflight_mail *pm)
{
	jsonw_start_object(w);
	jsonw_string_field(w, "file", pm->file);
	jsonw_uint_field(w, "line", pm->line);
	jsonw_string_field(w, "subject", pm->subject);
	jsonw_int_field(w, "number", pm->k);
	jsonw_int_field(w, "total", pm->n);
	jsonw_int_field(w, "version", pm->version);
	jsonw_bool_field(w, "cover_letter", pm->cover);
	jsonw_bool_field(w, "skipped", pm->skipped);
	jsonw_uint_field(w, "errors", pm->errors);
	jsonw_uint_field(w, "warnings", pm->warnings);
	jsonw_uint_field(w, "checks", pm->checks);
	jsonw_end_object(w);
}

static void json_finding(struct jsonw *w,
			 const struct maint_preflight_finding *f)
{
	jsonw_start_object(w);
	jsonw_string_field(w, "level", level_name(f->level));
	jsonw_string_field(w, "check", f->check);
	jsonw_name(w, "mail");
	if (f->patch == MNT_PF_SERIES)
		jsonw_null(w);
	else
		jsonw_uint(w, f->patch);
	jsonw_string_field(w, "file", f->file);
	jsonw_uint_field(w, "line", f->line);
	jsonw_name(w, "rule");
	if (f->rule_file) {
		jsonw_start_object(w);
		jsonw_string_field(w, "file", f->rule_file);
		jsonw_uint_field(w, "line", f->rule_line);
		jsonw_end_object(w);
	} else {
		jsonw_null(w);
	}
	jsonw_string_field(w, "message", f->message);
	jsonw_string_field(w, "fix", f->fix);
	jsonw_name(w, "mails");
	jsonw_start_array(w);
	for (size_t k = 0; k < f->nmails; k++)
		jsonw_uint(w, f->mails[k]);
	jsonw_end_array(w);
	jsonw_end_object(w);
}

/* The members one a line, the mails and the findings one a line too. */
char *maint_preflight_json(const struct maint_preflight *pf, size_t *len)
{
	struct mbuf mb = MBUF_INIT;
	struct jsonw w;
	size_t i;

	jsonw_init(&w, &mb, 0);
	jsonw_start_object_nl(&w, JSONW_NL_SEP, 1);
	jsonw_name(&w, "series");
	json_series(&w, pf);
	jsonw_name(&w, "profiles");
	jsonw_start_array(&w);
	for (i = 0; i < pf->nprofs; i++) {
		jsonw_start_object(&w);
		jsonw_string_field(&w, "value", pf->profs[i].value);
		jsonw_string_field(&w, "maintainers", pf->profs[i].item_file);
		jsonw_uint_field(&w, "maintainers_line",
				 pf->profs[i].item_line);
		jsonw_bool_field(&w, "read", pf->profs[i].prof);
		jsonw_string_field(&w, "error", pf->profs[i].error);
		jsonw_end_object(&w);
	}
	jsonw_end_array(&w);
	jsonw_name(&w, "mails");
	jsonw_start_array_nl(&w, JSONW_NL_SEP | JSONW_NL_LEAD, 2);
	for (i = 0; pf->mails && i < pf->nmsgs; i++)
		json_mail(&w, &pf->mails[i]);
	jsonw_end_array(&w);
	jsonw_name(&w, "findings");
	jsonw_start_array_nl(&w, JSONW_NL_SEP | JSONW_NL_LEAD, 2);
	for (i = 0; i < pf->nf; i++)
		json_finding(&w, &pf->f[i]);
	jsonw_end_array(&w);
	jsonw_end_object(&w);
	return jsonw_finish(&w, &mb, len);
}
