/*
 * sem_vector.c: the vector dialect and ub.poison (docs/DESIGN.md "Vectors").
 *
 * A fixed-size vector is a value like a static tensor (an ENC_TENSOR of the
 * vector's shape; rank 0 for vector<T>), so arith and math ops on vectors go
 * through enc_map unchanged and only the vector ops themselves live here.
 * Every op here is data movement: elements keep their poison, uninitialized
 * and approximation flags.
 *
 * Transfers (the shape side is encoder/ir/ir_vector.c, shared with the
 * interpreter): lane l of a transfer reaches source index base + offset(l).
 * A lane is active unless the mask turns it off (a poison mask element is UB,
 * as a poison index is). An active lane outside the source on a dim its
 * in_bounds entry promises is UB; on another vector dim it reads the padding
 * (a read) or writes nothing (a write); a source dim no vector dim walks
 * must be in bounds for every lane. Masked-off lanes read the padding and
 * write nothing, and their bounds do not matter. Base indices that are not
 * constants after unrolling select the element by an if-then-else over the
 * source's elements, as memref.load does.
 *
 * vector.extract/insert with an out-of-bounds or -1 position give a poison
 * result (the documentation calls the result undefined, not the behaviour).
 */
#include <string.h>

#include "encoder/ir/ir_vector.h"
#include "encoder/sem/sem.h"

/* ------------------------------------------------------------ helpers */

static EncElem zero_elem(EncState *st, IrElem e) {
  return enc_elem(st, ir_elem_is_float(e) ? enc_float_const(st, e, 0.0) : enc_int_const(st, e, 0));
}

/* cond ? a : b on every component of an element. */
static EncElem elem_ite(EncState *st, SmtTerm cond, EncElem a, EncElem b) {
  if (enc_is_true(st, cond)) return a;
  if (enc_is_false(st, cond)) return b;
  SmtCtx *c = st->c;
  EncElem r = {smt_ite(c, cond, a.v, b.v), smt_ite(c, cond, a.poison, b.poison),
               smt_ite(c, cond, a.uninit, b.uninit), a.approx || b.approx};
  return r;
}

static EncVal *operand(EncState *st, const IrOp *op, int k) {
  if (k < 0 || k >= op->noperands)
    return enc_invalid(st, op, "'%s' is missing operand %d", op->name, k), NULL;
  return enc_lookup(st, op, op->operands[k]);
}

static EncVal *result_val(EncState *st, const IrOp *op) {
  if (op->nresults != 1) return enc_invalid(st, op, "'%s' expects one result", op->name), NULL;
  return enc_val_for_type(st, op, op->results[0]->type);
}

/* The outcome of a rule of encoder/ir/ir_vector.c: true when it holds,
 * else the failure recorded (why names no op). */
static bool holds(EncState *st, const IrOp *op, IrViewStatus vs, const char *why) {
  if (vs == IR_VIEW_INVALID) return enc_invalid(st, op, "'%s': %s", op->name, why);
  if (vs != IR_VIEW_OK) return enc_unsupported(st, op, "unsupported: '%s': %s", op->name, why);
  return true;
}

/* Every element of out poison. */
static void set_all_poison(EncState *st, EncVal *out) {
  EncElem p = zero_elem(st, out->elem);
  p.poison = st->true_term;
  for (int64_t i = 0; i < out->n; i++)
    enc_set(st, out, i, p);
}

/* ------------------------------------------------------------ ub.poison */

bool sem_ub_poison(EncState *st, const IrOp *op) {
  const IrTypeKind k = op->nresults == 1 && op->results[0]->type ? op->results[0]->type->kind : IR_TY_OTHER;
  if (k != IR_TY_SCALAR && k != IR_TY_TENSOR && k != IR_TY_VECTOR) /* a poison memref view is not modelled */
    return enc_unsupported(st, op, "unsupported: '%s' of a type that is not a scalar, tensor or vector",
                           op->name);
  EncVal *out = result_val(st, op);
  if (!out) return false;
  set_all_poison(st, out);
  enc_bind(st, op->results[0], out);
  return true;
}

/* ------------------------------------------------------------ transfers */

/* The source of a transfer: the elements (a block's contents, or a tensor)
 * and the view through which source indices reach them (a tensor's
 * identity view); positions are ir_transfer_pos's. */
typedef struct Source {
  const EncVal *v; /* the view (ENC_MEMREF) or the tensor */
  EncVal *data;    /* the elements indexed by position */
  bool mem;
  IrView view;
} Source;

/* A transfer: its structure, source, value (a write's vector), base index
 * terms and mask. */
typedef struct Transfer {
  IrTransfer tr;
  Source s;
  EncVal *value, *mask;
  SmtTerm base[IR_VIEW_MAX_RANK];
} Transfer;

