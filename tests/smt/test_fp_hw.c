/*
 * test_fp_hw.c: property test of the exact FP domain against the host's IEEE
 * arithmetic (default environment: round to nearest even).
 *
 * For random f32 and f16 operands (special values, random bit patterns,
 * moderate magnitudes, small integers and halves), every operation is built
 * with fpdom_* on constants, simplified by Z3 to a numeral, and compared bit
 * for bit with C (NaN matches any NaN). f16 expectations use _Float16 (or
 * float arithmetic rounded to f16, which is exact for + - * / sqrt since 24 >=
 * 2*11 + 2). Also checked: conversions between f16/bf16/f32/f64, to_int with
 * in-range flags, from_int, the C99 special cases of exp/log/pow/... against
 * libm wherever the exact domain's term folds to a numeral, and the abstract
 * domain's constant folding (fp_ieee.c) against the same hardware results.
 */
#define _GNU_SOURCE
#include <fenv.h>
#include <math.h>
#include <stdlib.h>

#include "encoder/fp/fpdom.h"
#include "support/testhelp.h"

static SmtCtx *cx, *ca;
static Arena ax, aa;
static FpDom *dx, *da; /* exact, abstract */
static int n_compared, n_fail, n_special;

static uint64_t rs = 0x243F6A8885A308D3ull;
static uint64_t rnd(void) {
  rs ^= rs << 13;
  rs ^= rs >> 7;
  rs ^= rs << 17;
  return rs;
}

static uint32_t f2u(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}
static float u2f(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}
static uint64_t d2u(double d) {
  uint64_t u;
  memcpy(&u, &d, 8);
  return u;
}
static double u2d(uint64_t u) {
  double d;
  memcpy(&d, &u, 8);
  return d;
}
static uint16_t h2u(_Float16 h) {
  uint16_t u;
  memcpy(&u, &h, 2);
  return u;
}
static _Float16 u2h(uint16_t u) {
  _Float16 h;
  memcpy(&h, &u, 2);
  return h;
}
static uint16_t f32_to_bf16(uint32_t u) {
  if ((u & 0x7fffffff) > 0x7f800000) return 0x7fc0;
  return (uint16_t)((u + 0x7fff + ((u >> 16) & 1)) >> 16);
}

static bool is_nan_bits(IrElem e, uint64_t b) {
  switch (e) {
  case IR_F16: return (b & 0x7fff) > 0x7c00;
  case IR_BF16: return (b & 0x7fff) > 0x7f80;
  case IR_F32: return (b & 0x7fffffff) > 0x7f800000;
  default: return (b & 0x7fffffffffffffffull) > 0x7ff0000000000000ull;
  }
}

static void fail_msg(const char *what, IrElem e, uint64_t a, uint64_t b, uint64_t got, uint64_t want) {
  if (n_fail++ < 20)
    fprintf(stderr, "MISMATCH %s %s a=0x%llx b=0x%llx: got 0x%llx want 0x%llx\n", what, ir_elem_name(e),
            (unsigned long long)a, (unsigned long long)b, (unsigned long long)got, (unsigned long long)want);
}

/* Compare an exact-domain FP term with the expected bits. */
static void expect_fp(const char *what, IrElem e, SmtTerm t, uint64_t a, uint64_t b, uint64_t want) {
  uint64_t got = 0;
  SmtTerm s = smt_simplify(cx, t);
  n_compared++;
  if (!smt_term_get_fp_bits(cx, s, &got)) {
    fail_msg(what, e, a, b, UINT64_MAX, want);
    return;
  }
  if (is_nan_bits(e, want) ? is_nan_bits(e, got) : got == want) return;
  fail_msg(what, e, a, b, got, want);
}

/* Compare an abstract-domain result (folded constant) with the expected bits. */
static void expect_abs(const char *what, IrElem e, SmtTerm t, uint64_t a, uint64_t b, uint64_t want) {
  n_compared++;
  if (is_nan_bits(e, want)) {
    bool nan = false;
    if (smt_term_get_bool(ca, smt_simplify(ca, fpdom_is_nan(da, e, t)), &nan) && nan) return;
  } else if (smt_term_same(t, fpdom_const(da, e, want))) {
    return;
  }
  fail_msg(what, e, a, b, 0, want);
}

