// SPDX-License-Identifier: GPL-2.0-only
/*
 * get_maintainer.pl's use of git history: --git, the default
 * --git-fallback (files without an exact F: match), --git-blame, and the
 * signers of commits named by Fixes: lines; with the script's roles and
 * statistics (commit_signer, authored, added_lines, removed_lines,
 * authored lines, commits, modified commits, blamed_fixes).
 *
 * git runs with an argument vector, never through a shell, with "--"
 * before paths.  Its output is read exactly as the script reads it: leading
 * blanks of every line (and so blank lines) removed.  Equal counts are
 * ordered by address, byte by byte, where the script leaves them to chance.
 */
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/diag.h"
#include "base/regex.h"
#include "get/git.h"
#include "base/gitindex.h"
#include "base/gitrun.h"
#include "base/strlist.h"
#include "fsutil.h"
#include "history/build.h"
#include "history/query.h"
#include "history/store.h"

#define GIT_OUTPUT_MAX ((size_t)512 << 20)

struct mnt_githist {
	const struct maint_get_opts *o;
	const struct maint_diag_sink *diag;
	int vcs_state; /* 0 unknown, 1 git work tree, 2 none */
	bool git_warned;
	bool refused_warned; /* a blame refused (-EPERM): said once */
	bool owner_noted; /* git refused the repository: said once */
	struct mnt_map commit_cache; /* hash -> git log -1 text */
	struct strlist ignore; /* .get_maintainer.ignore */
	bool ignore_loaded;
	struct mnt_re *chief_re; /* the script's chief penguins (rules) */
	bool rules, fallback_keeps_maintainers, signers_only;
	/* the history index (history/query.h): opened on first need */
	enum maint_history_mode hist_mode;
	struct mnt_hq *hq;
	bool hq_stale; /* asked git where a current index would answer */
	struct mnt_git_job *indexed; /* per file: the index's answer, if any */
	/*
	 * "Is it tracked?" from .git/index (base/gitindex.h), asked for the
	 * patch and each of its files: the repository's checks, the index
	 * and its names' cache file read once for them all
	 */
	struct mnt_git_index *tracked;
	bool tracked_cache; /* the use_cache it was opened with */
	/*
	 * Answers kept (struct memo): .mailmap's mapping of an address (it
	 * never changes), and deduplicate_email()'s, which holds while the
	 * answer's dedup maps do not grow (see dedup()).
	 */
	struct mnt_map mailmap_memo, dedup_memo;
	const struct mnt_dedup *memo_of;
	/* the inputs and the answer of the running call */
	const struct mnt_githist_in *in;
	struct mnt_dedup *dedup;
	struct mnt_git_roles *out;
};

struct mnt_githist *mnt_githist_new(const struct maint_get_opts *o,
				    const struct maint_diag_sink *diag)
{
	struct mnt_githist *h = calloc(1, sizeof(*h));

	if (!h)
		return NULL;
	h->o = o;
	h->diag = diag;
	return h;
}

/* A kept answer: out[0..len) as it was when the maps held gen keys. */
struct memo {
	size_t gen, len;
	char out[];
};

/* Keep out[0..len) as the answer for key (a failure only forgets it). */
static void memo_put(struct mnt_map *m, const char *key, size_t gen,
		     const char *out, size_t len)
{
	struct mnt_map_slot *sl = mnt_map_insert(m, key, strlen(key), NULL);
	struct memo *e;

	if (!sl)
		return;
	e = malloc(sizeof(*e) + len + 1);
	free((void *)sl->value);
	sl->value = (intptr_t)e;
	if (!e)
		return;
	e->gen = gen;
	e->len = len;
	memcpy(e->out, out, len);
	e->out[len] = '\0';
}

void mnt_githist_free(struct mnt_githist *h)
{
	if (!h)
		return;
	mnt_map_clear_free(&h->commit_cache);
	mnt_map_clear_free(&h->mailmap_memo);
	mnt_map_clear_free(&h->dedup_memo);
	mnt_strlist_clear(&h->ignore);
	mnt_re_free(h->chief_re);
	mnt_hq_free(h->hq);
	mnt_git_index_free(h->tracked);
	free(h);
}

void mnt_githist_rules(struct mnt_githist *h, const struct mnt_git_rules *r)
{
	struct mbuf re = MBUF_INIT;
	size_t i;

	h->rules = true;
	h->fallback_keeps_maintainers = r->fallback_keeps_maintainers;
	h->signers_only = r->signers_only;
	mnt_re_free(h->chief_re);
	h->chief_re = NULL;
	/* "(" . join("|", names) . ")", matched /i */
	mbuf_addch(&re, '(');
	for (i = 0; i < r->nchiefs && i < 4; i++)
		mbuf_addf(&re, "%s%s", i ? "|" : "", r->chiefs[i]);
	mbuf_addch(&re, ')');
	if (!mbuf_failed(&re))
		h->chief_re = mnt_re_compile(re.buf, re.len, MNT_RE_CASELESS,
					     NULL, 0);
	mbuf_release(&re);
}

void mnt_githist_use_index(struct mnt_githist *h, enum maint_history_mode m)
{
	h->hist_mode = m;
}

bool mnt_githist_stale(const struct mnt_githist *h)
{
	return h->hq_stale;
}

/*
 * The history index of the tree, when it may answer (NULL: ask git).  In
 * MAINT_HISTORY_WAIT it is brought up to date first.
 */
static struct mnt_hq *history(struct mnt_githist *h)
{
	enum hq_state s;

	if (h->hist_mode == MAINT_HISTORY_OFF)
		return NULL;
	if (!h->hq) {
		h->hq = mnt_hq_new(h->o->root);
		if (!h->hq)
			return NULL;
		s = mnt_hq_state(h->hq, NULL);
		if (h->hist_mode == MAINT_HISTORY_WAIT &&
		    (s == HQ_MISSING || s == HQ_BEHIND || s == HQ_DAMAGED)) {
			struct mnt_hix_stats st;
			const char *why;

			if (!mnt_hix_update(h->o->root, HIX_BUILD_WAIT, &st,
					    &why)) {
				mnt_hq_free(h->hq);
				h->hq = mnt_hq_new(h->o->root);
				if (!h->hq)
					return NULL;
			}
		}
	}
	s = mnt_hq_state(h->hq, NULL);
	if (s == HQ_MISSING || s == HQ_BEHIND || s == HQ_DAMAGED)
		h->hq_stale = true;
	return s == HQ_READY || s == HQ_BEHIND ? h->hq : NULL;
}

