// SPDX-License-Identifier: GPL-2.0-only
/*
 * Who really looks after what ("documenting reality"): for every
 * MAINTAINERS section, what the people it lists, and the people it does
 * not, did within its files over a window of history, read from the
 * history index.
 *
 * The window: every commit reachable from HEAD through commits whose
 * committer date is within it (as git log --since walks), merges too.  A
 * commit's files: its changes against its first parent (a merge's: what
 * it brought in).  A commit counts for every section a file of it
 * matches (maint_match_file(): F:/N:, less X:).  Per commit: its author
 * authored it (unless it is a merge); a merge's committer merged it;
 * every Signed-off-by:, Acked-by: and Reviewed-by: line (any case)
 * signed, acked or reviewed it, each person once per kind.  Handling a commit is
 * what a maintainer does with others' work: a sign-off of a commit one
 * did not author, an ack, a review, a merge.  People are told apart by
 * their address, after .mailmap, in lower case.  Dates are committer
 * dates (when the commit entered the history).
 *
 * "Handled by people it does not list": a section's files are handled by
 * others when people it does not list handled more of its commits than
 * the people it lists.  Handling counts there only when its person is
 * listed (M:/R:) in none of the sections the commit touches: the
 * maintainer of a wider section that covers the same files (an
 * architecture, the tree's catch-all section, whose maintainer merges
 * everything) looks after those files as MAINTAINERS says.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/html.h"
#include "base/opts.h"
#include "db/email.h"
#include "jsonw.h"
#include "history/query.h"
#include "maint.h"
#include "util.h"

#define DEFAULT_OTHERS 5

struct person {
	char *name, *email;
	long long last_tree;
};

/* One (section, person) counter. */
struct cell {
	uint32_t section, person;
	unsigned int count[MAINT_ACT_NKINDS];
	long long last[MAINT_ACT_NKINDS];
	unsigned int handled;
	/* handling while listed in none of the commit's sections */
	unsigned int handled_unlisted;
};

struct maint_activity {
	struct maint_db *db;
	struct mnt_mailmap mm;
	struct mnt_hq *q;
	struct mnt_hix *ix;
	/* people */
	struct person *people;
	size_t npeople, apeople;
	struct mnt_map by_email; /* lower-case address -> person + 1 */
	struct mnt_map by_text; /* "Name <addr>" as written -> person + 1 */
	/* counters */
	struct cell *cells;
	size_t ncells, acells;
	struct mnt_map by_cell; /* (section, person) -> cell + 1 */
	struct mnt_map by_listed; /* (section, person): M: or R: there */
	struct mnt_map tree_wide; /* person: M:/R: of a tree's own section */
	/* the sections of the commit being counted */
	uint32_t *touched;
	size_t ntouched, atouched;
	/* per section */
	unsigned int *commits, *merges;
	uint32_t *stamp; /* last commit (1-based) that counted for it */
	size_t nsec;
	/* path -> sections, worked out once per path */
	int32_t *path_first; /* into path_secs; -1: not yet; -2: none */
	uint32_t *path_nsecs;
	uint32_t *path_secs;
	size_t npath_secs, apath_secs;
	/* the result */
	struct maint_activity_section *out;
	struct maint_activity_person *outp;
	struct maint_activity_person **outpp; /* each section's people */
	size_t nout;
	struct maint_activity_summary sum;
	size_t only; /* (size_t)-1: every section */
	unsigned int others;
	bool oom;
};

const char *maint_act_kind_name(enum maint_act_kind k)
{
	static const char *const names[] = { "authored", "signoff", "ack",
					     "review", "merge" };

	return (unsigned int)k < MAINT_ACT_NKINDS ? names[k] : "";
}

