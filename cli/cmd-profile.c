// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint profile: the Maintainer Entry Profiles that apply to a patch,
 * parsed and explained; and list, show, check and new for the profiles
 * MAINTAINERS names.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "builtin.h"
#include "cli.h"
#include "clidiag.h"
#include "fsutil.h"
#include "maint.h"
#include "mbuf.h"
#include "facts.h"
#include "opt.h"
#include "textfile.h"
#include "util.h"

#define WRAP 78

struct pcli {
	struct cli cli;
	const struct maint_db *db; /* the sections targets came from */
	const char *mpath, *section, *path;
	bool from_filename, brief, full, rules;
	bool text; /* the profiles' text, section by section */
	bool fetch; /* --fetch: URL profiles may be fetched */
	const char *timeout; /* --timeout S */
	struct cli_cycle_opts cyc; /* --rc N, --merge-window */
	const char *change; /* --change fix|feature */
	const struct maint_rset *rs; /* the rules in relation, or NULL */
};

/* Output helpers */

/* Write s with control characters escaped (\n kept when keep_nl). */
static void put_safe(const char *s, size_t len, bool keep_nl)
{
	cli_fput_safe(stdout, s, len,
		      CLI_SAFE_TAB_SPACE | (keep_nl ? CLI_SAFE_NL : 0));
}

static void puts_safe(const char *s)
{
	put_safe(s, strlen(s), false);
}

static void sgr(const struct pcli *c, const char *code)
{
	if (c->cli.color)
		printf("\033[%sm", code);
}

static void put_link(const struct pcli *c, const char *uri)
{
	if (c->cli.color) {
		/* OSC 8 hyperlink; the URI is printed as text too */
		printf("\033]8;;");
		puts_safe(uri);
		printf("\033\\");
	}
	sgr(c, "4;36");
	puts_safe(uri);
	sgr(c, "0");
	if (c->cli.color)
		printf("\033]8;;\033\\");
}


static int parse_opts(struct pcli *c, const struct opt *opts, int argc,
		      char **argv, const char *usage)
{
	int n, ret = cli_options(opts, argc, argv, usage, NULL, NULL, &n);

	if (ret >= 0)
		return ret == EXIT_OK ? -2 : -1;
	if (cli_fetch_timeout(c->timeout) < 0) {
		cli_fail(&c->cli, EXIT_USAGE,
			 "--timeout must be 1 to 300 seconds");
		return -1;
	}
	cli_setup_tty(&c->cli);
	return n;
}

/* URL profiles: in the query and in show */
#define FETCH_OPTS(c)                                                        \
	OPT_SET("fetch", &(c).fetch, "fetch URL profiles now (and cache them)"), \
		OPT_STR("timeout", &(c).timeout, "S",                        \
			"with --fetch: seconds one fetch may take (20)")

#define COMMON_OPTS(c)                                                       \
	OPT_STR("mpath|maintainer-path", &(c).mpath, "PATH",                 \
		"MAINTAINERS file or directory to read"),                    \
		OPT_SET("json", &(c).cli.json, "print JSON"),                \
		{ OPT_BOOL, "color", &(c).cli.color, NULL,                   \
		  "colour (default: when stdout is a terminal)",             \
		  &(c).cli.color_given }

/* Rendering */

static bool section_selected(const struct pcli *c, const struct maint_psection *s)
{
	if (!c->section)
		return true;
	return !strcasecmp(c->section, s->heading) ||
	       (s->tmpl != MAINT_TMPL_NONE &&
		!strcasecmp(c->section, maint_tmpl_name(s->tmpl)));
}

static size_t indent_of(const char *s, size_t len)
{
	size_t i = 0;

	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i;
}

/* Print words wrapped at WRAP columns, each line starting with indent. */
static void wrap(const char *text, size_t first_indent, size_t indent)
{
	cli_fput_wrapped(stdout, text, first_indent, indent, WRAP);
}

/* "when: CONDITION", wrapped under its rule at column indent */
static void wrap_when(const char *when, size_t indent)
{
	struct mbuf mb = MBUF_INIT;

	mbuf_addf(&mb, "when: %s", when);
	wrap(mb.buf, indent, indent + 6);
	mbuf_release(&mb);
}

/* Paragraphs reflowed; literal blocks and comments as they are. */
static void render_body(const char *body, size_t base)
{
	const char *p = body;
	struct mbuf para = MBUF_INIT;
	size_t para_indent = 0, verbatim = (size_t)-1;
	bool literal_next = false, in_para = false;

	for (;;) {
		const char *e = strchr(p, '\n');
		size_t len = e ? (size_t)(e - p) : strlen(p);
		size_t ind = indent_of(p, len);
		bool blank = ind == len;
		bool bullet = !blank && len - ind >= 2 &&
			      strchr("-*+", p[ind]) && p[ind + 1] == ' ';

		if (!e && !len)
			blank = true;
		if (verbatim != (size_t)-1 && (blank || ind > verbatim)) {
			put_safe(p, len, false);
			putchar('\n');
			goto next;
		}
		verbatim = (size_t)-1;
		if (blank || bullet || (in_para && ind != para_indent)) {
			if (in_para) {
				size_t l = para.len;

				literal_next = l >= 2 &&
					       !strcmp(para.buf + l - 2, "::");
				if (literal_next)
					mbuf_setlen(&para, l - 1);
				wrap(para.buf, base + para_indent,
				     base + para_indent +
					     (para.buf[0] == '-' ||
							      para.buf[0] == '*' ?
						      2 :
						      0));
				mbuf_reset(&para);
				in_para = false;
			}
			if (blank) {
				if (literal_next) {
					verbatim = para_indent;
					literal_next = false;
				}
				if (e)
					putchar('\n');
				goto next;
			}
		}
		if (!in_para && len - ind >= 2 && !strncmp(p + ind, "..", 2) &&
		    (len - ind == 2 || p[ind + 2] == ' ')) {
			/* a comment or directive: keep as is */
			put_safe(p, len, false);
			putchar('\n');
			verbatim = ind;
			goto next;
		}
		if (!in_para) {
			in_para = true;
			para_indent = ind;
		}
		mbuf_add(&para, p + ind, len - ind);
		mbuf_addch(&para, ' ');
next:
		if (!e)
			break;
		p = e + 1;
	}
	if (in_para)
		wrap(para.buf, base + para_indent, base + para_indent);
	mbuf_release(&para);
}

