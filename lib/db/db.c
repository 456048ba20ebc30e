// SPDX-License-Identifier: GPL-2.0-only
/*
 * Reading MAINTAINERS files into items and sections, and matching paths
 * against their F:, X: and N: patterns with get_maintainer.pl's semantics.
 *
 * Speed comes from an index: every F:/X: pattern is filed under its
 * literal prefix (the bytes before the first regex metacharacter), so a
 * path meets only the patterns whose prefix it starts with.  Fully literal
 * patterns never reach PCRE2 at all.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/opts.h"
#include "base/litscan.h"
#include "db/cache.h"
#include "db/db.h"
#include "db/findcache.h"
#include "db/glob.h"
#include "db/pidx.h"
#include "base/kwfilter.h"
#include "base/parfor.h"

#define DEFAULT_MAX_FILE (64u << 20)
/* Below this many MAINTAINERS files, their stat() on one thread. */
#define STAT_SPLIT 256

/* maint_glob_to_regex() is in glob.c. */

char *maint_regex_to_glob(const char *re)
{
	struct mbuf a = MBUF_INIT, b = MBUF_INIT;
	size_t i, n = strlen(re);

	/* s/([^\\])\.([^\*])/$1\?$2/g */
	for (i = 0; i < n;) {
		if (i + 2 < n && re[i] != '\\' && re[i + 1] == '.' &&
		    re[i + 2] != '*') {
			mbuf_addch(&a, re[i]);
			mbuf_addch(&a, '?');
			mbuf_addch(&a, re[i + 2]);
			i += 3;
		} else {
			mbuf_addch(&a, re[i]);
			i++;
		}
	}
	/* s/([^\\])\.$/$1\?/g */
	if (a.len >= 2 && a.buf[a.len - 1] == '.' && a.buf[a.len - 2] != '\\')
		a.buf[a.len - 1] = '?';
	/* s/\\\./\./g */
	for (i = 0; i < a.len;) {
		if (a.buf[i] == '\\' && i + 1 < a.len && a.buf[i + 1] == '.') {
			mbuf_addch(&b, '.');
			i += 2;
		} else {
			mbuf_addch(&b, a.buf[i]);
			i++;
		}
	}
	/* s/\.\*\/\*\/g */
	mbuf_reset(&a);
	for (i = 0; i < b.len;) {
		if (b.buf[i] == '.' && i + 1 < b.len && b.buf[i + 1] == '*') {
			mbuf_addch(&a, '*');
			i += 2;
		} else {
			mbuf_addch(&a, b.buf[i]);
			i++;
		}
	}
	mbuf_release(&b);
	if (mbuf_failed(&a)) {
		mbuf_release(&a);
		return NULL;
	}
	return mbuf_detach(&a, NULL);
}

/* Bytes of a glob that stay regex metacharacters after conversion. */
static const char glob_meta_str[] = "*?\\+()[]{}|^$";

/*
 * Literal prefix of a glob: the bytes every path it matches starts with
 * ('.' converts to the literal "\."; '*' and '?' are wildcards).  Sets
 * *literal when the whole glob is such bytes.
 */
static size_t glob_literal_prefix(const char *g, size_t n, bool *literal)
{
	size_t i;

	/* g is NUL-terminated at n: strcspn() finds the first meta byte */
	i = strcspn(g, glob_meta_str);
	if (i >= n) {
		*literal = true;
		return n;
	}
	*literal = false;
	if (memchr(g + i, '|', n - i))
		return 0; /* alternation: no prefix is certain */
	/* a quantifier makes the byte before it optional */
	if ((g[i] == '+' || g[i] == '{') && i)
		return i - 1;
	return i;
}

static unsigned int count_slashes(const char *s, size_t n)
{
	unsigned int c = 0;
	size_t i;

	for (i = 0; i < n; i++)
		c += s[i] == '/';
	return c;
}

/*
 * Make the converted regex of pattern i (once), noting i among the
 * patterns with state to free (few: the others' state is never touched).
 */
static bool pattern_regex(struct maint_db *db, size_t i)
{
	const struct mnt_pattern *pt = &db->patterns[i];
	struct mnt_pattern_state *ps = &db->pstate[i];
	struct mbuf b = MBUF_INIT, r = MBUF_INIT;
	char *re;

	if (ps->re)
		return true;
	if (db->nptouched >= db->ptouched_alloc &&
	    ALLOC_GROW(db->ptouched, db->nptouched + 1, db->ptouched_alloc))
		return false;
	/* Xen's fork reads {a,b} first (mnt_db_set_braces()) */
	if (db->braces && memchr(pt->glob, '{', pt->glob_len)) {
		mnt_glob_braces(&b, pt->glob, pt->glob_len);
		mnt_glob_regex(&r, b.buf ? b.buf : "", b.len);
	} else {
		mnt_glob_regex(&r, pt->glob, pt->glob_len);
	}
	re = mbuf_failed(&b) || mbuf_failed(&r) ? NULL : mbuf_detach(&r, NULL);
	mbuf_release(&b);
	mbuf_release(&r);
	if (!re)
		return false;
	ps->re_len = strlen(re);
	ps->re = realloc(re, ps->re_len + 2);
	if (!ps->re) {
		free(re);
		return false;
	}
	db->ptouched[db->nptouched++] = i;
	return true;
}

/*
 * Resolve whether pattern i names a directory of the tree (then it gets a
 * trailing '/', as get_maintainer.pl's -d test does) and its depth.
 * Returns the converted value, or NULL when out of memory.
 */
const char *mnt_pattern_value(struct maint_db *db, size_t i)
{
	const struct mnt_pattern *pt = &db->patterns[i];
	struct mnt_pattern_state *ps = &db->pstate[i];

	if (!ps->resolved) {
		ps->resolved = true;
		/*
		 * Only a glob without '.', '*' and '?' converts to a string
		 * that can name a directory; others get a backslash or a
		 * wildcard that no sane tree has in its names.  Test those
		 * the same way all the same.
		 */
		if (pt->glob_len && pt->glob[pt->glob_len - 1] != '/') {
			struct stat st;
			char buf[4096];
			const char *path;
			int k;

			if (!pattern_regex(db, i))
				return NULL;
			path = ps->re;
			if (db->root) {
				k = snprintf(buf, sizeof(buf), "%s/%s",
					     db->root, ps->re);
				path = (k > 0 && (size_t)k < sizeof(buf)) ?
					       buf :
					       NULL;
			}
			if (path && stat(path, &st) == 0 &&
			    S_ISDIR(st.st_mode)) {
				ps->dir = true;
				ps->re[ps->re_len++] = '/';
				ps->re[ps->re_len] = '\0';
			}
		}
		ps->slashes = count_slashes(pt->glob, pt->glob_len) + ps->dir;
		ps->ends_slash = ps->dir || (pt->glob_len &&
					     pt->glob[pt->glob_len - 1] == '/');
		ps->depth = (int)ps->slashes + (ps->ends_slash ? 0 : 1);
		if (pt->glob_len && pt->glob[0] == '*')
			ps->depth = -1;
	}
	if (!pattern_regex(db, i))
		return NULL;
	return ps->re;
}

