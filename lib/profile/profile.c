// SPDX-License-Identifier: GPL-2.0-only
/*
 * Maintainer Entry Profiles: what a P: value is, where its file is, the
 * parsed document and its problems.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "profile/profile.h"
#include "base/diag.h"
#include "base/recache.h"
#include "base/regex.h"
#include "fsutil.h"
#include "lint/findings.h"
#include "maint.h"
#include "mbuf.h"
#include "profile/html.h"
#include "profile/md.h"
#include "profile/pstore.h"
#include "profile/rst.h"
#include "profile/rules.h"
#include "util.h"

int maint_profile_resolve(const char *root, const char *value, char **out)
{
	return mnt_tree_path(root, value, out);
}

/* Template sections */

static const char *const tmpl_names[MAINT_TMPL_COUNT] = {
	[MAINT_TMPL_NONE] = "",
	[MAINT_TMPL_OVERVIEW] = "Overview",
	[MAINT_TMPL_SUBMIT_CHECKLIST] = "Submit Checklist Addendum",
	[MAINT_TMPL_KEY_CYCLE_DATES] = "Key Cycle Dates",
	[MAINT_TMPL_CODING_STYLE] = "Coding Style Addendum",
	[MAINT_TMPL_REVIEW_CADENCE] = "Review Cadence",
	[MAINT_TMPL_STYLE_CLEANUP] = "Style Cleanup Patches",
};

const char *maint_tmpl_name(enum maint_tmpl t)
{
	return (unsigned int)t < MAINT_TMPL_COUNT ? tmpl_names[t] : "";
}

/*
 * Headings that are a template section, caseless and whole: the template's
 * own names, the names the 2019 cover letter used ("Resubmit Cadence",
 * "Checkpatch / Style Cleanups") and those real profiles use ("Submission
 * Checklist Addendum", "Key Release Cycle Dates", "Coding style notes",
 * "Clean-up patches").
 */
static const struct {
	enum maint_tmpl t;
	const char *re;
} tmpl_res[] = {
	{ MAINT_TMPL_OVERVIEW, "overview|introduction" },
	{ MAINT_TMPL_SUBMIT_CHECKLIST,
	  "submi(?:t|tting|ssion)\\s+check-?lists?(?:\\s+addendum)?" },
	{ MAINT_TMPL_KEY_CYCLE_DATES,
	  "key\\s+(?:release\\s+)?cycle\\s+dates|key\\s+dates" },
	{ MAINT_TMPL_CODING_STYLE,
	  "coding[-\\s]+style(?:\\s+(?:addendum|notes))?" },
	{ MAINT_TMPL_REVIEW_CADENCE,
	  "(?:review|resubmit|resubmission)\\s+cadence" },
	{ MAINT_TMPL_STYLE_CLEANUP,
	  "(?:checkpatch\\s*/\\s*)?(?:style|coding[-\\s]+style)\\s+clean-?ups?(?:\\s+patches)?|clean-?up\\s+patches" },
};

/* The heading patterns, compiled once per thread (recache.h) */
static const struct mnt_recache tmpl_cache =
	MNT_RECACHE_INIT(ARRAY_SIZE(tmpl_res));

enum maint_tmpl maint_tmpl_match(const char *heading)
{
	struct mnt_re **res = mnt_recache_slots(&tmpl_cache);
	size_t i, len = strlen(heading);

	if (!res)
		return MAINT_TMPL_NONE;
	while (len && (heading[len - 1] == ':' || heading[len - 1] == ' '))
		len--;
	for (i = 0; i < ARRAY_SIZE(tmpl_res); i++) {
		size_t ov[2];

		if (!res[i]) {
			struct mbuf p = MBUF_INIT;

			mbuf_addf(&p, "^(?:%s)$", tmpl_res[i].re);
			res[i] = mnt_re_compile(p.buf, p.len, MNT_RE_CASELESS,
						NULL, 0);
			mbuf_release(&p);
			if (!res[i])
				continue;
		}
		if (mnt_re_match(res[i], heading, len, 0, ov, 1) ==
		    MNT_RE_MATCH)
			return tmpl_res[i].t;
	}
	return MAINT_TMPL_NONE;
}

