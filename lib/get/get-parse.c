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
		/* the record says what the item is: its page is not read */
		if (db->item_lits[i].type != 'K' || !db->item_lits[i].live)
			continue;
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

/* Keyword k's regex on one line: a hit files its item. */
static void scan_kw(struct maint_get *g, struct kw *k, const char *l, size_t n,
		    bool prefixed)
{
	struct mnt_re *re = kw_regex(g, k, prefixed);

	if (re && mnt_db_tree_re(g->db, k->item, "K: regex", re, l, n, g->diag))
		kw_hit(g, k->item);
}

/*
 * Keyword scan of one patch line (with its newline): the keywords that
 * have a literal on it (g->kc) and those without literals, in keyword
 * order.
 */
static void scan_line(struct maint_get *g, const char *l, size_t n,
		      bool prefixed, size_t lineno)
{
	size_t a = 0;

	mnt_db_re_credit(g->db, MNT_RE_BUDGET_LINE);
	while (g->kci < g->nkc && g->kc[g->kci].line < lineno)
		g->kci++;
	for (;;) {
		uint32_t alone = a < g->nalone ? g->kw_alone[a] : UINT32_MAX;
		uint32_t cand = g->kci < g->nkc &&
						g->kc[g->kci].line == lineno ?
					g->kc[g->kci].kw :
					UINT32_MAX;

		if (alone == UINT32_MAX && cand == UINT32_MAX)
			break;
		if (alone < cand) {
			a++;
			scan_kw(g, &g->kws[alone], l, n, prefixed);
		} else {
			g->kci++;
			scan_kw(g, &g->kws[cand], l, n, prefixed);
		}
	}
}

