/*
 * fp_special.c: transcendental functions and pow for both FP domains, as
 * uninterpreted functions wrapped in their IEEE-754 / C99 Annex F special
 * cases.
 *
 * The accuracy of exp, log, sin, ... is implementation-defined, so their
 * generic values are a UF per function and precision (fpd_uf: over the FP
 * sort in the exact domain, over the code bit-vector in the abstract one).
 * What C99 Annex F fixes exactly is encoded with ite's on top, and a few
 * range facts that hold for every sane implementation are imposed on the UF
 * value by construction (ite(is_nan(u), +0, u), abs(u), copysign(u, x), ...),
 * so no quantifier or extra precondition is needed: the set of functions the
 * solver can pick is exactly "UF values satisfying the facts", which contains
 * the real function. Every rule is written once against the public fpdom_*
 * operations and so serves both domains.
 */
#include "encoder/fp/fp_internal.h"

typedef struct Sp {
  FpDom *d;
  IrElem e;
  SmtCtx *c;
  FpFmt f;
} Sp;

static SmtTerm sp_k(Sp *s, uint64_t bits) { return fpdom_const(s->d, s->e, bits); }
static SmtTerm sp_nan(Sp *s) { return sp_k(s, fpi_qnan(&s->f)); }
static SmtTerm sp_inf(Sp *s, bool neg) { return sp_k(s, (neg ? s->f.sign_mask : 0) | s->f.exp_mask); }
static SmtTerm sp_zero(Sp *s, bool neg) { return sp_k(s, neg ? s->f.sign_mask : 0); }
static SmtTerm sp_one(Sp *s, bool neg) { return sp_k(s, (neg ? s->f.sign_mask : 0) | fpi_one(&s->f)); }
static SmtTerm sp_isnan(Sp *s, SmtTerm x) { return fpdom_is_nan(s->d, s->e, x); }
static SmtTerm sp_isinf(Sp *s, SmtTerm x) { return fpdom_is_inf(s->d, s->e, x); }
static SmtTerm sp_iszero(Sp *s, SmtTerm x) { return fpdom_is_zero(s->d, s->e, x); }
static SmtTerm sp_sign(Sp *s, SmtTerm x) { return fpdom_sign_bit(s->d, s->e, x); }
static SmtTerm sp_pinf(Sp *s, SmtTerm x) {
  return smt_and(s->c, sp_isinf(s, x), smt_not(s->c, sp_sign(s, x)));
}
static SmtTerm sp_ninf(Sp *s, SmtTerm x) { return smt_and(s->c, sp_isinf(s, x), sp_sign(s, x)); }
static SmtTerm sp_eq(Sp *s, SmtTerm x, SmtTerm y) { return fpdom_cmp(s->d, s->e, FPC_OEQ, x, y); }
static SmtTerm sp_lt(Sp *s, SmtTerm x, SmtTerm y) { return fpdom_cmp(s->d, s->e, FPC_OLT, x, y); }
static SmtTerm sp_le(Sp *s, SmtTerm x, SmtTerm y) { return fpdom_cmp(s->d, s->e, FPC_OLE, x, y); }
static SmtTerm sp_abs(Sp *s, SmtTerm x) { return fpdom_un(s->d, s->e, FPU_ABS, x); }
static SmtTerm sp_neg(Sp *s, SmtTerm x) { return fpdom_un(s->d, s->e, FPU_NEG, x); }
static SmtTerm sp_copysign(Sp *s, SmtTerm x, SmtTerm y) { return fpdom_bin(s->d, s->e, FPB_COPYSIGN, x, y); }
static SmtTerm sp_ite(Sp *s, SmtTerm c, SmtTerm a, SmtTerm b) { return smt_ite(s->c, c, a, b); }

/* u with NaN replaced by +0 (a value that is not NaN). */
static SmtTerm sp_nonnan(Sp *s, SmtTerm u) { return sp_ite(s, sp_isnan(s, u), sp_zero(s, false), u); }
/* u with NaN and +-Inf replaced by +0. */
static SmtTerm sp_finite(Sp *s, SmtTerm u) {
  return sp_ite(s, smt_or(s->c, sp_isnan(s, u), sp_isinf(s, u)), sp_zero(s, false), u);
}
/* |u| clamped to at most 1 (u not NaN). */
static SmtTerm sp_mag_le1(Sp *s, SmtTerm u) {
  SmtTerm au = sp_abs(s, u);
  return sp_ite(s, sp_le(s, au, sp_one(s, false)), au, sp_one(s, false));
}

