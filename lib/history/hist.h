/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The history index: what get_maintainer.pl reads from `git log`, kept in
 * the cache directory per repository (lib/history/).
 *
 *   repo.c        the repository read without git: where its git
 *                 directory is, HEAD, whether the index may be used at
 *                 all (the state it depends on: config, shallow,
 *                 attributes), which objects an abbreviated name means
 *   store.c       the index file: its layout, writing it, mapping it and
 *                 checking what a run reads
 *   build.c       building and updating it from git
 *   query.c       the answers: the text `git log --follow --since` would
 *                 print for a file, `git log -1` for a commit; the window
 *                 of history since a date
 *   since.c       git's reading of --since values ("6-months-ago")
 *   api.c         the public maint_history_* (include/maint/history.h)
 *
 * The index holds per commit its id, parents, committer and author dates,
 * author and committer, subject, the lines of its message that can matter
 * to any get_maintainer.pl version (see mnt_hix_keep_line()), and the
 * files it changed with their added and removed lines (no rename
 * detection); per path the commits that changed it.  Commits are kept by
 * id: a commit never changes, so an index is never wrong about one, only
 * incomplete.  Every commit it holds has all its parents in it, so HEAD
 * being in it is enough for HEAD's whole history to be.
 */
#ifndef MNT_HISTORY_HIST_H
#define MNT_HISTORY_HIST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <sys/types.h>
#include "mbuf.h"

#define HIX_OID 20 /* SHA-1; a SHA-256 repository is left to git */

/* The repository, as read without git. */
struct mnt_hrepo {
	char *top; /* the work tree's top (as given: root or ".") */
	char *gitdir; /* its git directory (HEAD, index) */
	char *common; /* the common git directory (objects, refs, config) */
	char *real; /* realpath of common: the index's key */
	/*
	 * What the index's answers depend on besides the commits: the
	 * contents of every config file git reads (and what they include),
	 * of .git/shallow, of info/attributes and the global attributes
	 * file.  An index made under another state is not used.
	 */
	uint64_t fp[2];
	/* NULL, or why the index must not be used here (git answers) */
	const char *unsure;
};

/*
 * Find the repository of the work tree at root (NULL: the current
 * directory), the way git would from there.  Returns 0 (r->unsure may
 * still say why the index cannot serve it), -ENOENT when root/.git does
 * not exist, -ENOMEM.
 */
int mnt_hrepo_open(struct mnt_hrepo *r, const char *root);
void mnt_hrepo_release(struct mnt_hrepo *r);

/* HEAD's commit: 0, -ENOENT (unborn), -EAGAIN (ask git). */
int mnt_hrepo_head(const struct mnt_hrepo *r, unsigned char oid[HIX_OID]);

/*
 * Every object whose name starts with hex[0..len) (4 to 40 hex digits,
 * either case), in the repository's packs, loose objects and alternates:
 * 1 with its name when there is exactly one and no ref is named hex, 0
 * when there is none, -EAGAIN when git must decide (several, a ref of
 * that name, a pack this reader does not know).
 */
int mnt_hrepo_object(const struct mnt_hrepo *r, const char *hex, size_t len,
		     unsigned char oid[HIX_OID]);

/*
 * The .gitattributes files of the work tree: the directory of each
 * (relative to the top, "" for the top) with a hash of its content, for
 * the index to hold; -errno.
 */
struct mnt_hattr {
	char *dir;
	uint64_t sum[2];
	bool index_only; /* tracked but not in the work tree: git reads the index */
};
int mnt_hrepo_attrs(const struct mnt_hrepo *r, struct mnt_hattr **out,
		    size_t *n);
void mnt_hattrs_free(struct mnt_hattr *a, size_t n);
/* Hash of the .gitattributes in top/dir (dir "" the top); false if none. */
bool mnt_hrepo_attr_sum(const struct mnt_hrepo *r, const char *dir, size_t dlen,
			uint64_t sum[2]);

void mnt_hex_oid(char hex[2 * HIX_OID + 1], const unsigned char *oid);
bool mnt_oid_hex(unsigned char *oid, const char *hex);

/* The index file */

/* Flags of a commit. */
enum {
	HIX_C_HAS_DELETE = 1u << 0, /* some file of it was deleted */
	HIX_C_NO_NUMSTAT = 1u << 1, /* its diff could not be made */
	HIX_C_NO_PATHS = 1u << 2, /* not even its list of files */
	HIX_C_DATE_LITERAL = 1u << 3, /* "GitDate:" kept as git printed it */
};

