/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_FROB_H
#define _LINUX_FROB_H

#include <linux/types.h>

struct frob_platform_data {
	u32 rate_hz;
	u8 channels;
};

struct frob_device;

int frob_register_board(const struct frob_platform_data *pdata);
int frob_frobnicate(struct frob_device *fdev, const void *buf, size_t len);

#endif /* _LINUX_FROB_H */
