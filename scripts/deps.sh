#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Check that the Debian packages maint needs are installed.
#
#   sh scripts/deps.sh build|test|all
#
# build: what `make` needs; test: what `make check` needs as well; all:
# everything (for now the same as test).
#
# Packages are installed without recommends, so what a test needs from a
# package's Recommends is listed itself (libmailtools-perl: git send-email).
#
# Missing packages are installed with apt-get when run as root; otherwise
# the exact apt-get command is printed and the exit status is 1. When nothing
# is missing this prints nothing: it runs on every `make`, so it costs one
# dpkg-query call. On a system without dpkg it prints a notice and lets the
# build go on (the compiler will say what is missing).

build_pkgs='gcc make pkg-config libpcre2-dev git python3 libcmark-dev libcurl4-openssl-dev libxml2-dev'
test_pkgs="$build_pkgs libcmocka-dev clang valgrind libclang-rt-14-dev python3-docutils chromium b4 git-email libmailtools-perl strace time zsh man-db curl linux-source-6.12"

case ${1-} in
build)
	pkgs=$build_pkgs
	;;
test | all)
	pkgs=$test_pkgs
	;;
*)
	echo 'usage: sh scripts/deps.sh build|test|all' >&2
	exit 2
	;;
esac

if ! command -v dpkg-query >/dev/null 2>&1; then
	echo 'maint: dpkg-query not found; not checking build dependencies' >&2
	exit 0
fi

# One line "NAME WANT ok installed" per installed package; packages dpkg
# has never heard of print nothing here (and a complaint to stderr).
# shellcheck disable=SC2016,SC2086
status=$(dpkg-query -W -f='${Package} ${Status}\n' $pkgs 2>/dev/null)

missing=
for pkg in $pkgs; do
	case "
$status
" in
	*"
$pkg install ok installed
"* | *"
$pkg hold ok installed
"*) ;;
	*) missing="${missing:+$missing }$pkg" ;;
	esac
done

[ -z "$missing" ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
	echo "maint: missing Debian packages: $missing" >&2
	echo "run: sudo apt-get install $missing" >&2
	exit 1
fi

echo "maint: installing Debian packages: $missing" >&2
if ! apt-get update -qq >/dev/null; then
	echo 'maint: apt-get update failed' >&2
	exit 1
fi
# shellcheck disable=SC2086
if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
	--no-install-recommends $missing >/dev/null; then
	echo "maint: apt-get install failed for: $missing" >&2
	exit 1
fi
exit 0
