#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint get in coreboot, U-Boot and Linux 6.1 answers as each tree's own
# get_maintainer.pl (coreboot's 2017 fork in util/scripts/, U-Boot's 6.1
# script with its chief penguin, tree check and .get_maintainer.conf,
# Debian's linux-source-6.1), byte for byte.
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
# Where the real trees are (MAINT_TREES, default /work/trees: coreboot,
# u-boot, linux-6.1), a sample of the same cases also runs there against
# the tree's script run in that tree (perl); without them that part is
# skipped with a notice.
#
# shellcheck disable=SC1091

. "$(dirname "$0")/lib.sh"

command -v python3 >/dev/null 2>&1 || test_skip_all "python3 is not installed"
command -v git >/dev/null 2>&1 || test_skip_all "git is not installed"

FIXTURE="python3 $TEST_TOP/tests/dropin/fixture.py"
TREES=${MAINT_TREES:-/work/trees}
LIVE=${MAINT_DROPIN_LIVE:-12}

for tree in coreboot u-boot linux-6.1; do
	test_expect_success "$tree: every case of the reduced tree" '
		$FIXTURE check '"$tree"' "$MAINT" >tap 2>&1 || { cat tap; false; }
	'
done

for tree in coreboot u-boot linux-6.1; do
	if [ -f "$TREES/$tree/MAINTAINERS" ] && command -v perl >/dev/null; then
		test_expect_success "$tree: a sample in the real tree, against its script" '
			$FIXTURE live '"$tree"' "$TREES/'"$tree"'" "$MAINT" '"$LIVE"' \
				>tap 2>&1 || { cat tap; false; }
		'
	else
		echo "# NOTICE: t1010: no real $tree tree in $TREES (or no perl): not compared there" >&2
	fi
done

test_done
