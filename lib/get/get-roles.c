// SPDX-License-Identifier: GPL-2.0-only
/*
 * The domain of a get_maintainer.pl answer: what a matched section adds
 * (add_categories(): people with their roles, lists, trees, statuses,
 * web pages, bug trackers), the address rules (push_email_address(),
 * add_role() and its index, the chief penguins) and the matches kept for
 * the structured answer.  De-duplication is get-dedup.c's.
 */
#include <errno.h>
#include <string.h>

#include "db/email.h"
#include "get/get-dedup.h"
#include "get/get.h"
#include "get/get-roles.h"

static void roles_free(struct maint_role *v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free((char *)v[i].text);
	free(v);
}

static void person_free(struct person *p)
{
	free(p->email);
	free(p->role);
	roles_free(p->roles, p->nroles);
}

void mnt_get_people_clear(struct people *p)
{
	size_t i;

	for (i = 0; i < p->n; i++)
		person_free(&p->v[i]);
	free(p->v);
	memset(p, 0, sizeof(*p));
}

/* Role @rt with the text @text for @e, unless it has that role already. */
static int role_append(struct person *e, const char *text, struct maint_role rt)
{
	struct maint_role *r;

	for (size_t i = 0; i < e->nroles; i++) {
		r = &e->roles[i];
		if (r->kind == rt.kind && r->section == rt.section &&
		    r->keyword == rt.keyword && !strcmp(r->text, text))
			return 0;
	}
	if (ALLOC_GROW(e->roles, e->nroles + 1, e->aroles))
		return -1;
	r = &e->roles[e->nroles];
	*r = rt;
	r->text = strdup(text);
	if (!r->text)
		return -1;
	e->nroles++;
	return 0;
}

/*
 * The role text of @v: each text joined by ',', one already contained in
 * the text so far left out (add_role()'s rule).
 */
static char *render_roles(const struct maint_role *v, size_t n)
{
	struct mbuf m = MBUF_INIT;

	mbuf_adds(&m, "");
	for (size_t i = 0; i < n; i++) {
		const char *t = v[i].text;

		if (*t && m.buf && strstr(m.buf, t))
			continue;
		if (m.len)
			mbuf_addch(&m, ',');
		mbuf_adds(&m, t);
	}
	return mbuf_detach(&m, NULL);
}

int mnt_get_person_result(const struct person *p, struct mnt_person_result *r)
{
	struct maint_role *v = NULL;
	size_t i;

	memset(r, 0, sizeof(*r));
	if (p->nroles) {
		v = calloc(p->nroles, sizeof(*v));
		if (!v)
			return -ENOMEM;
	}
	r->roles = v;
	for (i = 0; i < p->nroles; i++) {
		v[i] = p->roles[i];
		v[i].text = strdup(p->roles[i].text);
		if (!v[i].text) {
			mnt_get_person_result_free(r);
			return -ENOMEM;
		}
		r->nroles++;
	}
	r->pub.email = strdup(p->email);
	r->pub.role = render_roles(p->roles, p->nroles);
	if (!r->pub.email || !r->pub.role) {
		mnt_get_person_result_free(r);
		return -ENOMEM;
	}
	return 0;
}

void mnt_get_person_result_free(struct mnt_person_result *r)
{
	free((char *)r->pub.email);
	free((char *)r->pub.role);
	roles_free(r->roles, r->nroles);
	memset(r, 0, sizeof(*r));
}

/*
 * get_subsystem_name(): the header, cut to the script's section_maxlen
 * (50) less 3 characters plus "..." (bytes where the script reads bytes)
 */
static void subsystem_name(struct maint_get *g, size_t sec, struct mbuf *out)
{
	const char *h = maint_section_name(g->db, sec);
	size_t n = strlen(h), max = g->script->section_maxlen;
	bool utf8 = get_has(g, MAINT_SF_UTF8);

	mbuf_reset(out);
	if (max > 3 && (utf8 ? mnt_utf8_len(h, n) : n) > max) {
		size_t cut = utf8 ? mnt_utf8_offset(h, n, max - 3) : max - 3;

		while (cut && get_isspace(h[cut - 1]))
			cut--;
		mbuf_add(out, h, cut);
		mbuf_adds(out, "...");
	} else {
		mbuf_add(out, h, n);
	}
}

