#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Processes: maint runs git with an argument vector, "--" before paths,
# never through a shell. File names made to inject commands ($(...),
# backquotes, ';', quotes, spaces, leading dashes) are given to maint get
# -f and in a patch, in a git work tree with --git and --git-blame. Every
# program maint starts is logged by a fake git first in PATH (and, when
# installed, by strace -f -e trace=execve): no shell is ever run, every
# path comes after "--", and no injected command leaves its mark.

. "$(dirname "$0")/lib.sh"

command -v git >/dev/null 2>&1 || test_skip_all 'git is not installed'
# the git runs themselves are checked here: no history index answering
# for them (t1013 checks the index's own git runs)
MAINT_HISTORY=off

NAMES='$(touch pwned1)
`touch pwned2`
a;touch pwned3
b|touch pwned4
sp ace
q"u'"'"'ote
--output=pwned5
-rf
&&touch pwned6'

# A git work tree with one file for each hostile name.
mk_repo() {
	cp -R "$EXAMPLES/tree/." . &&
	mkdir -p drivers/frob &&
	printf '%s\n' "$NAMES" | while IFS= read -r n; do
		echo "int x;" >"drivers/frob/$n" || exit 1
	done &&
	git init -q . &&
	git add -A &&
	git -c user.name=T -c user.email=t@example.org commit -q -m init
}

no_pwned() {
	if ls -a | grep pwned; then
		echo 'an injected command ran' >&2
		return 1
	fi
}

# Every git call names its paths after "--": for each logged call that
# names one of our files, "--" comes before it.
paths_after_dashdash() {
	awk '
	/^--- git$/ { dd = 0; next }
	$0 == "--" { dd = 1; next }
	/^drivers\/frob\// && !dd { print "path before --: " $0; bad = 1 }
	END { exit bad }
	' "$GITLOG"
}

test_expect_success 'maint get -f with hostile names, --git --git-blame: argv only, -- before paths, nothing injected' '
	mk_repo && mk_fake_git &&
	GITLOG=$PWD/git.log && export GITLOG &&
	set -- &&
	while IFS= read -r n; do
		set -- "$@" -f "drivers/frob/$n"
	done <<-EOF &&
	$NAMES
	EOF
	PATH=$PWD/bin:$PATH "$MAINT" get --git --git-blame "$@" >out 2>err &&
	no_pwned &&
	test -s git.log &&
	paths_after_dashdash &&
	grep -c "^--- git" git.log >n && test "$(cat n)" -ge 9 &&
	for n in "sp ace" "a;touch pwned3" "--output=pwned5"; do
		grep -Fx "drivers/frob/$n" git.log || exit 1
	done
'

# As get_maintainer.pl, maint cuts a patch's file names at white space.
test_expect_success 'a patch naming hostile files, --git: nothing injected' '
	mk_repo && mk_fake_git &&
	GITLOG=$PWD/git.log && export GITLOG &&
	printf "%s\n" "$NAMES" | while IFS= read -r n; do
		printf "diff --git a/drivers/frob/%s b/drivers/frob/%s\n--- a/drivers/frob/%s\n+++ b/drivers/frob/%s\n@@ -1 +1 @@\n-int x;\n+int y;\n" \
			"$n" "$n" "$n" "$n"
	done >hostile.patch &&
	PATH=$PWD/bin:$PATH "$MAINT" get --git hostile.patch >out 2>err &&
	no_pwned && paths_after_dashdash &&
	grep -Fx "drivers/frob/\$(touch" git.log &&
	grep -Fx "drivers/frob/a;touch" git.log &&
	grep -Fx "drivers/frob/--output=pwned5" git.log
'

if test_have strace strace 'execve trace'; then
	test_expect_success 'strace: maint execs only git (never sh), with the names as single arguments' '
		mk_repo &&
		# -ff: one file a process or thread, so the parallel git runs
		# cannot split an execve into "unfinished"/"resumed" halves
		rm -f trace trace.* &&
		# LeakSanitizer (make sanitize) cannot run under ptrace
		ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 \
		strace -ff -qq -e trace=execve -o trace "$MAINT" get --git \
			--git-blame -f "drivers/frob/\$(touch pwned1)" \
			-f "drivers/frob/a;touch pwned3" -f "drivers/frob/sp ace" \
			>out 2>err &&
		no_pwned &&
		cat trace.* >trace &&
		grep " = 0$" trace | grep -v "execve(\"$MAINT\"" >execs &&
		test -s execs &&
		! grep -E "execve\(\"[^\"]*/(sh|bash|dash)\"" execs &&
		! grep -v -E "execve\(\"[^\"]*/git\"" execs &&
		grep -F "\"--\", \"drivers/frob/\$(touch pwned1)\"]" execs &&
		grep -F "\"--\", \"drivers/frob/a;touch pwned3\"]" execs
	'
fi

test_expect_success 'a file named like an option after -f is a file, not an option' '
	mk_repo &&
	"$MAINT" get -f "drivers/frob/--output=pwned5" >out 2>err &&
	no_pwned && test -s out
'

test_done
