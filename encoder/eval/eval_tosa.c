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
 * The static rules (ERROR_IF on shapes, attributes and constant operands,
 * the forms not modelled), the attribute decoding and the index mappings
 * are the encoder's own, in encoder/ir/ir_tosa.c (ir_tosa_check).
 */
#include <math.h>
#include <string.h>

#include "encoder/eval/eval_internal.h"
#include "encoder/ir/ir_tosa.h"

/* ---- helpers ---- */

/* A value as the static rules of ir_tosa.h see it. */
static IrTosaShape shp(const EvalTensor *v) {
  return (IrTosaShape){v->elem, v->rank, v->dims, v->n, v->kind == EVAL_SHAPE, v->shape};
}

/* Report a rule of ir_tosa.h the op breaks; returns false. */
static bool fail(EvalState *st, const IrOp *op, const IrTosaErr *err) {
  if (err->status == IR_TOSA_UNSUPPORTED) return ev_unsupported(st, op, "%s", err->msg);
  return ev_invalid(st, op, "%s", err->msg);
}

/* A TOSA op's operands and result, and what its static rules leave to the
 * semantics (ir_tosa_check). */
typedef struct TosaOp {
  IrTosaRules rules;
  EvalTensor **in; /* op->noperands operands */
  EvalTensor *out;
  IrTosaInfo ti;
} TosaOp;

/* Look up the operands and the result of op and check its static rules;
 * false after reporting the first one it breaks. */
static bool prepare(EvalState *st, const IrOp *op, IrTosaRules rules, TosaOp *t) {
  size_t n = (size_t)op->noperands;
  t->rules = rules;
  t->in = arena_calloc(st->a, n + 1, sizeof *t->in);
  IrTosaShape *s = arena_calloc(st->a, n + 1, sizeof *s);
  for (size_t k = 0; k < n; k++) {
    if (!(t->in[k] = ev_lookup(st, op, op->operands[k]))) return false;
    s[k] = shp(t->in[k]);
  }
  if (!(t->out = ev_result(st, op))) return false;
  IrTosaErr err;
  if (!ir_tosa_check(st->a, op, rules, s, shp(t->out), &t->ti, &err)) return fail(st, op, &err);
  return true;
}

/* Zero point k (0 or 1) of a TOSA op, for data of type e, read (0 when the
 * op has none). ir_tosa_check judged a constant one; a computed one that
 * ERROR_IF forbids (RESCALE's rule for RESCALE) is UB. */
static EvalElem zero_point(EvalState *st, const IrOp *op, const TosaOp *t, int k, IrElem e) {
  if (t->ti.zp_first < 0) return ev_elem(0);
  EvalElem zp = ev_read(st, op, t->in[t->ti.zp_first + k], 0);
  if (t->ti.zp[k] != IR_TOSA_ZP_RUNTIME) return zp;
  if (op->kind == IR_OP_TOSA_RESCALE) {
    bool is_unsigned = k == 0 ? t->ti.rescale.in_unsigned : t->ti.rescale.out_unsigned;
    ev_ub(st, op, !ir_tosa_rescale_zp_ok(e, is_unsigned, zp.v), zp.approx,
          "rescale zero point not allowed for its type");
  } else {
    ev_ub(st, op, !ir_tosa_zp_ok(e, zp.v), zp.approx, "zero point != 0 for a non-int8 type");
  }
  return zp;
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
  /* compiled bf16 code computes it in f32 and rounds back (campG dfae32c0) */
  return ev_bf16_flush(e, pick_a ? a : b);
}
static uint64_t fp_max(IrElem e, bool ignore, uint64_t a, uint64_t b) {
  return fp_minmax(e, ignore, true, a, b);
}
static uint64_t fp_min(IrElem e, bool ignore, uint64_t a, uint64_t b) {
  return fp_minmax(e, ignore, false, a, b);
}

static uint64_t int_max(uint64_t a, uint64_t b, int w) { return ev_sext(a, w) >= ev_sext(b, w) ? a : b; }
static uint64_t int_min(uint64_t a, uint64_t b, int w) { return ev_sext(a, w) < ev_sext(b, w) ? a : b; }

