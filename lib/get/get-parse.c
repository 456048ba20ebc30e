// SPDX-License-Identifier: GPL-2.0-only
/*
 * Reading the inputs of a get_maintainer.pl answer: the lines of a patch
 * that name files, Fixes: commits and hunks (the script's regexes, one
 * function per rule), -f files, and the K: keyword scan of both.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "base/litscan.h"
#include "get/get.h"
#include "get/fileemails.h"
#include "fsutil.h"
#include "base/kwfilter.h"

/*
 * K: patterns are matched per patch line, each as its own regex, exactly
 * as get_maintainer.pl does.  To keep that cheap, each pattern's necessary
 * literals are looked up in the whole patch first (memmem on a lower-cased
 * copy): a pattern runs only on the lines holding one of them.  A pattern
 * whose literals cannot be worked out runs on every line.
 */
/* *out: a new keyword for item i, or NULL when i is not a live K: item. */
static int keyword_add(struct maint_get *g, size_t i, struct kw **out)
{
	struct kw *k;

	*out = NULL;
	if (g->db->items[i].type != 'K' || g->db->section_of[i] == (size_t)-1)
		return 0;
	if (ALLOC_GROW(g->kws, g->nkws + 1, g->kws_alloc))
		return -ENOMEM;
	k = &g->kws[g->nkws++];
	memset(k, 0, sizeof(*k));
	k->item = i;
	*out = k;
	return 0;
}

/*
 * A cache file holds every K: item's literals (in item order): they are
 * borrowed from it, not worked out again.
 */
static int keywords_compile(struct maint_get *g)
{
	struct maint_db *db = g->db;
	struct kw *k;
	size_t i;
	int n;

	for (i = 0; i < db->nitem_lits; i++) {
		if (keyword_add(g, db->item_lits[i].item, &k))
			return -ENOMEM;
		if (!k)
			continue;
		k->lits = db->item_lits[i].lits;
		k->lits_borrowed = true;
		k->alone = !k->lits;
	}
	for (i = 0; i < db->nitems && !db->item_lits; i++) {
		if (keyword_add(g, i, &k))
			return -ENOMEM;
		if (!k)
			continue;
		n = mnt_kw_literals(db->items[i].value, true, &k->lits);
		if (n < 0)
			return -ENOMEM;
		k->alone = n == 0;
	}
	return 0;
}

/* The regex of keyword k, plain or behind "^[+-].*"; compiled once. */
static struct mnt_re *kw_regex(struct maint_get *g, struct kw *k, bool prefixed)
{
	const struct maint_item *it = &g->db->items[k->item];
	struct mnt_re **slot = prefixed ? &k->prefixed : &k->plain;
	bool *tried = prefixed ? &k->prefixed_tried : &k->plain_tried;
	struct mbuf pat = MBUF_INIT;
	char err[256];

	if (*tried)
		return *slot;
	*tried = true;
	if (prefixed)
		mbuf_adds(&pat, "^[+-].*");
	mbuf_adds(&pat, it->value);
	*slot = mnt_re_compile(pat.buf, pat.len, MNT_RE_EXTENDED, err,
			       sizeof(err));
	if (!*slot && !k->warned) {
		struct mbuf m = MBUF_INIT;

		k->warned = true;
		mbuf_addf(&m, "K: regex '%s' does not compile: %s", it->value,
			  err);
		mnt_diag(g->diag, it->file, it->line, MAINT_WARNING, m.buf);
		mbuf_release(&m);
	}
	mbuf_release(&pat);
	return *slot;
}

/* Keywords are compiled on first use: a -f query never needs them. */
static int keywords_ready(struct maint_get *g)
{
	if (g->kws_ready)
		return 0;
	g->kws_ready = true;
	return keywords_compile(g);
}

static void kw_hit(struct maint_get *g, size_t item)
{
	char num[32];
	int n = snprintf(num, sizeof(num), "%zu", item);

	mnt_strlist_push(&g->keyword_tvi, num, (size_t)n);
}

/* Keyword scan of one patch line (with its newline). */
static void scan_line(struct maint_get *g, const char *l, size_t n,
		      bool prefixed, size_t lineno)
{
	size_t i;

	mnt_db_re_credit(g->db, MNT_RE_BUDGET_LINE);
	for (i = 0; i < g->nkws; i++) {
		struct kw *k = &g->kws[i];
		struct mnt_re *re;

		if (!k->alone) {
			while (k->ci < k->ncand && k->cand[k->ci] < lineno)
				k->ci++;
			if (k->ci >= k->ncand || k->cand[k->ci] != lineno)
				continue;
		}
		re = kw_regex(g, k, prefixed);
		if (!re)
			continue;
		if (mnt_db_tree_re(g->db, k->item, "K: regex", re, l, n,
				   g->diag))
			kw_hit(g, k->item);
	}
}

