#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Hostile input files: empty, truncated, NUL bytes, invalid UTF-8, CRLF
# line ends, a 10 MB line, in MAINTAINERS (for get, check, fmt, migrate,
# profile list), in a patch (for get) and in a profile (for profile show
# and check). Each must end with a defined status within the timeout; the
# test names say which result is expected.

. "$(dirname "$0")/lib.sh"

# variant NAME: write MAINTAINERS of that kind (from the example tree's).
variant() {
	mk_tree
	case $1 in
	empty) : >MAINTAINERS ;;
	truncated) head -c 3001 "$EXAMPLES/tree/MAINTAINERS" >MAINTAINERS ;;
	nul) printf 'NUL\000SECTION\nM:\tA\000 <a@example.org>\nS:\tMaintained\nF:\tker\000nel/\n\n' >>MAINTAINERS ;;
	utf8) printf 'BAD \377\376 UTF-8\nM:\t\303\050 <a@example.org>\nS:\tMaintained\nF:\tkernel/\200/\n\n' >>MAINTAINERS ;;
	crlf) sed 's/$/\r/' "$EXAMPLES/tree/MAINTAINERS" >MAINTAINERS ;;
	longline)
		{ printf 'LONG\nM:\tA <a@example.org>\nS:\tMaintained\nF:\t'
		  head -c 10485760 /dev/zero | tr '\0' a
		  printf '\nK:\t'
		  head -c 10485760 /dev/zero | tr '\0' b
		  printf '\n\n'; } >>MAINTAINERS ;;
	esac
}

for v in empty truncated nul utf8 crlf longline; do
	test_expect_success "MAINTAINERS $v: get -f answers or refuses (status 0 or 2), check/fmt/migrate/profile list end defined" '
		variant '"$v"' &&
		defined get -f kernel/Makefile && { [ $status -eq 0 ] || [ $status -eq 2 ]; } &&
		defined check MAINTAINERS && [ $status -le 3 ] &&
		defined fmt MAINTAINERS && [ $status -le 3 ] &&
		defined migrate MAINTAINERS && [ $status -le 3 ] &&
		defined profile list && [ $status -le 3 ]
	'
done

test_expect_success 'MAINTAINERS empty: get -f prints nothing, status 0' '
	mk_tree && : >MAINTAINERS &&
	defined get -f kernel/Makefile && [ $status -eq 0 ]
'

test_expect_success 'MAINTAINERS with CRLF: the section still matches, no CR in the output' '
	mk_tree &&
	sed "s/\$/\r/" "$EXAMPLES/tree/MAINTAINERS" >MAINTAINERS &&
	m get --norolestats -f drivers/frob/frob-core.c >out &&
	grep -i "frida" out && ! grep "$(printf "\r")" out
'

# Patches
pvariant() {
	case $1 in
	empty) : >p.patch ;;
	truncated) patch_for drivers/frob/frob-core.c | head -c 40 >p.patch ;;
	nul) { patch_for drivers/frob/frob-core.c; printf '+\000\000bin\000\n'; } >p.patch ;;
	nulname) printf 'diff --git a/drivers/fr\000ob.c b/drivers/fr\000ob.c\n--- a/drivers/fr\000ob.c\n+++ b/drivers/fr\000ob.c\n@@ -1 +1 @@\n-a\n+b\n' >p.patch ;;
	utf8) { patch_for "drivers/frob/\377\376.c"; printf 'From: \303\050 <x@example.org>\n'; } >p.patch ;;
	crlf) patch_for drivers/frob/frob-core.c | sed 's/$/\r/' >p.patch ;;
	longline)
		{ patch_for drivers/frob/frob-core.c; printf '+'
		  head -c 10485760 /dev/zero | tr '\0' x; printf '\n'; } >p.patch ;;
	longname)
		long=$(head -c 1048576 /dev/zero | tr '\0' d)
		patch_for "drivers/$long.c" >p.patch ;;
	esac
}

for v in empty truncated nul nulname utf8 crlf longline longname; do
	test_expect_success "patch $v: get answers (status 0, warning when not a patch)" '
		mk_tree && pvariant '"$v"' &&
		defined get p.patch && [ $status -eq 0 ]
	'
done

test_expect_success 'patch with CRLF: the file is found (frob maintainer named)' '
	mk_tree && pvariant crlf &&
	m get p.patch >out && grep -i frob out
'

test_expect_success 'patch from stdin, empty: status 0 with a warning' '
	mk_tree &&
	m get </dev/null >out 2>err; status=$?
	[ $status -eq 0 ] && grep -i "patch" err
'

# Profiles: the example tree's widget profile replaced.
PROF=Documentation/process/maintainer-widget.rst
prvariant() {
	mk_tree
	case $1 in
	empty) : >$PROF ;;
	truncated) head -c 200 "$EXAMPLES/tree/$PROF" >$PROF ;;
	nul) printf 'Title\n=====\n\nText\000more\n' >$PROF ;;
	utf8) printf 'T\377tle\n=====\n\nReview \303\050 Cadence\n---------------\n\nwithin one week\n' >$PROF ;;
	crlf) sed 's/$/\r/' "$EXAMPLES/tree/$PROF" >$PROF ;;
	longline) { printf 'Title\n=====\n\n'; head -c 10485760 /dev/zero | tr '\0' w; printf '\n'; } >$PROF ;;
	esac
}

for v in empty truncated utf8 crlf; do
	test_expect_success "profile $v: show and check end defined (status 0, 1 or 3)" '
		prvariant '"$v"' &&
		defined profile show $PROF && [ $status -le 3 ] &&
		defined profile check && [ $status -le 3 ]
	'
done

test_expect_success 'profile with NUL bytes: refused as binary (status 3, error names the file)' '
	prvariant nul &&
	defined profile show $PROF && [ $status -eq 3 ] && grep maintainer-widget err
'

test_expect_success 'profile with a 10 MB line: refused as too large (status 3)' '
	prvariant longline &&
	defined profile show $PROF && [ $status -eq 3 ] && grep -i "large\|big" err
'

test_expect_success 'regression (fuzz-profile): P: value of letters and digits only' '
	mk_tree &&
	printf "ALNUM\nM:\tA <a@example.org>\nS:\tMaintained\nP:\tabc123\nP:\tx\nF:\tkernel/\n" >>MAINTAINERS &&
	defined profile list && [ $status -le 1 ] &&
	defined check MAINTAINERS && [ $status -le 1 ]
'

test_done
