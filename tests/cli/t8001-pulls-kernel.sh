#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint pulls on a kernel-like release cycle with two-level pulls
# (iwlwifi-next -> wireless-next -> net-next -> mainline), built by
# tests/pulls-fixture.py; the numbers below were worked out by hand.

. "$(dirname "$0")/lib.sh"

command -v git >/dev/null 2>&1 || test_skip_all "git is not installed"
command -v python3 >/dev/null 2>&1 || test_skip_all "python3 is not installed"

FIX=$TEST_ROOT/kernel
python3 "$TEST_TOP/tests/pulls-fixture.py" kernel "$FIX" >/dev/null ||
	test_skip_all "cannot build the fixture"
REPO=$FIX/repo

# summary KEY from the JSON on stdin
jget() {
	python3 -c 'import json,sys
d = json.load(sys.stdin)
for k in sys.argv[1].split("."):
    d = d[k] if isinstance(d, dict) else d[int(k)]
print(json.dumps(d, sort_keys=True))' "$1"
}

test_expect_success 'summary numbers of v6.11..v6.12' '
	"$MAINT" pulls -C "$REPO" --release v6.12 --json >out &&
	jget summary.merges <out >actual &&
	jget summary.pulls <out >>actual &&
	jget summary.other_merges <out >>actual &&
	jget summary.pulls_by_depth <out >>actual &&
	jget summary.trees_by_depth <out >>actual &&
	jget summary.max_depth <out >>actual &&
	jget summary.trees_direct <out >>actual &&
	jget summary.trees_unlisted <out >>actual &&
	jget summary.t_trees_unpulled <out >>actual &&
	jget summary.merge_window_pulls <out >>actual &&
	jget summary.rc_pulls <out >>actual &&
	jget summary.pulls_by_week <out >>actual &&
	jget summary.other_by_kind <out >>actual &&
	cat >expect <<-\EOT &&
	11
	8
	3
	{"1": 5, "2": 2, "3": 1}
	{"1": 5, "2": 1, "3": 1}
	3
	5
	1
	2
	6
	2
	[6, 0, 2]
	{"back-merge": 1, "local": 2, "other": 0, "series": 0, "subtree": 0}
	EOT
	test_cmp expect actual
'

test_expect_success 'the independent computation agrees' '
	"$MAINT" pulls -C "$REPO" v6.11..v6.12 --json >out &&
	python3 - "$FIX/expected.json" out <<-\EOT
	import json, sys
	e = json.load(open(sys.argv[1]))["ranges"]["v6.11..v6.12"]
	a = json.load(open(sys.argv[2]))["summary"]
	bad = [k for k in e if a.get(k) != e[k]]
	print(bad)
	sys.exit(1 if bad else 0)
	EOT
'

test_expect_success 'default range: last release tag to HEAD' '
	git -C "$REPO" checkout -q -b work v6.12 &&
	git -C "$REPO" -c user.name=A -c user.email=a@b commit -q \
		--allow-empty -m "after the release" &&
	test_expect_code 3 "$MAINT" pulls -C "$REPO" --json >out 2>err &&
	python3 -c "import json, sys; e = json.load(open(sys.argv[1]))[\"error\"]; assert e[\"status\"] == 3 and \"no merge commits\" in e[\"message\"], e" out &&
	grep "no merge commits in .v6.12..HEAD." err &&
	git -C "$REPO" checkout -q master
'

test_expect_success 'depth 3 tree, pulled into wireless-next by Kalle Valo' '
	"$MAINT" pulls -C "$REPO" --release v6.12 --json >out &&
	python3 - out <<-\EOT
	import json, sys
	d = json.load(open(sys.argv[1]))
	t = [t for t in d["trees"] if t["name"] == "iwlwifi/iwlwifi-next"][0]
	assert t["depth"] == 3, t
	assert t["committers"] == ["Kalle Valo"], t
	assert t["into"] == ["git.kernel.org/pub/scm/linux/kernel/git/wireless/wireless-next"], t
	assert t["sections"][0]["name"] == "INTEL WIRELESS WIFI LINK (iwlwifi)", t
	assert t["sections"][0]["maintainers"] == ["Miri Korenblit <miriam.rachel.korenblit@intel.com>"], t
	n = [t for t in d["trees"] if t["name"] == "netdev/net"][0]
	assert n["depth"] == 1 and n["pulls"] == 2, n
	e = {(x["from"].rsplit("/", 1)[1], x["to"].rsplit("/", 1)[-1], x["pulls"]) for x in d["edges"]}
	assert ("net", "net-next", 1) in e and ("net", "mainline", 1) in e, e
	EOT
