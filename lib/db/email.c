// SPDX-License-Identifier: GPL-2.0-only
/*
 * Email addresses as get_maintainer.pl handles them: splitting "Name <addr>"
 * into name and address, formatting them back with the quoting rule,
 * RFC 822 validity (which decides whether an M: value is a list), and
 * .mailmap in its four forms.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "base/cachedir.h"
#include "base/seal.h"
#include "db/email.h"
#include "fsutil.h"
#include "base/recache.h"

/* The patterns, compiled once per thread (recache.h) */
enum {
	E_P1,
	E_P2,
	E_P3,
	E_RFC,
	E_RFCLIST,
	E_RFCITEM,
	E_COMMENT,
	E_MM1,
	E_MM2,
	E_MM3,
	E_MM4,
	E_COUNT,
};

static const struct mnt_recache email_cache = MNT_RECACHE_INIT(E_COUNT);

static struct mnt_re *re_get(int i, const char *pat, unsigned int flags)
{
	return mnt_recache_get(&email_cache, i, pat, flags);
}

void mnt_email_cleanup(void)
{
	mnt_recache_drop(&email_cache);
}

static bool is_space(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	       c == '\v';
}

static void trim(const char **s, size_t *n)
{
	while (*n && is_space((unsigned char)(*s)[0])) {
		(*s)++;
		(*n)--;
	}
	while (*n && is_space((unsigned char)(*s)[*n - 1]))
		(*n)--;
}

/* Whether c may stand in a name unquoted: [A-Za-z0-9_ -] */
static bool bare_name_char(unsigned char c)
{
	return ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') ||
	       (c >= '0' && c <= '9') || c == '_' || c == ' ' || c == '-';
}

/* $name =~ s/^\s+|\s+$//g; $name =~ s/^\"|\"$//g; escape_name() */
static void clean_name(struct mbuf *out, const char *s, size_t n)
{
	const char *start, *end, *q;
	size_t i;

	trim(&s, &n);
	if (n && s[0] == '"') {
		s++;
		n--;
	}
	if (n && s[n - 1] == '"')
		n--;
	for (i = 0; i < n && bare_name_char((unsigned char)s[i]); i++)
		;
	if (i == n) {
		mbuf_add(out, s, n);
		return;
	}
	/* quoted, each '"' not after a backslash escaped */
	mbuf_addch(out, '"');
	for (start = s, end = s + n; (q = memchr(s, '"', (size_t)(end - s)));
	     s = q + 1) {
		mbuf_add(out, s, (size_t)(q - s));
		if (q == start || q[-1] != '\\')
			mbuf_addch(out, '\\');
		mbuf_addch(out, '"');
	}
	mbuf_add(out, s, (size_t)(end - s));
	mbuf_addch(out, '"');
}

/*
 * Whether the regexes see s[0..n) as plain text: well-formed UTF-8 (with
 * PCRE2_MATCH_INVALID_UTF no item of a pattern matches a byte that is not,
 * nor anything across it) and, from offset from on, no character that
 * could end a line for '.' and '$' (a C0 control other than tab, U+0085,
 * U+2028, U+2029): whatever newline PCRE2 was built with, '.' matches all
 * the rest, and '$' only the end.
 */
static bool plain_text(const char *s, size_t n, size_t from)
{
	const uint64_t ones = 0x0101010101010101ULL;
	const unsigned char *u = (const unsigned char *)s;
	size_t i = 0, k;
	uint64_t w;

	while (i < n) {
		/* 8 bytes of 0x20-0x7f: no borrow, no high bit */
		if (i + 8 <= n) {
			memcpy(&w, u + i, 8);
			if (!(((w - 0x20 * ones) | w) & (0x80 * ones))) {
				i += 8;
				continue;
			}
		}
		if (u[i] >= 0x20 && u[i] < 0x80) {
			i++;
			continue;
		}
		if (u[i] < 0x80) {
			if (u[i] != '\t' && i >= from)
				return false;
			i++;
			continue;
		}
		k = mnt_utf8_valid(u + i, n - i);
		if (!k)
			return false;
		if (i >= from && ((u[i] == 0xc2 && u[i + 1] == 0x85) ||
				  (u[i] == 0xe2 && u[i + 1] == 0x80 &&
				   (u[i + 2] == 0xa8 || u[i + 2] == 0xa9))))
			return false;
		i += k;
	}
	return true;
}

/*
 * The first pattern of mnt_email_parse() without the regex engine:
 * ([^<]+) is all before the first '<' (any character, line breaks too),
 * and the greedy (.+\@.*) ends at the last '>' after it, holding an '@'
 * past its first character ('.' matching every character of plain text
 * after the '<', '.*$' then matches to the end).  False when the text is
 * not plain or not of that form: the regexes decide.
 */
static bool email_plain(const char *s, size_t n, size_t *lt, size_t *gt)
{
	const char *p, *q;

	if (n > MNT_EMAIL_PLAIN_MAX)
		return false;
	p = memchr(s, '<', n);
	if (!p || p == s || !plain_text(s, n, (size_t)(p - s)))
		return false;
	q = memrchr(p + 1, '>', n - (size_t)(p + 1 - s));
	if (!q || q - p < 3 || !memchr(p + 2, '@', (size_t)(q - p - 2)))
		return false;
	*lt = (size_t)(p - s);
	*gt = (size_t)(q - s);
	return true;
}

