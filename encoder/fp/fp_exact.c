/*
 * fp_exact.c: the exact FP domain, IEEE-754 through Z3's FPA theory with
 * round-to-nearest-even (see fpdom.h).
 *
 * Exact here: + - * / sqrt fma, floor/ceil/round/roundeven/trunc (FPA
 * roundToIntegral), IEEE-754 2019 minimum/maximum and minNum/maxNum with
 * -0 < +0 (built from comparisons, since Z3's fp.min/fp.max are unspecified
 * on signed zeros), copysign, neg, abs, comparisons, conversions between
 * formats and to/from integers. Approximated: fmod (arith.remf) on
 * non-constant operands (see fx_fmod), and exp, exp2, expm1, log, log2,
 * log1p, rsqrt, tanh, erf, sin, cos and pow, uninterpreted functions over the
 * FP sort wrapped in their C99 Annex F special cases (fp_special.c).
 *
 * Exact identities with one numeral operand (x + -0 = x, x * 1 = x, fma(x,
 * y, -0) = x * y, ...) are applied at construction (fx_identity): they remove
 * circuits Z3 would otherwise have to bit-blast and compare.
 *
 * Z3's FPA has one NaN without sign or payload: fpdom_sign_bit of a NaN is
 * false here, and copysign with a NaN sign source copies "+".
 */
#include "encoder/fp/fp_internal.h"

typedef struct Fx {
  FpDom *d;
  SmtCtx *c;
  IrElem e;
  FpFmt f;
} Fx;

static Fx fx_make(FpDom *d, IrElem e) {
  Fx x = {d, d->c, e, {0}};
  fpi_fmt(e, &x.f);
  return x;
}

static SmtTerm fx_k(Fx *x, uint64_t bits) {
  return smt_fp_from_bits(x->c, bits, (unsigned)x->f.ebits, (unsigned)x->f.sbits);
}
static SmtTerm fx_nan(Fx *x) { return smt_fp_nan(x->c, (unsigned)x->f.ebits, (unsigned)x->f.sbits); }

SmtSort fpx_sort(FpDom *d, IrElem e) {
  return smt_sort_fp(d->c, (unsigned)ir_elem_ebits(e), (unsigned)ir_elem_sbits(e));
}

SmtTerm fpx_const(FpDom *d, IrElem e, uint64_t bits) {
  Fx x = fx_make(d, e);
  return fx_k(&x, bits);
}

/* IEEE-754 2019 minimum/maximum (is_num: minNum/maxNum, a NaN operand is
 * ignored); -0 < +0 in all four. */
static SmtTerm fx_minmax(Fx *x, SmtTerm a, SmtTerm b, bool is_max, bool is_num) {
  SmtCtx *c = x->c;
  SmtTerm na = smt_fp_is_nan(c, a), nb = smt_fp_is_nan(c, b);
  SmtTerm first = is_max ? smt_fp_gt(c, a, b) : smt_fp_lt(c, a, b);
  SmtTerm second = is_max ? smt_fp_gt(c, b, a) : smt_fp_lt(c, b, a);
  /* Equal (numerically): identical unless the two zeros; pick by sign. */
  SmtTerm a_neg = smt_fp_is_negative(c, a);
  SmtTerm tie = is_max ? smt_ite(c, a_neg, b, a) : smt_ite(c, a_neg, a, b);
  SmtTerm r = smt_ite(c, first, a, smt_ite(c, second, b, tie));
  if (is_num) return smt_ite(c, na, b, smt_ite(c, nb, a, r));
  return smt_ite(c, smt_or(c, na, nb), fx_nan(x), r);
}

/* fmod (C fmod, arith.remf): x - trunc(x/y)*y, exact, with the sign of x.
 * Z3's fp.rem is the IEEE remainder (quotient rounded to nearest even), and
 * building fmod from it (r, or r + copysign(|y|, x) when r's sign differs
 * from x's) is exact but bit-blasts so badly in Z3 4.8.12 that even f16
 * queries time out. So: constants are folded exactly on the host; otherwise
 * the value is the exact special cases (NaN / Inf x / zero y -> NaN;
 * |x| < |y|, including y = Inf and x = 0 -> x; |x| = |y| -> +-0 with x's
 * sign) around copysign(fp.rem.<t>(|x|, |y|), x), a UF value restricted to
 * 0 <= u < |y| (anything else becomes +0, itself a possible fmod value). */
