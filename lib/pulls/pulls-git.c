// SPDX-License-Identifier: GPL-2.0-only
/*
 * Pulls: a range of history collected through git, and a row per release.
 * Two git processes give the graph: `git rev-list --parents RANGE` the
 * topology and `git log -z --merges` the merges' committers, dates and
 * subjects; `git for-each-ref` the tags (release ranges, the cycle's
 * -rc1); MAINTAINERS, unless given, is read from the range's end commit
 * (`git ls-tree` and one `git show`, so a bare repository works).  The
 * work tree is never read; git runs through gitrun.c.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/opts.h"
#include "base/gitrun.h"
#include "db/db.h"
#include "pulls/pulls.h"

#define PULLS_OUTPUT_MAX ((size_t)1 << 30)
/* All MAINTAINERS files of a commit together (as maint_db_load's bound) */
#define MAINTAINERS_MAX ((size_t)64 << 20)

/* Running git */

static int run(const char *root, const char *const *args, struct mbuf *out,
	       size_t max)
{
	/* quiet: what went wrong is said in maint's words (cli/pullsrun.c) */
	int st, ret = mnt_git(root, args, out, max, true, &st);

	if (!ret && st)
		ret = -ECHILD;
	return ret;
}

/* Every tag of the repository; *out points into buf. */
static int read_tags(const char *root, struct mbuf *buf, struct pl_tag **out,
		     size_t *n, size_t max)
{
	static const char *const args[] = { "for-each-ref",
					    mnt_pulls_tag_format, "refs/tags/",
					    NULL };
	int ret = run(root, args, buf, max);

	*out = NULL;
	*n = 0;
	if (ret)
		return ret;
	return mnt_pulls_tags_parse(buf->buf, buf->len, out, n);
}

/* The end of a range: B of "A..B" or "A...B" (HEAD when empty), or it. */
static int range_end(const char *range, struct mbuf *out)
{
	const char *d = strstr(range, "..");

	if (d)
		d += d[2] == '.' ? 3 : 2;
	else
		d = range;
	mbuf_adds(out, *d ? d : "HEAD");
	mbuf_adds(out, "^{commit}");
	return mbuf_failed(out) ? -ENOMEM : 0;
}

/* A file of the tree that is read as MAINTAINERS. */
static bool maintainers_path(const char *path, bool all)
{
	const char *base = strrchr(path, '/');

	base = base ? base + 1 : path;
	if (all)
		return !strcmp(base, "MAINTAINERS");
	/* MAINTAINERS, or the files of a directory of that name */
	return !strcmp(path, "MAINTAINERS") ||
	       (!strncmp(path, "MAINTAINERS/", 12) && !strchr(path + 12, '/') &&
		base[0] != '.');
}

/* MAINTAINERS */

/* The MAINTAINERS blobs of a commit, as `git ls-tree` lists them. */
struct pl_blobs {
	struct mbuf ls; /* ls-tree's output: the strings point into it */
	const char **args; /* "show", two options, the blob ids, NULL */
	const char **names;
	size_t *lens, n, total;
	size_t alloc, nalloc, lalloc;
};

static void blobs_release(struct pl_blobs *b)
{
	free(b->args);
	free(b->names);
	free(b->lens);
	mbuf_release(&b->ls);
}

/*
 * The commit at the end of range: "B^{commit}" in end, its id (without
 * the newline) in id.
 */
static int end_commit(const char *root, const char *range, struct mbuf *end,
		      struct mbuf *id)
{
	int ret = range_end(range, end);

	if (!ret) {
		const char *a[] = { "rev-parse", "--verify", "--quiet",
				    "--end-of-options", end->buf, NULL };

		ret = mnt_git(root, a, id, 4096, true, &(int){ 0 });
		if (!ret && (id->len < 41 || id->buf[id->len - 1] != '\n'))
			ret = -EINVAL;
	}
	if (!ret)
		mbuf_setlen(id, id->len - 1);
	return ret;
}

/*
 * The MAINTAINERS files of commit id (with all, every file so named):
 * `git ls-tree` prints "<mode> blob <id> <size>\t<path>\0" for each.
 * At most max bytes in all (-EFBIG); none is -MAINT_E_NOTFOUND.
 */