/* The person of "Name <addr>" (n bytes): mapped, found or added. */
static long person_of(struct maint_activity *a, const char *s, size_t n,
		      bool mailmap)
{
	struct mbuf m = MBUF_INIT, name = MBUF_INIT, addr = MBUF_INIT;
	struct mnt_map_slot *slot;
	bool created;
	long id = -1;
	size_t i;

	slot = mnt_map_find(&a->by_text, s, n);
	if (slot)
		return (long)slot->value - 1;
	if (mailmap)
		mnt_mailmap_email(&a->mm, s, n, &m);
	else
		mbuf_add(&m, s, n);
	if (mbuf_failed(&m))
		goto oom;
	mnt_email_parse(m.buf, m.len, &name, &addr);
	if (mbuf_failed(&name) || mbuf_failed(&addr))
		goto oom;
	if (!addr.len || !memchr(addr.buf, '@', addr.len))
		goto out; /* no address: nobody */
	for (i = 0; i < addr.len; i++)
		if (addr.buf[i] >= 'A' && addr.buf[i] <= 'Z')
			addr.buf[i] = (char)(addr.buf[i] + 32);
	slot = mnt_map_insert(&a->by_email, addr.buf, addr.len, &created);
	if (!slot)
		goto oom;
	if (created) {
		struct person *p;

		if (ALLOC_GROW(a->people, a->npeople + 1, a->apeople))
			goto oom;
		p = &a->people[a->npeople];
		memset(p, 0, sizeof(*p));
		p->email = mnt_strndup(addr.buf, addr.len);
		/* the name as written, not quoted as the script formats it */
		if (name.len >= 2 && name.buf[0] == '"' &&
		    name.buf[name.len - 1] == '"')
			p->name = mnt_strndup(name.buf + 1, name.len - 2);
		else
			p->name =
				mnt_strndup(name.buf ? name.buf : "", name.len);
		if (!p->email || !p->name) {
			free(p->email);
			free(p->name);
			goto oom;
		}
		slot->value = (intptr_t)++a->npeople;
	}
	id = (long)slot->value - 1;
out:
	slot = mnt_map_insert(&a->by_text, s, n, &created);
	if (!slot)
		goto oom;
	slot->value = (intptr_t)(id + 1);
	mbuf_release(&m);
	mbuf_release(&name);
	mbuf_release(&addr);
	return id;
oom:
	a->oom = true;
	mbuf_release(&m);
	mbuf_release(&name);
	mbuf_release(&addr);
	return -1;
}

static struct cell *cell_of(struct maint_activity *a, uint32_t sec,
			    uint32_t person)
{
	uint32_t key[2] = { sec, person };
	struct mnt_map_slot *slot;
	bool created;

	slot = mnt_map_insert(&a->by_cell, (const char *)key, sizeof(key),
			      &created);
	if (!slot) {
		a->oom = true;
		return NULL;
	}
	if (created) {
		if (ALLOC_GROW(a->cells, a->ncells + 1, a->acells)) {
			a->oom = true;
			return NULL;
		}
		memset(&a->cells[a->ncells], 0, sizeof(*a->cells));
		a->cells[a->ncells].section = sec;
		a->cells[a->ncells].person = person;
		slot->value = (intptr_t)++a->ncells;
	}
	return &a->cells[slot->value - 1];
}

static struct cell *cell_find(struct maint_activity *a, uint32_t sec,
			      uint32_t person)
{
	uint32_t key[2] = { sec, person };
	struct mnt_map_slot *slot =
		mnt_map_find(&a->by_cell, (const char *)key, sizeof(key));

	return slot ? &a->cells[slot->value - 1] : NULL;
}

/*
 * Whether section sec stands for a tree as a whole: it names one (T:) and
 * no files (no F: or N:), as DPDK's "Main Branch" and "Next-net Tree" do.
 */
static bool tree_section(const struct maint_db *db,
			 const struct maint_section *sec)
{
	bool tree = false;
	size_t it;

	for (it = sec->first; it < sec->end; it++) {
		char t = maint_db_item(db, it)->type;

		if (t == 'F' || t == 'N')
			return false;
		tree |= t == 'T';
	}
	return tree;
}

/*
 * Note every M: and R: person of every section (after .mailmap); those of
 * a tree's own section look after whatever their tree takes: listed for
 * every commit.
 */
static int note_listed(struct maint_activity *a, bool mailmap)
{
	size_t s, it;

	for (s = 0; s < a->nsec; s++) {
		const struct maint_section *sec = maint_db_section(a->db, s);
		bool tree = tree_section(a->db, sec);

		for (it = sec->first; it < sec->end; it++) {
			const struct maint_item *m = maint_db_item(a->db, it);
			uint32_t key[2];
			bool created;
			long person;

			if (m->type != 'M' && m->type != 'R')
				continue;
			person = person_of(a, m->value, strlen(m->value),
					   mailmap);
			if (a->oom)
				return -ENOMEM;
			if (person < 0)
				continue;
			key[0] = (uint32_t)s;
			key[1] = (uint32_t)person;
			if (!mnt_map_insert(&a->by_listed, (const char *)key,
					    sizeof(key), &created))
				return -ENOMEM;
			if (tree && !mnt_map_insert(&a->tree_wide,
						    (const char *)&key[1],
						    sizeof(key[1]), &created))
				return -ENOMEM;
		}
	}
	return 0;
}

/*
 * Is @person listed in any section of the commit being counted, or for
 * the whole tree?
 */