void mnt_email_parse_re(const char *s, size_t n, struct mbuf *name,
			struct mbuf *addr)
{
	size_t ov[4], ov3[6];
	const char *a = NULL;
	size_t al = 0;
	struct mnt_re *re;

	mbuf_reset(name);
	mbuf_reset(addr);
	if ((re = re_get(E_P1, "^([^<]+)<(.+\\@.*)>.*$", 0)) &&
	    mnt_re_match(re, s, n, 0, ov3, 3) == MNT_RE_MATCH) {
		clean_name(name, s + ov3[2], ov3[3] - ov3[2]);
		a = s + ov3[4];
		al = ov3[5] - ov3[4];
	} else if ((re = re_get(E_P2, "^\\s*<(.+\\@\\S*)>.*$", 0)) &&
		   mnt_re_match(re, s, n, 0, ov, 2) == MNT_RE_MATCH) {
		a = s + ov[2];
		al = ov[3] - ov[2];
	} else if ((re = re_get(E_P3, "^(.+\\@\\S*).*$", 0)) &&
		   mnt_re_match(re, s, n, 0, ov, 2) == MNT_RE_MATCH) {
		a = s + ov[2];
		al = ov[3] - ov[2];
	}
	if (a) {
		trim(&a, &al);
		mbuf_add(addr, a, al);
	}
}

/*
 * The third pattern of mnt_email_parse() without the regex engine, for
 * plain text with no '<' (which the first two need): the greedy
 * (.+\@\S*) ends at the first blank after the last '@' past the first
 * character; *end is 0 when there is no such '@' (no match).  False when
 * the text is not plain or has a '<', or when the run after the '@' meets
 * a character beyond ASCII (a Unicode blank for \S?): the regexes decide.
 */
static bool email_bare(const char *s, size_t n, size_t *end)
{
	const char *at;
	size_t i;

	if (n > MNT_EMAIL_PLAIN_MAX || memchr(s, '<', n) ||
	    !plain_text(s, n, 0))
		return false;
	*end = 0;
	at = n ? memrchr(s + 1, '@', n - 1) : NULL;
	if (!at)
		return true;
	for (i = (size_t)(at - s) + 1; i < n && s[i] != ' ' && s[i] != '\t';
	     i++)
		if ((unsigned char)s[i] >= 0x80)
			return false;
	*end = i;
	return true;
}

void mnt_email_parse(const char *s, size_t n, struct mbuf *name,
		     struct mbuf *addr)
{
	const char *a = s;
	size_t al, lt, gt;

	if (email_plain(s, n, &lt, &gt)) {
		mbuf_reset(name);
		mbuf_reset(addr);
		clean_name(name, s, lt);
		a = s + lt + 1;
		al = gt - lt - 1;
	} else if (email_bare(s, n, &al)) {
		mbuf_reset(name);
		mbuf_reset(addr);
	} else {
		mnt_email_parse_re(s, n, name, addr);
		return;
	}
	trim(&a, &al);
	mbuf_add(addr, a, al);
}

void mnt_email_format(struct mbuf *out, const char *name, size_t nl,
		      const char *addr, size_t alen, bool usename)
{
	size_t at = out->len;

	trim(&addr, &alen);
	if (usename)
		clean_name(out, name, nl);
	if (out->len == at) {
		mbuf_add(out, addr, alen);
		return;
	}
	mbuf_add(out, " <", 2);
	mbuf_add(out, addr, alen);
	mbuf_addch(out, '>');
}

/* RFC 822 grammar as a PCRE2 pattern (built from the RFC's productions). */
static void rfc822_pattern(struct mbuf *re)
{
	static const char lwsp[] = "(?:(?:\\r\\n)?[ \\t])";
	static const char specials[] = "()<>@,;:\\\\\".\\[\\]";
	static const char controls[] = "\\000-\\037\\177";
	struct mbuf atom = MBUF_INIT, word = MBUF_INIT, domain = MBUF_INIT,
		    addr_spec = MBUF_INIT, mailbox = MBUF_INIT;
	char dtext[] = "[^\\[\\]\\r\\\\]";
	struct mbuf tmp = MBUF_INIT;

	mbuf_addf(&atom, "[^%s %s]+(?:%s+|\\Z|(?=[\\[\"%s]))", specials,
		  controls, lwsp, specials);
	mbuf_addf(&word, "(?:%s|\"(?:[^\\\"\\r\\\\]|\\\\.|%s)*\"%s*)", atom.buf,
		  lwsp, lwsp);
	/* sub_domain */
	mbuf_addf(&tmp, "(?:%s|\\[(?:%s|\\\\.)*\\]%s*)", atom.buf, dtext, lwsp);
	mbuf_addf(&domain, "%s(?:\\.%s*%s)*", tmp.buf, lwsp, tmp.buf);
	mbuf_addf(&addr_spec, "%s(?:\\.%s*%s)*\\@%s*%s", word.buf, lwsp,
		  word.buf, lwsp, domain.buf);
	mbuf_addf(&mailbox,
		  "(?:%s|%s*\\<%s*(?:\\@%s(?:,\\@%s*%s)*:%s*)?%s\\>%s*)",
		  addr_spec.buf, word.buf, lwsp, domain.buf, lwsp, domain.buf,
		  lwsp, addr_spec.buf, lwsp);
	mbuf_addf(re, "%s*(?:%s|%s*:%s*(?:%s(?:,\\s*%s)*)?;\\s*)", lwsp,
		  mailbox.buf, word.buf, lwsp, mailbox.buf, mailbox.buf);
	mbuf_release(&atom);
	mbuf_release(&word);
	mbuf_release(&domain);
	mbuf_release(&addr_spec);
	mbuf_release(&mailbox);
	mbuf_release(&tmp);
}

