// SPDX-License-Identifier: GPL-2.0-only
/*
 * Which get_maintainer.pl a tree carries, told from the script's text
 * (never by running it), so that `maint get` answers as that script does.
 *
 * The kernel's script changed its output in two ways after Linux 6.12:
 * --substatus (every M: person becomes a "maintainer" and the section's
 * status goes to a "SECTION status: X" line instead of the role word) and
 * the `**` glob.  Both show in the script's text: the option spec
 * 'substatus!' and a "**" in its pattern conversion.  Scripts without
 * --substatus (6.12 and every older one) name roles by the S: status.
 */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/cachedir.h"
#include "fsutil.h"
#include "base/diag.h"
#include "maint.h"
#include "mbuf.h"
#include "util.h"

/* The kernel's script is about 70 KiB; anything past this is not it. */
#define MAX_SCRIPT_SIZE ((size_t)1 << 20)
#define SCRIPT_PATH "scripts/get_maintainer.pl"

const char *maint_compat_name(enum maint_compat c)
{
	return c == MAINT_COMPAT_6_12 ? "6.12" : "2026";
}

int maint_compat_parse(const char *s, enum maint_compat *out)
{
	if (!strcmp(s, "auto"))
		return 1;
	if (!strcmp(s, "2026") || !strcmp(s, "newest")) {
		*out = MAINT_COMPAT_2026;
		return 0;
	}
	if (!strcmp(s, "6.12")) {
		*out = MAINT_COMPAT_6_12;
		return 0;
	}
	return -EINVAL;
}

static bool has(const char *buf, size_t len, const char *needle)
{
	return memmem(buf, len, needle, strlen(needle)) != NULL;
}

/* The version in "my $V = '0.26';", or "" */
static void script_version(const char *buf, size_t len, char *out, size_t n)
{
	static const char mark[] = "my $V = '";
	const char *p = memmem(buf, len, mark, sizeof(mark) - 1);
	size_t k = 0;

	out[0] = '\0';
	if (!p)
		return;
	p += sizeof(mark) - 1;
	while (p + k < buf + len && k + 1 < n &&
	       ((p[k] >= '0' && p[k] <= '9') || p[k] == '.'))
		k++;
	if (p + k < buf + len && p[k] == '\'') {
		memcpy(out, p, k);
		out[k] = '\0';
	}
}

/* Why buf is not the kernel's get_maintainer.pl, or NULL when it is. */
static const char *not_kernel_script(const char *buf, size_t len)
{
	const char *nl = memchr(buf, '\n', len);
	size_t first = nl ? (size_t)(nl - buf) : len;

	if (memchr(buf, '\0', len) || (len >= 4 && !memcmp(buf, "\177ELF", 4)))
		return "a binary file";
	if (len < 2 || memcmp(buf, "#!", 2) || !memmem(buf, first, "perl", 4))
		return "not a perl script";
	if (!has(buf, len, "top_of_kernel_tree") ||
	    !has(buf, len, "MAINTAINERS") || !has(buf, len, "'email!'") ||
	    !has(buf, len, "my $V = '"))
		return "not the kernel's get_maintainer.pl";
	return NULL;
}

static void warn_fallback(const struct maint_diag_sink *diag,
			  const char *path, const char *why)
{
	char msg[512];

	snprintf(msg, sizeof(msg),
		 "%s: %s; answering as the newest get_maintainer.pl (%s)",
		 path, why, maint_compat_name(MAINT_COMPAT_2026));
	mnt_diag(diag, NULL, 0, MAINT_WARNING, msg);
}

/*
 * What the script's text said, kept in the cache directory of lib/cache.c
 * (KEY.cp, keyed by the script's path and stat data, written only for a
 * script older than 2 s, as the MAINTAINERS cache is): reading and
 * searching the kernel's 70 KiB script costs more than a whole run.
 */

struct compat_rec {
	char magic[8];
	uint64_t key[2];
	uint32_t why; /* 0: the kernel's script; else WHY_* */
	uint32_t compat, globstar;
	char version[16];
	uint64_t sum[2];
};

static const char *const whys[] = {
	NULL,
	"a binary file",
	"not a perl script",
	"not the kernel's get_maintainer.pl",
};

static const char compat_magic[8] = "MAINTCP\n";

/* The cache file's path for the script path as st describes it, or NULL. */
static char *compat_cache_path(const char *path, const struct stat *st,
			       uint64_t key[2])
{
	const char *names[1] = { path };

	if (mnt_stat_racy(st))
		return NULL;
	return mnt_cache_path_ext(names, st, 1, true, key, "cp");
}

static void rec_sum(const struct compat_rec *r, uint64_t sum[2])
{
	sum[0] = sum[1] = 0;
	mnt_hash128(r, offsetof(struct compat_rec, sum), sum);
}

/* The kept finding for cpath: true with info and *why filled. */
static bool compat_cached(const char *cpath, const uint64_t key[2],
			  struct maint_compat_info *info, const char **why)
{
	const unsigned char *m;
	struct compat_rec r;
	uint64_t sum[2];
	struct stat cst;
	bool ok;

