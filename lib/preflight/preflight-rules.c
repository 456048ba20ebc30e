// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint preflight: the checks.  Recipients against maint get's answer;
 * the subject, series, trailer, timing and base rules of the profiles
 * each patch touches (their facts, conditions applied); the rules of
 * submitting-patches.rst that hold for every subsystem (Signed-off-by of
 * the author, the Fixes: format, per-version notes).
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "preflight/preflight-rules.h"
#include "base/diag.h"
#include "base/gitindex.h"
#include "base/gitrun.h"
#include "base/lines.h"
#include "base/strlist.h"
#include "db/email.h"
#include "fsutil.h"
#include "maint.h"
#include "mbuf.h"
#include "preflight/conf.h"
#include "preflight/finding.h"
#include "preflight/preflight-int.h"
#include "preflight/preflight-mail.h"
#include "preflight/recipients.h"
#include "preflight/sent.h"
#include "preflight/series.h"
#include "util.h"

#define SP_NAME "Documentation/process/submitting-patches.rst"
#define GIT_MAX ((size_t)4 << 20)

/* submitting-patches.rst and the lines of the rules it states */
static void load_sp(struct maint_preflight *pf)
{
	static const char *const keys[] = { "Sign your work", "'Fixes:' tag",
					    "patch changelog" };
	unsigned int *slots[] = { &pf->sp_dco, &pf->sp_fixes, &pf->sp_changes };
	struct mnt_line *l = NULL;
	size_t len = 0, n = 0, i, k;
	char *buf = NULL;

	pf->sp_file = strdup(SP_NAME);
	if (!mnt_read_tree_file(pf->o.root, SP_NAME, (size_t)4 << 20, &buf,
				&len) &&
	    !mnt_split_lines(buf, len, &l, &n))
		for (i = 0; i < n; i++)
			for (k = 0; k < ARRAY_SIZE(keys); k++)
				if (!*slots[k] &&
				    memmem(l[i].s, l[i].len, keys[k],
					   strlen(keys[k])))
					*slots[k] = (unsigned int)i + 1;
	free(l);
	free(buf);
}

/* Facts */

struct factv {
	const struct maint_fact *f;
	size_t prof;
};

static bool files_touch(const struct maint_preflight *pf, const char *paths)
{
	const char *p = paths;

	while (p && *p) {
		const char *e = strchr(p, ' ');
		size_t n = e ? (size_t)(e - p) : strlen(p), i, k;

		for (i = 0; n && i < pf->nmsgs; i++)
			for (k = 0; k < pf->info[i].files.n; k++) {
				const char *f = pf->info[i].files.v[k];

				if (!strncmp(f, p, n) &&
				    (p[n - 1] == '/' || f[n] == '\0' ||
				     f[n] == '/'))
					return true;
			}
		p = e ? e + 1 : NULL;
	}
	return false;
}

static bool stable_trailer(const struct pf_msg *m);

/* Whether @f applies to mail @i (MNT_PF_SERIES: to the series). */
static bool applies(const struct maint_preflight *pf,
		    const struct maint_fact *f, size_t i)
{
	size_t k;
	bool any = false, all = true;

	switch (f->cond) {
	case MAINT_COND_NONE:
		return true;
	case MAINT_COND_PATHS:
		return files_touch(pf, f->cond_value);
	case MAINT_COND_SERIES_MIN:
		return mnt_pf_npatches(pf) >= f->number2;
	case MAINT_COND_CLAUSE:
		/* a condition in words only: not checked */
		return false;
	case MAINT_COND_STABLE:
		for (k = 0; k < pf->nmsgs; k++)
			if ((i == MNT_PF_SERIES || k == i) &&
			    (stable_trailer(&pf->msgs[k]) ||
			     mnt_pf_reached(pf, &pf->msgs[k],
					    "stable@vger.kernel.org")))
				return true;
		return false;
	case MAINT_COND_FIXES:
	case MAINT_COND_FEATURES:
		if (i != MNT_PF_SERIES) {
			bool fix = pf->info[i].fix;

			return f->cond == MAINT_COND_FIXES ? fix : !fix;
		}
		for (k = 0; k < pf->nmsgs; k++) {
			if (pf->mails[k].skipped || pf->mails[k].cover)
				continue;
			any |= pf->info[k].fix;
			all &= pf->info[k].fix;
		}
		return f->cond == MAINT_COND_FIXES ? all : !any;
	}
	return false;
}

/*
 * The facts of @kind of profile @p that apply to mail @i: those whose
 * condition holds; a conditional one replaces an unconditional one of a
 * kind that states one value (XFS's -rc4 with fs/iomap).
 */
static size_t facts_of(const struct maint_preflight *pf, size_t p,
		       enum maint_fact_kind kind, size_t i,
		       const struct maint_fact **out, size_t max)
{
	const struct maint_profile *prof = pf->profs[p].prof;
	size_t k, n = 0, nf;
	bool cond_hit = false;

	if (!prof)
		return 0;
	nf = maint_profile_nfacts(prof);
	for (k = 0; k < nf && n < max; k++) {
		const struct maint_fact *f = maint_profile_fact(prof, k);

		if (f->kind != kind || !applies(pf, f, i))
			continue;
		if (f->cond != MAINT_COND_NONE &&
		    !maint_fact_kind_multi(kind)) {
			out[0] = f;
			n = 1;
			cond_hit = true;
			continue;
		}
		if (cond_hit && !maint_fact_kind_multi(kind))
			continue;
		out[n++] = f;
	}
	return n;
}

/* The profiles of mail i, or of the whole series (the cover letter). */
static void profs_of(const struct maint_preflight *pf, size_t i, size_t *out,
		     size_t *n, size_t max)
{
	size_t k, j, q;

	*n = 0;
	if (i != MNT_PF_SERIES && !pf->mails[i].cover) {
		for (k = 0; k < pf->info[i].nprofs && *n < max; k++)
			out[(*n)++] = pf->info[i].profs[k];
		return;
	}
	for (j = 0; j < pf->nmsgs; j++)
		for (k = 0; k < pf->info[j].nprofs; k++) {
			bool seen = false;

			for (q = 0; q < *n; q++)
				seen |= out[q] == pf->info[j].profs[k];
			if (!seen && *n < max)
				out[(*n)++] = pf->info[j].profs[k];
		}
}

#define MAXF 32
#define MAXP 32

/* The address @r maps to through .mailmap (lower case, malloc'd). */
static char *mapped_addr(struct maint_preflight *pf, const struct pf_addr *r)
{
	struct mbuf in = MBUF_INIT, out = MBUF_INIT;
	char *a;

	if (*r->name)
		mbuf_addf(&in, "%s <%s>", r->name, r->addr);
	else
		mbuf_adds(&in, r->addr);
	mnt_mailmap_email(&pf->mailmap, in.buf, in.len, &out);
	a = mnt_pf_addr_of(out.buf, out.len);
	mbuf_release(&in);
	mbuf_release(&out);
	return a;
}

/* Subject */

static bool has_tag(const struct pf_msg *m, const char *t)
{
	size_t i;

	for (i = 0; i < m->ntags; i++)
		if (!strcasecmp(m->tags[i], t))
			return true;
	return false;
}

/* The tree tags a subject-tag fact names. */
static size_t tag_values(const struct maint_fact *f, const char **out,
			 size_t max)
{
	size_t n = 0, i;

	for (i = 0; f->values && i < f->nvalues && n < max; i++)
		out[n++] = f->values[i];
	if (!n && f->value && *f->value)
		out[n++] = f->value;
	return n;
}

/*
 * How strongly a profile states a rule: the one place rule levels are
 * read from a fact (its level word, else the words of its sentence).
 * "Preferred" is not "required": tip's subject prefix is preferred.
 */
enum pf_strength {
	PF_REQUIRED,
	PF_RECOMMENDED,
	PF_PREFERRED,
};

static bool has_word(const char *s, const char *w)
{
	size_t n = strlen(w);

	for (const char *p = s; p && (p = strcasestr(p, w)); p += n)
		if ((p == s || !isalpha((unsigned char)p[-1])) &&
		    !isalpha((unsigned char)p[n]))
			return true;
	return false;
}

static enum pf_strength rule_strength(const struct maint_fact *f)
{
	static const char *const preferred[] = { "prefer",     "preferred",
						 "preferably", "ideally",
						 "optional",   "optionally",
						 "may" };
	static const char *const required[] = { "must", "required", "mandatory",
						"shall" };
	const char *l = f->level ? f->level : "", *q = f->quote;

	if (!strcasecmp(l, "required") || !strcasecmp(l, "forbidden"))
		return PF_REQUIRED;
	if (!strcasecmp(l, "recommended"))
		return PF_RECOMMENDED;
	if (!strcasecmp(l, "preferred") || !strcasecmp(l, "optional"))
		return PF_PREFERRED;
	for (size_t k = 0; q && k < ARRAY_SIZE(preferred); k++)
		if (has_word(q, preferred[k]))
			return PF_PREFERRED;
	for (size_t k = 0; q && k < ARRAY_SIZE(required); k++)
		if (has_word(q, required[k]))
			return PF_REQUIRED;
	return PF_RECOMMENDED;
}

static enum maint_level softer(enum maint_level l)
{
	return l == MAINT_ERROR ? MAINT_WARNING : MAINT_INFO;
}

/* Does section @sec have a P: line naming @v? */
static bool sec_has_prof(const struct maint_preflight *pf, size_t sec,
			 const char *v)
{
	const struct maint_section *s = maint_db_section(pf->o.db, sec);

	for (size_t it = s->first; it < s->end; it++) {
		const struct maint_item *x = maint_db_item(pf->o.db, it);

		if (x->type == 'P' && x->value && !strcmp(x->value, v))
			return true;
	}
	return false;
}

