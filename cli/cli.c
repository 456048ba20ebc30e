// SPDX-License-Identifier: GPL-2.0-only
/*
 * The CLI spine: the context, diagnostics, failing, loading MAINTAINERS,
 * reading patches, the terminal escaping, and the P: targets of a query.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "clidiag.h"
#include "util.h"

/* Set by cli_run(): --json given to a CLI_HAS_JSON command, its flags */
static bool run_json_errors;
static unsigned int run_flags;

void cli_init(struct cli *c, const char *cmd)
{
	memset(c, 0, sizeof(*c));
	c->cmd = cmd;
	c->json_errors = run_json_errors;
	c->flags = run_flags;
	mbuf_init(&c->diags);
	jsonw_init(&c->diagw, &c->diags, 0);
	c->sink.version = MAINT_DIAG_SINK_VERSION;
	c->sink.fn = cli_diag_cb;
	c->sink.ctx = c;
}

void cli_setup_tty(struct cli *c)
{
	c->tty = isatty(STDOUT_FILENO);
	if (!c->color_given)
		c->color = c->tty && !getenv("NO_COLOR");
}

void cli_release(struct cli *c)
{
	jsonw_release(&c->diagw);
	mbuf_release(&c->diags);
	maint_db_free(c->db);
	c->db = NULL;
}

/*
 * The writer of the diagnostics array, opened on first use: a command
 * that ends before it reports anything (--help, a usage error) has
 * allocated nothing to release.
 */
static struct jsonw *diag_writer(struct cli *c)
{
	if (!c->diags_open) {
		c->diags_open = true;
		jsonw_start_array_nl(&c->diagw, JSONW_NL_SEP | JSONW_NL_LEAD,
				     4);
	}
	return &c->diagw;
}

const char *cli_diags_json(struct cli *c)
{
	diag_writer(c);
	if (c->diagw.depth)
		jsonw_end_array(&c->diagw);
	return c->diags.buf;
}

bool cli_json_put(struct mbuf *mb)
{
	bool ok;

	mbuf_addch(mb, '\n');
	ok = !mbuf_failed(mb);
	if (ok)
		fwrite(mb->buf, 1, mb->len, stdout);
	mbuf_release(mb);
	return ok;
}

void cli_diags_field(struct jsonw *w, struct cli *c)
{
	const char *diags = cli_diags_json(c);

	jsonw_name(w, "diagnostics");
	jsonw_raw(w, diags, strlen(diags));
}

void cli_diag_cb(const struct maint_diag *d, void *ctx)
{
	struct cli *c = ctx;

	if (d->level == MAINT_ERROR)
		c->nerrors++;
	if (c->json)
		cli_diag_json(diag_writer(c), d);
	else
		cli_diag_fprint(c->diag_stdout ? stdout : stderr, c->cmd, d);
}

