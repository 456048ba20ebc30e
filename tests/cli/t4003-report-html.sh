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

# browse PAGE DOM LOG [SHOT]: load the page from disk, dump its DOM
browse() {
	browse_dir=$(mktemp -d) &&
	timeout 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu \
		--disable-quic --no-first-run --disable-background-networking \
		--disable-component-update --disable-sync \
		--user-data-dir="$browse_dir" --enable-logging=stderr --v=0 \
		--virtual-time-budget=5000 --dump-dom "file://$1" >"$2" 2>"$3"
	browse_status=$?
	if [ -n "${4-}" ]; then
		timeout 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu \
			--disable-quic --no-first-run \
			--disable-background-networking \
			--disable-component-update --disable-sync \
			--user-data-dir="$browse_dir" --hide-scrollbars \
			--window-size=1280,3600 --virtual-time-budget=5000 \
			--screenshot="$4" "file://$1" >/dev/null 2>&1
	fi
	rm -rf "$browse_dir"
	return $browse_status
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
	(cd "$TREE" && "$MAINT" report html -o "$OLDPWD/r.html") &&
	grep -q "<section id=\"pulls-panel\" hidden></section>" r.html &&
	! grep -q "<link\|src=\"http\|@import\|url(http" r.html &&
	test $(grep -o "<tr data-profile=" r.html | wc -l) -eq 2 &&
	! ls .r.html* 2>/dev/null
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
	echo "# SKIP browser tests: chromium is not installed (apt-get install chromium)"
	test_done
fi

test_expect_success 'chromium: the example page loads clean and checks itself' '
	(cd "$TREE" && "$MAINT" report html --lines -o "$OLDPWD/r.html") &&
	mkdir -p "$ARTIFACTS" &&
	browse "$PWD/r.html" dom log "$ARTIFACTS/report-example.png" &&
	no_console_errors log &&
	grep -q "<title>maint-report: ok rows=2 profiles=2 tiles=$(topdirs "$TREE") " dom &&
	test $(grep -o "<tr data-profile=" dom | wc -l) -eq 2 &&
	test $(grep -o "data-kind=\"dir\"" dom | wc -l) -eq $(topdirs "$TREE") &&
	test -s "$ARTIFACTS/report-example.png"
'

CORPUS=$TEST_TOP/../shared/corpus
if [ ! -f "$CORPUS/README.md" ]; then
	if [ "${MAINT_REQUIRE_CORPUS-}" = 1 ]; then
		echo "Bail out! corpus $CORPUS is absent and MAINT_REQUIRE_CORPUS=1"
		exit 1
	fi
	echo "# SKIP linux-6.12 tests: corpus ../shared/corpus is absent"
	test_done
fi
WORLD=$(python3 "$TEST_TOP/tests/conformance/run.py" --prepare-only \
	--world linux-6.12 2>/dev/null) && [ -f "$WORLD/MAINTAINERS" ] ||
	{ echo "Bail out! cannot lay out the linux-6.12 world"; exit 1; }

test_expect_success 'chromium: linux-6.12: one row per profile, one tile per top directory' '
	(cd "$WORLD" && "$MAINT" report html -o "$OLDPWD/r.html") &&
	nprof=$(grep "^P:" "$WORLD/MAINTAINERS" | sort -u | wc -l) &&
	ntop=$(topdirs "$WORLD") &&
	test "$ntop" -gt 20 &&
	browse "$PWD/r.html" dom log "$ARTIFACTS/report-linux-6.12.png" &&
	no_console_errors log &&
	grep -q "<title>maint-report: ok rows=$nprof profiles=$nprof tiles=$ntop " dom &&
	test $(grep -o "<tr data-profile=" dom | wc -l) -eq "$nprof" &&
	test $(grep -o "data-kind=\"dir\"" dom | wc -l) -eq "$ntop" &&
	test -s "$ARTIFACTS/report-linux-6.12.png"
'

test_done
