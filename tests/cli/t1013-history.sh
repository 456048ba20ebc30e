#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The history index (maint history, maint get --history): its answers are
# git's byte for byte (each compared with --history=off, git alone), and
# it is really used (a logging git first in PATH sees no `git log
# --follow`).  Built, brought up to date after new commits and after a
# rebase, damaged (rebuilt, never trusted), sealed once checked whole (a
# changed index not trusted for its seal), built by two processes at
# once, brought up to date in the background by maint get; and the bad
# inputs: a shallow clone, grafts and replace refs, malformed trailers
# and identities, a history rewritten between two calls, an unwritable
# cache directory.
#
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"

command -v git >/dev/null 2>&1 || test_skip_all "git is not installed"
REAL_GIT=$(command -v git)
export REAL_GIT

REPO=$TEST_ROOT/repo
BIN=$TEST_ROOT/bin
GITLOG=$TEST_ROOT/git.log
export GITLOG
mkdir -p "$REPO" "$BIN"
cp -r "$EXAMPLES/tree/." "$REPO/"

# a git that logs each call (one line: its arguments) and runs the real one
cat >"$BIN/git" <<-\EOF
#!/bin/sh
printf '%s\n' "$*" >>"$GITLOG"
exec "$REAL_GIT" "$@"
EOF
chmod +x "$BIN/git"

commit() {
	GIT_AUTHOR_NAME=$1 GIT_AUTHOR_EMAIL=$2 GIT_COMMITTER_NAME=$1 \
	GIT_COMMITTER_EMAIL=$2 GIT_AUTHOR_DATE=$3 GIT_COMMITTER_DATE=$3 \
		git -C "$REPO" commit -q -m "$4"
}

(
	cd "$REPO" && git init -q && git add -A &&
	commit "Ann Author" ann@example.org 2025-02-01T10:00:00Z "initial

Signed-off-by: Ann Author <ann@example.org>" &&
	echo "/* more */" >>drivers/frob/frob-core.c && git add -A &&
	commit "Bob Builder" bob@example.org 2025-03-01T10:00:00Z "frob: more

Signed-off-by: Bob Builder <bob@example.org>
Reviewed-by: Cat Checker <cat@example.org>
Acked-by: Linus Torvalds <torvalds@linux-foundation.org>" &&
	printf '\0\1\2binary' >drivers/frob/blob.bin && git add -A &&
	commit "Bob Builder" bob@example.org 2025-03-02T10:00:00Z "frob: a binary file

Signed-off-by: Bob Builder <bob@example.org>" &&
	echo x >>lib/README && git add -A &&
	commit "Nobody Signs" nob@example.org 2025-03-03T10:00:00Z "no signers" &&
	git mv drivers/frob/frob-core.c drivers/frob/frob-main.c &&
	commit "Dan Mover" dan@example.org 2025-04-01T10:00:00Z "frob: rename

Signed-off-by: Dan Mover <dan@example.org>" &&
	echo "/* old clock */" >>drivers/frob/frob-main.c && git add -A &&
	GIT_AUTHOR_NAME="Old Clock" GIT_AUTHOR_EMAIL=old@example.org \
	GIT_COMMITTER_NAME="Old Clock" GIT_COMMITTER_EMAIL=old@example.org \
	GIT_AUTHOR_DATE=2024-01-01T10:00:00Z \
	GIT_COMMITTER_DATE=2024-01-01T10:00:00Z \
		git commit -q -m "frob: a commit dated before its parent

Signed-off-by: Old Clock <old@example.org>" &&
	echo "/* after */" >>drivers/frob/frob-main.c && git add -A &&
	commit "Eve After" eve@example.org 2025-05-01T10:00:00Z "frob: after the old clock

Signed-off-by: Eve After <eve@example.org>"
) || { echo "Bail out! cannot build the test repository"; exit 1; }

FILES="drivers/frob/frob-main.c drivers/frob/frob-core.c drivers/frob/blob.bin lib/README MAINTAINERS drivers/none.c drivers/frob"