void mnt_git_roles_clear(struct mnt_git_roles *r)
{
	size_t i;

	for (i = 0; i < r->n; i++)
		free(r->v[i].email);
	free(r->v);
	memset(r, 0, sizeof(*r));
}

/* vcs_assign()'s answer for one address: kept for the answer. */
static void role_push(struct mnt_githist *h, const char *email,
		      const char *kind, size_t count, long divisor,
		      double percent)
{
	struct mnt_git_roles *r = h->out;
	struct mnt_git_role *e;

	if (ALLOC_GROW(r->v, r->n + 1, r->alloc)) {
		r->oom = true;
		return;
	}
	e = &r->v[r->n];
	e->email = strdup(email);
	if (!e->email) {
		r->oom = true;
		return;
	}
	e->kind = kind;
	e->count = count;
	e->divisor = divisor;
	e->percent = percent;
	r->n++;
}

static bool is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	       c == '\v';
}

/*
 * .get_maintainer.ignore, the first found in the tree's top, $HOME or
 * the tree's .scripts: addresses never added from git history.  Loaded on
 * first need (only git history consults it): validating its lines compiles
 * the large RFC 822 regex.  The two in the tree are read inside it only
 * (mnt_tree_open(): a symlink out of the tree is as good as no file).
 */
static void load_ignore(struct mnt_githist *h)
{
	const char *home = getenv("HOME");
	static const char name[] = ".get_maintainer.ignore";

	for (size_t d = 0; d < 3; d++) {
		struct mbuf p = MBUF_INIT;
		struct stat st;
		char *buf, *line, *save;
		size_t len;
		int ret;

		if (d == 1) {
			if (!home)
				continue;
			mbuf_addf(&p, "%s/%s", home, name);
			if (mbuf_failed(&p) || stat(p.buf, &st)) {
				mbuf_release(&p);
				continue;
			}
			ret = mnt_read_file(p.buf, 16u << 20, &buf, &len);
			mbuf_release(&p);
		} else {
			ret = mnt_read_tree_file(
				h->o->root,
				d ? ".scripts/.get_maintainer.ignore" : name,
				16u << 20, &buf, &len);
			if (ret == -ENOENT || ret == -EXDEV)
				continue;
		}
		if (ret)
			return;
		for (line = strtok_r(buf, "\n", &save); line;
		     line = strtok_r(NULL, "\n", &save)) {
			char *c;
			size_t n;

			/* trim, then strip a comment */
			while (*line && is_space(*line))
				line++;
			n = strlen(line);
			while (n && is_space(line[n - 1]))
				n--;
			line[n] = '\0';
			c = strchr(line, '#');
			if (c)
				*c = '\0';
			for (n = 0; line[n] && is_space(line[n]); n++)
				;
			if (!line[n])
				continue;
			n = strlen(line);
			if (mnt_rfc822_valid(line, n))
				mnt_strlist_push(&h->ignore, line, n);
		}
		free(buf);
		return;
	}
}

static const char log_format[] = "--format=GitCommit: %H%nGitAuthor: %an "
				 "<%ae>%nGitDate: %aD%nGitSubject: %s%n%b%n";
static const char author_format[] = "--format=GitCommit: %H%nGitAuthor: %an "
				    "<%ae>%nGitDate: %aD%nGitSubject: %s%n";

/* which("git") && -e ".git" */
static bool vcs_exists(struct mnt_githist *h)
{
	struct mbuf p = MBUF_INIT;
	struct stat st;
	bool found = false;

	if (h->vcs_state)
		return h->vcs_state == 1;
	if (h->o->root) {
		mbuf_adds(&p, h->o->root);
		mbuf_addch(&p, '/');
	}
	mbuf_adds(&p, ".git");
	if (!mbuf_failed(&p) && stat(p.buf, &st) == 0)
		found = mnt_git_in_path();
	mbuf_release(&p);
	h->vcs_state = found ? 1 : 2;
	if (!found && h->o->git && !h->git_warned) {
		h->git_warned = true;
		mnt_diag(h->diag, NULL, 0, MAINT_WARNING,
			 "No supported VCS found.  Add --nogit to options?");
		mnt_diag_bare(h->diag,
			      "Using a git repository produces better results.");
		mnt_diag_bare(h->diag,
			      "Try Linus Torvalds' latest git repository using:");
		mnt_diag_bare(h->diag,
			      "git clone git://git.kernel.org/pub/scm/linux/kernel/git/torvalds/linux.git");
	}
	return found;
}

/*
 * A refusal of git's run (ret), said once each: a blame refused because a
 * filter driver of the repository's config could not be switched off, and
 * git refusing the repository for its owner (the answer is then the
 * script's without history; the warning says why and how to lift it).
 */
static void note_refused(struct mnt_githist *h, int ret)
{
	char *msg = NULL;

	if (ret == -EPERM && !h->refused_warned) {
		h->refused_warned = true;
		mnt_diag(h->diag, NULL, 0, MAINT_WARNING,
			 "git blame not run: a filter driver in the repository's config could not be switched off");
	}
	if (ret != -MAINT_E_GITREFUSED || h->owner_noted)
		return;
	h->owner_noted = true;
	if (mnt_git_refused(h->o->root, &msg) > 0 && msg)
		mnt_diag(h->diag, NULL, 0, MAINT_WARNING, msg);
	free(msg);
}

/* Run git in the tree's top directory (see mnt_git()). */
static int run_git(struct mnt_githist *h, const char *const *args,
		   struct mbuf *out, int *status, bool quiet)
{
	int ret = mnt_git(h->o->root, args, out, GIT_OUTPUT_MAX, quiet, status);

	note_refused(h, ret);
	return ret;
}

/* The lines of git's output with leading blanks removed, no empty ones. */
struct lines {
	char **v;
	size_t n, alloc;
};

static void lines_split(struct mbuf *out, struct lines *l)
{
	char *p = out->buf, *end = out->buf + out->len;

	l->n = 0;
	while (p < end) {
		char *nl;

		while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' ||
				   *p == '\r' || *p == '\f' || *p == '\v'))
			p++;
		if (p >= end)
			break;
		nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			nl = end;
		*nl = '\0';
		if (!ALLOC_GROW(l->v, l->n + 1, l->alloc))
			l->v[l->n++] = p;
		p = nl + 1;
	}
}

