/*
 * sem_tensor.c: semantics of tensor dialect ops (MLIR docs), on the
 * explicit-element encoding.
 *
 *  - tensor.empty: every element uninitialized (reading one in a
 *    computation is UB; returning one is treated as poison).
 *  - Pure data movement (extract_slice, insert_slice, expand/collapse_shape,
 *    cast, concat, pad's source, insert's destination) carries the
 *    uninitialized flags along without UB.
 *  - tensor.extract reads (UB if uninitialized); a non-constant index
 *    becomes an ite chain over the candidates, out of bounds is UB. With
 *    one symbolic index (a gather's row) the chain runs along that
 *    dimension and compares that index alone, like GATHER's own chain.
 *  - Dynamic offsets/sizes/strides/pad amounts must fold to constants;
 *    otherwise the op is unsupported (dynamic shapes are out of scope).
 * The shape and index rules (slices, pad, concat, cast, the bodies of pad
 * and generate) are encoder/ir/ir_tensor.c, shared with the interpreter;
 * what stays here is the element terms.
 */
#include <string.h>

#include "encoder/ir/ir_tensor.h"
#include "encoder/sem/sem.h"

static EncVal *operand(EncState *st, const IrOp *op, int i) {
  if (i >= op->noperands) {
    enc_invalid(st, op, "'%s' is missing operand %d", op->name, i);
    return NULL;
  }
  return enc_lookup(st, op, op->operands[i]);
}

static EncVal *result_val(EncState *st, const IrOp *op) {
  if (op->nresults < 1) {
    enc_invalid(st, op, "'%s' has no result", op->name);
    return NULL;
  }
  return enc_val_for_type(st, op, op->results[0]->type);
}

/* A constant index operand. */
/* A constant index operand. */
static bool const_index(EncState *st, const IrOp *op, int i, int64_t *out) {
  EncVal *v = operand(st, op, i);
  if (!v) return false;
  if (v->n != 1 || !enc_const_int(st, v->v[0], out))
    return enc_unsupported(st, op, "unsupported: '%s' with a non-constant index/size operand %d", op->name,
                           i);
  return true;
}

/* The operands the rules of encoder/ir/ir_tensor.c ask for. */
typedef struct Fetch {
  EncState *st;
  const IrOp *op;
} Fetch;

static bool fetch_index(void *u, int k, int64_t *v) {
  Fetch *f = u;
  return const_index(f->st, f->op, k, v);
}

static bool fetch_shape(void *u, int k, int *rank, const int64_t **dims) {
  Fetch *f = u;
  EncVal *in = operand(f->st, f->op, k);
  if (in) *rank = in->rank, *dims = in->dims;
  return in != NULL;
}

/* The outcome of an ir_tensor.h rule: true when it holds, else the failure
 * recorded (a failure of a fetch is recorded already). */
static bool ir_ok(EncState *st, const IrOp *op, IrViewStatus s, const char *msg) {
  if (s == IR_VIEW_INVALID) return enc_invalid(st, op, "%s", msg);
  if (s == IR_VIEW_UNSUPPORTED) return enc_unsupported(st, op, "%s", msg);
  return s == IR_VIEW_OK;
}

static EncElem zero_elem(EncState *st, IrElem e) {
  return enc_elem(st, ir_elem_is_float(e) ? enc_float_const(st, e, 0.0) : enc_int_const(st, e, 0));
}

bool sem_tensor_empty(EncState *st, const IrOp *op) {
  EncVal *out = result_val(st, op);
  if (!out) return false;
  EncElem e = enc_elem(st, st->false_term);
  e.uninit = st->true_term;
  for (int64_t i = 0; i < out->n; i++) {
    e.v = ir_elem_is_float(out->elem) ? enc_float_const(st, out->elem, 0.0) : enc_int_const(st, out->elem, 0);
    enc_set(st, out, i, e);
  }
  enc_bind(st, op->results[0], out);
  return true;
}

/* Flat index of dynamic indices operands[first..first+rank): concrete when
 * all are constants (in_bounds set), else a 64-bit term plus an OOB Bool. */
typedef struct DynIndex {
  bool is_const;
  bool in_bounds;
  int64_t flat;
  SmtTerm term, oob, poison;
  bool approx;
  /* exactly one index not constant (the others constant and in bounds):
   * that dimension and its index term, so a read selects along it alone */
  int only_dim;
  SmtTerm only_term;
  int64_t fixed[16]; /* the constant indices */
} DynIndex;