/* Parsing */

void mnt_pdiagf(const struct maint_diag_sink *d, const char *file,
		unsigned int line, enum maint_level lvl, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	mnt_diag(d, file, line, lvl, msg);
}

static bool binary(const char *buf, size_t len)
{
	size_t chars, bad = 0, i = 0;

	if (memchr(buf, '\0', len))
		return true;
	chars = mnt_utf8_len(buf, len);
	/* count bytes that are not part of a valid sequence */
	while (i < len) {
		unsigned char c = (unsigned char)buf[i];
		size_t n = c < 0x80 ? 1 : c >> 5 == 6 ? 2 : c >> 4 == 14 ? 3 :
			   c >> 3 == 30 ? 4 : 0;
		size_t k;

		if (!n || i + n > len) {
			bad++;
			i++;
			continue;
		}
		for (k = 1; k < n; k++)
			if (((unsigned char)buf[i + k] >> 6) != 2)
				break;
		if (k < n) {
			bad++;
			i++;
			continue;
		}
		i += n;
	}
	return chars && bad * 10 > chars;
}

static const char *const format_names[] = {
	[MAINT_PFMT_AUTO] = "auto",
	[MAINT_PFMT_RST] = "rst",
	[MAINT_PFMT_MARKDOWN] = "markdown",
	[MAINT_PFMT_HTML] = "html",
};

const char *maint_profile_format_name(enum maint_pformat f)
{
	return (unsigned int)f < ARRAY_SIZE(format_names) ? format_names[f] :
							     "?";
}

/*
 * The profile's sections from the reStructuredText tree: the template
 * section each heading is, the strings handed over to the profile.
 */
static int from_rst(struct maint_profile *p)
{
	struct mnt_rst_doc d;
	size_t i;
	int ret = mnt_rst_parse(p->buf, p->len, &d);

	if (ret)
		return ret;
	p->nlines = d.nlines;
	p->no_headings = d.no_headings;
	p->secs = calloc(d.nsecs ? d.nsecs : 1, sizeof(*p->secs));
	p->parent = calloc(d.nsecs ? d.nsecs : 1, sizeof(*p->parent));
	if (!p->secs || !p->parent) {
		ret = -ENOMEM;
		goto out;
	}
	p->secs_alloc = d.nsecs ? d.nsecs : 1;
	for (i = 0; i < d.nsecs; i++) {
		struct mnt_rst_sec *r = &d.secs[i];
		struct maint_psection *s = &p->secs[i];

		if (!mnt_profile_own(p, r->heading)) {
			r->heading = NULL; /* freed by mnt_profile_own */
			ret = -ENOMEM;
			goto out;
		}
		s->heading = r->heading;
		r->heading = NULL;
		if (!mnt_profile_own(p, r->body)) {
			r->body = NULL;
			ret = -ENOMEM;
			goto out;
		}
		s->body = r->body;
		r->body = NULL;
		s->level = r->level;
		s->tmpl = maint_tmpl_match(s->heading);
		s->line = r->line;
		s->body_line = r->body_line;
		s->end_line = r->end_line;
		s->heading_len = r->heading_len;
		s->underline_len = r->underline_len;
		s->is_title = r->is_title;
		s->has_prose = r->has_prose;
		p->parent[i] = r->parent;
		p->nsecs++;
	}
out:
	mnt_rst_doc_free(&d);
	return ret;
}

int maint_profile_parse(struct maint_profile **out, const char *name,
			const char *buf, size_t len,
			const struct maint_diag_sink *diag)
{
	return maint_profile_parse_as(out, name, buf, len, MAINT_PFMT_AUTO,
				      diag);
}

