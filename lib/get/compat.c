// SPDX-License-Identifier: GPL-2.0-only
/*
 * Which get_maintainer.pl a tree carries, told from the script's text
 * (never by running it), so that `maint get` answers as that script does.
 *
 * Trees carry different versions and forks of the script: the newest
 * kernel script (--substatus, the `**` glob, ":Keyword:" roles), Linux
 * 6.12's and 6.1's, U-Boot's (6.1 with its own chief penguin and tree
 * check), coreboot's 2017 fork (no tree check, no --fixes, only ---/+++
 * lines of a patch, P: names for bare M: addresses).  Rather than naming
 * eras, the model is a list of features, each read from the text: the
 * option specs of GetOptions(), @penguin_chief, top_of_kernel_tree() and
 * its caller, the role words of get_maintainer_role(), and a marker for
 * each behaviour (a patch-line regex, the ":Keyword:" suffix, ...).
 */
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/cachedir.h"
#include "fsutil.h"
#include "base/diag.h"
#include "base/gitrun.h"
#include "base/opts.h"
#include "get/compat.h"
#include "maint.h"
#include "mbuf.h"
#include "util.h"

/* The kernel's script is about 70 KiB; anything past this is not it. */
#define MAX_SCRIPT_SIZE ((size_t)1 << 20)

static const char *const feat_names[MAINT_SF_COUNT] = {
	[MAINT_SF_SUBSTATUS] = "substatus",
	[MAINT_SF_GLOBSTAR] = "globstar",
	[MAINT_SF_KEYWORD_ROLE] = "keyword-role",
	[MAINT_SF_KEYWORDS_IN_FILE] = "keywords-in-file",
	[MAINT_SF_MODE_CHANGE] = "mode-change",
	[MAINT_SF_RENAME] = "rename",
	[MAINT_SF_DIFF_GIT] = "diff-git",
	[MAINT_SF_FIXES] = "fixes",
	[MAINT_SF_FALLBACK_SKIPS_MAINTAINERS] = "fallback-skips-maintainers",
	[MAINT_SF_FILE_EMAILS_ALL] = "file-emails-all",
	[MAINT_SF_YAML_EMAILS] = "yaml-emails",
	[MAINT_SF_FILE_EMAILS_MAILMAP] = "file-emails-mailmap",
	[MAINT_SF_P_NAMES] = "p-names",
	[MAINT_SF_UTF8] = "utf8",
	[MAINT_SF_CANONPATH] = "canonpath",
	[MAINT_SF_VCS_NOTE] = "vcs-note",
	[MAINT_SF_NOVCS_QUIET] = "novcs-quiet",
	[MAINT_SF_REST_DROP] = "rest-drop",
	[MAINT_SF_REVIEWER_PLAIN] = "reviewer-plain",
	[MAINT_SF_SKIP_DEVNULL] = "skip-devnull",
	[MAINT_SF_LIST_PARSE_EMAIL] = "list-parse-email",
	[MAINT_SF_GIT_STATS] = "git-stats",
	[MAINT_SF_BRACES] = "braces",
	[MAINT_SF_XEN_VERSION] = "xen-version",
};

bool maint_script_has(const struct maint_script *s, enum maint_sfeat f)
{
	return (unsigned int)f < MAINT_SF_COUNT && ((s->feat >> f) & 1);
}

const char *maint_sfeat_name(enum maint_sfeat f)
{
	return (unsigned int)f < MAINT_SF_COUNT ? feat_names[f] : NULL;
}

/*
 * The options of get_maintainer.pl the model tells about: every spelling
 * of each, the long name last (what maint_script_option() gives).
 */
static const char *const options[] = {
	"email",
	"git",
	"git-all-signature-types",
	"git-blame",
	"git-blame-signatures",
	"git-fallback",
	"git-chief-penguins",
	"git-min-signatures",
	"git-max-maintainers",
	"git-min-percent",
	"git-since",
	"hg-since",
	"i|interactive",
	"remove-duplicates",
	"mailmap",
	"m",
	"r",
	"n",
	"l",
	"fixes",
	"moderated",
	"s",
	"multiline",
	"roles",
	"rolestats",
	"separator",
	"subsystem",
	"status",
	"substatus",
	"scm",
	"tree",
	"web",
	"bug",
	"letters",
	"pattern-depth",
	"k|keywords",
	"kf|keywords-in-file",
	"sections",
	"fe|file-emails",
	"f|file",
	"find-maintainer-files",
	"mpath|maintainer-path",
	"self-test",
	"v|version",
	"h|usage|help",
	/* a fork's own (not maint_script_option()'s: a feature says it) */
	"drop_the_rest_supporter",
};

#define NOPTIONS (sizeof(options) / sizeof(options[0]))
#define NKERNEL_OPTIONS (NOPTIONS - 1)
_Static_assert(NOPTIONS <= 64, "one bit per option in maint_script.opts");
_Static_assert(3 * NOPTIONS < 256, "room in the spellings' table");

/*
 * The spellings of the options ("k|keywords" is two), filed by a hash of
 * their bytes once per process: a call asks for options by name dozens of
 * times, and a scan of the list each time was 3,000 instructions a name.
 */
#define SPELL_SLOTS 256

static struct spelling {
	const char *s; /* NULL: an empty slot */
	unsigned char len, index;
} spellings[SPELL_SLOTS];
static pthread_once_t spellings_once = PTHREAD_ONCE_INIT;

static unsigned int spell_hash(const char *s, size_t n)
{
	return (unsigned int)(mnt_hash(s, n) & (SPELL_SLOTS - 1));
}

static void file_spellings(void)
{
	size_t i;

	for (i = 0; i < NOPTIONS; i++) {
		const char *p = options[i];

		for (;;) {
			const char *bar = strchr(p, '|');
			size_t n = bar ? (size_t)(bar - p) : strlen(p);
			unsigned int h = spell_hash(p, n);

			while (spellings[h].s)
				h = (h + 1) & (SPELL_SLOTS - 1);
			spellings[h] = (struct spelling){ p, (unsigned char)n,
							  (unsigned char)i };
			if (!bar)
				break;
			p = bar + 1;
		}
	}
}

/* The index of the option spelt name (n bytes), or -1. */
static int option_index(const char *name, size_t n)
{
	unsigned int h;

	pthread_once(&spellings_once, file_spellings);
	for (h = spell_hash(name, n); spellings[h].s;
	     h = (h + 1) & (SPELL_SLOTS - 1))
		if (spellings[h].len == n && !memcmp(spellings[h].s, name, n))
			return spellings[h].index;
	return -1;
}

