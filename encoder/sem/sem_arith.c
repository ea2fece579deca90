/*
 * sem_arith.c: semantics of arith and math ops (scalars, and elementwise on
 * tensors of the same shape), following the MLIR dialect documentation and
 * IEEE-754 (round to nearest even):
 *  - integer overflow flags nsw/nuw make an overflowing result poison;
 *    shifts by >= the bit width are poison; divsi/divui/ceildiv/floordiv/
 *    rem by zero are UB, signed division INT_MIN / -1 is UB;
 *  - fptosi/fptoui of NaN, Inf or an out-of-range value is poison;
 *  - bitcast float -> int of a NaN is some NaN encoding (a choice, see
 *    bitcast_elem);
 *  - fastmath nnan/ninf make a NaN/Inf operand or result poison (LLVM);
 *    every other fastmath flag is reported as unsupported, never ignored;
 *  - poison propagates through every op; arith.select only propagates the
 *    poison of the condition and of the chosen operand.
 * All FP work goes through fpdom_* so one encoding serves both FP domains.
 */

#include "encoder/fp/fp_ieee.h"
#include "encoder/fp/fp_ops.h"
#include "encoder/ir/ir_arith.h"
#include "encoder/sem/sem.h"

static void fastmath_poison(EncState *st, const IrFastMath *fm, IrElem e, SmtTerm v, EncElem *out) {
  if (fm->nnan) out->poison = enc_or(st, out->poison, fpdom_is_nan(st->fp, e, v));
  if (fm->ninf) out->poison = enc_or(st, out->poison, fpdom_is_inf(st->fp, e, v));
}

/* ---- constants ---- */

bool sem_arith_constant(EncState *st, const IrOp *op) {
  IrRule r;
  const IrAttr *a = ir_arith_constant_attr(op, &r);
  if (!a) return enc_rule_failed(st, op, &r);
  EncVal *v = enc_const_value(st, op, a, op->results[0]->type);
  if (!v) return false;
  enc_bind(st, op->results[0], v);
  return true;
}

/* ---- the elementwise driver of arith/math ---- */

/* The context of every elementwise arith/math op: the decoded op
 * (ir_arith.h) and its FP operation. */
typedef struct ArithCtx {
  IrArith d;
  FpBin bin;
  FpUn un;
  int64_t elem; /* result element (choice sites) */
} ArithCtx;

/* Decode op as form `form` and look up its operands and its result. */
static bool arith_operands(EncState *st, const IrOp *op, IrArithForm form, IrArith *d, EncVal **ins,
                           EncVal **out) {
  IrRule r;
  if (!ir_arith_decode(op, form, d, &r)) return enc_rule_failed(st, op, &r);
  for (int k = 0; k < d->nin; k++)
    if (!(ins[k] = enc_lookup(st, op, op->operands[k]))) return false;
  *out = enc_val_for_type(st, op, op->results[0]->type);
  return *out != NULL;
}

/* The elementwise arith/math ops: fn on every element, after the shared
 * rules of the form. */
static bool arith_map(EncState *st, const IrOp *op, IrArithForm form, ArithCtx *cx, EncElemFn fn) {
  EncVal *ins[3], *out;
  if (!arith_operands(st, op, form, &cx->d, ins, &out)) return false;
  IrRule r;
  if (!ir_arith_check_elems(op, &cx->d, ins[0]->elem, out->elem, &r)) return enc_rule_failed(st, op, &r);
  if (!enc_map(st, op, ins, cx->d.nin, out, ENC_SAME_SHAPE, fn, cx)) return false;
  enc_bind(st, op->results[0], out);
  return true;
}

/* ---- float ops ---- */

/* arith.maxnumf / minnumf: the arith documentation orders NaN below numbers
 * but lets the result of (-0.0, +0.0) be either zero (llvm.maxnum/minnum, to
 * which they lower, do the same), so that result is an either-sign choice
 * site. The domain's FPB_MAXNUM/MINNUM give IEEE 754-2019 maximumNumber /
 * minimumNumber (-0 < +0), the witness's value. */
