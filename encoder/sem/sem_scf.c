/*
 * sem_scf.c: scf.if on values of any type (tensors as tosa-to-linalg emits
 * them for dynamic broadcasts, scalars).
 *
 * A condition whose value is fixed (a numeral after construction-time
 * folding, or the branch ir_specialize() resolved from the shapes) encodes
 * the taken region alone: the other one may be invalid for the case's
 * shapes. Otherwise both regions are encoded and each result element is an
 * if-then-else of the two; UB inside a region counts only when that region
 * is taken. Branching on poison is UB (the condition is an i1 like LLVM's
 * br operand).
 */
#include "encoder/ir/ir_shape.h"
#include "encoder/ir/ir_view.h"
#include "encoder/sem/sem.h"

static const IrOp *region_terminator(const IrOp *op, int g) {
  if (g >= op->nregions || op->regions[g]->nblocks < 1) return NULL;
  const IrBlock *b = op->regions[g]->blocks[0];
  return b->nops ? b->ops[b->nops - 1] : NULL;
}

/* Encode region g and return its yielded values (NULL on failure). */
static EncVal **encode_region(EncState *st, const IrOp *op, int g) {
  const IrOp *y = region_terminator(op, g);
  if (!y) {
    if (op->nresults == 0) return arena_calloc(st->a, 1, sizeof(EncVal *)); /* empty else */
    enc_invalid(st, op, "'%s': region %d has no terminator", op->name, g);
    return NULL;
  }
  if (y->kind != IR_OP_SCF_YIELD || y->noperands != op->nresults) {
    enc_invalid(st, op, "'%s': region %d does not yield its %d results", op->name, g, op->nresults);
    return NULL;
  }
  if (!enc_block_ops(st, op->regions[g]->blocks[0], false)) return NULL;
  EncVal **vals = arena_calloc(st->a, (size_t)(op->nresults > 0 ? op->nresults : 1), sizeof *vals);
  for (int k = 0; k < op->nresults; k++)
    if (!(vals[k] = enc_lookup(st, y, y->operands[k]))) return NULL;
  return vals;
}

/* Memory across the two regions of a data-dependent scf.if: each region
 * runs on its own copy of the blocks, and the contents and liveness are
 * merged with the condition afterwards. */
typedef struct MemCopy {
  EncVal **data;
  SmtTerm *live;
  int n;
} MemCopy;

static EncVal *copy_val(EncState *st, const EncVal *v) {
  EncVal *c = enc_val_new(st, NULL, v->kind, v->elem, v->rank, v->dims);
  if (!c) return NULL;
  for (int64_t i = 0; i < v->n; i++)
    enc_set(st, c, i, enc_get(st, v, i));
  return c;
}

static bool mem_save(EncState *st, MemCopy *mc) {
  mc->n = st->nmem;
  mc->data = arena_calloc(st->a, (size_t)(st->nmem + 1), sizeof(EncVal *));
  mc->live = arena_calloc(st->a, (size_t)(st->nmem + 1), sizeof(SmtTerm));
  if (!mc->data || !mc->live) return enc_unsupported(st, NULL, "out of memory");
  for (int k = 0; k < st->nmem; k++) {
    if (!(mc->data[k] = copy_val(st, st->mem[k].data))) return false;
    mc->live[k] = st->mem[k].live;
  }
  return true;
}

/* Install a saved state (fresh copies, so the saved one stays intact). */
static bool mem_restore(EncState *st, const MemCopy *mc) {
  for (int k = 0; k < mc->n; k++) {
    if (!(st->mem[k].data = copy_val(st, mc->data[k]))) return false;
    st->mem[k].live = mc->live[k];
  }
  return true;
}

static void mem_merge(EncState *st, SmtTerm cb, const MemCopy *then_mem) {
  SmtCtx *c = st->c;
  for (int k = 0; k < then_mem->n; k++) {
    EncVal *a = then_mem->data[k], *b = st->mem[k].data;
    for (int64_t i = 0; i < b->n; i++) {
      EncElem x = enc_get(st, a, i), y = enc_get(st, b, i), r = y;
      if (x.v.p == y.v.p && x.poison.p == y.poison.p && x.uninit.p == y.uninit.p) continue;
      r.v = smt_ite(c, cb, x.v, y.v);
      r.poison = smt_ite(c, cb, x.poison, y.poison);
      r.uninit = smt_ite(c, cb, x.uninit, y.uninit);
      r.approx = x.approx || y.approx;
      enc_set(st, b, i, r);
    }
    if (then_mem->live[k].p != st->mem[k].live.p)
      st->mem[k].live = smt_ite(c, cb, then_mem->live[k], st->mem[k].live);
  }
}

