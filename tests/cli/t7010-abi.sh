#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The ABI holds: tests/abi/abi-v0.c, written against the headers frozen
# in tests/abi/v0/include (a copy of include/ as libmaint.so.0 stands,
# never edited), still builds against them and runs against this tree's
# libmaint.so, answering as it does built against today's headers (its
# layout lines too: every member's offset of every public struct) and as
# maint get does.  A change that moves a field of a public struct (or puts
# one before others), renames or drops a function, or makes an old
# options layout misread fails here (the last tests plant each offence);
# a new field at the end of an options struct (with its version raised)
# does not.
#
# shellcheck disable=SC1091,SC2016

. "$(dirname "$0")/lib.sh"

SO=$TEST_TOP/libmaint.so
[ -f "$SO" ] || test_skip_all "no $SO: run make first"
CC=${CC:-cc}
command -v "$CC" >/dev/null 2>&1 || test_skip_all "$CC is not installed"
TREE=$TEST_TOP/examples/tree
FILE=drivers/frob/frob-core.c
# the programs, and libmaint.so.0 (the soname they ask for) beside them
B=$TEST_ROOT/abi
mkdir -p "$B" && ln -sf "$SO" "$B/libmaint.so.0" ||
	{ echo "Bail out! cannot make $B"; exit 1; }

# build DIR OUT: abi-v0.c against the headers in DIR, linked to the .so
build() {
	"$CC" -std=c11 -Wall -Wextra -Werror -I"$1" -o "$2" \
		"$TEST_TOP/tests/abi/abi-v0.c" -L"$B" -l:libmaint.so.0 \
		-Wl,-rpath,"$B"
}

test_expect_success 'a program built against the frozen headers builds' '
	build "$TEST_TOP/tests/abi/v0/include" "$B/abi-v0"
'

test_expect_success 'and runs against this libmaint.so' '
	"$B/abi-v0" "$TREE" $FILE >"$B/v0.out" &&
	cp "$B/v0.out" v0.out &&
	tail -n 1 v0.out >last &&
	echo ok >want &&
	test_cmp want last &&
	grep -q "@" v0.out
'

test_expect_success 'answering as it does built against today'"'"'s headers' '
	build "$TEST_TOP/include" "$B/abi-now" &&
	"$B/abi-now" "$TREE" $FILE >now.out &&
	test_cmp now.out "$B/v0.out"
'

test_expect_success 'and as maint get does' '
	(cd "$TREE" && "$MAINT" get --nogit-fallback --compat=newest -f $FILE) >get.out &&
	sed -n "1,$(wc -l <get.out)p" "$B/v0.out" >v0.get &&
	test_cmp get.out v0.get
'

test_expect_success 'the frozen functions are all still exported' '
	cat "$TEST_TOP"/tests/abi/v0/include/maint/*.h |
		grep -o "\bmaint_[a-z0-9_]*(" | tr -d "(" | sort -u >"$B/frozen" &&
	nm -D --defined-only "$SO" | awk "{ sub(/@.*/, \"\", \$3); print \$3 }" |
		sort -u >"$B/exported" &&
	comm -23 "$B/frozen" "$B/exported" >gone &&
	test_cmp /dev/null gone
'

test_expect_success 'the accessors of the answer objects are among them' '
	for f in maint_findings_at maint_findings_count maint_person_role \
		maint_person_nroles maint_pkind_classify maint_pkind_name \
		maint_get_prefs_at maint_get_prefs_count maint_matches_at \
		maint_script_role maint_dropin_at maint_rtags_name \
		maint_ptarget_from maint_activity_person maint_pulls_cycles_at \
		maint_report_profiles_at maint_merge_subject_kind; do
		grep -qx "$f" "$B/frozen" || return 1
	done
'

test_expect_success 'planted: a frozen function gone is caught' '
	grep -vx maint_findings_at "$B/exported" >fewer &&
	comm -23 "$B/frozen" fewer >gone &&
	echo maint_findings_at >want &&
	test_cmp want gone
'

# now DIR: today's headers with sed script SCRIPT applied to maint/FILE
planted() {
	rm -rf "$B/$1" && cp -R "$TEST_TOP/include" "$B/$1" &&
		sed -i "$3" "$B/$1/maint/$2" &&
		! cmp -s "$TEST_TOP/include/maint/$2" "$B/$1/maint/$2"
}

test_expect_success 'planted: a member moved in a struct a caller allocates is caught' '
	planted moved lint.h "/^struct maint_text {/,/^};/{/const char \*name;/d;s/size_t len;/&\n\tconst char *name;/}" &&
	build "$B/moved" "$B/abi-moved" &&
	"$B/abi-moved" --layout >moved.out &&
	grep "^layout" "$B/v0.out" >was &&
	diff was moved.out | grep "^[<>] layout" >changed &&
	grep -q "^< layout maint_text.name 8$" changed &&
	! grep -v " maint_text\." changed
'

test_expect_success 'planted: a member put before others in an answer struct is caught' '
	planted mid db.h "/^struct maint_match {/,/^};/s/int depth;/int planted;\n\t&/" &&
	build "$B/mid" "$B/abi-mid" &&
	"$B/abi-mid" --layout >mid.out &&
	grep "^layout" "$B/v0.out" >was &&
	diff was mid.out | grep "^[<>] layout" >changed &&
	grep -q "^< layout maint_match.depth 8$" changed &&
	! grep -v " maint_match\." changed
'

test_expect_success 'but a new member at the end of an options struct is not' '
	planted optgrown lint.h "/^struct maint_check_opts {/,/^};/s/size_t nadded;/&\n\tbool planted;/" &&
	build "$B/optgrown" "$B/abi-optgrown" &&
	"$B/abi-optgrown" --layout >optgrown.out &&
	grep "^layout" "$B/v0.out" >was &&
	test_cmp was optgrown.out
'

test_done
