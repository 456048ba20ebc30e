// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint preflight: the mails of a series taken apart.  An input is a git
 * format-patch file, an mbox of several (git format-patch --stdout, a
 * list archive) or a bare diff.  Headers are unfolded and their RFC 2047
 * encoded words decoded; quoted-printable and base64 bodies are decoded
 * with each line's place in the input kept, so findings point at the
 * input's own lines.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "preflight/preflight-mail.h"
#include "base/lines.h"
#include "base/strlist.h"
#include "mbuf.h"
#include "preflight/mime.h"
#include "util.h"

/* Mails with more header lines or body lines than this are cut. */
#define MAX_HEADERS 4096

static bool header_name(const char *s, size_t n, size_t *klen)
{
	size_t i = 0;

	while (i < n && s[i] > ' ' && s[i] < 127 && s[i] != ':')
		i++;
	if (!i || i >= n || s[i] != ':')
		return false;
	*klen = i;
	return true;
}

static bool is_from_line(const struct mnt_line *l, size_t i, size_t n)
{
	size_t k;

	if (l[i].len < 5 || memcmp(l[i].s, "From ", 5))
		return false;
	if (i && l[i - 1].len)
		return false;
	return i + 1 < n && header_name(l[i + 1].s, l[i + 1].len, &k);
}

/* One "=?charset?Q|B?text?=" at s; its length, or 0 when it is none. */
static size_t encoded_word(const char *s, size_t n, struct mbuf *out)
{
	const char *cs, *q1, *q2, *end;
	struct mbuf raw = MBUF_INIT;
	size_t i;
	char enc;

	if (n < 8 || s[0] != '=' || s[1] != '?')
		return 0;
	cs = s + 2;
	q1 = memchr(cs, '?', n - 2);
	if (!q1 || q1 + 3 >= s + n || q1[2] != '?')
		return 0;
	enc = (char)toupper((unsigned char)q1[1]);
	if (enc != 'Q' && enc != 'B')
		return 0;
	q2 = q1 + 3;
	end = NULL;
	for (i = (size_t)(q2 - s); i + 1 < n; i++)
		if (s[i] == '?' && s[i + 1] == '=') {
			end = s + i;
			break;
		}
	if (!end)
		return 0;
	if (enc == 'B') {
		mnt_pf_b64_decode(&raw, q2, (size_t)(end - q2));
	} else {
		const char *p;

		for (p = q2; p < end; p++) {
			if (*p == '_') {
				mbuf_addch(&raw, ' ');
			} else if (*p == '=' && p + 2 < end &&
				   mnt_hexval((unsigned char)p[1]) >= 0 &&
				   mnt_hexval((unsigned char)p[2]) >= 0) {
				mbuf_addch(&raw,
					   mnt_hexval((unsigned char)p[1]) *
							   16 +
						   mnt_hexval((
							   unsigned char)p[2]));
				p += 2;
			} else {
				mbuf_addch(&raw, *p);
			}
		}
	}
	/* a language suffix ("utf-8*en") is not part of the charset */
	{
		const char *star = memchr(cs, '*', (size_t)(q1 - cs));

		mnt_pf_to_utf8(out, cs, (size_t)((star ? star : q1) - cs),
			       raw.buf, raw.len);
	}
	mbuf_release(&raw);
	return (size_t)(end + 2 - s);
}

static bool is_encoded_word(const char *s, size_t n)
{
	struct mbuf scratch = MBUF_INIT;
	size_t k = encoded_word(s, n, &scratch);

	mbuf_release(&scratch);
	return k != 0;
}

