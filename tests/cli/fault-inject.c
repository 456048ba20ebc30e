// SPDX-License-Identifier: GPL-2.0-only
/*
 * An LD_PRELOAD library for the no-data-loss tests: it makes one step of
 * an atomic file write fail, or kills the process just before that step.
 *
 *   MAINT_FAULT=STEP:ACTION maint fmt --in-place MAINTAINERS
 *
 * STEP is mkstemp (creating the temporary file: mkstemp() or open() with
 * O_CREAT), write, fchmod, fsync, close, rename or link; it only
 * applies to maint's temporary files (names containing ".maint-"), so
 * reading input and writing stdout and stderr go on as usual.  ACTION is
 * "fail" (the call fails: ENOSPC for write, EIO otherwise) or "kill"
 * (SIGKILL before the call, as a crash or power cut would).
 *
 * Built by tests/cli/t6001-no-data-loss.sh:
 *   cc -shared -fPIC -o fault.so tests/cli/fault-inject.c -ldl
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

static int hit(const char *step)
{
	const char *f = getenv("MAINT_FAULT");
	size_t n = strlen(step);

	if (!f || strncmp(f, step, n) || f[n] != ':')
		return 0;
	if (!strcmp(f + n + 1, "kill"))
		kill(getpid(), SIGKILL);
	return 1;
}

static int is_temp_name(const char *p)
{
	return p && strstr(p, ".maint-") != NULL;
}

static int is_temp_fd(int fd)
{
	char link[64], target[4096];
	ssize_t n;

	if (fd < 3)
		return 0;
	snprintf(link, sizeof(link), "/proc/self/fd/%d", fd);
	n = readlink(link, target, sizeof(target) - 1);
	if (n < 0)
		return 0;
	target[n] = '\0';
	return is_temp_name(target);
}

#define REAL(ret, name, args) \
	static ret (*real_##name) args; \
	if (!real_##name) \
		real_##name = (ret(*) args)dlsym(RTLD_NEXT, #name)

static int open_mode(int flags, va_list ap)
{
	return (flags & O_CREAT) ? va_arg(ap, int) : 0;
}

/* open() and open64(): the temporary file's creation is the mkstemp step */
static int fault_open(const char *path, int flags)
{
	if ((flags & O_CREAT) && is_temp_name(path) && hit("mkstemp")) {
		errno = EIO;
		return 1;
	}
	return 0;
}

int open(const char *path, int flags, ...);
int open(const char *path, int flags, ...)
{
	va_list ap;
	int mode;

	REAL(int, open, (const char *, int, ...));
	va_start(ap, flags);
	mode = open_mode(flags, ap);
	va_end(ap);
	return fault_open(path, flags) ? -1 : real_open(path, flags, mode);
}

int open64(const char *path, int flags, ...);
int open64(const char *path, int flags, ...)
{
	va_list ap;
	int mode;

	REAL(int, open64, (const char *, int, ...));
	va_start(ap, flags);
	mode = open_mode(flags, ap);
	va_end(ap);
	return fault_open(path, flags) ? -1 : real_open64(path, flags, mode);
}

int mkstemp(char *tmpl);
int mkstemp(char *tmpl)
{
	REAL(int, mkstemp, (char *));
	if (is_temp_name(tmpl) && hit("mkstemp")) {
		errno = EIO;
		return -1;
	}
	return real_mkstemp(tmpl);
}

int mkstemp64(char *tmpl);
int mkstemp64(char *tmpl)
{
	REAL(int, mkstemp64, (char *));
	if (is_temp_name(tmpl) && hit("mkstemp")) {
		errno = EIO;
		return -1;
	}
	return real_mkstemp64(tmpl);
}

ssize_t write(int fd, const void *buf, size_t len)
{
	REAL(ssize_t, write, (int, const void *, size_t));
	if (is_temp_fd(fd) && hit("write")) {
		errno = ENOSPC;
		return -1;
	}
	return real_write(fd, buf, len);
}

int fchmod(int fd, mode_t mode)
{
	REAL(int, fchmod, (int, mode_t));
	if (is_temp_fd(fd) && hit("fchmod")) {
		errno = EIO;
		return -1;
	}
	return real_fchmod(fd, mode);
}

int fsync(int fd)
{
	REAL(int, fsync, (int));
	if (is_temp_fd(fd) && hit("fsync")) {
		errno = EIO;
		return -1;
	}
	return real_fsync(fd);
}

int close(int fd)
{
	REAL(int, close, (int));
	if (is_temp_fd(fd) && hit("close")) {
		real_close(fd);
		errno = EIO;
		return -1;
	}
	return real_close(fd);
}

int rename(const char *from, const char *to)
{
	REAL(int, rename, (const char *, const char *));
	if (is_temp_name(from) && hit("rename")) {
		errno = EIO;
		return -1;
	}
	return real_rename(from, to);
}

int link(const char *from, const char *to)
{
	REAL(int, link, (const char *, const char *));
	if (is_temp_name(from) && hit("link")) {
		errno = EIO;
		return -1;
	}
	return real_link(from, to);
}
