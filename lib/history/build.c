// SPDX-License-Identifier: GPL-2.0-only
/*
 * Building and updating the history index from git.
 *
 * One update: under the lock beside the index (KEY.hix.lock), the index as
 * it is (if it is whole and made under the repository's present state) is
 * loaded; `git rev-list HEAD --not TIPS` names the commits it lacks (TIPS:
 * the heads it was brought up to, whose history it holds); they are read
 * in batches of BATCH with one `git log --no-walk=unsorted -z` each,
 * several at once: their ids, parents, dates, author, committer, subject
 * and message, and their diff against their first parent as --raw and
 * --numstat without rename detection (a merge: its files only, for `maint
 * activity`).  A batch git cannot finish (an object missing from the
 * repository) is taken apart: the commits before the one that failed
 * are kept, that one is asked again alone for its files without line
 * counts (HIX_C_NO_NUMSTAT: a file it changed is answered by git), or
 * failing that is kept without files (HIX_C_NO_PATHS: no window holding
 * it is answered from the index), and the rest of the batch goes on.
 * The new index is written beside the old and renamed over it.
 *
 * A history rewritten (rebase, amend, a forced fetch) only adds commits:
 * the old ones stay until no tip reaches them; when a quarter of the index
 * is such, it is compacted (written again with what the tips reach, from
 * what it holds, without git).  A damaged index, one made under another
 * state of the repository (config, shallow, attributes) or by another
 * format is not loaded: the update starts from nothing.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/cachedir.h"
#include "base/date.h"
#include "fsutil.h"
#include "base/gitrun.h"
#include "history/build.h"
#include "history/store.h"
#include "util.h"

#define BATCH 400
#define MAX_TIPS 8
#define GIT_OUT_MAX ((size_t)1 << 30)
#define NFIELDS 11

static const char meta_format[] =
	"--format=%H%x00%P%x00%ct%x00%at%x00%aD%x00%an%x00%ae%x00%cn%x00%ce"
	"%x00%s%x00%b";

/* Strings interned in one blob; slots hold offset + 1 (0: empty slot). */
struct itab {
	uint32_t *slot;
	uint32_t *val;
	size_t cap, n;
};

struct bld {
	struct hix_commit *commits;
	size_t ncommits, acommits;
	uint32_t *parents;
	size_t nparents, aparents;
	struct hix_change *changes;
	size_t nchanges, achanges;
	uint32_t *linerefs;
	size_t nlinerefs, alinerefs;
	uint32_t *tips;
	size_t ntips, atips;
	struct mbuf strings;
	struct itab strtab;
	uint32_t *path_name; /* path id -> string */
	size_t npaths, apaths;
	struct itab pathtab; /* string -> path id */
	uint32_t *oidslot; /* commit index + 1 */
	size_t oidcap;
	/* parents of the commits being added, as ids, until resolved */
	unsigned char *pend;
	size_t npend, apend;
	uint32_t *pend_at; /* per commit: first pending parent, count */
	size_t npend_at, apend_at;
	uint32_t first_new;
	bool oom;
};

static uint64_t str_hash(const char *s, size_t n)
{
	return mnt_hash(s, n);
}

static bool itab_grow(struct itab *t, const struct mbuf *blob)
{
	size_t cap = t->cap ? t->cap * 2 : 1024, i;
	uint32_t *slot = calloc(cap, sizeof(*slot));
	uint32_t *val = calloc(cap, sizeof(*val));

	if (!slot || !val) {
		free(slot);
		free(val);
		return false;
	}
	for (i = 0; i < t->cap; i++) {
		const char *s;
		size_t j;

		if (!t->slot[i])
			continue;
		s = blob->buf + t->slot[i] - 1;
		j = str_hash(s, strlen(s)) & (cap - 1);
		while (slot[j])
			j = (j + 1) & (cap - 1);
		slot[j] = t->slot[i];
		val[j] = t->val[i];
	}
	free(t->slot);
	free(t->val);
	t->slot = slot;
	t->val = val;
	t->cap = cap;
	return true;
}

static void itab_free(struct itab *t)
{
	free(t->slot);
	free(t->val);
	memset(t, 0, sizeof(*t));
}

/* The slot of s[0..n) in t: filled (found) or the empty one to fill. */
static size_t itab_slot(const struct itab *t, const struct mbuf *blob,
			const char *s, size_t n)
{
	size_t j = str_hash(s, n) & (t->cap - 1);

	while (t->slot[j]) {
		const char *o = blob->buf + t->slot[j] - 1;

		if (!strncmp(o, s, n) && !o[n])
			break;
		j = (j + 1) & (t->cap - 1);
	}
	return j;
}

/* The offset of string s[0..n) in the blob, added if new. */
static uint32_t intern(struct bld *b, const char *s, size_t n)
{
	size_t j;
	uint32_t off;

	if (!n)
		return 0;
	if ((b->strtab.n + 1) * 2 > b->strtab.cap &&
	    !itab_grow(&b->strtab, &b->strings)) {
		b->oom = true;
		return 0;
	}
	j = itab_slot(&b->strtab, &b->strings, s, n);
	if (b->strtab.slot[j])
		return b->strtab.slot[j] - 1;
	if (b->strings.len + n + 1 >= UINT32_MAX) {
		b->oom = true;
		return 0;
	}
	off = (uint32_t)b->strings.len;
	mbuf_add(&b->strings, s, n);
	mbuf_addch(&b->strings, '\0');
	if (mbuf_failed(&b->strings)) {
		b->oom = true;
		return 0;
	}
	b->strtab.slot[j] = off + 1;
	b->strtab.n++;
	return off;
}

