// SPDX-License-Identifier: GPL-2.0-only
/*
 * Widget core: the /sys/class/widget attributes.
 */
#include <linux/device.h>
#include <linux/sysfs.h>
#include <linux/widget.h>

static ssize_t id_show(struct device *dev, struct device_attribute *attr,
		       char *buf)
{
	struct widget_foo *foo = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%u\n", foo->id);
}
static DEVICE_ATTR_RO(id);
