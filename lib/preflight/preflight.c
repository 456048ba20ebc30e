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
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "base/opts.h"
#include "get/get.h"
#include "fsutil.h"
#include "jsonw.h"
#include "preflight/preflight.h"
#include "preflight/preflight-int.h"

static void finding_vadd(struct maint_preflight *pf, enum maint_level lvl,
			 const char *check, size_t patch, unsigned int line,
			 const char *rule_file, unsigned int rule_line,
			 const char *fix, const char *fmt, va_list ap)
{
	struct maint_pf_finding *f;
	struct mbuf m = MBUF_INIT;

	if (ALLOC_GROW(pf->f, pf->nf + 1, pf->af)) {
		pf->oom = true;
		return;
	}
	mbuf_vaddf(&m, fmt, ap);
	f = &pf->f[pf->nf];
	memset(f, 0, sizeof(*f));
	f->level = lvl;
	f->check = check;
	f->patch = patch;
	f->file = patch == MNT_PF_SERIES ? NULL : pf->msgs[patch].name;
	f->line = line;
	f->rule_file = rule_file;
	f->rule_line = rule_line;
	f->message = mbuf_detach(&m, NULL);
	f->fix = fix ? strdup(fix) : NULL;
	if (!f->message || (fix && !f->fix)) {
		free(f->message);
		free(f->fix);
		pf->oom = true;
		return;
	}
	pf->nf++;
}

void mnt_pf_add(struct maint_preflight *pf, enum maint_level lvl,
		const char *check, size_t patch, unsigned int line,
		const struct maint_fact *rule, const char *fix,
		const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	finding_vadd(pf, lvl, check, patch, line, rule ? rule->file : NULL,
		     rule ? rule->line : 0, fix, fmt, ap);
	va_end(ap);
}

void mnt_pf_add_at(struct maint_preflight *pf, enum maint_level lvl,
		   const char *check, size_t patch, unsigned int line,
		   const char *rule_file, unsigned int rule_line,
		   const char *fix, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	finding_vadd(pf, lvl, check, patch, line, rule_file, rule_line, fix,
		     fmt, ap);
	va_end(ap);
}

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
	pf->o = *o;
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
			mnt_strlist_clear(&pf->info[i].files);
			free(pf->info[i].expected);
		}
	free(pf->info);
	free(pf->mails);
	for (i = 0; i < pf->nf; i++) {
		free(pf->f[i].message);
		free(pf->f[i].fix);
	}
	free(pf->f);
	for (i = 0; i < pf->nprofs; i++) {
		free(pf->profs[i].value);
		maint_profile_free(pf->profs[i].prof);
	}
	free(pf->profs);
	for (i = 0; i < pf->nexp; i++) {
		free(pf->exp[i].email);
		free(pf->exp[i].addr);
		free(pf->exp[i].name);
		free(pf->exp[i].section);
		free(pf->exp[i].sections);
	}
	free(pf->exp);
	mnt_mailmap_clear(&pf->mailmap);
	free(pf->mailmap_buf);
	free(pf->sp_file);
	free(pf);
}

size_t maint_preflight_nfindings(const struct maint_preflight *pf)
{
	return pf->nf;
}

const struct maint_pf_finding *
maint_preflight_finding(const struct maint_preflight *pf, size_t i)
{
	return i < pf->nf ? &pf->f[i] : NULL;
}

size_t maint_preflight_nmails(const struct maint_preflight *pf)
{
	return pf->mails ? pf->nmsgs : 0;
}

const struct maint_pf_mail *maint_preflight_mail(const struct maint_preflight *pf,
						 size_t i)
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

void maint_preflight_totals(const struct maint_preflight *pf, size_t *errors,
			    size_t *warnings, size_t *checks)
{
	size_t i;

	*errors = *warnings = *checks = 0;
	for (i = 0; i < pf->nf; i++)
		if (pf->f[i].level == MAINT_ERROR)
			(*errors)++;
		else if (pf->f[i].level == MAINT_WARNING)
			(*warnings)++;
		else
			(*checks)++;
}

/* The series */