static bool rfc822_chars_ok(const char *s, size_t n)
{
	size_t i;

	/* every character must be below U+0100 */
	for (i = 0; i < n; i++)
		if ((unsigned char)s[i] >= 0xc4)
			return false;
	return true;
}

static void strip_comments(struct mbuf *s)
{
	size_t ov[4];
	struct mbuf t = MBUF_INIT;
	int guard = 0;
	struct mnt_re *re;

	if (!(re = re_get(
		      E_COMMENT,
		      "^((?:[^\"\\\\]|\\\\.)*(?:\"(?:[^\"\\\\]|\\\\.)*\"(?:[^\"\\\\]|\\\\.)*)*)\\((?:[^()\\\\]|\\\\.)*\\)",
		      MNT_RE_DOTALL)))
		return;
	while (guard++ < 1000 &&
	       mnt_re_match(re, s->buf, s->len, 0, ov, 2) == MNT_RE_MATCH) {
		mbuf_reset(&t);
		mbuf_add(&t, s->buf + ov[2], ov[3] - ov[2]);
		mbuf_addch(&t, ' ');
		mbuf_add(&t, s->buf + ov[1], s->len - ov[1]);
		mbuf_reset(s);
		mbuf_add(s, t.buf, t.len);
	}
	mbuf_release(&t);
}

/*
 * This thread's RFC 822 regex which (E_RFC, E_RFCLIST, E_RFCITEM),
 * compiled on first need (each is large: E_RFCLIST alone is over 3M
 * instructions to compile); NULL: no memory.
 */
static struct mnt_re *rfc_re(int which)
{
	struct mnt_re **res = mnt_recache_slots(&email_cache);
	struct mbuf re = MBUF_INIT, full = MBUF_INIT;

	if (!res)
		return NULL;
	if (res[which])
		return res[which];
	rfc822_pattern(&re);
	if (which == E_RFC)
		mbuf_addf(&full, "^%s$", re.buf);
	else if (which == E_RFCLIST)
		mbuf_addf(&full, "^(?:%s)?(?:,(?:%s)?)*$", re.buf, re.buf);
	else
		mbuf_addf(&full, "(?:^|,(?:(?:\\r\\n)?[ \\t])*)(%s)", re.buf);
	if (!mbuf_failed(&full))
		res[which] = mnt_re_compile(full.buf, full.len, MNT_RE_DOTALL,
					    NULL, 0);
	mbuf_release(&re);
	mbuf_release(&full);
	return res[which];
}

/*
 * A byte of an atom: not a special, space or control (rfc822_pattern()).
 * ASCII only: the fast path leaves 8-bit bytes to the regex.
 */
static bool rfc_atom_byte(unsigned char c)
{
	return c > 0x20 && c < 0x7f && !strchr("()<>@,;:\\\".[]", c);
}

/* A character U+0080..U+00FF at s (two bytes), which rfc822_chars_ok() takes. */
static bool rfc_latin1(const char *s, size_t n, size_t i)
{
	unsigned char c = (unsigned char)s[i];

	return (c == 0xc2 || c == 0xc3) && i + 1 < n &&
	       ((unsigned char)s[i + 1] & 0xc0) == 0x80;
}

/* atom ("." atom)* at s[*i], ASCII, no blanks: a local part or a domain */
static bool rfc_dot_atoms(const char *s, size_t n, size_t *i)
{
	for (;;) {
		size_t k = *i;

		while (*i < n && rfc_atom_byte((unsigned char)s[*i]))
			(*i)++;
		if (*i == k)
			return false;
		if (*i >= n || s[*i] != '.')
			return true;
		(*i)++;
	}
}

static bool rfc_addr_spec(const char *s, size_t n, size_t *i)
{
	if (!rfc_dot_atoms(s, n, i) || *i >= n || s[*i] != '@')
		return false;
	(*i)++;
	return rfc_dot_atoms(s, n, i);
}

static void rfc_blanks(const char *s, size_t n, size_t *i)
{
	while (*i < n && (s[*i] == ' ' || s[*i] == '\t'))
		(*i)++;
}

/*
 * A word of a phrase (rfc822_pattern()'s word) at s[*i]: an atom, 8-bit
 * Latin-1 characters allowed, or a quoted string without escapes.
 */
