# SPDX-License-Identifier: GPL-2.0-only
"""Bad input and heavy use: wrong types, None, huge inputs, thousands of
queries on one Tree, several threads: clear exceptions, never a crash."""

import os
import threading

import pytest

import maint


def test_load_errors(tmp_path, tree_dir):
    with pytest.raises(maint.LoadError, match="not a directory"):
        maint.Tree(str(tmp_path / "nowhere"))
    with pytest.raises(maint.LoadError, match="MAINTAINERS"):
        maint.Tree(str(tmp_path))
    with pytest.raises(maint.LoadError):
        maint.Tree(tree_dir, mpath=str(tmp_path / "nope"))
    with pytest.raises(ValueError, match="unknown compat"):
        maint.Tree(tree_dir, compat="5.0")
    assert issubclass(maint.LoadError, maint.MaintError)


def test_wrong_types_and_none(tree_dir, patch_path):
    t = maint.Tree(tree_dir)
    for call in (lambda: maint.Tree(None),
                 lambda: maint.Tree(3),
                 lambda: maint.Tree(tree_dir, compat=None),
                 lambda: t.get(),
                 lambda: t.get(patch=None),
                 lambda: t.get(patch=3),
                 lambda: t.get(files="drivers/frob/frob-core.c"),
                 lambda: t.get(files=[None]),
                 lambda: t.get(files=[b"x"]),
                 lambda: t.get(patch=patch_path, options="--nogit"),
                 lambda: t.get(patch=patch_path, git="no"),
                 lambda: t.get(patch=patch_path, pattern_depth="1"),
                 lambda: t.get(patch=patch_path, separator=1),
                 lambda: t.get(patch=patch_path, frobnicate=True),
                 lambda: t.get(patch=patch_path,
                               files=["drivers/frob/frob-core.c"]),
                 lambda: t.profiles(files=["a"], keywords="yes"),
                 lambda: t.profiles(files=["a"], timeout=None),
                 lambda: t.preflight(None),
                 lambda: t.preflight(patch_path),
                 lambda: t.preflight([patch_path], rc="3"),
                 lambda: t.preflight([patch_path], git=None),
                 lambda: t.preflight([patch_path], today=20261204)):
        with pytest.raises(TypeError):
            call()


def test_bad_values(tree_dir, patch_path, tmp_path):
    t = maint.Tree(tree_dir)
    with pytest.raises(maint.InputError, match="no such file"):
        t.get(files=["drivers/nope.c"])
    with pytest.raises(maint.InputError):
        t.get(files=["/etc/passwd"])
    with pytest.raises(ValueError):
        t.get(files=["drivers/frob\0core.c"])
    with pytest.raises(maint.InputError, match="cannot read"):
        t.get(patch=str(tmp_path / "missing.patch"))
    with pytest.raises(ValueError):
        t.get(patch=patch_path, pattern_depth=-1)
    with pytest.raises(ValueError):
        t.get(patch=patch_path, separator="a\0b")
    with pytest.raises(ValueError, match="not a date"):
        t.preflight([patch_path], today="2026-13-45")
    with pytest.raises(ValueError, match="exclude"):
        t.preflight([patch_path], rc=3, merge_window=True)
    with pytest.raises(ValueError):
        t.profiles(files=["drivers/frob/frob-core.c"], timeout=0)
    assert issubclass(maint.InputError, maint.MaintError)


def test_huge_inputs(tree_dir, monkeypatch, tmp_path):
    t = maint.Tree(tree_dir)
    with pytest.raises(ValueError, match="more than"):
        t.get(files=["drivers/frob/frob-core.c"] * 100001)
    with pytest.raises(ValueError, match="too long"):
        t.get(files=["a" * 5000])
    monkeypatch.setattr(maint, "MAX_PATCH", 1000)
    with pytest.raises(maint.InputError, match="refused"):
        t.get(patch=b"x" * 1001)
    big = tmp_path / "big.patch"
    big.write_bytes(b"x" * 1001)
    with pytest.raises(maint.InputError, match="refused"):
        t.get(patch=str(big))
    # a patch of 10 MB of one line is answered
    monkeypatch.undo()
    ans = t.get(patch=b"diff --git a/x b/x\n" + b"y" * (10 << 20))
    assert isinstance(ans.output, bytes)


def test_thousands_of_queries_on_one_tree(tree_dir, patch_path):
    t = maint.Tree(tree_dir)
    with open(patch_path, "rb") as f:
        data = f.read()
    first = t.get(patch=data).output
    files = ["drivers/frob/frob-core.c", "include/linux/widget.h",
             "drivers/widget/widget-core.c", "fs/examplefs/super.c"]
    want = {f: t.get(files=[f]).output for f in files}
    for i in range(3000):
        f = files[i % len(files)]
        assert t.get(files=[f]).output == want[f]
        if i % 100 == 0:
            assert t.get(patch=data).output == first


def test_threads_share_a_tree_and_use_their_own(tree_dir, patch_path):
    shared = maint.Tree(tree_dir)
    want = shared.get(patch=patch_path).output
    bad = []

    def work(tree):
        try:
            for _ in range(150):
                if tree.get(patch=patch_path).output != want:
                    bad.append("answer differs")
                tree.profiles(files=["drivers/widget/widget-core.c"])
        except Exception as e:  # noqa: B902 - any error is a failure
            bad.append(repr(e))

    threads = [threading.Thread(target=work, args=(shared,))
               for _ in range(6)]
    threads += [threading.Thread(target=work, args=(maint.Tree(tree_dir),))
                for _ in range(3)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert bad == []


def test_reload_and_repr(tree_dir):
    t = maint.Tree(tree_dir)
    t.reload()
    assert "sections" in repr(t)
    assert t.maintainers_files[0].endswith("MAINTAINERS")
    assert os.path.samefile(t.root, tree_dir)
