/*
 * ir_view.c: memref view arithmetic (see ir_view.h and docs/DESIGN.md
 * "Memory").
 */
#include "encoder/ir/ir_view.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "encoder/ir/ir_attr.h"
#include "support/status.h"

#define DYN_SENTINEL INT64_MIN /* MLIR's ShapedType::kDynamic in static_* arrays */

bool ir_dim_size(int rank, const int64_t *dims, int64_t d, int64_t *size) {
  bool in = d >= 0 && d < rank;
  *size = in ? dims[d] : 0;
  return in;
}

bool ir_same_shape(int rank_a, const int64_t *dims_a, int rank_b, const int64_t *dims_b) {
  if (rank_a != rank_b) return false;
  for (int i = 0; i < rank_a; i++)
    if (dims_a[i] != dims_b[i]) return false;
  return true;
}

bool ir_view_of_type(const IrType *t, IrView *v) {
  if (!ir_memref_is_static(t) || t->rank > IR_VIEW_MAX_RANK) return false;
  memset(v, 0, sizeof *v);
  v->rank = t->rank;
  v->offset = t->offset;
  for (int i = 0; i < t->rank; i++) {
    v->dims[i] = t->dims[i];
    v->strides[i] = t->strides[i];
  }
  return true;
}

int64_t ir_view_count(const IrView *v) {
  int64_t n = 1;
  for (int i = 0; i < v->rank; i++)
    if (__builtin_mul_overflow(n, v->dims[i], &n)) return INT64_MAX;
  return n;
}

bool ir_view_locate(const IrView *v, const int64_t *idx, int64_t *pos) {
  int64_t p = v->offset;
  for (int i = 0; i < v->rank; i++) {
    if (idx[i] < 0 || idx[i] >= v->dims[i]) return false;
    p += idx[i] * v->strides[i];
  }
  *pos = p;
  return true;
}

int64_t ir_view_pos_of_flat(const IrView *v, int64_t flat) {
  int64_t p = v->offset;
  for (int i = v->rank - 1; i >= 0; i--) {
    int64_t d = v->dims[i] > 0 ? v->dims[i] : 1;
    p += (flat % d) * v->strides[i];
    flat /= d;
  }
  return p;
}

bool ir_view_extent(const IrView *v, int64_t *lo, int64_t *hi) {
  int64_t a = v->offset, b = v->offset;
  for (int i = 0; i < v->rank; i++) {
    if (v->dims[i] <= 0) return false;
    int64_t step = (v->dims[i] - 1) * v->strides[i];
    if (step < 0)
      a += step;
    else
      b += step;
  }
  *lo = a;
  *hi = b;
  return true;
}

IrViewStatus ir_view_fail(IrViewStatus s, char *why, int n, const char *fmt, ...) {
  if (why && n > 0) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, (size_t)n, fmt, ap);
    va_end(ap);
  }
  return s;
}

/* Static entries of attribute `name` with dynamic entries taken from the
 * operands starting at *next. */
static IrViewStatus mixed_list(const IrOp *op, const char *name, int expect, const int64_t *vals,
                               const bool *known, int *next, int64_t *out, char *why, int n) {
  const IrAttr *a = ir_op_attr(op, name);
  if (!a || a->kind != IR_ATTR_INTS || (expect >= 0 && a->nints != expect))
    return ir_view_fail(IR_VIEW_INVALID, why, n, "missing or malformed static list (%lld entries expected)",
                        (long long)(expect));
  for (int i = 0; i < a->nints; i++) {
    if (a->ints[i] != DYN_SENTINEL) {
      out[i] = a->ints[i];
      continue;
    }
    int k = (*next)++;
    if (k >= op->noperands) return ir_view_fail(IR_VIEW_INVALID, why, n, "too few index operands");
    if (!known[k])
      return ir_view_fail(IR_VIEW_UNSUPPORTED, why, n, "index operand %lld is not a constant",
                          (long long)(k));
    out[i] = vals[k];
  }
  return IR_VIEW_OK;
}

static int static_len(const IrOp *op, const char *name) {
  const IrAttr *a = ir_op_attr(op, name);
  return a && a->kind == IR_ATTR_INTS ? a->nints : -1;
}

/* Check that a result type's static parts agree with the view. */
static IrViewStatus check_type(const IrType *t, const IrView *v, char *why, int n) {
  if (!t || t->kind != IR_TY_MEMREF || t->rank != v->rank)
    return ir_view_fail(IR_VIEW_INVALID, why, n, "result is not a rank-%lld memref", (long long)(v->rank));
  for (int i = 0; i < v->rank; i++) {
    if (t->dims[i] != IR_DYN && t->dims[i] != v->dims[i])
      return ir_view_fail(IR_VIEW_UB, why, n, "result type size %lld contradicts the view's %lld",
                          (long long)(t->dims[i]), (long long)(v->dims[i]));
    /* A unit dim's stride addresses nothing. */
    if (v->dims[i] != 1 && t->strides[i] != IR_DYN && t->strides[i] != v->strides[i])
      return ir_view_fail(IR_VIEW_UB, why, n, "result type stride %lld contradicts the view's %lld",
                          (long long)(t->strides[i]), (long long)(v->strides[i]));
  }
  if (t->offset != IR_DYN && t->offset != v->offset && ir_view_count(v) > 0)
    return ir_view_fail(IR_VIEW_UB, why, n, "result type offset %lld contradicts the view's %lld",
                        (long long)(t->offset), (long long)(v->offset));
  return IR_VIEW_OK;
}

