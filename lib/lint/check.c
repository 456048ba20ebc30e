// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint check and get_maintainer.pl --self-test: lint MAINTAINERS.
 *
 * Levels (struct maint_finding): an error is what tools misread or what
 * loses patches, a warning what is probably wrong, MAINT_INFO (CHECK) a
 * matter of style; a stock linux-6.12 MAINTAINERS has 1 error, 75
 * warnings and 76 checks.
 *
 * The self-test reproduces the script's output byte for byte (its section
 * and pattern checks, and the scm check that needs no network).  maint
 * check runs those checks plus checkpatch.pl's MAINTAINERS_STYLE rules
 * and its own, and returns findings with file, line, level and the name
 * of the check.
 */
#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>
#include <sys/stat.h>

#include "base/opts.h"
#include "fsutil.h"
#include "db/addr.h"
#include "base/regex.h"
#include "db/glob.h"
#include "maint.h"
#include "util.h"
#include "base/lines.h"
#include "lint/findings.h"

/* get_maintainer.pl's \bWORD\b test on the --self-test argument */
static bool has_word(const char *what, const char *word)
{
	size_t wl = strlen(word);
	const char *p = what;

	while ((p = strstr(p, word))) {
		bool before = p == what || !(p[-1] == '_' ||
					     (p[-1] >= '0' && p[-1] <= '9') ||
					     ((p[-1] | 0x20) >= 'a' &&
					      (p[-1] | 0x20) <= 'z'));
		char a = p[wl];
		bool after = !(a == '_' || (a >= '0' && a <= '9') ||
			       ((a | 0x20) >= 'a' && (a | 0x20) <= 'z'));

		if (before && after)
			return true;
		p++;
	}
	return false;
}

char *maint_self_test_regex(const char *value, size_t len, const char *root)
{
	struct mbuf re = MBUF_INIT, path = MBUF_INIT;
	struct stat st;

	mnt_glob_regex(&re, value, len);
	/* Perl's -d on the converted string, relative to the tree top */
	if (re.len && re.buf[re.len - 1] != '/' && !memchr(re.buf, 0, re.len)) {
		if (root && *root && strcmp(root, "."))
			mbuf_addf(&path, "%s/", root);
		mbuf_add(&path, re.buf, re.len);
		if (!mbuf_failed(&path) && stat(path.buf, &st) == 0 &&
		    S_ISDIR(st.st_mode))
			mbuf_addch(&re, '/');
		mbuf_release(&path);
	}
	if (mbuf_failed(&re)) {
		mbuf_release(&re);
		return NULL;
	}
	return mbuf_detach(&re, NULL);
}

struct st_line {
	const char *file;
	unsigned int nr;
	const char *s;
	size_t len; /* chomped: only the '\n' is gone */
};

/* /^([A-Z]):\s*\S/ */
static bool tag_nonempty(const struct st_line *l)
{
	size_t i = 2;

	if (!mnt_tag_of(l->s, l->len))
		return false;
	while (i < l->len && mnt_isspace((unsigned char)l->s[i]))
		i++;
	return i < l->len;
}

static void st_print(struct mbuf *out, const struct st_line *l,
		     const char *msg)
{
	mbuf_addf(out, "%s:%u: warning: %s\t", l->file, l->nr, msg);
	mbuf_add(out, l->s, l->len);
	mbuf_addch(out, '\n');
}

/* Does the T: value start like /^(?:git|quilt|hg)\s+\S/ ? */
static bool scm_wellformed(const char *v, size_t len)
{
	static const char *const kinds[] = { "git", "quilt", "hg" };
	size_t k, n, i;

	for (k = 0; k < ARRAY_SIZE(kinds); k++) {
		n = strlen(kinds[k]);
		if (len <= n || memcmp(v, kinds[k], n) ||
		    !mnt_isspace((unsigned char)v[n]))
			continue;
		for (i = n; i < len && mnt_isspace((unsigned char)v[i]); i++)
			;
		if (i < len)
			return true;
	}
	return false;
}