/* Does path match pattern i (file_match_pattern())? */
static bool pattern_matches(struct maint_db *db, size_t i, const char *path,
			    size_t plen, unsigned int pslash)
{
	const struct mnt_pattern *pt = &db->patterns[i];
	struct mnt_pattern_state *ps = &db->pstate[i];

	if (pt->literal) {
		if (plen < pt->glob_len || memcmp(path, pt->glob, pt->glob_len))
			return false;
		if (!mnt_pattern_value(db, i))
			return false;
		if (ps->dir)
			return plen > pt->glob_len && path[pt->glob_len] == '/';
	} else {
		if (!mnt_pattern_value(db, i))
			return false;
		if (!ps->simple_known) {
			ps->simple_known = true;
			ps->simple = mnt_glob_re_simple(ps->re, ps->re_len);
		}
		if (ps->simple) {
			bool unsure;

			/* most globs: no regex to compile, nor to run */
			if (mnt_glob_re_match(ps->re, ps->re_len, path, plen,
					      &unsure))
				goto matched;
			if (!unsure)
				return false;
		}
		if (!ps->re_compiled) {
			char err[256];

			ps->re_compiled = true;
			ps->code = mnt_re_compile(ps->re, ps->re_len,
						  MNT_RE_ANCHORED, err,
						  sizeof(err));
			if (!ps->code) {
				const struct maint_item *it =
					&db->items[pt->item];

				mnt_diagf(db->diag, it->file, it->line,
					  MAINT_WARNING,
					  "pattern '%s' does not compile: %s",
					  it->value, err);
			}
		}
		if (!ps->code)
			return false;
		if (!mnt_db_tree_re(db, pt->item, "pattern", ps->code, path,
				    plen, db->diag))
			return false;
	}
matched:
	if (ps->ends_slash)
		return true;
	if (pt->globstar && !db->no_globstar)
		return true;
	return pslash == ps->slashes;
}

static int add_item(struct maint_db *db, char *text, const char *file,
		    unsigned int line)
{
	struct maint_item *it;

	/* read_one() made room for most lines */
	if (db->nitems >= db->items_alloc &&
	    ALLOC_GROW(db->items, db->nitems + 1, db->items_alloc))
		return -ENOMEM;
	it = &db->items[db->nitems++];
	it->text = text;
	it->value = NULL;
	it->file = file;
	it->line = line;
	it->type = 0;
	if (text[0] >= 'A' && text[0] <= 'Z' && text[1] == ':') {
		char *v = text + 2;

		while (*v == ' ' || *v == '\t' || *v == '\r' || *v == '\f' ||
		       *v == '\v')
			v++;
		it->type = text[0];
		it->value = v;
	}
	return 0;
}

static bool blank_or_comment(const char *s)
{
	while (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\f' ||
	       *s == '\v' || *s == '\n')
		s++;
	return *s == '\0' || *s == '#';
}

/*
 * What a MAINTAINERS file looked like when it was read.  A file written
 * within MNT_RACY_NS of its reading may change again without a new stamp (the
 * clock the file system uses is coarse): its content hash decides then.
 */

struct mnt_stamp {
	dev_t dev;
	ino_t ino;
	off_t size;
	struct timespec mtime, ctime;
	bool racy;
	uint64_t hash;
};

static long long ts_ns(const struct timespec *t)
{
	return (long long)t->tv_sec * 1000000000LL + t->tv_nsec;
}

static long long now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_REALTIME, &t);
	return ts_ns(&t);
}

static void stamp_set(struct mnt_stamp *s, const struct stat *st)
{
	s->dev = st->st_dev;
	s->ino = st->st_ino;
	s->size = st->st_size;
	s->mtime = st->st_mtim;
	s->ctime = st->st_ctim;
	s->racy = mnt_stat_racy(st);
}

static bool stamp_same(const struct mnt_stamp *s, const struct stat *st)
{
	return s->dev == st->st_dev && s->ino == st->st_ino &&
	       s->size == st->st_size &&
	       ts_ns(&s->mtime) == ts_ns(&st->st_mtim) &&
	       ts_ns(&s->ctime) == ts_ns(&st->st_ctim);
}

bool maint_db_changed(struct maint_db *db)
{
	size_t i;

	if (!db->stamps)
		return false; /* made from memory (mnt_db_load_mem()) */

	for (i = 0; i < db->nfiles; i++) {
		struct mnt_stamp *s = &db->stamps[i];
		struct stat st;
		long long t = now_ns();
		char *buf;
		size_t len;
		bool same;

		if (stat(db->files[i], &st) || !stamp_same(s, &st))
			return true;
		if (!s->racy)
			continue;
		if (mnt_read_file(db->files[i], db->max_file, &buf, &len))
			return true;
		same = mnt_hash(buf, len) == s->hash;
		free(buf);
		if (!same)
			return true;
		/* a later write cannot keep this stamp: trust it from now on */
		if (t > ts_ns(&st.st_mtim) + MNT_RACY_NS &&
		    t > ts_ns(&st.st_ctim) + MNT_RACY_NS)
			s->racy = false;
	}
	return false;
}

/* Take buf (malloc'd, len bytes and a NUL) as the file named path. */
static int take_buf(struct maint_db *db, const char *path, char *buf,
		    const char **name)
{
	char *fname = strdup(path);

	if (!fname || ALLOC_GROW(db->bufs, db->nbufs + 2, db->bufs_alloc)) {
		free(fname);
		free(buf);
		return -ENOMEM;
	}
	db->bufs[db->nbufs++] = buf;
	db->bufs[db->nbufs++] = fname;
	if (ALLOC_GROW(db->files, db->nfiles + 1, db->files_alloc))
		return -ENOMEM;
	db->files[db->nfiles++] = fname;
	*name = fname;
	return 0;
}

/* The items of one file taken by take_buf(): its lines cut at '\n'. */
static int parse_lines(struct maint_db *db, char *buf, size_t len,
		       const char *fname)
{
	unsigned int line = 0;
	char *p, *nl;
	int ret = 0;

	{
		/* about one item per 24 bytes; add_item() grows past that */
		size_t lines = len / 24 + 16;

		if (ALLOC_GROW(db->items, db->nitems + lines, db->items_alloc))
			return -ENOMEM;
		mnt_prefault(db->items + db->nitems,
			     lines * sizeof(*db->items));
	}
	for (p = buf; p < buf + len; p = nl + 1) {
		nl = memchr(p, '\n', (size_t)(buf + len - p));
		if (!nl)
			nl = buf + len;
		*nl = '\0';
		line++;
		if (p[0] >= 'A' && p[0] <= 'Z' && p[1] == ':')
			ret = add_item(db, p, fname, line);
		else if (!blank_or_comment(p))
			ret = add_item(db, p, fname, line);
		if (ret)
			return ret;
		if (nl == buf + len)
			break;
	}
	return 0;
}

