// SPDX-License-Identifier: GPL-2.0-only
/*
 * The answer of get_maintainer.pl: which people, lists, trees, statuses,
 * subsystems, web pages and bug trackers a set of files or patches gets,
 * assembled with exactly the script's rules and its output format.  This
 * file holds the object and the order of the steps of maint_get_run();
 * get-parse.c reads the inputs, get-roles.c and get-dedup.c are the
 * domain rules, get-out.c renders, git.c reads git history.
 */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/litscan.h"
#include "base/opts.h"
#include "db/email.h"
#include "get/get-dedup.h"
#include "get/get.h"
#include "get/get-out.h"
#include "get/get-roles.h"
#include "get/fileemails.h"
#include "get/git.h"
#include "fsutil.h"
#include "base/kwfilter.h"

void maint_get_opts_init(struct maint_get_opts *o)
{
	static const struct maint_get_opts dflt = MAINT_GET_OPTIONS_INIT;

	*o = dflt;
}

/* The on/off options whose default a script may set otherwise. */
static const struct {
	const char *name;
	size_t off;
} defaults[] = {
#define D(n, f)                                       \
	{                                             \
		n, offsetof(struct maint_get_opts, f) \
	}
	D("email", email),
	D("git", git),
	D("git-all-signature-types", git_all_signature_types),
	D("git-blame", git_blame),
	D("git-blame-signatures", git_blame_signatures),
	D("git-fallback", git_fallback),
	D("git-chief-penguins", git_chief_penguins),
	D("remove-duplicates", remove_duplicates),
	D("mailmap", mailmap),
	D("m", maintainer),
	D("r", reviewer),
	D("n", usename),
	D("l", list),
	D("fixes", fixes),
	D("moderated", moderated),
	D("s", subscriber),
	D("multiline", multiline),
	D("roles", roles),
	D("rolestats", rolestats),
	D("subsystem", subsystem),
	D("status", status),
	D("scm", scm),
	D("web", web),
	D("bug", bug),
	D("sections", sections),
	D("keywords", keywords),
	D("keywords-in-file", keywords_in_file),
	D("file-emails", file_emails),
	D("drop_the_rest_supporter", drop_the_rest_supporter),
#undef D
};

void maint_get_opts_script(struct maint_get_opts *o,
			   const struct maint_script *s)
{
	size_t i;
	bool on;

	for (i = 0; s && i < sizeof(defaults) / sizeof(*defaults); i++)
		if (maint_script_default(s, defaults[i].name, &on))
			*(bool *)((char *)o + defaults[i].off) = on;
}

/* The options as the script applies them after reading them. */
static void opts_apply(struct maint_get_opts *o, const struct maint_script *s)
{
	if (o->sections || (o->letters && o->letters[0])) {
		o->sections = true;
		o->email = false;
		o->list = false;
		o->scm = o->status = o->subsystem = o->web = false;
		o->bug = false;
		o->keywords = false;
		o->keywords_in_file = false;
	}
	if (!maint_script_has(s, MAINT_SF_SUBSTATUS))
		o->substatus = false; /* older scripts have no --substatus */
	if (!maint_script_has(s, MAINT_SF_FIXES))
		o->fixes = false;
	if (o->separator && strcmp(o->separator, ", "))
		o->multiline = false;
	if (o->rolestats)
		o->roles = true;
}

/* The same stat data: the file was not changed in between. */
static bool same_stat(const struct stat *a, const struct stat *b)
{
	return a->st_dev == b->st_dev && a->st_ino == b->st_ino &&
	       a->st_size == b->st_size &&
	       a->st_mtim.tv_sec == b->st_mtim.tv_sec &&
	       a->st_mtim.tv_nsec == b->st_mtim.tv_nsec &&
	       a->st_ctim.tv_sec == b->st_ctim.tv_sec &&
	       a->st_ctim.tv_nsec == b->st_ctim.tv_nsec;
}

/*
 * The tree's .mailmap, when there is one; 0 or -ENOMEM.  Its index of
 * lines is kept in the cache (mnt_mailmap_load_kept()) when its stat data
 * says what was read: the same before and after reading it.
 */
static int load_mailmap(struct maint_get *g)
{
	struct stat st1, st2;
	char *buf;
	size_t len;
	int fd = mnt_tree_open(g->o.root, ".mailmap"), ret;

	if (fd < 0)
		return 0;
	if (fstat(fd, &st1) || mnt_read_regular_fd(fd, 64u << 20, &buf, &len)) {
		close(fd);
		return 0;
	}
	if (!fstat(fd, &st2) && same_stat(&st1, &st2) && g->db->use_cache) {
		close(fd);
		return mnt_mailmap_load_kept(&g->mailmap, buf, len, &st1);
	}
	close(fd);
	ret = mnt_mailmap_load(&g->mailmap, buf, len);
	free(buf);
	return ret;
}

