// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint check as a gate: what a change to MAINTAINERS brings.
 *
 * The texts before and after a change (a patch applied in memory, or the
 * file at a git revision against the work tree), the findings the after
 * text has and the before text has not, the files a patch creates (so
 * that a new F: line naming them matches), and the lines of one section.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/opts.h"
#include "maint.h"
#include "mbuf.h"
#include "util.h"
#include "base/gitrun.h"
#include "base/lines.h"
#include "lint/findings.h"

/* The diff of a patch */

/* A line of the patch: s[0..len), without its '\n'. */
struct pline {
	const char *s;
	size_t len;
};

/* The next line of buf[*pos..end), or false at the end. */
static bool next_line(const char *buf, size_t end, size_t *pos, struct pline *l)
{
	const char *nl;

	if (*pos >= end)
		return false;
	l->s = buf + *pos;
	nl = memchr(l->s, '\n', end - *pos);
	l->len = nl ? (size_t)(nl - l->s) : end - *pos;
	*pos += l->len + (nl ? 1 : 0);
	if (l->len && l->s[l->len - 1] == '\r')
		l->len--;
	return true;
}

static bool starts(const struct pline *l, const char *p)
{
	size_t n = strlen(p);

	return l->len >= n && !memcmp(l->s, p, n);
}

/*
 * The path of a "--- " or "+++ " line: up to a tab (diff -u puts the
 * time there), without git's "a/" or "b/"; NULL for /dev/null.
 */
static const char *diff_path(const struct pline *l, size_t *len)
{
	const char *p = l->s + 4, *tab;
	size_t n = l->len - 4;

	tab = memchr(p, '\t', n);
	if (tab)
		n = (size_t)(tab - p);
	while (n && p[n - 1] == ' ')
		n--;
	if (n == 9 && !memcmp(p, "/dev/null", 9))
		return NULL;
	if (n > 2 && (p[0] == 'a' || p[0] == 'b') && p[1] == '/') {
		p += 2;
		n -= 2;
	}
	while (n > 2 && p[0] == '.' && p[1] == '/') {
		p += 2;
		n -= 2;
	}
	*len = n;
	return p;
}

static bool same_path(const char *p, size_t n, const char *name)
{
	while (!strncmp(name, "./", 2))
		name += 2;
	return p && strlen(name) == n && !memcmp(p, name, n);
}

/* "@@ -a[,b] +c[,d] @@": the starts and counts. */
static bool hunk_header(const struct pline *l, unsigned long v[4])
{
	const char *p = l->s + 3, *end = l->s + l->len;
	int i;

	if (!starts(l, "@@ -"))
		return false;
	for (i = 0; i < 4; i += 2) {
		char *e;

		if (p >= end || *p != (i ? '+' : '-'))
			return false;
		p++;
		v[i] = strtoul(p, &e, 10);
		if (e == p || e > end)
			return false;
		p = e;
		v[i + 1] = 1;
		if (p < end && *p == ',') {
			p++;
			v[i + 1] = strtoul(p, &e, 10);
			if (e == p || e > end)
				return false;
			p = e;
		}
		if (p < end && *p == ' ')
			p++;
	}
	return v[1] < (1ul << 30) && v[3] < (1ul << 30);
}

/* The text being patched, as lines. */
struct tlines {
	struct mnt_line *v;
	size_t n;
	bool last_nl; /* the text ends with a newline */
};

static bool line_eq(const struct mnt_line *t, const char *s, size_t len)
{
	/* compared with the '\r' the text may have, as patch(1) does not */
	return t->len == len && !memcmp(t->s, s, len);
}

/* Does the hunk's "from" side (h[0..n), sign @from or ' ') sit at @at? */
static bool hunk_fits(const struct tlines *t, size_t at, const struct pline *h,
		      size_t n, char from)
{
	size_t i, k = at;

	for (i = 0; i < n; i++) {
		if (h[i].len && h[i].s[0] != ' ' && h[i].s[0] != from)
			continue;
		if (k >= t->n || !line_eq(&t->v[k], h[i].s + (h[i].len ? 1 : 0),
					  h[i].len ? h[i].len - 1 : 0))
			return false;
		k++;
	}
	return true;
}

struct applying {
	struct tlines t;
	struct mbuf out;
	size_t pos; /* the next text line to copy */
	long offset; /* where hunks were found, against their headers */
	bool nl; /* the output's last line ends with a newline */
};

static void copy_lines(struct applying *a, size_t upto)
{
	for (; a->pos < upto; a->pos++) {
		mbuf_add(&a->out, a->t.v[a->pos].s, a->t.v[a->pos].full);
		a->nl = a->pos + 1 < a->t.n || a->t.last_nl;
	}
}

/*
 * Apply one hunk (its lines h[0..n)): its "from" side is found where the
 * header says, or the nearest place after the hunks before it.
 */
