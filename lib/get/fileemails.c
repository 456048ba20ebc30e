// SPDX-License-Identifier: GPL-2.0-only
/*
 * maintainers_in_file(): the addresses written in a file.  get_maintainer.pl
 * always reads them from .yaml files (device tree bindings name their
 * maintainers), and from every file with --file-emails.
 */
#include <string.h>
#include <sys/stat.h>

#include "get/get.h"
#include "get/fileemails.h"
#include "fsutil.h"
#include "base/recache.h"

enum { RE_ADDR, RE_BRACKETS, RE_DELIM, RE_LETTER, RE_COUNT };

static const char *const fe_res[RE_COUNT] = {
	[RE_ADDR] =
		"[\\p{L}\\\"\\' \\,\\.\\+-]*\\s*[\\,]*\\s*[\\(\\<\\{]{0,1}[A-Za-z0-9_\\.\\+-]+\\@[A-Za-z0-9\\.-]+\\.[A-Za-z0-9]+[\\)\\>\\}]{0,1}",
	[RE_BRACKETS] =
		"[\\(\\<\\{]{0,1}([A-Za-z0-9_\\.\\+-]+\\@[A-Za-z0-9\\.-]+)[\\)\\>\\}]{0,1}",
	[RE_DELIM] = "[^\\p{L}\\'\\,\\.\\+-]",
	[RE_LETTER] = "\\p{L}",
};

/* The patterns, compiled once per thread (recache.h) */
static const struct mnt_recache fe_cache = MNT_RECACHE_INIT(RE_COUNT);

static struct mnt_re *fe_re(int i)
{
	return mnt_recache_get(&fe_cache, i, fe_res[i], 0);
}

static bool ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n >= k && !strcmp(s + n - k, suffix);
}

