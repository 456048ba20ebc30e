// SPDX-License-Identifier: GPL-2.0-only
/*
 * libmaint-demo: who maintains a file, and what their Maintainer Entry
 * Profiles say, through the public API of libmaint.
 *
 *   cc -o libmaint-demo libmaint-demo.c $(pkg-config --cflags --libs maint)
 *   ./libmaint-demo TREE FILE
 *
 * TREE is the top of a kernel-like tree (with MAINTAINERS), FILE a path
 * relative to it.  Prints one line per maintainer, reviewer and list,
 * exactly as `maint get --roles -f FILE` run in TREE does (answering as
 * the tree's own scripts/get_maintainer.pl: its 6.12 version names M:
 * people after the section's status, "supporter" or "odd fixer"), then
 * for every P: profile of the sections that match FILE, its title and the
 * facts it states.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <maint.h>

/* The library never prints: diagnostics come here, with file and line. */
static void print_diag(const struct maint_diag *d, void *ctx)
{
	static const char *const level[] = { "info", "warning", "error" };

	(void)ctx;
	if (d->file && d->line)
		fprintf(stderr, "%s:%u: %s: %s\n", d->file, d->line,
			level[d->level], d->msg);
	else if (d->file)
		fprintf(stderr, "%s: %s: %s\n", d->file, level[d->level],
			d->msg);
	else
		fprintf(stderr, "%s: %s\n", level[d->level], d->msg);
}

/* "Name <address> (role:SECTION)": a line of maint get --roles */
static void print_people(struct maint_get *g)
{
	size_t i;

	for (i = 0; i < maint_get_npeople(g); i++) {
		const struct maint_person *p = maint_get_person(g, i);

		printf("%s (%s)\n", p->email, p->role);
	}
}

/* Print the title and facts of the profile a P: line names. */
static int print_profile(const char *root, const struct maint_item *it,
			 const struct maint_diag_sink *sink)
{
	struct maint_profile *prof;
	char *path;
	size_t i;
	int ret;

	printf("profile: %s (%s)\n", it->value,
	       maint_pkind_name(maint_pkind_of(it->value)));
	if (maint_pkind_of(it->value) != MAINT_P_FILE)
		return 0;
	ret = maint_profile_resolve(root, it->value, &path);
	if (ret < 0) {
		fprintf(stderr, "%s:%u: warning: %s: %s\n", it->file, it->line,
			it->value, strerror(-ret));
		return 0;
	}
	ret = maint_profile_load(&prof, path, it->value, sink);
	free(path);
	if (ret < 0)
		return ret;
	printf("  title: %s\n", maint_profile_title(prof, NULL) ?
					maint_profile_title(prof, NULL) :
					"(none)");
	for (i = 0; i < maint_profile_nfacts(prof); i++) {
		const struct maint_fact *f = maint_profile_fact(prof, i);

		printf("  %s: %s  [%s:%u]\n", maint_fact_kind_label(f->kind),
		       f->value, f->file, f->line);
	}
	maint_profile_free(prof);
	return 0;
}

/* Every P: line of the sections that matched, each profile once. */
static int print_profiles(struct maint_db *db, struct maint_get *g,
			  const char *root, const struct maint_diag_sink *sink)
{
	const struct maint_item **seen;
	size_t nseen = 0, i, j, k;
	int ret = 0;

	seen = calloc(maint_db_nitems(db) + 1, sizeof(*seen));
	if (!seen)
		return -ENOMEM;
	for (i = 0; i < maint_get_nmatches(g) && !ret; i++) {
		const struct maint_match *m = maint_get_match(g, i, NULL);
		const struct maint_section *s = maint_db_section(db,
								 m->section);

		for (j = s->first; j < s->end && !ret; j++) {
			const struct maint_item *it = maint_db_item(db, j);

			if (it->type != 'P')
				continue;
			for (k = 0; k < nseen; k++)
				if (!strcmp(seen[k]->value, it->value))
					break;
			if (k < nseen)
				continue;
			seen[nseen++] = it;
			ret = print_profile(root, it, sink);
		}
	}
	free(seen);
	return ret;
}

int main(int argc, char **argv)
{
	struct maint_diag_sink sink = MAINT_DIAG_SINK_INIT(print_diag, NULL);
	struct maint_load_opts lo = MAINT_LOAD_OPTIONS_INIT;
	struct maint_script_where sw = MAINT_SCRIPT_WHERE_INIT;
	struct maint_script *script;
	char *failed = NULL;
	struct maint_get_opts go;
	struct maint_db *db;
	struct maint_get *g;
	char mpath[4096];
	int ret;

	if (argc != 3) {
		fprintf(stderr, "usage: libmaint-demo TREE FILE\n");
		return 2;
	}
	if ((size_t)snprintf(mpath, sizeof(mpath), "%s/MAINTAINERS",
			     argv[1]) >= sizeof(mpath)) {
		fprintf(stderr, "libmaint-demo: path too long\n");
		return 2;
	}
	/* answer as the tree's own get_maintainer.pl, read as text */
	sw.root = argv[1];
	if (maint_script_find(&script, &sw, &sink)) {
		fprintf(stderr, "libmaint-demo: out of memory\n");
		return 4;
	}
	lo.path = mpath;
	lo.root = argv[1];
	lo.no_globstar = !maint_script_has(script, MAINT_SF_GLOBSTAR);
	lo.failed_file = &failed;
	ret = maint_db_load(&db, &lo, &sink);
	if (ret < 0) {
		fprintf(stderr, "libmaint-demo: cannot read '%s': %s\n",
			failed ? failed : mpath,
			ret < -1000 ? "no MAINTAINERS file" : strerror(-ret));
		free(failed);
		maint_script_free(script);
		return 3;
	}

	/* get_maintainer.pl's defaults, with roles: maint get --roles -f */
	maint_get_opts_init(&go);
	go.from_filename = true;
	go.roles = true;
	go.root = argv[1];
	go.script = script;
	ret = maint_get_new(&g, db, &go, &sink);
	if (ret < 0)
		goto out_free_db;
	ret = maint_get_add_file(g, argv[2]);
	if (!ret)
		ret = maint_get_run(g);
	if (!ret) {
		print_people(g);
		ret = print_profiles(db, g, argv[1], &sink);
	}
	maint_get_free(g);
out_free_db:
	maint_db_free(db);
	maint_script_free(script);
	if (ret < 0) {
		fprintf(stderr, "libmaint-demo: %s\n", strerror(-ret));
		return 4;
	}
	return fflush(stdout) || ferror(stdout) ? 4 : 0;
}
