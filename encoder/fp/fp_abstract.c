/*
 * fp_abstract.c: the abstract FP domain of docs/ENCODING.md (thesis chapter
 * 4, mlir-tv section 4.1), one precision at a time.
 *
 * Layout. A value of type fN is a bit-vector: MSB = sign, the other mbw bits
 * (MB) an order-preserving code of the magnitude. MB = 0 is zero, all ones
 * NaN, all ones - 1 Inf, all ones - 2 fMAX (the largest finite value); other
 * codes mean whatever the solver picks, subject to the constant preconditions.
 * NaN keeps a sign bit (one NaN per sign, as in mlir-tv): fpdom_const maps a
 * NaN of any payload to the NaN code with the constant's sign, NaNs made by
 * operations have sign 0 (or the sign of the propagated NaN operand), neg and
 * copysign move it as IEEE does; payloads are not observed. All NaNs refine
 * each other.
 *
 * Exact: neg, abs, copysign, comparisons, minimum/maximum/minnum/maxnum;
 * operations whose operands are all constants are folded to the exact IEEE
 * result (fp_ieee.c), which registers the result as a constant.
 *
 * Approximated by uninterpreted functions (one per op and precision) wrapped
 * in IEEE special cases; rounding is symmetric (RNE), so add/mul/div/fmod/sqrt
 * get their sign exactly and only the magnitude is a UF of the magnitudes:
 *  - add  fpa.add(same_sign, |x|, |y|), commutative as f(s,x,y) & f(s,y,x):
 *         NaN in -> NaN; Inf + -Inf -> NaN; +-Inf + y -> +-Inf; both zero ->
 *         -0 iff both -0; x + +-0 -> x (x nonzero); x + -x -> +0; else the sign
 *         of the larger magnitude, |r| >= max(|x|,|y|) and not NaN for equal
 *         signs, 0 < |r| <= max for opposite signs. sub(x, y) = add(x, -y).
 *  - mul  fpa.mul(|x|,|y|) commutative: NaN -> NaN; 0 * Inf -> NaN; Inf *
 *         nonzero -> Inf; 0 * finite -> 0; |x| = 1 -> |y|; sign = xor; else
 *         not NaN, |x| > 1 -> |xy| >= |y|, |x| < 1 -> |xy| <= |y| (and in y).
 *  - div  fpa.div(|x|,|y|): NaN -> NaN; 0/0, Inf/Inf -> NaN; Inf/y -> Inf;
 *         x/Inf -> 0; x/0 -> Inf; 0/y -> 0; |y| = 1 -> |x|; |x| = |y| -> 1;
 *         sign = xor; else not NaN, |y| > 1 -> |r| <= |x|, |y| < 1 -> |r| >=
 *         |x|, |x| < |y| -> |r| <= 1, |x| > |y| -> |r| >= 1.
 *  - rem  fpa.rem(|x|,|y|) (fmod): NaN, Inf % y, x % 0 -> NaN; x % Inf -> x;
 *         0 % y -> 0; |x| < |y| -> x; |x| = |y| -> 0 with x's sign; else
 *         sign of x and |r| < |y|.
 *  - sqrt fpa.sqrt(|x|): NaN, x < 0 -> NaN; +-0, +Inf fixed; sqrt(1) = 1;
 *         else positive and between 1 and x.
 *  - fma  fpa.fma(x,y,z), commutative in x,y: NaN -> NaN; 0 * Inf -> NaN;
 *         Inf product + opposite Inf -> NaN; Inf product -> Inf; z Inf -> z;
 *         x = +-1 -> add(+-y, z); x or y zero -> add(signed zero, z); z = -0 ->
 *         mul(x, y); else not NaN, with the common sign when product and z
 *         agree.
 *  - floor/ceil/round/roundeven/trunc fpa.<op>(x): NaN, +-Inf, +-0 and
 *         integers fixed (integer-ness is the Bool UF fpa.isint of MB, exact
 *         on constants); sign preserved; 0 < |x| < 1 -> the exact candidates
 *         (floor: +0 / -1, ceil: +1 / -0, trunc: +-0, round*: +-0 or +-1);
 *         else floor(x) < x < ceil(x), |trunc(x)| < |x|, result >= 1 in
 *         magnitude; results are integers (precondition fact).
 *  - pow and transcendental functions: fp_special.c.
 *  - fp -> fp casts: with FpDomConfig.precise_casts, between the chained
 *         types, the exact EB|FB|OB layout of fp_casts.c (widths of those
 *         types come from it too). Otherwise (the cheap first rung, and any
 *         cast involving a type outside the chain) approximate:
 *         fpa.conv.<from>.<to>(MB) keeps
 *         NaN/Inf/0/sign, 1.0 -> 1.0, constant images fixed; widening is
 *         injective and strictly monotone, narrowing monotone;
 *         fpa.itofp.<to>.i<w>(|n|): 0 -> +0, +-1 -> +-1.0, sign of n, monotone
 *         in |n|; fpa.toint / fpa.inrange: exact on zero, +-1, constants,
 *         |x| < 1 with the rounding mode; sign facts; monotone where in range.
 *
 * The range facts of the generic (UF) case above ("not NaN", "|r| >= max",
 * monotone rounding around 1.0, ...) are not ite-replacements, which would
 * add spurious values, but preconditions "generic case -> facts about the UF
 * value", collected per application (a fact over a lambda-bound variable only
 * holds at one point: sound, weaker; the encoder unrolls tensors in C).
 *
 * Preconditions (fpdom_preconditions): those facts; constants strictly
 * ordered by magnitude, 0 < first, last < fMAX; gap bounds MB(c_{i+1}) -
 * MB(c_i) <= (IEEE values strictly between) + 1, also from 0 to the first
 * constant and from the last to fMAX (that last bound only when the code space
 * is not larger than the format's, otherwise it would be unsatisfiable and
 * make every query vacuously true); exact integer-ness of constants; rounding
 * results are integers; pairwise monotonicity of cast UFs (first
 * FPA_MONO_MAX applications per UF); with precise casts, the layout facts
 * of fp_casts.c, which also replace the ordering and gap facts of the wider
 * chained types. Each op adds at most one new value (its
 * result), so callers count op results for FpDomConfig.value_count; counts
 * must be upper bounds, too small a width loses counterexamples.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/fp/fp_internal.h"

/* Cap on UF applications per cast group that get pairwise monotonicity
 * facts (quadratic). */
#define FPA_MONO_MAX 48

/* ---- precision state and constants ---- */

unsigned fpa_width(FpDom *d, IrElem e) {
  unsigned lw = fpc_width(d, e); /* precise casts fix the widths of chained types */
  if (lw) return lw;
  unsigned w = d->cfg.width[e];
  /* A narrower float's values may come into this type unannounced: a TOSA
   * reduction or dot product of f16/bf16 accumulates in f32, where the
   * extended operands are this type's values and constants (a bf16
   * REDUCE_SUM of 8 distinct constants needed 9 f32 codes: campS tool error
   * c05cc469e0b543b1). Counts are upper bounds, so add theirs. */
  long count = d->cfg.value_count[e];
  for (int n = 0; n < IR_ELEM_COUNT; n++)
    if (n != (int)e && ir_elem_is_float((IrElem)n) && ir_elem_is_float(e) &&
        ir_elem_bits((IrElem)n) < ir_elem_bits(e))
      count += d->cfg.value_count[n];
  if (!w) w = d->cfg.fixed_width ? 33 : fpdom_abstract_width(count);
  if (w < 4) w = 4;
  if (w > 64) w = 64;
  return w;
}

static int fpa_reg(FpDom *d, IrElem e, FpaPrec *p, uint64_t mag);

static FpaPrec *fpa_prec(FpDom *d, IrElem e) {
  FpaPrec *p = &d->prec[e];
  if (p->init) return p;
  p->init = true;
  fpi_fmt(e, &p->fmt);
  p->width = fpa_width(d, e);
  p->mbw = p->width - 1;
  p->sort = smt_sort_bv(d->c, p->width);
  uint64_t ones = p->mbw >= 64 ? UINT64_MAX : (UINT64_C(1) << p->mbw) - 1;
  p->k_zero = smt_bv_u64(d->c, p->mbw, 0);
  p->k_nan = smt_bv_u64(d->c, p->mbw, ones);
  p->k_inf = smt_bv_u64(d->c, p->mbw, ones - 1);
  p->k_fmax = smt_bv_u64(d->c, p->mbw, ones - 2);
  int i = fpa_reg(d, e, p, fpi_one(&p->fmt)); /* 1.0 always exists */
  p->one_mb = i >= 0 ? p->consts[i].mb : p->k_zero;
  return p;
}

static unsigned fpa_hash(uint64_t k, int cap) {
  return (unsigned)((k * UINT64_C(0x9E3779B97F4A7C15)) >> 32) & (unsigned)(cap - 1);
}

/* Index of the constant with magnitude mag, registering it if new; -1 on
 * allocation failure. */
