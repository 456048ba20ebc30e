#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint when on the example tree with a fixture git repository of release
# tags: the merge window, each of -rc1 to -rc8, release days, annotated
# and lightweight tags, --rc and --merge-window without history, pinging.
# The widget profile states -rc5/-rc6 and "at least one week"; the
# frobnicator profile -rc4 and "two weeks".
#
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/when-lib.sh"

TREE=$EXAMPLES/tree
PATCH=$EXAMPLES/patches/0001-widget-fix-foo.patch
WIDGET=$(prof Documentation/process/maintainer-widget.rst)
FROB=$(prof Documentation/process/maintainer-frobnicator.rst)
REPO=$TEST_ROOT/repo
make_repo "$REPO" || { echo "Bail out! cannot make the fixture repository"; exit 1; }

# when_json TODAY [ARGS...]: maint when --json for the widget patch
when_json() {
	today=$1
	shift
	(cd "$TREE" && "$MAINT" when --json --repo "$REPO" --today "$today" \
		"$@" "$PATCH")
}

test_expect_success 'release day of v6.11: merge window, week 1' '
	when_json 2024-09-15 >out &&
	json_is out "d[\"cycle_position\"][\"name\"]" "\"merge window after v6.11\"" &&
	json_is out "d[\"cycle_position\"][\"phase\"]" "\"merge-window\"" &&
	json_is out "d[\"cycle_position\"][\"release_day\"]" True &&
	json_is out "d[\"cycle_position\"][\"week\"]" 1 &&
	json_is out "d[\"cycle_position\"][\"tag\"]" "\"v6.11\"" &&
	json_is out "$WIDGET[\"cycle_position\"][\"name\"]" "\"merge window after v6.11\"" &&
	json_is out "$WIDGET[\"feature_deadline\"][\"rc\"]" "\"-rc5\"" &&
	json_is out "$WIDGET[\"feature_deadline\"][\"date\"]" "\"2024-10-27\"" &&
	json_is out "$WIDGET[\"feature_deadline\"][\"estimated\"]" True &&
	json_is out "$WIDGET[\"can_target_next_merge_window\"]" True &&
	json_is out "$WIDGET[\"merge_deadline\"][\"date\"]" "\"2024-11-03\"" &&
	json_is out "$WIDGET[\"ping_from\"]" None
'

test_expect_success 'merge window, week 2: -rc1 expected in a week' '
	when_json 2024-09-25 >out &&
	json_is out "d[\"cycle_position\"][\"week\"]" 2 &&
	json_is out "d[\"cycle_position\"][\"release_day\"]" False &&
	json_is out "d[\"cycle_position\"][\"next_release_date\"]" "\"2024-11-17\"" &&
	json_is out "$WIDGET[\"can_target_next_merge_window\"]" True
'

test_expect_success 'annotated -rc1: the tag date counts, not the commit date' '
	when_json 2024-09-28 >out &&
	json_is out "d[\"cycle_position\"][\"phase\"]" "\"merge-window\"" &&
	when_json 2024-09-29 >out &&
	json_is out "d[\"cycle_position\"][\"name\"]" "\"v6.12-rc1\"" &&
	json_is out "d[\"cycle_position\"][\"week\"]" 3 &&
	json_is out "d[\"cycle_position\"][\"since\"]" "\"2024-09-29\"" &&
	json_is out "d[\"cycle_position\"][\"previous_release\"]" "\"v6.11\""
'

# TODAY RC WEEK WIDGET(-rc5) FROB(-rc4)
while read -r today rc week widget frob; do
	test_expect_success "$today is -rc$rc, week $week: -rc5 $widget, -rc4 $frob" '
		(cd "$TREE" && "$MAINT" when --json --repo "$REPO" --today '"$today"' \
			-f drivers/widget/widget-core.c drivers/frob/frob-core.c) >out &&
		json_is out "d[\"cycle_position\"][\"rc\"]" '"$rc"' &&
		json_is out "d[\"cycle_position\"][\"week\"]" '"$week"' &&
		json_is out "$WIDGET[\"cycle_position\"][\"rc\"]" '"$rc"' &&
		json_is out "$WIDGET[\"can_target_next_merge_window\"]" '"$widget"' &&
		json_is out "$FROB[\"can_target_next_merge_window\"]" '"$frob"'
	'
done <<-\EOF
2024-10-01 1 3 True True
2024-10-06 2 4 True True
2024-10-19 3 5 True True
2024-10-20 4 6 True False
2024-10-27 5 7 False False
2024-11-03 6 8 False False
2024-11-16 7 9 False False
2025-01-19 8 10 False False
EOF