static bool rfc_word(const char *s, size_t n, size_t *i)
{
	size_t k = *i;

	if (s[*i] != '"') {
		while (*i < n) {
			if (rfc_latin1(s, n, *i))
				*i += 2;
			else if (rfc_atom_byte((unsigned char)s[*i]))
				(*i)++;
			else
				break;
		}
		return *i > k;
	}
	for ((*i)++; *i < n && s[*i] != '"';) {
		unsigned char c = (unsigned char)s[*i];

		if (rfc_latin1(s, n, *i))
			*i += 2;
		else if ((c >= 0x20 && c < 0x7f && !strchr("\\()", c)) ||
			 c == '\t')
			(*i)++;
		else
			return false;
	}
	if (*i >= n)
		return false;
	(*i)++;
	return true;
}

/*
 * Is s one of the plain forms rfc822_valid() takes, the way almost every
 * address is written: blanks, then local@domain or a phrase of words
 * (each followed by blanks or '<') and <local@domain>, then blanks?  A
 * subset of the grammar: true only where the regex says valid too (no
 * parenthesis, so no comment to strip; characters below U+0100); false
 * leaves it to the regex (mnt_rfc822_valid_re()).  test-rfc822 holds the two together.
 */
bool mnt_rfc822_plain(const char *s, size_t n)
{
	size_t i = 0, k;

	rfc_blanks(s, n, &i);
	k = i;
	if (rfc_addr_spec(s, n, &k)) {
		rfc_blanks(s, n, &k);
		if (k == n)
			return true;
	}
	while (i < n && s[i] != '<') {
		if (!rfc_word(s, n, &i))
			return false;
		k = i;
		rfc_blanks(s, n, &i);
		if (i == k && i < n && s[i] != '<')
			return false; /* words apart, or an atom before '<' */
	}
	if (i >= n || s[i++] != '<' || !rfc_addr_spec(s, n, &i) || i >= n ||
	    s[i++] != '>')
		return false;
	rfc_blanks(s, n, &i);
	return i == n;
}

bool mnt_rfc822_valid(const char *s, size_t n)
{
	return mnt_rfc822_plain(s, n) || mnt_rfc822_valid_re(s, n);
}

bool mnt_rfc822_valid_re(const char *s, size_t n)
{
	struct mbuf t = MBUF_INIT;
	struct mnt_re *re = rfc_re(E_RFC);
	bool ok;

	if (!re)
		return false;
	mbuf_add(&t, s, n);
	strip_comments(&t);
	ok = mnt_re_match(re, t.buf, t.len, 0, NULL, 0) == MNT_RE_MATCH &&
	     rfc822_chars_ok(t.buf, t.len);
	mbuf_release(&t);
	return ok;
}

int mnt_rfc822_validlist(const char *s, size_t n, struct mbuf *items,
			 size_t *count)
{
	struct mbuf t = MBUF_INIT;
	size_t ov[4], off = 0;
	struct mnt_re *list, *item;
	int ok = 0;

	*count = 0;
	mbuf_reset(items);
	list = rfc_re(E_RFCLIST);
	item = rfc_re(E_RFCITEM);
	if (!list || !item)
		return 0;
	mbuf_add(&t, s, n);
	strip_comments(&t);
	if (mnt_re_match(list, t.buf, t.len, 0, NULL, 0) ==
		    MNT_RE_MATCH &&
	    rfc822_chars_ok(t.buf, t.len)) {
		ok = 1;
		while (off <= t.len &&
		       mnt_re_match(item, t.buf, t.len, off, ov, 2) ==
			       MNT_RE_MATCH) {
			mbuf_add(items, t.buf + ov[2], ov[3] - ov[2]);
			mbuf_addch(items, '\0');
			(*count)++;
			off = ov[1] > ov[0] ? ov[1] : ov[1] + 1;
		}
	}
	mbuf_release(&t);
	return ok;
}

/* .mailmap */

void mnt_mailmap_init(struct mnt_mailmap *mm)
{
	memset(mm, 0, sizeof(*mm));
}

void mnt_mailmap_clear(struct mnt_mailmap *mm)
{
	mnt_map_clear_free(&mm->names);
	mnt_map_clear_free(&mm->addresses);
	mnt_map_clear(&mm->index);
	mnt_map_clear(&mm->done);
	free(mm->lines);
	free(mm->buf);
	if (mm->kept)
		munmap((void *)mm->kept, mm->kept_size);
	memset(mm, 0, sizeof(*mm));
}

static int map_set(struct mnt_map *m, const char *k, size_t kl, const char *v,
		   size_t vl)
{
	struct mnt_map_slot *slot = mnt_map_insert(m, k, kl, NULL);
	char *dup;

	if (!slot)
		return -ENOMEM;
	dup = mnt_strndup(v, vl);
	if (!dup)
		return -ENOMEM;
	free((char *)slot->value);
	slot->value = (intptr_t)dup;
	return 0;
}

/*
 * parse_email("$name <$address>") with the name's trailing blanks
 * removed first, as read_mailmap() does for every name it meets; tmp is
 * scratch.
 */
static void name_addr(const char *n, size_t nl, const char *a, size_t al,
		      struct mbuf *name, struct mbuf *addr, struct mbuf *tmp)
{
	while (nl && is_space((unsigned char)n[nl - 1]))
		nl--;
	mbuf_reset(tmp);
	mbuf_add(tmp, n, nl);
	mbuf_add(tmp, " <", 2);
	mbuf_add(tmp, a, al);
	mbuf_addch(tmp, '>');
	mnt_email_parse(tmp->buf, tmp->len, name, addr);
}