/* Decode RFC 2047 words; blanks between two encoded words go. */
static char *decode_header(const char *s, size_t n)
{
	struct mbuf out = MBUF_INIT;
	bool last_enc = false;
	size_t i = 0;

	while (i < n) {
		size_t k = encoded_word(s + i, n - i, &out);

		if (k) {
			i += k;
			last_enc = true;
			continue;
		}
		if (last_enc && (s[i] == ' ' || s[i] == '\t')) {
			size_t j = i;

			while (j < n && (s[j] == ' ' || s[j] == '\t'))
				j++;
			if (j < n && is_encoded_word(s + j, n - j)) {
				i = j;
				continue;
			}
		}
		last_enc = false;
		mbuf_addch(&out, s[i] == '\t' ? ' ' : s[i]);
		i++;
	}
	return mbuf_detach(&out, NULL);
}

char *mnt_pf_addr_of(const char *s, size_t n)
{
	const char *lt = memchr(s, '<', n), *a = s, *e = s + n;
	struct mbuf out = MBUF_INIT;

	if (lt) {
		const char *gt = memchr(lt, '>', (size_t)(s + n - lt));

		if (!gt)
			return NULL;
		a = lt + 1;
		e = gt;
	}
	while (a < e && mnt_isspace((unsigned char)*a))
		a++;
	while (e > a && mnt_isspace((unsigned char)e[-1]))
		e--;
	if (a == e || !memchr(a, '@', (size_t)(e - a)))
		return NULL;
	for (; a < e; a++)
		mbuf_addch(&out, tolower((unsigned char)*a));
	return mbuf_detach(&out, NULL);
}

/* Split a To:/Cc: value at commas outside quotes and <...>. */
static int add_addrs(struct pf_msg *m, const char *v, size_t *alloc)
{
	size_t i = 0, start = 0, n = strlen(v);
	bool q = false;
	int depth = 0;

	for (i = 0; i <= n; i++) {
		char c = i < n ? v[i] : ',';

		if (c == '"' && (!i || v[i - 1] != '\\'))
			q = !q;
		else if (!q && c == '<')
			depth++;
		else if (!q && c == '>' && depth)
			depth--;
		if (c != ',' || q || depth)
			continue;
		{
			const char *s = v + start;
			size_t l = i - start;
			const char *colon;
			char *addr;

			/* a group "name: a, b;" */
			colon = memchr(s, ':', l);
			if (colon && !memchr(s, '<', (size_t)(colon - s)) &&
			    !memchr(s, '@', (size_t)(colon - s))) {
				l -= (size_t)(colon + 1 - s);
				s = colon + 1;
			}
			while (l && (s[l - 1] == ';' || mnt_isspace(s[l - 1])))
				l--;
			addr = mnt_pf_addr_of(s, l);
			if (addr) {
				struct pf_addr *pa;
				const char *lt = memchr(s, '<', l);
				size_t nl = lt ? (size_t)(lt - s) : 0;
				const char *nm = mnt_trim(s, &nl);

				if (ALLOC_GROW(m->rcpt, m->nrcpt + 1, *alloc)) {
					free(addr);
					return -ENOMEM;
				}
				if (nl >= 2 && nm[0] == '"' &&
				    nm[nl - 1] == '"') {
					nm++;
					nl -= 2;
				}
				pa = &m->rcpt[m->nrcpt++];
				pa->addr = addr;
				pa->name = mnt_strndup(nm, nl);
				if (!pa->name)
					return -ENOMEM;
			}
		}
		start = i + 1;
	}
	return 0;
}

static bool hdr_is(const char *s, size_t kl, const char *name)
{
	return strlen(name) == kl && !strncasecmp(s, name, kl);
}

