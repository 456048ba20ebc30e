#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The man pages (doc/man/*.rst): their sections, their OPTIONS against
# --help both ways, every EXAMPLES command run against the example tree,
# the pages rst2man builds, and maint help CMD.
#
# shellcheck disable=SC1091,SC2016

. "$(dirname "$0")/lib.sh"

CHECK="python3 $TEST_DIRECTORY/t7000-mancheck.py"
# the pages maint help finds: build/man beside ./maint, man beside a binary
# inside a build directory (the sanitizer build's build-san/maint-san)
if [ -d "$(dirname "$MAINT")/build/man" ]; then
	MANDIR=$(dirname "$MAINT")/build/man
else
	MANDIR=$(dirname "$MAINT")/man
fi

for page in "$TEST_TOP"/doc/man/*.rst; do
	name=$(basename "$page" .rst)
	cmd=${name#maint}
	cmd=${cmd#-}
	export page

	test_expect_success "$name: title block and required sections" '
		$CHECK structure "$page"
	'
	# pages of commands that are not linked in yet cannot be checked
	if [ -n "$cmd" ] && ! "$MAINT" "$cmd" --help >/dev/null 2>&1; then
		echo "# SKIP $name: maint $cmd is not available in this build"
		continue
	fi
	test_expect_success "$name: OPTIONS and --help name the same options" '
		$CHECK options "$MAINT" "$page"
	'
	test_expect_success "$name: every EXAMPLES command runs in examples/tree" '
		$CHECK examples "$MAINT" "$EXAMPLES" "$page"
	'
done

if command -v rst2man >/dev/null 2>&1; then
	test_expect_success 'rst2man builds every page without a warning' '
		for page in "$TEST_TOP"/doc/man/*.rst; do
			rst2man --halt=warning --report=warning "$page" \
				>"$(basename "$page" .rst).1" || exit 1
		done
	'
elif [ -n "${MAINT_REQUIRE_MAN-}" ]; then
	test_expect_success 'rst2man is installed (MAINT_REQUIRE_MAN=1)' '
		false
	'
else
	test_have python3-docutils rst2man 'the man pages'
fi

if [ -f "$MANDIR/maint-get.1" ]; then
	test_expect_success 'every page is built, with NAME once and its sections' '
		for page in "$TEST_TOP"/doc/man/*.rst; do
			out=$MANDIR/$(basename "$page" .rst).1 &&
			test -f "$out" &&
			test "$(grep -c "^\.SH NAME" "$out")" -eq 1 &&
			grep -q "^$(basename "$page" .rst) \\\\- [a-zA-Z]" "$out" &&
			for s in SYNOPSIS DESCRIPTION OPTIONS "EXIT STATUS" EXAMPLES; do
				grep -q "^\.SH \"\{0,1\}$s\"\{0,1\}\$" "$out" ||
				{ echo "$out: no $s"; exit 1; }
			done || exit 1
		done
	'

	if test_have man-db man 'maint help as text'; then
		test_expect_success 'maint help CMD prints the page as text when not on a tty' '
			"$MAINT" help get >out &&
			grep "^NAME" out &&
			grep "maint-get - who gets this patch" out &&
			grep "^EXIT STATUS" out &&
			! grep -q "$(printf "\\033\\|\\010")" out
		'
	fi

	if command -v script >/dev/null 2>&1; then
		test_expect_success 'maint help CMD runs man -l on the page on a tty' '
			mkdir bin &&
			printf "#!/bin/sh\\necho \"man \$*\" >>\"%s\"\\n" \
				"$PWD/man.log" >bin/man &&
			chmod +x bin/man &&
			PATH=$PWD/bin:$PATH script -qec "\"$MAINT\" help fmt" \
				/dev/null >/dev/null &&
			echo "man -l $MANDIR/maint-fmt.1" >expect &&
			test_cmp expect man.log
		'
	fi
elif [ -n "${MAINT_REQUIRE_MAN-}" ]; then
	test_expect_success 'the man pages are built (MAINT_REQUIRE_MAN=1)' '
		ls "$MANDIR"/maint-get.1
	'
else
	echo "# SKIP the built man pages: not built (make man needs rst2man; Debian: python3-docutils)"
fi

test_expect_success 'maint help CMD without man prints the --help text' '
	"$MAINT" fmt --help >expect &&
	mkdir empty &&
	PATH=$PWD/empty "$MAINT" help fmt >actual &&
	test_cmp expect actual
'

test_expect_success 'maint help CMD without a page prints the --help text' '
	cp "$MAINT" ./maint &&
	"$MAINT" migrate --help >expect &&
	./maint help migrate >actual &&
	test_cmp expect actual
'

test_expect_success 'maint help with an unknown command fails with status 2' '
	test_expect_code 2 "$MAINT" help frobnicate 2>err &&
	grep "'"'"'frobnicate'"'"' is not a maint command" err
'

test_expect_success 'maint help alone prints the overview' '
	"$MAINT" help >out &&
	grep "^usage: maint " out &&
	grep "^  get  " out
'

test_done