static bool listed_in_touched(struct maint_activity *a, long person)
{
	uint32_t key[2];
	size_t i;

	key[1] = (uint32_t)person;
	if (mnt_map_find(&a->tree_wide, (const char *)&key[1], sizeof(key[1])))
		return true;
	for (i = 0; i < a->ntouched; i++) {
		key[0] = a->touched[i];
		if (mnt_map_find(&a->by_listed, (const char *)key, sizeof(key)))
			return true;
	}
	return false;
}

/* The sections path p (its index in the history index) belongs to. */
static const uint32_t *path_sections(struct maint_activity *a, uint32_t p,
				     uint32_t *n)
{
	if (a->path_first[p] == -1) {
		const struct hix_path *pr = mnt_hix_pathrec(a->ix, p);
		const char *name = pr ? mnt_hix_str(a->ix, pr->name) : NULL;
		struct maint_matches *ms = NULL;
		size_t nm = 0, i;
		bool exact;

		a->path_first[p] = -2;
		if (!name || maint_matches_new(&ms) ||
		    maint_match_file(a->db, name, 0, ms, &exact)) {
			maint_matches_free(ms);
			if (!name)
				a->oom = true; /* damaged: stop */
			*n = 0;
			return NULL;
		}
		nm = maint_matches_count(ms);
		if (nm) {
			if (ALLOC_GROW(a->path_secs, a->npath_secs + nm,
				       a->apath_secs)) {
				maint_matches_free(ms);
				a->oom = true;
				*n = 0;
				return NULL;
			}
			a->path_first[p] = (int32_t)a->npath_secs;
			a->path_nsecs[p] = (uint32_t)nm;
			for (i = 0; i < nm; i++) {
				size_t s = maint_matches_at(ms, i)->section;

				a->path_secs[a->npath_secs++] = (uint32_t)s;
			}
		}
		maint_matches_free(ms);
	}
	if (a->path_first[p] < 0) {
		*n = 0;
		return NULL;
	}
	*n = a->path_nsecs[p];
	return a->path_secs + a->path_first[p];
}

struct event {
	long person;
	enum maint_act_kind kind;
};

static bool tag_is(const char *s, const char *tag)
{
	size_t n = strlen(tag);

	return !strncasecmp(s, tag, n);
}

/* The people of commit c and what they did, each (person, kind) once. */
static size_t commit_events(struct maint_activity *a,
			    const struct hix_commit *c, bool mailmap,
			    struct event *ev, size_t max, long *author)
{
	static const struct {
		const char *tag;
		enum maint_act_kind kind;
	} tags[] = {
		{ "Signed-off-by:", MAINT_ACT_SIGNOFF },
		{ "Acked-by:", MAINT_ACT_ACK },
		{ "Reviewed-by:", MAINT_ACT_REVIEW },
	};
	const uint32_t *lines =
		mnt_hix_u32s(a->ix, HIX_LINES, c->lines, c->nlines);
	struct mbuf t = MBUF_INIT;
	size_t n = 0, i, k;
	long p;

#define ADD(pp, kk)                                                           \
	do {                                                                  \
		size_t j_;                                                    \
		bool dup_ = false;                                            \
		for (j_ = 0; j_ < n; j_++)                                    \
			dup_ |= ev[j_].person == (pp) && ev[j_].kind == (kk); \
		if (!dup_ && (pp) >= 0 && n < max) {                          \
			ev[n].person = (pp);                                  \
			ev[n].kind = (kk);                                    \
			n++;                                                  \
		}                                                             \
	} while (0)

	*author = -1;
	{
		const char *an = mnt_hix_str(a->ix, c->an);
		const char *ae = mnt_hix_str(a->ix, c->ae);

		/* a merge's author authored nothing: its committer merged */
		if (an && ae && c->nparents <= 1) {
			mbuf_addf(&t, "%s <%s>", an, ae);
			p = person_of(a, t.buf, t.len, mailmap);
			*author = p;
			ADD(p, MAINT_ACT_AUTHORED);
		}
	}
	if (c->nparents > 1) {
		const char *cn = mnt_hix_str(a->ix, c->cn);
		const char *ce = mnt_hix_str(a->ix, c->ce);

		if (cn && ce) {
			mbuf_reset(&t);
			mbuf_addf(&t, "%s <%s>", cn, ce);
			p = person_of(a, t.buf, t.len, mailmap);
			ADD(p, MAINT_ACT_MERGE);
		}
	}
	for (i = 0; lines && i < c->nlines; i++) {
		const char *l = mnt_hix_str(a->ix, lines[i]);

		for (k = 0; l && k < ARRAY_SIZE(tags); k++) {
			const char *v;

			if (!tag_is(l, tags[k].tag))
				continue;
			v = l + strlen(tags[k].tag);
			while (*v == ' ' || *v == '\t')
				v++;
			p = person_of(a, v, strlen(v), mailmap);
			ADD(p, tags[k].kind);
		}
	}
#undef ADD
	mbuf_release(&t);
	return n;
}

