// SPDX-License-Identifier: GPL-2.0-only
/*
 * jsonw: the one JSON writer (see jsonw.h for the layouts).
 */
#include <stdlib.h>
#include <string.h>

#include "jsonw.h"

void jsonw_init(struct jsonw *w, struct mbuf *mb, unsigned int flags)
{
	memset(w, 0, sizeof(*w));
	w->mb = mb;
	w->flags = flags;
	w->lv = w->lv0;
	w->lv[0].first = true;
}

void jsonw_release(struct jsonw *w)
{
	if (w->alloc)
		free(w->lv);
	w->lv = w->lv0;
	w->alloc = 0;
}

char *jsonw_finish(struct jsonw *w, struct mbuf *mb, size_t *len)
{
	mbuf_addch(mb, '\n');
	jsonw_release(w);
	if (mbuf_failed(mb)) {
		mbuf_release(mb);
		return NULL;
	}
	return mbuf_detach(mb, len);
}

/* Room for level depth + 1; false when there is none (out of memory). */
static bool room(struct jsonw *w)
{
	size_t want = (size_t)w->depth + 2, n;
	struct jsonw_level *v;

	if (want <= (w->alloc ? w->alloc : JSONW_INLINE_DEPTH))
		return true;
	n = want * 2;
	v = w->alloc ? realloc(w->lv, n * sizeof(*v)) : malloc(n * sizeof(*v));
	if (!v)
		return false;
	if (!w->alloc)
		memcpy(v, w->lv0, sizeof(w->lv0));
	w->lv = v;
	w->alloc = n;
	return true;
}

static void indent(struct jsonw *w, unsigned int n)
{
	mbuf_addch(w->mb, '\n');
	while (n--)
		mbuf_addch(w->mb, ' ');
}

/* What comes before a value: the separator from the one before, if any. */
static void sep(struct jsonw *w)
{
	struct jsonw_level *l = &w->lv[w->depth];

	if (w->named) {
		w->named = false;
		return;
	}
	if (!l->first) {
		if ((l->nl & JSONW_NL_SEP) || w->brk) {
			mbuf_addch(w->mb, ',');
			indent(w, l->indent);
		} else {
			mbuf_adds(w->mb, w->flags & JSONW_COMPACT ? "," : ", ");
		}
	} else if ((l->nl & JSONW_NL_LEAD) || w->brk) {
		indent(w, l->indent);
	}
	l->first = false;
	w->brk = false;
}

void jsonw_break(struct jsonw *w)
{
	w->brk = true;
}

static void start(struct jsonw *w, char open, unsigned int nl, unsigned int ind)
{
	struct jsonw_level *l;

	sep(w);
	if (w->over || !room(w)) {
		w->mb->oom =
			true; /* the sticky failure: nothing more is kept */
		w->over++;
		return;
	}
	mbuf_addch(w->mb, open);
	l = &w->lv[++w->depth];
	l->nl = (unsigned char)nl;
	l->indent = (unsigned char)(ind > 255 ? 255 : ind);
	l->first = true;
}

static void end(struct jsonw *w, char close)
{
	const struct jsonw_level *l = &w->lv[w->depth];

	if (w->over) {
		w->over--;
		return;
	}
	if (!w->depth) {
		w->mb->oom = true; /* more ends than starts */
		return;
	}
	if (((l->nl & JSONW_NL_TAIL) && !l->first) || w->brk)
		indent(w, w->lv[w->depth - 1].indent);
	w->brk = false;
	mbuf_addch(w->mb, close);
	if (!--w->depth)
		jsonw_release(w);
}

void jsonw_start_object(struct jsonw *w)
{
	start(w, '{', 0, 0);
}

void jsonw_start_array(struct jsonw *w)
{
	start(w, '[', 0, 0);
}

void jsonw_start_object_nl(struct jsonw *w, unsigned int nl,
			   unsigned int indent)
{
	start(w, '{', nl, indent);
}

void jsonw_start_array_nl(struct jsonw *w, unsigned int nl, unsigned int indent)
{
	start(w, '[', nl, indent);
}

void jsonw_end_object(struct jsonw *w)
{
	end(w, '}');
}

void jsonw_end_array(struct jsonw *w)
{
	end(w, ']');
}

/* The escaped text of s, '<', '>' and '&' as \u escapes under JSONW_SCRIPT */
static void str_body(struct jsonw *w, const char *s, size_t len)
{
	if (!(w->flags & JSONW_SCRIPT)) {
		w->lost += mbuf_add_json_str(w->mb, s, len);
		return;
	}
	while (len) {
		size_t n = 0;

		while (n < len && s[n] != '<' && s[n] != '>' && s[n] != '&')
			n++;
		/* whole spans, so multi-byte UTF-8 stays whole */
		w->lost += mbuf_add_json_str(w->mb, s, n);
		if (n == len)
			break;
		mbuf_addf(w->mb, "\\u%04x", (unsigned char)s[n]);
		s += n + 1;
		len -= n + 1;
	}
}

void jsonw_name(struct jsonw *w, const char *name)
{
	sep(w);
	mbuf_addch(w->mb, '"');
	str_body(w, name, strlen(name));
	mbuf_adds(w->mb, w->flags & JSONW_COMPACT ? "\":" : "\": ");
	w->named = true;
}

void jsonw_string_len(struct jsonw *w, const char *s, size_t len)
{
	sep(w);
	mbuf_addch(w->mb, '"');
	str_body(w, s, len);
	mbuf_addch(w->mb, '"');
}

void jsonw_string(struct jsonw *w, const char *s)
{
	if (!s)
		jsonw_null(w);
	else
		jsonw_string_len(w, s, strlen(s));
}

void jsonw_raw(struct jsonw *w, const char *text, size_t len)
{
	sep(w);
	mbuf_add(w->mb, text, len);
}

void jsonw_int(struct jsonw *w, long long v)
{
	sep(w);
	mbuf_addf(w->mb, "%lld", v);
}

void jsonw_uint(struct jsonw *w, unsigned long long v)
{
	sep(w);
	mbuf_addf(w->mb, "%llu", v);
}

void jsonw_float(struct jsonw *w, int prec, double v)
{
	sep(w);
	mbuf_addf(w->mb, "%.*f", prec, v);
}

void jsonw_bool(struct jsonw *w, bool v)
{
	sep(w);
	mbuf_adds(w->mb, v ? "true" : "false");
}

void jsonw_null(struct jsonw *w)
{
	sep(w);
	mbuf_adds(w->mb, "null");
}

void jsonw_string_field(struct jsonw *w, const char *name, const char *s)
{
	jsonw_name(w, name);
	jsonw_string(w, s);
}

void jsonw_int_field(struct jsonw *w, const char *name, long long v)
{
	jsonw_name(w, name);
	jsonw_int(w, v);
}

void jsonw_uint_field(struct jsonw *w, const char *name, unsigned long long v)
{
	jsonw_name(w, name);
	jsonw_uint(w, v);
}

void jsonw_float_field(struct jsonw *w, const char *name, int prec, double v)
{
	jsonw_name(w, name);
	jsonw_float(w, prec, v);
}

void jsonw_bool_field(struct jsonw *w, const char *name, bool v)
{
	jsonw_name(w, name);
	jsonw_bool(w, v);
}

void jsonw_null_field(struct jsonw *w, const char *name)
{
	jsonw_name(w, name);
	jsonw_null(w);
}