# maint get in the repository with the logging git first in PATH
get() {
	(cd "$REPO" && PATH=$BIN:$PATH "$MAINT" get "$@")
}

# same_as_git OPTIONS...: for every file of FILES, the index's answer
# (--history=wait) is git's (--history=off), and no file of those the
# index answers ran git log --follow
same_as_git() {
	for f in $FILES; do
		get --history=off "$@" -f "$f" >git.out 2>git.err
		s1=$?
		: >"$GITLOG"
		get --history=wait "$@" -f "$f" >index.out 2>index.err
		s2=$?
		[ "$s1" = "$s2" ] || { echo "$f: status $s1 vs $s2"; return 1; }
		test_cmp git.out index.out || { echo "$f"; return 1; }
		test_cmp git.err index.err || { echo "$f"; return 1; }
	done
}

no_follow_log() {
	if grep -e "--follow" "$GITLOG"; then
		echo "git log --follow ran: the index did not answer" >&2
		return 1
	fi
}

state() {
	(cd "$REPO" && "$MAINT" history --json) |
		python3 -c 'import json, sys; print(json.load(sys.stdin)["state"])'
}

test_expect_success 'no index yet: missing, and git answers' '
	test "$(state)" = missing &&
	get --history=off --git --git-since=2025-01-01 -f drivers/frob/frob-main.c >out &&
	grep -q "Eve After" out &&
	! grep -q "Bob Builder" out &&
	test "$(state)" = missing
'

test_expect_success 'maint history --update builds it' '
	(cd "$REPO" && "$MAINT" history --update >out) &&
	grep -q "^built: 7 commits added" "$REPO/out" &&
	grep -q "^state: ready$" "$REPO/out" &&
	grep -q "^commits: 7$" "$REPO/out" &&
	test "$(state)" = ready
'

test_expect_success 'the index answers as git: --git, windows, the walk cut by an old date' '
	same_as_git --git --git-since=2025-01-01 &&
	same_as_git --git --git-since=2025-03-02 &&
	same_as_git --git --git-since=2020-01-01 &&
	same_as_git --git --git-since=1-year-ago &&
	same_as_git --git --git-since="5 years ago" &&
	same_as_git --git --git-since=2025-01-01 --git-all-signature-types &&
	same_as_git --git --git-since=2025-01-01 --git-chief-penguins &&
	same_as_git --git --git-since=2025-01-01 --git-max-maintainers=1 --git-min-percent=30 &&
	same_as_git --git-fallback --git-since=2025-01-01
'

test_expect_success 'and it is used: no git log --follow for a file it answers' '
	: >"$GITLOG" &&
	get --history=wait --git --git-since=2025-01-01 -f drivers/frob/frob-main.c >out &&
	no_follow_log &&
	grep -q "Eve After" out
'

test_expect_success 'an unusual --since form is read by git rev-parse, once' '
	: >"$GITLOG" &&
	get --git --git-since="2025-03-02 00:00:00" -f drivers/frob/frob-main.c >out &&
	get --history=off --git --git-since="2025-03-02 00:00:00" -f drivers/frob/frob-main.c >git.out &&
	test_cmp git.out out &&
	test "$(grep -c "rev-parse --since" "$GITLOG")" = 1
'

test_expect_success 'Fixes: commits come from the index, unknown and ambiguous ids as git' '
	h=$(git -C "$REPO" rev-parse --short=12 HEAD~5) &&
	cat >fix.patch <<-EOF &&
	From: X <x@example.org>
	Subject: [PATCH] frob: fix

	Fixes: $h ("frob: more")
	Fixes: 0123456789ab ("unknown")
	Signed-off-by: X <x@example.org>
	---
	diff --git a/MAINTAINERS b/MAINTAINERS
	--- a/MAINTAINERS
	+++ b/MAINTAINERS
	@@ -1,1 +1,1 @@
	-a
	+b
	EOF
	get --history=off --nogit-fallback "$PWD/fix.patch" >git.out &&
	: >"$GITLOG" &&
	get --nogit-fallback "$PWD/fix.patch" >index.out &&
	test_cmp git.out index.out &&
	grep -q "Bob Builder <bob@example.org> (blamed_fixes:1/1=100%)" index.out &&
	! grep -q " log " "$GITLOG"