static int fpa_reg(FpDom *d, IrElem e, FpaPrec *p, uint64_t mag) {
  if (p->ctabcap) {
    for (unsigned h = fpa_hash(mag, p->ctabcap);; h = (h + 1) & (unsigned)(p->ctabcap - 1)) {
      int v = p->ctab[h];
      if (!v) break;
      if (p->consts[v - 1].mag == mag) return v - 1;
    }
  }
  if (!fpd_reserve(d, (void **)&p->consts, &p->capconsts, sizeof *p->consts, p->nconsts + 1)) return -1;
  if (2 * (p->nconsts + 1) > p->ctabcap) { /* rehash */
    int ncap = p->ctabcap ? p->ctabcap * 2 : 64;
    while (ncap < 2 * (p->nconsts + 1))
      ncap *= 2;
    int *nt = arena_calloc(d->a, (size_t)ncap, sizeof *nt);
    if (!nt) {
      smt_ctx_set_error(d->c, "fpdom: out of memory");
      return -1;
    }
    for (int i = 0; i < p->nconsts; i++) {
      unsigned h = fpa_hash(p->consts[i].mag, ncap);
      while (nt[h])
        h = (h + 1) & (unsigned)(ncap - 1);
      nt[h] = i + 1;
    }
    p->ctab = nt;
    p->ctabcap = ncap;
  }
  char name[80];
  snprintf(name, sizeof name, "fpa.c.%s.%llx", ir_elem_name(e), (unsigned long long)mag);
  int idx = p->nconsts++;
  p->consts[idx].mag = mag;
  p->consts[idx].mb = smt_var(d->c, name, smt_sort_bv(d->c, p->mbw));
  unsigned h = fpa_hash(mag, p->ctabcap);
  while (p->ctab[h])
    h = (h + 1) & (unsigned)(p->ctabcap - 1);
  p->ctab[h] = idx + 1;
  return idx;
}

FpaPrec *fpa_prec_of(FpDom *d, IrElem e) { return fpa_prec(d, e); }

int fpa_register(FpDom *d, IrElem e, uint64_t mag) { return fpa_reg(d, e, fpa_prec(d, e), mag); }

/* Registered constant index of mag, or -1 (no registration). */
static int fpa_find(FpaPrec *p, uint64_t mag) {
  if (!p->ctabcap) return -1;
  for (unsigned h = fpa_hash(mag, p->ctabcap);; h = (h + 1) & (unsigned)(p->ctabcap - 1)) {
    int v = p->ctab[h];
    if (!v) return -1;
    if (p->consts[v - 1].mag == mag) return v - 1;
  }
}

/* Constant-term map ((term pointer, type) -> IEEE bits) for folding. The type
 * is part of the key: types of equal width share their sort, so e.g. +0 is
 * the same term in f32 and bf16 under a fixed width. */
static unsigned fpa_phash(void *k, IrElem e, int cap) {
  return fpa_hash((uint64_t)(uintptr_t)k * 31 + (unsigned)e, cap);
}

static void fpa_cterm_put(FpDom *d, SmtTerm t, IrElem e, uint64_t bits) {
  if (smt_is_null(t)) return;
  if (2 * (d->ctn + 1) > d->ctcap) {
    int ncap = d->ctcap ? d->ctcap * 2 : 64;
    FpCTerm *nt = arena_calloc(d->a, (size_t)ncap, sizeof *nt);
    if (!nt) return; /* folding is an optimisation: skip it */
    for (int i = 0; i < d->ctcap; i++) {
      if (!d->cterms[i].key) continue;
      unsigned h = fpa_phash(d->cterms[i].key, d->cterms[i].e, ncap);
      while (nt[h].key)
        h = (h + 1) & (unsigned)(ncap - 1);
      nt[h] = d->cterms[i];
    }
    d->cterms = nt;
    d->ctcap = ncap;
  }
  unsigned h = fpa_phash(t.p, e, d->ctcap);
  while (d->cterms[h].key && !(d->cterms[h].key == t.p && d->cterms[h].e == e))
    h = (h + 1) & (unsigned)(d->ctcap - 1);
  if (d->cterms[h].key) return; /* known; keep the first bits (NaN payloads differ) */
  d->ctn++;
  d->cterms[h].key = t.p;
  d->cterms[h].e = e;
  d->cterms[h].bits = bits;
}

static bool fpa_cterm_get(FpDom *d, SmtTerm t, IrElem e, uint64_t *bits) {
  if (!d->ctcap || smt_is_null(t)) return false;
  for (unsigned h = fpa_phash(t.p, e, d->ctcap);; h = (h + 1) & (unsigned)(d->ctcap - 1)) {
    if (!d->cterms[h].key) return false;
    if (d->cterms[h].key == t.p && d->cterms[h].e == e) {
      *bits = d->cterms[h].bits;
      return true;
    }
  }
}

bool fpa_const_bits(FpDom *d, IrElem e, SmtTerm t, uint64_t *bits) { return fpa_cterm_get(d, t, e, bits); }

/* ---- code helpers ---- */

typedef struct Ab {
  FpDom *d;
  SmtCtx *c;
  IrElem e;
  FpaPrec *p;
} Ab;

static Ab ab_make(FpDom *d, IrElem e) {
  Ab a = {d, d->c, e, fpa_prec(d, e)};
  return a;
}

static SmtTerm ab_s(Ab *a, SmtTerm x) { return smt_bv_extract(a->c, a->p->mbw, a->p->mbw, x); }
static SmtTerm ab_m(Ab *a, SmtTerm x) { return smt_bv_extract(a->c, a->p->mbw - 1, 0, x); }
static SmtTerm ab_b1(Ab *a, bool v) { return smt_bv_u64(a->c, 1, v ? 1 : 0); }
static SmtTerm ab_sb(Ab *a, SmtTerm x) { return smt_eq(a->c, ab_s(a, x), ab_b1(a, true)); }
static SmtTerm ab_mk(Ab *a, SmtTerm s1, SmtTerm m) { return smt_bv_concat(a->c, s1, m); }
static SmtTerm ab_mkb(Ab *a, bool neg, SmtTerm m) { return ab_mk(a, ab_b1(a, neg), m); }
static SmtTerm ab_ite(Ab *a, SmtTerm c, SmtTerm x, SmtTerm y) { return smt_ite(a->c, c, x, y); }
static SmtTerm ab_eq(Ab *a, SmtTerm x, SmtTerm y) { return smt_eq(a->c, x, y); }
static SmtTerm ab_and(Ab *a, SmtTerm x, SmtTerm y) { return smt_and(a->c, x, y); }
static SmtTerm ab_or(Ab *a, SmtTerm x, SmtTerm y) { return smt_or(a->c, x, y); }
static SmtTerm ab_not(Ab *a, SmtTerm x) { return smt_not(a->c, x); }
static SmtTerm ab_ult(Ab *a, SmtTerm x, SmtTerm y) { return smt_bv_ult(a->c, x, y); }
static SmtTerm ab_ule(Ab *a, SmtTerm x, SmtTerm y) { return smt_bv_ule(a->c, x, y); }
static SmtTerm ab_nan(Ab *a) { return ab_mkb(a, false, a->p->k_nan); }

/* Magnitude codes known when the encoding is built: the reserved numerals
 * and the registered constants' codes. Their order is the IEEE order of the
 * magnitudes (the preconditions make the codes strictly increasing with it,
 * fpa_order_facts), so predicates and comparisons on them fold to literals
 * here, and a value whose classification is already decided (isnan(1.0) in
 * a folded clamp, say) leaves no case split for the solver. The precondition
 * builders compare codes with ab_ult/ab_ule, which never fold on this
 * knowledge: the facts the folds rely on must stay asserted. */
static bool ab_mkey(Ab *a, SmtTerm m, uint64_t *key) {
  FpaPrec *p = a->p;
  uint64_t fmax = fpi_fmax_mag(&p->fmt);
  if (smt_term_same(m, p->k_zero))
    *key = 0;
  else if (smt_term_same(m, p->k_fmax))
    *key = fmax;
  else if (smt_term_same(m, p->k_inf))
    *key = fmax + 1;
  else if (smt_term_same(m, p->k_nan))
    *key = fmax + 2;
  else {
    for (int i = 0; i < p->nconsts; i++)
      if (smt_term_same(m, p->consts[i].mb)) {
        *key = p->consts[i].mag;
        return true;
      }
    return false;
  }
  return true;
}

/* m1 == m2 on magnitude codes. */
static SmtTerm ab_meq(Ab *a, SmtTerm m1, SmtTerm m2) {
  uint64_t k1, k2;
  if (ab_mkey(a, m1, &k1) && ab_mkey(a, m2, &k2)) return smt_bool(a->c, k1 == k2);
  return ab_eq(a, m1, m2);
}

static SmtTerm ab_isnan_m(Ab *a, SmtTerm m) { return ab_meq(a, m, a->p->k_nan); }
static SmtTerm ab_isinf_m(Ab *a, SmtTerm m) { return ab_meq(a, m, a->p->k_inf); }
static SmtTerm ab_iszero_m(Ab *a, SmtTerm m) { return ab_meq(a, m, a->p->k_zero); }
static SmtTerm ab_isone_m(Ab *a, SmtTerm m) { return ab_meq(a, m, a->p->one_mb); }

/* The sign (as a numeral) and the magnitude key of x when both are known. */
static bool ab_known(Ab *a, SmtTerm x, bool *neg, uint64_t *key) {
  uint64_t s;
  if (!smt_term_get_u64(a->c, ab_s(a, x), &s)) return false;
  *neg = s != 0;
  return ab_mkey(a, ab_m(a, x), key);
}

/* Record the fact "generic -> ok" about a UF application: the range facts of
 * an approximated op, guarded by the condition under which the UF value is
 * the op's result (on special inputs the UF value is unused and must stay
 * unconstrained, or the preconditions could become unsatisfiable). */
static void ab_fact(Ab *a, SmtTerm generic, SmtTerm ok) {
  FpDom *d = a->d;
  if (fpd_reserve(d, (void **)&d->facts, &d->capfacts, sizeof *d->facts, d->nfacts + 1))
    d->facts[d->nfacts++] = smt_implies(a->c, generic, ok);
}

static SmtTerm ab_or_n(Ab *a, const SmtTerm *ts, int n) { return smt_or_n(a->c, ts, n); }

