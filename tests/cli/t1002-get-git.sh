#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint get with git history, on a small repository made here: signers and
# authors, all signature types, the chief penguin, a history without any
# signature (the script's odd "GitAuthor:" entry), --git-blame, renames
# followed with --follow, and Fixes: lines naming known and unknown commits.
# The expected answers were checked against get_maintainer.pl 6.12, whose
# order among equal counts is random: maint orders them by address.
#
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"

if ! command -v git >/dev/null 2>&1; then
	test_skip_all "git is not installed"
fi

REPO=$TEST_ROOT/repo
mkdir -p "$REPO"
cp -r "$EXAMPLES/tree/." "$REPO/"

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
	echo "/* again */" >>drivers/frob/frob-core.c && git add -A &&
	commit "Bob Builder" bob@example.org 2025-03-02T10:00:00Z "frob: again

Signed-off-by: Bob Builder <bob@example.org>
Tested-by: Tess Tester <tess@example.org>" &&
	echo x >>lib/README && git add -A &&
	commit "Nobody Signs" nob@example.org 2025-03-03T10:00:00Z "no signers" &&
	git mv drivers/frob/frob-core.c drivers/frob/frob-main.c &&
	commit "Dan Mover" dan@example.org 2025-04-01T10:00:00Z "frob: rename

Signed-off-by: Dan Mover <dan@example.org>"
) || { echo "Bail out! cannot build the test repository"; exit 1; }

get() {
	(cd "$REPO" && "$MAINT" get "$@")
}

FILE=drivers/frob/frob-main.c
HEAD_OF_FROB='Frida Lindqvist <frida.lindqvist@example.org> (maintainer:FROBNICATOR DRIVERS)
Tomasz Wierzba <tomasz.wierzba@example.com> (reviewer:FROBNICATOR DRIVERS)'
LISTS='frob-devel@lists.example.org (moderated list:FROBNICATOR DRIVERS)
linux-kernel@lists.example.org (open list)'

test_expect_success '--git: signers and authors, renames followed' '
	cat >expect <<-EOF &&
	$HEAD_OF_FROB
	Bob Builder <bob@example.org> (commit_signer:2/4=50%,authored:2/4=50%)
	Ann Author <ann@example.org> (commit_signer:1/4=25%,authored:1/4=25%)
	Cat Checker <cat@example.org> (commit_signer:1/4=25%)
	Dan Mover <dan@example.org> (commit_signer:1/4=25%,authored:1/4=25%)
	$LISTS
	EOF
	get --git --git-since=2025-01-01 -f $FILE >actual &&
	test_cmp expect actual
'

test_expect_success '--git-since leaves older history out' '
	get --git --git-since=2026-06-01 -f $FILE >actual &&
	! grep -q commit_signer actual
'

test_expect_success '--git-all-signature-types adds Tested-by' '
	get --git --git-since=2025-01-01 --git-all-signature-types \
		-f $FILE >actual &&
	grep -q "^Tess Tester <tess@example.org> (commit_signer:1/4=25%)$" actual
'

test_expect_success '--git-chief-penguins keeps Linus Torvalds' '
	get --git --git-since=2025-01-01 -f $FILE >without &&
	! grep -q Torvalds without &&
	get --git --git-since=2025-01-01 --git-chief-penguins \
		-f $FILE >with &&
	grep -q "^Linus Torvalds <torvalds@linux-foundation.org> (commit_signer:1/4=25%)$" with
'

test_expect_success '--git-max-maintainers and --git-min-percent' '
	get --git --git-since=2025-01-01 --git-max-maintainers=1 \
		--norolestats -f $FILE >actual &&
	grep -q "^Bob Builder <bob@example.org>$" actual &&
	! grep -q "Ann Author" actual &&
	get --git --git-since=2025-01-01 --git-min-percent=30 \
		-f $FILE >actual2 &&
	! grep -q "Ann Author" actual2
'

test_expect_success 'a history without signatures: the script quirk' '
	cat >expect <<-\EOF &&
	"GitAuthor: Nobody Signs" <nob@example.org> (authored:1/1=100%,added_lines:1/1=100%)
	linux-kernel@lists.example.org (open list)
	EOF
	get --git --git-since=2025-01-01 -f lib/README >actual 2>err &&
	test_cmp expect actual &&
	grep -q "^Bad divisor in main::vcs_assign: 0$" err
'

test_expect_success '--git-blame: authored lines and commits' '
	cat >expect <<-EOF &&
	$HEAD_OF_FROB
	Bob Builder <bob@example.org> (authored lines:2/2=100%,commits:2/2=100%)
	Cat Checker <cat@example.org> (commits:1/2=50%)
	$LISTS
	EOF
	get --git-blame --git-since=2025-01-01 -f $FILE >actual &&
	test_cmp expect actual
