// SPDX-License-Identifier: GPL-2.0-only
/*
 * URL profiles: fetched with libcurl only when asked, cached, and read as
 * Markdown, RST or HTML (reduced to text with libxml2's HTML parser).
 *
 * The fetch is bounded: http and https only (redirects too, at most 5),
 * a deadline for the whole transfer, a size cap that aborts the transfer
 * as soon as it is passed (also when the body is compressed).  libcurl
 * does no URL globbing.  GitHub blob/ pages are fetched as their raw file.
 *
 * libcurl and libxml2 are loaded (dlopen) the first time a URL is fetched
 * or HTML read: they and what they need (TLS, Kerberos, LDAP, ICU: some
 * forty shared libraries) would otherwise be loaded by every run of
 * every command, doubling the time of a 'maint get'.
 *
 * The cache: one file per URL under $XDG_CACHE_HOME/maint/profiles/ (or
 * ~/.cache/maint/profiles/, under the policy of every cache directory:
 * mnt_cache_dir()), written atomically (temporary file, rename):
 *
 *	maint-profile-cache 1
 *	url: <the URL asked for>
 *	fetched: <seconds since 1970>
 *	format: markdown|rst|html
 *
 *	<the body as fetched>
 */
#include <curl/curl.h>
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "base/cachedir.h"
#include "base/opts.h"
#include "base/version.h"
#include "fsutil.h"
#include "maint.h"
#include "mbuf.h"
#include "profile/profile.h"
#include "util.h"

#define CACHE_MAGIC "maint-profile-cache 1\n"


/* --- the libraries, loaded when first needed --- */

static struct {
	CURL *(*easy_init)(void);
	CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
	CURLcode (*easy_perform)(CURL *);
	CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
	void (*easy_cleanup)(CURL *);
	const char *(*easy_strerror)(CURLcode);
} cu;

/* cu and cu_ok: written once, under cu_once */
static pthread_once_t cu_once = PTHREAD_ONCE_INIT;
static bool cu_ok;

#define SYM(h, dst, name) (*(void **)&(dst) = dlsym((h), (name)))

static void load_curl(void)
{
	void *h = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);

	cu_ok = h && SYM(h, cu.easy_init, "curl_easy_init") &&
		SYM(h, cu.easy_setopt, "curl_easy_setopt") &&
		SYM(h, cu.easy_perform, "curl_easy_perform") &&
		SYM(h, cu.easy_getinfo, "curl_easy_getinfo") &&
		SYM(h, cu.easy_cleanup, "curl_easy_cleanup") &&
		SYM(h, cu.easy_strerror, "curl_easy_strerror");
}

char *maint_profile_raw_url(const char *url)
{
	static const char gh[] = "https://github.com/";
	const char *p, *owner, *repo, *blob;
	struct mbuf mb = MBUF_INIT;

	if (strncasecmp(url, gh, sizeof(gh) - 1))
		return strdup(url);
	owner = url + sizeof(gh) - 1;
	repo = strchr(owner, '/');
	blob = repo ? strchr(repo + 1, '/') : NULL;
	if (!repo || repo == owner || !blob || blob == repo + 1 ||
	    strncmp(blob, "/blob/", 6) || !blob[6] || strpbrk(url, "?#"))
		return strdup(url);
	p = blob + 6;
	mbuf_adds(&mb, "https://raw.githubusercontent.com/");
	mbuf_add(&mb, owner, (size_t)(blob - owner));
	mbuf_addch(&mb, '/');
	mbuf_adds(&mb, p);
	if (mbuf_failed(&mb))
		return NULL;
	return mbuf_detach(&mb, NULL);
}

