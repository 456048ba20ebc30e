// SPDX-License-Identifier: GPL-2.0-only
/*
 * Board file for the invented Toy FR-1 board and its on-board frobnicator.
 */
#include <linux/frob.h>
#include <linux/init.h>

static struct frob_platform_data toy_frob_pdata = {
	.rate_hz = 32768,
	.channels = 2,
};

static int __init toy_frob_board_init(void)
{
	return frob_register_board(&toy_frob_pdata);
}
arch_initcall(toy_frob_board_init);
