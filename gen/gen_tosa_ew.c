/*
 * gen_tosa_ew.c: elementwise tosa productions.
 *
 * Binary ops with TOSA broadcasting (equal ranks, dims equal or 1), comparisons, logical, bitwise
 * and shift ops, intdiv, mul with its shift operand, unary ops with zero points, clamp, select
 * and cast. Integer results carry interval facts; operands that the TOSA REQUIRE conditions
 * constrain (shift amounts, divisors, constant-only add/sub/mul) are built within range.
 */
#include <stdio.h>
#include <string.h>

#include "gen/tosa_internal.h"

/* ---- elementwise binary ---- */

static bool is_shift(GenOpId op) {
  return op == GEN_OP_TOSA_LOGICAL_LEFT_SHIFT || op == GEN_OP_TOSA_LOGICAL_RIGHT_SHIFT ||
         op == GEN_OP_TOSA_ARITHMETIC_RIGHT_SHIFT;
}

static bool is_compare(GenOpId op) {
  return op == GEN_OP_TOSA_EQUAL || op == GEN_OP_TOSA_GREATER || op == GEN_OP_TOSA_GREATER_EQUAL;
}

/* Integer result facts of a binary op. */
static GenFacts int_binary(GenOpId op, GenElem re, GenElem e, GenFacts a, GenFacts b, int shift, bool round) {
  bool cst = a.cst && b.cst;
  int64_t lo = gen_elem_min(re), hi = gen_elem_max(re);
  int bits = gen_elem_bits(e);
  switch (op) {
  case GEN_OP_TOSA_ADD: lo = a.lo + b.lo, hi = a.hi + b.hi; break;
  case GEN_OP_TOSA_SUB: lo = a.lo - b.hi, hi = a.hi - b.lo; break;
  case GEN_OP_TOSA_MUL: {
    int64_t c[4] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi};
    lo = gen_min64(gen_min64(c[0], c[1]), gen_min64(c[2], c[3]));
    hi = gen_max64(gen_max64(c[0], c[1]), gen_max64(c[2], c[3]));
    if (shift > 0) {
      int64_t rnd = (int64_t)1 << (shift - 1);
      lo = gen_asr64(lo + rnd, shift), hi = gen_asr64(hi + rnd, shift);
    }
    break;
  }
  case GEN_OP_TOSA_MAXIMUM: lo = gen_max64(a.lo, b.lo), hi = gen_max64(a.hi, b.hi); break;
  case GEN_OP_TOSA_MINIMUM: lo = gen_min64(a.lo, b.lo), hi = gen_min64(a.hi, b.hi); break;
  case GEN_OP_TOSA_BITWISE_AND:
    if (a.lo >= 0 || b.lo >= 0)
      lo = 0, hi = a.lo >= 0 && b.lo >= 0 ? gen_min64(a.hi, b.hi) : (a.lo >= 0 ? a.hi : b.hi);
    break;
  case GEN_OP_TOSA_BITWISE_OR:
  case GEN_OP_TOSA_BITWISE_XOR:
    if (a.lo >= 0 && b.lo >= 0) {
      int64_t m = 0, top = gen_max64(a.hi, b.hi);
      while (m < top)
        m = m * 2 + 1;
      lo = 0, hi = m;
    }
    break;
  case GEN_OP_TOSA_LOGICAL_LEFT_SHIFT:
    if (a.lo >= 0 && b.lo >= 0 && b.hi < bits) lo = a.lo << b.lo, hi = a.hi << b.hi;
    break;
  case GEN_OP_TOSA_LOGICAL_RIGHT_SHIFT:
    if (a.lo >= 0)
      lo = a.lo >> b.hi, hi = a.hi >> b.lo;
    else if (b.lo >= 1)
      lo = 0, hi = (int64_t)((((uint64_t)1 << bits) - 1) >> b.lo);
    break;
  case GEN_OP_TOSA_ARITHMETIC_RIGHT_SHIFT:
    lo = gen_min64(gen_asr64(a.lo, (int)b.lo), gen_asr64(a.lo, (int)b.hi));
    hi = gen_max64(gen_asr64(a.hi, (int)b.lo), gen_asr64(a.hi, (int)b.hi));
    if (round && b.hi >= 1) hi = gen_max64(hi, gen_asr64(a.hi, (int)gen_max64(b.lo, 1)) + 1);
    break;
  case GEN_OP_TOSA_INTDIV: {
    int64_t m = gen_max64(gen_abs64(a.lo), gen_abs64(a.hi));
    lo = -m, hi = m;
    break;
  }
  case GEN_OP_TOSA_LOGICAL_AND:
  case GEN_OP_TOSA_LOGICAL_OR:
  case GEN_OP_TOSA_LOGICAL_XOR: lo = 0, hi = 1; break;
  default: break;
  }
  return gen_facts_int(re, lo, hi, cst);
}

