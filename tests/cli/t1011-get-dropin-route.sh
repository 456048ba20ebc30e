#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The drop-in routes, with the real clients (Debian's b4 and git-email) in
# the reduced coreboot and U-Boot trees of tests/dropin/ (git work trees,
# each with its own get_maintainer.pl, which no test runs: the answers are
# the script's recorded ones, or maint get's own for the same options,
# which t1010 compares with the script's recordings):
#
# - maint get --setup: b4's and send-email's commands in .git/config; no
#   tracked file changes (git status stays clean, b4 prep runs), and b4
#   and send-email get what maint get gives for the same commands;
# - a get_maintainer.pl symlink to maint outside the tree, on PATH,
#   answers as the recorded script;
# - maint get run below the top (send-email run from a subdirectory);
# - --series: a cover letter gets the union of its series.
#
# shellcheck disable=SC1091,SC2016

. "$(dirname "$0")/lib.sh"

command -v python3 >/dev/null 2>&1 || test_skip_all "python3 is not installed"
command -v git >/dev/null 2>&1 || test_skip_all "git is not installed"

FIXTURE="python3 $TEST_TOP/tests/dropin/fixture.py"
BIN=$TEST_ROOT/bin
mkdir "$BIN" && ln -s "$MAINT" "$BIN/maint" &&
	ln -s "$MAINT" "$BIN/get_maintainer.pl" || exit 1
PATH=$BIN:$PATH
export PATH
# the recorded answers read --git-since=2026-06-01 with git's clock at
# 12:00 UTC (tests/dropin/fixture.py env_for): the same clock here
TZ=UTC
GIT_TEST_DATE_NOW=$(($(date +%s) / 86400 * 86400 + 43200))
export TZ GIT_TEST_DATE_NOW

have_b4=
command -v b4 >/dev/null 2>&1 && have_b4=1
have_send_email=
[ -x "$(git --exec-path)/git-send-email" ] && have_send_email=1

# lay_recorded TREE: the reduced tree, as a git work tree, in ./TREE, as
# the script's answers were recorded in it (the files' real contents in
# the work tree, not committed)
lay_recorded() {
	$FIXTURE layout "$1" "$1" &&
	git -C "$1" config user.name "Ex Ample" &&
	git -C "$1" config user.email ex@example.org
}

# lay TREE: the same with the real contents committed (a clean work tree)
lay() {
	lay_recorded "$1" &&
	git -C "$1" commit -q -a -m "the real contents"
}

# ref TREE ARGS...: maint get in the tree (what t1010 compares with the
# tree's script)
ref() {
	_t=$1
	shift
	(cd "$_t" && maint get "$@")
}

# recorded TREE FILE ACTUAL: ACTUAL is the script's recorded answer to
# --git-since=2026-06-01 -f FILE (the case TREE-fN-D; or, where the script
# leaves an order to Perl's hash order, its answer in maint's order)
recorded() {
	_id=$(awk -F'\t' -v f="$2" '$2 == "file" && $3 == f && $1 ~ /-D$/ { print $1; exit }' \
		"$TEST_TOP/tests/dropin/$1/cases.tsv") &&
	test -n "$_id" &&
	_e=$TEST_TOP/tests/dropin/$1/expected/$_id &&
	{ cmp -s "$_e.out" "$3" ||
	  { test -f "$_e.ordered" && cmp -s "$_e.ordered" "$3"; } ||
	  test_cmp "$_e.out" "$3"; }
}

# change FILE...: one commit appending a line to each file
change() {
	for f in "$@"; do
		echo "/* changed */" >>"$f" || return 1
	done &&
	git commit -q -a -m "a change" -m "Signed-off-by: Ex Ample <ex@example.org>"
}