static uint32_t path_id(struct bld *b, const char *s, size_t n)
{
	uint32_t off = intern(b, s, n);
	size_t j;

	if (b->oom)
		return 0;
	if ((b->pathtab.n + 1) * 2 > b->pathtab.cap &&
	    !itab_grow(&b->pathtab, &b->strings)) {
		b->oom = true;
		return 0;
	}
	j = itab_slot(&b->pathtab, &b->strings, s, n);
	if (b->pathtab.slot[j])
		return b->pathtab.val[j];
	if (b->npaths >= HIX_PATH_MASK ||
	    ALLOC_GROW(b->path_name, b->npaths + 1, b->apaths)) {
		b->oom = true;
		return 0;
	}
	b->path_name[b->npaths] = off;
	b->pathtab.slot[j] = off + 1;
	b->pathtab.val[j] = (uint32_t)b->npaths;
	b->pathtab.n++;
	return (uint32_t)b->npaths++;
}

static uint64_t oid_hash(const unsigned char *oid)
{
	uint64_t h;

	memcpy(&h, oid, sizeof(h));
	return h;
}

static bool oid_rehash(struct bld *b)
{
	size_t cap = b->oidcap ? b->oidcap * 2 : 4096, i;
	uint32_t *slot = calloc(cap, sizeof(*slot));

	if (!slot)
		return false;
	for (i = 0; i < b->ncommits; i++) {
		size_t j = oid_hash(b->commits[i].oid) & (cap - 1);

		while (slot[j])
			j = (j + 1) & (cap - 1);
		slot[j] = (uint32_t)i + 1;
	}
	free(b->oidslot);
	b->oidslot = slot;
	b->oidcap = cap;
	return true;
}

/* The commit index of oid, or -1. */
static long oid_find(const struct bld *b, const unsigned char *oid)
{
	size_t j;

	if (!b->oidcap)
		return -1;
	for (j = oid_hash(oid) & (b->oidcap - 1); b->oidslot[j];
	     j = (j + 1) & (b->oidcap - 1))
		if (!memcmp(b->commits[b->oidslot[j] - 1].oid, oid, HIX_OID))
			return (long)b->oidslot[j] - 1;
	return -1;
}

/* A new commit record (zeroed), entered in the id table. */
static struct hix_commit *commit_new(struct bld *b, const unsigned char *oid)
{
	struct hix_commit *c;
	size_t j;

	if ((b->ncommits + 1) * 2 > b->oidcap && !oid_rehash(b)) {
		b->oom = true;
		return NULL;
	}
	if (b->ncommits >= UINT32_MAX - 1 ||
	    ALLOC_GROW(b->commits, b->ncommits + 1, b->acommits)) {
		b->oom = true;
		return NULL;
	}
	c = &b->commits[b->ncommits];
	memset(c, 0, sizeof(*c));
	memcpy(c->oid, oid, HIX_OID);
	for (j = oid_hash(oid) & (b->oidcap - 1); b->oidslot[j];
	     j = (j + 1) & (b->oidcap - 1))
		;
	b->oidslot[j] = (uint32_t)b->ncommits + 1;
	b->ncommits++;
	return c;
}

static void bld_free(struct bld *b)
{
	free(b->commits);
	free(b->parents);
	free(b->changes);
	free(b->linerefs);
	free(b->tips);
	mbuf_release(&b->strings);
	itab_free(&b->strtab);
	free(b->path_name);
	itab_free(&b->pathtab);
	free(b->oidslot);
	free(b->pend);
	free(b->pend_at);
	memset(b, 0, sizeof(*b));
}

static void bld_init(struct bld *b)
{
	memset(b, 0, sizeof(*b));
	mbuf_init(&b->strings);
	mbuf_addch(&b->strings, '\0'); /* offset 0: "" */
}

/* Loading an index into the builder (all of it checked first). */
static int bld_load(struct bld *b, struct mnt_hix *ix)
{
	struct hix_counts n;
	const char *s;
	uint32_t i;

	mnt_hix_counts(ix, &n);
	if (mnt_hix_check_all(ix))
		return -EINVAL;
	s = mnt_hix_str(ix, 0);
	if (!s)
		return -EINVAL;
	/* the strings, offsets kept, each entered in the table */
	mbuf_reset(&b->strings);
	mbuf_add(&b->strings, s, (size_t)n.strings_len);
	if (mbuf_failed(&b->strings) || b->strings.buf[n.strings_len - 1])
		return -EINVAL;
	{
		const char *p = b->strings.buf + 1,
			   *end = b->strings.buf + n.strings_len;

		while (p < end) {
			size_t l = strlen(p), j;

			if ((b->strtab.n + 1) * 2 > b->strtab.cap &&
			    !itab_grow(&b->strtab, &b->strings))
				return -ENOMEM;
			j = itab_slot(&b->strtab, &b->strings, p, l);
			if (!b->strtab.slot[j] && l) {
				b->strtab.slot[j] =
					(uint32_t)(p - b->strings.buf) + 1;
				b->strtab.n++;
			}
			p += l + 1;
		}
	}
	for (i = 0; i < n.npaths; i++) {
		const struct hix_path *p = mnt_hix_pathrec(ix, i);
		const char *name = p ? mnt_hix_str(ix, p->name) : NULL;

		if (!name || path_id(b, name, strlen(name)) != i || b->oom)
			return b->oom ? -ENOMEM : -EINVAL;
	}
	for (i = 0; i < n.ncommits; i++) {
		const struct hix_commit *c = mnt_hix_commit(ix, i);
		struct hix_commit *d;

		if (!c)
			return -EINVAL;
		if (oid_find(b, c->oid) >= 0)
			return -EINVAL;
		d = commit_new(b, c->oid);
		if (!d)
			return -ENOMEM;
		*d = *c;
	}
#define COPY_U32S(which, arr, cnt, alloc, count)                       \
	do {                                                           \
		const uint32_t *v = mnt_hix_u32s(ix, which, 0, count); \
		if (!v)                                                \
			return -EINVAL;                                \
		if (ALLOC_GROW(arr, (size_t)(count) + 1, alloc))       \
			return -ENOMEM;                                \
		memcpy(arr, v, (size_t)(count)*4);                     \
		cnt = count;                                           \
	} while (0)
	COPY_U32S(HIX_PARENTS, b->parents, b->nparents, b->aparents,
		  n.nparents);
	COPY_U32S(HIX_LINES, b->linerefs, b->nlinerefs, b->alinerefs,
		  n.nlinerefs);
	COPY_U32S(HIX_TIPS, b->tips, b->ntips, b->atips, n.ntips);
#undef COPY_U32S
	if (ALLOC_GROW(b->changes, (size_t)n.nchanges + 1, b->achanges))
		return -ENOMEM;
	for (i = 0; i < n.ncommits; i++) {
		const struct hix_change *ch =
			mnt_hix_changes(ix, &b->commits[i]);

		if (!ch)
			return -EINVAL;
		if (b->commits[i].changes != b->nchanges)
			return -EINVAL;
		memcpy(b->changes + b->nchanges, ch,
		       b->commits[i].nchanges * sizeof(*ch));
		b->nchanges += b->commits[i].nchanges;
	}
	/* every reference in bounds, so what is written again is sound */
	for (i = 0; i < n.ncommits; i++) {
		const struct hix_commit *c = &b->commits[i];
		uint32_t k;

		if (c->parents > b->nparents ||
		    c->nparents > b->nparents - c->parents ||
		    c->lines > b->nlinerefs ||
		    c->nlines > b->nlinerefs - c->lines)
			return -EINVAL;
		for (k = 0; k < c->nparents; k++)
			if (b->parents[c->parents + k] >= n.ncommits)
				return -EINVAL;
		for (k = 0; k < c->nchanges; k++)
			if ((b->changes[c->changes + k].path & HIX_PATH_MASK) >=
			    n.npaths)
				return -EINVAL;
		if (c->an >= n.strings_len || c->ae >= n.strings_len ||
		    c->cn >= n.strings_len || c->ce >= n.strings_len ||
		    c->subject >= n.strings_len || c->date >= n.strings_len)
			return -EINVAL;
	}
	for (i = 0; i < b->nlinerefs; i++)
		if (b->linerefs[i] >= n.strings_len)
			return -EINVAL;
	for (i = 0; i < b->ntips; i++)
		if (b->tips[i] >= n.ncommits)
			return -EINVAL;
	b->first_new = (uint32_t)b->ncommits;
	return 0;
}

