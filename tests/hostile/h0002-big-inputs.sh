#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Bounded memory and time on big inputs: maint get reads a patch into
# memory up to a cap of 1 GiB (cli/cli.h CLI_MAX_INPUT); a larger
# one is refused ("File too large", status 2) after reading the cap. A
# patch naming 200,000 files, very deep paths, and (with
# MAINT_HOSTILE_BIG=1, or by default when 6 GB of memory are available) a
# 1 GB patch streamed from a pipe, with its peak RSS measured by
# /usr/bin/time -v. Time is bounded as CPU time (user and system): a
# loaded machine stretches the wall time many times (HOSTILE_TIMEOUT and
# the timeouts here are hang guards only).

. "$(dirname "$0")/lib.sh"

# gen_patch BYTES: a patch of about BYTES bytes on stdout (one file, one
# hunk of 64-byte lines).
gen_patch() {
	printf 'diff --git a/kernel/Makefile b/kernel/Makefile\n--- a/kernel/Makefile\n+++ b/kernel/Makefile\n@@ -1 +1,99999999 @@\n'
	line=+$(head -c 62 /dev/zero | tr '\0' x)
	# 1 MiB of lines, repeated
	i=0
	while [ $i -lt 16384 ]; do
		echo "$line"
		i=$((i + 1))
	done >chunk
	n=$(($1 / 1048576))
	while [ $n -gt 0 ]; do
		cat chunk chunk chunk chunk chunk chunk chunk chunk
		n=$((n - 8))
	done
}

# peak_kb CMD...: run CMD, stdout to out, stderr to err; the peak RSS in
# KB goes to file rss, the CPU seconds (user and system) to file cpu and
# the status to file status.
peak_kb() {
	/usr/bin/time -v -o time.log "$@" >out 2>err
	echo $? >status
	sed -n 's/.*Maximum resident set size (kbytes): //p' time.log >rss
	sed -n 's/.*\(User\|System\) time (seconds): //p' time.log |
		awk '{ s += $1 } END { printf "%d\n", s + 0.5 }' >cpu
	echo "# peak RSS $(cat rss) KB, $(cat cpu) s of CPU, $(sed -n 's/.*Elapsed (wall clock) time.*: //p' time.log) wall: $*"
}

have_time=
test_have time /usr/bin/time 'peak memory' && have_time=1
# A sanitizer build has its own memory overhead: bounds not checked.
rss_max() {
	if grep -q -a __asan_init "$MAINT"; then
		echo 99999999
	else
		echo "$1"
	fi
}

avail_kb=$(sed -n 's/^MemAvailable: *\([0-9]*\) kB/\1/p' /proc/meminfo 2>/dev/null)

if [ -n "$have_time" ]; then
	test_expect_success 'patch over the 1 GiB cap from a pipe: refused (status 2, "File too large"), peak RSS under 1.1 GiB' '
		mk_tree &&
		gen_patch 1140850688 | peak_kb timeout 1800 "$MAINT" get --nogit --nogit-fallback &&
		[ "$(cat status)" -eq 2 ] && grep "File too large" err &&
		[ "$(cat rss)" -lt "$(rss_max 1153434)" ] && [ "$(cat cpu)" -lt 120 ]
	'
fi

if [ -n "$have_time" ] &&
   { [ "${MAINT_HOSTILE_BIG-}" = 1 ] ||
     { [ "${MAINT_HOSTILE_BIG-}" != 0 ] && [ "${avail_kb:-0}" -gt 6000000 ]; }; }; then
	# Today the keyword prefilter copies the patch (lower case), so the
	# peak is about twice the patch size: under 2.2 GiB for 1 GB.
	test_expect_success '1 GB patch from a pipe: answered (status 0), peak RSS under 2.2 GiB' '
		mk_tree &&
		gen_patch 1000000000 | peak_kb timeout 1800 "$MAINT" get --nogit --nogit-fallback &&
		[ "$(cat status)" -eq 0 ] && grep linux-kernel out &&
		[ "$(cat rss)" -lt "$(rss_max 2306867)" ] && [ "$(cat cpu)" -lt 180 ]
	'
else
	test_expect_success '1 GB patch from a pipe: skipped (MAINT_HOSTILE_BIG=1 or 6 GB available memory to run it)' 'true'
fi

test_expect_success 'patch naming 200,000 files: answered (status 0), under 60 s of CPU' '
	mk_tree &&
	awk "BEGIN { for (i = 0; i < 200000; i++) { f = sprintf(\"drivers/frob/d%d/f%d.c\", i % 100, i); printf \"diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n@@ -1 +1 @@\n-a\n+b\n\", f, f, f, f } }" >big.patch &&
	HOSTILE_TIMEOUT=1200 cpu_timed "$MAINT" get --nogit --nogit-fallback big.patch &&
	[ $status -eq 0 ] && grep -i frida out && [ "$cpu_ms" -lt 60000 ]
'

test_expect_success 'very deep path (2,000 levels) in a patch and -f: answered (status 0)' '
	mk_tree &&
	deep=$(awk "BEGIN { for (i = 0; i < 2000; i++) printf \"d/\" }") &&
	patch_for "drivers/frob/${deep}f.c" >deep.patch &&
	defined get deep.patch && [ $status -eq 0 ] && grep -i frida out &&
	mkdir -p "drivers/frob/$(awk "BEGIN { for (i = 0; i < 100; i++) printf \"d/\" }")" &&
	deepf=drivers/frob/$(awk "BEGIN { for (i = 0; i < 100; i++) printf \"d/\" }")f.c &&
	: >"$deepf" &&
	defined get -f "$deepf" && [ $status -eq 0 ] && grep -i frida out
'

test_expect_success 'MAINTAINERS with 100,000 sections: get -f answers, under 20 s of CPU' '
	awk "BEGIN { for (i = 0; i < 100000; i++) printf \"S%d\nM:\tA <a%d@example.org>\nS:\tMaintained\nF:\tdir%d/\nN:\tx%dy\n\n\", i, i, i, i }" >MAINTAINERS &&
	mkdir dir99999 && : >dir99999/f.c &&
	HOSTILE_TIMEOUT=1200 cpu_timed "$MAINT" get --no-tree -f dir99999/f.c &&
	[ $status -eq 0 ] && grep a99999 out && [ "$cpu_ms" -lt 20000 ]
'

test_done
