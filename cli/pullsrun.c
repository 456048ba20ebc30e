// SPDX-License-Identifier: GPL-2.0-only
/*
 * Pull graphs for maint pulls and maint report html: the errors of
 * collecting them through git in the user's words, and the depth chart
 * per release.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "pullsrun.h"

int cli_pulls_error(const struct cli *c, int ret, const char *what,
		    const char *dir)
{
	if (ret == -MAINT_E_SHALLOW)
		return cli_fail(
			c, EXIT_BADINPUT,
			"'%s' is a shallow clone: merges and depths would "
			"be missing; run 'git fetch --unshallow' first "
			"(or give --allow-shallow for partial counts)",
			dir ? dir : ".");
	if (ret == -MAINT_E_NOTFOUND)
		return cli_fail(
			c, EXIT_BADINPUT,
			"no MAINTAINERS file in the commit '%s' ends at "
			"(give --mpath FILE)",
			what);
	if (ret == -EINVAL)
		return cli_fail(c, EXIT_BADINPUT,
				"no such release tag or revision range '%s'",
				what);
	if (ret == -MAINT_E_GITREFUSED)
		return cli_git_refused(c, dir ? dir : ".");
	if (ret == -ECHILD)
		return cli_fail(c, EXIT_BADINPUT,
				"git failed on '%s' (not a git repository?)",
				what);
	if (ret == -EFBIG)
		return cli_fail(c, EXIT_BADINPUT,
				"git's output for '%s' is too large", what);
	return cli_fail(c, EXIT_SYSTEM, "cannot run git: %s", strerror(-ret));
}

int cli_pulls_chart(const struct cli *c, const struct maint_pulls_opts *o,
		    const char *spec, char **html)
{
	struct maint_pulls_opts co = *o;
	struct maint_pulls_cycles *cy = NULL;
	char *failed = NULL;
	int ret;

	*html = NULL;
	co.db = NULL;
	co.maintainers_from_git = true;
	co.range = co.release = NULL;
	ret = maint_pulls_cycles(&cy, &co, spec, &failed, NULL);
	if (ret) {
		ret = cli_pulls_error(c, ret, failed ? failed : spec, o->root);
		free(failed);
		return ret;
	}
	if (!maint_pulls_cycles_count(cy)) {
		maint_pulls_cycles_free(cy);
		return cli_fail(c, EXIT_BADINPUT, "no release tag in '%s'",
				spec);
	}
	*html = maint_pulls_cycles_html(cy, 0, NULL);
	maint_pulls_cycles_free(cy);
	return *html ? EXIT_OK : cli_fail(c, EXIT_SYSTEM, "out of memory");
}
