// SPDX-License-Identifier: GPL-2.0-only
/* Unit tests of address parsing, formatting, RFC 822 and .mailmap. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <cmocka.h>
#include <string.h>

#include <time.h>

#include "base/cachedir.h"
#include "base/seal.h"
#include "corpus.h"
#include "db/email.h"
#include "tmptree.h"

static void parse(const char *in, const char *name, const char *addr)
{
	struct mbuf n = MBUF_INIT, a = MBUF_INIT;

	mnt_email_parse(in, strlen(in), &n, &a);
	assert_string_equal(n.buf, name);
	assert_string_equal(a.buf, addr);
	mbuf_release(&n);
	mbuf_release(&a);
}

static void test_email__parse_forms(void **state)
{
	parse("Jane Doe <jane@example.org>", "Jane Doe", "jane@example.org");
	parse("  <jane@example.org>", "", "jane@example.org");
	parse("jane@example.org (comment)", "", "jane@example.org");
	/* names outside [A-Za-z0-9_ -] are quoted */
	parse("J. Doe <j@example.org>", "\"J. Doe\"", "j@example.org");
	parse("\"Doe, Jane\" <j@example.org>", "\"Doe, Jane\"",
	      "j@example.org");
	parse("Zoë <z@example.org>", "\"Zoë\"", "z@example.org");
	parse("no address here", "", "");
}

/*
 * The fast paths against the regexes alone: mnt_email_parse() against
 * mnt_email_parse_re(), mnt_mailmap_form() against mnt_mailmap_form_re(),
 * on every string of a few tokens over an alphabet of what decides them,
 * random longer ones, every line of real .mailmap files and every address
 * in them, mutations of those, and text made to take the regexes long:
 * the same answer, always.
 */
static void same_as_regexes(const char *s, size_t n)
{
	struct mbuf n1 = MBUF_INIT, a1 = MBUF_INIT, n2 = MBUF_INIT,
		    a2 = MBUF_INIT;

	mnt_email_parse(s, n, &n1, &a1);
	mnt_email_parse_re(s, n, &n2, &a2);
	if (n1.len != n2.len || a1.len != a2.len ||
	    (n1.len && memcmp(n1.buf, n2.buf, n1.len)) ||
	    (a1.len && memcmp(a1.buf, a2.buf, a1.len)))
		fail_msg("'%.*s': fast '%s' <%s>, regexes '%s' <%s>", (int)n, s,
			 n1.buf ? n1.buf : "", a1.buf ? a1.buf : "",
			 n2.buf ? n2.buf : "", a2.buf ? a2.buf : "");
	mbuf_release(&n1);
	mbuf_release(&a1);
	mbuf_release(&n2);
	mbuf_release(&a2);
}

static void same_form(const char *s, size_t n)
{
	static const int groups[5] = { 0, 2, 2, 3, 4 };
	size_t ov1[10], ov2[10];
	int f1 = mnt_mailmap_form(s, n, ov1),
	    f2 = mnt_mailmap_form_re(s, n, ov2);
	int i;

	if (f1 != f2)
		fail_msg("'%.*s': form %d, regexes %d", (int)n, s, f1, f2);
	for (i = 1; f1 > 0 && i <= groups[f1]; i++)
		if (ov1[2 * i] != ov2[2 * i] ||
		    ov1[2 * i + 1] != ov2[2 * i + 1])
			fail_msg("'%.*s': form %d group %d [%zu, %zu), "
				 "regexes [%zu, %zu)",
				 (int)n, s, f1, i, ov1[2 * i], ov1[2 * i + 1],
				 ov2[2 * i], ov2[2 * i + 1]);
}

static void same_both(const char *s, size_t n)
{
	same_as_regexes(s, n);
	same_form(s, n);
}

