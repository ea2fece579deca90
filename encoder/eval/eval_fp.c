/*
 * eval_fp.c: concrete IEEE-754 arithmetic for the interpreter, on bit
 * patterns of f16, bf16, f32 and f64 (round to nearest even).
 *
 * f32 and f64 use the hardware in the format itself (float / double; the
 * library is compiled with -ffp-contract=off so nothing is fused behind our
 * back). f16 and bf16 compute + - * / sqrt in double and round once with
 * fpi_convert: double has more than 2p + 2 bits for these formats, so the
 * double rounding is innocuous. fma cannot be done that way (a*b+c may need
 * far more than 53 bits), so f16/bf16 fma is computed exactly in 128-bit
 * integers and rounded once; f32/f64 use fmaf/fma (correctly rounded in
 * glibc).
 *
 * Transcendental functions (exp, log, tanh, erf, sin, cos, rsqrt, pow, ...)
 * are implementation-defined in accuracy. For the inputs where C99 Annex F
 * fixes the result (exactly the special cases encoder/fp/fp_special.c pins:
 * exp(+-0) = 1, log(+Inf) = +Inf, pow(x, +-0) = 1, ...) the result is
 * returned exactly; otherwise libm is called in the op's precision (float
 * functions for f16/bf16/f32, double for f64) and the result is marked
 * approximate.
 *
 * NaN results are canonical (positive quiet NaN): the encoder's exact domain
 * has one NaN without sign or payload, and the interpreter must not observe
 * more than it does (copysign from a NaN copies "+").
 */
#include <math.h>
#include <string.h>

#include "encoder/eval/eval_internal.h"

/* ---- formats ---- */

static FpFmt g_fmt[IR_ELEM_COUNT];
static bool g_fmt_ready;

const FpFmt *ev_fmt(IrElem e) {
  if (!g_fmt_ready) {
    /* Idempotent: racing initializations write the same values. */
    for (int k = 0; k < IR_ELEM_COUNT; k++)
      fpi_fmt((IrElem)k, &g_fmt[k]);
    g_fmt_ready = true;
  }
  return (unsigned)e < IR_ELEM_COUNT ? &g_fmt[e] : &g_fmt[IR_F32];
}

uint64_t ev_fcanon(IrElem e, uint64_t bits) {
  const FpFmt *f = ev_fmt(e);
  if (f->bits < 64) bits &= (UINT64_C(1) << f->bits) - 1;
  return fpi_is_nan(f, bits) ? fpi_qnan(f) : bits;
}

bool ev_fis_nan(IrElem e, uint64_t b) { return fpi_is_nan(ev_fmt(e), b); }
bool ev_fis_inf(IrElem e, uint64_t b) { return fpi_is_inf(ev_fmt(e), b); }
bool ev_fis_zero(IrElem e, uint64_t b) { return fpi_is_zero(ev_fmt(e), b); }
bool ev_fsign(IrElem e, uint64_t b) {
  const FpFmt *f = ev_fmt(e);
  return !fpi_is_nan(f, b) && fpi_sign(f, b);
}

static float f32_val(uint64_t b) {
  uint32_t u = (uint32_t)b;
  float x;
  memcpy(&x, &u, sizeof x);
  return x;
}
static uint64_t f32_bits(float x) {
  uint32_t u;
  memcpy(&u, &x, sizeof u);
  return u;
}
static double f64_val(uint64_t b) {
  double x;
  memcpy(&x, &b, sizeof x);
  return x;
}
static uint64_t f64_bits(double x) {
  uint64_t u;
  memcpy(&u, &x, sizeof u);
  return u;
}

/* Exact value of any format as a double. */
static double as_double(IrElem e, uint64_t b) { return fpi_to_double(ev_fmt(e), b); }

/* A double rounded once to format e. */
static uint64_t from_double(IrElem e, double d) {
  if (e == IR_F64) return ev_fcanon(e, f64_bits(d));
  return ev_fcanon(e, fpi_convert(ev_fmt(IR_F64), ev_fmt(e), f64_bits(d)));
}

uint64_t ev_fconst(IrElem e, double v) { return from_double(e, v); }

static uint64_t nudge(IrElem e, uint64_t r);

