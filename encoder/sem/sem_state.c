/*
 * sem_state.c: the encoding state (see sem_state.h): value allocation and
 * element access, failure recording, small term helpers that fold constants
 * in C, attribute decoding helpers, and op bodies encoded through the state's
 * dispatcher. The count of observable FP values is sem_cost.c.
 */
#include "encoder/sem/sem_state.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "encoder/ir/ir_elemwise.h"
#include "encoder/ir/ir_linalg.h"
#include "encoder/ir/ir_tensor.h"

void enc_state_init(EncState *st, SmtCtx *c, FpDom *fp, Arena *a, const TvOptions *opt, const IrFunc *f,
                    const char *side) {
  memset(st, 0, sizeof *st);
  st->c = c;
  st->fp = fp;
  st->a = a;
  st->opt = opt;
  st->side = side;
  st->func = f;
  st->nvals = f->nvalues;
  st->vals = arena_calloc(a, (size_t)(f->nvalues > 0 ? f->nvalues : 1), sizeof(EncVal *));
  st->false_term = smt_false(c);
  st->true_term = smt_true(c);
  st->ub = st->false_term;
  st->fail = TV_CORRECT;
  st->level = fpdom_kind(fp) == FPDOM_EXACT ? 2 : 1;
}

static bool record_failure(EncState *st, TvVerdict v, const IrOp *op, const char *fmt, va_list ap) {
  if (st->fail != TV_CORRECT) return false;
  st->fail = v;
  char what[400];
  vsnprintf(what, sizeof what, fmt, ap);
  if (op)
    snprintf(st->msg, sizeof st->msg, "%s at %s (%s)", what, op->loc && op->loc[0] ? op->loc : "?", st->side);
  else
    snprintf(st->msg, sizeof st->msg, "%s (%s)", what, st->side);
  return false;
}

bool enc_unsupported(EncState *st, const IrOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  record_failure(st, TV_UNSUPPORTED, op, fmt, ap);
  va_end(ap);
  return false;
}

bool enc_invalid(EncState *st, const IrOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  record_failure(st, TV_INVALID_INPUT, op, fmt, ap);
  va_end(ap);
  return false;
}

bool enc_failed(const EncState *st) { return st->fail != TV_CORRECT; }

bool enc_rule_failed(EncState *st, const IrOp *op, const IrRule *r) {
  if (r->status == IR_RULE_UNSUPPORTED) return enc_unsupported(st, op, "%s", r->msg);
  return enc_invalid(st, op, "%s", r->msg);
}

SmtTerm enc_affine_term(EncState *st, const IrAffineExpr *e, const SmtTerm *vals, int nvals, int ndims,
                        SmtTerm *ub) {
  SmtCtx *c = st->c;
  if (!e) return (SmtTerm){0};
  switch (e->kind) {
  case IR_AFF_DIM: return e->value >= 0 && e->value < nvals ? vals[e->value] : (SmtTerm){0};
  case IR_AFF_SYM: return e->value >= 0 && ndims + e->value < nvals ? vals[ndims + e->value] : (SmtTerm){0};
  case IR_AFF_CONST: return smt_bv_i64(c, 64, e->value);
  default: break;
  }
  SmtTerm a = enc_affine_term(st, e->lhs, vals, nvals, ndims, ub);
  SmtTerm b = enc_affine_term(st, e->rhs, vals, nvals, ndims, ub);
  if (smt_is_null(a) || smt_is_null(b)) return (SmtTerm){0};
  switch (e->kind) {
  case IR_AFF_ADD: return smt_bv_add(c, a, b);
  case IR_AFF_MUL: return smt_bv_mul(c, a, b);
  case IR_AFF_MOD:
  case IR_AFF_FLOORDIV:
  case IR_AFF_CEILDIV: {
    SmtTerm zero = smt_bv_u64(c, 64, 0), minus1 = smt_bv_i64(c, 64, -1);
    *ub = enc_or(st, *ub, smt_eq(c, b, zero));
    *ub = enc_or(st, *ub, enc_and(st, smt_eq(c, a, smt_bv_i64(c, 64, INT64_MIN)), smt_eq(c, b, minus1)));
    if (e->kind == IR_AFF_MOD) return smt_bv_smod(c, a, b); /* ir_affine_eval_expr: the divisor's sign */
    SmtTerm q = smt_bv_sdiv(c, a, b), inexact = smt_not(c, smt_eq(c, smt_bv_srem(c, a, b), zero));
    SmtTerm signs_differ = smt_xor(c, smt_bv_slt(c, a, zero), smt_bv_slt(c, b, zero));
    if (e->kind == IR_AFF_FLOORDIV)
      return smt_ite(c, enc_and(st, inexact, signs_differ), smt_bv_sub(c, q, smt_bv_u64(c, 64, 1)), q);
    return smt_ite(c, enc_and(st, inexact, smt_not(c, signs_differ)), smt_bv_add(c, q, smt_bv_u64(c, 64, 1)),
                   q);
  }
  default: return (SmtTerm){0};
  }
}

