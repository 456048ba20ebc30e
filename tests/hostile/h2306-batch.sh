#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint get --batch fed as a bot feeds it (issue 23, defect 6):
# - MAINTAINERS gone for a moment mid-batch (a git checkout): that path's
#   line has the status and message a single run gives ("MAINTAINER file
#   not found", 2), the batch goes on, and answers again once it is back
#   (it ended the whole batch with "Unknown error 1001", status 4);
# - a path line without a newline is bounded while it is read (a 1 GB
#   line took 980 MB), skipped with a message naming it, and the batch
#   goes on (status 3 at the end);
# batch_drive (lib.sh) writes one path, waits for its line, then the next.

. "$(dirname "$0")/lib.sh"

command -v python3 >/dev/null 2>&1 || test_skip_all 'python3 is not installed'

test_expect_success 'MAINTAINERS gone mid-batch: that line says so, the batch goes on' '
	mk_tree && patch_for drivers/widget/widget-core.c >p.patch &&
	batch_drive p.patch "!mv MAINTAINERS M.away" p.patch "!mv M.away MAINTAINERS" \
		p.patch; status=$?; cat statuses err;
	[ "$status" -eq 0 ] && [ "$(tr "\\n" " " <statuses)" = "0 2 0 " ] &&
	grep "MAINTAINER file not found" err && ! grep -i "unknown error" err &&
	[ "$(grep -c widget-devel out)" -eq 2 ]
'

test_expect_success 'MAINTAINERS unreadable mid-batch: its message, the batch goes on' '
	mk_tree && patch_for drivers/widget/widget-core.c >p.patch &&
	batch_drive p.patch "!mv MAINTAINERS M.away && mkdir MAINTAINERS" p.patch \
		"!rmdir MAINTAINERS && mv M.away MAINTAINERS" p.patch;
	status=$?; cat statuses err;
	[ "$status" -eq 0 ] && [ "$(tr "\\n" " " <statuses)" = "0 2 0 " ] &&
	! grep -i "unknown error" err
'

test_expect_success 'a 300 MB path line without a newline: bounded, skipped, the batch goes on' '
	mk_tree && patch_for drivers/widget/widget-core.c >p.patch &&
	{ echo p.patch; head -c 300000000 /dev/zero | tr "\\0" a; } |
		/usr/bin/time -f %M -o rss timeout 120 "$MAINT" get --nogit \
		--nogit-fallback --batch - >out 2>err;
	status=$?; cat err rss;
	[ "$status" -eq 3 ] && [ "$(wc -l <out)" -eq 1 ] &&
	grep "standard input:2: path line longer than 65536 bytes" err &&
	{ grep -q -a __asan_init "$MAINT" || [ "$(tail -1 rss)" -lt 100000 ]; }
'

test_expect_success 'a path line with a NUL byte: skipped, the next one answered' '
	mk_tree && patch_for drivers/widget/widget-core.c >p.patch &&
	printf "p.\\000patch\\np.patch\\n" |
		m get --nogit --nogit-fallback --batch - >out 2>err;
	status=$?; cat err;
	[ "$status" -eq 3 ] && [ "$(wc -l <out)" -eq 1 ] &&
	grep "standard input:1: .*NUL" err
'

test_done
