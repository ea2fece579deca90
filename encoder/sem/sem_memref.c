/*
 * sem_memref.c: the memory model (docs/DESIGN.md "Memory"): memref,
 * bufferization and affine memory ops, memref arguments and results.
 *
 * Memory is EncState.mem, a list of blocks whose contents are explicit
 * element terms (a rank-1 EncVal each) and whose liveness is a Bool term. A
 * memref value is an ENC_MEMREF EncVal: a view (block number, offset, sizes,
 * strides) whose numbers are all concrete, computed by encoder/ir/ir_view.c
 * (the part the interpreter shares, with the blocks' bookkeeping). Index operands of loads and stores may
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

/* ------------------------------------------------------------ blocks */

static EncElem zero_elem(EncState *st, IrElem e) {
  return enc_elem(st, ir_elem_is_float(e) ? enc_float_const(st, e, 0.0) : enc_int_const(st, e, 0));
}

static int new_block(EncState *st, const IrOp *op, const IrNewBlock *b, IrElem e) {
  EncBlock *m = ir_block_table_grow(st->a, st->mem, st->nmem, &st->mem_cap, sizeof *m);
  if (!m) return enc_unsupported(st, op, "out of memory"), -1;
  st->mem = m;
  EncVal *data = enc_val_new(st, op, ENC_TENSOR, e, 1, (int64_t[]){b->size});
  if (!data) return -1;
  EncElem z = zero_elem(st, e);
  z.uninit = st->true_term;
  for (int64_t i = 0; i < b->size; i++)
    enc_set(st, data, i, z);
  m[st->nmem] = (EncBlock){.info = b->info, .data = data, .live = st->true_term};
  return st->nmem++;
}

static EncVal *new_view(EncState *st, const IrOp *op, int block, IrElem e, const IrView *v) {
  EncVal *r = arena_calloc(st->a, 1, sizeof *r);
  if (r) *r = (EncVal){.kind = ENC_MEMREF, .elem = e, .block = block};
  if (!r || !ir_view_export(st->a, v, &r->rank, &r->dims, &r->strides, &r->offset, &r->n))
    return enc_unsupported(st, op, "out of memory"), NULL;
  return r;
}

/* Bind `to` to a new view of block k. */
static bool bind_view(EncState *st, const IrOp *op, const IrValue *to, int k, IrElem e, const IrView *v) {
  EncVal *view = k >= 0 ? new_view(st, op, k, e, v) : NULL;
  if (view) enc_bind(st, to, view);
  return view != NULL;
}

static void view_of(const EncVal *m, IrView *v) { ir_view_set(v, m->rank, m->offset, m->dims, m->strides); }

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

static bool const_value(void *u, int k, int64_t *v) {
  void **p = u;
  return const_operand(p[0], p[1], k, v);
}

/* UB unless the block is live; also UB when some view element lies outside
 * the block (a reinterpret_cast reaching past it). */
static void require_access(EncState *st, const EncVal *m, bool write) {
  EncBlock *b = &st->mem[m->block];
  enc_add_ub(st, smt_not(st->c, b->live), false);
  IrView v;
  view_of(m, &v);
  if ((write && !b->info.writable) || !ir_view_inside(&v, b->data->n)) enc_add_ub(st, st->true_term, false);
}

EncVal *enc_mem_snapshot(EncState *st, const IrOp *op, const EncVal *m) {
  require_access(st, m, false);
  EncVal *t = enc_val_new(st, op, ENC_TENSOR, m->elem, m->rank, m->dims);
  if (!t) return NULL;
  IrView v;
  view_of(m, &v);
  const EncVal *data = st->mem[m->block].data;
  for (int64_t i = 0; i < t->n; i++) {
    int64_t p = ir_view_block_pos(&v, data->n, i);
    enc_set(st, t, i, p >= 0 ? enc_get(st, data, p) : zero_elem(st, m->elem));
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
    int64_t p = ir_view_block_pos(&v, data->n, i);
    if (p >= 0) enc_set(st, data, p, enc_get(st, t, i));
  }
  return true;
}

