/*
 * prob.h: named probabilities and weights of the generator (Csmith Probabilities.h, C10).
 *
 * A GenProbs holds one value per entry of gen/prob.def plus one weight per op of gen/gen_ops.def.
 * It can be dumped as a `key = value` file and read back; reading validates every line and
 * reports the first bad one as "gen: ... in FILE:LINE".
 */
#ifndef TVF_GEN_PROB_H
#define TVF_GEN_PROB_H

#include <stddef.h>
#include <stdint.h>

#include "gen/gen_ops.h"
#include "support/diag.h"
#include "support/strbuf.h"

typedef enum GenProbId {
#define GEN_PROB(name, def, max, doc) GEN_P_##name,
#include "gen/prob.def"
#undef GEN_PROB
  GEN_P_COUNT
} GenProbId;

typedef struct GenProbs {
  uint32_t p[GEN_P_COUNT];     /* indexed by GenProbId */
  uint32_t op_w[GEN_OP_COUNT]; /* production weights, indexed by GenOpId */
} GenProbs;

/* The defaults of prob.def and gen_ops.def. Cannot fail. */
void gen_probs_default(GenProbs *p);
/* Key name of a probability ("flush"). */
const char *gen_prob_name(GenProbId id);
/* Set one value by key ("flush", "op.tosa.add"). Returns TVF_EINPUT with a message (without
 * location) on an unknown key or a value out of range; p is unchanged then. */
TvfStatus gen_probs_set(GenProbs *p, const char *key, long long value, Diag *d);
/* Apply `key = value` lines from text[0..len) on top of p. Blank lines and lines starting with
 * '#' are ignored. On the first bad line returns TVF_EINPUT with "gen: ... in NAME:LINE"; lines
 * before it have been applied. */
TvfStatus gen_probs_parse(GenProbs *p, const char *text, size_t len, const char *name, Diag *d);
/* Read and apply a file. TVF_EIO if it cannot be read. */
TvfStatus gen_probs_load_file(GenProbs *p, const char *path, Diag *d);
/* Append every value, documented, in a form gen_probs_parse reads back. */
void gen_probs_dump(const GenProbs *p, StrBuf *out);
/* Stable hash of all values (recorded in program headers when not the defaults). */
uint64_t gen_probs_hash(const GenProbs *p);

#endif
