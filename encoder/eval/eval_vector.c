/*
 * eval_vector.c: the vector dialect and ub.poison in the reference
 * interpreter, the concrete mirror of encoder/sem/sem_vector.c (same rules, in
 * the same order; the shapes come from encoder/ir/ir_vector.c, shared).
 *
 * A fixed-size vector is an EVAL_TENSOR of the vector's shape, so arith and
 * math on vectors need nothing here. Transfers: a lane reaches source index
 * base + offset(lane); a poison mask element is UB; an active lane outside
 * the source on an in_bounds dim is UB, on another vector dim it reads the
 * padding / writes nothing; a source dim no vector dim walks must be in
 * bounds. vector.extract/insert at a -1, out-of-bounds or poison position
 * give a poison result.
 */
#include <string.h>

#include "encoder/eval/eval_internal.h"
#include "encoder/ir/ir_vector.h"

static EvalElem poison_elem(void) {
  EvalElem p = ev_elem(0);
  p.poison = true;
  return p;
}

/* The outcome of a rule of encoder/ir/ir_vector.c (why names no op). */
static bool holds(EvalState *st, const IrOp *op, IrViewStatus vs, const char *why) {
  if (vs == IR_VIEW_OK) return true;
  if (vs == IR_VIEW_INVALID) return ev_invalid(st, op, "'%s': %s", op->name, why);
  return ev_unsupported(st, op, "unsupported: '%s': %s", op->name, why);
}

bool ev_ub_poison(EvalState *st, const IrOp *op) {
  const IrTypeKind k = op->nresults == 1 && op->results[0]->type ? op->results[0]->type->kind : IR_TY_OTHER;
  if (k != IR_TY_SCALAR && k != IR_TY_TENSOR && k != IR_TY_VECTOR) /* as sem_ub_poison */
    return ev_unsupported(st, op, "unsupported: '%s' of a type that is not a scalar, tensor or vector",
                          op->name);
  EvalTensor *out = ev_result(st, op);
  if (!out) return false;
  for (int64_t i = 0; i < out->n; i++)
    ev_set(st, out, i, poison_elem());
  ev_bind(st, op->results[0], out);
  return true;
}

/* ------------------------------------------------------------ transfers */

/* As the encoder's Source (sem_vector.c). */
typedef struct Source {
  const EvalTensor *v; /* the view (EVAL_MEMREF) or the tensor */
  EvalTensor *data;    /* the elements indexed by position */
  bool mem;
  IrView view;
} Source;

/* A transfer: its structure, source, value (a write's vector), base
 * indices and mask. */
typedef struct Transfer {
  IrTransfer tr;
  Source s;
  EvalTensor *value, *mask;
  int64_t base[IR_VIEW_MAX_RANK];
} Transfer;

/* One lane: its indices and whether it reads / writes the source. */
typedef struct Lane {
  int64_t idx[IR_VIEW_MAX_RANK];
  bool go;
} Lane;

static void lane_of(EvalState *st, const IrOp *op, const Transfer *t, int64_t lane, Lane *ln) {
  int64_t off[IR_VIEW_MAX_RANK], mf;
  ir_transfer_lane(&t->tr, lane, off, &mf);
  bool active = true, inside = true;
  if (t->mask) {
    EvalElem m = ev_get(t->mask, mf);
    ev_ub(st, op, m.poison || m.uninit, m.approx, "poison mask element");
    active = m.v & 1;
  }
  for (int d = 0; d < t->tr.rank; d++) {
    ln->idx[d] = (int64_t)((uint64_t)t->base[d] + (uint64_t)off[d]);
    bool in = (uint64_t)ln->idx[d] < (uint64_t)t->s.v->dims[d];
    int j = t->tr.vec_dim[d];
    if (j < 0)
      ev_ub(st, op, !in, false, "transfer index out of bounds on a non-vector dim");
    else if (t->tr.in_bounds[j])
      ev_ub(st, op, active && !in, false, "transfer out of bounds on an in_bounds dim");
    inside = inside && in;
  }
  ln->go = active && inside;
}