bool sem_scf_if(EncState *st, const IrOp *op) {
  EncVal *c = enc_lookup(st, op, op->operands[0]);
  if (!c) return false;
  if (c->n != 1) return enc_invalid(st, op, "'%s': condition is not a scalar", op->name);
  EncElem ce = enc_get(st, c, 0);
  enc_add_ub(st, ce.poison, ce.approx); /* branch on poison */
  int64_t taken;
  if (!ir_attr_int(op, IR_SHAPE_TAKEN_ATTR, &taken) && !enc_const_int(st, ce.v, &taken)) taken = -1;
  if (taken >= 0) {
    EncVal **vals = encode_region(st, op, (taken & 1) ? 0 : 1);
    if (!vals) return false;
    for (int k = 0; k < op->nresults; k++)
      enc_bind(st, op->results[k], vals[k]);
    return true;
  }
  SmtTerm cb = enc_bool_of_i1(st, ce.v);
  SmtTerm ub_before = st->ub;
  st->ub = st->false_term;
  int nmem_before = st->nmem;
  MemCopy before = {0}, after_then = {0};
  if (nmem_before && !mem_save(st, &before)) return false;
  EncVal **tv = encode_region(st, op, 0);
  if (!tv) return false;
  if (nmem_before && (!mem_save(st, &after_then) || !mem_restore(st, &before))) return false;
  SmtTerm ub_then = st->ub;
  st->ub = st->false_term;
  EncVal **ev = encode_region(st, op, 1);
  if (!ev) return false;
  if (st->nmem != nmem_before)
    return enc_unsupported(st, op, "unsupported: '%s' allocates memory under a data-dependent condition",
                           op->name);
  if (nmem_before) mem_merge(st, cb, &after_then);
  SmtTerm ub_else = st->ub;
  st->ub = ub_before;
  enc_add_ub(st, smt_ite(st->c, cb, ub_then, ub_else), false);
  for (int k = 0; k < op->nresults; k++) {
    EncVal *a = tv[k], *b = ev[k];
    if (a->kind == ENC_MEMREF || b->kind == ENC_MEMREF) {
      bool same = a->kind == b->kind && a->block == b->block && a->offset == b->offset && a->rank == b->rank;
      for (int d = 0; same && d < a->rank; d++)
        same = a->dims[d] == b->dims[d] && a->strides[d] == b->strides[d];
      if (!same)
        return enc_unsupported(
            st, op, "unsupported: '%s' yields different memrefs on a data-dependent condition", op->name);
      enc_bind(st, op->results[k], a);
      continue;
    }
    bool same = a->rank == b->rank && a->n == b->n && a->elem == b->elem && a->kind == b->kind;
    for (int d = 0; same && d < a->rank; d++)
      same = a->dims[d] == b->dims[d];
    if (!same || a->kind == ENC_SHAPE)
      return enc_unsupported(
          st, op, "unsupported: '%s' branches yield different shapes on a data-dependent condition",
          op->name);
    EncVal *out = enc_val_new(st, op, a->kind, a->elem, a->rank, a->dims);
    if (!out) return false;
    for (int64_t i = 0; i < a->n; i++) {
      EncElem x = enc_get(st, a, i), y = enc_get(st, b, i), r = x;
      r.v = smt_ite(st->c, cb, x.v, y.v);
      r.poison = smt_ite(st->c, cb, x.poison, y.poison);
      r.uninit = smt_ite(st->c, cb, x.uninit, y.uninit);
      r.approx = x.approx || y.approx || ce.approx;
      enc_set(st, out, i, r);
    }
    enc_bind(st, op->results[k], out);
  }
  return true;
}

/* ---------------------------------------------------------------- loops */

/* Upper bound on unrolled iterations of one loop op (all nested iterations
 * count): beyond it the loop is unsupported rather than encoded for minutes. */