/* ---- operand generators ---- */
static const uint32_t special32[] = {0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0x3f800000,
                                     0xbf800000, 0x7f7fffff, 0xff7fffff, 0x00000001, 0x80000001, 0x00800000,
                                     0x80800000, 0x007fffff, 0x3f000000, 0xbf000000, 0x40000000, 0x40400000,
                                     0x3fc00000, 0xc0200000, 0x4f000000, 0xcf000000, 0x4effffff, 0x3effffff};

static uint32_t gen32(void) {
  switch (rnd() % 4) {
  case 0: return special32[rnd() % TVF_ARRAY_LEN(special32)];
  case 1: return (uint32_t)rnd();
  case 2: { /* moderate exponent */
    uint32_t e = (uint32_t)(127 - 24 + rnd() % 60);
    return (uint32_t)((rnd() & 1) << 31) | (e << 23) | ((uint32_t)rnd() & 0x7fffff);
  }
  default: { /* small integers, halves, quarters */
    float v = (float)((int)(rnd() % 41) - 20) / (float)(1 << (rnd() % 3));
    return f2u(v);
  }
  }
}

static const uint16_t special16[] = {0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x3c00, 0xbc00,
                                     0x7bff, 0xfbff, 0x0001, 0x8001, 0x0400, 0x03ff, 0x3800,
                                     0x4000, 0x4200, 0x3e00, 0xc100, 0x7bfe, 0x5bff};

static uint16_t gen16(void) {
  switch (rnd() % 4) {
  case 0: return special16[rnd() % TVF_ARRAY_LEN(special16)];
  case 1:
  case 2: return (uint16_t)rnd();
  default: return h2u((_Float16)((float)((int)(rnd() % 41) - 20) / (float)(1 << (rnd() % 3))));
  }
}

/* ---- references ---- */
static uint64_t ref_minmax(IrElem e, uint64_t a, uint64_t b, double x, double y, bool is_max, bool is_num,
                           uint64_t qnan) {
  TVF_UNUSED(e);
  if (isnan(x) || isnan(y)) {
    if (is_num && !isnan(x)) return a;
    if (is_num && !isnan(y)) return b;
    return qnan;
  }
  if (x == y) return (signbit(x) != is_max) ? a : b;
  return ((x < y) != is_max) ? a : b;
}

typedef struct IntCase {
  unsigned width;
  bool is_signed;
  SmtRm rm;
} IntCase;

static const IntCase int_cases[] = {{32, true, SMT_RTZ}, {32, true, SMT_RNE},  {32, false, SMT_RTZ},
                                    {8, true, SMT_RTZ},  {64, true, SMT_RNE},  {16, false, SMT_RNA},
                                    {1, true, SMT_RTZ},  {64, false, SMT_RTP}, {16, true, SMT_RTN}};

static double ref_round(double v, SmtRm rm) {
  switch (rm) {
  case SMT_RTZ: return trunc(v);
  case SMT_RNA: return round(v);
  case SMT_RTP: return ceil(v);
  case SMT_RTN: return floor(v);
  default: return nearbyint(v);
  }
}

static void check_to_int(IrElem e, uint64_t bits, double v) {
  for (size_t k = 0; k < TVF_ARRAY_LEN(int_cases); k++) {
    const IntCase *ic = &int_cases[k];
    SmtTerm inr;
    SmtTerm r = fpdom_to_int(dx, e, fpdom_const(dx, e, bits), ic->width, ic->is_signed, ic->rm, &inr);
    bool want_ok = false;
    uint64_t want = 0;
    if (isfinite(v)) {
      double rr = ref_round(v, ic->rm);
      if (ic->is_signed) {
        double lim = ldexp(1.0, (int)ic->width - 1);
        want_ok = rr >= -lim && rr < lim;
        if (want_ok) want = (uint64_t)(int64_t)rr;
      } else {
        want_ok = rr >= 0.0 && rr < ldexp(1.0, (int)ic->width);
        if (want_ok) want = (uint64_t)rr;
      }
      if (ic->width < 64) want &= (UINT64_C(1) << ic->width) - 1;
    }
    bool got_ok = !want_ok;
    n_compared++;
    if (!smt_term_get_bool(cx, smt_simplify(cx, inr), &got_ok) || got_ok != want_ok) {
      fail_msg("to_int in_range", e, bits, k, got_ok, want_ok);
      continue;
    }
    if (want_ok) {
      uint64_t got = ~want;
      n_compared++;
      if (!smt_term_get_u64(cx, smt_simplify(cx, r), &got) || got != want)
        fail_msg("to_int value", e, bits, k, got, want);
    }
    /* abstract: constants are exact too */
    SmtTerm ainr;
    SmtTerm ar = fpdom_to_int(da, e, fpdom_const(da, e, bits), ic->width, ic->is_signed, ic->rm, &ainr);
    bool aok = !want_ok;
    uint64_t av = ~want;
    n_compared++;
    if (!smt_term_get_bool(ca, ainr, &aok) || aok != want_ok ||
        (want_ok && (!smt_term_get_u64(ca, ar, &av) || av != want)))
      fail_msg("abstract to_int", e, bits, k, av, want);
  }
}

