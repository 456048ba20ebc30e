#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# make install and make uninstall:
#
#   VAR=... sh scripts/install.sh install|uninstall
#
# The Makefile passes DESTDIR, PREFIX, BINDIR, LIBDIR, INCDIR, MANDIR,
# PKGDIR, BASHCOMPDIR, ZSHCOMPDIR, PYDIR, PYTHON, VERSION, SOVERSION and
# BUILD.
#
# install puts in place, under DESTDIR:
#   BINDIR/maint
#   LIBDIR/libmaint.so.VERSION, libmaint.so.SOVERSION (the soname) and
#   libmaint.so (symlinks to it), libmaint.a
#   INCDIR/maint.h (and INCDIR/maint/*.h), PKGDIR/maint.pc
#   MANDIR/man1/maint*.1                        (when built: rst2man)
#   BASHCOMPDIR/maint, ZSHCOMPDIR/_maint
#   PYDIR/maint/ (the Python module)            (when built: python3-dev)
# Every directory is checked first: when one cannot be written (a PREFIX
# owned by root, run as a user), nothing is installed and the exit status
# is 1.  Each file is written beside its place and renamed into it; when a
# step fails anyway (a full disk), the files put in place so far are taken
# back (an older copy a file replaced is restored) and the exit status is
# 1.  Without DESTDIR, after installing into a directory the dynamic linker
# searches (ldconfig's), ldconfig runs (as root; otherwise the command to
# run is printed); into another directory, how to make the library found
# is printed.
#
# uninstall removes every file install puts in place (and the directories
# of its own: INCDIR/maint, PYDIR/maint), then runs ldconfig as install
# does.

set -u

mode=${1-}
case $mode in
install | uninstall) ;;
*)
	echo 'usage: sh scripts/install.sh install|uninstall' >&2
	exit 2
	;;
esac

: "${DESTDIR=}" "${BUILD:=build}" "${PYTHON:=python3}"
for v in PREFIX BINDIR LIBDIR INCDIR MANDIR PKGDIR BASHCOMPDIR ZSHCOMPDIR \
	PYDIR VERSION SOVERSION; do
	eval "[ -n \"\${$v-}\" ]" || {
		echo "maint install: $v is not set (run make install)" >&2
		exit 2
	}
done

say() {
	echo "maint $mode: $*"
}

err() {
	echo "maint $mode: $*" >&2
}

# The plan, one line per file: "MODE SOURCE DEST" (MODE "link": DEST is a
# symlink to SOURCE; MODE "gen": SOURCE is a command writing the file).
plan=$(mktemp "${TMPDIR:-/tmp}/maint-install.XXXXXX") || exit 1
done_list=$plan.done
dirs_list=$plan.dirs
trap 'rm -f "$plan" "$done_list" "$dirs_list"' EXIT
trap 'exit 130' HUP INT TERM

add() {
	printf '%s\t%s\t%s\n' "$1" "$2" "$3" >>"$plan"
}

add 755 maint "$BINDIR/maint"
add 755 libmaint.so "$LIBDIR/libmaint.so.$VERSION"
add link "libmaint.so.$VERSION" "$LIBDIR/libmaint.so.$SOVERSION"
add link "libmaint.so.$SOVERSION" "$LIBDIR/libmaint.so"
add 644 "$BUILD/libmaint.a" "$LIBDIR/libmaint.a"
add 644 include/maint.h "$INCDIR/maint.h"
for h in include/maint/*.h; do
	[ -e "$h" ] && add 644 "$h" "$INCDIR/maint/${h##*/}"
done
add gen maint.pc "$PKGDIR/maint.pc"
add 644 completion/maint.bash "$BASHCOMPDIR/maint"
add 644 completion/_maint "$ZSHCOMPDIR/_maint"
man=0
for rst in doc/man/*.rst; do
	page=${rst##*/}
	page=${page%.rst}.1
	if [ "$mode" = uninstall ] || [ -f "$BUILD/man/$page" ]; then
		add 644 "$BUILD/man/$page" "$MANDIR/man1/$page"
		man=1
	fi
done
py=0
for f in "$BUILD"/python/maint/*; do
	[ -f "$f" ] || continue
	add 644 "$f" "$PYDIR/maint/${f##*/}"
	py=1
done

# the destination of a plan line, under DESTDIR
dest() {
	printf '%s%s' "$DESTDIR" "$1"
}

if [ "$mode" = uninstall ]; then
	rc=0
	while IFS='	' read -r m src d; do
		t=$(dest "$d")
		if [ -e "$t" ] || [ -L "$t" ]; then
			rm -f "$t" || rc=1
		fi
	done <"$plan"
	# the Python module's other files (another Python's extension, caches)
	if [ -d "$(dest "$PYDIR/maint")" ]; then
		rm -rf "$(dest "$PYDIR/maint")" || rc=1
	fi
	rmdir "$(dest "$INCDIR/maint")" 2>/dev/null
	say "removed maint from $DESTDIR$PREFIX"