# files TREE N: N -f files of the tree's cases whose default answer names
# someone (from the recorded outputs)
files() {
	awk -F'\t' '$2 == "file" && $1 ~ /-D$/ { print $1, $3 }' \
		"$TEST_TOP/tests/dropin/$1/cases.tsv" |
	while read -r id f; do
		[ "$f" != MAINTAINERS ] &&
			grep -q "(maintainer:" "$TEST_TOP/tests/dropin/$1/expected/$id.out" &&
			echo "$f"
	done | head -n "$2"
}
CB_FILES=$(files coreboot 2)
UB_FILE=$(files u-boot 1)
CB_ONE=$(echo "$CB_FILES" | head -n 1)
[ -n "$CB_FILES" ] && [ -n "$UB_FILE" ] || { echo "Bail out! no case files"; exit 1; }

test_expect_success 'coreboot: --setup changes no tracked file' '
	lay coreboot && cd coreboot &&
	maint get --setup >../out &&
	test "$(wc -l <../out)" -eq 4 &&
	grep -q "^git config b4.send-auto-to-cmd \"maint get --nogit --nogit-fallback --nogit-chief-penguins --norolestats --nol\"$" ../out &&
	grep -q "^git config sendemail.cccmd \"maint get --series --nogit --nogit-fallback --nogit-chief-penguins --norolestats --nom\"$" ../out &&
	test "$(git config b4.send-auto-cc-cmd)" = "maint get --nogit --nogit-fallback --nogit-chief-penguins --norolestats --nom" &&
	test -z "$(git status --porcelain)"
'

test_expect_success 'U-Boot: --setup takes the options of its .b4-config' '
	lay u-boot && cd u-boot &&
	maint get --setup >../out &&
	test "$(git config b4.send-auto-to-cmd)" = "maint get --nogit --nogit-fallback --nogit-chief-penguins --norolestats --nom" &&
	test "$(git config b4.send-auto-cc-cmd)" = "maint get --nogit-fallback --nogit-chief-penguins --norolestats --nol" &&
	test -z "$(git status --porcelain)"
'

test_expect_success 'a get_maintainer.pl on PATH answers as the tree'"'"'s script' '
	lay_recorded coreboot &&
	for f in $CB_FILES MAINTAINERS; do
		(cd coreboot && get_maintainer.pl --git-since=2026-06-01 -f "$f") >actual &&
		recorded coreboot "$f" actual || return 1
	done &&
	test_expect_code 255 sh -c "cd coreboot && get_maintainer.pl --no-tree -f Makefile" 2>err &&
	grep -q "^Unknown option: no-tree$" err
'

test_expect_success 'maint get below the top answers for the paths given there' '
	lay_recorded coreboot &&
	d=$(dirname "$CB_ONE") && b=$(basename "$CB_ONE") &&
	(cd "coreboot/$d" && maint get --git-since=2026-06-01 -f "$b") >actual &&
	recorded coreboot "$CB_ONE" actual &&
	(cd "coreboot/$d" && maint get --git-since=2026-06-01 -f "../$(basename "$d")/./$b") >actual &&
	recorded coreboot "$CB_ONE" actual &&
	test_expect_code 2 sh -c "cd coreboot/$d && get_maintainer.pl -f $b" 2>err
'

# b4_cover: the To:/Cc: trailers b4 wrote into the cover letter
b4_cover() {
	git log -1 --format=%B \
		"$(git rev-list --reverse master..HEAD | head -n 1)" |
		grep -E "^(To|Cc): "
}

# b4_expect TREE TO-ARGS CC-ARGS PATCH: what b4 writes from maint get's
# answers: the To: list, then the Cc: addresses not in it (b4 leaves the
# sender, ex@example.org, out)
b4_expect() {
	ref "$1" $2 "$4" | sed "/<ex@example.org>/d; s/^/To: /" >to &&
	ref "$1" $3 "$4" | sed "/<ex@example.org>/d" >cc &&
	while read -r a; do
		grep -qxF "To: $a" to || echo "Cc: $a"
	done <cc >ccs &&
	cat to ccs
}

