/*
 * sem_tosa.c: semantics of TOSA 1.0 ops, taken from the specification's
 * pseudo-code (arm/tosa-specification, pseudocode/operators/<OP>.tosac and
 * pseudocode/library/<helper>.tosac) and the per-operator "Floating-point behavior"
 * tables (chapters/<group>.adoc), never from MLIR's lowerings or folders.
 *
 * Conventions:
 *  - ERROR_IF on static facts (shapes, attributes, constant operands) ->
 *    TV_INVALID_INPUT; ERROR_IF on a non-constant operand (a zero point fed
 *    by an argument) and every REQUIRE -> runtime UB. The static rules, the
 *    attribute decoding and the index mappings are shared with the
 *    interpreter (encoder/ir/ir_tosa.c, ir_tosa_check); this file keeps the
 *    values.
 *  - Broadcasting: equal rank, size-1 dims broadcast (apply_broadcast).
 *  - Integer arithmetic follows apply_add_s/apply_sub_s (REQUIRE: no signed
 *    overflow -> UB) and apply_mul_s (low bits, no REQUIRE).
 *  - Reductions, matmul, convolutions and pools accumulate in the order and
 *    from the initial value of the pseudo-code (strict policy). Float sums,
 *    products and dot products go through enc_acc_* (state.h), which keeps
 *    that order at ladder level >= 1, folds uninterpreted steps at level 0
 *    and makes them multiset sums under the reassoc policy; max/min
 *    reductions always stay ordered folds of exact comparisons.
 *  - Signed zeros in max/min: the precision requirements of MAXIMUM,
 *    MINIMUM, CLAMP, REDUCE_MAX, REDUCE_MIN and MAX_POOL2D (chapters
 *    ewise_binary, activation_funcs, reduction, tensor_ops) say that a zero
 *    result may be +0.0 or -0.0, either sign permitted, whatever the
 *    operands (comparisons ignore the sign of zero). So these ops return a
 *    SET: the pseudo-code's value (apply_max_s/apply_min_s read literally,
 *    `a >= b ? a : b`) and, when that value is a zero, the other zero too.
 *    Encoding: one fresh Bool choice per result element (zero_sign_choice;
 *    none where the result cannot be a zero), r' = (r is zero && choice) ?
 *    -r : r, recorded in EncState.choices. The refinement query quantifies
 *    src's choices universally (tv.c: exists input, forall choice, tgt
 *    differs), first trying the cheap query with the choices free, whose
 *    UNSAT already proves the element for every choice; a choice left free
 *    in a SAT answer would be a false alarm and never becomes a verdict.
 *    tgt's choices stay free: every tgt behaviour must be a src behaviour.
 *    Reductions and pools get one choice per output element, on the final
 *    value (the spec's rule is about the result, not each step). NaN is
 *    canonical in the project (refinement matches any NaN with any NaN), so
 *    the "any NaN" freedom needs no choice. Not modelled: the optional
 *    flush of subnormal inputs/results to zero these ops also allow (as for
 *    every other TOSA op in this file).
 *  - CONV2D/DEPTHWISE_CONV2D: tosa_extra_multiplies is implementation
 *    defined; we model it as true for floats (padded positions multiply a
 *    +0.0 value by the weight), which is what a zero-padding implementation
 *    computes.
 *  - RSQRT uses the FP domain's rsqrt (the spec bounds its error, it is not
 *    1/sqrt rounded twice); SIGMOID is 1/(1+exp(-x)) (its definition).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "encoder/ir/ir_tosa.h"
#include "encoder/sem/sem.h"

/* ---- helpers ---- */

/* A value as the static rules of ir_tosa.h see it. */
static IrTosaShape shp(const EncVal *v) {
  return (IrTosaShape){v->elem, v->rank, v->dims, v->n, v->kind == ENC_SHAPE, v->shape};
}

/* Report a rule of ir_tosa.h the op breaks; returns false. */
static bool fail(EncState *st, const IrOp *op, const IrTosaErr *err) {
  if (err->status == IR_TOSA_UNSUPPORTED) return enc_unsupported(st, op, "%s", err->msg);
  return enc_invalid(st, op, "%s", err->msg);
}

static EncVal *result_val(EncState *st, const IrOp *op) {
  if (op->nresults < 1) {
    enc_invalid(st, op, "'%s' has no result", op->name);
    return NULL;
  }
  return enc_val_for_type(st, op, op->results[0]->type);
}

/* A TOSA op's operands and result, and what its static rules leave to the
 * semantics (ir_tosa_check). */
typedef struct TosaOp {
  IrTosaRules rules;
  EncVal **in; /* op->noperands operands */
  EncVal *out;
  IrTosaInfo ti;
} TosaOp;

/* Look up the operands and the result of op and check its static rules;
 * false after reporting the first one it breaks. */
static bool prepare(EncState *st, const IrOp *op, IrTosaRules rules, TosaOp *t) {
  size_t n = (size_t)op->noperands;
  t->rules = rules;
  t->in = arena_calloc(st->a, n + 1, sizeof *t->in);
  IrTosaShape *s = arena_calloc(st->a, n + 1, sizeof *s);
  for (size_t k = 0; k < n; k++) {
    if (!(t->in[k] = enc_lookup(st, op, op->operands[k]))) return false;
    s[k] = shp(t->in[k]);
  }
  if (!(t->out = result_val(st, op))) return false;
  IrTosaErr err;
  if (!ir_tosa_check(st->a, op, rules, s, shp(t->out), &t->ti, &err)) return fail(st, op, &err);
  return true;
}

static SmtTerm zero_of(EncState *st, IrElem e) {
  return ir_elem_is_float(e) ? enc_float_const(st, e, 0.0) : smt_bv_u64(st->c, (unsigned)ir_elem_bits(e), 0);
}

/* Zero point k (0 or 1) of a TOSA op, for data of type e, read (0 when the
 * op has none). ir_tosa_check judged a constant one; a computed one that
 * ERROR_IF forbids (!is_i8 && zp != 0; RESCALE's rule for RESCALE) is UB
 * (file conventions). */
static EncElem zero_point(EncState *st, const IrOp *op, const TosaOp *t, int k, IrElem e) {
  if (t->ti.zp_first < 0) return enc_elem(st, zero_of(st, e));
  EncElem zp = enc_read(st, t->in[t->ti.zp_first + k], 0);
  if (t->ti.zp[k] != IR_TOSA_ZP_RUNTIME) return zp;
  SmtCtx *c = st->c;
  unsigned w = (unsigned)ir_elem_bits(e);
  bool u16 = op->kind == IR_OP_TOSA_RESCALE && e == IR_I16 &&
             (k == 0 ? t->ti.rescale.in_unsigned : t->ti.rescale.out_unsigned);
  SmtTerm ok = ir_elem_is_float(e) ? fpdom_is_zero(st->fp, e, zp.v) : smt_eq(c, zp.v, smt_bv_u64(c, w, 0));
  if (u16) ok = smt_or(c, ok, smt_eq(c, zp.v, smt_bv_u64(c, w, 0x8000)));
  enc_add_ub(st, smt_not(c, ok), zp.approx);
  return zp;
}

/* Bool: x (a bit-vector of any width) is within the signed range of `bits`. */
static SmtTerm fits_signed(EncState *st, SmtTerm x, unsigned bits) {
  unsigned w = smt_bv_width(st->c, x);
  if (bits >= w) return st->true_term;
  SmtTerm lo = smt_bv_i64(st->c, w, -(INT64_C(1) << (bits - 1)));
  SmtTerm hi = smt_bv_i64(st->c, w, (INT64_C(1) << (bits - 1)) - 1);
  return smt_and(st->c, smt_bv_sge(st->c, x, lo), smt_bv_sle(st->c, x, hi));
}

/* apply_add_s / apply_sub_s on w-bit integers: REQUIRE no signed overflow. */
static SmtTerm int_add_s(EncState *st, SmtTerm a, SmtTerm b, bool approx) {
  enc_add_ub(st, smt_bv_add_overflows(st->c, a, b, true), approx);
  return smt_bv_add(st->c, a, b);
}
static SmtTerm int_sub_s(EncState *st, SmtTerm a, SmtTerm b, bool approx) {
  enc_add_ub(st, smt_bv_sub_overflows(st->c, a, b, true), approx);
  return smt_bv_sub(st->c, a, b);
}

static SmtTerm fp_nan(EncState *st, IrElem e);

/* apply_max_s / apply_min_s (arithmetic_helpers.tosac) for floats, read
 * literally: NaN handling by compare_nan (PROPAGATE -> NaN, IGNORE -> the
 * other operand), then `a >= b ? a : b` (max) / `a < b ? a : b` (min) with
 * IEEE comparisons, so on a tie of +0/-0 the first operand wins. */
static SmtTerm fp_minmax(EncState *st, IrElem e, bool ignore, bool is_max, SmtTerm a, SmtTerm b) {
  SmtCtx *c = st->c;
  SmtTerm pick = fpdom_cmp(st->fp, e, is_max ? FPC_OGE : FPC_OLT, a, b);
  SmtTerm r = smt_ite(c, pick, a, b);
  SmtTerm an = fpdom_is_nan(st->fp, e, a), bn = fpdom_is_nan(st->fp, e, b);
  if (ignore) return smt_ite(c, an, b, smt_ite(c, bn, a, r));
  return smt_ite(c, smt_or(c, an, bn), fp_nan(st, e), r);
}
static SmtTerm fp_max(EncState *st, IrElem e, bool ignore, SmtTerm a, SmtTerm b) {
  return fp_minmax(st, e, ignore, true, a, b);
}
static SmtTerm fp_min(EncState *st, IrElem e, bool ignore, SmtTerm a, SmtTerm b) {
  return fp_minmax(st, e, ignore, false, a, b);
}

