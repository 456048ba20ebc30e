#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint profile's rules in the linux-2026 world of the corpus: profiles in
# relation (KVM x86 over tip for arch/x86/kvm/, clean-dts following soc for
# an Exynos .dts), what comes first (the base for this kind of change, the
# tree's state on a given -rc, the required builds with their flags, the
# don'ts), every rule in the text and in JSON.
#
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"

test_corpus
test_world linux-2026

profile() {
	(cd "$WORLD" && "$MAINT" profile --no-color "$@")
}

test_expect_success 'KVM x86 first, tip after it, tip coding style followed' '
	profile --brief -f arch/x86/kvm/x86.c >out &&
	grep "^profiles, the most specific section.s first:\$" out &&
	grep "^  1. Documentation/process/maintainer-kvm-x86.rst\$" out &&
	grep "^  2. Documentation/process/maintainer-tip.rst  (where a more specific profile says otherwise, overridden)\$" out &&
	grep "^  followed: Documentation/process/maintainer-tip.rst, section \"Coding style notes\"  \[maintainer-kvm-x86.rst:111\]" out
'

test_expect_success 'first: the base for fixes and for the rest, with their conditions' '
	profile --brief -f arch/x86/kvm/x86.c >out &&
	sed -n "/^  base on:/,/^  now:/p" out >base &&
	grep "^    git://git.kernel.org/pub/scm/virt/kvm/kvm.git master\$" base &&
	grep "^      when: Fixes that target the current release, a.k.a. mainline\$" base &&
	grep "^    kvm-x86/next\$" base &&
	! grep "tip tree master branch" base &&
	! grep "mainline kernel tree" base
'

test_expect_success '--change feature leaves the fixes base out' '
	profile --brief --change feature -f arch/x86/kvm/x86.c >out &&
	sed -n "/^  base on:/,/^  now:/p" out >base &&
	grep "kvm-x86/next" base &&
	! grep "kvm.git master" base &&
	test_expect_code 2 profile --change bugfix -f arch/x86/kvm/x86.c
'

test_expect_success 'now: the soft closes on a given -rc; tip overridden' '
	profile --brief --rc 5 -f arch/x86/kvm/x86.c >out &&
	grep -A1 "^    closed: -rc5, a soft close (soft close now)\$" out >c5 &&
	grep "^      for features\$" c5 &&
	grep -A1 "^    closed: -rc6, a soft close (open)\$" out >c6 &&
	grep "^      for fixes\$" c6 &&
	! grep "closed: merge window" out &&
	profile --brief --merge-window -f arch/x86/kvm/x86.c >out2 &&
	grep "^    closed: -rc5, a soft close (open)\$" out2
'

test_expect_success 'builds and tests with their exact flags and conditions' '
	profile --brief -f arch/x86/kvm/x86.c >out &&
	grep "^    build with KVM_INTEL=m KVM_AMD=m KVM_WERROR=y\$" out &&
	grep "^    make htmldocs\$" out &&
	grep "^      when: Changes that touch reStructured Text documentation, i.e. .rst\$" out &&
	profile --brief -f drivers/net/ethernet/intel/e1000e/netdev.c >net &&
	grep "^    allmodconfig build with W=1\$" net
'

test_expect_success 'the hard don.ts of netdev' '
	profile --brief -f drivers/net/ethernet/intel/e1000e/netdev.c >out &&
	sed -n "/^  don.t:/,/^P: /p" out >dont &&
	grep "Emails saying just \"ping\" or \"bump\" are considered rude." dont &&
	grep "Do not try to resend just the patches which changed." dont &&
	grep "don.t repost your patches within one 24h period\|Do not wait too long" dont &&
	grep "The new version of patches should be posted as a separate thread" dont
'

test_expect_success 'an Exynos .dts: clean-dts, and soc followed in full' '
	profile --brief -f arch/arm64/boot/dts/exynos/exynos5433-tm2.dts >out &&
	grep "^  1. Documentation/process/maintainer-soc-clean-dts.rst\$" out &&
	grep "^  followed: Documentation/process/maintainer-soc.rst  \[maintainer-soc-clean-dts.rst:10\] (its rules are read here)\$" out &&
	grep "^    make dtbs_check W=1\$" out &&
	grep "sent via SoC submaintainers" out
'

test_expect_success 'every rule by kind, with strength, condition and place' '
	profile --rules -f drivers/nvdimm/pmem.c >out &&
	sed -n "/^  rules:/,/^  LIBNVDIMM/p" out >rules &&
	grep "^    base tree or branch:\$" rules &&
	grep "^      \[allowed\] In general patches can be submitted against the latest" rules &&
	grep "^        when: the incoming code change is dependent on other pending" rules &&
	grep "^        \[Documentation/nvdimm/maintainer-entry-profile.rst:15\]\$" rules &&
	grep "^    when to ping:\$" rules
'

test_expect_success 'maintainers. practice is shown as such' '
	profile --rules -f fs/nfsd/nfs4proc.c >out &&
	grep -A2 "^      \[recommended\] The NFSD maintainers prefer to add stable tagging\$" out >rule &&
	grep "^        submission. (maintainer.s practice, not advice)\$" rule
'

test_expect_success 'JSON: every rule with its fields, the relations, first' '
	profile --json -f arch/x86/kvm/x86.c >out.json &&
	python3 - out.json <<-\EOF
	import json, sys
	d = json.load(open(sys.argv[1]))
	kvm = [p for p in d["profiles"] if p["value"].endswith("kvm-x86.rst")][0]
	tip = [p for p in d["profiles"] if p["value"].endswith("tip.rst")][0]
	keys = {"kind", "strength", "to", "text", "when", "cond", "cond_value",
	        "file", "line", "end_line", "heading", "item"}
	assert all(keys <= set(r) for r in kvm["rules"]), "fields"
	assert len(kvm["rules"]) > 60
	r = [r for r in kvm["rules"] if r["line"] == 87][0]
	assert r["kind"] == "base" and r["cond"] == "fixes", r
	assert r["when"].startswith("Fixes that target the current release")
	over = [r for r in tip["rules"] if "overridden_by" in r]
	assert any(r["line"] == 111 and r["overridden_by"]["line"] == 87
	           for r in over), over
	docs = {x["document"]: x for x in d["relations"]}
	assert docs["Documentation/process/maintainer-tip.rst"]["followed_line"] == 111
	assert d["first"][0]["what"] in ("send to", "base on")
	f = [f for f in kvm["facts"] if f["value"] == "make htmldocs"][0]
	assert f["strength"] == "required" and f["cond"] == "clause"
	EOF
'

test_expect_success 'a profile without rules says why' '
	mkdir -p notes/Documentation &&
	printf "Title\n=====\n\nNothing here asks for anything at all.\n" >notes/Documentation/p.rst &&
	"$MAINT" profile show notes/Documentation/p.rst >out &&
	grep "^  rules: (no rules: a single paragraph" out
'

test_expect_success 'first, now: fixes said as fixes; a deadline once, with its date' '
	profile --brief --rc 3 -f fs/xfs/xfs_file.c >out &&
	sed -n "/^  now:/,/^  [a-z].*:\$/p" out >now &&
	grep "^    fixes: any time\$" now &&
	! grep "new features: any time" now &&
	test "$(grep -c "new features: before -rc6" now)" = 1 &&
	grep "^    new features: before -rc6 (about [0-9-]*) (open)\$" now
'

test_done
