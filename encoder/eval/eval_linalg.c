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

#define LINALG_MAX_OPERANDS 64

static int64_t eval_affine(const IrAffineExpr *e, const int64_t *dims, bool *ok) {
  if (!e) {
    *ok = false;
    return 0;
  }
  switch (e->kind) {
  case IR_AFF_DIM: return dims[e->value];
  case IR_AFF_CONST: return e->value;
  case IR_AFF_ADD: return eval_affine(e->lhs, dims, ok) + eval_affine(e->rhs, dims, ok);
  case IR_AFF_MUL: return eval_affine(e->lhs, dims, ok) * eval_affine(e->rhs, dims, ok);
  case IR_AFF_MOD:
  case IR_AFF_FLOORDIV:
  case IR_AFF_CEILDIV: {
    int64_t a = eval_affine(e->lhs, dims, ok), b = eval_affine(e->rhs, dims, ok);
    if (b == 0) {
      *ok = false;
      return 0;
    }
    if (e->kind == IR_AFF_MOD) return ((a % b) + b) % b;
    int64_t q = a / b;
    if (e->kind == IR_AFF_FLOORDIV && (a % b != 0) && ((a < 0) != (b < 0))) q--;
    if (e->kind == IR_AFF_CEILDIV && (a % b != 0) && ((a < 0) == (b < 0))) q++;
    return q;
  }
  default: *ok = false; return 0; /* symbols */
  }
}

typedef struct Structured {
  int nops, nin, nout, ndims;
  const IrAffineMap *maps[LINALG_MAX_OPERANDS];
  int64_t bounds[EVAL_MAX_RANK];
} Structured;

/* Maps and iterators from the IR (nout outputs); *why set on failure. */
static bool decode_structured(const IrOp *op, int nout, Structured *s, const char **why) {
  memset(s, 0, sizeof *s);
  s->nops = op->noperands;
  s->nout = nout;
  s->nin = op->noperands - nout;
  if (s->nout == 0) return (*why = "no outputs", false);
  if (s->nin < 0) return (*why = "more outputs than operands", false);
  const IrAttr *maps = ir_op_attr(op, "indexing_maps");
  if (!maps || maps->kind != IR_ATTR_ARRAY || maps->nelems != s->nops)
    return (*why = "missing or malformed indexing_maps", false);
  if (s->nops > LINALG_MAX_OPERANDS) return (*why = "too many operands", false);
  for (int k = 0; k < s->nops; k++) {
    if (maps->elems[k]->kind != IR_ATTR_MAP || !maps->elems[k]->map)
      return (*why = "indexing_maps entry is not an affine map", false);
    s->maps[k] = maps->elems[k]->map;
    if (s->maps[k]->nsyms != 0) return (*why = "indexing map with symbols", false);
  }
  s->ndims = s->nops > 0 ? s->maps[0]->ndims : 0;
  if (s->ndims > EVAL_MAX_RANK) return (*why = "more than 16 loop dims", false);
  for (int k = 0; k < s->nops; k++)
    if (s->maps[k]->ndims != s->ndims) return (*why = "indexing maps disagree on the number of dims", false);
  const IrAttr *its = ir_op_attr(op, "iterator_types");
  if (!its || its->kind != IR_ATTR_ARRAY || its->nelems != s->ndims)
    return (*why = "missing or malformed iterator_types", false);
  return true;
}

/* Loop bounds: each dim's bound is the size of the first operand dimension
 * whose map result is exactly that dim (operand sizes are the values': a
 * tensor's static type, a memref view's runtime sizes). */
static bool loop_bounds(const IrOp *op, Structured *s, EvalTensor **vals, const char **why) {
  for (int d = 0; d < s->ndims; d++) {
    bool found = false;
    for (int k = 0; k < s->nops && !found; k++) {
      const IrType *t = op->operands[k]->type;
      if (!t || t->kind == IR_TY_OTHER || t->kind == IR_TY_SHAPE) continue;
      for (int r = 0; r < s->maps[k]->nresults && !found; r++) {
        const IrAffineExpr *e = s->maps[k]->results[r];
        if (e && e->kind == IR_AFF_DIM && e->value == d && r < vals[k]->rank) {
          if (vals[k]->dims[r] == IR_DYN) return (*why = "dynamic loop bound", false);
          s->bounds[d] = vals[k]->dims[r];
          found = true;
        }
      }
    }
    if (!found) return (*why = "a loop dim bound cannot be inferred from the indexing maps", false);
  }
  return true;
}

