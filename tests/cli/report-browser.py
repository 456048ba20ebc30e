#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Drive a maint report html page in headless Chromium over the DevTools
pipe (no network, no extra package): real key presses, first paint.

report-browser.py CHROMIUM PAGE [--paint-runs N]

Prints one line per check ("ok NAME ..." or "FAIL NAME ...") and exits 1
when a check failed:
  keys   Tab reaches a directory that can be opened, Enter opens it (the
         breadcrumbs grow and focus is on a rectangle inside it), Escape
         goes back up with focus on the same directory;
  find   typing a path into the search box and Enter focuses its area;
  width  no horizontal scroll at 1400 px;
  paint  first contentful paint in ms (the median of --paint-runs runs;
         reported, not judged: the machine may be busy).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time


class Browser:
    def __init__(self, chromium):
        self.ud = tempfile.mkdtemp()
        r1, w1 = os.pipe()
        r2, w2 = os.pipe()

        def child():
            a, b = os.dup(r1), os.dup(w2)
            os.dup2(a, 3)
            os.dup2(b, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        self.p = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu",
             "--no-first-run", "--disable-background-networking",
             "--disable-component-update", "--disable-sync",
             "--user-data-dir=" + self.ud, "--remote-debugging-pipe",
             "--window-size=1400,1000", "about:blank"],
            preexec_fn=child, close_fds=False, stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(r1)
        os.close(w2)
        self.out = os.fdopen(w1, "wb", buffering=0)
        self.inp = os.fdopen(r2, "rb", buffering=0)
        self.buf = b""
        self.mid = 0
        self.events = []
        self.session = None
        t = self.call("Target.getTargets")
        tid = [x for x in t["targetInfos"] if x["type"] == "page"][0]
        s = self.call("Target.attachToTarget",
                      {"targetId": tid["targetId"], "flatten": True})
        self.session = s["sessionId"]
        self.call("Page.enable")
        self.call("Runtime.enable")
        self.call("Page.setLifecycleEventsEnabled", {"enabled": True})

    def recv(self, deadline):
        while b"\0" not in self.buf:
            if time.time() > deadline:
                raise TimeoutError("no answer from chromium")
            c = self.inp.read(1 << 16)
            if not c:
                raise EOFError("chromium went away")
            self.buf += c
        m, self.buf = self.buf.split(b"\0", 1)
        return json.loads(m)

    def call(self, method, params=None, timeout=120):
        self.mid += 1
        m = {"id": self.mid, "method": method, "params": params or {}}
        if self.session:
            m["sessionId"] = self.session
        self.out.write(json.dumps(m).encode() + b"\0")
        deadline = time.time() + timeout
        while True:
            r = self.recv(deadline)
            if r.get("id") == self.mid:
                if "error" in r:
                    raise RuntimeError(method + ": " + str(r["error"]))
                return r["result"]
            self.events.append(r)

    def wait_event(self, pred, timeout=120):
        deadline = time.time() + timeout
        while True:
            while self.events:
                e = self.events.pop(0)
                if pred(e):
                    return e
            self.events.append(self.recv(deadline))

    def load(self, url):
        """Navigate; return when the page has loaded and painted."""
        self.events = []
        self.call("Page.navigate", {"url": url})
        seen = set()

        def want(e):
            if e.get("method") == "Page.lifecycleEvent":
                seen.add(e["params"]["name"])
            return {"load", "firstContentfulPaint"} <= seen
        self.wait_event(want)

    def paint(self):
        """First contentful paint in ms (the entry may lag the event)."""
        for _ in range(100):
            v = self.js("(performance.getEntriesByName("
                        "'first-contentful-paint')[0]||{}).startTime")
            if v is not None:
                return v
            time.sleep(0.05)
        raise RuntimeError("no first-contentful-paint entry")

    def js(self, expr):
        r = self.call("Runtime.evaluate",
                      {"expression": expr, "returnByValue": True})
        if "exceptionDetails" in r:
            raise RuntimeError(expr + ": " + str(r["exceptionDetails"]))
        return r["result"].get("value")

    def key(self, name, code, text=None):
        p = {"type": "keyDown", "key": name, "code": name,
             "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code}
        if text:
            p["text"] = text
        self.call("Input.dispatchKeyEvent", p)
        self.call("Input.dispatchKeyEvent", dict(p, type="keyUp"))

    def type(self, s):
        self.call("Input.insertText", {"text": s})

    def close(self):
        try:
            self.call("Browser.close", timeout=10)
        except Exception:
            pass
        try:
            self.p.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()
        shutil.rmtree(self.ud, ignore_errors=True)


ACTIVE = ("(function(){var a=document.activeElement;return a?"
          "[a.tagName,a.getAttribute('class')||'',a.getAttribute('data-path'),"
          "a.getAttribute('aria-label')||'']:null;})()")
CRUMBS = "document.getElementById('crumbs').textContent"


def main():
    chromium, page = sys.argv[1], os.path.abspath(sys.argv[2])
    runs = 1
    if "--paint-runs" in sys.argv:
        runs = int(sys.argv[sys.argv.index("--paint-runs") + 1])
    url = "file://" + page
    failed = False

    def report(ok, name, what):
        nonlocal failed
        print(("ok " if ok else "FAIL ") + name + " " + what)
        failed |= not ok

    paints = []
    for _ in range(runs - 1):
        b = Browser(chromium)
        try:
            b.load(url)
            paints.append(b.paint())
        finally:
            b.close()
    b = Browser(chromium)
    try:
        b.load(url)
        paints.append(b.paint())
        paints.sort()
        report(True, "paint", "%.0f ms" % paints[len(paints) // 2])
        sw = b.js("[document.documentElement.scrollWidth,"
                  "document.documentElement.clientWidth]")
        report(sw[0] <= sw[1], "width", "scroll %d client %d" % tuple(sw))
        # Tab to the first directory that can be opened
        target = None
        for _ in range(400):
            b.key("Tab", 9)
            a = b.js(ACTIVE)
            if a and "tile" in a[1] and "Enter opens" in a[3]:
                target = a[2]
                break
        if target is None:
            report(False, "keys", "Tab reaches no directory to open")
        else:
            top = b.js(CRUMBS)
            b.key("Enter", 13, "\r")
            a, inside = b.js(ACTIVE), b.js(CRUMBS)
            opened = (a and "tile" in a[1] and inside != top
                      and (a[2] or "").startswith(target))
            b.key("Escape", 27)
            a2, back = b.js(ACTIVE), b.js(CRUMBS)
            ok = opened and back == top and a2 and a2[2] == target
            report(ok, "keys", "%s: [%s] -> [%s] -> [%s] focus %s"
                   % (target, top, inside, back, a2 and a2[2]))
            # the search box: a path two levels down
            deep = b.js("(function(){var n=JSON.parse(document."
                        "getElementById('maint-data').textContent).tree;"
                        "for(var i=0;i<n.c.length;i++)for(var j=0;j<n.c[i]"
                        ".c.length;j++)if(n.c[i].c[j].c)return n.c[i].n+'/'"
                        "+n.c[i].c[j].n;return null;})()")
            if deep:
                b.js("document.getElementById('q').focus()")
                b.type(deep)
                b.key("Enter", 13, "\r")
                a = b.js(ACTIVE)
                report(bool(a) and a[2] == deep, "find",
                       "%s -> focus %s" % (deep, a and a[2]))
    finally:
        b.close()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