static bool starts(const char *s, const char *p)
{
	return !strncmp(s, p, strlen(p));
}

/* ^GitCommit: ([0-9a-f]{40,40}) */
static bool is_commit_line(const char *s)
{
	size_t i;

	if (!starts(s, "GitCommit: "))
		return false;
	s += 11;
	for (i = 0; i < 40; i++)
		if (!((s[i] >= '0' && s[i] <= '9') ||
		      (s[i] >= 'a' && s[i] <= 'f')))
			return false;
	return true;
}

/* /^[ \t]*${signature_pattern}.*\@.*$/ */
static bool is_signature(const struct mnt_githist *h, const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	if (h->o->git_all_signature_types) {
		/* (.+?)[Bb][Yy]: somewhere after at least one character */
		const char *p;

		for (p = s + 1; *p; p++)
			if ((p[0] == 'B' || p[0] == 'b') &&
			    (p[1] == 'Y' || p[1] == 'y') && p[2] == ':')
				break;
		if (!*p || p == s)
			return false;
		return strchr(p + 3, '@') != NULL;
	}
	if (!starts(s, "Signed-off-by:") && !starts(s, "Reviewed-by:") &&
	    !starts(s, "Acked-by:"))
		return false;
	return strchr(s, '@') != NULL;
}

/* /$penguin_chiefs/i: /(Linus Torvalds)/i unless the rules say */
static bool has_chief(const struct mnt_githist *h, const char *s)
{
	if (!h->rules)
		return strcasestr(s, "Linus Torvalds") != NULL;
	return h->chief_re && mnt_re_match(h->chief_re, s, strlen(s), 0, NULL,
					   0) == MNT_RE_MATCH;
}

/* s/\s*.*:\s*(.+)\s*\/$1/: what follows the last colon */
static const char *after_last_colon(const char *s)
{
	const char *c = strrchr(s, ':');

	if (!c)
		return s;
	c++;
	while (*c == ' ' || *c == '\t' || *c == '\r' || *c == '\f' ||
	       *c == '\v')
		c++;
	return *c ? c : s;
}

/* ^(\d+)\t(\d+)\t$file$ (the file a regex, as in the script) */
static bool stat_line(struct mnt_re *re, const char *s, long *a, long *d)
{
	size_t ov[6];
	unsigned char c0 = (unsigned char)s[0];

	/*
	 * \d (PCRE2_UCP) matches a decimal digit of any script, and of ASCII
	 * only 0-9: a line starting with any other ASCII byte cannot match.
	 */
	if (c0 < 0x80 && !(c0 >= '0' && c0 <= '9'))
		return false;
	if (!re || mnt_re_match(re, s, strlen(s), 0, ov, 3) != MNT_RE_MATCH)
		return false;
	*a = strtol(s + ov[2], NULL, 10);
	*d = strtol(s + ov[4], NULL, 10);
	return true;
}

static struct mnt_re *stat_regex(const char *file)
{
	struct mbuf p = MBUF_INIT;
	struct mnt_re *re;

	mbuf_addf(&p, "^(\\d+)\\t(\\d+)\\t%s$", file);
	re = mnt_re_compile(p.buf, p.len, 0, NULL, 0);
	mbuf_release(&p);
	return re;
}

/*
 * What deduplicate_email() answers depends on its input and on the names
 * and addresses seen before; those maps only grow (a key is added, never
 * changed or removed, but for the empty name, which is never looked up),
 * so an answer holds as long as they hold as many keys as when it was
 * given.  An answer that added its own name and address holds for good:
 * asked again, the same input finds its name (or, without one, its
 * address) with the spelling it stored.
 */
#define MEMO_FOR_GOOD SIZE_MAX

static size_t dedup_gen(const struct mnt_dedup *d)
{
	return d->name.nr + d->address.nr;
}

static void memo_check(struct mnt_githist *h)
{
	if (h->memo_of == h->dedup)
		return;
	mnt_map_clear_free(&h->mailmap_memo);
	mnt_map_clear_free(&h->dedup_memo);
	h->memo_of = h->dedup;
}

/* mnt_dedup_email() of in into out (reset first), kept while it holds. */
static void dedup(struct mnt_githist *h, const char *in, struct mbuf *out)
{
	size_t gen = dedup_gen(h->dedup);
	const struct mnt_map_slot *sl;
	const struct memo *e;

	memo_check(h);
	sl = mnt_map_find(&h->dedup_memo, in, strlen(in));
	e = sl ? (const struct memo *)sl->value : NULL;
	if (e && (e->gen == gen || e->gen == MEMO_FOR_GOOD)) {
		mbuf_reset(out);
		mbuf_add(out, e->out, e->len);
		return;
	}
	mnt_dedup_email(h->dedup, in, out);
	if (!mbuf_failed(out))
		memo_put(&h->dedup_memo, in,
			 dedup_gen(h->dedup) == gen ? gen : MEMO_FOR_GOOD,
			 out->buf ? out->buf : "", out->len);
}

/* mailmap_email() of s appended to out: .mailmap's answer never changes. */
static void mailmap(struct mnt_githist *h, const char *s, struct mbuf *out)
{
	const struct mnt_map_slot *sl;
	const struct memo *e;
	size_t start = out->len;

	memo_check(h);
	sl = mnt_map_find(&h->mailmap_memo, s, strlen(s));
	e = sl ? (const struct memo *)sl->value : NULL;
	if (e) {
		mbuf_add(out, e->out, e->len);
		return;
	}
	mnt_mailmap_email(h->dedup->mailmap, s, strlen(s), out);
	if (!mbuf_failed(out))
		memo_put(&h->mailmap_memo, s, 0,
			 out->buf ? out->buf + start : "", out->len - start);
}

static void push_dedup(struct mnt_githist *h, struct strlist *l, const char *s)
{
	struct mbuf d = MBUF_INIT;

	dedup(h, s, &d);
	mnt_strlist_push(l, d.buf, d.len);
	mbuf_release(&d);
}


/*
 * vcs_find_signers(): from git log output, the commit count, the
 * signers and authors (formatted and de-duplicated) and the stat lines.
 */
struct signers {
	size_t commits;
	struct strlist signers, authors;
	struct lines stats;
};

