#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The fresh-machine path (issue 13, item 1): `make check` installs the
# test packages before it builds anything (on a bare Debian 12 the man
# pages failed for want of rst2man), and scripts/fresh-check.sh refuses
# to run without root, refuses arguments, and fails with a clear message
# (never a silent pass) when the Debian mirror cannot be reached. The full
# run (debootstrap, make demo, make check in the chroot) is `make
# fresh-check`, which CI runs.

. "$(dirname "$0")/lib.sh"

command -v make >/dev/null 2>&1 || test_skip_all "make is not installed"

# make remakes the included package stamp (running scripts/deps.sh) before
# it reads the Makefile for the rest, even under -n: the stamp a dry run
# leaves says which package set a goal checks first.  (Not tried for
# check-all: run as root, its set would install about 600 MB.)
test_expect_success 'make check checks the check packages before it builds anything' '
	make -s -n -C "$TEST_TOP" BUILD="$PWD/b" check >plan 2>/dev/null &&
	test -f b/.deps-check && ! test -f b/.deps-all
'

test_expect_success 'make demo checks only the build packages, plain make none' '
	make -s -n -C "$TEST_TOP" BUILD="$PWD/b" demo >plan 2>/dev/null &&
	test -f b/.deps-build && ! test -f b/.deps-check &&
	make -s -n -C "$TEST_TOP" BUILD="$PWD/c" all >plan 2>/dev/null &&
	! ls c/.deps-* 2>/dev/null
'

test_expect_success 'fresh-check: arguments are a usage error (status 2)' '
	test_expect_code 2 sh "$TEST_TOP/scripts/fresh-check.sh" extra 2>err &&
	grep "usage" err
'

if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
	# The script comes on standard input (opened by root) and runs from
	# "/": the checkout may be under a directory that user cannot enter
	# (root's home, mktemp -d), as this test's scratch directory is.
	test_expect_success 'fresh-check as another user than root: says so, status 1' '
		(cd / && test_expect_code 1 setpriv --reuid=65534 \
			--regid=65534 --clear-groups sh -s) \
			<"$TEST_TOP/scripts/fresh-check.sh" 2>err &&
		grep "must run as root" err
	'
	if command -v debootstrap >/dev/null 2>&1; then
		test_expect_success 'fresh-check with an unreachable mirror: retries, then fails clearly' '
			FRESH_CACHE=$PWD/cache FRESH_MIRROR=http://127.0.0.1:1/debian \
			FRESH_RETRIES=2 FRESH_RETRY_SLEEP=0 \
				test_expect_code 1 sh "$TEST_TOP/scripts/fresh-check.sh" 2>err &&
			grep "debootstrap failed (try 1 of 2)" err &&
			grep "failed 2 times: is the Debian mirror http://127.0.0.1:1/debian reachable" err &&
			grep "FAIL: could not build the bookworm chroot" err &&
			! ls cache/*.tar.gz 2>/dev/null
		'
	fi
elif [ "$(id -u)" != 0 ]; then
	test_expect_success 'fresh-check without root: says so, status 1' '
		test_expect_code 1 sh "$TEST_TOP/scripts/fresh-check.sh" 2>err &&
		grep "must run as root" err
	'
fi

test_done
