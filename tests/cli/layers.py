#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""The library's dependencies point one way (doc/design.md, Folders).

    python3 tests/cli/layers.py EDGES

EDGES has one line "USER DEFINER" for every symbol an object of lib/
takes from another (paths below lib/, e.g. "get/git.o base/gitrun.o"),
as `nm` finds them (t7007 makes it).  Prints one line per offence and
exits 1 when there is any:

- "up: A -> B (folders X -> Y)": an object uses one of a folder above
  its own or beside it (the folders' ranks below; a folder uses only
  folders of a lower rank, and common/);
- "cycle: A B ...": objects that use each other, directly or round about
  (also inside one folder).
"""
import sys

# base -> db -> history -> get, lint -> profile -> release ->
# report, pulls -> preflight; common/ is below all of them.
RANK = {
    'common': -1,
    'base': 0,
    'db': 1,
    'history': 2,
    'get': 3,
    'lint': 3,
    'profile': 4,
    'release': 5,
    'report': 6,
    'pulls': 6,
    'preflight': 7,
}


def folder(obj):
    return obj.split('/')[0]


def sccs(graph):
    """Strongly connected components of more than one node (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(100000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def main():
    graph = {}
    bad = []
    with open(sys.argv[1]) as f:
        for line in f:
            if not line.strip():
                continue
            a, b = line.split()
            graph.setdefault(a, set()).add(b)
    for a in sorted(graph):
        for b in sorted(graph[a]):
            fa, fb = folder(a), folder(b)
            if fa not in RANK or fb not in RANK:
                bad.append('unknown folder: %s -> %s' % (a, b))
            elif fa != fb and RANK[fb] >= RANK[fa]:
                bad.append('up: %s -> %s (folders %s -> %s)' %
                           (a, b, fa, fb))
    for comp in sccs(graph):
        bad.append('cycle: ' + ' '.join(comp))
    for b in bad:
        print(b)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