/* One self-test run: every line of every file, the report so far. */
struct st {
	struct st_line *v;
	size_t n, alloc;
	struct mbuf res;
	const char **hdrs; /* section headers seen, for duplicates */
	size_t *hdrlen, nh, ha, ha2;
	const struct maint_paths *paths;
	const char *root;
	bool sections, patterns, scm; /* the checks asked for */
};

/* Every line of the files, in order, into t->v. */
static int st_read_lines(struct st *t, const struct maint_text *const *files,
			 size_t nfiles)
{
	for (size_t f = 0; f < nfiles; f++) {
		struct mnt_line *l;
		size_t nl;
		int ret =
			mnt_split_lines(files[f]->buf, files[f]->len, &l, &nl);

		if (ret)
			return ret;
		for (size_t i = 0; i < nl; i++) {
			if (ALLOC_GROW(t->v, t->n + 1, t->alloc)) {
				free(l);
				return -ENOMEM;
			}
			t->v[t->n].file = files[f]->name;
			t->v[t->n].nr = (unsigned int)(i + 1);
			t->v[t->n].s = l[i].s;
			t->v[t->n].len = l[i].len + (l[i].cr ? 1 : 0);
			t->n++;
		}
		free(l);
	}
	return 0;
}

/* The header x seen before (as a prefix of one) is reported; else kept. */
static int st_header_once(struct st *t, const struct st_line *x)
{
	for (size_t k = 0; k < t->nh; k++) {
		if (t->hdrlen[k] >= x->len && !memcmp(t->hdrs[k], x->s, x->len)) {
			st_print(&t->res, x, "duplicate section header");
			return 0;
		}
	}
	if (ALLOC_GROW(t->hdrs, t->nh + 1, t->ha) ||
	    ALLOC_GROW(t->hdrlen, t->nh + 1, t->ha2))
		return -ENOMEM;
	t->hdrs[t->nh] = x->s;
	t->hdrlen[t->nh++] = x->len;
	return 0;
}

/* An orphan or obsolete status needs no address: 1, 0, or -ENOMEM. */
static int st_quiet_status(const char *status, size_t slen)
{
	char *st = mnt_strndup(status, slen);
	int quiet;

	if (!st)
		return -ENOMEM;
	for (size_t k = 0; st[k]; k++)
		if (st[k] >= 'A' && st[k] <= 'Z')
			st[k] = (char)(st[k] + 32);
	quiet = strstr(st, "orphan") || strstr(st, "obsolete");
	free(st);
	return quiet;
}

/* The section headed by line i: an address, a status, a file pattern. */
static int st_section(struct st *t, size_t i)
{
	const struct st_line *x = &t->v[i];
	bool has_s = false, has_f = false, has_ml = false;
	const char *status = "";
	size_t slen = 0;
	int ret = st_header_once(t, x);

	if (ret)
		return ret;
	for (size_t k = i + 1; k < t->n && tag_nonempty(&t->v[k]); k++) {
		const char *s = t->v[k].s;
		size_t j = 2;

		while (mnt_isspace((unsigned char)s[j]))
			j++;
		if (s[0] == 'S') {
			has_s = true;
			status = s + j;
			slen = t->v[k].len - j;
		} else if (s[0] == 'F' || s[0] == 'N') {
			has_f = true;
		} else if (s[0] == 'M' || s[0] == 'R' || s[0] == 'L') {
			has_ml = true;
		}
	}
	if (!has_ml) {
		ret = st_quiet_status(status, slen);
		if (ret < 0)
			return ret;
		if (!ret)
			st_print(&t->res, x, "section without email address");
	}
	if (!has_s)
		st_print(&t->res, x, "section without status ");
	if (!has_f)
		st_print(&t->res, x, "section without file pattern");
	return 0;
}

