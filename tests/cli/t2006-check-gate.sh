#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint check as a gate: --level, --section, --patch (only what a patch to
# MAINTAINERS brings; not applied yet, or applied already), --since REV,
# the total line; and a stock linux-6.12 MAINTAINERS sorted into errors,
# warnings and checks.
#
# shellcheck disable=SC2016

. "$(dirname "$0")/lib.sh"

# A tree with two sections and a file each; committed when git is there.
setup_tree() {
	mkdir -p drivers/a drivers/c &&
	: >drivers/a/a.c && : >drivers/c/c.c &&
	printf "Intro\n\nA DRIVER\nM:\tA <a@x.org>\nS:\tMaintained\nF:\tdrivers/a/\n\nC DRIVER\nM:\tC <c@x.org>\nS:\tMaintained\nF:\tdrivers/c/\n" >MAINTAINERS
}

# A patch adding section B (out of order, no status, an F: line for the
# file it creates and one for a file that does not exist) after C.
cat >"$TEST_ROOT/add-b.patch" <<'EOT'
From: Dev <dev@x.org>
Subject: [PATCH] b: add the B driver

---
diff --git a/MAINTAINERS b/MAINTAINERS
--- a/MAINTAINERS
+++ b/MAINTAINERS
@@ -9,3 +9,8 @@ C DRIVER
 M:	C <c@x.org>
 S:	Maintained
 F:	drivers/c/
+
+B DRIVER
+M:	B <b@x.org>
+F:	drivers/b/b.c
+F:	drivers/b/missing.c
diff --git a/drivers/b/b.c b/drivers/b/b.c
new file mode 100644
--- /dev/null
+++ b/drivers/b/b.c
@@ -0,0 +1 @@
+int b;
EOT
PATCH=$TEST_ROOT/add-b.patch
export PATCH

test_expect_success '--patch: only what the patch brings, in the patched lines' '
	setup_tree &&
	sed -i "2a\\
\\
Z OLD\\
M:	z@x.org\\
F:	drivers/c/" MAINTAINERS &&
	test_expect_code 1 "$MAINT" check >all &&
	grep "Z OLD" all &&
	test_expect_code 1 "$MAINT" check --patch "$PATCH" >out &&
	cat >expect <<-EOF &&
	MAINTAINERS:17: CHECK: section-order: section '\''B DRIVER'\'' is out of alphabetical order
	MAINTAINERS:17: WARNING: no-status: section '\''B DRIVER'\'' has no S: entry
	MAINTAINERS:20: WARNING: no-match: no file matches '\''drivers/b/missing.c'\''
	total: 0 errors, 2 warnings, 1 check; new in what $PATCH changes
	EOF
	test_cmp expect out
'

test_expect_success '--patch on a tree that has it applied: the same findings' '
	setup_tree &&
	git apply --include=MAINTAINERS "$PATCH" &&
	test_expect_code 1 "$MAINT" check --patch "$PATCH" >out &&
	grep -c "B DRIVER" out >n && test "$(cat n)" -eq 2 &&
	grep "^total: 0 errors, 2 warnings, 1 check" out
'

test_expect_success '--patch from stdin; --level=error lets it pass' '
	setup_tree &&
	test_expect_code 1 "$MAINT" check --patch - <"$PATCH" >out &&
	grep "^total: 0 errors, 2 warnings, 1 check; new in what - changes" out &&
	"$MAINT" check --patch "$PATCH" --level=error >out &&
	echo "total: 0 errors, 0 warnings, 0 checks; new in what $PATCH changes" >expect &&
	test_cmp expect out &&
	test_expect_code 1 "$MAINT" check --patch "$PATCH" --level=warning >out &&
	! grep CHECK out
'

test_expect_success '--patch: a patch that does not apply, one that changes no MAINTAINERS' '
	setup_tree &&
	sed -i "s/^F:\tdrivers\/c\//F:\tdrivers\/cc\//" MAINTAINERS &&
	test_expect_code 3 "$MAINT" check --patch "$PATCH" 2>err &&
	grep "does not apply to MAINTAINERS (nor is it applied there)" err &&
	setup_tree &&
	sed -n "/^diff --git a\/drivers/,\$p" "$PATCH" >code.patch &&
	"$MAINT" check --patch code.patch >out &&
	echo "total: 0 errors, 0 warnings, 0 checks; code.patch changes no MAINTAINERS file" >expect &&
	test_cmp expect out &&
	test_expect_code 3 "$MAINT" check --patch nowhere.patch 2>err &&
	grep "cannot open .nowhere.patch." err
