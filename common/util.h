/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Small helpers shared by libmaint (lib/) and the CLI (cli/): array growth,
 * a string hash set/map, bounded whole-file reading.
 */
#ifndef MAINT_UTIL_H
#define MAINT_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/*
 * Grow array x (with nr used and alloc allocated elements) so that it holds
 * at least n elements.  Evaluates to 0, or -1 when out of memory (x is left
 * as it was).
 */
#define ALLOC_GROW(x, n, alloc) \
	mnt_alloc_grow((void **)&(x), (n), &(alloc), sizeof(*(x)))

int mnt_alloc_grow(void **p, size_t n, size_t *alloc, size_t elem);

/* qsort() that accepts an empty (NULL) array, which qsort() may not. */
#define mnt_qsort(base, n, size, cmp)                    \
	do {                                             \
		if ((n) > 1)                             \
			qsort((base), (n), (size), (cmp)); \
	} while (0)

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

char *mnt_strndup(const char *s, size_t n);

/* The value of hexadecimal digit c (either case), or -1. */
static inline int mnt_hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* FNV-1a */
uint64_t mnt_hash(const void *data, size_t len);

/*
 * An open-addressing hash map from byte strings to a pointer-sized value.
 * Keys are copied into the map.
 */
struct mnt_map_slot {
	char *key;
	size_t klen;
	uint64_t hash;
	intptr_t value;
};

struct mnt_map {
	struct mnt_map_slot *slots;
	size_t cap;
	size_t nr;
	bool borrowed; /* keys point into the caller's memory */
};

#define MNT_MAP_INIT { NULL, 0, 0, false }
void mnt_map_clear(struct mnt_map *m);
/* The same for a map whose values are malloc'd pointers: freed too. */
void mnt_map_clear_free(struct mnt_map *m);
/* Returns the slot of key, or NULL. */
struct mnt_map_slot *mnt_map_find(const struct mnt_map *m, const char *key,
				  size_t klen);
/*
 * The same with the key's mnt_hash() given, e.g. computed byte by byte
 * for every prefix of a string with mnt_hash_step().
 */
struct mnt_map_slot *mnt_map_find_hashed(const struct mnt_map *m,
					 const char *key, size_t klen,
					 uint64_t hash);
#define MNT_HASH_INIT 1469598103934665603ULL
static inline uint64_t mnt_hash_step(uint64_t h, unsigned char c)
{
	return (h ^ c) * 1099511628211ULL;
}

/*
 * Insert key if absent.  Returns the slot (existing or new), NULL on
 * allocation failure.  *created tells which.
 */
struct mnt_map_slot *mnt_map_insert(struct mnt_map *m, const char *key,
				    size_t klen, bool *created);
/*
 * The same, but the key is not copied: it must outlive the map, and every
 * key of the map must be inserted this way.
 */
struct mnt_map_slot *mnt_map_insert_borrowed(struct mnt_map *m,
					     const char *key, size_t klen,
					     bool *created);

/*
 * Read a whole file into a NUL-terminated malloc'd buffer, refusing files
 * larger than max bytes (errno EFBIG).  Returns 0 or -errno.
 *
 * This is the one reader of every file maint opens inside a tree
 * (MAINTAINERS, .mailmap, P: targets, .get_maintainer.conf/.ignore, files
 * scanned for e-mails): only a regular file is read.  The file is opened
 * with O_NONBLOCK | O_NOCTTY, so a FIFO, a device or a socket planted in
 * the tree is refused at once (-EINVAL; -EISDIR for a directory) instead
 * of blocking for ever or being read without end.  The size bound is max,
 * checked against fstat() before reading and again while reading.
 */
int mnt_read_file(const char *path, size_t max, char **out, size_t *len);
/*
 * The same for a file the user named on the command line: a FIFO or a
 * character device is read too (`<(git diff)`, /dev/stdin), to EOF or the
 * max bound, blocking as any reader of a pipe does.
 */
int mnt_read_named_file(const char *path, size_t max, char **out,
			size_t *len);
/*
 * Whether the open fd is a regular file: 0, -EISDIR, -EINVAL (any other
 * kind) or -errno of fstat().  For readers that open files themselves
 * (openat() relative to a tree), with O_NONBLOCK so the open cannot hang.
 */
int mnt_fd_regular(int fd);
/*
 * mnt_read_file() of a file already open (O_NONBLOCK): a regular file
 * only.  fd stays open.
 */
int mnt_read_regular_fd(int fd, size_t max, char **out, size_t *len);
/* Read all of fd (a pipe too) with the same cap. */
int mnt_read_fd(int fd, size_t max, char **out, size_t *len);

/*
 * Map the pages of a large new allocation in one system call, instead of
 * one page fault per page as it is first written (a no-op where the kernel
 * cannot).
 */
void mnt_prefault(void *p, size_t len);

/*
 * Length of the well-formed UTF-8 sequence at s[0..len) (Unicode's table
 * 3-7: no overlong forms, no surrogates, nothing above U+10FFFF), 0 if
 * there is none (an ASCII byte is not a sequence here: 0).
 */
size_t mnt_utf8_valid(const unsigned char *s, size_t len);

/*
 * The one definition of a terminal control character, for every writer of
 * text that may reach a terminal: C0 (0x00-0x1f), DEL (0x7f), C1 written
 * as UTF-8 (U+0080-U+009F: 0xc2 0x80-0x9f) and a raw byte 0x80-0x9f that
 * is not part of well-formed UTF-8 (8-bit C1: 0x9b is CSI, 0x9c ST, 0x9d
 * OSC to a terminal not in UTF-8 mode).  Returns the bytes of the
 * character at s[0..len) (len >= 1): a well-formed UTF-8 sequence, or one
 * byte; *ctl tells whether it is a control character.
 */
size_t mnt_term_char(const char *s, size_t len, bool *ctl);

/* Number of UTF-8 characters (invalid bytes count one each). */
size_t mnt_utf8_len(const char *s, size_t len);
/* Byte offset of the first n characters. */
size_t mnt_utf8_offset(const char *s, size_t len, size_t nchars);

#endif
