#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The README's two commands on a bare Debian 12, as a new user meets them:
#
#   sh scripts/fresh-check.sh          (or: make fresh-check)
#
# Builds a `debootstrap --variant=minbase bookworm` chroot from the Debian
# mirror this machine's apt uses, caches it as a tarball under
# FRESH_CACHE (default /var/cache/maint/fresh-check; rebuilt when missing or
# corrupt), unpacks a fresh copy per run, clones the repository's committed
# HEAD into it (work in progress that is not committed is not tested) with
# ../shared beside the clone read-only, gives it this machine's apt sources
# (bookworm, -updates, -security), installs only `make` and runs
# `make demo` then `make check` there as root. /proc, /sys, a private /dev
# (with /dev/pts and /dev/shm) are mounted inside a private mount namespace
# and unmounted on every exit path. Network failures reaching the mirror
# are retried (FRESH_RETRIES, default 3) and then fail with a message.
#
# Needs root (debootstrap, chroot, mount). Exit status: 0 both commands
# passed, 1 a command failed (or the setup did), 2 usage.
#
# Environment: FRESH_CACHE, FRESH_WORK (scratch parent, default /var/tmp),
# FRESH_KEEP=1 (keep the scratch chroot for inspection), FRESH_RETRIES,
# FRESH_MIRROR (overrides the mirror read from apt's sources),
# FRESH_RETRY_SLEEP (seconds between tries, default 10).

set -eu

top=$(cd "$(dirname "$0")/.." && pwd)
suite=bookworm
cache=${FRESH_CACHE:-/var/cache/maint/fresh-check}
tarball=$cache/$suite-minbase.tar.gz
retries=${FRESH_RETRIES:-3}

say() {
	echo "fresh-check: $*" >&2
}

die() {
	say "FAIL: $*"
	exit 1
}

[ $# -eq 0 ] || {
	echo 'usage: sh scripts/fresh-check.sh' >&2
	exit 2
}
[ "$(id -u)" -eq 0 ] ||
	die "must run as root (debootstrap, chroot and mount need it); run it as root, e.g. sudo make fresh-check"
for tool in debootstrap unshare chroot mount git tar sha256sum; do
	command -v "$tool" >/dev/null 2>&1 ||
		die "$tool not found (Debian: apt-get install debootstrap util-linux git)"
done