static int load_mailmap(struct maint_activity *a, const char *root)
{
	struct mbuf p = MBUF_INIT;
	char *buf;
	size_t len;
	int ret = 0;

	mbuf_addf(&p, "%s/.mailmap", root ? root : ".");
	if (!mbuf_failed(&p) &&
	    mnt_read_file(p.buf, 64u << 20, &buf, &len) == 0) {
		ret = mnt_mailmap_load(&a->mm, buf, len);
		free(buf);
	}
	mbuf_release(&p);
	return ret;
}

/* Count every commit of the window. */
static int count_commits(struct maint_activity *a, const uint32_t *v, size_t nv,
			 bool mailmap)
{
	struct event ev[64];
	bool listed[ARRAY_SIZE(ev)];
	size_t i;

	for (i = 0; i < nv && !a->oom; i++) {
		const struct hix_commit *c = mnt_hix_commit(a->ix, v[i]);
		const struct hix_change *ch;
		bool merge;
		size_t nev, e, k;
		long author;
		uint32_t stamp = (uint32_t)i + 1;

		if (!c)
			return -EINVAL;
		merge = c->nparents > 1;
		if (merge)
			a->sum.merges++;
		else
			a->sum.commits++;
		if (c->flags & HIX_C_NO_PATHS) {
			a->sum.unmapped++;
			continue;
		}
		nev = commit_events(a, c, mailmap, ev, ARRAY_SIZE(ev), &author);
		for (e = 0; e < nev; e++) {
			struct person *p = &a->people[ev[e].person];

			if (c->ctime > p->last_tree)
				p->last_tree = c->ctime;
		}
		ch = mnt_hix_changes(a->ix, c);
		if (!ch)
			return -EINVAL;
		/* every section the commit touches, each once */
		a->ntouched = 0;
		for (k = 0; k < c->nchanges; k++) {
			uint32_t ns, j;
			const uint32_t *secs = path_sections(
				a, ch[k].path & HIX_PATH_MASK, &ns);

			for (j = 0; j < ns; j++) {
				if (a->stamp[secs[j]] == stamp)
					continue;
				a->stamp[secs[j]] = stamp;
				if (ALLOC_GROW(a->touched, a->ntouched + 1,
					       a->atouched))
					return -ENOMEM;
				a->touched[a->ntouched++] = secs[j];
			}
		}
		if (a->oom)
			break;
		for (e = 0; e < nev; e++)
			listed[e] = listed_in_touched(a, ev[e].person);
		for (k = 0; k < a->ntouched; k++) {
			uint32_t s = a->touched[k];

			if (a->only != (size_t)-1 && s != a->only)
				continue;
			if (merge)
				a->merges[s]++;
			else
				a->commits[s]++;
			for (e = 0; e < nev; e++) {
				struct cell *cl =
					cell_of(a, s, (uint32_t)ev[e].person);

				if (!cl)
					return -ENOMEM;
				cl->count[ev[e].kind]++;
				if (c->ctime > cl->last[ev[e].kind])
					cl->last[ev[e].kind] = c->ctime;
				if (ev[e].kind == MAINT_ACT_ACK ||
				    ev[e].kind == MAINT_ACT_REVIEW ||
				    ev[e].kind == MAINT_ACT_MERGE ||
				    (ev[e].kind == MAINT_ACT_SIGNOFF &&
				     ev[e].person != author)) {
					cl->handled++;
					cl->handled_unlisted += !listed[e];
				}
			}
		}
	}
	return a->oom ? -ENOMEM : 0;
}

static void fill_person(struct maint_activity *a,
			struct maint_activity_person *o, uint32_t person,
			const struct cell *cl, char role)
{
	size_t k;

	memset(o, 0, sizeof(*o));
	o->name = a->people[person].name;
	o->email = a->people[person].email;
	o->role = role;
	o->last_tree = a->people[person].last_tree;
	if (!cl)
		return;
	for (k = 0; k < MAINT_ACT_NKINDS; k++) {
		o->count[k] = cl->count[k];
		o->last[k] = cl->last[k];
		if (cl->last[k] > o->last_any)
			o->last_any = cl->last[k];
	}
	o->handled = cl->handled;
}

