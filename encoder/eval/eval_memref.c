/*
 * eval_memref.c: the memory model in the reference interpreter
 * (docs/DESIGN.md "Memory"; the concrete mirror of encoder/sem/sem_memref.c):
 * memref arguments and results, memref and bufferization ops, affine.apply,
 * affine.load and affine.store.
 *
 * Memory is EvalState.mem, a list of blocks (numbered in creation order,
 * arguments first) whose contents are a rank-1 EvalTensor with value and
 * poison/uninitialized/approximate flags per element, and whose `live` and
 * `writable` flags are plain booleans. A memref value is an EVAL_MEMREF
 * EvalTensor: a view (block, offset, sizes, strides). The view arithmetic of
 * the view ops (subview, cast, expand_shape, collapse_shape,
 * reinterpret_cast), block positions, affine maps and the blocks'
 * bookkeeping are encoder/ir/ir_view.c, shared with the encoder; what stays
 * here is the concrete value side.
 *
 * Rules the encoder follows too (sem_memref.c):
 *  - an access needs a live block and, element by element, a position
 *    inside the view and inside the block; a store also a writable block;
 *    a poison index is UB;
 *  - a load is data movement (the scalar keeps the element's poison and
 *    uninitialized flags); a store initializes the element (a stored value
 *    that was itself uninitialized stores poison);
 *  - a whole-view read (to_tensor, copy, clone, linalg inputs, a returned
 *    memref) or write (copy, materialize_in_destination, linalg outputs) is
 *    UB unless the block is live (and writable) and holds every element of
 *    the view;
 *  - sizes, offsets, strides, dims and map operands must be constants the
 *    way the encoder needs them (a scalar that is not poison; else the op is
 *    unsupported, as in the encoder);
 *  - after a bufferization.clone in the function body, its source and its
 *    result are read-only (mutating either is UB: ir_clone_freezes);
 *  - dealloc of a block that is not live, or of an alloca, global or
 *    to_buffer block, or of a view operation's result (an alias), is UB;
 *  - after UB the op still produces some value (the source view, a zero
 *    element) so the evaluation can go on.
 *
 * Blocks are allocated with all three flag arrays up front, so that writes
 * inside a linalg body (whose arena is rewound per iteration) never allocate.
 */
#include <stdio.h>
#include <string.h>

#include "encoder/eval/eval_internal.h"
#include "encoder/ir/ir_view.h"

/* ------------------------------------------------------------ blocks */

static int new_block(EvalState *st, const IrOp *op, const IrNewBlock *b, IrElem e) {
  EvalBlock *m = ir_block_table_grow(st->a, st->mem, st->nmem, &st->mem_cap, sizeof *m);
  if (!m) return ev_unsupported(st, op, "out of memory"), -1;
  st->mem = m;
  int64_t size = b->size < 0 ? 0 : b->size;
  EvalTensor *data = ev_new(st, op, EVAL_TENSOR, e, 1, (int64_t[]){size});
  if (!data) return -1;
  size_t n = (size_t)(size > 0 ? size : 1);
  data->poison = arena_calloc(st->a, n, sizeof(bool));
  data->uninit = arena_calloc(st->a, n, sizeof(bool));
  data->approx = arena_calloc(st->a, n, sizeof(bool));
  if (!data->poison || !data->uninit || !data->approx) return ev_unsupported(st, op, "out of memory"), -1;
  for (int64_t i = 0; i < size; i++)
    data->uninit[i] = true; /* value +0 / 0, uninitialized */
  m[st->nmem] = (EvalBlock){.info = b->info, .data = data, .live = true};
  return st->nmem++;
}

static EvalTensor *new_view(EvalState *st, const IrOp *op, int block, IrElem e, const IrView *v) {
  EvalTensor *r = arena_calloc(st->a, 1, sizeof *r);
  if (r) *r = (EvalTensor){.kind = EVAL_MEMREF, .elem = e, .block = block};
  if (!r || !ir_view_export(st->a, v, &r->rank, &r->dims, &r->strides, &r->offset, &r->n))
    return ev_unsupported(st, op, "out of memory"), NULL;
  return r;
}

/* Bind `to` to a new view of block k (k < 0: a failure is recorded). */
static bool bind_view(EvalState *st, const IrOp *op, const IrValue *to, int k, IrElem e, const IrView *v) {
  EvalTensor *view = k < 0 ? NULL : new_view(st, op, k, e, v);
  if (!view) return false;
  ev_bind(st, to, view);
  return true;
}

