#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""maint activity's counts for some sections, against git log itself.

  activity-check.py ACTIVITY_JSON REPO SINCE [SECTION...]

For each section (default: every section whose F: patterns are all plain
paths: no wildcard, and which has no X: or N: line), the same questions
asked of git directly: the commits (merges apart) reachable from HEAD
since SINCE whose diff touches the section's F: paths (`git log
--since=SINCE --no-merges --full-history -- PATHS`), and for each person
the section lists, how many
of those they authored and how many name them in a Signed-off-by:,
Acked-by: or Reviewed-by: line.  Addresses are compared as written, in
lower case: run maint activity with --no-mailmap.  Prints one line per
section checked and exits 1 on a difference.
"""
import json
import re
import subprocess
import sys


def sections(maintainers):
    """name -> {"F": [...], "X": [...], "N": [...], "M": [...], "R": [...]}"""
    out, name, cur = {}, None, None
    for line in open(maintainers, encoding="utf-8", errors="replace"):
        line = line.rstrip("\n")
        m = re.match(r"^([A-Z]):\s*(.*)$", line)
        if m and cur is not None:
            cur.setdefault(m.group(1), []).append(m.group(2).strip())
        elif line.strip() and not m:
            name, cur = line.strip(), {}
            out[name] = cur
        elif not line.strip():
            cur = None
    return out


def addr(v):
    m = re.search(r"<([^>]+)>", v)
    return (m.group(1) if m else v.split()[0]).strip().lower()


def git(repo, *args):
    return subprocess.run(["git", "-C", repo] + list(args), check=True,
                          stdout=subprocess.PIPE).stdout.decode(
                              "utf-8", "replace")


def main():
    data = json.load(open(sys.argv[1]))
    repo, since = sys.argv[2], sys.argv[3]
    want = sys.argv[4:]
    secs = sections(repo + "/MAINTAINERS")
    got = {s["name"]: s for s in data["sections"]}
    if not want:
        want = [n for n, s in secs.items()
                if s.get("F") and not s.get("X") and not s.get("N") and
                not any(c in f for f in s["F"] for c in "*?[")]
    bad = 0
    for name in want:
        s = secs[name]
        paths = [f.rstrip("/") for f in s["F"]]
        log = git(repo, "log", "--since=" + since, "--no-merges", "--full-history",
                  "--format=%x00%ae%x01%B", "--", *paths)
        commits = [c for c in log.split("\0") if c]
        people = {}
        for c in commits:
            author, body = c.split("\x01", 1)
            tags = {"authored": {author.lower()}}
            for kind, tag in (("signoff", "signed-off-by"),
                              ("ack", "acked-by"),
                              ("review", "reviewed-by")):
                tags[kind] = {addr(l.split(":", 1)[1])
                              for l in body.splitlines()
                              if l.strip().lower().startswith(tag + ":")
                              and "@" in l}
            for kind, who in tags.items():
                for a in who:
                    people.setdefault(a, {}).setdefault(kind, 0)
                    people[a][kind] += 1
        mine = got.get(name)
        problems = []
        if mine is None:
            problems.append("not in maint's answer")
        else:
            if mine["commits"] != len(commits):
                problems.append("commits %d, git %d" % (mine["commits"],
                                                         len(commits)))
            for v in s.get("M", []) + s.get("R", []):
                a = addr(v)
                p = [q for q in mine["people"] if q["email"] == a]
                if not p:
                    problems.append("%s not listed" % a)
                    continue
                for kind in ("authored", "signoff", "ack", "review"):
                    g = people.get(a, {}).get(kind, 0)
                    if p[0]["counts"][kind] != g:
                        problems.append("%s %s %d, git %d" % (
                            a, kind, p[0]["counts"][kind], g))
        print("%s %s: %d commits%s" % ("DIFF" if problems else "ok", name,
                                       len(commits),
                                       "; " + "; ".join(problems)
                                       if problems else ""))
        bad += bool(problems)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