static IrViewStatus subview(const IrOp *op, const IrView *src, const int64_t *vals, const bool *known,
                            IrView *out, char *why, int n) {
  int64_t off[IR_VIEW_MAX_RANK], size[IR_VIEW_MAX_RANK], step[IR_VIEW_MAX_RANK];
  int next = 1;
  IrViewStatus s;
  if ((s = mixed_list(op, "static_offsets", src->rank, vals, known, &next, off, why, n)) != IR_VIEW_OK ||
      (s = mixed_list(op, "static_sizes", src->rank, vals, known, &next, size, why, n)) != IR_VIEW_OK ||
      (s = mixed_list(op, "static_strides", src->rank, vals, known, &next, step, why, n)) != IR_VIEW_OK)
    return s;
  IrView full = {.rank = src->rank, .offset = src->offset};
  for (int i = 0; i < src->rank; i++) {
    if (off[i] < 0 || size[i] < 0 || step[i] < 0)
      return ir_view_fail(IR_VIEW_UB, why, n, "negative offset, size or stride in dim %lld", (long long)(i));
    /* In bounds: the last element selected lies inside the source. */
    if (size[i] > 0 && off[i] + (size[i] - 1) * step[i] >= src->dims[i])
      return ir_view_fail(IR_VIEW_UB, why, n, "subview reaches index %lld of a dim of size %lld",
                          (long long)(off[i] + (size[i] - 1) * step[i]), (long long)(src->dims[i]));
    full.offset += off[i] * src->strides[i];
    full.dims[i] = size[i];
    full.strides[i] = src->strides[i] * step[i];
  }
  const IrType *rt = op->nresults == 1 ? op->results[0]->type : NULL;
  if (!rt || rt->kind != IR_TY_MEMREF || rt->rank > src->rank)
    return ir_view_fail(IR_VIEW_INVALID, why, n, "result is not a memref of rank <= %lld",
                        (long long)(src->rank));
  int drop = src->rank - rt->rank;
  /* Rank reduction: drop unit dims. Prefer the set whose remaining sizes
   * and strides match the result type; else the first unit dims. */
  bool dropped[IR_VIEW_MAX_RANK] = {0};
  if (drop > 0) {
    int r = 0, left = drop;
    for (int i = 0; i < src->rank; i++) {
      bool unit = full.dims[i] == 1;
      bool matches = r < rt->rank && (rt->dims[r] == IR_DYN || rt->dims[r] == full.dims[i]) &&
                     (full.dims[i] == 1 || rt->strides[r] == IR_DYN || rt->strides[r] == full.strides[i]);
      /* Keep the dim when it matches the next result dim and enough unit
       * dims remain to drop; drop a unit dim otherwise. */
      if (unit && left > 0 && (!matches || src->rank - i - 1 < rt->rank - r + left - 1)) {
        dropped[i] = true;
        left--;
      } else {
        r++;
      }
    }
    if (left != 0)
      return ir_view_fail(IR_VIEW_INVALID, why, n, "cannot drop %lld unit dims", (long long)(drop));
  }
  memset(out, 0, sizeof *out);
  out->offset = full.offset;
  for (int i = 0; i < src->rank; i++) {
    if (dropped[i]) continue;
    out->dims[out->rank] = full.dims[i];
    out->strides[out->rank] = full.strides[i];
    out->rank++;
  }
  return check_type(rt, out, why, n);
}

/* Reassociation group of each dim of the larger side; returns the number of
 * groups, -1 when malformed. */
static int reassoc_groups(const IrOp *op, int nlarge, int *group) {
  const IrAttr *re = ir_op_attr(op, "reassociation");
  if (!re || re->kind != IR_ATTR_ARRAY) return -1;
  int seen = 0;
  for (int g = 0; g < re->nelems; g++) {
    const IrAttr *grp = re->elems[g];
    int cnt = grp->kind == IR_ATTR_ARRAY ? grp->nelems : grp->kind == IR_ATTR_INTS ? grp->nints : -1;
    if (cnt <= 0) return -1;
    for (int j = 0; j < cnt; j++) {
      int64_t d = grp->kind == IR_ATTR_ARRAY ? (grp->elems[j]->kind == IR_ATTR_INT ? grp->elems[j]->i : -1)
                                             : grp->ints[j];
      if (d != seen || seen >= nlarge) return -1;
      group[seen++] = g;
    }
  }
  return seen == nlarge ? re->nelems : -1;
}

/* An empty reassociation maps unit dims to or from rank 0. */
static bool empty_reassoc(const IrOp *op) {
  const IrAttr *re = ir_op_attr(op, "reassociation");
  return re && re->kind == IR_ATTR_ARRAY && re->nelems == 0;
}