int gen_tosa_build_binary(GenState *st, GenOpId op, int xi) {
  GenType X = V(xi)->t;
  GenElem e = (GenElem)X.et;
  GenFacts xf = V(xi)->f;
  int bits = gen_elem_bits(e);
  GenType R, O;
  gen_tosa_bcast_pair(st, &X, &R, &O, op);
  GenWant w = gen_want(O);
  bool swap = gen_flip(st->c, 25, "binary.swap"); /* x becomes the second operand */
  int shift = 0;
  bool round = false;
  if (is_shift(op)) {
    bool x_is_amount = xf.lo >= 0 && xf.hi < bits;
    if (swap && !x_is_amount) swap = false;
    if (!swap) w.ranged = true, w.lo = 0, w.hi = bits - 1;
  } else if (op == GEN_OP_TOSA_INTDIV) {
    if (swap && gen_facts_has(&xf, 0)) swap = false;
    if (!swap) {
      w.excl0 = true;
      w.exclm1 = gen_facts_has(&xf, gen_elem_min(e));
    } else if (gen_facts_has(&xf, -1)) {
      w.ranged = true, w.lo = gen_elem_min(e) + 1, w.hi = gen_elem_max(e);
    }
  } else if (gen_elem_is_int(e) && xf.cst && (op == GEN_OP_TOSA_ADD || op == GEN_OP_TOSA_SUB)) {
    /* constant-only operands must not overflow for sure: bound the other operand */
    int64_t mn = gen_elem_min(e), mx = gen_elem_max(e);
    w.ranged = true, w.range_if_cst = true;
    if (op == GEN_OP_TOSA_ADD)
      w.lo = mn - xf.lo, w.hi = mx - xf.hi;
    else if (!swap)
      w.lo = xf.hi - mx, w.hi = xf.lo - mn;
    else
      w.lo = mn + xf.hi, w.hi = mx + xf.lo;
    w.lo = gen_max64(w.lo, mn), w.hi = gen_min64(w.hi, mx);
    if (w.lo > w.hi) w.lo = w.hi = 0; /* x + 0 is always safe */
  }
  if (op == GEN_OP_TOSA_MUL && e == GE_I32 && gen_flip(st->c, P(mul_shift), "mul.shift")) {
    shift = (int)gen_range(st->c, 1, 31, "mul.shift_amount");
    if (xf.cst) { /* keep (x*o + round) >> shift inside i32 for constant-only operands */
      int64_t m = gen_max64(gen_max64(gen_abs64(xf.lo), gen_abs64(xf.hi)), 1);
      int64_t lim = ((int64_t)1 << (30 + shift)) / m;
      w.ranged = true, w.range_if_cst = true;
      w.lo = gen_max64(-lim, gen_elem_min(e)), w.hi = gen_min64(lim, gen_elem_max(e));
    }
  }
  int other = -1;
  bool same_ok = gen_shape_eq(&O, &X) && !w.excl0 && !w.exclm1 && (!w.ranged || gen_satisfies(st, xi, &w));
  /* tosa_special_splat: a splat of an identity, absorbing or special value as the other operand
   * is what tosa's folders look for (x + 0, x * 0, x * 1, max with -Inf, pow(x, 1), ...); the
   * float identities are where sign-of-zero and NaN mistakes hide. Integer values stay those
   * that cannot overflow (add/sub 0, mul 0 or 1). */
  bool special_op = op == GEN_OP_TOSA_ADD || op == GEN_OP_TOSA_SUB || op == GEN_OP_TOSA_MUL ||
                    (gen_elem_is_float(e) &&
                     (op == GEN_OP_TOSA_MAXIMUM || op == GEN_OP_TOSA_MINIMUM || op == GEN_OP_TOSA_POW));
  if (special_op && e != GE_I1 && gen_flip(st->c, P(tosa_special_splat), "binary.special_splat")) {
    const char *name = NULL;
    uint64_t v;
    if (gen_elem_is_float(e))
      v = gen_const_special(st->c, e, &name, "binary.special_value");
    else if (op == GEN_OP_TOSA_MUL && gen_flip(st->c, 50, "binary.special_one"))
      v = 1, name = "one";
    else
      v = 0, name = "zero";
    gen_note_attr(st, "tosa.special_splat=%s", name);
    other = gen_const_splat(st, O, v, true);
  } else if (same_ok && gen_flip(st->c, P(operand_same), "binary.same")) {
    other = xi;
  } else {
    other = gen_operand(st, &w);
  }
  if (other < 0) return -1;
  GenFacts of = V(other)->f;
  /* result type */
  GenElem re = e;
  if (is_compare(op)) re = GE_I1;
  if (op == GEN_OP_TOSA_MUL && (e == GE_I8 || e == GE_I16) &&
      (st->o->tosa_validate || gen_flip(st->c, 50, "mul.wide")))
    re = GE_I32;
  GenFacts rf;
  if (is_compare(op))
    rf = gen_facts_int(GE_I1, 0, 1, xf.cst && of.cst);
  else if (gen_elem_is_float(e)) {
    uint8_t f = (op == GEN_OP_TOSA_MAXIMUM || op == GEN_OP_TOSA_MINIMUM) ? (uint8_t)(xf.fp | of.fp)
                                                                         : gen_fp_arith(xf.fp, of.fp);
    if (op == GEN_OP_TOSA_POW) f = GF_ALL;
    rf = gen_fp_facts(f, xf.cst && of.cst);
  } else {
    GenFacts a = swap ? of : xf, b = swap ? xf : of;
    if (op == GEN_OP_TOSA_ARITHMETIC_RIGHT_SHIFT) round = gen_flip(st->c, P(shift_round), "ashr.round");
    rf = int_binary(op, re, e, a, b, shift, round);
  }
  int sh = -1;
  if (op == GEN_OP_TOSA_MUL) {
    sh = gen_const_splat(st, gen_type_make(GE_I8, 1, (int32_t[]){1}), (uint64_t)shift, true);
    if (sh < 0) return -1;
    gen_note_attr(st, "tosa.mul.shift=%s", shift ? "nonzero" : "0");
  }
  int r = gen_value_new(st, gen_with_elem(R, re), rf);
  if (r < 0) return -1;
  GenAttrs at = {{0}, 0};
  if (op == GEN_OP_TOSA_ARITHMETIC_RIGHT_SHIFT) {
    gen_attr(&at, "round = %s", round ? "true" : "false");
    gen_note_attr(st, "tosa.arithmetic_right_shift.round=%s", round ? "true" : "false");
  }
  if (op == GEN_OP_TOSA_MAXIMUM || op == GEN_OP_TOSA_MINIMUM)
    gen_tosa_nan_mode(st, &at, op, e, (uint8_t)(xf.fp | of.fp));
  GenOpd a[3] = {gen_opd(swap ? other : xi), gen_opd(swap ? xi : other), gen_opd(sh)};
  gen_tosa_emit(st, r, op, a, op == GEN_OP_TOSA_MUL ? 3 : 2, &at);
  if (op == GEN_OP_TOSA_MUL && re != e) gen_note_attr(st, "tosa.mul.types=%s->i32", gen_elem_name(e));
  return r;
}

