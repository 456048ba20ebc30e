#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""The library's dependencies point one way (doc/design.md, Folders).

    python3 tests/cli/layers.py EDGES
    python3 tests/cli/layers.py --headers TOP SYMBOLS

EDGES has one line "USER DEFINER" for every symbol an object of lib/
takes from another (paths below lib/, e.g. "get/git.o base/gitrun.o"),
as `nm` finds them (t7009 makes it).  Prints one line per offence and
exits 1 when there is any:

- "up: A -> B (folders X -> Y)": an object uses one of a folder above
  its own or beside it (the folders' ranks below; a folder uses only
  folders of a lower rank, and common/);
- "cycle: A B ...": objects that use each other, directly or round about
  (also inside one folder).

With --headers, every .c of lib/ has a header of its own (doc/design.md,
Folders).  SYMBOLS has one line "OBJECT TYPE NAME" for every global
symbol an object defines (`nm -g --defined-only`, objects named as in
EDGES, common/ too); the headers are read from the source tree TOP.
Prints one line per offence and exits 1 when there is any:

- "undeclared: A.o NAME (not in A.h)": a lib object defines a symbol
  other than maint_* that its own header (same folder, same name) does
  not declare;
- "not public: A.o NAME": a lib object defines a maint_* function that
  no include/maint/*.h declares;
- "elsewhere: H declares NAME (defined in B.o)": a header of lib/
  declares a function or variable of a .c other than its own;
- "nowhere: H declares NAME": ... of no .c at all;
- "include cycle: H ...": headers of lib/ that include each other,
  directly or round about.
"""
import os
import re
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


KEYWORDS = {
    'if', 'while', 'for', 'switch', 'return', 'sizeof', 'typeof',
    '__typeof__', 'alignof', '_Alignof', '_Static_assert', 'void', 'char',
    'short', 'int', 'long', 'float', 'double', 'signed', 'unsigned',
    'const', 'volatile', 'restrict', 'struct', 'union', 'enum', 'static',
    'extern', 'inline', '_Bool', 'bool',
}
IDENT = re.compile(r'[A-Za-z_]\w*')


def strip_c(text):
    """The text with comments, string and character literals and
    preprocessor lines blanked (line breaks kept)."""
    text = text.replace('\\\n', '')
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(' ' + '\n' * text.count('\n', i, j))
            i = j
        elif text.startswith('//', i):
            j = text.find('\n', i)
            i = n if j < 0 else j
        elif c in '"\'':
            j = i + 1
            while j < n and text[j] != c and text[j] != '\n':
                j += 2 if text[j] == '\\' else 1
            out.append(c + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    lines = ''.join(out).split('\n')
    return '\n'.join('' if ln.lstrip().startswith('#') else ln
                     for ln in lines)


def drop_balanced(s, open_, close):
    """s without each open_ ... close group (nested ones too)."""
    out, depth = [], 0
    for c in s:
        if c == open_:
            depth += 1
        elif c == close and depth:
            depth -= 1
        elif not depth:
            out.append(c)
    return ''.join(out)


def declared(stmt):
    """The name a file-scope declaration declares and whether it is a
    function, or None (a type, a static, a definition of no name)."""
    words = IDENT.findall(stmt)
    if not words or words[0] in ('typedef', 'static'):
        return None
    stmt = re.sub(r'__attribute__\s*\(\((?:[^()]|\([^()]*\))*\)\)', ' ',
                  stmt.strip())
    m = re.match(r'[^(]*?\b([A-Za-z_]\w*)\s*\(', stmt, re.S)
    if m and m.group(1) not in KEYWORDS:
        return m.group(1), True
    m = re.search(r'\(\s*\*\s*([A-Za-z_]\w*)\s*\)', stmt)
    if m:  # a pointer to a function
        return m.group(1), False
    rest = drop_balanced(stmt.split('=')[0], '[', ']')
    if rest.rstrip().endswith('}'):
        return None  # a type and no declarator
    words = IDENT.findall(drop_balanced(rest, '{', '}'))
    if len(words) < 2 or words[-1] in KEYWORDS or \
            (len(words) == 2 and words[0] in ('struct', 'union', 'enum')):
        return None
    return words[-1], False


def header_decls(path):
    """{name: is_function} of what the header at path declares."""
    with open(path, errors='replace') as f:
        text = strip_c(f.read())
    decls, stmt, i, n = {}, [], 0, len(text)
    while i < n:
        c = text[i]
        if c == '{' and re.fullmatch(r'\s*extern\s*""\s*', ''.join(stmt)):
            stmt = []  # extern "C" {: its declarations are at file scope
            i += 1
            continue
        if c == '}':  # the end of extern "C"
            stmt = []
            i += 1
            continue
        if c == '{':
            j, depth = i, 0
            while j < n:
                if text[j] == '{':
                    depth += 1
                elif text[j] == '}':
                    depth -= 1
                    if not depth:
                        break
                j += 1
            head = ''.join(stmt)
            if '=' in head or re.search(r'\b(struct|union|enum)\b[^;()]*$',
                                        head):
                stmt.append('{}')  # a type's body or an initializer
            else:
                stmt = []  # a function's body (static inline)
            i = j + 1
            continue
        if c == ';':
            d = declared(''.join(stmt))
            if d:
                decls[d[0]] = d[1]
            stmt = []
        else:
            stmt.append(c)
        i += 1
    return decls


def headers_under(top, sub):
    out = []
    for dirpath, dirs, files in os.walk(os.path.join(top, sub)):
        dirs.sort()
        for name in sorted(files):
            if name.endswith('.h'):
                out.append(os.path.relpath(os.path.join(dirpath, name), top))
    return out


def include_cycles(top, headers):
    """Cycles of #include "..." among the headers of lib/."""
    graph = {}
    for h in headers:
        graph[h] = set()
        with open(os.path.join(top, h), errors='replace') as f:
            for line in f:
                m = re.match(r'\s*#\s*include\s*"([^"]+)"', line)
                if not m:
                    continue
                for cand in (os.path.join('lib', m.group(1)),
                             os.path.join(os.path.dirname(h), m.group(1))):
                    cand = os.path.normpath(cand)
                    if cand in headers:
                        graph[h].add(cand)
                        break
    bad = [[h] for h in sorted(graph) if h in graph[h]]
    return bad + sccs(graph)


def check_headers(top, symfile):
    defs = {}  # symbol -> objects defining it
    funcs = set()
    objs = {}  # lib object -> its global symbols
    with open(symfile) as f:
        for line in f:
            if not line.strip():
                continue
            obj, kind, name = line.split()
            defs.setdefault(name, set()).add(obj)
            if kind in 'Tt':
                funcs.add(name)
            if folder(obj) != 'common':
                objs.setdefault(obj, set()).add(name)
    bad = []
    public = set()
    for h in headers_under(top, os.path.join('include', 'maint')):
        public.update(n for n, fn in header_decls(os.path.join(top, h))
                      .items() if fn)
    lib_headers = headers_under(top, 'lib')
    decls = {h: header_decls(os.path.join(top, h)) for h in lib_headers}
    for obj in sorted(objs):
        own = 'lib/' + obj[:-2] + '.h'
        mine = decls.get(own, {})
        for name in sorted(objs[obj]):
            if name.startswith('maint_'):
                if name in funcs and name not in public:
                    bad.append('not public: %s %s' % (obj, name))
            elif name not in mine:
                bad.append('undeclared: %s %s (not in %s)' %
                           (obj, name, own[4:]))
    for h in lib_headers:
        base = h[4:-2] + '.o'
        for name in sorted(decls[h]):
            where = defs.get(name)
            if not where:
                bad.append('nowhere: %s declares %s' % (h[4:], name))
            elif base not in where:
                bad.append('elsewhere: %s declares %s (defined in %s)' %
                           (h[4:], name, ' '.join(sorted(where))))
    for comp in include_cycles(top, lib_headers):
        bad.append('include cycle: ' + ' '.join(c[4:] for c in comp))
    return bad


def main():
    if sys.argv[1] == '--headers':
        bad = check_headers(sys.argv[2], sys.argv[3])
        for b in bad:
            print(b)
        return 1 if bad else 0
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
