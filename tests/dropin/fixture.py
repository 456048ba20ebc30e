#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""maint get against the get_maintainer.pl a real tree carries.

For each tree (coreboot, U-Boot, Linux 6.1) tests/dropin/TREE/ holds a
reduced copy of the tree, made from the real one by `make`: the tree's own
script (a test fixture: GPL-2.0 like maint, never built, never run by
maint), its MAINTAINERS files and the other files whose contents the
answers read (.mailmap, .get_maintainer.conf, .b4-config, -f files, .yaml
bindings), the paths the cases touch and the directories their F: patterns
name, a little git history (the commits since the cases' --git-since that
touched their files, with their authors, dates and signature lines, and
synthetic contents of the same added and removed line counts), the
patches, the cases, and the script's outputs recorded in that reduced
copy by `record`.

  fixture.py make TREE REAL_TREE   choose the cases, write the fixture
  fixture.py layout TREE DEST      lay the reduced tree out (a git work tree)
  fixture.py record TREE           run the tree's script on every case
  fixture.py check TREE MAINT      run maint on every case, compare (TAP)
  fixture.py live TREE REAL MAINT [N]  the same in the real tree, against
                                   its own script run there (N cases)

A case passes when maint's standard output equals the script's byte for
byte and both exit 0 or both do not; where the script leaves an order to
Perl's hash order (sections of equal depth, git signers with equal counts,
the MAINTAINERS files --find-maintainer-files finds), the output of the
script with maint's documented orders (MAINTAINERS order, the address,
names sorted) counts too: `record` keeps it as ID.ordered when it differs.
Every case names an absolute --git-since, so that no answer depends on
today's date.
"""

import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SINCE = "2026-06-01"
B4 = "--nogit --nogit-fallback --nogit-chief-penguins --norolestats"

TREES = {
    "coreboot": {"script": "util/scripts/get_maintainer.pl",
                 "to": B4 + " --nol", "cc": B4 + " --nom"},
    # U-Boot's .b4-config: To without maintainers, Cc with git (the conf)
    "u-boot": {"script": "scripts/get_maintainer.pl",
               "to": B4 + " --nom",
               "cc": "--nogit-fallback --nogit-chief-penguins --norolestats"
                     " --nol"},
    "linux-6.1": {"script": "scripts/get_maintainer.pl",
                  "to": B4 + " --nol", "cc": B4 + " --nom"},
    # Xen's 0.26-xen fork (the conformance world's tree: corpus history)
    "xen": {"script": "scripts/get_maintainer.pl",
            "to": B4 + " --nol", "cc": B4 + " --nom"},
}

BASE_DATE = "946684800 +0000"  # 2000-01-01: before every --git-since
BASE_LINES = 400


def sets(tree):
    c = TREES[tree]
    s = "--git-since=" + SINCE
    return [("D", s), ("T", c["to"] + " " + s), ("C", c["cc"] + " " + s),
            ("S", "--sections " + s), ("G", "--git " + s)]


def git(root, *a, check=True):
    r = subprocess.run(["git", "-C", root] + list(a), capture_output=True,
                       check=check)
    return r.stdout


def fdir(tree):
    return os.path.join(HERE, tree)


# The bundle: files with their contents, "### PATH LEN\n" + LEN bytes + "\n"

def bundle_write(path, files):
    with open(path, "wb") as f:
        for name in sorted(files):
            data = files[name]
            f.write(b"### %s %d\n" % (name.encode(), len(data)))
            f.write(data + b"\n")


def bundle_read(path):
    files = {}
    with open(path, "rb") as f:
        data = f.read()
    i = 0
    while i < len(data):
        nl = data.index(b"\n", i)
        head = data[i:nl].decode()
        assert head.startswith("### "), head
        name, n = head[4:].rsplit(" ", 1)
        n = int(n)
        files[name] = data[nl + 1:nl + 1 + n]
        i = nl + 1 + n + 1
    return files


# Making the fixture from the real tree

def script_checks(text):
    """The paths of the script's tree check (to lay out), read as data."""
    return re.findall(r'\(-([fde]) "\$\{lk_path\}([^"]+)"\)', text)


