// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint get: who gets this patch.  A drop-in for scripts/get_maintainer.pl:
 * the same options with the same spellings, negations and defaults, the
 * same standard output byte for byte, the same exit status.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "builtin.h"
#include "cli.h"
#include "get-batch.h"
#include "get-where.h"
#include "maint.h"
#include "mbuf.h"
#include "opt.h"
#include "textfile.h"

#define GET_VERSION "0.26"

struct get_cli {
	struct maint_get_opts o;
	bool interactive, help, version, tree, find_maintainer_files, json;
	bool batch, cache, series, setup;
	/* maint get below the top: the way back down ("drivers/"), or NULL */
	char *prefix;
	char **rebased; /* the arguments as seen from the top */
	const char *history_opt; /* --history */
	bool history_stale; /* an answer read git where the index could not */
	const char *mpath, *self_test, *hg_since;
	bool self_test_seen;
	const char *prog;
	int status;
	/*
	 * The script answered as: --compat (a built-in model) or --script
	 * (a file), else .get_maintainer.conf's "# maint.compat = X" or
	 * "# maint.script = FILE", else the tree's own (maint_script_find())
	 */
	const char *compat_opt, *script_opt, *compat_conf, *script_conf;
	struct maint_script *script; /* maint_script_free() */
	const char *script_from; /* what decided script */
	bool substatus_given;
	/* the arguments left by the options (after .get_maintainer.conf's) */
	int nargs;
	char **av, *confbuf;
	struct maint_diag_sink sink;
	struct maint_load_opts lo;
	struct cli cli; /* the spine's: errors, MAINTAINERS */
};

/* Invoked as get_maintainer.pl (a symlink): exactly the script. */
static bool as_script(void)
{
	return !strncmp(maint_progname, "get_maintainer", 14);
}

/*
 * The name in usage lines: "maint get", or get_maintainer.pl when maint
 * was invoked as that.
 */
static void usage_name(char *buf, size_t len)
{
	if (as_script())
		snprintf(buf, len, "%s", maint_progname);
	else
		snprintf(buf, len, "%s get", maint_progname);
}

/*
 * Which script to answer as: --compat or --script, else the conf's
 * maint.compat or maint.script, else the tree's own (maint_script_find(),
 * its warnings to sink), into *s (maint_script_free(); NULL when out of
 * memory).  Returns 1 for a built-in model, 0 for a script looked for, -1
 * for an unknown compat (*v names it; *s the newest), -2 out of memory.
 */
static int pick_script(const struct get_cli *c, struct maint_script **s,
		       const char **v, const struct maint_diag_sink *sink)
{
	const char *file = c->script_opt ? c->script_opt :
			   c->compat_opt ? NULL :
					   c->script_conf;
	/* a --script named below the top, as seen from the top */
	char *rfile = file && *file && c->script_opt && c->prefix ?
			      get_rebase_path(c->prefix, file) :
			      NULL;
	struct maint_script_where w = MAINT_SCRIPT_WHERE_INIT;
	int ret;

	w.path = rfile ? rfile : file && *file ? file : NULL;
	w.self = "/proc/self/exe";
	w.use_cache = c->cache;

	*v = c->compat_opt ? c->compat_opt :
	     c->script_opt ? NULL :
			     c->compat_conf;
	/* (an empty value is the option parser's to refuse) */
	if (*v && **v && strcmp(*v, "auto")) {
		free(rfile);
		ret = maint_script_builtin(s, *v);
		return ret == -ENOMEM ? -2 : ret ? -1 : 1;
	}
	ret = maint_script_find(s, &w, sink);
	free(rfile);
	return ret ? -2 : 0;
}

/*
 * Does the script this run answers as know --substatus?  Scripts before
 * 2026 have no such option, so its help must not offer it.  Decided as a
 * query would, quietly: an unknown --compat is reported when a query
 * runs, not here.
 */
static bool help_substatus(const struct get_cli *c)
{
	struct maint_script *s;
	const char *v;
	bool knows;

	knows = pick_script(c, &s, &v, NULL) < 0 ||
		maint_script_knows(s, "substatus");
	maint_script_free(s);
	return knows;
}