/* The format of a body: by Content-Type, then the URL's name, then a look. */
static enum maint_pformat body_format(const char *ctype, const char *url,
				      const char *buf, size_t len)
{
	size_t n = strcspn(url, "?#"), i;
	char *head;
	enum maint_pformat f = MAINT_PFMT_RST;

	if (ctype && !strncasecmp(ctype, "text/html", 9))
		return MAINT_PFMT_HTML;
	if (ctype && !strncasecmp(ctype, "application/xhtml", 17))
		return MAINT_PFMT_HTML;
	if (ctype && !strncasecmp(ctype, "text/markdown", 13))
		return MAINT_PFMT_MARKDOWN;
	if ((n > 3 && !strncasecmp(url + n - 3, ".md", 3)) ||
	    (n > 9 && !strncasecmp(url + n - 9, ".markdown", 9)))
		return MAINT_PFMT_MARKDOWN;
	if (n > 4 && !strncasecmp(url + n - 4, ".rst", 4))
		return MAINT_PFMT_RST;
	for (i = 0; i < len && i < 512 && (buf[i] == ' ' || buf[i] == '\n' ||
					  buf[i] == '\r' || buf[i] == '\t');
	     i++)
		;
	head = mnt_strndup(buf + i, len - i < 64 ? len - i : 64);
	if (head && (!strncasecmp(head, "<!doctype html", 14) ||
		     !strncasecmp(head, "<html", 5)))
		f = MAINT_PFMT_HTML;
	free(head);
	return f;
}

static enum maint_pformat format_of_name(const char *s)
{
	int f;

	for (f = MAINT_PFMT_RST; f <= MAINT_PFMT_HTML; f++)
		if (!strcmp(s, maint_profile_format_name((enum maint_pformat)f)))
			return (enum maint_pformat)f;
	return MAINT_PFMT_AUTO;
}

/* --- the cache --- */

/*
 * The cache directory, under the one policy of every cache
 * (mnt_cache_dir(): only we or root can change the way to it), made when
 * create; NULL when there is none to use.
 */
static char *cache_dir(const struct maint_fetch_opts *o, bool create)
{
	if (o && o->cache_dir)
		return mnt_cache_dir_in(o->cache_dir, create);
	return mnt_cache_dir("profiles", create);
}

/* DIR/<the URL, safe characters>-<FNV-1a of the URL> */
static char *cache_path(const char *dir, const char *url)
{
	struct mbuf mb = MBUF_INIT;
	unsigned long long h = 14695981039346656037ULL;
	const char *c;
	size_t n = 0;

	for (c = url; *c; c++)
		h = (h ^ (unsigned char)*c) * 1099511628211ULL;
	mbuf_addf(&mb, "%s/", dir);
	c = strstr(url, "://");
	for (c = c ? c + 3 : url; *c && n < 120; c++, n++)
		mbuf_addch(&mb, (*c >= 'a' && *c <= 'z') ||
					(*c >= 'A' && *c <= 'Z') ||
					(*c >= '0' && *c <= '9') ||
					*c == '.' || *c == '-' ?
				*c :
				'_');
	mbuf_addf(&mb, "-%016llx", h);
	if (mbuf_failed(&mb))
		return NULL;
	return mbuf_detach(&mb, NULL);
}

/* Read a cache entry: the body, its format and its fetch time. */
static int cache_read(const char *path, const char *url, char **body,
		      size_t *blen, enum maint_pformat *fmt, long long *when)
{
	char *buf = NULL, *p, *end;
	size_t len = 0, ul = strlen(url);
	int ret = mnt_read_file(path, MAINT_PROFILE_MAX_SIZE + 4096, &buf,
				&len);

	if (ret)
		return ret;
	ret = -EINVAL;
	if (len < sizeof(CACHE_MAGIC) - 1 ||
	    memcmp(buf, CACHE_MAGIC, sizeof(CACHE_MAGIC) - 1))
		goto out;
	p = buf + sizeof(CACHE_MAGIC) - 1;
	if (strncmp(p, "url: ", 5) || strncmp(p + 5, url, ul) ||
	    p[5 + ul] != '\n')
		goto out;
	p += 6 + ul;
	if (strncmp(p, "fetched: ", 9))
		goto out;
	*when = strtoll(p + 9, &end, 10);
	if (*end != '\n' || strncmp(end + 1, "format: ", 8))
		goto out;
	p = end + 9;
	end = strchr(p, '\n');
	if (!end || end[1] != '\n')
		goto out;
	*end = '\0';
	*fmt = format_of_name(p);
	if (*fmt == MAINT_PFMT_AUTO)
		goto out;
	p = end + 2;
	*blen = len - (size_t)(p - buf);
	*body = mnt_strndup(p, *blen);
	ret = *body ? 0 : -ENOMEM;
out:
	free(buf);
	return ret;
}

