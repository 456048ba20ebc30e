# SPDX-License-Identifier: GPL-2.0-only
#
# Helpers of the hostile-input tests: the TAP library of the CLI tests
# plus a timeout around every maint run and a check that maint ended in
# a defined way.
#
# The timeout is a hang guard, not a bound on speed: on a machine busy
# with other builds the wall time of the same work grows many times. A
# test that bounds how long maint takes bounds its CPU time (cpu_timed).

. "$(dirname "$0")/../cli/lib.sh"

HOSTILE_TIMEOUT=${HOSTILE_TIMEOUT:-120}

# m ARGS...: maint under a timeout; the status is maint's (124: hung).
m() {
	timeout "$HOSTILE_TIMEOUT" "$MAINT" "$@"
}

# defined ARGS...: run maint (output to out, err) and succeed when it ended
# with one of its own statuses: not hung (124), not killed by a signal, no
# sanitizer report. Sets $status.
defined() {
	m "$@" >out 2>err
	status=$?
	if [ "$status" -ge 124 ] && [ "$status" -ne 255 ]; then
		echo "maint $*: status $status (hang or signal)" >&2
		head -c 2000 err >&2
		return 1
	fi
	if grep -q -E 'Sanitizer|runtime error' err; then
		cat err >&2
		return 1
	fi
	return 0
}

# test_known_bug TITLE BODY: a behaviour that is wrong today and reported;
# TAP "ok ... # TODO" either way, so the suite stays green, and the line
# says whether it is still broken.
test_known_bug() {
	test_count=$((test_count + 1))
	test_scratch=$TEST_ROOT/t$test_count
	mkdir "$test_scratch" || exit 1
	(cd "$test_scratch" && eval "$2") >"$TEST_ROOT/log" 2>&1 </dev/null
	if [ $? -eq 0 ]; then
		echo "ok $test_count - $1 # TODO known bug: now passes, drop the marker"
	else
		echo "ok $test_count - $1 # TODO known bug, reported"
	fi
}

# A small tree: the example tree's MAINTAINERS and files.
mk_tree() {
	cp -R "$EXAMPLES/tree/." .
}

# mk_evil_repo: $REPO, a copy of the example tree (not a repository yet),
# and $MARK, where the programs of evil_prog leave their names.
mk_evil_repo() {
	REPO=$TEST_ROOT/repo
	MARK=$TEST_ROOT/marks
	mkdir -p "$REPO" "$MARK" && cp -R "$EXAMPLES/tree/." "$REPO/"
}

# evil_prog NAME [LAST]: a program that leaves $MARK/NAME, then runs LAST
# (default "exit 1"; "cat" makes a filter that passes its input on);
# prints its path.
evil_prog() {
	printf '#!/bin/sh\necho "$0 $*" >>"%s/%s"\n%s\n' "$MARK" "$1" \
		"${2:-exit 1}" >"$TEST_ROOT/$1.sh"
	chmod +x "$TEST_ROOT/$1.sh"
	echo "$TEST_ROOT/$1.sh"
}

# patch_for PATH...: a one-hunk patch touching each PATH.
patch_for() {
	for p in "$@"; do
		printf 'diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n@@ -1 +1 @@\n-old\n+new\n' \
			"$p" "$p" "$p" "$p"
	done
}

# pty CMD...: run CMD with stdout and stderr on a pseudo-terminal; the
# bytes it wrote go to stdout. The parent keeps its own descriptor of the
# terminal open until everything is read: when the last one closes, Linux
# may report EIO on the other side before the last bytes are handed over,
# and a short output would be lost (seen once in CI).
pty() {
	python3 -c '
import fcntl, os, select, sys, termios
master, slave = os.openpty()
pid = os.fork()
if pid == 0:
    os.close(master)
    os.setsid()
    fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
    for fd in (0, 1, 2):
        os.dup2(slave, fd)
    if slave > 2:
        os.close(slave)
    os.execvp(sys.argv[1], sys.argv[1:])
out = b""
st = None
while True:
    r, _, _ = select.select([master], [], [], 0.05)
    if r:
        d = os.read(master, 65536)
        if d:
            out += d
            continue
    if st is None:
        p, s = os.waitpid(pid, os.WNOHANG)
        if p:
            st = s
    elif not r:
        break
os.close(slave)
os.close(master)
sys.stdout.buffer.write(out)
sys.exit(os.waitstatus_to_exitcode(st) & 255)
' "$@"
}

# batch_drive STEPS...: run maint get --nogit --nogit-fallback --batch - with a
# pipe as standard input kept open; each step is a path to write (then
# one answer line is read, 120 s at most) or "!CMD" run in between. The
# answer lines go to out, "status" lines to statuses, stderr to err.
batch_drive() {
	python3 - "$MAINT" "$@" <<-'PY'
	import json, os, select, subprocess, sys
	maint, steps = sys.argv[1], sys.argv[2:]
	err = open("err", "wb")
	p = subprocess.Popen([maint, "get", "--nogit", "--nogit-fallback",
	                      "--batch", "-"], stdin=subprocess.PIPE,
	                     stdout=subprocess.PIPE, stderr=err)
	out, st = open("out", "w"), open("statuses", "w")
	for s in steps:
	    if s.startswith("!"):
	        subprocess.run(s[1:], shell=True, check=True)
	        continue
	    p.stdin.write(s.encode() + b"\n")
	    p.stdin.flush()
	    r, _, _ = select.select([p.stdout], [], [], 120)
	    if not r:
	        print("no answer for %r within 120 s" % s)
	        p.kill()
	        sys.exit(1)
	    line = p.stdout.readline().decode()
	    out.write(line)
	    st.write("%d\n" % json.loads(line)["status"])
	p.stdin.close()
	rest = p.stdout.read().decode()
	out.write(rest)
	sys.exit(p.wait())
	PY
}

# cpu_timed CMD...: run CMD under the hang guard (HOSTILE_TIMEOUT s of wall
# time), standard output to out, standard error to err, standard input as
# it is; sets $status (124: the guard ended it) and $cpu_ms, the CPU time
# (user and system) CMD and the children it waited for took, which the
# load of the machine hardly moves. (posix_spawn: Python's subprocess
# charges the child ~0.4 s of its own here.)
cpu_timed() {
	python3 - "$HOSTILE_TIMEOUT" "$@" <<-'PY' >cpu.res
	import os, signal, sys
	guard, cmd = float(sys.argv[1]), sys.argv[2:]
	w = os.O_WRONLY | os.O_CREAT | os.O_TRUNC
	fa = [(os.POSIX_SPAWN_OPEN, 1, "out", w, 0o644),
	      (os.POSIX_SPAWN_OPEN, 2, "err", w, 0o644)]
	pid = os.posix_spawnp(cmd[0], cmd, os.environ, file_actions=fa)
	late = []
	def guard_hit(*_):
	    late.append(1)
	    os.kill(pid, signal.SIGKILL)
	signal.signal(signal.SIGALRM, guard_hit)
	signal.setitimer(signal.ITIMER_REAL, guard)
	_, st, ru = os.wait4(pid, 0)
	signal.setitimer(signal.ITIMER_REAL, 0)
	if late:
	    r = 124
	elif os.WIFSIGNALED(st):
	    r = 128 + os.WTERMSIG(st)
	else:
	    r = os.WEXITSTATUS(st)
	print(r, int((ru.ru_utime + ru.ru_stime) * 1000))
	PY
	status=$(cut -d' ' -f1 cpu.res)
	cpu_ms=$(cut -d' ' -f2 cpu.res)
	echo "# ${cpu_ms} ms of CPU: $*"
}
