#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The on-disk index of MAINTAINERS (lib/cache.c): made on the first run in
# $XDG_CACHE_HOME/maint (0700), used on the next, never changing a byte of
# the answer: a damaged, truncated, foreign-version or crafted cache file,
# a cache directory that is missing, not a directory, a symlink or someone
# else's, and --no-cache all give the answer of a plain parse (and a bad
# file is replaced by a good one).
#
# shellcheck disable=SC1091,SC2016

. "$(dirname "$0")/lib.sh"

CRAFT=$TEST_DIRECTORY/cache-craft.py
PATCHES=$(ls "$EXAMPLES"/patches/*.patch)
TREE=$TEST_ROOT/tree
cp -r "$EXAMPLES/tree" "$TREE"

# answers: maint get for every example patch and one -f file, in TREE
answers() {
	(
		cd "$TREE" &&
		for p in $PATCHES; do
			"$MAINT" get --nofixes "$@" "$p" || exit 1
		done &&
		"$MAINT" get -f drivers/net/widget/widget-eth.c "$@"
	)
}
answers --no-cache >"$TEST_ROOT/want" 2>&1 || exit 1

cache_files() { ls "$XDG_CACHE_HOME"/maint/*.db 2>/dev/null; }

test_expect_success 'the first run makes the cache, the second uses it' '
	XDG_CACHE_HOME=$PWD/c && export XDG_CACHE_HOME &&
	answers >out1 2>&1 && test "$(cache_files | wc -l)" = 1 &&
	test "$(stat -c %a c/maint)" = 700 &&
	f=$(cache_files) && before=$(stat -c %Y.%i "$f") &&
	answers >out2 2>&1 &&
	test "$(stat -c %Y.%i "$f")" = "$before" &&
	cmp "$TEST_ROOT/want" out1 && cmp "$TEST_ROOT/want" out2
'

test_expect_success '--no-cache writes no cache' '
	XDG_CACHE_HOME=$PWD/c && export XDG_CACHE_HOME &&
	answers --no-cache >out 2>&1 && ! test -e c/maint &&
	cmp "$TEST_ROOT/want" out
'

for mode in flip trunc foreign oob bigcount; do
	test_expect_success "a $mode cache file: a plain parse, then replaced" '
		XDG_CACHE_HOME=$PWD/c && export XDG_CACHE_HOME &&
		answers >/dev/null 2>&1 && f=$(cache_files) &&
		python3 "$CRAFT" '"$mode"' "$f" && cp "$f" crafted &&
		answers >out 2>&1 && cmp "$TEST_ROOT/want" out &&
		! cmp -s crafted "$f" && python3 "$CRAFT" check "$f"
	'
done

test_expect_success 'a garbage file in the cache file'"'"'s place' '
	XDG_CACHE_HOME=$PWD/c && export XDG_CACHE_HOME &&
	answers >/dev/null 2>&1 && f=$(cache_files) &&
	head -c 5000 /dev/urandom >"$f" &&
	answers >out 2>&1 && cmp "$TEST_ROOT/want" out &&
	python3 "$CRAFT" check "$f"
'

test_expect_success 'a cache directory that cannot be made' '
	: >notadir && XDG_CACHE_HOME=$PWD/notadir && export XDG_CACHE_HOME &&
	answers >out 2>&1 && cmp "$TEST_ROOT/want" out
'

test_expect_success 'a symlinked cache directory is not used' '
	mkdir -p c elsewhere && ln -s ../elsewhere c/maint &&
	XDG_CACHE_HOME=$PWD/c && export XDG_CACHE_HOME &&
	answers >out 2>&1 && cmp "$TEST_ROOT/want" out &&
	test -z "$(ls elsewhere)"
'

test_expect_success 'a cache directory writable by others is not used' '
	mkdir -p c/maint && chmod 777 c/maint &&
	XDG_CACHE_HOME=$PWD/c && export XDG_CACHE_HOME &&
	answers >out 2>&1 && cmp "$TEST_ROOT/want" out &&
	test -z "$(ls c/maint)"
'

test_expect_success 'a cache file writable by others is not trusted' '
	XDG_CACHE_HOME=$PWD/c && export XDG_CACHE_HOME &&
	answers >/dev/null 2>&1 && f=$(cache_files) &&
	python3 "$CRAFT" oob "$f" && chmod 666 "$f" &&
	answers >out 2>&1 && cmp "$TEST_ROOT/want" out
'

test_expect_success 'MAINTAINERS changed: a new cache file, the new answer' '
	XDG_CACHE_HOME=$PWD/c && export XDG_CACHE_HOME &&
	cp -r "$TREE" t2 && answers >/dev/null 2>&1 &&
	printf "\nNEW SECTION\nM:\tNew Person <new@example.org>\nS:\tMaintained\nF:\tdrivers/\n" \
		>>"$TREE/MAINTAINERS" &&
	answers --no-cache >want2 2>&1 && answers >out 2>&1 &&
	cp t2/MAINTAINERS "$TREE/MAINTAINERS" &&
	test "$(cache_files | wc -l)" = 2 && cmp want2 out &&
	! cmp -s want2 "$TEST_ROOT/want"
'

test_expect_success 'no HOME and no XDG_CACHE_HOME: a plain parse' '
	unset XDG_CACHE_HOME && HOME= && export HOME &&
	answers >out 2>&1 && cmp "$TEST_ROOT/want" out
'

test_done
