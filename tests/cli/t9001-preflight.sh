#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint preflight on real patches of the corpus (the linux-2026 world: its
# MAINTAINERS, .mailmap and profiles), with the headers (To/Cc, subjects)
# written by the test: netdev, tip, KVM x86, XFS and a subsystem without a
# profile; each rule triggered and not triggered; bad input.
#
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"

test_corpus
test_world linux-2026
P=$CORPUS/patches
NET=$P/0d98e3d9c5c7.patch     # drivers/net/ovpn, no Fixes:
TIP=$P/008219e11478.patch     # kernel/sched
KVM=$P/210411f752d5.patch     # arch/x86 and arch/x86/kvm/x86.c
XFS=$P/02cf27d0b42e.patch     # fs/xfs
SND=$P/050d54bc207d.patch     # sound/: no profile
export WORLD NET TIP KVM XFS SND

# mail SRC SUBJECT [TO]: SRC with its Subject: replaced and To: added;
# TO "auto" is maint get's answer for SRC
mail() {
	to=${3-auto}
	if [ "$to" = auto ]; then
		to=$(cd "$WORLD" && "$MAINT" get --no-rolestats \
			--no-git-fallback "$1" | sed ':a;N;$!ba;s/\n/, /g')
	fi
	awk -v subj="$2" -v to="$to" '
		hdr && /^Subject:/ { print "Subject: " subj; skip = 1; next }
		hdr && skip && /^[ \t]/ { next }
		hdr && /^$/ { if (to != "") print "To: " to; hdr = 0 }
		{ skip = 0; print }
		BEGIN { hdr = 1 }' "$1"
}
pf() {
	(cd "$WORLD" && "$MAINT" preflight --no-git "$@")
}
# the mails, shared by the tests
D=$TEST_ROOT/mails
mkdir -p "$D"
export D

test_expect_success 'a well-formed netdev patch gives no error' '
	mail "$NET" "[PATCH net-next] ovpn: add support for peer floating" \
		>"$D/net.patch" &&
	pf --rc 3 --today 2026-06-10 "$D/net.patch" >out &&
	! grep "ERROR:" out &&
	grep "^total: 0 errors" out &&
	grep "maintainer-netdev.rst" out
'

test_expect_success 'netdev: no tree tag is an error naming the profile line' '
	mail "$NET" "[PATCH] ovpn: add support for peer floating" >"$D/n1.patch" &&
	test_expect_code 1 pf --rc 3 "$D/n1.patch" >out &&
	grep "ERROR: subject-tag: no tree tag.*\[PATCH net\] or \[PATCH net-next\] \[Documentation/process/maintainer-netdev.rst:[0-9]*\]" out
'

ESC=$(printf '\033')
export ESC
if command -v script >/dev/null 2>&1; then
	test_expect_success 'on a terminal: the message, the rule and the fix on lines of their own, wrapped' '
		{ (cd "$WORLD" && COLUMNS=60 script -qec "$MAINT preflight --no-git --rc 3 --color=never $D/n1.patch" /dev/null) >tty.out; true; } &&
		tr -d "\r" <tty.out >out &&
		grep "^[^ ].*: ERROR: subject-tag:\$" out &&
		grep "^    no tree tag" out &&
		grep "^    \[Documentation/process/maintainer-netdev.rst:[0-9]*\]\$" out &&
		test -z "$(awk "/^    / && length > 60" out)" &&
		test_expect_code 1 pf --rc 3 "$D/n1.patch" >out &&
		grep "ERROR: subject-tag: no tree tag.*\] -- fix: " out
	'
else
	echo "# SKIP the terminal layout: script (Debian: bsdutils) is not installed"
fi

test_expect_success '--color: the level words in colour when asked, not on a pipe' '
	test_expect_code 1 pf --rc 3 --color=always "$D/n1.patch" >out &&
	grep "${ESC}\[1;31mERROR${ESC}\[0m: subject-tag: no tree tag" out &&
	grep "^total: 1 error, [0-9]* warnings\{0,1\}, [0-9]* checks\{0,1\}; 1 patch;" out &&
	test_expect_code 1 pf --rc 3 "$D/n1.patch" >out &&
	! grep "$ESC" out &&
	test_expect_code 1 pf --rc 3 --color=never "$D/n1.patch" >out &&
	! grep "$ESC" out &&
	test_expect_code 2 pf --color=sometimes "$D/n1.patch" 2>err &&
	grep "color must be auto, always or never" err
'

