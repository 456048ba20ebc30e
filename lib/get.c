// SPDX-License-Identifier: GPL-2.0-only
/*
 * The answer of get_maintainer.pl: which people, lists, trees, statuses,
 * subsystems, web pages and bug trackers a set of files or patches gets,
 * assembled with exactly the script's rules and its output format.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "email.h"
#include "get-dedup.h"
#include "get.h"
#include "git.h"
#include "kwfilter.h"

#define MAX_PATCH_LINE_KEYWORDS 4096

void maint_get_opts_init(struct maint_get_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->email = true;
	o->usename = true;
	o->maintainer = true;
	o->reviewer = true;
	o->fixes = true;
	o->list = true;
	o->moderated = true;
	o->subscriber = false;
	o->git_blame_signatures = true;
	o->git_fallback = true;
	o->git_min_signatures = 1;
	o->git_max_maintainers = 5;
	o->git_min_percent = 5;
	o->git_since = "1-year-ago";
	o->remove_duplicates = true;
	o->mailmap = true;
	o->multiline = true;
	o->rolestats = true;
	o->separator = ", ";
	o->letters = "";
	o->keywords = true;
}

/*
 * K: patterns are matched per patch line, each as its own regex, exactly
 * as get_maintainer.pl does.  To keep that cheap, each pattern's necessary
 * literals are looked up in the whole patch first (memmem on a lower-cased
 * copy): a pattern runs only on the lines holding one of them.  A pattern
 * whose literals cannot be worked out runs on every line.
 */
static int keywords_compile(struct maint_get *g)
{
	struct maint_db *db = g->db;
	size_t i;

	for (i = 0; i < db->nitems; i++) {
		const struct maint_item *it = &db->items[i];
		struct kw *k;
		int n;

		if (it->type != 'K' || db->section_of[i] == (size_t)-1)
			continue;
		if (ALLOC_GROW(g->kws, g->nkws + 1, g->kws_alloc))
			return -ENOMEM;
		k = &g->kws[g->nkws++];
		memset(k, 0, sizeof(*k));
		k->item = i;
		n = mnt_kw_literals(it->value, true, &k->lits);
		if (n < 0)
			return -ENOMEM;
		k->alone = n == 0;
	}
	return 0;
}

/* The regex of keyword k, plain or behind "^[+-].*"; compiled once. */
static struct mnt_re *kw_regex(struct maint_get *g, struct kw *k,
			       bool prefixed)
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

