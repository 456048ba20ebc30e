// SPDX-License-Identifier: GPL-2.0-only
/*
 * Pulls: the text of git and of MAINTAINERS taken apart, with no state:
 * merge subjects, tree URLs, dates, T: values, release names, the records
 * of `git for-each-ref` and `git log -z`.  Everything is untrusted and
 * read by hand (no regex: linear time).
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "base/date.h"
#include "maint.h"
#include "mbuf.h"
#include "util.h"
#include "pulls/pulls-parse.h"

const char *const mnt_pull_kind_names[MAINT_MERGE_KIND_COUNT] = {
	[MAINT_MERGE_PULL] = "pull",	   [MAINT_MERGE_SERIES] = "series",
	[MAINT_MERGE_BACK] = "back-merge", [MAINT_MERGE_LOCAL] = "local",
	[MAINT_MERGE_SUBTREE] = "subtree", [MAINT_MERGE_OTHER] = "other",
};

const char *maint_merge_kind_name(enum maint_merge_kind k)
{
	return (unsigned int)k < MAINT_MERGE_KIND_COUNT ?
		       mnt_pull_kind_names[k] :
		       "?";
}

/* Subjects */

static bool skip_prefix(const char **s, const char *p)
{
	size_t n = strlen(p);

	if (strncmp(*s, p, n))
		return false;
	*s += n;
	return true;
}

size_t mnt_pulls_token_len(const char *s)
{
	size_t n = 0;

	while (s[n] && s[n] != ' ' && s[n] != '\t')
		n++;
	return n;
}

static bool is_url_start(const char *s)
{
	const char *p = s;

	while ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
	       (*p >= '0' && *p <= '9') || *p == '+' || *p == '-' || *p == '.')
		p++;
	if (p > s && !strncmp(p, "://", 3))
		return true;
	/* scp-like user@host:path */
	p = s + mnt_pulls_token_len(s);
	return memchr(s, '@', p - s) && memchr(s, ':', p - s);
}

/* "v6.12", "v6.12-rc7", "v2026.07-rc2": a release or -rc tag */
static bool is_version_ref(const char *s, size_t n)
{
	return n >= 2 && s[0] == 'v' && s[1] >= '0' && s[1] <= '9';
}

static bool is_mainline_ref(const char *s, size_t n)
{
	static const char *const names[] = { "master", "main", "mainline",
					     "linus", "origin/master",
					     "origin/main" };

	for (size_t i = 0; i < ARRAY_SIZE(names); i++)
		if (strlen(names[i]) == n && !memcmp(names[i], s, n))
			return true;
	return is_version_ref(s, n);
}

/* After "Merge ": " into X" at *s (X up to the end) */
static void parse_into(const char *s, struct maint_merge_subject *m)
{
	if (!strncmp(s, " into ", 6) && s[6]) {
		m->into = s + 6;
		m->into_len = mnt_pulls_token_len(s + 6);
	}
}

