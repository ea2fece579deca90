/*
 * irbuild.h: a tiny hand-builder for encoder IR functions, for unit tests
 * that cannot parse MLIR (no importer here). Everything lives in one Arena.
 * Header-only; test code only.
 */
#ifndef TVF_TESTS_ENCODER_IRBUILD_H
#define TVF_TESTS_ENCODER_IRBUILD_H

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "encoder/ir/ir.h"
#include "support/arena.h"

typedef struct IrB {
  Arena *a;
  int next_id;
} IrB;

static inline IrType *ib_type(IrB *b, IrTypeKind k, IrElem e, int rank, const int64_t *dims) {
  IrType *t = arena_alloc(b->a, sizeof *t);
  t->kind = k;
  t->elem = e;
  t->rank = rank;
  t->dims = arena_calloc(b->a, (size_t)(rank > 0 ? rank : 1), sizeof(int64_t));
  char buf[128];
  int n = snprintf(buf, sizeof buf,
                   k == IR_TY_SHAPE ? "!tosa.shape<%d" : (k == IR_TY_TENSOR ? "tensor<" : ""), rank);
  for (int i = 0; i < rank; i++) {
    t->dims[i] = dims ? dims[i] : 0;
    if (k == IR_TY_TENSOR) n += snprintf(buf + n, sizeof buf - (size_t)n, "%lldx", (long long)t->dims[i]);
  }
  if (k == IR_TY_SHAPE)
    snprintf(buf + n, sizeof buf - (size_t)n, ">");
  else
    snprintf(buf + n, sizeof buf - (size_t)n, "%s%s", ir_elem_name(e), k == IR_TY_TENSOR ? ">" : "");
  t->text = arena_strdup(b->a, buf);
  return t;
}

static inline IrType *ib_tensor(IrB *b, IrElem e, int rank, ...) {
  int64_t dims[8];
  va_list ap;
  va_start(ap, rank);
  for (int i = 0; i < rank; i++)
    dims[i] = va_arg(ap, int64_t);
  va_end(ap);
  return ib_type(b, IR_TY_TENSOR, e, rank, dims);
}

static inline IrType *ib_scalar(IrB *b, IrElem e) { return ib_type(b, IR_TY_SCALAR, e, 0, NULL); }
static inline IrType *ib_shape(IrB *b, int n) { return ib_type(b, IR_TY_SHAPE, IR_INDEX, n, NULL); }

static inline IrValue *ib_value(IrB *b, IrType *t) {
  IrValue *v = arena_calloc(b->a, 1, sizeof *v);
  v->id = b->next_id++;
  v->type = t;
  return v;
}

static inline IrBlock *ib_block(IrB *b, int nargs, IrType **types) {
  IrBlock *blk = arena_alloc(b->a, sizeof *blk);
  blk->nargs = nargs;
  blk->args = arena_calloc(b->a, (size_t)(nargs > 0 ? nargs : 1), sizeof(IrValue *));
  for (int i = 0; i < nargs; i++) {
    blk->args[i] = ib_value(b, types[i]);
    blk->args[i]->block = blk;
    blk->args[i]->index = i;
  }
  blk->ops = arena_calloc(b->a, 64, sizeof(IrOp *));
  return blk;
}

/* Append an op; operands NULL-terminated after `nres` result types. */
static inline IrOp *ib_op(IrB *b, IrBlock *blk, IrOpKind k, int nres, IrType **rtypes, int nops,
                          IrValue **ops) {
  IrOp *op = arena_alloc(b->a, sizeof *op);
  op->kind = k;
  op->name = ir_op_kind_name(k);
  op->loc = "test.mlir:1:1";
  op->noperands = nops;
  op->operands = arena_calloc(b->a, (size_t)(nops > 0 ? nops : 1), sizeof(IrValue *));
  for (int i = 0; i < nops; i++)
    op->operands[i] = ops[i];
  op->nresults = nres;
  op->results = arena_calloc(b->a, (size_t)(nres > 0 ? nres : 1), sizeof(IrValue *));
  for (int i = 0; i < nres; i++) {
    op->results[i] = ib_value(b, rtypes[i]);
    op->results[i]->def = op;
    op->results[i]->index = i;
  }
  op->attrs = arena_calloc(b->a, 16, sizeof(IrAttr *));
  op->regions = arena_calloc(b->a, 2, sizeof(IrRegion *));
  op->parent = blk;
  blk->ops[blk->nops++] = op;
  return op;
}

static inline IrValue *ib_op1(IrB *b, IrBlock *blk, IrOpKind k, IrType *rt, int nops, ...) {
  IrValue *ops[8];
  va_list ap;
  va_start(ap, nops);
  for (int i = 0; i < nops; i++)
    ops[i] = va_arg(ap, IrValue *);
  va_end(ap);
  return ib_op(b, blk, k, 1, &rt, nops, ops)->results[0];
}

static inline IrAttr *ib_attr(IrB *b, IrOp *op, const char *name, IrAttrKind k) {
  IrAttr *a = arena_alloc(b->a, sizeof *a);
  a->kind = k;
  a->name = name;
  a->text = name;
  if (op) op->attrs[op->nattrs++] = a;
  return a;
}