struct ranked {
	uint32_t person;
	const struct cell *cl;
};

static unsigned int cell_total(const struct cell *cl)
{
	unsigned int n = 0;
	size_t k;

	for (k = 0; k < MAINT_ACT_NKINDS; k++)
		n += cl->count[k];
	return n;
}

/* Most handling first, then most activity of any kind. */
static int cmp_ranked(const void *x, const void *y)
{
	const struct ranked *a = x, *b = y;
	unsigned int ta, tb;

	if (a->cl->handled != b->cl->handled)
		return a->cl->handled > b->cl->handled ? -1 : 1;
	ta = cell_total(a->cl);
	tb = cell_total(b->cl);
	if (ta != tb)
		return ta > tb ? -1 : 1;
	return a->person < b->person ? -1 : a->person > b->person;
}

static const char *section_status(const struct maint_db *db, size_t s)
{
	const struct maint_section *sec = maint_db_section(db, s);
	size_t i;

	for (i = sec->first; i < sec->end; i++) {
		const struct maint_item *it = maint_db_item(db, i);

		if (it->type == 'S')
			return it->value;
	}
	return "";
}

/* The sections' results, from the counters. */
static int make_result(struct maint_activity *a, bool mailmap)
{
	size_t s, total = 0, i;
	struct ranked *rk = NULL;
	size_t ark = 0;
	size_t *firstcell = NULL, *nextcell = NULL;

	/* cells per section, as lists */
	firstcell = malloc((a->nsec + 1) * sizeof(*firstcell));
	nextcell = malloc((a->ncells + 1) * sizeof(*nextcell));
	a->out = calloc(a->nsec + 1, sizeof(*a->out));
	a->outpp = calloc(a->nsec + 1, sizeof(*a->outpp));
	if (!firstcell || !nextcell || !a->out || !a->outpp)
		goto oom;
	for (s = 0; s < a->nsec; s++)
		firstcell[s] = (size_t)-1;
	for (i = a->ncells; i-- > 0;) {
		nextcell[i] = firstcell[a->cells[i].section];
		firstcell[a->cells[i].section] = i;
	}
	/* room: listed people plus others, for every section reported */
	for (s = 0; s < a->nsec; s++) {
		const struct maint_section *sec = maint_db_section(a->db, s);
		size_t it;

		if (a->only != (size_t)-1 && s != a->only)
			continue;
		for (it = sec->first; it < sec->end; it++) {
			const struct maint_item *m = maint_db_item(a->db, it);

			total += m->type == 'M' || m->type == 'R';
		}
		total += a->others;
	}
	a->outp = calloc(total + 1, sizeof(*a->outp));
	if (!a->outp)
		goto oom;
	total = 0;
	for (s = 0; s < a->nsec; s++) {
		const struct maint_section *sec = maint_db_section(a->db, s);
		struct maint_activity_section *o;
		struct maint_activity_person *pp = a->outp + total;
		size_t it, np = 0, nrk = 0, c;
		bool any_m = false, m_active = false;

		if (a->only != (size_t)-1 && s != a->only)
			continue;
		o = &a->out[a->nout++];
		o->section = s;
		o->status = section_status(a->db, s);
		o->commits = a->commits[s];
		o->merges = a->merges[s];
		for (it = sec->first; it < sec->end; it++) {
			const struct maint_item *m = maint_db_item(a->db, it);
			long person;
			const struct cell *cl;
			size_t k;
			bool dup = false;

			if (m->type != 'M' && m->type != 'R')
				continue;
			person = person_of(a, m->value, strlen(m->value),
					   mailmap);
			if (a->oom)
				goto oom;
			if (person < 0)
				continue;
			for (k = 0; k < np; k++)
				dup |= !strcmp(pp[k].email,
					       a->people[person].email);
			if (dup)
				continue;
			cl = cell_find(a, (uint32_t)s, (uint32_t)person);
			fill_person(a, &pp[np], (uint32_t)person, cl, m->type);
			if (m->type == 'M') {
				any_m = true;
				m_active |= pp[np].last_any != 0;
			}
			if (cl)
				o->handled_listed += cl->handled;
			np++;
		}
		o->nlisted = np;
		/* the others who did anything here, most handling first */
		for (c = firstcell[s]; c != (size_t)-1; c = nextcell[c]) {
			const struct cell *cl = &a->cells[c];
			size_t k;
			bool listed = false;

			for (k = 0; k < o->nlisted; k++)
				listed |= !strcmp(pp[k].email,
						  a->people[cl->person].email);
			if (listed)
				continue;
			o->handled_others += cl->handled_unlisted;
			if (ALLOC_GROW(rk, nrk + 1, ark))
				goto oom;
			rk[nrk].person = cl->person;
			rk[nrk].cl = cl;
			nrk++;
		}
		mnt_qsort(rk, nrk, sizeof(*rk), cmp_ranked);
		for (c = 0; c < nrk && c < a->others; c++)
			fill_person(a, &pp[np++], rk[c].person, rk[c].cl, 0);
		a->outpp[a->nout - 1] = pp;
		o->npeople = np;
		total += np;
		o->has_maintainers = any_m;
		o->silent = any_m && !m_active;
		o->handled_by_others = o->handled_others > o->handled_listed;
		a->sum.sections++;
		a->sum.with_maintainers += any_m;
		a->sum.active += any_m && m_active;
		a->sum.silent += o->silent;
		a->sum.no_commits += !o->commits && !o->merges;
		a->sum.handled_by_others += o->handled_by_others;
	}
	free(rk);
	free(firstcell);
	free(nextcell);
	return 0;
oom:
	free(rk);
	free(firstcell);
	free(nextcell);
	return -ENOMEM;
}

