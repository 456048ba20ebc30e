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
#include "clidiag.h"
#include "fsutil.h"
#include "maint.h"
#include "mbuf.h"
#include "facts.h"
#include "opt.h"
#include "util.h"

#define MAX_PATCH_SIZE ((size_t)256 << 20)
#define WRAP 78

struct pcli {
	const char *sub; /* "profile", "profile list", ... */
	const char *mpath, *section, *path;
	bool from_filename, brief, json, color, color_given, help;
	bool fetch; /* --fetch: URL profiles may be fetched */
	const char *timeout; /* --timeout S */
	size_t nfetch_failed; /* URL profiles that could not be fetched */
	bool tty;
	bool diag_stdout; /* check: the findings are the output */
	struct mbuf diags; /* JSON diagnostics */
	size_t ndiags, nerrors;
};

/* Output helpers */

/* Write s with control characters escaped (\n kept when keep_nl). */
static void put_safe(const char *s, size_t len, bool keep_nl)
{
	size_t i;

	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '\n' && keep_nl)
			putchar('\n');
		else if (c == '\t')
			putchar(' ');
		else if (c < 0x20 || c == 0x7f)
			printf("\\x%02x", c);
		else
			putchar(c);
	}
}

static void puts_safe(const char *s)
{
	put_safe(s, strlen(s), false);
}


static void sgr(const struct pcli *c, const char *code)
{
	if (c->color)
		printf("\033[%sm", code);
}

static void put_link(const struct pcli *c, const char *uri)
{
	if (c->color) {
		/* OSC 8 hyperlink; the URI is printed as text too */
		printf("\033]8;;");
		puts_safe(uri);
		printf("\033\\");
	}
	sgr(c, "4;36");
	puts_safe(uri);
	sgr(c, "0");
	if (c->color)
		printf("\033]8;;\033\\");
}


static void diag_cb(const struct maint_diag *d, void *ctx)
{
	struct pcli *c = ctx;

	if (d->level == MAINT_ERROR)
		c->nerrors++;
	if (c->json)
		cli_diag_json(&c->diags, &c->ndiags, d);
	else
		cli_diag_fprint(c->diag_stdout ? stdout : stderr, c->sub, d);
}