static SmtTerm fx_fmod(Fx *x, SmtTerm a, SmtTerm b) {
  SmtCtx *c = x->c;
  uint64_t ba, bb, r;
  if (smt_term_get_fp_bits(c, a, &ba) && smt_term_get_fp_bits(c, b, &bb) &&
      fpi_eval_bin(&x->f, FPB_REM, ba, bb, &r))
    return fx_k(x, r);
  SmtTerm aa = smt_fp_abs(c, a), ab = smt_fp_abs(c, b);
  SmtTerm args[2] = {aa, ab};
  SmtTerm u = fpx_uf(x->d, x->e, "rem", args, 2);
  SmtTerm zero = fx_k(x, 0);
  SmtTerm ok = smt_and_n(c, (SmtTerm[]){smt_not(c, smt_fp_is_negative(c, u)), smt_fp_lt(c, u, ab)}, 2);
  SmtTerm mag = smt_ite(c, ok, u, zero); /* fp.lt is false for NaN */
  SmtTerm a_neg = smt_fp_is_negative(c, a);
  SmtTerm res = smt_ite(c, a_neg, smt_fp_neg(c, mag), mag);
  res = smt_ite(c, smt_fp_eq(c, aa, ab), smt_ite(c, a_neg, fx_k(x, x->f.sign_mask), zero), res);
  res = smt_ite(c, smt_fp_lt(c, aa, ab), a, res);
  SmtTerm bad = smt_or_n(
      c, (SmtTerm[]){smt_fp_is_nan(c, a), smt_fp_is_nan(c, b), smt_fp_is_inf(c, a), smt_fp_is_zero(c, b)}, 4);
  return smt_ite(c, bad, fx_nan(x), res);
}

/* IEEE bits of an FP numeral term; false for anything else. */
static bool fx_num(Fx *x, SmtTerm t, uint64_t *bits) { return smt_term_get_fp_bits(x->c, t, bits); }

/* x + (+0): x unless x is a zero, then +0 (-0 + +0 = +0). */
static SmtTerm fx_add_pos_zero(Fx *x, SmtTerm a) {
  return smt_ite(x->c, smt_fp_is_zero(x->c, a), fx_k(x, 0), a);
}

/* Exact IEEE identities applied at construction when exactly one operand is
 * a numeral (Alive2-style folding: they remove whole adder/multiplier
 * circuits, and src/tgt pairs that differ only by such identities, like
 * tosa-to-linalg's accumulator inits, become cheap to check). Both-numeral
 * cases are left to Z3's simplifier. Returns false if no identity applies. */
static bool fx_identity(Fx *x, FpBin op, SmtTerm a, SmtTerm b, SmtTerm *out) {
  SmtCtx *c = x->c;
  uint64_t ka, kb;
  bool na = fx_num(x, a, &ka), nb = fx_num(x, b, &kb);
  if (na == nb) return false;
  uint64_t one = fpi_one(&x->f), neg_one = one | x->f.sign_mask, nzero = x->f.sign_mask;
  switch (op) {
  case FPB_ADD: { /* commutative: look at the numeral operand */
    SmtTerm v = na ? b : a;
    uint64_t k = na ? ka : kb;
    if (k == nzero)
      *out = v; /* x + -0 = x */
    else if (k == 0)
      *out = fx_add_pos_zero(x, v); /* x + +0 */
    else
      return false;
    return true;
  }
  case FPB_SUB:
    if (nb && kb == 0)
      *out = a; /* x - +0 = x */
    else if (nb && kb == nzero)
      *out = fx_add_pos_zero(x, a); /* x - -0 = x + +0 */
    else if (na && ka == nzero)
      *out = smt_fp_neg(c, b); /* -0 - y = -y */
    else if (na && ka == 0)
      *out = fx_add_pos_zero(x, smt_fp_neg(c, b)); /* +0 - y = -y + +0 */
    else
      return false;
    return true;
  case FPB_MUL: {
    SmtTerm v = na ? b : a;
    uint64_t k = na ? ka : kb;
    if (k == one)
      *out = v; /* x * 1 = x */
    else if (k == neg_one)
      *out = smt_fp_neg(c, v); /* x * -1 = -x */
    else
      return false;
    return true;
  }
  case FPB_DIV:
    if (nb && kb == one)
      *out = a; /* x / 1 = x */
    else if (nb && kb == neg_one)
      *out = smt_fp_neg(c, a); /* x / -1 = -x */
    else
      return false;
    return true;
  default: return false;
  }
}

