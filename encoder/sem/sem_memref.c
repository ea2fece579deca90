/*
 * sem_memref.c: the memory model (docs/DESIGN.md "Memory"): memref,
 * bufferization and affine memory ops, memref arguments and results.
 *
 * Memory is EncState.mem, a list of blocks whose contents are explicit
 * element terms (a rank-1 EncVal each) and whose liveness is a Bool term. A
 * memref value is an ENC_MEMREF EncVal: a view (block number, offset, sizes,
 * strides) whose numbers are all concrete, computed by encoder/ir/ir_view.c
 * (the part the interpreter shares). Index operands of loads and stores may
 * be symbolic: the access is then an if-then-else over the view's elements,
 * and an index outside the view is UB.
 *
 * A load is data movement: the loaded scalar keeps the element's poison and
 * uninitialized flags (a computation that reads an uninitialized value gets
 * poison, state.h enc_read). A store initializes the element.
 */
#include <stdio.h>
#include <string.h>

#include "encoder/ir/ir_view.h"
#include "encoder/sem/sem.h"

#define BLOCK_ADDRESS(k) (((int64_t)(k) + 1) << 32)

/* ------------------------------------------------------------ blocks */

static int new_block(EncState *st, const IrOp *op, EncBlockKind kind, IrElem e, int64_t size) {
  if (st->nmem == st->mem_cap) {
    int cap = st->mem_cap ? st->mem_cap * 2 : 8;
    EncBlock *m = arena_calloc(st->a, (size_t)cap, sizeof *m);
    if (!m) return enc_unsupported(st, op, "out of memory"), -1;
    if (st->nmem) memcpy(m, st->mem, (size_t)st->nmem * sizeof *m);
    st->mem = m;
    st->mem_cap = cap;
  }
  EncVal *data = enc_val_new(st, op, ENC_TENSOR, e, 1, (int64_t[]){size});
  if (!data) return -1;
  EncElem z = enc_elem(st, ir_elem_is_float(e) ? enc_float_const(st, e, 0.0) : enc_int_const(st, e, 0));
  z.uninit = st->true_term;
  for (int64_t i = 0; i < size; i++)
    enc_set(st, data, i, z);
  EncBlock *b = &st->mem[st->nmem];
  memset(b, 0, sizeof *b);
  b->kind = kind;
  b->data = data;
  b->live = st->true_term;
  b->writable = kind == ENC_BLOCK_ARG || kind == ENC_BLOCK_ALLOC || kind == ENC_BLOCK_ALLOCA;
  b->arg = -1;
  return st->nmem++;
}

static EncVal *new_view(EncState *st, const IrOp *op, int block, IrElem e, const IrView *v) {
  EncVal *r = arena_calloc(st->a, 1, sizeof *r);
  if (!r) return enc_unsupported(st, op, "out of memory"), NULL;
  r->kind = ENC_MEMREF;
  r->elem = e;
  r->rank = v->rank;
  r->dims = arena_calloc(st->a, (size_t)(v->rank ? v->rank : 1), sizeof(int64_t));
  r->strides = arena_calloc(st->a, (size_t)(v->rank ? v->rank : 1), sizeof(int64_t));
  if (!r->dims || !r->strides) return enc_unsupported(st, op, "out of memory"), NULL;
  for (int i = 0; i < v->rank; i++) {
    r->dims[i] = v->dims[i];
    r->strides[i] = v->strides[i];
  }
  r->n = ir_view_count(v);
  r->block = block;
  r->offset = v->offset;
  return r;
}

static void view_of(const EncVal *m, IrView *v) {
  memset(v, 0, sizeof *v);
  v->rank = m->rank;
  v->offset = m->offset;
  for (int i = 0; i < m->rank && i < IR_VIEW_MAX_RANK; i++) {
    v->dims[i] = m->dims[i];
    v->strides[i] = m->strides[i];
  }
}

static EncVal *memref_operand(EncState *st, const IrOp *op, int k) {
  if (k >= op->noperands) return enc_invalid(st, op, "'%s' is missing operand %d", op->name, k), NULL;
  EncVal *v = enc_lookup(st, op, op->operands[k]);
  if (v && v->kind != ENC_MEMREF)
    return enc_invalid(st, op, "'%s': operand %d is not a memref", op->name, k), NULL;
  return v;
}