const char *maint_script_option(size_t i)
{
	const char *bar;

	if (i >= NKERNEL_OPTIONS)
		return NULL;
	bar = strrchr(options[i], '|');
	return bar ? bar + 1 : options[i];
}

bool maint_script_knows(const struct maint_script *s, const char *name)
{
	int i = option_index(name, strlen(name));

	return i < 0 || ((s->opts >> i) & 1);
}

static void copy(char *dst, size_t n, const char *src, size_t len)
{
	if (len >= n)
		len = n - 1;
	memcpy(dst, src, len);
	dst[len] = '\0';
}

/* The kernel's tree check (Linux 2.6.x to the newest). */
static const char *const kernel_checks[] = {
	"fCOPYING", "fCREDITS",	      "fKbuild", "eMAINTAINERS", "fMakefile",
	"fREADME",  "dDocumentation", "darch",	 "dinclude",	 "ddrivers",
	"dfs",	    "dinit",	      "dipc",	 "dkernel",	 "dlib",
	"dscripts",
};

static const char *const role_words[][2] = {
	{ "supported", "supporter" },
	{ "maintained", "maintainer" },
	{ "odd fixes", "odd fixer" },
	{ "orphan", "orphan minder" },
	{ "obsolete", "obsolete minder" },
	{ "buried alive in reporters", "chief penguin" },
};

static void add_role_word(struct maint_script *s, const char *st, size_t sl,
			  const char *w, size_t wl)
{
	if (s->nroles >= MNT_SCRIPT_ROLES)
		return;
	copy(s->roles[s->nroles].status, sizeof(s->roles[0].status), st, sl);
	copy(s->roles[s->nroles].word, sizeof(s->roles[0].word), w, wl);
	s->nroles++;
}

static void add_chief(struct maint_script *s, const char *name, size_t nl,
		      const char *addr, size_t al)
{
	if (s->nchiefs >= MNT_SCRIPT_CHIEFS)
		return;
	copy(s->chiefs[s->nchiefs].name, sizeof(s->chiefs[0].name), name, nl);
	copy(s->chiefs[s->nchiefs].addr, sizeof(s->chiefs[0].addr), addr, al);
	s->nchiefs++;
}

static void add_check(struct maint_script *s, char kind, const char *name,
		      size_t n)
{
	if (s->nchecks >= MNT_SCRIPT_CHECKS)
		return;
	s->checks[s->nchecks].kind = kind;
	copy(s->checks[s->nchecks].name, sizeof(s->checks[0].name), name, n);
	s->nchecks++;
}

static const char kernel_tree_msg[] =
	"The current directory does not appear to be a linux kernel source tree.";

int mnt_script_builtin(struct maint_script *s, const char *name)
{
	bool newest = !strcmp(name, "newest") || !strcmp(name, "2026");
	size_t i;

	memset(s, 0, sizeof(*s));
	if (!newest && strcmp(name, "6.12")) {
		mnt_script_builtin(s, "newest");
		return -EINVAL;
	}
	copy(s->name, sizeof(s->name), newest ? "newest" : "6.12",
	     newest ? 6 : 4);
	strcpy(s->version, "0.26");
	/* every feature but the P: person era's names and Xen's */
	s->feat = ((1ull << MAINT_SF_COUNT) - 1) &
		  ~((1ull << MAINT_SF_P_NAMES) | (1ull << MAINT_SF_REST_DROP) |
		    (1ull << MAINT_SF_REVIEWER_PLAIN) |
		    (1ull << MAINT_SF_SKIP_DEVNULL) |
		    (1ull << MAINT_SF_LIST_PARSE_EMAIL) |
		    (1ull << MAINT_SF_BRACES) |
		    (1ull << MAINT_SF_XEN_VERSION));
	s->opts = NOPTIONS == 64 ? ~0ull : (1ull << NOPTIONS) - 1;
	s->opts &= ~(1ull << option_index("drop_the_rest_supporter", 23));
	s->section_maxlen = 50;
	s->tree_check = true;
	for (i = 0; i < sizeof(kernel_checks) / sizeof(*kernel_checks); i++)
		add_check(s, kernel_checks[i][0], kernel_checks[i] + 1,
			  strlen(kernel_checks[i] + 1));
	strcpy(s->tree_msg, kernel_tree_msg);
	add_chief(s, "Linus Torvalds", 14, "torvalds@linux-foundation.org", 29);
	if (!newest) {
		s->feat &= ~((1ull << MAINT_SF_SUBSTATUS) |
			     (1ull << MAINT_SF_GLOBSTAR));
		s->opts &= ~(1ull << option_index("substatus", 9));
		for (i = 0; i < sizeof(role_words) / sizeof(*role_words); i++)
			add_role_word(s, role_words[i][0],
				      strlen(role_words[i][0]),
				      role_words[i][1],
				      strlen(role_words[i][1]));
	}
	return 0;
}

/* Reading the text */

struct text {
	const char *buf;
	size_t len;
	/* the lines that are not comments, joined: where markers count */
	char *code;
	size_t clen;
};

static bool has(const char *buf, size_t len, const char *needle)
{
	return memmem(buf, len, needle, strlen(needle)) != NULL;
}

static bool code_has(const struct text *t, const char *needle)
{
	return has(t->code, t->clen, needle);
}

/* A comment line: its first non-blank is '#'. */
static bool is_comment(const char *l, size_t n)
{
	size_t i = 0;

	while (i < n && (l[i] == ' ' || l[i] == '\t'))
		i++;
	return i < n && l[i] == '#';
}

static int text_init(struct text *t, const char *buf, size_t len)
{
	const char *p = buf, *end = buf + len;

	t->buf = buf;
	t->len = len;
	t->clen = 0;
	t->code = malloc(len + 1);
	if (!t->code)
		return -ENOMEM;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) + 1 : (size_t)(end - p);

		if (!is_comment(p, n)) {
			memcpy(t->code + t->clen, p, n);
			t->clen += n;
		}
		p += n;
	}
	t->code[t->clen] = '\0';
	return 0;
}

/* The code line at *pos (advanced past it); false at the end. */
static bool next_line(const struct text *t, size_t *pos, const char **l,
		      size_t *n)
{
	const char *nl;

	if (*pos >= t->clen)
		return false;
	*l = t->code + *pos;
	nl = memchr(*l, '\n', t->clen - *pos);
	*n = nl ? (size_t)(nl - *l) : t->clen - *pos;
	*pos += *n + (nl != NULL);
	return true;
}

