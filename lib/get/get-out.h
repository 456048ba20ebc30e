/* SPDX-License-Identifier: GPL-2.0-only */
/* An answer's text (get-out.c). */
#ifndef MNT_GET_GET_OUT_H
#define MNT_GET_GET_OUT_H

#include "get/get.h"

/* --sections: section sec as the script prints it, into g->out. */
void mnt_get_print_section(struct maint_get *g, size_t sec);
/* One output block, a line per entry or joined by --separator. */
void mnt_get_output_list(struct maint_get *g, struct strlist *l);
/* The answer's text after the --sections blocks, into g->out. */
int mnt_get_render(struct maint_get *g);

#endif
