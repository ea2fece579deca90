/*
 * eval_tensor.c: concrete semantics of tensor dialect ops, following
 * encoder/sem/sem_tensor.c:
 *  - tensor.empty: every element uninitialized;
 *  - data movement (extract_slice, insert_slice, reshapes, cast, concat,
 *    pad's source, insert's destination, from_elements, splat) carries the
 *    flags along without reading;
 *  - tensor.extract reads (UB if uninitialized); an out-of-bounds or poison
 *    index is UB (the encoder's rule for a non-constant index, which is
 *    what a validation query sees);
 *  - out-of-bounds slices are UB; a static size that a tensor.cast asserts
 *    and the runtime size contradicts is UB.
 * Dynamic offsets/sizes are concrete here, so unlike the encoder the
 * interpreter never needs them to fold to constants. The shape and index
 * rules are encoder/ir/ir_tensor.c, shared with the encoder.
 */
#include <string.h>

#include "encoder/eval/eval_internal.h"
#include "encoder/ir/ir_tensor.h"

bool ev_tensor_empty(EvalState *st, const IrOp *op) {
  EvalTensor *out = ev_result(st, op);
  if (!out) return false;
  EvalElem e = ev_elem(0);
  e.uninit = true;
  for (int64_t i = 0; i < out->n; i++)
    ev_set(st, out, i, e);
  ev_bind(st, op->results[0], out);
  return true;
}

/* Concrete value of a scalar index operand (not a read: sizes and offsets
 * are static facts for the encoder). */
static bool index_value(EvalState *st, const IrOp *op, int i, int64_t *out) {
  EvalTensor *v = ev_operand(st, op, i);
  if (!v) return false;
  if (v->n != 1) return ev_invalid(st, op, "'%s': index operand %d is not a scalar", op->name, i);
  *out = ev_sext(v->bits[0], ir_elem_bits(v->elem));
  return true;
}

/* Operands for the rules of encoder/ir/ir_tensor.c, and their outcome. */
static bool fetch_index(void *u, int k, int64_t *v) {
  void **p = u;
  return index_value(p[0], p[1], k, v);
}

static bool fetch_shape(void *u, int k, int *rank, const int64_t **dims) {
  void **p = u;
  EvalTensor *t = ev_operand(p[0], p[1], k);
  if (!t) return false;
  *rank = t->rank;
  *dims = t->dims;
  return true;
}

static bool ir_ok(EvalState *st, const IrOp *op, IrViewStatus s, const char *msg) {
  if (s == IR_VIEW_OK) return true;
  if (s == IR_VIEW_INVALID) ev_invalid(st, op, "%s", msg);
  if (s == IR_VIEW_UNSUPPORTED) ev_unsupported(st, op, "%s", msg);
  return false;
}

/* Flat index from the index operands [first, first + rank): reads them; a
 * poison or out-of-bounds index is UB. */
typedef struct DynIndex {
  bool in_bounds, poison, approx;
  int64_t flat;
} DynIndex;

static bool dyn_index(EvalState *st, const IrOp *op, int first, const EvalTensor *t, DynIndex *di) {
  di->in_bounds = true;
  di->poison = di->approx = false;
  di->flat = 0;
  char msg[256];
  if (ir_access_check(op, first, t->rank, NULL, msg, sizeof msg) != IR_VIEW_OK)
    return ev_invalid(st, op, "%s", msg);
  for (int d = 0; d < t->rank; d++) {
    EvalTensor *iv = ev_operand(st, op, first + d);
    if (!iv) return false;
    EvalElem ie = ev_read(st, op, iv, 0);
    di->poison |= ie.poison;
    di->approx |= ie.approx;
    /* the encoder compares the index unsigned against the size */
    uint64_t k = (uint64_t)ev_sext(ie.v, ir_elem_bits(iv->elem));
    if (k >= (uint64_t)t->dims[d]) di->in_bounds = false;
    di->flat = di->flat * t->dims[d] + (int64_t)(k % (uint64_t)(t->dims[d] > 0 ? t->dims[d] : 1));
  }
  ev_ub(st, op, !di->in_bounds || di->poison, di->approx, "index out of bounds or poison");
  return true;
}

