#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The library's folders depend one way: base -> db -> history -> get, lint
# -> profile -> release -> report, pulls -> preflight (doc/design.md).  An
# object may use a symbol of its own folder or of a folder below, never one
# of a folder above or beside it, and no objects use each other in a
# circle.  Read from the built objects with nm (tests/cli/layers.py).
#
# shellcheck disable=SC1091,SC2016

. "$(dirname "$0")/lib.sh"

B=$TEST_TOP/build/lib
[ -f "$B/db/db.o" ] || test_skip_all "no $B/db/db.o: run make first"
command -v nm >/dev/null 2>&1 || test_skip_all 'nm is not installed'
LAYERS="python3 $TEST_DIRECTORY/layers.py"

# "USER DEFINER" for every symbol an object of today's lib/*/*.c takes
# from another (an older build may hold objects of files since moved).
edges() {
	for src in "$TEST_TOP"/lib/*/*.c "$TEST_TOP"/common/*.c; do
		rel=${src#"$TEST_TOP"/}
		rel=${rel#lib/}
		echo "$TEST_TOP/build/${src#"$TEST_TOP"/}" | sed 's/\.c$/.o/' |
			while read -r o; do
				echo "${rel%.c}.o $o"
			done
	done >objs &&
	while read -r name o; do
		nm --defined-only "$o" |
			awk -v n="$name" '$2 ~ /^[TDBRV]$/ { print $3, n }'
	done <objs | LC_ALL=C sort -k1,1 -u >defs &&
	while read -r name o; do
		nm -u "$o" | awk -v n="$name" '{ print $2, n }'
	done <objs | LC_ALL=C sort -k1,1 >uses &&
	LC_ALL=C join uses defs | awk '$2 != $3 { print $2, $3 }' |
		LC_ALL=C sort -u
}

test_expect_success 'dependencies point one way, with no cycles' '
	edges >edges &&
	grep -q "^db/db.o base/" edges &&
	$LAYERS edges >bad || { cat bad; false; }
'

test_expect_success 'a use of a folder above would be caught' '
	printf "%s\n" "db/db.o get/get.o" "get/get.o db/db.o" >up &&
	! $LAYERS up >out &&
	grep -q "^up: db/db.o -> get/get.o" out
'

test_expect_success 'a use of a folder beside would be caught' '
	echo "get/get.o lint/check.o" >side &&
	! $LAYERS side >out &&
	grep -q "^up: get/get.o -> lint/check.o" out
'

test_expect_success 'a cycle inside one folder would be caught' '
	printf "%s\n" "get/a.o get/b.o" "get/b.o get/c.o" "get/c.o get/a.o" \
		>cyc &&
	! $LAYERS cyc >out &&
	grep -q "^cycle: get/a.o get/b.o get/c.o" out
'

test_done
