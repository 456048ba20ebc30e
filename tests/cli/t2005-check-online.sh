#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint check --online: links answered by a web server on the loopback
# address and a git repository on disk pass; a refused connection, a
# missing page and a missing repository are reported with file:line.
#
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"

test_need curl curl
command -v git >/dev/null 2>&1 || test_skip_all "git is not installed"
command -v python3 >/dev/null 2>&1 || test_skip_all "python3 is not installed"

WEB=$TEST_ROOT/web
mkdir -p "$WEB" && echo hello >"$WEB/index.html"
PORTFILE=$TEST_ROOT/port
python3 - "$WEB" "$PORTFILE" <<'PY' &
import http.server, os, socketserver, sys, threading
os.chdir(sys.argv[1])
class H(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *a):
        pass
srv = socketserver.TCPServer(("127.0.0.1", 0), H)
open(sys.argv[2] + ".tmp", "w").write(str(srv.server_address[1]))
os.rename(sys.argv[2] + ".tmp", sys.argv[2])
t = threading.Timer(120, srv.shutdown)
t.daemon = True
t.start()
srv.serve_forever()
PY
SERVER=$!
trap 'kill $SERVER 2>/dev/null; test_cleanup' EXIT
i=0
while [ ! -s "$PORTFILE" ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
PORT=$(cat "$PORTFILE")

git init -q --bare "$TEST_ROOT/tree.git"
git -C "$TEST_ROOT/tree.git" symbolic-ref HEAD refs/heads/main
(cd "$TEST_ROOT" && git init -q src && cd src &&
	git -c user.name=a -c user.email=a@example.org commit -q --allow-empty -m x &&
	git push -q "$TEST_ROOT/tree.git" HEAD:refs/heads/main) ||
	{ echo "Bail out! cannot make the git repository"; exit 1; }

test_expect_success 'reachable links pass, the others are reported' '
	cat >MAINTAINERS <<-EOF &&
	GOOD SECTION
	M:	A <a@example.org>
	S:	Maintained
	W:	http://127.0.0.1:$PORT/index.html
	T:	git file://$TEST_ROOT/tree.git main
	F:	good/

	BAD SECTION
	M:	B <b@example.org>
	S:	Maintained
	W:	http://127.0.0.1:$PORT/missing.html
	B:	http://127.0.0.1:1/
	C:	irc://irc.example.org/skipped
	T:	git file://$TEST_ROOT/none.git
	F:	bad/
	EOF
	mkdir good bad && touch good/a bad/b &&
	test_expect_code 1 "$MAINT" check --online --timeout 60 MAINTAINERS >out &&
	cat >expect <<-EOF &&
	MAINTAINERS:11: WARNING: link: possible bad link: W: http://127.0.0.1:$PORT/missing.html (HTTP request failed)
	MAINTAINERS:12: WARNING: link: possible bad link: B: http://127.0.0.1:1/ (HTTP request failed)
	MAINTAINERS:14: WARNING: link: possible bad link: T: file://$TEST_ROOT/none.git (git ls-remote failed)
	EOF
	grep "bad link" out >actual &&
	test_cmp expect actual
'

test_expect_success 'without --online no link is checked' '
	"$MAINT" check MAINTAINERS >out2;
	! grep -q "bad link" out2
'

test_expect_success '--timeout is bounded' '
	test_expect_code 2 "$MAINT" check --online --timeout 0 MAINTAINERS
'

test_done
