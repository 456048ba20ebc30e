#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The ABI holds: tests/abi/abi-v0.c, written against the headers frozen
# in tests/abi/v0/include (a copy of include/ as libmaint.so.0 first
# stood, never edited), still builds against them and runs against this
# tree's libmaint.so, answering as it does built against today's headers
# and as maint get does.  A change that moves a field of a public struct,
# renames or drops a function, or makes an old options layout misread
# fails here; a new field at the end of an options struct (with its
# version raised) does not.
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
		grep -o "\bmaint_[a-z0-9_]*(" | tr -d "(" | sort -u >frozen &&
	nm -D --defined-only "$SO" | awk "{ sub(/@.*/, \"\", \$3); print \$3 }" |
		sort -u >exported &&
	comm -23 frozen exported >gone &&
	test_cmp /dev/null gone
'

test_done
