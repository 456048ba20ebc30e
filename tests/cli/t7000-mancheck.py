# SPDX-License-Identifier: GPL-2.0-only
"""Checks of the man pages (doc/man/*.rst) against the maint binary.

Used by tests/cli/t7001-man.sh and t7002-completion.sh:

  python3 t7000-mancheck.py structure PAGE.rst
      the title block (NAME) and SYNOPSIS, DESCRIPTION, OPTIONS, EXIT
      STATUS and EXAMPLES, in that order
  python3 t7000-mancheck.py options MAINT PAGE.rst
      every option of `maint CMD --help` (and of its sub-commands) is in
      the page's OPTIONS section, and every option there is in the help
  python3 t7000-mancheck.py examples MAINT EXAMPLES_DIR PAGE.rst
      run every command of the EXAMPLES section in a scratch copy of the
      example tree (a git repository); each must exit 0 or the status its
      line documents with a trailing "# exit status N" comment
  python3 t7000-mancheck.py helpwords MAINT ARGS...
      the option names of `maint ARGS... --help`, one a line

How options are read (the completion scripts use the same rules): in the
usage and option-table lines of a --help text (lines starting with "-",
"[", "usage:", "or:" or "maint " after blanks), every word that starts with - or -- and follows the start of
a line, a blank or one of "[(,|", except single-dash words longer than
one letter ("-rcN" is prose); "--[no-]name" stands for --name, --no-name
and --noname (a negatable option takes both negative forms);
"--[no]name" for --name and --noname; "--no<foo>" is prose, not an option.  In a page, the terms of
the option lists (lines starting with "-" followed by an indented
description) of the OPTIONS section, split at ", ".  A --noNAME or
--no-NAME is the same option as --NAME (both forms are accepted).

Commands in EXAMPLES are the lines of literal blocks that start with
"$ " (continued by a trailing backslash), or with "maint "; they run in
the example tree, so a leading "cd examples/tree &&" is dropped.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

TOKEN = re.compile(
    r'(?:^|(?<=[\]\[ (,|]))(--?[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)([<-]?)')
NEG = [(re.compile(r'--\[no-\]([A-Za-z][A-Za-z0-9-]*)'),
        r'--\1 --no-\1 --no\1'),
       (re.compile(r'--\[no\]([A-Za-z][A-Za-z0-9-]*)'), r'--\1 --no\1')]
# the lines of a --help text that name options: usage lines and option
# tables (prose such as "as maint get -f does" does not count)
OPTLINE = re.compile(r'\s*(?:-|\[|usage:|or:|maint )')
REQUIRED = ['SYNOPSIS', 'DESCRIPTION', 'OPTIONS', 'EXIT STATUS', 'EXAMPLES']


def words(text):
    """The option names in a text, as a set."""
    out = set()
    for line in text.splitlines():
        if not OPTLINE.match(line):
            continue
        for rx, repl in NEG:
            line = rx.sub(repl, line)
        for m in TOKEN.finditer(line):
            if not m.group(2) and not re.match(r'-[^-].', m.group(1)):
                out.add(m.group(1))
    return out


def run_help(maint, args):
    p = subprocess.run([maint] + args + ['--help'], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, text=True, timeout=30)
    if p.returncode != 0:
        raise SystemExit('%s --help: exit status %d'
                         % (' '.join(['maint'] + args), p.returncode))
    return p.stdout


def help_commands(text):
    """The names of a "Commands:" block."""
    names, inside = [], False
    for line in text.splitlines():
        if line.startswith('Commands:'):
            inside = True
            continue
        if inside:
            if not line.strip():
                break
            m = re.match(r'  ([a-z][a-z-]*)  ', line)
            if m and 'not yet available' not in line:
                names.append(m.group(1))
    return names


def help_options(maint, cmd):
    """Options of `maint CMD --help` and of its sub-commands' --help."""
    args = [cmd] if cmd else []
    text = run_help(maint, args)
    opts = words(text)
    for sub in help_commands(text):
        if cmd and sub != 'help':
            opts |= words(run_help(maint, args + [sub]))
    return opts


def read(path):
    with open(path, encoding='utf-8') as f:
        return f.read().splitlines()


def headings(lines):
    """(index, text, underline char, has overline) of every heading."""
    out = []
    for i in range(len(lines) - 1):
        text, under = lines[i], lines[i + 1]
        if (text.strip() and not text[0].isspace()
                and re.fullmatch(r'([=\-~^"\'`#*+:.])\1+', under)
                and len(under) >= len(text.rstrip())
                and not re.fullmatch(r'([=\-~^"\'`#*+:.])\1+', text)):
            over = i > 0 and lines[i - 1] == under
            out.append((i, text.strip(), under[0], over))
    return out


def sections(lines):
    """Top-level sections: {NAME: (first line, end line)}."""
    hs = [h for h in headings(lines) if not h[3]]
    if not hs:
        return {}
    level1 = hs[0][2]
    top = [h for h in hs if h[2] == level1]
    out = {}
    for k, h in enumerate(top):
        end = top[k + 1][0] if k + 1 < len(top) else len(lines)
        out[h[1].upper()] = (h[0] + 2, end)
    return out


def check_structure(page):
    lines = read(page)
    errors = []
    hs = headings(lines)
    titled = [h for h in hs if h[3]]
    name = os.path.basename(page)[:-4]
    if not titled or titled[0][1] != name:
        errors.append('%s: no title block naming %s' % (page, name))
    secs = sections(lines)
    if len(titled) < 2:
        errors.append('%s: no subtitle: rst2man makes the NAME line of the '
                      'title and the subtitle' % page)
    if 'NAME' in secs:
        errors.append('%s: a NAME section: rst2man writes NAME from the '
                      'title block, so the page would have it twice' % page)
    last = -1
    for s in REQUIRED:
        if s not in secs:
            errors.append('%s: no %s section' % (page, s))
        elif secs[s][0] < last:
            errors.append('%s: %s is out of order' % (page, s))
        else:
            last = secs[s][0]
    return errors