static void push_raw(struct strlist *l, const char *s)
{
	mnt_strlist_push(l, s, strlen(s));
}

static void signers_free(struct signers *s)
{
	mnt_strlist_clear(&s->signers);
	mnt_strlist_clear(&s->authors);
	free(s->stats.v);
	memset(s, 0, sizeof(*s));
}

static void find_signers(struct mnt_githist *h, struct lines *l,
			 struct signers *out, struct mnt_re *statre)
{
	size_t i;
	bool any_sig = false;

	memset(out, 0, sizeof(*out));
	for (i = 0; i < l->n; i++) {
		long a, d;

		if (is_commit_line(l->v[i]))
			out->commits++;
		if (is_signature(h, l->v[i]))
			any_sig = true;
		if (stat_line(statre, l->v[i], &a, &d) &&
		    !ALLOC_GROW(out->stats.v, out->stats.n + 1,
				out->stats.alloc))
			out->stats.v[out->stats.n++] = l->v[i];
	}
	if (!any_sig) {
		/*
		 * Without any signature the script returns a zero count and
		 * the author lines as they are ("GitAuthor: ...").
		 */
		out->commits = 0;
		for (i = 0; i < l->n; i++)
			if (starts(l->v[i], "GitAuthor: "))
				push_raw(&out->authors, l->v[i]);
		return;
	}
	/* authors are de-duplicated first, as in the script */
	for (i = 0; i < l->n; i++)
		if (starts(l->v[i], "GitAuthor: "))
			push_dedup(h, &out->authors,
				   after_last_colon(l->v[i]));
	for (i = 0; i < l->n; i++)
		if (is_signature(h, l->v[i]) &&
		    (h->o->git_chief_penguins || !has_chief(h, l->v[i])))
			push_dedup(h, &out->signers,
				   after_last_colon(l->v[i]));
}

struct count {
	const char *email;
	size_t n;
};

static int cmp_count(const void *a, const void *b)
{
	const struct count *x = a, *y = b;

	if (x->n != y->n)
		return x->n > y->n ? -1 : 1;
	return strcmp(x->email, y->email);
}

static bool ignored(struct mnt_githist *h, const char *email)
{
	size_t i;

	if (!h->ignore_loaded) {
		h->ignore_loaded = true;
		load_ignore(h);
	}
	for (i = 0; i < h->ignore.n; i++)
		if (!strcmp(h->ignore.v[i], email))
			return true;
	return false;
}

/*
 * vcs_assign() of a list holding v[i] weight[i] times (NULL: once each),
 * for a list of one address per line added or removed.
 */
static void vcs_assign_n(struct mnt_githist *h, const char *role, long divisor,
			 char *const *v, const size_t *weight, size_t n)
{
	struct strlist mapped = { 0 };
	struct count *c = NULL;
	size_t nc = 0, ac = 0, i, k, count = 0, total = 0;
	struct mbuf m = MBUF_INIT;
	size_t *w = NULL;

	for (i = 0; i < n; i++)
		total += weight ? weight[i] : 1;
	if (!total)
		return;
	if (divisor <= 0) {
		mbuf_addf(&m, "Bad divisor in main::vcs_assign: %ld", divisor);
		mnt_diag_bare(h->diag, m.buf);
		mbuf_reset(&m);
		divisor = 1;
	}
	w = malloc((n + 1) * sizeof(*w));
	if (!w) {
		h->out->oom = true;
		return;
	}
	for (i = 0; i < n; i++) {
		if (weight && !weight[i])
			continue;
		mbuf_reset(&m);
		mailmap(h, v[i], &m);
		k = mapped.n;
		push_raw(&mapped, m.buf);
		if (mapped.n > k)
			w[k] = weight ? weight[i] : 1;
	}
	/* uniq -c */
	{
		struct mnt_map idx = MNT_MAP_INIT;

		for (i = 0; i < mapped.n; i++) {
			bool created;
			struct mnt_map_slot *sl = mnt_map_insert(
				&idx, mapped.v[i], strlen(mapped.v[i]),
				&created);

			if (!sl)
				break;
			if (created) {
				if (ALLOC_GROW(c, nc + 1, ac))
					break;
				sl->value = (intptr_t)nc;
				c[nc].email = mapped.v[i];
				c[nc].n = 0;
				nc++;
			}
			c[sl->value].n += w[i];
		}
		mnt_map_clear(&idx);
	}
	/* sort -rn, equal counts by address */
	mnt_qsort(c, nc, sizeof(*c), cmp_count);
	for (i = 0; i < nc; i++) {
		double percent = (double)c[i].n * 100.0 / (double)divisor;

		if (percent > 100)
			percent = 100;
		if (ignored(h, c[i].email))
			continue;
		count++;
		if ((long)c[i].n < h->o->git_min_signatures ||
		    count > (size_t)(h->o->git_max_maintainers < 0 ?
					     0 :
					     h->o->git_max_maintainers) ||
		    percent < h->o->git_min_percent)
			break;
		role_push(h, c[i].email, role, c[i].n, divisor, percent);
	}
	free(c);
	free(w);
	mnt_strlist_clear(&mapped);
	mbuf_release(&m);
}

/* vcs_assign() */
static void vcs_assign(struct mnt_githist *h, const char *role, long divisor,
		       struct strlist *lines)
{
	vcs_assign_n(h, role, divisor, lines->v, NULL, lines->n);
}

/* git log with the signers format; returns the split lines */
static void git_lines(struct mnt_githist *h, const char *const *args,
		      struct mbuf *out, struct lines *l)
{
	int status;

	mbuf_reset(out);
	if (run_git(h, args, out, &status, false))
		mbuf_reset(out);
	lines_split(out, l);
}

/* The git log of vcs_file_signoffs() for file; since holds "--since=". */
#define SIGNOFF_ARGS 10
static void signoffs_args(struct mnt_githist *h, const char *file,
			  struct mbuf *since, const char *args[SIGNOFF_ARGS])
{
	const char *a[SIGNOFF_ARGS] = { "log",	    "--no-color", "--follow",
					NULL,	    "--numstat",  "--no-merges",
					log_format, "--",	  file,
					NULL };

	mbuf_reset(since);
	mbuf_addf(since, "--since=%s", h->o->git_since);
	a[3] = since->buf;
	if (h->signers_only) {
		/* the older script: merges too, no --numstat */
		memmove(&a[4], &a[6], 4 * sizeof(*a));
	}
	memcpy(args, a, sizeof(a));
}