static IrViewStatus collapse(const IrOp *op, const IrView *src, IrView *out, char *why, int n) {
  if (empty_reassoc(op)) { /* to rank 0: every dim is a unit dim */
    for (int i = 0; i < src->rank; i++)
      if (src->dims[i] != 1)
        return ir_view_fail(IR_VIEW_UB, why, n, "collapsing a dim of size %lld to rank 0",
                            (long long)src->dims[i]);
    memset(out, 0, sizeof *out);
    out->offset = src->offset;
    return check_type(op->results[0]->type, out, why, n);
  }
  int group[IR_VIEW_MAX_RANK];
  int ng = reassoc_groups(op, src->rank, group);
  if (ng < 0) return ir_view_fail(IR_VIEW_INVALID, why, n, "malformed reassociation");
  memset(out, 0, sizeof *out);
  out->rank = ng;
  out->offset = src->offset;
  for (int g = 0; g < ng; g++) {
    out->dims[g] = 1;
    out->strides[g] = 1;
  }
  for (int g = 0; g < ng; g++) {
    int64_t prev_stride = 0, prev_size = 0;
    bool any = false;
    for (int i = 0; i < src->rank; i++) {
      if (group[i] != g) continue;
      out->dims[g] *= src->dims[i];
      if (src->dims[i] == 1) continue;
      /* Contiguity: the previous non-unit dim steps over this one whole. */
      if (any && prev_stride != src->strides[i] * src->dims[i])
        return ir_view_fail(IR_VIEW_UB, why, n, "collapsed group %lld is not contiguous (stride %lld)",
                            (long long)(g), (long long)(prev_stride));
      prev_stride = src->strides[i];
      prev_size = src->dims[i];
      any = true;
    }
    (void)prev_size;
    if (any) out->strides[g] = prev_stride;
  }
  /* A group of unit dims keeps the stride of its innermost dim. */
  for (int g = 0; g < ng; g++)
    if (out->dims[g] == 1)
      for (int i = src->rank - 1; i >= 0; i--)
        if (group[i] == g) {
          out->strides[g] = src->strides[i];
          break;
        }
  return check_type(op->results[0]->type, out, why, n);
}

static IrViewStatus expand(const IrOp *op, const IrView *src, const int64_t *vals, const bool *known,
                           IrView *out, char *why, int n) {
  const IrType *rt = op->results[0]->type;
  if (!rt || rt->kind != IR_TY_MEMREF || rt->rank > IR_VIEW_MAX_RANK)
    return ir_view_fail(IR_VIEW_INVALID, why, n, "result is not a memref");
  int group[IR_VIEW_MAX_RANK];
  if (empty_reassoc(op) && src->rank == 0) { /* from rank 0: unit dims only */
    memset(out, 0, sizeof *out);
    out->rank = rt->rank;
    out->offset = src->offset;
    for (int i = 0; i < rt->rank; i++) {
      out->dims[i] = 1;
      out->strides[i] = 1;
    }
    return check_type(rt, out, why, n);
  }
  int ng = reassoc_groups(op, rt->rank, group);
  if (ng != src->rank) return ir_view_fail(IR_VIEW_INVALID, why, n, "malformed reassociation");
  int64_t sizes[IR_VIEW_MAX_RANK];
  int next = 1;
  if (static_len(op, "static_output_shape") == rt->rank) {
    IrViewStatus s = mixed_list(op, "static_output_shape", rt->rank, vals, known, &next, sizes, why, n);
    if (s != IR_VIEW_OK) return s;
  } else {
    for (int i = 0; i < rt->rank; i++) {
      if (rt->dims[i] == IR_DYN)
        return ir_view_fail(IR_VIEW_UNSUPPORTED, why, n, "dynamic output size %lld", (long long)(i));
      sizes[i] = rt->dims[i];
    }
  }
  memset(out, 0, sizeof *out);
  out->rank = rt->rank;
  out->offset = src->offset;
  for (int g = 0; g < ng; g++) {
    int64_t prod = 1;
    for (int i = rt->rank - 1; i >= 0; i--) {
      if (group[i] != g) continue;
      out->dims[i] = sizes[i];
      out->strides[i] = src->strides[g] * prod;
      prod *= sizes[i];
    }
    if (prod != src->dims[g])
      return ir_view_fail(IR_VIEW_UB, why, n, "output sizes hold %lld elements of a dim of size %lld",
                          (long long)(prod), (long long)(src->dims[g]));
  }
  return check_type(rt, out, why, n);
}

static IrViewStatus reinterpret(const IrOp *op, const IrView *src, const int64_t *vals, const bool *known,
                                IrView *out, char *why, int n) {
  (void)src;
  const IrType *rt = op->results[0]->type;
  if (!rt || rt->kind != IR_TY_MEMREF || rt->rank > IR_VIEW_MAX_RANK)
    return ir_view_fail(IR_VIEW_INVALID, why, n, "result is not a memref");
  int64_t off[1];
  int next = 1;
  memset(out, 0, sizeof *out);
  out->rank = rt->rank;
  IrViewStatus s;
  if ((s = mixed_list(op, "static_offsets", 1, vals, known, &next, off, why, n)) != IR_VIEW_OK ||
      (s = mixed_list(op, "static_sizes", rt->rank, vals, known, &next, out->dims, why, n)) != IR_VIEW_OK ||
      (s = mixed_list(op, "static_strides", rt->rank, vals, known, &next, out->strides, why, n)) !=
          IR_VIEW_OK)
    return s;
  out->offset = off[0];
  return check_type(rt, out, why, n);
}

