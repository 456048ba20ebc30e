/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The model of report html's page (page-data.c): every directory's sums
 * and owner, the directories the treemap shows, the sections it names,
 * and its data as JSON inside <script>; page.c writes the HTML around it.
 */
#ifndef MNT_REPORT_PAGE_DATA_H
#define MNT_REPORT_PAGE_DATA_H

#include <stdbool.h>
#include <stddef.h>

#include "maint.h"
#include "mbuf.h"

/*
 * The ownership classes of the page: the five statuses, then files only
 * THE REST matched, then files with no section or a section without a
 * recognised S: line.  The first five are enum maint_status's values.
 */
enum {
	CL_ORPHAN = MAINT_ST_ORPHAN,
	CL_ODD = MAINT_ST_ODD_FIXES,
	CL_REST = MAINT_ST_COUNT - 1,
	CL_NONE,
	CL_COUNT,
};

/* Their names and colours on the page. */
extern const char *const mnt_page_class_names[CL_COUNT];
extern const char *const mnt_page_class_colors[CL_COUNT];

/* What the treemap shows at most: below this, directories are summed. */
#define TM_MAX_NODES 15000
#define TM_MAX_DEPTH 24
/* Sections named per area, people and lists per section, hot spots. */
#define TM_TOP_SECTIONS 6
#define SEC_MAX_PEOPLE 8
#define SEC_MAX_LISTS 4
#define HOT_MAX 15

/* A directory's owner key or class when its files disagree, or none. */
#define MIXED (-2)
#define UNSET (-1)

/* Per directory of the coverage: what its files add up to. */
struct tm_dir {
	size_t cf[CL_COUNT], pf[CL_COUNT];
	unsigned long long cl[CL_COUNT], pl[CL_COUNT];
	long key; /* the owner (best sections) all its files share, or MIXED */
	long cls; /* the class all its files share, or MIXED */
	long node; /* its node on the page, or -1 */
	size_t nchildren;
};

struct tm_count {
	size_t node, section, files;
};

struct page {
	const struct maint_db *db;
	const struct maint_coverage *cov;
	const struct maint_report_profile *p;
	size_t np;
	bool lines;
	struct tm_dir *d;
	size_t nd;
	size_t *nodes; /* node -> directory, BFS order */
	size_t nnodes;
	long *key_file; /* owner key -> a file with it */
	size_t nkeys;
	struct tm_count *counts; /* by node, most files first */
	size_t *count_off; /* node -> first count; nnodes + 1 entries */
	long *secref; /* section -> index in the page's table, or -1 */
	size_t *secs; /* the table: sections */
	size_t nsecs;
};

/* The model of cov (pg's db, cov, p, np and lines set): 0 or -ENOMEM. */
int mnt_page_build(struct page *pg);
void mnt_page_release(struct page *pg);

/* A section's class from its first S: line; THE REST is CL_REST. */
int mnt_page_section_class(const struct maint_db *db, size_t s);

/*
 * The page's data, JSON inside <script> (the page's script reads it):
 * the classes, the profiles and, with cov, the tree and its sections.
 */
void mnt_page_data(struct mbuf *mb, const struct page *pg,
		   const struct maint_report_profile *p, size_t np, bool cov);

#endif