/* Group i of a form is l[ov[2i]..ov[2i + 1]). */
static void group(size_t *ov, int i, size_t from, size_t to)
{
	ov[2 * i] = from;
	ov[2 * i + 1] = to;
}

/*
 * Past the blanks \s* takes at s[*i..n): false when they stop at a
 * character beyond ASCII, which only PCRE2's tables can say is no blank.
 * (Plain text has no other ASCII white space than space and tab.)
 */
static bool skip_blanks(const char *s, size_t n, size_t *i)
{
	while (*i < n && (s[*i] == ' ' || s[*i] == '\t'))
		(*i)++;
	return *i == n || (unsigned char)s[*i] < 0x80;
}

/*
 * mnt_mailmap_form() of plain text (plain_text()) of up to
 * MNT_EMAIL_PLAIN_MAX bytes without the regex engine, -1 for the rest.
 * In plain text '.' matches every character and '$' only the end, so
 * each pattern needs the line to end in '>', and
 *  1 ^([^<]+)<([^>]+)>$: ([^<]+) ends at the first '<', and no '>' is
 *    after it before the last;
 *  2 ^<([^>]+)>\s*<([^>]+)>$: ([^>]+) ends at the first '>', blanks, then
 *    '<' and no '>' before the last;
 *  3 ^(.+)<([^>]+)>\s*<([^>]+)>$: what follows group 2's '>' holds one
 *    '>', the last, so that '>' is the last but one (q); the greedy (.+)
 *    ends at the last '<' two or more before q with no '>' between;
 *  4 ^(.+)<([^>]+)>\s*(.+)\s*<([^>]+)>$: group 4 is after the last '<'
 *    (l4) after q with something before the last '>'; the greedy group 1
 *    ends at the last '<' whose next '>' (gt) is two or more after it and
 *    two or more before l4; \s* then takes the blanks after gt, and the
 *    greedy group 3 runs to l4.  (The blanks cannot reach l4: then gt
 *    would be q, and form 3 would have matched.)
 * Only the blanks need Unicode's tables, and only when they stop at a
 * character beyond ASCII: -1 there.
 */
static int form_plain(const char *l, size_t n, size_t *ov)
{
	const char *p;
	size_t lt, gt, q, i, j, l4;

	if (n > MNT_EMAIL_PLAIN_MAX || !plain_text(l, n, 0))
		return -1;
	if (n < 3 || l[n - 1] != '>' || !(p = memchr(l, '<', n)))
		return 0;
	group(ov, 0, 0, n);
	lt = (size_t)(p - l);
	if (lt && lt + 2 < n && !memchr(p + 1, '>', n - lt - 2)) {
		group(ov, 1, 0, lt);
		group(ov, 2, lt + 1, n - 1);
		return 1;
	}
	if (!lt) {
		gt = (size_t)((const char *)memchr(l + 1, '>', n - 1) - l);
		i = gt + 1;
		if (gt >= 2 && !skip_blanks(l, n, &i))
			return -1;
		if (gt >= 2 && i + 2 < n && l[i] == '<' &&
		    !memchr(l + i + 1, '>', n - i - 2)) {
			group(ov, 1, 1, gt);
			group(ov, 2, i + 1, n - 1);
			return 2;
		}
	}
	p = memrchr(l, '>', n - 1);
	if (!p)
		return 0;
	q = (size_t)(p - l);
	i = q + 1;
	if (!skip_blanks(l, n, &i))
		return -1;
	if (i + 2 < n && l[i] == '<') {
		for (j = q; j-- > 1 && l[j] != '>';) {
			if (l[j] == '<' && j + 2 <= q) {
				group(ov, 1, 0, j);
				group(ov, 2, j + 1, q);
				group(ov, 3, i + 1, n - 1);
				return 3;
			}
		}
	}
	for (l4 = 0, j = n - 2; j-- > q + 1;) {
		if (l[j] == '<') {
			l4 = j;
			break;
		}
	}
	if (!l4)
		return 0;
	for (gt = n - 1, j = n - 1; j-- > 1;) {
		if (l[j] == '>')
			gt = j;
		else if (l[j] == '<' && gt >= j + 2 && l4 >= gt + 2)
			break;
	}
	if (!j)
		return 0;
	i = gt + 1;
	if (!skip_blanks(l, n, &i))
		return -1;
	group(ov, 1, 0, j);
	group(ov, 2, j + 1, gt);
	group(ov, 3, i, l4);
	group(ov, 4, l4 + 1, n - 1);
	return 4;
}

int mnt_mailmap_form_re(const char *l, size_t n, size_t ov[10])
{
	static const char *const pats[4] = {
		"^([^<]+)<([^>]+)>$",
		"^<([^>]+)>\\s*<([^>]+)>$",
		"^(.+)<([^>]+)>\\s*<([^>]+)>$",
		"^(.+)<([^>]+)>\\s*(.+)\\s*<([^>]+)>$",
	};
	static const size_t groups[4] = { 2, 2, 3, 4 };
	struct mnt_re *re;
	int i;

	for (i = 0; i < 4; i++) {
		re = re_get(E_MM1 + i, pats[i], 0);
		if (!re)
			return -ENOMEM;
		if (mnt_re_match(re, l, n, 0, ov, groups[i] + 1) ==
		    MNT_RE_MATCH)
			return i + 1;
	}
	return 0;
}

