#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# P: values that leave the tree: "..", absolute paths, symlinks pointing
# outside. maint profile (list, show, check, for a file) and maint check
# must never read them: they are reported as outside the tree, and the
# secret text never appears in any output.

. "$(dirname "$0")/lib.sh"

mk_escape() {
	mk_tree &&
	mkdir ../outside-$test_count &&
	printf 'Secret\n======\n\nTOPSECRET-%s within one week\n' "$test_count" \
		>../outside-$test_count/secret.rst &&
	ln -s "$PWD/../outside-$test_count" Documentation/escape &&
	ln -s "$PWD/../outside-$test_count/secret.rst" Documentation/link.rst &&
	printf '\nESCAPE\nM:\tE <e@example.org>\nS:\tMaintained\nF:\tkernel/\nP:\t../outside-%s/secret.rst\nP:\t%s/../outside-%s/secret.rst\nP:\tDocumentation/escape/secret.rst\nP:\tDocumentation/link.rst\nP:\tDocumentation/../../outside-%s/secret.rst\n' \
		"$test_count" "$PWD" "$test_count" "$test_count" >>MAINTAINERS
}

no_secret() {
	if grep -r TOPSECRET out err; then
		echo 'a profile outside the tree was read' >&2
		return 1
	fi
}

test_expect_success 'profile list: outside-the-tree P: values classified, nothing read' '
	mk_escape &&
	defined profile list && [ $status -le 1 ] && no_secret &&
	grep -c "outside\|escape\|link.rst" out
'

test_expect_success 'profile -f kernel/Makefile: the escaping profiles are refused, status defined' '
	mk_escape &&
	defined profile -f kernel/Makefile && [ $status -le 3 ] && no_secret
'

# A path the user names on the command line is the user's choice, as with
# cat: it is read wherever it is. Only P: values are confined to the tree.
test_expect_success 'profile show PATH named on the command line: read as given (status 0), a defined result' '
	mk_escape &&
	defined profile show ../outside-$test_count/secret.rst && [ $status -eq 0 ] &&
	grep TOPSECRET out
'

test_expect_success 'profile show ESCAPE (by section): refused or reported, never read' '
	mk_escape &&
	defined profile show ESCAPE && [ $status -le 3 ] && no_secret
'

test_expect_success 'profile check and maint check: the P: lines are findings (status 1), nothing read' '
	mk_escape &&
	defined profile check && [ $status -le 1 ] && no_secret &&
	defined check MAINTAINERS && [ $status -eq 1 ] && no_secret &&
	grep -c "outside\|tree" out
'

test_done
