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

#include "base/gitrun.h"
#include "base/lines.h"
#include "fsutil.h"
#include "preflight/preflight-int.h"

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
static bool reached(const struct pf_msg *m, const char *addr);

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
			     reached(&pf->msgs[k], "stable@vger.kernel.org")))
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
		if (f->cond != MAINT_COND_NONE && !maint_fact_kind_multi(kind)) {
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

/* Recipients */

static void find_item(const struct maint_preflight *pf, const char *section,
		      const char *addr, const char **file, unsigned int *line)
{
	size_t s = maint_db_find_section(pf->o.db, section), it;
	const struct maint_section *sec;

	*file = NULL;
	*line = 0;
	if (s == (size_t)-1)
		return;
	sec = maint_db_section(pf->o.db, s);
	for (it = sec->first; it < sec->end; it++) {
		const struct maint_item *x = maint_db_item(pf->o.db, it);
		size_t al = strlen(addr);

		if (x->value && (x->type == 'M' || x->type == 'R' ||
				 x->type == 'L') &&
		    strcasestr(x->value, addr) && al) {
			*file = x->file;
			*line = x->line;
			return;
		}
	}
	*file = maint_db_item(pf->o.db, sec->header)->file;
	*line = maint_db_item(pf->o.db, sec->header)->line;
}

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

static const char *kind_word(char k)
{
	return k == 'M' ? "maintainer" : k == 'R' ? "reviewer" : "list";
}

static bool reached(const struct pf_msg *m, const char *addr)
{
	size_t k;

	for (k = 0; k < m->nrcpt; k++)
		if (!strcmp(m->rcpt[k].addr, addr))
			return true;
	return false;
}

/* A list of one of @x's sections that mail @i reaches, or NULL. */
static const char *list_reached(const struct maint_preflight *pf, size_t i,
				const struct pf_expect *x)
{
	const struct pf_info *in = &pf->info[i];
	size_t k, q, si = maint_db_find_section(pf->o.db, x->section);

	if (si != (size_t)-1) {
		const struct maint_section *sec = maint_db_section(pf->o.db, si);

		for (k = sec->first; k < sec->end; k++) {
			const struct maint_item *it = maint_db_item(pf->o.db, k);
			size_t n;
			char *a;
			bool r;

			if (it->type != 'L' || !it->value)
				continue;
			n = strcspn(it->value, " \t");
			a = mnt_pf_addr_of(it->value, n);
			r = a && reached(&pf->msgs[i], a);
			free(a);
			if (r)
				return it->value;
		}
	}

	for (k = 0; k < in->nexpected; k++) {
		const struct pf_expect *l = &pf->exp[in->expected[k]];
		const char *s;

		if (l->kind != 'L' || l->rest || !reached(&pf->msgs[i], l->addr))
			continue;
		for (s = x->sections; *s; s += q + 1) {
			q = strcspn(s, "\n");
			if (q && memmem(l->sections, strlen(l->sections), s, q))
				return l->addr;
			if (!s[q])
				break;
		}
	}
	return NULL;
}

static void check_person(struct maint_preflight *pf, size_t i,
			 const struct pf_expect *x, bool cover)
{
	const char *via;
	const struct pf_msg *m = &pf->msgs[i];
	const char *rf;
	unsigned int rl, line = m->to_line ? m->to_line : m->line;
	struct mbuf fix = MBUF_INIT;
	char *from = m->from ? mnt_pf_addr_of(m->from, strlen(m->from)) : NULL;
	enum maint_level lvl;
	size_t k;
	bool done = false;

	if (from && !strcmp(from, x->addr))
		done = true;
	free(from);
	for (k = 0; k < m->nrcpt && !done; k++)
		done = !strcmp(m->rcpt[k].addr, x->addr);
	if (done)
		return;
	find_item(pf, x->section, x->addr, &rf, &rl);
	for (k = 0; k < m->nrcpt; k++) {
		char *ma = mapped_addr(pf, &m->rcpt[k]);
		bool same = ma && !strcmp(ma, x->addr);

		free(ma);
		if (same) {
			mnt_pf_add_at(pf, MAINT_INFO, "recipients", i, line, rf,
				      rl, NULL,
				      "%s %s (%s) reached only at an old address %s (.mailmap maps it to %s)",
				      kind_word(x->kind), x->name, x->section,
				      m->rcpt[k].addr, x->addr);
			return;
		}
		if (*x->name && *m->rcpt[k].name &&
		    !strcasecmp(x->name, m->rcpt[k].name) && x->kind != 'L') {
			mnt_pf_add_at(pf, MAINT_INFO, "recipients", i, line, rf,
				      rl, NULL,
				      "%s %s (%s) reached at %s, not at %s as MAINTAINERS says",
				      kind_word(x->kind), x->name, x->section,
				      m->rcpt[k].addr, x->addr);
			return;
		}
	}
	/* a list of the same section reaches the people it stands for */
	via = x->rest ? NULL : list_reached(pf, i, x);
	if (x->rest)
		lvl = MAINT_INFO;
	else if (x->keyword || x->kind == 'R' || via)
		lvl = cover ? MAINT_INFO : MAINT_WARNING;
	else
		lvl = cover ? MAINT_WARNING : MAINT_ERROR;
	mbuf_addf(&fix, "add 'Cc: %s' (git send-email --cc, b4 prep --auto-to-cc)",
		  x->email);
	mnt_pf_add_at(pf, lvl, "recipients", i, line, rf, rl, fix.buf,
		      "%s %s%s%s is not a recipient%s%s%s%s%.*s%s",
		      x->kind == 'L' ? "list" : kind_word(x->kind), x->email,
		      *x->section ? " of " : "", x->section,
		      cover ? " of the cover letter" : "",
		      x->keyword ? " (a K: keyword match)" : "",
		      x->rest ? " (THE REST)" : "",
		      via ? "; the section's list " : "",
		      via ? (int)strcspn(via, " \t") : 0, via ? via : "",
		      via ? " is" : "");
	mbuf_release(&fix);
}

/* [PATCH 6.6 01/23], [PATCH 5.15.y]: a backport for the stable trees */
static bool backport(const struct pf_msg *m)
{
	size_t i;

	for (i = 0; i < m->ntags; i++) {
		const char *t = m->tags[i];
		size_t d = strspn(t, "0123456789");

		if (!strcasecmp(t, "stable") ||
		    (d && t[d] == '.' && isdigit((unsigned char)t[d + 1])))
			return true;
	}
	return false;
}

static void check_recipients(struct maint_preflight *pf)
{
	size_t i, k, j, cover = mnt_pf_cover(pf);

	for (i = 0; i < pf->nmsgs; i++)
		if (!pf->mails[i].skipped && backport(&pf->msgs[i])) {
			mnt_pf_add_at(pf, MAINT_INFO, "recipients", i,
				      pf->msgs[i].subject_line, NULL, 0, NULL,
				      "a backport for the stable trees: its recipients follow the stable rules and are not checked");
			return;
		}

	for (i = 0; i < pf->nmsgs; i++) {
		const struct pf_info *in = &pf->info[i];

		if (pf->mails[i].skipped || pf->mails[i].cover ||
		    !in->in_tree || !pf->msgs[i].nheaders)
			continue;
		if (!pf->msgs[i].nrcpt) {
			mnt_pf_add_at(pf, MAINT_WARNING, "recipients", i,
				      pf->msgs[i].line, NULL, 0,
				      "write them into the mails (git format-patch --to/--cc, b4 prep --auto-to-cc) to have them checked",
				      "no To: or Cc: in the mail: recipients not checked");
			continue;
		}
		for (k = 0; k < in->nexpected; k++)
			check_person(pf, i, &pf->exp[in->expected[k]], false);
	}
	if (cover == MNT_PF_SERIES || !pf->msgs[cover].nheaders)
		return;
	/* the cover letter: everyone of the series, once */
	for (i = 0; i < pf->nmsgs; i++) {
		const struct pf_info *in = &pf->info[i];

		if (pf->mails[i].skipped || pf->mails[i].cover || !in->in_tree)
			continue;
		for (k = 0; k < in->nexpected; k++) {
			const struct pf_expect *x = &pf->exp[in->expected[k]];
			bool seen = false;

			for (j = 0; j < i && !seen; j++) {
				size_t q;

				if (pf->mails[j].skipped || pf->mails[j].cover ||
				    !pf->info[j].in_tree)
					continue;
				for (q = 0; q < pf->info[j].nexpected; q++)
					seen |= !strcmp(pf->exp[pf->info[j].expected[q]].addr,
							x->addr);
			}
			if (!seen)
				check_person(pf, cover, x, true);
		}
	}
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

static void subject_tags(struct maint_preflight *pf, size_t i)
{
	const struct pf_msg *m = &pf->msgs[i];
	size_t profs[MAXP], np, p, pos = 0;
	bool fixes_tag = mnt_pf_trailer(m, "Fixes", &pos) != NULL;

	profs_of(pf, i, profs, &np, MAXP);
	for (p = 0; p < np; p++) {
		const struct maint_fact *fs[MAXF];
		const char *vals[MAXF];
		size_t nf = facts_of(pf, profs[p], MAINT_FACT_SUBJECT_TAG, i, fs,
				     MAXF),
		       k, nv = 0, q;
		const struct maint_fact *hit = NULL;
		struct mbuf list = MBUF_INIT, fix = MBUF_INIT;

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
			if (!hit && fs[k]->value && has_tag(m, fs[k]->value))
				hit = fs[k];
		}
		for (k = 0; k < nf && !hit; k++)
			for (q = 0; q < nv && !hit; q++)
				if (has_tag(m, vals[q]))
					hit = fs[k];
		if (!nf)
			continue;
		if (!hit) {
			for (q = 0; q < nv; q++)
				mbuf_addf(&list, "%s[PATCH %s]",
					  q ? (q + 1 == nv ? " or " : ", ") : "",
					  vals[q]);
			mbuf_addf(&fix, "git format-patch --subject-prefix='PATCH %s'",
				  nv ? vals[0] : "TREE");
			mnt_pf_add(pf, MAINT_ERROR, "subject-tag", i,
				   m->subject_line, fs[0], fix.buf,
				   "no tree tag in the subject: %s asks for %s",
				   pf->profs[profs[p]].value, list.buf);
		} else if (hit->level && !strcmp(hit->level, "features") &&
			   fixes_tag && !pf->mails[i].cover) {
			mnt_pf_add(pf, MAINT_WARNING, "fixes-tree", i,
				   m->subject_line, hit,
				   "send fixes to the fixes tree, separately",
				   "a fix (Fixes: tag) in a series for %s, the tree for new features",
				   hit->value);
		} else if (hit->level && !strcmp(hit->level, "fixes") &&
			   !pf->mails[i].cover && !fixes_tag) {
			mnt_pf_add(pf, MAINT_WARNING, "fixes-tree", i,
				   m->subject_line, hit,
				   "add the Fixes: tag of the commit it fixes, or send it to the features tree",
				   "a patch for %s, the fixes tree, without a Fixes: tag",
				   hit->value);
		}
		mbuf_release(&list);
		mbuf_release(&fix);
	}
}

/* A word of a format: "<topic>", or a generic word such as "subsys". */
static bool placeholder_word(const char *s, size_t n)
{
	static const char *const words[] = { "subsys", "subsystem", "component",
					     "driver", "topic", "area",
					     "module", "sub", "sys" };
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
	if ((angle && *t == '<') ||
	    (!angle && isalpha((unsigned char)*t))) {
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

		while (n && (t[n - 1] == '\'' || t[n - 1] == '"' ||
			     t[n - 1] == '`'))
			n--;
		r = n <= s.len && !strncmp(s.buf, t, n);
	} else {
		r = fmt_match(t, s.buf, (const char *const *)f->values,
			      f->nvalues, angle, nph, bad_topic);
	}
	mbuf_release(&s);
	return r;
}

/* The prefix the last commits touching the files use most. */
static void history_prefix(struct maint_preflight *pf, size_t i)
{
	const struct pf_msg *m = &pf->msgs[i];
	const struct strlist *files = &pf->info[i].files;
	const char **args;
	struct mbuf out = MBUF_INIT, nb = MBUF_INIT;
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
	for (k = 0; k < files->n && k < 256; k++)
		args[n++] = files->v[k];
	args[n] = NULL;
	if (mnt_git(pf->o.root, args, &out, GIT_MAX, true, &st) || st)
		goto out;
	for (p = strtok_r(out.buf, "\n", &save); p; p = strtok_r(NULL, "\n", &save)) {
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
		mnt_pf_add_at(pf, best * 2 > total ? MAINT_WARNING : MAINT_INFO,
			      "subject-prefix", i, m->subject_line, NULL, 0,
			      fix.buf,
			      "prefix '%s' is used by none of the last %zu commits touching these files; %zu of them use '%s:' (no profile states a prefix)",
			      m->prefix, total, best, bestp);
		mbuf_release(&fix);
	}
out:
	mnt_map_clear(&count);
	mbuf_release(&out);
	mbuf_release(&nb);
	free(args);
}

static void subject_prefix(struct maint_preflight *pf, size_t i)
{
	const struct pf_msg *m = &pf->msgs[i];
	size_t profs[MAXP], np, p, k, total = 0, matched = 0;
	const struct maint_fact *miss[MAXF];
	int bad[MAXF];
	size_t nmiss = 0;

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
	for (k = 0; k < nmiss; k++) {
		struct mbuf vals = MBUF_INIT, fix = MBUF_INIT;
		size_t q;

		for (q = 0; miss[k]->values && q < miss[k]->nvalues && q < 24; q++)
			mbuf_addf(&vals, "%s%s", q ? ", " : "", miss[k]->values[q]);
		mbuf_addf(&fix, "start the subject with '%s'%s%s",
			  miss[k]->value, vals.len ? " using one of: " : "",
			  vals.buf);
		mnt_pf_add(pf, MAINT_WARNING, "subject-prefix", i,
			   m->subject_line, miss[k], fix.buf,
			   "prefix '%s' does not follow the format '%s'%s",
			   m->prefix, miss[k]->value,
			   bad[k] ? " (not one of the listed topics; they are case-sensitive)" :
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

			if (strstr(v, "uppercase") && islower((unsigned char)s[0]))
				mnt_pf_add(pf, MAINT_WARNING, "summary-style", i,
					   m->subject_line, fs[k],
					   "start the summary with an uppercase letter",
					   "summary '%s' starts in lower case",
					   s);
			if (strstr(v, "lowercase") && isupper((unsigned char)s[0]) &&
			    islower((unsigned char)s[1]))
				mnt_pf_add(pf, MAINT_WARNING, "summary-style", i,
					   m->subject_line, fs[k],
					   "start the summary with a lowercase letter",
					   "summary '%s' starts in upper case",
					   s);
			if (strstr(v, "no trailing period") && *s &&
			    s[strlen(s) - 1] == '.')
				mnt_pf_add(pf, MAINT_WARNING, "summary-style", i,
					   m->subject_line, fs[k],
					   "drop the full stop at the end of the summary",
					   "summary ends with a full stop");
			if (strstr(v, "imperative") && wl > 3 &&
			    (!strncasecmp(s + wl - 2, "ed", 2) ||
			     !strncasecmp(s + wl - 3, "ing", 3) ||
			     (tolower((unsigned char)s[wl - 1]) == 's' &&
			      strchr("aeiousx", tolower((unsigned char)s[wl - 2])) == NULL)))
				mnt_pf_add(pf, MAINT_INFO, "summary-style", i,
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
		mnt_pf_add_at(pf, MAINT_INFO, "signed-off-by", i, byname->line,
			      pf->sp_file, pf->sp_dco,
			      "make the From: and Signed-off-by: addresses the same (or map them in .mailmap)",
			      "Signed-off-by: %s is the author by name, at another address than From: %s",
			      byname->value, m->author);
		return;
	}
	mbuf_addf(&fix, "add 'Signed-off-by: %s' (git commit -s) if you can certify the DCO",
		  m->author);
	mnt_pf_add_at(pf, MAINT_ERROR, "signed-off-by", i,
		      mnt_pf_lineno(m, m->sep), pf->sp_file, pf->sp_dco,
		      fix.buf,
		      n ? "no Signed-off-by: of the author %s" :
			  "no Signed-off-by: (the author is %s)",
		      m->author);
	mbuf_release(&fix);
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
		const char *v = t->value, *q1, *q2;
		size_t hex = strspn(v, "0123456789abcdefABCDEF");
		struct mbuf sha = MBUF_INIT, out = MBUF_INIT;

		q1 = strstr(v, " (\"");
		q2 = strrchr(v, ')');
		if (hex < 12 || (v[hex] && v[hex] != ' ') || !q1 ||
		    q1 != v + hex || !q2 || q2 < q1 + 3 || q2[-1] != '"' ||
		    q2[1]) {
			mnt_pf_add_at(pf, MAINT_WARNING, "fixes", i, t->line,
				      rf, rl,
				      "git log -1 --abbrev=12 --format='Fixes: %h (\"%s\")' COMMIT",
				      "'Fixes: %s': want at least 12 hex digits and the subject in (\"...\")",
				      v);
		}
		if (hex < 7 || pf->git != 1)
			continue;
		mbuf_add(&sha, v, hex);
		mbuf_adds(&sha, "^{commit}");
		{
			const char *args[] = { "log", "-1", "--no-color",
					       "--no-show-signature",
					       "--format=%H%x00%s", sha.buf, "--",
					       NULL };
			int st;

			if (mnt_git(pf->o.root, args, &out, GIT_MAX, true, &st)) {
				pf->git = 2;
			} else if (st) {
				/* unknown here: maybe in a tree not fetched */
				mnt_pf_add_at(pf, MAINT_WARNING, "fixes", i,
					      t->line, rf, rl,
					      "check the commit id (or fetch the tree it is in)",
					      "Fixes: commit %.*s is not in this repository",
					      (int)hex, v);
			} else if (q1 && q2 && q2 > q1 + 3) {
				const char *subj = memchr(out.buf, '\0', out.len);
				size_t ql = (size_t)(q2 - 1 - (q1 + 3)), sl;

				subj = subj ? subj + 1 : "";
				sl = strcspn(subj, "\n");
				if (sl != ql || strncmp(subj, q1 + 3, ql))
					mnt_pf_add_at(pf, MAINT_WARNING, "fixes",
						      i, t->line, rf, rl, NULL,
						      "Fixes: %.*s quotes \"%.*s\", but the commit's subject is \"%.*s\"",
						      (int)hex, v, (int)ql,
						      q1 + 3, (int)sl, subj);
			}
		}
		mbuf_release(&sha);
		mbuf_release(&out);
	}
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
		size_t nf = facts_of(pf, profs[p], MAINT_FACT_TRAILER, i, fs,
				     MAXF);

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
				    reached(m, "stable@vger.kernel.org"))) {
				mnt_pf_add(pf, MAINT_WARNING, "stable", i,
					   m->to_line, f,
					   "drop the stable Cc: the maintainers handle stable",
					   "Cc: stable: %s does not want it",
					   pf->profs[profs[p]].value);
			} else if (stable && strcmp(lvl, "forbidden") &&
				   reached(m, "stable@vger.kernel.org") &&
				   !stable_trailer(m)) {
				mnt_pf_add(pf, MAINT_WARNING, "stable", i,
					   m->to_line, f,
					   "put 'Cc: stable@vger.kernel.org' among the trailers instead of mailing stable",
					   "stable@vger.kernel.org is a mail recipient, not a Cc: tag of the changelog");
			} else if (!stable && !strcmp(lvl, "required")) {
				size_t pos = 0, kl = strcspn(v, ": ");
				char *key = mnt_strndup(v, kl);

				if (key && kl && !mnt_pf_trailer(m, key, &pos))
					mnt_pf_add(pf, MAINT_WARNING, "trailer",
						   i, mnt_pf_lineno(m, m->sep),
						   f, NULL,
						   "no %s: trailer, which %s asks for",
						   key, pf->profs[profs[p]].value);
				free(key);
			} else if (!stable && !strcmp(lvl, "forbidden")) {
				size_t pos = 0, kl = strcspn(v, ": ");
				char *key = mnt_strndup(v, kl);
				const struct pf_trailer *t =
					key && kl ? mnt_pf_trailer(m, key, &pos) :
						    NULL;

				if (t)
					mnt_pf_add(pf, MAINT_WARNING, "trailer",
						   i, t->line, f, "drop it",
						   "%s: trailer, which %s does not want",
						   key, pf->profs[profs[p]].value);
				free(key);
			}
		}
	}
	check_fixes(pf, i, fixes_rule);
}

