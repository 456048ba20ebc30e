#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint get: option parsing with Getopt::Long's rules, as get_maintainer.pl
# has them, and the behaviour around the answer (config file, stdin, JSON,
# errors).  The example tree stands in for a kernel tree.
#
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"

TREE=$EXAMPLES/tree
PATCH=$EXAMPLES/patches/0001-widget-fix-foo.patch
FILE=drivers/frob/frob-core.c

get() {
	(cd "$TREE" && "$MAINT" get "$@")
}

test_expect_success 'negations: --nofoo, --no-foo and case do not matter' '
	get --nol -f $FILE >a &&
	get --no-l -f $FILE >b &&
	get --NOL -f $FILE >c &&
	test_cmp a b && test_cmp a c &&
	! grep -q lists.example.org a
'

test_expect_success 'single-dash long options work' '
	get -nol -f $FILE >a &&
	get --nol -f $FILE >b &&
	test_cmp a b
'

test_expect_success 'abbreviations are refused' '
	test_expect_code 255 get --nogit-fall -f $FILE 2>err &&
	grep -q "^Unknown option: nogit-fall$" err &&
	grep -q "invalid argument - use --help if necessary" err
'

test_expect_success 'a flag takes no value' '
	test_expect_code 255 get --git=1 -f $FILE 2>err &&
	grep -q "does not take an argument" err
'

test_expect_success 'numbers are checked' '
	test_expect_code 255 get --pattern-depth=abc -f $FILE 2>err &&
	grep -q "^Value \"abc\" invalid for option pattern-depth (number expected)$" err
'

test_expect_success 'options may follow the arguments' '
	get -f $FILE --norolestats >a &&
	get --norolestats -f $FILE >b &&
	test_cmp a b
'

test_expect_success 'a separator other than ", " puts everything on one line' '
	get --separator=" | " --norolestats -f $FILE >out &&
	test "$(wc -l <out)" -eq 1 &&
	grep -q " | " out
'

test_expect_success 'the patch can come on standard input' '
	get <"$PATCH" >a &&
	get "$PATCH" >b &&
	test_cmp a b
'

test_expect_success '.get_maintainer.conf words go before the arguments' '
	mkdir -p "$HOME" &&
	echo "--norolestats # no roles" >"$HOME/.get_maintainer.conf" &&
	get -f $FILE >a &&
	rm "$HOME/.get_maintainer.conf" &&
	get --norolestats -f $FILE >b &&
	test_cmp a b
'

test_expect_success 'a missing file is an error naming it' '
	test_expect_code 2 get -f drivers/none.c 2>err &&
	grep -q "file .drivers/none.c. not found" err
'

test_expect_success 'outside a kernel tree --tree refuses, --no-tree works' '
	mkdir t && cp "$TREE/MAINTAINERS" t/ &&
	(cd t && test_must_fail "$MAINT" get -f MAINTAINERS 2>err &&
	 grep -q "does not appear to be a linux kernel source tree" err &&
	 "$MAINT" get --no-tree -f MAINTAINERS >out && test -s out)
'

test_expect_success 'at least one selection is needed' '
	test_must_fail get --noemail -f $FILE 2>err &&
	grep -q "Missing required option" err
'

test_expect_success '--self-test allows no other argument' '
	test_must_fail get --self-test -f $FILE 2>err &&
	grep -q "does not allow any other option or argument" err
'

test_expect_success 'the answer is the same every time' '
	get "$PATCH" >a && get "$PATCH" >b && get "$PATCH" >c &&
	test_cmp a b && test_cmp a c
'

test_expect_success '--json is valid JSON with people and sections' '
	get --json "$PATCH" >out.json &&
	python3 -c "
import json, sys
d = json.load(open(\"out.json\"))
assert any(p[\"list\"] for p in d[\"people\"])
assert any(not p[\"list\"] and p[\"roles\"] for p in d[\"people\"])
assert any(s[\"keyword\"] for s in d[\"sections\"])
assert all(\"depth\" in s and \"pattern\" in s for s in d[\"sections\"])
"
'

test_expect_success 'invoked as get_maintainer.pl it acts as maint get' '
	ln -s "$MAINT" get_maintainer.pl &&
	(cd "$TREE" && "$OLDPWD/get_maintainer.pl" -f '$FILE') >a &&
	get -f $FILE >b &&
	test_cmp a b
'

test_expect_success 'a file that is not a patch gets the warning' '
	echo "hello" >notes.txt &&
	get "$PWD/notes.txt" >out 2>err &&
	grep -q "doesn.t appear to be a patch.  Add -f to options?" err
'

test_expect_success 'help goes to stdout and exits 0' '
	get --help >out &&
	grep -q "^usage: " out
'

test_expect_success '--json: an error is also one JSON object on stdout' '
	test_expect_code 2 get --json --mpath nowhere -f $FILE >out 2>err &&
	echo "${MAINT##*/}: MAINTAINER file not found '"'"'nowhere'"'"'" >expect &&
	test_cmp expect err &&
	python3 -c "
import json
lines = open(\"out\").read().splitlines()
assert len(lines) == 1, lines
e = json.loads(lines[0])[\"error\"]
assert e == {\"command\": \"get\", \"status\": 2,
             \"message\": \"MAINTAINER file not found '"'"'nowhere'"'"'\"}, e
" &&
	test_expect_code 2 get --mpath nowhere -f $FILE >out 2>err2 &&
	test_cmp err err2 &&
	test_must_be_empty out
'

test_expect_success '--json: the script'"'"'s checks and maint'"'"'s own errors too' '
	(cd "$EXAMPLES" && test_expect_code 2 "$MAINT" get --json -f x) >out 2>err &&
	grep -q "^${MAINT##*/}: The current directory does not appear to be a linux kernel source tree.$" err &&
	grep -q "^{\"error\": {\"command\": \"get\", \"status\": 2, \"message\": \"The current directory" out &&
	test_expect_code 2 get --json --compat=bogus -f $FILE >out 2>err &&
	grep -q "^maint[^ ]* get: --compat: unknown compat .bogus." err &&
	grep -q "\"status\": 2, \"message\": \"--compat: unknown compat" out &&
	test_expect_code 2 get --json nosuch.patch >out 2>err &&
	grep -q "^${MAINT##*/}: file .nosuch.patch. not found$" err &&
	grep -q "\"message\": \"file .nosuch.patch. not found\"" out
'

test_expect_success '--json: option errors and --batch lines stay as they are' '
	test_expect_code 255 get --json --nosuchoption -f $FILE >out 2>err &&
	test_must_be_empty out &&
	grep -q "invalid argument - use --help if necessary" err &&
	get --batch --json nosuch.patch >out 2>err &&
	test "$(wc -l <out)" -eq 1 &&
	grep -q "^{\"patch\":\"nosuch.patch\",\"status\":2," out
'

test_done
