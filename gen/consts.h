/*
 * consts.h: interesting constant values and their MLIR literal spelling.
 *
 * Values are drawn from a weighted pool of classes (prob.def cv_*): +-0, +-1, +-Inf, NaNs,
 * extremes, smallest normals, subnormals, rounding-boundary values, ordinary values and random bit
 * patterns (Alive2 quick-fuzz / Csmith style). A value is a 64-bit pattern: the bits of the float
 * in its own format, or the two's-complement integer (sign-extended). Floats are spelled as
 * decimal only when that is short and exact, otherwise as a hex bit pattern (0x7FC00000), which
 * MLIR 22 accepts for f32, f16 and bf16 in dense literals and typed attributes.
 */
#ifndef TVF_GEN_CONSTS_H
#define TVF_GEN_CONSTS_H

#include <stdbool.h>
#include <stdint.h>

#include "gen/chooser.h"
#include "gen/prob.h"
#include "gen/types.h"
#include "support/strbuf.h"

typedef enum GenConstClass {
  GC_ZERO,
  GC_ONE,
  GC_INF,
  GC_NAN,
  GC_MAX,
  GC_MIN_NORMAL,
  GC_SUBNORMAL,
  GC_ROUND,
  GC_ORDINARY,
  GC_RANDOM,
  GC_COUNT
} GenConstClass;

const char *gen_const_class_name(GenConstClass k);

/* Draw one value of type e. *cls (may be NULL) receives the class drawn. Cannot fail. */
uint64_t gen_const_value(GenChooser *c, const GenProbs *p, GenElem e, GenConstClass *cls);
/* Draw an integer value in [lo, hi] (lo <= hi, both within e's range), preferring the bounds, 0
 * and 1 when inside. If nonzero, 0 is never returned (requires the range to hold a nonzero). */
int64_t gen_const_int_in(GenChooser *c, GenElem e, int64_t lo, int64_t hi, bool nonzero);
/* Draw one of the special values of type e that rewrites test for: the identity and absorbing
 * elements of the arith/tosa binary ops and the IEEE specials. Floats: +0, -0, +Inf, -Inf, quiet
 * NaN, +max, -max, 1, -1. Integers: 0, 1, -1 (all ones), signed min, signed max. i1: false/true.
 * *name (may be NULL) receives a short type-independent name of the value ("-0", "all_ones"). */
uint64_t gen_const_special(GenChooser *c, GenElem e, const char **name, const char *where);
/* Draw a finite float of a class that is never NaN (for clamp bounds). */
uint64_t gen_const_float_nonnan(GenChooser *c, const GenProbs *p, GenElem e);

/* Append the literal of value v of type e as used inside dense<...> and typed attributes
 * (without the ": type" suffix): "true", "-3", "1.5", "0x7FC00000". */
void gen_literal(StrBuf *b, GenElem e, uint64_t v);
/* Sign-extended integer value of pattern v of integer type e (i1: 0/1). */
int64_t gen_int_of(GenElem e, uint64_t v);
/* Pattern of an integer value (truncated to the type's width). */
uint64_t gen_bits_of_int(GenElem e, int64_t x);

/* Compare two floats of type e numerically (NaNs excluded by caller): <0, 0, >0. */
int gen_fp_cmp(GenElem e, uint64_t a, uint64_t b);

#endif
