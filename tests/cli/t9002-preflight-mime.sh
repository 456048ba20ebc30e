#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint preflight reads mail as mail is (issue 26): quoted-printable with
# encoded CR LF (=0D=0A, as Outlook and Exchange send it), base64, a patch
# attached to a multipart mail whose attachment starts with git's own
# "From <sha>" line (one mail, not two), encoded words in another charset;
# a mail that cannot be read (HTML only) is an ERROR naming why, never a
# cover letter in silence. Against the example tree.
#
# shellcheck disable=SC2016

. "$(dirname "$0")/lib.sh"

TO='Marta Kowalczyk <marta.kowalczyk@example.org>, "Dev A. Anand" <dev.anand@example.com>, Lucia Fernandez <lucia.fernandez@example.org>, widget-devel@lists.example.org, linux-kernel@lists.example.org'

# head [CTE [CTYPE]]: the headers of a one-patch mail
head_() {
	printf 'From: A Person <a@example.org>\nTo: %s\nSubject: [PATCH] widget: change the core\nDate: Mon, 2 Mar 2026 10:00:00 +0000\nMIME-Version: 1.0\n' "$TO"
	printf 'Content-Type: %s\n' "${2:-text/plain; charset=\"us-ascii\"}"
	[ -z "$1" ] || printf 'Content-Transfer-Encoding: %s\n' "$1"
	echo
}

# body: the commit message and the diff, LF line ends
body() {
	printf 'Change the core.\n\nSigned-off-by: A Person <a@example.org>\n---\n'
	printf ' drivers/widget/widget-core.c | 2 +-\n\n'
	printf 'diff --git a/drivers/widget/widget-core.c b/drivers/widget/widget-core.c\n'
	printf 'index 1111111..2222222 100644\n'
	printf -- '--- a/drivers/widget/widget-core.c\n+++ b/drivers/widget/widget-core.c\n'
	printf '@@ -1,3 +1,3 @@\n // SPDX-License-Identifier: GPL-2.0-only\n /*\n- * Widget core.\n+ * Widget core: lookup.\n'
	printf -- '-- \n2.47.0\n'
}

pf() {
	"$MAINT" preflight --no-git --rc 3 "$@"
}

test_expect_success 'the plain mail: checked, no error (the baseline)' '
	cp -R "$EXAMPLES/tree/." . &&
	{ head_; body; } >plain.eml &&
	pf plain.eml >out &&
	cat out &&
	grep "^total: 0 errors.* 1 patch;" out
'

test_expect_success 'quoted-printable with =0D=0A: the patch is found and checked, the CRs named' '
	cp -R "$EXAMPLES/tree/." . &&
	{ head_ quoted-printable; body | python3 -c "
import binascii, sys
d = sys.stdin.buffer.read().replace(b\"\\n\", b\"\\r\\n\")
sys.stdout.buffer.write(binascii.b2a_qp(d, istext=False))"; } >qp.eml &&
	grep -q "=0D=0A" qp.eml && ! grep -q "^diff --git" qp.eml &&
	pf qp.eml >out
	cat out &&
	grep "^total: 0 errors, 1 warning,.* 1 patch;" out &&
	grep "WARNING: crlf: [0-9]* lines end in CR LF once the transfer encoding is undone" out &&
	! grep "no diff" out
'

test_expect_success 'base64: the patch is found and checked' '
	cp -R "$EXAMPLES/tree/." . &&
	{ head_ base64; body | base64; } >b64.eml &&
	pf b64.eml >out &&
	cat out &&
	grep "^total: 0 errors, 0 warnings.* 1 patch;" out
'

test_expect_success 'Outlook: a patch attached with its own "From <sha>" line is one mail' '
	cp -R "$EXAMPLES/tree/." . &&
	{ head_ "" "multipart/mixed; boundary=\"_002_B_\""
	  printf -- "--_002_B_\nContent-Type: text/plain; charset=\"windows-1252\"\nContent-Transfer-Encoding: quoted-printable\n\nThe patch=85 attached=0D=0A\n"
	  printf -- "--_002_B_\nContent-Type: text/x-patch; name=\"0001.patch\"\nContent-Disposition: attachment; filename=\"0001.patch\"\n\n"
	  printf "From 0123456789abcdef0123456789abcdef01234567 Mon Sep 17 00:00:00 2001\n"
	  printf "From: A Person <a@example.org>\nSubject: [PATCH] widget: change the core\n\n"
	  body; printf -- "--_002_B_--\n"; } >outlook.eml &&
	pf outlook.eml >out &&
	cat out &&
	grep "^total: 0 errors.* 1 patch;" out &&
	[ "$(grep -c "^outlook.eml.*: 0 errors" out)" = 1 ]
'

test_expect_success 'an HTML-only mail: an ERROR naming why, not a cover letter' '
	cp -R "$EXAMPLES/tree/." . &&
	{ head_ "" "multipart/alternative; boundary=b"
	  printf -- "--b\nContent-Type: text/html\n\n<p>diff</p>\n--b--\n"; } >html.eml &&
	test_expect_code 1 pf html.eml >out &&
	cat out &&
	grep "ERROR: mail: cannot be read: no text/plain part" out
'

test_expect_success 'encoded words in another charset: the subject decoded' '
	cp -R "$EXAMPLES/tree/." . &&
	{ head_; body; } | sed "s/^Subject: .*/Subject: =?iso-8859-1?q?[PATCH]_widget=3A_caf=E9?=/" >ew.eml &&
	pf --json ew.eml >out &&
	grep "\"subject\": \"\[PATCH\] widget: caf\\\\u00e9\"\|\"subject\": \"\[PATCH\] widget: café\"" out
'

test_done