/*
 * The tokens: what the patterns name, blanks ASCII and not (U+00A0,
 * U+3000), what may end a line for '.' (LF, CR, VT, FF, U+0085, U+2028,
 * U+2029; and NUL, the token past the end), other controls, a letter
 * beyond ASCII, and bytes that are not UTF-8 (a lone lead byte, 0xff, a
 * surrogate, an overlong form).
 */
static const char *const tokens[] = {
	/* what the patterns name */
	"a",
	"<",
	">",
	"@",
	"\"",
	"\\",
	".",
	"#",
	/* blanks */
	" ",
	"\t",
	"\xc2\xa0",
	"\xe3\x80\x80",
	/* line ends */
	"\n",
	"\r",
	"\v",
	"\f",
	"\xc2\x85",
	"\xe2\x80\xa8",
	"\xe2\x80\xa9",
	/* other controls, a letter */
	"\x01",
	"\x7f",
	"\xc3\xb8",
	/* not UTF-8 */
	"\xc3",
	"\xff",
	"\xed\xa0\x80",
	"\xc0\xbc",
};
#define NTOK (sizeof(tokens) / sizeof(*tokens))
/* the tokens of the forms of .mailmap: fewer, for longer strings */
static const char *const mtokens[] = {
	"a", " ", " ",	"<",	    ">",	"<",
	">", "@", "\t", "\xc3\xb8", "\xc2\xa0", "\"",
};
#define NMTOK (sizeof(mtokens) / sizeof(*mtokens))

static uint32_t rnd(uint32_t *seed)
{
	*seed = *seed * 1103515245u + 12345u;
	return *seed >> 8;
}

static size_t add_token(char *s, size_t len, const char *t)
{
	size_t tl = t[0] ? strlen(t) : 1; /* "" is NUL */

	memcpy(s + len, t, tl);
	return len + tl;
}

static void test_email__fast_path_is_the_regexes(void **state)
{
	char s[256];
	size_t len, i, k, total, ntok;
	uint32_t seed = 12345;

	(void)state;
	for (ntok = 0; ntok <= 4; ntok++) {
		for (total = 1, i = 0; i < ntok; i++)
			total *= NTOK + 1;
		for (k = 0; k < total; k++) {
			size_t v = k;

			for (len = i = 0; i < ntok; i++, v /= NTOK + 1)
				len = add_token(s, len,
						v % (NTOK + 1) == NTOK ?
							"" :
							tokens[v % (NTOK + 1)]);
			same_both(s, len);
		}
	}
	for (k = 0; k < 200000; k++) {
		size_t want = 5 + k % 40;

		for (len = 0; len < want;) {
			if (k % 2)
				len = add_token(s, len,
						mtokens[rnd(&seed) % NMTOK]);
			else
				len = add_token(s, len,
						tokens[rnd(&seed) % NTOK]);
		}
		if (k % 3 == 0)
			s[len - 1] = '>';
		same_both(s, len);
	}
	mnt_email_cleanup();
}

/* One line, as mnt_mailmap_load() takes it (comment cut, trimmed). */
static void check_line(const char *l, size_t n, uint32_t *seed)
{
	const char *hash = memchr(l, '#', n), *p, *q, *lt;
	char m[300];
	size_t k, i, len;

	if (hash)
		n = (size_t)(hash - l);
	while (n && strchr(" \t\r\n\f\v", l[0]) && l[0]) {
		l++;
		n--;
	}
	while (n && strchr(" \t\r\n\f\v", l[n - 1]) && l[n - 1])
		n--;
	same_both(l, n);
	/* each "name <addr>" of it, each "<addr>" and each bare address */
	for (p = l; (q = memchr(p, '>', n - (size_t)(p - l))); p = q + 1) {
		same_as_regexes(p, (size_t)(q + 1 - p));
		if ((lt = memchr(p, '<', (size_t)(q - p)))) {
			same_as_regexes(lt, (size_t)(q + 1 - lt));
			same_as_regexes(lt + 1, (size_t)(q - lt - 1));
		}
	}
	if (n > 200)
		return;
	/* mutations: a token put in, a byte taken out or changed */
	for (k = 0; k < 8; k++) {
		const char *t = tokens[rnd(seed) % NTOK];
		size_t at = n ? rnd(seed) % (n + 1) : 0, tl = strlen(t);

		memcpy(m, l, at);
		len = add_token(m, at, t);
		memcpy(m + len, l + at, n - at);
		len += n - at;
		same_both(m, len);
		if (!n)
			continue;
		i = rnd(seed) % n;
		memcpy(m, l, n);
		m[i] = tl == 1 ? t[0] : (char)(rnd(seed) & 0xff);
		same_both(m, n);
		memcpy(m, l, i);
		memcpy(m + i, l + i + 1, n - i - 1);
		same_both(m, n - 1);
	}
}

