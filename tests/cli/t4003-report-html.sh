#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint report html: the page is written atomically and self-contained;
# in headless Chromium (Debian's chromium package) it loads without
# console errors, its table has one row per profile and its treemap one
# rectangle per top-level directory of the tree.  A screenshot is left in
# build/test-artifacts/ (not compared: a picture for people).  Without
# chromium the browser tests are skipped with a notice.
#
# shellcheck disable=SC1091,SC2016

. "$(dirname "$0")/lib.sh"

TREE=$EXAMPLES/tree
ARTIFACTS=$TEST_TOP/build/test-artifacts
CHROMIUM=
for c in chromium chromium-browser; do
	if command -v "$c" >/dev/null 2>&1; then
		CHROMIUM=$c
		break
	fi
done

# browse PAGE DOM LOG [SHOT]: load the page from disk at 1400 px with
# ?selftest (the page checks itself and puts the result in its title),
# dump its DOM; then take a screenshot of it as it opens
browse() {
	browse_dir=$(mktemp -d) &&
	timeout 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu \
		--disable-quic --no-first-run --disable-background-networking \
		--disable-component-update --disable-sync \
		--user-data-dir="$browse_dir" --enable-logging=stderr --v=0 \
		--window-size=1400,1000 --virtual-time-budget=5000 \
		--dump-dom "file://$1?selftest" >"$2" 2>"$3"
	browse_status=$?
	if [ -n "${4-}" ]; then
		timeout 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu \
			--disable-quic --no-first-run \
			--disable-background-networking \
			--disable-component-update --disable-sync \
			--user-data-dir="$browse_dir" --hide-scrollbars \
			--window-size=1400,${5:-2400} --virtual-time-budget=5000 \
			--screenshot="$4" "file://$1" >/dev/null 2>&1
	fi
	rm -rf "$browse_dir"
	return $browse_status
}

# Debian's /usr/bin/chromium is a shell wrapper that does not hand the
# DevTools pipe on; report-browser.py runs the browser itself
CHROMIUM_BIN=$CHROMIUM
if [ -x /usr/lib/chromium/chromium ]; then
	CHROMIUM_BIN=/usr/lib/chromium/chromium
fi

# keys PAGE: real key presses, the search box, the width, first paint
keys() {
	timeout 300 python3 "$TEST_DIRECTORY/report-browser.py" \
		"$CHROMIUM_BIN" "$1" --paint-runs 3 >keys.out 2>&1
	keys_status=$?
	sed "s/^/# /" keys.out
	[ $keys_status -eq 0 ] && ! grep -q "^FAIL" keys.out &&
		grep -q "^ok keys " keys.out
}

# selftest_ok DOM ROWS TILES [KEYS]: the page's own checks passed (KEYS: none
# where no directory can be opened)
selftest_ok() {
	grep -q "<title>maint-report: ok rows=$2 profiles=$2 scroll=ok tiles=$3 topdirs=$3 keys=${4:-ok} hot=\(ok\|none\) " "$1" ||
		{ grep -o "<title>[^<]*" "$1"; return 1; }
}

# no_console_errors LOG
no_console_errors() {
	if grep -i "CONSOLE\|Uncaught" "$1"; then
		return 1
	fi
	return 0
}

topdirs() {
	(cd "$1" && find . -mindepth 1 -maxdepth 1 -type d ! -name .git | wc -l)
}

test_expect_success 'report html -o FILE writes one self-contained page' '
	(cd "$TREE" && "$MAINT" report html -o "$OLDPWD/r.html") 2>err &&
	test ! -s err &&
	! grep -q "<link\|src=\"http\|@import\|url(http" r.html &&
	test $(grep -o "<tr data-profile=\"[^\"]*\" id=\"rule-[0-9]*\" tabindex=\"0\">" r.html | wc -l) -eq 2 &&
	grep -q "<p class=\"note\" id=\"pulls-none\">No pull graph: " r.html &&
	grep -q "id=\"m-sections\"><dt>MAINTAINERS</dt><dd>7 sections" r.html &&
	grep -q "id=\"m-version\"><dt>maint</dt><dd>[0-9]" r.html &&
	grep -q "<h3>Orphaned: every file.s best section is Orphan</h3>" r.html &&
	! ls .r.html* 2>/dev/null
