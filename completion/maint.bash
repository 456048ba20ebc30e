# SPDX-License-Identifier: GPL-2.0-only
#
# bash completion for maint(1): subcommands, the options of each subcommand
# and sub-subcommand (every form: --no-X and --noX too), the values an
# option lists (--compat=auto|2026|6.12), and MAINTAINERS section names for
# `maint profile show`.
#
# The options are read at completion time from `maint CMD --help` (the same
# text the man page tests compare with), so they cannot drift from the
# binary; each answer is cached for the shell session. Section names come
# from `maint profile list` in the current tree, every time.
#
# Installed as $(PREFIX)/share/bash-completion/completions/maint; to try
# it from a checkout: source completion/maint.bash

# _maint_help_words: the option names in the usage and option-table lines
# of a --help text on stdin, one a line.
# "--[no-]name" stands for "--name", "--no-name" and "--noname" (every
# negatable option takes both negative forms, as get_maintainer.pl's
# do); "--[no]name" for "--name" and "--noname"; "--no<foo>" (prose) and
# single-dash words longer than one letter ("-rcN") are not options.
_maint_help_words()
{
	grep -E '^[[:space:]]*(-|\[|usage:|or:|maint )' |
		sed -E -e 's/--\[no-\]([A-Za-z][A-Za-z0-9-]*)/--\1 --no-\1 --no\1/g' \
		-e 's/--\[no\]([A-Za-z][A-Za-z0-9-]*)/--\1 --no\1/g' |
		grep -oE '(^|[][ (,|])--?[A-Za-z][A-Za-z0-9]*(-[A-Za-z0-9]+)*[<-]?' |
		sed -E 's/^[][ (,|]//' | grep -vE '[<-]$|^-[^-].' | LC_ALL=C sort -u
}

# _maint_help_values OPTION: the values a --help text on stdin lists for
# OPTION, spelt "--OPTION=a|b|c" or "--OPTION[=a|b|c]" in an option line,
# one a line (nothing when OPTION takes no listed values).
_maint_help_values()
{
	grep -E '^[[:space:]]*(-|\[|usage:|or:|maint )' |
		grep -oE -- "(^|[][ (,|])$1\\[?=[A-Za-z0-9._-]+(\\|[A-Za-z0-9._-]+)+" |
		head -n 1 | sed -E 's/^[^=]*=//' | tr '|' '\n'
}

# _maint_help_commands: the names of a "Commands:" block of a help text
# on stdin (lines "  NAME  summary"), skipping ones not yet available.
_maint_help_commands()
{
	sed -n -e '/^Commands:/,/^$/{' -e '/not yet available/d' \
		-e 's/^  \([a-z][a-z-]*\)  .*/\1/p' -e '}'
}

# _maint_cached KIND ARGS...: the option names (KIND opts), command names
# (KIND cmds) or the values of option OPT (KIND vals=OPT) of
# `maint ARGS... --help`, cached for the session.  get's help depends on
# the tree (the 6.12 script has no --substatus): its key holds $PWD.
_maint_cached()
{
	local kind=$1 key
	shift
	key="$kind|$_maint_bin|$*"
	[[ ${1-} == get ]] && key+="|$PWD"
	if [[ -z ${_maint_cache[$key]+set} ]]; then
		case $kind in
		opts)
			_maint_cache[$key]=$("$_maint_bin" "$@" --help 2>/dev/null |
				_maint_help_words) ;;
		vals=*)
			_maint_cache[$key]=$("$_maint_bin" "$@" --help 2>/dev/null |
				_maint_help_values "${kind#vals=}") ;;
		*)
			_maint_cache[$key]=$("$_maint_bin" "$@" --help 2>/dev/null |
				_maint_help_commands) ;;
		esac
	fi
	printf '%s\n' "${_maint_cache[$key]}"
}
declare -gA _maint_cache 2>/dev/null || declare -A _maint_cache

_maint_options()
{
	_maint_cached opts "$@"
}

_maint_subcommands()
{
	_maint_cached cmds "$@"
}