void enc_add_ub(EncState *st, SmtTerm cond, bool approx) {
  if (enc_is_false(st, cond)) return;
  st->ub = enc_or(st, st->ub, cond);
  if (approx) st->ub_approx = true;
}

/* ---- values ---- */

EncVal *enc_val_new(EncState *st, const IrOp *op, EncKind kind, IrElem e, int rank, const int64_t *dims) {
  int64_t n = 1;
  for (int i = 0; i < rank; i++) {
    if (dims[i] == IR_DYN || dims[i] < 0) {
      enc_unsupported(st, op, "unsupported: dynamic shape in '%s'", op ? op->name : "argument");
      return NULL;
    }
    if (dims[i] != 0 && n > INT64_MAX / dims[i]) {
      enc_unsupported(st, op, "unsupported: tensor too large (overflow > limit %ld)", st->opt->max_elements);
      return NULL;
    }
    n *= dims[i];
  }
  if (kind != ENC_SHAPE && n > st->opt->max_elements) {
    enc_unsupported(st, op, "unsupported: tensor too large (%lld elements > limit %ld)", (long long)n,
                    st->opt->max_elements);
    return NULL;
  }
  EncVal *v = arena_alloc(st->a, sizeof *v);
  if (!v) return NULL;
  v->kind = kind;
  v->elem = e;
  v->rank = rank;
  v->dims = arena_calloc(st->a, (size_t)(rank > 0 ? rank : 1), sizeof(int64_t));
  for (int i = 0; i < rank; i++)
    v->dims[i] = dims[i];
  v->n = kind == ENC_SHAPE ? 0 : n;
  if (kind != ENC_SHAPE) v->v = arena_calloc(st->a, (size_t)(n > 0 ? n : 1), sizeof(SmtTerm));
  if (arena_failed(st->a)) {
    enc_unsupported(st, op, "out of memory");
    return NULL;
  }
  return v;
}

EncVal *enc_scalar_new(EncState *st, IrElem e) { return enc_val_new(st, NULL, ENC_SCALAR, e, 0, NULL); }

bool enc_check_type(EncState *st, const IrOp *op, const IrType *t) {
  if (!t) return enc_invalid(st, op, "missing type");
  if (t->kind == IR_TY_OTHER && t->text && strncmp(t->text, "vector<", 7) == 0)
    return enc_unsupported(st, op, "unsupported: scalable vector type '%s'%s%s (sizes are not static)",
                           t->text, op ? " in " : "", op ? op->name : "");
  if (t->kind == IR_TY_OTHER)
    return enc_unsupported(st, op, "unsupported type '%s'%s%s", t->text ? t->text : "?", op ? " in " : "",
                           op ? op->name : "");
  if (t->kind == IR_TY_SHAPE) return true;
  if (t->elem == IR_ELEM_NONE)
    return enc_unsupported(st, op, "unsupported element type in '%s'%s%s", t->text ? t->text : "?",
                           op ? " in " : "", op ? op->name : "");
  for (int i = 0; i < t->rank; i++)
    if (t->dims[i] == IR_DYN)
      return enc_unsupported(st, op, "unsupported: dynamic shape '%s'%s%s", t->text ? t->text : "?",
                             op ? " in " : "", op ? op->name : "");
  return true;
}