/* take_buf() and parse_lines() */
static int add_buf(struct maint_db *db, const char *path, char *buf, size_t len)
{
	const char *fname;
	int ret = take_buf(db, path, buf, &fname);

	return ret ? ret : parse_lines(db, buf, len, fname);
}

/* Read the file at path and take it, not parsed yet (src: where it is). */
static int read_one(struct maint_db *db, const char *path,
		    struct mnt_cache_src *src, struct stat *stp)
{
	char *buf;
	size_t len;
	struct stat st;
	int ret;

	/* the stamp before the reading: a write after it changes the stamp */
	if (stat(path, &st))
		memset(&st, 0, sizeof(st));
	ret = mnt_read_file(path, db->max_file, &buf, &len);
	if (ret)
		return ret;
	if (ALLOC_GROW(db->stamps, db->nfiles + 1, db->stamps_alloc)) {
		free(buf);
		return -ENOMEM;
	}
	stamp_set(&db->stamps[db->nfiles], &st);
	*stp = st;
	if (db->stamps[db->nfiles].racy)
		db->stamps[db->nfiles].hash = mnt_hash(buf, len);
	ret = take_buf(db, path, buf, &src->path);
	src->buf = buf;
	src->len = len;
	return ret;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* An entry of a directory the search may go into or keep. */
struct walk_ent {
	char *name;
	unsigned char type; /* DT_DIR, DT_UNKNOWN, or another for MAINTAINERS */
};

static int cmp_ent(const void *a, const void *b)
{
	return strcmp(((const struct walk_ent *)a)->name,
		      ((const struct walk_ent *)b)->name);
}

/*
 * The entries of the directory open at fd (taken) that matter: the
 * directories and the files named MAINTAINERS (by d_type; an entry of
 * unknown type too), ".git" left out, names sorted.
 */
static int walk_list(int fd, DIR **dp, struct walk_ent **out, size_t *nout)
{
	struct walk_ent *v = NULL;
	size_t n = 0, a = 0;
	struct dirent *de;
	DIR *d = fdopendir(fd);

	*dp = d;
	if (!d) {
		close(fd);
		return 0;
	}
	while ((de = readdir(d))) {
		const char *nm = de->d_name;

		if (!strcmp(nm, ".") || !strcmp(nm, "..") ||
		    !strcmp(nm, ".git"))
			continue;
		if (de->d_type != DT_DIR && de->d_type != DT_UNKNOWN &&
		    strcmp(nm, "MAINTAINERS"))
			continue;
		if (ALLOC_GROW(v, n + 1, a) || !(v[n].name = strdup(nm))) {
			while (n)
				free(v[--n].name);
			free(v);
			return -ENOMEM;
		}
		v[n++].type = de->d_type;
	}
	mnt_qsort(v, n, sizeof(*v), cmp_ent);
	*out = v;
	*nout = n;
	return 0;
}

/*
 * Depth-first search for files named MAINTAINERS below the directory open
 * at fd (taken), whose path is path (restored on return), names sorted: a
 * directory is gone into when it is one (a symlink to one is not), a
 * MAINTAINERS kept when it is a regular file or a symlink to one.  Types
 * come from readdir() where the file system gives them, so a tree of
 * 50,000 files costs a read of its directories, not a stat of each file.
 */
static int walk(int fd, struct mbuf *path, size_t top, char ***list, size_t *n,
		size_t *alloc, unsigned int depth, struct mnt_find_rec *rec)
{
	struct walk_ent *v = NULL;
	size_t nv = 0, i, len = path->len;
	struct stat dst;
	DIR *d;
	int ret;

	/* the directory as it is before it is read (findcache.h) */
	if (fstat(fd, &dst))
		rec->racy = true;
	else
		mnt_find_rec_dir(rec, path->buf + top, &dst);
	ret = walk_list(fd, &d, &v, &nv);

	for (i = 0; i < nv && !ret; i++) {
		struct stat st;
		unsigned char type = v[i].type;

		if (type == DT_UNKNOWN)
			type = fstatat(dirfd(d), v[i].name, &st,
				       AT_SYMLINK_NOFOLLOW) ?
				       DT_UNKNOWN :
			       S_ISDIR(st.st_mode) ? DT_DIR :
			       S_ISLNK(st.st_mode) ? DT_LNK :
						     DT_REG;
		mbuf_setlen(path, len);
		if (path->len && path->buf[path->len - 1] != '/')
			mbuf_addch(path, '/');
		mbuf_adds(path, v[i].name);
		if (mbuf_failed(path)) {
			ret = -ENOMEM;
		} else if (type == DT_DIR) {
			int sub = depth < 64 ? openat(dirfd(d), v[i].name,
						      O_RDONLY | O_DIRECTORY |
							      O_NOFOLLOW |
							      O_CLOEXEC) :
					       -1;

			if (sub >= 0)
				ret = walk(sub, path, top, list, n, alloc,
					   depth + 1, rec);
			else
				rec->racy = true; /* not read: not kept */
		} else if (type == DT_LNK) {
			/* its target may change with no directory's mtime */
			rec->racy = true;
		}
		if (!ret && type != DT_DIR && type != DT_UNKNOWN &&
		    !strcmp(v[i].name, "MAINTAINERS") &&
		    !fstatat(dirfd(d), v[i].name, &st, 0) &&
		    S_ISREG(st.st_mode)) {
			if (ALLOC_GROW(*list, *n + 1, *alloc) ||
			    !((*list)[*n] = strdup(path->buf)))
				ret = -ENOMEM;
			else
				(*n)++;
			mnt_find_rec_file(rec, path->buf + top);
		}
	}
	mbuf_setlen(path, len);
	for (i = 0; i < nv; i++)
		free(v[i].name);
	free(v);
	if (d)
		closedir(d);
	return ret;
}

/*
 * Every MAINTAINERS below dir (ending in '/'), by walk(), or as the last
 * search found them while no directory changed (use_cache: findcache.h).
 */
static int find_files(const char *dir, char ***list, size_t *n, size_t *alloc,
		      bool use_cache)
{
	struct mnt_find_rec rec = { 0 };
	struct mbuf path = MBUF_INIT;
	int fd, ret;

	if (use_cache && mnt_find_cache_load(dir, list, n)) {
		*alloc = *n;
		return 0;
	}
	fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	mbuf_adds(&path, dir);
	ret = mbuf_failed(&path) ?
		      (close(fd), -ENOMEM) :
		      walk(fd, &path, path.len, list, n, alloc, 0, &rec);
	if (!ret && use_cache)
		mnt_find_cache_store(dir, &rec);
	mnt_find_rec_free(&rec);
	mbuf_release(&path);
	return ret;
}

static int build_sections(struct maint_db *db)
{
	size_t i = 0;

	while (i < db->nitems && !db->items[i].type)
		i++;
	db->section_of = malloc((db->nitems + 1) * sizeof(*db->section_of));
	if (!db->section_of)
		return -ENOMEM;
	for (size_t k = 0; k < db->nitems; k++)
		db->section_of[k] = (size_t)-1;
	while (i < db->nitems) {
		struct maint_section *s;
		size_t start = i, end = i;

		while (start > 0 && db->items[start].type)
			start--;
		while (end < db->nitems && db->items[end].type)
			end++;
		if (end > i) {
			if (ALLOC_GROW(db->sections, db->nsections + 1,
				       db->sections_alloc))
				return -ENOMEM;
			s = &db->sections[db->nsections];
			s->header = start;
			s->first = i;
			s->end = end;
			for (size_t k = i; k < end; k++)
				db->section_of[k] = db->nsections;
			db->nsections++;
		}
		i = end + 1;
	}
	return 0;
}

/*
 * Whether section s has an M: line and a maintained/supported status
 * (range_has_maintainer() and range_is_maintained()), worked out the first
 * time a match needs it.
 */
static bool section_exact_ok(struct maint_db *db, size_t s)
{
	const struct maint_section *sec = &db->sections[s];
	bool has_m = false, maintained = false;
	size_t i;

	if (db->sec_exact_ok[s])
		return db->sec_exact_ok[s] == 2;
	for (i = sec->header; i < sec->end; i++) {
		const struct maint_item *it = &db->items[i];

		if (it->type == 'M')
			has_m = true;
		if (it->type == 'S' && (strcasestr(it->value, "maintain") ||
					strcasestr(it->value, "support")))
			maintained = true;
	}
	db->sec_exact_ok[s] = has_m && maintained ? 2 : 1;
	return has_m && maintained;
}

/* Make the patterns of every F:/X: item of a section, and the N: list. */
static int build_index(struct maint_db *db)
{
	size_t i, nf = 0;

	for (i = 0; i < db->nitems; i++)
		if ((db->items[i].type == 'F' || db->items[i].type == 'X') &&
		    db->section_of[i] != (size_t)-1)
			nf++;
	db->patterns = calloc(nf ? nf : 1, sizeof(*db->patterns));
	if (!db->patterns)
		return -ENOMEM;
	mnt_prefault(db->patterns, nf * sizeof(*db->patterns));
	for (i = 0; i < db->nitems; i++) {
		const struct maint_item *it = &db->items[i];
		struct mnt_pattern *pt;

		if (it->type == 'N' && db->section_of[i] != (size_t)-1) {
			if (ALLOC_GROW(db->nregs, db->nnregs + 1,
				       db->nregs_alloc))
				return -ENOMEM;
			db->nregs[db->nnregs++] = i;
			continue;
		}
		if ((it->type != 'F' && it->type != 'X') ||
		    db->section_of[i] == (size_t)-1)
			continue;
		pt = &db->patterns[db->npatterns++];
		pt->item = i;
		pt->glob = it->value;
		pt->glob_len = strlen(it->value);
		pt->lit_len = glob_literal_prefix(pt->glob, pt->glob_len,
						  &pt->literal);
		pt->globstar = !pt->literal &&
			       memmem(pt->glob + pt->lit_len,
				      pt->glob_len - pt->lit_len, "**", 2);
	}
	return 0;
}

/*
 * File every pattern under its literal prefix (db/pidx.h), in memory when
 * no cache file brought the index.  Worth it only when many paths are
 * matched: the first few queries scan the patterns instead.
 */
static int index_patterns(struct maint_db *db)
{
	uint32_t nslots, nalways;
	struct mnt_pslot *slots;
	uint32_t *next, *always;

	if (db->npatterns >= UINT32_MAX / 4)
		return 0; /* scanned, as the first queries are */
	mnt_pidx_count(db->patterns, db->npatterns, &nslots, &nalways);
	slots = calloc(nslots, sizeof(*slots));
	next = calloc(db->npatterns + 1, sizeof(*next));
	always = calloc((size_t)nalways + 1, sizeof(*always));
	if (!slots || !next || !always) {
		free(slots);
		free(next);
		free(always);
		return -ENOMEM;
	}
	memset(db->pidx.lens, 0, sizeof(db->pidx.lens));
	mnt_pidx_fill(db->patterns, db->npatterns, slots, nslots, next,
		      always, db->pidx.lens);
	db->pidx.slots = slots;
	db->pidx.nslots = nslots;
	db->pidx.next = next;
	db->pidx.always = always;
	db->pidx.nalways = nalways;
	db->pidx_own = true;
	return 0;
}

static int compile_nregs(struct maint_db *db)
{
	db->nreg_code =
		calloc(db->nnregs ? db->nnregs : 1, sizeof(*db->nreg_code));
	db->nreg_state =
		calloc(db->nnregs ? db->nnregs : 1, sizeof(*db->nreg_state));
	db->nreg_lits =
		calloc(db->nnregs ? db->nnregs : 1, sizeof(*db->nreg_lits));
	if (!db->nreg_code || !db->nreg_state || !db->nreg_lits)
		return -ENOMEM;
	return 0;
}

/* The compiled N: regex i, compiled (and a failure reported) once. */
static struct mnt_re *nreg(struct maint_db *db, size_t i)
{
	const struct maint_item *it = &db->items[db->nregs[i]];
	char err[256];

