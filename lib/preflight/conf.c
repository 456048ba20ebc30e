// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint preflight: what the user states that the tree does not.  Tree
 * tags a section's tree takes ("[PATCH iwl-net]") and list addresses that
 * are one list, from the tree's .maint.conf and git config's maint.*
 * keys, in git config's syntax:
 *
 *	[maint "INTEL ETHERNET DRIVERS"]
 *		tags = iwl-net iwl-next
 *		fixes-tags = iwl-net
 *	[maint]
 *		list-alias = intel-wired-lan@osuosl.org intel-wired-lan@lists.osuosl.org
 *		sentFolder = ~/Mail/Sent
 *
 * and the one alias every list has: "local@lists.host" is "local@host".
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "preflight/conf.h"
#include "base/gitrun.h"
#include "base/lines.h"
#include "fsutil.h"
#include "mbuf.h"
#include "preflight/preflight-int.h"
#include "preflight/preflight-mail.h"
#include "util.h"

#define CONF_NAME ".maint.conf"
#define CONF_MAX ((size_t)1 << 20)

void mnt_pf_conf_clear(struct pf_conf *c)
{
	size_t i, k;

	for (i = 0; i < c->ntags; i++) {
		free(c->tags[i].section);
		for (k = 0; k < c->tags[i].n; k++)
			free(c->tags[i].v[k]);
		free(c->tags[i].v);
		free(c->tags[i].fixes);
	}
	free(c->tags);
	for (i = 0; i < c->naliases; i++) {
		free(c->aliases[i].from);
		free(c->aliases[i].to);
	}
	free(c->aliases);
	free(c->file);
	free(c->sent);
	memset(c, 0, sizeof(*c));
}

static struct pf_tags *tags_of(struct pf_conf *c, const char *sec, size_t sl)
{
	struct pf_tags *t;

	for (size_t i = 0; i < c->ntags; i++)
		if (strlen(c->tags[i].section) == sl &&
		    !memcmp(c->tags[i].section, sec, sl))
			return &c->tags[i];
	if (ALLOC_GROW(c->tags, c->ntags + 1, c->atags))
		return NULL;
	t = &c->tags[c->ntags];
	memset(t, 0, sizeof(*t));
	t->section = mnt_strndup(sec, sl);
	if (!t->section)
		return NULL;
	c->ntags++;
	return t;
}

/* The words of @v, each added to @t (fixes: marked as fixes tags). */
static int add_tags(struct pf_tags *t, const char *v, size_t vl, bool fixes,
		    const char *file, unsigned int line)
{
	size_t i = 0;

	t->file = file;
	t->line = line;
	while (i < vl) {
		size_t s, k;

		while (i < vl && (mnt_isspace(v[i]) || v[i] == ','))
			i++;
		s = i;
		while (i < vl && !mnt_isspace(v[i]) && v[i] != ',')
			i++;
		if (i == s)
			continue;
		for (k = 0; k < t->n; k++)
			if (strlen(t->v[k]) == i - s &&
			    !strncasecmp(t->v[k], v + s, i - s))
				break;
		if (k == t->n) {
			if (ALLOC_GROW(t->v, t->n + 1, t->alloc))
				return -ENOMEM;
			bool *nf = realloc(t->fixes, t->alloc * sizeof(*nf));

			if (!nf)
				return -ENOMEM;
			t->fixes = nf;
			t->v[k] = mnt_strndup(v + s, i - s);
			if (!t->v[k])
				return -ENOMEM;
			t->fixes[k] = false;
			t->n++;
		}
		t->fixes[k] |= fixes;
	}
	return 0;
}

static int add_alias(struct pf_conf *c, const char *v, size_t vl)
{
	const char *sp = v;
	size_t a;

	while (sp < v + vl && !mnt_isspace(*sp))
		sp++;
	a = (size_t)(sp - v);
	while (sp < v + vl && mnt_isspace(*sp))
		sp++;
	if (!a || sp == v + vl)
		return 0;
	if (ALLOC_GROW(c->aliases, c->naliases + 1, c->aaliases))
		return -ENOMEM;
	c->aliases[c->naliases].from = mnt_pf_addr_of(v, a);
	c->aliases[c->naliases].to = mnt_pf_addr_of(sp, (size_t)(v + vl - sp));
	if (!c->aliases[c->naliases].from || !c->aliases[c->naliases].to) {
		free(c->aliases[c->naliases].from);
		free(c->aliases[c->naliases].to);
		return 0; /* not two addresses: ignored */
	}
	c->naliases++;
	return 0;
}

/* One "maint[.SECTION].KEY = VALUE". */
static int conf_set(struct pf_conf *c, const char *sec, size_t sl,
		    const char *key, const char *v, size_t vl, const char *file,
		    unsigned int line)
{
	struct pf_tags *t;

	if (!sec) {
		if (!strcasecmp(key, "list-alias") ||
		    !strcasecmp(key, "listalias"))
			return add_alias(c, v, vl);
		if (!strcasecmp(key, "sentfolder") ||
		    !strcasecmp(key, "sent-folder")) {
			free(c->sent);
			c->sent = vl ? mnt_strndup(v, vl) : NULL;
			c->sent_from = file;
			return vl && !c->sent ? -ENOMEM : 0;
		}
		return 0;
	}
	if (strcasecmp(key, "tags") && strcasecmp(key, "fixes-tags"))
		return 0;
	t = tags_of(c, sec, sl);
	if (!t)
		return -ENOMEM;
	return add_tags(t, v, vl, !strcasecmp(key, "fixes-tags"), file, line);
}