SmtTerm fpx_bin(FpDom *d, IrElem e, FpBin op, SmtTerm a, SmtTerm b) {
  Fx x = fx_make(d, e);
  SmtCtx *c = d->c;
  SmtTerm id;
  if (fx_identity(&x, op, a, b, &id)) return id;
  switch (op) {
  case FPB_ADD: return smt_fp_add(c, SMT_RNE, a, b);
  case FPB_SUB: return smt_fp_sub(c, SMT_RNE, a, b);
  case FPB_MUL: return smt_fp_mul(c, SMT_RNE, a, b);
  case FPB_DIV: return smt_fp_div(c, SMT_RNE, a, b);
  case FPB_REM: return fx_fmod(&x, a, b);
  case FPB_POW: return fps_pow(d, e, a, b);
  case FPB_MINIMUM: return fx_minmax(&x, a, b, false, false);
  case FPB_MAXIMUM: return fx_minmax(&x, a, b, true, false);
  case FPB_MINNUM: return fx_minmax(&x, a, b, false, true);
  case FPB_MAXNUM: return fx_minmax(&x, a, b, true, true);
  case FPB_COPYSIGN: {
    SmtTerm aa = smt_fp_abs(c, a);
    return smt_ite(c, smt_fp_is_negative(c, b), smt_fp_neg(c, aa), aa);
  }
  }
  SmtTerm none = {0};
  return none;
}

/* fp.roundToIntegral, in the format of e. Z3 4.8.12 (Debian 12) answers
 * `unknown` ("invalid zero_extend application") for roundToIntegral of a
 * format with 8 significand bits (bf16: campT 6c7f33a10fd692e4, every bf16
 * floor, ceil and float-to-int cast in the exact domain). A short format
 * rounds in f32 instead: widening is exact, the integral value of a bf16
 * number is a bf16 number (below 2^7 it has at most 8 significant bits,
 * above it the number already was integral), so narrowing back is exact. */
static SmtTerm fx_round_integral(FpDom *d, IrElem e, SmtRm rm, SmtTerm a) {
  Fx x = fx_make(d, e);
  SmtCtx *c = d->c;
  if (x.f.sbits >= 11 || x.f.ebits > 8) return smt_fp_round_to_integral(c, rm, a);
  SmtTerm wide = smt_fp_to_fp(c, SMT_RNE, a, 8, 24);
  return smt_fp_to_fp(c, SMT_RNE, smt_fp_round_to_integral(c, rm, wide), x.f.ebits, x.f.sbits);
}

SmtTerm fpx_un(FpDom *d, IrElem e, FpUn op, SmtTerm a) {
  SmtCtx *c = d->c;
  switch (op) {
  case FPU_NEG: return smt_fp_neg(c, a);
  case FPU_ABS: return smt_fp_abs(c, a);
  case FPU_SQRT: return smt_fp_sqrt(c, SMT_RNE, a);
  case FPU_FLOOR: return fx_round_integral(d, e, SMT_RTN, a);
  case FPU_CEIL: return fx_round_integral(d, e, SMT_RTP, a);
  case FPU_ROUND: return fx_round_integral(d, e, SMT_RNA, a);
  case FPU_ROUNDEVEN: return fx_round_integral(d, e, SMT_RNE, a);
  case FPU_TRUNC: return fx_round_integral(d, e, SMT_RTZ, a);
  default: return fps_unary(d, e, op, a);
  }
}

