/*
 * types.c: element types, tensor types and bit-exact FP formats (see types.h).
 */
#include "gen/types.h"

#include <math.h>
#include <string.h>

static const char *const elem_names[GE_COUNT] = {"i1", "i8", "i16", "i32", "f16", "bf16", "f32"};
static const int elem_bits[GE_COUNT] = {1, 8, 16, 32, 16, 16, 32};

const char *gen_elem_name(GenElem e) { return (unsigned)e < GE_COUNT ? elem_names[e] : "?"; }

GenElem gen_elem_parse(const char *s) {
  for (int i = 0; i < GE_COUNT; i++)
    if (strcmp(s, elem_names[i]) == 0) return (GenElem)i;
  return GE_COUNT;
}

int gen_elem_bits(GenElem e) { return (unsigned)e < GE_COUNT ? elem_bits[e] : 0; }

int64_t gen_elem_min(GenElem e) {
  switch (e) {
  case GE_I1: return 0;
  case GE_I8: return INT8_MIN;
  case GE_I16: return INT16_MIN;
  case GE_I32: return INT32_MIN;
  default: return 0;
  }
}

int64_t gen_elem_max(GenElem e) {
  switch (e) {
  case GE_I1: return 1;
  case GE_I8: return INT8_MAX;
  case GE_I16: return INT16_MAX;
  case GE_I32: return INT32_MAX;
  default: return 0;
  }
}

int64_t gen_type_elems(const GenType *t) {
  int64_t n = 1;
  for (int i = 0; i < t->rank; i++)
    n *= t->dims[i];
  return n;
}

bool gen_shape_eq(const GenType *a, const GenType *b) {
  if (a->rank != b->rank) return false;
  for (int i = 0; i < a->rank; i++)
    if (a->dims[i] != b->dims[i]) return false;
  return true;
}

bool gen_type_eq(const GenType *a, const GenType *b) { return a->et == b->et && gen_shape_eq(a, b); }

GenType gen_type_make(GenElem e, int rank, const int32_t *dims) {
  GenType t;
  memset(&t, 0, sizeof t);
  t.et = (uint8_t)e;
  t.rank = (int8_t)rank;
  for (int i = 0; i < rank; i++)
    t.dims[i] = dims[i];
  return t;
}

GenType gen_type_scalar(GenElem e) {
  GenType t;
  memset(&t, 0, sizeof t);
  t.et = (uint8_t)e;
  t.rank = -1;
  return t;
}

void gen_shape_print(StrBuf *b, const GenType *t, const char *sep) {
  for (int i = 0; i < t->rank; i++)
    sb_printf(b, "%s%d", i ? sep : "", (int)t->dims[i]);
}

void gen_type_print(StrBuf *b, const GenType *t) {
  if (t->rank < 0) {
    sb_puts(b, gen_elem_name((GenElem)t->et));
    return;
  }
  sb_puts(b, "tensor<");
  for (int i = 0; i < t->rank; i++)
    sb_printf(b, "%dx", (int)t->dims[i]);
  sb_puts(b, gen_elem_name((GenElem)t->et));
  sb_putc(b, '>');
}

GenFpFmt gen_fp_fmt(GenElem e) {
  GenFpFmt f = {8, 23};
  if (e == GE_F16) f.ebits = 5, f.mbits = 10;
  if (e == GE_BF16) f.ebits = 8, f.mbits = 7;
  return f;
}

uint64_t gen_fp_sign(GenElem e) {
  GenFpFmt f = gen_fp_fmt(e);
  return 1ull << (f.ebits + f.mbits);
}

static uint64_t exp_all(GenFpFmt f) { return ((1ull << f.ebits) - 1) << f.mbits; }

uint64_t gen_fp_inf(GenElem e, bool neg) { return exp_all(gen_fp_fmt(e)) | (neg ? gen_fp_sign(e) : 0); }

uint64_t gen_fp_qnan(GenElem e) {
  GenFpFmt f = gen_fp_fmt(e);
  return exp_all(f) | (1ull << (f.mbits - 1));
}

uint64_t gen_fp_max(GenElem e, bool neg) {
  GenFpFmt f = gen_fp_fmt(e);
  return ((((1ull << f.ebits) - 2) << f.mbits) | ((1ull << f.mbits) - 1)) | (neg ? gen_fp_sign(e) : 0);
}

uint64_t gen_fp_min_normal(GenElem e, bool neg) {
  GenFpFmt f = gen_fp_fmt(e);
  return (1ull << f.mbits) | (neg ? gen_fp_sign(e) : 0);
}

unsigned gen_fp_classify(GenElem e, uint64_t bits) {
  GenFpFmt f = gen_fp_fmt(e);
  uint64_t mant = bits & ((1ull << f.mbits) - 1);
  uint64_t ex = (bits >> f.mbits) & ((1ull << f.ebits) - 1);
  bool neg = (bits & gen_fp_sign(e)) != 0;
  if (ex == (1ull << f.ebits) - 1) return mant ? GF_NAN : GF_INF;
  if (ex == 0 && mant == 0) return neg ? GF_NEGZERO : 0;
  if (ex == 0) return GF_SUBNORMAL;
  return 0;
}

double gen_fp_decode(GenElem e, uint64_t bits) {
  GenFpFmt f = gen_fp_fmt(e);
  int bias = (1 << (f.ebits - 1)) - 1;
  uint64_t mant = bits & ((1ull << f.mbits) - 1);
  int ex = (int)((bits >> f.mbits) & ((1ull << f.ebits) - 1));
  double s = (bits & gen_fp_sign(e)) ? -1.0 : 1.0;
  if (ex == (1 << f.ebits) - 1) return mant ? NAN : s * INFINITY;
  if (ex == 0) return s * ldexp((double)mant, 1 - bias - f.mbits);
  return s * ldexp((double)(mant | (1ull << f.mbits)), ex - bias - f.mbits);
}

uint64_t gen_fp_encode(GenElem e, double d) {
  GenFpFmt f = gen_fp_fmt(e);
  int bias = (1 << (f.ebits - 1)) - 1;
  if (isnan(d)) return gen_fp_qnan(e);
  uint64_t sign = signbit(d) ? gen_fp_sign(e) : 0;
  d = fabs(d);
  if (isinf(d)) return sign | exp_all(f);
  if (d == 0) return sign;
  int ex;
  (void)frexp(d, &ex); /* d = m * 2^ex, m in [0.5, 1) */
  int E = ex - 1;      /* d = (2m) * 2^E, 2m in [1,2) */
  int emin = 1 - bias;
  int shift; /* number of fraction bits kept below the leading one */
  if (E < emin)
    shift = f.mbits - (emin - E);
  else
    shift = f.mbits;
  /* scaled = d * 2^(shift - E): the significand as an integer with `shift` fraction bits kept */
  double scaled = ldexp(d, shift - E);
  double fl = floor(scaled);
  double rem = scaled - fl;
  uint64_t q = (uint64_t)fl;
  if (rem > 0.5 || (rem == 0.5 && (q & 1))) q++;
  if (E < emin) {
    /* subnormal: q counts units of 2^(emin - mbits); may round up into the smallest normal */
    return sign | q;
  }
  if (q >> (f.mbits + 1)) { /* rounding carried into the next binade */
    q >>= 1;
    E++;
  }
  if (E + bias >= (1 << f.ebits) - 1) return sign | exp_all(f);
  return sign | ((uint64_t)(E + bias) << f.mbits) | (q & ((1ull << f.mbits) - 1));
}
