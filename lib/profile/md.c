// SPDX-License-Identifier: GPL-2.0-only
/*
 * Markdown profiles, read with a real CommonMark parser (libcmark), and
 * the writer that lays other formats out as reStructuredText.
 *
 * A Markdown (or HTML, see fetch.c) profile is rewritten as the RST the
 * profile parser reads: headings become underlined headings (level 1
 * '=', 2 '-', 3 '~', 4 '^', 5 '"', 6 '\''), paragraphs and list items
 * stay prose (links as `text <url>`_, code spans as ``code``), code blocks
 * become literal blocks (text, not prose).  Each block is put on the line
 * it starts on in the source, so the sections, facts and diagnostics name
 * the Markdown file's own lines (a heading's underline takes the blank
 * line after it; a title may follow an underline at once, as in docutils);
 * a block right below a heading, with no blank line between, moves down a
 * line until a blank line of the source makes up for it.
 */
#include <cmark.h>
#include <errno.h>
#include <string.h>

#include "profile/md.h"
#include "mbuf.h"
#include "util.h"

void mnt_rstw_init(struct mnt_rstw *w)
{
	memset(w, 0, sizeof(*w));
	w->mb = (struct mbuf)MBUF_INIT;
	w->line = 1;
}

/*
 * Start the next block at source line @line, after a blank line (not
 * needed right after a heading's underline).
 */
static void rstw_goto(struct mnt_rstw *w, unsigned int line)
{
	if (w->mb.len && w->mb.buf[w->mb.len - 1] != '\n') {
		mbuf_addch(&w->mb, '\n');
		w->line++;
	}
	if (w->mb.len && !w->blank) {
		mbuf_addch(&w->mb, '\n');
		w->line++;
	}
	while (w->line < line) {
		mbuf_addch(&w->mb, '\n');
		w->line++;
	}
	w->blank = false;
}

/* One line of text: control characters and line breaks made blanks. */
static void add_flat(struct mbuf *mb, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		mbuf_addch(mb, (unsigned char)s[i] < ' ' ? ' ' : s[i]);
}

void mnt_rstw_heading(struct mnt_rstw *w, unsigned int line,
		      unsigned int level, const char *text)
{
	static const char ul[] = "=-~^\"'";
	size_t n, i, b;

	while (*text == ' ' || *text == '\t' || *text == '\n')
		text++;
	n = strlen(text);
	while (n && (unsigned char)text[n - 1] <= ' ')
		n--;
	if (!n)
		return;
	if (level < 1)
		level = 1;
	if (level > 6)
		level = 6;
	rstw_goto(w, line);
	b = w->mb.len;
	add_flat(&w->mb, text, n);
	n = mnt_utf8_len(w->mb.buf + b, w->mb.len - b);
	mbuf_addch(&w->mb, '\n');
	for (i = 0; i < (n ? n : 1); i++)
		mbuf_addch(&w->mb, ul[level - 1]);
	mbuf_addch(&w->mb, '\n');
	w->line += 2;
	w->blank = true; /* the next block may follow the underline at once */
}

void mnt_rstw_text(struct mnt_rstw *w, unsigned int line, const char *first,
		   unsigned int indent, const char *text, bool literal)
{
	const char *l = text;
	bool firstline = true;

	while (*l == '\n')
		l++;
	if (!*l)
		return;
	rstw_goto(w, line);
	if (literal) {
		mbuf_adds(&w->mb, "::\n\n");
		w->line += 2;
	}
	while (l && *l) {
		const char *e = strchr(l, '\n');
		size_t n = e ? (size_t)(e - l) : strlen(l);
		unsigned int k;

		if (firstline && first) {
			for (k = 0; k + strlen(first) < indent; k++)
				mbuf_addch(&w->mb, ' ');
			mbuf_adds(&w->mb, first);
		} else {
			for (k = 0; k < indent + (literal ? 4 : 0); k++)
				mbuf_addch(&w->mb, ' ');
		}
		add_flat(&w->mb, l, n);
		mbuf_addch(&w->mb, '\n');
		w->line++;
		firstline = false;
		l = e ? e + 1 : NULL;
	}
	w->blank = false;
}

int mnt_rstw_finish(struct mnt_rstw *w, char **out, size_t *len)
{
	if (mbuf_failed(&w->mb)) {
		mbuf_release(&w->mb);
		return -ENOMEM;
	}
	*out = mbuf_detach(&w->mb, len);
	return 0;
}