static int cmp_size(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	return x < y ? -1 : x > y;
}

static size_t line_of(const size_t *starts, size_t nlines, size_t off)
{
	size_t lo = 0, hi = nlines;

	while (hi - lo > 1) {
		size_t mid = (lo + hi) / 2;

		if (starts[mid] <= off)
			lo = mid;
		else
			hi = mid;
	}
	return lo;
}

/* The scanner of every keyword's literals, made once per maint_get. */
static int kw_scan_ready(struct maint_get *g)
{
	const char **lits = NULL;
	uint32_t *ids = NULL;
	size_t n = 0, alits = 0, aids = 0, i;
	int ret = 0;

	if (g->kw_scan)
		return 0;
	for (i = 0; i < g->nkws && !ret; i++) {
		char **lit;

		for (lit = g->kws[i].alone ? NULL : g->kws[i].lits; lit && *lit;
		     lit++) {
			if (ALLOC_GROW(lits, n + 1, alits) ||
			    ALLOC_GROW(ids, n + 1, aids)) {
				ret = -ENOMEM;
				break;
			}
			lits[n] = *lit;
			ids[n++] = (uint32_t)i;
		}
	}
	if (!ret) {
		g->kw_scan = mnt_litscan_new(lits, ids, n);
		if (!g->kw_scan)
			ret = -ENOMEM;
	}
	free(lits);
	free(ids);
	return ret;
}

struct kw_window {
	struct maint_get *g;
	const size_t *starts;
	size_t nlines, base;
};

/* A literal of keyword id at pos of the window: its line a candidate. */
static int kw_found(uint32_t id, size_t pos, void *ctx)
{
	struct kw_window *w = ctx;
	struct kw *k = &w->g->kws[id];

	if (ALLOC_GROW(k->cand, k->ncand + 1, k->acand))
		return -ENOMEM;
	k->cand[k->ncand++] = line_of(w->starts, w->nlines, w->base + pos);
	return 0;
}

/*
 * For every keyword, the lines of buf that hold one of its literals, in
 * one pass (base/litscan.h).  The text is lower-cased a window at a time
 * (windows overlap by the longest literal), so a huge patch needs no
 * second copy of itself.
 */
#define KW_WINDOW ((size_t)1 << 20)

static int keyword_candidates(struct maint_get *g, const char *buf, size_t len)
{
	size_t *starts = NULL, nl = 0, al = 0, i, maxlit, w;
	struct kw_window win = { g, NULL, 0, 0 };
	char *low;
	int ret = kw_scan_ready(g);

	if (ret)
		return ret;
	for (i = 0; i < len; i++) {
		if (i == 0 || buf[i - 1] == '\n') {
			if (ALLOC_GROW(starts, nl + 1, al)) {
				free(starts);
				return -ENOMEM;
			}
			starts[nl++] = i;
		}
	}
	for (i = 0; i < g->nkws; i++)
		g->kws[i].ncand = g->kws[i].ci = 0;
	maxlit = mnt_litscan_longest(g->kw_scan);
	if (!maxlit)
		maxlit = 1;
	low = malloc((len < KW_WINDOW ? len : KW_WINDOW) + maxlit + 1);
	if (!low) {
		free(starts);
		return -ENOMEM;
	}
	win.starts = starts;
	win.nlines = nl;
	for (w = 0; w < len && !ret; w += KW_WINDOW) {
		/* this window, plus enough to finish a literal begun in it */
		size_t wl = len - w < KW_WINDOW + maxlit - 1 ?
				    len - w :
				    KW_WINDOW + maxlit - 1;

		for (i = 0; i < wl; i++) {
			char c = buf[w + i];

			low[i] = (c >= 'A' && c <= 'Z') ? (char)(c + 32) : c;
		}
		/* a match starting in the next window is that window's */
		win.base = w;
		ret = mnt_litscan_run(g->kw_scan, low, wl, KW_WINDOW, kw_found,
				      &win);
	}
	/* in line order, each line once */
	for (i = 0; i < g->nkws && !ret; i++) {
		struct kw *k = &g->kws[i];
		size_t j, n = 0;

		mnt_qsort(k->cand, k->ncand, sizeof(*k->cand), cmp_size);
		for (j = 0; j < k->ncand; j++)
			if (!n || k->cand[n - 1] != k->cand[j])
				k->cand[n++] = k->cand[j];
		k->ncand = n;
	}
	free(starts);
	free(low);
	return ret;
}

