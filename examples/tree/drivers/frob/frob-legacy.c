// SPDX-License-Identifier: GPL-2.0-only
/*
 * Frobnicator legacy ISA interface. Obsolete: use frob-core instead.
 */
#include <linux/frob.h>
#include <linux/module.h>

static int frob_legacy_port = 0x2f8;
module_param(frob_legacy_port, int, 0444);
MODULE_PARM_DESC(frob_legacy_port, "I/O port of the ISA frobnicator");

MODULE_DESCRIPTION("Legacy ISA frobnicator (obsolete)");
MODULE_LICENSE("GPL");