static void print_usage(const struct get_cli *c)
{
	bool substatus = help_substatus(c);
	char prog[128];

	usage_name(prog, sizeof(prog));
	printf("usage: %s [options] patchfile\n"
	       "       %s [options] -f file|directory\n"
	       "version: %s\n"
	       "\n"
	       "MAINTAINER field selection options:\n"
	       "  --[no-]email => print email address(es) if any\n"
	       "    --[no-]git => include recent git *-by: signers\n"
	       "    --[no-]git-all-signature-types => include signers regardless of signature type\n"
	       "        or use only (Signed-off-by:|Reviewed-by:|Acked-by:) signers (default: 0)\n"
	       "    --[no-]git-fallback => use git when no exact MAINTAINERS pattern (default: 1)\n"
	       "    --[no-]git-chief-penguins => include (Linus Torvalds)\n"
	       "    --git-min-signatures => number of signatures required (default: 1)\n"
	       "    --git-max-maintainers => maximum maintainers to add (default: 5)\n"
	       "    --git-min-percent => minimum percentage of commits required (default: 5)\n"
	       "    --[no-]git-blame => use git blame to find modified commits for patch or file\n"
	       "    --[no-]git-blame-signatures => when used with --git-blame, also include all commit signers\n"
	       "    --git-since => git history to use (default: 1-year-ago)\n"
	       "    --hg-since => hg history to use (accepted; Mercurial is not supported)\n"
	       "    --[no-]interactive, --[no-]i => not supported by maint\n"
	       "    --[no-]m => include maintainer(s) if any\n"
	       "    --[no-]r => include reviewer(s) if any\n"
	       "    --[no-]n => include name 'Full Name <addr@domain.tld>'\n"
	       "    --[no-]l => include list(s) if any\n"
	       "    --[no-]moderated => include moderated lists(s) if any (default: true)\n"
	       "    --[no-]s => include subscriber only list(s) if any (default: false)\n"
	       "    --[no-]remove-duplicates => minimize duplicate email names/addresses\n"
	       "    --[no-]roles => show roles (role:subsystem, git-signer, list, etc...)\n"
	       "    --[no-]rolestats => show roles and statistics (commits/total_commits, %%)\n"
	       "%s"
	       "    --[no-]file-emails, --[no-]fe => add email addresses found in -f file (default: 0 (off))\n"
	       "    --[no-]fixes => for patches, add signatures of commits with 'Fixes: <commit>' (default: 1 (on))\n"
	       "  --[no-]scm => print SCM tree(s) if any\n"
	       "  --[no-]status => print status if any\n"
	       "  --[no-]subsystem => print subsystem name if any\n"
	       "  --[no-]web => print website(s) if any\n"
	       "  --[no-]bug => print bug reporting info if any\n"
	       "\n"
	       "Output type options:\n"
	       "  --separator [, ] => separator for multiple entries on 1 line\n"
	       "    using --separator also sets --nomultiline if --separator is not [, ]\n"
	       "  --[no-]multiline => print 1 entry per line\n"
	       "  --json => print the answer as JSON (maint only)\n"
	       "  --batch => answer each patch (or - : paths on stdin) alone, as JSON lines (maint only)\n"
	       "  --series => a cover letter gets the union of its series' patches (maint only)\n"
	       "  --compat=auto|newest|6.12 => answer as this get_maintainer.pl (maint only;\n"
	       "      default auto: as the tree's own script, else the newest)\n"
	       "  --script=FILE => answer as the get_maintainer.pl FILE (maint only)\n"
	       "\n"
	       "Other options:\n"
	       "  -f, --file => the arguments are files or directories, not patches\n"
	       "  --pattern-depth => Number of pattern directory traversals (default: 0 (all))\n"
	       "  --[no-]keywords, --[no-]k => scan patch for keywords (default: 1)\n"
	       "  --[no-]keywords-in-file, --[no-]kf => scan file for keywords (default: 0)\n"
	       "  --[no-]sections => print all of the subsystem sections with pattern matches\n"
	       "  --letters => print all matching 'letter' types from all matching sections\n"
	       "  --[no-]mailmap => use .mailmap file (default: 1)\n"
	       "  --[no-]tree => require a kernel tree (default: 1; --no-tree: run without one)\n"
	       "  --mpath, --maintainer-path => MAINTAINERS file or directory to read\n"
	       "  --find-maintainer-files => read every MAINTAINERS file below --mpath\n"
	       "  --self-test => show potential issues with MAINTAINERS file content\n"
	       "  --jobs => git processes run at once (default: number of online CPUs) (maint only)\n"
	       "  --[no-]cache => use the on-disk index of MAINTAINERS in $XDG_CACHE_HOME/maint (default: 1) (maint only)\n"
	       "  --setup => make b4 and git send-email in this git tree call maint get (maint only)\n"
	       "  --history=auto|wait|off => read git history from maint's history index (maint only;\n"
	       "      default auto, or $MAINT_HISTORY: answer through git until the index holds\n"
	       "      HEAD, and bring it up to date in the background; wait: update it first)\n"
	       "  -v, --version => show version\n"
	       "  -h, --help, --usage => show this help information\n"
	       "\n"
	       "Default options:\n"
	       "  [--email --tree --nogit --git-fallback --m --r --n --l --multiline\n"
	       "   --pattern-depth=0 --remove-duplicates --rolestats --keywords]\n"
	       "\n"
	       "Notes:\n"
	       "  maint get answers exactly as scripts/get_maintainer.pl does; where the\n"
	       "      script leaves an order to chance, maint uses the MAINTAINERS order.\n"
	       "  Mercurial (hg) repositories are not supported; use git.\n"
	       "  File \".get_maintainer.conf\", if it exists in the current directory,\n"
	       "      $HOME or .scripts, is prepended to the command line arguments.\n"
	       "      A comment line \"# maint.compat = 6.12\" (or \"# maint.script = FILE\")\n"
	       "      in it sets --compat (--script) for maint and is ignored by the script.\n"
	       "  Most options have both positive and negative forms: --[no-]<foo>\n"
	       "      is --<foo>, and its negative forms --no<foo> and --no-<foo>.\n"
	       "%s"
	       "\n",
	       prog, prog, GET_VERSION,
	       substatus ?
		       "    --[no-]substatus => show subsystem status if not Maintained (default: match --roles when output is tty)\n" :
		       "",
	       substatus ?
		       "" :
		       "  This tree's get_maintainer.pl has no --substatus;\n"
		       "      --compat=newest answers as the newest script, with it.\n");
}

/* The script's warnings: as they are to a pipe, escaped to a terminal. */
static void diag_print(const struct maint_diag *d, void *ctx)
{
	const struct get_cli *c = ctx;
	struct mbuf line = MBUF_INIT;

	if (d->flags & MAINT_DIAG_BARE)
		mbuf_addf(&line, "%s\n", d->msg);
	else if (d->file && d->line)
		mbuf_addf(&line, "%s:%u: %s\n", d->file, d->line, d->msg);
	else
		mbuf_addf(&line, "%s: %s\n", c->prog, d->msg);
	if (!mbuf_failed(&line))
		cli_fput_text(stderr, line.buf, line.len);
	mbuf_release(&line);
}

/*
 * "# maint.KEY = VALUE" (or "#maint.KEY=VALUE"): maint's own setting in a
 * comment line, which the script skips.  Returns VALUE (terminated in
 * place) when the line sets key, else NULL.
 */
static const char *conf_directive(char *line, const char *key)
{
	size_t kl = strlen(key);
	char *p = line, *v;

	while (*p == ' ' || *p == '\t')
		p++;
	if (*p++ != '#')
		return NULL;
	while (*p == ' ' || *p == '\t')
		p++;
	if (strncmp(p, "maint.", 6) || strncmp(p + 6, key, kl))
		return NULL;
	p += 6 + kl;
	while (*p == ' ' || *p == '\t')
		p++;
	if (*p == '=' || *p == ':')
		p++;
	while (*p == ' ' || *p == '\t')
		p++;
	v = p;
	while (*p && *p != ' ' && *p != '\t' && *p != '\r')
		p++;
	*p = '\0';
	return *v ? v : NULL;
}

/*
 * .get_maintainer.conf from ., $HOME or .scripts: words before argv;
 * *compat and *script get its maint.compat and maint.script directives.
 */
