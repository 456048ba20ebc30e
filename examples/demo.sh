#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# `make demo`: run maint on the bundled example tree (examples/tree, an
# invented tree laid out like the kernel's) and on an example patch.
# Exits non-zero if any command fails.

here=$(cd "$(dirname "$0")" && pwd) || exit 1
maint=$(cd "$here/.." && pwd)/maint || exit 1

if [ ! -x "$maint" ]; then
	echo "demo: $maint is not built; run make first" >&2
	exit 1
fi

cd "$here/tree" || exit 1

status=0

# demo HEADING ARGS...: print the heading and the command, then run it.
demo() {
	heading=$1
	shift
	printf '\n== %s\n$ maint %s\n' "$heading" "$*"
	if ! "$maint" "$@"; then
		echo "demo: maint $* failed" >&2
		status=1
	fi
}

echo "maint demo in examples/tree ($maint)"

demo 'Who should receive this patch?' \
	get ../patches/0001-widget-fix-foo.patch
demo 'Who looks after this file?' \
	get -f drivers/frob/frob-core.c
demo 'Which MAINTAINERS sections cover this file (P: names its profile)?' \
	get --sections -f include/linux/widget.h
demo 'What are the local rules for this patch (its profiles, facts first)?' \
	profile --brief ../patches/0001-widget-fix-foo.patch
demo 'What do they mean today, at -rc3, for a patch posted on 2026-11-20?' \
	when --rc 3 --today 2026-12-03 --posted 2026-11-20 \
	../patches/0001-widget-fix-foo.patch
printf '\n== %s\n$ maint %s\n' 'Is MAINTAINERS healthy? (exit 1: it has findings)' check
"$maint" check
if [ $? -gt 1 ]; then
	echo "demo: maint check failed" >&2
	status=1
fi

exit "$status"
