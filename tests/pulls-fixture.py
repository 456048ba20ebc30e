#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Build git repositories for the tests of `maint pulls`, and work out
independently of the C code what maint must answer for them.

  pulls-fixture.py uboot CORPUS OUTDIR   U-Boot's real merges (cached)
  pulls-fixture.py kernel OUTDIR         a kernel-like cycle, two-level pulls
  pulls-fixture.py releases OUTDIR       three kernel-like cycles, MAINTAINERS
                                         changing between them
  pulls-fixture.py synthetic OUTDIR [M]  a kernel-sized cycle (M merges)
  pulls-fixture.py compare EXPECTED KEY  maint's JSON on stdin against the
                                         summary of range KEY

Each prints the repository's path; OUTDIR/expected.json holds, per range,
the summary numbers computed here (subjects classified with regexes,
depths by a breadth-first walk of the graph written).  Commits are written
with one `git fast-import` (an empty tree; committer and date from the
data), parents first.

U-Boot: merges.txt has every merge with its parents, first-parent.txt the
mainline line.  Commits that neither names (patches applied to a branch)
are made up, one per missing parent, with a parent chosen so that the real
lines stay connected: the first parent of a merge off the mainline line
(a patch on 'next') hangs off the merge before it on that line; the second
parent of "Merge branch 'next'" likewise; any other second parent (the tip
of a pulled branch) forks from the merge's first parent.
"""
import collections
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from datetime import datetime

UBOOT_ALIASES = ("source.denx.de=git.u-boot-project.org,"
                 "gitlab.denx.de=git.u-boot-project.org,"
                 "git.denx.de=git.u-boot-project.org")

# ---------------------------------------------------------------- analysis

PULL_RE = re.compile(r"^Merge (?:remote-tracking )?(?:tags?|branch(?:es)?) "
                     r"'[^']*'(?:(?:, | and )'[^']*')* of (\S+)")
URL_RE = re.compile(r"^Merge ((?:[A-Za-z0-9+.-]+://|\S*@\S*:)\S*)")
SERIES_RE = re.compile(r"^Merge (?:patch series|a patch series|series|"
                       r"patch set|patches)")
REF_RE = re.compile(r"^Merge (?:remote-tracking )?(?:tags?|branch(?:es)?|"
                    r"commit) '([^']*)'")
MAINLINE = {"master", "main", "mainline", "linus", "origin/master",
            "origin/main"}


def classify(subject):
    """(kind, url) of a merge subject"""
    m = PULL_RE.match(subject) or URL_RE.match(subject)
    if m:
        return "pull", m.group(1)
    if subject.startswith("Subtree merge"):
        return "subtree", None
    if SERIES_RE.match(subject):
        return "series", None
    m = REF_RE.match(subject)
    if m:
        ref = m.group(1)
        if ref in MAINLINE or re.match(r"v[0-9]", ref):
            return "back-merge", None
        return "local", None
    return "other", None


def norm_url(url, aliases=""):
    url = url.strip().strip("<>")
    m = re.match(r"^[A-Za-z0-9+.-]{1,30}://(.*)$", url)
    if m:
        rest = url[len(url) - len(m.group(1)):]
        host, _, path = rest.partition("/")
    else:
        host, _, path = url.partition(":")
    host = host.rsplit("@", 1)[-1].split(":")[0]
    path = path.lstrip("/")
    while True:
        path = path.rstrip("/")
        if path.endswith(".git"):
            path = path[:-4]
        else:
            break
    for a in filter(None, aliases.split(",")):
        old, new = a.split("=", 1)
        if host.lower() == old.lower():
            host = new
    host = host.lower()
    return host + ("/" + path if path else "")


USABLE_RE = re.compile(r"^(?:[A-Za-z0-9+.-]*://(?:[^/@]*@)?[A-Za-z0-9._:\[\]-]+"
                       r"/+[^/]|(?:[^/@:]*@)?[A-Za-z0-9._-]+:[/:]*[^/:]|/.)")


def t_urls(maintainers, aliases="", text=None):
    out = set()
    if text is None:
        text = open(maintainers, encoding="utf-8", errors="replace").read()
    for line in text.splitlines():
        if line.startswith("T:"):
            f = line[2:].split()
            if not f:
                continue
            u = f[1] if len(f) > 1 else f[0]
            if USABLE_RE.match(u):
                out.add(norm_url(u, aliases))
    return out


def path_suffix(a, b):
    """path components (after the host) two normalised URLs end with alike"""
    pa, pb = a.split("/")[1:], b.split("/")[1:]
    k = 0
    while k < len(pa) and k < len(pb) and pa[-1 - k] == pb[-1 - k] and pa[-1 - k]:
        k += 1
    return k


def ties(pulled, tset):
    """{pulled url: ("url"|"path"|"ambiguous"|"none", [T: urls])}"""
    out = {}
    for u in pulled:
        if u in tset:
            out[u] = ("url", [u])
            continue
        scored = [(path_suffix(u, t), t) for t in tset]
        best = max([k for k, _ in scored] + [0])
        cands = sorted(t for k, t in scored if best and k == best)
        out[u] = ("none", []) if not cands else \
            ("path", cands) if len(cands) == 1 else ("ambiguous", cands)
    return out


def reach(parents, tips):
    seen, st = set(), list(tips)
    while st:
        c = st.pop()
        if c in seen:
            continue
        seen.add(c)
        st.extend(parents[c])
    return seen


def analyse(nodes, tip, base, taglist, tset, aliases="", rc1=None):
    """The expected summary of the range base..tip (base may be None)"""
    parents = {n: nodes[n]["parents"] for n in nodes}
    inrange = reach(parents, [tip]) - (reach(parents, [base]) if base else set())
    depth = {}
    dq = collections.deque([(tip, 1)])
    while dq:  # 0-1 breadth-first walk
        c, d = dq.popleft()
        if c in depth and depth[c] <= d:
            continue
        if c in depth and depth[c] < d:
            continue
        depth[c] = d
        ps = [p for p in parents[c]]
        for i, p in enumerate(ps):
            if p not in inrange:
                continue
            if i == 0:
                dq.appendleft((p, d))
            else:
                dq.append((p, d + 1))
    merges = [n for n in inrange if len(parents[n]) > 1]
    by_kind = collections.Counter()
    pbd = collections.Counter()
    tree_depth = {}
    tree_pulls = collections.Counter()
    for n in merges:
        subj = nodes[n]["msg"].split("\n", 1)[0]
        kind, url = classify(subj)
        if kind != "pull":
            by_kind[kind] += 1
            continue
        t = norm_url(url, aliases)
        pbd[depth[n]] += 1
        tree_pulls[t] += 1
        tree_depth[t] = min(tree_depth.get(t, 99), depth[n])
    tbd = collections.Counter(tree_depth.values())
    md = max(pbd) if pbd else 0
    pulls = sum(pbd.values())
    tie = ties(tree_depth, tset)
    tied_to = {c[0] for k, c in tie.values() if k in ("url", "path")}
    extra = {}
    if rc1 is not None:
        when = [epoch(nodes[n]["date"]) for n in merges
                if classify(nodes[n]["msg"].split("\n", 1)[0])[0] == "pull"]
        extra["merge_window_pulls"] = sum(1 for w in when
                                          if int(w.split()[0]) < rc1)
        extra["rc_pulls"] = pulls - extra["merge_window_pulls"]
    return dict(extra, **{
        "tied_url": sum(1 for k, _ in tie.values() if k == "url"),
        "tied_path": sum(1 for k, _ in tie.values() if k == "path"),
        "ambiguous": sum(1 for k, _ in tie.values() if k == "ambiguous"),
        "merges": len(merges),
        "pulls": pulls,
        "other_merges": len(merges) - pulls,
        "other_by_kind": {k: by_kind[k] for k in
                          ("series", "back-merge", "local", "subtree",
                           "other")},
        "unreached_merges": sum(1 for n in merges if n not in depth),
        "trees": len(tree_depth),
        "trees_direct": tbd[1],
        "trees_unlisted": sum(1 for k, _ in tie.values()
                              if k in ("none", "ambiguous")),
        "t_trees": len(tset),
        "t_trees_unpulled": sum(1 for t in tset if t not in tied_to),
        "max_depth": md,
        "pulls_by_depth": {str(d): pbd[d] for d in range(1, md + 1)},
        "trees_by_depth": {str(d): tbd[d] for d in range(1, md + 1)},
    })

# ---------------------------------------------------------------- writing


def git(repo, *args, **kw):
    return subprocess.run(["git", "-C", repo] + list(args), check=True,
                          stdout=subprocess.PIPE, **kw).stdout


def epoch(date):
    """'2026-08-20T12:15:24-06:00' -> '1787249724 -0600'"""
    d = datetime.fromisoformat(date)
    off = d.utcoffset().total_seconds() // 60
    sign = "-" if off < 0 else "+"
    off = abs(int(off))
    return "%d %s%02d%02d" % (int(d.timestamp()), sign, off // 60, off % 60)


def write_repo(repo, order, nodes, tags, heads):
    """order: node names, parents first; a node's "files" ({path: text})
    are added to its tree (and so to its first-parent descendants')"""
    if os.path.exists(repo):
        shutil.rmtree(repo)
    os.makedirs(repo)
    env = dict(os.environ, GIT_CONFIG_NOSYSTEM="1", HOME=repo)
    subprocess.run(["git", "init", "-q", "-b", "master", repo], check=True,
                   env=env)
    mark = {}
    out = []
    for i, n in enumerate(order):
        c = nodes[n]
        mark[n] = i + 1
        msg = c["msg"].encode()
        if not c["parents"]:
            # without "from" a commit continues the branch: reset it
            out.append(b"reset refs/heads/fixture-build\n")
        out.append(b"commit refs/heads/fixture-build\nmark :%d\n" % (i + 1))
        out.append(("committer %s %s\n" % (c["committer"],
                                           epoch(c["date"]))).encode())
        out.append(b"data %d\n" % len(msg) + msg + b"\n")
        ps = c["parents"]
        if ps:
            out.append(b"from :%d\n" % mark[ps[0]])
        for p in ps[1:]:
            out.append(b"merge :%d\n" % mark[p])
        for path, text in sorted(c.get("files", {}).items()):
            data = text.encode()
            out.append(b"M 100644 inline %s\ndata %d\n" % (path.encode(),
                                                          len(data)) +
                       data + b"\n")
    for name, n in tags:
        out.append(b"reset refs/tags/%s\nfrom :%d\n" % (name.encode(), mark[n]))
    for name, n in heads:
        out.append(b"reset refs/heads/%s\nfrom :%d\n" % (name.encode(), mark[n]))
    subprocess.run(["git", "-C", repo, "fast-import", "--quiet",
                    "--export-marks=" + os.path.join(repo, ".git", "marks")],
                   input=b"".join(out), check=True, env=env)
    subprocess.run(["git", "-C", repo, "update-ref", "-d",
                    "refs/heads/fixture-build"], check=True, env=env)
    subprocess.run(["git", "-C", repo, "symbolic-ref", "HEAD",
                    "refs/heads/" + heads[0][0]], check=True, env=env)
    subprocess.run(["git", "-C", repo, "reset", "-q", "--hard"], check=True,
                   env=env)


def topo(nodes, key):
    """parents first; otherwise in key order"""
    order, done = [], set()
    for n in sorted(nodes, key=key):
        st = [(n, False)]
        while st:
            c, ready = st.pop()
            if c in done:
                continue
            if ready:
                done.add(c)
                order.append(c)
                continue
            st.append((c, True))
            for p in reversed(nodes[c]["parents"]):
                if p not in done:
                    st.append((p, False))
    return order

# ---------------------------------------------------------------- U-Boot


def uboot_read(corpus):
    merges = {}
    forder = []
    txt = open(os.path.join(corpus, "merges.txt"), encoding="utf-8").read()
    for rec in re.split(r"^commit (?=[0-9a-f]{40}\nparents )", txt,
                        flags=re.M)[1:]:
        lines = rec.split("\n")
        cid = lines[0]
        msg = "\n".join(lines[5:])
        if msg.endswith("\n.\n"):
            msg = msg[:-3]
        elif msg.endswith("\n."):
            msg = msg[:-2]
        merges[cid] = {"parents": lines[1].split()[1:],
                       "committer": lines[2][len("committer "):],
                       "date": lines[3][len("date "):],
                       "msg": msg.rstrip("\n") + "\n"}
        forder.append(cid)
    fp = []
    fpinfo = {}
    for line in open(os.path.join(corpus, "first-parent.txt")):
        f = line.split()
        fp.append(f[0])
        fpinfo[f[0]] = (f[1], f[2:])
    tags = [l.split() for l in open(os.path.join(corpus, "tags.txt"))]
    return merges, forder, fp, fpinfo, tags


def uboot_nodes(corpus):
    merges, forder, fp, fpinfo, tags = uboot_read(corpus)
    fpset = set(fp)
    nodes = {}
    for c in fp:
        date, ps = fpinfo[c]
        if c in merges:
            nodes[c] = dict(merges[c])
        else:
            nodes[c] = {"parents": ps, "committer":
                        "U-Boot Developer <dev@u-boot.invalid>",
                        "date": date, "msg": "commit %s\n" % c[:12]}
    for c, m in merges.items():
        nodes.setdefault(c, dict(m))
    pos_in_file = {c: i for i, c in enumerate(forder)}
    known = set(nodes)

    def key(c):
        return (epoch(nodes[c]["date"]).split()[0].rjust(12),
                -pos_in_file.get(c, -1))
    # a first order of the known commits (real edges only)
    real = {c: {"parents": [p for p in nodes[c]["parents"] if p in known]}
            for c in nodes}
    order = topo(real, key)
    pos = {c: i for i, c in enumerate(order)}
    off = [c for c in order if c in merges and c not in fpset]
    fpl = [c for c in order if c in fpset]
    import bisect
    offpos = [pos[c] for c in off]
    fppos = [pos[c] for c in fpl]

    def before(lst, lpos, c):
        i = bisect.bisect_left(lpos, pos[c]) - 1
        return lst[i] if i >= 0 else None
    made = 0
    for c in order:
        n = nodes[c]
        newps = []
        for i, p in enumerate(n["parents"]):
            if p in known:
                newps.append(p)
                continue
            if c in fpset and c == fp[-1]:
                continue  # the oldest commit: a root
            if i == 0:
                if c in fpset:
                    continue
                base = before(off, offpos, c) or before(fpl, fppos, c)
            elif n["msg"].startswith("Merge branch 'next'\n"):
                base = before(off, offpos, c) or newps[0]
            else:
                base = newps[0] if newps else before(fpl, fppos, c)
            x = "x-%s-%d" % (c[:12], i)
            nodes[x] = {"parents": [base] if base else [],
                        "committer": "U-Boot Custodian <custodian@u-boot.invalid>",
                        "date": n["date"],
                        "msg": "patch below %s\n" % c[:12]}
            made += 1
            newps.append(x)
        n["parents"] = newps
    order = topo(nodes, lambda c: (pos.get(c, -1),))
    taglist = [(t[0], t[1]) for t in tags if t[1] in nodes]
    nexttip = off[-1] if off else fp[0]
    return nodes, order, taglist, [("master", fp[0]), ("next", nexttip)], made


def cached(outdir, inputs, build):
    h = hashlib.sha256()
    for f in inputs:
        h.update(open(f, "rb").read())
    stamp = os.path.join(outdir, "stamp")
    if os.path.exists(stamp) and open(stamp).read() == h.hexdigest():
        return
    build()
    with open(stamp, "w") as f:
        f.write(h.hexdigest())


def uboot(corpus, outdir):
    maint = os.path.join(corpus, "files", "MAINTAINERS")
    inputs = [os.path.join(corpus, f) for f in
              ("merges.txt", "first-parent.txt", "tags.txt")] + \
        [maint, os.path.abspath(__file__)]
    repo = os.path.join(outdir, "repo")

    def build():
        nodes, order, taglist, heads, made = uboot_nodes(corpus)
        write_repo(repo, order, nodes, taglist, heads)
        tagc = dict(taglist)
        rel = sorted(t for t in tagc if re.match(r"^v\d+\.\d+$", t))
        exp = {"made_up_commits": made, "ranges": {}}
        for al in ("", UBOOT_ALIASES):
            tset = t_urls(maint, al)
            for i in range(1, len(rel)):
                r = "%s..%s" % (rel[i - 1], rel[i])
                exp["ranges"][r + ("+aliases" if al else "")] = \
                    analyse(nodes, tagc[rel[i]], tagc[rel[i - 1]],
                            taglist, tset, al)
            r = "%s..master" % rel[0]
            exp["ranges"][r + ("+aliases" if al else "")] = \
                analyse(nodes, heads[0][1], tagc[rel[0]], taglist, tset, al)
        with open(os.path.join(outdir, "expected.json"), "w") as f:
            json.dump(exp, f, indent=1, sort_keys=True)
    os.makedirs(outdir, exist_ok=True)
    cached(outdir, inputs, build)
    print(repo)

# ---------------------------------------------------------------- kernel

LINUS = "Linus Torvalds <torvalds@linux-foundation.org>"
JAKUB = "Jakub Kicinski <kuba@kernel.org>"
KALLE = "Kalle Valo <kvalo@kernel.org>"
MIRI = "Miri Korenblit <miriam.rachel.korenblit@intel.com>"
TGLX = "Thomas Gleixner <tglx@linutronix.de>"
DEV = "A Developer <dev@example.org>"

KERNEL_MAINTAINERS = """\
List of maintainers
-------------------

BLOCK LAYER
M:\tJens Axboe <axboe@kernel.dk>
S:\tMaintained
T:\tgit git://git.kernel.org/pub/scm/linux/kernel/git/axboe/linux-block.git
F:\tblock/

DRM DRIVERS
M:\tDave Airlie <airlied@gmail.com>
S:\tMaintained
T:\tgit https://gitlab.freedesktop.org/drm/kernel.git
F:\tdrivers/gpu/

INTEL WIRELESS WIFI LINK (iwlwifi)
M:\tMiri Korenblit <miriam.rachel.korenblit@intel.com>
S:\tSupported
T:\tgit git://git.kernel.org/pub/scm/linux/kernel/git/iwlwifi/iwlwifi-next.git
F:\tdrivers/net/wireless/intel/iwlwifi/

NETWORKING DRIVERS (WIRELESS)
M:\tKalle Valo <kvalo@kernel.org>
S:\tMaintained
T:\tgit https://git.kernel.org/pub/scm/linux/kernel/git/wireless/wireless-next.git/
F:\tdrivers/net/wireless/

NETWORKING [GENERAL]
M:\tJakub Kicinski <kuba@kernel.org>
M:\tPaolo Abeni <pabeni@redhat.com>
S:\tMaintained
T:\tgit git://git.kernel.org/pub/scm/linux/kernel/git/netdev/net.git
T:\tgit git://git.kernel.org/pub/scm/linux/kernel/git/netdev/net-next.git
F:\tnet/

SOUND
M:\tTakashi Iwai <tiwai@suse.com>
S:\tMaintained
T:\tgit git://git.kernel.org/pub/scm/linux/kernel/git/tiwai/sound.git
F:\tsound/

X86 ARCHITECTURE (32-BIT AND 64-BIT)
M:\tThomas Gleixner <tglx@linutronix.de>
S:\tMaintained
T:\tgit git://git.kernel.org/pub/scm/linux/kernel/git/tip/tip.git x86/core
F:\tarch/x86/
"""


def kernel(outdir):
    K = "git://git.kernel.org/pub/scm/linux/kernel/git/"
    nodes = {}

    def c(name, parents, who, date, msg):
        nodes[name] = {"parents": parents, "committer": who,
                       "date": date + "T12:00:00-07:00", "msg": msg + "\n"}
    c("base", [], LINUS, "2024-09-15", "Linux 6.11")
    nodes["base"]["files"] = {"MAINTAINERS": KERNEL_MAINTAINERS}
    # iwlwifi-next, pulled into wireless-next, pulled into net-next
    c("i1", ["base"], MIRI, "2024-08-28", "wifi: iwlwifi: a fix")
    c("w1", ["base"], KALLE, "2024-08-29", "wifi: a change")
    c("wm1", ["w1", "i1"], KALLE, "2024-09-02",
      "Merge tag 'iwlwifi-next-2024-08-29' of ssh://git@git.kernel.org/"
      "pub/scm/linux/kernel/git/iwlwifi/iwlwifi-next.git\n\niwlwifi features")
    c("n1", ["base"], JAKUB, "2024-09-01", "net: a change")
    c("nm1", ["n1", "wm1"], JAKUB, "2024-09-05",
      "Merge tag 'wireless-next-2024-09-04' of https://git.kernel.org/pub/"
      "scm/linux/kernel/git/wireless/wireless-next.git\n\nwireless-next")
    c("t1", ["base"], DEV, "2024-09-06", "net: sched: fix one")
    c("t2", ["t1"], DEV, "2024-09-06", "net: sched: fix two")
    c("nm2", ["nm1", "t2"], JAKUB, "2024-09-07",
      "Merge branch 'net-sched-fixes'\n\nDev says: two fixes")
    c("x1", ["base"], JAKUB, "2024-09-09", "net: a fix")
    c("nm3", ["nm2", "x1"], JAKUB, "2024-09-10",
      "Merge git://git.kernel.org/pub/scm/linux/kernel/git/netdev/net\n\n"
      "Cross-merge networking fixes.")
    c("n2", ["nm3"], JAKUB, "2024-09-11", "net: another change")
    c("L1", ["base", "n2"], LINUS, "2024-09-16",
      "Merge tag 'net-next-6.12' of " + K + "netdev/net-next\n\n"
      "Pull networking updates from Jakub Kicinski")
    c("b1", ["base"], DEV, "2024-09-12", "block: a change")
    c("L2", ["L1", "b1"], LINUS, "2024-09-17",
      "Merge tag 'for-6.12/block-20240913' of git://git.kernel.dk/linux\n\n"
      "Pull block updates from Jens Axboe")
    c("tp1", ["base"], TGLX, "2024-09-13", "x86: a change")
    c("tm1", ["tp1", "base"], TGLX, "2024-09-14",
      "Merge tag 'v6.11-rc7' into x86/core, to resolve conflicts")
    c("L3", ["L2", "tm1"], LINUS, "2024-09-18",
      "Merge tag 'x86-core-2024-09-17' of " + K + "tip/tip\n\n"
      "Pull x86 core updates from Thomas Gleixner")
    c("a1", ["base"], DEV, "2024-09-20", "mm: a patch")
    c("L4", ["L3", "a1"], LINUS, "2024-09-29",
      "Merge branch 'akpm' (patches from Andrew)")
    c("rc1", ["L4"], LINUS, "2024-09-29", "Linux 6.12-rc1")
    c("x2", ["x1"], JAKUB, "2024-10-02", "net: another fix")
    c("L5", ["rc1", "x2"], LINUS, "2024-10-03",
      "Merge tag 'net-6.12-rc2' of " + K + "netdev/net\n\n"
      "Pull networking fixes from Jakub Kicinski")
    c("d1", ["base"], DEV, "2024-10-03", "drm: a fix")
    c("L6", ["L5", "d1"], LINUS, "2024-10-04",
      "Merge tag 'drm-fixes-2024-10-04' of "
      "https://gitlab.freedesktop.org/drm/kernel.git\n\nPull drm fixes")
    c("rel", ["L6"], LINUS, "2024-10-06", "Linux 6.12")
    order = topo(nodes, lambda n: nodes[n]["date"])
    tags = [("v6.11", "base"), ("v6.12-rc1", "rc1"), ("v6.12", "rel")]
    repo = os.path.join(outdir, "repo")
    os.makedirs(outdir, exist_ok=True)
    write_repo(repo, order, nodes, tags, [("master", "rel")])
    tset = t_urls(os.path.join(repo, "MAINTAINERS"))
    exp = {"ranges": {"v6.11..v6.12": analyse(nodes, "rel", "base", tags,
                                              tset)}}
    with open(os.path.join(outdir, "expected.json"), "w") as f:
        json.dump(exp, f, indent=1, sort_keys=True)
    print(repo)

# ---------------------------------------------------------------- releases


def releases(outdir):
    """Three kernel-shaped cycles, v6.10..v6.13, each with an -rc1; the
    MAINTAINERS of v6.12 moves SOUND to another host (its pulls still
    name the old one: tied by path), adds two trees named "linux" (a pull
    of a third "linux" is ambiguous) and a T: line without a URL."""
    K = "git://git.kernel.org/pub/scm/linux/kernel/git/"
    nodes = {}
    v2 = KERNEL_MAINTAINERS.replace(
        "T:\tgit git://git.kernel.org/pub/scm/linux/kernel/git/tiwai/sound.git",
        "T:\tgit https://github.com/tiwai/sound.git") + """
VFS
M:\tChristian Brauner <brauner@kernel.org>
T:\tgit git://git.kernel.org/pub/scm/linux/kernel/git/vfs/linux.git
F:\tfs/

RUST
M:\tMiguel Ojeda <ojeda@kernel.org>
T:\tgit https://github.com/Rust-for-Linux/linux.git
T:\tgit
F:\trust/
"""
    day = [0]

    def c(name, parents, who, msg, files=None):
        day[0] += 1
        nodes[name] = {"parents": parents, "committer": who,
                       "date": "2024-%02d-%02dT12:00:00+00:00" % (
                           1 + day[0] // 28, 1 + day[0] % 28),
                       "msg": msg + "\n"}
        if files:
            nodes[name]["files"] = files

    def pull(name, head, tip, who, tag, url):
        c(name, [head, tip], who, "Merge tag '%s' of %s" % (tag, url))
        return name
    c("r0", [], LINUS, "Linux 6.10", {"MAINTAINERS": KERNEL_MAINTAINERS})
    tags = [("v6.10", "r0")]
    head = "r0"
    for cyc, rel in ((1, "6.11"), (2, "6.12"), (3, "6.13")):
        p = "c%d" % cyc
        if cyc == 2:
            c(p + "mt", [head], LINUS, "MAINTAINERS: updates",
              {"MAINTAINERS": v2})
            head = p + "mt"
        # leaves
        c(p + "w", [head], KALLE, "wifi: change")
        c(p + "i", [head], MIRI, "iwlwifi: change")
        c(p + "n", [head], JAKUB, "net: change")
        c(p + "s", [head], DEV, "sound: change")
        c(p + "d", [head], DEV, "drm: change")
        wtip = p + "w"
        if cyc == 2:
            wtip = pull(p + "wm", p + "w", p + "i", KALLE, "iwl-" + rel,
                        K + "iwlwifi/iwlwifi-next.git")
        ntip = p + "n"
        if cyc < 3:
            ntip = pull(p + "nm", p + "n", wtip, JAKUB, "wireless-" + rel,
                        "https://git.kernel.org/pub/scm/linux/kernel/git/"
                        "wireless/wireless-next.git/")
        head = pull(p + "L1", head, ntip, LINUS, "net-next-" + rel,
                    K + "netdev/net-next")
        head = pull(p + "L2", head, p + "s", LINUS, "sound-" + rel,
                    K + "tiwai/sound.git")
        if cyc >= 2:
            head = pull(p + "L3", head, p + "d", LINUS, "drm-" + rel,
                        "https://gitlab.freedesktop.org/drm/kernel.git")
        c(p + "rc1", [head], LINUS, "Linux %s-rc1" % rel)
        head = p + "rc1"
        tags.append(("v%s-rc1" % rel, head))
        c(p + "x", [head], JAKUB, "net: fix")
        head = pull(p + "L4", head, p + "x", LINUS, "net-" + rel,
                    K + "netdev/net")
        if cyc == 3:
            c(p + "b", [head], DEV, "block: change")
            head = pull(p + "L5", head, p + "b", LINUS, "block-" + rel,
                        "git://git.kernel.dk/linux")
        c(p + "rel", [head], LINUS, "Linux " + rel)
        head = p + "rel"
        tags.append(("v" + rel, head))
    order = topo(nodes, lambda n: nodes[n]["date"])
    repo = os.path.join(outdir, "repo")
    os.makedirs(outdir, exist_ok=True)
    write_repo(repo, order, nodes, tags, [("master", head)])
    tagc = dict(tags)
    exp = {"ranges": {}}
    rels = ["v6.10", "v6.11", "v6.12", "v6.13"]
    for i in range(1, len(rels)):
        r = "%s..%s" % (rels[i - 1], rels[i])
        text = KERNEL_MAINTAINERS if i == 1 else v2
        rc1 = int(epoch(nodes[tagc[rels[i] + "-rc1"]]["date"]).split()[0])
        exp["ranges"][r] = analyse(nodes, tagc[rels[i]], tagc[rels[i - 1]],
                                   tags, t_urls(None, text=text), rc1=rc1)
    with open(os.path.join(outdir, "expected.json"), "w") as f:
        json.dump(exp, f, indent=1, sort_keys=True)
    print(repo)

# ---------------------------------------------------------------- synthetic


def synthetic(outdir, nmerges=1500):
    """A kernel-sized cycle: about nmerges merges in ten times as many
    commits; a third of the top-level trees pull sub-trees, some of those
    pull sub-sub-trees."""
    nodes = {}
    day = [0]

    def date():
        day[0] += 1
        s = 1726400000 + day[0] * 97
        return datetime.fromtimestamp(s).astimezone().isoformat(
            timespec="seconds")

    def c(name, parents, who, msg):
        nodes[name] = {"parents": parents, "committer": who, "date": date(),
                       "msg": msg}

    body = "\n".join("- change %d of a long pull request text that says "
                     "what the pull brings" % i for i in range(12))
    words = ["CLOCK", "ARM/SAMSUNG EXYNOS SOC SUPPORT AND DRIVERS", "USB",
             "NETWORKING DRIVERS (WIRELESS) FOR QUALCOMM ATHEROS CHIPS",
             "I2C", "DRM DRIVERS FOR ÄLTERE GRAFIK <&> \"QUOTED\""]
    mnt = ["List of maintainers", ""]
    for t in range(nmerges * 2 // 3):
        for kind, path in (("", "sub%d/tree%d" % (t % 40, t)),
                           ("MID ", "mid%d/tree" % t),
                           ("LEAF ", "leaf%d/tree" % t)):
            mnt += ["%s%s %d" % (kind, words[t % len(words)], t),
                    "M:\tA Maintainer <m%d@example.org>" % t,
                    "T:\tgit git://git.kernel.org/pub/scm/linux/kernel/git/"
                    "%s.git" % path, "F:\tdrivers/x%d/" % t, ""]
    c("base", [], LINUS, "Linux 6.11\n")
    nodes["base"]["files"] = {"MAINTAINERS": "\n".join(mnt)}

    def branch(prefix, n, parent):
        prev = parent
        for i in range(n):
            c("%s-%d" % (prefix, i), [prev], DEV,
              "subsystem: change %d\n\nA patch.\n" % i)
            prev = "%s-%d" % (prefix, i)
        return prev

    head = "base"
    k = 0
    ntop = nmerges * 2 // 3
    for t in range(ntop):
        tree = "sub%d/tree%d" % (t % 40, t)
        tip = branch("t%d" % t, 11, "base")
        if t % 3 == 0 and k < nmerges - ntop:
            sub = branch("s%d" % t, 5, "base")
            if t % 9 == 0:
                subsub = branch("ss%d" % t, 3, "base")
                c("ssm%d" % t, [sub, subsub], JAKUB,
                  "Merge tag 'x-%d' of git://git.kernel.org/pub/scm/linux/"
                  "kernel/git/leaf%d/tree.git\n\n%s\n" % (t, t, body))
                sub = "ssm%d" % t
                k += 1
            c("sm%d" % t, [tip, sub], JAKUB,
              "Merge branch 'for-next' of https://git.kernel.org/pub/scm/"
              "linux/kernel/git/mid%d/tree.git\n\n%s\n" % (t, body))
            tip = "sm%d" % t
            k += 1
        c("m%d" % t, [head, tip], LINUS,
          "Merge tag '%s-6.12' of git://git.kernel.org/pub/scm/linux/kernel/"
          "git/%s\n\nPull updates\n\n%s\n" % (tree.replace("/", "-"), tree,
                                              body))
        head = "m%d" % t
        if t % 50 == 49:
            head = branch("l%d" % t, 3, head)
    c("rel", [head], LINUS, "Linux 6.12\n")
    order = topo(nodes, lambda n: nodes[n]["date"])
    repo = os.path.join(outdir, "repo")
    os.makedirs(outdir, exist_ok=True)
    write_repo(repo, order, nodes, [("v6.11", "base"), ("v6.12", "rel")],
               [("master", "rel")])
    exp = {"commits": len(nodes),
           "ranges": {"v6.11..v6.12": analyse(
               nodes, "rel", "base", [],
               t_urls(None, text=nodes["base"]["files"]["MAINTAINERS"]))}}
    with open(os.path.join(outdir, "expected.json"), "w") as f:
        json.dump(exp, f, indent=1, sort_keys=True)
    print(repo)


def compare(expected, key):
    """exit 1 (and say why) unless the summary on stdin has every value
    expected for range key"""
    e = json.load(open(expected))["ranges"][key]
    a = json.load(sys.stdin)["summary"]
    bad = ["%s: maint %s, expected %s" % (k, a.get(k), e[k]) for k in e
           if a.get(k) != e[k]]
    print("\n".join(bad))
    sys.exit(1 if bad else 0)


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "compare":
        compare(sys.argv[2], sys.argv[3])
    elif len(sys.argv) >= 4 and sys.argv[1] == "uboot":
        uboot(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 3 and sys.argv[1] == "kernel":
        kernel(sys.argv[2])
    elif len(sys.argv) == 3 and sys.argv[1] == "releases":
        releases(sys.argv[2])
    elif len(sys.argv) in (3, 4) and sys.argv[1] == "synthetic":
        synthetic(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 1500)
    else:
        sys.stderr.write(__doc__)
        sys.exit(2)


if __name__ == "__main__":
    main()