	if (db->nreg_state[i] & NREG_TRIED)
		return db->nreg_code[i];
	db->nreg_state[i] |= NREG_TRIED;
	db->nreg_code[i] = mnt_re_compile(it->value, strlen(it->value),
					  MNT_RE_EXTENDED, err, sizeof(err));
	if (!db->nreg_code[i])
		mnt_diagf(db->diag, it->file, it->line, MAINT_WARNING,
			  "N: regex '%s' does not compile: %s", it->value, err);
	return db->nreg_code[i];
}

/*
 * For the first queries: can N: regex i match a path (lower-cased in
 * low)?  Not when none of its necessary literals occurs in it.  This keeps
 * a one-file query from compiling a hundred regexes it cannot need.
 */
/* The necessary literals of N: regex i (NULL: none found), worked out once. */
static char **nreg_literals(struct maint_db *db, size_t i)
{
	if (!(db->nreg_state[i] & NREG_LITS)) {
		db->nreg_state[i] |= NREG_LITS;
		if (mnt_kw_literals(db->items[db->nregs[i]].value, true,
				    &db->nreg_lits[i]) <= 0)
			db->nreg_lits[i] = NULL;
	}
	return db->nreg_lits[i];
}

static bool nreg_may_match(struct maint_db *db, size_t i, const char *low,
			   size_t len)
{
	char **l = nreg_literals(db, i);

	if (!l)
		return true;
	for (; *l; l++)
		if (memmem(low, len, *l, strlen(*l)))
			return true;
	return false;
}

static char *expand_tilde(const char *path)
{
	const char *rest, *home = NULL;
	struct mbuf mb = MBUF_INIT;

	if (path[0] != '~')
		return strdup(path);
	rest = strchr(path, '/');
	if (!rest)
		rest = path + strlen(path);
	if (rest == path + 1) {
		home = getenv("HOME");
		if (!home || !*home) {
			struct passwd *pw = getpwuid(getuid());

			home = pw ? pw->pw_dir : "";
		}
	} else {
		char user[256];
		struct passwd *pw;
		size_t ul = (size_t)(rest - path - 1);

		if (ul >= sizeof(user))
			return strdup(path);
		memcpy(user, path + 1, ul);
		user[ul] = '\0';
		pw = getpwnam(user);
		home = pw ? pw->pw_dir : "";
	}
	mbuf_adds(&mb, home);
	mbuf_adds(&mb, rest);
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, NULL);
}