else
	rc=0
	[ "$man" = 1 ] || err "no man pages built (Debian: python3-docutils); not installing them"
	[ "$py" = 1 ] || err "no Python module built (Debian: python3-dev); not installing it"

	# Every directory first: writable, or creatable under a writable one.
	bad=$(cut -f3 "$plan" | sed 's|/[^/]*$||' | sort -u | while read -r d; do
		p=$(dest "$d")
		while [ ! -e "$p" ] && [ "$p" != / ] && [ -n "$p" ]; do
			p=$(dirname "$p")
		done
		if [ ! -d "$p" ]; then
			echo "$p (not a directory)"
		elif [ ! -w "$p" ] || [ ! -x "$p" ]; then
			echo "$p (no write access)"
		fi
	done | sort -u | sed 's/$/;/' | tr '\n' ' ')
	if [ -n "$bad" ]; then
		err "cannot write to: ${bad%; }"
		err "nothing was installed; run it as root (sudo make install)," \
			"or install under a directory of yours:" \
			"make install PREFIX=\$HOME/.local"
		exit 1
	fi

	# undo: take back what was put in place, restore what it replaced
	undo() {
		[ -f "$done_list" ] || return 0
		sort -r "$done_list" | while IFS='	' read -r t old; do
			rm -f "$t"
			[ -n "$old" ] && mv -f "$old" "$t"
		done
		sort -ru "$dirs_list" | while read -r d; do
			rmdir "$d" 2>/dev/null
		done
		err "FAILED: nothing was installed (the files put in place are removed again)"
	}

	: >"$done_list"
	: >"$dirs_list"
	tmp=.maint-install.$$
	while IFS='	' read -r m src d; do
		t=$(dest "$d")
		dir=${t%/*}
		# the directories made here, to take back as well
		p=$dir
		while [ ! -d "$p" ] && [ -n "$p" ]; do
			echo "$p" >>"$dirs_list"
			p=${p%/*}
		done
		mkdir -p "$dir" || { rc=1; break; }
		case $m in
		link)
			ln -s "$src" "$dir/$tmp" ;;
		gen)
			sed -e "s|@PREFIX@|$PREFIX|" -e "s|@LIBDIR@|$LIBDIR|" \
				-e "s|@INCDIR@|$INCDIR|" -e "s|@VERSION@|$VERSION|" \
				maint.pc.in >"$dir/$tmp" && chmod 644 "$dir/$tmp" ;;
		*)
			cp "$src" "$dir/$tmp" && chmod "$m" "$dir/$tmp" ;;
		esac || { rm -f "$dir/$tmp"; rc=1; break; }
		old=
		if [ -d "$t" ] && [ ! -L "$t" ]; then
			err "$t is a directory"
			rm -f "$dir/$tmp"
			rc=1
			break
		fi
		if [ -e "$t" ] || [ -L "$t" ]; then
			old=$dir/.maint-old.$$.${t##*/}
			mv -f "$t" "$old" || { rm -f "$dir/$tmp"; rc=1; break; }
		fi
		printf '%s\t%s\n' "$t" "$old" >>"$done_list"
		mv -f "$dir/$tmp" "$t" || { rc=1; break; }
	done <"$plan"
	if [ "$rc" -ne 0 ]; then
		undo
		exit 1
	fi
	# done: the replaced copies go
	cut -f2 "$done_list" | while read -r old; do
		[ -n "$old" ] && rm -f "$old"
	done
	say "installed into $DESTDIR$PREFIX: $BINDIR/maint; the library in" \
		"$LIBDIR (maint.pc in $PKGDIR, headers in $INCDIR)"
	say "man pages in $MANDIR/man1, completion in $BASHCOMPDIR and" \
		"$ZSHCOMPDIR"
	[ "$py" = 1 ] && say "the Python module (import maint) in $PYDIR/maint"
fi

[ -n "$DESTDIR" ] && exit "$rc"

# The dynamic linker: does it search LIBDIR?  ldconfig -v lists its
# directories (-N -X: without rebuilding its cache or links).
real() {
	(cd "$1" 2>/dev/null && pwd -P) || printf '%s' "$1"
}
ldc=$(command -v ldconfig || echo /sbin/ldconfig)
libdir=$(real "$LIBDIR")
searched=
for d in $("$ldc" -v -N -X 2>/dev/null | sed -n 's/^\([^	][^:]*\):.*/\1/p'); do
	[ "$(real "$d")" = "$libdir" ] && searched=1
done
if [ -n "$searched" ]; then
	if [ "$(id -u)" -eq 0 ] && "$ldc"; then
		say "ran ldconfig: $LIBDIR is a directory the dynamic linker searches"
	else
		say "$LIBDIR is a directory the dynamic linker searches," \
			"and ldconfig must see the change: run 'sudo ldconfig'"
	fi
elif [ "$mode" = install ]; then
	say "$LIBDIR is not a directory the dynamic linker searches:" \
		"programs linked with libmaint need LD_LIBRARY_PATH=$LIBDIR" \
		"(or add it to /etc/ld.so.conf.d/ and run ldconfig)"
fi
if [ "$mode" = install ] && [ "$py" = 1 ] &&
	! "$PYTHON" -c 'import sys; sys.exit(sys.argv[1] not in sys.path)' \
		"$PYDIR" 2>/dev/null; then
	say "$PYTHON does not look in $PYDIR: import maint with" \
		"PYTHONPATH=$PYDIR"
fi
exit "$rc"
