// SPDX-License-Identifier: GPL-2.0-only
/*
 * A loop of independent system calls split over two threads.
 */
#include <pthread.h>
#include <unistd.h>

#include "base/parfor.h"

struct par_part {
	int (*fn)(void *ctx, int part, size_t from, size_t to);
	void *ctx;
	size_t from, to;
	int ret;
};

static void *par_run(void *arg)
{
	struct par_part *p = arg;

	p->ret = p->fn(p->ctx, 1, p->from, p->to);
	return NULL;
}

int mnt_par_for(size_t n, size_t min_split,
		int (*fn)(void *ctx, int part, size_t from, size_t to),
		void *ctx)
{
	struct par_part second = { fn, ctx, n / 2, n, 0 };
	pthread_t tid;
	int ret;

	if (n < min_split || min_split < 2 ||
	    sysconf(_SC_NPROCESSORS_ONLN) < 2 ||
	    pthread_create(&tid, NULL, par_run, &second))
		return fn(ctx, 0, 0, n);
	ret = fn(ctx, 0, 0, n / 2);
	pthread_join(tid, NULL);
	return ret ? ret : second.ret;
}
