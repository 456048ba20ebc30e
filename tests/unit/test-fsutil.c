// SPDX-License-Identifier: GPL-2.0-only
/*
 * Unit tests of common/fsutil.c: mnt_write_atomic() (temporary file in the
 * same directory, mode kept, symlinks refused or followed, stale
 * temporaries of killed processes removed, nothing left behind on error)
 * and mnt_tree_path(), mnt_read_tree_file() (no way out of the tree), the
 * writers' lock, and the one file reader's refusal of FIFOs and devices.  Each test works in a
 * scratch directory of its own under $TMPDIR.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "fsutil.h"
#include "util.h"
#include "tmptree.h"

struct scratch {
	char dir[512];
};

static int setup(void **state)
{
	struct scratch *s = calloc(1, sizeof(*s));
	const char *tmp = getenv("TMPDIR");

	if (!s)
		return -1;
	snprintf(s->dir, sizeof(s->dir), "%s/maint-fsutil.XXXXXX",
		 tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(s->dir)) {
		free(s);
		return -1;
	}
	*state = s;
	return 0;
}

static int teardown(void **state)
{
	struct scratch *s = *state;

	tmptree_rm(s->dir);
	free(s);
	return 0;
}

/* s->dir/name, in one of 16 rotating buffers */
static const char *path_in(struct scratch *s, const char *name)
{
	static char p[16][1024];
	static unsigned int k;

	k = (k + 1) % 16;
	snprintf(p[k], sizeof(p[k]), "%.511s/%.500s", s->dir, name);
	return p[k];
}

static void put(const char *path, const char *text, mode_t mode)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, mode);

	assert_true(fd >= 0);
	assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
	assert_int_equal(fchmod(fd, mode), 0);
	close(fd);
}

static void assert_content(const char *path, const char *want)
{
	char *buf = NULL;
	size_t len = 0;

	assert_int_equal(mnt_read_file(path, 1 << 20, &buf, &len), 0);
	assert_int_equal(len, strlen(want));
	assert_memory_equal(buf, want, len);
	free(buf);
}

/* Number of entries of dir whose name contains ".maint-". */
static int count_temps(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	int n = 0;

	assert_non_null(d);
	while ((de = readdir(d)))
		n += strstr(de->d_name, ".maint-") != NULL;
	closedir(d);
	return n;
}

/* a new file is 0666 & ~umask, as any program's (issue 13, D7) */
static void test_write_atomic__new_file_follows_umask(void **state)
{
	static const mode_t masks[][2] = {
		{ 077, 0600 }, { 022, 0644 }, { 002, 0664 }, { 027, 0640 }
	};
	struct scratch *s = *state;
	struct stat st;

	for (size_t i = 0; i < sizeof(masks) / sizeof(masks[0]); i++) {
		char name[16];
		const char *p;
		mode_t old;

		snprintf(name, sizeof(name), "new%zu", i);
		p = path_in(s, name);
		old = umask(masks[i][0]);
		assert_int_equal(mnt_write_atomic(p, "hello\n", 6, 0), 0);
		umask(old);
		assert_content(p, "hello\n");
		assert_int_equal(stat(p, &st), 0);
		assert_int_equal(st.st_mode & 07777, masks[i][1]);
	}
	assert_int_equal(count_temps(s->dir), 0);
}

/* a second lock of the same file waits, then gives up; unlock frees it */
static void test_lock__excludes_and_removes_lock_file(void **state)
{
	struct scratch *s = *state;
	const char *p = path_in(s, "MAINTAINERS");
	const char *lk = path_in(s, "MAINTAINERS.lock");
	struct mnt_lock a = MNT_LOCK_INIT, b = MNT_LOCK_INIT;
	struct stat st;

	assert_int_equal(mnt_lock(&a, p, 0), 0);
	assert_int_equal(stat(lk, &st), 0);
	assert_int_equal(mnt_lock(&b, p, 100), -EWOULDBLOCK);
	assert_int_equal(b.fd, -1);
	mnt_unlock(&a);
	assert_int_not_equal(stat(lk, &st), 0);
	assert_int_equal(mnt_lock(&b, p, 0), 0);
	mnt_unlock(&b);
	mnt_unlock(&b); /* twice: a no-op */
}

/* a lock file left behind (a killed writer) does not block anyone */
static void test_lock__stale_lock_file_is_harmless(void **state)
{
	struct scratch *s = *state;
	const char *p = path_in(s, "MAINTAINERS");
	struct mnt_lock a = MNT_LOCK_INIT;
	int fd = open(path_in(s, "MAINTAINERS.lock"), O_CREAT | O_WRONLY,
		      0644);

	assert_true(fd >= 0);
	close(fd);
	assert_int_equal(mnt_lock(&a, p, 0), 0);
	mnt_unlock(&a);
}

