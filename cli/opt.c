// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "builtin.h"
#include "opt.h"

/* Does name match one of the '|'-separated names of o? */
static bool name_is(const struct opt *o, const char *name, size_t n)
{
	const char *p = o->names;

	while (p && *p) {
		const char *bar = strchr(p, '|');
		size_t k = bar ? (size_t)(bar - p) : strlen(p);

		if (k == n && !strncasecmp(p, name, n))
			return true;
		p = bar ? bar + 1 : NULL;
	}
	return false;
}

static const struct opt *find(const struct opt *opts, const char *name,
			      size_t n, bool *negated)
{
	const struct opt *o;

	*negated = false;
	for (o = opts; o->type != OPT_END; o++)
		if (o->type != OPT_GROUP && name_is(o, name, n))
			return o;
	if (n > 2 && !strncasecmp(name, "no", 2)) {
		const char *rest = name + 2;
		size_t rn = n - 2;

		if (*rest == '-') {
			rest++;
			rn--;
		}
		for (o = opts; o->type != OPT_END; o++) {
			if (o->type == OPT_BOOL && name_is(o, rest, rn)) {
				*negated = true;
				return o;
			}
		}
	}
	return NULL;
}

/* Getopt::Long's integer syntax: optional sign, digits. */
static bool parse_int(const char *s, int *out)
{
	const char *p = s;
	long v;
	char *end;

	if (*p == '+' || *p == '-')
		p++;
	if (!*p)
		return false;
	for (; *p; p++)
		if (*p < '0' || *p > '9')
			return false;
	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || v > INT_MAX || v < INT_MIN)
		return false;
	*out = (int)v;
	return true;
}

/* The option as Getopt::Long names it in errors: as given, lower-cased. */
static const char *given_name(const char *name, size_t n, char *buf,
			      size_t len)
{
	size_t k;

	if (n >= len)
		n = len - 1;
	for (k = 0; k < n; k++)
		buf[k] = name[k] >= 'A' && name[k] <= 'Z' ?
				 (char)(name[k] - 'A' + 'a') :
				 name[k];
	buf[n] = '\0';
	return buf;
}

/* Does some option of opts answer to name (one of its '|' names)? */
static bool has_name(const struct opt *opts, const char *name)
{
	const struct opt *o;

	for (o = opts; o->type != OPT_END; o++)
		if (o->type != OPT_GROUP && name_is(o, name, strlen(name)))
			return true;
	return false;
}

/*
 * -h and --help, the parser's own (with help set): a table that names
 * either itself (get's -h|--help|--usage) keeps them.
 */
static bool builtin_help(const char *name, size_t n, bool *help)
{
	return help && ((n == 1 && (name[0] == 'h' || name[0] == 'H')) ||
			(n == 4 && !strncasecmp(name, "help", 4)));
}