#define SCF_MAX_TRIPS (1 << 16)

/* Run the body of a loop with induction values lb, lb+step, ... < ub:
 * bind the induction variable and the iteration arguments, encode the body,
 * carry the yielded values. inits has niter entries; the loop results are
 * bound to the final values. */
static bool unroll(EncState *st, const IrOp *op, int64_t lb, int64_t ub, int64_t step, bool is_unsigned,
                   EncVal **inits, int niter) {
  if (op->nregions < 1 || op->regions[0]->nblocks < 1)
    return enc_invalid(st, op, "'%s' without a body", op->name);
  const IrBlock *body = op->regions[0]->blocks[0];
  if (body->nargs != 1 + niter || op->nresults != niter)
    return enc_invalid(st, op, "'%s': %d body arguments for %d iteration values", op->name, body->nargs,
                       niter);
  const IrOp *y = body->nops ? body->ops[body->nops - 1] : NULL;
  if (!y || y->noperands != niter)
    return enc_invalid(st, op, "'%s': the body does not yield %d values", op->name, niter);
  if (step <= 0) { /* scf.for requires a positive step */
    enc_add_ub(st, st->true_term, false);
    for (int k = 0; k < niter; k++)
      enc_bind(st, op->results[k], inits[k]);
    return true;
  }
  EncVal **cur = arena_calloc(st->a, (size_t)(niter + 1), sizeof(EncVal *));
  if (!cur) return enc_unsupported(st, op, "out of memory");
  for (int k = 0; k < niter; k++)
    cur[k] = inits[k];
  long trips = 0;
  for (int64_t iv = lb; is_unsigned ? (uint64_t)iv < (uint64_t)ub : iv < ub;) {
    if (++trips > SCF_MAX_TRIPS)
      return enc_unsupported(st, op, "unsupported: '%s' runs more than %d iterations", op->name,
                             SCF_MAX_TRIPS);
    EncVal *ivv = enc_val_for_type(st, op, body->args[0]->type);
    if (!ivv) return false;
    ivv->v[0] = enc_int_const(st, ivv->elem, iv);
    enc_bind(st, body->args[0], ivv);
    for (int k = 0; k < niter; k++)
      enc_bind(st, body->args[1 + k], cur[k]);
    if (!enc_block_ops(st, body, false)) return false;
    for (int k = 0; k < niter; k++)
      if (!(cur[k] = enc_lookup(st, y, y->operands[k]))) return false;
    int64_t next;
    if (__builtin_add_overflow(iv, step, &next)) break;
    iv = next;
  }
  for (int k = 0; k < niter; k++)
    enc_bind(st, op->results[k], cur[k]);
  return true;
}

static bool const_index_operand_ext(EncState *st, const IrOp *op, int k, bool is_signed, int64_t *out);
static bool const_index_operand(EncState *st, const IrOp *op, int k, int64_t *out) {
  return const_index_operand_ext(st, op, k, true, out);
}

/* A constant operand, sign- or zero-extended from its width to 64 bits. */
static bool const_index_operand_ext(EncState *st, const IrOp *op, int k, bool is_signed, int64_t *out) {
  EncVal *v = enc_lookup(st, op, op->operands[k]);
  if (!v) return false;
  if (v->kind == ENC_MEMREF || v->n != 1)
    return enc_invalid(st, op, "'%s': operand %d is not a scalar", op->name, k);
  EncElem e = enc_get(st, v, 0);
  if (!enc_is_false(st, e.poison)) enc_add_ub(st, e.poison, e.approx);
  unsigned w = (unsigned)ir_elem_bits(v->elem);
  if (!enc_const_int(st, smt_bv_resize(st->c, e.v, 64, is_signed && w > 1), out))
    return enc_unsupported(st, op, "unsupported: '%s' with a non-constant bound (operand %d)", op->name, k);
  return true;
}

