// SPDX-License-Identifier: GPL-2.0-only
/*
 * Just enough reStructuredText for Maintainer Entry Profiles: section
 * headings (underlined, or over- and underlined) with docutils' rule that
 * levels follow the order in which adornment styles first appear and that
 * a lone top-level heading is the document title; paragraphs of prose with
 * comments, literal blocks and tables left out; inline markup removed.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "profile/rst.h"
#include "mbuf.h"
#include "util.h"

struct line {
	const char *s;
	size_t len; /* without "\r\n" */
};

static bool blank(const struct line *l)
{
	size_t i;

	for (i = 0; i < l->len; i++)
		if (!isspace((unsigned char)l->s[i]))
			return false;
	return true;
}

/* A line of one repeated punctuation character, at least 2 long. */
static bool adornment(const struct line *l)
{
	static const char punct[] = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
	size_t i, n = l->len;
	char c;

	while (n && (l->s[n - 1] == ' ' || l->s[n - 1] == '\t'))
		n--;
	if (n < 2)
		return false;
	c = l->s[0];
	if (!strchr(punct, c) || !c)
		return false;
	for (i = 1; i < n; i++)
		if (l->s[i] != c)
			return false;
	return true;
}

static size_t adorn_len(const struct line *l)
{
	size_t n = l->len;

	while (n && (l->s[n - 1] == ' ' || l->s[n - 1] == '\t'))
		n--;
	return n;
}

struct style {
	char c;
	bool over;
	size_t uses;
};

struct heading {
	size_t text; /* line index of the text */
	size_t first; /* first line (the overline when there is one) */
	size_t under; /* line index of the underline */
	size_t style;
};

static int split_lines(const char *buf, size_t len, struct line **out,
		       size_t *n)
{
	struct line *v = NULL;
	size_t nr = 0, alloc = 0, i = 0;

	while (i < len) {
		const char *e = memchr(buf + i, '\n', len - i);
		size_t l = e ? (size_t)(e - (buf + i)) : len - i;

		if (ALLOC_GROW(v, nr + 1, alloc)) {
			free(v);
			return -ENOMEM;
		}
		v[nr].s = buf + i;
		v[nr].len = l && buf[i + l - 1] == '\r' ? l - 1 : l;
		nr++;
		i += l + 1;
	}
	*out = v;
	*n = nr;
	return 0;
}

static char *join_lines(const struct line *v, size_t from, size_t to)
{
	struct mbuf mb = MBUF_INIT;
	size_t i;

	for (i = from; i < to; i++) {
		mbuf_add(&mb, v[i].s, v[i].len);
		mbuf_addch(&mb, '\n');
	}
	if (mbuf_failed(&mb))
		return NULL;
	return mbuf_detach(&mb, NULL);
}

static char *trim_dup(const char *s, size_t len)
{
	while (len && isspace((unsigned char)*s)) {
		s++;
		len--;
	}
	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	return mnt_strndup(s, len);
}

static int add_section(struct mnt_rst_doc *d, const struct line *v,
		       size_t nl, const struct heading *h,
		       const struct heading *next, unsigned int level)
{
	struct mnt_rst_sec *s;
	size_t body = h ? h->under + 1 : 0;
	size_t end = next ? next->first : nl;
	size_t last = end;

	if (ALLOC_GROW(d->secs, d->nsecs + 1, d->alloc))
		return -ENOMEM;
	s = &d->secs[d->nsecs];
	memset(s, 0, sizeof(*s));
	s->parent = (size_t)-1;
	s->heading = h ? trim_dup(v[h->text].s, v[h->text].len) : strdup("");
	if (!s->heading)
		return -ENOMEM;
	d->nsecs++;
	while (last > body && blank(&v[last - 1]))
		last--;
	s->body = join_lines(v, body, last);
	if (!s->body)
		return -ENOMEM;
	s->level = level;
	s->line = h ? (unsigned int)h->text + 1 : 1;
	s->body_line = (unsigned int)body + 1;
	s->end_line = last > body ? (unsigned int)last :
				    (h ? (unsigned int)h->under + 1 : 1);
	if (h) {
		s->heading_len = mnt_utf8_len(s->heading, strlen(s->heading));
		s->underline_len = adorn_len(&v[h->under]);
	}
	return 0;
}