static uint64_t zero_of(IrElem e) { return 0; /* +0.0 and integer 0 are both all-zero bits */ }

/* ---- data nodes ---- */

/* tosa.const and tosa.const_shape */
bool ev_tosa_const(EvalState *st, const IrOp *op) {
  const IrAttr *a;
  IrTosaErr err;
  if (!ir_tosa_const_attr(op, &a, &err)) return fail(st, op, &err);
  EvalTensor *v = ev_const_value(st, op, a, op->results[0]->type);
  if (!v) return false;
  ev_bind(st, op->results[0], v);
  return true;
}

/* ---- elementwise ops ---- */

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
  case IR_OP_TOSA_ADD: /* a zero result has either sign (sem_tosa.c ulp_zero_choice) */
    out->v = isf ? ev_zero_choice(st, op, cx->elem++, e, ev_fbin(e, FPB_ADD, a, b, NULL))
                 : int_add_s(st, op, a, b, w, ap);
    return true;
  case IR_OP_TOSA_SUB:
    out->v = isf ? ev_zero_choice(st, op, cx->elem++, e, ev_fbin(e, FPB_SUB, a, b, NULL))
                 : int_sub_s(st, op, a, b, w, ap);
    return true;
  case IR_OP_TOSA_MUL: {
    if (isf) {
      out->v = ev_zero_choice(st, op, cx->elem++, e, ev_fbin(e, FPB_MUL, a, b, NULL));
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
    /* POW.tosac's REQUIREs (sem_tosa.c) */
    ev_ub(st, op,
          ev_fis_nan(e, a) || ev_fis_nan(e, b) || ev_fis_inf(e, a) || ev_fis_inf(e, b) ||
              (!ev_fis_zero(e, a) && ev_fsign(e, a)) || (ev_fis_zero(e, a) && !ev_fcmp(e, FPC_OGT, b, 0)),
          ap, "tosa.pow outside its REQUIREs (x >= 0, x > 0 or y > 0, no NaN, finite)");
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

/* tosa.mul's shift (operand 2), sign-extended: a constant one is judged
 * statically (ERROR_IF), as the encoder does once the term folds; a
 * computed one is a runtime REQUIRE. */
static bool mul_shift(EvalState *st, const IrOp *op, const TosaOp *t, TosaCtx *cx) {
  cx->shift = ev_read(st, op, t->in[2], 0);
  int64_t k = ev_sext(cx->shift.v, ir_elem_bits(t->in[2]->elem));
  uint64_t cbits;
  IrTosaErr err;
  if (ir_operand_const_bits(op, 2, &cbits) && !ir_tosa_mul_shift(op, cx->in_elem, k, &err))
    return fail(st, op, &err);
  ev_ub(st, op, !ir_tosa_mul_shift_ok(cx->in_elem, k), false, "tosa.mul shift out of range");
  cx->shift.v = (uint64_t)k;
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
  /* Checked against an absolute error bound, which a zero of either sign
   * meets where the exact result is a zero (sem_tosa.c likewise). */
  case IR_OP_TOSA_TANH:
    out->v = ev_fun(e, FPU_TANH, a, &out->approx);
    out->v = ev_abs_bound_choice(st, op, cx->elem++, e, out->v, out->approx);
    return true;
  case IR_OP_TOSA_ERF:
    out->v = ev_fun(e, FPU_ERF, a, &out->approx);
    out->v = ev_abs_bound_choice(st, op, cx->elem++, e, out->v, out->approx);
    return true;
  case IR_OP_TOSA_SIN:
    out->v = ev_fun(e, FPU_SIN, a, &out->approx);
    out->v = ev_abs_bound_choice(st, op, cx->elem++, e, out->v, out->approx);
    return true;
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

/* NEGATE.tosac: floats flip the sign exactly; integers compute in i32 with
 * three REQUIRE'd steps, then clip to the type. */
static bool negate(EvalState *st, const IrOp *op, const TosaOp *t) {
  if (!ev_work(st, op, t->out->n)) return false;
  EvalTensor *in = t->in[0], *out = t->out;
  EvalElem izp = zero_point(st, op, t, 0, in->elem), ozp = zero_point(st, op, t, 1, in->elem);
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
  return true;
}

/* CLAMP.tosac: apply_clip_s = min(max(value, min_val), max_val). */
static bool clamp(EvalState *st, const IrOp *op, const TosaOp *t) {
  if (!ev_work(st, op, t->out->n)) return false;
  EvalTensor *in = t->in[0], *out = t->out;
  IrElem e = in->elem;
  int w = ir_elem_bits(e);
  const IrAttr *amin = t->ti.min_val, *amax = t->ti.max_val;
  bool ignore = t->ti.nan_ignore;
  uint64_t lo, hi;
  if (ir_elem_is_float(e)) {
    lo = amin->elem == e ? ev_fcanon(e, amin->bits) : ev_fconst(e, amin->f);
    hi = amax->elem == e ? ev_fcanon(e, amax->bits) : ev_fconst(e, amax->f);
  } else {
    lo = ev_trunc((uint64_t)amin->i, w);
    hi = ev_trunc((uint64_t)amax->i, w);
  }
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

/* The elementwise ops: the element rule of their rule set on the elements
 * of their inputs (TOSA broadcasting). */
static bool map(EvalState *st, const IrOp *op, const TosaOp *t) {
  static const EvalElemFn fns[] = {[IR_TOSA_BINARY] = tosa_bin_elem,
                                   [IR_TOSA_COMPARE] = tosa_cmp_elem,
                                   [IR_TOSA_UNARY] = tosa_un_elem,
                                   [IR_TOSA_SELECT] = tosa_select_elem,
                                   [IR_TOSA_CAST] = tosa_cast_elem};
  TosaCtx cx;
  memset(&cx, 0, sizeof cx);
  cx.in_elem = t->in[0]->elem;
  cx.out_elem = t->out->elem;
  cx.ignore = t->ti.nan_ignore;
  cx.round = ir_attr_flag(op, "round");
  if (op->kind == IR_OP_TOSA_MUL && !mul_shift(st, op, t, &cx)) return false;
  return ev_map(st, op, t->in, t->ti.nin, t->out, EV_TOSA_BROADCAST, fns[t->rules], &cx);
}

/* ---- data layout (flags travel with the data, no reads) ---- */

/* TRANSPOSE, RESHAPE, SLICE, PAD, CONCAT, TILE, REVERSE and IDENTITY
 * (which counts no work): every output element is a copy of an input
 * element (ir_tosa_move_src) or, for PAD, of the pad value (operand 2, else
 * 0). */
static bool move(EvalState *st, const IrOp *op, const TosaOp *t) {
  EvalElem padv = op->kind == IR_OP_TOSA_PAD && op->noperands > 2 ? ev_get(t->in[2], 0) : ev_elem(0);
  if (op->kind != IR_OP_TOSA_IDENTITY && !ev_work(st, op, t->out->n)) return false;
  for (int64_t i = 0; i < t->out->n; i++) {
    int k;
    int64_t f;
    ev_set(st, t->out, i, ir_tosa_move_src(&t->ti.move, i, &k, &f) ? ev_get(t->in[k], f) : padv);
  }
  return true;
}

/* GATHER.tosac: output[n,w,c] = values[n, indices[n,w], c]; REQUIRE(0 <= k < K). */
static bool gather(EvalState *st, const IrOp *op, const TosaOp *t) {
  if (!ev_work(st, op, t->out->n)) return false;
  EvalTensor *values = t->in[0], *indices = t->in[1], *out = t->out;
  int64_t N = t->ti.gather.N, K = t->ti.gather.K, C = t->ti.gather.C, W = t->ti.gather.W;
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
  return true;
}

/* TABLE.tosac on i16: apply_lookup, as table_i16 of sem_tosa.c. */
static bool table_i16(EvalState *st, const IrOp *op, const TosaOp *t) {
  for (int64_t i = 0; i < t->out->n; i++) {
    EvalElem x = ev_read(st, op, t->in[0], i);
    int64_t v = ev_sext(x.v, 16), index = (v + 32768) >> 7, fraction = v & 0x7f;
    EvalElem base = ev_read(st, op, t->in[1], index), next = ev_read(st, op, t->in[1], index + 1);
    int64_t b = ev_sext(base.v, 16), slope = ev_sext(next.v, 16) - b;
    bool ap = x.approx || base.approx || next.approx;
    ev_ub(st, op, slope < -32768 || slope > 32767, ap,
          "TABLE: the slope between two entries does not fit i16");
    EvalElem e = {.v = (uint64_t)(b * 128 + slope * fraction) & 0xffffffffu,
                  .poison = x.poison || base.poison || next.poison,
                  .approx = ap};
    ev_set(st, t->out, i, e);
  }
  return true;
}

/* TABLE.tosac (i8): output = table[input + 128]. */
static bool table(EvalState *st, const IrOp *op, const TosaOp *t) {
  if (!ev_work(st, op, t->out->n)) return false;
  if (t->in[0]->elem == IR_I16) return table_i16(st, op, t);
  for (int64_t i = 0; i < t->out->n; i++) {
    EvalElem x = ev_read(st, op, t->in[0], i);
    EvalElem e = ev_read(st, op, t->in[1], ev_sext(x.v, 8) + 128);
    e.poison |= x.poison;
    e.approx |= x.approx;
    ev_set(st, t->out, i, e);
  }
  return true;
}

/* ---- reductions ---- */

static bool reduce(EvalState *st, const IrOp *op, const TosaOp *t) {
  if (!ev_work(st, op, t->in[0]->n)) return false;
  EvalTensor *in = t->in[0], *out = t->out;
  const IrTosaAxis *ax = &t->ti.axis;
  IrElem e = in->elem, acc_e = t->ti.acc;
  int w = ir_elem_bits(e);
  bool isf = ir_elem_is_float(e), ignore = t->ti.nan_ignore;
  bool bound = ev_dot_nudge_on() && isf && op->kind == IR_OP_TOSA_REDUCE_SUM;
  for (int64_t o = 0; o < out->n; o++) {
    EvalElem acc = ev_elem(0);
    double bnd = 0;
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
    for (int64_t k = 0; k < ax->len; k++) {
      EvalElem x = ev_read(st, op, in, ir_tosa_axis_elem(ax, o, k));
      acc.poison |= x.poison;
      acc.approx |= x.approx;
      switch (op->kind) {
      case IR_OP_TOSA_REDUCE_SUM:
        if (isf) {
          uint64_t xv = acc_e == e ? x.v : ev_fconvert(e, acc_e, x.v);
          acc.v = ev_fbin(acc_e, FPB_ADD, acc.v, xv, NULL);
          if (bound) bnd += fabs(fpi_to_double(ev_fmt(acc_e), xv));
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
    /* max/min family, dot product (sum), ulp bound (a product of more than one element) */
    if (isf && op->kind != IR_OP_TOSA_REDUCE_ALL && op->kind != IR_OP_TOSA_REDUCE_ANY &&
        !(op->kind == IR_OP_TOSA_REDUCE_PRODUCT && ax->len == 1))
      acc.v = ev_zero_choice(st, op, o, e, acc.v);
    if (bound) acc.v = ev_dot_nudge(e, acc_e, acc.v, bnd, ax->len, false); /* a dot product with ones */
    ev_set(st, out, o, acc);
  }
  return true;
}

static bool argmax(EvalState *st, const IrOp *op, const TosaOp *t) {
  if (!ev_work(st, op, t->in[0]->n)) return false;
  EvalTensor *in = t->in[0], *out = t->out;
  const IrTosaAxis *ax = &t->ti.axis;
  IrElem e = in->elem;
  int w = ir_elem_bits(e);
  bool isf = ir_elem_is_float(e), ignore = t->ti.nan_ignore;
  for (int64_t o = 0; o < out->n; o++) {
    uint64_t max_value = isf ? ev_fconst(e, ignore ? NAN : -INFINITY) : ev_trunc((uint64_t)ev_smin(w), w);
    uint64_t max_index = 0;
    EvalElem r = ev_elem(0);
    for (int64_t i = 0; i < ax->len; i++) {
      EvalElem x = ev_read(st, op, in, ir_tosa_axis_elem(ax, o, i));
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

/* |a * b| in fp64 for the dot-product bound (ev_dot_nudge); 0 for integers. */
static double abs_term(IrElem e, uint64_t a, uint64_t b) {
  if (!ir_elem_is_float(e)) return 0;
  const FpFmt *f = ev_fmt(e);
  return fabs(fpi_to_double(f, a) * fpi_to_double(f, b));
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
static bool matmul(EvalState *st, const IrOp *op, const TosaOp *t) {
  int64_t C = t->ti.matmul.C;
  if (!ev_work(st, op, ev_sat_mul(t->out->n, C > 0 ? C : 1))) return false;
  EvalTensor *A = t->in[0], *B = t->in[1], *out = t->out;
  const IrTosaMatmul *mm = &t->ti.matmul;
  EvalElem azp = zero_point(st, op, t, 0, A->elem), bzp = zero_point(st, op, t, 1, B->elem);
  IrElem oe = out->elem;
  bool skip_a = ir_elem_is_float(A->elem) && (op->noperands < 4 || ir_tosa_zp_is_plus_zero(op, 2));
  bool skip_b = ir_elem_is_float(B->elem) && (op->noperands < 4 || ir_tosa_zp_is_plus_zero(op, 3));
  uint64_t azp_o = num_cast(A->elem, oe, azp.v), bzp_o = num_cast(B->elem, oe, bzp.v);
  bool bound = ev_dot_nudge_on() && ir_elem_is_float(oe);
  for (int64_t o = 0; o < out->n; o++) {
    EvalElem acc = ev_elem(zero_of(oe));
    acc.poison = azp.poison || bzp.poison;
    acc.approx = azp.approx || bzp.approx;
    double bnd = 0;
    for (int64_t ch = 0; ch < mm->C; ch++) {
      int64_t ai, bi;
      ir_tosa_matmul_elems(mm, o, ch, &ai, &bi);
      EvalElem a = ev_read(st, op, A, ai), b = ev_read(st, op, B, bi);
      acc.poison |= a.poison || b.poison;
      acc.approx |= a.approx || b.approx;
      uint64_t v1 = sub_zp(st, op, oe, num_cast(A->elem, oe, a.v), azp_o, skip_a, acc.approx);
      uint64_t v2 = sub_zp(st, op, oe, num_cast(B->elem, oe, b.v), bzp_o, skip_b, acc.approx);
      acc.v = mac(st, op, oe, acc.v, v1, v2, acc.approx);
      if (bound) bnd += abs_term(oe, v1, v2);
    }
    if (ir_elem_is_float(oe)) acc.v = ev_zero_choice(st, op, o, oe, acc.v); /* a dot product */
    if (bound) acc.v = ev_dot_nudge(oe, oe, acc.v, bnd, mm->C, false);
    ev_set(st, out, o, acc);
  }
  return true;
}

/* CONV2D.tosac, DEPTHWISE_CONV2D.tosac and CONV3D.tosac. */
static bool conv2d(EvalState *st, const IrOp *op, const TosaOp *t) {
  const IrTosaConv *cv = &t->ti.conv;
  if (!ev_work(st, op, ev_sat_mul(t->out->n, cv->taps))) return false;
  EvalTensor *in = t->in[0], *wt = t->in[1], *bias = t->in[2], *out = t->out;
  EvalElem izp = zero_point(st, op, t, 0, in->elem), wzp = zero_point(st, op, t, 1, wt->elem);
  IrElem oe = out->elem, acc_e = t->ti.acc;
  bool isf = ir_elem_is_float(acc_e);
  bool skip_i = isf && (op->noperands < 5 || ir_tosa_zp_is_plus_zero(op, 3));
  bool skip_w = isf && (op->noperands < 5 || ir_tosa_zp_is_plus_zero(op, 4));
  uint64_t izp_a = num_cast(in->elem, acc_e, izp.v), wzp_a = num_cast(wt->elem, acc_e, wzp.v);
  bool zap = izp.approx || wzp.approx;
  bool bound = ev_dot_nudge_on() && isf && ir_elem_is_float(oe);
  for (int64_t o = 0; o < out->n; o++) {
    EvalElem acc = ev_elem(zero_of(acc_e));
    double bnd = 0;
    acc.poison = izp.poison || wzp.poison;
    acc.approx = zap;
    for (int64_t k = 0; k < cv->taps; k++) {
      int64_t xi, wi = ir_tosa_conv_tap(cv, o, k, &xi);
      if (xi < 0 && !isf) continue; /* integer: 0 * w contributes nothing */
      uint64_t value = zero_of(acc_e);
      if (xi >= 0) {
        EvalElem xe = ev_read(st, op, in, xi);
        acc.poison |= xe.poison;
        acc.approx |= xe.approx;
        value = sub_zp(st, op, acc_e, num_cast(in->elem, acc_e, xe.v), izp_a, skip_i, acc.approx);
      }
      EvalElem we = ev_read(st, op, wt, wi);
      acc.poison |= we.poison;
      acc.approx |= we.approx;
      uint64_t wv = sub_zp(st, op, acc_e, num_cast(wt->elem, acc_e, we.v), wzp_a, skip_w, acc.approx);
      acc.v = mac(st, op, acc_e, acc.v, value, wv, acc.approx);
      if (bound) bnd += abs_term(acc_e, value, wv);
    }
    EvalElem b = ev_read(st, op, bias, cv->BC == 1 ? 0 : o % cv->OC);
    uint64_t r = num_cast(acc_e, oe, acc.v);
    if (ir_elem_is_float(oe))
      r = ev_fbin(oe, FPB_ADD, r, b.v, NULL);
    else
      r = int_add_s(st, op, r, b.v, ir_elem_bits(oe), acc.approx);
    acc.v = ir_elem_is_float(oe) ? ev_zero_choice(st, op, o, oe, r) : r;
    if (bound)
      acc.v = ev_dot_nudge(oe, acc_e, acc.v, bnd + fabs(fpi_to_double(ev_fmt(oe), b.v)), cv->taps, true);
    acc.poison |= b.poison;
    acc.approx |= b.approx;
    ev_set(st, out, o, acc);
  }
  return true;
}

/* MAX_POOL2D.tosac and AVG_POOL2D.tosac. */
static bool pool2d(EvalState *st, const IrOp *op, const TosaOp *t) {
  const IrTosaPool *pl = &t->ti.pool;
  if (!ev_work(st, op, ev_sat_mul(t->out->n, ev_sat_mul(pl->kernel[0], pl->kernel[1])))) return false;
  bool is_max = op->kind == IR_OP_TOSA_MAX_POOL2D;
  EvalTensor *in = t->in[0], *out = t->out;
  IrElem e = in->elem, acc_e = t->ti.acc;
  int w = ir_elem_bits(e);
  bool isf = ir_elem_is_float(e), ignore = t->ti.nan_ignore;
  EvalElem izp = zero_point(st, op, t, 0, e), ozp = zero_point(st, op, t, 1, e);
  bool skip_i = isf && (op->noperands < 3 || ir_tosa_zp_is_plus_zero(op, 1));
  bool bound = ev_dot_nudge_on() && isf && !is_max;
  for (int64_t o = 0; o < out->n; o++) {
    EvalElem acc = ev_elem(0);
    if (is_max)
      acc.v = isf ? ev_fconst(e, ignore ? NAN : -INFINITY) : ev_trunc((uint64_t)ev_smin(w), w);
    else
      acc.v = zero_of(acc_e);
    acc.poison = izp.poison || ozp.poison;
    uint64_t izp_a = num_cast(e, acc_e, izp.v);
    acc.approx = false;
    int64_t count = 0;
    double bnd = 0;
    for (int64_t k = 0; k < pl->taps; k++) {
      int64_t xi = ir_tosa_pool_tap(pl, o, k);
      if (xi < 0) continue;
      count++;
      EvalElem xe = ev_read(st, op, in, xi);
      acc.poison |= xe.poison;
      acc.approx |= xe.approx;
      if (is_max) {
        acc.v = isf ? fp_max(e, ignore, acc.v, xe.v) : int_max(acc.v, xe.v, w);
      } else if (isf) {
        uint64_t v = sub_zp(st, op, acc_e, num_cast(e, acc_e, xe.v), izp_a, skip_i, acc.approx);
        acc.v = ev_fbin(acc_e, FPB_ADD, acc.v, v, NULL);
        if (bound) bnd += fabs(fpi_to_double(ev_fmt(acc_e), v));
      } else {
        uint64_t v = int_sub_s(st, op, ev_resize(xe.v, w, 32, true), izp_a, 32, acc.approx);
        acc.v = int_add_s(st, op, acc.v, v, 32, acc.approx);
      }
    }
    if (!is_max) {
      if (count == 0) return ev_invalid(st, op, "'%s': empty pooling window", op->name);
      if (isf) {
        uint64_t q = ev_fbin(acc_e, FPB_DIV, acc.v, ev_ffrom_int(IR_I64, true, acc_e, (uint64_t)count), NULL);
        acc.v = num_cast(acc_e, e, q);
      } else {
        /* reciprocal_scale(count), apply_scale_32(acc, multiplier, shift, false) */
        int64_t mult, shift;
        ir_tosa_reciprocal_scale(count, &mult, &shift);
        int64_t v64 = ev_sext(acc.v, 32);
        int64_t lim = INT64_C(1) << (shift - 1);
        ev_ub(st, op, !(v64 >= -lim && v64 < lim), acc.approx, "apply_scale_32 value out of range");
        uint64_t r = ev_ashr((uint64_t)v64 * (uint64_t)mult + (uint64_t)lim, (uint64_t)shift, 64);
        uint64_t r32 = int_add_s(st, op, ev_trunc(r, 32), ev_resize(ozp.v, w, 32, true), 32, acc.approx);
        int64_t s32 = ev_sext(r32, 32), lo = ev_smin(w), hi = ev_smax(w);
        acc.v = ev_trunc((uint64_t)(s32 < lo ? lo : s32 > hi ? hi : s32), w);
      }
    }
    if (isf) acc.v = ev_zero_choice(st, op, o, e, acc.v); /* max/min family; AVG_POOL2D: a dot product */
    /* AVG_POOL2D: a dot product with weights 1/KS over the window (KS = kernel size) */
    if (bound && count > 0) acc.v = ev_dot_nudge(e, acc_e, acc.v, bnd / (double)count, pl->taps, false);
    ev_set(st, out, o, acc);
  }
  return true;
}

/* ---- RESCALE and tosa.apply_scale (sem_tosa.c, rule for rule) ----
 * The helpers run on int64_t as the pseudo-code does; the arithmetic wraps
 * like the encoder's 64-bit bit-vectors so that inputs whose REQUIREs fail
 * (UB, values not compared) never trap in C. */

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

/* RESCALE: a computed zero point RESCALE's rule forbids is UB (zero_point). */
static bool rescale(EvalState *st, const IrOp *op, const TosaOp *t) {
  if (!ev_work(st, op, t->out->n)) return false;
  EvalTensor *in = t->in[0], *mul = t->in[1], *shv = t->in[2], *out = t->out;
  const IrTosaRescale *rs = &t->ti.rescale;
  bool scale32 = rs->scale32, in_u = rs->in_unsigned, out_u = rs->out_unsigned;
  EvalElem izp = zero_point(st, op, t, 0, in->elem), ozp = zero_point(st, op, t, 1, out->elem);
  int iw = ir_elem_bits(in->elem), ow = ir_elem_bits(out->elem);
  int mw = ir_elem_bits(mul->elem);
  int64_t zp_in = in_u ? (int64_t)ev_trunc(izp.v, iw) : ev_sext(izp.v, iw);
  uint64_t zp_out = out_u ? ev_trunc(ozp.v, ow) : ev_trunc((uint64_t)ev_sext(ozp.v, ow), 32);
  for (int64_t i = 0; i < out->n; i++) {
    EvalElem x = ev_read(st, op, in, i);
    int64_t ch = ir_tosa_rescale_channel(rs, i);
    EvalElem m = ev_read(st, op, mul, ch), s = ev_read(st, op, shv, ch);
    bool ap = x.approx || m.approx || s.approx || izp.approx || ozp.approx;
    int64_t v = (in_u ? (int64_t)ev_trunc(x.v, iw) : ev_sext(x.v, iw)) - zp_in;
    int64_t mv = ev_sext(m.v, mw), sv = ev_sext(s.v, 8);
    uint64_t r = scale32 ? apply_scale_32(st, op, v, mv, sv, t->ti.round == IR_TOSA_DOUBLE_ROUND, ap)
                         : apply_scale_16(st, op, v, mv, sv, ap);
    r = int_add_s(st, op, r, zp_out, 32, ap);
    int64_t rv = ev_sext(r, 32);
    rv = rv < rs->lo ? rs->lo : rv > rs->hi ? rs->hi : rv;
    EvalElem o = x;
    o.v = ev_trunc((uint64_t)rv, ow);
    o.approx = ap;
    o.poison = x.poison || m.poison || s.poison || izp.poison || ozp.poison;
    ev_set(st, out, i, o);
  }
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

static bool apply_scale(EvalState *st, const IrOp *op, const TosaOp *t) {
  ScaleCtx cx = {ir_elem_bits(t->in[0]->elem), ir_elem_bits(t->in[1]->elem),
                 t->ti.round == IR_TOSA_DOUBLE_ROUND};
  return ev_map(st, op, t->in, 3, t->out, EV_SAME_SHAPE, apply_scale_elem, &cx);
}

/* ---- entry points (eval_table.c) ---- */

typedef bool (*TosaRule)(EvalState *st, const IrOp *op, const TosaOp *t);

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
static bool tosa_op(EvalState *st, const IrOp *op, IrTosaRules rules) {
  TosaOp t;
  if (!prepare(st, op, rules, &t) || !RULES[rules](st, op, &t)) return false;
  ev_bind(st, op->results[0], t.out);
  return true;
}

bool ev_tosa_binary(EvalState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_BINARY); }
bool ev_tosa_compare(EvalState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_COMPARE); }
bool ev_tosa_unary(EvalState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_UNARY); }
bool ev_tosa_negate(EvalState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_NEGATE); }
bool ev_tosa_clamp(EvalState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_CLAMP); }
bool ev_tosa_select(EvalState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_SELECT); }
bool ev_tosa_cast(EvalState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_CAST); }
bool ev_tosa_identity(EvalState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_MOVE); }
bool ev_tosa_move(EvalState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_MOVE); }
bool ev_tosa_gather(EvalState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_GATHER); }
bool ev_tosa_table(EvalState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_TABLE); }
bool ev_tosa_reduce(EvalState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_REDUCE); }
bool ev_tosa_argmax(EvalState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_ARGMAX); }
bool ev_tosa_matmul(EvalState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_MATMUL); }
bool ev_tosa_conv2d(EvalState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_CONV2D); }
bool ev_tosa_pool2d(EvalState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_POOL2D); }
bool ev_tosa_rescale(EvalState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_RESCALE); }
bool ev_tosa_apply_scale(EvalState *st, const IrOp *op) { return tosa_op(st, op, IR_TOSA_APPLY_SCALE); }
