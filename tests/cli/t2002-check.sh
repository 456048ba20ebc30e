#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint check: findings with file:line and checkpatch's level words, the
# total line, JSON, exit codes.

. "$(dirname "$0")/lib.sh"

setup_tree() {
	mkdir -p drivers &&
	: >drivers/foo.c &&
	printf "Intro\n\nFOO DRIVER\nM:\tJo <jo@x.org>\nS:\tMaintained\nF:\tdrivers/foo.c\n" >MAINTAINERS
}

test_expect_success 'clean file: exit 0, the total line alone' '
	setup_tree &&
	"$MAINT" check >out &&
	echo "total: 0 errors, 0 warnings, 0 checks" >expect &&
	test_cmp expect out
'

test_expect_success 'findings: sorted file:line lines, exit 1' '
	setup_tree &&
	printf "\nBAR\nS:  Dead\nF:\tdrivers/bar.c\nF:\tdrivers/a.c\nZ:\tz\n" >>MAINTAINERS &&
	test_expect_code 1 "$MAINT" check MAINTAINERS >out &&
	cat >expect <<-\EOF &&
	MAINTAINERS:8: CHECK: section-order: section '\''BAR'\'' is out of alphabetical order
	MAINTAINERS:8: ERROR: no-email: section '\''BAR'\'' has no M:, R: or L: entry
	MAINTAINERS:9: CHECK: tab: use exactly one tab after '\''S:'\''
	MAINTAINERS:9: WARNING: status: unknown status '\''Dead'\'' (Supported, Maintained, Odd Fixes, Orphan, Obsolete or Buried alive in reporters)
	MAINTAINERS:10: WARNING: no-match: no file matches '\''drivers/bar.c'\''
	MAINTAINERS:11: CHECK: pattern-order: '\''F:'\'' patterns are not in alphabetical order: '\''drivers/a.c'\'' goes before the one above
	MAINTAINERS:11: WARNING: no-match: no file matches '\''drivers/a.c'\''
	MAINTAINERS:12: WARNING: unknown-type: unknown entry type '\''Z:'\''
	total: 1 error, 4 warnings, 3 checks
	EOF
	test_cmp expect out
'

test_expect_success '--json: an array of findings' '
	setup_tree &&
	printf "\nGOO\nM:\tbad@\nS:\tMaintained\nF:\tdrivers/\n" >>MAINTAINERS &&
	test_expect_code 1 "$MAINT" check --json >out &&
	cat >expect <<-\EOF &&
	[
	  {"file": "MAINTAINERS", "line": 9, "level": "warning", "check": "address", "message": "malformed address in '\''M:'\'' entry '\''bad@'\''"}
	]
	EOF
	test_cmp expect out &&
	setup_tree && "$MAINT" check --json >out &&
	echo "[]" >expect && test_cmp expect out
'

test_expect_success 'duplicate header and odd line are errors' '
	setup_tree &&
	printf "\nFOO DRIVER\nM:\tjo@x.org\nS:\tMaintained\nF:\tdrivers/\nstray\n\nX\nY\nF:\tdrivers/\n" >>MAINTAINERS &&
	test_expect_code 1 "$MAINT" check >out &&
	grep "^MAINTAINERS:8: ERROR: duplicate-header: duplicate section header '\''FOO DRIVER'\'' (first at MAINTAINERS:3)" out &&
	grep "^MAINTAINERS:14: ERROR: odd-line: text line '\''X'\''" out
'

test_expect_success 'CRLF, missing final newline, tag lines before sections' '
	mkdir -p drivers && : >drivers/foo.c &&
	printf "M:\tjo@x.org\r\n\r\nFOO\r\nM:\tjo@x.org\r\nS:\tMaintained\r\nF:\tdrivers/foo.c" >MAINTAINERS &&
	test_expect_code 1 "$MAINT" check >out &&
	cat >expect <<-\EOF &&
	MAINTAINERS:1: WARNING: crlf: line ends with a carriage return (CRLF line endings)
	MAINTAINERS:1: ERROR: orphan-entry: entry before the first section
	total: 1 error, 1 warning, 0 checks
	EOF
	test_cmp expect out
'

test_expect_success 'obsolete P: lines and profiles' '
	setup_tree && mkdir Documentation && : >Documentation/p.rst &&
	printf "\nGOO\nM:\tjo@x.org\nS:\tMaintained\nP:\tDocumentation/p.rst\nP:\tJo Person\nP:\t../../etc/passwd\nF:\tdrivers/\n" >>MAINTAINERS &&
	test_expect_code 1 "$MAINT" check >out &&
	grep "^MAINTAINERS:12: WARNING: obsolete-person: obsolete P: person line '\''Jo Person'\'' (P: names a profile since 2019; use M:)\$" out &&
	grep "^MAINTAINERS:13: ERROR: profile-outside: profile '\''../../etc/passwd'\'' is outside the tree" out &&
	test $(wc -l <out) = 3
'

test_expect_success 'a 10 MB line: findings with file:line, no crash' '
	setup_tree &&
	{ printf "\nGOO\nM:\tjo@x.org\nS:\tMaintained\nF:\tdrivers/\nN:\t("; head -c 10485760 /dev/zero | tr "\0" x;
	  printf "\n"; } >>MAINTAINERS &&
	test_expect_code 1 "$MAINT" check >out &&
	grep "^MAINTAINERS:12: ERROR: regex: '\''N:'\'' regex '\''(xxx" out
'

test_expect_success '--online without links finds what check finds' '
	setup_tree &&
	"$MAINT" check >expect 2>/dev/null;
	"$MAINT" check --online >actual 2>err;
	test_cmp expect actual &&
	! grep -q "bad link" actual
'

test_expect_success 'usage errors exit 2, a missing file 3' '
	test_expect_code 2 "$MAINT" check --bogus &&
	test_expect_code 2 "$MAINT" check a b &&
	test_expect_code 2 "$MAINT" check --js &&
	test_expect_code 3 "$MAINT" check nonexistent
'

test_expect_success 'self-test outside a git tree walks the file system' '
	setup_tree &&
	printf "\nGOO\nS:\tOrphan\nF:\tnowhere/\nT:\tsvn x\n" >>MAINTAINERS &&
	"$MAINT" check --self-test=patterns,scm >out &&
	printf "./MAINTAINERS:10: warning: no file matches\tF:\tnowhere/\n./MAINTAINERS:11: warning: malformed entry\tT:\tsvn x\n" >expect &&
	test_cmp expect out
'

test_done
