#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# A FIFO inside the tree never blocks maint (issue 13, D2): a P: target
# that is a FIFO (profile -f, profile check, profile show, when), a
# .mailmap, a .get_maintainer.ignore or a MAINTAINERS that is one (get,
# fmt, check). The one reader opens in-tree files with O_NONBLOCK and reads
# regular files only: each command ends at once, and where it names the
# file, says it is not a regular file. Nothing writes to the FIFOs, so a
# blocking open or read would hang until the timeout (status 124).

. "$(dirname "$0")/lib.sh"

HOSTILE_TIMEOUT=10

fifo_target() {
	mk_tree &&
	rm Documentation/process/maintainer-widget.rst &&
	mkfifo Documentation/process/maintainer-widget.rst
}

test_expect_success 'P: target FIFO: profile -f ends, names the P: target' '
	fifo_target &&
	defined profile -f drivers/widget/widget-core.c && [ $status -le 3 ] &&
	grep "maintainer-widget.rst" out &&
	grep "maintainer-widget.rst  (not a regular file)\$" out &&
	! grep "Invalid argument" out err
'

test_expect_success 'P: target FIFO: profile check ends with findings, "not a regular file"' '
	fifo_target &&
	defined profile check && [ $status -ge 1 ] && [ $status -le 3 ] &&
	cat out err >all &&
	grep "^MAINTAINERS:[0-9]*: ERROR: p-target: P: .Documentation/process/maintainer-widget.rst. is not a regular file\$" all &&
	! grep "Invalid argument" all
'

test_expect_success 'P: target FIFO: profile show SECTION and the path end' '
	fifo_target &&
	defined profile show "WIDGET CORE" && [ $status -ge 1 ] &&
	[ $status -le 3 ] &&
	defined profile show Documentation/process/maintainer-widget.rst &&
	[ $status -ge 1 ] && [ $status -le 3 ]
'

test_expect_success 'P: target FIFO: when ends and says the profile is not readable' '
	fifo_target &&
	defined when -f drivers/widget/widget-core.c && [ $status -le 3 ] &&
	grep "maintainer-widget.rst" out err
'

test_expect_success 'P: target FIFO: report profiles ends' '
	fifo_target &&
	defined report profiles && [ $status -le 3 ]
'

test_expect_success '.mailmap FIFO: get answers as without a .mailmap' '
	mk_tree && rm -f .mailmap &&
	m get -f drivers/widget/widget-core.c >expect &&
	mkfifo .mailmap &&
	defined get -f drivers/widget/widget-core.c && [ $status -eq 0 ] &&
	test_cmp expect out
'

test_expect_success '.get_maintainer.ignore FIFO: get answers' '
	mk_tree && mkfifo .get_maintainer.ignore &&
	defined get -f drivers/widget/widget-core.c && [ $status -eq 0 ] &&
	grep -i marta out
'

test_expect_success 'MAINTAINERS FIFO: get, check, fmt, profile list end with an error' '
	mk_tree && rm MAINTAINERS && mkfifo MAINTAINERS &&
	defined get -f drivers/widget/widget-core.c && [ $status -ne 0 ] &&
	defined check MAINTAINERS && [ $status -ne 0 ] &&
	defined fmt MAINTAINERS && [ $status -ne 0 ] &&
	grep "not a regular file" err &&
	defined fmt --in-place MAINTAINERS && [ $status -ne 0 ] &&
	test -p MAINTAINERS &&
	defined profile list && [ $status -ne 0 ]
'

test_expect_success 'a patch named on the command line may still be a pipe' '
	mk_tree &&
	patch_for drivers/widget/widget-core.c >p &&
	m profile --brief p >expect &&
	mkfifo pp && { cat p >pp & } &&
	m profile --brief pp >actual &&
	test_cmp expect actual
'

test_done