/* Parsing git's output */

struct toks {
	char *p, *end;
};

/* The next NUL-terminated token, or NULL at the end. */
static char *tok_next(struct toks *t)
{
	char *s = t->p, *nul;

	if (s >= t->end)
		return NULL;
	nul = memchr(s, '\0', (size_t)(t->end - s));
	if (!nul)
		return NULL; /* cut short: not a whole token */
	t->p = nul + 1;
	return s;
}

static bool all_hex40(const char *s)
{
	size_t i;

	for (i = 0; i < 2 * HIX_OID; i++)
		if (!((s[i] >= '0' && s[i] <= '9') ||
		      (s[i] >= 'a' && s[i] <= 'f')))
			return false;
	return s[2 * HIX_OID] == '\0';
}

static const char *const weekdays[] = { "Sun", "Mon", "Tue", "Wed",
					"Thu", "Fri", "Sat" };
static const char *const months[] = { "Jan", "Feb", "Mar", "Apr", "May", "Jun",
				      "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };

void mnt_hix_rfc2822(struct mbuf *out, int64_t t, int32_t tz)
{
	int32_t a = tz < 0 ? -tz : tz;
	int64_t mins = (int64_t)(a / 100) * 60 + a % 100, local, days, rem;
	long y;
	unsigned int m, d;

	local = t + (tz < 0 ? -mins : mins) * 60;
	days = local >= 0 ? local / 86400 : -((-local + 86399) / 86400);
	rem = local - days * 86400;
	mnt_civil_from_days((long)days, &y, &m, &d);
	mbuf_addf(out, "%s, %u %s %ld %02d:%02d:%02d %+05d",
		  weekdays[((days % 7) + 11) % 7], d, months[m - 1], y,
		  (int)(rem / 3600), (int)(rem / 60 % 60), (int)(rem % 60), tz);
}

/* The zone of an RFC 2822 date as git prints it ("... -0600"). */
static bool date_zone(const char *s, int32_t *tz)
{
	const char *sp = strrchr(s, ' ');
	char *end;
	long v;

	if (!sp || (sp[1] != '+' && sp[1] != '-'))
		return false;
	v = strtol(sp + 1, &end, 10);
	if (*end || v < -9999 || v > 9999)
		return false;
	*tz = (int32_t)v;
	return true;
}

/* Leading blanks of a message line, as get_maintainer.pl strips them. */
static bool is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	       c == '\v';
}

