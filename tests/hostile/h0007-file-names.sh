#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# File names with spaces, quotes, $(...), backquotes, ';' and leading
# dashes, outside a git work tree: given to maint get -f (a name starting
# with '-' after -f is a file) and named by a patch (cut at white space,
# as get_maintainer.pl does). Answered, nothing run. The git work tree
# case is tests/cli/t6002-processes.sh.

. "$(dirname "$0")/lib.sh"

NAMES='$(touch pwned1)
`touch pwned2`
a;touch pwned3
sp ace
q"u'"'"'ote
--output=pwned5
-rf'

test_expect_success 'get -f with each hostile name: answered (status 0), nothing run' '
	mk_tree &&
	printf "%s\n" "$NAMES" | while IFS= read -r n; do
		echo x >"drivers/frob/$n" &&
		defined get -f "drivers/frob/$n" && [ $status -eq 0 ] &&
		grep -i frida out || exit 1
	done &&
	! ls | grep pwned
'

test_expect_success 'a patch naming the hostile files: answered (status 0), nothing run' '
	mk_tree &&
	printf "%s\n" "$NAMES" | while IFS= read -r n; do
		patch_for "drivers/frob/$n"
	done >p.patch &&
	defined get p.patch && [ $status -eq 0 ] && grep -i frida out &&
	! ls | grep pwned
'

test_expect_success 'a patch file whose name starts with a dash, given after --: read as a patch' '
	mk_tree &&
	patch_for drivers/frob/frob-core.c >./--output=x &&
	defined get -- --output=x && [ $status -eq 0 ] && grep -i frida out &&
	test ! -e x
'

test_done