static SmtTerm num_minmax_choice(EncState *st, const IrOp *op, ArithCtx *cx, SmtTerm a, SmtTerm b,
                                 SmtTerm r) {
  SmtCtx *c = st->c;
  IrElem e = cx->d.out;
  SmtTerm za = fpdom_is_zero(st->fp, e, a), zb = fpdom_is_zero(st->fp, e, b);
  SmtTerm sa = fpdom_sign_bit(st->fp, e, a), sb = fpdom_sign_bit(st->fp, e, b);
  SmtTerm mixed = smt_and(c, smt_and(c, za, zb), smt_xor(c, sa, sb));
  return sem_zero_sign_choice(st, op, cx->elem, e, r, mixed, fpdom_sign_bit(st->fp, e, r));
}

static bool float_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  ArithCtx *cx = vctx;
  IrElem e = cx->d.out;
  for (int k = 0; k < cx->d.nin; k++)
    fastmath_poison(st, &cx->d.fm, e, in[k].v, out);
  if (cx->d.form == IR_ARITH_FLOAT_UNARY) {
    out->v = fpdom_un(st->fp, e, cx->un, in[0].v);
    out->approx |= enc_fp_un_approx(st, cx->un);
  } else {
    out->v = enc_fp_bin(st, e, cx->bin, in[0].v, in[1].v, &out->approx);
    if (cx->bin == FPB_MAXNUM || cx->bin == FPB_MINNUM)
      out->v = num_minmax_choice(st, op, cx, in[0].v, in[1].v, out->v);
  }
  cx->elem++;
  fastmath_poison(st, &cx->d.fm, e, out->v, out);
  return true;
}

bool sem_arith_float_binary(EncState *st, const IrOp *op) {
  ArithCtx cx = {0};
  if (!fp_bin_of_op(op->kind, &cx.bin)) return enc_unsupported(st, op, "unsupported op '%s'", op->name);
  return arith_map(st, op, IR_ARITH_FLOAT_BINARY, &cx, float_elem);
}

bool sem_arith_float_unary(EncState *st, const IrOp *op) {
  ArithCtx cx = {0};
  if (!fp_un_of_op(op->kind, &cx.un)) return enc_unsupported(st, op, "unsupported op '%s'", op->name);
  return arith_map(st, op, IR_ARITH_FLOAT_UNARY, &cx, float_elem);
}

static bool fma_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  (void)op;
  ArithCtx *cx = vctx;
  IrElem e = cx->d.out;
  for (int k = 0; k < 3; k++)
    fastmath_poison(st, &cx->d.fm, e, in[k].v, out);
  out->v = enc_fp_fma(st, e, in[0].v, in[1].v, in[2].v);
  out->approx |= fpdom_kind(st->fp) == FPDOM_ABSTRACT;
  fastmath_poison(st, &cx->d.fm, e, out->v, out);
  return true;
}

bool sem_math_fma(EncState *st, const IrOp *op) {
  ArithCtx cx = {0};
  return arith_map(st, op, IR_ARITH_FMA, &cx, fma_elem);
}

/* ---- integer ops ---- */

/* Truncating/flooring/ceiling signed and unsigned division helpers. */
static SmtTerm div_round(EncState *st, IrOpKind k, SmtTerm a, SmtTerm b) {
  SmtCtx *c = st->c;
  unsigned w = smt_bv_width(c, a);
  SmtTerm zero = smt_bv_u64(c, w, 0), one = smt_bv_u64(c, w, 1);
  bool is_signed = k == IR_OP_ARITH_CEILDIVSI || k == IR_OP_ARITH_FLOORDIVSI;
  SmtTerm q = is_signed ? smt_bv_sdiv(c, a, b) : smt_bv_udiv(c, a, b);
  SmtTerm r = is_signed ? smt_bv_srem(c, a, b) : smt_bv_urem(c, a, b);
  SmtTerm inexact = smt_not(c, smt_eq(c, r, zero));
  if (k == IR_OP_ARITH_CEILDIVUI) return smt_ite(c, inexact, smt_bv_add(c, q, one), q);
  SmtTerm same_sign = smt_eq(c, smt_bv_slt(c, a, zero), smt_bv_slt(c, b, zero));
  if (k == IR_OP_ARITH_CEILDIVSI) return smt_ite(c, smt_and(c, inexact, same_sign), smt_bv_add(c, q, one), q);
  return smt_ite(c, smt_and(c, inexact, smt_not(c, same_sign)), smt_bv_sub(c, q, one), q);
}

