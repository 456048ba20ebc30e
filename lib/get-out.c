// SPDX-License-Identifier: GPL-2.0-only
/*
 * The output of a get_maintainer.pl answer: its text (--sections blocks,
 * the people and the --scm/--status/... blocks, one per line or joined
 * by --separator) and maint's JSON rendering of the same answer.
 */
#include <errno.h>
#include <string.h>

#include "email.h"
#include "get.h"

void mnt_get_print_section(struct maint_get *g, size_t sec)
{
	const struct maint_section *s = &g->db->sections[sec];
	const char *letters = g->o.letters ? g->o.letters : "";
	size_t i;

	for (i = s->header; i < s->end; i++) {
		const struct maint_item *it = &g->db->items[i];

		if (!it->type) {
			mbuf_adds(&g->out, it->text);
			mbuf_addch(&g->out, '\n');
			continue;
		}
		if (*letters) {
			char lc = (char)(it->type + 32);

			if (!strchr(letters, it->type) && !strchr(letters, lc))
				continue;
		}
		mbuf_addch(&g->out, it->type);
		mbuf_add(&g->out, ":\t", 2);
		if (it->type == 'F' || it->type == 'X') {
			const char *re = mnt_db_item_regex(g->db, i);
			char *glob = re ? maint_regex_to_glob(re) : NULL;

			mbuf_adds(&g->out, glob ? glob : it->value);
			free(glob);
		} else {
			mbuf_adds(&g->out, it->value);
		}
		mbuf_addch(&g->out, '\n');
	}
	mbuf_addch(&g->out, '\n');
}

void mnt_get_output_list(struct maint_get *g, struct strlist *l)
{
	size_t i;

	if (g->o.multiline) {
		for (i = 0; i < l->n; i++) {
			mbuf_adds(&g->out, l->v[i]);
			mbuf_addch(&g->out, '\n');
		}
		return;
	}
	for (i = 0; i < l->n; i++) {
		if (i)
			mbuf_adds(&g->out, g->o.separator);
		mbuf_adds(&g->out, l->v[i]);
	}
	mbuf_addch(&g->out, '\n');
}

const char *maint_get_output(const struct maint_get *g, size_t *len)
{
	if (len)
		*len = g->out.len;
	return g->out.buf;
}

/* ,"key":["v",...] */
static void json_strlist(struct mbuf *j, const char *key,
			 const struct strlist *l)
{
	size_t i;

	mbuf_addf(j, ",\"%s\":[", key);
	for (i = 0; i < l->n; i++) {
		mbuf_adds(j, i ? ",\"" : "\"");
		mbuf_add_json_str(j, l->v[i], strlen(l->v[i]));
		mbuf_addch(j, '"');
	}
	mbuf_addch(j, ']');
}