/* One lane: its source indices, whether it is active (mask) and whether it
 * accesses the source (active and inside on every dim). */
typedef struct Lane {
  SmtTerm idx[IR_VIEW_MAX_RANK];
  int64_t cidx[IR_VIEW_MAX_RANK];
  bool is_const; /* every index is a constant */
  SmtTerm go;    /* the lane reads / writes the source */
} Lane;

static void lane_of(EncState *st, const Transfer *t, int64_t lane, Lane *ln) {
  SmtCtx *c = st->c;
  const IrTransfer *tr = &t->tr;
  const EncVal *src = t->s.v;
  int64_t off[IR_VIEW_MAX_RANK], mf;
  ir_transfer_lane(tr, lane, off, &mf);
  SmtTerm active = st->true_term;
  if (t->mask) {
    EncElem m = enc_get(st, t->mask, mf);
    enc_add_ub(st, enc_or(st, m.poison, m.uninit), m.approx);
    active = enc_bool_of_i1(st, m.v);
  }
  SmtTerm inside = st->true_term;
  ln->is_const = true;
  for (int d = 0; d < tr->rank; d++) {
    ln->idx[d] = smt_bv_add(c, t->base[d], smt_bv_u64(c, 64, (uint64_t)off[d]));
    /* Fold the bound check of a constant index here: a lane value guarded
     * by an unfolded check is not a numeral, and constant FP arithmetic on it
     * then reaches the solver (an exact-domain timeout on a vectorized
     * -fMAX + c that the scalar side folds). */
    SmtTerm in;
    if (enc_const_int(st, ln->idx[d], &ln->cidx[d])) {
      in = (uint64_t)ln->cidx[d] < (uint64_t)src->dims[d] ? st->true_term : st->false_term;
    } else {
      in = smt_bv_ult(c, ln->idx[d], smt_bv_u64(c, 64, (uint64_t)src->dims[d]));
      ln->is_const = false;
    }
    int j = tr->vec_dim[d];
    if (j < 0)
      enc_add_ub(st, smt_not(c, in), false);
    else if (tr->in_bounds[j])
      enc_add_ub(st, enc_and(st, active, smt_not(c, in)), false);
    inside = enc_and(st, inside, in);
  }
  ln->go = enc_and(st, active, inside);
}

/* Row-major flat index term of a lane's indices in the source's shape. */
static SmtTerm flat_term(EncState *st, const Lane *ln, const EncVal *src) {
  SmtCtx *c = st->c;
  SmtTerm f = smt_bv_u64(c, 64, 0);
  for (int d = 0; d < src->rank; d++)
    f = smt_bv_add(c, smt_bv_mul(c, f, smt_bv_u64(c, 64, (uint64_t)src->dims[d])), ln->idx[d]);
  return f;
}

/* The source element a lane reads (meaningful where ln->go holds). */
static EncElem fetch(EncState *st, const Source *s, const Lane *ln) {
  EncElem r = zero_elem(st, s->v->elem);
  if (ln->is_const) {
    if (enc_is_false(st, ln->go)) return r;
    int64_t p = ir_transfer_pos(&s->view, s->data->n, ln->cidx);
    if (p == -1) enc_add_ub(st, ln->go, false); /* the view reaches past its block */
    return p < 0 ? r : enc_get(st, s->data, p);
  }
  SmtTerm f = flat_term(st, ln, s->v);
  for (int64_t j = s->v->n - 1; j >= 0; j--) {
    int64_t p = ir_view_block_pos(&s->view, s->data->n, j);
    if (p >= 0)
      r = elem_ite(st, smt_eq(st->c, f, smt_bv_u64(st->c, 64, (uint64_t)j)), enc_get(st, s->data, p), r);
  }
  return r;
}

/* Write x where the lane writes. */
static void deposit(EncState *st, const Source *s, const Lane *ln, EncElem x) {
  if (ln->is_const) {
    if (enc_is_false(st, ln->go)) return;
    int64_t p = ir_transfer_pos(&s->view, s->data->n, ln->cidx);
    if (p == -1)
      enc_add_ub(st, ln->go, false); /* the view reaches past its block */
    else if (p >= 0)
      enc_set(st, s->data, p, elem_ite(st, ln->go, x, enc_get(st, s->data, p)));
    return;
  }
  SmtTerm f = flat_term(st, ln, s->v);
  for (int64_t j = 0; j < s->v->n; j++) {
    int64_t p = ir_view_block_pos(&s->view, s->data->n, j);
    if (p < 0) continue;
    SmtTerm at = enc_and(st, ln->go, smt_eq(st->c, f, smt_bv_u64(st->c, 64, (uint64_t)j)));
    enc_set(st, s->data, p, elem_ite(st, at, x, enc_get(st, s->data, p)));
  }
}