static int parse(const struct opt *opts, int argc, char **argv, FILE *err,
		 bool *help)
{
	int i, nargs = 0, bad = 0;
	char **rest = calloc((size_t)argc + 1, sizeof(*rest));

	if (!rest) {
		fprintf(err, "out of memory\n");
		return -1;
	}
	for (i = 0; i < argc; i++) {
		char *a = argv[i], *name, *eq;
		const struct opt *o;
		bool neg;
		size_t n;
		char pbuf[64];

		if (!strcmp(a, "--")) {
			for (i++; i < argc; i++)
				rest[nargs++] = argv[i];
			break;
		}
		if (a[0] != '-' || !a[1]) {
			rest[nargs++] = a;
			continue;
		}
		name = a + 1 + (a[1] == '-');
		eq = strchr(name, '=');
		n = eq ? (size_t)(eq - name) : strlen(name);
		o = find(opts, name, n, &neg);
		if (!o && builtin_help(name, n, help)) {
			if (eq) {
				fprintf(err,
					"Option %.*s does not take an argument\n",
					(int)n, name);
				bad = 1;
			} else {
				*help = true;
			}
			continue;
		}
		if (!o) {
			fprintf(err, "Unknown option: %.*s\n", (int)n, name);
			bad = 1;
			continue;
		}
		if (o->seen)
			*o->seen = true;
		switch (o->type) {
		case OPT_BOOL:
		case OPT_FLAG:
			if (eq) {
				fprintf(err,
					"Option %.*s does not take an argument\n",
					(int)n, name);
				bad = 1;
				break;
			}
			*(bool *)o->value = !neg;
			break;
		case OPT_INT:
		case OPT_STRING: {
			/*
			 * A mandatory value: "--name=" gives none, and without
			 * '=' the next word is the value, whatever it looks
			 * like.
			 */
			const char *v = eq ? eq + 1 : NULL;

			if (!v && i + 1 < argc)
				v = argv[++i];
			if (!v || !*v) {
				fprintf(err, "Option %s requires an argument\n",
					given_name(name, n, pbuf, sizeof(pbuf)));
				bad = 1;
			} else if (o->type == OPT_STRING) {
				*(const char **)o->value = v;
			} else if (!parse_int(v, (int *)o->value)) {
				fprintf(err,
					"Value \"%s\" invalid for option %s (number expected)\n",
					v, given_name(name, n, pbuf, sizeof(pbuf)));
				bad = 1;
			}
			break;
		}
		case OPT_OPTSTRING:
			if (eq)
				*(const char **)o->value = eq + 1;
			else if (i + 1 < argc && argv[i + 1][0] != '-')
				*(const char **)o->value = argv[++i];
			else
				*(const char **)o->value = "";
			break;
		default:
			break;
		}
	}
	for (i = 0; i < nargs; i++)
		argv[i] = rest[i];
	free(rest);
	return bad ? -1 : nargs;
}

int opt_parse(const struct opt *opts, int argc, char **argv, FILE *err)
{
	return parse(opts, argc, argv, err, NULL);
}

/* "  LEFT  help", the help on a line of its own after a long LEFT */
static void help_line(FILE *out, const char *left, size_t k, const char *help)
{
	if (k > 28)
		fprintf(out, "  %s\n  %-28s  %s\n", left, "", help);
	else
		fprintf(out, "  %-28s  %s\n", left, help);
}

void opt_help(const struct opt *opts, FILE *out)
{
	const struct opt *o;

	for (o = opts; o->type != OPT_END; o++) {
		char left[128];
		const char *p;
		size_t k = 0;

		if (o->type == OPT_GROUP) {
			fprintf(out, "\n%s\n", o->help);
			continue;
		}
		left[0] = '\0';
		for (p = o->names; p && *p;) {
			const char *bar = strchr(p, '|');
			size_t n = bar ? (size_t)(bar - p) : strlen(p);
			int w = snprintf(left + k, sizeof(left) - k, "%s%s%.*s",
					 k ? ", " : "", n == 1 ? "-" : "--",
					 (int)n, p);

			if (w < 0 || (size_t)w >= sizeof(left) - k)
				break;
			k += (size_t)w;
			p = bar ? bar + 1 : NULL;
		}
		if (o->type == OPT_BOOL && k + 6 < sizeof(left)) {
			/* show the negation of the long form */
			const char *bar = strrchr(o->names, '|');
			const char *last = bar ? bar + 1 : o->names;
			int w = snprintf(left + k, sizeof(left) - k,
					 ", --no-%s", last);

			if (w > 0 && (size_t)w < sizeof(left) - k)
				k += (size_t)w;
		}
		if (o->argh) {
			int w = snprintf(left + k, sizeof(left) - k, "=%s",
					 o->argh);

			if (w > 0 && (size_t)w < sizeof(left) - k)
				k += (size_t)w;
		}
		help_line(out, left, k, o->help);
	}
	if (!has_name(opts, "help"))
		help_line(out, "-h, --help", 10, "show this help");
}

int cli_options(const struct opt *opts, int argc, char **argv,
		const char *usage, const char *intro, const char *notes,
		int *nargs)
{
	bool help = false;

	*nargs = parse(opts, argc - 1, argv + 1, stderr, &help);
	if (*nargs < 0) {
		fprintf(stderr, "usage: %s\n", usage);
		return EXIT_USAGE;
	}
	if (!help)
		return -1;
	printf("usage: %s\n\n", usage);
	if (intro)
		fputs(intro, stdout);
	opt_help(opts, stdout);
	if (notes)
		fputs(notes, stdout);
	return EXIT_OK;
}
