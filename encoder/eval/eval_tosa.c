/*
 * eval_tosa.c: concrete semantics of the TOSA 1.0 ops the encoder supports,
 * following encoder/sem/sem_tosa.c rule for rule (which follows the
 * specification's pseudo-code; see the conventions at the top of that
 * file): static ERROR_IF -> TVF_EINPUT, REQUIRE and ERROR_IF on runtime
 * values -> UB; apply_add_s/apply_sub_s overflow is UB; apply_max_s /
 * apply_min_s read literally (first operand wins a +0/-0 tie), and a zero
 * result of MAXIMUM, MINIMUM, CLAMP, REDUCE_MAX/MIN or MAX_POOL2D is a
 * choice site (either sign allowed; ev_zero_choice, eval_choice.c: literal
 * unless the caller's EvalChoices flips it); reductions,
 * matmul, convolutions and pools accumulate in the pseudo-code's order from
 * its initial value; padded float convolution positions multiply +0.0.
 */
#include <math.h>
#include <string.h>

#include "encoder/eval/eval_internal.h"

/* ---- helpers ---- */

static bool is_ignore(const IrOp *op) {
  const char *m = ir_attr_keyword(op, "nan_mode");
  return m && strstr(m, "IGNORE");
}

static bool is_zero_value(IrElem e, uint64_t bits) {
  if (ir_elem_is_float(e)) return ev_fis_zero(e, bits);
  return ev_trunc(bits, ir_elem_bits(e)) == 0;
}

/* Zero point operand i: ERROR_IF(!is_i8 && zp != 0), static when the zero
 * point is a constant, UB otherwise. */
static bool zero_point(EvalState *st, const IrOp *op, int i, IrElem data_elem, EvalElem *zp) {
  EvalTensor *v = ev_operand(st, op, i);
  if (!v) return false;
  if (v->n < 1) return ev_invalid(st, op, "'%s': empty zero point", op->name);
  *zp = ev_read(st, op, v, 0);
  if (data_elem == IR_I8) return true;
  uint64_t bits;
  if (ir_operand_const_bits(op, i, &bits)) {
    if (!is_zero_value(data_elem, bits))
      return ev_invalid(st, op, "'%s': zero point must be zero for non-int8 types (ERROR_IF)", op->name);
    return true;
  }
  ev_ub(st, op, !is_zero_value(data_elem, zp->v), zp->approx, "zero point != 0 for a non-int8 type");
  return true;
}

static bool zero_point_is_plus_zero(const IrOp *op, int i) {
  uint64_t bits;
  return ir_operand_const_bits(op, i, &bits) && bits == 0;
}

/* apply_add_s / apply_sub_s on w-bit integers: REQUIRE no signed overflow. */
static uint64_t int_add_s(EvalState *st, const IrOp *op, uint64_t a, uint64_t b, int w, bool approx) {
  ev_i128 s = (ev_i128)ev_sext(a, w) + ev_sext(b, w);
  ev_ub(st, op, !ev_fits_signed(s, w), approx, "signed overflow in apply_add_s");
  return ev_trunc((uint64_t)s, w);
}
static uint64_t int_sub_s(EvalState *st, const IrOp *op, uint64_t a, uint64_t b, int w, bool approx) {
  ev_i128 s = (ev_i128)ev_sext(a, w) - ev_sext(b, w);
  ev_ub(st, op, !ev_fits_signed(s, w), approx, "signed overflow in apply_sub_s");
  return ev_trunc((uint64_t)s, w);
}

/* apply_max_s / apply_min_s on floats (see sem_tosa.c fp_minmax). */
static uint64_t fp_minmax(IrElem e, bool ignore, bool is_max, uint64_t a, uint64_t b) {
  bool an = ev_fis_nan(e, a), bn = ev_fis_nan(e, b);
  if (ignore) {
    if (an) return b;
    if (bn) return a;
  } else if (an || bn) {
    return ev_fconst(e, NAN);
  }
  bool pick_a = ev_fcmp(e, is_max ? FPC_OGE : FPC_OLT, a, b);
  return pick_a ? a : b;
}
static uint64_t fp_max(IrElem e, bool ignore, uint64_t a, uint64_t b) {
  return fp_minmax(e, ignore, true, a, b);
}
static uint64_t fp_min(IrElem e, bool ignore, uint64_t a, uint64_t b) {
  return fp_minmax(e, ignore, false, a, b);
}

static uint64_t int_max(uint64_t a, uint64_t b, int w) { return ev_sext(a, w) >= ev_sext(b, w) ? a : b; }
static uint64_t int_min(uint64_t a, uint64_t b, int w) { return ev_sext(a, w) < ev_sext(b, w) ? a : b; }

static IrElem acc_type_attr(const IrOp *op, IrElem dflt) {
  const IrAttr *a = ir_op_attr(op, "acc_type");
  if (!a) return dflt;
  if (a->kind == IR_ATTR_TYPE && a->type) return a->type->elem;
  const char *t = a->s ? a->s : a->text;
  if (!t) return dflt;
  if (strstr(t, "f16") || strstr(t, "FP16")) return strstr(t, "bf16") ? IR_BF16 : IR_F16;
  if (strstr(t, "f32") || strstr(t, "FP32")) return IR_F32;
  if (strstr(t, "i32") || strstr(t, "INT32")) return IR_I32;
  if (strstr(t, "i48") || strstr(t, "INT48")) return IR_I48;
  return dflt;
}

static uint64_t zero_of(IrElem e) { return 0; /* +0.0 and integer 0 are both all-zero bits */ }

static bool same_elem(EvalState *st, const IrOp *op, const EvalTensor *in, const EvalTensor *out) {
  if (in->elem != out->elem) return ev_invalid(st, op, "'%s': element types differ", op->name);
  return true;
}

/* ---- data nodes ---- */

bool ev_tosa_const(EvalState *st, const IrOp *op) {
  const IrAttr *a = ir_op_attr(op, "values");
  if (!a && op->kind == IR_OP_TOSA_CONST) a = ir_op_attr(op, "value");
  if (!a || op->nresults != 1) return ev_invalid(st, op, "'%s' requires attribute 'values'", op->name);
  EvalTensor *v = ev_const_value(st, op, a, op->results[0]->type);
  if (!v) return false;
  ev_bind(st, op->results[0], v);
  return true;
}

bool ev_tosa_identity(EvalState *st, const IrOp *op) {
  EvalTensor *in = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!in || !out) return false;
  if (in->n != out->n || in->elem != out->elem) return ev_invalid(st, op, "'%s': type mismatch", op->name);
  for (int64_t i = 0; i < out->n; i++)
    ev_set(st, out, i, ev_get(in, i));
  ev_bind(st, op->results[0], out);
  return true;
}

/* ---- elementwise binary ---- */

typedef struct TosaCtx {
  IrElem in_elem, out_elem;
  bool ignore, round;
  EvalElem shift; /* tosa.mul */
  int64_t elem;   /* result element being computed (ev_map goes in order) */
} TosaCtx;

static bool tosa_bin_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  TosaCtx *cx = vctx;
  IrElem e = cx->in_elem;
  bool isf = ir_elem_is_float(e);
  uint64_t a = in[0].v, b = in[1].v;
  int w = ir_elem_bits(e);
  bool ap = in[0].approx || in[1].approx;
  switch (op->kind) {
  case IR_OP_TOSA_ADD:
    out->v = isf ? ev_fbin(e, FPB_ADD, a, b, NULL) : int_add_s(st, op, a, b, w, ap);
    return true;
  case IR_OP_TOSA_SUB:
    out->v = isf ? ev_fbin(e, FPB_SUB, a, b, NULL) : int_sub_s(st, op, a, b, w, ap);
    return true;
  case IR_OP_TOSA_MUL: {
    if (isf) {
      out->v = ev_fbin(e, FPB_MUL, a, b, NULL);
      return true;
    }
    int ow = ir_elem_bits(cx->out_elem);
    uint64_t plain = ev_trunc(ev_resize(a, w, ow, true) * ev_resize(b, w, ow, true), ow);
    if (e != IR_I32) {
      out->v = plain;
      return true;
    }
    /* i32 with shift > 0: 64-bit product, round, arithmetic shift, REQUIRE
     * the result fits i32 (sem_tosa.c, MUL.tosac). */
    int64_t sh = (int64_t)cx->shift.v; /* sign-extended by ev_tosa_binary */
    out->poison |= cx->shift.poison;
    if (sh <= 0) {
      out->v = plain;
      return true;
    }
    uint64_t p = (uint64_t)ev_sext(a, 32) * (uint64_t)ev_sext(b, 32);
    uint64_t rnd = ev_shl(1, (uint64_t)(sh - 1), 64);
    uint64_t shifted = ev_ashr(p + rnd, (uint64_t)sh, 64);
    ev_ub(st, op, !ev_fits_signed((int64_t)shifted, 32), ap, "tosa.mul result does not fit i32");
    out->v = ev_trunc(shifted, ow);
    return true;
  }
  case IR_OP_TOSA_MAXIMUM:
    out->v = isf ? ev_zero_choice(st, op, cx->elem++, e, fp_max(e, cx->ignore, a, b)) : int_max(a, b, w);
    return true;
  case IR_OP_TOSA_MINIMUM:
    out->v = isf ? ev_zero_choice(st, op, cx->elem++, e, fp_min(e, cx->ignore, a, b)) : int_min(a, b, w);
    return true;
  case IR_OP_TOSA_POW:
    if (!isf) return ev_invalid(st, op, "'%s' on integers", op->name);
    out->v = ev_fbin(e, FPB_POW, a, b, &out->approx);
    return true;
  case IR_OP_TOSA_LOGICAL_AND:
  case IR_OP_TOSA_BITWISE_AND: out->v = a & b; return true;
  case IR_OP_TOSA_LOGICAL_OR:
  case IR_OP_TOSA_BITWISE_OR: out->v = a | b; return true;
  case IR_OP_TOSA_LOGICAL_XOR:
  case IR_OP_TOSA_BITWISE_XOR: out->v = a ^ b; return true;
  case IR_OP_TOSA_LOGICAL_LEFT_SHIFT:
  case IR_OP_TOSA_LOGICAL_RIGHT_SHIFT:
  case IR_OP_TOSA_ARITHMETIC_RIGHT_SHIFT: {
    int64_t sb = ev_sext(b, w);
    ev_ub(st, op, !(sb >= 0 && sb <= w - 1), ap, "shift amount outside [0, width-1]");
    if (op->kind == IR_OP_TOSA_LOGICAL_LEFT_SHIFT) {
      out->v = ev_shl(a, b, w);
    } else if (op->kind == IR_OP_TOSA_LOGICAL_RIGHT_SHIFT) {
      out->v = ev_lshr(a, b, w);
    } else {
      uint64_t r = ev_ashr(a, b, w);
      if (cx->round && sb > 0 && (ev_ashr(a, b - 1, w) & 1)) r = ev_trunc(r + 1, w);
      out->v = r;
    }
    return true;
  }
  case IR_OP_TOSA_INTDIV: {
    bool ovf = ev_trunc(a, w) == (UINT64_C(1) << (w - 1)) && ev_sext(b, w) == -1;
    ev_ub(st, op, ev_trunc(b, w) == 0 || ovf, ap, "intdiv by zero or INT_MIN / -1");
    out->v = ev_sdiv(a, b, w);
    return true;
  }
  default: return ev_unsupported(st, op, "unsupported op '%s'", op->name);
  }
}

