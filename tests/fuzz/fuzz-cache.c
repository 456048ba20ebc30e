// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: the cache loader (lib/cache.c).  The input is the body
 * of a cache file (item records, then pattern words); the target puts the
 * right header on it (this build's key for a small MAINTAINERS, counts
 * taken from the input's first bytes, a correct checksum), so that the
 * fuzzer gets past the integrity checks to the records themselves, and
 * loads it.  Whatever the records say, maint reads and writes only inside
 * the files it describes, and the items it makes point into them.
 */
#include <stdint.h>

#include "cache.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len);

static const char text[] = "THE REST\nM:\tA <a@a>\nL:\tl@l\nS:\tBuried\n"
			   "F:\t*\nF:\t*/\n\nWIDGET\nM:\tB <b@b>\n"
			   "F:\tdrivers/widget/\nX:\tdrivers/widget/x*\n"
			   "N:\twidget\nK:\t\\bwidget\\b\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	char path[4200];
	struct mnt_cache_src src;
	struct maint_db db = { 0 };
	const char *files[1] = { "MAINTAINERS" };
	unsigned char hdr[72] = "MAINTDB\n";
	uint32_t u, nitems, npats;
	uint64_t key[2], sum[2] = { 0, 0 }, size;
	uint32_t *pats = NULL;
	size_t npat = 0, i;
	char *cpath, *buf;
	FILE *f;

	if (len < 4)
		return 0;
	setenv("XDG_CACHE_HOME", fuzz_scratch(), 1);
	buf = malloc(sizeof(text));
	if (!buf)
		return 0;
	memcpy(buf, text, sizeof(text));
	src.path = files[0];
	src.buf = buf;
	src.len = sizeof(text) - 1;
	cpath = mnt_cache_path(&src, 1, true, key);
	if (!cpath) {
		free(buf);
		return 0;
	}
	/* counts from the first byte; the rest is the body */
	nitems = data[0] % 32;
	if (nitems * 16u > len - 4)
		nitems = (uint32_t)((len - 4) / 16);
	npats = (uint32_t)((len - 4 - nitems * 16u) / 4);
	data += 4;
	len = nitems * 16u + npats * 4u;
	u = 1;
	memcpy(hdr + 8, &u, 4);
	u = 0x01020304;
	memcpy(hdr + 12, &u, 4);
	memcpy(hdr + 16, key, 16);
	u = 1;
	memcpy(hdr + 32, &u, 4);
	memcpy(hdr + 36, &nitems, 4);
	memcpy(hdr + 40, &npats, 4);
	mnt_hash128(data, len, sum);
	memcpy(hdr + 48, sum, 16);
	size = sizeof(hdr) + len;
	memcpy(hdr + 64, &size, 8);
	snprintf(path, sizeof(path), "%s", cpath);
	f = fopen(path, "wb");
	if (f) {
		fwrite(hdr, 1, sizeof(hdr), f);
		fwrite(data, 1, len, f);
		fclose(f);
		db.files = files;
		db.nfiles = 1;
		if (!mnt_cache_load(&db, path, key, &src, 1, &pats, &npat)) {
			for (i = 0; i < db.nitems; i++) {
				const struct maint_item *it = &db.items[i];

				if (it->text < buf ||
				    it->text > buf + src.len ||
				    (it->value && (it->value < it->text ||
						   it->value > buf + src.len)))
					abort();
				(void)strlen(it->text);
			}
		}
		unlink(path);
	}
	free(db.items);
	free(pats);
	free(cpath);
	free(buf);
	return 0;
}
