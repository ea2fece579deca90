/*
 * eval_arith.c: concrete semantics of arith and math ops, following
 * encoder/sem/sem_arith.c (MLIR dialect docs + IEEE-754, round to nearest
 * even):
 *  - nsw/nuw overflow makes the result poison; shifts by >= the width are
 *    poison; division (and remainder) by zero or by a poison divisor is UB,
 *    signed division INT_MIN / -1 is UB;
 *  - fptosi/fptoui of NaN, Inf or an out-of-range value is poison;
 *  - fastmath nnan/ninf: a NaN/Inf operand or result is poison; every other
 *    fastmath flag is unsupported (never silently ignored);
 *  - poison propagates through every op; arith.select takes the poison of
 *    the condition and of the chosen operand only.
 * arith.remf is C fmod, which is exact: the interpreter computes it exactly
 * (the encoder approximates it for non-constant operands).
 */
#include <string.h>

#include "encoder/eval/eval_internal.h"
#include "encoder/fp/fp_ops.h"
#include "encoder/ir/ir_arith.h"

static void fastmath_poison(const IrFastMath *fm, IrElem e, uint64_t v, EvalElem *out) {
  if (fm->nnan && ev_fis_nan(e, v)) out->poison = true;
  if (fm->ninf && ev_fis_inf(e, v)) out->poison = true;
}

bool ev_arith_constant(EvalState *st, const IrOp *op) {
  IrRule r;
  const IrAttr *a = ir_arith_constant_attr(op, &r);
  if (!a) return ev_rule_failed(st, op, &r);
  EvalTensor *v = ev_const_value(st, op, a, op->results[0]->type);
  if (!v) return false;
  ev_bind(st, op->results[0], v);
  return true;
}

/* The context of every elementwise arith/math op: the decoded op
 * (ir_arith.h) and its FP operation. */
typedef struct ArithCtx {
  IrArith d;
  FpBin bin;
  FpUn un;
  int64_t elem; /* result element (choice sites) */
} ArithCtx;

/* Decode op as form `form` and look up its operands and its result. */
static bool arith_operands(EvalState *st, const IrOp *op, IrArithForm form, IrArith *d, EvalTensor **ins,
                           EvalTensor **out) {
  IrRule r;
  if (!ir_arith_decode(op, form, d, &r)) return ev_rule_failed(st, op, &r);
  for (int k = 0; k < d->nin; k++)
    if (!(ins[k] = ev_lookup(st, op, op->operands[k]))) return false;
  *out = ev_for_type(st, op, op->results[0]->type);
  return *out != NULL;
}

/* The elementwise arith/math ops: fn on every element, after the shared
 * rules of the form. */
static bool arith_map(EvalState *st, const IrOp *op, IrArithForm form, ArithCtx *cx, EvalElemFn fn) {
  EvalTensor *ins[3], *out;
  if (!arith_operands(st, op, form, &cx->d, ins, &out)) return false;
  IrRule r;
  if (!ir_arith_check_elems(op, &cx->d, ins[0]->elem, out->elem, &r)) return ev_rule_failed(st, op, &r);
  if (!ev_map(st, op, ins, cx->d.nin, out, EV_SAME_SHAPE, fn, cx)) return false;
  ev_bind(st, op->results[0], out);
  return true;
}

/* ---- float ops ---- */

static bool float_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  ArithCtx *cx = vctx;
  IrElem e = cx->d.out;
  bool is_unary = cx->d.form == IR_ARITH_FLOAT_UNARY;
  for (int k = 0; k < cx->d.nin; k++)
    fastmath_poison(&cx->d.fm, e, in[k].v, out);
  if (is_unary)
    out->v = ev_fun(e, cx->un, in[0].v, &out->approx);
  else
    out->v = ev_fbin(e, cx->bin, in[0].v, in[1].v, &out->approx);
  /* arith.maxnumf/minnumf of (-0.0, +0.0) may be either zero (the arith
   * documentation); ev_fbin gives IEEE 754-2019 maximumNumber's. */
  if (!is_unary && (cx->bin == FPB_MAXNUM || cx->bin == FPB_MINNUM) && ev_fis_zero(e, in[0].v) &&
      ev_fis_zero(e, in[1].v) && in[0].v != in[1].v)
    out->v = ev_zero_choice(st, op, cx->elem, e, out->v);
  cx->elem++;
  fastmath_poison(&cx->d.fm, e, out->v, out);
  return true;
}

