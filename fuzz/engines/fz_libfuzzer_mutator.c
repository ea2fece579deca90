/*
 * fz_libfuzzer_mutator.c: libFuzzer's custom-mutator ABI over fuzz/engines/mutator_core.h.
 *
 * Compiled into each libFuzzer target with FZ_MUTATOR_KIND set to the target's input kind
 * (TVF_MUT_BYTES for fz_target_gen, TVF_MUT_MLIR for fz_target_mlir). Each call either delegates to
 * libFuzzer's own mutator (LLVMFuzzerMutate: dictionary tokens, compare tracing, generic byte
 * edits) or applies the structural core, by a fixed share per kind: half of the calls for the byte
 * stream, one in five for MLIR text (generic byte edits mostly break the syntax). Under AFL++'s
 * libFuzzer driver LLVMFuzzerMutate is a stub returning 0 and is never called here: AFL++ uses the
 * afl_custom_* wrapper (fz_afl_mutator.c) instead.
 *
 * TVFUZZ_MUTATOR selects the mix: "mix" (default), "core" (only the core), "libfuzzer" (only
 * libFuzzer's mutator: the custom mutator is then a pass-through, for comparisons).
 * Deterministic per seed, as libFuzzer requires ("Given the same Seed produces the same mutation"),
 * given the same LLVMFuzzerMutate behaviour.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz/engines/mutator_core.h"

#ifndef FZ_MUTATOR_KIND
#error "compile with -DFZ_MUTATOR_KIND=0 (bytes) or 1 (mlir)"
#endif

size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed);
size_t LLVMFuzzerCustomCrossOver(const uint8_t *data1, size_t size1, const uint8_t *data2, size_t size2,
                                 uint8_t *out, size_t max_out_size, unsigned int seed);

enum { MIX_DEFAULT, MIX_CORE, MIX_LIBFUZZER };

static int mix_mode(void) {
  static int mode = -1;
  if (mode < 0) {
    const char *v = getenv("TVFUZZ_MUTATOR");
    mode = v && !strcmp(v, "core") ? MIX_CORE : v && !strcmp(v, "libfuzzer") ? MIX_LIBFUZZER : MIX_DEFAULT;
  }
  return mode;
}

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed) {
  const TvfMutKind kind = (TvfMutKind)FZ_MUTATOR_KIND;
  int mode = mix_mode();
  uint32_t h = seed * 0x9e3779b1u;
  unsigned share = kind == TVF_MUT_BYTES ? 50 : 20; /* percent of calls given to libFuzzer */
  if (mode == MIX_LIBFUZZER || (mode == MIX_DEFAULT && (h >> 16) % 100 < share)) {
    size_t n = LLVMFuzzerMutate(data, size, max_size);
    if (n) return n;
    if (mode == MIX_LIBFUZZER) return size; /* nothing else allowed */
  }
  return tvf_mutate(kind, data, size, max_size, seed, NULL);
}

size_t LLVMFuzzerCustomCrossOver(const uint8_t *data1, size_t size1, const uint8_t *data2, size_t size2,
                                 uint8_t *out, size_t max_out_size, unsigned int seed) {
  return tvf_crossover((TvfMutKind)FZ_MUTATOR_KIND, data1, size1, data2, size2, out, max_out_size, seed,
                       NULL);
}
