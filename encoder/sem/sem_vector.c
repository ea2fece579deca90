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
 * and how source indices reach them. */
typedef struct Source {
  const EncVal *v; /* the view (ENC_MEMREF) or the tensor */
  EncVal *data;    /* the elements indexed by position */
  bool mem;
  IrView view; /* mem: the view */
} Source;

/* Position in s->data of the source element at indices idx; -2 when an
 * index is outside the source's sizes (the lane's `go` is then false, even
 * when it does not fold), -1 when the view reaches outside its block. */
static int64_t source_pos(const Source *s, const int64_t *idx) {
  for (int d = 0; d < s->v->rank; d++)
    if (idx[d] < 0 || idx[d] >= s->v->dims[d]) return -2;
  if (!s->mem) return enc_flat(s->v->rank, s->v->dims, idx);
  int64_t p;
  if (!ir_view_locate(&s->view, idx, &p) || p < 0 || p >= s->data->n) return -1;
  return p;
}

static int64_t source_pos_of_flat(const Source *s, int64_t f) {
  if (!s->mem) return f;
  int64_t p = ir_view_pos_of_flat(&s->view, f);
  return p < 0 || p >= s->data->n ? -1 : p;
}

/* One lane: its source indices, whether it is active (mask) and whether it
 * accesses the source (active and inside on every dim). */
typedef struct Lane {
  SmtTerm idx[IR_VIEW_MAX_RANK];
  int64_t cidx[IR_VIEW_MAX_RANK];
  bool is_const; /* every index is a constant */
  SmtTerm go;    /* the lane reads / writes the source */
} Lane;

static bool lane_of(EncState *st, const IrTransfer *tr, const EncVal *mask, const SmtTerm *base,
                    const EncVal *src, int64_t lane, Lane *ln) {
  SmtCtx *c = st->c;
  int64_t off[IR_VIEW_MAX_RANK], mf;
  ir_transfer_lane(tr, lane, off, &mf);
  SmtTerm active = st->true_term;
  if (mask) {
    EncElem m = enc_get(st, mask, mf);
    enc_add_ub(st, enc_or(st, m.poison, m.uninit), m.approx);
    active = enc_bool_of_i1(st, m.v);
  }
  SmtTerm inside = st->true_term;
  ln->is_const = true;
  for (int d = 0; d < tr->rank; d++) {
    ln->idx[d] = smt_bv_add(c, base[d], smt_bv_u64(c, 64, (uint64_t)off[d]));
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
  return true;
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
    int64_t p = source_pos(s, ln->cidx);
    if (p == -1) enc_add_ub(st, ln->go, false); /* the view reaches past its block */
    return p < 0 ? r : enc_get(st, s->data, p);
  }
  SmtTerm f = flat_term(st, ln, s->v);
  for (int64_t j = s->v->n - 1; j >= 0; j--) {
    int64_t p = source_pos_of_flat(s, j);
    if (p >= 0)
      r = elem_ite(st, smt_eq(st->c, f, smt_bv_u64(st->c, 64, (uint64_t)j)), enc_get(st, s->data, p), r);
  }
  return r;
}

/* Write x where the lane writes. */
static void deposit(EncState *st, const Source *s, const Lane *ln, EncElem x) {
  if (ln->is_const) {
    if (enc_is_false(st, ln->go)) return;
    int64_t p = source_pos(s, ln->cidx);
    if (p == -1)
      enc_add_ub(st, ln->go, false); /* the view reaches past its block */
    else if (p >= 0)
      enc_set(st, s->data, p, elem_ite(st, ln->go, x, enc_get(st, s->data, p)));
    return;
  }
  SmtTerm f = flat_term(st, ln, s->v);
  for (int64_t j = 0; j < s->v->n; j++) {
    int64_t p = source_pos_of_flat(s, j);
    if (p < 0) continue;
    SmtTerm at = enc_and(st, ln->go, smt_eq(st->c, f, smt_bv_u64(st->c, 64, (uint64_t)j)));
    enc_set(st, s->data, p, elem_ite(st, at, x, enc_get(st, s->data, p)));
  }
}

static bool transfer_structure(EncState *st, const IrOp *op, IrTransfer *tr) {
  char why[160];
  switch (ir_transfer_of(op, tr, why, sizeof why)) {
  case IR_VIEW_OK: return true;
  case IR_VIEW_INVALID: return enc_invalid(st, op, "'%s': %s", op->name, why);
  default: return enc_unsupported(st, op, "unsupported: '%s': %s", op->name, why);
  }
}

