#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Run unit test binaries and count them:
#
#   sh tests/run-unit.sh build/tests/test-foo build/tests/test-bar ...
#
# Prints one line per binary; a failing binary's output follows its line.
# Ends with "N passed, N failed" and exits 1 if any binary failed.

passed=0
failed=0
out=$(mktemp "${TMPDIR:-/tmp}/maint-unit.XXXXXX") || exit 1
trap 'rm -f "$out"' EXIT
trap 'exit 130' HUP INT PIPE TERM

for t in "$@"; do
	case $t in
	*/*) bin=$t ;;
	*) bin=./$t ;;
	esac
	if "$bin" >"$out" 2>&1; then
		echo "PASS: $t"
		passed=$((passed + 1))
	else
		rc=$?
		echo "FAIL: $t (exit status $rc)"
		sed 's/^/    /' "$out"
		failed=$((failed + 1))
	fi
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
