// SPDX-License-Identifier: GPL-2.0-only
/*
 * HTML reduced to text, as RST (headings, paragraphs, list items), with
 * libxml2's HTML parser: the format of URL profiles served as web pages.
 * libxml2 is loaded (dlopen) the first time HTML is read, so that other
 * runs do not pay for it and what it needs.
 */
#include <dlfcn.h>
#include <errno.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "profile/html.h"
#include "mbuf.h"
#include "profile/md.h"

#define SYM(h, dst, name) (*(void **)&(dst) = dlsym((h), (name)))

static struct {
	htmlDocPtr (*read_memory)(const char *, int, const char *, const char *,
				  int);
	xmlNodePtr (*root)(const xmlDoc *);
	void (*free_doc)(xmlDocPtr);
	xmlChar *(*get_prop)(const xmlNode *, const xmlChar *);
	xmlChar *(*get_content)(const xmlNode *);
	void (*set_errors)(void *, xmlGenericErrorFunc);
	xmlFreeFunc *free;
} xm;

/* xm and xm_ok: written once, under xm_once */
static pthread_once_t xm_once = PTHREAD_ONCE_INIT;
static bool xm_ok;

static void load_xml(void)
{
	void *h = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);

	xm_ok = h && SYM(h, xm.read_memory, "htmlReadMemory") &&
		SYM(h, xm.root, "xmlDocGetRootElement") &&
		SYM(h, xm.free_doc, "xmlFreeDoc") &&
		SYM(h, xm.get_prop, "xmlGetProp") &&
		SYM(h, xm.get_content, "xmlNodeGetContent") &&
		SYM(h, xm.set_errors, "xmlSetGenericErrorFunc") &&
		SYM(h, xm.free, "xmlFree") && *xm.free;
}

struct html {
	struct mnt_rstw w;
	struct mbuf para; /* the paragraph being gathered */
	const char *bullet;
	unsigned int indent;
};

static bool is_tag(const xmlNode *n, const char *const *names)
{
	for (; *names; names++)
		if (!strcasecmp((const char *)n->name, *names))
			return true;
	return false;
}

static const char *const skip_tags[] = { "script",   "style",	 "head",
					 "noscript", "template", "svg",
					 "nav",	     "button",	 "form",
					 NULL };
static const char *const block_tags[] = {
	"p",	  "div",    "section", "article", "main",    "body",
	"header", "footer", "aside",   "table",	  "tr",	     "td",
	"th",	  "dl",	    "dt",      "dd",	  "figure",  "blockquote",
	"ul",	  "ol",	    "hr",      "details", "summary", NULL
};

/* Text with runs of blanks made one blank. */
static void add_text(struct mbuf *mb, const char *t)
{
	for (; *t; t++) {
		bool sp = *t == ' ' || *t == '\t' || *t == '\n' || *t == '\r' ||
			  *t == '\f';

		if (sp) {
			if (mb->len && mb->buf[mb->len - 1] != ' ' &&
			    mb->buf[mb->len - 1] != '\n')
				mbuf_addch(mb, ' ');
			continue;
		}
		mbuf_addch(mb, (unsigned char)*t < ' ' ? ' ' : *t);
	}
}

static void flush(struct html *h)
{
	size_t n = h->para.len;

	while (n && (h->para.buf[n - 1] == ' ' || h->para.buf[n - 1] == '\n'))
		n--;
	mbuf_setlen(&h->para, n);
	if (n && !mbuf_failed(&h->para)) {
		const char *t = h->para.buf;

		while (*t == ' ' || *t == '\n')
			t++;
		mnt_rstw_text(&h->w, 0, h->bullet, h->indent, t, false);
		h->bullet = NULL;
	}
	if (mbuf_failed(&h->para))
		h->w.mb.oom = true;
	mbuf_setlen(&h->para, 0);
}

static void node_text(struct mbuf *mb, const xmlNode *n, unsigned int depth)
{
	for (; n && depth < 256; n = n->next) {
		if (n->type == XML_TEXT_NODE ||
		    n->type == XML_CDATA_SECTION_NODE)
			add_text(mb, (const char *)n->content);
		else if (n->type == XML_ELEMENT_NODE && !is_tag(n, skip_tags))
			node_text(mb, n->children, depth + 1);
	}
}

