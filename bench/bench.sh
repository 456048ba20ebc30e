#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# bench/bench.sh: whole-process medians of maint on the corpus, side by side
# in one run with the kernel's own scripts/get_maintainer.pl 6.12 (taken out
# of Debian's linux-source-6.12 tarball at bench time, never committed).
# Run by `make bench` after ./maint is built; prints the table and writes it
# to build/bench.txt.  Informational: exits 0 even when a target is missed.
#
#   floor      a static binary that does nothing (process start alone) and
#              maint get --version (process start, dynamic loading), both
#              in the same hyperfine run as the rows they judge
#   (a) -f     maint get --nogit-fallback -f kernel/fork.c
#   (b) patch  the median over NPATCH median-sized linux-6.12 patches of the
#              per-patch medians: outside git; in a git work tree with the
#              patch outside the tree; untracked at the tree's top
#   (c)        the largest linux-6.12 patch of the corpus
#   (d)        every path of the tree matched with libmaint (bench-match)
#   (e) batch  the 581 corpus patches with b4's options: one --batch
#              process against one maint process per patch
#   (f) --git  the xen world, a 1-file and a 10-file patch: through git
#              (--history=off) with --jobs 1 and the default (online
#              CPUs), and from the history index
#   (g) U-Boot a clone (UBOOT=DIR): its own script and .get_maintainer.conf
#              (--git, --find-maintainer-files), NPATCH corpus U-Boot
#              patches, the history index built first (its time said)
#   (h) DPDK   a full-history clone (DPDK=DIR): devtools/get-maintainer.sh's
#              options with --git, the 6.12 script, NPATCH of its own
#              commits of the last year as patches
#   dynamic    --version and the typical patch, maint as built and with
#              PCRE2 and libcmark linked dynamically
#   Ir         callgrind instruction count of one typical patch (valgrind)
#
# Environment: MAINT (default ./maint), CORPUS (default ../shared/corpus),
# RUNS (30), PERL_RUNS (5), NPATCH (15), GIT_RUNS (5), MAKE (make), UBOOT
# and DPDK (clones for (g) and (h); rows skipped without them).
# Needs hyperfine (installed with apt-get when root).

if [ -z "${BASH_VERSION:-}" ]; then exec bash "$0" "$@"; fi
# no -e: a row that cannot be measured shows "-", the others still run
set -uo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)
maint=${MAINT:-./maint}
corpus=${CORPUS:-$root/../shared/corpus}
runs=${RUNS:-30}
perl_runs=${PERL_RUNS:-5}
npatch=${NPATCH:-15}
git_runs=${GIT_RUNS:-5}
bdir=$root/build/bench
out_txt=$root/build/bench.txt
src_tar=/usr/src/linux-source-6.12.tar.xz
b4opts=(--nogit --nogit-fallback --nogit-chief-penguins --norolestats --nol)

say() { printf 'bench: %s\n' "$*" >&2; }