bool ev_arith_float_binary(EvalState *st, const IrOp *op) {
  ArithCtx cx;
  memset(&cx, 0, sizeof cx);
  if (!fp_bin_of_op(op->kind, &cx.bin)) return ev_unsupported(st, op, "unsupported op '%s'", op->name);
  return arith_map(st, op, IR_ARITH_FLOAT_BINARY, &cx, float_elem);
}

bool ev_arith_float_unary(EvalState *st, const IrOp *op) {
  ArithCtx cx;
  memset(&cx, 0, sizeof cx);
  if (!fp_un_of_op(op->kind, &cx.un)) return ev_unsupported(st, op, "unsupported op '%s'", op->name);
  return arith_map(st, op, IR_ARITH_FLOAT_UNARY, &cx, float_elem);
}

static bool fma_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  (void)st;
  (void)op;
  ArithCtx *cx = vctx;
  IrElem e = cx->d.out;
  for (int k = 0; k < 3; k++)
    fastmath_poison(&cx->d.fm, e, in[k].v, out);
  out->v = ev_ffma(e, in[0].v, in[1].v, in[2].v);
  fastmath_poison(&cx->d.fm, e, out->v, out);
  return true;
}

bool ev_math_fma(EvalState *st, const IrOp *op) {
  ArithCtx cx;
  memset(&cx, 0, sizeof cx);
  return arith_map(st, op, IR_ARITH_FMA, &cx, fma_elem);
}

/* ---- integer ops ---- */

/* ceildivsi / ceildivui / floordivsi from the truncating quotient. */
static uint64_t div_round(IrOpKind k, uint64_t a, uint64_t b, int w) {
  bool is_signed = k == IR_OP_ARITH_CEILDIVSI || k == IR_OP_ARITH_FLOORDIVSI;
  uint64_t q = is_signed ? ev_sdiv(a, b, w) : ev_udiv(a, b, w);
  uint64_t r = is_signed ? ev_srem(a, b, w) : ev_urem(a, b, w);
  bool inexact = r != 0;
  if (k == IR_OP_ARITH_CEILDIVUI) return inexact ? ev_trunc(q + 1, w) : q;
  bool same_sign = (ev_sext(a, w) < 0) == (ev_sext(b, w) < 0);
  if (k == IR_OP_ARITH_CEILDIVSI) return inexact && same_sign ? ev_trunc(q + 1, w) : q;
  return inexact && !same_sign ? ev_trunc(q - 1, w) : q;
}

