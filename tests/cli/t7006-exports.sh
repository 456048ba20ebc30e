#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# libmaint.so exports its public API and nothing else: every defined
# dynamic symbol starts with maint_ (lib/libmaint.map), and each of them
# is declared in include/maint.h.  And the boundary holds on the other
# side too: cli/ includes only its own headers, include/ and common/ (never
# one of lib/), common/ only its own, and the Makefile builds cli/ objects
# without -Ilib, and that its objects call no mnt_/mbuf_ function but
# those of common/.  Last, the library's objects hold no writable state but
# the few tables made once under pthread_once() (include/maint.h, Threads).
#
# shellcheck disable=SC1091,SC2016

. "$(dirname "$0")/lib.sh"

SO=$TEST_TOP/libmaint.so
[ -f "$SO" ] || test_skip_all "no $SO: run make first"
command -v nm >/dev/null 2>&1 || test_skip_all 'nm is not installed'

test_expect_success 'only maint_* symbols are exported' '
	nm -D --defined-only "$SO" >syms &&
	awk "\$2 ~ /^[TDBRVWi]\$/ { print \$3 }" syms | sed "s/@.*//" |
		sort -u >exported &&
	grep -q "^maint_db_load\$" exported &&
	! grep -v "^maint_" exported
'

test_expect_success 'no mnt_ or mbuf_ internals are exported' '
	nm -D --defined-only "$SO" >syms &&
	! grep -E " (mnt_|mbuf_)" syms
'

test_expect_success 'every exported symbol is declared in include/maint/*.h' '
	nm -D --defined-only "$SO" | awk "{ print \$3 }" | sed "s/@.*//" |
		grep "^maint_" | sort -u >exported &&
	while read -r sym; do
		cat "$TEST_TOP"/include/maint/*.h |
			grep -q "\\<$sym\\>" ||
			{ echo "not in include/maint/: $sym"; exit 1; }
	done <exported
'

# The functions include/maint/*.h declares (outside comments).
declared() {
	cat "$TEST_TOP"/include/maint/*.h | grep -v "^[[:space:]]*/\?\*" |
		grep -o "\<maint_[a-z0-9_]*(" | tr -d "(" | LC_ALL=C sort -u
}

test_expect_success 'the version script names each declared function' '
	declared >declared &&
	sed -n "s/^[[:space:]]*\(maint_[a-z0-9_]*\);\$/\1/p" \
		"$TEST_TOP/lib/libmaint.map" | LC_ALL=C sort >listed &&
	test_cmp declared listed &&
	nm -D --defined-only "$SO" | awk "{ print \$3 }" | sed "s/@.*//" |
		grep "^maint_" | LC_ALL=C sort -u >exported &&
	test_cmp declared exported
'

test_expect_success 'one version number: soname, node and file names' '
	sov=$(sed -n "s/^VERSION := \([0-9]*\)\..*/\1/p" \
		"$TEST_TOP/Makefile") &&
	test -n "$sov" &&
	objdump -p "$SO" | grep -q "SONAME *libmaint\.so\.$sov\$" &&
	grep -q "^LIBMAINT_$sov {" "$TEST_TOP/lib/libmaint.map" &&
	objdump -T "$SO" | grep -q " LIBMAINT_$sov  *maint_version\$"
'

# "name.h" includes of the files in dir $1 that are in none of the folders
# $2...; the project's own headers only (<...> are the system's).
foreign_includes() {
	dir=$1
	shift
	for f in "$TEST_TOP/$dir"/*.[ch]; do
		sed -n "s/^[[:space:]]*#[[:space:]]*include[[:space:]]*\"\\([^\"]*\\)\".*/\\1/p" \
			"$f" | while read -r h; do
			ok=
			for d in "$@"; do
				case $h in
				*/*) ;; # a path: never allowed
				*) [ -f "$TEST_TOP/$d/$h" ] && ok=1 ;;
				esac
			done
			[ -n "$ok" ] || echo "$dir/${f##*/}: $h"
		done
	done
}

test_expect_success 'cli/ includes no header of lib/' '
	foreign_includes cli cli include common >bad &&
	test_must_be_empty bad
'

test_expect_success 'common/ includes only common/ headers' '
	foreign_includes common common >bad &&
	test_must_be_empty bad
'

test_expect_success 'a cli/ object is built without -Ilib' '
	make -s --no-print-directory -C "$TEST_TOP" -n -B build/cli/cli.o \
		>cmds 2>&1 &&
	grep -- "-o build/cli/cli.o cli/cli.c" cmds >cc &&
	grep -q -- "-Iinclude" cc && grep -q -- "-Icommon" cc &&
	! grep -- "-Ilib" cc
'

if [ -f "$TEST_TOP/build/cli/cli.o" ] && [ -f "$TEST_TOP/build/common/mbuf.o" ]
then
	test_expect_success 'cli/ objects call no lib/ internal' '
		nm --defined-only "$TEST_TOP"/build/common/*.o |
			awk "{ print \$3 }" | LC_ALL=C sort -u >common &&
		for src in "$TEST_TOP"/cli/*.c; do
			o=$TEST_TOP/build/cli/$(basename "$src" .c).o &&
			nm -u "$o" || exit 1
		done | awk "{ print \$2 }" | grep -E "^(mnt_|mbuf_)" |
			LC_ALL=C sort -u >used &&
		LC_ALL=C comm -23 used common >internal &&
		test_must_be_empty internal
	'
fi

test_expect_success 'a lib/ header in cli/ would be caught' '
	mkdir -p fake/cli fake/include fake/common fake/lib &&
	echo "#include \"util.h\"" >fake/cli/x.c &&
	echo "#include \"internal.h\"" >fake/cli/y.c &&
	: >fake/common/util.h && : >fake/lib/internal.h &&
	(TEST_TOP=$PWD/fake && foreign_includes cli cli include common) >bad &&
	echo "cli/y.c: internal.h" >expect &&
	test_cmp expect bad
'

# The writable variables (.data, .bss; not thread-local) of the library's
# objects, as "OBJECT SYMBOL" lines: the objects of today's sources (an
# older build may hold objects of files since moved).
writable_state() {
	for src in "$TEST_TOP"/lib/*/*.c "$TEST_TOP"/common/*.c; do
		rel=${src#"$TEST_TOP"/}
		o=$TEST_TOP/build/${rel%.c}.o
		[ -f "$o" ] || { echo "missing $o"; continue; }
		objdump -t "$o" | awk -v f="${rel%.c}.o" \
			"\$0 ~ / (\\.data|\\.bss)[ \t]/ && \$NF !~ /^\\./ { print f, \$NF }"
	done | LC_ALL=C sort
}

if command -v objdump >/dev/null 2>&1 && [ -f "$TEST_TOP/build/lib/db/db.o" ]
then
	test_expect_success 'no hidden global state in the library' '
		writable_state >state &&
		cat >expect <<-\EOF &&
		common/mbuf.o mbuf_empty
		lib/base/cachedir.o last_dir
		lib/base/gitrun.o git_exe
		lib/base/gitrun.o git_named
		lib/base/gitrun.o git_once
		lib/base/recache.o key
		lib/base/recache.o key_ok
		lib/base/recache.o key_once
		lib/base/regex.o allowed
		lib/base/regex.o allowed_once
		lib/get/compat.o spellings
		lib/get/compat.o spellings_once
		lib/profile/fetch.o cu
		lib/profile/fetch.o cu_ok
		lib/profile/fetch.o cu_once
		lib/profile/html.o xm
		lib/profile/html.o xm_ok
		lib/profile/html.o xm_once
		EOF
		test_cmp expect state
	'
fi

test_done