/*
 * A git-config file: [maint] and [maint "SUBSECTION"] sections, "key =
 * value" lines, '#' and ';' comments.  Other sections are skipped.
 */
static int conf_parse(struct pf_conf *c, const char *buf, size_t len)
{
	struct mnt_line *l = NULL;
	size_t n = 0, i;
	char *sub = NULL;
	bool in_maint = false;
	int ret = mnt_split_lines(buf, len, &l, &n);

	for (i = 0; i < n && !ret; i++) {
		size_t ln = l[i].len, kl;
		const char *s = mnt_trim(l[i].s, &ln), *eq, *v;
		char key[64];

		if (!ln || *s == '#' || *s == ';')
			continue;
		if (*s == '[') {
			const char *q1 = memchr(s, '"', ln);
			const char *q2 =
				q1 ? memchr(q1 + 1, '"',
					    (size_t)(s + ln - q1 - 1)) :
				     NULL;
			size_t nl = strcspn(s + 1, " \t\"]");

			in_maint = nl == 5 && !strncasecmp(s + 1, "maint", 5);
			free(sub);
			sub = q1 && q2 ? mnt_strndup(q1 + 1,
						     (size_t)(q2 - q1 - 1)) :
					 NULL;
			if (q1 && q2 && !sub)
				ret = -ENOMEM;
			continue;
		}
		if (!in_maint)
			continue;
		eq = memchr(s, '=', ln);
		if (!eq)
			continue;
		kl = (size_t)(eq - s);
		while (kl && mnt_isspace(s[kl - 1]))
			kl--;
		if (!kl || kl >= sizeof(key))
			continue;
		memcpy(key, s, kl);
		key[kl] = '\0';
		v = eq + 1;
		kl = (size_t)(s + ln - v);
		v = mnt_trim(v, &kl);
		if (kl >= 2 && v[0] == '"' && v[kl - 1] == '"') {
			v++;
			kl -= 2;
		}
		ret = conf_set(c, sub, sub ? strlen(sub) : 0, key, v, kl,
			       CONF_NAME, (unsigned int)i + 1);
	}
	free(sub);
	free(l);
	return ret;
}

/* git config -z --get-regexp: "maint.SUB.key\nvalue\0" records. */
static int conf_git(struct pf_conf *c, const char *root)
{
	const char *args[] = { "config", "-z", "--get-regexp", "^maint\\.",
			       NULL };
	struct mbuf out = MBUF_INIT;
	int st, ret = 0;
	size_t p = 0;

	if (mnt_git(root, args, &out, CONF_MAX, true, &st) || st) {
		mbuf_release(&out);
		return 0;
	}
	while (p < out.len && !ret) {
		const char *rec = out.buf + p, *nl, *dot1, *dot2;
		size_t rl = strnlen(rec, out.len - p);

		p += rl + 1;
		nl = memchr(rec, '\n', rl);
		if (!nl)
			continue;
		dot1 = memchr(rec, '.', (size_t)(nl - rec));
		dot2 = memrchr(rec, '.', (size_t)(nl - rec));
		if (!dot1 || !dot2)
			continue;
		{
			char key[64];
			size_t kl = (size_t)(nl - dot2 - 1);

			if (kl >= sizeof(key))
				continue;
			memcpy(key, dot2 + 1, kl);
			key[kl] = '\0';
			ret = conf_set(c, dot1 == dot2 ? NULL : dot1 + 1,
				       dot1 == dot2 ? 0 :
						      (size_t)(dot2 - dot1 - 1),
				       key, nl + 1, (size_t)(rec + rl - nl - 1),
				       "git config", 0);
		}
	}
	mbuf_release(&out);
	return ret;
}

int mnt_pf_conf_load(struct maint_preflight *pf)
{
	char *buf = NULL;
	size_t len = 0;
	int ret = 0;

	if (!mnt_read_tree_file(pf->o.root, CONF_NAME, CONF_MAX, &buf, &len))
		ret = conf_parse(&pf->conf, buf, len);
	free(buf);
	if (!ret && pf->o.git)
		ret = conf_git(&pf->conf, pf->o.root);
	return ret;
}

/* The address a list goes by: "a@lists.x" is "a@x"; the user's aliases. */
char *mnt_pf_canon_addr(const struct maint_preflight *pf, const char *addr)
{
	const char *at = strchr(addr, '@');
	struct mbuf m = MBUF_INIT;

	for (size_t i = 0; i < pf->conf.naliases; i++)
		if (!strcmp(pf->conf.aliases[i].from, addr)) {
			addr = pf->conf.aliases[i].to;
			at = strchr(addr, '@');
			break;
		}
	if (at && !strncmp(at + 1, "lists.", 6) && strchr(at + 7, '.')) {
		mbuf_add(&m, addr, (size_t)(at + 1 - addr));
		mbuf_adds(&m, at + 7);
	} else {
		mbuf_adds(&m, addr);
	}
	return mbuf_detach(&m, NULL);
}

/* The tags the user states for section @sec (NULL: none). */
const struct pf_tags *mnt_pf_conf_tags(const struct maint_preflight *pf,
				       const char *sec)
{
	for (size_t i = 0; i < pf->conf.ntags; i++)
		if (!strcmp(pf->conf.tags[i].section, sec))
			return &pf->conf.tags[i];
	return NULL;
}