/* The meta fields of one commit into a new record; false: not parsed. */
static bool add_meta(struct bld *b, char **f, uint32_t *idx)
{
	unsigned char oid[HIX_OID];
	struct hix_commit *c;
	struct mbuf d = MBUF_INIT;
	char *p, *q, *end;
	uint32_t at;
	size_t np = 0;

	if (!all_hex40(f[0]) || !mnt_oid_hex(oid, f[0]))
		return false;
	if (oid_find(b, oid) >= 0)
		return false;
	c = commit_new(b, oid);
	if (!c)
		return false;
	*idx = (uint32_t)(b->ncommits - 1);
	/* parents: ids kept until every commit of the update is known */
	at = (uint32_t)b->npend;
	for (p = f[1]; *p;) {
		while (*p == ' ')
			p++;
		if (!*p)
			break;
		if (strlen(p) < 2 * HIX_OID ||
		    (p[2 * HIX_OID] && p[2 * HIX_OID] != ' '))
			return false;
		if (ALLOC_GROW(b->pend, (b->npend + 1) * HIX_OID, b->apend)) {
			b->oom = true;
			return false;
		}
		{
			char h[2 * HIX_OID + 1];

			memcpy(h, p, 2 * HIX_OID);
			h[2 * HIX_OID] = '\0';
			if (!mnt_oid_hex(b->pend + b->npend * HIX_OID, h))
				return false;
		}
		b->npend++;
		np++;
		p += 2 * HIX_OID;
	}
	if (ALLOC_GROW(b->pend_at, 2 * (*idx - b->first_new + 1),
		       b->apend_at)) {
		b->oom = true;
		return false;
	}
	b->pend_at[2 * (*idx - b->first_new)] = at;
	b->pend_at[2 * (*idx - b->first_new) + 1] = (uint32_t)np;
	c->nparents = (uint32_t)np;
	c->ctime = strtoll(f[2], NULL, 10);
	c->atime = strtoll(f[3], NULL, 10);
	if (!date_zone(f[4], &c->atz))
		c->atz = 0;
	mnt_hix_rfc2822(&d, c->atime, c->atz);
	if (mbuf_failed(&d) || strcmp(d.buf, f[4])) {
		c->flags |= HIX_C_DATE_LITERAL;
		c->date = intern(b, f[4], strlen(f[4]));
	}
	mbuf_release(&d);
	c->an = intern(b, f[5], strlen(f[5]));
	c->ae = intern(b, f[6], strlen(f[6]));
	c->cn = intern(b, f[7], strlen(f[7]));
	c->ce = intern(b, f[8], strlen(f[8]));
	c->subject = intern(b, f[9], strlen(f[9]));
	/* the message lines any get_maintainer.pl reads */
	c->lines = (uint32_t)b->nlinerefs;
	end = f[10] + strlen(f[10]);
	for (p = f[10]; p < end; p = q + 1) {
		q = memchr(p, '\n', (size_t)(end - p));
		if (!q)
			q = end;
		while (p < q && is_blank(*p))
			p++;
		if (mnt_hix_keep_line(p, (size_t)(q - p))) {
			if (ALLOC_GROW(b->linerefs, b->nlinerefs + 1,
				       b->alinerefs)) {
				b->oom = true;
				return false;
			}
			b->linerefs[b->nlinerefs++] =
				intern(b, p, (size_t)(q - p));
		}
	}
	c->nlines = (uint32_t)(b->nlinerefs - c->lines);
	c->changes = (uint32_t)b->nchanges;
	return !b->oom;
}

static int status_of(char s)
{
	switch (s) {
	case 'M':
		return HIX_S_MOD;
	case 'A':
		return HIX_S_ADD;
	case 'D':
		return HIX_S_DEL;
	default:
		return HIX_S_OTHER;
	}
}

static bool parse_count(const char *s, const char **end, uint32_t *v)
{
	char *e;
	unsigned long long n;

	if (s[0] == '-' && s[1] == '\t') {
		*v = HIX_BINARY;
		*end = s + 1;
		return true;
	}
	if (s[0] < '0' || s[0] > '9')
		return false;
	n = strtoull(s, &e, 10);
	if (*e != '\t' || n >= HIX_UNKNOWN)
		return false;
	*v = (uint32_t)n;
	*end = e;
	return true;
}

/*
 * The diff tokens of commit idx, up to the next record (the token
 * next_hex) or the end; numstat pairs with the raw entries in order.
 * Returns 1 at the next record, 2 at the end, 0 malformed.
 */
static int add_diff(struct bld *b, uint32_t idx, struct toks *t,
		    const char *next_hex, bool numstat)
{
	struct hix_commit *c = &b->commits[idx];
	size_t first = b->nchanges, nnum = 0;
	int ret = 2;
	char *s;

	for (;;) {
		char *save = t->p;

		s = tok_next(t);
		if (!s)
			break;
		while (*s == '\n')
			s++;
		if (next_hex && !strcmp(s, next_hex)) {
			t->p = save;
			ret = 1;
			break;
		}
		if (*s == ':') {
			char *path = tok_next(t), st;
			size_t sl = strlen(s);

			if (!path || sl < 2)
				return 0;
			st = s[sl - 1];
			if (ALLOC_GROW(b->changes, b->nchanges + 1,
				       b->achanges)) {
				b->oom = true;
				return 0;
			}
			b->changes[b->nchanges].path =
				path_id(b, path, strlen(path)) |
				(uint32_t)status_of(st) << 30;
			b->changes[b->nchanges].added = HIX_UNKNOWN;
			b->changes[b->nchanges].removed = HIX_UNKNOWN;
			b->nchanges++;
			c = &b->commits[idx];
			if (st == 'D')
				c->flags |= HIX_C_HAS_DELETE;
			continue;
		}
		{
			const char *e;
			uint32_t a, d;
			size_t k;

			if (!parse_count(s, &e, &a) ||
			    !parse_count(e + 1, &e, &d))
				return 0;
			/* the raw entry of the same path, in order */
			k = first + nnum;
			if (k >= b->nchanges ||
			    strcmp(b->strings.buf +
					   b->path_name[b->changes[k].path &
							HIX_PATH_MASK],
				   e + 1)) {
				b->commits[idx].flags |= HIX_C_NO_NUMSTAT;
				continue;
			}
			b->changes[k].added = a;
			b->changes[k].removed = d;
			nnum++;
		}
	}
	c = &b->commits[idx];
	c->changes = (uint32_t)first;
	c->nchanges = (uint32_t)(b->nchanges - first);
	if (numstat && nnum != c->nchanges)
		c->flags |= HIX_C_NO_NUMSTAT;
	return b->oom ? 0 : ret;
}

/* Take back the last commit added (its record was cut short). */
static void undo_last(struct bld *b)
{
	struct hix_commit *c = &b->commits[b->ncommits - 1];

	b->nchanges = c->changes;
	b->nlinerefs = c->lines;
	b->npend -= c->nparents;
	b->ncommits--;
	if (!oid_rehash(b))
		b->oom = true;
}

/* Running git */

struct batch {
	char **oids; /* hex, NUL-terminated */
	size_t n;
	bool merges;
};

static void batch_args(const struct batch *bt, const char **args, bool numstat)
{
	size_t k = 0, i;

	args[k++] = "log";
	args[k++] = "--no-color";
	args[k++] = "-z";
	args[k++] = "--no-walk=unsorted";
	args[k++] = "--no-renames";
	args[k++] = "--raw";
	args[k++] = "--no-abbrev";
	if (bt->merges)
		args[k++] = "--diff-merges=first-parent";
	else if (numstat)
		args[k++] = "--numstat";
	args[k++] = meta_format;
	for (i = 0; i < bt->n; i++)
		args[k++] = bt->oids[i];
	args[k++] = "--";
	args[k] = NULL;
}

