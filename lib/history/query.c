// SPDX-License-Identifier: GPL-2.0-only
/*
 * Answering from the history index what get_maintainer.pl asks git.
 *
 * `git log --follow --since=S --no-merges -- FILE`, as git 2.x runs it:
 * with --follow, git does not prune the walk by path (it cannot: the path
 * changes at a rename); it walks every commit reachable from HEAD in
 * committer-date order (ties in the order they were queued), skips a
 * commit older than S without queueing its parents (so the walk stops at
 * the first commit older than S on every line of history), leaves out
 * merges, and shows a commit when its diff against its parent, limited to
 * FILE, is not empty.  Here the same walk runs over the index's commit
 * graph (once per process and value of S), and FILE's commits are those
 * of its postings that the walk reached, in the walk's order.
 *
 * --follow differs from a plain path-limited log only where FILE is
 * created in a commit that has a parent: there git looks, among every
 * file of the parent (renamed, copied, modified or not: it finds copies
 * "harder"), for one FILE is similar enough to, and if it finds one
 * follows that name from then on (and prints the pair's line counts).
 * Whether it finds one needs git's similarity scores over the blobs of
 * the whole tree; the index does not redo them.  So a file created
 * within the window by a commit with a parent is answered by git for
 * that file (as is every file the index cannot answer byte for byte:
 * mnt_hq_file_log() lists them); a file created by a root commit (or at
 * the boundary of a shallow clone) has nothing to come from and is
 * answered from the index.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "base/cachedir.h"
#include "base/gitrun.h"
#include "fsutil.h"
#include "history/build.h"
#include "history/query.h"
#include "history/since.h"
#include "util.h"

#define NWIN 4

/* The commits of one walk: commit index -> 1-based position (0: walked
 * but not shown). */
struct window {
	char *since;
	bool usable;
	uint32_t *key, *val;
	size_t cap, n;
	/* or, read back from a kept window: (commit, position) by commit */
	uint32_t (*pairs)[2];
	size_t npairs;
};

struct attr_seen {
	char *dir;
	bool ok;
};

struct mnt_hq {
	char *root;
	bool opened;
	enum hq_state state;
	const char *why;
	struct mnt_hrepo repo;
	bool have_repo;
	struct mnt_hix *ix;
	uint32_t head;
	struct window win[NWIN];
	size_t nwin;
	struct attr_seen *attrs;
	size_t nattrs, aattrs;
	char *path; /* the index file */
};

struct mnt_hq *mnt_hq_new(const char *root)
{
	struct mnt_hq *q = calloc(1, sizeof(*q));

	if (!q)
		return NULL;
	q->root = strdup(root ? root : ".");
	if (!q->root) {
		free(q);
		return NULL;
	}
	return q;
}

/* What a window holds (it is reused or dropped after). */
static void win_release(struct window *w)
{
	free(w->since);
	free(w->key);
	free(w->val);
	free(w->pairs);
}

void mnt_hq_free(struct mnt_hq *q)
{
	size_t i;

	if (!q)
		return;
	for (i = 0; i < q->nwin; i++)
		win_release(&q->win[i]);
	for (i = 0; i < q->nattrs; i++)
		free(q->attrs[i].dir);
	free(q->attrs);
	mnt_hix_close(q->ix);
	free(q->path);
	if (q->have_repo)
		mnt_hrepo_release(&q->repo);
	free(q->root);
	free(q);
}

/* HEAD through git, when the files alone do not say. */
static int git_head(struct mnt_hq *q, unsigned char *oid)
{
	static const char *const args[] = { "rev-parse", "--verify", "-q",
					    "HEAD^{commit}", NULL };
	struct mbuf o = MBUF_INIT;
	int st, ret = mnt_git(q->root, args, &o, 4096, true, &st);

	if (!ret &&
	    (st || o.len < 2 * HIX_OID + 1 || o.buf[2 * HIX_OID] != '\n'))
		ret = -ENOENT;
	if (!ret) {
		o.buf[2 * HIX_OID] = '\0';
		ret = mnt_oid_hex(oid, o.buf) ? 0 : -ENOENT;
	}
	mbuf_release(&o);
	return ret;
}