bool ev_tosa_binary(EvalState *st, const IrOp *op) {
  EvalTensor *ins[2] = {ev_operand(st, op, 0), ev_operand(st, op, 1)};
  EvalTensor *out = ev_result(st, op);
  if (!ins[0] || !ins[1] || !out) return false;
  TosaCtx cx;
  memset(&cx, 0, sizeof cx);
  cx.in_elem = ins[0]->elem;
  cx.out_elem = out->elem;
  cx.ignore = is_ignore(op);
  cx.round = ir_attr_flag(op, "round");
  if (ins[1]->elem != cx.in_elem) return ev_invalid(st, op, "'%s': operand element types differ", op->name);
  if (op->kind == IR_OP_TOSA_MUL) {
    if (op->noperands < 3) return ev_invalid(st, op, "'%s' requires a shift operand", op->name);
    EvalTensor *sh = ev_operand(st, op, 2);
    if (!sh) return false;
    cx.shift = ev_read(st, op, sh, 0);
    int sw = ir_elem_bits(sh->elem);
    int64_t k = ev_sext(cx.shift.v, sw);
    bool bad = k < 0 || k > 63 || (cx.in_elem != IR_I32 && k != 0);
    /* A constant shift is judged statically (ERROR_IF), as the encoder
     * does once the term folds; a computed one is a runtime REQUIRE. */
    uint64_t cbits;
    if (bad && ir_operand_const_bits(op, 2, &cbits))
      return ev_invalid(st, op, "'%s': shift %lld not allowed for %s", op->name, (long long)k,
                        ir_elem_name(cx.in_elem));
    ev_ub(st, op, bad, false, "tosa.mul shift out of range");
    cx.shift.v = (uint64_t)k;
  }
  if (!ev_map(st, op, ins, 2, out, EV_TOSA_BROADCAST, tosa_bin_elem, &cx)) return false;
  ev_bind(st, op->results[0], out);
  return true;
}

/* ---- comparisons ---- */

static bool tosa_cmp_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  (void)st;
  TosaCtx *cx = vctx;
  IrElem e = cx->in_elem;
  int w = ir_elem_bits(e);
  bool r;
  if (ir_elem_is_float(e)) {
    FpCmp p = op->kind == IR_OP_TOSA_EQUAL ? FPC_OEQ : op->kind == IR_OP_TOSA_GREATER ? FPC_OGT : FPC_OGE;
    r = ev_fcmp(e, p, in[0].v, in[1].v);
  } else if (op->kind == IR_OP_TOSA_EQUAL) {
    r = ev_trunc(in[0].v, w) == ev_trunc(in[1].v, w);
  } else if (op->kind == IR_OP_TOSA_GREATER) {
    r = ev_sext(in[0].v, w) > ev_sext(in[1].v, w);
  } else {
    r = ev_sext(in[0].v, w) >= ev_sext(in[1].v, w);
  }
  out->v = r;
  return true;
}

bool ev_tosa_compare(EvalState *st, const IrOp *op) {
  EvalTensor *ins[2] = {ev_operand(st, op, 0), ev_operand(st, op, 1)};
  EvalTensor *out = ev_result(st, op);
  if (!ins[0] || !ins[1] || !out) return false;
  TosaCtx cx;
  memset(&cx, 0, sizeof cx);
  cx.in_elem = ins[0]->elem;
  if (!ev_map(st, op, ins, 2, out, EV_TOSA_BROADCAST, tosa_cmp_elem, &cx)) return false;
  ev_bind(st, op->results[0], out);
  return true;
}

/* ---- elementwise unary ---- */

static bool tosa_un_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  TosaCtx *cx = vctx;
  IrElem e = cx->in_elem;
  bool isf = ir_elem_is_float(e);
  uint64_t a = in[0].v;
  int w = ir_elem_bits(e);
  switch (op->kind) {
  case IR_OP_TOSA_ABS:
    if (isf)
      out->v = ev_fun(e, FPU_ABS, a, NULL);
    else {
      /* the REQUIRE of 0 - x is checked whatever the sign, as the encoder does */
      uint64_t neg = int_sub_s(st, op, 0, a, w, in[0].approx);
      out->v = ev_sext(a, w) < 0 ? neg : a;
    }
    return true;
  case IR_OP_TOSA_RECIPROCAL: out->v = ev_fbin(e, FPB_DIV, ev_fconst(e, 1.0), a, NULL); return true;
  case IR_OP_TOSA_RSQRT: out->v = ev_fun(e, FPU_RSQRT, a, &out->approx); return true;
  case IR_OP_TOSA_EXP: out->v = ev_fun(e, FPU_EXP, a, &out->approx); return true;
  case IR_OP_TOSA_LOG: {
    /* apply_log: 0 -> -inf, < 0 -> NaN, else the log */
    bool ap = false;
    uint64_t l = ev_fun(e, FPU_LOG, a, &ap);
    if (ev_fis_zero(e, a))
      out->v = ev_fconst(e, -INFINITY);
    else if (ev_fcmp(e, FPC_OLT, a, 0))
      out->v = ev_fconst(e, NAN);
    else {
      out->v = l;
      out->approx |= ap;
    }
    return true;
  }
  case IR_OP_TOSA_FLOOR: out->v = ev_fun(e, FPU_FLOOR, a, NULL); return true;
  case IR_OP_TOSA_CEIL: out->v = ev_fun(e, FPU_CEIL, a, NULL); return true;
  case IR_OP_TOSA_TANH: out->v = ev_fun(e, FPU_TANH, a, &out->approx); return true;
  case IR_OP_TOSA_ERF: out->v = ev_fun(e, FPU_ERF, a, &out->approx); return true;
  case IR_OP_TOSA_SIN: out->v = ev_fun(e, FPU_SIN, a, &out->approx); return true;
  case IR_OP_TOSA_COS: out->v = ev_fun(e, FPU_COS, a, &out->approx); return true;
  case IR_OP_TOSA_SIGMOID: { /* 1 / (1 + exp(-x)), its definition */
    uint64_t one = ev_fconst(e, 1.0);
    uint64_t ex = ev_fun(e, FPU_EXP, ev_fun(e, FPU_NEG, a, NULL), &out->approx);
    out->v = ev_fbin(e, FPB_DIV, one, ev_fbin(e, FPB_ADD, one, ex, NULL), NULL);
    return true;
  }
  case IR_OP_TOSA_LOGICAL_NOT:
  case IR_OP_TOSA_BITWISE_NOT: out->v = ev_trunc(~a, w); return true;
  case IR_OP_TOSA_CLZ: out->v = ev_clz(a, w); return true;
  default: return ev_unsupported(st, op, "unsupported op '%s'", op->name);
  }
}

bool ev_tosa_unary(EvalState *st, const IrOp *op) {
  EvalTensor *in = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!in || !out) return false;
  TosaCtx cx;
  memset(&cx, 0, sizeof cx);
  cx.in_elem = in->elem;
  bool float_only = op->kind != IR_OP_TOSA_ABS && op->kind != IR_OP_TOSA_LOGICAL_NOT &&
                    op->kind != IR_OP_TOSA_BITWISE_NOT && op->kind != IR_OP_TOSA_CLZ;
  if (float_only && !ir_elem_is_float(in->elem))
    return ev_unsupported(st, op, "unsupported: '%s' on %s", op->name, ir_elem_name(in->elem));
  if (!ev_map(st, op, &in, 1, out, EV_TOSA_BROADCAST, tosa_un_elem, &cx)) return false;
  ev_bind(st, op->results[0], out);
  return true;
}