static bool const_operand(EncState *st, const IrOp *op, int k, int64_t *out) {
  EncVal *v = enc_lookup(st, op, op->operands[k]);
  if (!v) return false;
  if (v->kind == ENC_MEMREF || v->n != 1) return false;
  EncElem e = enc_get(st, v, 0);
  if (!enc_is_false(st, e.poison)) return false;
  return enc_const_int(st, smt_bv_resize(st->c, e.v, 64, true), out);
}

/* UB unless the block is live; also UB when some view element lies outside
 * the block (a reinterpret_cast reaching past it). */
static void require_access(EncState *st, const EncVal *m, bool write) {
  EncBlock *b = &st->mem[m->block];
  enc_add_ub(st, smt_not(st->c, b->live), false);
  if (write && !b->writable) enc_add_ub(st, st->true_term, false);
  IrView v;
  view_of(m, &v);
  int64_t lo, hi;
  if (ir_view_extent(&v, &lo, &hi) && (lo < 0 || hi >= b->data->n)) enc_add_ub(st, st->true_term, false);
}

static int64_t clamp_pos(const EncState *st, const EncVal *m, int64_t pos) {
  int64_t n = st->mem[m->block].data->n;
  return pos < 0 || pos >= n ? -1 : pos;
}

EncVal *enc_mem_snapshot(EncState *st, const IrOp *op, const EncVal *m) {
  require_access(st, m, false);
  EncVal *t = enc_val_new(st, op, ENC_TENSOR, m->elem, m->rank, m->dims);
  if (!t) return NULL;
  IrView v;
  view_of(m, &v);
  const EncVal *data = st->mem[m->block].data;
  for (int64_t i = 0; i < t->n; i++) {
    int64_t p = clamp_pos(st, m, ir_view_pos_of_flat(&v, i));
    EncElem e = p >= 0 ? enc_get(st, data, p)
                       : enc_elem(st, ir_elem_is_float(m->elem) ? enc_float_const(st, m->elem, 0.0)
                                                                : enc_int_const(st, m->elem, 0));
    enc_set(st, t, i, e);
  }
  return t;
}

bool enc_mem_write(EncState *st, const IrOp *op, const EncVal *m, const EncVal *t) {
  if (t->n != m->n)
    return enc_invalid(st, op, "'%s': %lld values for a view of %lld elements", op->name, (long long)t->n,
                       (long long)m->n);
  require_access(st, m, true);
  IrView v;
  view_of(m, &v);
  EncVal *data = st->mem[m->block].data;
  for (int64_t i = 0; i < t->n; i++) {
    int64_t p = clamp_pos(st, m, ir_view_pos_of_flat(&v, i));
    if (p >= 0) enc_set(st, data, p, enc_get(st, t, i));
  }
  return true;
}

bool enc_bind_memref_arg(EncState *st, const IrValue *arg, const EncVal *input) {
  IrView v;
  if (!ir_view_of_type(arg->type, &v))
    return enc_unsupported(st, NULL,
                           "unsupported: memref argument %%arg%d of type '%s' (dynamic sizes or layout)",
                           arg->index, arg->type->text ? arg->type->text : "?");
  int64_t span = ir_memref_span(arg->type);
  int k = new_block(st, NULL, ENC_BLOCK_ARG, arg->type->elem, span);
  if (k < 0) return false;
  st->mem[k].arg = arg->index;
  EncVal *data = st->mem[k].data;
  if (input->n == span) {
    for (int64_t i = 0; i < span; i++)
      enc_set(st, data, i, enc_get(st, input, i));
  } else if (input->n == ir_view_count(&v)) { /* a tensor argument on the other side: the view's elements */
    for (int64_t i = 0; i < input->n; i++)
      enc_set(st, data, ir_view_pos_of_flat(&v, i), enc_get(st, input, i));
  } else {
    return enc_invalid(st, NULL, "memref argument %%arg%d: input of %lld elements for a block of %lld",
                       arg->index, (long long)input->n, (long long)span);
  }
  EncVal *view = new_view(st, NULL, k, arg->type->elem, &v);
  if (!view) return false;
  enc_bind(st, arg, view);
  return true;
}

/* ------------------------------------------------------------ allocation */

