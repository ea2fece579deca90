/*
 * ir_tensor.c: the shape and index rules of tensor dialect ops
 * (ir_tensor.h), shared by the encoder and the interpreter.
 */
#include "encoder/ir/ir_tensor.h"

#include <string.h>

#include "encoder/ir/ir_attr.h"
#include "support/arena.h"

/* Attribute `name`: `rank` static entries, the '?' ones from the operands
 * starting at *next. */
static IrViewStatus mixed_ints(Arena *a, const IrOp *op, const char *name, int rank, int *next,
                               IrIndexFetch fetch, void *u, int64_t *out, char *msg, int n) {
  int64_t *vals;
  int cnt;
  if (!ir_attr_ints(a, op, name, &vals, &cnt))
    return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s' requires %s", op->name, name);
  if (cnt != rank)
    return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s': %s has %d entries for rank %d", op->name, name, cnt,
                        rank);
  for (int i = 0; i < cnt; i++) {
    if (vals[i] != IR_DYN)
      out[i] = vals[i];
    else if (!fetch(u, (*next)++, &out[i]))
      return IR_VIEW_FAILED;
  }
  return IR_VIEW_OK;
}

/* The encoder's limit (the interpreter's values never exceed it). */
static IrViewStatus rank_limit(int rank, char *msg, int n) {
  if (rank > IR_VIEW_MAX_RANK) return ir_view_fail(IR_VIEW_UNSUPPORTED, msg, n, "unsupported: rank > 16");
  return IR_VIEW_OK;
}

IrViewStatus ir_slice_of(Arena *a, const IrOp *op, int rank, int first_dyn, int64_t expect,
                         const char *counted, IrIndexFetch fetch, void *u, IrSlice *s, char *msg, int n) {
  int next = first_dyn;
  IrViewStatus r;
  memset(s, 0, sizeof *s);
  s->rank = rank;
  if ((r = rank_limit(rank, msg, n)) != IR_VIEW_OK ||
      (r = mixed_ints(a, op, "static_offsets", rank, &next, fetch, u, s->off, msg, n)) != IR_VIEW_OK ||
      (r = mixed_ints(a, op, "static_sizes", rank, &next, fetch, u, s->size, msg, n)) != IR_VIEW_OK ||
      (r = mixed_ints(a, op, "static_strides", rank, &next, fetch, u, s->stride, msg, n)) != IR_VIEW_OK)
    return r;
  s->count = 1;
  for (int d = 0; d < rank; d++)
    s->count *= s->size[d];
  if (s->count != expect)
    return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s': sizes do not match the %s type", op->name, counted);
  return IR_VIEW_OK;
}

bool ir_slice_in_bounds(const IrSlice *s, const int64_t *dims) {
  for (int d = 0; d < s->rank; d++) {
    int64_t last = s->off[d] + (s->size[d] - 1) * s->stride[d];
    if (s->size[d] > 0 && (s->off[d] < 0 || last >= dims[d] || last < 0)) return false;
  }
  return true;
}

int64_t ir_slice_flat(const IrSlice *s, const int64_t *dims, int64_t i) {
  int64_t idx[IR_VIEW_MAX_RANK];
  ir_unflat(s->rank, s->size, i, idx);
  for (int d = 0; d < s->rank; d++)
    idx[d] = s->off[d] + idx[d] * s->stride[d];
  return ir_flat(s->rank, dims, idx);
}

IrViewStatus ir_index_body(const IrOp *op, int rank, const IrBlock **body, char *msg, int n) {
  if (op->nregions < 1 || op->regions[0]->nblocks < 1)
    return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s' without a body", op->name);
  const IrBlock *b = op->regions[0]->blocks[0];
  if (b->nops < 1 || b->ops[b->nops - 1]->kind != IR_OP_TENSOR_YIELD || b->nargs != rank)
    return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s': malformed body", op->name);
  *body = b;
  return IR_VIEW_OK;
}