def maintainers_files(root, tree):
    if tree != "u-boot":
        return ["MAINTAINERS"]
    out = git(root, "ls-files", "-z").decode(errors="surrogateescape")
    return sorted(p for p in out.split("\0")
                  if p == "MAINTAINERS" or p.endswith("/MAINTAINERS"))


def patch_files(text):
    """The paths a patch names (its ---/+++, diff --git, rename lines)."""
    names = set()
    for l in text.decode(errors="replace").splitlines():
        m = re.match(r"^(?:\+\+\+|---)\s+(\S+)", l)
        if m and "/" in m.group(1):
            names.add(m.group(1).split("/", 1)[1])
        m = re.match(r"^diff --git a/(\S+) b/(\S+)", l)
        if m:
            names.update(m.groups())
        m = re.match(r"^rename (?:from|to) (\S+)", l)
        if m:
            names.add(m.group(1))
    names.discard("dev/null")
    return sorted(names)


def choose(tree, root):
    rnd = random.Random(2027)
    out = git(root, "ls-files", "-z").decode(errors="surrogateescape")
    files = [p for p in out.split("\0") if p]
    small = [p for p in files
             if os.path.isfile(os.path.join(root, p)) and
             not os.path.islink(os.path.join(root, p)) and
             os.path.getsize(os.path.join(root, p)) < 30000]
    # half of them with history since SINCE (for --git and the fallback)
    recent = set(git(root, "log", "--no-merges", "--since=" + SINCE,
                     "--name-only", "--format=").decode(
                         errors="surrogateescape").split("\n"))
    pick = rnd.sample(sorted(p for p in small if p in recent), 12)
    pick = sorted(set(pick + rnd.sample(small, 12)))
    pick += ["MAINTAINERS", "Makefile"]
    yaml = [p for p in small if p.endswith(".yaml") and "bindings" in p]
    if yaml:
        pick.append(rnd.choice(yaml))
    patches = {}
    if tree == "linux-6.1":
        corp = os.path.join(HERE, "..", "..", "..", "shared", "corpus",
                            "patches")
        names = sorted(n for n in os.listdir(corp)
                       if os.path.getsize(os.path.join(corp, n)) < 20000)
        for n in rnd.sample(names, 14):
            with open(os.path.join(corp, n), "rb") as f:
                patches[n] = f.read()
    else:
        revs = git(root, "log", "--no-merges", "--format=%H",
                   "--since=" + SINCE).decode().split()
        rnd.shuffle(revs)
        renames = git(root, "log", "--no-merges", "--diff-filter=R",
                      "--format=%H", "--since=" + SINCE).decode().split()
        for h in renames[:2] + revs:
            p = git(root, "format-patch", "-1", "--stdout", h)
            if len(p) < 20000 and len(patches) < 14:
                patches[h[:12] + ".patch"] = p
    return pick, patches


def history(root, paths):
    """The commits since SINCE touching paths, oldest first: each with its
    author, committer, message (subject and signature lines) and, per path,
    its name then and the added and removed line counts."""
    commits = {}
    for p in paths:
        out = git(root, "log", "--no-merges", "--follow", "--numstat",
                  "--since=" + SINCE, "--format=%x00%H %ct", "--", p,
                  check=False).decode(errors="surrogateescape")
        for chunk in out.split("\0")[1:]:
            lines = chunk.split("\n")
            h, ct = lines[0].split()
            for l in lines[1:]:
                m = re.match(r"^(\d+|-)\t(\d+|-)\t(.*)$", l)
                if not m:
                    continue
                a, r, name = m.groups()
                old = None
                mm = re.match(r"^(.*)\{(.*) => (.*)\}(.*)$", name)
                if mm:
                    old = mm.group(1) + mm.group(2) + mm.group(4)
                    name = mm.group(1) + mm.group(3) + mm.group(4)
                    old, name = (re.sub("//+", "/", x) for x in (old, name))
                elif " => " in name:
                    old, name = name.split(" => ")
                c = commits.setdefault(h, {"ct": int(ct), "changes": []})
                c["changes"].append((p, old, name, a, r))
    out = []
    for h, c in sorted(commits.items(), key=lambda kv: kv[1]["ct"]):
        meta = git(root, "log", "-1",
                   "--format=%an <%ae> %at %ai%n%cn <%ce> %ct %ci%n%s%n%b",
                   h).decode(errors="surrogateescape").split("\n")
        keep = [meta[2], ""] + [l for l in meta[3:]
                                if re.search(r"[Bb][Yy]:.*@", l)]
        tz = lambda l: l.rsplit(" ", 1)[1]
        author = re.match(r"^(.*) (\d+) \S+ \S+ (\S+)$", meta[0])
        committer = re.match(r"^(.*) (\d+) \S+ \S+ (\S+)$", meta[1])
        out.append({"author": "%s %s %s" % author.groups(),
                    "committer": "%s %s %s" % committer.groups(),
                    "message": "\n".join(keep).rstrip("\n") + "\n",
                    "changes": c["changes"]})
    return out