static bool email_inuse(struct maint_get *g, const struct mbuf *name,
			const struct mbuf *addr)
{
	struct mbuf lc = MBUF_INIT;
	bool r = false;

	if (!name->len && !addr->len)
		return true;
	if (name->len) {
		mnt_email_key(&lc, name->buf, name->len);
		if (mnt_map_find(&g->email_hash_name, lc.buf, lc.len))
			r = true;
	}
	if (!r && addr->len) {
		mnt_email_key(&lc, addr->buf, addr->len);
		if (mnt_map_find(&g->email_hash_address, lc.buf, lc.len))
			r = true;
	}
	mbuf_release(&lc);
	return r;
}

static void people_push(struct people *p, const char *email, size_t el,
			const char *role, struct maint_role rt)
{
	struct person *e;

	if (ALLOC_GROW(p->v, p->n + 1, p->alloc)) {
		p->oom = true;
		return;
	}
	e = &p->v[p->n];
	memset(e, 0, sizeof(*e));
	e->email = mnt_strndup(email, el);
	e->role = strdup(role);
	if (!e->email || !e->role || (*role && role_append(e, role, rt))) {
		person_free(e);
		p->oom = true;
		return;
	}
	p->n++;
}

/* push_email_address() */
bool mnt_push_email_address(struct maint_get *g, const char *line, size_t n,
			    const char *role, struct maint_role rt)
{
	struct mbuf name = MBUF_INIT, addr = MBUF_INIT, f = MBUF_INIT,
		    lc = MBUF_INIT;
	bool ok = true;

	mnt_email_parse(line, n, &name, &addr);
	if (!addr.len) {
		ok = false;
		goto out;
	}
	if (!g->o.remove_duplicates) {
		mnt_email_format(&f, name.buf, name.len, addr.buf, addr.len,
				 g->o.usename);
		people_push(&g->email_to, f.buf, f.len, role, rt);
	} else if (!email_inuse(g, &name, &addr)) {
		mnt_email_format(&f, name.buf, name.len, addr.buf, addr.len,
				 g->o.usename);
		people_push(&g->email_to, f.buf, f.len, role, rt);
		if (name.len) {
			mnt_email_key(&lc, name.buf, name.len);
			mnt_map_insert(&g->email_hash_name, lc.buf, lc.len,
				       NULL);
		}
		mnt_email_key(&lc, addr.buf, addr.len);
		mnt_map_insert(&g->email_hash_address, lc.buf, lc.len, NULL);
	}
out:
	mbuf_release(&name);
	mbuf_release(&addr);
	mbuf_release(&f);
	mbuf_release(&lc);
	return ok;
}

/* push_email_addresses() */
static void push_email_addresses(struct maint_get *g, const char *value,
				 const char *role, struct maint_role rt)
{
	struct mbuf items = MBUF_INIT;
	size_t n = strlen(value), count, i;
	const char *p;

	if (!n)
		return; /* an empty list is a valid one */
	if (!strchr(value, ',')) {
		/*
		 * Without a comma the value is one address or none, valid
		 * RFC 822 or not (comments cannot make a list either): the
		 * RFC 822 regexes would not change what is pushed.
		 */
		if (!mnt_push_email_address(g, value, n, role, rt))
			goto invalid;
	} else if (mnt_rfc822_valid(value, n)) {
		mnt_push_email_address(g, value, n, role, rt);
	} else if (mnt_rfc822_validlist(value, n, &items, &count)) {
		p = items.buf;
		for (i = 0; i < count; i++) {
			size_t l = strlen(p);

			/* while (my $entry = shift) stops at a false one */
			if (!l || !strcmp(p, "0"))
				break;
			mnt_push_email_address(g, p, l, role, rt);
			p += l + 1;
		}
	} else if (!mnt_push_email_address(g, value, n, role, rt)) {
		struct mbuf m;
invalid:
		mbuf_init(&m);
		mbuf_addf(&m, "Invalid MAINTAINERS address: '%s'", value);
		mnt_diag(g->diag, NULL, 0, MAINT_WARNING, m.buf);
		mbuf_release(&m);
	}
	mbuf_release(&items);
}

