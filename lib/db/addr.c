// SPDX-License-Identifier: GPL-2.0-only
/*
 * The address in an M:/R:/L: value ("Name <addr>", "addr", "addr
 * (comment)"), as check and the P: classifier read it.
 */
#include <string.h>

#include "db/addr.h"
#include "base/lines.h"
#include "util.h"

static bool addr_char(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || strchr(".!#$%&'*+/=?^_`{|}~-", c);
}

/* local@domain.tld */
static bool valid_addr(const char *s, size_t len)
{
	size_t i = 0, at, labels = 0, lab = 0;

	while (i < len && s[i] != '@' && addr_char((unsigned char)s[i]))
		i++;
	if (!i || i >= len || s[i] != '@')
		return false;
	at = i++;
	if (at == 0)
		return false;
	for (; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '.') {
			if (!lab)
				return false;
			labels++;
			lab = 0;
		} else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
			   (c >= '0' && c <= '9') || c == '-') {
			lab++;
		} else {
			return false;
		}
	}
	return lab && labels >= 1;
}

/*
 * The address of "Name <addr>", "addr" or "addr (comment)": *a and *alen
 * receive it.  Returns false when the value has no well-formed address.
 */
bool mnt_value_addr(const char *v, size_t len, bool named, const char **a,
		    size_t *alen)
{
	const char *lt = memchr(v, '<', len);

	if (lt && named) {
		const char *gt = memchr(lt, '>', (size_t)(v + len - lt));

		if (!gt)
			return false;
		*a = lt + 1;
		*alen = (size_t)(gt - lt - 1);
	} else {
		size_t i = 0;

		while (i < len && !mnt_isspace((unsigned char)v[i]))
			i++;
		*a = v;
		*alen = i;
	}
	return valid_addr(*a, *alen);
}