void mnt_rst_doc_free(struct mnt_rst_doc *d)
{
	size_t i;

	for (i = 0; i < d->nsecs; i++) {
		free(d->secs[i].heading);
		free(d->secs[i].body);
	}
	free(d->secs);
	memset(d, 0, sizeof(*d));
}

static bool has_prose(const char *body, unsigned int line)
{
	struct mnt_para *pa;
	size_t n;
	bool ret;

	if (mnt_rst_paragraphs(body, line, &pa, &n))
		return true;
	ret = false;
	for (size_t i = 0; i < n; i++)
		ret |= !pa[i].literal && !pa[i].table;
	mnt_rst_paragraphs_free(pa, n);
	return ret;
}

/*
 * A heading at line i: an overline, text and an underline of the same
 * character, or text and an underline (at least 3 long, or as long as the
 * text; not a ".." comment).  after_blank: a blank line (or a heading)
 * is just before.
 */
static bool heading_at(const struct line *v, size_t nl, size_t i,
		       bool after_blank, struct heading *h)
{
	if (adornment(&v[i]) && i + 2 < nl && !blank(&v[i + 1]) &&
	    !adornment(&v[i + 1]) && adornment(&v[i + 2]) &&
	    v[i + 2].s[0] == v[i].s[0] && after_blank) {
		h->first = i;
		h->text = i + 1;
		h->under = i + 2;
		return true;
	}
	if (after_blank && !blank(&v[i]) && !isspace((unsigned char)v[i].s[0]) &&
	    !adornment(&v[i]) && adornment(&v[i + 1]) &&
	    (adorn_len(&v[i + 1]) >= 3 || adorn_len(&v[i + 1]) >= v[i].len) &&
	    !(v[i].len >= 2 && !memcmp(v[i].s, "..", 2))) {
		h->first = i;
		h->text = i;
		h->under = i + 1;
		return true;
	}
	return false;
}

/* The headings found, and their styles in the order they first came. */
struct headings {
	struct heading *v;
	size_t n, alloc;
	struct style styles[16];
	size_t nstyles;
};

/* The style of h (added when new); false when there are too many. */
static bool heading_style(struct headings *hs, const struct line *v,
			  struct heading *h)
{
	char c = v[h->under].s[0];
	bool over = h->first != h->text;
	size_t j;

	for (j = 0; j < hs->nstyles; j++)
		if (hs->styles[j].c == c && hs->styles[j].over == over)
			break;
	if (j == hs->nstyles) {
		if (hs->nstyles == ARRAY_SIZE(hs->styles))
			return false;
		hs->styles[j].c = c;
		hs->styles[j].over = over;
		hs->styles[j].uses = 0;
		hs->nstyles++;
	}
	hs->styles[j].uses++;
	h->style = j;
	return true;
}

static int find_headings(const struct line *v, size_t nl,
			 struct headings *hs)
{
	for (size_t i = 0; i + 1 < nl; i++) {
		struct heading h;
		/* a title may follow another title's underline at once */
		bool after_blank = i == 0 || blank(&v[i - 1]) ||
				   (hs->n && hs->v[hs->n - 1].under + 1 == i);

		if (!heading_at(v, nl, i, after_blank, &h) ||
		    !heading_style(hs, v, &h))
			continue;
		if (ALLOC_GROW(hs->v, hs->n + 1, hs->alloc))
			return -ENOMEM;
		hs->v[hs->n++] = h;
		i = h.under;
	}
	return 0;
}

/* The text before the first heading, a section when it holds prose. */
static int add_preamble(struct mnt_rst_doc *d, const struct line *v,
			size_t nl, const struct headings *hs)
{
	size_t end = hs->n ? hs->v[0].first : nl;
	char *pre = join_lines(v, 0, end);
	bool keep;

	if (!pre)
		return -ENOMEM;
	keep = !hs->n || has_prose(pre, 1);
	free(pre);
	return keep ? add_section(d, v, nl, NULL, hs->n ? &hs->v[0] : NULL,
				  1) :
		      0;
}

