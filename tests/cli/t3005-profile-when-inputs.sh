#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The inputs profile and when share (cli/cli.c): -f with "./" and
# directories, a missing patch said first and once, the one wording of a
# MAINTAINERS load error.
#
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"

TREE=$EXAMPLES/tree

test_expect_success 'profile -f ./ and when -f ./: no out-of-bounds read, status 0' '
	(cd "$TREE" && "$MAINT" profile --no-color -f ./) >out &&
	(cd "$TREE" && "$MAINT" when --rc 3 -f ./) >out2 &&
	grep "^release cycle: -rc3" out2
'

test_expect_success 'profile -f ./drivers/frob and drivers/frob/ agree' '
	(cd "$TREE" && "$MAINT" profile --brief --no-color -f ./drivers/frob) >a &&
	(cd "$TREE" && "$MAINT" profile --brief --no-color -f drivers/frob/) >b &&
	grep "^P: Documentation/process/maintainer-frobnicator.rst" a &&
	test_cmp a b
'

test_expect_success 'when with a missing patch: the error first, nothing about tags' '
	here=$PWD && cd "$TREE" &&
	test_must_fail "$MAINT" when --repo /nonexistent nope.patch \
		>"$here/out" 2>"$here/err" &&
	test "$test_must_fail_status" = 3 && cd "$here" &&
	head -n 1 err | grep "^maint[^ ]* when: cannot open .nope.patch.: No such file or directory" &&
	! grep "tag\|git repository" err &&
	test_must_be_empty out
'

test_expect_success 'profile and when: one wording for a missing MAINTAINERS' '
	test_must_fail "$MAINT" profile --mpath nope -f x 2>err1 &&
	test "$test_must_fail_status" = 3 &&
	test_must_fail "$MAINT" when --rc 3 --mpath nope -f x 2>err2 &&
	test "$test_must_fail_status" = 3 &&
	grep "^maint[^ ]* profile: cannot open .nope.: No such file or directory" err1 &&
	grep "^maint[^ ]* when: cannot open .nope.: No such file or directory" err2
'

test_done
