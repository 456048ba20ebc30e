// SPDX-License-Identifier: GPL-2.0-only
/*
 * examplefs: superblock operations.
 */
#include <linux/module.h>
#include <linux/statfs.h>

#include "examplefs.h"

static int examplefs_statfs(struct dentry *dentry, struct kstatfs *buf)
{
	struct examplefs_sb_info *sbi = dentry->d_sb->s_fs_info;

	buf->f_type = EXAMPLEFS_MAGIC;
	buf->f_blocks = sbi->blocks;
	buf->f_bfree = sbi->free_blocks;
	buf->f_bavail = sbi->free_blocks;
	return 0;
}

const struct super_operations examplefs_sops = {
	.statfs = examplefs_statfs,
};
