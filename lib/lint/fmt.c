// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint fmt: the output of the kernel's scripts/parse-maintainers.pl.
 *
 * The file is read as the script reads it: text before the first section
 * is the preamble, kept as it is; a tag line ("X: value") is normalised to
 * "X:\tvalue"; a run of tag lines after a text line is a section named by
 * that line.  Sections are written sorted by their upper-cased name, THE
 * REST last, separated by one blank line; with --order the lines of a
 * section are sorted (stably) by tag in the preferred order, F: and X:
 * lines among themselves alphabetically.
 */
#include <errno.h>
#include <string.h>

#include "base/diag.h"
#include "base/opts.h"
#include "maint.h"
#include "mbuf.h"
#include "util.h"
#include "base/lines.h"

struct fmt_section {
	char *key; /* trimmed header, " " for the preamble */
	char *sortkey; /* upper-cased, THE REST -> ZZZZZZ */
	size_t keylen, sortlen;
	struct mbuf content;
	size_t idx;
};

struct fmt_state {
	struct fmt_section *secs;
	size_t nsecs, alloc;
	struct mnt_map keys;
};

static int add_section(struct fmt_state *st, const char *key, size_t len)
{
	struct fmt_section *s;
	size_t i, o;

	if (ALLOC_GROW(st->secs, st->nsecs + 1, st->alloc))
		return -ENOMEM;
	s = &st->secs[st->nsecs];
	memset(s, 0, sizeof(*s));
	mbuf_init(&s->content);
	s->key = mnt_strndup(key, len);
	s->sortkey = malloc(len + 1);
	if (!s->key || !s->sortkey) {
		free(s->key);
		free(s->sortkey);
		return -ENOMEM;
	}
	s->keylen = len;
	for (i = 0, o = 0; i < len; i++) {
		char c = key[i];

		if (c >= 'a' && c <= 'z')
			c = (char)(c - 'a' + 'A');
		s->sortkey[o++] = c;
	}
	s->sortkey[o] = '\0';
	/* "THE REST" -> "ZZZZZZ", everywhere (the string only shrinks) */
	for (i = 0, o = 0; i < len;) {
		if (len - i >= 8 && !memcmp(s->sortkey + i, "THE REST", 8)) {
			memcpy(s->sortkey + o, "ZZZZZZ", 6);
			o += 6;
			i += 8;
		} else {
			s->sortkey[o++] = s->sortkey[i++];
		}
	}
	s->sortkey[o] = '\0';
	s->sortlen = o;
	s->idx = st->nsecs;
	st->nsecs++;
	return 0;
}

static int cmp_bytes(const char *a, size_t al, const char *b, size_t bl)
{
	int r = memcmp(a, b, al < bl ? al : bl);

	if (r)
		return r;
	return al < bl ? -1 : al > bl;
}

static int by_category(const void *pa, const void *pb)
{
	const struct fmt_section *a = *(const struct fmt_section *const *)pa;
	const struct fmt_section *b = *(const struct fmt_section *const *)pb;
	int r = cmp_bytes(a->sortkey, a->sortlen, b->sortkey, b->sortlen);

	if (!r)
		r = cmp_bytes(a->key, a->keylen, b->key, b->keylen);
	if (!r)
		r = a->idx < b->idx ? -1 : a->idx > b->idx;
	return r;
}

struct fmt_line {
	const char *s;
	size_t len;
	size_t idx;
	int rank;
};

static int by_pattern(const void *pa, const void *pb)
{
	const struct fmt_line *a = pa, *b = pb;

	if (a->len && b->len && a->s[0] == b->s[0] &&
	    (a->s[0] == 'F' || a->s[0] == 'X')) {
		int r = cmp_bytes(a->s, a->len, b->s, b->len);

		if (r)
			return r;
	} else if (a->rank != b->rank) {
		return a->rank < b->rank ? -1 : 1;
	}
	/* Perl's merge sort is stable */
	return a->idx < b->idx ? -1 : a->idx > b->idx;
}