/* The offset of the code line starting with (after blanks) what, or -1. */
static long find_line(const struct text *t, size_t from, const char *what)
{
	size_t pos = from, at;
	const char *l;
	size_t n, k = strlen(what);

	for (at = pos; next_line(t, &pos, &l, &n); at = pos) {
		size_t i = 0;

		while (i < n && (l[i] == ' ' || l[i] == '\t'))
			i++;
		if (n - i >= k && !memcmp(l + i, what, k))
			return (long)at;
	}
	return -1;
}

/*
 * The Perl double-quoted string starting at p (at the '"'), its escapes
 * (\@, \", \\, \n) undone, into out; the position after it, or NULL.
 */
static const char *dq_string(const char *p, const char *end, struct mbuf *out)
{
	if (p >= end || *p != '"')
		return NULL;
	for (p++; p < end && *p != '"'; p++) {
		if (*p == '\\' && p + 1 < end) {
			p++;
			mbuf_addch(out, *p == 'n' ? '\n' :
					*p == 't' ? '\t' :
						    *p);
		} else {
			mbuf_addch(out, *p);
		}
	}
	return p < end ? p + 1 : NULL;
}

/*
 * The value of "my $VAR = 0;" or "= 1;" (var: "$VAR", n bytes) at the
 * start of a code line: 0 or 1, or -1 when there is none.
 */
static int bool_init(const struct text *t, const char *var, size_t n)
{
	size_t pos = 0, ln;
	const char *l;

	while (next_line(t, &pos, &l, &ln)) {
		if (ln < n + 8 || memcmp(l, "my ", 3) || memcmp(l + 3, var, n))
			continue;
		l += 3 + n;
		ln -= 3 + n;
		while (ln && (*l == ' ' || *l == '\t')) {
			l++;
			ln--;
		}
		if (ln >= 2 && l[0] == '=' && (l[1] == ' ' || l[1] == '\t')) {
			size_t i = 2;

			while (i < ln && (l[i] == ' ' || l[i] == '\t'))
				i++;
			if (i + 1 < ln && (l[i] == '0' || l[i] == '1') &&
			    l[i + 1] == ';')
				return l[i] - '0';
		}
		return -1;
	}
	return -1;
}

/*
 * An on/off spec ('name!' => \$var): the default its variable starts
 * with, for the option at index oi.
 */
static void read_default(struct maint_script *s, const struct text *t, int oi,
			 const char *arrow, const char *end)
{
	const char *v = arrow + 2;
	size_t n = 0;

	while (v < end && (*v == ' ' || *v == '\t'))
		v++;
	if (end - v < 3 || v[0] != '\\' || v[1] != '$')
		return;
	v++;
	while (v + 1 + n < end &&
	       (v[1 + n] == '_' || (v[1 + n] >= 'a' && v[1 + n] <= 'z') ||
		(v[1 + n] >= 'A' && v[1 + n] <= 'Z') ||
		(v[1 + n] >= '0' && v[1 + n] <= '9')))
		n++;
	switch (n ? bool_init(t, v, n + 1) : -1) {
	case 1:
		s->dflt_on |= 1ull << oi;
		/* fall through */
	case 0:
		s->dflt_set |= 1ull << oi;
		break;
	default:
		break;
	}
}

/*
 * GetOptions(): every name of every spec ('name|alias!' => \$var,
 * 'x=s' => ...), from the call to its closing "))"; the defaults of the
 * on/off ones.
 */
static void read_options(struct maint_script *s, const struct text *t)
{
	const char *p = memmem(t->code, t->clen, "GetOptions(", 11);
	const char *end;

	if (!p)
		return;
	end = memmem(p, t->clen - (size_t)(p - t->code), "))", 2);
	if (!end)
		end = t->code + t->clen;
	while (p < end && (p = memchr(p, '\'', (size_t)(end - p)))) {
		const char *q = memchr(p + 1, '\'', (size_t)(end - p - 1));
		const char *a, *n;

		if (!q)
			break;
		for (a = q + 1; a < end && (*a == ' ' || *a == '\t'); a++)
			;
		if (end - a < 2 || memcmp(a, "=>", 2)) {
			p = q + 1;
			continue;
		}
		for (n = p + 1; n < q;) {
			size_t k = 0;
			char name[64];
			int oi;

			while (n + k < q && n[k] != '|' && n[k] != '!' &&
			       n[k] != '+' && n[k] != '=' && n[k] != ':')
				k++;
			copy(name, sizeof(name), n, k);
			oi = option_index(name, strlen(name));
			if (oi >= 0)
				s->opts |= 1ull << oi;
			if (oi >= 0 && q[-1] == '!')
				read_default(s, t, oi, a, end);
			if (n + k >= q || n[k] != '|')
				break;
			n += k + 1;
		}
		p = q + 1;
	}
}

/* push(@penguin_chief, "Name:address"); the last ':' splits, as m/^(.*):(.*)/ */
static void read_chiefs(struct maint_script *s, const struct text *t)
{
	size_t pos = 0, n;
	const char *l;

	while (next_line(t, &pos, &l, &n)) {
		const char *q;
		struct mbuf v = MBUF_INIT;
		char *colon;

		if (!has(l, n, "push(@penguin_chief,"))
			continue;
		q = memchr(l, '"', n);
		if (q && dq_string(q, l + n, &v) && !mbuf_failed(&v) && v.len &&
		    (colon = strrchr(v.buf, ':')))
			add_chief(s, v.buf, (size_t)(colon - v.buf), colon + 1,
				  strlen(colon + 1));
		mbuf_release(&v);
	}
}

/*
 * top_of_kernel_tree(): its (-f|-d|-e "${lk_path}NAME") tests; whether it
 * is called, and the message of the die() after the call.
 */