static SmtTerm fp_nan(EncState *st, IrElem e) { return fpdom_const(st->fp, e, enc_float_bits(e, NAN)); }

/* The either-sign rule of MAXIMUM, MINIMUM, CLAMP, REDUCE_MAX/MIN and
 * MAX_POOL2D on result element `elem` of `op` with pseudo-code value r:
 * r, or the other zero when r is a zero and the choice says so. No choice
 * where r is statically not a zero (a constant, a clamp bound without
 * zero), so the quantified queries only carry the ones that matter.
 * pref_neg (Bool) is the sign of the zero that IEEE 754-2019
 * maximum/minimum would give, which is what MLIR's arith lowerings compute:
 * the choice that gives it is recorded as the witness tv.c tries first for a
 * choice tgt does not share (choice_witness). */
static SmtTerm zero_sign_choice(EncState *st, const IrOp *op, int64_t elem, IrElem e, SmtTerm r,
                                SmtTerm pref_neg) {
  return sem_zero_sign_choice(st, op, elem, e, r, fpdom_is_zero(st->fp, e, r), pref_neg);
}

/* A zero result of a TOSA dot product (MATMUL, CONV2D, DEPTHWISE_CONV2D on
 * floats) may have either sign: the precision
 * requirements define the result as a dot product within an error bound,
 * which does not see the sign of a zero, and the pseudo-code's +0 initial
 * accumulator is one implementation (starting at the bias, or at the first
 * term, gives -0 when every term is -0). The witness keeps the pseudo-code's
 * zero. */
static SmtTerm dot_zero_choice(EncState *st, const IrOp *op, int64_t elem, IrElem e, SmtTerm r) {
  /* Order-free sums (reassoc) are multisets that flatten through nested
   * sums; a choice term would hide them. There the +0 start stays a term. */
  if (st->opt && st->opt->policy == TV_POLICY_REASSOC) return r;
  return zero_sign_choice(st, op, elem, e, r, fpdom_sign_bit(st->fp, e, r));
}

/* A zero result of an operator TOSA checks against an error bound in ulps
 * (ADD, SUB, MUL, REDUCE_PRODUCT: tosa_reference_check_fp compares in fp64,
 * where -0 == +0) may have either sign; the witness keeps the pseudo-code's. */
static SmtTerm ulp_zero_choice(EncState *st, const IrOp *op, int64_t elem, IrElem e, SmtTerm r) {
  return zero_sign_choice(st, op, elem, e, r, fpdom_sign_bit(st->fp, e, r));
}

/* pref_neg of zero_sign_choice for IEEE maximum (minimum) over values whose
 * zeros are tracked in *any_pos_zero (*any_neg_zero): a zero maximum is +0
 * when some value is +0, a zero minimum -0 when some value is -0. */
static void note_zero(EncState *st, IrElem e, SmtTerm x, SmtTerm *any_pos_zero, SmtTerm *any_neg_zero) {
  SmtCtx *c = st->c;
  SmtTerm z = fpdom_is_zero(st->fp, e, x), s = fpdom_sign_bit(st->fp, e, x);
  *any_pos_zero = smt_or(c, *any_pos_zero, smt_and(c, z, smt_not(c, s)));
  *any_neg_zero = smt_or(c, *any_neg_zero, smt_and(c, z, s));
}

static bool operand_is_const(EncState *st, IrElem e, bool isf, SmtTerm t) {
  uint64_t v;
  return isf ? fpdom_const_bits(st->fp, e, t, NULL) : smt_term_get_u64(st->c, t, &v);
}

/* ---- data nodes ---- */

/* tosa.const and tosa.const_shape */
bool sem_tosa_const(EncState *st, const IrOp *op) {
  const IrAttr *a;
  IrTosaErr err;
  if (!ir_tosa_const_attr(op, &a, &err)) return fail(st, op, &err);
  EncVal *v = enc_const_value(st, op, a, op->results[0]->type);
  if (!v) return false;
  enc_bind(st, op->results[0], v);
  return true;
}

bool sem_tosa_const_shape(EncState *st, const IrOp *op) { return sem_tosa_const(st, op); }

/* ---- elementwise ops ---- */

typedef struct TosaCtx {
  IrElem in_elem, out_elem;
  bool ignore;
  bool round;
  EncElem shift; /* tosa.mul */
  int64_t elem;  /* result element being computed (enc_map goes in order) */
} TosaCtx;

static bool tosa_bin_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  TosaCtx *cx = vctx;
  SmtCtx *c = st->c;
  IrElem e = cx->in_elem;
  bool isf = ir_elem_is_float(e);
  SmtTerm a = in[0].v, b = in[1].v;
  unsigned w = (unsigned)ir_elem_bits(e);
  bool ap = in[0].approx || in[1].approx;
  switch (op->kind) {
  case IR_OP_TOSA_ADD: /* ADD.tosac: apply_add_s; a zero result has either sign (compliance) */
    out->v = isf ? ulp_zero_choice(st, op, cx->elem++, e, enc_fp_bin(st, e, FPB_ADD, a, b, &out->approx))
                 : int_add_s(st, a, b, ap);
    return true;
  case IR_OP_TOSA_SUB: /* SUB.tosac: apply_sub_s; a zero result has either sign (compliance) */
    out->v = isf ? ulp_zero_choice(st, op, cx->elem++, e, enc_fp_bin(st, e, FPB_SUB, a, b, &out->approx))
                 : int_sub_s(st, a, b, ap);
    return true;
  case IR_OP_TOSA_MUL: { /* MUL.tosac; a zero result has either sign (compliance) */
    if (isf) {
      out->v = ulp_zero_choice(st, op, cx->elem++, e, enc_fp_bin(st, e, FPB_MUL, a, b, &out->approx));
      return true;
    }
    unsigned ow = (unsigned)ir_elem_bits(cx->out_elem);
    SmtTerm a_o = smt_bv_resize(c, a, ow, true), b_o = smt_bv_resize(c, b, ow, true);
    SmtTerm plain = smt_bv_mul(c, a_o, b_o);
    if (e != IR_I32) {
      out->v = plain;
      return true;
    }
    /* i32 with shift > 0: int64_t product = sext(a) * sext(b), round =
     * 1 << (shift - 1), (product + round) >> shift, REQUIRE it fits i32.
     * 64-bit arithmetic as in the pseudo-code (int64_t). */
    SmtTerm sh = smt_bv_resize(c, cx->shift.v, 64, true);
    SmtTerm p = smt_bv_mul(c, smt_bv_resize(c, a, 64, true), smt_bv_resize(c, b, 64, true));
    SmtTerm one = smt_bv_u64(c, 64, 1);
    SmtTerm rnd = smt_bv_shl(c, one, smt_bv_sub(c, sh, one));
    SmtTerm shifted = smt_bv_ashr(c, smt_bv_add(c, p, rnd), sh);
    SmtTerm shift_pos = smt_bv_sgt(c, cx->shift.v, smt_bv_u64(c, smt_bv_width(c, cx->shift.v), 0));
    enc_add_ub(st, smt_and(c, shift_pos, smt_not(c, fits_signed(st, shifted, 32))), ap);
    out->v = smt_ite(c, shift_pos, smt_bv_resize(c, shifted, ow, true), plain);
    out->poison = enc_or(st, out->poison, cx->shift.poison);
    return true;
  }
  case IR_OP_TOSA_MAXIMUM: /* MAXIMUM.tosac: apply_max_s(a, b, nan_mode); a zero has either sign */
  case IR_OP_TOSA_MINIMUM:
    /* The result set is symmetric in a and b (apply_max_s(a, b) and
     * apply_max_s(b, a) differ only in the sign of a zero, which either
     * member of the set may have), so a constant operand goes second, as
     * in MLIR's canonical form: max(c, x) and max(x, c) (a commuting
     * canonicalization) are the same term, and so are their choices
     * (choice_witness in tv.c). Not under the property test's fixed choices
     * (tests/eval), which compare each member with the evaluator's, whose
     * literal order is a's. */
    if ((!isf || !st->choice_fixed) && operand_is_const(st, e, isf, a) && !operand_is_const(st, e, isf, b)) {
      SmtTerm t = a;
      a = b;
      b = t;
    }
    if (op->kind == IR_OP_TOSA_MINIMUM) goto minimum;
    out->v = isf ? zero_sign_choice(st, op, cx->elem++, e, fp_max(st, e, cx->ignore, a, b),
                                    smt_and(c, fpdom_sign_bit(st->fp, e, a), fpdom_sign_bit(st->fp, e, b)))
                 : smt_ite(c, smt_bv_sge(c, a, b), a, b);
    return true;
  minimum: /* MINIMUM.tosac: apply_min_s; a zero has either sign */
    out->v = isf ? zero_sign_choice(st, op, cx->elem++, e, fp_min(st, e, cx->ignore, a, b),
                                    smt_or(c, fpdom_sign_bit(st->fp, e, a), fpdom_sign_bit(st->fp, e, b)))
                 : smt_ite(c, smt_bv_slt(c, a, b), a, b);
    return true;
  case IR_OP_TOSA_POW: { /* POW.tosac: apply_pow */
    if (!isf) return enc_invalid(st, op, "'%s' on integers", op->name);
    /* REQUIRE(x >= 0), REQUIRE(x > 0 || y > 0), REQUIRE(!isNaN(x) && !isNaN(y)),
     * REQUIRE(isFinite(x) && isFinite(y)): elsewhere the result is
     * unpredictable, so src has no obligation (docs/DESIGN.md "TOSA compliance"). */
    FpDom *fp = st->fp;
    SmtTerm zero = fpdom_const(fp, e, 0);
    SmtTerm bad = smt_or(c, smt_or(c, fpdom_is_nan(fp, e, a), fpdom_is_nan(fp, e, b)),
                         smt_or(c, fpdom_is_inf(fp, e, a), fpdom_is_inf(fp, e, b)));
    bad = smt_or(c, bad, fpdom_cmp(fp, e, FPC_OLT, a, zero));
    bad = smt_or(c, bad, smt_and(c, fpdom_is_zero(fp, e, a), smt_not(c, fpdom_cmp(fp, e, FPC_OGT, b, zero))));
    enc_add_ub(st, bad, ap);
    out->v = enc_fp_bin(st, e, FPB_POW, a, b, NULL);
    out->approx |= enc_fp_bin_approx(st, FPB_POW);
    return true;
  }
  case IR_OP_TOSA_LOGICAL_AND:
  case IR_OP_TOSA_BITWISE_AND: out->v = smt_bv_and(c, a, b); return true;
  case IR_OP_TOSA_LOGICAL_OR:
  case IR_OP_TOSA_BITWISE_OR: out->v = smt_bv_or(c, a, b); return true;
  case IR_OP_TOSA_LOGICAL_XOR:
  case IR_OP_TOSA_BITWISE_XOR: out->v = smt_bv_xor(c, a, b); return true;
  case IR_OP_TOSA_LOGICAL_LEFT_SHIFT:
  case IR_OP_TOSA_LOGICAL_RIGHT_SHIFT:
  case IR_OP_TOSA_ARITHMETIC_RIGHT_SHIFT: {
    /* REQUIRE(0 <= value2 <= width-1) */
    SmtTerm ok = smt_and(c, smt_bv_sge(c, b, smt_bv_u64(c, w, 0)), smt_bv_sle(c, b, smt_bv_u64(c, w, w - 1)));
    enc_add_ub(st, smt_not(c, ok), ap);
    if (op->kind == IR_OP_TOSA_LOGICAL_LEFT_SHIFT) {
      out->v = smt_bv_shl(c, a, b);
    } else if (op->kind == IR_OP_TOSA_LOGICAL_RIGHT_SHIFT) {
      out->v = smt_bv_lshr(c, a, b);
    } else {
      SmtTerm r = smt_bv_ashr(c, a, b);
      if (cx->round) {
        SmtTerm one = smt_bv_u64(c, w, 1);
        SmtTerm prev = smt_bv_ashr(c, a, smt_bv_sub(c, b, one));
        SmtTerm bump =
            smt_and(c, smt_bv_sgt(c, b, smt_bv_u64(c, w, 0)), smt_eq(c, smt_bv_and(c, prev, one), one));
        r = smt_ite(c, bump, smt_bv_add(c, r, one), r);
      }
      out->v = r;
    }
    return true;
  }
  case IR_OP_TOSA_INTDIV: { /* INTDIV.tosac: REQUIRE(b != 0), no INT_MIN / -1 */
    SmtTerm zero = smt_bv_u64(c, w, 0);
    SmtTerm ovf = smt_and(c, smt_eq(c, a, smt_bv_u64(c, w, UINT64_C(1) << (w - 1))),
                          smt_eq(c, b, smt_bv_i64(c, w, -1)));
    enc_add_ub(st, smt_or(c, smt_eq(c, b, zero), ovf), ap);
    out->v = smt_bv_sdiv(c, a, b);
    return true;
  }
  default: return enc_unsupported(st, op, "unsupported op '%s'", op->name);
  }
}

