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
#include <string.h>

#include "encoder/fp/fp_ieee.h"
#include "encoder/sem/sem.h"

/* ---- fastmath ---- */

typedef struct FastMath {
  bool nnan, ninf;
} FastMath;

/* Decode the fastmath attribute. Returns false (unsupported recorded) for
 * flags other than none/nnan/ninf. */
static bool decode_fastmath(EncState *st, const IrOp *op, FastMath *fm) {
  fm->nnan = fm->ninf = false;
  const char *t = ir_attr_keyword(op, "fastmath");
  if (!t) return true;
  static const char *const unsupported[] = {"reassoc", "nsz", "arcp", "contract", "afn", "fast"};
  for (size_t i = 0; i < sizeof unsupported / sizeof *unsupported; i++)
    if (strstr(t, unsupported[i]))
      return enc_unsupported(st, op, "unsupported fastmath flag '%s' on '%s'", unsupported[i], op->name);
  fm->nnan = strstr(t, "nnan") != NULL;
  fm->ninf = strstr(t, "ninf") != NULL;
  return true;
}

static void fastmath_poison(EncState *st, const FastMath *fm, IrElem e, SmtTerm v, EncElem *out) {
  if (fm->nnan) out->poison = enc_or(st, out->poison, fpdom_is_nan(st->fp, e, v));
  if (fm->ninf) out->poison = enc_or(st, out->poison, fpdom_is_inf(st->fp, e, v));
}

static bool overflow_flags(const IrOp *op, bool *nsw, bool *nuw) {
  const char *t = ir_attr_keyword(op, "overflowFlags");
  *nsw = t && strstr(t, "nsw");
  *nuw = t && strstr(t, "nuw");
  return true;
}

/* ---- constants ---- */

bool sem_arith_constant(EncState *st, const IrOp *op) {
  const IrAttr *a = enc_attr(op, "value");
  if (!a || op->nresults != 1) return enc_invalid(st, op, "'%s' without a value attribute", op->name);
  EncVal *v = enc_const_value(st, op, a, op->results[0]->type);
  if (!v) return false;
  enc_bind(st, op->results[0], v);
  return true;
}

/* ---- float ops ---- */

typedef struct FloatCtx {
  IrElem e;
  FastMath fm;
  bool is_unary;
  FpBin bin;
  FpUn un;
  int64_t elem; /* result element (choice sites) */
} FloatCtx;

/* arith.maxnumf / minnumf: the arith documentation orders NaN below numbers
 * but lets the result of (-0.0, +0.0) be either zero (llvm.maxnum/minnum, to
 * which they lower, do the same), so that result is an either-sign choice
 * site. The domain's FPB_MAXNUM/MINNUM give IEEE 754-2019 maximumNumber /
 * minimumNumber (-0 < +0), the witness's value. */
static SmtTerm num_minmax_choice(EncState *st, const IrOp *op, FloatCtx *cx, SmtTerm a, SmtTerm b,
                                 SmtTerm r) {
  SmtCtx *c = st->c;
  SmtTerm za = fpdom_is_zero(st->fp, cx->e, a), zb = fpdom_is_zero(st->fp, cx->e, b);
  SmtTerm sa = fpdom_sign_bit(st->fp, cx->e, a), sb = fpdom_sign_bit(st->fp, cx->e, b);
  SmtTerm mixed = smt_and(c, smt_and(c, za, zb), smt_xor(c, sa, sb));
  return sem_zero_sign_choice(st, op, cx->elem, cx->e, r, mixed, fpdom_sign_bit(st->fp, cx->e, r));
}

