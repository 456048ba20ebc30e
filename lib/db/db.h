/* SPDX-License-Identifier: GPL-2.0-only */
/* The database inside (db.c): what its loader, matcher and cache share. */
#ifndef MNT_DB_DB_H
#define MNT_DB_DB_H

#include <stdarg.h>
#include <stdint.h>

#include "maint.h"
#include "mbuf.h"
#include "base/diag.h"
#include "base/regex.h"
#include "util.h"

/* Patterns are indexed by at most this many bytes of literal prefix. */
#define MNT_MAX_PREFIX 255
#define NREG_TRIED 1 /* compile attempted */
#define NREG_LITS 2 /* literals worked out */

/* Queries answered by scanning all patterns before the index is built. */
#define MNT_SCAN_QUERIES 16

/*
 * An F:/X: pattern as the file gives it: fixed once the files are read,
 * so that the cache file holds these as they are (lib/cache.c).
 */
struct mnt_pattern {
	size_t item; /* the F:/X: item */
	const char *glob; /* the item's value */
	size_t glob_len;
	size_t lit_len; /* bytes of glob every match starts with */
	bool literal; /* the whole glob is literal bytes */
	bool globstar; /* has "**" past the prefix (before no_globstar) */
};

/*
 * The F:/X: patterns filed by literal prefix (cut at MNT_MAX_PREFIX), as
 * a cache file holds them or a run makes them (db/pidx.h): an
 * open-addressed table of the prefixes, by mnt_hash_step() over their
 * bytes, each slot the head of a chain of the patterns with that prefix.
 */
struct mnt_pslot {
	uint64_t hash;
	uint32_t len;
	uint32_t head; /* the chain's first pattern + 1; 0: an empty slot */
};

struct mnt_pidx {
	const struct mnt_pslot *slots;
	size_t nslots; /* a power of 2 */
	const uint32_t *next; /* per pattern: the next of its chain + 1 */
	const uint32_t *always; /* the patterns without a literal prefix */
	size_t nalways;
	uint64_t lens[(MNT_MAX_PREFIX + 64) / 64]; /* prefix lengths filed */
};

/*
 * The necessary literals of a K: or N: item (kwfilter.h), as a cache file
 * holds them: lits is NULL-terminated, NULL when none were found.
 */
struct mnt_item_lits {
	size_t item;
	char **lits;
	uint32_t type; /* the item's: 'K' or 'N' */
	uint32_t live; /* the item is in a section */
};

/* What matching learns about a pattern, on first need (zero: nothing). */
struct mnt_pattern_state {
	char *re; /* converted regex, made on first need (room for '/') */
	size_t re_len;
	struct mnt_re *code;
	unsigned int slashes;
	int depth; /* value_pd */
	bool resolved; /* dir, slashes, ends_slash and depth are known */
	bool dir; /* the pattern names a directory of the tree */
	bool ends_slash;
	bool re_compiled;
	bool simple_known, simple; /* mnt_glob_re_simple(re) */
};

struct maint_db {
	struct maint_item *items;
	size_t nitems, items_alloc;
	struct maint_section *sections;
	size_t nsections, sections_alloc;
	size_t *section_of;
	unsigned char *sec_exact_ok;
	const char **files;
	size_t nfiles, files_alloc;
	char **bufs;
	size_t nbufs, bufs_alloc;
	struct mnt_stamp *stamps; /* one per files[]: maint_db_changed() */
	size_t stamps_alloc;

	struct mnt_pattern *patterns;
	struct mnt_pattern_state *pstate; /* one per pattern */
	size_t *ptouched; /* the patterns with a regex in pstate */
	size_t nptouched, ptouched_alloc;
	size_t npatterns;
	void *map; /* the cache file the arrays point into (cache.c) */
	size_t map_len;
	/* every K:/N: item's literals, in item order: the map's (borrowed) */
	const struct mnt_item_lits *item_lits;
	size_t nitem_lits;
	struct mnt_pidx pidx; /* the prefix index, when nslots (pidx.h) */
	bool pidx_own; /* made here (index_patterns()), not mapped */
	size_t nqueries;
	size_t *nregs; /* N: items */
	size_t nnregs, nregs_alloc;
	struct mnt_re **nreg_code;
	unsigned char *nreg_state; /* NREG_* bits */
	char ***nreg_lits; /* necessary literals of each N: regex */
	struct mnt_litscan *nreg_scan; /* N: literals (nregs_prefilter()) */
	bool *nreg_alone; /* N: regexes without literals */
	unsigned int *nreg_hit; /* == nreg_stamp: a literal of it occurs */
	unsigned int nreg_stamp;
	bool nreg_any_tried;
	/* the tree's regexes: the query's budget, the items given up */
	struct mnt_re_budget re_budget;
	bool re_budget_said;
	unsigned char *re_given_up; /* one per item, made on first need */

	char *root;
	bool no_globstar; /* maint_load_opts.no_globstar */
	bool braces; /* mnt_db_set_braces() */
	bool use_cache; /* maint_load_opts.use_cache: other caches too */
	size_t max_file;
	char *failed_file;
	const struct maint_diag_sink *diag;
};

/*
 * A database from n files already in memory: bufs[i] (malloc'd, lens[i]
 * bytes plus room for a NUL) is named names[i]; every buffer is taken
 * over (freed on failure too).  Returns 0 or -errno.
 */
int mnt_db_load_mem(struct maint_db **out, size_t n, const char *const *names,
		    char **bufs, const size_t *lens,
		    const struct maint_diag_sink *diag);
const char *mnt_pattern_value(struct maint_db *db, size_t i);

/*
 * A query begins (maint_get_new()): a full regex budget (struct
 * mnt_re_budget), its warning not said yet.  Patterns given up stay so.
 */
void mnt_db_query_begin(struct maint_db *db);
/*
 * Read `{a,b}` in F:/X: as a or b (Xen's fork), or not (the default); the
 * patterns' regexes made so far are made again.
 */
void mnt_db_set_braces(struct maint_db *db, bool braces);
/* Input read for the query: credit its regex budget (MNT_RE_BUDGET_*). */
void mnt_db_re_credit(struct maint_db *db, uint64_t steps);
/*
 * The one way to run a regex the tree brings (item's F:/X: pattern, N: or
 * K: regex; kind names it in messages) against s[0..len), under the query's
 * budget.  A regex that hits PCRE2's match limit once is given up for the
 * rest of the run (every later query too), with one warning naming its
 * file:line; once the budget is spent nothing more is tried in the query,
 * with one warning naming the pattern it stopped at.  Returns whether it
 * matched.
 */
bool mnt_db_tree_re(struct maint_db *db, size_t item, const char *kind,
		    struct mnt_re *re, const char *s, size_t len,
		    const struct maint_diag_sink *diag);
/* The converted F:/X: value of item i (with the directory slash). */
const char *mnt_db_item_regex(struct maint_db *db, size_t item);

/* The matches of @ms as an array of maint_matches_count() (lib/ only). */
const struct maint_match *mnt_matches_v(const struct maint_matches *ms);

/*
 * The depth (get_maintainer.pl's value_pd) of the deepest F: pattern of
 * section @s that @path matches, or MNT_NO_FDEPTH when none does.
 * maint_match_file() names a section by the last F:/N: item that matched,
 * so a section whose N: matches after its F: shows that N: (depth 0).
 */
#define MNT_NO_FDEPTH (-2)
int mnt_db_section_fdepth(struct maint_db *db, size_t s, const char *path);

#endif