/* ---- elementwise unary ---- */

int gen_tosa_build_unary(GenState *st, GenOpId op, int xi) {
  GenType X = V(xi)->t;
  GenElem e = (GenElem)X.et;
  GenFacts xf = V(xi)->f;
  GenFacts rf = xf;
  int zp_in = -1, zp_out = -1;
  switch (op) {
  case GEN_OP_TOSA_ABS:
    if (gen_elem_is_float(e))
      rf.fp = (uint8_t)(xf.fp & ~GF_NEGZERO);
    else {
      int64_t lo = (xf.lo <= 0 && xf.hi >= 0) ? 0 : gen_min64(gen_abs64(xf.lo), gen_abs64(xf.hi));
      rf = gen_facts_int(e, lo, gen_max64(gen_abs64(xf.lo), gen_abs64(xf.hi)), xf.cst);
    }
    break;
  case GEN_OP_TOSA_NEGATE: {
    zp_in = gen_tosa_zero_point(st, e, true);
    zp_out = gen_tosa_zero_point(st, e, true);
    if (zp_in < 0 || zp_out < 0) return -1;
    if (gen_elem_is_float(e))
      rf.fp = (uint8_t)(xf.fp | GF_NEGZERO);
    else {
      int64_t zi = gen_int_of(e, V(zp_in)->splat_bits), zo = gen_int_of(e, V(zp_out)->splat_bits);
      int64_t mn = gen_elem_min(e), mx = gen_elem_max(e);
      rf = gen_facts_int(e, gen_clip64(-(xf.hi - zi) + zo, mn, mx), gen_clip64(-(xf.lo - zi) + zo, mn, mx),
                         xf.cst);
      if (zi || zo) gen_note_attr(st, "tosa.negate.zero_point=nonzero");
    }
    break;
  }
  case GEN_OP_TOSA_RECIPROCAL: rf.fp = (uint8_t)(xf.fp | GF_INF | GF_NEGZERO | GF_SUBNORMAL); break;
  case GEN_OP_TOSA_RSQRT:
  case GEN_OP_TOSA_LOG: rf.fp = (uint8_t)(xf.fp | GF_INF | GF_NAN); break;
  case GEN_OP_TOSA_EXP: rf.fp = (uint8_t)((xf.fp & ~GF_NEGZERO) | GF_INF | GF_SUBNORMAL); break;
  case GEN_OP_TOSA_FLOOR:
  case GEN_OP_TOSA_CEIL: rf.fp = (uint8_t)((xf.fp & ~GF_SUBNORMAL) | GF_NEGZERO); break;
  case GEN_OP_TOSA_TANH:
  case GEN_OP_TOSA_SIGMOID:
  case GEN_OP_TOSA_ERF:
  case GEN_OP_TOSA_SIN:
  case GEN_OP_TOSA_COS:
    rf.fp = (uint8_t)((xf.fp & ~GF_INF) | GF_SUBNORMAL | GF_NEGZERO | ((xf.fp & GF_INF) ? GF_NAN : 0));
    break;
  case GEN_OP_TOSA_LOGICAL_NOT: rf = gen_facts_int(GE_I1, 1 - xf.hi, 1 - xf.lo, xf.cst); break;
  case GEN_OP_TOSA_BITWISE_NOT: rf = gen_facts_int(e, ~xf.hi, ~xf.lo, xf.cst); break;
  case GEN_OP_TOSA_CLZ: rf = gen_facts_int(e, 0, 32, xf.cst); break;
  default: break; /* identity */
  }
  int r = gen_value_new(st, X, rf);
  if (r < 0) return -1;
  GenOpd a[3] = {gen_opd(xi), gen_opd(zp_in), gen_opd(zp_out)};
  gen_tosa_emit(st, r, op, a, op == GEN_OP_TOSA_NEGATE ? 3 : 1, NULL);
  return r;
}