/* The lists (L:) of section @sec, canonical, appended to @out. */
static void sec_lists(struct maint_preflight *pf, size_t sec,
		      struct strlist *out)
{
	const struct maint_section *s = maint_db_section(pf->o.db, sec);

	for (size_t it = s->first; it < s->end; it++) {
		const struct maint_item *x = maint_db_item(pf->o.db, it);
		char *a, *c;

		if (x->type != 'L' || !x->value)
			continue;
		a = mnt_pf_addr_of(x->value, strcspn(x->value, " \t"));
		c = a ? mnt_pf_canon_addr(pf, a) : NULL;
		if (c)
			mnt_strlist_push(out, c, strlen(c));
		free(a);
		free(c);
	}
	if (out->oom)
		pf->oom = true;
}

static bool in_strlist(const struct strlist *l, const char *s)
{
	for (size_t k = 0; k < l->n; k++)
		if (!strcmp(l->v[k], s))
			return true;
	return false;
}

/*
 * The lists of the sections of mail @j that name profile @p: a section
 * posting to one of them follows that profile too (a driver of its own
 * whose list is netdev follows netdev's rules).
 */
static void prof_lists(struct maint_preflight *pf, size_t j, size_t p,
		       struct strlist *out)
{
	const struct pf_info *in = &pf->info[j];

	for (size_t k = 0; k < in->nsecs; k++)
		if (sec_has_prof(pf, in->secs[k].section, pf->profs[p].value))
			sec_lists(pf, in->secs[k].section, out);
}

/* Section @sec follows profile @p: it names it, or posts to its lists. */
static bool sec_follows(struct maint_preflight *pf, size_t sec, size_t p,
			const struct strlist *plists)
{
	struct strlist mine = { 0 };
	bool r = sec_has_prof(pf, sec, pf->profs[p].value);

	if (!r) {
		sec_lists(pf, sec, &mine);
		for (size_t k = 0; k < mine.n && !r; k++)
			r = in_strlist(plists, mine.v[k]);
		mnt_strlist_clear(&mine);
	}
	return r;
}

/* The mails a finding on mail @i is about: itself, or for the cover
 * letter and the series, every patch. */
static bool in_scope(const struct maint_preflight *pf, size_t i, size_t j)
{
	if (pf->mails[j].skipped)
		return false;
	if (i == MNT_PF_SERIES || pf->mails[i].cover)
		return !pf->mails[j].cover;
	return j == i;
}

/*
 * The primary section of mail @i (the cover letter: of any patch) that
 * does not follow profile @p, or NULL when every one does: the patch is
 * then certainly for that profile's tree.
 */
static const char *not_using(const struct maint_preflight *pf, size_t i,
			     size_t p)
{
	struct maint_preflight *w = (struct maint_preflight *)pf;
	const char *r = NULL;

	for (size_t j = 0; j < pf->nmsgs && !r; j++) {
		const struct pf_info *in = &pf->info[j];
		struct strlist pl = { 0 };

		if (!in_scope(pf, i, j))
			continue;
		prof_lists(w, j, p, &pl);
		for (size_t k = 0; k < in->nsecs && !r; k++)
			if (in->secs[k].primary &&
			    !sec_follows(w, in->secs[k].section, p, &pl))
				r = maint_section_name(pf->o.db,
						       in->secs[k].section);
		mnt_strlist_clear(&pl);
	}
	return r;
}

/*
 * Is mail @i (the cover letter or the series: every mail) sent to the
 * tree of profile @p rather than to the tree of its own section?  It
 * reaches a list of a section that follows the profile, and no list of a
 * primary section that does not: an Intel driver patch sent to netdev
 * alone means netdev's rules; sent to intel-wired-lan, Intel's.
 */
static bool prof_targeted(const struct maint_preflight *pf, size_t i, size_t p)
{
	struct maint_preflight *w = (struct maint_preflight *)pf;
	bool theirs = false, own = false;

	for (size_t j = 0; j < pf->nmsgs && !own; j++) {
		const struct pf_info *in = &pf->info[j];
		struct strlist pl = { 0 }, l = { 0 };

		if (!in_scope(pf, i, j) && j != i)
			continue;
		prof_lists(w, j, p, &pl);
		for (size_t k = 0; k < pl.n; k++)
			theirs |= mnt_pf_reached(pf, &pf->msgs[j], pl.v[k]);
		for (size_t k = 0; k < in->nsecs && !own; k++) {
			if (!in->secs[k].primary ||
			    sec_follows(w, in->secs[k].section, p, &pl))
				continue;
			mnt_strlist_clear(&l);
			sec_lists(w, in->secs[k].section, &l);
			for (size_t q = 0; q < l.n && !own; q++)
				own = !in_strlist(&pl, l.v[q]) &&
				      mnt_pf_reached(pf, &pf->msgs[j], l.v[q]);
		}
		mnt_strlist_clear(&l);
		mnt_strlist_clear(&pl);
	}
	return theirs && !own;
}

/*
 * The level of a finding on a rule of profile @p for mail @i: @base, one
 * softer when the profile says "preferred", one softer when the mail is
 * not certainly for the profile's tree (a primary section of it does not
 * use the profile), and one softer again when it is not even sent to
 * that tree's list.
 */
static enum maint_level rule_level(const struct maint_preflight *pf, size_t i,
				   size_t p, const struct maint_fact *f,
				   enum maint_level base)
{
	if (f && rule_strength(f) == PF_PREFERRED)
		base = softer(base);
	if (not_using(pf, i, p)) {
		base = softer(base);
		if (!prof_targeted(pf, i, p))
			base = softer(base);
	}
	return base;
}

/* Every primary section of mail @i follows one of the profiles @ps. */
static bool profiles_cover(const struct maint_preflight *pf, size_t i,
			   const size_t *ps, size_t n)
{
	struct maint_preflight *w = (struct maint_preflight *)pf;
	bool all = true;

	for (size_t j = 0; j < pf->nmsgs && all; j++) {
		const struct pf_info *in = &pf->info[j];

		if (!in_scope(pf, i, j))
			continue;
		for (size_t k = 0; k < in->nsecs && all; k++) {
			bool one = false;

			if (!in->secs[k].primary)
				continue;
			for (size_t q = 0; q < n && !one; q++) {
				struct strlist pl = { 0 };

				prof_lists(w, j, ps[q], &pl);
				one = sec_follows(w, in->secs[k].section, ps[q],
						  &pl);
				mnt_strlist_clear(&pl);
			}
			all = one;
		}
	}
	return all;
}

/* Subject words that are not tree tags. */
static bool tree_tag_word(const char *t)
{
	static const char *const not_tags[] = { "RESEND", "REPOST", "RFT",
						"RFC",	  "WIP",    "DNM" };

	for (size_t k = 0; k < ARRAY_SIZE(not_tags); k++)
		if (!strcasecmp(t, not_tags[k]))
			return false;
	return isalpha((unsigned char)t[0]) || t[0] == '-';
}

/*
 * The local part of a list the mail goes to: "[Intel-wired-lan]" in a
 * subject is the list's own tag (mailman adds it), not a tree's.
 */
static bool list_tag(const struct pf_msg *m, const char *t)
{
	size_t tl = strlen(t);

	for (size_t k = 0; k < m->nrcpt; k++) {
		const char *at = strchr(m->rcpt[k].addr, '@');

		if (at && (size_t)(at - m->rcpt[k].addr) == tl &&
		    !strncasecmp(m->rcpt[k].addr, t, tl))
			return true;
	}
	return false;
}

static const char *subject_tree_tag(const struct pf_msg *m)
{
	for (size_t k = 0; k < m->ntags; k++)
		if (tree_tag_word(m->tags[k]) && !list_tag(m, m->tags[k]))
			return m->tags[k];
	return NULL;
}

/*
 * The tags the user states for mail @i's primary sections: the first
 * such section with tags, or NULL.
 */
static const struct pf_tags *user_tags(const struct maint_preflight *pf,
				       size_t i)
{
	for (size_t j = 0; j < pf->nmsgs; j++) {
		const struct pf_info *in = &pf->info[j];

		if (i != MNT_PF_SERIES && !pf->mails[i].cover && j != i)
			continue;
		if (pf->mails[j].skipped || pf->mails[j].cover)
			continue;
		for (size_t k = 0; k < in->nsecs; k++) {
			const struct pf_tags *t;

			if (!in->secs[k].primary)
				continue;
			t = mnt_pf_conf_tags(
				pf, maint_section_name(pf->o.db,
						       in->secs[k].section));
			if (t && t->n)
				return t;
		}
	}
	return NULL;
}

static bool user_tag_hit(const struct pf_tags *t, const struct pf_msg *m,
			 bool *fixes)
{
	for (size_t k = 0; t && k < t->n; k++)
		if (has_tag(m, t->v[k])) {
			if (fixes)
				*fixes = t->fixes[k];
			return true;
		}
	return false;
}

/* The tags the user states: the subject has one of them, or says none. */
static void subject_user_tags(struct maint_preflight *pf, size_t i,
			      const struct pf_tags *t)
{
	const struct pf_msg *m = &pf->msgs[i];
	struct mbuf list = MBUF_INIT, fix = MBUF_INIT;

	if (user_tag_hit(t, m, NULL))
		return;
	for (size_t q = 0; q < t->n; q++)
		mbuf_addf(&list, "%s[PATCH %s]",
			  q ? (q + 1 == t->n ? " or " : ", ") : "", t->v[q]);
	mbuf_addf(&fix, "git format-patch --subject-prefix='PATCH %s'",
		  t->v[0]);
	mnt_pf_add_at(pf, MAINT_WARNING, "subject-tag", i, m->subject_line,
		      t->file, t->line, fix.buf,
		      "%s tree tag in the subject: %s takes %s",
		      subject_tree_tag(m) ? "not a" : "no", t->section,
		      list.buf);
	mbuf_release(&list);
	mbuf_release(&fix);
}