static void read_tree_check(struct maint_script *s, const struct text *t)
{
	static const char lk[] = "\"${lk_path}";
	long at = find_line(t, 0, "sub top_of_kernel_tree");
	size_t pos, n, lines = 0;
	const char *l;

	if (at >= 0) {
		pos = (size_t)at;
		next_line(t, &pos, &l, &n);
		while (lines++ < 100 && next_line(t, &pos, &l, &n) &&
		       !(n && l[0] == '}')) {
			const char *p = l, *e = l + n, *q;

			while ((q = memmem(p, (size_t)(e - p), lk,
					   sizeof(lk) - 1))) {
				const char *name = q + sizeof(lk) - 1;
				const char *qe =
					memchr(name, '"', (size_t)(e - name));

				if (q - l >= 3 && q[-1] == ' ' &&
				    q[-3] == '-' && strchr("fde", q[-2]) &&
				    qe && qe > name)
					add_check(s, q[-2], name,
						  (size_t)(qe - name));
				p = qe ? qe : name;
			}
		}
	}
	for (pos = 0; next_line(t, &pos, &l, &n);) {
		struct mbuf msg = MBUF_INIT;
		size_t i = 0, more = 0;
		const char *d;

		while (i < n && (l[i] == ' ' || l[i] == '\t'))
			i++;
		if (!has(l, n, "top_of_kernel_tree(") ||
		    (n - i >= 4 && !memcmp(l + i, "sub ", 4)))
			continue;
		s->tree_check = true;
		/* die "...." . "...."; over the next few lines */
		d = memmem(l, n, "die ", 4);
		while (!d && more++ < 3 && next_line(t, &pos, &l, &n))
			d = memmem(l, n, "die ", 4);
		while (d) {
			const char *e = l + n, *p = d;

			while (p < e && *p != ';') {
				if (*p == '"')
					p = dq_string(p, e, &msg);
				else
					p++;
				if (!p)
					break;
			}
			if ((p && p < e) || more++ >= 3 ||
			    !next_line(t, &pos, &l, &n))
				break;
			d = l;
		}
		if (!mbuf_failed(&msg)) {
			const char *m = msg.len ? msg.buf : "";
			size_t ml = msg.len;

			if (ml >= 3 && !memcmp(m, "$P:", 3)) {
				m += 3;
				ml -= 3;
				while (ml && *m == ' ') {
					m++;
					ml--;
				}
			}
			while (ml && m[ml - 1] == '\n')
				ml--;
			copy(s->tree_msg, sizeof(s->tree_msg), m, ml);
		}
		mbuf_release(&msg);
		break;
	}
}

/* get_maintainer_role(): if ($role eq "STATUS") { $role = "WORD"; } */
static void read_roles(struct maint_script *s, const struct text *t)
{
	long at = find_line(t, 0, "sub get_maintainer_role");
	size_t pos, n, lines = 0;
	struct mbuf st = MBUF_INIT, w = MBUF_INIT;
	bool pending = false;
	const char *l;

	if (at < 0)
		return;
	pos = (size_t)at;
	next_line(t, &pos, &l, &n);
	while (lines++ < 100 && next_line(t, &pos, &l, &n) &&
	       !(n && l[0] == '}')) {
		const char *q = memmem(l, n, "$role eq \"", 10);

		if (q) {
			mbuf_reset(&st);
			pending = dq_string(q + 9, l + n, &st) != NULL;
			/* the word may follow on the same line */
			n -= (size_t)(q + 10 - l);
			l = q + 10;
		}
		q = memmem(l, n, "$role = \"", 9);
		if (q && pending) {
			mbuf_reset(&w);
			if (dq_string(q + 8, l + n, &w) && !mbuf_failed(&w) &&
			    !mbuf_failed(&st))
				add_role_word(s, st.buf, st.len, w.buf, w.len);
			pending = false;
		}
	}
	mbuf_release(&st);
	mbuf_release(&w);
}

/*
 * How long a section name may be in a role: "my $output_section_maxlen =
 * N;" (the kernel's since 2017), else the N of "length($subsystem) > N"
 * in get_maintainer_role() (Xen's fork: 20), else 50.
 */
static void read_section_maxlen(struct maint_script *s, const struct text *t)
{
	static const char *const marks[] = { "my $output_section_maxlen = ",
					     "length($subsystem) > " };
	size_t i;

	s->section_maxlen = 50;
	for (i = 0; i < 2; i++) {
		size_t ml = strlen(marks[i]);
		const char *p = memmem(t->code, t->clen, marks[i], ml);
		char *e;
		unsigned long v;

		if (!p || p[ml] < '0' || p[ml] > '9')
			continue;
		v = strtoul(p + ml, &e, 10);
		if ((*e == ';' || *e == ')') && v >= 4 && v <= 4096) {
			s->section_maxlen = (unsigned int)v;
			return;
		}
	}
}

/* The version in "my $V = '0.26';", or "" */
static void read_version(struct maint_script *s, const struct text *t)
{
	static const char mark[] = "my $V = '";
	const char *p = memmem(t->code, t->clen, mark, sizeof(mark) - 1);
	const char *end = t->code + t->clen;
	size_t k = 0;

	if (!p)
		return;
	p += sizeof(mark) - 1;
	/* digits and dots, and a fork's suffix ("0.26-xen") */
	while (p + k < end && k + 1 < sizeof(s->version) &&
	       ((p[k] >= '0' && p[k] <= '9') || p[k] == '.' ||
		(k && (p[k] == '-' || (p[k] >= 'a' && p[k] <= 'z')))))
		k++;
	if (p + k < end && p[k] == '\'')
		copy(s->version, sizeof(s->version), p, k);
}

/* foreach my $email (@file_emails) { $email = mailmap_email($email); */
static bool file_emails_mailmapped(const struct text *t)
{
	static const char loop[] = "foreach my $email (@file_emails) {";
	const char *p = t->code, *end = t->code + t->clen;

	while ((p = memmem(p, (size_t)(end - p), loop, sizeof(loop) - 1))) {
		p += sizeof(loop) - 1;
		while (p < end && (*p == ' ' || *p == '\t' || *p == '\n'))
			p++;
		if (has(p, (size_t)(end - p) < 40 ? (size_t)(end - p) : 40,
			"$email = mailmap_email("))
			return true;
	}
	return false;
}

