/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The script model behind the opaque struct maint_script (compat.c): the
 * get*.c files read its fields directly, and compat.c keeps it as it is
 * in the script cache (KEY.sc): a change to this layout takes the next
 * record magic there.
 */
#ifndef MNT_GET_COMPAT_H
#define MNT_GET_COMPAT_H

#include <stdbool.h>
#include <stddef.h>

#include "maint.h"

#define MNT_SCRIPT_CHIEFS 4
#define MNT_SCRIPT_CHECKS 32
#define MNT_SCRIPT_ROLES 8

/**
 * struct maint_script - a get_maintainer.pl, feature by feature
 * @name: a built-in model ("newest", "6.12"), or "" when read from a file
 * @path: the file it was read from, relative to the tree ("" built in)
 * @origin: where its text came from: "work tree", "git index", "HEAD"
 * @version: its version string ("0.26"), "" when unknown
 * @note: why no script of the tree answers ("" when one does)
 * @feat: the features, 1 << MAINT_SF_*
 * @opts: the options it knows, one bit per maint_script_option()
 * @nchiefs: how many chief penguins (@chiefs)
 * @chiefs: its @penguin_chief: the name (a case-insensitive regex, as in
 *	the script, for the sign-offs left out) and the address
 * @tree_check: it refuses to run outside a tree that passes @checks
 *	(without --no-tree, where it knows that option)
 * @nchecks: how many @checks
 * @checks: its top_of_kernel_tree(): @kind 'f' a regular file, 'd' a
 *	directory, 'e' anything, named @name
 * @tree_msg: what it says when the check fails
 * @nroles: how many @roles
 * @roles: an M: person's role word by the section's status (lower case),
 *	where the script names roles by status
 * @section_maxlen: a section name longer than this is cut to this less 3
 *	characters and "..." in roles (0: never cut)
 * @dflt_set: the options whose default the script sets, one bit per
 *	maint_script_option() (on/off options: "my $var = 0;")
 * @dflt_on: of those, the ones on by default
 *
 * Fixed-size, without pointers: the cache keeps it byte for byte.
 */
struct maint_script {
	char name[16];
	char path[256];
	char origin[16];
	char version[16];
	char note[192];
	unsigned long long feat;
	unsigned long long opts;
	unsigned int nchiefs;
	struct {
		char name[64];
		char addr[128];
	} chiefs[MNT_SCRIPT_CHIEFS];
	bool tree_check;
	unsigned int nchecks;
	struct {
		char kind;
		char name[31];
	} checks[MNT_SCRIPT_CHECKS];
	char tree_msg[128];
	unsigned int nroles;
	struct {
		char status[48];
		char word[32];
	} roles[MNT_SCRIPT_ROLES];
	unsigned int section_maxlen;
	unsigned long long dflt_set, dflt_on;
};

/*
 * mnt_script_builtin() - fill @s with the built-in model @name (as
 * maint_script_builtin(): 0, or -EINVAL with @s the newest)
 */
int mnt_script_builtin(struct maint_script *s, const char *name);

#endif
