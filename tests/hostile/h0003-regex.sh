#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# K: and N: patterns made for catastrophic backtracking, matched against
# long "aaaa...b" lines and paths: PCRE2's match and depth limits stop
# them; maint warns naming the MAINTAINERS line, skips the pattern and
# answers at once (well under a second of CPU; bounded at 5 s of CPU, not
# of wall time, which a loaded machine stretches).

. "$(dirname "$0")/lib.sh"

evil_section() {
	printf '\nEVIL\nM:\tEvil <evil@example.org>\nS:\tMaintained\nK:\t%s\nN:\t%s\n' "$1" "$2" >>MAINTAINERS
}

long_a=$(head -c 100000 /dev/zero | tr '\0' a)

test_expect_success 'K: (a+)+$ against a 100,000-byte aaaa...b line: warning naming the line, skipped, status 0 fast' '
	mk_tree && evil_section "(a+)+\$" "nomatch" &&
	line=$(grep -n "^K:	(a+)+" MAINTAINERS | cut -d: -f1) &&
	{ patch_for kernel/Makefile; printf "+%sb\n" "$long_a"; } >evil.patch &&
	cpu_timed "$MAINT" get --nogit --nogit-fallback evil.patch &&
	[ $status -eq 0 ] &&
	grep "MAINTAINERS:$line:.*(a+)+\\$.*limit" err &&
	[ "$cpu_ms" -lt 5000 ]
'

test_expect_success 'K: (a|aa)*c and (.*a){12} variants: each ends fast with status 0' '
	mk_tree && evil_section "(a|aa)*c" "nomatch" &&
	evil_section "(.*a){12}x" "nomatch2" &&
	{ patch_for kernel/Makefile; printf "+%s\n" "$long_a"; } >evil.patch &&
	defined get --nogit --nogit-fallback evil.patch && [ $status -eq 0 ]
'

test_expect_success 'N: ^([a-z/]+)+$ against a 5,000-byte path ending in "!": warning naming the line, status 0' '
	mk_tree && evil_section "nomatch" "^([a-z/]+)+\$" &&
	line=$(grep -n "^N:	\^(\[a-z/\]+)+" MAINTAINERS | cut -d: -f1) &&
	x=$(head -c 5000 /dev/zero | tr "\0" x) &&
	patch_for "drivers/$x!/f.c" >evil.patch &&
	cpu_timed "$MAINT" get --nogit --nogit-fallback evil.patch &&
	[ $status -eq 0 ] &&
	grep "MAINTAINERS:$line:.*limit" err &&
	[ "$cpu_ms" -lt 5000 ]
'

test_expect_success 'K: pattern too large to compile: warning naming the line, status 0' '
	mk_tree && evil_section "(.*){1,32000}[bc]" "(.*){1,32000}[bc]" &&
	patch_for kernel/Makefile >p.patch &&
	defined get --nogit --nogit-fallback p.patch && [ $status -eq 0 ] &&
	grep "MAINTAINERS:[0-9]*:.*compile" err
'

test_expect_success 'maint check on the evil patterns: ends fast, reports the lines (status 1)' '
	mk_tree && evil_section "(a+)+\$" "^([a-z/]+)+\$" &&
	evil_section "(.*){1,32000}[bc]" "[unclosed" &&
	defined check MAINTAINERS && [ $status -eq 1 ] &&
	grep "unclosed\|missing" out
'

test_done
