// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint migrate: reclaim the P: tag as the 2019 series did ("MAINTAINERS:
 * Reclaim the P: tag for Maintainer Entry Profile" and the profile
 * template patch after it).
 *
 * Before 2019 "P:" named a person.  A P: line with an address becomes an
 * M: line (or goes, when the section has that address already); a P: line
 * with a name only goes; a P: line that names a profile (an in-tree file
 * or an http(s) URI) stays.  The preamble's description of the old P:
 * goes, and the description of the new one is put before that of F:.
 */
#include <errno.h>
#include <strings.h>
#include <string.h>

#include "base/diag.h"
#include "base/opts.h"
#include "maint.h"
#include "mbuf.h"
#include "util.h"
#include "base/lines.h"

static const char *const profile_desc[] = {
	"P: Subsystem Profile document for more details submitting",
	"   patches to the given subsystem. This is either an in-tree file,",
	"   or a URI. See Documentation/maintainer/maintainer-entry-profile.rst",
	"   for details.",
};

enum act { KEEP, DROP, TO_M };

/* An indented description line of the preamble: "\tX: ..." */
static bool desc_line(const struct mnt_line *l, char tag)
{
	size_t i = 0;

	while (i < l->len && (l->s[i] == ' ' || l->s[i] == '\t'))
		i++;
	return i > 0 && i + 2 < l->len && l->s[i] == tag &&
	       l->s[i + 1] == ':' && mnt_isspace((unsigned char)l->s[i + 2]);
}

static bool obsolete_person_desc(const struct mnt_line *l)
{
	return desc_line(l, 'P') &&
	       memmem(l->s, l->len, "Person", 6) != NULL;
}

/* The address of an M:/P: value ("Name <addr>" or "addr ...") */
static void addr_of(const char *v, size_t len, const char **a, size_t *alen)
{
	const char *lt = memchr(v, '<', len), *gt;

	if (lt && (gt = memchr(lt, '>', (size_t)(v + len - lt)))) {
		*a = lt + 1;
		*alen = (size_t)(gt - lt - 1);
		return;
	}
	*a = v;
	for (*alen = 0; *alen < len && !mnt_isspace((unsigned char)v[*alen]);)
		(*alen)++;
}

static const char *tag_value(const struct mnt_line *l, size_t *vlen)
{
	*vlen = l->len - 2;
	return mnt_trim(l->s + 2, vlen);
}

static void report(const struct maint_diag_sink *diag, const char *file,
		   size_t line, enum maint_level lvl, const struct mnt_line *l,
		   const char *after)
{
	struct mbuf m = MBUF_INIT;

	mbuf_addch(&m, '\'');
	mnt_quote(&m, l->s, l->len, 200);
	mbuf_adds(&m, "' -> ");
	if (after) {
		mbuf_addch(&m, '\'');
		mnt_quote(&m, after, strlen(after), 200);
		mbuf_addch(&m, '\'');
	} else {
		mbuf_adds(&m, "(removed)");
	}
	if (!mbuf_failed(&m))
		mnt_diag(diag, file, (unsigned int)line, lvl, m.buf);
	mbuf_release(&m);
}

static void warn_lost_name(const struct maint_diag_sink *diag,
			   const char *file, size_t line,
			   const struct mnt_line *m, const struct mnt_line *l,
			   size_t from, size_t to, const enum act *act)
{
	struct mbuf msg = MBUF_INIT;
	size_t i, vlen;
	const char *v;
	bool first = true;

	v = tag_value(m, &vlen);
	mbuf_addch(&msg, '\'');
	mnt_quote(&msg, v, vlen, 200);
	mbuf_adds(&msg, "' loses the name");
	for (i = from; i < to; i++) {
		if (act[i] != DROP)
			continue;
		v = tag_value(&l[i], &vlen);
		mbuf_adds(&msg, first ? " '" : ", '");
		mnt_quote(&msg, v, vlen, 200);
		mbuf_addch(&msg, '\'');
		first = false;
	}
	mbuf_adds(&msg, " that old get_maintainer.pl paired with it");
	if (!mbuf_failed(&msg))
		mnt_diag(diag, file, (unsigned int)line, MAINT_WARNING,
			 msg.buf);
	mbuf_release(&msg);
}

/* One run of maint_migrate: the lines, and what becomes of each. */
struct mig {
	const struct maint_text *in;
	const char *root;
	const struct maint_diag_sink *diag;
	struct mnt_line *l;
	size_t n;
	enum act *act;
	size_t *lost; /* 1 + first dropped P: line before an M: */
	size_t hdr; /* the first section header: the preamble ends */
	size_t insert_at; /* the new P: description goes before it */
	size_t changes;
};

