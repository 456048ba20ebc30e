#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Checks of maint get --batch, for tests/cli/t1007-get-batch.sh.

  batch-check.py same MAINT WORLD OPTIONS -- PATCH...
      every patch answered by one --batch process (paths on stdin) has the
      status, the output and the messages on standard error (byte for
      byte) of `maint get OPTIONS PATCH` run alone in WORLD; prints "ok N"
      or the first difference.
  batch-check.py change MAINT WORLD PATCH
      MAINTAINERS of WORLD (a scratch copy) is rewritten between two
      queries of one batch: each answer is the one a fresh run gives.
"""
import json
import os
import subprocess
import sys
import time


def single(maint, world, opts, patch):
    r = subprocess.run([maint, "get"] + opts + [patch], cwd=world,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return r.returncode, r.stdout, r.stderr


def same(maint, world, opts, patches):
    p = subprocess.run([maint, "get", "--batch"] + opts + ["-"], cwd=world,
                       input="".join(x + "\n" for x in patches).encode(),
                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    if p.returncode != 0:
        print("batch exit status %d" % p.returncode)
        return 1
    lines = p.stdout.decode("utf-8").splitlines()
    if len(lines) != len(patches):
        print("%d answers for %d patches" % (len(lines), len(patches)))
        return 1
    for patch, line in zip(patches, lines):
        j = json.loads(line)
        st, out, err = single(maint, world, opts, patch)
        if j["stderr"].encode("utf-8") != err:
            print("stderr differs: %s\n--- alone\n%s\n--- batch\n%s"
                  % (patch, err.decode("utf-8", "replace"), j["stderr"]))
            return 1
        if j["patch"] != patch or j["status"] != st or \
                j["output"].encode("utf-8") != out or j.get("lossy"):
            print("differs: %s (status %d/%d)\n--- alone\n%s\n--- batch\n%s"
                  % (patch, st, j["status"], out.decode("utf-8", "replace"),
                     j["output"]))
            return 1
        if st == 0 and not isinstance(j["answer"], dict):
            print("no answer object: %s" % patch)
            return 1
    print("ok %d" % len(patches))
    return 0


def change(maint, world, patch):
    mfile = os.path.join(world, "MAINTAINERS")
    p = subprocess.Popen([maint, "get", "--batch", "--nogit-fallback", "-"],
                         cwd=world, stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE)

    def ask():
        p.stdin.write((patch + "\n").encode())
        p.stdin.flush()
        return json.loads(p.stdout.readline())

    first = ask()
    want = single(maint, world, ["--nogit-fallback"], patch)[1]
    if first["output"].encode() != want:
        print("first answer differs from a fresh run")
        return 1
    # the same size and, within the clock's granularity, the same time:
    # only the content tells
    with open(mfile, "rb") as f:
        text = f.read()
    st = os.stat(mfile)
    # the first address of the answer, one letter changed
    addr = want.split(b"<", 1)[1].split(b">", 1)[0]
    new = text.replace(addr, b"x" + addr[1:])
    if new == text or addr.startswith(b"x"):
        print("no address to change")
        return 1
    with open(mfile, "r+b") as f:
        f.write(new)
    os.utime(mfile, ns=(st.st_atime_ns, st.st_mtime_ns))
    second = ask()
    want2 = single(maint, world, ["--nogit-fallback"], patch)[1]
    if second["output"].encode() != want2 or want2 == want:
        print("after the change: batch %r, fresh %r (before %r)"
              % (second["output"], want2, want))
        return 1
    # a new file in its place
    tmp = mfile + ".new"
    with open(tmp, "wb") as f:
        f.write(text)
    os.rename(tmp, mfile)
    third = ask()
    if third["output"].encode() != want:
        print("after the rename: batch differs from a fresh run")
        return 1
    p.stdin.close()
    return p.wait()


def main():
    mode, maint, world = sys.argv[1:4]
    if mode == "same":
        rest = sys.argv[4:]
        k = rest.index("--")
        return same(maint, world, rest[:k], rest[k + 1:])
    return change(maint, world, sys.argv[4])


if __name__ == "__main__":
    sys.exit(main())