/* \bMAINTAINERS$ */
static bool is_maintainers(const char *f)
{
	size_t n = strlen(f);

	if (!ends_with(f, "MAINTAINERS"))
		return false;
	if (n == 11)
		return true;
	{
		char c = f[n - 12];

		return !((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
			 (c >= '0' && c <= '9') || c == '_');
	}
}

struct word {
	const char *s;
	size_t n;
};

static bool is_punct1(const struct word *w)
{
	return w->n == 1 && strchr("',.+-", w->s[0]);
}

/* clean_file_emails() for one raw match */
static void clean_one(struct maint_get *g, const char *raw, size_t rl,
		      struct mbuf *outl)
{
	struct mbuf e = MBUF_INIT, name = MBUF_INIT, addr = MBUF_INIT,
		    nm = MBUF_INIT;
	struct word *w = NULL;
	size_t nw = 0, aw = 0, off = 0, ov[4], i;

	/* s/[\(\<\{]{0,1}([A-Za-z0-9_\.\+-]+\@[A-Za-z0-9\.-]+)[\)\>\}]{0,1}/\<$1\>/g */
	while (off <= rl && mnt_re_match(fe_re(RE_BRACKETS), raw, rl, off, ov,
					 2) == MNT_RE_MATCH) {
		mbuf_add(&e, raw + off, ov[0] - off);
		mbuf_addch(&e, '<');
		mbuf_add(&e, raw + ov[2], ov[3] - ov[2]);
		mbuf_addch(&e, '>');
		off = ov[1] > ov[0] ? ov[1] : ov[1] + 1;
	}
	if (off < rl)
		mbuf_add(&e, raw + off, rl - off);
	mnt_email_parse(e.buf, e.len, &name, &addr);
	/* $name =~ s/^"(.*)"$/$1/ */
	if (name.len >= 2 && name.buf[0] == '"' &&
	    name.buf[name.len - 1] == '"') {
		memmove(name.buf, name.buf + 1, name.len - 2);
		mbuf_setlen(&name, name.len - 2);
	}
	/* split(/[^\p{L}\'\,\.\+-]/, $name), trailing empties dropped */
	off = 0;
	for (;;) {
		size_t end = name.len, next = name.len;
		bool found = off <= name.len &&
			     mnt_re_match(fe_re(RE_DELIM), name.buf, name.len,
					  off, ov, 1) == MNT_RE_MATCH;

		if (found) {
			end = ov[0];
			next = ov[1];
		}
		if (!ALLOC_GROW(w, nw + 1, aw)) {
			w[nw].s = name.buf + off;
			w[nw].n = end - off;
			nw++;
		}
		if (!found)
			break;
		off = next;
	}
	while (nw && !w[nw - 1].n)
		nw--;
	/* grep(!/^[\'\,\.\+-]$/, @nw) */
	for (i = 0, aw = 0; i < nw; i++)
		if (!is_punct1(&w[i]))
			w[aw++] = w[i];
	nw = aw;
	if (nw > 2) {
		struct word *f = &w[nw - 3], *m = &w[nw - 2], *l = &w[nw - 1];
		size_t fl = mnt_utf8_len(f->s, f->n);
		size_t ml = mnt_utf8_len(m->s, m->n);
		bool initials =
			(fl == 1 && mnt_re_match(fe_re(RE_LETTER), f->s, f->n,
						 0, NULL, 0) == MNT_RE_MATCH) ||
			(fl == 2 && f->s[f->n - 1] == '.') || ml == 1 ||
			(ml == 2 && m->s[m->n - 1] == '.');

		if (initials) {
			mbuf_add(&nm, f->s, f->n);
			mbuf_addch(&nm, ' ');
		}
		mbuf_add(&nm, m->s, m->n);
		mbuf_addch(&nm, ' ');
		mbuf_add(&nm, l->s, l->n);
	} else {
		for (i = 0; i < nw; i++) {
			if (i)
				mbuf_addch(&nm, ' ');
			mbuf_add(&nm, w[i].s, w[i].n);
		}
	}
	if (nm.len && (nm.buf[nm.len - 1] == ',' || nm.buf[nm.len - 1] == '.'))
		mbuf_setlen(&nm, nm.len - 1);
	if (nm.len && (nm.buf[0] == ',' || nm.buf[0] == '.')) {
		memmove(nm.buf, nm.buf + 1, nm.len - 1);
		mbuf_setlen(&nm, nm.len - 1);
	}
	mbuf_reset(outl);
	mnt_email_format(outl, nm.buf, nm.len, addr.buf, addr.len,
			 g->o.usename);
	free(w);
	mbuf_release(&e);
	mbuf_release(&name);
	mbuf_release(&addr);
	mbuf_release(&nm);
}

void mnt_file_emails(struct maint_get *g, const char *file)
{
	struct mbuf one = MBUF_INIT;
	char *buf;
	size_t len, off = 0, ov[2];

	if (is_maintainers(file))
		return;
	if (!g->o.file_emails &&
	    !(get_has(g, MAINT_SF_YAML_EMAILS) && ends_with(file, ".yaml")))
		return;
	/* inside the tree only: never "../x", "/x" or a symlink out */
	if (mnt_read_tree_file(g->o.root, file, 64u << 20, &buf, &len))
		return;
	if (!fe_re(RE_ADDR) || !fe_re(RE_BRACKETS) || !fe_re(RE_DELIM) ||
	    !fe_re(RE_LETTER)) {
		free(buf);
		return;
	}
	while (off <= len && mnt_re_match(fe_re(RE_ADDR), buf, len, off, ov,
					  1) == MNT_RE_MATCH) {
		clean_one(g, buf + ov[0], ov[1] - ov[0], &one);
		if (ALLOC_GROW(g->file_emails.v, g->file_emails.n + 1,
			       g->file_emails.alloc) == 0)
			g->file_emails.v[g->file_emails.n++] =
				mnt_strndup(one.buf, one.len);
		off = ov[1] > ov[0] ? ov[1] : ov[1] + 1;
	}
	mbuf_release(&one);
	free(buf);
}
