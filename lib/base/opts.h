/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The versioned options structs of the public API (include/maint/common.h,
 * "Options"): a call whose options say a newer layout than this library's
 * is refused, so that no field the caller set is silently ignored.
 */
#ifndef MNT_BASE_OPTS_H
#define MNT_BASE_OPTS_H

/* o (NULL allowed) is of a layout this library reads: version <= cur */
#define MNT_OPTS_OK(o, cur) (!(o) || (o)->version <= (cur))

#endif