EncVal *enc_val_for_type(EncState *st, const IrOp *op, const IrType *t) {
  if (!enc_check_type(st, op, t)) return NULL;
  if (t->kind == IR_TY_SHAPE) {
    EncVal *v = enc_val_new(st, op, ENC_SHAPE, IR_INDEX, 1, (int64_t[]){t->rank});
    if (v) {
      v->rank = t->rank;
      v->shape = arena_calloc(st->a, (size_t)(t->rank > 0 ? t->rank : 1), sizeof(int64_t));
    }
    return v;
  }
  if (t->kind == IR_TY_SCALAR) return enc_val_new(st, op, ENC_SCALAR, t->elem, 0, NULL);
  return enc_val_new(st, op, ENC_TENSOR, t->elem, t->rank, t->dims);
}

EncElem enc_elem(const EncState *st, SmtTerm v) {
  EncElem e = {v, st->false_term, st->false_term, false};
  return e;
}

EncElem enc_get(const EncState *st, const EncVal *v, int64_t i) {
  EncElem e;
  e.v = v->v[i];
  e.poison = v->poison ? v->poison[i] : st->false_term;
  e.uninit = v->uninit ? v->uninit[i] : st->false_term;
  e.approx = v->approx ? v->approx[i] : false;
  return e;
}

void enc_set(EncState *st, EncVal *v, int64_t i, EncElem e) {
  v->v[i] = e.v;
  if (!smt_is_null(e.poison) && !enc_is_false(st, e.poison)) {
    if (!v->poison) {
      v->poison = arena_calloc(st->a, (size_t)v->n, sizeof(SmtTerm));
      if (!v->poison) return;
      for (int64_t k = 0; k < v->n; k++)
        v->poison[k] = st->false_term;
    }
    v->poison[i] = e.poison;
  } else if (v->poison) {
    v->poison[i] = st->false_term;
  }
  if (!smt_is_null(e.uninit) && !enc_is_false(st, e.uninit)) {
    if (!v->uninit) {
      v->uninit = arena_calloc(st->a, (size_t)v->n, sizeof(SmtTerm));
      if (!v->uninit) return;
      for (int64_t k = 0; k < v->n; k++)
        v->uninit[k] = st->false_term;
    }
    v->uninit[i] = e.uninit;
  } else if (v->uninit) {
    v->uninit[i] = st->false_term;
  }
  if (e.approx) {
    if (!v->approx) {
      v->approx = arena_calloc(st->a, (size_t)v->n, sizeof(bool));
      if (!v->approx) return;
    }
    v->approx[i] = true;
  } else if (v->approx) {
    v->approx[i] = false;
  }
}

EncElem enc_read(EncState *st, const EncVal *v, int64_t i) {
  EncElem e = enc_get(st, v, i);
  /* An uninitialized element (tensor.empty) holds an unspecified value:
   * reading it is no UB, the value is poison from here on (a result that
   * depends on it is unconstrained in src; in tgt it must not reach an
   * output that src defines). Copying one that nobody uses is harmless. */
  e.poison = enc_or(st, e.poison, e.uninit);
  e.uninit = st->false_term;
  return e;
}

EncVal *enc_lookup(EncState *st, const IrOp *op, const IrValue *v) {
  if (!v || v->id < 0 || v->id >= st->nvals || !st->vals[v->id]) {
    enc_invalid(st, op, "malformed IR: operand of '%s' has no value", op ? op->name : "?");
    return NULL;
  }
  return st->vals[v->id];
}

void enc_bind(EncState *st, const IrValue *v, EncVal *val) {
  if (v && v->id >= 0 && v->id < st->nvals) st->vals[v->id] = val;
}

