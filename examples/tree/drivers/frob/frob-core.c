// SPDX-License-Identifier: GPL-2.0-only
/*
 * Frobnicator core: registration and the frobnicate() entry point.
 */
#include <linux/errno.h>
#include <linux/frob.h>
#include <linux/module.h>
#include <linux/mutex.h>

struct frob_device {
	const struct frob_platform_data *pdata;
	struct mutex lock;
	unsigned long frobs;
};

static struct frob_device frob_board;

int frob_register_board(const struct frob_platform_data *pdata)
{
	if (!pdata || !pdata->channels)
		return -EINVAL;

	mutex_init(&frob_board.lock);
	frob_board.pdata = pdata;
	return 0;
}
EXPORT_SYMBOL_GPL(frob_register_board);

int frob_frobnicate(struct frob_device *fdev, const void *buf, size_t len)
{
	if (!len)
		return 0;

	mutex_lock(&fdev->lock);
	fdev->frobs += len;
	mutex_unlock(&fdev->lock);
	return 0;
}
EXPORT_SYMBOL_GPL(frob_frobnicate);

MODULE_DESCRIPTION("Frobnicator core");
MODULE_LICENSE("GPL");
