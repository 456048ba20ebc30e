#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The real clients, from Debian (packages b4 and git-email): b4 prep
# --auto-to-cc and git send-email --to-cmd/--cc-cmd, with maint get in
# place of scripts/get_maintainer.pl, in a scratch git repository holding
# the example tree. Skipped, with a notice, when they are not installed.
#
# shellcheck disable=SC1091,SC2016

. "$(dirname "$0")/lib.sh"

# b4's defaults for get_maintainer.pl (b4/ez.py): To without lists, Cc
# without maintainers
GET="maint get --nogit --nogit-fallback --nogit-chief-penguins --norolestats"
TO_CMD="$GET --nol"
CC_CMD="$GET --nom"
BIN=$TEST_ROOT/bin
mkdir "$BIN" && ln -s "$MAINT" "$BIN/maint" || exit 1
PATH=$BIN:$PATH
export GET TO_CMD CC_CMD PATH

SEND_EMAIL=$(git --exec-path)/git-send-email
if ! command -v b4 >/dev/null 2>&1 && [ ! -x "$SEND_EMAIL" ] &&
   [ "${MAINT_REQUIRE_PACKAGES-}" != 1 ]; then
	test_skip_all 'b4 and git send-email are not installed (Debian: b4 git-email)'
fi
have_b4=
test_have b4 b4 'b4 prep' && have_b4=1
have_send_email=
test_have git-email "$SEND_EMAIL" 'git send-email' && have_send_email=1

# make_repo [--symlink]: the example tree as a git repository on branch
# master, with scripts/get_maintainer.pl a symlink to maint when asked
make_repo() {
	cp -R "$EXAMPLES/tree" repo &&
	if [ "${1-}" = --symlink ]; then
		ln -s "$MAINT" repo/scripts/get_maintainer.pl
	fi &&
	cd repo &&
	git init -q -b master &&
	git config user.name "Ex Ample" &&
	git config user.email ex@example.org &&
	git add -A &&
	git commit -q -m "the example tree"
}

# a change touching files of WIDGET CORE and WIDGET NETWORK DRIVERS
change() {
	echo "/* fixed */" >>drivers/widget/widget-core.c &&
	echo "/* fixed */" >>drivers/net/widget/widget-eth.c &&
	git commit -q -a -m "widget: fix foo" \
		-m "Signed-off-by: Ex Ample <ex@example.org>"
}

cat >"$TEST_ROOT/expect-to" <<\EOF
To: Priya Raman <priya.raman@example.com>
To: Oskar Brandt <oskar.brandt@example.org>
To: Marta Kowalczyk <marta.kowalczyk@example.org>
To: "Dev A. Anand" <dev.anand@example.com>
To: Lucia Fernandez <lucia.fernandez@example.org>
EOF
cat >"$TEST_ROOT/expect-cc" <<\EOF
Cc: Oskar Brandt <oskar.brandt@example.org>
Cc: Lucia Fernandez <lucia.fernandez@example.org>
Cc: netdev@lists.example.org
Cc: widget-devel@lists.example.org
Cc: linux-kernel@lists.example.org
EOF

# (get_maintainer.pl's order: the deeper pattern, drivers/net/widget/, first;
# people before lists; each address once)

# cover_recipients: the To: and Cc: trailers b4 wrote into the cover
# letter (the message of the series' first, empty commit)
cover_recipients() {
	git log -1 --format=%B \
		"$(git rev-list --reverse master..HEAD | head -n 1)" |
		grep -E "^(To|Cc): "
}

# What b4 writes: the To: list, then the Cc: list without the addresses
# already in To: (the reviewers)
b4_expect() {
	cat "$TEST_ROOT/expect-to" &&
	grep -v "<" "$TEST_ROOT/expect-cc"
}

