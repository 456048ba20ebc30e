#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Xen's get_maintainer.pl dies unless THE REST of MAINTAINERS carries a
# "V: xen-maintainers-VERSION" line; maint get in a tree with that script
# does the same (message and status), and the kernel's script does not
# ask for it.  Where perl is installed, each case is compared with the
# script itself.
#
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"

XEN_SCRIPT=$TEST_TOP/tests/dropin/xen/script.pl
[ -f "$XEN_SCRIPT" ] || test_skip_all "no Xen script in tests/dropin/xen"

T=$TEST_ROOT/xen
mkdir -p "$T/scripts" "$T/xen/common"
cp "$XEN_SCRIPT" "$T/scripts/get_maintainer.pl"
echo "int x;" >"$T/xen/common/foo.c"

# mk VLINE [SECTION]: MAINTAINERS with VLINE in SECTION (default THE REST)
mk() {
	{
		printf 'FOO\nM:\tFoo Bar <foo@example.org>\nS:\tSupported\nF:\txen/common/\n'
		[ "${2:-THE REST}" = "THE REST" ] || printf '%s\n' "$1"
		printf '\nTHE REST\nM:\tRest Person <rest@example.org>\nL:\txen-devel@lists.xenproject.org\nS:\tSupported\n'
		[ "${2:-THE REST}" != "THE REST" ] || [ -z "$1" ] || printf '%s\n' "$1"
		printf 'F:\t*\nF:\t*/\n'
	} >"$T/MAINTAINERS"
}

PROG=$(basename "$MAINT")

msg() {
	printf '%s: the MAINTAINERS file in the current directory does not appear to be from the xen.git source tree or a sister tree.\n\n' "$1"
	printf "A 'V: xen-maintainers-<version>' entry under THE REST is needed to identify a Xen MAINTAINERS file.\n\n"
}

get() { (cd "$T" && "$MAINT" get --nogit-fallback -f xen/common/foo.c); }

test_expect_success 'no V: line in THE REST: the script message, status 255' '
	mk "" &&
	test_expect_code 255 get >out 2>err &&
	test_must_be_empty out &&
	msg "$PROG" >expect && test_cmp expect err
'

test_expect_success 'V: xen-maintainers-0: Perl takes "0" for false' '
	mk "V:	xen-maintainers-0" &&
	test_expect_code 255 get >out 2>err &&
	msg "$PROG" >expect && test_cmp expect err
'

test_expect_success 'the V: line in another section does not count' '
	mk "V:	xen-maintainers-1" FOO &&
	test_expect_code 255 get >out 2>err
'

test_expect_success 'V: xen-maintainers-1 in THE REST: the answer' '
	mk "V:	xen-maintainers-1" &&
	get >out 2>err &&
	grep "^Foo Bar <foo@example.org>" out &&
	test_must_be_empty err
'

if command -v perl >/dev/null 2>&1; then
	test_expect_success 'each case as the script answers it' '
		for v in "" "V:	xen-maintainers-0" "V:	xen-maintainers-" \
			"V:	xen-maintainers-1" "V:	xen-maintainers-4.19"; do
			mk "$v" &&
			(cd "$T" && perl scripts/get_maintainer.pl --nogit-fallback \
				-f xen/common/foo.c >"$TEST_ROOT/p.out" 2>"$TEST_ROOT/p.err"; echo $? >"$TEST_ROOT/p.st") &&
			(cd "$T" && "$MAINT" get --nogit-fallback \
				-f xen/common/foo.c >"$TEST_ROOT/m.out" 2>"$TEST_ROOT/m.err"; echo $? >"$TEST_ROOT/m.st") &&
			sed "s|^$PROG:|scripts/get_maintainer.pl:|" "$TEST_ROOT/m.err" >m.err2 &&
			test_cmp "$TEST_ROOT/p.out" "$TEST_ROOT/m.out" &&
			test_cmp "$TEST_ROOT/p.err" m.err2 &&
			test_cmp "$TEST_ROOT/p.st" "$TEST_ROOT/m.st" || return 1
		done
	'
fi

test_expect_success 'the kernel script asks for no V: line' '
	mkdir -p "$TEST_ROOT/k" && cp -r "$T/xen" "$TEST_ROOT/k/" &&
	(cd "$T" && cat MAINTAINERS) | grep -v "^V:" >"$TEST_ROOT/k/MAINTAINERS" &&
	(cd "$TEST_ROOT/k" && "$MAINT" get --compat=newest --nogit-fallback --notree \
		-f xen/common/foo.c) >out &&
	grep "^Foo Bar <foo@example.org>" out
'

test_done