static char **conf_args(int *argc, char **argv, char **confbuf,
			const char **compat, const char **script)
{
	const char *home = getenv("HOME");
	char path[PATH_MAX];
	const char *dirs[3] = { ".", home ? home : "", ".scripts" };
	char *buf = NULL, **nargv, *p;
	size_t len, i, nw = 0;
	int k;

	*confbuf = NULL;
	for (i = 0; i < 3; i++) {
		struct stat st;

		snprintf(path, sizeof(path), "%s/.get_maintainer.conf",
			 dirs[i]);
		if (stat(path, &st) == 0) {
			if (!S_ISREG(st.st_mode))
				return argv;
			break;
		}
	}
	if (i == 3)
		return argv;
	{
		FILE *f = fopen(path, "r");

		if (!f)
			return argv;
		buf = malloc(1 << 16);
		if (!buf) {
			fclose(f);
			return argv;
		}
		len = fread(buf, 1, (1 << 16) - 1, f);
		buf[len] = '\0';
		fclose(f);
	}
	nargv = calloc((size_t)*argc + len / 2 + 2, sizeof(*nargv));
	if (!nargv) {
		free(buf);
		return argv;
	}
	/* per line: words up to one starting with '#' */
	for (p = buf; *p;) {
		char *eol = strchr(p, '\n'), *w;
		bool skip = false;

		if (eol)
			*eol = '\0';
		{
			const char *d = conf_directive(p, "compat");

			if (d) {
				*compat = d;
				goto next;
			}
			d = conf_directive(p, "script");
			if (d) {
				*script = d;
				goto next;
			}
		}
		for (w = strtok(p, " \t\r\f\v"); w && !skip;
		     w = strtok(NULL, " \t\r\f\v")) {
			if (w[0] == '#') {
				skip = true;
				break;
			}
			nargv[nw++] = w;
		}
next:
		if (!eol)
			break;
		p = eol + 1;
	}
	for (k = 0; k < *argc; k++)
		nargv[nw++] = argv[k];
	*argc = (int)nw;
	*confbuf = buf;
	return nargv;
}

/* File::Spec->canonpath() for Unix paths. */
static char *canonpath(const char *in)
{
	size_t n = strlen(in), i, o = 0;
	char *out = malloc(n + 2);

	if (!out)
		return NULL;
	for (i = 0; i < n; i++) {
		if (in[i] == '/' && o && out[o - 1] == '/')
			continue;
		out[o++] = in[i];
	}
	out[o] = '\0';
	/* remove "/./" and leading "./" components */
	for (;;) {
		char *p = strstr(out, "/./");

		if (!p)
			break;
		memmove(p, p + 2, strlen(p + 2) + 1);
	}
	while (out[0] == '.' && out[1] == '/' && out[2])
		memmove(out, out + 2, strlen(out + 2) + 1);
	o = strlen(out);
	if (o >= 2 && out[o - 1] == '.' && out[o - 2] == '/')
		out[o -= 2] = '\0';
	if (!strcmp(out, ""))
		strcpy(out, "/");
	o = strlen(out);
	if (o > 1 && out[o - 1] == '/')
		out[o - 1] = '\0';
	if (!strcmp(out, "/.."))
		strcpy(out, "/");
	return out;
}

static bool has_git_dir(void)
{
	struct stat st;

	return stat(".git", &st) == 0;
}

/*
 * Three ways to say something, through the spine's cli_vsay().
 * get_maintainer.pl's own messages keep its "PROG: message" byte for byte
 * (die() when giving up, warn() when going on); maint's own failures
 * (what the script does not have: --compat, --batch, --interactive,
 * running out of memory) are the spine's "maint get: message" (fail()).
 * Under --json (not --batch) a failure is also the {"error": ...} object
 * on stdout, as in every other command.
 */