/* f(args) & f(args with the two operands at i, j swapped): a commutative UF. */
static SmtTerm ab_comm(Ab *a, SmtFunc f, SmtTerm *args, int n, int i, int j) {
  SmtTerm r1 = smt_apply(a->c, f, args, n);
  SmtTerm t = args[i];
  args[i] = args[j];
  args[j] = t;
  SmtTerm r2 = smt_apply(a->c, f, args, n);
  return smt_bv_and(a->c, r1, r2);
}

/* UF "fpa.<op>.<elem>" with the given domain sorts and range. */
static SmtFunc ab_func(Ab *a, const char *op, const SmtSort *dom, int n, SmtSort range) {
  char name[96];
  fpd_uf_name(name, sizeof name, "fpa", op, a->e);
  return smt_func(a->c, name, dom, n, range);
}

static SmtSort ab_mbsort(Ab *a) { return smt_sort_bv(a->c, a->p->mbw); }

/* ---- sorts, constants ---- */

SmtSort fpa_sort(FpDom *d, IrElem e) { return fpa_prec(d, e)->sort; }

SmtTerm fpa_const(FpDom *d, IrElem e, uint64_t bits) {
  Ab a = ab_make(d, e);
  FpaPrec *p = a.p;
  const FpFmt *f = &p->fmt;
  uint64_t mag = fpi_mag(f, bits);
  SmtTerm m;
  if (fpi_is_nan(f, bits))
    m = p->k_nan;
  else if (fpi_is_inf(f, bits))
    m = p->k_inf;
  else if (mag == 0)
    m = p->k_zero;
  else if (mag == fpi_fmax_mag(f))
    m = p->k_fmax;
  else {
    int i = fpa_reg(d, e, p, mag);
    if (i < 0) {
      SmtTerm none = {0};
      return none;
    }
    m = p->consts[i].mb;
  }
  SmtTerm t = ab_mkb(&a, fpi_sign(f, bits), m);
  fpa_cterm_put(d, t, e, bits);
  return t;
}

static SmtTerm ab_k(Ab *a, uint64_t bits) { return fpa_const(a->d, a->e, bits); }

/* ---- predicates and comparisons ---- */

SmtTerm fpa_is_nan(FpDom *d, IrElem e, SmtTerm x) {
  Ab a = ab_make(d, e);
  return ab_isnan_m(&a, ab_m(&a, x));
}

SmtTerm fpa_is_inf(FpDom *d, IrElem e, SmtTerm x) {
  Ab a = ab_make(d, e);
  return ab_isinf_m(&a, ab_m(&a, x));
}

SmtTerm fpa_is_zero(FpDom *d, IrElem e, SmtTerm x) {
  Ab a = ab_make(d, e);
  return ab_iszero_m(&a, ab_m(&a, x));
}

SmtTerm fpa_sign_bit(FpDom *d, IrElem e, SmtTerm x) {
  Ab a = ab_make(d, e);
  return ab_sb(&a, x);
}

/* x < y for non-NaN x, y. */
static SmtTerm ab_lt(Ab *a, SmtTerm x, SmtTerm y) {
  bool nx, ny;
  uint64_t kx, ky, knan = fpi_fmax_mag(&a->p->fmt) + 2;
  if (ab_known(a, x, &nx, &kx) && ab_known(a, y, &ny, &ky) && kx != knan && ky != knan) {
    bool lt;
    if (kx == 0 && ky == 0)
      lt = false;
    else if (nx != ny)
      lt = nx;
    else
      lt = nx ? ky < kx : kx < ky;
    return smt_bool(a->c, lt);
  }
  SmtTerm sx = ab_sb(a, x), sy = ab_sb(a, y), mx = ab_m(a, x), my = ab_m(a, y);
  SmtTerm both_pos = ab_and(a, ab_and(a, ab_not(a, sx), ab_not(a, sy)), ab_ult(a, mx, my));
  SmtTerm both_neg = ab_and(a, ab_and(a, sx, sy), ab_ult(a, my, mx));
  SmtTerm mixed =
      ab_and(a, ab_and(a, sx, ab_not(a, sy)), ab_not(a, ab_and(a, ab_iszero_m(a, mx), ab_iszero_m(a, my))));
  SmtTerm ts[3] = {both_pos, both_neg, mixed};
  return smt_or_n(a->c, ts, 3);
}

/* x == y (IEEE, +0 == -0) for non-NaN x, y. */
static SmtTerm ab_eqv(Ab *a, SmtTerm x, SmtTerm y) {
  bool nx, ny;
  uint64_t kx, ky, knan = fpi_fmax_mag(&a->p->fmt) + 2;
  if (ab_known(a, x, &nx, &kx) && ab_known(a, y, &ny, &ky) && kx != knan && ky != knan)
    return smt_bool(a->c, kx == ky && (nx == ny || kx == 0));
  SmtTerm mx = ab_m(a, x);
  return ab_and(a, ab_eq(a, mx, ab_m(a, y)), ab_or(a, ab_eq(a, ab_s(a, x), ab_s(a, y)), ab_iszero_m(a, mx)));
}

SmtTerm fpa_cmp(FpDom *d, IrElem e, FpCmp pred, SmtTerm x, SmtTerm y) {
  Ab a = ab_make(d, e);
  SmtCtx *c = d->c;
  SmtTerm uno = ab_or(&a, ab_isnan_m(&a, ab_m(&a, x)), ab_isnan_m(&a, ab_m(&a, y)));
  SmtTerm ord = ab_not(&a, uno);
  switch (pred) {
  case FPC_FALSE: return smt_false(c);
  case FPC_TRUE: return smt_true(c);
  case FPC_ORD: return ord;
  case FPC_UNO: return uno;
  default: break;
  }
  SmtTerm lt = ab_lt(&a, x, y), gt = ab_lt(&a, y, x), eq = ab_eqv(&a, x, y);
  switch (pred) {
  case FPC_OEQ: return ab_and(&a, ord, eq);
  case FPC_OGT: return ab_and(&a, ord, gt);
  case FPC_OGE: return ab_and(&a, ord, ab_or(&a, gt, eq));
  case FPC_OLT: return ab_and(&a, ord, lt);
  case FPC_OLE: return ab_and(&a, ord, ab_or(&a, lt, eq));
  case FPC_ONE: return ab_and(&a, ord, ab_not(&a, eq));
  case FPC_UEQ: return ab_or(&a, uno, eq);
  case FPC_UGT: return ab_or(&a, uno, gt);
  case FPC_UGE: return ab_or(&a, uno, ab_or(&a, gt, eq));
  case FPC_ULT: return ab_or(&a, uno, lt);
  case FPC_ULE: return ab_or(&a, uno, ab_or(&a, lt, eq));
  case FPC_UNE: return ab_or(&a, uno, ab_not(&a, eq));
  default: return smt_false(c);
  }
}

SmtTerm fpa_refines(FpDom *d, IrElem e, SmtTerm src, SmtTerm tgt) {
  Ab a = ab_make(d, e);
  SmtTerm both_nan = ab_and(&a, ab_isnan_m(&a, ab_m(&a, src)), ab_isnan_m(&a, ab_m(&a, tgt)));
  return ab_or(&a, both_nan, ab_eq(&a, src, tgt));
}

/* ---- exact sign/order operations ---- */

static SmtTerm ab_neg(Ab *a, SmtTerm x) { return ab_mk(a, smt_bv_not(a->c, ab_s(a, x)), ab_m(a, x)); }
static SmtTerm ab_abs(Ab *a, SmtTerm x) { return ab_mkb(a, false, ab_m(a, x)); }

static SmtTerm ab_minmax(Ab *a, SmtTerm x, SmtTerm y, bool is_max, bool is_num) {
  SmtTerm nx = ab_isnan_m(a, ab_m(a, x)), ny = ab_isnan_m(a, ab_m(a, y));
  SmtTerm first = is_max ? ab_lt(a, y, x) : ab_lt(a, x, y);
  SmtTerm second = is_max ? ab_lt(a, x, y) : ab_lt(a, y, x);
  SmtTerm sx = ab_sb(a, x);
  SmtTerm tie = is_max ? ab_ite(a, sx, y, x) : ab_ite(a, sx, x, y); /* equal: only zeros differ */
  SmtTerm r = ab_ite(a, first, x, ab_ite(a, second, y, tie));
  if (is_num) return ab_ite(a, nx, y, ab_ite(a, ny, x, r));
  return ab_ite(a, nx, x, ab_ite(a, ny, y, r)); /* propagate the NaN operand */
}

/* ---- arithmetic ---- */

