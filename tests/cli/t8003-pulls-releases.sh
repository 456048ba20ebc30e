#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint pulls across releases (--releases), MAINTAINERS read from each
# range's end commit (also in a bare clone), ties by path, and bad input:
# shallow clones, missing tags, ranges without merges, no MAINTAINERS,
# T: lines without a URL.  The fixture (tests/pulls-fixture.py releases)
# has three kernel-shaped cycles; its expected.json is worked out there
# independently of the C code.

. "$(dirname "$0")/lib.sh"

command -v git >/dev/null 2>&1 || test_skip_all "git is not installed"
command -v python3 >/dev/null 2>&1 || test_skip_all "python3 is not installed"

FIX=$TEST_ROOT/releases
python3 "$TEST_TOP/tests/pulls-fixture.py" releases "$FIX" >/dev/null ||
	test_skip_all "cannot build the fixture"
REPO=$FIX/repo

# compare RANGE-KEY: the summary of maint's JSON on stdin against expected
compare() {
	python3 "$TEST_TOP/tests/pulls-fixture.py" compare "$FIX/expected.json" "$1"
}

for r in v6.10..v6.11 v6.11..v6.12 v6.12..v6.13; do
	test_expect_success "$r matches the independent analysis" '
		"$MAINT" pulls -C "$REPO" $r --json >out 2>err &&
		compare $r <out
	'
done

test_expect_success 'MAINTAINERS of the range end, named in the output' '
	"$MAINT" pulls -C "$REPO" v6.10..v6.11 >out 2>err &&
	grep "^MAINTAINERS of v6.11 ([0-9a-f]\{12\}) (1 file, through git)$" out &&
	"$MAINT" pulls -C "$REPO" v6.10..v6.11 --json >out &&
	python3 -c "import json,sys; s=json.load(sys.stdin)[\"summary\"]; print(s[\"maintainers_rev\"][:6], s[\"maintainers_files\"], s[\"t_trees\"])" <out >actual &&
	echo "v6.11  1 8" >expect &&
	test_cmp expect actual
'

test_expect_success 'the work tree MAINTAINERS is not read for a past range' '
	git clone -q "$REPO" wt &&
	echo "garbage that is no MAINTAINERS" >wt/MAINTAINERS &&
	"$MAINT" pulls -C wt origin/master~20..v6.11 --json >/dev/null 2>&1;
	"$MAINT" pulls -C wt v6.10..v6.11 --json >out &&
	compare v6.10..v6.11 <out
'

test_expect_success '--mpath overrides the commit' '
	printf "S\nT:\tgit git://git.kernel.org/pub/scm/linux/kernel/git/netdev/net.git\n" >M &&
	"$MAINT" pulls -C "$REPO" v6.10..v6.11 --mpath "$PWD/M" --json >out &&
	python3 -c "import json,sys; s=json.load(sys.stdin)[\"summary\"]; print(s[\"maintainers_rev\"], s[\"t_trees\"])" <out >actual &&
	echo "None 1" >expect &&
	test_cmp expect actual
'

test_expect_success 'a bare clone reads MAINTAINERS through git' '
	git clone -q --bare "$REPO" bare.git &&
	"$MAINT" pulls -C bare.git v6.11..v6.12 --json >out &&
	compare v6.11..v6.12 <out
'

test_expect_success 'tied by path when the host differs' '
	"$MAINT" pulls -C "$REPO" v6.11..v6.12 >out &&
	grep -F "  git.kernel.org/pub/scm/linux/kernel/git/tiwai/sound = github.com/tiwai/sound: tied by path (host differs: git.kernel.org vs github.com)" out &&
	grep "^tiwai/sound .* SOUND$" out &&
	"$MAINT" pulls -C "$REPO" v6.11..v6.12 --json >out &&
	python3 -c "