case $maint in /*) ;; *) maint=$root/$maint ;; esac
if [ ! -x "$maint" ]; then
	say "error: $maint not found; build it first (make)"
	exit 1
fi
if [ ! -f "$corpus/get/cases.tsv" ]; then
	echo "bench: SKIPPED: corpus not found at $corpus"
	exit 0
fi
corpus=$(cd "$corpus" && pwd)
mkdir -p "$bdir"

if ! command -v hyperfine >/dev/null 2>&1 && [ "$(id -u)" = 0 ] &&
	command -v apt-get >/dev/null 2>&1; then
	say "installing hyperfine"
	apt-get install -y -qq hyperfine >/dev/null 2>&1 || true
fi
if ! command -v hyperfine >/dev/null 2>&1; then
	echo "bench: SKIPPED: hyperfine not installed"
	exit 0
fi

# What the conformance runs see: an empty $HOME, a UTF-8 C locale, no git
# environment.
home=$(mktemp -d)
untracked=()
cleanup() {
	rm -rf "$home"
	[ "${#untracked[@]}" -eq 0 ] || rm -f "${untracked[@]}"
}
trap cleanup EXIT
export HOME=$home LC_ALL=C.UTF-8 TZ=UTC GIT_CONFIG_NOSYSTEM=1
while read -r v; do unset "$v"; done < <(compgen -e |
	grep -E '^(GIT_|LANG$|LANGUAGE$|LC_)' | grep -vx -E 'GIT_CONFIG_NOSYSTEM|LC_ALL')

prepare() {
	python3 tests/conformance/run.py --corpus "$corpus" --prepare-only \
		--world "$1" | tail -n 1
}
world=$(prepare linux-6.12)
if [ -z "$world" ] || [ ! -f "$world/MAINTAINERS" ]; then
	say "error: could not lay out the linux-6.12 world"
	exit 1
fi
tree_txt=$corpus/linux-6.12/tree.txt

# The same tree as a git work tree (every path committed), as every kernel
# checkout is.
gitworld=$bdir/linux-6.12-git
if [ ! -f "$gitworld.stamp" ] || [ "$world" -nt "$gitworld.stamp" ]; then
	say "making a git work tree of the linux-6.12 world in $gitworld"
	rm -rf "$gitworld" "$gitworld.stamp"
	cp -a "$world" "$gitworld"
	git -C "$gitworld" init -q
	git -C "$gitworld" add -A
	GIT_AUTHOR_NAME=b GIT_AUTHOR_EMAIL=b@b GIT_COMMITTER_NAME=b \
		GIT_COMMITTER_EMAIL=b@b git -C "$gitworld" commit -q -m tree
	touch "$gitworld.stamp"
fi

# The linux-6.12 patches of the corpus cases, smallest first.
mapfile -t sized < <(
	awk -F'\t' '$2 == "linux-6.12" && $3 == "patch" && $4 ~ /^patches\// {
		print $4 }' "$corpus/get/cases.tsv" | sort -u |
	while read -r p; do printf '%s %s\n' "$(stat -c %s "$corpus/$p")" "$p"; done |
	sort -n -k1,1 -k2,2)
n=${#sized[@]}
if [ "$n" -lt "$npatch" ]; then
	say "error: only $n linux-6.12 patches among the corpus cases"
	exit 1
fi
typical=${sized[$(((n - 1) / 2))]} typical=$corpus/${typical#* }
largest=${sized[n - 1]} largest_size=${largest%% *} largest=$corpus/${largest#* }
mid=()
for ((i = (n - npatch) / 2; i < (n - npatch) / 2 + npatch; i++)); do
	mid+=("$corpus/${sized[$i]#* }")
done

gm=
if [ -f "$src_tar" ] && command -v perl >/dev/null 2>&1; then
	gm=$bdir/get_maintainer.pl
	if [ ! -f "$gm" ] || [ "$src_tar" -nt "$gm" ]; then
		say "extracting scripts/get_maintainer.pl from $src_tar"
		rm -f "$gm"
		tar -xJf "$src_tar" -C "$bdir" --strip-components=2 \
			--wildcards '*/scripts/get_maintainer.pl' 2>/dev/null || true
		[ -f "$gm" ] || gm=
	fi
fi

# medians DIR RUNS WARMUP CMD... : one hyperfine run of every command
# (each a string), printing their medians in ms, one a line.
medians() {
	local dir=$1 n=$2 warm=$3 json=$bdir/hyperfine.json
	shift 3
	if ! (cd "$dir" && hyperfine -N --style none --warmup "$warm" \
		--runs "$n" --export-json "$json" -- "$@" \
		>/dev/null 2>"$bdir/hyperfine.err"); then
		cat "$bdir/hyperfine.err" >&2
		for _ in "$@"; do echo -; done
		return
	fi
	python3 -c 'import json, sys
for r in json.load(open(sys.argv[1]))["results"]:
    print("%.2f" % (r["median"] * 1e3))' "$json"
}
median_of() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END {
	print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
q() { printf '%q ' "$@"; }

rows=()
row() { rows+=("$(printf '%-44s %10s %11s %8s  %s' "$@")"); }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "-" || b == "-" || a <= 0) print "-";
	else printf "%.1fx", b / a }'; }

