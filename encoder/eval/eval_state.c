/*
 * eval_state.c: the interpreter's plumbing (see eval_internal.h): value
 * allocation and element access, failure and UB recording, the elementwise
 * driver with the encoder's broadcasting rules, attribute decoding, integer
 * helpers with SMT-LIB semantics, op bodies run through the state's
 * dispatcher, and the value printer. The op table and the entry points are
 * eval_table.c.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "encoder/eval/eval_internal.h"
#include "encoder/ir/ir_tensor.h"

/* ---- failures and UB ---- */

static bool record_failure(EvalState *st, TvfStatus s, const IrOp *op, const char *fmt, va_list ap) {
  if (st->fail != TVF_OK) return false;
  st->fail = s;
  char what[400];
  vsnprintf(what, sizeof what, fmt, ap);
  if (op)
    diag_set(st->d, s, "%s at %s (eval)", what, op->loc && op->loc[0] ? op->loc : "?");
  else
    diag_set(st->d, s, "%s (eval)", what);
  return false;
}

bool ev_unsupported(EvalState *st, const IrOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  record_failure(st, TVF_EUNSUPPORTED, op, fmt, ap);
  va_end(ap);
  return false;
}

bool ev_invalid(EvalState *st, const IrOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  record_failure(st, TVF_EINPUT, op, fmt, ap);
  va_end(ap);
  return false;
}

bool ev_failed(const EvalState *st) { return st->fail != TVF_OK; }

bool ev_rule_failed(EvalState *st, const IrOp *op, const IrRule *r) {
  if (r->status == IR_RULE_UNSUPPORTED) return ev_unsupported(st, op, "%s", r->msg);
  return ev_invalid(st, op, "%s", r->msg);
}

void ev_ub(EvalState *st, const IrOp *op, bool held, bool approx, const char *what) {
  if (approx) st->ub_checks_approx = true;
  if (!held) return;
  st->ub = true;
  if (!approx) st->ub_exact = true;
  /* Keep the first reason, but let an exact one replace an approximate one:
   * the report should name the UB that does not hinge on libm. */
  if (st->ub_reason[0] && (st->ub_reason_exact || approx)) return;
  snprintf(st->ub_reason, sizeof st->ub_reason, "%s in '%s' at %s%s", what, op ? op->name : "?",
           op && op->loc && op->loc[0] ? op->loc : "?", approx ? " (depends on approximated values)" : "");
  st->ub_reason_exact = !approx;
}

/* A lower work limit for this thread's evaluations (eval.h), 0: none. */
static _Thread_local int64_t work_cap;

void eval_set_work_cap(int64_t cap) { work_cap = cap; }

bool ev_work(EvalState *st, const IrOp *op, int64_t n) {
  int64_t max = work_cap > 0 && work_cap < EVAL_MAX_WORK ? work_cap : EVAL_MAX_WORK;
  st->work = n > max - st->work ? max + 1 : st->work + n;
  if (st->work > max) {
    if (st->fail == TVF_OK) {
      st->fail = TVF_ELIMIT;
      diag_set(st->d, TVF_ELIMIT, "evaluation exceeds %lld element operations at '%s' (eval)", (long long)max,
               op ? op->name : "?");
    }
    return false;
  }
  return true;
}

/* ---- values ---- */

