#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The symlink route in a real-looking Linux 6.12 tree: the corpus world
# linux-6.12-s612 (linux-6.12 with that tree's own 6.12 get_maintainer.pl)
# laid out as a git work tree, its scripts/get_maintainer.pl replaced by a
# symlink to maint.  maint then reads the replaced script from the git
# index (no word on any call) and answers every recorded s612 case (the
# 6.12 script's outputs) byte for byte when called as
# scripts/get_maintainer.pl; git status names the one changed file.
# maint get --setup instead changes no tracked file at all.
#
# The work tree is laid out once into build/t1012/ (reused while the world
# and build-world.sh are the same); the test puts the script back after
# itself.  Skipped without the corpus.
#
# shellcheck disable=SC1091,SC2016

. "$(dirname "$0")/lib.sh"

test_corpus
command -v git >/dev/null 2>&1 || test_skip_all "git is not installed"

CACHE=$TEST_TOP/build/t1012
T=$CACHE/linux-6.12-s612
S=scripts/get_maintainer.pl
stamp=$({ find "$CORPUS/linux-6.12" "$CORPUS/linux-6.12-s612" -type f \
	-printf '%P %s %T@\n' | sort; cksum <"$CORPUS/build-world.sh"; } | cksum)

# the script back, maint's git configuration gone
restore() {
	if [ -d "$T/.git" ]; then
		rm -f "$T/$S"
		git -C "$T" checkout -q -f -- "$S" 2>/dev/null
		for k in b4.send-auto-to-cmd b4.send-auto-cc-cmd sendemail.tocmd \
			sendemail.cccmd; do
			git -C "$T" config --unset "$k" 2>/dev/null
		done
	fi
	return 0
}
trap 'restore; test_cleanup' EXIT

restore
if [ "$(cat "$CACHE/stamp" 2>/dev/null)" != "$stamp" ] || [ ! -d "$T/.git" ] ||
	[ -n "$(git -C "$T" status --porcelain)" ]; then
	rm -rf "$T" "$CACHE/stamp" && mkdir -p "$CACHE" &&
	bash "$CORPUS/build-world.sh" "$CORPUS/linux-6.12-s612" "$T" &&
	test -s "$T/$S" &&
	test_commit_all "$T" "linux 6.12 world, its own script" && echo "$stamp" >"$CACHE/stamp" ||
		{ echo "Bail out! cannot lay out the linux-6.12-s612 work tree"; exit 1; }
fi

test_expect_success 'the symlink: one changed file, the script read from the index' '
	ln -sf "$MAINT" "$T/$S" &&
	test "$(git -C "$T" status --porcelain)" = " T $S" &&
	(cd "$T" && ./$S --version) >v 2>err &&
	test_must_be_empty err &&
	grep -q "^script: $S (git index)$" v &&
	grep -q "^unknown options: --substatus$" v
'

test_expect_success 'every s612 case through the symlink, byte for byte' '
	ln -sf "$MAINT" "$T/$S" &&
	n=0 &&
	awk -F"\t" "\$2 == \"linux-6.12-s612\"" "$CORPUS/get/cases.tsv" >cases &&
	test -s cases &&
	while IFS="	" read -r id world kind input args status; do
		if [ "$kind" = file ]; then
			set -- $args -f "$input"
		else
			set -- $args "$CORPUS/$input"
		fi
		(cd "$T" && ./$S "$@") >out 2>err </dev/null
		rc=$?
		if [ $((rc == 0)) != $((status == 0)) ] ||
			! cmp -s out "$CORPUS/get/expected/$id.out"; then
			echo "differs: $id: $S $*" &&
			diff "$CORPUS/get/expected/$id.out" out | head -10
			return 1
		fi
		# (git may say "bad revision" for a Fixes: commit, as for the
		# script; maint itself says nothing about the script)
		! grep -q "get_maintainer.pl: \|answering as" err || return 1
		n=$((n + 1))
	done <cases &&
	echo "$n cases" && test "$n" -ge 400
'

test_expect_success '--setup instead: nothing tracked changes' '
	restore &&
	(cd "$T" && "$MAINT" get --setup) >out &&
	test "$(wc -l <out)" -eq 4 &&
	test -z "$(git -C "$T" status --porcelain)" &&
	test -n "$(git -C "$T" config b4.send-auto-to-cmd)"
'

test_done
