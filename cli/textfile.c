// SPDX-License-Identifier: GPL-2.0-only
/*
 * MAINTAINERS as text: the files of a check or a self-test, and the
 * commands that rewrite one (fmt, migrate): read, transform, then the diff
 * (--check), the atomic write under the writer's lock (-i), or stdout.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "builtin.h"
#include "cli.h"
#include "fsutil.h"
#include "mbuf.h"
#include "opt.h"
#include "textfile.h"
#include "util.h"

int cli_read_text(const struct cli *c, const char *path, struct maint_text *t,
		  char **buf)
{
	size_t len;
	int ret = mnt_read_file(path, CLI_MAX_FILE, buf, &len);

	if (ret)
		return cli_file_error(c, path, ret);
	t->version = MAINT_TEXT_VERSION;
	t->name = path;
	t->buf = *buf;
	t->len = len;
	return EXIT_OK;
}

int cli_write_result(const struct cli *c, const char *path,
		     const char *out_file, bool in_place, const char *data,
		     size_t len, const char *orig, size_t orig_len)
{
	const char *dest = in_place ? path : out_file;
	int ret;

	if (!dest) {
		cli_put_text(data, len);
		if (ferror(stdout))
			return cli_fail(c, EXIT_SYSTEM, "write error: %s",
					strerror(errno));
		return EXIT_OK;
	}
	/* leave an unchanged file (and its timestamps) alone */
	if (in_place && orig_len == len && !memcmp(orig, data, len))
		return EXIT_OK;
	ret = mnt_write_atomic(dest, data, len, 0);
	if (ret)
		return cli_fail(c, EXIT_SYSTEM,
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

int cli_lock_rewrite(const struct cli *c, const char *path)
{
	static bool registered;
	size_t i;
	int ret;

	for (i = 0; i < ARRAY_SIZE(held) && held[i].fd >= 0; i++)
		;
	if (i == ARRAY_SIZE(held))
		return cli_fail(c, EXIT_SYSTEM, "too many locks");
	if (!registered && atexit(unlock_all) == 0)
		registered = true;
	ret = mnt_lock(&held[i], path, MNT_LOCK_WAIT_MS);
	if (ret == -EWOULDBLOCK)
		return cli_fail(
			c, EXIT_SYSTEM,
			"'%s' is locked by another writer (%s.lock) for more than %u s; nothing written",
			path, path, MNT_LOCK_WAIT_MS / 1000);
	/* a file we cannot read at all: say that, as the reader would */
	if (ret && access(path, R_OK))
		return cli_fail(c, cli_errno_status(-errno),
				"cannot read '%s': %s", path, strerror(errno));
	if (ret)
		return cli_fail(
			c, EXIT_SYSTEM,
			"cannot lock '%s' (%s.lock): %s; nothing written", path,
			path, strerror(-ret));
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

int cli_check_diff(const struct cli *c, const char *path, const char *old,
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
		return cli_fail(c, EXIT_SYSTEM, "out of memory");
	cli_put_text(d, strlen(d));
	ret = *d ? EXIT_FINDINGS : EXIT_OK;
	free(d);
	return ret;
}

#define REWRITE_MAX_OPTS 16

/* What rw does with the file: 0 or an exit status. */
static int rewrite(const struct cli_rewrite *rw, struct cli *c,
		   const char *path, bool check, bool in_place,
		   const char *out_file)
{
	struct maint_text t;
	char *buf = NULL, *res = NULL;
	size_t len = 0;
	int ret;

	/* the writer's lock, from reading the file to the rename */
	if (in_place && (ret = cli_lock_rewrite(c, path)))
		return ret;
	ret = cli_read_text(c, path, &t, &buf);
	if (ret)
		return ret;
	ret = rw->transform(rw, &t, path, &res, &len);
	if (ret == -EINVAL)
		ret = EXIT_BADINPUT;
	else if (ret)
		ret = cli_fail(c, EXIT_SYSTEM, "%s",
			       ret == -ENOMEM ? "out of memory" :
						strerror(-ret));
	else if (check)
		ret = cli_check_diff(c, path, t.buf, t.len, res, len);
	else
		ret = cli_write_result(c, path, out_file, in_place, res, len,
				       t.buf, t.len);
	free(res);
	free(buf);
	return ret;
}

int cli_rewrite_run(const struct cli_rewrite *rw, int argc, char **argv)
{
	bool check = false, in_place = false;
	const char *out_file = NULL, *path = "MAINTAINERS";
	struct opt opts[REWRITE_MAX_OPTS];
	const struct opt common[] = {
		OPT_SET("check", &check, rw->check_help),
		OPT_SET("i|in-place", &in_place,
			"rewrite the file (atomically)"),
		OPT_STR("o|output", &out_file, "FILE",
			"write the result to FILE"),
		OPT_TABLE_END,
	};
	struct cli c;
	size_t n = 0, k;
	int nargs, ret;

	for (k = 0; rw->opts && rw->opts[k].type != OPT_END; k++)
		opts[n++] = rw->opts[k];
	for (k = 0; k < sizeof(common) / sizeof(common[0]); k++)
		opts[n++] = common[k];
	ret = cli_options(opts, argc, argv, rw->usage, NULL, rw->notes, &nargs);
	if (ret >= 0)
		return ret;
	cli_init(&c, rw->cmd);
	if (nargs > 1)
		ret = cli_fail(&c, EXIT_USAGE, "too many arguments");
	else if ((in_place && out_file) || (check && (in_place || out_file)))
		ret = cli_fail(&c, EXIT_USAGE,
			       "--check, --in-place and -o exclude each other");
	else
		ret = rewrite(rw, &c, nargs == 1 ? argv[1] : path, check,
			      in_place, out_file);
	cli_release(&c);
	return ret;
}

void cli_texts_free(struct cli_texts *in)
{
	size_t i;

	for (i = 0; i < in->n; i++) {
		free((char *)in->t[i].name);
		free(in->bufs[i]);
	}
	free(in->bufs);
	free(in->t);
	free(in->p);
	free(in->root);
	memset(in, 0, sizeof(*in));
}

/* The names of the MAINTAINERS files of directory path. */
static int list_texts(struct cli *c, const char *path, bool find_files,
		      struct maint_db **db)
{
	struct maint_load_opts lo = { 0 };

	lo.path = path;
	lo.find_maintainer_files = find_files;
	/* quiet: what the files hold is for the check to say */
	return cli_load_db(c, &lo, CLI_DB_QUIET, db);
}

int cli_read_texts(struct cli *c, const char *path, bool find_files,
		   struct cli_texts *in)
{
	struct maint_db *db = NULL;
	struct stat st;
	size_t i, n = 1;
	int ret = 0;

	memset(in, 0, sizeof(*in));
	if (stat(path, &st))
		return cli_file_error(c, path, -errno);
	if (S_ISDIR(st.st_mode)) {
		ret = list_texts(c, path, find_files, &db);
		if (ret)
			return ret;
		n = maint_db_nfiles(db);
	}
	in->root = S_ISDIR(st.st_mode) ? strdup(".") : cli_dirname(path);
	in->t = calloc(n, sizeof(*in->t));
	in->p = calloc(n, sizeof(*in->p));
	in->bufs = calloc(n, sizeof(*in->bufs));
	if (!in->t || !in->p || !in->bufs || !in->root)
		ret = cli_fail(c, EXIT_SYSTEM, "out of memory");
	for (i = 0; !ret && i < n; i++) {
		char *name = strdup(db ? maint_db_file(db, i) : path);

		if (!name) {
			ret = cli_fail(c, EXIT_SYSTEM, "out of memory");
			break;
		}
		ret = cli_read_text(c, name, &in->t[i], &in->bufs[i]);
		if (ret) {
			free(name);
			break;
		}
		in->p[i] = &in->t[i];
		in->n++;
	}
	maint_db_free(db);
	return ret;
}

int cli_self_test(struct cli *c, const char *what, const char *mpath,
		  bool find_files)
{
	struct maint_paths *paths = NULL;
	struct cli_texts in;
	char *out = NULL;
	size_t len = 0;
	int ret;

	ret = cli_read_texts(c, mpath ? mpath : "./MAINTAINERS", find_files,
			     &in);
	if (ret)
		goto out;
	if (!*what || strstr(what, "patterns")) {
		ret = maint_paths_load(&paths, ".", NULL);
		if (ret == -MAINT_E_GITREFUSED) {
			ret = cli_git_refused(c, ".");
			goto out;
		}
		if (ret) {
			ret = cli_fail(c, EXIT_SYSTEM,
				       "cannot list the files of the tree: %s",
				       strerror(-ret));
			goto out;
		}
	}
	if (!*what || strstr(what, "links"))
		fprintf(stderr,
			"%s: --self-test: links (W:, Q:, B:) need the network and are not checked\n",
			maint_progname);
	ret = maint_self_test_text(in.p, in.n, what, paths, ".", &out, &len);
	if (ret) {
		ret = cli_fail(c, EXIT_SYSTEM, "out of memory");
		goto out;
	}
	cli_put_text(out, len);
out:
	free(out);
	maint_paths_free(paths);
	cli_texts_free(&in);
	return ret;
}
