/*
 * fp_bits.c: a float value as IEEE bits and back (arith.bitcast), in both
 * FP domains (see fpdom.h fpdom_to_bits / fpdom_from_bits).
 *
 * Exact domain: Z3's fp.to_ieee_bv / to_fp of a bit-vector. Z3 leaves the
 * bits of its one NaN unspecified, so fpdom_to_bits is only asked about
 * non-NaN values (the caller chooses NaN bits, sem_arith.c).
 *
 * Abstract domain: a value is a sign and an order-preserving magnitude code
 * (ENCODING.md "Value layout"), not IEEE bits. What it knows exactly is kept:
 * the sign bit, the reserved codes (zero, fMAX, Inf, NaN) and constants; any
 * other magnitude goes through an uninterpreted function (code -> magnitude
 * bits, magnitude bits -> code). Every IEEE execution is one interpretation
 * of those functions, so a proof over all of them is a proof for IEEE; a
 * counterexample is an approximation (fpdom_bits_is_approx) that the exact
 * domain re-checks.
 */
#include "encoder/fp/fp_internal.h"

static SmtTerm bits_null(void) {
  SmtTerm t = {0};
  return t;
}

/* Magnitude bits (width - 1) of the non-NaN abstract value a, whose sign is
 * handled by the caller. */
static SmtTerm abs_mag_bits(FpDom *d, IrElem e, const FpFmt *f, SmtTerm a) {
  SmtCtx *c = d->c;
  unsigned mw = (unsigned)f->bits - 1;
  SmtSort dom = fpa_sort(d, e);
  char name[64];
  fpd_uf_name(name, sizeof name, "fp", "tobits", e);
  SmtFunc uf = smt_func(c, name, &dom, 1, smt_sort_bv(c, mw));
  SmtTerm pos = fpdom_un(d, e, FPU_ABS, a);
  SmtTerm fmax = fpa_const(d, e, fpi_fmax_mag(f));
  SmtTerm r = smt_apply(c, uf, &pos, 1);
  r = smt_ite(c, smt_eq(c, pos, fmax), smt_bv_u64(c, mw, fpi_fmax_mag(f)), r);
  r = smt_ite(c, fpa_is_inf(d, e, a), smt_bv_u64(c, mw, f->exp_mask), r);
  return smt_ite(c, fpa_is_zero(d, e, a), smt_bv_u64(c, mw, 0), r);
}

SmtTerm fpdom_to_bits(FpDom *d, IrElem e, SmtTerm a) {
  FpFmt f;
  if (!fpi_fmt(e, &f) || !d || smt_is_null(a)) return bits_null();
  SmtCtx *c = d->c;
  uint64_t k;
  if (fpdom_const_bits(d, e, a, &k) && !fpi_is_nan(&f, k)) return smt_bv_u64(c, (unsigned)f.bits, k);
  if (d->kind == FPDOM_EXACT) return smt_fp_to_ieee_bv(c, a);
  SmtTerm sign = smt_ite(c, fpa_sign_bit(d, e, a), smt_bv_u64(c, 1, 1), smt_bv_u64(c, 1, 0));
  return smt_bv_concat(c, sign, abs_mag_bits(d, e, &f, a));
}

SmtTerm fpdom_from_bits(FpDom *d, IrElem e, SmtTerm bv) {
  FpFmt f;
  if (!fpi_fmt(e, &f) || !d || smt_is_null(bv)) return bits_null();
  SmtCtx *c = d->c;
  if (smt_bv_width(c, bv) != (unsigned)f.bits) {
    smt_ctx_set_error(c, "fpdom: from_bits of a %u-bit term for %s", smt_bv_width(c, bv), ir_elem_name(e));
    return bits_null();
  }
  uint64_t k;
  if (smt_term_get_u64(c, smt_simplify(c, bv), &k)) return fpdom_const(d, e, k);
  if (d->kind == FPDOM_EXACT) return smt_fp_from_ieee_bv(c, bv, (unsigned)f.ebits, (unsigned)f.sbits);
  unsigned mw = (unsigned)f.bits - 1;
  SmtTerm mag = smt_bv_extract(c, mw - 1, 0, bv);
  SmtTerm neg = smt_eq(c, smt_bv_extract(c, mw, mw, bv), smt_bv_u64(c, 1, 1));
  SmtSort dom = smt_sort_bv(c, mw);
  char name[64];
  fpd_uf_name(name, sizeof name, "fp", "frombits", e);
  SmtFunc uf = smt_func(c, name, &dom, 1, fpa_sort(d, e));
  SmtTerm pos = fpdom_un(d, e, FPU_ABS, smt_apply(c, uf, &mag, 1));
  pos =
      smt_ite(c, smt_eq(c, mag, smt_bv_u64(c, mw, fpi_fmax_mag(&f))), fpa_const(d, e, fpi_fmax_mag(&f)), pos);
  pos = smt_ite(c, smt_eq(c, mag, smt_bv_u64(c, mw, f.exp_mask)), fpa_const(d, e, f.exp_mask), pos);
  pos = smt_ite(c, smt_eq(c, mag, smt_bv_u64(c, mw, 0)), fpa_const(d, e, 0), pos);
  /* every NaN encoding is the one NaN of the value model (its sign kept,
   * as fpdom_const keeps it) */
  pos = smt_ite(c, smt_bv_ugt(c, mag, smt_bv_u64(c, mw, f.exp_mask)), fpa_const(d, e, fpi_qnan(&f)), pos);
  return smt_ite(c, neg, fpdom_un(d, e, FPU_NEG, pos), pos);
}

bool fpdom_bits_is_approx(const FpDom *d) { return d && d->kind == FPDOM_ABSTRACT; }