/* Each feature's marker in the code; substatus and kf are options. */
static const struct {
	enum maint_sfeat f;
	const char *mark;
} markers[] = {
	{ MAINT_SF_KEYWORD_ROLE, ":Keyword:" },
	{ MAINT_SF_MODE_CHANGE, "m/^ mode change" },
	{ MAINT_SF_RENAME, "m/^rename (?:from|to)" },
	{ MAINT_SF_DIFF_GIT, "m/^diff --git a" },
	{ MAINT_SF_FIXES, "m/^Fixes:" },
	{ MAINT_SF_FALLBACK_SKIPS_MAINTAINERS, "$file !~ /MAINTAINERS$/" },
	{ MAINT_SF_FILE_EMAILS_ALL, "maintainers_in_file($file)" },
	{ MAINT_SF_YAML_EMAILS, "$file =~ /\\.yaml$/" },
	{ MAINT_SF_P_NAMES, "if ($1 eq \"P\")" },
	{ MAINT_SF_UTF8, ":encoding(UTF-8)" },
	{ MAINT_SF_CANONPATH, "canonpath($file)" },
	{ MAINT_SF_VCS_NOTE, "not found in version control" },
	{ MAINT_SF_NOVCS_QUIET, "$printed_novcs && $email_git" },
	{ MAINT_SF_REST_DROP, "ne 'supporter:THE REST'" },
	{ MAINT_SF_REVIEWER_PLAIN,
	  "push_email_addresses($pvalue, 'reviewer')" },
	{ MAINT_SF_SKIP_DEVNULL, "if ($1 ne \"/dev/null\")" },
	{ MAINT_SF_LIST_PARSE_EMAIL,
	  "my ($list_name, $list_address) = parse_email($pvalue);" },
	{ MAINT_SF_GIT_STATS, "--no-merges" },
	{ MAINT_SF_BRACES, "\\{(|[^},]*[^,\\\\])," },
	{ MAINT_SF_XEN_VERSION, "m/xen-maintainers-(.*)/" },
};

/* Why buf is not a get_maintainer.pl, or NULL when it is. */
static const char *not_a_script(const char *buf, size_t len,
				const struct text *t)
{
	const char *nl = memchr(buf, '\n', len);
	size_t first = nl ? (size_t)(nl - buf) : len;

	if (memchr(buf, '\0', len) || (len >= 4 && !memcmp(buf, "\177ELF", 4)))
		return "a binary file";
	if (len < 2 || memcmp(buf, "#!", 2) || !memmem(buf, first, "perl", 4))
		return "not a perl script";
	if (!code_has(t, "MAINTAINERS") || !code_has(t, "'email!'") ||
	    !code_has(t, "my $V = '") || !code_has(t, "GetOptions("))
		return "not the kernel's get_maintainer.pl";
	return NULL;
}

/*
 * Fill @s with the model of the script text @buf (as maint_script_parse():
 * 0, -EINVAL with @s the newest and its note, or -ENOMEM).
 */
static int script_parse(struct maint_script *s, const char *buf, size_t len)
{
	struct text t;
	const char *why;
	size_t i;

	mnt_script_builtin(s, "newest");
	if (text_init(&t, buf, len))
		return -ENOMEM;
	why = not_a_script(buf, len, &t);
	if (why) {
		copy(s->note, sizeof(s->note), why, strlen(why));
		free(t.code);
		return -EINVAL;
	}
	memset(s, 0, sizeof(*s));
	read_version(s, &t);
	read_options(s, &t);
	if (!maint_script_knows(s, "email")) {
		mnt_script_builtin(s, "newest");
		strcpy(s->note,
		       "no option specs maint can read in GetOptions()");
		free(t.code);
		return -EINVAL;
	}
	read_chiefs(s, &t);
	read_tree_check(s, &t);
	read_roles(s, &t);
	read_section_maxlen(s, &t);
	for (i = 0; i < sizeof(markers) / sizeof(*markers); i++)
		if (code_has(&t, markers[i].mark))
			s->feat |= 1ull << markers[i].f;
	if (maint_script_knows(s, "substatus"))
		s->feat |= 1ull << MAINT_SF_SUBSTATUS;
	if (maint_script_knows(s, "keywords-in-file"))
		s->feat |= 1ull << MAINT_SF_KEYWORDS_IN_FILE;
	if (code_has(&t, "**") || code_has(&t, "\\*\\*"))
		s->feat |= 1ull << MAINT_SF_GLOBSTAR;
	if (file_emails_mailmapped(&t))
		s->feat |= 1ull << MAINT_SF_FILE_EMAILS_MAILMAP;
	free(t.code);
	return 0;
}

int maint_script_builtin(struct maint_script **out, const char *name)
{
	*out = malloc(sizeof(**out));
	if (!*out)
		return -ENOMEM;
	return mnt_script_builtin(*out, name);
}

int maint_script_parse(struct maint_script **out, const char *buf, size_t len)
{
	int ret;

	*out = malloc(sizeof(**out));
	if (!*out)
		return -ENOMEM;
	ret = script_parse(*out, buf, len);
	if (ret == -ENOMEM) {
		free(*out);
		*out = NULL;
	}
	return ret;
}

bool maint_script_default(const struct maint_script *s, const char *name,
			  bool *on)
{
	int i = option_index(name, strlen(name));

	if (i < 0 || !((s->dflt_set >> i) & 1))
		return false;
	*on = (s->dflt_on >> i) & 1;
	return true;
}

bool maint_script_tree_ok(const struct maint_script *s, const char *root)
{
	struct mbuf p = MBUF_INIT;
	bool ok = true;
	unsigned int i;

	for (i = 0; ok && i < s->nchecks; i++) {
		struct stat st;

		mbuf_reset(&p);
		if (root && *root)
			mbuf_addf(&p, "%s/", root);
		mbuf_adds(&p, s->checks[i].name);
		if (mbuf_failed(&p) || stat(p.buf, &st))
			ok = false;
		else if (s->checks[i].kind == 'f')
			ok = S_ISREG(st.st_mode);
		else if (s->checks[i].kind == 'd')
			ok = S_ISDIR(st.st_mode);
	}
	mbuf_release(&p);
	return ok;
}

static const char xen_version_msg[] =
	"the MAINTAINERS file in the current directory does not appear to be "
	"from the xen.git source tree or a sister tree.\n\n"
	"A 'V: xen-maintainers-<version>' entry under THE REST is needed to "
	"identify a Xen MAINTAINERS file.\n";

/*
 * Xen's check: the first V: line of the section headed exactly "THE
 * REST" that holds "xen-maintainers-" gives the version, the rest of the
 * line after it; Perl takes "" and "0" for false.
 */
