#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The corpus's linux-6.12-s612 cases (recorded with the 6.12 script in a
# tree that carries it) give the same outputs with --compat=6.12 in the
# plain linux-6.12 world, which has no script; without it they do not.
#
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"

test_corpus
RUN="python3 $TEST_TOP/tests/conformance/run.py --maint $MAINT --corpus $CORPUS"

test_expect_success 'the s612 cases pass with --compat=6.12 in linux-6.12' '
	$RUN --world linux-6.12-s612 --in-world linux-6.12 \
		--arg=--compat=6.12 >out 2>err &&
	grep -q "^[1-9][0-9]* passed, 0 failed$" out
'

test_expect_success 'and fail there without it (the role words differ)' '
	test_expect_code 1 $RUN --world linux-6.12-s612 --in-world linux-6.12 \
		--show 0 >out 2>err &&
	grep -q "^[0-9]* passed, [1-9][0-9]* failed$" out
'

test_done
