#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# make lib-demo's check: the library demo must name the same people with
# the same roles as `maint get --roles -f FILE` in the same tree.
#
#   sh examples/lib-demo-check.sh DEMO MAINT TREE FILE OUT
#
# Runs DEMO TREE FILE into OUT, and maint get in TREE; compares the demo's
# lines before its first "profile:" with maint get's output.  Exit status
# 0 when they are the same, 1 otherwise (with the difference).

[ $# -eq 5 ] || {
	echo 'usage: sh examples/lib-demo-check.sh DEMO MAINT TREE FILE OUT' >&2
	exit 2
}
demo=$1 maint=$2 tree=$3 file=$4 out=$5
case $maint in /*) ;; *) maint=$(pwd)/$maint ;; esac

"$demo" "$tree" "$file" >"$out" || {
	echo "lib-demo: $demo $tree $file failed" >&2
	exit 1
}
(cd "$tree" && "$maint" get --roles -f "$file") >"$out.get" || {
	echo "lib-demo: maint get --roles -f $file failed in $tree" >&2
	exit 1
}
sed -n '/^profile: /q; p' "$out" >"$out.people"
if ! cmp -s "$out.get" "$out.people"; then
	echo "lib-demo: the demo and maint get disagree in $tree:" >&2
	diff -u "$out.get" "$out.people" | sed 's/^/  /' >&2
	exit 1
fi
echo "lib-demo: $file in $tree: the same people and roles as maint get"