bool maint_script_db_ok(const struct maint_script *s,
			const struct maint_db *db, const char **msg)
{
	size_t n = maint_db_nsections(db), i, it;

	*msg = NULL;
	if (!maint_script_has(s, MAINT_SF_XEN_VERSION))
		return true;
	for (i = 0; i < n; i++) {
		const struct maint_section *sec = maint_db_section(db, i);
		const struct maint_item *h = maint_db_item(db, sec->header);

		if (sec->header == sec->first || strcmp(h->text, "THE REST"))
			continue;
		for (it = sec->first; it < sec->end; it++) {
			const struct maint_item *m = maint_db_item(db, it);
			const char *v;

			if (m->type != 'V')
				continue;
			v = strstr(m->text, "xen-maintainers-");
			if (!v)
				continue;
			v += strlen("xen-maintainers-");
			if (*v && strcmp(v, "0"))
				return true;
			goto fail; /* the first such line decides */
		}
	}
fail:
	*msg = xen_version_msg;
	return false;
}

/* Finding the script */

/*
 * What a search found, kept in the cache directory of lib/cache.c
 * (KEY.sc, keyed by the script's path and stat data, and for a script
 * read from git also by the index's; written only for files older than
 * 2 s, as the MAINTAINERS cache is): reading and searching the kernel's
 * 70 KiB script costs more than a whole run.
 */
struct script_rec {
	char magic[8];
	uint64_t key[2];
	uint32_t warn; /* the note is said as a warning */
	uint32_t from_git; /* the work tree's file was replaced: see git */
	struct maint_script s;
	uint64_t sum[2];
};

/*
 * The record's layout and the reading's revision: a change to either (a
 * new field, a new marker) takes the next number, so that no model read
 * by an older maint is used.  5: section_maxlen, the defaults, Xen's.
 */
static const char rec_magic[8] = "MAINTS6\n";

static void rec_sum(const struct script_rec *r, uint64_t sum[2])
{
	sum[0] = sum[1] = 0;
	mnt_hash128(r, offsetof(struct script_rec, sum), sum);
}

/* The cache file for the n files, or NULL (no cache, or one is racy). */
static char *rec_path(const char *const *names, const struct stat *st, size_t n,
		      uint64_t key[2])
{
	size_t i;

	for (i = 0; i < n; i++)
		if (mnt_stat_racy(&st[i]))
			return NULL;
	return mnt_cache_path_ext(names, st, n, true, key, "sc");
}

static bool rec_load(const char *cpath, const uint64_t key[2],
		     struct script_rec *r)
{
	const unsigned char *m;
	uint64_t sum[2];
	struct stat cst;

	m = mnt_map_file(cpath, sizeof(*r), sizeof(*r), &cst);
	if (!m)
		return false;
	memcpy(r, m, sizeof(*r));
	munmap((void *)m, (size_t)cst.st_size);
	rec_sum(r, sum);
	return mnt_cache_file_ours(&cst) &&
	       !memcmp(r->magic, rec_magic, sizeof(r->magic)) &&
	       r->key[0] == key[0] && r->key[1] == key[1] &&
	       sum[0] == r->sum[0] && sum[1] == r->sum[1] &&
	       memchr(r->s.note, '\0', sizeof(r->s.note)) &&
	       memchr(r->s.path, '\0', sizeof(r->s.path)) &&
	       memchr(r->s.tree_msg, '\0', sizeof(r->s.tree_msg)) &&
	       r->s.nchiefs <= MNT_SCRIPT_CHIEFS &&
	       r->s.nchecks <= MNT_SCRIPT_CHECKS &&
	       r->s.nroles <= MNT_SCRIPT_ROLES;
}

static void rec_store(const char *cpath, const uint64_t key[2],
		      struct script_rec *r)
{
	memcpy(r->magic, rec_magic, sizeof(r->magic));
	r->key[0] = key[0];
	r->key[1] = key[1];
	rec_sum(r, r->sum);
	if (!mnt_write_atomic(cpath, (const char *)r, sizeof(*r),
			      MNT_WRITE_NOSYNC))
		mnt_cache_prune(cpath, "sc", 16);
}

static void join(struct mbuf *p, const char *root, const char *path)
{
	mbuf_reset(p);
	if (root && *root && path[0] != '/')
		mbuf_addf(p, "%s/", root);
	mbuf_adds(p, path);
}

/* Is the file at path the running program itself? */
static bool is_self(const char *path, const char *self)
{
	char a[PATH_MAX], b[PATH_MAX];

	return self && realpath(path, a) && realpath(self, b) && !strcmp(a, b);
}

/*
 * The script at path (relative to root, or a file the user named: in_tree
 * false), read in the work tree into r->s: 1 a script (or an empty
 * placeholder: the newest), 0 not usable (r->s.note says why).  A script
 * of the tree is read inside it only (mnt_read_tree_file()): a symlink
 * out of the tree is not the tree's script.
 */
static int read_worktree(const char *root, const char *path, const char *full,
			 const char *self, bool in_tree, struct script_rec *r)
{
	struct stat st;
	char *buf = NULL;
	size_t len = 0;
	const char *why = NULL;
	int ret;

	if (stat(full, &st))
		why = strerror(errno);
	else if (!S_ISREG(st.st_mode))
		why = "not a regular file"; /* never open a FIFO */
	else if (st.st_size == 0) {
		/* a placeholder (test trees): as good as none */
		mnt_script_builtin(&r->s, "newest");
		return 1;
	} else if (is_self(full, self))
		why = "maint itself, not the tree's script";
	else if ((size_t)st.st_size > MAX_SCRIPT_SIZE)
		why = "too large to be the kernel's script";
	if (why) {
		copy(r->s.note, sizeof(r->s.note), why, strlen(why));
		return 0;
	}
	ret = in_tree ? mnt_read_tree_file(root && *root ? root : NULL, path,
					   MAX_SCRIPT_SIZE, &buf, &len) :
			mnt_read_file(full, MAX_SCRIPT_SIZE, &buf, &len);
	if (ret) {
		why = ret == -EFBIG ? "too large to be the kernel's script" :
		      ret == -EXDEV ? "outside the tree" :
				      strerror(-ret);
		copy(r->s.note, sizeof(r->s.note), why, strlen(why));
		return 0;
	}
	ret = script_parse(&r->s, buf, len);
	free(buf);
	if (ret == 0)
		strcpy(r->s.origin, "work tree");
	return ret == 0;
}

