#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# A filter driver's name is repository data (issue 23, defect 1). Blame of
# the work tree runs the clean (or process) command of the driver each
# path's filter=<name> attribute names; maint switches every driver the
# config defines off for blame. A switch passed as `git -c
# filter.NAME.clean=` is split by git at the first '=', so a driver named
# "x=y" stayed in force. Drivers with names git's command line cannot
# carry ('=', quotes, backslashes, dots, upper case, a name ending in
# ".clean") run nothing; when a driver cannot be switched off (here: the
# user's own GIT_CONFIG_PARAMETERS puts one back after maint's), blame is
# not run at all and a warning says so.
#
# shellcheck disable=SC2016

. "$(dirname "$0")/lib.sh"

command -v git >/dev/null 2>&1 || test_skip_all "git is not installed"

mk_evil_repo || exit 1

# one driver per kind of name, each on its own file
(
	cd "$REPO" && git init -q &&
	git config user.name 'Ann Author' &&
	git config user.email ann@example.org &&
	cat >.gitattributes <<-'EOF' &&
	drivers/widget/widget-core.c filter=x=y
	drivers/widget/widget-sysfs.c filter=a"b
	drivers/frob/* filter=A.B=c.clean
	MAINTAINERS filter=a\b
	EOF
	git add -A && git commit -q -m 'initial

Signed-off-by: Ann Author <ann@example.org>' &&
	for f in drivers/widget/widget-core.c drivers/widget/widget-sysfs.c \
		drivers/frob/frob-core.c; do
		[ -f "$f" ] || { echo "no $f" >&2; exit 1; }
		echo '/* dirty */' >>"$f"
	done &&
	git config 'filter.x=y.clean' "$(evil_prog clean-eq cat)" &&
	git config 'filter.x=y.required' true &&
	git config 'filter.a"b.process' "$(evil_prog process-quote cat)" &&
	git config 'filter.A.B=c.clean.clean' "$(evil_prog clean-dots cat)" &&
	git config 'filter.a\b.clean' "$(evil_prog clean-backslash cat)"
) >"$TEST_ROOT/setup.log" 2>&1 || {
	cat "$TEST_ROOT/setup.log"
	echo 'Bail out! cannot make the repository'
	exit 1
}

marks() {
	if [ -n "$(ls "$MARK")" ]; then
		head "$MARK"/*
		rm -f "$MARK"/*
		return 1
	fi
}

# The planted drivers do run when git is asked plainly (the test can fail).
test_expect_success 'the planted drivers run for plain git blame' '
	for f in drivers/widget/widget-core.c drivers/frob/frob-core.c; do
		git -C "$REPO" blame "$f" >/dev/null 2>&1
	done
	git -C "$REPO" -c "filter.x=y.clean=" blame \
		drivers/widget/widget-core.c >/dev/null 2>&1
	ls "$MARK" >ran; rm -f "$MARK"/*
	cat ran && grep -x clean-eq ran && grep -x clean-dots ran
'

patch=$TEST_ROOT/p.patch
patch_for drivers/widget/widget-core.c drivers/widget/widget-sysfs.c \
	drivers/frob/frob-core.c MAINTAINERS >"$patch"

for args in "-f drivers/widget/widget-core.c" \
	"-f drivers/widget/widget-sysfs.c" "-f drivers/frob/frob-core.c" \
	"-f MAINTAINERS" "$patch"; do
	test_expect_success "get --git-blame $args runs no filter driver" '
		cd "$REPO" && m get --git-blame '"$args"' >"$TEST_ROOT/out" \
			2>"$TEST_ROOT/err";
		st=$?; [ $st -lt 124 ] || { cat "$TEST_ROOT/err"; false; } &&
		marks
	'
done

# blamed: git blame ran (GIT_TRACE, as git's standard error is not ours)
blamed() {
	grep "built-in: git blame" "$TEST_ROOT/trace"
}

test_expect_success 'blame still runs with the drivers switched off' '
	cd "$REPO" && rm -f "$TEST_ROOT/trace" &&
	GIT_TRACE=$TEST_ROOT/trace m get --git-blame \
		-f drivers/widget/widget-core.c >"$TEST_ROOT/out" \
		2>"$TEST_ROOT/err" &&
	blamed && marks
'

# GIT_CONFIG_PARAMETERS is what `git -c` hands its children: the user's,
# read after maint's switches, so this driver cannot be switched off.
test_expect_success 'a driver that stays on: blame refused, said once' '
	cd "$REPO" && rm -f "$TEST_ROOT/trace" &&
	GIT_TRACE=$TEST_ROOT/trace GIT_CONFIG_PARAMETERS="'\''filter.x=y.clean'\''='\''$TEST_ROOT/clean-eq.sh'\''" \
		m get --git-blame "$patch" >"$TEST_ROOT/out" 2>"$TEST_ROOT/err";
	st=$?; cat "$TEST_ROOT/err"; [ $st -lt 124 ] && marks && ! blamed &&
	grep -c "filter driver in the repository.s config could not be switched off" \
		"$TEST_ROOT/err" >n && [ "$(cat n)" = 1 ]
'

# The user's own GIT_CONFIG_COUNT entries are kept, maint's come after:
# the user's (impossible) blame.ignoreRevsFile reaches git blame.
test_expect_success "the user's GIT_CONFIG_COUNT is kept" '
	cd "$REPO" &&
	GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=blame.ignoreRevsFile \
		GIT_CONFIG_VALUE_0=/nonexistent \
		m get --git-blame -f drivers/widget/widget-core.c \
		>"$TEST_ROOT/out" 2>"$TEST_ROOT/err";
	cat "$TEST_ROOT/err" && marks &&
	grep "could not open object name list: /nonexistent" "$TEST_ROOT/err"
'

test_done