'

test_expect_success 'text table and T: trees never pulled' '
	"$MAINT" pulls -C "$REPO" --release v6.12 >out &&
	grep "^iwlwifi/iwlwifi-next  *3  *1  2024-09-02  2024-09-02  Kalle Valo into wireless/wireless-next " out &&
	grep "^  git.kernel.org/pub/scm/linux/kernel/git/tiwai/sound  SOUND$" out &&
	grep "^  git.kernel.dk/linux$" out &&
	grep "pulls through intermediaries: 37.5%" out
'

test_expect_success '--format=dot draws the graph' '
	"$MAINT" pulls -C "$REPO" --release v6.12 --format=dot >out &&
	head -1 out >actual &&
	echo "digraph pulls {" >expect &&
	test_cmp expect actual &&
	grep -F "\"git.kernel.org/pub/scm/linux/kernel/git/iwlwifi/iwlwifi-next\" -> \"git.kernel.org/pub/scm/linux/kernel/git/wireless/wireless-next\" [label=\"1\"];" out &&
	tail -1 out | grep "^}$"
'

test_expect_success '--merges lists every merge in the JSON' '
	"$MAINT" pulls -C "$REPO" --release v6.12 --json --merges >out &&
	jget merges <out | python3 -c "import json,sys; print(len(json.load(sys.stdin)))" >actual &&
	echo 11 >expect &&
	test_cmp expect actual
'

test_expect_success 'usage errors exit 2' '
	test_expect_code 2 "$MAINT" pulls -C "$REPO" --bogus &&
	test_expect_code 2 "$MAINT" pulls -C "$REPO" --format=png &&
	test_expect_code 2 "$MAINT" pulls -C "$REPO" --format=csv &&
	test_expect_code 2 "$MAINT" pulls -C "$REPO" --json --format=svg &&
	test_expect_code 2 "$MAINT" pulls -C "$REPO" --release v6.12 v6.11..v6.12 &&
	test_expect_code 2 "$MAINT" pulls -C "$REPO" --rel v6.12 &&
	test_expect_code 2 "$MAINT" pulls -C "$REPO" --output=x &&
	test_expect_code 2 "$MAINT" pulls -C "$REPO" a b
'

test_expect_success 'a range starting with a dash is refused' '
	test_expect_code 2 "$MAINT" pulls -C "$REPO" -- --all 2>err &&
	grep "cannot start with" err
'

test_expect_success 'bad input exits 3' '
	test_expect_code 3 "$MAINT" pulls -C "$REPO" --release v9.9 &&
	test_expect_code 3 "$MAINT" pulls -C "$REPO" nosuch..v6.12 &&
	test_expect_code 3 "$MAINT" pulls -C "$REPO" --mpath nosuch v6.11..v6.12 &&
	test_expect_code 3 "$MAINT" pulls -C "$TEST_ROOT" HEAD
'

test_expect_success '--help goes to stdout and exits 0' '
	"$MAINT" pulls --help >out &&
	grep "^usage: maint pulls" out
'

test_expect_success 'report html draws the pull graph in its panel' '
	here=$PWD &&
	(cd "$REPO" && "$MAINT" report html --quiet --release v6.12 \
		-o "$here/report.html") &&
	grep -q "<section id=\"pulls-panel\">" report.html &&
	test "$(grep -o "class=\"pull-node\"" report.html | wc -l)" -eq 8 &&
	grep -q "11 merges: 8 pulls of 7 trees, 3 other merges" report.html &&
	(cd "$REPO" && "$MAINT" report html --quiet --no-pulls \
		-o "$here/nopulls.html") &&
	! grep -q "class=\"pull-node\"" nopulls.html
'

test_done