static int read_tree_file(struct maint_get *g, const char *path, char **buf,
			  size_t *len)
{
	/* inside the tree only (mnt_tree_open()) */
	return mnt_read_tree_file(g->o.root, path, 256u << 20, buf, len);
}

int maint_get_add_file(struct maint_get *g, const char *path)
{
	char *buf;
	size_t len, i;

	mnt_strlist_push(&g->files, path, strlen(path));
	/* scripts before --keywords-in-file scan -f files whenever on */
	if (!get_has(g, MAINT_SF_FILE_EMAILS_ALL) &&
	    strcmp(path, "MAINTAINERS"))
		mnt_file_emails(g, path);
	if (strcmp(path, "MAINTAINERS") && g->o.keywords &&
	    (g->o.keywords_in_file || !get_has(g, MAINT_SF_KEYWORDS_IN_FILE)) &&
	    keywords_ready(g) == 0 &&
	    read_tree_file(g, path, &buf, &len) == 0) {
		mnt_db_re_credit(g->db, MNT_RE_BUDGET_PATH);
		for (i = 0; i < g->nkws; i++) {
			struct mnt_re *re = kw_regex(g, &g->kws[i], false);

			if (re &&
			    mnt_db_tree_re(g->db, g->kws[i].item, "K: regex",
					   re, buf, len, g->diag))
				kw_hit(g, g->kws[i].item);
		}
		free(buf);
	}
	return g->files.oom ? -ENOMEM : 0;
}

static bool starts(const char *l, size_t n, const char *p)
{
	size_t k = strlen(p);

	return n >= k && !memcmp(l, p, k);
}

static bool is_octal(char c)
{
	return c >= '0' && c <= '7';
}

static bool is_hex(char c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') ||
	       (c >= 'A' && c <= 'F');
}

/*
 * The rules of the script's patch loop, in its order.  Each sees one line
 * (without its newline) and returns true when it took the line: a line
 * taken by a rule is not scanned for keywords.
 */

/* ^ mode change [0-7]+ => [0-7]+ (\S+)\s*$ */
static bool rule_mode_change(struct maint_get *g, const char *l, size_t n)
{
	size_t i = 13, k = i;

	if (!starts(l, n, " mode change "))
		return false;
	while (i < n && is_octal(l[i]))
		i++;
	if (i == k || !starts(l + i, n - i, " => "))
		return false;
	i += 4;
	k = i;
	while (i < n && is_octal(l[i]))
		i++;
	if (i > k && i < n && l[i] == ' ') {
		size_t f = i + 1, fl = get_nonspace(l + f, n - f);

		if (fl && get_only_space(l + f + fl, n - f - fl)) {
			mnt_strlist_push(&g->files, l + f, fl);
			return true;
		}
	}
	return false;
}

/* ^rename (?:from|to) (\S+)\s*$ */
static bool rule_rename(struct maint_get *g, const char *l, size_t n)
{
	size_t f, fl;

	if (!starts(l, n, "rename from ") && !starts(l, n, "rename to "))
		return false;
	f = l[7] == 'f' ? 12 : 10;
	fl = get_nonspace(l + f, n - f);
	if (fl && get_only_space(l + f + fl, n - f - fl)) {
		mnt_strlist_push(&g->files, l + f, fl);
		return true;
	}
	return false;
}

/*
 * ^diff --git a\/(\S+) b\/(\S+)\s*$: \S+ can only end where a non-space
 * run ends, so backtracking cannot find another " b/" than the one
 * right after the first run.
 */
static bool rule_diff_git(struct maint_get *g, const char *l, size_t n)
{
	size_t a = 13, al, b, bs, bl;

	if (!starts(l, n, "diff --git a/"))
		return false;
	al = get_nonspace(l + a, n - a);
	b = a + al;
	if (!al || !starts(l + b, n - b, " b/"))
		return false;
	bs = b + 3;
	bl = get_nonspace(l + bs, n - bs);
	if (!bl || !get_only_space(l + bs + bl, n - bs - bl))
		return false;
	mnt_strlist_push(&g->files, l + a, al);
	mnt_strlist_push(&g->files, l + bs, bl);
	return true;
}