void mnt_merge_parse(const char *subject, struct maint_merge_subject *m)
{
	const char *s = subject;
	bool plural = false;

	memset(m, 0, sizeof(*m));
	m->kind = MAINT_MERGE_OTHER;
	if (!s)
		return;
	if (!strncmp(s, "Subtree merge", 13)) {
		m->kind = MAINT_MERGE_SUBTREE;
		return;
	}
	if (!skip_prefix(&s, "Merge "))
		return;
	if (!strncmp(s, "patch series", 12) || !strncmp(s, "a patch series", 14) ||
	    !strncmp(s, "series", 6) || !strncmp(s, "patch set", 9) ||
	    !strncmp(s, "patches", 7)) {
		m->kind = MAINT_MERGE_SERIES;
		return;
	}
	if (is_url_start(s)) {
		/* "Merge URL [BRANCH]" or "Merge URL into BRANCH" */
		m->kind = MAINT_MERGE_PULL;
		m->url = s;
		m->url_len = mnt_pulls_token_len(s);
		s += m->url_len;
		if (!strncmp(s, " into ", 6)) {
			parse_into(s, m);
		} else if (*s == ' ' && s[1] && s[1] != ' ') {
			m->ref = s + 1;
			m->ref_len = mnt_pulls_token_len(s + 1);
		}
		return;
	}
	skip_prefix(&s, "remote-tracking ");
	if (skip_prefix(&s, "tags ")) {
		m->tag = plural = true;
	} else if (skip_prefix(&s, "tag ")) {
		m->tag = true;
	} else if (skip_prefix(&s, "branches ")) {
		plural = true;
	} else if (!skip_prefix(&s, "branch ") && !skip_prefix(&s, "commit ")) {
		return;
	}
	/* one quoted name, or a list "'a', 'b' and 'c'" */
	for (;;) {
		const char *q;

		if (*s != '\'')
			break;
		q = strchr(s + 1, '\'');
		if (!q)
			return;
		if (!m->ref) {
			m->ref = s + 1;
			m->ref_len = (size_t)(q - s - 1);
		}
		s = q + 1;
		if (!plural)
			break;
		if (!skip_prefix(&s, ", ") && !skip_prefix(&s, " and "))
			break;
	}
	if (!m->ref)
		return;
	if (!strncmp(s, " of ", 4) && s[4] && s[4] != ' ') {
		m->kind = MAINT_MERGE_PULL;
		m->url = s + 4;
		m->url_len = mnt_pulls_token_len(s + 4);
		parse_into(s + 4 + m->url_len, m);
		return;
	}
	parse_into(s, m);
	m->kind = is_mainline_ref(m->ref, m->ref_len) ? MAINT_MERGE_BACK :
							MAINT_MERGE_LOCAL;
}

int maint_merge_parse(const char *subject, struct maint_merge_subject **out)
{
	*out = malloc(sizeof(**out));
	if (!*out)
		return -ENOMEM;
	mnt_merge_parse(subject, *out);
	return 0;
}

void maint_merge_subject_free(struct maint_merge_subject *m)
{
	free(m);
}

enum maint_merge_kind
maint_merge_subject_kind(const struct maint_merge_subject *m)
{
	return m->kind;
}

bool maint_merge_subject_tag(const struct maint_merge_subject *m)
{
	return m->tag;
}

const char *maint_merge_subject_ref(const struct maint_merge_subject *m,
				    size_t *len)
{
	if (len)
		*len = m->ref_len;
	return m->ref;
}

const char *maint_merge_subject_url(const struct maint_merge_subject *m,
				    size_t *len)
{
	if (len)
		*len = m->url_len;
	return m->url;
}

const char *maint_merge_subject_into(const struct maint_merge_subject *m,
				     size_t *len)
{
	if (len)
		*len = m->into_len;
	return m->into;
}

/* URLs */

static bool alias_lookup(const char *aliases, const char *host, size_t hl,
			 const char **to, size_t *tl)
{
	const char *p = aliases;

	while (p && *p) {
		const char *end = strchr(p, ','), *eq;

		if (!end)
			end = p + strlen(p);
		eq = memchr(p, '=', (size_t)(end - p));
		if (eq && (size_t)(eq - p) == hl && !strncasecmp(p, host, hl)) {
			*to = eq + 1;
			*tl = (size_t)(end - eq - 1);
			return true;
		}
		p = *end ? end + 1 : end;
	}
	return false;
}

