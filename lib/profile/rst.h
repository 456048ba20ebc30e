/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Just enough reStructuredText (rst.c): a document's sections, a section
 * body's paragraphs, inline markup removed.  It knows nothing of
 * profiles.
 */
#ifndef MNT_PROFILE_RST_H
#define MNT_PROFILE_RST_H

#include <stdbool.h>
#include <stddef.h>

/*
 * A paragraph: prose (a list item when @bullet), or a literal block or a
 * table as it is written; comments are left out.
 */
struct mnt_para {
	char *text; /* lines joined with '\n', indentation removed (prose) */
	unsigned int line; /* first line */
	unsigned int end_line; /* last line */
	unsigned int indent; /* of its text (after a list marker) */
	bool bullet; /* a list item */
	bool lead_in; /* ends with ':' (introduces what follows) */
	bool literal_next; /* ended with "::": a literal block follows */
	bool literal; /* a literal block, lines as written */
	bool table; /* a simple or grid table, lines as written */
};

/* Split a section body (starting at line first) into paragraphs. */
int mnt_rst_paragraphs(const char *body, unsigned int first,
		       struct mnt_para **out, size_t *n);
void mnt_rst_paragraphs_free(struct mnt_para *p, size_t n);

/* Remove inline markup (``x``, *x*, `t <u>`_, :role:`x`) in place. */
void mnt_rst_clean(char *s);

/* One section of a reStructuredText document. */
struct mnt_rst_sec {
	char *heading, *body; /* malloc'd, owned by the document */
	unsigned int level, line, body_line, end_line;
	size_t heading_len, underline_len; /* in characters */
	size_t parent; /* the enclosing section, or (size_t)-1 */
	bool is_title, has_prose;
};

/* The sections of a document: what rst.c makes of it, on its own. */
struct mnt_rst_doc {
	struct mnt_rst_sec *secs;
	size_t nsecs, alloc;
	unsigned int nlines;
	bool no_headings;
};

/* Parse buf[0..len) into d (freed again on failure). */
int mnt_rst_parse(const char *buf, size_t len, struct mnt_rst_doc *d);
void mnt_rst_doc_free(struct mnt_rst_doc *d);

#endif
