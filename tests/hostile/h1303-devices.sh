#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# A character device (or a FIFO) in the tree does not hang the line counts
# (issue 13, D3): coverage --lines and report html --lines counted any
# non-directory to EOF, and a copy of /dev/zero never ends. Only regular
# files are counted now. mknod needs root; without it only the FIFO runs.

. "$(dirname "$0")/lib.sh"

HOSTILE_TIMEOUT=15

devices() {
	mk_tree &&
	mkfifo drivers/widget/fifo &&
	if [ "$(id -u)" = 0 ]; then
		mknod drivers/widget/zero c 1 5 &&
		mknod drivers/widget/urandom c 1 9
	fi
}

test_expect_success 'coverage --lines with a FIFO and character devices in the tree ends' '
	devices &&
	defined coverage --lines && [ $status -le 1 ] &&
	defined coverage --lines --json && [ $status -le 1 ]
'

test_expect_success 'report html --lines with them ends and writes the page' '
	devices &&
	defined report html --lines -o page.html && [ $status -eq 0 ] &&
	test -s page.html
'

test_expect_success 'the devices count no lines; regular files still do' '
	devices &&
	m coverage --lines --json drivers/widget >out &&
	python3 -c "
import json, sys
d = json.load(open(\"out\"))
s = json.dumps(d)
assert \"lines\" in s, s[:300]
" 
'

test_done