bool ev_tensor_extract(EvalState *st, const IrOp *op) {
  EvalTensor *t = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!t || !out) return false;
  DynIndex di;
  if (!dyn_index(st, op, 1, t, &di)) return false;
  EvalElem e = ev_elem(0);
  if (di.in_bounds && t->n > 0) {
    e = ev_read(st, op, t, di.flat);
  } else if (t->n == 0) {
    ev_ub(st, op, true, false, "extract from an empty tensor");
  }
  e.approx |= di.approx;
  ev_set(st, out, 0, e);
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_tensor_insert(EvalState *st, const IrOp *op) {
  EvalTensor *sc = ev_operand(st, op, 0), *dest = ev_operand(st, op, 1), *out = ev_result(st, op);
  if (!sc || !dest || !out) return false;
  DynIndex di;
  if (!dyn_index(st, op, 2, dest, &di)) return false;
  if (!ev_work(st, op, out->n)) return false;
  for (int64_t i = 0; i < out->n; i++)
    ev_set(st, out, i, ev_get(dest, i));
  if (di.in_bounds && out->n > 0) {
    EvalElem v = ev_get(sc, 0);
    v.poison |= di.poison;
    v.approx |= di.approx;
    ev_set(st, out, di.flat, v);
  }
  ev_bind(st, op->results[0], out);
  return true;
}

/* The offsets, sizes and strides of a slice (ir_slice_of). */
static bool slice_params(EvalState *st, const IrOp *op, int rank, int first_dyn, int64_t expect,
                         const char *counted, IrSlice *s) {
  char msg[256];
  void *u[2] = {st, (void *)op};
  IrViewStatus r =
      ir_slice_of(st->a, op, rank, first_dyn, expect, counted, fetch_index, u, s, msg, sizeof msg);
  return ir_ok(st, op, r, msg);
}

bool ev_tensor_extract_slice(EvalState *st, const IrOp *op) {
  EvalTensor *src = ev_operand(st, op, 0), *out = ev_result(st, op);
  IrSlice s;
  if (!src || !out || !slice_params(st, op, src->rank, 1, out->n, "result", &s)) return false;
  if (!ir_slice_in_bounds(&s, src->dims)) {
    ev_ub(st, op, true, false, "out-of-bounds slice");
  } else {
    if (!ev_work(st, op, s.count)) return false;
    for (int64_t i = 0; i < s.count; i++)
      ev_set(st, out, i, ev_get(src, ir_slice_flat(&s, src->dims, i)));
  }
  ev_bind(st, op->results[0], out); /* zeros when out of bounds */
  return true;
}

bool ev_tensor_insert_slice(EvalState *st, const IrOp *op) {
  EvalTensor *src = ev_operand(st, op, 0), *dest = ev_operand(st, op, 1), *out = ev_result(st, op);
  IrSlice s;
  if (!src || !dest || !out || !slice_params(st, op, dest->rank, 2, src->n, "source", &s)) return false;
  if (!ev_work(st, op, out->n + s.count)) return false;
  for (int64_t i = 0; i < out->n; i++)
    ev_set(st, out, i, ev_get(dest, i));
  bool in = ir_slice_in_bounds(&s, dest->dims);
  ev_ub(st, op, !in, false, "out-of-bounds slice");
  for (int64_t i = 0; in && i < s.count; i++)
    ev_set(st, out, ir_slice_flat(&s, dest->dims, i), ev_get(src, i));
  ev_bind(st, op->results[0], out);
  return true;
}

/* Run a tensor.pad / tensor.generate body at index idx; the yielded element. */
/* Run a tensor.pad / tensor.generate body at index idx; the yielded element. */
static bool run_index_body(EvalState *st, const IrOp *op, const IrBlock *body, const int64_t *idx,
                           EvalElem *out) {
  for (int d = 0; d < body->nargs; d++) {
    EvalTensor *a = ev_scalar(st, IR_INDEX);
    if (!a) return false;
    a->bits[0] = (uint64_t)idx[d];
    ev_bind(st, body->args[d], a);
  }
  if (!ev_block_ops(st, body, false)) return false;
  const IrOp *yield = body->ops[body->nops - 1];
  if (yield->noperands < 1) return ev_invalid(st, op, "'%s': yield without a value", op->name);
  EvalTensor *y = ev_lookup(st, yield, yield->operands[0]);
  if (!y) return false;
  *out = ev_get(y, 0);
  return true;
}