static SmtTerm ab_add(Ab *a, SmtTerm x, SmtTerm y) {
  FpaPrec *p = a->p;
  SmtTerm sx = ab_s(a, x), sy = ab_s(a, y), mx = ab_m(a, x), my = ab_m(a, y);
  SmtTerm nx = ab_isnan_m(a, mx), ny = ab_isnan_m(a, my);
  SmtTerm ix = ab_isinf_m(a, mx), iy = ab_isinf_m(a, my);
  SmtTerm zx = ab_iszero_m(a, mx), zy = ab_iszero_m(a, my);
  SmtTerm same = ab_eq(a, sx, sy);
  SmtTerm cancel = ab_and(a, ab_eq(a, mx, my), ab_not(a, same));
  /* generic: magnitude UF of (same sign?, |x|, |y|), commutative; sign of
   * the larger magnitude; |r| >= max and not NaN for equal signs, 0 < |r| <=
   * max for opposite signs */
  SmtSort mbs = ab_mbsort(a), dom[3] = {smt_sort_bv(a->c, 1), mbs, mbs};
  SmtFunc f = ab_func(a, "add", dom, 3, mbs);
  SmtTerm args[3] = {ab_ite(a, same, ab_b1(a, true), ab_b1(a, false)), mx, my};
  SmtTerm u = ab_comm(a, f, args, 3, 1, 2);
  SmtTerm mmax = ab_ite(a, smt_bv_uge(a->c, mx, my), mx, my);
  SmtTerm ok = ab_ite(a, same, ab_and(a, ab_ule(a, mmax, u), ab_not(a, ab_isnan_m(a, u))),
                      ab_and(a, ab_ule(a, u, mmax), ab_not(a, ab_iszero_m(a, u))));
  SmtTerm special[7] = {nx, ny, ix, iy, zx, zy, cancel};
  ab_fact(a, ab_not(a, ab_or_n(a, special, 7)), ok);
  SmtTerm sign = ab_ite(a, same, sx, ab_ite(a, ab_ult(a, my, mx), sx, sy));
  SmtTerm r = ab_mk(a, sign, u);
  /* x + (-x) = +0 */
  r = ab_ite(a, cancel, ab_mkb(a, false, p->k_zero), r);
  /* x + +-0 = x for x nonzero; +-0 + +-0 = -0 only if both are -0 */
  r = ab_ite(a, zx, y, r);
  r = ab_ite(a, zy, x, r);
  SmtTerm both_neg = ab_and(a, ab_sb(a, x), ab_sb(a, y));
  r = ab_ite(a, ab_and(a, zx, zy), ab_mk(a, ab_ite(a, both_neg, ab_b1(a, true), ab_b1(a, false)), p->k_zero),
             r);
  /* Inf */
  r = ab_ite(a, iy, y, r);
  r = ab_ite(a, ix, x, r);
  r = ab_ite(a, ab_and(a, ix, iy), ab_ite(a, same, x, ab_nan(a)), r);
  return ab_ite(a, ab_or(a, nx, ny), ab_nan(a), r);
}

static SmtTerm ab_mul(Ab *a, SmtTerm x, SmtTerm y) {
  FpaPrec *p = a->p;
  SmtTerm mx = ab_m(a, x), my = ab_m(a, y), one = p->one_mb;
  SmtTerm sgn = smt_bv_xor(a->c, ab_s(a, x), ab_s(a, y));
  SmtTerm nx = ab_isnan_m(a, mx), ny = ab_isnan_m(a, my);
  SmtTerm ix = ab_isinf_m(a, mx), iy = ab_isinf_m(a, my);
  SmtTerm zx = ab_iszero_m(a, mx), zy = ab_iszero_m(a, my);
  SmtTerm ox = ab_isone_m(a, mx), oy = ab_isone_m(a, my);
  SmtSort mbs = ab_mbsort(a), dom[2] = {mbs, mbs};
  SmtTerm args[2] = {mx, my};
  SmtTerm u = ab_comm(a, ab_func(a, "mul", dom, 2, mbs), args, 2, 0, 1);
  /* generic: not NaN; monotone rounding: |x| > 1 -> |xy| >= |y|, |x| < 1 ->
   * |xy| <= |y| (and symmetrically) */
  SmtTerm oks[5] = {ab_not(a, ab_isnan_m(a, u)), smt_implies(a->c, ab_ult(a, one, mx), ab_ule(a, my, u)),
                    smt_implies(a->c, ab_ult(a, mx, one), ab_ule(a, u, my)),
                    smt_implies(a->c, ab_ult(a, one, my), ab_ule(a, mx, u)),
                    smt_implies(a->c, ab_ult(a, my, one), ab_ule(a, u, mx))};
  SmtTerm special[8] = {nx, ny, ix, iy, zx, zy, ox, oy};
  ab_fact(a, ab_not(a, ab_or_n(a, special, 8)), smt_and_n(a->c, oks, 5));
  SmtTerm mag = ab_ite(a, ox, my, ab_ite(a, oy, mx, u));
  SmtTerm r = ab_mk(a, sgn, mag);
  r = ab_ite(a, ab_or(a, zx, zy), ab_mk(a, sgn, p->k_zero), r);
  r = ab_ite(a, ab_or(a, ix, iy), ab_mk(a, sgn, p->k_inf), r);
  r = ab_ite(a, ab_or(a, ab_and(a, zx, iy), ab_and(a, ix, zy)), ab_nan(a), r);
  return ab_ite(a, ab_or(a, nx, ny), ab_nan(a), r);
}

static SmtTerm ab_div(Ab *a, SmtTerm x, SmtTerm y) {
  FpaPrec *p = a->p;
  SmtTerm mx = ab_m(a, x), my = ab_m(a, y), one = p->one_mb;
  SmtTerm sgn = smt_bv_xor(a->c, ab_s(a, x), ab_s(a, y));
  SmtTerm nx = ab_isnan_m(a, mx), ny = ab_isnan_m(a, my);
  SmtTerm ix = ab_isinf_m(a, mx), iy = ab_isinf_m(a, my);
  SmtTerm zx = ab_iszero_m(a, mx), zy = ab_iszero_m(a, my);
  SmtTerm oy = ab_isone_m(a, my), eq = ab_eq(a, mx, my);
  SmtSort mbs = ab_mbsort(a), dom[2] = {mbs, mbs};
  SmtTerm args[2] = {mx, my};
  SmtTerm u = smt_apply(a->c, ab_func(a, "div", dom, 2, mbs), args, 2);
  /* generic: not NaN; monotone rounding around |y| = 1 and |x| = |y| */
  SmtTerm oks[5] = {ab_not(a, ab_isnan_m(a, u)), smt_implies(a->c, ab_ult(a, one, my), ab_ule(a, u, mx)),
                    smt_implies(a->c, ab_ult(a, my, one), ab_ule(a, mx, u)),
                    smt_implies(a->c, ab_ult(a, mx, my), ab_ule(a, u, one)),
                    smt_implies(a->c, ab_ult(a, my, mx), ab_ule(a, one, u))};
  SmtTerm special[8] = {nx, ny, ix, iy, zx, zy, oy, eq};
  ab_fact(a, ab_not(a, ab_or_n(a, special, 8)), smt_and_n(a->c, oks, 5));
  SmtTerm mag = ab_ite(a, oy, mx, ab_ite(a, eq, one, u));
  SmtTerm r = ab_mk(a, sgn, mag);
  r = ab_ite(a, zx, ab_mk(a, sgn, p->k_zero), r);
  r = ab_ite(a, zy, ab_mk(a, sgn, p->k_inf), r);
  r = ab_ite(a, iy, ab_mk(a, sgn, p->k_zero), r);
  r = ab_ite(a, ix, ab_mk(a, sgn, p->k_inf), r);
  r = ab_ite(a, ab_or(a, ab_and(a, zx, zy), ab_and(a, ix, iy)), ab_nan(a), r);
  return ab_ite(a, ab_or(a, nx, ny), ab_nan(a), r);
}

static SmtTerm ab_rem(Ab *a, SmtTerm x, SmtTerm y) {
  FpaPrec *p = a->p;
  SmtTerm sx = ab_s(a, x), mx = ab_m(a, x), my = ab_m(a, y);
  SmtSort mbs = ab_mbsort(a), dom[2] = {mbs, mbs};
  SmtTerm args[2] = {mx, my};
  SmtTerm u = smt_apply(a->c, ab_func(a, "rem", dom, 2, mbs), args, 2);
  SmtTerm special[6] = {ab_isnan_m(a, mx), ab_isnan_m(a, my),  ab_isinf_m(a, mx),
                        ab_isinf_m(a, my), ab_iszero_m(a, my), ab_ule(a, mx, my)};
  ab_fact(a, ab_not(a, ab_or_n(a, special, 6)), ab_ult(a, u, my)); /* |fmod| < |y| (and < |x|) */
  SmtTerm r = ab_mk(a, sx, u);
  r = ab_ite(a, ab_eq(a, mx, my), ab_mk(a, sx, p->k_zero), r);
  r = ab_ite(a, ab_ult(a, mx, my), x, r);
  r = ab_ite(a, ab_iszero_m(a, mx), x, r);
  r = ab_ite(a, ab_isinf_m(a, my), x, r);
  r = ab_ite(a, ab_or(a, ab_isinf_m(a, mx), ab_iszero_m(a, my)), ab_nan(a), r);
  return ab_ite(a, ab_or(a, ab_isnan_m(a, mx), ab_isnan_m(a, my)), ab_nan(a), r);
}

/* Try to fold an operation on constants; false if an operand is not a
 * constant or the op is not folded. */
static bool ab_fold_bin(Ab *a, FpBin op, SmtTerm x, SmtTerm y, SmtTerm *out) {
  uint64_t bx, by, r;
  if (!fpa_cterm_get(a->d, x, a->e, &bx) || !fpa_cterm_get(a->d, y, a->e, &by)) return false;
  if (!fpi_eval_bin(&a->p->fmt, op, bx, by, &r)) return false;
  *out = ab_k(a, r);
  return true;
}

SmtTerm fpa_bin(FpDom *d, IrElem e, FpBin op, SmtTerm x, SmtTerm y) {
  Ab a = ab_make(d, e);
  SmtTerm folded;
  if (ab_fold_bin(&a, op, x, y, &folded)) return folded;
  switch (op) {
  case FPB_ADD: return ab_add(&a, x, y);
  case FPB_SUB: return ab_add(&a, x, ab_neg(&a, y));
  case FPB_MUL: return ab_mul(&a, x, y);
  case FPB_DIV: return ab_div(&a, x, y);
  case FPB_REM: return ab_rem(&a, x, y);
  case FPB_POW: return fps_pow(d, e, x, y);
  case FPB_MINIMUM: return ab_minmax(&a, x, y, false, false);
  case FPB_MAXIMUM: return ab_minmax(&a, x, y, true, false);
  case FPB_MINNUM: return ab_minmax(&a, x, y, false, true);
  case FPB_MAXNUM: return ab_minmax(&a, x, y, true, true);
  case FPB_COPYSIGN: return ab_mk(&a, ab_s(&a, y), ab_m(&a, x));
  }
  SmtTerm none = {0};
  return none;
}

