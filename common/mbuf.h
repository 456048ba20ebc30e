/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * mbuf: a growable byte buffer.
 *
 * Invariants: buf is never NULL and always NUL-terminated; len counts the
 * bytes before the terminator.  An allocation failure sets oom, after which
 * every append is a no-op: callers check mbuf_failed() once at the end
 * instead of after every append.
 */
#ifndef MAINT_MBUF_H
#define MAINT_MBUF_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

struct mbuf {
	char *buf;
	size_t len;
	size_t alloc;
	bool oom;
};

/*
 * The buffer of every empty mbuf.  Never written (a write first allocates,
 * mbuf_setlen() on it does nothing), so every thread may share it.
 */
extern char mbuf_empty[];
#define MBUF_INIT { .buf = mbuf_empty, .len = 0, .alloc = 0, .oom = false }

void mbuf_init(struct mbuf *mb);
void mbuf_release(struct mbuf *mb);
/* Hand the buffer over to the caller (free() it); mb is reset. */
char *mbuf_detach(struct mbuf *mb, size_t *len);
bool mbuf_grow(struct mbuf *mb, size_t extra);
void mbuf_add(struct mbuf *mb, const void *data, size_t len);
void mbuf_adds(struct mbuf *mb, const char *s);
void mbuf_addch(struct mbuf *mb, int c);
void mbuf_addf(struct mbuf *mb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void mbuf_vaddf(struct mbuf *mb, const char *fmt, va_list ap);
void mbuf_reset(struct mbuf *mb);
void mbuf_setlen(struct mbuf *mb, size_t len);
static inline bool mbuf_failed(const struct mbuf *mb)
{
	return mb->oom;
}

/*
 * Append s with JSON string escaping (without the surrounding quotes).  The
 * result is always valid UTF-8: well-formed UTF-8 sequences are copied,
 * every other byte >= 0x80 (a stray continuation byte, an overlong form, a
 * surrogate, a cut sequence, a code point above U+10FFFF) becomes U+FFFD,
 * one per byte; control characters (C0, DEL and C1: U+0080-U+009F, as
 * mnt_term_char() says) become \u00XX, so that no JSON printed on a
 * terminal carries one.  Returns the number of bytes replaced.
 */
size_t mbuf_add_json_str(struct mbuf *mb, const char *s, size_t len);

#endif
