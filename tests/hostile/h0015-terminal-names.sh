#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Terminal escapes in the names maint echoes (issue 13, D10): a P: file
# name holding ESC]0;...BEL (profile -f, --brief, show, check, list, new's
# "already has P:" error, when), an F: value with one in check's findings
# and in get --self-test.  On a terminal (a pty) each must come out
# escaped; --self-test to a pipe keeps get_maintainer.pl's bytes.

. "$(dirname "$0")/lib.sh"

command -v python3 >/dev/null 2>&1 || test_skip_all 'python3 is not installed'

OSC=$(printf '\033]0;')

mk_evil() {
	mk_tree &&
	printf '\nEVIL\nM:\tEvil <evil@example.org>\nS:\tMaintained\nF:\tevil/\nF:\tnope/\033]0;pwned\007/\nP:\tDocumentation/process/evil\033]0;pwned\007.rst\n' >>MAINTAINERS &&
	mkdir -p evil && echo x >evil/a.c &&
	printf "Evil\n====\n\nNothing here.\n" \
		>"Documentation/process/evil$(printf '\033]0;pwned\007').rst"
}

# no_osc FILE: the planted OSC is not in FILE as raw bytes, but escaped.
no_osc() {
	if grep -q -F "$OSC" "$1"; then
		echo "raw OSC in $1:" >&2
		grep -a -F "$OSC" "$1" | od -c | head -5 >&2
		return 1
	fi
	grep -q -F '\x1b]0;pwned\x07' "$1" && return 0
	echo "no escaped name in $1:" >&2
	od -c "$1" | head -20 >&2
	return 1
}

for cmd in "profile -f evil/a.c" "profile --brief -f evil/a.c" \
	"profile show EVIL" "profile check" "profile list" "profile new EVIL" \
	"when --rc 3 -f evil/a.c" "check MAINTAINERS" "get --self-test"; do
	test_expect_success "$cmd on a terminal: the name escaped" '
		mk_evil &&
		pty "$MAINT" '"$cmd"' >out; status=$?
		[ $status -lt 124 ] && no_osc out
	'
done

test_expect_success 'get --self-test to a pipe: the bytes kept (get_maintainer.pl compatible)' '
	mk_evil &&
	m get --self-test >out 2>&1
	grep -q -F "$OSC" out
'

test_done
