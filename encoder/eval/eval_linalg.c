/*
 * eval_linalg.c: concrete semantics of linalg structured ops on tensors,
 * following encoder/sem/sem_linalg.c: every structured op (generic and the
 * named ops, whose maps, iterators and body the importer supplies) is a
 * loop nest over its iteration space in lexicographic order (d0 outermost);
 * at each point the body runs with its block arguments bound to the
 * elements the indexing maps select, and the yielded values are stored
 * into the outputs, which start as copies of the inits. So reductions fold
 * in loop order from the init value (strict policy).
 *
 * Loop bounds: each dim's bound is the size of the first operand dimension
 * whose map result is exactly that dim; a pure-dim access whose operand
 * size differs from the bound, or any access outside an operand, is UB. An
 * output block argument the body never uses is not read (so a tensor.empty
 * init is fine there).
 *
 * Memory: the body's values live only for one iteration, so the arena is
 * rewound after each point (the outputs' flag arrays are allocated up front
 * so nothing that survives is allocated inside the loop).
 *
 * On buffers (docs/DESIGN.md "Memory"): every memref input and init is read
 * first (a snapshot of its view; live block required, as for any whole-view
 * read), the tensor semantics above run on the snapshots, and each output
 * view is then written (live, writable). An output sharing a block with
 * another operand is unsupported unless the other is an input with the same
 * view and the same (pure-dim) indexing map: the in-place elementwise case,
 * where the snapshot and the loop nest agree.
 */
#include <string.h>

#include "encoder/eval/eval_internal.h"
#include "encoder/ir/ir_linalg.h"

static bool same_view(const EvalTensor *a, const EvalTensor *b) {
  if (a->block != b->block || a->offset != b->offset || a->rank != b->rank) return false;
  for (int i = 0; i < a->rank; i++)
    if (a->dims[i] != b->dims[i] || a->strides[i] != b->strides[i]) return false;
  return true;
}

static bool operand_flat(const IrStructured *s, int k, const EvalTensor *val, const int64_t *pt,
                         int64_t *flat) {
  return ir_linalg_operand_flat(s, k, val->rank, val->dims, pt, flat);
}

static bool alloc_flags(EvalState *st, const IrOp *op, EvalTensor *t) {
  size_t n = (size_t)(t->n > 0 ? t->n : 1);
  if (!t->poison) t->poison = arena_calloc(st->a, n, sizeof(bool));
  if (!t->uninit) t->uninit = arena_calloc(st->a, n, sizeof(bool));
  if (!t->approx) t->approx = arena_calloc(st->a, n, sizeof(bool));
  if (!t->poison || !t->uninit || !t->approx) return ev_unsupported(st, op, "out of memory");
  return true;
}