static bool alloc_like(EncState *st, const IrOp *op, EncBlockKind kind) {
  const IrType *t = op->results[0]->type;
  if (!t || t->kind != IR_TY_MEMREF || t->rank > IR_VIEW_MAX_RANK)
    return enc_unsupported(st, op, "unsupported: '%s' of type '%s'", op->name, t && t->text ? t->text : "?");
  IrView v = {.rank = t->rank, .offset = t->offset};
  int next = 0;
  for (int i = 0; i < t->rank; i++) {
    v.dims[i] = t->dims[i];
    if (t->dims[i] == IR_DYN) {
      if (next >= op->noperands || !const_operand(st, op, next, &v.dims[i]))
        return enc_unsupported(st, op, "unsupported: '%s' with a non-constant size", op->name);
      next++;
      if (v.dims[i] < 0) {
        enc_add_ub(st, st->true_term, false);
        v.dims[i] = 0;
      }
    }
  }
  /* Strides: the type's, or row-major for the identity layout. */
  int64_t stride = 1;
  for (int i = t->rank - 1; i >= 0; i--) {
    if (t->strides[i] == IR_DYN || t->offset == IR_DYN) {
      if (!ir_memref_identity_layout(t))
        return enc_unsupported(st, op, "unsupported: '%s' with a dynamic layout", op->name);
      v.strides[i] = stride;
    } else {
      v.strides[i] = t->strides[i];
    }
    stride *= v.dims[i] > 0 ? v.dims[i] : 1;
  }
  if (v.offset == IR_DYN) v.offset = 0;
  int64_t lo, hi, span = 0;
  if (ir_view_extent(&v, &lo, &hi)) span = hi + 1;
  int k = new_block(st, op, kind, t->elem, span);
  if (k < 0) return false;
  EncVal *view = new_view(st, op, k, t->elem, &v);
  if (!view) return false;
  enc_bind(st, op->results[0], view);
  return true;
}

bool sem_memref_alloc(EncState *st, const IrOp *op) {
  return alloc_like(st, op, op->kind == IR_OP_MEMREF_ALLOCA ? ENC_BLOCK_ALLOCA : ENC_BLOCK_ALLOC);
}

/* Free block k under condition cond (UB when it is not live or not a heap
 * block). */
static void free_block(EncState *st, int k, SmtTerm cond) {
  EncBlock *b = &st->mem[k];
  if (b->kind == ENC_BLOCK_ALLOCA || b->kind == ENC_BLOCK_GLOBAL || b->kind == ENC_BLOCK_BUFFER)
    enc_add_ub(st, cond, false);
  enc_add_ub(st, enc_and(st, cond, smt_not(st->c, b->live)), false);
  b->live = enc_and(st, b->live, smt_not(st->c, cond));
  if (enc_is_true(st, cond)) b->live = st->false_term;
}

bool sem_memref_dealloc(EncState *st, const IrOp *op) {
  EncVal *m = memref_operand(st, op, 0);
  if (!m) return false;
  free_block(st, m->block, st->true_term);
  return true;
}

bool sem_memref_get_global(EncState *st, const IrOp *op) {
  const char *name = ir_attr_keyword(op, "name");
  if (name && name[0] == '@') name++;
  const IrGlobal *g = ir_func_global(st->func, name);
  if (!g) return enc_invalid(st, op, "'%s': no memref.global @%s", op->name, name ? name : "?");
  if (!g->constant) return enc_unsupported(st, op, "unsupported: mutable memref.global @%s", g->name);
  for (int k = 0; k < st->nmem; k++)
    if (st->mem[k].kind == ENC_BLOCK_GLOBAL && strcmp(st->mem[k].global, g->name) == 0) {
      IrView v;
      ir_view_of_type(g->type, &v);
      EncVal *view = new_view(st, op, k, g->type->elem, &v);
      if (!view) return false;
      enc_bind(st, op->results[0], view);
      return true;
    }
  IrView v;
  if (!ir_view_of_type(g->type, &v))
    return enc_unsupported(st, op, "unsupported: memref.global @%s of type '%s'", g->name, g->type->text);
  int k = new_block(st, op, ENC_BLOCK_GLOBAL, g->type->elem, ir_memref_span(g->type));
  if (k < 0) return false;
  st->mem[k].global = g->name;
  if (g->init) {
    IrAttr a = {.kind = IR_ATTR_DENSE, .dense = g->init, .text = "initial_value"};
    IrType tt = *g->type;
    tt.kind = IR_TY_TENSOR;
    EncVal *init = enc_const_value(st, op, &a, &tt);
    if (!init) return false;
    for (int64_t i = 0; i < init->n; i++)
      enc_set(st, st->mem[k].data, ir_view_pos_of_flat(&v, i), enc_get(st, init, i));
  }
  EncVal *view = new_view(st, op, k, g->type->elem, &v);
  if (!view) return false;
  enc_bind(st, op->results[0], view);
  return true;
}