/* Row-major: encoder/ir/ir_elemwise.c. */
int64_t enc_flat(int rank, const int64_t *dims, const int64_t *idx) { return ir_flat(rank, dims, idx); }

void enc_unflat(int rank, const int64_t *dims, int64_t flat, int64_t *idx) {
  ir_unflat(rank, dims, flat, idx);
}

/* ---- term helpers ---- */

bool enc_is_false(const EncState *st, SmtTerm b) { return b.p == st->false_term.p; }
bool enc_is_true(const EncState *st, SmtTerm b) { return b.p == st->true_term.p; }

SmtTerm enc_or(EncState *st, SmtTerm a, SmtTerm b) {
  if (enc_is_false(st, a)) return b;
  if (enc_is_false(st, b)) return a;
  if (enc_is_true(st, a) || enc_is_true(st, b)) return st->true_term;
  if (a.p == b.p) return a;
  return smt_or(st->c, a, b);
}

SmtTerm enc_and(EncState *st, SmtTerm a, SmtTerm b) {
  if (enc_is_true(st, a)) return b;
  if (enc_is_true(st, b)) return a;
  if (enc_is_false(st, a) || enc_is_false(st, b)) return st->false_term;
  if (a.p == b.p) return a;
  return smt_and(st->c, a, b);
}

bool enc_const_int(EncState *st, SmtTerm t, int64_t *out) {
  unsigned w = smt_bv_width(st->c, t);
  if (w == 0 || w > 64) return false;
  SmtTerm s = smt_simplify(st->c, t);
  uint64_t u;
  if (!smt_term_get_u64(st->c, s, &u)) return false;
  if (w < 64 && (u >> (w - 1)) & 1) u |= ~((UINT64_C(1) << w) - 1); /* sign-extend */
  *out = (int64_t)u;
  return true;
}

SmtTerm enc_bool_of_i1(EncState *st, SmtTerm bv1) { return smt_eq(st->c, bv1, smt_bv_u64(st->c, 1, 1)); }

SmtTerm enc_i1_of_bool(EncState *st, SmtTerm b) {
  if (enc_is_true(st, b)) return smt_bv_u64(st->c, 1, 1);
  if (enc_is_false(st, b)) return smt_bv_u64(st->c, 1, 0);
  return smt_ite(st->c, b, smt_bv_u64(st->c, 1, 1), smt_bv_u64(st->c, 1, 0));
}

SmtTerm enc_int_const(EncState *st, IrElem e, int64_t v) {
  return smt_bv_i64(st->c, (unsigned)ir_elem_bits(e), v);
}

uint64_t enc_float_bits(IrElem e, double v) {
  if (e == IR_F64) {
    uint64_t b;
    memcpy(&b, &v, sizeof b);
    return b;
  }
  if (e == IR_F32) {
    float f = (float)v;
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    return b;
  }
  int eb = ir_elem_ebits(e), mant = ir_elem_sbits(e) - 1;
  uint64_t sign = signbit(v) ? UINT64_C(1) << (eb + mant) : 0;
  uint64_t expmask = (UINT64_C(1) << eb) - 1;
  if (isnan(v)) return (expmask << mant) | (UINT64_C(1) << (mant - 1));
  if (isinf(v)) return sign | (expmask << mant);
  double a = fabs(v);
  if (a == 0.0) return sign;
  int ex;
  (void)frexp(a, &ex);
  int E = ex - 1, bias = (1 << (eb - 1)) - 1;
  uint64_t bits;
  if (E + bias >= 1) {
    double r = nearbyint(ldexp(a, mant - E));
    if (r >= ldexp(1.0, mant + 1)) {
      r /= 2;
      E++;
    }
    if (E + bias >= (int)expmask) return sign | (expmask << mant);
    bits = ((uint64_t)(E + bias) << mant) | ((uint64_t)r - (UINT64_C(1) << mant));
  } else {
    bits = (uint64_t)nearbyint(ldexp(a, mant + bias - 1));
  }
  return sign | bits;
}

SmtTerm enc_float_const(EncState *st, IrElem e, double v) {
  return fpdom_const(st->fp, e, enc_float_bits(e, v));
}

