/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef MAINT_BASE_SEAL_H
#define MAINT_BASE_SEAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>

/*
 * The seal of a cache file: KEY.EXT beside it (KEY.ok for the MAINTAINERS
 * image KEY.db, KEY.hok for the history index KEY.hix, KEY.mok for the
 * index of .mailmap KEY.mm), written once the file passed every check and
 * was flushed to the disk, holding the file's stat data then and three
 * words naming what was checked (a key, a header's checksum).  While the
 * file still has that stat data nothing was written to it since (any write
 * moves its ctime, which no system call sets back; a file replaced by
 * another has another inode), so what was checked is what is mapped, and a
 * run trusts it without checking again: its cost does not grow with the
 * file.  A file changed within MNT_RACY_NS of its check could keep its
 * stat: such a file is not sealed until it is older.  The seal is this
 * user's, not writable by others, with a checksum of its own: damaged or
 * foreign, it is no seal, and the file is checked again.  What it does not
 * catch is the disk returning other bytes than were written, unnoticed by
 * the file system: the same trust maint puts in MAINTAINERS itself, which
 * is read without one.
 */

/*
 * mnt_seal_holds() - whether @path (stat data @st) has its seal
 * @ext: the seal's extension, in place of @path's ("ok", "hok", "mok")
 * @magic: the seal's kind, 8 bytes
 * @id: what the check was of
 */
bool mnt_seal_holds(const char *path, const char *ext, const char magic[8],
		    const uint64_t id[3], const struct stat *st);

/*
 * mnt_seal_write() - seal @path, checked whole just now as @st
 * @keep: prune the cache directory's seals to this many (0: do not)
 *
 * Flushes @path first, and seals it only when it is still the file that
 * was checked (device, inode, ctime) and not racy.  Failing, nothing is
 * sealed: the next run checks again.
 */
void mnt_seal_write(const char *path, const char *ext, const char magic[8],
		    const uint64_t id[3], const struct stat *st, size_t keep);

#endif
