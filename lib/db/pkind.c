// SPDX-License-Identifier: GPL-2.0-only
/*
 * What a P: value is: a Maintainer Entry Profile (an in-tree path or a
 * URI) or, before 2019, a person.  The one classifier behind
 * maint_pkind_classify() and maint_pkind_of(), used by check, migrate,
 * coverage, report and the profile commands.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "db/addr.h"
#include "fsutil.h"
#include "maint.h"
#include "util.h"

static const char *const kind_names[] = {
	[MAINT_P_FILE] = "file",
	[MAINT_P_URI] = "uri",
	[MAINT_P_PERSON] = "person",
	[MAINT_P_BADURI] = "bad-uri",
};

enum maint_pkind maint_pkind_group(enum maint_pkind k)
{
	switch (k) {
	case MAINT_P_PERSON_ADDR:
		return MAINT_P_PERSON;
	case MAINT_P_MISSING:
	case MAINT_P_OUTSIDE:
	case MAINT_P_NOTFILE:
		return MAINT_P_FILE;
	default:
		return k;
	}
}

const char *maint_pkind_name(enum maint_pkind k)
{
	k = maint_pkind_group(k);
	return (unsigned int)k < ARRAY_SIZE(kind_names) ? kind_names[k] : "?";
}

const char *maint_pkind_state(enum maint_pkind k)
{
	if (maint_pkind_group(k) != MAINT_P_FILE)
		return NULL;
	return k == MAINT_P_FILE    ? "exists" :
	       k == MAINT_P_OUTSIDE ? "outside the tree" :
	       k == MAINT_P_NOTFILE ? "not a regular file" :
				      "missing";
}

/* scheme "://" host [path]: RFC 3986 characters, a non-empty host */
static bool valid_http_uri(const char *v)
{
	const char *h = strstr(v, "://") + 3, *c;
	size_t hostlen = strcspn(h, "/?#");

	if (!hostlen)
		return false;
	for (c = h; c < h + hostlen; c++)
		if (!isalnum((unsigned char)*c) && !strchr("-._~:@[]%", *c))
			return false;
	if (h[0] == '.' || h[0] == '-' || h[0] == ':')
		return false;
	for (c = h + hostlen; *c; c++)
		if ((unsigned char)*c <= ' ' || *c == '"' || *c == '<' ||
		    *c == '>' || *c == '\\' || *c == '^' || *c == '`' ||
		    *c == '{' || *c == '|' || *c == '}' ||
		    (unsigned char)*c >= 0x7f)
			return false;
	return true;
}

/*
 * The one set of rules for a P: value (NUL-terminated): a URI by its
 * scheme, a person by an address or a space, else a path; with root, a
 * path is looked up in the tree (an existing file is a profile whatever
 * its name; a directory, FIFO or device is MAINT_P_NOTFILE).  Without
 * root a path-like value is MAINT_P_FILE.
 */
static enum maint_pkind classify(const char *v, const char *root)
{
	const char *c;
	bool space = false, slash = false, dot = false;
	char *full = NULL;
	int r;

	if (!strncasecmp(v, "http://", 7) || !strncasecmp(v, "https://", 8))
		return valid_http_uri(v) ? MAINT_P_URI : MAINT_P_BADURI;
	/* strchr() finds the terminating NUL too: test *c first */
	for (c = v; isalnum((unsigned char)*c) || (*c && strchr("+.-", *c));
	     c++)
		;
	if (c != v && isalpha((unsigned char)*v) && !strncmp(c, "://", 3))
		return MAINT_P_BADURI; /* another scheme */
	if (!strncasecmp(v, "http:", 5) || !strncasecmp(v, "https:", 6) ||
	    !strncasecmp(v, "www.", 4))
		return MAINT_P_BADURI;
	if (strchr(v, '@') || strchr(v, '<')) {
		const char *a;
		size_t alen;

		return mnt_value_addr(v, strlen(v), true, &a, &alen) ?
			       MAINT_P_PERSON_ADDR :
			       MAINT_P_PERSON;
	}
	for (c = v; *c; c++) {
		if (isspace((unsigned char)*c))
			space = true;
		else if (*c == '/')
			slash = true;
		else if (*c == '.' && c[1] && isalpha((unsigned char)c[1]))
			dot = true;
	}
	if (space || !*v)
		return MAINT_P_PERSON;
	if (root) {
		struct stat st;

		r = mnt_tree_path(root, v, &full);
		if (!r && !stat(full, &st) && !S_ISREG(st.st_mode))
			r = 1;
		free(full);
		if (!r)
			return MAINT_P_FILE;
		if (r == 1)
			return MAINT_P_NOTFILE;
		if (r == -EXDEV)
			return MAINT_P_OUTSIDE;
	}
	if (slash || dot)
		return root ? MAINT_P_MISSING : MAINT_P_FILE;
	return MAINT_P_PERSON;
}

enum maint_pkind maint_pkind_classify(const char *value, size_t len,
				      const char *root)
{
	enum maint_pkind k;
	char *v;

	if (memchr(value, '\0', len))
		return MAINT_P_PERSON;
	v = mnt_strndup(value, len);
	if (!v)
		return MAINT_P_PERSON;
	k = classify(v, root);
	free(v);
	return k;
}

enum maint_pkind maint_pkind_of(const char *v)
{
	return maint_pkind_group(classify(v, NULL));
}
