// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint preflight: when the previous version of the series was sent, from
 * the sender's sent mail.  git send-email leaves no record of its own,
 * but the sender's mail keeps what was sent: an mbox file or a maildir
 * (its cur/ and new/), named by --sent or by maint.sentFolder.  The mails
 * of version N-1 of the series -- [PATCH ...] mails, not replies, whose
 * subject after the brackets is that of one of the series' mails (the
 * cover letter's or a patch's) -- give their Date: (with its zone), else
 * the time git send-email writes into its Message-ID
 * (<YYYYMMDDhhmmss.PID-N-address>, UTC); the earliest is when that
 * version was sent.
 *
 * Bounded: regular files only (no symlink followed to one), the last
 * SENT_SCAN bytes of an mbox, SENT_HDR_MAX bytes of a mail's headers, at
 * most SENT_FILES_MAX files of a maildir.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "preflight/sent.h"
#include "base/date.h"
#include "fsutil.h"
#include "mbuf.h"
#include "preflight/preflight-int.h"
#include "preflight/preflight-mail.h"

#define SENT_SCAN ((size_t)512 << 20) /* the last 512 MiB of an mbox */
#define SENT_HDR_MAX ((size_t)64 << 10) /* a mail's header block */
#define SENT_FILES_MAX 200000 /* files of a maildir */

struct sent_ctx {
	const struct maint_preflight *pf;
	int version; /* the version looked for */
	long long before; /* mails sent from then on are not it (0: any) */
	struct mnt_pf_sent *out;
	bool oom;
};

/* a and b the same words (runs of blanks alike, the ends trimmed) */
static bool same_words(const char *a, const char *b)
{
	for (;;) {
		while (*a == ' ' || *a == '\t')
			a++;
		while (*b == ' ' || *b == '\t')
			b++;
		if (!*a || !*b)
			return !*a && !*b;
		while (*a && *a != ' ' && *a != '\t' && *a == *b) {
			a++;
			b++;
		}
		if ((*a && *a != ' ' && *a != '\t') ||
		    (*b && *b != ' ' && *b != '\t'))
			return false;
	}
}

static int month_of(const char *s)
{
	static const char *const m[] = { "jan", "feb", "mar", "apr",
					 "may", "jun", "jul", "aug",
					 "sep", "oct", "nov", "dec" };

	for (int i = 0; i < 12; i++)
		if (!strncasecmp(s, m[i], 3))
			return i + 1;
	return 0;
}

/* The zone of a Date: in seconds east of UTC; false when not one. */
static bool zone_of(const char *z, long long *off)
{
	static const struct {
		const char *name;
		int hours;
	} named[] = { { "UT", 0 },   { "UTC", 0 },  { "GMT", 0 },
		      { "Z", 0 },    { "EST", -5 }, { "EDT", -4 },
		      { "CST", -6 }, { "CDT", -5 }, { "MST", -7 },
		      { "MDT", -6 }, { "PST", -8 }, { "PDT", -7 } };
	size_t zl;

	while (*z == ' ')
		z++;
	if ((z[0] == '+' || z[0] == '-') && strspn(z + 1, "0123456789") == 4) {
		int v = atoi(z + 1);

		if (v % 100 > 59 || v / 100 > 23)
			return false;
		*off = (z[0] == '-' ? -1 : 1) *
		       ((v / 100) * 3600LL + (v % 100) * 60LL);
		return true;
	}
	zl = strcspn(z, " (");
	for (size_t i = 0; i < sizeof(named) / sizeof(named[0]); i++)
		if (strlen(named[i].name) == zl &&
		    !strncasecmp(z, named[i].name, zl)) {
			*off = named[i].hours * 3600LL;
			return true;
		}
	return false;
}

/*
 * An RFC 5322 date, "[Thu, ]4 Dec 2026 17:05:09 +0100", in seconds since
 * the epoch; 0 when it is not one (a zone is required: a time without
 * one is not a moment).
 */