/* The script as git has it (":path", then "HEAD:path"), into r->s. */
static bool read_git(const char *root, const char *path, struct script_rec *r)
{
	static const char *const revs[] = { ":", "HEAD:" };
	static const char *const origins[] = { "git index", "HEAD" };
	size_t i;

	if (path[0] == '/')
		return false;
	for (i = 0; i < 2; i++) {
		struct mbuf spec = MBUF_INIT, out = MBUF_INIT;
		const char *args[] = { "cat-file", "blob", NULL, NULL };
		struct maint_script s;
		int status = -1, ret;

		mbuf_addf(&spec, "%s%s", revs[i], path);
		args[2] = spec.buf;
		ret = mbuf_failed(&spec) ?
			      -ENOMEM :
			      mnt_git(root, args, &out, MAX_SCRIPT_SIZE, true,
				      &status);
		if (!ret && status == 0 && out.len &&
		    !script_parse(&s, out.buf, out.len)) {
			r->s = s;
			strcpy(r->s.origin, origins[i]);
		} else {
			ret = -1;
		}
		mbuf_release(&spec);
		mbuf_release(&out);
		if (!ret)
			return true;
	}
	return false;
}

/*
 * The script at path (relative to root): false when there is none there.
 * A file that is not a usable script (replaced by maint, a dummy) is read
 * from git; failing that, r holds the newest with a note.
 */
static bool try_script(const struct maint_script_where *w, const char *path,
		       struct script_rec *r)
{
	struct mbuf full = MBUF_INIT, idx = MBUF_INIT;
	const char *names[3];
	struct stat st[3];
	char *cpath = NULL;
	uint64_t key[2];
	bool self, found = false;
	char note[sizeof(r->s.note)];

	join(&full, w->root, path);
	join(&idx, w->root, ".git/index");
	if (mbuf_failed(&full) || mbuf_failed(&idx) || lstat(full.buf, &st[0]))
		goto out;
	found = true;
	names[0] = names[1] = full.buf;
	names[2] = idx.buf;
	if (stat(full.buf, &st[1]))
		memset(&st[1], 0, sizeof(st[1]));
	if (w->use_cache)
		cpath = rec_path(names, st, 2, key);
	if (!cpath || !rec_load(cpath, key, r)) {
		memset(r, 0, sizeof(*r));
		if (!read_worktree(w->root, path, full.buf, w->self,
				   path != w->path, r)) {
			r->from_git = 1;
			r->warn = 1;
		}
		if (cpath)
			rec_store(cpath, key, r);
	}
	free(cpath);
	cpath = NULL;
	if (!r->from_git)
		goto out;
	/* replaced in the work tree: the original, as git keeps it */
	if (w->use_cache && !stat(idx.buf, &st[2]))
		cpath = rec_path(names, st, 3, key);
	if (cpath && rec_load(cpath, key, r))
		goto out;
	self = is_self(full.buf, w->self);
	memcpy(note, r->s.note, sizeof(note));
	memset(r, 0, sizeof(*r));
	if (read_git(w->root, path, r)) {
		r->warn = 0;
	} else {
		mnt_script_builtin(&r->s, "newest");
		snprintf(r->s.note, sizeof(r->s.note),
			 "%s: %s; answering as the newest get_maintainer.pl",
			 path, note);
		/* the drop-in symlink without history: no word each call */
		r->warn = !self;
	}
	if (cpath)
		rec_store(cpath, key, r);
out:
	if (found)
		copy(r->s.path, sizeof(r->s.path), path, strlen(path));
	free(cpath);
	mbuf_release(&full);
	mbuf_release(&idx);
	return found;
}

/* The tree's .b4-config, read (bounded); NULL without one. */
static char *b4_config(const char *root, size_t *len)
{
	struct mbuf p = MBUF_INIT;
	char *buf = NULL;

	join(&p, root, ".b4-config");
	if (mbuf_failed(&p) || mnt_read_file(p.buf, 1 << 16, &buf, len))
		buf = NULL;
	mbuf_release(&p);
	return buf;
}

static bool is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

/* The value of the first "KEY = VALUE" line of a .b4-config, trimmed. */
static bool b4_value(const char *buf, size_t len, const char *key,
		     struct mbuf *val)
{
	const char *l = buf, *end = buf + len;
	size_t kl = strlen(key);

	while (l < end) {
		const char *nl = memchr(l, '\n', (size_t)(end - l));
		size_t n = nl ? (size_t)(nl - l) : (size_t)(end - l), i = 0;

		while (i < n && is_blank(l[i]))
			i++;
		if (n - i > kl && !memcmp(l + i, key, kl)) {
			for (i += kl; i < n && is_blank(l[i]); i++)
				;
			if (i < n && l[i] == '=') {
				for (i++; i < n && is_blank(l[i]); i++)
					;
				while (n > i && is_blank(l[n - 1]))
					n--;
				mbuf_add(val, l + i, n - i);
				return !mbuf_failed(val);
			}
		}
		l += n + 1;
	}
	return false;
}

/* The first word of a command: a path inside the tree, or false. */
static bool cmd_script(const char *v, struct mbuf *out)
{
	size_t n = strcspn(v, " \t");

	if (!n || v[0] == '/' || memmem(v, n, "..", 2) || !memchr(v, '/', n))
		return false;
	mbuf_add(out, v, n);
	return !mbuf_failed(out);
}

static const char *const b4_keys[] = { "send-auto-to-cmd", "send-auto-cc-cmd" };

/* The script b4's configuration of the tree (.b4-config) runs, into out. */
static bool b4_script(const char *root, struct mbuf *out)
{
	struct mbuf v = MBUF_INIT;
	size_t len = 0, k;
	char *buf = b4_config(root, &len);
	bool found = false;

	for (k = 0; buf && k < 2 && !found; k++) {
		mbuf_reset(&v);
		found = b4_value(buf, len, b4_keys[k], &v) &&
			cmd_script(v.buf, out);
	}
	free(buf);
	mbuf_release(&v);
	return found;
}

/* The search of maint_script_find(), into s. */
static int script_find(struct maint_script *s,
		       const struct maint_script_where *w,
		       const struct maint_diag_sink *diag)
{
	static const char *const places[] = {
		"scripts/get_maintainer.pl",
		"util/scripts/get_maintainer.pl",
	};
	struct script_rec *r = calloc(1, sizeof(*r));
	struct mbuf b4 = MBUF_INIT;
	bool found = false;
	size_t i;

	mnt_script_builtin(s, "newest");
	if (!r)
		return -ENOMEM;
	if (w->path)
		found = try_script(w, w->path, r);
	else if (b4_script(w->root, &b4))
		found = try_script(w, b4.buf, r);
	for (i = 0; !w->path && !found && i < 2; i++)
		found = try_script(w, places[i], r);
	if (found) {
		*s = r->s;
		if (r->warn && s->note[0])
			mnt_diag(diag, NULL, 0, MAINT_WARNING, s->note);
	} else if (w->path) {
		snprintf(
			s->note, sizeof(s->note),
			"%s: not found; answering as the newest get_maintainer.pl",
			w->path);
		mnt_diag(diag, NULL, 0, MAINT_WARNING, s->note);
	}
	mbuf_release(&b4);
	free(r);
	return 0;
}