static void check_mailmap_file(const char *path)
{
	char *buf, *p, *nl;
	size_t len, lines = 0;
	uint32_t seed = 777;

	if (mnt_read_file(path, 64u << 20, &buf, &len))
		fail_msg("cannot read %s", path);
	for (p = buf; p < buf + len; p = nl + 1, lines++) {
		nl = memchr(p, '\n', (size_t)(buf + len - p));
		if (!nl)
			nl = buf + len;
		check_line(p, (size_t)(nl - p), &seed);
	}
	assert_true(lines > 100);
	free(buf);
}

static void test_email__fast_path_on_real_mailmaps(void **state)
{
	static const char *const worlds[] = { "u-boot", "linux-2026",
					      "linux-6.12" };
	static const char *const lines[] = {
		/* the forms as DPDK's .mailmap has them */
		"Abdullah Ömer Yamaç <omer.yamac@example.org> <aomer@example.org>",
		"Morten Brørup <mb@smartsharesystems.com>",
		"\"Morten Brørup\" <mb@smartsharesystems.com>",
		"François-Frédéric Ozog <ff@ozog.com>",
		"Dawid Łukwiński <dawid.lukwinski@intel.com>",
		"Jaromír Smrček <4plague@gmail.com>",
		"<new@example.org> \xc2\xa0<old@example.org>",
		"A <new@example.org>\xe3\x80\x80<old@example.org>",
		"A <new@example.org> \xc2\xa0Old Name <old@example.org>",
		"A <new@example.org>\xc2\xa0 Old\xc2\xa0 <old@example.org>",
		"A <new@example.org> \xc2\x85 <old@example.org>",
		"\"A, B\" <a@b> \"O\\\"ld\" <o@b>",
		"\tZoë\t<z@example.org>\t<y@example.org>",
		"A<a@b>B<c@d>",
		"A <> <a@b>",
		"<a@b><c@d>",
		"<a@b>  x <c@d>",
		"N <a@b> <c@d> <e@f>",
		"N <a@b> M <c@d> O <e@f>",
		"N <a@b>> M <c@d>",
		"N <<a@b> M <<c@d>",
		"N <a@b> M<>",
		"N <a@b>   <",
	};
	const char *extra = getenv("MAINT_TEST_MAILMAPS");
	char path[4200];
	uint32_t seed = 99;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(lines) / sizeof(*lines); i++)
		check_line(lines[i], strlen(lines[i]), &seed);
	/* more, by hand: MAINT_TEST_MAILMAPS=path:path... */
	if (extra && *extra) {
		char *dup = strdup(extra), *save = NULL, *f;

		assert_non_null(dup);
		for (f = strtok_r(dup, ":", &save); f;
		     f = strtok_r(NULL, ":", &save))
			check_mailmap_file(f);
		free(dup);
	}
	CORPUS_SKIP();
	for (i = 0; i < sizeof(worlds) / sizeof(*worlds); i++) {
		snprintf(path, sizeof(path), "%s/%s/.mailmap", corpus_dir,
			 worlds[i]);
		check_mailmap_file(path);
	}
	mnt_email_cleanup();
}