bool ev_tensor_pad(EvalState *st, const IrOp *op) {
  EvalTensor *src = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!src || !out) return false;
  IrPad p;
  char msg[256];
  void *u[2] = {st, (void *)op};
  IrViewStatus r = ir_pad_of(st->a, op, src->rank, src->dims, out->dims, fetch_index, u, &p, msg, sizeof msg);
  if (!ir_ok(st, op, r, msg) || !ev_work(st, op, ev_sat_mul(out->n, p.body->nops))) return false;
  int64_t idx[EVAL_MAX_RANK], j;
  for (int64_t i = 0; i < out->n; i++) {
    EvalElem e;
    bool inside = ir_pad_source(&p, src->dims, out->dims, i, idx, &j);
    if (!inside && !run_index_body(st, op, p.body, idx, &e)) return false;
    ev_set(st, out, i, inside ? ev_get(src, j) : e);
  }
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_tensor_reshape(EvalState *st, const IrOp *op) {
  EvalTensor *src = ev_operand(st, op, 0);
  if (!src) return false;
  if (op->nresults < 1) return ev_invalid(st, op, "'%s' has no result", op->name);
  bool keep_shape, ub;
  char msg[256];
  IrViewStatus r =
      ir_tensor_reshape_of(op, src->rank, src->elem, src->dims, &keep_shape, &ub, msg, sizeof msg);
  ev_ub(st, op, ub, false, "tensor.cast to a static size that differs from the runtime size");
  if (!ir_ok(st, op, r, msg)) return false;
  EvalTensor *out =
      keep_shape ? ev_new(st, op, EVAL_TENSOR, src->elem, src->rank, src->dims) : ev_result(st, op);
  if (!out) return false;
  if (src->n != out->n || src->elem != out->elem)
    return ev_invalid(st, op, "'%s': source and result differ in size or element type", op->name);
  if (!ev_work(st, op, out->n)) return false;
  for (int64_t i = 0; i < out->n; i++)
    ev_set(st, out, i, ev_get(src, i));
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_tensor_concat(EvalState *st, const IrOp *op) {
  EvalTensor *out = ev_result(st, op);
  if (!out) return false;
  IrConcat c;
  char msg[256];
  void *u[2] = {st, (void *)op};
  IrViewStatus r = ir_concat_of(st->a, op, out->rank, out->dims, fetch_shape, u, &c, msg, sizeof msg);
  if (!ir_ok(st, op, r, msg) || !ev_work(st, op, out->n)) return false;
  for (int64_t i = 0; i < out->n; i++) {
    int k;
    int64_t j = ir_concat_source(&c, out->rank, out->dims, i, &k);
    if (k >= 0) ev_set(st, out, i, ev_get(st->vals[op->operands[k]->id], j));
  }
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_tensor_from_elements(EvalState *st, const IrOp *op) {
  EvalTensor *out = ev_result(st, op);
  if (!out) return false;
  if (op->noperands != out->n)
    return ev_invalid(st, op, "'%s': %d elements for %lld", op->name, op->noperands, (long long)out->n);
  for (int64_t i = 0; i < out->n; i++) {
    EvalTensor *e = ev_operand(st, op, (int)i);
    if (!e) return false;
    ev_set(st, out, i, ev_get(e, 0));
  }
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_tensor_generate(EvalState *st, const IrOp *op) {
  EvalTensor *out = ev_result(st, op);
  if (!out) return false;
  const IrBlock *body;
  char msg[256];
  if (!ir_ok(st, op, ir_index_body(op, out->rank, &body, msg, sizeof msg), msg) ||
      !ev_work(st, op, ev_sat_mul(out->n, body->nops)))
    return false;
  int64_t idx[EVAL_MAX_RANK];
  EvalElem e;
  for (int64_t i = 0; i < out->n; i++) {
    ir_unflat(out->rank, out->dims, i, idx);
    if (!run_index_body(st, op, body, idx, &e)) return false;
    ev_set(st, out, i, e);
  }
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_tensor_dim(EvalState *st, const IrOp *op) {
  EvalTensor *src = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!src || !out) return false;
  int64_t d = 0, size = 0; /* size stays 0 where the index is out of range (recorded as UB) */
  if (!index_value(st, op, 1, &d)) return false;
  ev_ub(st, op, !ir_dim_size(src->rank, src->dims, d, &size), false, "tensor.dim index out of range");
  out->bits[0] = ev_trunc((uint64_t)size, ir_elem_bits(out->elem));
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_tensor_splat(EvalState *st, const IrOp *op) {
  EvalTensor *sc = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!sc || !out) return false;
  EvalElem e = ev_get(sc, 0);
  if (!ev_work(st, op, out->n)) return false;
  for (int64_t i = 0; i < out->n; i++)
    ev_set(st, out, i, e);
  ev_bind(st, op->results[0], out);
  return true;
}

/* As sem_storage_cast: a cast that changes only the element's spelling keeps
 * the bits (a memref its view); any other is unsupported. */
bool ev_storage_cast(EvalState *st, const IrOp *op) {
  char why[400];
  const char *bad = ir_storage_cast_error(op, why, sizeof why);
  if (bad) return ev_unsupported(st, op, "%s", bad);
  EvalTensor *src = ev_operand(st, op, 0);
  if (!src) return false;
  if (src->kind == EVAL_MEMREF) {
    ev_bind(st, op->results[0], src);
    return true;
  }
  EvalTensor *out = ev_new(st, op, src->kind, src->elem, src->rank, src->dims);
  if (!out || !ev_work(st, op, out->n)) return false;
  for (int64_t i = 0; i < out->n; i++)
    ev_set(st, out, i, ev_get(src, i));
  ev_bind(st, op->results[0], out);
  return true;
}