# The mirror of this machine's apt: the first deb URI of a source that
# serves $suite (deb822 .sources files, then one-line .list files).
mirror_of_apt() {
	for f in /etc/apt/sources.list.d/*.sources; do
		[ -f "$f" ] || continue
		awk -v suite="$suite" '
			/^[ \t]*$/ { if (uri != "" && ok && deb) { print uri; exit }
				     uri = ""; ok = 0; deb = 0; next }
			/^Types:/ { for (i = 2; i <= NF; i++) if ($i == "deb") deb = 1 }
			/^URIs:/ { uri = $2 }
			/^Suites:/ { for (i = 2; i <= NF; i++) if ($i == suite) ok = 1 }
			END { if (uri != "" && ok && deb) print uri }' "$f"
	done
	cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
		awk -v suite="$suite" '$1 == "deb" {
			for (i = 2; i < NF; i++)
				if ($i !~ /^\[/ && $(i + 1) == suite) { print $i; exit }
		}'
}
mirror=${FRESH_MIRROR:-$(mirror_of_apt | head -n 1)}
[ -n "$mirror" ] || mirror=http://deb.debian.org/debian

# retry WHAT CMD...: run CMD up to $retries times, 10 s apart
retry() {
	r_what=$1
	shift
	r_i=1
	while :; do
		"$@" && return 0
		[ "$r_i" -ge "$retries" ] && break
		say "$r_what failed (try $r_i of $retries); retrying in ${FRESH_RETRY_SLEEP:-10} s"
		sleep "${FRESH_RETRY_SLEEP:-10}"
		r_i=$((r_i + 1))
	done
	say "$r_what failed $retries times: is the Debian mirror $mirror reachable?"
	return 1
}

tarball_ok() {
	[ -s "$tarball" ] && [ -s "$tarball.sha256" ] &&
		(cd "$cache" && sha256sum -c --status "$tarball.sha256") &&
		tar -tzf "$tarball" ./usr/bin/apt-get >/dev/null 2>&1
}

# build_cache: debootstrap into a scratch directory, pack it, checksum it
build_cache() {
	mkdir -p "$cache"
	b_dir=$(mktemp -d "$cache/build.XXXXXX")
	say "debootstrap --variant=minbase $suite from $mirror (cached in $cache)"
	b_try() {
		rm -rf "$b_dir/root"
		debootstrap --variant=minbase "$suite" "$b_dir/root" "$mirror" \
			>"$b_dir/log" 2>&1 || {
			tail -n 5 "$b_dir/log" >&2
			return 1
		}
	}
	if ! retry debootstrap b_try; then
		rm -rf "$b_dir"
		die "could not build the $suite chroot"
	fi
	tar -C "$b_dir/root" -czf "$b_dir/root.tar.gz" . ||
		die "packing the chroot failed"
	mv "$b_dir/root.tar.gz" "$tarball"
	(cd "$cache" && sha256sum "$(basename "$tarball")") >"$tarball.sha256"
	rm -rf "$b_dir"
}

start=$(date +%s)
if tarball_ok; then
	say "reusing $tarball"
else
	[ -e "$tarball" ] && say "$tarball is missing its checksum or corrupt; rebuilding"
	rm -f "$tarball" "$tarball.sha256"
	build_cache
	tarball_ok || die "the new $tarball does not verify"
fi

head=$(git -C "$top" rev-parse HEAD) || die "$top is not a git work tree"
work=$(mktemp -d "${FRESH_WORK:-/var/tmp}/maint-fresh.XXXXXX")
root=$work/root

child=
cleanup() {
	rc=$?
	trap - EXIT HUP INT TERM
	# stopped early: end the run inside first.  unshare ignores SIGTERM
	# while it waits; killed, it takes (--kill-child) the PID namespace's
	# first process, and with it every process there.
	if [ -n "$child" ] && kill -0 "$child" 2>/dev/null; then
		kill -KILL "$child" 2>/dev/null
		wait "$child" 2>/dev/null
		sleep 1 # the namespace's processes are reaped by the kernel
	fi
	# the mounts live in the namespace of the child and die with it; this
	# is for a child killed before it unmounted them itself
	for m in dev/shm dev/pts dev sys proc build/shared; do
		mountpoint -q "$root/$m" 2>/dev/null && umount -l "$root/$m"
	done
	if [ "${FRESH_KEEP:-0}" = 1 ]; then
		say "kept $work"
	else
		rm -rf "$work"
	fi
	exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' HUP INT TERM

mkdir -p "$root"
tar -C "$root" -xzf "$tarball" || die "unpacking $tarball failed"
mkdir -p "$root/build/shared"
git clone -q --no-checkout "$top" "$root/build/maint" &&
	git -C "$root/build/maint" checkout -q --detach "$head" ||
	die "cloning $top at $head failed"
shared=$top/../shared
if [ -d "$shared" ]; then
	shared=$(cd "$shared" && pwd)
else
	say "NOTICE: $shared not found; the chroot gets no corpus"
	shared=
fi

# apt in the chroot: this machine's sources (a Debian 12 as installed has
# bookworm-updates and bookworm-security besides bookworm, which debootstrap
# alone does not configure), retried downloads, no recommends
apt_sources=
for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.sources \
	/etc/apt/sources.list.d/*.list; do
	[ -f "$f" ] && apt_sources="$apt_sources $f"
done
if [ -n "$apt_sources" ]; then
	rm -f "$root/etc/apt/sources.list"
	for f in $apt_sources; do
		case $f in
		*.d/*) cp "$f" "$root/etc/apt/sources.list.d/" ;;
		*) cp "$f" "$root/etc/apt/sources.list" ;;
		esac
	done
fi
cat >"$root/etc/apt/apt.conf.d/80fresh-check" <<EOF
Acquire::Retries "$retries";
APT::Install-Recommends "false";
EOF
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || :

# The inside: run in a private mount namespace, so every mount made here
# goes away when it exits, whatever way it exits, and a PID namespace of
# its own, so that no process of the run outlives it.
inside=$work/inside.sh
cat >"$inside" <<'EOF'
set -eu
root=$1
shared=$2
retries=$3
mount -t proc proc "$root/proc"
mount -t sysfs sysfs "$root/sys"
mount -t tmpfs -o mode=755,nosuid devtmp "$root/dev"
for n in null:1:3 zero:1:5 full:1:7 random:1:8 urandom:1:9 tty:5:0; do
	IFS=: read -r name ma mi <<X
$n
X
	mknod -m 666 "$root/dev/$name" c "$ma" "$mi"
done
mkdir -p "$root/dev/pts" "$root/dev/shm"
mount -t devpts -o newinstance,ptmxmode=0666,mode=620 devpts "$root/dev/pts"
ln -s pts/ptmx "$root/dev/ptmx"
mount -t tmpfs -o mode=1777,nosuid,nodev shm "$root/dev/shm"
ln -s /proc/self/fd "$root/dev/fd"
ln -s /proc/self/fd/0 "$root/dev/stdin"
ln -s /proc/self/fd/1 "$root/dev/stdout"
ln -s /proc/self/fd/2 "$root/dev/stderr"
if [ -n "$shared" ]; then
	mount --bind "$shared" "$root/build/shared"
	mount -o remount,bind,ro "$root/build/shared"
fi
exec env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
	HOME=/root LANG=C.UTF-8 TERM=dumb CI="${CI-}" \
	MAINT_REQUIRE_CORPUS="${MAINT_REQUIRE_CORPUS-}" \
	FRESH_RETRIES="$retries" \
	chroot "$root" /bin/sh -c '
set -e
i=1
until apt-get update -qq; do
	if [ "$i" -ge "$FRESH_RETRIES" ]; then
		echo "fresh-check: apt-get update failed $i times" >&2
		exit 1
	fi
	i=$((i + 1))
	sleep 10
done
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq make >/dev/null
cd /build/maint
t0=$(date +%s)
echo "fresh-check: make demo"
make demo
t1=$(date +%s)
echo "fresh-check: make demo passed ($((t1 - t0)) s); make check"
make check
t2=$(date +%s)
echo "fresh-check: make check passed ($((t2 - t1)) s)"
'
EOF

say "chroot $root (HEAD $head); make demo, then make check"
set +e
unshare --mount --propagation private --pid --fork --kill-child \
	sh "$inside" "$root" "$shared" "$retries" &
child=$!
wait "$child"
rc=$?
child=
set -e
took=$(($(date +%s) - start))
if [ "$rc" -ne 0 ]; then
	die "make demo / make check in the fresh $suite chroot failed (exit status $rc; ${took} s)"
fi
say "PASS: make demo and make check on a fresh $suite minbase chroot (${took} s)"
