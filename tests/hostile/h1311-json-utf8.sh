#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# --json output is always valid UTF-8 (issue 13, D11): file names and
# MAINTAINERS values with bytes that are not UTF-8 (\377\376, a cut
# sequence, an overlong form, a surrogate) come out as U+FFFD, in get,
# profile, check, when, coverage and pulls JSON. Python's strict UTF-8
# decoder and JSON parser check every output.

. "$(dirname "$0")/lib.sh"

command -v python3 >/dev/null 2>&1 || test_skip_all "python3 is not installed"

# valid FILE: strict UTF-8 and JSON
valid() {
	python3 -c '
import json, sys
raw = open(sys.argv[1], "rb").read()
text = raw.decode("utf-8")
json.loads(text)
' "$1"
}

BAD=$(printf 'bad\377\376-\340\200\257-\355\240\200-\303.c')

tree() {
	mk_tree &&
	printf 'BAD \377 SECTION\nM:\tB\377d N\303me <bad@example.org>\nS:\tMaintained\nW:\thttp://example.org/\377\nF:\tdrivers/bad/\nK:\t\377\376\n\n' >>MAINTAINERS &&
	mkdir -p drivers/bad && echo x >"drivers/bad/$BAD"
}

test_expect_success 'get --json of a patch touching a file named with invalid UTF-8' '
	tree &&
	patch_for "drivers/bad/$BAD" >p &&
	defined get --json p && [ $status -eq 0 ] && valid out &&
	grep "$(printf "\357\277\275")" out
'

test_expect_success 'get --json -f and profile --json' '
	tree &&
	defined get --json -f "drivers/bad/$BAD" && valid out &&
	patch_for "drivers/bad/$BAD" drivers/widget/widget-core.c >p &&
	defined profile --json p && [ $status -le 1 ] && valid out
'

test_expect_success 'check --json' '
	tree &&
	printf "BROKEN \377\nQ:\t\377\376\nF:\tnowhere/\377/\n" >>MAINTAINERS &&
	defined check --json MAINTAINERS && [ $status -le 1 ] && valid out
'

test_expect_success 'coverage --json' '
	tree &&
	defined coverage --json && [ $status -le 1 ] && valid out
'

test_expect_success 'when --json' '
	tree &&
	defined when --json --today 2024-10-04 -f "drivers/bad/$BAD" drivers/widget/widget-core.c &&
	[ $status -le 1 ] && valid out
'

test_done
