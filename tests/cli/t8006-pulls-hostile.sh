#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint pulls on hostile repositories: escape sequences in merge subjects
# and T: lines, invalid UTF-8 in section names, MAINTAINERS as a symlink
# or a directory in the end commit.

. "$(dirname "$0")/lib.sh"

command -v git >/dev/null 2>&1 || test_skip_all "git is not installed"
command -v python3 >/dev/null 2>&1 || test_skip_all "python3 is not installed"

ESC=$(printf '\033')
BEL=$(printf '\007')

# mkrepo DIR: a base commit with MAINTAINERS (from ./M), a branch merged
# with the subject in ./subject, tagged v1.0..v1.1
mkrepo() {
	git init -q -b master "$1" &&
	cp M "$1/MAINTAINERS" &&
	git -C "$1" add MAINTAINERS &&
	git -C "$1" -c user.name=A -c user.email=a@b commit -q -m base &&
	git -C "$1" tag v1.0 &&
	git -C "$1" checkout -q -b topic &&
	git -C "$1" -c user.name=A -c user.email=a@b commit -q --allow-empty -m change &&
	git -C "$1" checkout -q master &&
	git -C "$1" -c user.name=A -c user.email=a@b merge -q --no-ff \
		-F "$PWD/subject" topic &&
	git -C "$1" tag v1.1
}

test_expect_success 'escape sequences never reach the terminal' '
	printf "EVIL ${ESC}]0;pwned${BEL}SECTION\nT:\tgit ${ESC}[31mgit://h/x\nT:\tgit https://h/ok${ESC}[0m.git\n" >M &&
	printf "Merge tag '\''t'\'' of git://h/${ESC}]0;pwned${BEL}evil\n" >subject &&
	mkrepo r &&
	"$MAINT" pulls -C r v1.0..v1.1 >out 2>err &&
	! grep -q "$ESC" out && ! grep -q "$ESC" err &&
	! grep -q "$BEL" out && ! grep -q "$BEL" err &&
	grep "\\\\x1b" out &&
	"$MAINT" pulls -C r v1.0..v1.1 --format=svg >p.svg 2>/dev/null &&
	! grep -q "$ESC" p.svg &&
	python3 -c "import sys, xml.dom.minidom as m; m.parse(sys.argv[1])" p.svg &&
	"$MAINT" pulls -C r v1.0..v1.1 --json >j 2>/dev/null &&
	python3 -c "import json, sys; json.load(open(sys.argv[1]))" j
'

test_expect_success 'invalid UTF-8 in a section name: the SVG still parses' '
	printf "BAD \377\376 NAME\nT:\tgit git://h/tree.git\n" >M &&
	printf "Merge tag '\''t'\'' of git://h/tree\n" >subject &&
	mkrepo u &&
	"$MAINT" pulls -C u v1.0..v1.1 --format=svg >p.svg &&
	python3 -c "import sys, xml.dom.minidom as m; m.parse(sys.argv[1])" p.svg &&
	grep -F ">BAD ?? NAME (1)</text>" p.svg
'

test_expect_success 'MAINTAINERS a symlink in the end commit: not followed' '
	printf "S\nT:\tgit git://h/tree.git\n" >M &&
	printf "Merge tag '\''t'\'' of git://h/tree\n" >subject &&
	mkrepo s &&
	git -C s rm -q MAINTAINERS &&
	ln -s /etc/passwd s/MAINTAINERS &&
	git -C s add MAINTAINERS &&
	git -C s -c user.name=A -c user.email=a@b commit -q -m link &&
	test_expect_code 3 "$MAINT" pulls -C s v1.0..HEAD >out 2>err &&
	grep "no MAINTAINERS file" err &&
	! grep -q root out
'

test_expect_success 'MAINTAINERS a directory in the end commit: its files' '
	printf "S\nT:\tgit git://h/tree.git\n" >M &&
	printf "Merge tag '\''t'\'' of git://h/tree\n" >subject &&
	mkrepo d &&
	git -C d rm -q MAINTAINERS &&
	mkdir d/MAINTAINERS &&
	printf "ONE\nT:\tgit git://h/tree.git\n" >d/MAINTAINERS/a &&
	printf "TWO\nT:\tgit git://h/other.git\n" >d/MAINTAINERS/b &&
	git -C d add MAINTAINERS &&
	git -C d -c user.name=A -c user.email=a@b commit -q -m dir &&
	"$MAINT" pulls -C d v1.0..HEAD --json >out &&
	python3 -c "import json,sys; s=json.load(sys.stdin)[\"summary\"]; print(s[\"maintainers_files\"], s[\"t_trees\"], s[\"tied_url\"])" <out >actual &&
	echo "2 2 1" >expect &&
	test_cmp expect actual
'

test_done