static void view_of(const EvalTensor *m, IrView *v) {
  ir_view_set(v, m->rank, m->offset, m->dims, m->strides);
}

static EvalTensor *memref_operand(EvalState *st, const IrOp *op, int k) {
  if (k >= op->noperands) return ev_invalid(st, op, "'%s' is missing operand %d", op->name, k), NULL;
  EvalTensor *v = ev_lookup(st, op, op->operands[k]);
  if (v && v->kind != EVAL_MEMREF)
    return ev_invalid(st, op, "'%s': operand %d is not a memref", op->name, k), NULL;
  if (v && (v->block < 0 || v->block >= st->nmem))
    return ev_invalid(st, op, "'%s': operand %d is not a view of a known block", op->name, k), NULL;
  return v;
}

bool ev_const_operand(EvalState *st, const IrOp *op, int k, int64_t *out) {
  if (k >= op->noperands) return false;
  EvalTensor *v = ev_lookup(st, op, op->operands[k]);
  if (!v || v->kind == EVAL_MEMREF || v->kind == EVAL_SHAPE || v->n != 1) return false;
  EvalElem e = ev_get(v, 0);
  if (e.poison) return false;
  *out = ev_sext(e.v, ir_elem_bits(v->elem));
  return true;
}

static bool const_value(void *u, int k, int64_t *v) {
  void **p = u;
  return ev_const_operand(p[0], p[1], k, v);
}

/* UB unless the block is live (and writable for a write) and holds every
 * element of the view. */
static void require_access(EvalState *st, const IrOp *op, const EvalTensor *m, bool write) {
  const EvalBlock *b = &st->mem[m->block];
  IrView v;
  view_of(m, &v);
  ev_ub(st, op, !b->live, false, "access to a freed block");
  ev_ub(st, op, write && !b->info.writable, false, "write to read-only memory (or to a clone or its source)");
  ev_ub(st, op, !ir_view_inside(&v, b->data->n), false, "view reaches outside its block");
}

EvalTensor *ev_mem_snapshot(EvalState *st, const IrOp *op, const EvalTensor *m) {
  require_access(st, op, m, false);
  if (!ev_work(st, op, m->n)) return NULL;
  EvalTensor *t = ev_new(st, op, EVAL_TENSOR, m->elem, m->rank, m->dims);
  if (!t) return NULL;
  IrView v;
  view_of(m, &v);
  const EvalTensor *data = st->mem[m->block].data;
  for (int64_t i = 0; i < t->n; i++) {
    int64_t p = ir_view_block_pos(&v, data->n, i);
    ev_set(st, t, i, p >= 0 ? ev_get(data, p) : ev_elem(0));
  }
  return t;
}

bool ev_mem_write(EvalState *st, const IrOp *op, const EvalTensor *m, const EvalTensor *t) {
  if (t->n != m->n)
    return ev_invalid(st, op, "'%s': %lld values for a view of %lld elements", op->name, (long long)t->n,
                      (long long)m->n);
  require_access(st, op, m, true);
  if (!ev_work(st, op, m->n)) return false;
  IrView v;
  view_of(m, &v);
  EvalTensor *data = st->mem[m->block].data;
  for (int64_t i = 0; i < t->n; i++) {
    int64_t p = ir_view_block_pos(&v, data->n, i);
    if (p >= 0) ev_set(st, data, p, ev_get(t, i));
  }
  return true;
}

bool ev_bind_memref_arg(EvalState *st, const IrValue *arg, const EvalTensor *input) {
  IrNewBlock b;
  char msg[256];
  if (ir_view_arg(arg, &b, msg, sizeof msg) != IR_VIEW_OK) return ev_unsupported(st, NULL, "%s", msg);
  if (b.size < 0)
    return ev_unsupported(st, NULL, "unsupported: memref argument %%arg%d of type '%s' (negative layout)",
                          arg->index, arg->type->text ? arg->type->text : "?");
  if (input->kind == EVAL_SHAPE || input->kind == EVAL_MEMREF || input->elem != arg->type->elem)
    return ev_invalid(st, NULL, "memref argument %%arg%d: input of the wrong kind or element type",
                      arg->index);
  int k = new_block(st, NULL, &b, arg->type->elem);
  if (k < 0) return false;
  if (!ir_view_input_fits(&b, input->rank, input->dims, input->n))
    return ev_invalid(st, NULL, "memref argument %%arg%d: input of %lld elements for a block of %lld",
                      arg->index, (long long)input->n, (long long)b.size);
  EvalTensor *data = st->mem[k].data;
  for (int64_t i = 0; i < input->n; i++)
    ev_set(st, data, ir_view_input_pos(&b, input->rank, input->dims, input->n, i),
           ev_arg_elem(data->elem, input, i));
  return bind_view(st, NULL, arg, k, arg->type->elem, &b.view);
}