/*
 * Text at the longest the fast paths take, made for the regexes to
 * backtrack much ("<a>" and 11 blanks over and over: the most work found
 * for form 4, 200K steps of the 1M limit): they must still answer (not
 * stop at their match limit) for the answers to agree.
 */
static void test_email__fast_path_longest(void **state)
{
	static const char *const units[] = {
		"@",	"<>", "<a>",   "a<b> ",
		"<b> ", "< ", "a<x@>", "<a>           ",
	};
	char s[MNT_EMAIL_PLAIN_MAX + 2];
	size_t n, i, u, half;

	(void)state;
	for (n = MNT_EMAIL_PLAIN_MAX - 1; n <= MNT_EMAIL_PLAIN_MAX + 1; n++) {
		for (u = 0; u < sizeof(units) / sizeof(*units); u++) {
			size_t ul = strlen(units[u]);

			for (i = 0; i < n; i++)
				s[i] = units[u][i % ul];
			same_both(s, n);
			s[n - 1] = '>';
			same_both(s, n);
		}
		/* a<x@> then '@' to the end: each '@' a search for '>' */
		memcpy(s, "a<x@>", 5);
		memset(s + 5, '@', n - 5);
		same_both(s, n);
		for (half = 1; half < 4; half++) {
			memset(s, '<', n * half / 4);
			memset(s + n * half / 4, ' ', n - n * half / 4);
			s[n - 1] = '>';
			same_both(s, n);
			memset(s + n * half / 4, '>', n - n * half / 4);
			same_both(s, n);
		}
	}
	mnt_email_cleanup();
}

static void test_email__format(void **state)
{
	struct mbuf o = MBUF_INIT;
	int c;

	mnt_email_format(&o, "Jane", 4, "j@example.org", 13, true);
	assert_string_equal(o.buf, "Jane <j@example.org>");
	mbuf_reset(&o);
	mnt_email_format(&o, "Jane", 4, "j@example.org", 13, false);
	assert_string_equal(o.buf, "j@example.org");
	mbuf_reset(&o);
	mnt_email_format(&o, "", 0, "j@example.org", 13, true);
	assert_string_equal(o.buf, "j@example.org");
	/* quoted unless every character is one of [A-Za-z0-9_ -] */
	for (c = 1; c < 256; c++) {
		char name[4] = { 'a', (char)c, 'b', '\0' };
		bool bare = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
			    (c >= '0' && c <= '9') || c == '_' || c == ' ' ||
			    c == '-';

		mbuf_reset(&o);
		mnt_email_format(&o, name, 3, "j@x", 3, true);
		assert_int_equal(o.buf[0] == '"', !bare);
	}
	/* a '"' inside is escaped unless a backslash is before it */
	mbuf_reset(&o);
	mnt_email_format(&o, "\"a\"b\\\"c\"\"", 9, "j@x", 3, true);
	assert_string_equal(o.buf, "\"a\\\"b\\\"c\\\"\" <j@x>");
	mbuf_release(&o);
}

static void test_email__rfc822(void **state)
{
	struct mbuf items = MBUF_INIT;
	size_t n;
	const char *list = "a@example.org, b@example.org";

	assert_true(mnt_rfc822_valid("Jane <j@example.org>", 20));
	assert_false(mnt_rfc822_valid(list, strlen(list)));
	assert_int_equal(mnt_rfc822_validlist(list, strlen(list), &items, &n),
			 1);
	assert_int_equal(n, 2);
	assert_string_equal(items.buf, "a@example.org");
	mbuf_release(&items);
	mnt_email_cleanup();
}

static void map(struct mnt_mailmap *mm, const char *in, const char *out)
{
	struct mbuf o = MBUF_INIT;

	mnt_mailmap_email(mm, in, strlen(in), &o);
	assert_string_equal(o.buf, out);
	mbuf_release(&o);
}