/* The tags the facts of profile @p list, and the fact of the one used. */
static size_t tag_list(const struct maint_fact *const *fs, size_t nf,
		       const struct pf_msg *m, const char **vals,
		       const struct maint_fact **hit)
{
	size_t nv = 0, k, q;

	*hit = NULL;
	for (k = 0; k < nf; k++) {
		const char *v[MAXF];
		size_t n = tag_values(fs[k], v, MAXF);

		for (q = 0; q < n; q++) {
			size_t r;
			bool dup = false;

			for (r = 0; r < nv; r++)
				dup |= !strcmp(vals[r], v[q]);
			if (!dup && nv < MAXF)
				vals[nv++] = v[q];
		}
		/* the fact is about its own tag; values list them all */
		if (!*hit && fs[k]->value && has_tag(m, fs[k]->value))
			*hit = fs[k];
	}
	for (k = 0; k < nf && !*hit; k++)
		for (q = 0; q < nv && !*hit; q++)
			if (has_tag(m, vals[q]))
				*hit = fs[k];
	return nv;
}

/* No tag the profile lists: an ERROR only when the patch is certainly for it. */
static void tag_missing(struct maint_preflight *pf, size_t i, size_t p,
			const struct maint_fact *f, const char **vals,
			size_t nv)
{
	const struct pf_msg *m = &pf->msgs[i];
	/* one tag for the series: the patch is certain if the series is */
	size_t scope = mnt_pf_npatches(pf) > 1 ? MNT_PF_SERIES : i;
	const char *other = subject_tree_tag(m), *sec = not_using(pf, scope, p);
	enum maint_level lvl = rule_level(pf, scope, p, NULL, MAINT_ERROR);
	struct mbuf list = MBUF_INIT, fix = MBUF_INIT, why = MBUF_INIT;

	for (size_t q = 0; q < nv; q++)
		mbuf_addf(&list, "%s[PATCH %s]",
			  q ? (q + 1 == nv ? " or " : ", ") : "", vals[q]);
	mbuf_addf(&fix, "git format-patch --subject-prefix='PATCH %s'",
		  nv ? vals[0] : "TREE");
	if (sec)
		mbuf_addf(
			&why,
			"; %s, which the patch is for, states no tags (name them in .maint.conf if its tree takes some)",
			sec);
	if (other && sec)
		lvl = MAINT_INFO; /* a tag of its own, for a tree maint does not know */
	if (other)
		mnt_pf_add(
			pf, lvl, "subject-tag", i, m->subject_line, f, fix.buf,
			"tree tag '%s' is not one of %s, which %s asks for%s",
			other, list.buf, pf->profs[p].value,
			why.len ? why.buf : "");
	else
		mnt_pf_add(pf, lvl, "subject-tag", i, m->subject_line, f,
			   fix.buf,
			   "no tree tag in the subject: %s asks for %s%s",
			   pf->profs[p].value, list.buf,
			   why.len ? why.buf : "");
	mbuf_release(&list);
	mbuf_release(&fix);
	mbuf_release(&why);
}

/*
 * A fix for the features tree: fine when the bug is only there (netdev:
 * Fixes: is required whatever the tree); a WARNING only when git shows
 * the fixed commit in a release, else a CHECK that says so.
 */
static void fix_in_features(struct maint_preflight *pf, size_t i,
			    const struct maint_fact *hit)
{
	const struct pf_msg *m = &pf->msgs[i];
	const struct pf_trailer *t;
	size_t pos = 0;
	int released = -1; /* unknown */

	while (released != 1 && (t = mnt_pf_trailer(m, "Fixes", &pos))) {
		size_t hex = strspn(t->value, "0123456789abcdefABCDEF");
		struct mbuf sha = MBUF_INIT, out = MBUF_INIT;
		const char *args[] = { "describe", "--contains",
				       "--match=v[0-9]*", NULL, NULL };
		int st;

		if (hex < 7 || pf->git != 1 || pf->git_runs >= MNT_PF_GIT_MAX) {
			mbuf_release(&sha);
			continue;
		}
		mbuf_add(&sha, t->value, hex);
		args[3] = sha.buf;
		pf->git_runs++;
		if (!mnt_git(pf->o.root, args, &out, 4096, true, &st))
			released = st ? (released < 0 ? 0 : released) : 1;
		mbuf_release(&sha);
		mbuf_release(&out);
	}
	if (released == 0)
		return; /* the fixed commits are in no release: a fix of new work */
	mnt_pf_add(
		pf, released == 1 ? MAINT_WARNING : MAINT_INFO, "fixes-tree", i,
		m->subject_line, hit,
		"send fixes of released code to the fixes tree, separately",
		released == 1 ?
			"a fix of a released commit in a series for %s, the tree for new features" :
			"a fix (Fixes: tag) in a series for %s, the tree for new features: right only when the bug is there alone",
		hit->value);
}

static void subject_tags(struct maint_preflight *pf, size_t i)
{
	const struct pf_msg *m = &pf->msgs[i];
	const struct pf_tags *ut = user_tags(pf, i);
	size_t profs[MAXP], np, p, pos = 0;
	bool fixes_tag = mnt_pf_trailer(m, "Fixes", &pos) != NULL;

	if (ut) {
		/* the section states its own tags: the profile's do not apply */
		subject_user_tags(pf, i, ut);
		return;
	}
	profs_of(pf, i, profs, &np, MAXP);
	for (p = 0; p < np; p++) {
		const struct maint_fact *fs[MAXF], *hit;
		const char *vals[MAXF];
		size_t nf = facts_of(pf, profs[p], MAINT_FACT_SUBJECT_TAG, i,
				     fs, MAXF),
		       nv;

		if (!nf)
			continue;
		nv = tag_list(fs, nf, m, vals, &hit);
		if (!hit)
			tag_missing(pf, i, profs[p], fs[0], vals, nv);
		else if (hit->level && !strcmp(hit->level, "features") &&
			 fixes_tag && !pf->mails[i].cover)
			fix_in_features(pf, i, hit);
		else if (hit->level && !strcmp(hit->level, "fixes") &&
			 !pf->mails[i].cover && !fixes_tag)
			mnt_pf_add(
				pf,
				rule_level(pf, i, profs[p], hit, MAINT_WARNING),
				"fixes-tree", i, m->subject_line, hit,
				"add the Fixes: tag of the commit it fixes, or send it to the features tree",
				"a patch for %s, the fixes tree, without a Fixes: tag",
				hit->value);
	}
}

/* A word of a format: "<topic>", or a generic word such as "subsys". */
static bool placeholder_word(const char *s, size_t n)
{
	static const char *const words[] = { "subsys", "subsystem", "component",
					     "driver", "topic",	    "area",
					     "module", "sub",	    "sys" };
	size_t i;

	for (i = 0; i < ARRAY_SIZE(words); i++)
		if (strlen(words[i]) == n && !strncmp(s, words[i], n))
			return true;
	return false;
}

/*
 * Does @s (the subject's prefix followed by ':') match the format @t?
 * Placeholders match a run without ':' or ' ' (and without '/' unless it
 * is the last one); a placeholder named <topic> (or the only one) must be
 * one of @vals when the profile lists them.
 */
static bool fmt_match(const char *t, const char *s, const char *const *vals,
		      size_t nvals, bool angle, int nph, int *bad_topic)
{
	while (*t == ' ' && *s == ' ') {
		t++;
		s++;
	}
	if (!*t)
		return true; /* the format may leave the rest open */
	if ((angle && *t == '<') || (!angle && isalpha((unsigned char)*t))) {
		const char *e = t;
		size_t k, i;
		bool topic, last;

		if (angle) {
			e = strchr(t, '>');
			if (!e)
				return false;
			e++;
		} else {
			while (isalpha((unsigned char)*e))
				e++;
			if (!placeholder_word(t, (size_t)(e - t)))
				goto literal;
		}
		topic = nph == 1 || (angle && !strncmp(t, "<topic>", 7));
		last = !strchr(e, angle ? '<' : '/');
		for (k = 1; s[k - 1] && s[k - 1] != ':' && s[k - 1] != ' ' &&
			    (last || s[k - 1] != '/');
		     k++) {
			if (topic && nvals) {
				bool ok = false;

				for (i = 0; i < nvals && !ok; i++)
					ok = strlen(vals[i]) == k &&
					     !strncmp(vals[i], s, k);
				if (!ok)
					continue;
			}
			if (fmt_match(e, s + k, vals, nvals, angle, nph,
				      bad_topic))
				return true;
		}
		if (topic && nvals)
			*bad_topic = 1;
		return false;
	}
literal:
	if (*t != *s)
		return false;
	return fmt_match(t + 1, s + 1, vals, nvals, angle, nph, bad_topic);
}

static int count_placeholders(const char *t, bool angle)
{
	int n = 0;

	while (*t) {
		if (angle && *t == '<') {
			n++;
			t++;
		} else if (!angle && isalpha((unsigned char)*t)) {
			const char *e = t;

			while (isalpha((unsigned char)*e))
				e++;
			n += placeholder_word(t, (size_t)(e - t));
			t = e;
		} else {
			t++;
		}
	}
	return n;
}

static bool prefix_ok(const struct maint_fact *f, const char *prefix,
		      int *bad_topic)
{
	struct mbuf s = MBUF_INIT;
	const char *t = f->value ? f->value : "";
	bool angle = strchr(t, '<') != NULL, r;
	int nph = count_placeholders(t, angle);

	while (*t == '\'' || *t == '"' || *t == '`')
		t++;
	mbuf_addf(&s, "%s:", prefix);
	if (!nph) {
		/* a fixed prefix ("xfs:"): the subject starts with it */
		size_t n = strlen(t);

		while (n &&
		       (t[n - 1] == '\'' || t[n - 1] == '"' || t[n - 1] == '`'))
			n--;
		r = n <= s.len && !strncmp(s.buf, t, n);
	} else {
		r = fmt_match(t, s.buf, (const char *const *)f->values,
			      f->nvalues, angle, nph, bad_topic);
	}
	mbuf_release(&s);
	return r;
}

