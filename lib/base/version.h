/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The build's version strings. The Makefile passes both with -D; a build
 * that does not (the fuzz and unit builds) gets these stand-ins.
 */
#ifndef MNT_BASE_VERSION_H
#define MNT_BASE_VERSION_H

#ifndef MAINT_VERSION
#define MAINT_VERSION "dev"
#endif
#ifndef MAINT_GIT_DESCRIBE
#define MAINT_GIT_DESCRIBE "unknown"
#endif

#endif