SmtTerm fpa_fma(FpDom *d, IrElem e, SmtTerm x, SmtTerm y, SmtTerm z) {
  Ab a = ab_make(d, e);
  FpaPrec *p = a.p;
  uint64_t bx, by, bz, folded;
  if (fpa_cterm_get(d, x, e, &bx) && fpa_cterm_get(d, y, e, &by) && fpa_cterm_get(d, z, e, &bz) &&
      fpi_eval_fma(&p->fmt, bx, by, bz, &folded))
    return ab_k(&a, folded);
  SmtTerm mx = ab_m(&a, x), my = ab_m(&a, y), mz = ab_m(&a, z);
  SmtTerm sgn = smt_bv_xor(a.c, ab_s(&a, x), ab_s(&a, y)), sz = ab_s(&a, z);
  SmtTerm ix = ab_isinf_m(&a, mx), iy = ab_isinf_m(&a, my), iz = ab_isinf_m(&a, mz);
  SmtTerm zx = ab_iszero_m(&a, mx), zy = ab_iszero_m(&a, my), zz = ab_iszero_m(&a, mz);
  SmtTerm any_nan = smt_or_n(a.c, (SmtTerm[]){ab_isnan_m(&a, mx), ab_isnan_m(&a, my), ab_isnan_m(&a, mz)}, 3);
  /* generic: a UF of the three codes, commutative in x, y; not NaN; common
   * sign when the product and z have the same sign */
  SmtSort dom[3] = {p->sort, p->sort, p->sort};
  SmtTerm args[3] = {x, y, z};
  SmtTerm u = ab_comm(&a, ab_func(&a, "fma", dom, 3, p->sort), args, 3, 0, 1);
  SmtTerm um = ab_m(&a, u);
  SmtTerm special[9] = {any_nan, ix, iy, iz, zx, zy, zz, ab_isone_m(&a, mx), ab_isone_m(&a, my)};
  ab_fact(&a, ab_not(&a, ab_or_n(&a, special, 9)), ab_not(&a, ab_isnan_m(&a, um)));
  SmtTerm r = ab_mk(&a, ab_ite(&a, ab_eq(&a, sgn, sz), sgn, ab_s(&a, u)), um);
  /* z = -0: fma(x, y, -0) = x * y exactly */
  r = ab_ite(&a, ab_and(&a, zz, ab_eq(&a, sz, ab_b1(&a, true))), ab_mul(&a, x, y), r);
  /* a zero factor: the product is an exact signed zero */
  r = ab_ite(&a, ab_or(&a, zx, zy), ab_add(&a, ab_mk(&a, sgn, p->k_zero), z), r);
  /* a factor +-1: one rounding of +-other + z */
  r = ab_ite(&a, ab_isone_m(&a, my), ab_add(&a, ab_mk(&a, sgn, mx), z), r);
  r = ab_ite(&a, ab_isone_m(&a, mx), ab_add(&a, ab_mk(&a, sgn, my), z), r);
  /* infinities */
  r = ab_ite(&a, iz, z, r);
  SmtTerm pinf = ab_or(&a, ix, iy);
  r = ab_ite(&a, pinf,
             ab_ite(&a, ab_and(&a, iz, ab_not(&a, ab_eq(&a, sz, sgn))), ab_nan(&a), ab_mk(&a, sgn, p->k_inf)),
             r);
  r = ab_ite(&a, ab_or(&a, ab_and(&a, zx, iy), ab_and(&a, ix, zy)), ab_nan(&a), r);
  return ab_ite(&a, any_nan, ab_nan(&a), r);
}

/* ---- integer predicates (pow, rounding) ---- */

SmtTerm fpa_is_int(FpDom *d, IrElem e, SmtTerm x) {
  Ab a = ab_make(d, e);
  FpaPrec *p = a.p;
  SmtTerm m = ab_m(&a, x);
  SmtSort mbs = ab_mbsort(&a);
  SmtTerm uf = smt_apply(d->c, ab_func(&a, "isint", &mbs, 1, smt_sort_bool(d->c)), &m, 1);
  p->used_int_pred = true;
  SmtTerm known_int =
      smt_or_n(d->c, (SmtTerm[]){ab_iszero_m(&a, m), ab_isone_m(&a, m), ab_eq(&a, m, p->k_fmax)}, 3);
  SmtTerm known_not = ab_or(&a, smt_bv_uge(d->c, m, p->k_inf), ab_ult(&a, m, p->one_mb));
  return ab_ite(&a, known_int, smt_true(d->c), ab_ite(&a, known_not, smt_false(d->c), uf));
}

SmtTerm fpa_is_odd(FpDom *d, IrElem e, SmtTerm x) {
  Ab a = ab_make(d, e);
  FpaPrec *p = a.p;
  SmtTerm m = ab_m(&a, x);
  SmtSort mbs = ab_mbsort(&a);
  SmtTerm uf = smt_apply(d->c, ab_func(&a, "isodd", &mbs, 1, smt_sort_bool(d->c)), &m, 1);
  p->used_odd_pred = true;
  SmtTerm known_not = smt_or_n(d->c,
                               (SmtTerm[]){ab_iszero_m(&a, m), ab_eq(&a, m, p->k_fmax),
                                           smt_bv_uge(d->c, m, p->k_inf), ab_ult(&a, m, p->one_mb)},
                               4);
  return ab_ite(&a, ab_isone_m(&a, m), smt_true(d->c),
                ab_ite(&a, known_not, smt_false(d->c), ab_and(&a, fpa_is_int(d, e, x), uf)));
}

/* ---- unary ---- */

static SmtTerm ab_sqrt(Ab *a, SmtTerm x) {
  FpaPrec *p = a->p;
  SmtTerm mx = ab_m(a, x);
  SmtSort mbs = ab_mbsort(a);
  SmtTerm u = smt_apply(a->c, ab_func(a, "sqrt", &mbs, 1, mbs), &mx, 1);
  SmtTerm one = p->one_mb;
  /* generic (finite, > 0, != 1): between 1 and x */
  SmtTerm ok = ab_ite(a, ab_ult(a, one, mx), ab_and(a, ab_ule(a, one, u), ab_ule(a, u, mx)),
                      ab_and(a, ab_ule(a, mx, u), ab_ule(a, u, one)));
  SmtTerm special[5] = {ab_sb(a, x), ab_iszero_m(a, mx), ab_isinf_m(a, mx), ab_isnan_m(a, mx),
                        ab_isone_m(a, mx)};
  ab_fact(a, ab_not(a, ab_or_n(a, special, 5)), ok);
  SmtTerm r = ab_mkb(a, false, u);
  r = ab_ite(a, ab_isone_m(a, mx), ab_mkb(a, false, one), r);
  r = ab_ite(a, ab_isinf_m(a, mx), x, r); /* +Inf (-Inf is caught below) */
  r = ab_ite(a, ab_sb(a, x), ab_nan(a), r);
  r = ab_ite(a, ab_iszero_m(a, mx), x, r);
  return ab_ite(a, ab_isnan_m(a, mx), ab_nan(a), r);
}

static const char *ab_round_name(FpUn op) {
  switch (op) {
  case FPU_FLOOR: return "floor";
  case FPU_CEIL: return "ceil";
  case FPU_ROUND: return "round";
  case FPU_ROUNDEVEN: return "roundeven";
  default: return "trunc";
  }
}

static SmtTerm ab_round(Ab *a, FpUn op, SmtTerm x) {
  FpaPrec *p = a->p;
  SmtTerm sx = ab_s(a, x), neg = ab_sb(a, x), mx = ab_m(a, x), one = p->one_mb;
  SmtSort dom[1] = {p->sort};
  SmtTerm u = smt_apply(a->c, ab_func(a, ab_round_name(op), dom, 1, p->sort), &x, 1);
  SmtTerm um = ab_m(a, u);
  SmtTerm below = ab_and(a, ab_ule(a, one, um), ab_ult(a, um, mx));       /* 1 <= |r| < |x| */
  SmtTerm above = ab_and(a, ab_ult(a, mx, um), ab_ule(a, um, p->k_fmax)); /* |x| < |r| finite */
  SmtTerm any = ab_and(a, ab_ule(a, one, um), ab_ule(a, um, p->k_fmax));  /* |r| >= 1 finite */
  SmtTerm ok, small;
  switch (op) {
  case FPU_FLOOR:
    ok = ab_ite(a, neg, above, below);
    small = ab_ite(a, neg, ab_mkb(a, true, one), ab_mkb(a, false, p->k_zero));
    break;
  case FPU_CEIL:
    ok = ab_ite(a, neg, below, above);
    small = ab_ite(a, neg, ab_mkb(a, true, p->k_zero), ab_mkb(a, false, one));
    break;
  case FPU_TRUNC:
    ok = below;
    small = ab_mk(a, sx, p->k_zero);
    break;
  default: /* ROUND, ROUNDEVEN */
    ok = ab_and(a, any, ab_not(a, ab_eq(a, um, mx)));
    small = ab_mk(a, sx, ab_ite(a, ab_eq(a, smt_bv_extract(a->c, 0, 0, um), ab_b1(a, true)), one, p->k_zero));
    break;
  }
  SmtTerm isint = fpa_is_int(a->d, a->e, x);
  SmtTerm special = smt_or_n(a->c, (SmtTerm[]){ab_iszero_m(a, mx), ab_isinf_m(a, mx), ab_isnan_m(a, mx)}, 3);
  /* generic: |x| > 1, not an integer */
  ab_fact(a, smt_and_n(a->c, (SmtTerm[]){ab_not(a, special), ab_not(a, isint), ab_ult(a, one, mx)}, 3), ok);
  SmtTerm r = ab_mk(a, sx, um);
  r = ab_ite(a, ab_ult(a, mx, one), small, r);
  r = ab_ite(a, isint, x, r);
  r = ab_ite(a, special, x, r);
  if (fpd_reserve(a->d, (void **)&p->int_results, &p->capint, sizeof *p->int_results, p->nint + 1))
    p->int_results[p->nint++] = r;
  return r;
}