/* ------------------------------------------------------------ loads and stores */

/* Indices of an access: operands[first..first+nidx), possibly through an
 * affine map. Concrete when every index is a constant. */
typedef struct Access {
  bool is_const;
  int64_t pos;    /* concrete: block position, -1 when out of bounds */
  SmtTerm flat;   /* symbolic: row-major flat index in the view (64 bits) */
  SmtTerm oob;    /* symbolic: out of the view */
  SmtTerm poison; /* an index is poison */
} Access;

static bool access_of(EncState *st, const IrOp *op, const EncVal *m, int first, const IrAffineMap *map,
                      Access *ac) {
  SmtCtx *c = st->c;
  int nidx = op->noperands - first;
  SmtTerm idx[IR_VIEW_MAX_RANK];
  int64_t cidx[IR_VIEW_MAX_RANK];
  bool all_const = true;
  ac->poison = st->false_term;
  if (map) {
    if (map->nresults != m->rank || map->ndims + map->nsyms != nidx || nidx > IR_VIEW_MAX_RANK * 4)
      return enc_invalid(st, op, "'%s': map does not match the operands", op->name);
    int64_t vals[IR_VIEW_MAX_RANK * 4];
    bool consts = true;
    for (int i = 0; i < nidx && consts; i++)
      consts = const_operand(st, op, first + i, &vals[i]);
    if (!consts) { /* index terms of the map on symbolic operands */
      SmtTerm terms[IR_VIEW_MAX_RANK * 4], ub = st->false_term;
      for (int i = 0; i < nidx; i++) {
        EncVal *iv = enc_lookup(st, op, op->operands[first + i]);
        if (!iv) return false;
        EncElem e = enc_get(st, iv, 0);
        ac->poison = enc_or(st, ac->poison, e.poison);
        terms[i] = smt_bv_resize(c, e.v, 64, true);
      }
      for (int d = 0; d < m->rank; d++)
        if (smt_is_null(idx[d] = enc_affine_term(st, map->results[d], terms, nidx, map->ndims, &ub)))
          return enc_invalid(st, op, "'%s': malformed map", op->name);
      enc_add_ub(st, ub, false);
      all_const = false;
    } else if (!ir_affine_eval(map, vals, cidx)) {
      return enc_add_ub(st, st->true_term, false), ac->is_const = true, ac->pos = -1, true;
    } else {
      for (int d = 0; d < m->rank; d++)
        idx[d] = smt_bv_i64(c, 64, cidx[d]);
    }
  } else {
    if (nidx != m->rank) return enc_invalid(st, op, "'%s': %d indices for rank %d", op->name, nidx, m->rank);
    for (int d = 0; d < m->rank; d++) {
      EncVal *iv = enc_lookup(st, op, op->operands[first + d]);
      if (!iv) return false;
      EncElem e = enc_get(st, iv, 0);
      ac->poison = enc_or(st, ac->poison, e.poison);
      idx[d] = smt_bv_resize(c, e.v, 64, true);
      if (!enc_const_int(st, idx[d], &cidx[d])) all_const = false;
    }
  }
  ac->is_const = all_const;
  if (all_const) {
    IrView v;
    view_of(m, &v);
    int64_t p;
    ac->pos = ir_view_locate(&v, cidx, &p) ? clamp_pos(st, m, p) : -1;
    return true;
  }
  ac->flat = smt_bv_u64(c, 64, 0);
  ac->oob = st->false_term;
  for (int d = 0; d < m->rank; d++) {
    ac->flat = smt_bv_add(c, smt_bv_mul(c, ac->flat, smt_bv_u64(c, 64, (uint64_t)m->dims[d])), idx[d]);
    ac->oob = enc_or(st, ac->oob, smt_bv_uge(c, idx[d], smt_bv_u64(c, 64, (uint64_t)m->dims[d])));
  }
  return true;
}

static EncElem zero_elem(EncState *st, IrElem e) {
  return enc_elem(st, ir_elem_is_float(e) ? enc_float_const(st, e, 0.0) : enc_int_const(st, e, 0));
}