static uint64_t k_one(IrElem e, bool neg) {
  const FpFmt *f = ev_fmt(e);
  return fpi_one(f) | (neg ? f->sign_mask : 0);
}
static uint64_t k_inf(IrElem e, bool neg) {
  const FpFmt *f = ev_fmt(e);
  return f->exp_mask | (neg ? f->sign_mask : 0);
}
static uint64_t k_zero(IrElem e, bool neg) { return neg ? ev_fmt(e)->sign_mask : 0; }
static uint64_t k_nan(IrElem e) { return fpi_qnan(ev_fmt(e)); }

/* ---- basic arithmetic ---- */

static uint64_t basic(IrElem e, FpBin op, uint64_t a, uint64_t b) {
  if (e == IR_F32) {
    float x = f32_val(a), y = f32_val(b), r;
    switch (op) {
    case FPB_ADD: r = x + y; break;
    case FPB_SUB: r = x - y; break;
    case FPB_MUL: r = x * y; break;
    default: r = x / y; break;
    }
    return ev_fcanon(e, f32_bits(r));
  }
  double x = as_double(e, a), y = as_double(e, b), r;
  switch (op) {
  case FPB_ADD: r = x + y; break;
  case FPB_SUB: r = x - y; break;
  case FPB_MUL: r = x * y; break;
  default: r = x / y; break;
  }
  return from_double(e, r);
}

/* pow with the special cases of fp_special.c (fps_pow), in the same
 * priority order (the first matching rule wins). */
static uint64_t ev_pow(IrElem e, uint64_t x, uint64_t y, bool *approx) {
  const FpFmt *f = ev_fmt(e);
  bool xnan = fpi_is_nan(f, x), ynan = fpi_is_nan(f, y);
  bool xs = !xnan && fpi_sign(f, x), ys = !ynan && fpi_sign(f, y);
  if (fpi_is_zero(f, y)) return k_one(e, false);
  if (!xnan && x == k_one(e, false)) return k_one(e, false);
  if (xnan || ynan) return k_nan(e);
  bool odd = fpi_is_odd_integer(f, y), isint = fpi_is_integer(f, y);
  if (fpi_is_zero(f, x)) {
    if (ys) return odd ? k_inf(e, xs) : k_inf(e, false);
    return odd ? x : k_zero(e, false);
  }
  if (fpi_is_inf(f, y)) {
    if (x == k_one(e, true)) return k_one(e, false);
    bool small = fabs(as_double(e, x)) < 1.0;
    if (small) return ys ? k_inf(e, false) : k_zero(e, false);
    return ys ? k_zero(e, false) : k_inf(e, false);
  }
  if (fpi_is_inf(f, x) && xs) {
    if (ys) return k_zero(e, odd);
    return k_inf(e, odd);
  }
  if (fpi_is_inf(f, x)) return ys ? k_zero(e, false) : k_inf(e, false);
  if (xs && !isint) return k_nan(e);
  if (approx) *approx = true;
  if (e == IR_F64) return nudge(e, from_double(e, pow(as_double(e, x), as_double(e, y))));
  return nudge(e, from_double(e, (double)powf((float)as_double(e, x), (float)as_double(e, y))));
}

/* ---- order-independence monitor (eval.h eval_small_int_begin) ---- */

static _Thread_local struct { bool on, ok; } small_int;

/* An integer of magnitude at most 2^11 (f32) / 2^40 (f64), a zero, an
 * infinity or NaN. An operation with a NaN operand is not checked at all:
 * every order of a sum or product with a NaN in it gives NaN. */
static bool small_int_value(IrElem e, uint64_t b) {
  if (e != IR_F32 && e != IR_F64) return false;
  if (ev_fis_nan(e, b) || ev_fis_inf(e, b) || ev_fis_zero(e, b)) return true;
  double d;
  if (e == IR_F32) {
    uint32_t u = (uint32_t)b;
    float x;
    memcpy(&x, &u, sizeof x);
    d = x;
  } else {
    memcpy(&d, &b, sizeof d);
  }
  return d == floor(d) && fabs(d) <= (e == IR_F32 ? 2048.0 : 1099511627776.0);
}

void eval_small_int_begin(void) {
  small_int.on = true;
  small_int.ok = true;
}

bool eval_small_int_end(void) {
  small_int.on = false;
  return small_int.ok;
}

