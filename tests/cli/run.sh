#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Run the CLI tests and count their TAP results:
#
#   sh tests/cli/run.sh [-v] [tests/cli/tNNNN-NAME.sh...]
#
# Without script arguments it runs every tests/cli/t[0-9][0-9][0-9][0-9]-*.sh.
# Each script gets MAINT (the binary under test, made absolute; default
# ./maint) and EXAMPLES (the absolute path of examples/). Prints one line per
# script as it ends (with its wall time), the failing scripts' TAP output
# (all output with -v), and a final "N passed, N failed" counting tests;
# exits 1 on any failure.
#
# MAINT_TEST_JOBS scripts run at once (default: the online CPUs; 1 runs
# them one after another).  Each script has its own directory, and what
# scripts share under build/ (the corpus worlds) is prepared under a lock.
# The slowest scripts of the last run (build/cli-times) start first.

top=$(cd "$(dirname "$0")/../.." && pwd) || exit 1

verbose=
if [ "${1-}" = -v ]; then
	verbose=1
	shift
fi

maint=${MAINT:-./maint}
if [ ! -x "$maint" ] || [ -d "$maint" ]; then
	echo "cli: $maint is not an executable; run make first" >&2
	exit 1
fi
maint_dir=$(cd "$(dirname "$maint")" && pwd) || exit 1
MAINT=$maint_dir/$(basename "$maint")
EXAMPLES=$top/examples
export MAINT EXAMPLES

if [ $# -eq 0 ]; then
	set -- "$top"/tests/cli/t[0-9][0-9][0-9][0-9]-*.sh
	# An unmatched glob stays as it is.
	[ -e "$1" ] || set --
fi

# run_one SCRIPT: run it, print its line, leave NAME.res (ok and not-ok
# counts) and NAME.log in $results
run_one() {
	name=$(basename "$1")
	log=$results/$name.log
	t0=$(date +%s)
	sh "$1" >"$log" 2>&1
	rc=$?
	secs=$(($(date +%s) - t0))
	ok=$(grep -c '^ok ' "$log")
	not_ok=$(grep -c '^not ok ' "$log")
	plan=$(sed -n 's/^1\.\.\([0-9][0-9]*\).*/\1/p' "$log" | tail -n 1)
	problem=
	if [ "$rc" -ne 0 ] && [ "$not_ok" -eq 0 ]; then
		# The script died outside a test: count that as one failure.
		problem="exit status $rc"
		not_ok=1
	elif [ -z "$plan" ]; then
		problem='no plan'
		not_ok=$((not_ok + 1))
	elif [ "$plan" -ne $((ok + not_ok)) ]; then
		problem="planned $plan tests, ran $((ok + not_ok))"
		not_ok=$((not_ok + 1))
	fi
	skip=$(sed -n 's/^1\.\.0 # SKIP //p' "$log" | tail -n 1)
	# what a script left out ("# SKIP WHAT: why" lines), said after it
	parts=$(sed -n 's/^# SKIP \(.*\)/\1/p' "$log" | sed -n '1h; 1!H; ${g; s/\n/; /g; p}')
	if [ "$not_ok" -eq 0 ] && [ -n "$skip" ]; then
		echo "SKIP: $name ($skip; ${secs} s)"
	elif [ "$not_ok" -eq 0 ]; then
		echo "PASS: $name ($ok passed, ${secs} s${parts:+; skipped: $parts})"
	else
		echo "FAIL: $name ($ok passed, $not_ok failed, ${secs} s${problem:+; $problem})"
	fi
	echo "$ok $not_ok $secs" >"$results/$name.res"
}

# `run.sh --one RESULTS SCRIPT`: one script, for the parallel runs below
if [ "${1-}" = --one ]; then
	results=$2
	run_one "$3"
	exit 0
fi

results=$(mktemp -d "${TMPDIR:-/tmp}/maint-cli.XXXXXX") || exit 1
trap 'rm -rf "$results"' EXIT
trap 'exit 130' HUP INT PIPE TERM

jobs=${MAINT_TEST_JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)}
case $jobs in
'' | *[!0-9]* | 0) jobs=1 ;;
esac
times=$top/build/cli-times

if [ "$jobs" -eq 1 ] || [ $# -le 1 ]; then
	for script in "$@"; do
		run_one "$script"
	done
else
	# the slowest of the last run first, then those it did not time
	for script in "$@"; do
		t=$(awk -v n="$(basename "$script")" '$1 == n { print $2 }' \
			"$times" 2>/dev/null)
		printf '%s\t%s\n' "${t:-0}" "$script"
	done | sort -t '	' -k1,1nr -s | cut -f 2- |
		tr '\n' '\0' | xargs -0 -n 1 -P "$jobs" sh "$0" --one "$results"
fi

passed=0
failed=0
for script in "$@"; do
	name=$(basename "$script")
	if ! read -r ok not_ok secs <"$results/$name.res" 2>/dev/null; then
		echo "FAIL: $name (no result: the runner was interrupted)"
		ok=0 not_ok=1 secs=0
	fi
	passed=$((passed + ok))
	failed=$((failed + not_ok))
	if [ "$not_ok" -ne 0 ]; then
		echo "FAIL: $name: its output"
		sed 's/^/    /' "$results/$name.log" 2>/dev/null
	elif [ -n "$verbose" ]; then
		echo "$name:"
		sed 's/^/    /' "$results/$name.log"
	fi
	printf '%s %s\n' "$name" "$secs" >>"$results/times"
done
# keep the times for the next run's order (where build/ is writable)
if [ -d "$top/build" ] && cp "$results/times" "$times.tmp" 2>/dev/null; then
	mv -f "$times.tmp" "$times" 2>/dev/null || rm -f "$times.tmp"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
