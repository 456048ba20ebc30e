/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _EXAMPLEFS_H
#define _EXAMPLEFS_H

#include <linux/fs.h>

#define EXAMPLEFS_MAGIC 0x45584653	/* "EXFS" */

struct examplefs_sb_info {
	unsigned long blocks;
	unsigned long free_blocks;
};

extern const struct super_operations examplefs_sops;

#endif /* _EXAMPLEFS_H */