char *maint_tree_url_norm(const char *url, size_t len, const char *aliases)
{
	const char *p = url, *end = url + len, *host, *hend, *path, *at, *to;
	struct mbuf mb = MBUF_INIT;
	size_t tl, i;
	bool scp = true;

	while (p < end && (*p == ' ' || *p == '\t' || *p == '<'))
		p++;
	while (end > p && (end[-1] == ' ' || end[-1] == '\t' ||
			   end[-1] == '>' || end[-1] == '\n'))
		end--;
	for (const char *q = p; q + 2 < end && q < p + 32; q++) {
		if (!strncmp(q, "://", 3)) {
			p = q + 3;
			scp = false;
			break;
		}
	}
	/* host: up to the first '/' (or, scp-like, the first ':') */
	host = p;
	hend = host;
	while (hend < end && *hend != '/' && !(scp && *hend == ':'))
		hend++;
	path = hend;
	if (scp && path < end && *path == ':')
		path++;
	at = NULL;
	for (const char *q = host; q < hend; q++)
		if (*q == '@')
			at = q;
	if (at)
		host = at + 1;
	/* a port */
	for (const char *q = host; q < hend; q++) {
		if (*q == ':') {
			hend = q;
			break;
		}
	}
	if (hend == host)
		return NULL;
	while (path < end && *path == '/')
		path++;
	for (;;) {
		while (end > path && end[-1] == '/')
			end--;
		if (end - path >= 4 && !strncmp(end - 4, ".git", 4))
			end -= 4;
		else
			break;
	}
	if (alias_lookup(aliases, host, (size_t)(hend - host), &to, &tl)) {
		host = to;
		hend = to + tl;
	}
	for (i = 0; host + i < hend; i++) {
		char c = host[i];

		mbuf_addch(&mb, c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
	}
	if (end > path) {
		mbuf_addch(&mb, '/');
		mbuf_add(&mb, path, (size_t)(end - path));
	}
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, NULL);
}

/* Dates: "2026-08-20T12:15:24-06:00" */

static int num(const char *s, int n)
{
	int v = 0;

	for (int i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		v = v * 10 + (s[i] - '0');
	}
	return v;
}

long long mnt_pulls_parse_date(const char *s)
{
	int y, mo, d, h, mi, se, oh = 0, om = 0;
	long long t;

	if (strlen(s) < 19 || s[4] != '-' || s[7] != '-' ||
	    (s[10] != 'T' && s[10] != ' '))
		return 0;
	y = num(s, 4);
	mo = num(s + 5, 2);
	d = num(s + 8, 2);
	h = num(s + 11, 2);
	mi = num(s + 14, 2);
	se = num(s + 17, 2);
	if (y < 0 || mo < 1 || mo > 12 || d < 1 || d > 31 || h < 0 ||
	    mi < 0 || se < 0)
		return 0;
	t = mnt_days_from_civil(y, (unsigned int)mo, (unsigned int)d) * 86400 +
	    h * 3600 + mi * 60 + se;
	if ((s[19] == '+' || s[19] == '-') && strlen(s) >= 25) {
		oh = num(s + 20, 2);
		om = num(s + 23, 2);
		if (oh < 0 || om < 0)
			return t;
		t += (s[19] == '+' ? -1 : 1) * (oh * 3600LL + om * 60);
	}
	return t;
}

/*
 * A T: URL worth comparing: "scheme://host/path", "[user@]host:path" or
 * "/path"; a host of letters, digits, '.', '-', '_' (a port and a user
 * allowed); and a path below it.  Anything else ("git", "http://",
 * "https://host") ties nothing and is reported.
 */
static bool url_usable(const char *u, size_t n)
{
	const char *end = u + n, *h = u, *q;
	bool scheme = false;

	for (q = u; q + 2 < end && q < u + 32; q++) {
		if (!strncmp(q, "://", 3)) {
			for (const char *c = u; c < q; c++)
				if (!isalnum((unsigned char)*c) && *c != '+' &&
				    *c != '.' && *c != '-')
					return false;
			h = q + 3;
			scheme = q > u;
			break;
		}
		if (*q == '/' || *q == ':')
			break;
	}
	if (!scheme && *u == '/')
		return n > 1;
	for (q = h; q < end && *q != '/' && (scheme || *q != ':'); q++)
		if (*q == '@')
			h = q + 1;
	if (q == h)
		return false;
	for (const char *c = h; c < q; c++)
		if (!isalnum((unsigned char)*c) && !strchr(".-_:[]", *c))
			return false;
	if (q == end || (!scheme && *q != ':'))
		return false;
	while (q < end && (*q == '/' || *q == ':'))
		q++;
	return q < end;
}