/* As the encoder's transfer_of (sem_vector.c). */
static bool transfer_of(EvalState *st, const IrOp *op, Transfer *t) {
  char why[160];
  if (!holds(st, op, ir_transfer_of(op, &t->tr, why, sizeof why), why)) return false;
  const IrTransfer *tr = &t->tr;
  t->value = tr->is_write ? ev_operand(st, op, tr->value) : NULL;
  EvalTensor *v = tr->is_write && !t->value ? NULL : ev_operand(st, op, tr->src);
  if (!v) return false;
  Source *s = &t->s;
  *s = (Source){.v = v, .data = v, .mem = v->kind == EVAL_MEMREF};
  if (s->mem) {
    if (v->block < 0 || v->block >= st->nmem) return ev_invalid(st, op, "'%s': unknown block", op->name);
    EvalBlock *b = &st->mem[v->block];
    s->data = b->data;
    ev_ub(st, op, !b->live, false, "transfer on a freed block");
    ev_ub(st, op, tr->is_write && !b->info.writable, false,
          "transfer_write to read-only memory (or to a clone or its source)");
    ir_view_set(&s->view, v->rank, v->offset, v->dims, v->strides);
  } else if (tr->is_write) {
    if (!(s->data = ev_result(st, op))) return false;
    if (s->data->n != v->n) return ev_invalid(st, op, "'%s': result shape differs from the source", op->name);
    for (int64_t i = 0; i < v->n; i++)
      ev_set(st, s->data, i, ev_get(v, i));
  }
  if (v->rank != tr->rank || v->kind == EVAL_SHAPE)
    return ev_invalid(st, op, "'%s': source rank differs from its type", op->name);
  if (!s->mem) ir_view_identity(&s->view, v->rank, v->dims);
  for (int d = 0; d < tr->rank; d++) {
    EvalTensor *iv = ev_operand(st, op, tr->first_idx + d);
    if (!iv) return false;
    EvalElem e = ev_get(iv, 0);
    ev_ub(st, op, e.poison, e.approx, "poison transfer index");
    t->base[d] = ev_sext(e.v, ir_elem_bits(iv->elem));
  }
  t->mask = tr->mask >= 0 ? ev_operand(st, op, tr->mask) : NULL;
  return tr->mask < 0 || t->mask;
}

bool ev_vector_transfer_read(EvalState *st, const IrOp *op) {
  Transfer t;
  if (!transfer_of(st, op, &t)) return false;
  EvalTensor *pad = ev_operand(st, op, t.tr.pad), *out = ev_result(st, op);
  if (!pad || !out) return false;
  for (int64_t l = 0; l < t.tr.lanes; l++) {
    Lane ln;
    lane_of(st, op, &t, l, &ln);
    int64_t p = ln.go ? ir_transfer_pos(&t.s.view, t.s.data->n, ln.idx) : -1;
    ev_ub(st, op, ln.go && p < 0, false, "transfer_read past the end of its block");
    ev_set(st, out, l, !ln.go ? ev_get(pad, 0) : p < 0 ? ev_elem(0) : ev_get(t.s.data, p));
  }
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_vector_transfer_write(EvalState *st, const IrOp *op) {
  Transfer t;
  if (!transfer_of(st, op, &t)) return false;
  for (int64_t l = 0; l < t.tr.lanes; l++) {
    Lane ln;
    lane_of(st, op, &t, l, &ln);
    EvalElem x = ev_get(t.value, l);
    x.poison = x.poison || x.uninit; /* as memref.store */
    x.uninit = false;
    int64_t p = ln.go ? ir_transfer_pos(&t.s.view, t.s.data->n, ln.idx) : -1;
    ev_ub(st, op, ln.go && p < 0, false, "transfer_write past the end of its block");
    if (p >= 0) ev_set(st, t.s.data, p, x);
  }
  if (!t.s.mem) ev_bind(st, op->results[0], t.s.data);
  return true;
}

/* ------------------------------------------------------------ data movement */

/* vector.broadcast, vector.transpose, vector.shape_cast (ir_vector_move). */
bool ev_vector_move(EvalState *st, const IrOp *op) {
  EvalTensor *src = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!src || !out) return false;
  int64_t *src_of;
  int sr = src->kind == EVAL_TENSOR ? src->rank : 0;
  char why[160];
  if (!holds(st, op,
             ir_vector_move(st->a, op, sr, src->dims, src->n, out->rank, out->dims, out->n, &src_of, why,
                            sizeof why),
             why))
    return false;
  for (int64_t i = 0; i < out->n; i++)
    ev_set(st, out, i, ev_get(src, src_of[i]));
  ev_bind(st, op->results[0], out);
  return true;
}