static int list_blobs(const char *root, const char *id, bool all, size_t max,
		      struct pl_blobs *b)
{
	const char *a[] = { "ls-tree", "-r", "-z", "-l", "--full-tree",
			    id, NULL };
	char *q, *e;
	int ret = run(root, a, &b->ls, max);

	if (ret)
		return ret;
	for (q = b->ls.buf, e = b->ls.buf + b->ls.len; q < e;
	     q += strlen(q) + 1) {
		char *tab = strchr(q, '\t'), *oid, *sp;
		unsigned long long sz;

		if (!tab || strncmp(q, "100", 3) || !strstr(q, " blob ") ||
		    !maintainers_path(tab + 1, all))
			continue;
		*tab = '\0';
		oid = strstr(q, " blob ") + 6;
		sp = strchr(oid, ' ');
		if (!sp)
			continue;
		*sp = '\0';
		sz = strtoull(sp + 1, NULL, 10);
		if (sz > max - b->total)
			return -EFBIG;
		if (ALLOC_GROW(b->args, b->n + 6, b->alloc) ||
		    ALLOC_GROW(b->names, b->n + 1, b->nalloc) ||
		    ALLOC_GROW(b->lens, b->n + 1, b->lalloc))
			return -ENOMEM;
		b->args[b->n + 3] = oid;
		b->names[b->n] = tab + 1;
		b->lens[b->n] = (size_t)sz;
		b->total += (size_t)sz;
		b->n++;
	}
	return b->n ? 0 : -MAINT_E_NOTFOUND;
}

/*
 * The blobs' contents by one `git show`, split by their sizes into
 * *bufs (each malloc'd and NUL-terminated; nothing left on failure).
 */
static int read_blobs(const char *root, struct pl_blobs *b, size_t max,
		      char ***bufs)
{
	struct mbuf blobs = MBUF_INIT;
	size_t off = 0, i;
	int ret;

	b->args[0] = "show";
	b->args[1] = "--no-textconv";
	b->args[2] = "--no-color";
	b->args[b->n + 3] = NULL;
	ret = run(root, b->args, &blobs, max);
	if (!ret && blobs.len != b->total)
		ret = -ECHILD;
	*bufs = calloc(b->n, sizeof(**bufs));
	if (!ret && !*bufs)
		ret = -ENOMEM;
	for (i = 0; !ret && i < b->n; i++) {
		(*bufs)[i] = malloc(b->lens[i] + 1);
		if (!(*bufs)[i]) {
			ret = -ENOMEM;
			break;
		}
		memcpy((*bufs)[i], blobs.buf + off, b->lens[i]);
		(*bufs)[i][b->lens[i]] = '\0';
		off += b->lens[i];
	}
	if (ret) {
		for (i = 0; *bufs && i < b->n; i++)
			free((*bufs)[i]);
		free(*bufs);
		*bufs = NULL;
	}
	mbuf_release(&blobs);
	return ret;
}

/*
 * MAINTAINERS as of the range's end commit, through git, into p->own_db
 * (p->db), and its name "B (abbreviated id)" in the summary.
 */
static int load_maintainers(struct maint_pulls *p, const char *root,
			    const char *range, bool all, size_t max)
{
	struct mbuf end = MBUF_INIT, id = MBUF_INIT, name = MBUF_INIT;
	struct pl_blobs b = { .ls = MBUF_INIT };
	char **bufs = NULL;
	int ret = end_commit(root, range, &end, &id);

	if (!ret)
		ret = list_blobs(root, id.buf, all, max, &b);
	if (!ret)
		ret = read_blobs(root, &b, max, &bufs);
	if (!ret)
		ret = mnt_db_load_mem(&p->own_db, b.n, b.names, bufs, b.lens,
				      p->diag);
	if (!ret) {
		p->db = p->own_db;
		p->sum.maintainers_files = b.n;
		mbuf_setlen(&end, end.len - strlen("^{commit}"));
		mbuf_addf(&name, "%s (%.12s)", end.buf, id.buf);
		p->mrev = mbuf_failed(&name) ? NULL : mbuf_detach(&name, NULL);
		if (!p->mrev)
			ret = -ENOMEM;
		p->sum.maintainers_rev = p->mrev;
	}
	free(bufs);
	blobs_release(&b);
	mbuf_release(&end);
	mbuf_release(&id);
	mbuf_release(&name);
	return ret;
}