/* NEGATE.tosac: floats flip the sign exactly; integers compute in i32 with
 * three REQUIRE'd steps, then clip to the type. */
bool ev_tosa_negate(EvalState *st, const IrOp *op) {
  EvalTensor *in = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!in || !out) return false;
  EvalElem izp = ev_elem(0), ozp = ev_elem(0);
  if (op->noperands >= 3 &&
      (!zero_point(st, op, 1, in->elem, &izp) || !zero_point(st, op, 2, in->elem, &ozp)))
    return false;
  if (!ev_work(st, op, out->n)) return false;
  int w = ir_elem_bits(in->elem);
  for (int64_t i = 0; i < out->n; i++) {
    EvalElem x = ev_read(st, op, in, in->n == 1 ? 0 : i), r = x;
    if (ir_elem_is_float(in->elem)) {
      r.v = ev_fun(in->elem, FPU_NEG, x.v, NULL);
    } else {
      /* 64-bit wrapping arithmetic, as the encoder's bit-vectors */
      int64_t t1 = (int64_t)((uint64_t)ev_sext(x.v, w) - (uint64_t)ev_sext(izp.v, w));
      int64_t t2 = (int64_t)((uint64_t)0 - (uint64_t)t1);
      int64_t t3 = (int64_t)((uint64_t)t2 + (uint64_t)ev_sext(ozp.v, w));
      bool ok = ev_fits_signed(t1, 32) && ev_fits_signed(t2, 32) && ev_fits_signed(t3, 32);
      ev_ub(st, op, !ok, x.approx, "negate intermediate does not fit i32");
      int64_t lo = ev_smin(w), hi = ev_smax(w);
      r.v = ev_trunc((uint64_t)(t3 < lo ? lo : t3 > hi ? hi : t3), w);
    }
    r.poison |= izp.poison || ozp.poison;
    ev_set(st, out, i, r);
  }
  ev_bind(st, op->results[0], out);
  return true;
}

/* CLAMP.tosac: apply_clip_s = min(max(value, min_val), max_val). */
bool ev_tosa_clamp(EvalState *st, const IrOp *op) {
  EvalTensor *in = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!in || !out) return false;
  const IrAttr *amin = ir_op_attr(op, "min_val"), *amax = ir_op_attr(op, "max_val");
  if (!amin || !amax) return ev_invalid(st, op, "'%s' requires min_val and max_val", op->name);
  IrElem e = in->elem;
  int w = ir_elem_bits(e);
  bool ignore = is_ignore(op);
  uint64_t lo, hi;
  if (ir_elem_is_float(e)) {
    if (amin->kind != IR_ATTR_FLOAT || amax->kind != IR_ATTR_FLOAT)
      return ev_invalid(st, op, "'%s': float clamp bounds must be float attributes", op->name);
    if (amin->f != amin->f || amax->f != amax->f)
      return ev_invalid(st, op, "'%s': NaN bound (ERROR_IF)", op->name);
    if (amax->f < amin->f) return ev_invalid(st, op, "'%s': max_val < min_val (ERROR_IF)", op->name);
    lo = amin->elem == e ? ev_fcanon(e, amin->bits) : ev_fconst(e, amin->f);
    hi = amax->elem == e ? ev_fcanon(e, amax->bits) : ev_fconst(e, amax->f);
  } else {
    if (amin->kind != IR_ATTR_INT || amax->kind != IR_ATTR_INT)
      return ev_invalid(st, op, "'%s': integer clamp bounds must be integer attributes", op->name);
    if (amax->i < amin->i) return ev_invalid(st, op, "'%s': max_val < min_val (ERROR_IF)", op->name);
    lo = ev_trunc((uint64_t)amin->i, w);
    hi = ev_trunc((uint64_t)amax->i, w);
  }
  if (!ev_work(st, op, out->n)) return false;
  for (int64_t i = 0; i < out->n; i++) {
    EvalElem x = ev_read(st, op, in, i), r = x;
    if (ir_elem_is_float(e)) {
      r.v = ev_zero_choice(st, op, i, e, fp_min(e, ignore, fp_max(e, ignore, x.v, lo), hi));
    } else {
      uint64_t m = ev_sext(x.v, w) >= ev_sext(lo, w) ? x.v : lo;
      r.v = ev_sext(m, w) < ev_sext(hi, w) ? m : hi;
    }
    ev_set(st, out, i, r);
  }
  ev_bind(st, op->results[0], out);
  return true;
}

static bool tosa_select_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  (void)st;
  (void)op;
  (void)vctx;
  bool c = in[0].v & 1;
  out->v = c ? in[1].v : in[2].v;
  /* poison: the encoder ORs all three (enc_map); approx can be precise:
   * the value depends on the condition and the chosen operand only. */
  out->approx = in[0].approx || (c ? in[1].approx : in[2].approx);
  return true;
}

bool ev_tosa_select(EvalState *st, const IrOp *op) {
  EvalTensor *ins[3] = {ev_operand(st, op, 0), ev_operand(st, op, 1), ev_operand(st, op, 2)};
  EvalTensor *out = ev_result(st, op);
  if (!ins[0] || !ins[1] || !ins[2] || !out) return false;
  if (!ev_map(st, op, ins, 3, out, EV_TOSA_BROADCAST, tosa_select_elem, NULL)) return false;
  ev_bind(st, op->results[0], out);
  return true;
}

/* ---- cast ---- */

static bool tosa_cast_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  TosaCtx *cx = vctx;
  IrElem from = cx->in_elem, to = cx->out_elem;
  uint64_t a = in[0].v;
  int fw = ir_elem_bits(from), tw = ir_elem_bits(to);
  bool ff = ir_elem_is_float(from), tf = ir_elem_is_float(to);
  if (to == IR_I1) { /* out = (in != 0) */
    out->v = ff ? ev_fcmp(from, FPC_UNE, a, 0) : ev_trunc(a, fw) != 0;
    return true;
  }
  if (tf) {
    if (from == IR_I1)
      out->v = ev_fconst(to, (a & 1) ? 1.0 : 0.0);
    else if (ff)
      out->v = ev_fconvert(from, to, a);
    else
      out->v = ev_ffrom_int(from, true, to, a);
    return true;
  }
  if (from == IR_I1) {
    out->v = ev_resize(a, fw, tw, false);
    return true;
  }
  if (ff) {
    /* NaN -> UB; round to nearest even; saturate */
    ev_ub(st, op, ev_fis_nan(from, a), in[0].approx, "cast of NaN to an integer");
    bool in_range;
    uint64_t r = ev_fto_int(from, a, tw, true, SMT_RNE, &in_range);
    bool positive = ev_fcmp(from, FPC_OGT, a, 0);
    out->v = in_range ? r : ev_trunc((uint64_t)(positive ? ev_smax(tw) : ev_smin(tw)), tw);
    return true;
  }
  out->v = ev_resize(a, fw, tw, true);
  return true;
}

bool ev_tosa_cast(EvalState *st, const IrOp *op) {
  EvalTensor *in = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!in || !out) return false;
  TosaCtx cx;
  memset(&cx, 0, sizeof cx);
  cx.in_elem = in->elem;
  cx.out_elem = out->elem;
  if (!ev_map(st, op, &in, 1, out, EV_TOSA_BROADCAST, tosa_cast_elem, &cx)) return false;
  ev_bind(st, op->results[0], out);
  return true;
}

/* ---- data layout (flags travel with the data, no reads) ---- */

bool ev_tosa_transpose(EvalState *st, const IrOp *op) {
  EvalTensor *in = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!in || !out || !same_elem(st, op, in, out)) return false;
  int64_t *perms;
  int np;
  if (!ir_attr_ints(st->a, op, "perms", &perms, &np))
    return ev_invalid(st, op, "'%s' requires perms", op->name);
  if (np != in->rank || out->rank != in->rank)
    return ev_invalid(st, op, "'%s': perms length != rank (ERROR_IF)", op->name);
  bool used[EVAL_MAX_RANK] = {0};
  for (int i = 0; i < np; i++) {
    if (perms[i] < 0 || perms[i] >= in->rank || used[perms[i]])
      return ev_invalid(st, op, "'%s': invalid perms (ERROR_IF)", op->name);
    used[perms[i]] = true;
    if (in->dims[perms[i]] != out->dims[i])
      return ev_invalid(st, op, "'%s': shape1[perms[i]] != shape[i] (ERROR_IF)", op->name);
  }
  if (!ev_work(st, op, out->n)) return false;
  int64_t idx[EVAL_MAX_RANK], tmp[EVAL_MAX_RANK];
  for (int64_t i = 0; i < out->n; i++) {
    ev_unflat(out->rank, out->dims, i, idx);
    for (int d = 0; d < out->rank; d++)
      tmp[perms[d]] = idx[d];
    ev_set(st, out, i, ev_get(in, ev_flat(in->rank, in->dims, tmp)));
  }
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_tosa_reshape(EvalState *st, const IrOp *op) {
  EvalTensor *in = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!in || !out || !same_elem(st, op, in, out)) return false;
  if (in->n != out->n) return ev_invalid(st, op, "'%s': tensor_size differs (ERROR_IF)", op->name);
  if (op->noperands > 1) {
    EvalTensor *sh = ev_operand(st, op, 1);
    if (!sh) return false;
    if (sh->kind == EVAL_SHAPE) {
      if (sh->rank != out->rank) return ev_invalid(st, op, "'%s': shape operand rank mismatch", op->name);
      for (int d = 0; d < out->rank; d++)
        if (sh->shape[d] != out->dims[d] && sh->shape[d] != -1)
          return ev_invalid(st, op, "'%s': shape operand does not match the result type", op->name);
    }
  }
  if (!ev_work(st, op, out->n)) return false;
  for (int64_t i = 0; i < out->n; i++)
    ev_set(st, out, i, ev_get(in, i));
  ev_bind(st, op->results[0], out);
  return true;
}

