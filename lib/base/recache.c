// SPDX-License-Identifier: GPL-2.0-only
/*
 * Per-thread pattern caches (see recache.h): one thread-specific key,
 * made once (pthread_once), whose value is the list of this thread's
 * slot arrays, one per struct mnt_recache used; the key's destructor
 * frees them when the thread exits.
 */
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "base/recache.h"

struct tslots {
	const struct mnt_recache *owner;
	struct mnt_re **re;
	struct tslots *next;
};

static pthread_once_t key_once = PTHREAD_ONCE_INIT;
static pthread_key_t key; /* written once, under key_once */
static bool key_ok;

static void free_one(struct tslots *t)
{
	size_t i;

	for (i = 0; i < t->owner->n; i++)
		mnt_re_free(t->re[i]);
	free(t->re);
	free(t);
}

static void destroy(void *v)
{
	struct tslots *t = v, *next;

	for (; t; t = next) {
		next = t->next;
		free_one(t);
	}
}

static void make_key(void)
{
	key_ok = !pthread_key_create(&key, destroy);
}

struct mnt_re **mnt_recache_slots(const struct mnt_recache *c)
{
	struct tslots *head, *t;

	pthread_once(&key_once, make_key);
	if (!key_ok)
		return NULL;
	head = pthread_getspecific(key);
	for (t = head; t; t = t->next)
		if (t->owner == c)
			return t->re;
	t = calloc(1, sizeof(*t));
	if (!t)
		return NULL;
	t->owner = c;
	t->re = calloc(c->n + 1, sizeof(*t->re));
	t->next = head;
	if (!t->re || pthread_setspecific(key, t)) {
		free(t->re);
		free(t);
		return NULL;
	}
	return t->re;
}

struct mnt_re *mnt_recache_get(const struct mnt_recache *c, size_t i,
			       const char *pat, unsigned int flags)
{
	struct mnt_re **slots = mnt_recache_slots(c);

	if (!slots || i >= c->n)
		return NULL;
	if (!slots[i])
		slots[i] = mnt_re_compile(pat, strlen(pat), flags, NULL, 0);
	return slots[i];
}

void mnt_recache_drop(const struct mnt_recache *c)
{
	struct tslots *t, **pp;

	pthread_once(&key_once, make_key);
	if (!key_ok)
		return;
	t = pthread_getspecific(key);
	for (pp = &t; *pp; pp = &(*pp)->next)
		if ((*pp)->owner == c) {
			struct tslots *dead = *pp;

			*pp = dead->next;
			free_one(dead);
			break;
		}
	pthread_setspecific(key, t);
}