static long long mail_date(const char *s)
{
	int d, y, h, mi, sec = 0, n = 0, mon;
	char mname[4];
	long long off;

	if (!s)
		return 0;
	while (*s == ' ')
		s++;
	if (isalpha((unsigned char)*s)) {
		const char *c = strchr(s, ',');

		if (!c || c - s > 10)
			return 0;
		s = c + 1;
	}
	if (sscanf(s, " %2d %3[A-Za-z] %4d %2d:%2d%n", &d, mname, &y, &h, &mi,
		   &n) != 5)
		return 0;
	s += n;
	if (*s == ':') {
		if (sscanf(s, ":%2d%n", &sec, &n) != 1)
			return 0;
		s += n;
	}
	mon = month_of(mname);
	if (y < 100)
		y += y < 50 ? 2000 : 1900;
	if (!mon || d < 1 || d > (int)mnt_month_days(y, (unsigned int)mon) ||
	    h > 23 || mi > 59 || sec > 60 || y < 1970 || !zone_of(s, &off))
		return 0;
	return mnt_days_from_civil(y, (unsigned int)mon, (unsigned int)d) *
		       86400LL +
	       h * 3600LL + mi * 60LL + sec - off;
}

/*
 * git send-email's Message-ID, "<20261204170509.12345-1-a@b>": its time
 * (UTC), 0 when it is not one of those.
 */
static long long msgid_date(const char *s)
{
	int y, mo, d, h, mi, sec;
	const char *p;

	if (!s)
		return 0;
	while (*s == ' ')
		s++;
	if (*s == '<')
		s++;
	if (strspn(s, "0123456789") != 14 || s[14] != '.')
		return 0;
	p = s + 15;
	if (!isdigit((unsigned char)*p))
		return 0;
	p += strspn(p, "0123456789");
	if (*p++ != '-' || !isdigit((unsigned char)*p))
		return 0;
	p += strspn(p, "0123456789");
	if (*p != '-')
		return 0;
	if (sscanf(s, "%4d%2d%2d%2d%2d%2d", &y, &mo, &d, &h, &mi, &sec) != 6 ||
	    y < 1970 || mo < 1 || mo > 12 || d < 1 ||
	    d > (int)mnt_month_days(y, (unsigned int)mo) || h > 23 || mi > 59 ||
	    sec > 60)
		return 0;
	return mnt_days_from_civil(y, (unsigned int)mo, (unsigned int)d) *
		       86400LL +
	       h * 3600LL + mi * 60LL + sec;
}

/* A series' mail with the same subject after the brackets. */
static bool of_series(const struct maint_preflight *pf, const char *shortlog)
{
	for (size_t i = 0; i < pf->nmsgs; i++)
		if (!pf->mails[i].skipped && pf->msgs[i].shortlog &&
		    *pf->msgs[i].shortlog &&
		    same_words(pf->msgs[i].shortlog, shortlog))
			return true;
	return false;
}

/* One mail's header block (its "From " line may lead). */
static void consider(struct sent_ctx *x, const char *h, size_t len)
{
	struct pf_msg *msgs = NULL;
	size_t n = 0, alloc = 0;

	x->out->nmails++;
	/* most sent mail is no patch: only a subject that may say PATCH */
	if (!memmem(h, len, "PATCH", 5) && !memmem(h, len, "patch", 5) &&
	    !memmem(h, len, "Patch", 5) && !memmem(h, len, "=?", 2))
		return;
	if (mnt_pf_split("sent", h, len, &msgs, &n, &alloc)) {
		x->oom = true;
	} else if (n) {
		const struct pf_msg *m = &msgs[0];
		long long t = 0;
		const char *how = "Date:";

		if (m->patch_tag && !m->reply && m->version == x->version &&
		    m->shortlog && of_series(x->pf, m->shortlog)) {
			t = mail_date(m->date);
			if (t <= 0) {
				t = msgid_date(m->msgid);
				how = "Message-ID";
			}
		}
		x->out->nfound += t > 0;
		if (t > 0 && (!x->before || t < x->before) &&
		    (!x->out->at || t < x->out->at)) {
			x->out->at = t;
			x->out->how = how;
		}
	}
	for (size_t i = 0; i < n; i++)
		mnt_pf_msg_clear(&msgs[i]);
	free(msgs);
}

/* The end of the header block of the mail at p (bounded). */
static size_t header_len(const char *p, size_t len)
{
	const char *e;

	if (len > SENT_HDR_MAX)
		len = SENT_HDR_MAX;
	for (const char *q = p; (e = memchr(q, '\n', (size_t)(p + len - q)));
	     q = e + 1) {
		size_t ll = (size_t)(e - q);

		if (!ll || (ll == 1 && q[0] == '\r'))
			return (size_t)(e + 1 - p);
	}
	return len;
}

