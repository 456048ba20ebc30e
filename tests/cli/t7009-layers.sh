#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The library's folders depend one way: base -> db -> history -> get, lint
# -> profile -> release -> report, pulls -> preflight (doc/design.md).  An
# object may use a symbol of its own folder or of a folder below, never one
# of a folder above or beside it, and no objects use each other in a
# circle.  Read from the built objects with nm (tests/cli/layers.py).
#
# And every .c has a header of its own: what a lib object defines other
# than maint_* is declared in its own header (same folder, same name),
# what it defines as maint_* in include/maint/*.h, no header of lib/
# declares what another .c defines, and no headers of lib/ include each
# other in a circle (layers.py --headers, over nm and the sources).
#
# shellcheck disable=SC1091,SC2016,SC2034

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

# "OBJECT TYPE NAME" for every global symbol an object of today's
# lib/*/*.c or common/*.c defines.
symbols() {
	for src in "$TEST_TOP"/lib/*/*.c "$TEST_TOP"/common/*.c; do
		rel=${src#"$TEST_TOP"/}
		o=$TEST_TOP/build/${rel%.c}.o
		rel=${rel#lib/}
		nm -g --defined-only "$o" |
			awk -v n="${rel%.c}.o" 'NF == 3 { print n, $2, $3 }'
	done
}

SYMS=$TEST_ROOT/syms
symbols >"$SYMS"

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

test_expect_success 'every .c declares what it defines in its own header' '
	grep -q "^preflight/conf.o T mnt_pf_conf_load$" "$SYMS" &&
	grep -q "^db/db.o T maint_db_load$" "$SYMS" &&
	$LAYERS --headers "$TEST_TOP" "$SYMS" >bad || { cat bad; false; }
'

# A copy of lib/ and include/maint/'s headers, to plant offences in.
copy_headers() {
	(cd "$TEST_TOP" && find lib include/maint -name "*.h") |
		while read -r h; do
			mkdir -p "top/${h%/*}" && cp "$TEST_TOP/$h" "top/$h" ||
				return 1
		done
}

test_expect_success 'a symbol its own header does not declare would be caught' '
	cp "$SYMS" syms &&
	copy_headers &&
	grep -v "^int mnt_pf_rules(" top/lib/preflight/preflight-rules.h \
		>h && mv h top/lib/preflight/preflight-rules.h &&
	! $LAYERS --headers top syms >out &&
	grep -q "^undeclared: preflight/preflight-rules.o mnt_pf_rules" out &&
	echo "report/page-data.o T mnt_page_spare" >>syms &&
	! $LAYERS --headers "$TEST_TOP" syms >out &&
	grep -q "^undeclared: report/page-data.o mnt_page_spare" out
'

test_expect_success 'a maint_* function in no public header would be caught' '
	cp "$SYMS" syms &&
	echo "lint/check.o T maint_check_spare" >>syms &&
	! $LAYERS --headers "$TEST_TOP" syms >out &&
	grep -q "^not public: lint/check.o maint_check_spare" out
'

test_expect_success 'a declaration in the wrong header would be caught' '
	cp "$SYMS" syms &&
	copy_headers &&
	echo "int mnt_pf_rules(struct maint_preflight *pf);" \
		>>top/lib/preflight/conf.h &&
	! $LAYERS --headers top syms >out &&
	grep -q "^elsewhere: preflight/conf.h declares mnt_pf_rules (defined" out &&
	copy_headers &&
	echo "void mnt_spare(void);" >>top/lib/profile/rules.h &&
	! $LAYERS --headers top syms >out &&
	grep -q "^nowhere: profile/rules.h declares mnt_spare" out
'

test_expect_success 'headers including each other would be caught' '
	cp "$SYMS" syms &&
	copy_headers &&
	echo "#include \"preflight/preflight-int.h\"" \
		>>top/lib/preflight/conf.h &&
	! $LAYERS --headers top syms >out &&
	grep -q "^include cycle: preflight/conf.h preflight/preflight-int.h" out
'

test_done