/* One range */

/*
 * *shallow: the repository is a shallow clone (-MAINT_E_SHALLOW unless o
 * allows it).
 */
static int check_shallow(const struct maint_pulls_opts *o, bool *shallow)
{
	static const char *const args[] = { "rev-parse",
					    "--is-shallow-repository", NULL };
	struct mbuf out = MBUF_INIT;
	int ret = run(o->root, args, &out, 4096);

	if (!ret) {
		*shallow = !strcmp(out.buf, "true\n");
		if (*shallow && !o->allow_shallow)
			ret = -MAINT_E_SHALLOW;
	}
	mbuf_release(&out);
	return ret;
}

/* --release R: from the release tag before R (by version) to R. */
static int release_range(const char *release, const struct pl_tag *tags,
			 size_t ntags, struct mbuf *range,
			 const struct pl_tag **from)
{
	const struct pl_tag *rel = mnt_pulls_tag_find(tags, ntags, release,
						      strlen(release));

	if (!rel || !mnt_pulls_is_release(rel->name))
		return -EINVAL;
	for (size_t i = 0; i < ntags; i++) {
		if (!mnt_pulls_is_release(tags[i].name) ||
		    mnt_pulls_version_cmp(tags[i].name, rel->name) >= 0)
			continue;
		if (!*from || mnt_pulls_version_cmp(tags[i].name,
						    (*from)->name) > 0)
			*from = &tags[i];
	}
	if (*from)
		mbuf_addf(range, "%s..%s", (*from)->name, rel->name);
	else
		mbuf_adds(range, rel->name);
	return 0;
}

/*
 * The range to read, into range, and the tag it starts from (*from, or
 * NULL): o's release, o's range ("TAG..B" starts at TAG), or without
 * either from the last release tag before HEAD.
 */
static int pick_range(const struct maint_pulls_opts *o,
		      const struct pl_tag *tags, size_t ntags,
		      struct mbuf *range, const struct pl_tag **from)
{
	*from = NULL;
	if (o->release) {
		int ret = release_range(o->release, tags, ntags, range, from);

		if (ret)
			return ret;
	} else if (!o->range) {
		static const char *const args[] = {
			"describe", "--tags", "--abbrev=0", "--match=v[0-9]*",
			"--exclude=*-*", "HEAD", NULL
		};
		struct mbuf desc = MBUF_INIT;

		/* no release tag at all: the whole history */
		if (run(o->root, args, &desc, 4096) == 0 && desc.len > 1) {
			mbuf_setlen(&desc, desc.len - 1);
			*from = mnt_pulls_tag_find(tags, ntags, desc.buf,
						   desc.len);
			mbuf_addf(range, "%s..HEAD", desc.buf);
		} else {
			mbuf_adds(range, "HEAD");
		}
		mbuf_release(&desc);
	} else {
		const char *dots = strstr(o->range, "..");

		mbuf_adds(range, o->range);
		if (dots && dots[2] != '.')
			*from = mnt_pulls_tag_find(tags, ntags, o->range,
						   (size_t)(dots - o->range));
	}
	return mbuf_failed(range) ? -ENOMEM : 0;
}

/* The topology (rl) and the merges (lg) of range. */
static int read_range(const char *root, const char *range, size_t max,
		      struct mbuf *rl, struct mbuf *lg)
{
	const char *rargs[] = { "rev-list", "--parents", range, "--", NULL };
	const char *largs[] = { "log",
				"-z",
				"--merges",
				"--no-show-signature",
				"--no-color",
				mnt_pulls_log_format,
				range,
				"--",
				NULL };
	int ret = run(root, rargs, rl, max);

	if (!ret)
		ret = run(root, largs, lg, max);
	return ret;
}

