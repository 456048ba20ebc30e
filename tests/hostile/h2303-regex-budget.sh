#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# A tree's regexes under a budget (issue 23, defect 3). PCRE2's match
# limit stops one match, but a pattern that hit it was tried again for
# every later path (100 such F: patterns x 300 paths: 3 minutes), and one
# that stays just under it (600,000 steps a path) was never stopped. Now a
# pattern that hits the limit once is given up for the rest of the run,
# with one warning naming its line, and every query's F:, X:, N: and K:
# regexes share one budget of match steps: when it is spent, one warning,
# and the query answers with what it has. maint check's "does any file
# match" stops the same way. Times are bounded as CPU time (cpu_timed).
# Globs whose regex is only literals, "." and ".*" need no regex engine
# (db/glob.h answers them in linear time, exactly): the evil patterns here
# hold a class ("[a]*") to reach PCRE2, and one test shows the plain form
# answered at once.

. "$(dirname "$0")/lib.sh"

# evil_f N STARS [ATOM [END]]: N sections whose F: is ATOM* ("[a]*") STARS
# times then ENDI ("zI"; a regex "[a].*[a].*...z0" backtracks on a path of
# a's holding the digit).
evil_f() {
	i=0
	while [ "$i" -lt "$1" ]; do
		printf '\nEVIL %d\nM:\tEvil %d <evil%d@example.org>\nS:\tMaintained\nF:\t' \
			"$i" "$i" "$i"
		j=0
		while [ "$j" -lt "$2" ]; do printf '%s*' "${3:-[a]}"; j=$((j + 1)); done
		printf '%s%d\n' "${4:-z}" "$i"
		i=$((i + 1))
	done >>MAINTAINERS
}

# paths N LEN: N paths of LEN a's and a number, holding every digit
paths() {
	a=$(head -c "$2" /dev/zero | tr '\0' a)
	i=0
	while [ "$i" -lt "$1" ]; do
		echo "$a$i/x0123456789.c"
		i=$((i + 1))
	done
}

# once_each: no MAINTAINERS line is warned about twice
once_each() {
	grep -o '^MAINTAINERS:[0-9]*:' err | sort | uniq -d >dups
	if [ -s dups ]; then
		echo "warned more than once:"
		head dups
		return 1
	fi
}

test_expect_success '100 F: patterns over the limit x 300 paths: each given up once, a budget, fast' '
	mk_tree && evil_f 100 14 && paths 300 60 | while read -r p; do
		patch_for "$p"; done >p.patch &&
	cpu_timed "$MAINT" get --nogit --nogit-fallback p.patch;
	[ "$status" -eq 0 ] && once_each &&
	grep -c "exceeds the match limit; given up for the rest of the run" err &&
	grep "MAINTAINERS:[0-9]*: pattern .*regex budget is spent" err &&
	[ "$cpu_ms" -lt 15000 ]
'

# "a*"x14 then "/xI": every path has "/x0", none "/x1".."/x99"
test_expect_success 'plain globs "a*a*...": no regex engine, exact answers, no warning' '
	mk_tree && evil_f 100 14 a /x && paths 300 60 | while read -r p; do
		patch_for "$p"; done >p.patch &&
	cpu_timed "$MAINT" get --nogit --nogit-fallback p.patch;
	[ "$status" -eq 0 ] && ! grep "given up\|budget" err &&
	grep "^Evil 0 <evil0@example.org>" out &&
	[ "$(grep -c "^Evil [0-9]* <evil[0-9]*@example.org>" out)" -eq 1 ] &&
	[ "$cpu_ms" -lt 2000 ]
'

test_expect_success '10 F: patterns over the limit x 400 paths: ten warnings, no budget spent' '
	mk_tree && evil_f 10 14 && paths 400 60 | while read -r p; do
		patch_for "$p"; done >p.patch &&
	cpu_timed "$MAINT" get --nogit --nogit-fallback p.patch;
	[ "$status" -eq 0 ] && once_each &&
	[ "$(grep -c "given up for the rest of the run" err)" -eq 10 ] &&
	! grep "budget" err && [ "$cpu_ms" -lt 10000 ]
'