/* A change's status (the top two bits of hix_change.path). */
enum { HIX_S_MOD, HIX_S_ADD, HIX_S_DEL, HIX_S_OTHER };
#define HIX_PATH_MASK 0x3fffffffu
#define HIX_BINARY UINT32_MAX /* numstat "-" */
#define HIX_UNKNOWN (UINT32_MAX - 1) /* no numstat (HIX_C_NO_NUMSTAT) */

/* A commit as the index holds it (on disk; strings are offsets). */
struct hix_commit {
	unsigned char oid[HIX_OID];
	uint32_t flags;
	int64_t ctime, atime;
	int32_t atz; /* git's decimal zone: -600 is -06:00 */
	uint32_t nparents, parents; /* into the parents array */
	uint32_t an, ae, cn, ce, subject, date; /* strings */
	uint32_t lines, nlines; /* into the line references */
	uint32_t changes, nchanges; /* into the changes, by path */
	uint32_t pad;
};

struct hix_change {
	uint32_t path; /* path index | status << 30 */
	uint32_t added, removed;
};

struct hix_path {
	uint32_t name; /* string */
	uint32_t postings, npostings; /* commits changing it, ascending */
};

struct hix_attr {
	uint32_t dir; /* string */
	uint32_t index_only;
	uint64_t sum[2];
};

struct mnt_hix;

/*
 * Whether a line of a commit message (leading blanks removed, as
 * get_maintainer.pl reads git's output) is kept: every version of the
 * script reads only lines with an '@' (signatures, authors), lines
 * beginning "Git" (its own format's headers) and lines beginning with a
 * digit (numstat lines); the rest of a message is never looked at.
 */
bool mnt_hix_keep_line(const char *s, size_t n);

/* The index file of repository r (made with create), or NULL. */
char *mnt_hix_path(const struct mnt_hrepo *r, bool create);

/*
 * Map the index at path for repository r.  Its header is checked here;
 * every other part when first read (a checksum per block), so a damaged
 * index is noticed and not used.  Returns 0, -ENOENT (none), -ESTALE (made
 * for another state of the repository or by another format), -EINVAL
 * (damaged), -ENOMEM.
 */
int mnt_hix_open(struct mnt_hix **out, const char *path,
		 const struct mnt_hrepo *r);
void mnt_hix_close(struct mnt_hix *ix);
/* Check every block now (the builder reads all of it): 0 or -EINVAL. */
int mnt_hix_check_all(struct mnt_hix *ix);
/* Set once a block failed its check: nothing more of it is trusted. */
bool mnt_hix_bad(const struct mnt_hix *ix);

struct hix_counts {
	uint32_t ncommits, nparents, nchanges, npaths, npostings, nlinerefs,
		ntips, nattrs;
	uint64_t strings_len, size;
	int64_t built;
};
void mnt_hix_counts(const struct mnt_hix *ix, struct hix_counts *c);

/* The accessors return NULL (and mark the index bad) when out of bounds
 * or damaged. */
const struct hix_commit *mnt_hix_commit(struct mnt_hix *ix, uint32_t i);
const struct hix_change *mnt_hix_changes(struct mnt_hix *ix,
					 const struct hix_commit *c);
const struct hix_path *mnt_hix_pathrec(struct mnt_hix *ix, uint32_t i);
const uint32_t *mnt_hix_u32s(struct mnt_hix *ix, int which, uint32_t first,
			     uint32_t n);
enum { HIX_PARENTS, HIX_POSTINGS, HIX_LINES, HIX_TIPS, HIX_OIDSORT };
const char *mnt_hix_str(struct mnt_hix *ix, uint32_t off);
const struct hix_attr *mnt_hix_attr(struct mnt_hix *ix, uint32_t i);
/* Commit index of oid: 0 and *i, or -ENOENT. */
int mnt_hix_find(struct mnt_hix *ix, const unsigned char *oid, uint32_t *i);
/* Path index of name (exact): 0 and *i; -ENOENT with *i the first after. */
int mnt_hix_find_path(struct mnt_hix *ix, const char *name, size_t len,
		      uint32_t *i);

/*
 * Writing an index (build.c makes it, store.c lays it out):
 * every array as it will be on disk, strings as offsets into strings.
 */