static const char *sp_name(FpUn op) {
  switch (op) {
  case FPU_EXP: return "exp";
  case FPU_EXP2: return "exp2";
  case FPU_EXPM1: return "expm1";
  case FPU_LOG: return "log";
  case FPU_LOG2: return "log2";
  case FPU_LOG1P: return "log1p";
  case FPU_RSQRT: return "rsqrt";
  case FPU_TANH: return "tanh";
  case FPU_ERF: return "erf";
  case FPU_SIN: return "sin";
  case FPU_COS: return "cos";
  case FPU_ATAN: return "atan";
  default: return NULL;
  }
}

bool fps_is_transcendental(FpUn op) { return sp_name(op) != NULL; }

SmtTerm fps_unary(FpDom *d, IrElem e, FpUn op, SmtTerm x) {
  Sp s = {d, e, d->c, {0}};
  const char *name = sp_name(op);
  if (!name || !fpi_fmt(e, &s.f)) {
    smt_ctx_set_error(d->c, "fpdom: op %d is not a transcendental function", (int)op);
    SmtTerm none = {0};
    return none;
  }
  SmtTerm u = fpd_uf(d, e, name, &x, 1);
  SmtTerm nan = sp_nan(&s), r;
  switch (op) {
  case FPU_EXP:
  case FPU_EXP2:
    /* exp(NaN)=NaN, exp(+Inf)=+Inf, exp(-Inf)=+0, exp(+-0)=1; else >= +0, not NaN. */
    r = sp_abs(&s, sp_nonnan(&s, u));
    r = sp_ite(&s, sp_iszero(&s, x), sp_one(&s, false), r);
    r = sp_ite(&s, sp_ninf(&s, x), sp_zero(&s, false), r);
    r = sp_ite(&s, sp_pinf(&s, x), sp_inf(&s, false), r);
    break;
  case FPU_EXPM1: {
    /* expm1(+-0)=+-0, expm1(+Inf)=+Inf, expm1(-Inf)=-1; else sign of x, >= -1. */
    SmtTerm v = sp_abs(&s, sp_nonnan(&s, u));
    SmtTerm negpart = sp_ite(&s, sp_le(&s, v, sp_one(&s, false)), sp_neg(&s, v), sp_one(&s, true));
    r = sp_ite(&s, sp_sign(&s, x), negpart, v);
    r = sp_ite(&s, sp_iszero(&s, x), x, r);
    r = sp_ite(&s, sp_ninf(&s, x), sp_one(&s, true), r);
    r = sp_ite(&s, sp_pinf(&s, x), sp_inf(&s, false), r);
    break;
  }
  case FPU_LOG:
  case FPU_LOG2: {
    /* log(+-0)=-Inf, log(x<0)=NaN, log(1)=+0, log(+Inf)=+Inf; else finite,
     * negative below 1 and positive above. */
    SmtTerm v = sp_abs(&s, sp_finite(&s, u));
    r = sp_ite(&s, sp_lt(&s, x, sp_one(&s, false)), sp_neg(&s, v), v);
    r = sp_ite(&s, sp_eq(&s, x, sp_one(&s, false)), sp_zero(&s, false), r);
    r = sp_ite(&s, sp_pinf(&s, x), sp_inf(&s, false), r);
    r = sp_ite(&s, sp_sign(&s, x), nan, r);
    r = sp_ite(&s, sp_iszero(&s, x), sp_inf(&s, true), r);
    break;
  }
  case FPU_LOG1P:
    /* log1p(+-0)=+-0, log1p(-1)=-Inf, log1p(x<-1)=NaN, log1p(+Inf)=+Inf; else
     * finite with the sign of x. */
    r = sp_copysign(&s, sp_finite(&s, u), x);
    r = sp_ite(&s, sp_pinf(&s, x), sp_inf(&s, false), r);
    r = sp_ite(&s, sp_lt(&s, x, sp_one(&s, true)), nan, r);
    r = sp_ite(&s, sp_eq(&s, x, sp_one(&s, true)), sp_inf(&s, true), r);
    r = sp_ite(&s, sp_iszero(&s, x), x, r);
    break;
  case FPU_RSQRT: {
    /* rsqrt(+-0)=+-Inf, rsqrt(x<0)=NaN, rsqrt(+Inf)=+0; else finite, > 0. */
    SmtTerm v = sp_abs(&s, sp_finite(&s, u));
    r = sp_ite(&s, sp_iszero(&s, v), sp_one(&s, false), v);
    r = sp_ite(&s, sp_pinf(&s, x), sp_zero(&s, false), r);
    r = sp_ite(&s, sp_sign(&s, x), nan, r);
    r = sp_ite(&s, sp_iszero(&s, x), sp_copysign(&s, sp_inf(&s, false), x), r);
    break;
  }
  case FPU_TANH:
  case FPU_ERF:
    /* f(+-0)=+-0, f(+-Inf)=+-1; else |f| <= 1 with the sign of x. */
    r = sp_copysign(&s, sp_mag_le1(&s, sp_nonnan(&s, u)), x);
    r = sp_ite(&s, sp_isinf(&s, x), sp_copysign(&s, sp_one(&s, false), x), r);
    r = sp_ite(&s, sp_iszero(&s, x), x, r);
    break;
  case FPU_SIN:
  case FPU_COS: {
    /* sin(+-0)=+-0, cos(+-0)=1, f(+-Inf)=NaN; else |f| <= 1, not NaN. */
    SmtTerm v = sp_nonnan(&s, u);
    r = sp_ite(&s, sp_le(&s, sp_abs(&s, v), sp_one(&s, false)), v, sp_zero(&s, false));
    r = sp_ite(&s, sp_iszero(&s, x), op == FPU_SIN ? x : sp_one(&s, false), r);
    r = sp_ite(&s, sp_isinf(&s, x), nan, r);
    break;
  }
  case FPU_ATAN:
    /* atan(+-0)=+-0; else finite (|atan| < pi/2, also at +-Inf) with the
     * sign of x. */
    r = sp_copysign(&s, sp_finite(&s, u), x);
    r = sp_ite(&s, sp_iszero(&s, x), x, r);
    break;
  default: r = nan; break;
  }
  return sp_ite(&s, sp_isnan(&s, x), nan, r);
}

