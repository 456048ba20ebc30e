# SPDX-License-Identifier: GPL-2.0-only
"""Tree.profiles and Tree.preflight: facts and rules with file:line,
findings as objects, as the maint command gives them."""

import json
import os

import maint
from conftest import EXAMPLES, run_maint


def test_profiles_facts_with_file_and_line(tree_dir):
    t = maint.Tree(tree_dir)
    profs = t.profiles(files=["drivers/widget/widget-core.c"])
    assert [p.value for p in profs] == [
        "Documentation/process/maintainer-widget.rst"]
    p = profs[0]
    assert p.kind == "file" and p.read and p.error is None
    assert p.sections == ["WIDGET CORE"]
    assert p.named_at[0]["file"].endswith("MAINTAINERS")
    rc = [f for f in p.facts if f.kind == "rc-new"]
    assert rc and rc[0].value == "-rc5" and rc[0].line > 0
    assert rc[0].file == "Documentation/process/maintainer-widget.rst"
    assert all(f.rule for f in p.rules)
    _, out, _ = run_maint(tree_dir, "profile", "--json", "-f",
                          "drivers/widget/widget-core.c")
    cli = json.loads(out)["profiles"][0]
    assert [(f["kind"], f["value"], f["line"]) for f in cli["facts"]] == \
        [(f.kind, f.value, f.line) for f in p.facts]


def test_profiles_of_a_patch_and_a_person_line(tree_dir, patch_path):
    t = maint.Tree(tree_dir)
    assert t.profiles(patch=patch_path)
    person = t.profiles(files=["fs/examplefs/super.c"])
    assert [(p.kind, p.read) for p in person] == [("person", False)]


def test_preflight_findings_are_objects(tree_dir, patch_path):
    t = maint.Tree(tree_dir)
    r = t.preflight([patch_path], rc=3)
    _, out, _ = run_maint(tree_dir, "preflight", "--json", "--rc", "3",
                          patch_path)
    cli = json.loads(out)
    assert r.data["findings"] == cli["findings"]
    assert [f.check for f in r.findings] == ["recipients"]
    f = r.findings[0]
    # no To: or Cc: to compare: a CHECK (preflight's levels), not a warning
    assert f.level == "check" and f.file == patch_path and f.line == 1
    assert str(f).startswith(patch_path + ":1: CHECK: recipients: ")
    assert r.ok and r.checks == 1 and r.warnings == 0 and r.phase == "rc"
    assert len(r.mails) == 1 and r.mails[0].subject == \
        "[PATCH] widget: fix foo"


def test_preflight_errors(tree_dir, patch_path):
    t = maint.Tree(tree_dir)
    with open(patch_path, "rb") as f:
        data = f.read()
    bad = data.replace(b"Signed-off-by:", b"Nothing-by:")
    r = t.preflight([bad], rc=3, recipients=False)
    assert not r.ok
    assert any(f.check == "signed-off-by" and f.level == "error"
               for f in r.findings)