/*
 * vcs_file_signoffs()'s added and removed lines: each author (after
 * deduplicate_email()) once for every line of theirs.
 */
static void line_stats(struct mnt_githist *h, const struct signers *s,
		       struct mnt_re *statre)
{
	size_t n = s->stats.n, i, k, pass_gen = MEMO_FOR_GOOD;
	long added = 0, deleted = 0;
	struct strlist uniq = { 0 };
	struct mnt_map seen = MNT_MAP_INIT;
	/* per stat line: its counts (ok: it matched), its author's address */
	long *sa = calloc(n + 1, sizeof(*sa)), *sd = calloc(n + 1, sizeof(*sd));
	bool *ok = calloc(n + 1, sizeof(*ok));
	char **dd = calloc(n + 1, sizeof(*dd));
	size_t *wa = NULL, *wd = NULL;
	struct mbuf m = MBUF_INIT;

	if (!sa || !sd || !ok || !dd) {
		h->out->oom = true;
		goto out;
	}
	for (i = 0; i < n; i++) {
		ok[i] = stat_line(statre, s->stats.v[i], &sa[i], &sd[i]);
		if (ok[i]) {
			added += sa[i];
			deleted += sd[i];
		}
	}
	/* uniq, de-duplicate, uniq again */
	for (i = 0; i < s->authors.n; i++) {
		bool created;

		if (!mnt_map_insert(&seen, s->authors.v[i],
				    strlen(s->authors.v[i]), &created) ||
		    !created)
			continue;
		dedup(h, s->authors.v[i], &m);
		push_raw(&uniq, m.buf);
	}
	mnt_map_clear(&seen);
	for (i = 0, k = 0; i < uniq.n; i++) {
		bool created;

		if (!mnt_map_insert(&seen, uniq.v[i], strlen(uniq.v[i]),
				    &created) ||
		    !created) {
			free(uniq.v[i]);
			continue;
		}
		uniq.v[k++] = uniq.v[i];
	}
	uniq.n = k;
	mnt_map_clear(&seen);
	wa = calloc(uniq.n + 1, sizeof(*wa));
	wd = calloc(uniq.n + 1, sizeof(*wd));
	if (!wa || !wd) {
		h->out->oom = true;
		goto out;
	}
	for (k = 0; k < uniq.n; k++) {
		long aa = 0, ad = 0;
		size_t g0 = dedup_gen(h->dedup);

		/*
		 * The script de-duplicates every author again for each
		 * address: the same answers as the pass before unless the
		 * names and addresses seen grew since it began.
		 */
		if (g0 != pass_gen) {
			for (i = 0; i < n; i++) {
				dedup(h, s->authors.v[i], &m);
				free(dd[i]);
				dd[i] = mnt_strndup(m.buf ? m.buf : "", m.len);
				if (!dd[i]) {
					h->out->oom = true;
					goto out;
				}
			}
			pass_gen = dedup_gen(h->dedup) == g0 ? g0 :
							       MEMO_FOR_GOOD;
		}
		for (i = 0; i < n; i++)
			if (ok[i] && !strcmp(dd[i], uniq.v[k])) {
				aa += sa[i];
				ad += sd[i];
			}
		wa[k] = aa > 0 ? (size_t)aa : 0;
		wd[k] = ad > 0 ? (size_t)ad : 0;
	}
	vcs_assign_n(h, "added_lines", added, uniq.v, wa, uniq.n);
	vcs_assign_n(h, "removed_lines", deleted, uniq.v, wd, uniq.n);
out:
	for (i = 0; dd && i < n; i++)
		free(dd[i]);
	free(dd);
	free(sa);
	free(sd);
	free(ok);
	free(wa);
	free(wd);
	mnt_strlist_clear(&uniq);
	mbuf_release(&m);
}

/*
 * vcs_file_signoffs(); pre: the output of its git log when it was run
 * ahead (mnt_githist_signers() runs them in parallel), or NULL.
 */
static void file_signoffs(struct mnt_githist *h, const char *file,
			  struct mnt_git_job *pre)
{
	struct mbuf out = MBUF_INIT, since = MBUF_INIT;
	struct lines l = { 0 };
	struct signers s;
	struct mnt_re *statre = stat_regex(file);
	struct strlist signers = { 0 };
	size_t i;

	if (pre) {
		note_refused(h, pre->ret);
		if (pre->ret)
			mbuf_reset(&pre->out);
		lines_split(&pre->out, &l);
	} else {
		const char *args[SIGNOFF_ARGS];

		signoffs_args(h, file, &since, args);
		git_lines(h, args, &out, &l);
	}
	find_signers(h, &l, &s, statre);
	for (i = 0; i < s.signers.n; i++)
		push_dedup(h, &signers, s.signers.v[i]);
	vcs_assign(h, "commit_signer", (long)s.commits, &signers);
	if (!h->signers_only)
		vcs_assign(h, "authored", (long)s.commits, &s.authors);
	if (!h->signers_only && s.authors.n == s.stats.n)
		line_stats(h, &s, statre);
	mnt_strlist_clear(&signers);
	signers_free(&s);
	free(l.v);
	mnt_re_free(statre);
	mbuf_release(&out);
	mbuf_release(&since);
}

/*
 * git log's output for vcs_file_signoffs() of file, from the history
 * index: true with it in out, false when git must be asked.
 */
static bool index_signoffs(struct mnt_githist *h, const char *file,
			   struct mbuf *out)
{
	/* the index keeps the log of --no-merges */
	struct mnt_hq *q = h->signers_only ? NULL : history(h);

	return q && mnt_hq_file_log(q, h->o->git_since, file, out) ==
			    HQ_ANSWERED;
}

/* The same for git log -1 of a Fixes: commit. */
static bool index_commit(struct mnt_githist *h, const char *commit,
			 struct mbuf *out)
{
	struct mnt_hq *q = history(h);

	return q && mnt_hq_commit_log(q, commit, out) == HQ_ANSWERED;
}