static void check_f32_pair(uint32_t ua, uint32_t ub, uint32_t uc) {
  float x = u2f(ua), y = u2f(ub), z = u2f(uc);
  IrElem e = IR_F32;
  SmtTerm a = fpdom_const(dx, e, ua), b = fpdom_const(dx, e, ub), c3 = fpdom_const(dx, e, uc);
  SmtTerm aa_ = fpdom_const(da, e, ua), ab_ = fpdom_const(da, e, ub), ac_ = fpdom_const(da, e, uc);
  struct {
    FpBin op;
    const char *name;
    uint32_t want;
  } bins[] = {
      {FPB_ADD, "add", f2u(x + y)},
      {FPB_SUB, "sub", f2u(x - y)},
      {FPB_MUL, "mul", f2u(x * y)},
      {FPB_DIV, "div", f2u(x / y)},
      {FPB_REM, "rem", f2u(fmodf(x, y))},
      {FPB_MINIMUM, "minimum", (uint32_t)ref_minmax(e, ua, ub, x, y, false, false, 0x7fc00000)},
      {FPB_MAXIMUM, "maximum", (uint32_t)ref_minmax(e, ua, ub, x, y, true, false, 0x7fc00000)},
      {FPB_MINNUM, "minnum", (uint32_t)ref_minmax(e, ua, ub, x, y, false, true, 0x7fc00000)},
      {FPB_MAXNUM, "maxnum", (uint32_t)ref_minmax(e, ua, ub, x, y, true, true, 0x7fc00000)},
      {FPB_COPYSIGN, "copysign", f2u(copysignf(x, y))},
  };
  for (size_t i = 0; i < TVF_ARRAY_LEN(bins); i++) {
    if (bins[i].op == FPB_COPYSIGN && isnan(y)) continue; /* FPA NaN has no sign */
    expect_fp(bins[i].name, e, fpdom_bin(dx, e, bins[i].op, a, b), ua, ub, bins[i].want);
    expect_abs(bins[i].name, e, fpdom_bin(da, e, bins[i].op, aa_, ab_), ua, ub, bins[i].want);
  }
  struct {
    FpUn op;
    const char *name;
    uint32_t want;
  } uns[] = {
      {FPU_SQRT, "sqrt", f2u(sqrtf(x))},
      {FPU_FLOOR, "floor", f2u(floorf(x))},
      {FPU_CEIL, "ceil", f2u(ceilf(x))},
      {FPU_ROUNDEVEN, "roundeven", f2u(nearbyintf(x))},
      {FPU_ROUND, "round", f2u(roundf(x))},
      {FPU_TRUNC, "trunc", f2u(truncf(x))},
      {FPU_NEG, "neg", f2u(-x)},
      {FPU_ABS, "abs", f2u(fabsf(x))},
  };
  for (size_t i = 0; i < TVF_ARRAY_LEN(uns); i++) {
    expect_fp(uns[i].name, e, fpdom_un(dx, e, uns[i].op, a), ua, 0, uns[i].want);
    expect_abs(uns[i].name, e, fpdom_un(da, e, uns[i].op, aa_), ua, 0, uns[i].want);
  }
  expect_fp("fma", e, fpdom_fma(dx, e, a, b, c3), ua, ub, f2u(fmaf(x, y, z)));
  expect_abs("fma", e, fpdom_fma(da, e, aa_, ab_, ac_), ua, ub, f2u(fmaf(x, y, z)));
  /* conversions from f32 */
  expect_fp("f32->f16", IR_F16, fpdom_convert(dx, e, IR_F16, a), ua, 0, h2u((_Float16)x));
  expect_fp("f32->bf16", IR_BF16, fpdom_convert(dx, e, IR_BF16, a), ua, 0, f32_to_bf16(ua));
  expect_fp("f32->f64", IR_F64, fpdom_convert(dx, e, IR_F64, a), ua, 0, d2u((double)x));
  expect_abs("f32->f16", IR_F16, fpdom_convert(da, e, IR_F16, aa_), ua, 0, h2u((_Float16)x));
  expect_abs("f32->bf16", IR_BF16, fpdom_convert(da, e, IR_BF16, aa_), ua, 0, f32_to_bf16(ua));
  expect_abs("f32->f64", IR_F64, fpdom_convert(da, e, IR_F64, aa_), ua, 0, d2u((double)x));
  check_to_int(e, ua, (double)x);
}