'

test_expect_success '--section: one section, case aside; an unknown one is bad input' '
	setup_tree &&
	printf "\nB DRIVER\nF:\tdrivers/nothing/\n" >>MAINTAINERS &&
	test_expect_code 1 "$MAINT" check --section "b driver" >out &&
	grep -c "B DRIVER" out >n && test "$(cat n)" -eq 3 &&
	! grep "C DRIVER" out &&
	grep "^total: 1 error, 2 warnings, 1 check\$" out &&
	"$MAINT" check --section "A DRIVER" >out &&
	echo "total: 0 errors, 0 warnings, 0 checks" >expect &&
	test_cmp expect out &&
	test_expect_code 3 "$MAINT" check --section "NO SUCH" 2>err &&
	grep "no section .NO SUCH. in MAINTAINERS" err
'

test_expect_success '--level: error, warning, check; JSON level words' '
	setup_tree &&
	printf "\nB DRIVER\nF:\tdrivers/nothing/\n" >>MAINTAINERS &&
	test_expect_code 1 "$MAINT" check --level=error >out &&
	grep -c ": ERROR: " out >n && test "$(cat n)" -eq 1 &&
	! grep -q ": WARNING: \|: CHECK: " out &&
	test_expect_code 1 "$MAINT" check --json >j &&
	grep "\"level\": \"check\", \"check\": \"section-order\"" j &&
	grep "\"level\": \"error\", \"check\": \"no-email\"" j &&
	test_expect_code 2 "$MAINT" check --level=style 2>err &&
	grep "level takes error, warning or check" err &&
	test_expect_code 2 "$MAINT" check --patch "$PATCH" --since HEAD
'

if command -v git >/dev/null 2>&1; then
	test_expect_success '--since REV: what MAINTAINERS gained since then' '
		setup_tree &&
		git init -q && git add -A &&
		git -c user.name=T -c user.email=t@x.org commit -qm base &&
		git apply --include=MAINTAINERS "$PATCH" &&
		test_expect_code 1 "$MAINT" check --since HEAD >out &&
		# drivers/b/b.c is not there: without the patch, that is new too
		grep "^total: 0 errors, 3 warnings, 1 check; new since HEAD" out &&
		grep "missing.c" out && grep "drivers/b/b.c" out &&
		test_expect_code 3 "$MAINT" check --since nosuchrev 2>err &&
		grep "no such revision .nosuchrev." err &&
		test_expect_code 3 "$MAINT" check --since --all 2>err &&
		git checkout -q MAINTAINERS &&
		"$MAINT" check --since HEAD >out &&
		echo "total: 0 errors, 0 warnings, 0 checks; MAINTAINERS unchanged since HEAD" >expect &&
		test_cmp expect out
	'
fi

ESC=$(printf '\033')
export ESC
test_expect_success 'check --color: the level words in colour, the totals in number' '
	cp -R "$EXAMPLES/tree" ex &&
	(cd ex && test_expect_code 1 "$MAINT" check --color=always) >out &&
	grep "^MAINTAINERS:[0-9]*: ${ESC}\[1;35mWARNING${ESC}\[0m: obsolete-person" out &&
	tail -n 1 out >total &&
	echo "total: 0 errors, 1 warning, 0 checks" >expect &&
	test_cmp expect total &&
	(cd ex && test_expect_code 1 "$MAINT" check) >out &&
	! grep "$ESC" out &&
	(cd ex && test_expect_code 2 "$MAINT" check --color=sometimes)
'

# The stock linux-6.12 MAINTAINERS (the corpus world) in levels.
test_corpus "the linux-6.12 levels"
test_world linux-6.12
test_expect_success 'stock linux-6.12: 1 error, 75 warnings, 76 checks' '
	(cd "$WORLD" && test_expect_code 1 "$MAINT" check) >out &&
	tail -n 1 out >total &&
	echo "total: 1 error, 75 warnings, 76 checks" >expect &&
	test_cmp expect total &&
	grep ": ERROR: no-email: section .TI BQ27XXX POWER SUPPLY DRIVER." out &&
	(cd "$WORLD" && test_expect_code 1 "$MAINT" check --level=error) >out &&
	test "$(wc -l <out)" -eq 2
'

test_done