/*
 * The records of out (git's output for bt); *done how many were whole.
 * With complete (git finished), every record must be there; otherwise
 * the records before the one git stopped in are kept.
 */
static int parse_batch(struct bld *b, const struct batch *bt, struct mbuf *out,
		       bool numstat, bool complete, size_t *done)
{
	struct toks t = { out->buf, out->buf + out->len };
	size_t i;

	*done = 0;
	for (i = 0; i < bt->n; i++) {
		char *f[NFIELDS];
		uint32_t idx;
		size_t k;
		int r;

		for (k = 0; k < NFIELDS; k++) {
			f[k] = tok_next(&t);
			if (!f[k])
				return complete ? -EIO : 0;
			while (k == 0 && *f[0] == '\n')
				f[0]++;
		}
		if (strcmp(f[0], bt->oids[i]))
			return -EIO;
		if (!add_meta(b, f, &idx))
			return b->oom ? -ENOMEM : -EIO;
		r = add_diff(b, idx, &t, i + 1 < bt->n ? bt->oids[i + 1] : NULL,
			     numstat && !bt->merges);
		if (!r && complete)
			return b->oom ? -ENOMEM : -EIO;
		if (!complete && r != 1) {
			/* git stopped in it (or after it): not whole */
			undo_last(b);
			return b->oom ? -ENOMEM : 0;
		}
		(*done)++;
	}
	return 0;
}

/* One commit that failed in a batch: its files alone, or nothing. */
static int add_alone(struct bld *b, const char *root, char *oid, bool merge,
		     uint32_t *broken)
{
	struct batch one = { &oid, 1, merge };
	const char *args[16];
	int pass;

	for (pass = 0; pass < 3; pass++) {
		struct mbuf out = MBUF_INIT;
		size_t done = 0, ncommits = b->ncommits;
		int st, ret;

		if (pass < 2) {
			batch_args(&one, args, pass == 0);
		} else {
			/* no diff at all: the commit without its files */
			size_t k = 0;

			args[k++] = "log";
			args[k++] = "--no-color";
			args[k++] = "-z";
			args[k++] = "--no-walk=unsorted";
			args[k++] = meta_format;
			args[k++] = oid;
			args[k++] = "--";
			args[k] = NULL;
		}
		ret = mnt_git(root, args, &out, GIT_OUT_MAX, true, &st);
		if (!ret && !st)
			ret = parse_batch(b, &one, &out, pass == 0, true,
					  &done);
		mbuf_release(&out);
		if (ret == -ENOMEM)
			return ret;
		if (!ret && !st && done == 1) {
			if (pass) {
				b->commits[ncommits].flags |= HIX_C_NO_NUMSTAT;
				(*broken)++;
			}
			if (pass == 2)
				b->commits[ncommits].flags |= HIX_C_NO_PATHS;
			return 0;
		}
		if (b->ncommits != ncommits)
			return -EIO;
	}
	return -EIO; /* not even the commit itself: the history is broken */
}

static int run_batches(struct bld *b, const char *root, struct batch *bts,
		       size_t nb, uint32_t *broken)
{
	struct mnt_git_job *jobs;
	const char **args;
	size_t i, width = mnt_online_cpus(), at;
	int ret = 0;

	if (!nb)
		return 0;
	jobs = calloc(width, sizeof(*jobs));
	args = calloc(width * (BATCH + 16), sizeof(*args));
	if (!jobs || !args) {
		free(jobs);
		free(args);
		return -ENOMEM;
	}
	for (at = 0; at < nb && !ret; at += width) {
		size_t n = nb - at < width ? nb - at : width;

		for (i = 0; i < n; i++) {
			batch_args(&bts[at + i], args + i * (BATCH + 16), true);
			jobs[i].args = args + i * (BATCH + 16);
			mbuf_init(&jobs[i].out);
		}
		ret = mnt_git_parallel(root, jobs, n, GIT_OUT_MAX, true,
				       (unsigned int)n);
		for (i = 0; i < n && !ret; i++) {
			struct batch rest = bts[at + i];
			bool ok = !jobs[i].ret && !jobs[i].status;
			size_t done;

			ret = parse_batch(b, &rest, &jobs[i].out, true, ok,
					  &done);
			while (!ret && !ok) {
				/* the commit that failed, then the rest */
				if (done >= rest.n)
					break;
				ret = add_alone(b, root, rest.oids[done],
						rest.merges, broken);
				rest.oids += done + 1;
				rest.n -= done + 1;
				if (ret || !rest.n)
					break;
				{
					struct mbuf o = MBUF_INIT;
					const char *a[BATCH + 16];
					int st;

					batch_args(&rest, a, true);
					ret = mnt_git(root, a, &o, GIT_OUT_MAX,
						      true, &st);
					ok = !ret && !st;
					if (!ret)
						ret = parse_batch(b, &rest, &o,
								  true, ok,
								  &done);
					mbuf_release(&o);
				}
			}
		}
		for (i = 0; i < n; i++)
			mbuf_release(&jobs[i].out);
	}
	free(jobs);
	free(args);
	return ret;
}

/* The parents of the new commits, as indices (every one must be there). */
static int resolve_parents(struct bld *b)
{
	uint32_t i;

	for (i = b->first_new; i < b->ncommits; i++) {
		struct hix_commit *c = &b->commits[i];
		uint32_t at = b->pend_at[2 * (i - b->first_new)], k;

		if (ALLOC_GROW(b->parents, b->nparents + c->nparents + 1,
			       b->aparents))
			return -ENOMEM;
		c->parents = (uint32_t)b->nparents;
		for (k = 0; k < c->nparents; k++) {
			long p = oid_find(b, b->pend + (at + k) * HIX_OID);

			if (p < 0)
				return -EIO;
			b->parents[b->nparents++] = (uint32_t)p;
		}
	}
	return 0;
}