def history_write(path, hist):
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
        for c in hist:
            msg = c["message"].encode("utf-8", "surrogateescape")
            f.write("commit\nauthor %s\ncommitter %s\nmessage %d\n" %
                    (c["author"], c["committer"], len(msg)))
            f.write(c["message"])
            for p, old, name, a, r in sorted(set(c["changes"])):
                if old:
                    f.write("rename %s\t%s\n" % (old, name))
                f.write("change %s\t%s\t%s\n" % (name, a, r))


def history_read(path):
    hist = []
    if not os.path.exists(path):
        return hist
    with open(path, "rb") as f:
        data = f.read()
    i = 0
    while i < len(data):
        nl = data.index(b"\n", i)
        line = data[i:nl].decode("utf-8", "surrogateescape")
        i = nl + 1
        if line == "commit":
            hist.append({"changes": []})
        elif line.startswith(("author ", "committer ")):
            k, v = line.split(" ", 1)
            hist[-1][k] = v
        elif line.startswith("message "):
            n = int(line.split()[1])
            hist[-1]["message"] = data[i:i + n]
            i += n
        elif line.startswith("rename "):
            old, new = line[7:].split("\t")
            hist[-1]["changes"].append(("rename", old, new))
        elif line.startswith("change "):
            name, a, r = line[7:].split("\t")
            hist[-1]["changes"].append(("change", name, a, r))
    return hist


def make(tree, root):
    d = fdir(tree)
    script = TREES[tree]["script"]
    if os.path.isdir(d):
        shutil.rmtree(d)
    os.makedirs(os.path.join(d, "patches"))
    shutil.copy(os.path.join(root, script), os.path.join(d, "script.pl"))
    text = open(os.path.join(root, script), encoding="latin-1").read()
    pick, patches = choose(tree, root)
    for n, p in patches.items():
        with open(os.path.join(d, "patches", n), "wb") as f:
            f.write(p)
    touched = set(pick)
    for p in patches.values():
        touched.update(patch_files(p))
    exists = {p for p in touched if os.path.lexists(os.path.join(root, p))}
    mfiles = maintainers_files(root, tree)
    files = {}
    for p in mfiles + [".mailmap", ".get_maintainer.conf",
                       ".get_maintainer.ignore", ".b4-config"]:
        if os.path.isfile(os.path.join(root, p)):
            files[p] = open(os.path.join(root, p), "rb").read()
    for p in exists:
        full = os.path.join(root, p)
        if os.path.isfile(full) and (p in pick or p.endswith(".yaml")):
            files[p] = open(full, "rb").read()
    bundle_write(os.path.join(d, "files.txt"), files)
    # the directories F:/X: name that could match a case path, the tree
    # check, the case paths
    paths = set()
    for kind, name in script_checks(text):
        paths.add(("d" if kind == "d" else "f") + " " + name)
    for mf in mfiles:
        for l in open(os.path.join(root, mf), encoding="utf-8",
                      errors="surrogateescape"):
            m = re.match(r"^[FX]:\s*(\S.*?)\s*$", l)
            if not m or re.search(r"[.*?]", m.group(1)):
                continue
            v = m.group(1).rstrip("/")
            if v and os.path.isdir(os.path.join(root, v)) and \
                    any(t.startswith(v) for t in touched):
                paths.add("d " + v)
    for p in exists:
        full = os.path.join(root, p)
        paths.add(("d " if os.path.isdir(full) else "f ") + p)
    with open(os.path.join(d, "paths.txt"), "w", encoding="utf-8",
              errors="surrogateescape") as f:
        for p in sorted(paths):
            f.write(p + "\n")
    history_write(os.path.join(d, "history.txt"),
                  history(root, sorted(touched | set(mfiles[:1]))))
    with open(os.path.join(d, "cases.tsv"), "w") as f:
        n = 0
        for k, args in sets(tree):
            for p in pick:
                f.write("%s-f%d-%s\tfile\t%s\t%s\n" % (tree, n, k, p, args))
                n += 1
            for p in sorted(patches):
                f.write("%s-p%d-%s\tpatch\tpatches/%s\t%s\n" %
                        (tree, n, k, p, args))
                n += 1
    with open(os.path.join(d, "meta"), "w") as f:
        f.write("script %s\nhead %s\nsince %s\n" %
                (script, git(root, "rev-parse", "HEAD").decode().strip(),
                 SINCE))