/* Both maps the same list of plain dims. */
static bool same_dim_map(const IrAffineMap *a, const IrAffineMap *b) {
  if (a->nresults != b->nresults) return false;
  for (int r = 0; r < a->nresults; r++) {
    const IrAffineExpr *x = a->results[r], *y = b->results[r];
    if (!x || !y || x->kind != IR_AFF_DIM || y->kind != IR_AFF_DIM || x->value != y->value) return false;
  }
  return true;
}

static bool same_view(const EvalTensor *a, const EvalTensor *b) {
  if (a->block != b->block || a->offset != b->offset || a->rank != b->rank) return false;
  for (int i = 0; i < a->rank; i++)
    if (a->dims[i] != b->dims[i] || a->strides[i] != b->strides[i]) return false;
  return true;
}

static bool block_uses(const IrBlock *b, const IrValue *v) {
  for (int i = 0; i < b->nops; i++) {
    const IrOp *o = b->ops[i];
    for (int k = 0; k < o->noperands; k++)
      if (o->operands[k] == v || (o->operands[k] && o->operands[k]->id == v->id)) return true;
    for (int r = 0; r < o->nregions; r++)
      for (int bb = 0; bb < o->regions[r]->nblocks; bb++)
        if (block_uses(o->regions[r]->blocks[bb], v)) return true;
  }
  return false;
}

static bool operand_flat(const Structured *s, int k, const EvalTensor *val, const int64_t *pt,
                         int64_t *flat) {
  const IrAffineMap *m = s->maps[k];
  if (m->nresults != val->rank) return false;
  int64_t f = 0;
  for (int r = 0; r < m->nresults; r++) {
    bool ok = true;
    int64_t i = eval_affine(m->results[r], pt, &ok);
    if (!ok || i < 0 || i >= val->dims[r]) return false;
    f = f * val->dims[r] + i;
  }
  *flat = f;
  return true;
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
  int nout = op->nresults;
  bool buffers = nout == 0;
  if (buffers && op->nregions > 0 && op->regions[0]->nblocks > 0) {
    const IrBlock *b = op->regions[0]->blocks[0];
    if (b->nops > 0 && b->ops[b->nops - 1]->kind == IR_OP_LINALG_YIELD) nout = b->ops[b->nops - 1]->noperands;
  }
  Structured s;
  const char *why = NULL;
  if (!decode_structured(op, nout, &s, &why))
    return ev_unsupported(st, op, "unsupported: '%s': %s", op->name, why);
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
  if (body->nargs > LINALG_MAX_OPERANDS)
    return ev_unsupported(st, op, "unsupported: too many body arguments");
  EvalTensor *ops[LINALG_MAX_OPERANDS], *views[LINALG_MAX_OPERANDS];
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
      bool ok = i < s.nin && same_view(views[i], views[j]) && same_dim_map(s.maps[i], s.maps[j]);
      if (!ok)
        return ev_unsupported(st, op, "unsupported: '%s' operands %d and %d share a buffer", op->name, i, j);
    }
  /* Inputs and inits are read first (snapshots), outputs written at the end. */
  for (int k = 0; k < s.nops; k++)
    if (views[k] && !(ops[k] = ev_mem_snapshot(st, op, views[k]))) return false;
  if (!loop_bounds(op, &s, ops, &why)) return ev_unsupported(st, op, "unsupported: '%s': %s", op->name, why);
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
  EvalTensor *outs[LINALG_MAX_OPERANDS];
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
  bool used[LINALG_MAX_OPERANDS];
  for (int a = 0; a < body->nargs; a++)
    used[a] = block_uses(body, body->args[a]);

  int64_t pt[EVAL_MAX_RANK] = {0};
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
