// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint get --batch: for bots (patchwork checks, CI) that ask for every
 * patch of a list.  One process, one parse of MAINTAINERS; each query runs
 * exactly as `maint get OPTIONS PATH` would alone, and its standard output
 * comes back byte for byte in the "output" field of one JSON line.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "cli.h"
#include "clidiag.h"
#include "get-batch.h"
#include "jsonw.h"
#include "mbuf.h"
#include "util.h"

#define MAX_PATH_LINE 65536

/*
 * Standard output (or error: which, 1 or 2) into a memory file while a
 * query runs: the query prints exactly what it prints alone to a pipe
 * (not a terminal: no escaping).
 */
static int capture_begin(int which, int *saved)
{
	FILE *f = which == 1 ? stdout : stderr;
	int fd;

	if (fflush(f))
		return -EIO;
	fd = memfd_create("maint-batch", MFD_CLOEXEC);
	if (fd < 0)
		return -errno;
	*saved = dup(which);
	if (*saved < 0 || dup2(fd, which) < 0) {
		int e = -errno;

		if (*saved >= 0)
			close(*saved);
		close(fd);
		return e;
	}
	return fd;
}

static int capture_end(int which, int fd, int saved, char **out, size_t *len)
{
	int ret = fflush(which == 1 ? stdout : stderr) ? -EIO : 0;

	if (dup2(saved, which) < 0 && !ret)
		ret = -errno;
	close(saved);
	if (!ret && lseek(fd, 0, SEEK_SET) < 0)
		ret = -errno;
	if (!ret)
		ret = mnt_read_fd(fd, CLI_MAX_INPUT, out, len);
	close(fd);
	return ret;
}

/*
 * MAINTAINERS read again when a file of it changed under us: -1 to go on,
 * or the exit status of a single run that could not load it (its message
 * said; *db, the old one, kept to be checked again).
 */
static int refresh(const struct get_batch *b, struct maint_db **db)
{
	struct maint_db *fresh = NULL;
	int status;

	if (!maint_db_changed(*db))
		return -1;
	status = b->load(b->ctx, &fresh);
	if (status >= 0)
		return status;
	maint_db_free(*db);
	*db = fresh;
	return -1;
}

/*
 * One query, as a single run makes it, from reading MAINTAINERS (again,
 * when it changed) to the answer; its JSON line into line.
 */
static int one(const struct get_batch *b, struct maint_db **db, char *path,
	       struct mbuf *line)
{
	char *answer = NULL, *out = NULL, *err = NULL;
	size_t len = 0, elen = 0;
	struct jsonw w;
	int status, ret, fd, efd, saved = -1, esaved = -1;

	fd = capture_begin(1, &saved);
	if (fd < 0)
		return fd;
	efd = capture_begin(2, &esaved);
	if (efd < 0) {
		capture_end(1, fd, saved, &out, &len);
		free(out);
		return efd;
	}
	status = refresh(b, db);
	if (status < 0)
		status = b->one(b->ctx, *db, path, &answer);
	ret = capture_end(2, efd, esaved, &err, &elen);
	ret = capture_end(1, fd, saved, &out, &len) ?: ret;
	/* what the query says on stderr: there as alone, and in the line */
	if (err && elen)
		fwrite(err, 1, elen, stderr);
	if (ret) {
		free(answer);
		free(out);
		free(err);
		return ret;
	}
	/* bytes that are not UTF-8 become U+FFFD, and the line says so */
	jsonw_init(&w, line, JSONW_COMPACT);
	jsonw_start_object(&w);
	jsonw_string_field(&w, "patch", path);
	jsonw_int_field(&w, "status", status);
	jsonw_name(&w, "output");
	jsonw_string_len(&w, out, len);
	/* why a patch got no answer ("doesn't appear to be a patch") */
	jsonw_name(&w, "stderr");
	jsonw_string_len(&w, err ? err : "", elen);
	jsonw_name(&w, "answer");
	if (answer && !status) {
		size_t jl = strlen(answer);

		while (jl && answer[jl - 1] == '\n')
			jl--;
		jsonw_raw(&w, answer, jl);
	} else {
		jsonw_null(&w);
	}
	if (w.lost)
		jsonw_bool_field(&w, "lossy", true);
	jsonw_end_object(&w);
	mbuf_addch(line, '\n');
	free(answer);
	free(out);
	free(err);
	return mbuf_failed(line) ? -ENOMEM : 0;
}

static int answer(const struct get_batch *b, struct maint_db **db, char *path)
{
	struct mbuf line = MBUF_INIT;
	int ret = one(b, db, path, &line);

	if (!ret && (fwrite(line.buf, 1, line.len, stdout) != line.len ||
		     fflush(stdout)))
		ret = -EIO;
	mbuf_release(&line);
	return ret;
}

/*
 * The next path line of f into buf (MAX_PATH_LINE bytes and a NUL), one
 * byte at a time: a longer line is read on to its end and dropped, never
 * held.  Returns the line's length, -1 at the end, -2 for a line too long
 * or holding a NUL.
 */
static long path_line(FILE *f, char *buf)
{
	size_t n = 0;
	bool bad = false;
	int c;

	while ((c = getc_unlocked(f)) != EOF && c != '\n') {
		if (n < MAX_PATH_LINE && c)
			buf[n++] = (char)c;
		else
			bad = true;
	}
	if (c == EOF && !n && !bad)
		return -1;
	if (n && buf[n - 1] == '\r')
		n--;
	buf[n] = '\0';
	return bad ? -2 : (long)n;
}

static int from_stdin(const struct get_batch *b, struct maint_db **db,
		      bool *skipped)
{
	char *buf = malloc(MAX_PATH_LINE + 1);
	unsigned long nr = 0;
	long n;
	int ret = 0;

	if (!buf)
		return -ENOMEM;
	while (!ret && (n = path_line(stdin, buf)) != -1) {
		nr++;
		if (n == -2) {
			fprintf(stderr,
				"maint get: --batch: standard input:%lu: path line longer than %d bytes or holding a NUL byte; skipped\n",
				nr, MAX_PATH_LINE);
			*skipped = true;
			continue;
		}
		if (n)
			ret = answer(b, db, buf);
	}
	if (!ret && ferror(stdin))
		ret = -EIO;
	free(buf);
	return ret;
}

int cli_get_batch(const struct get_batch *b, struct maint_db **db, char **args,
		  int nargs)
{
	bool skipped = false;
	int i, ret = 0;

	for (i = 0; i < nargs && !ret; i++) {
		if (!strcmp(args[i], "-"))
			ret = from_stdin(b, db, &skipped);
		else
			ret = answer(b, db, args[i]);
	}
	if (ret) {
		fprintf(stderr, "maint get: --batch: %s\n", strerror(-ret));
		return 4;
	}
	return skipped ? 3 : 0;
}
