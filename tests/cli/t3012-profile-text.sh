#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The text of a profile as `maint profile show` prints it: paragraphs
# wrapped at 80 columns counted in characters, not bytes (a word of
# accented letters takes its letters' width, not twice that).
#
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"

T=$TEST_ROOT/tree
mkdir -p "$T/Documentation"
printf 'FOO DRIVER\nM:\tA B <a@b.org>\nS:\tMaintained\nP:\tDocumentation/foo.rst\nF:\tfoo/\n' \
	>"$T/MAINTAINERS"
# sixteen words of ten two-byte letters: 10 columns, 20 bytes each
w=$(printf '\303\251\303\251\303\251\303\251\303\251\303\251\303\251\303\251\303\251\303\251 %.0s' \
	1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16)
printf 'Foo profile\n===========\n\nOverview\n--------\n\n%s\n' "$w" \
	>"$T/Documentation/foo.rst"

test_expect_success 'UTF-8 words wrapped by their width in characters' '
	(cd "$T" && "$MAINT" profile show --no-color Documentation/foo.rst) >out &&
	python3 - out <<-\PY
	import sys
	lines = [l.rstrip("\n") for l in open(sys.argv[1], encoding="utf-8")
	         if l.startswith("  \u00e9")]
	# 2 + 7 * 10 + 6 = 78 columns: seven words a line, then two
	assert [len(l.split()) for l in lines] == [7, 7, 2], lines
	assert max(len(l) for l in lines) <= 80, lines
	PY
'

test_done
