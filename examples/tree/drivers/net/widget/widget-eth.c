// SPDX-License-Identifier: GPL-2.0-only
/*
 * Ethernet driver for widgets with a network port.
 */
#include <linux/etherdevice.h>
#include <linux/module.h>

#include "widget-eth.h"

int widget_eth_probe(struct device *dev, u32 id)
{
	struct widget_eth_priv *priv;
	struct net_device *ndev;
	int err;

	ndev = alloc_etherdev(sizeof(*priv));
	if (!ndev)
		return -ENOMEM;

	priv = netdev_priv(ndev);
	priv->ndev = ndev;
	priv->foo = widget_foo_get(id);
	if (!priv->foo) {
		err = -ENODEV;
		goto err_free_netdev;
	}

	SET_NETDEV_DEV(ndev, dev);
	eth_hw_addr_random(ndev);

	err = register_netdev(ndev);
	if (err)
		goto err_free_netdev;

	return 0;

err_free_netdev:
	free_netdev(ndev);
	return err;
}
EXPORT_SYMBOL_GPL(widget_eth_probe);

void widget_eth_remove(struct widget_eth_priv *priv)
{
	unregister_netdev(priv->ndev);
	free_netdev(priv->ndev);
}
EXPORT_SYMBOL_GPL(widget_eth_remove);

MODULE_DESCRIPTION("Widget Ethernet driver");
MODULE_LICENSE("GPL");
