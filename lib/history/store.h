/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The history index file (store.c): what get_maintainer.pl reads from
 * `git log`, kept in the cache directory per repository.  The folder
 * lib/history/, a header per file:
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
#ifndef MNT_HISTORY_STORE_H
#define MNT_HISTORY_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>

#include "history/repo.h"
#include "mbuf.h"

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
 * every other part when first read (a checksum per block) unless the
 * index is sealed (mnt_hix_seal()), so a damaged index is noticed and not
 * used.  Returns 0, -ENOENT (none), -ESTALE (made
 * for another state of the repository or by another format), -EINVAL
 * (damaged), -ENOMEM.
 */
int mnt_hix_open(struct mnt_hix **out, const char *path,
		 const struct mnt_hrepo *r);
void mnt_hix_close(struct mnt_hix *ix);
/* Check every block now (the builder reads all of it): 0 or -EINVAL. */
int mnt_hix_check_all(struct mnt_hix *ix);
/*
 * Unless it is sealed (trusted without checks) or still being written
 * (then checked block by block as it is read), check every block of the
 * index mapped from path and seal it (store.c): 0, or -EINVAL (damaged:
 * mnt_hix_bad()).  Not being able to seal is no error.
 */
int mnt_hix_seal(struct mnt_hix *ix, const char *path);
/* Set once a block failed its check: nothing more of it is trusted. */
bool mnt_hix_bad(const struct mnt_hix *ix);
/*
 * Whether every block of the index was checked (now or when it was
 * sealed) and none failed; *st then holds the stat data of the file
 * mapped, which names this state of it.
 */
bool mnt_hix_trusted(const struct mnt_hix *ix, struct stat *st);

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

#endif