IrViewStatus ir_view_apply(const IrOp *op, const IrView *src, const int64_t *vals, const bool *known,
                           IrView *out, char *why, int n) {
  if (why && n > 0) why[0] = 0;
  if (op->nresults < 1) return ir_view_fail(IR_VIEW_INVALID, why, n, "no result");
  const IrType *rt = op->results[0]->type;
  if (rt && rt->rank > IR_VIEW_MAX_RANK)
    return ir_view_fail(IR_VIEW_UNSUPPORTED, why, n, "rank above %lld", (long long)(IR_VIEW_MAX_RANK));
  switch (op->kind) {
  case IR_OP_MEMREF_SUBVIEW: return subview(op, src, vals, known, out, why, n);
  case IR_OP_MEMREF_CAST: *out = *src; return check_type(rt, out, why, n);
  case IR_OP_MEMREF_COLLAPSE_SHAPE: return collapse(op, src, out, why, n);
  case IR_OP_MEMREF_EXPAND_SHAPE: return expand(op, src, vals, known, out, why, n);
  case IR_OP_MEMREF_REINTERPRET_CAST: return reinterpret(op, src, vals, known, out, why, n);
  default: return ir_view_fail(IR_VIEW_UNSUPPORTED, why, n, "not a view op");
  }
}

bool ir_affine_eval_expr(const IrAffineExpr *e, const int64_t *vals, int nvals, int ndims, int64_t *out) {
  if (!e) return false;
  int64_t a, b;
  switch (e->kind) {
  case IR_AFF_DIM:
    if (e->value < 0 || e->value >= nvals) return false;
    *out = vals[e->value];
    return true;
  case IR_AFF_SYM:
    if (e->value < 0 || ndims + e->value >= nvals) return false;
    *out = vals[ndims + e->value];
    return true;
  case IR_AFF_CONST: *out = e->value; return true;
  default: break;
  }
  if (!ir_affine_eval_expr(e->lhs, vals, nvals, ndims, &a) ||
      !ir_affine_eval_expr(e->rhs, vals, nvals, ndims, &b))
    return false;
  switch (e->kind) {
  case IR_AFF_ADD: *out = (int64_t)((uint64_t)a + (uint64_t)b); return true;
  case IR_AFF_MUL: *out = (int64_t)((uint64_t)a * (uint64_t)b); return true;
  case IR_AFF_MOD:
  case IR_AFF_FLOORDIV:
  case IR_AFF_CEILDIV: {
    if (b == 0 || (a == INT64_MIN && b == -1)) return false;
    if (e->kind == IR_AFF_MOD) {
      *out = ((a % b) + b) % b;
      return true;
    }
    int64_t q = a / b;
    if (e->kind == IR_AFF_FLOORDIV && (a % b != 0) && ((a < 0) != (b < 0))) q--;
    if (e->kind == IR_AFF_CEILDIV && (a % b != 0) && ((a < 0) == (b < 0))) q++;
    *out = q;
    return true;
  }
  default: return false;
  }
}

static IrAffineExpr *aff(Arena *a, IrAffineKind k, int64_t v, IrAffineExpr *l, IrAffineExpr *r) {
  IrAffineExpr *e = arena_calloc(a, 1, sizeof *e);
  if (e) *e = (IrAffineExpr){.kind = k, .value = v, .lhs = l, .rhs = r};
  return e;
}

