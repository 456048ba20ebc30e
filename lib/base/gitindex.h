/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * "Is this path tracked?" without running git: the answer `git -C DIR
 * ls-files -- PATH` would give, read from the repository's index file
 * directly (read-only), where that answer is certain.
 */
#ifndef MNT_BASE_GITINDEX_H
#define MNT_BASE_GITINDEX_H

#include <stdbool.h>
#include <stddef.h>

/**
 * mnt_git_index_tracked() - would `git -C dir ls-files -- path` list anything?
 * @dir: the directory git would run in (NULL: the current one)
 * @path: the pathspec, absolute or relative to @dir
 *
 * Answers from the file system and .git/index (versions 2, 3 and 4) alone.
 * Whenever git could answer differently from a plain reading (a git
 * environment variable, a .git file, another owner, a file-system boundary,
 * configuration that changes paths or pathspecs, a split or sparse index,
 * glob characters or symlinks in the path, anything unexpected in the
 * index), it does not guess.
 *
 * Return: 1 tracked, 0 not tracked (a path outside the work tree
 * included), -1 not certain: ask git.
 */
int mnt_git_index_tracked(const char *dir, const char *path);

/*
 * The same; with use_cache (what mnt_git_index_tracked() does) the answer
 * comes from a binary search in the index's names kept in the cache
 * directory of lib/cache.c (made on the first lookup in an index written
 * over 2 s before), which reads a few pages instead of the whole index.
 */
int mnt_git_index_tracked_opt(const char *dir, const char *path,
			      bool use_cache);

/*
 * The same questions, several about one directory's repository (maint get
 * asks one for each file of a patch): what does not depend on the path
 * (the work tree and its config, the index, the cache file of its names)
 * is read by the first question that needs it and kept until
 * mnt_git_index_free(), so that it is read once, not once a question.
 * mnt_git_index_ask() answers as mnt_git_index_tracked_opt(dir, path,
 * use_cache) would; mnt_git_index_new() does no I/O (NULL: no memory).
 * For one process's questions: a repository changed meanwhile is not seen.
 */
struct mnt_git_index;
struct mnt_git_index *mnt_git_index_new(const char *dir, bool use_cache);
int mnt_git_index_ask(struct mnt_git_index *gi, const char *path);
void mnt_git_index_free(struct mnt_git_index *gi);

/**
 * mnt_git_index_lookup() - look a path up in the bytes of an index file
 * @map: the index file's contents
 * @size: its size
 * @key: the path relative to the work tree's top, without a trailing '/'
 * @klen: its length (at least 1)
 * @dir_only: the pathspec ended in '/': only entries below it count
 *
 * Return: 1 when an entry is @key or lies below it, 0 when none does, -1
 * when the index is not one this reader is certain of (another version, a
 * sparse directory entry on the way, anything out of bounds).
 */
int mnt_git_index_lookup(const unsigned char *map, size_t size, const char *key,
			 size_t klen, bool dir_only);

/*
 * The cache file of the index map (size bytes) in *out (malloc'd, *len
 * bytes); -EINVAL for an index it must not be made of (damaged, a sparse
 * entry, names out of order), -ENOMEM.
 */
int mnt_git_index_cache_build(const unsigned char *map, size_t size,
			      unsigned char **out, size_t *len);

/*
 * mnt_git_index_lookup() answered from a cache file (map, size bytes) of
 * mnt_git_index_cache_build(): the same answer for the index it was made
 * of, -1 for a damaged or foreign file.
 */
int mnt_git_index_cache_lookup(const unsigned char *map, size_t size,
			       const char *key, size_t klen, bool dir_only);

/*
 * Whether the environment has a GIT_* variable that changes what git reads
 * (GIT_DIR, GIT_INDEX_FILE, GIT_CONFIG_*, ...): then git must answer.
 */
bool mnt_git_env_set(void);

#endif