test_expect_success '-rc3: deadlines from the weekly cadence, not yet tagged' '
	when_json 2024-10-14 >out &&
	json_is out "d[\"cycle_position\"][\"name\"]" "\"v6.12-rc3\"" &&
	json_is out "d[\"cycle_position\"][\"days_since\"]" 1 &&
	json_is out "$WIDGET[\"feature_deadline\"]" "{\"rc\": \"-rc5\", \"stated\": \"-rc5\", \"date\": \"2024-10-27\", \"estimated\": True, \"passed\": False, \"through\": False, \"next_cycle_date\": None, \"file\": \"Documentation/process/maintainer-widget.rst\", \"line\": 33, \"quote\": [p for p in d[\"profiles\"] if p[\"value\"] == \"Documentation/process/maintainer-widget.rst\"][0][\"feature_deadline\"][\"quote\"]}" &&
	json_is out "$WIDGET[\"reason\"]" "\"before the deadline for new features\""
'

test_expect_success '-rc5 reached: passed, tagged date, next cycle estimated' '
	when_json 2024-10-30 >out &&
	json_is out "$WIDGET[\"feature_deadline\"][\"date\"]" "\"2024-10-27\"" &&
	json_is out "$WIDGET[\"feature_deadline\"][\"estimated\"]" False &&
	json_is out "$WIDGET[\"feature_deadline\"][\"passed\"]" True &&
	json_is out "$WIDGET[\"feature_deadline\"][\"next_cycle_date\"]" "\"2024-12-29\"" &&
	json_is out "$WIDGET[\"can_target_next_merge_window\"]" False &&
	json_is out "$WIDGET[\"merge_deadline\"][\"passed\"]" False
'

test_expect_success 'release day of v6.12 (annotated tag) opens the merge window' '
	when_json 2024-11-17 >out &&
	json_is out "d[\"cycle_position\"][\"name\"]" "\"merge window after v6.12\"" &&
	json_is out "d[\"cycle_position\"][\"release_day\"]" True &&
	json_is out "d[\"cycle_position\"][\"previous_release_date\"]" "\"2024-11-17\"" &&
	json_is out "$WIDGET[\"can_target_next_merge_window\"]" True &&
	json_is out "$WIDGET[\"feature_deadline\"][\"date\"]" "\"2024-12-29\"" &&
	(cd "$TREE" && "$MAINT" when --repo "$REPO" --today 2024-11-17) >text &&
	grep "^release day: v6.12 was released today" text
'

test_expect_success 'stable tags and other v* tags are not releases' '
	when_json 2024-11-24 >out &&
	json_is out "d[\"cycle_position\"][\"tag\"]" "\"v6.12\"" &&
	json_is out "d[\"cycle_position\"][\"week\"]" 2
'

test_expect_success '-rc8: the release is expected a week after it' '
	when_json 2025-01-20 >out &&
	json_is out "d[\"cycle_position\"][\"name\"]" "\"v6.13-rc8\"" &&
	json_is out "d[\"cycle_position\"][\"last_rc\"]" 8 &&
	json_is out "d[\"cycle_position\"][\"next_release_date\"]" "\"2025-01-26\"" &&
	when_json 2025-01-01 >out &&
	json_is out "d[\"cycle_position\"][\"last_rc\"]" 7 &&
	json_is out "d[\"cycle_position\"][\"next_release_date\"]" "\"2025-01-19\""
'

test_expect_success 'release day after an -rc8' '
	when_json 2025-01-26 >out &&
	json_is out "d[\"cycle_position\"][\"name\"]" "\"merge window after v6.13\"" &&
	json_is out "d[\"cycle_position\"][\"release_day\"]" True &&
	json_is out "$WIDGET[\"feature_deadline\"][\"date\"]" "\"2025-03-09\""
'

test_expect_success 'stale tags: a warning, the position kept' '
	when_json 2025-06-01 >out &&
	json_is out "d[\"cycle_position\"][\"stale\"]" True &&
	json_is out "d[\"diagnostics\"][0][\"level\"]" "\"warning\"" &&
	(cd "$TREE" && "$MAINT" when --repo "$REPO" --today 2025-06-01) >/dev/null 2>err &&
	grep "warning: the newest release tag v6.13 (2025-01-26) is 126 days old" err
'

test_expect_success '--posted: ping from, due or not' '
	when_json 2024-10-01 --posted 2024-09-30 >out &&
	json_is out "$WIDGET[\"ping_from\"]" "\"2024-10-07\"" &&
	json_is out "$WIDGET[\"ping_due\"]" False &&
	json_is out "$WIDGET[\"ping_how\"][\"stated\"]" "\"resend the series\"" &&
	json_is out "$WIDGET[\"ping_wait\"][\"stated\"]" "\"at least one week\"" &&
	when_json 2024-10-07 --posted 2024-09-30 >out &&
	json_is out "$WIDGET[\"ping_due\"]" True &&
	(cd "$TREE" && "$MAINT" when --repo "$REPO" --today 2024-10-10 \
		--posted 2024-09-30 -f drivers/frob/frob-core.c) >text &&
	grep "^  ping from: 2024-10-14 (posted 2024-09-30)\$" text &&
	grep "^  how to remind: not stated\$" text
'