static void report(struct pcli *c, const char *file, unsigned int line,
		   enum maint_level lvl, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

static void report(struct pcli *c, const char *file, unsigned int line,
		   enum maint_level lvl, const char *fmt, ...)
{
	struct maint_diag d = { file, line, lvl, NULL, 0 };
	char msg[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	d.msg = msg;
	diag_cb(&d, c);
}

static int die(const struct pcli *c, int status, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int die(const struct pcli *c, int status, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s %s: ", maint_progname, c->sub);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return status;
}

static int parse_opts(struct pcli *c, const struct opt *opts, int argc,
		      char **argv, const char *usage)
{
	int n = opt_parse(opts, argc, argv, stderr);

	if (n < 0) {
		fprintf(stderr, "usage: %s\n", usage);
		return -1;
	}
	if (c->help) {
		printf("usage: %s\n\n", usage);
		opt_help(opts, stdout);
		return -2;
	}
	if (cli_fetch_timeout(c->timeout) < 0) {
		fprintf(stderr, "%s %s: --timeout must be 1 to 300 seconds\n",
			maint_progname, c->sub);
		return -1;
	}
	c->tty = isatty(1);
	if (!c->color_given)
		c->color = c->tty && !getenv("NO_COLOR");
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
		OPT_SET("json", &(c).json, "print JSON"),                    \
		{ OPT_BOOL, "color", &(c).color, NULL,                       \
		  "colour (default: when stdout is a terminal)",             \
		  &(c).color_given },                                        \
		OPT_SET("h|help", &(c).help, "show this help")

static int load_db(struct pcli *c, struct maint_db **db)
{
	struct maint_load_opts lo = { 0 };
	struct maint_diag_sink sink = { diag_cb, c };
	int ret;

	lo.path = c->mpath;
	ret = maint_db_load(db, &lo, &sink);
	if (ret == -MAINT_E_NOTFOUND)
		return die(c, EXIT_BADINPUT, "cannot open '%s': %s",
			   c->mpath ? c->mpath : "MAINTAINERS",
			   strerror(ENOENT));
	if (ret == -MAINT_E_NOFILES)
		return die(c, EXIT_BADINPUT, "no MAINTAINERS files in '%s'",
			   c->mpath);
	if (ret)
		return die(c, ret == -ENOMEM ? EXIT_SYSTEM : EXIT_BADINPUT,
			   "cannot read '%s': %s",
			   maint_db_last_failed_file(), strerror(-ret));
	return 0;
}

/* A P: target, resolved and (for files) parsed. */
struct target {
	const char *value;
	const struct maint_item *item; /* the first P: naming it */
	enum maint_pkind kind;
	char *path; /* resolved file */
	struct maint_profile *prof;
	int err; /* resolving or reading it failed */
	bool exists;
	bool not_fetched; /* a URL, neither fetched nor cached */
	/* what brought it in (query mode) */
	struct mbuf from, from_json;
	size_t nfrom;
};

static void target_open(struct pcli *c, struct target *t)
{
	struct maint_diag_sink sink = { diag_cb, c };
	const char *mf = t->item ? t->item->file : NULL;
	unsigned int ml = t->item ? t->item->line : 0;
	struct stat st;
	int ret;

	t->kind = maint_p_kind(t->value);
	if (t->kind == MAINT_P_URI) {
		struct maint_fetch_opts fo = { .fetch = c->fetch };
		size_t before = c->nerrors;

		fo.timeout_ms = cli_fetch_timeout(c->timeout) * 1000;
		ret = maint_profile_url(&t->prof, t->value, &fo, &sink);
		t->not_fetched = ret == -ENOENT;
		if (ret && !t->not_fetched) {
			t->err = ret;
			c->nfetch_failed++;
			if (c->nerrors == before)
				report(c, t->value, 0, MAINT_ERROR,
				       "cannot read: %s", strerror(-ret));
		}
		return;
	}
	if (t->kind == MAINT_P_BADURI) {
		report(c, mf, ml, MAINT_ERROR, "P: '%s' is not a valid http(s) URI",
		       t->value);
		return;
	}
	if (t->kind == MAINT_P_PERSON) {
		report(c, mf, ml, MAINT_WARNING,
		       "obsolete P: person line '%s' (P: names a profile since 2019; use M:)",
		       t->value);
		return;
	}
	ret = maint_profile_resolve(".", t->value, &t->path);
	if (ret) {
		t->err = ret;
		if (ret == -EXDEV)
			report(c, mf, ml, MAINT_ERROR,
			       "P: '%s' leads outside the tree", t->value);
		else
			report(c, mf, ml, MAINT_ERROR, "P: '%s': %s",
			       t->value,
			       ret == -ENOENT ? "no such file" :
						strerror(-ret));
		return;
	}
	if (stat(t->path, &st) == 0 && S_ISDIR(st.st_mode)) {
		t->err = -EISDIR;
		report(c, mf, ml, MAINT_ERROR,
		       "P: '%s' is a directory, not a profile", t->value);
		return;
	}
	t->exists = true;
	ret = maint_profile_load(&t->prof, t->path, t->value, &sink);
	if (ret) {
		t->err = ret;
		if (ret != -EFBIG && ret != -EINVAL)
			report(c, t->value, 0, MAINT_ERROR, "cannot read: %s",
			       strerror(-ret));
		report(c, mf, ml, MAINT_ERROR,
		       "P: '%s' is not a readable profile", t->value);
	}
}

static void target_free(struct target *t)
{
	free(t->path);
	maint_profile_free(t->prof);
	mbuf_release(&t->from);
	mbuf_release(&t->from_json);
}

/* Distinct P: targets */
struct targets {
	struct target *v;
	size_t n, alloc;
};

static struct target *targets_get(struct targets *ts, const char *value,
				  const struct maint_item *it, bool *created)
{
	size_t i;

	*created = false;
	for (i = 0; i < ts->n; i++)
		if (!strcmp(ts->v[i].value, value))
			return &ts->v[i];
	if (ALLOC_GROW(ts->v, ts->n + 1, ts->alloc))
		return NULL;
	memset(&ts->v[ts->n], 0, sizeof(ts->v[0]));
	ts->v[ts->n].value = value;
	ts->v[ts->n].item = it;
	mbuf_init(&ts->v[ts->n].from);
	mbuf_init(&ts->v[ts->n].from_json);
	*created = true;
	return &ts->v[ts->n++];
}

static void targets_free(struct targets *ts)
{
	size_t i;

	for (i = 0; i < ts->n; i++)
		target_free(&ts->v[i]);
	free(ts->v);
}

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
	size_t col = 0, i = 0, len = strlen(text);
	bool line_start = true;

	while (i < len) {
		size_t j;

		while (i < len && isspace((unsigned char)text[i]))
			i++;
		if (i == len)
			break;
		j = i;
		while (j < len && !isspace((unsigned char)text[j]))
			j++;
		if (line_start) {
			col = first_indent;
			printf("%*s", (int)col, "");
		} else if (col + 1 + (j - i) > WRAP) {
			putchar('\n');
			col = indent;
			printf("%*s", (int)col, "");
		} else {
			putchar(' ');
			col++;
		}
		put_safe(text + i, j - i, false);
		col += mnt_utf8_len(text + i, j - i);
		line_start = false;
		i = j;
	}
	if (!line_start)
		putchar('\n');
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
		printf("  (%s:%u-%u)\n", maint_profile_name(p), s->line,
		       s->end_line);
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
	printf("  [%s:%u]\n", f->file, f->line);
}

static void render_facts(const struct pcli *c, const struct maint_profile *p)
{
	int k;

	printf("  facts:\n");
	for (k = 0; k < MAINT_FACT_NKINDS; k++) {
		size_t i, n = maint_profile_nfacts(p), shown = 0;

		printf("    %s: ", maint_fact_kind_label((enum maint_fact_kind)k));
		for (i = 0; i < n; i++) {
			const struct maint_fact *f = maint_profile_fact(p, i);

			if (f->kind != (enum maint_fact_kind)k)
				continue;
			if (shown++)
				printf("      ");
			else if (maint_fact_kind_multi(f->kind))
				printf("\n      ");
			print_fact_value(c, f);
		}
		if (!shown) {
			sgr(c, "2");
			printf("not stated");
			sgr(c, "0");
			putchar('\n');
		}
	}
}

static void json_profile(struct mbuf *mb, const struct pcli *c,
			 const struct maint_profile *p)
{
	size_t i, n;
	unsigned int tl = 0;
	const char *title = maint_profile_title(p, &tl);
	int k;

	mbuf_adds(mb, ", \"title\": ");
	cli_json_str(mb, title);
	mbuf_adds(mb, ", \"facts\": [");
	n = maint_profile_nfacts(p);
	for (i = 0; i < n; i++) {
		const struct maint_fact *f = maint_profile_fact(p, i);

		mbuf_adds(mb, i ? ", {" : "{");
		mbuf_addf(mb, "\"kind\": \"%s\", \"value\": ",
			  maint_fact_kind_name(f->kind));
		cli_json_str(mb, f->value);
		mbuf_adds(mb, ", \"url\": ");
		cli_json_str(mb, f->url);
		mbuf_adds(mb, ", \"level\": ");
		cli_json_str(mb, f->level);
		cli_fact_json(mb, f);
		mbuf_adds(mb, ", \"file\": ");
		cli_json_str(mb, f->file);
		mbuf_addf(mb, ", \"line\": %u, \"quote\": ", f->line);
		cli_json_str(mb, f->quote);
		mbuf_adds(mb, "}");
	}
	mbuf_adds(mb, "], \"not_stated\": [");
	for (k = 0, n = 0; k < MAINT_FACT_NKINDS; k++)
		if (!maint_profile_get_fact(p, (enum maint_fact_kind)k))
			mbuf_addf(mb, "%s\"%s\"", n++ ? ", " : "",
				  maint_fact_kind_name((enum maint_fact_kind)k));
	mbuf_adds(mb, "]");
	if (c->brief)
		return;
	mbuf_adds(mb, ", \"sections\": [");
	n = maint_profile_nsections(p);
	for (i = 0, k = 0; i < n; i++) {
		const struct maint_psection *s = maint_profile_section(p, i);

		if (!section_selected(c, s))
			continue;
		mbuf_adds(mb, k++ ? ", {\"heading\": " : "{\"heading\": ");
		cli_json_str(mb, s->heading);
		mbuf_addf(mb, ", \"level\": %u, \"template\": ", s->level);
		cli_json_str(mb, s->tmpl ? maint_tmpl_name(s->tmpl) : NULL);
		mbuf_addf(mb, ", \"line\": %u, \"end_line\": %u, \"body\": ",
			  s->line, s->end_line);
		cli_json_str(mb, s->body);
		mbuf_adds(mb, "}");
	}
	mbuf_adds(mb, "]");
}

static void json_target(struct mbuf *mb, const struct pcli *c,
			const struct target *t)
{
	mbuf_adds(mb, "{\"value\": ");
	cli_json_str(mb, t->value);
	mbuf_addf(mb, ", \"kind\": \"%s\"", maint_p_kind_name(t->kind));
	if (t->item) {
		mbuf_adds(mb, ", \"maintainers\": ");
		cli_json_str(mb, t->item->file);
		mbuf_addf(mb, ", \"maintainers_line\": %u", t->item->line);
	}
	if (t->kind == MAINT_P_FILE)
		mbuf_addf(mb, ", \"exists\": %s", t->exists ? "true" : "false");
	if (t->kind == MAINT_P_URI) {
		mbuf_addf(mb, ", \"fetched\": ");
		if (t->prof && maint_profile_fetched(t->prof))
			mbuf_addf(mb, "%lld", maint_profile_fetched(t->prof));
		else
			mbuf_adds(mb, "null");
		if (t->not_fetched)
			mbuf_adds(mb, ", \"not_fetched\": \"run with --fetch\"");
	}
	if (t->err) {
		mbuf_adds(mb, ", \"error\": ");
		cli_json_str(mb, strerror(-t->err));
	}
	if (t->nfrom)
		mbuf_addf(mb, ", \"brought_in_by\": [%s]", t->from_json.buf);
	if (t->prof)
		json_profile(mb, c, t->prof);
	mbuf_adds(mb, "}");
}

static void render_target(const struct pcli *c, const struct target *t)
{
	unsigned int tl = 0;
	const char *title;

	sgr(c, "1");
	printf("P: ");
	sgr(c, "0");
	if (t->kind == MAINT_P_URI) {
		struct mbuf x = MBUF_INIT;

		put_link(c, t->value);
		if (t->prof) {
			cli_fetched(&x, maint_profile_fetched(t->prof));
			printf("  (%s)\n", x.buf);
		} else if (t->not_fetched) {
			printf("  (not fetched: run with --fetch)\n");
		} else if (t->err) {
			printf("  (%s)\n", strerror(-t->err));
		} else {
			printf("  (link)\n");
		}
		mbuf_release(&x);
	} else {
		puts_safe(t->value);
		if (t->kind == MAINT_P_PERSON)
			printf("  (obsolete P: person line, not a profile)\n");
		else if (t->kind == MAINT_P_BADURI)
			printf("  (malformed URI)\n");
		else if (t->err)
			printf("  (%s)\n", strerror(-t->err));
		else
			putchar('\n');
	}
	if (t->item)
		printf("  named at %s:%u\n", t->item->file, t->item->line);
	if (t->nfrom)
		put_safe(t->from.buf, t->from.len, true);
	if (!t->prof)
		return;
	title = maint_profile_title(t->prof, &tl);
	if (title) {
		printf("  title: ");
		puts_safe(title);
		putchar('\n');
	}
	render_facts(c, t->prof);
	if (!c->brief)
		render_sections(c, t->prof);
}

static int finish_json(struct pcli *c, struct mbuf *mb, const char *key)
{
	printf("{\"%s\": [%s],\n  \"diagnostics\": [%s]}\n", key, mb->buf,
	       c->diags.buf);
	return mbuf_failed(mb) || mbuf_failed(&c->diags) ? EXIT_SYSTEM : 0;
}

/* maint profile [PATCH...] / -f FILE... */

static int read_patch(const char *path, char **buf, size_t *len)
{
	if (!strcmp(path, "-"))
		return mnt_read_fd(0, MAX_PATCH_SIZE, buf, len);
	return mnt_read_file(path, MAX_PATCH_SIZE, buf, len);
}

static const char *const query_usage =
	"maint profile [--mpath PATH] [--section NAME] [--brief] [--json] [--[no-]color] [--fetch [--timeout S]] <patch>...\n"
	"   or: maint profile -f <file>...\n"
	"   or: maint profile (list|show|check|new|help) ...";

static int do_query(int argc, char **argv)
{
	struct pcli c = { .sub = "profile" };
	struct maint_diag_sink sink = { diag_cb, &c };
	struct maint_get_opts o;
	struct maint_db *db = NULL;
	struct maint_get *g = NULL;
	struct targets ts = { 0 };
	struct mbuf out = MBUF_INIT;
	size_t i, m;
	int n, ret;
	struct opt opts[] = {
		OPT_SET("f|file", &c.from_filename,
			"arguments are files, not patches"),
		OPT_STR("section", &c.section, "NAME",
			"show only this profile section"),
		OPT_SET("brief", &c.brief, "facts only"),
		FETCH_OPTS(c),
		COMMON_OPTS(c),
		OPT_TABLE_END,
	};

	mbuf_init(&c.diags);
	n = parse_opts(&c, opts, argc - 1, argv + 1, query_usage);
	if (n == -2)
		return EXIT_OK;
	if (n < 0)
		return EXIT_USAGE;
	if (!n && c.from_filename)
		return die(&c, EXIT_USAGE, "-f needs at least one file");
	if (!n && isatty(0))
		return die(&c, EXIT_USAGE,
			   "missing patch or -f file; see 'maint profile --help'");
	ret = load_db(&c, &db);
	if (ret)
		return ret;
	maint_get_opts_init(&o);
	o.git_fallback = false;
	ret = maint_get_new(&g, db, &o, &sink);
	if (ret) {
		ret = die(&c, EXIT_SYSTEM, "%s", strerror(-ret));
		goto out;
	}
	for (i = 0; i < (size_t)(n ? n : 1); i++) {
		const char *a = n ? argv[i + 1] : "-";

		if (c.from_filename) {
			struct stat st;
			char *rel = NULL;

			if (stat(a, &st)) {
				ret = die(&c, EXIT_BADINPUT,
					  "cannot open '%s': %s", a,
					  strerror(errno));
				goto out;
			}
			while (!strncmp(a, "./", 2))
				a += 2;
			if (S_ISDIR(st.st_mode) && a[strlen(a) - 1] != '/') {
				rel = malloc(strlen(a) + 2);
				if (rel)
					sprintf(rel, "%s/", a);
			}
			ret = maint_get_add_file(g, rel ? rel : a);
			free(rel);
		} else {
			char *buf = NULL;
			size_t len = 0;

			ret = read_patch(a, &buf, &len);
			if (ret) {
				ret = die(&c, EXIT_BADINPUT,
					  "cannot open '%s': %s", a,
					  strerror(-ret));
				goto out;
			}
			ret = maint_get_add_patch(g, a, buf, len);
			free(buf);
		}
		if (ret) {
			ret = die(&c, EXIT_SYSTEM, "%s", strerror(-ret));
			goto out;
		}
	}
	ret = maint_get_run(g);
	if (ret) {
		ret = die(&c, EXIT_SYSTEM, "%s", strerror(-ret));
		goto out;
	}
	m = maint_get_nmatches(g);
	for (i = 0; i < m; i++) {
		const char *file = NULL;
		const struct maint_match *mt = maint_get_match(g, i, &file);
		const struct maint_section *s = maint_db_section(db, mt->section);
		const struct maint_item *hdr = maint_db_item(db, s->header);
		size_t it;

		for (it = s->first; it < s->end; it++) {
			const struct maint_item *pi = maint_db_item(db, it);
			struct target *t;
			bool created;

			if (pi->type != 'P')
				continue;
			t = targets_get(&ts, pi->value, pi, &created);
			if (!t) {
				ret = die(&c, EXIT_SYSTEM, "out of memory");
				goto out;
			}
			if (created)
				target_open(&c, t);
			mbuf_adds(&t->from, "  from: ");
			mbuf_adds(&t->from, maint_section_name(db, mt->section));
			mbuf_addf(&t->from, " (%s:%u)", hdr->file, hdr->line);
			if (file && *file)
				mbuf_addf(&t->from, " for %s", file);
			else
				mbuf_adds(&t->from, " by keyword");
			mbuf_addch(&t->from, '\n');
			mbuf_adds(&t->from_json,
				  t->nfrom++ ? ", {\"section\": " :
					       "{\"section\": ");
			cli_json_str(&t->from_json,
				 maint_section_name(db, mt->section));
			mbuf_addf(&t->from_json, ", \"line\": %u, \"file\": ",
				  hdr->line);
			cli_json_str(&t->from_json, file ? file : "");
			mbuf_adds(&t->from_json, "}");
		}
	}
	if (c.json) {
		for (i = 0; i < ts.n; i++) {
			if (i)
				mbuf_adds(&out, ",\n  ");
			json_target(&out, &c, &ts.v[i]);
		}
		ret = finish_json(&c, &out, "profiles");
	} else {
		if (!ts.n)
			printf("no profile applies (no matching section has a P: line)\n");
		for (i = 0; i < ts.n; i++) {
			if (i)
				putchar('\n');
			render_target(&c, &ts.v[i]);
		}
		ret = 0;
	}
	if (!ret && c.nfetch_failed)
		ret = 1;
out:
	mbuf_release(&out);
	mbuf_release(&c.diags);
	targets_free(&ts);
	maint_get_free(g);
	maint_db_free(db);
	return ret;
}

/* maint profile list */

static int cmd_list(int argc, char **argv)
{
	struct pcli c = { .sub = "profile list" };
	struct maint_db *db = NULL;
	struct mbuf out = MBUF_INIT;
	size_t i, n, k = 0;
	int ret;
	struct opt opts[] = { COMMON_OPTS(c), OPT_TABLE_END };

	mbuf_init(&c.diags);
	ret = parse_opts(&c, opts, argc - 1, argv + 1,
			 "maint profile list [--mpath PATH] [--json]");
	if (ret == -2)
		return EXIT_OK;
	if (ret < 0)
		return EXIT_USAGE;
	if (ret > 0)
		return die(&c, EXIT_USAGE, "unexpected argument '%s'", argv[1]);
	ret = load_db(&c, &db);
	if (ret)
		return ret;
	n = maint_db_nitems(db);
	for (i = 0; i < n; i++) {
		const struct maint_item *it = maint_db_item(db, i);
		size_t s = maint_db_section_of(db, i);
		enum maint_pkind kind;
		bool exists = false;
		char *path = NULL;
		struct stat st;

		if (it->type != 'P')
			continue;
		kind = maint_p_kind(it->value);
		if (kind == MAINT_P_FILE &&
		    !maint_profile_resolve(".", it->value, &path) &&
		    !stat(path, &st) && S_ISREG(st.st_mode))
			exists = true;
		free(path);
		if (c.json) {
			mbuf_adds(&out, k++ ? ",\n  {\"section\": " :
					      "{\"section\": ");
			cli_json_str(&out, s != (size_t)-1 ?
					       maint_section_name(db, s) :
					       NULL);
			mbuf_adds(&out, ", \"value\": ");
			cli_json_str(&out, it->value);
			mbuf_addf(&out, ", \"kind\": \"%s\", \"file\": ",
				  maint_p_kind_name(kind));
			cli_json_str(&out, it->file);
			mbuf_addf(&out, ", \"line\": %u", it->line);
			if (kind == MAINT_P_FILE)
				mbuf_addf(&out, ", \"exists\": %s",
					  exists ? "true" : "false");
			mbuf_adds(&out, "}");
			continue;
		}
		printf("%s:%u\t", it->file, it->line);
		puts_safe(s != (size_t)-1 ? maint_section_name(db, s) : "");
		printf("\t%s\t", maint_p_kind_name(kind));
		puts_safe(it->value);
		if (kind == MAINT_P_FILE)
			printf("\t%s", exists ? "exists" : "missing");
		putchar('\n');
	}
	ret = c.json ? finish_json(&c, &out, "profiles") : 0;
	mbuf_release(&out);
	mbuf_release(&c.diags);
	maint_db_free(db);
	return ret;
}

/* maint profile show PATH-OR-SECTION */

static int cmd_show(int argc, char **argv)
{
	struct pcli c = { .sub = "profile show" };
	struct maint_db *db = NULL;
	struct targets ts = { 0 };
	struct mbuf out = MBUF_INIT;
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

	mbuf_init(&c.diags);
	n = parse_opts(&c, opts, argc - 1, argv + 1,
		       "maint profile show [--section NAME] [--brief] [--json] [--fetch [--timeout S]] <path|url|section>");
	if (n == -2)
		return EXIT_OK;
	if (n < 0)
		return EXIT_USAGE;
	if (n != 1)
		return die(&c, EXIT_USAGE, "need one profile path or section name");
	if (maint_p_kind(argv[1]) == MAINT_P_URI) {
		struct target *t;
		bool created;

		t = targets_get(&ts, argv[1], NULL, &created);
		if (!t)
			return die(&c, EXIT_SYSTEM, "out of memory");
		target_open(&c, t);
	} else if (stat(argv[1], &st) == 0 && !S_ISDIR(st.st_mode)) {
		struct target *t;
		bool created;

		t = targets_get(&ts, argv[1], NULL, &created);
		if (!t)
			return die(&c, EXIT_SYSTEM, "out of memory");
		t->kind = MAINT_P_FILE;
		t->exists = true;
		{
			struct maint_diag_sink sink = { diag_cb, &c };

			t->err = maint_profile_load(&t->prof, argv[1], argv[1],
						    &sink);
			if (t->err && t->err != -EFBIG && t->err != -EINVAL)
				report(&c, argv[1], 0, MAINT_ERROR,
				       "cannot read: %s", strerror(-t->err));
		}
	} else {
		size_t s, k, ns;

		ret = load_db(&c, &db);
		if (ret)
			return ret;
		s = maint_db_find_section(db, argv[1]);
		ns = maint_db_nsections(db);
		for (k = 0; s == (size_t)-1 && k < ns; k++)
			if (!strcasecmp(maint_section_name(db, k), argv[1]))
				s = k;
		if (s == (size_t)-1) {
			ret = die(&c, EXIT_BADINPUT,
				  "'%s' is neither a file nor a MAINTAINERS section",
				  argv[1]);
			goto out;
		}
		{
			const struct maint_section *sec = maint_db_section(db, s);

			for (k = sec->first; k < sec->end; k++) {
				const struct maint_item *it = maint_db_item(db, k);
				struct target *t;
				bool created;

				if (it->type != 'P')
					continue;
				t = targets_get(&ts, it->value, it, &created);
				if (!t) {
					ret = die(&c, EXIT_SYSTEM, "out of memory");
					goto out;
				}
				if (created)
					target_open(&c, t);
			}
		}
		if (!ts.n && !c.json)
			printf("section '%s' has no P: line\n",
			       maint_section_name(db, s));
	}
	for (i = 0; i < ts.n; i++) {
		if (c.json) {
			if (i)
				mbuf_adds(&out, ",\n  ");
			json_target(&out, &c, &ts.v[i]);
		} else {
			if (i)
				putchar('\n');
			render_target(&c, &ts.v[i]);
		}
	}
	if (c.json)
		ret = finish_json(&c, &out, "profiles");
	else
		ret = c.nerrors > c.nfetch_failed ? EXIT_BADINPUT : 0;
	if (!ret && c.nfetch_failed)
		ret = 1;
out:
	mbuf_release(&out);
	mbuf_release(&c.diags);
	targets_free(&ts);
	maint_db_free(db);
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

static int cmd_check_profiles(int argc, char **argv)
{
	struct pcli c = { .sub = "profile check", .diag_stdout = true };
	struct maint_diag_sink sink = { diag_cb, &c };
	struct maint_db *db = NULL;
	struct targets ts = { 0 };
	char **docs = NULL;
	size_t ndocs = 0, dalloc = 0, i, k;
	int n, ret = 0;
	struct opt opts[] = { COMMON_OPTS(c), OPT_TABLE_END };

	mbuf_init(&c.diags);
	n = parse_opts(&c, opts, argc - 1, argv + 1,
		       "maint profile check [--mpath PATH] [--json] [<file>...]");
	if (n == -2)
		return EXIT_OK;
	if (n < 0)
		return EXIT_USAGE;
	if (n) {
		for (i = 0; i < (size_t)n; i++) {
			struct maint_profile *p = NULL;

			ret = maint_profile_load(&p, argv[i + 1], argv[i + 1],
						 &sink);
			if (ret && ret != -EFBIG && ret != -EINVAL)
				report(&c, argv[i + 1], 0, MAINT_ERROR,
				       "cannot read: %s", strerror(-ret));
			if (p)
				maint_profile_lint(p, &sink);
			maint_profile_free(p);
		}
		goto done;
	}
	ret = load_db(&c, &db);
	if (ret)
		goto out;
	for (i = 0; i < maint_db_nitems(db); i++) {
		const struct maint_item *it = maint_db_item(db, i);
		struct target *t;
		bool created;

		if (it->type != 'P')
			continue;
		t = targets_get(&ts, it->value, it, &created);
		if (!t) {
			ret = die(&c, EXIT_SYSTEM, "out of memory");
			goto out;
		}
		if (created) {
			target_open(&c, t);
			if (t->prof)
				maint_profile_lint(t->prof, &sink);
		} else if (t->err || t->kind == MAINT_P_BADURI) {
			report(&c, it->file, it->line, MAINT_ERROR,
			       "P: '%s' is not a readable profile", it->value);
		} else if (t->kind == MAINT_P_PERSON) {
			report(&c, it->file, it->line, MAINT_WARNING,
			       "obsolete P: person line '%s' (P: names a profile since 2019; use M:)",
			       it->value);
		}
	}
	{
		struct mbuf path = MBUF_INIT;
		struct stat st;

		mbuf_adds(&path, "./Documentation");
		if (!stat("Documentation", &st) && S_ISDIR(st.st_mode))
			ret = find_profile_docs("./Documentation", &path,
						&docs, &ndocs, &dalloc, 0);
		mbuf_release(&path);
		if (ret) {
			ret = die(&c, EXIT_SYSTEM, "%s", strerror(-ret));
			goto out;
		}
	}
	for (i = 0; i < ndocs; i++) {
		bool named = false;

		/* the template itself and translations are not profiles */
		if (!strcmp(docs[i],
			    "Documentation/maintainer/maintainer-entry-profile.rst") ||
		    !strncmp(docs[i], "Documentation/translations/", 27))
			continue;
		for (k = 0; k < ts.n && !named; k++)
			if (ts.v[k].kind == MAINT_P_FILE) {
				const char *v = ts.v[k].value;

				while (!strncmp(v, "./", 2))
					v += 2;
				named = !strcmp(v, docs[i]);
			}
		if (!named)
			report(&c, docs[i], 0, MAINT_INFO,
			       "profile-like document is not named by any P: line");
	}
done:
	if (c.json) {
		printf("{\"diagnostics\": [%s],\n  \"errors\": %zu}\n",
		       c.diags.buf, c.nerrors);
	}
	ret = c.nerrors ? EXIT_FINDINGS : 0;
out:
	for (i = 0; i < ndocs; i++)
		free(docs[i]);
	free(docs);
	mbuf_release(&c.diags);
	targets_free(&ts);
	maint_db_free(db);
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

static const char order[] = "MRLSWQBCPTFXNK";

static int rank(char tag)
{
	const char *p = strchr(order, tag);

	return p && tag ? (int)(p - order) : (int)sizeof(order);
}

static int cmd_new(int argc, char **argv)
{
	struct pcli c = { .sub = "profile new" };
	struct maint_db *db = NULL;
	char *slug = NULL, *path = NULL, *text = NULL, *mbuf_in = NULL;
	char *dir = NULL, *rdir = NULL;
	struct mbuf nm = MBUF_INIT;
	const struct maint_section *sec;
	const struct maint_item *hdr, *after = NULL;
	size_t s, k, mlen = 0;
	unsigned int at_line;
	int n, ret;
	struct opt opts[] = {
		OPT_STR("path", &c.path, "PATH",
			"where to write the profile (default: Documentation/process/maintainer-<slug>.rst)"),
		OPT_STR("mpath|maintainer-path", &c.mpath, "PATH",
			"MAINTAINERS file to edit"),
		OPT_SET("h|help", &c.help, "show this help"),
		OPT_TABLE_END,
	};

	n = parse_opts(&c, opts, argc - 1, argv + 1,
		       "maint profile new [--path PATH] [--mpath FILE] <section name>");
	if (n == -2)
		return EXIT_OK;
	if (n < 0)
		return EXIT_USAGE;
	if (n != 1)
		return die(&c, EXIT_USAGE, "need one MAINTAINERS section name");
	ret = load_db(&c, &db);
	if (ret)
		return ret;
	s = maint_db_find_section(db, argv[1]);
	if (s == (size_t)-1) {
		ret = die(&c, EXIT_BADINPUT, "no MAINTAINERS section '%s'",
			  argv[1]);
		goto out;
	}
	sec = maint_db_section(db, s);
	hdr = maint_db_item(db, sec->header);
	for (k = sec->first; k < sec->end; k++) {
		const struct maint_item *it = maint_db_item(db, k);

		if (it->type == 'P') {
			ret = die(&c, EXIT_BADINPUT,
				  "section '%s' already has P:\t%s (%s:%u)",
				  argv[1], it->value, it->file, it->line);
			goto out;
		}
		if (rank(it->type) < rank('P'))
			after = it;
	}
	if (c.path) {
		path = strdup(c.path);
	} else {
		slug = slug_of(argv[1]);
		if (slug) {
			mbuf_addf(&nm, "Documentation/process/maintainer-%s.rst",
				  slug);
			path = mbuf_detach(&nm, NULL);
		}
	}
	if (!path) {
		ret = die(&c, EXIT_SYSTEM, "out of memory");
		goto out;
	}
	if (maint_p_kind(path) != MAINT_P_FILE || strstr(path, "/../") ||
	    !strncmp(path, "../", 3) || path[0] == '/') {
		ret = die(&c, EXIT_USAGE,
			  "'%s' is not a path inside the tree", path);
		goto out;
	}
	/* the directory must exist inside the tree */
	dir = strdup(path);
	if (!dir) {
		ret = die(&c, EXIT_SYSTEM, "out of memory");
		goto out;
	}
	{
		char *sl = strrchr(dir, '/');

		if (sl)
			*sl = '\0';
		else
			strcpy(dir, ".");
	}
	ret = strcmp(dir, ".") ? maint_profile_resolve(".", dir, &rdir) : 0;
	if (ret) {
		ret = die(&c, EXIT_BADINPUT, "cannot use directory '%s': %s",
			  dir,
			  ret == -EXDEV ? "outside the tree" : strerror(-ret));
		goto out;
	}
	text = new_profile_text(maint_section_name(db, s));
	if (!text) {
		ret = die(&c, EXIT_SYSTEM, "out of memory");
		goto out;
	}
	/* read MAINTAINERS before writing anything */
	ret = mnt_read_file(hdr->file, (size_t)256 << 20, &mbuf_in, &mlen);
	if (ret) {
		ret = die(&c, EXIT_BADINPUT, "cannot read '%s': %s", hdr->file,
			  strerror(-ret));
		goto out;
	}
	ret = mnt_write_atomic(path, text, strlen(text), MNT_WRITE_EXCL);
	if (ret) {
		ret = die(&c, ret == -EEXIST ? EXIT_BADINPUT : EXIT_SYSTEM,
			  "cannot write '%s': %s", path,
			  ret == -EEXIST ? "a file is already there (not overwritten)" :
					   strerror(-ret));
		goto out;
	}
	/* insert "P:\tPATH" after the last M R L S W Q B C line */
	at_line = after ? after->line : hdr->line;
	{
		struct mbuf o = MBUF_INIT;
		unsigned int line = 1;
		size_t i = 0;

		while (i < mlen) {
			const char *e = memchr(mbuf_in + i, '\n', mlen - i);
			size_t l = e ? (size_t)(e - mbuf_in - i) + 1 : mlen - i;

			mbuf_add(&o, mbuf_in + i, l);
			if (line == at_line) {
				if (!e)
					mbuf_addch(&o, '\n');
				mbuf_addf(&o, "P:\t%s\n", path);
			}
			i += l;
			line++;
		}
		if (mbuf_failed(&o))
			ret = -ENOMEM;
		else
			ret = mnt_write_atomic(hdr->file, o.buf, o.len, 0);
		mbuf_release(&o);
	}
	if (ret) {
		unlink(path);
		ret = die(&c, EXIT_SYSTEM, "cannot write '%s': %s", hdr->file,
			  strerror(-ret));
		goto out;
	}
	printf("wrote %s\nadded P:\t%s to '%s' (%s:%u)\n", path, path,
	       maint_section_name(db, s), hdr->file, at_line + 1);
	ret = 0;
out:
	free(slug);
	free(path);
	free(text);
	free(dir);
	free(rdir);
	free(mbuf_in);
	mbuf_release(&nm);
	maint_db_free(db);
	return ret;
}

/* The sub-subcommands */

static int cmd_help(int argc, char **argv);

static const struct cmd {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *summary;
} cmds[] = {
	{ "list", cmd_list, "every P: line of MAINTAINERS and its kind" },
	{ "show", cmd_show, "one profile, by path or MAINTAINERS section" },
	{ "check", cmd_check_profiles, "lint the profiles P: lines name" },
	{ "new", cmd_new, "write a profile for a section from the template" },
	{ "help", cmd_help, "this help" },
};

static int cmd_help(int argc, char **argv)
{
	size_t i;

	printf("usage: %s\n\n", query_usage);
	printf("With patches (or -f files): the profiles of the sections that\n"
	       "maint get matches, their facts and their text.\n\nCommands:\n");
	for (i = 0; i < ARRAY_SIZE(cmds); i++)
		printf("  %-6s %s\n", cmds[i].name, cmds[i].summary);
	return EXIT_OK;
}

int cmd_profile(int argc, char **argv)
{
	size_t i;

	if (argc >= 2) {
		for (i = 0; i < ARRAY_SIZE(cmds); i++)
			if (!strcmp(argv[1], cmds[i].name))
				return cmds[i].fn(argc - 1, argv + 1);
		if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))
			return cmd_help(argc, argv);
	}
	return do_query(argc, argv);
}