# Laying the reduced tree out

def layout(tree, dest):
    d = fdir(tree)
    script = TREES[tree]["script"]
    os.makedirs(dest, exist_ok=True)
    with open(os.path.join(d, "paths.txt"), encoding="utf-8",
              errors="surrogateescape") as f:
        for l in f:
            kind, p = l.rstrip("\n").split(" ", 1)
            full = os.path.join(dest, p)
            if kind == "d":
                os.makedirs(full, exist_ok=True)
            else:
                os.makedirs(os.path.dirname(full) or dest, exist_ok=True)
                open(full, "ab").close()
    files = bundle_read(os.path.join(d, "files.txt"))
    hist = history_read(os.path.join(d, "history.txt"))
    # the files history changes start (under their first names) as filler
    # of unique lines, so that each change has its real line counts
    content, seen = {}, set()
    for c in hist:
        for ch in c["changes"]:
            name = ch[1]
            if name not in seen:
                content[name] = [b"base %d %s" % (
                    i, name.encode("utf-8", "surrogateescape"))
                    for i in range(BASE_LINES)]
            seen.update(ch[1:3] if ch[0] == "rename" else ch[1:2])
    for p, lines in content.items():
        full = os.path.join(dest, p)
        os.makedirs(os.path.dirname(full) or dest, exist_ok=True)
        with open(full, "wb") as f:
            f.write(b"\n".join(lines) + b"\n")
    for p, data in files.items():
        if p in content:
            continue
        full = os.path.join(dest, p)
        os.makedirs(os.path.dirname(full) or dest, exist_ok=True)
        with open(full, "wb") as f:
            f.write(data)
    os.makedirs(os.path.dirname(os.path.join(dest, script)), exist_ok=True)
    shutil.copy(os.path.join(d, "script.pl"), os.path.join(dest, script))
    env = dict(os.environ, GIT_CONFIG_NOSYSTEM="1", HOME="/nonexistent",
               GIT_AUTHOR_NAME="Fixture", GIT_AUTHOR_EMAIL="fixture@example.org",
               GIT_COMMITTER_NAME="Fixture",
               GIT_COMMITTER_EMAIL="fixture@example.org",
               GIT_AUTHOR_DATE="@" + BASE_DATE,
               GIT_COMMITTER_DATE="@" + BASE_DATE)
    run = lambda *a, **k: subprocess.run(["git", "-C", dest] + list(a),
                                         env=env, check=True,
                                         capture_output=True, **k)
    run("init", "-q", "-b", "master")
    run("add", "-A", "-f")
    run("commit", "-q", "-m", "base")
    # the history, through fast-import
    stream = []
    for n, c in enumerate(hist):
        stream.append(b"commit refs/heads/master\n")
        stream.append(b"author " + c["author"].encode("utf-8",
                                                       "surrogateescape") + b"\n")
        stream.append(b"committer " + c["committer"].encode(
            "utf-8", "surrogateescape") + b"\n")
        stream.append(b"data %d\n" % len(c["message"]) + c["message"] + b"\n")
        if n == 0:
            stream.append(b"from refs/heads/master^0\n")
        for ch in c["changes"]:
            if ch[0] == "rename":
                _, old, new = ch
                if old in content and new not in content:
                    content[new] = content.pop(old)
                    stream.append(b"R \"%s\" \"%s\"\n" % (
                        old.encode("utf-8", "surrogateescape"),
                        new.encode("utf-8", "surrogateescape")))
                continue
            _, name, a, r = ch
            lines = content.setdefault(name, [])
            if a == "-":
                data = b"\0binary %d %s\n" % (n, name.encode(
                    "utf-8", "surrogateescape"))
                content[name] = [data]
            else:
                del lines[:int(r)]
                lines += [b"commit %d line %d %s" % (
                    n, i, name.encode("utf-8", "surrogateescape"))
                    for i in range(int(a))]
                data = b"\n".join(lines) + (b"\n" if lines else b"")
            stream.append(b"M 100644 inline \"%s\"\n" % name.encode(
                "utf-8", "surrogateescape"))
            stream.append(b"data %d\n" % len(data) + data + b"\n")
        stream.append(b"\n")
    if hist:
        run("fast-import", "--quiet", input=b"".join(stream))
        run("checkout", "-q", "-f", "master")
    # the work tree holds the real contents (a diff git does not read)
    for p, data in files.items():
        full = os.path.join(dest, p)
        with open(full, "wb") as f:
            f.write(data)