/* Commits reachable from the tips (marks), how many. */
static size_t reach(const struct bld *b, const uint32_t *tips, size_t ntips,
		    unsigned char *mark)
{
	uint32_t *stack = malloc((b->ncommits + 1) * sizeof(*stack));
	size_t n = 0, sp = 0, i;

	if (!stack)
		return SIZE_MAX;
	memset(mark, 0, b->ncommits);
	for (i = 0; i < ntips; i++)
		if (!mark[tips[i]]) {
			mark[tips[i]] = 1;
			stack[sp++] = tips[i];
		}
	while (sp) {
		const struct hix_commit *c = &b->commits[stack[--sp]];
		uint32_t k;

		n++;
		for (k = 0; k < c->nparents; k++) {
			uint32_t p = b->parents[c->parents + k];

			if (!mark[p]) {
				mark[p] = 1;
				stack[sp++] = p;
			}
		}
	}
	free(stack);
	return n;
}

/* A new builder holding only the marked commits of b. */
static int compact(struct bld *b, const unsigned char *mark, struct bld *nb)
{
	uint32_t *map = malloc((b->ncommits + 1) * sizeof(*map));
	uint32_t i;
	int ret = 0;

	bld_init(nb);
	if (!map)
		return -ENOMEM;
	for (i = 0; i < b->ncommits && !nb->oom; i++) {
		const struct hix_commit *c = &b->commits[i];
		struct hix_commit *d;
		uint32_t k;

		if (!mark[i])
			continue;
		map[i] = (uint32_t)nb->ncommits;
		d = commit_new(nb, c->oid);
		if (!d)
			break;
		*d = *c;
#define RESTR(f)                                              \
	d->f = c->f ? intern(nb, b->strings.buf + c->f,       \
			     strlen(b->strings.buf + c->f)) : \
		      0
		RESTR(an);
		RESTR(ae);
		RESTR(cn);
		RESTR(ce);
		RESTR(subject);
		RESTR(date);
#undef RESTR
		d = &nb->commits[nb->ncommits - 1];
		d->lines = (uint32_t)nb->nlinerefs;
		for (k = 0; k < c->nlines; k++) {
			const char *s =
				b->strings.buf + b->linerefs[c->lines + k];
			uint32_t o = intern(nb, s, strlen(s));

			if (ALLOC_GROW(nb->linerefs, nb->nlinerefs + 1,
				       nb->alinerefs)) {
				nb->oom = true;
				break;
			}
			nb->linerefs[nb->nlinerefs++] = o;
		}
		d = &nb->commits[nb->ncommits - 1];
		d->changes = (uint32_t)nb->nchanges;
		for (k = 0; k < c->nchanges; k++) {
			struct hix_change ch = b->changes[c->changes + k];
			uint32_t pid = ch.path & HIX_PATH_MASK;
			const char *s = b->strings.buf + b->path_name[pid];
			uint32_t np = path_id(nb, s, strlen(s));

			if (ALLOC_GROW(nb->changes, nb->nchanges + 1,
				       nb->achanges)) {
				nb->oom = true;
				break;
			}
			ch.path = np | (ch.path & ~HIX_PATH_MASK);
			nb->changes[nb->nchanges++] = ch;
		}
		d = &nb->commits[nb->ncommits - 1];
		d->parents = (uint32_t)nb->nparents;
		if (ALLOC_GROW(nb->parents, nb->nparents + c->nparents + 1,
			       nb->aparents)) {
			nb->oom = true;
			break;
		}
		/* parents come after children: mapped in a second pass */
		for (k = 0; k < c->nparents; k++)
			nb->parents[nb->nparents++] =
				b->parents[c->parents + k];
	}
	for (i = 0; i < nb->nparents && !nb->oom; i++)
		nb->parents[i] = map[nb->parents[i]];
	if (!nb->oom) {
		if (ALLOC_GROW(nb->tips, b->ntips + 1, nb->atips))
			nb->oom = true;
		for (i = 0; !nb->oom && i < b->ntips; i++)
			nb->tips[nb->ntips++] = map[b->tips[i]];
	}
	if (nb->oom)
		ret = -ENOMEM;
	free(map);
	return ret;
}

/* Writing: paths sorted by name, changes by path, the postings. */
static int cmp_names(const void *a, const void *b, void *arg)
{
	const struct bld *bb = arg;

	return strcmp(bb->strings.buf + bb->path_name[*(const uint32_t *)a],
		      bb->strings.buf + bb->path_name[*(const uint32_t *)b]);
}

static int cmp_change(const void *a, const void *b)
{
	uint32_t x = ((const struct hix_change *)a)->path & HIX_PATH_MASK,
		 y = ((const struct hix_change *)b)->path & HIX_PATH_MASK;

	return x < y ? -1 : x > y;
}

