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
# script (with its wall time), a failing script's TAP output (all output
# with -v), and a final "N passed, N failed" counting tests; exits 1 on any
# failure.

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

log=$(mktemp "${TMPDIR:-/tmp}/maint-cli-log.XXXXXX") || exit 1
trap 'rm -f "$log"' EXIT
trap 'exit 130' HUP INT PIPE TERM

passed=0
failed=0
for script in "$@"; do
	name=$(basename "$script")
	t0=$(date +%s)
	sh "$script" >"$log" 2>&1
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
	passed=$((passed + ok))
	failed=$((failed + not_ok))
	skip=$(sed -n 's/^1\.\.0 # SKIP //p' "$log" | tail -n 1)
	# what a script left out ("# SKIP WHAT: why" lines), said after it
	parts=$(sed -n 's/^# SKIP \(.*\)/\1/p' "$log" | sed -n '1h; 1!H; ${g; s/\n/; /g; p}')
	if [ "$not_ok" -eq 0 ] && [ -n "$skip" ]; then
		echo "SKIP: $name ($skip; ${secs} s)"
	elif [ "$not_ok" -eq 0 ]; then
		echo "PASS: $name ($ok passed, ${secs} s${parts:+; skipped: $parts})"
		[ -n "$verbose" ] && sed 's/^/    /' "$log"
	else
		echo "FAIL: $name ($ok passed, $not_ok failed, ${secs} s${problem:+; $problem})"
		sed 's/^/    /' "$log"
	fi
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
