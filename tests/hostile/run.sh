#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Run the hostile-input tests and count their TAP results:
#
#   sh tests/hostile/run.sh [-v] [tests/hostile/hNNNN-NAME.sh...]
#
# MAINT is the binary under test (default ./maint; the sanitizer build
# works too). Every maint run is under `timeout` (HOSTILE_TIMEOUT, 20 s).
# Prints one line per script and "N passed, N failed".

top=$(cd "$(dirname "$0")/../.." && pwd) || exit 1
v=
if [ "${1-}" = -v ]; then
	v=-v
	shift
fi
if [ $# -eq 0 ]; then
	set -- "$top"/tests/hostile/h[0-9][0-9][0-9][0-9]-*.sh
	[ -e "$1" ] || set --
fi
exec sh "$top/tests/cli/run.sh" $v "$@"