IrViewStatus ir_index_op_map(Arena *a, const IrOp *op, IrOperandValue basis_operand, void *u,
                             IrAffineMap **map, int *nindex, int64_t *bounds, char *why, int n) {
  bool lin = op->kind == IR_OP_AFFINE_LINEARIZE_INDEX;
  int64_t *sb;
  int nb;
  if (!ir_attr_ints(a, op, "static_basis", &sb, &nb) || nb > 64)
    return ir_view_fail(IR_VIEW_INVALID, why, n, "no static_basis");
  int ndyn = 0;
  for (int k = 0; k < nb; k++)
    ndyn += sb[k] == IR_DYN || sb[k] == DYN_SENTINEL;
  int nidx = lin ? op->noperands - ndyn : 1, nres = lin ? 1 : op->nresults;
  int count = lin ? nidx : nres; /* indices of the multi-index */
  if (nidx < 1 || count < 1 || (nb != count && nb != count - 1) || count > 64)
    return ir_view_fail(IR_VIEW_INVALID, why, n, "%d basis elements for %d indices", nb, count);
  int64_t basis[64];
  int next = nidx;
  for (int k = 0; k < nb; k++) {
    basis[k] = sb[k];
    if ((sb[k] == IR_DYN || sb[k] == DYN_SENTINEL) && !basis_operand(u, next++, &basis[k]))
      return ir_view_fail(IR_VIEW_UNSUPPORTED, why, n, "a basis element that is not a constant");
  }
  int off = count - nb; /* 1 without an outer bound */
  for (int k = 0; k < count; k++)
    bounds[k] = k - off >= 0 ? basis[k - off] : -1;
  /* stride[k]: product of the basis elements after index k. */
  int64_t stride[64];
  stride[count - 1] = 1;
  for (int k = count - 2; k >= 0; k--)
    if (__builtin_mul_overflow(stride[k + 1], bounds[k + 1], &stride[k]))
      return ir_view_fail(IR_VIEW_UNSUPPORTED, why, n, "basis product overflows");
  IrAffineMap *m = arena_calloc(a, 1, sizeof *m);
  if (!m || !(m->results = arena_calloc(a, (size_t)nres, sizeof *m->results)))
    return ir_view_fail(IR_VIEW_UNSUPPORTED, why, n, "out of memory");
  m->ndims = nidx;
  m->nresults = nres;
  if (lin) {
    IrAffineExpr *sum = aff(a, IR_AFF_CONST, 0, NULL, NULL);
    for (int k = 0; k < count; k++)
      sum = aff(a, IR_AFF_ADD, 0, sum,
                aff(a, IR_AFF_MUL, 0, aff(a, IR_AFF_DIM, k, NULL, NULL),
                    aff(a, IR_AFF_CONST, stride[k], NULL, NULL)));
    m->results[0] = sum;
  } else {
    for (int k = 0; k < count; k++) {
      IrAffineExpr *x = aff(a, IR_AFF_DIM, 0, NULL, NULL);
      if (k > 0) x = aff(a, IR_AFF_MOD, 0, x, aff(a, IR_AFF_CONST, stride[k - 1], NULL, NULL));
      m->results[k] = aff(a, IR_AFF_FLOORDIV, 0, x, aff(a, IR_AFF_CONST, stride[k], NULL, NULL));
    }
  }
  for (int k = 0; k < nres; k++)
    if (!m->results[k]) return ir_view_fail(IR_VIEW_UNSUPPORTED, why, n, "out of memory");
  *map = m;
  *nindex = nidx;
  return IR_VIEW_OK;
}

bool ir_affine_eval(const IrAffineMap *m, const int64_t *vals, int64_t *out) {
  for (int r = 0; r < m->nresults; r++)
    if (!ir_affine_eval_expr(m->results[r], vals, m->ndims + m->nsyms, m->ndims, &out[r])) return false;
  return true;
}

IrViewStatus ir_view_apply_op(Arena *a, const IrOp *op, const IrView *src, IrOperandValue value, void *u,
                              IrView *out, char *why, int n) {
  int64_t vbuf[64];
  bool kbuf[64] = {0};
  int nops = op->noperands;
  int64_t *vals = nops <= 64 ? vbuf : arena_calloc(a, (size_t)nops, sizeof(int64_t));
  bool *known = nops <= 64 ? kbuf : arena_calloc(a, (size_t)nops, sizeof(bool));
  if (!vals || !known) return ir_view_fail(IR_VIEW_UNSUPPORTED, why, n, "out of memory");
  for (int k = 1; k < nops; k++)
    known[k] = value(u, k, &vals[k]);
  IrViewStatus s = ir_view_apply(op, src, vals, known, out, why, n);
  if (s == IR_VIEW_UB) {
    *out = *src;
    if (op->results[0]->type->rank != src->rank) {
      memset(out, 0, sizeof *out);
      out->rank = op->results[0]->type->rank;
      for (int i = 0; i < out->rank; i++)
        out->dims[i] = 1;
    }
  }
  return s;
}

/* ------------------------------------------------------------ memory */

IrBlockInfo ir_block_info(IrBlockKind kind) {
  return (IrBlockInfo){.kind = kind,
                       .writable = kind == IR_BLOCK_ARG || kind == IR_BLOCK_ALLOC || kind == IR_BLOCK_ALLOCA,
                       .arg = -1};
}

const char *ir_block_dealloc_ub(const IrBlockInfo *b) {
  if (b->kind == IR_BLOCK_ARG && b->global) return "dealloc of a global";
  switch (b->kind) {
  case IR_BLOCK_ALLOCA: return "dealloc of an alloca";
  case IR_BLOCK_GLOBAL: return "dealloc of a global";
  case IR_BLOCK_BUFFER: return "dealloc of a to_buffer result";
  default: return NULL;
  }
}

const char *ir_global_symbol(const IrOp *op) {
  const char *name = NULL;
  switch (op->kind) {
  case IR_OP_MEMREF_GET_GLOBAL:
  case IR_OP_TOSA_VARIABLE_READ:
  case IR_OP_TOSA_VARIABLE_WRITE: name = ir_attr_keyword(op, "name"); break;
  case IR_OP_ML_PROGRAM_GLOBAL_LOAD:
  case IR_OP_ML_PROGRAM_GLOBAL_LOAD_CONST:
  case IR_OP_ML_PROGRAM_GLOBAL_STORE: name = ir_attr_keyword(op, "global"); break;
  default: return NULL;
  }
  return name && name[0] == '@' ? name + 1 : name;
}

bool ir_global_op_writes(const IrOp *op) {
  return op->kind == IR_OP_ML_PROGRAM_GLOBAL_STORE || op->kind == IR_OP_TOSA_VARIABLE_WRITE;
}

