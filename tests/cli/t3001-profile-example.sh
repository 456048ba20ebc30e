#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint profile on the example tree: the profiles of a patch, list, show,
# check, new, and bad P: targets.
#
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"

TREE=$EXAMPLES/tree
PATCH=$EXAMPLES/patches/0001-widget-fix-foo.patch

# a writable copy of the example tree
copy_tree() {
	cp -R "$TREE" tree
}

test_expect_success 'profile PATCH shows the widget profile and its facts' '
	(cd "$TREE" && "$MAINT" profile --brief --no-color "$PATCH") >out &&
	grep "^P: Documentation/process/maintainer-widget.rst\$" out &&
	grep "from: WIDGET CORE (MAINTAINERS:98) by keyword" out &&
	grep "last -rc for new feature submissions: -rc5  \[Documentation/process/maintainer-widget.rst:33\]" out &&
	grep "wait before pinging: at least one week" out &&
	grep "style cleanup patches: not welcome" out &&
	grep "checkpatch.pl (required)" out &&
	! grep "Overview" out
'

test_expect_success 'profile -f: facts by default, rules with --rules, no text, no trailing blanks' '
	(cd "$TREE" && "$MAINT" profile --no-color --rules -f drivers/frob/frob-core.c) >out &&
	grep "^P: Documentation/process/maintainer-frobnicator.rst\$" out &&
	grep "^    tests and tools:\$" out &&
	grep "^  rules:\$" out &&
	! grep "^  Overview" out &&
	! grep " \$" out &&
	(cd "$TREE" && "$MAINT" profile --no-color -f drivers/frob/frob-core.c) >brief &&
	(cd "$TREE" && "$MAINT" profile --no-color --brief -f drivers/frob/frob-core.c) >brief2 &&
	test_cmp brief brief2 &&
	! grep "^  rules:\$" brief &&
	sed "/^  rules:\$/,\$d" out >facts &&
	test_cmp facts brief &&
	(cd "$TREE" && test_expect_code 2 "$MAINT" profile --brief --full -f drivers/frob/frob-core.c) 2>err &&
	grep "brief goes with none of" err
'

test_expect_success 'profile --full -f renders sections; --section picks one' '
	(cd "$TREE" && "$MAINT" profile --no-color --full -f drivers/frob/frob-core.c) >out &&
	grep "^P: Documentation/process/maintainer-frobnicator.rst\$" out &&
	grep "^  Overview" out &&
	grep "^  Review Cadence" out &&
	(cd "$TREE" && "$MAINT" profile --no-color --section "review cadence" \
		-f drivers/frob/frob-core.c) >out2 &&
	grep "^  Review Cadence" out2 &&
	! grep "^  Overview" out2
'

test_expect_success 'profile -f flags the obsolete person line' '
	(cd "$TREE" && "$MAINT" profile --no-color -f fs/examplefs/super.c) >out 2>err &&
	grep "^P: Jane Person  (obsolete P: person line, not a profile)\$" out &&
	grep "^MAINTAINERS:71: warning: obsolete P: person line" err
'

test_expect_success 'profile --json is JSON with facts and not_stated' '
	(cd "$TREE" && "$MAINT" profile --json --brief "$PATCH") >out &&
	python3 -c "import json,sys; d=json.load(open(\"out\")); p=d[\"profiles\"][0]; \
assert p[\"kind\"]==\"file\"; \
assert any(f[\"kind\"]==\"rc-new\" and f[\"value\"]==\"-rc5\" for f in p[\"facts\"]); \
assert \"base\" not in p[\"not_stated\"]"
'

test_expect_success 'profile list names every P: with its kind' '
	cat >expect <<-\EOF &&
	MAINTAINERS:71	EXAMPLEFS FILE SYSTEM	person	Jane Person
	MAINTAINERS:85	FROBNICATOR DRIVERS	file	Documentation/process/maintainer-frobnicator.rst	exists
	MAINTAINERS:108	WIDGET CORE	file	Documentation/process/maintainer-widget.rst	exists
	EOF
	(cd "$TREE" && "$MAINT" profile list) >actual &&
	test_cmp expect actual
'

test_expect_success 'profile show by section name and by path' '
	(cd "$TREE" && "$MAINT" profile show --brief --no-color "WIDGET CORE") >a &&
	(cd "$TREE" && "$MAINT" profile show --brief --no-color \
		Documentation/process/maintainer-widget.rst) >b &&
	grep "title: Widget Subsystem Maintainer Entry Profile" a &&
	grep "title: Widget Subsystem Maintainer Entry Profile" b
