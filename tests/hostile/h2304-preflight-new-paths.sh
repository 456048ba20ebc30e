#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# preflight's git work on paths git does not know (issue 23, defect 4):
# for the subject prefix the last commits touching a patch's files use,
# preflight ran `git log -n50 -- FILES` for every patch, files the patch
# creates and files that do not exist included; for those git walks the
# whole history to find nothing (10 patches touching new paths in a
# 300,000-commit repository: 77 s). Now only paths in git's index are
# named, a patch with none runs no git log, patches touching the same
# files ask git once, and a series runs at most 32 git commands. A fake git first in PATH logs every call.

. "$(dirname "$0")/lib.sh"

mk_repo() {
	mk_tree &&
	git init -q &&
	git add -A &&
	git -c user.name=T -c user.email=t@example.org commit -q -m 'widget: init'
}

# mail K N: the headers of patch K of N
mail() {
	printf 'From: A <a@example.org>\nTo: x@example.org\nSubject: [PATCH %s/%s] widget: change %s\n\nBody.\n\nSigned-off-by: A <a@example.org>\n---\n' "$1" "$2" "$1"
}

# new_file PATH: a diff creating PATH
new_file() {
	printf 'diff --git a/%s b/%s\nnew file mode 100644\n--- /dev/null\n+++ b/%s\n@@ -0,0 +1 @@\n+new\n' \
		"$1" "$1" "$1"
}

# pf_logged ARGS...: maint preflight with the fake git; its calls in log
pf_logged() {
	GITLOG=$PWD/log PATH=$PWD/bin:$PATH defined preflight "$@"
}

test_expect_success 'a tracked file: git log names it (the log is real)' '
	mk_repo && mk_fake_git &&
	{ mail 1 1; patch_for drivers/widget/widget-core.c; } >1.patch &&
	pf_logged --rc 3 1.patch &&
	grep -x -- log log &&
	grep -x drivers/widget/widget-core.c log
'

test_expect_success 'files a series creates, or that do not exist: no git log for them' '
	mk_repo && mk_fake_git &&
	k=1 && while [ $k -le 10 ]; do
		{ mail $k 10
		  if [ $((k % 2)) = 0 ]; then new_file new/dir$k/x$k.c
		  else patch_for no/such/file$k.c; fi; } >$k.patch
		k=$((k + 1))
	done &&
	pf_logged --rc 3 [0-9]*.patch &&
	cat log &&
	! grep -q -x -- log log &&
	! grep -q -E "^(new/|no/such)" log
'

test_expect_success 'a patch creating one file beside a tracked one: only the tracked one' '
	mk_repo && mk_fake_git &&
	{ mail 1 1; patch_for drivers/widget/widget-core.c;
	  new_file drivers/widget/widget-new.c; } >1.patch &&
	pf_logged --rc 3 1.patch &&
	grep -x drivers/widget/widget-core.c log &&
	! grep -q -x drivers/widget/widget-new.c log
'

test_expect_success 'a series of 40 patches: one git log for their files, at most 32 git commands' '
	mk_repo && mk_fake_git &&
	k=1 && while [ $k -le 40 ]; do
		{ mail $k 40; patch_for drivers/widget/widget-core.c; } >$k.patch
		k=$((k + 1))
	done &&
	pf_logged --rc 3 [0-9]*.patch &&
	n=$(grep -c -x -- "--- git" log) && echo "git runs: $n" &&
	[ "$n" -le 32 ] && [ "$(grep -c -x -- log log)" = 1 ]
'

test_done