/* ------------------------------------------------------------ allocation */

bool ev_memref_alloc(EvalState *st, const IrOp *op) {
  IrNewBlock b;
  char msg[256];
  void *u[2] = {st, (void *)op};
  IrViewStatus s = ir_view_alloc(op, const_value, u, &b, msg, sizeof msg);
  ev_ub(st, op, b.neg_size, false, "negative allocation size");
  if (s != IR_VIEW_OK) return ev_unsupported(st, op, "%s", msg);
  int64_t lo, hi;
  if (ir_view_extent(&b.view, &lo, &hi) && lo < 0)
    return ev_unsupported(st, op, "unsupported: '%s' with a negative layout", op->name);
  IrElem e = op->results[0]->type->elem;
  return bind_view(st, op, op->results[0], new_block(st, op, &b, e), e, &b.view);
}

/* Free block k when cond holds: UB when it is not a heap block or not live. */
static void free_block(EvalState *st, const IrOp *op, int k, bool cond) {
  EvalBlock *b = &st->mem[k];
  if (!cond) return;
  const char *why = ir_block_dealloc_ub(&b->info);
  if (why) ev_ub(st, op, true, false, why);
  ev_ub(st, op, !b->live, false, "double free");
  b->live = false;
}

bool ev_memref_dealloc(EvalState *st, const IrOp *op) {
  EvalTensor *m = memref_operand(st, op, 0);
  if (!m) return false;
  const char *alias = ir_dealloc_of_view(op);
  if (alias) ev_ub(st, op, true, false, alias);
  free_block(st, op, m->block, true);
  return true;
}

/* The block of the global op names (one per global and run), made on first
 * use from the initializer (uninitialized without one). Outside a
 * validated pair the interpreter runs the function as a program's first
 * call, so a mutable global starts there too (ir_view_global's first_call);
 * in a pair, mutable globals are arguments (ir_globals_as_args). -1 on
 * failure (reported). */
static int global_block(EvalState *st, const IrOp *op, const IrGlobal **gp, IrNewBlock *b) {
  char msg[256];
  switch (ir_view_global(op, st->func, true, gp, b, msg, sizeof msg)) {
  case IR_VIEW_OK: break;
  case IR_VIEW_INVALID: return ev_invalid(st, op, "%s", msg), -1;
  default: return ev_unsupported(st, op, "%s", msg), -1;
  }
  const IrGlobal *g = *gp;
  if (b->size < 0)
    return ev_unsupported(st, op, "unsupported: global @%s of type '%s'", g->name,
                          g->type->text ? g->type->text : "?"),
           -1;
  int k = ir_block_table_global(st->mem, st->nmem, sizeof *st->mem, g->name);
  if (k >= 0) return k;
  if ((k = new_block(st, op, b, g->type->elem)) < 0) return -1;
  IrAttr a;
  IrType tt;
  if (ir_global_init(g, &a, &tt)) {
    EvalTensor *init = ev_const_value(st, op, &a, &tt);
    if (!init) return -1;
    for (int64_t i = 0; i < init->n; i++)
      ev_set(st, st->mem[k].data, ir_view_pos_of_flat(&b->view, i), ev_get(init, i));
  }
  return k;
}

bool ev_memref_get_global(EvalState *st, const IrOp *op) {
  const IrGlobal *g;
  IrNewBlock b;
  int k = global_block(st, op, &g, &b);
  return k >= 0 && bind_view(st, op, op->results[0], k, g->type->elem, &b.view);
}