int maint_pulls_collect(struct maint_pulls **out,
			const struct maint_pulls_opts *o,
			const struct maint_diag_sink *diag)
{
	struct maint_pulls_opts ro = *o;
	struct mbuf tagbuf = MBUF_INIT, rl = MBUF_INIT, lg = MBUF_INIT,
		    rangebuf = MBUF_INIT;
	struct pl_tag *tags = NULL;
	const struct pl_tag *from = NULL;
	size_t ntags = 0, max = o->max_output ? o->max_output :
						PULLS_OUTPUT_MAX;
	struct maint_pulls *p = NULL;
	bool shallow = false;
	int ret;

	if (!MNT_OPTS_OK(o, MAINT_PULLS_OPTIONS_VERSION))
		return -EINVAL;
	*out = NULL;
	if ((o->range && o->range[0] == '-') ||
	    (o->release && o->release[0] == '-'))
		return -EINVAL;
	ret = check_shallow(o, &shallow);
	if (!ret)
		ret = read_tags(o->root, &tagbuf, &tags, &ntags, max);
	if (!ret)
		ret = pick_range(o, tags, ntags, &rangebuf, &from);
	if (!ret)
		ret = read_range(o->root, rangebuf.buf, max, &rl, &lg);
	if (ret)
		goto out;
	ro.range = rangebuf.buf;
	p = mnt_pulls_new(&ro, diag);
	if (!p) {
		ret = -ENOMEM;
		goto out;
	}
	p->revlist = mbuf_detach(&rl, NULL);
	p->sum.partial = shallow;
	if (!o->db && o->maintainers_from_git)
		ret = load_maintainers(p, o->root, rangebuf.buf,
				       o->find_maintainer_files,
				       max < MAINTAINERS_MAX ? max :
							       MAINTAINERS_MAX);
	if (ret)
		goto out;
	{
		size_t llen = lg.len, rlen = strlen(p->revlist);

		p->log = mbuf_detach(&lg, NULL);
		ret = mnt_pulls_build(p, p->revlist, rlen, p->log, llen,
				      from ? from->date : 0, tags, ntags);
	}
	if (ret)
		goto out;
	*out = p;
	p = NULL;
out:
	maint_pulls_free(p);
	free(tags);
	mbuf_release(&tagbuf);
	mbuf_release(&rl);
	mbuf_release(&lg);
	mbuf_release(&rangebuf);
	return ret;
}

/* Per release */

void maint_pulls_cycles_free(struct maint_pulls_cycles *cs)
{
	if (!cs)
		return;
	for (size_t i = 0; i < cs->n; i++) {
		free(cs->v[i].release);
		free(cs->v[i].range);
		free(cs->v[i].maintainers_rev);
	}
	free(cs->v);
	free(cs);
}

size_t maint_pulls_cycles_count(const struct maint_pulls_cycles *cs)
{
	return cs->n;
}

const struct maint_pulls_cycle *
maint_pulls_cycles_at(const struct maint_pulls_cycles *cs, size_t i)
{
	return i < cs->n ? &cs->v[i] : NULL;
}

static int cycle_add(struct maint_pulls_cycles *cs, const struct maint_pulls *p,
		     const char *release)
{
	const struct maint_pulls_summary *s = &p->sum;
	struct maint_pulls_cycle *r;

	if (ALLOC_GROW(cs->v, cs->n + 1, cs->alloc))
		return -ENOMEM;
	r = &cs->v[cs->n++];
	memset(r, 0, sizeof(*r));
	r->release = strdup(release);
	r->range = strdup(s->range);
	r->maintainers_rev = s->maintainers_rev ? strdup(s->maintainers_rev) :
						  NULL;
	if (!r->release || !r->range ||
	    (s->maintainers_rev && !r->maintainers_rev))
		return -ENOMEM;
	r->merges = s->merges;
	r->pulls = s->pulls;
	r->trees = s->trees;
	r->trees_direct = s->trees_direct;
	r->deep_pulls = s->pulls - (s->max_depth ? s->pulls_by_depth[1] : 0) -
			(p->by_depth ? p->by_depth[0] : 0);
	r->indirect_share = s->indirect_share;
	r->max_depth = s->max_depth;
	r->have_rc1 = s->have_rc1;
	r->window_pulls = s->window_pulls;
	r->rc_pulls = s->rc_pulls;
	r->t_trees = s->t_trees;
	r->t_unpulled = s->t_unpulled;
	r->tied_path = s->tied_path;
	r->partial = s->partial;
	return 0;
}

/* Release names (pointing into the tags) */
struct pl_names {
	const char **v;
	size_t n, alloc;
};

