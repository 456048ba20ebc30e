#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# bench/bench.sh: whole-process medians of maint on the corpus's linux-6.12
# world, next to the kernel's own scripts/get_maintainer.pl when the Debian
# linux-source-6.12 tarball is installed.  Run by `make bench` after ./maint
# is built; informational, so it exits 0 even when a target is missed.
#
#   (a) maint get --nogit-fallback -f kernel/fork.c
#   (b) a typical patch: the median-sized linux-6.12 patch of the corpus
#   (c) the largest linux-6.12 patch of the corpus, keywords on
#   (d) every path of the tree matched with libmaint (build/bench/bench-match)
#
# Environment: MAINT (default ./maint), CORPUS (default ../shared/corpus),
# RUNS (default 30), TREE_RUNS (default 10), PERL_RUNS (default 5),
# MAKE (default make); BENCH_NO_HYPERFINE=1 forces the plain loop.  Uses hyperfine when present (and installs it with
# apt-get when root), otherwise a plain loop timed with $EPOCHREALTIME.

# `make bench` may start this with sh: come back in bash.
if [ -z "${BASH_VERSION:-}" ]; then exec bash "$0" "$@"; fi
set -euo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)
maint=${MAINT:-./maint}
corpus=${CORPUS:-$root/../shared/corpus}
runs=${RUNS:-30}
tree_runs=${TREE_RUNS:-10}
perl_runs=${PERL_RUNS:-5}
bdir=$root/build/bench
src_tar=/usr/src/linux-source-6.12.tar.xz

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

world=$(python3 tests/conformance/run.py --corpus "$corpus" --prepare-only \
	--world linux-6.12 | tail -n 1)
if [ -z "$world" ] || [ ! -f "$world/MAINTAINERS" ]; then
	say "error: could not lay out the linux-6.12 world"
	exit 1
fi
tree_txt=$corpus/linux-6.12/tree.txt

# The linux-6.12 patches of the corpus cases, smallest first.
mapfile -t patches < <(
	awk -F'\t' '$2 == "linux-6.12" && $3 == "patch" && $4 ~ /^patches\// {
		print $4 }' "$corpus/get/cases.tsv" | sort -u |
	while read -r p; do printf '%s %s\n' "$(stat -c %s "$corpus/$p")" "$p"; done |
	sort -n -k1,1 -k2,2)
if [ "${#patches[@]}" -eq 0 ]; then
	say "error: no linux-6.12 patch among the corpus cases"
	exit 1
