#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint get in coreboot, U-Boot, Linux 6.1 and Xen answers as each tree's
# own get_maintainer.pl (coreboot's 2017 fork in util/scripts/, U-Boot's
# 6.1 script with its chief penguin, tree check and .get_maintainer.conf,
# Debian's linux-source-6.1, Xen's 0.26-xen fork with its own defaults,
# THE REST rule and brace patterns), byte for byte.
#
# The reduced copies in tests/dropin/TREE/ (made from the real trees by
# tests/dropin/fixture.py make; see its header) are laid out as git work
# trees and every case is compared with the script's output recorded in
# that copy (or, where the script leaves an order to Perl's hash order,
# with the same script given maint's documented orders).  The option sets
# are the ones these trees' users run: the default, b4's To: and Cc:
# commands (U-Boot's own from its .b4-config), --sections, and --git; all
# with an absolute --git-since, on -f files and on patches of the trees'
# history.  These need only python3 and git.
#
# The tests never run a tree's script: only `fixture.py record` and
# `fixture.py live` do, run by hand (tests/dropin/README.md).
#
# shellcheck disable=SC1091

. "$(dirname "$0")/lib.sh"

command -v python3 >/dev/null 2>&1 || test_skip_all "python3 is not installed"
command -v git >/dev/null 2>&1 || test_skip_all "git is not installed"

FIXTURE="python3 $TEST_TOP/tests/dropin/fixture.py"

for tree in coreboot u-boot linux-6.1 xen; do
	test_expect_success "$tree: every case of the reduced tree" '
		$FIXTURE check '"$tree"' "$MAINT" >tap 2>&1 || { cat tap; false; }
	'
done

test_done
