#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# No command reads a file outside the tree (issue 23, defect 9). A patch
# names paths; get reads some of them (every *.yaml, a device tree
# binding's maintainers; any file with --fe, its addresses), and the tree
# has files of its own maint reads (.mailmap, .get_maintainer.ignore,
# scripts/get_maintainer.pl). A bot running --batch on untrusted patches
# must never print addresses from outside the tree: not through "../", an
# absolute path, or a symlink in the tree that leads out (to "/" or to a
# directory beside the tree). Files inside the tree, also through a
# symlink that stays inside, are read as before.

. "$(dirname "$0")/lib.sh"

OUT=$TEST_ROOT/outside
mkdir -p "$OUT"
printf 'maintainers:\n  - Leak Yaml <leak-yaml@example.org>\n' >"$OUT/plain.yaml"
printf 'Author: Leak Fe <leak-fe@example.org>\n' >"$OUT/x.c"
printf 'Leak Mailmap <leak-mailmap@example.org> <marta.kowalczyk@example.org>\n' \
	>"$OUT/mailmap"

# mk_out_tree: the example tree in ./tree, with OUT beside it as ../outside
# (tree/../outside is $TEST_ROOT/tN/outside: a link to the real one), an
# in-tree symlink to / and one to OUT, and an in-tree binding.
mk_out_tree() {
	mkdir tree && (cd tree && mk_tree) && ln -s "$OUT" outside &&
	ln -s / tree/rootlink && ln -s ../outside tree/outlink &&
	mkdir -p tree/Documentation/devicetree/bindings/widget &&
	printf 'maintainers:\n  - Inside Yaml <inside-yaml@example.org>\n' \
		>tree/Documentation/devicetree/bindings/widget/w.yaml &&
	ln -s Documentation/devicetree/bindings/widget/w.yaml tree/in.yaml &&
	printf 'Author: Inside Fe <inside-fe@example.org>\n' \
		>>tree/drivers/widget/widget-core.c
}

# no_leak: nothing from OUT in out or err
no_leak() {
	if grep -i leak out err; then
		return 1
	fi
}

for p in ../outside/plain.yaml "rootlink$OUT/plain.yaml" outlink/plain.yaml \
	"$OUT/plain.yaml"; do
	test_expect_success "get PATCH naming $p: no .yaml outside read" '
		mk_out_tree && patch_for "'"$p"'" drivers/widget/widget-core.c \
			>p.patch && cd tree &&
		defined get ../p.patch && cat out err && no_leak &&
		grep -F widget-devel@ out
	'
done

for p in ../outside/x.c "rootlink$OUT/x.c" outlink/x.c "$OUT/x.c"; do
	test_expect_success "get --fe PATCH naming $p: no file outside read" '
		mk_out_tree && patch_for "'"$p"'" drivers/widget/widget-core.c \
			>p.patch && cd tree &&
		defined get --fe ../p.patch && cat out err && no_leak &&
		grep -F inside-fe@ out
	'
	test_expect_success "get --fe -f $p: no file outside read" '
		mk_out_tree && cd tree &&
		defined get --fe -f "'"$p"'" && cat out err && no_leak
	'
done

test_expect_success 'get --batch: paths outside the tree read nothing' '
	mk_out_tree && cd tree &&
	printf "%s\n" ../outside/plain.yaml "rootlink$OUT/plain.yaml" \
		outlink/x.c drivers/widget/widget-core.c >paths &&
	m get --fe --batch -f - <paths >out 2>err; cat out err; no_leak &&
	grep -F inside-fe@ out
'

test_expect_success 'inside the tree, also through a symlink, files are read' '
	mk_out_tree && patch_for in.yaml >p.patch && cd tree &&
	defined get ../p.patch && grep -F inside-yaml@ out &&
	defined get -f Documentation/devicetree/bindings/widget/w.yaml &&
	grep -F inside-yaml@ out
'

test_expect_success 'a .mailmap that is a symlink out of the tree is not read' '
	mk_out_tree && cd tree && ln -s ../outside/mailmap .mailmap &&
	patch_for drivers/widget/widget-core.c >../p.patch &&
	defined get ../p.patch && cat out err && no_leak &&
	grep -F marta.kowalczyk@ out &&
	defined preflight --rc 3 --json ../p.patch && no_leak
'

test_expect_success 'the check can fail: a .mailmap inside the tree is read' '
	mk_out_tree && cd tree && cp ../outside/mailmap .mailmap &&
	patch_for drivers/widget/widget-core.c >../p.patch &&
	defined get ../p.patch && grep -F leak-mailmap@ out
'

test_expect_success 'scripts/get_maintainer.pl linked out of the tree: not read' '
	mk_out_tree && cd tree &&
	printf "#!/usr/bin/perl\nmy \\$V = '\''0.26'\'';\n" >../outside/gm.pl &&
	rm -f scripts/get_maintainer.pl &&
	ln -s ../../outside/gm.pl scripts/get_maintainer.pl &&
	defined get -f drivers/widget/widget-core.c &&
	cat err && grep -F "outside the tree" err
'

test_done