static void add_list(struct maint_get *g, const char *addr, size_t al,
		     const char *kind, const char *role, const char *suffix,
		     struct maint_role rt)
{
	struct mbuf r = MBUF_INIT, lc = MBUF_INIT;

	mnt_email_key(&lc, addr, al);
	mnt_map_insert(&g->hash_list_to, lc.buf, lc.len, NULL);
	mbuf_adds(&r, kind);
	mbuf_adds(&r, role);
	mbuf_adds(&r, suffix);
	people_push(&g->list_to, addr, al, r.buf, rt);
	mbuf_release(&r);
	mbuf_release(&lc);
}

static bool list_seen(struct maint_get *g, const char *addr, size_t al)
{
	struct mbuf lc = MBUF_INIT;
	bool r;

	mnt_email_key(&lc, addr, al);
	r = mnt_map_find(&g->hash_list_to, lc.buf, lc.len) != NULL;
	mbuf_release(&lc);
	return r;
}

static void push_suffixed(struct strlist *l, const char *v, const char *sfx)
{
	struct mbuf m = MBUF_INIT;

	mbuf_adds(&m, v);
	mbuf_adds(&m, sfx);
	mnt_strlist_push(l, m.buf, m.len);
	mbuf_release(&m);
}

/* mnt_get_add_categories() */
/*
 * The role word of an M: person, by the section's last S: value @st
 * ("unknown" without one).  Scripts with --substatus say "maintainer" for
 * every status but one; older ones name the role after the status, by the
 * words of their get_maintainer_role(), or the status lower-cased (ASCII,
 * as Perl's lc() on bytes) where they have no word for it.
 */
static void add_maintainer_role(struct mbuf *role, const char *st,
				const struct maint_script *s)
{
	struct mbuf lc = MBUF_INIT;
	unsigned int i;

	if (maint_script_has(s, MAINT_SF_SUBSTATUS)) {
		mbuf_adds(role, strcasecmp(st, "buried alive in reporters") ?
					"maintainer" :
					"chief penguin");
		return;
	}
	for (; *st; st++)
		mbuf_addch(&lc,
			   *st >= 'A' && *st <= 'Z' ? *st - 'A' + 'a' : *st);
	for (i = 0; i < s->nroles && i < MNT_SCRIPT_ROLES; i++) {
		if (!mbuf_failed(&lc) && !strcmp(lc.buf, s->roles[i].status)) {
			mbuf_adds(role, s->roles[i].word);
			mbuf_release(&lc);
			return;
		}
	}
	mbuf_add(role, lc.buf, lc.len);
	mbuf_release(&lc);
}

/*
 * An L: line: "ADDR [moderated|subscribers-only ...]" ("m/([^\s]+)\s+(.*)$/"
 * splits off the words after the address), added as the options say,
 * each list once.
 */
static void add_list_line(struct maint_get *g, const char *v,
			  const char *subsys, const char *sfx,
			  struct maint_role rt)
{
	const char *addr = v, *add = "";
	size_t al = strlen(v), k;
	struct mbuf role = MBUF_INIT, name = MBUF_INIT, parsed = MBUF_INIT;

