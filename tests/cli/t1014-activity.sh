#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint activity on a repository made here, where every count is known:
# authored commits, sign-offs (the author's own too), acks, reviews and
# merges per section and person, the last dates, .mailmap, the window,
# silent sections, sections handled by people they do not list, the
# summary, text, JSON and CSV, --section; and on the corpus's xen
# history, the counts of a few sections against git log itself.
#
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"

command -v git >/dev/null 2>&1 || test_skip_all "git is not installed"

REPO=$TEST_ROOT/repo
mkdir -p "$REPO/alpha" "$REPO/beta" "$REPO/gamma"

cat >"$REPO/MAINTAINERS" <<-\EOF
	ALPHA DRIVER
	M:	Alice Anders <alice@new.example.org>
	R:	Rob Reviewer <rob@example.org>
	S:	Maintained
	F:	alpha/

	BETA DRIVER
	M:	Bob Builder <bob@example.org>
	S:	Maintained
	F:	beta/

	GAMMA DRIVER
	M:	Bob Builder <bob@example.org>
	S:	Odd Fixes
	F:	gamma/
EOF
cat >"$REPO/.mailmap" <<-\EOF
	Alice Anders <alice@new.example.org> <alice@old.example.org>
EOF

commit() { # NAME EMAIL DATE MESSAGE
	GIT_AUTHOR_NAME=$1 GIT_AUTHOR_EMAIL=$2 GIT_COMMITTER_NAME=$1 \
	GIT_COMMITTER_EMAIL=$2 GIT_AUTHOR_DATE=$3 GIT_COMMITTER_DATE=$3 \
		git -C "$REPO" commit -q -m "$4"
}

(
	cd "$REPO" && git init -q &&
	echo a >alpha/a.c && echo b >beta/b.c && echo g >gamma/g.c &&
	git add -A &&
	commit "Old Timer" old@example.org 2020-01-01T00:00:00Z "initial

Signed-off-by: Old Timer <old@example.org>" &&
	echo 1 >>alpha/a.c && git add -A &&
	commit "Alice Anders" alice@old.example.org 2025-02-01T00:00:00Z "alpha: one

Signed-off-by: Alice Anders <alice@old.example.org>" &&
	echo 2 >>alpha/a.c && git add -A &&
	commit "Carol Coder" carol@example.org 2025-03-01T00:00:00Z "alpha: two

Signed-off-by: Carol Coder <carol@example.org>
Acked-by: Rob Reviewer <rob@example.org>
signed-off-by: Dave Dealer <dave@example.org>" &&
	echo 3 >>beta/b.c && git add -A &&
	commit "Eve Easy" eve@example.org 2025-04-01T00:00:00Z "beta: three

Signed-off-by: Eve Easy <eve@example.org>
Reviewed-by: Frank Friend <frank@example.org>
Signed-off-by: Frank Friend <frank@example.org>" &&
	git checkout -q -b topic &&
	echo 4 >>alpha/a.c && git add -A &&
	commit "Tia Topic" tia@example.org 2025-05-01T00:00:00Z "alpha: four

Signed-off-by: Tia Topic <tia@example.org>" &&
	git checkout -q - &&
	echo 5 >>beta/b.c && git add -A &&
	commit "Eve Easy" eve@example.org 2025-05-02T00:00:00Z "beta: five

Signed-off-by: Eve Easy <eve@example.org>
Signed-off-by: Frank Friend <frank@example.org>" &&
	GIT_AUTHOR_NAME="Mia Merger" GIT_AUTHOR_EMAIL=mia@example.org \
	GIT_COMMITTER_NAME="Mia Merger" GIT_COMMITTER_EMAIL=mia@example.org \
	GIT_AUTHOR_DATE=2025-06-01T00:00:00Z \
	GIT_COMMITTER_DATE=2025-06-01T00:00:00Z \
		git merge -q --no-ff -m "Merge topic" topic
) || { echo "Bail out! cannot build the test repository"; exit 1; }

act() {
	(cd "$REPO" && "$MAINT" activity "$@")
}

# py EXPR...: python over the JSON in act.json (d), each an assertion
py() {
	python3 - "$@" <<-\PY
	import json, sys
	d = json.load(open("act.json"))
	S = {s["name"]: s for s in d["sections"]}
	def P(sec, email):
	    return [p for p in S[sec]["people"] if p["email"] == email][0]
	for e in sys.argv[1:]:
	    if not eval(e):
	        print("false: " + e)
	        sys.exit(1)
	PY
}

