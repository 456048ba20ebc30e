// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: the patch/mbox reader.  Each input is a patch given to
 * maint_get_add_patch() against a small fixed MAINTAINERS (F:, X:, N:, K:
 * and every role) and .mailmap; the answer is computed and rendered as text
 * and JSON.  git is never run (no --git, no fallback).
 */
#include <stdint.h>

#include "fuzz.h"

static const char maintainers[] =
	"List of maintainers\n"
	"===================\n"
	"\n"
	"Descriptions of section entries and preferred order\n"
	"\tM: *Mail* patches to: FullName <address@domain>\n"
	"\n"
	"Maintainers List\n"
	"----------------\n"
	"\n"
	"FROB DRIVER\n"
	"M:\tAlice Example <alice@example.org>\n"
	"R:\t\"Bob, Jr.\" <bob@example.org>\n"
	"L:\tfrob@vger.example.org (moderated for non-subscribers)\n"
	"S:\tMaintained\n"
	"W:\thttps://frob.example.org\n"
	"T:\tgit git://git.example.org/frob.git\n"
	"F:\tdrivers/frob/\n"
	"F:\tinclude/linux/frob*.h\n"
	"X:\tdrivers/frob/legacy/\n"
	"N:\t[_-]frob\n"
	"K:\t\\bfrob_[a-z]+\\(\n"
	"\n"
	"WIDGET CORE\n"
	"M:\tCarol <carol@example.org>\n"
	"S:\tSupported\n"
	"F:\t**/widget*.c\n"
	"F:\tinclude/linux/widget.h\n"
	"K:\t(?:struct\\s+)?widget_ops\n"
	"\n"
	"THE REST\n"
	"M:\tLinus <torvalds@example.org>\n"
	"L:\tlinux-kernel@vger.example.org\n"
	"S:\tBuried alive in reporters\n"
	"F:\t*\n"
	"F:\t*/\n";

static const char mailmap[] =
	"Alice Example <alice@example.org> <alice@old.example.org>\n"
	"<carol@example.org> <carol@old.example.org>\n"
	"Bob <bob@example.org> Bobby <bob@old.example.org>\n";

static struct maint_db *db;

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	db = fuzz_tree_db(maintainers, mailmap);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	struct maint_get_opts o;
	struct maint_get *g = NULL;
	size_t outlen;
	char *json;

	maint_get_opts_init(&o);
	o.git = false;
	o.git_fallback = false;
	o.git_blame = false;
	o.git_chief_penguins = false;
	o.root = fuzz_scratch();
	/* a few option variants chosen by the input's length */
	o.keywords_in_file = len & 1;
	o.roles = len & 2;
	o.file_emails = len & 4;
	o.sections = (len & 24) == 8;
	if (maint_get_new(&g, db, &o, &fuzz_sink))
		return 0;
	if (!maint_get_add_patch(g, "fuzz.patch", (const char *)data, len) &&
	    !maint_get_run(g)) {
		fuzz_sink_bytes += strlen(maint_get_output(g, &outlen));
		json = maint_get_json(g);
		if (json)
			fuzz_sink_bytes += strlen(json);
		free(json);
	}
	maint_get_free(g);
	return 0;
}
