#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# maint when with the real profiles: the linux-6.12 world of the corpus
# (libnvdimm: -rc4/-rc6 and a week; xfs: -rc6; kvm-x86: a merge deadline
# only; damon: any time; netdev: cadence only; riscv: nothing) and the
# libnvdimm profile of the 2019 seed series, over the fixture repository
# of release tags.
#
# shellcheck disable=SC1091,SC2016,SC2034

. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/when-lib.sh"

test_corpus
test_world linux-6.12
REPO=$TEST_ROOT/repo
make_repo "$REPO" || { echo "Bail out! cannot make the fixture repository"; exit 1; }

NVDIMM=$(prof Documentation/nvdimm/maintainer-entry-profile.rst)

# world_json TODAY FILE [ARGS...]
world_json() {
	today=$1 file=$2
	shift 2
	(cd "$WORLD" && "$MAINT" when --json --repo "$REPO" --today "$today" \
		"$@" -f "$file")
}

test_expect_success 'libnvdimm at -rc3: before -rc4, merged by -rc6, a week' '
	world_json 2024-10-16 drivers/nvdimm/pmem.c --posted 2024-10-02 >out &&
	json_is out "$NVDIMM[\"cycle_position\"][\"name\"]" "\"v6.12-rc3\"" &&
	json_is out "$NVDIMM[\"cycle_position\"][\"week\"]" 5 &&
	json_is out "$NVDIMM[\"feature_deadline\"][\"rc\"]" "\"-rc4\"" &&
	json_is out "$NVDIMM[\"feature_deadline\"][\"date\"]" "\"2024-10-20\"" &&
	json_is out "$NVDIMM[\"feature_deadline\"][\"line\"]" 49 &&
	json_is out "$NVDIMM[\"can_target_next_merge_window\"]" True &&
	json_is out "$NVDIMM[\"merge_deadline\"][\"rc\"]" "\"-rc6\"" &&
	json_is out "$NVDIMM[\"merge_deadline\"][\"date\"]" "\"2024-11-03\"" &&
	json_is out "$NVDIMM[\"ping_wait\"][\"stated\"]" "\"up to one week\"" &&
	json_is out "$NVDIMM[\"ping_from\"]" "\"2024-10-09\"" &&
	json_is out "$NVDIMM[\"ping_due\"]" True &&
	json_is out "$NVDIMM[\"ping_how\"][\"stated\"]" "\"private mail reminder\"" &&
	json_is out "$NVDIMM[\"not_stated\"]" "[]"
'

test_expect_success 'libnvdimm at -rc4: too late, the next cycle -rc4 estimated' '
	world_json 2024-10-20 drivers/nvdimm/pmem.c >out &&
	json_is out "$NVDIMM[\"can_target_next_merge_window\"]" False &&
	json_is out "$NVDIMM[\"feature_deadline\"][\"passed\"]" True &&
	json_is out "$NVDIMM[\"feature_deadline\"][\"estimated\"]" False &&
	json_is out "$NVDIMM[\"feature_deadline\"][\"next_cycle_date\"]" "\"2024-12-22\"" &&
	json_is out "$NVDIMM[\"ping_from\"]" None
'

test_expect_success 'xfs: between -rc1 and -rc6 (through -rc6), at least one week' '
	P=$(prof Documentation/filesystems/xfs/xfs-maintainer-entry-profile.rst) &&
	world_json 2024-10-28 fs/xfs/xfs_super.c --posted 2024-10-28 >out &&
	json_is out "$P[\"feature_deadline\"][\"date\"]" "\"2024-11-10\"" &&
	json_is out "$P[\"feature_deadline\"][\"through\"]" True &&
	json_is out "$P[\"can_target_next_merge_window\"]" True &&
	json_is out "$P[\"merge_deadline\"]" None &&
	json_is out "$P[\"ping_from\"]" "\"2024-11-04\"" &&
	json_is out "$P[\"ping_how\"]" None &&
	json_is out "$P[\"not_stated\"]" "[\"rc-merge\", \"ping-how\"]"
'

test_expect_success 'kvm-x86: only a merge deadline; null before it, false after' '
	P=$(prof Documentation/process/maintainer-kvm-x86.rst) &&
	world_json 2024-10-16 arch/x86/kvm/x86.c >out &&
	json_is out "$P[\"feature_deadline\"]" None &&
	json_is out "$P[\"merge_deadline\"][\"rc\"]" "\"-rc5\"" &&
	json_is out "$P[\"can_target_next_merge_window\"]" None &&
	world_json 2024-10-28 arch/x86/kvm/x86.c >out &&
	json_is out "$P[\"can_target_next_merge_window\"]" False &&
	json_is out "$P[\"ping_wait\"]" None &&
	json_is out "$P[\"ping_how\"][\"stated\"]" "\"a ping\""
'

