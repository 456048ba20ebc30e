// SPDX-License-Identifier: GPL-2.0-only
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "fsutil.h"
#include "mbuf.h"
#include "util.h"

static int write_all(int fd, const char *data, size_t len)
{
	while (len) {
		ssize_t w = write(fd, data, len);

		if (w < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		data += w;
		len -= (size_t)w;
	}
	return 0;
}

/*
 * Temporary files are named PATH.maint-PID-XXXXXX.  A process killed
 * between creating one and renaming it (SIGKILL, a power cut) leaves it
 * behind; the next write of PATH removes those whose process is gone.
 * Only names of exactly that form are touched, and only regular files.
 */
static void remove_stale_temps(const char *dir, const char *base)
{
	size_t bl = strlen(base);
	struct dirent *de;
	DIR *d = opendir(dir);
	int dfd;

	if (!d)
		return;
	dfd = dirfd(d);
	while ((de = readdir(d))) {
		const char *n = de->d_name, *p;
		char *end;
		long pid;
		struct stat st;

		if (strncmp(n, base, bl) || strncmp(n + bl, ".maint-", 7))
			continue;
		p = n + bl + 7;
		if (*p < '1' || *p > '9')
			continue;
		errno = 0;
		pid = strtol(p, &end, 10);
		if (errno || *end != '-' || strlen(end + 1) != 6 ||
		    pid <= 0 || pid > INT_MAX)
			continue;
		if (kill((pid_t)pid, 0) == 0 || errno != ESRCH)
			continue; /* alive, or not ours to judge */
		if (fstatat(dfd, n, &st, AT_SYMLINK_NOFOLLOW) ||
		    !S_ISREG(st.st_mode))
			continue;
		unlinkat(dfd, n, 0);
	}
	closedir(d);
}

/*
 * Create PATH.maint-PID-XXXXXX (tmp holds it with the X's) with mode 0666,
 * so the kernel applies the umask (and a default ACL) as for any new file.
 */
static int create_temp(char *tmp)
{
	static const char set[] = "abcdefghijklmnopqrstuvwxyz"
				  "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
	size_t tl = strlen(tmp);
	unsigned char rnd[6];
	int tries, fd;

	for (tries = 0; tries < 100; tries++) {
		if (getrandom(rnd, sizeof(rnd), 0) != (ssize_t)sizeof(rnd)) {
			unsigned long x = (unsigned long)time(NULL) ^
					  ((unsigned long)getpid() << 8) ^
					  (unsigned long)tries * 2654435761u;

			for (size_t i = 0; i < sizeof(rnd); i++, x >>= 5)
				rnd[i] = (unsigned char)x;
		}
		for (size_t i = 0; i < 6; i++)
			tmp[tl - 6 + i] = set[rnd[i] % (sizeof(set) - 1)];
		fd = open(tmp, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW,
			  0666);
		if (fd >= 0 || errno != EEXIST)
			return fd < 0 ? -errno : fd;
	}
	return -EEXIST;
}

int mnt_write_atomic(const char *path, const char *data, size_t len,
		     unsigned int flags)
{
	struct mbuf tmp = MBUF_INIT, dir = MBUF_INIT;
	char *target = NULL;
	struct stat st;
	mode_t mode = 0;
	uid_t uid = (uid_t)-1;
	gid_t gid = (gid_t)-1;
	bool replace = false;
	int fd, ret, dfd;
	const char *slash;

	if (lstat(path, &st) == 0) {
		if (flags & MNT_WRITE_EXCL)
			return -EEXIST;
		if (S_ISLNK(st.st_mode)) {
			if (!(flags & MNT_WRITE_FOLLOW_SYMLINK))
				return -ELOOP;
			if (stat(path, &st))
				return -errno;
			/* replace the file it names, not the link */
			target = realpath(path, NULL);
			if (!target)
				return -errno;
			path = target;
		}
		if (!S_ISREG(st.st_mode)) {
			free(target);
			return -EINVAL;
		}
		mode = st.st_mode & 07777;
		uid = st.st_uid;
		gid = st.st_gid;
		replace = true;
	} else if (errno != ENOENT) {
		return -errno;
	}
	slash = strrchr(path, '/');
	if (slash)
		mbuf_add(&dir, path, (size_t)(slash - path) + 1);
	else
		mbuf_adds(&dir, ".");
	mbuf_addf(&tmp, "%s.maint-%ld-XXXXXX", path, (long)getpid());
	if (mbuf_failed(&tmp) || mbuf_failed(&dir)) {
		ret = -ENOMEM;
		goto out;
	}
	remove_stale_temps(dir.buf, slash ? slash + 1 : path);
	fd = create_temp(tmp.buf);
	if (fd < 0) {
		ret = fd;
		goto out;
	}
	ret = write_all(fd, data, len);
	if (!ret && replace) {
		/*
		 * The owner and group of the file replaced: both as root, the
		 * group alone where the user is in it, else they stay the
		 * writer's (as with any editor).  chown before chmod, which
		 * keeps the set-id bits that chown clears.
		 */
		if (fchown(fd, uid, gid) && fchown(fd, (uid_t)-1, gid)) {
			/* not permitted: keep ours */
		}
		if (fchmod(fd, mode))
			ret = -errno;
	}
	if (!ret && !(flags & MNT_WRITE_NOSYNC) && fsync(fd))
		ret = -errno;
	if (close(fd) && !ret)
		ret = -errno;
	if (!ret && (flags & MNT_WRITE_EXCL)) {
		/* link() fails if path appeared meanwhile */
		if (link(tmp.buf, path))
			ret = -errno;
		unlink(tmp.buf);
	} else if (!ret && rename(tmp.buf, path)) {
		ret = -errno;
	}
	if (ret) {
		unlink(tmp.buf);
		goto out;
	}
	/* make the rename durable */
	dfd = flags & MNT_WRITE_NOSYNC ?
		      -1 :
		      open(dir.buf, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dfd >= 0) {
		fsync(dfd);
		close(dfd);
	}
out:
	mbuf_release(&dir);
	mbuf_release(&tmp);
	free(target);
	return ret;
}

int mnt_lock(struct mnt_lock *l, const char *target, unsigned int wait_ms)
{
	struct mbuf p = MBUF_INIT;
	struct timespec nap = { 0, 20 * 1000 * 1000 };
	unsigned int waited = 0;
	struct stat a, b;
	int fd, ret;

	l->fd = -1;
	l->path = NULL;
	mbuf_addf(&p, "%s.lock", target);
	if (mbuf_failed(&p))
		return -ENOMEM;
	for (;;) {
		fd = open(p.buf, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW,
			  0666);
		if (fd < 0) {
			ret = -errno;
			break;
		}
		if (flock(fd, LOCK_EX | LOCK_NB)) {
			ret = -errno;
			close(fd);
			if (ret != -EWOULDBLOCK && ret != -EINTR)
				break;
			if (waited >= wait_ms) {
				ret = -EWOULDBLOCK;
				break;
			}
			nanosleep(&nap, NULL);
			waited += 20;
			continue;
		}
		/* the file we locked must still be the one at the path */
		if (fstat(fd, &a) == 0 && lstat(p.buf, &b) == 0 &&
		    a.st_dev == b.st_dev && a.st_ino == b.st_ino) {
			l->fd = fd;
			l->path = mbuf_detach(&p, NULL);
			return 0;
		}
		close(fd);
	}
	mbuf_release(&p);
	return ret;
}

void mnt_unlock(struct mnt_lock *l)
{
	if (l->fd < 0)
		return;
	unlink(l->path);
	close(l->fd);
	free(l->path);
	l->fd = -1;
	l->path = NULL;
}

/*
 * rel inside the tree at root: *joined gets root/rel (malloc'd, when not
 * NULL) and rpath its real path.  Returns 0, -EXDEV or -errno.
 */
static int tree_resolve(const char *root, const char *rel, char **joined,
			char rpath[PATH_MAX])
{
	char rroot[PATH_MAX];
	struct mbuf p = MBUF_INIT;
	const char *c;
	size_t rl;

	if (!rel[0] || rel[0] == '/')
		return -EXDEV;
	for (c = rel; *c;) {
		const char *e = strchr(c, '/');
		size_t n = e ? (size_t)(e - c) : strlen(c);

		if (n == 2 && c[0] == '.' && c[1] == '.')
			return -EXDEV;
		c += n;
		if (*c)
			c++;
	}
	if (!realpath(root ? root : ".", rroot))
		return -errno;
	mbuf_addf(&p, "%s/%s", root ? root : ".", rel);
	if (mbuf_failed(&p))
		return -ENOMEM;
	if (!realpath(p.buf, rpath)) {
		int e = -errno;

		mbuf_release(&p);
		return e;
	}
	rl = strlen(rroot);
	if (strcmp(rroot, "/") &&
	    (strncmp(rpath, rroot, rl) || (rpath[rl] && rpath[rl] != '/'))) {
		mbuf_release(&p);
		return -EXDEV;
	}
	if (joined)
		*joined = mbuf_detach(&p, NULL);
	else
		mbuf_release(&p);
	return 0;
}

int mnt_tree_path(const char *root, const char *rel, char **out)
{
	char rpath[PATH_MAX];

	*out = NULL;
	return tree_resolve(root, rel, out, rpath);
}

int mnt_tree_open(const char *root, const char *rel)
{
	char rpath[PATH_MAX];
	int fd, ret = tree_resolve(root, rel, NULL, rpath);

	if (ret)
		return ret;
	/* the resolved path: no symlink left to follow elsewhere */
	fd = open(rpath,
		  O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	return fd < 0 ? -errno : fd;
}

int mnt_read_tree_file(const char *root, const char *rel, size_t max,
		       char **out, size_t *len)
{
	int fd = mnt_tree_open(root, rel), ret;

	if (fd < 0)
		return fd;
	ret = mnt_read_regular_fd(fd, max, out, len);
	close(fd);
	return ret;
}

const unsigned char *mnt_map_file(const char *path, size_t min, size_t max,
				  struct stat *st)
{
	void *map;
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW), e = EINVAL;

	if (fd < 0)
		return NULL;
	if (fstat(fd, st))
		e = errno;
	else if (S_ISREG(st->st_mode) && st->st_size &&
		 (uint64_t)st->st_size >= min && (uint64_t)st->st_size <= max)
		e = 0;
	if (e) {
		close(fd);
		errno = e;
		return NULL;
	}
	map = mmap(NULL, (size_t)st->st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	e = errno;
	close(fd);
	if (map == MAP_FAILED) {
		errno = e;
		return NULL;
	}
	return map;
}
