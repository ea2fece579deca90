/*
 * sem_linalg.c: semantics of linalg structured ops on tensors.
 *
 * Every structured op (linalg.generic and the named ops: fill, copy,
 * transpose, broadcast, map, reduce, elementwise, matmul, convolutions,
 * pooling, ...) is evaluated as a generic: indexing maps + iterator types +
 * body region, which the importer supplies for named ops too. The iteration
 * space is unrolled in C in lexicographic order (d0 outermost), which is
 * the order of the sequential loop nest: for every point the body is
 * encoded once with its block arguments bound to the element terms the
 * indexing maps select, linalg.index bound to the concrete index, and the
 * yielded values stored into the current output tensors. So a reduction
 * folds in the order of its reduction dims, starting from the outs (init)
 * value (strict policy).
 *
 * Loop bounds follow mlir-tv: each dim's bound is the size of the first
 * operand dimension whose map result is exactly that dim; an access outside
 * an operand (non-matching shapes, conv-style maps reaching past the end) is
 * UB. An output block argument that the body never uses is not read, so an
 * uninitialized (tensor.empty) init is fine there; a used one is a read,
 * which makes the value poison if it is uninitialized (enc_read).
 *
 * Accumulations. When the encoding of FP accumulations is special (reassoc
 * policy, or level 0 of the refinement ladder; sem_state.h enc_acc_*), an output
 * whose body is the accumulation pattern
 *     %r = arith.addf %acc, %x   (or %x, %acc; arith.mulf for products)
 *     linalg.yield ..., %r, ...
 * with %acc the output's block argument used by nothing else and %r used by
 * nothing but the yield, on an op with a reduction dim, is accumulated with
 * an EncAcc per output element: the addf is not encoded; %x of every
 * iteration point, in loop order, is the next operand, starting from the
 * init element. At level 0 an addend %x = arith.mulf %a, %b used only there
 * makes it a dot product (the mulf is not encoded either). Under the strict
 * policy at level >= 1 nothing changes: the body is encoded per point.
 * Fastmath flags on the accumulating ops disable the pattern (their poison
 * rules need the generic path).
 */
#include <string.h>

#include "encoder/ir/ir_linalg.h"
#include "encoder/sem/sem.h"

static bool same_value(const IrValue *a, const IrValue *b) { return a && b && (a == b || a->id == b->id); }

/* The op defining v, when it is an op of block b itself (not nested). */
static const IrOp *local_def(const IrBlock *b, const IrValue *v) {
  if (!v || !v->def) return NULL;
  for (int i = 0; i < b->nops; i++)
    if (b->ops[i] == v->def) return v->def;
  return NULL;
}

static bool plain_fp_op(const IrOp *op, IrOpKind kind) {
  if (!op || op->kind != kind || op->noperands != 2 || op->nresults != 1) return false;
  const char *fm = ir_attr_keyword(op, "fastmath");
  return !fm || !fm[0] || strstr(fm, "none");
}

/* One output accumulated by the pattern of the header comment. */
typedef struct AccPattern {
  bool on;
  EncAccKind kind;
  const IrOp *acc_op;    /* the addf/mulf folding into the output (not encoded) */
  const IrOp *mul_op;    /* dot products: the mulf feeding acc_op (not encoded) */
  const IrValue *addend; /* sums/products: acc_op's other operand */
} AccPattern;

static bool detect_accumulation(const EncState *st, const IrStructured *s, const IrBlock *body,
                                const IrOp *yield, int k, IrElem elem, AccPattern *p) {
  memset(p, 0, sizeof *p);
  if (!ir_elem_is_float(elem)) return false;
  const IrValue *y = yield->operands[k];
  const IrOp *a = local_def(body, y);
  if (!plain_fp_op(a, IR_OP_ARITH_ADDF) && !plain_fp_op(a, IR_OP_ARITH_MULF)) return false;
  if (a->results[0]->type->elem != elem) return false;
  const IrValue *acc = body->args[s->nin + k];
  int which = same_value(a->operands[0], acc) ? 0 : (same_value(a->operands[1], acc) ? 1 : -1);
  if (which < 0 || same_value(a->operands[1 - which], acc)) return false;
  if (ir_block_count_uses(body, acc) != 1 || ir_block_count_uses(body, y) != 1) return false;
  p->on = true;
  p->kind = a->kind == IR_OP_ARITH_ADDF ? ENC_ACC_SUM : ENC_ACC_PROD;
  p->acc_op = a;
  p->addend = a->operands[1 - which];
  const IrOp *m = local_def(body, p->addend);
  if (p->kind == ENC_ACC_SUM && st->level == 0 && st->opt->policy == TV_POLICY_STRICT &&
      plain_fp_op(m, IR_OP_ARITH_MULF) && m->results[0]->type->elem == elem &&
      ir_block_count_uses(body, p->addend) == 1) {
    p->kind = ENC_ACC_DOT;
    p->mul_op = m;
  }
  return true;
}

