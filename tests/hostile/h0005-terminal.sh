#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Terminal escape sequences in names, section headers and profile text:
# written to a terminal (a pseudo-terminal made with python3's pty
# module) they must come out escaped; written to a pipe, maint get's
# get_maintainer.pl-compatible output keeps the bytes exactly, as the
# script does.

. "$(dirname "$0")/lib.sh"

command -v python3 >/dev/null 2>&1 || test_skip_all 'python3 is not installed'

ESC=$(printf '\033')
BEL=$(printf '\007')

mk_evil() {
	mk_tree &&
	printf '\nEVIL\033[31m SECTION\nM:\tEvil \033[2J\033]0;pwned\007Name <evil@example.org>\nS:\tMaintained\nF:\tkernel/\nP:\tDocumentation/process/maintainer-evil.rst\n' >>MAINTAINERS &&
	printf 'Evil\033[5m Profile\n==============\n\nReview Cadence\n--------------\n\nWe reply \033]0;pwned\007within one week.\n' \
		>Documentation/process/maintainer-evil.rst
}

# no_raw_escape FILE: none of the planted sequences is in FILE as raw
# bytes (maint's own colours, e.g. profile's bold headings, are fine).
no_raw_escape() {
	for seq in "${ESC}[31m" "${ESC}[2J" "${ESC}]0;" "${ESC}[5m" "$BEL"; do
		if grep -q -F "$seq" "$1"; then
			echo "raw control sequence in $1:" >&2
			od -c "$1" | grep -m 3 "033\|\\a" >&2
			return 1
		fi
	done
}

test_expect_success 'get to a pipe: the bytes of MAINTAINERS kept exactly (get_maintainer.pl compatible)' '
	mk_evil &&
	m get --sections -f kernel/Makefile >out &&
	grep -F "EVIL${ESC}[31m SECTION" out &&
	m get -f kernel/Makefile >out &&
	grep -F "Evil ${ESC}[2J${ESC}]0;pwned${BEL}Name" out
'

test_expect_success 'get to a terminal: escape sequences escaped' '
	mk_evil &&
	pty "$MAINT" get --sections -f kernel/Makefile >out &&
	grep -i evil out && no_raw_escape out &&
	pty "$MAINT" get -f kernel/Makefile >out &&
	grep -i evil out && no_raw_escape out
'

for cmd in "profile list" "profile show Documentation/process/maintainer-evil.rst" "profile show EVIL" "check MAINTAINERS"; do
	test_expect_success "$cmd to a terminal: no raw escape sequence, stdout or stderr" '
		mk_evil &&
		pty "$MAINT" '"$cmd"' >out; status=$?
		[ $status -lt 124 ] && no_raw_escape out
	'
done

test_expect_success 'profile -f to a terminal: section name escaped in "from:"' '
	mk_evil &&
	pty "$MAINT" profile -f kernel/Makefile >out
	no_raw_escape out
'

test_expect_success 'fmt --check to a terminal: diff escaped' '
	mk_evil &&
	pty "$MAINT" fmt --check MAINTAINERS >out
	no_raw_escape out
'

test_expect_success 'profile --json to a pipe: control characters escaped as JSON' '
	mk_evil &&
	m profile show --json Documentation/process/maintainer-evil.rst >out &&
	no_raw_escape out && grep -F "\\u001b" out
'

test_done