/* ^Fixes:\s+([0-9a-fA-F]{6,40}) */
static bool rule_fixes(struct maint_get *g, const char *l, size_t n)
{
	size_t i = 6, h;

	if (!starts(l, n, "Fixes:"))
		return false;
	while (i < n && get_isspace(l[i]))
		i++;
	if (i == 6)
		return false;
	h = i;
	while (i < n && is_hex(l[i]) && i - h < 40)
		i++;
	if (i - h < 6)
		return false;
	if (g->o.fixes)
		mnt_strlist_push(&g->fixes, l + h, i - h);
	return true;
}

/* ^\+\+\+\s+(\S+) or ^---\s+(\S+), then s@^[^/]*\/@@ */
static bool rule_file_header(struct maint_get *g, const char *l, size_t n,
			     bool *in_diff)
{
	size_t i = 3, fl;
	const char *f, *slash;

	if (!starts(l, n, "+++") && !starts(l, n, "---"))
		return false;
	while (i < n && get_isspace(l[i]))
		i++;
	if (i == 3)
		return false;
	fl = get_nonspace(l + i, n - i);
	if (!fl)
		return false;
	f = l + i;
	*in_diff = true;
	/* Xen's fork leaves out the placeholder of a new or deleted file */
	if (get_has(g, MAINT_SF_SKIP_DEVNULL) && fl == 9 &&
	    !memcmp(f, "/dev/null", 9))
		return true;
	slash = memchr(f, '/', fl);
	if (slash) {
		fl -= (size_t)(slash + 1 - f);
		f = slash + 1;
	}
	mnt_strlist_push(&g->files, f, fl);
	free(g->lastfile);
	g->lastfile = mnt_strndup(f, fl);
	return true;
}

/* ^\@\@ -(\d+),(\d+): with --git-blame the hunk's range of lastfile */
static bool rule_hunk(struct maint_get *g, const char *l, size_t n)
{
	size_t i = 4, k = i, c, e;

	if (!starts(l, n, "@@ -"))
		return false;
	while (i < n && l[i] >= '0' && l[i] <= '9')
		i++;
	if (i == k || i >= n || l[i] != ',' || i + 1 >= n || l[i + 1] < '0' ||
	    l[i + 1] > '9')
		return false;
	c = i + 1;
	e = c;
	while (e < n && l[e] >= '0' && l[e] <= '9')
		e++;
	if (g->o.git_blame) {
		struct mbuf r = MBUF_INIT;

		mbuf_addf(&r, "%s:%.*s:%.*s", g->lastfile ? g->lastfile : "",
			  (int)(i - k), l + k, (int)(e - c), l + c);
		mnt_strlist_push(&g->ranges, r.buf, r.len);
		mbuf_release(&r);
	}
	return true;
}

/*
 * Returns true when the line named files (the rules before keywords): the
 * rules the script has, in its order.
 */
static bool patch_line(struct maint_get *g, const char *l, size_t n,
		       bool *in_diff)
{
	return (get_has(g, MAINT_SF_MODE_CHANGE) &&
		rule_mode_change(g, l, n)) ||
	       (get_has(g, MAINT_SF_RENAME) && rule_rename(g, l, n)) ||
	       (get_has(g, MAINT_SF_DIFF_GIT) && rule_diff_git(g, l, n)) ||
	       (get_has(g, MAINT_SF_FIXES) && rule_fixes(g, l, n)) ||
	       rule_file_header(g, l, n, in_diff) || rule_hunk(g, l, n);
}

int maint_get_add_patch(struct maint_get *g, const char *name, const char *buf,
			size_t len)
{
	const char *p = buf, *end = buf + len;
	size_t before = g->files.n;
	bool in_diff = false;
	size_t lineno = 0;
	int ret;

	if (g->o.keywords) {
		ret = keywords_ready(g);
		if (ret)
			return ret;
	}

	if (g->o.keywords && g->nkws) {
		ret = keyword_candidates(g, buf, len);
		if (ret)
			return ret;
	}
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) + 1 : (size_t)(end - p);

		/* the rules see the line without its newline */
		if (!patch_line(g, p, nl ? n - 1 : n, &in_diff) &&
		    g->o.keywords)
			scan_line(g, p, n, in_diff, lineno);
		p += n;
		lineno++;
	}
	if (g->files.n == before) {
		struct mbuf m = MBUF_INIT;

		mbuf_addf(
			&m,
			"file '%s' doesn't appear to be a patch.  Add -f to options?",
			name);
		mnt_diag(g->diag, NULL, 0, MAINT_WARNING, m.buf);
		mbuf_release(&m);
	}
	mnt_strlist_sort_uniq(&g->files);
	return g->files.oom ? -ENOMEM : 0;
}