/* ---- clamp, select, cast ---- */

int gen_tosa_build_clamp(GenState *st, int xi) {
  GenType X = V(xi)->t;
  GenElem e = (GenElem)X.et;
  GenFacts xf = V(xi)->f, rf = xf;
  uint64_t lo, hi;
  /* clamp_noop: bounds that cannot clip make the clamp a no-op that canonicalize removes (float:
   * only when both are infinite, under either nan_mode; int: at the type's limits). Drawn
   * independently from the class pool the two bounds almost never line up. */
  bool noop = gen_flip(st->c, P(clamp_noop), "clamp.noop");
  if (noop) gen_note_attr(st, "tosa.clamp.noop=yes");
  if (gen_elem_is_float(e) && noop) {
    lo = gen_fp_inf(e, true);
    hi = gen_fp_inf(e, false);
  } else if (gen_elem_is_float(e)) {
    lo = gen_const_float_nonnan(st->c, st->p, e);
    hi = gen_const_float_nonnan(st->c, st->p, e);
    if (gen_fp_cmp(e, lo, hi) > 0) {
      uint64_t t = lo;
      lo = hi, hi = t;
    }
  } else {
    int64_t a = noop ? gen_elem_min(e) : gen_int_of(e, gen_const_value(st->c, st->p, e, NULL));
    int64_t b = noop ? gen_elem_max(e) : gen_int_of(e, gen_const_value(st->c, st->p, e, NULL));
    if (a > b) {
      int64_t t = a;
      a = b, b = t;
    }
    lo = gen_bits_of_int(e, a), hi = gen_bits_of_int(e, b);
    rf = gen_facts_int(e, gen_clip64(xf.lo, a, b), gen_clip64(xf.hi, a, b), xf.cst);
  }
  GenAttrs at = {{0}, 0};
  StrBuf tmp = STRBUF_INIT;
  gen_literal(&tmp, e, lo);
  gen_attr(&at, "min_val = %s : %s", sb_cstr(&tmp), gen_elem_name(e));
  sb_clear(&tmp);
  gen_literal(&tmp, e, hi);
  gen_attr(&at, "max_val = %s : %s", sb_cstr(&tmp), gen_elem_name(e));
  sb_free(&tmp);
  bool ig = false;
  if (gen_elem_is_float(e)) {
    int before = at.n;
    gen_tosa_nan_mode(st, &at, GEN_OP_TOSA_CLAMP, e, xf.fp);
    ig = at.n != before && strstr(at.s + before, "IGNORE") != NULL;
    rf.fp = xf.fp;
    if (ig) rf.fp &= (uint8_t)~GF_NAN;
    unsigned lc = gen_fp_classify(e, lo), hc = gen_fp_classify(e, hi);
    if (!(lc & GF_INF) && !(hc & GF_INF)) rf.fp &= (uint8_t)~GF_INF;
    rf.fp |= (uint8_t)((lc | hc) & (GF_NEGZERO | GF_SUBNORMAL));
    gen_note_attr(st, "tosa.clamp.bounds=%s", ((lc | hc) & GF_INF) ? "inf" : "finite");
  }
  int r = gen_value_new(st, X, rf);
  if (r < 0) return -1;
  GenOpd a[1] = {gen_opd(xi)};
  gen_tosa_emit(st, r, GEN_OP_TOSA_CLAMP, a, 1, &at);
  return r;
}