/* Take the headers of lines [a, b) apart; returns the first body line. */
static size_t parse_headers(struct pf_msg *m, const struct mnt_line *l,
			    size_t a, size_t b, char **cte, char **ctype)
{
	size_t i = a;

	while (i < b && l[i].len) {
		struct mbuf v = MBUF_INIT;
		size_t kl, j = i + 1, vn;
		const char *vs;
		char **slot = NULL;
		unsigned int *lslot = NULL;

		if (!header_name(l[i].s, l[i].len, &kl)) {
			m->headers_broken = true;
			i++;
			continue;
		}
		vs = l[i].s + kl + 1;
		vn = l[i].len - kl - 1;
		vs = mnt_trim(vs, &vn);
		mbuf_add(&v, vs, vn);
		while (j < b && l[j].len &&
		       (l[j].s[0] == ' ' || l[j].s[0] == '\t')) {
			size_t cn = l[j].len;
			const char *cs = mnt_trim(l[j].s, &cn);

			mbuf_addch(&v, ' ');
			mbuf_add(&v, cs, cn);
			j++;
		}
		m->nheaders++;
		if (hdr_is(l[i].s, kl, "From")) {
			slot = &m->from;
			lslot = &m->from_line;
		} else if (hdr_is(l[i].s, kl, "To")) {
			slot = &m->to;
			lslot = &m->to_line;
		} else if (hdr_is(l[i].s, kl, "Cc")) {
			slot = &m->cc;
		} else if (hdr_is(l[i].s, kl, "Subject")) {
			slot = &m->subject;
			lslot = &m->subject_line;
		} else if (hdr_is(l[i].s, kl, "Date")) {
			slot = &m->date;
		} else if (hdr_is(l[i].s, kl, "Message-ID")) {
			slot = &m->msgid;
		} else if (hdr_is(l[i].s, kl, "In-Reply-To") ||
			   hdr_is(l[i].s, kl, "References")) {
			m->in_reply_to = true;
		} else if (hdr_is(l[i].s, kl, "Content-Transfer-Encoding")) {
			slot = cte;
		} else if (hdr_is(l[i].s, kl, "Content-Type")) {
			slot = ctype;
		}
		if (slot) {
			char *d = decode_header(v.buf, v.len);

			if (*slot && d && (slot == &m->to || slot == &m->cc)) {
				/* repeated To:/Cc: headers add up */
				struct mbuf c = MBUF_INIT;

				mbuf_addf(&c, "%s, %s", *slot, d);
				free(d);
				d = mbuf_detach(&c, NULL);
			}
			free(*slot);
			*slot = d;
			if (lslot)
				*lslot = (unsigned int)(i + 1);
		}
		mbuf_release(&v);
		i = j;
		if (m->nheaders > MAX_HEADERS)
			break;
	}
	return i < b ? i + 1 : b;
}

const char *mnt_pf_line(const struct pf_msg *m, size_t i, size_t *len)
{
	size_t e;

	if (i >= m->nlines) {
		*len = 0;
		return "";
	}
	e = m->loff[i + 1];
	if (e > m->loff[i] && m->body[e - 1] == '\n')
		e--;
	if (e > m->loff[i] && m->body[e - 1] == '\r')
		e--;
	*len = e - m->loff[i];
	return m->body + m->loff[i];
}

unsigned int mnt_pf_lineno(const struct pf_msg *m, size_t i)
{
	if (!m->nlines)
		return m->line;
	return m->lines[i < m->nlines ? i : m->nlines - 1];
}

static bool starts(const char *s, size_t n, const char *p)
{
	size_t k = strlen(p);

	return n >= k && !memcmp(s, p, k);
}

static char *dupword(const char *s, size_t n)
{
	return mnt_strndup(s, n);
}

