#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint get in a real-looking 6.12 tree against that tree's own script.
# The linux-6.12 world of the corpus is laid out as a git work tree (every
# path, the real contents the corpus keeps: MAINTAINERS, .mailmap, profile
# documents, DT binding .yaml files), and only scripts/get_maintainer.pl is
# taken from Debian's linux-source-6.12 (/usr/src/linux-source-6.12.tar.xz)
# at test time; it is run here and never kept in the project.  maint runs
# with --compat=auto, so it must find the 6.12 behaviour itself.
#
# Compared byte for byte: standard output, and zero versus non-zero exit
# status, on a sample of -f files, .yaml bindings, directories, --sections
# and --letters, and corpus patches (renames, deletions, bindings, K:
# keywords).  The script orders equally deep sections by Perl's hash
# order, which changes with the hash seed; maint takes MAINTAINERS order.
# So a case passes when maint's output equals the script's for one of a
# few fixed seeds (PERL_HASH_SEED=0..3) or of six runs with Perl's own
# random order; when the script's output changes between those runs and
# none of them is maint's, the outputs are compared as sorted lines (the
# documented normalisation, only for such tie cases).
#
# Skipped with a notice when the package (or perl, git, the corpus) is
# missing; with MAINT_REQUIRE_CORPUS=1 (CI) a missing corpus, perl or git
# is a failure, with MAINT_REQUIRE_PACKAGES=1 (CI) a missing package.
# The extracted script is cached in build/t1003/ by the tarball's size and
# time, as extracting it reads most of the archive, and so is the tree.
#
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"

CORPUS=$TEST_TOP/../shared/corpus
TARBALL=${MAINT_LINUX_SOURCE_6_12:-/usr/src/linux-source-6.12.tar.xz}
MEMBER=linux-source-6.12/scripts/get_maintainer.pl

missing() {
	if [ "${MAINT_REQUIRE_CORPUS-}" = 1 ]; then
		echo "Bail out! $* (MAINT_REQUIRE_CORPUS=1)"
		exit 1
	fi
	echo "# NOTICE: t1003 skipped: $*" >&2
	test_skip_all "$*"
}

[ -f "$CORPUS/README.md" ] || missing "corpus ../shared/corpus is absent"
if [ ! -r "$TARBALL" ]; then
	# the package only this test uses: make check-all installs it
	if [ "${MAINT_REQUIRE_PACKAGES-}" = 1 ]; then
		echo "Bail out! $TARBALL is absent (Debian: linux-source-6.12; MAINT_REQUIRE_PACKAGES=1)"
		exit 1
	fi
	test_skip_all "$TARBALL is absent (Debian: linux-source-6.12)"
fi
command -v perl >/dev/null 2>&1 || missing "perl is not installed"
command -v git >/dev/null 2>&1 || missing "git is not installed"

# The script, extracted once per tarball.
CACHE=$TEST_TOP/build/t1003
stamp=$(stat -c '%s %Y' "$TARBALL")
if [ ! -s "$CACHE/get_maintainer.pl" ] ||
	[ "$(cat "$CACHE/stamp" 2>/dev/null)" != "$stamp" ]; then
	mkdir -p "$CACHE" &&
	tar -xJf "$TARBALL" -O --occurrence=1 "$MEMBER" \
		>"$CACHE/get_maintainer.pl.tmp" &&
	test -s "$CACHE/get_maintainer.pl.tmp" &&
	mv "$CACHE/get_maintainer.pl.tmp" "$CACHE/get_maintainer.pl" &&
	echo "$stamp" >"$CACHE/stamp" ||
		missing "cannot extract $MEMBER from $TARBALL"
fi

# The tree: the world, the script, all of it committed; laid out once into
# build/t1003/linux-6.12 and reused while the corpus world, build-world.sh
# and the script are the same (the tests never write into it).
RT=$CACHE/linux-6.12
tree_stamp=$({ find "$CORPUS/linux-6.12" -type f -printf '%P %s %T@\n' | sort
	       cksum <"$CORPUS/build-world.sh"; echo "$stamp"; } | cksum)
if [ "$(cat "$CACHE/tree-stamp" 2>/dev/null)" != "$tree_stamp" ] ||
	[ ! -d "$RT/.git" ]; then
	rm -rf "$RT" "$CACHE/tree-stamp" &&
	bash "$CORPUS/build-world.sh" "$CORPUS/linux-6.12" "$RT" &&
	cp "$CACHE/get_maintainer.pl" "$RT/scripts/get_maintainer.pl" &&
	test_commit_all "$RT" "linux 6.12 world" && echo "$tree_stamp" >"$CACHE/tree-stamp" ||
		{ echo "Bail out! cannot lay out the linux-6.12 work tree"; exit 1; }
fi
[ -z "$(git -C "$RT" status --porcelain)" ] ||
	{ echo "Bail out! $RT was changed; remove it to lay it out again"; exit 1; }

CASES=$CORPUS/get/cases.tsv
: >"$TEST_ROOT/exact" && : >"$TEST_ROOT/ties"

