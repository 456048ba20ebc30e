#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# No data loss: every in-place write (fmt --in-place, migrate --in-place,
# profile new) goes through a temporary file in the same directory, fsync
# and rename, keeps the file's mode and refuses a symlinked target. A
# fault-injection library (tests/cli/fault-inject.c, built here with cc)
# makes each step of the write fail, or kills maint just before it: the
# original stays byte for byte, a failure says so and exits 4, and no
# temporary file is left behind (one left by SIGKILL is removed by the next
# write of the same file).

. "$(dirname "$0")/lib.sh"

CC=${CC:-cc}
FAULT_SO=$TEST_ROOT/fault.so
if ! $CC -shared -fPIC -o "$FAULT_SO" "$TEST_DIRECTORY/fault-inject.c" \
	-ldl 2>"$TEST_ROOT/cc.log"; then
	cat "$TEST_ROOT/cc.log"
	test_skip_all "cannot build the fault-injection library with $CC"
fi
export FAULT_SO
# a sanitizer build (make sanitize) accepts the preloaded library too
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0
export ASAN_OPTIONS

# A MAINTAINERS that fmt and migrate both change.
mk_maintainers() {
	printf '%s\n' 'ZETA DRIVER' 'M:	Zed <zed@example.org>' 'S:	Maintained' \
		'F:	drivers/zeta/' '' 'ALPHA DRIVER' 'P:	Al Person <al@example.org>' \
		'S:	Odd Fixes' 'F:	drivers/alpha/' >MAINTAINERS
}

# no_temps: no maint temporary file in the current directory
no_temps() {
	if ls -a | grep '\.maint-'; then
		echo 'temporary files left behind' >&2
		return 1
	fi
}

# faults CMD...: run CMD under every fault; MAINTAINERS must stay as it was.
faults() {
	cp MAINTAINERS orig &&
	for step in mkstemp write fchmod fsync close rename; do
		MAINT_FAULT=$step:fail LD_PRELOAD=$FAULT_SO "$@" 2>err
		rc=$?
		if [ "$rc" -ne 4 ] || ! grep -q 'unchanged' err ||
		   ! cmp -s orig MAINTAINERS || ! no_temps; then
			echo "$step:fail: exit status $rc" >&2
			cat err >&2
			return 1
		fi
		MAINT_FAULT=$step:kill LD_PRELOAD=$FAULT_SO "$@" 2>err
		rc=$?
		if [ "$rc" -ne 137 ] || ! cmp -s orig MAINTAINERS; then
			echo "$step:kill: exit status $rc, or file changed" >&2
			return 1
		fi
	done
}

for cmd in fmt migrate; do
	test_expect_success "$cmd --in-place: each step failing or killed: original intact, exit 4, no temporary file" '
		mk_maintainers &&
		faults "$MAINT" '"$cmd"' --in-place MAINTAINERS &&
		"$MAINT" '"$cmd"' --in-place MAINTAINERS 2>/dev/null &&
		! cmp -s orig MAINTAINERS &&
		no_temps
	'
done

test_expect_success 'a temporary file left by SIGKILL is removed by the next write' '
	mk_maintainers &&
	MAINT_FAULT=rename:kill LD_PRELOAD=$FAULT_SO \
		"$MAINT" fmt --in-place MAINTAINERS 2>/dev/null
	test "$(ls -a | grep -c "^MAINTAINERS\.maint-[0-9]*-......$")" = 1 &&
	"$MAINT" fmt --in-place MAINTAINERS &&
	no_temps
'

test_expect_success 'fmt --in-place keeps the mode' '
	mk_maintainers &&
	chmod 0640 MAINTAINERS &&
	"$MAINT" fmt --in-place MAINTAINERS &&
	test "$(stat -c %a MAINTAINERS)" = 640 &&
	chmod 0755 MAINTAINERS &&
	"$MAINT" migrate --in-place MAINTAINERS 2>/dev/null &&
	test "$(stat -c %a MAINTAINERS)" = 755
'

test_expect_success 'fmt/migrate --in-place refuse a symlinked MAINTAINERS (exit 4, target and link unchanged)' '
	mk_maintainers &&
	mv MAINTAINERS real && cp real orig &&
	ln -s real MAINTAINERS &&
	test_expect_code 4 "$MAINT" fmt --in-place MAINTAINERS 2>err &&
	grep "MAINTAINERS" err &&
	test_expect_code 4 "$MAINT" migrate --in-place MAINTAINERS 2>err &&
	test -L MAINTAINERS && cmp real orig && no_temps
