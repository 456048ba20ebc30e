#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# One policy for every cache directory (issue 23, defect 5): the URL-profile
# cache skipped the checks of the MAINTAINERS cache, and neither looked
# past the last directory. Run as root with another user's HOME (sudo
# keeping HOME), maint made a root-owned ~/.cache in that home (breaking
# the user's own tools), wrote caches into a directory the user chose
# through a symlink, and read a URL profile the user planted. Now a cache
# is used only when no one but us and root can change any directory on
# the way to it; here that user's home fails, so no cache at all.
#
# The user is uid 65534 (nobody): the tests need root to hand files to it.

. "$(dirname "$0")/lib.sh"

[ "$(id -u)" = 0 ] || test_skip_all 'not root: cannot give a home to another user'

NOBODY=65534
URL=https://example.org/process/maintainer-x.rst

# One tree for all: a MAINTAINERS changed in the last 2 s is never cached
# (its stat data may not move on the next change), so it ages first.
TREE=$TEST_ROOT/tree
mkdir "$TREE" && (cd "$TREE" && mk_tree) || exit 1
sleep 3

# a home of nobody's: $TEST_ROOT/tN/uhome
mk_user_home() {
	mkdir uhome && chown "$NOBODY:$NOBODY" uhome && chmod 755 uhome
}

# as_sudo CMD...: maint in the tree as root with the user's HOME
as_sudo() {
	(h=$PWD/uhome && cd "$TREE" && HOME=$h m "$@")
}

# in_tree VAR=VALUE CMD...: maint in the tree with VAR set
in_tree() {
	(v=$1 && shift && cd "$TREE" && env "$v" "$MAINT" "$@")
}

# the URL-profile cache file of $URL under DIR (fetch.c's cache_path)
profile_cache_file() {
	python3 - "$1" "$URL" <<-'PY'
	import re, sys
	d, url = sys.argv[1], sys.argv[2]
	h = 14695981039346656037
	for c in url.encode():
	    h = ((h ^ c) * 1099511628211) % (1 << 64)
	rest = url.split("://", 1)[1][:120]
	print("%s/%s-%016x" % (d, re.sub(r"[^A-Za-z0-9.-]", "_", rest), h))
	PY
}

test_expect_success 'as root with a user HOME: no root-owned ~/.cache made' '
	mk_user_home &&
	as_sudo get --nogit --nogit-fallback -f drivers/widget/widget-core.c \
		>out 2>err && grep widget-devel out &&
	as_sudo profile show "$URL" >out 2>err;
	! test -e uhome/.cache
'

test_expect_success 'as root with a user HOME whose ~/.cache is a symlink: nothing written there' '
	mk_user_home && mkdir chosen &&
	chown "$NOBODY:$NOBODY" chosen && ln -s "$PWD/chosen" uhome/.cache &&
	as_sudo get --nogit --nogit-fallback -f drivers/widget/widget-core.c \
		>out 2>err && grep widget-devel out &&
	[ -z "$(ls -A chosen)" ]
'

test_expect_success 'as root with a user HOME: a URL profile the user planted is not read' '
	mk_user_home &&
	mkdir -p uhome/.cache/maint/profiles &&
	f=$(profile_cache_file "$PWD/uhome/.cache/maint/profiles") &&
	printf "maint-profile-cache 1\\nurl: %s\\nfetched: 1700000000\\nformat: rst\\n\\nPlanted\\n=======\\n\\nPLANTED BY THE USER\\n" \
		"$URL" >"$f" &&
	chown -R "$NOBODY:$NOBODY" uhome/.cache &&
	chmod -R go-w uhome/.cache &&
	as_sudo profile show "$URL" >out 2>err;
	cat out err; ! grep PLANTED out && grep "not fetched" out
'

test_expect_success 'the check can fail: our own planted copy is read' '
	mkdir -p myhome/.cache/maint/profiles && chmod -R 700 myhome &&
	f=$(profile_cache_file "$PWD/myhome/.cache/maint/profiles") &&
	printf "maint-profile-cache 1\\nurl: %s\\nfetched: 1700000000\\nformat: rst\\n\\nOurs\\n====\\n\\nOUR OWN COPY\\n" \
		"$URL" >"$f" &&
	in_tree HOME="$PWD/myhome" profile show "$URL" >out 2>err;
	grep "OUR OWN COPY" out
'

test_expect_success 'our own home: the caches are made (0700) and used' '
	mkdir myhome && chmod 700 myhome &&
	in_tree HOME="$PWD/myhome" get --nogit --nogit-fallback \
		-f drivers/widget/widget-core.c >out 2>err &&
	[ "$(stat -c %a myhome/.cache/maint)" = 700 ] &&
	ls myhome/.cache/maint | grep "\.db$"
'

test_expect_success 'a cache directory that is a symlink, or under a group-writable one: not used' '
	mkdir -p myhome/.cache real && chmod 700 myhome &&
	ln -s "$PWD/real" myhome/.cache/maint &&
	in_tree HOME="$PWD/myhome" get --nogit --nogit-fallback \
		-f drivers/widget/widget-core.c >out 2>err &&
	[ -z "$(ls -A real)" ] &&
	mkdir -p gw/x && chmod 775 gw && chmod 700 gw/x &&
	in_tree XDG_CACHE_HOME="$PWD/gw/x" get --nogit --nogit-fallback \
		-f drivers/widget/widget-core.c >out 2>err &&
	! test -e gw/x/maint
'

test_done