static void hq_open(struct mnt_hq *q)
{
	unsigned char head[HIX_OID];
	char *path;
	int ret;

	q->opened = true;
	ret = mnt_hrepo_open(&q->repo, q->root);
	if (ret) {
		q->state = ret == -ENOENT ? HQ_NO_REPO : HQ_UNSURE;
		q->why = ret == -ENOENT ? "not a git work tree" :
					  "the repository cannot be read";
		return;
	}
	q->have_repo = true;
	if (q->repo.unsure) {
		q->state = HQ_UNSURE;
		q->why = q->repo.unsure;
		return;
	}
	path = mnt_hix_path(&q->repo, false);
	if (!path) {
		bool none = errno == ENOENT;

		q->state = none ? HQ_MISSING : HQ_NO_CACHE;
		q->why = none ? "no history index yet" :
				"no usable cache directory";
		return;
	}
	q->path = path;
	ret = mnt_hix_open(&q->ix, path, &q->repo);
	if (ret) {
		q->state = ret == -ENOENT ? HQ_MISSING :
			   ret == -ESTALE ? HQ_BEHIND :
					    HQ_DAMAGED;
		q->why =
			ret == -ENOENT ?
				"no history index yet" :
			ret == -ESTALE ?
				"the index was made for another state of the repository" :
				"the history index is damaged";
		return;
	}
	if (mnt_hix_seal(q->ix, path)) {
		q->state = HQ_DAMAGED;
		q->why = "the history index is damaged";
		return;
	}
	ret = mnt_hrepo_head(&q->repo, head);
	if (ret == -EAGAIN)
		ret = git_head(q, head);
	if (ret) {
		q->state = HQ_UNSURE;
		q->why = "HEAD has no commits";
		return;
	}
	ret = mnt_hix_find(q->ix, head, &q->head);
	if (ret) {
		q->state = ret == -ENOENT ? HQ_BEHIND : HQ_DAMAGED;
		q->why = ret == -ENOENT ? "HEAD is newer than the index" :
					  "the history index is damaged";
		return;
	}
	q->state = HQ_READY;
}

enum hq_state mnt_hq_state(struct mnt_hq *q, const char **why)
{
	if (!q->opened)
		hq_open(q);
	if (q->state == HQ_READY && q->ix && mnt_hix_bad(q->ix)) {
		q->state = HQ_DAMAGED;
		q->why = "the history index is damaged";
	}
	if (why)
		*why = q->why;
	return q->state;
}

bool mnt_hq_index(struct mnt_hq *q, char **path, struct hix_counts *n)
{
	mnt_hq_state(q, NULL);
	*path = q->path ? strdup(q->path) : NULL;
	if (!q->ix)
		return false;
	mnt_hix_counts(q->ix, n);
	return true;
}

static bool win_add(struct window *w, uint32_t idx);
static size_t win_slot(const struct window *w, uint32_t idx);
static int since_time(struct mnt_hq *q, const char *since, int64_t *t);

struct mnt_hix *mnt_hq_ix(struct mnt_hq *q)
{
	return mnt_hq_state(q, NULL) == HQ_READY ? q->ix : NULL;
}

uint32_t mnt_hq_head(const struct mnt_hq *q)
{
	return q->head;
}

int mnt_hq_since(struct mnt_hq *q, const char *since, int64_t *t)
{
	return since_time(q, since, t);
}