/* tosa.mul's shift (operand 2): REQUIRE(0 <= shift <= 63); REQUIRE(is i32
 * || shift == 0); a constant one is judged statically. */
static bool mul_shift(EncState *st, const IrOp *op, const TosaOp *t, TosaCtx *cx) {
  cx->shift = enc_read(st, t->in[2], 0);
  SmtTerm s = cx->shift.v;
  unsigned sw = smt_bv_width(st->c, s);
  SmtTerm bad = smt_or(st->c, smt_bv_slt(st->c, s, smt_bv_u64(st->c, sw, 0)),
                       smt_bv_sgt(st->c, s, smt_bv_u64(st->c, sw, 63)));
  if (cx->in_elem != IR_I32)
    bad = smt_or(st->c, bad, smt_not(st->c, smt_eq(st->c, s, smt_bv_u64(st->c, sw, 0))));
  int64_t k;
  IrTosaErr err;
  if (enc_const_int(st, s, &k) && !ir_tosa_mul_shift(op, cx->in_elem, k, &err)) return fail(st, op, &err);
  enc_add_ub(st, bad, false);
  return true;
}

/* ---- comparisons ---- */

static bool tosa_cmp_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  TosaCtx *cx = vctx;
  SmtCtx *c = st->c;
  IrElem e = cx->in_elem;
  SmtTerm r;
  if (ir_elem_is_float(e)) {
    /* NaN -> false; the sign of zero is ignored (IEEE ordered compares). */
    FpCmp p = op->kind == IR_OP_TOSA_EQUAL ? FPC_OEQ : op->kind == IR_OP_TOSA_GREATER ? FPC_OGT : FPC_OGE;
    r = fpdom_cmp(st->fp, e, p, in[0].v, in[1].v);
  } else if (op->kind == IR_OP_TOSA_EQUAL) {
    r = smt_eq(c, in[0].v, in[1].v);
  } else if (op->kind == IR_OP_TOSA_GREATER) {
    r = smt_bv_sgt(c, in[0].v, in[1].v);
  } else {
    r = smt_bv_sge(c, in[0].v, in[1].v);
  }
  out->v = enc_i1_of_bool(st, r);
  return true;
}

/* ---- elementwise unary ---- */

static SmtTerm fp_un(EncState *st, IrElem e, FpUn u, SmtTerm a, EncElem *out) {
  out->approx |= enc_fp_un_approx(st, u);
  return fpdom_un(st->fp, e, u, a);
}

static bool tosa_un_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  TosaCtx *cx = vctx;
  SmtCtx *c = st->c;
  IrElem e = cx->in_elem;
  bool isf = ir_elem_is_float(e);
  SmtTerm a = in[0].v;
  unsigned w = (unsigned)ir_elem_bits(e);
  switch (op->kind) {
  case IR_OP_TOSA_ABS: /* ABS.tosac + table: exact |x|; integer: REQUIRE(x != INT_MIN) */
    if (isf) {
      out->v = fp_un(st, e, FPU_ABS, a, out);
    } else {
      SmtTerm zero = smt_bv_u64(c, w, 0);
      out->v = smt_ite(c, smt_bv_slt(c, a, zero), int_sub_s(st, zero, a, in[0].approx), a);
    }
    return true;
  case IR_OP_TOSA_RECIPROCAL: /* RECIPROCAL.tosac: 1.0 / x */
    out->v = enc_fp_bin(st, e, FPB_DIV, enc_float_const(st, e, 1.0), a, NULL);
    out->approx |= enc_fp_bin_approx(st, FPB_DIV);
    return true;
  case IR_OP_TOSA_RSQRT: out->v = fp_un(st, e, FPU_RSQRT, a, out); return true;
  case IR_OP_TOSA_EXP: out->v = fp_un(st, e, FPU_EXP, a, out); return true;
  case IR_OP_TOSA_LOG: { /* apply_log: 0 -> -inf, < 0 -> NaN */
    SmtTerm l = fp_un(st, e, FPU_LOG, a, out);
    SmtTerm zero = enc_float_const(st, e, 0.0);
    out->v = smt_ite(c, fpdom_is_zero(st->fp, e, a), enc_float_const(st, e, -INFINITY),
                     smt_ite(c, fpdom_cmp(st->fp, e, FPC_OLT, a, zero), fp_nan(st, e), l));
    return true;
  }
  case IR_OP_TOSA_FLOOR: out->v = fp_un(st, e, FPU_FLOOR, a, out); return true;
  case IR_OP_TOSA_CEIL: out->v = fp_un(st, e, FPU_CEIL, a, out); return true;
  /* TANH, ERF, SIN are checked against an absolute error bound, which a
   * zero of either sign meets where the exact result is a zero. */
  case IR_OP_TOSA_TANH:
    out->v = ulp_zero_choice(st, op, cx->elem++, e, fp_un(st, e, FPU_TANH, a, out));
    return true;
  case IR_OP_TOSA_ERF:
    out->v = ulp_zero_choice(st, op, cx->elem++, e, fp_un(st, e, FPU_ERF, a, out));
    return true;
  case IR_OP_TOSA_SIN:
    out->v = ulp_zero_choice(st, op, cx->elem++, e, fp_un(st, e, FPU_SIN, a, out));
    return true;
  case IR_OP_TOSA_COS: out->v = fp_un(st, e, FPU_COS, a, out); return true;
  case IR_OP_TOSA_SIGMOID: { /* 1 / (1 + exp(-x)) */
    SmtTerm one = enc_float_const(st, e, 1.0);
    SmtTerm ex = fp_un(st, e, FPU_EXP, fpdom_un(st->fp, e, FPU_NEG, a), out);
    SmtTerm den = enc_fp_bin(st, e, FPB_ADD, one, ex, NULL);
    out->v = enc_fp_bin(st, e, FPB_DIV, one, den, NULL);
    out->approx |= enc_fp_bin_approx(st, FPB_DIV);
    return true;
  }
  case IR_OP_TOSA_LOGICAL_NOT:
  case IR_OP_TOSA_BITWISE_NOT: out->v = smt_bv_not(c, a); return true;
  case IR_OP_TOSA_CLZ: out->v = smt_bv_clz(c, a); return true;
  default: return enc_unsupported(st, op, "unsupported op '%s'", op->name);
  }
}