static int apply_hunk(struct applying *a, unsigned long start,
		      const struct pline *h, size_t n, bool reverse)
{
	char from = reverse ? '+' : '-', to = reverse ? '-' : '+';
	long want = (long)(start ? start - 1 : 0) + a->offset;
	size_t at = (size_t)-1, i, d, anchor_end = (size_t)-1;
	bool anchor_start = false;

	if (want < 0)
		want = 0;
	/*
	 * As git apply: a hunk with context before the change and none
	 * after it ends the file, one that starts at line 1 (or 0) starts
	 * it.  A change at the end fits nowhere else, also not into the text
	 * that has it applied already.
	 */
	{
		size_t lead = 0, trail = 0, from_n = 0;

		for (i = 0; i < n && h[i].len && h[i].s[0] == ' '; i++)
			lead++;
		for (i = n; i > 0 && h[i - 1].len && h[i - 1].s[0] == ' '; i--)
			trail++;
		for (i = 0; i < n; i++)
			from_n += !h[i].len || h[i].s[0] == ' ' ||
				  h[i].s[0] == from;
		if (!trail && lead)
			anchor_end = from_n;
		anchor_start = start <= 1;
	}
	bool no_nl = false;

	size_t reach = (size_t)(want > (long)a->t.n ? want : (long)a->t.n) + 1;

	for (d = 0; at == (size_t)-1 && d <= reach; d++) {
		long c[2] = { want - (long)d, want + (long)d };
		int k;

		for (k = 0; k < (d ? 2 : 1); k++)
			if (c[k] >= (long)a->pos && c[k] <= (long)a->t.n &&
			    (!anchor_start || c[k] == 0) &&
			    (anchor_end == (size_t)-1 ||
			     (size_t)c[k] + anchor_end == a->t.n) &&
			    hunk_fits(&a->t, (size_t)c[k], h, n, from)) {
				at = (size_t)c[k];
				break;
			}
	}
	if (at == (size_t)-1)
		return -EINVAL;
	a->offset = (long)at - (long)(start ? start - 1 : 0);
	copy_lines(a, at);
	for (i = 0; i < n; i++) {
		char sign = h[i].len ? h[i].s[0] : ' ';

		if (sign == '\\') {
			/* "\ No newline at end of file" of the line before */
			if (i && h[i - 1].len && h[i - 1].s[0] != from)
				no_nl = true;
			continue;
		}
		if (sign == from) {
			a->pos++;
			continue;
		}
		if (sign != ' ' && sign != to)
			continue;
		if (sign == ' ')
			a->pos++;
		if (!a->nl && a->out.len)
			mbuf_addch(&a->out, '\n');
		mbuf_add(&a->out, h[i].s + (h[i].len ? 1 : 0),
			 h[i].len ? h[i].len - 1 : 0);
		mbuf_addch(&a->out, '\n');
		a->nl = true;
		no_nl = false;
	}
	if (no_nl && a->out.len && a->pos >= a->t.n) {
		mbuf_setlen(&a->out, a->out.len - 1);
		a->nl = false;
	}
	return 0;
}

/* Where the diffs of one file are in a patch: [start, end) each */
struct block {
	size_t start, end;
};

/* The blocks of a patch that change name, in patch order. */
static int find_blocks(const char *patch, size_t plen, const char *name,
		       struct block **out, size_t *n)
{
	struct pline l;
	size_t pos = 0, alloc = 0, at;
	const char *oldp = NULL, *np;
	size_t oldn = 0, nn = 0;
	bool open = false;

	*out = NULL;
	*n = 0;
	for (at = pos; next_line(patch, plen, &pos, &l); at = pos) {
		if (starts(&l, "--- ")) {
			oldp = diff_path(&l, &oldn);
			continue;
		}
		if (!starts(&l, "+++ "))
			continue;
		np = diff_path(&l, &nn);
		if (open)
			(*out)[*n - 1].end = at;
		open = same_path(np, nn, name) || same_path(oldp, oldn, name);
		if (!open)
			continue;
		if (ALLOC_GROW(*out, *n + 1, alloc))
			return -ENOMEM;
		(*out)[(*n)++] = (struct block){ pos, plen };
	}
	return 0;
}

