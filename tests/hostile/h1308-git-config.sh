#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# A repository's own config must never make git run a command (issue 13,
# D8). The tree's .git/config plants every setting that runs a program
# for the read-only commands maint uses: core.fsmonitor (index readers:
# ls-files, blame, log --follow), log.showSignature with gpg.program (a
# signed commit shown by log), diff.<driver>.textconv and diff.external
# (log --numstat, blame), filter.<driver>.clean (blame of the work tree),
# core.pager and core.hooksPath. Each program touches a marker file; every
# subcommand runs in the tree, and no marker may appear.
#
# shellcheck disable=SC2016

. "$(dirname "$0")/lib.sh"

command -v git >/dev/null 2>&1 || test_skip_all "git is not installed"

mk_evil_repo || exit 1

(
	cd "$REPO" && git init -q &&
	git config user.name 'Ann Author' &&
	git config user.email ann@example.org &&
	printf '* diff=evil filter=evil\n' >.gitattributes &&
	git add -A && git commit -q -m 'initial

Signed-off-by: Ann Author <ann@example.org>' &&
	echo '/* more */' >>drivers/widget/widget-core.c &&
	git commit -q -a -m 'widget: more

Signed-off-by: Bob Builder <bob@example.org>' &&
	# a commit with a (fake) signature: log.showSignature verifies it
	tree=$(git rev-parse HEAD^{tree}) && parent=$(git rev-parse HEAD) &&
	signed=$(printf 'tree %s\nparent %s\nauthor Ann Author <ann@example.org> 1700000000 +0000\ncommitter Ann Author <ann@example.org> 1700000000 +0000\ngpgsig -----BEGIN PGP SIGNATURE-----\n \n iQEzBAABCAAdFiEE\n -----END PGP SIGNATURE-----\n\nwidget: signed\n\nSigned-off-by: Ann Author <ann@example.org>\n' \
		"$tree" "$parent" | git hash-object -t commit -w --stdin) &&
	git update-ref HEAD "$signed" &&
	git tag v6.12 &&
	# a work-tree change, so blame reads (and would filter) the file
	echo '/* dirty */' >>drivers/widget/widget-core.c &&
	git config core.fsmonitor "$(evil_prog fsmonitor)" &&
	git config log.showSignature true &&
	git config gpg.program "$(evil_prog gpg)" &&
	git config gpg.ssh.program "$(evil_prog gpgssh)" &&
	git config diff.evil.textconv "$(evil_prog textconv)" &&
	git config diff.external "$(evil_prog extdiff)" &&
	git config filter.evil.clean "$(evil_prog clean)" &&
	git config filter.evil.smudge "$(evil_prog smudge)" &&
	git config filter.evil.required true &&
	git config core.pager "$(evil_prog pager)" &&
	mkdir -p hooks && cp "$(evil_prog hook)" hooks/post-index-change &&
	cp hooks/post-index-change hooks/reference-transaction &&
	git config core.hooksPath "$REPO/hooks"
) >"$TEST_ROOT/setup.log" 2>&1 || {
	cat "$TEST_ROOT/setup.log"
	echo 'Bail out! cannot make the repository'
	exit 1
}

# The planted programs do run when git is asked plainly (the test can fail).
test_expect_success 'the planted config runs its programs for plain git' '
	git -C "$REPO" ls-files >/dev/null 2>&1;
	git -C "$REPO" log -1 >/dev/null 2>&1;
	git -C "$REPO" log --numstat -1 >/dev/null 2>&1;
	git -C "$REPO" blame drivers/widget/widget-core.c >/dev/null 2>&1;
	git -C "$REPO" -c diff.evil.textconv=cat blame \
		drivers/widget/widget-core.c >/dev/null 2>&1;
	ls "$MARK" >"$TEST_ROOT/ran"; rm -f "$MARK"/*;
	grep -x fsmonitor "$TEST_ROOT/ran" && grep -x gpg "$TEST_ROOT/ran" &&
	grep -x textconv "$TEST_ROOT/ran" && grep -x clean "$TEST_ROOT/ran"
'

patch=$TEST_ROOT/p.patch
patch_for drivers/widget/widget-core.c >"$patch"

# runs NAME ARGS...: run maint in the repository; no marker afterwards
runs() {
	name=$1
	shift
	test_expect_success "$name runs no program from the repo's config" '
		cd "$REPO" && m '"$*"' >"$TEST_ROOT/out" 2>"$TEST_ROOT/err";
		st=$?; [ $st -lt 124 ] || { cat "$TEST_ROOT/err"; false; } &&
		if [ -n "$(ls "$MARK")" ]; then
			head "$MARK"/*; rm -f "$MARK"/*; false
		fi
	'
}

runs 'get PATCH' get "$patch"
runs 'get -f' get -f drivers/widget/widget-core.c
runs 'get --git' get --git --git-min-signatures 1 -f drivers/widget/widget-core.c
runs 'get --git-blame' get --git-blame -f drivers/widget/widget-core.c
runs 'get --git PATCH' get --git --git-min-signatures 1 "$patch"
runs 'get --git-blame PATCH' get --git-blame "$patch"
runs 'check' check MAINTAINERS
runs 'check (tree)' check
runs 'coverage' coverage
runs 'coverage --lines' coverage --lines
runs 'report html' report html -o "$TEST_ROOT/r.html"
runs 'report html --lines' report html --lines -o "$TEST_ROOT/r.html"
runs 'report profiles' report profiles
runs 'profile' profile "$patch"
runs 'profile list' profile list
runs 'fmt' fmt MAINTAINERS
runs 'migrate' migrate MAINTAINERS
runs 'when' when
runs 'when PATCH' when "$patch"
runs 'pulls' pulls
runs 'preflight' preflight "$patch"
runs 'pulls --release' pulls --release v6.12
runs 'report html --pulls' report html --pulls --pulls-range HEAD~2..HEAD -o "$TEST_ROOT/r.html"
runs 'pulls --merges' pulls --merges --json

test_done