'


# a git tree without tags: git describe fails, quietly; the page says why
test_expect_success 'report html in a git tree without tags: no stderr, a sentence' '
	rm -rf gt && cp -r "$TREE" gt &&
	(cd gt && git init -q && git add -A &&
	 git -c user.name=t -c user.email=t@e -c commit.gpgsign=false \
		commit -q -m init &&
	 "$MAINT" report html -o ../g.html) 2>err &&
	test ! -s err &&
	grep -q "No pull graph: the repository has no tags" g.html &&
	grep -q "id=\"m-rev\"><dt>revision</dt><dd>[0-9a-f]\{12\}" g.html
'

test_expect_success 'report html outside git: the sentence says so' '
	rm -rf ng && cp -r "$TREE" ng &&
	(cd ng && GIT_CEILING_DIRECTORIES=$(dirname "$PWD") \
		"$MAINT" report html -o ../n.html) 2>err &&
	test ! -s err &&
	grep -q "No pull graph: this tree is not a git work tree" n.html
'

test_expect_success 'report html: a PATH matching no file warns and exits 3' '
	(cd "$TREE" && test_expect_code 3 "$MAINT" report html -o "$OLDPWD/p.html" nosuch) 2>err &&
	grep -q "nosuch. matches no file" err
'

# hostile names: markup in a section name, a person, a path
hostile_tree() {
	rm -rf "$1" && mkdir -p "$1" &&
	printf "%s\n" "<script>alert(1)</script> DRIVER" \
		"M:	Eve <img src=x onerror=alert(2)> <eve@example.com>" \
		"L:	\"><b>list</b>@example.com" "S:	Orphan" \
		"F:	dir<i>/" "" "THE REST" "M:	R <r@example.com>" \
		"S:	Buried alive in reporters" "F:	*" "F:	*/" >"$1/MAINTAINERS" &&
	printf "%s\n" "dir<i>/a\"b<script>x</script>.c" "dir<i>/c.c" \
		"other/x.c" "MAINTAINERS" >"$1/list"
}

test_expect_success 'markup and script in names and paths are escaped' '
	hostile_tree h &&
	(cd h && "$MAINT" report html --files-from list -o ../h.html) &&
	! grep -q "<script>alert\|<img src=x\|<b>list\|<i>/\|x</script>" h.html &&
	grep -q "&lt;script&gt;alert(1)&lt;/script&gt; DRIVER" h.html
'

test_expect_success 'report html refuses to write through a symlink' '
	ln -s target link.html &&
	(cd "$TREE" && test_expect_code 4 "$MAINT" report html -o "$OLDPWD/link.html") 2>err &&
	test ! -e target &&
	grep -q "cannot write" err
'

test_expect_success 'report html without -o is a usage error' '
	(cd "$TREE" && test_expect_code 2 "$MAINT" report html) 2>err &&
	grep -q "missing -o FILE" err
'

if [ -z "$CHROMIUM" ]; then
	test_have chromium chromium 'browser tests'
	test_done
fi

test_expect_success 'chromium: the example page loads clean and checks itself' '
	(cd "$TREE" && "$MAINT" report html --lines -o "$OLDPWD/r.html") &&
	mkdir -p "$ARTIFACTS" &&
	browse "$PWD/r.html" dom log "$ARTIFACTS/report-example.png" &&
	no_console_errors log &&
	selftest_ok dom 2 $(topdirs "$TREE") &&
	test $(grep -o "<tr data-profile=\"[^\"]*\" id=\"rule-[0-9]*\" tabindex=\"0\">" dom | wc -l) -eq 2 &&
	test $(grep -o "data-kind=\"dir\"" dom | wc -l) -eq $(topdirs "$TREE") &&
	test -s "$ARTIFACTS/report-example.png" &&
	keys "$PWD/r.html"
'