static bool reassoc_policy(const EncState *st) { return st->opt && st->opt->policy == TV_POLICY_REASSOC; }

/* The pair's shared multiset registry; made here for states that tv.c did
 * not give one (unit tests), sized for the element limit. */
static FpReassoc *reassoc_of(EncState *st) {
  if (!st->reassoc)
    st->reassoc = fp_reassoc_create(st->fp, st->a, st->opt ? st->opt->max_elements * 64 : 1 << 20);
  return st->reassoc;
}

SmtTerm enc_fp_bin(EncState *st, IrElem e, FpBin op, SmtTerm a, SmtTerm b, bool *approx) {
  if (reassoc_policy(st) && (op == FPB_ADD || op == FPB_SUB || op == FPB_MUL)) {
    SmtTerm xs[2] = {a, op == FPB_SUB ? fpdom_un(st->fp, e, FPU_NEG, b) : b};
    /* approximate only where the fold used its uninterpreted multiset
     * value (or the domain is the abstract one): an exact fold holds in
     * every order */
    bool ap = false;
    SmtTerm v = fp_reassoc_fold(reassoc_of(st), e, op == FPB_MUL ? FPACC_PROD : FPACC_SUM, xs, 2, &ap);
    if (approx) *approx |= ap || fpdom_kind(st->fp) == FPDOM_ABSTRACT;
    return v;
  }
  switch (op) {
  case FPB_ADD:
  case FPB_MUL:
  case FPB_MINIMUM:
  case FPB_MAXIMUM:
  case FPB_MINNUM:
  case FPB_MAXNUM:
    if ((uintptr_t)a.p > (uintptr_t)b.p) {
      SmtTerm t = a;
      a = b;
      b = t;
    }
    break;
  default: break;
  }
  if (approx) *approx |= enc_fp_bin_approx(st, op);
  return fpdom_bin(st->fp, e, op, a, b);
}

SmtTerm enc_fp_fma(EncState *st, IrElem e, SmtTerm a, SmtTerm b, SmtTerm c) {
  if ((uintptr_t)a.p > (uintptr_t)b.p) {
    SmtTerm t = a;
    a = b;
    b = t;
  }
  return fpdom_fma(st->fp, e, a, b, c);
}

bool enc_fp_un_approx(const EncState *st, FpUn op) {
  if (op == FPU_NEG || op == FPU_ABS) return false;
  if (fpdom_kind(st->fp) == FPDOM_ABSTRACT) return true;
  switch (op) {
  case FPU_SQRT:
  case FPU_FLOOR:
  case FPU_CEIL:
  case FPU_ROUND:
  case FPU_ROUNDEVEN:
  case FPU_TRUNC: return false;
  default: return true; /* exp, log, trig, tanh, erf, rsqrt: uninterpreted */
  }
}

bool enc_fp_bin_approx(const EncState *st, FpBin op) {
  switch (op) {
  case FPB_MINIMUM:
  case FPB_MAXIMUM:
  case FPB_MINNUM:
  case FPB_MAXNUM:
  case FPB_COPYSIGN: return false;
  case FPB_POW:
  case FPB_REM: return true;
  case FPB_ADD:
  case FPB_SUB:
  case FPB_MUL: return reassoc_policy(st) || fpdom_kind(st->fp) == FPDOM_ABSTRACT;
  default: return fpdom_kind(st->fp) == FPDOM_ABSTRACT;
  }
}

/* ---- FP accumulations ---- */

enum { ACC_FOLD, ACC_STEP_UF, ACC_MULTISET };

bool enc_acc_special(const EncState *st) { return reassoc_policy(st) || st->level == 0; }

