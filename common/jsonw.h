/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * jsonw: the one JSON writer (in the shape of bpftool's json_writer), over
 * a struct mbuf.  It places the commas and the colons itself; strings go
 * through mbuf_add_json_str (always valid UTF-8: U+FFFD for bytes that
 * are not).  A failure (out of memory, an end without its start) is the
 * buffer's sticky failure: check mbuf_failed() once at the end.  Nesting
 * is as deep as the data (a directory tree, say): levels past
 * JSONW_INLINE_DEPTH are allocated, and freed when the document is closed
 * (jsonw_release() for a writer left with containers open).
 *
 * Layout, so that every output keeps its bytes:
 *   - the writer's flags: JSONW_COMPACT writes "," and ":" (default ", "
 *     and ": "); JSONW_SCRIPT writes '<', '>' and '&' as \u escapes (JSON
 *     inside an HTML <script>).
 *   - each container is inline ({"a": 1, "b": [2, 3]}) unless opened with
 *     jsonw_start_object_nl() / jsonw_start_array_nl(), which put a line
 *     break and `indent` spaces between its elements (JSONW_NL_SEP), before
 *     the first (JSONW_NL_LEAD) and, with the enclosing container's indent,
 *     before the closing bracket (JSONW_NL_TAIL) -- the last two only when
 *     the container is not empty.  JSONW_PRETTY is all three:
 *
 *	{				   jsonw_start_object_nl(w, JSONW_PRETTY, 2)
 *	  "range": "a..b",
 *	  "trees": [			   jsonw_start_array_nl(w, JSONW_PRETTY, 4)
 *	    {"url": "x", "pulls": 2}	   jsonw_start_object(w)
 *	  ],
 *	  "edges": []
 *	}
 *
 * Typical use:
 *	struct jsonw w;
 *
 *	jsonw_init(&w, &mb, 0);
 *	jsonw_start_object(&w);
 *	jsonw_string_field(&w, "name", s);
 *	jsonw_name(&w, "list");
 *	jsonw_start_array(&w);
 *	...
 *	jsonw_end_array(&w);
 *	jsonw_end_object(&w);
 */
#ifndef MAINT_JSONW_H
#define MAINT_JSONW_H

#include <stdbool.h>
#include <stddef.h>

#include "mbuf.h"

#define JSONW_INLINE_DEPTH 16

/* writer flags */
#define JSONW_COMPACT 0x1u
#define JSONW_SCRIPT 0x2u

/* container layout */
#define JSONW_NL_SEP 0x1u
#define JSONW_NL_LEAD 0x2u
#define JSONW_NL_TAIL 0x4u
#define JSONW_PRETTY (JSONW_NL_SEP | JSONW_NL_LEAD | JSONW_NL_TAIL)

struct jsonw_level {
	unsigned char nl;
	unsigned char indent;
	bool first;
};

struct jsonw {
	struct mbuf *mb;
	unsigned int flags;
	unsigned int depth;
	unsigned int over; /* starts not written (out of memory) */
	bool named; /* a name was written: its value comes next */
	bool brk; /* jsonw_break(): the next element on a line of its own */
	size_t lost; /* bytes of strings that were not UTF-8 (now U+FFFD) */
	struct jsonw_level *lv; /* lv[0..depth]: lv0, or allocated */
	size_t alloc; /* of an allocated lv, else 0 */
	struct jsonw_level lv0[JSONW_INLINE_DEPTH];
};

void jsonw_init(struct jsonw *w, struct mbuf *mb, unsigned int flags);
void jsonw_release(struct jsonw *w);
/*
 * End a document written into @mb: a newline after it, the writer
 * released, and the text handed over (malloc'd, its length in *len when
 * len is not NULL); NULL with nothing kept when memory ran out.
 */
char *jsonw_finish(struct jsonw *w, struct mbuf *mb, size_t *len);

void jsonw_start_object(struct jsonw *w);
void jsonw_start_array(struct jsonw *w);
void jsonw_start_object_nl(struct jsonw *w, unsigned int nl,
			   unsigned int indent);
void jsonw_start_array_nl(struct jsonw *w, unsigned int nl,
			  unsigned int indent);
void jsonw_end_object(struct jsonw *w);
void jsonw_end_array(struct jsonw *w);

/*
 * The next element of the open container starts on a line of its own
 * (after its comma), at the container's indent: a break where one layout
 * has one, in an otherwise inline container.  Before an end, the closing
 * bracket goes on a line of its own, at the enclosing container's indent
 * (also when the container is empty).
 */
void jsonw_break(struct jsonw *w);

/* An object member's name; the value written next is its value. */
void jsonw_name(struct jsonw *w, const char *name);

/* s escaped and quoted; NULL is null. */
void jsonw_string(struct jsonw *w, const char *s);
void jsonw_string_len(struct jsonw *w, const char *s, size_t len);
/* text, already JSON (a value another writer made), as it is */
void jsonw_raw(struct jsonw *w, const char *text, size_t len);
void jsonw_int(struct jsonw *w, long long v);
void jsonw_uint(struct jsonw *w, unsigned long long v);
/* v with printf's %.<prec>f */
void jsonw_float(struct jsonw *w, int prec, double v);
void jsonw_bool(struct jsonw *w, bool v);
void jsonw_null(struct jsonw *w);

/* name and value */
void jsonw_string_field(struct jsonw *w, const char *name, const char *s);
void jsonw_int_field(struct jsonw *w, const char *name, long long v);
void jsonw_uint_field(struct jsonw *w, const char *name, unsigned long long v);
void jsonw_float_field(struct jsonw *w, const char *name, int prec, double v);
void jsonw_bool_field(struct jsonw *w, const char *name, bool v);
void jsonw_null_field(struct jsonw *w, const char *name);

#endif
