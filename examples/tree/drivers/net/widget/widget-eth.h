/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _WIDGET_ETH_H
#define _WIDGET_ETH_H

#include <linux/netdevice.h>
#include <linux/widget.h>

/**
 * struct widget_eth_priv - private data of one widget Ethernet port
 * @ndev: the port's net_device
 * @foo: the widget this port belongs to
 */
struct widget_eth_priv {
	struct net_device *ndev;
	struct widget_foo *foo;
};

int widget_eth_probe(struct device *dev, u32 id);
void widget_eth_remove(struct widget_eth_priv *priv);

#endif /* _WIDGET_ETH_H */
