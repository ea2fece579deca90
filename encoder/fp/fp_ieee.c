/*
 * fp_ieee.c: host-side IEEE-754 helpers for the FP domains (see fp_ieee.h).
 *
 * Conversions between formats and from integers are done on the bits with
 * integer round-to-nearest-even (fpi_round), so they do not depend on the host
 * rounding mode or on _Float16. Arithmetic on constants (fpi_eval_*) goes
 * through double: every f16/bf16/f32 value is a double, and for +, -, *, /
 * and sqrt computing in double (53 bits >= 2p + 2) and rounding once more to
 * the narrow format gives the correctly rounded result (innocuous double
 * rounding); f64 uses the host's double arithmetic (default environment,
 * round to nearest even). fmod and the round-to-integral functions are exact.
 * fma is folded only for f32 (fmaf) and f64 (fma), where libm is exact.
 */
#include "encoder/fp/fp_ieee.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

bool fpi_fmt(IrElem e, FpFmt *f) {
  memset(f, 0, sizeof *f);
  if (!ir_elem_is_float(e)) return false;
  f->ebits = ir_elem_ebits(e);
  f->sbits = ir_elem_sbits(e);
  f->bits = f->ebits + f->sbits;
  f->bias = (1 << (f->ebits - 1)) - 1;
  f->sign_mask = UINT64_C(1) << (f->bits - 1);
  f->mag_mask = f->sign_mask - 1;
  f->frac_mask = (UINT64_C(1) << (f->sbits - 1)) - 1;
  f->exp_mask = f->mag_mask & ~f->frac_mask;
  return true;
}

FpClass fpi_class(const FpFmt *f, uint64_t b) {
  uint64_t m = fpi_mag(f, b);
  bool s = fpi_sign(f, b);
  if (m > f->exp_mask) return FPCLASS_NAN;
  if (m == f->exp_mask) return s ? FPCLASS_NEG_INF : FPCLASS_POS_INF;
  if (m == 0) return s ? FPCLASS_NEG_ZERO : FPCLASS_POS_ZERO;
  if (m == fpi_fmax_mag(f)) return s ? FPCLASS_NEG_MAX : FPCLASS_POS_MAX;
  if (m < fpi_min_normal(f)) return s ? FPCLASS_NEG_SUBNORMAL : FPCLASS_POS_SUBNORMAL;
  return s ? FPCLASS_NEG_NORMAL : FPCLASS_POS_NORMAL;
}

/* Finite nonzero value as mant * 2^exp2. */
static void fpi_decode(const FpFmt *f, uint64_t b, uint64_t *mant, int *exp2) {
  int fb = f->sbits - 1;
  uint64_t e = (b & f->exp_mask) >> fb;
  uint64_t frac = b & f->frac_mask;
  if (e == 0) {
    *mant = frac;
    *exp2 = 1 - f->bias - fb;
  } else {
    *mant = frac | (UINT64_C(1) << fb);
    *exp2 = (int)e - f->bias - fb;
  }
}

double fpi_to_double(const FpFmt *f, uint64_t b) {
  bool s = fpi_sign(f, b);
  if (fpi_is_nan(f, b)) return s ? -NAN : NAN;
  if (fpi_is_inf(f, b)) return s ? -INFINITY : INFINITY;
  if (fpi_is_zero(f, b)) return s ? -0.0 : 0.0;
  uint64_t mant;
  int exp2;
  fpi_decode(f, b, &mant, &exp2);
  double v = ldexp((double)mant, exp2);
  return s ? -v : v;
}