static int bld_write(struct bld *b, const char *path, const struct mnt_hrepo *r,
		     const struct mnt_hattr *attrs, size_t nattrs)
{
	struct hix_image im;
	uint32_t *order = NULL, *rank = NULL, *count = NULL, i;
	int ret = -ENOMEM;

	memset(&im, 0, sizeof(im));
	order = malloc((b->npaths + 1) * sizeof(*order));
	rank = malloc((b->npaths + 1) * sizeof(*rank));
	count = calloc(b->npaths + 1, sizeof(*count));
	im.paths = calloc(b->npaths + 1, sizeof(*im.paths));
	im.postings = malloc((b->nchanges + 1) * sizeof(*im.postings));
	im.attrs = calloc(nattrs + 1, sizeof(*im.attrs));
	if (!order || !rank || !count || !im.paths || !im.postings || !im.attrs)
		goto out;
	for (i = 0; i < b->npaths; i++)
		order[i] = i;
	if (b->npaths > 1)
		qsort_r(order, b->npaths, sizeof(*order), cmp_names, b);
	for (i = 0; i < b->npaths; i++)
		rank[order[i]] = i;
	for (i = 0; i < b->nchanges; i++) {
		struct hix_change *ch = &b->changes[i];

		ch->path = rank[ch->path & HIX_PATH_MASK] |
			   (ch->path & ~HIX_PATH_MASK);
	}
	/* the path table now follows the sorted order */
	for (i = 0; i < b->npaths; i++)
		rank[i] = b->path_name[order[i]];
	memcpy(b->path_name, rank, b->npaths * sizeof(*rank));
	itab_free(&b->pathtab); /* its ids are stale now */
	for (i = 0; i < b->ncommits; i++) {
		const struct hix_commit *c = &b->commits[i];
		uint32_t k;

		mnt_qsort(b->changes + c->changes, c->nchanges,
			  sizeof(*b->changes), cmp_change);
		for (k = 0; k < c->nchanges; k++)
			count[b->changes[c->changes + k].path & HIX_PATH_MASK]++;
	}
	{
		uint32_t at = 0;

		for (i = 0; i < b->npaths; i++) {
			im.paths[i].name = b->path_name[i];
			im.paths[i].postings = at;
			im.paths[i].npostings = 0;
			at += count[i];
		}
	}
	for (i = 0; i < b->ncommits; i++) {
		const struct hix_commit *c = &b->commits[i];
		uint32_t k, last = UINT32_MAX;

		for (k = 0; k < c->nchanges; k++) {
			uint32_t p = b->changes[c->changes + k].path &
				     HIX_PATH_MASK;
			struct hix_path *hp = &im.paths[p];

			if (p == last)
				continue; /* a path twice in one commit */
			last = p;
			im.postings[hp->postings + hp->npostings++] = i;
		}
	}
	/* the postings, packed (a path twice in a commit counted once) */
	{
		uint32_t at = 0;

		for (i = 0; i < b->npaths; i++) {
			memmove(im.postings + at,
				im.postings + im.paths[i].postings,
				im.paths[i].npostings * sizeof(*im.postings));
			im.paths[i].postings = at;
			at += im.paths[i].npostings;
		}
		im.npostings = at;
	}
	for (i = 0; i < nattrs; i++) {
		im.attrs[i].dir = intern(b, attrs[i].dir, strlen(attrs[i].dir));
		im.attrs[i].index_only = attrs[i].index_only;
		im.attrs[i].sum[0] = attrs[i].sum[0];
		im.attrs[i].sum[1] = attrs[i].sum[1];
	}
	if (b->oom)
		goto out;
	im.commits = b->commits;
	im.ncommits = (uint32_t)b->ncommits;
	im.parents = b->parents;
	im.nparents = (uint32_t)b->nparents;
	im.changes = b->changes;
	im.nchanges = (uint32_t)b->nchanges;
	im.npaths = (uint32_t)b->npaths;
	im.linerefs = b->linerefs;
	im.nlinerefs = (uint32_t)b->nlinerefs;
	im.tips = b->tips;
	im.ntips = (uint32_t)b->ntips;
	im.nattrs = (uint32_t)nattrs;
	im.strings = b->strings.buf;
	im.strings_len = b->strings.len;
	im.fp[0] = r->fp[0];
	im.fp[1] = r->fp[1];
	im.real = r->real;
	ret = mnt_hix_write(path, &im);
out:
	free(order);
	free(rank);
	free(count);
	free(im.paths);
	free(im.postings);
	free(im.attrs);
	return ret;
}

/* HEAD as git sees it. */
static int git_head(const char *root, char hex[2 * HIX_OID + 1])
{
	static const char *const args[] = { "rev-parse", "--verify", "-q",
					    "HEAD^{commit}", NULL };
	struct mbuf o = MBUF_INIT;
	int st, ret = mnt_git(root, args, &o, 4096, true, &st);

	if (!ret && (st || o.len < 2 * HIX_OID))
		ret = st == 1 ? -ENOENT : -EIO;
	if (!ret) {
		memcpy(hex, o.buf, 2 * HIX_OID);
		hex[2 * HIX_OID] = '\0';
		if (!all_hex40(hex))
			ret = -EIO;
	}
	mbuf_release(&o);
	return ret;
}

/*
 * The commits of HEAD's history the builder lacks, newest first, one a
 * line with their parents (`git rev-list --parents HEAD --not TIPS`).
 */
static int missing_commits(struct bld *b, const char *root, const char *head,
			   struct mbuf *list)
{
	const char **args = calloc(b->ntips + 8, sizeof(*args));
	char(*hex)[2 * HIX_OID + 1] = calloc(b->ntips + 1, sizeof(*hex));
	size_t k = 0, i;
	int st, ret;

	if (!args || !hex) {
		free(args);
		free(hex);
		return -ENOMEM;
	}
	args[k++] = "rev-list";
	args[k++] = "--parents";
	args[k++] = head;
	if (b->ntips)
		args[k++] = "--not";
	for (i = 0; i < b->ntips; i++) {
		mnt_hex_oid(hex[i], b->commits[b->tips[i]].oid);
		args[k++] = hex[i];
	}
	args[k++] = "--";
	args[k] = NULL;
	ret = mnt_git(root, args, list, GIT_OUT_MAX, true, &st);
	if (!ret && st)
		ret = -EIO;
	free(args);
	free(hex);
	return ret;
}