/* Inline content of @n as RST prose (@plain: text only, for headings). */
static void inlines(struct mbuf *mb, cmark_node *n, bool plain)
{
	cmark_node *c;

	for (c = cmark_node_first_child(n); c; c = cmark_node_next(c)) {
		const char *lit = cmark_node_get_literal(c);

		switch (cmark_node_get_type(c)) {
		case CMARK_NODE_TEXT:
			mbuf_adds(mb, lit ? lit : "");
			break;
		case CMARK_NODE_CODE:
			if (lit && !strchr(lit, '`') && *lit && !plain)
				mbuf_addf(mb, "``%s``", lit);
			else
				mbuf_adds(mb, lit ? lit : "");
			break;
		case CMARK_NODE_SOFTBREAK:
		case CMARK_NODE_LINEBREAK:
			mbuf_addch(mb, '\n');
			break;
		case CMARK_NODE_LINK: {
			struct mbuf t = MBUF_INIT;
			const char *url = cmark_node_get_url(c);

			inlines(&t, c, plain);
			if (mbuf_failed(&t)) {
				mb->oom = true;
			} else if (url && *url && t.len && !plain &&
				   !memchr(t.buf, '`', t.len) &&
				   !memchr(t.buf, '\n', t.len) &&
				   !strchr(url, '>') && !strchr(url, ' ')) {
				mbuf_addf(mb, "`%s <%s>`_", t.buf, url);
			} else {
				mbuf_add(mb, t.buf, t.len);
			}
			mbuf_release(&t);
			break;
		}
		case CMARK_NODE_EMPH:
		case CMARK_NODE_STRONG:
		case CMARK_NODE_IMAGE:
			inlines(mb, c, plain);
			break;
		default:
			break;
		}
	}
}

static void blocks(struct mnt_rstw *w, cmark_node *n, unsigned int indent,
		   const char *bullet, unsigned int depth)
{
	cmark_node *c;

	if (depth > 64)
		return; /* cmark nests deeper than any profile */
	for (c = cmark_node_first_child(n); c; c = cmark_node_next(c)) {
		unsigned int line = (unsigned int)cmark_node_get_start_line(c);
		struct mbuf t = MBUF_INIT;

		switch (cmark_node_get_type(c)) {
		case CMARK_NODE_HEADING:
			inlines(&t, c, true);
			if (!mbuf_failed(&t))
				mnt_rstw_heading(w, line,
						 (unsigned int)cmark_node_get_heading_level(c),
						 t.buf);
			break;
		case CMARK_NODE_PARAGRAPH:
			inlines(&t, c, false);
			if (!mbuf_failed(&t))
				mnt_rstw_text(w, line, bullet, indent, t.buf,
					      false);
			bullet = NULL;
			break;
		case CMARK_NODE_CODE_BLOCK: {
			const char *lit = cmark_node_get_literal(c);

			mnt_rstw_text(w, line, NULL, indent, lit ? lit : "",
				      true);
			break;
		}
		case CMARK_NODE_LIST:
			blocks(w, c, indent, NULL, depth + 1);
			break;
		case CMARK_NODE_ITEM:
			blocks(w, c, indent + 2, "- ", depth + 1);
			break;
		case CMARK_NODE_BLOCK_QUOTE:
			blocks(w, c, indent, bullet, depth + 1);
			break;
		default:
			break;
		}
		if (mbuf_failed(&t))
			w->mb.oom = true;
		mbuf_release(&t);
	}
}

bool mnt_is_markdown(const char *name)
{
	size_t n = name ? strlen(name) : 0;

	return (n > 3 && !strcasecmp(name + n - 3, ".md")) ||
	       (n > 9 && !strcasecmp(name + n - 9, ".markdown"));
}

int mnt_md_to_rst(const char *buf, size_t len, char **out, size_t *outlen)
{
	struct mnt_rstw w;
	cmark_node *doc;

	*out = NULL;
	doc = cmark_parse_document(buf, len, CMARK_OPT_SOURCEPOS);
	if (!doc)
		return -ENOMEM;
	mnt_rstw_init(&w);
	blocks(&w, doc, 0, NULL, 0);
	cmark_node_free(doc);
	return mnt_rstw_finish(&w, out, outlen);
}