int maint_profile_parse_as(struct maint_profile **out, const char *name,
			   const char *buf, size_t len, enum maint_pformat fmt,
			   const struct maint_diag_sink *diag)
{
	struct maint_profile *p;
	char *conv = NULL;
	int ret;

	*out = NULL;
	if (fmt == MAINT_PFMT_AUTO)
		fmt = mnt_is_markdown(name) ? MAINT_PFMT_MARKDOWN :
					      MAINT_PFMT_RST;
	if (len > MAINT_PROFILE_MAX_SIZE) {
		mnt_pdiagf(diag, name, 0, MAINT_ERROR,
		      "profile is larger than %zu bytes",
		      (size_t)MAINT_PROFILE_MAX_SIZE);
		return -EFBIG;
	}
	if (binary(buf, len)) {
		mnt_pdiagf(diag, name, 0, MAINT_ERROR, "profile is binary, not %s",
		      fmt == MAINT_PFMT_MARKDOWN ? "Markdown" :
		      fmt == MAINT_PFMT_HTML	 ? "HTML" :
						   "reStructuredText");
		return -EINVAL;
	}
	if (fmt == MAINT_PFMT_MARKDOWN || fmt == MAINT_PFMT_HTML) {
		ret = fmt == MAINT_PFMT_MARKDOWN ?
			      mnt_md_to_rst(buf, len, &conv, &len) :
			      mnt_html_to_rst(buf, len, &conv, &len);
		if (ret == -EINVAL)
			mnt_pdiagf(diag, name, 0, MAINT_ERROR,
			      "not an HTML document");
		if (ret == -ENOSYS)
			mnt_pdiagf(diag, name, 0, MAINT_ERROR,
				   "cannot read HTML: libxml2 (libxml2.so.2) cannot be loaded");
		if (ret)
			return ret;
		buf = conv;
	}
	p = calloc(1, sizeof(*p));
	if (!p) {
		free(conv);
		return -ENOMEM;
	}
	p->format = fmt;
	p->name = strdup(name ? name : "");
	p->buf = conv ? conv : mnt_strndup(buf, len);
	p->len = len;
	if (!p->name || !p->buf) {
		ret = -ENOMEM;
		goto fail;
	}
	ret = from_rst(p);
	if (ret)
		goto fail;
	if (p->no_headings)
		mnt_pdiagf(diag, name, 0, MAINT_WARNING,
		      fmt == MAINT_PFMT_RST ?
			      "no section headings: not a reStructuredText profile?" :
			      "no section headings");
	ret = mnt_rules_read(p);
	if (ret)
		goto fail;
	*out = p;
	return 0;
fail:
	maint_profile_free(p);
	return ret;
}

int maint_profile_load(struct maint_profile **out, const char *path,
		       const char *name, const struct maint_diag_sink *diag)
{
	char *buf = NULL;
	size_t len = 0;
	int ret;

	*out = NULL;
	ret = mnt_read_file(path, MAINT_PROFILE_MAX_SIZE, &buf, &len);
	if (ret == -EFBIG) {
		mnt_pdiagf(diag, name ? name : path, 0, MAINT_ERROR,
		      "profile is larger than %zu bytes",
		      (size_t)MAINT_PROFILE_MAX_SIZE);
		return ret;
	}
	if (ret == -EINVAL) {
		mnt_pdiagf(diag, name ? name : path, 0, MAINT_ERROR,
			   "not a regular file");
		return ret;
	}
	if (ret)
		return ret;
	ret = maint_profile_parse(out, name ? name : path, buf, len, diag);
	free(buf);
	return ret;
}

void maint_profile_free(struct maint_profile *p)
{
	size_t i;

	if (!p)
		return;
	for (i = 0; i < p->nstrs; i++)
		free(p->strs[i]);
	free(p->strs);
	free(p->secs);
	free(p->parent);
	free(p->facts);
	free(p->rules);
	free(p->buf);
	free(p->name);
	free(p);
}

const char *maint_profile_name(const struct maint_profile *p)
{
	return p->name;
}

enum maint_pformat maint_profile_format(const struct maint_profile *p)
{
	return p->format;
}

long long maint_profile_fetched(const struct maint_profile *p)
{
	return p->fetched;
}

