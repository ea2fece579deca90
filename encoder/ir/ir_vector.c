/*
 * ir_vector.c: the static structure of vector transfers and positions
 * (ir_vector.h), shared by the encoder and the interpreter.
 *
 * Reading of the vector dialect documentation (MLIR 22) that this encodes:
 * the permutation map of a transfer goes from the source's dims to the
 * vector's dims; each result is a source dim (the vector dim walks it, from
 * the base index up) or the constant 0 (a broadcast: every lane of that dim
 * reads the same element). Source dims that no vector dim walks stay at
 * their base index. The mask has the shape of the elements as read before
 * any permutation or broadcast: one dim per non-broadcast vector dim, in the
 * order of the source dims they walk.
 */
#include "encoder/ir/ir_vector.h"

#include <stdio.h>
#include <string.h>

#include "encoder/ir/ir_attr.h"
#include "encoder/ir/ir_tensor.h"
#include "support/arena.h"

static IrViewStatus fail(IrViewStatus s, char *why, int n, const char *msg) {
  snprintf(why, (size_t)n, "%s", msg);
  return s;
}

/* The vector type of the transfer: the result of a read, the stored value
 * of a write. */
static const IrType *transfer_vector_type(const IrOp *op, bool is_write) {
  if (is_write) return op->noperands > 0 && op->operands[0] ? op->operands[0]->type : NULL;
  return op->nresults == 1 ? op->results[0]->type : NULL;
}

static IrViewStatus read_map(const IrOp *op, IrTransfer *t, char *why, int n) {
  const IrAttr *a = ir_op_attr(op, "permutation_map");
  for (int d = 0; d < t->rank; d++)
    t->vec_dim[d] = -1;
  if (!a) { /* the minor identity: the vector walks the innermost dims */
    if (t->vrank > t->rank) return fail(IR_VIEW_INVALID, why, n, "vector rank above the source rank");
    for (int j = 0; j < t->vrank; j++) {
      t->src_dim[j] = t->rank - t->vrank + j;
      t->vec_dim[t->src_dim[j]] = j;
    }
    return IR_VIEW_OK;
  }
  const IrAffineMap *m = a->kind == IR_ATTR_MAP ? a->map : NULL;
  if (!m || m->ndims != t->rank || m->nsyms != 0 || m->nresults != t->vrank)
    return fail(IR_VIEW_INVALID, why, n, "permutation_map does not match the source and vector ranks");
  for (int j = 0; j < t->vrank; j++) {
    const IrAffineExpr *e = m->results[j];
    if (e->kind == IR_AFF_CONST && e->value == 0) {
      t->src_dim[j] = -1;
    } else if (e->kind == IR_AFF_DIM && e->value >= 0 && e->value < t->rank && t->vec_dim[e->value] < 0) {
      t->src_dim[j] = (int)e->value;
      t->vec_dim[e->value] = j;
    } else {
      return fail(IR_VIEW_INVALID, why, n, "permutation_map is not a projected permutation with broadcasts");
    }
  }
  return IR_VIEW_OK;
}

static IrViewStatus read_in_bounds(const IrOp *op, IrTransfer *t, char *why, int n) {
  int64_t vals[IR_VIEW_MAX_RANK];
  const IrAttr *a = ir_op_attr(op, "in_bounds");
  int cnt = 0;
  if (a && a->kind == IR_ATTR_ARRAY) {
    cnt = a->nelems;
    for (int j = 0; j < cnt && j < IR_VIEW_MAX_RANK; j++)
      vals[j] = a->elems[j]->kind == IR_ATTR_BOOL || a->elems[j]->kind == IR_ATTR_INT ? a->elems[j]->i : 0;
  } else if (a && a->kind == IR_ATTR_INTS) {
    cnt = a->nints;
    for (int j = 0; j < cnt && j < IR_VIEW_MAX_RANK; j++)
      vals[j] = a->ints[j];
  } else if (a) {
    return fail(IR_VIEW_INVALID, why, n, "in_bounds is not a list of booleans");
  }
  if (a && cnt != t->vrank)
    return fail(IR_VIEW_INVALID, why, n, "in_bounds does not have one entry per vector dim");
  for (int j = 0; j < t->vrank; j++)
    t->in_bounds[j] = a ? vals[j] != 0 : false; /* absent: every dim may run out of bounds */
  return IR_VIEW_OK;
}

/* Mask dims: the non-broadcast vector dims in the order of their source
 * dims; the mask operand's type must have their sizes. */
static IrViewStatus read_mask(const IrOp *op, IrTransfer *t, char *why, int n) {
  t->mrank = 0;
  for (int d = 0; d < t->rank; d++)
    if (t->vec_dim[d] >= 0) t->mask_vdim[t->mrank++] = t->vec_dim[d];
  if (t->mask < 0) return IR_VIEW_OK;
  const IrType *mt = op->operands[t->mask]->type;
  if (!mt || mt->kind != IR_TY_VECTOR || mt->elem != IR_I1 || mt->rank != t->mrank)
    return fail(IR_VIEW_INVALID, why, n, "mask is not an i1 vector of the transferred dims");
  for (int k = 0; k < t->mrank; k++)
    if (mt->dims[k] != t->vdims[t->mask_vdim[k]])
      return fail(IR_VIEW_INVALID, why, n, "mask shape does not match the transferred dims");
  return IR_VIEW_OK;
}

