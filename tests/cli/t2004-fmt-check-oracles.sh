#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The corpus oracles: parse-maintainers.pl outputs, get_maintainer.pl
# --self-test outputs (in the linux-6.12 world made a git repository, built
# once under build/ and reused), and seed patch 0002 for maint migrate.
# Skipped without the corpus (fails with MAINT_REQUIRE_CORPUS=1).

. "$(dirname "$0")/lib.sh"

CORPUS=$(cd "$TEST_TOP/../shared/corpus" 2>/dev/null && pwd)
if [ -z "$CORPUS" ] || [ ! -f "$CORPUS/linux-6.12/MAINTAINERS" ]; then
	if [ "${MAINT_REQUIRE_CORPUS-}" = 1 ]; then
		echo "Bail out! the corpus (../shared/corpus) is missing"
		exit 1
	fi
	test_skip_all "the corpus (../shared/corpus) is missing"
fi

test_expect_success 'fmt: linux-6.12 as parse-maintainers.pl' '
	"$MAINT" fmt "$CORPUS/linux-6.12/MAINTAINERS" >out &&
	test_cmp "$CORPUS/linux-6.12/oracle/parse-maintainers.out" out
'

test_expect_success 'fmt --order: linux-6.12 as parse-maintainers.pl --order' '
	"$MAINT" fmt --order "$CORPUS/linux-6.12/MAINTAINERS" >out &&
	test_cmp "$CORPUS/linux-6.12/oracle/parse-maintainers-order.out" out
'

test_expect_success 'fmt: linux-3.6 as parse-maintainers.pl' '
	"$MAINT" fmt "$CORPUS/linux-3.6/MAINTAINERS" >out &&
	test_cmp "$CORPUS/linux-3.6/oracle/parse-maintainers.out" out
'

test_expect_success 'fmt --check: the formatted oracle is clean' '
	"$MAINT" fmt --check "$CORPUS/linux-6.12/oracle/parse-maintainers.out" >out &&
	test_must_be_empty out
'

test_expect_success 'migrate: every hunk of seed patch 0002' '
	seed=$(ls "$CORPUS"/seeds/002-*.patch) &&
	awk -v dir=. "
		/^@@ / { n++; next }
		n && /^[ +-]/ {
			l = substr(\$0, 2)
			if (substr(\$0, 1, 1) != \"+\") print l >(dir \"/pre\" n)
			if (substr(\$0, 1, 1) != \"-\") print l >(dir \"/post\" n)
		}
		END { print n >\"count\" }
	" "$seed" &&
	test "$(cat count)" = 6 &&
	for i in 1 2 3 4 5 6; do
		"$MAINT" migrate pre$i >out$i 2>/dev/null &&
		test_cmp post$i out$i || return 1
	done
'

WORLD=$TEST_TOP/build/worlds-git/linux-6.12
build_world() {
	[ -d "$WORLD/.git" ] && return 0
	rm -rf "$WORLD" &&
	bash "$CORPUS/build-world.sh" "$CORPUS/linux-6.12" "$WORLD" >/dev/null &&
	(cd "$WORLD" && git init -q && git add -A &&
	 git -c user.name=maint -c user.email=maint@localhost commit -qm world)
}

test_expect_success 'self-test=sections: as get_maintainer.pl' '
	build_world &&
	(cd "$WORLD" && "$MAINT" check --self-test=sections) >out &&
	test_cmp "$CORPUS/linux-6.12/oracle/self-test-sections.out" out &&
	(cd "$WORLD" && "$MAINT" get --self-test=sections) >out &&
	test_cmp "$CORPUS/linux-6.12/oracle/self-test-sections.out" out
'

test_expect_success 'self-test=patterns: as get_maintainer.pl' '
	build_world &&
	(cd "$WORLD" && "$MAINT" check --self-test=patterns) >out &&
	test_cmp "$CORPUS/linux-6.12/oracle/self-test-patterns.out" out
'

test_expect_success 'check: linux-6.12 findings include the self-test ones' '
	build_world &&
	(cd "$WORLD" && test_expect_code 1 "$MAINT" check) >out &&
	grep -c "no file matches" out >n &&
	echo 8 >expect && test_cmp expect n
'

test_done