/* What every database needs past its arrays: pattern state, N: regexes. */
static int db_state(struct maint_db *db)
{
	/* zeroed and mostly never touched: a query sees few patterns */
	db->pstate = calloc(db->npatterns + 1, sizeof(*db->pstate));
	db->sec_exact_ok = calloc(db->nsections + 1, 1);
	if (!db->pstate || !db->sec_exact_ok)
		return -ENOMEM;
	return compile_nregs(db);
}

static void db_state_free(struct maint_db *db)
{
	free(db->pstate);
	free(db->sec_exact_ok);
	free(db->nreg_code);
	free(db->nreg_state);
	free(db->re_given_up);
	free(db->nreg_lits);
	db->pstate = NULL;
	db->sec_exact_ok = NULL;
	db->nreg_code = NULL;
	db->nreg_state = NULL;
	db->nreg_lits = NULL;
}

/* Sections, index and N: regexes once every file is read. */
static int db_finish(struct maint_db *db)
{
	int ret = build_sections(db);

	if (!ret)
		ret = build_index(db);
	return ret ? ret : db_state(db);
}

int mnt_db_load_mem(struct maint_db **out, size_t n, const char *const *names,
		    char **bufs, const size_t *lens,
		    const struct maint_diag_sink *diag)
{
	struct maint_db *db = calloc(1, sizeof(*db));
	size_t i;
	int ret = 0;

	*out = NULL;
	if (!db)
		ret = -ENOMEM;
	else
		db->diag = diag;
	if (db)
		mnt_db_query_begin(db);
	for (i = 0; i < n; i++) {
		char *b = bufs[i];

		bufs[i] = NULL;
		if (!ret)
			ret = add_buf(db, names[i], b, lens[i]);
		else
			free(b);
	}
	if (!ret)
		ret = db_finish(db);
	if (ret) {
		maint_db_free(db);
		return ret;
	}
	*out = db;
	return 0;
}

/*
 * The files to read for opts (path: the expanded path): path itself, or
 * the files of the directory it names (every MAINTAINERS below it with
 * find_maintainer_files), names sorted.
 */
static int list_files(struct maint_db *db, const struct maint_load_opts *opts,
		      const char *path, char ***list, size_t *n)
{
	size_t alloc = 0;
	struct stat st;
	int ret = 0;

	if (stat(path, &st)) {
		return -MAINT_E_NOTFOUND;
	} else if (!S_ISDIR(st.st_mode)) {
		*list = malloc(sizeof(**list));
		if (!*list || !((*list)[0] = strdup(path)))
			return -ENOMEM;
		*n = 1;
		return 0;
	}
	struct mbuf dir = MBUF_INIT;

	mbuf_adds(&dir, path);
	if (dir.len && dir.buf[dir.len - 1] != '/')
		mbuf_addch(&dir, '/');
	if (mbuf_failed(&dir)) {
		ret = -ENOMEM;
	} else if (opts->find_maintainer_files) {
		ret = find_files(dir.buf, list, n, &alloc, opts->use_cache);
	} else {
		DIR *d = opendir(dir.buf);
		struct dirent *de;

		if (!d) {
			ret = -errno;
		} else {
			while ((de = readdir(d))) {
				struct mbuf f = MBUF_INIT;

				if (de->d_name[0] == '.')
					continue;
				mbuf_adds(&f, dir.buf);
				mbuf_adds(&f, de->d_name);
				if (ALLOC_GROW(*list, *n + 1, alloc) ||
				    mbuf_failed(&f)) {
					mbuf_release(&f);
					ret = -ENOMEM;
					break;
				}
				(*list)[(*n)++] = mbuf_detach(&f, NULL);
			}
			closedir(d);
			mnt_qsort(*list, *n, sizeof(**list), cmp_str);
		}
	}
	mbuf_release(&dir);
	if (!ret && !*n) {
		/* name the directory searched (never NULL) */
		db->failed_file = strdup(path);
		ret = -MAINT_E_NOFILES;
	}
	return ret;
}

/*
 * The N: regexes' literals as the cache file holds them (borrowed: see
 * maint_db_free()).  Its records are one per K:/N: item in item order, so
 * every N: regex has one.
 */
static void nregs_take_literals(struct maint_db *db)
{
	size_t i, j = 0;

	for (i = 0; i < db->nnregs; i++) {
		while (j < db->nitem_lits &&
		       db->item_lits[j].item < db->nregs[i])
			j++;
		if (j == db->nitem_lits ||
		    db->item_lits[j].item != db->nregs[i])
			continue; /* worked out on need, as without a cache */
		db->nreg_lits[i] = db->item_lits[j].lits;
		db->nreg_state[i] |= NREG_LITS;
	}
}

/* The files to stat for the cache key (U-Boot: 689 MAINTAINERS). */
struct stat_all {
	struct maint_db *db;
	char **list;
	struct stat *st;
};

/* 0 when files from..to are regular files, none racy, else 1. */
static int stat_files(void *arg, int part, size_t from, size_t to)
{
	const struct stat_all *a = arg;
	size_t i;

	(void)part;
	for (i = from; i < to; i++) {
		if (stat(a->list[i], &a->st[i]) || !S_ISREG(a->st[i].st_mode))
			return 1;
		stamp_set(&a->db->stamps[i], &a->st[i]);
		if (a->db->stamps[i].racy)
			return 1;
	}
	return 0;
}