static bool load(EncState *st, const IrOp *op, int mem_k, const IrAffineMap *map) {
  EncVal *m = memref_operand(st, op, mem_k);
  if (!m) return false;
  Access ac;
  if (!access_of(st, op, m, mem_k + 1, map, &ac)) return false;
  if (enc_failed(st)) return false;
  EncBlock *b = &st->mem[m->block];
  enc_add_ub(st, smt_not(st->c, b->live), false);
  enc_add_ub(st, ac.poison, false);
  EncVal *out = enc_scalar_new(st, m->elem);
  if (!out) return false;
  EncElem r;
  if (ac.is_const) {
    if (ac.pos < 0) {
      enc_add_ub(st, st->true_term, false);
      r = zero_elem(st, m->elem);
    } else {
      r = enc_get(st, b->data, ac.pos);
    }
  } else {
    enc_add_ub(st, ac.oob, false);
    IrView v;
    view_of(m, &v);
    SmtCtx *c = st->c;
    /* The chain ends at the last element, not at a constant: an index
     * outside the view is UB, so the end is never observed, and ending
     * where tensor.extract's chain ends (enc_select_dynamic) makes a load
     * and the extract it was bufferized from the same term (a fold of
     * tensor.extract into memref.load is then decided without search). */
    int64_t last = m->n - 1, plast = -1;
    while (last >= 0 && (plast = clamp_pos(st, m, ir_view_pos_of_flat(&v, last))) < 0)
      last--;
    r = last >= 0 ? enc_get(st, b->data, plast) : zero_elem(st, m->elem);
    for (int64_t j = last - 1; j >= 0; j--) {
      int64_t p = clamp_pos(st, m, ir_view_pos_of_flat(&v, j));
      if (p < 0) continue;
      EncElem e = enc_get(st, b->data, p);
      SmtTerm is_j = smt_eq(c, ac.flat, smt_bv_u64(c, 64, (uint64_t)j));
      r.v = smt_ite(c, is_j, e.v, r.v);
      r.poison = smt_ite(c, is_j, e.poison, r.poison);
      r.uninit = smt_ite(c, is_j, e.uninit, r.uninit);
      r.approx |= e.approx;
    }
  }
  enc_set(st, out, 0, r);
  enc_bind(st, op->results[0], out);
  return true;
}

static bool store(EncState *st, const IrOp *op, const IrAffineMap *map) {
  EncVal *val = enc_lookup(st, op, op->operands[0]);
  EncVal *m = memref_operand(st, op, 1);
  if (!val || !m) return false;
  Access ac;
  if (!access_of(st, op, m, 2, map, &ac)) return false;
  if (enc_failed(st)) return false;
  EncBlock *b = &st->mem[m->block];
  enc_add_ub(st, smt_not(st->c, b->live), false);
  if (!b->writable) enc_add_ub(st, st->true_term, false);
  enc_add_ub(st, ac.poison, false);
  /* Storing an uninitialized value stores poison (the element becomes
   * initialized, its value unspecified). */
  EncElem x = enc_get(st, val, 0);
  x.poison = enc_or(st, x.poison, x.uninit);
  x.uninit = st->false_term;
  if (ac.is_const) {
    if (ac.pos < 0)
      enc_add_ub(st, st->true_term, false);
    else
      enc_set(st, b->data, ac.pos, x);
    return true;
  }
  enc_add_ub(st, ac.oob, false);
  IrView v;
  view_of(m, &v);
  SmtCtx *c = st->c;
  for (int64_t j = 0; j < m->n; j++) {
    int64_t p = clamp_pos(st, m, ir_view_pos_of_flat(&v, j));
    if (p < 0) continue;
    EncElem e = enc_get(st, b->data, p);
    SmtTerm is_j = smt_eq(c, ac.flat, smt_bv_u64(c, 64, (uint64_t)j));
    e.v = smt_ite(c, is_j, x.v, e.v);
    e.poison = smt_ite(c, is_j, x.poison, e.poison);
    e.uninit = smt_ite(c, is_j, st->false_term, e.uninit);
    e.approx |= x.approx;
    enc_set(st, b->data, p, e);
  }
  return true;
}

static const IrAffineMap *map_attr(const IrOp *op) {
  const IrAttr *a = ir_op_attr(op, "map");
  return a && a->kind == IR_ATTR_MAP ? a->map : NULL;
}