/* [PATCH net-next v2 3/7] and [RFC][PATCH] */
static int parse_subject(struct pf_msg *m)
{
	const char *s = m->subject ? m->subject : "", *p;
	size_t talloc = 0;

	while (*s == ' ')
		s++;
	while (!strncasecmp(s, "re:", 3) || !strncasecmp(s, "aw:", 3)) {
		m->reply = true;
		s += 3;
		while (*s == ' ')
			s++;
	}
	m->version = 1;
	while (*s == '[') {
		const char *e = strchr(s, ']');

		if (!e)
			break;
		for (p = s + 1; p < e;) {
			const char *w;
			size_t wl;

			while (p < e && (*p == ' ' || *p == ','))
				p++;
			w = p;
			while (p < e && *p != ' ' && *p != ',')
				p++;
			wl = (size_t)(p - w);
			if (!wl)
				continue;
			if (wl >= 5 && !strncasecmp(w, "PATCH", 5) &&
			    (wl == 5 || !strncasecmp(w + 5, "SET", 3) ||
			     ((w[5] == 'v' || w[5] == 'V') &&
			      strspn(w + 6, "0123456789") == wl - 6 &&
			      wl > 6))) {
				/* PATCH, PATCHSET, PATCHv2 */
				m->patch_tag = true;
				if (wl > 6 && (w[5] == 'v' || w[5] == 'V'))
					m->version = atoi(w + 6);
			} else if (wl == 3 && !strncasecmp(w, "RFC", 3)) {
				m->rfc = true;
			} else if ((w[0] == 'v' || w[0] == 'V') && wl > 1 &&
				   wl < 6 &&
				   strspn(w + 1, "0123456789") == wl - 1) {
				m->version = atoi(w + 1);
			} else if (wl < 12 && strspn(w, "0123456789/") == wl &&
				   memchr(w, '/', wl) && w[0] != '/' &&
				   w[wl - 1] != '/' &&
				   memchr(w, '/', wl) == memrchr(w, '/', wl)) {
				m->k = atoi(w);
				m->n = atoi((const char *)memchr(w, '/', wl) +
					    1);
			} else {
				if (ALLOC_GROW(m->tags, m->ntags + 1, talloc))
					return -ENOMEM;
				m->tags[m->ntags] = dupword(w, wl);
				if (!m->tags[m->ntags++])
					return -ENOMEM;
			}
		}
		s = e + 1;
		while (*s == ' ')
			s++;
	}
	m->shortlog = strdup(s);
	if (!m->shortlog)
		return -ENOMEM;
	/* the prefix: up to the last ": " of the leading words */
	{
		const char *last = NULL, *q;

		for (q = s; *q; q++) {
			if (q[0] == ':' && q[1] == ' ')
				last = q;
			else if (q[0] == ' ' && !last)
				break; /* a blank before any ':' ends the prefix */
		}
		if (last) {
			m->prefix = mnt_strndup(s, (size_t)(last - s));
			m->summary = strdup(last + 2);
		} else {
			m->prefix = strdup("");
			m->summary = strdup(s);
		}
	}
	return m->prefix && m->summary ? 0 : -ENOMEM;
}

static bool is_trailer(const char *s, size_t n, size_t *kl)
{
	size_t i = 0;

	while (i < n && (isalnum((unsigned char)s[i]) || s[i] == '-'))
		i++;
	if (!i || i + 1 >= n || s[i] != ':' || s[i + 1] != ' ')
		return false;
	if (!isalpha((unsigned char)s[0]))
		return false;
	*kl = i;
	return true;
}

/* A diffstat line: " path | 12 +-" or " 3 files changed, ..." */
static bool diffstat_line(const char *s, size_t n)
{
	const char *bar = memchr(s, '|', n);

	if (n && s[0] == ' ' && bar)
		return true;
	return n && s[0] == ' ' &&
	       (memmem(s, n, " changed", 8) != NULL ||
		memmem(s, n, " insertion", 10) != NULL ||
		memmem(s, n, " deletion", 9) != NULL);
}

/* "v2 ", "V10" at @s: the length of the version word, or 0. */
static size_t version_word(const char *s, size_t n)
{
	size_t d;

	if (n < 2 || (s[0] != 'v' && s[0] != 'V'))
		return 0;
	d = strspn(s + 1, "0123456789");
	return d && d + 1 <= n ? d + 1 : 0;
}

/*
 * A line that starts notes of what changed between versions, in the usual
 * forms: "v2:", "V3 -> V4", "v1..v2", "Changes in v3:", "Changes since
 * v2", "Change log", "---v2 ...", b4's "Link to v1:".
 */
