#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# make install and make uninstall: every file where Debian looks for it
# (the program, the library with its symlink, the header, maint.pc, man
# pages, bash and zsh completion, the Python module), ldconfig run for a
# directory the dynamic linker searches (a stand-in ldconfig records it),
# a note for one it does not; nothing installed at all when a directory
# cannot be written, or when a step fails half way (the files put in place
# are taken back, older copies restored); uninstall leaves nothing.
#
# shellcheck disable=SC2016

. "$(dirname "$0")/lib.sh"

command -v make >/dev/null 2>&1 || test_skip_all "make is not installed"
[ -f "$TEST_TOP/libmaint.so" ] && [ -f "$TEST_TOP/maint.pc" ] ||
	test_skip_all "the library is not built (make)"

# A stand-in ldconfig: lists $FAKE_LIBDIRS as its directories and records
# each run that would rebuild its cache.
BIN=$TEST_ROOT/bin
mkdir "$BIN" || exit 1
cat >"$BIN/ldconfig" <<'EOT'
#!/bin/sh
case " $* " in
*" -N "*) for d in $FAKE_LIBDIRS; do echo "$d: (from test)"; done ;;
*) echo "ldconfig${*:+ $*}" >>"$LDCONFIG_LOG" ;;
esac
EOT
chmod +x "$BIN/ldconfig"
PATH=$BIN:$PATH
LDCONFIG_LOG=$TEST_ROOT/ldconfig.log
export PATH LDCONFIG_LOG

inst() {
	make -s -C "$TEST_TOP" "$@"
}

test_expect_success 'install: where Debian looks; ldconfig for a searched directory' '
	P=$PWD/p &&
	FAKE_LIBDIRS="$P/lib" inst install PREFIX="$P" >out 2>err &&
	for f in bin/maint lib/libmaint.so.0 lib/libmaint.a include/maint.h \
		include/maint/db.h \
		lib/pkgconfig/maint.pc share/bash-completion/completions/maint \
		share/zsh/site-functions/_maint; do
		test -f "$P/$f" || { echo "missing: $f"; exit 1; }
	done &&
	test "$(readlink "$P/lib/libmaint.so")" = libmaint.so.0 &&
	test -f "$P/lib/$(readlink "$P/lib/libmaint.so.0")" &&
	test -x "$P/bin/maint" &&
	grep "^libdir=$P/lib\$" "$P/lib/pkgconfig/maint.pc" &&
	if ls "$TEST_TOP"/build/man/maint-get.1 >/dev/null 2>&1; then
		test -f "$P/share/man/man1/maint-get.1" &&
		test -f "$P/share/man/man1/maint.1"
	fi &&
	if ls "$TEST_TOP"/build/python/maint/_maint*.so >/dev/null 2>&1; then
		ls "$P"/lib/python3.*/dist-packages/maint/__init__.py &&
		ls "$P"/lib/python3.*/dist-packages/maint/_maint*.so &&
		# the installed module finds the installed library by itself
		(cd / && PYTHONPATH=$(echo "$P"/lib/python3.*/dist-packages) \
			/usr/bin/python3 -c "import maint, sys; \
t = maint.Tree(sys.argv[1]); print(t.get(files=[\"drivers/frob/frob-core.c\"]).text)" \
			"$EXAMPLES/tree") >py.out &&
		grep "Frida Lindqvist" py.out
	fi &&
	grep "ran ldconfig" out &&
	grep "^ldconfig\$" "$LDCONFIG_LOG" &&
	! grep -i "fail\|cannot" err
'

test_expect_success 'install into a directory the linker does not search: says how' '
	rm -f "$LDCONFIG_LOG" &&
	FAKE_LIBDIRS=/nowhere inst install PREFIX="$PWD/q" >out 2>&1 &&
	grep "is not a directory the dynamic linker searches" out &&
	grep "LD_LIBRARY_PATH=$PWD/q/lib" out &&
	! test -e "$LDCONFIG_LOG"
'

test_expect_success 'PREFIX=/usr: man, completion and Python where Debian packages put them' '
	inst install DESTDIR="$PWD/d" PREFIX=/usr >out &&
	test -f d/usr/share/zsh/vendor-completions/_maint &&
	test -f d/usr/share/bash-completion/completions/maint &&
	if ls "$TEST_TOP"/build/python/maint/_maint*.so >/dev/null 2>&1; then
		test -f d/usr/lib/python3/dist-packages/maint/__init__.py
	fi &&
	! grep ldconfig out
'

test_expect_success 'uninstall removes every file install put there' '
	P=$PWD/p &&
	FAKE_LIBDIRS="$P/lib" inst install PREFIX="$P" >/dev/null &&
	find "$P" ! -type d | sort >installed &&
	test -s installed &&
	FAKE_LIBDIRS="$P/lib" inst uninstall PREFIX="$P" >out &&
	find "$P" ! -type d >left &&
	test_must_be_empty left
'

test_expect_success 'a step failing half way: nothing installed, older copies back' '
	P=$PWD/p &&
	mkdir -p "$P/bin" "$P/share/zsh/site-functions/_maint" &&
	echo old >"$P/bin/maint" &&
	test_must_fail env FAKE_LIBDIRS=/nowhere \
		make -s -C "$TEST_TOP" install PREFIX="$P" >out 2>err &&
	grep "_maint is a directory" err &&
	grep "FAILED: nothing was installed" err &&
	test "$(cat "$P/bin/maint")" = old &&
	find "$P" ! -type d >left &&
	echo "$P/bin/maint" >expect &&
	test_cmp expect left &&
	! test -e "$P/lib" && ! test -e "$P/include" &&
	! ls -a "$P/bin" | grep maint-
'

test_expect_success 'a file where a directory must go: said before anything is written' '
	P=$PWD/p && mkdir -p "$P/share" && : >"$P/share/man" &&
	test_must_fail env FAKE_LIBDIRS=/nowhere \
		make -s -C "$TEST_TOP" install PREFIX="$P" >out 2>err &&
	grep "cannot write to: $P/share/man (not a directory)" err &&
	grep "nothing was installed" err &&
	find "$P" ! -type d >left &&
	echo "$P/share/man" >expect &&
	test_cmp expect left
'

if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null 2>&1; then
	test_expect_success 'a prefix without write access: a clear message, nothing installed' '
		P=$PWD/ro && mkdir -p "$P/bin" &&
		chmod 711 "$TEST_ROOT" && chmod 755 "$PWD" "$P" &&
		(cd "$TEST_TOP" && test_must_fail env DESTDIR= PREFIX="$P" \
			BINDIR="$P/bin" LIBDIR="$P/lib" INCDIR="$P/include" \
			MANDIR="$P/man" PKGDIR="$P/pc" BASHCOMPDIR="$P/bc" \
			ZSHCOMPDIR="$P/zc" PYDIR="$P/py" VERSION=0 SOVERSION=0 \
			setpriv --reuid=65534 --regid=65534 --clear-groups \
			sh scripts/install.sh install) >out 2>err &&
		grep "cannot write to: $P (no write access)" err &&
		grep "nothing was installed; run it as root" err &&
		find "$P" ! -type d >left && test_must_be_empty left
	'
else
	echo "# SKIP a prefix without write access: needs root to drop to another user"
fi

test_done
