#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# git's refusals in maint's words: a repository another user owns
# ("detected dubious ownership", git 2.35.2 and later) makes every command
# that reads git say so, with the command that lifts it, instead of
# answering without git as if nothing happened (coverage walking the
# directory, when and pulls finding no tags); get keeps the script's
# answer and adds the note.  A tree without tags: pulls leaks none of
# git's messages.  Needs root to give the tree to another user.
#
# shellcheck disable=SC2016

. "$(dirname "$0")/lib.sh"

command -v git >/dev/null 2>&1 || test_skip_all 'git is not installed'

# messages begin with the program's name (maint-san under make sanitize)
PROG=$(basename "$MAINT")
export PROG

# a git work tree of the example tree, committed and tagged, in $1
mk_repo() {
	cp -R "$EXAMPLES/tree" "$1" &&
	(
		cd "$1" &&
		git init -q &&
		git add -A &&
		git -c user.name=T -c user.email=t@example.org commit -qm base &&
		git tag v1.0
	)
}

test_expect_success 'a tree without tags: pulls says it in its words, no git message' '
	mk_repo r &&
	git -C r tag -d v1.0 >/dev/null &&
	(cd r && test_expect_code 3 "$MAINT" pulls) >out 2>err &&
	! grep -i "fatal" err &&
	grep "^$PROG pulls: no merge commits in .HEAD." err
'

if [ "$(id -u)" -ne 0 ] || ! id nobody >/dev/null 2>&1; then
	echo "# SKIP a repository of another user needs root (and the user nobody)"
	test_done
fi

# The tree belongs to nobody; the tests run as root, whom git refuses.
OWNED=$TEST_ROOT/owned
mk_repo "$OWNED" && chown -R nobody "$OWNED" || exit 1
ABS=$(cd "$OWNED" && pwd -P)
FIX="git config --global --add safe.directory $ABS"
export OWNED ABS FIX

test_expect_success 'coverage: exit 4 and the fix, no directory walk' '
	(cd "$OWNED" && test_expect_code 4 "$MAINT" coverage) >out 2>err &&
	test_must_be_empty out &&
	grep -F "$PROG coverage: git refuses the repository '"'$ABS'"': another user owns it" err &&
	grep -F "run: $FIX" err
'

test_expect_success 'check, when, pulls: exit 4 with the fix; pulls leaks no git message' '
	(cd "$OWNED" && test_expect_code 4 "$MAINT" check) >out 2>err &&
	grep -F "$PROG check: git refuses" err &&
	(cd "$OWNED" && test_expect_code 4 "$MAINT" when -f drivers/frob/frob-core.c) 2>err &&
	grep -F "$PROG when: git refuses" err && grep -F "$FIX" err &&
	(cd "$OWNED" && test_expect_code 4 "$MAINT" pulls) 2>err &&
	grep -F "$PROG pulls: git refuses" err &&
	! grep "^fatal:" err
'

test_expect_success 'preflight: exit 4 reading tags; with --rc a warning, git checks left out' '
	(cd "$OWNED" && test_expect_code 4 "$MAINT" preflight "$EXAMPLES/patches") 2>err &&
	grep -F "$PROG preflight: git refuses" err &&
	(cd "$OWNED" && "$MAINT" preflight --rc 3 "$EXAMPLES/patches") >out 2>err &&
	grep -F "$PROG preflight: warning: git refuses" err && grep -F "$FIX" err
'

test_expect_success 'get --git: the answer without history, and one note with the fix' '
	(cd "$OWNED" && "$MAINT" get --git -f drivers/frob/frob-core.c) >out 2>err &&
	(cd "$OWNED" && "$MAINT" get --nogit -f drivers/frob/frob-core.c) >expect &&
	test_cmp expect out &&
	test $(grep -c "git refuses the repository" err) -eq 1 &&
	grep -F "$FIX" err
'

test_expect_success 'the fix works: with safe.directory, git answers again' '
	git config --global --add safe.directory "$ABS" &&
	(cd "$OWNED" && "$MAINT" coverage) >out 2>err &&
	grep "(git ls-files)" out &&
	! grep "refuses" err &&
	git config --global --unset-all safe.directory
'

test_expect_success 'a path with a blank is quoted for the shell' '
	cp -R "$OWNED" "$TEST_ROOT/my tree" &&
	chown -R nobody "$TEST_ROOT/my tree" &&
	d=$(cd "$TEST_ROOT/my tree" && pwd -P) &&
	(cd "$d" && test_expect_code 4 "$MAINT" coverage) 2>err &&
	grep -F "safe.directory '"'"'$d'"'"'" err
'

test_done
