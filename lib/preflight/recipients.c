// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint preflight: the recipients of each patch against maint get's
 * answer for it, section by section.  People are compared as people (the
 * tree's .mailmap), lists as lists (a list's "lists." host and the
 * aliases the user states).  The levels say how sure maint is:
 *
 * - a primary section (the most specific F: match of one of the patch's
 *   files) none of whose maintainers and lists is reached: an ERROR;
 * - one of its maintainers or lists missed while the section is reached:
 *   a WARNING; its reviewers: a CHECK;
 * - sections less specific than another one of the same file (the
 *   catch-alls: DOCUMENTATION for a driver's document, NETWORKING
 *   DRIVERS for one driver), sections that only N: or K: patterns
 *   matched, and THE REST's list: a CHECK.
 *
 * The cover letter should reach everyone the patches reach.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "preflight/recipients.h"
#include "base/strlist.h"
#include "db/email.h"
#include "maint.h"
#include "mbuf.h"
#include "preflight/conf.h"
#include "preflight/finding.h"
#include "preflight/preflight-int.h"
#include "preflight/preflight-mail.h"
#include "preflight/series.h"

#define NAMES_MAX 8

/* The address @r maps to through .mailmap, canonical (malloc'd). */
static char *mapped_canon(struct maint_preflight *pf, const char *name,
			  const char *addr)
{
	struct mbuf in = MBUF_INIT, out = MBUF_INIT;
	char *a, *c = NULL;

	if (name && *name)
		mbuf_addf(&in, "%s <%s>", name, addr);
	else
		mbuf_adds(&in, addr);
	mnt_mailmap_email(&pf->mailmap, in.buf, in.len, &out);
	a = mnt_pf_addr_of(out.buf ? out.buf : "", out.len);
	if (a)
		c = mnt_pf_canon_addr(pf, a);
	free(a);
	mbuf_release(&in);
	mbuf_release(&out);
	return c;
}

/* The canonical addresses mail m reaches: From:, To:, Cc:, as mapped. */
static void reach_of(struct maint_preflight *pf, const struct pf_msg *m,
		     struct strlist *out)
{
	char *from = m->from ? mnt_pf_addr_of(m->from, strlen(m->from)) : NULL;

	for (size_t k = 0; k <= m->nrcpt; k++) {
		const char *name = k < m->nrcpt ? m->rcpt[k].name : "";
		const char *addr = k < m->nrcpt ? m->rcpt[k].addr : from;
		char *c, *mc;

		if (!addr)
			continue;
		c = mnt_pf_canon_addr(pf, addr);
		mc = mapped_canon(pf, name, addr);
		if (c)
			mnt_strlist_push(out, c, strlen(c));
		if (mc && (!c || strcmp(c, mc)))
			mnt_strlist_push(out, mc, strlen(mc));
		if (!c || !mc)
			pf->oom = true;
		free(c);
		free(mc);
	}
	free(from);
	if (out->oom)
		pf->oom = true;
}

static bool in_list(const struct strlist *l, const char *s)
{
	for (size_t k = 0; k < l->n; k++)
		if (!strcmp(l->v[k], s))
			return true;
	return false;
}

bool mnt_pf_reached(const struct maint_preflight *pf, const struct pf_msg *m,
		    const char *addr)
{
	struct strlist r = { 0 };
	bool hit;

	reach_of((struct maint_preflight *)pf, m, &r);
	hit = in_list(&r, addr);
	mnt_strlist_clear(&r);
	return hit;
}

/*
 * A person (not a list) reached at another address under the same name:
 * the address they were reached at, or NULL.
 */
static const char *by_name(const struct pf_msg *m, const struct pf_expect *x)
{
	if (x->is_list || !*x->name)
		return NULL;
	for (size_t k = 0; k < m->nrcpt; k++) {
		const char *n = m->rcpt[k].name;
		size_t nl = strlen(n), xl = strlen(x->name);
		const char *xn = x->name;

		if (xl >= 2 && xn[0] == '"' && xn[xl - 1] == '"') {
			xn++;
			xl -= 2;
		}
		if (nl && nl == xl && !strncasecmp(n, xn, nl))
			return m->rcpt[k].addr;
	}
	return NULL;
}

/* A line of section @sec naming @addr (else its header), for the rule. */
static void section_line(struct maint_preflight *pf, size_t sec,
			 const char *addr, const char **file,
			 unsigned int *line)
{
	const struct maint_section *s = maint_db_section(pf->o.db, sec);
	const struct maint_item *h = maint_db_item(pf->o.db, s->header);

	*file = h->file;
	*line = h->line;
	for (size_t it = s->first; addr && it < s->end; it++) {
		const struct maint_item *x = maint_db_item(pf->o.db, it);

		if (x->value && strchr("MRL", x->type) &&
		    strcasestr(x->value, addr)) {
			*file = x->file;
			*line = x->line;
			return;
		}
	}
}