fi
typical=${patches[$(((${#patches[@]} - 1) / 2))]}
largest=${patches[${#patches[@]} - 1]}
typical_size=${typical%% *} typical=$corpus/${typical#* }
largest_size=${largest%% *} largest=$corpus/${largest#* }

# Timer: hyperfine if we have it (or can get it), else a loop.
have_hyperfine=
if [ -z "${BENCH_NO_HYPERFINE:-}" ] &&
	! command -v hyperfine >/dev/null 2>&1 && [ "$(id -u)" = 0 ] &&
	command -v apt-get >/dev/null 2>&1; then
	say "installing hyperfine"
	apt-get install -y -qq hyperfine >/dev/null 2>&1 || true
fi
if [ -z "${BENCH_NO_HYPERFINE:-}" ] && command -v hyperfine >/dev/null 2>&1 &&
	hyperfine -N --runs 1 --style none true >/dev/null 2>&1; then
	have_hyperfine=1
fi

# The runs see what the conformance runs see: an empty $HOME, a UTF-8 C
# locale, no git environment; cwd is the world.
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME=$home LC_ALL=C.UTF-8 TZ=UTC GIT_CONFIG_NOSYSTEM=1
while read -r v; do unset "$v"; done < <(compgen -e | grep -E '^(GIT_|LANG$|LANGUAGE$|LC_)' | grep -vx -E 'GIT_CONFIG_NOSYSTEM|LC_ALL')

# median_ms RUNS WARMUP CMD... : print the median wall time in ms.
median_ms() {
	local n=$1 warm=$2 i t0 t1 json cmd
	shift 2
	if [ -n "$have_hyperfine" ]; then
		json=$bdir/hyperfine.json
		cmd=$(printf '%q ' "$@")
		if ! (cd "$world" && hyperfine -N --style none --warmup "$warm" \
			--runs "$n" --export-json "$json" -- "$cmd" \
			>/dev/null 2>"$bdir/hyperfine.err"); then
			cat "$bdir/hyperfine.err" >&2
			echo -
			return
		fi
		python3 -c 'import json, sys
print("%.2f" % (json.load(open(sys.argv[1]))["results"][0]["median"] * 1e3))' "$json"
		return
	fi
	(
		cd "$world"
		for ((i = 0; i < warm; i++)); do "$@" >/dev/null 2>&1 || true; done
		for ((i = 0; i < n; i++)); do
			t0=$EPOCHREALTIME
			"$@" >/dev/null 2>&1 || true
			t1=$EPOCHREALTIME
			echo "$t0 $t1"
		done
	) | awk '{ print ($2 - $1) * 1000 }' | sort -g |
		awk '{ v[NR] = $1 } END {
			m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
			printf "%.2f\n", m }'
}

# check CMD... : run once in the world; print "" when it exits 0, or why not.
check() {
	local rc=0
	(cd "$world" && "$@" >/dev/null 2>"$bdir/check.err") || rc=$?
	if [ "$rc" -ne 0 ]; then
		printf 'exit %d: %s' "$rc" "$(head -c 120 "$bdir/check.err" | head -n 1)"
	fi
}

# The reference: get_maintainer.pl of the same kernel, taken out of the
# Debian source tarball at bench time (never committed).
gm=
if [ -f "$src_tar" ] && command -v perl >/dev/null 2>&1; then
	gm=$bdir/get_maintainer.pl
	if [ ! -f "$gm" ] || [ "$src_tar" -nt "$gm" ]; then
		say "extracting scripts/get_maintainer.pl from $src_tar"
		rm -f "$gm"
		if ! tar -xJf "$src_tar" -C "$bdir" --strip-components=2 \
			--wildcards '*/scripts/get_maintainer.pl' ||
			[ ! -f "$gm" ]; then
			say "could not extract get_maintainer.pl; no reference times"
			gm=
		fi
	fi
fi

bm=$bdir/bench-match
# Brought up to date by make (it links build/libmaint.a).
"${MAKE:-make}" -s build/bench/bench-match >/dev/null 2>&1 || true

names=() mt=() pt=() targets=() notes=()

# row NAME TARGET_MS ARGS... : time maint get ARGS (and get_maintainer.pl).
row() {
	local name=$1 target=$2 why m p=-
	shift 2
	names+=("$name") targets+=("$target")
	why=$(check "$maint" get "$@")
	if [ -n "$why" ]; then
		mt+=(-) pt+=(-) notes+=("maint failed ($why)")
		return
	fi
	m=$(median_ms "$runs" 3 "$maint" get "$@")
	if [ -n "$gm" ]; then
		if [ -z "$(check perl "$gm" "$@")" ]; then
			p=$(median_ms "$perl_runs" 1 perl "$gm" "$@")
		fi
	fi
	mt+=("$m") pt+=("$p") notes+=("")
}

say "world $world"
say "timing (a) -f kernel/fork.c"
row "(a) -f kernel/fork.c" 5 --nogit-fallback -f kernel/fork.c
say "timing (b) typical patch $(basename "$typical")"
row "(b) typical patch, ${typical_size} B" 5 --nogit-fallback "$typical"
say "timing (c) largest patch $(basename "$largest")"
row "(c) largest patch, ${largest_size} B" 100 --nogit-fallback "$largest"

npaths=$(grep -c . "$tree_txt")
names+=("(d) whole tree, $npaths paths") targets+=(1000) pt+=(-)
tree_line=
if [ -x "$bm" ]; then
	say "timing (d) whole tree with $bm"
	if tree_line=$(cd "$world" && "$bm" "$world/MAINTAINERS" "$tree_txt" 2>&1); then
		mt+=("$(median_ms "$tree_runs" 1 "$bm" "$world/MAINTAINERS" "$tree_txt")")
		notes+=("")
	else
		mt+=(-) notes+=("bench-match failed: $(head -n 1 <<<"$tree_line")")
		tree_line=
	fi
else
	mt+=(-) notes+=("not built: make build/bench/bench-match")
fi

echo
if [ -n "$have_hyperfine" ]; then
	timer="$(hyperfine --version), medians of $runs runs ($tree_runs for (d), $perl_runs for get_maintainer.pl)"
else
	timer="shell loop, medians of $runs runs ($tree_runs for (d), $perl_runs for get_maintainer.pl)"
fi
echo "maint bench on linux-6.12 ($timer)"
printf '%-34s %10s %12s %9s  %s\n' name "maint ms" "g_m.pl ms" speed-up target
for i in "${!names[@]}"; do
	m=${mt[$i]} p=${pt[$i]} ratio=- verdict=
	if [ "$m" != - ] && [ "$p" != - ]; then
		ratio=$(awk -v m="$m" -v p="$p" 'BEGIN { printf "%.0fx", (m > 0 ? p / m : 0) }')
	fi
	if [ "$m" != - ]; then
		verdict=$(awk -v m="$m" -v t="${targets[$i]}" 'BEGIN { print (m <= t ? "ok" : "MISSED") }')
	fi
	printf '%-34s %10s %12s %9s  <=%s ms %s%s\n' "${names[$i]}" "$m" "$p" \
		"$ratio" "${targets[$i]}" "$verdict" \
		"${notes[$i]:+  (${notes[$i]})}"
done
[ -n "$tree_line" ] && echo "bench-match: $tree_line"
[ -z "$gm" ] && echo "(no get_maintainer.pl reference: $src_tar not installed)"
echo "targets: <=5 ms per -f file or typical patch, <=100 ms largest patch, <=1 s whole tree"
exit 0
