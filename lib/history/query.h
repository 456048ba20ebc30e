/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The history index's answers (query.c): the text git log would print
 * for a file or a commit, the window of history since a date.
 */
#ifndef MNT_HISTORY_QUERY_H
#define MNT_HISTORY_QUERY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mbuf.h"
#include "history/store.h"

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

#endif