/* Source, base index terms (a poison index is UB) and mask of a transfer.
 * A memref source needs a live block (and a writable one for a write); a
 * tensor written to is copied into the result first. */
static bool transfer_inputs(EncState *st, const IrOp *op, const IrTransfer *tr, Source *s, SmtTerm *base,
                            EncVal **mask) {
  EncVal *v = operand(st, op, tr->src);
  if (!v) return false;
  memset(s, 0, sizeof *s);
  s->v = v;
  s->mem = v->kind == ENC_MEMREF;
  if (s->mem) {
    EncBlock *b = &st->mem[v->block];
    s->data = b->data;
    enc_add_ub(st, smt_not(st->c, b->live), false);
    if (tr->is_write && !b->info.writable) enc_add_ub(st, st->true_term, false);
    s->view.rank = v->rank;
    s->view.offset = v->offset;
    for (int d = 0; d < v->rank; d++) {
      s->view.dims[d] = v->dims[d];
      s->view.strides[d] = v->strides[d];
    }
  } else if (tr->is_write) {
    EncVal *out = result_val(st, op);
    if (!out) return false;
    if (out->n != v->n) return enc_invalid(st, op, "'%s': result shape differs from the source", op->name);
    for (int64_t i = 0; i < v->n; i++)
      enc_set(st, out, i, enc_get(st, v, i));
    s->data = out;
  } else {
    s->data = v;
  }
  if (v->rank != tr->rank) return enc_invalid(st, op, "'%s': source rank differs from its type", op->name);
  for (int d = 0; d < tr->rank; d++) {
    EncVal *iv = operand(st, op, tr->first_idx + d);
    if (!iv) return false;
    EncElem e = enc_get(st, iv, 0);
    enc_add_ub(st, e.poison, e.approx);
    base[d] = smt_bv_resize(st->c, e.v, 64, true);
  }
  *mask = NULL;
  if (tr->mask >= 0 && !(*mask = operand(st, op, tr->mask))) return false;
  return true;
}