struct hix_image {
	struct hix_commit *commits;
	uint32_t ncommits;
	uint32_t *parents, nparents;
	struct hix_change *changes;
	uint32_t nchanges;
	struct hix_path *paths;
	uint32_t npaths;
	uint32_t *postings, npostings;
	uint32_t *linerefs, nlinerefs;
	uint32_t *tips, ntips;
	struct hix_attr *attrs;
	uint32_t nattrs;
	const char *strings;
	uint64_t strings_len;
	uint64_t fp[2];
	const char *real; /* the repository's mnt_hrepo.real */
};
int mnt_hix_write(const char *path, const struct hix_image *im);

/* Building */

enum {
	HIX_BUILD_REBUILD = 1u << 0, /* start again from nothing */
	HIX_BUILD_WAIT = 1u << 1, /* wait for another builder to finish */
};

struct mnt_hix_stats {
	uint32_t added; /* commits added */
	uint32_t ncommits; /* commits in the index after */
	uint32_t broken; /* commits whose diff git could not make */
	bool rebuilt, compacted, current;
	double seconds;
};

/*
 * Bring the index of the repository at root up to date with its HEAD:
 * build it, or add the commits it lacks.  Only one process builds at a
 * time (a lock beside the index): with HIX_BUILD_WAIT the second waits
 * and then finds the index current, otherwise it returns -EWOULDBLOCK.
 * Returns 0 or -errno; *why (static) says what stopped it.
 */
int mnt_hix_update(const char *root, unsigned int flags,
		   struct mnt_hix_stats *st, const char **why);

/* Querying */

struct mnt_hq;

/* How an index answered. */
enum {
	HQ_ANSWERED = 0, /* out holds the text */
	HQ_ASK_GIT = 1, /* this one question goes to git */
};

/* Why a repository's index is not used (mnt_hq_state()). */
enum hq_state {
	HQ_READY, /* used */
	HQ_OFF, /* not asked for */
	HQ_NO_REPO, /* no git work tree at root */
	HQ_UNSURE, /* the repository is one the index cannot serve */
	HQ_MISSING, /* no index yet */
	HQ_BEHIND, /* HEAD is not in it: it needs an update */
	HQ_DAMAGED, /* a block failed its check */
	HQ_NO_CACHE, /* no cache directory */
};

/* The index of the repository at root (NULL: here), opened on first use. */
struct mnt_hq *mnt_hq_new(const char *root);
void mnt_hq_free(struct mnt_hq *q);
enum hq_state mnt_hq_state(struct mnt_hq *q, const char **why);
/* The index when it holds HEAD (mnt_hq_state() HQ_READY), else NULL. */
struct mnt_hix *mnt_hq_ix(struct mnt_hq *q);
/* HEAD's commit index (when HQ_READY). */
uint32_t mnt_hq_head(const struct mnt_hq *q);
/* git's timestamp for --since=since (mnt_git_since(), or git): 0, -errno. */
int mnt_hq_since(struct mnt_hq *q, const char *since, int64_t *t);
/*
 * The commits reachable from HEAD through commits not older than since
 * (committer date), merges too, in no particular order: 0 and a malloc'd
 * array, or -errno (-EINVAL: the index is not ready or is damaged).
 */
int mnt_hq_reach(struct mnt_hq *q, int64_t since, uint32_t **out, size_t *n);
/* The index file's path (malloc'd) and counts, when one is open. */
bool mnt_hq_index(struct mnt_hq *q, char **path, struct hix_counts *n);

/*
 * Append to out the lines `git log --no-color --follow --since=SINCE
 * --numstat --no-merges --format=FMT -- FILE` prints (FMT get_maintainer's
 * "GitCommit: %H%nGitAuthor: %an <%ae>%nGitDate: %aD%nGitSubject:
 * %s%n%b%n"; of the message only the lines mnt_hix_keep_line() keeps).
 * Returns HQ_ANSWERED, HQ_ASK_GIT (see query.c: a file the index
 * cannot answer exactly), or -errno.
 */
int mnt_hq_file_log(struct mnt_hq *q, const char *since, const char *file,
		    struct mbuf *out);
/*
 * The same for `git log --no-color --numstat --format=FMT -1 REV --`,
 * REV a Fixes: value (6 to 40 hex digits), without its numstat lines.
 */
int mnt_hq_commit_log(struct mnt_hq *q, const char *rev, struct mbuf *out);

/*
 * git's reading of a --since value (approxidate) as seconds since the
 * epoch: 0, or -EAGAIN for a form only git itself reads (since.c).
 */
int mnt_git_since(const char *s, int64_t *t);

#endif
