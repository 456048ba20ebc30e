// SPDX-License-Identifier: GPL-2.0-only
/*
 * Coverage: every file of a tree matched against MAINTAINERS exactly as
 * maint get -f matches it, and the results summed up by status, profile
 * and directory.
 *
 * The files are taken in byte-wise sorted order, so that every directory's
 * files are contiguous: the directory tree is built with a stack, without
 * a hash lookup per path component.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "base/opts.h"
#include "maint.h"
#include "mbuf.h"
#include "util.h"

#define NONE ((size_t)-1)
#define PROGRESS_STEP 4096
#define MAX_DIR_DEPTH 256
/* --lines reads at most this much data of one file */
#define MAX_COUNT_BYTES ((off_t)256 << 20)

struct maint_coverage {
	struct maint_db *db;
	struct maint_coverage_file *files;
	size_t nfiles;
	size_t *matches; /* every file's matches, all then best-first */
	size_t nmatches, matches_alloc;
	struct maint_matches *ms; /* match_one()'s, refilled per file */
	size_t *match_off; /* into matches, per file (fixed up at the end) */
	struct maint_coverage_dir *dirs;
	size_t ndirs, dirs_alloc;
	struct mbuf dirnames; /* NUL-separated directory paths */
	size_t *sec_hits; /* files matched per section */
	struct maint_coverage_summary sum;
	/* per section */
	unsigned char *sec_status;
	bool *sec_profile, *sec_rest, *sec_patterns;
};

/* Per-section facts: status, P: profile, THE REST, has F:/N: patterns. */
static int scan_sections(struct maint_coverage *c)
{
	struct maint_db *db = c->db;
	size_t ns = maint_db_nsections(db), s, i;

	c->sec_status = malloc(ns + 1);
	c->sec_profile = calloc(ns + 1, sizeof(bool));
	c->sec_rest = calloc(ns + 1, sizeof(bool));
	c->sec_patterns = calloc(ns + 1, sizeof(bool));
	c->sec_hits = calloc(ns + 1, sizeof(size_t));
	if (!c->sec_status || !c->sec_profile || !c->sec_rest ||
	    !c->sec_patterns || !c->sec_hits)
		return -ENOMEM;
	for (s = 0; s < ns; s++) {
		const struct maint_section *sec = maint_db_section(db, s);
		bool have_status = false;

		c->sec_status[s] = MAINT_ST_NONE;
		c->sec_rest[s] = maint_section_is_rest(db, s);
		for (i = sec->first; i < sec->end; i++) {
			const struct maint_item *it = maint_db_item(db, i);
			enum maint_pkind k;

			switch (it->type) {
			case 'S':
				if (!have_status)
					c->sec_status[s] =
						maint_status_of(it->value);
				have_status = true;
				break;
			case 'P':
				k = maint_pkind_of(it->value);
				if (k == MAINT_P_FILE || k == MAINT_P_URI)
					c->sec_profile[s] = true;
				break;
			case 'F':
			case 'N':
				c->sec_patterns[s] = true;
				break;
			default:
				break;
			}
		}
	}
	return 0;
}

/*
 * The newlines of an open regular file: only its data is read, never its
 * holes (a sparse file of 10 GiB holds no newline where nothing is
 * allocated: SEEK_DATA/SEEK_HOLE skip there), and at most MAX_COUNT_BYTES
 * of data, so that no file costs more than that to count.
 */
static unsigned long long count_newlines(int fd)
{
	char buf[65536];
	unsigned long long n = 0;
	off_t pos = 0, end, read_total = 0;
	ssize_t r;

	for (;;) {
		off_t data = lseek(fd, pos, SEEK_DATA);

		if (data < 0 && errno == ENXIO)
			break; /* no data past pos */
		if (data < 0) {
			/* no SEEK_DATA here: all of it is data */
			data = pos;
			end = MAX_COUNT_BYTES + pos;
		} else {
			end = lseek(fd, data, SEEK_HOLE);
		}
		if (end < 0 || lseek(fd, data, SEEK_SET) < 0)
			break;
		pos = data;
		while (pos < end && read_total < MAX_COUNT_BYTES) {
			size_t want = sizeof(buf);
			const char *q = buf, *e;

			if ((off_t)want > end - pos)
				want = (size_t)(end - pos);
			if ((off_t)want > MAX_COUNT_BYTES - read_total)
				want = (size_t)(MAX_COUNT_BYTES - read_total);
			r = read(fd, buf, want);
			if (r < 0 && errno == EINTR)
				continue;
			if (r <= 0)
				return n;
			e = buf + r;
			while ((q = memchr(q, '\n', (size_t)(e - q)))) {
				n++;
				q++;
			}
			pos += r;
			read_total += r;
		}
		if (read_total >= MAX_COUNT_BYTES)
			break;
	}
	return n;
}