static void check_f16_pair(uint16_t ua, uint16_t ub) {
  _Float16 hx = u2h(ua), hy = u2h(ub);
  float x = (float)hx, y = (float)hy;
  IrElem e = IR_F16;
  SmtTerm a = fpdom_const(dx, e, ua), b = fpdom_const(dx, e, ub);
  SmtTerm aa_ = fpdom_const(da, e, ua), ab_ = fpdom_const(da, e, ub);
  struct {
    FpBin op;
    const char *name;
    uint16_t want;
  } bins[] = {
      {FPB_ADD, "add", h2u((_Float16)(hx + hy))},
      {FPB_SUB, "sub", h2u((_Float16)(hx - hy))},
      {FPB_MUL, "mul", h2u((_Float16)(hx * hy))},
      {FPB_DIV, "div", h2u((_Float16)(hx / hy))},
      {FPB_REM, "rem", h2u((_Float16)fmodf(x, y))},
      {FPB_MINIMUM, "minimum", (uint16_t)ref_minmax(e, ua, ub, x, y, false, false, 0x7e00)},
      {FPB_MAXNUM, "maxnum", (uint16_t)ref_minmax(e, ua, ub, x, y, true, true, 0x7e00)},
  };
  for (size_t i = 0; i < TVF_ARRAY_LEN(bins); i++) {
    expect_fp(bins[i].name, e, fpdom_bin(dx, e, bins[i].op, a, b), ua, ub, bins[i].want);
    expect_abs(bins[i].name, e, fpdom_bin(da, e, bins[i].op, aa_, ab_), ua, ub, bins[i].want);
  }
  expect_fp("sqrt", e, fpdom_un(dx, e, FPU_SQRT, a), ua, 0, h2u((_Float16)sqrtf(x)));
  expect_abs("sqrt", e, fpdom_un(da, e, FPU_SQRT, aa_), ua, 0, h2u((_Float16)sqrtf(x)));
  expect_fp("floor", e, fpdom_un(dx, e, FPU_FLOOR, a), ua, 0, h2u((_Float16)floorf(x)));
  expect_fp("roundeven", e, fpdom_un(dx, e, FPU_ROUNDEVEN, a), ua, 0, h2u((_Float16)nearbyintf(x)));
  /* conversions from f16 */
  expect_fp("f16->f32", IR_F32, fpdom_convert(dx, e, IR_F32, a), ua, 0, f2u(x));
  expect_fp("f16->f64", IR_F64, fpdom_convert(dx, e, IR_F64, a), ua, 0, d2u((double)x));
  expect_fp("f16->bf16", IR_BF16, fpdom_convert(dx, e, IR_BF16, a), ua, 0, f32_to_bf16(f2u(x)));
  expect_abs("f16->bf16", IR_BF16, fpdom_convert(da, e, IR_BF16, aa_), ua, 0, f32_to_bf16(f2u(x)));
  check_to_int(e, ua, (double)x);
}