static EvalTensor *tensor_alloc(Arena *a, EvalKind kind, IrElem e, int rank, const int64_t *dims, Diag *d,
                                const char *what) {
  int64_t n = 1;
  if (rank < 0 || rank > EVAL_MAX_RANK) {
    diag_set(d, TVF_EUNSUPPORTED, "unsupported: rank %d in %s (eval)", rank, what);
    return NULL;
  }
  for (int i = 0; i < rank && kind != EVAL_SHAPE; i++) {
    if (dims[i] == IR_DYN || dims[i] < 0) {
      diag_set(d, TVF_EUNSUPPORTED, "unsupported: dynamic shape in %s (eval)", what);
      return NULL;
    }
    if (dims[i] != 0 && n > EVAL_MAX_ELEMENTS / dims[i]) {
      diag_set(d, TVF_ELIMIT, "tensor too large in %s (more than %lld elements) (eval)", what,
               (long long)EVAL_MAX_ELEMENTS);
      return NULL;
    }
    n *= dims[i];
  }
  EvalTensor *t = arena_alloc(a, sizeof *t);
  if (!t) goto oom;
  t->kind = kind;
  t->elem = e;
  t->rank = rank;
  t->dims = arena_calloc(a, (size_t)(rank > 0 ? rank : 1), sizeof(int64_t));
  if (!t->dims) goto oom;
  if (kind == EVAL_SHAPE) {
    t->n = 0;
    t->shape = arena_calloc(a, (size_t)(rank > 0 ? rank : 1), sizeof(int64_t));
    if (!t->shape) goto oom;
    return t;
  }
  for (int i = 0; i < rank; i++)
    t->dims[i] = dims[i];
  t->n = n;
  t->bits = arena_calloc(a, (size_t)(n > 0 ? n : 1), sizeof(uint64_t));
  if (!t->bits) goto oom;
  return t;
oom:
  diag_set(d, TVF_ENOMEM, "out of memory in %s (eval)", what);
  return NULL;
}

EvalTensor *eval_tensor_new(Arena *a, EvalKind kind, IrElem e, int rank, const int64_t *dims) {
  return tensor_alloc(a, kind, e, kind == EVAL_SCALAR ? 0 : rank, dims, NULL, "a value");
}

EvalTensor *eval_tensor_for_type(Arena *a, const IrType *t, Diag *d) {
  if (!t || t->kind == IR_TY_OTHER || (t->kind != IR_TY_SHAPE && t->elem == IR_ELEM_NONE)) {
    diag_set(d, TVF_EUNSUPPORTED, "unsupported type '%s' (eval)", t && t->text ? t->text : "?");
    return NULL;
  }
  const char *what = t->text ? t->text : "a value";
  if (t->kind == IR_TY_SHAPE) return tensor_alloc(a, EVAL_SHAPE, IR_INDEX, t->rank, NULL, d, what);
  if (t->kind == IR_TY_SCALAR) return tensor_alloc(a, EVAL_SCALAR, t->elem, 0, NULL, d, what);
  return tensor_alloc(a, EVAL_TENSOR, t->elem, t->rank, t->dims, d, what);
}

EvalTensor *eval_arg_for_type(Arena *a, const IrType *t, Diag *d) {
  if (!t || t->kind != IR_TY_MEMREF) return eval_tensor_for_type(a, t, d);
  int64_t dims[EVAL_MAX_RANK];
  int rank = t->rank <= EVAL_MAX_RANK ? ir_memref_input_shape(t, dims) : -1;
  if (rank < 0 || t->elem == IR_ELEM_NONE) {
    diag_set(d, TVF_EUNSUPPORTED,
             "unsupported: memref argument of type '%s' (dynamic sizes or layout) (eval)",
             t->text ? t->text : "?");
    return NULL;
  }
  return tensor_alloc(a, EVAL_TENSOR, t->elem, rank, dims, d, t->text ? t->text : "a memref argument");
}

static bool alloc_failed(EvalState *st, const IrOp *op, Diag *tmp) {
  if (st->fail == TVF_OK) {
    st->fail = tmp->status != TVF_OK ? tmp->status : TVF_ENOMEM;
    if (op)
      diag_set(st->d, st->fail, "%s; op '%s' at %s", tmp->msg, op->name,
               op->loc && op->loc[0] ? op->loc : "?");
    else
      diag_copy(st->d, tmp);
  }
  return false;
}

EvalTensor *ev_new(EvalState *st, const IrOp *op, EvalKind kind, IrElem e, int rank, const int64_t *dims) {
  Diag tmp;
  diag_init(&tmp);
  EvalTensor *t = tensor_alloc(st->a, kind, e, rank, dims, &tmp, op ? op->name : "a value");
  if (!t) alloc_failed(st, op, &tmp);
  return t;
}

EvalTensor *ev_for_type(EvalState *st, const IrOp *op, const IrType *t) {
  Diag tmp;
  diag_init(&tmp);
  EvalTensor *v = eval_tensor_for_type(st->a, t, &tmp);
  if (!v) alloc_failed(st, op, &tmp);
  return v;
}