char *maint_get_json(const struct maint_get *g)
{
	struct mbuf j = MBUF_INIT;
	size_t i;

	mbuf_adds(&j, "{\"people\":[");
	for (i = 0; i < g->nresult; i++) {
		struct mbuf name = MBUF_INIT, addr = MBUF_INIT;
		const struct maint_person *r = &g->result[i];

		mnt_email_parse(r->email, strlen(r->email), &name, &addr);
		if (i)
			mbuf_addch(&j, ',');
		mbuf_adds(&j, "{\"name\":\"");
		if (name.len && name.buf[0] == '"' && name.len >= 2)
			mbuf_add_json_str(&j, name.buf + 1, name.len - 2);
		else
			mbuf_add_json_str(&j, name.buf, name.len);
		mbuf_adds(&j, "\",\"address\":\"");
		mbuf_add_json_str(&j, addr.buf, addr.len);
		mbuf_adds(&j, "\",\"formatted\":\"");
		mbuf_add_json_str(&j, r->email, strlen(r->email));
		mbuf_adds(&j, "\",\"roles\":[");
		{
			const char *p = r->role, *c;
			bool first = true;

			while (*p) {
				c = strchr(p, ',');
				if (!c)
					c = p + strlen(p);
				if (!first)
					mbuf_addch(&j, ',');
				first = false;
				mbuf_addch(&j, '"');
				mbuf_add_json_str(&j, p, (size_t)(c - p));
				mbuf_addch(&j, '"');
				p = *c ? c + 1 : c;
			}
		}
		mbuf_addf(&j, "],\"list\":%s}", r->is_list ? "true" : "false");
		mbuf_release(&name);
		mbuf_release(&addr);
	}
	mbuf_adds(&j, "],\"sections\":[");
	for (i = 0; i < g->nmatches; i++) {
		const struct maint_match *m = &g->matches[i];
		const struct maint_item *it = &g->db->items[m->item];
		const char *name = maint_section_name(g->db, m->section);

		if (i)
			mbuf_addch(&j, ',');
		mbuf_adds(&j, "{\"section\":\"");
		mbuf_add_json_str(&j, name, strlen(name));
		mbuf_adds(&j, "\",\"file\":\"");
		mbuf_add_json_str(&j, g->match_files[i],
				  strlen(g->match_files[i]));
		mbuf_addf(&j, "\",\"depth\":%d,\"pattern\":\"%c:", m->depth,
			  it->type);
		mbuf_add_json_str(&j, it->value, strlen(it->value));
		mbuf_addf(&j, "\",\"line\":%u,\"keyword\":%s}", it->line,
			  it->type == 'K' ? "true" : "false");
	}
	mbuf_addch(&j, ']');
	/* the blocks the options asked for, as printed */
	if (g->o.scm)
		json_strlist(&j, "scm", &g->scm);
	if (g->o.substatus && g->o.email && g->o.roles)
		json_strlist(&j, "substatus", &g->substatus);
	if (g->o.status)
		json_strlist(&j, "status", &g->status);
	if (g->o.subsystem)
		json_strlist(&j, "subsystem", &g->subsystem);
	if (g->o.web)
		json_strlist(&j, "web", &g->web);
	if (g->o.bug)
		json_strlist(&j, "bug", &g->bug);
	mbuf_addf(&j, ",\"compat\":\"%s\"}\n", maint_compat_name(g->o.compat));
	if (mbuf_failed(&j)) {
		mbuf_release(&j);
		return NULL;
	}
	return mbuf_detach(&j, NULL);
}

/*
 * The text: the people ("addr (roles)" with --roles), then the blocks
 * the options ask for, each without repeats, in the script's order.
 */
int mnt_get_render(struct maint_get *g)
{
	struct strlist people = { 0 };
	struct mbuf m = MBUF_INIT;
	struct {
		bool on;
		struct strlist *l;
	} blocks[] = {
		{ g->o.scm, &g->scm },
		{ g->o.substatus && g->o.email && g->o.roles, &g->substatus },
		{ g->o.status, &g->status },
		{ g->o.subsystem, &g->subsystem },
		{ g->o.web, &g->web },
		{ g->o.bug, &g->bug },
	};
	size_t i;
	int ret = 0;

	for (i = 0; i < g->nresult; i++) {
		const struct maint_person *r = &g->result[i];

		mbuf_reset(&m);
		if (g->o.roles)
			mbuf_addf(&m, "%s (%s)", r->email, r->role);
		else
			mbuf_adds(&m, r->email);
		mnt_strlist_push(&people, m.buf, m.len);
	}
	if (people.n)
		mnt_get_output_list(g, &people);
	for (i = 0; i < ARRAY_SIZE(blocks); i++) {
		if (!blocks[i].on)
			continue;
		mnt_strlist_uniq(blocks[i].l);
		mnt_get_output_list(g, blocks[i].l);
	}
	if (mbuf_failed(&m) || people.oom || mbuf_failed(&g->out))
		ret = -ENOMEM;
	mnt_strlist_clear(&people);
	mbuf_release(&m);
	return ret;
}