/* The preamble: lines before the first header (a line, then a tag). */
static size_t preamble_end(const struct mnt_line *l, size_t n)
{
	size_t hdr;

	for (hdr = 0; hdr < n; hdr++) {
		size_t tl = l[hdr].len;

		mnt_trim(l[hdr].s, &tl);
		if (tl && !mnt_tag_of(l[hdr].s, l[hdr].len) && hdr + 1 < n &&
		    mnt_tag_of(l[hdr + 1].s, l[hdr + 1].len))
			break;
	}
	return hdr;
}

/*
 * The preamble's old "P: Person" description goes; the new one goes
 * before F:'s unless a P: description is there already.
 */
static void plan_preamble(struct mig *m)
{
	bool has_pdesc = false;

	m->insert_at = (size_t)-1;
	for (size_t i = 0; i < m->hdr; i++) {
		if (obsolete_person_desc(&m->l[i])) {
			m->act[i] = DROP;
			report(m->diag, m->in->name, i + 1, MAINT_INFO, &m->l[i],
			       NULL);
			m->changes++;
		} else if (desc_line(&m->l[i], 'P')) {
			has_pdesc = true;
		} else if (desc_line(&m->l[i], 'F') &&
			   m->insert_at == (size_t)-1) {
			m->insert_at = i;
		}
	}
	if (has_pdesc)
		m->insert_at = (size_t)-1;
}

/* Some M: line of l[start..end) has the address a[0..alen). */
static bool has_m_addr(const struct mnt_line *l, size_t start, size_t end,
		       const char *a, size_t alen)
{
	bool found = false;

	for (size_t j = start; j < end; j++) {
		const char *mv, *ma;
		size_t mvlen, malen;

		if (l[j].s[0] != 'M')
			continue;
		mv = tag_value(&l[j], &mvlen);
		addr_of(mv, mvlen, &ma, &malen);
		if (malen == alen && !strncasecmp(ma, a, alen))
			found = true;
	}
	return found;
}

/*
 * The P: lines of the section l[start..end): a person with an address
 * becomes M: (or goes, when an M: has the address), a name only goes.
 */
static void plan_plines(struct mig *m, size_t start, size_t end)
{
	for (size_t k = start; k < end; k++) {
		const char *v, *a;
		size_t vlen, alen;

		if (m->l[k].s[0] != 'P')
			continue;
		v = tag_value(&m->l[k], &vlen);
		switch (maint_pkind_classify(v, vlen, m->root)) {
		case MAINT_P_PERSON_ADDR:
			addr_of(v, vlen, &a, &alen);
			m->act[k] = has_m_addr(m->l, start, end, a, alen) ?
					    DROP :
					    TO_M;
			break;
		case MAINT_P_PERSON:
			m->act[k] = DROP;
			break;
		default:
			break;
		}
	}
}

/* An unnamed M: right after dropped name-only P: lines loses the name. */
static void plan_lost_names(struct mig *m, size_t start, size_t end)
{
	size_t run_from = (size_t)-1;

	for (size_t k = start; k < end; k++) {
		size_t vlen;

		if (m->l[k].s[0] == 'P' && m->act[k] == DROP) {
			if (run_from == (size_t)-1)
				run_from = k;
			continue;
		}
		if (run_from != (size_t)-1 && m->l[k].s[0] == 'M' &&
		    !memchr(tag_value(&m->l[k], &vlen), '<', vlen))
			m->lost[k] = run_from + 1;
		run_from = (size_t)-1;
	}
}

/* The sections: runs of tag lines after the preamble. */
static void plan_sections(struct mig *m)
{
	for (size_t i = m->hdr; i < m->n;) {
		size_t end;

		if (!mnt_tag_of(m->l[i].s, m->l[i].len)) {
			i++;
			continue;
		}
		for (end = i; end < m->n && mnt_tag_of(m->l[end].s,
						       m->l[end].len);)
			end++;
		plan_plines(m, i, end);
		plan_lost_names(m, i, end);
		i = end;
	}
}

