#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Oracle conformance: run every recorded get_maintainer.pl case of the
shared corpus through `maint get` and compare byte for byte.

The corpus (see its README.md) records, per case, the world (a laid-out
tree), the input (a patch of the corpus or a path given with -f), the
options, get_maintainer.pl's exit status and its exact standard output
(and, for the err-* cases, its standard error).

The cases of a run share maint's index of each MAINTAINERS
($XDG_CACHE_HOME/maint, in the run's scratch directory), as a user's runs
do: the first case of each MAINTAINERS parses it and writes the index,
the others read it (an answer must never depend on it); --fresh-cache
gives each case its own empty one, so that every case parses.

Worlds are laid out once with the corpus's own build-world.sh into a cache
(build/worlds) and reused while a stamp says they were built from the same
corpus files.  They are left read-only, and after the run they are checked
for files that appeared, disappeared or changed: maint must never write
into the tree it answers for.

Cases listed in pending.txt are expected to fail for now; they are counted
apart.  A pending case that passes is a failure, so the list only shrinks.

Worlds that are git repositories (xen) get a history index first (`maint
history --update`, kept in build/history-cache and brought up to date on
each run), which every case of the world finds in its own empty $HOME:
the git cases are answered from the index, and must be byte for byte what
the script answered through git.  --history=git runs them through git
alone (MAINT_HISTORY=off), as before the index.

Exit status: 0 when every case passed (or the corpus is absent and
MAINT_REQUIRE_CORPUS is not 1), 1 otherwise, 2 on usage errors.
"""

import argparse
import concurrent.futures
import difflib
import fcntl
import hashlib
import json
import os
import re
import shlex
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))

STAMP_VERSION = 2
DIFF_LINES = 40
STDERR_LINES = 12
SANITIZER_MARKS = (b"ERROR: AddressSanitizer", b"ERROR: LeakSanitizer",
                   b"runtime error:", b"WARNING: MemorySanitizer")
VALGRIND_STATUS = 99


def note(msg):
    print("conformance: " + msg, file=sys.stderr, flush=True)


def die(msg, code=1):
    print("conformance: error: " + msg, file=sys.stderr, flush=True)
    sys.exit(code)


# Cases

class Case:
    __slots__ = ("index", "id", "world", "kind", "input", "args", "status")

    def __init__(self, index, fields):
        self.index = index
        (self.id, self.world, self.kind, self.input, args,
         status) = fields
        self.args = args.split(" ") if args else []
        self.status = int(status)


def load_cases(corpus):
    path = os.path.join(corpus, "get", "cases.tsv")
    cases = []
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) != 6:
                die("%s:%d: expected 6 tab-separated fields, got %d"
                    % (path, n, len(fields)))
            if fields[2] not in ("file", "patch"):
                die("%s:%d: unknown kind '%s'" % (path, n, fields[2]))
            try:
                cases.append(Case(len(cases), fields))
            except ValueError:
                die("%s:%d: bad status '%s'" % (path, n, fields[5]))
    return cases


def load_pending(path):
    ids = set()
    if not os.path.exists(path):
        return ids
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                ids.add(line)
    return ids


def sample_cases(cases, n):
    """A deterministic sample of about n cases spread over the worlds:
    each world gets a share proportional to its size (at least one when n
    allows), taken evenly spaced through its cases."""
    if n <= 0 or n >= len(cases):
        return cases
    groups = {}
    for c in cases:
        groups.setdefault(c.world, []).append(c)
    worlds = list(groups)
    total = len(cases)
    quota = {w: 0 for w in worlds}
    left = n
    if n >= len(worlds):
        for w in worlds:
            quota[w] = 1
        left -= len(worlds)
    # Largest remainder for the rest.
    shares = [(left * len(groups[w]) / total, w) for w in worlds]
    for share, w in shares:
        quota[w] += int(share)
    rest = n - sum(quota.values())
    for share, w in sorted(shares, key=lambda s: (-(s[0] - int(s[0])),
                                                  worlds.index(s[1]))):
        if rest <= 0:
            break
        quota[w] += 1
        rest -= 1
    picked = []
    for w in worlds:
        g, q = groups[w], min(quota[w], len(groups[w]))
        picked += [g[int((i + 0.5) * len(g) / q)] for i in range(q)]
    picked.sort(key=lambda c: c.index)
    return picked


# Worlds

def file_sig(path):
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    return [st.st_size, st.st_mtime_ns]


def sha256_file(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def world_source_sig(corpus, name):
    """What a laid-out world depends on in the corpus."""
    src = os.path.join(corpus, name)
    sig = {
        "version": STAMP_VERSION,
        "corpus": os.path.realpath(corpus),
        "build-world.sh": sha256_file(os.path.join(corpus, "build-world.sh")),
    }
    for f in ("MAINTAINERS", ".mailmap", ".get_maintainer.ignore",
              "tree.txt", "xen-git.tar"):
        p = os.path.join(src, f)
        s = file_sig(p)
        sig[f] = s
        if s is not None and f in ("MAINTAINERS", "tree.txt"):
            sig[f + ":sha256"] = sha256_file(p)
    files = []
    top = os.path.join(src, "files")
    for dirpath, dirnames, filenames in os.walk(top):
        dirnames.sort()
        for fn in sorted(filenames):
            p = os.path.join(dirpath, fn)
            files.append([os.path.relpath(p, top)] + file_sig(p))
    sig["files"] = hashlib.sha256(
        json.dumps(files).encode("utf-8", "surrogateescape")).hexdigest()
    return sig


def tree_guard(root):
    """A cheap fingerprint of a laid-out world that changes when a file or
    directory is created, removed or renamed anywhere in it (every
    directory's mtime and the number of entries), or when a top-level file
    is rewritten.  .git is left out: git keeps its own bookkeeping there."""
    rows = []
    count = 0
    stack = [root]
    while stack:
        d = stack.pop()
        st = os.lstat(d)
        rows.append("%s\0%d\0%o" % (d, st.st_mtime_ns, st.st_mode))
        with os.scandir(d) as it:
            for e in it:
                count += 1
                if e.is_dir(follow_symlinks=False):
                    if d != root or e.name != ".git":
                        stack.append(e.path)
                elif d == root:
                    s = e.stat(follow_symlinks=False)
                    rows.append("%s\0%d\0%d" % (e.path, s.st_size,
                                                  s.st_mtime_ns))
    rows.sort()
    h = hashlib.sha256("\n".join(rows).encode("utf-8", "surrogateescape"))
    return "%d:%s" % (count, h.hexdigest())


def make_writable(path):
    if not os.path.lexists(path):
        return
    if os.path.isdir(path) and not os.path.islink(path):
        for dirpath, dirnames, filenames in os.walk(path):
            os.chmod(dirpath, 0o755)
    else:
        try:
            os.chmod(path, 0o644)
        except OSError:
            pass


def remove_tree(path):
    if not os.path.lexists(path):
        return
    make_writable(path)
    if os.path.isdir(path) and not os.path.islink(path):
        shutil.rmtree(path)
    else:
        os.unlink(path)


def make_readonly(path):
    for dirpath, dirnames, filenames in os.walk(path):
        for fn in filenames:
            p = os.path.join(dirpath, fn)
            st = os.lstat(p)
            if stat.S_ISREG(st.st_mode):
                os.chmod(p, stat.S_IMODE(st.st_mode) & ~0o222)
    # Directories last, deepest first, so the walk above could still read.
    dirs = [dp for dp, _, _ in os.walk(path)]
    for d in reversed(dirs):
        os.chmod(d, stat.S_IMODE(os.lstat(d).st_mode) & ~0o222)


class Worlds:
    def __init__(self, corpus, cache):
        self.corpus = corpus
        self.cache = cache
        self.guards = {}

    def stamp_path(self, name):
        return os.path.join(self.cache, name + ".stamp")

    def path(self, name):
        return os.path.join(self.cache, name)

    def prepare(self, names):
        """Lay out every world in names unless the cached one is current.
        Returns the total seconds spent laying out."""
        os.makedirs(self.cache, exist_ok=True)
        spent = 0.0
        with open(os.path.join(self.cache, ".lock"), "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            for name in names:
                spent += self._prepare_one(name)
        return spent

    def _prepare_one(self, name):
        src = os.path.join(self.corpus, name)
        if not os.path.isdir(src):
            die("world '%s' not found in the corpus (%s)" % (name, src))
        dest = self.path(name)
        want = world_source_sig(self.corpus, name)
        try:
            with open(self.stamp_path(name), encoding="utf-8") as f:
                stamp = json.load(f)
        except (OSError, ValueError):
            stamp = None
        if stamp and stamp.get("source") == want and os.path.isdir(dest):
            guard = tree_guard(dest)
            if guard == stamp.get("guard"):
                self.guards[name] = guard
                return 0.0
            note("world %s was modified since it was laid out; "
                 "laying it out again" % name)
        note("laying out world %s in %s" % (name, dest))
        t0 = time.monotonic()
        try:
            os.unlink(self.stamp_path(name))
        except FileNotFoundError:
            pass
        tmp = os.path.join(self.cache, ".%s.tmp" % name)
        remove_tree(tmp)
        r = subprocess.run(["bash", os.path.join(self.corpus,
                                                 "build-world.sh"),
                            src, tmp], stdin=subprocess.DEVNULL,
                           env=clean_env(os.environ.get("HOME", "/")))
        if r.returncode != 0:
            remove_tree(tmp)
            die("build-world.sh %s failed with status %d"
                % (name, r.returncode))
        make_readonly(tmp)
        remove_tree(dest)
        os.rename(tmp, dest)
        guard = tree_guard(dest)
        self.guards[name] = guard
        tmpstamp = self.stamp_path(name) + ".tmp"
        with open(tmpstamp, "w", encoding="utf-8") as f:
            json.dump({"source": want, "guard": guard}, f, indent=1)
            f.write("\n")
        os.rename(tmpstamp, self.stamp_path(name))
        spent = time.monotonic() - t0
        note("laid out world %s in %.1f s" % (name, spent))
        return spent

    def check_untouched(self, name):
        """After the run: was anything written into the world?"""
        if tree_guard(self.path(name)) == self.guards.get(name):
            return True
        try:
            os.unlink(self.stamp_path(name))
        except FileNotFoundError:
            pass
        return False


# Running

def clean_env(home, cache=None):
    env = {}
    for k, v in os.environ.items():
        if k.startswith("GIT_") or k.startswith("LC_") or k in (
                "LANG", "LANGUAGE", "XDG_CONFIG_HOME", "EMAIL",
                "PERL5LIB", "PERL5OPT"):
            continue
        env[k] = v
    env["HOME"] = home
    if cache:
        env["XDG_CACHE_HOME"] = cache
    env["LC_ALL"] = "C.UTF-8"
    env["TZ"] = "UTC"
    env["GIT_CONFIG_NOSYSTEM"] = "1"
    # git reads a bare date such as --git-since=2024-07-01 as that day at
    # the time of day it is now, so a commit of 2024-07-01 17:31 UTC counts
    # before 17:31 and not after (the real get_maintainer.pl answers the
    # same way).  The recorded answers were made before that hour: git's
    # clock (GIT_TEST_DATE_NOW, read by git's approxidate) is today at
    # 12:00 UTC, so a run gives the same answer at any hour.
    day = int(time.time()) // 86400 * 86400
    env["GIT_TEST_DATE_NOW"] = str(day + 12 * 3600)
    return env


class Result:
    __slots__ = ("case", "argv", "cwd", "ok", "reasons", "stdout", "stderr",
                 "expected", "expected_err", "rc", "seconds")


# Worlds that carry a get_maintainer.pl other than the one their cases were
# recorded with: the xen world keeps Xen's fork of the script (0.26-xen,
# which knows no --no-tree), but its cases were recorded with the kernel's
# newest script (the corpus README), so maint answers as that one there.
RECORDED_WITH = {"xen": "--compat=newest"}


def case_argv(case, maint, corpus, prefix, extra=()):
    argv = prefix + [maint, "get"] + list(extra) + case.args
    if case.world in RECORDED_WITH and not any(
            a.startswith(("--compat", "--script")) for a in extra):
        argv.insert(len(prefix) + 2, RECORDED_WITH[case.world])
    if case.kind == "file":
        argv += ["-f", case.input]
        shown = case.input
    else:
        shown = os.path.join(corpus, case.input)
        argv.append(shown)
    return argv, shown


def run_process(argv, cwd, env, timeout):
    """Run argv in its own session; on timeout kill the whole group (a
    child such as git may hold the pipes open)."""
    p = subprocess.Popen(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         start_new_session=True)
    try:
        out, err = p.communicate(timeout=timeout)
        return p.returncode, out, err, False
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, err = p.communicate()
        return p.returncode, out, err, True


def history_indexes(opts, worlds, names, tmproot):
    """The history index of every git world, brought up to date: world
    name -> index file."""
    out = {}
    if opts.history != "index":
        return out
    cache = os.path.join(REPO, "build", "history-cache")
    os.makedirs(cache, mode=0o700, exist_ok=True)
    for n in names:
        path = worlds.path(n)
        if not os.path.isdir(os.path.join(path, ".git")):
            continue
        home = tempfile.mkdtemp(prefix="home-", dir=tmproot)
        env = clean_env(home)
        env["XDG_CACHE_HOME"] = cache
        t0 = time.monotonic()
        r = subprocess.run([opts.maint, "history", "--update", "--json",
                            "--repo", path], env=env, cwd=path,
                           stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE)
        shutil.rmtree(home, ignore_errors=True)
        try:
            st = json.loads(r.stdout)
        except ValueError:
            st = {}
        if r.returncode or st.get("state") != "ready" or not st.get("index"):
            note("world %s: no history index (%s); its git cases run "
                 "through git" % (n, st.get("why") or
                                  r.stderr.decode(errors="replace").strip()))
            continue
        note("world %s: history index ready (%d commits, %.1f s)" % (
            n, st.get("commits", 0), time.monotonic() - t0))
        out[n] = st["index"]
    return out


def run_case(case, opts, worlds, tmproot):
    res = Result()
    res.case = case
    res.reasons = []
    res.cwd = worlds.path(opts.in_world or case.world)
    prefix = []
    if opts.valgrind:
        prefix = ["valgrind", "--error-exitcode=%d" % VALGRIND_STATUS, "-q",
                  "--leak-check=full"]
    res.argv, shown = case_argv(case, opts.maint, opts.corpus, prefix,
                                opts.arg)
    exp_dir = os.path.join(opts.corpus, "get", "expected")
    try:
        with open(os.path.join(exp_dir, case.id + ".out"), "rb") as f:
            res.expected = f.read()
    except FileNotFoundError:
        res.expected = None
        res.reasons.append("no get/expected/%s.out in the corpus" % case.id)
    res.expected_err = None
    if case.id.startswith("err-"):
        try:
            with open(os.path.join(exp_dir, case.id + ".err"), "rb") as f:
                e = f.read()
            prog = os.path.basename(opts.maint).encode()
            res.expected_err = e.replace(b"{prog}", prog).replace(
                b"{input}", os.fsencode(shown))
        except FileNotFoundError:
            pass
    home = tempfile.mkdtemp(prefix="home-", dir=tmproot)
    env = clean_env(home, opts.cache)
    index = opts.indexes.get(opts.in_world or case.world)
    if index and opts.cache:
        pass  # copied into the shared cache once (main())
    elif index:
        # the world's history index, where this maint looks for it
        d = os.path.join(home, ".cache", "maint")
        os.makedirs(d, mode=0o700)
        os.chmod(os.path.join(home, ".cache"), 0o700)
        dst = os.path.join(d, os.path.basename(index))
        shutil.copyfile(index, dst)
        os.chmod(dst, 0o600)
    else:
        # through git, without an index built behind the case's back
        env["MAINT_HISTORY"] = "off"
    t0 = time.monotonic()
    try:
        rc, out, err, timed_out = run_process(res.argv, res.cwd, env,
                                              opts.timeout)
    except OSError as e:
        rc, out, err, timed_out = None, b"", str(e).encode(), False
        res.reasons.append("cannot run: %s" % e)
    res.seconds = time.monotonic() - t0
    shutil.rmtree(home, ignore_errors=True)
    res.rc, res.stdout, res.stderr = rc, out, err
    if timed_out:
        res.reasons.append("timed out after %g s" % opts.timeout)
    elif rc is not None:
        if rc < 0:
            res.reasons.append("killed by signal %d" % -rc)
        elif opts.valgrind and rc == VALGRIND_STATUS:
            res.reasons.append("valgrind reported errors")
        elif (rc == 0) != (case.status == 0):
            res.reasons.append("exit status %d, expected %s" % (
                rc, "0" if case.status == 0 else "non-zero (%d)"
                % case.status))
    if any(m in err for m in SANITIZER_MARKS):
        res.reasons.append("sanitizer report on stderr")
    if res.expected is not None and out != res.expected:
        res.reasons.append("stdout differs")
    if res.expected_err is not None and err != res.expected_err:
        res.reasons.append("stderr differs")
    res.ok = not res.reasons
    return res


# Reporting

def diff_text(expected, actual, label):
    a = expected.decode("utf-8", "backslashreplace").splitlines(True)
    b = actual.decode("utf-8", "backslashreplace").splitlines(True)
    lines = []
    for line in difflib.unified_diff(a, b, "expected " + label,
                                     "actual " + label):
        if not line.endswith("\n"):
            line += "\n\\ No newline at end of file\n"
        lines.extend(line.splitlines(True))
    if len(lines) > DIFF_LINES:
        more = len(lines) - DIFF_LINES
        lines = lines[:DIFF_LINES] + ["... (%d more diff lines)\n" % more]
    return "".join(lines)


def show_failure(res):
    c = res.case
    out = ["FAIL %s (world %s): %s\n" % (c.id, c.world,
                                         "; ".join(res.reasons))]
    out.append("  (cd %s && GIT_TEST_DATE_NOW=%s %s)\n" % (
        shlex.quote(res.cwd), clean_env("/")["GIT_TEST_DATE_NOW"],
        shlex.join(res.argv)))
    if res.expected is not None and res.stdout != res.expected:
        out.append(diff_text(res.expected, res.stdout, "stdout"))
    if res.expected_err is not None and res.stderr != res.expected_err:
        out.append(diff_text(res.expected_err, res.stderr, "stderr"))
    elif res.stderr and res.expected_err is None:
        err = res.stderr.decode("utf-8", "backslashreplace").splitlines()
        out.append("  stderr:\n")
        for line in err[:STDERR_LINES]:
            out.append("  | %s\n" % line)
        if len(err) > STDERR_LINES:
            out.append("  | ... (%d more lines)\n" % (len(err) -
                                                     STDERR_LINES))
    sys.stdout.write("".join(out) + "\n")


def show_progress(futs, pending, t0, every):
    """A line "N/M cases (P%), F failing, T s" at most every `every`
    seconds while the cases run (a pending case counts as failing only
    when it passes)."""
    done = failing = 0
    last = t0
    for f in concurrent.futures.as_completed(futs):
        r = f.result()
        done += 1
        if r.ok == (r.case.id in pending):
            failing += 1
        now = time.monotonic()
        if now - last >= every and done < len(futs):
            last = now
            print("conformance: %d/%d cases (%d%%), %d failing, %.0f s"
                  % (done, len(futs), 100 * done // len(futs), failing,
                     now - t0), flush=True)


def parse_args(argv):
    ap = argparse.ArgumentParser(
        description="Run the corpus's recorded get_maintainer.pl cases "
        "through `maint get` and compare byte for byte.")
    ap.add_argument("--maint", default="./maint",
                    help="the maint binary (default ./maint)")
    ap.add_argument("--corpus",
                    default=os.path.join(os.path.dirname(REPO), "shared",
                                         "corpus"),
                    help="the shared corpus (default REPO/../shared/corpus)")
    ap.add_argument("--worlds", default=os.path.join(REPO, "build", "worlds"),
                    help="cache of laid-out worlds (default build/worlds)")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1,
                    help="parallel runs (default: number of CPUs)")
    ap.add_argument("--filter", metavar="REGEX",
                    help="only case ids matching REGEX (re.search)")
    ap.add_argument("--world", metavar="NAME", help="only cases of world NAME")
    ap.add_argument("--valgrind", action="store_true",
                    help="run maint under valgrind (leak check on)")
    ap.add_argument("--sample", type=int, metavar="N",
                    help="a deterministic sample of N cases across worlds")
    ap.add_argument("--show", type=int, default=5, metavar="N",
                    help="print diffs of up to N failing cases (default 5)")
    ap.add_argument("--pending", default=os.path.join(HERE, "pending.txt"),
                    help="ids expected to fail for now")
    ap.add_argument("--timeout", type=float, metavar="SECONDS",
                    help="per case (default 60; 600 with --valgrind)")
    ap.add_argument("--in-world", metavar="NAME",
                    help="run the selected cases in world NAME instead of "
                    "their own (e.g. the linux-6.12-s612 cases in "
                    "linux-6.12 with --arg=--compat=6.12)")
    ap.add_argument("--arg", action="append", default=[], metavar="ARG",
                    help="an option for maint get before each case's own "
                    "(repeatable)")
    ap.add_argument("--fresh-cache", action="store_true",
                    help="each case without maint's MAINTAINERS index "
                    "(default: the cases of a run share one, as a user's "
                    "~/.cache/maint is shared; the first case of each "
                    "MAINTAINERS builds it)")
    ap.add_argument("--progress", type=float, metavar="SECONDS",
                    help="print a progress line (cases done, failures so "
                    "far) at most every SECONDS")
    ap.add_argument("--history", choices=("index", "git"), default="index",
                    help="git worlds: answer from a history index made "
                    "first (default), or through git alone")
    ap.add_argument("--prepare-only", action="store_true",
                    help="only lay out the worlds the selection needs and "
                    "print their paths, one a line")
    opts = ap.parse_args(argv)
    if opts.jobs < 1:
        ap.error("-j must be at least 1")
    if opts.timeout is None:
        opts.timeout = 600.0 if opts.valgrind else 60.0
    return opts


def main(argv):
    opts = parse_args(argv)
    opts.corpus = os.path.abspath(opts.corpus)
    opts.worlds = os.path.abspath(opts.worlds)

    if not os.path.isdir(opts.corpus):
        if os.environ.get("MAINT_REQUIRE_CORPUS") == "1":
            die("corpus not found at %s (MAINT_REQUIRE_CORPUS=1)"
                % opts.corpus)
        print("conformance: SKIPPED: corpus not found at %s" % opts.corpus,
              flush=True)
        return 0
    if not os.path.isfile(os.path.join(opts.corpus, "get", "cases.tsv")):
        die("%s has no get/cases.tsv" % opts.corpus)

    cases = load_cases(opts.corpus)
    known = {c.id for c in cases}
    if opts.world:
        cases = [c for c in cases if c.world == opts.world]
    if opts.filter:
        try:
            rx = re.compile(opts.filter)
        except re.error as e:
            die("bad --filter: %s" % e, 2)
        cases = [c for c in cases if rx.search(c.id)]
    if opts.sample is not None:
        cases = sample_cases(cases, opts.sample)

    names = []
    for c in cases:
        if c.world not in names:
            names.append(c.world)
    if opts.world and opts.world not in names:
        names.append(opts.world)
    if opts.in_world:
        names = [opts.in_world]

    worlds = Worlds(opts.corpus, opts.worlds)

    if opts.prepare_only:
        worlds.prepare(names)
        for n in names:
            print(worlds.path(n))
        return 0

    if os.path.sep not in opts.maint:
        opts.maint = os.path.join(".", opts.maint)
    opts.maint = os.path.abspath(opts.maint)
    if not os.path.isfile(opts.maint) or not os.access(opts.maint, os.X_OK):
        die("maint binary not found or not executable: %s (build it with "
            "make, or pass --maint PATH)" % opts.maint)
    if opts.valgrind and shutil.which("valgrind") is None:
        die("--valgrind given but valgrind is not installed")
    if not cases:
        die("no case selected")

    pending = load_pending(opts.pending)
    stale = sorted(pending - known)
    if stale:
        note("%d id(s) in %s are not cases: %s" % (
            len(stale), opts.pending, " ".join(stale[:10])
            + (" ..." if len(stale) > 10 else "")))

    spent = worlds.prepare(names)
    if spent:
        note("laying out worlds took %.1f s" % spent)

    t0 = time.monotonic()
    tmproot = tempfile.mkdtemp(prefix="maint-conformance-")
    opts.cache = None
    if not opts.fresh_cache:
        opts.cache = os.path.join(tmproot, "cache")
        os.mkdir(opts.cache, 0o700)
    if opts.progress:
        print("conformance: %d case(s) in %d world(s), %d at a time"
              % (len(cases), len(names), opts.jobs), flush=True)
    try:
        opts.indexes = history_indexes(opts, worlds,
                                       [n for n in names], tmproot)
        if opts.cache:
            # the cases share one cache: the worlds' history indexes in it
            d = os.path.join(opts.cache, "maint")
            os.makedirs(d, mode=0o700, exist_ok=True)
            for index in opts.indexes.values():
                dst = os.path.join(d, os.path.basename(index))
                shutil.copyfile(index, dst)
                os.chmod(dst, 0o600)
        with concurrent.futures.ThreadPoolExecutor(opts.jobs) as ex:
            futs = [ex.submit(run_case, c, opts, worlds, tmproot)
                    for c in cases]
            if opts.progress:
                show_progress(futs, pending, t0, opts.progress)
            results = [f.result() for f in futs]
    finally:
        shutil.rmtree(tmproot, ignore_errors=True)
    elapsed = time.monotonic() - t0

    passed, failed, npending = [], [], []
    for r in results:
        if r.case.id in pending:
            if r.ok:
                r.ok = False
                r.reasons.append("pending case now passes: remove it from "
                                 "%s" % os.path.basename(opts.pending))
                failed.append(r)
            else:
                npending.append(r)
        elif r.ok:
            passed.append(r)
        else:
            failed.append(r)

    touched = [n for n in names if not worlds.check_untouched(n)]

    for r in failed[:max(opts.show, 0)]:
        show_failure(r)
    if len(failed) > opts.show:
        rest = [r.case.id for r in failed[opts.show:]]
        shown = rest[:40]
        print("not shown: %d more failing case(s): %s%s" % (
            len(rest), " ".join(shown), " ..." if len(rest) > 40 else ""))
    if failed:
        per = {}
        for r in failed:
            per[r.case.world] = per.get(r.case.world, 0) + 1
        print("failed per world: " + ", ".join(
            "%s %d" % (w, n) for w, n in per.items()))
        print("rerun one: python3 %s --maint %s --filter '^%s$' --show 1" % (
            os.path.relpath(os.path.abspath(__file__)),
            shlex.quote(opts.maint), failed[0].case.id))
    for n in touched:
        print("FAIL: world %s was modified during the run (maint must "
              "never write into the tree); it will be laid out again"
              % n)
    slow = sorted(results, key=lambda r: -r.seconds)[:3]
    print("ran %d case(s) in %.1f s with -j %d%s; slowest: %s" % (
        len(results), elapsed, opts.jobs,
        " under valgrind" if opts.valgrind else "",
        ", ".join("%s %.2f s" % (r.case.id, r.seconds) for r in slow)))
    if npending:
        print("pending: %d (expected failures, see %s)" % (
            len(npending), os.path.basename(opts.pending)))
    nfailed = len(failed) + len(touched)
    print("%d passed, %d failed" % (len(passed), nfailed))
    sys.stdout.flush()
    return 1 if nfailed else 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        sys.exit(130)
