#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Output trouble: a reader that goes away (SIGPIPE under `| head -1`): maint
# dies quietly of SIGPIPE or exits 0, with nothing on stderr; a full disk
# (stdout to /dev/full): a "write error" message and a non-zero status,
# for every subcommand that writes to stdout.

. "$(dirname "$0")/lib.sh"

[ -w /dev/full ] || test_skip_all '/dev/full is not available'

# A MAINTAINERS big enough (about 2 MB) that every command's output fills
# the pipe buffer before head goes away.
mk_big() {
	mk_tree &&
	awk "BEGIN { for (i = 0; i < 20000; i++) printf \"\nBIG %05d\nM:\tP%d <p%d@example.org>\nR:\tR%d <r%d@example.org>\nP:\tper%d\nS:\tMaintained\nF:\tkernel/\nF:\tdir%d/\n\", 20000 - i, i, i, i, i, i, i }" >>MAINTAINERS
}

# quiet_pipe CMD...: CMD | head -n 1; CMD must die of SIGPIPE (141) or exit
# 0, and print nothing on stderr.
quiet_pipe() {
	{ timeout 20 "$MAINT" "$@" 2>err; echo $? >status; } | head -n 1 >/dev/null
	st=$(cat status)
	if { [ "$st" -ne 141 ] && [ "$st" -ne 0 ]; } || [ -s err ]; then
		echo "maint $*: status $st" >&2
		cat err >&2
		return 1
	fi
}

for cmd in "get --sections -f kernel/Makefile" "fmt MAINTAINERS" "profile list" "check --json MAINTAINERS"; do
	test_expect_success "SIGPIPE under | head -n 1: $cmd dies quietly (status 141 or 0, empty stderr)" '
		mk_big && quiet_pipe '"$cmd"'
	'
done

test_expect_success 'SIGPIPE: migrate (changes on stderr) ends quietly on stdout' '
	mk_big &&
	{ timeout 20 "$MAINT" migrate MAINTAINERS 2>/dev/null; echo $? >status; } | head -n 1 >/dev/null &&
	st=$(cat status) && { [ "$st" -eq 141 ] || [ "$st" -eq 0 ]; }
'

for cmd in "get -f kernel/Makefile" "fmt MAINTAINERS" "migrate MAINTAINERS" "profile list" "profile show Documentation/process/maintainer-widget.rst" \
	"coverage" "report profiles" "when --rc 3 -f kernel/Makefile" \
	"preflight --rc 3 --no-git /dev/null"; do
	test_expect_success "stdout on /dev/full: $cmd says write error, status 4" '
		mk_tree &&
		m '"$cmd"' >/dev/full 2>err; status=$?
		[ $status -eq 4 ] && grep -i "write error\|No space" err
	'
done

for cmd in "coverage" "report profiles" "profile list" "when --rc 3 -f kernel/Makefile"; do
	sub=$(echo "$cmd" | sed 's/ .*//')
	test_expect_success "stdout on /dev/full: $cmd: one runner's message" '
		mk_tree &&
		m '"$cmd"' >/dev/full 2>err
		grep "^maint[^ ]* '"$sub"': write error: " err
	'
done

test_expect_success 'stdout on /dev/full: check with findings says write error, status 4' '
	mk_tree &&
	m check MAINTAINERS >/dev/full 2>err; status=$?
	grep -i "write error" err && [ $status -eq 4 ]
'

test_done
