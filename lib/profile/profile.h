/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Internals shared by the profile modules (rst.c, md.c, profile.c,
 * rules.c, facts.c).
 */
#ifndef MNT_PROFILE_PROFILE_H
#define MNT_PROFILE_PROFILE_H

#include "maint.h"
#include "mbuf.h"
#include "util.h"

struct maint_profile {
	char *name;
	char *buf; /* NUL-terminated copy of the input */
	size_t len;
	struct maint_psection *secs;
	size_t nsecs, secs_alloc;
	size_t *parent; /* parent section of each section, or (size_t)-1 */
	struct maint_fact *facts;
	size_t nfacts, facts_alloc;
	struct maint_rule *rules; /* rules.c */
	size_t nrules;
	const char *rules_note; /* why few rules were read (static), or NULL */
	char **strs; /* strings the profile owns */
	size_t nstrs, strs_alloc;
	unsigned int nlines;
	bool no_headings;
	enum maint_pformat format;
	long long fetched; /* URL profiles: when, seconds since the epoch */
};

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

/* A diagnostic with a printf format (profile.c, fetch.c). */
void mnt_pdiagf(const struct maint_diag_sink *d, const char *file,
		unsigned int line, enum maint_level lvl, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

/* Keep s (malloc'd) until the profile is freed; returns s or NULL. */
char *mnt_profile_own(struct maint_profile *p, char *s);

/* One section of a reStructuredText document (rst.c). */
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

/*
 * Lay a document out as reStructuredText, each block on its source line
 * (md.c): used for Markdown and for HTML reduced to text.
 */
struct mnt_rstw {
	struct mbuf mb;
	unsigned int line; /* the line the next character goes on */
	bool blank; /* the last line written is blank (or an underline) */
};

void mnt_rstw_init(struct mnt_rstw *w);
void mnt_rstw_heading(struct mnt_rstw *w, unsigned int line,
		      unsigned int level, const char *text);
/* A paragraph (lines split at '\n'); @first (a bullet) starts it; a
 * literal block is written as one ("::" and indented). */
void mnt_rstw_text(struct mnt_rstw *w, unsigned int line, const char *first,
		   unsigned int indent, const char *text, bool literal);
int mnt_rstw_finish(struct mnt_rstw *w, char **out, size_t *len);

/* The name ends in .md or .markdown. */
bool mnt_is_markdown(const char *name);
/* CommonMark to RST (libcmark); *out is malloc'd. */
int mnt_md_to_rst(const char *buf, size_t len, char **out, size_t *outlen);

/* HTML reduced to text, as RST (html.c, libxml2); -EINVAL: not HTML. */
int mnt_html_to_rst(const char *buf, size_t len, char **out, size_t *outlen);

/* Fill p->rules and p->facts (rules.c, facts.c). */
int mnt_rules_read(struct maint_profile *p);

#endif
