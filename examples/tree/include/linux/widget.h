/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_WIDGET_H
#define _LINUX_WIDGET_H

#include <linux/kref.h>
#include <linux/types.h>

/**
 * struct widget_foo - the shared state a widget hands to its users
 * @ref: reference count; take it with widget_foo_get()
 * @id: widget number, unique while the foo is alive
 */
struct widget_foo {
	struct kref ref;
	u32 id;
};

struct widget_foo *widget_foo_get(u32 id);
void widget_foo_put(struct widget_foo *foo);

#endif /* _LINUX_WIDGET_H */
