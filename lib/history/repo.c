// SPDX-License-Identifier: GPL-2.0-only
/*
 * The repository of a work tree, read without running git: where its git
 * directories are, what HEAD is, which object an abbreviated name means,
 * and whether the history index may answer for it at all.
 *
 * The index answers what `git log` would print.  Besides the commits,
 * that depends on the configuration git reads (the diff algorithm and
 * its binary-file rules change numstat, i18n.logOutputEncoding the text,
 * log.showRoot the root commit), on .git/shallow (the parents of its
 * boundary commits), and on the attributes of each file (binary or
 * not).  All of that is read here and summed into a fingerprint that an
 * index must carry to be used: any change to a config file, an included
 * one, the shallow file or an attributes file makes the index another's.
 * Where git could see something this reading does not (an environment
 * variable such as GIT_DIR, grafts or replace refs, a partial clone
 * whose objects git would fetch, a reftable, SHA-256, another owner),
 * the index is not used and git answers (mnt_hrepo.unsure says why).
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/cachedir.h"
#include "fsutil.h"
#include "base/gitindex.h"
#include "base/gitrun.h"
#include "history/repo.h"
#include "history/store.h"
#include "util.h"

#define SMALL_MAX (1u << 20) /* HEAD, refs, config, .gitattributes */
#define PACKED_REFS_MAX ((size_t)256 << 20)
#define INCLUDE_DEPTH 10
#define ALT_DEPTH 5

void mnt_hex_oid(char hex[2 * HIX_OID + 1], const unsigned char *oid)
{
	static const char digits[] = "0123456789abcdef";
	size_t i;

	for (i = 0; i < HIX_OID; i++) {
		hex[2 * i] = digits[oid[i] >> 4];
		hex[2 * i + 1] = digits[oid[i] & 15];
	}
	hex[2 * HIX_OID] = '\0';
}

/* 40 lower-case hex digits into oid. */
bool mnt_oid_hex(unsigned char *oid, const char *hex)
{
	size_t i;

	for (i = 0; i < HIX_OID; i++) {
		int a = mnt_hexval(hex[2 * i]), b;

		if (a < 0 || (hex[2 * i] >= 'A' && hex[2 * i] <= 'F'))
			return false;
		b = mnt_hexval(hex[2 * i + 1]);
		if (b < 0 || (hex[2 * i + 1] >= 'A' && hex[2 * i + 1] <= 'F'))
			return false;
		oid[i] = (unsigned char)(a << 4 | b);
	}
	return true;
}

static char *path_join(const char *a, const char *b)
{
	struct mbuf p = MBUF_INIT;

	mbuf_adds(&p, a);
	if (p.len && p.buf[p.len - 1] != '/')
		mbuf_addch(&p, '/');
	mbuf_adds(&p, b);
	return mbuf_failed(&p) ? (mbuf_release(&p), NULL) :
				 mbuf_detach(&p, NULL);
}

/* A small regular file of ours or root's (config may be root's). */
static int read_small(const char *path, char **buf, size_t *len)
{
	return mnt_read_file(path, SMALL_MAX, buf, len);
}

static bool owned(const char *path)
{
	struct stat st;

	return lstat(path, &st) == 0 && st.st_uid == geteuid();
}

void mnt_hrepo_release(struct mnt_hrepo *r)
{
	if (r->packed)
		munmap((void *)r->packed, r->packed_len);
	free(r->top);
	free(r->gitdir);
	free(r->common);
	free(r->real);
	memset(r, 0, sizeof(*r));
}

/* "gitdir: PATH" of a .git file, relative to the work tree. */
static char *gitfile_dir(const char *top, const char *dotgit)
{
	char *buf = NULL, *p, *out = NULL;
	size_t len;

	if (read_small(dotgit, &buf, &len))
		return NULL;
	if (!strncmp(buf, "gitdir: ", 8)) {
		p = buf + 8;
		p[strcspn(p, "\r\n")] = '\0';
		if (*p)
			out = p[0] == '/' ? strdup(p) : path_join(top, p);
	}
	free(buf);
	return out;
}