void cli_report(struct cli *c, const char *file, unsigned int line,
		enum maint_level lvl, const char *fmt, ...)
{
	struct maint_diag d = { file, line, lvl, NULL, 0 };
	char msg[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	d.msg = msg;
	cli_diag_cb(&d, c);
}

/* {"error": {"command": CMD, "status": N, "message": TEXT}} on stdout */
static void json_error(const char *cmd, int status, const char *msg)
{
	struct mbuf mb = MBUF_INIT;
	struct jsonw w;

	jsonw_init(&w, &mb, 0);
	jsonw_start_object(&w);
	jsonw_name(&w, "error");
	jsonw_start_object(&w);
	jsonw_string_field(&w, "command", cmd);
	jsonw_int_field(&w, "status", status);
	jsonw_string_field(&w, "message", msg);
	jsonw_end_object(&w);
	jsonw_end_object(&w);
	cli_json_put(&mb);
}

int cli_vsay(const struct cli *c, unsigned int how, int status, const char *fmt,
	     va_list ap)
{
	struct mbuf msg = MBUF_INIT, line = MBUF_INIT;

	mbuf_vaddf(&msg, fmt, ap);
	if (mbuf_failed(&msg)) {
		mbuf_release(&msg);
		mbuf_adds(&msg, "out of memory");
	}
	if (c && (how & CLI_SAY_FATAL) && c->json_errors) {
		json_error(c->cmd, status, msg.buf);
		fflush(stdout);
	} else if (!(how & CLI_SAY_SCRIPT)) {
		/*
		 * maint's words come after what was printed before them;
		 * get's keep the script's order (stdout flushed at the end)
		 */
		fflush(stdout);
	}
	if (how & CLI_SAY_SCRIPT)
		mbuf_addf(&line, "%s: ", maint_progname);
	else if (c)
		mbuf_addf(&line, "%s %s: ", maint_progname, c->cmd);
	else
		mbuf_addf(&line, "%s: ", maint_progname);
	mbuf_add(&line, msg.buf, msg.len);
	if (how & CLI_SAY_SCRIPT) {
		/* the message may hold a path: escaped on a terminal */
		mbuf_addch(&line, '\n');
		if (!mbuf_failed(&line))
			cli_fput_text(stderr, line.buf, line.len);
	} else if (!mbuf_failed(&line)) {
		cli_fput_safe(stderr, line.buf, line.len, CLI_SAFE_TAB);
		fputc('\n', stderr);
	}
	mbuf_release(&msg);
	mbuf_release(&line);
	return status;
}

int cli_say(const struct cli *c, unsigned int how, int status, const char *fmt,
	    ...)
{
	va_list ap;

	va_start(ap, fmt);
	cli_vsay(c, how, status, fmt, ap);
	va_end(ap);
	return status;
}

int cli_fail(const struct cli *c, int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	cli_vsay(c, CLI_SAY_FATAL, status, fmt, ap);
	va_end(ap);
	return status;
}

int cli_errno_status(int err)
{
	switch (err < 0 ? -err : err) {
	case ENOENT:
	case ENOTDIR:
	case EISDIR:
	case EFBIG:
	case EINVAL:
	case ELOOP:
	case ENXIO:
	case EXDEV:
	case MAINT_E_NOTFOUND:
	case MAINT_E_NOFILES:
		return EXIT_BADINPUT;
	default:
		return EXIT_SYSTEM;
	}
}

int cli_file_error(const struct cli *c, const char *path, int err)
{
	err = err < 0 ? -err : err;
	return cli_fail(c, cli_errno_status(err), "cannot %s '%s': %s",
			err == ENOENT || err == ENOTDIR ? "open" : "read", path,
			/* mnt_read_file(): a FIFO, device or socket */
			err == EINVAL ? "not a regular file" : strerror(err));
}

int cli_git_refused(const struct cli *c, const char *dir)
{
	char *msg = NULL;

	if (maint_git_refused(dir, &msg) <= 0 || !msg)
		/* it lifted in between, or no memory for the words */
		return cli_fail(c, EXIT_SYSTEM,
				"git refuses the repository of '%s'", dir);
	cli_fail(c, EXIT_SYSTEM, "%s", msg);
	maint_free(msg);
	return EXIT_SYSTEM;
}

/* A load error in get_maintainer.pl's words, with its status (2). */
static int db_error_script(struct cli *c, const struct maint_load_opts *lo,
			   int ret, const char *failed)
{
	if (ret == -MAINT_E_NOTFOUND)
		return cli_say(c, CLI_SAY_FATAL | CLI_SAY_SCRIPT, 2,
			       "MAINTAINER file not found '%s'",
			       lo->path ? lo->path : "./MAINTAINERS");
	if (ret == -MAINT_E_NOFILES)
		return cli_say(c, CLI_SAY_FATAL | CLI_SAY_SCRIPT, 2,
			       "No MAINTAINER files found in '%s'",
			       failed ? failed : "");
	return cli_say(c, CLI_SAY_FATAL | CLI_SAY_SCRIPT, 2,
		       "Can't open MAINTAINERS file '%s': %s",
		       failed ? failed : "", strerror(-ret));
}

/* A load error in maint's words. */
static int db_error(struct cli *c, const struct maint_load_opts *lo, int ret,
		    const char *failed)
{
	const char *shown = lo->path ? lo->path : "MAINTAINERS";

	if (ret == -MAINT_E_NOTFOUND)
		return cli_fail(c, EXIT_BADINPUT, "cannot open '%s': %s", shown,
				strerror(ENOENT));
	if (ret == -MAINT_E_NOFILES)
		return cli_fail(c, EXIT_BADINPUT,
				"no MAINTAINERS files in '%s'", shown);
	return cli_file_error(c, failed ? failed : shown, ret);
}

int cli_load_db(struct cli *c, const struct maint_load_opts *lo,
		unsigned int how, struct maint_db **db)
{
	static const struct maint_diag_sink quiet =
		MAINT_DIAG_SINK_INIT(NULL, NULL);
	struct maint_load_opts o = *lo;
	char *failed = NULL;
	int ret;

	o.failed_file = &failed;
	ret = maint_db_load(db, &o, how & CLI_DB_QUIET ? &quiet : &c->sink);
	if (ret)
		ret = how & CLI_DB_SCRIPT ?
			      db_error_script(c, lo, ret, failed) :
			      db_error(c, lo, ret, failed);
	free(failed);
	return ret;
}

int cli_db(struct cli *c)
{
	if (c->db)
		return 0;
	if (!(c->flags & CLI_NEEDS_DB))
		return cli_fail(c, EXIT_SYSTEM,
				"internal error: reads MAINTAINERS without "
				"CLI_NEEDS_DB in the command table");
	return cli_load_db(c, &c->load, 0, &c->db);
}

int cli_read_all(const char *path, char **buf, size_t *len)
{
	if (!path)
		return mnt_read_fd(0, CLI_MAX_INPUT, buf, len);
	return mnt_read_named_file(path, CLI_MAX_INPUT, buf, len);
}

int cli_read_input(const struct cli *c, const char *path, char **buf,
		   size_t *len)
{
	int ret = cli_read_all(strcmp(path, "-") ? path : NULL, buf, len);

	if (ret)
		return cli_file_error(c, path, ret);
	return 0;
}

int cli_get_inputs(const struct cli *c, struct maint_get *g, int n, char **args,
		   bool files)
{
	int i, ret;

	for (i = 0; i < n; i++) {
		const char *a = args[i];

		if (files) {
			struct stat st;
			char *rel = NULL;
			size_t len;

			if (stat(a, &st))
				return cli_file_error(c, a, -errno);
			while (!strncmp(a, "./", 2))
				a += 2;
			len = strlen(a);
			if (S_ISDIR(st.st_mode) && len && a[len - 1] != '/') {
				rel = malloc(len + 2);
				if (!rel)
					return cli_fail(c, EXIT_SYSTEM,
							"out of memory");
				memcpy(rel, a, len);
				memcpy(rel + len, "/", 2);
			}
			ret = maint_get_add_file(g, rel ? rel : a);
			free(rel);
		} else {
			char *buf = NULL;
			size_t len = 0;

			ret = cli_read_input(c, a, &buf, &len);
			if (ret)
				return ret;
			ret = maint_get_add_patch(g, a, buf, len);
			free(buf);
		}
		if (ret)
			return cli_fail(c, EXIT_SYSTEM, "%s", strerror(-ret));
	}
	return 0;
}

/* Command tables */

const struct cli_cmd *cli_cmd_find(const struct cli_cmd *table, size_t n,
				   const char *name)
{
	size_t i;

	for (i = 0; i < n && table[i].name; i++)
		if (!strcmp(name, table[i].name))
			return &table[i];
	return NULL;
}

int cli_cycle_check(const struct cli *c, const struct cli_cycle_opts *co)
{
	if (co->rc_given && co->merge_window)
		return cli_fail(c, EXIT_USAGE,
				"--rc and --merge-window exclude each other");
	if (co->rc_given && (co->rc < 1 || co->rc > MAINT_CYCLE_MAX_RC))
		return cli_fail(c, EXIT_USAGE, "--rc: want 1 to %d",
				MAINT_CYCLE_MAX_RC);
	return 0;
}

int cli_cycle_read(const struct cli *c, const struct cli_cycle_opts *co,
		   const char *repo, long today, const struct maint_cycle **cy,
		   int *tags_err)
{
	struct maint_rtags *tags = NULL;
	int ret;

	*tags_err = 0;
	*cy = NULL;
	if (co->rc_given || co->merge_window) {
		if (maint_cycle_assume(co->rc_given ? co->rc : 0, today, cy))
			return cli_fail(c, EXIT_SYSTEM, "out of memory");
		return 0;
	}
	*tags_err = maint_rtags_git(repo, &tags);
	if (*tags_err == -ENOMEM)
		return cli_fail(c, EXIT_SYSTEM, "out of memory");
	if (*tags_err == -MAINT_E_GITREFUSED)
		return cli_git_refused(c, repo ? repo : ".");
	ret = maint_cycle_from_tags(tags, today, cy);
	maint_rtags_free(tags);
	if (ret)
		return cli_fail(c, EXIT_SYSTEM, "out of memory");
	return 0;
}

/* Was --json given (before a "--")? */
static bool json_given(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--"))
			break;
		if (!strcmp(argv[i], "--json"))
			return true;
	}
	return false;
}