/*
 * What the script's git history leaves out: its chief penguins' sign-offs
 * (unless --git-chief-penguins) and, where it does, MAINTAINERS files
 * from the fallback.
 */
static void git_rules(struct maint_get *g)
{
	const struct maint_script *s = g->script;
	struct mnt_git_rules r = { .nchiefs = s->nchiefs };
	unsigned int i;

	for (i = 0; i < s->nchiefs && i < MNT_SCRIPT_CHIEFS; i++)
		r.chiefs[i] = s->chiefs[i].name;
	r.fallback_keeps_maintainers =
		!maint_script_has(s, MAINT_SF_FALLBACK_SKIPS_MAINTAINERS);
	r.signers_only = !maint_script_has(s, MAINT_SF_GIT_STATS);
	mnt_githist_rules(g->git, &r);
}

int maint_get_new(struct maint_get **out, struct maint_db *db,
		  const struct maint_get_opts *o,
		  const struct maint_diag_sink *diag)
{
	struct maint_get *g;
	int ret = 0;

	if (!MNT_OPTS_OK(o, MAINT_GET_OPTIONS_VERSION))
		return -EINVAL;
	*out = NULL;
	g = calloc(1, sizeof(*g));
	if (!g)
		return -ENOMEM;
	g->db = db;
	mnt_db_query_begin(db); /* a fresh regex budget for the query */
	/* a caller of layout 1 has no drop_the_rest_supporter (on) */
	if (o->version >= 2) {
		g->o = *o;
	} else {
		maint_get_opts_init(&g->o);
		memcpy(&g->o, o,
		       offsetof(struct maint_get_opts,
				drop_the_rest_supporter));
	}
	g->o.version = MAINT_GET_OPTIONS_VERSION;
	g->diag = diag;
	mbuf_init(&g->out);
	mnt_mailmap_init(&g->mailmap);
	mnt_script_builtin(&g->newest, "newest");
	g->script = o->script ? o->script : &g->newest;
	opts_apply(&g->o, g->script);
	mnt_db_set_braces(db, maint_script_has(g->script, MAINT_SF_BRACES));
	mnt_dedup_init(&g->dedup, &g->mailmap, g->o.remove_duplicates);
	g->git = mnt_githist_new(&g->o, g->diag);
	if (!g->git) {
		ret = -ENOMEM;
	} else {
		git_rules(g);
		mnt_githist_use_index(g->git, db->use_cache ? g->o.history :
							       MAINT_HISTORY_OFF);
	}
	if (!ret && g->o.mailmap)
		ret = load_mailmap(g);
	if (ret) {
		maint_get_free(g);
		return ret;
	}
	*out = g;
	return 0;
}

void mnt_get_role_index_reset(struct maint_get *g);

void maint_get_free(struct maint_get *g)
{
	size_t i;

	if (!g)
		return;
	for (i = 0; i < g->nkws; i++) {
		mnt_re_free(g->kws[i].plain);
		mnt_re_free(g->kws[i].prefixed);
		if (!g->kws[i].lits_borrowed)
			mnt_kw_literals_free(g->kws[i].lits);
	}
	free(g->kws);
	mnt_litscan_free(g->kw_scan);
	free(g->kw_alone);
	free(g->kc);
	mnt_strlist_clear(&g->files);
	mnt_strlist_clear(&g->fixes);
	mnt_strlist_clear(&g->keyword_tvi);
	mnt_strlist_clear(&g->file_emails);
	mnt_strlist_clear(&g->scm);
	mnt_strlist_clear(&g->web);
	mnt_strlist_clear(&g->bug);
	mnt_strlist_clear(&g->subsystem);
	mnt_strlist_clear(&g->status);
	mnt_strlist_clear(&g->substatus);
	mnt_get_people_clear(&g->email_to);
	mnt_get_role_index_reset(g);
	mnt_get_people_clear(&g->list_to);
	for (i = 0; i < g->nresult; i++)
		mnt_get_person_result_free(&g->result[i]);
	free(g->result);
	free(g->matches);
	free(g->match_files);
	free(g->exact);
	free(g->lastfile);
	mnt_githist_free(g->git);
	mnt_strlist_clear(&g->ranges);
	mnt_map_clear(&g->hash_list_to);
	mnt_map_clear(&g->email_hash_name);
	mnt_map_clear(&g->email_hash_address);
	mnt_dedup_clear(&g->dedup);
	mnt_mailmap_clear(&g->mailmap);
	mbuf_release(&g->out);
	free(g);
}