static void render_sections(const struct pcli *c, const struct maint_profile *p)
{
	size_t i, n = maint_profile_nsections(p);

	for (i = 0; i < n; i++) {
		const struct maint_psection *s = maint_profile_section(p, i);
		size_t k, hl;

		if (!section_selected(c, s))
			continue;
		putchar('\n');
		sgr(c, s->level <= 1 ? "1" : "1;3");
		printf("  ");
		puts_safe(s->heading[0] ? s->heading : "(untitled)");
		sgr(c, "0");
		if (s->tmpl != MAINT_TMPL_NONE &&
		    strcasecmp(s->heading, maint_tmpl_name(s->tmpl)))
			printf("  [%s]", maint_tmpl_name(s->tmpl));
		cli_fprintf_safe(stdout, 0, "  (%s:%u-%u)",
				 maint_profile_name(p), s->line, s->end_line);
		putchar('\n');
		hl = mnt_utf8_len(s->heading, strlen(s->heading));
		printf("  ");
		for (k = 0; k < (hl ? hl : 10); k++)
			putchar(s->level == 0 ? '=' : s->level == 1 ? '-' : '~');
		putchar('\n');
		render_body(s->body, 2);
	}
}

static void print_fact_value(const struct pcli *c, const struct maint_fact *f)
{
	sgr(c, "1");
	puts_safe(f->value);
	sgr(c, "0");
	if (f->url) {
		printf(" <");
		put_link(c, f->url);
		printf(">");
	}
	if (f->level)
		printf(" (%s)", f->level);
	{
		struct mbuf x = MBUF_INIT;

		cli_fact_extra(&x, f);
		puts_safe(x.buf);
		mbuf_release(&x);
	}
	cli_fprintf_safe(stdout, 0, "  [%s:%u]", f->file, f->line);
	putchar('\n');
}

static void render_facts(const struct pcli *c, const struct maint_profile *p)
{
	int k;

	printf("  facts:\n");
	for (k = 0; k < MAINT_FACT_NKINDS; k++) {
		size_t i, n = maint_profile_nfacts(p), shown = 0;

		/* no space before a line break: "label:" alone ends a line */
		printf("    %s:",
		       maint_fact_kind_label((enum maint_fact_kind)k));
		for (i = 0; i < n; i++) {
			const struct maint_fact *f = maint_profile_fact(p, i);

			if (f->kind != (enum maint_fact_kind)k)
				continue;
			if (shown++)
				printf("      ");
			else if (maint_fact_kind_multi(f->kind))
				printf("\n      ");
			else
				putchar(' ');
			print_fact_value(c, f);
		}
		if (!shown) {
			putchar(' ');
			sgr(c, "2");
			printf("not stated");
			sgr(c, "0");
			putchar('\n');
		}
	}
}

/* The rule set's entry of rule r (overridden, inherited), or NULL. */
static const struct maint_rset_rule *rset_entry(const struct pcli *c,
						const struct maint_rule *r)
{
	for (size_t i = 0; c->rs && i < maint_rset_nrules(c->rs); i++)
		if (maint_rset_rule(c->rs, i)->rule == r)
			return maint_rset_rule(c->rs, i);
	return NULL;
}

/* "maintainer-kvm-x86.rst:87": a rule's place, its file's last part */
static void rule_place(const struct maint_rule *r)
{
	const char *b = strrchr(r->file, '/');

	cli_fprintf_safe(stdout, 0, "%s:%u", b ? b + 1 : r->file, r->line);
}

static void render_rule(const struct pcli *c, const struct maint_rule *r)
{
	const struct maint_rset_rule *e = rset_entry(c, r);
	struct mbuf mb = MBUF_INIT;

	mbuf_addf(&mb, "[%s] %s", maint_strength_name(r->strength), r->text);
	if (r->to != MAINT_TO_CONTRIBUTOR)
		mbuf_addf(&mb, " (%s's practice, not advice)",
			  maint_addressee_name(r->to));
	wrap(mb.buf, 6, 8);
	mbuf_release(&mb);
	if (r->when)
		wrap_when(r->when, 8);
	printf("%*s[", 8, "");
	cli_fprintf_safe(stdout, 0, "%s:%u", r->file, r->line);
	if (r->tldr_line)
		printf(", tl;dr %u", r->tldr_line);
	printf("]");
	if (e && e->overridden_by) {
		printf(" overridden by ");
		rule_place(e->overridden_by);
	}
	putchar('\n');
}

/* Every rule of a profile, by kind, each with its file:line. */
static void render_rules(const struct pcli *c, const struct maint_profile *p,
			 size_t scope_doc)
{
	size_t n = maint_profile_nrules(p), shown = 0;
	const char *note = maint_profile_rules_note(p);

	printf("  rules:");
	if (note) {
		printf(" (");
		puts_safe(note);
		printf(")");
	}
	putchar('\n');
	for (int k = 0; k < MAINT_RULE_NKINDS; k++) {
		bool head = false;

		for (size_t i = 0; i < n; i++) {
			const struct maint_rule *r = maint_profile_rule(p, i);
			const struct maint_rset_rule *e = rset_entry(c, r);

			if (r->kind != (enum maint_rule_kind)k ||
			    r->strength == MAINT_STRENGTH_NONE)
				continue;
			/* a followed document: the rules it is followed for */
			if (scope_doc != (size_t)-1 && !e)
				continue;
			if (!head) {
				printf("    %s:\n",
				       maint_rule_kind_label(
					       (enum maint_rule_kind)k));
				head = true;
			}
			render_rule(c, r);
			shown++;
		}
	}
	if (!shown)
		printf("    none read\n");
}

static void render_from(const struct maint_db *db,
			const struct maint_ptarget_match *m)
{
	const struct maint_section *s = maint_db_section(db, m->section);
	const struct maint_item *hdr = maint_db_item(db, s->header);

	cli_fprintf_safe(stdout, CLI_SAFE_TAB_SPACE, "  from: %s (%s:%u)",
			 maint_section_name(db, m->section), hdr->file,
			 hdr->line);
	if (*m->file)
		cli_fprintf_safe(stdout, CLI_SAFE_TAB_SPACE, " for %s", m->file);
	else
		printf(" by keyword");
	putchar('\n');
}