bool enc_bind_memref_arg(EncState *st, const IrValue *arg, const EncVal *input) {
  IrNewBlock b;
  char msg[256];
  if (ir_view_arg(arg, &b, msg, sizeof msg) != IR_VIEW_OK) return enc_unsupported(st, NULL, "%s", msg);
  int k = new_block(st, NULL, &b, arg->type->elem);
  if (k < 0) return false;
  if (!ir_view_input_fits(&b, input->rank, input->dims, input->n))
    return enc_invalid(st, NULL, "memref argument %%arg%d: input of %lld elements for a block of %lld",
                       arg->index, (long long)input->n, (long long)b.size);
  for (int64_t i = 0; i < input->n; i++)
    enc_set(st, st->mem[k].data, ir_view_input_pos(&b, input->rank, input->dims, input->n, i),
            enc_get(st, input, i));
  return bind_view(st, NULL, arg, k, arg->type->elem, &b.view);
}

/* ------------------------------------------------------------ allocation */

bool sem_memref_alloc(EncState *st, const IrOp *op) {
  IrNewBlock b;
  char msg[256];
  void *u[2] = {st, (void *)op};
  IrViewStatus s = ir_view_alloc(op, const_value, u, &b, msg, sizeof msg);
  if (b.neg_size) enc_add_ub(st, st->true_term, false);
  if (s != IR_VIEW_OK) return enc_unsupported(st, op, "%s", msg);
  IrElem e = op->results[0]->type->elem;
  return bind_view(st, op, op->results[0], new_block(st, op, &b, e), e, &b.view);
}

/* Free block k under condition cond (UB when it is not live or not a heap
 * block). */
static void free_block(EncState *st, int k, SmtTerm cond) {
  EncBlock *b = &st->mem[k];
  if (ir_block_dealloc_ub(&b->info)) enc_add_ub(st, cond, false);
  enc_add_ub(st, enc_and(st, cond, smt_not(st->c, b->live)), false);
  b->live = enc_and(st, b->live, smt_not(st->c, cond));
  if (enc_is_true(st, cond)) b->live = st->false_term;
}

bool sem_memref_dealloc(EncState *st, const IrOp *op) {
  EncVal *m = memref_operand(st, op, 0);
  if (!m) return false;
  if (ir_dealloc_of_view(op)) enc_add_ub(st, st->true_term, false);
  free_block(st, m->block, st->true_term);
  return true;
}

bool sem_memref_get_global(EncState *st, const IrOp *op) {
  const IrGlobal *g;
  IrNewBlock b;
  char msg[256];
  IrViewStatus s = ir_view_global(op, st->func, false, &g, &b, msg, sizeof msg);
  if (s == IR_VIEW_INVALID) return enc_invalid(st, op, "%s", msg);
  if (s != IR_VIEW_OK) return enc_unsupported(st, op, "%s", msg);
  int k = ir_block_table_global(st->mem, st->nmem, sizeof *st->mem, g->name);
  IrAttr a;
  IrType tt;
  if (k < 0) {
    if ((k = new_block(st, op, &b, g->type->elem)) < 0) return false;
    if (ir_global_init(g, &a, &tt)) {
      EncVal *init = enc_const_value(st, op, &a, &tt);
      if (!init) return false;
      for (int64_t i = 0; i < init->n; i++)
        enc_set(st, st->mem[k].data, ir_view_pos_of_flat(&b.view, i), enc_get(st, init, i));
    }
  }
  return bind_view(st, op, op->results[0], k, g->type->elem, &b.view);
}

/* ml_program.global_load[_const] and global_store, tosa.variable_read and
 * variable_write: the whole content of a tensor-valued global, through
 * the buffer argument standing for it (ir_globals_as_args), or an
 * immutable global's value. */