static bool shape_operand(EvalState *st, const IrOp *op, int i, int len, int64_t **vals) {
  EvalTensor *s = ev_operand(st, op, i);
  if (!s) return false;
  if (s->kind != EVAL_SHAPE)
    return ev_unsupported(st, op, "unsupported: '%s' operand %d is not a constant shape", op->name, i);
  if (s->rank != len)
    return ev_invalid(st, op, "'%s': shape operand %d has length %d, expected %d (ERROR_IF)", op->name, i,
                      s->rank, len);
  *vals = s->shape;
  return true;
}

bool ev_tosa_slice(EvalState *st, const IrOp *op) {
  EvalTensor *in = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!in || !out || !same_elem(st, op, in, out)) return false;
  int64_t *start, *size;
  if (!shape_operand(st, op, 1, in->rank, &start) || !shape_operand(st, op, 2, in->rank, &size)) return false;
  if (out->rank != in->rank) return ev_invalid(st, op, "'%s': rank mismatch (ERROR_IF)", op->name);
  for (int d = 0; d < in->rank; d++)
    if (start[d] < 0 || size[d] <= 0 || start[d] + size[d] > in->dims[d] || out->dims[d] != size[d])
      return ev_invalid(st, op, "'%s': start/size out of bounds in dim %d (ERROR_IF)", op->name, d);
  if (!ev_work(st, op, out->n)) return false;
  int64_t idx[EVAL_MAX_RANK];
  for (int64_t i = 0; i < out->n; i++) {
    ev_unflat(out->rank, out->dims, i, idx);
    for (int d = 0; d < out->rank; d++)
      idx[d] += start[d];
    ev_set(st, out, i, ev_get(in, ev_flat(in->rank, in->dims, idx)));
  }
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_tosa_pad(EvalState *st, const IrOp *op) {
  EvalTensor *in = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!in || !out || !same_elem(st, op, in, out)) return false;
  int64_t *pad;
  if (!shape_operand(st, op, 1, 2 * in->rank, &pad)) return false;
  EvalTensor *pc = op->noperands > 2 ? ev_operand(st, op, 2) : NULL;
  if (op->noperands > 2 && !pc) return false;
  if (out->rank != in->rank) return ev_invalid(st, op, "'%s': rank mismatch (ERROR_IF)", op->name);
  for (int d = 0; d < in->rank; d++)
    if (pad[2 * d] < 0 || pad[2 * d + 1] < 0 || out->dims[d] != pad[2 * d] + in->dims[d] + pad[2 * d + 1])
      return ev_invalid(st, op, "'%s': padding does not match the output shape (ERROR_IF)", op->name);
  EvalElem padv = pc ? ev_get(pc, 0) : ev_elem(0);
  if (!ev_work(st, op, out->n)) return false;
  int64_t idx[EVAL_MAX_RANK];
  for (int64_t i = 0; i < out->n; i++) {
    ev_unflat(out->rank, out->dims, i, idx);
    bool is_pad = false;
    for (int d = 0; d < out->rank; d++) {
      idx[d] -= pad[2 * d];
      if (idx[d] < 0 || idx[d] >= in->dims[d]) is_pad = true;
    }
    ev_set(st, out, i, is_pad ? padv : ev_get(in, ev_flat(in->rank, in->dims, idx)));
  }
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_tosa_concat(EvalState *st, const IrOp *op) {
  EvalTensor *out = ev_result(st, op);
  if (!out) return false;
  int64_t axis;
  if (!ir_attr_int(op, "axis", &axis)) return ev_invalid(st, op, "'%s' requires axis", op->name);
  if (op->noperands < 1) return ev_invalid(st, op, "'%s': no inputs (ERROR_IF)", op->name);
  if (axis < 0 || axis >= out->rank)
    return ev_invalid(st, op, "'%s': axis out of range (ERROR_IF)", op->name);
  int64_t sum = 0;
  for (int k = 0; k < op->noperands; k++) {
    EvalTensor *in = ev_operand(st, op, k);
    if (!in || !same_elem(st, op, in, out)) return false;
    if (in->rank != out->rank) return ev_invalid(st, op, "'%s': rank mismatch (ERROR_IF)", op->name);
    for (int d = 0; d < out->rank; d++)
      if (d != axis && in->dims[d] != out->dims[d])
        return ev_invalid(st, op, "'%s': dim %d mismatch (ERROR_IF)", op->name, d);
    sum += in->dims[axis];
  }
  if (sum != out->dims[axis]) return ev_invalid(st, op, "'%s': axis_sum != shape[axis] (ERROR_IF)", op->name);
  if (!ev_work(st, op, out->n)) return false;
  int64_t idx[EVAL_MAX_RANK];
  for (int64_t i = 0; i < out->n; i++) {
    ev_unflat(out->rank, out->dims, i, idx);
    for (int k = 0; k < op->noperands; k++) {
      EvalTensor *in = st->vals[op->operands[k]->id];
      if (idx[axis] < in->dims[axis]) {
        ev_set(st, out, i, ev_get(in, ev_flat(in->rank, in->dims, idx)));
        break;
      }
      idx[axis] -= in->dims[axis];
    }
  }
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_tosa_tile(EvalState *st, const IrOp *op) {
  EvalTensor *in = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!in || !out || !same_elem(st, op, in, out)) return false;
  int64_t *mult;
  if (!shape_operand(st, op, 1, in->rank, &mult)) return false;
  if (out->rank != in->rank) return ev_invalid(st, op, "'%s': rank mismatch (ERROR_IF)", op->name);
  for (int d = 0; d < in->rank; d++)
    if (in->dims[d] * mult[d] != out->dims[d])
      return ev_invalid(st, op, "'%s': shape1[i] * multiples[i] != shape[i] (ERROR_IF)", op->name);
  if (!ev_work(st, op, out->n)) return false;
  int64_t idx[EVAL_MAX_RANK];
  for (int64_t i = 0; i < out->n; i++) {
    ev_unflat(out->rank, out->dims, i, idx);
    for (int d = 0; d < out->rank; d++)
      idx[d] %= in->dims[d];
    ev_set(st, out, i, ev_get(in, ev_flat(in->rank, in->dims, idx)));
  }
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_tosa_reverse(EvalState *st, const IrOp *op) {
  EvalTensor *in = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!in || !out || !same_elem(st, op, in, out)) return false;
  int64_t axis;
  if (!ir_attr_int(op, "axis", &axis)) return ev_invalid(st, op, "'%s' requires axis", op->name);
  if (axis < 0 || axis >= in->rank) return ev_invalid(st, op, "'%s': axis out of range (ERROR_IF)", op->name);
  if (in->n != out->n || in->rank != out->rank) return ev_invalid(st, op, "'%s': shape mismatch", op->name);
  if (!ev_work(st, op, out->n)) return false;
  int64_t idx[EVAL_MAX_RANK];
  for (int64_t i = 0; i < out->n; i++) {
    ev_unflat(out->rank, out->dims, i, idx);
    idx[axis] = in->dims[axis] - 1 - idx[axis];
    ev_set(st, out, i, ev_get(in, ev_flat(in->rank, in->dims, idx)));
  }
  ev_bind(st, op->results[0], out);
  return true;
}

/* GATHER.tosac: output[n,w,c] = values[n, indices[n,w], c]; REQUIRE(0 <= k < K). */
bool ev_tosa_gather(EvalState *st, const IrOp *op) {
  EvalTensor *values = ev_operand(st, op, 0), *indices = ev_operand(st, op, 1), *out = ev_result(st, op);
  if (!values || !indices || !out || !same_elem(st, op, values, out)) return false;
  if (values->rank != 3 || indices->rank != 2 || out->rank != 3)
    return ev_invalid(st, op, "'%s': expects values [N,K,C], indices [N,W]", op->name);
  int64_t N = values->dims[0], K = values->dims[1], C = values->dims[2], W = indices->dims[1];
  if (indices->dims[0] != N || out->dims[0] != N || out->dims[1] != W || out->dims[2] != C)
    return ev_invalid(st, op, "'%s': shape mismatch", op->name);
  if (K == 0) return ev_invalid(st, op, "'%s': K == 0", op->name);
  if (!ev_work(st, op, out->n)) return false;
  int kw = ir_elem_bits(indices->elem);
  for (int64_t n = 0; n < N; n++)
    for (int64_t w = 0; w < W; w++) {
      EvalElem k = ev_read(st, op, indices, n * W + w);
      int64_t kv = ev_sext(k.v, kw);
      bool oob = kv < 0 || kv >= K;
      ev_ub(st, op, k.poison || oob, k.approx, "gather index out of range or poison");
      if (oob) kv = 0;
      for (int64_t ch = 0; ch < C; ch++) {
        EvalElem e = ev_read(st, op, values, (n * K + kv) * C + ch);
        e.poison |= k.poison;
        e.approx |= k.approx;
        ev_set(st, out, (n * W + w) * C + ch, e);
      }
    }
  ev_bind(st, op->results[0], out);
  return true;
}