static bool float_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  FloatCtx *cx = vctx;
  int nin = cx->is_unary ? 1 : 2;
  for (int k = 0; k < nin; k++)
    fastmath_poison(st, &cx->fm, cx->e, in[k].v, out);
  if (cx->is_unary) {
    out->v = fpdom_un(st->fp, cx->e, cx->un, in[0].v);
    out->approx |= enc_fp_un_approx(st, cx->un);
  } else {
    out->v = enc_fp_bin(st, cx->e, cx->bin, in[0].v, in[1].v, &out->approx);
    if (cx->bin == FPB_MAXNUM || cx->bin == FPB_MINNUM)
      out->v = num_minmax_choice(st, op, cx, in[0].v, in[1].v, out->v);
  }
  cx->elem++;
  fastmath_poison(st, &cx->fm, cx->e, out->v, out);
  return true;
}

static bool float_op(EncState *st, const IrOp *op, FloatCtx *cx) {
  int nin = cx->is_unary ? 1 : 2;
  if (op->noperands != nin || op->nresults != 1)
    return enc_invalid(st, op, "'%s' expects %d operands and 1 result", op->name, nin);
  if (!decode_fastmath(st, op, &cx->fm)) return false;
  EncVal *ins[2];
  for (int k = 0; k < nin; k++)
    if (!(ins[k] = enc_lookup(st, op, op->operands[k]))) return false;
  EncVal *out = enc_val_for_type(st, op, op->results[0]->type);
  if (!out) return false;
  cx->e = out->elem;
  if (!ir_elem_is_float(cx->e)) return enc_invalid(st, op, "'%s' on a non-float type", op->name);
  if (!enc_map(st, op, ins, nin, out, ENC_SAME_SHAPE, float_elem, cx)) return false;
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_arith_float_binary(EncState *st, const IrOp *op) {
  FloatCtx cx = {0};
  switch (op->kind) {
  case IR_OP_ARITH_ADDF: cx.bin = FPB_ADD; break;
  case IR_OP_ARITH_SUBF: cx.bin = FPB_SUB; break;
  case IR_OP_ARITH_MULF: cx.bin = FPB_MUL; break;
  case IR_OP_ARITH_DIVF: cx.bin = FPB_DIV; break;
  case IR_OP_ARITH_REMF: cx.bin = FPB_REM; break;
  case IR_OP_ARITH_MINIMUMF: cx.bin = FPB_MINIMUM; break;
  case IR_OP_ARITH_MAXIMUMF: cx.bin = FPB_MAXIMUM; break;
  case IR_OP_ARITH_MINNUMF: cx.bin = FPB_MINNUM; break;
  case IR_OP_ARITH_MAXNUMF: cx.bin = FPB_MAXNUM; break;
  case IR_OP_MATH_POWF: cx.bin = FPB_POW; break;
  case IR_OP_MATH_COPYSIGN: cx.bin = FPB_COPYSIGN; break;
  default: return enc_unsupported(st, op, "unsupported op '%s'", op->name);
  }
  return float_op(st, op, &cx);
}

bool sem_arith_float_unary(EncState *st, const IrOp *op) {
  FloatCtx cx = {0};
  cx.is_unary = true;
  switch (op->kind) {
  case IR_OP_ARITH_NEGF: cx.un = FPU_NEG; break;
  case IR_OP_MATH_ABSF: cx.un = FPU_ABS; break;
  case IR_OP_MATH_EXP: cx.un = FPU_EXP; break;
  case IR_OP_MATH_EXP2: cx.un = FPU_EXP2; break;
  case IR_OP_MATH_EXPM1: cx.un = FPU_EXPM1; break;
  case IR_OP_MATH_LOG: cx.un = FPU_LOG; break;
  case IR_OP_MATH_LOG2: cx.un = FPU_LOG2; break;
  case IR_OP_MATH_LOG1P: cx.un = FPU_LOG1P; break;
  case IR_OP_MATH_SQRT: cx.un = FPU_SQRT; break;
  case IR_OP_MATH_RSQRT: cx.un = FPU_RSQRT; break;
  case IR_OP_MATH_TANH: cx.un = FPU_TANH; break;
  case IR_OP_MATH_ERF: cx.un = FPU_ERF; break;
  case IR_OP_MATH_SIN: cx.un = FPU_SIN; break;
  case IR_OP_MATH_ATAN: cx.un = FPU_ATAN; break;
  case IR_OP_MATH_COS: cx.un = FPU_COS; break;
  case IR_OP_MATH_FLOOR: cx.un = FPU_FLOOR; break;
  case IR_OP_MATH_CEIL: cx.un = FPU_CEIL; break;
  case IR_OP_MATH_ROUND: cx.un = FPU_ROUND; break;
  case IR_OP_MATH_ROUNDEVEN: cx.un = FPU_ROUNDEVEN; break;
  case IR_OP_MATH_TRUNC: cx.un = FPU_TRUNC; break;
  default: return enc_unsupported(st, op, "unsupported op '%s'", op->name);
  }
  return float_op(st, op, &cx);
}

static bool fma_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  (void)op;
  FloatCtx *cx = vctx;
  for (int k = 0; k < 3; k++)
    fastmath_poison(st, &cx->fm, cx->e, in[k].v, out);
  out->v = enc_fp_fma(st, cx->e, in[0].v, in[1].v, in[2].v);
  out->approx |= fpdom_kind(st->fp) == FPDOM_ABSTRACT;
  fastmath_poison(st, &cx->fm, cx->e, out->v, out);
  return true;
}