/* Is @file in git's index (certainly; not a file the patch creates)? */
static bool known_to_git(const struct maint_preflight *pf,
			 const struct pf_msg *m, const char *file)
{
	for (size_t k = 0; k < m->created.n; k++)
		if (!strcmp(m->created.v[k], file))
			return false;
	return mnt_git_index_tracked(pf->o.root, file) == 1;
}

/* The prefix the last commits touching the files use most. */
static void history_prefix(struct maint_preflight *pf, size_t i)
{
	const struct pf_msg *m = &pf->msgs[i];
	const struct strlist *files = &pf->info[i].files;
	const char **args;
	struct mbuf out = MBUF_INIT, nb = MBUF_INIT, key = MBUF_INIT;
	struct mnt_map count = MNT_MAP_INIT;
	size_t n = 0, k, total = 0, best = 0, mine = 0;
	const char *bestp = NULL;
	char *p, *save = NULL;
	int st;

	if (pf->git != 1 || !files->n)
		return;
	args = calloc(files->n + 12, sizeof(*args));
	if (!args) {
		pf->oom = true;
		return;
	}
	mbuf_addf(&nb, "-n%u", pf->o.prefix_commits);
	args[n++] = "log";
	args[n++] = "--no-color";
	args[n++] = "--no-merges";
	args[n++] = "--no-show-signature";
	args[n++] = nb.buf;
	args[n++] = "--format=%s";
	args[n++] = "--";
	/*
	 * Only paths git knows: for one it does not (a file the patch
	 * creates, one outside the index) git log walks the whole history
	 * to find nothing.
	 */
	for (k = 0; k < files->n && n < 256 + 7; k++)
		if (known_to_git(pf, m, files->v[k])) {
			args[n++] = files->v[k];
			mbuf_add(&key, files->v[k], strlen(files->v[k]) + 1);
		}
	args[n] = NULL;
	if (n == 7)
		goto out;
	/* the patches of a series mostly touch the same files: asked once */
	if (key.len == pf->hist_key.len &&
	    !memcmp(key.buf, pf->hist_key.buf, key.len)) {
		mbuf_add(&out, pf->hist_out.buf, pf->hist_out.len);
	} else {
		if (pf->git_runs >= MNT_PF_GIT_MAX)
			goto out;
		pf->git_runs++;
		if (mnt_git(pf->o.root, args, &out, GIT_MAX, true, &st) || st)
			goto out;
		mbuf_reset(&pf->hist_key);
		mbuf_add(&pf->hist_key, key.buf, key.len);
		mbuf_reset(&pf->hist_out);
		mbuf_add(&pf->hist_out, out.buf, out.len);
	}
	for (p = strtok_r(out.buf, "\n", &save); p;
	     p = strtok_r(NULL, "\n", &save)) {
		const char *last = NULL, *q;
		struct mnt_map_slot *sl;

		for (q = p; *q; q++) {
			if (q[0] == ':' && q[1] == ' ')
				last = q;
			else if (q[0] == ' ' && !last)
				break;
		}
		if (!last)
			continue;
		total++;
		sl = mnt_map_find(&count, p, (size_t)(last - p));
		if (!sl)
			sl = mnt_map_insert(&count, p, (size_t)(last - p), 0);
		if (!sl) {
			pf->oom = true;
			goto out;
		}
		sl->value++;
		if ((size_t)sl->value > best) {
			best = (size_t)sl->value;
			bestp = sl->key;
		}
	}
	if (!total || !bestp)
		goto out;
	{
		struct mnt_map_slot *sl =
			mnt_map_find(&count, m->prefix, strlen(m->prefix));

		mine = sl ? (size_t)sl->value : 0;
	}
	if (!mine && strcmp(m->prefix, bestp)) {
		struct mbuf fix = MBUF_INIT;

		mbuf_addf(&fix, "start the subject with '%s: '", bestp);
		mnt_pf_add_at(
			pf, best * 2 > total ? MAINT_WARNING : MAINT_INFO,
			"subject-prefix", i, m->subject_line, NULL, 0, fix.buf,
			"prefix '%s' is used by none of the last %zu commits touching these files; %zu of them use '%s:' (no profile states a prefix)",
			m->prefix, total, best, bestp);
		mbuf_release(&fix);
	}
out:
	mnt_map_clear(&count);
	mbuf_release(&out);
	mbuf_release(&nb);
	mbuf_release(&key);
	free(args);
}

static void subject_prefix(struct maint_preflight *pf, size_t i)
{
	const struct pf_msg *m = &pf->msgs[i];
	size_t profs[MAXP], np, p, k, total = 0, matched = 0;
	const struct maint_fact *miss[MAXF];
	size_t missp[MAXF];
	int bad[MAXF];
	size_t nmiss = 0;
	bool covered;

	profs_of(pf, i, profs, &np, MAXP);
	for (p = 0; p < np; p++) {
		const struct maint_fact *fs[MAXF];
		size_t nf = facts_of(pf, profs[p], MAINT_FACT_SUBJECT_PREFIX, i,
				     fs, MAXF);

		for (k = 0; k < nf; k++) {
			int b = 0;

			total++;
			if (prefix_ok(fs[k], m->prefix, &b)) {
				matched++;
			} else if (nmiss < MAXF) {
				bad[nmiss] = b;
				missp[nmiss] = profs[p];
				miss[nmiss++] = fs[k];
			}
		}
	}
	if (!total) {
		history_prefix(pf, i);
		return;
	}
	if (matched)
		return; /* one of the profiles' formats is met */
	/*
	 * None is: when the profiles together are those of every primary
	 * section, one of them certainly applies; each says how strongly.
	 */
	covered = nmiss > 0;
	for (k = 0; k < nmiss && covered; k++)
		covered = !not_using(pf, i, missp[k]) || nmiss > 1;
	if (covered && nmiss > 1)
		covered = profiles_cover(pf, i, missp, nmiss);
	for (k = 0; k < nmiss; k++) {
		struct mbuf vals = MBUF_INIT, fix = MBUF_INIT;
		size_t q;

		for (q = 0; miss[k]->values && q < miss[k]->nvalues && q < 24;
		     q++)
			mbuf_addf(&vals, "%s%s", q ? ", " : "",
				  miss[k]->values[q]);
		mbuf_addf(&fix, "start the subject with '%s'%s%s",
			  miss[k]->value, vals.len ? " using one of: " : "",
			  vals.buf);
		mnt_pf_add(
			pf,
			covered ? (rule_strength(miss[k]) == PF_PREFERRED ?
					   MAINT_INFO :
					   MAINT_WARNING) :
				  rule_level(pf, i, missp[k], miss[k],
					     MAINT_WARNING),
			"subject-prefix", i, m->subject_line, miss[k], fix.buf,
			"prefix '%s' does not follow the format '%s'%s",
			m->prefix, miss[k]->value,
			bad[k] ?
				" (not one of the listed topics; they are case-sensitive)" :
				"");
		mbuf_release(&vals);
		mbuf_release(&fix);
	}
}

static void summary_style(struct maint_preflight *pf, size_t i)
{
	const struct pf_msg *m = &pf->msgs[i];
	size_t profs[MAXP], np, p, k;
	const char *s = m->summary;

	profs_of(pf, i, profs, &np, MAXP);
	for (p = 0; p < np; p++) {
		const struct maint_fact *fs[MAXF];
		size_t nf = facts_of(pf, profs[p], MAINT_FACT_SUMMARY_STYLE, i,
				     fs, MAXF);

		for (k = 0; k < nf; k++) {
			const char *v = fs[k]->value ? fs[k]->value : "";
			size_t wl = strcspn(s, " ");

			if (strstr(v, "uppercase") &&
			    islower((unsigned char)s[0]))
				mnt_pf_add(
					pf,
					rule_level(pf, i, profs[p], fs[k],
						   MAINT_WARNING),
					"summary-style", i, m->subject_line,
					fs[k],
					"start the summary with an uppercase letter",
					"summary '%s' starts in lower case", s);
			if (strstr(v, "lowercase") &&
			    isupper((unsigned char)s[0]) &&
			    islower((unsigned char)s[1]))
				mnt_pf_add(
					pf,
					rule_level(pf, i, profs[p], fs[k],
						   MAINT_WARNING),
					"summary-style", i, m->subject_line,
					fs[k],
					"start the summary with a lowercase letter",
					"summary '%s' starts in upper case", s);
			if (strstr(v, "no trailing period") && *s &&
			    s[strlen(s) - 1] == '.')
				mnt_pf_add(
					pf,
					rule_level(pf, i, profs[p], fs[k],
						   MAINT_WARNING),
					"summary-style", i, m->subject_line,
					fs[k],
					"drop the full stop at the end of the summary",
					"summary ends with a full stop");
			if (strstr(v, "imperative") && wl > 3 &&
			    (!strncasecmp(s + wl - 2, "ed", 2) ||
			     !strncasecmp(s + wl - 3, "ing", 3) ||
			     (tolower((unsigned char)s[wl - 1]) == 's' &&
			      strchr("aeiousx",
				     tolower((unsigned char)s[wl - 2])) ==
				      NULL)))
				mnt_pf_add(
					pf, MAINT_INFO, "summary-style", i,
					m->subject_line, fs[k],
					"describe what the patch does in the imperative (\"Fix\", not \"Fixed\" or \"Fixes\")",
					"summary starts with '%.*s': not imperative?",
					(int)wl, s);
		}
	}
}

/* Trailers */

