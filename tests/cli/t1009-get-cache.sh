#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The on-disk index of MAINTAINERS (lib/cache.c): made on the first run in
# $XDG_CACHE_HOME/maint (0700), used on the next, never changing a byte of
# the answer: a damaged, truncated, foreign-version or crafted cache file,
# a cache directory that is missing, not a directory, a symlink or someone
# else's, and --no-cache all give the answer of a plain parse (and a bad
# file is replaced by a good one).  The cache file is found by the stat
# data of MAINTAINERS (no reading): one edited in place, its size and
# mtime restored, still gives the fresh answer; one written in the last 2
# seconds (racy: it may change again within its timestamp's granularity)
# is parsed and gets no cache file.
#
# shellcheck disable=SC1091,SC2016

. "$(dirname "$0")/lib.sh"

CRAFT=$TEST_DIRECTORY/cache-craft.py
PATCHES=$(ls "$EXAMPLES"/patches/*.patch)
TREE=$TEST_ROOT/tree
cp -r "$EXAMPLES/tree" "$TREE"
# a file written within 2 s is not cached: let the copy settle
settle() { sleep 2.2; }
settle

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

for mode in flip trunc foreign oob litoob pidxloop bigcount; do
	test_expect_success "a $mode cache file: a plain parse, then replaced" '
		XDG_CACHE_HOME=$PWD/c && export XDG_CACHE_HOME &&
		answers >/dev/null 2>&1 && f=$(cache_files) &&
		python3 "$CRAFT" '"$mode"' "$f" && cp "$f" crafted &&
		answers >out 2>&1 && cmp "$TEST_ROOT/want" out &&
		! cmp -s crafted "$f" && python3 "$CRAFT" check "$f"
	'
done

# A cache file checked whole once is sealed (KEY.ok: its stat data then)
# and trusted after its header; anything written to it moves its ctime
# and breaks the seal, so the damage is seen by the next run all the same.
for mode in flip oob litoob pidxloop; do
	test_expect_success "a sealed cache file, then $mode: checked whole again" '
		XDG_CACHE_HOME=$PWD/c && export XDG_CACHE_HOME &&
		answers >/dev/null 2>&1 && settle && answers >/dev/null 2>&1 &&
		f=$(cache_files) && test -f "${f%.db}.ok" &&
		python3 "$CRAFT" '"$mode"' "$f" && cp "$f" crafted &&
		answers >out 2>&1 && cmp "$TEST_ROOT/want" out &&
		! cmp -s crafted "$f" && python3 "$CRAFT" check "$f"
	'
done

test_expect_success 'a sealed cache file replaced by a crafted one: not trusted' '
	XDG_CACHE_HOME=$PWD/c && export XDG_CACHE_HOME &&
	answers >/dev/null 2>&1 && settle && answers >/dev/null 2>&1 &&
	f=$(cache_files) && test -f "${f%.db}.ok" &&
	cp "$f" other && python3 "$CRAFT" oob other && mv other "$f" &&
	answers >out 2>&1 && cmp "$TEST_ROOT/want" out &&
	python3 "$CRAFT" check "$f"
'

test_expect_success 'a damaged seal is no seal' '
	XDG_CACHE_HOME=$PWD/c && export XDG_CACHE_HOME &&
	answers >/dev/null 2>&1 && settle && answers >/dev/null 2>&1 &&
	f=$(cache_files) && s=${f%.db}.ok && test -f "$s" &&
	printf X | dd of="$s" bs=1 seek=20 conv=notrunc 2>/dev/null &&
	answers >out 2>&1 && cmp "$TEST_ROOT/want" out
'

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
	test "$(cache_files | wc -l)" = 1 && cmp want2 out &&
	settle && answers >out 2>&1 && test "$(cache_files | wc -l)" = 2 &&
	cp -p t2/MAINTAINERS "$TREE/MAINTAINERS" && cmp want2 out &&
	! cmp -s want2 "$TEST_ROOT/want"
'

test_expect_success 'edited in place, size and mtime restored: the fresh answer' '
	XDG_CACHE_HOME=$PWD/c && export XDG_CACHE_HOME &&
	cp "$EXAMPLES/tree/MAINTAINERS" "$TREE/MAINTAINERS" &&
	settle && answers >out1 2>&1 && cmp "$TEST_ROOT/want" out1 &&
	{ test "$(cache_files | wc -l)" = 1 || { echo "no cache file"; false; }; } &&
	cp -p "$TREE/MAINTAINERS" saved && mtime=$(stat -c %y saved) &&
	was=$(stat -c %s.%y.%i "$TREE/MAINTAINERS") &&
	off=$(grep -bo "Priya Raman" "$TREE/MAINTAINERS" | head -n 1 | cut -d: -f1) &&
	printf Q | dd of="$TREE/MAINTAINERS" bs=1 seek="$off" conv=notrunc 2>/dev/null &&
	touch -d "$mtime" "$TREE/MAINTAINERS" &&
	{ test "$(stat -c %s.%y.%i "$TREE/MAINTAINERS")" = "$was" ||
		{ echo "stat not restored"; false; }; } &&
	settle && answers --no-cache >want3 2>&1 && answers >out 2>&1 &&
	cp -p saved "$TREE/MAINTAINERS" &&
	{ ! cmp -s want3 "$TEST_ROOT/want" || { echo "edit not seen"; false; }; } &&
	cmp want3 out
'

test_expect_success 'a MAINTAINERS written in the last 2 s gets no cache file' '
	XDG_CACHE_HOME=$PWD/c && export XDG_CACHE_HOME &&
	touch "$TREE/MAINTAINERS" && answers >out 2>&1 &&
	cmp "$TEST_ROOT/want" out && test -z "$(cache_files)" &&
	settle && answers >out 2>&1 && cmp "$TEST_ROOT/want" out &&
	test "$(cache_files | wc -l)" = 1
'

# A stand-in for the kernel's script (the markers maint looks for); the
# "xubstatus!" option becomes the 2026 script's "substatus!" in place.
script() {
	cat <<'EOF'
#!/usr/bin/env perl
my $V = '0.26';
GetOptions('email!' => \$email, 'm!' => \$m, 'v|version' => \$v,
	'xubstatus!' => \$s);
sub top_of_kernel_tree { return -f "MAINTAINERS"; }
EOF
}

test_expect_success 'the script'"'"'s finding is kept; an edit in place is seen' '
	XDG_CACHE_HOME=$PWD/c && export XDG_CACHE_HOME &&
	S=$TREE/scripts/get_maintainer.pl && script >"$S" && settle &&
	(cd "$TREE" && "$MAINT" get --version) >v1 &&
	grep -q "^unknown options: .* --substatus " v1 &&
	ls c/maint/*.sc >/dev/null &&
	(cd "$TREE" && "$MAINT" get --version) >v2 && cmp v1 v2 &&
	mtime=$(stat -c %y "$S") && sed -i "s/xubstatus/substatus/" "$S" &&
	touch -d "$mtime" "$S" && settle &&
	(cd "$TREE" && "$MAINT" get --version) >v3 &&
	(cd "$TREE" && "$MAINT" get --no-cache --version) >v4 &&
	rm -f "$S" && ! grep -q "^unknown options: .*--substatus" v3 &&
	grep -q "^features: substatus" v3 && cmp v3 v4
'

test_expect_success 'a kept finding of a foreign script still warns' '
	XDG_CACHE_HOME=$PWD/c && export XDG_CACHE_HOME &&
	S=$TREE/scripts/get_maintainer.pl && printf "#!/bin/sh\necho hi\n" >"$S" &&
	settle && answers >out1 2>&1 && ls c/maint/*.sc >/dev/null &&
	answers >out2 2>&1 && answers --no-cache >out3 2>&1 && rm -f "$S" &&
	grep -q "not a perl script" out2 && cmp out1 out2 && cmp out1 out3
'

# A full disk (the write of the cache file fails with ENOSPC), a failed
# rename or a crash in the middle of writing it: the answer of a plain
# parse, no cache file, and the next run makes a good one (and removes the
# temporary file a crash left).
FAULT_SO=$TEST_ROOT/fault.so
if ${CC:-cc} -shared -fPIC -o "$FAULT_SO" "$TEST_DIRECTORY/fault-inject.c" \
	-ldl 2>/dev/null; then
	ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0
	export ASAN_OPTIONS
	for fault in write:fail rename:fail write:kill; do
		test_expect_success "cache write $fault: the answer, no file left" '
			XDG_CACHE_HOME=$PWD/c-'"${fault%%:*}-${fault#*:}"' &&
			export XDG_CACHE_HOME &&
			(cd "$TREE" && LD_PRELOAD=$FAULT_SO MAINT_FAULT='"$fault"' \
				"$MAINT" get --nofixes -f drivers/net/widget/widget-eth.c \
				>"$TEST_ROOT/one" 2>"$TEST_ROOT/one.err";
			 echo $? >"$TEST_ROOT/one.rc") &&
			case '"$fault"' in
			*kill) [ "$(cat "$TEST_ROOT/one.rc")" = 137 ] ;;
			*) [ "$(cat "$TEST_ROOT/one.rc")" = 0 ] &&
			   (cd "$TREE" && "$MAINT" get --nofixes --no-cache \
				-f drivers/net/widget/widget-eth.c) >w1 2>&1 &&
			   cmp w1 "$TEST_ROOT/one" ;;
			esac &&
			! ls "$XDG_CACHE_HOME"/maint/*.db 2>/dev/null &&
			answers >out 2>&1 && cmp "$TEST_ROOT/want" out &&
			cache_files >/dev/null &&
			! ls -a "$XDG_CACHE_HOME"/maint | grep "maint-"
		'
	done
fi

# The index of .mailmap's lines by key (KEY.mm): made when the file is
# older than 2 s, mapped by the next run; never changing the answer.
MM=$TEST_ROOT/mm
MMCACHE=$TEST_ROOT/mmcache
mm_answer() {
	(cd "$MM" && XDG_CACHE_HOME=$MMCACHE "$MAINT" get --nogit-fallback "$@" \
		-f drivers/frob/frob-core.c -f drivers/net/widget/widget-eth.c)
}
mm_file() { ls "$MMCACHE"/maint/*.mm 2>/dev/null; }

test_expect_success '.mailmap: its index kept, mapped by the next run, the same answer' '
	rm -rf "$MM" "$MMCACHE" && cp -r "$EXAMPLES/tree" "$MM" &&
	cat >"$MM/.mailmap" <<-\EOF &&
	# the four forms, a key of two lines, comments and blank lines
	Frida L. <frida.lindqvist@example.org>
	<tw@example.net> <tomasz.wierzba@example.com>

	Priya R <priya@example.net> <priya.raman@example.com> # trailing
	Oskar B <oskar@example.net> Oskar Brandt <oskar.brandt@example.org>
	Frida Lindqvist-Berg <frida.lindqvist@example.org>
	EOF
	settle &&
	mm_answer --no-cache >"$TEST_ROOT/mmwant" 2>&1 &&
	grep -q "Frida Lindqvist-Berg <frida.lindqvist@example.org>" "$TEST_ROOT/mmwant" &&
	grep -q "tw@example.net" "$TEST_ROOT/mmwant" &&
	test -z "$(mm_file)" &&
	mm_answer >first 2>&1 && test_cmp "$TEST_ROOT/mmwant" first &&
	test -n "$(mm_file)" &&
	mm_answer >kept 2>&1 && test_cmp "$TEST_ROOT/mmwant" kept
'

test_expect_success '.mailmap: a damaged or foreign kept index is not used' '
	f=$(mm_file) && test -n "$f" &&
	python3 -c "import sys; p=sys.argv[1]; b=bytearray(open(p,\"rb\").read()); b[40]^=1; open(p,\"wb\").write(b)" "$f" &&
	mm_answer >out 2>&1 && test_cmp "$TEST_ROOT/mmwant" out &&
	python3 -c "import sys; p=sys.argv[1]; b=bytearray(open(p,\"rb\").read()); b[-20]^=1; open(p,\"wb\").write(b)" "$f" &&
	mm_answer >out 2>&1 && test_cmp "$TEST_ROOT/mmwant" out &&
	printf "MAINTMM1" >"$f" &&
	mm_answer >out 2>&1 && test_cmp "$TEST_ROOT/mmwant" out &&
	rm -f "$f" && mm_answer >/dev/null 2>&1 && f=$(mm_file) &&
	chmod 666 "$f" &&
	mm_answer >out 2>&1 && test_cmp "$TEST_ROOT/mmwant" out
'

# Checked whole once it is older than 2 s, the index is sealed (KEY.mok)
# and trusted after its header.  Damaged in place to the same size (every
# slot emptied: trusted, no line would apply), its ctime has moved: the
# seal no longer holds, the damage is seen and the index made again.
mm_damage() {
	python3 - "$1" <<-\EOF
	import struct, sys
	with open(sys.argv[1], "r+b") as f:
	    head = f.read(32)
	    nlines, nslots = struct.unpack("=QQ", head[16:32])
	    f.seek(32 + 20 * nlines)
	    f.write(bytes(4 * nslots))
	EOF
}

test_expect_success '.mailmap: a sealed index, then damaged in place: not trusted' '
	rm -rf "$MMCACHE" &&
	mm_answer >/dev/null 2>&1 && f=$(mm_file) && test -n "$f" &&
	! test -e "${f%.mm}.mok" &&
	settle && mm_answer >out 2>&1 && test_cmp "$TEST_ROOT/mmwant" out &&
	test -f "${f%.mm}.mok" &&
	mm_answer >out 2>&1 && test_cmp "$TEST_ROOT/mmwant" out &&
	size=$(stat -c %s "$f") && mm_damage "$f" && cp "$f" damaged &&
	test "$(stat -c %s "$f")" = "$size" &&
	mm_answer >out 2>&1 && test_cmp "$TEST_ROOT/mmwant" out &&
	! cmp -s damaged "$f"
'

test_expect_success '.mailmap edited: the new lines count, kept or not' '
	echo "Tomasz Wierzba <tomasz@example.net> <tomasz.wierzba@example.com>" \
		>>"$MM/.mailmap" &&
	mm_answer >fresh 2>&1 &&
	grep -q "Tomasz Wierzba <tomasz@example.net>" fresh &&
	settle &&
	mm_answer --no-cache >want2 2>&1 && test_cmp want2 fresh &&
	mm_answer >out 2>&1 && test_cmp want2 out &&
	mm_answer >out 2>&1 && test_cmp want2 out
'

test_expect_success 'no HOME and no XDG_CACHE_HOME: a plain parse' '
	unset XDG_CACHE_HOME && HOME= && export HOME &&
	answers >out 2>&1 && cmp "$TEST_ROOT/want" out
'

test_done
