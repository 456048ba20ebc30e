// SPDX-License-Identifier: GPL-2.0-only
/*
 * get_maintainer.pl's use of git history: --git, the default
 * --git-fallback, --git-blame and the signers of commits named by Fixes:.
 *
 * These need a git work tree.  Without one get_maintainer.pl adds nothing
 * (and says nothing unless --git was asked for), which is what this does.
 */
#include <stdio.h>
#include <sys/stat.h>

#include "get.h"

static bool have_git_tree(const struct maint_get *g)
{
	struct mbuf p = MBUF_INIT;
	struct stat st;
	bool r;

	if (g->o.root) {
		mbuf_adds(&p, g->o.root);
		mbuf_addch(&p, '/');
	}
	mbuf_adds(&p, ".git");
	r = !mbuf_failed(&p) && stat(p.buf, &st) == 0;
	mbuf_release(&p);
	return r;
}

int mnt_git_signers(struct maint_get *g)
{
	if (!g->o.email)
		return 0;
	if (!g->o.git && !g->o.git_fallback && !g->o.git_blame)
		return 0;
	if (!have_git_tree(g)) {
		if (g->o.git && !g->git_warned) {
			g->git_warned = true;
			mnt_diag(g->diag, NULL, 0, MAINT_WARNING,
				 "No supported VCS found.  Add --nogit to options?");
		}
		return 0;
	}
	/* git history support arrives with the git-history work */
	return 0;
}

int mnt_git_fixes(struct maint_get *g)
{
	return 0;
}
