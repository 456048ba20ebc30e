#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# URL profiles: fetched only with --fetch, from a web server on the
# loopback address serving copies (Markdown, HTML), cached under
# $XDG_CACHE_HOME/maint/profiles/ with the fetch time; offline a URL
# profile says "not fetched"; a page that times out, one that would be
# 1 GB, HTML garbage and a redirect to another protocol each get a clear
# message while the other profiles are still read.
#
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"

command -v python3 >/dev/null 2>&1 || test_skip_all "python3 is not installed"

CORPUS=$TEST_TOP/../shared/corpus
WEB=$TEST_ROOT/web
mkdir -p "$WEB"
if [ -f "$CORPUS/linux-2026/files/rust/pin-init/CONTRIBUTING.md" ]; then
	cp "$CORPUS/linux-2026/files/rust/pin-init/CONTRIBUTING.md" \
		"$WEB/README.md"
else
	printf '# Contributing\n\n## Commit Style\n\nYou also have to add your Signed-off-by tag.\n' \
		>"$WEB/README.md"
fi
cat >"$WEB/contributing.html" <<'EOF'
<!DOCTYPE html>
<html><head><title>Contributing</title>
<script>document.write("Patches should be sent before -rc1.")</script>
</head><body><nav><a href="/">Home</a></nav>
<h1>Contributing</h1>
<h2>Submitting patches</h2>
<p>Please <em>don't</em> post series longer than 20 patches.</p>
<ul><li>Allow at least 2 days to pass between postings.</li></ul>
</body></html>
EOF
printf '<<<>>\001<p<<h1>>></ &&&; \377\376<<' >"$WEB/garbage.html"

# Bounded: the server stops by itself after 120 s; killed on exit.
cat >"$TEST_ROOT/server.py" <<'PY'
import http.server, os, socketserver, sys, threading, time
os.chdir(sys.argv[2])
class H(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *a):
        pass
    def do_GET(self):
        if self.path == "/slow":
            time.sleep(100)  # past any --timeout here, however busy
            self.send_response(200)
            self.end_headers()
            return
        if self.path.startswith("/big"):
            # claims 1 GB; without a length when asked (chunked-like)
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            if self.path == "/big":
                self.send_header("Content-Length", str(1 << 30))
            self.end_headers()
            chunk = b"<p>" + b"x" * 65533
            try:
                for _ in range((1 << 30) // len(chunk)):
                    self.wfile.write(chunk)
            except (BrokenPipeError, ConnectionResetError):
                pass
            return
        if self.path == "/to-file":
            self.send_response(302)
            self.send_header("Location", "file:///etc/passwd")
            self.end_headers()
            return
        if self.path == "/moved":
            self.send_response(301)
            self.send_header("Location", "/README.md")
            self.end_headers()
            return
        return super().do_GET()
class S(socketserver.ThreadingMixIn, socketserver.TCPServer):
    daemon_threads = True
srv = S(("127.0.0.1", 0), H)
open(sys.argv[1] + ".tmp", "w").write(str(srv.server_address[1]))
os.rename(sys.argv[1] + ".tmp", sys.argv[1])
t = threading.Timer(120, srv.shutdown)
t.daemon = True
t.start()
srv.serve_forever()
PY
test_web_server "$TEST_ROOT/server.py" "$WEB"
URL=http://127.0.0.1:$PORT
XDG_CACHE_HOME=$TEST_ROOT/cache
export XDG_CACHE_HOME

test_expect_success 'offline a URL profile is not fetched, and says so' '
	"$MAINT" profile show "$URL/README.md" >out 2>err &&
	grep -q "not fetched: run with --fetch" out &&
	! test -e "$XDG_CACHE_HOME/maint/profiles"
'

test_expect_success '--fetch reads Markdown, caches it, shows the fetch time' '
	"$MAINT" profile show --fetch "$URL/README.md" >out 2>err &&
	grep -q "fetched 20[0-9-]* [0-9:]* UTC" out &&
	grep -q "Signed-off-by:" out &&
	ls "$XDG_CACHE_HOME/maint/profiles" >list &&
	test "$(wc -l <list)" = 1 &&
	grep -q "^format: markdown$" "$XDG_CACHE_HOME"/maint/profiles/*
'

test_expect_success 'offline again: the cached copy, with its fetch time' '
	"$MAINT" profile show "$URL/README.md" >out 2>err &&
	grep -q "fetched 20[0-9-]* [0-9:]* UTC" out &&
	grep -q "Signed-off-by:" out
'

test_expect_success 'HTML is reduced to text (scripts left out)' '
	"$MAINT" profile show --fetch --json "$URL/contributing.html" >out &&
	grep -q "\"kind\": \"series-max\", \"value\": \"20\"" out &&
	grep -q "\"kind\": \"repost-wait\", \"value\": \"at least 2 days\"" out &&
	grep -q "\"number\": 172800" out &&
	grep -q "\"fetched\": " out &&
	! grep -q "\"kind\": \"rc-new\"" out
'

test_expect_success 'a redirect within http is followed' '
	"$MAINT" profile show --fetch "$URL/moved" >out 2>err &&
	grep -q "Signed-off-by:" out
'

# The page answers after 100 s: maint must give up long before (at 1 s;
# 60 s leaves room for a busy machine without a wait that could pass).
test_expect_success 'a page that does not answer in time: one error, exit 1' '
	start=$(date +%s) &&
	test_expect_code 1 "$MAINT" profile show --fetch --timeout 1 \
		"$URL/slow" >out 2>err &&
	end=$(date +%s) &&
	test $((end - start)) -lt 60 &&
	grep -q "no answer within 1000 ms" err
'

test_expect_success 'a 1 GB page is cut off at the size cap' '
	start=$(date +%s) &&
	test_expect_code 1 "$MAINT" profile show --fetch "$URL/big" \
		>out 2>err &&
	grep -q "larger than 4194304 bytes" err &&
	test_expect_code 1 "$MAINT" profile show --fetch "$URL/big-nolength" \
		>out 2>err &&
	grep -q "larger than 4194304 bytes" err &&
	end=$(date +%s) &&
	test $((end - start)) -lt 20
'

test_expect_success 'a redirect to file:// is refused' '
	test_expect_code 1 "$MAINT" profile show --fetch "$URL/to-file" \
		>out 2>err &&
	grep -q "fetching $URL/to-file" err &&
	! grep -q "root:" out
'

test_expect_success 'HTML garbage: read as far as it goes, no crash' '
	"$MAINT" profile show --fetch "$URL/garbage.html" >out 2>err;
	test $? -le 1 &&
	grep -q "garbage.html" out
'

test_expect_success 'one bad URL does not stop the others' '
	cat >MAINTAINERS <<-EOF &&
	SLOW THING
	M:	A <a@example.org>
	S:	Maintained
	P:	$URL/slow
	F:	slow/

	GOOD THING
	M:	B <b@example.org>
	S:	Maintained
	P:	$URL/README.md
	F:	good/
	EOF
	mkdir slow good && touch slow/a good/b &&
	test_expect_code 1 "$MAINT" profile --fetch --timeout 1 -f slow/a good/b \
		>out 2>err &&
	grep -q "no answer within" err &&
	grep -q "Signed-off-by:" out
'

test_expect_success '--timeout is bounded' '
	test_expect_code 2 "$MAINT" profile show --fetch --timeout 0 "$URL/README.md" &&
	test_expect_code 2 "$MAINT" profile show --fetch --timeout 999 "$URL/README.md"
'

test_done