static bool dyn_index(EncState *st, const IrOp *op, int first, const EncVal *t, DynIndex *di) {
  SmtCtx *c = st->c;
  di->is_const = true;
  di->in_bounds = true;
  di->flat = 0;
  di->poison = st->false_term;
  di->approx = false;
  di->oob = st->false_term;
  di->term = smt_bv_u64(c, 64, 0);
  char msg[256];
  if (ir_access_check(op, first, t->rank, NULL, msg, sizeof msg) != IR_VIEW_OK)
    return enc_invalid(st, op, "%s", msg);
  di->only_dim = -1;
  int nsym = 0;
  bool fixed_in = true;
  for (int d = 0; d < t->rank; d++) {
    EncVal *iv = operand(st, op, first + d);
    if (!iv) return false;
    EncElem ie = enc_read(st, iv, 0);
    di->poison = enc_or(st, di->poison, ie.poison);
    di->approx |= ie.approx;
    SmtTerm i64 = smt_bv_resize(c, ie.v, 64, true);
    int64_t k;
    if (enc_const_int(st, i64, &k)) {
      if (d < 16) di->fixed[d] = k;
      if (k < 0 || k >= t->dims[d]) fixed_in = false;
    } else {
      nsym++;
      di->only_dim = d;
      di->only_term = i64;
    }
    if (di->is_const && enc_const_int(st, i64, &k)) {
      if (k < 0 || k >= t->dims[d]) di->in_bounds = false;
      di->flat = di->flat * t->dims[d] + k;
    } else {
      di->is_const = false;
    }
    di->term = smt_bv_add(c, smt_bv_mul(c, di->term, smt_bv_u64(c, 64, (uint64_t)t->dims[d])), i64);
    di->oob = enc_or(st, di->oob, smt_bv_uge(c, i64, smt_bv_u64(c, 64, (uint64_t)t->dims[d])));
  }
  if (nsym != 1 || !fixed_in || t->rank > 16) di->only_dim = -1;
  return true;
}