static void check_misc_conversions(void) {
  /* f64 -> f32 / f16, bf16 -> f32, from_int */
  uint64_t db = rnd();
  if (rnd() % 2) db = d2u((double)((int)(rnd() % 2001) - 1000) * ldexp(1.0, (int)(rnd() % 80) - 40));
  double dv = u2d(db);
  expect_fp("f64->f32", IR_F32, fpdom_convert(dx, IR_F64, IR_F32, fpdom_const(dx, IR_F64, db)), db, 0,
            f2u((float)dv));
  expect_fp("f64->f16", IR_F16, fpdom_convert(dx, IR_F64, IR_F16, fpdom_const(dx, IR_F64, db)), db, 0,
            h2u((_Float16)dv));
  expect_abs("f64->f32", IR_F32, fpdom_convert(da, IR_F64, IR_F32, fpdom_const(da, IR_F64, db)), db, 0,
             f2u((float)dv));
  uint16_t bb = (uint16_t)rnd();
  uint32_t bw = (is_nan_bits(IR_BF16, bb) ? 0x7fc00000u : (uint32_t)bb << 16);
  expect_fp("bf16->f32", IR_F32, fpdom_convert(dx, IR_BF16, IR_F32, fpdom_const(dx, IR_BF16, bb)), bb, 0, bw);

  int32_t i32 = (int32_t)rnd();
  if (rnd() % 2) i32 >>= rnd() % 31;
  uint32_t u32 = (uint32_t)rnd() >> (rnd() % 32);
  int64_t i64 = (int64_t)rnd() >> (rnd() % 63);
  int16_t i16 = (int16_t)rnd();
  uint8_t u8 = (uint8_t)rnd();
  struct {
    const char *name;
    IrElem ie;
    bool sgn;
    IrElem to;
    uint64_t v;
    uint64_t want;
  } cs[] = {
      {"i32->f32", IR_I32, true, IR_F32, (uint32_t)i32, f2u((float)i32)},
      {"u32->f32", IR_I32, false, IR_F32, u32, f2u((float)u32)},
      {"i64->f32", IR_I64, true, IR_F32, (uint64_t)i64, f2u((float)i64)},
      {"i64->f64", IR_I64, true, IR_F64, (uint64_t)i64, d2u((double)i64)},
      {"u64->f64", IR_I64, false, IR_F64, (uint64_t)i64, d2u((double)(uint64_t)i64)},
      {"i16->f16", IR_I16, true, IR_F16, (uint16_t)i16, h2u((_Float16)i16)},
      {"i32->f16", IR_I32, true, IR_F16, (uint32_t)i32, h2u((_Float16)(float)i32)},
      {"u8->bf16", IR_I8, false, IR_BF16, u8, f32_to_bf16(f2u((float)u8))},
      {"i1->f32", IR_I1, true, IR_F32, u8 & 1, f2u((u8 & 1) ? -1.0f : 0.0f)},
  };
  for (size_t i = 0; i < TVF_ARRAY_LEN(cs); i++) {
    /* i32 -> f16 via float is exact only while |i32| < 2^24 (then f16 is Inf anyway) */
    unsigned w = (unsigned)ir_elem_bits(cs[i].ie);
    SmtTerm bvx = smt_bv_u64(cx, w, cs[i].v), bva = smt_bv_u64(ca, w, cs[i].v);
    expect_fp(cs[i].name, cs[i].to, fpdom_from_int(dx, cs[i].ie, cs[i].sgn, cs[i].to, bvx), cs[i].v, 0,
              cs[i].want);
    expect_abs(cs[i].name, cs[i].to, fpdom_from_int(da, cs[i].ie, cs[i].sgn, cs[i].to, bva), cs[i].v, 0,
               cs[i].want);
  }
}