	m = mnt_map_file(cpath, sizeof(r), sizeof(r), &cst);
	if (!m)
		return false;
	memcpy(&r, m, sizeof(r));
	munmap((void *)m, (size_t)cst.st_size);
	rec_sum(&r, sum);
	ok = cst.st_uid == geteuid() && !(cst.st_mode & 022) &&
	     !memcmp(r.magic, compat_magic, sizeof(r.magic)) &&
	     r.key[0] == key[0] && r.key[1] == key[1] && sum[0] == r.sum[0] &&
	     sum[1] == r.sum[1] && r.why < sizeof(whys) / sizeof(*whys) &&
	     (r.compat == MAINT_COMPAT_2026 || r.compat == MAINT_COMPAT_6_12) &&
	     r.globstar <= 1 &&
	     memchr(r.version, '\0', sizeof(r.version));
	if (!ok)
		return false;
	*why = whys[r.why];
	if (!*why) {
		info->from_script = true;
		info->compat = (enum maint_compat)r.compat;
		info->globstar = r.globstar;
		memcpy(info->version, r.version, sizeof(info->version));
	}
	return true;
}

static void compat_store(const char *cpath, const uint64_t key[2],
			 const struct maint_compat_info *info,
			 const char *why)
{
	struct compat_rec r;
	uint32_t i;

	memset(&r, 0, sizeof(r));
	memcpy(r.magic, compat_magic, sizeof(r.magic));
	r.key[0] = key[0];
	r.key[1] = key[1];
	for (i = 1; why && i < sizeof(whys) / sizeof(*whys); i++)
		if (!strcmp(why, whys[i]))
			r.why = i;
	if (why && !r.why)
		return; /* a read error: asked again next time */
	r.compat = (uint32_t)info->compat;
	r.globstar = info->globstar;
	memcpy(r.version, info->version, sizeof(r.version));
	rec_sum(&r, r.sum);
	if (!mnt_write_atomic(cpath, (const char *)&r, sizeof(r),
			      MNT_WRITE_NOSYNC))
		mnt_cache_prune(cpath, "cp", 16);
}

void maint_compat_detect(const char *root, struct maint_compat_info *info,
			 const struct maint_diag_sink *diag)
{
	maint_compat_detect_cached(root, info, diag, false);
}

void maint_compat_detect_cached(const char *root,
				struct maint_compat_info *info,
				const struct maint_diag_sink *diag,
				bool use_cache)
{
	char *cpath = NULL;
	uint64_t key[2];
	struct mbuf p = MBUF_INIT;
	struct stat st;
	const char *why;
	char *buf = NULL;
	size_t len = 0;
	int ret;

	memset(info, 0, sizeof(*info));
	info->compat = MAINT_COMPAT_2026;
	info->globstar = true;
	if (root && *root) {
		mbuf_adds(&p, root);
		mbuf_addch(&p, '/');
	}
	mbuf_adds(&p, SCRIPT_PATH);
	if (mbuf_failed(&p))
		goto out;
	/* lstat first: no script, no word about it */
	if (lstat(p.buf, &st))
		goto out;
	/* a symlink out of the tree is not the tree's script */
	ret = mnt_tree_path(root && *root ? root : NULL, SCRIPT_PATH, &buf);
	free(buf);
	buf = NULL;
	if (ret == -EXDEV) {
		warn_fallback(diag, p.buf, "outside the tree");
		goto out;
	}
	if (stat(p.buf, &st)) {
		warn_fallback(diag, p.buf, strerror(errno));
		goto out;
	}
	if (S_ISREG(st.st_mode) && st.st_size == 0)
		goto out; /* a placeholder (test trees): as good as none */
	if (!S_ISREG(st.st_mode)) {
		/* never open a FIFO or a device */
		warn_fallback(diag, p.buf, "not a regular file");
		goto out;
	}
	if ((size_t)st.st_size > MAX_SCRIPT_SIZE) {
		warn_fallback(diag, p.buf, "too large to be the kernel's script");
		goto out;
	}
	if (use_cache)
		cpath = compat_cache_path(p.buf, &st, key);
	if (cpath && compat_cached(cpath, key, info, &why)) {
		if (why)
			warn_fallback(diag, p.buf, why);
		goto out;
	}
	ret = mnt_read_tree_file(root && *root ? root : NULL, SCRIPT_PATH,
				 MAX_SCRIPT_SIZE, &buf, &len);
	if (ret) {
		warn_fallback(diag, p.buf,
			      ret == -EFBIG ?
				      "too large to be the kernel's script" :
				      strerror(-ret));
		goto out;
	}
	why = not_kernel_script(buf, len);
	if (why) {
		warn_fallback(diag, p.buf, why);
	} else {
		info->from_script = true;
		script_version(buf, len, info->version, sizeof(info->version));
		info->compat = has(buf, len, "'substatus!'") ?
				       MAINT_COMPAT_2026 :
				       MAINT_COMPAT_6_12;
		info->globstar =
			has(buf, len, "**") || has(buf, len, "\\*\\*");
	}
	if (cpath)
		compat_store(cpath, key, info, why);
out:
	free(cpath);
	free(buf);
	mbuf_release(&p);
}