IrViewStatus ir_transfer_of(const IrOp *op, IrTransfer *t, char *why, int n) {
  memset(t, 0, sizeof *t);
  t->is_write = op->kind == IR_OP_VECTOR_TRANSFER_WRITE;
  t->src = t->is_write ? 1 : 0;
  t->first_idx = t->src + 1;
  t->value = t->is_write ? 0 : -1;
  if (op->noperands <= t->src || !op->operands[t->src] || !op->operands[t->src]->type)
    return fail(IR_VIEW_INVALID, why, n, "missing source operand");
  const IrType *st = op->operands[t->src]->type, *vt = transfer_vector_type(op, t->is_write);
  if (st->kind != IR_TY_MEMREF && st->kind != IR_TY_TENSOR)
    return fail(IR_VIEW_UNSUPPORTED, why, n, "the source is not a memref or tensor of scalars");
  if (!vt || vt->kind != IR_TY_VECTOR)
    return fail(IR_VIEW_UNSUPPORTED, why, n, "the vector is not a fixed-size vector");
  if (st->rank > IR_VIEW_MAX_RANK || vt->rank > IR_VIEW_MAX_RANK)
    return fail(IR_VIEW_UNSUPPORTED, why, n, "rank above 16");
  if (st->elem != vt->elem)
    return fail(IR_VIEW_UNSUPPORTED, why, n, "source and vector element types differ");
  t->rank = st->rank;
  t->vrank = vt->rank;
  t->lanes = 1;
  for (int j = 0; j < t->vrank; j++) {
    t->vdims[j] = vt->dims[j];
    t->lanes *= vt->dims[j];
  }
  /* read: source, indices, padding[, mask]; write: value, source, indices[, mask] */
  int fixed = t->is_write ? 2 + t->rank : 2 + t->rank;
  if (op->noperands != fixed && op->noperands != fixed + 1)
    return fail(IR_VIEW_INVALID, why, n, "operand count does not match the source rank");
  t->pad = t->is_write ? -1 : t->first_idx + t->rank;
  t->mask = op->noperands == fixed + 1 ? fixed : -1;
  IrViewStatus s = read_map(op, t, why, n);
  if (s == IR_VIEW_OK) s = read_in_bounds(op, t, why, n);
  if (s == IR_VIEW_OK) s = read_mask(op, t, why, n);
  if (s == IR_VIEW_OK && t->is_write)
    for (int j = 0; j < t->vrank; j++)
      if (t->src_dim[j] < 0) return fail(IR_VIEW_INVALID, why, n, "a write cannot broadcast");
  return s;
}

void ir_transfer_lane(const IrTransfer *t, int64_t lane, int64_t *off, int64_t *mask_flat) {
  int64_t l[IR_VIEW_MAX_RANK];
  for (int j = t->vrank - 1; j >= 0; j--) {
    l[j] = t->vdims[j] > 0 ? lane % t->vdims[j] : 0;
    lane = t->vdims[j] > 0 ? lane / t->vdims[j] : 0;
  }
  for (int d = 0; d < t->rank; d++)
    off[d] = t->vec_dim[d] >= 0 ? l[t->vec_dim[d]] : 0;
  int64_t m = 0;
  for (int k = 0; k < t->mrank; k++)
    m = m * t->vdims[t->mask_vdim[k]] + l[t->mask_vdim[k]];
  *mask_flat = m;
}

int64_t ir_transfer_pos(const IrView *v, int64_t size, const int64_t *idx) {
  for (int d = 0; d < v->rank; d++)
    if (idx[d] < 0 || idx[d] >= v->dims[d]) return -2;
  return ir_view_block_locate(v, size, idx);
}

bool ir_vector_position(const IrOp *op, int first_dyn, int64_t *pos, int *dyn_op, int *npos) {
  const IrAttr *a = ir_op_attr(op, "static_position");
  if (!a || a->kind != IR_ATTR_INTS || a->nints > IR_VIEW_MAX_RANK) return false;
  int next = first_dyn;
  for (int k = 0; k < a->nints; k++) {
    pos[k] = a->ints[k];
    dyn_op[k] = -1;
    if (a->ints[k] == IR_DYN) {
      if (next >= op->noperands) return false;
      dyn_op[k] = next++;
    }
  }
  *npos = a->nints;
  return next == op->noperands;
}

