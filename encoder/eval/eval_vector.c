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

typedef struct Source {
  const EvalTensor *v; /* the view (EVAL_MEMREF) or the tensor */
  EvalTensor *data;    /* the elements indexed by position */
  bool mem;
  IrView view;
} Source;

static int64_t source_pos(const Source *s, const int64_t *idx) {
  if (!s->mem) return ev_flat(s->v->rank, s->v->dims, idx);
  int64_t p;
  if (!ir_view_locate(&s->view, idx, &p) || p < 0 || p >= s->data->n) return -1;
  return p;
}

/* One lane: its indices and whether it reads / writes the source. */
typedef struct Lane {
  int64_t idx[IR_VIEW_MAX_RANK];
  bool go;
} Lane;

static void lane_of(EvalState *st, const IrOp *op, const IrTransfer *tr, const EvalTensor *mask,
                    const int64_t *base, const EvalTensor *src, int64_t lane, Lane *ln) {
  int64_t off[IR_VIEW_MAX_RANK], mf;
  ir_transfer_lane(tr, lane, off, &mf);
  bool active = true, inside = true;
  if (mask) {
    EvalElem m = ev_get(mask, mf);
    ev_ub(st, op, m.poison || m.uninit, m.approx, "poison mask element");
    active = m.v & 1;
  }
  for (int d = 0; d < tr->rank; d++) {
    ln->idx[d] = (int64_t)((uint64_t)base[d] + (uint64_t)off[d]);
    bool in = (uint64_t)ln->idx[d] < (uint64_t)src->dims[d];
    int j = tr->vec_dim[d];
    if (j < 0)
      ev_ub(st, op, !in, false, "transfer index out of bounds on a non-vector dim");
    else if (tr->in_bounds[j])
      ev_ub(st, op, active && !in, false, "transfer out of bounds on an in_bounds dim");
    inside = inside && in;
  }
  ln->go = active && inside;
}

static bool transfer_structure(EvalState *st, const IrOp *op, IrTransfer *tr) {
  char why[160];
  switch (ir_transfer_of(op, tr, why, sizeof why)) {
  case IR_VIEW_OK: return true;
  case IR_VIEW_INVALID: return ev_invalid(st, op, "'%s': %s", op->name, why);
  default: return ev_unsupported(st, op, "unsupported: '%s': %s", op->name, why);
  }
}

static bool transfer_inputs(EvalState *st, const IrOp *op, const IrTransfer *tr, Source *s, int64_t *base,
                            EvalTensor **mask) {
  EvalTensor *v = ev_operand(st, op, tr->src);
  if (!v) return false;
  memset(s, 0, sizeof *s);
  s->v = v;
  s->mem = v->kind == EVAL_MEMREF;
  if (s->mem) {
    if (v->block < 0 || v->block >= st->nmem) return ev_invalid(st, op, "'%s': unknown block", op->name);
    EvalBlock *b = &st->mem[v->block];
    s->data = b->data;
    ev_ub(st, op, !b->live, false, "transfer on a freed block");
    if (tr->is_write) ev_ub(st, op, !b->info.writable, false, "transfer_write to read-only memory");
    s->view.rank = v->rank;
    s->view.offset = v->offset;
    for (int d = 0; d < v->rank; d++) {
      s->view.dims[d] = v->dims[d];
      s->view.strides[d] = v->strides[d];
    }
  } else if (tr->is_write) {
    EvalTensor *out = ev_result(st, op);
    if (!out) return false;
    if (out->n != v->n) return ev_invalid(st, op, "'%s': result shape differs from the source", op->name);
    for (int64_t i = 0; i < v->n; i++)
      ev_set(st, out, i, ev_get(v, i));
    s->data = out;
  } else {
    s->data = v;
  }
  if (v->rank != tr->rank || v->kind == EVAL_SHAPE)
    return ev_invalid(st, op, "'%s': source rank differs from its type", op->name);
  for (int d = 0; d < tr->rank; d++) {
    EvalTensor *iv = ev_operand(st, op, tr->first_idx + d);
    if (!iv) return false;
    EvalElem e = ev_get(iv, 0);
    ev_ub(st, op, e.poison, e.approx, "poison transfer index");
    base[d] = ev_sext(e.v, ir_elem_bits(iv->elem));
  }
  *mask = NULL;
  if (tr->mask >= 0 && !(*mask = ev_operand(st, op, tr->mask))) return false;
  return true;
}