/*
 * A section per heading, at the level of its style (a title, the one
 * heading of the first style, is level 0), under the nearest section of
 * a lower level before it.
 */
static int add_sections(struct mnt_rst_doc *d, const struct line *v,
			size_t nl, const struct headings *hs)
{
	bool title = hs->n && hs->styles[0].uses == 1 && hs->v[0].style == 0;
	size_t nst = hs->nstyles + 2, j;
	size_t *stack = calloc(nst, sizeof(*stack));
	int ret = 0;

	if (!stack)
		return -ENOMEM;
	for (j = 0; j < nst; j++)
		stack[j] = (size_t)-1;
	for (size_t i = 0; i < hs->n && !ret; i++) {
		unsigned int level =
			(unsigned int)hs->v[i].style + (title ? 0 : 1);
		size_t idx = d->nsecs;

		ret = add_section(d, v, nl, &hs->v[i],
				  i + 1 < hs->n ? &hs->v[i + 1] : NULL, level);
		if (ret)
			break;
		d->secs[idx].is_title = title && i == 0;
		for (j = level; j-- > 0;)
			if (stack[j] != (size_t)-1) {
				d->secs[idx].parent = stack[j];
				break;
			}
		stack[level] = idx;
		for (j = level + 1; j < nst; j++)
			stack[j] = (size_t)-1;
	}
	free(stack);
	return ret;
}

int mnt_rst_parse(const char *buf, size_t len, struct mnt_rst_doc *d)
{
	struct line *v = NULL;
	struct headings hs = { 0 };
	size_t nl;
	int ret;

	memset(d, 0, sizeof(*d));
	ret = split_lines(buf, len, &v, &nl);
	if (ret)
		return ret;
	d->nlines = (unsigned int)nl;
	ret = find_headings(v, nl, &hs);
	if (!ret)
		ret = add_preamble(d, v, nl, &hs);
	if (!ret) {
		d->no_headings = hs.n == 0;
		ret = add_sections(d, v, nl, &hs);
	}
	for (size_t i = 0; !ret && i < d->nsecs; i++)
		d->secs[i].has_prose =
			has_prose(d->secs[i].body, d->secs[i].body_line);
	if (ret)
		mnt_rst_doc_free(d);
	free(hs.v);
	free(v);
	return ret;
}

/* Paragraphs */

static size_t indent_of(const struct line *l)
{
	size_t i = 0;

	while (i < l->len && (l->s[i] == ' ' || l->s[i] == '\t'))
		i++;
	return i;
}

/* The column the text starts at, tabs to the next multiple of 8. */
static size_t indent_col(const struct line *l)
{
	size_t i, col = 0;

	for (i = 0; i < l->len && (l->s[i] == ' ' || l->s[i] == '\t'); i++)
		col = l->s[i] == '\t' ? (col / 8 + 1) * 8 : col + 1;
	return col;
}

static bool starts(const struct line *l, size_t off, const char *pfx)
{
	size_t n = strlen(pfx);

	/* off may be past the end (admonition() looks 3 bytes on) */
	return off <= l->len && l->len - off >= n &&
	       !memcmp(l->s + off, pfx, n);
}

/* Length of a list marker at s ("- ", "* ", "+ ", "1. ", "#. ", "| "). */
static size_t bullet_len(const char *s, size_t len)
{
	size_t i = 0;

	if (len >= 2 && strchr("-*+|", s[0]) && s[1] == ' ')
		return 2;
	if (len >= 3 && s[0] == '#' && s[1] == '.' && s[2] == ' ')
		return 3;
	while (i < len && i < 3 && isdigit((unsigned char)s[i]))
		i++;
	if (i && i + 1 < len && (s[i] == '.' || s[i] == ')') &&
	    s[i + 1] == ' ')
		return i + 2;
	return 0;
}

