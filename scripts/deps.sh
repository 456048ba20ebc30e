#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Check that the Debian packages maint needs are installed, and install
# what is missing when run as root.
#
#   sh scripts/deps.sh build|check|all
#
# build: what `make` needs (gcc, make, pkg-config, PCRE2, libcmark,
#   libcurl, libxml2, git, python3), and python3-dev for the Python module.
# check: what `make check` runs with: build, libcmocka-dev (the unit tests,
#   needed), and the packages single tests use (a test whose package is
#   missing is skipped, naming it): python3-pytest, python3-docutils (the
#   man pages), git-email, libmailtools-perl and b4 (the send-email and b4
#   tests), strace, time, zsh, man-db, curl.
# all: what `make check-all` and CI run with: check, and clang,
#   libclang-rt-14-dev and valgrind (sanitizers, valgrind, fuzzing),
#   chromium (the browser tests of the HTML report) and linux-source-6.12
#   (its get_maintainer.pl, the reference of t1003), debootstrap (make
#   fresh-check's bare Debian 12 chroot); about 600 MB more.
# test: the same as check (its old name).
#
# Packages are installed without recommends, so what a test needs from a
# package's Recommends is listed itself (libmailtools-perl: git send-email).
#
# Needed packages that are missing stop the build: as root they are
# installed with apt-get (one call), otherwise the exact apt-get command is
# printed and the exit status is 1.  The packages single tests use never
# stop the others: as root each one apt-get cannot install (a Debian
# without bookworm-security lacks linux-source-6.12) is named and left
# out; otherwise they are named with the command that installs them, and
# the exit status is 0.  With MAINT_REQUIRE_PACKAGES=1 (CI) every package
# of the set is needed.  When nothing is missing this prints nothing: it
# runs on every `make check`, so it costs one dpkg-query call.  On a system
# without dpkg it prints a notice and lets the build go on (the compiler
# will say what is missing).

build_need='gcc make pkg-config libpcre2-dev git python3 python3-dev libcmark-dev libcurl4-openssl-dev libxml2-dev'
check_need='libcmocka-dev'
check_want='python3-pytest python3-docutils git-email libmailtools-perl b4 strace time zsh man-db curl'
all_want='clang libclang-rt-14-dev valgrind chromium linux-source-6.12 debootstrap'

case ${1-} in
build)
	need=$build_need
	want=
	;;
check | test)
	need="$build_need $check_need"
	want=$check_want
	;;
all)
	need="$build_need $check_need"
	want="$check_want $all_want"
	;;
*)
	echo 'usage: sh scripts/deps.sh build|check|all' >&2
	exit 2
	;;
esac
if [ "${MAINT_REQUIRE_PACKAGES-}" = 1 ]; then
	need="$need $want"
	want=
fi

if ! command -v dpkg-query >/dev/null 2>&1; then
	echo 'maint: dpkg-query not found; not checking build dependencies' >&2
	exit 0
fi

# One line "NAME WANT ok installed" per installed package; packages dpkg
# has never heard of print nothing here (and a complaint to stderr).
# shellcheck disable=SC2016,SC2086
status=$(dpkg-query -W -f='${Package} ${Status}\n' $need $want 2>/dev/null)

# missing PKG...: those of PKG... that are not installed
missing() {
	m=
	for pkg in "$@"; do
		case "
$status
" in
		*"
$pkg install ok installed
"* | *"
$pkg hold ok installed
"*) ;;
		*) m="${m:+$m }$pkg" ;;
		esac
	done
	echo "$m"
}

# shellcheck disable=SC2086
miss_need=$(missing $need)
# shellcheck disable=SC2086
miss_want=$(missing $want)
[ -z "$miss_need$miss_want" ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
	if [ -n "$miss_need" ]; then
		echo "maint: missing Debian packages: $miss_need" >&2
		echo "run: sudo apt-get install $miss_need${miss_want:+ $miss_want}" >&2
		exit 1
	fi
	echo "maint: not installed: $miss_want: the tests that use them are skipped" >&2
	echo "maint: to run them too: sudo apt-get install $miss_want" >&2
	exit 0
fi

# apt_install PKG...: quietly; its exit status
apt_install() {
	# shellcheck disable=SC2086
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
		--no-install-recommends "$@" >/dev/null
}

echo "maint: installing Debian packages: $miss_need${miss_want:+ $miss_want}" >&2
if ! apt-get update -qq >/dev/null; then
	echo 'maint: apt-get update failed' >&2
	[ -n "$miss_need" ] && exit 1
	echo "maint: not installed: $miss_want: the tests that use them are skipped" >&2
	exit 0
fi
# shellcheck disable=SC2086
if [ -n "$miss_need" ] && ! apt_install $miss_need; then
	echo "maint: apt-get install failed for: $miss_need" >&2
	exit 1
fi
# One call for all of them; when that fails, one a package, so that one
# package apt cannot find does not keep the others out.
# shellcheck disable=SC2086
if [ -n "$miss_want" ] && ! apt_install $miss_want 2>/dev/null; then
	left=
	for pkg in $miss_want; do
		apt_install "$pkg" 2>/dev/null || left="${left:+$left }$pkg"
	done
	[ -n "$left" ] &&
		echo "maint: apt-get could not install: $left: the tests that use them are skipped" >&2
fi
exit 0