static uint64_t fbin(IrElem e, FpBin op, uint64_t a, uint64_t b, bool *approx) {
  const FpFmt *f = ev_fmt(e);
  a = ev_fcanon(e, a);
  b = ev_fcanon(e, b);
  uint64_t r = 0;
  switch (op) {
  case FPB_ADD:
  case FPB_SUB:
  case FPB_MUL:
    r = basic(e, op, a, b);
    /* a NaN operand makes the whole sum or product NaN in every order */
    if (small_int.on && small_int.ok && !ev_fis_nan(e, a) && !ev_fis_nan(e, b))
      small_int.ok = small_int_value(e, a) && small_int_value(e, b) && small_int_value(e, r);
    return r;
  case FPB_DIV: return basic(e, op, a, b);
  case FPB_POW: return ev_pow(e, a, b, approx);
  case FPB_REM: /* C fmod is exact, and its result is a value of the format */
  case FPB_MINIMUM:
  case FPB_MAXIMUM:
  case FPB_MINNUM:
  case FPB_MAXNUM:
  case FPB_COPYSIGN: fpi_eval_bin(f, op, a, b, &r); return ev_fcanon(e, r);
  }
  return k_nan(e);
}

/* ---- fma ---- */

static int bitlen128(ev_u128 x) {
  int n = 0;
  while (x) {
    x >>= 1;
    n++;
  }
  return n;
}

/* Finite nonzero value as mant * 2^exp2. */
static void decode(const FpFmt *f, uint64_t b, uint64_t *mant, int *exp2) {
  int fb = f->sbits - 1;
  uint64_t ex = (b & f->exp_mask) >> fb, frac = b & f->frac_mask;
  if (ex == 0) {
    *mant = frac;
    *exp2 = 1 - f->bias - fb;
  } else {
    *mant = frac | (UINT64_C(1) << fb);
    *exp2 = (int)ex - f->bias - fb;
  }
}

/* Exact fma for formats with at most 32-bit significands (f16, bf16, f32):
 * the product has at most 64 bits; the sum is formed exactly in 128 bits
 * unless the operands are so far apart that the smaller one can only act as
 * a sticky bit (then it is replaced by a tiny value of the same sign, far
 * below every rounding boundary near the larger one), and rounded once. */
static uint64_t fma_exact(IrElem e, uint64_t a, uint64_t b, uint64_t c) {
  const FpFmt *f = ev_fmt(e);
  if (fpi_is_nan(f, a) || fpi_is_nan(f, b) || fpi_is_nan(f, c)) return k_nan(e);
  bool sp = fpi_sign(f, a) != fpi_sign(f, b), sc = fpi_sign(f, c);
  bool ainf = fpi_is_inf(f, a), binf = fpi_is_inf(f, b), azero = fpi_is_zero(f, a), bzero = fpi_is_zero(f, b);
  if ((ainf && bzero) || (azero && binf)) return k_nan(e);
  if (ainf || binf) {
    if (fpi_is_inf(f, c) && sc != sp) return k_nan(e);
    return k_inf(e, sp);
  }
  if (fpi_is_inf(f, c)) return c;
  if (azero || bzero) {
    if (fpi_is_zero(f, c)) return k_zero(e, sp && sc); /* -0 only when both zeros are negative */
    return c;
  }
  uint64_t ma, mb, mc = 0;
  int ea, eb, ec = 0;
  decode(f, a, &ma, &ea);
  decode(f, b, &mb, &eb);
  ev_u128 mp = (ev_u128)ma * mb;
  int ep = ea + eb;
  if (fpi_is_zero(f, c)) return fpi_round(f, sp, (uint64_t)mp, ep); /* p + +-0 = p for p != 0 */
  decode(f, c, &mc, &ec);
  ev_u128 mcc = mc;
  int top_p = ep + bitlen128(mp) - 1, top_c = ec + bitlen128(mcc) - 1;
  const int gap = 70;
  if (top_p - top_c > gap) {
    mcc = 1;
    ec = top_p - gap;
  } else if (top_c - top_p > gap) {
    mp = 1;
    ep = top_c - gap;
  }
  int lo = ep < ec ? ep : ec;
  ev_i128 vp = (ev_i128)(mp << (ep - lo)), vc = (ev_i128)(mcc << (ec - lo));
  ev_i128 sum = (sp ? -vp : vp) + (sc ? -vc : vc);
  if (sum == 0) return k_zero(e, false); /* exact cancellation is +0 in RNE */
  bool neg = sum < 0;
  ev_u128 mag = (ev_u128)(neg ? -sum : sum);
  int len = bitlen128(mag), ex = lo;
  if (len > 64) {
    int s = len - 64;
    bool sticky = (mag & (((ev_u128)1 << s) - 1)) != 0;
    mag >>= s;
    ex += s;
    if (sticky) mag |= 1; /* far below the rounding position: only "inexact" matters */
  }
  return ev_fcanon(e, fpi_round(f, neg, (uint64_t)mag, ex));
}

