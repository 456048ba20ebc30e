#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# C1 control characters on a terminal (issue 23, defect 2). A terminal
# obeys C1 as well as C0: U+009B (CSI; UTF-8 c2 9b), U+009C (ST, which
# ends an OSC 8 hyperlink), U+009D (OSC), and the same as raw bytes
# 0x9b/0x9c/0x9d that are not part of well-formed UTF-8. They come from a
# MAINTAINERS section name and address, an RFC 2047 Subject, a profile's
# links; none may reach a terminal raw, stdout or stderr. Well-formed
# UTF-8 that merely holds bytes 0x80-0x9f ("é" c3 a9, "—" e2 80 94) is
# text and stays. To a pipe, get keeps MAINTAINERS' bytes exactly.

. "$(dirname "$0")/lib.sh"

command -v python3 >/dev/null 2>&1 || test_skip_all 'python3 is not installed'

CSI8=$(printf '\302\233')	# U+009B as UTF-8
OSC8=$(printf '\302\235')	# U+009D
ST8=$(printf '\302\234')	# U+009C
CSI=$(printf '\233')		# raw 0x9b

# no_c1 FILE: no C1 control in FILE, as UTF-8 or as a raw byte outside
# well-formed UTF-8 (maint's own OSC 8 and SGR are ESC sequences: C0).
no_c1() {
	python3 - "$1" <<-'PY'
	import sys
	b = open(sys.argv[1], "rb").read()
	i, bad = 0, []
	while i < len(b):
	    c = b[i]
	    n = 1
	    if c >= 0xc2 and c <= 0xf4:
	        n = 2 if c < 0xe0 else 3 if c < 0xf0 else 4
	        seq = b[i:i + n]
	        try:
	            ch = seq.decode("utf-8")
	            if 0x80 <= ord(ch) <= 0x9f:
	                bad.append((i, seq))
	        except UnicodeDecodeError:
	            n = 1
	    if n == 1 and 0x80 <= c <= 0x9f:
	        bad.append((i, bytes([c])))
	    i += n
	if bad:
	    print("raw C1 in %s: %r" % (sys.argv[1], bad[:5]))
	    sys.exit(1)
	PY
}

mk_c1() {
	mk_tree &&
	printf '\nC1%s2J SECTION %s\nM:\tCee One%s0;x <c1@example.org>\nS:\tMaintained\nF:\tkernel/\nP:\tDocumentation/process/maintainer-c1.rst\n' \
		"$CSI8" "$CSI" "$OSC8" >>MAINTAINERS &&
	printf 'C1 Caf\303\251 \342\200\224 Profile\n=====================\n\nTesting\n-------\n\nRun the `kselftest suite <https://example.org/a%sb>`_ before sending.\nAlso `kunit tests <https://example.org/c%sd>`_.\n' \
		"$ST8" "$(printf '\234')" \
		>Documentation/process/maintainer-c1.rst
}

test_expect_success 'the check can fail: a raw C1 is seen' '
	printf "a%sb" "$CSI8" >f && ! no_c1 f 2>/dev/null &&
	printf "a%sb" "$CSI" >f && ! no_c1 f 2>/dev/null &&
	printf "Caf\303\251 \342\200\224" >f && no_c1 f
'

test_expect_success 'get to a pipe: the bytes of MAINTAINERS kept exactly' '
	mk_c1 &&
	m get --sections -f kernel/Makefile >out &&
	grep -F "C1${CSI8}2J SECTION ${CSI}" out &&
	m get -f kernel/Makefile >out &&
	grep -F "Cee One${OSC8}0;x" out
'

test_expect_success 'get -f to a terminal: section name and address escaped' '
	mk_c1 &&
	pty "$MAINT" get --sections -f kernel/Makefile >out &&
	no_c1 out && grep -F "C1\\xc2\\x9b2J SECTION \\x9b" out &&
	pty "$MAINT" get -f kernel/Makefile >out &&
	no_c1 out && grep -F "Cee One\\xc2\\x9d0;x" out
'

for cmd in "profile list" "profile show Documentation/process/maintainer-c1.rst" \
	"profile -f kernel/Makefile" "check MAINTAINERS" "coverage --per-file" \
	"report profiles" "pulls"; do
	test_expect_success "$cmd to a terminal: no raw C1, stdout or stderr" '
		mk_c1 &&
		pty "$MAINT" '"$cmd"' >out; status=$?
		[ $status -lt 124 ] && no_c1 out
	'
done

test_expect_success 'profile: U+009C cannot end an OSC 8 link early' '
	mk_c1 &&
	pty "$MAINT" profile show Documentation/process/maintainer-c1.rst >out &&
	no_c1 out && grep -F "example.org/a\\xc2\\x9cb" out &&
	grep -F "example.org/c\\x9cd" out
'

test_expect_success 'well-formed UTF-8 with bytes 0x80-0x9f is kept on a terminal' '
	mk_c1 &&
	pty "$MAINT" profile show Documentation/process/maintainer-c1.rst >out &&
	grep -F "Caf$(printf "\303\251") $(printf "\342\200\224") Profile" out
'

mk_mail() {
	printf 'From: %s\nTo: x@example.org\nSubject: %s\n\nBody.\n\nSigned-off-by: %s\n---\n' "$2" "$1" "$2"
	patch_for drivers/widget/widget-core.c
}

test_expect_success 'preflight: C1 in a Subject (raw, UTF-8, RFC 2047) escaped' '
	mk_tree &&
	mk_mail "[PATCH] widget: a${CSI8}2Jb" "A <a@example.org>" >a.patch &&
	mk_mail "[PATCH] =?utf-8?b?d2lkZ2V0OiDCmzJK?=" "B <b@example.org>" >b.patch &&
	mk_mail "[PATCH] =?iso-8859-1?q?widget=3A_=9B2J?=" "C <c@example.org>" >c.patch &&
	mk_mail "[PATCH] widget: raw ${CSI}2J" "D <d@example.org>" >d.patch &&
	pty "$MAINT" preflight --rc 3 a.patch b.patch c.patch d.patch >out;
	[ $? -lt 124 ] && no_c1 out && grep -F "\\xc2\\x9b2J" out
'

test_expect_success 'JSON: C1 written as \u009b, never raw' '
	mk_c1 &&
	m get --json --sections -f kernel/Makefile >out &&
	no_c1 out && grep -F "\\u009b2J" out &&
	python3 -c "import json; json.load(open(\"out\"))"
'

test_done
