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

test_expect_success 'bash: maint get --nor offers the negative forms (b4, send-email recipes)' '
	complete_bash maint get --nor >actual &&
	printf "%s\n" --nor --noremove-duplicates --noroles --norolestats >expect &&
	test_cmp expect actual &&
	complete_bash maint get --nogit-f >actual &&
	echo --nogit-fallback >expect &&
	test_cmp expect actual &&
	complete_bash maint get --no-git-chief >actual &&
	echo --no-git-chief-penguins >expect &&
	test_cmp expect actual
'

test_expect_success 'bash: every form maint get offers is one it accepts' '
	printf "A\nM:	A <a@example.org>\nF:	*\n" >M &&
	touch x &&
	for w in $(complete_bash maint get -); do
		case $w in --help | -h | --usage | --version | -v | --self-test | \
			--batch | --interactive | --i | --noi | --no-i) continue ;;
		esac
		"$MAINT" get --no-tree --mpath M "$w" -f x >/dev/null 2>err
		! grep -i "unknown option" err || { echo "refused: $w"; exit 1; }
	done
'

test_expect_success 'bash: option values: --compat=, --compat =, --compat VALUE' '
	complete_bash maint get --compat= >actual &&
	printf "%s\n" --compat=auto --compat=newest --compat=6.12 >expect &&
	test_cmp expect actual &&
	complete_bash maint get --compat = 6 >actual &&
	echo 6.12 >expect &&
	test_cmp expect actual &&
	complete_bash maint get --compat "" >actual &&
	printf "%s\n" auto newest 6.12 >expect &&
	test_cmp expect actual &&
	complete_bash maint pulls --format=s >actual &&
	echo --format=svg >expect &&
	test_cmp expect actual &&
	complete_bash maint report profiles --format=r >actual &&
	echo --format=rst-toc >expect &&
	test_cmp expect actual &&
	complete_bash maint preflight --color= >actual &&
	printf "%s\n" --color=auto --color=always --color=never >expect &&
	test_cmp expect actual &&
	complete_bash maint check --color=n >actual &&
	echo --color=never >expect &&
	test_cmp expect actual
'

if test_have zsh zsh 'zsh completion'; then
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

	test_expect_success 'zsh: option values and negative forms' '
		complete_zsh maint get --compat= >actual &&
		printf "%s\n" --compat=auto --compat=newest --compat=6.12 >expect &&
		test_cmp expect actual &&
		complete_zsh maint get --compat "" >actual &&
		printf "%s\n" auto newest 6.12 >expect &&
		test_cmp expect actual &&
		complete_zsh maint get --nor >actual &&
		grep -x -e --norolestats actual && grep -x -e --no-rolestats actual
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
fi

# The option specs of get_maintainer.pl's GetOptions table, read as data
# from the 6.12 script the corpus keeps: "name|alias!", "name=s", ...
test_corpus "the option forms of get_maintainer.pl 6.12"
SCRIPT=$CORPUS/linux-6.12-s612/files/scripts/get_maintainer.pl
test_expect_success 'bash: maint get offers every option form get_maintainer.pl 6.12 accepts' '
	sed -n "/^if (!GetOptions(/,/^[[:space:]]*)) {/s/^[[:space:]]*'"'"'\([^'"'"']*\)'"'"' =>.*/\1/p" \
		"$SCRIPT" >specs &&
	test $(wc -l <specs) -ge 40 &&
	complete_bash maint get - >offered &&
	while read -r spec; do
		names=${spec%%[!:=]*} names=${spec%%[!A-Za-z0-9|-]*}
		for n in $(echo "$names" | tr "|" " "); do
			case $n in ?) pos="--$n -$n" ;; *) pos="--$n" ;; esac
			found=
			for f in $pos; do grep -qxF -- "$f" offered && found=1; done
			test -n "$found" || { echo "not offered: --$n ($spec)"; exit 1; }
			case $spec in *!)
				for f in "--no$n" "--no-$n"; do
					grep -qxF -- "$f" offered ||
						{ echo "not offered: $f ($spec)"; exit 1; }
				done ;;
			esac
		done
	done <specs
'

test_expect_success 'bash: a tree whose script is 6.12 is offered no --substatus' '
	mkdir -p t612/scripts &&
	cp "$SCRIPT" t612/scripts/get_maintainer.pl &&
	(cd t612 && complete_bash maint get --subs) >actual &&
	echo --subsystem >expect &&
	test_cmp expect actual &&
	(cd t612 && "$MAINT" get --help) >help &&
	! grep -e "--\[no-\]substatus" help &&
	grep "has no --substatus" help &&
	complete_bash maint get --subs >actual &&
	printf "%s\n" --subsystem --substatus | LC_ALL=C sort >expect &&
	LC_ALL=C sort actual >sorted && test_cmp expect sorted
'

test_done