static void render_target(const struct pcli *c, const struct maint_ptarget *t)
{
	const struct maint_profile *prof = maint_ptarget_profile(t);
	const struct maint_item *item = maint_ptarget_item(t);
	enum maint_pkind kind = maint_ptarget_kind(t);
	const char *error = maint_ptarget_error(t);
	int err = maint_ptarget_err(t);
	unsigned int tl = 0;
	size_t i;
	const char *title;

	sgr(c, "1");
	printf("P: ");
	sgr(c, "0");
	if (kind == MAINT_P_URI) {
		struct mbuf x = MBUF_INIT;

		put_link(c, maint_ptarget_value(t));
		if (prof) {
			cli_fetched(&x, maint_profile_fetched(prof));
			cli_fprintf_safe(stdout, CLI_SAFE_NL, "  (%s)\n",
					 x.buf);
		} else if (maint_ptarget_not_fetched(t)) {
			printf("  (not fetched: run with --fetch)\n");
		} else if (err) {
			cli_fprintf_safe(stdout, CLI_SAFE_NL, "  (%s)\n",
					 error ? error : strerror(-err));
		} else {
			printf("  (link)\n");
		}
		mbuf_release(&x);
	} else {
		puts_safe(maint_ptarget_value(t));
		if (kind == MAINT_P_PERSON)
			printf("  (obsolete P: person line, not a profile)\n");
		else if (kind == MAINT_P_BADURI)
			printf("  (malformed URI)\n");
		else if (err)
			cli_fprintf_safe(stdout, CLI_SAFE_NL, "  (%s)\n",
					 error ? error : strerror(-err));
		else
			putchar('\n');
	}
	if (item) {
		cli_fprintf_safe(stdout, 0, "  named at %s:%u", item->file,
				 item->line);
		putchar('\n');
	}
	for (i = 0; i < maint_ptarget_nfrom(t); i++)
		render_from(c->db, maint_ptarget_from(t, i));
	if (!prof)
		return;
	title = maint_profile_title(prof, &tl);
	if (title) {
		printf("  title: ");
		puts_safe(title);
		putchar('\n');
	}
	render_facts(c, prof);
	if (!c->brief)
		render_rules(c, prof, (size_t)-1);
	if (c->text)
		render_sections(c, prof);
}

/* A JSON document of the library's (NULL: out of memory) on stdout. */
static int put_json(struct pcli *c, char *out, size_t len)
{
	int ret = 0;

	if (!out || mbuf_failed(&c->cli.diags))
		ret = cli_fail(&c->cli, EXIT_SYSTEM, "out of memory");
	else
		fwrite(out, 1, len, stdout);
	free(out);
	return ret;
}

/* The answer of show and of the query, for maint_profile_*_json() */
static struct maint_profile_doc profile_doc(struct pcli *c,
					    const struct maint_ptargets *ts)
{
	struct maint_profile_doc d = MAINT_PROFILE_DOC_INIT;

	d.targets = ts;
	d.db = c->db;
	d.rset = c->rs;
	d.text = c->text;
	d.section = c->section;
	d.diagnostics = cli_diags_json(&c->cli);
	return d;
}

/* The rule set and what comes first */

static void render_relations(const struct maint_rset *rs)
{
	size_t nd = maint_rset_ndocs(rs), nown = 0, nover = 0;

	for (size_t i = 0; i < nd; i++)
		nown += maint_rset_doc(rs, i)->own;
	for (size_t i = 0; i < maint_rset_nrules(rs); i++)
		nover += maint_rset_rule(rs, i)->overridden_by != NULL;
	if (nown < 2 && nd == nown && !maint_rset_nrefs(rs))
		return;
	printf(nown > 1 ? "profiles, the most specific section's first:\n" :
			  "profile:\n");
	for (size_t i = 0; i < nd; i++) {
		const struct maint_rset_doc *d = maint_rset_doc(rs, i);

		if (!d->own)
			continue;
		printf("  %zu. ", d->rank + 1);
		puts_safe(d->value);
		if (d->rank && nover)
			printf("  (where a more specific profile says otherwise, overridden)");
		putchar('\n');
	}
	for (size_t i = 0; i < nd; i++) {
		const struct maint_rset_doc *d = maint_rset_doc(rs, i);

		if (!d->followed_by)
			continue;
		printf("  followed: ");
		puts_safe(d->value);
		if (d->scope != (size_t)-1)
			cli_fprintf_safe(stdout, 0, ", section \"%s\"",
					 maint_profile_section(d->prof,
							       d->scope)
						 ->heading);
		printf("  [");
		rule_place(d->followed_by);
		printf("]%s\n", d->own ? "" : " (its rules are read here)");
	}
	for (size_t i = 0; i < maint_rset_nrefs(rs); i++) {
		const struct maint_rule *r = maint_rset_ref(rs, i)->rule;

		printf("  also follow (not read here): ");
		puts_safe(r->refers);
		printf("  [");
		rule_place(r);
		printf("]\n");
	}
	putchar('\n');
}

/* --change fix|feature, or from the patches: fixes carry Fixes: */
static enum maint_change change_of(const char *arg)
{
	if (arg && !strcmp(arg, "fix"))
		return MAINT_CHANGE_FIX;
	if (arg && !strcmp(arg, "feature"))
		return MAINT_CHANGE_FEATURE;
	return MAINT_CHANGE_ANY;
}

/* maint profile [PATCH...] / -f FILE... */

static const char *const query_usage =
	"maint profile [--mpath PATH] [--brief | --rules | --full | --section NAME] [--change fix|feature] [--rc N|--merge-window] [--json] [--[no-]color] [--fetch [--timeout S]] <patch>...\n"
	"   or: maint profile -f <file>...\n"
	"   or: maint profile (list|show|check|new|help) ...";