# compare ARGS...: the script and maint in the tree, same arguments.
compare() {
	(cd "$RT" && "$MAINT" get --compat=auto "$@" >"$TEST_ROOT/m.out" \
		2>/dev/null)
	mrc=$?
	varies=
	for seed in 0 1 2 3 r1 r2 r3 r4 r5 r6; do
		case $seed in
		r*) # Perl's own random seed and key order
			(cd "$RT" && perl scripts/get_maintainer.pl "$@" \
				>"$TEST_ROOT/s$seed.out" 2>/dev/null) ;;
		*)
			(cd "$RT" && PERL_HASH_SEED=$seed PERL_PERTURB_KEYS=0 \
				perl scripts/get_maintainer.pl "$@" \
				>"$TEST_ROOT/s$seed.out" 2>/dev/null) ;;
		esac
		src=$?
		if [ $((mrc == 0)) != $((src == 0)) ]; then
			echo "exit status: script $src, maint $mrc: $*" >&2
			return 1
		fi
		if cmp -s "$TEST_ROOT/s$seed.out" "$TEST_ROOT/m.out"; then
			if [ $seed = 0 ]; then
				echo "$*" >>"$TEST_ROOT/exact"
			else
				echo "$*" >>"$TEST_ROOT/ties"
			fi
			return 0
		fi
		cmp -s "$TEST_ROOT/s0.out" "$TEST_ROOT/s$seed.out" || varies=1
	done
	# the order changes with the seed: compare the lines, sorted
	sort "$TEST_ROOT/m.out" >"$TEST_ROOT/m.sorted"
	sort "$TEST_ROOT/s0.out" >"$TEST_ROOT/s.sorted"
	if [ -n "$varies" ] && cmp -s "$TEST_ROOT/s.sorted" "$TEST_ROOT/m.sorted"
	then
		echo "$* (sorted)" >>"$TEST_ROOT/ties"
		return 0
	fi
	echo "differs: get_maintainer.pl $*" >&2
	diff "$TEST_ROOT/s0.out" "$TEST_ROOT/m.out" | head -20 >&2
	return 1
}

# cases KIND ARGS EVERY: inputs of the corpus's linux-6.12 cases of this
# kind recorded with these options and exit status 0, every EVERY-th
cases() {
	awk -F'\t' -v k="$1" -v a="$2" -v n="$3" \
		'$2 == "linux-6.12" && $3 == k && $5 == a && $6 == 0 &&
		 $4 !~ /^errcases/ && (++i % n) == 1 { print $4 }' "$CASES"
}

test_expect_success 'maint finds the 6.12 script in the tree' '
	(cd "$RT" && "$MAINT" get --version) >v &&
	grep -q "^script: scripts/get_maintainer.pl (work tree)$" v &&
	grep -q "^unknown options: --substatus$" v &&
	grep -q "^role words: supported=supporter, " v
'

test_expect_success '-f files agree with the script' '
	for f in $(cases file --nogit-fallback 35); do
		compare --nogit-fallback -f "$f" || return 1
	done &&
	for f in MAINTAINERS drivers/net/ethernet/intel/e1000/e1000_main.c \
		 Documentation/process/maintainer-netdev.rst; do
		compare -f "$f" || return 1
	done
'

test_expect_success '.yaml bindings give their maintainers, as the script' '
	n=0 &&
	for f in $(cd "$CORPUS/linux-6.12/files" &&
		   find Documentation -name "*.yaml" | sort | awk "NR % 5 == 1"); do
		compare --nogit-fallback -f "$f" || return 1
		n=$((n + 1))
	done &&
	test $n -ge 5 &&
	compare --nogit-fallback --roles --nol -f Documentation/devicetree/bindings/sound/wlf,wm8962.yaml
'

test_expect_success 'directories, --sections and --letters agree' '
	compare --nogit-fallback -f drivers/net/ethernet/ &&
	compare --nogit-fallback -f fs/ext4 &&
	for f in $(cases file "--nogit-fallback --sections" 60); do
		compare --nogit-fallback --sections -f "$f" || return 1
	done &&
	compare --nogit-fallback --letters=MRLSP -f drivers/gpu/drm/i915/i915_drv.h
'

test_expect_success 'corpus patches agree (the options b4 uses, --sections, blocks)' '
	for p in $(cases patch --nogit-fallback 50); do
		compare --nogit-fallback "$CORPUS/$p" || return 1
	done &&
	for p in $(cases patch --nogit-fallback 150); do
		compare --nogit --nogit-fallback --nogit-chief-penguins \
			--norolestats --nol "$CORPUS/$p" &&
		compare --nogit-fallback --sections "$CORPUS/$p" &&
		compare --nogit-fallback --roles --subsystem --status --scm \
			--web --bug "$CORPUS/$p" || return 1
	done
'

test_expect_success 'patches with renames, deletions, bindings and K: keywords' '
	n=0 &&
	for p in $(cd "$CORPUS" &&
		   { grep -l "^diff --git a/.*\.yaml" patches/*.patch | head -n 3;
		     grep -l "^rename from" patches/*.patch | head -n 2;
		     grep -l "^deleted file mode" patches/*.patch | head -n 3; } |
		   sort -u); do
		compare --nogit-fallback "$CORPUS/$p" || return 1
		n=$((n + 1))
	done &&
	test $n -ge 4 &&
	for id in $(cd "$CORPUS/get/expected" &&
		    grep -l ":Keyword:" linux-6.12-[0-9a-f]*-A.out | head -n 3 |
		    sed "s/\.out$//"); do
		p=$(awk -F"\t" -v id="$id" "\$1 == id && \$3 == \"patch\" { print \$4 }" "$CASES") &&
		test -n "$p" &&
		compare --nogit-fallback "$CORPUS/$p" || return 1
	done
'

test_expect_success 'most cases have no ties: compared byte for byte' '
	test "$(wc -l <"$TEST_ROOT/exact")" -gt "$(wc -l <"$TEST_ROOT/ties")"
'

echo "# $(wc -l <"$TEST_ROOT/exact") cases identical to the script," \
	"$(wc -l <"$TEST_ROOT/ties") identical but for its random tie order"

test_done