/* NEGATE.tosac (+ its floating-point table: exact sign flip). */
static bool negate(EncState *st, const IrOp *op, const TosaOp *t) {
  SmtCtx *c = st->c;
  EncVal *in = t->in[0], *out = t->out;
  EncElem izp = zero_point(st, op, t, 0, in->elem), ozp = zero_point(st, op, t, 1, in->elem);
  for (int64_t i = 0; i < out->n; i++) {
    EncElem x = enc_read(st, in, in->n == 1 ? 0 : i);
    EncElem r = x;
    if (ir_elem_is_float(in->elem)) {
      r.v = fpdom_un(st->fp, in->elem, FPU_NEG, x.v);
    } else {
      /* acc_t = i32 (i8/i16/i32 inputs): three REQUIRE'd steps, then clip. */
      unsigned w = (unsigned)ir_elem_bits(in->elem);
      SmtTerm v64 = smt_bv_resize(c, x.v, 64, true);
      SmtTerm z1 = smt_bv_resize(c, izp.v, 64, true), z2 = smt_bv_resize(c, ozp.v, 64, true);
      SmtTerm t1 = smt_bv_sub(c, v64, z1);
      SmtTerm t2 = smt_bv_neg(c, t1);
      SmtTerm t3 = smt_bv_add(c, t2, z2);
      SmtTerm ok =
          smt_and(c, fits_signed(st, t1, 32), smt_and(c, fits_signed(st, t2, 32), fits_signed(st, t3, 32)));
      enc_add_ub(st, smt_not(c, ok), x.approx);
      SmtTerm lo = smt_bv_i64(c, 64, -(INT64_C(1) << (w - 1))),
              hi = smt_bv_i64(c, 64, (INT64_C(1) << (w - 1)) - 1);
      SmtTerm clipped = smt_ite(c, smt_bv_slt(c, t3, lo), lo, smt_ite(c, smt_bv_sgt(c, t3, hi), hi, t3));
      r.v = smt_bv_resize(c, clipped, w, true);
    }
    r.poison = enc_or(st, r.poison, enc_or(st, izp.poison, ozp.poison));
    enc_set(st, out, i, r);
  }
  return true;
}

/* CLAMP.tosac: apply_clip_s = max(value, min_val) then min(., max_val). */
static bool clamp(EncState *st, const IrOp *op, const TosaOp *t) {
  SmtCtx *c = st->c;
  EncVal *in = t->in[0], *out = t->out;
  IrElem e = in->elem;
  const IrAttr *amin = t->ti.min_val, *amax = t->ti.max_val;
  bool ignore = t->ti.nan_ignore;
  SmtTerm lo, hi;
  if (ir_elem_is_float(e)) {
    lo = fpdom_const(st->fp, e, amin->elem == e ? amin->bits : enc_float_bits(e, amin->f));
    hi = fpdom_const(st->fp, e, amax->elem == e ? amax->bits : enc_float_bits(e, amax->f));
  } else {
    lo = enc_int_const(st, e, amin->i);
    hi = enc_int_const(st, e, amax->i);
  }
  for (int64_t i = 0; i < out->n; i++) {
    EncElem x = enc_read(st, in, i), r = x;
    if (ir_elem_is_float(e)) {
      /* IEEE min(max(x, lo), hi): max gives -0 only when x and lo are
       * both negative, then min gives -0 when that or hi is negative. */
      SmtTerm max_neg = smt_and(c, fpdom_sign_bit(st->fp, e, x.v), fpdom_sign_bit(st->fp, e, lo));
      r.v = zero_sign_choice(st, op, i, e, fp_min(st, e, ignore, fp_max(st, e, ignore, x.v, lo), hi),
                             smt_or(c, max_neg, fpdom_sign_bit(st->fp, e, hi)));
    } else {
      SmtTerm m = smt_ite(c, smt_bv_sge(c, x.v, lo), x.v, lo);
      r.v = smt_ite(c, smt_bv_slt(c, m, hi), m, hi);
    }
    enc_set(st, out, i, r);
  }
  return true;
}

static bool tosa_select_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  (void)op;
  (void)vctx;
  SmtTerm cb = enc_bool_of_i1(st, in[0].v);
  out->v = smt_ite(st->c, cb, in[1].v, in[2].v);
  return true;
}

/* ---- cast (CAST.tosac + chapters/type_conversion.adoc) ---- */

static bool tosa_cast_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  (void)op;
  TosaCtx *cx = vctx;
  SmtCtx *c = st->c;
  IrElem from = cx->in_elem, to = cx->out_elem;
  SmtTerm a = in[0].v;
  unsigned fw = (unsigned)ir_elem_bits(from), tw = (unsigned)ir_elem_bits(to);
  bool ff = ir_elem_is_float(from), tf = ir_elem_is_float(to);
  if (to == IR_I1) { /* out = (in != 0) */
    SmtTerm nz = ff ? fpdom_cmp(st->fp, from, FPC_UNE, a, enc_float_const(st, from, 0.0))
                    : smt_not(c, smt_eq(c, a, smt_bv_u64(c, fw, 0)));
    out->v = enc_i1_of_bool(st, nz);
    return true;
  }
  if (tf) {
    if (from == IR_I1) {
      out->v = smt_ite(c, enc_bool_of_i1(st, a), enc_float_const(st, to, 1.0), enc_float_const(st, to, 0.0));
    } else if (ff) {
      out->v = fpdom_convert(st->fp, from, to, a); /* round to nearest, overflow -> inf */
      out->approx |= enc_fp_cast_approx(st);
    } else {
      out->v = fpdom_from_int(st->fp, from, true, to, a);
      out->approx |= enc_fp_cast_approx(st);
    }
    return true;
  }
  if (from == IR_I1) {
    out->v = smt_bv_resize(c, a, tw, false);
    return true;
  }
  if (ff) {
    /* NaN -> unpredictable (UB); round to nearest even; saturate. */
    enc_add_ub(st, fpdom_is_nan(st->fp, from, a), in[0].approx);
    SmtTerm in_range;
    SmtTerm r = fpdom_to_int(st->fp, from, a, tw, true, SMT_RNE, &in_range);
    SmtTerm maxv = smt_bv_i64(c, tw, (INT64_C(1) << (tw - 1)) - 1),
            minv = smt_bv_i64(c, tw, -(INT64_C(1) << (tw - 1)));
    SmtTerm positive = fpdom_cmp(st->fp, from, FPC_OGT, a, enc_float_const(st, from, 0.0));
    out->v = smt_ite(c, in_range, r, smt_ite(c, positive, maxv, minv));
    out->approx |= enc_fp_cast_approx(st);
    return true;
  }
  out->v = smt_bv_resize(c, a, tw, true); /* sign_extend or truncate */
  return true;
}

/* The elementwise ops: the element rule of their rule set on the elements
 * of their inputs (TOSA broadcasting). */
static bool map(EncState *st, const IrOp *op, const TosaOp *t) {
  static const EncElemFn fns[] = {[IR_TOSA_BINARY] = tosa_bin_elem,
                                  [IR_TOSA_COMPARE] = tosa_cmp_elem,
                                  [IR_TOSA_UNARY] = tosa_un_elem,
                                  [IR_TOSA_SELECT] = tosa_select_elem,
                                  [IR_TOSA_CAST] = tosa_cast_elem};
  TosaCtx cx = {0};
  cx.in_elem = t->in[0]->elem;
  cx.out_elem = t->out->elem;
  cx.ignore = t->ti.nan_ignore;
  cx.round = ir_attr_flag(op, "round");
  if (op->kind == IR_OP_TOSA_MUL && !mul_shift(st, op, t, &cx)) return false;
  return enc_map(st, op, t->in, t->ti.nin, t->out, ENC_TOSA_BROADCAST, fns[t->rules], &cx);
}

/* ---- data layout ---- */

/* TRANSPOSE, RESHAPE, SLICE, PAD, CONCAT, TILE, REVERSE and IDENTITY:
 * every output element is a copy of an input element (ir_tosa_move_src) or,
 * for PAD, of the pad value (operand 2, else 0). */
static bool move(EncState *st, const IrOp *op, const TosaOp *t) {
  EncElem padv = {0};
  if (op->kind == IR_OP_TOSA_PAD)
    padv = op->noperands > 2 ? enc_get(st, t->in[2], 0) : enc_elem(st, zero_of(st, t->in[0]->elem));
  for (int64_t i = 0; i < t->out->n; i++) {
    int k;
    int64_t f;
    enc_set(st, t->out, i, ir_tosa_move_src(&t->ti.move, i, &k, &f) ? enc_get(st, t->in[k], f) : padv);
  }
  return true;
}

/* GATHER.tosac: output[n,w,c] = values[n, indices[n,w], c]; REQUIRE(0 <= k < K). */
static bool gather(EncState *st, const IrOp *op, const TosaOp *t) {
  SmtCtx *c = st->c;
  EncVal *values = t->in[0], *indices = t->in[1], *out = t->out;
  int64_t N = t->ti.gather.N, K = t->ti.gather.K, C = t->ti.gather.C, W = t->ti.gather.W;
  int64_t *cand = arena_calloc(st->a, (size_t)K, sizeof(int64_t));
  for (int64_t n = 0; n < N; n++)
    for (int64_t w = 0; w < W; w++) {
      EncElem k = enc_read(st, indices, n * W + w);
      unsigned kw = smt_bv_width(c, k.v);
      SmtTerm oob = smt_or(c, smt_bv_slt(c, k.v, smt_bv_u64(c, kw, 0)),
                           smt_bv_sge(c, k.v, smt_bv_u64(c, kw, (uint64_t)K)));
      enc_add_ub(st, enc_or(st, k.poison, oob), k.approx);
      for (int64_t ch = 0; ch < C; ch++) {
        for (int64_t j = 0; j < K; j++)
          cand[j] = (n * K + j) * C + ch;
        EncElem e = enc_select_dynamic(st, values, cand, K, k.v);
        e.poison = enc_or(st, e.poison, k.poison);
        e.approx |= k.approx;
        enc_set(st, out, (n * W + w) * C + ch, e);
      }
    }
  return true;
}