static bool int_bin_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  ArithCtx *cx = vctx;
  SmtCtx *c = st->c;
  SmtTerm a = in[0].v, b = in[1].v;
  unsigned w = (unsigned)ir_elem_bits(cx->d.out);
  SmtTerm zero = smt_bv_u64(c, w, 0);
  SmtTerm extra_poison = st->false_term;
  bool in_poison = !enc_is_false(st, in[0].poison) || !enc_is_false(st, in[1].poison);
  SmtTerm b_is_zero = smt_eq(c, b, zero);
  /* Division by a poison divisor is UB as well (LLVM). */
  SmtTerm b_poison = in[1].poison;
  SmtTerm int_min = smt_bv_u64(c, w, UINT64_C(1) << (w - 1));
  SmtTerm minus_one = smt_bv_i64(c, w, -1);
  SmtTerm s_overflow = smt_and(c, smt_eq(c, a, int_min), smt_eq(c, b, minus_one));
  (void)in_poison;
  switch (op->kind) {
  case IR_OP_ARITH_ADDI:
    out->v = smt_bv_add(c, a, b);
    if (cx->d.nsw) extra_poison = enc_or(st, extra_poison, smt_bv_add_overflows(c, a, b, true));
    if (cx->d.nuw) extra_poison = enc_or(st, extra_poison, smt_bv_add_overflows(c, a, b, false));
    break;
  case IR_OP_ARITH_SUBI:
    out->v = smt_bv_sub(c, a, b);
    if (cx->d.nsw) extra_poison = enc_or(st, extra_poison, smt_bv_sub_overflows(c, a, b, true));
    if (cx->d.nuw) extra_poison = enc_or(st, extra_poison, smt_bv_sub_overflows(c, a, b, false));
    break;
  case IR_OP_ARITH_MULI:
    out->v = smt_bv_mul(c, a, b);
    if (cx->d.nsw) extra_poison = enc_or(st, extra_poison, smt_bv_mul_overflows(c, a, b, true));
    if (cx->d.nuw) extra_poison = enc_or(st, extra_poison, smt_bv_mul_overflows(c, a, b, false));
    break;
  case IR_OP_ARITH_DIVSI:
    enc_add_ub(st, enc_or(st, b_poison, smt_or(c, b_is_zero, s_overflow)), in[1].approx || in[0].approx);
    out->v = smt_bv_sdiv(c, a, b);
    break;
  case IR_OP_ARITH_CEILDIVSI:
  case IR_OP_ARITH_FLOORDIVSI:
    enc_add_ub(st, enc_or(st, b_poison, smt_or(c, b_is_zero, s_overflow)), in[1].approx || in[0].approx);
    out->v = div_round(st, op->kind, a, b);
    break;
  case IR_OP_ARITH_DIVUI:
    enc_add_ub(st, enc_or(st, b_poison, b_is_zero), in[1].approx);
    out->v = smt_bv_udiv(c, a, b);
    break;
  case IR_OP_ARITH_CEILDIVUI:
    enc_add_ub(st, enc_or(st, b_poison, b_is_zero), in[1].approx);
    out->v = div_round(st, op->kind, a, b);
    break;
  case IR_OP_ARITH_REMSI:
    enc_add_ub(st, enc_or(st, b_poison, b_is_zero), in[1].approx);
    out->v = smt_bv_srem(c, a, b);
    break;
  case IR_OP_ARITH_REMUI:
    enc_add_ub(st, enc_or(st, b_poison, b_is_zero), in[1].approx);
    out->v = smt_bv_urem(c, a, b);
    break;
  case IR_OP_ARITH_ANDI: out->v = smt_bv_and(c, a, b); break;
  case IR_OP_ARITH_ORI: out->v = smt_bv_or(c, a, b); break;
  case IR_OP_ARITH_XORI: out->v = smt_bv_xor(c, a, b); break;
  case IR_OP_ARITH_SHLI:
  case IR_OP_ARITH_SHRSI:
  case IR_OP_ARITH_SHRUI: {
    SmtTerm too_far = smt_bv_uge(c, b, smt_bv_u64(c, w, w));
    extra_poison = too_far;
    if (op->kind == IR_OP_ARITH_SHLI) {
      out->v = smt_bv_shl(c, a, b);
      if (cx->d.nsw)
        extra_poison = enc_or(st, extra_poison, smt_not(c, smt_eq(c, smt_bv_ashr(c, out->v, b), a)));
      if (cx->d.nuw)
        extra_poison = enc_or(st, extra_poison, smt_not(c, smt_eq(c, smt_bv_lshr(c, out->v, b), a)));
    } else if (op->kind == IR_OP_ARITH_SHRSI) {
      out->v = smt_bv_ashr(c, a, b);
    } else {
      out->v = smt_bv_lshr(c, a, b);
    }
    break;
  }
  case IR_OP_ARITH_MAXSI: out->v = smt_ite(c, smt_bv_sge(c, a, b), a, b); break;
  case IR_OP_ARITH_MINSI: out->v = smt_ite(c, smt_bv_sle(c, a, b), a, b); break;
  case IR_OP_ARITH_MAXUI: out->v = smt_ite(c, smt_bv_uge(c, a, b), a, b); break;
  case IR_OP_ARITH_MINUI: out->v = smt_ite(c, smt_bv_ule(c, a, b), a, b); break;
  default: return enc_unsupported(st, op, "unsupported op '%s'", op->name);
  }
  out->poison = enc_or(st, out->poison, extra_poison);
  return true;
}

