# SPDX-License-Identifier: GPL-2.0-only
"""Tree.get: the same text as `maint get` (and get_maintainer.pl), the
structured answer, get_maintainer.pl's options."""

import json
import os
import re
import subprocess

import pytest

import maint
from conftest import MAINT, run_maint

OPTION_SETS = [
    [],
    ["--nogit", "--nogit-fallback", "--nogit-chief-penguins",
     "--norolestats", "--nol"],
    ["--nogit", "--nogit-fallback", "--nogit-chief-penguins",
     "--norolestats", "--nom"],
    ["--roles", "--subsystem", "--status", "--scm", "--web", "--bug"],
    ["--sections"],
    ["--letters=MRLSP"],
    ["--norolestats", "--pattern-depth=1", "--nokeywords", "--nomailmap",
     "--noremove-duplicates", "--separator=,"],
    ["--no-n", "--no-r", "--separator", " ; "],
]


@pytest.mark.parametrize("opts", OPTION_SETS, ids=lambda o: " ".join(o))
def test_patch_text_is_maint_gets(tree_dir, patch_path, opts):
    t = maint.Tree(tree_dir)
    ans = t.get(patch=patch_path, options=opts)
    _, out, _ = run_maint(tree_dir, "get", *opts, patch_path)
    assert ans.output == out
    assert ans.text == out.decode()


@pytest.mark.parametrize("opts", OPTION_SETS, ids=lambda o: " ".join(o))
def test_files_text_is_maint_gets(tree_dir, opts):
    t = maint.Tree(tree_dir)
    files = ["drivers/frob/frob-core.c", "include/linux/widget.h",
             "fs/examplefs/"]
    ans = t.get(files=files, options=opts)
    args = []
    for f in files:
        args += ["-f", f]
    _, out, _ = run_maint(tree_dir, "get", *opts, *args)
    assert ans.output == out


def test_patch_as_bytes(tree_dir, patch_path):
    t = maint.Tree(tree_dir)
    with open(patch_path, "rb") as f:
        data = f.read()
    assert t.get(patch=data).output == t.get(patch=patch_path).output


def test_structured_answer_is_the_json(tree_dir, patch_path):
    t = maint.Tree(tree_dir)
    ans = t.get(patch=patch_path)
    _, out, _ = run_maint(tree_dir, "get", "--json", patch_path)
    assert ans.data == json.loads(out)
    assert [p.formatted for p in ans.people] == ans.addresses
    lists = [p for p in ans.people if p.is_list]
    assert lists and all("@" in p.address for p in lists)
    assert ans.people[0].roles == ["maintainer:WIDGET NETWORK DRIVERS"]


def test_keyword_arguments_are_the_options(tree_dir, patch_path):
    t = maint.Tree(tree_dir)
    a = t.get(patch=patch_path, options=["--norolestats", "--nol"])
    b = t.get(patch=patch_path, rolestats=False, list=False)
    assert a.output == b.output
    assert "(" not in a.text and "lists.example.org" not in a.text


def test_6_12_tree_answers_as_6_12(tree612):
    t = maint.Tree(tree612)
    assert t.compat == "scripts/get_maintainer.pl"
    ans = t.get(files=["fs/examplefs/super.c"])
    _, out, _ = run_maint(tree612, "get", "-f", "fs/examplefs/super.c")
    assert ans.output == out
    assert "odd fixer:EXAMPLEFS" in ans.text
    with pytest.raises(maint.OptionError):
        maint.Tree(tree612, compat="2026").get(
            files=["fs/examplefs/super.c"], options=["--bogus"])