/* root keeps a file's owner and group on rewrite */
static void test_write_atomic__keeps_owner(void **state)
{
	struct scratch *s = *state;
	const char *p = path_in(s, "owned");
	struct stat st;

	if (geteuid() != 0)
		skip();
	assert_int_equal(mnt_write_atomic(p, "a\n", 2, 0), 0);
	assert_int_equal(chown(p, 65534, 65534), 0);
	assert_int_equal(chmod(p, 0640), 0);
	assert_int_equal(mnt_write_atomic(p, "b\n", 2, 0), 0);
	assert_int_equal(stat(p, &st), 0);
	assert_int_equal(st.st_uid, 65534);
	assert_int_equal(st.st_gid, 65534);
	assert_int_equal(st.st_mode & 07777, 0640);
}

/* the one reader: regular files only inside a tree (issue 13, D2) */
static void test_read_file__fifo_and_devices_refused(void **state)
{
	struct scratch *s = *state;
	const char *fifo = path_in(s, "fifo");
	char *buf = NULL;
	size_t len;

	assert_int_equal(mkfifo(fifo, 0600), 0);
	assert_int_equal(mnt_read_file(fifo, 1024, &buf, &len), -EINVAL);
	assert_null(buf);
	assert_int_equal(mnt_read_file("/dev/zero", 1024, &buf, &len),
			 -EINVAL);
	assert_int_equal(mnt_read_file(s->dir, 1024, &buf, &len), -EISDIR);
	/* named on the command line, a device is read up to the bound */
	assert_int_equal(mnt_read_named_file("/dev/zero", 1024, &buf, &len),
			 -EFBIG);
	assert_int_equal(mnt_read_named_file("/dev/null", 1024, &buf, &len),
			 0);
	assert_int_equal(len, 0);
	free(buf);
}

static void test_write_atomic__keeps_mode(void **state)
{
	struct scratch *s = *state;
	const char *p = path_in(s, "script");
	struct stat st;

	put(p, "old\n", 0750);
	assert_int_equal(mnt_write_atomic(p, "new\n", 4, 0), 0);
	assert_content(p, "new\n");
	assert_int_equal(stat(p, &st), 0);
	assert_int_equal(st.st_mode & 07777, 0750);
}

static void test_write_atomic__replaces_inode(void **state)
{
	struct scratch *s = *state;
	const char *p = path_in(s, "f");
	struct stat before, after;

	put(p, "old\n", 0644);
	assert_int_equal(stat(p, &before), 0);
	assert_int_equal(mnt_write_atomic(p, "new\n", 4, 0), 0);
	assert_int_equal(stat(p, &after), 0);
	/* renamed over, never rewritten in place */
	assert_true(before.st_ino != after.st_ino);
}

static void test_write_atomic__refuses_symlink(void **state)
{
	struct scratch *s = *state;
	const char *target = path_in(s, "target");
	const char *link = path_in(s, "link");
	struct stat st;

	put(target, "precious\n", 0644);
	assert_int_equal(symlink(target, link), 0);
	assert_int_equal(mnt_write_atomic(link, "x\n", 2, 0), -ELOOP);
	assert_content(target, "precious\n");
	assert_int_equal(lstat(link, &st), 0);
	assert_true(S_ISLNK(st.st_mode));
	assert_int_equal(count_temps(s->dir), 0);
}

static void test_write_atomic__dangling_symlink_refused(void **state)
{
	struct scratch *s = *state;
	const char *link = path_in(s, "dangling");
	struct stat st;

	assert_int_equal(symlink("/nonexistent/maint-target", link), 0);
	assert_int_equal(mnt_write_atomic(link, "x\n", 2, 0), -ELOOP);
	assert_int_equal(lstat(link, &st), 0);
	assert_true(S_ISLNK(st.st_mode));
}

static void test_write_atomic__follow_symlink_writes_target(void **state)
{
	struct scratch *s = *state;
	const char *target, *link = path_in(s, "link");
	struct stat st;

	assert_int_equal(mkdir(path_in(s, "sub"), 0755), 0);
	target = path_in(s, "sub/target");
	put(target, "old\n", 0600);
	assert_int_equal(symlink("sub/target", link), 0);
	assert_int_equal(mnt_write_atomic(link, "new\n", 4,
					  MNT_WRITE_FOLLOW_SYMLINK),
			 0);
	/* the link stays a link; the file it names has the new text */
	assert_int_equal(lstat(link, &st), 0);
	assert_true(S_ISLNK(st.st_mode));
	target = path_in(s, "sub/target");
	assert_content(target, "new\n");
	assert_int_equal(stat(target, &st), 0);
	assert_int_equal(st.st_mode & 07777, 0600);
}