SmtTerm fpx_fma(FpDom *d, IrElem e, SmtTerm a, SmtTerm b, SmtTerm c3) {
  Fx x = fx_make(d, e);
  uint64_t k;
  /* exact identities with one numeral: fma(x, y, -0) = x * y; fma(+-1, y, z)
   * = +-y + z (one rounding either way) */
  bool nab = fx_num(&x, a, &k) && fx_num(&x, b, &k);
  if (!nab && fx_num(&x, c3, &k) && k == x.f.sign_mask) return fpx_bin(d, e, FPB_MUL, a, b);
  if (!nab) {
    uint64_t one = fpi_one(&x.f);
    for (int i = 0; i < 2; i++) {
      SmtTerm f = i ? b : a, other = i ? a : b;
      if (fx_num(&x, f, &k) && (k & x.f.mag_mask) == one && !fx_num(&x, c3, &k)) {
        bool neg = fx_num(&x, f, &k) && (k & x.f.sign_mask);
        return fpx_bin(d, e, FPB_ADD, neg ? smt_fp_neg(d->c, other) : other, c3);
      }
    }
  }
  return smt_fp_fma(d->c, SMT_RNE, a, b, c3);
}

SmtTerm fpx_cmp(FpDom *d, IrElem e, FpCmp pred, SmtTerm a, SmtTerm b) {
  TVF_UNUSED(e);
  SmtCtx *c = d->c;
  SmtTerm uno = smt_or(c, smt_fp_is_nan(c, a), smt_fp_is_nan(c, b));
  switch (pred) {
  case FPC_FALSE: return smt_false(c);
  case FPC_OEQ: return smt_fp_eq(c, a, b);
  case FPC_OGT: return smt_fp_gt(c, a, b);
  case FPC_OGE: return smt_fp_ge(c, a, b);
  case FPC_OLT: return smt_fp_lt(c, a, b);
  case FPC_OLE: return smt_fp_le(c, a, b);
  case FPC_ONE: return smt_and(c, smt_not(c, uno), smt_not(c, smt_fp_eq(c, a, b)));
  case FPC_ORD: return smt_not(c, uno);
  case FPC_UEQ: return smt_or(c, uno, smt_fp_eq(c, a, b));
  case FPC_UGT: return smt_or(c, uno, smt_fp_gt(c, a, b));
  case FPC_UGE: return smt_or(c, uno, smt_fp_ge(c, a, b));
  case FPC_ULT: return smt_or(c, uno, smt_fp_lt(c, a, b));
  case FPC_ULE: return smt_or(c, uno, smt_fp_le(c, a, b));
  case FPC_UNE: return smt_not(c, smt_fp_eq(c, a, b));
  case FPC_UNO: return uno;
  case FPC_TRUE: return smt_true(c);
  }
  return smt_false(c);
}

SmtTerm fpx_is_nan(FpDom *d, IrElem e, SmtTerm a) {
  TVF_UNUSED(e);
  return smt_fp_is_nan(d->c, a);
}

SmtTerm fpx_is_inf(FpDom *d, IrElem e, SmtTerm a) {
  TVF_UNUSED(e);
  return smt_fp_is_inf(d->c, a);
}

SmtTerm fpx_is_zero(FpDom *d, IrElem e, SmtTerm a) {
  TVF_UNUSED(e);
  return smt_fp_is_zero(d->c, a);
}

SmtTerm fpx_sign_bit(FpDom *d, IrElem e, SmtTerm a) {
  TVF_UNUSED(e);
  return smt_fp_is_negative(d->c, a); /* false for NaN: FPA NaN has no sign */
}

SmtTerm fpx_refines(FpDom *d, IrElem e, SmtTerm src, SmtTerm tgt) {
  TVF_UNUSED(e);
  /* SMT '=' on FP: all NaNs are equal, +0 != -0: exactly value refinement. */
  return smt_eq(d->c, src, tgt);
}

SmtTerm fpx_convert(FpDom *d, IrElem from, IrElem to, SmtTerm a) {
  TVF_UNUSED(from);
  return smt_fp_to_fp(d->c, SMT_RNE, a, (unsigned)ir_elem_ebits(to), (unsigned)ir_elem_sbits(to));
}

SmtTerm fpx_from_int(FpDom *d, bool is_signed, IrElem to, SmtTerm bv) {
  unsigned eb = (unsigned)ir_elem_ebits(to), sb = (unsigned)ir_elem_sbits(to);
  return is_signed ? smt_fp_from_sbv(d->c, SMT_RNE, bv, eb, sb) : smt_fp_from_ubv(d->c, SMT_RNE, bv, eb, sb);
}

