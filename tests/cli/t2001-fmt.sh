#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint fmt: parse-maintainers.pl output, --check diffs, --in-place.

. "$(dirname "$0")/lib.sh"

make_sorted() {
	printf 'Intro\n\nALPHA\nM:\ta@b.org\nF:\tx\n\nBETA\nM:\tb@b.org\n' >"$1"
}

test_expect_success 'formatted file: --check is quiet and exits 0' '
	make_sorted MAINTAINERS &&
	"$MAINT" fmt --check >out &&
	test_must_be_empty out
'

test_expect_success 'unsorted file: --check prints a diff and exits 1' '
	printf "BETA\nM:\tb@b.org\n\nALPHA\nM:  a@b.org\n" >MAINTAINERS &&
	test_expect_code 1 "$MAINT" fmt --check MAINTAINERS >out &&
	cat >expect <<-\EOF &&
	--- a/MAINTAINERS
	+++ b/MAINTAINERS
	@@ -1,5 +1,5 @@
	+ALPHA
	+M:	a@b.org
	+
	 BETA
	 M:	b@b.org
	-
	-ALPHA
	-M:  a@b.org
	EOF
	test_cmp expect out
'

test_expect_success 'stdout by default, -o FILE, --in-place' '
	printf "B\nM:\tb@b.org\n\nA\nM:\ta@b.org\n" >MAINTAINERS &&
	cp MAINTAINERS orig &&
	"$MAINT" fmt >out &&
	printf "A\nM:\ta@b.org\n\nB\nM:\tb@b.org\n" >expect &&
	test_cmp expect out &&
	test_cmp orig MAINTAINERS &&
	"$MAINT" fmt -o new MAINTAINERS &&
	test_cmp expect new &&
	"$MAINT" fmt --in-place MAINTAINERS &&
	test_cmp expect MAINTAINERS
'

test_expect_success 'duplicate header: file:line error, exit 3, file kept' '
	printf "A\nM:\ta@b.org\n\nA\nM:\tb@b.org\n" >MAINTAINERS &&
	cp MAINTAINERS orig &&
	test_expect_code 3 "$MAINT" fmt --in-place MAINTAINERS 2>err &&
	echo "MAINTAINERS:4: error: duplicate section header '\''A'\''" >expect &&
	test_cmp expect err &&
	test_cmp orig MAINTAINERS
'

test_expect_success 'odd non-pattern line: file:line error' '
	printf "A\nM:\ta@b.org\n\nB\nC\nM:\tb@b.org\n" >MAINTAINERS &&
	test_expect_code 3 "$MAINT" fmt MAINTAINERS 2>err &&
	grep "^MAINTAINERS:4: error: odd non-pattern line" err
'

test_expect_success 'in-place in a read-only directory keeps the original' '
	mkdir ro &&
	printf "B\nM:\tb@b.org\n\nA\nM:\ta@b.org\n" >ro/MAINTAINERS &&
	cp ro/MAINTAINERS orig &&
	chmod 555 ro &&
	if [ "$(id -u)" = 0 ]; then
		# root writes anyway: a refused write (through a symlink)
		chmod 755 ro && ln -s MAINTAINERS ro/LINK &&
		test_expect_code 4 "$MAINT" fmt --in-place ro/LINK 2>err &&
		grep "unchanged" err
	else
		test_expect_code 4 "$MAINT" fmt --in-place ro/MAINTAINERS 2>err &&
		grep "unchanged" err
	fi &&
	chmod 755 ro &&
	test_cmp orig ro/MAINTAINERS &&
	ls ro >list && ! grep maint- list
'

test_expect_success 'CRLF tag lines are normalised, text lines kept' '
	printf "Intro\r\n\r\nB\r\nM:\tb@b.org\r\n\r\nA\r\nM:\ta@b.org\r\n" >MAINTAINERS &&
	"$MAINT" fmt >out &&
	printf "Intro\r\n\r\nA\nM:\ta@b.org\n\nB\nM:\tb@b.org\n" >expect &&
	test_cmp expect out
'

test_expect_success 'missing final newline' '
	printf "B\nM:\tb@b.org\n\nA\nM:\ta@b.org" >MAINTAINERS &&
	"$MAINT" fmt >out &&
	printf "A\nM:\ta@b.org\n\nB\nM:\tb@b.org\n" >expect &&
	test_cmp expect out
'

test_expect_success 'tag lines before the first section stay in the preamble' '
	printf "M:\tx@y.z\nIntro\n\nB\nM:\tb@b.org\n" >MAINTAINERS &&
	"$MAINT" fmt >out &&
	printf "M:\tx@y.z\nIntro\n\nB\nM:\tb@b.org\n" >expect &&
	test_cmp expect out
'

test_expect_success 'a 10 MB line: no crash' '
	{ printf "A\nM:\ta@b.org\nK:\t"; head -c 10485760 /dev/zero | tr "\0" x;
	  printf "\n"; } >MAINTAINERS &&
	"$MAINT" fmt >out &&
	test "$(wc -c <out)" -gt 10485760
'

test_expect_success 'usage errors exit 2' '
	test_expect_code 2 "$MAINT" fmt --bogus &&
	test_expect_code 2 "$MAINT" fmt --check --in-place &&
	test_expect_code 2 "$MAINT" fmt a b &&
	test_expect_code 2 "$MAINT" fmt --ord &&
	test_expect_code 3 "$MAINT" fmt nonexistent
'

test_done
