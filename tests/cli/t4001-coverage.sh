#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint coverage: the summary and --per-file on the example tree, PATH
# limits, --files-from, errors; and on a sample of the linux-6.12 world of
# the corpus, --per-file agrees with maint get -f FILE --sections.
#
# shellcheck disable=SC1091,SC2016

. "$(dirname "$0")/lib.sh"

TREE=$EXAMPLES/tree

# section headers of maint get --sections output, in order
get_sections() {
	"$MAINT" get --nogit-fallback --no-tree -f "$1" --sections |
		awk 'prev == "" && $0 != "" && $0 !~ /^[A-Z]:\t/ { print }
		     { prev = $0 }'
}

# path TAB sections joined by "; ", from --per-file --json (all sections)
json_sections() {
	python3 -c '
import json, sys
for f in json.load(sys.stdin)["files"]:
    assert f["sections"][:len(f["best"])] == f["best"], f
    print(f["path"] + "\t" + "; ".join(f["sections"]))
'
}

test_expect_success 'summary of the example tree' '
	(cd "$TREE" && "$MAINT" coverage) >out &&
	grep -q "^37 files (git ls-files)" out &&
	grep -q "^Supported  *12  *12  *0$" out &&
	grep -q "^Obsolete  *1  *0  *1$" out &&
	grep -q "^only THE REST: 12 files" out &&
	grep -q "^  *3 files  fs/$" out
'

test_expect_success '--per-file: path, best sections, status, profile, rest-only' '
	(cd "$TREE" && "$MAINT" coverage --per-file) >out &&
	test $(wc -l <out) -eq 37 &&
	printf "drivers/frob/frob-legacy.c\tFROBNICATOR LEGACY ISA DRIVER\tObsolete\t-\t-\n" >expect &&
	grep "^drivers/frob/frob-legacy.c" out >actual &&
	test_cmp expect actual &&
	printf "COPYING\tTHE REST\tnone\t-\trest-only\n" >expect &&
	grep "^COPYING" out >actual &&
	test_cmp expect actual &&
	printf "drivers/widget/widget-core.c\tWIDGET CORE\tSupported\tprofile\t-\n" >expect &&
	grep "^drivers/widget/widget-core.c" out >actual &&
	test_cmp expect actual
'

test_expect_success '--per-file agrees with maint get --sections (example tree)' '
	(cd "$TREE" && "$MAINT" coverage --per-file --json) | json_sections >cov &&
	test $(wc -l <cov) -eq 37 &&
	cut -f1 cov | while read -r f; do
		printf "%s\t%s\n" "$f" \
			"$(cd "$TREE" && get_sections "$f" | paste -sd ";" - | sed "s/;/; /g")"
	done >get &&
	test_cmp get cov
'

test_expect_success 'PATH limits the files' '
	(cd "$TREE" && "$MAINT" coverage --per-file drivers/frob ./fs/) >out &&
	test $(wc -l <out) -eq 7 &&
	! grep -v "^drivers/frob/\|^fs/" out
'

test_expect_success 'a PATH matching no file: a warning and exit 3' '
	(cd "$TREE" && test_expect_code 3 "$MAINT" coverage nosuchdir fs) >out 2>err &&
	grep -q "warning: .nosuchdir. matches no file of the tree" err &&
	! grep -q "fs" err &&
	grep -q "^Odd Fixes  *3 " out &&
	(cd "$TREE" && "$MAINT" coverage fs) >/dev/null 2>err &&
	test ! -s err
'

test_expect_success 'the unowned-directories heading says what it counts' '
	(cd "$TREE" && "$MAINT" coverage) >out &&
	grep -q "^largest directories in which no file.s best section" out &&
	grep -q "is Supported or Maintained; all their files counted:" out
'

test_expect_success '--files-from lists the files (and - reads stdin)' '
	printf "./drivers/widget/widget-core.c\nnot/there.c\n\nREADME\n" >list &&
	(cd "$TREE" && "$MAINT" coverage --per-file --files-from "$OLDPWD/list") >out &&
	test $(wc -l <out) -eq 3 &&
	grep -q "^not/there.c	THE REST	none	-	rest-only$" out &&
	(cd "$TREE" && "$MAINT" coverage --per-file --files-from - <"$OLDPWD/list") >out2 &&
	test_cmp out out2
'

test_expect_success 'outside git: a walk that does not follow symlinks' '
	cp -r "$TREE" tree &&
	ln -s /etc tree/drivers/frob/etc-link &&
	(cd tree && "$MAINT" coverage --per-file) >out &&
	grep -q "^drivers/frob/etc-link	" out &&
	! grep -q "etc-link/" out
'

test_expect_success '--lines counts lines; --json summary' '
	(cd "$TREE" && "$MAINT" coverage --lines --json) >out &&
	python3 -c "
import json, sys
d = json.load(open(\"out\"))
assert d[\"files\"] == 37 and d[\"lines\"] > 0, d
assert [s[\"status\"] for s in d[\"by_status\"]] == [\"Supported\", \"Maintained\", \"Odd Fixes\", \"Orphan\", \"Obsolete\", \"none\"]
assert d[\"rest_only_files\"] == 12
"
'

test_expect_success 'sections whose patterns match nothing are listed' '
	cp -r "$TREE" tree &&
	printf "\nNOWHERE\nM:\tX <x@example.org>\nS:\tMaintained\nF:\tno/such/dir/\n" >>tree/MAINTAINERS &&
	(cd tree && "$MAINT" coverage) >out &&
	grep -q "^sections whose patterns match no file (1):" out &&
	grep -q "^  MAINTAINERS:[0-9]*: NOWHERE$" out
'

test_expect_success 'no progress when stderr is not a terminal; --quiet accepted' '
	(cd "$TREE" && "$MAINT" coverage --quiet) >out 2>err &&
	test_must_be_empty err
'

test_expect_success 'usage errors exit 2, a missing MAINTAINERS 3' '
	test_expect_code 2 "$MAINT" coverage --no-such-option 2>err &&
	grep -q "^usage: maint coverage" err &&
	test_expect_code 2 "$MAINT" coverage --per 2>err &&
	test_expect_code 3 "$MAINT" coverage 2>err &&
	grep -q "cannot open .MAINTAINERS." err &&
	"$MAINT" coverage --help >out &&
	grep -q -- "--files-from=FILE" out
'

test_corpus linux-6.12 tests
test_world linux-6.12

test_expect_success 'linux-6.12: every file of the tree' '
	(cd "$WORLD" && "$MAINT" coverage --json) >out &&
	python3 -c "
import json
d = json.load(open(\"out\"))
assert d[\"files\"] == 86692, d[\"files\"]
assert sum(s[\"files\"] for s in d[\"by_status\"]) == 86692
"
'

test_expect_success 'linux-6.12: --per-file agrees with maint get --sections on a sample' '
	(cd "$WORLD" && "$MAINT" coverage --per-file --json) | json_sections >all &&
	test $(wc -l <all) -eq 86692 &&
	awk "NR % 431 == 1" all >cov &&
	grep -v "^[^	]*	THE REST$" all | awk "NR % 977 == 5" >>cov &&
	cut -f1 cov | while read -r f; do
		printf "%s\t%s\n" "$f" \
			"$(cd "$WORLD" && get_sections "$f" | paste -sd ";" - | sed "s/;/; /g")"
	done >get &&
	test $(wc -l <get) -gt 250 &&
	test_cmp get cov
'

test_done