static int do_query(int argc, char **argv)
{
	struct pcli c = { 0 };
	struct maint_db *db = NULL;
	struct maint_ptargets_opts to = { .level = MAINT_ERROR, .urls = true };
	struct maint_ptargets *ts = NULL;
	struct maint_rset *rs = NULL;
	struct maint_brief *brief = NULL;
	const struct maint_cycle *cy = NULL;
	char *dash[] = { "-" };
	size_t i;
	int n, ret, tags_err = 0;
	struct opt opts[] = {
		OPT_SET("f|file", &c.from_filename,
			"arguments are files, not patches"),
		OPT_STR("section", &c.section, "NAME",
			"show only this profile section"),
		OPT_SET("brief", &c.brief,
			"what comes first and the facts (the default)"),
		OPT_SET("rules", &c.rules,
			"every rule of the profiles as well, by kind"),
		OPT_SET("full", &c.full,
			"every rule and the profiles' text, section by section"),
		OPT_STR("change", &c.change, "KIND",
			"fix or feature: only what applies to that kind"),
		CLI_OPTS_CYCLE(&c.cyc),
		FETCH_OPTS(c),
		COMMON_OPTS(c),
		OPT_TABLE_END,
	};

	cli_init(&c.cli, "profile");
	n = parse_opts(&c, opts, argc, argv, query_usage);
	if (n == -2)
		return EXIT_OK;
	if (n < 0)
		return EXIT_USAGE;
	if (c.brief && (c.full || c.section || c.rules))
		return cli_fail(
			&c.cli, EXIT_USAGE,
			"--brief goes with none of --rules, --full, --section");
	/* every rule is hundreds of lines: only when asked */
	c.brief = !c.rules && !c.full;
	/* a whole profile is hundreds of lines: the text only when asked */
	c.text = c.full || c.section;
	if (c.change && strcmp(c.change, "fix") && strcmp(c.change, "feature"))
		return cli_fail(&c.cli, EXIT_USAGE,
				"--change must be fix or feature");
	if (cli_cycle_check(&c.cli, &c.cyc))
		return EXIT_USAGE;
	if (!n && c.from_filename)
		return cli_fail(&c.cli, EXIT_USAGE, "-f needs at least one file");
	if (!n && isatty(0))
		return cli_fail(&c.cli, EXIT_USAGE,
			   "missing patch or -f file; see 'maint profile --help'");
	c.cli.load.path = c.mpath;
	ret = cli_db(&c.cli);
	db = c.cli.db;
	if (ret)
		goto out;
	c.db = db;
	to.fetch = c.fetch;
	to.timeout_ms = cli_fetch_timeout(c.timeout) * 1000;
	if (maint_ptargets_new(&ts, &to, &c.cli.sink)) {
		ret = cli_fail(&c.cli, EXIT_SYSTEM, "out of memory");
		goto out;
	}
	ret = cli_profile_query(&c.cli, db, n ? n : 1, n ? argv + 1 : dash,
				c.from_filename, ts);
	if (ret)
		goto out;
	/* the profiles in relation, and what comes first */
	rs = cli_rset_new(db, ts, ".", &c.cli.sink);
	c.rs = rs;
	ret = cli_cycle_read(&c.cli, &c.cyc, ".", maint_date_today(), &cy,
			     &tags_err);
	if (ret)
		goto out;
	if (rs && maint_brief_new(&brief, rs, cy, change_of(c.change))) {
		ret = cli_fail(&c.cli, EXIT_SYSTEM, "out of memory");
		goto out;
	}
	if (c.cli.json) {
		struct maint_profile_doc d = profile_doc(&c, ts);
		size_t len = 0;
		char *doc = maint_profile_query_json(&d, brief, &len);

		ret = put_json(&c, doc, len);
	} else {
		if (!maint_ptargets_count(ts))
			printf("no profile applies (no matching section has a P: line)\n");
		if (rs)
			render_relations(rs);
		if (brief)
			cli_brief_print(brief, c.cli.color, WRAP);
		for (i = 0; i < maint_ptargets_count(ts); i++) {
			if (i)
				putchar('\n');
			render_target(&c, maint_ptargets_at(ts, i));
		}
		ret = 0;
	}
	if (!ret && maint_ptargets_nfetch_failed(ts))
		ret = 1;
out:
	maint_brief_free(brief);
	maint_cycle_free(cy);
	maint_rset_free(rs);
	cli_release(&c.cli);
	maint_ptargets_free(ts);
	return ret;
}

/* maint profile list */

static int cmd_list(int argc, char **argv)
{
	struct pcli c = { 0 };
	struct maint_db *db = NULL;
	size_t i, n;
	int ret;
	struct opt opts[] = { COMMON_OPTS(c), OPT_TABLE_END };

	cli_init(&c.cli, "profile list");
	ret = parse_opts(&c, opts, argc, argv,
			 "maint profile list [--mpath PATH] [--json]");
	if (ret == -2)
		return EXIT_OK;
	if (ret < 0)
		return EXIT_USAGE;
	if (ret > 0)
		return cli_fail(&c.cli, EXIT_USAGE, "unexpected argument '%s'", argv[1]);
	c.cli.load.path = c.mpath;
	ret = cli_db(&c.cli);
	db = c.cli.db;
	if (ret)
		return ret;
	if (c.cli.json) {
		size_t len = 0;
		char *doc = maint_profile_list_json(
			db, ".", cli_diags_json(&c.cli), &len);

		ret = put_json(&c, doc, len);
		cli_release(&c.cli);
		return ret;
	}
	n = maint_db_nitems(db);
	for (i = 0; i < n; i++) {
		const struct maint_item *it = maint_db_item(db, i);
		size_t s = maint_db_section_of(db, i);
		enum maint_pkind pk, kind;
		const char *state;

		if (it->type != 'P')
			continue;
		pk = maint_pkind_classify(it->value, strlen(it->value), ".");
		kind = maint_pkind_group(pk);
		state = maint_pkind_state(pk);
		cli_fprintf_safe(stdout, 0, "%s:%u", it->file, it->line);
		putchar('\t');
		puts_safe(s != (size_t)-1 ? maint_section_name(db, s) : "");
		printf("\t%s\t", maint_pkind_name(kind));
		puts_safe(it->value);
		if (kind == MAINT_P_FILE)
			printf("\t%s", state);
		putchar('\n');
	}
	ret = 0;
	cli_release(&c.cli);
	return ret;
}

/* maint profile show PATH-OR-SECTION */