int mnt_hq_reach(struct mnt_hq *q, int64_t since, uint32_t **out, size_t *n)
{
	struct window w;
	uint32_t *stack = NULL, *v = NULL;
	size_t sp = 0, asp = 0, nv = 0, av = 0;
	int ret = 0;

	*out = NULL;
	*n = 0;
	if (mnt_hq_state(q, NULL) != HQ_READY)
		return -EINVAL;
	memset(&w, 0, sizeof(w));
	if (!win_add(&w, q->head) || ALLOC_GROW(stack, 1, asp)) {
		ret = -ENOMEM;
		goto out;
	}
	stack[sp++] = q->head;
	while (sp) {
		uint32_t i = stack[--sp], k;
		const struct hix_commit *c = mnt_hix_commit(q->ix, i);
		const uint32_t *par;

		if (!c) {
			ret = -EINVAL;
			break;
		}
		if (c->ctime < since)
			continue;
		if (ALLOC_GROW(v, nv + 1, av)) {
			ret = -ENOMEM;
			break;
		}
		v[nv++] = i;
		par = mnt_hix_u32s(q->ix, HIX_PARENTS, c->parents, c->nparents);
		if (!par) {
			ret = -EINVAL;
			break;
		}
		for (k = 0; k < c->nparents; k++) {
			if (w.key[win_slot(&w, par[k])])
				continue;
			if (!win_add(&w, par[k]) ||
			    ALLOC_GROW(stack, sp + 1, asp)) {
				ret = -ENOMEM;
				goto out;
			}
			stack[sp++] = par[k];
		}
	}
out:
	free(stack);
	free(w.key);
	free(w.val);
	if (ret) {
		free(v);
		return ret;
	}
	*out = v;
	*n = nv;
	return 0;
}

/* The walk */

static bool win_grow(struct window *w)
{
	size_t cap = w->cap ? w->cap * 2 : 1024, i;
	uint32_t *key = calloc(cap, sizeof(*key)),
		 *val = calloc(cap, sizeof(*val));

	if (!key || !val) {
		free(key);
		free(val);
		return false;
	}
	for (i = 0; i < w->cap; i++) {
		size_t j;

		if (!w->key[i])
			continue;
		for (j = (w->key[i] * 0x9e3779b1u) & (cap - 1); key[j];
		     j = (j + 1) & (cap - 1))
			;
		key[j] = w->key[i];
		val[j] = w->val[i];
	}
	free(w->key);
	free(w->val);
	w->key = key;
	w->val = val;
	w->cap = cap;
	return true;
}

/* The slot of commit idx: found (key set) or empty. */
static size_t win_slot(const struct window *w, uint32_t idx)
{
	size_t j;

	for (j = ((idx + 1) * 0x9e3779b1u) & (w->cap - 1);
	     w->key[j] && w->key[j] != idx + 1; j = (j + 1) & (w->cap - 1))
		;
	return j;
}

static bool win_add(struct window *w, uint32_t idx)
{
	size_t j;

	if ((w->n + 1) * 2 > w->cap && !win_grow(w))
		return false;
	j = win_slot(w, idx);
	if (w->key[j])
		return true;
	w->key[j] = idx + 1;
	w->val[j] = 0;
	w->n++;
	return true;
}

static uint32_t win_pos(const struct window *w, uint32_t idx)
{
	size_t j;

	if (w->pairs) {
		size_t lo = 0, hi = w->npairs;

		while (lo < hi) {
			size_t mid = lo + (hi - lo) / 2;

			if (w->pairs[mid][0] == idx)
				return w->pairs[mid][1];
			if (w->pairs[mid][0] < idx)
				lo = mid + 1;
			else
				hi = mid;
		}
		return 0;
	}
	if (!w->cap)
		return 0;
	j = win_slot(w, idx);
	return w->key[j] ? w->val[j] : 0;
}

/* git's queue: newest committer date first, ties first queued first. */
struct qent {
	int64_t date;
	uint64_t seq;
	uint32_t idx;
};

static bool q_before(const struct qent *a, const struct qent *b)
{
	return a->date > b->date || (a->date == b->date && a->seq < b->seq);
}

struct heap {
	struct qent *v;
	size_t n, alloc;
};