static bool table_line(const struct line *l, size_t ind)
{
	size_t i;
	bool mark = false;

	for (i = ind; i < l->len; i++) {
		if (!strchr("=+-| ", l->s[i]))
			return false;
		if (l->s[i] != ' ')
			mark = true;
	}
	return mark && l->len - ind >= 3;
}

static const char *const admonitions[] = {
	"note::",   "warning::", "important::", "tip::",	"hint::",
	"attention::", "caution::", "danger::",	 "error::", "admonition::",
};

static bool admonition(const struct line *l, size_t off)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(admonitions); i++)
		if (starts(l, off + 3, admonitions[i]))
			return true;
	return false;
}

/* The paragraphs of a body as they are read, one line at a time. */
struct pstate {
	struct mnt_para *pa;
	size_t np, alloc;
	struct mbuf cur;
	bool open; /* a paragraph is being read into cur */
	struct mnt_para at; /* what it is: kind, line, indent */
	unsigned int last; /* the last line it holds */
};

static int para_flush(struct pstate *st)
{
	struct mnt_para *p;
	size_t len = st->cur.len;

	if (!st->open)
		return 0;
	st->open = false;
	while (len && isspace((unsigned char)st->cur.buf[len - 1]))
		len--;
	mbuf_setlen(&st->cur, len);
	if (ALLOC_GROW(st->pa, st->np + 1, st->alloc))
		return -ENOMEM;
	p = &st->pa[st->np];
	*p = st->at;
	p->end_line = st->last;
	if (!p->literal && !p->table) {
		p->lead_in = len && st->cur.buf[len - 1] == ':';
		if (len >= 2 && !memcmp(st->cur.buf + len - 2, "::", 2)) {
			p->literal_next = true;
			mbuf_setlen(&st->cur, len - 1);
		}
	}
	p->text = mbuf_detach(&st->cur, NULL);
	if (!p->text)
		return -ENOMEM;
	st->np++;
	return 0;
}

static void para_open(struct pstate *st, unsigned int line, size_t indent,
		      bool bullet, bool literal, bool table)
{
	memset(&st->at, 0, sizeof(st->at));
	st->at.line = line;
	st->at.indent = (unsigned int)indent;
	st->at.bullet = bullet;
	st->at.literal = literal;
	st->at.table = table;
	st->open = true;
}

/* A simple table's border ("=== ===") or a grid table's ("+---+"). */
static bool table_border(const struct line *l, size_t ind)
{
	return table_line(l, ind) && l->len > ind &&
	       (l->s[ind] == '=' || l->s[ind] == '+');
}

int mnt_rst_paragraphs(const char *body, unsigned int first,
		       struct mnt_para **out, size_t *n)
{
	struct line *v = NULL;
	struct pstate st = { .cur = MBUF_INIT };
	size_t nl, i;
	/* skipping a comment, or reading a literal block, indented more */
	size_t skip_indent = (size_t)-1, lit_indent = (size_t)-1;
	size_t table_indent = (size_t)-1; /* in a table */
	bool grid = false; /* a grid table ("+---+") */
	int ret;