void maint_activity_free(struct maint_activity *a)
{
	size_t i;

	if (!a)
		return;
	for (i = 0; i < a->npeople; i++) {
		free(a->people[i].name);
		free(a->people[i].email);
	}
	free(a->people);
	mnt_map_clear(&a->by_email);
	mnt_map_clear(&a->by_text);
	mnt_map_clear(&a->by_cell);
	mnt_map_clear(&a->by_listed);
	mnt_map_clear(&a->tree_wide);
	free(a->touched);
	free(a->cells);
	free(a->commits);
	free(a->merges);
	free(a->stamp);
	free(a->path_first);
	free(a->path_nsecs);
	free(a->path_secs);
	free(a->out);
	free(a->outp);
	free(a->outpp);
	mnt_mailmap_clear(&a->mm);
	mnt_hq_free(a->q);
	free(a);
}

int maint_activity_run(struct maint_activity **out, struct maint_db *db,
		       const struct maint_activity_opts *o, const char **why)
{
	static const struct maint_activity_opts defaults =
		MAINT_ACTIVITY_OPTIONS_INIT;
	struct maint_activity *a;
	struct hix_counts n;
	uint32_t *v = NULL;
	size_t nv = 0;
	int64_t since;
	const char *w = NULL;
	int ret;

	*out = NULL;
	if (why)
		*why = NULL;
	if (!MNT_OPTS_OK(o, MAINT_ACTIVITY_OPTIONS_VERSION))
		return -EINVAL;
	if (!o)
		o = &defaults;
	a = calloc(1, sizeof(*a));
	if (!a)
		return -ENOMEM;
	a->db = db;
	mnt_mailmap_init(&a->mm);
	a->only = (size_t)-1;
	a->others = o->others ? o->others : DEFAULT_OTHERS;
	a->nsec = maint_db_nsections(db);
	if (o->section) {
		a->only = maint_db_find_section(db, o->section);
		if (a->only == (size_t)-1) {
			ret = -ENOENT;
			w = "no such section";
			goto out;
		}
	}
	a->q = mnt_hq_new(o->root);
	if (!a->q) {
		ret = -ENOMEM;
		goto out;
	}
	a->ix = mnt_hq_ix(a->q);
	if (!a->ix) {
		mnt_hq_state(a->q, &w);
		ret = -ESTALE;
		goto out;
	}
	ret = mnt_hq_since(a->q, o->since ? o->since : "2-years-ago", &since);
	if (ret) {
		w = "git cannot read the --since value";
		ret = -EINVAL;
		goto out;
	}
	ret = o->mailmap ? load_mailmap(a, o->root) : 0;
	mnt_hix_counts(a->ix, &n);
	a->commits = calloc(a->nsec + 1, sizeof(*a->commits));
	a->merges = calloc(a->nsec + 1, sizeof(*a->merges));
	a->stamp = calloc(a->nsec + 1, sizeof(*a->stamp));
	a->path_first = malloc((n.npaths + 1) * sizeof(*a->path_first));
	a->path_nsecs = calloc(n.npaths + 1, sizeof(*a->path_nsecs));
	if (ret || !a->commits || !a->merges || !a->stamp || !a->path_first ||
	    !a->path_nsecs) {
		ret = -ENOMEM;
		goto out;
	}
	memset(a->path_first, 0xff, (n.npaths + 1) * sizeof(*a->path_first));
	ret = mnt_hq_reach(a->q, since, &v, &nv);
	if (!ret)
		ret = note_listed(a, o->mailmap);
	if (!ret)
		ret = count_commits(a, v, nv, o->mailmap);
	if (!ret)
		ret = make_result(a, o->mailmap);
	if (ret == -EINVAL)
		w = "the history index is damaged";
	a->sum.since = since;
	{
		const struct hix_commit *h =
			mnt_hix_commit(a->ix, mnt_hq_head(a->q));

		a->sum.head = h ? h->ctime : 0;
	}
out:
	free(v);
	if (why)
		*why = w;
	if (ret) {
		maint_activity_free(a);
		return ret;
	}
	*out = a;
	return 0;
}