const char *maint_profile_title(const struct maint_profile *p,
				unsigned int *line)
{
	size_t i;

	for (i = 0; i < p->nsecs; i++) {
		if (p->secs[i].is_title) {
			if (line)
				*line = p->secs[i].line;
			return p->secs[i].heading;
		}
	}
	return NULL;
}

size_t maint_profile_nsections(const struct maint_profile *p)
{
	return p->nsecs;
}

const struct maint_psection *maint_profile_section(const struct maint_profile *p,
						   size_t i)
{
	return i < p->nsecs ? &p->secs[i] : NULL;
}

size_t maint_profile_find_tmpl(const struct maint_profile *p,
			       enum maint_tmpl t)
{
	size_t i;

	for (i = 0; i < p->nsecs; i++)
		if (p->secs[i].tmpl == t)
			return i;
	return (size_t)-1;
}

size_t maint_profile_nfacts(const struct maint_profile *p)
{
	return p->nfacts;
}

const struct maint_fact *maint_profile_fact(const struct maint_profile *p,
					    size_t i)
{
	return i < p->nfacts ? &p->facts[i] : NULL;
}

const struct maint_fact *maint_profile_get_fact(const struct maint_profile *p,
						enum maint_fact_kind kind)
{
	const struct maint_fact *any = NULL;
	size_t i;

	for (i = 0; i < p->nfacts; i++) {
		const struct maint_fact *f = &p->facts[i];

		if (f->kind != kind)
			continue;
		if (f->cond == MAINT_COND_NONE)
			return f;
		/* a condition in words only is no general answer */
		if (!any && f->cond != MAINT_COND_CLAUSE)
			any = f;
	}
	return any;
}

size_t maint_profile_nrules(const struct maint_profile *p)
{
	return p->nrules;
}

const struct maint_rule *maint_profile_rule(const struct maint_profile *p,
					    size_t i)
{
	return i < p->nrules ? &p->rules[i] : NULL;
}

size_t maint_profile_count_rules(const struct maint_profile *p,
				 enum maint_rule_kind kind)
{
	size_t i, n = 0;

	for (i = 0; i < p->nrules; i++)
		n += p->rules[i].kind == kind &&
		     p->rules[i].strength != MAINT_STRENGTH_NONE;
	return n;
}

const char *maint_profile_rules_note(const struct maint_profile *p)
{
	return p->rules_note;
}

/* The facts a template section is expected to state (bit per kind). */
#define FBIT(k) (1u << (k))
static const unsigned int tmpl_facts[MAINT_TMPL_COUNT] = {
	[MAINT_TMPL_SUBMIT_CHECKLIST] = FBIT(MAINT_FACT_TEST),
	[MAINT_TMPL_KEY_CYCLE_DATES] = FBIT(MAINT_FACT_RC_NEW) |
				       FBIT(MAINT_FACT_RC_MERGE),
	[MAINT_TMPL_REVIEW_CADENCE] = FBIT(MAINT_FACT_PING_WAIT) |
				      FBIT(MAINT_FACT_PING_HOW),
	[MAINT_TMPL_STYLE_CLEANUP] = FBIT(MAINT_FACT_CLEANUP),
};

static bool within(const struct maint_profile *p, size_t s, size_t top)
{
	while (s != (size_t)-1 && s != top)
		s = p->parent[s];
	return s == top;
}

static bool section_states(const struct maint_profile *p, size_t s)
{
	unsigned int want = tmpl_facts[p->secs[s].tmpl];
	size_t i;

	for (i = 0; i < p->nfacts; i++)
		if ((want & FBIT(p->facts[i].kind)) &&
		    within(p, p->facts[i].section, s))
			return true;
	return false;
}

/* Where the lint's findings go: a sink, or findings with their checks. */
struct lint_out {
	const struct maint_profile *p;
	const struct maint_diag_sink *diag;
	struct maint_findings *fs; /* without diag */
	int err;
};