bool sem_arith_int_binary(EncState *st, const IrOp *op) {
  ArithCtx cx = {0};
  return arith_map(st, op, IR_ARITH_INT_BINARY, &cx, int_bin_elem);
}

static bool int_un_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  ArithCtx *cx = vctx;
  SmtCtx *c = st->c;
  unsigned w = (unsigned)ir_elem_bits(cx->d.out);
  SmtTerm a = in[0].v;
  switch (op->kind) {
  case IR_OP_MATH_ABSI:
    out->v = smt_ite(c, smt_bv_slt(c, a, smt_bv_u64(c, w, 0)), smt_bv_neg(c, a), a);
    break;
  case IR_OP_MATH_CTLZ: out->v = smt_bv_clz(c, a); break;
  case IR_OP_MATH_CTTZ: out->v = smt_bv_ctz(c, a); break;
  case IR_OP_MATH_CTPOP: out->v = smt_bv_popcount(c, a); break;
  default: return enc_unsupported(st, op, "unsupported op '%s'", op->name);
  }
  return true;
}

bool sem_arith_int_unary(EncState *st, const IrOp *op) {
  ArithCtx cx = {0};
  return arith_map(st, op, IR_ARITH_INT_UNARY, &cx, int_un_elem);
}

/* ---- comparisons and select ---- */

static bool cmpf_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  (void)op;
  ArithCtx *cx = vctx;
  for (int k = 0; k < 2; k++)
    fastmath_poison(st, &cx->d.fm, cx->d.in, in[k].v, out);
  out->v = enc_i1_of_bool(st, fpdom_cmp(st->fp, cx->d.in, (FpCmp)cx->d.pred, in[0].v, in[1].v));
  return true;
}

static bool cmpi_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  (void)op;
  ArithCtx *cx = vctx;
  SmtCtx *c = st->c;
  SmtTerm a = in[0].v, b = in[1].v, r;
  switch (cx->d.pred) {
  case IR_CMPI_EQ: r = smt_eq(c, a, b); break;
  case IR_CMPI_NE: r = smt_not(c, smt_eq(c, a, b)); break;
  case IR_CMPI_SLT: r = smt_bv_slt(c, a, b); break;
  case IR_CMPI_SLE: r = smt_bv_sle(c, a, b); break;
  case IR_CMPI_SGT: r = smt_bv_sgt(c, a, b); break;
  case IR_CMPI_SGE: r = smt_bv_sge(c, a, b); break;
  case IR_CMPI_ULT: r = smt_bv_ult(c, a, b); break;
  case IR_CMPI_ULE: r = smt_bv_ule(c, a, b); break;
  case IR_CMPI_UGT: r = smt_bv_ugt(c, a, b); break;
  default: r = smt_bv_uge(c, a, b); break;
  }
  out->v = enc_i1_of_bool(st, r);
  return true;
}