/*
 * The database of the cache file for list[] when the files' stat data
 * name one (none is racy: see stamp_set()); true when db is made from it.
 */
static bool load_cached(struct maint_db *db, char **list, size_t n,
			struct stat *st)
{
	struct stat_all all = { db, list, st };
	uint64_t key[2];
	char *cpath;
	bool ok;

	if (ALLOC_GROW(db->stamps, n, db->stamps_alloc))
		return false;
	if (mnt_par_for(n, STAT_SPLIT, stat_files, &all))
		return false;
	cpath = mnt_cache_path((const char *const *)list, st, n, true, key);
	ok = cpath &&
	     !mnt_cache_load(db, cpath, key, (const char *const *)list, st, n);
	free(cpath);
	if (ok && db_state(db)) {
		db_state_free(db);
		ok = false;
	}
	if (ok)
		nregs_take_literals(db);
	return ok;
}

/* Read and parse list[] (and write the cache file for them: use_cache). */
static int load_parsed(struct maint_db *db, char **list, size_t n,
		       bool use_cache, struct stat *st)
{
	struct mnt_cache_src *srcs = calloc(n + 1, sizeof(*srcs));
	bool racy = false;
	uint64_t key[2];
	size_t i;
	int ret = srcs ? 0 : -ENOMEM;

	for (i = 0; i < n && !ret; i++) {
		ret = read_one(db, list[i], &srcs[i], &st[i]);
		if (ret)
			db->failed_file = strdup(list[i]);
		else
			racy |= db->stamps[i].racy;
	}
	for (i = 0; i < n && !ret; i++)
		ret = parse_lines(db, srcs[i].buf, srcs[i].len, srcs[i].path);
	if (!ret)
		ret = db_finish(db);
	/*
	 * A new cache file: not for a file that may still change without
	 * a new stamp; harmless when it cannot be written.
	 */
	if (!ret && use_cache && !racy) {
		char *cpath = mnt_cache_path((const char *const *)list, st, n,
					     true, key);

		if (cpath)
			(void)mnt_cache_store(db, cpath, key, srcs, st, n);
		free(cpath);
	}
	free(srcs);
	return ret;
}

int maint_db_load(struct maint_db **out, const struct maint_load_opts *opts,
		  const struct maint_diag_sink *diag)
{
	struct maint_load_opts dflt = { 0 };
	struct maint_db *db;
	char **list = NULL, *path = NULL;
	struct stat *st = NULL;
	size_t n = 0, i;
	int ret = 0;

	if (!MNT_OPTS_OK(opts, MAINT_LOAD_OPTIONS_VERSION))
		return -EINVAL;
	if (!opts)
		opts = &dflt;
	*out = NULL;
	if (opts->failed_file)
		*opts->failed_file = NULL;
	db = calloc(1, sizeof(*db));
	if (!db)
		return -ENOMEM;
	mnt_db_query_begin(db);
	db->diag = diag;
	db->no_globstar = opts->no_globstar;
	db->use_cache = opts->use_cache;
	db->max_file = opts->max_file_size ? opts->max_file_size :
					     DEFAULT_MAX_FILE;
	if (opts->root && !(db->root = strdup(opts->root)))
		ret = -ENOMEM;
	if (opts->path) {
		path = expand_tilde(opts->path);
	} else {
		struct mbuf mb = MBUF_INIT;

		if (opts->root) {
			mbuf_adds(&mb, opts->root);
			mbuf_addch(&mb, '/');
		}
		mbuf_adds(&mb, "MAINTAINERS");
		path = mbuf_failed(&mb) ? NULL : mbuf_detach(&mb, NULL);
		mbuf_release(&mb);
	}
	if (!ret && !path)
		ret = -ENOMEM;
	if (!ret)
		ret = list_files(db, opts, path, &list, &n);
	if (!ret && !(st = calloc(n + 1, sizeof(*st))))
		ret = -ENOMEM;
	if (!ret && !(opts->use_cache && load_cached(db, list, n, st))) {
		/* whatever the cache made is dropped: a plain parse */
		mnt_cache_unmap(db);
		ret = load_parsed(db, list, n, opts->use_cache, st);
	}
	for (i = 0; i < n; i++)
		free(list[i]);
	free(list);
	free(path);
	free(st);
	if (ret) {
		if (opts->failed_file) {
			*opts->failed_file = db->failed_file;
			db->failed_file = NULL;
		}
		maint_db_free(db);
		return ret;
	}
	*out = db;
	return 0;
}

void mnt_db_set_braces(struct maint_db *db, bool braces)
{
	size_t i;

	if (db->braces == braces)
		return;
	db->braces = braces;
	/* the regexes made so far read the other way */
	for (i = 0; i < db->nptouched; i++) {
		struct mnt_pattern_state *ps = &db->pstate[db->ptouched[i]];

		free(ps->re);
		mnt_re_free(ps->code);
		memset(ps, 0, sizeof(*ps));
	}
	db->nptouched = 0;
}

void maint_db_free(struct maint_db *db)
{
	size_t i;

	if (!db)
		return;
	for (i = 0; i < db->nptouched; i++) {
		free(db->pstate[db->ptouched[i]].re);
		mnt_re_free(db->pstate[db->ptouched[i]].code);
	}
	free(db->ptouched);
	free(db->pstate);
	for (i = 0; i < db->nnregs && db->nreg_code; i++)
		mnt_re_free(db->nreg_code[i]);
	free(db->nreg_code);
	/* literals in a cache file are its mapping's */
	for (i = 0; i < db->nnregs && db->nreg_lits; i++)
		if (!mnt_db_in_map(db, db->nreg_lits[i]))
			mnt_kw_literals_free(db->nreg_lits[i]);
	free(db->nreg_lits);
	free(db->nreg_state);
	free(db->re_given_up);
	/* the arrays of a cache file are its mapping (nregs is made) */
	mnt_cache_unmap(db);
	free(db->patterns);
	free(db->nregs);
	free(db->nreg_alone);
	free(db->nreg_hit);
	mnt_litscan_free(db->nreg_scan);
	if (db->pidx_own) {
		free((void *)db->pidx.slots);
		free((void *)db->pidx.next);
		free((void *)db->pidx.always);
	}
	for (i = 0; i < db->nbufs; i++)
		free(db->bufs[i]);
	free(db->bufs);
	free(db->files);
	free(db->stamps);
	free(db->items);
	free(db->sections);
	free(db->section_of);
	free(db->sec_exact_ok);
	free(db->root);
	free(db->failed_file);
	free(db);
}

size_t maint_db_nitems(const struct maint_db *db)
{
	return db->nitems;
}

const struct maint_item *maint_db_item(const struct maint_db *db, size_t i)
{
	return i < db->nitems ? &db->items[i] : NULL;
}

