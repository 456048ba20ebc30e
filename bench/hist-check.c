// SPDX-License-Identifier: GPL-2.0-only
/*
 * bench/hist-check: the history index against git, file by file.
 *
 *   hist-check [--update] [--quiet] ROOT SINCE [FILE...]   (files also
 *   one a line on standard input with "-")
 *
 * For each file, the text the index gives for get_maintainer.pl's
 * `git log --follow --since=SINCE ... -- FILE` and git's own output, both
 * read as the script reads them (leading blanks off, blank lines gone)
 * and cut to the lines the index keeps (mnt_hix_keep_line(), and numstat
 * lines), must be equal line for line.  Prints one line per file (ok,
 * git: the index leaves it to git, DIFF with the first difference) and a
 * summary; exit status 1 on any difference.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/gitrun.h"
#include "history/build.h"
#include "history/query.h"
#include "history/store.h"
#include "mbuf.h"

static const char fmt[] = "--format=GitCommit: %H%nGitAuthor: %an "
			  "<%ae>%nGitDate: %aD%nGitSubject: %s%n%b%n";

static bool wanted(const char *s, size_t n)
{
	return mnt_hix_keep_line(s, n) ||
	       (n > 1 && s[0] == '-' && s[1] == '\t');
}

/* The lines as the script reads them, cut to those compared. */
static void lines_of(struct mbuf *in, struct mbuf *out)
{
	char *p = in->buf, *end = in->buf + in->len;

	while (p < end) {
		char *nl;

		while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' ||
				   *p == '\r' || *p == '\f' || *p == '\v'))
			p++;
		if (p >= end)
			break;
		nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			nl = end;
		if (wanted(p, (size_t)(nl - p))) {
			mbuf_add(out, p, (size_t)(nl - p));
			mbuf_addch(out, '\n');
		}
		p = nl + 1;
	}
}

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int check_file(struct mnt_hq *q, const char *root, const char *since,
		      const char *file, bool quiet, double *ti, double *tg)
{
	struct mbuf ix = MBUF_INIT, git = MBUF_INIT, a = MBUF_INIT,
		    b = MBUF_INIT, s = MBUF_INIT;
	const char *args[11];
	double t0 = now();
	int r, st, ret = 0;

	r = mnt_hq_file_log(q, since, file, &ix);
	*ti += now() - t0;
	mbuf_addf(&s, "--since=%s", since);
	args[0] = "log";
	args[1] = "--no-color";
	args[2] = "--follow";
	args[3] = s.buf;
	args[4] = "--numstat";
	args[5] = "--no-merges";
	args[6] = fmt;
	args[7] = "--";
	args[8] = file;
	args[9] = NULL;
	t0 = now();
	if (mnt_git(root, args, &git, (size_t)1 << 30, true, &st))
		mbuf_reset(&git);
	*tg += now() - t0;
	if (r < 0) {
		printf("ERROR %s: %s\n", file, strerror(-r));
		ret = 2;
	} else if (r == HQ_ASK_GIT) {
		if (!quiet)
			printf("git %s\n", file);
		ret = 3;
	} else {
		lines_of(&ix, &a);
		lines_of(&git, &b);
		if (a.len == b.len &&
		    (!a.len || !memcmp(a.buf, b.buf, a.len))) {
			if (!quiet)
				printf("ok %s (%zu bytes)\n", file, a.len);
		} else {
			size_t i = 0, line = 1;

			while (i < a.len && i < b.len && a.buf[i] == b.buf[i]) {
				if (a.buf[i] == '\n')
					line++;
				i++;
			}
			printf("DIFF %s at line %zu\n", file, line);
			ret = 1;
			if (!quiet) {
				fwrite(a.buf ? a.buf : "", 1, a.len, stdout);
				printf("---- git ----\n");
				fwrite(b.buf ? b.buf : "", 1, b.len, stdout);
			}
		}
	}
	mbuf_release(&ix);
	mbuf_release(&git);
	mbuf_release(&a);
	mbuf_release(&b);
	mbuf_release(&s);
	return ret;
}

int main(int argc, char **argv)
{
	struct mnt_hq *q;
	bool update = false, quiet = false;
	size_t nok = 0, ngit = 0, ndiff = 0;
	double ti = 0, tg = 0;
	int i = 1;

	for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
		if (!strcmp(argv[i], "--update"))
			update = true;
		else if (!strcmp(argv[i], "--quiet"))
			quiet = true;
		else
			break;
	}
	if (argc - i < 2) {
		fprintf(stderr, "usage: hist-check [--update] [--quiet] ROOT "
				"SINCE [FILE...|-]\n");
		return 2;
	}
	if (update) {
		struct mnt_hix_stats st;
		const char *why;
		int r = mnt_hix_update(argv[i], HIX_BUILD_WAIT, &st, &why);

		printf("update: %s%s%s: %u added, %u commits, %u broken, %.2f s%s%s%s\n",
		       r ? "failed: " : "ok", r ? strerror(-r) : "",
		       why ? why : "", st.added, st.ncommits, st.broken,
		       st.seconds, st.rebuilt ? ", rebuilt" : "",
		       st.compacted ? ", compacted" : "",
		       st.current ? ", current" : "");
		if (r)
			return 2;
	}
	q = mnt_hq_new(argv[i]);
	if (!q)
		return 2;
	{
		const char *why;
		enum hq_state s = mnt_hq_state(q, &why);

		if (s != HQ_READY)
			printf("index not used: %s\n", why ? why : "?");
	}
	for (int k = i + 2; k < argc; k++) {
		int r;

		if (!strcmp(argv[k], "-")) {
			char line[8192];

			while (fgets(line, sizeof(line), stdin)) {
				line[strcspn(line, "\n")] = '\0';
				r = check_file(q, argv[i], argv[i + 1], line,
					       quiet, &ti, &tg);
				nok += !r;
				ngit += r == 3;
				ndiff += r == 1 || r == 2;
			}
			continue;
		}
		r = check_file(q, argv[i], argv[i + 1], argv[k], quiet, &ti,
			       &tg);
		nok += !r;
		ngit += r == 3;
		ndiff += r == 1 || r == 2;
	}
	printf("%zu same, %zu left to git, %zu different; index %.3f s, git %.3f s\n",
	       nok, ngit, ndiff, ti, tg);
	mnt_hq_free(q);
	return ndiff ? 1 : 0;
}