bool sem_tensor_extract(EncState *st, const IrOp *op) {
  EncVal *t = operand(st, op, 0), *out = result_val(st, op);
  if (!t || !out) return false;
  DynIndex di;
  if (!dyn_index(st, op, 1, t, &di)) return false;
  EncElem e;
  if (di.is_const) {
    if (!di.in_bounds || t->n == 0) {
      enc_add_ub(st, st->true_term, false);
      e = zero_elem(st, t->elem);
    } else {
      e = enc_read(st, t, di.flat);
    }
  } else {
    enc_add_ub(st, enc_or(st, di.oob, di.poison), di.approx);
    int64_t *cand = arena_calloc(st->a, (size_t)(t->n > 0 ? t->n : 1), sizeof(int64_t));
    if (!cand) return enc_unsupported(st, op, "out of memory at '%s'", op->name);
    if (di.only_dim >= 0) {
      /* one index is symbolic: select along its dimension (the rows of a
       * gather), comparing that index alone, as TOSA GATHER's own chain does */
      int64_t idx[16], n = t->dims[di.only_dim];
      memcpy(idx, di.fixed, sizeof idx);
      for (int64_t j = 0; j < n; j++) {
        idx[di.only_dim] = j;
        cand[j] = enc_flat(t->rank, t->dims, idx);
      }
      e = enc_select_dynamic(st, t, cand, n, di.only_term);
    } else {
      for (int64_t i = 0; i < t->n; i++)
        cand[i] = i;
      e = enc_select_dynamic(st, t, cand, t->n, di.term);
    }
    e.approx |= di.approx;
  }
  enc_set(st, out, 0, e);
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_tensor_insert(EncState *st, const IrOp *op) {
  EncVal *sc = operand(st, op, 0), *dest = operand(st, op, 1), *out = result_val(st, op);
  if (!sc || !dest || !out) return false;
  DynIndex di;
  if (!dyn_index(st, op, 2, dest, &di)) return false;
  EncElem v = enc_get(st, sc, 0);
  SmtCtx *c = st->c;
  for (int64_t i = 0; i < out->n; i++) {
    EncElem d = enc_get(st, dest, i);
    if (di.is_const) {
      enc_set(st, out, i, di.in_bounds && di.flat == i ? v : d);
      continue;
    }
    SmtTerm here = smt_eq(c, di.term, smt_bv_u64(c, 64, (uint64_t)i));
    EncElem r = d;
    r.v = smt_ite(c, here, v.v, d.v);
    r.poison = smt_ite(c, here, enc_or(st, v.poison, di.poison), d.poison);
    r.uninit = smt_ite(c, here, v.uninit, d.uninit);
    r.approx = v.approx || d.approx || di.approx;
    enc_set(st, out, i, r);
  }
  if (di.is_const && !di.in_bounds) enc_add_ub(st, st->true_term, false);
  if (!di.is_const) enc_add_ub(st, enc_or(st, di.oob, di.poison), di.approx);
  enc_bind(st, op->results[0], out);
  return true;
}

/* The offsets, sizes and strides of a slice (ir_slice_of). */
static bool slice_of(EncState *st, const IrOp *op, int rank, int first_dyn, int64_t expect,
                     const char *counted, IrSlice *s) {
  char msg[256];
  Fetch f = {st, op};
  return ir_ok(st, op,
               ir_slice_of(st->a, op, rank, first_dyn, expect, counted, fetch_index, &f, s, msg, sizeof msg),
               msg);
}

bool sem_tensor_extract_slice(EncState *st, const IrOp *op) {
  EncVal *src = operand(st, op, 0), *out = result_val(st, op);
  IrSlice s;
  if (!src || !out || !slice_of(st, op, src->rank, 1, out->n, "result", &s)) return false;
  if (!ir_slice_in_bounds(&s, src->dims)) {
    enc_add_ub(st, st->true_term, false); /* out-of-bounds slice */
    for (int64_t i = 0; i < out->n; i++)
      enc_set(st, out, i, zero_elem(st, out->elem));
  } else {
    for (int64_t i = 0; i < s.count; i++)
      enc_set(st, out, i, enc_get(st, src, ir_slice_flat(&s, src->dims, i)));
  }
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_tensor_insert_slice(EncState *st, const IrOp *op) {
  EncVal *src = operand(st, op, 0), *dest = operand(st, op, 1), *out = result_val(st, op);
  IrSlice s;
  if (!src || !dest || !out || !slice_of(st, op, dest->rank, 2, src->n, "source", &s)) return false;
  for (int64_t i = 0; i < out->n; i++)
    enc_set(st, out, i, enc_get(st, dest, i));
  if (!ir_slice_in_bounds(&s, dest->dims))
    enc_add_ub(st, st->true_term, false); /* out-of-bounds slice */
  else
    for (int64_t i = 0; i < s.count; i++)
      enc_set(st, out, ir_slice_flat(&s, dest->dims, i), enc_get(st, src, i));
  enc_bind(st, op->results[0], out);
  return true;
}

/* Encode a tensor.pad / tensor.generate body at index idx; the yielded
 * element. */
static bool run_index_body(EncState *st, const IrBlock *body, const int64_t *idx, EncElem *out) {
  for (int d = 0; d < body->nargs; d++) {
    EncVal *a = enc_scalar_new(st, IR_INDEX);
    if (!a) return false;
    a->v[0] = smt_bv_i64(st->c, 64, idx[d]);
    enc_bind(st, body->args[d], a);
  }
  const IrOp *yield = body->ops[body->nops - 1];
  EncVal *y = enc_block_ops(st, body, false) ? enc_lookup(st, yield, yield->operands[0]) : NULL;
  if (y) *out = enc_get(st, y, 0);
  return y != NULL;
}

bool sem_tensor_pad(EncState *st, const IrOp *op) {
  EncVal *src = operand(st, op, 0), *out = result_val(st, op);
  if (!src || !out) return false;
  IrPad p;
  char msg[256];
  Fetch f = {st, op};
  if (!ir_ok(st, op,
             ir_pad_of(st->a, op, src->rank, src->dims, out->dims, fetch_index, &f, &p, msg, sizeof msg),
             msg))
    return false;
  int64_t idx[16], j;
  for (int64_t i = 0; i < out->n; i++) {
    EncElem e;
    if (ir_pad_source(&p, src->dims, out->dims, i, idx, &j))
      e = enc_get(st, src, j);
    else if (!run_index_body(st, p.body, idx, &e))
      return false;
    enc_set(st, out, i, e);
  }
  enc_bind(st, op->results[0], out);
  return true;
}

/* expand_shape / collapse_shape / cast: same elements in row-major order.
 * tensor.cast may erase static sizes (tensor<2xf32> -> tensor<?xf32>): the
 * value keeps its concrete runtime shape; a static result size that differs
 * from the runtime size is UB. */
bool sem_tensor_reshape(EncState *st, const IrOp *op) {
  EncVal *src = operand(st, op, 0);
  if (!src || op->nresults < 1) return src ? enc_invalid(st, op, "'%s' has no result", op->name) : false;
  bool keep_shape, ub;
  char msg[256];
  IrViewStatus s =
      ir_tensor_reshape_of(op, src->rank, src->elem, src->dims, &keep_shape, &ub, msg, sizeof msg);
  if (ub) enc_add_ub(st, st->true_term, false);
  if (!ir_ok(st, op, s, msg)) return false;
  EncVal *out =
      keep_shape ? enc_val_new(st, op, ENC_TENSOR, src->elem, src->rank, src->dims) : result_val(st, op);
  if (!out) return false;
  if (src->n != out->n || src->elem != out->elem)
    return enc_invalid(st, op, "'%s': source and result differ in size or element type", op->name);
  for (int64_t i = 0; i < out->n; i++)
    enc_set(st, out, i, enc_get(st, src, i));
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_tensor_concat(EncState *st, const IrOp *op) {
  EncVal *out = result_val(st, op);
  IrConcat cc;
  char msg[256];
  Fetch f = {st, op};
  if (!out ||
      !ir_ok(st, op, ir_concat_of(st->a, op, out->rank, out->dims, fetch_shape, &f, &cc, msg, sizeof msg),
             msg))
    return false;
  for (int64_t i = 0; i < out->n; i++) {
    int k;
    int64_t j = ir_concat_source(&cc, out->rank, out->dims, i, &k);
    if (k >= 0) enc_set(st, out, i, enc_get(st, st->vals[op->operands[k]->id], j));
  }
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_tensor_from_elements(EncState *st, const IrOp *op) {
  EncVal *out = result_val(st, op);
  if (!out) return false;
  if (op->noperands != out->n)
    return enc_invalid(st, op, "'%s': %d elements for %lld", op->name, op->noperands, (long long)out->n);
  for (int64_t i = 0; i < out->n; i++) {
    EncVal *e = operand(st, op, (int)i);
    if (!e) return false;
    enc_set(st, out, i, enc_get(st, e, 0));
  }
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_tensor_generate(EncState *st, const IrOp *op) {
  EncVal *out = result_val(st, op);
  const IrBlock *body;
  char msg[256];
  if (!out || !ir_ok(st, op, ir_index_body(op, out->rank, &body, msg, sizeof msg), msg)) return false;
  int64_t idx[16];
  for (int64_t i = 0; i < out->n; i++) {
    EncElem e;
    ir_unflat(out->rank, out->dims, i, idx);
    if (!run_index_body(st, body, idx, &e)) return false;
    enc_set(st, out, i, e);
  }
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_tensor_dim(EncState *st, const IrOp *op) {
  EncVal *src = operand(st, op, 0), *out = result_val(st, op);
  if (!src || !out) return false;
  int64_t d, size;
  if (!const_index(st, op, 1, &d)) return false;
  if (!ir_dim_size(src->rank, src->dims, d, &size)) enc_add_ub(st, st->true_term, false);
  out->v[0] = smt_bv_i64(st->c, 64, size);
  enc_bind(st, op->results[0], out);
  return true;
}

bool sem_tensor_splat(EncState *st, const IrOp *op) {
  EncVal *sc = operand(st, op, 0), *out = result_val(st, op);
  if (!sc || !out) return false;
  EncElem e = enc_get(st, sc, 0);
  for (int64_t i = 0; i < out->n; i++)
    enc_set(st, out, i, e);
  enc_bind(st, op->results[0], out);
  return true;
}

/* builtin.unrealized_conversion_cast and quant.scast between types that differ
 * only in how the element is spelled (ui8 <-> i8, !quant.uniform<i8:...> <->
 * i8): the value's bits, unchanged; a memref keeps its view. Any other such
 * cast has no meaning of its own (the conversion framework leaves the
 * unrealized ones to be folded away), so it stays unsupported. */
bool sem_storage_cast(EncState *st, const IrOp *op) {
  char why[400];
  const char *bad = ir_storage_cast_error(op, why, sizeof why);
  if (bad) return enc_unsupported(st, op, "%s", bad);
  EncVal *src = operand(st, op, 0);
  if (!src) return false;
  if (src->kind == ENC_MEMREF) {
    enc_bind(st, op->results[0], src);
    return true;
  }
  EncVal *out = enc_val_new(st, op, src->kind, src->elem, src->rank, src->dims);
  if (!out) return false;
  for (int64_t i = 0; i < out->n; i++)
    enc_set(st, out, i, enc_get(st, src, i));
  enc_bind(st, op->results[0], out);
  return true;
}