size_t maint_get_nfiles(const struct maint_get *g)
{
	return g->files.n;
}

const char *maint_get_file(const struct maint_get *g, size_t i)
{
	return i < g->files.n ? g->files.v[i] : NULL;
}

/*
 * The roles git history gives, added to the answer in its order: the
 * address, then its role ("commit_signer:3/7=43%" with --rolestats).
 */
static int add_git_roles(struct maint_get *g, struct mnt_git_roles *r)
{
	struct mbuf m = MBUF_INIT;
	size_t i;
	int ret = r->oom ? -ENOMEM : 0;

	for (i = 0; i < r->n; i++) {
		const struct mnt_git_role *e = &r->v[i];

		struct maint_role rt = MNT_ROLE(MAINT_ROLE_GIT, MNT_NO_SECTION,
						MNT_NO_SECTION);

		mnt_push_email_address(g, e->email, strlen(e->email), "", rt);
		mbuf_reset(&m);
		if (g->o.rolestats)
			mbuf_addf(&m, "%s:%zu/%ld=%.0f%%", e->kind, e->count,
				  e->divisor, e->percent);
		else
			mbuf_adds(&m, e->kind);
		mnt_add_role(g, e->email, m.buf, rt);
	}
	if (mbuf_failed(&m))
		ret = -ENOMEM;
	mbuf_release(&m);
	mnt_git_roles_clear(r);
	return ret;
}

/* --git, the fallback and --git-blame over the files (lib/git.c). */
static int git_signers(struct maint_get *g)
{
	struct mnt_githist_in in = {
		.files = (const char *const *)g->files.v,
		.exact = g->exact,
		.nfiles = g->files.n,
		.ranges = (const char *const *)g->ranges.v,
		.nranges = g->ranges.n,
	};
	struct mnt_git_roles r = { 0 };
	int ret = mnt_githist_signers(g->git, &in, &g->dedup, &r);
	int ret2 = add_git_roles(g, &r);

	return ret ? ret : ret2;
}

/* The signers of the Fixes: commits (lib/git.c). */
static int git_fixes(struct maint_get *g)
{
	struct mnt_git_roles r = { 0 };
	int ret = mnt_githist_fixes(g->git, (const char *const *)g->fixes.v,
				    g->fixes.n, &g->dedup, &r);
	int ret2 = add_git_roles(g, &r);

	return ret ? ret : ret2;
}

/* Match every file: what each matched section adds; --sections. */
static int match_files(struct maint_get *g)
{
	struct maint_matches *ms;
	size_t f, i;
	int ret;

	/* Xen's fork: THE REST is kept where a file has no other section */
	bool rest_rule = get_has(g, MAINT_SF_REST_DROP) &&
			 g->o.drop_the_rest_supporter,
	     rest_only = false;

	ret = maint_matches_new(&ms);
	if (ret)
		return ret;
	for (f = 0; f < g->files.n; f++) {
		const char *file = g->files.v[f];
		const struct maint_match *m;
		size_t n;
		bool exact, only = true;

		ret = maint_match_file(g->db, file, g->o.pattern_depth, ms,
				       &exact);
		if (ret)
			break;
		m = mnt_matches_v(ms);
		n = maint_matches_count(ms);
		g->exact[f] = exact;
		ret = mnt_get_record_matches(g, file, m, n);
		for (i = 0; i < n && !ret; i++) {
			mnt_get_add_categories(g, m[i].section, "",
					       MNT_NO_SECTION);
			if (rest_rule && only &&
			    !mnt_get_rest_supporter(g, m[i].section))
				only = false;
			if (g->o.sections)
				mnt_get_print_section(g, m[i].section);
		}
		if (ret)
			break;
		rest_only = rest_only || only;
		if (get_has(g, MAINT_SF_FILE_EMAILS_ALL))
			mnt_file_emails(g, file);
	}
	maint_matches_free(ms);
	if (ret)
		return ret;
	if (rest_rule && !rest_only)
		mnt_get_drop_rest(g);
	return 0;
}

/* The sections whose K: patterns matched, roles ending ":Keyword:K". */
static int keyword_sections(struct maint_get *g, struct mbuf *tmp)
{
	size_t i;
	int ret;

	mnt_strlist_sort_uniq(&g->keyword_tvi);
	for (i = 0; i < g->keyword_tvi.n; i++) {
		size_t item = strtoul(g->keyword_tvi.v[i], NULL, 10);
		size_t sec = g->db->section_of[item];
		struct maint_match km = { sec, 0, item };

		mbuf_reset(tmp);
		if (get_has(g, MAINT_SF_KEYWORD_ROLE))
			mbuf_addf(tmp, ":Keyword:%s", g->db->items[item].value);
		mnt_get_add_categories(g, sec, tmp->buf, item);
		ret = mnt_get_record_matches(g, "", &km, 1);
		if (ret)
			return ret;
	}
	return 0;
}

