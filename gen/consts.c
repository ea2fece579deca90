/*
 * consts.c: the interesting-value pool and literal spelling (see consts.h).
 */
#include "gen/consts.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const class_names[GC_COUNT] = {"zero",       "one",       "inf",   "nan",      "max",
                                                  "min_normal", "subnormal", "round", "ordinary", "random"};

const char *gen_const_class_name(GenConstClass k) { return (unsigned)k < GC_COUNT ? class_names[k] : "?"; }

int64_t gen_int_of(GenElem e, uint64_t v) {
  int bits = gen_elem_bits(e);
  if (e == GE_I1) return (int64_t)(v & 1);
  if (bits >= 64) return (int64_t)v;
  uint64_t m = 1ull << (bits - 1);
  v &= (1ull << bits) - 1;
  return (int64_t)((v ^ m) - m);
}

uint64_t gen_bits_of_int(GenElem e, int64_t x) {
  int bits = gen_elem_bits(e);
  if (bits >= 64) return (uint64_t)x;
  return (uint64_t)x & ((1ull << bits) - 1);
}

int gen_fp_cmp(GenElem e, uint64_t a, uint64_t b) {
  double x = gen_fp_decode(e, a), y = gen_fp_decode(e, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

static uint64_t with_sign(GenElem e, uint64_t v, bool neg) { return neg ? (v | gen_fp_sign(e)) : v; }

/* A value on or next to a rounding boundary (see prob.def cv_round). */
static uint64_t fp_round_value(GenChooser *c, GenElem e) {
  GenFpFmt f = gen_fp_fmt(e);
  bool neg = gen_flip(c, 50, "round.sign");
  switch (gen_upto(c, e == GE_F32 ? 6 : 5, "round.kind")) {
  case 0: { /* ties for round-to-nearest-int: k + 0.5 */
    double d = (double)gen_range(c, 0, 8, "round.tie") + 0.5;
    return gen_fp_encode(e, neg ? -d : d);
  }
  case 1: { /* edges of the integer types reached by casts */
    static const double edges[] = {127.5,   128.0,   128.5,   255.5,        256.0,        32767.5,
                                   32768.0, 65535.5, 65536.0, 2147483520.0, 2147483648.0, 4294967296.0};
    double d = edges[gen_upto(c, TVF_ARRAY_LEN(edges), "round.edge")];
    return gen_fp_encode(e, neg ? -d : d);
  }
  case 2: { /* 1 +- ulp, and the largest exactly representable integer +- 1ulp */
    uint64_t one = gen_fp_encode(e, 1.0);
    uint64_t pint = gen_fp_encode(e, ldexp(1.0, f.mbits + 1));
    uint64_t base = gen_flip(c, 50, "round.pint") ? pint : one;
    int64_t delta = gen_range(c, -1, 1, "round.ulp");
    return with_sign(e, (uint64_t)((int64_t)base + delta), neg);
  }
  case 3: { /* just below / at / above the largest finite value */
    uint64_t m = gen_fp_max(e, false);
    return with_sign(e, m - gen_upto(c, 2, "round.max"), neg);
  }
  case 4: { /* f32: half the smallest f16/bf16 subnormal (a tie between 0 and it); else tiny */
    if (e == GE_F32) {
      double d = ldexp(1.0, gen_flip(c, 50, "round.halfsub") ? -25 : -134);
      return gen_fp_encode(e, neg ? -d : d);
    }
    return with_sign(e, gen_range(c, 1, 3, "round.sub"), neg);
  }
  default: { /* f32 only: midpoint of two adjacent f16/bf16 values, or one f32 ulp around it */
    GenElem narrow = gen_flip(c, 50, "round.narrow") ? GE_F16 : GE_BF16;
    uint64_t lo_bits = gen_bits(c, 15, "round.narrow_bits"); /* positive narrow pattern */
    if (gen_fp_classify(narrow, lo_bits) & (GF_NAN | GF_INF)) lo_bits = gen_fp_max(narrow, false) - 1;
    double lo = gen_fp_decode(narrow, lo_bits), hi = gen_fp_decode(narrow, lo_bits + 1);
    if (isinf(hi)) hi = lo + (lo - gen_fp_decode(narrow, lo_bits - 1)); /* overflow threshold */
    uint64_t mid = gen_fp_encode(GE_F32, (lo + hi) / 2);
    int64_t delta = gen_range(c, -1, 1, "round.mid_ulp");
    return with_sign(e, (uint64_t)((int64_t)mid + delta), neg);
  }
  }
}

static uint64_t fp_value(GenChooser *c, const GenProbs *p, GenElem e, GenConstClass k) {
  GenFpFmt f = gen_fp_fmt(e);
  bool neg;
  switch (k) {
  case GC_ZERO: return with_sign(e, 0, gen_flip(c, 50, "zero.sign"));
  case GC_ONE: {
    static const double ones[] = {1.0, 1.0, 1.0, 2.0, 0.5};
    double d = ones[gen_upto(c, TVF_ARRAY_LEN(ones), "one.which")];
    return gen_fp_encode(e, gen_flip(c, 40, "one.sign") ? -d : d);
  }
  case GC_INF: return gen_fp_inf(e, gen_flip(c, 50, "inf.sign"));
  case GC_NAN: {
    uint64_t q = gen_fp_qnan(e);
    if (!gen_flip(c, p->p[GEN_P_nan_payload], "nan.payload")) return q;
    switch (gen_upto(c, 3, "nan.kind")) {
    case 0: return q | gen_fp_sign(e);                                       /* negative quiet NaN */
    case 1: return q | (gen_bits(c, (unsigned)f.mbits - 1, "nan.bits") | 1); /* payload */
    default: { /* signalling NaN: quiet bit clear, payload nonzero */
      uint64_t inf = gen_fp_inf(e, false);
      return inf | (gen_bits(c, (unsigned)f.mbits - 1, "snan.bits") | 1);
    }
    }
  }
  case GC_MAX: return gen_fp_max(e, gen_flip(c, 50, "max.sign"));
  case GC_MIN_NORMAL: return gen_fp_min_normal(e, gen_flip(c, 50, "minn.sign"));
  case GC_SUBNORMAL: {
    neg = gen_flip(c, 50, "sub.sign");
    uint64_t mant_all = (1ull << f.mbits) - 1;
    switch (gen_upto(c, 3, "sub.kind")) {
    case 0: return with_sign(e, 1, neg);
    case 1: return with_sign(e, mant_all, neg);
    default: return with_sign(e, 1 + gen_bits(c, (unsigned)f.mbits, "sub.bits") % mant_all, neg);
    }
  }
  case GC_ROUND: return fp_round_value(c, e);
  case GC_ORDINARY: {
    neg = gen_flip(c, 40, "ord.sign");
    double d;
    if (gen_flip(c, 50, "ord.quarter"))
      d = (double)gen_range(c, 0, 40, "ord.q") / 4.0;
    else
      d = ldexp((double)gen_range(c, 1, 15, "ord.m"), (int)gen_range(c, -6, 6, "ord.e"));
    return gen_fp_encode(e, neg ? -d : d);
  }
  case GC_RANDOM:
  default: return gen_bits(c, (unsigned)gen_elem_bits(e), "random.bits");
  }
}

static int64_t int_value(GenChooser *c, GenElem e, GenConstClass k) {
  int64_t mn = gen_elem_min(e), mx = gen_elem_max(e);
  int bits = gen_elem_bits(e);
  switch (k) {
  case GC_ZERO: return 0;
  case GC_ONE: return gen_flip(c, 30, "int.one.sign") ? -1 : 1;
  case GC_MAX: return gen_flip(c, 50, "int.max") ? mx : mn;
  case GC_MIN_NORMAL: return gen_flip(c, 50, "int.near") ? mx - 1 : mn + 1;
  case GC_SUBNORMAL: { /* powers of two and their neighbours */
    int sh = (int)gen_range(c, 1, bits - 2, "int.pow2");
    int64_t v = (int64_t)1 << sh;
    v += gen_range(c, -1, 0, "int.pow2.adj");
    return gen_flip(c, 30, "int.pow2.sign") ? -v : v;
  }
  case GC_ROUND: { /* edges of narrower integer types */
    static const int64_t edges[] = {127, 128, -128, -129, 255, 256, 32767, 32768, -32768, -32769, 65535};
    for (int tries = 0; tries < 4; tries++) {
      int64_t v = edges[gen_upto(c, TVF_ARRAY_LEN(edges), "int.edge")];
      if (v >= mn && v <= mx) return v;
    }
    return mx;
  }
  case GC_ORDINARY: return gen_range(c, -12, 12, "int.small");
  case GC_RANDOM:
  case GC_INF:
  case GC_NAN:
  default: return gen_int_of(e, gen_bits(c, (unsigned)bits, "int.bits"));
  }
}

uint64_t gen_const_value(GenChooser *c, const GenProbs *p, GenElem e, GenConstClass *cls) {
  uint32_t w[GC_COUNT];
  for (int i = 0; i < GC_COUNT; i++)
    w[i] = p->p[GEN_P_cv_zero + i];
  if (!gen_elem_is_float(e)) w[GC_INF] = w[GC_NAN] = 0;
  if (e == GE_I1) w[GC_MAX] = w[GC_MIN_NORMAL] = w[GC_SUBNORMAL] = w[GC_ROUND] = 0;
  uint32_t k = gen_pick_weighted(c, w, GC_COUNT, "const.class");
  if (k == GC_COUNT) k = GC_ZERO; /* every class disabled: fall back to zero */
  if (cls) *cls = (GenConstClass)k;
  if (gen_elem_is_float(e)) return fp_value(c, p, e, (GenConstClass)k);
  if (e == GE_I1) {
    if (k == GC_ZERO) return 0;
    if (k == GC_ONE) return 1;
    return gen_bits(c, 1, "i1.bit");
  }
  return gen_bits_of_int(e, int_value(c, e, (GenConstClass)k));
}

_Static_assert(GEN_P_cv_random - GEN_P_cv_zero == GC_RANDOM - GC_ZERO, "cv_* must follow GenConstClass");

uint64_t gen_const_special(GenChooser *c, GenElem e, const char **name, const char *where) {
  static const char *const fnames[] = {"+0", "-0", "+inf", "-inf", "nan", "+max", "-max", "one", "minus_one"};
  static const char *const inames[] = {"zero", "one", "all_ones", "smin", "smax"};
  const char *dummy;
  if (!name) name = &dummy;
  if (e == GE_I1) {
    uint64_t v = gen_bits(c, 1, where);
    *name = v ? "true" : "false";
    return v;
  }
  if (gen_elem_is_float(e)) {
    uint32_t k = gen_upto(c, 9, where);
    *name = fnames[k];
    switch (k) {
    case 0: return 0;
    case 1: return gen_fp_sign(e); /* -0.0 */
    case 2: return gen_fp_inf(e, false);
    case 3: return gen_fp_inf(e, true);
    case 4: return gen_fp_qnan(e);
    case 5: return gen_fp_max(e, false);
    case 6: return gen_fp_max(e, true);
    case 7: return gen_fp_encode(e, 1.0);
    default: return gen_fp_encode(e, -1.0);
    }
  }
  uint32_t k = gen_upto(c, 5, where);
  *name = inames[k];
  switch (k) {
  case 0: return 0;
  case 1: return 1;
  case 2: return gen_bits_of_int(e, -1);
  case 3: return gen_bits_of_int(e, gen_elem_min(e));
  default: return gen_bits_of_int(e, gen_elem_max(e));
  }
}

uint64_t gen_const_float_nonnan(GenChooser *c, const GenProbs *p, GenElem e) {
  GenConstClass k;
  uint64_t v = gen_const_value(c, p, e, &k);
  if (gen_fp_classify(e, v) & GF_NAN) v = gen_fp_inf(e, (v & gen_fp_sign(e)) != 0);
  return v;
}

int64_t gen_const_int_in(GenChooser *c, GenElem e, int64_t lo, int64_t hi, bool nonzero) {
  int64_t v;
  switch (gen_upto(c, 6, "int_in.kind")) {
  case 0: v = lo; break;
  case 1: v = hi; break;
  case 2: v = 0; break;
  case 3: v = 1; break;
  case 4: v = -1; break;
  default: v = gen_range(c, lo, hi, "int_in.value"); break;
  }
  if (v < lo || v > hi) v = gen_range(c, lo, hi, "int_in.value");
  if (nonzero && v == 0) {
    if (hi >= 1)
      v = 1;
    else if (lo <= -1)
      v = -1;
  }
  (void)e;
  return v;
}

static void put_hex(StrBuf *b, GenElem e, uint64_t v) {
  int digits = gen_elem_bits(e) / 4;
  sb_printf(b, "0x%0*llX", digits, (unsigned long long)v);
}

void gen_literal(StrBuf *b, GenElem e, uint64_t v) {
  if (e == GE_I1) {
    sb_puts(b, (v & 1) ? "true" : "false");
    return;
  }
  if (!gen_elem_is_float(e)) {
    sb_printf(b, "%lld", (long long)gen_int_of(e, v));
    return;
  }
  unsigned cls = gen_fp_classify(e, v);
  if (cls & (GF_NAN | GF_INF | GF_SUBNORMAL)) {
    put_hex(b, e, v);
    return;
  }
  if (cls & GF_NEGZERO) {
    sb_puts(b, "-0.0");
    return;
  }
  double d = gen_fp_decode(e, v);
  char buf[40];
  for (int prec = 1; prec <= 9; prec++) {
    snprintf(buf, sizeof buf, "%.*g", prec, d);
    if (strtod(buf, NULL) != d) continue;
    if (strchr(buf, 'e') || strlen(buf) > 12) break;
    sb_puts(b, buf);
    if (!strchr(buf, '.')) sb_puts(b, ".0");
    return;
  }
  put_hex(b, e, v);
}
