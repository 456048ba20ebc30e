/* SPDX-License-Identifier: GPL-2.0-only */
/* Addresses in MAINTAINERS values (db/addr.c). */
#ifndef MNT_DB_ADDR_H
#define MNT_DB_ADDR_H

#include <stdbool.h>
#include <stddef.h>

/*
 * The address of "Name <addr>" (named) or "addr [...]": *a and *alen
 * receive it.  Returns false when the value has no well-formed address.
 */
bool mnt_value_addr(const char *v, size_t len, bool named, const char **a,
		    size_t *alen);

#endif