/* A tag line: F:/X: must match a file, T: must be well-formed. */
static int st_tag(struct st *t, const struct st_line *x, char tag)
{
	const char *val = x->s + 2;
	size_t vlen = x->len - 2;

	while (vlen && mnt_isspace((unsigned char)*val)) {
		val++;
		vlen--;
	}
	if ((tag == 'F' || tag == 'X') && t->patterns) {
		char *re = maint_self_test_regex(val, vlen, t->root);
		int m;

		if (!re)
			return -ENOMEM;
		m = maint_paths_match(t->paths, re, strlen(re));
		free(re);
		if (m == -ENOMEM)
			return m;
		if (m == -ERANGE)
			st_print(&t->res, x,
				 "too costly to match (PCRE2's match limit)");
		else if (m != 1)
			st_print(&t->res, x, "no file matches");
	} else if (tag == 'T' && t->scm) {
		if (!scm_wellformed(val, vlen))
			st_print(&t->res, x, "malformed entry");
	}
	return 0;
}

int maint_self_test_text(const struct maint_text *const *files, size_t nfiles,
			 const char *what, const struct maint_paths *paths,
			 const char *root, char **out, size_t *outlen)
{
	bool all = !what || !*what;
	struct st t = {
		.res = MBUF_INIT,
		.paths = paths,
		.root = root,
		.sections = all || has_word(what, "sections"),
		.patterns = all || has_word(what, "patterns"),
		.scm = all || has_word(what, "scm"),
	};
	int ret;

	*out = NULL;
	ret = mnt_texts_ok(files, nfiles) ? st_read_lines(&t, files, nfiles) :
					    -EINVAL;
	for (size_t i = 0; !ret && i < t.n; i++) {
		const struct st_line *x = &t.v[i];
		char tag;

		if (t.sections && x->len >= 2 &&
		    !mnt_isspace((unsigned char)x->s[0]) && x->s[1] != ':' &&
		    i + 1 < t.n && tag_nonempty(&t.v[i + 1]))
			ret = st_section(&t, i);
		tag = mnt_tag_of(x->s, x->len);
		if (!ret && tag)
			ret = st_tag(&t, x, tag);
	}
	if (!ret && mbuf_failed(&t.res))
		ret = -ENOMEM;
	else if (!ret)
		*out = mbuf_detach(&t.res, outlen);
	mbuf_release(&t.res);
	free(t.hdrs);
	free(t.hdrlen);
	free(t.v);
	return ret;
}

/* P: values */

/* maint check */

struct ckf {
	size_t fidx, seq;
	struct maint_finding f;
};

struct hdr {
	const char *file;
	unsigned int line;
};

struct ck {
	const struct maint_check_opts *o;
	struct ckf *v;
	size_t n, alloc;
	size_t fidx;
	const char *file;
	int err;
	struct mnt_map headers;
	struct hdr *hdrs;
	size_t nhdrs, hdrs_alloc;
};

__attribute__((format(printf, 5, 6))) static void
ck_add(struct ck *c, unsigned int line, enum maint_level lvl,
       const char *check, const char *fmt, ...)
{
	struct mbuf m = MBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	mbuf_vaddf(&m, fmt, ap);
	va_end(ap);
	if (mbuf_failed(&m) || ALLOC_GROW(c->v, c->n + 1, c->alloc)) {
		mbuf_release(&m);
		c->err = -ENOMEM;
		return;
	}
	c->v[c->n].fidx = c->fidx;
	c->v[c->n].seq = c->n;
	c->v[c->n].f.file = c->file;
	c->v[c->n].f.line = line;
	c->v[c->n].f.level = lvl;
	c->v[c->n].f.check = check;
	c->v[c->n].f.message = mbuf_detach(&m, NULL);
	c->n++;
}

/* A quoted copy for messages; freed by the caller. */
static char *q(const char *s, size_t len)
{
	struct mbuf m = MBUF_INIT;

	mnt_quote(&m, s, len, 80);
	if (mbuf_failed(&m)) {
		mbuf_release(&m);
		return strdup("");
	}
	return mbuf_detach(&m, NULL);
}