/* deduplicate_email() over the people and lists the sections gave. */
static void dedup_sections(struct maint_get *g, struct mbuf *tmp)
{
	size_t i;

	for (i = 0; i < g->email_to.n; i++) {
		mnt_dedup_email(&g->dedup, g->email_to.v[i].email, tmp);
		free(g->email_to.v[i].email);
		g->email_to.v[i].email = mnt_strndup(tmp->buf, tmp->len);
	}
	mnt_get_role_index_reset(g);
	for (i = 0; i < g->list_to.n; i++) {
		mnt_dedup_email(&g->dedup, g->list_to.v[i].email, tmp);
		free(g->list_to.v[i].email);
		g->list_to.v[i].email = mnt_strndup(tmp->buf, tmp->len);
	}
}

/* The addresses maintainers_in_file() found, with the role "in file". */
static void add_file_emails(struct maint_get *g, struct mbuf *tmp)
{
	size_t i;

	for (i = 0; i < g->file_emails.n; i++) {
		struct mbuf name = MBUF_INIT, addr = MBUF_INIT;

		mbuf_reset(tmp);
		if (get_has(g, MAINT_SF_FILE_EMAILS_MAILMAP))
			mnt_mailmap_email(&g->mailmap, g->file_emails.v[i],
					  strlen(g->file_emails.v[i]), tmp);
		else
			mbuf_adds(tmp, g->file_emails.v[i]);
		mnt_email_parse(tmp->buf, tmp->len, &name, &addr);
		mbuf_reset(tmp);
		mnt_email_format(tmp, name.buf, name.len, addr.buf, addr.len,
				 g->o.usename);
		struct maint_role rt = MNT_ROLE(MAINT_ROLE_FILE, MNT_NO_SECTION,
						MNT_NO_SECTION);

		mnt_push_email_address(g, tmp->buf, tmp->len, "", rt);
		mnt_add_role(g, tmp->buf, "in file", rt);
		mbuf_release(&name);
		mbuf_release(&addr);
	}
}

/* The script's order of the steps (get_maintainers()). */
int maint_get_run(struct maint_get *g)
{
	struct mbuf tmp = MBUF_INIT;
	int ret;

	free(g->exact);
	g->exact = calloc(g->files.n + 1, sizeof(*g->exact));
	if (!g->exact)
		return -ENOMEM;
	ret = match_files(g);
	if (!ret && g->o.keywords)
		ret = keyword_sections(g, &tmp);
	if (!ret) {
		dedup_sections(g, &tmp);
		ret = git_signers(g);
	}
	if (!ret && g->o.email) {
		mnt_get_remove_chiefs(g);
		add_file_emails(g, &tmp);
	}
	if (!ret)
		ret = git_fixes(g);
	if (!ret)
		ret = mnt_get_merge_email(g);
	if (!ret)
		ret = mnt_get_render(g);
	if (!ret && (g->email_to.oom || g->list_to.oom))
		ret = -ENOMEM;
	mbuf_release(&tmp);
	return ret;
}

size_t maint_get_npeople(const struct maint_get *g)
{
	return g->nresult;
}

const struct maint_person *maint_get_person(const struct maint_get *g,
					    size_t i)
{
	return i < g->nresult ? &g->result[i].pub : NULL;
}

/* The entry maint_get_person() handed out as @p. */
static const struct mnt_person_result *
person_result(const struct maint_person *p)
{
	return (const struct mnt_person_result
			*)((const char *)p -
			   offsetof(struct mnt_person_result, pub));
}

size_t maint_person_nroles(const struct maint_person *p)
{
	return p ? person_result(p)->nroles : 0;
}

const struct maint_role *maint_person_role(const struct maint_person *p,
					   size_t i)
{
	const struct mnt_person_result *r = p ? person_result(p) : NULL;

	return r && i < r->nroles ? &r->roles[i] : NULL;
}

size_t maint_get_nmatches(const struct maint_get *g)
{
	return g->nmatches;
}

const struct maint_match *maint_get_match(const struct maint_get *g, size_t i,
					  const char **file)
{
	if (i >= g->nmatches)
		return NULL;
	if (file)
		*file = g->match_files[i];
	return &g->matches[i];
}

bool maint_get_vcs_tracked(struct maint_get *g, const char *path)
{
	return mnt_githist_tracked(g->git, path, g->db->use_cache);
}

bool maint_get_history_stale(const struct maint_get *g)
{
	return mnt_githist_stale(g->git);
}