static bool version_notes_line(const char *s, size_t n)
{
	char lc[120];
	size_t i = 0, k, vw;

	while (i < n &&
	       (s[i] == ' ' || s[i] == '\t' || s[i] == '-' || s[i] == '*' ||
		s[i] == '[' || s[i] == '#' || s[i] == '>'))
		i++;
	for (k = 0; i < n && k + 1 < sizeof(lc); i++, k++)
		lc[k] = (char)tolower((unsigned char)s[i]);
	lc[k] = '\0';
	vw = version_word(lc, k);
	if (vw) {
		const char *r = lc + vw;

		while (*r == ' ')
			r++;
		if (*r == ':' || *r == ']' || !strncmp(r, "->", 2) ||
		    !strncmp(r, "..", 2) || !strncmp(r, "to v", 4) ||
		    !strncmp(r, "- ", 2) || !strncmp(r, "vs", 2) ||
		    !strncmp(r, "change", 6) || !strncmp(r, "update", 6) ||
		    !strncmp(r, "notes", 5) || (!*r && n < 8))
			return true;
	}
	if ((!strncmp(lc, "changes", 7) || !strncmp(lc, "change ", 7)) &&
	    (strstr(lc, " v") || strstr(lc, "version")))
		return true;
	return strstr(lc, "changelog") || strstr(lc, "change log") ||
	       strstr(lc, "change-log") || strstr(lc, "since v") ||
	       !strncmp(lc, "link to v", 9) || !strncmp(lc, "in v", 4);
}

static int parse_body(struct pf_msg *m)
{
	size_t i, len, talloc = 0, first = 0;
	const char *s;

	/* in-body From: (format-patch writes it when the author differs) */
	while (first < m->nlines) {
		s = mnt_pf_line(m, first, &len);
		if (len)
			break;
		first++;
	}
	s = mnt_pf_line(m, first, &len);
	if (starts(s, len, "From: ")) {
		m->author = decode_header(s + 6, len - 6);
		m->author_line = mnt_pf_lineno(m, first);
	} else if (m->from) {
		m->author = strdup(m->from);
		m->author_line = m->from_line;
	}
	m->diff = m->nlines;
	for (i = 0; i < m->nlines; i++) {
		s = mnt_pf_line(m, i, &len);
		if (starts(s, len, "diff --git ") ||
		    (starts(s, len, "--- ") && i + 1 < m->nlines &&
		     starts(m->body + m->loff[i + 1], 4, "+++ "))) {
			m->diff = i;
			m->has_diff = true;
			break;
		}
	}
	m->sep = m->diff;
	for (i = 0; i < m->diff; i++) {
		s = mnt_pf_line(m, i, &len);
		if (len == 3 && !memcmp(s, "---", 3)) {
			m->sep = i;
			break;
		}
	}
	for (i = first; i < m->sep; i++) {
		size_t kl;
		struct pf_trailer *t;
		const char *v;
		size_t vl;

		s = mnt_pf_line(m, i, &len);
		if (!is_trailer(s, len, &kl))
			continue;
		if (ALLOC_GROW(m->trailers, m->ntrailers + 1, talloc))
			return -ENOMEM;
		t = &m->trailers[m->ntrailers++];
		v = s + kl + 1;
		vl = len - kl - 1;
		v = mnt_trim(v, &vl);
		t->key = mnt_strndup(s, kl);
		t->value = mnt_strndup(v, vl);
		t->line = mnt_pf_lineno(m, i);
		if (!t->key || !t->value)
			return -ENOMEM;
	}
	for (i = m->sep + 1; i < m->diff; i++) {
		s = mnt_pf_line(m, i, &len);
		if (len && !diffstat_line(s, len))
			m->notes = true;
	}
	for (i = first; i < m->diff && !m->vnotes; i++) {
		s = mnt_pf_line(m, i, &len);
		if (!version_notes_line(s, len))
			continue;
		m->vnotes = true;
		if (i < m->sep)
			m->vnotes_above = mnt_pf_lineno(m, i);
	}
	/* base-commit: below the patch, or in the cover letter's notes */
	for (i = m->sep < m->nlines ? m->sep : first; i < m->nlines; i++) {
		s = mnt_pf_line(m, i, &len);
		if (starts(s, len, "--- /dev/null") && i + 1 < m->nlines) {
			size_t nl;
			const char *n = mnt_pf_line(m, i + 1, &nl);

			if (starts(n, nl, "+++ b/"))
				mnt_strlist_push(&m->created, n + 6, nl - 6);
			if (m->created.oom)
				return -ENOMEM;
		}
		if (starts(s, len, "base-commit: ")) {
			size_t vl = len - 13;
			const char *v = mnt_trim(s + 13, &vl);

			free(m->base_commit);
			m->base_commit = mnt_strndup(v, vl);
			m->base_line = mnt_pf_lineno(m, i);
		}
	}
	return 0;
}