size_t maint_activity_nsections(const struct maint_activity *a)
{
	return a->nout;
}

const struct maint_activity_section *
maint_activity_section(const struct maint_activity *a, size_t i)
{
	return i < a->nout ? &a->out[i] : NULL;
}

const struct maint_activity_person *
maint_activity_person(const struct maint_activity *a, size_t i, size_t k)
{
	return i < a->nout && k < a->out[i].npeople ? &a->outpp[i][k] : NULL;
}

const struct maint_activity_summary *
maint_activity_summary(const struct maint_activity *a)
{
	return &a->sum;
}

/* The panel of report html */

/* The UTC day of t (seconds since the epoch) as YYYY-MM-DD. */
static void day_of(long long t, char d[11])
{
	maint_date_format((long)(t >= 0 ? t / 86400 : -((-t + 86399) / 86400)),
			  d);
}

static void html_date(struct mbuf *mb, long long t)
{
	char d[11];

	if (!t) {
		mbuf_adds(mb, "never");
		return;
	}
	day_of(t, d);
	mbuf_adds(mb, d);
}

static void html_person(struct mbuf *mb, const struct maint_activity_person *p)
{
	mnt_html_text(mb, p->name[0] ? p->name : p->email);
	mbuf_adds(mb, " (");
	if (p->last_any) {
		html_date(mb, p->last_any);
	} else {
		mbuf_adds(mb, "silent here; in the tree: ");
		html_date(mb, p->last_tree);
	}
	mbuf_adds(mb, ")");
}

char *maint_activity_html(const struct maint_activity *a,
			  const struct maint_db *db, size_t *len)
{
	const struct maint_activity_summary *s = &a->sum;
	struct mbuf mb = MBUF_INIT;
	size_t i, k, shown = 0;

	mbuf_adds(&mb, "<h2>Who really looks after what</h2>\n<p>From ");
	html_date(&mb, s->since);
	mbuf_adds(&mb, " to ");
	html_date(&mb, s->head);
	mbuf_addf(&mb,
		  ": %u commits and %u merges.  Of %u sections, %u list "
		  "maintainers (M:): %u of those were active in their files, "
		  "<strong>%u silent</strong>; <strong>%u</strong> were "
		  "handled more by people they do not list; %u had no "
		  "commits.</p>\n",
		  s->commits, s->merges, s->sections, s->with_maintainers,
		  s->active, s->silent, s->handled_by_others, s->no_commits);
	mbuf_adds(&mb, "<table id=\"activity\"><thead><tr><th>section</th>"
		       "<th>finding</th><th>commits</th><th>listed (last "
		       "activity)</th><th>handled by others</th></tr></thead>"
		       "\n<tbody>\n");
	for (i = 0; i < a->nout; i++) {
		const struct maint_activity_section *o = &a->out[i];
		const struct maint_activity_person *pp = a->outpp[i];

		if (!o->silent && !o->handled_by_others)
			continue;
		shown++;
		mbuf_adds(&mb, "<tr><td>");
		mnt_html_text(&mb, maint_section_name(db, o->section));
		mbuf_adds(&mb, "</td><td>");
		mbuf_adds(&mb, o->silent && o->handled_by_others ?
				       "silent; handled by others" :
			       o->silent ? "silent" :
					   "handled by others");
		mbuf_addf(&mb, "</td><td>%u</td><td>", o->commits + o->merges);
		for (k = 0; k < o->nlisted; k++) {
			if (k)
				mbuf_adds(&mb, ", ");
			html_person(&mb, &pp[k]);
		}
		mbuf_adds(&mb, "</td><td>");
		for (k = o->nlisted; k < o->npeople; k++) {
			if (!pp[k].handled)
				continue;
			if (k > o->nlisted)
				mbuf_adds(&mb, ", ");
			mnt_html_text(&mb,
				      pp[k].name[0] ? pp[k].name : pp[k].email);
			mbuf_addf(&mb, " (%u)", pp[k].handled);
		}
		mbuf_adds(&mb, "</td></tr>\n");
	}
	mbuf_adds(&mb, "</tbody></table>\n");
	if (!shown)
		mbuf_adds(&mb, "<p class=\"note\">No section was silent or "
			       "handled more by others.</p>\n");
	if (mbuf_failed(&mb)) {
		mbuf_release(&mb);
		return NULL;
	}
	if (len)
		*len = mb.len;
	return mbuf_detach(&mb, NULL);
}