bool sem_math_fma(EncState *st, const IrOp *op) {
  FloatCtx cx = {0};
  if (op->noperands != 3 || op->nresults != 1)
    return enc_invalid(st, op, "'%s' expects 3 operands", op->name);
  if (!decode_fastmath(st, op, &cx.fm)) return false;
  EncVal *ins[3];
  for (int k = 0; k < 3; k++)
    if (!(ins[k] = enc_lookup(st, op, op->operands[k]))) return false;
  EncVal *out = enc_val_for_type(st, op, op->results[0]->type);
  if (!out) return false;
  cx.e = out->elem;
  if (!enc_map(st, op, ins, 3, out, ENC_SAME_SHAPE, fma_elem, &cx)) return false;
  enc_bind(st, op->results[0], out);
  return true;
}

/* ---- integer ops ---- */

typedef struct IntCtx {
  IrElem e;
  bool nsw, nuw;
} IntCtx;

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
  IntCtx *cx = vctx;
  SmtCtx *c = st->c;
  SmtTerm a = in[0].v, b = in[1].v;
  unsigned w = (unsigned)ir_elem_bits(cx->e);
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
    if (cx->nsw) extra_poison = enc_or(st, extra_poison, smt_bv_add_overflows(c, a, b, true));
    if (cx->nuw) extra_poison = enc_or(st, extra_poison, smt_bv_add_overflows(c, a, b, false));
    break;
  case IR_OP_ARITH_SUBI:
    out->v = smt_bv_sub(c, a, b);
    if (cx->nsw) extra_poison = enc_or(st, extra_poison, smt_bv_sub_overflows(c, a, b, true));
    if (cx->nuw) extra_poison = enc_or(st, extra_poison, smt_bv_sub_overflows(c, a, b, false));
    break;
  case IR_OP_ARITH_MULI:
    out->v = smt_bv_mul(c, a, b);
    if (cx->nsw) extra_poison = enc_or(st, extra_poison, smt_bv_mul_overflows(c, a, b, true));
    if (cx->nuw) extra_poison = enc_or(st, extra_poison, smt_bv_mul_overflows(c, a, b, false));
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
      if (cx->nsw)
        extra_poison = enc_or(st, extra_poison, smt_not(c, smt_eq(c, smt_bv_ashr(c, out->v, b), a)));
      if (cx->nuw)
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
  if (op->noperands != 2 || op->nresults != 1)
    return enc_invalid(st, op, "'%s' expects 2 operands", op->name);
  IntCtx cx = {0};
  overflow_flags(op, &cx.nsw, &cx.nuw);
  if (ir_attr_flag(op, "isExact") || ir_attr_flag(op, "exact"))
    return enc_unsupported(st, op, "unsupported flag 'exact' on '%s'", op->name);
  EncVal *ins[2];
  for (int k = 0; k < 2; k++)
    if (!(ins[k] = enc_lookup(st, op, op->operands[k]))) return false;
  EncVal *out = enc_val_for_type(st, op, op->results[0]->type);
  if (!out) return false;
  cx.e = out->elem;
  if (!ir_elem_is_int(cx.e)) return enc_invalid(st, op, "'%s' on a non-integer type", op->name);
  if (!enc_map(st, op, ins, 2, out, ENC_SAME_SHAPE, int_bin_elem, &cx)) return false;
  enc_bind(st, op->results[0], out);
  return true;
}