int mnt_mailmap_form(const char *l, size_t n, size_t ov[10])
{
	int form = form_plain(l, n, ov);

	return form >= 0 ? form : mnt_mailmap_form_re(l, n, ov);
}

#define CAP(i) (l + ov[2 * (i)]), (ov[2 * (i) + 1] - ov[2 * (i)])

/* Apply one .mailmap line (comment stripped, trimmed) to the maps. */
static int mailmap_line(struct mnt_mailmap *mm, const char *l, size_t ll)
{
	struct mbuf name = MBUF_INIT, addr = MBUF_INIT, wname = MBUF_INIT,
		    waddr = MBUF_INIT, tmp = MBUF_INIT;
	size_t ov[10];
	int ret = mnt_mailmap_form(l, ll, ov);

	if (ret == 1) {
		/* name1 <mail1> */
		name_addr(CAP(1), CAP(2), &name, &addr, &tmp);
		ret = map_set(&mm->names, addr.buf, addr.len, name.buf,
			      name.len);
	} else if (ret == 2) {
		/* <mail1> <mail2> */
		ret = map_set(&mm->addresses, CAP(2), CAP(1));
	} else if (ret == 3) {
		/* name1 <mail1> <mail2> */
		name_addr(CAP(1), CAP(2), &name, &addr, &tmp);
		ret = map_set(&mm->names, CAP(3), name.buf, name.len);
		if (!ret)
			ret = map_set(&mm->addresses, CAP(3), addr.buf,
				      addr.len);
	} else if (ret == 4) {
		/* name1 <mail1> name2 <mail2>: keyed by "name2 <mail2>" */
		name_addr(CAP(1), CAP(2), &name, &addr, &tmp);
		name_addr(CAP(3), CAP(4), &wname, &waddr, &tmp);
		mbuf_reset(&tmp);
		mnt_email_format(&tmp, wname.buf, wname.len, waddr.buf,
				 waddr.len, true);
		ret = map_set(&mm->names, tmp.buf, tmp.len, name.buf, name.len);
		if (!ret)
			ret = map_set(&mm->addresses, tmp.buf, tmp.len,
				      addr.buf, addr.len);
	}
	if (!ret &&
	    (mbuf_failed(&name) || mbuf_failed(&addr) || mbuf_failed(&tmp)))
		ret = -ENOMEM;
	mbuf_release(&name);
	mbuf_release(&addr);
	mbuf_release(&wname);
	mbuf_release(&waddr);
	mbuf_release(&tmp);
	return ret;
}

#undef CAP

/* The key a line is filed under: the trimmed text of its last <...>. */
static bool line_key(const char *l, size_t n, const char **k, size_t *kl)
{
	const char *lt;

	if (!n || l[n - 1] != '>')
		return false;
	lt = memrchr(l, '<', n);
	if (!lt)
		return false;
	*k = lt + 1;
	*kl = (size_t)(l + n - 1 - *k);
	trim(k, kl);
	return true;
}

static int mailmap_split(struct mnt_mailmap *mm);

int mnt_mailmap_load(struct mnt_mailmap *mm, const char *buf, size_t len)
{
	mm->buf = mnt_strndup(buf, len);
	if (!mm->buf)
		return -ENOMEM;
	mm->len = len;
	return mailmap_split(mm);
}

/* The lines of mm->buf (mm->len bytes) that name a key, in mm->lines. */
static int mailmap_split(struct mnt_mailmap *mm)
{
	const char *p, *end;

	p = mm->buf;
	end = mm->buf + mm->len;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *l = p, *hash, *k;
		size_t ll, kl;

		if (!nl)
			nl = end;
		ll = (size_t)(nl - p);
		p = nl + 1;
		hash = memchr(l, '#', ll);
		if (hash)
			ll = (size_t)(hash - l);
		trim(&l, &ll);
		if (!ll || !line_key(l, ll, &k, &kl))
			continue;
		if (ALLOC_GROW(mm->lines, mm->nlines + 1, mm->alines))
			return -ENOMEM;
		mm->lines[mm->nlines].s = l;
		mm->lines[mm->nlines].n = ll;
		mm->lines[mm->nlines].k = k;
		mm->lines[mm->nlines].kl = kl;
		mm->lines[mm->nlines].next = (size_t)-1;
		mm->nlines++;
	}
	return 0;
}

/* Addresses looked up by a scan of the keys before the index is made. */
#define MAILMAP_SCANS 16

/* The index of the lines by key, each key's lines chained in file order. */
static int mailmap_index(struct mnt_mailmap *mm)
{
	size_t *tail = calloc(mm->nlines + 1, sizeof(*tail));
	size_t i;

	if (!tail)
		return -ENOMEM;
	for (i = 0; i < mm->nlines; i++) {
		struct mnt_mailmap_line *ln = &mm->lines[i];
		struct mnt_map_slot *slot;
		bool created;

		slot = mnt_map_insert_borrowed(&mm->index, ln->k, ln->kl,
					       &created);
		if (!slot) {
			free(tail);
			mnt_map_clear(&mm->index);
			for (i = 0; i < mm->nlines; i++)
				mm->lines[i].next = (size_t)-1;
			return -ENOMEM;
		}
		if (created) {
			slot->value = (intptr_t)i;
			tail[i] = i;
		} else {
			/* append: lines apply in file order */
			size_t first = (size_t)slot->value;

			mm->lines[tail[first]].next = i;
			tail[first] = i;
		}
	}
	free(tail);
	mm->indexed = true;
	return 0;
}

