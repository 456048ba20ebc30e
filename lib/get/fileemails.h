/* SPDX-License-Identifier: GPL-2.0-only */
/* Addresses written in the files of a query (fileemails.c). */
#ifndef MNT_GET_FILEEMAILS_H
#define MNT_GET_FILEEMAILS_H

#include "get/get.h"

/* maintainers_in_file(): addresses in .yaml files (or any with -fe). */
void mnt_file_emails(struct maint_get *g, const char *file);

#endif