IrViewStatus ir_global_access(const IrOp *op, const IrFunc *f, bool first_call, int *buffer,
                              const IrGlobal **g, char *msg, int n) {
  const char *name = ir_global_symbol(op);
  bool writes = ir_global_op_writes(op);
  *buffer = -1;
  *g = name ? ir_func_global(f, name) : NULL;
  if (!*g) return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s': no global @%s", op->name, name ? name : "?");
  const IrValue *data =
      writes ? (op->noperands > 0 ? op->operands[0] : NULL) : (op->nresults == 1 ? op->results[0] : NULL);
  const IrType *gt = (*g)->type, *dt = data ? data->type : NULL;
  if (!dt || dt->kind != IR_TY_TENSOR || dt->elem != gt->elem ||
      !ir_same_shape(dt->rank, dt->dims, gt->rank, gt->dims))
    return ir_view_fail(IR_VIEW_INVALID, msg, n,
                        "'%s': %s type '%s' differs from global @%s's shape and element type", op->name,
                        writes ? "value" : "result", dt && dt->text ? dt->text : "?", name);
  const IrValue *last = op->noperands > 0 ? op->operands[op->noperands - 1] : NULL;
  if (op->noperands == (writes ? 2 : 1) && last->global && strcmp(last->global, name) == 0) {
    *buffer = op->noperands - 1;
    return IR_VIEW_OK;
  }
  if (writes || !(*g)->constant) {
    if (first_call && !(*g)->constant) return IR_VIEW_OK;
    return ir_view_fail(IR_VIEW_UNSUPPORTED, msg, n,
                        "unsupported: '%s' of global @%s outside a validated pair", op->name, name);
  }
  if (!(*g)->init)
    return ir_view_fail(IR_VIEW_UNSUPPORTED, msg, n, "unsupported: '%s' of global @%s without a value",
                        op->name, name);
  return IR_VIEW_OK;
}

const char *ir_dealloc_of_view(const IrOp *dealloc) {
  const IrValue *v = dealloc->noperands > 0 ? dealloc->operands[0] : NULL;
  if (!v || !v->def) return NULL;
  switch (v->def->kind) {
  case IR_OP_MEMREF_SUBVIEW: return "dealloc of a memref.subview result (an alias of its allocation)";
  case IR_OP_MEMREF_EXPAND_SHAPE:
    return "dealloc of a memref.expand_shape result (an alias of its allocation)";
  case IR_OP_MEMREF_COLLAPSE_SHAPE:
    return "dealloc of a memref.collapse_shape result (an alias of its allocation)";
  case IR_OP_MEMREF_REINTERPRET_CAST:
    return "dealloc of a memref.reinterpret_cast result (an alias of its allocation)";
  default: return NULL;
  }
}

bool ir_clone_freezes(const IrOp *clone, const IrFunc *f) { return f && clone->parent == f->body; }

int ir_block_table_global(const void *table, int n, size_t size, const char *name) {
  for (int k = 0; k < n; k++) {
    const IrBlockInfo *b = (const IrBlockInfo *)((const char *)table + (size_t)k * size);
    if (b->kind == IR_BLOCK_GLOBAL && strcmp(b->global, name) == 0) return k;
  }
  return -1;
}

int64_t ir_block_address(int k) { return ((int64_t)k + 1) << 32; }

void *ir_block_table_grow(Arena *a, void *table, int n, int *cap, size_t size) {
  if (n < *cap) return table;
  int c = *cap ? *cap * 2 : 8;
  void *t = arena_calloc(a, (size_t)c, size);
  if (!t) return NULL;
  if (n) memcpy(t, table, (size_t)n * size);
  *cap = c;
  return t;
}

void ir_view_set(IrView *v, int rank, int64_t offset, const int64_t *dims, const int64_t *strides) {
  memset(v, 0, sizeof *v);
  v->rank = rank;
  v->offset = offset;
  for (int i = 0; i < rank && i < IR_VIEW_MAX_RANK; i++) {
    v->dims[i] = dims[i];
    v->strides[i] = strides[i];
  }
}

void ir_view_identity(IrView *v, int rank, const int64_t *dims) {
  memset(v, 0, sizeof *v);
  v->rank = rank;
  int64_t stride = 1;
  for (int i = rank - 1; i >= 0; i--) {
    v->dims[i] = dims[i];
    v->strides[i] = stride;
    stride *= dims[i] > 0 ? dims[i] : 1;
  }
}

bool ir_view_export(Arena *a, const IrView *v, int *rank, int64_t **dims, int64_t **strides, int64_t *offset,
                    int64_t *count) {
  *dims = arena_calloc(a, (size_t)(v->rank ? v->rank : 1), sizeof(int64_t));
  *strides = arena_calloc(a, (size_t)(v->rank ? v->rank : 1), sizeof(int64_t));
  if (!*dims || !*strides) return false;
  for (int i = 0; i < v->rank; i++) {
    (*dims)[i] = v->dims[i];
    (*strides)[i] = v->strides[i];
  }
  *rank = v->rank;
  *offset = v->offset;
  *count = ir_view_count(v);
  return true;
}

int64_t ir_view_span(const IrView *v) {
  int64_t lo, hi;
  return ir_view_extent(v, &lo, &hi) ? hi + 1 : 0;
}

bool ir_view_inside(const IrView *v, int64_t size) {
  int64_t lo, hi;
  return !ir_view_extent(v, &lo, &hi) || (lo >= 0 && hi < size);
}