bool ir_vector_slice(int rank, const int64_t *dims, const int64_t *pos, int npos, int64_t *first,
                     int64_t *count, bool *poison) {
  int64_t f = 0, c = 1;
  *poison = false;
  bool in = npos <= rank;
  for (int k = 0; k < npos && in; k++) {
    if (pos[k] == -1)
      *poison = true;
    else if (pos[k] < 0 || pos[k] >= dims[k])
      in = false;
    f = f * dims[k] + (pos[k] >= 0 && pos[k] < dims[k] ? pos[k] : 0);
  }
  for (int k = npos; k < rank; k++) {
    f *= dims[k];
    c *= dims[k];
  }
  *first = f;
  *count = c;
  return in;
}

IrViewStatus ir_vector_position_of(const IrOp *op, int first_dyn, int rank, const int64_t *dims,
                                   int64_t expect, const char *what, IrIndexFetch fetch, void *u,
                                   int64_t *first, int64_t *count, bool *poison, char *msg, int n) {
  int64_t pos[IR_VIEW_MAX_RANK];
  int dyn[IR_VIEW_MAX_RANK], np;
  *first = *count = 0;
  *poison = false;
  if (!ir_vector_position(op, first_dyn, pos, dyn, &np) || np > rank)
    return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s': position does not match the operands", op->name);
  for (int k = 0; k < np; k++)
    if (dyn[k] >= 0 && !fetch(u, dyn[k], &pos[k])) return IR_VIEW_FAILED;
  bool in = ir_vector_slice(rank, dims, pos, np, first, count, poison);
  *poison = *poison || !in;
  if (*count != expect)
    return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s': %s shape does not match the position", op->name,
                        what);
  return IR_VIEW_OK;
}

IrViewStatus ir_vector_mask_of(Arena *a, const IrOp *op, int rank, int64_t *sizes, bool *from_operands,
                               char *msg, int n) {
  int64_t *sz;
  int cnt;
  *from_operands = op->kind != IR_OP_VECTOR_CONSTANT_MASK;
  if (rank > IR_VIEW_MAX_RANK)
    return ir_view_fail(IR_VIEW_UNSUPPORTED, msg, n, "unsupported: '%s' of rank above 16", op->name);
  if (*from_operands && op->noperands != rank)
    return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s': one size per dim expected", op->name);
  if (*from_operands) return IR_VIEW_OK;
  if (!ir_attr_ints(a, op, "mask_dim_sizes", &sz, &cnt) || cnt != rank)
    return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s': mask_dim_sizes does not match the rank", op->name);
  memcpy(sizes, sz, (size_t)cnt * sizeof *sizes);
  return IR_VIEW_OK;
}

IrViewStatus ir_vector_move(Arena *a, const IrOp *op, int srank, const int64_t *sdims, int64_t sn, int rrank,
                            const int64_t *rdims, int64_t rn, int64_t **src_of_p, char *why, int n) {
  int64_t ridx[IR_VIEW_MAX_RANK], sidx[IR_VIEW_MAX_RANK], *perm = NULL;
  int np = 0, lead = rrank - srank;
  int64_t *src_of = *src_of_p = arena_calloc(a, (size_t)(rn ? rn : 1), sizeof(int64_t));
  if (!src_of) return fail(IR_VIEW_UNSUPPORTED, why, n, "out of memory");
  if (srank > IR_VIEW_MAX_RANK || rrank > IR_VIEW_MAX_RANK)
    return fail(IR_VIEW_UNSUPPORTED, why, n, "rank above 16");
  if (op->kind == IR_OP_VECTOR_SHAPE_CAST) {
    if (sn != rn) return fail(IR_VIEW_INVALID, why, n, "element counts differ");
    for (int64_t i = 0; i < rn; i++)
      src_of[i] = i;
    return IR_VIEW_OK;
  }
  if (op->kind == IR_OP_VECTOR_BROADCAST) {
    if (lead < 0) return fail(IR_VIEW_INVALID, why, n, "source rank above the result rank");
    for (int k = 0; k < srank; k++)
      if (sdims[k] != 1 && sdims[k] != rdims[lead + k])
        return fail(IR_VIEW_INVALID, why, n, "a source dim does not broadcast");
  } else if (!ir_attr_ints(a, op, "permutation", &perm, &np) || np != rrank || srank != rrank) {
    return fail(IR_VIEW_INVALID, why, n, "permutation does not match the ranks");
  }
  bool seen[IR_VIEW_MAX_RANK] = {0};
  for (int k = 0; k < np; k++) {
    if (perm[k] < 0 || perm[k] >= srank || seen[perm[k]] || sdims[perm[k]] != rdims[k])
      return fail(IR_VIEW_INVALID, why, n, "permutation does not match the shapes");
    seen[perm[k]] = true;
  }
  for (int64_t i = 0; i < rn; i++) {
    ir_unflat(rrank, rdims, i, ridx);
    for (int k = 0; k < srank && !perm; k++)
      sidx[k] = sdims[k] == 1 ? 0 : ridx[lead + k];
    for (int k = 0; k < np; k++)
      sidx[perm[k]] = ridx[k];
    src_of[i] = ir_flat(srank, sdims, sidx);
  }
  return IR_VIEW_OK;
}
