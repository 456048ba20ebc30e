// SPDX-License-Identifier: GPL-2.0-only
/*
 * The output of a get_maintainer.pl answer: its text (--sections blocks,
 * the people and the --scm/--status/... blocks, one per line or joined
 * by --separator) and maint's JSON rendering of the same answer.
 */
#include <errno.h>
#include <string.h>

#include "db/email.h"
#include "db/glob.h"
#include "get/get.h"
#include "get/get-out.h"
#include "jsonw.h"

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

			if (glob && get_has(g, MAINT_SF_BRACES))
				mnt_glob_unbraces(&g->out, glob, strlen(glob));
			else
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

/* "key":["v",...] */
static void json_strlist(struct jsonw *w, const char *key,
			 const struct strlist *l)
{
	size_t i;

	jsonw_name(w, key);
	jsonw_start_array(w);
	for (i = 0; i < l->n; i++)
		jsonw_string(w, l->v[i]);
	jsonw_end_array(w);
}

/* One person: the name (unquoted), the address, the roles one by one. */
static void json_person(struct jsonw *w, const struct maint_person *r)
{
	struct mbuf name = MBUF_INIT, addr = MBUF_INIT;
	const char *p = r->role, *c;

	mnt_email_parse(r->email, strlen(r->email), &name, &addr);
	jsonw_start_object(w);
	jsonw_name(w, "name");
	if (name.len && name.buf[0] == '"' && name.len >= 2)
		jsonw_string_len(w, name.buf + 1, name.len - 2);
	else
		jsonw_string_len(w, name.buf, name.len);
	jsonw_name(w, "address");
	jsonw_string_len(w, addr.buf, addr.len);
	jsonw_string_field(w, "formatted", r->email);
	jsonw_name(w, "roles");
	jsonw_start_array(w);
	while (*p) {
		c = strchr(p, ',');
		if (!c)
			c = p + strlen(p);
		jsonw_string_len(w, p, (size_t)(c - p));
		p = *c ? c + 1 : c;
	}
	jsonw_end_array(w);
	jsonw_bool_field(w, "list", r->is_list);
	jsonw_end_object(w);
	mbuf_release(&name);
	mbuf_release(&addr);
}

/*
 * "script": the get_maintainer.pl answered as: where it was read, its
 * version, its features, the options of the newest it does not know, its
 * chief penguins.
 */
static void json_script(struct jsonw *w, const struct maint_script *s)
{
	const char *o;
	unsigned int i;

	jsonw_name(w, "script");
	jsonw_start_object(w);
	jsonw_string_field(w, "path", s->path[0] ? s->path : NULL);
	jsonw_string_field(w, "origin", s->origin[0] ? s->origin : NULL);
	jsonw_string_field(w, "model", s->name[0] ? s->name : NULL);
	jsonw_string_field(w, "version", s->version);
	jsonw_name(w, "features");
	jsonw_start_array(w);
	for (i = 0; i < MAINT_SF_COUNT; i++)
		if (maint_script_has(s, (enum maint_sfeat)i))
			jsonw_string(w, maint_sfeat_name((enum maint_sfeat)i));
	jsonw_end_array(w);
	jsonw_name(w, "unknown_options");
	jsonw_start_array(w);
	for (i = 0; (o = maint_script_option(i)); i++)
		if (!maint_script_knows(s, o))
			jsonw_string(w, o);
	jsonw_end_array(w);
	jsonw_name(w, "chief_penguins");
	jsonw_start_array(w);
	for (i = 0; i < s->nchiefs && i < MNT_SCRIPT_CHIEFS; i++)
		jsonw_string(w, s->chiefs[i].name);
	jsonw_end_array(w);
	jsonw_bool_field(w, "tree_check", s->tree_check);
	if (s->note[0])
		jsonw_string_field(w, "note", s->note);
	jsonw_end_object(w);
}

char *maint_get_json(const struct maint_get *g)
{
	struct mbuf j = MBUF_INIT, pat = MBUF_INIT;
	struct jsonw w;
	size_t i;

	jsonw_init(&w, &j, JSONW_COMPACT);
	jsonw_start_object(&w);
	jsonw_name(&w, "people");
	jsonw_start_array(&w);
	for (i = 0; i < g->nresult; i++)
		json_person(&w, &g->result[i].pub);
	jsonw_end_array(&w);
	jsonw_name(&w, "sections");
	jsonw_start_array(&w);
	for (i = 0; i < g->nmatches; i++) {
		const struct maint_match *m = &g->matches[i];
		const struct maint_item *it = &g->db->items[m->item];

		jsonw_start_object(&w);
		jsonw_string_field(&w, "section",
				   maint_section_name(g->db, m->section));
		jsonw_string_field(&w, "file", g->match_files[i]);
		jsonw_int_field(&w, "depth", m->depth);
		mbuf_reset(&pat);
		mbuf_addf(&pat, "%c:%s", it->type, it->value);
		jsonw_name(&w, "pattern");
		jsonw_string_len(&w, pat.buf, pat.len);
		jsonw_uint_field(&w, "line", it->line);
		jsonw_bool_field(&w, "keyword", it->type == 'K');
		jsonw_end_object(&w);
	}
	jsonw_end_array(&w);
	if (mbuf_failed(&pat))
		j.oom = true;
	mbuf_release(&pat);
	/* the blocks the options asked for, as printed */
	if (g->o.scm)
		json_strlist(&w, "scm", &g->scm);
	if (g->o.substatus && g->o.email && g->o.roles)
		json_strlist(&w, "substatus", &g->substatus);
	if (g->o.status)
		json_strlist(&w, "status", &g->status);
	if (g->o.subsystem)
		json_strlist(&w, "subsystem", &g->subsystem);
	if (g->o.web)
		json_strlist(&w, "web", &g->web);
	if (g->o.bug)
		json_strlist(&w, "bug", &g->bug);
	json_script(&w, g->script);
	jsonw_end_object(&w);
	mbuf_addch(&j, '\n');
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
		const struct maint_person *r = &g->result[i].pub;

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
