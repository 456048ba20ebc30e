// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint history: the history index of a git work tree (the git history
 * maint get --git, its git fallback and maint activity read): its state,
 * and bringing it up to date.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "builtin.h"
#include "cli.h"
#include "maint.h"
#include "mbuf.h"
#include "opt.h"
#include "term.h"

static const char *const usage =
	"maint history [--update | --rebuild] [--no-wait] [--repo DIR] [--json]";

static void put_status(const struct maint_history_status *s)
{
	printf("state: %s", s->state);
	if (s->why) {
		fputs(" (", stdout);
		cli_fput_safe(stdout, s->why, strlen(s->why), 0);
		fputs(")", stdout);
	}
	putchar('\n');
	if (s->path) {
		fputs("index: ", stdout);
		cli_fput_safe(stdout, s->path, strlen(s->path), 0);
		putchar('\n');
	}
	if (s->built) {
		char when[32];
		time_t t = (time_t)s->built;
		struct tm tm;

		gmtime_r(&t, &tm);
		strftime(when, sizeof(when), "%Y-%m-%d %H:%M:%S UTC", &tm);
		printf("commits: %u\nfiles: %u\nchanges: %u\ntips: %u\n"
		       "size: %llu bytes\nbuilt: %s\n",
		       s->commits, s->paths, s->changes, s->tips, s->size,
		       when);
	}
}

static int update_status(int ret)
{
	switch (ret) {
	case 0:
		return EXIT_OK;
	case -ENOENT:
	case -ENOTSUP:
		return EXIT_BADINPUT;
	case -EWOULDBLOCK:
		return EXIT_FINDINGS;
	default:
		return EXIT_SYSTEM;
	}
}

int cmd_history(int argc, char **argv)
{
	struct cli c;
	struct maint_history_status *s;
	struct maint_history_stats st = MAINT_HISTORY_STATS_INIT;
	const char *repo = NULL, *why = NULL;
	bool update = false, rebuild = false, no_wait = false;
	int n, ret, uret = 0;
	struct opt opts[] = {
		OPT_SET("update", &update,
			"add what the index lacks of HEAD's history (make it "
			"when there is none)"),
		OPT_SET("rebuild", &rebuild,
			"make the index again from nothing"),
		OPT_SET("no-wait", &no_wait,
			"when another maint is building it, do not wait "
			"(status 1)"),
		OPT_STR("repo", &repo, "DIR",
			"the work tree's top (default: the current directory)"),
		OPT_SET("json", &c.json, "print JSON"),
		OPT_TABLE_END,
	};

	cli_init(&c, "history");
	ret = cli_options(
		opts, argc, argv, usage,
		"The history index: what maint get --git, its git fallback "
		"and maint activity\nread from git log, kept in the cache "
		"directory per repository.  Without\n--update, say its state.\n\n",
		"\nWhat the index cannot answer byte for byte goes to git; "
		"see maint-history(1).\n",
		&n);
	if (ret >= 0) {
		cli_release(&c);
		return ret;
	}
	if (n) {
		ret = cli_fail(&c, EXIT_USAGE, "unexpected argument '%s'",
			       argv[1]);
		cli_release(&c);
		return ret;
	}
	if (update || rebuild) {
		uret = maint_history_update(
			repo,
			(rebuild ? MAINT_HISTORY_REBUILD : 0) |
				(no_wait ? MAINT_HISTORY_NO_WAIT : 0),
			&st, &why);
		if (uret && !c.json) {
			ret = cli_fail(&c, update_status(uret),
				       "cannot update the history index: %s",
				       why ? why : strerror(-uret));
			cli_release(&c);
			return ret;
		}
	}
	if (maint_history_status(repo, &s)) {
		ret = cli_fail(&c, EXIT_SYSTEM, "out of memory");
		cli_release(&c);
		return ret;
	}
	if (c.json) {
		char *doc = maint_history_json(
			s, update || rebuild ? &st : NULL, uret, why, NULL);

		if (!doc) {
			ret = cli_fail(&c, EXIT_SYSTEM, "out of memory");
			maint_history_status_free(s);
			cli_release(&c);
			return ret;
		}
		fputs(doc, stdout);
		free(doc);
	} else {
		if (update || rebuild) {
			if (st.current)
				printf("up to date: HEAD is in the index\n");
			else
				printf("%s: %u commits added in %.2f s%s\n",
				       st.rebuilt ? "built" : "updated",
				       st.added, st.seconds,
				       st.compacted ? " (compacted)" : "");
			if (st.broken)
				printf("%u commits without line counts (git "
				       "could not make their diff): their files "
				       "are answered by git\n",
				       st.broken);
		}
		put_status(s);
	}
	maint_history_status_free(s);
	cli_release(&c);
	return update_status(uret);
}