/* TABLE.tosac on i16: the specification's apply_lookup. The input, read
 * as an unsigned offset (x + 32768: the sign bit flipped), gives the entry
 * (its top 9 bits) and the fraction (its low 7 bits); the result is
 * (base << 7) + (next - base) * fraction, REQUIRE the slope fits i16. */
static bool table_i16(EncState *st, const TosaOp *t) {
  SmtCtx *c = st->c;
  int64_t base_pos[512], next_pos[512];
  for (int j = 0; j < 512; j++) {
    base_pos[j] = j;
    next_pos[j] = j + 1;
  }
  for (int64_t i = 0; i < t->out->n; i++) {
    EncElem x = enc_read(st, t->in[0], i);
    /* in i32, as the pseudo-code: index = (v + 32768) >> 7, fraction = v & 0x7f */
    SmtTerm v = smt_bv_sext(c, 16, x.v);
    SmtTerm idx = smt_bv_lshr(c, smt_bv_add(c, v, smt_bv_u64(c, 32, 32768)), smt_bv_u64(c, 32, 7));
    EncElem base = enc_select_dynamic(st, t->in[1], base_pos, 512, idx);
    EncElem next = enc_select_dynamic(st, t->in[1], next_pos, 512, idx);
    SmtTerm b32 = smt_bv_sext(c, 16, base.v), n32 = smt_bv_sext(c, 16, next.v);
    SmtTerm slope = smt_bv_sub(c, n32, b32);
    SmtTerm fraction = smt_bv_and(c, v, smt_bv_u64(c, 32, 0x7f));
    bool ap = x.approx || base.approx || next.approx;
    enc_add_ub(st,
               smt_or(c, smt_bv_slt(c, slope, smt_bv_i64(c, 32, -32768)),
                      smt_bv_slt(c, smt_bv_i64(c, 32, 32767), slope)),
               ap);
    EncElem e = {.v = smt_bv_add(c, smt_bv_shl(c, b32, smt_bv_u64(c, 32, 7)), smt_bv_mul(c, slope, fraction)),
                 .poison = enc_or(st, x.poison, enc_or(st, base.poison, next.poison)),
                 .uninit = st->false_term,
                 .approx = ap};
    enc_set(st, t->out, i, e);
  }
  return true;
}

/* TABLE.tosac (i8): output = table[input + 128]; as an unsigned index,
 * input + 128 is the input with its sign bit flipped. */
static bool table(EncState *st, const IrOp *op, const TosaOp *t) {
  (void)op;
  SmtCtx *c = st->c;
  if (t->in[0]->elem == IR_I16) return table_i16(st, t);
  int64_t cand[256];
  for (int j = 0; j < 256; j++)
    cand[j] = j;
  for (int64_t i = 0; i < t->out->n; i++) {
    EncElem x = enc_read(st, t->in[0], i);
    SmtTerm idx = smt_bv_xor(c, x.v, smt_bv_u64(c, 8, 0x80));
    EncElem e = enc_select_dynamic(st, t->in[1], cand, 256, idx);
    e.poison = enc_or(st, e.poison, x.poison);
    e.approx |= x.approx;
    enc_set(st, t->out, i, e);
  }
  return true;
}

/* ---- reductions (REDUCE_*.tosac, ARGMAX.tosac) ---- */

static bool reduce(EncState *st, const IrOp *op, const TosaOp *t) {
  SmtCtx *c = st->c;
  EncVal *in = t->in[0], *out = t->out;
  const IrTosaAxis *ax = &t->ti.axis;
  IrElem e = in->elem, acc_e = t->ti.acc;
  bool isf = ir_elem_is_float(e), ignore = t->ti.nan_ignore;
  unsigned w = (unsigned)ir_elem_bits(e);
  if (isf && (op->kind == IR_OP_TOSA_REDUCE_SUM || op->kind == IR_OP_TOSA_REDUCE_PRODUCT))
    st->has_fp_reduction = true;
  /* Float sums and products go through an EncAcc (ordered fold, level-0
   * steps or reassoc multiset, state.h); max/min stay ordered folds of exact
   * comparisons under every policy: they round nothing, so reordering them
   * could only show in the sign of a zero result, which the spec leaves
   * open anyway (zero_sign_choice on the final value). */
  bool fp_acc = isf && (op->kind == IR_OP_TOSA_REDUCE_SUM || op->kind == IR_OP_TOSA_REDUCE_PRODUCT);
  for (int64_t o = 0; o < out->n; o++) {
    EncElem acc = enc_elem(st, st->false_term);
    EncAcc fa;
    switch (op->kind) {
    case IR_OP_TOSA_REDUCE_SUM: acc.v = isf ? enc_float_const(st, acc_e, 0.0) : smt_bv_u64(c, w, 0); break;
    case IR_OP_TOSA_REDUCE_PRODUCT: acc.v = enc_float_const(st, e, 1.0); break;
    case IR_OP_TOSA_REDUCE_MAX:
      acc.v = isf ? (ignore ? fp_nan(st, e) : enc_float_const(st, e, -INFINITY))
                  : smt_bv_u64(c, w, UINT64_C(1) << (w - 1));
      break;
    case IR_OP_TOSA_REDUCE_MIN:
      acc.v = isf ? (ignore ? fp_nan(st, e) : enc_float_const(st, e, INFINITY))
                  : smt_bv_i64(c, w, (INT64_C(1) << (w - 1)) - 1);
      if (w == 64) acc.v = smt_bv_i64(c, w, INT64_MAX);
      break;
    case IR_OP_TOSA_REDUCE_ALL: acc.v = smt_bv_u64(c, 1, 1); break;
    default: acc.v = smt_bv_u64(c, 1, 0); break;
    }
    if (fp_acc) {
      enc_acc_begin(st, &fa, op->kind == IR_OP_TOSA_REDUCE_SUM ? ENC_ACC_SUM : ENC_ACC_PROD, acc_e, acc.v);
      /* REDUCE_SUM is a dot product for accuracy (any order, any start) */
      fa.drop_init = op->kind == IR_OP_TOSA_REDUCE_SUM && st->opt && st->opt->dot_start_free;
    }
    SmtTerm any_pos_zero = st->false_term, any_neg_zero = st->false_term;
    for (int64_t k = 0; k < ax->len; k++) {
      EncElem x = enc_read(st, in, ir_tosa_axis_elem(ax, o, k));
      if (isf && (op->kind == IR_OP_TOSA_REDUCE_MAX || op->kind == IR_OP_TOSA_REDUCE_MIN))
        note_zero(st, e, x.v, &any_pos_zero, &any_neg_zero);
      acc.poison = enc_or(st, acc.poison, x.poison);
      acc.approx |= x.approx;
      switch (op->kind) {
      case IR_OP_TOSA_REDUCE_SUM:
        if (isf) {
          SmtTerm xv = acc_e == e ? x.v : fpdom_convert(st->fp, e, acc_e, x.v);
          enc_acc_push(st, &fa, xv, xv);
        } else {
          acc.v = int_add_s(st, acc.v, x.v, acc.approx);
        }
        break;
      case IR_OP_TOSA_REDUCE_PRODUCT:
        if (ax->len == 1) {
          acc.v = x.v; /* 1 * x is x exactly, NaN and the sign of a zero included */
          break;
        }
        enc_acc_push(st, &fa, x.v, x.v);
        break;
      case IR_OP_TOSA_REDUCE_MAX:
        acc.v = isf ? fp_max(st, e, ignore, acc.v, x.v) : smt_ite(c, smt_bv_sge(c, acc.v, x.v), acc.v, x.v);
        break;
      case IR_OP_TOSA_REDUCE_MIN:
        acc.v = isf ? fp_min(st, e, ignore, acc.v, x.v) : smt_ite(c, smt_bv_slt(c, acc.v, x.v), acc.v, x.v);
        break;
      case IR_OP_TOSA_REDUCE_ALL: acc.v = smt_bv_and(c, acc.v, x.v); break;
      default: acc.v = smt_bv_or(c, acc.v, x.v); break;
      }
    }
    if (fp_acc && !(op->kind == IR_OP_TOSA_REDUCE_PRODUCT && ax->len == 1)) {
      acc.v = enc_acc_end(st, &fa);
      acc.approx |= fa.approx;
    }
    if (acc_e != e) {
      acc.v = fpdom_convert(st->fp, acc_e, e, acc.v);
      acc.approx |= enc_fp_cast_approx(st);
    }
    if (isf && (op->kind == IR_OP_TOSA_REDUCE_MAX || op->kind == IR_OP_TOSA_REDUCE_MIN))
      acc.v = zero_sign_choice(st, op, o, e, acc.v,
                               op->kind == IR_OP_TOSA_REDUCE_MAX ? smt_not(c, any_pos_zero) : any_neg_zero);
    else if (isf && op->kind == IR_OP_TOSA_REDUCE_SUM)
      acc.v = dot_zero_choice(st, op, o, e, acc.v);
    else if (isf && op->kind == IR_OP_TOSA_REDUCE_PRODUCT && ax->len > 1)
      acc.v = ulp_zero_choice(st, op, o, e, acc.v); /* (one element: 1 * x is x, sign included) */
    enc_set(st, out, o, acc);
  }
  return true;
}