if [ -n "$have_b4" ]; then
	test_expect_success 'b4 prep --auto-to-cc after --setup: maint get'"'"'s recipients (coreboot)' '
		lay coreboot && cd coreboot &&
		test_must_fail git config b4.send-auto-to-cmd &&
		maint get --setup >/dev/null &&
		b4 prep -n dropin-test >../log 2>&1 &&
		change $CB_FILES && git format-patch -1 --stdout >../p &&
		b4 prep --auto-to-cc >>../log 2>&1 &&
		b4_cover >../actual && cd .. &&
		b4_expect coreboot \
			"--nogit --nogit-fallback --nogit-chief-penguins --norolestats --nol" \
			"--nogit --nogit-fallback --nogit-chief-penguins --norolestats --nom" \
			"$PWD/p" >expect &&
		test -s expect && test_cmp expect actual
	'

	test_expect_success 'b4 prep --auto-to-cc after --setup: U-Boot'"'"'s own commands' '
		lay u-boot && cd u-boot &&
		maint get --setup >/dev/null &&
		b4 prep -n dropin-test >../log 2>&1 &&
		change "$UB_FILE" && git format-patch -1 --stdout >../p &&
		b4 prep --auto-to-cc >>../log 2>&1 &&
		b4_cover >../actual && cd .. &&
		b4_expect u-boot \
			"--nogit --nogit-fallback --nogit-chief-penguins --norolestats --nom" \
			"--nogit-fallback --nogit-chief-penguins --norolestats --nol" \
			"$PWD/p" >expect &&
		test -s expect && test_cmp expect actual
	'
else
	echo "# SKIP b4 not installed (Debian: b4): b4 prep not tested"
fi

# send_email LOG ARGS...: git send-email --dry-run (--force: a cover letter
# with the template subject), a sendmail that does
# nothing, its output into LOG; then the recipients the commands added,
# "To: ..." and "Cc: ..." lines, into LOG.rcpt
send_email() {
	_log=$1
	shift
	git send-email --force --dry-run --confirm=never \
		--from="Ex Ample <ex@example.org>" --smtp-server=/bin/true \
		--suppress-cc=author --suppress-cc=self --suppress-cc=body \
		"$@" >"$_log" 2>&1 &&
	grep -q "^Dry-OK" "$_log" &&
	sed -n "s/^(to-cmd) Adding to: \(.*\) from: .*/To: \1/p
		s/^(cc-cmd) Adding cc: \(.*\) from: .*/Cc: \1/p" "$_log" \
		>"$_log.rcpt"
}

if [ -n "$have_send_email" ]; then
	test_expect_success 'git send-email after --setup: each patch maint get'"'"'s, the cover letter the union' '
		W=$PWD && lay coreboot && cd coreboot &&
		maint get --setup >/dev/null &&
		set -- $CB_FILES && change "$1" && change "$2" &&
		git format-patch -q --cover-letter -2 -o out &&
		(cd "$(dirname "$1")" && send_email "$W/log" "$W/coreboot/out/0000-cover-letter.patch") &&
		cd "$W" &&
		A="--nogit --nogit-fallback --nogit-chief-penguins --norolestats" &&
		{ ref coreboot $A --nol "$W"/coreboot/out/000[12]-*.patch | sed "s/^/To: /" &&
		  ref coreboot $A --nom "$W"/coreboot/out/000[12]-*.patch | sed "s/^/Cc: /"; } >expect &&
		test -s expect && test_cmp expect log.rcpt &&
		(cd coreboot && send_email "$W/log1" out/0001-*.patch) &&
		{ ref coreboot $A --nol "$W"/coreboot/out/0001-*.patch | sed "s/^/To: /" &&
		  ref coreboot $A --nom "$W"/coreboot/out/0001-*.patch | sed "s/^/Cc: /"; } >expect &&
		test_cmp expect log1.rcpt
	'
else
	echo "# SKIP git send-email not installed (Debian: git-email)"
fi

test_done
