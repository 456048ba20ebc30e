#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The RST reader on a line that is exactly ".." after a long paragraph
# line (issue 13, D1): admonition() looked 3 bytes past the "..", and
# starts() took "len - off" unsigned, reading past the end of the line
# (a heap-buffer-overflow under ASan; make check runs this file with the
# sanitizer build). Every command that reads profiles gets the file.

. "$(dirname "$0")/lib.sh"

# crash FILE [N]: the outside probe's reproducer (the ".." line last, so
# that a read past it leaves the buffer), variant N
crash() {
	case ${2:-0} in
	0) printf 'Title\n=====\n\n%s\n..\n' "$(printf 'x%.0s' $(seq 48))" ;;
	1) printf 'Title\n=====\n\nx\n..' ;;
	2) printf 'Title\n=====\n\n.. note\n..\n' ;;
	3) printf 'Title\n=====\n\n%s\n.. \n' "$(printf 'y%.0s' $(seq 61))" ;;
	esac >"$1"
}

test_expect_success 'profile show of a profile with ".." lines ends defined, the title read' '
	for n in 0 1 2 3; do
		crash crash.rst $n &&
		defined profile show crash.rst && [ $status -le 3 ] &&
		grep "Title" out || exit 1
	done
'

test_expect_success 'the same as a P: target: profile -f, check, list, when, report' '
	mk_tree &&
	crash Documentation/process/maintainer-widget.rst &&
	defined profile -f drivers/widget/widget-core.c && [ $status -le 3 ] &&
	defined profile check && [ $status -le 3 ] &&
	defined profile show "WIDGET CORE" && [ $status -le 3 ] &&
	defined when -f drivers/widget/widget-core.c && [ $status -le 3 ] &&
	defined report profiles && [ $status -le 3 ]
'

test_done