EvalTensor *ev_scalar(EvalState *st, IrElem e) { return ev_new(st, NULL, EVAL_SCALAR, e, 0, NULL); }

EvalElem ev_elem(uint64_t v) {
  EvalElem e = {v, false, false, false};
  return e;
}

EvalElem ev_get(const EvalTensor *t, int64_t i) {
  EvalElem e;
  e.v = t->bits[i];
  e.poison = t->poison ? t->poison[i] : false;
  e.uninit = t->uninit ? t->uninit[i] : false;
  e.approx = t->approx ? t->approx[i] : false;
  return e;
}

/* An argument element as the evaluation mode sees it: the flushed bf16 mode
   flushes subnormal arguments the way the host's conversion does. */
EvalElem ev_arg_elem(IrElem e, const EvalTensor *t, int64_t i) {
  EvalElem x = ev_get(t, i);
  x.v = ev_bf16_flush_arg(e, x.v);
  return x;
}

static bool *flag_array(EvalState *st, bool **slot, int64_t n) {
  if (!*slot) *slot = arena_calloc(st->a, (size_t)(n > 0 ? n : 1), sizeof(bool));
  return *slot;
}

void ev_set(EvalState *st, EvalTensor *t, int64_t i, EvalElem e) {
  t->bits[i] = ir_elem_is_float(t->elem) ? ev_fcanon(t->elem, e.v) : ev_trunc(e.v, ir_elem_bits(t->elem));
  if (e.poison || t->poison) {
    if (flag_array(st, &t->poison, t->n)) t->poison[i] = e.poison;
  }
  if (e.uninit || t->uninit) {
    if (flag_array(st, &t->uninit, t->n)) t->uninit[i] = e.uninit;
  }
  if (e.approx || t->approx) {
    if (flag_array(st, &t->approx, t->n)) t->approx[i] = e.approx;
  }
}

EvalElem ev_read(EvalState *st, const IrOp *op, const EvalTensor *t, int64_t i) {
  (void)st;
  (void)op;
  EvalElem e = ev_get(t, i);
  /* As enc_read: an uninitialized element reads as poison, not UB. */
  e.poison = e.poison || e.uninit;
  e.uninit = false;
  return e;
}

EvalTensor *ev_lookup(EvalState *st, const IrOp *op, const IrValue *v) {
  if (!v || v->id < 0 || v->id >= st->nvals || !st->vals[v->id]) {
    ev_invalid(st, op, "malformed IR: operand of '%s' has no value", op ? op->name : "?");
    return NULL;
  }
  return st->vals[v->id];
}

void ev_bind(EvalState *st, const IrValue *v, EvalTensor *t) {
  if (v && v->id >= 0 && v->id < st->nvals) st->vals[v->id] = t;
}

EvalTensor *ev_operand(EvalState *st, const IrOp *op, int i) {
  if (i >= op->noperands) {
    ev_invalid(st, op, "'%s' is missing operand %d", op->name, i);
    return NULL;
  }
  return ev_lookup(st, op, op->operands[i]);
}

EvalTensor *ev_result(EvalState *st, const IrOp *op) {
  if (op->nresults < 1) {
    ev_invalid(st, op, "'%s' has no result", op->name);
    return NULL;
  }
  return ev_for_type(st, op, op->results[0]->type);
}

/* Row-major: encoder/ir/ir_elemwise.c. */
int64_t ev_flat(int rank, const int64_t *dims, const int64_t *idx) { return ir_flat(rank, dims, idx); }

void ev_unflat(int rank, const int64_t *dims, int64_t flat, int64_t *idx) {
  ir_unflat(rank, dims, flat, idx);
}

/* ---- integers (SMT-LIB semantics) ---- */

uint64_t ev_udiv(uint64_t a, uint64_t b, int w) {
  a = ev_trunc(a, w);
  b = ev_trunc(b, w);
  return b == 0 ? ev_mask(w) : a / b;
}

uint64_t ev_urem(uint64_t a, uint64_t b, int w) {
  a = ev_trunc(a, w);
  b = ev_trunc(b, w);
  return b == 0 ? a : a % b;
}

