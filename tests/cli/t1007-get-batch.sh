#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint get --batch: one JSON line per patch whose "output" is byte for byte
# what `maint get OPTIONS PATCH` prints alone (every corpus patch, b4's
# options and --sections), a failing query reported in its line without
# ending the batch, and a MAINTAINERS rewritten in the middle of a batch
# (same size, same time stamp, and replaced by a new file) answered as a
# fresh parse answers.
#
# shellcheck disable=SC1091,SC2016

. "$(dirname "$0")/lib.sh"

CORPUS=$TEST_TOP/../shared/corpus
CHECK=$TEST_DIRECTORY/batch-check.py

test_expect_success 'a missing patch: status 2 and the reason in its line, the batch goes on' '
	cp -r "$EXAMPLES/tree" t && cd t &&
	"$MAINT" get --batch --nogit-fallback nope "$EXAMPLES"/patches/*.patch \
		>out 2>err &&
	head -n 1 out | grep -q "^{\"patch\":\"nope\",\"status\":2,\"output\":\"\",\"stderr\":\"[^\"]*: file '\''nope'\'' not found\\\\n\",\"answer\":null}$" &&
	test "$(wc -l <out)" -gt 1 &&
	grep -q "not found" err
'

test_expect_success 'a cover letter: the script'\''s status and output, the reason in stderr' '
	cp -r "$EXAMPLES/tree" t &&
	printf "From: a@x.org\nSubject: [PATCH 0/2] widget: two fixes\n\nWhy.\n" >cover.patch &&
	python3 "$CHECK" same "$MAINT" "$PWD/t" --nogit-fallback -- \
		"$PWD/cover.patch" "$EXAMPLES"/patches/*.patch &&
	(cd t && "$MAINT" get --batch ../cover.patch 2>/dev/null) >out &&
	python3 -c "import json; j = json.load(open(\"out\")); \
assert j[\"status\"] == 0 and j[\"output\"] == \"\", j; \
assert \"doesn'\''t appear to be a patch\" in j[\"stderr\"], j"
'

test_expect_success '--batch without a patch is an error' '
	cp -r "$EXAMPLES/tree" t && cd t &&
	test_expect_code 255 "$MAINT" get --batch </dev/null
'

test_expect_success 'the example patches: output as alone, paths on stdin' '
	cp -r "$EXAMPLES/tree" t &&
	python3 "$CHECK" same "$MAINT" "$PWD/t" --nogit-fallback -- \
		"$EXAMPLES"/patches/*.patch
'

test_expect_success 'MAINTAINERS rewritten during a batch' '
	cp -r "$EXAMPLES/tree" t &&
	p=$(ls "$EXAMPLES"/patches/*.patch | head -n 1) &&
	python3 "$CHECK" change "$MAINT" "$PWD/t" "$p"
'

if [ -f "$CORPUS/get/cases.tsv" ]; then
	world=$(cd "$TEST_TOP" && python3 tests/conformance/run.py \
		--corpus "$CORPUS" --prepare-only --world linux-6.12 | tail -n 1)
	test_expect_success 'every corpus patch with b4 options: output as alone' '
		python3 "$CHECK" same "$MAINT" "$world" --nogit --nogit-fallback \
			--nogit-chief-penguins --norolestats --nol -- \
			"$CORPUS"/patches/*.patch
	'
	test_expect_success 'every corpus patch with --sections: output as alone' '
		python3 "$CHECK" same "$MAINT" "$world" --nogit-fallback \
			--sections -- "$CORPUS"/patches/*.patch
	'
fi

test_done
