// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"

int mnt_alloc_grow(void **p, size_t n, size_t *alloc, size_t elem)
{
	size_t want;
	void *q;

	if (n <= *alloc)
		return 0;
	want = *alloc ? *alloc : 16;
	while (want < n) {
		if (want > (size_t)-1 / 2 / elem)
			return -1;
		want *= 2;
	}
	q = realloc(*p, want * elem);
	if (!q)
		return -1;
	*p = q;
	*alloc = want;
	return 0;
}

char *mnt_strndup(const char *s, size_t n)
{
	char *p = malloc(n + 1);

	if (!p)
		return NULL;
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

uint64_t mnt_hash(const void *data, size_t len)
{
	const unsigned char *p = data;
	uint64_t h = 1469598103934665603ULL;
	size_t i;

	for (i = 0; i < len; i++) {
		h ^= p[i];
		h *= 1099511628211ULL;
	}
	return h;
}

void mnt_map_clear(struct mnt_map *m)
{
	size_t i;

	for (i = 0; i < m->cap && !m->borrowed; i++)
		free(m->slots[i].key);
	free(m->slots);
	m->slots = NULL;
	m->cap = m->nr = 0;
}

void mnt_map_clear_free(struct mnt_map *m)
{
	size_t i;

	for (i = 0; i < m->cap; i++)
		if (m->slots[i].key)
			free((void *)m->slots[i].value);
	mnt_map_clear(m);
}

static struct mnt_map_slot *map_probe(const struct mnt_map *m, const char *key,
				      size_t klen, uint64_t h)
{
	size_t i = (size_t)h & (m->cap - 1);

	for (;;) {
		struct mnt_map_slot *s = &m->slots[i];

		if (!s->key)
			return s;
		if (s->hash == h && s->klen == klen &&
		    !memcmp(s->key, key, klen))
			return s;
		i = (i + 1) & (m->cap - 1);
	}
}

struct mnt_map_slot *mnt_map_find_hashed(const struct mnt_map *m,
					 const char *key, size_t klen,
					 uint64_t hash)
{
	struct mnt_map_slot *s;

	if (!m->cap)
		return NULL;
	s = map_probe(m, key, klen, hash);
	return s->key ? s : NULL;
}

struct mnt_map_slot *mnt_map_find(const struct mnt_map *m, const char *key,
				  size_t klen)
{
	struct mnt_map_slot *s;

	if (!m->cap)
		return NULL;
	s = map_probe(m, key, klen, mnt_hash(key, klen));
	return s->key ? s : NULL;
}

static int map_rehash(struct mnt_map *m, size_t cap)
{
	struct mnt_map_slot *old = m->slots, *ns;
	size_t oldcap = m->cap, i;

	ns = calloc(cap, sizeof(*ns));
	if (!ns)
		return -1;
	m->slots = ns;
	m->cap = cap;
	for (i = 0; i < oldcap; i++) {
		if (old[i].key)
			*map_probe(m, old[i].key, old[i].klen, old[i].hash) =
				old[i];
	}
	free(old);
	return 0;
}

struct mnt_map_slot *mnt_map_insert(struct mnt_map *m, const char *key,
				    size_t klen, bool *created)
{
	struct mnt_map_slot *s;
	uint64_t h = mnt_hash(key, klen);

	if ((m->nr + 1) * 2 > m->cap &&
	    map_rehash(m, m->cap ? m->cap * 2 : 64))
		return NULL;
	s = map_probe(m, key, klen, h);
	if (s->key) {
		if (created)
			*created = false;
		return s;
	}
	s->key = m->borrowed ? (char *)key : mnt_strndup(key, klen);
	if (!s->key)
		return NULL;
	s->klen = klen;
	s->hash = h;
	s->value = 0;
	m->nr++;
	if (created)
		*created = true;
	return s;
}

int mnt_read_fd(int fd, size_t max, char **out, size_t *len)
{
	size_t alloc = 0, n = 0;
	char *buf = NULL, *p;
	ssize_t r;

	for (;;) {
		if (n + 1 >= alloc) {
			size_t want = alloc ? alloc * 2 : 65536;

			if (alloc > max + 1)
				want = alloc; /* unreachable */
			p = realloc(buf, want);
			if (!p) {
				free(buf);
				return -ENOMEM;
			}
			buf = p;
			alloc = want;
		}
		r = read(fd, buf + n, alloc - n - 1);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			r = -errno;
			free(buf);
			return (int)r;
		}
		if (r == 0)
			break;
		n += (size_t)r;
		if (n > max) {
			free(buf);
			return -EFBIG;
		}
	}
	buf[n] = '\0';
	*out = buf;
	if (len)
		*len = n;
	return 0;
}

int mnt_fd_regular(int fd)
{
	struct stat st;

	if (fstat(fd, &st))
		return -errno;
	if (S_ISDIR(st.st_mode))
		return -EISDIR;
	return S_ISREG(st.st_mode) ? 0 : -EINVAL;
}

