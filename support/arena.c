/*
 * arena.c: chunked bump allocator (see arena.h).
 */
#include "support/arena.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ArenaChunk {
  ArenaChunk *prev;
  size_t cap;
  size_t used;
  _Alignas(16) unsigned char data[];
};

#define ARENA_ALIGN 16u

void arena_init(Arena *a, size_t chunk_size) {
  a->head = NULL;
  a->chunk_size = chunk_size ? chunk_size : (size_t)64 * 1024;
  a->total = 0;
  a->failed = false;
}

void arena_destroy(Arena *a) {
  ArenaChunk *c = a->head;
  while (c) {
    ArenaChunk *p = c->prev;
    free(c);
    c = p;
  }
  a->head = NULL;
  a->total = 0;
}

void *arena_alloc(Arena *a, size_t n) {
  if (n == 0) n = 1;
  size_t need = (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
  if (need < n) { a->failed = true; return NULL; }
  ArenaChunk *c = a->head;
  if (!c || c->cap - c->used < need) {
    size_t cap = need > a->chunk_size ? need : a->chunk_size;
    ArenaChunk *nc = malloc(sizeof(ArenaChunk) + cap);
    if (!nc) { a->failed = true; return NULL; }
    nc->prev = c;
    nc->cap = cap;
    nc->used = 0;
    a->head = nc;
    c = nc;
  }
  void *p = c->data + c->used;
  c->used += need;
  a->total += need;
  memset(p, 0, n);
  return p;
}

void *arena_calloc(Arena *a, size_t count, size_t size) {
  if (size && count > SIZE_MAX / size) { a->failed = true; return NULL; }
  return arena_alloc(a, count * size);
}

char *arena_strndup(Arena *a, const char *s, size_t n) {
  char *p = arena_alloc(a, n + 1);
  if (!p) return NULL;
  if (n) memcpy(p, s, n);
  p[n] = 0;
  return p;
}

char *arena_strdup(Arena *a, const char *s) { return arena_strndup(a, s, strlen(s)); }

char *arena_printf(Arena *a, const char *fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0) { va_end(ap2); a->failed = true; return NULL; }
  char *p = arena_alloc(a, (size_t)n + 1);
  if (p) vsnprintf(p, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  return p;
}

void *arena_realloc(Arena *a, void *old, size_t old_size, size_t new_size) {
  if (new_size <= old_size && old) return old;
  void *p = arena_alloc(a, new_size);
  if (p && old && old_size) memcpy(p, old, old_size);
  return p;
}

ArenaMark arena_mark(const Arena *a) {
  ArenaMark m = {a->head, a->head ? a->head->used : 0, a->total};
  return m;
}

void arena_reset_to(Arena *a, ArenaMark m) {
  while (a->head && a->head != m.chunk) {
    ArenaChunk *p = a->head->prev;
    free(a->head);
    a->head = p;
  }
  if (a->head) a->head->used = m.used;
  a->total = m.total;
}