static bool same_person(struct maint_preflight *pf, const char *a,
			const char *b)
{
	struct pf_addr pa = { 0 }, pb = { 0 };
	char *ma = NULL, *mb = NULL, *na, *nb;
	bool r;
	const char *lt;

	pa.addr = mnt_pf_addr_of(a, strlen(a));
	pb.addr = mnt_pf_addr_of(b, strlen(b));
	lt = strchr(a, '<');
	na = mnt_strndup(a, lt ? (size_t)(lt - a) : 0);
	lt = strchr(b, '<');
	nb = mnt_strndup(b, lt ? (size_t)(lt - b) : 0);
	pa.name = na;
	pb.name = nb;
	r = pa.addr && pb.addr && !strcmp(pa.addr, pb.addr);
	if (!r && pa.addr && pb.addr && na && nb) {
		ma = mapped_addr(pf, &pa);
		mb = mapped_addr(pf, &pb);
		r = ma && mb && !strcmp(ma, mb);
	}
	free(ma);
	free(mb);
	free(pa.addr);
	free(pb.addr);
	free(na);
	free(nb);
	return r;
}

/* The display names of two "Name <addr>" are the same (ignoring case). */
static bool same_name(const char *a, const char *b)
{
	const char *la = strchr(a, '<'), *lb = strchr(b, '<');
	size_t na = la ? (size_t)(la - a) : 0, nb = lb ? (size_t)(lb - b) : 0;

	a = mnt_trim(a, &na);
	b = mnt_trim(b, &nb);
	if (na >= 2 && a[0] == '"' && a[na - 1] == '"') {
		a++;
		na -= 2;
	}
	if (nb >= 2 && b[0] == '"' && b[nb - 1] == '"') {
		b++;
		nb -= 2;
	}
	return na && na == nb && !strncasecmp(a, b, na);
}

static void check_signoff(struct maint_preflight *pf, size_t i)
{
	const struct pf_msg *m = &pf->msgs[i];
	const struct pf_trailer *t;
	size_t pos = 0, n = 0;
	bool ok = false;
	struct mbuf fix = MBUF_INIT;

	if (!m->author)
		return;
	const struct pf_trailer *byname = NULL;

	while ((t = mnt_pf_trailer(m, "Signed-off-by", &pos))) {
		n++;
		ok |= same_person(pf, t->value, m->author);
		if (!byname && same_name(t->value, m->author))
			byname = t;
	}
	if (ok)
		return;
	if (byname) {
		mnt_pf_add_at(
			pf, MAINT_INFO, "signed-off-by", i, byname->line,
			pf->sp_file, pf->sp_dco,
			"make the From: and Signed-off-by: addresses the same (or map them in .mailmap)",
			"Signed-off-by: %s is the author by name, at another address than From: %s",
			byname->value, m->author);
		return;
	}
	mbuf_addf(
		&fix,
		"add 'Signed-off-by: %s' (git commit -s) if you can certify the DCO",
		m->author);
	mnt_pf_add_at(pf, MAINT_ERROR, "signed-off-by", i,
		      mnt_pf_lineno(m, m->sep), pf->sp_file, pf->sp_dco,
		      fix.buf,
		      n ? "no Signed-off-by: of the author %s" :
			  "no Signed-off-by: (the author is %s)",
		      m->author);
	mbuf_release(&fix);
}

/*
 * Does the repository hold the whole history (not shallow, and over a
 * thousand commits)?  A commit missing from a partial one says little.
 */
static bool whole_history(struct maint_preflight *pf)
{
	const char *shallow[] = { "rev-parse", "--is-shallow-repository",
				  NULL };
	const char *count[] = { "rev-list", "--count", "--max-count=1000",
				"HEAD", NULL };
	struct mbuf out = MBUF_INIT;
	int st;

	if (pf->whole_history)
		return pf->whole_history == 1;
	pf->whole_history = 2;
	if (!mnt_git(pf->o.root, shallow, &out, 64, true, &st) && !st &&
	    !strncmp(out.buf ? out.buf : "", "false", 5)) {
		mbuf_reset(&out);
		if (!mnt_git(pf->o.root, count, &out, 64, true, &st) && !st &&
		    out.buf && atoi(out.buf) >= 1000)
			pf->whole_history = 1;
	}
	pf->git_runs += 2;
	mbuf_release(&out);
	return pf->whole_history == 1;
}

/* Fixes: 123456789abc ("sub/sys: Subject") */
static void check_fixes(struct maint_preflight *pf, size_t i,
			const struct maint_fact *rule)
{
	const struct pf_msg *m = &pf->msgs[i];
	const struct pf_trailer *t;
	size_t pos = 0;
	const char *rf = rule ? rule->file : pf->sp_file;
	unsigned int rl = rule ? rule->line : pf->sp_fixes;

	while ((t = mnt_pf_trailer(m, "Fixes", &pos))) {
		const char *v = t->value, *q1, *q2, *note = NULL;
		size_t hex = strspn(v, "0123456789abcdefABCDEF");
		struct mbuf sha = MBUF_INIT, out = MBUF_INIT;

		q1 = strstr(v, " (\"");
		/* a "# 6.15.x" after the subject, as on a Cc: stable line */
		q2 = q1 ? strstr(q1, "\") #") : NULL;
		if (q2)
			note = q2 + 2 + strspn(q2 + 2, " \t");
		q2 = q2 ? q2 + 1 : strrchr(v, ')');
		if (hex < 12 || (v[hex] && v[hex] != ' ') || !q1 ||
		    q1 != v + hex || !q2 || q2 < q1 + 3 || q2[-1] != '"' ||
		    (q2[1] && !note)) {
			mnt_pf_add_at(
				pf, MAINT_WARNING, "fixes", i, t->line, rf, rl,
				"git log -1 --abbrev=12 --format='Fixes: %h (\"%s\")' COMMIT",
				"'Fixes: %s': want at least 12 hex digits and the subject in (\"...\")",
				v);
		} else if (note) {
			mnt_pf_add_at(
				pf, MAINT_INFO, "fixes", i, t->line, rf, rl,
				"put the versions on the 'Cc: stable@vger.kernel.org # ...' line",
				"'Fixes: %s': '%s' after the subject; Fixes: names the commit and its subject, the stable versions go on the Cc: stable line",
				v, note);
		}
		if (hex < 7 || pf->git != 1 || pf->git_runs >= MNT_PF_GIT_MAX) {
			mbuf_release(&sha);
			continue;
		}
		pf->git_runs++;
		mbuf_add(&sha, v, hex);
		mbuf_adds(&sha, "^{commit}");
		{
			const char *args[] = { "log",
					       "-1",
					       "--no-color",
					       "--no-show-signature",
					       "--format=%H%x00%s",
					       sha.buf,
					       "--",
					       NULL };
			int st;

			if (mnt_git(pf->o.root, args, &out, GIT_MAX, true,
				    &st)) {
				pf->git = 2;
			} else if (st) {
				/* unknown here: maybe in a tree not fetched */
				bool whole = whole_history(pf);

				mnt_pf_add_at(
					pf, whole ? MAINT_WARNING : MAINT_INFO,
					"fixes", i, t->line, rf, rl,
					"check the commit id (or fetch the tree it is in)",
					"Fixes: commit %.*s is not in this repository%s",
					(int)hex, v,
					whole ? "" :
						" (its history is shallow or short: it may be older)");
			} else if (q1 && q2 && q2 > q1 + 3) {
				const char *subj =
					memchr(out.buf, '\0', out.len);
				size_t ql = (size_t)(q2 - 1 - (q1 + 3)), sl;

				subj = subj ? subj + 1 : "";
				sl = strcspn(subj, "\n");
				if (sl != ql || strncmp(subj, q1 + 3, ql))
					mnt_pf_add_at(
						pf, MAINT_WARNING, "fixes", i,
						t->line, rf, rl, NULL,
						"Fixes: %.*s quotes \"%.*s\", but the commit's subject is \"%.*s\"",
						(int)hex, v, (int)ql, q1 + 3,
						(int)sl, subj);
			}
		}
		mbuf_release(&sha);
		mbuf_release(&out);
	}
}

/*
 * The subject says it fixes something, and no Fixes: says what: a CHECK
 * (Fixes: is for a bug a commit brought; not every "fix" has one).
 */
static void fix_without_fixes(struct maint_preflight *pf, size_t i,
			      const struct maint_fact *rule)
{
	const struct pf_msg *m = &pf->msgs[i];
	size_t pos = 0;

	if (!pf->info[i].fix_words || mnt_pf_trailer(m, "Fixes", &pos))
		return;
	mnt_pf_add_at(
		pf, MAINT_INFO, "fixes", i, m->subject_line,
		rule ? rule->file : pf->sp_file,
		rule ? rule->line : pf->sp_fixes,
		"git log -1 --abbrev=12 --format='Fixes: %h (\"%s\")' COMMIT",
		"the subject says it fixes something, but no Fixes: tag names the commit that brought the bug (if one did)");
}

static bool stable_trailer(const struct pf_msg *m)
{
	const struct pf_trailer *t;
	size_t pos = 0;

	while ((t = mnt_pf_trailer(m, "Cc", &pos)))
		if (strcasestr(t->value, "stable@vger.kernel.org") ||
		    strcasestr(t->value, "stable@kernel.org"))
			return true;
	return false;
}