static bool int_bin_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  ArithCtx *cx = vctx;
  int w = ir_elem_bits(cx->d.out);
  uint64_t a = ev_trunc(in[0].v, w), b = ev_trunc(in[1].v, w);
  int64_t sa = ev_sext(a, w), sb = ev_sext(b, w);
  bool extra_poison = false;
  bool b_zero = b == 0, b_poison = in[1].poison;
  bool s_overflow = a == (UINT64_C(1) << (w - 1)) && sb == -1;
  bool ap01 = in[0].approx || in[1].approx;
  switch (op->kind) {
  case IR_OP_ARITH_ADDI:
    out->v = ev_trunc(a + b, w);
    if (cx->d.nsw && !ev_fits_signed((ev_i128)sa + sb, w)) extra_poison = true;
    if (cx->d.nuw && (ev_u128)a + b > ev_mask(w)) extra_poison = true;
    break;
  case IR_OP_ARITH_SUBI:
    out->v = ev_trunc(a - b, w);
    if (cx->d.nsw && !ev_fits_signed((ev_i128)sa - sb, w)) extra_poison = true;
    if (cx->d.nuw && b > a) extra_poison = true;
    break;
  case IR_OP_ARITH_MULI:
    out->v = ev_trunc(a * b, w);
    if (cx->d.nsw && !ev_fits_signed((ev_i128)sa * sb, w)) extra_poison = true;
    if (cx->d.nuw && (ev_u128)a * b > ev_mask(w)) extra_poison = true;
    break;
  case IR_OP_ARITH_DIVSI:
    ev_ub(st, op, b_poison || b_zero || s_overflow, ap01,
          "signed division by zero (or poison) or INT_MIN / -1");
    out->v = ev_sdiv(a, b, w);
    break;
  case IR_OP_ARITH_CEILDIVSI:
  case IR_OP_ARITH_FLOORDIVSI:
    ev_ub(st, op, b_poison || b_zero || s_overflow, ap01,
          "signed division by zero (or poison) or INT_MIN / -1");
    out->v = div_round(op->kind, a, b, w);
    break;
  case IR_OP_ARITH_DIVUI:
  case IR_OP_ARITH_CEILDIVUI:
    ev_ub(st, op, b_poison || b_zero, in[1].approx, "unsigned division by zero (or poison)");
    out->v = op->kind == IR_OP_ARITH_DIVUI ? ev_udiv(a, b, w) : div_round(op->kind, a, b, w);
    break;
  case IR_OP_ARITH_REMSI:
    ev_ub(st, op, b_poison || b_zero, in[1].approx, "remainder by zero (or poison)");
    out->v = ev_srem(a, b, w);
    break;
  case IR_OP_ARITH_REMUI:
    ev_ub(st, op, b_poison || b_zero, in[1].approx, "remainder by zero (or poison)");
    out->v = ev_urem(a, b, w);
    break;
  case IR_OP_ARITH_ANDI: out->v = a & b; break;
  case IR_OP_ARITH_ORI: out->v = a | b; break;
  case IR_OP_ARITH_XORI: out->v = a ^ b; break;
  case IR_OP_ARITH_SHLI:
  case IR_OP_ARITH_SHRSI:
  case IR_OP_ARITH_SHRUI:
    extra_poison = b >= (uint64_t)w;
    if (op->kind == IR_OP_ARITH_SHLI) {
      out->v = ev_shl(a, b, w);
      if (cx->d.nsw && ev_ashr(out->v, b, w) != a) extra_poison = true;
      if (cx->d.nuw && ev_lshr(out->v, b, w) != a) extra_poison = true;
    } else if (op->kind == IR_OP_ARITH_SHRSI) {
      out->v = ev_ashr(a, b, w);
    } else {
      out->v = ev_lshr(a, b, w);
    }
    break;
  case IR_OP_ARITH_MAXSI: out->v = sa >= sb ? a : b; break;
  case IR_OP_ARITH_MINSI: out->v = sa <= sb ? a : b; break;
  case IR_OP_ARITH_MAXUI: out->v = a >= b ? a : b; break;
  case IR_OP_ARITH_MINUI: out->v = a <= b ? a : b; break;
  default: return ev_unsupported(st, op, "unsupported op '%s'", op->name);
  }
  out->poison |= extra_poison;
  return true;
}

bool ev_arith_int_binary(EvalState *st, const IrOp *op) {
  ArithCtx cx;
  memset(&cx, 0, sizeof cx);
  return arith_map(st, op, IR_ARITH_INT_BINARY, &cx, int_bin_elem);
}

static bool int_un_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  ArithCtx *cx = vctx;
  int w = ir_elem_bits(cx->d.out);
  uint64_t a = ev_trunc(in[0].v, w);
  switch (op->kind) {
  case IR_OP_MATH_ABSI: out->v = ev_sext(a, w) < 0 ? ev_trunc((uint64_t)0 - a, w) : a; break;
  case IR_OP_MATH_CTLZ: out->v = ev_clz(a, w); break;
  case IR_OP_MATH_CTTZ: out->v = ev_ctz(a, w); break;
  case IR_OP_MATH_CTPOP: out->v = ev_popcount(a, w); break;
  default: return ev_unsupported(st, op, "unsupported op '%s'", op->name);
  }
  return true;
}

bool ev_arith_int_unary(EvalState *st, const IrOp *op) {
  ArithCtx cx;
  memset(&cx, 0, sizeof cx);
  return arith_map(st, op, IR_ARITH_INT_UNARY, &cx, int_un_elem);
}

/* ---- comparisons and select ---- */

static bool cmpf_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  (void)st;
  (void)op;
  ArithCtx *cx = vctx;
  for (int k = 0; k < 2; k++)
    fastmath_poison(&cx->d.fm, cx->d.in, in[k].v, out);
  out->v = ev_fcmp(cx->d.in, (FpCmp)cx->d.pred, in[0].v, in[1].v);
  return true;
}

static bool cmpi_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  (void)st;
  (void)op;
  ArithCtx *cx = vctx;
  int w = ir_elem_bits(cx->d.in);
  uint64_t a = ev_trunc(in[0].v, w), b = ev_trunc(in[1].v, w);
  int64_t sa = ev_sext(a, w), sb = ev_sext(b, w);
  bool r;
  switch (cx->d.pred) {
  case IR_CMPI_EQ: r = a == b; break;
  case IR_CMPI_NE: r = a != b; break;
  case IR_CMPI_SLT: r = sa < sb; break;
  case IR_CMPI_SLE: r = sa <= sb; break;
  case IR_CMPI_SGT: r = sa > sb; break;
  case IR_CMPI_SGE: r = sa >= sb; break;
  case IR_CMPI_ULT: r = a < b; break;
  case IR_CMPI_ULE: r = a <= b; break;
  case IR_CMPI_UGT: r = a > b; break;
  default: r = a >= b; break;
  }
  out->v = r;
  return true;
}