/* The new P: description, indented as line i (F:'s), before it. */
static void insert_pdesc(struct mig *m, struct mbuf *res, size_t i)
{
	const struct mnt_line *li = &m->l[i];
	const char *eol = li->cr ? "\r\n" : "\n";
	struct mbuf msg = MBUF_INIT;
	size_t ind = 0;

	while (li->s[ind] == ' ' || li->s[ind] == '\t')
		ind++;
	for (size_t j = 0; j < ARRAY_SIZE(profile_desc); j++) {
		mbuf_add(res, li->s, ind);
		mbuf_adds(res, profile_desc[j]);
		mbuf_adds(res, eol);
	}
	mbuf_adds(&msg, "(inserted) -> '");
	mnt_quote(&msg, li->s, ind, 200);
	mbuf_adds(&msg, profile_desc[0]);
	mbuf_adds(&msg, "' and 3 more lines");
	if (!mbuf_failed(&msg))
		mnt_diag(m->diag, m->in->name, (unsigned int)i + 1, MAINT_INFO,
			 msg.buf);
	mbuf_release(&msg);
	m->changes++;
}

/* P: as M:, reported */
static void write_as_m(struct mig *m, struct mbuf *res, size_t i)
{
	const struct mnt_line *li = &m->l[i];
	struct mbuf after = MBUF_INIT;

	mbuf_addch(&after, 'M');
	mbuf_add(&after, li->s + 1, li->len - 1);
	if (!mbuf_failed(&after))
		report(m->diag, m->in->name, i + 1, MAINT_INFO, li, after.buf);
	mbuf_release(&after);
	mbuf_addch(res, 'M');
	mbuf_add(res, li->s + 1, li->full - 1);
	m->changes++;
}

/* The text with the plan carried out, every change reported. */
static void write_result(struct mig *m, struct mbuf *res)
{
	for (size_t i = 0; i < m->n; i++) {
		if (i == m->insert_at)
			insert_pdesc(m, res, i);
		if (m->lost[i])
			warn_lost_name(m->diag, m->in->name, i + 1, &m->l[i],
				       m->l, m->lost[i] - 1, i, m->act);
		if (m->act[i] == DROP) {
			if (i >= m->hdr) {
				report(m->diag, m->in->name, i + 1, MAINT_INFO,
				       &m->l[i], NULL);
				m->changes++;
			}
		} else if (m->act[i] == TO_M) {
			write_as_m(m, res, i);
		} else {
			mbuf_add(res, m->l[i].s, m->l[i].full);
		}
	}
}

int maint_migrate(const struct maint_text *in, const char *root, char **out,
		  size_t *outlen, const struct maint_diag_sink *diag)
{
	struct mig m = { .in = in, .root = root, .diag = diag };
	struct mbuf res = MBUF_INIT;
	int ret;

	*out = NULL;
	if (!MNT_OPTS_OK(in, MAINT_TEXT_VERSION))
		return -EINVAL;
	ret = mnt_split_lines(in->buf, in->len, &m.l, &m.n);
	if (ret)
		return ret;
	m.act = calloc(m.n + 1, sizeof(*m.act));
	m.lost = calloc(m.n + 1, sizeof(*m.lost));
	if (!m.act || !m.lost) {
		ret = -ENOMEM;
		goto out;
	}
	m.hdr = preamble_end(m.l, m.n);
	plan_preamble(&m);
	plan_sections(&m);
	write_result(&m, &res);
	if (mbuf_failed(&res)) {
		ret = -ENOMEM;
		goto out;
	}
	*out = mbuf_detach(&res, outlen);
	ret = (int)(m.changes > 1000000 ? 1000000 : m.changes);
out:
	mbuf_release(&res);
	free(m.lost);
	free(m.act);
	free(m.l);
	return ret;
}

int maint_insert_line(const struct maint_text *in, unsigned int after,
		      const char *line, char **out, size_t *outlen)
{
	struct mbuf o = MBUF_INIT;
	unsigned int nr = 1;
	bool done = !after;
	size_t i = 0;

	if (!MNT_OPTS_OK(in, MAINT_TEXT_VERSION))
		return -EINVAL;
	if (!after)
		mbuf_addf(&o, "%s\n", line);
	while (i < in->len) {
		const char *e = memchr(in->buf + i, '\n', in->len - i);
		size_t l = e ? (size_t)(e - in->buf - i) + 1 : in->len - i;

		mbuf_add(&o, in->buf + i, l);
		if (nr == after) {
			if (!e)
				mbuf_addch(&o, '\n');
			mbuf_addf(&o, "%s\n", line);
			done = true;
		}
		i += l;
		nr++;
	}
	if (!done) {
		mbuf_release(&o);
		return -EINVAL;
	}
	if (mbuf_failed(&o)) {
		mbuf_release(&o);
		return -ENOMEM;
	}
	*out = mbuf_detach(&o, outlen);
	return 0;
}