bool sem_arith_cmpf(EncState *st, const IrOp *op) {
  ArithCtx cx = {0};
  return arith_map(st, op, IR_ARITH_CMPF, &cx, cmpf_elem);
}

bool sem_arith_cmpi(EncState *st, const IrOp *op) {
  ArithCtx cx = {0};
  return arith_map(st, op, IR_ARITH_CMPI, &cx, cmpi_elem);
}

bool sem_arith_select(EncState *st, const IrOp *op) {
  IrArith d;
  EncVal *ins[3], *out;
  if (!arith_operands(st, op, IR_ARITH_SELECT, &d, ins, &out)) return false;
  EncVal *cond = ins[0], *a = ins[1], *b = ins[2];
  IrRule rule;
  if (!ir_arith_select_shapes(op, cond->n, a->n, b->n, out->n, &rule)) return enc_rule_failed(st, op, &rule);
  for (int64_t i = 0; i < out->n; i++) {
    EncElem ce = enc_read(st, cond, cond->n == 1 ? 0 : i);
    EncElem ae = enc_read(st, a, i), be = enc_read(st, b, i);
    SmtTerm cb = enc_bool_of_i1(st, ce.v);
    EncElem r = enc_elem(st, smt_ite(st->c, cb, ae.v, be.v));
    SmtTerm chosen_poison = enc_is_false(st, ae.poison) && enc_is_false(st, be.poison)
                                ? st->false_term
                                : smt_ite(st->c, cb, ae.poison, be.poison);
    r.poison = enc_or(st, ce.poison, chosen_poison);
    r.approx = ce.approx || ae.approx || be.approx;
    enc_set(st, out, i, r);
  }
  enc_bind(st, op->results[0], out);
  return true;
}

/* ---- casts ---- */

/* arith.bitcast between a float type and the integer type of its width
 * (docs/DESIGN.md "Bit casts"). The value model has one NaN without sign
 * or payload, and arith/LLVM leave the payload of a computed NaN
 * unspecified, so:
 *  - int -> float is a function of the bits; every NaN encoding is the NaN;
 *  - float -> int of a non-NaN value is its one encoding; of a NaN it is SOME
 *    NaN encoding: a choice variable (EncState.choices) restricted to NaN
 *    encodings by nan_bits. In src tv.c quantifies it universally in the
 *    negated query (tgt must match one allowed src result), in tgt it stays
 *    free (every tgt result must match), so a tgt that reads NaN bits src
 *    does not read is caught, and a reported counterexample holds for every
 *    src encoding.
 * A value's bits are fixed once it exists: bitcasts of one term on one side
 * share their choice (two different choices would let src produce
 * `x ^ x != 0`). The encoder has no literal NaN encoding for
 * --fp-policy=strict to keep, so both policies use the set. */
#define SEM_NAN_BITS_TAG "nan_bits"

/* v itself when it is a NaN encoding of format f, else the quiet NaN. */
static SmtTerm nan_bits(EncState *st, const FpFmt *f, SmtTerm v) {
  SmtCtx *c = st->c;
  unsigned w = (unsigned)f->bits;
  SmtTerm mag = smt_bv_and(c, v, smt_bv_u64(c, w, f->mag_mask));
  return smt_ite(c, smt_bv_ugt(c, mag, smt_bv_u64(c, w, f->exp_mask)), v, smt_bv_u64(c, w, fpi_qnan(f)));
}

/* The encoding of a NaN value a: the test hook's fixed member (the quiet NaN
 * or the all-ones NaN, as eval_arith.c resolves its sites), or a choice
 * shared by every bitcast of the term a on this side. */
