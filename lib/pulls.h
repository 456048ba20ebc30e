/* SPDX-License-Identifier: GPL-2.0-only */
/* Internals of the pull graph (lib/pulls.c) shared with its tests. */
#ifndef MAINT_PULLS_H
#define MAINT_PULLS_H

/*
 * Seconds since the epoch of an ISO 8601 date as git's %cI prints it
 * ("2026-08-20T12:15:24-06:00"); 0 when it is not one.
 */
long long mnt_pulls_parse_date(const char *s);

#endif