/* Apply the hunks of patch[b->start, b->end) to a->t. */
static int apply_block(struct applying *a, const char *patch,
		       const struct block *b, bool reverse)
{
	struct pline l, *h = NULL;
	size_t pos = b->start, nh = 0, ah = 0;
	int ret = 0;

	while (!ret && next_line(patch, b->end, &pos, &l)) {
		unsigned long v[4], nold, nnew;

		if (starts(&l, "--- "))
			break; /* the next file's diff */
		if (!hunk_header(&l, v))
			continue;
		/* the hunk's lines: as many as its counts say */
		nold = v[1];
		nnew = v[3];
		nh = 0;
		while ((nold || nnew) && next_line(patch, b->end, &pos, &l)) {
			char sign = l.len ? l.s[0] : ' ';

			if (ALLOC_GROW(h, nh + 2, ah)) {
				ret = -ENOMEM;
				break;
			}
			h[nh++] = l;
			if (sign == ' ') {
				nold -= !!nold;
				nnew -= !!nnew;
			} else if (sign == '-') {
				nold -= !!nold;
			} else if (sign == '+') {
				nnew -= !!nnew;
			} else if (sign != '\\') {
				ret = -EINVAL; /* a cut hunk */
				break;
			}
		}
		/* a "\ No newline" right after the hunk's last line */
		if (!ret) {
			size_t save = pos;

			if (next_line(patch, b->end, &pos, &l) &&
			    starts(&l, "\\ ") && !ALLOC_GROW(h, nh + 1, ah))
				h[nh++] = l;
			else
				pos = save;
		}
		if (!ret && (nold || nnew))
			ret = -EINVAL;
		if (!ret)
			ret = apply_hunk(a, reverse ? v[2] : v[0], h, nh,
					 reverse);
	}
	free(h);
	return ret;
}

int maint_patch_apply(const char *patch, size_t plen, const char *name,
		      const char *text, size_t len, bool reverse, char **out,
		      size_t *outlen)
{
	struct applying a = { .out = MBUF_INIT };
	struct block *b = NULL;
	size_t nb = 0, i;
	char *cur = NULL; /* the text of the diff before (a series) */
	int ret;

	*out = NULL;
	*outlen = 0;
	ret = find_blocks(patch, plen, name, &b, &nb);
	if (!ret && !nb)
		ret = -ENOENT;
	/* one block after the other: taken back from the last one */
	for (i = 0; !ret && i < nb; i++) {
		const struct block *x = &b[reverse ? nb - 1 - i : i];

		free(a.t.v);
		a.t.v = NULL;
		ret = mnt_split_lines(text, len, &a.t.v, &a.t.n);
		if (ret)
			break;
		a.t.last_nl = !len || text[len - 1] == '\n';
		a.pos = 0;
		a.offset = 0;
		a.nl = true;
		mbuf_reset(&a.out);
		ret = apply_block(&a, patch, x, reverse);
		if (!ret) {
			copy_lines(&a, a.t.n);
			if (mbuf_failed(&a.out))
				ret = -ENOMEM;
		}
		if (!ret) {
			free(cur);
			cur = mbuf_detach(&a.out, &len);
			text = cur;
			if (!cur)
				ret = -ENOMEM;
		}
	}
	if (!ret) {
		*out = cur;
		*outlen = len;
		cur = NULL;
	}
	free(cur);
	mbuf_release(&a.out);
	free(a.t.v);
	free(b);
	return ret;
}

int maint_patch_new_files(const char *patch, size_t plen, char ***out,
			  size_t *n)
{
	struct pline l;
	size_t pos = 0, alloc = 0;
	bool from_null = false;
	char **v = NULL;

	*out = NULL;
	*n = 0;
	while (next_line(patch, plen, &pos, &l)) {
		const char *p = NULL;
		size_t len = 0;

		if (starts(&l, "--- ")) {
			size_t d;

			from_null = !diff_path(&l, &d);
			continue;
		}
		if (starts(&l, "+++ ") && from_null) {
			p = diff_path(&l, &len);
		} else if (starts(&l, "rename to ")) {
			p = l.s + 10;
			len = l.len - 10;
		}
		from_null = from_null && !starts(&l, "+++ ");
		if (!p || !len)
			continue;
		if (ALLOC_GROW(v, *n + 1, alloc) ||
		    !(v[*n] = mnt_strndup(p, len))) {
			maint_strings_free(v, *n);
			*n = 0;
			return -ENOMEM;
		}
		(*n)++;
	}
	*out = v;
	return 0;
}