/* vector.extract / vector.insert, as the encoder's position_of
 * (sem_vector.c). */
typedef struct Position {
  EvalState *st;
  const IrOp *op;
  EvalTensor *vec, *value, *out;
  int64_t first, count;
  bool poison;
} Position;

static bool position_value(void *u, int k, int64_t *v) {
  Position *p = u;
  EvalTensor *iv = ev_operand(p->st, p->op, k);
  if (!iv) return false;
  EvalElem e = ev_get(iv, 0);
  p->poison = p->poison || e.poison;
  *v = ev_sext(e.v, ir_elem_bits(iv->elem));
  return true;
}

static bool position_of(EvalState *st, const IrOp *op, Position *p) {
  bool insert = op->kind == IR_OP_VECTOR_INSERT, poison;
  *p = (Position){.st = st, .op = op};
  p->value = insert ? ev_operand(st, op, 0) : NULL;
  p->vec = insert && !p->value ? NULL : ev_operand(st, op, insert ? 1 : 0);
  p->out = p->vec ? ev_result(st, op) : NULL;
  if (!p->out) return false;
  int64_t expect = !insert ? p->out->n : p->vec->n == p->out->n ? p->value->n : -1;
  char msg[256];
  switch (ir_vector_position_of(op, insert ? 2 : 1, p->vec->rank, p->vec->dims, expect,
                                insert ? "value" : "result", position_value, p, &p->first, &p->count, &poison,
                                msg, sizeof msg)) {
  case IR_VIEW_OK: p->poison = p->poison || poison; return true;
  case IR_VIEW_INVALID: return ev_invalid(st, op, "%s", msg);
  default: return false;
  }
}

bool ev_vector_extract(EvalState *st, const IrOp *op) {
  Position p;
  if (!position_of(st, op, &p)) return false;
  for (int64_t i = 0; i < p.out->n; i++) {
    EvalElem e = ev_get(p.vec, p.first + i);
    e.poison |= p.poison;
    ev_set(st, p.out, i, e);
  }
  ev_bind(st, op->results[0], p.out);
  return true;
}

bool ev_vector_insert(EvalState *st, const IrOp *op) {
  Position p;
  if (!position_of(st, op, &p)) return false;
  for (int64_t i = 0; i < p.out->n; i++) {
    EvalElem e = i >= p.first && i < p.first + p.count ? ev_get(p.value, i - p.first) : ev_get(p.vec, i);
    e.poison |= p.poison;
    ev_set(st, p.out, i, e);
  }
  ev_bind(st, op->results[0], p.out);
  return true;
}

/* ------------------------------------------------------------ masks */

bool ev_vector_mask(EvalState *st, const IrOp *op) {
  EvalTensor *out = ev_result(st, op);
  if (!out) return false;
  int64_t size[IR_VIEW_MAX_RANK];
  bool poison = false, from_operands;
  char msg[256];
  switch (ir_vector_mask_of(st->a, op, out->rank, size, &from_operands, msg, sizeof msg)) {
  case IR_VIEW_OK: break;
  case IR_VIEW_INVALID: return ev_invalid(st, op, "%s", msg);
  default: return ev_unsupported(st, op, "%s", msg);
  }
  for (int k = 0; from_operands && k < out->rank; k++) {
    EvalTensor *sv = ev_operand(st, op, k);
    if (!sv) return false;
    poison = poison || ev_get(sv, 0).poison;
    size[k] = ev_sext(ev_get(sv, 0).v, ir_elem_bits(sv->elem));
  }
  int64_t idx[IR_VIEW_MAX_RANK];
  for (int64_t i = 0; i < out->n; i++) {
    ev_unflat(out->rank, out->dims, i, idx);
    bool on = true;
    for (int k = 0; k < out->rank; k++)
      on = on && idx[k] < size[k];
    EvalElem e = ev_elem(on);
    e.poison = poison;
    ev_set(st, out, i, e);
  }
  ev_bind(st, op->results[0], out);
  return true;
}
