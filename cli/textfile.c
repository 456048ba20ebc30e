// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtin.h"
#include "cli.h"
#include "fsutil.h"
#include "mbuf.h"
#include "opt.h"
#include "textfile.h"
#include "util.h"

int cli_die(const char *cmd, int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	cli_vdie(cmd, status, fmt, ap);
	va_end(ap);
	return status;
}

int cli_read_text(const char *cmd, const char *path, struct maint_text *t,
		  char **buf)
{
	size_t len;
	int ret = mnt_read_file(path, CLI_MAX_FILE, buf, &len);

	if (ret)
		return cli_file_error(cmd, path, ret);
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
	fflush(stdout);
	if (d->file && d->line)
		cli_fprintf_safe(stderr, 0, "%s:%u: ", d->file, d->line);
	else
		cli_fprintf_safe(stderr, 0, "%s: ",
				 d->file ? d->file : maint_progname);
	fputs(lvl, stderr);
	cli_fput_safe(stderr, d->msg, strlen(d->msg), 0);
	fputc('\n', stderr);
}

int cli_write_result(const char *cmd, const char *path, const char *out_file,
		     bool in_place, const char *data, size_t len,
		     const char *orig, size_t orig_len)
{
	const char *dest = in_place ? path : out_file;
	int ret;

	if (!dest) {
		cli_put_text(data, len);
		if (ferror(stdout))
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

static struct mnt_lock held[4] = {
	MNT_LOCK_INIT, MNT_LOCK_INIT, MNT_LOCK_INIT, MNT_LOCK_INIT
};

static void unlock_all(void)
{
	for (size_t i = 0; i < ARRAY_SIZE(held); i++)
		mnt_unlock(&held[i]);
}

int cli_lock_rewrite(const char *cmd, const char *path)
{
	static bool registered;
	size_t i;
	int ret;

	for (i = 0; i < ARRAY_SIZE(held) && held[i].fd >= 0; i++)
		;
	if (i == ARRAY_SIZE(held))
		return cli_die(cmd, EXIT_SYSTEM, "too many locks");
	if (!registered && atexit(unlock_all) == 0)
		registered = true;
	ret = mnt_lock(&held[i], path, MNT_LOCK_WAIT_MS);
	if (ret == -EWOULDBLOCK)
		return cli_die(cmd, EXIT_SYSTEM,
			       "'%s' is locked by another writer (%s.lock) for more than %u s; nothing written",
			       path, path, MNT_LOCK_WAIT_MS / 1000);
	/* a file we cannot read at all: say that, as the reader would */
	if (ret && access(path, R_OK))
		return cli_die(cmd, cli_errno_status(-errno),
			       "cannot read '%s': %s", path, strerror(errno));
	if (ret)
		return cli_die(cmd, EXIT_SYSTEM,
			       "cannot lock '%s' (%s.lock): %s; nothing written",
			       path, path, strerror(-ret));
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

const struct maint_diag_sink cli_stderr_sink = { cli_diag_print, NULL };

#define REWRITE_MAX_OPTS 16

static void rewrite_usage(const struct cli_rewrite *rw, const struct opt *opts,
			  FILE *out)
{
	fprintf(out, "usage: %s\n\n", rw->usage);
	opt_help(opts, out);
	fputs(rw->notes, out);
}

int cli_rewrite_run(const struct cli_rewrite *rw, int argc, char **argv)
{
	bool check = false, in_place = false, help = false;
	const char *out_file = NULL, *path = "MAINTAINERS";
	struct opt opts[REWRITE_MAX_OPTS];
	const struct opt common[] = {
		OPT_SET("check", &check, rw->check_help),
		OPT_SET("i|in-place", &in_place,
			"rewrite the file (atomically)"),
		OPT_STR("o|output", &out_file, "FILE", "write the result to FILE"),
		OPT_SET("h|help", &help, "show this help"),
		OPT_TABLE_END,
	};
	struct maint_text t;
	char *buf = NULL, *res = NULL;
	size_t n = 0, k, len = 0;
	int nargs, ret;

	for (k = 0; rw->opts && rw->opts[k].type != OPT_END; k++)
		opts[n++] = rw->opts[k];
	for (k = 0; k < sizeof(common) / sizeof(common[0]); k++)
		opts[n++] = common[k];
	nargs = opt_parse(opts, argc - 1, argv + 1, stderr);
	if (nargs < 0) {
		rewrite_usage(rw, opts, stderr);
		return EXIT_USAGE;
	}
	if (help) {
		rewrite_usage(rw, opts, stdout);
		return EXIT_OK;
	}
	if (nargs > 1)
		return cli_die(rw->cmd, EXIT_USAGE, "too many arguments");
	if ((in_place && out_file) || (check && (in_place || out_file)))
		return cli_die(rw->cmd, EXIT_USAGE,
			       "--check, --in-place and -o exclude each other");
	if (nargs == 1)
		path = argv[1];
	/* the writer's lock, from reading the file to the rename */
	if (in_place && (ret = cli_lock_rewrite(rw->cmd, path)))
		return ret;
	ret = cli_read_text(rw->cmd, path, &t, &buf);
	if (ret)
		return ret;
	ret = rw->transform(rw, &t, path, &res, &len);
	if (ret == -EINVAL)
		ret = EXIT_BADINPUT;
	else if (ret)
		ret = cli_die(rw->cmd, EXIT_SYSTEM, "%s",
			      ret == -ENOMEM ? "out of memory" : strerror(-ret));
	else if (check)
		ret = cli_check_diff(rw->cmd, path, t.buf, t.len, res, len);
	else
		ret = cli_write_result(rw->cmd, path, out_file, in_place, res,
				       len, t.buf, t.len);
	free(res);
	free(buf);
	return ret;
}
