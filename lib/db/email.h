/* SPDX-License-Identifier: GPL-2.0-only */
/* Email address handling with get_maintainer.pl's rules. */
#ifndef MNT_DB_EMAIL_H
#define MNT_DB_EMAIL_H

#include <stdint.h>
#include <sys/stat.h>

#include "maint.h"
#include "mbuf.h"
#include "util.h"

/*
 * The longest text read without the regex engine: the regexes stop at
 * their match limit (base/regex.h), answering no match where there is
 * one, on text made for them to backtrack much (over 1,000 bytes), so
 * longer text is left to them.
 */
#define MNT_EMAIL_PLAIN_MAX 512

/*
 * parse_email(): split into a (quoted if need be) name and an address.
 * The common "Name <addr>" form and a bare address, in well-formed UTF-8,
 * are split without the regex engine (a call parses dozens of addresses);
 * the rest by mnt_email_parse_re(), the script's three regexes, which the
 * unit test holds the fast path to.
 */
void mnt_email_parse(const char *s, size_t n, struct mbuf *name,
		     struct mbuf *addr);
void mnt_email_parse_re(const char *s, size_t n, struct mbuf *name,
			struct mbuf *addr);
/* format_email(): append "name <addr>", or addr (neither inside out). */
void mnt_email_format(struct mbuf *out, const char *name, size_t nl,
		      const char *addr, size_t al, bool usename);
bool mnt_rfc822_valid(const char *s, size_t n);
/* The plain forms rfc822_valid() takes without its regex (email.c). */
bool mnt_rfc822_plain(const char *s, size_t n);
/* rfc822_valid() by the script's regex alone. */
bool mnt_rfc822_valid_re(const char *s, size_t n);
/*
 * rfc822_validlist(): 1 when s is a valid list; the addresses are appended
 * to items NUL-separated and counted in *count.
 */
int mnt_rfc822_validlist(const char *s, size_t n, struct mbuf *items,
			 size_t *count);

/*
 * .mailmap, parsed lazily: loading only finds each line's key, the
 * address in its last <...>; a lookup parses the lines filed under its
 * address, in file order, so later lines win as in get_maintainer.pl.
 * The first few lookups find them by a scan of the keys; after that an
 * index by key is made (a maint get asks about a few addresses only).
 */
struct mnt_mailmap_line {
	const char *s;
	size_t n;
	const char *k; /* the key */
	size_t kl;
	size_t next; /* next line with the same key, (size_t)-1 ends */
};

/* A line of a kept index (mnt_mailmap_load_kept()): offsets in buf. */
struct mnt_mailmap_kline {
	uint32_t s, n, k, kl;
	uint32_t next; /* the next line with the same key; UINT32_MAX ends */
};

struct mnt_mailmap {
	struct mnt_map names; /* key -> malloc'd name */
	struct mnt_map addresses; /* key -> malloc'd address */
	char *buf;
	size_t len;
	struct mnt_mailmap_line *lines;
	size_t nlines, alines;
	struct mnt_map index; /* address -> first line, borrowed keys */
	bool indexed; /* index and next are made */
	struct mnt_map done; /* addresses whose lines are parsed */
	/* or the index of the lines kept in the cache, mapped */
	const unsigned char *kept;
	size_t kept_size;
	const struct mnt_mailmap_kline *klines;
	const uint32_t *kslots; /* first line + 1 of a key, by its hash */
	uint32_t knlines, knslots;
};

/*
 * The form of a .mailmap line (comment cut, trimmed) as read_mailmap()'s
 * patterns take it: the first that matches, 1 "name <mail>", 2 "<mail>
 * <mail>", 3 "name <mail> <mail>", 4 "name <mail> name <mail>", or 0;
 * -ENOMEM.  Group i (1 to 4) is l[ov[2i]..ov[2i + 1]).  Lines in
 * well-formed UTF-8 are read without the regex engine; the rest by
 * mnt_mailmap_form_re(), the patterns alone, which the unit test holds
 * the other to.
 */
int mnt_mailmap_form(const char *l, size_t n, size_t ov[10]);
int mnt_mailmap_form_re(const char *l, size_t n, size_t ov[10]);

void mnt_mailmap_init(struct mnt_mailmap *mm);
void mnt_mailmap_clear(struct mnt_mailmap *mm);
int mnt_mailmap_load(struct mnt_mailmap *mm, const char *buf, size_t len);
/*
 * The same for the .mailmap read into buf (malloc'd: mm takes it) whose
 * stat data, the same before and after it was read, is st: the index of
 * its lines by key is kept in the cache directory (KEY.mm, keyed by st
 * and this build of maint, with a checksum) and mapped by the next
 * process instead of made again; checked whole once, then sealed
 * (KEY.mok, base/seal.h).  Without a usable cache the lines are read as
 * by mnt_mailmap_load().  0 or -ENOMEM.
 */
int mnt_mailmap_load_kept(struct mnt_mailmap *mm, char *buf, size_t len,
			  const struct stat *st);
/* mailmap_email(): the mapped "name <addr>" of s, appended to out. */
void mnt_mailmap_email(struct mnt_mailmap *mm, const char *s, size_t n,
		       struct mbuf *out);
/* Free this thread's compiled regexes now (they are per thread: recache.h). */
void mnt_email_cleanup(void);

#endif
