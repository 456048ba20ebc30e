# SPDX-License-Identifier: GPL-2.0-only
#
# A tiny TAP library for the CLI tests, in the spirit of git's t/test-lib.sh.
# A test script sources it, runs its tests and ends with test_done:
#
#	. "$(dirname "$0")/lib.sh"
#
#	test_expect_success 'maint --version exits 0' '
#		"$MAINT" --version >out &&
#		test -s out
#	'
#
#	test_done
#
# Each body runs in a subshell, in a fresh empty directory of its own under
# one scratch directory (mktemp -d) that is removed at exit; set
# MAINT_TEST_KEEP=1 to keep it. Chain a body's commands with &&: its exit
# status is the test's result. HOME points to an empty directory, so no
# .get_maintainer.conf or git configuration of the user leaks in.
#
# Environment (tests/cli/run.sh sets both; the defaults let a script run on
# its own from anywhere):
#	MAINT		absolute path of the maint binary (default: ./maint at
#			the top of the source tree)
#	EXAMPLES	absolute path of examples/

TEST_DIRECTORY=$(cd "$(dirname "$0")" && pwd) || exit 1
TEST_TOP=$(cd "$TEST_DIRECTORY/../.." && pwd) || exit 1
MAINT=${MAINT:-$TEST_TOP/maint}
EXAMPLES=${EXAMPLES:-$TEST_TOP/examples}
export MAINT EXAMPLES

if [ ! -x "$MAINT" ]; then
	echo "Bail out! $MAINT is not an executable; run make first"
	exit 1
fi

LC_ALL=C
LANG=C
GIT_CONFIG_NOSYSTEM=1
export LC_ALL LANG GIT_CONFIG_NOSYSTEM

test_count=0
test_failures=0

TEST_ROOT=$(mktemp -d "${TMPDIR:-/tmp}/maint-cli.XXXXXX") || {
	echo 'Bail out! cannot create a scratch directory'
	exit 1
}
test_cleanup() {
	if [ -n "${MAINT_TEST_KEEP-}" ]; then
		echo "# scratch directory kept: $TEST_ROOT"
	else
		rm -rf "$TEST_ROOT"
	fi
}
trap test_cleanup EXIT
trap 'exit 130' HUP INT PIPE TERM

HOME=$TEST_ROOT/home
unset XDG_CACHE_HOME # URL profiles are cached under $HOME/.cache
mkdir "$HOME" || exit 1
export HOME
# maint get reads git history from its history index, brought up to date
# before answering (maint-history(1)): every git test checks the index's
# answers, and no update is left running in the background when a test
# ends (t1013 tests the other modes).
MAINT_HISTORY=${MAINT_HISTORY-wait}
export MAINT_HISTORY