static bool argmax(EncState *st, const IrOp *op, const TosaOp *t) {
  SmtCtx *c = st->c;
  EncVal *in = t->in[0], *out = t->out;
  const IrTosaAxis *ax = &t->ti.axis;
  IrElem e = in->elem;
  bool isf = ir_elem_is_float(e), ignore = t->ti.nan_ignore;
  unsigned w = (unsigned)ir_elem_bits(e), ow = (unsigned)ir_elem_bits(out->elem);
  for (int64_t o = 0; o < out->n; o++) {
    SmtTerm max_value = isf ? (ignore ? fp_nan(st, e) : enc_float_const(st, e, -INFINITY))
                            : smt_bv_u64(c, w, UINT64_C(1) << (w - 1));
    SmtTerm max_index = smt_bv_u64(c, ow, 0);
    EncElem r = enc_elem(st, max_index);
    for (int64_t i = 0; i < ax->len; i++) {
      EncElem x = enc_read(st, in, ir_tosa_axis_elem(ax, o, i));
      r.poison = enc_or(st, r.poison, x.poison);
      r.approx |= x.approx;
      SmtTerm update;
      if (isf) {
        /* result = apply_max_s(value, max_value); update when result !=
         * max_value (C != : NaN != x is true, zero sign ignored) unless
         * both are NaN. */
        SmtTerm res = fp_max(st, e, ignore, x.v, max_value);
        SmtTerm differs = fpdom_cmp(st->fp, e, FPC_UNE, res, max_value);
        SmtTerm both_nan = smt_and(c, fpdom_is_nan(st->fp, e, res), fpdom_is_nan(st->fp, e, max_value));
        update = smt_and(c, differs, smt_not(c, both_nan));
        max_value = smt_ite(c, update, res, max_value);
      } else {
        update = smt_bv_sgt(c, x.v, max_value);
        max_value = smt_ite(c, update, x.v, max_value);
      }
      max_index = smt_ite(c, update, smt_bv_u64(c, ow, (uint64_t)i), max_index);
    }
    r.v = max_index;
    enc_set(st, out, o, r);
  }
  return true;
}

/* ---- tensor operators ---- */

/* static_cast<to>(x) of a float or integer element. */
static SmtTerm num_cast(EncState *st, IrElem from, IrElem to, SmtTerm x, bool *approx) {
  if (from == to) return x;
  if (ir_elem_is_float(from) && ir_elem_is_float(to)) {
    *approx |= enc_fp_cast_approx(st);
    return fpdom_convert(st->fp, from, to, x);
  }
  if (!ir_elem_is_float(from) && !ir_elem_is_float(to))
    return smt_bv_resize(st->c, x, (unsigned)ir_elem_bits(to), true);
  *approx |= enc_fp_cast_approx(st);
  if (ir_elem_is_float(to)) return fpdom_from_int(st->fp, from, true, to, x);
  return fpdom_to_int(st->fp, from, x, (unsigned)ir_elem_bits(to), true, SMT_RNE, NULL);
}

/* acc = acc + a * b in acc_t (apply_add_s(acc, apply_mul_s(a, b))). */
static SmtTerm mac(EncState *st, IrElem acc_e, SmtTerm acc, SmtTerm a, SmtTerm b, bool *approx) {
  if (ir_elem_is_float(acc_e)) {
    SmtTerm p = enc_fp_bin(st, acc_e, FPB_MUL, a, b, approx);
    return enc_fp_bin(st, acc_e, FPB_ADD, acc, p, approx);
  }
  return int_add_s(st, acc, smt_bv_mul(st->c, a, b), *approx);
}

/* value - zp in acc_t (apply_sub_s); skipped for a static +0.0 float zp. */
static SmtTerm sub_zp(EncState *st, IrElem acc_e, SmtTerm v, SmtTerm zp, bool skip, bool *approx) {
  if (skip) return v;
  if (ir_elem_is_float(acc_e)) {
    return enc_fp_bin(st, acc_e, FPB_SUB, v, zp, approx);
  }
  return int_sub_s(st, v, zp, *approx);
}

/* MATMUL.tosac */
static bool matmul(EncState *st, const IrOp *op, const TosaOp *t) {
  EncVal *A = t->in[0], *B = t->in[1], *out = t->out;
  const IrTosaMatmul *mm = &t->ti.matmul;
  EncElem azp = zero_point(st, op, t, 0, A->elem), bzp = zero_point(st, op, t, 1, B->elem);
  IrElem oe = out->elem;
  bool skip_a = ir_elem_is_float(A->elem) && (op->noperands < 4 || ir_tosa_zp_is_plus_zero(op, 2));
  bool skip_b = ir_elem_is_float(B->elem) && (op->noperands < 4 || ir_tosa_zp_is_plus_zero(op, 3));
  if (ir_elem_is_float(oe)) st->has_fp_reduction = true;
  bool zap = false;
  SmtTerm azp_o = num_cast(st, A->elem, oe, azp.v, &zap), bzp_o = num_cast(st, B->elem, oe, bzp.v, &zap);
  bool isf = ir_elem_is_float(oe);
  for (int64_t o = 0; o < out->n; o++) {
    EncElem acc = enc_elem(st, zero_of(st, oe));
    acc.poison = enc_or(st, azp.poison, bzp.poison);
    acc.approx = zap;
    EncAcc fa;
    if (isf) enc_acc_begin(st, &fa, ENC_ACC_DOT, oe, acc.v);
    fa.drop_init = st->opt && st->opt->dot_start_free;
    for (int64_t ch = 0; ch < mm->C; ch++) {
      int64_t ai, bi;
      ir_tosa_matmul_elems(mm, o, ch, &ai, &bi);
      EncElem a = enc_read(st, A, ai), b = enc_read(st, B, bi);
      acc.poison = enc_or(st, acc.poison, enc_or(st, a.poison, b.poison));
      acc.approx |= a.approx || b.approx;
      SmtTerm v1 = sub_zp(st, oe, num_cast(st, A->elem, oe, a.v, &acc.approx), azp_o, skip_a, &acc.approx);
      SmtTerm v2 = sub_zp(st, oe, num_cast(st, B->elem, oe, b.v, &acc.approx), bzp_o, skip_b, &acc.approx);
      if (isf)
        enc_acc_push(st, &fa, v1, v2);
      else
        acc.v = mac(st, oe, acc.v, v1, v2, &acc.approx);
    }
    if (isf) {
      acc.v = enc_acc_end(st, &fa);
      acc.approx |= fa.approx;
      acc.v = dot_zero_choice(st, op, o, oe, acc.v);
    }
    enc_set(st, out, o, acc);
  }
  return true;
}

/* CONV2D.tosac, DEPTHWISE_CONV2D.tosac and CONV3D.tosac (ir_tosa_conv_tap). */
static bool conv2d(EncState *st, const IrOp *op, const TosaOp *t) {
  EncVal *in = t->in[0], *wt = t->in[1], *bias = t->in[2], *out = t->out;
  const IrTosaConv *cv = &t->ti.conv;
  EncElem izp = zero_point(st, op, t, 0, in->elem), wzp = zero_point(st, op, t, 1, wt->elem);
  IrElem oe = out->elem, acc_e = t->ti.acc;
  bool isf = ir_elem_is_float(acc_e);
  bool skip_i = isf && (op->noperands < 5 || ir_tosa_zp_is_plus_zero(op, 3));
  bool skip_w = isf && (op->noperands < 5 || ir_tosa_zp_is_plus_zero(op, 4));
  if (isf) st->has_fp_reduction = true;
  bool zap = false;
  SmtTerm izp_a = num_cast(st, in->elem, acc_e, izp.v, &zap),
          wzp_a = num_cast(st, wt->elem, acc_e, wzp.v, &zap);
  /* The start-free check (TvOptions.dot_start_free) stands for the
   * lowerings that start the accumulator at the bias. With an accumulator
   * wider than the output (f16 data, f32 acc_type) that bias is a term of
   * the wide sum, rounded once with it at the end, where the pseudo-code
   * adds it to the rounded sum in out_t: TOSA counts the bias as a term of
   * the dot product and bounds the error of the whole (the dot product
   * accuracy requirements), which the one rounding meets too (campR false
   * alarm 7867b3b4: f16 conv2d, the lowering one ulp closer to the exact
   * value than the pseudo-code). */
  bool bias_in_acc = isf && ir_elem_is_float(oe) && oe != acc_e && st->opt && st->opt->dot_start_free;
  for (int64_t o = 0; o < out->n; o++) {
    EncElem acc = enc_elem(st, zero_of(st, acc_e));
    acc.poison = enc_or(st, izp.poison, wzp.poison);
    acc.approx = zap;
    EncElem b = enc_read(st, bias, cv->BC == 1 ? 0 : o % cv->OC);
    EncAcc fa;
    if (isf)
      enc_acc_begin(st, &fa, ENC_ACC_DOT, acc_e,
                    bias_in_acc ? num_cast(st, oe, acc_e, b.v, &acc.approx) : acc.v);
    fa.drop_init = st->opt && st->opt->dot_start_free && !bias_in_acc;
    for (int64_t k = 0; k < cv->taps; k++) {
      int64_t xi, wi = ir_tosa_conv_tap(cv, o, k, &xi);
      if (xi < 0 && !isf) continue; /* integer: 0 * w contributes nothing */
      SmtTerm value = zero_of(st, acc_e);
      if (xi >= 0) {
        EncElem xe = enc_read(st, in, xi);
        acc.poison = enc_or(st, acc.poison, xe.poison);
        acc.approx |= xe.approx;
        value =
            sub_zp(st, acc_e, num_cast(st, in->elem, acc_e, xe.v, &acc.approx), izp_a, skip_i, &acc.approx);
      }
      EncElem we = enc_read(st, wt, wi);
      acc.poison = enc_or(st, acc.poison, we.poison);
      acc.approx |= we.approx;
      SmtTerm wv =
          sub_zp(st, acc_e, num_cast(st, wt->elem, acc_e, we.v, &acc.approx), wzp_a, skip_w, &acc.approx);
      if (isf)
        enc_acc_push(st, &fa, value, wv);
      else
        acc.v = mac(st, acc_e, acc.v, value, wv, &acc.approx);
    }
    if (isf) {
      acc.v = enc_acc_end(st, &fa);
      acc.approx |= fa.approx;
    }
    SmtTerm r = num_cast(st, acc_e, oe, acc.v, &acc.approx);
    if (ir_elem_is_float(oe)) {
      if (!bias_in_acc) r = enc_fp_bin(st, oe, FPB_ADD, r, b.v, &acc.approx); /* else in the sum already */
    } else {
      r = int_add_s(st, r, b.v, acc.approx);
    }
    acc.v = ir_elem_is_float(oe) ? dot_zero_choice(st, op, o, oe, r) : r;
    acc.poison = enc_or(st, acc.poison, b.poison);
    acc.approx |= b.approx;
    enc_set(st, out, o, acc);
  }
  return true;
}