test_expect_success 'the counts of each section and person' '
	act --since 2024-01-01 --json >act.json &&
	py "d[\"summary\"][\"commits\"] == 5" \
	   "d[\"summary\"][\"merges\"] == 1" \
	   "d[\"since\"] == \"2024-01-01\"" \
	   "S[\"ALPHA DRIVER\"][\"commits\"] == 3" \
	   "S[\"ALPHA DRIVER\"][\"merges\"] == 1" \
	   "P(\"ALPHA DRIVER\", \"alice@new.example.org\")[\"counts\"] == {\"authored\": 1, \"signoff\": 1, \"ack\": 0, \"review\": 0, \"merge\": 0}" \
	   "P(\"ALPHA DRIVER\", \"alice@new.example.org\")[\"role\"] == \"M\"" \
	   "P(\"ALPHA DRIVER\", \"alice@new.example.org\")[\"last_any\"] == \"2025-02-01\"" \
	   "P(\"ALPHA DRIVER\", \"rob@example.org\")[\"counts\"][\"ack\"] == 1" \
	   "P(\"ALPHA DRIVER\", \"rob@example.org\")[\"role\"] == \"R\"" \
	   "P(\"ALPHA DRIVER\", \"dave@example.org\")[\"role\"] is None" \
	   "P(\"ALPHA DRIVER\", \"dave@example.org\")[\"handled\"] == 1" \
	   "P(\"ALPHA DRIVER\", \"mia@example.org\")[\"counts\"][\"merge\"] == 1" \
	   "P(\"ALPHA DRIVER\", \"mia@example.org\")[\"counts\"][\"authored\"] == 0" \
	   "P(\"ALPHA DRIVER\", \"mia@example.org\")[\"last\"][\"merge\"] == \"2025-06-01\"" \
	   "S[\"ALPHA DRIVER\"][\"handled_listed\"] == 1" \
	   "S[\"ALPHA DRIVER\"][\"handled_others\"] == 2" \
	   "S[\"ALPHA DRIVER\"][\"handled_by_others\"]" \
	   "not S[\"ALPHA DRIVER\"][\"silent\"]"
'

test_expect_success 'silent maintainers, handled by others, no commits' '
	act --since 2024-01-01 --json >act.json &&
	py "S[\"BETA DRIVER\"][\"silent\"]" \
	   "S[\"BETA DRIVER\"][\"commits\"] == 2" \
	   "P(\"BETA DRIVER\", \"bob@example.org\")[\"counts\"] == {\"authored\": 0, \"signoff\": 0, \"ack\": 0, \"review\": 0, \"merge\": 0}" \
	   "P(\"BETA DRIVER\", \"bob@example.org\")[\"last_in_tree\"] is None" \
	   "P(\"BETA DRIVER\", \"frank@example.org\")[\"handled\"] == 3" \
	   "P(\"BETA DRIVER\", \"frank@example.org\")[\"counts\"][\"review\"] == 1" \
	   "P(\"BETA DRIVER\", \"eve@example.org\")[\"counts\"][\"signoff\"] == 2" \
	   "P(\"BETA DRIVER\", \"eve@example.org\")[\"handled\"] == 0" \
	   "S[\"BETA DRIVER\"][\"handled_by_others\"]" \
	   "S[\"GAMMA DRIVER\"][\"silent\"]" \
	   "S[\"GAMMA DRIVER\"][\"commits\"] == 0" \
	   "d[\"summary\"][\"sections\"] == 3" \
	   "d[\"summary\"][\"silent\"] == 2" \
	   "d[\"summary\"][\"active\"] == 1" \
	   "d[\"summary\"][\"no_commits\"] == 1" \
	   "d[\"summary\"][\"handled_by_others\"] == 2"
'

test_expect_success 'the window: older commits are left out' '
	act --since 2025-04-15 --json >act.json &&
	py "S[\"ALPHA DRIVER\"][\"commits\"] == 1" \
	   "P(\"ALPHA DRIVER\", \"alice@new.example.org\")[\"last_any\"] is None" \
	   "S[\"ALPHA DRIVER\"][\"silent\"]" \
	   "P(\"BETA DRIVER\", \"eve@example.org\")[\"counts\"][\"authored\"] == 1"
'

test_expect_success '--no-mailmap: the old address is another person' '
	act --since 2024-01-01 --no-mailmap --json >act.json &&
	py "S[\"ALPHA DRIVER\"][\"silent\"]" \
	   "P(\"ALPHA DRIVER\", \"alice@old.example.org\")[\"role\"] is None"
'

