// SPDX-License-Identifier: GPL-2.0-only
/*
 * maint check --online: the library checks the links (lib/lint/links.c);
 * this is the process's part of it: the signals.  SIGINT, SIGTERM and
 * SIGHUP set a flag the library polls: it kills every running check's
 * process group, and maint then ends by the same signal.
 */
#include <errno.h>
#include <signal.h>
#include <unistd.h>

#include "links.h"
#include "util.h"

/* The signal that asked us to stop (SIGINT, SIGTERM, SIGHUP), or 0. */
static volatile sig_atomic_t stop_signal;

static void on_stop(int sig)
{
	stop_signal = sig;
}

static const int stop_signals[] = { SIGINT, SIGTERM, SIGHUP };

int cli_check_links(const struct maint_text *const *t, size_t nt,
		    unsigned int timeout, struct maint_findings **out)
{
	struct maint_links_opts o = { .timeout = timeout };
	struct sigaction ign = { .sa_handler = SIG_IGN }, old;
	struct sigaction stop = { .sa_handler = on_stop };
	struct sigaction old_stop[ARRAY_SIZE(stop_signals)];
	size_t i;
	int ret, sig;

	sigaction(SIGPIPE, &ign, &old);
	stop_signal = 0;
	sigemptyset(&stop.sa_mask);
	for (i = 0; i < ARRAY_SIZE(stop_signals); i++) {
		sigaction(stop_signals[i], &stop, &old_stop[i]);
		/* an ignored signal (nohup) stays ignored */
		if (old_stop[i].sa_handler == SIG_IGN)
			sigaction(stop_signals[i], &old_stop[i], NULL);
	}
	o.stop = &stop_signal;
	ret = maint_links_check(t, nt, &o, out);
	sigaction(SIGPIPE, &old, NULL);
	for (i = 0; i < ARRAY_SIZE(stop_signals); i++)
		sigaction(stop_signals[i], &old_stop[i], NULL);
	if (ret == -EINTR) {
		/* the checks are gone: now us, by the same signal */
		sig = stop_signal;
		raise(sig);
		_exit(128 + sig); /* the signal was ignored before */
	}
	return ret;
}
