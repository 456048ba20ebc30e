#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint preflight on hostile mails: escape sequences in headers (also
# RFC 2047-encoded), huge header blocks and folded lines, many mails in
# one mbox, endless numbering, a directory of non-files, binary data;
# preflight must end in a defined way, escape what it prints, and never
# change its inputs.

. "$(dirname "$0")/lib.sh"

ESC=$(printf '\033')

mk_mail() {
	# mk_mail SUBJECT FROM: a mail with one hunk against the example tree
	printf 'From: %s\nTo: x@example.org\nSubject: %s\n\nBody.\n\nSigned-off-by: %s\n---\n' "$2" "$1" "$2"
	patch_for drivers/widget/widget-core.c
}

test_expect_success 'escape sequences in From:, Subject: (raw and RFC 2047) come out escaped' '
	mk_tree &&
	mk_mail "[PATCH] widget: ${ESC}[2J${ESC}]0;pwned$(printf "\007")x" \
		"Evil ${ESC}[31m <e@example.org>" >a.patch &&
	mk_mail "[PATCH] =?utf-8?q?widget=3A_=1B=5B2J_x?=" "B <b@example.org>" >b.patch &&
	defined preflight --rc 3 a.patch b.patch &&
	! grep -q -F "${ESC}" out &&
	grep -F "\\x1b[2J" out &&
	defined preflight --rc 3 --json a.patch b.patch &&
	python3 -c "import json; json.load(open(\"out\"))"
'

test_expect_success 'a huge header block and a huge folded header' '
	mk_tree &&
	{ i=0; while [ $i -lt 20000 ]; do echo "X-H$i: v"; i=$((i + 1)); done;
	  printf "Subject: [PATCH] widget: x\n"; printf "To: a@example.org"; 
	  i=0; while [ $i -lt 20000 ]; do printf ",\n b%d@example.org" $i; i=$((i + 1)); done;
	  printf "\n\nbody\n"; patch_for drivers/widget/widget-core.c; } >h.patch &&
	defined preflight --rc 3 h.patch
'

test_expect_success 'an mbox of 2000 unrelated mails, numbering out of range' '
	mk_tree &&
	i=0; while [ $i -lt 2000 ]; do
		printf "From 0000 Mon Sep 17 00:00:00 2001\n"
		mk_mail "[PATCH $i/999999999] widget: $i" "A <a@example.org>"
		echo; i=$((i + 1))
	done >m.mbox &&
	defined preflight --rc 3 --no-recipients m.mbox &&
	[ "$status" -le 1 ]
'

test_expect_success 'binary data, an empty file, a directory of special files' '
	mk_tree &&
	head -c 65536 /dev/urandom >r.patch &&
	: >e.patch &&
	mkdir d && mkfifo d/f.patch && ln -s /etc/passwd d/l.patch &&
	defined preflight --rc 3 r.patch e.patch &&
	grep "ERROR: headers" out &&
	defined preflight --rc 3 d &&
	[ "$status" = 3 ]
'

test_expect_success 'preflight never changes its inputs' '
	mk_tree &&
	mk_mail "[PATCH] widget: x" "A <a@example.org>" >a.patch &&
	cp a.patch keep &&
	chmod 444 a.patch &&
	defined preflight --rc 3 a.patch &&
	cmp a.patch keep &&
	git status --porcelain >/dev/null 2>&1; true
'

test_done
