/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Markdown profiles (md.c, libcmark) and the writer that lays other
 * formats out as reStructuredText, each block on its source line (used
 * for Markdown and for HTML reduced to text).
 */
#ifndef MNT_PROFILE_MD_H
#define MNT_PROFILE_MD_H

#include <stdbool.h>
#include <stddef.h>

#include "mbuf.h"

struct mnt_rstw {
	struct mbuf mb;
	unsigned int line; /* the line the next character goes on */
	bool blank; /* the last line written is blank (or an underline) */
};

void mnt_rstw_init(struct mnt_rstw *w);
void mnt_rstw_heading(struct mnt_rstw *w, unsigned int line, unsigned int level,
		      const char *text);
/* A paragraph (lines split at '\n'); @first (a bullet) starts it; a
 * literal block is written as one ("::" and indented). */
void mnt_rstw_text(struct mnt_rstw *w, unsigned int line, const char *first,
		   unsigned int indent, const char *text, bool literal);
int mnt_rstw_finish(struct mnt_rstw *w, char **out, size_t *len);

/* The name ends in .md or .markdown. */
bool mnt_is_markdown(const char *name);
/* CommonMark to RST (libcmark); *out is malloc'd. */
int mnt_md_to_rst(const char *buf, size_t len, char **out, size_t *outlen);

#endif
