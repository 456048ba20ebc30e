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

#include "internal.h"
#include "lines.h"

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

int maint_migrate(const struct maint_text *in, const char *root, char **out,
		  size_t *outlen, const struct maint_diag_sink *diag)
{
	struct mnt_line *l;
	size_t n, i, hdr, insert_at = (size_t)-1, changes = 0;
	enum act *act = NULL;
	size_t *lost = NULL; /* 1 + first dropped P: line before an M: */
	struct mbuf res = MBUF_INIT;
	bool has_pdesc = false;
	int ret;

	*out = NULL;
	ret = mnt_split_lines(in->buf, in->len, &l, &n);
	if (ret)
		return ret;
	act = calloc(n + 1, sizeof(*act));
	lost = calloc(n + 1, sizeof(*lost));
	if (!act || !lost) {
		ret = -ENOMEM;
		goto out;
	}
	/* the preamble: lines before the first header */
	for (hdr = 0; hdr < n; hdr++) {
		size_t tl = l[hdr].len;

		mnt_trim(l[hdr].s, &tl);
		if (tl && !mnt_tag_of(l[hdr].s, l[hdr].len) && hdr + 1 < n &&
		    mnt_tag_of(l[hdr + 1].s, l[hdr + 1].len))
			break;
	}
	for (i = 0; i < hdr; i++) {
		if (obsolete_person_desc(&l[i])) {
			act[i] = DROP;
			report(diag, in->name, i + 1, MAINT_INFO, &l[i], NULL);
			changes++;
		} else if (desc_line(&l[i], 'P')) {
			has_pdesc = true;
		} else if (desc_line(&l[i], 'F') && insert_at == (size_t)-1) {
			insert_at = i;
		}
	}
	if (has_pdesc)
		insert_at = (size_t)-1;

	/* the sections: runs of tag lines */
	for (i = hdr; i < n;) {
		size_t start = i, end, k, run_from = (size_t)-1;

		if (!mnt_tag_of(l[i].s, l[i].len)) {
			i++;
			continue;
		}
		for (end = start; end < n && mnt_tag_of(l[end].s, l[end].len);)
			end++;
		for (k = start; k < end; k++) {
			const char *v, *a;
			size_t vlen, alen, j;

			if (l[k].s[0] != 'P')
				continue;
			v = tag_value(&l[k], &vlen);
			switch (maint_pline_classify(v, vlen, root)) {
			case MAINT_PL_PERSON_ADDR:
				act[k] = TO_M;
				addr_of(v, vlen, &a, &alen);
				for (j = start; j < end; j++) {
					const char *mv, *ma;
					size_t mvlen, malen;

					if (l[j].s[0] != 'M')
						continue;
					mv = tag_value(&l[j], &mvlen);
					addr_of(mv, mvlen, &ma, &malen);
					if (malen == alen &&
					    !strncasecmp(ma, a, alen))
						act[k] = DROP;
				}
				break;
			case MAINT_PL_PERSON:
				act[k] = DROP;
				break;
			default:
				break;
			}
		}
		/* an unnamed M: right after dropped name-only P: lines */
		for (k = start; k < end; k++) {
			size_t vlen;

			if (l[k].s[0] == 'P' && act[k] == DROP) {
				if (run_from == (size_t)-1)
					run_from = k;
				continue;
			}
			if (run_from != (size_t)-1 && l[k].s[0] == 'M' &&
			    !memchr(tag_value(&l[k], &vlen), '<', vlen))
				lost[k] = run_from + 1;
			run_from = (size_t)-1;
		}
		i = end;
	}

	for (i = 0; i < n; i++) {
		if (i == insert_at) {
			size_t ind = 0, j;
			const char *eol = l[i].cr ? "\r\n" : "\n";

			while (l[i].s[ind] == ' ' || l[i].s[ind] == '\t')
				ind++;
			for (j = 0; j < ARRAY_SIZE(profile_desc); j++) {
				mbuf_add(&res, l[i].s, ind);
				mbuf_adds(&res, profile_desc[j]);
				mbuf_adds(&res, eol);
			}
			{
				struct mbuf m = MBUF_INIT;

				mbuf_adds(&m, "(inserted) -> '");
				mnt_quote(&m, l[i].s, ind, 200);
				mbuf_adds(&m, profile_desc[0]);
				mbuf_adds(&m, "' and 3 more lines");
				if (!mbuf_failed(&m))
					mnt_diag(diag, in->name,
						 (unsigned int)i + 1, MAINT_INFO,
						 m.buf);
				mbuf_release(&m);
			}
			changes++;
		}
		if (lost[i])
			warn_lost_name(diag, in->name, i + 1, &l[i], l,
				       lost[i] - 1, i, act);
		if (act[i] == DROP) {
			if (i >= hdr)
				report(diag, in->name, i + 1, MAINT_INFO, &l[i],
				       NULL);
			if (i >= hdr)
				changes++;
			continue;
		}
		if (act[i] == TO_M) {
			struct mbuf after = MBUF_INIT;

			mbuf_addch(&after, 'M');
			mbuf_add(&after, l[i].s + 1, l[i].len - 1);
			if (!mbuf_failed(&after))
				report(diag, in->name, i + 1, MAINT_INFO, &l[i],
				       after.buf);
			mbuf_release(&after);
			mbuf_addch(&res, 'M');
			mbuf_add(&res, l[i].s + 1, l[i].full - 1);
			changes++;
			continue;
		}
		mbuf_add(&res, l[i].s, l[i].full);
	}
	if (mbuf_failed(&res)) {
		ret = -ENOMEM;
		goto out;
	}
	*out = mbuf_detach(&res, outlen);
	ret = (int)(changes > 1000000 ? 1000000 : changes);
out:
	mbuf_release(&res);
	free(lost);
	free(act);
	free(l);
	return ret;
}

int maint_insert_line(const struct maint_text *in, unsigned int after,
		      const char *line, char **out, size_t *outlen)
{
	struct mbuf o = MBUF_INIT;
	unsigned int nr = 1;
	bool done = !after;
	size_t i = 0;

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
