#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# check --online with hostile links (issue 13, D4, D5), against servers on
# the loopback address only:
# - a W: URL with curl's glob syntax ("[1-100]", "{a,b,c}") is one request,
#   not one per expansion;
# - a non-http(s) scheme in a W: link is never fetched by curl;
# - SIGINT, SIGTERM or SIGHUP to maint while curl and git ls-remote hang on
#   a server that never answers ends maint and every child at once.
#
# shellcheck disable=SC2016

. "$(dirname "$0")/lib.sh"

test_need curl curl
command -v git >/dev/null 2>&1 || test_skip_all "git is not installed"
command -v python3 >/dev/null 2>&1 || test_skip_all "python3 is not installed"

# One server: counts HTTP requests (GET/HEAD) in $COUNT, and on a second
# port accepts connections and never answers (for 600 s at most; killed
# when the script ends).
PORTS=$TEST_ROOT/ports
COUNT=$TEST_ROOT/count
python3 - "$PORTS" "$COUNT" <<'PY' &
import http.server, os, socket, socketserver, sys, threading, time
ports, count = sys.argv[1], sys.argv[2]
n = [0]
lock = threading.Lock()
class H(http.server.BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass
    def answer(self):
        if self.path == "/redir":
            self.send_response(302)
            self.send_header("Location", "ftp://127.0.0.1:%d/x" % HANG)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        with lock:
            n[0] += 1
            open(count, "w").write(str(n[0]))
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()
    do_GET = do_HEAD = answer
class S(socketserver.ThreadingMixIn, socketserver.TCPServer):
    daemon_threads = True
srv = S(("127.0.0.1", 0), H)
hang = socket.socket()
hang.bind(("127.0.0.1", 0))
hang.listen(64)
HANG = hang.getsockname()[1]
held = []
def accept():
    while True:
        try:
            held.append(hang.accept()[0])
        except OSError:
            return
threading.Thread(target=accept, daemon=True).start()
threading.Thread(target=srv.serve_forever, daemon=True).start()
with open(ports + ".tmp", "w") as f:
    f.write("%d %d" % (srv.server_address[1], HANG))
os.rename(ports + ".tmp", ports)
time.sleep(600)  # then the daemon threads end with the process (killed on exit)
PY
SERVER=$!
trap 'kill $SERVER 2>/dev/null; test_cleanup' EXIT
for _ in $(seq 600); do
	[ -s "$PORTS" ] && break
	sleep 0.1
done
PORT=$(cut -d' ' -f1 "$PORTS")
HANG=$(cut -d' ' -f2 "$PORTS")
[ -n "$HANG" ] || { echo 'Bail out! no server'; exit 1; }

section() {
	printf 'SEC\nM:\tA <a@example.org>\nS:\tMaintained\n%s\nF:\tx/\n' "$1" \
		>MAINTAINERS
}

test_expect_success 'a W: URL with [1-100] and {a,b,c} globs is one request each' '
	echo 0 >"$COUNT" &&
	printf "SEC\nM:\tA <a@example.org>\nS:\tMaintained\nW:\thttp://127.0.0.1:$PORT/g[1-100]\nB:\thttp://127.0.0.1:$PORT/{a,b,c}\nF:\tx/\n" >MAINTAINERS &&
	m check --online --timeout 60 MAINTAINERS >out 2>err;
	test "$(cat "$COUNT")" -le 2 ||
	{ echo "$(cat "$COUNT") requests" >&2; false; }
'

test_expect_success 'a redirect to another scheme (ftp://) is not followed' '
	printf "SEC\nM:\tA <a@example.org>\nS:\tMaintained\nW:\thttp://127.0.0.1:$PORT/redir\nF:\tx/\n" >MAINTAINERS &&
	start=$(date +%s) &&
	test_expect_code 1 m check --online --timeout 60 MAINTAINERS >out 2>err &&
	grep "W: http://127.0.0.1:$PORT/redir (HTTP request failed)" out &&
	test $(($(date +%s) - start)) -lt 30
'

# procs_where N VALUE: the processes whose Nth field of /proc/PID/stat
# after the command name (1 state, 2 parent, 3 process group) is VALUE,
# read from /proc (a minimal Debian has no ps)
procs_where() {
	cat /proc/[0-9]*/stat 2>/dev/null |
		awk -v f="$1" -v v="$2" '{
			pid = $1
			sub(/^.*\) /, "")
			split($0, a, " ")
			if (a[f] == v)
				print pid
		}'
}

# stop SIG: start check --online on links that hang, send SIG once the
# checks run, and require maint gone within 30 s and its children with it
# (the bounds leave room for a busy machine: the links hang for 60 s)
stop() {
	cat >MAINTAINERS <<-EOF
	SEC
	M:	A <a@example.org>
	S:	Maintained
	W:	http://127.0.0.1:$HANG/a
	B:	http://127.0.0.1:$HANG/b
	T:	git http://127.0.0.1:$HANG/repo.git
	T:	git git://127.0.0.1:$HANG/repo2.git
	F:	x/
	EOF
	# a shell starts background jobs with SIGINT ignored (and maint
	# keeps an ignored signal ignored): give it the default action back
	python3 -c "import os, signal, sys
signal.signal(signal.SIGINT, signal.SIG_DFL)
os.execvp(sys.argv[1], sys.argv[1:])" \
		"$MAINT" check --online --timeout 60 MAINTAINERS >out 2>err &
	pid=$!
	# wait for the children (curl, git) to be running (60 s at most)
	i=0
	while [ $i -lt 1200 ]; do
		kids=$(procs_where 2 $pid | tr "\n" " ")
		[ "$(echo $kids | wc -w)" -ge 4 ] && break
		sleep 0.05
		i=$((i + 1))
	done
	[ -n "$kids" ] || { echo "no child processes" >&2; kill -9 $pid; return 1; }
	# the descendants too (git runs git-remote-http)
	all=$kids
	for k in $kids; do
		all="$all $(procs_where 3 "$k" | tr "\n" " ")"
	done
	kill -"$1" $pid
	i=0
	while kill -0 $pid 2>/dev/null && [ $i -lt 300 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	if kill -0 $pid 2>/dev/null; then
		echo "maint still running after SIG$1" >&2
		kill -9 $pid
		return 1
	fi
	wait $pid
	st=$?
	# the children go with maint: wait for them (10 s at most)
	i=0
	while [ $i -lt 100 ]; do
		left=
		for k in $all; do
			if kill -0 "$k" 2>/dev/null &&
			   ! grep -q "^State:.*Z" /proc/"$k"/status 2>/dev/null; then
				left="$left $k"
			fi
		done
		[ -z "$left" ] && break
		sleep 0.1
		i=$((i + 1))
	done
	for k in $left; do
		kill -9 "$k"
	done
	if [ -n "$left" ]; then
		echo "children left running after SIG$1:$left" >&2
		return 1
	fi
	[ $st -ge 128 ] || { echo "exit status $st" >&2; return 1; }
}

for sig in INT TERM HUP; do
	test_expect_success "SIG$sig during check --online ends maint and every curl and git child" '
		stop '"$sig"'
	'
done

test_done