static SmtTerm nan_choice(EncState *st, const IrOp *op, const FpFmt *f, int64_t elem, SmtTerm a) {
  if (st->choice_fixed)
    return smt_bv_u64(st->c, (unsigned)f->bits,
                      st->choice_fixed(st->choice_ctx, op, elem) ? f->sign_mask | f->mag_mask : fpi_qnan(f));
  SmtSort sort = smt_sort_bv(st->c, (unsigned)f->bits);
  for (int i = 0; i < st->nchoices; i++)
    if (smt_term_same(st->choice_keys[i], a) && !smt_sort_is_bool(st->c, smt_sort_of(st->c, st->choices[i])))
      return nan_bits(st, f, st->choices[i]);
  SmtTerm wit = smt_bv_u64(st->c, (unsigned)f->bits, fpi_qnan(f));
  return nan_bits(st, f, sem_choice_var(st, op, sort, SEM_NAN_BITS_TAG, a, wit));
}

static bool bitcast_elem(EncState *st, const IrOp *op, ArithCtx *cx, const EncElem *in, EncElem *out) {
  SmtTerm a = in[0].v;
  IrElem from = cx->d.in, to = cx->d.out;
  bool from_f = ir_elem_is_float(from), to_f = ir_elem_is_float(to);
  IrRule r;
  if (!ir_arith_bitcast_check(op, from, to, &r)) return enc_rule_failed(st, op, &r);
  if (!from_f && !to_f) {
    out->v = a;
    return true;
  }
  out->approx |= fpdom_bits_is_approx(st->fp);
  FpFmt f;
  fpi_fmt(from_f ? from : to, &f);
  if (to_f) {
    out->v = fpdom_from_bits(st->fp, to, a);
    return true;
  }
  int64_t elem = cx->elem++;
  SmtTerm isnan = fpdom_is_nan(st->fp, from, a);
  SmtTerm bits = fpdom_to_bits(st->fp, from, a);
  out->v = enc_is_false(st, isnan) ? bits : smt_ite(st->c, isnan, nan_choice(st, op, &f, elem, a), bits);
  return true;
}

static bool cast_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  ArithCtx *cx = vctx;
  const IrArith *d = &cx->d;
  SmtCtx *c = st->c;
  SmtTerm a = in[0].v;
  unsigned fw = (unsigned)ir_elem_bits(d->in), tw = (unsigned)ir_elem_bits(d->out);
  switch (d->cast) {
  case IR_CAST_FLOAT:
    fastmath_poison(st, &d->fm, d->in, a, out);
    out->v = fpdom_convert(st->fp, d->in, d->out, a);
    out->approx |= enc_fp_cast_approx(st);
    fastmath_poison(st, &d->fm, d->out, out->v, out);
    break;
  case IR_CAST_RESIZE: out->v = smt_bv_resize(c, a, tw, d->is_signed); break;
  case IR_CAST_TRUNCI:
    out->v = smt_bv_resize(c, a, tw, false);
    if (d->nsw)
      out->poison = enc_or(st, out->poison, smt_not(c, smt_eq(c, smt_bv_resize(c, out->v, fw, true), a)));
    if (d->nuw)
      out->poison = enc_or(st, out->poison, smt_not(c, smt_eq(c, smt_bv_resize(c, out->v, fw, false), a)));
    break;
  case IR_CAST_INT_TO_FP:
    if (d->nneg && !d->is_signed)
      out->poison = enc_or(st, out->poison, smt_bv_slt(c, a, smt_bv_u64(c, fw, 0)));
    out->v = fpdom_from_int(st->fp, d->in, d->is_signed, d->out, a);
    out->approx |= enc_fp_cast_approx(st);
    break;
  case IR_CAST_FP_TO_INT: {
    SmtTerm in_range;
    out->v = fpdom_to_int(st->fp, d->in, a, tw, d->is_signed, SMT_RTZ, &in_range);
    out->poison = enc_or(st, out->poison, smt_not(c, in_range));
    out->approx |= enc_fp_cast_approx(st);
    break;
  }
  case IR_CAST_BITCAST: return bitcast_elem(st, op, cx, in, out);
  default: return enc_unsupported(st, op, "unsupported op '%s'", op->name);
  }
  return true;
}

bool sem_arith_cast(EncState *st, const IrOp *op) {
  ArithCtx cx = {0};
  return arith_map(st, op, IR_ARITH_CAST, &cx, cast_elem);
}