	if (*subsys && strcmp(subsys, "THE REST")) {
		mbuf_addch(&role, ':');
		mbuf_adds(&role, subsys);
	}
	/* Xen's fork: the address parse_email() finds (no words after it) */
	if (get_has(g, MAINT_SF_LIST_PARSE_EMAIL)) {
		mnt_email_parse(v, al, &name, &parsed);
		v = addr = parsed.buf ? parsed.buf : "";
		al = parsed.len;
	}
	for (k = 0; v[k] && get_isspace(v[k]); k++)
		;
	if (v[k]) {
		size_t e = k + get_nonspace(v + k, strlen(v + k));

		if (v[e] && get_isspace(v[e])) {
			size_t r = e;

			while (v[r] && get_isspace(v[r]))
				r++;
			addr = v + k;
			al = e - k;
			add = v + r;
		}
	}
	if (strstr(add, "subscribers-only")) {
		if (g->o.subscriber && !list_seen(g, addr, al))
			add_list(g, addr, al, "subscriber list", role.buf, sfx,
				 rt);
	} else if (g->o.list && !list_seen(g, addr, al)) {
		if (strstr(add, "moderated")) {
			if (g->o.moderated)
				add_list(g, addr, al, "moderated list",
					 role.buf, sfx, rt);
		} else {
			add_list(g, addr, al, "open list", role.buf, sfx, rt);
		}
	}
	mbuf_release(&role);
	mbuf_release(&name);
	mbuf_release(&parsed);
}

/*
 * Scripts of the P: person era (coreboot's): an address without a name
 * takes the value of a P: line just before it as its name.  True with the
 * address so named in out.
 */
static bool p_named(struct maint_get *g, const struct maint_item *it,
		    struct mbuf *out)
{
	const struct maint_item *prev;
	struct mbuf name = MBUF_INIT, addr = MBUF_INIT;
	bool r = false;

	if (it == g->db->items)
		return false;
	prev = it - 1;
	if (prev->type != 'P')
		return false;
	mnt_email_parse(it->value, strlen(it->value), &name, &addr);
	if (!name.len) {
		mnt_email_format(out, prev->value, strlen(prev->value),
				 addr.buf, addr.len, g->o.usename);
		r = !mbuf_failed(out);
	}
	mbuf_release(&name);
	mbuf_release(&addr);
	return r;
}

/* The role word of section s's M: people, by its last S: line. */
static void section_role_word(struct maint_get *g,
			      const struct maint_section *s, struct mbuf *role)
{
	const char *st = "unknown";
	size_t j;

	for (j = s->header + 1; j < s->end; j++)
		if (g->db->items[j].type == 'S')
			st = g->db->items[j].value;
	add_maintainer_role(role, st, g->script);
}

static const char rest_supporter[] = "supporter:THE REST";

bool mnt_get_rest_supporter(struct maint_get *g, size_t sec)
{
	struct mbuf role = MBUF_INIT, subsys = MBUF_INIT;
	bool r;

	section_role_word(g, &g->db->sections[sec], &role);
	mbuf_addch(&role, ':');
	subsystem_name(g, sec, &subsys);
	mbuf_add(&role, subsys.buf, subsys.len);
	r = !mbuf_failed(&role) && !strcmp(role.buf, rest_supporter);
	mbuf_release(&role);
	mbuf_release(&subsys);
	return r;
}

/*
 * With more than one person, and one of them neither THE REST's supporter
 * nor a reviewer, THE REST's supporters go (each entry as pushed: without
 * --remove-duplicates a person of two sections keeps the other entry).
 */
void mnt_get_drop_rest(struct maint_get *g)
{
	struct people *p = &g->email_to;
	bool replace = false;
	size_t i, j;

	if (p->n < 2)
		return;
	for (i = 0; i < p->n && !replace; i++)
		replace = strcmp(p->v[i].role, rest_supporter) &&
			  strcmp(p->v[i].role, "reviewer");
	if (!replace)
		return;
	for (i = j = 0; i < p->n; i++) {
		if (!strcmp(p->v[i].role, rest_supporter))
			person_free(&p->v[i]);
		else
			p->v[j++] = p->v[i];
	}
	p->n = j;
	mnt_get_role_index_reset(g);
}