static uint64_t ffma(IrElem e, uint64_t a, uint64_t b, uint64_t c) {
  a = ev_fcanon(e, a);
  b = ev_fcanon(e, b);
  c = ev_fcanon(e, c);
  if (e == IR_F64) return ev_fcanon(e, f64_bits(fma(f64_val(a), f64_val(b), f64_val(c))));
  if (e == IR_F32) return ev_fcanon(e, f32_bits(fmaf(f32_val(a), f32_val(b), f32_val(c))));
  return fma_exact(e, a, b, c);
}

/* ---- the approximation nudge (eval_set_approx_nudge) ---- */

static _Thread_local struct {
  int mode;     /* 0 off, +1 up, -1 down, 2 a pseudo-random direction per value */
  int ulps;     /* how far, in ulps of the value */
  bool abs_min; /* ...and at least 2^-(frac+1) in absolute terms */
  uint64_t rng; /* xorshift state of mode 2 */
} g_nudge;

void eval_set_approx_nudge(int mode, int ulps, bool abs_min, uint64_t seed) {
  g_nudge.mode = mode;
  g_nudge.ulps = ulps;
  g_nudge.abs_min = abs_min;
  g_nudge.rng = seed ? seed : 0x9e3779b97f4a7c15u;
}

/* A pseudo-random direction (mode 2), +1 or -1. */
static int nudge_dir(void) {
  uint64_t x = g_nudge.rng;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  g_nudge.rng = x;
  return (x >> 11) & 1 ? 1 : -1;
}

/* An approximate result moved within the error the oracle grants it, so
 * that a caller can measure how much later ops amplify that error. */
static uint64_t nudge(IrElem e, uint64_t r) {
  if (!g_nudge.mode) return r;
  const FpFmt *f = ev_fmt(e);
  if (fpi_is_nan(f, r) || fpi_is_inf(f, r)) return r;
  double v = fpi_to_double(f, r);
  double tiny = fpi_to_double(f, 1); /* the smallest subnormal */
  int ex = 0;
  frexp(v, &ex);
  double ulp = v == 0 ? tiny : fmax(ldexp(1.0, ex - ir_elem_sbits(e)), tiny);
  double delta = g_nudge.ulps * ulp;
  if (g_nudge.abs_min) delta = fmax(delta, ldexp(1.0, -ir_elem_sbits(e)));
  int dir = g_nudge.mode == 2 ? nudge_dir() : g_nudge.mode;
  return from_double(e, v + dir * delta);
}

/* The dot-product accuracy bound (TOSA 1.0, tosa_reference_check_dotproduct):
 * a result r of a float dot product with ks terms whose absolute values add
 * up to bnd (computed in fp64, the bias included) may be off by
 * ksb * max(bnd * 2^-(1+frac_out), normal_min_out) from the exact sum, where
 * ksb = ceil(ks / 2^((frac_acc - frac_out) / 2)) + (bias ? 1 : 0). An
 * all-zero bound fixes the result (a zero); a bound that may overflow
 * within the error leaves it free (moved to the infinity of the direction). */
bool ev_dot_nudge_on(void) { return g_nudge.mode != 0; }

uint64_t ev_dot_nudge(IrElem out_e, IrElem acc_e, uint64_t r, double bnd, int64_t ks, bool bias) {
  if (!g_nudge.mode || !(bnd > 0)) return r;
  const FpFmt *f = ev_fmt(out_e);
  if (fpi_is_nan(f, r)) return r;
  int frac_out = ir_elem_sbits(out_e) - 1, frac_acc = ir_elem_sbits(acc_e) - 1;
  double ksb =
      ceil((double)ks / pow(2.0, (frac_acc > frac_out ? frac_acc - frac_out : 0) / 2.0)) + (bias ? 1 : 0);
  double normal_min = fpi_to_double(f, fpi_min_normal(f));
  double unit = fmax(ldexp(bnd, -1 - frac_out), normal_min);
  double delta = ksb * unit;
  int dir = g_nudge.mode == 2 ? nudge_dir() : g_nudge.mode;
  if (fpi_is_inf(f, from_double(out_e, bnd + delta))) return from_double(out_e, dir * INFINITY);
  if (fpi_is_inf(f, r)) return r;
  return from_double(out_e, fpi_to_double(f, r) + dir * delta);
}

/* ---- unary ---- */