uint64_t fpi_round(const FpFmt *f, bool neg, uint64_t mant, int exp2) {
  uint64_t sign = neg ? f->sign_mask : 0;
  if (mant == 0) return sign;
  int fb = f->sbits - 1;
  int msb = 63 - __builtin_clzll(mant);
  int big_e = msb + exp2; /* value in [2^big_e, 2^(big_e+1)) */
  int emin = 1 - f->bias;
  int q = (big_e < emin ? emin : big_e) - fb; /* exponent of the last kept bit */
  int shift = q - exp2;
  uint64_t sig;
  if (shift <= 0) {
    sig = mant << -shift; /* exact: msb - shift <= fb */
  } else if (shift > 64) {
    sig = 0; /* below half of the quantum */
  } else if (shift == 64) {
    sig = mant > (UINT64_C(1) << 63) ? 1 : 0; /* a tie rounds to the even 0 */
  } else {
    uint64_t kept = mant >> shift, rem = mant & ((UINT64_C(1) << shift) - 1);
    uint64_t half = UINT64_C(1) << (shift - 1);
    sig = kept + ((rem > half || (rem == half && (kept & 1))) ? 1 : 0);
  }
  if (sig >> (fb + 1)) { /* rounding carried into the next binade */
    sig >>= 1;
    q++;
  }
  if (sig < (UINT64_C(1) << fb)) return sign | sig; /* subnormal or zero */
  int64_t be = (int64_t)q + fb + f->bias;
  if (be >= ((int64_t)1 << f->ebits) - 1) return sign | f->exp_mask; /* overflow */
  return sign | ((uint64_t)be << fb) | (sig & f->frac_mask);
}

uint64_t fpi_convert(const FpFmt *from, const FpFmt *to, uint64_t b) {
  bool s = fpi_sign(from, b);
  uint64_t sign = s ? to->sign_mask : 0;
  if (fpi_is_nan(from, b)) return sign | fpi_qnan(to);
  if (fpi_is_inf(from, b)) return sign | to->exp_mask;
  if (fpi_is_zero(from, b)) return sign;
  uint64_t mant;
  int exp2;
  fpi_decode(from, b, &mant, &exp2);
  return fpi_round(to, s, mant, exp2);
}

uint64_t fpi_from_int(const FpFmt *f, bool neg, uint64_t magnitude) {
  if (magnitude == 0) return 0; /* integer zero converts to +0 */
  return fpi_round(f, neg, magnitude, 0);
}

static uint64_t fpi_double_bits(double d) {
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return u;
}

/* Bits of double d in format f (exact when d is a value of f). */
static uint64_t fpi_from_double(const FpFmt *f, double d) {
  FpFmt f64;
  fpi_fmt(IR_F64, &f64);
  return fpi_convert(&f64, f, fpi_double_bits(d));
}

/* Round-half-even to an integral double, keeping the sign of zero. */
static double fpi_roundeven(double d) {
  double r = round(d);
  if (fabs(d - trunc(d)) == 0.5) r = 2.0 * round(d / 2.0);
  return copysign(r, d);
}

static double fpi_round_double(double d, SmtRm rm) {
  switch (rm) {
  case SMT_RNA: return round(d);
  case SMT_RTP: return ceil(d);
  case SMT_RTN: return floor(d);
  case SMT_RTZ: return trunc(d);
  case SMT_RNE:
  default: return fpi_roundeven(d);
  }
}

uint64_t fpi_round_integral(const FpFmt *f, uint64_t b, SmtRm rm) {
  if (!fpi_is_finite(f, b) || fpi_is_zero(f, b)) return b;
  return fpi_from_double(f, fpi_round_double(fpi_to_double(f, b), rm));
}

bool fpi_to_int(const FpFmt *f, uint64_t b, SmtRm rm, unsigned width, bool is_signed, uint64_t *out) {
  if (!fpi_is_finite(f, b) || width == 0 || width > 64) return false;
  double r = fpi_round_double(fpi_to_double(f, b), rm);
  uint64_t v;
  if (is_signed) {
    double lim = ldexp(1.0, (int)width - 1);
    if (!(r >= -lim && r < lim)) return false;
    v = (uint64_t)(int64_t)r;
  } else {
    if (!(r >= 0.0 && r < ldexp(1.0, (int)width))) return false;
    v = (uint64_t)r;
  }
  if (width < 64) v &= (UINT64_C(1) << width) - 1;
  if (out) *out = v;
  return true;
}

bool fpi_is_integer(const FpFmt *f, uint64_t b) {
  if (!fpi_is_finite(f, b)) return false;
  double d = fpi_to_double(f, b);
  return d == floor(d);
}

bool fpi_is_odd_integer(const FpFmt *f, uint64_t b) {
  if (!fpi_is_integer(f, b)) return false;
  return fmod(fpi_to_double(f, b), 2.0) != 0.0;
}