int64_t ir_view_block_pos(const IrView *v, int64_t size, int64_t flat) {
  int64_t p = ir_view_pos_of_flat(v, flat);
  return p < 0 || p >= size ? -1 : p;
}

int64_t ir_view_block_locate(const IrView *v, int64_t size, const int64_t *idx) {
  int64_t p;
  return ir_view_locate(v, idx, &p) && p >= 0 && p < size ? p : -1;
}

int ir_block_arg_shape(const IrBlockInfo *b, const IrFunc *f, int64_t *dims) {
  const IrBlock *body = f->body;
  if (b->kind != IR_BLOCK_ARG || b->arg < 0 || b->arg >= body->nargs) return -1;
  return ir_memref_input_shape(body->args[b->arg]->type, dims);
}

IrNewBlock ir_view_to_buffer(const IrType *rt, int rank, const int64_t *dims) {
  IrNewBlock b = {.info = ir_block_info(IR_BLOCK_BUFFER)};
  if (!ir_view_of_type(rt, &b.view)) ir_view_identity(&b.view, rank, dims);
  b.size = ir_view_span(&b.view);
  return b;
}

IrNewBlock ir_view_clone(int rank, const int64_t *dims) {
  IrNewBlock b = {.info = ir_block_info(IR_BLOCK_ALLOC)};
  ir_view_identity(&b.view, rank, dims);
  b.size = ir_view_span(&b.view);
  return b;
}

IrViewStatus ir_view_arg(const IrValue *arg, IrNewBlock *b, char *msg, int n) {
  *b = (IrNewBlock){.info = ir_block_info(IR_BLOCK_ARG)};
  b->info.arg = arg->index;
  b->info.global = arg->global;
  if (!ir_view_of_type(arg->type, &b->view))
    return ir_view_fail(IR_VIEW_UNSUPPORTED, msg, n,
                        "unsupported: memref argument %%arg%d of type '%s' (dynamic sizes or layout)",
                        arg->index, arg->type->text ? arg->type->text : "?");
  b->size = ir_memref_span(arg->type);
  return IR_VIEW_OK;
}

static bool input_is_view(const IrNewBlock *b, int rank, const int64_t *dims, int64_t count) {
  if (rank != b->view.rank || count != ir_view_count(&b->view)) return false;
  for (int d = 0; d < rank; d++)
    if (dims[d] != b->view.dims[d]) return false;
  return true;
}

bool ir_view_input_fits(const IrNewBlock *b, int rank, const int64_t *dims, int64_t count) {
  return input_is_view(b, rank, dims, count) || count == b->size;
}

int64_t ir_view_input_pos(const IrNewBlock *b, int rank, const int64_t *dims, int64_t count, int64_t i) {
  if (input_is_view(b, rank, dims, count)) return ir_view_pos_of_flat(&b->view, i);
  return count == b->size ? i : -1;
}

IrViewStatus ir_view_alloc(const IrOp *op, IrOperandValue size, void *u, IrNewBlock *b, char *msg, int n) {
  const IrType *t = op->nresults == 1 ? op->results[0]->type : NULL;
  *b =
      (IrNewBlock){.info = ir_block_info(op->kind == IR_OP_MEMREF_ALLOCA ? IR_BLOCK_ALLOCA : IR_BLOCK_ALLOC)};
  IrView *v = &b->view;
  if (!t || t->kind != IR_TY_MEMREF || t->rank > IR_VIEW_MAX_RANK)
    return ir_view_fail(IR_VIEW_UNSUPPORTED, msg, n, "unsupported: '%s' of type '%s'", op->name,
                        t && t->text ? t->text : "?");
  v->rank = t->rank;
  v->offset = t->offset;
  int next = 0;
  for (int i = 0; i < t->rank; i++) {
    v->dims[i] = t->dims[i];
    if (t->dims[i] != IR_DYN) continue;
    if (next >= op->noperands || !size(u, next, &v->dims[i]))
      return ir_view_fail(IR_VIEW_UNSUPPORTED, msg, n, "unsupported: '%s' with a non-constant size",
                          op->name);
    next++;
    if (v->dims[i] < 0) {
      b->neg_size = true;
      v->dims[i] = 0;
    }
  }
  /* Strides: the type's, or row-major for the identity layout. */
  int64_t stride = 1;
  for (int i = t->rank - 1; i >= 0; i--) {
    if (t->strides[i] == IR_DYN || t->offset == IR_DYN) {
      if (!ir_memref_identity_layout(t))
        return ir_view_fail(IR_VIEW_UNSUPPORTED, msg, n, "unsupported: '%s' with a dynamic layout", op->name);
      v->strides[i] = stride;
    } else {
      v->strides[i] = t->strides[i];
    }
    stride *= v->dims[i] > 0 ? v->dims[i] : 1;
  }
  if (v->offset == IR_DYN) v->offset = 0;
  b->size = ir_view_span(v);
  return IR_VIEW_OK;
}

