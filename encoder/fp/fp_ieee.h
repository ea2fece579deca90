/*
 * fp_ieee.h: host-side IEEE-754 helpers for the FP domains (private to
 * encoder/fp/).
 *
 * The abstract domain needs exact facts about constants: their order, how
 * many values of a format lie between two of them, what they convert to in
 * another format, whether they are integers. These helpers compute those on
 * raw bit patterns with integer arithmetic (round to nearest even, no
 * dependence on the host rounding mode or on _Float16 support), and also
 * classify and print values for counterexamples.
 *
 * Bit patterns are right-aligned in a uint64_t. Formats are f16, bf16, f32,
 * f64 (IrElem); every value of these formats is exactly a double.
 */
#ifndef TVF_ENCODER_FP_IEEE_H
#define TVF_ENCODER_FP_IEEE_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/fp/fpdom.h"

typedef struct FpFmt {
  int ebits, sbits, bits; /* exponent width, significand width incl. hidden bit, total */
  int bias;               /* exponent bias */
  uint64_t sign_mask;     /* the sign bit */
  uint64_t mag_mask;      /* everything but the sign */
  uint64_t exp_mask;      /* exponent field (in place) == magnitude of +Inf */
  uint64_t frac_mask;     /* fraction field */
} FpFmt;

/* Format of a float element type; false (and *f zeroed) for non-floats. */
bool fpi_fmt(IrElem e, FpFmt *f);

static inline uint64_t fpi_mag(const FpFmt *f, uint64_t b) { return b & f->mag_mask; }
static inline bool fpi_sign(const FpFmt *f, uint64_t b) { return (b & f->sign_mask) != 0; }
static inline bool fpi_is_nan(const FpFmt *f, uint64_t b) { return fpi_mag(f, b) > f->exp_mask; }
static inline bool fpi_is_inf(const FpFmt *f, uint64_t b) { return fpi_mag(f, b) == f->exp_mask; }
static inline bool fpi_is_zero(const FpFmt *f, uint64_t b) { return fpi_mag(f, b) == 0; }
static inline bool fpi_is_finite(const FpFmt *f, uint64_t b) { return fpi_mag(f, b) < f->exp_mask; }
static inline uint64_t fpi_fmax_mag(const FpFmt *f) { return f->exp_mask - 1; }
static inline uint64_t fpi_qnan(const FpFmt *f) { return f->exp_mask | (UINT64_C(1) << (f->sbits - 2)); }
static inline uint64_t fpi_one(const FpFmt *f) { return (uint64_t)f->bias << (f->sbits - 1); }
/* Smallest normal magnitude. */
static inline uint64_t fpi_min_normal(const FpFmt *f) { return UINT64_C(1) << (f->sbits - 1); }

/* Class of a bit pattern. Cannot fail. */
FpClass fpi_class(const FpFmt *f, uint64_t b);

/* Exact value as a double (NaN keeps its sign). Cannot fail. */
double fpi_to_double(const FpFmt *f, uint64_t b);

/* Round the exact value (-1)^neg * mant * 2^exp2 to the format with
 * round-to-nearest-even; overflow gives Inf, mant == 0 a signed zero.
 * Cannot fail. */
uint64_t fpi_round(const FpFmt *f, bool neg, uint64_t mant, int exp2);

/* Exact conversion of a format's value to another format (RNE); NaN maps to
 * the quiet NaN of the target with the same sign. Cannot fail. */
uint64_t fpi_convert(const FpFmt *from, const FpFmt *to, uint64_t b);

/* Integer -> format (RNE). Cannot fail. */
uint64_t fpi_from_int(const FpFmt *f, bool neg, uint64_t magnitude);

/* Round a value to an integral value with rm (result in the same format).
 * NaN/Inf/zero are returned unchanged. Cannot fail. */
uint64_t fpi_round_integral(const FpFmt *f, uint64_t b, SmtRm rm);

/* Value rounded with rm to an integer of `width` bits (1..64). Returns false
 * for NaN, Inf and out-of-range values; else *out gets the two's complement
 * bits truncated to width. */
bool fpi_to_int(const FpFmt *f, uint64_t b, SmtRm rm, unsigned width, bool is_signed, uint64_t *out);

/* Whether a finite value is an integer / an odd integer. */
bool fpi_is_integer(const FpFmt *f, uint64_t b);
bool fpi_is_odd_integer(const FpFmt *f, uint64_t b);

/* Decimal text that reads back to the same value ("-1.5", "nan", "inf",
 * "-0"): %.17g for f64, %.9g for f32, %.5g for f16, %.4g for bf16. */
void fpi_format_decimal(const FpFmt *f, uint64_t b, char *buf, int n);

/* Evaluate a basic IEEE operation on constants exactly in format f (RNE):
 * the abstract domain folds operations whose operands are all constants.
 * Returns false for ops it does not fold (transcendentals, pow, f16/bf16
 * fma). */
bool fpi_eval_bin(const FpFmt *f, FpBin op, uint64_t a, uint64_t b, uint64_t *out);
bool fpi_eval_un(const FpFmt *f, FpUn op, uint64_t a, uint64_t *out);
bool fpi_eval_fma(const FpFmt *f, uint64_t a, uint64_t b, uint64_t c, uint64_t *out);

#endif