static bool pred_i1_shape(GenState *st, int vi, const void *ctx) {
  const GenType *want = ctx;
  return st->v[vi].t.et == GE_I1 && gen_shape_eq(&st->v[vi].t, want);
}

int gen_tosa_build_select(GenState *st, int xi) {
  GenType X = V(xi)->t;
  GenElem e = (GenElem)X.et;
  int pred, a, b;
  GenType R;
  if (e == GE_I1 && gen_flip(st->c, 50, "select.x_is_pred")) {
    /* x is the predicate; the data operands are fresh */
    GenElem de = gen_pick_elem(st, st->types[GEN_OP_TOSA_SELECT], "select.elem");
    if (de == GE_COUNT) de = GE_I1;
    GenType O;
    gen_tosa_bcast_pair(st, &X, &R, &O, GEN_OP_TOSA_SELECT);
    R.et = (uint8_t)de;
    GenWant wa = gen_want(gen_with_elem(O, de));
    /* the expanded dims of R must come from a data operand: O has them */
    a = gen_operand(st, &wa);
    GenWant wb = gen_want(gen_tosa_bcast_sub(st, &R, de));
    b = gen_operand(st, &wb);
    pred = xi;
    if (a < 0 || b < 0) return -1;
    if (gen_flip(st->c, 50, "select.swap")) {
      int t = a;
      a = b, b = t;
    }
  } else {
    GenType O;
    gen_tosa_bcast_pair(st, &X, &R, &O, GEN_OP_TOSA_SELECT);
    GenWant wo = gen_want(O);
    int other = gen_operand(st, &wo);
    if (other < 0) return -1;
    GenType PT = gen_tosa_bcast_sub(st, &R, GE_I1);
    pred = -1;
    if (gen_flip(st->c, P(select_pred_live), "select.pred_live"))
      pred = gen_pick_live(st, pred_i1_shape, &PT, "select.pred");
    if (pred < 0) {
      GenWant wp = gen_want(PT);
      pred = gen_operand(st, &wp);
    }
    if (pred < 0) return -1;
    bool sw = gen_flip(st->c, 50, "select.swap");
    a = sw ? other : xi;
    b = sw ? xi : other;
  }
  GenFacts rf = gen_facts_join((GenElem)R.et, V(a)->f, V(b)->f);
  rf.cst = V(a)->f.cst && V(b)->f.cst && V(pred)->f.cst;
  gen_note_attr(st, "tosa.select.type=%s", gen_elem_name((GenElem)R.et));
  int r = gen_value_new(st, R, rf);
  if (r < 0) return -1;
  GenOpd o[3] = {gen_opd(pred), gen_opd(a), gen_opd(b)};
  gen_tosa_emit(st, r, GEN_OP_TOSA_SELECT, o, 3, NULL);
  return r;
}