'

test_expect_success 'profile check on the example tree: a warning, no errors' '
	(cd "$TREE" && test_expect_code 1 "$MAINT" profile check) >out &&
	cat >expect <<-\EOF &&
	MAINTAINERS:71: WARNING: obsolete-person: obsolete P: person line '"'"'Jane Person'"'"' (P: names a profile since 2019; use M:)
	total: 0 errors, 1 warning, 0 checks
	EOF
	test_cmp expect out &&
	(cd "$TREE" && "$MAINT" profile check --level=error) >out &&
	echo "total: 0 errors, 0 warnings, 0 checks" >expect &&
	test_cmp expect out
'

test_expect_success 'profile check FILE: maint check'"'"'s format, a check each, the total, the status' '
	printf "Bad Profile\n===========\n\nOverview\n----\n\nPatches go to the list.\n\nReview cadence\n------------------\n\nCoding Style\n------------\n\nSee the kernel coding style.\n" >bad.rst &&
	test_expect_code 1 "$MAINT" profile check bad.rst >out &&
	cat >expect <<-\EOF &&
	bad.rst:1: WARNING: template-section: missing template section '"'"'Submit Checklist Addendum'"'"'
	bad.rst:1: WARNING: template-section: missing template section '"'"'Key Cycle Dates'"'"'
	bad.rst:1: WARNING: template-section: missing template section '"'"'Style Cleanup Patches'"'"'
	bad.rst:5: WARNING: underline: heading underline is shorter than its text (4 < 8)
	bad.rst:10: CHECK: underline: heading underline is longer than its text (18 > 14)
	bad.rst:9: WARNING: empty-section: section '"'"'Review cadence'"'"' is empty
	total: 0 errors, 5 warnings, 1 check
	EOF
	test_cmp expect out &&
	"$MAINT" profile check --level=error bad.rst >out &&
	echo "total: 0 errors, 0 warnings, 0 checks" >expect &&
	test_cmp expect out &&
	test_expect_code 1 "$MAINT" profile check --level=warning --json bad.rst >j &&
	python3 -c "import json; d=json.load(open(\"j\")); assert [(f[\"line\"], f[\"level\"], f[\"check\"]) for f in d] == [(1, \"warning\", \"template-section\")] * 3 + [(5, \"warning\", \"underline\"), (9, \"warning\", \"empty-section\")], d" &&
	test_expect_code 1 "$MAINT" profile check --color=always --level=error bad.rst nope.rst >out &&
	printf "nope.rst: \033[1;31mERROR\033[0m: profile-read: cannot read: No such file or directory\ntotal: 1 error, 0 warnings, 0 checks\n" >expect &&
	test_cmp expect out &&
	test_expect_code 2 "$MAINT" profile check --level=info bad.rst 2>err &&
	grep "level takes error, warning or check" err
'

test_expect_success 'profile check and maint check: the same finding format, JSON and colour' '
	printf "%s\n" "WIDGET" "M:	A <a@example.org>" "S:	Maintained" "P:	Jane Person" "F:	drivers/" >M &&
	test_expect_code 1 "$MAINT" check --color=always M >c1 &&
	test_expect_code 1 "$MAINT" profile check --mpath M --color=always >c2 &&
	grep "^M:4: .\[1;35mWARNING.\[0m: obsolete-person: obsolete P: person line" c1 &&
	grep "^M:4: .\[1;35mWARNING.\[0m: obsolete-person: obsolete P: person line" c2 &&
	grep "^total: 0 errors, 2 warnings, 0 checks\$" c1 &&
	grep "^total: 0 errors, 1 warning, 0 checks\$" c2 &&
	test_expect_code 1 "$MAINT" check --json M >j1 &&
	test_expect_code 1 "$MAINT" profile check --mpath M --json >j2 &&
	python3 -c "import json; a=json.load(open(\"j1\")); b=json.load(open(\"j2\")); assert sorted(a[0])==sorted(b[0]) and a[0][\"check\"]==b[0][\"check\"]==\"obsolete-person\", (a, b)"
'

