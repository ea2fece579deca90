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
 * interpreter never needs them to fold to constants.
 */
#include <string.h>

#include "encoder/eval/eval_internal.h"

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
  if (op->noperands - first != t->rank)
    return ev_invalid(st, op, "'%s': %d indices for rank %d", op->name, op->noperands - first, t->rank);
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

/* offsets/sizes/strides: static entries, IR_DYN ones from operands. */
static bool slice_params(EvalState *st, const IrOp *op, const char *name, int rank, int *next, int64_t *out) {
  int64_t *vals;
  int n;
  if (!ir_attr_ints(st->a, op, name, &vals, &n))
    return ev_invalid(st, op, "'%s' requires %s", op->name, name);
  if (n != rank) return ev_invalid(st, op, "'%s': %s has %d entries for rank %d", op->name, name, n, rank);
  for (int i = 0; i < n; i++) {
    if (vals[i] == IR_DYN) {
      if (!index_value(st, op, (*next)++, &out[i])) return false;
    } else {
      out[i] = vals[i];
    }
  }
  return true;
}

static bool slice_in_bounds(int r, const int64_t *off, const int64_t *size, const int64_t *stride,
                            const int64_t *dims) {
  for (int d = 0; d < r; d++)
    if (size[d] > 0 && (off[d] < 0 || off[d] + (size[d] - 1) * stride[d] >= dims[d] ||
                        off[d] + (size[d] - 1) * stride[d] < 0))
      return false;
  return true;
}

bool ev_tensor_extract_slice(EvalState *st, const IrOp *op) {
  EvalTensor *src = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!src || !out) return false;
  int r = src->rank, next = 1;
  int64_t off[EVAL_MAX_RANK], size[EVAL_MAX_RANK], stride[EVAL_MAX_RANK], idx[EVAL_MAX_RANK];
  if (!slice_params(st, op, "static_offsets", r, &next, off) ||
      !slice_params(st, op, "static_sizes", r, &next, size) ||
      !slice_params(st, op, "static_strides", r, &next, stride))
    return false;
  int64_t n = 1;
  for (int d = 0; d < r; d++)
    n *= size[d];
  if (n != out->n) return ev_invalid(st, op, "'%s': sizes do not match the result type", op->name);
  if (!slice_in_bounds(r, off, size, stride, src->dims)) {
    ev_ub(st, op, true, false, "out-of-bounds slice");
    ev_bind(st, op->results[0], out); /* zeros */
    return true;
  }
  if (!ev_work(st, op, n)) return false;
  for (int64_t i = 0; i < n; i++) {
    ev_unflat(r, size, i, idx);
    for (int d = 0; d < r; d++)
      idx[d] = off[d] + idx[d] * stride[d];
    ev_set(st, out, i, ev_get(src, ev_flat(r, src->dims, idx)));
  }
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_tensor_insert_slice(EvalState *st, const IrOp *op) {
  EvalTensor *src = ev_operand(st, op, 0), *dest = ev_operand(st, op, 1), *out = ev_result(st, op);
  if (!src || !dest || !out) return false;
  int r = dest->rank, next = 2;
  int64_t off[EVAL_MAX_RANK], size[EVAL_MAX_RANK], stride[EVAL_MAX_RANK], idx[EVAL_MAX_RANK];
  if (!slice_params(st, op, "static_offsets", r, &next, off) ||
      !slice_params(st, op, "static_sizes", r, &next, size) ||
      !slice_params(st, op, "static_strides", r, &next, stride))
    return false;
  int64_t n = 1;
  for (int d = 0; d < r; d++)
    n *= size[d];
  if (n != src->n) return ev_invalid(st, op, "'%s': sizes do not match the source type", op->name);
  if (!ev_work(st, op, out->n + n)) return false;
  for (int64_t i = 0; i < out->n; i++)
    ev_set(st, out, i, ev_get(dest, i));
  if (!slice_in_bounds(r, off, size, stride, dest->dims)) {
    ev_ub(st, op, true, false, "out-of-bounds slice");
    ev_bind(st, op->results[0], out);
    return true;
  }
  for (int64_t i = 0; i < n; i++) {
    ev_unflat(r, size, i, idx);
    for (int d = 0; d < r; d++)
      idx[d] = off[d] + idx[d] * stride[d];
    ev_set(st, out, ev_flat(r, dest->dims, idx), ev_get(src, i));
  }
  ev_bind(st, op->results[0], out);
  return true;
}