static bool int_un_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  IntCtx *cx = vctx;
  SmtCtx *c = st->c;
  unsigned w = (unsigned)ir_elem_bits(cx->e);
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
  if (op->noperands != 1 || op->nresults != 1) return enc_invalid(st, op, "'%s' expects 1 operand", op->name);
  IntCtx cx = {0};
  EncVal *in = enc_lookup(st, op, op->operands[0]);
  if (!in) return false;
  EncVal *out = enc_val_for_type(st, op, op->results[0]->type);
  if (!out) return false;
  cx.e = out->elem;
  if (!ir_elem_is_int(cx.e)) return enc_invalid(st, op, "'%s' on a non-integer type", op->name);
  if (!enc_map(st, op, &in, 1, out, ENC_SAME_SHAPE, int_un_elem, &cx)) return false;
  enc_bind(st, op->results[0], out);
  return true;
}

/* ---- comparisons and select ---- */

static const char *const cmpf_names[16] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                           "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};
static const char *const cmpi_names[10] = {"eq",  "ne",  "slt", "sle", "sgt",
                                           "sge", "ult", "ule", "ugt", "uge"};

static bool predicate(EncState *st, const IrOp *op, const char *const *names, int count, int *out) {
  const IrAttr *a = enc_attr(op, "predicate");
  if (!a) return enc_invalid(st, op, "'%s' without predicate", op->name);
  if (a->kind == IR_ATTR_INT || a->kind == IR_ATTR_BOOL) {
    if (a->i < 0 || a->i >= count)
      return enc_invalid(st, op, "'%s': bad predicate %lld", op->name, (long long)a->i);
    *out = (int)a->i;
    return true;
  }
  const char *s = (a->kind == IR_ATTR_ENUM || a->kind == IR_ATTR_STRING) && a->s ? a->s : a->text;
  for (int i = 0; s && i < count; i++)
    if (strcmp(s, names[i]) == 0) {
      *out = i;
      return true;
    }
  return enc_unsupported(st, op, "'%s': unknown predicate '%s'", op->name, s ? s : "?");
}

typedef struct CmpCtx {
  IrElem in_elem;
  int pred;
  FastMath fm;
} CmpCtx;

static bool cmpf_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  (void)op;
  CmpCtx *cx = vctx;
  for (int k = 0; k < 2; k++)
    fastmath_poison(st, &cx->fm, cx->in_elem, in[k].v, out);
  out->v = enc_i1_of_bool(st, fpdom_cmp(st->fp, cx->in_elem, (FpCmp)cx->pred, in[0].v, in[1].v));
  return true;
}