static inline void ib_attr_float(IrB *b, IrOp *op, const char *name, IrElem e, double v, uint64_t bits) {
  IrAttr *a = ib_attr(b, op, name, IR_ATTR_FLOAT);
  a->f = v;
  a->bits = bits;
  a->elem = e;
}

static inline void ib_attr_int(IrB *b, IrOp *op, const char *name, IrElem e, int64_t v) {
  IrAttr *a = ib_attr(b, op, name, IR_ATTR_INT);
  a->i = v;
  a->elem = e;
}

static inline void ib_attr_enum(IrB *b, IrOp *op, const char *name, const char *s) {
  IrAttr *a = ib_attr(b, op, name, IR_ATTR_ENUM);
  a->s = s;
  a->text = s;
}

static inline void ib_attr_ints(IrB *b, IrOp *op, const char *name, int n, const int64_t *v) {
  IrAttr *a = ib_attr(b, op, name, IR_ATTR_INTS);
  a->nints = n;
  a->ints = arena_calloc(b->a, (size_t)(n > 0 ? n : 1), sizeof(int64_t));
  for (int i = 0; i < n; i++)
    a->ints[i] = v[i];
}

static inline void ib_attr_dense_splat(IrB *b, IrOp *op, const char *name, IrType *t, uint64_t bits) {
  IrAttr *a = ib_attr(b, op, name, IR_ATTR_DENSE);
  a->dense = arena_alloc(b->a, sizeof *a->dense);
  a->dense->type = t;
  a->dense->splat = true;
  a->dense->count = ir_type_num_elements(t);
  a->dense->bits = arena_calloc(b->a, 1, sizeof(uint64_t));
  a->dense->bits[0] = bits;
}

static inline void ib_attr_dense(IrB *b, IrOp *op, const char *name, IrType *t, int n, const uint64_t *bits) {
  IrAttr *a = ib_attr(b, op, name, IR_ATTR_DENSE);
  a->dense = arena_alloc(b->a, sizeof *a->dense);
  a->dense->type = t;
  a->dense->count = n;
  a->dense->bits = arena_calloc(b->a, (size_t)n, sizeof(uint64_t));
  for (int i = 0; i < n; i++)
    a->dense->bits[i] = bits[i];
}

static inline IrAffineExpr *ib_dim(IrB *b, int d) {
  IrAffineExpr *e = arena_alloc(b->a, sizeof *e);
  e->kind = IR_AFF_DIM;
  e->value = d;
  return e;
}

static inline IrAffineExpr *ib_aconst(IrB *b, int64_t c) {
  IrAffineExpr *e = arena_alloc(b->a, sizeof *e);
  e->kind = IR_AFF_CONST;
  e->value = c;
  return e;
}

/* Map (d0..d{ndims-1}) -> (d[res[0]], ...); res[i] < 0 means constant 0. */
static inline IrAttr *ib_map(IrB *b, int ndims, int nres, const int *res) {
  IrAttr *a = ib_attr(b, NULL, NULL, IR_ATTR_MAP);
  a->map = arena_alloc(b->a, sizeof *a->map);
  a->map->ndims = ndims;
  a->map->nresults = nres;
  a->map->results = arena_calloc(b->a, (size_t)(nres > 0 ? nres : 1), sizeof(IrAffineExpr *));
  for (int i = 0; i < nres; i++)
    a->map->results[i] = res[i] >= 0 ? ib_dim(b, res[i]) : ib_aconst(b, 0);
  a->text = "map";
  return a;
}

static inline void ib_attr_array(IrB *b, IrOp *op, const char *name, int n, IrAttr **elems) {
  IrAttr *a = ib_attr(b, op, name, IR_ATTR_ARRAY);
  a->nelems = n;
  a->elems = arena_calloc(b->a, (size_t)n, sizeof(IrAttr *));
  for (int i = 0; i < n; i++)
    a->elems[i] = elems[i];
}

static inline void ib_iterators(IrB *b, IrOp *op, const char *pattern /* "ppr" */) {
  int n = (int)strlen(pattern);
  IrAttr *its[16];
  for (int i = 0; i < n; i++) {
    its[i] = ib_attr(b, NULL, NULL, IR_ATTR_ENUM);
    its[i]->s = pattern[i] == 'r' ? "reduction" : "parallel";
    its[i]->text = its[i]->s;
  }
  ib_attr_array(b, op, "iterator_types", n, its);
}

static inline IrBlock *ib_region(IrB *b, IrOp *op, int nargs, IrType **types) {
  IrRegion *r = arena_alloc(b->a, sizeof *r);
  r->nblocks = 1;
  r->blocks = arena_calloc(b->a, 1, sizeof(IrBlock *));
  r->blocks[0] = ib_block(b, nargs, types);
  r->blocks[0]->parent_op = op;
  op->regions[op->nregions++] = r;
  return r->blocks[0];
}

static inline IrFunc *ib_func(IrB *b, const char *name, IrBlock *body, int nres, IrType **rtypes) {
  IrFunc *f = arena_alloc(b->a, sizeof *f);
  f->name = name;
  f->loc = "test.mlir:1:1";
  f->is_public = true;
  f->body = body;
  f->nresults = nres;
  f->result_types = arena_calloc(b->a, (size_t)(nres > 0 ? nres : 1), sizeof(IrType *));
  for (int i = 0; i < nres; i++)
    f->result_types[i] = rtypes[i];
  f->nvalues = b->next_id;
  return f;
}

#endif