/* Series */

/* The series' rules of profile p: at most N patches, a cover letter, a base. */
static void series_rules(struct maint_preflight *pf, size_t p, size_t np,
			 size_t cover)
{
	const char *pv = pf->profs[p].value;
	const struct maint_fact *fs[MAXF];
	size_t nf, k;

	nf = facts_of(pf, p, MAINT_FACT_SERIES_MAX, MNT_PF_SERIES, fs, MAXF);
	for (k = 0; k < nf; k++) {
		if (!fs[k]->number) {
			mnt_pf_add(pf, MAINT_INFO, "rule", MNT_PF_SERIES, 0,
				   fs[k], NULL,
				   "series-max '%s' of %s has no number: not checked",
				   fs[k]->value, pv);
			continue;
		}
		if (np > fs[k]->number)
			mnt_pf_add(pf, MAINT_WARNING, "series-max",
				   MNT_PF_SERIES, 0, fs[k],
				   "split the series and post the parts one after the other",
				   "%zu patches: %s takes at most %lu in one posting",
				   np, pv, fs[k]->number);
	}
	nf = facts_of(pf, p, MAINT_FACT_COVER_LETTER, MNT_PF_SERIES, fs, MAXF);
	for (k = 0; k < nf && np > 1 && cover == MNT_PF_SERIES; k++)
		mnt_pf_add(pf,
			   fs[k]->level && !strcmp(fs[k]->level, "required") ?
				   MAINT_WARNING :
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
			mnt_pf_add(pf,
				   fs[0]->quote &&
						   (strstr(fs[0]->quote, "base-commit") ||
						    strstr(fs[0]->quote, "--base")) ?
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
 * patch below its '---' line.
 */
static void series_changelog(struct maint_preflight *pf, int version,
			     size_t cover)
{
	static const char fix[] =
		"say what changed since the last version below the '---' line or in the cover letter";
	bool cover_notes = false;

	if (cover != MNT_PF_SERIES) {
		const struct pf_msg *c = &pf->msgs[cover];

		cover_notes = strcasestr(c->body, "changes") ||
			      strcasestr(c->body, "since v") ||
			      strcasestr(c->body, "v1") ||
			      strcasestr(c->body, "changelog");
	}
	for (size_t i = 0; i < pf->nmsgs && !cover_notes; i++) {
		const struct maint_fact *fs[MAXF];
		size_t nf = 0;
		unsigned int line;

		if (pf->mails[i].skipped || pf->mails[i].cover ||
		    pf->msgs[i].notes)
			continue;
		for (size_t q = 0; q < pf->info[i].nprofs && !nf; q++)
			nf = facts_of(pf, pf->info[i].profs[q],
				      MAINT_FACT_CHANGELOG, i, fs, MAXF);
		line = mnt_pf_lineno(&pf->msgs[i], pf->msgs[i].sep);
		if (nf)
			mnt_pf_add(pf, MAINT_WARNING, "changelog", i, line,
				   fs[0], fix,
				   "v%d without notes of what changed since the previous version",
				   version);
		else
			mnt_pf_add_at(pf, MAINT_INFO, "changelog", i, line,
				      pf->sp_file, pf->sp_changes, fix,
				      "v%d without notes of what changed since the previous version",
				      version);
	}
}

static void check_series(struct maint_preflight *pf)
{
	size_t np = mnt_pf_npatches(pf), cover = mnt_pf_cover(pf);
	size_t profs[MAXP], n;
	int version = 1;

	for (size_t i = 0; i < pf->nmsgs; i++)
		if (!pf->mails[i].skipped && pf->msgs[i].version > version)
			version = pf->msgs[i].version;
	profs_of(pf, MNT_PF_SERIES, profs, &n, MAXP);
	for (size_t p = 0; p < n; p++)
		series_rules(pf, profs[p], np, cover);
	if (version >= 2)
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
static bool closed_report(struct maint_preflight *pf, size_t i,
			  const char *pv, const struct maint_fact *f,
			  bool fix)
{
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
		mnt_pf_add(pf, MAINT_INFO, "closed", i, m->subject_line, f,
			   NULL,
			   "%s is closed (%s) to all but %s: make sure this fix is one",
			   pv, v, acc);
		return false;
	}
	maint_date_format(cy->phase == MAINT_PHASE_MERGE_WINDOW ?
				  cy->rc_date[1] :
				  cy->next_release + 14,
			  b);
	mnt_pf_add(pf, strcasestr(acc, "soft") ? MAINT_WARNING : MAINT_ERROR,
		   "closed", i, m->subject_line, f,
		   strcasestr(acc, "rfc") ?
			   "post it as an RFC ([RFC PATCH]) or after the tree reopens" :
			   "post it after the tree reopens",
		   "%s is closed now (%s)%s%s; it reopens about %s", pv, v,
		   !*acc		   ? "" :
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
		if (closed_report(pf, i, pf->profs[p].value, fs[k], fix))
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
	struct maint_when w;
	bool passed;

	if (!nr || m->rfc)
		return;
	if (rn[0]->cond == MAINT_COND_NONE) {
		maint_when_eval(pf->profs[p].prof, cy, pf->o.posted, &w);
		passed = w.feature.fact && w.feature.passed;
	} else {
		int rc = rc_of(rn[0]->value);

		passed = rc && cy->phase == MAINT_PHASE_RC && cy->rc >= rc;
	}
	if (passed)
		mnt_pf_add(pf, MAINT_WARNING, "deadline", i, m->subject_line,
			   rn[0],
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
	bool fix = pf->mails[i].cover ? false : pf->info[i].fix;

	if (!cy || cy->phase == MAINT_PHASE_UNKNOWN)
		return;
	profs_of(pf, i, profs, &np, MAXP);
	for (size_t p = 0; p < np; p++) {
		if (timing_closed(pf, i, profs[p], fix) || fix ||
		    !pf->profs[profs[p]].prof)
			continue;
		timing_deadline(pf, i, profs[p]);
	}
}

static void check_repost(struct maint_preflight *pf)
{
	size_t profs[MAXP], np, p, k, i;
	long posted = pf->o.posted >= 0 ? pf->o.posted :
		      pf->o.cycle ? pf->o.cycle->today : maint_date_today();
	int version = 1;

	for (i = 0; i < pf->nmsgs; i++)
		if (!pf->mails[i].skipped && pf->msgs[i].version > version)
			version = pf->msgs[i].version;
	profs_of(pf, MNT_PF_SERIES, profs, &np, MAXP);
	for (p = 0; p < np; p++) {
		const struct maint_fact *fs[MAXF];
		size_t nf = facts_of(pf, profs[p], MAINT_FACT_REPOST_WAIT,
				     MNT_PF_SERIES, fs, MAXF);

		for (k = 0; k < nf; k++) {
			unsigned long have;

			if (!fs[k]->number) {
				mnt_pf_add(pf, MAINT_INFO, "rule", MNT_PF_SERIES,
					   0, fs[k], NULL,
					   "repost-wait '%s' of %s is not a duration: not checked",
					   fs[k]->value, pf->profs[profs[p]].value);
				continue;
			}
			if (pf->o.previous < 0) {
				if (version >= 2)
					mnt_pf_add(pf, MAINT_INFO, "repost-wait",
						   MNT_PF_SERIES, 0, fs[k],
						   "pass --previous YYYY-MM-DD to check it",
						   "v%d: %s asks for %s between postings",
						   version,
						   pf->profs[profs[p]].value,
						   fs[k]->value);
				continue;
			}
			have = posted > pf->o.previous ?
				       (unsigned long)(posted - pf->o.previous) *
					       86400ul :
				       0;
			if (have < fs[k]->number)
				mnt_pf_add(pf, MAINT_WARNING, "repost-wait",
					   MNT_PF_SERIES, 0, fs[k],
					   "wait before posting again",
					   "posted %ld day(s) after the previous version; %s asks for %s",
					   posted - pf->o.previous,
					   pf->profs[profs[p]].value,
					   fs[k]->value);
		}
	}
}

/* A fix: a Fixes: tag, or a tree tag the profile gives for fixes. */
static void mark_fixes(struct maint_preflight *pf)
{
	size_t i, p, k;

	for (i = 0; i < pf->nmsgs; i++) {
		const struct pf_msg *m = &pf->msgs[i];
		size_t pos = 0;

		if (pf->mails[i].skipped)
			continue;
		pf->info[i].fix = mnt_pf_trailer(m, "Fixes", &pos) != NULL;
		for (p = 0; p < pf->info[i].nprofs && !pf->info[i].fix; p++) {
			const struct pf_prof *pp = &pf->profs[pf->info[i].profs[p]];
			size_t nf = pp->prof ? maint_profile_nfacts(pp->prof) : 0;

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
		check_recipients(pf);
	for (i = 0; i < pf->nmsgs; i++) {
		if (pf->mails[i].skipped || !pf->msgs[i].nheaders)
			continue;
		subject_tags(pf, i);
		check_timing(pf, i);
		if (pf->mails[i].cover)
			continue;
		if (!pf->msgs[i].patch_tag && pf->msgs[i].subject)
			mnt_pf_add_at(pf, MAINT_WARNING, "subject", i,
				      pf->msgs[i].subject_line, NULL, 0,
				      "git format-patch writes [PATCH]",
				      "no [PATCH] tag in the subject");
		if (pf->msgs[i].subject)
			subject_prefix(pf, i);
		if (pf->msgs[i].subject && *pf->msgs[i].summary)
			summary_style(pf, i);
		check_trailers(pf, i);
	}
	check_series(pf);
	check_repost(pf);
	return pf->oom ? -ENOMEM : 0;
}