static int die(const struct get_cli *c, int status, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void warn(const struct get_cli *c, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static int fail(const struct get_cli *c, int status, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int die(const struct get_cli *c, int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	cli_vsay(&c->cli, CLI_SAY_SCRIPT | CLI_SAY_FATAL, status, fmt, ap);
	va_end(ap);
	return status;
}

static void warn(const struct get_cli *c, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	cli_vsay(&c->cli, CLI_SAY_SCRIPT, 0, fmt, ap);
	va_end(ap);
}

static int fail(const struct get_cli *c, int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	cli_vsay(&c->cli, CLI_SAY_FATAL, status, fmt, ap);
	va_end(ap);
	return status;
}

/*
 * --git and --git-blame read the history of tracked files only.  Files of
 * a patch that exist here but git does not track (untracked, or ignored:
 * Debian's kernel source ignores everything) get no history and, from the
 * script, no word why: say it once.  (-f files get the script's own
 * "not found in version control" warning.)
 */
static void note_untracked(struct get_cli *c, struct maint_get *g)
{
	size_t i, n = 0;
	const char *first = NULL;

	if (!(c->o.git || c->o.git_blame) || c->o.from_filename ||
	    !has_git_dir())
		return;
	for (i = 0; i < maint_get_nfiles(g); i++) {
		const char *f = maint_get_file(g, i);
		struct stat st;

		if (stat(f, &st) || !S_ISREG(st.st_mode) ||
		    maint_get_vcs_tracked(g, f))
			continue;
		if (!n++)
			first = f;
	}
	if (n)
		warn(c,
		     "note: git does not track %zu of the files (untracked or ignored, e.g. '%s'), so --git finds no history for %s",
		     n, first, n == 1 ? "it" : "them");
}

/* The script to answer as (pick_script()), and what decided it. */
static int resolve_script(struct get_cli *c, const struct maint_diag_sink *sink)
{
	const char *v;
	int r = pick_script(c, &c->script, &v, sink);

	if (r == -2)
		return fail(c, 4, "out of memory");
	if (r < 0)
		return fail(
			c, 2,
			"%s: unknown compat '%s' (auto, newest, 2026 or 6.12)",
			c->compat_opt ? "--compat" : ".get_maintainer.conf", v);
	if (r > 0)
		c->script_from = c->compat_opt ? "--compat" :
						 ".get_maintainer.conf";
	else if (c->script_opt)
		c->script_from = "--script";
	else if (c->script_conf && *c->script_conf && !c->compat_opt)
		c->script_from = ".get_maintainer.conf";
	else
		c->script_from = maint_script_path(c->script)[0] ? "the tree" :
								   NULL;
	return 0;
}

/*
 * A patch or -f argument as the script names it: canonpath(), a directory
 * given a trailing '/'.  NULL with *status set when it is not there (the
 * script's "file '...' not found") or out of memory.
 */
static char *canon_input(const struct get_cli *c, const char *arg, int *status)
{
	/* scripts before canonpath() take the name as given */
	char *canon = maint_script_has(c->script, MAINT_SF_CANONPATH) ?
			      canonpath(arg) :
			      strdup(arg),
	     *d;
	struct stat st;
	size_t l;

	if (!canon) {
		*status = fail(c, 4, "out of memory");
		return NULL;
	}
	if (stat(canon, &st) == 0 && S_ISDIR(st.st_mode)) {
		l = strlen(canon);
		d = realloc(canon, l + 2);
		if (!d) {
			free(canon);
			*status = fail(c, 4, "out of memory");
			return NULL;
		}
		canon = d;
		if (l && canon[l - 1] != '/') {
			canon[l] = '/';
			canon[l + 1] = '\0';
		}
	} else if (stat(canon, &st) || !S_ISREG(st.st_mode)) {
		*status = die(c, 2, "file '%s' not found", canon);
		free(canon);
		return NULL;
	}
	return canon;
}

/* -f file (or a tracked file named as a patch), relative to the top. */
static int add_tree_file(struct maint_get *g, const char *file)
{
	char cwd[PATH_MAX];
	const char *rel = file;

	if (getcwd(cwd, sizeof(cwd))) {
		size_t cl = strlen(cwd);

		if (!strncmp(rel, cwd, cl) && rel[cl] == '/')
			rel += cl + 1;
	}
	if (!strncmp(rel, "./", 2))
		rel += 2;
	return maint_get_add_file(g, rel);
}

/*
 * One argument into g: "&STDIN", a patch, or with -f a file or directory.
 * As the script does, a file git tracks is read as a -f file even when
 * named as a patch.  Under --batch, whose standard input is the batch's
 * (its paths, or a writer that keeps it open), "&STDIN" is a file name
 * like any other.  Returns the exit status.
 */
static int add_input(const struct get_cli *c, struct maint_get *g,
		     const char *arg)
{
	bool from_stdin = !c->batch && !strcmp(arg, "&STDIN");
	char *canon = NULL, *buf = NULL;
	const char *file = arg;
	size_t len = 0;
	int ret = 0;

	if (!from_stdin) {
		canon = canon_input(c, arg, &ret);
		if (!canon)
			return ret;
		file = canon;
	}
	if (c->o.from_filename &&
	    maint_script_has(c->script, MAINT_SF_VCS_NOTE) && has_git_dir() &&
	    !maint_get_vcs_tracked(g, file))
		warn(c, "file '%s' not found in version control", file);
	if (c->o.from_filename ||
	    (canon && has_git_dir() && maint_get_vcs_tracked(g, file))) {
		ret = add_tree_file(g, file);
	} else {
		ret = cli_read_all(from_stdin ? NULL : file, &buf, &len);
		if (ret) {
			ret = die(c, 2, "Can't open %s: %s", file,
				  strerror(-ret));
			free(canon);
			return ret;
		}
		ret = maint_get_add_patch(g, file, buf, len);
		free(buf);
	}
	free(canon);
	return ret ? fail(c, 4, "%s", strerror(-ret)) : 0;
}

/*
 * The answer: text to a pipe byte for byte, as get_maintainer.pl writes
 * it, to a terminal with control characters (escape sequences a
 * MAINTAINERS file or a patch may carry) escaped; or JSON with --json.
 */
static void render(const struct get_cli *c, const struct maint_get *g)
{
	if (c->json) {
		char *j = maint_get_json(g);

		if (j)
			fputs(j, stdout);
		free(j);
	} else {
		size_t len;
		const char *out = maint_get_output(g, &len);

		cli_put_text(out, len);
	}
}

/*
 * --series: a cover letter ([vN-]0000-*.patch) brings the other patches of
 * its series beside it (those not given too), so that it gets their union.
 */
static int add_series(const struct get_cli *c, struct maint_get *g,
		      const char *arg, int nargs, char **av)
{
	char **sib = NULL;
	size_t n = 0, k;
	int i, ret = get_series_siblings(arg, &sib, &n);

	if (ret)
		return fail(c, 4, "%s: %s", arg, strerror(-ret));
	for (k = 0; k < n; k++) {
		for (i = 0; i < nargs && strcmp(av[i], sib[k]); i++)
			;
		if (!ret && i == nargs)
			ret = add_input(c, g, sib[k]);
		free(sib[k]);
	}
	free(sib);
	return ret;
}

/*
 * One query: the inputs (patches, or -f files) through one answer, printed
 * as text or JSON.  Returns the exit status; *answer (when not NULL) gets
 * the answer as JSON after a successful run.
 */
static int get_one(struct get_cli *c, struct maint_db *db,
		   const struct maint_diag_sink *sink, int nargs, char **av,
		   char **answer)
{
	struct maint_get *g = NULL;
	int i, ret;

	ret = maint_get_new(&g, db, &c->o, sink);
	if (ret)
		return fail(c, 4, "%s", strerror(-ret));
	if (!nargs) {
		av[0] = "&STDIN";
		nargs = 1;
	}
	for (i = 0; i < nargs && !ret; i++) {
		ret = add_input(c, g, av[i]);
		if (!ret && c->series)
			ret = add_series(c, g, av[i], nargs, av);
	}
	if (!ret) {
		ret = maint_get_run(g);
		if (ret)
			ret = fail(c, 4, "%s", strerror(-ret));
	}
	if (!ret) {
		note_untracked(c, g);
		if (answer)
			*answer = maint_get_json(g);
		render(c, g);
	}
	if (!ret && maint_get_history_stale(g))
		c->history_stale = true;
	maint_get_free(g);
	return ret;
}

/* --batch: one query for path over db (get_batch's callback). */
static int batch_one(void *ctx, struct maint_db *db, char *path, char **answer)
{
	struct get_cli *c = ctx;
	char *av[1] = { path };

	return get_one(c, db, &c->sink, 1, av, answer);
}

/* get_maintainer.pl's options, spelt as it spells them. */
#define GET_NOPTS 56
static void option_table(struct get_cli *c, struct opt *opts)
{
	const struct opt t[] = {
		OPT_BOOLEAN("email", &c->o.email, "print email addresses"),
		OPT_BOOLEAN("git", &c->o.git, "include recent git signers"),
		OPT_BOOLEAN("git-all-signature-types",
			    &c->o.git_all_signature_types,
			    "include signers of any *-by: type"),
		OPT_BOOLEAN("git-blame", &c->o.git_blame, "use git blame"),
		OPT_BOOLEAN("git-blame-signatures", &c->o.git_blame_signatures,
			    "with --git-blame, include commit signers"),
		OPT_BOOLEAN("git-fallback", &c->o.git_fallback,
			    "use git when no exact pattern matches"),
		OPT_BOOLEAN("git-chief-penguins", &c->o.git_chief_penguins,
			    "include Linus Torvalds"),
		OPT_INTEGER("git-min-signatures", &c->o.git_min_signatures, "N",
			    "signatures required"),
		OPT_INTEGER("git-max-maintainers", &c->o.git_max_maintainers,
			    "N", "maximum signers to add"),
		OPT_INTEGER("git-min-percent", &c->o.git_min_percent, "N",
			    "minimum percentage of commits"),
		OPT_STR("git-since", &c->o.git_since, "DATE",
			"git history to use"),
		OPT_STR("hg-since", &c->hg_since, "DATE",
			"accepted for compatibility"),
		OPT_BOOLEAN("i|interactive", &c->interactive, "not supported"),
		OPT_BOOLEAN("remove-duplicates", &c->o.remove_duplicates,
			    "minimize duplicate names/addresses"),
		OPT_BOOLEAN("mailmap", &c->o.mailmap, "use .mailmap"),
		OPT_BOOLEAN("m", &c->o.maintainer, "include maintainers"),
		OPT_BOOLEAN("r", &c->o.reviewer, "include reviewers"),
		OPT_BOOLEAN("n", &c->o.usename, "include names"),
		OPT_BOOLEAN("l", &c->o.list, "include lists"),
		OPT_BOOLEAN("fixes", &c->o.fixes,
			    "add signers of commits named by Fixes:"),
		OPT_BOOLEAN("moderated", &c->o.moderated,
			    "include moderated lists"),
		OPT_BOOLEAN("s", &c->o.subscriber,
			    "include subscriber-only lists"),
		OPT_BOOLEAN("multiline", &c->o.multiline,
			    "print one entry per line"),
		OPT_BOOLEAN("roles", &c->o.roles, "show roles"),
		OPT_BOOLEAN("rolestats", &c->o.rolestats,
			    "show roles and statistics"),
		OPT_STR("separator", &c->o.separator, "SEP",
			"separator for entries on one line"),
		OPT_BOOLEAN("subsystem", &c->o.subsystem,
			    "print subsystem names"),
		OPT_BOOLEAN("status", &c->o.status, "print statuses"),
		{ OPT_BOOL, "substatus", &c->o.substatus, NULL,
		  "show subsystem status if not Maintained",
		  &c->substatus_given },
		OPT_BOOLEAN("scm", &c->o.scm, "print SCM trees"),
		OPT_BOOLEAN("tree", &c->tree, "require a kernel tree"),
		OPT_BOOLEAN("web", &c->o.web, "print web sites"),
		OPT_BOOLEAN("bug", &c->o.bug, "print bug reporting info"),
		OPT_BOOLEAN("drop_the_rest_supporter",
			    &c->o.drop_the_rest_supporter,
			    "leave THE REST out where others answer (Xen)"),
		OPT_STR("letters", &c->o.letters, "LETTERS",
			"print these tag letters of matching sections"),
		OPT_INTEGER("pattern-depth", &c->o.pattern_depth, "N",
			    "pattern directory traversals"),
		OPT_BOOLEAN("k|keywords", &c->o.keywords,
			    "scan patch for keywords"),
		OPT_BOOLEAN("kf|keywords-in-file", &c->o.keywords_in_file,
			    "scan file for keywords"),
		OPT_BOOLEAN("sections", &c->o.sections,
			    "print matching sections"),
		OPT_BOOLEAN("fe|file-emails", &c->o.file_emails,
			    "add addresses found in files"),
		OPT_SET("f|file", &c->o.from_filename,
			"arguments are files, not patches"),
		OPT_SET("find-maintainer-files", &c->find_maintainer_files,
			"read every MAINTAINERS file below --mpath"),
		OPT_STR("mpath|maintainer-path", &c->mpath, "PATH",
			"MAINTAINERS file or directory"),
		{ OPT_OPTSTRING, "self-test", &c->self_test, "WHAT",
		  "check MAINTAINERS", &c->self_test_seen },
		OPT_SET("json", &c->json, "print the answer as JSON"),
		OPT_SET("batch", &c->batch, "answer each patch on its own"),
		OPT_SET("series", &c->series,
			"a cover letter gets its series' union"),
		OPT_SET("setup", &c->setup,
			"make b4 and git send-email call maint get"),
		OPT_INTEGER("jobs", &c->o.jobs, "N", "git processes at once"),
		OPT_BOOLEAN("cache", &c->cache,
			    "use the on-disk MAINTAINERS index"),
		OPT_STR("compat", &c->compat_opt, "MODE",
			"answer as this get_maintainer.pl: auto, newest, 6.12"),
		OPT_STR("script", &c->script_opt, "FILE",
			"answer as the get_maintainer.pl FILE"),
		OPT_STR("history", &c->history_opt, "MODE",
			"read git history from the index: auto, wait, off"),
		OPT_SET("v|version", &c->version, "show version"),
		OPT_SET("h|help|usage", &c->help, "show help"),
		OPT_TABLE_END,
	};

	_Static_assert(sizeof(t) / sizeof(t[0]) == GET_NOPTS,
		       "GET_NOPTS is the size of the option table");
	memcpy(opts, t, sizeof(t));
}

/* The script's: --self-test does not allow any other option or argument. */
static bool self_test_not_alone(int argc, char **av)
{
	int i;

	for (i = 0; argc > 1 && i < argc; i++) {
		const char *a = av[i];

		if (a[0] != '-')
			continue;
		a += a[1] == '-' ? 2 : 1;
		if (!strncmp(a, "self-test", 9) &&
		    (a[9] == '\0' || a[9] == '='))
			return true;
	}
	return false;
}

/*
 * maint's options that decide which script answers, read before the
 * others (which options there are depends on the script): --compat,
 * --script, --[no]cache; the last one given wins.  And --json, --batch:
 * how a failure to find the script is said.
 */
static void prescan(struct get_cli *c, int argc, char **av)
{
	int i;

	for (i = 0; i < argc && strcmp(av[i], "--"); i++) {
		const char *a = av[i], *v = NULL;
		const char **slot = NULL;
		size_t n;

		if (a[0] != '-')
			continue;
		a += a[1] == '-' ? 2 : 1;
		n = strcspn(a, "=");
		if (n == 6 && !strncmp(a, "compat", 6))
			slot = &c->compat_opt;
		else if (n == 6 && !strncmp(a, "script", 6))
			slot = &c->script_opt;
		else if (!strcmp(a, "cache"))
			c->cache = true;
		else if (!strcmp(a, "nocache") || !strcmp(a, "no-cache"))
			c->cache = false;
		else if (!strcmp(a, "json"))
			c->json = true;
		else if (!strcmp(a, "batch"))
			c->batch = true;
		if (!slot)
			continue;
		v = a[n] == '=' ? a + n + 1 : i + 1 < argc ? av[++i] : NULL;
		*slot = v;
		/* the other one no longer counts */
		if (slot == &c->compat_opt)
			c->script_opt = NULL;
		else
			c->compat_opt = NULL;
	}
}

/* maint's own options: accepted whatever the script knows. */
static bool maint_only(const char *names)
{
	static const char *const own[] = { "json",   "batch",  "jobs",
					   "cache",  "compat", "script",
					   "series", "setup" };
	size_t i;

	for (i = 0; i < sizeof(own) / sizeof(own[0]); i++)
		if (!strcmp(names, own[i]))
			return true;
	return false;
}

/* The options of the script answered as (and maint's own), in place. */
static void script_options(const struct get_cli *c, struct opt *opts)
{
	size_t i, j = 0;

	for (i = 0; opts[i].type != OPT_END; i++) {
		char first[64];
		size_t n = strcspn(opts[i].names, "|");

		/* not snprintf(): 60 options a call, 1,500 instructions each */
		if (n >= sizeof(first))
			n = sizeof(first) - 1;
		memcpy(first, opts[i].names, n);
		first[n] = '\0';
		if (maint_only(opts[i].names) ||
		    maint_script_knows(c->script, first))
			opts[j++] = opts[i];
	}
	opts[j] = opts[i];
}

/* The arguments given below the top, as seen from the top. */
static int rebase_args(struct get_cli *c)
{
	int i;

	c->rebased = calloc((size_t)c->nargs + 1, sizeof(*c->rebased));
	if (!c->rebased)
		return -ENOMEM;
	for (i = 0; i < c->nargs; i++) {
		c->rebased[i] = get_rebase_path(c->prefix, c->av[i]);
		if (!c->rebased[i])
			return -ENOMEM;
		c->av[i] = c->rebased[i];
	}
	return 0;
}

/*
 * After an option error: when the words of .get_maintainer.conf (words,
 * nconf of them) fail alone, say so (the script's message does not name
 * the file).
 */
static void conf_note(const struct get_cli *c, const struct opt *opts,
		      char **words, int nconf)
{
	FILE *null;
	int bad;

	if (nconf <= 0 || !words)
		return;
	null = fopen("/dev/null", "w");
	if (!null)
		return;
	bad = opt_parse(opts, nconf, words, null) < 0;
	fclose(null);
	if (bad)
		warn(c, "note: the option error is in .get_maintainer.conf");
}

/*
 * .get_maintainer.conf's words, then the command line, into c, as the
 * script answered as reads them.  Returns -1 to go on, else the exit
 * status (--help printed, a bad option).
 */
static int parse_options(struct get_cli *c, int argc, char **argv)
{
	struct opt opts[GET_NOPTS];
	int nargs, ret, i, given = argc - 1;
	char **conf = NULL;

	argc--;
	argv++;
	c->av = conf_args(&argc, argv, &c->confbuf, &c->compat_conf,
			  &c->script_conf);
	prescan(c, argc, c->av);
	c->cli.json_errors = c->json && !c->batch;
	ret = resolve_script(c, &c->sink);
	c->cli.json_errors = false;
	if (ret)
		return ret;
	/* the script's own defaults (Xen's: no roles, no git fallback) */
	maint_get_opts_script(&c->o, c->script);
	if (maint_script_knows(c->script, "self-test") &&
	    self_test_not_alone(argc, c->av))
		return die(
			c, 255,
			"using --self-test does not allow any other option or argument");
	option_table(c, opts);
	script_options(c, opts);
	/* (opt_parse() moves the arguments: the conf's words kept apart) */
	if (argc > given)
		conf = calloc((size_t)(argc - given) + 1, sizeof(*conf));
	for (i = 0; conf && i < argc - given; i++)
		conf[i] = c->av[i];
	nargs = opt_parse(opts, argc, c->av, stderr);
	if (nargs < 0)
		conf_note(c, opts, conf, argc - given);
	free(conf);
	if (nargs < 0)
		return die(c, 255,
			   "invalid argument - use --help if necessary");
	c->nargs = nargs;
	if (c->prefix && rebase_args(c))
		return fail(c, 4, "out of memory");
	if (c->help) {
		print_usage(c);
		return 0;
	}
	/* from here on, under --json a failure is JSON too (not --batch) */
	c->cli.json_errors = c->json && !c->batch;
	return -1;
}

/* --version: the script's "PROG VERSION", then the model answered as. */
static void print_version(const struct get_cli *c)
{
	const struct maint_script *s = c->script;
	const char *path = maint_script_path(s), *note = maint_script_note(s);
	const char *version = maint_script_version(s);
	const char *o, *a, *b;
	char kind;
	unsigned int i;

	printf("%s %s\n", c->prog, version[0] ? version : GET_VERSION);
	if (path[0] && maint_script_origin(s)[0])
		printf("script: %s (%s%s%s)\n", path, maint_script_origin(s),
		       strcmp(c->script_from, "the tree") ? ", named by " : "",
		       strcmp(c->script_from, "the tree") ? c->script_from :
							    "");
	else if (!path[0] && c->script_from)
		printf("script: the built-in model %s (%s)\n",
		       maint_script_name(s), c->script_from);
	else
		printf("script: %s; the newest get_maintainer.pl\n",
		       path[0] ? "none usable" : "none found");
	if (note[0])
		printf("note: %s\n", note);
	printf("features:");
	for (i = 0; i < MAINT_SF_COUNT; i++)
		if (maint_script_has(s, (enum maint_sfeat)i))
			printf(" %s", maint_sfeat_name((enum maint_sfeat)i));
	printf("\nunknown options:");
	for (i = 0; (o = maint_script_option(i)); i++)
		if (!maint_script_knows(s, o))
			printf(" --%s", o);
	printf("\nchief penguins:");
	for (i = 0; maint_script_chief(s, i, &a, &b); i++)
		printf("%s %s <%s>", i ? "," : "", a, b);
	printf("\nrole words:");
	for (i = 0; maint_script_role(s, i, &a, &b); i++)
		printf("%s %s=%s", i ? "," : "", a, b);
	if (maint_script_has(s, MAINT_SF_SUBSTATUS))
		printf(" maintainer, whatever the status");
	else if (!maint_script_role(s, 0, NULL, NULL))
		printf(" the status, lower-cased");
	printf("\ntree check:");
	for (i = 0;
	     maint_script_tree_check(s) && maint_script_check(s, i, &kind, &a);
	     i++)
		printf(" %s%s", a, kind == 'd' ? "/" : "");
	printf("%s\n", maint_script_tree_check(s) ? "" : " none");
}

/*
 * The command line that runs this maint: "maint" when that is what PATH
 * finds, else its absolute path (quoted for git send-email's shell).
 */
static char *self_command(void)
{
	char self[PATH_MAX], found[PATH_MAX];
	const char *path = getenv("PATH");
	struct mbuf m = MBUF_INIT;

	if (!realpath("/proc/self/exe", self))
		return strdup("maint");
	while (path && *path) {
		size_t n = strcspn(path, ":");
		struct mbuf p = MBUF_INIT;
		bool same;

		mbuf_addf(&p, "%.*s/maint", (int)n, path);
		same = !mbuf_failed(&p) && realpath(p.buf, found) &&
		       !strcmp(found, self);
		mbuf_release(&p);
		if (same)
			return strdup("maint");
		path += n + (path[n] == ':');
	}
	mbuf_addch(&m, '\'');
	for (const char *s = self; *s; s++)
		mbuf_adds(&m, *s == '\'' ? "'\\''" : (char[]){ *s, 0 });
	mbuf_addch(&m, '\'');
	return mbuf_failed(&m) ? NULL : mbuf_detach(&m, NULL);
}

/*
 * --setup: the drop-in route that changes no tracked file: b4's and git
 * send-email's commands set to maint get in the work tree's own git
 * configuration (.git/config), said one line each.
 */
static int setup(struct get_cli *c)
{
	struct maint_dropin *d;
	const char *key, *value;
	char *prog = self_command();
	size_t i;
	int ret;

	if (!prog)
		return fail(c, 4, "out of memory");
	ret = maint_dropin_plan(&d, NULL, prog);
	free(prog);
	if (ret)
		return fail(c, 4, "%s", strerror(-ret));
	ret = maint_dropin_write(d, NULL);
	if (ret == -EINVAL)
		ret = fail(c, 2,
			   "--setup: git config failed (not a git work tree?)");
	else if (ret)
		ret = fail(c, 4, "--setup: %s", strerror(-ret));
	for (i = 0; !ret && maint_dropin_at(d, i, &key, &value); i++) {
		cli_fprintf_safe(stdout, CLI_SAFE_NL, "git config %s \"%s\"\n",
				 key, value);
	}
	maint_dropin_free(d);
	return ret;
}

/*
 * What runs instead of a query: --version, --self-test.  Returns -1 to go
 * on, else the exit status.
 */
static int early_actions(struct get_cli *c)
{
	if (c->version) {
		print_version(c);
		return 0;
	}
	if (c->setup)
		return setup(c);
	c->o.script = c->script;
	if (c->self_test_seen)
		return cli_self_test(&c->cli, c->self_test ? c->self_test : "",
				     c->mpath, c->find_maintainer_files);
	return -1;
}

/*
 * --history, or $MAINT_HISTORY: how git history is read (maint history).
 * Returns 0, or -1 for a value that is none of auto, wait, off.
 */
static int history_mode(struct get_cli *c)
{
	static const char *const names[] = { "auto", "wait", "off" };
	static const enum maint_history_mode modes[] = {
		MAINT_HISTORY_AUTO, MAINT_HISTORY_WAIT, MAINT_HISTORY_OFF
	};
	const char *v = c->history_opt;
	size_t i;

	if (!v) {
		v = getenv("MAINT_HISTORY");
		if (!v || !*v)
			return 0;
		c->history_opt = v;
	}
	for (i = 0; i < 3; i++)
		if (!strcmp(v, names[i])) {
			c->o.history = modes[i];
			return 0;
		}
	return -1;
}

/*
 * The history index was behind (or missing): bring it up to date in a
 * process of its own, detached (its own session, standard streams on
 * /dev/null, lower priority), so that this answer does not wait for it
 * and the next one reads the index.  A second maint finding it being
 * built leaves it to the first (the lock beside the index).
 */
static void history_in_background(struct get_cli *c)
{
	pid_t pid;

	if (c->o.history != MAINT_HISTORY_AUTO || !c->cache)
		return;
	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0)
		return;
	if (pid) {
		while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
			;
		return;
	}
	/* the child: start the builder and go (no zombie for the parent) */
	if (fork() == 0) {
		struct maint_history_stats st = MAINT_HISTORY_STATS_INIT;
		const char *why;
		int fd = open("/dev/null", O_RDWR | O_CLOEXEC);

		setsid();
		if (fd >= 0) {
			dup2(fd, 0);
			dup2(fd, 1);
			dup2(fd, 2);
			if (fd > 2)
				close(fd);
		}
		if (nice(10) < 0)
			(void)0;
		maint_history_update(c->o.root, MAINT_HISTORY_NO_WAIT, &st,
				     &why);
		_exit(0);
	}
	_exit(0);
}

/*
 * The script's checks of the options, its defaults that depend on other
 * options, and its kernel tree check.  Returns -1 to go on, else the exit
 * status.
 */
static int check_options(struct get_cli *c)
{
	bool sections = c->o.sections || (c->o.letters && *c->o.letters);

	if (isatty(0) && !c->nargs)
		return die(
			c, 255,
			"missing patchfile or -f file - use --help if necessary");
	if (c->interactive)
		return fail(c, 2,
			    "--interactive is not supported; run without it");
	if (history_mode(c))
		return fail(c, 2,
			    "--history: expected auto, wait or off, not '%s'",
			    c->history_opt);
	if (!c->o.separator)
		c->o.separator = ", ";
	if (c->o.rolestats)
		c->o.roles = true;
	if (!c->substatus_given)
		/* a batch's outputs are those of runs to a pipe */
		c->o.substatus = c->o.email && c->o.roles && !c->batch &&
				 isatty(1);
	/* with --sections or --letters maint_get_new() applies the rest */
	if (!sections && !(c->o.email || c->o.scm || c->o.status ||
			   c->o.subsystem || c->o.web || c->o.bug))
		return die(
			c, 25,
			maint_script_knows(c->script, "bug") ?
				" Missing required option: email, scm, status, subsystem, web or bug" :
				" Missing required option: email, scm, status, subsystem or web");
	if (c->o.email && !sections &&
	    !(c->o.maintainer || c->o.reviewer || c->o.list ||
	      c->o.subscriber || c->o.git || c->o.git_chief_penguins ||
	      c->o.git_blame))
		return die(c, 25, "Please select at least 1 email option");
	if (c->tree && maint_script_tree_check(c->script) &&
	    !maint_script_tree_ok(c->script, NULL))
		return die(c, 2, "%s", maint_script_tree_msg(c->script));
	return -1;
}

/*
 * MAINTAINERS (--mpath, --find-maintainer-files), with the script's
 * errors.  Returns -1 to go on, else the exit status.
 */
static int load_db(struct get_cli *c, struct maint_db **db)
{
	const char *why;
	int ret;

	c->lo.path = c->mpath;
	c->lo.no_globstar = !maint_script_has(c->script, MAINT_SF_GLOBSTAR);
	c->lo.find_maintainer_files = c->find_maintainer_files;
	c->lo.use_cache = c->cache;
	/* scripts before --mpath read ./MAINTAINERS alone, in their words */
	if (!maint_script_knows(c->script, "maintainer-path") &&
	    access("MAINTAINERS", F_OK))
		return die(c, 2, "Can't open MAINTAINERS: %s", strerror(errno));
	ret = cli_load_db(&c->cli, &c->lo, CLI_DB_SCRIPT, db);
	if (!ret && !maint_script_db_ok(c->script, *db, &why))
		return die(c, 255, "%s", why);
	return ret ? ret : -1;
}

/* --batch: MAINTAINERS again, as load_db() (get_batch's callback). */
static int batch_load(void *ctx, struct maint_db **db)
{
	return load_db(ctx, db);
}

/* The query (or --batch: one per patch) over db; the exit status. */
static int run_queries(struct get_cli *c, struct maint_db **db)
{
	struct get_batch b = { batch_load, batch_one, c };

	if (!c->batch)
		return get_one(c, *db, &c->sink, c->nargs, c->av, NULL);
	if (!c->nargs)
		return fail(c, 255, "--batch needs patch files or -");
	return cli_get_batch(&b, db, c->av, c->nargs);
}

/* Is one of names (without dashes) among the command line's options? */
static bool given(int argc, char **argv, const char *const *names)
{
	int i;

	for (i = 1; i < argc && strcmp(argv[i], "--"); i++) {
		const char *a = argv[i];
		size_t k;

		if (a[0] != '-')
			continue;
		a += a[1] == '-' ? 2 : 1;
		for (k = 0; names[k]; k++)
			if (!strncmp(a, names[k], strlen(names[k])) &&
			    (a[strlen(names[k])] == '\0' ||
			     a[strlen(names[k])] == '='))
				return true;
	}
	return false;
}

/*
 * Beyond the script, opt-in: maint get (not get_maintainer.pl) run below
 * the top of a tree moves there, as git finds its work tree, unless told
 * where MAINTAINERS is or that there is no tree.  Returns -1 to go on.
 */
static int find_top(struct get_cli *c, int argc, char **argv)
{
	static const char *const no[] = { "mpath", "maintainer-path", "no-tree",
					  "notree", NULL };
	static const char *const nocache[] = { "no-cache", "nocache", NULL };
	int ret;

	if (as_script() || given(argc, argv, no))
		return -1;
	ret = get_find_top(!given(argc, argv, nocache), &c->prefix);
	if (ret < 0)
		return fail(c, 4, "cannot find the top of the tree: %s",
			    strerror(-ret));
	return -1;
}

/*
 * options -> MAINTAINERS -> one query (or --batch, one per patch): each
 * step returns -1 to go on, or the exit status it ends with.
 */
int cmd_get(int argc, char **argv)
{
	struct get_cli c = { 0 };
	struct maint_db *db = NULL;
	int ret;

	c.prog = maint_progname;
	c.sink = (struct maint_diag_sink)MAINT_DIAG_SINK_INIT(diag_print, &c);
	cli_init(&c.cli, "get");
	c.cli.sink = c.sink; /* the script's warnings */
	maint_get_opts_init(&c.o);
	c.tree = true;
	c.cache = true;
	ret = find_top(&c, argc, argv);
	if (ret < 0)
		ret = parse_options(&c, argc, argv);
	if (ret < 0)
		ret = early_actions(&c);
	if (ret < 0)
		ret = check_options(&c);
	if (ret < 0)
		ret = load_db(&c, &db);
	if (ret < 0)
		ret = run_queries(&c, &db);
	maint_db_free(db);
	for (int i = 0; c.rebased && c.rebased[i]; i++)
		free(c.rebased[i]);
	free(c.rebased);
	free(c.prefix);
	if (c.history_stale)
		history_in_background(&c);
	if (c.av != argv + 1)
		free(c.av);
	free(c.confbuf);
	maint_script_free(c.script);
	cli_release(&c.cli);
	return ret;
}