# Section names and paths that `maint profile show` accepts, from the
# tab-separated `maint profile list` of the current tree (person lines
# are not profiles).
_maint_profile_names()
{
	"$_maint_bin" profile list --no-color "$@" 2>/dev/null |
		awk -F '\t' '$3 != "person" { print $2; print $4 }' |
		LC_ALL=C sort -u
}

_maint()
{
	local cur=${COMP_WORDS[COMP_CWORD]}
	local prev=${COMP_WORDS[COMP_CWORD-1]}
	local _maint_bin=${COMP_WORDS[0]}
	local cmd= sub= i w mpath=()
	local -a words

	COMPREPLY=()
	# expand a leading ~ of the command word as the shell would
	[[ $_maint_bin == "~/"* ]] && _maint_bin=$HOME/${_maint_bin#"~/"}
	type -P -- "$_maint_bin" >/dev/null 2>&1 || _maint_bin=maint

	for ((i = 1; i < COMP_CWORD; i++)); do
		w=${COMP_WORDS[i]}
		case $w in
		--mpath=* | --maintainer-path=*)
			mpath=("$w") ;;
		--mpath | --maintainer-path)
			mpath=("$w" "${COMP_WORDS[i+1]}") ;;
		-*) ;;
		*)
			if [[ -z $cmd ]]; then
				cmd=$w
			elif [[ -z $sub ]] &&
			     _maint_subcommands "$cmd" | grep -qxF -- "$w"; then
				sub=$w
			fi
			;;
		esac
	done

	if [[ -z $cmd ]]; then
		if [[ $cur == -* ]]; then
			mapfile -t COMPREPLY < <(compgen -W '--help --version' -- "$cur")
		else
			mapfile -t COMPREPLY < <(compgen -W \
				"$(_maint_subcommands) help" -- "$cur")
		fi
		return 0
	fi

	if [[ $cmd == help ]]; then
		mapfile -t COMPREPLY < <(compgen -W "$(_maint_subcommands)" -- "$cur")
		return 0
	fi

	# an option's value: "--opt=VAL" as one word, or split at "=" (bash's
	# COMP_WORDBREAKS), or "--opt VAL"
	local opt= val= pre=
	if [[ $cur == --*=* ]]; then
		opt=${cur%%=*} val=${cur#*=} pre=$opt=
	elif [[ $cur == = && $prev == --* ]]; then
		opt=$prev
	elif [[ $prev == = && ${COMP_WORDS[COMP_CWORD-2]} == --* ]]; then
		opt=${COMP_WORDS[COMP_CWORD-2]} val=$cur
	elif [[ $prev == --* && $cur != -* ]]; then
		opt=$prev val=$cur
	fi
	if [[ -n $opt ]]; then
		words=$(_maint_cached "vals=$opt" "$cmd" ${sub:+"$sub"})
		if [[ -n $words ]]; then
			mapfile -t COMPREPLY < <(compgen -P "$pre" -W "$words" -- "$val")
			return 0
		fi
	fi

	case $prev in
	--mpath | --maintainer-path | -o | --output | --path | -f | --file)
		compopt -o filenames 2>/dev/null
		mapfile -t COMPREPLY < <(compgen -f -- "$cur")
		return 0
		;;
	esac

	if [[ $cur == -* ]]; then
		mapfile -t COMPREPLY < <(compgen -W \
			"$(_maint_options "$cmd" ${sub:+"$sub"})" -- "$cur")
		return 0
	fi

	if [[ -z $sub ]]; then
		words=$(_maint_subcommands "$cmd")
		if [[ -n $words ]]; then
			mapfile -t COMPREPLY < <(compgen -W "$words" -- "$cur")
			# patches and files as well, for `maint profile PATCH`
		fi
	elif [[ $cmd == profile && $sub == show ]]; then
		local IFS=$'\n' name
		for name in $(_maint_profile_names "${mpath[@]}"); do
			[[ $name == "$cur"* ]] && COMPREPLY+=("$(printf '%q' "$name")")
		done
		return 0
	fi

	compopt -o filenames 2>/dev/null
	mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -f -- "$cur")
	return 0
}

complete -F _maint maint