test_expect_success '100 F: patterns just under the limit x 300 paths: the budget stops them' '
	mk_tree && evil_f 100 4 && paths 300 60 | while read -r p; do
		patch_for "$p"; done >p.patch &&
	cpu_timed "$MAINT" get --nogit --nogit-fallback p.patch;
	[ "$status" -eq 0 ] &&
	[ "$(grep -c "regex budget is spent" err)" -eq 1 ] &&
	[ "$cpu_ms" -lt 15000 ]
'

# a step of a pattern with 900 capturing groups copies a 14 KiB frame: 60
# times the work of a plain one, weighed as such (run to the limit once,
# it took 1.5 s; main took over 300 s on this)
test_expect_success '40 F: patterns with 900 groups each over the limit x 50 paths: bounded' '
	mk_tree &&
	g=$(i=0; while [ $i -lt 900 ]; do printf "()"; i=$((i + 1)); done) &&
	i=0 && while [ $i -lt 40 ]; do
		printf "\nGROUPS %d\nM:\tG <g%d@example.org>\nS:\tMaintained\nF:\t%sa*a*a*a*a*a*a*a*a*a*a*a*a*a*z%d\n" \
			$i $i "$g" $i >>MAINTAINERS; i=$((i + 1)); done &&
	paths 50 60 | while read -r p; do patch_for "$p"; done >p.patch &&
	cpu_timed "$MAINT" get --nogit --nogit-fallback p.patch;
	[ "$status" -eq 0 ] && once_each && [ "$cpu_ms" -lt 20000 ]
'

test_expect_success '--batch: a pattern given up in one query is not tried in the next' '
	mk_tree && evil_f 3 14 && paths 20 60 | while read -r p; do
		patch_for "$p"; done >p.patch &&
	m get --nogit --nogit-fallback --batch p.patch p.patch p.patch \
		>out 2>err &&
	[ "$(wc -l <out)" -eq 3 ] &&
	[ "$(grep -c "given up for the rest of the run" err)" -eq 3 ] &&
	once_each
'

test_expect_success 'N: over the limit: given up once, not warned for every path' '
	mk_tree &&
	printf "\nEVIL N\nM:\tEvil <evil@example.org>\nS:\tMaintained\nN:\t^([a-z0-9/]+)+\\\\.cx\$\n" \
		>>MAINTAINERS &&
	paths 50 60 | while read -r p; do patch_for "$p.cxy"; done >p.patch &&
	cpu_timed "$MAINT" get --nogit --nogit-fallback p.patch;
	[ "$status" -eq 0 ] && cat err &&
	[ "$(grep -c "N: regex .*given up" err)" -eq 1 ] &&
	[ "$cpu_ms" -lt 10000 ]
'

test_expect_success 'K: over the limit: given up once for all lines of the patch' '
	mk_tree &&
	printf "\nEVIL K\nM:\tEvil <evil@example.org>\nS:\tMaintained\nK:\t(a+)+\$\n" \
		>>MAINTAINERS &&
	long=$(head -c 30000 /dev/zero | tr "\\0" a) &&
	{ patch_for kernel/Makefile; i=0; while [ $i -lt 200 ]; do
		printf "+%sb\n" "$long"; i=$((i + 1)); done; } >p.patch &&
	cpu_timed "$MAINT" get --nogit --nogit-fallback p.patch;
	[ "$status" -eq 0 ] &&
	[ "$(grep -c "K: regex .*given up" err)" -eq 1 ] &&
	[ "$cpu_ms" -lt 10000 ]
'

test_expect_success 'check: F: patterns over the limit against 3000 files: fast, said' '
	mk_tree && evil_f 20 14 &&
	paths 3000 60 | sed "s#/.*##" | xargs mkdir &&
	for d in a*; do : >"$d/x0123456789.c"; done &&
	cpu_timed "$MAINT" check MAINTAINERS;
	[ "$status" -le 1 ] &&
	grep "too costly to match" out err | head -3 &&
	[ "$cpu_ms" -lt 15000 ]
'

test_expect_success 'sane patterns answer as before' '
	mk_tree && evil_f 100 14 &&
	m get --nogit --nogit-fallback -f drivers/widget/widget-core.c >out &&
	grep -F "widget-devel@lists.example.org" out
'

test_done