/* libm in the op's precision; f16/bf16 go through float. */
static uint64_t libm1(IrElem e, FpUn op, uint64_t a) {
  if (e == IR_F64) {
    double x = f64_val(a), r;
    switch (op) {
    case FPU_EXP: r = exp(x); break;
    case FPU_EXP2: r = exp2(x); break;
    case FPU_EXPM1: r = expm1(x); break;
    case FPU_LOG: r = log(x); break;
    case FPU_LOG2: r = log2(x); break;
    case FPU_LOG1P: r = log1p(x); break;
    case FPU_RSQRT: r = 1.0 / sqrt(x); break;
    case FPU_TANH: r = tanh(x); break;
    case FPU_ERF: r = erf(x); break;
    case FPU_SIN: r = sin(x); break;
    case FPU_ATAN: r = atan(x); break;
    default: r = cos(x); break;
    }
    return from_double(e, r);
  }
  float x = (float)as_double(e, a), r;
  switch (op) {
  case FPU_EXP: r = expf(x); break;
  case FPU_EXP2: r = exp2f(x); break;
  case FPU_EXPM1: r = expm1f(x); break;
  case FPU_LOG: r = logf(x); break;
  case FPU_LOG2: r = log2f(x); break;
  case FPU_LOG1P: r = log1pf(x); break;
  case FPU_RSQRT: r = 1.0f / sqrtf(x); break;
  case FPU_TANH: r = tanhf(x); break;
  case FPU_ERF: r = erff(x); break;
  case FPU_SIN: r = sinf(x); break;
  case FPU_ATAN: r = atanf(x); break;
  default: r = cosf(x); break;
  }
  return from_double(e, (double)r);
}

/* The exactly fixed results of fp_special.c's fps_unary, first matching
 * rule wins (outermost ite first). Returns false for a generic input. */
static bool transcendental_special(IrElem e, FpUn op, uint64_t x, uint64_t *out) {
  const FpFmt *f = ev_fmt(e);
  if (fpi_is_nan(f, x)) {
    *out = k_nan(e);
    return true;
  }
  bool s = fpi_sign(f, x), zero = fpi_is_zero(f, x), inf = fpi_is_inf(f, x);
  double v = fpi_to_double(f, x);
  switch (op) {
  case FPU_EXP:
  case FPU_EXP2:
    if (inf)
      *out = s ? k_zero(e, false) : k_inf(e, false);
    else if (zero)
      *out = k_one(e, false);
    else
      return false;
    return true;
  case FPU_EXPM1:
    if (inf)
      *out = s ? k_one(e, true) : k_inf(e, false);
    else if (zero)
      *out = x;
    else
      return false;
    return true;
  case FPU_LOG:
  case FPU_LOG2:
    if (zero)
      *out = k_inf(e, true);
    else if (s)
      *out = k_nan(e);
    else if (inf)
      *out = k_inf(e, false);
    else if (v == 1.0)
      *out = k_zero(e, false);
    else
      return false;
    return true;
  case FPU_LOG1P:
    if (zero)
      *out = x;
    else if (v == -1.0)
      *out = k_inf(e, true);
    else if (v < -1.0)
      *out = k_nan(e);
    else if (inf)
      *out = k_inf(e, false);
    else
      return false;
    return true;
  case FPU_RSQRT:
    if (zero)
      *out = k_inf(e, s);
    else if (s)
      *out = k_nan(e);
    else if (inf)
      *out = k_zero(e, false);
    else
      return false;
    return true;
  case FPU_TANH:
  case FPU_ERF:
    if (zero)
      *out = x;
    else if (inf)
      *out = k_one(e, s);
    else
      return false;
    return true;
  case FPU_ATAN:
    if (zero)
      *out = x;
    else
      return false;
    return true;
  case FPU_SIN:
  case FPU_COS:
    if (inf)
      *out = k_nan(e);
    else if (zero)
      *out = op == FPU_SIN ? x : k_one(e, false);
    else
      return false;
    return true;
  default: return false;
  }
}

