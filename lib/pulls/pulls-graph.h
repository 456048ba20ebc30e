/* SPDX-License-Identifier: GPL-2.0-only */
/* The commit graph of `git rev-list --parents`, depths (pulls-graph.c). */
#ifndef MNT_PULLS_GRAPH_H
#define MNT_PULLS_GRAPH_H

#include <stddef.h>
#include <stdint.h>

struct pl_commit {
	uint32_t par; /* index into the parent array */
	uint32_t npar;
	unsigned int depth;
	uint32_t via; /* commit index of the merge it was reached through */
	uint32_t merge; /* merge index + 1, 0 if not a merge of the log */
	bool child; /* some commit of the range has it as a parent */
};

#define NO_COMMIT UINT32_MAX

struct pl_graph {
	struct pl_commit *c;
	size_t n;
	uint32_t *par; /* NO_COMMIT: a parent outside the range */
	size_t npar;
	struct mnt_map ids;
};

/* Read rev-list's "H P1 P2\n" lines, split in place (ids point in). */
int mnt_pulls_graph_read(struct pl_graph *g, char *buf, size_t len);

/* Every commit's depth and the merge it was reached through. */
int mnt_pulls_graph_depths(struct pl_graph *g);

/* The commit named id, or NULL when it is not in the range. */
struct pl_commit *mnt_pulls_graph_find(const struct pl_graph *g,
				       const char *id);

void mnt_pulls_graph_free(struct pl_graph *g);

#endif