/* The listed commits, oldest first, in batches of non-merges and merges. */
static int add_commits(struct bld *b, const char *root, struct mbuf *list,
		       uint32_t *broken)
{
	struct batch *bts = NULL;
	size_t nb = 0, ab = 0, i, n = 0;
	char **oids = NULL, *p, *end = list->buf + list->len;
	bool *merge = NULL;
	int ret = 0;

	for (p = list->buf; p < end; p++)
		n += *p == '\n';
	if (!n)
		return 0;
	oids = calloc(n, sizeof(*oids));
	merge = calloc(n, sizeof(*merge));
	if (!oids || !merge) {
		ret = -ENOMEM;
		goto out;
	}
	i = n;
	for (p = list->buf; p < end && i;) {
		char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t ll;

		if (!nl)
			break;
		*nl = '\0';
		ll = (size_t)(nl - p);
		if (ll < 2 * HIX_OID ||
		    (ll > 2 * HIX_OID && p[2 * HIX_OID] != ' ')) {
			ret = -EIO;
			goto out;
		}
		/* two parents or more: "ID P1 P2" */
		merge[--i] = ll > 2 * (2 * HIX_OID + 1);
		p[2 * HIX_OID] = '\0';
		oids[i] = p;
		if (!all_hex40(p)) {
			ret = -EIO;
			goto out;
		}
		p = nl + 1;
	}
	if (i) {
		ret = -EIO;
		goto out;
	}
	for (i = 0; i < n;) {
		size_t j = i;

		while (j < n && j - i < BATCH && merge[j] == merge[i])
			j++;
		if (ALLOC_GROW(bts, nb + 1, ab)) {
			ret = -ENOMEM;
			goto out;
		}
		bts[nb].oids = oids + i;
		bts[nb].n = j - i;
		bts[nb].merges = merge[i];
		nb++;
		i = j;
	}
	ret = run_batches(b, root, bts, nb, broken);
out:
	free(bts);
	free(oids);
	free(merge);
	return ret;
}

static double now_s(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int mnt_hix_update(const char *root, unsigned int flags,
		   struct mnt_hix_stats *st, const char **why)
{
	struct mnt_hrepo r;
	struct mnt_lock lk = MNT_LOCK_INIT;
	struct mnt_hix *ix = NULL;
	struct mnt_hattr *attrs = NULL;
	struct mbuf list = MBUF_INIT;
	struct bld b;
	char head[2 * HIX_OID + 1], *path = NULL;
	unsigned char hoid[HIX_OID];
	size_t nattrs = 0;
	double t0 = now_s();
	int ret;

	memset(st, 0, sizeof(*st));
	*why = NULL;
	bld_init(&b);
	ret = mnt_hrepo_open(&r, root);
	if (ret) {
		*why = ret == -ENOENT ? "not a git work tree" : NULL;
		bld_free(&b);
		return ret;
	}
	if (r.unsure) {
		*why = r.unsure;
		ret = -ENOTSUP;
		goto out;
	}
	path = mnt_hix_path(&r, true);
	if (!path) {
		*why = "no usable cache directory";
		ret = -EACCES;
		goto out;
	}
	ret = mnt_lock(&lk, path, flags & HIX_BUILD_WAIT ? 600000 : 0);
	if (ret) {
		*why = ret == -EWOULDBLOCK ? "another maint is building it" :
					     "its lock cannot be made";
		goto out;
	}
	ret = git_head(root, head);
	if (ret) {
		*why = ret == -ENOENT ? "HEAD has no commits" :
					"git cannot read HEAD";
		goto out;
	}
	mnt_oid_hex(hoid, head);
	if (!(flags & HIX_BUILD_REBUILD) && !mnt_hix_open(&ix, path, &r)) {
		ret = bld_load(&b, ix);
		if (ret == -ENOMEM)
			goto out;
		if (ret) {
			/* damaged: start again from nothing */
			bld_free(&b);
			bld_init(&b);
			st->rebuilt = true;
		}
		mnt_hix_close(ix);
		ix = NULL;
	} else {
		st->rebuilt = true;
	}
	if (!st->rebuilt && oid_find(&b, hoid) >= 0) {
		/* HEAD's history is all there */
		st->current = true;
		st->ncommits = (uint32_t)b.ncommits;
		ret = 0;
		goto out;
	}
	ret = missing_commits(&b, root, head, &list);
	if (!ret)
		ret = add_commits(&b, root, &list, &st->broken);
	if (!ret)
		ret = resolve_parents(&b);
	if (ret) {
		*why = ret == -ENOMEM ? NULL : "git could not read its history";
		goto out;
	}
	st->added = (uint32_t)(b.ncommits - b.first_new);
	{
		/* the tips: HEAD, and the old ones HEAD does not reach */
		long h = oid_find(&b, hoid);
		unsigned char *mark = malloc(b.ncommits + 1);
		uint32_t *tips = malloc((b.ntips + 2) * sizeof(*tips));
		size_t nt = 0, i, nreach;

		if (h < 0 || !mark || !tips) {
			free(mark);
			free(tips);
			ret = h < 0 ? -EIO : -ENOMEM;
			goto out;
		}
		tips[nt++] = (uint32_t)h;
		reach(&b, tips, 1, mark);
		for (i = 0; i < b.ntips && nt < MAX_TIPS; i++)
			if (!mark[b.tips[i]])
				tips[nt++] = b.tips[i];
		free(b.tips);
		b.tips = tips;
		b.ntips = nt;
		b.atips = b.ntips + 2;
		nreach = reach(&b, b.tips, b.ntips, mark);
		if (nreach != SIZE_MAX &&
		    nreach < b.ncommits - b.ncommits / 4) {
			struct bld nb;

			ret = compact(&b, mark, &nb);
			if (!ret) {
				bld_free(&b);
				b = nb;
				st->compacted = true;
			} else {
				bld_free(&nb);
			}
		}
		free(mark);
		if (ret)
			goto out;
	}
	ret = mnt_hrepo_attrs(&r, &attrs, &nattrs);
	if (ret) {
		*why = "git could not list the attributes files";
		goto out;
	}
	{
		/* the state must not have moved while git was read */
		struct mnt_hrepo again;

		if (mnt_hrepo_open(&again, root) == 0) {
			bool same = again.fp[0] == r.fp[0] &&
				    again.fp[1] == r.fp[1] && !again.unsure;

			mnt_hrepo_release(&again);
			if (!same) {
				*why = "the repository's configuration changed meanwhile";
				ret = -EAGAIN;
				goto out;
			}
		}
	}
	ret = bld_write(&b, path, &r, attrs, nattrs);
	if (ret)
		*why = "the index could not be written";
	st->ncommits = (uint32_t)b.ncommits;
out:
	st->seconds = now_s() - t0;
	mnt_hattrs_free(attrs, nattrs);
	mnt_hix_close(ix);
	mnt_unlock(&lk);
	mbuf_release(&list);
	bld_free(&b);
	free(path);
	mnt_hrepo_release(&r);
	return ret;
}