static int cache_write(const char *path, const char *url, const char *body,
		       size_t blen, enum maint_pformat fmt, long long when)
{
	struct mbuf mb = MBUF_INIT;
	int ret;

	mbuf_addf(&mb, CACHE_MAGIC "url: %s\nfetched: %lld\nformat: %s\n\n",
		  url, when, maint_profile_format_name(fmt));
	mbuf_add(&mb, body, blen);
	if (mbuf_failed(&mb))
		return -ENOMEM;
	ret = mnt_write_atomic(path, mb.buf, mb.len, 0);
	mbuf_release(&mb);
	return ret;
}

/* --- libcurl --- */

struct sink {
	struct mbuf mb;
	size_t max;
	bool over;
};

static size_t on_data(char *data, size_t size, size_t n, void *arg)
{
	struct sink *s = arg;
	size_t len = size * n;

	if (s->mb.len + len > s->max) {
		s->over = true;
		return 0; /* aborts the transfer */
	}
	mbuf_add(&s->mb, data, len);
	return mbuf_failed(&s->mb) ? 0 : len;
}

static int http_get(const char *url, const struct maint_fetch_opts *o,
		    struct sink *s, char **ctype, const char *name,
		    const struct maint_diag_sink *diag)
{
	long timeout = o && o->timeout_ms > 0 ? o->timeout_ms : 20000;
	char err[CURL_ERROR_SIZE] = "";
	long status = 0;
	const char *ct = NULL;
	CURLcode rc;
	CURL *c;
	int ret = 0;

	*ctype = NULL;
	pthread_once(&cu_once, load_curl);
	if (!cu_ok) {
		mnt_pdiagf(diag, name, 0, MAINT_ERROR,
			   "cannot fetch %s: libcurl (libcurl.so.4) cannot be loaded",
			   url);
		return -ENOSYS;
	}
	c = cu.easy_init();
	if (!c)
		return -ENOMEM;
	cu.easy_setopt(c, CURLOPT_URL, url);
	cu.easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
	cu.easy_setopt(c, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
	cu.easy_setopt(c, CURLOPT_FOLLOWLOCATION, 1L);
	cu.easy_setopt(c, CURLOPT_MAXREDIRS, 5L);
	cu.easy_setopt(c, CURLOPT_TIMEOUT_MS, timeout);
	cu.easy_setopt(c, CURLOPT_CONNECTTIMEOUT_MS,
			 timeout < 10000 ? timeout : 10000L);
	cu.easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
	cu.easy_setopt(c, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)s->max);
	cu.easy_setopt(c, CURLOPT_ACCEPT_ENCODING, "");
	cu.easy_setopt(c, CURLOPT_USERAGENT, "maint/" MAINT_VERSION);
	cu.easy_setopt(c, CURLOPT_ERRORBUFFER, err);
	cu.easy_setopt(c, CURLOPT_WRITEFUNCTION, on_data);
	cu.easy_setopt(c, CURLOPT_WRITEDATA, s);
	rc = cu.easy_perform(c);
	if (rc == CURLE_OK) {
		cu.easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
		cu.easy_getinfo(c, CURLINFO_CONTENT_TYPE, &ct);
		if (status != 200) {
			mnt_pdiagf(diag, name, 0, MAINT_ERROR,
			      "fetching %s: HTTP status %ld", url, status);
			ret = -EIO;
		} else if (ct && !(*ctype = strdup(ct))) {
			ret = -ENOMEM;
		}
	} else if (s->over || rc == CURLE_FILESIZE_EXCEEDED) {
		mnt_pdiagf(diag, name, 0, MAINT_ERROR,
		      "fetching %s: larger than %zu bytes: not read", url,
		      s->max);
		ret = -EFBIG;
	} else if (rc == CURLE_OPERATION_TIMEDOUT) {
		mnt_pdiagf(diag, name, 0, MAINT_ERROR,
		      "fetching %s: no answer within %ld ms", url, timeout);
		ret = -ETIMEDOUT;
	} else if (mbuf_failed(&s->mb)) {
		ret = -ENOMEM;
	} else {
		mnt_pdiagf(diag, name, 0, MAINT_ERROR, "fetching %s: %s", url,
		      err[0] ? err : cu.easy_strerror(rc));
		ret = rc == CURLE_UNSUPPORTED_PROTOCOL ? -EPROTO : -EIO;
	}
	cu.easy_cleanup(c);
	return ret;
}