int maint_script_find(struct maint_script **out,
		      const struct maint_script_where *w,
		      const struct maint_diag_sink *diag)
{
	struct maint_script *s;

	*out = NULL;
	if (!MNT_OPTS_OK(w, MAINT_SCRIPT_WHERE_VERSION))
		return -EINVAL;
	s = malloc(sizeof(*s));
	if (!s)
		return -ENOMEM;
	if (script_find(s, w, diag)) {
		free(s);
		return -ENOMEM;
	}
	*out = s;
	return 0;
}

void maint_script_free(struct maint_script *s)
{
	free(s);
}

/* The accessors of the opaque model */

const char *maint_script_name(const struct maint_script *s)
{
	return s->name;
}

const char *maint_script_path(const struct maint_script *s)
{
	return s->path;
}

const char *maint_script_origin(const struct maint_script *s)
{
	return s->origin;
}

const char *maint_script_version(const struct maint_script *s)
{
	return s->version;
}

const char *maint_script_note(const struct maint_script *s)
{
	return s->note;
}

bool maint_script_chief(const struct maint_script *s, size_t i,
			const char **name, const char **addr)
{
	if (i >= s->nchiefs || i >= MNT_SCRIPT_CHIEFS)
		return false;
	if (name)
		*name = s->chiefs[i].name;
	if (addr)
		*addr = s->chiefs[i].addr;
	return true;
}

bool maint_script_role(const struct maint_script *s, size_t i,
		       const char **status, const char **word)
{
	if (i >= s->nroles || i >= MNT_SCRIPT_ROLES)
		return false;
	if (status)
		*status = s->roles[i].status;
	if (word)
		*word = s->roles[i].word;
	return true;
}

bool maint_script_tree_check(const struct maint_script *s)
{
	return s->tree_check;
}

bool maint_script_check(const struct maint_script *s, size_t i, char *kind,
			const char **name)
{
	if (i >= s->nchecks || i >= MNT_SCRIPT_CHECKS)
		return false;
	if (kind)
		*kind = s->checks[i].kind;
	if (name)
		*name = s->checks[i].name;
	return true;
}

const char *maint_script_tree_msg(const struct maint_script *s)
{
	return s->tree_msg;
}

unsigned int maint_script_section_maxlen(const struct maint_script *s)
{
	return s->section_maxlen;
}

/* The drop-in route: b4 and git send-email call maint get */

/* b4's own defaults (b4/ez.py): To without lists, Cc without maintainers */
#define B4_ARGS "--nogit --nogit-fallback --nogit-chief-penguins --norolestats"

/* The plan: the keys (static) and their values */
struct maint_dropin {
	struct {
		const char *key;
		char *value;
	} set[4];
	size_t n;
};

static int dropin_add(struct maint_dropin *d, const char *key, const char *prog,
		      const char *args)
{
	struct mbuf v = MBUF_INIT;

	if (d->n >= sizeof(d->set) / sizeof(d->set[0]))
		return -EINVAL;
	mbuf_addf(&v, "%s get %s", prog, args);
	if (mbuf_failed(&v)) {
		mbuf_release(&v);
		return -ENOMEM;
	}
	d->set[d->n].key = key;
	d->set[d->n].value = mbuf_detach(&v, NULL);
	d->n++;
	return 0;
}

int maint_dropin_plan(struct maint_dropin **out, const char *root,
		      const char *prog)
{
	static const char *const b4_cfg[] = { "b4.send-auto-to-cmd",
					      "b4.send-auto-cc-cmd" };
	static const char *const b4_def[] = { B4_ARGS " --nol",
					      B4_ARGS " --nom" };
	struct mbuf v = MBUF_INIT, s = MBUF_INIT;
	size_t len = 0, k;
	char *buf = b4_config(root, &len);
	struct maint_dropin *d = calloc(1, sizeof(*d));
	int ret = d ? 0 : -ENOMEM;

	*out = NULL;
	for (k = 0; k < 2 && !ret; k++) {
		const char *args = b4_def[k];

		mbuf_reset(&v);
		mbuf_reset(&s);
		if (buf && b4_value(buf, len, b4_keys[k], &v)) {
			/* the tree's own command: its options, to maint */
			if (!cmd_script(v.buf, &s) || s.len < 17 ||
			    strcmp(s.buf + s.len - 17, "get_maintainer.pl"))
				continue; /* not the script: left alone */
			args = v.buf + s.len + strspn(v.buf + s.len, " \t");
		}
		ret = dropin_add(d, b4_cfg[k], prog, args);
	}
	if (!ret)
		ret = dropin_add(d, "sendemail.tocmd", prog,
				 "--series " B4_ARGS " --nol");
	if (!ret)
		ret = dropin_add(d, "sendemail.cccmd", prog,
				 "--series " B4_ARGS " --nom");
	free(buf);
	mbuf_release(&v);
	mbuf_release(&s);
	if (ret)
		maint_dropin_free(d);
	else
		*out = d;
	return ret;
}

bool maint_dropin_at(const struct maint_dropin *d, size_t i, const char **key,
		     const char **value)
{
	if (i >= d->n)
		return false;
	if (key)
		*key = d->set[i].key;
	if (value)
		*value = d->set[i].value;
	return true;
}

int maint_dropin_write(const struct maint_dropin *d, const char *root)
{
	size_t i;

	for (i = 0; i < d->n; i++) {
		const char *args[] = { "config", "--local", d->set[i].key,
				       d->set[i].value, NULL };
		struct mbuf out = MBUF_INIT;
		int status = -1, ret;

		ret = mnt_git(root, args, &out, 1 << 16, true, &status);
		mbuf_release(&out);
		if (ret)
			return ret;
		if (status)
			return -EINVAL;
	}
	return 0;
}

void maint_dropin_free(struct maint_dropin *d)
{
	size_t i;

	if (!d)
		return;
	for (i = 0; i < d->n; i++)
		free(d->set[i].value);
	free(d);
}