/*
 * "vA..vB": every release after A up to B, in version order.  A name
 * that is no release tag is -EINVAL, with it in *failed.
 */
static int releases_between(const struct pl_tag *tags, size_t ntags,
			    const char *spec, const char *dots,
			    struct pl_names *names, char **failed)
{
	const struct pl_tag *a = mnt_pulls_tag_find(tags, ntags, spec,
						    (size_t)(dots - spec));
	const struct pl_tag *b = mnt_pulls_tag_find(tags, ntags, dots + 2,
						    strlen(dots + 2));
	const char **v;

	if (!a || !mnt_pulls_is_release(a->name)) {
		*failed = mnt_strndup(spec, (size_t)(dots - spec));
		return -EINVAL;
	}
	if (!b || !mnt_pulls_is_release(b->name)) {
		*failed = strdup(dots + 2);
		return -EINVAL;
	}
	for (size_t i = 0; i < ntags; i++) {
		if (!mnt_pulls_is_release(tags[i].name) ||
		    mnt_pulls_version_cmp(tags[i].name, a->name) <= 0 ||
		    mnt_pulls_version_cmp(tags[i].name, b->name) > 0)
			continue;
		if (ALLOC_GROW(names->v, names->n + 1, names->alloc))
			return -ENOMEM;
		names->v[names->n++] = tags[i].name;
	}
	/* insertion sort: a few dozen releases */
	v = names->v;
	for (size_t i = 1; i < names->n; i++)
		for (size_t j = i;
		     j && mnt_pulls_version_cmp(v[j - 1], v[j]) > 0; j--) {
			const char *t = v[j];

			v[j] = v[j - 1];
			v[j - 1] = t;
		}
	return 0;
}

/* "vA,vB,...": each a release tag (else -EINVAL, with it in *failed). */
static int releases_listed(const struct pl_tag *tags, size_t ntags,
			   const char *spec, struct pl_names *names,
			   char **failed)
{
	for (const char *q = spec; *q;) {
		size_t l = strcspn(q, ",");
		const struct pl_tag *t = mnt_pulls_tag_find(tags, ntags, q, l);

		if (!t || !mnt_pulls_is_release(t->name)) {
			*failed = mnt_strndup(q, l);
			return -EINVAL;
		}
		if (ALLOC_GROW(names->v, names->n + 1, names->alloc))
			return -ENOMEM;
		names->v[names->n++] = t->name;
		q += l;
		if (*q)
			q++;
	}
	return 0;
}

int maint_pulls_cycles(struct maint_pulls_cycles **out,
		       const struct maint_pulls_opts *o, const char *spec,
		       char **failed, const struct maint_diag_sink *diag)
{
	struct mbuf tagbuf = MBUF_INIT;
	struct pl_tag *tags = NULL;
	struct pl_names names = { 0 };
	size_t ntags = 0;
	const char *dots = strstr(spec, "..");
	struct maint_pulls_cycles *c = NULL;
	int ret;

	if (!MNT_OPTS_OK(o, MAINT_PULLS_OPTIONS_VERSION))
		return -EINVAL;
	*out = NULL;
	*failed = NULL;
	if (spec[0] == '-')
		return -EINVAL;
	c = calloc(1, sizeof(*c));
	if (!c)
		return -ENOMEM;
	ret = read_tags(o->root, &tagbuf, &tags, &ntags,
			o->max_output ? o->max_output : PULLS_OUTPUT_MAX);
	if (!ret)
		ret = dots ? releases_between(tags, ntags, spec, dots, &names,
					      failed) :
			     releases_listed(tags, ntags, spec, &names, failed);
	for (size_t i = 0; !ret && i < names.n; i++) {
		struct maint_pulls_opts ro = *o;
		struct maint_pulls *p;

		ro.release = names.v[i];
		ro.range = NULL;
		ret = maint_pulls_collect(&p, &ro, diag);
		if (ret) {
			*failed = strdup(names.v[i]);
			break;
		}
		ret = cycle_add(c, p, names.v[i]);
		maint_pulls_free(p);
	}
	if (!ret) {
		*out = c;
		c = NULL;
	}
	maint_pulls_cycles_free(c);
	free(names.v);
	free(tags);
	mbuf_release(&tagbuf);
	return ret;
}