bool sem_vector_transfer_read(EncState *st, const IrOp *op) {
  IrTransfer tr;
  Source s;
  SmtTerm base[IR_VIEW_MAX_RANK];
  EncVal *mask;
  if (!transfer_structure(st, op, &tr) || !transfer_inputs(st, op, &tr, &s, base, &mask)) return false;
  EncVal *pad = operand(st, op, tr.pad), *out = result_val(st, op);
  if (!pad || !out) return false;
  EncElem pe = enc_get(st, pad, 0);
  for (int64_t l = 0; l < tr.lanes; l++) {
    Lane ln;
    if (!lane_of(st, &tr, mask, base, s.v, l, &ln)) return false;
    enc_set(st, out, l, elem_ite(st, ln.go, fetch(st, &s, &ln), pe));
  }
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_vector_transfer_write(EncState *st, const IrOp *op) {
  IrTransfer tr;
  Source s;
  SmtTerm base[IR_VIEW_MAX_RANK];
  EncVal *mask, *val;
  if (!transfer_structure(st, op, &tr) || !(val = operand(st, op, tr.value)) ||
      !transfer_inputs(st, op, &tr, &s, base, &mask))
    return false;
  for (int64_t l = 0; l < tr.lanes; l++) {
    Lane ln;
    if (!lane_of(st, &tr, mask, base, s.v, l, &ln)) return false;
    /* as memref.store: the element becomes initialized; an uninitialized
     * value stores poison */
    EncElem x = enc_get(st, val, l);
    x.poison = enc_or(st, x.poison, x.uninit);
    x.uninit = st->false_term;
    deposit(st, &s, &ln, x);
  }
  if (!s.mem) enc_bind(st, op->results[0], s.data);
  return true;
}

/* ------------------------------------------------------------ data movement */

/* vector.broadcast, vector.transpose, vector.shape_cast: each result
 * element copies one source element (ir_vector_move). */
bool sem_vector_move(EncState *st, const IrOp *op) {
  EncVal *src = operand(st, op, 0), *out = result_val(st, op);
  if (!src || !out) return false;
  int64_t *src_of = arena_calloc(st->a, (size_t)(out->n ? out->n : 1), sizeof(int64_t));
  if (!src_of) return enc_unsupported(st, op, "out of memory");
  int sr = src->kind == ENC_TENSOR ? src->rank : 0; /* a scalar broadcast has rank 0 */
  char why[160];
  switch (ir_vector_move(st->a, op, sr, src->dims, src->n, out->rank, out->dims, out->n, src_of, why,
                         sizeof why)) {
  case IR_VIEW_OK: break;
  case IR_VIEW_INVALID: return enc_invalid(st, op, "'%s': %s", op->name, why);
  default: return enc_unsupported(st, op, "unsupported: '%s': %s", op->name, why);
  }
  for (int64_t i = 0; i < out->n; i++)
    enc_set(st, out, i, enc_get(st, src, src_of[i]));
  enc_bind(st, op->results[0], out);
  return true;
}

/* Position of vector.extract/insert into `vec`: the first element and size
 * of the addressed slice, and a poison term (a -1 or out-of-bounds position,
 * or a poison dynamic position). Dynamic positions must be constants. */
static bool position_of(EncState *st, const IrOp *op, int first_dyn, const EncVal *vec, int64_t *first,
                        int64_t *count, SmtTerm *poison) {
  int64_t pos[IR_VIEW_MAX_RANK];
  int dyn[IR_VIEW_MAX_RANK], np;
  if (!ir_vector_position(op, first_dyn, pos, dyn, &np) || np > vec->rank)
    return enc_invalid(st, op, "'%s': position does not match the operands", op->name);
  *poison = st->false_term;
  for (int k = 0; k < np; k++) {
    if (dyn[k] < 0) continue;
    EncVal *iv = operand(st, op, dyn[k]);
    if (!iv) return false;
    EncElem e = enc_get(st, iv, 0);
    *poison = enc_or(st, *poison, e.poison);
    if (!enc_const_int(st, smt_bv_resize(st->c, e.v, 64, true), &pos[k]))
      return enc_unsupported(st, op, "unsupported: '%s' with a non-constant position", op->name);
  }
  bool p;
  if (!ir_vector_slice(vec->rank, vec->dims, pos, np, first, count, &p) || p) *poison = st->true_term;
  return true;
}

bool sem_vector_extract(EncState *st, const IrOp *op) {
  EncVal *src = operand(st, op, 0), *out = result_val(st, op);
  int64_t first, count;
  SmtTerm poison;
  if (!src || !out || !position_of(st, op, 1, src, &first, &count, &poison)) return false;
  if (count != out->n) return enc_invalid(st, op, "'%s': result shape does not match the position", op->name);
  for (int64_t i = 0; i < out->n; i++) {
    EncElem e = enc_get(st, src, first + i);
    e.poison = enc_or(st, e.poison, poison);
    enc_set(st, out, i, e);
  }
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_vector_insert(EncState *st, const IrOp *op) {
  EncVal *val = operand(st, op, 0), *dst = operand(st, op, 1), *out = result_val(st, op);
  int64_t first, count;
  SmtTerm poison;
  if (!val || !dst || !out || !position_of(st, op, 2, dst, &first, &count, &poison)) return false;
  if (count != val->n || dst->n != out->n)
    return enc_invalid(st, op, "'%s': value shape does not match the position", op->name);
  for (int64_t i = 0; i < out->n; i++) {
    EncElem e = i >= first && i < first + count ? enc_get(st, val, i - first) : enc_get(st, dst, i);
    e.poison = enc_or(st, e.poison, poison);
    enc_set(st, out, i, e);
  }
  enc_bind(st, op->results[0], out);
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
  if (out->rank > IR_VIEW_MAX_RANK)
    return enc_unsupported(st, op, "unsupported: '%s' of rank above 16", op->name);
  if (op->kind == IR_OP_VECTOR_CONSTANT_MASK) {
    int64_t *sz;
    int n;
    if (!ir_attr_ints(st->a, op, "mask_dim_sizes", &sz, &n) || n != out->rank)
      return enc_invalid(st, op, "'%s': mask_dim_sizes does not match the rank", op->name);
    for (int k = 0; k < n; k++)
      size[k] = smt_bv_i64(c, 64, sz[k]);
  } else {
    if (op->noperands != out->rank) return enc_invalid(st, op, "'%s': one size per dim expected", op->name);
    for (int k = 0; k < out->rank; k++) {
      EncVal *sv = operand(st, op, k);
      if (!sv) return false;
      EncElem e = enc_get(st, sv, 0);
      poison = enc_or(st, poison, e.poison);
      size[k] = smt_bv_resize(c, e.v, 64, true);
    }
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
