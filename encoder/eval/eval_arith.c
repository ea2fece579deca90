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

typedef struct FastMath {
  bool nnan, ninf;
} FastMath;

static bool decode_fastmath(EvalState *st, const IrOp *op, FastMath *fm) {
  fm->nnan = fm->ninf = false;
  const char *t = ir_attr_keyword(op, "fastmath");
  if (!t) return true;
  static const char *const unsupported[] = {"reassoc", "nsz", "arcp", "contract", "afn", "fast"};
  for (size_t i = 0; i < sizeof unsupported / sizeof *unsupported; i++)
    if (strstr(t, unsupported[i]))
      return ev_unsupported(st, op, "unsupported fastmath flag '%s' on '%s'", unsupported[i], op->name);
  fm->nnan = strstr(t, "nnan") != NULL;
  fm->ninf = strstr(t, "ninf") != NULL;
  return true;
}

static void fastmath_poison(const FastMath *fm, IrElem e, uint64_t v, EvalElem *out) {
  if (fm->nnan && ev_fis_nan(e, v)) out->poison = true;
  if (fm->ninf && ev_fis_inf(e, v)) out->poison = true;
}

bool ev_arith_constant(EvalState *st, const IrOp *op) {
  const IrAttr *a = ir_op_attr(op, "value");
  if (!a || op->nresults != 1) return ev_invalid(st, op, "'%s' without a value attribute", op->name);
  EvalTensor *v = ev_const_value(st, op, a, op->results[0]->type);
  if (!v) return false;
  ev_bind(st, op->results[0], v);
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

static bool float_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  FloatCtx *cx = vctx;
  int nin = cx->is_unary ? 1 : 2;
  for (int k = 0; k < nin; k++)
    fastmath_poison(&cx->fm, cx->e, in[k].v, out);
  if (cx->is_unary)
    out->v = ev_fun(cx->e, cx->un, in[0].v, &out->approx);
  else
    out->v = ev_fbin(cx->e, cx->bin, in[0].v, in[1].v, &out->approx);
  /* arith.maxnumf/minnumf of (-0.0, +0.0) may be either zero (the arith
   * documentation); ev_fbin gives IEEE 754-2019 maximumNumber's. */
  if (!cx->is_unary && (cx->bin == FPB_MAXNUM || cx->bin == FPB_MINNUM) && ev_fis_zero(cx->e, in[0].v) &&
      ev_fis_zero(cx->e, in[1].v) && in[0].v != in[1].v)
    out->v = ev_zero_choice(st, op, cx->elem, cx->e, out->v);
  cx->elem++;
  fastmath_poison(&cx->fm, cx->e, out->v, out);
  return true;
}

static bool float_op(EvalState *st, const IrOp *op, FloatCtx *cx) {
  int nin = cx->is_unary ? 1 : 2;
  if (op->noperands != nin || op->nresults != 1)
    return ev_invalid(st, op, "'%s' expects %d operands and 1 result", op->name, nin);
  if (!decode_fastmath(st, op, &cx->fm)) return false;
  EvalTensor *ins[2];
  for (int k = 0; k < nin; k++)
    if (!(ins[k] = ev_lookup(st, op, op->operands[k]))) return false;
  EvalTensor *out = ev_for_type(st, op, op->results[0]->type);
  if (!out) return false;
  cx->e = out->elem;
  if (!ir_elem_is_float(cx->e)) return ev_invalid(st, op, "'%s' on a non-float type", op->name);
  if (!ev_map(st, op, ins, nin, out, EV_SAME_SHAPE, float_elem, cx)) return false;
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_arith_float_binary(EvalState *st, const IrOp *op) {
  FloatCtx cx;
  memset(&cx, 0, sizeof cx);
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
  default: return ev_unsupported(st, op, "unsupported op '%s'", op->name);
  }
  return float_op(st, op, &cx);
}

bool ev_arith_float_unary(EvalState *st, const IrOp *op) {
  FloatCtx cx;
  memset(&cx, 0, sizeof cx);
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
  default: return ev_unsupported(st, op, "unsupported op '%s'", op->name);
  }
  return float_op(st, op, &cx);
}

static bool fma_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  (void)st;
  (void)op;
  FloatCtx *cx = vctx;
  for (int k = 0; k < 3; k++)
    fastmath_poison(&cx->fm, cx->e, in[k].v, out);
  out->v = ev_ffma(cx->e, in[0].v, in[1].v, in[2].v);
  fastmath_poison(&cx->fm, cx->e, out->v, out);
  return true;
}