static int line_rank(const char *s, size_t len)
{
	char c;
	int r;

	if (!len)
		return 1000;
	c = s[0];
	if (c >= 'a' && c <= 'z')
		c = (char)(c - 'a' + 'A');
	r = maint_tag_rank(c);
	return r < MAINT_NTAGS ? r : 1000;
}

/* Perl's split('\n', $s): fields between newlines, trailing empties gone. */
static int write_section_lines(struct mbuf *out, const struct mbuf *c,
			       bool order)
{
	struct fmt_line *v = NULL;
	size_t n = 0, alloc = 0, i, keep;
	const char *p = c->buf, *end = c->buf + c->len;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t len = nl ? (size_t)(nl - p) : (size_t)(end - p);

		if (ALLOC_GROW(v, n + 1, alloc)) {
			free(v);
			return -ENOMEM;
		}
		v[n].s = p;
		v[n].len = len;
		v[n].idx = n;
		v[n].rank = line_rank(p, len);
		n++;
		p += len + (nl ? 1 : 0);
	}
	keep = n;
	while (keep && !v[keep - 1].len)
		keep--;
	if (order)
		mnt_qsort(v, keep, sizeof(*v), by_pattern);
	for (i = 0; i < keep; i++) {
		mbuf_add(out, v[i].s, v[i].len);
		mbuf_addch(out, '\n');
	}
	free(v);
	return 0;
}

static void fmt_error(const struct maint_diag_sink *diag, const char *file,
		      unsigned int line, const char *what, const char *s,
		      size_t len, const char *tail, const char *t2, size_t t2len)
{
	struct mbuf m = MBUF_INIT;

	mbuf_adds(&m, what);
	mbuf_adds(&m, " '");
	mnt_quote(&m, s, len, 200);
	mbuf_addch(&m, '\'');
	if (tail) {
		mbuf_adds(&m, tail);
		mbuf_addch(&m, '\'');
		mnt_quote(&m, t2, t2len, 200);
		mbuf_addch(&m, '\'');
	}
	if (!mbuf_failed(&m))
		mnt_diag(diag, file, line, MAINT_ERROR, m.buf);
	mbuf_release(&m);
}

static void free_state(struct fmt_state *st)
{
	size_t i;

	for (i = 0; i < st->nsecs; i++) {
		free(st->secs[i].key);
		free(st->secs[i].sortkey);
		mbuf_release(&st->secs[i].content);
	}
	free(st->secs);
	mnt_map_clear(&st->keys);
}

/*
 * Reading the sections: the line before the first tag of a run is its
 * header (the last line not yet placed, kept in last).
 */
struct fmt_reader {
	struct fmt_state *st;
	const struct maint_text *in;
	const struct maint_diag_sink *diag;
	const char *last; /* the line not placed yet */
	size_t lastlen, lastno;
	size_t cur; /* the section the tags go to (0: the preamble) */
};

/* The pending line heads a new section (its name unique: else -EINVAL). */
static int open_section(struct fmt_reader *r)
{
	size_t klen = r->lastlen;
	const char *k = mnt_trim(r->last, &klen);
	bool created;
	struct mnt_map_slot *slot = mnt_map_insert(&r->st->keys, k, klen,
						   &created);

	if (!slot || (created && add_section(r->st, k, klen)))
		return -ENOMEM;
	if (!created) {
		fmt_error(r->diag, r->in->name, (unsigned int)r->lastno,
			  "duplicate section header", k, klen, NULL, NULL, 0);
		return -EINVAL;
	}
	r->cur = r->st->nsecs - 1;
	r->lastlen = 0;
	return 0;
}

