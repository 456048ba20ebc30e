#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# make check: the suites a contributor runs before sending a change.
#
#   sh tests/run-check.sh PYTHON BUILD UNIT_TEST...
#
# Runs, one after another, each with a line when it starts and one with
# its result, wall time and CPU time (of all its processes) when it ends:
#   1. the unit tests (the UNIT_TEST binaries),
#   2. the CLI tests (tests/cli/run.sh: a line per script),
#   3. the hostile-input tests (tests/hostile/run.sh),
#   4. conformance (tests/conformance/run.py: a progress line every 30 s),
#   5. the Python module's tests (python/run-tests.sh: pytest).
# Every step runs even when an earlier one failed.  At the end: the time
# of each, the tests skipped for want of a package (with the package), and
# "check: PASS" or "check: FAIL: STEPS" (exit status 1).

top=$(cd "$(dirname "$0")/.." && pwd) || exit 1
cd "$top" || exit 1

[ $# -ge 2 ] || {
	echo 'usage: sh tests/run-check.sh PYTHON BUILD UNIT_TEST...' >&2
	exit 2
}
python=$1 build=$2
shift 2

log=$(mktemp "${TMPDIR:-/tmp}/maint-check.XXXXXX") || exit 1
trap 'rm -f "$log" "$log.rc" "$log.all" "$log.times"' EXIT
trap 'exit 130' HUP INT PIPE TERM
: >"$log.all"

nsteps=5
n=0
failed=
times=
start=$(date +%s)

# cpu: into $cpu, the CPU seconds (user + system) of this shell's
# children so far, from times ("0m1.25s 0m0.50s" lines, the second the
# children's), run in this shell: a subshell's start at zero
cpu() {
	times >"$log.times"
	cpu=$(sed -n 2p "$log.times" | awk '{ t = 0
		for (i = 1; i <= 2; i++) {
			split($i, p, "m"); sub("s", "", p[2]); t += p[1] * 60 + p[2]
		}
		printf "%d\n", t }')
}

# step NAME CMD...: run one suite, its output shown and kept
step() {
	name=$1
	shift
	n=$((n + 1))
	echo "== check [$n/$nsteps]: $name"
	t0=$(date +%s)
	cpu
	c0=$cpu
	{ "$@"; echo $? >"$log.rc"; } 2>&1 | tee "$log"
	rc=$(cat "$log.rc" 2>/dev/null || echo 1)
	cat "$log" >>"$log.all"
	t=$(($(date +%s) - t0))
	cpu
	c=$((cpu - c0))
	times="$times${times:+, }$name $t s"
	if [ "$rc" -eq 0 ]; then
		echo "== check [$n/$nsteps]: $name: passed ($t s; $c s of CPU)"
	else
		echo "== check [$n/$nsteps]: $name: FAILED (exit status $rc, $t s; $c s of CPU)"
		failed="$failed${failed:+, }$name"
	fi
}

echo "check: unit, CLI, hostile, conformance and Python tests" \
	"(about 8 minutes on 2 idle cores; the sanitizers, valgrind and" \
	"fuzzing are make check-all's)"
step 'unit tests' sh tests/run-unit.sh "$@"
step 'CLI tests' sh tests/cli/run.sh
step 'hostile input' sh tests/hostile/run.sh
step conformance "$python" tests/conformance/run.py --maint ./maint \
	--progress 30
step 'Python module' sh python/run-tests.sh "$python" "$build"

total=$(($(date +%s) - start))
echo "check: $times; $((total / 60)) min $((total % 60)) s in all"
# "SKIP ...: PACKAGE is not installed (Debian: PACKAGE)" lines of the tests
skipped=$(grep -i skip "$log.all" | sed -n 's/.*(Debian: \([a-z0-9.+ -]*\)[;)].*/\1/p' |
	tr " " "\n" | sort -u | tr '\n' ' ')
if [ -n "$skipped" ]; then
	echo "check: some tests were skipped for want of Debian packages:" \
		"${skipped% }; install them (sudo apt-get install" \
		"${skipped% }) or run make check as root, which does"
fi
if [ -n "$failed" ]; then
	echo "check: FAIL: $failed"
	exit 1
fi
echo 'check: PASS'