/* ---- reductions ---- */

static IrElem reduce_sum_acc(IrElem e) { return e == IR_BF16 ? IR_F32 : e; }

bool ev_tosa_reduce(EvalState *st, const IrOp *op) {
  EvalTensor *in = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!in || !out || !same_elem(st, op, in, out)) return false;
  int64_t axis;
  if (!ir_attr_int(op, "axis", &axis)) return ev_invalid(st, op, "'%s' requires axis", op->name);
  if (axis < 0 || axis >= in->rank) return ev_invalid(st, op, "'%s': axis out of range (ERROR_IF)", op->name);
  if (out->rank != in->rank || out->dims[axis] != 1)
    return ev_invalid(st, op, "'%s': shape[axis] != 1 (ERROR_IF)", op->name);
  for (int d = 0; d < in->rank; d++)
    if (d != axis && in->dims[d] != out->dims[d]) return ev_invalid(st, op, "'%s': shape mismatch", op->name);
  IrElem e = in->elem;
  bool isf = ir_elem_is_float(e), ignore = is_ignore(op);
  int w = ir_elem_bits(e);
  IrElem acc_e = op->kind == IR_OP_TOSA_REDUCE_SUM && isf ? reduce_sum_acc(e) : e;
  if (!isf && op->kind == IR_OP_TOSA_REDUCE_PRODUCT)
    return ev_unsupported(st, op, "unsupported: '%s' on integers", op->name);
  if (!ev_work(st, op, in->n)) return false;
  int64_t idx[EVAL_MAX_RANK];
  for (int64_t o = 0; o < out->n; o++) {
    ev_unflat(out->rank, out->dims, o, idx);
    EvalElem acc = ev_elem(0);
    switch (op->kind) {
    case IR_OP_TOSA_REDUCE_SUM: acc.v = 0; break;
    case IR_OP_TOSA_REDUCE_PRODUCT: acc.v = ev_fconst(e, 1.0); break;
    case IR_OP_TOSA_REDUCE_MAX:
      acc.v = isf ? ev_fconst(e, ignore ? NAN : -INFINITY) : ev_trunc((uint64_t)ev_smin(w), w);
      break;
    case IR_OP_TOSA_REDUCE_MIN:
      acc.v = isf ? ev_fconst(e, ignore ? NAN : INFINITY) : ev_trunc((uint64_t)ev_smax(w), w);
      break;
    case IR_OP_TOSA_REDUCE_ALL: acc.v = 1; break;
    default: acc.v = 0; break;
    }
    for (int64_t k = 0; k < in->dims[axis]; k++) {
      idx[axis] = k;
      EvalElem x = ev_read(st, op, in, ev_flat(in->rank, in->dims, idx));
      acc.poison |= x.poison;
      acc.approx |= x.approx;
      switch (op->kind) {
      case IR_OP_TOSA_REDUCE_SUM:
        if (isf) {
          uint64_t xv = acc_e == e ? x.v : ev_fconvert(e, acc_e, x.v);
          acc.v = ev_fbin(acc_e, FPB_ADD, acc.v, xv, NULL);
        } else {
          acc.v = int_add_s(st, op, acc.v, x.v, w, acc.approx);
        }
        break;
      case IR_OP_TOSA_REDUCE_PRODUCT: acc.v = ev_fbin(e, FPB_MUL, acc.v, x.v, NULL); break;
      case IR_OP_TOSA_REDUCE_MAX: acc.v = isf ? fp_max(e, ignore, acc.v, x.v) : int_max(acc.v, x.v, w); break;
      case IR_OP_TOSA_REDUCE_MIN: acc.v = isf ? fp_min(e, ignore, acc.v, x.v) : int_min(acc.v, x.v, w); break;
      case IR_OP_TOSA_REDUCE_ALL: acc.v &= x.v; break;
      default: acc.v |= x.v; break;
      }
    }
    if (acc_e != e) acc.v = ev_fconvert(acc_e, e, acc.v);
    if (isf && (op->kind == IR_OP_TOSA_REDUCE_MAX || op->kind == IR_OP_TOSA_REDUCE_MIN))
      acc.v = ev_zero_choice(st, op, o, e, acc.v);
    ev_set(st, out, o, acc);
  }
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_tosa_argmax(EvalState *st, const IrOp *op) {
  EvalTensor *in = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!in || !out) return false;
  int64_t axis;
  if (!ir_attr_int(op, "axis", &axis)) return ev_invalid(st, op, "'%s' requires axis", op->name);
  if (axis < 0 || axis >= in->rank) return ev_invalid(st, op, "'%s': axis out of range (ERROR_IF)", op->name);
  if (out->rank != in->rank - 1)
    return ev_invalid(st, op, "'%s': output shape mismatch (ERROR_IF)", op->name);
  for (int d = 0, o = 0; d < in->rank; d++)
    if (d != axis && in->dims[d] != out->dims[o++])
      return ev_invalid(st, op, "'%s': output shape mismatch (ERROR_IF)", op->name);
  IrElem e = in->elem;
  bool isf = ir_elem_is_float(e), ignore = is_ignore(op);
  int w = ir_elem_bits(e);
  if (!ev_work(st, op, in->n)) return false;
  int64_t oidx[EVAL_MAX_RANK], idx[EVAL_MAX_RANK];
  for (int64_t o = 0; o < out->n; o++) {
    ev_unflat(out->rank, out->dims, o, oidx);
    for (int d = 0, k = 0; d < in->rank; d++)
      idx[d] = d == axis ? 0 : oidx[k++];
    uint64_t max_value = isf ? ev_fconst(e, ignore ? NAN : -INFINITY) : ev_trunc((uint64_t)ev_smin(w), w);
    uint64_t max_index = 0;
    EvalElem r = ev_elem(0);
    for (int64_t i = 0; i < in->dims[axis]; i++) {
      idx[axis] = i;
      EvalElem x = ev_read(st, op, in, ev_flat(in->rank, in->dims, idx));
      r.poison |= x.poison;
      r.approx |= x.approx;
      bool update;
      if (isf) {
        /* result = apply_max_s(value, max_value); update when result !=
         * max_value (C != with NaN) unless both are NaN */
        uint64_t res = fp_max(e, ignore, x.v, max_value);
        bool both_nan = ev_fis_nan(e, res) && ev_fis_nan(e, max_value);
        update = ev_fcmp(e, FPC_UNE, res, max_value) && !both_nan;
        if (update) max_value = res;
      } else {
        update = ev_sext(x.v, w) > ev_sext(max_value, w);
        if (update) max_value = x.v;
      }
      if (update) max_index = (uint64_t)i;
    }
    r.v = max_index;
    ev_set(st, out, o, r);
  }
  ev_bind(st, op->results[0], out);
  return true;
}

/* ---- tensor operators ---- */

/* static_cast<to>(x) (sem_tosa.c num_cast). */
static uint64_t num_cast(IrElem from, IrElem to, uint64_t x) {
  if (from == to) return x;
  bool ff = ir_elem_is_float(from), tf = ir_elem_is_float(to);
  if (ff && tf) return ev_fconvert(from, to, x);
  if (!ff && !tf) return ev_resize(x, ir_elem_bits(from), ir_elem_bits(to), true);
  if (tf) return ev_ffrom_int(from, true, to, x);
  /* float -> int without a range guard: the encoder's value is unspecified
   * out of range; in range it is the RNE integer */
  return ev_fto_int(from, x, ir_elem_bits(to), true, SMT_RNE, NULL);
}

/* acc + a * b in acc_t */
static uint64_t mac(EvalState *st, const IrOp *op, IrElem acc_e, uint64_t acc, uint64_t a, uint64_t b,
                    bool approx) {
  if (ir_elem_is_float(acc_e)) return ev_fbin(acc_e, FPB_ADD, acc, ev_fbin(acc_e, FPB_MUL, a, b, NULL), NULL);
  int w = ir_elem_bits(acc_e);
  return int_add_s(st, op, acc, ev_trunc(a * b, w), w, approx);
}

/* value - zp in acc_t; skipped for a static +0.0 float zero point */
static uint64_t sub_zp(EvalState *st, const IrOp *op, IrElem acc_e, uint64_t v, uint64_t zp, bool skip,
                       bool approx) {
  if (skip) return v;
  if (ir_elem_is_float(acc_e)) return ev_fbin(acc_e, FPB_SUB, v, zp, NULL);
  return int_sub_s(st, op, v, zp, ir_elem_bits(acc_e), approx);
}