/* The next "From " line after a blank line, at or after p; NULL: none. */
static const char *next_from(const char *base, const char *p, const char *end)
{
	while (p < end) {
		const char *f = memmem(p, (size_t)(end - p), "\nFrom ", 6);

		if (!f)
			return NULL;
		if ((f > base && f[-1] == '\n') ||
		    (f - base > 1 && f[-1] == '\r' && f[-2] == '\n'))
			return f + 1;
		p = f + 1;
	}
	return NULL;
}

static int read_mbox(struct sent_ctx *x, const char *path)
{
	struct stat st;
	const char *map, *p, *end;
	size_t len;

	map = (const char *)mnt_map_file(path, 0, SIZE_MAX, &st);
	if (!map)
		return -errno;
	len = (size_t)st.st_size;
	end = map + len;
	p = map;
	if (len > SENT_SCAN) {
		/* the recent mail is at the end */
		x->out->capped = true;
		p = next_from(map, end - SENT_SCAN, end);
	} else if (len < 5 || memcmp(map, "From ", 5)) {
		/* one mail saved without a "From " line first */
		consider(x, map, header_len(map, len));
		p = next_from(map, map, end);
	}
	while (p && p < end && !x->oom) {
		size_t hl = header_len(p, (size_t)(end - p));

		consider(x, p, hl);
		p = next_from(map, p + hl - 1, end);
	}
	munmap((void *)map, len ? len : 1);
	return x->oom ? -ENOMEM : 0;
}

/* The headers of one maildir file. */
static void read_one(struct sent_ctx *x, const char *path)
{
	char *buf = malloc(SENT_HDR_MAX);
	struct stat st;
	size_t len = 0;
	int fd;

	if (!buf) {
		x->oom = true;
		return;
	}
	fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
	if (fd >= 0 && !fstat(fd, &st) && S_ISREG(st.st_mode)) {
		while (len < SENT_HDR_MAX) {
			ssize_t r = read(fd, buf + len, SENT_HDR_MAX - len);

			if (r < 0 && errno == EINTR)
				continue;
			if (r <= 0)
				break;
			len += (size_t)r;
		}
		if (len)
			consider(x, buf, header_len(buf, len));
	}
	if (fd >= 0)
		close(fd);
	free(buf);
}

static int read_maildir(struct sent_ctx *x, const char *path)
{
	static const char *const subs[] = { "cur", "new" };
	size_t files = 0;
	int dirs = 0;

	for (size_t s = 0; s < 2 && !x->oom; s++) {
		struct mbuf d = MBUF_INIT;
		struct dirent *e;
		DIR *dir;

		mbuf_addf(&d, "%s/%s", path, subs[s]);
		dir = opendir(d.buf);
		if (!dir) {
			mbuf_release(&d);
			continue;
		}
		dirs++;
		while ((e = readdir(dir)) && !x->oom) {
			struct mbuf f = MBUF_INIT;

			if (e->d_name[0] == '.')
				continue;
			if (++files > SENT_FILES_MAX) {
				x->out->capped = true;
				break;
			}
			mbuf_addf(&f, "%s/%s", d.buf, e->d_name);
			if (mbuf_failed(&f))
				x->oom = true;
			else
				read_one(x, f.buf);
			mbuf_release(&f);
		}
		closedir(dir);
		mbuf_release(&d);
	}
	if (x->oom)
		return -ENOMEM;
	return dirs ? 0 : -ENOTDIR;
}

int mnt_pf_sent_find(const struct maint_preflight *pf, const char *path,
		     int version, long long before, struct mnt_pf_sent *out)
{
	struct sent_ctx x = { pf, version, before, out, false };
	struct stat st;
	int ret;

	char *real;

	memset(out, 0, sizeof(*out));
	/* the folder named may be a symlink; nothing in it is followed */
	real = realpath(path, NULL);
	if (!real || stat(real, &st)) {
		out->error = errno == ENOMEM ? NULL : strerror(errno);
		free(real);
		return errno == ENOMEM ? -ENOMEM : 0;
	}
	if (S_ISDIR(st.st_mode)) {
		ret = read_maildir(&x, real);
		if (ret == -ENOTDIR)
			out->error =
				"a directory without cur/ or new/: not a maildir";
	} else if (S_ISREG(st.st_mode) && !st.st_size) {
		ret = 0;
	} else if (S_ISREG(st.st_mode)) {
		ret = read_mbox(&x, real);
		if (ret && ret != -ENOMEM)
			out->error = strerror(-ret);
	} else {
		out->error = "neither a regular file (an mbox) nor a maildir";
		ret = 0;
	}
	free(real);
	return ret == -ENOMEM ? -ENOMEM : 0;
}