bool ev_math_fma(EvalState *st, const IrOp *op) {
  FloatCtx cx;
  memset(&cx, 0, sizeof cx);
  if (op->noperands != 3 || op->nresults != 1) return ev_invalid(st, op, "'%s' expects 3 operands", op->name);
  if (!decode_fastmath(st, op, &cx.fm)) return false;
  EvalTensor *ins[3];
  for (int k = 0; k < 3; k++)
    if (!(ins[k] = ev_lookup(st, op, op->operands[k]))) return false;
  EvalTensor *out = ev_for_type(st, op, op->results[0]->type);
  if (!out) return false;
  cx.e = out->elem;
  if (!ir_elem_is_float(cx.e)) return ev_invalid(st, op, "'%s' on a non-float type", op->name);
  if (!ev_map(st, op, ins, 3, out, EV_SAME_SHAPE, fma_elem, &cx)) return false;
  ev_bind(st, op->results[0], out);
  return true;
}

/* ---- integer ops ---- */

typedef struct IntCtx {
  IrElem e;
  bool nsw, nuw;
} IntCtx;

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
  IntCtx *cx = vctx;
  int w = ir_elem_bits(cx->e);
  uint64_t a = ev_trunc(in[0].v, w), b = ev_trunc(in[1].v, w);
  int64_t sa = ev_sext(a, w), sb = ev_sext(b, w);
  bool extra_poison = false;
  bool b_zero = b == 0, b_poison = in[1].poison;
  bool s_overflow = a == (UINT64_C(1) << (w - 1)) && sb == -1;
  bool ap01 = in[0].approx || in[1].approx;
  switch (op->kind) {
  case IR_OP_ARITH_ADDI:
    out->v = ev_trunc(a + b, w);
    if (cx->nsw && !ev_fits_signed((ev_i128)sa + sb, w)) extra_poison = true;
    if (cx->nuw && (ev_u128)a + b > ev_mask(w)) extra_poison = true;
    break;
  case IR_OP_ARITH_SUBI:
    out->v = ev_trunc(a - b, w);
    if (cx->nsw && !ev_fits_signed((ev_i128)sa - sb, w)) extra_poison = true;
    if (cx->nuw && b > a) extra_poison = true;
    break;
  case IR_OP_ARITH_MULI:
    out->v = ev_trunc(a * b, w);
    if (cx->nsw && !ev_fits_signed((ev_i128)sa * sb, w)) extra_poison = true;
    if (cx->nuw && (ev_u128)a * b > ev_mask(w)) extra_poison = true;
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
      if (cx->nsw && ev_ashr(out->v, b, w) != a) extra_poison = true;
      if (cx->nuw && ev_lshr(out->v, b, w) != a) extra_poison = true;
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
  if (op->noperands != 2 || op->nresults != 1) return ev_invalid(st, op, "'%s' expects 2 operands", op->name);
  IntCtx cx;
  memset(&cx, 0, sizeof cx);
  const char *t = ir_attr_keyword(op, "overflowFlags");
  cx.nsw = t && strstr(t, "nsw");
  cx.nuw = t && strstr(t, "nuw");
  if (ir_attr_flag(op, "isExact") || ir_attr_flag(op, "exact"))
    return ev_unsupported(st, op, "unsupported flag 'exact' on '%s'", op->name);
  EvalTensor *ins[2];
  for (int k = 0; k < 2; k++)
    if (!(ins[k] = ev_lookup(st, op, op->operands[k]))) return false;
  EvalTensor *out = ev_for_type(st, op, op->results[0]->type);
  if (!out) return false;
  cx.e = out->elem;
  if (!ir_elem_is_int(cx.e)) return ev_invalid(st, op, "'%s' on a non-integer type", op->name);
  if (!ev_map(st, op, ins, 2, out, EV_SAME_SHAPE, int_bin_elem, &cx)) return false;
  ev_bind(st, op->results[0], out);
  return true;
}

static bool int_un_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  IntCtx *cx = vctx;
  int w = ir_elem_bits(cx->e);
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
  if (op->noperands != 1 || op->nresults != 1) return ev_invalid(st, op, "'%s' expects 1 operand", op->name);
  IntCtx cx;
  memset(&cx, 0, sizeof cx);
  EvalTensor *in = ev_lookup(st, op, op->operands[0]);
  if (!in) return false;
  EvalTensor *out = ev_for_type(st, op, op->results[0]->type);
  if (!out) return false;
  cx.e = out->elem;
  if (!ir_elem_is_int(cx.e)) return ev_invalid(st, op, "'%s' on a non-integer type", op->name);
  if (!ev_map(st, op, &in, 1, out, EV_SAME_SHAPE, int_un_elem, &cx)) return false;
  ev_bind(st, op->results[0], out);
  return true;
}