test_expect_success 'netdev: a fix for net-next is a CHECK without git, a feature for net warns' '
	mail "$NET" "[PATCH net-next] ovpn: add support for peer floating" |
		sed "0,/^Signed-off-by:/s//Fixes: 0123456789ab (\"ovpn: a commit\")\n&/" >"$D/f1.patch" &&
	pf --rc 3 "$D/f1.patch" >out &&
	grep "CHECK: fixes-tree: a fix (Fixes: tag) in a series for net-next, the tree for new features: right only when the bug is there alone" out &&
	! grep "WARNING: fixes-tree" out &&
	sed "s/PATCH net-next/PATCH net/" "$D/f1.patch" >"$D/f2.patch" &&
	pf --rc 3 "$D/f2.patch" >out &&
	! grep "fixes-tree" out &&
	mail "$NET" "[PATCH net] ovpn: add support for peer floating" >"$D/f3.patch" &&
	pf --rc 3 "$D/f3.patch" >out &&
	grep "WARNING: fixes-tree: a patch for net, the fixes tree, without a Fixes: tag" out
'

test_expect_success 'netdev: net-next is closed in the merge window, RFCs pass' '
	test_expect_code 1 pf --merge-window "$D/net.patch" >out &&
	grep "ERROR: closed: .*maintainer-netdev.rst is closed now (merge window)" out &&
	grep "fix: post it as an RFC" out &&
	mail "$NET" "[RFC PATCH net-next] ovpn: add support for peer floating" >"$D/rfc.patch" &&
	pf --merge-window "$D/rfc.patch" >out &&
	! grep "ERROR: closed" out &&
	grep "CHECK: closed: .*takes RFCs" out
'

test_expect_success 'netdev: repost wait with --previous, to the hour' '
	pf --rc 3 --posted 2026-06-10T18:00 --previous 2026-06-10T08:00 "$D/net.patch" >out &&
	grep "WARNING: repost-wait: v1 posted 10 hour(s) after v0 (--previous); .*maintainer-netdev.rst asks for at least 24 hours" out &&
	pf --rc 3 --posted 2026-06-12 --previous 2026-06-10 "$D/net.patch" >out &&
	! grep "repost-wait" out
'

test_expect_success 'repost wait: days alone across midnight are a CHECK, times decide' '
	mail "$NET" "[PATCH net-next v2] ovpn: add support for peer floating" >"$D/v2.patch" &&
	pf --rc 3 --posted 2026-06-11 --previous 2026-06-10 "$D/v2.patch" >out &&
	grep "CHECK: repost-wait: v2 may come less than at least 24 hours after v1 (--previous): the days are known, not the hours" out &&
	! grep "WARNING: repost-wait" out &&
	pf --rc 3 --posted 2026-06-11T02:00 --previous 2026-06-10T16:00 "$D/v2.patch" >out &&
	grep "WARNING: repost-wait: v2 posted 10 hour(s) after v1 (--previous)" out &&
	pf --rc 3 --posted "2026-06-11 18:00+02:00" --previous 2026-06-10T15:00Z "$D/v2.patch" >out &&
	! grep "repost-wait" out &&
	pf --rc 3 "$D/v2.patch" >out &&
	grep "CHECK: repost-wait: v2: .* when v1 was sent is not known (no --previous, no sent mail named (--sent, maint.sentFolder), no b4 sent tag)" out &&
	test_expect_code 2 pf --rc 3 --previous 2026-06-10T25:00 "$D/v2.patch"
'

# sentmail FILE SUBJECT DATE MSGID: one sent mail, mbox-style ("" leaves
# the header out)
sentmail() {
	{
		echo "From me@example.org Thu Jan  1 00:00:00 1970"
		echo "From: Me <me@example.org>"
		echo "To: netdev@vger.kernel.org"
		echo "Subject: $2"
		[ -z "$3" ] || echo "Date: $3"
		[ -z "$4" ] || echo "Message-ID: <$4>"
		echo
		echo "the body"
		echo "From here on a line of the body starts with From"
		echo
	} >>"$1"
}

test_expect_success 'repost wait: the previous version from the sent mail (an mbox)' '
	sentmail sent.mbox "[PATCH net] other: unrelated" "Tue, 9 Jun 2026 08:00:00 +0000" &&
	sentmail sent.mbox "Re: [PATCH net-next] ovpn: add support for peer floating" \
		"Wed, 10 Jun 2026 09:00:00 +0000" &&
	sentmail sent.mbox "[PATCH net-next v3] ovpn: add support for peer floating" \
		"Wed, 10 Jun 2026 10:00:00 +0000" &&
	sentmail sent.mbox "[PATCH net-next] ovpn: add support for peer floating" \
		"Wed, 10 Jun 2026 18:00:00 +0200" 20260610160000.4242-1-me@example.org &&
	sentmail sent.mbox "[PATCH net-next 0/2] ovpn: add support for peer floating" \
		"Wed, 10 Jun 2026 20:00:00 +0000" &&
	pf --rc 3 --posted 2026-06-11T02:00 --sent "$PWD/sent.mbox" "$D/v2.patch" >out &&
	grep "WARNING: repost-wait: v2 posted 10 hour(s) after v1 (the Date: of v1 in the sent mail $PWD/sent.mbox)" out &&
	pf --rc 3 --posted 2026-06-11T17:00Z --sent "$PWD/sent.mbox" "$D/v2.patch" >out &&
	! grep "repost-wait" out &&
	: the mails of another version, replies, other series: not v1 &&
	sentmail other.mbox "[PATCH net-next v3] ovpn: add support for peer floating" \
		"Wed, 10 Jun 2026 10:00:00 +0000" &&
	sentmail other.mbox "Re: [PATCH net-next] ovpn: add support for peer floating" \
		"Wed, 10 Jun 2026 09:00:00 +0000" &&
	pf --rc 3 --posted 2026-06-11T02:00 --sent "$PWD/other.mbox" "$D/v2.patch" >out &&
	grep "CHECK: repost-wait: v2: .* when v1 was sent is not known (no --previous; no mail of v1 in the sent mail $PWD/other.mbox (--sent; 2 mails read), no b4 sent tag)" out &&
	pf --rc 3 --sent "$PWD/nowhere.mbox" "$D/v2.patch" >out &&
	grep "when v1 was sent is not known (no --previous; the sent mail $PWD/nowhere.mbox (--sent): No such file or directory" out
