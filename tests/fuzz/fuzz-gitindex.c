// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: the .git/index reader (lib/gitindex.c).  The input is
 * an index file; a few paths are looked up in it, as files and as
 * directories.  Whatever the bytes, the reader answers 1, 0 or -1 and
 * reads nothing outside them.  When a cache file (the names for a binary
 * search) can be made of the index, every answer from it is the scan's;
 * the cache file with one byte changed (where the input's last byte says)
 * answers the same or -1, never anything else.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/gitindex.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	static const char *const keys[] = {
		"a",	  "MAINTAINERS", "kernel/fork.c",
		"kernel", "zz",		 "0001-x.patch"
	};
	unsigned char *copy = malloc(len ? len : 1), *img = NULL;
	size_t i, ilen = 0;
	int want[6];

	if (!copy)
		return 0;
	/* an exact-size copy: ASan sees every read past the end */
	memcpy(copy, data, len);
	for (i = 0; i < sizeof(keys) / sizeof(*keys); i++) {
		int r = mnt_git_index_lookup(copy, len, keys[i],
					     strlen(keys[i]), i == 3);

		if (r < -1 || r > 1)
			abort();
		want[i] = r;
	}
	if (!mnt_git_index_cache_build(copy, len, &img, &ilen)) {
		for (i = 0; i < sizeof(keys) / sizeof(*keys); i++)
			if (mnt_git_index_cache_lookup(img, ilen, keys[i],
						       strlen(keys[i]),
						       i == 3) != want[i])
				abort();
		if (len && ilen) {
			img[(size_t)data[len - 1] * 131 % ilen] ^= 0x20;
			for (i = 0; i < sizeof(keys) / sizeof(*keys); i++) {
				int r = mnt_git_index_cache_lookup(
					img, ilen, keys[i], strlen(keys[i]),
					i == 3);

				if (r != want[i] && r != -1)
					abort();
			}
		}
		free(img);
	}
	free(copy);
	return 0;
}