size_t maint_db_nsections(const struct maint_db *db)
{
	return db->nsections;
}

const struct maint_section *maint_db_section(const struct maint_db *db,
					     size_t i)
{
	return i < db->nsections ? &db->sections[i] : NULL;
}

size_t maint_db_nfiles(const struct maint_db *db)
{
	return db->nfiles;
}

const char *maint_db_file(const struct maint_db *db, size_t i)
{
	return i < db->nfiles ? db->files[i] : NULL;
}

size_t maint_db_section_of(const struct maint_db *db, size_t item)
{
	return item < db->nitems ? db->section_of[item] : (size_t)-1;
}

const char *maint_section_name(const struct maint_db *db, size_t s)
{
	return db->items[db->sections[s].header].text;
}

size_t maint_db_find_section(const struct maint_db *db, const char *name)
{
	size_t s;

	for (s = 0; s < db->nsections; s++)
		if (!strcmp(maint_section_name(db, s), name))
			return s;
	return (size_t)-1;
}

struct hit {
	size_t item;
	int depth;
	bool is_x;
};

static int cmp_hit(const void *a, const void *b)
{
	const struct hit *x = a, *y = b;

	return x->item < y->item ? -1 : x->item > y->item;
}

static int cmp_match(const void *a, const void *b)
{
	const struct maint_match *x = a, *y = b;

	if (x->depth != y->depth)
		return x->depth > y->depth ? -1 : 1;
	return x->section < y->section ? -1 : x->section > y->section;
}

/*
 * One scanner of the N: regexes' necessary literals (base/litscan.h), so
 * that a path is tried only against the regexes one of whose literals it
 * contains (compared in lower case).  Regexes without such literals are
 * tried on every path.
 */
static void nregs_prefilter(struct maint_db *db)
{
	const char **strs = NULL;
	uint32_t *ids = NULL;
	size_t n = 0, alloc = 0, aids = 0, i;

	db->nreg_any_tried = true;
	db->nreg_alone = calloc(db->nnregs + 1, sizeof(*db->nreg_alone));
	db->nreg_hit = calloc(db->nnregs + 1, sizeof(*db->nreg_hit));
	if (!db->nreg_alone || !db->nreg_hit)
		goto out;
	for (i = 0; i < db->nnregs; i++) {
		char **l = nreg_literals(db, i);

		if (!l) {
			db->nreg_alone[i] = true;
			continue;
		}
		for (; *l; l++) {
			if (ALLOC_GROW(strs, n + 1, alloc) ||
			    ALLOC_GROW(ids, n + 1, aids))
				goto out;
			strs[n] = *l;
			ids[n] = (uint32_t)i;
			n++;
		}
	}
	db->nreg_scan = mnt_litscan_new(strs, ids, n);
out:
	if (!db->nreg_scan && db->nreg_alone)
		for (i = 0; i < db->nnregs; i++)
			db->nreg_alone[i] = true;
	free(strs);
	free(ids);
}

static int nreg_hit(uint32_t id, size_t pos, void *ctx)
{
	struct maint_db *db = ctx;

	(void)pos;
	db->nreg_hit[id] = db->nreg_stamp;
	return 0;
}

/* The items a path matched, F:/X: patterns and N: regexes, unsorted. */
struct hits {
	struct hit *v;
	size_t n, alloc;
};

static int add_hit(struct hits *h, size_t item, int depth, bool is_x)
{
	if (ALLOC_GROW(h->v, h->n + 1, h->alloc))
		return -ENOMEM;
	h->v[h->n].item = item;
	h->v[h->n].depth = depth;
	h->v[h->n].is_x = is_x;
	h->n++;
	return 0;
}

static int try_pattern(struct maint_db *db, size_t i, const char *path,
		       size_t len, unsigned int pslash, struct hits *h)
{
	const struct mnt_pattern *pt = &db->patterns[i];

	if (!pattern_matches(db, i, path, len, pslash))
		return 0;
	return add_hit(h, pt->item, db->pstate[i].depth,
		       db->items[pt->item].type == 'X');
}

/* One pattern of the index's walk tried on a path (try_pattern()). */
struct try_ctx {
	struct maint_db *db;
	const char *path;
	size_t len;
	unsigned int pslash;
	struct hits *h;
};

static int try_indexed(size_t i, void *ctx)
{
	struct try_ctx *t = ctx;

	return try_pattern(t->db, i, t->path, t->len, t->pslash, t->h);
}

/*
 * The F:/X: patterns path matches: from the prefix index (the cache
 * file's, or one made here after the first queries), else by a scan of
 * the patterns whose literal prefix path starts with.
 */
static int pattern_hits(struct maint_db *db, const char *path, size_t len,
			unsigned int pslash, struct hits *h)
{
	struct try_ctx t = { db, path, len, pslash, h };
	size_t i;
	int ret;

	if (db->nqueries <= MNT_SCAN_QUERIES)
		db->nqueries++;
	if (!db->pidx.nslots && db->nqueries > MNT_SCAN_QUERIES) {
		ret = index_patterns(db);
		if (ret)
			return ret;
	}
	if (db->pidx.nslots)
		return mnt_pidx_walk(&db->pidx, db->patterns, path, len,
				     try_indexed, &t);
	for (i = 0; i < db->npatterns; i++) {
		const struct mnt_pattern *pt = &db->patterns[i];

		/* the first byte first: most patterns differ there */
		if (pt->lit_len > len ||
		    (pt->lit_len && pt->glob[0] != path[0]) ||
		    memcmp(path, pt->glob, pt->lit_len))
			continue;
		ret = try_pattern(db, i, path, len, pslash, h);
		if (ret)
			return ret;
	}
	return 0;
}

/*
 * The N: regexes path matches.  Only those whose necessary literals occur
 * in the lower-cased path are run: all literals are looked up in one pass
 * (nregs_prefilter()), or, without memory for its scanner, one regex's at
 * a time.
 */
static int nreg_hits(struct maint_db *db, const char *path, size_t len,
		     struct hits *h)
{
	char lowbuf[4096];
	bool filtered, lowered = len < sizeof(lowbuf);
	size_t i;

