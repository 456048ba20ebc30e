#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Build the libFuzzer targets and run each for a while:
#
#   sh tests/fuzz/run.sh [SECONDS [TARGET...]]
#
# SECONDS (default 60) is per target; FUZZ_PARALLEL targets (default 2)
# run at once, so the whole run takes about SECONDS * targets / 2. Builds
# with clang -fsanitize=fuzzer,address,undefined into build-fuzz/
# (libFuzzer is in Debian's libclang-rt-14-dev). Each target starts from
# its minimised corpus in the repository (tests/fuzz/corpus/TARGET/, small)
# and from seeds made at run time in a scratch directory from real inputs
# in ../shared/corpus (MAINTAINERS chunks, patches, profiles, globs,
# .mailmap chunks, release tags, merge subjects; cut to the target's
# max_len); without the corpus the seeds come from the example tree, with
# a notice (a failure when MAINT_REQUIRE_CORPUS=1). Crashing inputs are
# kept in build-fuzz/artifacts/. Prints one line per target and
# "N passed, N failed"; exits 1 when any target crashed, leaked, timed out
# or went over its memory limit.
#
# FUZZ_UPDATE_CORPUS=1 rewrites tests/fuzz/corpus/TARGET/ after the run:
# libFuzzer's -merge=1 of the old corpus, the seeds and what the run found,
# keeping the fewest inputs that reach the same coverage, and of those the
# smallest, FUZZ_CORPUS_KB (128) KiB in all per target.
#
# Environment: CC (default clang), FUZZ_JOBS (parallel builds, default 2),
# FUZZ_PARALLEL, FUZZ_UPDATE_CORPUS.

top=$(cd "$(dirname "$0")/../.." && pwd) || exit 1
cd "$top" || exit 1

seconds=${1:-60}
[ $# -gt 0 ] && shift
targets=${*:-maintainers patch profile glob mailmap gitindex cache when pulls mail}
case $seconds in
'' | *[!0-9]*)
	echo "fuzz: SECONDS must be a number, not '$seconds'" >&2
	exit 2
	;;
esac

CC=${CC:-clang}
case $CC in
cc | gcc* | */gcc*) CC=clang ;;
esac
B=build-fuzz
# Every UBSan report is fatal.
SAN='-fsanitize=address,undefined -fno-sanitize-recover=undefined'
CFLAGS="-std=c11 -D_GNU_SOURCE -O1 -g -fno-omit-frame-pointer -Wall -Wextra"
CFLAGS="$CFLAGS -Werror -Wno-unused-parameter -Iinclude -Icommon -Ilib"
CFLAGS="$CFLAGS $(pkg-config --cflags libpcre2-8 libcmark libcurl libxml-2.0 2>/dev/null)"
LIBS="$(pkg-config --libs libpcre2-8 libcmark 2>/dev/null ||
	echo -lpcre2-8 -lcmark) -ldl -lpthread"

if ! command -v "$CC" >/dev/null 2>&1; then
	echo "fuzz: $CC not found (apt-get install clang libclang-rt-14-dev)" >&2
	exit 1
fi

