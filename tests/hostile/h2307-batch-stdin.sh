#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# "&STDIN" under maint get --batch (issue 23, defect 7). A single run
# reads its patch from standard input when named "&STDIN", as the script
# does; under --batch standard input is the batch's own (its paths, from a
# writer that may keep it open), so a path "&STDIN" is a file name like
# any other: 4 paths in gave 2 answers out and status 0, and with the
# writer keeping standard input open the batch blocked.

. "$(dirname "$0")/lib.sh"

command -v python3 >/dev/null 2>&1 || test_skip_all 'python3 is not installed'

test_expect_success '&STDIN as a path line: a file name, four paths give four answers' '
	mk_tree && patch_for drivers/widget/widget-core.c >p.patch &&
	printf "p.patch\\n&STDIN\\np.patch\\np.patch\\n" |
		m get --nogit --nogit-fallback --batch - >out 2>err;
	status=$?; cat err;
	[ "$status" -eq 0 ] && [ "$(wc -l <out)" -eq 4 ] &&
	grep "\"patch\":\"&STDIN\",\"status\":2" out
'

test_expect_success '&STDIN with the writer keeping standard input open: no block' '
	mk_tree && patch_for drivers/widget/widget-core.c >p.patch &&
	batch_drive p.patch "&STDIN" p.patch; status=$?; cat statuses err;
	[ "$status" -eq 0 ] && [ "$(tr "\\n" " " <statuses)" = "0 2 0 " ]
'

test_expect_success 'a file named &STDIN is read as a patch under --batch' '
	mk_tree && patch_for drivers/widget/widget-core.c >"&STDIN" &&
	echo "&STDIN" | m get --nogit --nogit-fallback --batch - >out 2>err &&
	grep "\"status\":0" out && grep widget-devel out
'

test_done