# The static no-op: the cheapest process this machine can start, the floor
# the per-patch rows are judged against (<= 1.5x of it).
noop=$bdir/noop
printf 'int main(void)\n{\n\treturn 0;\n}\n' >"$bdir/noop.c"
if ! ${CC:-cc} -O2 -static -o "$noop" "$bdir/noop.c" 2>/dev/null; then
	say "no static C library: the static no-op floor is not measured"
	noop=
fi
# judge M NOOP VERSION [PERL]: the targets of a per-patch row
judge() {
	awk -v m="$1" -v n="$2" -v f="$3" -v p="${4:--}" 'BEGIN {
		if (n == "-") printf "<=1.5x static no-op: -";
		else printf "<=1.5x static no-op (%.2f): %s", 1.5 * n,
			(m <= 1.5 * n ? "ok" : "MISSED");
		printf "; --version %.2f", f;
		if (p != "-") printf "; >=100x: %s", (p / m >= 100 ? "ok" : "MISSED") }'
}
# floors: the static no-op and maint get --version, hyperfine commands
floors() {
	if [ -n "$noop" ]; then q "$noop"; else q true; fi
	echo
	q "$maint" get --version
	echo
}

# per_patch LABEL DIR PATCHES... : the median of per-patch medians, maint
# and get_maintainer.pl, plus the floors measured in the same hyperfine run.
floor=- noop_floor=- perl_patch=-
per_patch() {
	local label=$1 dir=$2 cmds=() pcmds=() m p all
	shift 2
	for f in "$@"; do
		cmds+=("$(q "$maint" get --nogit-fallback "$f")")
		pcmds+=("$(q perl "$gm" --nogit-fallback "$f")")
	done
	mapfile -t fl < <(floors)
	mapfile -t all < <(medians "$dir" "$runs" 3 "${fl[@]}" "${cmds[@]}")
	noop_floor=${all[0]}
	[ -n "$noop" ] || noop_floor=-
	floor=${all[1]}
	m=$(median_of "${all[@]:2}")
	p=-
	if [ -n "$gm" ]; then
		mapfile -t all < <(medians "$dir" "$perl_runs" 1 "${pcmds[@]}")
		p=$(median_of "${all[@]}")
		[ "$perl_patch" != - ] || perl_patch=$p
	fi
	row "$label" "$m" "$p" "$(ratio "$m" "$p")" \
		"$(judge "$m" "$noop_floor" "$floor" "$p")"
}

say "per patch, outside git ($npatch patches)"
per_patch "(b) per patch, no git (median of $npatch)" "$world" "${mid[@]}"
floor_plain=$floor noop_plain=$noop_floor
say "per patch, git work tree, patch outside"
per_patch "(b) per patch, git tree, patch outside" "$gitworld" "${mid[@]}"
say "per patch, git work tree, untracked at the top"
tops=()
for f in "${mid[@]}"; do
	t=$gitworld/0001-$(basename "$f")
	cp "$f" "$t"
	untracked+=("$t")
	tops+=("$t")
done
per_patch "(b) per patch, git tree, untracked at top" "$gitworld" "${tops[@]}"
rm -f "${tops[@]}"
untracked=()