if [ -n "$have_b4" ]; then
	test_expect_success 'maint get answers the commands b4 runs' '
		make_repo && change &&
		git format-patch -1 --stdout >p &&
		$TO_CMD <p >to && $CC_CMD <p >cc &&
		sed "s/^To: //" "$TEST_ROOT/expect-to" >expect &&
		test_cmp expect to &&
		sed "s/^Cc: //" "$TEST_ROOT/expect-cc" >expect &&
		test_cmp expect cc
	'

	test_expect_success 'b4 prep --auto-to-cc, b4.send-auto-to/cc-cmd set to maint get' '
		make_repo &&
		git config b4.send-auto-to-cmd "$TO_CMD" &&
		git config b4.send-auto-cc-cmd "$CC_CMD" &&
		b4 prep -n widget-fix >../log 2>&1 &&
		change &&
		b4 prep --auto-to-cc >>../log 2>&1 &&
		cover_recipients >actual &&
		b4_expect >expect &&
		test_cmp expect actual
	'

	test_expect_success 'b4 prep --auto-to-cc through scripts/get_maintainer.pl -> maint' '
		make_repo --symlink &&
		test_must_fail git config b4.send-auto-to-cmd &&
		b4 prep -n widget-fix >../log 2>&1 &&
		change &&
		b4 prep --auto-to-cc >>../log 2>&1 &&
		cover_recipients >actual &&
		b4_expect >expect &&
		test_cmp expect actual
	'
fi

# send_email ARGS...: git send-email --dry-run of the series in out/,
# through a sendmail that does nothing
send_email() {
	git send-email --dry-run --confirm=never \
		--from="Ex Ample <ex@example.org>" --smtp-server=/bin/true \
		"$@" out/*.patch
}

if [ -n "$have_send_email" ]; then
	test_expect_success 'git send-email --to-cmd/--cc-cmd maint get: the recipients' '
		make_repo && change &&
		git format-patch -q -1 -o out &&
		send_email --suppress-cc=author --suppress-cc=self \
			--suppress-cc=body \
			--to-cmd="$TO_CMD" --cc-cmd="$CC_CMD" >log 2>&1 &&
		grep "^Dry-OK" log &&
		sed -n "s/^(to-cmd) Adding to: \(.*\) from: .*/To: \1/p" log >actual &&
		sed -n "s/^(cc-cmd) Adding cc: \(.*\) from: .*/Cc: \1/p" log >>actual &&
		cat "$TEST_ROOT/expect-to" "$TEST_ROOT/expect-cc" >expect &&
		test_cmp expect actual &&
		sed -n "s/^Sendmail: \/bin\/true -i //p" log | tr " " "\n" >actual &&
		cat >expect <<-\EOF &&
		priya.raman@example.com
		oskar.brandt@example.org
		marta.kowalczyk@example.org
		dev.anand@example.com
		lucia.fernandez@example.org
		netdev@lists.example.org
		widget-devel@lists.example.org
		linux-kernel@lists.example.org
		EOF
		test_cmp expect actual
	'

	test_expect_success 'git send-email --suppress-cc=all keeps only the --to-cmd answer' '
		make_repo && change &&
		git format-patch -q -1 -o out &&
		send_email --suppress-cc=all --to-cmd="$TO_CMD" \
			--cc-cmd="$CC_CMD" >log 2>&1 &&
		grep "^Dry-OK" log &&
		! grep "^Cc:" log &&
		sed -n "s/^Sendmail: \/bin\/true -i //p" log | tr " " "\n" >actual &&
		sed -n "s/^To: .*<\(.*\)>\$/\1/p" "$TEST_ROOT/expect-to" >expect &&
		test_cmp expect actual
	'

	test_expect_success 'git send-email --cc-cmd=scripts/get_maintainer.pl (a symlink to maint)' '
		make_repo --symlink && change &&
		git format-patch -q -1 -o out &&
		send_email --suppress-cc=author --suppress-cc=self \
			--suppress-cc=body --to=ex@example.org \
			--cc-cmd="scripts/get_maintainer.pl --norolestats" >log 2>&1 &&
		sed -n "s/^(cc-cmd) Adding cc: \(.*\) from: .*/\1/p" log >actual &&
		scripts/get_maintainer.pl --norolestats out/*.patch >expect &&
		test_cmp expect actual &&
		test "$(wc -l <actual)" -eq 8
	'
fi

test_done