/* C99 Annex F special cases vs libm, wherever the exact term folds. */
static void check_specials(void) {
  IrElem e = IR_F32;
  static const float vals[] = {0.0f,  -0.0f, 1.0f,  -1.0f,    0.5f,      -0.5f, 2.0f,  -2.0f,  3.0f,
                               -3.0f, 2.5f,  -2.5f, INFINITY, -INFINITY, NAN,   1e30f, -1e30f, 1e-30f};
  struct {
    FpUn op;
    const char *name;
    float (*fn)(float);
  } uns[] = {{FPU_EXP, "exp", expf},    {FPU_EXP2, "exp2", exp2f}, {FPU_EXPM1, "expm1", expm1f},
             {FPU_LOG, "log", logf},    {FPU_LOG2, "log2", log2f}, {FPU_LOG1P, "log1p", log1pf},
             {FPU_TANH, "tanh", tanhf}, {FPU_ERF, "erf", erff},    {FPU_SIN, "sin", sinf},
             {FPU_COS, "cos", cosf},    {FPU_ATAN, "atan", atanf}};
  for (size_t i = 0; i < TVF_ARRAY_LEN(vals); i++) {
    uint32_t ua = f2u(vals[i]);
    SmtTerm a = fpdom_const(dx, e, ua);
    for (size_t k = 0; k < TVF_ARRAY_LEN(uns); k++) {
      uint64_t got;
      SmtTerm s = smt_simplify(cx, fpdom_un(dx, e, uns[k].op, a));
      if (!smt_term_get_fp_bits(cx, s, &got)) continue; /* generic case: a UF */
      uint32_t want = f2u(uns[k].fn(vals[i]));
      n_special++;
      n_compared++;
      if (!(is_nan_bits(e, want) ? is_nan_bits(e, got) : got == want))
        fail_msg(uns[k].name, e, ua, 0, got, want);
    }
    /* rsqrt: 1/sqrt */
    uint64_t got;
    SmtTerm s = smt_simplify(cx, fpdom_un(dx, e, FPU_RSQRT, a));
    if (smt_term_get_fp_bits(cx, s, &got)) {
      uint32_t want = f2u(1.0f / sqrtf(vals[i]));
      n_special++;
      n_compared++;
      if (!(is_nan_bits(e, want) ? is_nan_bits(e, got) : got == want)) fail_msg("rsqrt", e, ua, 0, got, want);
    }
    for (size_t j = 0; j < TVF_ARRAY_LEN(vals); j++) {
      uint32_t ub = f2u(vals[j]);
      s = smt_simplify(cx, fpdom_bin(dx, e, FPB_POW, a, fpdom_const(dx, e, ub)));
      if (!smt_term_get_fp_bits(cx, s, &got)) continue;
      uint32_t want = f2u(powf(vals[i], vals[j]));
      n_special++;
      n_compared++;
      if (!(is_nan_bits(e, want) ? is_nan_bits(e, got) : got == want)) fail_msg("pow", e, ua, ub, got, want);
    }
  }
}

static void setup(void) {
  Diag d;
  diag_init(&d);
  cx = smt_ctx_create(0, &d);
  ca = smt_ctx_create(0, &d);
  if (!cx || !ca) {
    fprintf(stderr, "no context: %s\n", d.msg);
    exit(2);
  }
  arena_init(&ax, 0);
  arena_init(&aa, 0);
  FpDomConfig cfg;
  memset(&cfg, 0, sizeof cfg);
  cfg.fixed_width = true;
  dx = fpdom_create(FPDOM_EXACT, cx, &ax, &cfg);
  da = fpdom_create(FPDOM_ABSTRACT, ca, &aa, &cfg);
}

static void teardown(void) {
  TVF_CHECK(smt_ctx_error(cx) == NULL);
  TVF_CHECK(smt_ctx_error(ca) == NULL);
  smt_ctx_destroy(cx);
  smt_ctx_destroy(ca);
  arena_destroy(&ax);
  arena_destroy(&aa);
}

int main(void) {
  uint64_t t0 = tvf_now_ns();
  fesetround(FE_TONEAREST);
  int n32 = 2500, n16 = 2000;
  for (int i = 0; i < n32; i++) {
    if (i % 500 == 0) { /* bound the contexts' size */
      if (i) teardown();
      setup();
    }
    check_f32_pair(gen32(), gen32(), gen32());
    check_misc_conversions();
  }
  teardown();
  setup();
  for (int i = 0; i < n16; i++)
    check_f16_pair(gen16(), gen16());
  check_specials();
  teardown();
  TVF_CHECK_EQ_INT(n_fail, 0);
  TVF_CHECK_MSG(n_special > 100, "only %d special cases folded", n_special);
  printf(
      "test_fp_hw: %d f32 triples, %d f16 pairs, %d comparisons (%d special cases), %d mismatches, %.0f ms\n",
      n32, n16, n_compared, n_special, n_fail, tvf_ms_since(t0));
  return tvf_test_report("test_fp_hw");
}