IrViewStatus ir_pad_of(Arena *a, const IrOp *op, int rank, const int64_t *src_dims, const int64_t *out_dims,
                       IrIndexFetch fetch, void *u, IrPad *p, char *msg, int n) {
  int next = 1;
  IrViewStatus r;
  memset(p, 0, sizeof *p);
  p->rank = rank;
  if ((r = rank_limit(rank, msg, n)) != IR_VIEW_OK ||
      (r = mixed_ints(a, op, "static_low", rank, &next, fetch, u, p->lo, msg, n)) != IR_VIEW_OK ||
      (r = mixed_ints(a, op, "static_high", rank, &next, fetch, u, p->hi, msg, n)) != IR_VIEW_OK)
    return r;
  for (int d = 0; d < rank; d++)
    if (p->lo[d] < 0 || p->hi[d] < 0 || out_dims[d] != p->lo[d] + src_dims[d] + p->hi[d])
      return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s': low/high do not match the result type", op->name);
  return ir_index_body(op, rank, &p->body, msg, n);
}

bool ir_pad_source(const IrPad *p, const int64_t *src_dims, const int64_t *out_dims, int64_t i, int64_t *idx,
                   int64_t *src_flat) {
  int64_t sidx[IR_VIEW_MAX_RANK];
  bool inside = true;
  ir_unflat(p->rank, out_dims, i, idx);
  for (int d = 0; d < p->rank; d++) {
    sidx[d] = idx[d] - p->lo[d];
    if (sidx[d] < 0 || sidx[d] >= src_dims[d]) inside = false;
  }
  if (inside) *src_flat = ir_flat(p->rank, src_dims, sidx);
  return inside;
}

IrViewStatus ir_concat_of(Arena *a, const IrOp *op, int rank, const int64_t *dims, IrShapeFetch fetch,
                          void *u, IrConcat *c, char *msg, int n) {
  int64_t axis;
  if (!ir_attr_int(op, "dim", &axis) || axis < 0 || axis >= rank)
    return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s' requires a valid dim", op->name);
  c->axis = (int)axis;
  c->nin = op->noperands;
  c->along = arena_calloc(a, (size_t)(c->nin ? c->nin : 1), sizeof(int64_t));
  if (!c->along) return ir_view_fail(IR_VIEW_UNSUPPORTED, msg, n, "out of memory");
  int64_t sum = 0;
  for (int k = 0; k < c->nin; k++) {
    int r;
    const int64_t *d;
    if (!fetch(u, k, &r, &d)) return IR_VIEW_FAILED;
    if (r != rank) return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s': rank mismatch", op->name);
    c->along[k] = d[axis];
    sum += d[axis];
  }
  if (sum != dims[axis])
    return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s': sizes along dim do not add up", op->name);
  return IR_VIEW_OK;
}

int64_t ir_concat_source(const IrConcat *c, int rank, const int64_t *dims, int64_t i, int *k) {
  int64_t idx[IR_VIEW_MAX_RANK], in[IR_VIEW_MAX_RANK];
  ir_unflat(rank, dims, i, idx);
  memcpy(in, dims, (size_t)rank * sizeof *in);
  for (int j = 0; j < c->nin; j++) {
    if (idx[c->axis] < c->along[j]) {
      *k = j;
      in[c->axis] = c->along[j];
      return ir_flat(rank, in, idx);
    }
    idx[c->axis] -= c->along[j];
  }
  *k = -1;
  return -1;
}

IrViewStatus ir_tensor_reshape_of(const IrOp *op, int rank, IrElem elem, const int64_t *dims,
                                  bool *keep_shape, bool *ub, char *msg, int n) {
  const IrType *rt = op->nresults > 0 ? op->results[0]->type : NULL;
  *ub = false;
  *keep_shape = op->kind == IR_OP_TENSOR_CAST && rt && rt->kind == IR_TY_TENSOR;
  if (!*keep_shape) return IR_VIEW_OK;
  if (rt->rank != rank || rt->elem != elem)
    return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s': incompatible cast %s", op->name,
                        rt->text ? rt->text : "?");
  for (int d = 0; d < rank; d++)
    if (rt->dims[d] != IR_DYN && rt->dims[d] != dims[d]) *ub = true;
  return IR_VIEW_OK;
}