static void kw_limit_warn(struct maint_get *g, struct kw *k)
{
	const struct maint_item *it = &g->db->items[k->item];
	struct mbuf m = MBUF_INIT;

	if (k->warned)
		return;
	k->warned = true;
	mbuf_addf(&m, "K: regex '%s' exceeds the match limit; skipped",
		  it->value);
	mnt_diag(g->diag, it->file, it->line, MAINT_WARNING, m.buf);
	mbuf_release(&m);
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
	int rc;

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
		rc = mnt_re_match(re, l, n, 0, NULL, 0);
		if (rc == MNT_RE_LIMIT)
			kw_limit_warn(g, k);
		if (rc == MNT_RE_MATCH)
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

/*
 * For every keyword, the lines of buf that hold one of its literals.  The
 * text is lower-cased a window at a time (windows overlap by the longest
 * literal), so a huge patch needs no second copy of itself.
 */
#define KW_WINDOW ((size_t)1 << 20)

static int keyword_candidates(struct maint_get *g, const char *buf,
			      size_t len)
{
	size_t *starts = NULL, nl = 0, al = 0, i, maxlit = 1, w;
	char *low;
	int ret = 0;

	for (i = 0; i < len; i++) {
		if (i == 0 || buf[i - 1] == '\n') {
			if (ALLOC_GROW(starts, nl + 1, al)) {
				free(starts);
				return -ENOMEM;
			}
			starts[nl++] = i;
		}
	}
	for (i = 0; i < g->nkws; i++) {
		char **lit;

		g->kws[i].ncand = g->kws[i].ci = 0;
		for (lit = g->kws[i].lits; lit && *lit; lit++)
			if (strlen(*lit) > maxlit)
				maxlit = strlen(*lit);
	}
	low = malloc(KW_WINDOW + maxlit + 1);
	if (!low) {
		free(starts);
		return -ENOMEM;
	}
	for (w = 0; w < len && !ret; w += KW_WINDOW) {
		/* this window, plus enough to finish a literal begun in it */
		size_t wl = len - w < KW_WINDOW + maxlit - 1 ?
				    len - w :
				    KW_WINDOW + maxlit - 1;

		for (i = 0; i < wl; i++) {
			char c = buf[w + i];

			low[i] = (c >= 'A' && c <= 'Z') ? (char)(c + 32) : c;
		}
		for (i = 0; i < g->nkws && !ret; i++) {
			struct kw *k = &g->kws[i];
			char **lit;

			if (k->alone)
				continue;
			for (lit = k->lits; *lit; lit++) {
				size_t ll = strlen(*lit), off = 0;
				const char *hit;

				while (off < wl &&
				       (hit = memmem(low + off, wl - off, *lit,
						     ll))) {
					size_t pos = (size_t)(hit - low);
					size_t ln;

					/* a match starting in the next window
					 * is that window's */
					if (pos >= KW_WINDOW)
						break;
					ln = line_of(starts, nl, w + pos);
					if (ALLOC_GROW(k->cand, k->ncand + 1,
						       k->acand)) {
						ret = -ENOMEM;
						break;
					}
					k->cand[k->ncand++] = ln;
					off = pos + 1;
				}
			}
		}
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

int maint_get_new(struct maint_get **out, struct maint_db *db,
		  const struct maint_get_opts *o,
		  const struct maint_diag_sink *diag)
{
	struct maint_get *g;
	int ret;

	*out = NULL;
	g = calloc(1, sizeof(*g));
	if (!g)
		return -ENOMEM;
	g->db = db;
	g->o = *o;
	g->diag = diag;
	mbuf_init(&g->out);
	mnt_mailmap_init(&g->mailmap);
	if (g->o.sections || (g->o.letters && g->o.letters[0])) {
		g->o.sections = true;
		g->o.email = false;
		g->o.list = false;
		g->o.scm = g->o.status = g->o.subsystem = g->o.web = false;
		g->o.bug = false;
		g->o.keywords = false;
		g->o.keywords_in_file = false;
	}
	if (g->o.compat == MAINT_COMPAT_6_12)
		g->o.substatus = false; /* the 6.12 script has no --substatus */
	if (g->o.separator && strcmp(g->o.separator, ", "))
		g->o.multiline = false;
	if (g->o.rolestats)
		g->o.roles = true;
	mnt_dedup_init(&g->dedup, &g->mailmap, g->o.remove_duplicates);
	g->git = mnt_githist_new(&g->o, g->diag);
	if (!g->git) {
		maint_get_free(g);
		return -ENOMEM;
	}
	if (g->o.mailmap) {
		struct mbuf p = MBUF_INIT;
		char *buf;
		size_t len;

		if (g->o.root) {
			mbuf_adds(&p, g->o.root);
			mbuf_addch(&p, '/');
		}
		mbuf_adds(&p, ".mailmap");
		if (!mbuf_failed(&p) &&
		    mnt_read_file(p.buf, 64u << 20, &buf, &len) == 0) {
			ret = mnt_mailmap_load(&g->mailmap, buf, len);
			free(buf);
			if (ret) {
				mbuf_release(&p);
				maint_get_free(g);
				return ret;
			}
		}
		mbuf_release(&p);
	}
	*out = g;
	return 0;
}

static void people_clear(struct people *p)
{
	size_t i;

	for (i = 0; i < p->n; i++) {
		free(p->v[i].email);
		free(p->v[i].role);
	}
	free(p->v);
	memset(p, 0, sizeof(*p));
}

static void role_index_reset(struct maint_get *g);

void maint_get_free(struct maint_get *g)
{
	size_t i;

	if (!g)
		return;
	for (i = 0; i < g->nkws; i++) {
		mnt_re_free(g->kws[i].plain);
		mnt_re_free(g->kws[i].prefixed);
		mnt_kw_literals_free(g->kws[i].lits);
		free(g->kws[i].cand);
	}
	free(g->kws);
	mnt_strlist_clear(&g->files);
	mnt_strlist_clear(&g->fixes);
	mnt_strlist_clear(&g->keyword_tvi);
	mnt_strlist_clear(&g->file_emails);
	mnt_strlist_clear(&g->scm);
	mnt_strlist_clear(&g->web);
	mnt_strlist_clear(&g->bug);
	mnt_strlist_clear(&g->subsystem);
	mnt_strlist_clear(&g->status);
	mnt_strlist_clear(&g->substatus);
	people_clear(&g->email_to);
	role_index_reset(g);
	people_clear(&g->list_to);
	for (i = 0; i < g->nresult; i++) {
		free(g->result[i].email);
		free(g->result[i].role);
	}
	free(g->result);
	free(g->matches);
	free(g->match_files);
	free(g->exact);
	free(g->lastfile);
	mnt_githist_free(g->git);
	mnt_strlist_clear(&g->ranges);
	mnt_map_clear(&g->hash_list_to);
	mnt_map_clear(&g->email_hash_name);
	mnt_map_clear(&g->email_hash_address);
	mnt_dedup_clear(&g->dedup);
	mnt_mailmap_clear(&g->mailmap);
	mbuf_release(&g->out);
	mnt_re_free(g->chief_re);
	free(g);
}

static int read_tree_file(struct maint_get *g, const char *path, char **buf,
			  size_t *len)
{
	struct mbuf p = MBUF_INIT;
	struct stat st;
	int ret;

	if (g->o.root && path[0] != '/') {
		mbuf_adds(&p, g->o.root);
		mbuf_addch(&p, '/');
	}
	mbuf_adds(&p, path);
	if (mbuf_failed(&p)) {
		mbuf_release(&p);
		return -ENOMEM;
	}
	if (stat(p.buf, &st) || !S_ISREG(st.st_mode)) {
		mbuf_release(&p);
		return -ENOENT;
	}
	ret = mnt_read_file(p.buf, 256u << 20, buf, len);
	mbuf_release(&p);
	return ret;
}

int maint_get_add_file(struct maint_get *g, const char *path)
{
	char *buf;
	size_t len, i;

	mnt_strlist_push(&g->files, path, strlen(path));
	if (strcmp(path, "MAINTAINERS") && g->o.keywords &&
	    g->o.keywords_in_file && keywords_ready(g) == 0 &&
	    read_tree_file(g, path, &buf, &len) == 0) {
		for (i = 0; i < g->nkws; i++) {
			struct mnt_re *re = kw_regex(g, &g->kws[i], false);
			int rc;

			if (!re)
				continue;
			rc = mnt_re_match(re, buf, len, 0, NULL, 0);
			if (rc == MNT_RE_LIMIT)
				kw_limit_warn(g, &g->kws[i]);
			if (rc == MNT_RE_MATCH)
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

static bool sp(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	       c == '\v';
}

/* Length of the \S+ run at p (bounded by n). */
static size_t nonspace(const char *p, size_t n)
{
	size_t i = 0;

	while (i < n && !sp(p[i]))
		i++;
	return i;
}

/* Is the rest of the line only blanks (for "\s*$")? */
static bool only_space(const char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!sp(p[i]))
			return false;
	return true;
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

/* Returns true when the line named files (the rules before keywords). */
static bool patch_line(struct maint_get *g, const char *l, size_t n,
		       bool *in_diff)
{
	size_t i, k;

	/* ^ mode change [0-7]+ => [0-7]+ (\S+)\s*$ */
	if (starts(l, n, " mode change ")) {
		i = 13;
		k = i;
		while (i < n && is_octal(l[i]))
			i++;
		if (i > k && starts(l + i, n - i, " => ")) {
			i += 4;
			k = i;
			while (i < n && is_octal(l[i]))
				i++;
			if (i > k && i < n && l[i] == ' ') {
				size_t f = i + 1, fl = nonspace(l + f, n - f);

				if (fl && only_space(l + f + fl, n - f - fl)) {
					mnt_strlist_push(&g->files, l + f, fl);
					return true;
				}
			}
		}
	}
	/* ^rename (?:from|to) (\S+)\s*$ */
	if (starts(l, n, "rename from ") || starts(l, n, "rename to ")) {
		size_t f = l[7] == 'f' ? 12 : 10, fl = nonspace(l + f, n - f);

		if (fl && only_space(l + f + fl, n - f - fl)) {
			mnt_strlist_push(&g->files, l + f, fl);
			return true;
		}
	}
	/* ^diff --git a\/(\S+) b\/(\S+)\s*$ */
	if (starts(l, n, "diff --git a/")) {
		size_t a = 13, al = nonspace(l + a, n - a);

		/* backtracking can only shorten \S+ before " b/" */
		while (al) {
			size_t b = a + al;

			if (starts(l + b, n - b, " b/")) {
				size_t bs = b + 3, bl = nonspace(l + bs, n - bs);

				if (bl && only_space(l + bs + bl,
						     n - bs - bl)) {
					mnt_strlist_push(&g->files, l + a, al);
					mnt_strlist_push(&g->files, l + bs, bl);
					return true;
				}
			}
			al--;
			/* \S+ can only end where a non-space run ends */
			break;
		}
	}
	/* ^Fixes:\s+([0-9a-fA-F]{6,40}) */
	if (starts(l, n, "Fixes:")) {
		i = 6;
		k = i;
		while (i < n && sp(l[i]))
			i++;
		if (i > k) {
			size_t h = i;

			while (i < n && is_hex(l[i]) && i - h < 40)
				i++;
			if (i - h >= 6) {
				if (g->o.fixes)
					mnt_strlist_push(&g->fixes, l + h, i - h);
				return true;
			}
		}
	}
	/* ^\+\+\+\s+(\S+) or ^---\s+(\S+) */
	if (starts(l, n, "+++") || starts(l, n, "---")) {
		i = 3;
		k = i;
		while (i < n && sp(l[i]))
			i++;
		if (i > k) {
			size_t fl = nonspace(l + i, n - i);

			if (fl) {
				const char *f = l + i;
				const char *slash = memchr(f, '/', fl);

				/* s@^[^/]*\/@@ */
				if (slash) {
					fl -= (size_t)(slash + 1 - f);
					f = slash + 1;
				}
				mnt_strlist_push(&g->files, f, fl);
				free(g->lastfile);
				g->lastfile = mnt_strndup(f, fl);
				*in_diff = true;
				return true;
			}
		}
	}
	/* ^\@\@ -(\d+),(\d+) */
	if (starts(l, n, "@@ -")) {
		i = 4;
		k = i;
		while (i < n && l[i] >= '0' && l[i] <= '9')
			i++;
		if (i > k && i < n && l[i] == ',' && i + 1 < n &&
		    l[i + 1] >= '0' && l[i + 1] <= '9') {
			size_t c = i + 1, e = c;

			while (e < n && l[e] >= '0' && l[e] <= '9')
				e++;
			if (g->o.git_blame) {
				struct mbuf r = MBUF_INIT;

				mbuf_addf(&r, "%s:%.*s:%.*s",
					  g->lastfile ? g->lastfile : "",
					  (int)(i - k), l + k, (int)(e - c),
					  l + c);
				mnt_strlist_push(&g->ranges, r.buf, r.len);
				mbuf_release(&r);
			}
			return true;
		}
	}
	return false;
}

int maint_get_add_patch(struct maint_get *g, const char *name,
			const char *buf, size_t len)
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

		mbuf_addf(&m,
			  "file '%s' doesn't appear to be a patch.  Add -f to options?",
			  name);
		mnt_diag(g->diag, NULL, 0, MAINT_WARNING, m.buf);
		mbuf_release(&m);
	}
	mnt_strlist_sort_uniq(&g->files);
	return g->files.oom ? -ENOMEM : 0;
}

size_t maint_get_nfiles(const struct maint_get *g)
{
	return g->files.n;
}

const char *maint_get_file(const struct maint_get *g, size_t i)
{
	return i < g->files.n ? g->files.v[i] : NULL;
}

/* get_subsystem_name(): the header, cut to 47 characters plus "..." */
static void subsystem_name(struct maint_get *g, size_t sec, struct mbuf *out)
{
	const char *h = maint_section_name(g->db, sec);
	size_t n = strlen(h);

	mbuf_reset(out);
	if (mnt_utf8_len(h, n) > 50) {
		size_t cut = mnt_utf8_offset(h, n, 47);

		while (cut && sp(h[cut - 1]))
			cut--;
		mbuf_add(out, h, cut);
		mbuf_adds(out, "...");
	} else {
		mbuf_add(out, h, n);
	}
}

static bool email_inuse(struct maint_get *g, const struct mbuf *name,
			const struct mbuf *addr)
{
	struct mbuf lc = MBUF_INIT;
	bool r = false;

	if (!name->len && !addr->len)
		return true;
	if (name->len) {
		mnt_email_key(&lc, name->buf, name->len);
		if (mnt_map_find(&g->email_hash_name, lc.buf, lc.len))
			r = true;
	}
	if (!r && addr->len) {
		mnt_email_key(&lc, addr->buf, addr->len);
		if (mnt_map_find(&g->email_hash_address, lc.buf, lc.len))
			r = true;
	}
	mbuf_release(&lc);
	return r;
}

static void people_push(struct people *p, const char *email, size_t el,
			const char *role)
{
	struct person *e;

	if (ALLOC_GROW(p->v, p->n + 1, p->alloc)) {
		p->oom = true;
		return;
	}
	e = &p->v[p->n];
	e->email = mnt_strndup(email, el);
	e->role = strdup(role);
	if (!e->email || !e->role) {
		free(e->email);
		free(e->role);
		p->oom = true;
		return;
	}
	p->n++;
}

/* push_email_address() */
bool mnt_push_email_address(struct maint_get *g, const char *line,
			       size_t n, const char *role)
{
	struct mbuf name = MBUF_INIT, addr = MBUF_INIT, f = MBUF_INIT,
		    lc = MBUF_INIT;
	bool ok = true;

	mnt_email_parse(line, n, &name, &addr);
	if (!addr.len) {
		ok = false;
		goto out;
	}
	if (!g->o.remove_duplicates) {
		mnt_email_format(&f, name.buf, name.len, addr.buf, addr.len,
				 g->o.usename);
		people_push(&g->email_to, f.buf, f.len, role);
	} else if (!email_inuse(g, &name, &addr)) {
		mnt_email_format(&f, name.buf, name.len, addr.buf, addr.len,
				 g->o.usename);
		people_push(&g->email_to, f.buf, f.len, role);
		if (name.len) {
			mnt_email_key(&lc, name.buf, name.len);
			mnt_map_insert(&g->email_hash_name, lc.buf, lc.len,
				       NULL);
		}
		mnt_email_key(&lc, addr.buf, addr.len);
		mnt_map_insert(&g->email_hash_address, lc.buf, lc.len, NULL);
	}
out:
	mbuf_release(&name);
	mbuf_release(&addr);
	mbuf_release(&f);
	mbuf_release(&lc);
	return ok;
}

/* push_email_addresses() */
static void push_email_addresses(struct maint_get *g, const char *value,
				 const char *role)
{
	struct mbuf items = MBUF_INIT;
	size_t n = strlen(value), count, i;
	const char *p;

	if (!n)
		return; /* an empty list is a valid one */
	if (!strchr(value, ',')) {
		/*
		 * Without a comma the value is one address or none, valid
		 * RFC 822 or not (comments cannot make a list either): the
		 * RFC 822 regexes would not change what is pushed.
		 */
		if (!mnt_push_email_address(g, value, n, role))
			goto invalid;
	} else if (mnt_rfc822_valid(value, n)) {
		mnt_push_email_address(g, value, n, role);
	} else if (mnt_rfc822_validlist(value, n, &items, &count)) {
		p = items.buf;
		for (i = 0; i < count; i++) {
			size_t l = strlen(p);

			/* while (my $entry = shift) stops at a false one */
			if (!l || !strcmp(p, "0"))
				break;
			mnt_push_email_address(g, p, l, role);
			p += l + 1;
		}
	} else if (!mnt_push_email_address(g, value, n, role)) {
		struct mbuf m;
invalid:
		mbuf_init(&m);
		mbuf_addf(&m, "Invalid MAINTAINERS address: '%s'", value);
		mnt_diag(g->diag, NULL, 0, MAINT_WARNING, m.buf);
		mbuf_release(&m);
	}
	mbuf_release(&items);
}

static void add_list(struct maint_get *g, const char *addr, size_t al,
		     const char *kind, const char *role, const char *suffix)
{
	struct mbuf r = MBUF_INIT, lc = MBUF_INIT;

	mnt_email_key(&lc, addr, al);
	mnt_map_insert(&g->hash_list_to, lc.buf, lc.len, NULL);
	mbuf_adds(&r, kind);
	mbuf_adds(&r, role);
	mbuf_adds(&r, suffix);
	people_push(&g->list_to, addr, al, r.buf);
	mbuf_release(&r);
	mbuf_release(&lc);
}

static bool list_seen(struct maint_get *g, const char *addr, size_t al)
{
	struct mbuf lc = MBUF_INIT;
	bool r;

	mnt_email_key(&lc, addr, al);
	r = mnt_map_find(&g->hash_list_to, lc.buf, lc.len) != NULL;
	mbuf_release(&lc);
	return r;
}

static void push_suffixed(struct strlist *l, const char *v, const char *sfx)
{
	struct mbuf m = MBUF_INIT;

	mbuf_adds(&m, v);
	mbuf_adds(&m, sfx);
	mnt_strlist_push(l, m.buf, m.len);
	mbuf_release(&m);
}

/* add_categories() */
/*
 * The role word of an M: person, by the section's last S: value @st
 * ("unknown" without one).  The 2026 script says "maintainer" for every
 * status but one; the 6.12 script (and older) names the role after the
 * status, lower-cased (ASCII, as Perl's lc() on bytes) when it knows no
 * word for it.
 */
static void add_maintainer_role(struct mbuf *role, const char *st,
				enum maint_compat compat)
{
	static const char *const words[][2] = {
		{ "supported", "supporter" },
		{ "maintained", "maintainer" },
		{ "odd fixes", "odd fixer" },
		{ "orphan", "orphan minder" },
		{ "obsolete", "obsolete minder" },
	};
	size_t i;

	if (!strcasecmp(st, "buried alive in reporters")) {
		mbuf_adds(role, "chief penguin");
		return;
	}
	if (compat != MAINT_COMPAT_6_12) {
		mbuf_adds(role, "maintainer");
		return;
	}
	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
		if (!strcasecmp(st, words[i][0])) {
			mbuf_adds(role, words[i][1]);
			return;
		}
	}
	for (; *st; st++)
		mbuf_addch(role, *st >= 'A' && *st <= 'Z' ? *st - 'A' + 'a' :
							    *st);
}

static void add_categories(struct maint_get *g, size_t sec, const char *sfx)
{
	const struct maint_section *s = &g->db->sections[sec];
	const char *header = g->db->items[s->header].text;
	struct mbuf subsys = MBUF_INIT, role = MBUF_INIT;
	const char *status = "Unknown";
	size_t i;

	mnt_strlist_push(&g->subsystem, header, strlen(header));
	subsystem_name(g, sec, &subsys);
	for (i = s->header + 1; i < s->end; i++) {
		const struct maint_item *it = &g->db->items[i];
		const char *v = it->value;

		if (!it->type)
			continue;
		switch (it->type) {
		case 'L': {
			const char *addr = v, *add = "";
			size_t al = strlen(v);
			const char *lr = strcmp(subsys.buf, "THE REST") ?
						 subsys.buf :
						 "";
			size_t k;

			mbuf_reset(&role);
			if (*lr) {
				mbuf_addch(&role, ':');
				mbuf_adds(&role, lr);
			}
			/* m/([^\s]+)\s+(.*)$/ */
			for (k = 0; v[k] && sp(v[k]); k++)
				;
			if (v[k]) {
				size_t e = k + nonspace(v + k, strlen(v + k));

				if (v[e] && sp(v[e])) {
					size_t r = e;

					while (v[r] && sp(v[r]))
						r++;
					addr = v + k;
					al = e - k;
					add = v + r;
				}
			}
			if (strstr(add, "subscribers-only")) {
				if (g->o.subscriber && !list_seen(g, addr, al))
					add_list(g, addr, al,
						 "subscriber list", role.buf,
						 sfx);
			} else if (g->o.list && !list_seen(g, addr, al)) {
				if (strstr(add, "moderated")) {
					if (g->o.moderated)
						add_list(g, addr, al,
							 "moderated list",
							 role.buf, sfx);
				} else {
					add_list(g, addr, al, "open list",
						 role.buf, sfx);
				}
			}
			break;
		}
		case 'M':
			if (g->o.maintainer) {
				const char *st = "unknown";
				size_t j;

				for (j = s->header + 1; j < s->end; j++)
					if (g->db->items[j].type == 'S')
						st = g->db->items[j].value;
				mbuf_reset(&role);
				add_maintainer_role(&role, st, g->o.compat);
				mbuf_addch(&role, ':');
				mbuf_adds(&role, subsys.buf);
				mbuf_adds(&role, sfx);
				push_email_addresses(g, v, role.buf);
			}
			break;
		case 'R':
			if (g->o.reviewer) {
				mbuf_reset(&role);
				mbuf_adds(&role, "reviewer:");
				mbuf_adds(&role, subsys.buf);
				mbuf_adds(&role, sfx);
				push_email_addresses(g, v, role.buf);
			}
			break;
		case 'T':
			push_suffixed(&g->scm, v, sfx);
			break;
		case 'W':
			push_suffixed(&g->web, v, sfx);
			break;
		case 'B':
			push_suffixed(&g->bug, v, sfx);
			break;
		case 'S':
			push_suffixed(&g->status, v, sfx);
			status = v;
			break;
		default:
			break;
		}
	}
	if (strcmp(header, "THE REST") && strcmp(status, "Maintained")) {
		mbuf_reset(&role);
		mbuf_addf(&role, "%s status: %s%s", header, status, sfx);
		mnt_strlist_push(&g->substatus, role.buf, role.len);
	}
	mbuf_release(&subsys);
	mbuf_release(&role);
}

static void print_section(struct maint_get *g, size_t sec)
{
	const struct maint_section *s = &g->db->sections[sec];
	const char *letters = g->o.letters ? g->o.letters : "";
	size_t i;

	for (i = s->header; i < s->end; i++) {
		const struct maint_item *it = &g->db->items[i];

		if (!it->type) {
			mbuf_adds(&g->out, it->text);
			mbuf_addch(&g->out, '\n');
			continue;
		}
		if (*letters) {
			char lc = (char)(it->type + 32);

			if (!strchr(letters, it->type) && !strchr(letters, lc))
				continue;
		}
		mbuf_addch(&g->out, it->type);
		mbuf_add(&g->out, ":\t", 2);
		if (it->type == 'F' || it->type == 'X') {
			const char *re = mnt_db_item_regex(g->db, i);
			char *glob = re ? maint_regex_to_glob(re) : NULL;

			mbuf_adds(&g->out, glob ? glob : it->value);
			free(glob);
		} else {
			mbuf_adds(&g->out, it->value);
		}
		mbuf_addch(&g->out, '\n');
	}
	mbuf_addch(&g->out, '\n');
}

/* add_role() */
/*
 * mnt_add_role()'s index of email_to, so that adding a role is a hash
 * lookup instead of a scan of everyone (50,000 git signers were 2.5e9
 * comparisons): by[0] maps a name (with remove_duplicates) or the whole
 * formatted address (without) to the entries that have it, by[1] an
 * address; next[k][i] chains entry i to the next one with the same key
 * (indices + 1, 0 ends).  It follows email_to as it grows at its end and
 * is dropped where entries are rewritten, removed or freed
 * (role_index_reset()); as a net, a shorter list or other first/last
 * entries than when last indexed rebuild it too.
 */
struct role_index {
	struct mnt_map by[2];
	size_t *next[2];
	size_t n, alloc;
	const char *first, *last;
};

static void role_index_reset(struct maint_get *g)
{
	struct role_index *x = g->role_idx;

	if (!x)
		return;
	for (int k = 0; k < 2; k++) {
		mnt_map_clear(&x->by[k]);
		free(x->next[k]);
	}
	free(x);
	g->role_idx = NULL;
}

static int role_index_link(struct role_index *x, int k, const char *key,
			   size_t klen, size_t i)
{
	bool created;
	struct mnt_map_slot *sl = mnt_map_insert(&x->by[k], key, klen,
						 &created);

	if (!sl)
		return -1;
	x->next[k][i] = created ? 0 : (size_t)sl->value;
	sl->value = (intptr_t)(i + 1);
	return 0;
}

/* The index, brought up to date with email_to; NULL when out of memory. */
static struct role_index *role_index(struct maint_get *g, struct mbuf *en,
				     struct mbuf *ea)
{
	struct people *pp = &g->email_to;
	struct role_index *x = g->role_idx;

	if (x && (pp->n < x->n ||
		  (x->n && (pp->v[0].email != x->first ||
			    pp->v[x->n - 1].email != x->last))))
		role_index_reset(g);
	x = g->role_idx;
	if (!x) {
		x = calloc(1, sizeof(*x));
		if (!x)
			return NULL;
		g->role_idx = x;
	}
	if (pp->n > x->alloc) {
		size_t want = pp->n * 2;

		for (int k = 0; k < 2; k++) {
			size_t *nx = realloc(x->next[k], want * sizeof(*nx));

			if (!nx) {
				role_index_reset(g);
				return NULL;
			}
			x->next[k] = nx;
		}
		x->alloc = want;
	}
	for (; x->n < pp->n; x->n++) {
		const char *e = pp->v[x->n].email;
		int bad;

		if (g->o.remove_duplicates) {
			mnt_email_parse(e, strlen(e), en, ea);
			bad = role_index_link(x, 0, en->buf, en->len, x->n) ||
			      role_index_link(x, 1, ea->buf, ea->len, x->n);
		} else {
			bad = role_index_link(x, 0, e, strlen(e), x->n);
		}
		if (bad) {
			role_index_reset(g);
			return NULL;
		}
	}
	if (x->n) {
		x->first = pp->v[0].email;
		x->last = pp->v[x->n - 1].email;
	}
	return x;
}

static void person_add_role(struct person *p, const char *role)
{
	struct mbuf r = MBUF_INIT;

	if (*role && strstr(p->role, role))
		return;
	mbuf_adds(&r, p->role);
	if (*p->role)
		mbuf_addch(&r, ',');
	mbuf_adds(&r, role);
	if (mbuf_failed(&r)) {
		mbuf_release(&r);
		return;
	}
	free(p->role);
	p->role = mbuf_detach(&r, NULL);
}

void mnt_add_role(struct maint_get *g, const char *line, const char *role)
{
	struct mbuf name = MBUF_INIT, addr = MBUF_INIT, email = MBUF_INIT,
		    en = MBUF_INIT, ea = MBUF_INIT;
	struct role_index *x;
	size_t i;

	mnt_email_parse(line, strlen(line), &name, &addr);
	mnt_email_format(&email, name.buf, name.len, addr.buf, addr.len,
			 g->o.usename);
	x = role_index(g, &en, &ea);
	for (int k = 0; x && k < (g->o.remove_duplicates ? 2 : 1); k++) {
		const struct mbuf *key = !g->o.remove_duplicates ? &email :
					 k ? &addr : &name;
		struct mnt_map_slot *sl = mnt_map_find(&x->by[k], key->buf,
						       key->len);

		for (i = sl ? (size_t)sl->value : 0; i; i = x->next[k][i - 1]) {
			struct person *p = &g->email_to.v[i - 1];

			if (k == 1) {
				/* once: not again when the name matched */
				mnt_email_parse(p->email, strlen(p->email),
						&en, &ea);
				if (!strcmp(name.buf, en.buf))
					continue;
			}
			person_add_role(p, role);
		}
	}
	for (i = 0; !x && i < g->email_to.n; i++) {
		/* out of memory for the index: the plain scan */
		struct person *p = &g->email_to.v[i];
		bool same;

		if (g->o.remove_duplicates) {
			mnt_email_parse(p->email, strlen(p->email), &en, &ea);
			same = !strcmp(name.buf, en.buf) ||
			       !strcmp(addr.buf, ea.buf);
		} else {
			same = !strcmp(email.buf, p->email);
		}
		if (same)
			person_add_role(p, role);
	}
	mbuf_release(&name);
	mbuf_release(&addr);
	mbuf_release(&email);
	mbuf_release(&en);
	mbuf_release(&ea);
}

static void remove_chiefs(struct maint_get *g)
{
	struct mbuf chief = MBUF_INIT;
	size_t i, j = 0;

	mnt_email_format(&chief, "Linus Torvalds", 14,
			 "torvalds@linux-foundation.org", 29, g->o.usename);
	if (g->o.git_chief_penguins) {
		people_push(&g->email_to, chief.buf, chief.len,
			    "chief penguin");
		mbuf_release(&chief);
		return;
	}
	if (!g->chief_re)
		g->chief_re = mnt_re_compile(chief.buf, chief.len, 0, NULL, 0);
	for (i = 0; i < g->email_to.n; i++) {
		struct person *p = &g->email_to.v[i];

		if (g->chief_re &&
		    mnt_re_match(g->chief_re, p->email, strlen(p->email), 0,
				 NULL, 0) == MNT_RE_MATCH) {
			free(p->email);
			free(p->role);
			continue;
		}
		g->email_to.v[j++] = *p;
	}
	g->email_to.n = j;
	role_index_reset(g);
	mbuf_release(&chief);
}

static void output_list(struct maint_get *g, struct strlist *l)
{
	size_t i;

	if (g->o.multiline) {
		for (i = 0; i < l->n; i++) {
			mbuf_adds(&g->out, l->v[i]);
			mbuf_addch(&g->out, '\n');
		}
		return;
	}
	for (i = 0; i < l->n; i++) {
		if (i)
			mbuf_adds(&g->out, g->o.separator);
		mbuf_adds(&g->out, l->v[i]);
	}
	mbuf_addch(&g->out, '\n');
}

static int record_matches(struct maint_get *g, const char *file,
			  const struct maint_match *m, size_t n)
{
	size_t i;

	if (ALLOC_GROW(g->matches, g->nmatches + n, g->matches_alloc))
		return -ENOMEM;
	if (ALLOC_GROW(g->match_files, g->nmatches + n,
		       g->match_files_alloc))
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		g->matches[g->nmatches] = m[i];
		g->match_files[g->nmatches] = file;
		g->nmatches++;
	}
	return 0;
}

/*
 * The roles git history gives, added to the answer in its order: the
 * address, then its role ("commit_signer:3/7=43%" with --rolestats).
 */
static int add_git_roles(struct maint_get *g, struct mnt_git_roles *r)
{
	struct mbuf m = MBUF_INIT;
	size_t i;
	int ret = r->oom ? -ENOMEM : 0;

	for (i = 0; i < r->n; i++) {
		const struct mnt_git_role *e = &r->v[i];

		mnt_push_email_address(g, e->email, strlen(e->email), "");
		mbuf_reset(&m);
		if (g->o.rolestats)
			mbuf_addf(&m, "%s:%zu/%ld=%.0f%%", e->kind, e->count,
				  e->divisor, e->percent);
		else
			mbuf_adds(&m, e->kind);
		mnt_add_role(g, e->email, m.buf);
	}
	if (mbuf_failed(&m))
		ret = -ENOMEM;
	mbuf_release(&m);
	mnt_git_roles_clear(r);
	return ret;
}

/* --git, the fallback and --git-blame over the files (lib/git.c). */
static int git_signers(struct maint_get *g)
{
	struct mnt_githist_in in = {
		.files = (const char *const *)g->files.v,
		.exact = g->exact,
		.nfiles = g->files.n,
		.ranges = (const char *const *)g->ranges.v,
		.nranges = g->ranges.n,
	};
	struct mnt_git_roles r = { 0 };
	int ret = mnt_githist_signers(g->git, &in, &g->dedup, &r);
	int ret2 = add_git_roles(g, &r);

	return ret ? ret : ret2;
}

/* The signers of the Fixes: commits (lib/git.c). */
static int git_fixes(struct maint_get *g)
{
	struct mnt_git_roles r = { 0 };
	int ret = mnt_githist_fixes(g->git, (const char *const *)g->fixes.v,
				    g->fixes.n, &g->dedup, &r);
	int ret2 = add_git_roles(g, &r);

	return ret ? ret : ret2;
}

int maint_get_run(struct maint_get *g)
{
	struct mbuf tmp = MBUF_INIT;
	struct strlist people = { 0 };
	size_t f, i;
	int ret = 0;

	free(g->exact);
	g->exact = calloc(g->files.n + 1, sizeof(*g->exact));
	if (!g->exact) {
		ret = -ENOMEM;
		goto out;
	}
	for (f = 0; f < g->files.n; f++) {
		const char *file = g->files.v[f];
		struct maint_match *m;
		size_t n;
		bool exact;

		ret = maint_match_file(g->db, file, g->o.pattern_depth, &m, &n,
				       &exact);
		if (ret)
			goto out;
		g->exact[f] = exact;
		ret = record_matches(g, file, m, n);
		for (i = 0; i < n && !ret; i++) {
			add_categories(g, m[i].section, "");
			if (g->o.sections)
				print_section(g, m[i].section);
		}
		free(m);
		if (ret)
			goto out;
		mnt_file_emails(g, file);
	}
	if (g->o.keywords) {
		mnt_strlist_sort_uniq(&g->keyword_tvi);
		for (i = 0; i < g->keyword_tvi.n; i++) {
			size_t item = strtoul(g->keyword_tvi.v[i], NULL, 10);
			size_t sec = g->db->section_of[item];
			struct maint_match km = { sec, 0, item };

			mbuf_reset(&tmp);
			mbuf_addf(&tmp, ":Keyword:%s", g->db->items[item].value);
			add_categories(g, sec, tmp.buf);
			ret = record_matches(g, "", &km, 1);
			if (ret)
				goto out;
		}
	}
	for (i = 0; i < g->email_to.n; i++) {
		mnt_dedup_email(&g->dedup, g->email_to.v[i].email, &tmp);
		free(g->email_to.v[i].email);
		g->email_to.v[i].email = mnt_strndup(tmp.buf, tmp.len);
	}
	role_index_reset(g);
	for (i = 0; i < g->list_to.n; i++) {
		mnt_dedup_email(&g->dedup, g->list_to.v[i].email, &tmp);
		free(g->list_to.v[i].email);
		g->list_to.v[i].email = mnt_strndup(tmp.buf, tmp.len);
	}
	ret = git_signers(g);
	if (ret)
		goto out;
	if (g->o.email) {
		remove_chiefs(g);
		for (i = 0; i < g->file_emails.n; i++) {
			struct mbuf name = MBUF_INIT, addr = MBUF_INIT;

			mbuf_reset(&tmp);
			mnt_mailmap_email(&g->mailmap, g->file_emails.v[i],
					  strlen(g->file_emails.v[i]), &tmp);
			mnt_email_parse(tmp.buf, tmp.len, &name, &addr);
			mbuf_reset(&tmp);
			mnt_email_format(&tmp, name.buf, name.len, addr.buf,
					 addr.len, g->o.usename);
			mnt_push_email_address(g, tmp.buf, tmp.len, "");
			mnt_add_role(g, tmp.buf, "in file");
			mbuf_release(&name);
			mbuf_release(&addr);
		}
	}
	ret = git_fixes(g);
	if (ret)
		goto out;

	/* merge_email() over @to */
	{
		struct mnt_map saw = MNT_MAP_INIT;
		struct people *srcs[2] = { NULL, NULL };
		size_t s;

		if (g->o.email)
			srcs[0] = &g->email_to;
		if (g->o.list)
			srcs[1] = &g->list_to;
		for (s = 0; s < 2; s++) {
			if (!srcs[s])
				continue;
			for (i = 0; i < srcs[s]->n; i++) {
				struct person *p = &srcs[s]->v[i];
				bool created;

				if (!mnt_map_insert(&saw, p->email,
						    strlen(p->email),
						    &created)) {
					ret = -ENOMEM;
					break;
				}
				if (!created)
					continue;
				mbuf_reset(&tmp);
				if (g->o.roles)
					mbuf_addf(&tmp, "%s (%s)", p->email,
						  p->role);
				else
					mbuf_adds(&tmp, p->email);
				mnt_strlist_push(&people, tmp.buf, tmp.len);
				if (!ALLOC_GROW(g->result, g->nresult + 1,
						g->result_alloc)) {
					g->result[g->nresult].email =
						strdup(p->email);
					g->result[g->nresult].role =
						strdup(p->role);
					g->result[g->nresult].is_list = s == 1;
					g->nresult++;
				}
			}
		}
		mnt_map_clear(&saw);
	}
	if (people.n)
		output_list(g, &people);
	if (g->o.scm) {
		mnt_strlist_uniq(&g->scm);
		output_list(g, &g->scm);
	}
	if (g->o.substatus && g->o.email && g->o.roles) {
		mnt_strlist_uniq(&g->substatus);
		output_list(g, &g->substatus);
	}
	if (g->o.status) {
		mnt_strlist_uniq(&g->status);
		output_list(g, &g->status);
	}
	if (g->o.subsystem) {
		mnt_strlist_uniq(&g->subsystem);
		output_list(g, &g->subsystem);
	}
	if (g->o.web) {
		mnt_strlist_uniq(&g->web);
		output_list(g, &g->web);
	}
	if (g->o.bug) {
		mnt_strlist_uniq(&g->bug);
		output_list(g, &g->bug);
	}
	if (mbuf_failed(&g->out) || g->email_to.oom || g->list_to.oom ||
	    people.oom)
		ret = -ENOMEM;
out:
	mnt_strlist_clear(&people);
	mbuf_release(&tmp);
	return ret;
}

const char *maint_get_output(const struct maint_get *g, size_t *len)
{
	if (len)
		*len = g->out.len;
	return g->out.buf;
}

size_t maint_get_npeople(const struct maint_get *g)
{
	return g->nresult;
}

const struct maint_person *maint_get_person(const struct maint_get *g,
					    size_t i)
{
	static struct maint_person p;

	if (i >= g->nresult)
		return NULL;
	p.email = g->result[i].email;
	p.role = g->result[i].role;
	p.is_list = g->result[i].is_list;
	return &p;
}

size_t maint_get_nmatches(const struct maint_get *g)
{
	return g->nmatches;
}

const struct maint_match *maint_get_match(const struct maint_get *g, size_t i,
					  const char **file)
{
	if (i >= g->nmatches)
		return NULL;
	if (file)
		*file = g->match_files[i];
	return &g->matches[i];
}

/* ,"key":["v",...] */
static void json_strlist(struct mbuf *j, const char *key,
			 const struct strlist *l)
{
	size_t i;

	mbuf_addf(j, ",\"%s\":[", key);
	for (i = 0; i < l->n; i++) {
		mbuf_adds(j, i ? ",\"" : "\"");
		mbuf_add_json_str(j, l->v[i], strlen(l->v[i]));
		mbuf_addch(j, '"');
	}
	mbuf_addch(j, ']');
}

char *maint_get_json(const struct maint_get *g)
{
	struct mbuf j = MBUF_INIT;
	size_t i;

	mbuf_adds(&j, "{\"people\":[");
	for (i = 0; i < g->nresult; i++) {
		struct mbuf name = MBUF_INIT, addr = MBUF_INIT;
		const struct result *r = &g->result[i];

		mnt_email_parse(r->email, strlen(r->email), &name, &addr);
		if (i)
			mbuf_addch(&j, ',');
		mbuf_adds(&j, "{\"name\":\"");
		if (name.len && name.buf[0] == '"' && name.len >= 2)
			mbuf_add_json_str(&j, name.buf + 1, name.len - 2);
		else
			mbuf_add_json_str(&j, name.buf, name.len);
		mbuf_adds(&j, "\",\"address\":\"");
		mbuf_add_json_str(&j, addr.buf, addr.len);
		mbuf_adds(&j, "\",\"formatted\":\"");
		mbuf_add_json_str(&j, r->email, strlen(r->email));
		mbuf_adds(&j, "\",\"roles\":[");
		{
			const char *p = r->role, *c;
			bool first = true;

			while (*p) {
				c = strchr(p, ',');
				if (!c)
					c = p + strlen(p);
				if (!first)
					mbuf_addch(&j, ',');
				first = false;
				mbuf_addch(&j, '"');
				mbuf_add_json_str(&j, p, (size_t)(c - p));
				mbuf_addch(&j, '"');
				p = *c ? c + 1 : c;
			}
		}
		mbuf_addf(&j, "],\"list\":%s}", r->is_list ? "true" : "false");
		mbuf_release(&name);
		mbuf_release(&addr);
	}
	mbuf_adds(&j, "],\"sections\":[");
	for (i = 0; i < g->nmatches; i++) {
		const struct maint_match *m = &g->matches[i];
		const struct maint_item *it = &g->db->items[m->item];
		const char *name = maint_section_name(g->db, m->section);

		if (i)
			mbuf_addch(&j, ',');
		mbuf_adds(&j, "{\"section\":\"");
		mbuf_add_json_str(&j, name, strlen(name));
		mbuf_adds(&j, "\",\"file\":\"");
		mbuf_add_json_str(&j, g->match_files[i],
				  strlen(g->match_files[i]));
		mbuf_addf(&j, "\",\"depth\":%d,\"pattern\":\"%c:", m->depth,
			  it->type);
		mbuf_add_json_str(&j, it->value, strlen(it->value));
		mbuf_addf(&j, "\",\"line\":%u,\"keyword\":%s}", it->line,
			  it->type == 'K' ? "true" : "false");
	}
	mbuf_addch(&j, ']');
	/* the blocks the options asked for, as printed */
	if (g->o.scm)
		json_strlist(&j, "scm", &g->scm);
	if (g->o.substatus && g->o.email && g->o.roles)
		json_strlist(&j, "substatus", &g->substatus);
	if (g->o.status)
		json_strlist(&j, "status", &g->status);
	if (g->o.subsystem)
		json_strlist(&j, "subsystem", &g->subsystem);
	if (g->o.web)
		json_strlist(&j, "web", &g->web);
	if (g->o.bug)
		json_strlist(&j, "bug", &g->bug);
	mbuf_addf(&j, ",\"compat\":\"%s\"}\n", maint_compat_name(g->o.compat));
	if (mbuf_failed(&j)) {
		mbuf_release(&j);
		return NULL;
	}
	return mbuf_detach(&j, NULL);
}

bool maint_get_vcs_tracked(struct maint_get *g, const char *path)
{
	return mnt_githist_tracked(g->git, path);
}