/* The signers of one commit (git log -1), de-duplicated, appended. */
static void commit_signers(struct mnt_githist *h, const char *commit,
			   const char *file, struct strlist *to)
{
	struct mbuf out = MBUF_INIT;
	struct lines l = { 0 };
	struct signers s;
	struct mnt_re *statre = stat_regex(file);
	const char *args[] = { "log", "--no-color", "--numstat", log_format,
			       "-1",  commit,	    "--",	 NULL };
	struct mnt_map_slot *cached;
	size_t i;

	cached = mnt_map_find(&h->commit_cache, commit, strlen(commit));
	if (cached) {
		mbuf_adds(&out, (const char *)cached->value);
		lines_split(&out, &l);
	} else if (!*file && index_commit(h, commit, &out)) {
		lines_split(&out, &l);
	} else {
		git_lines(h, args, &out, &l);
	}
	find_signers(h, &l, &s, statre);
	for (i = 0; i < s.signers.n; i++)
		push_raw(to, s.signers.v[i]);
	signers_free(&s);
	free(l.v);
	mnt_re_free(statre);
	mbuf_release(&out);
}

/*
 * Ask git for the log entries of many commits in one process (the script
 * runs one git log per commit) and keep each entry's text, so that
 * commit_signers() finds it.  --no-walk=unsorted shows exactly the named
 * commits, in the order given.
 */
static void prefetch_commits(struct mnt_githist *h, struct strlist *commits)
{
	const char *args[540];
	size_t i = 0;

	while (i < commits->n) {
		struct mbuf out = MBUF_INIT;
		size_t n = 0, k;
		int status;
		char *p, *end, *start = NULL;

		/* no --numstat: only the signers and authors are used */
		args[n++] = "log";
		args[n++] = "--no-color";
		args[n++] = "--no-walk=unsorted";
		args[n++] = log_format;
		for (; i < commits->n && n < 520; i++) {
			if (mnt_map_find(&h->commit_cache, commits->v[i],
					 strlen(commits->v[i])))
				continue;
			args[n++] = commits->v[i];
		}
		if (n == 4)
			break;
		args[n++] = "--";
		args[n] = NULL;
		if (run_git(h, args, &out, &status, false) || status) {
			mbuf_release(&out);
			return; /* the per-commit path will ask again */
		}
		/* split at the "GitCommit: " line of each entry */
		end = out.buf + out.len;
		for (p = out.buf; p <= end; p++) {
			bool at_line = p == out.buf || p[-1] == '\n';

			if (p < end && !(at_line && !strncmp(p, "GitCommit: ", 11)))
				continue;
			if (start) {
				struct mnt_map_slot *slot;
				const char *hash = start + 11;
				size_t hl = 0;

				while (hash + hl < end && hash[hl] != '\n')
					hl++;
				slot = mnt_map_insert(&h->commit_cache, hash,
						      hl, NULL);
				if (slot && !slot->value)
					slot->value = (intptr_t)mnt_strndup(
						start, (size_t)(p - start));
			}
			start = p;
			if (p == end)
				break;
		}
		(void)k;
		mbuf_release(&out);
	}
}

static void blame_lines(struct lines *l, struct strlist *commits)
{
	size_t k;

	for (k = 0; k < l->n; k++) {
		size_t h = 0;

		while ((l->v[k][h] >= '0' && l->v[k][h] <= '9') ||
		       (l->v[k][h] >= 'a' && l->v[k][h] <= 'f'))
			h++;
		if (h && l->v[k][h] == ' ') {
			l->v[k][h] = '\0';
			push_raw(commits, l->v[k]);
		}
	}
}

/*
 * A --git-blame range "FILE:START:LENGTH" for file (fl bytes)?  Sets
 * *start (START, *slen bytes) and *len (LENGTH, to the end).
 */
static bool range_for(const char *r, const char *file, size_t fl,
		      const char **start, size_t *slen, const char **len)
{
	const char *c2 = strrchr(r, ':'), *c1;

	if (!c2)
		return false;
	for (c1 = c2 - 1; c1 > r && *c1 != ':'; c1--)
		;
	if (c1 <= r || (size_t)(c1 - r) != fl || strncmp(r, file, fl))
		return false;
	*start = c1 + 1;
	*slen = (size_t)(c2 - c1 - 1);
	*len = c2 + 1;
	return true;
}

/*
 * The script runs git blame once per hunk of the file.  When the hunks'
 * ranges are valid, ascending and do not overlap, one git blame with all
 * of them (-L a,+b -L c,+d ...) prints the same lines in the same order.
 * Returns false when that does not hold (the caller goes range by range).
 */
static bool blame_ranges_at_once(struct mnt_githist *h, const char *file,
				 struct strlist *commits)
{
	const char *args[2 * 64 + 8];
	struct mbuf specs[64], out = MBUF_INIT;
	struct lines l = { 0 };
	size_t i, n = 0, ns = 0, fl = strlen(file);
	long last_end = 0;
	bool ok = true;

	args[n++] = "blame";
	args[n++] = "-l";
	for (i = 0; i < h->in->nranges && ok; i++) {
		const char *a, *b;
		size_t al;
		long start, len;

		if (!range_for(h->in->ranges[i], file, fl, &a, &al, &b))
			continue;
		start = strtol(a, NULL, 10);
		len = strtol(b, NULL, 10);
		if (start < 1 || len < 1 || start <= last_end ||
		    ns >= ARRAY_SIZE(specs)) {
			ok = false;
			break;
		}
		last_end = start + len - 1;
		mbuf_init(&specs[ns]);
		mbuf_addf(&specs[ns], "%ld,+%ld", start, len);
		args[n++] = "-L";
		args[n++] = specs[ns].buf;
		ns++;
	}
	if (ok && ns > 1) {
		int status;

		args[n++] = "--";
		args[n++] = file;
		args[n] = NULL;
		if (run_git(h, args, &out, &status, false) || status) {
			ok = false;
		} else {
			lines_split(&out, &l);
			blame_lines(&l, commits);
		}
	} else {
		ok = false;
	}
	for (i = 0; i < ns; i++)
		mbuf_release(&specs[i]);
	free(l.v);
	mbuf_release(&out);
	return ok;
}

/* vcs_blame(): the commits of the blamed lines, in line order */
static void blame_commits(struct mnt_githist *h, const char *file,
			  struct strlist *commits)
{
	struct mbuf out = MBUF_INIT, rng = MBUF_INIT;
	struct lines l = { 0 };
	size_t i, fl = strlen(file);
	bool any = false;
	struct stat st;