/* MATMUL.tosac */
bool ev_tosa_matmul(EvalState *st, const IrOp *op) {
  EvalTensor *A = ev_operand(st, op, 0), *B = ev_operand(st, op, 1), *out = ev_result(st, op);
  if (!A || !B || !out) return false;
  if (A->rank != 3 || B->rank != 3 || out->rank != 3)
    return ev_invalid(st, op, "'%s': expects rank-3 operands", op->name);
  int64_t N = A->dims[0], H = A->dims[1], C = A->dims[2], W = B->dims[2];
  if (B->dims[0] != N || B->dims[1] != C || out->dims[0] != N || out->dims[1] != H || out->dims[2] != W)
    return ev_invalid(st, op, "'%s': shape mismatch", op->name);
  EvalElem azp = ev_elem(0), bzp = ev_elem(0);
  if (op->noperands >= 4 && (!zero_point(st, op, 2, A->elem, &azp) || !zero_point(st, op, 3, B->elem, &bzp)))
    return false;
  IrElem oe = out->elem;
  bool skip_a = ir_elem_is_float(A->elem) && (op->noperands < 4 || zero_point_is_plus_zero(op, 2));
  bool skip_b = ir_elem_is_float(B->elem) && (op->noperands < 4 || zero_point_is_plus_zero(op, 3));
  uint64_t azp_o = num_cast(A->elem, oe, azp.v), bzp_o = num_cast(B->elem, oe, bzp.v);
  if (!ev_work(st, op, ev_sat_mul(out->n, C > 0 ? C : 1))) return false;
  for (int64_t n = 0; n < N; n++)
    for (int64_t h = 0; h < H; h++)
      for (int64_t w = 0; w < W; w++) {
        EvalElem acc = ev_elem(zero_of(oe));
        acc.poison = azp.poison || bzp.poison;
        acc.approx = azp.approx || bzp.approx;
        for (int64_t ch = 0; ch < C; ch++) {
          EvalElem a = ev_read(st, op, A, (n * H + h) * C + ch), b = ev_read(st, op, B, (n * C + ch) * W + w);
          acc.poison |= a.poison || b.poison;
          acc.approx |= a.approx || b.approx;
          uint64_t v1 = sub_zp(st, op, oe, num_cast(A->elem, oe, a.v), azp_o, skip_a, acc.approx);
          uint64_t v2 = sub_zp(st, op, oe, num_cast(B->elem, oe, b.v), bzp_o, skip_b, acc.approx);
          acc.v = mac(st, op, oe, acc.v, v1, v2, acc.approx);
        }
        if (ir_elem_is_float(oe))
          acc.v = ev_zero_choice(st, op, (n * H + h) * W + w, oe, acc.v); /* a dot product */
        ev_set(st, out, (n * H + h) * W + w, acc);
      }
  ev_bind(st, op->results[0], out);
  return true;
}

static bool attr_n(EvalState *st, const IrOp *op, const char *name, int len, int64_t *dst) {
  int64_t *v;
  int n;
  if (!ir_attr_ints(st->a, op, name, &v, &n) || n != len)
    return ev_invalid(st, op, "'%s' requires %s[%d]", op->name, name, len);
  for (int i = 0; i < len; i++)
    dst[i] = v[i];
  return true;
}

/* CONV2D.tosac and DEPTHWISE_CONV2D.tosac. */
bool ev_tosa_conv2d(EvalState *st, const IrOp *op) {
  bool depthwise = op->kind == IR_OP_TOSA_DEPTHWISE_CONV2D;
  EvalTensor *in = ev_operand(st, op, 0), *wt = ev_operand(st, op, 1), *bias = ev_operand(st, op, 2),
             *out = ev_result(st, op);
  if (!in || !wt || !bias || !out) return false;
  if (in->rank != 4 || wt->rank != 4 || out->rank != 4 || bias->rank != 1)
    return ev_invalid(st, op, "'%s': expects NHWC input, 4-D weights, 1-D bias", op->name);
  int64_t pad[4] = {0}, stride[2] = {0}, dil[2] = {0};
  if (!attr_n(st, op, "pad", 4, pad) || !attr_n(st, op, "stride", 2, stride) ||
      !attr_n(st, op, "dilation", 2, dil))
    return false;
  int64_t N = in->dims[0], IH = in->dims[1], IW = in->dims[2], IC = in->dims[3];
  int64_t KH, KW, OC, M = 1;
  if (depthwise) {
    KH = wt->dims[0], KW = wt->dims[1], M = wt->dims[3];
    OC = IC * M;
    if (wt->dims[2] != IC) return ev_invalid(st, op, "'%s': weight channels != input channels", op->name);
  } else {
    OC = wt->dims[0], KH = wt->dims[1], KW = wt->dims[2];
    if (wt->dims[3] != IC) return ev_invalid(st, op, "'%s': weight channels != input channels", op->name);
  }
  int64_t OH = out->dims[1], OW = out->dims[2], BC = bias->dims[0];
  if (pad[0] < 0 || pad[1] < 0 || pad[2] < 0 || pad[3] < 0 || stride[0] < 1 || stride[1] < 1 || dil[0] < 1 ||
      dil[1] < 1)
    return ev_invalid(st, op, "'%s': invalid pad/stride/dilation (ERROR_IF)", op->name);
  int64_t ny = IH - 1 + pad[0] + pad[1] - (KH - 1) * dil[0],
          nx = IW - 1 + pad[2] + pad[3] - (KW - 1) * dil[1];
  if (ny < 0 || nx < 0 || ny % stride[0] || nx % stride[1] || OH != ny / stride[0] + 1 ||
      OW != nx / stride[1] + 1 || out->dims[0] != N || out->dims[3] != OC || (BC != OC && BC != 1))
    return ev_invalid(st, op, "'%s': output shape does not match (ERROR_IF)", op->name);
  EvalElem izp = ev_elem(0), wzp = ev_elem(0);
  if (op->noperands >= 5 &&
      (!zero_point(st, op, 3, in->elem, &izp) || !zero_point(st, op, 4, wt->elem, &wzp)))
    return false;
  IrElem oe = out->elem;
  IrElem acc_e = acc_type_attr(op, ir_elem_is_float(oe) ? oe : (oe == IR_I48 ? IR_I48 : IR_I32));
  bool isf = ir_elem_is_float(acc_e);
  int aw = ir_elem_bits(acc_e);
  bool skip_i = isf && (op->noperands < 5 || zero_point_is_plus_zero(op, 3));
  bool skip_w = isf && (op->noperands < 5 || zero_point_is_plus_zero(op, 4));
  uint64_t izp_a = num_cast(in->elem, acc_e, izp.v), wzp_a = num_cast(wt->elem, acc_e, wzp.v);
  bool zap = izp.approx || wzp.approx;
  if (!ev_work(st, op, ev_sat_mul(ev_sat_mul(out->n, KH), ev_sat_mul(KW, depthwise ? 1 : IC)))) return false;
  for (int64_t n = 0; n < N; n++)
    for (int64_t oy = 0; oy < OH; oy++)
      for (int64_t ox = 0; ox < OW; ox++)
        for (int64_t oc = 0; oc < OC; oc++) {
          int64_t c_in = depthwise ? oc / M : 0, m = depthwise ? oc % M : 0;
          EvalElem acc = ev_elem(zero_of(acc_e));
          acc.poison = izp.poison || wzp.poison;
          acc.approx = zap;
          int64_t iy = oy * stride[0] - pad[0], ix = ox * stride[1] - pad[2];
          for (int64_t ky = 0; ky < KH; ky++)
            for (int64_t kx = 0; kx < KW; kx++)
              for (int64_t ic = depthwise ? c_in : 0; ic < (depthwise ? c_in + 1 : IC); ic++) {
                int64_t y = iy + ky * dil[0], x = ix + kx * dil[1];
                bool inside = y >= 0 && y < IH && x >= 0 && x < IW;
                if (!inside && !isf) continue; /* integer: 0 * w contributes nothing */
                uint64_t value = zero_of(acc_e);
                if (inside) {
                  EvalElem xe = ev_read(st, op, in, ((n * IH + y) * IW + x) * IC + ic);
                  acc.poison |= xe.poison;
                  acc.approx |= xe.approx;
                  value = sub_zp(st, op, acc_e, num_cast(in->elem, acc_e, xe.v), izp_a, skip_i, acc.approx);
                }
                int64_t widx =
                    depthwise ? ((ky * KW + kx) * IC + ic) * M + m : ((oc * KH + ky) * KW + kx) * IC + ic;
                EvalElem we = ev_read(st, op, wt, widx);
                acc.poison |= we.poison;
                acc.approx |= we.approx;
                uint64_t wv =
                    sub_zp(st, op, acc_e, num_cast(wt->elem, acc_e, we.v), wzp_a, skip_w, acc.approx);
                acc.v = mac(st, op, acc_e, acc.v, value, wv, acc.approx);
              }
          EvalElem b = ev_read(st, op, bias, BC == 1 ? 0 : oc);
          uint64_t o = num_cast(acc_e, oe, acc.v);
          if (ir_elem_is_float(oe))
            o = ev_fbin(oe, FPB_ADD, o, b.v, NULL);
          else
            o = int_add_s(st, op, o, b.v, ir_elem_bits(oe), acc.approx);
          (void)aw;
          acc.v =
              ir_elem_is_float(oe) ? ev_zero_choice(st, op, ((n * OH + oy) * OW + ox) * OC + oc, oe, o) : o;
          acc.poison |= b.poison;
          acc.approx |= b.approx;
          ev_set(st, out, ((n * OH + oy) * OW + ox) * OC + oc, acc);
        }
  ev_bind(st, op->results[0], out);
  return true;
}