IrViewStatus ir_view_global(const IrOp *op, const IrFunc *f, bool first_call, const IrGlobal **gp,
                            IrNewBlock *b, char *msg, int n) {
  const char *name = ir_global_symbol(op);
  const IrGlobal *g = ir_func_global(f, name);
  if (!g)
    return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s': no memref.global @%s", op->name, name ? name : "?");
  if (!g->constant && !first_call)
    return ir_view_fail(IR_VIEW_UNSUPPORTED, msg, n, "unsupported: mutable memref.global @%s", g->name);
  *b = (IrNewBlock){.info = ir_block_info(IR_BLOCK_GLOBAL)};
  b->info.global = g->name;
  b->info.writable = !g->constant; /* only with first_call (above) */
  if (!ir_view_of_type(g->type, &b->view))
    return ir_view_fail(IR_VIEW_UNSUPPORTED, msg, n, "unsupported: memref.global @%s of type '%s'", g->name,
                        g->type->text ? g->type->text : "?");
  *gp = g;
  b->size = ir_memref_span(g->type);
  return IR_VIEW_OK;
}

bool ir_global_init(const IrGlobal *g, IrAttr *a, IrType *t) {
  if (!g->init) return false;
  *a = (IrAttr){.kind = IR_ATTR_DENSE, .dense = g->init, .text = "initial_value"};
  *t = *g->type;
  t->kind = IR_TY_TENSOR;
  return true;
}

IrViewStatus ir_access_map(const IrOp *op, const IrAffineMap **map, char *msg, int n) {
  *map = NULL;
  if (op->kind != IR_OP_AFFINE_LOAD && op->kind != IR_OP_AFFINE_STORE) return IR_VIEW_OK;
  const IrAttr *a = ir_op_attr(op, "map");
  if (!a || a->kind != IR_ATTR_MAP)
    return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s' without a map", op->name);
  *map = a->map;
  return IR_VIEW_OK;
}

IrViewStatus ir_access_check(const IrOp *op, int first, int rank, const IrAffineMap *map, char *msg, int n) {
  int nidx = op->noperands - first;
  if (map && (map->nresults != rank || map->ndims + map->nsyms != nidx || nidx > IR_VIEW_MAX_RANK * 4))
    return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s': map does not match the operands", op->name);
  if (!map && nidx != rank)
    return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s': %d indices for rank %d", op->name, nidx, rank);
  return IR_VIEW_OK;
}

IrViewStatus ir_view_query(const IrOp *op, const IrView *v, int block, IrOperandValue dim, void *u,
                           IrViewQuery *q, char *msg, int n) {
  *q = (IrViewQuery){.count = 1};
  if (op->kind == IR_OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX) {
    q->vals[0] = ir_block_address(block);
    return IR_VIEW_OK;
  }
  if (op->kind == IR_OP_MEMREF_DIM) {
    int64_t d;
    if (op->noperands < 2 || !dim(u, 1, &d))
      return ir_view_fail(IR_VIEW_UNSUPPORTED, msg, n, "unsupported: '%s' with a non-constant dim", op->name);
    q->ub = !ir_dim_size(v->rank, v->dims, d, &q->vals[0]);
    return IR_VIEW_OK;
  }
  if (op->nresults != 2 + 2 * v->rank)
    return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s': wrong number of results", op->name);
  q->base_view = true;
  q->count = 1 + 2 * v->rank;
  q->res[0] = 1;
  q->vals[0] = v->offset;
  for (int i = 0; i < v->rank; i++) {
    q->res[1 + 2 * i] = 2 + i;
    q->vals[1 + 2 * i] = v->dims[i];
    q->res[2 + 2 * i] = 2 + v->rank + i;
    q->vals[2 + 2 * i] = v->strides[i];
  }
  return IR_VIEW_OK;
}

IrViewStatus ir_dealloc_of(Arena *a, const IrOp *op, IrBlockOf block_of, void *u, IrDealloc *d, char *msg,
                           int n) {
  int r = op->nresults, m = (op->noperands - r) / 2;
  if (m < 0 || 2 * m + r != op->noperands)
    return ir_view_fail(IR_VIEW_INVALID, msg, n, "'%s': malformed operand lists", op->name);
  *d = (IrDealloc){.m = m, .r = r};
  d->block = arena_calloc(a, (size_t)(m + r + 1), sizeof(int));
  d->first = arena_calloc(a, (size_t)(m + 1), sizeof(int));
  if (!d->block || !d->first) return ir_view_fail(IR_VIEW_UNSUPPORTED, msg, n, "out of memory");
  for (int i = 0; i < m + r; i++)
    if (!block_of(u, i < m ? i : m + i, &d->block[i])) return IR_VIEW_FAILED;
  for (int i = 0; i < m; i++) {
    d->first[i] = i;
    for (int j = 0; j < r; j++)
      if (d->block[m + j] == d->block[i]) d->first[i] = -1;
    for (int i2 = 0; i2 < i && d->first[i] == i; i2++)
      if (d->block[i2] == d->block[i]) d->first[i] = i2;
  }
  return IR_VIEW_OK;
}

bool ir_static_dims_contradict(const IrType *t, int rank, const int64_t *dims) {
  if (!t || (t->kind != IR_TY_MEMREF && t->kind != IR_TY_TENSOR)) return false;
  if (t->rank != rank) return true;
  for (int d = 0; d < rank; d++)
    if (t->dims[d] != IR_DYN && t->dims[d] != dims[d]) return true;
  return false;
}