bool sem_memref_load(EncState *st, const IrOp *op) {
  if (op->kind == IR_OP_AFFINE_LOAD) {
    const IrAffineMap *map = map_attr(op);
    if (!map) return enc_invalid(st, op, "'%s' without a map", op->name);
    return load(st, op, 0, map);
  }
  return load(st, op, 0, NULL);
}

bool sem_memref_store(EncState *st, const IrOp *op) {
  if (op->kind == IR_OP_AFFINE_STORE) {
    const IrAffineMap *map = map_attr(op);
    if (!map) return enc_invalid(st, op, "'%s' without a map", op->name);
    return store(st, op, map);
  }
  return store(st, op, NULL);
}

/* ------------------------------------------------------------ views */

bool sem_memref_view(EncState *st, const IrOp *op) {
  EncVal *m = memref_operand(st, op, 0);
  if (!m) return false;
  int n = op->noperands;
  int64_t *vals = arena_calloc(st->a, (size_t)(n ? n : 1), sizeof(int64_t));
  bool *known = arena_calloc(st->a, (size_t)(n ? n : 1), sizeof(bool));
  if (!vals || !known) return enc_unsupported(st, op, "out of memory");
  for (int k = 1; k < n; k++)
    known[k] = const_operand(st, op, k, &vals[k]);
  if (enc_failed(st)) return false;
  IrView src, out;
  view_of(m, &src);
  char why[200];
  switch (ir_view_apply(op, &src, vals, known, &out, why, sizeof why)) {
  case IR_VIEW_OK: break;
  case IR_VIEW_UB:
    enc_add_ub(st, st->true_term, false);
    out = src; /* some view: the function is UB from here on */
    if (op->results[0]->type->rank != src.rank) {
      memset(&out, 0, sizeof out);
      out.rank = op->results[0]->type->rank;
      for (int i = 0; i < out.rank; i++)
        out.dims[i] = 1;
    }
    break;
  case IR_VIEW_INVALID: return enc_invalid(st, op, "'%s': %s", op->name, why);
  default: return enc_unsupported(st, op, "unsupported: '%s': %s", op->name, why);
  }
  EncVal *view = new_view(st, op, m->block, m->elem, &out);
  if (!view) return false;
  enc_bind(st, op->results[0], view);
  return true;
}

static bool bind_index(EncState *st, const IrOp *op, int r, int64_t v) {
  EncVal *x = enc_val_for_type(st, op, op->results[r]->type);
  if (!x) return false;
  x->v[0] = enc_int_const(st, x->elem, v);
  enc_bind(st, op->results[r], x);
  return true;
}

bool sem_memref_dim(EncState *st, const IrOp *op) {
  EncVal *m = memref_operand(st, op, 0);
  int64_t d;
  if (!m) return false;
  if (op->noperands < 2 || !const_operand(st, op, 1, &d))
    return enc_unsupported(st, op, "unsupported: '%s' with a non-constant dim", op->name);
  if (d < 0 || d >= m->rank) {
    enc_add_ub(st, st->true_term, false);
    d = 0;
    return bind_index(st, op, 0, 0);
  }
  return bind_index(st, op, 0, m->dims[d]);
}

bool sem_memref_metadata(EncState *st, const IrOp *op) {
  EncVal *m = memref_operand(st, op, 0);
  if (!m) return false;
  if (op->kind == IR_OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX)
    return bind_index(st, op, 0, BLOCK_ADDRESS(m->block));
  if (op->nresults != 2 + 2 * m->rank) return enc_invalid(st, op, "'%s': wrong number of results", op->name);
  IrView base = {.rank = 0, .offset = 0};
  EncVal *bv = new_view(st, op, m->block, m->elem, &base);
  if (!bv) return false;
  enc_bind(st, op->results[0], bv);
  if (!bind_index(st, op, 1, m->offset)) return false;
  for (int i = 0; i < m->rank; i++)
    if (!bind_index(st, op, 2 + i, m->dims[i]) || !bind_index(st, op, 2 + m->rank + i, m->strides[i]))
      return false;
  return true;
}

