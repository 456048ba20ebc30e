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
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "internal.h"

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

void maint_compat_detect(const char *root, struct maint_compat_info *info,
			 const struct maint_diag_sink *diag)
{
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
	ret = mnt_read_file(p.buf, MAX_SCRIPT_SIZE, &buf, &len);
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
		goto out;
	}
	info->from_script = true;
	script_version(buf, len, info->version, sizeof(info->version));
	info->compat = has(buf, len, "'substatus!'") ? MAINT_COMPAT_2026 :
						       MAINT_COMPAT_6_12;
	info->globstar = has(buf, len, "**") || has(buf, len, "\\*\\*");
out:
	free(buf);
	mbuf_release(&p);
}