test_expect_success 'text: the findings and the summary' '
	act --since 2024-01-01 >out &&
	grep -q "^  M: Bob Builder <bob@example.org>: silent in the whole tree$" out &&
	grep -q "^  => silent: none of its maintainers did anything in its files since 2024-01-01$" out &&
	grep -q "^  => handled by people it does not list: 3 against 0 by those it lists$" out &&
	grep -q "^  M: Alice Anders <alice@new.example.org>: last 2025-02-01; authored 1, signoff 1, ack 0, review 0, merge 0$" out &&
	grep -q "^summary: 3 sections, 3 with maintainers (M:): 1 active, 2 silent; 2 handled more by people they do not list; 1 with no commits; 5 commits and 1 merges from 2024-01-01 to 2025-06-01$" out
'

test_expect_success 'CSV: a header and a row per section and person' '
	act --since 2024-01-01 --csv >out.csv &&
	head -n 1 out.csv | grep -q "^section,status,section_commits" &&
	tr -d "\r" <out.csv >rows &&
	test "$(grep -c . rows)" = "$(grep -c "$(printf "\r")\$" out.csv)" &&
	grep -q "^GAMMA DRIVER,Odd Fixes,0,0,1,0,M,Bob Builder,bob@example.org,0,,0,,0,,0,,0,,0,,$" rows &&
	python3 -c "import csv, sys; rows = list(csv.reader(open(\"out.csv\", newline=\"\"))); sys.exit(not all(len(r) == len(rows[0]) for r in rows))"
'

test_expect_success '--section: one section; an unknown one fails' '
	act --since 2024-01-01 --section "BETA DRIVER" --json >act.json &&
	py "list(S) == [\"BETA DRIVER\"]" &&
	test_must_fail act --section "NO SUCH" 2>err &&
	grep -q "no section named" err
'

# act_with SECTION EXPR...: act.json with SECTION (printf text) added to
# MAINTAINERS for the run, then the assertions that Mia Merger, listed
# there, does not count against ALPHA DRIVER, and EXPR...
act_with() {
	cp "$REPO/MAINTAINERS" maintainers.orig &&
	printf "$1" >>"$REPO/MAINTAINERS" &&
	act --since 2024-01-01 --json >act.json
	ret=$?
	cp maintainers.orig "$REPO/MAINTAINERS" &&
	test $ret = 0 &&
	shift &&
	py "P(\"ALPHA DRIVER\", \"mia@example.org\")[\"handled\"] == 1" \
	   "S[\"ALPHA DRIVER\"][\"handled_listed\"] == 1" \
	   "S[\"ALPHA DRIVER\"][\"handled_others\"] == 1" \
	   "not S[\"ALPHA DRIVER\"][\"handled_by_others\"]" \
	   "S[\"BETA DRIVER\"][\"handled_by_others\"]" "$@"
}

test_expect_success 'a wider section listing the handler: not someone else' '
	act_with "\nTHE REST\nM:\tMia Merger <mia@example.org>\nS:\tBuried alive in reporters\nF:\t*\nF:\t*/\n" \
		"S[\"THE REST\"][\"merges\"] == 1"
'

test_expect_success 'a tree'"'"'s own section (T:, no files) listing the handler: not someone else' '
	act_with "\nMain Branch\nM:\tMia Merger <mia@example.org>\nT:\tgit git://example.org/main.git\n" \
		"S[\"Main Branch\"][\"commits\"] == 0"
'

test_expect_success 'not a git work tree: a clear error, status 3' '
	mkdir plain && cp "$REPO/MAINTAINERS" plain/ &&
	(cd plain && "$MAINT" activity) 2>err; test $? = 3 &&
	grep -q "not a git work tree" err
'

test_expect_success 'report html --activity: the panel' '
	here=$PWD &&
	(cd "$REPO" && "$MAINT" report html -q --activity-since 2024-01-01 \
		-o "$here/page.html") &&
	grep -q "<section id=\"activity-panel\">" page.html &&
	grep -q "<strong>2 silent</strong>" page.html &&
	grep -q "<tr><td>BETA DRIVER</td><td>silent; handled by others</td><td>2</td><td>Bob Builder (silent here; in the tree: never)</td><td>Frank Friend (3)</td></tr>" page.html &&
	grep -q "<tr><td>GAMMA DRIVER</td><td>silent</td>" page.html &&
	! grep -q "<tr><td>ALPHA DRIVER</td><td>silent" page.html &&
	(cd "$REPO" && "$MAINT" report html -q -o "$here/plain.html") &&
	! grep -q "activity-panel" plain.html
'

test_expect_success 'the xen history: every plain section against git log' '
	test_corpus && test_world xen &&
	HOME=$TEST_ROOT/xenhome && mkdir -p "$HOME" &&
	(cd "$WORLD" && "$MAINT" activity --since 2025-06-01 --no-mailmap \
		--json) >act.json &&
	python3 "$TEST_DIRECTORY/activity-check.py" act.json "$WORLD" \
		2025-06-01 >check &&
	test "$(grep -c "^ok " check)" -ge 10
'

test_done
