// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtin.h"
#include "fsutil.h"
#include "mbuf.h"
#include "textfile.h"
#include "util.h"

int cli_die(const char *cmd, int status, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s %s: ", maint_progname, cmd);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return status;
}

int cli_read_text(const char *cmd, const char *path, struct maint_text *t,
		  char **buf)
{
	size_t len;
	int ret = mnt_read_file(path, CLI_MAX_FILE, buf, &len);

	if (ret)
		return cli_die(cmd,
			       ret == -ENOENT || ret == -EFBIG ||
					       ret == -EISDIR ?
				       EXIT_BADINPUT :
				       EXIT_SYSTEM,
			       "cannot read '%s': %s", path, strerror(-ret));
	t->name = path;
	t->buf = *buf;
	t->len = len;
	return EXIT_OK;
}

void cli_diag_print(const struct maint_diag *d, void *ctx)
{
	const char *lvl = d->level == MAINT_ERROR	? "error: " :
			  d->level == MAINT_WARNING ? "warning: " :
						      "";

	(void)ctx;
	if (d->file && d->line)
		fprintf(stderr, "%s:%u: %s%s\n", d->file, d->line, lvl,
			d->msg);
	else if (d->file)
		fprintf(stderr, "%s: %s%s\n", d->file, lvl, d->msg);
	else
		fprintf(stderr, "%s: %s%s\n", maint_progname, lvl, d->msg);
}

int cli_write_result(const char *cmd, const char *path, const char *out_file,
		     bool in_place, const char *data, size_t len,
		     const char *orig, size_t orig_len)
{
	const char *dest = in_place ? path : out_file;
	int ret;

	if (!dest) {
		if (fwrite(data, 1, len, stdout) != len)
			return cli_die(cmd, EXIT_SYSTEM, "write error: %s",
				       strerror(errno));
		return EXIT_OK;
	}
	/* leave an unchanged file (and its timestamps) alone */
	if (in_place && orig_len == len && !memcmp(orig, data, len))
		return EXIT_OK;
	ret = mnt_write_atomic(dest, data, len, 0);
	if (ret)
		return cli_die(cmd, EXIT_SYSTEM,
			       "cannot write '%s': %s (the file is unchanged)",
			       dest, strerror(-ret));
	return EXIT_OK;
}

char *cli_dirname(const char *path)
{
	const char *slash = strrchr(path, '/');

	if (!slash)
		return strdup(".");
	if (slash == path)
		return strdup("/");
	return mnt_strndup(path, (size_t)(slash - path));
}

void cli_fput_text(FILE *f, const char *s, size_t len)
{
	size_t i;

	if (!isatty(fileno(f))) {
		fwrite(s, 1, len, f);
		return;
	}
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f)
			fprintf(f, "\\x%02x", c);
		else
			fputc(c, f);
	}
}

void cli_put_text(const char *s, size_t len)
{
	cli_fput_text(stdout, s, len);
}

int cli_check_diff(const char *cmd, const char *path, const char *old,
		   size_t oldlen, const char *new, size_t newlen)
{
	struct mbuf a = MBUF_INIT, b = MBUF_INIT;
	char *d = NULL;
	int ret;

	mbuf_addf(&a, "a/%s", path);
	mbuf_addf(&b, "b/%s", path);
	if (!mbuf_failed(&a) && !mbuf_failed(&b))
		d = maint_diff(a.buf, old, oldlen, b.buf, new, newlen, NULL);
	mbuf_release(&a);
	mbuf_release(&b);
	if (!d)
		return cli_die(cmd, EXIT_SYSTEM, "out of memory");
	cli_put_text(d, strlen(d));
	ret = *d ? EXIT_FINDINGS : EXIT_OK;
	free(d);
	return ret;
}