# build: objects of lib/*.c and common/*.c with fuzzer-no-link (FUZZ_JOBS at a time,
# only those older than their source or a header), one binary per target
build() {
	mkdir -p "$B/lib" "$B/artifacts" || return 1
	# other flags than last time: build everything again
	if [ "$(cat "$B/flags" 2>/dev/null)" != "$CC $CFLAGS $SAN" ]; then
		rm -f "$B"/lib/*.o
		printf '%s\n' "$CC $CFLAGS $SAN" >"$B/flags"
	fi
	objs=
	running=0
	# in a git work tree the committed sources only: other work in
	# progress in the same tree does not break the fuzz build
	srcs=$(git ls-files 'lib/*.c' 'common/*.c' 2>/dev/null)
	[ -n "$srcs" ] || srcs=$(ls lib/*/*.c common/*.c)
	for src in $srcs; do
		# the folder in the name: lib/base/html.c and
		# lib/profile/html.c are two objects
		obj=$B/lib/$(printf '%s' "${src%.c}" | tr / -).o
		objs="$objs $obj"
		if [ -f "$obj" ] && [ ! "$src" -nt "$obj" ] &&
		   [ -z "$(find include common lib -name '*.h' -newer "$obj")" ]; then
			continue
		fi
		# shellcheck disable=SC2086
		{ $CC $CFLAGS $SAN -fsanitize=fuzzer-no-link -c -o "$obj" \
			"$src" || rm -f "$obj"; } &
		running=$((running + 1))
		if [ "$running" -ge "${FUZZ_JOBS:-2}" ]; then
			wait
			running=0
		fi
	done
	wait
	for obj in $objs; do
		if [ ! -f "$obj" ]; then
			echo "fuzz: building $obj failed" >&2
			return 1
		fi
	done
	rm -f "$B/libmaint-fuzz.a"
	# shellcheck disable=SC2086
	ar rcs "$B/libmaint-fuzz.a" $objs || return 1
	for t in $targets; do
		# shellcheck disable=SC2086
		$CC $CFLAGS $SAN -fsanitize=fuzzer -o "$B/fuzz-$t" \
			"tests/fuzz/fuzz-$t.c" "$B/libmaint-fuzz.a" $LIBS ||
			return 1
	done
}

corpus=$top/../shared/corpus
if [ ! -d "$corpus" ]; then
	if [ "${MAINT_REQUIRE_CORPUS:-0}" = 1 ]; then
		echo "fuzz: corpus not found at $corpus (MAINT_REQUIRE_CORPUS=1)" >&2
		exit 1
	fi
	echo "fuzz: NOTICE: corpus not found at $corpus; seeding from examples/ only"
	corpus=
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/maint-fuzz-run.XXXXXX") || exit 1
trap 'rm -rf "$scratch"' EXIT
trap 'exit 130' HUP INT PIPE TERM

# The mail seeds: real list mail (the labelled postings of
# tests/preflight-eval, the corpus' linux-xfs mail) as it came, one mbox a
# series, and the same mail sent the ways Outlook and Exchange send it:
# quoted-printable with encoded CR LF, base64, a patch attached to a
# multipart mail with its own "From <sha>" line, an HTML-only mail.
mail_seeds() {
	m_dir=$scratch/seed-mail
	mkdir -p "$m_dir"
	i=0
	for d in "$@"; do
		[ -e "$d" ] || continue
		if [ -d "$d" ]; then
			for f in "$d"/*.eml; do
				printf 'From mboxrd@z Thu Jan  1 00:00:00 1970\n'
				cat "$f"
				echo
			done
		else
			cat "$d"
		fi | head -c 65536 >"$m_dir/real-$i"
		i=$((i + 1))
		[ $i -lt 80 ] || break
	done
	f=$(ls "$m_dir"/real-* 2>/dev/null | head -n 1)
	[ -n "$f" ] || return 0
	python3 - "$f" "$m_dir" <<'PY'
import base64, binascii, sys
src = open(sys.argv[1], 'rb').read()
out = sys.argv[2]
head, _, body = src.partition(b'\n\n')
head = b'\n'.join(l for l in head.split(b'\n')
                  if not l.lower().startswith((b'content-', b'mime-version')))
mime = b'\nMIME-Version: 1.0\nContent-Type: text/plain; charset="iso-8859-1"\n'
open(out + '/qp-crlf', 'wb').write(
    head + mime + b'Content-Transfer-Encoding: quoted-printable\n\n' +
    binascii.b2a_qp(body.replace(b'\n', b'\r\n'), istext=False))
open(out + '/base64', 'wb').write(
    head + mime + b'Content-Transfer-Encoding: base64\n\n' +
    base64.encodebytes(body))
open(out + '/outlook', 'wb').write(
    head + b'\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="_b_"\n\n'
    b'--_b_\nContent-Type: multipart/alternative; boundary="_a_"\n\n'
    b'--_a_\nContent-Type: text/plain; charset=windows-1252\n'
    b'Content-Transfer-Encoding: quoted-printable\n\nSee attached=85=0D=0A\n'
    b'--_a_\nContent-Type: text/html\n\n<p>x</p>\n--_a_--\n'
    b'--_b_\nContent-Type: text/x-patch; name="0001.patch"\n\n'
    b'From 0123456789abcdef0123456789abcdef01234567 Mon Sep 17 00:00:00 2001\n' +
    src + b'\n--_b_--\n\nFrom mboxrd@z Thu Jan  1 00:00:00 1970\n' + src)
open(out + '/html', 'wb').write(
    head + b'\nSubject: =?koi8-r?B?8NLJ18XU?= =?utf-8?q?=C3=A9t=C3=A9?=\n'
    b'MIME-Version: 1.0\nContent-Type: multipart/alternative; boundary=b\n\n'
    b'--b\nContent-Type: text/html\n\n<p>x</p>\n--b--\n')
PY
}

# seed TARGET MAXLEN FILE...: copy (cut to MAXLEN) into the seed directory
seed() {
	s_dir=$scratch/seed-$1
	s_max=$2
	shift 2
	mkdir -p "$s_dir"
	for f in "$@"; do
		[ -f "$f" ] || continue
		head -c "$s_max" "$f" >"$s_dir/$(echo "$f" | cksum | cut -d' ' -f1)"
	done
}

# The glob seeds: an F: value, an X: value, then paths of the tree.
glob_seeds() {
	mkdir -p "$scratch/seed-glob"
	set -- 'drivers/net/' 'drivers/net/wireless/' \
		'include/linux/*.h' 'include/linux/platform_data/' \
		'Documentation/*/foo?.rst' '' 'drivers/**/Kconfig' 'drivers/gpu/' \
		'**/*[_-]kunit*.c' '' 'arch/*/kvm/' 'arch/x86/kvm/svm/' \
		'drivers/frob/' 'drivers/frob/legacy/'
	i=0
	while [ $# -ge 2 ]; do
		{
			printf '%s\n%s\n' "$1" "$2"
			if [ -n "$corpus" ]; then
				prefix=$(printf '%s' "$1" | sed 's/[*?[].*//')
				grep -m 10 "^$prefix" "$corpus/linux-6.12/tree.txt"
			else
				printf 'drivers/frob/frob-core.c\ninclude/linux/widget.h\n'
			fi
		} >"$scratch/seed-glob/s$i"
		i=$((i + 1))
		shift 2
	done
}

# The when seeds: release tags as `git for-each-ref` prints them (NAME
# UNIXTIME) after a date line, dates and durations, and profiles.
when_seeds() {
	w_dir=$scratch/seed-when
	mkdir -p "$w_dir"
	{
		echo 2024-11-20
		while read -r name _ date; do
			printf '%s %s\n' "$name" "$(date -d "$date" +%s 2>/dev/null)"
		done <"$1"
	} | head -c 16384 >"$w_dir/tags-real"
	{
		echo 2024-10-04
		printf 'v6.11 1726358400\nv6.12-rc1 1727654400\nv6.12-rc2 1728259200\n'
		printf 'v6.12-rc3 1728864000\nv6.12-rc7 1731283200\nv6.12 1731888000\n'
		printf 'up to one week\nmore than a week\n48 hours\n5 business days\n'
		printf 'a couple of weeks\n2 months\n1970-01-01\n9999-12-31\n'
	} >"$w_dir/tags-linux"
	shift
	for f in "$@"; do
		head -c 65536 "$f" >"$w_dir/$(echo "$f" | cksum | cut -d' ' -f1)"
	done
}

# The pulls seeds: merge subjects (and dates) of real history, 64 a file,
# the first line a --host-alias list.
pulls_seeds() {
	p_dir=$scratch/seed-pulls
	mkdir -p "$p_dir"
	printf '%s\n' 'git.kernel.org=kernel.org,source.denx.de=gitlab.denx.de' \
		"Merge tag 'net-6.12-rc1' of git://git.kernel.org/pub/scm/linux/kernel/git/netdev/net" \
		"Merge branch 'for-linus' of git://git.kernel.org/pub/scm/linux/kernel/git/jikos/hid into master" \
		"Merge tag 'v6.11' into next" "Merge branch 'next'" \
		'Merge patch series "sc59x: Disable CONFIG_EFI_LOADER"' \
		'Subtree merge tag '"'"'v6.9-dts'"'"' of devicetree-rebasing repo [1] into dts/upstream' \
		"Merge git://git.denx.de/u-boot-usb" \
		'Merge tag '"'"'u-boot-imx-master-20250101'"'"' of https://source.denx.de/u-boot/custodians/u-boot-imx' \
		'2026-08-20T12:15:24-06:00' >"$p_dir/subjects"
	awk '/^date / { print $2; getline; getline; print }' "$1" |
		split -l 64 - "$p_dir/real-" 2>/dev/null
	# keep a few dozen files
	ls "$p_dir" | sed -n '40,$p' | while read -r f; do
		rm -f "$p_dir/$f"
	done
}

ex=examples/tree
if [ -n "$corpus" ]; then
	c=$corpus
	seed maintainers 65536 "$ex/MAINTAINERS" "$c/linux-6.12/MAINTAINERS" \
		"$c/linux-3.6/MAINTAINERS" "$c/u-boot/files/MAINTAINERS" \
		"$c/errcases/binary.bin"
	# a stretch from the middle of linux-6.12 too
	tail -c 300000 "$c/linux-6.12/MAINTAINERS" | head -c 65536 \
		>"$scratch/seed-maintainers/middle"
	seed patch 65536 "$c/errcases/"* \
		$(ls "$c/patches" | head -n 12 | sed "s|^|$c/patches/|") \
		$(ls "$c/xenpatches" 2>/dev/null | head -n 3 |
		  sed "s|^|$c/xenpatches/|")
	seed profile 65536 $(find "$c/linux-6.12/files" -name '*.rst' |
			     sort | head -n 16) "$c/seeds/"*
	seed mailmap 16384 "$c/linux-6.12/.mailmap" "$c/u-boot/.mailmap" \
		"$c/linux-2026/.mailmap"
	# .mailmap chunks from the middle, as for MAINTAINERS
	tail -c 200000 "$c/linux-6.12/.mailmap" | head -c 16384 \
		>"$scratch/seed-mailmap/middle"
	when_seeds "$c/u-boot/tags.txt" $(find "$c/linux-6.12/files" \
		-name 'maintainer-*.rst' | sort | head -n 8)
	pulls_seeds "$c/u-boot/merges.txt"
	mail_seeds tests/preflight-eval/mail/*/* "$c/mail/linux-xfs"/*
else
	seed maintainers 65536 "$ex/MAINTAINERS"
	seed patch 65536 examples/patches/*
	seed profile 65536 $(find "$ex" -name '*.rst')
	seed mailmap 16384 "$ex/.mailmap"
	when_seeds /dev/null $(find "$ex" -name 'maintainer-*.rst')
	pulls_seeds /dev/null
	mail_seeds tests/preflight-eval/mail/*/* examples/patches/*
fi
glob_seeds
seed gitindex 65536 "$(git rev-parse --git-path index 2>/dev/null)"

max_len() {
	case $1 in
	glob) echo 4096 ;;
	mailmap | maintainers | pulls) echo 16384 ;;
	patch) echo 32768 ;;
	*) echo 65536 ;;
	esac
}

build || exit 1

# Suppressions of known UBSan reports: none (keep the file for new ones).
supp=$scratch/ubsan.supp
: >"$supp"

# run_one TARGET: one target for $seconds, its exit status in rc-TARGET
run_one() {
	t=$1
	mkdir -p "$scratch/seed-$t" "$scratch/work-$t"
	corp=tests/fuzz/corpus/$t
	[ -d "$corp" ] || corp=
	# -timeout: one input taking 10 s is a hang; -rss_limit_mb bounds
	# memory; leaks are reported (ASan's LeakSanitizer). New inputs go to
	# work-TARGET (the first directory), never into the repository.
	ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:suppressions=$supp \
	TMPDIR=$scratch MAINT_NO_JIT=${MAINT_NO_JIT:-} \
	"$B/fuzz-$t" -max_total_time="$seconds" -max_len="$(max_len "$t")" \
		-rss_limit_mb=2048 -malloc_limit_mb=1024 -timeout=10 \
		-print_final_stats=1 -artifact_prefix="$B/artifacts/$t-" \
		"$scratch/work-$t" $corp "$scratch/seed-$t" \
		>"$scratch/log-$t" 2>&1
	echo $? >"$scratch/rc-$t"
}

# report TARGET: its result line (and the crash, if any)
passed=0
failed=0
report() {
	t=$1
	log=$scratch/log-$t
	rc=$(cat "$scratch/rc-$t" 2>/dev/null || echo 1)
	stats=$(grep -E '^stat::number_of_executed_units|cov: ' "$log" |
		tail -n 2 | tr -s ' \n' ' ')
	if [ "$rc" -eq 0 ]; then
		echo "PASS: fuzz-$t (${seconds}s; $stats)"
		passed=$((passed + 1))
	else
		echo "FAIL: fuzz-$t (exit status $rc; artifacts in $B/artifacts/)"
		grep -E -A40 '^==[0-9]+==|runtime error|ERROR: libFuzzer|SUMMARY' \
			"$log" | head -n 80 | sed 's/^/    /'
		failed=$((failed + 1))
	fi
}

# update_corpus TARGET: the minimised corpus of the repository, anew
update_corpus() {
	t=$1
	new=$scratch/corpus-$t
	mkdir -p "$new" "tests/fuzz/corpus/$t"
	"$B/fuzz-$t" -merge=1 -max_len="$(max_len "$t")" -timeout=10 \
		-rss_limit_mb=2048 "$new" "tests/fuzz/corpus/$t" \
		"$scratch/seed-$t" "$scratch/work-$t" >"$scratch/merge-$t" 2>&1 ||
		{ echo "fuzz: merging the corpus of $t failed" >&2; return 1; }
	rm -f "tests/fuzz/corpus/$t"/*
	# small: the smallest inputs of the merge, FUZZ_CORPUS_KB in all
	budget=$((${FUZZ_CORPUS_KB:-128} * 1024))
	for f in $(ls -Sr "$new"); do
		size=$(wc -c <"$new/$f")
		[ "$size" -le "$budget" ] || break
		budget=$((budget - size))
		cp "$new/$f" "tests/fuzz/corpus/$t/"
	done
	echo "fuzz: tests/fuzz/corpus/$t: $(ls "tests/fuzz/corpus/$t" | wc -l)" \
		"of $(ls "$new" | wc -l) inputs," \
		"$(du -sk "tests/fuzz/corpus/$t" | cut -f1) KiB"
}

start=$(date +%s)
set -- $targets
while [ $# -gt 0 ]; do
	batch=
	i=0
	while [ $# -gt 0 ] && [ $i -lt "${FUZZ_PARALLEL:-2}" ]; do
		run_one "$1" &
		batch="$batch $1"
		i=$((i + 1))
		shift
	done
	wait
	for t in $batch; do
		report "$t"
		if [ "${FUZZ_UPDATE_CORPUS:-0}" = 1 ]; then
			update_corpus "$t" || failed=$((failed + 1))
		fi
	done
done
echo "fuzz: $(($(date +%s) - start)) s for $(echo $targets | wc -w) targets," \
	"${FUZZ_PARALLEL:-2} at a time"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