/* git directory's "commondir": the shared directory of a worktree. */
static char *common_dir(const char *gitdir)
{
	char *f = path_join(gitdir, "commondir"), *buf = NULL, *out;
	size_t len;

	if (!f)
		return NULL;
	if (read_small(f, &buf, &len)) {
		free(f);
		return strdup(gitdir);
	}
	free(f);
	buf[strcspn(buf, "\r\n")] = '\0';
	out = buf[0] == '/' ? strdup(buf) : path_join(gitdir, buf);
	free(buf);
	return out;
}

/* Whether s contains word, ignoring case. */
static bool has_word(const char *s, const char *word)
{
	return strcasestr(s, word) != NULL;
}

/*
 * A config text with every byte as tolower() makes it (as strcasestr()
 * compares them), for the words below to be found with strstr(): one
 * pass of lowering, not one of strcasestr() a word.  NULL: no memory.
 */
static char *lowered(const char *text, size_t len)
{
	char *low = malloc(len + 1);
	size_t i;

	if (!low)
		return NULL;
	for (i = 0; i < len; i++)
		low[i] = (char)tolower((unsigned char)text[i]);
	low[len] = '\0';
	return low;
}

/*
 * Config that changes what this reader would have to know (the object
 * format, a reftable, a partial clone's promisor, replace refs turned
 * off, case-insensitive paths, another work tree, attributes from a
 * file config names), in the text as lowered() makes it.
 */
static const char *config_unsure(const char *low)
{
	static const char *const words[] = {
		"objectformat", "refstorage",	  "partialclone",
		"promisor",	"usereplacerefs", "ignorecase",
		"precompose",	"attributesfile",
		"worktree =",	"worktree=",	  "bare = true",
		"bare=true",
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(words); i++)
		if (strstr(low, words[i]))
			return "the repository's configuration";
	return NULL;
}

struct fpsum {
	uint64_t h[2];
	const char *unsure;
	bool include_if;
	int depth;
};

static void fp_bytes(struct fpsum *f, const void *p, size_t n)
{
	uint64_t s[2] = { n, 0x243f6a8885a308d3ULL };

	mnt_hash128(p, n, s);
	f->h[0] = (f->h[0] ^ s[0]) * 0x9e3779b97f4a7c15ULL + s[1];
	f->h[1] = (f->h[1] + s[1]) * 0xc2b2ae3d27d4eb4fULL ^ s[0];
}

/* One file of the state: its name's role and its content (or absence). */
static void fp_file(struct fpsum *f, const char *role, const char *path);

/*
 * The include.path and includeIf.*.path values of a config text (low:
 * the text lowered()).
 */