	{
		/* a regular file inside the tree (mnt_tree_path()) */
		char *p;

		if (mnt_tree_path(h->o->root, file, &p))
			return;
		if (stat(p, &st) || !S_ISREG(st.st_mode)) {
			free(p);
			return;
		}
		free(p);
	}
	if (blame_ranges_at_once(h, file, commits))
		goto out;
	for (i = 0; i < h->in->nranges; i++) {
		const char *a, *b;
		size_t al;

		if (!range_for(h->in->ranges[i], file, fl, &a, &al, &b))
			continue;
		any = true;
		mbuf_reset(&rng);
		mbuf_add(&rng, a, al);
		mbuf_addf(&rng, ",+%s", b);
		{
			const char *args[] = { "blame", "-l", "-L", rng.buf,
					       "--",	file, NULL };

			git_lines(h, args, &out, &l);
		}
		blame_lines(&l, commits);
	}
	if (!any) {
		/* any range at all means only ranged blames */
		if (!h->in->nranges) {
			const char *args[] = { "blame", "-l", "--", file,
					       NULL };

			git_lines(h, args, &out, &l);
			blame_lines(&l, commits);
		}
	}
out:
	free(l.v);
	mbuf_release(&out);
	mbuf_release(&rng);
}

/*
 * The author of commit (git log -1, or its prefetched entry), formatted
 * and de-duplicated as the script does, into a; false without one (or
 * when it is a chief penguin the options leave out).
 */
static bool commit_author(struct mnt_githist *h, const char *commit,
			  struct mbuf *a)
{
	struct mbuf out = MBUF_INIT, nm = MBUF_INIT, ad = MBUF_INIT,
		    f = MBUF_INIT;
	struct lines l = { 0 };
	const char *args[] = { "log", "--no-color", "--numstat", author_format,
			       "-1",  commit,	    "--",	 NULL };
	struct mnt_map_slot *cached =
		mnt_map_find(&h->commit_cache, commit, strlen(commit));
	const char *author = NULL;
	size_t k;

	if (cached) {
		mbuf_adds(&out, (const char *)cached->value);
		lines_split(&out, &l);
	} else {
		git_lines(h, args, &out, &l);
	}
	for (k = 0; k < l.n; k++) {
		if (!h->o->git_chief_penguins && has_chief(h, l.v[k]))
			continue;
		if (starts(l.v[k], "GitAuthor: ")) {
			author = l.v[k] + 11;
			break;
		}
	}
	if (author) {
		mnt_email_parse(author, strlen(author), &nm, &ad);
		mnt_email_format(&f, nm.buf, nm.len, ad.buf, ad.len, true);
		dedup(h, f.buf, a);
	}
	mbuf_release(&nm);
	mbuf_release(&ad);
	mbuf_release(&f);
	free(l.v);
	mbuf_release(&out);
	return author != NULL;
}

/*
 * -f with --git-blame and --rolestats: "authored lines", each commit's
 * author once per blamed line of all (grep(/$commit/, @all_commits)).
 */
static void blame_authors(struct mnt_githist *h, const struct strlist *all,
			  const struct strlist *commits)
{
	struct strlist blame = { 0 };
	size_t i, k;

	for (i = 0; i < commits->n; i++) {
		struct mbuf a = MBUF_INIT;
		size_t cnt = 0;

		if (commit_author(h, commits->v[i], &a)) {
			for (k = 0; k < all->n; k++)
				if (strstr(all->v[k], commits->v[i]))
					cnt++;
			for (k = 0; k < cnt; k++)
				push_raw(&blame, a.buf);
		}
		mbuf_release(&a);
	}
	if (blame.n)
		vcs_assign(h, "authored lines", (long)all->n, &blame);
	mnt_strlist_clear(&blame);
}

/* vcs_file_blame() */
static void file_blame(struct mnt_githist *h, const char *file)
{
	struct strlist all = { 0 }, commits = { 0 }, signers = { 0 },
		       dd = { 0 };
	struct mnt_map seen = MNT_MAP_INIT;
	size_t i;

	blame_commits(h, file, &all);
	for (i = 0; i < all.n; i++) {
		bool created;

		if (mnt_map_insert(&seen, all.v[i], strlen(all.v[i]),
				   &created) &&
		    created)
			push_raw(&commits, all.v[i]);
	}
	mnt_map_clear(&seen);
	if (h->o->git_blame_signatures ||
	    (h->o->from_filename && h->o->rolestats))
		prefetch_commits(h, &commits);
	if (h->o->git_blame_signatures)
		for (i = 0; i < commits.n; i++)
			commit_signers(h, commits.v[i], file, &signers);
	if (h->o->from_filename) {
		if (h->o->rolestats)
			blame_authors(h, &all, &commits);
		for (i = 0; i < signers.n; i++)
			push_dedup(h, &dd, signers.v[i]);
		vcs_assign(h, "commits", (long)commits.n, &dd);
	} else {
		for (i = 0; i < signers.n; i++)
			push_dedup(h, &dd, signers.v[i]);
		vcs_assign(h, "modified commits", (long)commits.n, &dd);
	}
	mnt_strlist_clear(&all);
	mnt_strlist_clear(&commits);
	mnt_strlist_clear(&signers);
	mnt_strlist_clear(&dd);
}

static bool is_maintainers_path(const char *f)
{
	size_t n = strlen(f);

	return n >= 11 && !strcmp(f + n - 11, "MAINTAINERS");
}

static bool wants_signoffs(struct mnt_githist *h, size_t f)
{
	return h->o->git || (h->o->git_fallback && !h->in->exact[f] &&
			     (h->fallback_keeps_maintainers ||
			      !is_maintainers_path(h->in->files[f])));
}

/* ... and git must be asked for it (the index did not answer). */
static bool wants_git_log(struct mnt_githist *h, size_t f)
{
	return wants_signoffs(h, f) && !(h->indexed && h->indexed[f].args);
}

/*
 * The git logs the history index answers (args set to mark them), or
 * NULL when it answers none.
 */
static struct mnt_git_job *index_all_signoffs(struct mnt_githist *h)
{
	struct mnt_git_job *jobs = NULL;
	size_t f;