'

test_expect_success 'repost wait: a maildir, git send-email Message-ID without Date:, no symlink followed' '
	mkdir -p md/cur md/new md/tmp &&
	sentmail md/new/1.eml "[PATCH net-next] ovpn: add support for peer floating" \
		"" 20260610160000.4242-1-me@example.org &&
	sentmail md/cur/2.eml "[PATCH] unrelated" "Wed, 10 Jun 2026 01:00:00 +0000" &&
	sentmail elsewhere.eml "[PATCH net-next] ovpn: add support for peer floating" \
		"Mon, 1 Jun 2026 01:00:00 +0000" &&
	ln -s "$PWD/elsewhere.eml" md/cur/3.eml &&
	mkfifo md/cur/4.eml &&
	pf --rc 3 --posted 2026-06-11T02:00 --sent "$PWD/md" "$D/v2.patch" >out &&
	grep "WARNING: repost-wait: v2 posted 10 hour(s) after v1 (the Message-ID of v1 in the sent mail $PWD/md)" out &&
	mkdir notmd &&
	pf --rc 3 --sent "$PWD/notmd" "$D/v2.patch" >out &&
	grep "the sent mail $PWD/notmd (--sent): a directory without cur/ or new/: not a maildir" out &&
	: bytes that are no mail, a header without end, a FIFO: read, never hung &&
	{ printf "From x\nSubject: [PATCH net-next] ovpn: add support for peer floating\nDate: " &&
	  head -c 300000 /dev/urandom | tr "\n" " "; } >junk.mbox &&
	head -c 100000 /dev/urandom >>junk.mbox &&
	pf --rc 3 --posted 2026-06-11T02:00 --sent "$PWD/junk.mbox" "$D/v2.patch" >out &&
	grep "no mail of v1 in the sent mail $PWD/junk.mbox" out &&
	mkfifo fifo &&
	pf --rc 3 --sent "$PWD/fifo" "$D/v2.patch" >out &&
	grep "the sent mail $PWD/fifo (--sent): neither a regular file (an mbox) nor a maildir" out
'