int cli_check_stdout(const char *cmd, int status)
{
	int err;

	errno = 0;
	if (!fflush(stdout) && !ferror(stdout))
		return status;
	/* a write error on stdout (a full disk); a closed pipe is quiet */
	err = errno ? errno : EIO;
	if (err != EPIPE) {
		if (cmd)
			fprintf(stderr, "%s %s: ", maint_progname, cmd);
		else
			fprintf(stderr, "%s: ", maint_progname);
		fprintf(stderr, "write error: %s\n", strerror(err));
	}
	return status >= EXIT_USAGE ? status : EXIT_SYSTEM;
}

/* The sub-subcommand argv[1] names: an entry of sub, its "help" for -h. */
static const struct cli_cmd *sub_command(const struct cli_cmd *sub, int argc,
					 char **argv)
{
	const struct cli_cmd *c;

	if (argc < 2)
		return NULL;
	c = cli_cmd_find(sub, SIZE_MAX, argv[1]);
	if (!c && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")))
		c = cli_cmd_find(sub, SIZE_MAX, "help");
	return c;
}

int cli_run(const struct cli_cmd *cmd, int argc, char **argv)
{
	const struct cli_cmd *run = cmd, *sub = NULL;
	int status;

	if (cmd->flags & CLI_HAS_SUBCMDS)
		sub = sub_command(cmd->sub, argc, argv);
	run_json_errors = (cmd->flags & CLI_HAS_JSON) && json_given(argc, argv);
	run_flags = cmd->flags;
	if (sub) {
		run = sub;
		argc--;
		argv++;
	}
	status = run->fn(argc, argv);
	run_json_errors = false;
	run_flags = 0;
	return cli_check_stdout(cmd->name, status);
}

void cli_cmd_list(FILE *o, const struct cli_cmd *table, size_t n, int width)
{
	size_t i;

	for (i = 0; i < n && table[i].name; i++)
		fprintf(o, "  %-*s %s\n", width, table[i].name,
			table[i].summary);
}

/* patch -> sections -> profiles */

int cli_profile_query(struct cli *c, struct maint_db *db, int n, char **args,
		      bool files, struct maint_ptargets *ts)
{
	struct maint_get_opts o;
	struct maint_get *g = NULL;
	int ret;

	maint_get_opts_init(&o);
	o.git_fallback = false;
	ret = maint_get_new(&g, db, &o, &c->sink);
	if (ret)
		return cli_fail(c, EXIT_SYSTEM, "%s", strerror(-ret));
	ret = cli_get_inputs(c, g, n, args, files);
	if (ret)
		goto out;
	ret = maint_get_run(g);
	if (ret) {
		ret = cli_fail(c, EXIT_SYSTEM, "%s", strerror(-ret));
		goto out;
	}
	if (maint_ptargets_add_query(ts, g, db))
		ret = cli_fail(c, EXIT_SYSTEM, "out of memory");
out:
	maint_get_free(g);
	return ret;
}