	for (f = 0; f < h->in->nfiles; f++) {
		if (!wants_signoffs(h, f) || !vcs_exists(h))
			continue;
		if (!jobs) {
			jobs = calloc(h->in->nfiles, sizeof(*jobs));
			if (!jobs)
				return NULL;
		}
		mbuf_init(&jobs[f].out);
		if (index_signoffs(h, h->in->files[f], &jobs[f].out))
			jobs[f].args = (const char *const *)jobs;
		else
			mbuf_release(&jobs[f].out);
		if (!history(h))
			break; /* no index: nothing more to try */
	}
	return jobs;
}

/*
 * The git logs of every file that needs one, run at once (up to --jobs);
 * NULL when fewer than two are needed or when running them fails (the
 * files then run one after another).  Their outputs are what one run
 * after another gives, so the answer does not change.
 */
static struct mnt_git_job *prefetch_signoffs(struct mnt_githist *h,
					     struct mbuf **sincep)
{
	unsigned int width;
	struct mnt_git_job *jobs, **order;
	const char **args;
	struct mbuf *since;
	size_t f, n = 0;

	for (f = 0; f < h->in->nfiles; f++)
		n += wants_git_log(h, f);
	if (n < 2)
		return NULL;
	/* /sys read only when there is something to run at once */
	width = h->o->jobs > 0 ? (unsigned int)h->o->jobs : mnt_online_cpus();
	if (width < 2 || !vcs_exists(h))
		return NULL;
	jobs = calloc(h->in->nfiles, sizeof(*jobs));
	order = calloc(n, sizeof(*order));
	args = calloc(h->in->nfiles * SIGNOFF_ARGS, sizeof(*args));
	since = calloc(h->in->nfiles, sizeof(*since));
	if (!jobs || !order || !args || !since)
		goto fail;
	n = 0;
	for (f = 0; f < h->in->nfiles; f++) {
		mbuf_init(&since[f]);
		mbuf_init(&jobs[f].out);
		if (!wants_git_log(h, f))
			continue;
		signoffs_args(h, h->in->files[f], &since[f],
			      args + f * SIGNOFF_ARGS);
		if (mbuf_failed(&since[f]))
			goto fail;
		jobs[f].args = args + f * SIGNOFF_ARGS;
		order[n++] = &jobs[f];
	}
	{
		/* the jobs to run, packed; copied back into file order */
		struct mnt_git_job *run = calloc(n, sizeof(*run));
		size_t k;

		if (!run)
			goto fail;
		for (k = 0; k < n; k++) {
			run[k].args = order[k]->args;
			mbuf_init(&run[k].out);
		}
		if (mnt_git_parallel(h->o->root, run, n, GIT_OUTPUT_MAX, false,
				     width)) {
			free(run);
			goto fail;
		}
		for (k = 0; k < n; k++)
			*order[k] = run[k];
		free(run);
	}
	free(order);
	free(args);
	*sincep = since;
	return jobs;
fail:
	for (f = 0; jobs && since && f < h->in->nfiles; f++) {
		mbuf_release(&jobs[f].out);
		mbuf_release(&since[f]);
	}
	free(jobs);
	free(order);
	free(args);
	free(since);
	return NULL;
}

/* The inputs and answer of one call, for the helpers above. */
static void call_begin(struct mnt_githist *h, const struct mnt_githist_in *in,
		       struct mnt_dedup *dedup, struct mnt_git_roles *out)
{
	h->in = in;
	h->dedup = dedup;
	h->out = out;
}

static int call_end(struct mnt_githist *h)
{
	int ret = h->out->oom ? -ENOMEM : 0;

	h->in = NULL;
	h->dedup = NULL;
	h->out = NULL;
	return ret;
}

int mnt_githist_signers(struct mnt_githist *h, const struct mnt_githist_in *in,
			struct mnt_dedup *dedup, struct mnt_git_roles *out)
{
	struct mnt_git_job *pre = NULL;
	struct mbuf *since = NULL;
	size_t f;

	if (!h->o->email)
		return 0;
	call_begin(h, in, dedup, out);
	h->indexed = index_all_signoffs(h);
	pre = prefetch_signoffs(h, &since);
	for (f = 0; f < in->nfiles; f++) {
		const char *file = in->files[f];

		if (wants_signoffs(h, f)) {
			if (h->indexed && h->indexed[f].args)
				file_signoffs(h, file, &h->indexed[f]);
			else if (vcs_exists(h))
				file_signoffs(h, file, pre ? &pre[f] : NULL);
		}
		if (h->o->git_blame && vcs_exists(h))
			file_blame(h, file);
	}
	for (f = 0; pre && f < in->nfiles; f++) {
		mbuf_release(&pre[f].out);
		mbuf_release(&since[f]);
	}
	for (f = 0; h->indexed && f < in->nfiles; f++)
		mbuf_release(&h->indexed[f].out);
	free(h->indexed);
	h->indexed = NULL;
	free(pre);
	free(since);
	return call_end(h);
}

int mnt_githist_fixes(struct mnt_githist *h, const char *const *fixes,
		      size_t n, struct mnt_dedup *dedup,
		      struct mnt_git_roles *out)
{
	size_t i, k;

	call_begin(h, NULL, dedup, out);
	for (i = 0; i < n; i++) {
		struct strlist signers = { 0 }, dd = { 0 };

		if (!vcs_exists(h))
			break;
		commit_signers(h, fixes[i], "", &signers);
		for (k = 0; k < signers.n; k++)
			push_dedup(h, &dd, signers.v[k]);
		vcs_assign(h, "blamed_fixes", 1, &dd);
		mnt_strlist_clear(&signers);
		mnt_strlist_clear(&dd);
	}
	return call_end(h);
}

bool mnt_githist_tracked(struct mnt_githist *h, const char *file,
			 bool use_cache)
{
	struct mbuf out = MBUF_INIT;
	const char *args[] = { "ls-files", "--", file, NULL };
	int status;
	bool r;

	if (!vcs_exists(h))
		return false;
	if (h->tracked && h->tracked_cache != use_cache) {
		mnt_git_index_free(h->tracked);
		h->tracked = NULL;
	}
	if (!h->tracked) {
		h->tracked = mnt_git_index_new(h->o->root, use_cache);
		h->tracked_cache = use_cache;
	}
	status = h->tracked ? mnt_git_index_ask(h->tracked, file) : -1;
	if (status >= 0)
		return status == 1;
	r = run_git(h, args, &out, &status, true) == 0 && status == 0 && out.len;
	mbuf_release(&out);
	return r;
}
