// SPDX-License-Identifier: GPL-2.0-only
/* The terminal: the one escaping function and the layouts built on it. */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "term.h"
#include "util.h"

void cli_fput_safe(FILE *o, const char *s, size_t len, unsigned int flags)
{
	size_t i, n;
	bool ctl;

	for (i = 0; i < len; i += n) {
		unsigned char ch = (unsigned char)s[i];

		n = mnt_term_char(s + i, len - i, &ctl);
		if ((ch == '\n' && (flags & CLI_SAFE_NL)) ||
		    (ch == '\t' && (flags & CLI_SAFE_TAB)))
			fputc(ch, o);
		else if ((ch == '\n' && (flags & CLI_SAFE_NL_SPACE)) ||
			 (ch == '\t' && (flags & CLI_SAFE_TAB_SPACE)) ||
			 (ctl && (flags & CLI_SAFE_CTL_SPACE)))
			fputc(' ', o);
		else if (ctl)
			for (size_t k = 0; k < n; k++)
				fprintf(o, "\\x%02x", (unsigned char)s[i + k]);
		else
			fwrite(s + i, 1, n, o);
	}
}

void cli_fprintf_safe(FILE *o, unsigned int flags, const char *fmt, ...)
{
	char msg[4096];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	cli_fput_safe(o, msg, strlen(msg), flags);
}

void cli_fput_text(FILE *f, const char *s, size_t len)
{
	if (!isatty(fileno(f))) {
		fwrite(s, 1, len, f);
		return;
	}
	cli_fput_safe(f, s, len, CLI_SAFE_NL | CLI_SAFE_TAB);
}

void cli_put_text(const char *s, size_t len)
{
	cli_fput_text(stdout, s, len);
}

void cli_fput_field(FILE *f, const char *s)
{
	size_t i, n, len = strlen(s);
	bool ctl;

	for (i = 0; i < len; i += n) {
		unsigned char c = (unsigned char)s[i];

		n = mnt_term_char(s + i, len - i, &ctl);
		if (c == '\t')
			fputs("\\t", f);
		else if (c == '\n')
			fputs("\\n", f);
		else if (c == '\\')
			fputs("\\\\", f);
		else
			cli_fput_safe(f, s + i, n, 0);
	}
}

void cli_fput_cell(FILE *f, const char *s, const char *quote, char with)
{
	size_t i, n, len = strlen(s);
	bool ctl;

	for (i = 0; i < len; i += n) {
		n = mnt_term_char(s + i, len - i, &ctl);
		if (!ctl && n == 1 && strchr(quote, s[i]))
			fputc(with, f);
		cli_fput_safe(f, s + i, n, CLI_SAFE_CTL_SPACE);
	}
}

int cli_term_cols(const char *s)
{
	size_t i, n, len = s ? strlen(s) : 0;
	int cols = 0;
	bool ctl;

	for (i = 0; i < len; i += n) {
		n = mnt_term_char(s + i, len - i, &ctl);
		cols += ctl ? 4 * (int)n : 1;
	}
	return cols;
}

void cli_fput_padded(FILE *f, const char *s, int width)
{
	if (s)
		cli_fput_safe(f, s, strlen(s), 0);
	for (int n = cli_term_cols(s); n < width; n++)
		fputc(' ', f);
}

void cli_fput_wrapped(FILE *o, const char *text, size_t first_indent,
		      size_t indent, size_t width)
{
	size_t col = 0, i = 0, len = strlen(text);
	bool line_start = true;

	while (i < len) {
		size_t j, w;

		while (i < len && isspace((unsigned char)text[i]))
			i++;
		if (i == len)
			break;
		j = i;
		while (j < len && !isspace((unsigned char)text[j]))
			j++;
		w = mnt_utf8_len(text + i, j - i); /* characters, not bytes */
		if (line_start) {
			col = first_indent;
			fprintf(o, "%*s", (int)col, "");
		} else if (col + 1 + w > width) {
			col = indent;
			fprintf(o, "\n%*s", (int)col, "");
		} else {
			fputc(' ', o);
			col++;
		}
		cli_fput_safe(o, text + i, j - i, CLI_SAFE_TAB_SPACE);
		col += w;
		line_start = false;
		i = j;
	}
	if (!line_start)
		fputc('\n', o);
}

size_t cli_term_width(void)
{
	struct winsize ws;
	const char *env = getenv("COLUMNS");
	long n = env ? strtol(env, NULL, 10) : 0;

	if (n >= 20 && n <= 1000)
		return (size_t)n;
	if (!ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) && ws.ws_col >= 20)
		return ws.ws_col;
	return 80;
}