	*out = NULL;
	*n = 0;
	ret = split_lines(body, strlen(body), &v, &nl);
	if (ret)
		return ret;
	for (i = 0; i < nl && !ret; i++) {
		const struct line *l = &v[i];
		unsigned int lno = first + (unsigned int)i;
		size_t ind, col, bl;

		if (table_indent != (size_t)-1) {
			/*
			 * A grid table ends at its first line that is not a
			 * row or border; a simple table at a border before a
			 * blank line.
			 */
			bool row = !blank(l) && indent_col(l) == table_indent &&
				   strchr("+|", l->s[indent_of(l)]);
			bool in = grid ? row : true;
			bool end = grid ? !row :
					  table_border(l, indent_of(l)) &&
						   (i + 1 == nl ||
						    blank(&v[i + 1]));

			if (in) {
				mbuf_add(&st.cur, l->s, l->len);
				mbuf_addch(&st.cur, '\n');
				st.last = lno;
			}
			if (end) {
				table_indent = (size_t)-1;
				ret = para_flush(&st);
			}
			if (in || ret)
				continue;
		}
		if (lit_indent != (size_t)-1) {
			if (blank(l) || indent_col(l) > lit_indent) {
				if (!st.open && !blank(l))
					para_open(&st, lno, indent_col(l),
						  false, true, false);
				if (st.open) {
					mbuf_add(&st.cur, l->s, l->len);
					mbuf_addch(&st.cur, '\n');
					if (!blank(l))
						st.last = lno;
				}
				continue;
			}
			lit_indent = (size_t)-1;
			ret = para_flush(&st);
			if (ret)
				break;
		}
		if (blank(l)) {
			bool lit =
				st.open && !st.at.literal && !st.at.table &&
				st.cur.len >= 2 &&
				!memcmp(st.cur.buf + st.cur.len - 2, "::", 2);
			size_t pind = st.at.indent;

			ret = para_flush(&st);
			if (lit)
				lit_indent = pind;
			continue;
		}
		ind = indent_of(l);
		col = indent_col(l);
		if (skip_indent != (size_t)-1) {
			if (col > skip_indent)
				continue;
			skip_indent = (size_t)-1;
		}
		if (starts(l, ind, "..") &&
		    (l->len == ind + 2 || l->s[ind + 2] == ' ')) {
			ret = para_flush(&st);
			if (!admonition(l, ind))
				skip_indent = col;
			continue;
		}
		if (table_line(l, ind)) {
			ret = para_flush(&st);
			if (!ret && table_border(l, ind) && i + 1 < nl &&
			    !blank(&v[i + 1])) {
				para_open(&st, lno, col, false, false, true);
				mbuf_add(&st.cur, l->s, l->len);
				mbuf_addch(&st.cur, '\n');
				st.last = lno;
				table_indent = col;
				grid = l->s[ind] == '+';
			}
			continue;
		}
		bl = bullet_len(l->s + ind, l->len - ind);
		if (bl || (st.open && col < st.at.indent))
			ret = para_flush(&st);
		if (ret)
			break;
		if (!st.open)
			para_open(&st, lno, col + bl, bl != 0, false, false);
		else
			mbuf_addch(&st.cur, '\n');
		mbuf_add(&st.cur, l->s + ind + bl, l->len - ind - bl);
		st.last = lno;
	}
	if (!ret)
		ret = para_flush(&st);
	if (!ret && mbuf_failed(&st.cur))
		ret = -ENOMEM;
	mbuf_release(&st.cur);
	free(v);
	if (ret) {
		mnt_rst_paragraphs_free(st.pa, st.np);
		return ret;
	}
	*out = st.pa;
	*n = st.np;
	return 0;
}

void mnt_rst_paragraphs_free(struct mnt_para *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(p[i].text);
	free(p);
}

/* Inline markup */

void mnt_rst_clean(char *s)
{
	char *r = s, *w = s;

	while (*r) {
		if (r[0] == '`' && r[1] == '`') {
			r += 2;
			continue;
		}
		if (r[0] == ':' && isalpha((unsigned char)r[1])) {
			/* :role:`text <target>` -> text */
			char *q = r + 1;

			while (isalnum((unsigned char)*q) || *q == '-' ||
			       *q == '_')
				q++;
			if (q[0] == ':' && q[1] == '`') {
				r = q + 1;
				continue;
			}
		}
		if (r[0] == '`') {
			/* `text <url>`_ -> text <url>; `text`_ -> text */
			char *e = strchr(r + 1, '`');

			if (e) {
				size_t n = (size_t)(e - r - 1);

				memmove(w, r + 1, n);
				w += n;
				r = e + 1;
				while (*r == '_')
					r++;
				continue;
			}
			r++;
			continue;
		}
		if (r[0] == '*' && r[1] == '*') {
			r += 2;
			continue;
		}
		if (r[0] == '*' &&
		    ((w == s || !isgraph((unsigned char)w[-1])) !=
		     !isgraph((unsigned char)r[1]))) {
			r++;
			continue;
		}
		if (r[0] == '\\' && r[1] && !isspace((unsigned char)r[1])) {
			r++;
		}
		*w++ = *r++;
	}
	*w = '\0';
}
