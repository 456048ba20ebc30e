/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The repository read without git (repo.c): where its git directory is,
 * HEAD, whether the history index may be used at all, which objects an
 * abbreviated name means.  The index itself: lib/history/store.h.
 */
#ifndef MNT_HISTORY_REPO_H
#define MNT_HISTORY_REPO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

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
	/*
	 * packed-refs, mapped on the first question about refs (the replace
	 * refs of mnt_hrepo_open(), a ref an abbreviated name could mean)
	 * and kept until mnt_hrepo_release(): one mapping, not one a name.
	 */
	const char *packed;
	size_t packed_len;
	int packed_errno; /* mapping it failed: why (ENOENT: none) */
	bool packed_read;
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
int mnt_hrepo_head(struct mnt_hrepo *r, unsigned char oid[HIX_OID]);

/*
 * Every object whose name starts with hex[0..len) (4 to 40 hex digits,
 * either case), in the repository's packs, loose objects and alternates:
 * 1 with its name when there is exactly one and no ref is named hex, 0
 * when there is none, -EAGAIN when git must decide (several, a ref of
 * that name, a pack this reader does not know).
 */
int mnt_hrepo_object(struct mnt_hrepo *r, const char *hex, size_t len,
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

#endif