/* MAX_POOL2D.tosac and AVG_POOL2D.tosac. */
static bool pool2d(EncState *st, const IrOp *op, const TosaOp *t) {
  bool is_max = op->kind == IR_OP_TOSA_MAX_POOL2D;
  SmtCtx *c = st->c;
  EncVal *in = t->in[0], *out = t->out;
  const IrTosaPool *pl = &t->ti.pool;
  IrElem e = in->elem, acc_e = t->ti.acc;
  bool isf = ir_elem_is_float(e), ignore = t->ti.nan_ignore;
  unsigned w = (unsigned)ir_elem_bits(e);
  EncElem izp = zero_point(st, op, t, 0, e), ozp = zero_point(st, op, t, 1, e);
  if (!is_max && isf) st->has_fp_reduction = true;
  bool skip_i = isf && (op->noperands < 3 || ir_tosa_zp_is_plus_zero(op, 1));
  for (int64_t o = 0; o < out->n; o++) {
    EncElem acc = enc_elem(st, st->false_term);
    if (is_max)
      acc.v = isf ? (ignore ? fp_nan(st, e) : enc_float_const(st, e, -INFINITY))
                  : smt_bv_u64(c, w, UINT64_C(1) << (w - 1));
    else
      acc.v = zero_of(st, acc_e);
    acc.poison = enc_or(st, izp.poison, ozp.poison);
    bool zap = false;
    SmtTerm izp_a = num_cast(st, e, acc_e, izp.v, &zap);
    acc.approx = zap;
    EncAcc fa;
    bool fp_sum = !is_max && isf;
    if (fp_sum) {
      enc_acc_begin(st, &fa, ENC_ACC_SUM, acc_e, acc.v);
      fa.drop_init = st->opt && st->opt->dot_start_free; /* AVG_POOL2D is a dot product for accuracy */
    }
    SmtTerm any_pos_zero = st->false_term, any_neg_zero = st->false_term;
    int64_t count = 0;
    for (int64_t k = 0; k < pl->taps; k++) {
      int64_t xi = ir_tosa_pool_tap(pl, o, k);
      if (xi < 0) continue;
      count++;
      EncElem xe = enc_read(st, in, xi);
      acc.poison = enc_or(st, acc.poison, xe.poison);
      acc.approx |= xe.approx;
      if (is_max) {
        if (isf) note_zero(st, e, xe.v, &any_pos_zero, &any_neg_zero);
        acc.v =
            isf ? fp_max(st, e, ignore, acc.v, xe.v) : smt_ite(c, smt_bv_sge(c, acc.v, xe.v), acc.v, xe.v);
      } else if (isf) {
        SmtTerm v = sub_zp(st, acc_e, num_cast(st, e, acc_e, xe.v, &acc.approx), izp_a, skip_i, &acc.approx);
        enc_acc_push(st, &fa, v, v);
      } else {
        SmtTerm v = int_sub_s(st, smt_bv_resize(c, xe.v, 32, true), izp_a, acc.approx);
        acc.v = int_add_s(st, acc.v, v, acc.approx);
      }
    }
    if (fp_sum) {
      acc.v = enc_acc_end(st, &fa);
      acc.approx |= fa.approx;
    }
    if (!is_max) {
      if (isf) {
        SmtTerm q = enc_fp_bin(st, acc_e, FPB_DIV, acc.v, enc_float_const(st, acc_e, (double)count), NULL);
        acc.approx |= enc_fp_bin_approx(st, FPB_DIV);
        acc.v = num_cast(st, acc_e, e, q, &acc.approx);
      } else {
        /* reciprocal_scale(count), apply_scale_32(acc, m, shift, false) */
        int64_t mult, shift;
        ir_tosa_reciprocal_scale(count, &mult, &shift);
        SmtTerm v64 = smt_bv_resize(c, acc.v, 64, true);
        SmtTerm lim = smt_bv_i64(c, 64, INT64_C(1) << (shift - 1));
        SmtTerm ok = smt_and(c, smt_bv_sge(c, v64, smt_bv_neg(c, lim)), smt_bv_slt(c, v64, lim));
        enc_add_ub(st, smt_not(c, ok), acc.approx);
        SmtTerm r = smt_bv_ashr(c, smt_bv_add(c, smt_bv_mul(c, v64, smt_bv_i64(c, 64, mult)), lim),
                                smt_bv_u64(c, 64, (uint64_t)shift));
        SmtTerm r32 = smt_bv_resize(c, r, 32, true);
        r32 = int_add_s(st, r32, smt_bv_resize(c, ozp.v, 32, true), acc.approx);
        SmtTerm lo = smt_bv_i64(c, 32, -(INT64_C(1) << (w - 1))),
                hi = smt_bv_i64(c, 32, (INT64_C(1) << (w - 1)) - 1);
        r32 = smt_ite(c, smt_bv_slt(c, r32, lo), lo, smt_ite(c, smt_bv_sgt(c, r32, hi), hi, r32));
        acc.v = smt_bv_resize(c, r32, w, true);
      }
    }
    if (is_max && isf) acc.v = zero_sign_choice(st, op, o, e, acc.v, smt_not(c, any_pos_zero));
    if (!is_max && isf) acc.v = dot_zero_choice(st, op, o, e, acc.v);
    enc_set(st, out, o, acc);
  }
  return true;
}

/* ---- RESCALE (RESCALE.tosac, chapters/type_conversion.adoc) and tosa.apply_scale ----
 *
 * Both rest on the specification's helpers (scale_helpers.tosac), encoded
 * on 64-bit terms exactly as their int64_t pseudo-code: with the helpers'
 * REQUIREs holding, no 64-bit step wraps (|value| < 2^31 with a 32-bit
 * multiplier, |value| < 2^47 with a 16-bit one), so the bit-vectors are the
 * mathematical values wherever the result is defined.
 *
 * Rounding modes: SINGLE_ROUND and DOUBLE_ROUND are exact (the precision
 * requirements say so); INEXACT_ROUND allows any value within an fp64
 * error bound, a set this encoding does not model, so it is unsupported
 * rather than silently narrowed to one member.
 *
 * Unsigned output: the pseudo-code clips with apply_clip_u<i32_t> the
 * int32_t result of apply_add_s<int32_t>. Read with a 32-bit zero_extend,
 * a negative result would compare above maximum_u and clip to the maximum
 * (-1 -> 255); the earlier text of the same operator (apply_clip<int32_t>
 * with minimum_u/maximum_u) and the data-type tables (a signed 32-bit
 * intermediate) say the clip is to [0, maximum_u] by value, which is what
 * this encodes: a negative result clips to 0. */

/* REQUIRE(multiplier >= 0); REQUIRE(2 <= shift && shift <= 62); returns
 * round = 1 << (shift - 1). All terms 64 bits wide. */
static SmtTerm scale_common(EncState *st, SmtTerm m, SmtTerm sh, bool approx) {
  SmtCtx *c = st->c;
  SmtTerm bad =
      smt_or(c, smt_bv_slt(c, m, smt_bv_u64(c, 64, 0)),
             smt_or(c, smt_bv_slt(c, sh, smt_bv_u64(c, 64, 2)), smt_bv_sgt(c, sh, smt_bv_u64(c, 64, 62))));
  enc_add_ub(st, bad, approx);
  SmtTerm one = smt_bv_u64(c, 64, 1);
  return smt_bv_shl(c, one, smt_bv_sub(c, sh, one));
}

/* apply_scale_32(value, multiplier, shift, double_round) on sign-extended
 * 64-bit terms; returns the 32-bit result. */
static SmtTerm apply_scale_32(EncState *st, SmtTerm v, SmtTerm m, SmtTerm sh, bool dround, bool approx) {
  SmtCtx *c = st->c;
  SmtTerm round = scale_common(st, m, sh, approx);
  /* REQUIRE(value >= (-1 << (shift - 1)) && value < (1 << (shift - 1))) */
  SmtTerm in_range = smt_and(c, smt_bv_sge(c, v, smt_bv_neg(c, round)), smt_bv_slt(c, v, round));
  enc_add_ub(st, smt_not(c, in_range), approx);
  if (dround) {
    SmtTerm k = smt_bv_u64(c, 64, UINT64_C(1) << 30);
    SmtTerm adj =
        smt_ite(c, smt_bv_sge(c, v, smt_bv_u64(c, 64, 0)), smt_bv_add(c, round, k), smt_bv_sub(c, round, k));
    round = smt_ite(c, smt_bv_sgt(c, sh, smt_bv_u64(c, 64, 31)), adj, round);
  }
  SmtTerm r = smt_bv_ashr(c, smt_bv_add(c, smt_bv_mul(c, v, m), round), sh);
  return smt_bv_resize(c, r, 32, true);
}

