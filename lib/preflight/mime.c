// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint preflight: a mail's body as a person reads it.  MIME as mail is:
 * quoted-printable (with its soft line breaks and encoded CR LF, as
 * Outlook and Exchange send them), base64, any charset (to UTF-8), and
 * multipart bodies (the text/plain alternative, the text and patch parts
 * of a mixed mail, a signed mail's text), nested up to MIME_DEPTH.  Each
 * decoded line keeps the input line it came from, so findings point at
 * the input.  A body that cannot be read says why (m->unreadable).
 */
#include <ctype.h>
#include <errno.h>
#include <iconv.h>
#include <string.h>
#include <strings.h>

#include "preflight/mime.h"
#include "base/lines.h"
#include "mbuf.h"
#include "preflight/preflight-mail.h"
#include "util.h"

#define MIME_DEPTH 8
#define MIME_PARTS 1000

/* The decoded body, and the input line each of its lines starts on. */
struct body_out {
	struct mbuf text;
	unsigned int *lines;
	bool *cr; /* that line ended in CR LF once decoded (the CR went) */
	size_t nlines, alines, acr;
	bool bol; /* the next byte starts a line */
	bool oom;
};

static void out_add(struct body_out *o, const char *s, size_t n,
		    unsigned int line)
{
	for (size_t i = 0; i < n; i++) {
		if (o->bol) {
			if (ALLOC_GROW(o->lines, o->nlines + 1, o->alines) ||
			    ALLOC_GROW(o->cr, o->nlines + 1, o->acr)) {
				o->oom = true;
				return;
			}
			o->cr[o->nlines] = false;
			o->lines[o->nlines++] = line;
			o->bol = false;
		}
		if (s[i] == '\n') {
			/* CR LF once decoded: the CR goes, counted */
			if (o->text.len &&
			    o->text.buf[o->text.len - 1] == '\r') {
				o->text.len--;
				o->cr[o->nlines - 1] = true;
			}
			o->bol = true;
		}
		mbuf_addch(&o->text, s[i]);
	}
}

/* The value of a hex digit, or -1. */
static int b64val(int c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 26;
	if (c >= '0' && c <= '9')
		return c - '0' + 52;
	if (c == '+')
		return 62;
	if (c == '/')
		return 63;
	return -1;
}

/*
 * Base64 of s[0..n) appended to @out; returns the bytes that are neither
 * base64 nor blanks nor padding (a body that is not base64 at all).
 */
size_t mnt_pf_b64_decode(struct mbuf *out, const char *s, size_t n)
{
	unsigned int acc = 0;
	int bits = 0;
	size_t i, bad = 0;

	for (i = 0; i < n; i++) {
		int v = b64val((unsigned char)s[i]);

		if (v < 0) {
			bad += !mnt_isspace((unsigned char)s[i]) && s[i] != '=';
			continue;
		}
		acc = (acc << 6) | (unsigned int)v;
		bits += 6;
		if (bits >= 8) {
			bits -= 8;
			mbuf_addch(out, (int)((acc >> bits) & 0xff));
		}
	}
	return bad;
}

/* Quoted-printable of one input line (its soft break noted). */
static void qp_line(struct mbuf *out, const char *s, size_t n, bool *soft)
{
	size_t k;

	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	*soft = n && s[n - 1] == '=';
	if (*soft)
		n--;
	for (k = 0; k < n; k++) {
		if (s[k] == '=' && k + 2 < n &&
		    mnt_hexval((unsigned char)s[k + 1]) >= 0 &&
		    mnt_hexval((unsigned char)s[k + 2]) >= 0) {
			mbuf_addch(
				out,
				mnt_hexval((unsigned char)s[k + 1]) * 16 +
					mnt_hexval((unsigned char)s[k + 2]));
			k += 2;
		} else {
			mbuf_addch(out, s[k]);
		}
	}
}

static bool is_utf8_name(const char *cs, size_t n)
{
	return (n == 5 && !strncasecmp(cs, "utf-8", 5)) ||
	       (n == 4 && !strncasecmp(cs, "utf8", 4)) ||
	       (n == 8 && !strncasecmp(cs, "us-ascii", 8)) ||
	       (n == 5 && !strncasecmp(cs, "ascii", 5));
}

/*
 * s[0..n) in charset cs[0..csl) appended to @out as UTF-8: iconv for any
 * charset it knows; Latin-1 by hand when iconv is missing; the bytes as
 * they are otherwise (the one escaping makes them safe later).
 */
void mnt_pf_to_utf8(struct mbuf *out, const char *cs, size_t csl, const char *s,
		    size_t n)
{
	char name[64];
	iconv_t cd;

	if (!csl || csl >= sizeof(name) || is_utf8_name(cs, csl)) {
		mbuf_add(out, s, n);
		return;
	}
	memcpy(name, cs, csl);
	name[csl] = '\0';
	cd = iconv_open("UTF-8", name);
	if (cd != (iconv_t)-1) {
		char buf[4096];
		char *in = (char *)s;
		size_t left = n;

		while (left) {
			char *o = buf;
			size_t room = sizeof(buf);
			size_t r = iconv(cd, &in, &left, &o, &room);

			mbuf_add(out, buf, (size_t)(o - buf));
			if (r == (size_t)-1 && errno != E2BIG) {
				/* a byte that is not of the charset: as is */
				mbuf_addch(out, *in);
				in++;
				left--;
				iconv(cd, NULL, NULL, NULL, NULL);
			}
		}
		iconv_close(cd);
		return;
	}
	if ((csl == 10 && !strncasecmp(cs, "iso-8859-1", 10)) ||
	    (csl == 12 && !strncasecmp(cs, "windows-1252", 12))) {
		for (size_t i = 0; i < n; i++) {
			unsigned char c = (unsigned char)s[i];

			if (c < 0x80) {
				mbuf_addch(out, c);
			} else {
				mbuf_addch(out, 0xc0 | (c >> 6));
				mbuf_addch(out, 0x80 | (c & 0x3f));
			}
		}
		return;
	}
	mbuf_add(out, s, n);
}

/* A header parameter ("boundary", "charset") of value @v, malloc'd. */
static char *param(const char *v, const char *name)
{
	size_t nl = strlen(name);

	for (const char *p = v ? strchr(v, ';') : NULL; p;
	     p = strchr(p + 1, ';')) {
		const char *q = p + 1, *e;

		while (*q == ' ' || *q == '\t')
			q++;
		if (strncasecmp(q, name, nl) || q[nl] != '=')
			continue;
		q += nl + 1;
		if (*q == '"') {
			e = strchr(++q, '"');
			if (!e)
				e = q + strlen(q);
		} else {
			e = q + strcspn(q, "; \t");
		}
		return mnt_strndup(q, (size_t)(e - q));
	}
	return NULL;
}

/* Is a Content-Type value of @type? ("text/" is any text type.) */
static bool type_is(const char *ct, const char *type)
{
	size_t n = strlen(type);

	if (!ct)
		return !strcmp(type, "text/plain") || !strcmp(type, "text/");
	while (*ct == ' ')
		ct++;
	if (type[n - 1] == '/')
		return !strncasecmp(ct, type, n);
	return !strncasecmp(ct, type, n) &&
	       (!ct[n] || ct[n] == ';' || ct[n] == ' ');
}

/* A part: its lines [a, b) of the input, its headers. */
struct part {
	size_t a, b;
	char *ctype, *cte, *disp;
};

static void part_clear(struct part *p)
{
	free(p->ctype);
	free(p->cte);
	free(p->disp);
}

/* The headers of a part (lines [a, b)): Content-Type and its friends. */
static size_t part_headers(const struct mnt_line *l, size_t a, size_t b,
			   struct part *p)
{
	size_t i = a;

	while (i < b && l[i].len) {
		struct mbuf v = MBUF_INIT;
		const char *colon = memchr(l[i].s, ':', l[i].len);
		size_t kl = colon ? (size_t)(colon - l[i].s) : 0, j = i + 1;
		char **slot = NULL;

		if (kl == 12 && !strncasecmp(l[i].s, "Content-Type", 12))
			slot = &p->ctype;
		else if (kl == 25 &&
			 !strncasecmp(l[i].s, "Content-Transfer-Encoding", 25))
			slot = &p->cte;
		else if (kl == 19 &&
			 !strncasecmp(l[i].s, "Content-Disposition", 19))
			slot = &p->disp;
		if (slot)
			mbuf_add(&v, colon + 1, l[i].len - kl - 1);
		while (j < b && l[j].len &&
		       (l[j].s[0] == ' ' || l[j].s[0] == '\t')) {
			if (slot)
				mbuf_add(&v, l[j].s, l[j].len);
			j++;
		}
		if (slot) {
			size_t n = v.len;
			const char *t = mnt_trim(v.buf ? v.buf : "", &n);

			free(*slot);
			*slot = mnt_strndup(t, n);
		}
		mbuf_release(&v);
		i = j;
	}
	return i < b ? i + 1 : b;
}

static int decode(struct body_out *o, const struct mnt_line *l, size_t a,
		  size_t b, const char *ctype, const char *cte, int depth,
		  const char **why);

/*
 * A leaf: the text of lines [a, b), its transfer encoding undone and its
 * charset made UTF-8.
 */
static int decode_leaf(struct body_out *o, const struct mnt_line *l, size_t a,
		       size_t b, const char *ctype, const char *cte,
		       const char **why)
{
	char *cs = param(ctype, "charset");
	size_t csl = cs ? strlen(cs) : 0;
	bool qp = cte && !strncasecmp(cte, "quoted-printable", 16);
	bool b64 = cte && !strncasecmp(cte, "base64", 6);
	struct mbuf raw = MBUF_INIT, u8 = MBUF_INIT;
	int ret = 0;

	if (cte && !qp && !b64 && strncasecmp(cte, "7bit", 4) &&
	    strncasecmp(cte, "8bit", 4) && strncasecmp(cte, "binary", 6)) {
		*why = "an unknown Content-Transfer-Encoding";
		free(cs);
		return 0;
	}
	if (b64) {
		size_t bad = 0;

		for (size_t i = a; i < b; i++)
			bad += mnt_pf_b64_decode(&raw, l[i].s, l[i].len);
		if (bad) {
			*why = "a base64 body that is not base64";
		} else {
			mnt_pf_to_utf8(&u8, cs, csl, raw.buf ? raw.buf : "",
				       raw.len);
			out_add(o, u8.buf ? u8.buf : "", u8.len,
				(unsigned int)(a + 1));
			if (u8.len && u8.buf[u8.len - 1] != '\n')
				out_add(o, "\n", 1, (unsigned int)b);
		}
	} else {
		for (size_t i = a; i < b; i++) {
			bool soft = false;

			mbuf_reset(&raw);
			mbuf_reset(&u8);
			if (qp)
				qp_line(&raw, l[i].s, l[i].len, &soft);
			else
				mbuf_add(&raw, l[i].s, l[i].len);
			if (!soft)
				mbuf_addch(&raw, '\n');
			mnt_pf_to_utf8(&u8, cs, csl, raw.buf ? raw.buf : "",
				       raw.len);
			out_add(o, u8.buf ? u8.buf : "", u8.len,
				(unsigned int)(i + 1));
		}
	}
	if (mbuf_failed(&raw) || mbuf_failed(&u8))
		ret = -ENOMEM;
	mbuf_release(&raw);
	mbuf_release(&u8);
	free(cs);
	return ret;
}

/* Is part @p text a person reads, or a patch attached? */
static bool readable(const struct part *p)
{
	if (type_is(p->ctype, "text/plain") ||
	    type_is(p->ctype, "text/x-patch") ||
	    type_is(p->ctype, "text/x-diff") ||
	    type_is(p->ctype, "application/x-patch") ||
	    type_is(p->ctype, "text/x-log"))
		return true;
	return false;
}

/* The parts of a multipart body [a, b) by its boundary. */
static size_t split_parts(const struct mnt_line *l, size_t a, size_t b,
			  const char *bd, struct part *parts, size_t max,
			  bool *closed)
{
	size_t bl = strlen(bd), n = 0, start = 0;
	bool in = false;

	*closed = false;
	for (size_t i = a; i < b && !*closed; i++) {
		if (l[i].len < bl + 2 || l[i].s[0] != '-' || l[i].s[1] != '-' ||
		    memcmp(l[i].s + 2, bd, bl))
			continue;
		if (in && n < max) {
			memset(&parts[n], 0, sizeof(parts[n]));
			parts[n].a = start;
			parts[n].b = i;
			n++;
		}
		*closed = l[i].len >= bl + 4 && l[i].s[bl + 2] == '-' &&
			  l[i].s[bl + 3] == '-';
		in = true;
		start = i + 1;
	}
	if (in && !*closed && n < max) {
		memset(&parts[n], 0, sizeof(parts[n]));
		parts[n].a = start;
		parts[n].b = b;
		n++;
	}
	return n;
}

static int decode_multipart(struct body_out *o, const struct mnt_line *l,
			    size_t a, size_t b, const char *ctype, int depth,
			    const char **why)
{
	char *bd = param(ctype, "boundary");
	struct part *parts;
	size_t n, k, used = 0;
	bool closed, alt = type_is(ctype, "multipart/alternative");
	int ret = 0;

	if (!bd || !*bd) {
		*why = "a multipart body without a boundary";
		free(bd);
		return 0;
	}
	parts = calloc(MIME_PARTS, sizeof(*parts));
	if (!parts) {
		free(bd);
		return -ENOMEM;
	}
	n = split_parts(l, a, b, bd, parts, MIME_PARTS, &closed);
	for (k = 0; k < n; k++)
		parts[k].a = part_headers(l, parts[k].a, parts[k].b, &parts[k]);
	/*
	 * An alternative: its text/plain (else a nested multipart that has
	 * one).  Mixed, signed and the rest: every text part and attached
	 * patch, in order.
	 */
	for (k = 0; k < n && !ret; k++) {
		const struct part *p = &parts[k];
		bool multi = type_is(p->ctype, "multipart/");
		const char *sub = NULL;

		if (!readable(p) && !multi)
			continue;
		if (alt && used)
			break;
		if (multi) {
			size_t before = o->text.len;

			ret = decode(o, l, p->a, p->b, p->ctype, p->cte,
				     depth + 1, &sub);
			if (sub && !*why && o->text.len == before)
				*why = sub;
			used += o->text.len > before;
			continue;
		}
		ret = decode_leaf(o, l, p->a, p->b, p->ctype, p->cte, &sub);
		if (sub)
			*why = sub;
		used++;
	}
	if (!used && !*why)
		*why = "no text/plain part (an HTML mail?)";
	for (k = 0; k < n; k++)
		part_clear(&parts[k]);
	free(parts);
	free(bd);
	return ret;
}

static int decode(struct body_out *o, const struct mnt_line *l, size_t a,
		  size_t b, const char *ctype, const char *cte, int depth,
		  const char **why)
{
	if (depth > MIME_DEPTH) {
		*why = "multipart parts nested too deep";
		return 0;
	}
	if (type_is(ctype, "multipart/"))
		return decode_multipart(o, l, a, b, ctype, depth, why);
	if (ctype && !type_is(ctype, "text/") &&
	    !type_is(ctype, "application/x-patch")) {
		*why = "not a text mail (its Content-Type is not text)";
		return 0;
	}
	return decode_leaf(o, l, a, b, ctype, cte, why);
}

/*
 * The multipart boundary of a Content-Type value, for the splitter: the
 * closing line "--BOUNDARY--" ends the mail's body.
 */
char *mnt_pf_boundary(const char *ctype)
{
	return type_is(ctype, "multipart/") ? param(ctype, "boundary") : NULL;
}

int mnt_pf_read_body(struct pf_msg *m, const struct mnt_line *l, size_t a,
		     size_t b, const char *ctype, const char *cte)
{
	struct body_out o = { .bol = true };
	const char *why = NULL;
	size_t k;
	int ret;

	mbuf_init(&o.text);
	ret = decode(&o, l, a, b, ctype, cte, 0, &why);
	m->unreadable = why;
	if (!ret && (o.oom || mbuf_failed(&o.text)))
		ret = -ENOMEM;
	if (!ret) {
		m->loff = malloc((o.nlines + 1) * sizeof(*m->loff));
		if (!m->loff)
			ret = -ENOMEM;
	}
	if (!ret) {
		/* each line's offset: the bytes after each '\n' */
		size_t off = 0;

		for (k = 0; k < o.nlines; k++) {
			m->loff[k] = off;
			while (off < o.text.len && o.text.buf[off] != '\n')
				off++;
			if (off < o.text.len)
				off++;
		}
		m->loff[o.nlines] = o.text.len;
		m->lines = o.lines;
		o.lines = NULL;
		m->crl = o.cr;
		o.cr = NULL;
		m->nlines = o.nlines;
		m->bodylen = o.text.len;
		m->body = mbuf_detach(&o.text, NULL); /* NUL-terminated */
		if (!m->body)
			ret = -ENOMEM;
	}
	free(o.lines);
	free(o.cr);
	mbuf_release(&o.text);
	return ret;
}