void enc_acc_begin(EncState *st, EncAcc *acc, EncAccKind kind, IrElem e, SmtTerm init) {
  memset(acc, 0, sizeof *acc);
  acc->kind = kind;
  acc->e = e;
  acc->v = init;
  acc->mode = reassoc_policy(st) ? ACC_MULTISET : (st->level == 0 ? ACC_STEP_UF : ACC_FOLD);
  st->has_fp_reduction = true;
  if (acc->mode == ACC_MULTISET) {
    acc->cap = 8;
    acc->xs = arena_calloc(st->a, (size_t)acc->cap, sizeof(SmtTerm));
    if (acc->xs) acc->xs[acc->n++] = init;
  }
}

void enc_acc_push(EncState *st, EncAcc *acc, SmtTerm x, SmtTerm y) {
  IrElem e = acc->e;
  switch (acc->mode) {
  case ACC_FOLD:
    if (acc->kind == ENC_ACC_DOT) {
      acc->approx |= enc_fp_bin_approx(st, FPB_MUL);
      x = enc_fp_bin(st, e, FPB_MUL, x, y, NULL);
    }
    acc->approx |= enc_fp_bin_approx(st, acc->kind == ENC_ACC_PROD ? FPB_MUL : FPB_ADD);
    acc->v = enc_fp_bin(st, e, acc->kind == ENC_ACC_PROD ? FPB_MUL : FPB_ADD, acc->v, x, NULL);
    return;
  case ACC_STEP_UF: {
    static const FpAccStep steps[] = {FPACC_STEP_SUM, FPACC_STEP_PROD, FPACC_STEP_DOT};
    FpAccStep step = steps[acc->kind];
    SmtTerm pa, pb;
    if (acc->kind == ENC_ACC_SUM && fpdom_product_operands(st->fp, x, &pa, &pb)) {
      /* acc + (a*b) is the dot step of a and b: a lowering that multiplies
       * in one op and accumulates in the next (fusion, generalization)
       * then has the terms of one that does both in one body */
      step = FPACC_STEP_DOT;
      x = pa;
      y = pb;
    }
    acc->v = fp_acc_step_uf(st->fp, e, step, acc->v, x, y);
    acc->approx = true;
    st->used_level0 = true;
    return;
  }
  default: break;
  }
  if (acc->kind == ENC_ACC_DOT) {
    bool ap = false;
    SmtTerm xy[2] = {x, y};
    x = fp_reassoc_fold(reassoc_of(st), e, FPACC_PROD, xy, 2, &ap);
    acc->approx |= ap;
  }
  if (!acc->xs) return;
  if (acc->n == acc->cap) {
    SmtTerm *nx = arena_realloc(st->a, acc->xs, (size_t)acc->cap * sizeof(SmtTerm),
                                (size_t)acc->cap * 2 * sizeof(SmtTerm));
    if (!nx) {
      acc->xs = NULL;
      return;
    }
    acc->xs = nx;
    acc->cap *= 2;
  }
  acc->xs[acc->n++] = x;
}

SmtTerm enc_acc_end(EncState *st, EncAcc *acc) {
  if (acc->mode != ACC_MULTISET) return acc->v;
  if (!acc->xs) {
    smt_ctx_set_error(st->c, "out of memory in an FP accumulation");
    return (SmtTerm){0};
  }
  bool ap = false;
  int skip = acc->drop_init && acc->n > 1 ? 1 : 0;
  acc->v = fp_reassoc_fold(reassoc_of(st), acc->e, acc->kind == ENC_ACC_PROD ? FPACC_PROD : FPACC_SUM,
                           acc->xs + skip, acc->n - skip, &ap);
  acc->approx |= ap;
  return acc->v;
}

bool enc_fp_cast_approx(const EncState *st) { return fpdom_kind(st->fp) == FPDOM_ABSTRACT; }

/* ---- attributes ---- */

const IrAttr *enc_attr(const IrOp *op, const char *name) { return ir_op_attr(op, name); }

/* ---- elementwise driver ---- */

static IrElemShape elem_shape(const EncVal *v) {
  IrElemShape s = {v->kind == ENC_SHAPE, v->rank, v->dims, v->n};
  return s;
}