/* A tag line, as "X:\tvalue", to the current section. */
static int add_tag(struct fmt_reader *r, const struct mnt_line *l, char tag)
{
	size_t vlen = l->full - 2;
	const char *v = mnt_trim(l->s + 2, &vlen);
	struct mbuf *c;

	if (r->lastlen) {
		int ret = open_section(r);

		if (ret)
			return ret;
	}
	c = &r->st->secs[r->cur].content;
	mbuf_addch(c, tag);
	mbuf_adds(c, ":\t");
	mbuf_add(c, v, vlen);
	mbuf_addch(c, '\n');
	return 0;
}

/*
 * Any other line l (number i): the pending one goes to the preamble, or
 * inside a section must be blank (-EINVAL); l is pending next.
 */
static int other_line(struct fmt_reader *r, const struct mnt_line *l,
		      size_t i)
{
	const struct fmt_section *s = &r->st->secs[r->cur];

	if (r->cur == 0) {
		mbuf_add(&r->st->secs[0].content, r->last, r->lastlen);
	} else {
		size_t tl = r->lastlen;

		mnt_trim(r->last, &tl);
		if (tl) {
			fmt_error(r->diag, r->in->name, (unsigned int)r->lastno,
				  "odd non-pattern line", r->last,
				  r->lastlen && r->last[r->lastlen - 1] == '\n' ?
					  r->lastlen - 1 :
					  r->lastlen,
				  " for ", s->key, s->keylen);
			return -EINVAL;
		}
	}
	r->last = l->s;
	r->lastlen = l->full;
	r->lastno = i + 1;
	return 0;
}

/* The sections in their order (the preamble first), each written out. */
static int write_sorted(struct fmt_state *st, bool order, struct mbuf *res)
{
	struct fmt_section **sorted = malloc(st->nsecs * sizeof(*sorted));
	bool sep = false;
	int ret = 0;
	size_t i;

	if (!sorted)
		return -ENOMEM;
	for (i = 0; i < st->nsecs; i++)
		sorted[i] = &st->secs[i];
	mnt_qsort(sorted, st->nsecs, sizeof(*sorted), by_category);
	for (i = 0; i < st->nsecs && !ret; i++) {
		const struct fmt_section *s = sorted[i];

		if (s->idx == 0) {
			mbuf_add(res, s->content.buf, s->content.len);
			continue;
		}
		if (sep)
			mbuf_addch(res, '\n');
		sep = true;
		mbuf_add(res, s->key, s->keylen);
		mbuf_addch(res, '\n');
		ret = write_section_lines(res, &s->content, order);
	}
	free(sorted);
	return ret;
}

int maint_fmt(const struct maint_text *in, bool order, char **out,
	      size_t *outlen, const struct maint_diag_sink *diag)
{
	struct fmt_state st = { 0 };
	struct fmt_reader r = { .st = &st, .in = in, .diag = diag };
	struct mnt_line *lines = NULL;
	struct mbuf res = MBUF_INIT;
	size_t nlines = 0, i;
	int ret;

	*out = NULL;
	if (!MNT_OPTS_OK(in, MAINT_TEXT_VERSION))
		return -EINVAL;
	ret = mnt_split_lines(in->buf, in->len, &lines, &nlines);
	if (ret)
		return ret;
	ret = add_section(&st, " ", 1);
	for (i = 0; !ret && i < nlines; i++) {
		const struct mnt_line *l = &lines[i];
		char tag = mnt_tag_of(l->s, l->full);

		ret = tag ? add_tag(&r, l, tag) : other_line(&r, l, i);
	}
	if (ret)
		goto out_free;
	mbuf_add(&st.secs[r.cur].content, r.last, r.lastlen);
	ret = write_sorted(&st, order, &res);
	for (i = 0; i < st.nsecs; i++)
		if (mbuf_failed(&st.secs[i].content))
			ret = -ENOMEM;
	if (!ret && mbuf_failed(&res))
		ret = -ENOMEM;
	if (!ret)
		*out = mbuf_detach(&res, outlen);
out_free:
	mbuf_release(&res);
	free(lines);
	free_state(&st);
	return ret;
}