static uint64_t fun(IrElem e, FpUn op, uint64_t a, bool *approx) {
  const FpFmt *f = ev_fmt(e);
  a = ev_fcanon(e, a);
  uint64_t r = 0;
  switch (op) {
  case FPU_NEG: return ev_fcanon(e, a ^ f->sign_mask);
  case FPU_ABS: return ev_fcanon(e, a & f->mag_mask);
  case FPU_SQRT:
    if (e == IR_F32) return ev_fcanon(e, f32_bits(sqrtf(f32_val(a))));
    if (e == IR_F64) return ev_fcanon(e, f64_bits(sqrt(f64_val(a))));
    return from_double(e, sqrt(as_double(e, a)));
  case FPU_FLOOR:
  case FPU_CEIL:
  case FPU_ROUND:
  case FPU_ROUNDEVEN:
  case FPU_TRUNC: fpi_eval_un(f, op, a, &r); return ev_fcanon(e, r);
  default: break;
  }
  if (transcendental_special(e, op, a, &r)) return r;
  if (approx) *approx = true;
  return nudge(e, libm1(e, op, a));
}

/* ---- the bf16 flush (eval_set_bf16_flush) ---- */

static _Thread_local bool g_bf16_flush, g_bf16_flush_args;

void eval_set_bf16_flush(EvalBf16Flush mode) {
  g_bf16_flush = mode != EVAL_BF16_FLUSH_OFF;
  g_bf16_flush_args = mode == EVAL_BF16_FLUSH_ALL;
}

static uint64_t bf16_flush(IrElem e, uint64_t r) {
  if (!g_bf16_flush || e != IR_BF16) return r;
  return (r & 0x7f80) == 0 ? r & 0x8000 : r; /* a subnormal becomes the zero of its sign */
}

uint64_t ev_fbin(IrElem e, FpBin op, uint64_t a, uint64_t b, bool *approx) {
  return bf16_flush(e, fbin(e, op, a, b, approx));
}

uint64_t ev_bf16_flush(IrElem e, uint64_t r) { return bf16_flush(e, r); }

uint64_t ev_bf16_flush_arg(IrElem e, uint64_t r) { return g_bf16_flush_args ? bf16_flush(e, r) : r; }

uint64_t ev_ffma(IrElem e, uint64_t a, uint64_t b, uint64_t c) { return bf16_flush(e, ffma(e, a, b, c)); }

uint64_t ev_fun(IrElem e, FpUn op, uint64_t a, bool *approx) {
  uint64_t r = fun(e, op, a, approx);
  return op == FPU_NEG || op == FPU_ABS ? r : bf16_flush(e, r); /* sign-bit ops are not computed in f32 */
}

/* ---- comparisons and conversions ---- */

bool ev_fcmp(IrElem e, FpCmp pred, uint64_t a, uint64_t b) {
  const FpFmt *f = ev_fmt(e);
  bool uno = fpi_is_nan(f, a) || fpi_is_nan(f, b);
  double x = fpi_to_double(f, a), y = fpi_to_double(f, b);
  bool eq = !uno && x == y, lt = !uno && x < y, gt = !uno && x > y;
  switch (pred) {
  case FPC_FALSE: return false;
  case FPC_OEQ: return eq;
  case FPC_OGT: return gt;
  case FPC_OGE: return gt || eq;
  case FPC_OLT: return lt;
  case FPC_OLE: return lt || eq;
  case FPC_ONE: return lt || gt;
  case FPC_ORD: return !uno;
  case FPC_UEQ: return uno || eq;
  case FPC_UGT: return uno || gt;
  case FPC_UGE: return uno || gt || eq;
  case FPC_ULT: return uno || lt;
  case FPC_ULE: return uno || lt || eq;
  case FPC_UNE: return !eq;
  case FPC_UNO: return uno;
  case FPC_TRUE: return true;
  }
  return false;
}

uint64_t ev_fconvert(IrElem from, IrElem to, uint64_t a) {
  return bf16_flush(to, ev_fcanon(to, fpi_convert(ev_fmt(from), ev_fmt(to), ev_fcanon(from, a))));
}

uint64_t ev_ffrom_int(IrElem ie, bool is_signed, IrElem to, uint64_t v) {
  int w = ir_elem_bits(ie);
  if (is_signed) {
    int64_t s = ev_sext(v, w);
    uint64_t mag = s < 0 ? (uint64_t)0 - (uint64_t)s : (uint64_t)s;
    return ev_fcanon(to, fpi_from_int(ev_fmt(to), s < 0, mag));
  }
  return ev_fcanon(to, fpi_from_int(ev_fmt(to), false, ev_trunc(v, w)));
}

uint64_t ev_fto_int(IrElem e, uint64_t a, int width, bool is_signed, SmtRm rm, bool *in_range) {
  uint64_t out = 0;
  bool ok = fpi_to_int(ev_fmt(e), a, rm, (unsigned)width, is_signed, &out);
  if (in_range) *in_range = ok;
  return ok ? out : 0;
}