void fpi_format_decimal(const FpFmt *f, uint64_t b, char *buf, int n) {
  if (fpi_is_nan(f, b)) {
    snprintf(buf, (size_t)n, "NaN");
    return;
  }
  if (fpi_is_inf(f, b)) {
    snprintf(buf, (size_t)n, fpi_sign(f, b) ? "-Inf" : "+Inf");
    return;
  }
  int digits = f->sbits >= 53 ? 17 : f->sbits >= 24 ? 9 : f->sbits >= 11 ? 5 : 4;
  snprintf(buf, (size_t)n, "%.*g", digits, fpi_to_double(f, b));
}

/* Double result back to format f; NaN becomes the canonical quiet NaN. */
static uint64_t fpi_result(const FpFmt *f, double r) {
  if (isnan(r)) return fpi_qnan(f);
  return fpi_from_double(f, r);
}

/* IEEE-754 2019 minimum / maximum (NaN propagates, -0 < +0). */
static uint64_t fpi_minmax(const FpFmt *f, uint64_t a, uint64_t b, bool is_max, bool is_num) {
  bool na = fpi_is_nan(f, a), nb = fpi_is_nan(f, b);
  if (na || nb) {
    if (is_num && !na) return a;
    if (is_num && !nb) return b;
    return fpi_qnan(f);
  }
  double x = fpi_to_double(f, a), y = fpi_to_double(f, b);
  if (x == y) { /* equal values: only signed zeros differ */
    bool a_neg = fpi_sign(f, a);
    return (a_neg != is_max) ? a : b;
  }
  return ((x < y) != is_max) ? a : b;
}

bool fpi_eval_bin(const FpFmt *f, FpBin op, uint64_t a, uint64_t b, uint64_t *out) {
  double x = fpi_to_double(f, a), y = fpi_to_double(f, b);
  switch (op) {
  case FPB_ADD: *out = fpi_result(f, x + y); return true;
  case FPB_SUB: *out = fpi_result(f, x - y); return true;
  case FPB_MUL: *out = fpi_result(f, x * y); return true;
  case FPB_DIV: *out = fpi_result(f, x / y); return true;
  case FPB_REM: *out = fpi_result(f, fmod(x, y)); return true;
  case FPB_MINIMUM: *out = fpi_minmax(f, a, b, false, false); return true;
  case FPB_MAXIMUM: *out = fpi_minmax(f, a, b, true, false); return true;
  case FPB_MINNUM: *out = fpi_minmax(f, a, b, false, true); return true;
  case FPB_MAXNUM: *out = fpi_minmax(f, a, b, true, true); return true;
  case FPB_COPYSIGN: *out = (a & f->mag_mask) | (b & f->sign_mask); return true;
  case FPB_POW: return false;
  }
  return false;
}

bool fpi_eval_un(const FpFmt *f, FpUn op, uint64_t a, uint64_t *out) {
  switch (op) {
  case FPU_NEG: *out = a ^ f->sign_mask; return true;
  case FPU_ABS: *out = a & f->mag_mask; return true;
  case FPU_SQRT: *out = fpi_result(f, sqrt(fpi_to_double(f, a))); return true;
  case FPU_FLOOR: *out = fpi_round_integral(f, a, SMT_RTN); break;
  case FPU_CEIL: *out = fpi_round_integral(f, a, SMT_RTP); break;
  case FPU_ROUND: *out = fpi_round_integral(f, a, SMT_RNA); break;
  case FPU_ROUNDEVEN: *out = fpi_round_integral(f, a, SMT_RNE); break;
  case FPU_TRUNC: *out = fpi_round_integral(f, a, SMT_RTZ); break;
  default: return false;
  }
  if (fpi_is_nan(f, *out)) *out = fpi_qnan(f);
  return true;
}

bool fpi_eval_fma(const FpFmt *f, uint64_t a, uint64_t b, uint64_t c, uint64_t *out) {
  if (f->sbits == 24 && f->ebits == 8) {
    float x = (float)fpi_to_double(f, a), y = (float)fpi_to_double(f, b), z = (float)fpi_to_double(f, c);
    *out = fpi_result(f, (double)fmaf(x, y, z));
    return true;
  }
  if (f->sbits == 53) {
    *out = fpi_result(f, fma(fpi_to_double(f, a), fpi_to_double(f, b), fpi_to_double(f, c)));
    return true;
  }
  return false;
}