static int cmd_show(int argc, char **argv)
{
	struct pcli c = { 0 };
	struct maint_db *db = NULL;
	struct maint_ptargets_opts to = { .level = MAINT_ERROR, .urls = true };
	struct maint_ptargets *ts = NULL;
	struct stat st;
	size_t i;
	int n, ret = 0;
	struct opt opts[] = {
		OPT_STR("section", &c.section, "NAME",
			"show only this profile section"),
		OPT_SET("brief", &c.brief, "facts only"),
		FETCH_OPTS(c),
		COMMON_OPTS(c),
		OPT_TABLE_END,
	};

	cli_init(&c.cli, "profile show");
	n = parse_opts(&c, opts, argc, argv,
		       "maint profile show [--section NAME] [--brief] [--json] [--fetch [--timeout S]] <path|url|section>");
	if (n == -2)
		return EXIT_OK;
	if (n < 0)
		return EXIT_USAGE;
	c.text = !c.brief;
	to.fetch = c.fetch;
	to.timeout_ms = cli_fetch_timeout(c.timeout) * 1000;
	if (n != 1)
		return cli_fail(&c.cli, EXIT_USAGE, "need one profile path or section name");
	if (maint_ptargets_new(&ts, &to, &c.cli.sink))
		return cli_fail(&c.cli, EXIT_SYSTEM, "out of memory");
	if (maint_pkind_of(argv[1]) == MAINT_P_URI) {
		struct maint_ptarget *t;
		bool created;

		t = maint_ptargets_get(ts, argv[1], NULL, &created);
		if (!t) {
			ret = cli_fail(&c.cli, EXIT_SYSTEM, "out of memory");
			goto out;
		}
		maint_ptargets_open(ts, t);
	} else if (stat(argv[1], &st) == 0 && !S_ISDIR(st.st_mode)) {
		struct maint_ptarget *t;
		bool created;

		t = maint_ptargets_get(ts, argv[1], NULL, &created);
		if (!t) {
			ret = cli_fail(&c.cli, EXIT_SYSTEM, "out of memory");
			goto out;
		}
		maint_ptargets_load_file(ts, t, argv[1]);
	} else {
		size_t s, k, ns;

		c.cli.load.path = c.mpath;
		ret = cli_db(&c.cli);
		db = c.cli.db;
		if (ret)
			goto out;
		s = maint_db_find_section(db, argv[1]);
		ns = maint_db_nsections(db);
		for (k = 0; s == (size_t)-1 && k < ns; k++)
			if (!strcasecmp(maint_section_name(db, k), argv[1]))
				s = k;
		if (s == (size_t)-1) {
			ret = cli_fail(&c.cli, EXIT_BADINPUT,
				  "'%s' is neither a file nor a MAINTAINERS section",
				  argv[1]);
			goto out;
		}
		if (maint_ptargets_add_section(ts, db, s, NULL)) {
			ret = cli_fail(&c.cli, EXIT_SYSTEM, "out of memory");
			goto out;
		}
		if (!maint_ptargets_count(ts) && !c.cli.json)
			cli_fprintf_safe(stdout, CLI_SAFE_NL,
					 "section '%s' has no P: line\n",
					 maint_section_name(db, s));
	}
	if (c.cli.json) {
		struct maint_profile_doc d = profile_doc(&c, ts);
		size_t len = 0;
		char *doc = maint_profile_show_json(&d, &len);

		ret = put_json(&c, doc, len);
	}
	for (i = 0; !c.cli.json && i < maint_ptargets_count(ts); i++) {
		if (i)
			putchar('\n');
		render_target(&c, maint_ptargets_at(ts, i));
	}
	if (!c.cli.json)
		ret = c.cli.nerrors > maint_ptargets_nfetch_failed(ts) ?
			      EXIT_BADINPUT :
			      EXIT_OK;
	if (!ret && maint_ptargets_nfetch_failed(ts))
		ret = 1;
out:
	cli_release(&c.cli);
	maint_ptargets_free(ts);
	return ret;
}

/* maint profile check */

static bool profile_like(const char *name)
{
	size_t n = strlen(name);

	if (n < 5 || strcmp(name + n - 4, ".rst"))
		return false;
	return !strncmp(name, "maintainer-", 11) ||
	       strstr(name, "-entry-profile") ||
	       !strcmp(name, "maintainer-profile.rst");
}

/* Documentation/ files that look like profiles, sorted walk. */
static int find_profile_docs(const char *dir, struct mbuf *path,
			     char ***out, size_t *n, size_t *alloc, int depth)
{
	struct dirent **ents = NULL;
	int ne, i, ret = 0;
	size_t base = path->len;

	if (depth > 16)
		return 0;
	ne = scandir(dir, &ents, NULL, alphasort);
	if (ne < 0)
		return 0;
	for (i = 0; i < ne; i++) {
		const char *nm = ents[i]->d_name;
		unsigned char ty = ents[i]->d_type;

		if (nm[0] == '.' || ret)
			continue;
		mbuf_setlen(path, base);
		mbuf_addf(path, "/%s", nm);
		if (ty == DT_UNKNOWN) {
			struct stat st;

			if (lstat(path->buf, &st) == 0)
				ty = S_ISDIR(st.st_mode) ? DT_DIR :
				     S_ISREG(st.st_mode) ? DT_REG : DT_UNKNOWN;
		}
		if (ty == DT_DIR) {
			char *sub = strdup(path->buf);

			if (!sub)
				ret = -ENOMEM;
			else
				ret = find_profile_docs(sub, path, out, n,
							alloc, depth + 1);
			free(sub);
		} else if (ty == DT_REG && profile_like(nm)) {
			if (ALLOC_GROW(*out, *n + 1, *alloc))
				ret = -ENOMEM;
			else if (!((*out)[(*n)++] = strdup(path->buf + 2)))
				ret = -ENOMEM;
		}
	}
	for (i = 0; i < ne; i++)
		free(ents[i]);
	free(ents);
	mbuf_setlen(path, base);
	return ret;
}

/*
 * What profile check found: findings as maint check's, each with its
 * check; the library's diagnostics (a profile that cannot be read, a P:
 * line naming nothing readable) become findings of the check in @check.
 */
struct pfindings {
	struct pcli *c;
	struct maint_findings *fs;
	char **files; /* the findings' file names, owned */
	size_t nfiles, files_alloc;
	const char *check; /* the check of the diagnostics that come now */
	int err; /* -ENOMEM */
};

/* A copy of @file kept until the findings are freed ("" for NULL). */
static const char *pf_file(struct pfindings *pf, const char *file)
{
	char *copy;

	if (pf->nfiles && !strcmp(pf->files[pf->nfiles - 1], file ? file : ""))
		return pf->files[pf->nfiles - 1];
	copy = strdup(file ? file : "");
	if (!copy || ALLOC_GROW(pf->files, pf->nfiles + 1, pf->files_alloc)) {
		free(copy);
		return NULL;
	}
	pf->files[pf->nfiles++] = copy;
	return copy;
}

/* One finding (@msg NULL: out of memory). */
static void pf_add(struct pfindings *pf, const char *file, unsigned int line,
		   enum maint_level lvl, const char *check, const char *msg)
{
	const char *f = pf_file(pf, file);

	if (!f || !msg || maint_findings_add(pf->fs, f, line, lvl, check, msg))
		pf->err = -ENOMEM;
}

static void pf_addf(struct pfindings *pf, const char *file, unsigned int line,
		    enum maint_level lvl, const char *check, const char *fmt,
		    ...) __attribute__((format(printf, 6, 7)));

static void pf_addf(struct pfindings *pf, const char *file, unsigned int line,
		    enum maint_level lvl, const char *check, const char *fmt,
		    ...)
{
	struct mbuf m = MBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	mbuf_vaddf(&m, fmt, ap);
	va_end(ap);
	pf_add(pf, file, line, lvl, check, mbuf_failed(&m) ? NULL : m.buf);
	mbuf_release(&m);
}

