// SPDX-License-Identifier: GPL-2.0-only
/*
 * report html's git probe: what the tree's repository can give the page
 * (its revision and date, whether its history holds merges and release
 * tags for a pull graph), asked quietly before anything is drawn.
 */
#include <errno.h>
#include <string.h>

#include "base/gitrun.h"
#include "maint.h"
#include "mbuf.h"
#include "util.h"

/* git's first output line, quietly; NULL when it fails or says nothing. */
static char *git_line(const char *root, const char *const *args, int *err)
{
	struct mbuf out = MBUF_INIT;
	int st = 0, ret = mnt_git(root, args, &out, 65536, true, &st);
	char *nl;

	if (ret == -ENOMEM)
		*err = ret;
	if (ret || st || !out.len || mbuf_failed(&out)) {
		mbuf_release(&out);
		return NULL;
	}
	nl = memchr(out.buf, '\n', out.len);
	if (nl)
		mbuf_setlen(&out, (size_t)(nl - out.buf));
	if (!out.len) {
		mbuf_release(&out);
		return NULL;
	}
	return mbuf_detach(&out, NULL);
}

struct maint_report_git {
	char *revision, *date;
	bool history;
	char *why_not;
};

static int why_not(struct maint_report_git *g, const char *why)
{
	g->history = false;
	g->why_not = mnt_strndup(why, strlen(why));
	return g->why_not ? 0 : -ENOMEM;
}

static int probe(const char *root, bool have_range, struct maint_report_git *g)
{
	static const char *const inside[] = { "rev-parse",
					      "--is-inside-work-tree", NULL };
	static const char *const prefix[] = { "rev-parse", "--show-prefix",
					      NULL };
	static const char *const head[] = { "rev-parse", "--verify", "-q",
					    "HEAD^{commit}", NULL };
	static const char *const desc[] = { "describe", "--tags", "--always",
					    "--abbrev=12", "HEAD", NULL };
	static const char *const date[] = { "log", "-1", "--format=%cI",
					    "HEAD", "--", NULL };
	static const char *const shallow[] = {
		"rev-parse", "--is-shallow-repository", NULL
	};
	static const char *const release[] = {
		"describe", "--tags",	     "--abbrev=0", "--match=v[0-9]*",
		"--exclude=*-*", "HEAD", NULL
	};
	static const char *const anytag[] = { "for-each-ref", "--count=1",
					      "--format=%(refname)",
					      "refs/tags/", NULL };
	char *s;
	int err = 0;

	s = git_line(root, inside, &err);
	if (!s || strcmp(s, "true")) {
		free(s);
		return err ? err :
			     why_not(g, "No pull graph: this tree is not a git "
					"work tree, so there is no history to "
					"read.");
	}
	free(s);
	s = git_line(root, prefix, &err);
	if (s) {
		free(s);
		return err ? err :
			     why_not(g, "No pull graph: this directory is not "
					"the top of its git work tree, so the "
					"history there is not this tree's.");
	}
	s = git_line(root, head, &err);
	if (!s)
		return err ? err :
			     why_not(g, "No pull graph: the git repository has "
					"no commit yet.");
	free(s);
	g->revision = git_line(root, desc, &err);
	g->date = git_line(root, date, &err);
	s = git_line(root, shallow, &err);
	if (s && !strcmp(s, "true")) {
		free(s);
		return err ? err :
			     why_not(g, "No pull graph: the repository is a "
					"shallow clone, so its history stops "
					"short of the release cycle's merges.");
	}
	free(s);
	if (!have_range) {
		s = git_line(root, release, &err);
		if (!s) {
			char *t = git_line(root, anytag, &err);

			free(t);
			if (err)
				return err;
			return why_not(g, t ? "No pull graph: no release tag "
					      "(vX.Y) is reachable from HEAD, "
					      "so the cycle has no start; "
					      "give --pulls-range or "
					      "--release." :
					      "No pull graph: the repository "
					      "has no tags, so the release "
					      "cycle (from the last vX.Y tag "
					      "to HEAD) cannot be found; give "
					      "--pulls-range.");
		}
		free(s);
	}
	g->history = true;
	return err;
}

int maint_report_git_probe(const char *root, bool have_range,
			   struct maint_report_git **out)
{
	struct maint_report_git *g = calloc(1, sizeof(*g));
	int ret;

	*out = NULL;
	if (!g)
		return -ENOMEM;
	ret = probe(root, have_range, g);
	if (ret) {
		maint_report_git_free(g);
		return ret;
	}
	*out = g;
	return 0;
}

void maint_report_git_free(struct maint_report_git *g)
{
	if (!g)
		return;
	free(g->revision);
	free(g->date);
	free(g->why_not);
	free(g);
}

const char *maint_report_git_revision(const struct maint_report_git *g)
{
	return g->revision;
}

const char *maint_report_git_date(const struct maint_report_git *g)
{
	return g->date;
}

bool maint_report_git_history(const struct maint_report_git *g)
{
	return g->history;
}

const char *maint_report_git_why_not(const struct maint_report_git *g)
{
	return g->why_not;
}