/* Which mails are patches, which the cover letter, which are left out. */
static void classify(struct maint_preflight *pf)
{
	size_t i;

	for (i = 0; i < pf->nmsgs; i++) {
		struct pf_msg *m = &pf->msgs[i];
		struct maint_pf_mail *pm = &pf->mails[i];

		pm->file = m->name;
		pm->line = m->line;
		pm->subject = m->subject;
		pm->k = m->k;
		pm->n = m->n;
		pm->version = m->version;
		if (m->body && memchr(m->body, '\0', m->bodylen)) {
			mnt_pf_add_at(pf, MAINT_ERROR, "headers", i, m->line,
				      NULL, 0, NULL,
				      "binary data (NUL bytes): not a mail");
		} else if (!m->nheaders) {
			mnt_pf_add_at(pf, MAINT_ERROR, "headers", i, m->line,
				      NULL, 0,
				      "send what git format-patch writes",
				      "no mail headers (From:, Subject:): not a git format-patch mail");
		} else {
			if (!m->from)
				mnt_pf_add_at(pf, MAINT_ERROR, "headers", i,
					      m->line, NULL, 0, NULL,
					      "no From: header");
			if (!m->subject)
				mnt_pf_add_at(pf, MAINT_ERROR, "headers", i,
					      m->line, NULL, 0, NULL,
					      "no Subject: header");
			if (m->headers_broken)
				mnt_pf_add_at(pf, MAINT_WARNING, "headers", i,
					      m->line, NULL, 0, NULL,
					      "a line in the header block is not a header: mangled headers?");
		}
		if (m->reply && !m->has_diff) {
			pm->skipped = true;
			mnt_pf_add_at(pf, MAINT_INFO, "series", i,
				      m->subject_line, NULL, 0, NULL,
				      "a reply, not a patch: left out of the series");
			continue;
		}
		if ((m->n && m->k == 0) || (m->n && !m->has_diff)) {
			pm->cover = true;
			continue;
		}
		if (!m->has_diff) {
			pm->skipped = true;
			mnt_pf_add_at(pf, MAINT_WARNING, "series", i,
				      m->subject_line ? m->subject_line : m->line,
				      NULL, 0, NULL,
				      "no diff: a patch that touches no file, or not a patch at all; left out of the series");
		}
	}
}

size_t mnt_pf_npatches(const struct maint_preflight *pf)
{
	size_t i, n = 0;

	for (i = 0; i < pf->nmsgs; i++)
		n += !pf->mails[i].skipped && !pf->mails[i].cover;
	return n;
}