/* apply_scale_16(value, multiplier, shift): REQUIRE the result fits int32. */
static SmtTerm apply_scale_16(EncState *st, SmtTerm v, SmtTerm m, SmtTerm sh, bool approx) {
  SmtCtx *c = st->c;
  SmtTerm round = scale_common(st, m, sh, approx);
  SmtTerm r = smt_bv_ashr(c, smt_bv_add(c, smt_bv_mul(c, v, m), round), sh);
  enc_add_ub(st, smt_not(c, fits_signed(st, r, 32)), approx);
  return smt_bv_resize(c, r, 32, true);
}

/* RESCALE: the zero points (operands 3 and 4) follow RESCALE's rule (0;
 * 32768 too for unsigned i16) where ERROR_IF allows a non-i8 one: static
 * for a constant, UB for a computed one (zero_point). */
static bool rescale(EncState *st, const IrOp *op, const TosaOp *t) {
  SmtCtx *c = st->c;
  EncVal *in = t->in[0], *mul = t->in[1], *shv = t->in[2], *out = t->out;
  const IrTosaRescale *rs = &t->ti.rescale;
  bool scale32 = rs->scale32, in_u = rs->in_unsigned, out_u = rs->out_unsigned;
  EncElem izp = zero_point(st, op, t, 0, in->elem), ozp = zero_point(st, op, t, 1, out->elem);
  unsigned ow = (unsigned)ir_elem_bits(out->elem);
  SmtTerm zp_in = smt_bv_resize(c, izp.v, 64, !in_u), zp_out = smt_bv_resize(c, ozp.v, 32, !out_u);
  SmtTerm lo_t = smt_bv_i64(c, 32, rs->lo), hi_t = smt_bv_i64(c, 32, rs->hi);
  for (int64_t i = 0; i < out->n; i++) {
    EncElem x = enc_read(st, in, i);
    int64_t ch = ir_tosa_rescale_channel(rs, i);
    EncElem m = enc_read(st, mul, ch), s = enc_read(st, shv, ch);
    bool ap = x.approx || m.approx || s.approx || izp.approx || ozp.approx;
    /* value = extend(in) - extend(input_zp): exact in 64 bits */
    SmtTerm v = smt_bv_sub(c, smt_bv_resize(c, x.v, 64, !in_u), zp_in);
    SmtTerm m64 = smt_bv_resize(c, m.v, 64, true), s64 = smt_bv_resize(c, s.v, 64, true);
    SmtTerm r = scale32 ? apply_scale_32(st, v, m64, s64, t->ti.round == IR_TOSA_DOUBLE_ROUND, ap)
                        : apply_scale_16(st, v, m64, s64, ap);
    r = int_add_s(st, r, zp_out, ap);
    r = smt_ite(c, smt_bv_slt(c, r, lo_t), lo_t, smt_ite(c, smt_bv_sgt(c, r, hi_t), hi_t, r));
    EncElem o = x;
    o.v = smt_bv_resize(c, r, ow, false);
    o.approx = ap;
    o.poison =
        enc_or(st, o.poison, enc_or(st, enc_or(st, m.poison, s.poison), enc_or(st, izp.poison, ozp.poison)));
    enc_set(st, out, i, o);
  }
  return true;
}

/* tosa.apply_scale (an MLIR utility op, no TOSA operator of its own):
 * elementwise value, multiplier, shift (i8) -> i32, the arithmetic of the
 * specification's helpers (scale_helpers.tosac): (value * multiplier +
 * round) >> shift with round = 1 << (shift - 1), +- 1 << 30 by the sign of
 * the value for DOUBLE_ROUND when shift > 31, in int64_t, truncated to
 * int32_t. Its REQUIREs are the ones every MLIR producer satisfies, not
 * apply_scale_32's: tosa-to-linalg lowers RESCALE with scale32 = false to
 * it on an i32 value (apply_scale_16 has no value bound) and i32 MUL with
 * shift > 0 (MUL.tosac: any multiplier sign, shift 1..63), so the
 * multiplier >= 0, shift >= 2 and |value| < 1 << (shift - 1) REQUIREs would
 * make those correct lowerings introduce UB. What stays UB: shift outside
 * 1..63 (round undefined), an int64_t step that overflows (possible only
 * for values wider than 32 bits or at the extremes), and a result outside
 * int32_t (apply_scale_16 and MUL REQUIRE it; apply_scale_32 implies it). */
typedef struct ScaleCtx {
  unsigned vw, mw;
  bool dround;
} ScaleCtx;

static bool apply_scale_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  (void)op;
  ScaleCtx *cx = vctx;
  SmtCtx *c = st->c;
  bool ap = in[0].approx || in[1].approx || in[2].approx;
  SmtTerm v = smt_bv_resize(c, in[0].v, 64, true), m = smt_bv_resize(c, in[1].v, 64, true);
  SmtTerm sh = smt_bv_resize(c, in[2].v, 64, true), one = smt_bv_u64(c, 64, 1);
  enc_add_ub(st, smt_or(c, smt_bv_slt(c, sh, one), smt_bv_sgt(c, sh, smt_bv_u64(c, 64, 63))), ap);
  SmtTerm round = smt_bv_shl(c, one, smt_bv_sub(c, sh, one));
  if (cx->dround) {
    SmtTerm k = smt_bv_u64(c, 64, UINT64_C(1) << 30);
    SmtTerm adj =
        smt_ite(c, smt_bv_sge(c, v, smt_bv_u64(c, 64, 0)), smt_bv_add(c, round, k), smt_bv_sub(c, round, k));
    round = smt_ite(c, smt_bv_sgt(c, sh, smt_bv_u64(c, 64, 31)), adj, round);
  }
  /* |value|, |multiplier| <= 2^31 keep the product exact in 64 bits */
  if (cx->vw + cx->mw > 64) enc_add_ub(st, smt_bv_mul_overflows(c, v, m, true), ap);
  SmtTerm p = smt_bv_mul(c, v, m);
  enc_add_ub(st, smt_bv_add_overflows(c, p, round, true), ap);
  SmtTerm r = smt_bv_ashr(c, smt_bv_add(c, p, round), sh);
  enc_add_ub(st, smt_not(c, fits_signed(st, r, 32)), ap);
  out->v = smt_bv_resize(c, r, 32, true);
  return true;
}

static bool apply_scale(EncState *st, const IrOp *op, const TosaOp *t) {
  ScaleCtx cx = {(unsigned)ir_elem_bits(t->in[0]->elem), (unsigned)ir_elem_bits(t->in[1]->elem),
                 t->ti.round == IR_TOSA_DOUBLE_ROUND};
  return enc_map(st, op, t->in, 3, t->out, ENC_SAME_SHAPE, apply_scale_elem, &cx);
}

/* ---- entry points (sem_table.c) ---- */

typedef bool (*TosaRule)(EncState *st, const IrOp *op, const TosaOp *t);

/* The values of each rule set, given the op's checked operands. */
static const TosaRule RULES[] = {
    [IR_TOSA_BINARY] = map,
    [IR_TOSA_COMPARE] = map,
    [IR_TOSA_UNARY] = map,
    [IR_TOSA_SELECT] = map,
    [IR_TOSA_CAST] = map,
    [IR_TOSA_NEGATE] = negate,
    [IR_TOSA_CLAMP] = clamp,
    [IR_TOSA_MOVE] = move,
    [IR_TOSA_GATHER] = gather,
    [IR_TOSA_TABLE] = table,
    [IR_TOSA_REDUCE] = reduce,
    [IR_TOSA_ARGMAX] = argmax,
    [IR_TOSA_MATMUL] = matmul,
    [IR_TOSA_CONV2D] = conv2d,
    [IR_TOSA_POOL2D] = pool2d,
    [IR_TOSA_RESCALE] = rescale,
    [IR_TOSA_APPLY_SCALE] = apply_scale,
};

/* The op's operands and result and its static rules (prepare), then its
 * values, bound to its result. */
static bool tosa_op(EncState *st, const IrOp *op, IrTosaRules rules) {
  TosaOp t;
  if (!prepare(st, op, rules, &t) || !RULES[rules](st, op, &t)) return false;
  enc_bind(st, op->results[0], t.out);
  return true;
}

bool sem_tosa_binary(EncState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_BINARY); }
bool sem_tosa_compare(EncState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_COMPARE); }
bool sem_tosa_unary(EncState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_UNARY); }
bool sem_tosa_negate(EncState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_NEGATE); }
bool sem_tosa_clamp(EncState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_CLAMP); }
bool sem_tosa_select(EncState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_SELECT); }
bool sem_tosa_cast(EncState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_CAST); }
bool sem_tosa_identity(EncState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_MOVE); }
bool sem_tosa_move(EncState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_MOVE); }
bool sem_tosa_gather(EncState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_GATHER); }
bool sem_tosa_table(EncState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_TABLE); }
bool sem_tosa_reduce(EncState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_REDUCE); }
bool sem_tosa_argmax(EncState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_ARGMAX); }
bool sem_tosa_matmul(EncState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_MATMUL); }
bool sem_tosa_conv2d(EncState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_CONV2D); }
bool sem_tosa_pool2d(EncState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_POOL2D); }
bool sem_tosa_rescale(EncState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_RESCALE); }
bool sem_tosa_apply_scale(EncState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_APPLY_SCALE); }
