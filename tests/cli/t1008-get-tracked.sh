#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# get_maintainer.pl asks git whether a patch file is tracked (a tracked
# one is read as a -f file) and warns about -f files git does not track.
# maint answers from .git/index without running git wherever the answer is
# certain: a wrapper git on PATH logs every call.  The answers are the same
# as with git (--jobs does not matter here).
#
# shellcheck disable=SC1091,SC2016

. "$(dirname "$0")/lib.sh"

if ! command -v git >/dev/null 2>&1; then
	test_skip_all "git is not installed"
fi

REAL_GIT=$(command -v git)
REPO=$TEST_ROOT/repo
mkdir -p "$REPO" "$TEST_ROOT/bin"
cp -r "$EXAMPLES/tree/." "$REPO/"
(
	cd "$REPO" && git init -q && git add -A &&
	GIT_AUTHOR_NAME=a GIT_AUTHOR_EMAIL=a@a GIT_COMMITTER_NAME=a \
	GIT_COMMITTER_EMAIL=a@a git commit -q -m tree
) || exit 1
cat >"$TEST_ROOT/bin/git" <<EOS
#!/bin/sh
echo "\$*" >>"$TEST_ROOT/git.log"
exec "$REAL_GIT" "\$@"
EOS
chmod +x "$TEST_ROOT/bin/git"
PATCH=$(ls "$EXAMPLES"/patches/*.patch | head -n 1)

test_expect_success 'a patch outside the work tree: no git process' '
	rm -f "$TEST_ROOT/git.log" && cd "$REPO" &&
	PATH=$TEST_ROOT/bin:$PATH "$MAINT" get --nogit-fallback --nofixes "$PATCH" >out &&
	test ! -e "$TEST_ROOT/git.log" &&
	grep -q "@" out
'

test_expect_success 'an untracked patch at the top: read as a patch, no git' '
	rm -f "$TEST_ROOT/git.log" && cd "$REPO" &&
	cp "$PATCH" 0001-x.patch &&
	PATH=$TEST_ROOT/bin:$PATH "$MAINT" get --nogit-fallback --nofixes 0001-x.patch >out &&
	rm -f 0001-x.patch &&
	test ! -e "$TEST_ROOT/git.log" &&
	"$MAINT" get --nogit-fallback --nofixes "$PATCH" >want &&
	cmp want out
'

test_expect_success 'a tracked file named as a patch: read as -f, no git' '
	rm -f "$TEST_ROOT/git.log" && cd "$REPO" &&
	f=$(git ls-files | grep "\.c$" | head -n 1) &&
	PATH=$TEST_ROOT/bin:$PATH "$MAINT" get --nogit-fallback "$f" >out &&
	test ! -e "$TEST_ROOT/git.log" &&
	"$MAINT" get --nogit-fallback -f "$f" >want &&
	cmp want out
'

test_expect_success '-f of an untracked file warns, as with git' '
	rm -f "$TEST_ROOT/git.log" && cd "$REPO" &&
	echo x >new.c &&
	PATH=$TEST_ROOT/bin:$PATH "$MAINT" get --nogit-fallback -f new.c \
		>out 2>err &&
	rm -f new.c &&
	test ! -e "$TEST_ROOT/git.log" &&
	grep -q "not found in version control" err
'

test_expect_success 'a git environment variable: git is asked' '
	rm -f "$TEST_ROOT/git.log" && cd "$REPO" &&
	GIT_DIR=$REPO/.git PATH=$TEST_ROOT/bin:$PATH "$MAINT" get \
		--nogit-fallback "$PATCH" >out &&
	grep -q -w "ls-files" "$TEST_ROOT/git.log"
'

test_done
