/*
 * chooser.h: the single source of every random decision the generator makes.
 *
 * A GenChooser has two interchangeable backends (Csmith's rnd_upto facade, STYLE-ANCHORS C9):
 *   - PRNG: xoshiro256** seeded through splitmix64. Same seed, same decisions, on every machine.
 *   - BYTES: a fuzzer input read front to back, FuzzedDataProvider style. A decision over n
 *     choices consumes the fewest whole bytes that can name every choice (1 byte for n <= 256),
 *     read big-endian, reduced modulo n. When the bytes run out every decision takes its default:
 *     0 for gen_upto/gen_range (the first choice / lower bound) and false for gen_flip. So ANY byte
 *     string, including the empty one, decodes to a valid program, and changing one byte changes
 *     one decision.
 * Decisions are made only through gen_upto/gen_flip/gen_range/gen_pick_weighted/gen_bits; each
 * takes a `where` tag naming the decision, written to the optional trace.
 *
 * Recording: when `record` is set, every decision is also appended as the bytes that make the
 * BYTES backend take the same decision. A PRNG run therefore yields a byte string that replays the
 * same program (used to build fuzzer seed corpora from seeds; gen --emit-bytes).
 *
 * Nothing here allocates except through the optional StrBufs. Cannot fail.
 */
#ifndef TVF_GEN_CHOOSER_H
#define TVF_GEN_CHOOSER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "support/strbuf.h"

typedef enum GenBackend { GEN_BACKEND_PRNG, GEN_BACKEND_BYTES } GenBackend;

typedef struct GenChooser {
  GenBackend backend;
  uint64_t seed;        /* PRNG: the seed given */
  uint64_t s[4];        /* PRNG: xoshiro256** state */
  const uint8_t *bytes; /* BYTES: borrowed input, not owned */
  size_t len;           /* BYTES: input length */
  size_t pos;           /* BYTES: next unread byte */
  uint64_t input_hash;  /* BYTES: FNV-1a 64 of the input (for headers) */
  uint64_t decisions;   /* number of decisions taken so far */
  bool exhausted;       /* BYTES: some decision found no bytes left */
  StrBuf *record;       /* optional: equivalent byte encoding of every decision */
  StrBuf *trace;        /* optional: one "where value/n" line per decision */
} GenChooser;

/* PRNG backend from a seed. Cannot fail. */
void gen_chooser_init_seed(GenChooser *c, uint64_t seed);
/* BYTES backend over data[0..len) (borrowed: must outlive the chooser's use). data may be NULL
 * when len == 0. Cannot fail. */
void gen_chooser_init_bytes(GenChooser *c, const uint8_t *data, size_t len);

/* Uniform choice in [0, n). n <= 1 returns 0 and consumes nothing. */
uint32_t gen_upto(GenChooser *c, uint32_t n, const char *where);
/* Uniform choice in [lo, hi] (inclusive). hi <= lo returns lo and consumes nothing. The span must
 * fit in 32 bits (larger spans are clamped to lo + 2^32 - 1). */
int64_t gen_range(GenChooser *c, int64_t lo, int64_t hi, const char *where);
/* true with probability percent/100. percent 0 and >= 100 consume nothing. Default (no bytes
 * left) is false. */
bool gen_flip(GenChooser *c, unsigned percent, const char *where);
/* Index i with probability weights[i]/sum. Zero weights are never chosen (they act as Csmith
 * filters). Returns n when every weight is zero (nothing consumed). */
uint32_t gen_pick_weighted(GenChooser *c, const uint32_t *weights, uint32_t n, const char *where);
/* nbits (1..64) uniformly random bits, for raw bit patterns. Default 0. */
uint64_t gen_bits(GenChooser *c, unsigned nbits, const char *where);

/* Bytes consumed so far (BYTES) or bytes recorded (PRNG with record). */
size_t gen_chooser_consumed(const GenChooser *c);

#endif