'

test_expect_success 'fmt -o refuses a symlink planted at the output path' '
	mk_maintainers &&
	echo precious >victim &&
	ln -s victim out &&
	test_expect_code 4 "$MAINT" fmt -o out MAINTAINERS 2>err &&
	test -L out && test "$(cat victim)" = precious
'

if test_have strace strace 'temporary-file placement'; then
	test_expect_success 'fmt --in-place: temporary file in the same directory, fsync, then rename' '
		mkdir sub && (cd sub && mk_maintainers) &&
		ASAN_OPTIONS=$ASAN_OPTIONS:detect_leaks=0 \
		strace -f -qq -e trace=openat,fsync,rename,renameat,renameat2 \
			-o trace "$MAINT" fmt --in-place sub/MAINTAINERS &&
		grep -E "openat\(.*\"sub/MAINTAINERS\.maint-[0-9]+-[A-Za-z0-9]{6}\".*O_CREAT" trace &&
		grep -n -E "^[0-9]+ +fsync\(" trace >fsyncs &&
		grep -n -E "rename.*\"sub/MAINTAINERS\.maint-[0-9]+-[A-Za-z0-9]{6}\".*\"sub/MAINTAINERS\"" trace >renames &&
		test "$(head -n 1 fsyncs | cut -d: -f1)" -lt "$(cut -d: -f1 renames)"
	'
fi

# A small tree for profile new.
mk_tree() {
	mkdir -p Documentation/process drivers/foo &&
	printf '%s\n' 'FOO DRIVER' 'M:	Foo <foo@example.org>' 'S:	Maintained' \
		'F:	drivers/foo/' >MAINTAINERS
}

test_expect_success 'profile new: each step failing: MAINTAINERS intact, no profile, exit 4, no temporary file' '
	mk_tree && cp MAINTAINERS orig &&
	for step in mkstemp write fchmod fsync close link rename; do
		MAINT_FAULT=$step:fail LD_PRELOAD=$FAULT_SO \
			"$MAINT" profile new "FOO DRIVER" >out 2>err
		rc=$?
		if [ "$rc" -ne 4 ] || ! cmp -s orig MAINTAINERS ||
		   [ -n "$(ls Documentation/process)" ] || ! no_temps ||
		   (cd Documentation/process && ! no_temps); then
			echo "$step: exit status $rc" >&2; cat err >&2
			ls -la . Documentation/process >&2
			exit 1
		fi
	done &&
	"$MAINT" profile new "FOO DRIVER" >out 2>err &&
	grep "^P:	Documentation/process/" MAINTAINERS &&
	test -n "$(ls Documentation/process)"
'