struct sec {
	bool open;
	unsigned int hdr; /* 1-based header line, 0: none */
	const char *name;
	size_t namelen;
	bool has_s, has_f, has_ml;
	char *status;
	char prev_tag;
	const char *prev_val;
	size_t prev_vlen;
};

static void sortkey(struct mbuf *m, const char *s, size_t len)
{
	size_t i;

	mbuf_reset(m);
	for (i = 0; i < len; i++) {
		char c = s[i];

		if (c >= 'a' && c <= 'z')
			c = (char)(c - 32);
		if (len - i >= 8 && !memcmp(s + i, "THE REST", 8)) {
			mbuf_adds(m, "ZZZZZZ");
			i += 7;
			continue;
		}
		mbuf_addch(m, c);
	}
}

static void finish_section(struct ck *c, struct sec *s, struct mbuf *prevkey,
			   struct mbuf *key)
{
	struct mnt_map_slot *slot;
	bool created;
	char *name;

	if (!s->open)
		return;
	s->open = false;
	if (!s->hdr)
		goto out;
	name = q(s->name, s->namelen);
	slot = mnt_map_insert(&c->headers, s->name, s->namelen, &created);
	if (!slot) {
		c->err = -ENOMEM;
	} else if (!created) {
		const struct hdr *h = &c->hdrs[slot->value];

		ck_add(c, s->hdr, MAINT_ERROR, "duplicate-header",
		       "duplicate section header '%s' (first at %s:%u)", name,
		       h->file, h->line);
	} else if (ALLOC_GROW(c->hdrs, c->nhdrs + 1, c->hdrs_alloc)) {
		c->err = -ENOMEM;
	} else {
		slot->value = (intptr_t)c->nhdrs;
		c->hdrs[c->nhdrs].file = c->file;
		c->hdrs[c->nhdrs++].line = s->hdr;
	}
	sortkey(key, s->name, s->namelen);
	if (prevkey->len && strcmp(prevkey->buf, key->buf) > 0)
		ck_add(c, s->hdr, MAINT_INFO, "section-order",
		       "section '%s' is out of alphabetical order", name);
	mbuf_reset(prevkey);
	mbuf_add(prevkey, key->buf, key->len);
	if (!s->has_ml && (!s->status || (!strcasestr(s->status, "orphan") &&
					  !strcasestr(s->status, "obsolete"))))
		ck_add(c, s->hdr, MAINT_ERROR, "no-email",
		       "section '%s' has no M:, R: or L: entry", name);
	if (!s->has_s)
		ck_add(c, s->hdr, MAINT_WARNING, "no-status",
		       "section '%s' has no S: entry", name);
	if (!s->has_f)
		ck_add(c, s->hdr, MAINT_WARNING, "no-pattern",
		       "section '%s' has no F: or N: entry", name);
	free(name);
out:
	free(s->status);
	s->status = NULL;
}

/* The one status MAINTAINERS' preamble lists that enum maint_status lacks */
static const char buried[] = "Buried alive in reporters";

static void check_status(struct ck *c, unsigned int nr, const char *v,
			 size_t len)
{
	size_t n = len, i;
	const char *paren = memchr(v, '(', len);
	char *qv;

	if (paren) {
		n = (size_t)(paren - v);
		while (n && mnt_isspace((unsigned char)v[n - 1]))
			n--;
	}
	for (i = 0; i <= MAINT_ST_NONE; i++) {
		const char *st = i < MAINT_ST_NONE ?
					 maint_status_name((enum maint_status)i) :
					 buried;

		if (strlen(st) == n && !memcmp(st, v, n))
			return;
	}
	qv = q(v, len);
	ck_add(c, nr, MAINT_WARNING, "status",
	       "unknown status '%s' (Supported, Maintained, Odd Fixes, Orphan, Obsolete or Buried alive in reporters)",
	       qv);
	free(qv);
}