static bool skipped_op(const AccPattern *pat, int nout, const IrOp *op) {
  for (int k = 0; k < nout; k++)
    if (pat[k].on && (pat[k].acc_op == op || pat[k].mul_op == op)) return true;
  return false;
}

/* Flat element index of operand k at iteration point `pt`; false if outside. */
static bool operand_flat(const IrStructured *s, int k, const EncVal *val, const int64_t *pt, int64_t *flat) {
  return ir_linalg_operand_flat(s, k, val->rank, val->dims, pt, flat);
}

bool sem_linalg_structured(EncState *st, const IrOp *op) {
  IrStructured s;
  const char *why = NULL;
  if (!ir_linalg_decode(op, &s, &why) || !ir_linalg_bounds_from_types(op, &s, &why))
    return enc_unsupported(st, op, "unsupported: '%s': %s", op->name, why);
  if (op->nregions < 1 || op->regions[0]->nblocks < 1)
    return enc_unsupported(st, op, "unsupported: '%s' without a body region", op->name);
  const IrBlock *body = op->regions[0]->blocks[0];
  if (body->nops < 1 || (body->ops[body->nops - 1]->kind != IR_OP_LINALG_YIELD))
    return enc_invalid(st, op, "'%s': body does not end in linalg.yield", op->name);
  const IrOp *yield = body->ops[body->nops - 1];
  if (yield->noperands != s.nout)
    return enc_invalid(st, op, "'%s': yield arity != number of outputs", op->name);
  bool args_cover_outputs = body->nargs == s.nops;
  if (!args_cover_outputs && body->nargs != s.nin)
    return enc_invalid(st, op, "'%s': body has %d arguments for %d operands", op->name, body->nargs, s.nops);

  EncVal *ops[64], *views[64] = {0};
  bool on_buffers = op->nresults == 0;
  for (int k = 0; k < s.nops; k++) {
    if (!(ops[k] = enc_lookup(st, op, op->operands[k]))) return false;
    if (ops[k]->kind == ENC_SHAPE) return enc_invalid(st, op, "'%s': shape operand", op->name);
    if (ops[k]->kind == ENC_MEMREF) views[k] = ops[k];
  }
  if (on_buffers) {
    /* docs/DESIGN.md "Memory": operands sharing a block are modelled only as
     * the in-place case (the same view, one input and one output, the same
     * indexing map), where a snapshot and the loop nest agree. */
    for (int k = 0; k < s.nops; k++)
      for (int j = k + 1; j < s.nops; j++) {
        if (!views[k] || !views[j] || views[k]->block != views[j]->block || j < s.nin)
          continue; /* inputs only read */
        bool same = k < s.nin && j >= s.nin && views[k]->offset == views[j]->offset &&
                    views[k]->rank == views[j]->rank && s.maps[k]->nresults == s.maps[j]->nresults;
        for (int d = 0; same && d < views[k]->rank; d++)
          same = views[k]->dims[d] == views[j]->dims[d] && views[k]->strides[d] == views[j]->strides[d];
        same = same && ir_linalg_same_dim_map(s.maps[k], s.maps[j]);
        if (!same)
          return enc_unsupported(st, op, "unsupported: '%s' operands %d and %d share a buffer", op->name, k,
                                 j);
      }
    for (int k = 0; k < s.nops; k++) {
      if (!views[k]) {
        if (k >= s.nin) return enc_invalid(st, op, "'%s': output %d is not a memref", op->name, k - s.nin);
        continue;
      }
      if (!(ops[k] = enc_mem_snapshot(st, op, views[k]))) return false;
    }
  }
  /* Static shape consistency: a pure-dim access must match the loop bound. */
  for (int k = 0; k < s.nops; k++) {
    const IrAffineMap *m = s.maps[k];
    if (m->nresults != ops[k]->rank)
      return enc_invalid(st, op, "'%s': indexing map %d has %d results for a rank-%d operand", op->name, k,
                         m->nresults, ops[k]->rank);
    for (int r = 0; r < m->nresults; r++) {
      const IrAffineExpr *e = m->results[r];
      if (e && e->kind == IR_AFF_DIM && ops[k]->dims[r] != s.bounds[e->value])
        enc_add_ub(st, st->true_term, false);
    }
  }
  int64_t total = 1;
  for (int d = 0; d < s.ndims; d++) {
    if (s.bounds[d] != 0 && total > (int64_t)st->opt->max_elements * 1024 / s.bounds[d])
      return enc_unsupported(st, op, "unsupported: '%s' iteration space too large (> %ld points)", op->name,
                             st->opt->max_elements * 1024);
    total *= s.bounds[d];
  }
  /* Outputs start as copies of the inits. */
  EncVal *outs[64];
  for (int k = 0; k < s.nout; k++) {
    EncVal *init = ops[s.nin + k];
    outs[k] = on_buffers ? enc_val_new(st, op, ENC_TENSOR, init->elem, init->rank, init->dims)
                         : enc_val_for_type(st, op, op->results[k]->type);
    if (!outs[k]) return false;
    if (outs[k]->n != init->n || outs[k]->elem != init->elem)
      return enc_invalid(st, op, "'%s': result %d does not match its init operand", op->name, k);
    for (int64_t i = 0; i < init->n; i++)
      enc_set(st, outs[k], i, enc_get(st, init, i));
    for (int d = 0; d < s.ndims; d++)
      if (s.is_reduction[d] && ir_elem_is_float(outs[k]->elem)) st->has_fp_reduction = true;
  }
  bool used[64];
  for (int a = 0; a < body->nargs && a < 64; a++)
    used[a] = ir_block_uses(body, body->args[a]);
  /* Accumulation patterns, per output (header comment). */
  AccPattern pat[64];
  EncAcc *accs[64] = {0};
  EncElem *acc_elem[64] = {0}; /* poison/approx of each accumulated element */
  bool any_pattern = false, any_reduction = false;
  for (int d = 0; d < s.ndims; d++)
    any_reduction |= s.is_reduction[d];
  for (int k = 0; k < s.nout; k++) {
    pat[k].on = false;
    if (!enc_acc_special(st) || !any_reduction || !args_cover_outputs ||
        !detect_accumulation(st, &s, body, yield, k, outs[k]->elem, &pat[k]))
      continue;
    accs[k] = arena_calloc(st->a, (size_t)(outs[k]->n > 0 ? outs[k]->n : 1), sizeof(EncAcc));
    acc_elem[k] = arena_calloc(st->a, (size_t)(outs[k]->n > 0 ? outs[k]->n : 1), sizeof(EncElem));
    if (!accs[k] || !acc_elem[k]) return enc_unsupported(st, op, "out of memory");
    any_pattern = true;
  }

  int64_t pt[IR_LINALG_MAX_DIMS] = {0};
  const int64_t *saved_idx = st->loop_idx;
  int saved_rank = st->loop_rank;
  st->loop_idx = pt;
  st->loop_rank = s.ndims;
  bool ok = true;
  for (int64_t it = 0; it < total && ok; it++) {
    enc_unflat(s.ndims, s.bounds, it, pt);
    /* Bind block arguments. */
    for (int a = 0; a < body->nargs; a++) {
      const EncVal *src = a < s.nin ? ops[a] : outs[a - s.nin];
      int64_t flat;
      EncVal *arg = enc_scalar_new(st, src->elem);
      if (!arg) {
        ok = false;
        break;
      }
      if (!operand_flat(&s, a, src, pt, &flat)) {
        enc_add_ub(st, st->true_term, false); /* out-of-bounds access */
        arg->v[0] = ir_elem_is_float(src->elem) ? enc_float_const(st, src->elem, 0.0)
                                                : enc_int_const(st, src->elem, 0);
      } else if (used[a]) {
        enc_set(st, arg, 0, enc_read(st, src, flat));
      } else {
        EncElem e = enc_get(st, src, flat);
        e.uninit = st->false_term;
        enc_set(st, arg, 0, e);
      }
      enc_bind(st, body->args[a], arg);
    }
    if (!ok) break;
    if (!any_pattern) {
      ok = enc_block_ops(st, body, false);
    } else {
      for (int i = 0; ok && i < body->nops - 1; i++)
        if (!skipped_op(pat, s.nout, body->ops[i])) ok = enc_encode_op(st, body->ops[i]);
    }
    if (!ok) break;
    for (int k = 0; k < s.nout; k++) {
      int64_t flat;
      if (pat[k].on) {
        if (!operand_flat(&s, s.nin + k, outs[k], pt, &flat)) {
          enc_add_ub(st, st->true_term, false);
          continue;
        }
        EncAcc *fa = &accs[k][flat];
        EncElem *fe = &acc_elem[k][flat];
        if (!fe->v.p) {                      /* first point reaching this element: start from the init */
          *fe = enc_read(st, outs[k], flat); /* the accumulation reads its init */
          enc_acc_begin(st, fa, pat[k].kind, outs[k]->elem, fe->v);
        }
        EncVal *x = pat[k].mul_op ? enc_lookup(st, pat[k].mul_op, pat[k].mul_op->operands[0])
                                  : enc_lookup(st, pat[k].acc_op, pat[k].addend);
        EncVal *y2 = pat[k].mul_op ? enc_lookup(st, pat[k].mul_op, pat[k].mul_op->operands[1]) : x;
        if (!x || !y2) {
          ok = false;
          break;
        }
        EncElem xe = enc_get(st, x, 0), ye = enc_get(st, y2, 0);
        fe->poison = enc_or(st, fe->poison, enc_or(st, xe.poison, ye.poison));
        fe->approx |= xe.approx || ye.approx;
        enc_acc_push(st, fa, xe.v, ye.v);
        continue;
      }
      EncVal *y = enc_lookup(st, yield, yield->operands[k]);
      if (!y) {
        ok = false;
        break;
      }
      if (!operand_flat(&s, s.nin + k, outs[k], pt, &flat)) {
        enc_add_ub(st, st->true_term, false);
        continue;
      }
      EncElem e = enc_get(st, y, 0);
      /* Written like a store: a yielded uninitialized value writes poison. */
      e.poison = enc_or(st, e.poison, e.uninit);
      e.uninit = st->false_term;
      enc_set(st, outs[k], flat, e);
    }
  }
  st->loop_idx = saved_idx;
  st->loop_rank = saved_rank;
  if (!ok) return false;
  for (int k = 0; k < s.nout; k++) {
    if (!pat[k].on) continue;
    for (int64_t i = 0; i < outs[k]->n; i++) {
      EncElem *fe = &acc_elem[k][i];
      if (!fe->v.p) continue; /* no point reached it: the init stays */
      fe->v = enc_acc_end(st, &accs[k][i]);
      fe->approx |= accs[k][i].approx;
      enc_set(st, outs[k], i, *fe);
    }
  }
  for (int k = 0; k < s.nout; k++) {
    if (on_buffers) {
      if (!enc_mem_write(st, op, views[s.nin + k], outs[k])) return false;
    } else {
      enc_bind(st, op->results[k], outs[k]);
    }
  }
  return true;
}

bool sem_linalg_index(EncState *st, const IrOp *op) {
  int64_t dim;
  if (!ir_attr_int(op, "dim", &dim)) return enc_invalid(st, op, "'%s' requires dim", op->name);
  if (!st->loop_idx || dim < 0 || dim >= st->loop_rank)
    return enc_invalid(st, op, "'%s': dim %lld outside the enclosing iteration space", op->name,
                       (long long)dim);
  EncVal *v = enc_val_for_type(st, op, op->results[0]->type);
  if (!v) return false;
  v->v[0] = smt_bv_i64(st->c, (unsigned)ir_elem_bits(v->elem), st->loop_idx[dim]);
  enc_bind(st, op->results[0], v);
  return true;
}