void maint_strings_free(char **v, size_t n)
{
	size_t i;

	if (!v)
		return;
	for (i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

/* New findings */

static int cmp_str(const char *a, const char *b)
{
	return strcmp(a ? a : "", b ? b : "");
}

/* qsort_r()'s order of findings: file, check, message */
static int cmp_key(const void *pa, const void *pb, void *ctx)
{
	const struct maint_finding *f = ctx;
	const struct maint_finding *a = &f[*(const size_t *)pa];
	const struct maint_finding *b = &f[*(const size_t *)pb];
	int r = cmp_str(a->file, b->file);

	if (!r)
		r = cmp_str(a->check, b->check);
	if (!r)
		r = cmp_str(a->message, b->message);
	return r;
}

static size_t *sorted_index(const struct maint_finding *f, size_t n)
{
	size_t *ix = malloc((n + 1) * sizeof(*ix)), i;

	if (!ix)
		return NULL;
	for (i = 0; i < n; i++)
		ix[i] = i;
	qsort_r(ix, n, sizeof(*ix), cmp_key, (void *)f);
	return ix;
}

int maint_findings_new(const struct maint_findings *bset,
		       struct maint_findings *aset)
{
	const struct maint_finding *before = bset->v;
	struct maint_finding *after = aset->v;
	size_t nb = bset->n, *na = &aset->n;
	size_t *ib = sorted_index(before, nb), *ia = sorted_index(after, *na);
	bool *old = calloc(*na + 1, sizeof(*old));
	size_t i = 0, j = 0, k = 0;

	if (!ib || !ia || !old) {
		free(ib);
		free(ia);
		free(old);
		return -ENOMEM;
	}
	/* merge the two sorted lists: each before finding pairs one after */
	while (i < nb && j < *na) {
		const struct maint_finding *b = &before[ib[i]];
		const struct maint_finding *a = &after[ia[j]];
		int r = cmp_str(b->file, a->file);

		if (!r)
			r = cmp_str(b->check, a->check);
		if (!r)
			r = cmp_str(b->message, a->message);
		if (r < 0) {
			i++;
		} else if (r > 0) {
			j++;
		} else {
			old[ia[j]] = true;
			i++;
			j++;
		}
	}
	for (i = 0; i < *na; i++) {
		if (old[i])
			free((char *)after[i].message);
		else
			after[k++] = after[i];
	}
	*na = k;
	free(ib);
	free(ia);
	free(old);
	return 0;
}

/* One section */

/* s[0..n) equal to name, exactly or (icase) without regard to case */
static bool name_is(const char *s, size_t n, const char *name, bool icase)
{
	return strlen(name) == n &&
	       !(icase ? strncasecmp(s, name, n) : memcmp(s, name, n));
}

int maint_text_section(const struct maint_text *t, const char *name,
		       unsigned int *first, unsigned int *last)
{
	struct mnt_line *l;
	size_t n, i, hits = 0, pass;
	int ret;

	if (!MNT_OPTS_OK(t, MAINT_TEXT_VERSION))
		return -EINVAL;
	ret = mnt_split_lines(t->buf, t->len, &l, &n);
	if (ret)
		return ret;
	ret = -ENOENT;
	for (pass = 0; pass < 2 && ret; pass++) {
		hits = 0;
		for (i = 0; i + 1 < n; i++) {
			size_t len = l[i].len, e;
			const char *s = mnt_trim(l[i].s, &len);

			if (mnt_tag_of(l[i].s, l[i].len) ||
			    !mnt_tag_of(l[i + 1].s, l[i + 1].len) ||
			    !name_is(s, len, name, pass))
				continue;
			for (e = i + 1; e < n && mnt_tag_of(l[e].s, l[e].len);
			     e++)
				;
			if (!hits++) {
				*first = (unsigned int)(i + 1);
				*last = (unsigned int)e;
			}
		}
		/* case-folded: only one that fits */
		if (hits == 1 || (hits && !pass))
			ret = 0;
	}
	free(l);
	return ret;
}

/* A file at a revision */

int maint_text_at_rev(const char *root, const char *rev, const char *path,
		      char **buf, size_t *len)
{
	const char *verify[] = { "rev-parse",	     "--verify", "--quiet",
				 "--end-of-options", NULL,	 NULL };
	const char *show[] = { "show", NULL, NULL };
	struct mbuf spec = MBUF_INIT, out = MBUF_INIT;
	int st, ret;

	*buf = NULL;
	*len = 0;
	if (!rev || !*rev || rev[0] == '-' || strchr(rev, ':'))
		return -EINVAL;
	mbuf_addf(&spec, "%s^{commit}", rev);
	verify[4] = spec.buf;
	ret = mbuf_failed(&spec) ? -ENOMEM :
				   mnt_git(root, verify, &out, 4096, true, &st);
	if (!ret && st)
		ret = -EINVAL;
	mbuf_reset(&spec);
	mbuf_reset(&out);
	while (!strncmp(path, "./", 2))
		path += 2;
	mbuf_addf(&spec, "%s:./%s", rev, path);
	show[1] = spec.buf;
	if (!ret)
		ret = mbuf_failed(&spec) ? -ENOMEM :
					   mnt_git(root, show, &out,
						   (size_t)64 << 20, true, &st);
	if (!ret && st)
		ret = -ENOENT;
	if (!ret) {
		*buf = mbuf_detach(&out, len);
		if (!*buf)
			ret = -ENOMEM;
	}
	mbuf_release(&spec);
	mbuf_release(&out);
	return ret;
}