bool sem_scf_for(EncState *st, const IrOp *op) {
  if (op->noperands < 3) return enc_invalid(st, op, "'%s' needs lower bound, upper bound and step", op->name);
  int64_t lb, ub, step;
  /* unsignedCmp: bounds and step are unsigned numbers of their width. */
  bool is_unsigned = ir_attr_flag(op, "unsignedCmp");
  if (!const_index_operand_ext(st, op, 0, !is_unsigned, &lb) ||
      !const_index_operand_ext(st, op, 1, !is_unsigned, &ub) ||
      !const_index_operand_ext(st, op, 2, !is_unsigned, &step))
    return false;
  int niter = op->noperands - 3;
  EncVal **inits = arena_calloc(st->a, (size_t)(niter + 1), sizeof(EncVal *));
  if (!inits) return enc_unsupported(st, op, "out of memory");
  for (int k = 0; k < niter; k++)
    if (!(inits[k] = enc_lookup(st, op, op->operands[3 + k]))) return false;
  return unroll(st, op, lb, ub, step, is_unsigned, inits, niter);
}

/* affine.for bounds: max over the lower bound map's results, min over the
 * upper one's, on the map operands (all constants after unrolling). */
static bool affine_bound(EncState *st, const IrOp *op, const char *name, int first, bool lower, int64_t *out,
                         int *used) {
  const IrAttr *a = ir_op_attr(op, name);
  if (!a || a->kind != IR_ATTR_MAP || !a->map || a->map->nresults < 1)
    return enc_invalid(st, op, "'%s' without %s", op->name, name);
  const IrAffineMap *m = a->map;
  int n = m->ndims + m->nsyms;
  if (first + n > op->noperands || n > 64)
    return enc_invalid(st, op, "'%s': too few bound operands", op->name);
  int64_t vals[64], res[64];
  for (int i = 0; i < n; i++)
    if (!const_index_operand(st, op, first + i, &vals[i])) return false;
  if (m->nresults > 64 || !ir_affine_eval(m, vals, res))
    return enc_unsupported(st, op, "unsupported: '%s' bound map cannot be evaluated", op->name);
  *out = res[0];
  for (int r = 1; r < m->nresults; r++)
    *out = lower ? (res[r] > *out ? res[r] : *out) : (res[r] < *out ? res[r] : *out);
  *used = n;
  return true;
}

bool sem_affine_for(EncState *st, const IrOp *op) {
  int64_t lb, ub, step;
  int nl, nu;
  if (!affine_bound(st, op, "lowerBoundMap", 0, true, &lb, &nl) ||
      !affine_bound(st, op, "upperBoundMap", nl, false, &ub, &nu))
    return false;
  if (!ir_attr_int(op, "step", &step)) return enc_invalid(st, op, "'%s' without a step", op->name);
  int niter = op->noperands - nl - nu;
  EncVal **inits = arena_calloc(st->a, (size_t)(niter + 1), sizeof(EncVal *));
  if (!inits || niter < 0) return enc_invalid(st, op, "'%s': malformed operands", op->name);
  for (int k = 0; k < niter; k++)
    if (!(inits[k] = enc_lookup(st, op, op->operands[nl + nu + k]))) return false;
  return unroll(st, op, lb, ub, step, false, inits, niter);
}

/* affine.apply on index values that are not constants (function arguments,
 * data): the map as a term; division by zero is UB. Operand poison
 * propagates to the result. */
static bool affine_apply_symbolic(EncState *st, const IrOp *op, const IrAffineMap *map) {
  int n = op->noperands;
  SmtTerm vals[64], ub = st->false_term, poison = st->false_term;
  for (int i = 0; i < n; i++) {
    EncVal *v = enc_lookup(st, op, op->operands[i]);
    if (!v) return false;
    EncElem e = enc_get(st, v, 0);
    vals[i] = smt_bv_resize(st->c, e.v, 64, true);
    poison = enc_or(st, poison, e.poison);
  }
  SmtTerm t = enc_affine_term(st, map->results[0], vals, n, map->ndims, &ub);
  if (smt_is_null(t)) return enc_invalid(st, op, "'%s': malformed map", op->name);
  enc_add_ub(st, ub, false);
  EncVal *x = enc_val_for_type(st, op, op->results[0]->type);
  if (!x) return false;
  EncElem r = enc_elem(st, smt_bv_resize(st->c, t, (unsigned)ir_elem_bits(x->elem), true));
  r.poison = poison;
  enc_set(st, x, 0, r);
  enc_bind(st, op->results[0], x);
  return true;
}