/* Tensor-valued globals, as sem_global_tensor (sem_memref.c). */
bool ev_global_tensor(EvalState *st, const IrOp *op) {
  int buffer;
  const IrGlobal *g;
  char msg[256];
  switch (ir_global_access(op, st->func, true, &buffer, &g, msg, sizeof msg)) {
  case IR_VIEW_OK: break;
  case IR_VIEW_INVALID: return ev_invalid(st, op, "%s", msg);
  default: return ev_unsupported(st, op, "%s", msg);
  }
  EvalTensor *m = buffer >= 0 ? memref_operand(st, op, buffer) : NULL;
  if (buffer >= 0 && !m) return false;
  if (buffer < 0 && !g->constant) { /* a program's first call: the global's own block */
    IrNewBlock b;
    int k = global_block(st, op, &g, &b);
    if (k < 0 || !(m = new_view(st, op, k, g->type->elem, &b.view))) return false;
  }
  if (ir_global_op_writes(op)) {
    EvalTensor *t = ev_operand(st, op, 0);
    return t && ev_mem_write(st, op, m, t);
  }
  EvalTensor *t;
  IrAttr a;
  IrType tt;
  if (m)
    t = ev_mem_snapshot(st, op, m);
  else
    t = ir_global_init(g, &a, &tt) ? ev_const_value(st, op, &a, &tt) : NULL;
  if (!t) return false;
  ev_bind(st, op->results[0], t);
  return true;
}

/* ------------------------------------------------------------ loads and stores */

/* Indices of an access, operands[first..), possibly through an affine map:
 * the block position (-1 when outside the view or the block) and whether an
 * index is poison. */
typedef struct Access {
  int64_t pos;
  bool poison;
} Access;

static bool access_of(EvalState *st, const IrOp *op, const EvalTensor *m, int first, const IrAffineMap *map,
                      Access *ac) {
  int nidx = op->noperands - first;
  int64_t idx[IR_VIEW_MAX_RANK];
  char msg[256];
  ac->poison = false;
  ac->pos = -1;
  if (ir_access_check(op, first, m->rank, map, msg, sizeof msg) != IR_VIEW_OK)
    return ev_invalid(st, op, "%s", msg);
  if (map) {
    int64_t vals[IR_VIEW_MAX_RANK * 4];
    for (int i = 0; i < nidx; i++)
      if (!ev_const_operand(st, op, first + i, &vals[i]))
        return ev_failed(st)
                   ? false
                   : ev_unsupported(st, op, "unsupported: '%s' with a non-constant map operand", op->name);
    if (!ir_affine_eval(map, vals, idx)) {
      ev_ub(st, op, true, false, "affine map undefined (division by zero)");
      return true;
    }
  } else {
    for (int d = 0; d < m->rank; d++) {
      EvalTensor *iv = ev_lookup(st, op, op->operands[first + d]);
      if (!iv) return false;
      if (iv->kind == EVAL_MEMREF || iv->kind == EVAL_SHAPE || iv->n != 1)
        return ev_invalid(st, op, "'%s': index %d is not a scalar", op->name, d);
      EvalElem e = ev_get(iv, 0);
      ac->poison |= e.poison;
      idx[d] = ev_sext(e.v, ir_elem_bits(iv->elem));
    }
  }
  IrView v;
  view_of(m, &v);
  ac->pos = ir_view_block_locate(&v, st->mem[m->block].data->n, idx);
  return true;
}