/* Is any M:, R: or L: address of @sec among @reach? */
static bool section_reached(struct maint_preflight *pf, size_t sec,
			    const struct strlist *reach)
{
	const struct maint_section *s = maint_db_section(pf->o.db, sec);

	for (size_t it = s->first; it < s->end; it++) {
		const struct maint_item *x = maint_db_item(pf->o.db, it);
		struct mbuf out = MBUF_INIT;
		char *a, *c;
		size_t n;
		bool hit;

		if (!x->value || !strchr("MRL", x->type))
			continue;
		n = x->type == 'L' ? strcspn(x->value, " \t") :
				     strlen(x->value);
		if (x->type != 'L')
			mnt_mailmap_email(&pf->mailmap, x->value, n, &out);
		a = out.len ? mnt_pf_addr_of(out.buf, out.len) :
			      mnt_pf_addr_of(x->value, n);
		c = a ? mnt_pf_canon_addr(pf, a) : NULL;
		hit = c && in_list(reach, c);
		if (!hit && a && out.len) {
			/* the address as written, unmapped */
			char *raw = mnt_pf_addr_of(x->value, n);
			char *rc = raw ? mnt_pf_canon_addr(pf, raw) : NULL;

			hit = rc && in_list(reach, rc);
			free(raw);
			free(rc);
		}
		free(a);
		free(c);
		mbuf_release(&out);
		if (hit)
			return true;
	}
	return false;
}

static const char *kind_word(char k)
{
	return k == 'M' ? "maintainer" : k == 'R' ? "reviewer" : "list";
}

/* The section of mail @i is none of its people and lists reach: ERROR. */
static void report_section(struct maint_preflight *pf, size_t i,
			   const struct pf_sec *s)
{
	const struct pf_info *in = &pf->info[i];
	const struct pf_msg *m = &pf->msgs[i];
	struct mbuf who = MBUF_INIT, fix = MBUF_INIT;
	const char *rf;
	unsigned int rl, line = m->to_line ? m->to_line : m->line;
	size_t n = 0;

	for (size_t k = 0; k < in->nwants; k++) {
		const struct pf_want *w = &in->wants[k];
		const struct pf_expect *x = &pf->exp[w->exp];
		bool dup = false;

		if (w->section != s->section || w->kind == 'R')
			continue;
		for (size_t q = 0; q < k; q++)
			dup |= in->wants[q].section == s->section &&
			       in->wants[q].exp == w->exp;
		if (dup)
			continue;
		if (n < NAMES_MAX)
			mbuf_addf(&who, "%s%s", n ? ", " : "", x->email);
		mbuf_addf(&fix, "%s'Cc: %s'", n ? " " : "add ", x->email);
		n++;
	}
	if (!n) {
		mbuf_release(&who);
		mbuf_release(&fix);
		return;
	}
	if (n > NAMES_MAX)
		mbuf_addf(&who, " and %zu more", n - NAMES_MAX);
	mbuf_adds(&fix, " (b4 prep --auto-to-cc; git send-email --cc-cmd)");
	section_line(pf, s->section, NULL, &rf, &rl);
	mnt_pf_add_at(
		pf, MAINT_ERROR, "recipients", i, line, rf, rl, fix.buf,
		"none of the maintainers and lists of %s is a recipient: %s",
		maint_section_name(pf->o.db, s->section), who.buf);
	mbuf_release(&who);
	mbuf_release(&fix);
}

/* The strongest reason mail @i should reach x, and its level. */
struct pick {
	const struct pf_want *w;
	enum maint_level lvl;
	bool found;
};

static void report_person(struct maint_preflight *pf, size_t i,
			  const struct pick *pk)
{
	const struct pf_msg *m = &pf->msgs[i];
	const struct pf_expect *x = &pf->exp[pk->w->exp];
	const char *sec = maint_section_name(pf->o.db, pk->w->section);
	unsigned int line = m->to_line ? m->to_line : m->line, rl;
	const char *rf, *alt = by_name(m, x);
	struct mbuf fix = MBUF_INIT;

	section_line(pf, pk->w->section, x->addr, &rf, &rl);
	if (alt) {
		mnt_pf_add_at(
			pf, MAINT_INFO, "recipients", i, line, rf, rl, NULL,
			"%s %s (%s) is reached at %s, not at the address MAINTAINERS gives",
			kind_word(pk->w->kind), x->email, sec, alt);
		return;
	}
	mbuf_addf(
		&fix,
		"add 'Cc: %s' (b4 prep --auto-to-cc; git send-email --cc-cmd)",
		x->email);
	mnt_pf_add_at(pf, pk->lvl, "recipients", i, line, rf, rl, fix.buf,
		      "%s %s of %s is not a recipient", kind_word(pk->w->kind),
		      x->email, sec);
	mbuf_release(&fix);
}