say "-f kernel/fork.c"
for d in "$world" "$gitworld"; do
	mapfile -t fl < <(floors)
	mapfile -t all < <(medians "$d" "$runs" 3 "${fl[@]}" \
		"$(q "$maint" get --nogit-fallback -f kernel/fork.c)")
	[ -n "$noop" ] || all[0]=-
	p=-
	[ -z "$gm" ] || p=$(medians "$d" "$perl_runs" 1 "$(q perl "$gm" --nogit-fallback -f kernel/fork.c)")
	label="(a) -f kernel/fork.c, no git"
	[ "$d" = "$world" ] || label="(a) -f kernel/fork.c, git tree"
	row "$label" "${all[2]}" "$p" "$(ratio "${all[2]}" "$p")" \
		"$(judge "${all[2]}" "${all[0]}" "${all[1]}" "$p")"
done

say "largest patch"
m=$(medians "$world" "$runs" 3 "$(q "$maint" get --nogit-fallback "$largest")")
p=-
[ -z "$gm" ] || p=$(medians "$world" "$perl_runs" 1 "$(q perl "$gm" --nogit-fallback "$largest")")
row "(c) largest patch, $largest_size B" "$m" "$p" "$(ratio "$m" "$p")" ""

bm=$bdir/bench-match
"${MAKE:-make}" -s build/bench/bench-match >/dev/null 2>&1 || true
if [ -x "$bm" ]; then
	say "whole tree"
	m=$(medians "$world" 10 1 "$(q "$bm" "$world/MAINTAINERS" "$tree_txt")")
	row "(d) whole tree, $(grep -c . "$tree_txt") paths" "$m" - - "<=1000 ms"
fi

