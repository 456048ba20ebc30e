// SPDX-License-Identifier: GPL-2.0-only
/*
 * The library as a whole: its version, what its errors mean, and the one
 * way to free what it hands back.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "maint.h"
#include "base/version.h"


const char *maint_version(void)
{
	return MAINT_VERSION;
}

const char *maint_strerror(int err)
{
	const char *s;

	if (err < 0)
		err = -err;
	switch (err) {
	case 0:
		return "success";
	case MAINT_E_NOTFOUND:
		return "MAINTAINERS file not found";
	case MAINT_E_NOFILES:
		return "no MAINTAINERS file in the directory";
	case MAINT_E_SHALLOW:
		return "the repository is a shallow clone";
	case MAINT_E_GITREFUSED:
		return "git refuses the repository: another user owns it";
	default:
		break;
	}
	/* glibc's description: constant, the same in every thread */
	s = strerrordesc_np(err);
	return s ? s : "unknown error";
}

void maint_free(void *p)
{
	free(p);
}
