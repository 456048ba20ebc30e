#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The sanitizer and valgrind suites; `make sanitize` runs this after building
# build-san/maint-san and build-san/tests/test-* with ASan+UBSan:
#
#   1. the unit tests in build-san/tests,
#   2. the CLI tests with MAINT=build-san/maint-san,
#   3. the conformance runner with --maint build-san/maint-san,
#   4. valgrind memcheck of ./maint (the normal build) on the example tree,
#      and on a sample of 20 corpus cases.
#
# valgrind runs with MAINT_NO_JIT=1: the code PCRE2's JIT generates reads
# past the end of subjects with 16-byte loads, which memcheck reports as
# invalid reads and uninitialised branches (false positives: Debian's PCRE2
# is built without valgrind support); with the JIT off the runs are clean.
#
# Every step runs even when an earlier one failed; the exit status is 1 if
# any failed. The conformance runner finds the corpus (../shared/corpus) and
# skips with a notice when it is absent, unless MAINT_REQUIRE_CORPUS=1.

top=$(cd "$(dirname "$0")/.." && pwd) || exit 1
cd "$top" || exit 1

ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export ASAN_OPTIONS UBSAN_OPTIONS

san=build-san/maint-san
failed_steps=

# step NAME CMD...: run one suite and remember its failure.
step() {
	step_name=$1
	shift
	echo "== sanitize: $step_name"
	if ! "$@"; then
		echo "== sanitize: FAILED: $step_name"
		failed_steps="$failed_steps
  $step_name"
	fi
}

fail_step() {
	echo "sanitize: $*" >&2
	return 1
}

run_unit() {
	set --
	for src in tests/unit/test-*.c; do
		[ -e "$src" ] || continue
		bin=build-san/tests/$(basename "$src" .c)
		if [ ! -x "$bin" ]; then
			fail_step "$bin was not built; make sanitize must build build-san/tests/test-*"
			return 1
		fi
		set -- "$@" "$bin"
	done
	sh tests/run-unit.sh "$@"
}

# vg EXPECT ARGS...: run ./maint ARGS under valgrind in examples/tree.
# EXPECT is ok (must exit 0) or fail (must exit non-zero); either way a
# memory error (valgrind's status 99) or a signal (129-254; 255 is the status
# get_maintainer.pl dies with) fails.
vg() {
	vg_expect=$1
	shift
	(cd examples/tree && MAINT_NO_JIT=1 valgrind --error-exitcode=99 \
		--leak-check=full -q "$top/maint" "$@") >/dev/null 2>"$vg_log"
	vg_status=$?
	if [ "$vg_status" -eq 99 ] ||
	   { [ "$vg_status" -gt 128 ] && [ "$vg_status" -lt 255 ]; } ||
	   { [ "$vg_expect" = ok ] && [ "$vg_status" -ne 0 ]; } ||
	   { [ "$vg_expect" = fail ] && [ "$vg_status" -eq 0 ]; }; then
		echo "FAIL: valgrind maint $* (exit status $vg_status)"
		sed 's/^/    /' "$vg_log"
		return 1
	fi
	echo "PASS: valgrind maint $*"
}

run_valgrind_demo() {
	if [ ! -x ./maint ]; then
		fail_step './maint is not built (make all builds it)'
		return 1
	fi
	vg_log=$(mktemp "${TMPDIR:-/tmp}/maint-vg.XXXXXX") || return 1
	vg_rc=0
	patch=../patches/0001-widget-fix-foo.patch
	vg ok --version || vg_rc=1
	vg ok get "$patch" || vg_rc=1
	vg ok get --roles --scm --status --subsystem --web --bug "$patch" ||
		vg_rc=1
	vg ok get --nogit --nogit-fallback --nogit-chief-penguins \
		--norolestats --nom "$patch" || vg_rc=1
	vg ok get -f drivers/frob/frob-core.c || vg_rc=1
	vg ok get --sections -f include/linux/widget.h || vg_rc=1
	vg ok get --s -f fs/examplefs/super.c || vg_rc=1
	vg fail get --frobnicate -f drivers/frob/frob-core.c || vg_rc=1
	vg fail get -f drivers/does/not/exist.c || vg_rc=1
	rm -f "$vg_log"
	return "$vg_rc"
}

run_valgrind_corpus() {
	MAINT_NO_JIT=1 python3 tests/conformance/run.py --maint ./maint \
		--valgrind --sample 20
}

if [ ! -x "$san" ]; then
	echo "sanitize: $san is not built; run make sanitize" >&2
	exit 1
fi

step 'unit tests (ASan+UBSan)' run_unit
step 'CLI tests (ASan+UBSan)' env MAINT="$san" sh tests/cli/run.sh
step 'hostile input (ASan+UBSan)' \
	env MAINT="$san" MAINT_HOSTILE_BIG=0 sh tests/hostile/run.sh
step 'conformance (ASan+UBSan)' \
	python3 tests/conformance/run.py --maint "$san"
step 'valgrind: example tree' run_valgrind_demo
step 'valgrind: 20 corpus cases' run_valgrind_corpus

if [ -n "$failed_steps" ]; then
	echo "sanitize: failed:$failed_steps"
	exit 1
fi
echo 'sanitize: all suites passed'