static char *when_text(long long t, char *buf, size_t n)
{
	time_t tt = (time_t)t;
	struct tm tm;

	if (!gmtime_r(&tt, &tm) || !strftime(buf, n, "%Y-%m-%d %H:%M UTC", &tm))
		snprintf(buf, n, "%lld", t);
	return buf;
}

int maint_profile_url(struct maint_profile **out, const char *url,
		      const struct maint_fetch_opts *o,
		      const struct maint_diag_sink *diag)
{
	char *dir = NULL, *path = NULL, *body = NULL, *raw = NULL;
	char *ctype = NULL, when[64];
	enum maint_pformat fmt = MAINT_PFMT_AUTO;
	size_t blen = 0;
	long long fetched = 0;
	bool have_cache = false;
	int ret;

	if (!MNT_OPTS_OK(o, MAINT_FETCH_OPTIONS_VERSION))
		return -EINVAL;
	*out = NULL;
	if (maint_pkind_of(url) != MAINT_P_URI) {
		mnt_pdiagf(diag, url, 0, MAINT_ERROR, "not an http(s) URL");
		return -EINVAL;
	}
	dir = cache_dir(o, false);
	path = dir ? cache_path(dir, url) : NULL;
	if (path && !cache_read(path, url, &body, &blen, &fmt, &fetched))
		have_cache = true;
	if (o && o->fetch) {
		struct sink s = { .mb = MBUF_INIT };

		s.max = o->max_size ? o->max_size : MAINT_PROFILE_MAX_SIZE;
		if (s.max > MAINT_PROFILE_MAX_SIZE)
			s.max = MAINT_PROFILE_MAX_SIZE;
		raw = maint_profile_raw_url(url);
		ret = raw ? http_get(raw, o, &s, &ctype, url, diag) : -ENOMEM;
		if (!ret) {
			free(body);
			blen = s.mb.len;
			body = mbuf_detach(&s.mb, NULL);
			fmt = body_format(ctype, raw, body, blen);
			fetched = (long long)time(NULL);
			have_cache = true;
			if (!dir) {
				dir = cache_dir(o, true);
				path = dir ? cache_path(dir, url) : NULL;
			}
			if (!path) {
				mnt_pdiagf(
					diag, url, 0, MAINT_WARNING,
					"no cache directory that only you or root can change ($XDG_CACHE_HOME/maint, ~/.cache/maint): not cached");
			} else {
				int w = cache_write(path, url, body, blen, fmt,
						    fetched);

				if (w)
					mnt_pdiagf(diag, url, 0, MAINT_WARNING,
					      "cannot cache it in %s: %s", dir,
					      strerror(-w));
			}
		} else {
			mbuf_release(&s.mb);
			if (have_cache)
				mnt_pdiagf(diag, url, 0, MAINT_WARNING,
				      "using the copy fetched %s",
				      when_text(fetched, when, sizeof(when)));
		}
		if (ret && !have_cache)
			goto out;
	} else if (!have_cache) {
		ret = -ENOENT; /* "not fetched: run with --fetch" */
		goto out;
	}
	ret = maint_profile_parse_as(out, url, body, blen, fmt, diag);
	if (!ret)
		(*out)->fetched = fetched;
out:
	free(ctype);
	free(raw);
	free(body);
	free(path);
	free(dir);
	return ret;
}
