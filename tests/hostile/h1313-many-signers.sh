#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# get --git with 50,000 distinct signers and --git-max-maintainers 100000
# (issue 13): adding each signer's role was a scan of everyone before
# (quadratic: over 120 s); it must now finish well within 60 s, even under
# the sanitizers, and name every signer.

. "$(dirname "$0")/lib.sh"

command -v git >/dev/null 2>&1 || test_skip_all "git is not installed"

REPO=$TEST_ROOT/repo
mkdir -p "$REPO"
cp -R "$EXAMPLES/tree/." "$REPO/"
(
	cd "$REPO" && git init -q &&
	git config user.name 'Ann Author' && git config user.email ann@example.org &&
	git add -A && git commit -q -m initial &&
	echo '/* more */' >>drivers/widget/widget-core.c &&
	{ printf 'widget: many signers\n\n'
	  awk 'BEGIN { for (i = 0; i < 50000; i++)
		printf "Signed-off-by: Person %d <p%d@example.org>\n", i, i }'
	} >"$TEST_ROOT/msg" &&
	git commit -q -a -F "$TEST_ROOT/msg"
) >"$TEST_ROOT/setup.log" 2>&1 || {
	cat "$TEST_ROOT/setup.log"
	echo 'Bail out! cannot make the repository'
	exit 1
}

test_expect_success 'get --git: 50,000 signers within 60 s, all of them named' '
	cd "$REPO" &&
	HOSTILE_TIMEOUT=60 m get --git --git-min-signatures 1 \
		--git-max-maintainers 100000 --git-min-percent 0 \
		-f drivers/widget/widget-core.c >"$TEST_ROOT/out" &&
	test "$(grep -c "^Person [0-9]* <p[0-9]*@example.org> (commit_signer:1/2=50%)\$" "$TEST_ROOT/out")" = 50000
'

test_done