int gen_tosa_build_cast(GenState *st, int xi) {
  const GenValue *x = V(xi);
  GenType X = x->t;
  GenElem e = (GenElem)X.et;
  GenFacts xf = x->f;
  GenElem to;
  /* cast_same: a cast to the input's own type folds to its input; only the verifier accepts it */
  if (!st->o->tosa_validate && gen_flip(st->c, P(cast_same), "cast.same")) {
    to = e;
    gen_note_attr(st, "tosa.cast.same=yes");
  } else {
    to = gen_pick_elem(st, gen_tosa_cast_targets(st, x), "cast.to");
  }
  if (to == GE_COUNT) return -1;
  GenFacts rf = gen_facts_full(to);
  rf.cst = xf.cst;
  if (to == GE_I1) {
    int64_t lo = (xf.lo > 0 || xf.hi < 0) && !gen_elem_is_float(e) ? 1 : 0;
    int64_t hi = (!gen_elem_is_float(e) && xf.lo == 0 && xf.hi == 0) ? 0 : 1;
    rf = gen_facts_int(GE_I1, lo, hi, xf.cst);
  } else if (!gen_elem_is_float(to) && !gen_elem_is_float(e)) {
    if (xf.lo >= gen_elem_min(to) && xf.hi <= gen_elem_max(to)) rf = gen_facts_int(to, xf.lo, xf.hi, xf.cst);
  } else if (gen_elem_is_float(to) && !gen_elem_is_float(e)) {
    double big = gen_fp_decode(to, gen_fp_max(to, false));
    rf.fp = (double)gen_max64(gen_abs64(xf.lo), gen_abs64(xf.hi)) > big ? GF_INF : 0;
  } else if (gen_elem_is_float(to) && gen_elem_is_float(e)) {
    bool widen = to == GE_F32;
    rf.fp = widen ? xf.fp : (uint8_t)(xf.fp | GF_INF | GF_SUBNORMAL | GF_NEGZERO);
  }
  gen_note_attr(st, "tosa.cast=%s->%s", gen_elem_name(e), gen_elem_name(to));
  int r = gen_value_new(st, gen_with_elem(X, to), rf);
  if (r < 0) return -1;
  GenOpd a[1] = {gen_opd(xi)};
  gen_tosa_emit(st, r, GEN_OP_TOSA_CAST, a, 1, NULL);
  return r;
}