const char *mnt_pulls_t_url(const char *value, size_t *len)
{
	/* "git URL [branch]"; other SCMs too */
	const char *u = value + mnt_pulls_token_len(value);

	while (*u == ' ' || *u == '\t')
		u++;
	if (!*u)
		u = value; /* a bare URL */
	*len = mnt_pulls_token_len(u);
	return *len && url_usable(u, *len) ? u : NULL;
}

/* Release tags */

bool mnt_pulls_is_release(const char *n)
{
	bool dot = false;

	if (n[0] != 'v' || n[1] < '0' || n[1] > '9')
		return false;
	for (const char *q = n + 1; *q; q++) {
		if (*q == '.')
			dot = true;
		else if (*q < '0' || *q > '9')
			return false;
	}
	return dot;
}

/* Compare release names numerically, component by component. */
int mnt_pulls_version_cmp(const char *a, const char *b)
{
	a++;
	b++;
	while (*a || *b) {
		unsigned long long x = strtoull(a, (char **)&a, 10);
		unsigned long long y = strtoull(b, (char **)&b, 10);

		if (x != y)
			return x < y ? -1 : 1;
		if (*a == '.')
			a++;
		if (*b == '.')
			b++;
		if (!*a != !*b)
			return *a ? 1 : -1;
	}
	return 0;
}

const char mnt_pulls_tag_format[] =
	"--format=%(refname:strip=2)%00%(objectname)%00%(*objectname)"
	"%00%(committerdate:unix)%00%(*committerdate:unix)";

/* Lines of five NUL-separated fields; a tag's commit is its peeled one. */
int mnt_pulls_tags_parse(char *buf, size_t len, struct pl_tag **out,
			 size_t *n)
{
	size_t alloc = 0;
	char *p = buf, *end = buf + len;

	*out = NULL;
	*n = 0;
	while (p < end) {
		char *nl = memchr(p, '\n', (size_t)(end - p)), *f[5];
		int k;

		if (!nl)
			nl = end;
		*nl = '\0';
		for (k = 0; k < 5; k++) {
			f[k] = p;
			p = memchr(p, '\0', (size_t)(nl - p) + 1);
			if (!p || p >= nl) {
				k++;
				break;
			}
			p++;
		}
		p = nl + 1;
		if (k < 5)
			continue;
		if (ALLOC_GROW(*out, *n + 1, alloc))
			return -ENOMEM;
		(*out)[*n].name = f[0];
		(*out)[*n].commit = *f[2] ? f[2] : f[1];
		(*out)[*n].date = strtoll(*f[4] ? f[4] : f[3], NULL, 10);
		(*n)++;
	}
	return 0;
}

const struct pl_tag *mnt_pulls_tag_find(const struct pl_tag *t, size_t n,
					const char *name, size_t len)
{
	for (size_t i = 0; i < n; i++)
		if (strlen(t[i].name) == len && !memcmp(t[i].name, name, len))
			return &t[i];
	return NULL;
}

/* Log records */

const char mnt_pulls_log_format[] = "--format=%H%x00%cn%x00%ce%x00%cI%x00%s";

bool mnt_pulls_log_record(char **q, char *end, char *f[PL_LOG_FIELDS])
{
	char *p = *q;
	int k;

	while (p < end && (*p == '\n' || *p == '\0'))
		p++;
	if (p >= end) {
		*q = p;
		return false;
	}
	for (k = 0; k < PL_LOG_FIELDS && p < end; k++) {
		char *z = memchr(p, '\0', (size_t)(end - p));

		f[k] = p;
		if (!z) {
			p = end;
			k++;
			break;
		}
		p = z + 1;
	}
	*q = p;
	return k == PL_LOG_FIELDS;
}