# Running and comparing

def ordered_script(text):
    """The script with maint's documented tie orders, for telling a tie
    from a difference (never used to answer anything)."""
    text = text.replace(
        "sort {$hash{$b} <=> $hash{$a}} keys %hash",
        "sort {$hash{$b} <=> $hash{$a} || "
        "($a =~ /^\\d+$/ ? $a <=> $b : $a cmp $b)} keys %hash")
    return text.replace("return grep { $_ !~ /^\\.git$/; } @_;",
                        "return sort grep { $_ !~ /^\\.git$/; } @_;")


def cases(tree):
    out = []
    with open(os.path.join(fdir(tree), "cases.tsv")) as f:
        for l in f:
            cid, kind, inp, args = l.rstrip("\n").split("\t")
            out.append((cid, kind, inp, args.split() if args else []))
    return out


def argv(tree, kind, inp, args):
    if kind == "file":
        return args + ["-f", inp]
    return args + [os.path.join(fdir(tree), inp)]


def env_for(home):
    """The environment of a run of the script or of maint.  git reads the
    bare date of --git-since=2026-06-01 as that day at the time of day it
    is now, so a commit of 2026-06-01 13:32 UTC counts before 13:32 and not
    after, for the script as for maint.  git's clock (GIT_TEST_DATE_NOW,
    which git's approxidate and maint read) is today at 12:00 UTC, as in
    the conformance suite, so that a case has one answer at every hour."""
    day = int(time.time()) // 86400 * 86400
    return dict(os.environ, HOME=home, LC_ALL="C.UTF-8", TZ="UTC",
                PERL_HASH_SEED="0", PERL_PERTURB_KEYS="0",
                GIT_CONFIG_NOSYSTEM="1",
                GIT_TEST_DATE_NOW=str(day + 12 * 3600))


def run(cmd, cwd, env):
    r = subprocess.run(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                       capture_output=True)
    return r.returncode, r.stdout


def record(tree):
    d = fdir(tree)
    exp = os.path.join(d, "expected")
    if os.path.isdir(exp):
        shutil.rmtree(exp)
    os.makedirs(exp)
    tmp = tempfile.mkdtemp(prefix="dropin-")
    try:
        top = os.path.join(tmp, "tree")
        layout(tree, top)
        home = os.path.join(tmp, "home")
        os.makedirs(home)
        script = os.path.join(top, TREES[tree]["script"])
        ordered = os.path.join(tmp, "ordered.pl")
        with open(ordered, "w", encoding="latin-1") as f:
            f.write(ordered_script(open(script, encoding="latin-1").read()))
        for cid, kind, inp, args in cases(tree):
            a = argv(tree, kind, inp, args)
            st, out = run(["perl", script] + a, top, env_for(home))
            with open(os.path.join(exp, cid + ".out"), "wb") as f:
                f.write(out)
            if st:
                with open(os.path.join(exp, cid + ".status"), "w") as f:
                    f.write("%d\n" % st)
            st2, out2 = run(["perl", ordered] + a, top, env_for(home))
            if out2 != out:
                with open(os.path.join(exp, cid + ".ordered"), "wb") as f:
                    f.write(out2)
    finally:
        shutil.rmtree(tmp)