static int parse_mail(struct pf_msg *m, const struct mnt_line *l, size_t a,
		      size_t b)
{
	char *cte = NULL, *ctype = NULL;
	size_t body, alloc = 0, k;
	int ret;

	if (a < b && !memcmp(l[a].s, "From ", l[a].len < 5 ? l[a].len : 5) &&
	    l[a].len >= 5)
		a++;
	if (a < b && header_name(l[a].s, l[a].len, &k) &&
	    !starts(l[a].s, l[a].len, "diff --git")) {
		body = parse_headers(m, l, a, b, &cte, &ctype);
	} else {
		body = a;
	}
	for (k = a; k < body && k < b; k++)
		m->cr_headers |= l[k].cr;
	ret = mnt_pf_read_body(m, l, body, b, ctype, cte);
	free(cte);
	free(ctype);
	if (!ret)
		ret = parse_subject(m);
	if (!ret)
		ret = parse_body(m);
	if (!ret && m->has_diff) {
		/* CR LF in the diff: decoded, or in the input itself */
		for (k = m->diff; m->crl && k < m->nlines; k++)
			m->cr_decoded += m->crl[k];
		for (k = mnt_pf_lineno(m, m->diff) - 1; k < b; k++)
			m->cr_input += l[k].cr;
	}
	if (!ret && m->to)
		ret = add_addrs(m, m->to, &alloc);
	if (!ret && m->cc)
		ret = add_addrs(m, m->cc, &alloc);
	return ret;
}

/*
 * The line of a multipart mail starting at @start that closes its body
 * ("--BOUNDARY--"): no "From " line before it starts another mail (an
 * Outlook mail carries a patch, with its "From <sha>" line, as a part).
 * 0 when the mail is not multipart, or never closes.  A search that
 * finds no closing line reads to the end: after MAX_UNCLOSED of them the
 * input is split at its "From " lines alone (bounded work for a hostile
 * mbox of unclosed multipart mails).
 */
#define MAX_UNCLOSED 16

static size_t mail_hold(const struct mnt_line *l, size_t start, size_t n,
			unsigned int *unclosed)
{
	struct mbuf ct = MBUF_INIT;
	size_t i = start, hold = 0;
	char *bd;

	if (i < n && l[i].len >= 5 && !memcmp(l[i].s, "From ", 5))
		i++;
	for (; i < n && l[i].len; i++) {
		if (l[i].len > 13 &&
		    !strncasecmp(l[i].s, "Content-Type:", 13)) {
			mbuf_reset(&ct);
			mbuf_add(&ct, l[i].s + 13, l[i].len - 13);
			while (i + 1 < n && l[i + 1].len &&
			       (l[i + 1].s[0] == ' ' ||
				l[i + 1].s[0] == '\t')) {
				i++;
				mbuf_add(&ct, l[i].s, l[i].len);
			}
		}
	}
	bd = ct.len && *unclosed < MAX_UNCLOSED ? mnt_pf_boundary(ct.buf) :
						  NULL;
	for (size_t bl = bd ? strlen(bd) : 0; bd && bl && i < n; i++)
		if (l[i].len == bl + 4 && !memcmp(l[i].s, "--", 2) &&
		    !memcmp(l[i].s + 2, bd, bl) &&
		    !memcmp(l[i].s + 2 + bl, "--", 2)) {
			hold = i;
			break;
		}
	if (bd && !hold)
		(*unclosed)++;
	free(bd);
	mbuf_release(&ct);
	return hold;
}

