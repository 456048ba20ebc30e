/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * libmaint: read the Linux kernel's MAINTAINERS file (and the files of
 * trees that copied its format), answer who maintains which file exactly
 * as scripts/get_maintainer.pl does, and read Maintainer Entry Profiles.
 *
 * The library never prints and never exits.  Functions return 0 or a
 * negative errno value; problems found in the input are reported through
 * a diagnostic callback with file and line.
 *
 * Threads: the library keeps no state between calls outside the objects
 * it hands out.  Separate objects (databases, answers, profiles, reports)
 * may be used from separate threads at once; one object, and the objects
 * made from it (the answers of one database), are used by one thread at a
 * time or under the caller's lock, since a database compiles its patterns
 * and builds its index when first asked.  What is shared is safe: the fixed
 * regexes of the library live in per-thread caches, and what is worked out
 * once per process (the rules' literals, MAINT_NO_JIT, the libcurl and
 * libxml2 symbols of URL profiles, the table of get_maintainer.pl's option
 * names) is made under pthread_once() and never written again; the cache
 * directory last found is kept under a lock, and used again only while it
 * is still the same directory.
 */
#ifndef MAINT_H
#define MAINT_H

#include "maint/common.h"
#include "maint/db.h"
#include "maint/history.h"
#include "maint/get.h"
#include "maint/lint.h"
#include "maint/profile.h"
#include "maint/release.h"
#include "maint/coverage.h"
#include "maint/report.h"
#include "maint/pulls.h"
#include "maint/preflight.h"

#endif