def page_options(lines):
    secs = sections(lines)
    if 'OPTIONS' not in secs:
        return set()
    a, b = secs['OPTIONS']
    opts = set()
    for i in range(a, b):
        # inline markup of terms: **--name**\ =\ *ARG*
        line = re.sub(r'\*+|\\ ?', '', lines[i])
        if not line.lstrip().startswith('-') or i + 1 >= b:
            continue
        indent = len(line) - len(line.lstrip())
        nxt = lines[i + 1]
        if not nxt.strip() or len(nxt) - len(nxt.lstrip()) <= indent:
            continue
        term = line.strip()
        for rx, repl in NEG:
            term = rx.sub(repl, term)
        for part in re.split(r',\s+|\s+', term):
            m = re.match(r'(--?[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)', part)
            if m and part.startswith('-'):
                opts.add(m.group(1))
    return opts


def base(opt):
    m = re.match(r'--no-?(.+)', opt)
    return '--' + m.group(1) if m else opt


def covered(opt, others):
    if opt in others:
        return True
    b = base(opt)
    return any(base(o) == b for o in others)


def check_options(maint, page):
    name = os.path.basename(page)[:-4]
    cmd = name[len('maint-'):] if name.startswith('maint-') else None
    have = help_options(maint, cmd)
    doc = page_options(read(page))
    errors = []
    for o in sorted(have):
        if not covered(o, doc):
            errors.append('%s: %s is in --help but not in OPTIONS'
                          % (page, o))
    for o in sorted(doc):
        if not covered(o, have):
            errors.append('%s: %s is in OPTIONS but not in --help'
                          % (page, o))
    return errors


# "$ CMD"; also "maint ..." and "cd examples/tree && maint ...", run in the
# example tree
CMD = re.compile(r'\$ (?:cd examples/tree\s*(?:&&|;)\s*)?|'
                 r'(?:cd examples/tree\s*(?:&&|;)\s*)?(?=maint )')
STATUS = re.compile(r'\s+#\s*exit status\s+(\d+)\s*$')


def examples(lines):
    """(line number, command, expected status) of the EXAMPLES section."""
    secs = sections(lines)
    if 'EXAMPLES' not in secs:
        return []
    a, b = secs['EXAMPLES']
    out, i = [], a
    while i < b:
        line = lines[i]
        s = line.strip()
        m = CMD.match(s)
        if line[:1].isspace() and m:
            no, cmd = i + 1, s[m.end():]
            while cmd.endswith('\\') and i + 1 < b:
                i += 1
                cmd = cmd[:-1] + ' ' + lines[i].strip()
            status = 0
            m = STATUS.search(cmd)
            if m:
                status = int(m.group(1))
                cmd = cmd[:m.start()]
            out.append((no, cmd, status))
        i += 1
    return out


def check_examples(maint, exdir, page):
    cmds = examples(read(page))
    if not cmds:
        return ['%s: no "$ " commands in EXAMPLES' % page]
    errors = []
    scratch = tempfile.mkdtemp(prefix='maint-examples.')
    try:
        shutil.copytree(exdir, os.path.join(scratch, 'examples'),
                        symlinks=True)
        tree = os.path.join(scratch, 'examples', 'tree')
        bindir = os.path.join(scratch, 'bin')
        home = os.path.join(scratch, 'home')
        os.mkdir(bindir)
        os.mkdir(home)
        os.symlink(maint, os.path.join(bindir, 'maint'))
        env = dict(os.environ, HOME=home, LC_ALL='C', GIT_CONFIG_NOSYSTEM='1',
                   PATH=bindir + os.pathsep + os.environ.get('PATH', ''),
                   GIT_AUTHOR_NAME='Ex Ample', GIT_COMMITTER_NAME='Ex Ample',
                   GIT_AUTHOR_EMAIL='ex@example.org',
                   GIT_COMMITTER_EMAIL='ex@example.org')
        for args in (['init', '-q'], ['add', '-A'],
                     ['commit', '-q', '-m', 'the example tree']):
            subprocess.run(['git'] + args, cwd=tree, env=env, check=True,
                           stdout=subprocess.DEVNULL)
        for no, cmd, want in cmds:
            p = subprocess.run(['sh', '-c', cmd], cwd=tree, env=env,
                               stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True,
                               timeout=60)
            print('# %s:%d: $ %s -> %d' % (os.path.basename(page), no, cmd,
                                            p.returncode))
            if p.returncode != want:
                errors.append('%s:%d: "%s" exited %d, want %d; output:\n%s'
                              % (page, no, cmd, p.returncode, want,
                                 p.stdout))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return errors


def main(argv):
    what = argv[1] if len(argv) > 1 else ''
    if what == 'structure' and len(argv) == 3:
        errors = check_structure(argv[2])
    elif what == 'options' and len(argv) == 4:
        errors = check_options(argv[2], argv[3])
    elif what == 'examples' and len(argv) == 5:
        errors = check_examples(argv[2], argv[3], argv[4])
    elif what == 'helpwords' and len(argv) >= 3:
        for w in sorted(words(run_help(argv[2], argv[3:]))):
            print(w)
        return 0
    else:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    for e in errors:
        print(e, file=sys.stderr)
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
