#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Run maint preflight on real list postings as their senders would and
count its findings against the labels of labels.tsv.

    tests/preflight-eval/eval.py [--maint ./maint] [--world DIR]
                                 [--list NAME] [--id ID] [--unlabelled OUT]
                                 [--findings OUT] [--per-posting]

Each posting (postings.tsv) is checked from a tree laid out like the
sender's: the corpus world linux-2026 (MAINTAINERS and profiles of 2026)
plus, for kernel postings, the files they modify that the world lacks, and
their folders (the sender's tree had them).  The cycle position is the one
of the posting's date (postings.tsv, from the release dates), --no-git (the
world is no git tree).  Every ERROR and WARNING is looked up in labels.tsv by posting,
mail, level, check and message: right (a real problem the sender should
fix), noise (true but not worth saying at that level: the maintainers
took the posting as it was), wrong (false).  Findings without a label are
counted as "unlabelled" and listed with --unlabelled.
"""
import argparse, collections, json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
LEVELS = ('error', 'warning')


def read_tsv(path):
    rows = []
    for line in open(path, encoding='utf-8'):
        if line.startswith('#') or not line.strip():
            continue
        rows.append(line.rstrip('\n').split('\t'))
    return rows


def postings():
    out = []
    for f in read_tsv(os.path.join(HERE, 'postings.tsv')):
        pid, lst, date, cycle, project, acc, path, subj = f[:8]
        out.append(dict(id=pid, list=lst, date=date, cycle=cycle, project=project,
                        accepted=acc, path=os.path.join(TOP, path), subject=subj))
    return out


def corpus():
    for c in (os.path.join(TOP, '..', 'shared', 'corpus'), '/work/shared/corpus'):
        if os.path.isdir(os.path.join(c, 'linux-2026')):
            return os.path.abspath(c)
    sys.exit('eval.py: no corpus (../shared/corpus)')


def mails_of(path):
    if os.path.isdir(path):
        return [os.path.join(path, n) for n in sorted(os.listdir(path)) if n.endswith('.eml')]
    return [path]


DIFF_A = re.compile(rb'^--- a/(\S+)', re.M)


def modified(path):
    files = set()
    for m in mails_of(path):
        data = open(m, 'rb').read()
        for f in DIFF_A.findall(data):
            files.add(f.decode('utf-8', 'replace'))
    return files


def world(args, ps):
    w = args.world
    stamp = os.path.join(w, '.eval-world')
    if os.path.exists(stamp):
        return w
    c = corpus()
    subprocess.run(['bash', os.path.join(c, 'build-world.sh'), os.path.join(c, 'linux-2026'), w], check=True)
    for p in ps:
        if p['project'] != 'kernel':
            continue
        for f in modified(p['path']):
            # '--- a/F': F was in the sender's tree, and so was its folder
            if '..' in f.split('/') or f.startswith('/'):
                continue
            os.makedirs(os.path.join(w, os.path.dirname(f)), exist_ok=True)
            full = os.path.join(w, f)
            if not os.path.exists(full):
                open(full, 'a').close()
    open(stamp, 'w').write('linux-2026 + files the kernel postings modify\n')
    return w


def run(args, w, p):
    cmd = [args.maint, 'preflight', '--json', '--no-git', '--today', p['date'][:10],
           '--posted', p['date'][:10]]
    if p['cycle'] == 'merge-window':
        cmd.append('--merge-window')
    elif p['cycle'].startswith('rc'):
        cmd += ['--rc', p['cycle'][2:]]
    cmd.append(p['path'])
    r = subprocess.run(cmd, cwd=w, capture_output=True)
    try:
        j = json.loads(r.stdout.decode('utf-8'))
    except ValueError:
        sys.exit('eval.py: %s: no JSON (status %d): %s' % (p['id'], r.returncode, r.stderr.decode()[:300]))
    out = []
    for f in j['findings']:
        mail = os.path.basename(f['file']) if f.get('file') else 'series'
        if mail == os.path.basename(p['path']):
            mail = 'mail'
        out.append(dict(mail=mail, level=f['level'], check=f['check'], message=f['message']))
    return out


def key(pid, f):
    return (pid, f['mail'], f['level'], f['check'], f['message'])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--maint', default=os.path.join(TOP, 'maint'))
    ap.add_argument('--world', default=os.path.join(TOP, 'build', 'preflight-eval-world'))
    ap.add_argument('--list')
    ap.add_argument('--id')
    ap.add_argument('--unlabelled')
    ap.add_argument('--findings')
    ap.add_argument('--per-posting', action='store_true')
    args = ap.parse_args()
    args.maint = os.path.abspath(args.maint)
    args.world = os.path.abspath(args.world)
    ps = postings()
    w = world(args, ps)
    labels = {}
    for f in read_tsv(os.path.join(HERE, 'labels.tsv')):
        labels[tuple(f[:5])] = (f[5], f[6] if len(f) > 6 else '')
    count = collections.Counter()
    lists = collections.defaultdict(collections.Counter)
    unl, allf, per = [], [], []
    for p in ps:
        if args.list and p['list'] != args.list or args.id and p['id'] != args.id:
            continue
        acc = p['accepted'] in ('applied', 'tested')
        fs = run(args, w, p)
        pc = collections.Counter()
        for f in fs:
            allf.append('\t'.join(key(p['id'], f)))
            if f['level'] not in LEVELS:
                pc['check', ''] += 1
                continue
            lab = labels.get(key(p['id'], f), ('unlabelled', ''))[0]
            pc[f['level'], lab] += 1
            if lab == 'unlabelled':
                unl.append('\t'.join(key(p['id'], f)) + '\t?\t')
        c = lists[p['list']]
        c['postings'] += 1
        c['accepted'] += acc
        for (lvl, lab), n in pc.items():
            c[lvl, lab] += n
            c[lvl] += n
        errs = sum(n for (l, _), n in pc.items() if l == 'error')
        if any(l == 'warning' for (l, _) in pc):
            c['with-warning'] += 1
        if errs:
            c['with-error'] += 1
            if not pc['error', 'right']:
                c['error-none-right'] += 1
            if acc:
                c['accepted-with-error'] += 1
        per.append((p['id'], p['accepted'], errs, pc))
    for c in lists.values():
        count.update(c)
    lists['all'] = count

    def row(name, c):
        return ('%-8s %4d %4d | E %4d: %3d right %3d noise %3d wrong %3d unl | W %4d: %3d right %3d noise %3d wrong %3d unl'
                ' | C %4d | %3d with E (%d none right), %d accepted with E, %d with W' % (
                    name, c['postings'], c['accepted'], c['error'], c['error', 'right'], c['error', 'noise'],
                    c['error', 'wrong'], c['error', 'unlabelled'], c['warning'], c['warning', 'right'],
                    c['warning', 'noise'], c['warning', 'wrong'], c['warning', 'unlabelled'],
                    c['check'], c['with-error'], c['error-none-right'], c['accepted-with-error'],
                    c['with-warning']))
    print('list     post  acc')
    for name in sorted(lists):
        print(row(name, lists[name]))
    if args.per_posting:
        for pid, acc, errs, pc in per:
            print('%-22s %-8s E %s W %s C %d' % (pid, acc,
                  '/'.join(str(pc['error', l]) for l in ('right', 'noise', 'wrong')),
                  '/'.join(str(pc['warning', l]) for l in ('right', 'noise', 'wrong')),
                  pc['check', '']))
    if args.unlabelled:
        open(args.unlabelled, 'w').write(''.join(l + '\n' for l in unl))
    if args.findings:
        open(args.findings, 'w').write(''.join(l + '\n' for l in allf))
    return 0


if __name__ == '__main__':
    sys.exit(main())