/* The library's diagnostics, as findings of pf->check */
static void pf_diag(const struct maint_diag *d, void *ctx)
{
	struct pfindings *pf = ctx;

	pf_add(pf, d->file, d->line, d->level, pf->check, d->msg);
}

/* A profile linted: its findings (their file names copied) join. */
static void pf_lint(struct pfindings *pf, const struct maint_profile *p)
{
	struct maint_findings *fs = NULL;
	const struct maint_finding *f;
	size_t i;

	if (maint_profile_lint_findings(p, &fs)) {
		pf->err = -ENOMEM;
		return;
	}
	for (i = 0; (f = maint_findings_at(fs, i)); i++)
		pf_add(pf, f->file, f->line, f->level, f->check, f->message);
	maint_findings_free(fs);
}

static void pf_release(struct pfindings *pf)
{
	maint_findings_free(pf->fs);
	maint_strings_free(pf->files, pf->nfiles);
}

/* The profile files named on the command line, read and linted. */
static void lint_files(struct pfindings *pf, int n, char **files)
{
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(pf_diag, pf);
	int i, ret;

	for (i = 0; i < n; i++) {
		struct maint_profile *p = NULL;

		pf->check = "profile-read";
		ret = maint_profile_load(&p, files[i], files[i], &sink);
		if (ret && ret != -EFBIG && ret != -EINVAL)
			pf_addf(pf, files[i], 0, MAINT_ERROR, "profile-read",
				"cannot read: %s", strerror(-ret));
		if (p)
			pf_lint(pf, p);
		maint_profile_free(p);
	}
}

/* Every P: line of MAINTAINERS: each profile linted once, problems said. */
static int lint_plines(struct pfindings *pf, struct maint_ptargets *ts)
{
	const struct maint_db *db = pf->c->cli.db;
	size_t i;

	for (i = 0; i < maint_db_nitems(db) && !pf->err; i++) {
		const struct maint_item *it = maint_db_item(db, i);
		struct maint_ptarget *t;
		bool created;

		if (it->type != 'P')
			continue;
		pf->check = maint_pkind_of(it->value) == MAINT_P_PERSON ?
				    MAINT_P_PERSON_CHECK :
				    "p-target";
		t = maint_ptargets_get(ts, it->value, it, &created);
		if (!t)
			return cli_fail(&pf->c->cli, EXIT_SYSTEM,
					"out of memory");
		if (created) {
			if (maint_ptarget_profile(t))
				pf_lint(pf, maint_ptarget_profile(t));
		} else if (maint_ptarget_err(t) ||
			   maint_ptarget_kind(t) == MAINT_P_BADURI) {
			pf_addf(pf, it->file, it->line, MAINT_ERROR, "p-target",
				"P: '%s' is not a readable profile", it->value);
		} else if (maint_ptarget_kind(t) == MAINT_P_PERSON) {
			pf_addf(pf, it->file, it->line, MAINT_WARNING,
				MAINT_P_PERSON_CHECK, MAINT_P_PERSON_MESSAGE,
				it->value);
		}
	}
	return 0;
}

/* The profile-like documents of Documentation/ that no P: line names. */
static int unnamed_docs(struct pfindings *pf, const struct maint_ptargets *ts)
{
	struct mbuf path = MBUF_INIT;
	char **docs = NULL;
	size_t ndocs = 0, dalloc = 0, i, k;
	struct stat st;
	int ret = 0;

	mbuf_adds(&path, "./Documentation");
	if (!stat("Documentation", &st) && S_ISDIR(st.st_mode))
		ret = find_profile_docs("./Documentation", &path, &docs,
					&ndocs, &dalloc, 0);
	mbuf_release(&path);
	if (ret)
		ret = cli_fail(&pf->c->cli, EXIT_SYSTEM, "%s", strerror(-ret));
	for (i = 0; i < ndocs && !ret; i++) {
		bool named = false;

		/* the template itself and translations are not profiles */
		if (!strcmp(docs[i],
			    "Documentation/maintainer/maintainer-entry-profile.rst") ||
		    !strncmp(docs[i], "Documentation/translations/", 27))
			continue;
		for (k = 0; k < maint_ptargets_count(ts) && !named; k++)
			if (maint_ptarget_kind(maint_ptargets_at(ts, k)) ==
			    MAINT_P_FILE) {
				const char *v = maint_ptarget_value(
					maint_ptargets_at(ts, k));

				while (!strncmp(v, "./", 2))
					v += 2;
				named = !strcmp(v, docs[i]);
			}
		if (!named)
			pf_addf(pf, docs[i], 0, MAINT_INFO, "unnamed-profile",
				"profile-like document is not named by any P: line");
	}
	for (i = 0; i < ndocs; i++)
		free(docs[i]);
	free(docs);
	return ret;
}

/* maint_findings_filter(): a finding at or above the level in @ctx. */
static bool at_level(const struct maint_finding *f, void *ctx)
{
	return f->level >= *(const enum maint_level *)ctx;
}

static const char *const check_usage =
	"maint profile check [--mpath PATH] [--json] [--color[=auto|always|never] | --no-color] [--level <level>] [<file>...]";

static int cmd_check_profiles(int argc, char **argv)
{
	struct pcli c = { 0 };
	struct pfindings pf = { .c = &c };
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(pf_diag, &pf);
	struct maint_ptargets_opts to = { .level = MAINT_ERROR, .urls = true };
	struct maint_ptargets *ts = NULL;
	const char *color_s = NULL, *level = NULL;
	enum maint_level min = MAINT_INFO;
	bool json = false, no_color = false;
	int n, ret;
	struct opt opts[] = {
		OPT_STR("mpath|maintainer-path", &c.mpath, "PATH",
			"MAINTAINERS file or directory to read"),
		OPT_SET("json", &json,
			"print the findings as JSON (as maint check does)"),
		{ OPT_OPTSTRING, "color", &color_s, "WHEN",
		  "the level words in colour: auto (on a terminal, the default), always, never",
		  NULL },
		OPT_SET("no-color", &no_color, "the same as --color=never"),
		OPT_STR("level", &level, "error|warning|check",
			"report findings of this level and above (check: all)"),
		OPT_TABLE_END,
	};

	ret = cli_options(
		opts, argc, argv, check_usage, NULL,
		"\nFindings as maint check prints them, a check name each, "
		"then a total.\nExit status: 0 no finding at the level, 1 "
		"findings, 2 usage, 3 bad\ninput, 4 system error.\n",
		&n);
	if (ret >= 0)
		return ret;
	cli_init(&c.cli, "profile check");
	pf.fs = maint_findings_alloc();
	if (no_color && !color_s)
		color_s = "never";
	ret = pf.fs ? cli_color_when(&c.cli, color_s) :
		      cli_fail(&c.cli, EXIT_SYSTEM, "out of memory");
	if (!ret)
		ret = cli_level_arg(&c.cli, level, &min);
	if (ret)
		goto out;
	if (n) {
		lint_files(&pf, n, argv + 1);
	} else {
		c.cli.load.path = c.mpath;
		ret = cli_db(&c.cli);
		if (!ret && maint_ptargets_new(&ts, &to, &sink))
			ret = cli_fail(&c.cli, EXIT_SYSTEM, "out of memory");
		if (!ret)
			ret = lint_plines(&pf, ts);
		if (!ret)
			ret = unnamed_docs(&pf, ts);
		if (ret)
			goto out;
	}
	if (pf.err) {
		ret = cli_fail(&c.cli, EXIT_SYSTEM, "out of memory");
		goto out;
	}
	maint_findings_filter(pf.fs, at_level, &min);
	ret = cli_findings_print(&c.cli, pf.fs, json, NULL);
	if (!ret)
		ret = maint_findings_count(pf.fs) ? EXIT_FINDINGS : EXIT_OK;
out:
	pf_release(&pf);
	cli_release(&c.cli);
	maint_ptargets_free(ts);
	return ret;
}