static void test_email__mailmap_four_forms(void **state)
{
	static const char text[] =
		"# comment\n"
		"Proper Name <one@example.org>\n"
		"<two-new@example.org> <two@example.org>\n"
		"Three Name <three-new@example.org> <three@example.org>\n"
		"Four Name <four-new@example.org> Old Four <four@example.org>\n";
	struct mnt_mailmap mm;

	mnt_mailmap_init(&mm);
	assert_int_equal(mnt_mailmap_load(&mm, text, strlen(text)), 0);
	map(&mm, "x <one@example.org>", "Proper Name <one@example.org>");
	map(&mm, "Two <two@example.org>", "Two <two-new@example.org>");
	map(&mm, "three@example.org", "Three Name <three-new@example.org>");
	map(&mm, "Old Four <four@example.org>",
	    "Four Name <four-new@example.org>");
	/* the fourth form needs the old name too */
	map(&mm, "Other <four@example.org>", "Other <four@example.org>");
	map(&mm, "Unknown <u@example.org>", "Unknown <u@example.org>");
	mnt_mailmap_clear(&mm);
	mnt_email_cleanup();
}

/*
 * The first lookups scan the keys, later ones use an index: both find a
 * key's lines in file order (the last one wins), in whatever order the
 * addresses are asked for.
 */
static void test_email__mailmap_scan_then_index(void **state)
{
	struct mbuf text = MBUF_INIT, in = MBUF_INIT, want = MBUF_INIT;
	int pass, i;

	(void)state;
	for (i = 0; i < 40; i++)
		mbuf_addf(&text,
			  "Old %d <a%d@example.org>\n"
			  "<b%d@example.org>  <a%d@example.org>\n"
			  "New %d <a%d@example.org> # later wins\n",
			  i, i, i, i, i, i);
	assert_false(mbuf_failed(&text));
	for (pass = 0; pass < 2; pass++) {
		struct mnt_mailmap mm;

		mnt_mailmap_init(&mm);
		assert_int_equal(mnt_mailmap_load(&mm, text.buf, text.len), 0);
		for (i = 0; i < 40; i++) {
			int a = pass ? 39 - i : i;

			mbuf_reset(&in);
			mbuf_reset(&want);
			mbuf_addf(&in, "x <a%d@example.org>", a);
			mbuf_addf(&want, "New %d <b%d@example.org>", a, a);
			map(&mm, in.buf, want.buf);
			map(&mm, in.buf, want.buf); /* asked again */
		}
		map(&mm, "Unknown <u@example.org>", "Unknown <u@example.org>");
		mnt_mailmap_clear(&mm);
	}
	mbuf_release(&text);
	mbuf_release(&in);
	mbuf_release(&want);
	mnt_email_cleanup();
}

/*
 * A sealed index of .mailmap is trusted after its header: whatever its
 * lines and slots hold, a lookup reads inside the text and the table, and
 * ends.  maint seals only what it checked whole; the seal of a damaged
 * file is made here by hand (the layout as lib/db/email.c writes it).
 */