SmtTerm fps_pow(FpDom *d, IrElem e, SmtTerm x, SmtTerm y) {
  Sp s = {d, e, d->c, {0}};
  fpi_fmt(e, &s.f);
  SmtTerm args[2] = {x, y};
  SmtTerm u = fpd_uf(d, e, "pow", args, 2);
  SmtTerm odd = fpd_is_odd(d, e, y), isint = fpd_is_int(d, e, y);
  SmtTerm ys = sp_sign(&s, y), xs = sp_sign(&s, x);
  SmtTerm pone = sp_one(&s, false), pinf = sp_inf(&s, false), pzero = sp_zero(&s, false);
  /* Generic: not NaN; positive for x > 0; for x < 0 (y an integer here) the
   * sign is that of an odd power. */
  SmtTerm v = sp_abs(&s, sp_nonnan(&s, u));
  SmtTerm r = sp_ite(&s, smt_and(s.c, xs, odd), sp_neg(&s, v), v);
  /* pow(x<0 finite, y finite non-integer) = NaN */
  r = sp_ite(&s, smt_and(s.c, xs, smt_not(s.c, isint)), sp_nan(&s), r);
  /* pow(+Inf, y) = +0 for y < 0, +Inf for y > 0 */
  r = sp_ite(&s, sp_pinf(&s, x), sp_ite(&s, ys, pzero, pinf), r);
  /* pow(-Inf, y): y < 0: -0 if y odd else +0; y > 0: -Inf if y odd else +Inf */
  r = sp_ite(
      &s, sp_ninf(&s, x),
      sp_ite(&s, ys, sp_ite(&s, odd, sp_zero(&s, true), pzero), sp_ite(&s, odd, sp_inf(&s, true), pinf)), r);
  /* pow(-1, +-Inf) = 1; pow(|x|<1, -Inf) = +Inf, pow(|x|<1, +Inf) = +0;
   * pow(|x|>1, -Inf) = +0, pow(|x|>1, +Inf) = +Inf */
  SmtTerm small = sp_lt(&s, sp_abs(&s, x), pone);
  SmtTerm yinf = sp_ite(&s, sp_eq(&s, x, sp_one(&s, true)), pone,
                        sp_ite(&s, small, sp_ite(&s, ys, pinf, pzero), sp_ite(&s, ys, pzero, pinf)));
  r = sp_ite(&s, sp_isinf(&s, y), yinf, r);
  /* pow(+-0, y): y < 0: +-Inf if y odd else +Inf (also y = -Inf);
   * y > 0: +-0 if y odd else +0 */
  SmtTerm xzero = sp_ite(&s, ys, sp_ite(&s, odd, sp_copysign(&s, pinf, x), pinf), sp_ite(&s, odd, x, pzero));
  r = sp_ite(&s, sp_iszero(&s, x), xzero, r);
  /* NaN operands (after the two exceptions below) */
  r = sp_ite(&s, smt_or(s.c, sp_isnan(&s, x), sp_isnan(&s, y)), sp_nan(&s), r);
  /* pow(+1, y) = 1 even for NaN y; pow(x, +-0) = 1 even for NaN x */
  r = sp_ite(&s, sp_eq(&s, x, pone), pone, r);
  r = sp_ite(&s, sp_iszero(&s, y), pone, r);
  return r;
}
