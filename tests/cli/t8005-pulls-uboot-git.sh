#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint pulls on a real U-Boot clone (bare or not) named by
# MAINT_UBOOT_GIT, as of 2026-08-20 or later: the v2026.04..v2026.07
# cycle has 89 pulls from 27 trees, whose merges name source.denx.de,
# gitlab.denx.de and git.denx.de while the T: lines of today's MAINTAINERS
# name git.u-boot-project.org.  Without MAINT_UBOOT_GIT the test is
# skipped, with a notice.

. "$(dirname "$0")/lib.sh"

if [ -z "${MAINT_UBOOT_GIT-}" ]; then
	echo "# NOTICE: MAINT_UBOOT_GIT is not set: the real U-Boot checks are skipped" >&2
	test_skip_all "MAINT_UBOOT_GIT does not name a U-Boot clone"
fi
git -C "$MAINT_UBOOT_GIT" rev-parse --verify -q v2026.07 >/dev/null ||
	test_skip_all "$MAINT_UBOOT_GIT has no tag v2026.07"
U=$MAINT_UBOOT_GIT

# summary KEYS... of the JSON on stdin, one a line
sget() {
	python3 -c 'import json,sys
s = json.load(sys.stdin)["summary"]
for k in sys.argv[1:]:
    print(k, json.dumps(s[k], sort_keys=True))' "$@"
}

test_expect_success 'v2026.04..v2026.07 with no options: 25 of 27 trees tied' '
	"$MAINT" pulls -C "$U" v2026.04..v2026.07 --json >out &&
	sget pulls trees pulls_by_depth tied_url tied_path trees_unlisted \
		<out >actual &&
	cat >expect <<-\EOT &&
	pulls 89
	trees 27
	pulls_by_depth {"1": 60, "2": 29}
	tied_url 21
	tied_path 4
	trees_unlisted 2
	EOT
	test_cmp expect actual
'

test_expect_success 'the two untied trees have no T: line at all' '
	"$MAINT" pulls -C "$U" v2026.04..v2026.07 --json >out &&
	python3 -c "
import json, sys
for t in json.load(sys.stdin)[\"trees\"]:
    if t[\"pulls\"] and not t[\"sections\"]:
        print(t[\"url\"])" <out >actual &&
	cat >expect <<-\EOT &&
	source.denx.de/u-boot/custodians/u-boot-ufs
	source.denx.de/u-boot/custodians/u-boot-raspberrypi
	EOT
	test_cmp expect actual &&
	! git -C "$U" grep -q -e "u-boot-ufs" -e "u-boot-raspberrypi" \
		v2026.07 -- "*MAINTAINERS"
'

test_expect_success 'with the MAINTAINERS of HEAD (new host): 25 tied by path' '
	git -C "$U" show HEAD:MAINTAINERS >M &&
	"$MAINT" pulls -C "$U" --mpath "$PWD/M" v2026.04..v2026.07 >out &&
	grep "trees tied: *25 of 27 (by URL 0, by path 25; ambiguous 0)" out &&
	grep -F "  source.denx.de/u-boot-usb = git.u-boot-project.org/u-boot/custodians/u-boot-usb: tied by path (host differs: source.denx.de vs git.u-boot-project.org)" out
'

test_expect_success '--releases v2025.01..v2026.07' '
	"$MAINT" pulls -C "$U" --releases v2025.01..v2026.07 >out &&
	cat out >&2 &&
	sed -n "2,7p" out | awk "{ print \$1, \$2, \$3, \$4, \$5, \$6 }" >actual &&
	cat >expect <<-\EOT &&
	v2025.04 140 69 26 24 20.3%
	v2025.07 163 84 27 23 33.3%
	v2025.10 149 78 23 21 26.9%
	v2026.01 137 76 27 26 21.1%
	v2026.04 123 62 24 20 30.6%
	v2026.07 142 89 27 24 32.6%
	EOT
	test_cmp expect actual
'

test_done