SmtTerm fpa_un(FpDom *d, IrElem e, FpUn op, SmtTerm x) {
  Ab a = ab_make(d, e);
  uint64_t bx, r;
  if (fpa_cterm_get(d, x, e, &bx) && fpi_eval_un(&a.p->fmt, op, bx, &r)) return ab_k(&a, r);
  switch (op) {
  case FPU_NEG: return ab_neg(&a, x);
  case FPU_ABS: return ab_abs(&a, x);
  case FPU_SQRT: return ab_sqrt(&a, x);
  case FPU_FLOOR:
  case FPU_CEIL:
  case FPU_ROUND:
  case FPU_ROUNDEVEN:
  case FPU_TRUNC: return ab_round(&a, op, x);
  default: return fps_unary(d, e, op, x);
  }
}

SmtTerm fpa_uf(FpDom *d, IrElem e, const char *op, const SmtTerm *args, int n) {
  Ab a = ab_make(d, e);
  SmtSort dom[4] = {a.p->sort, a.p->sort, a.p->sort, a.p->sort};
  return smt_apply(d->c, ab_func(&a, op, dom, n, a.p->sort), args, n);
}

/* ---- casts (approximate) ---- */

static FpaGroup *fpa_group(FpDom *d, FpaGroupKind kind, IrElem from, IrElem to, unsigned width,
                           bool is_signed, SmtRm rm) {
  for (int i = 0; i < d->ngroups; i++) {
    FpaGroup *g = &d->groups[i];
    if (g->kind == kind && g->from == from && g->to == to && g->width == width && g->is_signed == is_signed &&
        g->rm == rm)
      return g;
  }
  if (!fpd_reserve(d, (void **)&d->groups, &d->capgroups, sizeof *d->groups, d->ngroups + 1)) return NULL;
  FpaGroup *g = &d->groups[d->ngroups++];
  memset(g, 0, sizeof *g);
  g->kind = kind;
  g->from = from;
  g->to = to;
  g->width = width;
  g->is_signed = is_signed;
  g->rm = rm;
  return g;
}

static void fpa_group_add(FpDom *d, FpaGroup *g, SmtTerm arg, SmtTerm res, SmtTerm aux) {
  if (!g || g->n >= FPA_MONO_MAX) return;
  int cap = g->cap;
  if (!fpd_reserve(d, (void **)&g->arg, &cap, sizeof *g->arg, g->n + 1)) return;
  cap = g->cap;
  if (!fpd_reserve(d, (void **)&g->res, &cap, sizeof *g->res, g->n + 1)) return;
  cap = g->cap;
  if (!fpd_reserve(d, (void **)&g->aux, &cap, sizeof *g->aux, g->n + 1)) return;
  g->cap = cap;
  g->arg[g->n] = arg;
  g->res[g->n] = res;
  g->aux[g->n] = aux;
  g->n++;
}

static const char *fpa_rm_name(SmtRm rm) {
  static const char *n[] = {"rne", "rna", "rtp", "rtn", "rtz"};
  return (unsigned)rm <= SMT_RTZ ? n[rm] : "rne";
}

static bool fpa_is_widening(IrElem from, IrElem to) {
  return ir_elem_ebits(to) >= ir_elem_ebits(from) && ir_elem_sbits(to) >= ir_elem_sbits(from);
}

/* MB code in precision `to` of a known magnitude, if it has one (reserved
 * or registered); false otherwise. */
static bool fpa_known_code(FpDom *d, IrElem to, uint64_t bits, SmtTerm *code) {
  FpaPrec *p = fpa_prec(d, to);
  uint64_t mag = fpi_mag(&p->fmt, bits);
  if (fpi_is_nan(&p->fmt, bits))
    *code = p->k_nan;
  else if (mag == p->fmt.exp_mask)
    *code = p->k_inf;
  else if (mag == 0)
    *code = p->k_zero;
  else if (mag == fpi_fmax_mag(&p->fmt))
    *code = p->k_fmax;
  else {
    int i = fpa_find(p, mag);
    if (i < 0) return false;
    *code = p->consts[i].mb;
  }
  return true;
}

bool fpa_code_of(FpDom *d, IrElem e, uint64_t bits, SmtTerm *code) {
  return fpa_known_code(d, e, bits, code);
}

SmtTerm fpa_convert(FpDom *d, IrElem from, IrElem to, SmtTerm x) {
  uint64_t bx;
  FpaPrec *pf = fpa_prec(d, from), *pt = fpa_prec(d, to);
  if (fpa_cterm_get(d, x, from, &bx)) return fpa_const(d, to, fpi_convert(&pf->fmt, &pt->fmt, bx));
  if (fpc_is_precise(d, from, to)) return fpc_convert(d, from, to, x); /* EB|FB|OB layout */
  Ab af = ab_make(d, from), at = ab_make(d, to);
  bool widen = fpa_is_widening(from, to);
  SmtTerm sx = ab_s(&af, x), mx = ab_m(&af, x);
  FpaGroup *g = fpa_group(d, FPA_G_CONV, from, to, 0, false, SMT_RNE);
  char name[64];
  snprintf(name, sizeof name, "fpa.conv.%s.%s", ir_elem_name(from), ir_elem_name(to));
  SmtSort dom = ab_mbsort(&af);
  SmtFunc f = smt_func(d->c, name, &dom, 1, ab_mbsort(&at));
  if (g) g->f = f;
  SmtTerm u = smt_apply(d->c, f, &mx, 1);
  SmtTerm lt1 = ab_ult(&af, mx, pf->one_mb), gt1 = ab_ult(&af, pf->one_mb, mx);
  SmtTerm ok;
  if (widen) { /* exact: nonzero, finite and below the wide fMAX, same side of 1 */
    SmtTerm ts[4] = {ab_not(&at, ab_iszero_m(&at, u)), ab_ult(&at, u, pt->k_fmax),
                     smt_implies(d->c, lt1, ab_ult(&at, u, pt->one_mb)),
                     smt_implies(d->c, gt1, ab_ult(&at, pt->one_mb, u))};
    ok = smt_and_n(d->c, ts, 4);
  } else { /* rounding: not NaN, monotone around 1 */
    SmtTerm ts[3] = {ab_not(&at, ab_isnan_m(&at, u)), smt_implies(d->c, lt1, ab_ule(&at, u, pt->one_mb)),
                     smt_implies(d->c, gt1, ab_ule(&at, pt->one_mb, u))};
    ok = smt_and_n(d->c, ts, 3);
  }
  SmtTerm m = u;
  SmtTerm fmax_code, fmax_known = smt_false(d->c);
  if (fpa_known_code(d, to, fpi_convert(&pf->fmt, &pt->fmt, fpi_fmax_mag(&pf->fmt)), &fmax_code)) {
    fmax_known = ab_eq(&af, mx, pf->k_fmax);
    m = ab_ite(&at, fmax_known, fmax_code, m);
  }
  SmtTerm special[5] = {ab_iszero_m(&af, mx), ab_isinf_m(&af, mx), ab_isnan_m(&af, mx), ab_isone_m(&af, mx),
                        fmax_known};
  ab_fact(&at, ab_not(&at, ab_or_n(&at, special, 5)), ok);
  m = ab_ite(&at, ab_isone_m(&af, mx), pt->one_mb, m);
  m = ab_ite(&at, ab_iszero_m(&af, mx), pt->k_zero, m);
  m = ab_ite(&at, ab_isinf_m(&af, mx), pt->k_inf, m);
  m = ab_ite(&at, ab_isnan_m(&af, mx), pt->k_nan, m);
  fpa_group_add(d, g, mx, u, smt_true(d->c));
  return ab_mk(&at, sx, m);
}

