/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * get_maintainer.pl's git history (lib/git.c): --git, the --git-fallback
 * of files without an exact F: match, --git-blame and the signers of
 * Fixes: commits.  The answer (lib/get.c) hands it the files, their hunks
 * and the options, and receives, in the script's order, the roles the
 * history gives addresses (struct mnt_git_role): get.c adds each address
 * and its role text to the answer.  Addresses are de-duplicated with the
 * answer's own struct mnt_dedup (get-dedup.h), as the script does.
 */
#ifndef MNT_GET_GIT_H
#define MNT_GET_GIT_H

#include "get/get-dedup.h"
#include "maint.h"

/* One answer's history state: git found, commits read, ignored addresses. */
struct mnt_githist;

/*
 * o (borrowed, must outlive it) gives the root, the --git* options and
 * rolestats; warnings ("No supported VCS found") go to diag.  NULL when
 * out of memory.
 */
struct mnt_githist *mnt_githist_new(const struct maint_get_opts *o,
				    const struct maint_diag_sink *diag);
void mnt_githist_free(struct mnt_githist *h);

/*
 * The script's own rules for history (the answer's script model): whose
 * sign-offs and authorship are left out without --git-chief-penguins
 * (names, matched as the script does: /(A|B)/i), and whether the fallback
 * reads MAINTAINERS files too.  Without a call: Linus Torvalds, and
 * MAINTAINERS left out.  The strings are borrowed.
 */
struct mnt_git_rules {
	const char *chiefs[4];
	size_t nchiefs;
	bool fallback_keeps_maintainers;
	/* a script before --numstat: merges too, commit signers only */
	bool signers_only;
};

void mnt_githist_rules(struct mnt_githist *h, const struct mnt_git_rules *r);

/*
 * Whether the history index may answer for git (lib/history/query.c); the
 * default is MAINT_HISTORY_AUTO.
 */
void mnt_githist_use_index(struct mnt_githist *h, enum maint_history_mode m);
/* Whether git answered where a current history index would have. */
bool mnt_githist_stale(const struct mnt_githist *h);

/* What the history of a set of files is asked for. */
struct mnt_githist_in {
	const char *const *files; /* sorted, as matched */
	const bool *exact; /* per file: an exact F: match (no fallback) */
	size_t nfiles;
	const char *const *ranges; /* "FILE:START:LENGTH" of patch hunks */
	size_t nranges;
};

/*
 * vcs_assign(): address email gets role kind for count of divisor
 * commits or lines (percent = count * 100 / divisor, at most 100).
 */
struct mnt_git_role {
	char *email; /* mapped, de-duplicated; owned */
	const char *kind; /* "commit_signer", "authored", ...; static */
	size_t count;
	long divisor;
	double percent;
};

struct mnt_git_roles {
	struct mnt_git_role *v;
	size_t n, alloc;
	bool oom;
};

void mnt_git_roles_clear(struct mnt_git_roles *r);

/*
 * The signers, authors and line counts of in's files (--git, the
 * fallback) and their blamed commits (--git-blame), appended to out.
 * Returns 0 or -ENOMEM (out->oom tells a lost role too).
 */
int mnt_githist_signers(struct mnt_githist *h, const struct mnt_githist_in *in,
			struct mnt_dedup *dedup, struct mnt_git_roles *out);

/* The signers of the commits fixes[0..n) (Fixes: lines), appended to out. */
int mnt_githist_fixes(struct mnt_githist *h, const char *const *fixes,
		      size_t n, struct mnt_dedup *dedup,
		      struct mnt_git_roles *out);

/*
 * In a git work tree (with git installed), whether git tracks file
 * (use_cache: the index's names may come from the cache directory).
 */
bool mnt_githist_tracked(struct mnt_githist *h, const char *file,
			 bool use_cache);

#endif