static bool heap_push(struct heap *h, struct qent e)
{
	size_t i;

	if (ALLOC_GROW(h->v, h->n + 1, h->alloc))
		return false;
	i = h->n++;
	while (i && q_before(&e, &h->v[(i - 1) / 2])) {
		h->v[i] = h->v[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	h->v[i] = e;
	return true;
}

static struct qent heap_pop(struct heap *h)
{
	struct qent top = h->v[0], last = h->v[--h->n];
	size_t i = 0;

	for (;;) {
		size_t c = 2 * i + 1;

		if (c >= h->n)
			break;
		if (c + 1 < h->n && q_before(&h->v[c + 1], &h->v[c]))
			c++;
		if (!q_before(&h->v[c], &last))
			break;
		h->v[i] = h->v[c];
		i = c;
	}
	if (h->n)
		h->v[i] = last;
	return top;
}

/* The timestamp git gives --since=value. */
static int since_time(struct mnt_hq *q, const char *since, int64_t *t)
{
	struct mbuf arg = MBUF_INIT, o = MBUF_INIT;
	const char *args[3] = { "rev-parse", NULL, NULL };
	int st, ret;

	if (!mnt_git_since(since, t))
		return 0;
	mbuf_addf(&arg, "--since=%s", since);
	args[1] = arg.buf;
	ret = mbuf_failed(&arg) ? -ENOMEM :
				  mnt_git(q->root, args, &o, 4096, true, &st);
	if (!ret && (st || strncmp(o.buf ? o.buf : "", "--max-age=", 10)))
		ret = -EIO;
	if (!ret) {
		char *end;

		*t = strtoll(o.buf + 10, &end, 10);
		if (*end != '\n')
			ret = -EIO;
	}
	mbuf_release(&arg);
	mbuf_release(&o);
	return ret;
}

/*
 * A walk's window kept for the next process, beside the index (KEY.hwin):
 * the walk costs a few hundred instructions a commit (1,600 commits for a
 * year of DPDK, 3,000 for six months of U-Boot), and its answer is the
 * same while the index file, HEAD, and S's timestamp between the newest
 * commit the walk skipped as too old (exclusive) and the oldest it kept
 * (inclusive) are: nothing else decides what the walk does.  Kept only
 * for an index checked whole; the file is this user's, not writable by
 * others, with a checksum; anything else is a miss, and the walk runs.
 */
#define WIN_MAX (64u << 20)

static const char win_magic[8] = "MAINTWN1";

struct win_head {
	char magic[8];
	uint64_t dev, ino, size, mtime, ctime; /* the index file's */
	uint32_t head, usable;
	int64_t lo, hi; /* for a timestamp t with lo < t <= hi */
	uint64_t n; /* (commit, position) pairs after the header */
};

/* KEY.hwin beside KEY.hix; NULL when there is no index path. */
static char *win_path(const struct mnt_hq *q)
{
	size_t n = q->path ? strlen(q->path) : 0;
	char *p;

	if (n < 4 || strcmp(q->path + n - 4, ".hix"))
		return NULL;
	p = malloc(n + 2);
	if (p) {
		memcpy(p, q->path, n - 4);
		memcpy(p + n - 4, ".hwin", 6);
	}
	return p;
}

static void win_head_of(struct win_head *h, const struct stat *st)
{
	memset(h, 0, sizeof(*h));
	memcpy(h->magic, win_magic, 8);
	h->dev = (uint64_t)st->st_dev;
	h->ino = (uint64_t)st->st_ino;
	h->size = (uint64_t)st->st_size;
	h->mtime = (uint64_t)mnt_ns_of(&st->st_mtim);
	h->ctime = (uint64_t)mnt_ns_of(&st->st_ctim);
}

/* Fill w (empty) from the kept window for max_age: true on a hit. */
static bool win_load(struct mnt_hq *q, struct window *w, int64_t max_age)
{
	struct win_head want, h;
	const unsigned char *m = NULL;
	struct stat ist, st;
	uint64_t i;
	char *path = NULL;
	bool ok = false;

	if (!mnt_hix_trusted(q->ix, &ist) || !(path = win_path(q)))
		goto out;
	m = mnt_cache_map(path, sizeof(h) + 16, WIN_MAX, &st);
	if (!m)
		goto out;
	memcpy(&h, m, sizeof(h));
	win_head_of(&want, &ist);
	if (memcmp(&h, &want, offsetof(struct win_head, head)) ||
	    h.head != q->head || !(h.lo < max_age && max_age <= h.hi) ||
	    h.n > ((uint64_t)st.st_size - sizeof(h) - 16) / 8 ||
	    sizeof(h) + 8 * h.n + 16 != (uint64_t)st.st_size)
		goto out;
	if (!mnt_cache_sum_ok(m, sizeof(h) + 8 * h.n))
		goto out;
	w->pairs = malloc(h.n ? 8 * h.n : 1);
	if (!w->pairs)
		goto out;
	memcpy(w->pairs, m + sizeof(h), 8 * h.n);
	for (ok = true, i = 0; ok && i < h.n; i++)
		ok = w->pairs[i][1] &&
		     (!i || w->pairs[i - 1][0] < w->pairs[i][0]);
	w->npairs = h.n;
	w->usable = ok && h.usable;
	if (!ok) {
		free(w->pairs);
		w->pairs = NULL;
		w->npairs = 0;
	}
out:
	if (m)
		munmap((void *)m, (size_t)st.st_size);
	free(path);
	return ok;
}

static int cmp_pair(const void *a, const void *b)
{
	uint32_t x, y;

	memcpy(&x, a, 4);
	memcpy(&y, b, 4);
	return x < y ? -1 : x > y;
}

/* Keep w, walked for any timestamp in (lo, hi], for the next process. */
static void win_store(struct mnt_hq *q, const struct window *w, int64_t lo,
		      int64_t hi)
{
	struct mbuf out = MBUF_INIT;
	struct win_head h;
	struct stat ist;
	char *path;
	size_t i;

	if (!mnt_hix_trusted(q->ix, &ist) || !(path = win_path(q)))
		return;
	win_head_of(&h, &ist);
	h.head = q->head;
	h.usable = w->usable;
	h.lo = lo;
	h.hi = hi;
	mbuf_add(&out, &h, sizeof(h));
	for (i = 0; i < w->cap; i++) {
		uint32_t pr[2] = { w->key[i] - 1, w->val[i] };

		if (w->key[i] && w->val[i]) {
			mbuf_add(&out, pr, sizeof(pr));
			h.n++;
		}
	}
	if (!mbuf_failed(&out))
		mnt_qsort(out.buf + sizeof(h), h.n, 8, cmp_pair);
	if (!mbuf_failed(&out)) {
		memcpy(out.buf + offsetof(struct win_head, n), &h.n,
		       sizeof(h.n));
		mnt_cache_sum_add(&out);
	}
	if (!mbuf_failed(&out) && out.len <= WIN_MAX)
		mnt_write_atomic(path, out.buf, out.len, MNT_WRITE_NOSYNC);
	mbuf_release(&out);
	free(path);
}

static struct window *window_for(struct mnt_hq *q, const char *since)
{
	struct window *w;
	struct heap h = { 0 };
	uint64_t seq = 0;
	uint32_t pos = 0;
	int64_t max_age, lo = INT64_MIN, hi = INT64_MAX;
	size_t i;

	for (i = 0; i < q->nwin; i++)
		if (!strcmp(q->win[i].since, since))
			return &q->win[i];
	if (q->nwin == NWIN) {
		/* forget the oldest */
		win_release(&q->win[0]);
		memmove(q->win, q->win + 1, (NWIN - 1) * sizeof(*q->win));
		q->nwin--;
	}
	w = &q->win[q->nwin];
	memset(w, 0, sizeof(*w));
	w->since = strdup(since);
	if (!w->since)
		return NULL;
	q->nwin++;
	if (since_time(q, since, &max_age))
		return w; /* not usable */
	if (win_load(q, w, max_age))
		return w;
	w->usable = true;
	if (!win_add(w, q->head) ||
	    !heap_push(&h, (struct qent){ 0, seq++, q->head })) {
		w->usable = false;
		goto out;
	}
	h.v[0].date = INT64_MAX; /* fixed below from the commit */
	{
		const struct hix_commit *c = mnt_hix_commit(q->ix, q->head);

		if (!c) {
			w->usable = false;
			goto out;
		}
		h.v[0].date = c->ctime;
	}
	while (h.n) {
		struct qent e = heap_pop(&h);
		const struct hix_commit *c = mnt_hix_commit(q->ix, e.idx);
		const uint32_t *par;
		uint32_t k;

		if (!c) {
			w->usable = false;
			break;
		}
		if (c->ctime < max_age) {
			lo = c->ctime > lo ? c->ctime : lo;
			continue;
		}
		hi = c->ctime < hi ? c->ctime : hi;
		par = mnt_hix_u32s(q->ix, HIX_PARENTS, c->parents, c->nparents);
		if (!par) {
			w->usable = false;
			break;
		}
		for (k = 0; k < c->nparents; k++) {
			const struct hix_commit *p;
			uint32_t pi = par[k];

			if (win_pos(w, pi) || w->key[win_slot(w, pi)])
				continue;
			p = mnt_hix_commit(q->ix, pi);
			if (!p || !win_add(w, pi) ||
			    !heap_push(&h,
				       (struct qent){ p->ctime, seq++, pi })) {
				w->usable = false;
				goto out;
			}
		}
		if (c->nparents <= 1) {
			if (c->flags & HIX_C_NO_PATHS)
				w->usable = false;
			w->val[win_slot(w, e.idx)] = ++pos;
		}
	}
	if (!h.n && !mnt_hix_bad(q->ix))
		win_store(q, w, lo, hi);
out:
	free(h.v);
	return w;
}

/* Files: what the index can answer byte for byte */

/* A pathspec git takes literally and prints unquoted, relative to top. */
static bool plain_path(const char *f)
{
	const unsigned char *p;
	const char *seg = f;

	if (!*f || *f == ':')
		return false;
	for (p = (const unsigned char *)f; *p; p++)
		if (*p < 0x20 || *p >= 0x7f || *p == '"' || *p == '\\' ||
		    *p == '*' || *p == '?' || *p == '[')
			return false;
	/* no empty, "." or ".." component, no leading or trailing '/' */
	for (;;) {
		size_t n = strcspn(seg, "/");

		if (!n || (n == 1 && seg[0] == '.') ||
		    (n == 2 && seg[0] == '.' && seg[1] == '.'))
			return false;
		if (!seg[n])
			return true;
		seg += n + 1;
	}
}

/* Whether the .gitattributes of dir are as when the index was made. */
static bool attr_same(struct mnt_hq *q, const char *dir, size_t dlen)
{
	struct hix_counts n;
	uint64_t sum[2];
	bool present, ok = false;
	uint32_t lo = 0, hi;
	size_t i;

	for (i = 0; i < q->nattrs; i++)
		if (strlen(q->attrs[i].dir) == dlen &&
		    !strncmp(q->attrs[i].dir, dir, dlen))
			return q->attrs[i].ok;
	mnt_hix_counts(q->ix, &n);
	present = mnt_hrepo_attr_sum(&q->repo, dir, dlen, sum);
	hi = n.nattrs;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		const struct hix_attr *a = mnt_hix_attr(q->ix, mid);
		const char *s = a ? mnt_hix_str(q->ix, a->dir) : NULL;
		size_t sl;
		int cmp;

		if (!s)
			return false;
		sl = strlen(s);
		cmp = strncmp(s, dir, dlen < sl ? dlen : sl);
		if (!cmp && sl != dlen)
			cmp = sl < dlen ? -1 : 1;
		if (!cmp) {
			ok = present && !a->index_only && a->sum[0] == sum[0] &&
			     a->sum[1] == sum[1];
			goto found;
		}
		if (cmp < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	ok = !present;
found:
	if (!ALLOC_GROW(q->attrs, q->nattrs + 1, q->aattrs)) {
		q->attrs[q->nattrs].dir = mnt_strndup(dir, dlen);
		q->attrs[q->nattrs].ok = ok;
		if (q->attrs[q->nattrs].dir)
			q->nattrs++;
	}
	return ok;
}

static bool attrs_same(struct mnt_hq *q, const char *f)
{
	const char *s;

	if (!attr_same(q, "", 0))
		return false;
	for (s = strchr(f, '/'); s; s = strchr(s + 1, '/'))
		if (!attr_same(q, f, (size_t)(s - f)))
			return false;
	return true;
}

/* Whether some path of the index lies below f/. */
static int has_below(struct mnt_hq *q, const char *f, size_t fl)
{
	struct mbuf k = MBUF_INIT;
	struct hix_counts n;
	uint32_t i;
	int ret;

	mbuf_add(&k, f, fl);
	mbuf_addch(&k, '/');
	if (mbuf_failed(&k))
		return -ENOMEM;
	mnt_hix_counts(q->ix, &n);
	ret = mnt_hix_find_path(q->ix, k.buf, k.len, &i);
	if (ret == -ENOENT) {
		ret = 0;
		if (i < n.npaths) {
			const struct hix_path *p = mnt_hix_pathrec(q->ix, i);
			const char *s = p ? mnt_hix_str(q->ix, p->name) : NULL;

			ret = !s ? -EINVAL : !strncmp(s, k.buf, k.len);
		}
	} else if (!ret) {
		ret = 1;
	}
	mbuf_release(&k);
	return ret;
}

struct hit {
	uint32_t pos, idx;
};

static int cmp_hit(const void *a, const void *b)
{
	const struct hit *x = a, *y = b;

	return x->pos < y->pos ? -1 : x->pos > y->pos;
}

/* The change of path p in commit c, or NULL. */
static const struct hix_change *
change_of(struct mnt_hq *q, const struct hix_commit *c, uint32_t p)
{
	const struct hix_change *ch = mnt_hix_changes(q->ix, c);
	uint32_t lo = 0, hi = c->nchanges;

	if (!ch)
		return NULL;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2,
			 mp = ch[mid].path & HIX_PATH_MASK;

		if (mp == p)
			return &ch[mid];
		if (mp < p)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/* "GitCommit: ..." to the last kept line of the message. */
static int emit_commit(struct mnt_hq *q, const struct hix_commit *c,
		       struct mbuf *out)
{
	const char *an = mnt_hix_str(q->ix, c->an),
		   *ae = mnt_hix_str(q->ix, c->ae),
		   *subj = mnt_hix_str(q->ix, c->subject);
	const uint32_t *lines =
		mnt_hix_u32s(q->ix, HIX_LINES, c->lines, c->nlines);
	char hex[2 * HIX_OID + 1];
	uint32_t k;

	if (!an || !ae || !subj || !lines)
		return -EINVAL;
	mnt_hex_oid(hex, c->oid);
	mbuf_adds(out, "GitCommit: ");
	mbuf_add(out, hex, 2 * HIX_OID);
	mbuf_adds(out, "\nGitAuthor: ");
	mbuf_adds(out, an);
	mbuf_adds(out, " <");
	mbuf_adds(out, ae);
	mbuf_adds(out, ">\nGitDate: ");
	if (c->flags & HIX_C_DATE_LITERAL) {
		const char *d = mnt_hix_str(q->ix, c->date);

		if (!d)
			return -EINVAL;
		mbuf_adds(out, d);
	} else {
		mnt_hix_rfc2822(out, c->atime, c->atz);
	}
	mbuf_adds(out, "\nGitSubject: ");
	mbuf_adds(out, subj);
	mbuf_addch(out, '\n');
	for (k = 0; k < c->nlines; k++) {
		const char *l = mnt_hix_str(q->ix, lines[k]);

		if (!l)
			return -EINVAL;
		mbuf_adds(out, l);
		mbuf_addch(out, '\n');
	}
	mbuf_addch(out, '\n');
	return 0;
}

static void add_count(struct mbuf *out, uint32_t v)
{
	char d[10];
	size_t n = sizeof(d);

	if (v == HIX_BINARY) {
		mbuf_addch(out, '-');
		return;
	}
	do {
		d[--n] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	mbuf_add(out, d + n, sizeof(d) - n);
}

int mnt_hq_file_log(struct mnt_hq *q, const char *since, const char *file,
		    struct mbuf *out)
{
	const struct hix_path *pr;
	struct window *w;
	struct hit *hits = NULL;
	const uint32_t *post;
	size_t fl = strlen(file), nh = 0, i, start = out->len;
	uint32_t p;
	int ret;

	if (mnt_hq_state(q, NULL) != HQ_READY || !plain_path(file) ||
	    !attrs_same(q, file))
		return HQ_ASK_GIT;
	ret = has_below(q, file, fl);
	if (ret)
		return ret < 0 && ret != -EINVAL ? ret : HQ_ASK_GIT;
	ret = mnt_hix_find_path(q->ix, file, fl, &p);
	if (ret == -ENOENT)
		return HQ_ANSWERED; /* git never saw it: no commit */
	if (ret)
		return HQ_ASK_GIT;
	w = window_for(q, since);
	if (!w)
		return -ENOMEM;
	if (!w->usable)
		return HQ_ASK_GIT;
	pr = mnt_hix_pathrec(q->ix, p);
	post = pr ? mnt_hix_u32s(q->ix, HIX_POSTINGS, pr->postings,
				 pr->npostings) :
		    NULL;
	if (!post)
		return HQ_ASK_GIT;
	hits = malloc((pr->npostings + 1) * sizeof(*hits));
	if (!hits)
		return -ENOMEM;
	for (i = 0; i < pr->npostings; i++) {
		uint32_t pos = win_pos(w, post[i]);

		if (pos) {
			hits[nh].pos = pos;
			hits[nh].idx = post[i];
			nh++;
		}
	}
	mnt_qsort(hits, nh, sizeof(*hits), cmp_hit);
	ret = HQ_ANSWERED;
	for (i = 0; i < nh; i++) {
		const struct hix_commit *c = mnt_hix_commit(q->ix, hits[i].idx);
		const struct hix_change *ch = c ? change_of(q, c, p) : NULL;
		unsigned int status;

		if (!ch || (c->flags & HIX_C_NO_NUMSTAT)) {
			ret = HQ_ASK_GIT;
			break;
		}
		status = ch->path >> 30;
		if (status == HIX_S_ADD && c->nparents) {
			/* --follow looks for a source here: git's call */
			ret = HQ_ASK_GIT;
			break;
		}
		if (ch->added == HIX_UNKNOWN || ch->removed == HIX_UNKNOWN ||
		    emit_commit(q, c, out)) {
			ret = HQ_ASK_GIT;
			break;
		}
		add_count(out, ch->added);
		mbuf_addch(out, '\t');
		add_count(out, ch->removed);
		mbuf_addch(out, '\t');
		mbuf_add(out, file, fl);
		mbuf_addch(out, '\n');
	}
	free(hits);
	if (ret == HQ_ANSWERED && mbuf_failed(out))
		ret = -ENOMEM;
	if (ret != HQ_ANSWERED)
		mbuf_setlen(out, start);
	return ret;
}

int mnt_hq_commit_log(struct mnt_hq *q, const char *rev, struct mbuf *out)
{
	unsigned char oid[HIX_OID];
	const struct hix_commit *c;
	enum hq_state s = mnt_hq_state(q, NULL);
	size_t start = out->len;
	uint32_t idx;
	int ret;

	/* HEAD does not matter here, only that the index is whole */
	if ((s != HQ_READY && s != HQ_BEHIND) || !q->ix)
		return HQ_ASK_GIT;
	ret = mnt_hrepo_object(&q->repo, rev, strlen(rev), oid);
	if (ret == 0)
		return HQ_ANSWERED; /* no such object: git prints nothing */
	if (ret < 0)
		return ret == -ENOMEM ? ret : HQ_ASK_GIT;
	if (mnt_hix_find(q->ix, oid, &idx))
		return HQ_ASK_GIT; /* not a commit of the index */
	c = mnt_hix_commit(q->ix, idx);
	if (!c || emit_commit(q, c, out)) {
		mbuf_setlen(out, start);
		return HQ_ASK_GIT;
	}
	return mbuf_failed(out) ? -ENOMEM : HQ_ANSWERED;
}