static void check_trailers(struct maint_preflight *pf, size_t i)
{
	const struct pf_msg *m = &pf->msgs[i];
	size_t profs[MAXP], np, p, k;
	const struct maint_fact *fixes_rule = NULL;

	check_signoff(pf, i);
	profs_of(pf, i, profs, &np, MAXP);
	for (p = 0; p < np; p++) {
		const struct maint_fact *fs[MAXF];
		size_t nf =
			facts_of(pf, profs[p], MAINT_FACT_TRAILER, i, fs, MAXF);

		for (k = 0; k < nf; k++) {
			const struct maint_fact *f = fs[k];
			const char *v = f->value ? f->value : "";
			const char *lvl = f->level ? f->level : "";
			bool stable = strcasestr(v, "stable") != NULL;

			if (!strncasecmp(v, "Fixes:", 6)) {
				if (!fixes_rule)
					fixes_rule = f;
			} else if (stable && !strcmp(lvl, "forbidden") &&
				   (stable_trailer(m) ||
				    mnt_pf_reached(pf, m,
						   "stable@vger.kernel.org"))) {
				mnt_pf_add(
					pf, MAINT_WARNING, "stable", i,
					m->to_line, f,
					"drop the stable Cc: the maintainers handle stable",
					"Cc: stable: %s does not want it",
					pf->profs[profs[p]].value);
			} else if (stable && strcmp(lvl, "forbidden") &&
				   mnt_pf_reached(pf, m,
						  "stable@vger.kernel.org") &&
				   !stable_trailer(m)) {
				mnt_pf_add(
					pf, MAINT_WARNING, "stable", i,
					m->to_line, f,
					"put 'Cc: stable@vger.kernel.org' among the trailers instead of mailing stable",
					"stable@vger.kernel.org is a mail recipient, not a Cc: tag of the changelog");
			} else if (!stable && !strcmp(lvl, "required")) {
				size_t pos = 0, kl = strcspn(v, ": ");
				char *key = mnt_strndup(v, kl);

				if (key && kl && !mnt_pf_trailer(m, key, &pos))
					mnt_pf_add(
						pf,
						rule_level(pf, i, profs[p], f,
							   MAINT_WARNING),
						"trailer", i,
						mnt_pf_lineno(m, m->sep), f,
						NULL,
						"no %s: trailer, which %s asks for",
						key, pf->profs[profs[p]].value);
				free(key);
			} else if (!stable && !strcmp(lvl, "forbidden")) {
				size_t pos = 0, kl = strcspn(v, ": ");
				char *key = mnt_strndup(v, kl);
				const struct pf_trailer *t =
					key && kl ?
						mnt_pf_trailer(m, key, &pos) :
						NULL;

				if (t)
					mnt_pf_add(
						pf,
						rule_level(pf, i, profs[p], f,
							   MAINT_WARNING),
						"trailer", i, t->line, f,
						"drop it",
						"%s: trailer, which %s does not want",
						key, pf->profs[profs[p]].value);
				free(key);
			}
		}
	}
	check_fixes(pf, i, fixes_rule);
	fix_without_fixes(pf, i, fixes_rule);
}

/* Series */

/*
 * The series' rules of profile p: at most N patches (a k/N subject says
 * how many when one patch is checked alone), a cover letter, a base.
 */
static void series_rules(struct maint_preflight *pf, size_t p, size_t np,
			 size_t cover)
{
	size_t sn = (size_t)mnt_pf_series_n(pf);
	const char *pv = pf->profs[p].value;
	const struct maint_fact *fs[MAXF];
	size_t nf, k;

	nf = facts_of(pf, p, MAINT_FACT_SERIES_MAX, MNT_PF_SERIES, fs, MAXF);
	for (k = 0; k < nf; k++) {
		if (!fs[k]->number) {
			mnt_pf_add(
				pf, MAINT_INFO, "rule", MNT_PF_SERIES, 0, fs[k],
				NULL,
				"series-max '%s' of %s has no number: not checked",
				fs[k]->value, pv);
			continue;
		}
		if ((np > sn ? np : sn) > fs[k]->number)
			mnt_pf_add(
				pf,
				rule_level(pf, MNT_PF_SERIES, p, fs[k],
					   MAINT_WARNING),
				"series-max", MNT_PF_SERIES, 0, fs[k],
				"split the series and post the parts one after the other",
				"%zu patches: %s takes at most %lu in one posting",
				np > sn ? np : sn, pv, fs[k]->number);
	}
	if (pf->o.per_patch)
		return; /* the rest needs the series */
	nf = facts_of(pf, p, MAINT_FACT_COVER_LETTER, MNT_PF_SERIES, fs, MAXF);
	for (k = 0; k < nf && np > 1 && cover == MNT_PF_SERIES; k++)
		mnt_pf_add(
			pf,
			rule_strength(fs[k]) == PF_REQUIRED ?
				rule_level(pf, MNT_PF_SERIES, p, NULL,
					   MAINT_WARNING) :
				MAINT_INFO,
			"cover-letter", MNT_PF_SERIES, 0, fs[k],
			"git format-patch --cover-letter",
			"a series of %zu patches without a cover letter (%s: %s)",
			np, pv, fs[k]->value);
	nf = facts_of(pf, p, MAINT_FACT_BASE, MNT_PF_SERIES, fs, MAXF);
	if (nf) {
		bool base = false;

		for (size_t i = 0; i < pf->nmsgs; i++)
			base |= pf->msgs[i].base_commit != NULL;
		if (!base)
			mnt_pf_add(
				pf,
				fs[0]->quote && (strstr(fs[0]->quote,
							"base-commit") ||
						 strstr(fs[0]->quote,
							"--base")) ?
					MAINT_WARNING :
					MAINT_INFO,
				"base", MNT_PF_SERIES, 0, fs[0],
				"git format-patch --base=auto (or b4, which adds it)",
				"no base-commit: in the series; %s asks to base it on %s",
				pv, fs[0]->value);
	}
}

/*
 * From v2 on: notes of what changed, in the cover letter or in each
 * patch below its '---' line, in any of the usual forms ("v2:", "Changes
 * in v3:", "v1 -> v2", b4's "Link to v1:").  Notes above the '---' line
 * count, with a CHECK: they end up in the commit message.
 */
static void series_changelog(struct maint_preflight *pf, int version,
			     size_t cover)
{
	static const char fix[] =
		"say what changed since the last version below the '---' line or in the cover letter";

	if (cover != MNT_PF_SERIES && pf->msgs[cover].vnotes)
		return;
	for (size_t i = 0; i < pf->nmsgs; i++) {
		const struct pf_msg *m = &pf->msgs[i];
		const struct maint_fact *fs[MAXF];
		size_t nf = 0, q;
		unsigned int line;

		if (pf->mails[i].skipped || pf->mails[i].cover)
			continue;
		if (m->vnotes_above && !m->notes) {
			mnt_pf_add_at(
				pf, MAINT_INFO, "changelog", i, m->vnotes_above,
				pf->sp_file, pf->sp_changes,
				"move them below the '---' line",
				"notes of what changed since the previous version above the '---' line end up in the commit message");
			continue;
		}
		if (m->notes || m->vnotes)
			continue;
		for (q = 0; q < pf->info[i].nprofs && !nf; q++)
			nf = facts_of(pf, pf->info[i].profs[q],
				      MAINT_FACT_CHANGELOG, i, fs, MAXF);
		line = mnt_pf_lineno(m, m->sep);
		if (nf)
			mnt_pf_add(
				pf,
				rule_level(pf, i, pf->info[i].profs[q - 1],
					   fs[0], MAINT_WARNING),
				"changelog", i, line, fs[0], fix,
				"v%d without notes of what changed since the previous version",
				version);
		else
			mnt_pf_add_at(
				pf, MAINT_INFO, "changelog", i, line,
				pf->sp_file, pf->sp_changes, fix,
				"v%d without notes of what changed since the previous version",
				version);
	}
}

/* A cover letter as git format-patch or b4 left it, or without patches. */
static void cover_letter(struct maint_preflight *pf, size_t cover)
{
	const struct pf_msg *c = &pf->msgs[cover];
	static const char *const marks[] = { "*** SUBJECT HERE ***",
					     "*** BLURB HERE ***", "EDITME" };
	const char *hit = NULL;

	for (size_t k = 0; k < ARRAY_SIZE(marks) && !hit; k++)
		if ((c->subject && strstr(c->subject, marks[k])) ||
		    (c->body && strstr(c->body, marks[k])))
			hit = marks[k];
	if (hit)
		mnt_pf_add_at(pf, MAINT_ERROR, "cover-letter", cover,
			      c->subject && strstr(c->subject, hit) ?
				      c->subject_line :
				      c->line,
			      NULL, 0,
			      "write the cover letter (b4 prep --edit-cover)",
			      "the cover letter still says '%s': not edited",
			      hit);
	if (!pf->o.per_patch && !mnt_pf_npatches(pf))
		mnt_pf_add_at(pf, MAINT_ERROR, "cover-letter", cover,
			      c->subject_line ? c->subject_line : c->line, NULL,
			      0, "send the cover letter with its patches",
			      "a cover letter without its patches");
}

static void check_series(struct maint_preflight *pf)
{
	size_t np = mnt_pf_npatches(pf), cover = mnt_pf_cover(pf);
	size_t profs[MAXP], n;
	int version = 1;

	for (size_t i = 0; i < pf->nmsgs; i++)
		if (!pf->mails[i].skipped && pf->msgs[i].version > version)
			version = pf->msgs[i].version;
	if (cover != MNT_PF_SERIES)
		cover_letter(pf, cover);
	profs_of(pf, MNT_PF_SERIES, profs, &n, MAXP);
	for (size_t p = 0; p < n; p++)
		series_rules(pf, profs[p], np, cover);
	if (version >= 2 && !pf->o.per_patch)
		series_changelog(pf, version, cover);
}

/* Timing */

static int rc_of(const char *v)
{
	const char *r = v ? strstr(v, "-rc") : NULL;

	if (!r)
		r = v ? strstr(v, "rc") : NULL;
	if (!r)
		return 0;
	r += r[0] == '-' ? 3 : 2;
	return isdigit((unsigned char)*r) ? atoi(r) : 0;
}