/* ---- comparisons and select ---- */

static const char *const cmpf_names[16] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                           "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};
static const char *const cmpi_names[10] = {"eq",  "ne",  "slt", "sle", "sgt",
                                           "sge", "ult", "ule", "ugt", "uge"};

static bool predicate(EvalState *st, const IrOp *op, const char *const *names, int count, int *out) {
  const IrAttr *a = ir_op_attr(op, "predicate");
  if (!a) return ev_invalid(st, op, "'%s' without predicate", op->name);
  if (a->kind == IR_ATTR_INT || a->kind == IR_ATTR_BOOL) {
    if (a->i < 0 || a->i >= count)
      return ev_invalid(st, op, "'%s': bad predicate %lld", op->name, (long long)a->i);
    *out = (int)a->i;
    return true;
  }
  const char *s = (a->kind == IR_ATTR_ENUM || a->kind == IR_ATTR_STRING) && a->s ? a->s : a->text;
  for (int i = 0; s && i < count; i++)
    if (strcmp(s, names[i]) == 0) {
      *out = i;
      return true;
    }
  return ev_unsupported(st, op, "'%s': unknown predicate '%s'", op->name, s ? s : "?");
}

typedef struct CmpCtx {
  IrElem in_elem;
  int pred;
  FastMath fm;
} CmpCtx;

static bool cmpf_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  (void)st;
  (void)op;
  CmpCtx *cx = vctx;
  for (int k = 0; k < 2; k++)
    fastmath_poison(&cx->fm, cx->in_elem, in[k].v, out);
  out->v = ev_fcmp(cx->in_elem, (FpCmp)cx->pred, in[0].v, in[1].v);
  return true;
}

static bool cmpi_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  (void)st;
  (void)op;
  CmpCtx *cx = vctx;
  int w = ir_elem_bits(cx->in_elem);
  uint64_t a = ev_trunc(in[0].v, w), b = ev_trunc(in[1].v, w);
  int64_t sa = ev_sext(a, w), sb = ev_sext(b, w);
  bool r;
  switch (cx->pred) {
  case 0: r = a == b; break;
  case 1: r = a != b; break;
  case 2: r = sa < sb; break;
  case 3: r = sa <= sb; break;
  case 4: r = sa > sb; break;
  case 5: r = sa >= sb; break;
  case 6: r = a < b; break;
  case 7: r = a <= b; break;
  case 8: r = a > b; break;
  default: r = a >= b; break;
  }
  out->v = r;
  return true;
}