static void test_write_atomic__excl_refuses_existing(void **state)
{
	struct scratch *s = *state;
	const char *p = path_in(s, "exists");

	put(p, "old\n", 0644);
	assert_int_equal(mnt_write_atomic(p, "new\n", 4, MNT_WRITE_EXCL),
			 -EEXIST);
	assert_content(p, "old\n");
	p = path_in(s, "fresh");
	assert_int_equal(mnt_write_atomic(p, "new\n", 4, MNT_WRITE_EXCL), 0);
	assert_content(p, "new\n");
	assert_int_equal(count_temps(s->dir), 0);
}

static void test_write_atomic__directory_refused(void **state)
{
	struct scratch *s = *state;
	const char *p = path_in(s, "dir");

	assert_int_equal(mkdir(p, 0755), 0);
	assert_int_equal(mnt_write_atomic(p, "x", 1, 0), -EINVAL);
	assert_int_equal(count_temps(s->dir), 0);
}

static void test_write_atomic__missing_directory_fails_cleanly(void **state)
{
	struct scratch *s = *state;
	const char *p = path_in(s, "no/such/dir/file");

	assert_int_equal(mnt_write_atomic(p, "x", 1, 0), -ENOENT);
	assert_int_equal(count_temps(s->dir), 0);
}

static void test_write_atomic__empty_data(void **state)
{
	struct scratch *s = *state;
	const char *p = path_in(s, "f");

	put(p, "old\n", 0644);
	assert_int_equal(mnt_write_atomic(p, "", 0, 0), 0);
	assert_content(p, "");
}

/* A pid that no longer exists: a child that has exited and was reaped. */
static pid_t dead_pid(void)
{
	pid_t pid = fork();

	assert_true(pid >= 0);
	if (pid == 0)
		_exit(0);
	assert_int_equal(waitpid(pid, NULL, 0), pid);
	return pid;
}

static void test_write_atomic__removes_stale_temps(void **state)
{
	struct scratch *s = *state;
	char name[128];
	const char *p = path_in(s, "MAINTAINERS");
	pid_t dead = dead_pid();

	put(p, "old\n", 0644);
	/* left by a killed maint: removed */
	snprintf(name, sizeof(name), "MAINTAINERS.maint-%ld-AbC123",
		 (long)dead);
	put(path_in(s, name), "half", 0600);
	/* a live process's (our parent's): kept */
	snprintf(name, sizeof(name), "MAINTAINERS.maint-%ld-XyZ789",
		 (long)getppid());
	put(path_in(s, name), "busy", 0600);
	/* not of the form: kept */
	put(path_in(s, "MAINTAINERS.maint-notes"), "mine", 0644);
	snprintf(name, sizeof(name), "OTHER.maint-%ld-AbC123", (long)dead);
	put(path_in(s, name), "other file's", 0600);

	assert_int_equal(mnt_write_atomic(p, "new\n", 4, 0), 0);
	assert_content(p, "new\n");
	snprintf(name, sizeof(name), "MAINTAINERS.maint-%ld-AbC123",
		 (long)dead);
	assert_int_equal(access(path_in(s, name), F_OK), -1);
	snprintf(name, sizeof(name), "MAINTAINERS.maint-%ld-XyZ789",
		 (long)getppid());
	assert_int_equal(access(path_in(s, name), F_OK), 0);
	assert_int_equal(access(path_in(s, "MAINTAINERS.maint-notes"), F_OK),
			 0);
	snprintf(name, sizeof(name), "OTHER.maint-%ld-AbC123", (long)dead);
	assert_int_equal(access(path_in(s, name), F_OK), 0);
}

static void test_write_atomic__stale_symlink_not_followed(void **state)
{
	struct scratch *s = *state;
	const char *p = path_in(s, "M");
	const char *victim = path_in(s, "victim");
	char name[128];

	put(p, "old\n", 0644);
	put(victim, "keep\n", 0644);
	snprintf(name, sizeof(name), "M.maint-%ld-AbC123", (long)dead_pid());
	assert_int_equal(symlink(victim, path_in(s, name)), 0);
	assert_int_equal(mnt_write_atomic(p, "new\n", 4, 0), 0);
	/* only regular files are removed: the link and its target stay */
	assert_int_equal(access(victim, F_OK), 0);
	assert_content(victim, "keep\n");
}

static void test_tree_path__inside(void **state)
{
	struct scratch *s = *state;
	char *out = NULL;

	assert_int_equal(mkdir(path_in(s, "Documentation"), 0755), 0);
	put(path_in(s, "Documentation/p.rst"), "x", 0644);
	assert_int_equal(mnt_tree_path(s->dir, "Documentation/p.rst", &out),
			 0);
	assert_non_null(out);
	free(out);
	assert_int_equal(mnt_tree_path(s->dir, "Documentation/none.rst",
				       &out),
			 -ENOENT);
	assert_null(out);
}

