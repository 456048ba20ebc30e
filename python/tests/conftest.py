# SPDX-License-Identifier: GPL-2.0-only
"""Fixtures of the maint module's tests: the maint binary (MAINT), the
example tree (EXAMPLES), a private cache directory, a copy of the example
tree whose scripts/get_maintainer.pl is the 6.12 one (from the corpus)."""

import os
import shutil
import subprocess

import pytest

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))))
MAINT = os.environ.get("MAINT", os.path.join(TOP, "maint"))
EXAMPLES = os.environ.get("EXAMPLES", os.path.join(TOP, "examples"))
CORPUS = os.path.join(os.path.dirname(TOP), "shared", "corpus")


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    """maint's cache and HOME in the test's own directory."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    os.makedirs(str(tmp_path / "home"), exist_ok=True)


@pytest.fixture
def tree_dir():
    return os.path.join(EXAMPLES, "tree")


@pytest.fixture
def patch_path():
    return os.path.join(EXAMPLES, "patches", "0001-widget-fix-foo.patch")


def run_maint(cwd, *args, check=True):
    """`maint ARGS` in cwd: (exit status, stdout bytes, stderr bytes)."""
    p = subprocess.run([MAINT] + list(args), cwd=cwd,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       stdin=subprocess.DEVNULL)
    if check and p.returncode not in (0, 1):
        raise AssertionError("maint %s: status %d: %s" % (
            " ".join(args), p.returncode, p.stderr.decode()))
    return p.returncode, p.stdout, p.stderr


@pytest.fixture
def tree612(tmp_path):
    """The example tree with get_maintainer.pl 6.12 as its script."""
    script = os.path.join(CORPUS, "linux-6.12-s612", "files", "scripts",
                          "get_maintainer.pl")
    if not os.path.isfile(script):
        if os.environ.get("MAINT_REQUIRE_CORPUS") == "1":
            pytest.fail("corpus not found (MAINT_REQUIRE_CORPUS=1)")
        pytest.skip("corpus ../shared/corpus is absent")
    d = tmp_path / "t612"
    shutil.copytree(os.path.join(EXAMPLES, "tree"), str(d))
    shutil.copy(script, str(d / "scripts" / "get_maintainer.pl"))
    return str(d)