bool ev_linalg_structured(EvalState *st, const IrOp *op) {
  /* On buffers (docs/DESIGN.md "Memory"): no results; the outputs are the
   * yielded values (as the encoder counts them). */
  bool buffers = op->nresults == 0;
  IrStructured s;
  const char *why = NULL;
  if (!ir_linalg_decode(op, &s, &why)) return ev_unsupported(st, op, "unsupported: '%s': %s", op->name, why);
  if (op->nregions < 1 || op->regions[0]->nblocks < 1)
    return ev_unsupported(st, op, "unsupported: '%s' without a body region", op->name);
  const IrBlock *body = op->regions[0]->blocks[0];
  if (body->nops < 1 || body->ops[body->nops - 1]->kind != IR_OP_LINALG_YIELD)
    return ev_invalid(st, op, "'%s': body does not end in linalg.yield", op->name);
  const IrOp *yield = body->ops[body->nops - 1];
  if (yield->noperands != s.nout)
    return ev_invalid(st, op, "'%s': yield arity != number of outputs", op->name);
  if (body->nargs != s.nops && body->nargs != s.nin)
    return ev_invalid(st, op, "'%s': body has %d arguments for %d operands", op->name, body->nargs, s.nops);
  if (body->nargs > IR_LINALG_MAX_OPERANDS)
    return ev_unsupported(st, op, "unsupported: too many body arguments");
  EvalTensor *ops[IR_LINALG_MAX_OPERANDS], *views[IR_LINALG_MAX_OPERANDS];
  for (int k = 0; k < s.nops; k++) {
    if (!(ops[k] = ev_lookup(st, op, op->operands[k]))) return false;
    if (ops[k]->kind == EVAL_SHAPE) return ev_invalid(st, op, "'%s': shape operand", op->name);
    views[k] = ops[k]->kind == EVAL_MEMREF ? ops[k] : NULL;
  }
  if (buffers)
    for (int k = s.nin; k < s.nops; k++)
      if (!views[k]) return ev_invalid(st, op, "'%s': output %d is not a memref", op->name, k - s.nin);
  if (!buffers)
    for (int k = s.nin; k < s.nops; k++)
      if (views[k])
        return ev_unsupported(st, op, "unsupported: '%s' with results and buffer outputs", op->name);
  /* An output sharing a block with another operand: only the in-place
   * elementwise case (that operand is an input with the same view and the
   * same pure-dim indexing map), where the snapshot and the loop nest agree.
   * Inputs sharing a block are only read. */
  for (int i = 0; i < s.nops; i++)
    for (int j = i + 1; j < s.nops; j++) {
      if (!views[i] || !views[j] || views[i]->block != views[j]->block || j < s.nin) continue;
      bool ok = i < s.nin && same_view(views[i], views[j]) && ir_linalg_same_dim_map(s.maps[i], s.maps[j]);
      if (!ok)
        return ev_unsupported(st, op, "unsupported: '%s' operands %d and %d share a buffer", op->name, i, j);
    }
  /* Inputs and inits are read first (snapshots), outputs written at the end. */
  for (int k = 0; k < s.nops; k++)
    if (views[k] && !(ops[k] = ev_mem_snapshot(st, op, views[k]))) return false;
  int ranks[IR_LINALG_MAX_OPERANDS];
  const int64_t *dims[IR_LINALG_MAX_OPERANDS];
  for (int k = 0; k < s.nops; k++) {
    const IrType *t = op->operands[k]->type;
    bool shaped = t && t->kind != IR_TY_OTHER && t->kind != IR_TY_SHAPE;
    ranks[k] = shaped ? ops[k]->rank : -1; /* a memref view's runtime sizes */
    dims[k] = shaped ? ops[k]->dims : NULL;
  }
  if (!ir_linalg_bounds(&s, ranks, dims, &why))
    return ev_unsupported(st, op, "unsupported: '%s': %s", op->name, why);
  for (int k = 0; k < s.nops; k++) {
    const IrAffineMap *m = s.maps[k];
    if (m->nresults != ops[k]->rank)
      return ev_invalid(st, op, "'%s': indexing map %d has %d results for a rank-%d operand", op->name, k,
                        m->nresults, ops[k]->rank);
    for (int r = 0; r < m->nresults; r++) {
      const IrAffineExpr *e = m->results[r];
      if (e && e->kind == IR_AFF_DIM && ops[k]->dims[r] != s.bounds[e->value])
        ev_ub(st, op, true, false, "operand shape does not match the loop bounds");
    }
  }
  int64_t total = 1;
  for (int d = 0; d < s.ndims; d++) {
    if (s.bounds[d] != 0 && total > EVAL_MAX_WORK / s.bounds[d]) return ev_work(st, op, EVAL_MAX_WORK + 1);
    total *= s.bounds[d];
  }
  if (!ev_work(st, op, ev_sat_mul(total, body->nops > 0 ? body->nops : 1))) return false;
  EvalTensor *outs[IR_LINALG_MAX_OPERANDS];
  for (int k = 0; k < s.nout; k++) {
    EvalTensor *init = ops[s.nin + k];
    outs[k] = buffers ? ev_new(st, op, EVAL_TENSOR, init->elem, init->rank, init->dims)
                      : ev_for_type(st, op, op->results[k]->type);
    if (!outs[k]) return false;
    if (outs[k]->n != init->n || outs[k]->elem != init->elem)
      return ev_invalid(st, op, "'%s': result %d does not match its init operand", op->name, k);
    if (!alloc_flags(st, op, outs[k])) return false;
    for (int64_t i = 0; i < init->n; i++)
      ev_set(st, outs[k], i, ev_get(init, i));
  }
  bool used[IR_LINALG_MAX_OPERANDS];
  for (int a = 0; a < body->nargs; a++)
    used[a] = ir_block_uses(body, body->args[a]);

  int64_t pt[IR_LINALG_MAX_DIMS] = {0};
  const int64_t *saved_idx = st->loop_idx;
  int saved_rank = st->loop_rank;
  st->loop_idx = pt;
  st->loop_rank = s.ndims;
  bool ok = true;
  int nmem = st->nmem;
  for (int64_t it = 0; it < total && ok; it++) {
    ArenaMark mark = arena_mark(st->a);
    ev_unflat(s.ndims, s.bounds, it, pt);
    for (int a = 0; a < body->nargs && ok; a++) {
      const EvalTensor *src = a < s.nin ? ops[a] : outs[a - s.nin];
      EvalTensor *arg = ev_scalar(st, src->elem);
      if (!arg) {
        ok = false;
        break;
      }
      int64_t flat;
      if (!operand_flat(&s, a, src, pt, &flat)) {
        ev_ub(st, op, true, false, "out-of-bounds operand access");
      } else if (used[a]) {
        ev_set(st, arg, 0, ev_read(st, op, src, flat));
      } else {
        EvalElem e = ev_get(src, flat);
        e.uninit = false;
        ev_set(st, arg, 0, e);
      }
      ev_bind(st, body->args[a], arg);
    }
    if (!ok || !ev_block_ops(st, body, false)) {
      ok = false;
      break;
    }
    for (int k = 0; k < s.nout; k++) {
      EvalTensor *y = ev_lookup(st, yield, yield->operands[k]);
      if (!y) {
        ok = false;
        break;
      }
      int64_t flat;
      if (!operand_flat(&s, s.nin + k, outs[k], pt, &flat)) {
        ev_ub(st, op, true, false, "out-of-bounds output access");
        continue;
      }
      EvalElem e = ev_get(y, 0);
      /* Written like a store: a yielded uninitialized value writes poison. */
      e.poison = e.poison || e.uninit;
      e.uninit = false;
      ev_set(st, outs[k], flat, e);
    }
    if (st->nmem != nmem) { /* the rewind below would free the new block */
      ok = ev_unsupported(st, op, "unsupported: memory allocation inside the body of '%s'", op->name);
      break;
    }
    arena_reset_to(st->a, mark);
  }
  st->loop_idx = saved_idx;
  st->loop_rank = saved_rank;
  if (!ok) return false;
  for (int k = 0; k < s.nout; k++) {
    if (buffers) {
      if (!ev_mem_write(st, op, views[s.nin + k], outs[k])) return false;
    } else {
      ev_bind(st, op->results[k], outs[k]);
    }
  }
  return true;
}

bool ev_linalg_index(EvalState *st, const IrOp *op) {
  int64_t dim;
  if (!ir_attr_int(op, "dim", &dim)) return ev_invalid(st, op, "'%s' requires dim", op->name);
  if (!st->loop_idx || dim < 0 || dim >= st->loop_rank)
    return ev_invalid(st, op, "'%s': dim %lld outside the enclosing iteration space", op->name,
                      (long long)dim);
  EvalTensor *v = ev_for_type(st, op, op->results[0]->type);
  if (!v) return false;
  v->bits[0] = ev_trunc((uint64_t)st->loop_idx[dim], ir_elem_bits(v->elem));
  ev_bind(st, op->results[0], v);
  return true;
}
