// SPDX-License-Identifier: GPL-2.0-only
/*
 * report profiles: the profiles MAINTAINERS names compared side by side
 * (one row per profile, one cell per kind of rule) and their toctree.
 */
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "maint.h"
#include "mbuf.h"
#include "report/profiles.h"
#include "util.h"

static int cmp_profile(const void *a, const void *b)
{
	const struct maint_report_profile *x = a, *y = b;

	return strcmp(x->value, y->value);
}

/* Free the array of @n profiles @p. */
static void profiles_free(struct maint_report_profile *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		free(p[i].sections);
		maint_profile_free(p[i].prof);
	}
	free(p);
}

int maint_report_profiles(struct maint_db *db, const char *root,
			  struct maint_report_profiles **out,
			  const struct maint_diag_sink *diag)
{
	struct maint_report_profile *v = NULL;
	size_t nv = 0, alloc = 0, i, k, ni = maint_db_nitems(db);
	struct mnt_map seen = MNT_MAP_INIT;
	int ret = 0;

	*out = calloc(1, sizeof(**out));
	if (!*out)
		return -ENOMEM;
	for (i = 0; i < ni; i++) {
		const struct maint_item *it = maint_db_item(db, i);
		size_t s = maint_db_section_of(db, i);
		struct maint_report_profile *p;
		struct mnt_map_slot *slot;
		enum maint_pkind kind;
		bool created;

		if (it->type != 'P' || s == (size_t)-1)
			continue;
		kind = maint_pkind_of(it->value);
		if (kind != MAINT_P_FILE && kind != MAINT_P_URI)
			continue;
		slot = mnt_map_insert(&seen, it->value, strlen(it->value),
				      &created);
		if (!slot) {
			ret = -ENOMEM;
			goto fail;
		}
		if (created) {
			if (ALLOC_GROW(v, nv + 1, alloc)) {
				ret = -ENOMEM;
				goto fail;
			}
			memset(&v[nv], 0, sizeof(v[nv]));
			v[nv].value = it->value;
			v[nv].kind = kind;
			slot->value = (intptr_t)nv++;
		}
		p = &v[slot->value];
		if (p->nsections && p->sections[p->nsections - 1] == s)
			continue;
		k = p->nsections;
		if (ALLOC_GROW(p->sections, k + 1, k)) {
			ret = -ENOMEM;
			goto fail;
		}
		p->sections[p->nsections++] = s;
	}
	for (i = 0; i < nv; i++) {
		struct maint_report_profile *p = &v[i];
		char *path = NULL;
		struct stat st;

		if (p->kind != MAINT_P_FILE)
			continue;
		p->err = maint_profile_resolve(root ? root : ".", p->value,
					       &path);
		if (!p->err && (stat(path, &st) || !S_ISREG(st.st_mode)))
			p->err = -ENOENT;
		if (!p->err) {
			p->exists = true;
			p->err = maint_profile_load(&p->prof, path, p->value,
						    diag);
			if (p->err == -ENOMEM) {
				free(path);
				ret = -ENOMEM;
				goto fail;
			}
		}
		free(path);
	}
	mnt_map_clear(&seen);
	if (nv > 1)
		mnt_qsort(v, nv, sizeof(*v), cmp_profile);
	(*out)->v = v;
	(*out)->n = nv;
	return 0;
fail:
	mnt_map_clear(&seen);
	profiles_free(v, nv);
	free(*out);
	*out = NULL;
	return ret;
}

void maint_report_profiles_free(struct maint_report_profiles *ps)
{
	if (!ps)
		return;
	profiles_free(ps->v, ps->n);
	free(ps);
}

size_t maint_report_profiles_count(const struct maint_report_profiles *ps)
{
	return ps->n;
}

const struct maint_report_profile *
maint_report_profiles_at(const struct maint_report_profiles *ps, size_t i)
{
	return i < ps->n ? &ps->v[i] : NULL;
}

static const char *const col_names[MAINT_RC_COUNT][2] = {
	{ "profile", "profile" },
	{ "sections", "sections" },
	{ "status", "status" },
	{ "patchwork", "patchwork" },
	{ "feature deadline", "feature_deadline" },
	{ "merge deadline", "merge_deadline" },
	{ "ping wait", "ping_wait" },
	{ "reminder style", "reminder_style" },
	{ "cleanup policy", "cleanup_policy" },
	{ "tests", "tests" },
	{ "base", "base" },
};

const char *maint_report_col_name(enum maint_report_col col)
{
	return col < MAINT_RC_COUNT ? col_names[col][0] : "";
}

const char *maint_report_col_key(enum maint_report_col col)
{
	return col < MAINT_RC_COUNT ? col_names[col][1] : "";
}

/* Append value unless the "; "-joined list already holds it. */
static void add_distinct(struct mbuf *mb, const char *value)
{
	size_t vl = strlen(value);
	const char *p = mb->buf;

	while (p && *p) {
		const char *e = strstr(p, "; ");
		size_t l = e ? (size_t)(e - p) : strlen(p);

		if (l == vl && !memcmp(p, value, l))
			return;
		p = e ? e + 2 : NULL;
	}
	if (mb->len)
		mbuf_adds(mb, "; ");
	mbuf_adds(mb, value);
}