/* An M: (maintainer) or R: (reviewer) line: its addresses with the role. */
static void add_person_line(struct maint_get *g, const struct maint_section *s,
			    const struct maint_item *it, const char *subsys,
			    const char *sfx, struct maint_role rt)
{
	struct mbuf role = MBUF_INIT, named = MBUF_INIT;

	rt.kind = it->type == 'M' ? MAINT_ROLE_MAINTAINER : MAINT_ROLE_REVIEWER;
	if (it->type == 'M') {
		section_role_word(g, s, &role);
		if (!strcmp(role.buf, "chief penguin"))
			rt.kind = MAINT_ROLE_CHIEF;
		mbuf_addch(&role, ':');
		mbuf_adds(&role, subsys);
	} else if (get_has(g, MAINT_SF_REVIEWER_PLAIN)) {
		mbuf_adds(&role, "reviewer");
	} else {
		mbuf_adds(&role, "reviewer:");
		mbuf_adds(&role, subsys);
	}
	mbuf_adds(&role, sfx);
	if (get_has(g, MAINT_SF_P_NAMES) && p_named(g, it, &named))
		push_email_addresses(g, named.buf, role.buf, rt);
	else
		push_email_addresses(g, it->value, role.buf, rt);
	mbuf_release(&role);
	mbuf_release(&named);
}

void mnt_get_add_categories(struct maint_get *g, size_t sec, const char *sfx,
			    size_t kw)
{
	struct maint_role rt = MNT_ROLE(MAINT_ROLE_LIST, sec, kw);
	const struct maint_section *s = &g->db->sections[sec];
	const char *header = g->db->items[s->header].text;
	struct mbuf subsys = MBUF_INIT, role = MBUF_INIT;
	const char *status = "Unknown";
	size_t i;

	mnt_strlist_push(&g->subsystem, header, strlen(header));
	subsystem_name(g, sec, &subsys);
	for (i = s->header + 1; i < s->end; i++) {
		const struct maint_item *it = &g->db->items[i];
		const char *v = it->value;

		switch (it->type) {
		case 'L':
			add_list_line(g, v, subsys.buf, sfx, rt);
			break;
		case 'M':
			if (g->o.maintainer)
				add_person_line(g, s, it, subsys.buf, sfx, rt);
			break;
		case 'R':
			if (g->o.reviewer)
				add_person_line(g, s, it, subsys.buf, sfx, rt);
			break;
		case 'T':
			push_suffixed(&g->scm, v, sfx);
			break;
		case 'W':
			push_suffixed(&g->web, v, sfx);
			break;
		case 'B':
			push_suffixed(&g->bug, v, sfx);
			break;
		case 'S':
			push_suffixed(&g->status, v, sfx);
			status = v;
			break;
		default:
			break;
		}
	}
	if (strcmp(header, "THE REST") && strcmp(status, "Maintained")) {
		mbuf_addf(&role, "%s status: %s%s", header, status, sfx);
		mnt_strlist_push(&g->substatus, role.buf, role.len);
	}
	mbuf_release(&subsys);
	mbuf_release(&role);
}

/* add_role() */
/*
 * mnt_add_role()'s index of email_to, so that adding a role is a hash
 * lookup instead of a scan of everyone (50,000 git signers were 2.5e9
 * comparisons): by[0] maps a name (with remove_duplicates) or the whole
 * formatted address (without) to the entries that have it, by[1] an
 * address; next[k][i] chains entry i to the next one with the same key
 * (indices + 1, 0 ends).  It follows email_to as it grows at its end and
 * is dropped where entries are rewritten, removed or freed
 * (mnt_get_role_index_reset()); as a net, a shorter list or other first/last
 * entries than when last indexed rebuild it too.
 */
struct role_index {
	struct mnt_map by[2];
	size_t *next[2];
	size_t n, alloc;
	const char *first, *last;
};

void mnt_get_role_index_reset(struct maint_get *g)
{
	struct role_index *x = g->role_idx;

	if (!x)
		return;
	for (int k = 0; k < 2; k++) {
		mnt_map_clear(&x->by[k]);
		free(x->next[k]);
	}
	free(x);
	g->role_idx = NULL;
}