	if (!db->nreg_any_tried)
		nregs_prefilter(db);
	for (i = 0; lowered && i < len; i++)
		lowbuf[i] = (path[i] >= 'A' && path[i] <= 'Z') ?
				    (char)(path[i] + 32) :
				    path[i];
	filtered = db->nreg_scan && lowered;
	if (filtered) {
		if (++db->nreg_stamp == 0) {
			memset(db->nreg_hit, 0,
			       db->nnregs * sizeof(*db->nreg_hit));
			db->nreg_stamp = 1;
		}
		mnt_litscan_run(db->nreg_scan, lowbuf, len, len, nreg_hit, db);
	}
	for (i = 0; i < db->nnregs; i++) {
		if (filtered && !db->nreg_alone[i] &&
		    db->nreg_hit[i] != db->nreg_stamp)
			continue;
		if (!filtered && lowered && !nreg_may_match(db, i, lowbuf, len))
			continue;
		if (!nreg(db, i))
			continue;
		if (mnt_db_tree_re(db, db->nregs[i], "N: regex",
				   db->nreg_code[i], path, len, db->diag) &&
		    add_hit(h, db->nregs[i], 0, false))
			return -ENOMEM;
	}
	return 0;
}

/*
 * The hits of one section, h[0..n): unless an X: hit excludes the path,
 * the section matches through its last F:/N: hit that --pattern-depth
 * lets through (*exact: an F: pattern as deep as the path, in a section
 * that may say so).  True when it matches, with *cur filled in.
 */
static bool section_match(struct maint_db *db, const struct hit *h, size_t n,
			  unsigned int pslash, int pattern_depth, bool *exact,
			  struct maint_match *cur)
{
	bool have = false;
	size_t k;

	for (k = 0; k < n; k++)
		if (h[k].is_x)
			return false;
	for (k = 0; k < n; k++) {
		const struct maint_item *it = &db->items[h[k].item];
		int d = h[k].depth;

		if (it->type == 'F') {
			int fd = (int)pslash;

			if (d >= fd && exact &&
			    section_exact_ok(db, cur->section))
				*exact = true;
			if (pattern_depth != 0 && !(fd - d < pattern_depth))
				continue;
		}
		cur->depth = d;
		cur->item = h[k].item;
		have = true;
	}
	return have;
}

void mnt_db_query_begin(struct maint_db *db)
{
	mnt_re_budget_reset(&db->re_budget);
	db->re_budget_said = false;
}

void mnt_db_re_credit(struct maint_db *db, uint64_t steps)
{
	mnt_re_budget_credit(&db->re_budget, steps);
}

bool mnt_db_tree_re(struct maint_db *db, size_t item, const char *kind,
		    struct mnt_re *re, const char *s, size_t len,
		    const struct maint_diag_sink *diag)
{
	const struct maint_item *it = &db->items[item];
	int rc;

	if (db->re_given_up && db->re_given_up[item])
		return false;
	rc = mnt_re_match_budget(re, s, len, 0, NULL, 0, &db->re_budget);
	if (rc == MNT_RE_LIMIT) {
		if (!db->re_given_up)
			db->re_given_up = calloc(db->nitems, 1);
		if (db->re_given_up)
			db->re_given_up[item] = 1;
		mnt_diagf(
			diag, it->file, it->line, MAINT_WARNING,
			"%s '%s' exceeds the match limit; given up for the rest of the run",
			kind, it->value);
	} else if (rc == MNT_RE_SPENT && !db->re_budget_said) {
		db->re_budget_said = true;
		mnt_diagf(
			diag, it->file, it->line, MAINT_WARNING,
			"%s '%s': the query's regex budget is spent; it and the tree's patterns after it are not tried",
			kind, it->value);
	}
	return rc == MNT_RE_MATCH;
}

/*
 * A set of matches, refilled by each maint_match_file(); the hits of the
 * last query are kept too, so that a caller matching many paths with one
 * set allocates nothing once the set has grown.
 */
struct maint_matches {
	struct maint_match *v;
	size_t n, alloc;
	struct hits h;
};

int maint_matches_new(struct maint_matches **out)
{
	*out = calloc(1, sizeof(**out));
	return *out ? 0 : -ENOMEM;
}

void maint_matches_free(struct maint_matches *ms)
{
	if (!ms)
		return;
	free(ms->v);
	free(ms->h.v);
	free(ms);
}

size_t maint_matches_count(const struct maint_matches *ms)
{
	return ms->n;
}

const struct maint_match *maint_matches_at(const struct maint_matches *ms,
					   size_t i)
{
	return i < ms->n ? &ms->v[i] : NULL;
}

const struct maint_match *mnt_matches_v(const struct maint_matches *ms)
{
	return ms->v;
}

int maint_match_file(struct maint_db *db, const char *path, int pattern_depth,
		     struct maint_matches *ms, bool *exact)
{
	struct hits *h = &ms->h;
	size_t i, len = strlen(path);
	unsigned int pslash = count_slashes(path, len);
	int ret;

	mnt_db_re_credit(db, MNT_RE_BUDGET_PATH);
	ms->n = 0;
	h->n = 0;
	if (exact)
		*exact = false;
	ret = pattern_hits(db, path, len, pslash, h);
	if (!ret)
		ret = nreg_hits(db, path, len, h);
	if (ret)
		return ret;
	mnt_qsort(h->v, h->n, sizeof(*h->v), cmp_hit);
	for (i = 0; i < h->n;) {
		size_t s = db->section_of[h->v[i].item], j;
		struct maint_match cur = { s, 0, 0 };

		for (j = i; j < h->n && db->section_of[h->v[j].item] == s; j++)
			;
		if (section_match(db, h->v + i, j - i, pslash, pattern_depth,
				  exact, &cur)) {
			if (ALLOC_GROW(ms->v, ms->n + 1, ms->alloc)) {
				ms->n = 0;
				return -ENOMEM;
			}
			ms->v[ms->n++] = cur;
		}
		i = j;
	}
	mnt_qsort(ms->v, ms->n, sizeof(*ms->v), cmp_match);
	return 0;
}

/* The pattern of item @item, or db->npatterns when it has none. */
static size_t pattern_of_item(const struct maint_db *db, size_t item)
{
	size_t lo = 0, hi = db->npatterns;

	/* patterns are stored in item order */
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (db->patterns[mid].item < item)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < db->npatterns && db->patterns[lo].item == item)
		return lo;
	return db->npatterns;
}

const char *mnt_db_item_regex(struct maint_db *db, size_t item)
{
	size_t i = pattern_of_item(db, item);

	return i < db->npatterns ? mnt_pattern_value(db, i) : NULL;
}

int mnt_db_section_fdepth(struct maint_db *db, size_t s, const char *path)
{
	const struct maint_section *sec = maint_db_section(db, s);
	size_t len = strlen(path);
	unsigned int pslash = count_slashes(path, len);
	int best = MNT_NO_FDEPTH;

	if (!sec)
		return MNT_NO_FDEPTH;
	for (size_t it = sec->first; it < sec->end; it++) {
		size_t i;

		if (db->items[it].type != 'F')
			continue;
		i = pattern_of_item(db, it);
		if (i < db->npatterns &&
		    pattern_matches(db, i, path, len, pslash) &&
		    db->pstate[i].depth > best)
			best = db->pstate[i].depth;
	}
	return best;
}
