#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# One exit-status scheme for every subcommand but get (issue 13): 0 ok,
# 1 findings, 2 usage, 3 bad input (missing, too large, not a file),
# 4 system error (permission, I/O, memory).  The same unreadable
# MAINTAINERS (EACCES) gives 4 and the same wording everywhere.

. "$(dirname "$0")/lib.sh"

# as_nobody CMD...: run CMD without root's power to read anything. The
# binary is copied where that user can run it: the checkout may be under a
# directory it cannot enter (root's home, mktemp -d).
if [ "$(id -u)" = 0 ]; then
	command -v setpriv >/dev/null 2>&1 || test_skip_all 'setpriv is not installed'
	as_nobody() {
		setpriv --reuid=65534 --regid=65534 --clear-groups "$@"
	}
	chmod 755 "$TEST_ROOT"
	cp "$MAINT" "$TEST_ROOT/maint" && chmod 755 "$TEST_ROOT/maint" ||
		{ echo 'Bail out! cannot copy maint'; exit 1; }
	NOBODY_MAINT=$TEST_ROOT/maint
else
	as_nobody() {
		"$@"
	}
	NOBODY_MAINT=$MAINT
fi

mk_locked() {
	mk_tree && chmod -R a+rX . && chmod 755 . && chmod 000 MAINTAINERS
}

for cmd in "check" "check MAINTAINERS" "fmt MAINTAINERS" "migrate MAINTAINERS" \
	"profile -f README" "profile list" "profile show X" "profile check" \
	"profile new X" "when --rc 3 -f README" "report profiles" \
	"report html -o out.html" "coverage" "pulls --mpath MAINTAINERS" \
	"preflight --rc 3 /dev/null"; do
	sub=$(echo "$cmd" | sed 's/ [A-Z-].*//; s/ MAINTAINERS//')
	test_expect_success "$cmd: unreadable MAINTAINERS is status 4" '
		mk_locked &&
		as_nobody timeout 20 "$NOBODY_MAINT" '"$cmd"' >out 2>err; status=$?
		test $status = 4 &&
		grep "^maint[^ ]* '"$sub"': cannot read .\(\./\)\?MAINTAINERS.: Permission denied\$" err
	'
done

for cmd in "check" "fmt MAINTAINERS" "migrate MAINTAINERS" "profile -f README" \
	"profile list" "profile new X" "when --rc 3 -f README" "report profiles" \
	"report html -o out.html" "coverage" "pulls --mpath MAINTAINERS" \
	"preflight --rc 3 /dev/null"; do
	sub=$(echo "$cmd" | sed 's/ [A-Z-].*//; s/ MAINTAINERS//')
	test_expect_success "$cmd: no MAINTAINERS is status 3, one wording" '
		m '"$cmd"' >out 2>err; status=$?
		test $status = 3 &&
		grep "^maint[^ ]* '"$sub"': cannot open .MAINTAINERS.: No such file or directory\$" err
	'
done

# Under --json a fatal error is JSON on stdout too (maint(1)).
for cmd in "profile list --json" "profile --json -f README" \
	"when --json --rc 3 -f README" "check --json" "coverage --json" \
	"report profiles --json" "preflight --json --rc 3 /dev/null" \
	"pulls --json --mpath MAINTAINERS"; do
	sub=$(echo "$cmd" | sed 's/ [A-Z-].*//')
	test_expect_success "$cmd: no MAINTAINERS is a JSON error on stdout" '
		m '"$cmd"' >out 2>err; status=$?
		test $status = 3 &&
		python3 -c "
import json, sys
e = json.load(open(\"out\"))[\"error\"]
assert e[\"status\"] == 3, e
assert e[\"command\"] == sys.argv[1], e
assert e[\"message\"].startswith(\"cannot open \"), e
" "'"$sub"'"
	'
done

for cmd in "check --bogus" "fmt --bogus" "migrate --bogus" "profile --bogus" \
	"profile list --bogus" "when --bogus" "when --today 2025-13-01"; do
	test_expect_success "$cmd: status 2" '
		m '"$cmd"' >out 2>err; status=$?
		test $status = 2
	'
done

test_done