/* The transfer's structure (encoder/ir/ir_vector.c), its value, source,
 * base index terms (a poison index is UB) and mask. A memref source needs a
 * live block (and a writable one for a write); a tensor written to is
 * copied into the result first. */
static bool transfer_of(EncState *st, const IrOp *op, Transfer *t) {
  char why[160];
  if (!holds(st, op, ir_transfer_of(op, &t->tr, why, sizeof why), why)) return false;
  const IrTransfer *tr = &t->tr;
  Source *s = &t->s;
  EncVal *v = NULL;
  t->value = t->mask = NULL;
  if ((tr->is_write && !(t->value = operand(st, op, tr->value))) || !(v = operand(st, op, tr->src)))
    return false;
  *s = (Source){.v = v, .data = v, .mem = v->kind == ENC_MEMREF};
  if (s->mem) {
    EncBlock *b = &st->mem[v->block];
    s->data = b->data;
    enc_add_ub(st, smt_not(st->c, b->live), false);
    if (tr->is_write && !b->info.writable) enc_add_ub(st, st->true_term, false);
    ir_view_set(&s->view, v->rank, v->offset, v->dims, v->strides);
  } else if (tr->is_write) {
    EncVal *out = result_val(st, op);
    if (!out) return false;
    if (out->n != v->n) return enc_invalid(st, op, "'%s': result shape differs from the source", op->name);
    for (int64_t i = 0; i < v->n; i++)
      enc_set(st, out, i, enc_get(st, v, i));
    s->data = out;
  }
  if (v->rank != tr->rank) return enc_invalid(st, op, "'%s': source rank differs from its type", op->name);
  if (!s->mem) ir_view_identity(&s->view, v->rank, v->dims);
  for (int d = 0; d < tr->rank; d++) {
    EncVal *iv = operand(st, op, tr->first_idx + d);
    if (!iv) return false;
    EncElem e = enc_get(st, iv, 0);
    enc_add_ub(st, e.poison, e.approx);
    t->base[d] = smt_bv_resize(st->c, e.v, 64, true);
  }
  return tr->mask < 0 || (t->mask = operand(st, op, tr->mask));
}