bool enc_map(EncState *st, const IrOp *op, EncVal **ins, int nin, EncVal *out, EncBroadcast bc, EncElemFn fn,
             void *ctx) {
  IrElemShape shapes[IR_ELEMWISE_MAX_OPERANDS], oshape = elem_shape(out);
  for (int k = 0; k < nin && k < IR_ELEMWISE_MAX_OPERANDS; k++)
    shapes[k] = elem_shape(ins[k]);
  IrRule r;
  if (!ir_elemwise_check(op, shapes, nin, &oshape, (IrBroadcast)bc, &r)) return enc_rule_failed(st, op, &r);
  EncElem inb[IR_ELEMWISE_MAX_OPERANDS];
  int64_t src[IR_ELEMWISE_MAX_OPERANDS];
  for (int64_t i = 0; i < out->n; i++) {
    ir_elemwise_sources(shapes, nin, &oshape, (IrBroadcast)bc, i, src);
    EncElem res = enc_elem(st, st->false_term);
    res.v.p = NULL;
    for (int k = 0; k < nin; k++) {
      inb[k] = enc_read(st, ins[k], src[k]);
      res.poison = enc_or(st, res.poison, inb[k].poison);
      res.approx |= inb[k].approx;
    }
    if (!fn(st, op, inb, &res, ctx)) return false;
    res.uninit = st->false_term;
    enc_set(st, out, i, res);
  }
  return !enc_failed(st);
}

EncVal *enc_const_value(EncState *st, const IrOp *op, const IrAttr *a, const IrType *t) {
  EncVal *v = enc_val_for_type(st, op, t);
  if (!v) return NULL;
  IrRule r;
  if (v->kind == ENC_SHAPE) {
    if (ir_const_shape(st->a, op, a, v->rank, v->shape, &r)) return v;
    enc_rule_failed(st, op, &r);
    return NULL;
  }
  bool isf = ir_elem_is_float(v->elem);
  for (int64_t i = 0; i < v->n; i++) {
    uint64_t bits;
    if (!ir_const_elem(op, a, v->elem, v->n, i, enc_float_bits, &bits, &r)) {
      enc_rule_failed(st, op, &r);
      return NULL;
    }
    v->v[i] =
        isf ? fpdom_const(st->fp, v->elem, bits) : smt_bv_u64(st->c, (unsigned)ir_elem_bits(v->elem), bits);
  }
  return v;
}

EncElem enc_select_dynamic(EncState *st, const EncVal *v, const int64_t *cand, int64_t count, SmtTerm index) {
  SmtCtx *c = st->c;
  unsigned w = smt_bv_width(c, index);
  int64_t k;
  if (enc_const_int(st, index, &k)) {
    if (k >= 0 && k < count) return enc_read(st, v, cand[k]);
    k = 0;
  }
  EncElem r = enc_get(st, v, cand[count - 1]);
  SmtTerm uninit = r.uninit;
  for (int64_t j = count - 2; j >= 0; j--) {
    EncElem e = enc_get(st, v, cand[j]);
    SmtTerm is_j = smt_eq(c, index, smt_bv_u64(c, w, (uint64_t)j));
    r.v = smt_ite(c, is_j, e.v, r.v);
    if (!enc_is_false(st, e.poison) || !enc_is_false(st, r.poison))
      r.poison = smt_ite(c, is_j, e.poison, r.poison);
    if (!enc_is_false(st, e.uninit) || !enc_is_false(st, uninit)) uninit = smt_ite(c, is_j, e.uninit, uninit);
    r.approx |= e.approx;
  }
  enc_add_ub(st, uninit, false);
  r.uninit = st->false_term;
  return r;
}

bool enc_encode_op(EncState *st, const IrOp *op) {
  if (!st->encode_op) return enc_invalid(st, op, "internal: encoder state without a dispatcher");
  return st->encode_op(st, op);
}

bool enc_block_ops(EncState *st, const IrBlock *b, bool include_terminator) {
  for (int i = 0; i < b->nops; i++) {
    if (!include_terminator && i == b->nops - 1) break;
    if (!enc_encode_op(st, b->ops[i])) return false;
  }
  return !enc_failed(st);
}
