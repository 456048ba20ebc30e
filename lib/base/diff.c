// SPDX-License-Identifier: GPL-2.0-only
/*
 * A small unified diff for fmt --check and migrate --check: Myers' O(ND)
 * algorithm on hashed lines after stripping the common head and tail.
 * When the texts differ in more than MAX_D lines the middle is shown as
 * one replaced block instead, so time and memory stay bounded.
 */
#include <errno.h>
#include <string.h>

#include "maint.h"
#include "mbuf.h"
#include "util.h"
#include "base/lines.h"

#define MAX_D 2000
#define CONTEXT 3

struct dline {
	const char *s;
	size_t len; /* without '\n' */
	bool nl; /* had a '\n' */
	uint64_t h;
};

enum { OP_EQ, OP_DEL, OP_ADD };

struct op {
	unsigned char kind;
	size_t ai, bi; /* line indexes (the one not used is ignored) */
};

static int split(const char *buf, size_t len, struct dline **out, size_t *n)
{
	struct dline *v = NULL;
	size_t nr = 0, alloc = 0;
	const char *p = buf, *end = buf + len;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));

		if (ALLOC_GROW(v, nr + 1, alloc)) {
			free(v);
			return -ENOMEM;
		}
		v[nr].s = p;
		v[nr].len = nl ? (size_t)(nl - p) : (size_t)(end - p);
		v[nr].nl = nl != NULL;
		v[nr].h = mnt_hash(p, v[nr].len) ^ (uint64_t)v[nr].nl;
		p += v[nr].len + (nl ? 1 : 0);
		nr++;
	}
	*out = v;
	*n = nr;
	return 0;
}

static bool same(const struct dline *a, const struct dline *b)
{
	return a->h == b->h && a->len == b->len && a->nl == b->nl &&
	       !memcmp(a->s, b->s, a->len);
}

struct ops {
	struct op *v;
	size_t n, alloc;
};

static int push(struct ops *o, int kind, size_t ai, size_t bi)
{
	if (ALLOC_GROW(o->v, o->n + 1, o->alloc))
		return -ENOMEM;
	o->v[o->n].kind = (unsigned char)kind;
	o->v[o->n].ai = ai;
	o->v[o->n].bi = bi;
	o->n++;
	return 0;
}

/*
 * Myers on a[a0..a1) and b[b0..b1): appends the edit script to o in
 * order.  Returns 1 when the distance exceeds MAX_D (nothing appended).
 */
static int myers(const struct dline *a, size_t a0, size_t a1,
		 const struct dline *b, size_t b0, size_t b1, struct ops *o)
{
	long n = (long)(a1 - a0), m = (long)(b1 - b0);
	long max = n + m, dmax = max < MAX_D ? max : MAX_D;
	long off = dmax + 1, d, k, x, y;
	long *v, **trace;
	struct op *rev = NULL;
	size_t nrev = 0, revalloc = 0;
	int ret = 1;

	v = calloc((size_t)(2 * off + 1), sizeof(*v));
	trace = calloc((size_t)dmax + 1, sizeof(*trace));
	if (!v || !trace) {
		ret = -ENOMEM;
		goto out;
	}
	for (d = 0; d <= dmax; d++) {
		trace[d] = malloc((size_t)(2 * off + 1) * sizeof(long));
		if (!trace[d]) {
			ret = -ENOMEM;
			goto out;
		}
		for (k = -d; k <= d; k += 2) {
			if (k == -d || (k != d && v[off + k - 1] < v[off + k + 1]))
				x = v[off + k + 1];
			else
				x = v[off + k - 1] + 1;
			y = x - k;
			while (x < n && y < m &&
			       same(&a[a0 + (size_t)x], &b[b0 + (size_t)y])) {
				x++;
				y++;
			}
			v[off + k] = x;
			if (x >= n && y >= m)
				goto found;
		}
		memcpy(trace[d], v, (size_t)(2 * off + 1) * sizeof(long));
	}
	goto out;
found:
	memcpy(trace[d], v, (size_t)(2 * off + 1) * sizeof(long));
	/* walk back from (n, m) */
	x = n;
	y = m;
	for (; d > 0; d--) {
		long *pv = trace[d - 1], pk, px, py;

		k = x - y;
		if (k == -d || (k != d && pv[off + k - 1] < pv[off + k + 1]))
			pk = k + 1;
		else
			pk = k - 1;
		px = pv[off + pk];
		py = px - pk;
		while (x > px && y > py) {
			x--;
			y--;
			if (ALLOC_GROW(rev, nrev + 1, revalloc))
				goto oom;
			rev[nrev++] = (struct op){ OP_EQ, a0 + (size_t)x,
						   b0 + (size_t)y };
		}
		if (ALLOC_GROW(rev, nrev + 1, revalloc))
			goto oom;
		if (x == px) {
			y--;
			rev[nrev++] = (struct op){ OP_ADD, a0 + (size_t)x,
						   b0 + (size_t)y };
		} else {
			x--;
			rev[nrev++] = (struct op){ OP_DEL, a0 + (size_t)x,
						   b0 + (size_t)y };
		}
	}
	while (x > 0 && y > 0) {
		x--;
		y--;
		if (ALLOC_GROW(rev, nrev + 1, revalloc))
			goto oom;
		rev[nrev++] = (struct op){ OP_EQ, a0 + (size_t)x,
					   b0 + (size_t)y };
	}
	ret = 0;
	while (nrev && !ret) {
		nrev--;
		ret = push(o, rev[nrev].kind, rev[nrev].ai, rev[nrev].bi);
	}
	goto out;
oom:
	ret = -ENOMEM;
out:
	if (trace)
		for (d = 0; d <= dmax; d++)
			free(trace[d]);
	free(trace);
	free(v);
	free(rev);
	return ret;
}

