#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint --version (the version and the git describe of the build) and
# maint without arguments (the overview of the subcommands).
#
# shellcheck disable=SC1091,SC2016

. "$(dirname "$0")/lib.sh"

VERSION=$(sed -n 's/^VERSION := //p' "$TEST_TOP/Makefile")
export VERSION

test_expect_success 'maint --version prints the version and a describe' '
	"$MAINT" --version >out &&
	test "$(wc -l <out)" -eq 1 &&
	grep -E "^maint $VERSION \([0-9a-zA-Z._+-]+\)\$" out
'

test_expect_success 'maint version is the same as --version' '
	"$MAINT" --version >expect &&
	"$MAINT" version >actual &&
	test_cmp expect actual
'

if git -C "$TEST_TOP" rev-parse --git-dir >/dev/null 2>&1 &&
   [ "$(git -C "$TEST_TOP" rev-parse --show-toplevel)" = "$TEST_TOP" ]; then
	test_expect_success 'the describe names a commit of this repository' '
		d=$("$MAINT" --version | sed "s/.*(\(.*\))\$/\1/") &&
		commit=${d%-dirty} &&
		commit=${commit##*-g} &&
		git -C "$TEST_TOP" cat-file -e "$commit^{commit}"
	'
else
	echo "# SKIP not in the git repository the binary was built from"
fi

test_expect_success 'maint alone prints the overview on stderr and exits 2' '
	test_expect_code 2 "$MAINT" >err 2>out &&
	test_must_be_empty err &&
	grep "^usage: maint \[--version\] \[--help\] <command> \[<args>\]\$" out &&
	grep "^Commands:\$" out &&
	for cmd in get profile check fmt migrate report coverage when pulls; do
		grep -E "^  $cmd +[a-z]" out || exit 1
	done &&
	grep "maint <command> --help" out &&
	grep "maint help <command>" out
'

test_expect_success 'the overview lists the commands that are available' '
	"$MAINT" --help | sed -n "/not yet available/d; s/^  \([a-z][a-z]*\)  .*/\1/p" >cmds &&
	test -s cmds &&
	while read -r cmd; do
		"$MAINT" "$cmd" --help >/dev/null || exit 1
	done <cmds
'

test_expect_success 'maint --help and -h print the overview too' '
	test_expect_code 2 "$MAINT" 2>expect &&
	"$MAINT" --help >a && test_cmp expect a &&
	"$MAINT" -h >b && test_cmp expect b
'

test_expect_success 'an unknown command fails with status 2 on stderr' '
	test_expect_code 2 "$MAINT" frobnicate >out 2>err &&
	test_must_be_empty out &&
	grep "'"'"'frobnicate'"'"' is not a maint command" err
'

test_expect_success 'abbreviated commands are refused' '
	test_expect_code 2 "$MAINT" prof --help >out 2>err &&
	test_must_be_empty out
'

test_expect_success 'invoked as get_maintainer.pl maint acts as maint get' '
	ln -s "$MAINT" get_maintainer.pl &&
	(cd "$EXAMPLES/tree" && "$OLDPWD/get_maintainer.pl" -f drivers/frob/frob-core.c) >actual &&
	(cd "$EXAMPLES/tree" && "$MAINT" get -f drivers/frob/frob-core.c) >expect &&
	test_cmp expect actual
'

test_done