bool ev_vector_transfer_read(EvalState *st, const IrOp *op) {
  IrTransfer tr;
  Source s;
  int64_t base[IR_VIEW_MAX_RANK];
  EvalTensor *mask;
  if (!transfer_structure(st, op, &tr) || !transfer_inputs(st, op, &tr, &s, base, &mask)) return false;
  EvalTensor *pad = ev_operand(st, op, tr.pad), *out = ev_result(st, op);
  if (!pad || !out) return false;
  for (int64_t l = 0; l < tr.lanes; l++) {
    Lane ln;
    lane_of(st, op, &tr, mask, base, s.v, l, &ln);
    EvalElem r = ev_get(pad, 0);
    if (ln.go) {
      int64_t p = source_pos(&s, ln.idx);
      ev_ub(st, op, p < 0, false, "transfer_read past the end of its block");
      r = p < 0 ? ev_elem(0) : ev_get(s.data, p);
    }
    ev_set(st, out, l, r);
  }
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_vector_transfer_write(EvalState *st, const IrOp *op) {
  IrTransfer tr;
  Source s;
  int64_t base[IR_VIEW_MAX_RANK];
  EvalTensor *mask, *val;
  if (!transfer_structure(st, op, &tr) || !(val = ev_operand(st, op, tr.value)) ||
      !transfer_inputs(st, op, &tr, &s, base, &mask))
    return false;
  for (int64_t l = 0; l < tr.lanes; l++) {
    Lane ln;
    lane_of(st, op, &tr, mask, base, s.v, l, &ln);
    EvalElem x = ev_get(val, l);
    x.poison = x.poison || x.uninit; /* as memref.store */
    x.uninit = false;
    if (!ln.go) continue;
    int64_t p = source_pos(&s, ln.idx);
    ev_ub(st, op, p < 0, false, "transfer_write past the end of its block");
    if (p >= 0) ev_set(st, s.data, p, x);
  }
  if (!s.mem) ev_bind(st, op->results[0], s.data);
  return true;
}

/* ------------------------------------------------------------ data movement */

/* vector.broadcast, vector.transpose, vector.shape_cast (ir_vector_move). */
bool ev_vector_move(EvalState *st, const IrOp *op) {
  EvalTensor *src = ev_operand(st, op, 0), *out = ev_result(st, op);
  if (!src || !out) return false;
  int64_t *src_of = arena_calloc(st->a, (size_t)(out->n ? out->n : 1), sizeof(int64_t));
  if (!src_of) return ev_unsupported(st, op, "out of memory");
  int sr = src->kind == EVAL_TENSOR ? src->rank : 0;
  char why[160];
  switch (ir_vector_move(st->a, op, sr, src->dims, src->n, out->rank, out->dims, out->n, src_of, why,
                         sizeof why)) {
  case IR_VIEW_OK: break;
  case IR_VIEW_INVALID: return ev_invalid(st, op, "'%s': %s", op->name, why);
  default: return ev_unsupported(st, op, "unsupported: '%s': %s", op->name, why);
  }
  for (int64_t i = 0; i < out->n; i++)
    ev_set(st, out, i, ev_get(src, src_of[i]));
  ev_bind(st, op->results[0], out);
  return true;
}

static bool position_of(EvalState *st, const IrOp *op, int first_dyn, const EvalTensor *vec, int64_t *first,
                        int64_t *count, bool *poison) {
  int64_t pos[IR_VIEW_MAX_RANK];
  int dyn[IR_VIEW_MAX_RANK], np;
  if (!ir_vector_position(op, first_dyn, pos, dyn, &np) || np > vec->rank)
    return ev_invalid(st, op, "'%s': position does not match the operands", op->name);
  *poison = false;
  for (int k = 0; k < np; k++) {
    if (dyn[k] < 0) continue;
    EvalTensor *iv = ev_operand(st, op, dyn[k]);
    if (!iv) return false;
    EvalElem e = ev_get(iv, 0);
    *poison = *poison || e.poison;
    pos[k] = ev_sext(e.v, ir_elem_bits(iv->elem));
  }
  bool p;
  if (!ir_vector_slice(vec->rank, vec->dims, pos, np, first, count, &p) || p) *poison = true;
  return true;
}

bool ev_vector_extract(EvalState *st, const IrOp *op) {
  EvalTensor *src = ev_operand(st, op, 0), *out = ev_result(st, op);
  int64_t first, count;
  bool poison;
  if (!src || !out || !position_of(st, op, 1, src, &first, &count, &poison)) return false;
  if (count != out->n) return ev_invalid(st, op, "'%s': result shape does not match the position", op->name);
  for (int64_t i = 0; i < out->n; i++) {
    EvalElem e = ev_get(src, first + i);
    e.poison = e.poison || poison;
    ev_set(st, out, i, e);
  }
  ev_bind(st, op->results[0], out);
  return true;
}

bool ev_vector_insert(EvalState *st, const IrOp *op) {
  EvalTensor *val = ev_operand(st, op, 0), *dst = ev_operand(st, op, 1), *out = ev_result(st, op);
  int64_t first, count;
  bool poison;
  if (!val || !dst || !out || !position_of(st, op, 2, dst, &first, &count, &poison)) return false;
  if (count != val->n || dst->n != out->n)
    return ev_invalid(st, op, "'%s': value shape does not match the position", op->name);
  for (int64_t i = 0; i < out->n; i++) {
    EvalElem e = i >= first && i < first + count ? ev_get(val, i - first) : ev_get(dst, i);
    e.poison = e.poison || poison;
    ev_set(st, out, i, e);
  }
  ev_bind(st, op->results[0], out);
  return true;
}

/* ------------------------------------------------------------ masks */

bool ev_vector_mask(EvalState *st, const IrOp *op) {
  EvalTensor *out = ev_result(st, op);
  if (!out) return false;
  int64_t size[IR_VIEW_MAX_RANK];
  bool poison = false;
  if (out->rank > IR_VIEW_MAX_RANK)
    return ev_unsupported(st, op, "unsupported: '%s' of rank above 16", op->name);
  if (op->kind == IR_OP_VECTOR_CONSTANT_MASK) {
    int64_t *sz;
    int n;
    if (!ir_attr_ints(st->a, op, "mask_dim_sizes", &sz, &n) || n != out->rank)
      return ev_invalid(st, op, "'%s': mask_dim_sizes does not match the rank", op->name);
    memcpy(size, sz, (size_t)n * sizeof *size);
  } else {
    if (op->noperands != out->rank) return ev_invalid(st, op, "'%s': one size per dim expected", op->name);
    for (int k = 0; k < out->rank; k++) {
      EvalTensor *sv = ev_operand(st, op, k);
      if (!sv) return false;
      EvalElem e = ev_get(sv, 0);
      poison = poison || e.poison;
      size[k] = ev_sext(e.v, ir_elem_bits(sv->elem));
    }
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