static void add_line(struct mbuf *mb, char c, const struct dline *l)
{
	mbuf_addch(mb, c);
	mbuf_add(mb, l->s, l->len);
	mbuf_addch(mb, '\n');
	if (!l->nl)
		mbuf_adds(mb, "\\ No newline at end of file\n");
}

static void hunks(struct mbuf *mb, const struct ops *o, const struct dline *a,
		  const struct dline *b)
{
	size_t i = 0;

	while (i < o->n) {
		size_t start, end, j, na = 0, nb = 0, a_start, b_start;
		size_t last_change;

		while (i < o->n && o->v[i].kind == OP_EQ)
			i++;
		if (i == o->n)
			break;
		start = i > CONTEXT ? i - CONTEXT : 0;
		/* extend while changes are within 2*CONTEXT equal lines */
		last_change = i;
		for (j = i; j < o->n; j++) {
			if (o->v[j].kind != OP_EQ)
				last_change = j;
			else if (j - last_change > 2 * CONTEXT)
				break;
		}
		end = last_change + CONTEXT + 1;
		if (end > o->n)
			end = o->n;
		a_start = o->v[start].ai;
		b_start = o->v[start].bi;
		for (j = start; j < end; j++) {
			if (o->v[j].kind != OP_ADD)
				na++;
			if (o->v[j].kind != OP_DEL)
				nb++;
		}
		mbuf_addf(mb, "@@ -%zu", na ? a_start + 1 : a_start);
		if (na != 1)
			mbuf_addf(mb, ",%zu", na);
		mbuf_addf(mb, " +%zu", nb ? b_start + 1 : b_start);
		if (nb != 1)
			mbuf_addf(mb, ",%zu", nb);
		mbuf_adds(mb, " @@\n");
		for (j = start; j < end; j++) {
			const struct op *p = &o->v[j];

			if (p->kind == OP_EQ)
				add_line(mb, ' ', &a[p->ai]);
			else if (p->kind == OP_DEL)
				add_line(mb, '-', &a[p->ai]);
			else
				add_line(mb, '+', &b[p->bi]);
		}
		i = end;
	}
}

char *maint_diff(const char *a_name, const char *a, size_t alen,
		 const char *b_name, const char *b, size_t blen,
		 size_t *outlen)
{
	struct dline *la = NULL, *lb = NULL;
	size_t na = 0, nb = 0, pre = 0, suf = 0, i;
	struct ops o = { 0 };
	struct mbuf mb = MBUF_INIT;
	char *res = NULL;
	int ret;

	if (alen == blen && !memcmp(a, b, alen)) {
		res = strdup("");
		if (outlen)
			*outlen = 0;
		return res;
	}
	if (split(a, alen, &la, &na) || split(b, blen, &lb, &nb))
		goto out;
	while (pre < na && pre < nb && same(&la[pre], &lb[pre]))
		pre++;
	while (suf < na - pre && suf < nb - pre &&
	       same(&la[na - 1 - suf], &lb[nb - 1 - suf]))
		suf++;
	for (i = 0; i < pre; i++)
		if (push(&o, OP_EQ, i, i))
			goto out;
	ret = myers(la, pre, na - suf, lb, pre, nb - suf, &o);
	if (ret < 0)
		goto out;
	if (ret == 1) {
		for (i = pre; i < na - suf; i++)
			if (push(&o, OP_DEL, i, pre))
				goto out;
		for (i = pre; i < nb - suf; i++)
			if (push(&o, OP_ADD, na - suf, i))
				goto out;
	}
	for (i = 0; i < suf; i++)
		if (push(&o, OP_EQ, na - suf + i, nb - suf + i))
			goto out;
	mbuf_addf(&mb, "--- %s\n+++ %s\n", a_name, b_name);
	hunks(&mb, &o, la, lb);
	if (!mbuf_failed(&mb))
		res = mbuf_detach(&mb, outlen);
out:
	mbuf_release(&mb);
	free(o.v);
	free(la);
	free(lb);
	return res;
}