bool sem_vector_transfer_read(EncState *st, const IrOp *op) {
  Transfer t;
  if (!transfer_of(st, op, &t)) return false;
  EncVal *pad = operand(st, op, t.tr.pad), *out = result_val(st, op);
  if (!pad || !out) return false;
  EncElem pe = enc_get(st, pad, 0);
  for (int64_t l = 0; l < t.tr.lanes; l++) {
    Lane ln;
    lane_of(st, &t, l, &ln);
    enc_set(st, out, l, elem_ite(st, ln.go, fetch(st, &t.s, &ln), pe));
  }
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_vector_transfer_write(EncState *st, const IrOp *op) {
  Transfer t;
  if (!transfer_of(st, op, &t)) return false;
  for (int64_t l = 0; l < t.tr.lanes; l++) {
    Lane ln;
    lane_of(st, &t, l, &ln);
    /* as memref.store: the element becomes initialized; an uninitialized
     * value stores poison */
    EncElem x = enc_get(st, t.value, l);
    x.poison = enc_or(st, x.poison, x.uninit);
    x.uninit = st->false_term;
    deposit(st, &t.s, &ln, x);
  }
  if (!t.s.mem) enc_bind(st, op->results[0], t.s.data);
  return true;
}

/* ------------------------------------------------------------ data movement */

/* vector.broadcast, vector.transpose, vector.shape_cast: each result
 * element copies one source element (ir_vector_move). */
bool sem_vector_move(EncState *st, const IrOp *op) {
  EncVal *src = operand(st, op, 0), *out = result_val(st, op);
  if (!src || !out) return false;
  int64_t *src_of;
  int sr = src->kind == ENC_TENSOR ? src->rank : 0; /* a scalar broadcast has rank 0 */
  char why[160];
  IrViewStatus vs = ir_vector_move(st->a, op, sr, src->dims, src->n, out->rank, out->dims, out->n, &src_of,
                                   why, sizeof why);
  if (!holds(st, op, vs, why)) return false;
  for (int64_t i = 0; i < out->n; i++)
    enc_set(st, out, i, enc_get(st, src, src_of[i]));
  enc_bind(st, op->results[0], out);
  return true;
}

/* vector.extract / vector.insert: the vector addressed and the result, the
 * slice the position addresses and a poison term (a -1 or out-of-bounds
 * position, or a poison dynamic position). Dynamic positions must be
 * constants. */
typedef struct Position {
  EncState *st;
  const IrOp *op;
  EncVal *vec, *value, *out;
  int64_t first, count;
  SmtTerm poison;
} Position;

static bool position_value(void *u, int k, int64_t *v) {
  Position *p = u;
  EncVal *iv = operand(p->st, p->op, k);
  if (!iv) return false;
  EncElem e = enc_get(p->st, iv, 0);
  p->poison = enc_or(p->st, p->poison, e.poison);
  if (!enc_const_int(p->st, smt_bv_resize(p->st->c, e.v, 64, true), v))
    return enc_unsupported(p->st, p->op, "unsupported: '%s' with a non-constant position", p->op->name);
  return true;
}

static bool position_of(EncState *st, const IrOp *op, Position *p) {
  bool insert = op->kind == IR_OP_VECTOR_INSERT, poison;
  *p = (Position){.st = st, .op = op, .poison = st->false_term};
  if (insert && !(p->value = operand(st, op, 0))) return false;
  if (!(p->vec = operand(st, op, insert ? 1 : 0)) || !(p->out = result_val(st, op))) return false;
  int64_t expect = !insert ? p->out->n : p->vec->n == p->out->n ? p->value->n : -1;
  char msg[256];
  IrViewStatus vs = ir_vector_position_of(op, insert ? 2 : 1, p->vec->rank, p->vec->dims, expect,
                                          insert ? "value" : "result", position_value, p, &p->first,
                                          &p->count, &poison, msg, sizeof msg);
  if (vs == IR_VIEW_INVALID) return enc_invalid(st, op, "%s", msg);
  if (poison) p->poison = st->true_term;
  return vs == IR_VIEW_OK;
}

bool sem_vector_extract(EncState *st, const IrOp *op) {
  Position p;
  if (!position_of(st, op, &p)) return false;
  for (int64_t i = 0; i < p.out->n; i++) {
    EncElem e = enc_get(st, p.vec, p.first + i);
    e.poison = enc_or(st, e.poison, p.poison);
    enc_set(st, p.out, i, e);
  }
  enc_bind(st, op->results[0], p.out);
  return true;
}

bool sem_vector_insert(EncState *st, const IrOp *op) {
  Position p;
  if (!position_of(st, op, &p)) return false;
  for (int64_t i = 0; i < p.out->n; i++) {
    bool in = i >= p.first && i < p.first + p.count;
    EncElem e = in ? enc_get(st, p.value, i - p.first) : enc_get(st, p.vec, i);
    e.poison = enc_or(st, e.poison, p.poison);
    enc_set(st, p.out, i, e);
  }
  enc_bind(st, op->results[0], p.out);
  return true;
}

/* ------------------------------------------------------------ masks */

/* vector.constant_mask [s...] / vector.create_mask %s...: lane l is set iff
 * l_k < s_k on every dim (create_mask: signed, so a negative size sets
 * nothing; a poison size makes every lane poison). */
bool sem_vector_mask(EncState *st, const IrOp *op) {
  EncVal *out = result_val(st, op);
  if (!out) return false;
  SmtCtx *c = st->c;
  SmtTerm size[IR_VIEW_MAX_RANK], poison = st->false_term;
  int64_t csize[IR_VIEW_MAX_RANK];
  bool from_operands;
  char msg[256];
  IrViewStatus vs = ir_vector_mask_of(st->a, op, out->rank, csize, &from_operands, msg, sizeof msg);
  if (vs == IR_VIEW_INVALID) return enc_invalid(st, op, "%s", msg);
  if (vs != IR_VIEW_OK) return enc_unsupported(st, op, "%s", msg);
  for (int k = 0; k < out->rank; k++) {
    if (!from_operands) {
      size[k] = smt_bv_i64(c, 64, csize[k]);
      continue;
    }
    EncVal *sv = operand(st, op, k);
    if (!sv) return false;
    EncElem e = enc_get(st, sv, 0);
    poison = enc_or(st, poison, e.poison);
    size[k] = smt_bv_resize(c, e.v, 64, true);
  }
  int64_t idx[IR_VIEW_MAX_RANK];
  for (int64_t i = 0; i < out->n; i++) {
    enc_unflat(out->rank, out->dims, i, idx);
    SmtTerm on = st->true_term;
    for (int k = 0; k < out->rank; k++) {
      int64_t sz; /* folded when constant, as the transfers' bound checks */
      SmtTerm lt = enc_const_int(st, size[k], &sz) ? (idx[k] < sz ? st->true_term : st->false_term)
                                                   : smt_bv_slt(c, smt_bv_i64(c, 64, idx[k]), size[k]);
      on = enc_and(st, on, lt);
    }
    EncElem e = enc_elem(st, enc_i1_of_bool(st, on));
    e.poison = poison;
    enc_set(st, out, i, e);
  }
  enc_bind(st, op->results[0], out);
  return true;
}