/* JSON */

static void json_date_field(struct jsonw *w, const char *name, long long t)
{
	char d[11];

	jsonw_name(w, name);
	if (!t) {
		jsonw_null(w);
		return;
	}
	day_of(t, d);
	jsonw_string(w, d);
}

static void json_person(struct jsonw *w, const struct maint_activity_person *p)
{
	int j;

	jsonw_start_object(w);
	jsonw_string_field(w, "role",
			   p->role == 'M' ? "M" :
			   p->role == 'R' ? "R" :
					    NULL);
	jsonw_string_field(w, "name", p->name);
	jsonw_string_field(w, "email", p->email);
	jsonw_name(w, "counts");
	jsonw_start_object(w);
	for (j = 0; j < MAINT_ACT_NKINDS; j++)
		jsonw_uint_field(w, maint_act_kind_name(j), p->count[j]);
	jsonw_end_object(w);
	jsonw_name(w, "last");
	jsonw_start_object(w);
	for (j = 0; j < MAINT_ACT_NKINDS; j++)
		json_date_field(w, maint_act_kind_name(j), p->last[j]);
	jsonw_end_object(w);
	jsonw_uint_field(w, "handled", p->handled);
	json_date_field(w, "last_any", p->last_any);
	json_date_field(w, "last_in_tree", p->last_tree);
	jsonw_end_object(w);
}

char *maint_activity_json(const struct maint_activity *a,
			  const struct maint_db *db, const char *diagnostics,
			  size_t *len)
{
	const struct maint_activity_summary *sum = &a->sum;
	struct mbuf mb = MBUF_INIT;
	struct jsonw w;
	size_t i, k;

	jsonw_init(&w, &mb, 0);
	jsonw_start_object(&w);
	json_date_field(&w, "since", sum->since);
	json_date_field(&w, "head", sum->head);
	jsonw_name(&w, "summary");
	jsonw_start_object(&w);
	jsonw_uint_field(&w, "sections", sum->sections);
	jsonw_uint_field(&w, "with_maintainers", sum->with_maintainers);
	jsonw_uint_field(&w, "active", sum->active);
	jsonw_uint_field(&w, "silent", sum->silent);
	jsonw_uint_field(&w, "handled_by_others", sum->handled_by_others);
	jsonw_uint_field(&w, "no_commits", sum->no_commits);
	jsonw_uint_field(&w, "commits", sum->commits);
	jsonw_uint_field(&w, "merges", sum->merges);
	jsonw_uint_field(&w, "unmapped", sum->unmapped);
	jsonw_end_object(&w);
	jsonw_name(&w, "sections");
	jsonw_start_array_nl(&w, JSONW_PRETTY, 1);
	for (i = 0; i < a->nout; i++) {
		const struct maint_activity_section *s = &a->out[i];

		jsonw_start_object(&w);
		jsonw_string_field(&w, "name",
				   maint_section_name(db, s->section));
		jsonw_string_field(&w, "status", s->status);
		jsonw_uint_field(&w, "commits", s->commits);
		jsonw_uint_field(&w, "merges", s->merges);
		jsonw_bool_field(&w, "silent", s->silent);
		jsonw_bool_field(&w, "handled_by_others", s->handled_by_others);
		jsonw_uint_field(&w, "handled_listed", s->handled_listed);
		jsonw_uint_field(&w, "handled_others", s->handled_others);
		jsonw_name(&w, "people");
		jsonw_start_array(&w);
		for (k = 0; k < s->npeople; k++)
			json_person(&w, &a->outpp[i][k]);
		jsonw_end_array(&w);
		jsonw_end_object(&w);
	}
	jsonw_end_array(&w);
	jsonw_name(&w, "diagnostics");
	if (diagnostics)
		jsonw_raw(&w, diagnostics, strlen(diagnostics));
	else
		jsonw_raw(&w, "[]", 2);
	jsonw_end_object(&w);
	return jsonw_finish(&w, &mb, len);
}