test_expect_success 'chromium: hostile names, one section, no match at all' '
	hostile_tree h &&
	(cd h && "$MAINT" report html --files-from list -o ../h.html) &&
	browse "$PWD/h.html" dom log "$ARTIFACTS/report-hostile.png" 1000 &&
	no_console_errors log &&
	selftest_ok dom 0 2 none &&
	grep -q "&lt;script&gt;alert(1)&lt;/script&gt; DRIVER" dom &&
	mkdir -p one && printf "%s\n" "ONLY" "M:	A <a@example.com>" \
		"S:	Maintained" "F:	*" "F:	*/" >one/MAINTAINERS &&
	printf "%s\n" a/b.c c/d/e.c f.c >one/list &&
	(cd one && "$MAINT" report html --files-from list -o ../one.html) &&
	browse "$PWD/one.html" dom log &&
	no_console_errors log && selftest_ok dom 0 2 none &&
	printf "%s\n" "NOWHERE" "S:	Maintained" "F:	nowhere/" >one/MAINTAINERS &&
	(cd one && "$MAINT" report html --files-from list -o ../none.html) &&
	browse "$PWD/none.html" dom log &&
	no_console_errors log && selftest_ok dom 0 2 none
'

test_expect_success 'chromium: 1,000,000 files stay under 5 MB and load clean' '
	awk "BEGIN { for (a = 0; a < 40; a++) for (b = 0; b < 50; b++)
		for (c = 0; c < 25; c++) for (d = 0; d < 20; d++)
		printf \"d%d/s%d/t%d/f%d.c\\n\", a, b, c, d }" >million &&
	test $(wc -l <million) -eq 1000000 &&
	mkdir -p one && printf "%s\n" "ONE" "S:	Orphan" "F:	d1/" "" "TWO" "S:	Odd Fixes" \
		"F:	d2/s1/" "" "THREE" "S:	Maintained" "N:	t1[0-9]" >one/MAINTAINERS &&
	(cd one && "$MAINT" report html --files-from ../million -o ../m.html) &&
	test $(wc -c <m.html) -lt 5000000 &&
	browse "$PWD/m.html" dom log &&
	no_console_errors log && selftest_ok dom 0 40
'

test_corpus linux-6.12 tests
test_world linux-6.12

test_expect_success 'chromium: linux-6.12: one row per profile, one tile per top directory' '
	(cd "$WORLD" && "$MAINT" report html -o "$OLDPWD/r.html") 2>err &&
	test ! -s err &&
	test $(wc -c <r.html) -lt 5000000 &&
	nprof=$(grep "^P:" "$WORLD/MAINTAINERS" | sort -u | wc -l) &&
	ntop=$(topdirs "$WORLD") &&
	test "$ntop" -gt 20 &&
	browse "$PWD/r.html" dom log "$ARTIFACTS/report-linux-6.12.png" 3000 &&
	no_console_errors log &&
	selftest_ok dom "$nprof" "$ntop" &&
	test $(grep -o "data-kind=\"dir\"" dom | wc -l) -eq "$ntop" &&
	grep -q "<a class=\"hs go\" href=\"#tm\" data-path=\"drivers/comedi\">" dom &&
	test -s "$ARTIFACTS/report-linux-6.12.png" &&
	keys "$PWD/r.html" &&
	shot_dir=$(mktemp -d) &&
	timeout 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu \
		--no-first-run --disable-background-networking \
		--disable-component-update --disable-sync \
		--user-data-dir="$shot_dir" --hide-scrollbars --force-dark-mode \
		--blink-settings=preferredColorScheme=0 \
		--window-size=1400,1400 --virtual-time-budget=5000 \
		--screenshot="$ARTIFACTS/report-linux-6.12-dark.png" \
		"file://$PWD/r.html" >/dev/null 2>&1
	timeout 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu \
		--no-first-run --disable-background-networking \
		--disable-component-update --disable-sync \
		--user-data-dir="$shot_dir" --hide-scrollbars \
		--window-size=1400,1000 --virtual-time-budget=5000 \
		--screenshot="$ARTIFACTS/report-linux-6.12-risk.png" \
		"file://$PWD/r.html?colour=risk" >/dev/null 2>&1
	rm -rf "$shot_dir" &&
	test -s "$ARTIFACTS/report-linux-6.12-dark.png" &&
	test -s "$ARTIFACTS/report-linux-6.12-risk.png"
'

test_done