uint64_t ev_sdiv(uint64_t a, uint64_t b, int w) {
  int64_t x = ev_sext(a, w), y = ev_sext(b, w);
  if (y == 0) return ev_trunc(x < 0 ? 1 : ev_mask(w), w);
  if (y == -1) return ev_trunc((uint64_t)0 - (uint64_t)x, w); /* INT_MIN / -1 wraps */
  return ev_trunc((uint64_t)(x / y), w);
}

uint64_t ev_srem(uint64_t a, uint64_t b, int w) {
  int64_t x = ev_sext(a, w), y = ev_sext(b, w);
  if (y == 0) return ev_trunc(a, w);
  if (y == -1) return 0;
  return ev_trunc((uint64_t)(x % y), w);
}

uint64_t ev_shl(uint64_t a, uint64_t b, int w) {
  b = ev_trunc(b, w);
  return b >= (uint64_t)w ? 0 : ev_trunc(a << b, w);
}

uint64_t ev_lshr(uint64_t a, uint64_t b, int w) {
  b = ev_trunc(b, w);
  return b >= (uint64_t)w ? 0 : ev_trunc(a, w) >> b;
}

uint64_t ev_ashr(uint64_t a, uint64_t b, int w) {
  b = ev_trunc(b, w);
  int64_t x = ev_sext(a, w);
  if (b >= (uint64_t)w) return ev_trunc(x < 0 ? ~UINT64_C(0) : 0, w);
  /* arithmetic shift of a negative value without relying on C's
   * implementation-defined >> of negatives */
  uint64_t r = x < 0 ? ~(~(uint64_t)x >> b) : (uint64_t)x >> b;
  return ev_trunc(r, w);
}

uint64_t ev_clz(uint64_t a, int w) {
  a = ev_trunc(a, w);
  int n = 0;
  for (int i = w - 1; i >= 0 && !((a >> i) & 1); i--)
    n++;
  return (uint64_t)n;
}

uint64_t ev_ctz(uint64_t a, int w) {
  a = ev_trunc(a, w);
  int n = 0;
  for (int i = 0; i < w && !((a >> i) & 1); i++)
    n++;
  return (uint64_t)n;
}

uint64_t ev_popcount(uint64_t a, int w) { return (uint64_t)__builtin_popcountll(ev_trunc(a, w)); }

/* ---- attributes ---- */

EvalTensor *ev_const_value(EvalState *st, const IrOp *op, const IrAttr *a, const IrType *t) {
  EvalTensor *v = ev_for_type(st, op, t);
  if (!v) return NULL;
  IrRule r;
  if (v->kind == EVAL_SHAPE) {
    if (ir_const_shape(st->a, op, a, v->rank, v->shape, &r)) return v;
    ev_rule_failed(st, op, &r);
    return NULL;
  }
  for (int64_t i = 0; i < v->n; i++) {
    uint64_t bits;
    if (!ir_const_elem(op, a, v->elem, v->n, i, ev_fconst, &bits, &r)) {
      ev_rule_failed(st, op, &r);
      return NULL;
    }
    v->bits[i] = eval_canonical(v->elem, bits);
  }
  return v;
}

/* ---- elementwise driver ---- */

static IrElemShape elem_shape(const EvalTensor *t) {
  IrElemShape s = {t->kind == EVAL_SHAPE, t->rank, t->dims, t->n};
  return s;
}

bool ev_map(EvalState *st, const IrOp *op, EvalTensor **ins, int nin, EvalTensor *out, EvalBroadcast bc,
            EvalElemFn fn, void *ctx) {
  IrElemShape shapes[IR_ELEMWISE_MAX_OPERANDS], oshape = elem_shape(out);
  for (int k = 0; k < nin && k < IR_ELEMWISE_MAX_OPERANDS; k++)
    shapes[k] = elem_shape(ins[k]);
  IrRule r;
  if (!ir_elemwise_check(op, shapes, nin, &oshape, (IrBroadcast)bc, &r)) return ev_rule_failed(st, op, &r);
  if (!ev_work(st, op, out->n)) return false;
  EvalElem inb[IR_ELEMWISE_MAX_OPERANDS];
  int64_t src[IR_ELEMWISE_MAX_OPERANDS];
  for (int64_t i = 0; i < out->n; i++) {
    ir_elemwise_sources(shapes, nin, &oshape, (IrBroadcast)bc, i, src);
    EvalElem res = ev_elem(0);
    for (int k = 0; k < nin; k++) {
      inb[k] = ev_read(st, op, ins[k], src[k]);
      res.poison |= inb[k].poison;
      res.approx |= inb[k].approx;
    }
    if (!fn(st, op, inb, &res, ctx)) return false;
    res.uninit = false;
    ev_set(st, out, i, res);
  }
  return !ev_failed(st);
}

