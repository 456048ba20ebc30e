#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# ./MAINTAINERS is a directory holding no MAINTAINERS file (issue 13, D12):
# the error named "(null)" (printf of a NULL path). Every command that
# loads MAINTAINERS must name the directory instead.

. "$(dirname "$0")/lib.sh"

for cmd in 'get --no-tree -f kernel/Makefile' 'coverage' 'profile list' \
	'report profiles' 'report html -o page.html' 'when -f kernel/Makefile'; do
	test_expect_success "$cmd: the error names the directory, no (null)" '
		mkdir -p MAINTAINERS kernel && touch kernel/Makefile &&
		echo "not one" >MAINTAINERS/.hidden &&
		defined '"$cmd"' && [ $status -ne 0 ] &&
		! grep "(null)" err out &&
		grep "MAINTAINERS" err
	'
done

test_done