test_expect_success 'no git history: unknown position, null answers' '
	mkdir norepo && cp -R "$TREE"/. norepo/ &&
	(cd norepo && "$MAINT" when --json --today 2024-10-01 \
		-f drivers/widget/widget-core.c) >out &&
	json_is out "d[\"cycle_position\"]" None &&
	json_is out "$WIDGET[\"cycle_position\"]" None &&
	json_is out "$WIDGET[\"can_target_next_merge_window\"]" None &&
	json_is out "$WIDGET[\"feature_deadline\"][\"rc\"]" "\"-rc5\"" &&
	json_is out "$WIDGET[\"feature_deadline\"][\"date\"]" None &&
	json_is out "d[\"diagnostics\"][0][\"level\"]" "\"info\""
'

test_expect_success '--rc N without history: assumed from the last Sunday' '
	(cd "$TREE" && "$MAINT" when --json --repo "$TEST_ROOT/none" --today 2024-10-16 \
		--rc 3 "$PATCH") >out &&
	json_is out "d[\"cycle_position\"][\"name\"]" "\"-rc3\"" &&
	json_is out "d[\"cycle_position\"][\"source\"]" "\"option\"" &&
	json_is out "d[\"cycle_position\"][\"since\"]" "\"2024-10-13\"" &&
	json_is out "d[\"cycle_position\"][\"week\"]" 5 &&
	json_is out "$WIDGET[\"feature_deadline\"][\"date\"]" "\"2024-10-27\"" &&
	json_is out "$WIDGET[\"can_target_next_merge_window\"]" True &&
	(cd "$TREE" && "$MAINT" when --json --today 2024-10-16 --rc 5 "$PATCH") >out &&
	json_is out "$WIDGET[\"can_target_next_merge_window\"]" False
'

test_expect_success '--rc overrides the tags; --merge-window' '
	(cd "$TREE" && "$MAINT" when --json --repo "$REPO" --today 2024-10-16 \
		--merge-window "$PATCH") >out &&
	json_is out "d[\"cycle_position\"][\"name\"]" "\"merge window\"" &&
	json_is out "d[\"cycle_position\"][\"release_day\"]" False &&
	json_is out "$WIDGET[\"can_target_next_merge_window\"]" True &&
	json_is out "$WIDGET[\"feature_deadline\"][\"date\"]" "\"2024-11-24\""
'

test_expect_success 'text output names the position, deadlines and assumptions' '
	(cd "$TREE" && "$MAINT" when --repo "$REPO" --today 2024-10-14 \
		--posted 2024-10-01 "$PATCH") >out &&
	cat >expect <<-\EOF &&
	today: 2024-10-14 (Monday)
	release cycle: v6.12-rc3, week 5 of the cycle, day 2 of -rc3; v6.12-rc3 tagged 2024-10-13
	next release: v6.12 expected 2024-11-17 (after -rc7); the next merge window opens then
	assumes:
	  - -rc releases come weekly, on the weekday of the last tag
	  - the release comes one week after -rc7, or after the last -rc when the cycle already has an -rc8 or later
	  - the merge window lasts two weeks
	  - tag dates are UTC days: the tagger date of annotated tags, the tagged commit'"'"'s committer date of lightweight ones
	  - "before -rcN" has passed once -rcN is tagged (or, with --rc, reached); "through -rcN" ("between -rc1 and -rcN") once -rcN+1 is

	P: Documentation/process/maintainer-widget.rst
	  new features: post before -rc5 (expected 2024-10-27)  [Documentation/process/maintainer-widget.rst:33]
	  next merge window: a new feature posted today can still target it (before the deadline for new features)
	  merge deadline: merged by -rc6 (expected 2024-11-03)  [Documentation/process/maintainer-widget.rst:35]
	  wait before pinging: at least one week  [Documentation/process/maintainer-widget.rst:49]
	  ping from: 2024-10-08 (posted 2024-10-01), due now
	  how to remind: resend the series  [Documentation/process/maintainer-widget.rst:50]
	EOF
	test_cmp expect out
'

test_expect_success 'without patches: the cycle only; the person P: line' '
	(cd "$TREE" && "$MAINT" when --repo "$REPO" --today 2024-10-14) >out &&
	grep "^release cycle: v6.12-rc3" out &&
	! grep "^P: " out &&
	(cd "$TREE" && "$MAINT" when --json --repo "$REPO" --today 2024-10-14 \
		-f fs/examplefs/super.c) >out &&
	json_is out "$(prof "Jane Person")[\"kind\"]" "\"person\"" &&
	json_is out "$(prof "Jane Person")[\"can_target_next_merge_window\"]" None
'

test_expect_success 'usage errors' '
	test_expect_code 2 "$MAINT" when --today 2024-02-30 &&
	test_expect_code 2 "$MAINT" when --today yesterday &&
	test_expect_code 2 "$MAINT" when --rc 0 &&
	test_expect_code 2 "$MAINT" when --rc 3 --merge-window &&
	test_expect_code 2 "$MAINT" when --today 2024-10-01 --posted 2024-10-02 &&
	test_expect_code 2 "$MAINT" when -f &&
	test_expect_code 2 "$MAINT" when --bogus &&
	"$MAINT" when --help >out &&
	grep "^usage: maint when" out &&
	(cd "$TREE" && test_expect_code 3 "$MAINT" when --today 2024-10-01 no-such.patch)
'

test_done