/* maint profile new */

/* The template's guidance, in short, for each section of a new profile. */
static const char *const guidance[MAINT_TMPL_COUNT] = {
	[MAINT_TMPL_OVERVIEW] =
		"How the subsystem operates: patch notifications, patchwork,\n"
		"bots and CI that gate acceptance, the git branches pulled into\n"
		"-next, the branch to submit against, related profiles.",
	[MAINT_TMPL_SUBMIT_CHECKLIST] =
		"Mandatory and advisory criteria beyond the common submit-checklist,\n"
		"e.g. \"pass checkpatch.pl with no errors or warnings; pass the unit\n"
		"tests at $URI\"; the status of hardware specifications required.",
	[MAINT_TMPL_KEY_CYCLE_DATES] =
		"The key dates in -rc weeks: the last -rc for new feature\n"
		"submissions, the last -rc to merge features, and optionally the\n"
		"first -rc at which the baseline branch takes new submissions.",
	[MAINT_TMPL_CODING_STYLE] =
		"Local clarifications of Documentation/process/coding-style.rst.",
	[MAINT_TMPL_REVIEW_CADENCE] =
		"How long to wait before pinging or resubmitting, the preferred\n"
		"way to remind (resend the series, a private reminder), and how\n"
		"review works beyond the maintainer.",
	[MAINT_TMPL_STYLE_CLEANUP] =
		"The policy on pure style-cleanup patches: welcome, only along\n"
		"with other changes, or not welcome.",
};

static char *slug_of(const char *name)
{
	struct mbuf mb = MBUF_INIT;
	const char *p;

	for (p = name; *p && mb.len < 48; p++) {
		if (isalnum((unsigned char)*p))
			mbuf_addch(&mb, (char)tolower((unsigned char)*p));
		else if (mb.len && mb.buf[mb.len - 1] != '-')
			mbuf_addch(&mb, '-');
	}
	while (mb.len && mb.buf[mb.len - 1] == '-')
		mbuf_setlen(&mb, mb.len - 1);
	if (!mb.len)
		mbuf_adds(&mb, "subsystem");
	return mbuf_failed(&mb) ? NULL : mbuf_detach(&mb, NULL);
}

static void underline(struct mbuf *mb, char ch, size_t n)
{
	while (n--)
		mbuf_addch(mb, ch);
	mbuf_addch(mb, '\n');
}

static char *new_profile_text(const char *section)
{
	struct mbuf mb = MBUF_INIT;
	struct mbuf title = MBUF_INIT;
	int t;

	mbuf_adds(&title, section);
	mbuf_adds(&title, " Maintainer Entry Profile");
	mbuf_adds(&mb, ".. SPDX-License-Identifier: GPL-2.0\n\n");
	mbuf_adds(&mb, title.buf);
	mbuf_addch(&mb, '\n');
	underline(&mb, '=', mnt_utf8_len(title.buf, title.len));
	for (t = MAINT_TMPL_OVERVIEW; t < MAINT_TMPL_COUNT; t++) {
		const char *h = maint_tmpl_name((enum maint_tmpl)t);
		const char *g = guidance[t];

		mbuf_addf(&mb, "\n%s\n", h);
		underline(&mb, '-', strlen(h));
		mbuf_adds(&mb, "..\n   ");
		for (; *g; g++) {
			mbuf_addch(&mb, *g);
			if (*g == '\n')
				mbuf_adds(&mb, "   ");
		}
		mbuf_addch(&mb, '\n');
	}
	mbuf_release(&title);
	return mbuf_failed(&mb) ? NULL : mbuf_detach(&mb, NULL);
}

/*
 * Where profile new writes: --path or the slug's default, a path inside
 * the tree whose directory exists.  0 or an exit status (printed).
 */
static int new_profile_path(struct pcli *pc, const char *section,
			    char **out)
{
	struct cli *c = &pc->cli;
	char *slug = NULL, *path = NULL, *dir = NULL, *rdir = NULL;
	int ret;

	if (pc->path) {
		path = strdup(pc->path);
	} else {
		struct mbuf nm = MBUF_INIT;

		slug = slug_of(section);
		if (slug) {
			mbuf_addf(&nm, "Documentation/process/maintainer-%s.rst",
				  slug);
			path = mbuf_failed(&nm) ? NULL : mbuf_detach(&nm, NULL);
		}
		mbuf_release(&nm);
		free(slug);
	}
	if (!path)
		return cli_fail(c, EXIT_SYSTEM, "out of memory");
	if (maint_pkind_of(path) != MAINT_P_FILE || strstr(path, "/../") ||
	    !strncmp(path, "../", 3) || path[0] == '/') {
		ret = cli_fail(c, EXIT_USAGE, "'%s' is not a path inside the tree",
			       path);
		goto out;
	}
	/* the directory must exist inside the tree */
	dir = cli_dirname(path);
	if (!dir) {
		ret = cli_fail(c, EXIT_SYSTEM, "out of memory");
		goto out;
	}
	ret = strcmp(dir, ".") ? maint_profile_resolve(".", dir, &rdir) : 0;
	if (ret) {
		ret = cli_fail(c, EXIT_BADINPUT, "cannot use directory '%s': %s",
			       dir,
			       ret == -EXDEV ? "outside the tree" :
					       strerror(-ret));
		goto out;
	}
	*out = path;
	path = NULL;
out:
	free(path);
	free(dir);
	free(rdir);
	return ret;
}

