#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint profile in the linux-6.12 world of the corpus: drivers/net/ patches
# bring in the netdev profile; list and check over every P: line.  The
# world is laid out once into build/worlds/linux-6.12 (as the conformance
# runner does) and reused.
#
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"

test_corpus
test_world linux-6.12
PATCHES=$CORPUS/patches

test_expect_success 'drivers/net/ patches bring in the netdev profile' '
	n=0 &&
	for p in $(grep -l "^+++ b/drivers/net/" "$PATCHES"/*.patch | head -n 5); do
		(cd "$WORLD" && "$MAINT" profile --brief --no-color "$p") >out &&
		grep "^P: Documentation/process/maintainer-netdev.rst\$" out &&
		grep "from: NETWORKING " out &&
		grep "style cleanup patches: only with other changes  \[Documentation/process/maintainer-netdev.rst:399\]" out ||
		return 1
		n=$((n + 1))
	done &&
	test $n -gt 0
'

test_expect_success 'profile -f on nvdimm gives the libnvdimm facts' '
	(cd "$WORLD" && "$MAINT" profile --brief --no-color -f drivers/nvdimm/pmem.c) >out &&
	grep "^P: Documentation/nvdimm/maintainer-entry-profile.rst\$" out &&
	grep "last -rc for new feature submissions: -rc4" out &&
	grep "last -rc to merge or stabilize features: -rc6" out &&
	grep "wait before pinging: up to one week" out &&
	grep "preferred reminder: private mail reminder" out &&
	grep "ndctl <https://github.com/pmem/ndctl> (required)" out
'

test_expect_success 'URIs are links, not files' '
	(cd "$WORLD" && "$MAINT" profile --no-color -f security/selinux/hooks.c) >out &&
	grep "^P: https://github.com/SELinuxProject/selinux-kernel/blob/main/README.md  (not fetched: run with --fetch)\$" out
'

test_expect_success 'profile list: 17 P: lines, kinds and existence' '
	(cd "$WORLD" && "$MAINT" profile list) >out &&
	test $(wc -l <out) -eq 17 &&
	test $(grep -c "	uri	" out) -eq 4 &&
	test $(grep -c "	exists\$" out) -eq 13
'

test_expect_success 'profile check over linux-6.12: no errors, JSON too' '
	(cd "$WORLD" && test_expect_code 1 "$MAINT" profile check) >out &&
	grep "^Documentation/process/maintainer-netdev.rst:6: WARNING: template-section: missing template section .Key Cycle Dates.\$" out &&
	grep "^Documentation/driver-api/media/maintainer-entry-profile.rst: CHECK: unnamed-profile: profile-like document is not named by any P: line\$" out &&
	! grep ": ERROR: " out &&
	grep "^total: 0 errors, [0-9]* warnings, [0-9]* checks\$" out &&
	(cd "$WORLD" && "$MAINT" profile check --level=error) >out &&
	echo "total: 0 errors, 0 warnings, 0 checks" >expect &&
	test_cmp expect out &&
	(cd "$WORLD" && test_expect_code 1 "$MAINT" profile check --json) >j &&
	python3 -c "import json; d=json.load(open(\"j\")); assert len(d)>10 and not [f for f in d if f[\"level\"]==\"error\"] and all(set(f)=={\"file\",\"line\",\"level\",\"check\",\"message\"} for f in d)"
'

test_done