/* A closed-tree rule naming trees (tags) applies to m only with one. */
static bool closed_applies(const struct pf_msg *m, const struct maint_fact *f)
{
	bool tagged = false;

	if (!f->nvalues || !f->values)
		return true;
	for (size_t q = 0; q < f->nvalues; q++)
		tagged |= has_tag(m, f->values[q]);
	return tagged; /* else closed for other trees */
}

/*
 * The tree closed by rule f (v: its value, acc: what it takes anyway)
 * for mail i: an error, a warning for a soft close, or a note when it
 * takes this RFC or fix.  Returns whether it is closed to the mail.
 */
static bool closed_report(struct maint_preflight *pf, size_t i, size_t p,
			  const struct maint_fact *f, bool fix)
{
	const char *pv = pf->profs[p].value;
	const struct maint_cycle *cy = pf->o.cycle;
	const struct pf_msg *m = &pf->msgs[i];
	const char *v = f->value ? f->value : "";
	const char *acc = f->level ? f->level : "";
	char b[11];

	if (m->rfc && strcasestr(acc, "rfc")) {
		mnt_pf_add(pf, MAINT_INFO, "closed", i, m->subject_line, f,
			   NULL, "%s is closed (%s), but takes RFCs", pv, v);
		return false;
	}
	if (fix && strcasestr(acc, "fix")) {
		mnt_pf_add(
			pf, MAINT_INFO, "closed", i, m->subject_line, f, NULL,
			"%s is closed (%s) to all but %s: make sure this fix is one",
			pv, v, acc);
		return false;
	}
	maint_date_format(cy->phase == MAINT_PHASE_MERGE_WINDOW ?
				  maint_cycle_rc_date(cy, 1, NULL) :
				  cy->next_release + 14,
			  b);
	mnt_pf_add(
		pf,
		rule_level(pf, i, p, NULL,
			   strcasestr(acc, "soft") ? MAINT_WARNING :
						     MAINT_ERROR),
		"closed", i, m->subject_line, f,
		strcasestr(acc, "rfc") ?
			"post it as an RFC ([RFC PATCH]) or after the tree reopens" :
			"post it after the tree reopens",
		"%s is closed now (%s)%s%s; it reopens about %s", pv, v,
		!*acc			? "" :
		strcasestr(acc, "soft") ? ", a " :
					  ", it takes only ",
		*acc && strcasestr(acc, "soft") ? "soft close" : acc, b);
	return true;
}

/*
 * The closed-tree rules of profile p that hold now, for mail i.  Returns
 * whether one closed the tree to it (not an RFC or fix it takes).
 */
static bool timing_closed(struct maint_preflight *pf, size_t i, size_t p,
			  bool fix)
{
	const struct maint_cycle *cy = pf->o.cycle;
	const struct pf_msg *m = &pf->msgs[i];
	const struct maint_fact *fs[MAXF];
	size_t nf = facts_of(pf, p, MAINT_FACT_CLOSED, i, fs, MAXF);
	bool closed_hit = false;

	for (size_t k = 0; k < nf; k++) {
		const char *v = fs[k]->value ? fs[k]->value : "";
		int rc = rc_of(v);
		bool closed;

		if (!closed_applies(m, fs[k]))
			continue;
		if (strcasestr(v, "merge window"))
			closed = cy->phase == MAINT_PHASE_MERGE_WINDOW;
		else if (rc)
			closed = cy->phase == MAINT_PHASE_RC && cy->rc >= rc;
		else
			continue;
		if (!closed)
			continue;
		if (closed_report(pf, i, p, fs[k], fix))
			closed_hit = true;
	}
	return closed_hit;
}

/*
 * The feature deadline as maint when works it out; a fact whose
 * condition holds (XFS's -rc4 with fs/iomap) in its place.
 */
static void timing_deadline(struct maint_preflight *pf, size_t i, size_t p)
{
	const struct maint_cycle *cy = pf->o.cycle;
	const struct pf_msg *m = &pf->msgs[i];
	const struct maint_fact *rn[MAXF];
	size_t nr = facts_of(pf, p, MAINT_FACT_RC_NEW, i, rn, MAXF);
	bool passed;

	if (!nr || m->rfc)
		return;
	if (rn[0]->cond == MAINT_COND_NONE) {
		const struct maint_when *w;

		if (maint_when_eval(pf->profs[p].prof, cy, pf->o.posted, &w)) {
			pf->oom = true;
			return;
		}
		passed = w->feature->fact && w->feature->passed;
		maint_when_free(w);
	} else {
		const struct maint_deadline *dl;
		int n = maint_rc_deadline(rn[0], cy, &dl);

		if (n < 0) {
			pf->oom = true;
			return;
		}
		passed = n && dl->passed;
		maint_deadline_free(dl);
	}
	if (passed)
		mnt_pf_add(
			pf, rule_level(pf, i, p, rn[0], MAINT_WARNING),
			"deadline", i, m->subject_line, rn[0],
			"expect it to wait for the merge window after the next one",
			"the feature deadline of %s has passed (%s; the tree is %s%.0d)",
			pf->profs[p].value, rn[0]->value,
			cy->phase == MAINT_PHASE_RC ? "at -rc" :
						      "in the merge window",
			cy->phase == MAINT_PHASE_RC ? cy->rc : 0);
}

static void check_timing(struct maint_preflight *pf, size_t i)
{
	const struct maint_cycle *cy = pf->o.cycle;
	size_t profs[MAXP], np;
	bool fix = !pf->mails[i].cover &&
		   (pf->info[i].fix || pf->info[i].fix_words);

	if (!cy || cy->phase == MAINT_PHASE_UNKNOWN)
		return;
	/* a cover letter's timing is its patches' */
	if (pf->mails[i].cover && mnt_pf_npatches(pf))
		return;
	profs_of(pf, i, profs, &np, MAXP);
	for (size_t p = 0; p < np; p++) {
		if (timing_closed(pf, i, profs[p], fix) || fix ||
		    !pf->profs[profs[p]].prof)
			continue;
		timing_deadline(pf, i, profs[p]);
	}
}

/* A point in time known to the second, or only to its day. */
struct pf_when {
	long long lo, hi; /* seconds since the epoch: the earliest, latest */
	const char *how; /* where it comes from */
};

static void when_day(struct pf_when *w, long day, const char *how)
{
	w->lo = (long long)day * 86400;
	w->hi = w->lo + 86399;
	w->how = how;
}

/* "change-id: 20250101-topic-0123456789ab" of b4, in any mail. */
static char *series_change_id(const struct maint_preflight *pf)
{
	for (size_t i = 0; i < pf->nmsgs; i++) {
		const struct pf_msg *m = &pf->msgs[i];

		for (size_t k = 0; k < m->nlines; k++) {
			size_t len;
			const char *s = mnt_pf_line(m, k, &len);

			if (len > 11 && !memcmp(s, "change-id: ", 11) &&
			    strspn(s + 11,
				   "abcdefghijklmnopqrstuvwxyz0123456789-_.") ==
				    len - 11)
				return mnt_strndup(s + 11, len - 11);
		}
	}
	return NULL;
}

/*
 * When b4 sent version @v: the date of its tag sent/CHANGE-ID-vV (by the
 * series' change-id), else sent/BRANCH-vV (the b4/BRANCH checked out).
 */
static bool b4_sent(struct maint_preflight *pf, int v, long long *at,
		    struct mbuf *tag)
{
	const char *head[] = { "symbolic-ref", "--quiet", "--short", "HEAD",
			       NULL };
	char *cid = series_change_id(pf);
	struct mbuf out = MBUF_INIT, name = MBUF_INIT;
	bool found = false;
	int st;

	for (int round = 0; round < 2 && !found; round++) {
		const char *args[] = { "for-each-ref",
				       "--format=%(creatordate:unix)", NULL,
				       NULL };

		mbuf_reset(&name);
		if (round == 0 && cid) {
			mbuf_addf(&name, "%s", cid);
		} else if (round == 1 && pf->git_runs < MNT_PF_GIT_MAX) {
			mbuf_reset(&out);
			pf->git_runs++;
			if (mnt_git(pf->o.root, head, &out, 4096, true, &st) ||
			    st || !out.buf || strncmp(out.buf, "b4/", 3))
				continue;
			mbuf_add(&name, out.buf + 3,
				 strcspn(out.buf + 3, "\n"));
		} else {
			continue;
		}
		mbuf_reset(tag);
		mbuf_addf(tag, "refs/tags/sent/%s-v%d", name.buf, v);
		args[2] = tag->buf;
		mbuf_reset(&out);
		if (pf->git_runs >= MNT_PF_GIT_MAX)
			break;
		pf->git_runs++;
		if (!mnt_git(pf->o.root, args, &out, 4096, true, &st) && !st &&
		    out.buf && atoll(out.buf) > 0) {
			*at = atoll(out.buf);
			found = true;
		}
	}
	free(cid);
	mbuf_release(&out);
	mbuf_release(&name);
	return found;
}

/* The sent mail folder: --sent, else maint.sentFolder ("~/" is $HOME's;
 * a relative path of .maint.conf or git config is the tree's). */
static char *sent_folder(const struct maint_preflight *pf, const char **from)
{
	const char *v = pf->o.sent, *home = getenv("HOME");
	struct mbuf p = MBUF_INIT;

	*from = "--sent";
	if (!v) {
		v = pf->conf.sent;
		*from = pf->conf.sent_from;
	}
	if (!v || !*v)
		return NULL;
	if (v[0] == '~' && v[1] == '/' && home && *home)
		mbuf_addf(&p, "%s/%s", home, v + 2);
	else if (v[0] != '/' && v != pf->o.sent && strcmp(pf->o.root, "."))
		mbuf_addf(&p, "%s/%s", pf->o.root, v);
	else
		mbuf_adds(&p, v);
	return mbuf_detach(&p, NULL);
}

