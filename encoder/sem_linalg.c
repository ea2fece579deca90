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
 * uninitialized (tensor.empty) init is fine there; a used one is a read (UB
 * if uninitialized).
 */
#include <string.h>

#include "encoder/sem.h"

#define LINALG_MAX_DIMS 16

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
  const IrAffineMap *maps[64];
  bool is_reduction[LINALG_MAX_DIMS];
  int64_t bounds[LINALG_MAX_DIMS];
} Structured;

static const IrType *operand_type(const IrOp *op, int k) { return op->operands[k]->type; }

/* Decode maps, iterators and loop bounds from the IR alone. On failure sets
 * *why (a static string) and returns false. */
static bool decode_structured(const IrOp *op, Structured *s, const char **why) {
  memset(s, 0, sizeof *s);
  s->nops = op->noperands;
  s->nout = op->nresults;
  s->nin = op->noperands - op->nresults;
  if (s->nout == 0) {
    *why = "linalg op on buffers (no tensor results)";
    return false;
  }
  if (s->nin < 0) {
    *why = "more results than operands";
    return false;
  }
  const IrAttr *maps = ir_op_attr(op, "indexing_maps");
  if (!maps || maps->kind != IR_ATTR_ARRAY || maps->nelems != s->nops) {
    *why = "missing or malformed indexing_maps";
    return false;
  }
  if (s->nops > 64) {
    *why = "too many operands";
    return false;
  }
  for (int k = 0; k < s->nops; k++) {
    if (maps->elems[k]->kind != IR_ATTR_MAP || !maps->elems[k]->map) {
      *why = "indexing_maps entry is not an affine map";
      return false;
    }
    s->maps[k] = maps->elems[k]->map;
    if (s->maps[k]->nsyms != 0) {
      *why = "indexing map with symbols";
      return false;
    }
  }
  s->ndims = s->maps[0]->ndims;
  if (s->ndims > LINALG_MAX_DIMS) {
    *why = "more than 16 loop dims";
    return false;
  }
  for (int k = 0; k < s->nops; k++)
    if (s->maps[k]->ndims != s->ndims) {
      *why = "indexing maps disagree on the number of dims";
      return false;
    }
  const IrAttr *its = ir_op_attr(op, "iterator_types");
  if (!its || its->kind != IR_ATTR_ARRAY || its->nelems != s->ndims) {
    *why = "missing or malformed iterator_types";
    return false;
  }
  for (int d = 0; d < s->ndims; d++) {
    const IrAttr *it = its->elems[d];
    const char *t = it->s ? it->s : it->text;
    s->is_reduction[d] = t && strstr(t, "reduction");
  }
  for (int d = 0; d < s->ndims; d++) {
    bool found = false;
    for (int k = 0; k < s->nops && !found; k++) {
      const IrType *t = operand_type(op, k);
      if (!t || t->kind == IR_TY_OTHER || t->kind == IR_TY_SHAPE) continue;
      for (int r = 0; r < s->maps[k]->nresults && !found; r++) {
        const IrAffineExpr *e = s->maps[k]->results[r];
        if (e && e->kind == IR_AFF_DIM && e->value == d && r < t->rank) {
          if (t->dims[r] == IR_DYN) {
            *why = "dynamic loop bound";
            return false;
          }
          s->bounds[d] = t->dims[r];
          found = true;
        }
      }
    }
    if (!found) {
      *why = "a loop dim bound cannot be inferred from the indexing maps";
      return false;
    }
  }
  return true;
}

bool sem_linalg_iteration_size(const IrOp *op, int64_t *size) {
  if (strncmp(op->name, "linalg.", 7) != 0) return false;
  Structured s;
  const char *why;
  if (!decode_structured(op, &s, &why)) return false;
  int64_t n = 1;
  for (int d = 0; d < s.ndims; d++) {
    if (s.bounds[d] != 0 && n > INT64_MAX / 4 / s.bounds[d]) return false;
    n *= s.bounds[d];
  }
  *size = n;
  return true;
}

/* Does any op of the block (recursively) use value v? */
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

/* Flat element index of operand k at iteration point `pt`; false if outside. */
static bool operand_flat(const Structured *s, int k, const EncVal *val, const int64_t *pt, int64_t *flat) {
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

bool sem_linalg_structured(EncState *st, const IrOp *op) {
  Structured s;
  const char *why = NULL;
  if (!decode_structured(op, &s, &why))
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

  EncVal *ops[64];
  for (int k = 0; k < s.nops; k++) {
    if (!(ops[k] = enc_lookup(st, op, op->operands[k]))) return false;
    if (ops[k]->kind == ENC_SHAPE) return enc_invalid(st, op, "'%s': shape operand", op->name);
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
    outs[k] = enc_val_for_type(st, op, op->results[k]->type);
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
    used[a] = block_uses(body, body->args[a]);

  int64_t pt[LINALG_MAX_DIMS] = {0};
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
    if (!ok || !enc_block_ops(st, body, false)) {
      ok = false;
      break;
    }
    for (int k = 0; k < s.nout; k++) {
      EncVal *y = enc_lookup(st, yield, yield->operands[k]);
      if (!y) {
        ok = false;
        break;
      }
      int64_t flat;
      if (!operand_flat(&s, s.nin + k, outs[k], pt, &flat)) {
        enc_add_ub(st, st->true_term, false);
        continue;
      }
      EncElem e = enc_get(st, y, 0);
      e.uninit = st->false_term;
      enc_set(st, outs[k], flat, e);
    }
  }
  st->loop_idx = saved_idx;
  st->loop_rank = saved_rank;
  if (!ok) return false;
  for (int k = 0; k < s.nout; k++)
    enc_bind(st, op->results[k], outs[k]);
  return true;
}

bool sem_linalg_index(EncState *st, const IrOp *op) {
  int64_t dim;
  if (!enc_attr_int(op, "dim", &dim)) return enc_invalid(st, op, "'%s' requires dim", op->name);
  if (!st->loop_idx || dim < 0 || dim >= st->loop_rank)
    return enc_invalid(st, op, "'%s': dim %lld outside the enclosing iteration space", op->name,
                       (long long)dim);
  EncVal *v = enc_val_for_type(st, op, op->results[0]->type);
  if (!v) return false;
  v->v[0] = smt_bv_i64(st->c, (unsigned)ir_elem_bits(v->elem), st->loop_idx[dim]);
  enc_bind(st, op->results[0], v);
  return true;
}