static int role_index_link(struct role_index *x, int k, const char *key,
			   size_t klen, size_t i)
{
	bool created;
	struct mnt_map_slot *sl = mnt_map_insert(&x->by[k], key, klen,
						 &created);

	if (!sl)
		return -1;
	x->next[k][i] = created ? 0 : (size_t)sl->value;
	sl->value = (intptr_t)(i + 1);
	return 0;
}

/* The index, brought up to date with email_to; NULL when out of memory. */
static struct role_index *role_index(struct maint_get *g, struct mbuf *en,
				     struct mbuf *ea)
{
	struct people *pp = &g->email_to;
	struct role_index *x = g->role_idx;

	if (x && (pp->n < x->n ||
		  (x->n && (pp->v[0].email != x->first ||
			    pp->v[x->n - 1].email != x->last))))
		mnt_get_role_index_reset(g);
	x = g->role_idx;
	if (!x) {
		x = calloc(1, sizeof(*x));
		if (!x)
			return NULL;
		g->role_idx = x;
	}
	if (pp->n > x->alloc) {
		size_t want = pp->n * 2;

		for (int k = 0; k < 2; k++) {
			size_t *nx = realloc(x->next[k], want * sizeof(*nx));

			if (!nx) {
				mnt_get_role_index_reset(g);
				return NULL;
			}
			x->next[k] = nx;
		}
		x->alloc = want;
	}
	for (; x->n < pp->n; x->n++) {
		const char *e = pp->v[x->n].email;
		int bad;

		if (g->o.remove_duplicates) {
			mnt_email_parse(e, strlen(e), en, ea);
			bad = role_index_link(x, 0, en->buf, en->len, x->n) ||
			      role_index_link(x, 1, ea->buf, ea->len, x->n);
		} else {
			bad = role_index_link(x, 0, e, strlen(e), x->n);
		}
		if (bad) {
			mnt_get_role_index_reset(g);
			return NULL;
		}
	}
	if (x->n) {
		x->first = pp->v[0].email;
		x->last = pp->v[x->n - 1].email;
	}
	return x;
}

static void person_add_role(struct person *p, const char *role,
			    struct maint_role rt)
{
	struct mbuf r = MBUF_INIT;

	if (role_append(p, role, rt))
		return;
	if (*role && strstr(p->role, role))
		return;
	mbuf_adds(&r, p->role);
	if (*p->role)
		mbuf_addch(&r, ',');
	mbuf_adds(&r, role);
	if (mbuf_failed(&r)) {
		mbuf_release(&r);
		return;
	}
	free(p->role);
	p->role = mbuf_detach(&r, NULL);
}

void mnt_add_role(struct maint_get *g, const char *line, const char *role,
		  struct maint_role rt)
{
	struct mbuf name = MBUF_INIT, addr = MBUF_INIT, email = MBUF_INIT,
		    en = MBUF_INIT, ea = MBUF_INIT;
	struct role_index *x;
	size_t i;

	mnt_email_parse(line, strlen(line), &name, &addr);
	mnt_email_format(&email, name.buf, name.len, addr.buf, addr.len,
			 g->o.usename);
	x = role_index(g, &en, &ea);
	for (int k = 0; x && k < (g->o.remove_duplicates ? 2 : 1); k++) {
		const struct mbuf *key = !g->o.remove_duplicates ? &email :
					 k ? &addr : &name;
		struct mnt_map_slot *sl = mnt_map_find(&x->by[k], key->buf,
						       key->len);

		for (i = sl ? (size_t)sl->value : 0; i; i = x->next[k][i - 1]) {
			struct person *p = &g->email_to.v[i - 1];

			if (k == 1) {
				/* once: not again when the name matched */
				mnt_email_parse(p->email, strlen(p->email),
						&en, &ea);
				if (!strcmp(name.buf, en.buf))
					continue;
			}
			person_add_role(p, role, rt);
		}
	}
	for (i = 0; !x && i < g->email_to.n; i++) {
		/* out of memory for the index: the plain scan */
		struct person *p = &g->email_to.v[i];
		bool same;

		if (g->o.remove_duplicates) {
			mnt_email_parse(p->email, strlen(p->email), &en, &ea);
			same = !strcmp(name.buf, en.buf) ||
			       !strcmp(addr.buf, ea.buf);
		} else {
			same = !strcmp(email.buf, p->email);
		}
		if (same)
			person_add_role(p, role, rt);
	}
	mbuf_release(&name);
	mbuf_release(&addr);
	mbuf_release(&email);
	mbuf_release(&en);
	mbuf_release(&ea);
}