static void test_email__mailmap_sealed_damaged(void **state)
{
	static const char text[] = "New <a@x>\n"
				   "Newer <a@x>\n"
				   "Other <b@x>\n"
				   "New D <d@x>\n";
	static const char *const names[1] = { ".mailmap" };
	static const char *const asked[] = { "a@x", "b@x", "d@x",
					     "e@x", "f@x", "g@x" };
	struct {
		char magic[8];
		uint64_t len, nlines, nslots;
	} h = { "MAINTMM1", sizeof(text) - 1, 5, 64 };
	const struct mnt_mailmap_kline lines[5] = {
		{ 0, 9, 5, 3, 1 }, /* a@x, then line 1 */
		{ 10, 11, 17, 3, 1 }, /* links to itself */
		{ 0xfffffff0u, 11, 29, 3, UINT32_MAX }, /* outside the text */
		{ 34, 11, 41, 3, 0 }, /* links back */
		{ 34, 11, 41, 0xffffff00u, UINT32_MAX }, /* key outside */
	};
	/* the line (+ 1) each address finds first; 77 is past the table */
	const uint32_t first[] = { 1, 3, 4, 5, 77, 2 };
	const struct timespec settle = { 2, 300000000 };
	char dir[] = "/tmp/maint-test-email-XXXXXX", p[600];
	uint32_t slots[64] = { 0 };
	uint64_t key[2], id[3];
	struct mnt_mailmap mm;
	struct stat st, kst;
	char *path, *buf;
	size_t i;
	FILE *f;

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(p, sizeof(p), "%s/cache", dir);
	assert_int_equal(mkdir(p, 0700), 0);
	setenv("XDG_CACHE_HOME", p, 1);
	tmptree_put(dir, ".mailmap", text);
	snprintf(p, sizeof(p), "%s/.mailmap", dir);
	assert_int_equal(stat(p, &st), 0);
	for (i = 0; i < sizeof(asked) / sizeof(*asked); i++) {
		uint32_t s = (uint32_t)(mnt_hash(asked[i], 3) & 63);

		assert_int_equal(slots[s], 0); /* no two share a slot */
		slots[s] = first[i];
	}
	path = mnt_cache_path_ext(names, &st, 1, true, key, "mm");
	assert_non_null(path);
	f = fopen(path, "w");
	assert_non_null(f);
	assert_int_equal(fwrite(&h, sizeof(h), 1, f), 1);
	assert_int_equal(fwrite(lines, sizeof(lines), 1, f), 1);
	assert_int_equal(fwrite(slots, sizeof(slots), 1, f), 1);
	assert_int_equal(fwrite("no checksum here", 16, 1, f), 1);
	assert_int_equal(fclose(f), 0);
	assert_int_equal(stat(path, &kst), 0);
	/* a file of the last 2 s is not sealed, nor kept for .mailmap */
	nanosleep(&settle, NULL);
	id[0] = key[0];
	id[1] = key[1];
	id[2] = 0;
	mnt_seal_write(path, "mok", "MAINTMOK", id, &kst, 0);
	assert_true(mnt_seal_holds(path, "mok", "MAINTMOK", id, &kst));
	buf = strdup(text);
	assert_non_null(buf);
	mnt_mailmap_init(&mm);
	assert_int_equal(mnt_mailmap_load_kept(&mm, buf, sizeof(text) - 1, &st),
			 0);
	assert_non_null(mm.kept); /* mapped, its checksum not read */
	map(&mm, "x <a@x>", "New <a@x>");
	map(&mm, "y <b@x>", "y <b@x>");
	map(&mm, "z <d@x>", "z <d@x>");
	map(&mm, "e <e@x>", "e <e@x>");
	map(&mm, "f <f@x>", "f <f@x>");
	map(&mm, "g <g@x>", "g <g@x>");
	map(&mm, "h <h@x>", "h <h@x>");
	mnt_mailmap_clear(&mm);
	free(path);
	unsetenv("XDG_CACHE_HOME");
	assert_int_equal(tmptree_rm(dir), 0);
	mnt_email_cleanup();
}

int main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_email__parse_forms),
		cmocka_unit_test(test_email__fast_path_is_the_regexes),
		cmocka_unit_test(test_email__fast_path_on_real_mailmaps),
		cmocka_unit_test(test_email__fast_path_longest),
		cmocka_unit_test(test_email__format),
		cmocka_unit_test(test_email__rfc822),
		cmocka_unit_test(test_email__mailmap_four_forms),
		cmocka_unit_test(test_email__mailmap_scan_then_index),
		cmocka_unit_test(test_email__mailmap_sealed_damaged),
	};

	corpus_find(argc ? argv[0] : "");
	return cmocka_run_group_tests(tests, NULL, NULL);
}