bool ev_arith_cmpf(EvalState *st, const IrOp *op) {
  ArithCtx cx;
  memset(&cx, 0, sizeof cx);
  return arith_map(st, op, IR_ARITH_CMPF, &cx, cmpf_elem);
}

bool ev_arith_cmpi(EvalState *st, const IrOp *op) {
  ArithCtx cx;
  memset(&cx, 0, sizeof cx);
  return arith_map(st, op, IR_ARITH_CMPI, &cx, cmpi_elem);
}

bool ev_arith_select(EvalState *st, const IrOp *op) {
  IrArith d;
  EvalTensor *ins[3], *out;
  if (!arith_operands(st, op, IR_ARITH_SELECT, &d, ins, &out)) return false;
  EvalTensor *cond = ins[0], *a = ins[1], *b = ins[2];
  IrRule rule;
  if (!ir_arith_select_shapes(op, cond->n, a->n, b->n, out->n, &rule)) return ev_rule_failed(st, op, &rule);
  if (!ev_work(st, op, out->n)) return false;
  for (int64_t i = 0; i < out->n; i++) {
    EvalElem ce = ev_read(st, op, cond, cond->n == 1 ? 0 : i);
    EvalElem ae = ev_read(st, op, a, i), be = ev_read(st, op, b, i);
    bool c = ce.v & 1;
    EvalElem r = c ? ae : be;
    r.poison = ce.poison || (c ? ae.poison : be.poison);
    r.approx = ce.approx || (c ? ae.approx : be.approx);
    r.uninit = false;
    ev_set(st, out, i, r);
  }
  ev_bind(st, op->results[0], out);
  return true;
}

/* ---- casts ---- */

static bool cast_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  ArithCtx *cx = vctx;
  const IrArith *d = &cx->d;
  uint64_t a = in[0].v;
  int fw = ir_elem_bits(d->in), tw = ir_elem_bits(d->out);
  IrRule r;
  switch (d->cast) {
  case IR_CAST_FLOAT:
    fastmath_poison(&d->fm, d->in, a, out);
    out->v = ev_fconvert(d->in, d->out, a);
    fastmath_poison(&d->fm, d->out, out->v, out);
    break;
  case IR_CAST_RESIZE: out->v = ev_resize(a, fw, tw, d->is_signed); break;
  case IR_CAST_TRUNCI:
    out->v = ev_resize(a, fw, tw, false);
    if (d->nsw && ev_resize(out->v, tw, fw, true) != ev_trunc(a, fw)) out->poison = true;
    if (d->nuw && ev_resize(out->v, tw, fw, false) != ev_trunc(a, fw)) out->poison = true;
    break;
  case IR_CAST_INT_TO_FP:
    if (d->nneg && !d->is_signed && ev_sext(a, fw) < 0) out->poison = true;
    out->v = ev_ffrom_int(d->in, d->is_signed, d->out, a);
    break;
  case IR_CAST_FP_TO_INT: {
    bool in_range;
    out->v = ev_fto_int(d->in, a, tw, d->is_signed, SMT_RTZ, &in_range);
    if (!in_range) out->poison = true;
    break;
  }
  case IR_CAST_BITCAST:
    /* Floats are held as their bits, so int -> float keeps them (any NaN
     * refines any NaN) and float -> int of a non-NaN value is exact; a NaN
     * has a set of encodings (sem_arith.c bitcast_elem). */
    if (!ir_arith_bitcast_check(op, d->in, d->out, &r)) return ev_rule_failed(st, op, &r);
    out->v = a;
    if (ir_elem_is_float(d->in)) {
      int64_t elem = cx->elem++;
      if (ev_fis_nan(d->in, a)) out->v = ev_nan_bits_choice(st, op, elem, d->in, a);
    }
    break;
  default: return ev_unsupported(st, op, "unsupported op '%s'", op->name);
  }
  return true;
}

bool ev_arith_cast(EvalState *st, const IrOp *op) {
  ArithCtx cx;
  memset(&cx, 0, sizeof cx);
  return arith_map(st, op, IR_ARITH_CAST, &cx, cast_elem);
}