'

test_expect_success 'Fixes: known commits add their signers, unknown ones nothing' '
	h=$(git -C "$REPO" rev-parse --short=12 HEAD~2) &&
	cat >fix.patch <<-EOF &&
	From: X <x@example.org>
	Subject: [PATCH] frob: fix

	Fixes: $h ("frob: again")
	Fixes: 0123456789ab ("unknown")
	Signed-off-by: X <x@example.org>
	---
	diff --git a/$FILE b/$FILE
	--- a/$FILE
	+++ b/$FILE
	@@ -1,1 +1,1 @@
	-a
	+b
	EOF
	cat >expect <<-EOF &&
	$HEAD_OF_FROB
	Bob Builder <bob@example.org> (blamed_fixes:1/1=100%)
	$LISTS
	EOF
	get --nogit-fallback "$PWD/fix.patch" >actual 2>err &&
	test_cmp expect actual &&
	get --nogit-fallback --nofixes "$PWD/fix.patch" >actual2 2>/dev/null &&
	! grep -q blamed_fixes actual2
'

test_expect_success 'a -f file git does not track is warned about' '
	echo new >"$REPO/drivers/frob/untracked.c" &&
	get --nogit-fallback -f drivers/frob/untracked.c >out 2>err &&
	grep -q "not found in version control" err
'

test_expect_success 'git runs without a shell: odd file names stay names' '
	name="drivers/frob/\$(touch pwned);x.c" &&
	echo x >"$REPO/$name" &&
	git -C "$REPO" add -- "$name" &&
	commit "Eve Odd" eve@example.org 2025-05-01T10:00:00Z "odd

Signed-off-by: Eve Odd <eve@example.org>" &&
	get --git --git-since=2025-01-01 -f "$name" >out &&
	grep -q "Eve Odd" out &&
	test ! -e "$REPO/pwned" && test ! -e pwned
'

test_expect_success 'merge commits are left out of the counts' '
	(cd "$REPO" && git checkout -q -b topic &&
	 echo "/* topic */" >>drivers/frob/frob-main.c && git add -A &&
	 commit "Tia Topic" tia@example.org 2025-06-01T10:00:00Z "frob: topic

Signed-off-by: Tia Topic <tia@example.org>" &&
	 git checkout -q - &&
	 GIT_COMMITTER_NAME="Max Merger" GIT_COMMITTER_EMAIL=max@example.org \
	 GIT_AUTHOR_NAME="Max Merger" GIT_AUTHOR_EMAIL=max@example.org \
	 GIT_AUTHOR_DATE=2025-06-02T10:00:00Z \
	 GIT_COMMITTER_DATE=2025-06-02T10:00:00Z \
		git merge -q --no-ff -m "Merge branch topic

Signed-off-by: Max Merger <max@example.org>" topic) &&
	get --git --git-since=2025-01-01 -f $FILE >actual &&
	grep -q "^Tia Topic <tia@example.org> (commit_signer:1/5=20%,authored:1/5=20%" actual &&
	! grep -q "Max Merger" actual
'

test_expect_success 'Fixes: with an ambiguous short id adds nothing' '
	# two blobs whose ids share their first 6 hex digits, found by
	# hashing as git does (deterministic: the same pair every time)
	python3 - "$REPO" <<-\PY &&
	import hashlib, subprocess, sys
	seen = {}
	n = 0
	while True:
	    data = ("ambiguous %d\n" % n).encode()
	    h = hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()
	    if h[:6] in seen:
	        break
	    seen[h[:6]] = data
	    n += 1
	for d in (seen[h[:6]], data):
	    subprocess.run(["git", "-C", sys.argv[1], "hash-object", "-w",
	                    "--stdin"], input=d, check=True,
	                   stdout=subprocess.DEVNULL)
	open("prefix", "w").write(h[:6])
	PY
	cat >amb.patch <<-EOF &&
	From: X <x@example.org>
	Subject: [PATCH] frob: fix

	Fixes: $(cat prefix) ("ambiguous")
	Signed-off-by: X <x@example.org>
	---
	diff --git a/$FILE b/$FILE
	--- a/$FILE
	+++ b/$FILE
	@@ -1,1 +1,1 @@
	-a
	+b
	EOF
	get --nogit-fallback "$PWD/amb.patch" >actual 2>err &&
	! grep -q blamed_fixes actual &&
	grep -q "Frida Lindqvist" actual
'

test_done
