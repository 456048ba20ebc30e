#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint migrate: P: person lines reclaimed, changes on stderr.

. "$(dirname "$0")/lib.sh"

test_expect_success 'P: lines: to M:, removed, name loss reported' '
	printf "DRBD\nP:\tPhil Ipp\nM:\tdev@lists.x.org\nS:\tSupported\n\nGEODE\nP:\tAndres <a@q.net>\nS:\tSupported\n" >MAINTAINERS &&
	"$MAINT" migrate >out 2>err &&
	printf "DRBD\nM:\tdev@lists.x.org\nS:\tSupported\n\nGEODE\nM:\tAndres <a@q.net>\nS:\tSupported\n" >expect &&
	test_cmp expect out &&
	cat >expect <<-\EOF &&
	MAINTAINERS:2: '\''P:\tPhil Ipp'\'' -> (removed)
	MAINTAINERS:3: warning: '\''dev@lists.x.org'\'' loses the name '\''Phil Ipp'\'' that old get_maintainer.pl paired with it
	MAINTAINERS:7: '\''P:\tAndres <a@q.net>'\'' -> '\''M:\tAndres <a@q.net>'\''
	EOF
	test_cmp expect err
'

test_expect_success '--check: diff and exit 1, then 0 after --in-place' '
	printf "A\nP:\tAndres <a@q.net>\n" >MAINTAINERS &&
	test_expect_code 1 "$MAINT" migrate --check >out 2>/dev/null &&
	grep "^-P:	Andres" out && grep "^+M:	Andres" out &&
	"$MAINT" migrate --in-place 2>/dev/null &&
	"$MAINT" migrate --check >out 2>err &&
	test_must_be_empty out && test_must_be_empty err
'

test_expect_success 'profiles stay' '
	mkdir Documentation && : >Documentation/p.rst &&
	printf "A\nM:\ta@q.net\nP:\tDocumentation/p.rst\nP:\thttps://x.org/p\n" >MAINTAINERS &&
	"$MAINT" migrate >out 2>err &&
	test_cmp MAINTAINERS out && test_must_be_empty err
'

test_expect_success 'usage errors exit 2' '
	test_expect_code 2 "$MAINT" migrate --in-place -o x &&
	test_expect_code 2 "$MAINT" migrate --chec &&
	test_expect_code 3 "$MAINT" migrate nonexistent
'

test_done
