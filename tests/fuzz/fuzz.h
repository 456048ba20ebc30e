/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Helpers shared by the libFuzzer targets: a scratch directory (under
 * $TMPDIR) holding the files a target hands to the library by path.
 */
#ifndef MAINT_FUZZ_H
#define MAINT_FUZZ_H

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "maint.h"

static char fuzz_dir[4096];

static inline void fuzz_cleanup(void)
{
	char cmd[4200];
	const char *names[] = { "MAINTAINERS", ".mailmap", "in", NULL };
	int i;

	for (i = 0; names[i]; i++) {
		snprintf(cmd, sizeof(cmd), "%s/%s", fuzz_dir, names[i]);
		unlink(cmd);
	}
	rmdir(fuzz_dir);
}

/* The scratch directory, created on first use and removed at exit. */
static inline const char *fuzz_scratch(void)
{
	const char *tmp = getenv("TMPDIR");

	if (fuzz_dir[0])
		return fuzz_dir;
	snprintf(fuzz_dir, sizeof(fuzz_dir), "%s/maint-fuzz.XXXXXX",
		 tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(fuzz_dir))
		abort();
	atexit(fuzz_cleanup);
	return fuzz_dir;
}

/* Write data to NAME in the scratch directory; returns its path. */
static inline const char *fuzz_put(const char *name, const void *data, size_t len)
{
	static char path[4200];
	const char *p = data;
	int fd;

	snprintf(path, sizeof(path), "%s/%s", fuzz_scratch(), name);
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0)
		abort();
	while (len) {
		ssize_t w = write(fd, p, len);

		if (w <= 0)
			abort();
		p += w;
		len -= (size_t)w;
	}
	close(fd);
	return path;
}

/*
 * The database of a fixed tree in the scratch directory: its MAINTAINERS
 * and .mailmap written, then loaded (abort() on failure).
 */
static inline struct maint_db *fuzz_tree_db(const char *maintainers,
					    const char *mailmap)
{
	struct maint_load_opts lo = { 0 };
	struct maint_db *db;

	fuzz_put("MAINTAINERS", maintainers, strlen(maintainers));
	fuzz_put(".mailmap", mailmap, strlen(mailmap));
	lo.root = fuzz_scratch();
	if (maint_db_load(&db, &lo, NULL))
		abort();
	return db;
}

/* A NUL-terminated copy of the input. */
static inline char *fuzz_str(const unsigned char *data, size_t len)
{
	char *s = malloc(len + 1);

	if (!s)
		abort();
	memcpy(s, data, len);
	s[len] = '\0';
	return s;
}

/* Diagnostics are read, never printed: touch every field. */
static volatile size_t fuzz_sink_bytes;

static inline void fuzz_diag(const struct maint_diag *d, void *ctx)
{
	(void)ctx;
	fuzz_sink_bytes += strlen(d->msg) + d->line;
	if (d->file)
		fuzz_sink_bytes += strlen(d->file);
}

static const struct maint_diag_sink fuzz_sink =
	MAINT_DIAG_SINK_INIT(fuzz_diag, NULL);

#endif