/*
 * The index kept in the cache: a slot per key (open addressing by the
 * key's hash, twice as many slots as lines, a power of two), each key's
 * lines chained in file order.  The first run that maps it checks it
 * whole (its checksum, every offset inside the text, every link inside
 * the table) and seals it (KEY.mok, base/seal.h); a run that finds the
 * seal checks the header alone.  Either way each slot and line is
 * checked again as it is used, so that no content of the file can make a
 * lookup read outside the text or the table, or loop.
 */
#define MM_MAX (256u << 20)

static const char mm_magic[8] = "MAINTMM1";
static const char mm_seal_magic[8] = "MAINTMOK";

struct mm_head {
	char magic[8];
	uint64_t len, nlines, nslots;
};

static uint32_t kept_slot0(const char *k, size_t kl, uint32_t nslots)
{
	return (uint32_t)(mnt_hash(k, kl) & (nslots - 1));
}

/* Whether line i of nlines lies inside the text and links forward. */
static bool kline_ok(const struct mnt_mailmap *mm,
		     const struct mnt_mailmap_kline *l, uint64_t i,
		     uint64_t nlines)
{
	return l->s <= mm->len && l->n <= mm->len - l->s && l->k <= mm->len &&
	       l->kl <= mm->len - l->k &&
	       (l->next == UINT32_MAX || (l->next > i && l->next < nlines));
}

static void kept_ready(struct mnt_mailmap *mm, const char *addr, size_t n)
{
	uint32_t h = kept_slot0(addr, n, mm->knslots), i, probes;
	const struct mnt_mailmap_kline *l;

	for (probes = 0; probes < mm->knslots && mm->kslots[h];
	     probes++, h = (h + 1) & (mm->knslots - 1)) {
		i = mm->kslots[h] - 1;
		if (i >= mm->knlines)
			return;
		l = &mm->klines[i];
		if (!kline_ok(mm, l, i, mm->knlines))
			return;
		if (l->kl != n || memcmp(mm->buf + l->k, addr, n))
			continue;
		for (;;) {
			mailmap_line(mm, mm->buf + l->s, l->n);
			if (l->next == UINT32_MAX)
				return;
			i = l->next;
			l = &mm->klines[i];
			if (!kline_ok(mm, l, i, mm->knlines))
				return;
		}
	}
}

/*
 * Whether the mapped index m (size bytes) fits mm->buf: its header, and
 * unless trusted (sealed) its checksum, every line and every slot.
 */
static bool kept_valid(struct mnt_mailmap *mm, const unsigned char *m,
		       size_t size, bool trusted)
{
	struct mm_head h;
	uint64_t need, i;
	const struct mnt_mailmap_kline *l;
	const uint32_t *slots;

	memcpy(&h, m, sizeof(h));
	if (memcmp(h.magic, mm_magic, 8) || h.len != mm->len ||
	    h.nlines >= UINT32_MAX || h.nslots > UINT32_MAX || !h.nslots ||
	    (h.nslots & (h.nslots - 1)) || h.nslots < h.nlines ||
	    h.nlines > size || h.nslots > size)
		return false;
	need = sizeof(h) + h.nlines * sizeof(*l) + h.nslots * 4;
	if (need + 16 != size)
		return false;
	l = (const void *)(m + sizeof(h));
	slots = (const void *)(m + sizeof(h) + h.nlines * sizeof(*l));
	if (!trusted) {
		if (!mnt_cache_sum_ok(m, need))
			return false;
		for (i = 0; i < h.nlines; i++)
			if (!kline_ok(mm, &l[i], i, h.nlines))
				return false;
		for (i = 0; i < h.nslots; i++)
			if (slots[i] > h.nlines)
				return false;
	}
	mm->klines = l;
	mm->kslots = slots;
	mm->knlines = (uint32_t)h.nlines;
	mm->knslots = (uint32_t)h.nslots;
	return true;
}

/* Map the index kept at path (key: its name): true when it is usable. */
static bool kept_map(struct mnt_mailmap *mm, const char *path,
		     const uint64_t key[2])
{
	const uint64_t id[3] = { key[0], key[1], 0 };
	struct stat cst;
	const unsigned char *m =
		mnt_cache_map(path, sizeof(struct mm_head) + 16, MM_MAX, &cst);
	bool sealed;

	if (!m)
		return false;
	sealed = mnt_seal_holds(path, "mok", mm_seal_magic, id, &cst);
	if (!kept_valid(mm, m, (size_t)cst.st_size, sealed)) {
		munmap((void *)m, (size_t)cst.st_size);
		return false;
	}
	mm->kept = m;
	mm->kept_size = (size_t)cst.st_size;
	if (!sealed)
		mnt_seal_write(path, "mok", mm_seal_magic, id, &cst, 8);
	return true;
}