def verdict(out, st, want, want_st, ordered):
    if (st == 0) != (want_st == 0):
        return "status %d, the script's %d" % (st, want_st)
    if out == want or (ordered is not None and out == ordered):
        return None
    return "output differs"


def check(tree, maint, top=None):
    """TAP lines, one per case, maint against the recorded outputs."""
    maint = os.path.abspath(maint)
    d = fdir(tree)
    tmp = tempfile.mkdtemp(prefix="dropin-")
    fails = 0
    try:
        if top is None:
            top = os.path.join(tmp, "tree")
            layout(tree, top)
        home = os.path.join(tmp, "home")
        os.makedirs(home)
        cs = cases(tree)
        print("1..%d" % len(cs))
        for n, (cid, kind, inp, args) in enumerate(cs, 1):
            st, out = run([maint, "get"] + argv(tree, kind, inp, args), top,
                          env_for(home))
            exp = os.path.join(d, "expected", cid)
            want = open(exp + ".out", "rb").read()
            want_st = int(open(exp + ".status").read()) \
                if os.path.exists(exp + ".status") else 0
            ordered = open(exp + ".ordered", "rb").read() \
                if os.path.exists(exp + ".ordered") else None
            fails += tap(n, cid, verdict(out, st, want, want_st, ordered),
                         argv(tree, kind, inp, args), want, out)
    finally:
        shutil.rmtree(tmp)
    return fails


def tap(n, cid, why, a, want, out):
    """One TAP line (and the difference); 1 for a failure."""
    import difflib
    if not why:
        print("ok %d - %s" % (n, cid))
        return 0
    print("not ok %d - %s: %s" % (n, cid, why))
    print("# maint get %s" % " ".join(a))
    for l in list(difflib.unified_diff(
            want.decode(errors="replace").splitlines(),
            out.decode(errors="replace").splitlines(), "script", "maint",
            lineterm=""))[:30]:
        print("# " + l)
    return 1


def live(tree, real, maint, limit=None):
    """The fixture's cases in the real tree: its script and maint, there."""
    maint = os.path.abspath(maint)
    script = os.path.join(real, TREES[tree]["script"])
    tmp = tempfile.mkdtemp(prefix="dropin-")
    fails = 0
    try:
        home = os.path.join(tmp, "home")
        os.makedirs(home)
        oscript = os.path.join(tmp, "ordered.pl")
        with open(oscript, "w", encoding="latin-1") as f:
            f.write(ordered_script(open(script, encoding="latin-1").read()))
        cs = cases(tree)
        if limit:
            cs = random.Random(27).sample(cs, min(limit, len(cs)))
        print("1..%d" % len(cs))
        for n, (cid, kind, inp, args) in enumerate(cs, 1):
            a = argv(tree, kind, inp, args)
            if kind == "file" and not os.path.lexists(os.path.join(real,
                                                                   inp)):
                print("ok %d - %s # SKIP not in this tree" % (n, cid))
                continue
            want_st, want = run(["perl", script] + a, real, env_for(home))
            st, out = run([maint, "get"] + a, real, env_for(home))
            ordered = None
            if out != want:
                _, ordered = run(["perl", oscript] + a, real, env_for(home))
            fails += tap(n, cid, verdict(out, st, want, want_st, ordered),
                         a, want, out)
    finally:
        shutil.rmtree(tmp)
    return fails


def main(av):
    if len(av) >= 3 and av[0] == "make":
        make(av[1], av[2])
    elif len(av) == 3 and av[0] == "layout":
        layout(av[1], av[2])
    elif len(av) == 2 and av[0] == "record":
        record(av[1])
    elif len(av) == 3 and av[0] == "check":
        return 1 if check(av[1], av[2]) else 0
    elif len(av) in (4, 5) and av[0] == "live":
        return 1 if live(av[1], av[2], av[3],
                         int(av[4]) if len(av) == 5 else None) else 0
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
