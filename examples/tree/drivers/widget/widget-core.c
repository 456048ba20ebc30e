// SPDX-License-Identifier: GPL-2.0-only
/*
 * Widget core: lookup and lifetime of struct widget_foo.
 */
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/widget.h>
#include <linux/xarray.h>

static DEFINE_XARRAY(widget_foos);

struct widget_foo *widget_foo_get(u32 id)
{
	struct widget_foo *foo;

	xa_lock(&widget_foos);
	foo = xa_load(&widget_foos, id);
	if (foo)
		kref_get(&foo->ref);
	xa_unlock(&widget_foos);
	return foo;
}
EXPORT_SYMBOL_GPL(widget_foo_get);

static void widget_foo_release(struct kref *ref)
{
	struct widget_foo *foo = container_of(ref, struct widget_foo, ref);

	xa_erase(&widget_foos, foo->id);
	kfree(foo);
}

void widget_foo_put(struct widget_foo *foo)
{
	if (foo)
		kref_put(&foo->ref, widget_foo_release);
}
EXPORT_SYMBOL_GPL(widget_foo_put);

MODULE_DESCRIPTION("Widget core");
MODULE_LICENSE("GPL");
