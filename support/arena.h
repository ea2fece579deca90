/*
 * arena.h: chunked bump allocator.
 *
 * One validation job, one generated program or one pipeline run owns one
 * Arena; everything allocated from it dies together with arena_destroy (or
 * back to a mark with arena_reset_to). Objects allocated here are never freed
 * one by one. Allocation failure returns NULL and sets a sticky flag, so a
 * long chain of allocations can be checked once at the end (arena_failed).
 */
#ifndef TVF_SUPPORT_ARENA_H
#define TVF_SUPPORT_ARENA_H

#include <stdbool.h>
#include <stddef.h>

typedef struct ArenaChunk ArenaChunk;

typedef struct Arena {
  ArenaChunk *head;  /* current chunk (most recent) */
  size_t chunk_size; /* default chunk payload size */
  size_t total;      /* bytes handed out, for statistics */
  bool failed;       /* sticky: an allocation returned NULL */
} Arena;

typedef struct ArenaMark {
  ArenaChunk *chunk;
  size_t used;
  size_t total;
} ArenaMark;

/* Initialise an arena in place; chunk_size 0 picks a default (64 KiB).
 * Cannot fail (chunks are allocated lazily). */
void arena_init(Arena *a, size_t chunk_size);
/* Release every chunk. The arena may be reused after arena_init. */
void arena_destroy(Arena *a);

/* Zero-filled, 16-byte aligned allocation. NULL (and a->failed) on OOM. */
void *arena_alloc(Arena *a, size_t n);
/* Zero-filled array allocation with overflow check. */
void *arena_calloc(Arena *a, size_t count, size_t size);
/* Copy of n bytes plus a terminating NUL. */
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_strdup(Arena *a, const char *s);
/* printf into the arena. */
char *arena_printf(Arena *a, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* Grow an array allocated from this arena (old contents copied; the old
 * block is simply abandoned). */
void *arena_realloc(Arena *a, void *old, size_t old_size, size_t new_size);

ArenaMark arena_mark(const Arena *a);
/* Free everything allocated after the mark. */
void arena_reset_to(Arena *a, ArenaMark m);

static inline bool arena_failed(const Arena *a) { return a->failed; }

#endif