static bool basis_operand(void *u, int k, int64_t *v) {
  void **p = u;
  EncState *st = p[0];
  const IrOp *op = p[1];
  if (k >= op->noperands) return false;
  EncVal *x = enc_lookup(st, op, op->operands[k]);
  return x && x->n == 1 && enc_is_false(st, enc_get(st, x, 0).poison) &&
         enc_const_int(st, smt_bv_resize(st->c, enc_get(st, x, 0).v, 64, true), v);
}

/* affine.linearize_index / delinearize_index: the map ir_index_op_map
 * builds, on symbolic or constant indices; `disjoint` makes an index
 * outside its bound poison (the op's promise). */
bool sem_affine_index_op(EncState *st, const IrOp *op) {
  IrAffineMap *map;
  int nidx;
  int64_t bounds[64];
  char why[200];
  void *u[2] = {st, (void *)op};
  IrViewStatus vs = ir_index_op_map(st->a, op, basis_operand, u, &map, &nidx, bounds, why, sizeof why);
  if (vs == IR_VIEW_INVALID) return enc_invalid(st, op, "'%s': %s", op->name, why);
  if (vs != IR_VIEW_OK) return enc_unsupported(st, op, "unsupported: '%s': %s", op->name, why);
  SmtCtx *c = st->c;
  SmtTerm vals[64], poison = st->false_term, ub = st->false_term;
  bool disjoint = op->kind == IR_OP_AFFINE_LINEARIZE_INDEX && ir_attr_flag(op, "disjoint");
  for (int i = 0; i < nidx; i++) {
    EncVal *v = enc_lookup(st, op, op->operands[i]);
    if (!v) return false;
    EncElem e = enc_get(st, v, 0);
    vals[i] = smt_bv_resize(c, e.v, 64, true);
    poison = enc_or(st, poison, e.poison);
    if (disjoint) {
      SmtTerm out = smt_bv_slt(c, vals[i], smt_bv_u64(c, 64, 0));
      if (bounds[i] >= 0) out = enc_or(st, out, smt_bv_sge(c, vals[i], smt_bv_i64(c, 64, bounds[i])));
      poison = enc_or(st, poison, out);
    }
  }
  for (int k = 0; k < op->nresults; k++) {
    SmtTerm t = enc_affine_term(st, map->results[k], vals, nidx, map->ndims, &ub);
    EncVal *x = enc_val_for_type(st, op, op->results[k]->type);
    if (!x || smt_is_null(t)) return x ? enc_invalid(st, op, "'%s': malformed basis", op->name) : false;
    EncElem r = enc_elem(st, smt_bv_resize(c, t, (unsigned)ir_elem_bits(x->elem), true));
    r.poison = poison;
    enc_set(st, x, 0, r);
    enc_bind(st, op->results[k], x);
  }
  enc_add_ub(st, ub, false);
  return true;
}

bool sem_affine_apply(EncState *st, const IrOp *op) {
  const IrAttr *a = ir_op_attr(op, "map");
  if (!a || a->kind != IR_ATTR_MAP || !a->map || a->map->nresults != 1)
    return enc_invalid(st, op, "'%s' needs a one-result map", op->name);
  int n = a->map->ndims + a->map->nsyms;
  if (n != op->noperands || n > 64)
    return enc_invalid(st, op, "'%s': operands do not match the map", op->name);
  int64_t vals[64], r;
  bool all_const = true;
  for (int i = 0; i < n && all_const; i++) {
    EncVal *v = enc_lookup(st, op, op->operands[i]);
    if (!v) return false;
    if (v->kind == ENC_MEMREF || v->n != 1)
      return enc_invalid(st, op, "'%s': operand %d is not a scalar", op->name, i);
    all_const = enc_const_int(st, smt_bv_resize(st->c, enc_get(st, v, 0).v, 64, true), &vals[i]);
  }
  if (!all_const) return affine_apply_symbolic(st, op, a->map);
  for (int i = 0; i < n; i++)
    if (!const_index_operand(st, op, i, &vals[i])) return false;
  EncVal *x = enc_val_for_type(st, op, op->results[0]->type);
  if (!x) return false;
  if (!ir_affine_eval(a->map, vals, &r)) {
    enc_add_ub(st, st->true_term, false); /* division by zero */
    r = 0;
  }
  x->v[0] = enc_int_const(st, x->elem, r);
  enc_bind(st, op->results[0], x);
  return true;
}