/* The entry's type is known and comes in order; F:/X: alphabetically. */
static void check_order(struct ck *c, struct sec *s, unsigned int nr,
			char tag, const char *v, size_t vlen, const char *qv)
{
	if (!maint_tag(tag)) {
		ck_add(c, nr, MAINT_WARNING, "unknown-type",
		       "unknown entry type '%c:'", tag);
	} else if (s->prev_tag && maint_tag(s->prev_tag) &&
		   maint_tag_rank(tag) < maint_tag_rank(s->prev_tag)) {
		char order[2 * MAINT_NTAGS];
		size_t k;

		for (k = 0; k < MAINT_NTAGS; k++) {
			order[2 * k] = maint_tag_at(k)->letter;
			order[2 * k + 1] = k + 1 < MAINT_NTAGS ? ' ' : '\0';
		}
		ck_add(c, nr, MAINT_INFO, "type-order",
		       "'%c:' entries go before '%c:' entries (order: %s)", tag,
		       s->prev_tag, order);
	} else if (s->prev_tag == tag && (tag == 'F' || tag == 'X')) {
		size_t m = vlen < s->prev_vlen ? vlen : s->prev_vlen;
		int r = memcmp(s->prev_val, v, m);

		if (r > 0 || (!r && s->prev_vlen > vlen))
			ck_add(c, nr, MAINT_INFO, "pattern-order",
			       "'%c:' patterns are not in alphabetical order: '%s' goes before the one above",
			       tag, qv);
	}
	s->prev_tag = tag;
	s->prev_val = v;
	s->prev_vlen = vlen;
}

/* N: and K: regexes compile. */
static void check_regex(struct ck *c, unsigned int nr, char tag,
			const char *v, size_t vlen, const char *qv)
{
	char err[256];
	struct mnt_re *re = mnt_re_compile(v, vlen, MNT_RE_EXTENDED, err,
					   sizeof(err));

	if (!re)
		ck_add(c, nr, MAINT_ERROR, "regex",
		       "'%c:' regex '%s' does not compile: %s", tag, qv, err);
	mnt_re_free(re);
}

/* Does a file the change adds match the anchored regex re?  1, 0, -errno */
static int match_added(const struct maint_check_opts *o, const char *re)
{
	struct mnt_re *code =
		mnt_re_compile(re, strlen(re), MNT_RE_ANCHORED, NULL, 0);
	size_t i;
	int m = 0;

	if (!code)
		return -EINVAL;
	for (i = 0; i < o->nadded && !m; i++)
		m = mnt_re_match(code, o->added[i], strlen(o->added[i]), 0,
				 NULL, 0) == MNT_RE_MATCH;
	mnt_re_free(code);
	return m;
}

/* With the tree's file list: an F:/X: pattern matches a file. */
static void check_pattern(struct ck *c, unsigned int nr, const char *v,
			  size_t vlen, const char *qv)
{
	char *re;
	int m;

	if (!c->o->paths)
		return;
	re = maint_self_test_regex(v, vlen, c->o->root);
	m = re ? maint_paths_match(c->o->paths, re, strlen(re)) : -ENOMEM;
	if (m == 0 && c->o->nadded)
		m = match_added(c->o, re);
	if (m == 0)
		ck_add(c, nr, MAINT_WARNING, "no-match",
		       "no file matches '%s'", qv);
	else if (m == -EINVAL)
		ck_add(c, nr, MAINT_ERROR, "regex",
		       "pattern '%s' is not a valid regex", qv);
	else if (m == -ERANGE)
		ck_add(c, nr, MAINT_WARNING, "regex-cost",
		       "pattern '%s' is too costly to match (PCRE2's match limit); not checked",
		       qv);
	else if (m < 0)
		c->err = m;
	free(re);
}