def test_xen_script_defaults(tree_dir, tmp_path):
    """A tree carrying Xen's fork (tests/dropin/xen): its defaults (no
    roles, no git fallback) are the answer's, as in maint get."""
    import shutil
    d = tmp_path / "xen"
    shutil.copytree(tree_dir, str(d))
    shutil.copy(os.path.join(os.path.dirname(__file__), "..", "..", "tests",
                             "dropin", "xen", "script.pl"),
                str(d / "scripts" / "get_maintainer.pl"))
    # Xen's script asks THE REST for its "V: xen-maintainers-N" line
    m = d / "MAINTAINERS"
    m.write_text(m.read_text(encoding="utf-8").replace(
        "THE REST\n", "THE REST\nV:\txen-maintainers-1\n", 1),
        encoding="utf-8")
    t = maint.Tree(str(d))
    for f in ("fs/examplefs/super.c", "drivers/frob/frob-core.c"):
        ans = t.get(files=[f])
        _, out, _ = run_maint(str(d), "get", "-f", f)
        assert ans.output == out
        assert "(" not in ans.text and "@" in ans.text
        ans = t.get(files=[f], options=["--rolestats"])
        _, out, _ = run_maint(str(d), "get", "--rolestats", "-f", f)
        assert ans.output == out and "(" in ans.text


def test_warnings_are_diagnostics(tree_dir, tmp_path):
    t = maint.Tree(tree_dir)
    ans = t.get(patch=b"hello, not a patch\n")
    assert any("doesn't appear to be a patch" in d.message
               for d in ans.diagnostics)


def test_parse_get_options():
    p = maint.parse_get_options
    assert p(["--nogit", "--no-git-fallback", "-m", "--NOR"]) == {
        "git": False, "git_fallback": False, "maintainer": True,
        "reviewer": False}
    assert p(["--pattern-depth=2", "--separator", ",", "--k"]) == {
        "pattern_depth": 2, "separator": ",", "keywords": True}
    assert p(["--nofe", "--kf", "--noi"]) == {
        "file_emails": False, "keywords_in_file": True,
        "interactive": False}
    for bad, msg in ((["--gti"], "Unknown option"),
                     (["--git-since"], "requires an argument"),
                     (["--pattern-depth=x"], "number expected"),
                     (["--git=1"], "does not take an argument"),
                     (["--nogit-since=1"], "Unknown option"),
                     (["file.c"], "not an option"),
                     (["--json"], "maint get's own")):
        with pytest.raises(maint.OptionError, match=msg):
            p(bad)
    with pytest.raises(TypeError):
        p("--nogit")
    with pytest.raises(TypeError):
        p(["--nogit", 3])


def test_the_script_checks(tree_dir, patch_path):
    t = maint.Tree(tree_dir)
    with pytest.raises(maint.OptionError, match="at least 1 email"):
        t.get(patch=patch_path, options=["--nom", "--nor", "--nol"])
    with pytest.raises(maint.OptionError, match="Missing required"):
        t.get(patch=patch_path, options=["--noemail"])
    with pytest.raises(maint.OptionError, match="interactive"):
        t.get(patch=patch_path, options=["--interactive"])


def test_option_table_is_maint_gets_help():
    """Every option of `maint get --help` is known here (or refused as
    maint's own), with its negative forms where it has them, and no
    other: the table cannot drift from the command."""
    help_text = subprocess.run([MAINT, "get", "--help"],
                               stdout=subprocess.PIPE, check=True,
                               text=True).stdout
    lines = [l for l in help_text.splitlines()
             if re.match(r"\s*(-|usage:)", l)]
    neg, plain = set(), set()
    for line in lines:
        for m in re.finditer(r"(?:^|[\s,\[])(--?)(\[no-\])?([A-Za-z][\w-]*)",
                             line):
            (neg if m.group(2) else plain).add(m.group(3).lower())
    known = maint._GET_OPTIONS
    for name in neg - maint._NOT_HERE:
        assert name in known and known[name][1] == "bool", name
    for name in plain - neg:
        if name.startswith("no") and name[2:].lstrip("-") in neg:
            continue  # a negative form written out in the prose
        assert name in known or name in maint._NOT_HERE, name
    for name, (_, kind) in known.items():
        assert name in neg or name in plain, name
        assert (kind == "bool") == (name in neg), name