SmtTerm fpa_from_int(FpDom *d, bool is_signed, IrElem to, SmtTerm bv) {
  Ab a = ab_make(d, to);
  FpaPrec *p = a.p;
  unsigned w = smt_bv_width(d->c, bv);
  uint64_t v;
  if (smt_term_get_u64(d->c, bv, &v)) { /* a literal: exact */
    bool neg = is_signed && ((v >> (w - 1)) & 1);
    uint64_t mag = neg ? (~v + 1) & (w == 64 ? UINT64_MAX : ((UINT64_C(1) << w) - 1)) : v;
    return fpa_const(d, to, fpi_from_int(&p->fmt, neg, mag));
  }
  SmtTerm negb =
      is_signed ? ab_eq(&a, smt_bv_extract(d->c, w - 1, w - 1, bv), ab_b1(&a, true)) : smt_false(d->c);
  SmtTerm mag = ab_ite(&a, negb, smt_bv_neg(d->c, bv), bv); /* |n| as unsigned (INT_MIN ok) */
  FpaGroup *g = fpa_group(d, FPA_G_ITOF, IR_ELEM_NONE, to, w, false, SMT_RNE);
  char name[64];
  snprintf(name, sizeof name, "fpa.itofp.%s.i%u", ir_elem_name(to), w);
  SmtSort dom = smt_sort_bv(d->c, w);
  SmtFunc f = smt_func(d->c, name, &dom, 1, ab_mbsort(&a));
  if (g) g->f = f;
  SmtTerm u = smt_apply(d->c, f, &mag, 1);
  uint64_t maxmag = is_signed ? UINT64_C(1) << (w - 1) : (w == 64 ? UINT64_MAX : (UINT64_C(1) << w) - 1);
  bool can_overflow = fpi_is_inf(&p->fmt, fpi_from_int(&p->fmt, false, maxmag));
  /* generic (|n| >= 2): above 1.0, not NaN, finite unless the type can overflow */
  SmtTerm ok = ab_and(&a, ab_ult(&a, p->one_mb, u),
                      can_overflow ? ab_not(&a, ab_isnan_m(&a, u)) : ab_ult(&a, u, p->k_inf));
  ab_fact(&a, smt_bv_ult(d->c, smt_bv_u64(d->c, w, 1), mag), ok);
  SmtTerm m = ab_ite(&a, ab_eq(&a, mag, smt_bv_u64(d->c, w, 1)), p->one_mb, u);
  SmtTerm r = ab_mk(&a, ab_ite(&a, negb, ab_b1(&a, true), ab_b1(&a, false)), m);
  r = ab_ite(&a, ab_eq(&a, bv, smt_bv_u64(d->c, w, 0)), ab_mkb(&a, false, p->k_zero), r);
  fpa_group_add(d, g, mag, u, smt_true(d->c));
  return r;
}

SmtTerm fpa_to_int(FpDom *d, IrElem e, SmtTerm x, unsigned width, bool is_signed, SmtRm rm,
                   SmtTerm *in_range) {
  Ab a = ab_make(d, e);
  FpaPrec *p = a.p;
  const FpFmt *f = &p->fmt;
  SmtCtx *c = d->c;
  uint64_t bx, v = 0;
  if (fpa_cterm_get(d, x, e, &bx)) { /* a constant: exact */
    bool ok = fpi_to_int(f, bx, rm, width, is_signed, &v);
    if (in_range) *in_range = smt_bool(c, ok);
    return smt_bv_u64(c, width, ok ? v : 0);
  }
  SmtTerm mx = ab_m(&a, x), neg = ab_sb(&a, x);
  char name[96], suffix[48];
  snprintf(suffix, sizeof suffix, "%s.%c%u.%s", ir_elem_name(e), is_signed ? 's' : 'u', width,
           fpa_rm_name(rm));
  SmtSort bvs = smt_sort_bv(c, width);
  snprintf(name, sizeof name, "fpa.toint.%s", suffix);
  SmtFunc fv = smt_func(c, name, &p->sort, 1, bvs);
  snprintf(name, sizeof name, "fpa.inrange.%s", suffix);
  SmtFunc fr = smt_func(c, name, &p->sort, 1, smt_sort_bool(c));
  SmtTerm u = smt_apply(c, fv, &x, 1), ur = smt_apply(c, fr, &x, 1);
  SmtTerm zero = smt_bv_u64(c, width, 0);
  /* exact results for +-1 */
  uint64_t v1p = 0, v1n = 0;
  bool ok1p = fpi_to_int(f, fpi_one(f), rm, width, is_signed, &v1p);
  bool ok1n = fpi_to_int(f, fpi_one(f) | f->sign_mask, rm, width, is_signed, &v1n);
  SmtTerm one_v = ab_ite(&a, neg, smt_bv_u64(c, width, v1n), smt_bv_u64(c, width, v1p));
  SmtTerm one_ok = ab_ite(&a, neg, smt_bool(c, ok1n), smt_bool(c, ok1p));
  /* 0 < |x| < 1: the result is 0 or +-1 depending on rm */
  SmtTerm small_v, small_ok;
  switch (rm) {
  case SMT_RTZ:
    small_v = zero;
    small_ok = smt_true(c);
    break;
  case SMT_RTN:
    small_v = ab_ite(&a, neg, one_v, zero);
    small_ok = ab_ite(&a, neg, one_ok, smt_true(c));
    break;
  case SMT_RTP:
    small_v = ab_ite(&a, neg, zero, one_v);
    small_ok = ab_ite(&a, neg, smt_true(c), one_ok);
    break;
  default: { /* RNE / RNA: 0 or +-1, chosen by the UF */
    SmtTerm up = ab_eq(&a, smt_bv_extract(c, 0, 0, u), smt_bv_u64(c, 1, 1));
    small_v = ab_ite(&a, up, one_v, zero);
    small_ok = ab_ite(&a, up, one_ok, smt_true(c));
    break;
  }
  }
  /* |x| > 1: the UF value; in range it is >= 1 for x > 0 and <= -1 for x < 0
   * (signed); unsigned negative is out of range (it rounds to <= -1) */
  SmtTerm msb = ab_eq(&a, smt_bv_extract(c, width - 1, width - 1, u), smt_bv_u64(c, 1, 1));
  SmtTerm nonzero = ab_not(&a, ab_eq(&a, u, zero));
  SmtTerm gen_v = u, gen_ok = is_signed ? ur : ab_and(&a, ab_not(&a, neg), ur);
  SmtTerm sign_ok = is_signed ? ab_ite(&a, neg, msb, ab_and(&a, ab_not(&a, msb), nonzero)) : nonzero;
  SmtTerm generic = smt_and_n(c, (SmtTerm[]){ab_ult(&a, p->one_mb, mx), ab_ult(&a, mx, p->k_inf), gen_ok}, 3);
  ab_fact(&a, generic, sign_ok);
  SmtTerm small = ab_ult(&a, mx, p->one_mb);
  SmtTerm val = ab_ite(&a, ab_isone_m(&a, mx), one_v, ab_ite(&a, small, small_v, gen_v));
  SmtTerm ok = ab_ite(&a, ab_isone_m(&a, mx), one_ok, ab_ite(&a, small, small_ok, gen_ok));
  val = ab_ite(&a, ab_iszero_m(&a, mx), zero, val);
  ok = ab_ite(&a, ab_iszero_m(&a, mx), smt_true(c), ok);
  SmtTerm special = ab_or(&a, ab_isnan_m(&a, mx), ab_isinf_m(&a, mx));
  ok = ab_ite(&a, special, smt_false(c), ok);
  if (in_range) *in_range = ok;
  FpaGroup *g = fpa_group(d, FPA_G_FTOI, e, IR_ELEM_NONE, width, is_signed, rm);
  if (g) g->f = fv;
  fpa_group_add(d, g, x, val, ok);
  return val;
}

/* ---- preconditions ---- */

void fpa_facts_add(FpFacts *fs, SmtTerm t) {
  if (fpd_reserve(fs->d, (void **)&fs->v, &fs->cap, sizeof *fs->v, fs->n + 1)) fs->v[fs->n++] = t;
}

typedef struct FpaOrd {
  uint64_t mag;
  int idx;
} FpaOrd;

static int fpa_cmp_ord(const void *x, const void *y) {
  uint64_t a = ((const FpaOrd *)x)->mag, b = ((const FpaOrd *)y)->mag;
  return a < b ? -1 : a > b;
}

/* Ordering and gap facts for one precision; false if the width cannot hold
 * the constants. */
bool fpa_order_facts(FpDom *d, IrElem e, FpaPrec *p, FpFacts *fs) {
  Ab a = {d, d->c, e, p};
  int k = p->nconsts;
  uint64_t ncodes = p->mbw >= 64 ? UINT64_MAX : UINT64_C(1) << p->mbw;
  uint64_t fmax_code = ncodes - 3;
  if ((uint64_t)k + 1 > fmax_code) {
    smt_ctx_set_error(d->c,
                      "fpdom: abstract %s width %u cannot order %d constants (need %d codes below fMAX)",
                      ir_elem_name(e), p->width, k, k + 1);
    return false;
  }
  FpaOrd *ord = malloc(sizeof *ord * (size_t)(k ? k : 1));
  if (!ord) {
    smt_ctx_set_error(d->c, "fpdom: out of memory");
    return false;
  }
  for (int i = 0; i < k; i++) {
    ord[i].mag = p->consts[i].mag;
    ord[i].idx = i;
  }
  qsort(ord, (size_t)k, sizeof *ord, fpa_cmp_ord);
  uint64_t prev_mag = 0;
  SmtTerm prev_mb = p->k_zero;
  unsigned mbw = p->mbw;
  for (int i = 0; i < k; i++) {
    const FpaConst *cst = &p->consts[ord[i].idx];
    fpa_facts_add(fs, ab_ult(&a, prev_mb, cst->mb));
    uint64_t gap = cst->mag - prev_mag; /* values strictly between + 1 */
    if (gap < ncodes)
      fpa_facts_add(fs, ab_ule(&a, smt_bv_sub(d->c, cst->mb, prev_mb), smt_bv_u64(d->c, mbw, gap)));
    prev_mag = cst->mag;
    prev_mb = cst->mb;
  }
  fpa_facts_add(fs, ab_ult(&a, prev_mb, p->k_fmax));
  /* The last gap bound, together with the others, requires the code space up
   * to fMAX to be no larger than the format's; skip it otherwise (it would
   * make the preconditions unsatisfiable). */
  uint64_t fmax_mag = fpi_fmax_mag(&p->fmt), gap = fmax_mag - prev_mag;
  if (fmax_mag >= fmax_code && gap < ncodes)
    fpa_facts_add(fs, ab_ule(&a, smt_bv_sub(d->c, p->k_fmax, prev_mb), smt_bv_u64(d->c, mbw, gap)));
  free(ord);
  return true;
}