/* +2^k in format x (+Inf when beyond the range). */
static SmtTerm fx_pow2(Fx *x, unsigned k) {
  int64_t be = (int64_t)k + x->f.bias;
  if (be >= ((int64_t)1 << x->f.ebits) - 1) return fx_k(x, x->f.exp_mask);
  return fx_k(x, (uint64_t)be << (x->f.sbits - 1));
}

SmtTerm fpx_to_int(FpDom *d, IrElem e, SmtTerm a, unsigned width, bool is_signed, SmtRm rm,
                   SmtTerm *in_range) {
  Fx x = fx_make(d, e);
  SmtCtx *c = d->c;
  SmtTerm r = fx_round_integral(d, e, rm, a);
  if (in_range) {
    SmtTerm lo, hi; /* in range iff r finite and lo <= r < hi (NaN fails both) */
    if (is_signed) {
      hi = fx_pow2(&x, width - 1);
      lo = smt_fp_neg(c, hi);
    } else {
      hi = fx_pow2(&x, width);
      lo = fx_k(&x, 0);
    }
    /* -0 >= +0 holds; the explicit Inf test matters when the bound itself
     * overflows the format (f16 and 2^31) */
    SmtTerm ts[3] = {smt_not(c, smt_fp_is_inf(c, r)), smt_fp_ge(c, r, lo), smt_fp_lt(c, r, hi)};
    *in_range = smt_and_n(c, ts, 3);
  }
  return is_signed ? smt_fp_to_sbv(c, SMT_RTZ, r, width) : smt_fp_to_ubv(c, SMT_RTZ, r, width);
}

bool fpx_model_bits(FpDom *d, SmtModel *m, IrElem e, SmtTerm value, uint64_t *bits) {
  TVF_UNUSED(e);
  SmtTerm v = smt_model_eval(m, value);
  if (smt_is_null(v)) return false;
  if (!smt_term_get_fp_bits(d->c, v, bits)) {
    v = smt_simplify(d->c, v);
    if (!smt_term_get_fp_bits(d->c, v, bits)) return false;
  }
  return true;
}

SmtTerm fpx_uf(FpDom *d, IrElem e, const char *op, const SmtTerm *args, int n) {
  char name[64];
  fpd_uf_name(name, sizeof name, "fp", op, e);
  SmtSort s = fpx_sort(d, e), dom[4] = {s, s, s, s};
  SmtFunc f = smt_func(d->c, name, dom, n, s);
  return smt_apply(d->c, f, args, n);
}

SmtTerm fpx_is_int(FpDom *d, IrElem e, SmtTerm a) {
  SmtCtx *c = d->c;
  SmtTerm finite = smt_not(c, smt_or(c, smt_fp_is_nan(c, a), smt_fp_is_inf(c, a)));
  return smt_and(c, finite, smt_fp_eq(c, fx_round_integral(d, e, SMT_RTZ, a), a));
}

SmtTerm fpx_is_odd(FpDom *d, IrElem e, SmtTerm a) {
  Fx x = fx_make(d, e);
  SmtCtx *c = d->c;
  /* |a| == 1 is odd; for an integer |a| >= 2 (a normal number), a/2 is a with
   * the exponent field decremented, and a is odd iff a/2 is not an integer. */
  SmtTerm abs_a = smt_fp_abs(c, a);
  SmtTerm one = fx_k(&x, fpi_one(&x.f));
  unsigned w = (unsigned)x.f.bits;
  SmtTerm half_bits =
      smt_bv_sub(c, smt_fp_to_ieee_bv(c, abs_a), smt_bv_u64(c, w, UINT64_C(1) << (x.f.sbits - 1)));
  SmtTerm half = smt_fp_from_ieee_bv(c, half_bits, (unsigned)x.f.ebits, (unsigned)x.f.sbits);
  SmtTerm big_odd = smt_and(c, smt_fp_gt(c, abs_a, one), smt_not(c, fpx_is_int(d, e, half)));
  return smt_and(c, fpx_is_int(d, e, a), smt_or(c, smt_fp_eq(c, abs_a, one), big_odd));
}