/*
 * The CHECKs of mail @i, one per section: who of a secondary section (or
 * a reviewer of a primary one) it does not reach, and why that is only a
 * CHECK.
 */
static void report_checks(struct maint_preflight *pf, size_t i,
			  const struct pick *pk, const struct strlist *reach)
{
	const struct pf_msg *m = &pf->msgs[i];
	const struct pf_info *in = &pf->info[i];
	unsigned int line = m->to_line ? m->to_line : m->line;

	for (size_t k = 0; k < in->nsecs; k++) {
		const struct pf_sec *s = &in->secs[k];
		struct mbuf who = MBUF_INIT, fix = MBUF_INIT;
		size_t n = 0;
		bool kw = false;
		const char *rf, *why;
		unsigned int rl;

		for (size_t e = 0; e < pf->nexp; e++) {
			if (!pk[e].found || pk[e].lvl != MAINT_INFO ||
			    pk[e].w->section != s->section ||
			    by_name(m, &pf->exp[e]))
				continue;
			kw |= pk[e].w->keyword;
			if (n < NAMES_MAX)
				mbuf_addf(&who, "%s%s", n ? ", " : "",
					  pf->exp[e].email);
			mbuf_addf(&fix, "%s'Cc: %s'", n ? " " : "add ",
				  pf->exp[e].email);
			n++;
		}
		if (!n) {
			mbuf_release(&who);
			mbuf_release(&fix);
			continue;
		}
		if (n > NAMES_MAX)
			mbuf_addf(&who, " and %zu more", n - NAMES_MAX);
		why = s->rest ? "the catch-all of every file" :
		      kw      ? "a K: keyword match" :
		      !s->by_file ?
			   "an N: pattern match" :
		      s->primary ?
			   "its reviewers" :
		      section_reached(pf, s->section, reach) ?
			   "a less specific section; reached through its list or people" :
			   "a less specific section than another of the same files";
		mbuf_adds(&fix, " if they should see it");
		section_line(pf, s->section, NULL, &rf, &rl);
		mnt_pf_add_at(pf, MAINT_INFO, "recipients", i, line, rf, rl,
			      fix.buf, "not recipients of %s (%s): %s",
			      s->rest ?
				      "THE REST" :
				      maint_section_name(pf->o.db, s->section),
			      why, who.buf);
		mbuf_release(&who);
		mbuf_release(&fix);
	}
}

/* How much it matters that want @w of section @s is missed. */
static enum maint_level want_level(const struct pf_want *w,
				   const struct pf_sec *s)
{
	if (!s->primary || w->keyword || s->rest || !s->by_file)
		return MAINT_INFO;
	return w->kind == 'R' ? MAINT_INFO : MAINT_WARNING;
}

static const struct pf_sec *sec_of(const struct pf_info *in, size_t section)
{
	for (size_t k = 0; k < in->nsecs; k++)
		if (in->secs[k].section == section)
			return &in->secs[k];
	return NULL;
}

static void check_patch(struct maint_preflight *pf, size_t i)
{
	const struct pf_info *in = &pf->info[i];
	const struct pf_msg *m = &pf->msgs[i];
	struct strlist reach = { 0 };
	struct pick *pk = calloc(pf->nexp + 1, sizeof(*pk));
	bool *unreached = calloc(in->nsecs + 1, sizeof(*unreached));

	if (!pk || !unreached) {
		pf->oom = true;
		goto out;
	}
	reach_of(pf, m, &reach);
	for (size_t k = 0; k < in->nsecs; k++) {
		const struct pf_sec *s = &in->secs[k];

		if (s->primary && !section_reached(pf, s->section, &reach)) {
			unreached[k] = true;
			report_section(pf, i, s);
		}
	}
	for (size_t k = 0; k < in->nwants; k++) {
		const struct pf_want *w = &in->wants[k];
		const struct pf_sec *s = sec_of(in, w->section);
		enum maint_level lvl;

		if (!s || unreached[s - in->secs] ||
		    in_list(&reach, pf->exp[w->exp].addr))
			continue;
		lvl = want_level(w, s);
		if (!pk[w->exp].found || lvl > pk[w->exp].lvl ||
		    (lvl == pk[w->exp].lvl && pk[w->exp].w->keyword &&
		     !w->keyword)) {
			pk[w->exp].w = w;
			pk[w->exp].lvl = lvl;
			pk[w->exp].found = true;
		}
	}
	/* a person wanted by a section left unreached is named there */
	for (size_t k = 0; k < in->nwants; k++) {
		const struct pf_sec *s = sec_of(in, in->wants[k].section);

		if (s && unreached[s - in->secs])
			pk[in->wants[k].exp].found = false;
	}
	for (size_t e = 0; e < pf->nexp; e++)
		if (pk[e].found &&
		    (pk[e].lvl > MAINT_INFO || by_name(m, &pf->exp[e])))
			report_person(pf, i, &pk[e]);
	report_checks(pf, i, pk, &reach);
out:
	mnt_strlist_clear(&reach);
	free(pk);
	free(unreached);
}