test_expect_success 'repost wait: real mail, v12 two hours after v11 (Date:, then Message-ID)' '
	E=$TEST_TOP/tests/preflight-eval/mail/iwl &&
	for f in "$E"/iwl-f9adc5c14a68/*.eml; do
		echo "From mboxrd@z Thu Jan  1 00:00:00 1970" && cat "$f" && echo || exit 1
	done >real.mbox &&
	pf --rc 1 --posted "2025-02-16T17:34:25+08:00" --sent "$PWD/real.mbox" \
		"$E/iwl-fbabc7680874" >out &&
	grep "repost-wait: v12 posted 2 hour(s) after v11 (the Date: of v11 in the sent mail $PWD/real.mbox)" out &&
	grep -v "^Date:" real.mbox >nodate.mbox &&
	pf --rc 1 --posted "2025-02-16T17:34:25+08:00" --sent "$PWD/nodate.mbox" \
		"$E/iwl-fbabc7680874" >out &&
	grep "repost-wait: v12 posted 2 hour(s) after v11 (the Message-ID of v11 in the sent mail $PWD/nodate.mbox)" out
'

test_expect_success 'repost wait: the sent mail named by .maint.conf and git config maint.sentFolder' '
	mkdir -p sc && cp -r "$WORLD/." sc/ 2>/dev/null;
	sentmail sc/sent.mbox "[PATCH net-next] ovpn: add support for peer floating" \
		"Wed, 10 Jun 2026 16:00:00 +0000" &&
	printf "[maint]\n\tsentFolder = sent.mbox\n" >sc/.maint.conf &&
	(cd sc && "$MAINT" preflight --no-git --rc 3 --posted 2026-06-11T02:00 "$D/v2.patch") >out &&
	grep "WARNING: repost-wait: v2 posted 10 hour(s) after v1 (the Date: of v1 in the sent mail sent.mbox)" out &&
	rm sc/.maint.conf &&
	cp sc/sent.mbox "$HOME/Sent" &&
	git config --global maint.sentFolder "~/Sent" &&
	(cd sc && "$MAINT" preflight --rc 3 --posted 2026-06-11T02:00 "$D/v2.patch") >out &&
	grep "WARNING: repost-wait: v2 posted 10 hour(s) after v1 (the Date: of v1 in the sent mail $HOME/Sent)" out &&
	git config --global --unset maint.sentFolder
'

test_expect_success 'netdev: more than 15 patches is a warning' '
	mkdir "$D/big" &&
	for i in $(seq 1 16); do
		mail "$NET" "[PATCH net-next $i/16] ovpn: part $i" \
			>"$D/big/$(printf %04d $i).patch" || exit 1
	done &&
	pf --rc 3 "$D/big" >out &&
	grep "series: WARNING: series-max: 16 patches: .*maintainer-netdev.rst takes at most 15" out &&
	rm "$D/big/0016.patch" &&
	test_expect_code 1 pf --rc 3 "$D/big" >out &&
	grep "series: WARNING: series-max: 16 patches" out &&
	grep "ERROR: numbering: 1 of 16 patches missing: 16" out &&
	# one patch alone: its k/N says how long the series is
	pf --rc 3 --per-patch "$D/big/0003.patch" >out &&
	grep "series: WARNING: series-max: 16 patches" out &&
	! grep "numbering" out
'

test_expect_success 'recipients: a primary section not reached at all is one error' '
	# sent by someone else for the author (the OVPN maintainer himself)
	mail "$NET" "[PATCH net-next] ovpn: add support for peer floating" \
		"Someone Else <else@example.org>" |
		awk "/^From: / && !done { a = \$0; print \"From: Sender <sender@example.org>\"; done = 1; next }
		     /^$/ && a && !b { print; print a; print \"\"; b = 1; next } { print }" >"$D/r0.patch" &&
	test_expect_code 1 pf --rc 3 "$D/r0.patch" >out &&
	grep "ERROR: recipients: none of the maintainers and lists of OPENVPN DATA CHANNEL OFFLOAD is a recipient: Antonio Quartulli <antonio@openvpn.net>, netdev@vger.kernel.org \[./MAINTAINERS:[0-9]*\]" out &&
	test $(grep -c "ERROR" out) = 1 &&
	! grep "recipients: maintainer Antonio" out
'

test_expect_success 'recipients: one of the section reached: its list missed is a warning, other sections a CHECK' '
	mail "$NET" "[PATCH net-next] ovpn: add support for peer floating" \
		"Sabrina Dubroca <sd@queasysnail.net>" >"$D/r1.patch" &&
	pf --rc 3 "$D/r1.patch" >out &&
	grep "WARNING: recipients: list netdev@vger.kernel.org of OPENVPN DATA CHANNEL OFFLOAD is not a recipient \[./MAINTAINERS:[0-9]*\]" out &&
	grep "CHECK: recipients: not recipients of NETWORKING DRIVERS (a less specific section than another of the same files): .*Jakub Kicinski <kuba@kernel.org>" out &&
	! grep "ERROR" out
'

test_expect_success 'recipients: a less specific section reached by its list is a CHECK' '
	mail "$NET" "[PATCH net-next] ovpn: add support for peer floating" \
		"netdev@vger.kernel.org, Sabrina Dubroca <sd@queasysnail.net>" >"$D/r2.patch" &&
	pf --rc 3 "$D/r2.patch" >out &&
	grep "CHECK: recipients: not recipients of NETWORKING DRIVERS (a less specific section; reached through its list or people): .*Jakub Kicinski <kuba@kernel.org>" out &&
	! grep "ERROR\|WARNING: recipients" out
'

test_expect_success 'recipients: the list of the primary section missed is a warning, THE REST a CHECK' '
	mail "$SND" "[PATCH] ALSA: hda/realtek: fixup ASUS H7606W" \
		"Takashi Iwai <tiwai@suse.com>, Jaroslav Kysela <perex@perex.cz>" >"$D/s1.patch" &&
	pf --rc 3 "$D/s1.patch" >out &&
	grep "WARNING: recipients: list linux-sound@vger.kernel.org of SOUND" out &&
	grep "CHECK: recipients: not recipients of THE REST (the catch-all of every file): linux-kernel@vger.kernel.org" out
'

test_expect_success 'recipients: one problem of a series is one finding naming the patches' '
	mkdir "$D/rs" &&
	for i in 1 2 3; do
		mail "$SND" "[PATCH $i/3] ALSA: hda/realtek: part $i" \
			"Takashi Iwai <tiwai@suse.com>, Jaroslav Kysela <perex@perex.cz>" \
			>"$D/rs/000$i.patch" || exit 1
	done &&
	pf --rc 3 "$D/rs" >out &&
	test $(grep -c "WARNING: recipients: list linux-sound@vger.kernel.org of SOUND is not a recipient (patches 1-3)" out) = 1 &&
	test $(grep -c "linux-sound@vger.kernel.org" out) = 1
'

test_expect_success 'recipients: a list under its lists. host and a stated alias are the list' '
	sed "s/linux-sound@vger.kernel.org/linux-sound@lists.vger.kernel.org/" "$WORLD/MAINTAINERS" >M2 &&
	to=$(cd "$WORLD" && "$MAINT" get --no-rolestats "$SND" | paste -sd, -) &&
	mail "$SND" "[PATCH] ALSA: hda/realtek: fixup ASUS H7606W" "$to" >"$D/al.patch" &&
	(cd "$WORLD" && "$MAINT" preflight --no-git --rc 3 --mpath "$OLDPWD/M2" "$D/al.patch") >out &&
	! grep "recipients: .*linux-sound" out &&
	sed "s/linux-sound@vger.kernel.org/sound-list@example.org/" "$WORLD/MAINTAINERS" >M3 &&
	(cd "$WORLD" && "$MAINT" preflight --no-git --rc 3 --mpath "$OLDPWD/M3" "$D/al.patch") >out &&
	grep "WARNING: recipients: list sound-list@example.org of SOUND" out &&
	mkdir -p conf && cp -r "$WORLD/." conf/ 2>/dev/null; cp M3 conf/MAINTAINERS &&
	printf "[maint]\n\tlist-alias = linux-sound@vger.kernel.org sound-list@example.org\n" >conf/.maint.conf &&
	(cd conf && "$MAINT" preflight --no-git --rc 3 "$D/al.patch") >out &&
	! grep "recipients: .*sound-list" out
'

test_expect_success 'recipients: an old address through .mailmap is a CHECK' '
	old=$(awk "/^[^#].*<.*>.*<.*>/ { n = split(\$0, a, \"<\"); print a[n]; exit }" "$WORLD/.mailmap" | tr -d ">") &&
	new=$(awk "/^[^#].*<.*>.*<.*>/ { split(\$0, a, \"<\"); split(a[2], b, \">\"); print b[1]; exit }" "$WORLD/.mailmap") &&
	test -n "$old" && test -n "$new" &&
	echo "# $old -> $new" &&
	to=$(cd "$WORLD" && "$MAINT" get --no-rolestats "$SND" | paste -sd, -) &&
	printf "SOUND\nM:\tSome One <%s>\nL:\tlinux-sound@vger.kernel.org\nF:\tsound/\n" "$new" >M &&
	mail "$SND" "[PATCH] ALSA: hda/realtek: fixup ASUS H7606W" "$to, Some One <$old>" >"$D/s2.patch" &&
	(cd "$WORLD" && "$MAINT" preflight --no-git --rc 3 --mpath "$OLDPWD/M" "$D/s2.patch") >out &&
	! grep "recipients: maintainer .*Some One" out
'

test_expect_success 'tip: the subject prefix format (preferred: a CHECK) and summary style' '
	mail "$TIP" "[PATCH] sched: fixup set_next_task() implementations" >"$D/t1.patch" &&
	pf --rc 3 "$D/t1.patch" >out &&
	grep "CHECK: subject-prefix: prefix .sched. does not follow the format .subsys/component:.*maintainer-tip.rst:[0-9]*" out &&
	grep "WARNING: summary-style: summary .fixup set_next_task() implementations. starts in lower case" out &&
	mail "$TIP" "[PATCH] sched/core: Fix up set_next_task() implementations" >"$D/t2.patch" &&
	pf --rc 3 "$D/t2.patch" >out &&
	! grep "subject-prefix\|summary-style" out
'

test_expect_success 'tip: closed to all but urgent fixes in the merge window' '
	mail "$TIP" "[PATCH] sched/core: Rework set_next_task() implementations" >"$D/t3.patch" &&
	test_expect_code 1 pf --merge-window "$D/t3.patch" >out &&
	grep "ERROR: closed: .*maintainer-tip.rst is closed now (merge window), it takes only urgent fixes" out &&
	pf --merge-window "$D/t2.patch" >out &&
	grep "CHECK: closed: .*to all but urgent fixes: make sure this fix is one" out
'

test_expect_success 'KVM x86: the KVM: <topic>: prefix (preferred)' '
	mail "$KVM" "[PATCH] kvm: vmx: Replace IBPB" >"$D/k1.patch" &&
	pf --rc 3 "$D/k1.patch" >out &&
	grep "CHECK: subject-prefix: prefix .kvm: vmx. does not follow the format .KVM: <topic>:" out &&
	mail "$KVM" "[PATCH] KVM: x86: Replace IBPB with branch history clear" >"$D/k2.patch" &&
	pf --rc 3 "$D/k2.patch" >out &&
	! grep "subject-prefix" out
'

test_expect_success 'XFS: "between -rc1 and -rc6" takes -rc6; -rc4 with fs/iomap; fixes any time' '
	mail "$XFS" "[PATCH] xfs: fix UAF in xchk_btree_check_block_owner" >"$D/x1.patch" &&
	mail "$XFS" "[PATCH] xfs: rework xchk_btree_check_block_owner" |
		sed "/^Fixes:/d" >"$D/x2.patch" &&
	pf --rc 6 "$D/x2.patch" >out &&
	! grep "deadline" out &&
	pf --rc 7 "$D/x2.patch" >out &&
	grep "WARNING: deadline: .*xfs-maintainer-entry-profile.rst has passed (-rc6; the tree is at -rc7) \[Documentation/filesystems/xfs/xfs-maintainer-entry-profile.rst:173\]" out &&
	pf --rc 7 "$D/x1.patch" >out &&
	! grep "deadline" out &&
	sed "/^Fixes:/d" "$D/x1.patch" >"$D/x3.patch" &&
	pf --rc 7 "$D/x3.patch" >out &&
	! grep "deadline" out &&
	# a real posting (its own headers) whose series also changes fs/iomap
	S=$CORPUS/mail/linux-xfs/series-15219e691d5f &&
	{ pf --rc 4 "$S" >out || :; } &&
	! grep "deadline" out &&
	{ pf --rc 5 "$S" >out || :; } &&
	grep "0002.eml:[0-9]*: WARNING: deadline: .*(-rc4; the tree is at -rc5) \[Documentation/filesystems/xfs/xfs-maintainer-entry-profile.rst:178\]" out &&
	grep "0000.eml:[0-9]*: WARNING: numbering: the cover letter is v2, the patches v1" out
'

test_expect_success 'DCO: no Signed-off-by of the author is an error' '
	mail "$SND" "[PATCH] ALSA: hda/realtek: fixup ASUS H7606W" |
		sed "/^Signed-off-by:/d" >"$D/d1.patch" &&
	test_expect_code 1 pf --rc 3 "$D/d1.patch" >out &&
	grep "ERROR: signed-off-by: no Signed-off-by: (the author is .*) \[Documentation/process/submitting-patches.rst" out
'

test_expect_success 'Fixes: format' '
	mail "$XFS" "[PATCH] xfs: fix UAF in xchk_btree_check_block_owner" |
		sed "s/^Fixes: ec793e690f801d (/Fixes: ec793e6 (/" >"$D/fx.patch" &&
	pf --rc 3 "$D/fx.patch" >out &&
	grep "WARNING: fixes: .Fixes: ec793e6 .*want at least 12 hex digits" out &&
	pf --rc 3 "$D/x1.patch" >out &&
	! grep "WARNING: fixes" out
'

test_expect_success 'a subsystem without a profile: only the general rules' '
	mail "$SND" "[PATCH] ALSA: hda/realtek: fixup ASUS H7606W" >"$D/s3.patch" &&
	pf --rc 3 "$D/s3.patch" >out &&
	grep "profiles: none" out &&
	! grep "ERROR\|WARNING" out
'

test_expect_success 'numbering and versions of a series, the changelog from v2' '
	mkdir "$D/ser" &&
	mail "$SND" "[PATCH v2 1/2] ALSA: one" >"$D/ser/0001.patch" &&
	mail "$SND" "[PATCH 2/2] ALSA: two" >"$D/ser/0002.patch" &&
	test_expect_code 1 pf --rc 3 "$D/ser" >out &&
	grep "ERROR: numbering: version v1, but the first patch of the series is v2" out &&
	grep "CHECK: changelog: v2 without notes" out
'

test_expect_success 'JSON output' '
	pf --rc 3 --json "$D/n1.patch" >out.json || test $? = 1 &&
	python3 -c "
import json, sys
j = json.load(open(\"out.json\"))
assert j[\"series\"][\"errors\"] >= 1, j
f = [x for x in j[\"findings\"] if x[\"check\"] == \"subject-tag\"][0]
assert f[\"level\"] == \"error\" and f[\"rule\"][\"file\"].endswith(\"maintainer-netdev.rst\"), f
assert j[\"mails\"][0][\"errors\"] >= 1
"
'

test_expect_success 'JSON stays valid UTF-8 with a raw Latin-1 subject' '
	mail "$SND" "[PATCH] ALSA: caf$(printf "\351") fix" >"$D/l1.patch" &&
	pf --rc 3 --json "$D/l1.patch" >out.json &&
	python3 -c "
import json
j = json.loads(open(\"out.json\", \"rb\").read().decode(\"utf-8\"))
assert j[\"mails\"][0][\"subject\"].endswith(\"caf\ufffd fix\"), j[\"mails\"][0]
"
'

test_expect_success 'terse: one line per finding in checkpatch shape, stdin' '
	(cd "$WORLD" && "$MAINT" preflight --no-git --terse --rc 3) <"$D/n1.patch" >out;
	test $? = 1 &&
	grep "^-:[0-9]*: ERROR: subject-tag: " out &&
	! grep "fix:\|^total" out
'

test_expect_success 'bad input: a bare diff, mangled headers, unrelated mails, no diff' '
	sed -n "/^diff --git/,\$p" "$SND" >"$D/bare.diff" &&
	{ printf "From: A <a@example.org>\nthis is no header\nSubject: [PATCH] x: y\n\nno diff here\n"; } >"$D/nodiff.patch" &&
	{ cat "$SND"; echo; cat "$TIP"; } >"$D/two.mbox" &&
	test_expect_code 1 pf --rc 3 "$D/bare.diff" "$D/nodiff.patch" "$D/two.mbox" >out &&
	grep "bare.diff:1: ERROR: headers: no mail headers" out &&
	grep "nodiff.patch:1: WARNING: headers: a line in the header block is not a header" out &&
	grep "nodiff.patch:[0-9]*: WARNING: series: no diff" out &&
	grep "ERROR: numbering: .* are numbered and .* are not" out &&
	grep "two.mbox:[0-9]*: " out
'

test_expect_success 'a patch not for this tree says so and is not checked for recipients' '
	sed "s@ b/sound/pci/hda/@ b/nosuchdir/@; s@ a/sound/pci/hda/@ a/nosuchdir/@" "$SND" >"$D/other.patch" &&
	pf --rc 3 "$D/other.patch" >out &&
	grep "WARNING: tree: none of the files it touches is in this tree" out &&
	! grep "recipients:" out
'

test_expect_success 'preflight changes nothing' '
	cp "$D/net.patch" keep.patch &&
	pf --rc 3 "$D/net.patch" >/dev/null &&
	cmp "$D/net.patch" keep.patch
'

test_expect_success 'git: the usual prefix of the files, Fixes: commit and subject' '
	git init -q g &&
	mkdir -p g/sound/pci/hda &&
	cp "$WORLD/MAINTAINERS" g/ &&
	for i in 1 2 3; do
		echo $i >>g/sound/pci/hda/patch_realtek.c &&
		git -C g add -A &&
		git -C g -c user.name=T -c user.email=t@example.org commit -q \
			-m "ALSA: hda/realtek: Change $i" || exit 1
	done &&
	id=$(git -C g rev-parse --short=12 HEAD~1) &&
	mail "$SND" "[PATCH] sound: fixup ASUS H7606W" |
		sed "0,/^Signed-off-by:/s//Fixes: $id (\"ALSA: hda\/realtek: Change 9\")\nFixes: 0123456789ab (\"x: y\")\n&/" >"$D/g1.patch" &&
	"$MAINT" preflight --root g --rc 3 --no-recipients "$D/g1.patch" >out &&
	grep "WARNING: subject-prefix: prefix .sound. is used by none of the last 3 commits touching these files; 3 of them use .ALSA: hda/realtek:. (no profile states a prefix)" out &&
	grep "WARNING: fixes: Fixes: $id quotes \"ALSA: hda/realtek: Change 9\", but the commit.s subject is \"ALSA: hda/realtek: Change 2\"" out &&
	grep "CHECK: fixes: Fixes: commit 0123456789ab is not in this repository (its history is shallow or short: it may be older)" out &&
	mail "$SND" "[PATCH] ALSA: hda/realtek: fixup ASUS H7606W" >"$D/g2.patch" &&
	"$MAINT" preflight --root g --rc 3 --no-recipients "$D/g2.patch" >out &&
	! grep "subject-prefix\|fixes:" out &&
	"$MAINT" preflight --root g --rc 3 --no-recipients --no-git "$D/g1.patch" >out &&
	! grep "subject-prefix\|is not in this repository" out
'

test_expect_success 'a URL profile not fetched says so' '
	{ printf "From: A <a@example.org>\nTo: x@example.org\nSubject: [PATCH] selinux: Fix x\n\n";
	  printf "Fix x.\n\nSigned-off-by: A <a@example.org>\n---\n";
	  printf "diff --git a/security/selinux/hooks.c b/security/selinux/hooks.c\n";
	  printf -- "--- a/security/selinux/hooks.c\n+++ b/security/selinux/hooks.c\n";
	  printf "@@ -1 +1 @@\n-a\n+b\n"; } >"$D/u1.patch" &&
	XDG_CACHE_HOME=$PWD/cache pf --rc 3 --no-recipients "$D/u1.patch" >out &&
	grep "series: CHECK: profile: P: https://github.com/SELinuxProject/selinux-kernel/blob/main/README.md: not fetched: run with --fetch" out
'

# git send-email --validate runs the sendemail-validate hook per patch
if test_have git-email "$(git --exec-path)/git-send-email" 'git send-email --validate'; then
	test_expect_success 'git send-email --validate: errors refuse, clean passes' '
		git init -q repo &&
		cp "$WORLD/MAINTAINERS" repo/ &&
		cp "$WORLD/.mailmap" repo/ &&
		mkdir -p repo/sound/pci/hda repo/.git/hooks &&
		: >repo/sound/pci/hda/patch_realtek.c &&
		printf "#!/bin/sh\nexec \"%s\" preflight --no-git --rc 3 --terse \"\$1\"\n" "$MAINT" \
			>repo/.git/hooks/sendemail-validate &&
		chmod +x repo/.git/hooks/sendemail-validate &&
		mail "$SND" "[PATCH] ALSA: hda/realtek: fixup ASUS H7606W" >repo/good.patch &&
		sed "/^Signed-off-by:/d" repo/good.patch >repo/bad.patch &&
		(cd repo && git -c user.name=T -c user.email=t@example.org -c sendemail.smtpserver=/bin/false send-email \
			--validate --dry-run --confirm=never --to=x@example.org \
			good.patch) >out 2>&1 &&
		grep -i "dry-ok\|Dry-OK" out &&
		! (cd repo && git -c user.name=T -c user.email=t@example.org -c sendemail.smtpserver=/bin/false send-email \
			--validate --dry-run --confirm=never --to=x@example.org \
			bad.patch) >out 2>&1 &&
		grep "ERROR: signed-off-by" out
	'
fi

test_expect_success 'a list tag in the subject ([Intel-wired-lan], as its mailman adds it) is not a tree tag' '
	sed "s/^Subject: \[PATCH/Subject: [Intel-wired-lan] [PATCH/" \
		"$TEST_TOP/tests/preflight-eval/mail/iwl/iwl-03f8853db60a/0001.eml" \
		>"$D/iwl.eml" &&
	grep -q "^Subject: \[Intel-wired-lan\] \[PATCH iwl-next" "$D/iwl.eml" &&
	pf --rc 3 "$D/iwl.eml" >out &&
	grep "subject-tag: tree tag .iwl-next. is not one of" out &&
	! grep "tree tag .Intel-wired-lan" out
'

test_expect_success 'what comes first heads the findings, as maint profile -f has it' '
	mail "$NET" "[PATCH net-next] ovpn: add support for peer floating" \
		>"$D/first.patch" &&
	pf --rc 3 --today 2026-06-10 "$D/first.patch" >out &&
	head -n 1 out >first &&
	echo "first:" >expect &&
	test_cmp expect first &&
	grep "^  builds and tests:" out &&
	grep "^    allmodconfig build with W=1" out &&
	grep "^      \[Documentation/process/maintainer-netdev.rst:[0-9]*\]" out &&
	grep "^    Do not try to resend just the patches which changed" out &&
	grep "^    closed: merge window (net-next)" out &&
	(cd "$WORLD" && "$MAINT" profile -f drivers/net/ovpn/peer.c \
		--rc 3 --change feature) >prof &&
	sed -n "/^first:/,/^\$/p" prof >prof.first &&
	sed -n "/^first:/,/^\$/p" out >pf.first &&
	test_cmp prof.first pf.first
'

test_expect_success 'the header breaks no finding line: indented, then a blank line' '
	pf --rc 3 --today 2026-06-10 "$D/first.patch" | cat >out &&
	sed -n "1,/^\$/p" out >head &&
	! grep -v "^first:\$" head | grep -v "^  " | grep -v "^\$" &&
	! grep -E "^[^ ]+:[0-9]+: (ERROR|WARNING|CHECK):|^series:" head &&
	sed "1,/^\$/d" out | head -n 1 | grep -E ": (ERROR|WARNING|CHECK): "
'

test_expect_success 'for a fix: what comes first for fixes (no closed period for features)' '
	awk "/^Signed-off-by/ && !d { print \"Fixes: 123456789abc (\\\"ovpn: x\\\")\"; d = 1 } { print }" \
		"$D/first.patch" >"$D/firstfix.patch" &&
	grep "^Fixes: 123456789abc" "$D/firstfix.patch" &&
	pf --rc 3 --today 2026-06-10 "$D/firstfix.patch" >out &&
	grep "^first:" out &&
	grep "^    \[PATCH net\] for fixes" out &&
	! grep "closed: merge window (net-next)" out
'

test_expect_success 'no header with --terse, --per-patch, or without a profile' '
	pf --rc 3 --terse "$D/first.patch" >out &&
	! grep "first:\|builds and tests" out &&
	pf --rc 3 --per-patch "$D/first.patch" >out &&
	! grep "first:\|builds and tests" out &&
	mail "$SND" "[PATCH] ALSA: hda/realtek: fixup ASUS H7606W" >"$D/nofirst.patch" &&
	pf --rc 3 "$D/nofirst.patch" >out &&
	! grep "first:" out
'

test_expect_success '--json carries what comes first' '
	pf --rc 3 --json "$D/first.patch" >out.json &&
	python3 -c "
import json, sys
d = json.load(open(\"out.json\"))
f = d[\"first\"]
assert any(i[\"what\"] == \"builds and tests\" and
           \"W=1\" in i[\"text\"] for i in f), f
assert all(i[\"file\"] and i[\"line\"] for i in f), f
" &&
	pf --rc 3 --json "$D/nofirst.patch" >out.json &&
	python3 -c "
import json
assert json.load(open(\"out.json\"))[\"first\"] is None
"
'

test_done