static void walk(struct html *h, const xmlNode *n, unsigned int depth)
{
	for (; n && depth < 256; n = n->next) {
		const char *name = (const char *)n->name;

		if (n->type == XML_TEXT_NODE ||
		    n->type == XML_CDATA_SECTION_NODE) {
			add_text(&h->para, (const char *)n->content);
			continue;
		}
		if (n->type != XML_ELEMENT_NODE || is_tag(n, skip_tags))
			continue;
		if (strlen(name) == 2 && (name[0] == 'h' || name[0] == 'H') &&
		    name[1] >= '1' && name[1] <= '6') {
			struct mbuf t = MBUF_INIT;

			flush(h);
			node_text(&t, n->children, depth + 1);
			if (!mbuf_failed(&t) && t.len)
				mnt_rstw_heading(&h->w, 0,
						 (unsigned int)(name[1] - '0'),
						 t.buf);
			mbuf_release(&t);
		} else if (!strcasecmp(name, "pre")) {
			struct mbuf t = MBUF_INIT;
			const xmlNode *c;

			flush(h);
			for (c = n->children; c; c = c->next) {
				xmlChar *s = xm.get_content(c);

				if (s)
					mbuf_adds(&t, (const char *)s);
				(*xm.free)(s);
			}
			if (!mbuf_failed(&t))
				mnt_rstw_text(&h->w, 0, NULL, h->indent, t.buf,
					      true);
			mbuf_release(&t);
		} else if (!strcasecmp(name, "li")) {
			flush(h);
			h->bullet = "- ";
			h->indent += 2;
			walk(h, n->children, depth + 1);
			flush(h);
			h->indent -= 2;
			h->bullet = NULL;
		} else if (!strcasecmp(name, "br")) {
			mbuf_addch(&h->para, '\n');
		} else if (!strcasecmp(name, "a")) {
			xmlChar *href = xm.get_prop(n, (const xmlChar *)"href");
			struct mbuf t = MBUF_INIT;

			node_text(&t, n->children, depth + 1);
			if (href && t.len && !mbuf_failed(&t) &&
			    (!strncmp((char *)href, "http://", 7) ||
			     !strncmp((char *)href, "https://", 8)) &&
			    !strpbrk((char *)href, " <>`") &&
			    !memchr(t.buf, '`', t.len))
				mbuf_addf(&h->para, "`%s <%s>`_", t.buf,
					  (char *)href);
			else if (t.len)
				mbuf_add(&h->para, t.buf, t.len);
			(*xm.free)(href);
			mbuf_release(&t);
		} else if (is_tag(n, block_tags)) {
			flush(h);
			walk(h, n->children, depth + 1);
			flush(h);
		} else {
			walk(h, n->children, depth + 1);
		}
	}
}

static void no_xml_errors(void *ctx, const char *msg, ...)
{
}

int mnt_html_to_rst(const char *buf, size_t len, char **out, size_t *outlen)
{
	struct html h = { .para = MBUF_INIT };
	htmlDocPtr doc;
	xmlNode *root;

	*out = NULL;
	if (len > (size_t)INT32_MAX)
		return -EFBIG;
	pthread_once(&xm_once, load_xml);
	if (!xm_ok)
		return -ENOSYS;
	xm.set_errors(NULL, no_xml_errors);
	doc = xm.read_memory(buf, (int)len, NULL, NULL,
			     HTML_PARSE_RECOVER | HTML_PARSE_NOERROR |
				     HTML_PARSE_NOWARNING | HTML_PARSE_NONET |
				     HTML_PARSE_NOIMPLIED);
	if (!doc)
		return -EINVAL;
	root = xm.root(doc);
	if (!root) {
		xm.free_doc(doc);
		return -EINVAL;
	}
	mnt_rstw_init(&h.w);
	walk(&h, root, 0);
	flush(&h);
	mbuf_release(&h.para);
	xm.free_doc(doc);
	return mnt_rstw_finish(&h.w, out, outlen);
}

/* --- URLs --- */