size_t mnt_pf_cover(const struct maint_preflight *pf)
{
	size_t i;

	for (i = 0; i < pf->nmsgs; i++)
		if (pf->mails[i].cover)
			return i;
	return MNT_PF_SERIES;
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
			mnt_pf_add_at(pf, MAINT_ERROR, "numbering", i,
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
			mnt_pf_add_at(pf, MAINT_ERROR, "numbering", i,
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
		mnt_pf_add_at(pf, MAINT_ERROR, "numbering", MNT_PF_SERIES, 0,
			      NULL, 0, "git format-patch -n (or --cover-letter)",
			      "%zu patches are numbered and %zu are not: not one series",
			      nb->numbered, nb->plain);
	if (nb->plain > 1 && !nb->numbered)
		mnt_pf_add_at(pf, MAINT_WARNING, "numbering", MNT_PF_SERIES, 0,
			      NULL, 0,
			      "number a series with git format-patch -n, or check unrelated patches one by one",
			      "%zu patches without k/n numbers: not one series, or unrelated mails",
			      nb->plain);
}

/* "N of n patches missing: 2, 5" for the numbers not seen. */
static void number_missing(struct maint_preflight *pf, const bool *seen,
			   int n)
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
static void number_gaps(struct maint_preflight *pf,
			const struct numbering *nb)
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
		for (i = 0; i < pf->nmsgs; i++)
			if (!pf->mails[i].skipped && pf->msgs[i].n > 1)
				mnt_pf_add_at(pf, MAINT_INFO, "numbering", i,
					      pf->msgs[i].subject_line, NULL, 0,
					      NULL,
					      "patch %d/%d alone: the series checks need the whole series",
					      pf->msgs[i].k, n);
	} else if (!nb->mixed) {
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

static size_t profile_get(struct maint_preflight *pf, const struct maint_item *it)
{
	struct maint_fetch_opts nofetch = { 0 };
	struct maint_ptarget t;
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
	p->prof = t.prof;
	t.prof = NULL;
	ret = t.err;
	switch (t.kind) {
	case MAINT_P_URI:
		if (ret == -ENOENT) {
			p->error = "not fetched: run with --fetch";
			mnt_pf_add_at(pf, MAINT_INFO, "profile", MNT_PF_SERIES,
				      0, it->file, it->line, NULL,
				      "P: %s: not fetched: run with --fetch to check its rules",
				      it->value);
		} else if (ret) {
			p->error = "could not be fetched";
			mnt_pf_add_at(pf, MAINT_WARNING, "profile",
				      MNT_PF_SERIES, 0, it->file, it->line, NULL,
				      "P: %s: %s: its rules are not checked",
				      it->value, strerror(-ret));
		}
		break;
	case MAINT_P_PERSON:
	case MAINT_P_BADURI:
		p->error = "not a profile";
		break;
	case MAINT_P_FILE:
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
	maint_ptarget_release(&t);
	return i;
}

static bool path_exists(const struct maint_preflight *pf, const char *file)
{
	struct mbuf p = MBUF_INIT;
	struct stat st;
	bool r;
	char *slash;

	mbuf_addf(&p, "%s/%s", pf->o.root, file);
	r = !stat(p.buf, &st);
	if (!r) {
		/* a new file: its directory exists */
		slash = strrchr(p.buf, '/');
		if (slash && slash > p.buf + strlen(pf->o.root)) {
			*slash = '\0';
			r = !stat(p.buf, &st) && S_ISDIR(st.st_mode);
		}
	}
	mbuf_release(&p);
	return r;
}

static bool has_prof(const struct pf_info *in, size_t p)
{
	size_t i;

	for (i = 0; i < in->nprofs; i++)
		if (in->profs[i] == p)
			return true;
	return false;
}

/* One role of maint get's answer ("maintainer:XFS FILESYSTEM"). */
static void add_expected(struct maint_preflight *pf, struct pf_info *in,
			 const struct maint_person *p)
{
	const char *r = p->role;
	char kind = 0;
	bool keyword = true;
	const char *sec = NULL;
	size_t seclen = 0;
	struct mbuf secs = MBUF_INIT;

	/* roles are joined by ','; the strongest decides */
	while (r && *r) {
		const char *e = r, *colon;
		char k = 0;
		size_t n;

		for (;;) {
			e = strchr(e, ',');
			if (!e || !strncmp(e + 1, "maintainer:", 11) ||
			    !strncmp(e + 1, "reviewer:", 9) ||
			    !strncmp(e + 1, "open list", 9) ||
			    !strncmp(e + 1, "moderated list", 14) ||
			    !strncmp(e + 1, "chief penguin:", 14) ||
			    !strncmp(e + 1, "commit_signer", 13) ||
			    !strncmp(e + 1, "in file", 7))
				break;
			e++;
		}
		n = e ? (size_t)(e - r) : strlen(r);
		if (!strncmp(r, "maintainer:", 11) ||
		    !strncmp(r, "chief penguin:", 14))
			k = 'M';
		else if (!strncmp(r, "reviewer:", 9))
			k = 'R';
		else if (!strncmp(r, "open list", 9) ||
			 !strncmp(r, "moderated list", 14))
			k = 'L';
		if (k) {
			const char *kw = memmem(r, n, ":Keyword:", 9);
			size_t sl;

			colon = memchr(r, ':', n);
			sl = colon ? (size_t)((kw ? kw : r + n) - colon - 1) : 0;
			if (!kw)
				keyword = false;
			if (sl) {
				mbuf_add(&secs, colon + 1, sl);
				mbuf_addch(&secs, '\n');
			}
			if (!kind || (k == 'M' && kind != 'M') ||
			    (k == 'L' && kind == 'R') || (!kw && !sec)) {
				if (!kind || k == 'M' || (k == 'L' && kind == 'R'))
					kind = k;
				if (!sec || !kw) {
					sec = colon ? colon + 1 : "";
					seclen = sl;
				}
			}
		}
		r = e ? e + 1 : NULL;
	}
	if (!kind) {
		mbuf_release(&secs);
		return;
	}
	if (ALLOC_GROW(pf->exp, pf->nexp + 1, pf->aexp) ||
	    ALLOC_GROW(in->expected, in->nexpected + 1, in->aexpected)) {
		mbuf_release(&secs);
		pf->oom = true;
		return;
	}
	{
		struct pf_expect *x = &pf->exp[pf->nexp];
		struct mbuf name = MBUF_INIT, addr = MBUF_INIT;
		size_t i;

		mnt_email_parse(p->email, strlen(p->email), &name, &addr);
		for (i = 0; i < addr.len; i++)
			addr.buf[i] = (char)tolower((unsigned char)addr.buf[i]);
		x->email = strdup(p->email);
		x->addr = mbuf_detach(&addr, NULL);
		x->name = mbuf_detach(&name, NULL);
		x->section = mnt_strndup(sec ? sec : "", seclen);
		x->sections = mbuf_detach(&secs, NULL);
		x->kind = p->is_list ? 'L' : kind;
		x->keyword = keyword;
		x->rest = x->kind == 'L' && seclen == 0;
		if (!x->email || !x->addr || !x->name || !x->section ||
		    !x->sections) {
			pf->oom = true;
			return;
		}
		in->expected[in->nexpected++] = pf->nexp++;
	}
}

/* maint get's answer for each patch: files, sections, profiles, people. */
static int answer(struct maint_preflight *pf, size_t i, struct maint_get **gp)
{
	struct pf_msg *m = &pf->msgs[i];
	struct pf_info *in = &pf->info[i];
	struct maint_diag_sink quiet = { NULL, NULL };
	struct maint_get_pref *refs = NULL;
	struct maint_get_opts o;
	struct maint_get *g = NULL;
	size_t k, nrefs = 0;
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
	for (k = 0; k < g->files.n; k++) {
		if (!strcmp(g->files.v[k], "null") ||
		    !strcmp(g->files.v[k], "dev/null"))
			continue;
		mnt_strlist_push(&in->files, g->files.v[k],
				 strlen(g->files.v[k]));
		if (path_exists(pf, g->files.v[k]))
			in->in_tree++;
	}
	/* keyword matches bring no profile */
	ret = maint_get_profiles(g, pf->o.db, false, &refs, &nrefs);
	if (ret)
		pf->oom = true;
	for (k = 0; k < nrefs; k++) {
		size_t p = profile_get(pf, refs[k].item);

		if (p == MNT_PF_SERIES || has_prof(in, p))
			continue;
		if (ALLOC_GROW(in->profs, in->nprofs + 1, in->aprofs)) {
			pf->oom = true;
			break;
		}
		in->profs[in->nprofs++] = p;
	}
	free(refs);
	for (k = 0; k < maint_get_npeople(g); k++)
		add_expected(pf, in, maint_get_person(g, k));
	*gp = g;
	return pf->oom ? -ENOMEM : 0;
}

int maint_preflight_run(struct maint_preflight *pf)
{
	size_t i, j;
	int ret = 0;

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
		struct maint_get *g = NULL;

		if (pf->mails[i].skipped)
			continue;
		ret = answer(pf, i, &g);
		maint_get_free(g);
		if (pf->mails[i].cover)
			continue;
		if (!pf->info[i].files.n)
			continue;
		if (!pf->info[i].in_tree)
			mnt_pf_add_at(pf, MAINT_WARNING, "tree", i,
				      mnt_pf_lineno(&pf->msgs[i],
						    pf->msgs[i].diff),
				      NULL, 0,
				      "run preflight in the tree the patch is for",
				      "none of its %zu files is in this tree ('%s'): not a patch for it? recipients and profiles are not checked",
				      pf->info[i].files.n, pf->o.root);
	}
	if (!ret)
		ret = mnt_pf_rules(pf);
	if (!ret && pf->oom)
		ret = -ENOMEM;
	if (!ret) {
		/* stable order: by mail, series first */
		for (i = 1; i < pf->nf; i++) {
			struct maint_pf_finding t = pf->f[i];
			size_t a = t.patch == MNT_PF_SERIES ? 0 : t.patch + 1;

			for (j = i; j > 0; j--) {
				size_t b = pf->f[j - 1].patch == MNT_PF_SERIES ?
						   0 :
						   pf->f[j - 1].patch + 1;

				if (b <= a)
					break;
				pf->f[j] = pf->f[j - 1];
			}
			pf->f[j] = t;
		}
		for (i = 0; i < pf->nf; i++) {
			struct maint_pf_mail *pm;

			if (pf->f[i].patch == MNT_PF_SERIES)
				continue;
			pm = &pf->mails[pf->f[i].patch];
			if (pf->f[i].level == MAINT_ERROR)
				pm->errors++;
			else if (pf->f[i].level == MAINT_WARNING)
				pm->warnings++;
			else
				pm->checks++;
		}
	}
	return ret;
}

/* JSON */

static const char *level_name(enum maint_level l)
{
	return l == MAINT_ERROR ? "error" : l == MAINT_WARNING ? "warning" :
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

static void json_mail(struct jsonw *w, const struct maint_pf_mail *pm)
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

static void json_finding(struct jsonw *w, const struct maint_pf_finding *f)
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
		jsonw_uint_field(&w, "maintainers_line", pf->profs[i].item_line);
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
	mbuf_addch(&mb, '\n');
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, len);
}