test_expect_success 'profile check: missing file, directory, bad URI, outside' '
	copy_tree &&
	cd tree &&
	sed -e "s|^P:	Documentation/process/maintainer-frobnicator.rst|P:	Documentation/process/nope.rst|" \
	    -e "s|^P:	Jane Person|P:	https://exa mple.org/x|" \
	    -e "s|^P:	Documentation/process/maintainer-widget.rst|P:	../outside.rst|" \
	    MAINTAINERS >M2 && mv M2 MAINTAINERS &&
	test_expect_code 1 "$MAINT" profile check >out &&
	grep "^MAINTAINERS:71: ERROR: p-target: P: .https://exa mple.org/x. is not a valid http(s) URI" out &&
	grep "^MAINTAINERS:85: ERROR: p-target: P: .Documentation/process/nope.rst.: no such file" out &&
	grep "^MAINTAINERS:108: ERROR: p-target: P: .../outside.rst. leads outside the tree" out &&
	grep "^Documentation/process/maintainer-frobnicator.rst: CHECK: unnamed-profile: profile-like document is not named by any P: line" out &&
	grep "^total: 3 errors, 0 warnings, 2 checks\$" out
'

test_expect_success 'profile on a patch still answers when a P: target is bad' '
	copy_tree &&
	cd tree &&
	mkdir Documentation/process/dir.rst &&
	printf "\0\1\2binary" >Documentation/process/maintainer-frobnicator.rst &&
	sed -e "s|^P:	Documentation/process/maintainer-widget.rst|P:	Documentation/process/dir.rst|" \
	    MAINTAINERS >M2 && mv M2 MAINTAINERS &&
	"$MAINT" profile --brief --no-color -f drivers/frob/frob-core.c \
		include/linux/widget.h >out 2>err &&
	grep "^MAINTAINERS:108: error: P: .Documentation/process/dir.rst. is a directory" err &&
	grep "maintainer-frobnicator.rst: error: profile is binary" err &&
	grep "^MAINTAINERS:85: error: P: .Documentation/process/maintainer-frobnicator.rst. is not a readable profile" err &&
	grep "^P: Documentation/process/dir.rst" out &&
	grep "from: FROBNICATOR DRIVERS" out
'

test_expect_success 'control characters in a profile are escaped' '
	copy_tree &&
	cd tree &&
	printf "T\n=\n\nOverview\n--------\nbad \033[31m text\n" \
		>Documentation/process/maintainer-frobnicator.rst &&
	"$MAINT" profile --no-color --full -f drivers/frob/frob-core.c >out &&
	grep "bad \\\\x1b\[31m text" out &&
	! grep "$(printf "\033")" out
'

test_expect_success 'profile new writes a template profile and the P: line' '
	copy_tree &&
	cd tree &&
	"$MAINT" profile new "FROBNICATOR LEGACY ISA DRIVER" >out &&
	f=Documentation/process/maintainer-frobnicator-legacy-isa-driver.rst &&
	test -f $f &&
	grep "^FROBNICATOR LEGACY ISA DRIVER Maintainer Entry Profile\$" $f &&
	grep "^Key Cycle Dates\$" $f &&
	grep "^Style Cleanup Patches\$" $f &&
	sed -n "/^FROBNICATOR LEGACY ISA DRIVER\$/,/^\$/p" MAINTAINERS >sec &&
	cat >expect <<-EOF &&
	FROBNICATOR LEGACY ISA DRIVER
	L:	frob-devel@lists.example.org (moderated for non-subscribers)
	S:	Obsolete
	P:	$f
	F:	drivers/frob/frob-legacy.c

	EOF
	test_cmp expect sec &&
	"$MAINT" profile check --level=error $f >chk &&
	grep "^total: 0 errors" chk
'

test_expect_success 'profile new never overwrites a profile' '
	copy_tree &&
	cd tree &&
	echo keep >Documentation/process/mine.rst &&
	cp MAINTAINERS before &&
	test_expect_code 3 "$MAINT" profile new --path Documentation/process/mine.rst \
		"FROBNICATOR LEGACY ISA DRIVER" 2>err &&
	grep "not overwritten" err &&
	test "$(cat Documentation/process/mine.rst)" = keep &&
	test_cmp before MAINTAINERS
'

test_expect_success 'profile new refuses a path outside the tree' '
	copy_tree &&
	cd tree &&
	test_must_fail "$MAINT" profile new --path ../x.rst \
		"FROBNICATOR LEGACY ISA DRIVER" 2>err &&
	test ! -e ../x.rst
'

test_expect_success 'profile refuses abbreviated subcommands and options' '
	(cd "$TREE" && test_expect_code 2 "$MAINT" profile --bri -f README) 2>err &&
	(cd "$TREE" && test_must_fail "$MAINT" profile lis) >out 2>&1
'

test_done