static bool compare_op(EvalState *st, const IrOp *op, bool is_float) {
  if (op->noperands != 2 || op->nresults != 1) return ev_invalid(st, op, "'%s' expects 2 operands", op->name);
  CmpCtx cx;
  memset(&cx, 0, sizeof cx);
  if (!predicate(st, op, is_float ? cmpf_names : cmpi_names, is_float ? 16 : 10, &cx.pred)) return false;
  if (is_float && !decode_fastmath(st, op, &cx.fm)) return false;
  EvalTensor *ins[2];
  for (int k = 0; k < 2; k++)
    if (!(ins[k] = ev_lookup(st, op, op->operands[k]))) return false;
  cx.in_elem = ins[0]->elem;
  EvalTensor *out = ev_for_type(st, op, op->results[0]->type);
  if (!out) return false;
  if (!ev_map(st, op, ins, 2, out, EV_SAME_SHAPE, is_float ? cmpf_elem : cmpi_elem, &cx)) return false;
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_arith_cmpf(EvalState *st, const IrOp *op) { return compare_op(st, op, true); }
bool ev_arith_cmpi(EvalState *st, const IrOp *op) { return compare_op(st, op, false); }

bool ev_arith_select(EvalState *st, const IrOp *op) {
  if (op->noperands != 3 || op->nresults != 1) return ev_invalid(st, op, "'%s' expects 3 operands", op->name);
  EvalTensor *cond = ev_lookup(st, op, op->operands[0]);
  EvalTensor *a = ev_lookup(st, op, op->operands[1]);
  EvalTensor *b = ev_lookup(st, op, op->operands[2]);
  if (!cond || !a || !b) return false;
  EvalTensor *out = ev_for_type(st, op, op->results[0]->type);
  if (!out) return false;
  if ((cond->n != 1 && cond->n != out->n) || a->n != out->n || b->n != out->n)
    return ev_invalid(st, op, "'%s': operand shapes do not match", op->name);
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

typedef struct CastCtx {
  IrElem from, to;
  FastMath fm;
  bool nsw, nuw, nneg;
  int64_t elem; /* result element (choice sites) */
} CastCtx;

static bool cast_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  CastCtx *cx = vctx;
  uint64_t a = in[0].v;
  int fw = ir_elem_bits(cx->from), tw = ir_elem_bits(cx->to);
  switch (op->kind) {
  case IR_OP_ARITH_EXTF:
  case IR_OP_ARITH_TRUNCF:
    fastmath_poison(&cx->fm, cx->from, a, out);
    out->v = ev_fconvert(cx->from, cx->to, a);
    fastmath_poison(&cx->fm, cx->to, out->v, out);
    break;
  case IR_OP_ARITH_EXTSI:
  case IR_OP_ARITH_INDEX_CAST: out->v = ev_resize(a, fw, tw, true); break;
  case IR_OP_ARITH_EXTUI:
  case IR_OP_ARITH_INDEX_CASTUI: out->v = ev_resize(a, fw, tw, false); break;
  case IR_OP_ARITH_TRUNCI:
    out->v = ev_resize(a, fw, tw, false);
    if (cx->nsw && ev_resize(out->v, tw, fw, true) != ev_trunc(a, fw)) out->poison = true;
    if (cx->nuw && ev_resize(out->v, tw, fw, false) != ev_trunc(a, fw)) out->poison = true;
    break;
  case IR_OP_ARITH_SITOFP:
  case IR_OP_ARITH_UITOFP: {
    bool is_signed = op->kind == IR_OP_ARITH_SITOFP;
    if (cx->nneg && !is_signed && ev_sext(a, fw) < 0) out->poison = true;
    out->v = ev_ffrom_int(cx->from, is_signed, cx->to, a);
    break;
  }
  case IR_OP_ARITH_FPTOSI:
  case IR_OP_ARITH_FPTOUI: {
    bool in_range;
    out->v = ev_fto_int(cx->from, a, tw, op->kind == IR_OP_ARITH_FPTOSI, SMT_RTZ, &in_range);
    if (!in_range) out->poison = true;
    break;
  }
  case IR_OP_ARITH_BITCAST:
    /* Floats are held as their bits, so int -> float keeps them (any NaN
     * refines any NaN) and float -> int of a non-NaN value is exact; a NaN
     * has a set of encodings (sem_arith.c bitcast_elem). */
    if (fw != tw || (ir_elem_is_float(cx->from) && ir_elem_is_float(cx->to)))
      return ev_unsupported(st, op, "unsupported: arith.bitcast between '%s' and '%s'",
                            ir_elem_name(cx->from), ir_elem_name(cx->to));
    out->v = a;
    if (ir_elem_is_float(cx->from)) {
      int64_t elem = cx->elem++;
      if (ev_fis_nan(cx->from, a)) out->v = ev_nan_bits_choice(st, op, elem, cx->from, a);
    }
    break;
  default: return ev_unsupported(st, op, "unsupported op '%s'", op->name);
  }
  return true;
}

bool ev_arith_cast(EvalState *st, const IrOp *op) {
  if (op->noperands != 1 || op->nresults != 1) return ev_invalid(st, op, "'%s' expects 1 operand", op->name);
  CastCtx cx;
  memset(&cx, 0, sizeof cx);
  if (!decode_fastmath(st, op, &cx.fm)) return false;
  const char *t = ir_attr_keyword(op, "overflowFlags");
  cx.nsw = t && strstr(t, "nsw");
  cx.nuw = t && strstr(t, "nuw");
  cx.nneg = ir_attr_flag(op, "nonNeg");
  const char *rm = ir_attr_keyword(op, "roundingmode");
  if (rm && !strstr(rm, "to_nearest_even"))
    return ev_unsupported(st, op, "unsupported rounding mode '%s' on '%s'", rm, op->name);
  EvalTensor *in = ev_lookup(st, op, op->operands[0]);
  if (!in) return false;
  EvalTensor *out = ev_for_type(st, op, op->results[0]->type);
  if (!out) return false;
  cx.from = in->elem;
  cx.to = out->elem;
  if (!ev_map(st, op, &in, 1, out, EV_SAME_SHAPE, cast_elem, &cx)) return false;
  ev_bind(st, op->results[0], out);
  return true;
}
