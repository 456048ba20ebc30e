// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: the .git/index reader (lib/gitindex.c).  The input is
 * an index file; a few paths are looked up in it, as files and as
 * directories.  Whatever the bytes, the reader answers 1, 0 or -1 and
 * reads nothing outside them.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gitindex.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	static const char *const keys[] = {
		"a",	  "MAINTAINERS", "kernel/fork.c",
		"kernel", "zz",		 "0001-x.patch"
	};
	unsigned char *copy = malloc(len ? len : 1);
	size_t i;

	if (!copy)
		return 0;
	/* an exact-size copy: ASan sees every read past the end */
	memcpy(copy, data, len);
	for (i = 0; i < sizeof(keys) / sizeof(*keys); i++) {
		int r = mnt_git_index_lookup(copy, len, keys[i],
					     strlen(keys[i]), i == 3);

		if (r < -1 || r > 1)
			abort();
	}
	free(copy);
	return 0;
}