static bool cmpi_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  (void)op;
  CmpCtx *cx = vctx;
  SmtCtx *c = st->c;
  SmtTerm a = in[0].v, b = in[1].v, r;
  switch (cx->pred) {
  case 0: r = smt_eq(c, a, b); break;
  case 1: r = smt_not(c, smt_eq(c, a, b)); break;
  case 2: r = smt_bv_slt(c, a, b); break;
  case 3: r = smt_bv_sle(c, a, b); break;
  case 4: r = smt_bv_sgt(c, a, b); break;
  case 5: r = smt_bv_sge(c, a, b); break;
  case 6: r = smt_bv_ult(c, a, b); break;
  case 7: r = smt_bv_ule(c, a, b); break;
  case 8: r = smt_bv_ugt(c, a, b); break;
  default: r = smt_bv_uge(c, a, b); break;
  }
  out->v = enc_i1_of_bool(st, r);
  return true;
}

static bool compare_op(EncState *st, const IrOp *op, bool is_float) {
  if (op->noperands != 2 || op->nresults != 1)
    return enc_invalid(st, op, "'%s' expects 2 operands", op->name);
  CmpCtx cx = {0};
  if (!predicate(st, op, is_float ? cmpf_names : cmpi_names, is_float ? 16 : 10, &cx.pred)) return false;
  if (is_float && !decode_fastmath(st, op, &cx.fm)) return false;
  EncVal *ins[2];
  for (int k = 0; k < 2; k++)
    if (!(ins[k] = enc_lookup(st, op, op->operands[k]))) return false;
  cx.in_elem = ins[0]->elem;
  EncVal *out = enc_val_for_type(st, op, op->results[0]->type);
  if (!out) return false;
  if (!enc_map(st, op, ins, 2, out, ENC_SAME_SHAPE, is_float ? cmpf_elem : cmpi_elem, &cx)) return false;
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_arith_cmpf(EncState *st, const IrOp *op) { return compare_op(st, op, true); }
bool sem_arith_cmpi(EncState *st, const IrOp *op) { return compare_op(st, op, false); }

bool sem_arith_select(EncState *st, const IrOp *op) {
  if (op->noperands != 3 || op->nresults != 1)
    return enc_invalid(st, op, "'%s' expects 3 operands", op->name);
  EncVal *cond = enc_lookup(st, op, op->operands[0]);
  EncVal *a = enc_lookup(st, op, op->operands[1]);
  EncVal *b = enc_lookup(st, op, op->operands[2]);
  if (!cond || !a || !b) return false;
  EncVal *out = enc_val_for_type(st, op, op->results[0]->type);
  if (!out) return false;
  if ((cond->n != 1 && cond->n != out->n) || a->n != out->n || b->n != out->n)
    return enc_invalid(st, op, "'%s': operand shapes do not match", op->name);
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

typedef struct CastCtx {
  IrElem from, to;
  FastMath fm;
  bool nsw, nuw, nneg;
  int64_t elem; /* result element (choice sites) */
} CastCtx;

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

static bool bitcast_elem(EncState *st, const IrOp *op, CastCtx *cx, const EncElem *in, EncElem *out) {
  SmtTerm a = in[0].v;
  bool from_f = ir_elem_is_float(cx->from), to_f = ir_elem_is_float(cx->to);
  if (ir_elem_bits(cx->from) != ir_elem_bits(cx->to) || (from_f && to_f))
    return enc_unsupported(st, op, "unsupported: arith.bitcast between '%s' and '%s'", ir_elem_name(cx->from),
                           ir_elem_name(cx->to));
  if (!from_f && !to_f) {
    out->v = a;
    return true;
  }
  out->approx |= fpdom_bits_is_approx(st->fp);
  FpFmt f;
  fpi_fmt(from_f ? cx->from : cx->to, &f);
  if (to_f) {
    out->v = fpdom_from_bits(st->fp, cx->to, a);
    return true;
  }
  int64_t elem = cx->elem++;
  SmtTerm isnan = fpdom_is_nan(st->fp, cx->from, a);
  SmtTerm bits = fpdom_to_bits(st->fp, cx->from, a);
  out->v = enc_is_false(st, isnan) ? bits : smt_ite(st->c, isnan, nan_choice(st, op, &f, elem, a), bits);
  return true;
}

static bool cast_elem(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *vctx) {
  CastCtx *cx = vctx;
  SmtCtx *c = st->c;
  SmtTerm a = in[0].v;
  unsigned fw = (unsigned)ir_elem_bits(cx->from), tw = (unsigned)ir_elem_bits(cx->to);
  switch (op->kind) {
  case IR_OP_ARITH_EXTF:
  case IR_OP_ARITH_TRUNCF:
    fastmath_poison(st, &cx->fm, cx->from, a, out);
    out->v = fpdom_convert(st->fp, cx->from, cx->to, a);
    out->approx |= enc_fp_cast_approx(st);
    fastmath_poison(st, &cx->fm, cx->to, out->v, out);
    break;
  case IR_OP_ARITH_EXTSI: out->v = smt_bv_resize(c, a, tw, true); break;
  case IR_OP_ARITH_EXTUI: out->v = smt_bv_resize(c, a, tw, false); break;
  case IR_OP_ARITH_INDEX_CAST: out->v = smt_bv_resize(c, a, tw, true); break;
  case IR_OP_ARITH_INDEX_CASTUI: out->v = smt_bv_resize(c, a, tw, false); break;
  case IR_OP_ARITH_TRUNCI:
    out->v = smt_bv_resize(c, a, tw, false);
    if (cx->nsw)
      out->poison = enc_or(st, out->poison, smt_not(c, smt_eq(c, smt_bv_resize(c, out->v, fw, true), a)));
    if (cx->nuw)
      out->poison = enc_or(st, out->poison, smt_not(c, smt_eq(c, smt_bv_resize(c, out->v, fw, false), a)));
    break;
  case IR_OP_ARITH_SITOFP:
  case IR_OP_ARITH_UITOFP: {
    bool is_signed = op->kind == IR_OP_ARITH_SITOFP;
    if (cx->nneg && !is_signed) out->poison = enc_or(st, out->poison, smt_bv_slt(c, a, smt_bv_u64(c, fw, 0)));
    out->v = fpdom_from_int(st->fp, cx->from, is_signed, cx->to, a);
    out->approx |= enc_fp_cast_approx(st);
    break;
  }
  case IR_OP_ARITH_FPTOSI:
  case IR_OP_ARITH_FPTOUI: {
    SmtTerm in_range;
    out->v = fpdom_to_int(st->fp, cx->from, a, tw, op->kind == IR_OP_ARITH_FPTOSI, SMT_RTZ, &in_range);
    out->poison = enc_or(st, out->poison, smt_not(c, in_range));
    out->approx |= enc_fp_cast_approx(st);
    break;
  }
  case IR_OP_ARITH_BITCAST: return bitcast_elem(st, op, cx, in, out);
  default: return enc_unsupported(st, op, "unsupported op '%s'", op->name);
  }
  return true;
}

bool sem_arith_cast(EncState *st, const IrOp *op) {
  if (op->noperands != 1 || op->nresults != 1) return enc_invalid(st, op, "'%s' expects 1 operand", op->name);
  CastCtx cx = {0};
  if (!decode_fastmath(st, op, &cx.fm)) return false;
  overflow_flags(op, &cx.nsw, &cx.nuw);
  cx.nneg = ir_attr_flag(op, "nonNeg");
  const char *rm = ir_attr_keyword(op, "roundingmode");
  if (rm && !strstr(rm, "to_nearest_even"))
    return enc_unsupported(st, op, "unsupported rounding mode '%s' on '%s'", rm, op->name);
  EncVal *in = enc_lookup(st, op, op->operands[0]);
  if (!in) return false;
  EncVal *out = enc_val_for_type(st, op, op->results[0]->type);
  if (!out) return false;
  cx.from = in->elem;
  cx.to = out->elem;
  if (!enc_map(st, op, &in, 1, out, ENC_SAME_SHAPE, cast_elem, &cx)) return false;
  enc_bind(st, op->results[0], out);
  return true;
}
