/*
 * ir_linalg.c: the iteration space of linalg structured ops (see
 * ir_linalg.h), written once for the symbolic semantics and the interpreter.
 */
#include "encoder/ir/ir_linalg.h"

#include <string.h>

#include "encoder/ir/ir_attr.h"
#include "encoder/ir/ir_view.h"

int ir_linalg_num_outputs(const IrOp *op) {
  int nout = op->nresults;
  if (nout == 0 && op->nregions > 0 && op->regions[0]->nblocks > 0) {
    const IrBlock *b = op->regions[0]->blocks[0];
    if (b->nops > 0 && b->ops[b->nops - 1]->kind == IR_OP_LINALG_YIELD) nout = b->ops[b->nops - 1]->noperands;
  }
  return nout;
}

bool ir_linalg_decode(const IrOp *op, IrStructured *s, const char **why) {
  memset(s, 0, sizeof *s);
  s->nops = op->noperands;
  s->nout = ir_linalg_num_outputs(op);
  s->nin = op->noperands - s->nout;
  if (s->nout == 0) return (*why = "no outputs", false);
  if (s->nin < 0) return (*why = "more results than operands", false);
  const IrAttr *maps = ir_op_attr(op, "indexing_maps");
  if (!maps || maps->kind != IR_ATTR_ARRAY || maps->nelems != s->nops)
    return (*why = "missing or malformed indexing_maps", false);
  if (s->nops > IR_LINALG_MAX_OPERANDS) return (*why = "too many operands", false);
  for (int k = 0; k < s->nops; k++) {
    if (maps->elems[k]->kind != IR_ATTR_MAP || !maps->elems[k]->map)
      return (*why = "indexing_maps entry is not an affine map", false);
    s->maps[k] = maps->elems[k]->map;
    if (s->maps[k]->nsyms != 0) return (*why = "indexing map with symbols", false);
  }
  s->ndims = s->maps[0]->ndims;
  if (s->ndims > IR_LINALG_MAX_DIMS) return (*why = "more than 16 loop dims", false);
  for (int k = 0; k < s->nops; k++)
    if (s->maps[k]->ndims != s->ndims) return (*why = "indexing maps disagree on the number of dims", false);
  const IrAttr *its = ir_op_attr(op, "iterator_types");
  if (!its || its->kind != IR_ATTR_ARRAY || its->nelems != s->ndims)
    return (*why = "missing or malformed iterator_types", false);
  for (int d = 0; d < s->ndims; d++) {
    const IrAttr *it = its->elems[d];
    const char *t = it->s ? it->s : it->text;
    s->is_reduction[d] = t && strstr(t, "reduction");
  }
  return true;
}

bool ir_linalg_bounds(IrStructured *s, const int *ranks, const int64_t *const *dims, const char **why) {
  for (int d = 0; d < s->ndims; d++) {
    bool found = false;
    for (int k = 0; k < s->nops && !found; k++) {
      if (ranks[k] < 0) continue;
      for (int r = 0; r < s->maps[k]->nresults && !found; r++) {
        const IrAffineExpr *e = s->maps[k]->results[r];
        if (e && e->kind == IR_AFF_DIM && e->value == d && r < ranks[k]) {
          if (dims[k][r] == IR_DYN) return (*why = "dynamic loop bound", false);
          s->bounds[d] = dims[k][r];
          found = true;
        }
      }
    }
    if (!found) return (*why = "a loop dim bound cannot be inferred from the indexing maps", false);
  }
  return true;
}

bool ir_linalg_bounds_from_types(const IrOp *op, IrStructured *s, const char **why) {
  int ranks[IR_LINALG_MAX_OPERANDS];
  const int64_t *dims[IR_LINALG_MAX_OPERANDS];
  for (int k = 0; k < s->nops; k++) {
    const IrType *t = op->operands[k]->type;
    bool shaped = t && t->kind != IR_TY_OTHER && t->kind != IR_TY_SHAPE;
    ranks[k] = shaped ? t->rank : -1;
    dims[k] = shaped ? t->dims : NULL;
  }
  return ir_linalg_bounds(s, ranks, dims, why);
}

bool ir_linalg_iteration_size(const IrOp *op, int64_t *size) {
  if (strncmp(op->name, "linalg.", 7) != 0) return false;
  IrStructured s;
  const char *why;
  if (!ir_linalg_decode(op, &s, &why) || !ir_linalg_bounds_from_types(op, &s, &why)) return false;
  int64_t n = 1;
  for (int d = 0; d < s.ndims; d++) {
    if (s.bounds[d] != 0 && n > INT64_MAX / 4 / s.bounds[d]) return false;
    n *= s.bounds[d];
  }
  *size = n;
  return true;
}

bool ir_linalg_operand_flat(const IrStructured *s, int k, int rank, const int64_t *dims, const int64_t *pt,
                            int64_t *flat) {
  const IrAffineMap *m = s->maps[k];
  if (m->nresults != rank) return false;
  int64_t f = 0;
  for (int r = 0; r < m->nresults; r++) {
    int64_t i;
    if (!ir_affine_eval_expr(m->results[r], pt, s->ndims, s->ndims, &i) || i < 0 || i >= dims[r])
      return false;
    f = f * dims[r] + i;
  }
  *flat = f;
  return true;
}

bool ir_linalg_same_dim_map(const IrAffineMap *a, const IrAffineMap *b) {
  if (a->nresults != b->nresults) return false;
  for (int r = 0; r < a->nresults; r++) {
    const IrAffineExpr *x = a->results[r], *y = b->results[r];
    if (!x || !y || x->kind != IR_AFF_DIM || y->kind != IR_AFF_DIM || x->value != y->value) return false;
  }
  return true;
}

static bool uses_value(const IrOp *o, const IrValue *v, int k) {
  return o->operands[k] == v || (o->operands[k] && o->operands[k]->id == v->id);
}

bool ir_block_uses(const IrBlock *b, const IrValue *v) { return ir_block_count_uses(b, v) > 0; }

int ir_block_count_uses(const IrBlock *b, const IrValue *v) {
  int n = 0;
  for (int i = 0; i < b->nops; i++) {
    const IrOp *o = b->ops[i];
    for (int k = 0; k < o->noperands; k++)
      n += uses_value(o, v, k);
    for (int r = 0; r < o->nregions; r++)
      for (int bb = 0; bb < o->regions[r]->nblocks; bb++)
        n += ir_block_count_uses(o->regions[r]->blocks[bb], v);
  }
  return n;
}