/*
 * When version @v was sent: --previous, else the sender's sent mail
 * (--sent, maint.sentFolder), else b4's sent tags.  *prev's how says
 * which; when none is found, *unknown says what was looked at.
 */
static void previous_sent(struct maint_preflight *pf, int v,
			  const struct pf_when *now, struct pf_when *prev,
			  struct mbuf *tag, struct mbuf *unknown)
{
	const char *from = NULL;
	char *folder;
	long long at;

	if (pf->o.previous_at > 0) {
		prev->lo = prev->hi = pf->o.previous_at;
		prev->how = "--previous";
		return;
	}
	if (pf->o.previous >= 0) {
		when_day(prev, pf->o.previous, "--previous");
		return;
	}
	mbuf_adds(unknown, "no --previous");
	folder = sent_folder(pf, &from);
	if (folder) {
		struct mnt_pf_sent s;

		if (mnt_pf_sent_find(pf, folder, v, now->hi + 1, &s)) {
			pf->oom = true;
		} else if (s.at) {
			mbuf_reset(tag);
			mbuf_addf(tag, "the %s of v%d in the sent mail %s",
				  s.how, v, folder);
			prev->lo = prev->hi = s.at;
			prev->how = tag->buf;
			free(folder);
			return;
		} else if (s.error) {
			mbuf_addf(unknown, "; the sent mail %s (%s): %s",
				  folder, from, s.error);
		} else {
			mbuf_addf(
				unknown,
				"; no mail of v%d in the sent mail %s (%s; %zu mail%s read%s)",
				v, folder, from, s.nmails,
				s.nmails == 1 ? "" : "s",
				s.capped ? ", the most recent only" : "");
		}
		free(folder);
	} else {
		mbuf_adds(unknown,
			  ", no sent mail named (--sent, maint.sentFolder)");
	}
	if (pf->git == 1 && b4_sent(pf, v, &at, tag)) {
		prev->lo = prev->hi = at;
		prev->how = tag->buf + strlen("refs/tags/");
		return;
	}
	mbuf_adds(unknown, ", no b4 sent tag");
}

/*
 * The repost wait: the interval since the previous version, from the
 * times given (--posted, --previous) or found (b4's sent tags).  With a
 * day only, the interval is known to a day: a WARNING only when it is
 * certainly too short, a CHECK when it may be.
 */
static void check_repost(struct maint_preflight *pf)
{
	size_t profs[MAXP], np, p, k, i;
	struct pf_when now, prev = { 0, 0, NULL };
	struct mbuf tag = MBUF_INIT, unknown = MBUF_INIT;
	int version = 1;
	bool looked = false;

	for (i = 0; i < pf->nmsgs; i++)
		if (!pf->mails[i].skipped && pf->msgs[i].version > version)
			version = pf->msgs[i].version;
	if (version < 2 && pf->o.previous < 0 && pf->o.previous_at <= 0)
		return; /* a first version, and no previous one named */
	if (pf->o.posted_at > 0) {
		now.lo = now.hi = pf->o.posted_at;
		now.how = "--posted";
	} else {
		when_day(&now,
			 pf->o.posted >= 0 ? pf->o.posted :
			 pf->o.cycle	   ? pf->o.cycle->today :
					     maint_date_today(),
			 "today");
	}
	profs_of(pf, MNT_PF_SERIES, profs, &np, MAXP);
	for (p = 0; p < np; p++) {
		const struct maint_fact *fs[MAXF];
		size_t nf = facts_of(pf, profs[p], MAINT_FACT_REPOST_WAIT,
				     MNT_PF_SERIES, fs, MAXF);

		for (k = 0; k < nf; k++) {
			long long want = (long long)fs[k]->number;
			long long lo, hi;

			/* looked for once, where a wait asks for it */
			if (fs[k]->number && !looked) {
				looked = true;
				previous_sent(pf, version - 1, &now, &prev,
					      &tag, &unknown);
			}
			lo = now.lo - prev.hi;
			hi = now.hi - prev.lo;
			if (!fs[k]->number) {
				mnt_pf_add(
					pf, MAINT_INFO, "rule", MNT_PF_SERIES,
					0, fs[k], NULL,
					"repost-wait '%s' of %s is not a duration: not checked",
					fs[k]->value,
					pf->profs[profs[p]].value);
				continue;
			}
			if (!prev.how) {
				mnt_pf_add(
					pf, MAINT_INFO, "repost-wait",
					MNT_PF_SERIES, 0, fs[k],
					"pass --previous DATE[THH:MM], or --sent with the mbox or maildir of your sent mail, to check it",
					"v%d: %s asks for %s between postings; when v%d was sent is not known (%s)",
					version, pf->profs[profs[p]].value,
					fs[k]->value, version - 1, unknown.buf);
				continue;
			}
			if (hi < want)
				mnt_pf_add(
					pf,
					rule_level(pf, MNT_PF_SERIES, profs[p],
						   fs[k], MAINT_WARNING),
					"repost-wait", MNT_PF_SERIES, 0, fs[k],
					"wait before posting again",
					"v%d %s %lld hour(s) after v%d (%s); %s asks for %s",
					version,
					now.lo == now.hi ? "posted" :
							   "posted at most",
					(hi + 3599) / 3600, version - 1,
					prev.how, pf->profs[profs[p]].value,
					fs[k]->value);
			else if (lo < want)
				mnt_pf_add(
					pf, MAINT_INFO, "repost-wait",
					MNT_PF_SERIES, 0, fs[k],
					"pass --posted and --previous with the time (DATE THH:MM) to be sure",
					"v%d may come less than %s after v%d (%s): the days are known, not the hours; %s asks for %s",
					version, fs[k]->value, version - 1,
					prev.how, pf->profs[profs[p]].value,
					fs[k]->value);
		}
	}
	mbuf_release(&tag);
	mbuf_release(&unknown);
}

/* "fix", "fixes", "fixed", "fixing" as a word of the summary */
static bool fix_words(const char *s)
{
	static const char *const words[] = { "fix", "fixes", "fixed",
					     "fixing" };

	for (size_t k = 0; s && k < ARRAY_SIZE(words); k++)
		if (has_word(s, words[k]))
			return true;
	return false;
}

/*
 * A fix: a Fixes: tag, a tree tag the profile (or the user) gives for
 * fixes; and, apart, a subject that says it fixes something.
 */
static void mark_fixes(struct maint_preflight *pf)
{
	size_t i, p, k;

	for (i = 0; i < pf->nmsgs; i++) {
		const struct pf_msg *m = &pf->msgs[i];
		size_t pos = 0;
		bool uf = false;

		if (pf->mails[i].skipped)
			continue;
		pf->info[i].fix_words = !pf->mails[i].cover &&
					fix_words(m->summary) &&
					!mnt_pf_wording_fix(m->summary);
		pf->info[i].fix =
			mnt_pf_trailer(m, "Fixes", &pos) != NULL ||
			(user_tag_hit(user_tags(pf, i), m, &uf) && uf);
		for (p = 0; p < pf->info[i].nprofs && !pf->info[i].fix; p++) {
			const struct pf_prof *pp =
				&pf->profs[pf->info[i].profs[p]];
			size_t nf = pp->prof ? maint_profile_nfacts(pp->prof) :
					       0;

			for (k = 0; k < nf; k++) {
				const struct maint_fact *f =
					maint_profile_fact(pp->prof, k);
				if (f->kind != MAINT_FACT_SUBJECT_TAG ||
				    !f->level || strcmp(f->level, "fixes"))
					continue;
				if (f->value && has_tag(m, f->value))
					pf->info[i].fix = true;
			}
		}
	}
}

/* Is the root the top of a git work tree of its own? */
static void detect_git(struct maint_preflight *pf)
{
	const char *args[] = { "rev-parse", "--show-prefix", NULL };
	struct mbuf out = MBUF_INIT;
	char *msg = NULL;
	int st, ret = pf->o.git ? mnt_git(pf->o.root, args, &out, 4096, true,
					  &st) :
				  -ENOENT;

	pf->git = 2;
	if (!ret && !st && (!out.len || out.buf[0] == '\n'))
		pf->git = 1;
	/* refused for its owner: the git checks are not made; say why */
	if (ret == -MAINT_E_GITREFUSED &&
	    mnt_git_refused(pf->o.root, &msg) > 0 && msg)
		mnt_diag(&pf->diag, NULL, 0, MAINT_WARNING, msg);
	free(msg);
	mbuf_release(&out);
}

int mnt_pf_rules(struct maint_preflight *pf)
{
	size_t i;

	detect_git(pf);

	load_sp(pf);
	if (!pf->sp_file)
		return -ENOMEM;
	mark_fixes(pf);
	if (pf->o.recipients)
		mnt_pf_recipients(pf);
	for (i = 0; i < pf->nmsgs; i++) {
		if (pf->mails[i].skipped || !pf->msgs[i].nheaders)
			continue;
		/* not a patch for this tree: said so, its rules are not ours */
		if (pf->info[i].files.n && !pf->info[i].in_tree)
			continue;
		subject_tags(pf, i);
		check_timing(pf, i);
		if (pf->mails[i].cover)
			continue;
		if (!pf->msgs[i].patch_tag && pf->msgs[i].subject)
			mnt_pf_add_at(
				pf,
				pf->msgs[i].rfc ? MAINT_INFO : MAINT_WARNING,
				"subject", i, pf->msgs[i].subject_line, NULL, 0,
				"git format-patch writes [PATCH]",
				"no [PATCH] tag in the subject");
		if (pf->msgs[i].subject)
			subject_prefix(pf, i);
		if (pf->msgs[i].subject && *pf->msgs[i].summary)
			summary_style(pf, i);
		check_trailers(pf, i);
	}
	check_series(pf);
	if (!pf->o.per_patch)
		check_repost(pf);
	return pf->oom ? -ENOMEM : 0;
}