/* [PATCH 6.6 01/23], [PATCH 5.15.y]: a backport for the stable trees */
static bool backport(const struct pf_msg *m)
{
	for (size_t i = 0; i < m->ntags; i++) {
		const char *t = m->tags[i];
		size_t d = strspn(t, "0123456789");

		if (!strcasecmp(t, "stable") ||
		    (d && t[d] == '.' && isdigit((unsigned char)t[d + 1])))
			return true;
	}
	return false;
}

/* The cover letter should reach everyone a patch reaches. */
static void check_cover(struct maint_preflight *pf, size_t cover)
{
	const struct pf_msg *c = &pf->msgs[cover];
	struct strlist reach = { 0 }, miss = { 0 };
	struct mbuf who = MBUF_INIT;

	reach_of(pf, c, &reach);
	for (size_t i = 0; i < pf->nmsgs; i++) {
		const struct pf_msg *m = &pf->msgs[i];

		if (pf->mails[i].skipped || pf->mails[i].cover)
			continue;
		for (size_t k = 0; k < m->nrcpt; k++) {
			char *a = mnt_pf_canon_addr(pf, m->rcpt[k].addr);

			if (a && !in_list(&reach, a) && !in_list(&miss, a))
				mnt_strlist_push(&miss, a, strlen(a));
			free(a);
		}
	}
	for (size_t k = 0; k < miss.n && k < NAMES_MAX; k++)
		mbuf_addf(&who, "%s%s", k ? ", " : "", miss.v[k]);
	if (miss.n > NAMES_MAX)
		mbuf_addf(&who, " and %zu more", miss.n - NAMES_MAX);
	if (miss.n)
		mnt_pf_add_at(
			pf, MAINT_INFO, "recipients", cover,
			c->to_line ? c->to_line : c->line, NULL, 0,
			"send the cover letter to everyone the patches go to (b4 send does)",
			"the cover letter does not reach %zu recipient%s of the patches: %s",
			miss.n, miss.n == 1 ? "" : "s", who.buf);
	mbuf_release(&who);
	mnt_strlist_clear(&reach);
	mnt_strlist_clear(&miss);
}

void mnt_pf_recipients(struct maint_preflight *pf)
{
	size_t i, cover = mnt_pf_cover(pf), norcpt = 0, first = 0;

	for (i = 0; i < pf->nmsgs; i++)
		if (!pf->mails[i].skipped && backport(&pf->msgs[i])) {
			mnt_pf_add_at(
				pf, MAINT_INFO, "recipients", i,
				pf->msgs[i].subject_line, NULL, 0, NULL,
				"a backport for the stable trees: its recipients follow the stable rules and are not checked");
			return;
		}
	for (i = 0; i < pf->nmsgs; i++) {
		if (pf->mails[i].skipped || pf->mails[i].cover ||
		    !pf->info[i].in_tree || !pf->msgs[i].nheaders)
			continue;
		if (!pf->msgs[i].nrcpt) {
			if (!norcpt++)
				first = i;
			continue;
		}
		check_patch(pf, i);
	}
	if (norcpt)
		mnt_pf_add_at(
			pf, MAINT_INFO, "recipients", first,
			pf->msgs[first].line, NULL, 0,
			"write them into the mails (git format-patch --to/--cc, b4 prep --auto-to-cc) to have them checked",
			"no To: or Cc: in %zu of the mails: their recipients are not checked",
			norcpt);
	if (cover != MNT_PF_SERIES && pf->msgs[cover].nheaders &&
	    pf->msgs[cover].nrcpt)
		check_cover(pf, cover);
}