/* MAX_POOL2D.tosac and AVG_POOL2D.tosac. */
bool ev_tosa_pool2d(EvalState *st, const IrOp *op) {
  bool is_max = op->kind == IR_OP_TOSA_MAX_POOL2D;
  EvalTensor *in = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!in || !out || !same_elem(st, op, in, out)) return false;
  if (in->rank != 4 || out->rank != 4) return ev_invalid(st, op, "'%s': expects NHWC tensors", op->name);
  int64_t kernel[2] = {0}, stride[2] = {0}, pad[4] = {0};
  if (!attr_n(st, op, "kernel", 2, kernel) || !attr_n(st, op, "stride", 2, stride) ||
      !attr_n(st, op, "pad", 4, pad))
    return false;
  int64_t N = in->dims[0], IH = in->dims[1], IW = in->dims[2], C = in->dims[3], OH = out->dims[1],
          OW = out->dims[2];
  if (kernel[0] < 1 || kernel[1] < 1 || stride[0] < 1 || stride[1] < 1 || pad[0] < 0 || pad[1] < 0 ||
      pad[2] < 0 || pad[3] < 0 || pad[3] >= kernel[1] || pad[2] >= kernel[1] || pad[0] >= kernel[0] ||
      pad[1] >= kernel[0])
    return ev_invalid(st, op, "'%s': invalid kernel/stride/pad (ERROR_IF)", op->name);
  int64_t ny = IH + pad[0] + pad[1] - kernel[0], nx = IW + pad[2] + pad[3] - kernel[1];
  if (ny < 0 || nx < 0 || ny % stride[0] || nx % stride[1] || OH != ny / stride[0] + 1 ||
      OW != nx / stride[1] + 1 || out->dims[0] != N || out->dims[3] != C)
    return ev_invalid(st, op, "'%s': output shape does not match (ERROR_IF)", op->name);
  IrElem e = in->elem;
  bool isf = ir_elem_is_float(e), ignore = is_ignore(op);
  int w = ir_elem_bits(e);
  EvalElem izp = ev_elem(0), ozp = ev_elem(0);
  IrElem acc_e = e;
  if (!is_max) {
    if (op->noperands >= 3 && (!zero_point(st, op, 1, e, &izp) || !zero_point(st, op, 2, e, &ozp)))
      return false;
    acc_e = acc_type_attr(op, isf ? e : IR_I32);
  }
  bool skip_i = isf && (op->noperands < 3 || zero_point_is_plus_zero(op, 1));
  if (!ev_work(st, op, ev_sat_mul(out->n, ev_sat_mul(kernel[0], kernel[1])))) return false;
  for (int64_t n = 0; n < N; n++)
    for (int64_t oy = 0; oy < OH; oy++)
      for (int64_t ox = 0; ox < OW; ox++)
        for (int64_t ch = 0; ch < C; ch++) {
          EvalElem acc = ev_elem(0);
          if (is_max)
            acc.v = isf ? ev_fconst(e, ignore ? NAN : -INFINITY) : ev_trunc((uint64_t)ev_smin(w), w);
          else
            acc.v = zero_of(acc_e);
          acc.poison = izp.poison || ozp.poison;
          uint64_t izp_a = num_cast(e, acc_e, izp.v);
          acc.approx = false;
          int64_t count = 0, iy = oy * stride[0] - pad[0], ix = ox * stride[1] - pad[2];
          for (int64_t ky = 0; ky < kernel[0]; ky++)
            for (int64_t kx = 0; kx < kernel[1]; kx++) {
              int64_t y = iy + ky, x = ix + kx;
              if (y < 0 || y >= IH || x < 0 || x >= IW) continue;
              count++;
              EvalElem xe = ev_read(st, op, in, ((n * IH + y) * IW + x) * C + ch);
              acc.poison |= xe.poison;
              acc.approx |= xe.approx;
              if (is_max) {
                acc.v = isf ? fp_max(e, ignore, acc.v, xe.v) : int_max(acc.v, xe.v, w);
              } else if (isf) {
                uint64_t v = sub_zp(st, op, acc_e, num_cast(e, acc_e, xe.v), izp_a, skip_i, acc.approx);
                acc.v = ev_fbin(acc_e, FPB_ADD, acc.v, v, NULL);
              } else {
                uint64_t v = int_sub_s(st, op, ev_resize(xe.v, w, 32, true), izp_a, 32, acc.approx);
                acc.v = int_add_s(st, op, acc.v, v, 32, acc.approx);
              }
            }
          if (!is_max) {
            if (count == 0) return ev_invalid(st, op, "'%s': empty pooling window", op->name);
            if (isf) {
              uint64_t q =
                  ev_fbin(acc_e, FPB_DIV, acc.v, ev_ffrom_int(IR_I64, true, acc_e, (uint64_t)count), NULL);
              acc.v = num_cast(acc_e, e, q);
            } else {
              /* reciprocal_scale(count), apply_scale_32(acc, multiplier, shift, false) */
              int k = 0;
              while (k < 32 && (UINT64_C(1) << k) < (uint64_t)count)
                k++;
              int64_t numerator = ((INT64_C(1) << 30) + 1) << k;
              int64_t mult = numerator / count, shift = 30 + k;
              int64_t v64 = ev_sext(acc.v, 32);
              int64_t lim = INT64_C(1) << (shift - 1);
              ev_ub(st, op, !(v64 >= -lim && v64 < lim), acc.approx, "apply_scale_32 value out of range");
              uint64_t r = ev_ashr((uint64_t)v64 * (uint64_t)mult + (uint64_t)lim, (uint64_t)shift, 64);
              uint64_t r32 =
                  int_add_s(st, op, ev_trunc(r, 32), ev_resize(ozp.v, w, 32, true), 32, acc.approx);
              int64_t s32 = ev_sext(r32, 32), lo = ev_smin(w), hi = ev_smax(w);
              acc.v = ev_trunc((uint64_t)(s32 < lo ? lo : s32 > hi ? hi : s32), w);
            }
          }
          int64_t o = ((n * OH + oy) * OW + ox) * C + ch;
          if (is_max && isf) acc.v = ev_zero_choice(st, op, o, e, acc.v);
          ev_set(st, out, o, acc);
        }
  ev_bind(st, op->results[0], out);
  return true;
}

/* ---- RESCALE and tosa.apply_scale (sem_tosa.c, rule for rule) ----
 * The helpers run on int64_t as the pseudo-code does; the arithmetic wraps
 * like the encoder's 64-bit bit-vectors so that inputs whose REQUIREs fail
 * (UB, values not compared) never trap in C. */

typedef enum ScaleRound { SR_SINGLE, SR_DOUBLE, SR_INEXACT } ScaleRound;

static ScaleRound scale_rounding(const IrOp *op) {
  const char *m = ir_attr_keyword(op, "rounding_mode");
  if (m && strstr(m, "INEXACT")) return SR_INEXACT;
  if (m && strstr(m, "DOUBLE")) return SR_DOUBLE;
  if (!m && ir_attr_flag(op, "double_round")) return SR_DOUBLE;
  return SR_SINGLE;
}

static uint64_t wrap_add(uint64_t a, uint64_t b) { return a + b; }
static uint64_t wrap_mul(uint64_t a, uint64_t b) { return a * b; }

/* REQUIREs on multiplier and shift; returns round = 1 << (shift - 1). */
static uint64_t scale_common(EvalState *st, const IrOp *op, int64_t m, int64_t sh, bool approx) {
  ev_ub(st, op, m < 0, approx, "apply_scale: multiplier < 0");
  ev_ub(st, op, sh < 2 || sh > 62, approx, "apply_scale: shift outside [2, 62]");
  return ev_shl(1, (uint64_t)sh - 1, 64);
}

static uint64_t apply_scale_32(EvalState *st, const IrOp *op, int64_t v, int64_t m, int64_t sh, bool dround,
                               bool approx) {
  uint64_t round = scale_common(st, op, m, sh, approx);
  bool in_range = v >= (int64_t)(0 - round) && v < (int64_t)round;
  ev_ub(st, op, !in_range, approx, "apply_scale_32: value outside [-(1 << (shift - 1)), 1 << (shift - 1))");
  if (dround && sh > 31) round = v >= 0 ? round + (UINT64_C(1) << 30) : round - (UINT64_C(1) << 30);
  uint64_t r = ev_ashr(wrap_add(wrap_mul((uint64_t)v, (uint64_t)m), round), (uint64_t)sh, 64);
  return ev_trunc(r, 32);
}

static uint64_t apply_scale_16(EvalState *st, const IrOp *op, int64_t v, int64_t m, int64_t sh, bool approx) {
  uint64_t round = scale_common(st, op, m, sh, approx);
  uint64_t r = ev_ashr(wrap_add(wrap_mul((uint64_t)v, (uint64_t)m), round), (uint64_t)sh, 64);
  ev_ub(st, op, !ev_fits_signed((int64_t)r, 32), approx, "apply_scale_16: result does not fit int32");
  return ev_trunc(r, 32);
}