/*
 * The section named name (*s), which must have no P: line yet, and the
 * last of its items that goes before P: (*after; NULL: the header).
 */
static int new_section(struct pcli *c, const char *name, size_t *s,
		       const struct maint_item **after)
{
	const struct maint_db *db = c->cli.db;
	const struct maint_section *sec;
	size_t k;

	*s = maint_db_find_section(db, name);
	if (*s == (size_t)-1)
		return cli_fail(&c->cli, EXIT_BADINPUT,
				"no MAINTAINERS section '%s'", name);
	sec = maint_db_section(db, *s);
	*after = NULL;
	for (k = sec->first; k < sec->end; k++) {
		const struct maint_item *it = maint_db_item(db, k);

		if (it->type == 'P')
			return cli_fail(&c->cli, EXIT_BADINPUT,
					"section '%s' already has P:\t%s (%s:%u)",
					name, it->value, it->file, it->line);
		if (maint_tag_rank(it->type) < maint_tag_rank('P'))
			*after = it;
	}
	return 0;
}

/*
 * Write the new profile text at path (never over a file), then "P:\tPATH"
 * into the MAINTAINERS file of hdr after line at_line; when that fails,
 * the profile is removed again.
 */
static int write_profile(struct pcli *c, const char *path, const char *text,
			 const struct maint_item *hdr, unsigned int at_line)
{
	char *mbuf_in = NULL, *edited = NULL;
	struct mbuf nm = MBUF_INIT;
	struct maint_text mt;
	size_t elen = 0;
	int ret;

	/* read MAINTAINERS before writing anything (a file of a directory
	 * --mpath has a lock of its own) */
	if (strcmp(hdr->file, c->mpath ? c->mpath : "MAINTAINERS") &&
	    (ret = cli_lock_rewrite(&c->cli, hdr->file)))
		return ret;
	ret = cli_read_text(&c->cli, hdr->file, &mt, &mbuf_in);
	if (ret)
		return ret;
	ret = mnt_write_atomic(path, text, strlen(text), MNT_WRITE_EXCL);
	if (ret) {
		ret = cli_fail(&c->cli, ret == -EEXIST ? EXIT_BADINPUT : EXIT_SYSTEM,
			  "cannot write '%s': %s", path,
			  ret == -EEXIST ? "a file is already there (not overwritten)" :
					   strerror(-ret));
		goto out;
	}
	mbuf_addf(&nm, "P:\t%s", path);
	ret = mbuf_failed(&nm) ? -ENOMEM :
				 maint_insert_line(&mt, at_line, nm.buf, &edited,
						   &elen);
	if (!ret)
		ret = mnt_write_atomic(hdr->file, edited, elen, 0);
	if (ret) {
		unlink(path);
		ret = cli_fail(&c->cli, cli_errno_status(ret),
			       "cannot write '%s': %s", hdr->file,
			       strerror(-ret));
	}
out:
	free(mbuf_in);
	free(edited);
	mbuf_release(&nm);
	return ret;
}

static int cmd_new(int argc, char **argv)
{
	struct pcli c = { 0 };
	char *path = NULL, *text = NULL;
	const struct maint_item *hdr, *after = NULL;
	size_t s;
	unsigned int at_line;
	int n, ret;
	struct opt opts[] = {
		OPT_STR("path", &c.path, "PATH",
			"where to write the profile (default: Documentation/process/maintainer-<slug>.rst)"),
		OPT_STR("mpath|maintainer-path", &c.mpath, "PATH",
			"MAINTAINERS file to edit"),
		OPT_TABLE_END,
	};

	cli_init(&c.cli, "profile new");
	n = parse_opts(&c, opts, argc, argv,
		       "maint profile new [--path PATH] [--mpath FILE] <section name>");
	if (n == -2)
		return EXIT_OK;
	if (n < 0)
		return EXIT_USAGE;
	if (n != 1)
		return cli_fail(&c.cli, EXIT_USAGE, "need one MAINTAINERS section name");
	/* the writer's lock, from reading MAINTAINERS to the rename */
	ret = cli_lock_rewrite(&c.cli, c.mpath ? c.mpath : "MAINTAINERS");
	if (ret)
		return ret;
	c.cli.load.path = c.mpath;
	ret = cli_db(&c.cli);
	if (ret)
		return ret;
	ret = new_section(&c, argv[1], &s, &after);
	if (!ret)
		ret = new_profile_path(&c, argv[1], &path);
	if (ret)
		goto out;
	text = new_profile_text(maint_section_name(c.cli.db, s));
	if (!text) {
		ret = cli_fail(&c.cli, EXIT_SYSTEM, "out of memory");
		goto out;
	}
	/* "P:\tPATH" goes after the last M R L S W Q B C line */
	hdr = maint_db_item(c.cli.db, maint_db_section(c.cli.db, s)->header);
	at_line = after ? after->line : hdr->line;
	ret = write_profile(&c, path, text, hdr, at_line);
	if (ret)
		goto out;
	cli_fprintf_safe(stdout, CLI_SAFE_NL | CLI_SAFE_TAB,
			 "wrote %s\nadded P:\t%s to '%s' (%s:%u)\n", path, path,
			 maint_section_name(c.cli.db, s), hdr->file,
			 at_line + 1);
out:
	free(path);
	free(text);
	cli_release(&c.cli);
	return ret;
}

/* The sub-subcommands (the runner's, cli_run()) */

static int cmd_help(int argc, char **argv);

const struct cli_cmd cmd_profile_sub[] = {
	{ "list", cmd_list, "every P: line of MAINTAINERS and its kind", 0,
	  NULL },
	{ "show", cmd_show, "one profile, by path or MAINTAINERS section", 0,
	  NULL },
	{ "check", cmd_check_profiles, "lint the profiles P: lines name", 0,
	  NULL },
	{ "new", cmd_new, "write a profile for a section from the template",
	  0, NULL },
	{ "help", cmd_help, "this help", 0, NULL },
	{ NULL, NULL, NULL, 0, NULL },
};

static int cmd_help(int argc, char **argv)
{
	printf("usage: %s\n\n", query_usage);
	printf("With patches (or -f files): the profiles of the sections that\n"
	       "maint get matches, their facts and their text.\n\nCommands:\n");
	cli_cmd_list(stdout, cmd_profile_sub, ARRAY_SIZE(cmd_profile_sub), 6);
	return EXIT_OK;
}

/* maint profile PATCH...: not a sub-subcommand, the query */
int cmd_profile(int argc, char **argv)
{
	return do_query(argc, argv);
}