# test_expect_success TITLE BODY: run BODY in a fresh scratch directory and
# print "ok N - TITLE" or "not ok N - TITLE" followed by the body and its
# output as TAP comments.
test_expect_success() {
	if [ $# -ne 2 ]; then
		echo "Bail out! test_expect_success needs a title and a body"
		exit 1
	fi
	test_count=$((test_count + 1))
	test_scratch=$TEST_ROOT/t$test_count
	mkdir "$test_scratch" || exit 1
	(
		cd "$test_scratch" || exit 1
		eval "$2"
	) >"$TEST_ROOT/log" 2>&1 </dev/null
	test_status=$?
	if [ "$test_status" -eq 0 ]; then
		echo "ok $test_count - $1"
	else
		test_failures=$((test_failures + 1))
		echo "not ok $test_count - $1"
		printf '%s\n' "$2" | sed 's/^/#	/'
		echo "# exit status $test_status; output:"
		sed 's/^/#	/' "$TEST_ROOT/log"
	fi
}

# test_cmp EXPECT ACTUAL: succeed when the files are identical, else show
# the difference.
test_cmp() {
	diff -u "$1" "$2"
}

# test_must_be_empty FILE: succeed when FILE exists and is empty.
test_must_be_empty() {
	if [ ! -f "$1" ] || [ -s "$1" ]; then
		echo "test_must_be_empty: '$1' is missing or not empty:" >&2
		cat "$1" >&2 2>/dev/null
		return 1
	fi
}

# test_must_fail CMD...: succeed when CMD exits with a failure status. Death
# by a signal (128 + N, e.g. a sanitizer abort) and "command not found"
# (126, 127) are not failures of the expected kind. 255 is accepted:
# get_maintainer.pl dies with it, and maint get follows its statuses.
test_must_fail() {
	"$@"
	test_must_fail_status=$?
	if [ "$test_must_fail_status" -eq 0 ]; then
		echo "test_must_fail: command succeeded: $*" >&2
		return 1
	fi
	if [ "$test_must_fail_status" -ne 255 ] &&
	   [ "$test_must_fail_status" -gt 125 ]; then
		echo "test_must_fail: command died with status" \
			"$test_must_fail_status: $*" >&2
		return 1
	fi
	return 0
}

# test_expect_code CODE CMD...: succeed when CMD exits with status CODE.
test_expect_code() {
	test_expect_code_want=$1
	shift
	"$@"
	test_expect_code_status=$?
	if [ "$test_expect_code_status" -ne "$test_expect_code_want" ]; then
		echo "test_expect_code: want $test_expect_code_want," \
			"got $test_expect_code_status: $*" >&2
		return 1
	fi
	return 0
}

# test_skip_all REASON: skip the whole script (call before any test).
test_skip_all() {
	echo "1..0 # SKIP $*"
	exit 0
}

# A test that needs a program from a Debian package only some tests use
# says so when it is missing, with the package: make check goes on without
# it (scripts/deps.sh installs what it can as root).  With
# MAINT_REQUIRE_PACKAGES=1 (CI) a missing package is a failure instead.
#
# test_need PACKAGE COMMAND: the whole script needs COMMAND; without it
# the script is skipped ("1..0 # SKIP COMMAND is not installed (Debian:
# PACKAGE)"), or bails out under MAINT_REQUIRE_PACKAGES=1.
test_need() {
	command -v "$2" >/dev/null 2>&1 && return 0
	if [ "${MAINT_REQUIRE_PACKAGES-}" = 1 ]; then
		echo "Bail out! $2 is not installed (Debian: $1) and MAINT_REQUIRE_PACKAGES=1"
		exit 1
	fi
	test_skip_all "$2 is not installed (Debian: $1)"
}

# test_have PACKAGE COMMAND WHAT: is COMMAND there?  When not, prints
# "# SKIP WHAT: COMMAND is not installed (Debian: PACKAGE)" (under
# MAINT_REQUIRE_PACKAGES=1: a failing test instead) and returns 1; the
# caller leaves out the tests of WHAT.  COMMAND may be a path.
test_have() {
	if [ "${2#/}" != "$2" ]; then
		[ -x "$2" ] && return 0
	else
		command -v "$2" >/dev/null 2>&1 && return 0
	fi
	if [ "${MAINT_REQUIRE_PACKAGES-}" = 1 ]; then
		test_expect_success "$3: $2 is installed (Debian: $1; MAINT_REQUIRE_PACKAGES=1)" false
	else
		echo "# SKIP $3: $2 is not installed (Debian: $1)"
	fi
	return 1
}

# test_corpus [WHAT]: CORPUS is ../shared/corpus (beside the tree); when it
# is absent, bail out under MAINT_REQUIRE_CORPUS=1 (CI), else skip: the
# whole script, or with WHAT (after some tests ran) the rest, named WHAT.
test_corpus() {
	CORPUS=$TEST_TOP/../shared/corpus
	[ -f "$CORPUS/README.md" ] && return 0
	if [ "${MAINT_REQUIRE_CORPUS-}" = 1 ]; then
		echo "Bail out! corpus $CORPUS is absent and MAINT_REQUIRE_CORPUS=1"
		exit 1
	fi
	if [ $# -gt 0 ]; then
		echo "# SKIP $*: corpus ../shared/corpus is absent"
		test_done
	fi
	test_skip_all "corpus ../shared/corpus is absent"
}

# mk_fake_git: bin/git, a fake git to put first in PATH: logs its argv
# to $GITLOG ("--- git", then one argument a line), then runs the real git
# ($REAL_GIT, set here).
REAL_GIT=$(command -v git)
export REAL_GIT
mk_fake_git() {
	mkdir bin &&
	cat >bin/git <<-\EOF &&
	#!/bin/sh
	# one write per call: git runs in parallel (--jobs), and records
	# written a line at a time would interleave in the log
	t=$(mktemp) && printf "%s\n" "--- git" "$@" >"$t" &&
		cat "$t" >>"$GITLOG"
	rm -f "$t"
	exec "$REAL_GIT" "$@"
	EOF
	chmod +x bin/git
}

# test_world NAME: WORLD is the corpus world NAME, laid out as the
# conformance runner does (once, kept in build/worlds/); bail out when it
# cannot be.
test_world() {
	WORLD=$(python3 "$TEST_TOP/tests/conformance/run.py" --prepare-only \
		--world "$1" 2>/dev/null) && [ -f "$WORLD/MAINTAINERS" ] ||
		{ echo "Bail out! cannot lay out the $1 world"; exit 1; }
}

# test_commit_all DIR MESSAGE: make DIR a git work tree with everything in
# it committed (one commit, by the tests' identity)
test_commit_all() {
	(
		cd "$1" && git init -q && git add -A &&
		GIT_AUTHOR_NAME="Tess Tree" GIT_AUTHOR_EMAIL=tess@example.org \
		GIT_COMMITTER_NAME="Tess Tree" \
		GIT_COMMITTER_EMAIL=tess@example.org \
			git commit -q -m "$2"
	)
}

# test_done: print the plan; exit 1 if any test failed.
test_done() {
	echo "1..$test_count"
	[ "$test_failures" -eq 0 ] && exit 0
	exit 1
}

# test_web_server SCRIPT ARG...: run the Python web server SCRIPT (it gets
# a port file as its first argument, then ARG..., binds 127.0.0.1 on a free
# port, writes the port to the file by rename and stops by itself), wait
# for its port (up to 60 s: a busy machine starts Python slowly) and set
# PORT; the server is killed on exit.
test_web_server() {
	_script=$1
	shift
	_portfile=$TEST_ROOT/port.$$
	python3 "$_script" "$_portfile" "$@" &
	TEST_SERVER=$!
	trap 'kill $TEST_SERVER 2>/dev/null; test_cleanup' EXIT
	_i=0
	while [ ! -s "$_portfile" ] && [ $_i -lt 600 ] &&
		kill -0 "$TEST_SERVER" 2>/dev/null; do
		sleep 0.1
		_i=$((_i + 1))
	done
	PORT=$(cat "$_portfile" 2>/dev/null)
	[ -n "$PORT" ] || { echo "Bail out! the web server did not start"; exit 1; }
}