bool sem_memref_copy(EncState *st, const IrOp *op) {
  EncVal *s = memref_operand(st, op, 0), *d = memref_operand(st, op, 1);
  if (!s || !d) return false;
  bool same = s->rank == d->rank && s->elem == d->elem;
  for (int i = 0; same && i < s->rank; i++)
    same = s->dims[i] == d->dims[i];
  if (!same) {
    enc_add_ub(st, st->true_term, false);
    return true;
  }
  EncVal *t = enc_mem_snapshot(st, op, s);
  return t && enc_mem_write(st, op, d, t);
}

/* ------------------------------------------------------------ bufferization */

bool sem_buf_to_tensor(EncState *st, const IrOp *op) {
  EncVal *m = memref_operand(st, op, 0);
  if (!m) return false;
  EncVal *t = enc_mem_snapshot(st, op, m);
  if (!t) return false;
  enc_bind(st, op->results[0], t);
  return true;
}

bool sem_buf_to_buffer(EncState *st, const IrOp *op) {
  EncVal *t = enc_lookup(st, op, op->operands[0]);
  if (!t) return false;
  const IrType *rt = op->results[0]->type;
  IrView v;
  if (t->kind != ENC_TENSOR) return enc_invalid(st, op, "'%s': operand is not a tensor", op->name);
  if (!ir_view_of_type(rt, &v)) {
    /* A dynamic layout: the identity layout of the tensor's shape. */
    memset(&v, 0, sizeof v);
    v.rank = t->rank;
    int64_t stride = 1;
    for (int i = t->rank - 1; i >= 0; i--) {
      v.dims[i] = t->dims[i];
      v.strides[i] = stride;
      stride *= t->dims[i] > 0 ? t->dims[i] : 1;
    }
  }
  int64_t lo, hi, span = 0;
  if (ir_view_extent(&v, &lo, &hi)) span = hi + 1;
  int k = new_block(st, op, ENC_BLOCK_BUFFER, t->elem, span);
  if (k < 0) return false;
  EncVal *view = new_view(st, op, k, t->elem, &v);
  if (!view) return false;
  if (view->n != t->n) return enc_invalid(st, op, "'%s': result shape differs from the tensor's", op->name);
  for (int64_t i = 0; i < t->n; i++)
    enc_set(st, st->mem[k].data, ir_view_pos_of_flat(&v, i), enc_get(st, t, i));
  enc_bind(st, op->results[0], view);
  return true;
}