test_expect_success 'damon: any time, no deadline; within a week' '
	P=$(prof Documentation/mm/damon/maintainer-profile.rst) &&
	world_json 2024-10-16 mm/damon/core.c --posted 2024-10-01 >out &&
	json_is out "$P[\"feature_deadline\"]" None &&
	json_is out "$P[\"submissions_any_time\"]" True &&
	json_is out "$P[\"can_target_next_merge_window\"]" None &&
	json_is out "$P[\"ping_from\"]" "\"2024-10-08\"" &&
	json_is out "$P[\"ping_how\"][\"stated\"]" "\"a ping\""
'

test_expect_success 'netdev: cadence only; more than a week is the day after' '
	P=$(prof Documentation/process/maintainer-netdev.rst) &&
	world_json 2024-10-16 drivers/net/ethernet/intel/e1000/e1000_main.c \
		--posted 2024-10-01 >out &&
	json_is out "$P[\"feature_deadline\"]" None &&
	json_is out "$P[\"can_target_next_merge_window\"]" None &&
	json_is out "$P[\"ping_wait\"][\"more_than\"]" True &&
	json_is out "$P[\"ping_from\"]" "\"2024-10-09\"" &&
	json_is out "$P[\"not_stated\"]" "[\"rc-new\", \"rc-merge\"]"
'

test_expect_success 'riscv: nothing stated, every answer null' '
	P=$(prof Documentation/arch/riscv/patch-acceptance.rst) &&
	world_json 2024-10-16 arch/riscv/kernel/setup.c --posted 2024-10-01 >out &&
	json_is out "$P[\"cycle_position\"][\"name\"]" "\"v6.12-rc3\"" &&
	json_is out "$P[\"feature_deadline\"]" None &&
	json_is out "$P[\"merge_deadline\"]" None &&
	json_is out "$P[\"can_target_next_merge_window\"]" None &&
	json_is out "$P[\"ping_from\"]" None &&
	json_is out "$P[\"not_stated\"]" "[\"rc-new\", \"rc-merge\", \"ping-wait\", \"ping-how\"]" &&
	(cd "$WORLD" && "$MAINT" when --repo "$REPO" --today 2024-10-16 \
		-f arch/riscv/kernel/setup.c) >text &&
	grep "^  new features: not stated\$" text &&
	grep "^  wait before pinging: not stated\$" text
'

test_expect_success 'a corpus patch: the profiles of its files' '
	P=$(prof Documentation/filesystems/xfs/xfs-maintainer-entry-profile.rst) &&
	p=$(grep -l "^+++ b/fs/xfs/" "$CORPUS"/patches/*.patch | head -n 1) &&
	test -n "$p" &&
	(cd "$WORLD" && "$MAINT" when --json --repo "$REPO" --today 2024-11-04 "$p") >out &&
	json_is out "$P[\"cycle_position\"][\"name\"]" "\"v6.12-rc6\"" &&
	json_is out "$P[\"can_target_next_merge_window\"]" True &&
	(cd "$WORLD" && "$MAINT" when --json --repo "$REPO" --today 2024-11-11 "$p") >out &&
	json_is out "$P[\"cycle_position\"][\"name\"]" "\"v6.12-rc7\"" &&
	json_is out "$P[\"can_target_next_merge_window\"]" False
'

test_expect_success 'the seed libnvdimm profile (2019 series)' '
	mkdir -p tree/Documentation/nvdimm tree/drivers/nvdimm &&
	awk "/^\\+\\+\\+ b\\/Documentation\\/nvdimm\\//{on=1; next} /^diff --git/{on=0} on && /^\\+/{print substr(\$0, 2)}" \
		"$CORPUS/seeds/004-patch-libnvdimm-maintainers-maintainer-entry-profile.patch" \
		>tree/Documentation/nvdimm/maintainer-entry-profile.rst &&
	grep -q "^Key Cycle Dates" tree/Documentation/nvdimm/maintainer-entry-profile.rst &&
	: >tree/drivers/nvdimm/pmem.c &&
	printf "LIBNVDIMM: NON-VOLATILE MEMORY DEVICE SUBSYSTEM\nM:\tA Maintainer <a@example.org>\nS:\tSupported\nP:\tDocumentation/nvdimm/maintainer-entry-profile.rst\nF:\tdrivers/nvdimm/\n" >tree/MAINTAINERS &&
	(cd tree && "$MAINT" when --json --repo "$REPO" --today 2024-11-03 \
		--posted 2024-10-30 -f drivers/nvdimm/pmem.c) >out &&
	json_is out "$NVDIMM[\"cycle_position\"][\"name\"]" "\"v6.12-rc6\"" &&
	json_is out "$NVDIMM[\"feature_deadline\"][\"rc\"]" "\"-rc4\"" &&
	json_is out "$NVDIMM[\"can_target_next_merge_window\"]" False &&
	json_is out "$NVDIMM[\"merge_deadline\"][\"passed\"]" True &&
	json_is out "$NVDIMM[\"merge_deadline\"][\"date\"]" "\"2024-11-03\"" &&
	json_is out "$NVDIMM[\"ping_from\"]" "\"2024-11-06\"" &&
	json_is out "$NVDIMM[\"ping_due\"]" False &&
	json_is out "$NVDIMM[\"ping_how\"][\"stated\"]" "\"private mail reminder\""
'

test_done