/* What maint check says of a P: value of each kind (no check: nothing). */
static const struct {
	enum maint_level lvl;
	const char *check, *fmt; /* fmt: one %s, the value */
} pline_findings[] = {
	[MAINT_P_PERSON_ADDR] = { MAINT_WARNING, MAINT_P_PERSON_CHECK,
				  MAINT_P_PERSON_MESSAGE },
	[MAINT_P_PERSON] = { MAINT_WARNING, MAINT_P_PERSON_CHECK,
			     MAINT_P_PERSON_MESSAGE },
	[MAINT_P_MISSING] = { MAINT_ERROR, "profile-missing",
			      "profile '%s' does not exist" },
	[MAINT_P_OUTSIDE] = { MAINT_ERROR, "profile-outside",
			      "profile '%s' is outside the tree" },
	[MAINT_P_NOTFILE] = { MAINT_ERROR, "profile-notfile",
			      "profile '%s' is not a regular file" },
	[MAINT_P_BADURI] = { MAINT_ERROR, "profile-uri",
			     "P: '%s' is not a valid http(s) URI" },
};

/* A P: line names a profile that is there (and inside the tree). */
static void check_pline(struct ck *c, unsigned int nr, const char *v,
			size_t vlen, const char *qv)
{
	size_t k = (size_t)maint_pkind_classify(v, vlen, c->o->root);

	if (k < ARRAY_SIZE(pline_findings) && pline_findings[k].check)
		ck_add(c, nr, pline_findings[k].lvl, pline_findings[k].check,
		       pline_findings[k].fmt, qv);
}

static void check_entry(struct ck *c, struct sec *s, unsigned int nr,
			const char *text, size_t len)
{
	char tag = text[0];
	const char *v = text + 2, *a;
	size_t vlen = len - 2, alen;
	char *qv;

	if (len < 4 || text[2] != '\t' || mnt_isspace((unsigned char)text[3]))
		ck_add(c, nr, MAINT_INFO, "tab",
		       "use exactly one tab after '%c:'", tag);
	v = mnt_trim(v, &vlen);
	qv = q(v, vlen);
	check_order(c, s, nr, tag, v, vlen, qv);
	switch (tag) {
	case 'M':
	case 'R':
	case 'L':
		s->has_ml = true;
		if (!mnt_value_addr(v, vlen, tag != 'L', &a, &alen))
			ck_add(c, nr, MAINT_WARNING, "address",
			       "malformed address in '%c:' entry '%s'", tag,
			       qv);
		break;
	case 'S':
		s->has_s = true;
		free(s->status);
		s->status = mnt_strndup(v, vlen);
		check_status(c, nr, v, vlen);
		break;
	case 'N':
	case 'K':
		if (tag == 'N')
			s->has_f = true;
		check_regex(c, nr, tag, v, vlen, qv);
		break;
	case 'F':
	case 'X':
		if (tag == 'F')
			s->has_f = true;
		check_pattern(c, nr, v, vlen, qv);
		break;
	case 'P':
		check_pline(c, nr, v, vlen, qv);
		break;
	default:
		break;
	}
	free(qv);
}

enum { K_NONE, K_BLANK, K_TEXT, K_TAG };