say "batch of every corpus patch, b4's options"
all_patches=("$corpus"/patches/*.patch)
np=${#all_patches[@]}
printf '%s\n' "${all_patches[@]}" >"$bdir/patches.lst"
loop=$bdir/one-by-one.sh
# shellcheck disable=SC2016
echo 'm=$1; shift; while read -r p; do "$m" get "$@" "$p" >/dev/null 2>&1; done <"$PATCHES"' >"$loop"
export PATCHES=$bdir/patches.lst
mapfile -t all < <(medians "$world" 3 1 \
	"$(q bash "$loop" "$maint" "${b4opts[@]}")" \
	"$(q "$maint" get --batch "${b4opts[@]}" "${all_patches[@]}")")
pb=-
[ "$perl_patch" = - ] || pb=$(awk -v p="$perl_patch" -v n="$np" 'BEGIN { printf "%.0f", p * n }')
row "(e) $np patches, one maint each" "${all[0]}" "$pb" "$(ratio "${all[0]}" "$pb")" ""
row "(e) $np patches, maint get --batch" "${all[1]}" "$pb" "$(ratio "${all[1]}" "$pb")" \
	"$(awk -v a="${all[0]}" -v b="${all[1]}" 'BEGIN {
		printf ">=4x one by one: %.1fx %s", a / b, (a / b >= 4 ? "ok" : "MISSED") }')"
[ "$pb" = - ] || row "    (get_maintainer.pl: per-patch median x $np, estimated)" "" "" "" ""

xen=$(prepare xen)
if [ -d "$xen/.git" ]; then
	say "--git on the xen world"
	xen1=$corpus/xenpatches/xen-035baa203b97.patch
	xen10=$corpus/xenpatches/xen-8d061c5b7a87.patch
	gopt=(--no-tree --git --git-since=2025-01-01)
	# the 6.12 script runs beside it, so maint answers as the kernel's
	# script (as conformance does for xen): Xen's own fork knows no
	# --no-tree, and maint refuses what the tree's script refuses
	mopt=(--compat=newest)
	for pf in "$xen1" "$xen10"; do
		nf=$(grep -c '^+++ b/' "$pf")
		# through git (--history=off), one git log at a time and
		# several; then from the history index (built first)
		"$maint" history --update --repo "$xen" >/dev/null 2>&1 || :
		mapfile -t all < <(medians "$xen" "$git_runs" 1 \
			"$(q "$maint" get "${mopt[@]}" "${gopt[@]}" --history=off --jobs 1 "$pf")" \
			"$(q "$maint" get "${mopt[@]}" "${gopt[@]}" --history=off "$pf")" \
			"$(q "$maint" get "${mopt[@]}" "${gopt[@]}" --history=wait "$pf")")
		p=-
		[ -z "$gm" ] || p=$(medians "$xen" 3 1 "$(q perl "$gm" "${gopt[@]}" "$pf")")
		row "(f) --git, $nf file(s), git, --jobs 1" "${all[0]}" "$p" "$(ratio "${all[0]}" "$p")" ""
		row "(f) --git, $nf file(s), git, --jobs $(nproc)" "${all[1]}" "$p" "$(ratio "${all[1]}" "$p")" \
			"$(awk -v a="${all[0]}" -v b="${all[1]}" -v n="$nf" 'BEGIN {
				if (n >= 10) printf ">=1.7x --jobs 1: %.2fx %s", a / b, (a / b >= 1.7 ? "ok" : "MISSED") }')"
		row "(f) --git, $nf file(s), history index" "${all[2]}" "$p" "$(ratio "${all[2]}" "$p")" ""
	done
fi

# tree_row LABEL DIR INDEXED SCRIPT-ARGV MAINT-OPTS -- PATCHES... : maint get
# against the tree's own script (SCRIPT-ARGV, one string), per patch in one
# hyperfine run with the floors; the median of the per-patch medians.
# INDEXED: build the history index first (not timed: its build is said).
tree_row() {
	local label=$1 dir=$2 indexed=$3 script=$4 mopts=$5 cmds=() pcmds=()
	local m p all t0 t1
	shift 6
	if [ "$indexed" = yes ]; then
		t0=$(date +%s.%N)
		"$maint" history --update --repo "$dir" >/dev/null 2>&1 || :
		t1=$(date +%s.%N)
		say "history index of $dir: $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }') s to bring up to date; $("$maint" history --repo "$dir" 2>/dev/null | sed -n 's/^size: //p')"
	fi
	for f in "$@"; do
		# shellcheck disable=SC2086
		cmds+=("$(q "$maint" get $mopts "$f")")
		pcmds+=("$script $(q "$f")")
	done
	mapfile -t fl < <(floors)
	mapfile -t all < <(medians "$dir" "$runs" 3 "${fl[@]}" "${cmds[@]}")
	[ -n "$noop" ] || all[0]=-
	m=$(median_of "${all[@]:2}")
	mapfile -t pall < <(medians "$dir" "$perl_runs" 1 "${pcmds[@]}")
	p=$(median_of "${pall[@]}")
	row "$label" "$m" "$p" "$(ratio "$m" "$p")" \
		"$(judge "$m" "${all[0]}" "${all[1]}" "$p")"
}

# mid_sized N FILES... : the N files of median size
mid_sized() {
	local n=$1 k
	shift
	mapfile -t k < <(for f in "$@"; do printf '%s %s\n' "$(stat -c %s "$f")" "$f"; done |
		sort -n -k1,1 -k2,2 | cut -d' ' -f2-)
	local lo=$(((${#k[@]} - n) / 2))
	[ "$lo" -ge 0 ] || lo=0
	printf '%s\n' "${k[@]:$lo:$n}"
}

# (g) U-Boot: a clone (UBOOT=DIR) with its own script and its own
# .get_maintainer.conf (--git --git-since 6-months-ago
# --find-maintainer-files for every call), the corpus's U-Boot patches.
if [ -n "${UBOOT:-}" ] && [ -f "$UBOOT/scripts/get_maintainer.pl" ] &&
	[ -f "$UBOOT/.get_maintainer.conf" ] && [ -d "$corpus/ubpatches" ]; then
	say "U-Boot clone $UBOOT, its own script and configuration"
	mapfile -t ub < <(mid_sized "$npatch" "$corpus"/ubpatches/*.patch)
	tree_row "(g) U-Boot, own conf (median of ${#ub[@]})" "$UBOOT" yes \
		"perl scripts/get_maintainer.pl" "" -- "${ub[@]}"
else
	say "(g) U-Boot skipped: UBOOT=DIR names no U-Boot clone"
fi

# (h) DPDK: a full-history clone (DPDK=DIR), the options of its
# devtools/get-maintainer.sh with --git, the 6.12 script beside it; the
# patches are its own commits of the last year (git format-patch).
if [ -n "${DPDK:-}" ] && [ -d "$DPDK/.git" ] && [ -n "$gm" ]; then
	say "DPDK clone $DPDK, devtools/get-maintainer.sh's options with --git"
	dp=$bdir/dpdk-patches
	rm -rf "$dp"
	mkdir -p "$dp"
	k=0
	while read -r c; do
		k=$((k + 1))
		git -C "$DPDK" format-patch -q -1 -o "$dp" --start-number "$k" \
			"$c" >/dev/null 2>&1
	done < <(git -C "$DPDK" log --no-merges --since=1.year --format=%H HEAD \
		2>/dev/null | awk 'NR % 40 == 1' | head -n 60)
	dopt="--no-tree --no-git-fallback --no-rolestats --git"
	mapfile -t dps < <(mid_sized "$npatch" "$dp"/*.patch)
	if [ "${#dps[@]}" -gt 0 ]; then
		tree_row "(h) DPDK, --git (median of ${#dps[@]})" "$DPDK" yes \
			"perl $(q "$gm") $dopt" "$dopt" -- "${dps[@]}"
	fi
else
	say "(h) DPDK skipped: DPDK=DIR names no DPDK clone (or no 6.12 script)"
fi

# maint takes PCRE2 and libcmark from their static archives (the
# Makefile's STATIC_DEPS): the same objects linked against the shared
# libraries show what that saves.
dynamic=$bdir/maint-dynamic-libs
if ${CC:-cc} -o "$dynamic" build/cli/*.o build/libmaint.a \
	$(${PKG_CONFIG:-pkg-config} --libs libpcre2-8 libcmark 2>/dev/null) \
	-ldl -pthread 2>/dev/null; then
	say "PCRE2 and libcmark linked dynamically, for comparison"
	mapfile -t all < <(medians "$world" "$runs" 3 \
		"$(q "$maint" get --version)" "$(q "$dynamic" get --version)" \
		"$(q "$maint" get --nogit-fallback "$typical")" \
		"$(q "$dynamic" get --nogit-fallback "$typical")" \
		"$(q "$maint" get --no-cache --nogit-fallback "$typical")")
	row "--version, as built / dynamic libraries" "${all[0]}" "${all[1]}" "" ""
	row "typical patch, as built / dynamic libraries" "${all[2]}" "${all[3]}" "" ""
	row "typical patch, --no-cache (no index)" "${all[4]}" "" "" ""
fi

# instructions of one typical patch, with the cache index and without
ir=-
if command -v valgrind >/dev/null 2>&1; then
	irs=()
	for c in --cache --no-cache; do
		irs+=("$(cd "$world" && valgrind --tool=callgrind \
			--callgrind-out-file=/dev/null "$maint" get "$c" \
			--nogit-fallback "$typical" 2>&1 >/dev/null |
			sed -n 's/.*refs: *//p' | tr -d ,)")
	done
	ir="${irs[0]} (--no-cache: ${irs[1]})"
fi

{
	echo "maint bench ($(hyperfine --version); medians of $runs runs, $perl_runs for get_maintainer.pl, $git_runs for --git; $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg))"
	echo "floor: a static no-op ${noop_plain} ms, maint get --version ${floor_plain} ms; typical patch $(basename "$typical"); Ir of it: $ir"
	printf '%-44s %10s %11s %8s  %s\n' name "maint ms" "g_m.pl ms" speed-up target
	printf '%s\n' "${rows[@]}"
	[ -n "$gm" ] || echo "(no get_maintainer.pl reference: $src_tar not installed)"
} | tee "$out_txt"
exit 0