static void test_tree_path__refuses_dotdot_and_absolute(void **state)
{
	struct scratch *s = *state;
	char *out = NULL;

	assert_int_equal(mnt_tree_path(s->dir, "../etc/passwd", &out), -EXDEV);
	assert_int_equal(mnt_tree_path(s->dir, "a/../../x", &out), -EXDEV);
	assert_int_equal(mnt_tree_path(s->dir, "a/..", &out), -EXDEV);
	assert_int_equal(mnt_tree_path(s->dir, "/etc/passwd", &out), -EXDEV);
	assert_int_equal(mnt_tree_path(s->dir, "", &out), -EXDEV);
	assert_null(out);
}

static void test_tree_path__refuses_symlink_out(void **state)
{
	struct scratch *s = *state;
	char *out = NULL;

	assert_int_equal(symlink("/etc", path_in(s, "escape")), 0);
	assert_int_equal(mnt_tree_path(s->dir, "escape/passwd", &out), -EXDEV);
	assert_int_equal(symlink("/etc/passwd", path_in(s, "p.rst")), 0);
	assert_int_equal(mnt_tree_path(s->dir, "p.rst", &out), -EXDEV);
	assert_null(out);
}

static void test_tree_path__symlink_inside_allowed(void **state)
{
	struct scratch *s = *state;
	char *out = NULL;

	put(path_in(s, "real.rst"), "x", 0644);
	assert_int_equal(symlink("real.rst", path_in(s, "alias.rst")), 0);
	assert_int_equal(mnt_tree_path(s->dir, "alias.rst", &out), 0);
	free(out);
}

static void test_read_tree_file__inside_only(void **state)
{
	struct scratch *s = *state;
	char *buf = NULL;
	size_t len = 0;

	put(path_in(s, "real.rst"), "in", 0644);
	assert_int_equal(symlink("real.rst", path_in(s, "alias.rst")), 0);
	assert_int_equal(symlink("/etc/passwd", path_in(s, "out.rst")), 0);
	assert_int_equal(symlink("/", path_in(s, "root")), 0);
	assert_int_equal(
		mnt_read_tree_file(s->dir, "alias.rst", 100, &buf, &len), 0);
	assert_int_equal(len, 2);
	assert_memory_equal(buf, "in", 2);
	free(buf);
	buf = NULL;
	assert_int_equal(mnt_read_tree_file(s->dir, "out.rst", 1 << 20, &buf,
					    &len),
			 -EXDEV);
	assert_int_equal(mnt_read_tree_file(s->dir, "root/etc/passwd", 1 << 20,
					    &buf, &len),
			 -EXDEV);
	assert_int_equal(mnt_read_tree_file(s->dir, "../x", 100, &buf, &len),
			 -EXDEV);
	assert_int_equal(mnt_read_tree_file(s->dir, "/etc/passwd", 1 << 20,
					    &buf, &len),
			 -EXDEV);
	assert_int_equal(mnt_read_tree_file(s->dir, "none", 100, &buf, &len),
			 -ENOENT);
	assert_int_equal(mkfifo(path_in(s, "fifo"), 0644), 0);
	assert_int_equal(mnt_read_tree_file(s->dir, "fifo", 100, &buf, &len),
			 -EINVAL);
	assert_null(buf);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
#define T(f) cmocka_unit_test_setup_teardown(f, setup, teardown)
		T(test_write_atomic__new_file_follows_umask),
		T(test_lock__excludes_and_removes_lock_file),
		T(test_lock__stale_lock_file_is_harmless),
		T(test_write_atomic__keeps_owner),
		T(test_read_file__fifo_and_devices_refused),
		T(test_write_atomic__keeps_mode),
		T(test_write_atomic__replaces_inode),
		T(test_write_atomic__refuses_symlink),
		T(test_write_atomic__dangling_symlink_refused),
		T(test_write_atomic__follow_symlink_writes_target),
		T(test_write_atomic__excl_refuses_existing),
		T(test_write_atomic__directory_refused),
		T(test_write_atomic__missing_directory_fails_cleanly),
		T(test_write_atomic__empty_data),
		T(test_write_atomic__removes_stale_temps),
		T(test_write_atomic__stale_symlink_not_followed),
		T(test_tree_path__inside),
		T(test_tree_path__refuses_dotdot_and_absolute),
		T(test_tree_path__refuses_symlink_out),
		T(test_tree_path__symlink_inside_allowed),
		T(test_read_tree_file__inside_only),
#undef T
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