test_expect_success 'profile new: killed at each step: MAINTAINERS old or complete, never torn' '
	mk_tree && cp MAINTAINERS orig &&
	for step in mkstemp write fchmod fsync close link rename; do
		rm -f Documentation/process/* &&
		cp orig MAINTAINERS &&
		MAINT_FAULT=$step:kill LD_PRELOAD=$FAULT_SO \
			"$MAINT" profile new "FOO DRIVER" >out 2>err
		rc=$?
		if [ "$rc" -ne 137 ] || ! cmp -s orig MAINTAINERS; then
			echo "$step: exit status $rc" >&2; exit 1
		fi
	done &&
	rm -f Documentation/process/*.rst &&
	"$MAINT" profile new "FOO DRIVER" >out 2>err &&
	no_temps && (cd Documentation/process && no_temps)
'

test_expect_success 'profile new refuses to overwrite an existing profile or follow a symlink there' '
	mk_tree &&
	echo mine >Documentation/process/maintainer-foo-driver.rst &&
	cp MAINTAINERS orig &&
	test_must_fail "$MAINT" profile new "FOO DRIVER" >out 2>err &&
	test "$(cat Documentation/process/maintainer-foo-driver.rst)" = mine &&
	rm Documentation/process/maintainer-foo-driver.rst &&
	echo precious >victim &&
	ln -s ../../victim Documentation/process/maintainer-foo-driver.rst &&
	test_must_fail "$MAINT" profile new "FOO DRIVER" >out 2>err &&
	test "$(cat victim)" = precious && cmp orig MAINTAINERS
'

test_expect_success 'SIGKILL at random points of fmt --in-place on a large file: old or new, never torn' '
	i=0 &&
	while [ $i -lt 2000 ]; do
		printf "S%05d\nM:\tA <a@example.org>\nS:\tMaintained\nF:\td%05d/\n\n" \
			$((2000 - i)) $i
		i=$((i + 1))
	done >MAINTAINERS &&
	cp MAINTAINERS orig &&
	"$MAINT" fmt MAINTAINERS >formatted &&
	! cmp -s orig formatted &&
	n=0 &&
	while [ $n -lt 20 ]; do
		cp orig MAINTAINERS || exit 1
		"$MAINT" fmt --in-place MAINTAINERS &
		pid=$!
		sleep "0.00$n" &&
		kill -9 $pid 2>/dev/null
		wait $pid 2>/dev/null
		if ! cmp -s MAINTAINERS orig && ! cmp -s MAINTAINERS formatted; then
			echo "torn file after kill $n" >&2; exit 1
		fi
		n=$((n + 1))
	done &&
	"$MAINT" fmt --in-place MAINTAINERS && no_temps
'

# Concurrent writers (issue 13, D6): both changes survive, never one lost.
test_expect_success 'fmt -i and migrate -i at once, 30 times: both changes kept every time' '
	mk_maintainers && cp MAINTAINERS orig &&
	"$MAINT" fmt MAINTAINERS >f && "$MAINT" migrate f >fm 2>/dev/null &&
	"$MAINT" migrate MAINTAINERS >m 2>/dev/null && "$MAINT" fmt m >mf &&
	! cmp -s orig fm && ! cmp -s f fm && ! cmp -s m mf &&
	n=0 && lost=0 &&
	while [ $n -lt 30 ]; do
		cp orig MAINTAINERS || exit 1
		"$MAINT" fmt --in-place MAINTAINERS 2>>err &
		a=$!
		"$MAINT" migrate --in-place MAINTAINERS 2>>err &
		b=$!
		wait $a; ra=$?
		wait $b; rb=$?
		if [ $ra -ne 0 ] || [ $rb -ne 0 ]; then
			echo "run $n: exit statuses $ra $rb" >&2; cat err >&2; exit 1
		fi
		cmp -s MAINTAINERS fm || cmp -s MAINTAINERS mf || lost=$((lost + 1))
		n=$((n + 1))
	done &&
	{ [ $lost -eq 0 ] || { echo "lost an update in $lost of 30 runs" >&2; false; }; } &&
	no_temps && ! ls MAINTAINERS.lock 2>/dev/null
'

# mk_two: two sections without P: for two profile new at once
mk_two() {
	mkdir -p Documentation/process &&
	printf '%s\n' 'BAR DRIVER' 'M:	Bar <bar@example.org>' 'S:	Maintained' \
		'F:	drivers/bar/' '' 'FOO DRIVER' 'M:	Foo <foo@example.org>' \
		'S:	Maintained' 'F:	drivers/foo/' >MAINTAINERS
}

test_expect_success 'two profile new at once, 30 times: both P: lines kept every time' '
	n=0 && lost=0 &&
	while [ $n -lt 30 ]; do
		rm -rf Documentation MAINTAINERS && mk_two || exit 1
		"$MAINT" profile new "FOO DRIVER" >o1 2>&1 &
		a=$!
		"$MAINT" profile new "BAR DRIVER" >o2 2>&1 &
		b=$!
		wait $a; ra=$?
		wait $b; rb=$?
		if [ $ra -ne 0 ] || [ $rb -ne 0 ]; then
			echo "run $n: exit statuses $ra $rb" >&2; cat o1 o2 >&2; exit 1
		fi
		[ "$(grep -c "^P:" MAINTAINERS)" = 2 ] || lost=$((lost + 1))
		n=$((n + 1))
	done &&
	{ [ $lost -eq 0 ] || { echo "lost a P: line in $lost of 30 runs" >&2; false; }; } &&
	grep -A4 "^FOO DRIVER" MAINTAINERS | grep "^P:.*maintainer-foo-driver.rst" &&
	grep -A4 "^BAR DRIVER" MAINTAINERS | grep "^P:.*maintainer-bar-driver.rst"
'

# A writer waits for the lock another holds (issue 23: this slept 0.2 s and
# assumed the holder had the lock by then, and timed the wait; on a loaded
# machine neither held). Synchronised on events instead: the holder (a
# python3 process) takes MAINTAINERS.lock and says so by creating "held";
# it then watches (inotify) the lock file and the directory. maint opening
# the lock file twice means it found it taken and is trying again, i.e.
# waiting; then the holder changes MAINTAINERS under the lock, as another
# writer would, and lets go, and maint, having waited, formats the changed
# file. A MAINTAINERS replaced while the lock is held fails at once.
holder_py() {
	cat <<-'PY'
	import ctypes, fcntl, os, select, struct, sys
	libc = ctypes.CDLL(None, use_errno=True)
	IN_OPEN, IN_MOVED_TO, IN_CREATE = 0x20, 0x80, 0x100
	lock = open("MAINTAINERS.lock", "a")
	fcntl.flock(lock, fcntl.LOCK_EX)
	ino = libc.inotify_init1(os.O_CLOEXEC)
	if ino < 0:
	    open("held", "w").write("no inotify\n")
	    sys.exit(3)
	wlock = libc.inotify_add_watch(ino, b"MAINTAINERS.lock", IN_OPEN)
	wdir = libc.inotify_add_watch(ino, b".", IN_MOVED_TO | IN_CREATE)
	open("held", "w").write("held\n")
	opens = 0
	while opens < 2:
	    if not select.select([ino], [], [], 300)[0]:
	        sys.exit(4)  # maint never tried the lock
	    buf = os.read(ino, 65536)
	    while buf:
	        wd, mask, _, n = struct.unpack("iIII", buf[:16])
	        name = buf[16:16 + n].rstrip(b"\0")
	        buf = buf[16 + n:]
	        if wd == wlock and mask & IN_OPEN:
	            opens += 1
	        if wd == wdir and name == b"MAINTAINERS":
	            print("MAINTAINERS replaced while the lock was held")
	            sys.exit(5)
	with open("MAINTAINERS", "a") as m:
	    m.write(open("extra").read())
	sys.exit(0)  # the lock goes with the process
	PY
}

if command -v python3 >/dev/null 2>&1; then
	test_expect_success 'a writer waits for the lock another holds, then writes' '
		mk_maintainers &&
		printf "\nBETA DRIVER\nF:\tdrivers/beta/\nS:\tMaintained\nM:\tB <b@example.org>\n" >extra &&
		cat MAINTAINERS extra >combined &&
		"$MAINT" fmt combined >expected &&
		! "$MAINT" fmt MAINTAINERS | cmp -s - expected &&
		holder_py >holder.py &&
		python3 holder.py &
		holder=$!
		i=0
		while [ ! -s held ] && kill -0 $holder 2>/dev/null &&
		      [ $i -lt 3000 ]; do
			sleep 0.1
			i=$((i + 1))
		done
		grep -x held held &&
		"$MAINT" fmt --in-place MAINTAINERS &&
		wait $holder &&
		cmp MAINTAINERS expected && ! test -e MAINTAINERS.lock
	'
fi

# Owner, group and umask (issue 13, D7).
if [ "$(id -u)" = 0 ]; then
	test_expect_success 'root rewriting a 65534-owned MAINTAINERS keeps owner and group' '
		mk_maintainers && chown 65534:65534 MAINTAINERS &&
		"$MAINT" fmt --in-place MAINTAINERS &&
		test "$(stat -c %u:%g MAINTAINERS)" = 65534:65534 &&
		"$MAINT" migrate --in-place MAINTAINERS 2>/dev/null &&
		test "$(stat -c %u:%g MAINTAINERS)" = 65534:65534 &&
		mk_tree && chown 65534:65534 MAINTAINERS &&
		"$MAINT" profile new "FOO DRIVER" >out &&
		grep "^P:" MAINTAINERS &&
		test "$(stat -c %u:%g MAINTAINERS)" = 65534:65534
	'
else
	test_expect_success 'not root: owner-keeping test skipped' 'true'
fi

test_expect_success 'new files follow the umask (profile new, fmt -o)' '
	mk_tree &&
	(umask 077 && "$MAINT" profile new "FOO DRIVER" >out) &&
	test "$(stat -c %a Documentation/process/maintainer-foo-driver.rst)" = 600 &&
	(umask 077 && "$MAINT" fmt -o new1 MAINTAINERS) &&
	test "$(stat -c %a new1)" = 600 &&
	(umask 002 && "$MAINT" fmt -o new2 MAINTAINERS) &&
	test "$(stat -c %a new2)" = 664 &&
	(umask 022 && "$MAINT" fmt -o new3 MAINTAINERS) &&
	test "$(stat -c %a new3)" = 644
'

test_done