/*
 * Lines of a file below the tree's top, opened one component at a time
 * with O_NOFOLLOW so that no symlink leads out of the tree.  0 when it
 * cannot be read.
 */
static unsigned long long count_lines(int rootfd, const char *path)
{
	char comp[256];
	const char *p = path, *slash;
	unsigned long long n = 0;
	int fd = rootfd, nfd, depth = 0;

	if (*p == '/')
		return 0;
	while ((slash = strchr(p, '/'))) {
		size_t len = (size_t)(slash - p);

		if (!len || len >= sizeof(comp) || ++depth > MAX_DIR_DEPTH)
			goto fail;
		memcpy(comp, p, len);
		comp[len] = '\0';
		if (!strcmp(comp, "..") || !strcmp(comp, "."))
			goto fail;
		nfd = openat(fd, comp,
			     O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
		if (fd != rootfd)
			close(fd);
		fd = nfd;
		if (fd < 0)
			return 0;
		p = slash + 1;
	}
	if (!*p || !strcmp(p, ".."))
		goto fail;
	nfd = openat(fd, p, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	if (fd != rootfd)
		close(fd);
	if (nfd < 0)
		return 0;
	if (mnt_fd_regular(nfd)) { /* a FIFO or a device: never read */
		close(nfd);
		return 0;
	}
	n = count_newlines(nfd);
	close(nfd);
	return n;
fail:
	if (fd != rootfd)
		close(fd);
	return 0;
}

static size_t new_dir(struct maint_coverage *c, const char *path, size_t len,
		      size_t parent)
{
	struct maint_coverage_dir *d;
	size_t i;

	if (ALLOC_GROW(c->dirs, c->ndirs + 1, c->dirs_alloc))
		return NONE;
	i = c->ndirs++;
	d = &c->dirs[i];
	memset(d, 0, sizeof(*d));
	/* offsets for now: the buffer moves as it grows */
	d->path = (const char *)(uintptr_t)c->dirnames.len;
	mbuf_add(&c->dirnames, path, len);
	mbuf_addch(&c->dirnames, '\0');
	d->parent = parent;
	d->first_child = NONE;
	d->next_sibling = NONE;
	d->last_child = NONE;
	if (parent != NONE) {
		struct maint_coverage_dir *p = &c->dirs[parent];

		if (p->last_child == NONE)
			p->first_child = i;
		else
			c->dirs[p->last_child].next_sibling = i;
		p->last_child = i;
		d->depth = p->depth + 1;
	}
	return i;
}

static void add_to_dir(struct maint_coverage_dir *d,
		       const struct maint_coverage_file *f, bool own)
{
	d->files[f->status]++;
	d->lines[f->status] += f->lines;
	d->nfiles++;
	d->nlines += f->lines;
	if (f->profile) {
		d->profile_files++;
		d->profile_lines += f->lines;
	}
	if (f->rest_only)
		d->rest_only_files++;
	if (own) {
		d->own_files[f->status]++;
		d->own_lines[f->status] += f->lines;
		d->own_nfiles++;
		if (f->profile)
			d->own_profile_files++;
	}
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Match one file; its matches are appended to c->matches. */
static int match_one(struct maint_coverage *c, struct maint_coverage_file *f)
{
	size_t n = 0, i, best_depth_n = 0, base = c->nmatches;
	int best_nonrest = -1000000;
	enum maint_status st = MAINT_ST_NONE;
	bool exact, any_nonrest = false;
	int ret;

	ret = maint_match_file(c->db, f->path, 0, c->ms, &exact);
	if (ret)
		return ret;
	n = maint_matches_count(c->ms);
	if (ALLOC_GROW(c->matches, c->nmatches + n + 1, c->matches_alloc))
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		const struct maint_match *m = maint_matches_at(c->ms, i);
		size_t s = m->section;

		c->matches[c->nmatches++] = s;
		if (m->depth == maint_matches_at(c->ms, 0)->depth)
			best_depth_n++;
		if (c->sec_hits[s]++ == 0)
			c->sum.sections_matched++;
		if (c->sec_profile[s])
			f->profile = true;
		if (c->sec_rest[s])
			continue;
		any_nonrest = true;
		/* the deepest sections other than THE REST give the status */
		if (m->depth > best_nonrest) {
			best_nonrest = m->depth;
			st = c->sec_status[s];
		} else if (m->depth == best_nonrest && c->sec_status[s] < st) {
			st = c->sec_status[s];
		}
	}
	f->nall = n;
	f->nbest = best_depth_n;
	f->all = (const size_t *)(uintptr_t)base; /* fixed up later */
	f->status = st;
	f->rest_only = n && !any_nonrest;
	f->unmatched = !n;
	return 0;
}

/* paths, sorted (a copy; the strings are borrowed), or NULL. */
static const char **sorted_paths(const char *const *paths, size_t npaths)
{
	const char **sorted = malloc((npaths + 1) * sizeof(*sorted));
	size_t i;

	if (!sorted)
		return NULL;
	if (npaths)
		memcpy(sorted, paths, npaths * sizeof(*sorted));
	for (i = 1; i < npaths; i++)
		if (strcmp(sorted[i - 1], sorted[i]) > 0)
			break;
	if (i < npaths)
		mnt_qsort(sorted, npaths, sizeof(*sorted), cmp_str);
	return sorted;
}

/* The directories from the top down to the current one (sorted input). */
struct dir_stack {
	size_t v[MAX_DIR_DEPTH + 1];
	size_t sp; /* v[sp] is the deepest */
};

/*
 * File f into its directories: keep those of the stack that are a prefix
 * of its path, add the ones below, and count it in each of them.
 */
static int place_file(struct maint_coverage *c, struct dir_stack *st,
		      struct maint_coverage_file *f)
{
	const char *p = f->path;
	size_t k, depth, start;

	for (depth = 1; depth <= st->sp; depth++) {
		const char *dp = c->dirnames.buf +
				 (uintptr_t)c->dirs[st->v[depth]].path;
		size_t dl = strlen(dp);

		if (strncmp(p, dp, dl) || p[dl] != '/')
			break;
	}
	st->sp = depth - 1;
	start = st->sp ? strlen(c->dirnames.buf +
				(uintptr_t)c->dirs[st->v[st->sp]].path) + 1 :
			 0;
	for (k = start; p[k]; k++) {
		if (p[k] != '/')
			continue;
		if (st->sp == MAX_DIR_DEPTH)
			break;
		st->v[st->sp + 1] = new_dir(c, p, k, st->v[st->sp]);
		if (st->v[st->sp + 1] == NONE)
			return -ENOMEM;
		st->sp++;
	}
	if (mbuf_failed(&c->dirnames))
		return -ENOMEM;
	f->dir = st->v[st->sp];
	for (k = 0; k <= st->sp; k++)
		add_to_dir(&c->dirs[st->v[k]], f, k == st->sp);
	return 0;
}

/* File f in the summary. */
static void count_file(struct maint_coverage *c,
		       const struct maint_coverage_file *f)
{
	c->sum.files[f->status][f->profile]++;
	c->sum.lines[f->status][f->profile] += f->lines;
	if (f->rest_only) {
		c->sum.rest_only_files++;
		c->sum.rest_only_lines += f->lines;
	}
	if (f->unmatched) {
		c->sum.unmatched_files++;
		c->sum.unmatched_lines += f->lines;
	}
	c->sum.nfiles++;
	c->sum.nlines += f->lines;
}

/* The offsets kept while the buffers grew, made pointers. */
static void resolve_offsets(struct maint_coverage *c)
{
	size_t i;

	for (i = 0; i < c->nfiles; i++) {
		c->files[i].all = c->matches + (uintptr_t)c->files[i].all;
		c->files[i].best = c->files[i].all;
	}
	for (i = 0; i < c->ndirs; i++) {
		c->dirs[i].path = c->dirnames.buf + (uintptr_t)c->dirs[i].path;
		c->dirs[i].name = strrchr(c->dirs[i].path, '/');
		c->dirs[i].name = c->dirs[i].name ? c->dirs[i].name + 1 :
						    c->dirs[i].path;
	}
}

int maint_coverage_run(struct maint_coverage **out, struct maint_db *db,
		       const char *const *paths, size_t npaths,
		       const struct maint_coverage_opts *o)
{
	struct maint_coverage *c;
	struct dir_stack st = { .sp = 0 };
	const char **sorted = NULL;
	int rootfd = -1, ret;

	if (!MNT_OPTS_OK(o, MAINT_COVERAGE_OPTIONS_VERSION))
		return -EINVAL;
	*out = NULL;
	c = calloc(1, sizeof(*c));
	if (!c)
		return -ENOMEM;
	c->db = db;
	mbuf_init(&c->dirnames);
	ret = scan_sections(c);
	if (!ret)
		ret = maint_matches_new(&c->ms);
	if (ret)
		goto fail;
	sorted = sorted_paths(paths, npaths);
	c->files = calloc(npaths + 1, sizeof(*c->files));
	if (!sorted || !c->files) {
		ret = -ENOMEM;
		goto fail;
	}
	if (o && o->lines) {
		rootfd = open(o->root ? o->root : ".",
			      O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (rootfd < 0) {
			ret = -errno;
			goto fail;
		}
	}
	st.v[0] = new_dir(c, "", 0, NONE);
	if (st.v[0] == NONE) {
		ret = -ENOMEM;
		goto fail;
	}
	for (size_t i = 0; i < npaths; i++) {
		const char *p = sorted[i];
		struct maint_coverage_file *f;

		if (!*p || (i && !strcmp(p, sorted[i - 1])))
			continue; /* empty or duplicate */
		f = &c->files[c->nfiles++];
		f->path = p;
		ret = match_one(c, f);
		if (ret)
			goto fail;
		if (rootfd >= 0)
			f->lines = count_lines(rootfd, p);
		ret = place_file(c, &st, f);
		if (ret)
			goto fail;
		count_file(c, f);
		if (o && o->progress && (c->nfiles % PROGRESS_STEP) == 0)
			o->progress(c->nfiles, npaths, o->progress_ctx);
	}
	if (o && o->progress)
		o->progress(c->nfiles, npaths, o->progress_ctx);
	resolve_offsets(c);
	maint_matches_free(c->ms);
	c->ms = NULL;
	if (rootfd >= 0)
		close(rootfd);
	free(sorted);
	*out = c;
	return 0;
fail:
	if (rootfd >= 0)
		close(rootfd);
	free(sorted);
	/* make the offsets harmless before freeing */
	c->nfiles = 0;
	c->ndirs = 0;
	maint_coverage_free(c);
	return ret;
}

void maint_coverage_free(struct maint_coverage *c)
{
	if (!c)
		return;
	free(c->files);
	free(c->matches);
	maint_matches_free(c->ms);
	free(c->dirs);
	mbuf_release(&c->dirnames);
	free(c->sec_hits);
	free(c->sec_status);
	free(c->sec_profile);
	free(c->sec_rest);
	free(c->sec_patterns);
	free(c);
}

const struct maint_db *maint_coverage_db(const struct maint_coverage *c)
{
	return c->db;
}

size_t maint_coverage_nfiles(const struct maint_coverage *c)
{
	return c->nfiles;
}

const struct maint_coverage_file *
maint_coverage_file(const struct maint_coverage *c, size_t i)
{
	return i < c->nfiles ? &c->files[i] : NULL;
}

const struct maint_coverage_summary *
maint_coverage_summary(const struct maint_coverage *c)
{
	return &c->sum;
}

size_t maint_coverage_ndirs(const struct maint_coverage *c)
{
	return c->ndirs;
}

const struct maint_coverage_dir *
maint_coverage_dir(const struct maint_coverage *c, size_t i)
{
	return i < c->ndirs ? &c->dirs[i] : NULL;
}

static bool dir_maintained(const struct maint_coverage_dir *d)
{
	return d->files[MAINT_ST_SUPPORTED] || d->files[MAINT_ST_MAINTAINED];
}

struct dir_rank {
	unsigned long long key;
	size_t dir;
};

static int cmp_rank(const void *a, const void *b)
{
	const struct dir_rank *x = a, *y = b;

	if (x->key != y->key)
		return x->key < y->key ? 1 : -1;
	return x->dir < y->dir ? -1 : x->dir > y->dir;
}

int maint_coverage_unowned_dirs(const struct maint_coverage *c, bool by_lines,
				size_t max, size_t **out, size_t *n)
{
	struct dir_rank *r;
	size_t i, k = 0;

	*out = NULL;
	*n = 0;
	r = malloc((c->ndirs + 1) * sizeof(*r));
	if (!r)
		return -ENOMEM;
	/* the topmost directories without a maintained file */
	for (i = 1; i < c->ndirs; i++) {
		const struct maint_coverage_dir *d = &c->dirs[i];

		if (dir_maintained(d) ||
		    (d->parent && !dir_maintained(&c->dirs[d->parent])))
			continue;
		r[k].key = by_lines ? d->nlines : d->nfiles;
		r[k].dir = i;
		k++;
	}
	mnt_qsort(r, k, sizeof(*r), cmp_rank);
	if (k > max)
		k = max;
	*out = malloc((k + 1) * sizeof(**out));
	if (!*out) {
		free(r);
		return -ENOMEM;
	}
	for (i = 0; i < k; i++)
		(*out)[i] = r[i].dir;
	*n = k;
	free(r);
	return 0;
}

int maint_coverage_unmatched_sections(const struct maint_coverage *c,
				      size_t **out, size_t *n)
{
	size_t ns = maint_db_nsections(c->db), s, k = 0;

	*n = 0;
	*out = malloc((ns + 1) * sizeof(**out));
	if (!*out)
		return -ENOMEM;
	for (s = 0; s < ns; s++)
		if (c->sec_patterns[s] && !c->sec_hits[s])
			(*out)[k++] = s;
	*n = k;
	return 0;
}
