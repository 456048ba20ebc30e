#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# libmaint.so exports its public API and nothing else: every defined
# dynamic symbol starts with maint_ (lib/libmaint.map), and each of them
# is declared in include/maint.h.
#
# shellcheck disable=SC1091,SC2016

. "$(dirname "$0")/lib.sh"

SO=$TEST_TOP/libmaint.so
[ -f "$SO" ] || test_skip_all "no $SO: run make first"
command -v nm >/dev/null 2>&1 || test_skip_all 'nm is not installed'

test_expect_success 'only maint_* symbols are exported' '
	nm -D --defined-only "$SO" >syms &&
	awk "\$2 ~ /^[TDBRVWi]\$/ { print \$3 }" syms | sed "s/@.*//" |
		sort -u >exported &&
	grep -q "^maint_db_load\$" exported &&
	! grep -v "^maint_" exported
'

test_expect_success 'no mnt_ or mbuf_ internals are exported' '
	nm -D --defined-only "$SO" >syms &&
	! grep -E " (mnt_|mbuf_)" syms
'

test_expect_success 'every exported symbol is declared in include/maint.h' '
	nm -D --defined-only "$SO" | awk "{ print \$3 }" | sed "s/@.*//" |
		grep "^maint_" | sort -u >exported &&
	while read -r sym; do
		grep -q "\\<$sym\\>" "$TEST_TOP/include/maint.h" ||
			{ echo "not in maint.h: $sym"; exit 1; }
	done <exported
'

test_done
