/*
 * sem_tensor.c: semantics of tensor dialect ops (MLIR docs), on the
 * explicit-element encoding.
 *
 *  - tensor.empty: every element uninitialized (reading one in a
 *    computation is UB; returning one is treated as poison).
 *  - Pure data movement (extract_slice, insert_slice, expand/collapse_shape,
 *    cast, concat, pad's source, insert's destination) carries the
 *    uninitialized flags along without UB.
 *  - tensor.extract reads (UB if uninitialized); a non-constant index
 *    becomes an ite chain over the candidates, out of bounds is UB. With
 *    one symbolic index (a gather's row) the chain runs along that
 *    dimension and compares that index alone, like GATHER's own chain.
 *  - Dynamic offsets/sizes/strides/pad amounts must fold to constants;
 *    otherwise the op is unsupported (dynamic shapes are out of scope).
 */
#include <string.h>

#include "encoder/sem/sem.h"

static EncVal *operand(EncState *st, const IrOp *op, int i) {
  if (i >= op->noperands) {
    enc_invalid(st, op, "'%s' is missing operand %d", op->name, i);
    return NULL;
  }
  return enc_lookup(st, op, op->operands[i]);
}

static EncVal *result_val(EncState *st, const IrOp *op) {
  if (op->nresults < 1) {
    enc_invalid(st, op, "'%s' has no result", op->name);
    return NULL;
  }
  return enc_val_for_type(st, op, op->results[0]->type);
}

/* A constant index operand. */
static bool const_index(EncState *st, const IrOp *op, int i, int64_t *out) {
  EncVal *v = operand(st, op, i);
  if (!v) return false;
  if (v->n != 1 || !enc_const_int(st, v->v[0], out))
    return enc_unsupported(st, op, "unsupported: '%s' with a non-constant index/size operand %d", op->name,
                           i);
  return true;
}

bool sem_tensor_empty(EncState *st, const IrOp *op) {
  EncVal *out = result_val(st, op);
  if (!out) return false;
  EncElem e = enc_elem(st, st->false_term);
  e.uninit = st->true_term;
  for (int64_t i = 0; i < out->n; i++) {
    e.v = ir_elem_is_float(out->elem) ? enc_float_const(st, out->elem, 0.0) : enc_int_const(st, out->elem, 0);
    enc_set(st, out, i, e);
  }
  enc_bind(st, op->results[0], out);
  return true;
}

/* Flat index of dynamic indices operands[first..first+rank): concrete when
 * all are constants (in_bounds set), else a 64-bit term plus an OOB Bool. */
typedef struct DynIndex {
  bool is_const;
  bool in_bounds;
  int64_t flat;
  SmtTerm term, oob, poison;
  bool approx;
  /* exactly one index not constant (the others constant and in bounds):
   * that dimension and its index term, so a read selects along it alone */
  int only_dim;
  SmtTerm only_term;
  int64_t fixed[16]; /* the constant indices */
} DynIndex;

static bool dyn_index(EncState *st, const IrOp *op, int first, const EncVal *t, DynIndex *di) {
  SmtCtx *c = st->c;
  di->is_const = true;
  di->in_bounds = true;
  di->flat = 0;
  di->poison = st->false_term;
  di->approx = false;
  di->oob = st->false_term;
  di->term = smt_bv_u64(c, 64, 0);
  if (op->noperands - first != t->rank)
    return enc_invalid(st, op, "'%s': %d indices for rank %d", op->name, op->noperands - first, t->rank);
  di->only_dim = -1;
  int nsym = 0;
  bool fixed_in = true;
  for (int d = 0; d < t->rank; d++) {
    EncVal *iv = operand(st, op, first + d);
    if (!iv) return false;
    EncElem ie = enc_read(st, iv, 0);
    di->poison = enc_or(st, di->poison, ie.poison);
    di->approx |= ie.approx;
    SmtTerm i64 = smt_bv_resize(c, ie.v, 64, true);
    int64_t k;
    if (enc_const_int(st, i64, &k)) {
      if (d < 16) di->fixed[d] = k;
      if (k < 0 || k >= t->dims[d]) fixed_in = false;
    } else {
      nsym++;
      di->only_dim = d;
      di->only_term = i64;
    }
    if (di->is_const && enc_const_int(st, i64, &k)) {
      if (k < 0 || k >= t->dims[d]) di->in_bounds = false;
      di->flat = di->flat * t->dims[d] + k;
    } else {
      di->is_const = false;
    }
    di->term = smt_bv_add(c, smt_bv_mul(c, di->term, smt_bv_u64(c, 64, (uint64_t)t->dims[d])), i64);
    di->oob = enc_or(st, di->oob, smt_bv_uge(c, i64, smt_bv_u64(c, 64, (uint64_t)t->dims[d])));
  }
  if (nsym != 1 || !fixed_in || t->rank > 16) di->only_dim = -1;
  return true;
}

