#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint pulls on a repository that replays U-Boot's 918 real merges since
# 2025 (messages, committers, dates, topology; ../shared/corpus/u-boot),
# against the summary tests/pulls-fixture.py computes on its own, for
# every release cycle, with and without host aliases.

. "$(dirname "$0")/lib.sh"

CORPUS=$TEST_TOP/../shared/corpus/u-boot
if [ ! -f "$CORPUS/merges.txt" ]; then
	if [ "${MAINT_REQUIRE_CORPUS-}" = 1 ]; then
		echo "Bail out! the corpus is missing: $CORPUS"
		exit 1
	fi
	test_skip_all "the corpus is missing ($CORPUS)"
fi
command -v git >/dev/null 2>&1 || test_skip_all "git is not installed"
command -v python3 >/dev/null 2>&1 || test_skip_all "python3 is not installed"

# cached under build/, keyed on the corpus files and the script
FIX=$TEST_TOP/build/pulls-fixtures/uboot
python3 "$TEST_TOP/tests/pulls-fixture.py" uboot "$CORPUS" "$FIX" >/dev/null || {
	echo "Bail out! cannot build the U-Boot fixture"
	exit 1
}
REPO=$FIX/repo
MNT=$CORPUS/files/MAINTAINERS
ALIASES=source.denx.de=git.u-boot-project.org,gitlab.denx.de=git.u-boot-project.org,git.denx.de=git.u-boot-project.org

# compare RANGE-KEY: the summary of maint's JSON on stdin against expected
compare() {
	python3 "$TEST_TOP/tests/pulls-fixture.py" compare "$FIX/expected.json" "$1"
}

for rel in v2025.04 v2025.07 v2025.10 v2026.01 v2026.04 v2026.07; do
	prev=$(python3 -c '
import json, sys
for k in json.load(open(sys.argv[1]))["ranges"]:
    if k.endswith(".." + sys.argv[2]):
        print(k)' "$FIX/expected.json" "$rel")
	test_expect_success "--release $rel ($prev) matches the fixture" '
		"$MAINT" pulls -C "$REPO" --mpath "$MNT" --release $rel \
			--json >out &&
		compare "$prev" <out &&
		"$MAINT" pulls -C "$REPO" --mpath "$MNT" --release $rel \
			--host-alias $ALIASES --json >out &&
		compare "$prev+aliases" <out
	'
done

test_expect_success 'everything since v2025.01 matches the fixture' '
	"$MAINT" pulls -C "$REPO" --mpath "$MNT" v2025.01..master --json >out &&
	compare v2025.01..master <out &&
	"$MAINT" pulls -C "$REPO" --mpath "$MNT" v2025.01..master \
		--host-alias $ALIASES --json >out &&
	compare v2025.01..master+aliases <out
'

# Counted in merges.txt by subject: 918 merges, of which 378 "Merge patch
# series" plus the few other series wordings, 17 "Merge tag 'v...' into
# next" back-merges, 9 subtree merges of the dts repository.
test_expect_success 'merges that are not pulls are counted by kind' '
	"$MAINT" pulls -C "$REPO" --mpath "$MNT" v2025.01..master --json >out &&
	python3 -c "import json,sys; s=json.load(sys.stdin)[\"summary\"]; print(s[\"merges\"], s[\"pulls\"], s[\"other_by_kind\"])" <out >actual &&
	echo "918 496 {'\''series'\'': 384, '\''back-merge'\'': 17, '\''local'\'': 11, '\''subtree'\'': 9, '\''other'\'': 1}" >expect &&
	test_cmp expect actual
'

test_expect_success 'v2026.07: u-boot-efi tied to its sections and people' '
	"$MAINT" pulls -C "$REPO" --mpath "$MNT" --release v2026.07 \
		--host-alias $ALIASES --json >out &&
	python3 -c "
import json, sys
d = json.load(sys.stdin)
t = [t for t in d[\"trees\"] if t[\"url\"].endswith(\"/custodians/u-boot-efi\")][0]
print(t[\"url\"], t[\"depth\"], t[\"pulls\"], [s[\"name\"] for s in t[\"sections\"]], len(t[\"sections\"][0][\"maintainers\"]) > 0)" <out >actual &&
	cat actual &&
	grep "^git.u-boot-project.org/u-boot/custodians/u-boot-efi 1 8 \[.EFI LOADER., .FWU Multi Bank Update.\] True$" actual
'

# custodians/u-boot-raspberrypi is 29 characters: the TREE column widens
# to the longest name, so every row's DEPTH stays under the heading.
test_expect_success 'text: the TREE column is as wide as the longest name' '
	"$MAINT" pulls -C "$REPO" --mpath "$MNT" v2025.01..master >out &&
	grep "^custodians/u-boot-raspberrypi " out &&
	python3 - out <<-\EOT
	import sys
	rows = open(sys.argv[1], encoding="utf-8").read().split("\n\n")[1]
	rows = rows.split("\n")
	head, rows = rows[0], rows[1:]
	assert head.startswith("TREE "), head
	end = head.index("DEPTH") + len("DEPTH")
	longest = max(len(r.split(" ")[0]) for r in rows)
	assert longest > 28, longest
	assert head.index("DEPTH") == longest + 1, (head, longest)
	for r in rows:
	    assert r[end - 1].isdigit() and r[end] == " ", r
	    assert r[end - 6] == " " and r[:end - 6].rstrip() == r.split(" ")[0], r
	EOT
'

test_done
