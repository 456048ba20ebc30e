// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: preflight's mail reader and checks.  Each input is an
 * mbox (one mail or many) given to maint_preflight_add(): headers and
 * their encoded words, MIME (quoted-printable with encoded CR LF, base64,
 * multipart of any nesting, charsets), the mbox split, the subject and
 * trailer parse; then every check runs against a small MAINTAINERS and
 * .mailmap (git is never run) and the result is rendered as JSON.
 */
#include <stdint.h>

#include "fuzz.h"

static const char maintainers[] =
	"FROB DRIVER\n"
	"M:\tAlice Example <alice@example.org>\n"
	"R:\t\"Bob, Jr.\" <bob@example.org>\n"
	"L:\tfrob@lists.example.org (moderated for non-subscribers)\n"
	"S:\tMaintained\n"
	"P:\tDocumentation/process/maintainer-frob.rst\n"
	"F:\tdrivers/frob/\n"
	"N:\t[_-]frob\n"
	"K:\t\\bfrob_[a-z]+\\(\n"
	"\n"
	"NETWORKING DRIVERS\n"
	"M:\tCarol <carol@example.org>\n"
	"L:\tnetdev@example.org\n"
	"S:\tSupported\n"
	"F:\tdrivers/\n"
	"\n"
	"THE REST\n"
	"M:\tLinus <torvalds@example.org>\n"
	"L:\tlinux-kernel@vger.example.org\n"
	"S:\tBuried alive in reporters\n"
	"F:\t*\n"
	"F:\t*/\n";

static const char mailmap[] =
	"Alice Example <alice@example.org> <alice@old.example.org>\n";

static struct maint_db *db;
static const struct maint_cycle *cycle;

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	db = fuzz_tree_db(maintainers, mailmap);
	if (maint_cycle_assume(3, 20000, &cycle))
		abort();
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	struct maint_preflight_opts po = { 0 };
	struct maint_fetch_opts fo = { 0 };
	struct maint_preflight *pf = NULL;
	size_t jl, i, e, w, c;
	char *json;

	po.db = db;
	po.root = fuzz_scratch();
	po.recipients = true;
	po.cycle = cycle;
	po.fetch = &fo;
	po.posted = len & 1 ? 20000 : -1;
	po.previous = len & 2 ? 19999 : -1;
	po.per_patch = len & 4;
	if (maint_preflight_new(&pf, &po, &fuzz_sink))
		return 0;
	if (!maint_preflight_add(pf, "fuzz.mbox", (const char *)data, len) &&
	    !maint_preflight_run(pf)) {
		for (i = 0; i < maint_preflight_nfindings(pf); i++)
			fuzz_sink_bytes +=
				strlen(maint_preflight_finding(pf, i)->message);
		maint_preflight_totals(pf, &e, &w, &c);
		json = maint_preflight_json(pf, &jl);
		if (json)
			fuzz_sink_bytes += jl + e + w + c;
		free(json);
	}
	maint_preflight_free(pf);
	return 0;
}