int mnt_pf_split(const char *name, const char *buf, size_t len,
		 struct pf_msg **out, size_t *n, size_t *alloc)
{
	struct mnt_line *l = NULL;
	size_t nl = 0, i, start = 0, idx = 0, hold;
	unsigned int unclosed = 0;
	int ret;

	ret = mnt_split_lines(buf, len, &l, &nl);
	if (ret)
		return ret;
	hold = mail_hold(l, 0, nl, &unclosed);
	for (i = 1; i <= nl && !ret; i++) {
		struct pf_msg *m;

		if (i < nl && (i < hold || !is_from_line(l, i, nl)))
			continue;
		if (ALLOC_GROW(*out, *n + 1, *alloc)) {
			ret = -ENOMEM;
			break;
		}
		m = &(*out)[(*n)++];
		memset(m, 0, sizeof(*m));
		m->name = strdup(name);
		m->line = (unsigned int)start + 1;
		m->index = idx++;
		ret = m->name ? parse_mail(m, l, start, i) : -ENOMEM;
		start = i;
		hold = i < nl ? mail_hold(l, i, nl, &unclosed) : 0;
	}
	if (!nl && !ret) {
		struct pf_msg *m;

		if (ALLOC_GROW(*out, *n + 1, *alloc)) {
			ret = -ENOMEM;
		} else {
			m = &(*out)[(*n)++];
			memset(m, 0, sizeof(*m));
			m->name = strdup(name);
			m->line = 1;
			ret = m->name ? parse_mail(m, l, 0, 0) : -ENOMEM;
		}
	}
	free(l);
	return ret;
}

const struct pf_trailer *mnt_pf_trailer(const struct pf_msg *m, const char *key,
					size_t *pos)
{
	for (; *pos < m->ntrailers; (*pos)++)
		if (!strcasecmp(m->trailers[*pos].key, key))
			return &m->trailers[(*pos)++];
	return NULL;
}

void mnt_pf_msg_clear(struct pf_msg *m)
{
	size_t i;

	free(m->name);
	free(m->from);
	free(m->to);
	free(m->cc);
	free(m->subject);
	free(m->date);
	free(m->msgid);
	free(m->body);
	free(m->lines);
	free(m->crl);
	free(m->loff);
	for (i = 0; i < m->ntags; i++)
		free(m->tags[i]);
	free(m->tags);
	free(m->shortlog);
	free(m->prefix);
	free(m->summary);
	free(m->author);
	for (i = 0; i < m->ntrailers; i++) {
		free(m->trailers[i].key);
		free(m->trailers[i].value);
	}
	free(m->trailers);
	free(m->base_commit);
	mnt_strlist_clear(&m->created);
	for (i = 0; i < m->nrcpt; i++) {
		free(m->rcpt[i].name);
		free(m->rcpt[i].addr);
	}
	free(m->rcpt);
	memset(m, 0, sizeof(*m));
}

static bool word_at(const char *s, const char *p, size_t n)
{
	return (p == s || !isalpha((unsigned char)p[-1])) &&
	       !isalpha((unsigned char)p[n]);
}

bool mnt_pf_wording_fix(const char *summary)
{
	static const char *const words[] = {
		"typo",	       "typos",		 "spelling",
		"misspelling", "misspellings",	 "misspelled",
		"misspelt",    "grammar",	 "grammatical",
		"wording",     "whitespace",	 "whitespaces",
		"punctuation", "capitalization", "capitalisation",
	};

	for (size_t k = 0; summary && k < sizeof(words) / sizeof(words[0]);
	     k++) {
		size_t n = strlen(words[k]);

		for (const char *p = summary; (p = strcasestr(p, words[k]));
		     p += n)
			if (word_at(summary, p, n))
				return true;
	}
	return false;
}