import json, sys
t = [t for t in json.load(sys.stdin)[\"trees\"] if t[\"name\"] == \"tiwai/sound\"][0]
print(t[\"tie\"], t[\"t_url\"], t[\"sections\"][0][\"name\"])" <out >actual &&
	echo "path github.com/tiwai/sound SOUND" >expect &&
	test_cmp expect actual
'

test_expect_success 'an ambiguous suffix ties nothing and says so' '
	"$MAINT" pulls -C "$REPO" v6.12..v6.13 >out 2>err &&
	grep "^Trees not tied: the path fits several T: trees (1):$" out &&
	grep -F "  git.kernel.dk/linux: git.kernel.org/pub/scm/linux/kernel/git/vfs/linux, github.com/Rust-for-Linux/linux" out &&
	grep "^git.kernel.dk/linux .* -$" out
'

test_expect_success 'a T: line without a URL is reported with file:line' '
	"$MAINT" pulls -C "$REPO" v6.12..v6.13 >out 2>err &&
	grep "^MAINTAINERS:[0-9]*: warning: T: line names no usable URL, ignored: git$" err &&
	grep "T: lines ignored: *1 (no usable URL)" out
'

test_expect_success '--releases: one row per cycle (text)' '
	"$MAINT" pulls -C "$REPO" --releases v6.10..v6.13 >out 2>/dev/null &&
	sed -n "1,4p" out >actual &&
	cat >expect <<-\EOT &&
	RELEASE      MERGES PULLS TREES DEPTH-1 DEPTH2+  MAXD  WINDOW AFTER-RC1 T-UNPULLED
	v6.11             4     4     4       3   25.0%     2       3         1         4
	v6.12             6     6     6       4   33.3%     3       5         1         4
	v6.13             5     5     5       5    0.0%     1       3         2         6
	EOT
	test_cmp expect actual
'

test_expect_success '--releases --json agrees with each cycle and the analysis' '
	"$MAINT" pulls -C "$REPO" --releases v6.10..v6.13 --json >out 2>/dev/null &&
	python3 - "$FIX/expected.json" out <<-\EOT
	import json, sys
	e = json.load(open(sys.argv[1]))["ranges"]
	rows = json.load(open(sys.argv[2]))["releases"]
	assert [r["release"] for r in rows] == ["v6.11", "v6.12", "v6.13"], rows
	for r in rows:
	    x = e[r["range"]]
	    for k in ("merges", "pulls", "trees", "trees_direct", "max_depth",
	              "merge_window_pulls", "rc_pulls", "t_trees_unpulled"):
	        assert r[k] == x[k], (r["range"], k, r[k], x[k])
	    deep = x["pulls"] - x["pulls_by_depth"]["1"]
	    assert r["deep_pulls"] == deep, r
	    assert abs(r["indirect_share"] - deep / x["pulls"]) < 1e-4, r
	EOT
'

test_expect_success '--releases with a list, --format=csv' '
	"$MAINT" pulls -C "$REPO" --releases v6.13,v6.11 --format=csv >out 2>/dev/null &&
	tr -d "\r" <out | cut -d, -f1-5,7,9 >actual &&
	cat >expect <<-\EOT &&
	release,range,merges,pulls,trees,deep_pulls,max_depth
	v6.13,v6.12..v6.13,5,5,5,0,1
	v6.11,v6.10..v6.11,4,4,4,1,2
	EOT
	test_cmp expect actual
'

test_expect_success '--releases --format=html: a page with the depth chart' '
	"$MAINT" pulls -C "$REPO" --releases v6.10..v6.13 --format=html >out 2>/dev/null &&
	head -1 out | grep "^<!DOCTYPE html>" &&
	grep -c "<g class=\"pulls-cycle\">" out >actual &&
	echo 3 >expect &&
	test_cmp expect actual &&
	grep -F "<td>v6.12</td><td>6</td><td>6</td><td>6</td><td>4</td><td>33.3%</td>" out &&
	"$MAINT" pulls -C "$REPO" --releases v6.10..v6.13 --format=svg >chart.svg 2>/dev/null &&
	python3 -c "import sys, xml.dom.minidom as m; m.parse(sys.argv[1])" chart.svg
'

test_expect_success 'bad releases: missing tag, not a release, exit 3' '
	test_expect_code 3 "$MAINT" pulls -C "$REPO" --releases v6.10..v9.9 2>err &&
	grep "no such release tag or revision range .v9.9." err &&
	test_expect_code 3 "$MAINT" pulls -C "$REPO" --releases v6.11,v7.0 2>err &&
	grep "v7.0" err &&
	test_expect_code 3 "$MAINT" pulls -C "$REPO" --releases v6.12-rc1..v6.13 &&
	test_expect_code 3 "$MAINT" pulls -C "$REPO" --releases v6.13..v6.11 2>err &&
	grep "no release tag in" err &&
	test_expect_code 2 "$MAINT" pulls -C "$REPO" --releases v6.10..v6.13 v6.11 &&
	test_expect_code 2 "$MAINT" pulls -C "$REPO" --releases v6.10..v6.13 --merges
'

test_expect_success 'a shallow clone is refused, naming git fetch --unshallow' '
	git clone -q --depth 3 "file://$REPO" shallow 2>/dev/null &&
	test_expect_code 3 "$MAINT" pulls -C shallow HEAD~2..HEAD >out 2>err &&
	test_must_be_empty out &&
	grep "shallow clone" err && grep -F "git fetch --unshallow" err
'

test_expect_success '--allow-shallow marks the counts partial' '
	git clone -q --depth 3 "file://$REPO" shallow 2>/dev/null &&
	"$MAINT" pulls -C shallow --allow-shallow HEAD~2..HEAD >out 2>err &&
	grep "^PARTIAL: a shallow clone" out &&
	"$MAINT" pulls -C shallow --allow-shallow HEAD~2..HEAD --json >out &&
	python3 -c "import json,sys; print(json.load(sys.stdin)[\"summary\"][\"partial\"])" <out >actual &&
	echo True >expect &&
	test_cmp expect actual
'

test_expect_success 'no MAINTAINERS at the end commit (bare): exit 3' '
	git init -q --bare empty.git &&
	git -C "$REPO" push -q "$PWD/empty.git" v6.10 v6.11 2>/dev/null &&
	git -C empty.git -c user.name=A -c user.email=a@b \
		commit-tree -m "no MAINTAINERS" -p v6.11 \
		4b825dc642cb6eb9a060e54bf8d69288fbee4904 >id &&
	git -C empty.git tag v6.12 $(cat id) &&
	test_expect_code 3 "$MAINT" pulls -C empty.git v6.10..v6.12 >out 2>err &&
	grep "no MAINTAINERS file in the commit .v6.10..v6.12. ends at" err &&
	grep -e "--mpath" err
'

test_expect_success 'a range without merges: exit 3, nothing on stdout' '
	test_expect_code 3 "$MAINT" pulls -C "$REPO" v6.13..v6.13 >out 2>err &&
	test_must_be_empty out &&
	grep "no merge commits" err
'

test_expect_success 'not a git repository: exit 3' '
	mkdir plain &&
	test_expect_code 3 "$MAINT" pulls -C plain 2>err &&
	grep "git failed" err
'

test_expect_success '--find-maintainer-files reads every MAINTAINERS of the commit' '
	git clone -q "$REPO" multi &&
	mkdir -p multi/board/x &&
	printf "BOARD X\nM:\tA <a@b>\nT:\tgit https://example.org/board-x.git\nF:\tboard/x/\n" >multi/board/x/MAINTAINERS &&
	git -C multi add board/x/MAINTAINERS &&
	git -C multi -c user.name=A -c user.email=a@b commit -q -m board &&
	"$MAINT" pulls -C multi v6.12..HEAD --find-maintainer-files --json >out &&
	python3 -c "import json,sys; s=json.load(sys.stdin)[\"summary\"]; print(s[\"maintainers_files\"], s[\"t_trees\"])" <out >actual &&
	echo "2 11" >expect &&
	test_cmp expect actual &&
	"$MAINT" pulls -C multi v6.12..HEAD --json >out &&
	python3 -c "import json,sys; s=json.load(sys.stdin)[\"summary\"]; print(s[\"maintainers_files\"], s[\"t_trees\"])" <out >actual &&
	echo "1 10" >expect &&
	test_cmp expect actual
'

test_expect_success 'report html --pulls-releases adds the depth chart' '
	git clone -q "$REPO" wt &&
	(cd wt && "$MAINT" report html --quiet --pulls-releases v6.10..v6.13 \
		-o ../r.html) &&
	grep -c "<g class=\"pulls-cycle\">" r.html >actual &&
	echo 3 >expect &&
	test_cmp expect actual &&
	grep -q "<h2>Pull depth per release</h2>" r.html &&
	(cd wt && test_expect_code 3 "$MAINT" report html --quiet \
		--pulls-releases v6.10..v9.9 -o ../r2.html 2>../err) &&
	grep "v9.9" err
'

test_done