/* The reader of an open fd (see mnt_read_file()); fd stays open. */
static int read_open(int fd, size_t max, bool regular_only, char **out,
		     size_t *len)
{
	struct stat st;

	if (fstat(fd, &st))
		return -errno;
	if (S_ISDIR(st.st_mode))
		return -EISDIR;
	if (regular_only && !S_ISREG(st.st_mode))
		return -EINVAL;
	if (S_ISREG(st.st_mode) && (size_t)st.st_size > max)
		return -EFBIG;
	if (S_ISREG(st.st_mode)) {
		/* one allocation of the right size, one read */
		size_t want = (size_t)st.st_size, n = 0;
		char *buf = malloc(want + 1);
		ssize_t r;

		if (!buf)
			return -ENOMEM;
		mnt_prefault(buf, want + 1);
		while (n < want) {
			r = read(fd, buf + n, want - n);
			if (r < 0 && errno == EINTR)
				continue;
			if (r <= 0)
				break;
			n += (size_t)r;
		}
		if (n == want) {
			/* the file may have grown: read the rest the slow way */
			char extra;

			r = read(fd, &extra, 1);
			if (r == 0) {
				buf[n] = '\0';
				*out = buf;
				if (len)
					*len = n;
				return 0;
			}
		}
		free(buf);
		if (lseek(fd, 0, SEEK_SET) < 0)
			return -errno;
	}
	return mnt_read_fd(fd, max, out, len);
}

static int read_path(const char *path, size_t max, bool regular_only,
		     char **out, size_t *len)
{
	int fd, ret;

	fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY |
				(regular_only ? O_NONBLOCK : 0));
	if (fd < 0)
		return -errno;
	ret = read_open(fd, max, regular_only, out, len);
	close(fd);
	return ret;
}

int mnt_read_regular_fd(int fd, size_t max, char **out, size_t *len)
{
	return read_open(fd, max, true, out, len);
}

int mnt_read_file(const char *path, size_t max, char **out, size_t *len)
{
	return read_path(path, max, true, out, len);
}

int mnt_read_named_file(const char *path, size_t max, char **out,
			size_t *len)
{
	return read_path(path, max, false, out, len);
}

size_t mnt_utf8_valid(const unsigned char *s, size_t len)
{
	unsigned char lo = 0x80, hi = 0xbf;
	size_t n, i;

	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		n = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		n = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		n = 4;
	else
		return 0;
	if (s[0] == 0xe0)
		lo = 0xa0;
	else if (s[0] == 0xed)
		hi = 0x9f;
	else if (s[0] == 0xf0)
		lo = 0x90;
	else if (s[0] == 0xf4)
		hi = 0x8f;
	if (len < n || s[1] < lo || s[1] > hi)
		return 0;
	for (i = 2; i < n; i++)
		if (s[i] < 0x80 || s[i] > 0xbf)
			return 0;
	return n;
}

size_t mnt_term_char(const char *s, size_t len, bool *ctl)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n;

	if (p[0] < 0x80) {
		*ctl = p[0] < 0x20 || p[0] == 0x7f;
		return 1;
	}
	n = mnt_utf8_valid(p, len);
	if (n) {
		*ctl = p[0] == 0xc2 && p[1] <= 0x9f;
		return n;
	}
	*ctl = p[0] <= 0x9f;
	return 1;
}

static size_t utf8_seq(const unsigned char *s, size_t len)
{
	size_t n, i;

	if (s[0] < 0x80)
		return 1;
	if ((s[0] & 0xe0) == 0xc0)
		n = 2;
	else if ((s[0] & 0xf0) == 0xe0)
		n = 3;
	else if ((s[0] & 0xf8) == 0xf0)
		n = 4;
	else
		return 1;
	if (n > len)
		return 1;
	for (i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 1;
	return n;
}

size_t mnt_utf8_len(const char *s, size_t len)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0, n = 0;

	while (i < len) {
		i += utf8_seq(p + i, len - i);
		n++;
	}
	return n;
}

size_t mnt_utf8_offset(const char *s, size_t len, size_t nchars)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0, n = 0;

	while (i < len && n < nchars) {
		i += utf8_seq(p + i, len - i);
		n++;
	}
	return i;
}

struct mnt_map_slot *mnt_map_insert_borrowed(struct mnt_map *m,
					     const char *key, size_t klen,
					     bool *created)
{
	m->borrowed = true;
	return mnt_map_insert(m, key, klen, created);
}

void mnt_prefault(void *p, size_t len)
{
#ifdef MADV_POPULATE_WRITE
	uintptr_t a = (uintptr_t)p, e = a + len, pg = 4096;

	a = (a + pg - 1) & ~(pg - 1);
	e &= ~(pg - 1);
	if (len >= 16 * pg && e > a)
		madvise((void *)a, e - a, MADV_POPULATE_WRITE);
#else
	(void)p;
	(void)len;
#endif
}
