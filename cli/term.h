/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The terminal: every byte of input that maint prints goes through one
 * function, cli_fput_safe(), which writes each control character
 * (mnt_term_char(): C0, DEL, C1 as UTF-8 or a raw byte) as \xNN.  The
 * other writers here are that function with a layout: text that is raw to
 * a pipe (get's answer, a diff), a tab-separated field, a padded column, a
 * table cell.  See maint(1), TERMINALS.
 */
#ifndef MAINT_CLI_TERM_H
#define MAINT_CLI_TERM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Flags of cli_fput_safe() */
enum {
	CLI_SAFE_NL = 1, /* keep newlines */
	CLI_SAFE_TAB = 2, /* keep tabs */
	CLI_SAFE_NL_SPACE = 4, /* a newline not kept becomes a space */
	CLI_SAFE_TAB_SPACE = 8, /* a tab not kept becomes a space */
	CLI_SAFE_CTL_SPACE = 16, /* every other control character: a space */
};

/*
 * The one terminal escaping function: write s[0..len) to o with every
 * control character but the ones flags keep written as \xNN (one for each
 * of its bytes), or as a space with CLI_SAFE_CTL_SPACE.
 */
void cli_fput_safe(FILE *o, const char *s, size_t len, unsigned int flags);

/* vsnprintf (at most 4 KiB), then cli_fput_safe(o, ..., flags). */
void cli_fprintf_safe(FILE *o, unsigned int flags, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/*
 * Text that is output as it is: written unchanged to a pipe or a file,
 * with control characters but newline and tab escaped on a terminal.
 */
void cli_fput_text(FILE *f, const char *s, size_t len);
/* cli_fput_text(stdout, s, len) */
void cli_put_text(const char *s, size_t len);

/*
 * One field of tab-separated output: tab, newline and backslash as \t, \n
 * and \\, other control characters as cli_fput_safe() writes them.
 */
void cli_fput_field(FILE *f, const char *s);

/*
 * One table cell: each control character as one space, and each character
 * of quote (ASCII) preceded by with (markdown's '\\', CSV's '"').
 */
void cli_fput_cell(FILE *f, const char *s, const char *quote, char with);

/* The columns cli_fput_safe(s, flags 0) takes: 4 per escaped byte. */
int cli_term_cols(const char *s);

/*
 * text on o, its words (runs of non-space) wrapped at @width columns: the
 * first line indented by @first_indent, the others by @indent, a newline
 * at the end (nothing for a text of spaces only); tabs as spaces.
 */
void cli_fput_wrapped(FILE *o, const char *text, size_t first_indent,
		      size_t indent, size_t width);

/* The width of the terminal on standard output (80 when not known). */
size_t cli_term_width(void);

/* s (NULL: nothing) as cli_fput_safe() writes it, padded to width columns. */
void cli_fput_padded(FILE *f, const char *s, int width);

#endif