bool sem_buf_alloc_tensor(EncState *st, const IrOp *op) {
  EncVal *out = enc_val_for_type(st, op, op->results[0]->type);
  if (!out) return false;
  const IrAttr *seg = ir_op_attr(op, "operandSegmentSizes");
  int ncopy = seg && seg->kind == IR_ATTR_INTS && seg->nints >= 2 ? (int)seg->ints[1] : 0;
  if (ncopy > 0) {
    int k = seg->ints[0];
    EncVal *c = enc_lookup(st, op, op->operands[k]);
    if (!c) return false;
    if (c->n != out->n) return enc_invalid(st, op, "'%s': copy operand shape differs", op->name);
    for (int64_t i = 0; i < out->n; i++)
      enc_set(st, out, i, enc_get(st, c, i));
  } else {
    EncElem z = zero_elem(st, out->elem);
    z.uninit = st->true_term;
    for (int64_t i = 0; i < out->n; i++)
      enc_set(st, out, i, z);
  }
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_buf_materialize(EncState *st, const IrOp *op) {
  EncVal *s = enc_lookup(st, op, op->operands[0]), *d = enc_lookup(st, op, op->operands[1]);
  if (!s || !d) return false;
  if (d->kind == ENC_MEMREF) {
    if (d->n != s->n) {
      enc_add_ub(st, st->true_term, false);
      return true;
    }
    return enc_mem_write(st, op, d, s);
  }
  if (d->n != s->n) enc_add_ub(st, st->true_term, false);
  if (op->nresults > 0) enc_bind(st, op->results[0], s);
  return true;
}

bool sem_buf_clone(EncState *st, const IrOp *op) {
  EncVal *m = memref_operand(st, op, 0);
  if (!m) return false;
  EncVal *t = enc_mem_snapshot(st, op, m);
  if (!t) return false;
  IrView v = {.rank = m->rank};
  int64_t stride = 1;
  for (int i = m->rank - 1; i >= 0; i--) {
    v.dims[i] = m->dims[i];
    v.strides[i] = stride;
    stride *= m->dims[i] > 0 ? m->dims[i] : 1;
  }
  int k = new_block(st, op, ENC_BLOCK_ALLOC, m->elem, t->n);
  if (k < 0) return false;
  for (int64_t i = 0; i < t->n; i++)
    enc_set(st, st->mem[k].data, i, enc_get(st, t, i));
  EncVal *view = new_view(st, op, k, m->elem, &v);
  if (!view) return false;
  enc_bind(st, op->results[0], view);
  return true;
}

/* bufferization.dealloc (memrefs, conditions, retained): see DESIGN.md. */
bool sem_buf_dealloc(EncState *st, const IrOp *op) {
  int r = op->nresults, m = (op->noperands - r) / 2;
  if (m < 0 || 2 * m + r != op->noperands)
    return enc_invalid(st, op, "'%s': malformed operand lists", op->name);
  EncVal **mem = arena_calloc(st->a, (size_t)(m + r + 1), sizeof(EncVal *));
  SmtTerm *cond = arena_calloc(st->a, (size_t)(m + 1), sizeof(SmtTerm));
  if (!mem || !cond) return enc_unsupported(st, op, "out of memory");
  for (int i = 0; i < m + r; i++)
    if (!(mem[i] = memref_operand(st, op, i < m ? i : m + i))) return false;
  for (int i = 0; i < m; i++) {
    EncVal *c = enc_lookup(st, op, op->operands[m + i]);
    if (!c) return false;
    EncElem ce = enc_get(st, c, 0);
    enc_add_ub(st, ce.poison, ce.approx);
    cond[i] = enc_bool_of_i1(st, ce.v);
  }
  /* Ownership results first (they read the conditions, not the memory). */
  for (int j = 0; j < r; j++) {
    SmtTerm own = st->false_term;
    for (int i = 0; i < m; i++)
      if (mem[i]->block == mem[m + j]->block) own = enc_or(st, own, cond[i]);
    EncVal *x = enc_val_for_type(st, op, op->results[j]->type);
    if (!x) return false;
    x->v[0] = enc_i1_of_bool(st, own);
    enc_bind(st, op->results[j], x);
  }
  for (int i = 0; i < m; i++) {
    bool retained = false, seen = false;
    for (int j = 0; j < r; j++)
      retained |= mem[m + j]->block == mem[i]->block;
    if (retained) continue;
    for (int i2 = 0; i2 < i; i2++)
      seen |= mem[i2]->block == mem[i]->block;
    if (seen) continue;
    /* Free once when any of the memrefs of this block has its condition. */
    SmtTerm any = st->false_term;
    for (int i2 = i; i2 < m; i2++)
      if (mem[i2]->block == mem[i]->block) any = enc_or(st, any, cond[i2]);
    free_block(st, mem[i]->block, any);
  }
  return true;
}

/* ------------------------------------------------------------ return */

bool enc_mem_at_return(EncState *st, const IrOp *op) {
  for (int i = 0; i < st->nresults; i++)
    if (st->results[i]->kind == ENC_MEMREF) {
      EncVal *t = enc_mem_snapshot(st, op, st->results[i]);
      if (!t) return false;
      st->results[i] = t;
    }
  const IrBlock *body = st->func->body;
  st->nargs = body->nargs;
  st->final_args = arena_calloc(st->a, (size_t)(body->nargs ? body->nargs : 1), sizeof(EncVal *));
  if (!st->final_args) return enc_unsupported(st, op, "out of memory");
  for (int k = 0; k < st->nmem; k++) {
    EncBlock *b = &st->mem[k];
    if (b->kind != ENC_BLOCK_ARG || b->arg < 0 || b->arg >= body->nargs) continue;
    int64_t dims[IR_VIEW_MAX_RANK];
    int rank = ir_memref_input_shape(body->args[b->arg]->type, dims);
    if (rank < 0) continue;
    EncVal *f = enc_val_new(st, op, ENC_TENSOR, b->data->elem, rank, dims);
    if (!f) return false;
    if (f->n != b->data->n) return enc_invalid(st, op, "argument block size mismatch");
    SmtTerm dead = smt_not(st->c, b->live);
    for (int64_t i = 0; i < f->n; i++) {
      EncElem e = enc_get(st, b->data, i);
      e.poison = enc_or(st, e.poison, dead);
      enc_set(st, f, i, e);
    }
    st->final_args[b->arg] = f;
  }
  return true;
}