bool sem_tensor_extract(EncState *st, const IrOp *op) {
  EncVal *t = operand(st, op, 0), *out = result_val(st, op);
  if (!t || !out) return false;
  DynIndex di;
  if (!dyn_index(st, op, 1, t, &di)) return false;
  EncElem e;
  if (di.is_const) {
    if (!di.in_bounds || t->n == 0) {
      enc_add_ub(st, st->true_term, false);
      e = enc_elem(st, ir_elem_is_float(t->elem) ? enc_float_const(st, t->elem, 0.0)
                                                 : enc_int_const(st, t->elem, 0));
    } else {
      e = enc_read(st, t, di.flat);
    }
  } else {
    enc_add_ub(st, enc_or(st, di.oob, di.poison), di.approx);
    int64_t *cand = arena_calloc(st->a, (size_t)(t->n > 0 ? t->n : 1), sizeof(int64_t));
    if (!cand) return enc_unsupported(st, op, "out of memory at '%s'", op->name);
    if (di.only_dim >= 0) {
      /* one index is symbolic: select along its dimension (the rows of a
       * gather), comparing that index alone, as TOSA GATHER's own chain does */
      int64_t idx[16], n = t->dims[di.only_dim];
      memcpy(idx, di.fixed, sizeof idx);
      for (int64_t j = 0; j < n; j++) {
        idx[di.only_dim] = j;
        cand[j] = enc_flat(t->rank, t->dims, idx);
      }
      e = enc_select_dynamic(st, t, cand, n, di.only_term);
    } else {
      for (int64_t i = 0; i < t->n; i++)
        cand[i] = i;
      e = enc_select_dynamic(st, t, cand, t->n, di.term);
    }
    e.approx |= di.approx;
  }
  enc_set(st, out, 0, e);
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_tensor_insert(EncState *st, const IrOp *op) {
  EncVal *sc = operand(st, op, 0), *dest = operand(st, op, 1), *out = result_val(st, op);
  if (!sc || !dest || !out) return false;
  DynIndex di;
  if (!dyn_index(st, op, 2, dest, &di)) return false;
  EncElem v = enc_get(st, sc, 0);
  SmtCtx *c = st->c;
  for (int64_t i = 0; i < out->n; i++) {
    EncElem d = enc_get(st, dest, i);
    if (di.is_const) {
      enc_set(st, out, i, di.in_bounds && di.flat == i ? v : d);
      continue;
    }
    SmtTerm here = smt_eq(c, di.term, smt_bv_u64(c, 64, (uint64_t)i));
    EncElem r = d;
    r.v = smt_ite(c, here, v.v, d.v);
    r.poison = smt_ite(c, here, enc_or(st, v.poison, di.poison), d.poison);
    r.uninit = smt_ite(c, here, v.uninit, d.uninit);
    r.approx = v.approx || d.approx || di.approx;
    enc_set(st, out, i, r);
  }
  if (di.is_const && !di.in_bounds) enc_add_ub(st, st->true_term, false);
  if (!di.is_const) enc_add_ub(st, enc_or(st, di.oob, di.poison), di.approx);
  enc_bind(st, op->results[0], out);
  return true;
}

/* offsets/sizes/strides of extract_slice / insert_slice: static arrays with
 * IR_DYN entries taken from SSA operands starting at *next. */
static bool slice_params(EncState *st, const IrOp *op, const char *name, int rank, int *next, int64_t *out) {
  int64_t *vals;
  int n;
  if (!ir_attr_ints(st->a, op, name, &vals, &n))
    return enc_invalid(st, op, "'%s' requires %s", op->name, name);
  if (n != rank) return enc_invalid(st, op, "'%s': %s has %d entries for rank %d", op->name, name, n, rank);
  for (int i = 0; i < n; i++) {
    if (vals[i] == IR_DYN) {
      if (!const_index(st, op, (*next)++, &out[i])) return false;
    } else {
      out[i] = vals[i];
    }
  }
  return true;
}

bool sem_tensor_extract_slice(EncState *st, const IrOp *op) {
  EncVal *src = operand(st, op, 0), *out = result_val(st, op);
  if (!src || !out) return false;
  int r = src->rank, next = 1;
  int64_t off[16], size[16], stride[16], idx[16];
  if (r > 16) return enc_unsupported(st, op, "unsupported: rank > 16");
  if (!slice_params(st, op, "static_offsets", r, &next, off) ||
      !slice_params(st, op, "static_sizes", r, &next, size) ||
      !slice_params(st, op, "static_strides", r, &next, stride))
    return false;
  int64_t n = 1;
  for (int d = 0; d < r; d++)
    n *= size[d];
  if (n != out->n) return enc_invalid(st, op, "'%s': sizes do not match the result type", op->name);
  for (int d = 0; d < r; d++)
    if (size[d] > 0 && (off[d] < 0 || off[d] + (size[d] - 1) * stride[d] >= src->dims[d] ||
                        off[d] + (size[d] - 1) * stride[d] < 0)) {
      enc_add_ub(st, st->true_term, false); /* out-of-bounds slice */
      for (int64_t i = 0; i < out->n; i++)
        enc_set(st, out, i,
                enc_elem(st, ir_elem_is_float(out->elem) ? enc_float_const(st, out->elem, 0.0)
                                                         : enc_int_const(st, out->elem, 0)));
      enc_bind(st, op->results[0], out);
      return true;
    }
  for (int64_t i = 0; i < n; i++) {
    enc_unflat(r, size, i, idx);
    for (int d = 0; d < r; d++)
      idx[d] = off[d] + idx[d] * stride[d];
    enc_set(st, out, i, enc_get(st, src, enc_flat(r, src->dims, idx)));
  }
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_tensor_insert_slice(EncState *st, const IrOp *op) {
  EncVal *src = operand(st, op, 0), *dest = operand(st, op, 1), *out = result_val(st, op);
  if (!src || !dest || !out) return false;
  int r = dest->rank, next = 2;
  int64_t off[16], size[16], stride[16], idx[16];
  if (r > 16) return enc_unsupported(st, op, "unsupported: rank > 16");
  if (!slice_params(st, op, "static_offsets", r, &next, off) ||
      !slice_params(st, op, "static_sizes", r, &next, size) ||
      !slice_params(st, op, "static_strides", r, &next, stride))
    return false;
  int64_t n = 1;
  for (int d = 0; d < r; d++)
    n *= size[d];
  if (n != src->n) return enc_invalid(st, op, "'%s': sizes do not match the source type", op->name);
  for (int64_t i = 0; i < out->n; i++)
    enc_set(st, out, i, enc_get(st, dest, i));
  for (int d = 0; d < r; d++)
    if (size[d] > 0 && (off[d] < 0 || off[d] + (size[d] - 1) * stride[d] >= dest->dims[d] ||
                        off[d] + (size[d] - 1) * stride[d] < 0)) {
      enc_add_ub(st, st->true_term, false);
      enc_bind(st, op->results[0], out);
      return true;
    }
  for (int64_t i = 0; i < n; i++) {
    enc_unflat(r, size, i, idx);
    for (int d = 0; d < r; d++)
      idx[d] = off[d] + idx[d] * stride[d];
    enc_set(st, out, enc_flat(r, dest->dims, idx), enc_get(st, src, i));
  }
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_tensor_pad(EncState *st, const IrOp *op) {
  EncVal *src = operand(st, op, 0), *out = result_val(st, op);
  if (!src || !out) return false;
  int r = src->rank, next = 1;
  int64_t lo[16], hi[16], idx[16], sidx[16];
  if (r > 16) return enc_unsupported(st, op, "unsupported: rank > 16");
  if (!slice_params(st, op, "static_low", r, &next, lo) || !slice_params(st, op, "static_high", r, &next, hi))
    return false;
  for (int d = 0; d < r; d++)
    if (lo[d] < 0 || hi[d] < 0 || out->dims[d] != lo[d] + src->dims[d] + hi[d])
      return enc_invalid(st, op, "'%s': low/high do not match the result type", op->name);
  if (op->nregions < 1 || op->regions[0]->nblocks < 1)
    return enc_invalid(st, op, "'%s' without a body", op->name);
  const IrBlock *body = op->regions[0]->blocks[0];
  if (body->nops < 1 || body->ops[body->nops - 1]->kind != IR_OP_TENSOR_YIELD || body->nargs != r)
    return enc_invalid(st, op, "'%s': malformed body", op->name);
  const IrOp *yield = body->ops[body->nops - 1];
  for (int64_t i = 0; i < out->n; i++) {
    enc_unflat(r, out->dims, i, idx);
    bool inside = true;
    for (int d = 0; d < r; d++) {
      sidx[d] = idx[d] - lo[d];
      if (sidx[d] < 0 || sidx[d] >= src->dims[d]) inside = false;
    }
    if (inside) {
      enc_set(st, out, i, enc_get(st, src, enc_flat(r, src->dims, sidx)));
      continue;
    }
    for (int d = 0; d < r; d++) {
      EncVal *a = enc_scalar_new(st, IR_INDEX);
      if (!a) return false;
      a->v[0] = smt_bv_i64(st->c, 64, idx[d]);
      enc_bind(st, body->args[d], a);
    }
    if (!enc_block_ops(st, body, false)) return false;
    EncVal *y = enc_lookup(st, yield, yield->operands[0]);
    if (!y) return false;
    enc_set(st, out, i, enc_get(st, y, 0));
  }
  enc_bind(st, op->results[0], out);
  return true;
}

/* expand_shape / collapse_shape / cast: same elements in row-major order.
 * tensor.cast may erase static sizes (tensor<2xf32> -> tensor<?xf32>): the
 * value keeps its concrete runtime shape; a static result size that differs
 * from the runtime size is UB. */
bool sem_tensor_reshape(EncState *st, const IrOp *op) {
  EncVal *src = operand(st, op, 0);
  if (!src || op->nresults < 1) return src ? enc_invalid(st, op, "'%s' has no result", op->name) : false;
  const IrType *rt = op->results[0]->type;
  EncVal *out;
  if (op->kind == IR_OP_TENSOR_CAST && rt && rt->kind == IR_TY_TENSOR) {
    if (rt->rank != src->rank || rt->elem != src->elem)
      return enc_invalid(st, op, "'%s': incompatible cast %s", op->name, rt->text ? rt->text : "?");
    for (int d = 0; d < rt->rank; d++)
      if (rt->dims[d] != IR_DYN && rt->dims[d] != src->dims[d]) enc_add_ub(st, st->true_term, false);
    out = enc_val_new(st, op, ENC_TENSOR, src->elem, src->rank, src->dims);
  } else {
    out = result_val(st, op);
  }
  if (!out) return false;
  if (src->n != out->n || src->elem != out->elem)
    return enc_invalid(st, op, "'%s': source and result differ in size or element type", op->name);
  for (int64_t i = 0; i < out->n; i++)
    enc_set(st, out, i, enc_get(st, src, i));
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_tensor_concat(EncState *st, const IrOp *op) {
  EncVal *out = result_val(st, op);
  if (!out) return false;
  int64_t axis;
  if (!ir_attr_int(op, "dim", &axis) || axis < 0 || axis >= out->rank)
    return enc_invalid(st, op, "'%s' requires a valid dim", op->name);
  int64_t sum = 0;
  for (int k = 0; k < op->noperands; k++) {
    EncVal *in = operand(st, op, k);
    if (!in) return false;
    if (in->rank != out->rank) return enc_invalid(st, op, "'%s': rank mismatch", op->name);
    sum += in->dims[axis];
  }
  if (sum != out->dims[axis]) return enc_invalid(st, op, "'%s': sizes along dim do not add up", op->name);
  int64_t idx[16];
  for (int64_t i = 0; i < out->n; i++) {
    enc_unflat(out->rank, out->dims, i, idx);
    for (int k = 0; k < op->noperands; k++) {
      EncVal *in = st->vals[op->operands[k]->id];
      if (idx[axis] < in->dims[axis]) {
        enc_set(st, out, i, enc_get(st, in, enc_flat(in->rank, in->dims, idx)));
        break;
      }
      idx[axis] -= in->dims[axis];
    }
  }
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_tensor_from_elements(EncState *st, const IrOp *op) {
  EncVal *out = result_val(st, op);
  if (!out) return false;
  if (op->noperands != out->n)
    return enc_invalid(st, op, "'%s': %d elements for %lld", op->name, op->noperands, (long long)out->n);
  for (int64_t i = 0; i < out->n; i++) {
    EncVal *e = operand(st, op, (int)i);
    if (!e) return false;
    enc_set(st, out, i, enc_get(st, e, 0));
  }
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_tensor_generate(EncState *st, const IrOp *op) {
  EncVal *out = result_val(st, op);
  if (!out) return false;
  if (op->nregions < 1 || op->regions[0]->nblocks < 1)
    return enc_invalid(st, op, "'%s' without a body", op->name);
  const IrBlock *body = op->regions[0]->blocks[0];
  if (body->nops < 1 || body->ops[body->nops - 1]->kind != IR_OP_TENSOR_YIELD || body->nargs != out->rank)
    return enc_invalid(st, op, "'%s': malformed body", op->name);
  const IrOp *yield = body->ops[body->nops - 1];
  int64_t idx[16];
  for (int64_t i = 0; i < out->n; i++) {
    enc_unflat(out->rank, out->dims, i, idx);
    for (int d = 0; d < out->rank; d++) {
      EncVal *a = enc_scalar_new(st, IR_INDEX);
      if (!a) return false;
      a->v[0] = smt_bv_i64(st->c, 64, idx[d]);
      enc_bind(st, body->args[d], a);
    }
    if (!enc_block_ops(st, body, false)) return false;
    EncVal *y = enc_lookup(st, yield, yield->operands[0]);
    if (!y) return false;
    enc_set(st, out, i, enc_get(st, y, 0));
  }
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_tensor_dim(EncState *st, const IrOp *op) {
  EncVal *src = operand(st, op, 0), *out = result_val(st, op);
  if (!src || !out) return false;
  int64_t d;
  if (!const_index(st, op, 1, &d)) return false;
  if (d < 0 || d >= src->rank) {
    enc_add_ub(st, st->true_term, false);
    out->v[0] = smt_bv_u64(st->c, 64, 0);
  } else {
    out->v[0] = smt_bv_i64(st->c, 64, src->dims[d]);
  }
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_tensor_splat(EncState *st, const IrOp *op) {
  EncVal *sc = operand(st, op, 0), *out = result_val(st, op);
  if (!sc || !out) return false;
  EncElem e = enc_get(st, sc, 0);
  for (int64_t i = 0; i < out->n; i++)
    enc_set(st, out, i, e);
  enc_bind(st, op->results[0], out);
  return true;
}