/* ---- op bodies ---- */

bool ev_block_ops(EvalState *st, const IrBlock *b, bool include_terminator) {
  /* An op body (include_terminator false) runs once per iteration point or
   * branch taken: each run is a body run of its own, so that a choice site
   * (eval_choice.c) inside it is one site per run, as the encoder makes one
   * choice per encoded body. */
  int64_t saved_run = st->body_run;
  if (!include_terminator) st->body_run = ++st->body_runs;
  bool ok = true;
  for (int i = 0; ok && i < b->nops; i++) {
    if (!include_terminator && i == b->nops - 1) break;
    if (!st->eval_op)
      ok = ev_invalid(st, b->ops[i], "internal: interpreter state without a dispatcher");
    else
      ok = st->eval_op(st, b->ops[i]);
  }
  st->body_run = saved_run;
  return ok && !ev_failed(st);
}

/* ---- values as text ---- */

uint64_t eval_canonical(IrElem e, uint64_t bits) {
  return ir_elem_is_float(e) ? ev_fcanon(e, bits) : ev_trunc(bits, ir_elem_bits(e));
}

bool eval_value_refines(IrElem e, uint64_t src, uint64_t tgt) {
  if (ir_elem_is_float(e)) {
    if (ev_fis_nan(e, src) && ev_fis_nan(e, tgt)) return true;
    return ev_fcanon(e, src) == ev_fcanon(e, tgt);
  }
  return ev_trunc(src, ir_elem_bits(e)) == ev_trunc(tgt, ir_elem_bits(e));
}

void eval_format_elem(const EvalTensor *t, int64_t i, char *buf, int n) {
  if (t->uninit && t->uninit[i]) {
    snprintf(buf, (size_t)n, "uninit");
    return;
  }
  if (t->poison && t->poison[i]) {
    snprintf(buf, (size_t)n, "poison");
    return;
  }
  const char *mark = t->approx && t->approx[i] ? "~" : "";
  uint64_t b = t->bits[i];
  if (ir_elem_is_float(t->elem)) {
    char dec[64];
    fpi_format_decimal(ev_fmt(t->elem), b, dec, sizeof dec);
    snprintf(buf, (size_t)n, "%s%s", dec, mark);
  } else if (t->elem == IR_I1) {
    snprintf(buf, (size_t)n, "%s%s", b & 1 ? "true" : "false", mark);
  } else {
    snprintf(buf, (size_t)n, "%" PRId64 "%s", ev_sext(b, ir_elem_bits(t->elem)), mark);
  }
}

void eval_tensor_print(const EvalTensor *t, StrBuf *out, int64_t max_elems) {
  if (t->kind == EVAL_SHAPE) {
    sb_puts(out, "shape[");
    for (int i = 0; i < t->rank; i++)
      sb_printf(out, "%s%" PRId64, i ? ", " : "", t->shape[i]);
    sb_putc(out, ']');
    return;
  }
  char buf[80];
  if (t->kind == EVAL_SCALAR) {
    eval_format_elem(t, 0, buf, sizeof buf);
    sb_puts(out, buf);
    return;
  }
  sb_putc(out, '[');
  for (int64_t i = 0; i < t->n; i++) {
    if (i >= max_elems) {
      sb_printf(out, ", ... (%" PRId64 " more)", t->n - i);
      break;
    }
    eval_format_elem(t, i, buf, sizeof buf);
    sb_printf(out, "%s%s", i ? ", " : "", buf);
  }
  sb_putc(out, ']');
}
