#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint report profiles: every format on the example tree, and on the
# linux-6.12 world of the corpus one row per profile and the toctree of
# the maintainer handbooks page.
#
# shellcheck disable=SC1091,SC2016

. "$(dirname "$0")/lib.sh"

TREE=$EXAMPLES/tree

test_expect_success 'csv when stdout is not a terminal: one row per profile' '
	(cd "$TREE" && "$MAINT" report profiles) >out &&
	test $(wc -l <out) -eq 3 &&
	head -n 1 out | grep -q "^\"profile\",\"sections\",\"status\",\"patchwork\",\"feature deadline\"" &&
	grep -q "^\"Documentation/process/maintainer-widget.rst\",\"WIDGET CORE\",\"Supported\",\"https://patchwork.example.org/project/widget/list/\",\"-rc5\",\"-rc6\"" out &&
	grep -q "\"not stated\"" out
'

test_expect_success 'table, markdown, json' '
	(cd "$TREE" && "$MAINT" report profiles --format=table) >out &&
	head -n 1 out | grep -q "^profile  *sections  *status" &&
	test $(wc -l <out) -eq 4 &&
	(cd "$TREE" && "$MAINT" report profiles --format=markdown) >out &&
	sed -n 2p out | grep -q "^| --- | --- |" &&
	test $(wc -l <out) -eq 4 &&
	(cd "$TREE" && "$MAINT" report profiles --json) >out &&
	python3 -c "
import json
d = json.load(open(\"out\"))[\"profiles\"]
assert [p[\"profile\"] for p in d] == [\"Documentation/process/maintainer-frobnicator.rst\", \"Documentation/process/maintainer-widget.rst\"], d
assert d[0][\"sections\"] == [\"FROBNICATOR DRIVERS\"]
assert d[0][\"merge_deadline\"] is None and d[0][\"feature_deadline\"] == \"-rc4\"
"
'

test_expect_success 'rst-toc: the sorted toctree of the in-tree profiles' '
	(cd "$TREE" && "$MAINT" report profiles --format=rst-toc) >actual &&
	cat >expect <<-\EOT &&
	.. toctree::
	   :maxdepth: 1

	   ../process/maintainer-frobnicator
	   ../process/maintainer-widget
	EOT
	test_cmp expect actual &&
	(cd "$TREE" && "$MAINT" report profiles --format=rst-toc --toc-dir Documentation/process) >actual &&
	grep -q "^   maintainer-widget$" actual
'

test_expect_success 'html: the table as a page' '
	(cd "$TREE" && "$MAINT" report profiles --format=html) >out.html &&
	test $(grep -o "<tr data-profile=" out.html | wc -l) -eq 2
'

test_expect_success 'by kind: a row per profile and kind of rule' '
	(cd "$TREE" && "$MAINT" report profiles --by-kind) >out &&
	head -n 1 out | grep -q "^\"profile\",\"kind\",\"rules\",\"required\",\"recommended\"" &&
	grep -q "^\"Documentation/process/maintainer-widget.rst\",\"test\",\"3\",\"3\"," out &&
	grep -q "^\"Documentation/process/maintainer-widget.rst\",\"cleanup\",\"2\",\"1\",\"0\",\"0\",\"0\",\"1\"," out &&
	(cd "$TREE" && "$MAINT" report profiles --by-kind --json) >out &&
	python3 -c "
import json
d = json.load(open(\"out\"))[\"kinds\"]
w = {r[\"kind\"]: r for r in d if r[\"profile\"].endswith(\"widget.rst\")}
assert w[\"base\"][\"first_line\"] == 15 and w[\"base\"][\"required\"] == 1, w
assert w[\"rc-new\"][\"rules\"] == 2, w
assert all(r[\"rules\"] == r[\"required\"] + r[\"recommended\"] + r[\"allowed\"] + r[\"discouraged\"] + r[\"forbidden\"] + r[\"stated\"] for r in d), d
" &&
	(cd "$TREE" && "$MAINT" report profiles --by-kind --format=table) >out &&
	head -n 1 out | grep -q "^profile  *kind  *rules" &&
	test_expect_code 2 "$MAINT" report profiles --by-kind --format=html 2>err &&
	grep -q "by-kind" err
'

test_expect_success 'usage: unknown format or command exits 2' '
	test_expect_code 2 "$MAINT" report profiles --format=yaml 2>err &&
	grep -q "unknown format" err &&
	test_expect_code 2 "$MAINT" report nosuch 2>err &&
	test_expect_code 2 "$MAINT" report 2>err &&
	test_expect_code 2 "$MAINT" report prof 2>err &&
	"$MAINT" report profiles --help >out &&
	grep -q -- "--format=table|markdown|csv|json|html|rst-toc" out &&
	"$MAINT" report --help >out &&
	grep -q "^  html" out
'

test_corpus linux-6.12 tests
test_world linux-6.12

test_expect_success 'linux-6.12: one row per distinct P: profile' '
	grep "^P:" "$WORLD/MAINTAINERS" | sort -u | wc -l >expect &&
	(cd "$WORLD" && "$MAINT" report profiles --json) >out &&
	python3 -c "
import json
d = json.load(open(\"out\"))[\"profiles\"]
print(len(d))
n = [p for p in d if p[\"profile\"] == \"Documentation/nvdimm/maintainer-entry-profile.rst\"][0]
assert len(n[\"sections\"]) == 3, n
assert n[\"feature_deadline\"] == \"-rc4\", n
" >actual &&
	test_cmp expect actual
'

test_expect_success 'linux-6.12: by kind, URIs and every read profile' '
	(cd "$WORLD" && "$MAINT" report profiles --by-kind --json) >out &&
	python3 -c "
import json
d = json.load(open(\"out\"))[\"kinds\"]
k = {(r[\"profile\"], r[\"kind\"]): r for r in d}
assert any(r[\"kind\"] == \"not read (URI)\" for r in d), d
t = k[(\"Documentation/process/maintainer-netdev.rst\", \"subject-tag\")]
assert t[\"rules\"] >= 1, t
n = k[(\"Documentation/nvdimm/maintainer-entry-profile.rst\", \"rc-new\")]
assert n[\"rules\"] >= 1, n
"
'

test_expect_success 'linux-6.12: the toctree lists the page'"'"'s profiles and more' '
	(cd "$WORLD" && "$MAINT" report profiles --format=rst-toc) >toc &&
	sed -n "/^Existing profiles/,\$p" \
		"$WORLD/Documentation/maintainer/maintainer-entry-profile.rst" |
		grep "^   \.\./" | sort >page &&
	grep "^   \.\./" toc >ours &&
	sort -c ours &&
	# every profile the page lists and MAINTAINERS names is there
	comm -23 page ours >missing &&
	! grep -v "driver-api/media\|nvme/feature" missing &&
	grep -q "^   ../process/maintainer-kvm-x86$" ours
'

test_done