static int check_file(struct ck *c, const struct maint_text *t)
{
	struct mnt_line *l;
	size_t n, i;
	struct sec s = { 0 };
	struct mbuf prevkey = MBUF_INIT, key = MBUF_INIT;
	bool preamble = true, cr_seen = false;
	int prev = K_NONE, ret;

	ret = mnt_split_lines(t->buf, t->len, &l, &n);
	if (ret)
		return ret;
	for (i = 0; i < n && !c->err; i++) {
		const char *text = l[i].s;
		size_t len = l[i].len, tl = len;
		unsigned int nr = (unsigned int)(i + 1);
		int kind;

		if (l[i].cr && !cr_seen) {
			cr_seen = true;
			ck_add(c, nr, MAINT_WARNING, "crlf",
			       "line ends with a carriage return (CRLF line endings)");
		}
		mnt_trim(text, &tl);
		if (mnt_tag_of(text, len)) {
			kind = K_TAG;
			if (prev != K_TAG) {
				finish_section(c, &s, &prevkey, &key);
				memset(&s, 0, sizeof(s));
				s.open = true;
				if (prev == K_TEXT) {
					s.hdr = nr - 1;
					s.namelen = l[i - 1].len;
					s.name = mnt_trim(l[i - 1].s,
							  &s.namelen);
					preamble = false;
				} else if (preamble) {
					ck_add(c, nr, MAINT_ERROR,
					       "orphan-entry",
					       "entry before the first section");
				} else {
					ck_add(c, nr, MAINT_ERROR,
					       "orphan-entry",
					       "entry without a section header");
				}
			}
			check_entry(c, &s, nr, text, len);
		} else {
			kind = tl ? K_TEXT : K_BLANK;
			finish_section(c, &s, &prevkey, &key);
			if (kind == K_TEXT && prev == K_TEXT && !preamble) {
				char *qv = q(l[i - 1].s, l[i - 1].len);

				ck_add(c, nr - 1, MAINT_ERROR, "odd-line",
				       "text line '%s' is neither a section header nor an entry",
				       qv);
				free(qv);
			}
		}
		prev = kind;
	}
	finish_section(c, &s, &prevkey, &key);
	if (!preamble && prev == K_TEXT && n) {
		char *qv = q(l[n - 1].s, l[n - 1].len);

		ck_add(c, (unsigned int)n, MAINT_WARNING, "odd-line",
		       "text line '%s' after the last section", qv);
		free(qv);
	}
	free(s.status);
	if (mbuf_failed(&prevkey) || mbuf_failed(&key))
		c->err = -ENOMEM;
	mbuf_release(&prevkey);
	mbuf_release(&key);
	free(l);
	return c->err;
}

static int cmp_finding(const void *pa, const void *pb)
{
	const struct ckf *a = pa, *b = pb;

	if (a->fidx != b->fidx)
		return a->fidx < b->fidx ? -1 : 1;
	if (a->f.line != b->f.line)
		return a->f.line < b->f.line ? -1 : 1;
	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

int maint_check(const struct maint_text *const *files, size_t nfiles,
		const struct maint_check_opts *opts,
		struct maint_findings **out)
{
	struct maint_check_opts o = MAINT_CHECK_OPTIONS_INIT;
	struct ck c = { 0 };
	struct maint_findings *res = NULL;
	size_t i;

	*out = NULL;
	if (!MNT_OPTS_OK(opts, MAINT_CHECK_OPTIONS_VERSION) ||
	    !mnt_texts_ok(files, nfiles))
		return -EINVAL;
	/* layout 1 (and 0) ends before @added */
	if (opts)
		memcpy(&o, opts,
		       opts->version >= 2 ? sizeof(o) :
					    offsetof(struct maint_check_opts, added));
	c.o = &o;
	for (i = 0; i < nfiles && !c.err; i++) {
		c.fidx = i;
		c.file = files[i]->name;
		check_file(&c, files[i]);
	}
	if (!c.err) {
		mnt_qsort(c.v, c.n, sizeof(*c.v), cmp_finding);
		res = mnt_findings_alloc();
		if (res && c.n)
			res->v = malloc(c.n * sizeof(*res->v));
		if (!res || (c.n && !res->v))
			c.err = -ENOMEM;
	}
	for (i = 0; i < c.n; i++) {
		if (!c.err)
			res->v[i] = c.v[i].f;
		else
			free((char *)c.v[i].f.message);
	}
	if (!c.err) {
		res->n = res->alloc = c.n;
		*out = res;
	} else {
		maint_findings_free(res);
	}
	free(c.v);
	free(c.hdrs);
	mnt_map_clear(&c.headers);
	return c.err;
}