/* Facts that pin the integer predicates on constants, and that rounding
 * results are integers. */
static void fpa_int_facts(FpDom *d, IrElem e, FpaPrec *p, FpFacts *fs) {
  Ab a = {d, d->c, e, p};
  if (p->used_int_pred || p->used_odd_pred) {
    for (int i = 0; i < p->nconsts; i++) {
      SmtTerm v = ab_mkb(&a, false, p->consts[i].mb);
      fpa_facts_add(
          fs, ab_eq(&a, fpa_is_int(d, e, v), smt_bool(d->c, fpi_is_integer(&p->fmt, p->consts[i].mag))));
      if (p->used_odd_pred)
        fpa_facts_add(fs, ab_eq(&a, fpa_is_odd(d, e, v),
                                smt_bool(d->c, fpi_is_odd_integer(&p->fmt, p->consts[i].mag))));
    }
  }
  for (int i = 0; i < p->nint; i++) {
    SmtTerm r = p->int_results[i], m = ab_m(&a, r);
    SmtTerm finite = ab_ult(&a, m, p->k_inf);
    fpa_facts_add(fs, smt_implies(d->c, finite, fpa_is_int(d, e, r)));
  }
}

/* Pairwise monotonicity of one cast group (plus known constant images for
 * fp -> fp casts). */
static void fpa_group_facts(FpDom *d, FpaGroup *g, FpFacts *fs) {
  SmtCtx *c = d->c;
  if (g->kind == FPA_G_FTOI) {
    for (int i = 0; i < g->n; i++)
      for (int j = 0; j < g->n; j++) {
        if (i == j) continue;
        SmtTerm pre = smt_and_n(
            c, (SmtTerm[]){g->aux[i], g->aux[j], fpa_cmp(d, g->from, FPC_OLE, g->arg[i], g->arg[j])}, 3);
        SmtTerm le = g->is_signed ? smt_bv_sle(c, g->res[i], g->res[j]) : smt_bv_ule(c, g->res[i], g->res[j]);
        fpa_facts_add(fs, smt_implies(c, pre, le));
      }
    return;
  }
  /* CONV / ITOF: args and results are unsigned codes */
  int n = g->n;
  SmtTerm *args = g->arg, *res = g->res;
  SmtTerm extra_a[64], extra_r[64];
  int ne = 0;
  bool strict = false;
  if (g->kind == FPA_G_CONV) {
    strict = fpa_is_widening(g->from, g->to);
    FpaPrec *pf = fpa_prec(d, g->from), *pt = fpa_prec(d, g->to);
    for (int i = 0; i < pf->nconsts && ne < 64; i++) {
      SmtTerm code;
      if (!fpa_known_code(d, g->to, fpi_convert(&pf->fmt, &pt->fmt, pf->consts[i].mag), &code)) continue;
      extra_a[ne] = pf->consts[i].mb;
      extra_r[ne] = code;
      fpa_facts_add(fs, smt_eq(c, smt_apply(c, g->f, &extra_a[ne], 1), code));
      ne++;
    }
  }
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n + ne; j++) {
      if (j < n && j <= i) continue;
      SmtTerm aj = j < n ? args[j] : extra_a[j - n], rj = j < n ? res[j] : extra_r[j - n];
      if (strict) {
        fpa_facts_add(fs, smt_implies(c, smt_bv_ult(c, args[i], aj), smt_bv_ult(c, res[i], rj)));
        fpa_facts_add(fs, smt_implies(c, smt_bv_ult(c, aj, args[i]), smt_bv_ult(c, rj, res[i])));
      } else {
        fpa_facts_add(fs, smt_implies(c, smt_bv_ule(c, args[i], aj), smt_bv_ule(c, res[i], rj)));
        fpa_facts_add(fs, smt_implies(c, smt_bv_ule(c, aj, args[i]), smt_bv_ule(c, rj, res[i])));
      }
    }
  }
}

SmtTerm fpa_preconditions(FpDom *d) {
  FpFacts fs = {d, NULL, 0, 0};
  SmtTerm none = {0};
  fpc_close_constants(d); /* first: it registers the constants' images across precisions */
  for (int i = 0; i < d->nfacts; i++)
    fpa_facts_add(&fs, d->facts[i]);
  for (int g = 0; g < d->ngroups; g++)
    fpa_group_facts(d, &d->groups[g], &fs);
  for (int e = 0; e < IR_ELEM_COUNT; e++) {
    FpaPrec *p = &d->prec[e];
    if (!p->init) continue;
    fpa_int_facts(d, (IrElem)e, p, &fs);
    if (!fpc_is_wide_level(d, (IrElem)e) && !fpa_order_facts(d, (IrElem)e, p, &fs)) return none;
  }
  if (!fpc_level_facts(d, &fs)) return none;
  if (smt_ctx_error(d->c)) return none;
  return smt_and_n(d->c, fs.v, fs.n);
}

/* ---- counterexamples ---- */

/* Evaluated code of a value; false if it does not evaluate to a numeral. */
static bool fpa_eval_u64(FpDom *d, SmtModel *m, SmtTerm t, uint64_t *out) {
  SmtTerm v = smt_model_eval(m, t);
  if (smt_is_null(v)) return false;
  if (smt_term_get_u64(d->c, v, out)) return true;
  return smt_term_get_u64(d->c, smt_simplify(d->c, v), out);
}

/* Decode a value in the model: sign, MB, and the registered constant it
 * equals (index or -1); the class of an unmatched finite code is inferred
 * from the neighbouring constants. */
static FpClass fpa_decode(FpDom *d, SmtModel *m, IrElem e, SmtTerm value, bool *neg, uint64_t *mb,
                          int *cidx) {
  FpaPrec *p = fpa_prec(d, e);
  uint64_t v;
  *cidx = -1;
  if (!fpa_eval_u64(d, m, value, &v)) return FPCLASS_UNKNOWN;
  uint64_t ones = p->mbw >= 64 ? UINT64_MAX : (UINT64_C(1) << p->mbw) - 1;
  *neg = (v >> p->mbw) & 1;
  *mb = v & ones;
  if (*mb == ones) return FPCLASS_NAN;
  if (*mb == ones - 1) return *neg ? FPCLASS_NEG_INF : FPCLASS_POS_INF;
  if (*mb == ones - 2) return *neg ? FPCLASS_NEG_MAX : FPCLASS_POS_MAX;
  if (*mb == 0) return *neg ? FPCLASS_NEG_ZERO : FPCLASS_POS_ZERO;
  bool sub = false; /* subnormal iff some subnormal constant has a code >= mb */
  uint64_t best_above = UINT64_MAX;
  for (int i = 0; i < p->nconsts; i++) {
    uint64_t cm;
    if (!fpa_eval_u64(d, m, p->consts[i].mb, &cm)) continue;
    if (cm == *mb) {
      *cidx = i;
      return fpi_class(&p->fmt, p->consts[i].mag | (*neg ? p->fmt.sign_mask : 0));
    }
    if (cm > *mb && cm < best_above) {
      best_above = cm;
      sub = p->consts[i].mag < fpi_min_normal(&p->fmt);
    }
  }
  if (sub) return *neg ? FPCLASS_NEG_SUBNORMAL : FPCLASS_POS_SUBNORMAL;
  return *neg ? FPCLASS_NEG_NORMAL : FPCLASS_POS_NORMAL;
}

FpClass fpa_model_class(FpDom *d, SmtModel *m, IrElem e, SmtTerm value) {
  bool neg = false;
  uint64_t mb = 0;
  int ci;
  return fpa_decode(d, m, e, value, &neg, &mb, &ci);
}

void fpa_model_describe(FpDom *d, SmtModel *m, IrElem e, SmtTerm value, StrBuf *out) {
  bool neg = false;
  uint64_t mb = 0;
  int ci;
  FpClass k = fpa_decode(d, m, e, value, &neg, &mb, &ci);
  FpaPrec *p = &d->prec[e];
  if (k == FPCLASS_UNKNOWN) {
    sb_puts(out, "?");
  } else if (ci >= 0) {
    char dec[64];
    fpi_format_decimal(&p->fmt, p->consts[ci].mag | (neg ? p->fmt.sign_mask : 0), dec, sizeof dec);
    sb_printf(out, "= const %s", dec);
  } else if (k == FPCLASS_POS_NORMAL || k == FPCLASS_NEG_NORMAL || k == FPCLASS_POS_SUBNORMAL ||
             k == FPCLASS_NEG_SUBNORMAL) {
    sb_printf(out, "%s#%llu", fpdom_class_name(k), (unsigned long long)mb);
  } else {
    sb_puts(out, fpdom_class_name(k));
  }
}

bool fpa_model_pinned_bits(FpDom *d, SmtModel *m, IrElem e, SmtTerm value, uint64_t *bits) {
  bool neg = false;
  uint64_t mb = 0;
  int ci;
  FpClass k = fpa_decode(d, m, e, value, &neg, &mb, &ci);
  FpaPrec *p = &d->prec[e];
  uint64_t sign = neg ? p->fmt.sign_mask : 0;
  switch (k) {
  case FPCLASS_NAN: *bits = fpi_qnan(&p->fmt); return true;
  case FPCLASS_POS_INF:
  case FPCLASS_NEG_INF: *bits = p->fmt.exp_mask | sign; return true;
  case FPCLASS_POS_MAX:
  case FPCLASS_NEG_MAX: *bits = fpi_fmax_mag(&p->fmt) | sign; return true;
  case FPCLASS_POS_ZERO:
  case FPCLASS_NEG_ZERO: *bits = sign; return true;
  default: break;
  }
  if (ci >= 0) {
    *bits = p->consts[ci].mag | sign;
    return true;
  }
  return false;
}
