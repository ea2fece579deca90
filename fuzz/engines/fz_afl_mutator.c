/*
 * fz_afl_mutator.c: AFL++'s custom-mutator ABI (docs/custom_mutators.md) over fuzz/engines/mutator_core.h,
 * built as libtvf_afl_mutator.so and loaded with AFL_CUSTOM_MUTATOR_LIBRARY.
 *
 * The input kind comes from TVFUZZ_MUTATOR_KIND ("bytes" for fz_target_gen, "mlir" for
 * fz_target_mlir); without it each input's kind is guessed (tvf_mut_guess_kind). One call in five
 * with a second queue entry (add_buf) is a crossover. The output buffer belongs to the mutator
 * state (AFL++: "the returned output buffer is under your memory management") and is reused.
 * afl_custom_describe names the last mutation, so saved crashes read e.g. "tvf-mlir-op-swap".
 *
 * Failure contract: afl_custom_init returns NULL (after freeing what it allocated) when memory is
 * short; afl_custom_fuzz returns 0 ("skip this mutation") when its buffer cannot grow. No call
 * aborts.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz/engines/mutator_core.h"

typedef struct FzAflMutator {
  uint64_t state; /* PRNG state for per-call seeds */
  uint8_t *buf;   /* output buffer handed to AFL++ */
  size_t cap;
  int kind; /* TvfMutKind, or -1 to guess per input */
  TvfMutKind last_kind;
  const char *last; /* name of the last mutation */
  char desc[64];
} FzAflMutator;

void *afl_custom_init(void *afl, unsigned int seed);
size_t afl_custom_fuzz(void *data, uint8_t *buf, size_t buf_size, uint8_t **out_buf, uint8_t *add_buf,
                       size_t add_buf_size, size_t max_size);
const char *afl_custom_describe(void *data, size_t max_description_len);
void afl_custom_deinit(void *data);

static uint32_t next_seed(FzAflMutator *m) {
  uint64_t z = (m->state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return (uint32_t)(z ^ (z >> 31));
}

void *afl_custom_init(void *afl, unsigned int seed) {
  (void)afl;
  FzAflMutator *m = calloc(1, sizeof *m);
  if (!m) return NULL;
  m->state = seed;
  m->kind = tvf_mut_kind_from_name(getenv("TVFUZZ_MUTATOR_KIND"));
  m->last = "none";
  return m;
}

size_t afl_custom_fuzz(void *data, uint8_t *buf, size_t buf_size, uint8_t **out_buf, uint8_t *add_buf,
                       size_t add_buf_size, size_t max_size) {
  FzAflMutator *m = data;
  if (!m || !out_buf || max_size == 0) return 0;
  if (m->cap < max_size) {
    uint8_t *nb = realloc(m->buf, max_size);
    if (!nb) return 0;
    m->buf = nb;
    m->cap = max_size;
  }
  TvfMutKind kind = m->kind >= 0 ? (TvfMutKind)m->kind : tvf_mut_guess_kind(buf, buf_size);
  m->last_kind = kind;
  uint32_t seed = next_seed(m);
  size_t n;
  if (add_buf && add_buf_size && seed % 5 == 0) {
    n = tvf_crossover(kind, buf, buf_size, add_buf, add_buf_size, m->buf, max_size, next_seed(m), &m->last);
  } else {
    n = buf_size < max_size ? buf_size : max_size;
    if (n) memcpy(m->buf, buf, n);
    n = tvf_mutate(kind, m->buf, n, max_size, seed, &m->last);
  }
  *out_buf = m->buf;
  return n;
}

const char *afl_custom_describe(void *data, size_t max_description_len) {
  FzAflMutator *m = data;
  if (!m) return "tvf";
  size_t n = max_description_len < sizeof m->desc ? max_description_len : sizeof m->desc;
  if (n == 0) return "";
  snprintf(m->desc, n, "tvf-%s-%s", tvf_mut_kind_name(m->last_kind), m->last);
  return m->desc;
}

void afl_custom_deinit(void *data) {
  FzAflMutator *m = data;
  if (!m) return;
  free(m->buf);
  free(m);
}
