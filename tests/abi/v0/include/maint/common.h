/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * libmaint: what every part shares: the version, errors, memory,
 * diagnostics, dates and durations.  Include <maint.h>.
 */
#ifndef MAINT_COMMON_H
#define MAINT_COMMON_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library */

/*
 * The version of the libmaint in use ("0.1.0"): the library's, which may
 * be newer than the headers a program was built with.
 */
const char *maint_version(void);

/*
 * Errors.  Functions return 0 or a negative value: -errno, or one of
 * these (negated).
 */
#define MAINT_E_NOTFOUND 1001 /* maint_db_load(): the path does not exist */
#define MAINT_E_NOFILES 1002 /* the directory holds no MAINTAINERS file */
#define MAINT_E_SHALLOW 1101 /* maint_pulls_collect(): a shallow clone */
/*
 * git refuses the repository: another user owns it and safe.directory does
 * not list it ("detected dubious ownership").  Any function that reads git
 * may return it; maint_git_refused() says it with the command that lifts
 * it.
 */
#define MAINT_E_GITREFUSED 1003

/**
 * maint_git_refused() - does git refuse the repository holding @dir?
 * @dir: a directory of the work tree (NULL: the current directory)
 * @msg: NULL, or receives (when refused) one line saying so with the
 *       command that lifts it ("... run: git config --global --add
 *       safe.directory PATH"), the caller's (maint_free())
 *
 * Runs git once.  Returns 1 (refused), 0 (not refused, not a repository,
 * no git) or -ENOMEM.
 */
int maint_git_refused(const char *dir, char **msg);

/*
 * What the error @err (0, -errno or -MAINT_E_*; the sign does not
 * matter) means: "MAINTAINERS file not found", and the C library's words
 * for errno values ("No such file or directory").  Never NULL; the string
 * is constant and the same in every thread.
 */
const char *maint_strerror(int err);

/*
 * Free what the library handed back to be freed by the caller: every
 * string, text and array documented as "the caller's" (JSON, rendered
 * text, lists).  Objects with a maint_X_free() of their own go there.
 * NULL is allowed.
 */
void maint_free(void *p);

/*
 * Options.  Every options struct (struct maint_X_opts) begins with
 * "unsigned int version": the layout the caller was built with.  Start
 * from MAINT_X_OPTIONS_INIT (or maint_get_opts_init()), which sets the
 * current MAINT_X_OPTIONS_VERSION, then set the fields you need.  Fields
 * are only ever added at the end, with a new version; a library given a
 * version newer than its own refuses the call (-EINVAL), and one given an
 * older version reads the older layout.  Version 0 (a struct zeroed by
 * hand) is read as version 1, the first layout.
 */

/* Diagnostics */

enum maint_level {
	MAINT_INFO,
	MAINT_WARNING,
	MAINT_ERROR,
};

/**
 * struct maint_diag - one diagnostic
 * @file: the file it is about, or NULL
 * @line: 1-based line number, or 0 when it is about the whole file
 * @level: how serious
 * @msg: the message, lower case, no trailing full stop (messages that
 *       reproduce get_maintainer.pl's own keep its wording)
 * @flags: MAINT_DIAG_* bits
 */
struct maint_diag {
	const char *file;
	unsigned int line;
	enum maint_level level;
	const char *msg;
	unsigned int flags;
};

/* Print the message as it is, without the program name in front. */
#define MAINT_DIAG_BARE 1u

typedef void (*maint_diag_fn)(const struct maint_diag *d, void *ctx);

/**
 * struct maint_diag_sink - where a library call reports diagnostics
 * @version: MAINT_DIAG_SINK_VERSION, the layout the caller knows
 *	(MAINT_DIAG_SINK_INIT() sets it; 0, from a caller that set only @fn
 *	and @ctx, reads as 1)
 * @fn: callback, or NULL to drop them
 * @ctx: passed to @fn
 *
 * A new field goes at the end, with MAINT_DIAG_SINK_VERSION raised: the
 * library reads @fn and @ctx of every layout, and a later field only where
 * @version says the caller has it.
 */
struct maint_diag_sink {
	unsigned int version;
	maint_diag_fn fn;
	void *ctx;
};
#define MAINT_DIAG_SINK_VERSION 1u
/* A sink calling @fn_ with @ctx_ (NULL, NULL: one that drops them) */
#define MAINT_DIAG_SINK_INIT(fn_, ctx_)                                        \
	{                                                                      \
		.version = MAINT_DIAG_SINK_VERSION, .fn = (fn_), .ctx = (ctx_) \
	}

/*
 * Dates are whole days since 1970-01-01, UTC, in the proleptic Gregorian
 * calendar.  maint_date_parse() takes exactly "YYYY-MM-DD" (years 1970 to
 * 9999) and returns 0 or -EINVAL; maint_date_format() writes
 * "YYYY-MM-DD" and its NUL into buf (at least 11 bytes).
 */
int maint_date_parse(const char *s, long *days);
void maint_date_format(long days, char *buf);
long maint_date_today(void);
/* 0 for Sunday .. 6 for Saturday */
int maint_date_weekday(long days);

/**
 * struct maint_duration - how long to wait, from a profile's "up to one
 * week", "more than a week", "48 hours", "5 business days"
 * @version: MAINT_DURATION_VERSION, the layout the caller knows
 *           (MAINT_DURATION_INIT sets it): a small value a caller may keep
 *           on its stack, versioned like an options struct so that it can
 *           grow; the library writes and reads only the members of the
 *           caller's version
 * @count: how many @unit
 * @unit: 'h' hours, 'd' days, 'b' business days, 'w' weeks, 'm' months
 * @more_than: "more than": the day after
 * @approx: the count was a word like "a few" (taken as 3)
 */
struct maint_duration {
	unsigned int version;
	int count;
	char unit;
	bool more_than, approx;
};
#define MAINT_DURATION_VERSION 1u
#define MAINT_DURATION_INIT                       \
	{                                         \
		.version = MAINT_DURATION_VERSION \
	}

/**
 * maint_duration_parse() - a duration as a profile words it
 * @s: the words ("up to one week"; NULL: none)
 * @d: receives it; its @version (set by MAINT_DURATION_INIT) is kept
 *
 * Returns 0, or -EINVAL when @s is not a duration or @d->version is newer
 * than this library's (then @d is left alone).
 */
int maint_duration_parse(const char *s, struct maint_duration *d);
/**
 * maint_duration_add() - the day @d after @from (hours round up to whole
 * days)
 * @d: the duration (maint_duration_parse())
 * @from: the day
 *
 * Returns the day, or @from when @d->version is newer than this library's.
 */
long maint_duration_add(const struct maint_duration *d, long from);

#ifdef __cplusplus
}
#endif

#endif