static int cmp_kw_cand(const void *a, const void *b)
{
	const struct kw_cand *x = a, *y = b;

	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	return x->kw < y->kw ? -1 : x->kw > y->kw;
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

/*
 * The scanner of every keyword's literals, and the list of keywords
 * without any, made once per maint_get.
 */
static int kw_scan_ready(struct maint_get *g)
{
	const char **lits = NULL;
	uint32_t *ids = NULL;
	size_t n = 0, alits = 0, aids = 0, aalone = 0, i;
	int ret = 0;

	if (g->kw_scan)
		return 0;
	if (g->nkws >= UINT32_MAX)
		return -ENOMEM;
	g->nalone = 0;
	for (i = 0; i < g->nkws && !ret; i++) {
		char **lit;

		if (g->kws[i].alone) {
			if (ALLOC_GROW(g->kw_alone, g->nalone + 1, aalone))
				ret = -ENOMEM;
			else
				g->kw_alone[g->nalone++] = (uint32_t)i;
			continue;
		}
		for (lit = g->kws[i].lits; lit && *lit; lit++) {
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

/* The lines copied into a window of the scan, and where they begin. */
struct kw_window {
	struct maint_get *g;
	size_t *starts; /* offset of each line in the window */
	size_t *lines; /* its number in the patch */
	size_t n, astarts, alines;
};

static int kw_window_add(struct kw_window *w, size_t start, size_t line)
{
	if (ALLOC_GROW(w->starts, w->n + 1, w->astarts) ||
	    ALLOC_GROW(w->lines, w->n + 1, w->alines))
		return -ENOMEM;
	w->starts[w->n] = start;
	w->lines[w->n++] = line;
	return 0;
}

/* A literal of keyword id at pos of the window: its line a candidate. */
static int kw_found(uint32_t id, size_t pos, void *ctx)
{
	struct kw_window *w = ctx;
	struct maint_get *g = w->g;

	if (ALLOC_GROW(g->kc, g->nkc + 1, g->akc))
		return -ENOMEM;
	g->kc[g->nkc].line = w->lines[line_of(w->starts, w->n, pos)];
	g->kc[g->nkc++].kw = id;
	return 0;
}

/*
 * dst = src lower-cased (ASCII only), eight bytes at a time: a byte gets
 * 0x20 when its high bit is clear and 'A' <= byte <= 'Z', found by adding
 * 0x3f (crosses 0x80 from 'A' up) and 0x25 (from 'Z' + 1 up) to its low
 * seven bits, which cannot carry into the next byte.
 */
static void lower_copy(char *dst, const char *src, size_t n)
{
	const uint64_t lo7 = 0x7f7f7f7f7f7f7f7full, hi = 0x8080808080808080ull;
	size_t i = 0;

	for (; i + 8 <= n; i += 8) {
		uint64_t x, h;

		memcpy(&x, src + i, 8);
		h = x & lo7;
		x |= (((h + 0x3f3f3f3f3f3f3f3full) ^
		       (h + 0x2525252525252525ull)) &
		      ~x & hi) >>
		     2;
		memcpy(dst + i, &x, 8);
	}
	for (; i < n; i++) {
		char c = src[i];

		dst[i] = (c >= 'A' && c <= 'Z') ? (char)(c + 32) : c;
	}
}

/*
 * For every keyword, the lines of buf that hold one of its literals
 * (g->kc), in one pass (base/litscan.h) over a lower-cased copy of the
 * lines the script tries keywords on: before the diff's first file header
 * every line, after it only those that begin with '+' or '-' (it tries
 * "^[+-].*" . K there, which no other line can match).  The copy is made
 * a window of whole lines at a time; a line longer than a window is
 * scanned in windows that overlap by the longest literal, so a huge patch
 * needs no second copy of itself.
 */
#define KW_WINDOW ((size_t)1 << 20)

static bool file_header(const char *l, size_t n, const char **f, size_t *fl);

static int kw_long_line(struct kw_window *w, char *low, const char *l, size_t n,
			size_t line, size_t maxlit)
{
	size_t off;
	int ret = 0;

	for (off = 0; off < n && !ret; off += KW_WINDOW) {
		/* this window, plus enough to finish a literal begun in it */
		size_t wl = n - off < KW_WINDOW + maxlit - 1 ?
				    n - off :
				    KW_WINDOW + maxlit - 1;

		w->n = 0;
		if (kw_window_add(w, 0, line))
			return -ENOMEM;
		lower_copy(low, l + off, wl);
		/* a match starting in the next window is that window's */
		ret = mnt_litscan_run(w->g->kw_scan, low, wl, KW_WINDOW,
				      kw_found, w);
	}
	w->n = 0;
	return ret;
}

static int keyword_candidates(struct maint_get *g, const char *buf, size_t len)
{
	const char *p = buf, *end = buf + len;
	struct kw_window w = { .g = g };
	size_t line = 0, used = 0, maxlit, i, k;
	bool in_diff = false;
	char *low;
	int ret = kw_scan_ready(g);

	if (ret)
		return ret;
	g->nkc = g->kci = 0;
	maxlit = mnt_litscan_longest(g->kw_scan);
	if (!maxlit)
		maxlit = 1;
	low = malloc((len < KW_WINDOW ? len : KW_WINDOW) + maxlit + 1);
	if (!low)
		return -ENOMEM;
	for (; p < end && !ret; p += k, line++) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));

		k = nl ? (size_t)(nl - p) + 1 : (size_t)(end - p);
		if (in_diff && *p != '+' && *p != '-')
			continue;
		if (!in_diff && file_header(p, nl ? k - 1 : k, NULL, NULL))
			in_diff = true;
		if (used && used + k > KW_WINDOW) {
			ret = mnt_litscan_run(g->kw_scan, low, used, used,
					      kw_found, &w);
			used = w.n = 0;
		}
		if (ret)
			break;
		if (k > KW_WINDOW) {
			ret = kw_long_line(&w, low, p, k, line, maxlit);
			continue;
		}
		if (kw_window_add(&w, used, line)) {
			ret = -ENOMEM;
			break;
		}
		lower_copy(low + used, p, k);
		used += k;
	}
	if (!ret && used)
		ret = mnt_litscan_run(g->kw_scan, low, used, used, kw_found,
				      &w);
	free(w.starts);
	free(w.lines);
	free(low);
	if (ret)
		return ret;
	/* in line order, each keyword once a line */
	mnt_qsort(g->kc, g->nkc, sizeof(*g->kc), cmp_kw_cand);
	for (i = k = 0; i < g->nkc; i++)
		if (!k || g->kc[k - 1].line != g->kc[i].line ||
		    g->kc[k - 1].kw != g->kc[i].kw)
			g->kc[k++] = g->kc[i];
	g->nkc = k;
	return 0;
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

/* ^\+\+\+\s+(\S+) or ^---\s+(\S+): *f, *fl the \S+ */
static bool file_header(const char *l, size_t n, const char **f, size_t *fl)
{
	size_t i = 3, k;

	if (!starts(l, n, "+++") && !starts(l, n, "---"))
		return false;
	while (i < n && get_isspace(l[i]))
		i++;
	if (i == 3)
		return false;
	k = get_nonspace(l + i, n - i);
	if (!k)
		return false;
	if (f) {
		*f = l + i;
		*fl = k;
	}
	return true;
}

/* file_header(), then s@^[^/]*\/@@ */
static bool rule_file_header(struct maint_get *g, const char *l, size_t n,
			     bool *in_diff)
{
	size_t fl;
	const char *f, *slash;

	if (!file_header(l, n, &f, &fl))
		return false;
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