'

test_expect_success 'new commits: behind, git answers, --update adds them' '
	(cd "$REPO" && echo "/* new */" >>drivers/frob/frob-main.c && git add -A &&
	 commit "Nia New" nia@example.org 2025-06-01T10:00:00Z "frob: new

Signed-off-by: Nia New <nia@example.org>") &&
	test "$(state)" = behind &&
	get --history=off --git --git-since=2025-01-01 -f drivers/frob/frob-main.c >git.out &&
	grep -q "Nia New" git.out &&
	(cd "$REPO" && "$MAINT" history --update >out) &&
	grep -q "^updated: 1 commits added" "$REPO/out" &&
	same_as_git --git --git-since=2025-01-01
'

test_expect_success 'a rebase: the rewritten commits are added, the answers follow' '
	(cd "$REPO" && git reset -q --hard HEAD~2 &&
	 echo "/* rewritten */" >>drivers/frob/frob-main.c && git add -A &&
	 commit "Rex Rewrite" rex@example.org 2025-06-02T10:00:00Z "frob: rewritten

Signed-off-by: Rex Rewrite <rex@example.org>") &&
	test "$(state)" = behind &&
	same_as_git --git --git-since=2025-01-01 &&
	test "$(state)" = ready &&
	get --history=wait --git --git-since=2025-01-01 -f drivers/frob/frob-main.c >out &&
	grep -q "Rex Rewrite" out && ! grep -q "Nia New" out
'

test_expect_success 'rewritten again and again: what no head reaches is dropped' '
	# the index keeps 8 heads; past them, old rewrites are dropped
	base=$(git -C "$REPO" rev-parse HEAD~3) &&
	: >ups &&
	i=0 && while [ $i -lt 12 ]; do
		i=$((i + 1))
		(cd "$REPO" && git reset -q --hard $base &&
		 for k in 1 2 3 4; do
			echo "/* again $i $k */" >>drivers/frob/frob-main.c &&
			git add -A &&
			commit "Rex Rewrite" rex@example.org 2025-06-08T11:00:0${k}Z "frob: again $i $k

Signed-off-by: Rex Rewrite <rex@example.org>" || exit 1
		 done &&
		 "$MAINT" history --update --json) >>ups || return 1
	done &&
	grep -q "\"compacted\":true" ups &&
	(cd "$REPO" && "$MAINT" history --json) >st &&
	python3 -c "import json, sys; d = json.load(open(\"st\")); sys.exit(not (d[\"tips\"] <= 8 and d[\"commits\"] < 12 * 4))" &&
	same_as_git --git --git-since=2025-01-01
'

hix() {
	ls "$HOME"/.cache/maint/*.hix
}

# flip a byte every 997 of the index, past its header
damage() {
	python3 - "$(hix)" <<-\PY
	import sys
	p = sys.argv[1]
	b = bytearray(open(p, "rb").read())
	for i in range(300, len(b), 997):
	    b[i] ^= 0x5a
	open(p, "wb").write(b)
	PY
}

wait_ready() {
	i=0
	while [ "$(state)" != ready ] && [ $i -lt 300 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	test "$(state)" = ready
}

test_expect_success 'a damaged index is not trusted: git answers, the update rebuilds it' '
	(cd "$REPO" && "$MAINT" history --update >/dev/null) &&
	damage &&
	test "$(state)" = damaged &&
	get --history=off --git --git-since=2025-01-01 -f drivers/frob/frob-main.c >git.out &&
	get --history=auto --git --git-since=2025-01-01 -f drivers/frob/frob-main.c >index.out &&
	test_cmp git.out index.out &&
	wait_ready &&
	damage &&
	(cd "$REPO" && "$MAINT" history --update --json >up.json) &&
	grep -q "\"rebuilt\":true" "$REPO/up.json" &&
	same_as_git --git --git-since=2025-01-01
'

test_expect_success 'a damaged header: damaged, then rebuilt' '
	f=$(hix) &&
	printf XXXXXXXX | dd of="$f" bs=1 seek=0 conv=notrunc 2>/dev/null &&
	test "$(state)" = damaged &&
	same_as_git --git --git-since=2025-01-01 &&
	test "$(state)" = ready
'

test_expect_success 'an index older than 2 s: checked whole once, then sealed' '
	(cd "$REPO" && "$MAINT" history --update >/dev/null) &&
	f=$(hix) && seal=${f%.hix}.hok &&
	rm -f "$seal" &&
	sleep 3 &&
	test "$(state)" = ready &&
	test -f "$seal" &&
	same_as_git --git --git-since=2025-01-01 &&
	# a seal that is not the index'"'"'s own is no seal: checked again
	printf "MAINTHOK not a seal" >"$seal" &&
	test "$(state)" = ready &&
	test "$(wc -c <"$seal")" -gt 19 &&
	same_as_git --git --git-since=2025-01-01 &&
	# the index changed since it was sealed: checked whole, found damaged
	damage &&
	sleep 3 &&
	test "$(state)" = damaged &&
	get --history=off --git --git-since=2025-01-01 -f drivers/frob/frob-main.c >git.out &&
	get --history=auto --git --git-since=2025-01-01 -f drivers/frob/frob-main.c >index.out &&
	test_cmp git.out index.out &&
	wait_ready &&
	same_as_git --git --git-since=2025-01-01
'

# which file the kept walk (KEY.hwin) is: inode and change time, or "none"
hwin_id() {
	f=$(hix) && w=${f%.hix}.hwin &&
	if [ -f "$w" ]; then stat -c "%i %z" "$w"; else echo none; fi
}

test_expect_success 'the walk kept for the next process: reused within its bounds only' '
	(cd "$REPO" && "$MAINT" history --update >/dev/null) &&
	sleep 3 && test "$(state)" = ready &&
	f=$(hix) && w=${f%.hix}.hwin && rm -f "$w" &&
	same_as_git --git --git-since=2025-03-02T00:00:00Z &&
	test -f "$w" && i1=$(hwin_id) &&
	# no commit between the two timestamps: the same walk, kept file used
	same_as_git --git --git-since=2025-03-02T05:00:00Z &&
	test "$(hwin_id)" = "$i1" &&
	# past a commit either way: walked again, and still git'"'"'s answers
	same_as_git --git --git-since=2025-03-01T00:00:00Z &&
	test "$(hwin_id)" != "$i1" &&
	same_as_git --git --git-since=2025-03-03T00:00:00Z &&
	same_as_git --git --git-since=2025-04-15T00:00:00Z &&
	same_as_git --git --git-since=2023-01-01T00:00:00Z &&
	same_as_git --git --git-since=2025-03-03T00:00:00Z &&
	# damaged, or writable by others: not trusted, walked again
	python3 -c "import sys; p=sys.argv[1]; b=bytearray(open(p,\"rb\").read()); b[-20]^=1; open(p,\"wb\").write(b)" "$w" &&
	i2=$(hwin_id) &&
	same_as_git --git --git-since=2025-03-03T00:00:00Z &&
	i3=$(hwin_id) && test "$i3" != "$i2" &&
	chmod 666 "$w" && i4=$(hwin_id) &&
	same_as_git --git --git-since=2025-03-03T00:00:00Z &&
	test "$(hwin_id)" != "$i4"
'

test_expect_success 'two builders at once: one builds, the other waits (or, --no-wait, says so)' '
	rm -f "$HOME"/.cache/maint/*.hix &&
	(cd "$REPO" || exit 1
	 "$MAINT" history --update >a.out 2>&1 & p1=$!
	 "$MAINT" history --update >b.out 2>&1 & p2=$!
	 wait $p1 && wait $p2) &&
	cat "$REPO/a.out" "$REPO/b.out" >both &&
	grep -q "^built: " both &&
	test "$(state)" = ready &&
	same_as_git --git --git-since=2025-01-01
'

test_expect_success 'maint get brings a behind index up to date in the background' '
	(cd "$REPO" && echo "/* bg */" >>drivers/frob/frob-main.c && git add -A &&
	 commit "Bea Back" bea@example.org 2025-07-01T10:00:00Z "frob: background

Signed-off-by: Bea Back <bea@example.org>") &&
	test "$(state)" = behind &&
	get --history=auto --git --git-since=2025-01-01 -f drivers/frob/frob-main.c >out &&
	grep -q "Bea Back" out &&
	wait_ready &&
	same_as_git --git --git-since=2025-01-01
'

test_expect_success '--no-cache and --history=off read git alone' '
	: >"$GITLOG" &&
	get --no-cache --git --git-since=2025-01-01 -f drivers/frob/frob-main.c >a &&
	grep -q -e "--follow" "$GITLOG" &&
	: >"$GITLOG" &&
	MAINT_HISTORY=off get --git --git-since=2025-01-01 -f drivers/frob/frob-main.c >b &&
	grep -q -e "--follow" "$GITLOG" &&
	test_cmp a b &&
	test_must_fail get --history=sometimes --git -f lib/README 2>err &&
	grep -q "expected auto, wait or off" err
'

test_expect_success 'malformed trailers and identities: as git' '
	(cd "$REPO" && echo "/* odd */" >>drivers/frob/frob-main.c && git add -A &&
	 GIT_AUTHOR_NAME="Odd \"Quote\" Name" GIT_AUTHOR_EMAIL="odd@@example..org" \
	 GIT_COMMITTER_NAME=c GIT_COMMITTER_EMAIL=c@example.org \
	 GIT_AUTHOR_DATE="2025-08-01T10:00:00+0530" \
	 GIT_COMMITTER_DATE="2025-08-01T10:00:00Z" \
		git commit -q -m "frob: odd trailers

   Signed-off-by: Tab	Led <tabled@example.org>
Signed-off-by:<nospace@example.org>
Signed-off-by: no address at all
Reviewed-by: Two <two@example.org> <three@example.org>
Acked-by: Linus Torvalds <torvalds@linux-foundation.org> # chief
Tested-by: Em <> @
GitCommit: 0123456789012345678901234567890123456789
GitAuthor: Forged Author <forged@example.org>
12	34	drivers/frob/frob-main.c
Cc: stable@vger.kernel.org # 6.1+") &&
	(cd "$REPO" && echo "/* latin1 */" >>drivers/frob/frob-main.c && git add -A &&
	 printf "frob: latin-1\n\nSigned-off-by: J\351r\364me <jerome@example.org>\n" >msg &&
	 GIT_AUTHOR_NAME="$(printf "J\351r\364me")" GIT_AUTHOR_EMAIL=jerome@example.org \
	 GIT_COMMITTER_NAME=c GIT_COMMITTER_EMAIL=c@example.org \
	 GIT_AUTHOR_DATE=2025-08-02T10:00:00Z GIT_COMMITTER_DATE=2025-08-02T10:00:00Z \
		git -c i18n.commitEncoding=ISO-8859-1 commit -q -F msg && rm msg) &&
	same_as_git --git --git-since=2025-01-01 &&
	same_as_git --git --git-since=2025-01-01 --git-all-signature-types
'

test_expect_success 'history rewritten between two calls: git answers the new one' '
	(cd "$REPO" && "$MAINT" history --update >/dev/null) &&
	get --history=wait --git --git-since=2025-01-01 -f drivers/frob/frob-main.c >before &&
	(cd "$REPO" && git -c user.name=Amy -c user.email=amy@example.org \
		commit -q --amend -m "frob: amended

Signed-off-by: Amy Amend <amy@example.org>") &&
	get --history=off --git --git-since=2025-01-01 -f drivers/frob/frob-main.c >git.out &&
	get --history=auto --git --git-since=2025-01-01 -f drivers/frob/frob-main.c >index.out &&
	test_cmp git.out index.out &&
	grep -q "Amy Amend" index.out && ! test_cmp before index.out >/dev/null
'

test_expect_success 'a shallow clone: indexed as git sees it, deepening rebuilds' '
	rm -rf shallow && git clone -q --depth 3 "file://$REPO" shallow &&
	(cd shallow && "$MAINT" history --update >out) &&
	grep -q "^commits: 3$" shallow/out &&
	for f in drivers/frob/frob-main.c lib/README MAINTAINERS; do
		(cd shallow && "$MAINT" get --history=off --git --git-since=2020-01-01 -f $f) >g &&
		(cd shallow && "$MAINT" get --history=wait --git --git-since=2020-01-01 -f $f) >i &&
		test_cmp g i || return 1
	done &&
	(cd shallow && git fetch -q --deepen 2 &&
	 "$MAINT" history --json | grep -q "\"state\":\"behind\"" &&
	 "$MAINT" history --update --json | grep -q "\"rebuilt\":true")
'

test_expect_success 'grafts and replace refs: the index is not used, git answers' '
	rm -rf g1 && git clone -q "$REPO" g1 &&
	(cd g1 && "$MAINT" history --update >/dev/null &&
	 git replace -f HEAD~1 HEAD~3 &&
	 "$MAINT" history >st; grep -q "^state: unusable (it has replace refs" st) &&
	(cd g1 && "$MAINT" get --history=off --git --git-since=2020-01-01 -f drivers/frob/frob-main.c) >g &&
	(cd g1 && "$MAINT" get --history=wait --git --git-since=2020-01-01 -f drivers/frob/frob-main.c) >i &&
	test_cmp g i &&
	(cd g1 && test_must_fail "$MAINT" history --update 2>err &&
	 grep -q "cannot update the history index: it has replace refs" err) &&
	rm -rf g2 && git clone -q "$REPO" g2 &&
	(cd g2 && git rev-parse HEAD~2 >.git/info/grafts &&
	 "$MAINT" history >st; grep -q "^state: unusable (it has grafts" st) &&
	(cd g2 && "$MAINT" get --history=off --git --git-since=2020-01-01 -f drivers/frob/frob-main.c) >g &&
	(cd g2 && "$MAINT" get --history=wait --git --git-since=2020-01-01 -f drivers/frob/frob-main.c) >i &&
	test_cmp g i
'

test_expect_success 'Fixes: a short id that is also a ref, loose or packed: git answers' '
	rm -rf r1 && git clone -q "$REPO" r1 &&
	(cd r1 && "$MAINT" history --update >/dev/null) &&
	h=$(git -C r1 rev-parse --short=12 HEAD~1) &&
	cat >r1/fix.patch <<-EOF &&
	From: X <x@example.org>
	Subject: [PATCH] frob: fix

	Fixes: $h ("the commit, unless a ref is named so")
	Signed-off-by: X <x@example.org>
	---
	diff --git a/MAINTAINERS b/MAINTAINERS
	--- a/MAINTAINERS
	+++ b/MAINTAINERS
	@@ -1,1 +1,1 @@
	-a
	+b
	EOF
	: >"$GITLOG" &&
	(cd r1 && PATH=$BIN:$PATH "$MAINT" get --nogit-fallback fix.patch) >commit.out &&
	! grep -q " log " "$GITLOG" &&
	grep -q blamed_fixes commit.out &&
	for ref in refs/tags/$h refs/remotes/$h/HEAD; do
		git -C r1 update-ref $ref HEAD &&
		for packed in no yes; do
			if test $packed = yes; then
				git -C r1 pack-refs --all &&
				test ! -e r1/.git/$ref || return 1
			fi
			(cd r1 && "$MAINT" get --history=off --nogit-fallback fix.patch) >g &&
			: >"$GITLOG" &&
			(cd r1 && PATH=$BIN:$PATH "$MAINT" get --nogit-fallback fix.patch) >i &&
			test_cmp g i &&
			! test_cmp commit.out i >/dev/null &&
			grep -q " log " "$GITLOG" || return 1
		done
		git -C r1 update-ref -d $ref || return 1
	done &&
	git -C r1 replace -f HEAD~1 HEAD~3 && git -C r1 pack-refs --all &&
	test -z "$(find r1/.git/refs/replace -type f)" &&
	(cd r1 && "$MAINT" history >st; grep -q "^state: unusable (it has replace refs" st)
'

test_expect_success 'config is read case-blind, with the files it includes' '
	rm -rf c1 && git clone -q "$REPO" c1 &&
	(cd c1 && "$MAINT" history --update >/dev/null &&
	 "$MAINT" history >st && grep -q "^state: ready$" st &&
	 printf "[Include]\n\tPath = extra.cfg\n" >>.git/config &&
	 printf "[user]\n\tname = X\n" >.git/extra.cfg &&
	 "$MAINT" history >st && grep -q "^state: behind (the index was made for another state" st &&
	 "$MAINT" history --update >/dev/null &&
	 "$MAINT" history >st && grep -q "^state: ready$" st &&
	 printf "[user]\n\tname = Y\n" >.git/extra.cfg &&
	 "$MAINT" history >st && grep -q "^state: behind (the index was made for another state" st &&
	 printf "[Core]\n\tIgnoreCase = false\n" >.git/extra.cfg &&
	 "$MAINT" history >st && grep -q "^state: unusable (the repository.s configuration)" st)
'

# unusable_cache HOW: the cache directory is not usable (root writes
# through a read-only mode, so: not a directory, or writable by others)
test_expect_success 'an unusable cache directory: git answers, nothing cached' '
	for how in file others; do
		rm -rf "$HOME/.cache" && mkdir -p "$HOME/.cache" &&
		case $how in
		file) : >"$HOME/.cache/maint" ;;
		others) mkdir "$HOME/.cache/maint" && chmod 777 "$HOME/.cache/maint" ;;
		esac &&
		get --history=off --git --git-since=2025-01-01 -f drivers/frob/frob-main.c >g &&
		get --history=wait --git --git-since=2025-01-01 -f drivers/frob/frob-main.c >i &&
		get --history=auto --git --git-since=2025-01-01 -f drivers/frob/frob-main.c >a &&
		test_cmp g i && test_cmp g a &&
		(cd "$REPO" && test_must_fail "$MAINT" history --update 2>err) &&
		grep -q "cannot update the history index: no usable cache directory" "$REPO/err" &&
		(cd "$REPO" && "$MAINT" history >st) &&
		grep -q "^state: no-cache-directory" "$REPO/st" &&
		! find "$HOME/.cache" -name "*.hix*" | grep -q . || return 1
	done &&
	rm -rf "$HOME/.cache"
'

test_expect_success 'the builder runs git with an argument vector, -- after revisions' '
	rm -rf "$HOME/.cache" &&
	: >"$GITLOG" &&
	(cd "$REPO" && PATH=$BIN:$PATH "$MAINT" history --update >/dev/null) &&
	grep -q "rev-list --parents" "$GITLOG" &&
	grep " log " "$GITLOG" >logs &&
	! grep -v -e " --$" logs
'

test_expect_success 'one commit, no trailers: the index of empty tables is built and answers' '
	rm -rf one &&
	cp -r "$EXAMPLES/tree" one &&
	git -C one init -q &&
	git -C one add -A &&
	GIT_AUTHOR_NAME=Solo GIT_AUTHOR_EMAIL=solo@example.org \
	GIT_COMMITTER_NAME=Solo GIT_COMMITTER_EMAIL=solo@example.org \
		git -C one commit -q -m "all at once" &&
	(cd one && "$MAINT" history --update >../out) &&
	grep -q "^commits: 1$" out &&
	(cd one && "$MAINT" get --history=wait --git -f drivers/frob/frob-core.c) >a &&
	(cd one && "$MAINT" get --history=off --git -f drivers/frob/frob-core.c) >b &&
	test_cmp b a
'

test_done