bool ev_memref_load(EvalState *st, const IrOp *op) {
  const IrAffineMap *map;
  char msg[256];
  if (ir_access_map(op, &map, msg, sizeof msg) != IR_VIEW_OK) return ev_invalid(st, op, "%s", msg);
  EvalTensor *m = memref_operand(st, op, 0);
  if (!m) return false;
  Access ac;
  if (!access_of(st, op, m, 1, map, &ac) || ev_failed(st)) return false;
  const EvalBlock *b = &st->mem[m->block];
  ev_ub(st, op, !b->live, false, "load from a freed block");
  ev_ub(st, op, ac.poison, false, "poison index");
  EvalTensor *out = ev_scalar(st, m->elem);
  if (!out) return false;
  EvalElem r = ev_elem(0);
  if (ac.pos < 0)
    ev_ub(st, op, true, false, "load out of bounds");
  else
    r = ev_get(b->data, ac.pos);
  ev_set(st, out, 0, r);
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_memref_store(EvalState *st, const IrOp *op) {
  const IrAffineMap *map;
  char msg[256];
  if (ir_access_map(op, &map, msg, sizeof msg) != IR_VIEW_OK) return ev_invalid(st, op, "%s", msg);
  if (op->noperands < 2) return ev_invalid(st, op, "'%s' is missing operands", op->name);
  EvalTensor *val = ev_lookup(st, op, op->operands[0]);
  EvalTensor *m = memref_operand(st, op, 1);
  if (!val || !m) return false;
  if (val->kind == EVAL_MEMREF || val->kind == EVAL_SHAPE || val->n != 1 || val->elem != m->elem)
    return ev_invalid(st, op, "'%s': the stored value is not a %s scalar", op->name, ir_elem_name(m->elem));
  Access ac;
  if (!access_of(st, op, m, 2, map, &ac) || ev_failed(st)) return false;
  EvalBlock *b = &st->mem[m->block];
  ev_ub(st, op, !b->live, false, "store to a freed block");
  ev_ub(st, op, !b->info.writable, false, "store to read-only memory (or to a clone or its source)");
  ev_ub(st, op, ac.poison, false, "poison index");
  EvalElem x = ev_get(val, 0);
  /* The element becomes initialized; an uninitialized value stores poison. */
  x.poison = x.poison || x.uninit;
  x.uninit = false;
  if (ac.pos < 0)
    ev_ub(st, op, true, false, "store out of bounds");
  else
    ev_set(st, b->data, ac.pos, x);
  return true;
}

/* ------------------------------------------------------------ views */

bool ev_memref_view(EvalState *st, const IrOp *op) {
  EvalTensor *m = memref_operand(st, op, 0);
  if (!m) return false;
  IrView src, out;
  view_of(m, &src);
  char why[200];
  void *u[2] = {st, (void *)op};
  IrViewStatus vs = ir_view_apply_op(st->a, op, &src, const_value, u, &out, why, sizeof why);
  if (ev_failed(st)) return false;
  switch (vs) {
  case IR_VIEW_OK: break;
  case IR_VIEW_UB: ev_ub(st, op, true, false, why); break; /* out: some view */
  case IR_VIEW_INVALID: return ev_invalid(st, op, "'%s': %s", op->name, why);
  default: return ev_unsupported(st, op, "unsupported: '%s': %s", op->name, why);
  }
  return bind_view(st, op, op->results[0], m->block, m->elem, &out);
}

static bool bind_index(EvalState *st, const IrOp *op, int r, int64_t v) {
  if (r >= op->nresults) return ev_invalid(st, op, "'%s' is missing result %d", op->name, r);
  EvalTensor *x = ev_for_type(st, op, op->results[r]->type);
  if (!x) return false;
  if (x->n != 1) return ev_invalid(st, op, "'%s': result %d is not a scalar", op->name, r);
  x->bits[0] = ev_trunc((uint64_t)v, ir_elem_bits(x->elem));
  ev_bind(st, op->results[r], x);
  return true;
}

/* As the encoder's sem_memref_metadata (also memref.dim). */
bool ev_memref_metadata(EvalState *st, const IrOp *op) {
  EvalTensor *m = memref_operand(st, op, 0);
  if (!m) return false;
  IrView v, base = {.rank = 0};
  view_of(m, &v);
  IrViewQuery q;
  char msg[256];
  void *u[2] = {st, (void *)op};
  switch (ir_view_query(op, &v, m->block, const_value, u, &q, msg, sizeof msg)) {
  case IR_VIEW_OK: break;
  case IR_VIEW_INVALID: return ev_invalid(st, op, "%s", msg);
  default: return ev_unsupported(st, op, "%s", msg);
  }
  ev_ub(st, op, q.ub, false, "dim index out of range");
  bool ok = !q.base_view || bind_view(st, op, op->results[0], m->block, m->elem, &base);
  for (int k = 0; ok && k < q.count; k++)
    ok = bind_index(st, op, q.res[k], q.vals[k]);
  return ok;
}

bool ev_memref_dim(EvalState *st, const IrOp *op) { return ev_memref_metadata(st, op); }

bool ev_memref_copy(EvalState *st, const IrOp *op) {
  EvalTensor *s = memref_operand(st, op, 0), *d = memref_operand(st, op, 1);
  if (!s || !d) return false;
  bool same = s->elem == d->elem && ir_same_shape(s->rank, s->dims, d->rank, d->dims);
  ev_ub(st, op, !same, false, "copy between views of different shapes");
  EvalTensor *t = same ? ev_mem_snapshot(st, op, s) : NULL;
  return !same || (t && ev_mem_write(st, op, d, t));
}

/* ------------------------------------------------------------ bufferization */

bool ev_buf_to_tensor(EvalState *st, const IrOp *op) {
  EvalTensor *m = memref_operand(st, op, 0);
  if (!m) return false;
  EvalTensor *t = ev_mem_snapshot(st, op, m);
  if (!t) return false;
  ev_bind(st, op->results[0], t);
  return true;
}

bool ev_buf_to_buffer(EvalState *st, const IrOp *op) {
  EvalTensor *t = ev_operand(st, op, 0);
  if (!t) return false;
  if (t->kind != EVAL_TENSOR) return ev_invalid(st, op, "'%s': operand is not a tensor", op->name);
  const IrType *rt = op->nresults == 1 ? op->results[0]->type : NULL;
  if (!rt || rt->kind != IR_TY_MEMREF) return ev_invalid(st, op, "'%s': result is not a memref", op->name);
  IrNewBlock b = ir_view_to_buffer(rt, t->rank, t->dims);
  int64_t lo, hi;
  if (ir_view_extent(&b.view, &lo, &hi) && lo < 0)
    return ev_unsupported(st, op, "unsupported: '%s' with a negative layout", op->name);
  if (ir_view_count(&b.view) != t->n)
    return ev_invalid(st, op, "'%s': result shape differs from the tensor's", op->name);
  int k = new_block(st, op, &b, t->elem);
  for (int64_t i = 0; k >= 0 && i < t->n; i++)
    ev_set(st, st->mem[k].data, ir_view_pos_of_flat(&b.view, i), ev_get(t, i));
  return bind_view(st, op, op->results[0], k, t->elem, &b.view);
}

bool ev_buf_alloc_tensor(EvalState *st, const IrOp *op) {
  EvalTensor *out = ev_result(st, op);
  if (!out) return false;
  const IrAttr *seg = ir_op_attr(op, "operandSegmentSizes");
  int ncopy = seg && seg->kind == IR_ATTR_INTS && seg->nints >= 2 ? (int)seg->ints[1] : 0;
  if (ncopy > 0) {
    EvalTensor *c = ev_operand(st, op, (int)seg->ints[0]);
    if (!c) return false;
    if (c->kind == EVAL_MEMREF || c->n != out->n)
      return ev_invalid(st, op, "'%s': copy operand shape differs", op->name);
    for (int64_t i = 0; i < out->n; i++)
      ev_set(st, out, i, ev_get(c, i));
  } else {
    EvalElem z = ev_elem(0);
    z.uninit = true;
    for (int64_t i = 0; i < out->n; i++)
      ev_set(st, out, i, z);
  }
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_buf_materialize(EvalState *st, const IrOp *op) {
  EvalTensor *s = ev_operand(st, op, 0), *d = ev_operand(st, op, 1);
  if (!s || !d) return false;
  if (s->kind == EVAL_MEMREF || s->kind == EVAL_SHAPE)
    return ev_invalid(st, op, "'%s': source is not a tensor", op->name);
  if (d->kind == EVAL_MEMREF) {
    if (d->block < 0 || d->block >= st->nmem) return ev_invalid(st, op, "'%s': unknown block", op->name);
    if (d->n != s->n) {
      ev_ub(st, op, true, false, "source and destination sizes differ");
      return true;
    }
    return ev_mem_write(st, op, d, s);
  }
  ev_ub(st, op, d->n != s->n, false, "source and destination sizes differ");
  if (op->nresults > 0) ev_bind(st, op->results[0], s);
  return true;
}

bool ev_buf_clone(EvalState *st, const IrOp *op) {
  EvalTensor *m = memref_operand(st, op, 0);
  if (!m) return false;
  EvalTensor *t = ev_mem_snapshot(st, op, m);
  if (!t) return false;
  ev_ub(st, op, ir_static_dims_contradict(op->results[0]->type, m->rank, m->dims), false,
        "bufferization.clone to a type whose static sizes the operand contradicts");
  IrNewBlock b = ir_view_clone(m->rank, m->dims);
  int k = new_block(st, op, &b, m->elem);
  for (int64_t i = 0; k >= 0 && i < t->n; i++)
    ev_set(st, st->mem[k].data, i, ev_get(t, i));
  if (k >= 0 && ir_clone_freezes(op, st->func))
    st->mem[m->block].info.writable = st->mem[k].info.writable = false;
  return bind_view(st, op, op->results[0], k, m->elem, &b.view);
}

/* bufferization.dealloc (memrefs, conditions, retained): docs/DESIGN.md. The
 * operand lists are split by the number of results (one per retained
 * memref), which is what operandSegmentSizes says of verified IR. */
static bool block_of(void *u, int k, int *block) {
  void **p = u;
  EvalTensor *v = memref_operand(p[0], p[1], k);
  if (!v) return false;
  *block = v->block;
  return true;
}

bool ev_buf_dealloc(EvalState *st, const IrOp *op) {
  IrDealloc d;
  char msg[256];
  void *u[2] = {st, (void *)op};
  switch (ir_dealloc_of(st->a, op, block_of, u, &d, msg, sizeof msg)) {
  case IR_VIEW_OK: break;
  case IR_VIEW_INVALID: return ev_invalid(st, op, "%s", msg);
  case IR_VIEW_FAILED: return false;
  default: return ev_unsupported(st, op, "%s", msg);
  }
  int m = d.m;
  bool *cond = arena_calloc(st->a, (size_t)(m + 1), sizeof(bool));
  if (!cond) return ev_unsupported(st, op, "out of memory");
  for (int i = 0; i < m; i++) {
    EvalTensor *c = ev_lookup(st, op, op->operands[m + i]);
    if (!c) return false;
    if (c->kind == EVAL_MEMREF || c->kind == EVAL_SHAPE || c->n != 1)
      return ev_invalid(st, op, "'%s': condition %d is not a scalar", op->name, i);
    EvalElem ce = ev_get(c, 0);
    ev_ub(st, op, ce.poison, ce.approx, "poison dealloc condition");
    cond[i] = ce.v & 1;
  }
  /* Ownership results first (they read the conditions, not the memory):
   * some memref of the retained one's block has its condition. */
  for (int j = 0; j < d.r; j++) {
    bool own = false;
    for (int i = 0; i < m; i++)
      own = own || (d.block[i] == d.block[m + j] && cond[i]);
    if (!bind_index(st, op, j, own)) return false;
  }
  /* Each block once (at its first memref), when any of its memrefs has its
   * condition (free_block does nothing without). */
  for (int i = 0; i < m; i++) {
    bool any = false;
    for (int i2 = i; i2 < m; i2++)
      any = any || (d.first[i2] == i && cond[i2]);
    free_block(st, op, d.block[i], any);
  }
  return true;
}

/* ------------------------------------------------------------ affine.apply */

/* affine.apply's map. */
static const IrAffineMap *map_attr(const IrOp *op) {
  const IrAttr *a = ir_op_attr(op, "map");
  return a && a->kind == IR_ATTR_MAP ? a->map : NULL;
}

bool ev_affine_apply(EvalState *st, const IrOp *op) {
  const IrAffineMap *map = map_attr(op);
  if (!map || map->nresults != 1 || map->ndims + map->nsyms != op->noperands ||
      op->noperands > IR_VIEW_MAX_RANK * 4)
    return ev_invalid(st, op, "'%s': map does not match the operands", op->name);
  int64_t vals[IR_VIEW_MAX_RANK * 4], r = 0;
  for (int i = 0; i < op->noperands; i++) {
    /* as the encoder (sem_scf.c const_index_operand): poison is UB */
    EvalTensor *v = ev_lookup(st, op, op->operands[i]);
    if (!v) return false;
    if (v->kind == EVAL_MEMREF || v->kind == EVAL_SHAPE || v->n != 1)
      return ev_invalid(st, op, "'%s': operand %d is not a scalar", op->name, i);
    EvalElem e = ev_get(v, 0);
    ev_ub(st, op, e.poison, e.approx, "poison loop bound or index operand");
    vals[i] = ev_sext(e.v, ir_elem_bits(v->elem));
  }
  if (!ir_affine_eval(map, vals, &r)) {
    ev_ub(st, op, true, false, "affine map undefined (division by zero)");
    r = 0;
  }
  return bind_index(st, op, 0, r);
}

static bool basis_operand(void *u, int k, int64_t *v) {
  void **p = u;
  EvalState *st = p[0];
  const IrOp *op = p[1];
  if (k >= op->noperands) return false;
  EvalTensor *x = ev_lookup(st, op, op->operands[k]);
  if (!x || x->n != 1 || x->kind == EVAL_MEMREF || ev_get(x, 0).poison) return false;
  *v = ev_sext(ev_get(x, 0).v, ir_elem_bits(x->elem));
  return true;
}

/* As the encoder (sem_scf.c sem_affine_index_op). */
bool ev_affine_index_op(EvalState *st, const IrOp *op) {
  IrAffineMap *map;
  int nidx;
  int64_t bounds[64], vals[64], out[64];
  char why[200];
  void *u[2] = {st, (void *)op};
  IrViewStatus vs = ir_index_op_map(st->a, op, basis_operand, u, &map, &nidx, bounds, why, sizeof why);
  if (vs == IR_VIEW_INVALID) return ev_invalid(st, op, "'%s': %s", op->name, why);
  if (vs != IR_VIEW_OK) return ev_unsupported(st, op, "unsupported: '%s': %s", op->name, why);
  bool disjoint = op->kind == IR_OP_AFFINE_LINEARIZE_INDEX && ir_attr_flag(op, "disjoint"), poison = false;
  for (int i = 0; i < nidx; i++) {
    EvalTensor *v = ev_lookup(st, op, op->operands[i]);
    if (!v) return false;
    EvalElem e = ev_get(v, 0);
    vals[i] = ev_sext(e.v, ir_elem_bits(v->elem));
    poison |= e.poison || (disjoint && (vals[i] < 0 || (bounds[i] >= 0 && vals[i] >= bounds[i])));
  }
  if (!ir_affine_eval(map, vals, out)) {
    ev_ub(st, op, true, false, "index basis undefined (division by zero)");
    memset(out, 0, sizeof out);
  }
  for (int k = 0; k < op->nresults; k++) {
    EvalTensor *x = ev_for_type(st, op, op->results[k]->type);
    if (!x) return false;
    if (x->n != 1) return ev_invalid(st, op, "'%s': result %d is not a scalar", op->name, k);
    ev_set(st, x, 0, (EvalElem){.v = ev_trunc((uint64_t)out[k], ir_elem_bits(x->elem)), .poison = poison});
    ev_bind(st, op->results[k], x);
  }
  return true;
}

/* ------------------------------------------------------------ return */

bool ev_mem_at_return(EvalState *st, const IrOp *op) {
  for (int i = 0; i < st->nresults; i++)
    if (st->results[i]->kind == EVAL_MEMREF) {
      const EvalTensor *m = st->results[i];
      if (m->block < 0 || m->block >= st->nmem)
        return ev_invalid(st, op, "returned view of an unknown block");
      EvalTensor *t = ev_mem_snapshot(st, op, m);
      if (!t) return false;
      st->results[i] = t;
    }
  st->nargs = st->func->body->nargs;
  st->final_args = arena_calloc(st->a, (size_t)(st->nargs ? st->nargs : 1), sizeof(EvalTensor *));
  if (!st->final_args) return ev_unsupported(st, op, "out of memory");
  for (int k = 0; k < st->nmem; k++) {
    const EvalBlock *b = &st->mem[k];
    int64_t dims[IR_VIEW_MAX_RANK];
    int rank = ir_block_arg_shape(&b->info, st->func, dims);
    if (rank < 0) continue;
    EvalTensor *f = ev_new(st, op, EVAL_TENSOR, b->data->elem, rank, dims);
    if (!f) return false;
    if (f->n != b->data->n) return ev_invalid(st, op, "argument block size mismatch");
    for (int64_t i = 0; i < f->n; i++) {
      EvalElem e = ev_get(b->data, i);
      e.poison = e.poison || !b->live;
      ev_set(st, f, i, e);
    }
    st->final_args[b->info.arg] = f;
  }
  /* The mutable globals' blocks (a program's first call), as the caller
   * would see them after the call. */
  st->nglobals = 0;
  for (int k = 0; k < st->nmem; k++)
    st->nglobals += st->mem[k].info.kind == IR_BLOCK_GLOBAL;
  st->global_names = arena_calloc(st->a, (size_t)st->nglobals + 1, sizeof *st->global_names);
  st->final_globals = arena_calloc(st->a, (size_t)st->nglobals + 1, sizeof *st->final_globals);
  if (!st->global_names || !st->final_globals) return ev_unsupported(st, op, "out of memory");
  st->nglobals = 0;
  for (int k = 0; k < st->nmem; k++) {
    const EvalBlock *b = &st->mem[k];
    if (b->info.kind != IR_BLOCK_GLOBAL) continue;
    const IrGlobal *g = ir_func_global(st->func, b->info.global);
    if (!g || g->constant || !g->type || g->type->kind != IR_TY_MEMREF) continue;
    EvalTensor *f = ev_new(st, op, EVAL_TENSOR, b->data->elem, g->type->rank, g->type->dims);
    if (!f) return false;
    if (f->n != b->data->n) continue; /* a layout with holes: not comparable element by element */
    for (int64_t i = 0; i < f->n; i++) {
      EvalElem e = ev_get(b->data, i);
      e.poison = e.poison || !b->live;
      ev_set(st, f, i, e);
    }
    st->global_names[st->nglobals] = g->name;
    st->final_globals[st->nglobals++] = f;
  }
  return true;
}
