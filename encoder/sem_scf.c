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
#include "encoder/sem.h"

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
  EncVal **tv = encode_region(st, op, 0);
  if (!tv) return false;
  SmtTerm ub_then = st->ub;
  st->ub = st->false_term;
  EncVal **ev = encode_region(st, op, 1);
  if (!ev) return false;
  SmtTerm ub_else = st->ub;
  st->ub = ub_before;
  enc_add_ub(st, smt_ite(st->c, cb, ub_then, ub_else), false);
  for (int k = 0; k < op->nresults; k++) {
    EncVal *a = tv[k], *b = ev[k];
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