static bool rescale_zp(EvalState *st, const IrOp *op, int i, IrElem e, bool is_unsigned, EvalElem *zp) {
  EvalTensor *v = ev_operand(st, op, i);
  if (!v) return false;
  if (v->n < 1 || v->elem != e)
    return ev_invalid(st, op, "'%s': zero point %d must be one %s", op->name, i, ir_elem_name(e));
  *zp = ev_read(st, op, v, 0);
  if (e == IR_I8) return true;
  bool u16 = e == IR_I16 && is_unsigned;
  int w = ir_elem_bits(e);
  uint64_t bits;
  bool is_const = ir_operand_const_bits(op, i, &bits);
  if (!is_const) bits = zp->v;
  bits = ev_trunc(bits, w);
  bool ok = bits == 0 || (u16 && bits == 0x8000);
  if (is_const) {
    if (!ok)
      return ev_invalid(st, op, "'%s': zero point %d not allowed for %s%s (ERROR_IF)", op->name, i,
                        is_unsigned ? "unsigned " : "", ir_elem_name(e));
    return true;
  }
  ev_ub(st, op, !ok, zp->approx, "rescale zero point not allowed for its type");
  return true;
}

static const char *rescale_static_error(IrElem in, IrElem out, bool scale32, ScaleRound rm, bool in_u,
                                        bool out_u) {
  if (in != IR_I8 && in != IR_I16 && in != IR_I32 && in != IR_I48) return "input type not i8/i16/i32/i48";
  if (out != IR_I8 && out != IR_I16 && out != IR_I32) return "output type not i8/i16/i32";
  if (scale32 && in == IR_I48) return "scale32 with an i48 input";
  if (!scale32 && rm == SR_DOUBLE) return "DOUBLE_ROUND without scale32";
  if (in_u && out_u) return "input_unsigned and output_unsigned";
  if (out == IR_I32 && in_u) return "unsigned input to i32";
  if ((in == IR_I32 || in == IR_I48) && out_u) return "unsigned output from i32/i48";
  if ((in == IR_I32 || in == IR_I48) && in_u) return "unsigned i32/i48 input";
  if (out == IR_I32 && out_u) return "unsigned i32 output";
  return NULL;
}

bool ev_tosa_rescale(EvalState *st, const IrOp *op) {
  if (op->noperands < 5) return ev_invalid(st, op, "'%s' requires 5 operands", op->name);
  EvalTensor *in = ev_operand(st, op, 0), *mul = ev_operand(st, op, 1), *shv = ev_operand(st, op, 2);
  EvalTensor *out = ev_result(st, op);
  if (!in || !mul || !shv || !out) return false;
  bool scale32 = ir_attr_flag(op, "scale32"), per_channel = ir_attr_flag(op, "per_channel");
  bool in_u = ir_attr_flag(op, "input_unsigned"), out_u = ir_attr_flag(op, "output_unsigned");
  ScaleRound rm = scale_rounding(op);
  const char *err = rescale_static_error(in->elem, out->elem, scale32, rm, in_u, out_u);
  if (err) return ev_invalid(st, op, "'%s': %s (ERROR_IF)", op->name, err);
  if (rm == SR_INEXACT) return ev_unsupported(st, op, "unsupported: '%s' with INEXACT_ROUND", op->name);
  if (per_channel && in->rank < 1)
    return ev_invalid(st, op, "'%s': per_channel on rank 0 (ERROR_IF)", op->name);
  if (out->rank != in->rank || out->n != in->n)
    return ev_invalid(st, op, "'%s': output shape differs from the input's", op->name);
  for (int d = 0; d < in->rank; d++)
    if (out->dims[d] != in->dims[d]) return ev_invalid(st, op, "'%s': output shape differs", op->name);
  int64_t nc = per_channel ? in->dims[in->rank - 1] : 1;
  if (mul->n != nc || shv->n != nc || mul->elem != (scale32 ? IR_I32 : IR_I16) || shv->elem != IR_I8)
    return ev_invalid(st, op, "'%s': multiplier must be %s[%lld] and shift i8[%lld]", op->name,
                      scale32 ? "i32" : "i16", (long long)nc, (long long)nc);
  EvalElem izp, ozp;
  if (!rescale_zp(st, op, 3, in->elem, in_u, &izp) || !rescale_zp(st, op, 4, out->elem, out_u, &ozp))
    return false;
  if (!ev_work(st, op, out->n)) return false;
  int iw = ir_elem_bits(in->elem), ow = ir_elem_bits(out->elem);
  int mw = ir_elem_bits(mul->elem);
  int64_t zp_in = in_u ? (int64_t)ev_trunc(izp.v, iw) : ev_sext(izp.v, iw);
  uint64_t zp_out = out_u ? ev_trunc(ozp.v, ow) : ev_trunc((uint64_t)ev_sext(ozp.v, ow), 32);
  int64_t lo = out_u ? 0 : ev_smin(ow), hi = out_u ? ((int64_t)1 << ow) - 1 : ev_smax(ow);
  int64_t idx[EVAL_MAX_RANK];
  for (int64_t i = 0; i < out->n; i++) {
    EvalElem x = ev_read(st, op, in, i);
    int64_t ch = 0;
    if (per_channel) {
      ev_unflat(in->rank, in->dims, i, idx);
      ch = idx[in->rank - 1];
    }
    EvalElem m = ev_read(st, op, mul, ch), s = ev_read(st, op, shv, ch);
    bool ap = x.approx || m.approx || s.approx || izp.approx || ozp.approx;
    int64_t v = (in_u ? (int64_t)ev_trunc(x.v, iw) : ev_sext(x.v, iw)) - zp_in;
    int64_t mv = ev_sext(m.v, mw), sv = ev_sext(s.v, 8);
    uint64_t r = scale32 ? apply_scale_32(st, op, v, mv, sv, rm == SR_DOUBLE, ap)
                         : apply_scale_16(st, op, v, mv, sv, ap);
    r = int_add_s(st, op, r, zp_out, 32, ap);
    int64_t rs = ev_sext(r, 32);
    rs = rs < lo ? lo : rs > hi ? hi : rs;
    EvalElem o = x;
    o.v = ev_trunc((uint64_t)rs, ow);
    o.approx = ap;
    o.poison = x.poison || m.poison || s.poison || izp.poison || ozp.poison;
    ev_set(st, out, i, o);
  }
  ev_bind(st, op->results[0], out);
  return true;
}

typedef struct ScaleCtx {
  int vw, mw;
  bool dround;
} ScaleCtx;

static bool apply_scale_elem(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *vctx) {
  ScaleCtx *cx = vctx;
  bool ap = in[0].approx || in[1].approx || in[2].approx;
  int64_t v = ev_sext(in[0].v, cx->vw), m = ev_sext(in[1].v, cx->mw), sh = ev_sext(in[2].v, 8);
  ev_ub(st, op, sh < 1 || sh > 63, ap, "apply_scale: shift outside [1, 63]");
  uint64_t round = ev_shl(1, (uint64_t)sh - 1, 64);
  if (cx->dround && sh > 31) round = v >= 0 ? round + (UINT64_C(1) << 30) : round - (UINT64_C(1) << 30);
  ev_i128 p = (ev_i128)v * m;
  if (cx->vw + cx->mw > 64)
    ev_ub(st, op, !ev_fits_signed(p, 64), ap, "apply_scale: int64_t product overflows");
  ev_i128 sum = (ev_i128)(int64_t)wrap_mul((uint64_t)v, (uint64_t)m) + (int64_t)round;
  ev_ub(st, op, !ev_fits_signed(sum, 64), ap, "apply_scale: int64_t sum overflows");
  uint64_t r = ev_ashr(wrap_add(wrap_mul((uint64_t)v, (uint64_t)m), round), (uint64_t)sh, 64);
  ev_ub(st, op, !ev_fits_signed((int64_t)r, 32), ap, "apply_scale: result does not fit int32");
  out->v = ev_trunc(r, 32);
  return true;
}

bool ev_tosa_apply_scale(EvalState *st, const IrOp *op) {
  if (op->noperands != 3) return ev_invalid(st, op, "'%s' requires 3 operands", op->name);
  EvalTensor *ins[3] = {ev_operand(st, op, 0), ev_operand(st, op, 1), ev_operand(st, op, 2)};
  EvalTensor *out = ev_result(st, op);
  if (!ins[0] || !ins[1] || !ins[2] || !out) return false;
  ScaleCtx cx = {ir_elem_bits(ins[0]->elem), ir_elem_bits(ins[1]->elem), false};
  if (ir_elem_is_float(ins[0]->elem) || ir_elem_is_float(ins[1]->elem) || ins[2]->elem != IR_I8 ||
      out->elem != IR_I32)
    return ev_invalid(st, op, "'%s': expects integer value and multiplier, i8 shift, i32 result", op->name);
  ScaleRound rm = scale_rounding(op);
  if (rm == SR_INEXACT) return ev_unsupported(st, op, "unsupported: '%s' with INEXACT_ROUND", op->name);
  if (cx.mw > 32)
    return ev_unsupported(st, op, "unsupported: '%s' with a %s multiplier", op->name,
                          ir_elem_name(ins[1]->elem));
  cx.dround = rm == SR_DOUBLE;
  if (!ev_map(st, op, ins, 3, out, EV_SAME_SHAPE, apply_scale_elem, &cx)) return false;
  ev_bind(st, op->results[0], out);
  return true;
}
