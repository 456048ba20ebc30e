// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: the cache loader (lib/cache.c).  The target writes a
 * good cache file for a small MAINTAINERS (this build's key, a correct
 * layout), then lays the input over its body at an offset taken from the
 * input's first two bytes, reseals the checksum (so that the fuzzer gets
 * past the integrity checks to the records themselves, as a crafted file
 * would), picks from the third byte the address the file is meant for
 * (its own, an address already taken so that it is moved, or garbage),
 * and loads it.  Whatever the records say, maint reads only inside the
 * mapping, and the items, sections, patterns and K:/N: literals it makes
 * point into it.
 */
#include <stdint.h>
#include <sys/mman.h>

#include "db/cache.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len);

static const char text[] = "THE REST\nM:\tA <a@a>\nL:\tl@l\nS:\tBuried\n"
			   "F:\t*\nF:\t*/\n\nWIDGET\nM:\tB <b@b>\n"
			   "F:\tdrivers/widget/\nX:\tdrivers/widget/x*\n"
			   "N:\twidget\nK:\t\\bwidget\\b\n"
			   "K:\t(foo|bar)_baz\nK:\t.*\nN:\t[^a-z]frob\n";

#define HDR 104 /* struct cache_header */

static bool inside(const void *p, const struct maint_db *db)
{
	const char *c = p, *m = db->map;

	return c >= m && c < m + db->map_len;
}

static void check(const struct maint_db *db)
{
	size_t i;

	for (i = 0; i < db->nitems; i++) {
		const struct maint_item *it = &db->items[i];

		if (!inside(it->text, db) || !inside(it->file, db) ||
		    (it->value && !inside(it->value, db)))
			abort();
		(void)strlen(it->text);
		if (it->value)
			(void)strlen(it->value);
		if (db->section_of[i] != (size_t)-1 &&
		    db->section_of[i] >= db->nsections)
			abort();
	}
	for (i = 0; i < db->nsections; i++)
		if (db->sections[i].end > db->nitems)
			abort();
	for (i = 0; i < db->npatterns; i++)
		if (!inside(db->patterns[i].glob, db) ||
		    !inside(db->patterns[i].glob + db->patterns[i].glob_len,
			    db) ||
		    db->patterns[i].item >= db->nitems)
			abort();
	for (i = 0; i < db->nnregs; i++)
		if (db->nregs[i] >= db->nitems)
			abort();
	for (i = 0; i < db->nitem_lits; i++) {
		char **v = db->item_lits[i].lits;

		if (db->item_lits[i].item >= db->nitems ||
		    (v && !inside(v, db)))
			abort();
		for (; v && *v; v++) {
			if (!inside(v + 1, db) || !inside(*v, db))
				abort();
			(void)strlen(*v);
		}
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	struct maint_db *src_db = NULL, db = { 0 };
	struct mnt_cache_src src;
	struct stat st = { 0 };
	const char *names[1] = { "MAINTAINERS" };
	uint64_t key[2], sum[2] = { 0, 0 }, base;
	unsigned char *img = NULL;
	char *cpath = NULL, *buf;
	size_t off, n = 0;
	FILE *f;

	if (len < 3)
		return 0;
	setenv("XDG_CACHE_HOME", fuzz_scratch(), 1);
	buf = malloc(sizeof(text));
	if (!buf)
		return 0;
	memcpy(buf, text, sizeof(text));
	if (mnt_db_load_mem(&src_db, 1, names, &buf, (size_t[]){ sizeof(text) - 1 },
			    NULL))
		return 0;
	src.path = src_db->files[0];
	src.buf = src_db->bufs[0];
	src.len = sizeof(text) - 1;
	cpath = mnt_cache_path(names, &st, 1, true, key);
	if (!cpath || mnt_cache_store(src_db, cpath, key, &src, &st, 1))
		goto out;
	f = fopen(cpath, "rb");
	if (!f)
		goto out;
	img = malloc(1 << 16);
	n = img ? fread(img, 1, 1 << 16, f) : 0;
	fclose(f);
	if (n <= HDR)
		goto out;
	/* the input over the body from an offset of its choosing */
	off = HDR + ((size_t)data[0] | (size_t)data[1] << 8) % (n - HDR);
	memcpy(img + off, data + 3,
	       len - 3 < n - off ? len - 3 : n - off);
	memcpy(&base, img + 32, 8);
	if (data[2] % 3 == 1)
		base = (uint64_t)(uintptr_t)img & ~(uint64_t)4095; /* taken */
	else if (data[2] % 3 == 2)
		base ^= (uint64_t)data[2] << 40;
	memcpy(img + 32, &base, 8);
	mnt_hash128(img + HDR, n - HDR, sum);
	memcpy(img + 48, sum, 16);
	f = fopen(cpath, "wb");
	if (!f)
		goto out;
	fwrite(img, 1, n, f);
	fclose(f);
	if (!mnt_cache_load(&db, cpath, key, names, &st, 1))
		check(&db);
	mnt_cache_unmap(&db);
	unlink(cpath);
out:
	free(img);
	free(cpath);
	maint_db_free(src_db);
	return 0;
}