/* Run a tensor.pad / tensor.generate body at index idx; the yielded element. */
static bool run_index_body(EvalState *st, const IrOp *op, const IrBlock *body, int r, const int64_t *idx,
                           EvalElem *out) {
  for (int d = 0; d < r; d++) {
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
  int r = src->rank, next = 1;
  int64_t lo[EVAL_MAX_RANK], hi[EVAL_MAX_RANK], idx[EVAL_MAX_RANK], sidx[EVAL_MAX_RANK];
  if (!slice_params(st, op, "static_low", r, &next, lo) || !slice_params(st, op, "static_high", r, &next, hi))
    return false;
  for (int d = 0; d < r; d++)
    if (lo[d] < 0 || hi[d] < 0 || out->dims[d] != lo[d] + src->dims[d] + hi[d])
      return ev_invalid(st, op, "'%s': low/high do not match the result type", op->name);
  if (op->nregions < 1 || op->regions[0]->nblocks < 1)
    return ev_invalid(st, op, "'%s' without a body", op->name);
  const IrBlock *body = op->regions[0]->blocks[0];
  if (body->nops < 1 || body->ops[body->nops - 1]->kind != IR_OP_TENSOR_YIELD || body->nargs != r)
    return ev_invalid(st, op, "'%s': malformed body", op->name);
  if (!ev_work(st, op, ev_sat_mul(out->n, body->nops))) return false;
  for (int64_t i = 0; i < out->n; i++) {
    ev_unflat(r, out->dims, i, idx);
    bool inside = true;
    for (int d = 0; d < r; d++) {
      sidx[d] = idx[d] - lo[d];
      if (sidx[d] < 0 || sidx[d] >= src->dims[d]) inside = false;
    }
    if (inside) {
      ev_set(st, out, i, ev_get(src, ev_flat(r, src->dims, sidx)));
      continue;
    }
    EvalElem e;
    if (!run_index_body(st, op, body, r, idx, &e)) return false;
    ev_set(st, out, i, e);
  }
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_tensor_reshape(EvalState *st, const IrOp *op) {
  EvalTensor *src = ev_operand(st, op, 0);
  if (!src) return false;
  if (op->nresults < 1) return ev_invalid(st, op, "'%s' has no result", op->name);
  const IrType *rt = op->results[0]->type;
  EvalTensor *out;
  if (op->kind == IR_OP_TENSOR_CAST && rt && rt->kind == IR_TY_TENSOR) {
    if (rt->rank != src->rank || rt->elem != src->elem)
      return ev_invalid(st, op, "'%s': incompatible cast %s", op->name, rt->text ? rt->text : "?");
    for (int d = 0; d < rt->rank; d++)
      if (rt->dims[d] != IR_DYN && rt->dims[d] != src->dims[d])
        ev_ub(st, op, true, false, "tensor.cast to a static size that differs from the runtime size");
    out = ev_new(st, op, EVAL_TENSOR, src->elem, src->rank, src->dims);
  } else {
    out = ev_result(st, op);
  }
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
  int64_t axis;
  if (!ir_attr_int(op, "dim", &axis) || axis < 0 || axis >= out->rank)
    return ev_invalid(st, op, "'%s' requires a valid dim", op->name);
  int64_t sum = 0;
  for (int k = 0; k < op->noperands; k++) {
    EvalTensor *in = ev_operand(st, op, k);
    if (!in) return false;
    if (in->rank != out->rank) return ev_invalid(st, op, "'%s': rank mismatch", op->name);
    sum += in->dims[axis];
  }
  if (sum != out->dims[axis]) return ev_invalid(st, op, "'%s': sizes along dim do not add up", op->name);
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
  if (op->nregions < 1 || op->regions[0]->nblocks < 1)
    return ev_invalid(st, op, "'%s' without a body", op->name);
  const IrBlock *body = op->regions[0]->blocks[0];
  if (body->nops < 1 || body->ops[body->nops - 1]->kind != IR_OP_TENSOR_YIELD || body->nargs != out->rank)
    return ev_invalid(st, op, "'%s': malformed body", op->name);
  if (!ev_work(st, op, ev_sat_mul(out->n, body->nops))) return false;
  int64_t idx[EVAL_MAX_RANK];
  for (int64_t i = 0; i < out->n; i++) {
    ev_unflat(out->rank, out->dims, i, idx);
    EvalElem e;
    if (!run_index_body(st, op, body, out->rank, idx, &e)) return false;
    ev_set(st, out, i, e);
  }
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_tensor_dim(EvalState *st, const IrOp *op) {
  EvalTensor *src = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!src || !out) return false;
  int64_t d;
  if (!index_value(st, op, 1, &d)) return false;
  if (d < 0 || d >= src->rank) {
    ev_ub(st, op, true, false, "tensor.dim index out of range");
    out->bits[0] = 0;
  } else {
    out->bits[0] = ev_trunc((uint64_t)src->dims[d], ir_elem_bits(out->elem));
  }
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