void mnt_get_remove_chiefs(struct maint_get *g)
{
	const struct maint_script *s = g->script;
	struct mbuf chief = MBUF_INIT;
	unsigned int c;
	size_t i, j;

	for (c = 0; c < s->nchiefs && c < MNT_SCRIPT_CHIEFS; c++) {
		struct mnt_re *re;

		mbuf_reset(&chief);
		mnt_email_format(&chief, s->chiefs[c].name,
				 strlen(s->chiefs[c].name), s->chiefs[c].addr,
				 strlen(s->chiefs[c].addr), g->o.usename);
		if (g->o.git_chief_penguins) {
			people_push(&g->email_to, chief.buf, chief.len,
				    "chief penguin",
				    MNT_ROLE(MAINT_ROLE_CHIEF, MNT_NO_SECTION,
					     MNT_NO_SECTION));
			continue;
		}
		/* grep($_->[0] !~ /$formatted/): a regex, case matters */
		re = mnt_re_compile(chief.buf, chief.len, 0, NULL, 0);
		for (i = j = 0; re && i < g->email_to.n; i++) {
			struct person *p = &g->email_to.v[i];

			if (mnt_re_match(re, p->email, strlen(p->email), 0,
					 NULL, 0) == MNT_RE_MATCH) {
				person_free(p);
				continue;
			}
			g->email_to.v[j++] = *p;
		}
		if (re)
			g->email_to.n = j;
		mnt_re_free(re);
	}
	mnt_get_role_index_reset(g);
	mbuf_release(&chief);
}

int mnt_get_record_matches(struct maint_get *g, const char *file,
			  const struct maint_match *m, size_t n)
{
	size_t i;

	if (ALLOC_GROW(g->matches, g->nmatches + n, g->matches_alloc))
		return -ENOMEM;
	if (ALLOC_GROW(g->match_files, g->nmatches + n,
		       g->match_files_alloc))
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		g->matches[g->nmatches] = m[i];
		g->match_files[g->nmatches] = file;
		g->nmatches++;
	}
	return 0;
}

/*
 * merge_email() over @to: the people (with --email), then the lists
 * (with --list), each address once, into g->result.
 */
int mnt_get_merge_email(struct maint_get *g)
{
	struct mnt_map saw = MNT_MAP_INIT;
	struct people *srcs[2] = { NULL, NULL };
	size_t s, i;
	int ret = 0;

	if (g->o.email)
		srcs[0] = &g->email_to;
	if (g->o.list)
		srcs[1] = &g->list_to;
	for (s = 0; s < 2 && !ret; s++) {
		for (i = 0; srcs[s] && i < srcs[s]->n && !ret; i++) {
			const struct person *p = &srcs[s]->v[i];
			struct mnt_person_result *r;
			bool created;

			if (!mnt_map_insert(&saw, p->email, strlen(p->email),
					    &created) ||
			    ALLOC_GROW(g->result, g->nresult + 1,
				       g->result_alloc)) {
				ret = -ENOMEM;
				break;
			}
			if (!created)
				continue;
			r = &g->result[g->nresult];
			ret = mnt_get_person_result(p, r);
			if (ret)
				break;
			r->pub.is_list = s == 1;
			g->nresult++;
		}
	}
	mnt_map_clear(&saw);
	return ret;
}
