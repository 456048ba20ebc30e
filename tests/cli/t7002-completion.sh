#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# bash and zsh completion (completion/maint.bash, completion/_maint):
# subcommands, options per subcommand (the same as --help lists), and
# section names for maint profile show.
#
# shellcheck disable=SC1091,SC2016

. "$(dirname "$0")/lib.sh"

COMPLETION=$TEST_TOP/completion
CHECK="python3 $TEST_DIRECTORY/t7000-mancheck.py"
BIN=$TEST_ROOT/bin
mkdir "$BIN" && ln -s "$MAINT" "$BIN/maint" || exit 1
PATH=$BIN:$PATH
export COMPLETION CHECK PATH

# complete_bash WORD...: the bash completions of the last word, one a line
complete_bash() {
	bash -c 'source "$COMPLETION/maint.bash" &&
		COMP_WORDS=("$@") && COMP_CWORD=$(($# - 1)) && _maint &&
		if [ ${#COMPREPLY[@]} -gt 0 ]; then
			printf "%s\n" "${COMPREPLY[@]}"
		fi' complete_bash "$@"
}

# complete_zsh WORD...: the candidates _maint offers (compadd and _files
# are stubbed: the real ones need a line editor)
complete_zsh() {
	zsh -fc 'source "$COMPLETION/_maint" &&
		compadd() { local -a w; if [[ $1 == -a ]]; then w=(${(P)2});
			else shift; w=("$@"); fi; (( $#w )) && print -rl -- $w;
			return 0; } &&
		_files() { print -r -- "<files>"; } &&
		words=("$@") && CURRENT=$# && PREFIX=${words[CURRENT]} &&
		_maint' complete_zsh "$@"
}

test_expect_success 'bash: maint pro completes to profile' '
	complete_bash maint pro >actual &&
	echo profile >expect &&
	test_cmp expect actual
'

test_expect_success 'bash: the subcommands are those of the overview' '
	complete_bash maint "" >actual &&
	"$MAINT" --help | sed -n "/not yet available/d; s/^  \([a-z][a-z]*\)  .*/\1/p" >expect &&
	echo help >>expect &&
	test_cmp expect actual
'

test_expect_success 'bash: maint help f completes to fmt' '
	complete_bash maint help f >actual &&
	echo fmt >expect &&
	test_cmp expect actual
'

test_expect_success 'bash: maint --v completes to --version' '
	complete_bash maint --v >actual &&
	echo --version >expect &&
	test_cmp expect actual
'

test_expect_success 'bash: every subcommand offers exactly the options of its --help' '
	for cmd in $(complete_bash maint ""); do
		[ "$cmd" = help ] && continue
		$CHECK helpwords "$MAINT" "$cmd" >expect &&
		complete_bash maint "$cmd" - | LC_ALL=C sort >actual &&
		test_cmp expect actual || exit 1
	done
'

test_expect_success 'bash: maint get --git-b offers the git-blame options' '
	complete_bash maint get --git-b >actual &&
	printf "%s\n" --git-blame --git-blame-signatures >expect &&
	test_cmp expect actual
'

test_expect_success 'bash: maint profile offers its sub-commands and files' '
	cd "$EXAMPLES/tree" &&
	complete_bash maint profile "" >"$OLDPWD/actual" &&
	cd "$OLDPWD" &&
	grep -x show actual && grep -x list actual && grep -x MAINTAINERS actual
'

test_expect_success 'bash: maint profile show --b offers the options of show' '
	complete_bash maint profile show --b >actual &&
	echo --brief >expect &&
	test_cmp expect actual
'

test_expect_success 'bash: maint profile new -- offers the options of new' '
	$CHECK helpwords "$MAINT" profile new >expect &&
	complete_bash maint profile new - | LC_ALL=C sort >actual &&
	test_cmp expect actual
'

test_expect_success 'bash: maint profile show completes section names and paths' '
	cd "$EXAMPLES/tree" &&
	complete_bash maint profile show "" >"$OLDPWD/actual" &&
	cd "$OLDPWD" &&
	cat >expect <<-\EOF &&
	Documentation/process/maintainer-frobnicator.rst
	Documentation/process/maintainer-widget.rst
	FROBNICATOR\ DRIVERS
	WIDGET\ CORE
	EOF
	test_cmp expect actual
'

test_expect_success 'bash: maint profile show W completes to WIDGET CORE' '
	cd "$EXAMPLES/tree" &&
	complete_bash maint profile show W >"$OLDPWD/actual" &&
	cd "$OLDPWD" &&
	echo "WIDGET\\ CORE" >expect &&
	test_cmp expect actual
'

test_expect_success 'bash: profile show follows --mpath' '
	cp "$EXAMPLES/tree/MAINTAINERS" M &&
	sed -i "s/^WIDGET CORE\$/WIDGET HUB/" M &&
	(cd "$EXAMPLES/tree" && complete_bash maint profile show --mpath "$OLDPWD/M" W) >actual &&
	echo "WIDGET\\ HUB" >expect &&
	test_cmp expect actual
'

test_expect_success 'bash: file arguments of --mpath complete files' '
	touch MAINTAINERS.new &&
	complete_bash maint check --mpath MAINTAINERS.n >actual &&
	echo MAINTAINERS.new >expect &&
	test_cmp expect actual
'

test_expect_success 'bash: a ./maint command word is used for the options' '
	mkdir d && cp "$MAINT" d/maint &&
	(PATH=/usr/bin:/bin && complete_bash ./d/maint fm) >actual &&
	echo fmt >expect &&
	test_cmp expect actual
'

if command -v zsh >/dev/null 2>&1; then
	test_expect_success 'zsh: maint pro offers the subcommands' '
		complete_zsh maint pro >actual &&
		grep -x profile actual && grep -x get actual && grep -x help actual
	'

	test_expect_success 'zsh: every subcommand offers exactly the options of its --help' '
		for cmd in $(complete_bash maint ""); do
			[ "$cmd" = help ] && continue
			$CHECK helpwords "$MAINT" "$cmd" >expect &&
			complete_zsh maint "$cmd" - | LC_ALL=C sort >actual &&
			test_cmp expect actual || exit 1
		done
	'

	test_expect_success 'zsh: maint profile show completes section names' '
		cd "$EXAMPLES/tree" &&
		complete_zsh maint profile show "" >"$OLDPWD/actual" &&
		cd "$OLDPWD" &&
		grep -x "WIDGET CORE" actual &&
		grep -x "Documentation/process/maintainer-widget.rst" actual &&
		! grep -x "EXAMPLEFS FILE SYSTEM" actual
	'

	test_expect_success 'zsh: maint profile sh offers the sub-commands' '
		complete_zsh maint profile sh >actual &&
		grep -x show actual && grep -x list actual
	'

	test_expect_success 'zsh: _maint loads as an autoloaded function' '
		zsh -fc "fpath=(\"$COMPLETION\" \$fpath); autoload -Uz compinit &&
			compinit -u -d \"$PWD/zcd\" &&
			[[ \${_comps[maint]} == _maint ]]"
	'
else
	echo "# SKIP zsh not found: zsh completion not tested"
fi

test_done