/* Keep the index of mm->lines (mailmap_index() made) at path. */
static void kept_store(struct mnt_mailmap *mm, const char *path)
{
	struct mm_head h = { .len = mm->len, .nlines = mm->nlines };
	struct mbuf out = MBUF_INIT;
	uint32_t *slots;
	size_t i;

	if (mm->len >= UINT32_MAX || mm->nlines >= UINT32_MAX / 2)
		return;
	for (h.nslots = 16; h.nslots < 2 * h.nlines; h.nslots *= 2)
		;
	slots = calloc(h.nslots, sizeof(*slots));
	if (!slots)
		return;
	memcpy(h.magic, mm_magic, 8);
	mbuf_add(&out, &h, sizeof(h));
	for (i = 0; i < mm->nlines; i++) {
		const struct mnt_mailmap_line *ln = &mm->lines[i];
		struct mnt_mailmap_kline k = {
			(uint32_t)(ln->s - mm->buf), (uint32_t)ln->n,
			(uint32_t)(ln->k - mm->buf), (uint32_t)ln->kl,
			ln->next == (size_t)-1 ? UINT32_MAX : (uint32_t)ln->next
		};
		struct mnt_map_slot *first =
			mnt_map_find(&mm->index, ln->k, ln->kl);

		mbuf_add(&out, &k, sizeof(k));
		if (first && (size_t)first->value == i) {
			uint32_t s =
				kept_slot0(ln->k, ln->kl, (uint32_t)h.nslots);

			while (slots[s])
				s = (s + 1) & (uint32_t)(h.nslots - 1);
			slots[s] = (uint32_t)i + 1;
		}
	}
	mbuf_add(&out, slots, h.nslots * sizeof(*slots));
	free(slots);
	mnt_cache_sum_add(&out);
	if (!mbuf_failed(&out) && out.len <= MM_MAX &&
	    !mnt_write_atomic(path, out.buf, out.len, MNT_WRITE_NOSYNC))
		mnt_cache_prune(path, "mm", 8);
	mbuf_release(&out);
}

int mnt_mailmap_load_kept(struct mnt_mailmap *mm, char *buf, size_t len,
			  const struct stat *st)
{
	const char *names[1] = { ".mailmap" };
	uint64_t key[2];
	char *path;
	int ret;

	mm->buf = buf;
	mm->len = len;
	path = mnt_cache_path_ext(names, st, 1, false, key, "mm");
	if (path && kept_map(mm, path, key)) {
		free(path);
		return 0;
	}
	free(path);
	ret = mailmap_split(mm);
	if (ret || mnt_stat_racy(st) || !mm->nlines || mailmap_index(mm))
		return ret;
	path = mnt_cache_path_ext(names, st, 1, true, key, "mm");
	if (path)
		kept_store(mm, path);
	free(path);
	return 0;
}

/* Parse the lines filed under addr, once. */
static void mailmap_ready(struct mnt_mailmap *mm, const char *addr, size_t n)
{
	struct mnt_map_slot *slot;
	bool created;
	size_t i;

	if (!mm->nlines && !mm->knlines)
		return;
	slot = mnt_map_insert(&mm->done, addr, n, &created);
	if (!slot || !created)
		return;
	if (mm->kept) {
		kept_ready(mm, addr, n);
		return;
	}
	if (mm->done.nr <= MAILMAP_SCANS ||
	    (!mm->indexed && mailmap_index(mm))) {
		/* the same lines in the same order as the index gives */
		for (i = 0; i < mm->nlines; i++)
			if (mm->lines[i].kl == n &&
			    !memcmp(mm->lines[i].k, addr, n))
				mailmap_line(mm, mm->lines[i].s,
					     mm->lines[i].n);
		return;
	}
	slot = mnt_map_find(&mm->index, addr, n);
	if (!slot)
		return;
	for (i = (size_t)slot->value; i != (size_t)-1; i = mm->lines[i].next)
		mailmap_line(mm, mm->lines[i].s, mm->lines[i].n);
}

void mnt_mailmap_email(struct mnt_mailmap *mm, const char *s, size_t n,
		       struct mbuf *out)
{
	struct mbuf name = MBUF_INIT, addr = MBUF_INIT;
	const char *rn = NULL, *ra = NULL, *email;
	size_t at = out->len, el;
	struct mnt_map_slot *sn, *sa;

	mnt_email_parse(s, n, &name, &addr);
	mailmap_ready(mm, addr.buf, addr.len);
	/* the answer when nothing maps: the address formatted, the first key */
	mnt_email_format(out, name.buf, name.len, addr.buf, addr.len, true);
	email = out->buf + at;
	el = out->len - at;
	sn = mnt_map_find(&mm->names, email, el);
	sa = mnt_map_find(&mm->addresses, email, el);
	if (!sn && !sa) {
		sn = mnt_map_find(&mm->names, addr.buf, addr.len);
		sa = mnt_map_find(&mm->addresses, addr.buf, addr.len);
	}
	if (sn)
		rn = (const char *)sn->value;
	if (sa)
		ra = (const char *)sa->value;
	if (rn || ra) {
		mbuf_setlen(out, at);
		mnt_email_format(out, rn ? rn : name.buf,
				 rn ? strlen(rn) : name.len, ra ? ra : addr.buf,
				 ra ? strlen(ra) : addr.len, true);
	}
	mbuf_release(&name);
	mbuf_release(&addr);
}