static void lint_say(struct lint_out *o, unsigned int line,
		     enum maint_level lvl, const char *check, const char *fmt,
		     ...) __attribute__((format(printf, 5, 6)));

static void lint_say(struct lint_out *o, unsigned int line,
		     enum maint_level lvl, const char *check, const char *fmt,
		     ...)
{
	struct mbuf m = MBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	mbuf_vaddf(&m, fmt, ap);
	va_end(ap);
	if (mbuf_failed(&m)) {
		o->err = -ENOMEM;
		return;
	}
	if (o->diag) {
		mnt_diag(o->diag, o->p->name, line, lvl, m.buf);
		mbuf_release(&m);
		return;
	}
	if (mnt_findings_push(o->fs, o->p->name, line, lvl, check,
			      mbuf_detach(&m, NULL)))
		o->err = -ENOMEM;
}

/* The template's sections: each there, each saying something. */
static void lint_sections(struct lint_out *o)
{
	const struct maint_profile *p = o->p;
	unsigned int tline = 1;
	size_t i;
	int t;

	maint_profile_title(p, &tline);
	for (t = MAINT_TMPL_OVERVIEW; t < MAINT_TMPL_COUNT; t++)
		if (maint_profile_find_tmpl(p, (enum maint_tmpl)t) ==
		    (size_t)-1)
			lint_say(o, tline, MAINT_WARNING, "template-section",
				 "missing template section '%s'",
				 maint_tmpl_name((enum maint_tmpl)t));
	for (i = 0; i < p->nsecs; i++) {
		const struct maint_psection *s = &p->secs[i];
		bool has_sub = i + 1 < p->nsecs && p->parent[i + 1] == i;

		if (!s->underline_len)
			continue;
		if (s->underline_len < s->heading_len)
			lint_say(
				o, s->line + 1, MAINT_WARNING, "underline",
				"heading underline is shorter than its text (%zu < %zu)",
				s->underline_len, s->heading_len);
		else if (s->underline_len > s->heading_len)
			lint_say(
				o, s->line + 1, MAINT_INFO, "underline",
				"heading underline is longer than its text (%zu > %zu)",
				s->underline_len, s->heading_len);
		if (!s->has_prose && !has_sub && !s->is_title)
			lint_say(o, s->line, MAINT_WARNING, "empty-section",
				 "section '%s' is empty", s->heading);
		else if (s->tmpl != MAINT_TMPL_NONE &&
			 tmpl_facts[s->tmpl] && !section_states(p, i))
			lint_say(o, s->line, MAINT_INFO, "no-fact",
				 "section '%s' states no extractable fact",
				 s->heading);
	}
}

/* A rule whose number could not be worked out. */
static void lint_numbers(struct lint_out *o)
{
	const struct maint_profile *p = o->p;

	for (size_t i = 0; i < p->nfacts; i++) {
		const struct maint_fact *f = &p->facts[i];

		if ((f->kind == MAINT_FACT_SERIES_MAX ||
		     f->kind == MAINT_FACT_REPOST_WAIT) &&
		    !f->number)
			lint_say(o, f->line, MAINT_WARNING, "rule-number",
				 "%s '%s' is not a %s: the rule is not checked",
				 maint_fact_kind_name(f->kind), f->value,
				 f->kind == MAINT_FACT_SERIES_MAX ? "number" :
								    "duration");
	}
}

size_t maint_profile_lint(const struct maint_profile *p,
			  const struct maint_diag_sink *diag)
{
	struct lint_out o = { .p = p, .diag = diag };

	lint_sections(&o);
	lint_numbers(&o);
	return 0;
}

int maint_profile_lint_findings(const struct maint_profile *p,
				struct maint_findings **out)
{
	struct lint_out o = { .p = p, .fs = mnt_findings_alloc() };

	*out = NULL;
	if (!o.fs)
		return -ENOMEM;
	lint_sections(&o);
	lint_numbers(&o);
	if (o.err) {
		maint_findings_free(o.fs);
		return o.err;
	}
	*out = o.fs;
	return 0;
}