static void fp_includes(struct fpsum *f, const char *path, char *text,
			const char *low)
{
	char *line, *save = NULL, *dir, *slash;
	bool in_include = false;

	if (!strstr(low, "include"))
		return;
	dir = strdup(path);
	if (!dir) {
		f->unsure = "out of memory";
		return;
	}
	slash = strrchr(dir, '/');
	if (slash)
		slash[1] = '\0';
	else
		dir[0] = '\0';
	for (line = strtok_r(text, "\n", &save); line && !f->unsure;
	     line = strtok_r(NULL, "\n", &save)) {
		char *p = line, *v, *e;

		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '[') {
			in_include = !strncasecmp(p, "[include]", 9) ||
				     !strncasecmp(p, "[includeif ", 11);
			if (!strncasecmp(p, "[includeif ", 11))
				f->include_if = true;
			if (!in_include && has_word(p, "include"))
				f->unsure =
					"an include this reader cannot follow";
			continue;
		}
		if (!in_include || strncasecmp(p, "path", 4))
			continue;
		v = p + 4;
		while (*v == ' ' || *v == '\t')
			v++;
		if (*v != '=') {
			f->unsure = "an include this reader cannot follow";
			break;
		}
		v++;
		while (*v == ' ' || *v == '\t')
			v++;
		e = v + strlen(v);
		while (e > v &&
		       (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
			e--;
		*e = '\0';
		if (*v == '"' && e > v + 1 && e[-1] == '"') {
			v++;
			e[-1] = '\0';
		}
		if (!*v || strpbrk(v, "\\\"#;")) {
			f->unsure = "an include this reader cannot follow";
			break;
		}
		{
			struct mbuf ip = MBUF_INIT;
			const char *home = getenv("HOME");

			if (!strncmp(v, "~/", 2) && home) {
				mbuf_adds(&ip, home);
				mbuf_adds(&ip, v + 1);
			} else if (v[0] == '/') {
				mbuf_adds(&ip, v);
			} else if (v[0] == '~') {
				f->unsure =
					"an include this reader cannot follow";
			} else {
				mbuf_adds(&ip, dir);
				mbuf_adds(&ip, v);
			}
			if (!f->unsure && !mbuf_failed(&ip))
				fp_file(f, "include", ip.buf);
			mbuf_release(&ip);
		}
	}
	free(dir);
}

static void fp_file(struct fpsum *f, const char *role, const char *path)
{
	char *buf = NULL;
	size_t len = 0;
	int ret;

	fp_bytes(f, role, strlen(role) + 1);
	if (!path) {
		fp_bytes(f, "-", 1);
		return;
	}
	ret = read_small(path, &buf, &len);
	if (ret == -ENOENT || ret == -ENOTDIR) {
		fp_bytes(f, "absent", 6);
		return;
	}
	if (ret) {
		f->unsure = "a configuration file it cannot read";
		return;
	}
	fp_bytes(f, buf, len);
	if (!strcmp(role, "config") || !strcmp(role, "include")) {
		char *low = NULL;

		if (memchr(buf, '\0', len)) {
			f->unsure = "a configuration file it cannot read";
		} else if (!(low = lowered(buf, len))) {
			f->unsure = "out of memory";
		} else {
			const char *u = config_unsure(low);

			if (u)
				f->unsure = u;
			else if (f->depth < INCLUDE_DEPTH) {
				f->depth++;
				fp_includes(f, path, buf, low);
				f->depth--;
			} else {
				f->unsure = "includes nested too deep";
			}
		}
		free(low);
	}
	free(buf);
}

/* git's reading of a boolean environment variable (unset: false). */
static bool env_bool(const char *name)
{
	const char *v = getenv(name);

	return v && (!strcasecmp(v, "true") || !strcasecmp(v, "yes") ||
		     !strcasecmp(v, "on") || (v[0] >= '1' && v[0] <= '9'));
}

static void fingerprint(struct mnt_hrepo *r)
{
	struct fpsum f = { { 0x5155a1ce1ULL, 0x4d41494e54ULL }, NULL, false, 0 };
	const char *home = getenv("HOME"), *xdg = getenv("XDG_CONFIG_HOME");
	char *p;

	p = path_join(r->common, "config");
	fp_file(&f, "config", p);
	free(p);
	/* read by git with extensions.worktreeConfig (sparse-checkout) */
	p = path_join(r->gitdir, "config.worktree");
	fp_file(&f, "config", p);
	free(p);
	fp_file(&f, "config",
		env_bool("GIT_CONFIG_NOSYSTEM") ? NULL : "/etc/gitconfig");
	if (xdg && *xdg) {
		p = path_join(xdg, "git/config");
		fp_file(&f, "config", p);
		free(p);
		p = path_join(xdg, "git/attributes");
		fp_file(&f, "attributes", p);
		free(p);
	} else if (home) {
		p = path_join(home, ".config/git/config");
		fp_file(&f, "config", p);
		free(p);
		p = path_join(home, ".config/git/attributes");
		fp_file(&f, "attributes", p);
		free(p);
	}
	if (home) {
		p = path_join(home, ".gitconfig");
		fp_file(&f, "config", p);
		free(p);
	}
	p = path_join(r->common, "info/attributes");
	fp_file(&f, "attributes", p);
	free(p);
	p = path_join(r->common, "shallow");
	fp_file(&f, "shallow", p);
	free(p);
	if (f.include_if) {
		/* gitdir: and onbranch: conditions */
		fp_bytes(&f, r->real, strlen(r->real));
		p = path_join(r->gitdir, "HEAD");
		fp_file(&f, "head", p);
		free(p);
	}
	r->fp[0] = f.h[0];
	r->fp[1] = f.h[1];
	if (f.unsure && !r->unsure)
		r->unsure = f.unsure;
}

/* A directory with an entry in it (refs/replace). */
static bool dir_has_entry(const char *path)
{
	DIR *d = opendir(path);
	struct dirent *de;
	bool any = false;

	if (!d)
		return errno != ENOENT && errno != ENOTDIR;
	while (!any && (de = readdir(d)))
		any = strcmp(de->d_name, ".") && strcmp(de->d_name, "..");
	closedir(d);
	return any;
}

/*
 * packed-refs, mapped on the first question about refs and kept (see
 * struct mnt_hrepo): 0, or -errno (-ENOENT: there is none).  A failure
 * to map it is kept too, so that every later question gets the answer
 * the first one got; only a failure to make its name is not.
 */
static int packed_refs(struct mnt_hrepo *r)
{
	struct stat st;
	char *p;

	if (r->packed_read)
		return -r->packed_errno;
	p = path_join(r->common, "packed-refs");
	if (!p)
		return -ENOMEM;
	r->packed = (const char *)mnt_map_file(p, 0, PACKED_REFS_MAX, &st);
	if (r->packed)
		r->packed_len = (size_t)st.st_size;
	else
		r->packed_errno = errno ? errno : EIO;
	free(p);
	r->packed_read = true;
	return -r->packed_errno;
}

/*
 * The first line of packed-refs that names one of names[0..n) (lens[]
 * their lengths): its 40 hex digits, or NULL.
 */
static const char *packed_find(const struct mnt_hrepo *r,
			       const char *const *names, const size_t *lens,
			       size_t n)
{
	const char *s = r->packed, *end = s + r->packed_len;
	bool last[256] = { false }; /* the names' last bytes: a quick no */
	size_t i;

	for (i = 0; i < n; i++)
		if (lens[i])
			last[(unsigned char)names[i][lens[i] - 1]] = true;
	while (s < end) {
		const char *nl = memchr(s, '\n', (size_t)(end - s));
		size_t ll = nl ? (size_t)(nl - s) : (size_t)(end - s);

		if (ll > 2 * HIX_OID + 1 && last[(unsigned char)s[ll - 1]] &&
		    s[2 * HIX_OID] == ' ')
			for (i = 0; i < n; i++)
				if (ll == 2 * HIX_OID + 1 + lens[i] &&
				    !memcmp(s + 2 * HIX_OID + 1, names[i],
					    lens[i]))
					return s;
		s += ll + 1;
	}
	return NULL;
}

static bool packed_has(struct mnt_hrepo *r, const char *what)
{
	int e = packed_refs(r);

	if (e)
		return e != -ENOENT;
	return memmem(r->packed, r->packed_len, what, strlen(what)) != NULL;
}

int mnt_hrepo_open(struct mnt_hrepo *r, const char *root)
{
	struct stat st;
	char *dotgit, *p;

	memset(r, 0, sizeof(*r));
	r->top = strdup(root ? root : ".");
	dotgit = r->top ? path_join(r->top, ".git") : NULL;
	if (!dotgit) {
		mnt_hrepo_release(r);
		return -ENOMEM;
	}
	if (lstat(dotgit, &st)) {
		int e = errno;

		free(dotgit);
		mnt_hrepo_release(r);
		return e == ENOENT || e == ENOTDIR ? -ENOENT : -e;
	}
	if (S_ISDIR(st.st_mode)) {
		r->gitdir = dotgit;
		dotgit = NULL;
	} else if (S_ISREG(st.st_mode)) {
		r->gitdir = gitfile_dir(r->top, dotgit);
	}
	free(dotgit);
	if (!r->gitdir) {
		r->unsure = "its .git is neither a directory nor a gitdir file";
		r->gitdir = strdup("");
		r->common = strdup("");
		r->real = strdup("");
		return r->gitdir && r->common && r->real ? 0 : -ENOMEM;
	}
	r->common = common_dir(r->gitdir);
	r->real = r->common ? realpath(r->common, NULL) : NULL;
	if (!r->common) {
		mnt_hrepo_release(r);
		return -ENOMEM;
	}
	if (!r->real) {
		r->real = strdup("");
		r->unsure = "its git directory cannot be resolved";
		return r->real ? 0 : -ENOMEM;
	}
	if (mnt_git_env_set())
		r->unsure = "a GIT_* environment variable";
	else if (!owned(r->top) || !owned(r->gitdir) ||
		 (strcmp(r->common, r->gitdir) && !owned(r->common)))
		r->unsure = "it belongs to another user";
	if (!r->unsure) {
		p = path_join(r->common, "info/grafts");
		if (p && !lstat(p, &st))
			r->unsure = "it has grafts (info/grafts)";
		free(p);
	}
	if (!r->unsure) {
		p = path_join(r->common, "refs/replace");
		if (!p || dir_has_entry(p) || packed_has(r, " refs/replace/"))
			r->unsure = "it has replace refs (refs/replace/)";
		free(p);
	}
	if (!r->unsure) {
		p = path_join(r->common, "reftable");
		if (p && !lstat(p, &st))
			r->unsure = "its refs are a reftable";
		free(p);
	}
	fingerprint(r);
	return 0;
}

/* A loose ref's file: 0 oid, 1 symref in *target, -ENOENT: none. */
static int read_loose(const struct mnt_hrepo *r, const char *name,
		      unsigned char *oid, char **target)
{
	const char *dirs[2] = { r->gitdir, r->common };
	size_t i;
	char *p;
	int ret;

	/*
	 * per-worktree refs (HEAD, refs/bisect, ...) live in the gitdir, the
	 * rest in the common directory; outside a linked worktree the two
	 * are one directory, looked in once
	 */
	for (i = 0; i < 2; i++) {
		char *buf = NULL;
		size_t len;
		int e;

		if (i && !strcmp(dirs[0], dirs[1]))
			break;
		p = path_join(dirs[i], name);
		if (!p)
			return -ENOMEM;
		e = read_small(p, &buf, &len);
		free(p);
		if (e == -ENOENT || e == -ENOTDIR || e == -EISDIR)
			continue;
		if (e)
			return -EAGAIN;
		if (!strncmp(buf, "ref: ", 5)) {
			buf[strcspn(buf, "\r\n")] = '\0';
			*target = strdup(buf + 5);
			free(buf);
			return *target ? 1 : -ENOMEM;
		}
		ret = len >= 2 * HIX_OID && mnt_oid_hex(oid, buf) &&
				      (len == 2 * HIX_OID ||
				       buf[2 * HIX_OID] == '\n') ?
			      0 :
			      -EAGAIN;
		free(buf);
		return ret;
	}
	return -ENOENT;
}

/* A loose ref's file or packed-refs line: 0 oid, 1 symref in *target. */
static int read_ref(struct mnt_hrepo *r, const char *name, unsigned char *oid,
		    char **target)
{
	size_t nlen = strlen(name);
	const char *hex;
	int ret = read_loose(r, name, oid, target);

	if (ret != -ENOENT)
		return ret;
	ret = packed_refs(r);
	if (ret == -ENOENT || (ret && !r->packed_read))
		return ret; /* none, or out of memory */
	if (ret)
		return -EAGAIN;
	hex = packed_find(r, &name, &nlen, 1);
	if (!hex)
		return -ENOENT;
	return mnt_oid_hex(oid, hex) ? 0 : -EAGAIN;
}

int mnt_hrepo_head(struct mnt_hrepo *r, unsigned char oid[HIX_OID])
{
	char *name = strdup("HEAD");
	int depth, ret = -EAGAIN;

	if (!name)
		return -ENOMEM;
	for (depth = 0; depth < 5; depth++) {
		char *target = NULL;

		if (strstr(name, "..") || name[0] == '/') {
			ret = -EAGAIN;
			break;
		}
		ret = read_ref(r, name, oid, &target);
		if (ret != 1)
			break;
		free(name);
		name = target;
		ret = -EAGAIN;
	}
	free(name);
	return ret;
}

/* Object names */

struct prefix_q {
	unsigned char lo[HIX_OID]; /* the prefix, padded with 0 */
	size_t nhex;
	unsigned char found[HIX_OID];
	int nfound; /* 0, 1, 2 (several) */
	bool unsure;
};

static bool prefix_match(const struct prefix_q *q, const unsigned char *oid)
{
	size_t full = q->nhex / 2;

	if (memcmp(oid, q->lo, full))
		return false;
	return !(q->nhex & 1) || (oid[full] & 0xf0) == q->lo[full];
}

static void prefix_found(struct prefix_q *q, const unsigned char *oid)
{
	if (q->nfound && !memcmp(q->found, oid, HIX_OID))
		return;
	if (q->nfound++ == 0)
		memcpy(q->found, oid, HIX_OID);
	if (q->nfound > 2)
		q->nfound = 2;
}

static uint32_t be32(const unsigned char *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	       (uint32_t)p[2] << 8 | p[3];
}

/* A pack's .idx (version 2): the names within the prefix's range. */
static void prefix_pack(struct prefix_q *q, const char *idx)
{
	struct stat st;
	const unsigned char *m =
		mnt_map_file(idx, 8 + 256 * 4, SIZE_MAX / 4, &st);
	size_t size, n, lo, hi, first;

	if (!m) {
		q->unsure = true;
		return;
	}
	size = (size_t)st.st_size;
	if (memcmp(m, "\377tOc", 4) || be32(m + 4) != 2) {
		q->unsure = true;
		goto out;
	}
	n = be32(m + 8 + 255 * 4);
	if (size < 8 + 256 * 4 + n * (size_t)HIX_OID) {
		q->unsure = true;
		goto out;
	}
	first = q->lo[0];
	lo = first ? be32(m + 8 + (first - 1) * 4) : 0;
	hi = be32(m + 8 + first * 4);
	if (lo > hi || hi > n) {
		q->unsure = true;
		goto out;
	}
	/* first name not below the prefix */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (memcmp(m + 8 + 1024 + mid * HIX_OID, q->lo, HIX_OID) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < n && q->nfound < 2; lo++) {
		const unsigned char *oid = m + 8 + 1024 + lo * HIX_OID;

		if (!prefix_match(q, oid))
			break;
		prefix_found(q, oid);
	}
out:
	munmap((void *)m, size);
}

/* objects/XX/ of a loose object directory */
static void prefix_loose(struct prefix_q *q, const char *objects)
{
	char sub[4], hex[2 * HIX_OID + 1];
	struct dirent *de;
	char *d;
	DIR *dir;

	mnt_hex_oid(hex, q->lo);
	memcpy(sub, hex, 2);
	sub[2] = '\0';
	d = path_join(objects, sub);
	if (!d) {
		q->unsure = true;
		return;
	}
	dir = opendir(d);
	free(d);
	if (!dir) {
		if (errno != ENOENT)
			q->unsure = true;
		return;
	}
	while ((de = readdir(dir)) && q->nfound < 2) {
		unsigned char oid[HIX_OID];
		char full[2 * HIX_OID + 1];

		if (strlen(de->d_name) != 2 * HIX_OID - 2)
			continue;
		memcpy(full, sub, 2);
		memcpy(full + 2, de->d_name, 2 * HIX_OID - 2);
		full[2 * HIX_OID] = '\0';
		if (mnt_oid_hex(oid, full) && prefix_match(q, oid))
			prefix_found(q, oid);
	}
	closedir(dir);
}

static void prefix_objects(struct prefix_q *q, const char *objects, int depth)
{
	char *packdir = path_join(objects, "pack"), *alt;
	DIR *dir;
	struct dirent *de;

	if (!packdir) {
		q->unsure = true;
		return;
	}
	dir = opendir(packdir);
	if (dir) {
		while (!q->unsure && q->nfound < 2 && (de = readdir(dir))) {
			size_t n = strlen(de->d_name);
			char *idx;

			if (n < 5 || strcmp(de->d_name + n - 4, ".idx"))
				continue;
			idx = path_join(packdir, de->d_name);
			if (!idx) {
				q->unsure = true;
				break;
			}
			prefix_pack(q, idx);
			free(idx);
		}
		closedir(dir);
	} else if (errno != ENOENT) {
		q->unsure = true;
	}
	free(packdir);
	if (q->unsure || q->nfound > 1)
		return;
	prefix_loose(q, objects);
	alt = path_join(objects, "info/alternates");
	if (alt) {
		char *buf = NULL, *line, *save = NULL;
		size_t len;
		int e = read_small(alt, &buf, &len);

		if (!e) {
			for (line = strtok_r(buf, "\n", &save);
			     line && !q->unsure && q->nfound < 2;
			     line = strtok_r(NULL, "\n", &save)) {
				char *o;

				if (!*line || *line == '#')
					continue;
				if (*line == '"' || depth >= ALT_DEPTH) {
					q->unsure = true;
					break;
				}
				o = line[0] == '/' ? strdup(line) :
						     path_join(objects, line);
				if (!o) {
					q->unsure = true;
					break;
				}
				prefix_objects(q, o, depth + 1);
				free(o);
			}
			free(buf);
		} else if (e != -ENOENT) {
			q->unsure = true;
		}
		free(alt);
	} else {
		q->unsure = true;
	}
}

/*
 * A ref git would find for name (refs/NAME, tags, heads, remotes), or
 * anything in the way of being sure there is none.  Each rule's loose
 * file is looked for in turn; then one pass over packed-refs looks for
 * all of the rules' names at once (a pass per rule cost more than the
 * rest of a Fixes: line's answer).  Whether a rule's loose file or
 * packed line comes first does not change the answer: any one is a ref.
 */
static bool ref_named(struct mnt_hrepo *r, const char *name)
{
	static const char *const rules[][2] = {
		{ "", "" },
		{ "refs/", "" },
		{ "refs/tags/", "" },
		{ "refs/heads/", "" },
		{ "refs/remotes/", "" },
		{ "refs/remotes/", "/HEAD" },
	};
	struct mbuf n[ARRAY_SIZE(rules)];
	const char *names[ARRAY_SIZE(rules)];
	size_t lens[ARRAY_SIZE(rules)], i, k;
	bool named = false;
	int e;

	for (i = 0; i < ARRAY_SIZE(rules) && !named; i++) {
		unsigned char oid[HIX_OID];
		char *t = NULL;

		mbuf_init(&n[i]);
		mbuf_adds(&n[i], rules[i][0]);
		mbuf_adds(&n[i], name);
		mbuf_adds(&n[i], rules[i][1]);
		if (mbuf_failed(&n[i])) {
			named = true;
		} else {
			named = read_loose(r, n[i].buf, oid, &t) != -ENOENT;
			names[i] = n[i].buf;
			lens[i] = n[i].len;
		}
		free(t);
	}
	if (!named) {
		e = packed_refs(r);
		named = e ? e != -ENOENT :
			    packed_find(r, names, lens, i) != NULL;
	}
	for (k = 0; k < i; k++)
		mbuf_release(&n[k]);
	return named;
}

int mnt_hrepo_object(struct mnt_hrepo *r, const char *hex, size_t len,
		     unsigned char oid[HIX_OID])
{
	struct prefix_q q;
	char name[2 * HIX_OID + 1];
	char *objects;
	size_t i;

	if (len < 4 || len > 2 * HIX_OID)
		return -EAGAIN;
	memset(&q, 0, sizeof(q));
	for (i = 0; i < len; i++) {
		int v = mnt_hexval(hex[i]);

		if (v < 0)
			return -EAGAIN;
		q.lo[i / 2] |= (unsigned char)(i & 1 ? v : v << 4);
	}
	q.nhex = len;
	memcpy(name, hex, len);
	name[len] = '\0';
	if (len == 2 * HIX_OID) {
		/* a full name is the object itself, refs or not */
		bool lower = true;

		for (i = 0; i < len; i++)
			lower = lower && !(hex[i] >= 'A' && hex[i] <= 'F');
		if (!lower)
			return -EAGAIN;
		memcpy(oid, q.lo, HIX_OID);
		return 1;
	}
	if (ref_named(r, name))
		return -EAGAIN;
	objects = path_join(r->common, "objects");
	if (!objects)
		return -ENOMEM;
	prefix_objects(&q, objects, 0);
	free(objects);
	if (q.unsure || q.nfound > 1)
		return -EAGAIN;
	if (!q.nfound)
		return 0;
	memcpy(oid, q.found, HIX_OID);
	return 1;
}

/* Attributes */

bool mnt_hrepo_attr_sum(const struct mnt_hrepo *r, const char *dir, size_t dlen,
			uint64_t sum[2])
{
	struct mbuf p = MBUF_INIT;
	char *buf = NULL;
	size_t len;
	bool ok;

	mbuf_adds(&p, r->top);
	mbuf_addch(&p, '/');
	if (dlen) {
		mbuf_add(&p, dir, dlen);
		mbuf_addch(&p, '/');
	}
	mbuf_adds(&p, ".gitattributes");
	ok = !mbuf_failed(&p) && !read_small(p.buf, &buf, &len);
	mbuf_release(&p);
	if (!ok)
		return false;
	sum[0] = 0x61747472ULL;
	sum[1] = len;
	mnt_hash128(buf, len, sum);
	free(buf);
	return true;
}

void mnt_hattrs_free(struct mnt_hattr *a, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(a[i].dir);
	free(a);
}

static int cmp_hattr(const void *a, const void *b)
{
	return strcmp(((const struct mnt_hattr *)a)->dir,
		      ((const struct mnt_hattr *)b)->dir);
}

int mnt_hrepo_attrs(const struct mnt_hrepo *r, struct mnt_hattr **out,
		    size_t *n)
{
	static const char *const args[] = {
		"ls-files",
		"-z",
		"--cached",
		"--others",
		"--",
		".gitattributes",
		":(glob)**/.gitattributes",
		NULL,
	};
	struct mbuf o = MBUF_INIT;
	struct mnt_hattr *v = NULL;
	size_t nv = 0, alloc = 0;
	char *p, *end;
	int st, ret;

	*out = NULL;
	*n = 0;
	ret = mnt_git(r->top, args, &o, (size_t)64 << 20, true, &st);
	if (!ret && st)
		ret = -EIO;
	if (ret) {
		mbuf_release(&o);
		return ret;
	}
	end = o.buf + o.len;
	for (p = o.buf; p < end; p += strlen(p) + 1) {
		size_t pl = strlen(p), dl;
		struct mnt_hattr a;

		if (pl < 14 || strcmp(p + pl - 14, ".gitattributes") ||
		    (pl > 14 && p[pl - 15] != '/'))
			continue;
		dl = pl > 14 ? pl - 15 : 0;
		/* listed twice when tracked and in the work tree */
		if (nv && strlen(v[nv - 1].dir) == dl &&
		    !strncmp(v[nv - 1].dir, p, dl))
			continue;
		memset(&a, 0, sizeof(a));
		a.dir = mnt_strndup(p, dl);
		if (!a.dir || ALLOC_GROW(v, nv + 1, alloc)) {
			free(a.dir);
			ret = -ENOMEM;
			break;
		}
		a.index_only = !mnt_hrepo_attr_sum(r, p, dl, a.sum);
		v[nv++] = a;
	}
	mbuf_release(&o);
	if (ret) {
		mnt_hattrs_free(v, nv);
		return ret;
	}
	mnt_qsort(v, nv, sizeof(*v), cmp_hattr);
	/* the same directory from both lists: one entry */
	{
		size_t i, k = 0;

		for (i = 0; i < nv; i++) {
			if (k && !strcmp(v[k - 1].dir, v[i].dir)) {
				free(v[i].dir);
				continue;
			}
			v[k++] = v[i];
		}
		nv = k;
	}
	*out = v;
	*n = nv;
	return 0;
}