static void section_tags(const struct maint_db *db,
			 const struct maint_report_profile *p, char tag,
			 struct mbuf *mb)
{
	size_t i, k;

	for (k = 0; k < p->nsections; k++) {
		const struct maint_section *s =
			maint_db_section(db, p->sections[k]);

		for (i = s->first; i < s->end; i++) {
			const struct maint_item *it = maint_db_item(db, i);

			if (it->type == tag && it->value && *it->value)
				add_distinct(mb, it->value);
		}
	}
}

static const enum maint_fact_kind col_fact[MAINT_RC_COUNT] = {
	[MAINT_RC_RC_NEW] = MAINT_FACT_RC_NEW,
	[MAINT_RC_RC_MERGE] = MAINT_FACT_RC_MERGE,
	[MAINT_RC_PING_WAIT] = MAINT_FACT_PING_WAIT,
	[MAINT_RC_PING_HOW] = MAINT_FACT_PING_HOW,
	[MAINT_RC_CLEANUP] = MAINT_FACT_CLEANUP,
	[MAINT_RC_TESTS] = MAINT_FACT_TEST,
	[MAINT_RC_BASE] = MAINT_FACT_BASE,
};

char *maint_report_cell(const struct maint_db *db,
			const struct maint_report_profile *p,
			enum maint_report_col col)
{
	struct mbuf mb = MBUF_INIT;
	size_t i, n;

	switch (col) {
	case MAINT_RC_PROFILE:
		mbuf_adds(&mb, p->value);
		break;
	case MAINT_RC_SECTIONS:
		for (i = 0; i < p->nsections; i++)
			add_distinct(&mb,
				     maint_section_name(db, p->sections[i]));
		break;
	case MAINT_RC_STATUS:
		section_tags(db, p, 'S', &mb);
		break;
	case MAINT_RC_PATCHWORK:
		section_tags(db, p, 'Q', &mb);
		break;
	case MAINT_RC_COUNT:
		break;
	default:
		if (!p->prof)
			break;
		n = maint_profile_nfacts(p->prof);
		for (i = 0; i < n; i++) {
			const struct maint_fact *f =
				maint_profile_fact(p->prof, i);
			struct mbuf v = MBUF_INIT;

			if (f->kind != col_fact[col] || !f->value)
				continue;
			mbuf_adds(&v, f->value);
			if (f->level && strcmp(f->level, "required"))
				mbuf_addf(&v, " (%s)", f->level);
			add_distinct(&mb, v.buf);
			mbuf_release(&v);
			if (!maint_fact_kind_multi(f->kind))
				break;
		}
		break;
	}
	if (!mb.len)
		mbuf_adds(&mb, MAINT_NOT_STATED);
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, NULL);
}

static int cmp_cstr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* @target relative to the directory @base, both relative to the top. */
static void relpath(struct mbuf *mb, const char *base, const char *target)
{
	size_t i = 0, common = 0;
	const char *p;

	/* the longest common run of whole directories */
	while (base[i] && base[i] == target[i]) {
		i++;
		if (target[i] == '/' && (base[i] == '/' || !base[i]))
			common = i + 1;
	}
	if (!base[i] && target[i] == '/')
		common = i + 1;
	if (!*base)
		common = 0;
	/* one ".." for each directory of base past the common part */
	/* common may point just past base's end (base is a prefix) */
	for (p = base + (common > strlen(base) ? strlen(base) : common); *p;) {
		mbuf_adds(mb, "../");
		p = strchr(p, '/');
		if (!p)
			break;
		while (*p == '/')
			p++;
	}
	mbuf_adds(mb, target + common);
}

char *maint_report_toc(const struct maint_report_profiles *ps,
		       const char *base_dir)
{
	const struct maint_report_profile *p = ps->v;
	size_t n = ps->n;
	struct mbuf mb = MBUF_INIT;
	char **v = calloc(n + 1, sizeof(*v));
	size_t i, k = 0;
	char *base;

	if (!v)
		return NULL;
	base = mnt_strndup(base_dir ? base_dir : "",
			   base_dir ? strlen(base_dir) : 0);
	if (!base) {
		free(v);
		return NULL;
	}
	while (*base && base[strlen(base) - 1] == '/')
		base[strlen(base) - 1] = '\0';
	for (i = 0; i < n; i++) {
		struct mbuf r = MBUF_INIT;
		size_t l;

		if (p[i].kind != MAINT_P_FILE || !p[i].exists)
			continue;
		relpath(&r, base, p[i].value);
		l = r.len;
		if (l > 4 && !strcmp(r.buf + l - 4, ".rst"))
			mbuf_setlen(&r, l - 4);
		v[k++] = mbuf_detach(&r, NULL);
		if (!v[k - 1])
			goto oom;
	}
	mnt_qsort(v, k, sizeof(*v), cmp_cstr);
	mbuf_adds(&mb, ".. toctree::\n   :maxdepth: 1\n\n");
	for (i = 0; i < k; i++)
		if (!i || strcmp(v[i], v[i - 1]))
			mbuf_addf(&mb, "   %s\n", v[i]);
oom:
	for (i = 0; i < k; i++)
		free(v[i]);
	free(v);
	free(base);
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	return mbuf_detach(&mb, NULL);
}