bool sem_global_tensor(EncState *st, const IrOp *op) {
  int buffer;
  const IrGlobal *g;
  char msg[256];
  IrViewStatus s = ir_global_access(op, st->func, false, &buffer, &g, msg, sizeof msg);
  if (s == IR_VIEW_INVALID) return enc_invalid(st, op, "%s", msg);
  if (s != IR_VIEW_OK) return enc_unsupported(st, op, "%s", msg);
  EncVal *m = buffer >= 0 ? memref_operand(st, op, buffer) : NULL;
  if (buffer >= 0 && !m) return false;
  if (ir_global_op_writes(op)) {
    EncVal *t = enc_lookup(st, op, op->operands[0]);
    return t && enc_mem_write(st, op, m, t);
  }
  EncVal *t;
  IrAttr a;
  IrType tt;
  if (m)
    t = enc_mem_snapshot(st, op, m);
  else
    t = ir_global_init(g, &a, &tt) ? enc_const_value(st, op, &a, &tt) : NULL;
  if (!t) return false;
  enc_bind(st, op->results[0], t);
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
  char msg[256];
  ac->poison = st->false_term;
  if (ir_access_check(op, first, m->rank, map, msg, sizeof msg) != IR_VIEW_OK)
    return enc_invalid(st, op, "%s", msg);
  if (map) {
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
    ac->pos = ir_view_block_locate(&v, st->mem[m->block].data->n, cidx);
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
    while (last >= 0 && (plast = ir_view_block_pos(&v, b->data->n, last)) < 0)
      last--;
    r = last >= 0 ? enc_get(st, b->data, plast) : zero_elem(st, m->elem);
    for (int64_t j = last - 1; j >= 0; j--) {
      int64_t p = ir_view_block_pos(&v, b->data->n, j);
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
  if (!b->info.writable) enc_add_ub(st, st->true_term, false);
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
    int64_t p = ir_view_block_pos(&v, b->data->n, j);
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

/* memref.load / affine.load and memref.store / affine.store: the map of the
 * affine forms (encoder/ir/ir_view.c). */
bool sem_memref_load(EncState *st, const IrOp *op) {
  const IrAffineMap *map;
  char msg[256];
  if (ir_access_map(op, &map, msg, sizeof msg) != IR_VIEW_OK) return enc_invalid(st, op, "%s", msg);
  return load(st, op, 0, map);
}

bool sem_memref_store(EncState *st, const IrOp *op) {
  const IrAffineMap *map;
  char msg[256];
  if (ir_access_map(op, &map, msg, sizeof msg) != IR_VIEW_OK) return enc_invalid(st, op, "%s", msg);
  return store(st, op, map);
}

/* ------------------------------------------------------------ views */

bool sem_memref_view(EncState *st, const IrOp *op) {
  EncVal *m = memref_operand(st, op, 0);
  if (!m) return false;
  IrView src, out;
  view_of(m, &src);
  char why[200];
  void *u[2] = {st, (void *)op};
  IrViewStatus s = ir_view_apply_op(st->a, op, &src, const_value, u, &out, why, sizeof why);
  if (enc_failed(st)) return false;
  if (s == IR_VIEW_UB) enc_add_ub(st, st->true_term, false); /* out: some view */
  if (s == IR_VIEW_INVALID) return enc_invalid(st, op, "'%s': %s", op->name, why);
  if (s != IR_VIEW_OK && s != IR_VIEW_UB)
    return enc_unsupported(st, op, "unsupported: '%s': %s", op->name, why);
  return bind_view(st, op, op->results[0], m->block, m->elem, &out);
}

static bool bind_index(EncState *st, const IrOp *op, int r, int64_t v) {
  EncVal *x = enc_val_for_type(st, op, op->results[r]->type);
  if (!x) return false;
  x->v[0] = enc_int_const(st, x->elem, v);
  enc_bind(st, op->results[r], x);
  return true;
}

/* memref.extract_strided_metadata, memref.extract_aligned_pointer_as_index
 * and memref.dim: the index results of the view (ir_view_query). */
bool sem_memref_metadata(EncState *st, const IrOp *op) {
  EncVal *m = memref_operand(st, op, 0);
  if (!m) return false;
  IrView v, base = {.rank = 0};
  IrViewQuery q;
  char msg[256];
  void *u[2] = {st, (void *)op};
  view_of(m, &v);
  IrViewStatus s = ir_view_query(op, &v, m->block, const_value, u, &q, msg, sizeof msg);
  if (q.ub) enc_add_ub(st, st->true_term, false);
  if (s == IR_VIEW_INVALID) return enc_invalid(st, op, "%s", msg);
  if (s != IR_VIEW_OK) return enc_unsupported(st, op, "%s", msg);
  if (q.base_view && !bind_view(st, op, op->results[0], m->block, m->elem, &base)) return false;
  for (int k = 0; k < q.count; k++)
    if (!bind_index(st, op, q.res[k], q.vals[k])) return false;
  return true;
}

bool sem_memref_dim(EncState *st, const IrOp *op) { return sem_memref_metadata(st, op); }

bool sem_memref_copy(EncState *st, const IrOp *op) {
  EncVal *s = memref_operand(st, op, 0), *d = memref_operand(st, op, 1);
  if (!s || !d) return false;
  if (s->elem != d->elem || !ir_same_shape(s->rank, s->dims, d->rank, d->dims)) {
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
  if (t->kind != ENC_TENSOR) return enc_invalid(st, op, "'%s': operand is not a tensor", op->name);
  IrNewBlock b = ir_view_to_buffer(op->results[0]->type, t->rank, t->dims);
  int k = new_block(st, op, &b, t->elem);
  EncVal *view = k >= 0 ? new_view(st, op, k, t->elem, &b.view) : NULL;
  if (!view) return false;
  if (view->n != t->n) return enc_invalid(st, op, "'%s': result shape differs from the tensor's", op->name);
  for (int64_t i = 0; i < t->n; i++)
    enc_set(st, st->mem[k].data, ir_view_pos_of_flat(&b.view, i), enc_get(st, t, i));
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
  EncVal *t = m ? enc_mem_snapshot(st, op, m) : NULL;
  if (!t) return false;
  /* a clone to a more static type asserts the sizes it states */
  if (ir_static_dims_contradict(op->results[0]->type, m->rank, m->dims)) enc_add_ub(st, st->true_term, false);
  IrNewBlock b = ir_view_clone(m->rank, m->dims);
  int k = new_block(st, op, &b, m->elem);
  for (int64_t i = 0; k >= 0 && i < t->n; i++)
    enc_set(st, st->mem[k].data, i, enc_get(st, t, i));
  if (k >= 0 && ir_clone_freezes(op, st->func))
    st->mem[m->block].info.writable = st->mem[k].info.writable = false;
  return bind_view(st, op, op->results[0], k, m->elem, &b.view);
}

/* bufferization.dealloc (memrefs, conditions, retained): see DESIGN.md. */
static bool block_of(void *u, int k, int *block) {
  void **p = u;
  EncVal *v = memref_operand(p[0], p[1], k);
  if (v) *block = v->block;
  return v != NULL;
}

bool sem_buf_dealloc(EncState *st, const IrOp *op) {
  IrDealloc d;
  char msg[256];
  void *u[2] = {st, (void *)op};
  IrViewStatus s = ir_dealloc_of(st->a, op, block_of, u, &d, msg, sizeof msg);
  if (s == IR_VIEW_INVALID) return enc_invalid(st, op, "%s", msg);
  if (s != IR_VIEW_OK) return s == IR_VIEW_FAILED ? false : enc_unsupported(st, op, "%s", msg);
  int m = d.m, r = d.r, *block = d.block, *first = d.first;
  SmtTerm *cond = arena_calloc(st->a, (size_t)(m + 1), sizeof(SmtTerm));
  if (!cond) return enc_unsupported(st, op, "out of memory");
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
      if (block[i] == block[m + j]) own = enc_or(st, own, cond[i]);
    EncVal *x = enc_val_for_type(st, op, op->results[j]->type);
    if (!x) return false;
    x->v[0] = enc_i1_of_bool(st, own);
    enc_bind(st, op->results[j], x);
  }
  /* Free each block once, when any of its memrefs has its condition. */
  for (int i = 0; i < m; i++) {
    if (first[i] != i) continue;
    SmtTerm any = st->false_term;
    for (int i2 = i; i2 < m; i2++)
      if (first[i2] == i) any = enc_or(st, any, cond[i2]);
    free_block(st, block[i], any);
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
  st->nargs = st->func->body->nargs;
  st->final_args = arena_calloc(st->a, (size_t)(st->nargs ? st->nargs : 1), sizeof(EncVal *));
  if (!st->final_args) return enc_unsupported(st, op, "out of memory");
  for (int k = 0; k < st->nmem; k++) {
    EncBlock *b = &st->mem[k];
    int64_t dims[IR_VIEW_MAX_RANK];
    int rank = ir_block_arg_shape(&b->info, st->func, dims);
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
    st->final_args[b->info.arg] = f;
  }
  return true;
}
