# SPDX-License-Identifier: GPL-2.0-only
"""maint from Python: who gets a patch, and the local rules for it.

The Python face of libmaint, the library behind the ``maint`` command: load
a kernel tree's MAINTAINERS once and ask it, as often as you like, what
``scripts/get_maintainer.pl`` answers for a patch (byte for byte, with its
options), which Maintainer Entry Profiles and rules apply, and what a
series breaks before it is sent::

    import maint

    tree = maint.Tree("/path/to/linux")           # MAINTAINERS parsed once
    ans = tree.get(patch="0001-net-fix.patch",
                   options=["--nogit", "--nogit-fallback", "--norolestats"])
    print(ans.text, end="")                       # get_maintainer.pl's text
    for p in ans.people:                          # the structured answer
        print(p.address, p.roles, p.is_list)

    for prof in tree.profiles(files=["drivers/net/ethernet/intel/e1000e/"]):
        for rule in prof.rules:
            print(prof.value, rule.kind, rule.value, rule.file, rule.line)

    result = tree.preflight(["v2-0001-foo.patch", "v2-0002-bar.patch"])
    for f in result.findings:
        print(f.level, f.check, f.file, f.line, f.message)

A :class:`Tree` may be used from several threads: its queries run one at a
time (each without holding the GIL while libmaint works); use one Tree per
thread to run them in parallel.  Errors are exceptions: :class:`LoadError`
(MAINTAINERS cannot be read), :class:`InputError` (a file not in the tree,
a patch too large), :class:`OptionError` (an option get_maintainer.pl would
refuse), all of them :class:`MaintError`; a wrong type is a ``TypeError``.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any, Dict, Iterable, List, Mapping, Optional, Sequence, \
    Tuple, Union

from . import _maint

__all__ = [
    "Tree", "GetAnswer", "Person", "Profile", "Fact", "Preflight",
    "Finding", "Mail", "Diagnostic", "MaintError", "LoadError",
    "InputError", "OptionError", "parse_get_options", "VERSION",
]

VERSION: str = _maint.VERSION

MaintError = _maint.MaintError
LoadError = _maint.LoadError
InputError = _maint.InputError


class OptionError(MaintError, ValueError):  # type: ignore[misc,valid-type]
    """An option get_maintainer.pl (and ``maint get``) would refuse."""


PathLike = Union[str, "os.PathLike[str]"]
PatchInput = Union[PathLike, bytes]

# The largest patch read (as the maint command's): 256 MiB.
MAX_PATCH = 256 << 20

# get_maintainer.pl's options (as `maint get --help` lists them): the
# spellings, and the field of the answer's options each one sets.  "bool"
# options also take --noNAME and --no-NAME ("flag" ones do not).  tests/test_options.py checks
# this table against `maint get --help`.
_BOOL, _FLAG, _INT, _STR = "bool", "flag", "int", "str"
_GET_OPTIONS: Dict[str, Tuple[str, str]] = {
    "email": ("email", _BOOL),
    "git": ("git", _BOOL),
    "git-all-signature-types": ("git_all_signature_types", _BOOL),
    "git-blame": ("git_blame", _BOOL),
    "git-blame-signatures": ("git_blame_signatures", _BOOL),
    "git-fallback": ("git_fallback", _BOOL),
    "git-chief-penguins": ("git_chief_penguins", _BOOL),
    "git-min-signatures": ("git_min_signatures", _INT),
    "git-max-maintainers": ("git_max_maintainers", _INT),
    "git-min-percent": ("git_min_percent", _INT),
    "git-since": ("git_since", _STR),
    "hg-since": ("", _STR),  # accepted, Mercurial is not read
    "interactive": ("interactive", _BOOL),
    "i": ("interactive", _BOOL),
    "m": ("maintainer", _BOOL),
    "r": ("reviewer", _BOOL),
    "n": ("usename", _BOOL),
    "l": ("list", _BOOL),
    "moderated": ("moderated", _BOOL),
    "s": ("subscriber", _BOOL),
    "remove-duplicates": ("remove_duplicates", _BOOL),
    "roles": ("roles", _BOOL),
    "rolestats": ("rolestats", _BOOL),
    "substatus": ("substatus", _BOOL),
    "file-emails": ("file_emails", _BOOL),
    "fe": ("file_emails", _BOOL),
    "fixes": ("fixes", _BOOL),
    "scm": ("scm", _BOOL),
    "status": ("status", _BOOL),
    "subsystem": ("subsystem", _BOOL),
    "web": ("web", _BOOL),
    "bug": ("bug", _BOOL),
    "separator": ("separator", _STR),
    "multiline": ("multiline", _BOOL),
    "pattern-depth": ("pattern_depth", _INT),
    "keywords": ("keywords", _BOOL),
    "k": ("keywords", _BOOL),
    "keywords-in-file": ("keywords_in_file", _BOOL),
    "kf": ("keywords_in_file", _BOOL),
    "sections": ("sections", _BOOL),
    "letters": ("letters", _STR),
    "mailmap": ("mailmap", _BOOL),
    "tree": ("tree", _BOOL),
    "jobs": ("jobs", _INT),
    "file": ("from_filename", _FLAG),
    "f": ("from_filename", _FLAG),
}
# maint get's own options that make no sense here (a Tree is the loaded
# MAINTAINERS; the answer is an object, not printed)
_NOT_HERE = {"json", "batch", "compat", "script", "setup", "series", "history",
             "cache", "mpath", "maintainer-path",
             "find-maintainer-files", "self-test", "version", "v", "help",
             "h", "usage"}

_FIELDS = {f for f, _ in _GET_OPTIONS.values() if f}


def parse_get_options(options: Iterable[str]) -> Dict[str, Any]:
    """Read get_maintainer.pl options into the keyword arguments of
    :meth:`Tree.get`: ``["--nogit", "--pattern-depth=1", "--separator",
    ","]`` gives ``{"git": False, "pattern_depth": 1, "separator": ","}``.

    The script's rules: ``--name`` or ``-name``, ``--noname`` and
    ``--no-name`` for boolean options, ``--name=value`` or ``--name
    value``, names without regard to case, no abbreviations.  Raises
    :class:`OptionError` for an unknown option or a missing or bad value,
    ``TypeError`` when ``options`` is not a sequence of str.
    """
    if isinstance(options, (str, bytes)):
        raise TypeError("options must be a list of str, not one string")
    out: Dict[str, Any] = {}
    items = list(options)
    i = 0
    while i < len(items):
        arg = items[i]
        i += 1
        if not isinstance(arg, str):
            raise TypeError("options must be str, not %s"
                            % type(arg).__name__)
        if not arg.startswith("-") or arg in ("-", "--"):
            raise OptionError("not an option: %r (inputs are patch= or "
                              "files=)" % arg)
        name, eq, value = arg.lstrip("-").partition("=")
        name = name.lower()
        neg = False
        spec = _GET_OPTIONS.get(name)
        if spec is None and name.startswith("no"):
            base = name[3:] if name.startswith("no-") else name[2:]
            spec = _GET_OPTIONS.get(base)
            if spec is not None and spec[1] == _BOOL:
                neg = True
            else:
                spec = None
        if spec is None:
            if name in _NOT_HERE:
                raise OptionError("--%s is maint get's own; not an option "
                                  "of Tree.get()" % name)
            raise OptionError("Unknown option: %s" % name)
        fieldname, kind = spec
        if kind in (_BOOL, _FLAG):
            if eq:
                raise OptionError("Option %s does not take an argument"
                                  % name)
            if fieldname:
                out[fieldname] = not neg
            continue
        if not eq:
            if i >= len(items) or not isinstance(items[i], str):
                raise OptionError("Option %s requires an argument" % name)
            value = items[i]
            i += 1
        if kind == _INT:
            try:
                v: Any = int(value, 10)
            except ValueError:
                raise OptionError('Value "%s" invalid for option %s '
                                  '(number expected)' % (value, name)) \
                    from None
            value = v
        if fieldname:
            out[fieldname] = value
    return out


@dataclass(frozen=True)
class Diagnostic:
    """A problem libmaint reported: ``level`` ("info", "warning",
    "error"), the MAINTAINERS or profile ``file`` and ``line`` it is about
    (None and 0 when none), and the ``message``."""
    level: str
    file: Optional[str]
    line: int
    message: str

    def __str__(self) -> str:
        where = "%s:%d: " % (self.file, self.line) if self.file and \
            self.line else "%s: " % self.file if self.file else ""
        return "%s%s: %s" % (where, self.level, self.message)


def _diags(raw: Sequence[Tuple[str, Optional[str], int, str]]) \
        -> List[Diagnostic]:
    return [Diagnostic(*d) for d in raw]


@dataclass(frozen=True)
class Person:
    """One entry of the answer: a person or a list.  ``formatted`` is the
    address as get_maintainer.pl prints it (``"Name <addr>"``); ``roles``
    what ``--roles`` shows in parentheses."""
    name: str
    address: str
    formatted: str
    roles: List[str]
    is_list: bool


@dataclass(frozen=True)
class GetAnswer:
    """get_maintainer.pl's answer for one query.

    ``output`` is exactly what the script prints (bytes), ``text`` the same
    as str; ``people`` the persons and lists in the order printed;
    ``data`` the whole structured answer (maint get --json: people, scm,
    status, subsystem, web, bug, sections ...); ``diagnostics`` the
    warnings the script would print on standard error.
    """
    output: bytes
    data: Dict[str, Any]
    diagnostics: List[Diagnostic]

    @property
    def text(self) -> str:
        return self.output.decode("utf-8", "surrogateescape")

    @property
    def people(self) -> List[Person]:
        return [Person(name=p.get("name", ""), address=p.get("address", ""),
                       formatted=p.get("formatted", ""),
                       roles=list(p.get("roles", [])),
                       is_list=bool(p.get("list", False)))
                for p in self.data.get("people", [])]

    @property
    def addresses(self) -> List[str]:
        """The formatted addresses, one per person or list (what
        ``--norolestats`` prints, a line each)."""
        return [p.formatted for p in self.people]


@dataclass(frozen=True)
class Fact:
    """What a profile states, with the ``file`` and ``line`` stating it.

    ``kind`` is a name ("rc-new", "ping-wait", "subject-tag", "trailer",
    ...), ``label`` its words for people, ``value`` what is stated;
    ``rule`` is true for the kinds a series is checked against
    (subject-tag and after).  ``cond`` ("none", "paths", "fixes",
    "features", "series-min") and ``cond_value`` say when it applies;
    ``values`` are the allowed values (topics, tags), ``number`` and
    ``number2`` the counts of the kinds that have them.  ``raw`` holds
    every field libmaint gave, newer ones included.
    """
    kind: str
    label: str
    value: Optional[str]
    file: Optional[str]
    line: int
    rule: bool
    cond: Optional[str]
    cond_value: Optional[str]
    values: List[str]
    number: int
    number2: int
    raw: Dict[str, Any] = field(repr=False, compare=False)

    @classmethod
    def _from(cls, d: Dict[str, Any]) -> "Fact":
        return cls(kind=d["kind"], label=d["label"], value=d.get("value"),
                   file=d.get("file"), line=d.get("line", 0),
                   rule=bool(d.get("rule")), cond=d.get("cond"),
                   cond_value=d.get("cond_value"),
                   values=list(d.get("values", [])),
                   number=d.get("number", 0), number2=d.get("number2", 0),
                   raw=d)


@dataclass(frozen=True)
class Profile:
    """A Maintainer Entry Profile a query reached: the P: ``value``, its
    ``kind`` ("file", "uri", "person" for an obsolete person line,
    "bad-uri"), the ``path`` it resolved to, whether it was ``read`` (an
    ``error`` says why not), its ``title``, where it is named
    (``named_at``: section, MAINTAINERS file and line, and the file of the
    query that matched), and its ``facts`` (``rules``: those a series is
    checked against)."""
    value: str
    kind: str
    path: Optional[str]
    read: bool
    error: Optional[str]
    title: Optional[str]
    named_at: List[Dict[str, Any]]
    facts: List[Fact]

    @property
    def rules(self) -> List[Fact]:
        return [f for f in self.facts if f.rule]

    @property
    def sections(self) -> List[str]:
        """The MAINTAINERS sections that name it."""
        out: List[str] = []
        for n in self.named_at:
            if n["section"] not in out:
                out.append(n["section"])
        return out


@dataclass(frozen=True)
class Finding:
    """One finding of preflight: ``level`` ("error", "warning", "check"),
    the ``check`` that made it ("recipients", "subject-tag",
    "signed-off-by", ...), the input ``file`` and ``line``, the ``rule``
    (the profile's file:line) it comes from, the ``message`` and how to
    ``fix`` it.  ``raw`` holds every field libmaint gave."""
    level: str
    check: str
    file: Optional[str]
    line: int
    mail: Optional[int]
    rule: Optional[str]
    message: str
    fix: Optional[str]
    raw: Dict[str, Any] = field(repr=False, compare=False)

    def __str__(self) -> str:
        where = "%s:%d" % (self.file, self.line) if self.file else "series"
        return "%s: %s: %s: %s" % (where, self.level.upper(), self.check,
                                   self.message)


@dataclass(frozen=True)
class Mail:
    """One mail of the series: where it is, its subject, its number k/n
    and version, whether it is a cover letter or was left out, and its
    counts of findings."""
    file: str
    line: int
    subject: Optional[str]
    number: int
    total: int
    version: int
    cover_letter: bool
    skipped: bool
    errors: int
    warnings: int
    checks: int


@dataclass(frozen=True)
class Preflight:
    """The result of :meth:`Tree.preflight`: the ``findings``, the
    ``mails``, the ``profiles`` the series touches, the totals, the
    release-cycle ``phase`` it was checked in ("rc", "merge window",
    "unknown": no tags, timing not checked), the ``data`` as libmaint
    wrote it (maint preflight --json) and its ``diagnostics``."""
    findings: List[Finding]
    mails: List[Mail]
    profiles: List[str]
    errors: int
    warnings: int
    checks: int
    phase: str
    data: Dict[str, Any]
    diagnostics: List[Diagnostic]

    @property
    def ok(self) -> bool:
        """No errors (what ``maint preflight`` exits 0 for)."""
        return self.errors == 0


def _read_patch(p: PatchInput, what: str) -> Tuple[str, bytes]:
    """(name, bytes) of a patch: bytes are the patch, str or PathLike a
    file to read (at most MAX_PATCH bytes)."""
    if isinstance(p, bytes):
        if len(p) > MAX_PATCH:
            raise InputError("%s: a patch over %d MiB is refused"
                             % (what, MAX_PATCH >> 20))
        return what, p
    if p is None:
        raise TypeError("%s must be a path or bytes, not None" % what)
    if not isinstance(p, (str, os.PathLike)):
        raise TypeError("%s must be a path or bytes, not %s"
                        % (what, type(p).__name__))
    path = os.fspath(p)
    if not isinstance(path, str):
        raise TypeError("%s: a path must be str" % what)
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_PATCH + 1)
    except OSError as e:
        raise InputError("cannot read '%s': %s" % (path, e.strerror)) \
            from e
    if len(data) > MAX_PATCH:
        raise InputError("'%s': a patch over %d MiB is refused"
                         % (path, MAX_PATCH >> 20))
    return path, data


def _inputs(patch: Optional[PatchInput], patches: Optional[Iterable[
        PatchInput]], files: Optional[Iterable[PathLike]]) \
        -> List[Tuple[Any, ...]]:
    out: List[Tuple[Any, ...]] = []
    if patch is not None:
        out.append(("patch",) + _read_patch(patch, "patch"))
    if patches is not None:
        if isinstance(patches, (str, bytes)):
            raise TypeError("patches must be a list, not one patch")
        for i, p in enumerate(patches):
            out.append(("patch",) + _read_patch(p, "patches[%d]" % i))
    if files is not None:
        if isinstance(files, (str, bytes)):
            raise TypeError("files must be a list of paths, not one string")
        for f in files:
            if not isinstance(f, (str, os.PathLike)):
                raise TypeError("a file must be a path, not %s"
                                % type(f).__name__)
            out.append(("file", os.fspath(f)))
    if not out:
        raise TypeError("give patch=, patches= or files=")
    return out


def _get_opts(options: Iterable[str], kw: Mapping[str, Any],
              files: bool) -> Dict[str, Any]:
    """The options of a query, with the script's own checks and the
    defaults that depend on other options."""
    o = parse_get_options(options)
    for k, v in kw.items():
        if k not in _FIELDS:
            raise TypeError("unknown option %r" % k)
        o[k] = v
    if files:
        o["from_filename"] = True
    elif o.get("from_filename"):
        raise OptionError("-f/--file: give the files as files=")
    if o.pop("interactive", False):
        raise OptionError("--interactive is not supported")
    o.pop("tree", None)  # the Tree is the tree
    # --rolestats given turns --roles on; the defaults are the tree's
    # script's (Xen's starts without either), applied by the library
    if o.get("rolestats"):
        o["roles"] = True
    o.setdefault("substatus", False)  # the script's default off a terminal
    sections = o.get("sections") or o.get("letters")
    if not sections and not any(o.get(k, k == "email") for k in (
            "email", "scm", "status", "subsystem", "web", "bug")):
        raise OptionError("Missing required option: email, scm, status, "
                          "subsystem, web or bug")
    if o.get("email", True) and not sections and not any(
            o.get(k, k in ("maintainer", "reviewer", "list"))
            for k in ("maintainer", "reviewer", "list", "subscriber",
                      "git", "git_chief_penguins", "git_blame")):
        raise OptionError("Please select at least 1 email option")
    return o


class Tree:
    """A kernel tree (or any tree with a MAINTAINERS file) loaded once.

    ``root`` is the tree's top directory; ``mpath`` another MAINTAINERS
    file or a directory of them (get_maintainer.pl's ``--mpath``);
    ``compat`` the get_maintainer.pl to answer as ("auto", the default:
    the tree's own script, as ``maint get`` finds it, else the newest;
    or a built-in model: "newest" (or "2026"), "6.12"); ``cache`` the on-disk index of the parsed MAINTAINERS
    (as ``maint get``).  Raises :class:`LoadError` when MAINTAINERS cannot
    be read.

    The files MAINTAINERS is read from are checked on every query only by
    :meth:`reload` (the tree is not watched): call it after a ``git
    checkout``.
    """

    def __init__(self, root: PathLike = ".", mpath: Optional[PathLike] = None,
                 compat: str = "auto", cache: bool = True,
                 find_maintainer_files: bool = False) -> None:
        if not isinstance(compat, str):
            raise TypeError("compat must be a str: auto, newest, 2026 or 6.12")
        if not isinstance(cache, bool) or \
                not isinstance(find_maintainer_files, bool):
            raise TypeError("cache and find_maintainer_files are bools")
        self._args = (root, mpath, compat, cache, find_maintainer_files)
        self._db = _maint.Db(root, mpath, compat, cache,
                             find_maintainer_files)

    def reload(self) -> None:
        """Read MAINTAINERS again (after it changed)."""
        self._db = _maint.Db(*self._args)

    @property
    def root(self) -> str:
        """The tree's top directory."""
        return str(self._db.root)

    @property
    def compat(self) -> str:
        """The get_maintainer.pl this tree answers as: a built-in model
        ("newest", "6.12") or the path of the tree's own script
        ("scripts/get_maintainer.pl")."""
        return str(self._db.compat)

    @property
    def maintainers_files(self) -> List[str]:
        """The MAINTAINERS files that were read."""
        return list(self._db.files)

    def __repr__(self) -> str:
        return "maint.Tree(%r, compat=%r, %d sections)" % (
            self.root, self.compat, self._db.nsections)

    def get(self, patch: Optional[PatchInput] = None, *,
            patches: Optional[Iterable[PatchInput]] = None,
            files: Optional[Iterable[PathLike]] = None,
            options: Iterable[str] = (), **kw: Any) -> GetAnswer:
        """Who gets this patch: get_maintainer.pl's answer.

        ``patch`` is a patch file's path or the patch itself (bytes; a
        format-patch mail, an mbox or a plain diff); ``patches`` several
        (one answer for all, as the script given several); ``files`` paths
        of the tree, relative to its top (``-f``).  ``options`` are
        get_maintainer.pl's, spelt as for the script (``["--nogit",
        "--norolestats", "--nol"]``); keyword arguments set the same by
        field name (``git=False, rolestats=False``; see
        :func:`parse_get_options`).  Their defaults are the script's.
        """
        inputs = _inputs(patch, patches, files)
        o = _get_opts(options, kw, files is not None and patch is None and
                      patches is None)
        if files is not None and (patch is not None or patches is not None):
            raise TypeError("give patches or files, not both (as the "
                            "script: -f makes every argument a file)")
        output, data, diags = self._db.get(inputs, o)
        return GetAnswer(output=output, data=json.loads(data),
                         diagnostics=_diags(diags))

    def profiles(self, patch: Optional[PatchInput] = None, *,
                 patches: Optional[Iterable[PatchInput]] = None,
                 files: Optional[Iterable[PathLike]] = None,
                 keywords: bool = True, fetch: bool = False,
                 timeout: int = 20) -> List[Profile]:
        """The Maintainer Entry Profiles of the sections a patch (or the
        ``files``) reaches, each with its facts and rules, as ``maint
        profile`` finds them.  ``keywords``: sections reached through K:
        keywords count too.  URL profiles are read from maint's cache;
        ``fetch=True`` fetches them (``timeout`` seconds each)."""
        if not all(isinstance(b, bool) for b in (keywords, fetch)):
            raise TypeError("keywords and fetch are bools")
        if not isinstance(timeout, int) or isinstance(timeout, bool):
            raise TypeError("timeout must be an int (seconds)")
        inputs = _inputs(patch, patches, files)
        o = {"from_filename": files is not None}
        raw, diags = self._db.profiles(inputs, o, keywords, fetch, timeout)
        return [Profile(value=p["value"], kind=p["kind"], path=p["path"],
                        read=p["read"], error=p["error"], title=p["title"],
                        named_at=p["named_at"],
                        facts=[Fact._from(f) for f in p["facts"]])
                for p in raw]

    def preflight(self, patches: Iterable[PatchInput], *,
                  rc: Optional[int] = None, merge_window: bool = False,
                  today: Optional[str] = None, posted: Optional[str] = None,
                  previous: Optional[str] = None, git: bool = True,
                  recipients: bool = True, fetch: bool = False) -> Preflight:
        """Check a series before it is sent, as ``maint preflight``:
        against MAINTAINERS (the recipients) and the rules of every profile
        it touches.  ``patches``: paths or bytes (format-patch mails, or
        one mbox).  The release cycle comes from the tree's tags unless
        ``rc`` (the tree is at -rcN) or ``merge_window`` says; ``today``,
        ``posted`` and ``previous`` are "YYYY-MM-DD" days; ``git=False``
        reads no history, ``recipients=False`` leaves To:/Cc: alone."""
        if patches is None or isinstance(patches, (str, bytes)):
            raise TypeError("patches must be a list of paths or bytes")
        for b in (merge_window, git, recipients, fetch):
            if not isinstance(b, bool):
                raise TypeError("merge_window, git, recipients and fetch "
                                "are bools")
        if rc is not None and (not isinstance(rc, int) or
                               isinstance(rc, bool)):
            raise TypeError("rc must be an int or None")
        inputs = _inputs(None, patches, None)
        o: Dict[str, Any] = {"git": git, "recipients": recipients,
                             "fetch": fetch, "merge_window": merge_window,
                             "today": today, "posted": posted,
                             "previous": previous}
        if rc is not None:
            if rc < 1:
                raise ValueError("rc must be 1 or more")
            o["rc"] = rc
        raw, diags, phase = self._db.preflight(inputs, o)
        d = json.loads(raw)
        series = d.get("series", {})
        mails = [Mail(file=m.get("file", ""), line=m.get("line", 0),
                      subject=m.get("subject"), number=m.get("number", 0),
                      total=m.get("total", 0), version=m.get("version", 1),
                      cover_letter=bool(m.get("cover_letter")),
                      skipped=bool(m.get("skipped")),
                      errors=m.get("errors", 0),
                      warnings=m.get("warnings", 0),
                      checks=m.get("checks", 0))
                 for m in d.get("mails", [])]
        findings = [Finding(level=f.get("level", ""),
                            check=f.get("check", ""), file=f.get("file"),
                            line=f.get("line", 0) or 0, mail=f.get("mail"),
                            rule=f.get("rule"),
                            message=f.get("message", ""), fix=f.get("fix"),
                            raw=f)
                    for f in d.get("findings", [])]
        return Preflight(findings=findings, mails=mails,
                         profiles=list(d.get("profiles", [])),
                         errors=series.get("errors", 0),
                         warnings=series.get("warnings", 0),
                         checks=series.get("checks", 0), phase=phase,
                         data=d, diagnostics=_diags(diags))
